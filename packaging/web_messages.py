"""The desk's sentences in the pages' catalogues, from the window's translations: ``python
packaging/web_messages.py`` puts every template of the context "messages" marked in the modules whose
refusals and answers reach a table device's or a player's page (``PAGE_SOURCES``: the hall's own checks,
the actions a device or a phone may send, the table clock) into each resources/web/i18n-<code>.json, with
its translation from resources/translations/tableside_<code>.ts. The pages then say a refusal the desk
sends as a template and its fields (``app.hall.gate.refusal``, ``TablesideI18n.said``) in the phone's
language, in the same words as the window; ``check`` lists what a catalogue lacks or says otherwise
(tests/hall/test_refusals_in_the_phone_language.py runs it), so the two cannot drift.

Run it after ``packaging/translations.py update`` and filling the .ts files. The pages' own words (the
rest of each catalogue) stay as they are, written by hand. A template with a count (``%n``) is left out:
its forms are Qt's plural forms, which a flat catalogue does not hold (the page says it in English, its
count filled in); none of the refusals a page is sent has one.
"""

from __future__ import annotations

import ast
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WEB = ROOT / "resources" / "web"
TRANSLATIONS = ROOT / "resources" / "translations"

# Where the sentences a page can be sent are written: the hall's routes and their checks, the actions a
# table device or a player's phone may send (app.hall.gate.DEVICE_KINDS, seat_route, checkin_route) with
# the checks every commit makes, and the clocks they drive. A sentence nested in another (a list of names,
# "table {table}: {reason}") is among them too.
PAGE_SOURCES = (
    "app/hall/gate.py",
    "app/hall/server.py",
    "app/hall/checkin_route.py",
    "app/hall/seat_route.py",
    "app/short_quote.py",  # a list of unknown fields cut short ("… and 2 more")
    "app/event/actions/base.py",
    "app/event/actions/table_actions.py",
    "app/event/actions/clock_actions.py",
    "app/event/actions/judge_calls.py",
    "app/event/actions/report_actions.py",
    "app/event/actions/checkin_actions.py",
    "app/event/actions/round_end_actions.py",
    "app/event/actions/game_actions.py",
    "app/scoring/options.py",  # a game's usual hours a device sends, checked as a number ("{what} must be ...")
    "app/event/queued.py",
    "app/event/holding.py",
    "app/event/session.py",
    # A write the event file refused or lost ("not saved: {error}"), said with the file's own reason.
    "app/eventlog/store.py",
    "app/eventlog/sqlite_store.py",
    "app/eventlog/watched.py",
    "app/clocks/table_clock.py",
    "app/names.py",
    "app/text.py",
)

# The view models' words a refusal can hold (context "view"): a decision's built-in label ("{0} is still
# deciding ({label})"). The desk sends one as a template marked "context": "view" (``wire.said_to_wire``).
VIEW_SOURCES = ("app/clocks/rules.py",)
# A place the desk sends as ``{"ordinal": n}`` is written by the catalogue's "{n} (place)" form, or its own
# number's ("1 (place)": "1er"), from app.text.ORDINAL_FORMS, the window's rule.
PLACE = "{n} (place)"


def marked(path: Path, context: str = "messages") -> list[str]:
    """The templates ``QT_TRANSLATE_NOOP(context, "…")`` marks in ``path``, in the order written (an
    AST scan: implicit concatenation joined as Python does, as pyside6-lupdate reads it)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                and len(node.args) == 2 and all(isinstance(a, ast.Constant) for a in node.args)
                and node.args[0].value == context):
            found.append(str(node.args[1].value))
    return found


def page_templates(sources: tuple[str, ...] = PAGE_SOURCES, context: str = "messages") -> list[str]:
    """Every template of ``context`` a page may be sent (but those with a count), sorted, once each."""
    paths = sorted({path for pattern in sources for path in ROOT.glob(pattern)})
    return sorted({t for path in paths for t in marked(path, context) if "%n" not in t})


def places(code: str) -> dict[str, str]:
    """The catalogue's forms of a place in ``code`` (app.text.ORDINAL_FORMS): "{n} (place)" and exceptions."""
    rules = next(node.value for node in ast.parse((ROOT / "app" / "text.py").read_text(encoding="utf-8")).body
                 if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "ORDINAL_FORMS")
    forms: dict[str, str] = ast.literal_eval(rules).get(code, {})
    return {(PLACE if number == "" else PLACE.replace("{n}", number)): form for number, form in forms.items()}


def wanted_entries(code: str) -> dict[str, str]:
    """What the .ts files and the ordinal rule say each template a page may be sent reads in ``code``
    (a template the .ts has not translated yet is missing: ``check`` says so)."""
    said = {}
    for context, templates in (("messages", page_templates()), ("view", page_templates(VIEW_SOURCES, "view"))):
        ts = ts_messages(code, context)
        said.update({template: ts[template] for template in templates if template in ts})
    return {**said, **places(code)}


def languages() -> list[str]:
    return sorted(p.stem.removeprefix("i18n-") for p in WEB.glob("i18n-*.json"))


def ts_messages(code: str, name: str = "messages") -> dict[str, str]:
    """The finished translations of the context ``name`` in tableside_<code>.ts, by source."""
    said = {}
    for context in ET.parse(TRANSLATIONS / f"tableside_{code}.ts").getroot().iter("context"):
        if context.findtext("name") != name:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None or message.get("numerus") == "yes":
                continue
            said[message.findtext("source") or ""] = translation.text or ""
    return said


def catalogue_path(code: str) -> Path:
    return WEB / f"i18n-{code}.json"


def all_templates() -> list[str]:
    return page_templates() + page_templates(VIEW_SOURCES, "view")


def built(code: str) -> dict[str, str]:
    """The catalogue of ``code`` as it should be: its pages' own words as written, then each template a
    page may be sent with the .ts translation, and the forms of a place."""
    current: dict[str, str] = json.loads(catalogue_path(code).read_text(encoding="utf-8"))
    return {**current, **wanted_entries(code)}  # a key already there keeps its place


def check() -> list[str]:
    """What differs between each catalogue and the .ts files (nothing: they agree)."""
    problems = []
    for code in languages():
        current = json.loads(catalogue_path(code).read_text(encoding="utf-8"))
        wanted = wanted_entries(code)
        for template in [*all_templates(), *places(code)]:
            if template not in wanted:
                problems.append(f"{code}: {template!r} is not translated in tableside_{code}.ts")
            elif current.get(template) != wanted[template]:
                problems.append(f"{code}: {template!r} is not in i18n-{code}.json as the .ts says it "
                                "(run packaging/web_messages.py)")
    return problems


def write() -> list[Path]:
    written = []
    for code in languages():
        path = catalogue_path(code)
        text = json.dumps(built(code), ensure_ascii=False, indent=2) + "\n"
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    if argv[:1] == ["check"]:
        problems = check()
        for problem in problems:
            print(problem, file=sys.stderr)
        return 1 if problems else 0
    if argv:
        print("usage: web_messages.py [check]", file=sys.stderr)
        return 2
    for path in write():
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""The translations, the Qt way: ``python packaging/translations.py update`` extracts every translatable
string of ui/ and app/ (``translate(...)`` and ``QT_TRANSLATE_NOOP(...)`` calls) into each
resources/translations/tableside_<code>.ts with pyside6-lupdate; ``add <code>`` starts a new language (one
new file, which the app lists in Settings once it is there); ``release DIR`` compiles every .ts to DIR
with pyside6-lrelease, with Qt's own qtbase_<code>.qm beside it (the standard buttons: the bundle leaves
out Qt's translations folder). The bundle's build calls ``release``; an editable install compiles at first
start (ui/i18n.py). Locations are left out of the .ts files, so an edit elsewhere in a file does not
change them.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "resources" / "translations"


def _tool(name: str) -> str:
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} was not found: install PySide6 (pip install -e .) first")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for top in ("ui", "app") for p in (ROOT / top).rglob("*.py"))


def languages() -> list[str]:
    return sorted(p.stem.removeprefix("tableside_") for p in FOLDER.glob("tableside_*.ts"))


def update(codes: list[str] | None = None) -> None:
    for code in codes or languages():
        ts = FOLDER / f"tableside_{code}.ts"
        plurals = plural_translations(ts) if ts.exists() else {}
        subprocess.run([_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                        "-source-language", "en", "-target-language", code, *sources(), "-ts", str(ts)],
                       cwd=ROOT, check=True)
        mark_plurals(ts, plurals)


def plural_translations(ts: Path) -> dict[tuple[str, str], list[str]]:
    """The finished plural translations of ``ts``, by (context, source): lupdate, not seeing them as
    plurals, folds their forms into one (see ``mark_plurals``), so they are put back afterwards."""
    import xml.etree.ElementTree as ET

    kept = {}
    for context in ET.parse(ts).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if message.get("numerus") == "yes" and translation is not None and translation.get("type") is None:
                forms = [form.text or "" for form in translation.findall("numerusform")]
                kept[(context.findtext("name") or "", message.findtext("source") or "")] = forms
    return kept


def mark_plurals(ts: Path, plurals: dict[tuple[str, str], list[str]] | None = None) -> None:
    """pyside6-lupdate (6.8 to 6.11) marks a Python ``translate(context, text, None, n)`` as a plural only
    when ``n`` is a literal number: every source with ``%n`` is made one here (its translation kept)."""
    import xml.etree.ElementTree as ET

    tree = ET.parse(ts)
    changed = False
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if "%n" not in source:
                continue
            translation = message.find("translation")
            assert translation is not None
            kept = (plurals or {}).get((context.findtext("name") or "", source))
            if message.get("numerus") == "yes" and kept is None:
                continue
            message.set("numerus", "yes")
            text = translation.text or "".join(form.text or "" for form in translation.findall("numerusform"))
            for form in list(translation):
                translation.remove(form)
            translation.text = None
            for form_text in kept or [text]:
                ET.SubElement(translation, "numerusform").text = form_text
            if kept is not None:
                translation.attrib.pop("type", None)
            changed = True
    if changed:
        ET.indent(tree, space="    ")
        tree.write(ts, encoding="utf-8", xml_declaration=True)


def release(dest: Path) -> list[Path]:
    """Every .ts compiled into ``dest`` (and Qt's own qtbase_<code>.qm copied there); the .qm files."""
    from PySide6.QtCore import QLibraryInfo

    dest.mkdir(parents=True, exist_ok=True)
    qt_own = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    made = []
    for code in languages():
        qm = dest / f"tableside_{code}.qm"
        subprocess.run([_tool("pyside6-lrelease"), "-silent", str(FOLDER / f"tableside_{code}.ts"), "-qm", str(qm)],
                       check=True)
        made.append(qm)
        if (qt_own / f"qtbase_{code}.qm").exists():
            shutil.copy2(qt_own / f"qtbase_{code}.qm", dest / f"qtbase_{code}.qm")
    return made


def main(argv: list[str]) -> int:
    if argv[:1] == ["update"]:
        update()
    elif argv[:1] == ["add"] and len(argv) == 2:
        update([argv[1]])
    elif argv[:1] == ["release"] and len(argv) == 2:
        for qm in release(Path(argv[1])):
            print(qm)
    else:
        print("usage: translations.py update | add CODE | release DIR", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

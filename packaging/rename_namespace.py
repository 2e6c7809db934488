"""Move every import of the repository to the ``tableside`` namespace (issue 15, item 2), in one go.

    python packaging/rename_namespace.py          # rewrite the checkout in place; prints what it changed

The folders stay where the design card puts them (``app/``, ``ui/``, ``resources/`` at the top);
pyproject.toml's ``[tool.setuptools]`` installs them as ``tableside.app``, ``tableside.ui`` and
``tableside.resources`` (``packages``, ``package-dir``; ``tableside`` is a namespace package with no
folder of its own), and the editable install makes the checkout's folders answer to those names.
What this script changes:

* In ``app/`` (the core): its imports of itself become relative (``from app.event.state import X`` in
  ``app/event/fold.py`` becomes ``from .state import X``; ``from app import paths`` becomes
  ``from .. import paths``), so the core names no package at all: mypy (``files = ["app"]``) and ruff
  keep reading it as they did.
* Everywhere else (``ui/``, ``tests/``, ``packaging/``, scripts): ``from app...`` / ``from ui...`` become
  ``from tableside.app...`` / ``from tableside.ui...``; ``import app`` becomes ``import tableside.app as
  app`` (the name the code uses stays bound).
* Module paths in strings (monkeypatch targets, ``-m ui.launcher``, ``"app."`` prefixes, the ``-c``
  snippets tests run) get the prefix when they name a real module or package of ``app/`` or ``ui/``;
  code inside strings gets the import rules above.
* ``app/__init__.py`` and ``ui/__init__.py`` refuse to be imported under their old top-level names (a
  second copy of the core under another name would split its state silently).
* pyproject.toml (entry point, version attribute, ruff's first-party names, and the package list and
  ``package-dir`` of ``[tool.setuptools]``), the README's words on the layout and two assertions of the
  wheel test. The PyInstaller spec stages the packages pyproject.toml lists, so only its import changes.

Then ``ruff check --fix --select I`` sorts the imports it touched. Running it twice changes nothing.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("app", "ui")
SKIP_PARTS = {".git", ".venv", "build", "dist", "__pycache__", ".hypothesis", ".pytest_cache"}
SELF = Path(__file__).resolve()


# --------------------------------------------------------------------------------------------------
# Which dotted names are modules of app/ or ui/


def resolves(dotted: str) -> bool:
    """Whether ``dotted`` (``ui.launcher``, ``app.event.session.fold``, ``app.__version__``) names a
    module of app/ or ui/, or something defined in one; ``app.yml`` does not."""
    parts = dotted.split(".")
    if parts[0] not in PACKAGES:
        return False
    folder = ROOT / parts[0]
    for index, part in enumerate(parts[1:], 1):
        if (folder / part / "__init__.py").is_file():
            folder = folder / part
            continue
        module = folder / f"{part}.py"
        if module.is_file():
            return True
        init = (folder / "__init__.py").read_text(encoding="utf-8")
        return index > 0 and re.search(rf"^(?:{re.escape(part)}\b|def {re.escape(part)}\b|class {re.escape(part)}\b"
                                       rf"|from \S+ import .*\b{re.escape(part)}\b)", init, re.M) is not None
    return True


# --------------------------------------------------------------------------------------------------
# Import statements


def package_of(path: Path) -> list[str] | None:
    """``app/event/fold.py`` -> ["app", "event"]; None outside app/."""
    relative = path.relative_to(ROOT)
    if relative.parts[0] != "app":
        return None
    return list(relative.parts[:-1])


def relative_target(current: list[str], target: str) -> str:
    """The relative form of ``target`` (``app.event.state``) imported from package ``current``."""
    parts = target.split(".")
    common = 0
    while common < min(len(parts), len(current)) and parts[common] == current[common]:
        common += 1
    dots = "." * (len(current) - common + 1)
    return dots + ".".join(parts[common:])


FROM = re.compile(r"^(?P<indent>\s*)from\s+(?P<module>(?:app|ui)(?:\.\w+)*)(?P<rest>\s+import\b.*)$", re.S)
IMPORT = re.compile(r"^(?P<indent>\s*)import\s+(?P<names>.*?)(?P<tail>\s*(?:#.*)?)$", re.S)


def rewrite_import(statement: str, inside_app: list[str] | None) -> str:
    match = FROM.match(statement)
    if match:
        module = match["module"]
        if inside_app is not None and module.split(".")[0] == "app":
            new = relative_target(inside_app, module)
        else:
            new = f"tableside.{module}"
        return f"{match['indent']}from {new}{match['rest']}"
    match = IMPORT.match(statement)
    if match and not statement.lstrip().startswith("from"):
        names = []
        changed = False
        for item in match["names"].split(","):
            bare = item.strip()
            head = bare.split(" as ")[0].strip()
            if head.split(".")[0] in PACKAGES:
                changed = True
                if " as " in bare:
                    names.append(f"tableside.{bare}")
                elif "." not in head:
                    names.append(f"tableside.{head} as {head}")
                else:
                    names.append(f"tableside.{head}")
            else:
                names.append(bare)
        if changed:
            return f"{match['indent']}import {', '.join(names)}{match['tail']}"
    return statement


# --------------------------------------------------------------------------------------------------
# Strings

DOTTED = re.compile(r"^(?:app|ui)(?:\.\w+)+(?::\w+)?$")
PREFIX = re.compile(r"^(?:app|ui)\.$")


def rewrite_string_body(body: str) -> str:
    if DOTTED.match(body):
        return f"tableside.{body}" if resolves(body.split(":")[0]) else body
    if PREFIX.match(body):
        return f"tableside.{body}"
    return rewrite_code_in_string(body)  # changes only import lines of app/ui and quoted "app." prefixes


def rewrite_code_in_string(body: str) -> str:
    """Code that tests hand to ``python -c``: its import lines and its quoted module prefixes. Lines end
    at a newline, a written ``\\n`` escape or a semicolon."""
    pieces = re.split(r"(\n|\\n|;)", body)
    pieces = [rewrite_import(piece, None) if re.match(r"\s*(from|import)\s", piece) else piece for piece in pieces]
    text = re.sub(r"""(["'])((?:app|ui)\.)\1""", r"\1tableside.\2\1", "".join(pieces))
    return re.sub(r"""(["'])((?:app|ui)(?:\.\w+)+)\1""",
                  lambda m: f"{m[1]}tableside.{m[2]}{m[1]}" if resolves(m[2]) else m[0], text)


def rewrite_string_token(token: str) -> str:
    match = re.match(r"^([rRbBuUfF]*)('''|\"\"\"|'|\")(.*)\2$", token, re.S)
    if not match or "b" in match[1].lower():
        return token
    prefix, quote, body = match.groups()
    return f"{prefix}{quote}{rewrite_string_body(body)}{quote}"


# --------------------------------------------------------------------------------------------------
# A Python file


def rewrite_python(text: str, inside_app: list[str] | None) -> str:
    lines = text.splitlines(keepends=True)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))

    def at(position: tuple[int, int]) -> int:
        return offsets[position[0] - 1] + position[1]

    edits: list[tuple[int, int, str]] = []
    tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    statement_start = True
    index = 0
    while index < len(tokens):
        token = tokens[index]
        if token.type == tokenize.NAME and token.string in ("from", "import") and statement_start:
            end = index
            while tokens[end].type not in (tokenize.NEWLINE, tokenize.ENDMARKER) and tokens[end].string != ";":
                end += 1
            start_offset = offsets[token.start[0] - 1]  # from the line's start: keeps the indent
            end_offset = at(tokens[end].start)
            old = text[start_offset:end_offset]
            new = rewrite_import(old, inside_app)
            if new != old:
                edits.append((start_offset, end_offset, new))
            index = end
            continue
        if token.type == tokenize.STRING:
            new = rewrite_string_token(token.string)
            if new != token.string:
                edits.append((at(token.start), at(token.end), new))
        statement_start = token.type in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.NL,
                                          tokenize.COMMENT, tokenize.ENCODING) or token.string == ";"
        index += 1
    for start, end, new in sorted(edits, reverse=True):
        text = text[:start] + new + text[end:]
    return text


GUARD = '''

if __name__ != "tableside.{name}":  # the checkout's {name}/ is importable by its folder name too: refuse that
    raise ImportError("import tableside.{name}, not {name}: Tableside installs its code under tableside")
'''


def add_guard(path: Path, name: str) -> bool:
    text = path.read_text(encoding="utf-8")
    if f'__name__ != "tableside.{name}"' in text:
        return False
    path.write_text(text.rstrip("\n") + "\n" + GUARD.format(name=name), encoding="utf-8")
    return True


# --------------------------------------------------------------------------------------------------
# The few non-Python places, by exact replacement (each must be found once, or already done)


EXACT = {
    "pyproject.toml": [
        ('tableside = "ui.launcher:main"', 'tableside = "tableside.ui.launcher:main"'),
        ('version = { attr = "app.__version__" }', 'version = { attr = "tableside.app.__version__" }'),
        ('known-first-party = ["app", "ui", "tests"]', 'known-first-party = ["tableside", "tests"]'),
        ('extend-immutable-calls = ["app.scoring.result.GameContext"]',
         'extend-immutable-calls = ["app.scoring.result.GameContext", "tableside.app.scoring.result.GameContext"]'),
    ],
    "README.md": [
        ("the version from `app.__version__`", "the version from `tableside.app.__version__`"),
    ],
    "tests/eventlog/test_open_errors.py": [
        # The core's relative imports ("from .entry import ...") are its own, like "app" was.
        ('name not in sys.stdlib_module_names and name != "app"}',
         'name not in sys.stdlib_module_names and name not in ("app", "")}'),
    ],
    "tests/packaging/test_wheel.py": [
        ('    assert "tableside" in top\n', '    assert top == ["tableside"]  # nothing generic in site-packages\n'),
    ],
}


# [tool.setuptools] in pyproject.toml: each listed package of app/ or ui/ gets the prefix, and package-dir
# maps the two new names to their folders (resources/ is mapped already).
PACKAGE_LIST = re.compile(r"^packages = \[\n(?P<body>(?:    .*\n)*?)\]$", re.M)
LISTED_CODE = re.compile(r'^(    )"((?:app|ui)(?:\.\w+)*)",$', re.M)
PACKAGE_DIR = 'package-dir = { "tableside.resources" = "resources" }'
NEW_PACKAGE_DIR = ('package-dir = { "tableside.app" = "app", "tableside.ui" = "ui", '
                   '"tableside.resources" = "resources" }')


def rename_package_lists() -> bool:
    path = ROOT / "pyproject.toml"
    text = original = path.read_text(encoding="utf-8")
    lists = list(PACKAGE_LIST.finditer(text))
    if len(lists) != 1:
        raise SystemExit(f"pyproject.toml: expected one packages = [...] list, found {len(lists)}")
    body = LISTED_CODE.sub(r'\1"tableside.\2",', lists[0]["body"])
    text = text[:lists[0].start("body")] + body + text[lists[0].end("body"):]
    if NEW_PACKAGE_DIR not in text:
        if text.count(PACKAGE_DIR) != 1:
            raise SystemExit(f"pyproject.toml: expected once:\n{PACKAGE_DIR}")
        text = text.replace(PACKAGE_DIR, NEW_PACKAGE_DIR)
    if text != original:
        path.write_text(text, encoding="utf-8")
    return text != original


# The layout before pyproject.toml listed the packages (setup.py computed them, and the spec copied
# tableside/__init__.py): applied only where setup.py still exists, so the script runs on either layout.
OLD_LAYOUT = {
    "setup.py": [
        ('''    packages=["tableside",
              *(f"tableside.{RESOURCES}{tail}" for tail in resource_packages),
              *find_packages(include=[f"{name}{tail}" for name in CODE for tail in ("", ".*")])],
    package_dir={f"tableside.{RESOURCES}": RESOURCES},''',
         '''    packages=["tableside",
              *(f"tableside.{RESOURCES}{tail}" for tail in resource_packages),
              *(f"tableside.{name}" for name in find_packages(include=[f"{code}{tail}" for code in CODE
                                                                         for tail in ("", ".*")]))],
    package_dir={f"tableside.{name}": name for name in (*CODE, RESOURCES)},'''),
    ],
    "packaging/tableside.spec": [
        ('''    shutil.copytree(ROOT / "resources", package / "resources",
                    ignore=shutil.ignore_patterns("screenshots", "__pycache__", "*.pyc"))''',
         '''    shutil.copytree(ROOT / "resources", package / "resources",
                    ignore=shutil.ignore_patterns("screenshots", "__pycache__", "*.pyc"))
    for code in ("app", "ui"):
        shutil.copytree(ROOT / code, package / code, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))'''),
        ('collect_submodules("app")', 'collect_submodules("tableside.app")'),
        ('collect_submodules("ui")', 'collect_submodules("tableside.ui")'),
        ('    pathex=[str(STAGE), str(ROOT)],', '    pathex=[str(STAGE)],'),
    ],
}

# Places whose words differ between the two layouts: per file, (old, new) pairs of which the one whose old
# (or new) text is there applies: the README's paragraph on the layout, before or after pyproject.toml
# listed the packages.
ALTERNATIVES = {
    "README.md": [
        ('''`dist/tableside-VERSION.tar.gz`) and install the wheel anywhere with `pip install`. The wheel installs
the package `tableside` (with `tableside.resources`: the presets, icons, web pages and licences, found
with `importlib.resources`) beside the code's `app` and `ui`, and the `tableside` command. In the
checkout `resources/` stays at the top; `setup.py` maps it (`package_dir`), and `tableside/__init__.py`
lets the checkout's folders answer as `tableside.*` when you run from it.''',
         '''`dist/tableside-VERSION.tar.gz`) and install the wheel anywhere with `pip install`. The wheel installs
one package, `tableside` (`tableside.app`, `tableside.ui`, `tableside.resources`: the presets, icons, web
pages and licences, found with `importlib.resources`), and the `tableside` command; nothing with a
generic name lands in site-packages. In the checkout these stay `app/`, `ui/` and `resources/` at the
top (the design card's layout); `setup.py` maps them (`package_dir`), and `tableside/__init__.py` lets
the checkout's folders answer as `tableside.*` when you run from it (`PYTHONPATH=.`, `python -m pytest`
at the top, an editable install). Code imports `tableside.app` and `tableside.ui`; inside `app/` the
core imports itself relatively (`from .state import EventState`), so mypy and ruff read `app/` as they
always did. Importing the folders by their old names (`import app`) is refused with that message (a
second copy of the core under another name would split its state); `python packaging/rename_namespace.py`
converts code written with the old names (it is how the repository moved, and running it again is safe).'''),
        ('''`dist/tableside-VERSION.tar.gz`) and install the wheel anywhere with `pip install`. The wheel installs
the package `tableside` (with `tableside.resources`: the presets, icons, web pages and licences, found
with `importlib.resources`) beside the code's `app` and `ui`, and the `tableside` command. In the
checkout `resources/` stays at the top: `pyproject.toml` (`[tool.setuptools]`) lists every package and
maps the folder (`package-dir`). `tableside` itself is a namespace package with no folder of its own;
in a checkout the editable install of the two lines at the top (`pip install -e`) makes
`resources/` answer as `tableside.resources`, so run the checkout through that install.''',
         '''`dist/tableside-VERSION.tar.gz`) and install the wheel anywhere with `pip install`. The wheel installs
one package, `tableside` (`tableside.app`, `tableside.ui`, `tableside.resources`: the presets, icons, web
pages and licences, found with `importlib.resources`), and the `tableside` command; nothing with a
generic name lands in site-packages. In the checkout these stay `app/`, `ui/` and `resources/` at the
top (the design card's layout): `pyproject.toml` (`[tool.setuptools]`) lists every package and maps the
folders (`package-dir`). `tableside` itself is a namespace package with no folder of its own; in a
checkout the editable install of the two lines at the top (`pip install -e`) makes the folders answer
as `tableside.*`, so run the checkout through that install (`PYTHONPATH=.` alone does not find
`tableside`). Code imports `tableside.app` and `tableside.ui`; inside `app/` the
core imports itself relatively (`from .state import EventState`), so mypy and ruff read `app/` as they
always did. Importing the folders by their old names (`import app`) is refused with that message (a
second copy of the core under another name would split its state); `python packaging/rename_namespace.py`
converts code written with the old names (it is how the repository moved, and running it again is safe).'''),
    ],
}


def apply_exact(relative: str, pairs: list[tuple[str, str]] | None = None, one_of: bool = False) -> bool:
    path = ROOT / relative
    if not path.exists():
        return False
    text = original = path.read_text(encoding="utf-8")
    if one_of:
        pairs = [next((pair for pair in pairs or [] if pair[1] in text or text.count(pair[0]) == 1),
                      (pairs or [])[0])]
    for old, new in EXACT[relative] if pairs is None else pairs:
        if new in text:
            continue  # done already
        if text.count(old) != 1:
            raise SystemExit(f"{relative}: expected once, found {text.count(old)} times:\n{old}")
        text = text.replace(old, new)
    if text != original:
        path.write_text(text, encoding="utf-8")
    return text != original


# --------------------------------------------------------------------------------------------------


def python_files() -> list[Path]:
    tracked = subprocess.run(["git", "ls-files", "*.py", "*.spec"], cwd=ROOT, capture_output=True, text=True,
                             check=True).stdout.split()
    return [ROOT / name for name in tracked
            if not SKIP_PARTS & set(Path(name).parts) and (ROOT / name).resolve() != SELF]


def main() -> int:
    changed = []
    for path in python_files():
        text = path.read_text(encoding="utf-8")
        new = rewrite_python(text, package_of(path))
        if new != text:
            path.write_text(new, encoding="utf-8")
            changed.append(path)
    for relative in EXACT:
        if apply_exact(relative) and ROOT / relative not in changed:
            changed.append(ROOT / relative)
    old_layout = (ROOT / "setup.py").exists()
    for relative, pairs in OLD_LAYOUT.items() if old_layout else ():
        if apply_exact(relative, pairs) and ROOT / relative not in changed:
            changed.append(ROOT / relative)
    for relative, pairs in ALTERNATIVES.items():
        if apply_exact(relative, pairs, one_of=True) and ROOT / relative not in changed:
            changed.append(ROOT / relative)
    if not old_layout and rename_package_lists() and ROOT / "pyproject.toml" not in changed:
        changed.append(ROOT / "pyproject.toml")
    for name in PACKAGES:
        if add_guard(ROOT / name / "__init__.py", name) and ROOT / name / "__init__.py" not in changed:
            changed.append(ROOT / name / "__init__.py")
    python = [str(p.relative_to(ROOT)) for p in changed if p.suffix == ".py"]
    if python:
        subprocess.run([sys.executable, "-m", "ruff", "check", "--quiet", "--fix", "--select", "I", *python],
                       cwd=ROOT, check=False)
    for path in changed:
        print(path.relative_to(ROOT))
    print(f"{len(changed)} files rewritten", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

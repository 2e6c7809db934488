"""The import graph of ``app/``: every arrow points down the declared layers, and nothing goes round.

Issue 23 found arrows running the wrong way (``standby.token`` importing ``hall.tokens`` while
``hall.logfeed`` imported ``standby.wire``; ``cli.serve`` and ``cli.replicate`` importing each other for
one constant). Each such arrow makes a module impossible to read, test or move without the other, so
this test reads every ``import`` of ``app/`` (with ``ast``, relative imports resolved, imports inside
functions included: a late import is still a dependency) and names the offending one.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

APP = Path(__file__).resolve().parents[1] / "app"

# Lowest first. A subpackage imports only from layers below its own: never up, never sideways, so
# the desk's runtime (hall) and the station's (standby) share what they both need through replication.
LAYERS: tuple[frozenset[str], ...] = (
    frozenset({"clocks", "scoring", "seating", "eventlog"}),  # the rules and the log, knowing no event
    frozenset({"event"}),  # the event: actions, fold, session
    # the protocol: shapes, the one client, the log's server and copy halves; the hall directory (mDNS)
    frozenset({"replication", "directory"}),
    frozenset({"hall", "standby"}),  # the desk's runtime and the station's, side by side
    frozenset({"cli"}),  # the commands put them together
)
FORBIDDEN_ROOTS = ("PySide6", "shiboken6", "tableside.ui", "ui")  # app/ is Qt-free: the window is ui/'s


def module_name(path: Path) -> str:
    """``app/hall/gate.py`` -> ``app.hall.gate``; a package's ``__init__`` is the package."""
    parts = list(path.relative_to(APP.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """(line, absolute module) of every import in the file, ``tableside.app`` spelled ``app``."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name.removeprefix("tableside.")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = (node.module or "").removeprefix("tableside.")
            yield node.lineno, target
            for alias in node.names:  # ``from . import serve`` imports the module app.cli.serve
                candidate = f"{target}.{alias.name}"
                if (APP.parent / candidate.replace(".", "/")).with_suffix(".py").is_file() or (
                        APP.parent / candidate.replace(".", "/")).is_dir():
                    yield node.lineno, candidate


def app_files() -> list[Path]:
    return sorted(APP.rglob("*.py"))


def internal_edges() -> dict[str, set[tuple[str, str]]]:
    """module -> {(imported app module, where)}; only imports of app's own modules."""
    known = {module_name(p) for p in app_files()}
    edges: dict[str, set[tuple[str, str]]] = {}
    for path in app_files():
        source = module_name(path)
        for line, target in imports(path):
            while target and target not in known:  # ``from .x import Name``: the module is app...x
                target = target.rpartition(".")[0]
            if target.startswith("app") and target != source:
                edges.setdefault(source, set()).add((target, f"{path.relative_to(APP.parent)}:{line}"))
    return edges


def subpackage(module: str) -> str | None:
    """The subpackage of app a module belongs to, or None for app's own top-level modules."""
    parts = module.split(".")
    if len(parts) >= 2 and (APP / parts[1]).is_dir():
        return parts[1]
    return None


def layer_of(package: str) -> int:
    return next(n for n, layer in enumerate(LAYERS) if package in layer)


def test_every_subpackage_has_a_layer() -> None:
    packages = {p.name for p in APP.iterdir() if p.is_dir() and (p / "__init__.py").is_file()}
    unplaced = sorted(packages - set().union(*LAYERS))
    assert not unplaced, f"app/ subpackages with no place in LAYERS (tests/test_import_layers.py): {unplaced}"


def test_no_arrow_up_or_sideways() -> None:
    wrong = []
    for source, targets in internal_edges().items():
        mine = subpackage(source)
        for target, where in sorted(targets):
            theirs = subpackage(target)
            if mine is None or theirs is None or mine == theirs:
                continue
            if layer_of(theirs) >= layer_of(mine):
                way = "sideways" if layer_of(theirs) == layer_of(mine) else "up"
                wrong.append(f"{where}: app.{mine} imports {target} ({way}: {theirs} is not below {mine})")
    assert not wrong, "imports against the layers (lowest first: " + " < ".join(
        "/".join(sorted(layer)) for layer in LAYERS) + "):\n" + "\n".join(wrong)


def cycle_from(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph (its nodes in order, the first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found is not None:
                    return found
        state[node] = 2
        path.pop()
        return None

    for node in sorted(edges):
        if node not in state:
            found = visit(node)
            if found is not None:
                return found
    return None


def test_no_circle_between_subpackages() -> None:
    edges: dict[str, set[str]] = {}
    for source, targets in internal_edges().items():
        for target, _ in targets:
            a, b = subpackage(source) or source, subpackage(target) or target
            if a != b:
                edges.setdefault(a, set()).add(b)
    cycle = cycle_from(edges)
    assert cycle is None, "subpackages of app/ (and its top-level modules) import each other round: " + " -> ".join(
        cycle or [])


def test_no_circle_in_cli() -> None:
    edges = {source: {t for t, _ in targets if t.startswith("app.cli.")}
             for source, targets in internal_edges().items() if source.startswith("app.cli.")}
    cycle = cycle_from(edges)
    assert cycle is None, "modules of app/cli import each other round: " + " -> ".join(cycle or [])


def test_app_never_imports_qt_or_the_window() -> None:
    wrong = [f"{path.relative_to(APP.parent)}:{line}: imports {target}"
             for path in app_files() for line, target in imports(path)
             if target.split(".")[0] in FORBIDDEN_ROOTS or target.startswith("ui.")]
    assert not wrong, "app/ must stay Qt-free (the window is ui/'s):\n" + "\n".join(wrong)


def test_the_checks_see_a_wrong_arrow() -> None:
    """The reader itself: a cycle and an upward import are found (else the tests above prove nothing)."""
    assert cycle_from({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_from({"a": {"b"}, "b": set()}) is None
    assert layer_of("hall") > layer_of("replication") > layer_of("event")
    assert any(target == "app.errors" for target, _ in internal_edges()["app.hall.gate"])

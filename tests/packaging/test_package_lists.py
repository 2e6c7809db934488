"""pyproject.toml lists the wheel's packages by hand ([tool.setuptools]: packages, package-dir,
package-data): a new subpackage of app/ or ui/, or a new folder of resources/, that is not listed would
be missing from every normal install and from the one-folder app (the spec stages the same list), while
the checkout, which has the folder, still works. These tests compare the lists with the folders.

They read the lists through the folders each name maps to (``tableside.app`` is ``app/``).
"""

from __future__ import annotations

import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CODE = ("app", "ui")
RESOURCES = "resources"
LEFT_OUT = {"__pycache__"}  # the screenshots ship: the guide inside the app shows them


def setuptools_table() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def folder_of(package: str, package_dir: dict[str, str]) -> Path:
    """The folder setuptools builds ``package`` from: the longest mapped prefix, then the rest as folders."""
    parts = package.split(".")
    for cut in range(len(parts), 0, -1):
        mapped = package_dir.get(".".join(parts[:cut]))
        if mapped is not None:
            return ROOT / mapped / Path(*parts[cut:])
    return ROOT / Path(*parts)


def listed_folders() -> dict[Path, str]:
    table = setuptools_table()
    return {folder_of(name, table.get("package-dir", {})): name for name in table["packages"]}


def code_folders() -> set[Path]:
    return {init.parent for name in CODE for init in (ROOT / name).rglob("__init__.py")
            if "__pycache__" not in init.parts}


def resource_folders() -> set[Path]:
    top = ROOT / RESOURCES
    return {top} | {path for path in top.rglob("*")
                    if path.is_dir() and not LEFT_OUT & set(path.relative_to(top).parts)}


def test_every_package_of_app_and_ui_and_every_folder_of_resources_is_listed():
    listed = set(listed_folders())
    missing = sorted(str(path.relative_to(ROOT)) for path in (code_folders() | resource_folders()) - listed)
    assert not missing, f"add these to [tool.setuptools] packages in pyproject.toml: {missing}"


def test_every_listed_package_is_a_folder_of_the_checkout():
    stray = sorted(name for path, name in listed_folders().items()
                   if not path.is_dir() or path not in code_folders() | resource_folders())
    assert not stray, f"listed in pyproject.toml but not a package folder to ship: {stray}"


def test_every_resource_package_ships_all_its_files():
    table = setuptools_table()
    resource_names = {name for path, name in listed_folders().items() if path in resource_folders()}
    data = table.get("package-data", {})
    assert resource_names, "no resource package listed"
    without = sorted(name for name in resource_names if data.get(name) != ["*"])
    assert not without, f"package-data must give these every file (\"*\"): {without}"


def test_everything_installs_under_one_name_besides_the_code():
    """resources/ installs as tableside.resources (a generic ``resources`` in site-packages would clash),
    and nothing else takes a top-level name of its own."""
    names = setuptools_table()["packages"]
    resources_name = listed_folders()[ROOT / RESOURCES]
    assert resources_name == "tableside.resources"
    tops = {name.split(".")[0] for name in names}
    assert tops <= {"tableside", *CODE}, tops
    assert "tableside" not in names  # a namespace package: no __init__.py of its own anywhere


DESIGN_CARD_TOP = {"pyproject.toml", "app", "ui", "resources", "tests", "packaging", "README.md", ".ci"}


def test_the_repository_top_level_is_the_design_cards():
    """The design card fixes the top: pyproject.toml, app/, ui/, resources/, tests/, packaging/, README.md,
    .ci/ and dotfiles. Nothing else is tracked there (no setup.py, MANIFEST.in, LICENSE or package folder)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True,
                             timeout=60).stdout.decode("utf-8").split("\0")
    top = {name.split("/")[0] for name in tracked if name}
    extra = sorted(name for name in top - DESIGN_CARD_TOP if not name.startswith("."))
    assert not extra, f"not on the design card's top level: {extra}"
    assert {"pyproject.toml", "app", "ui", "resources", "tests", "packaging", "README.md"} <= top

"""The licences Tableside ships (resources/licences/, written by packaging/notices.py): every package it
needs at run time, and theirs, has its notice; resources/LICENSE.txt is the MIT text the About box shows
and the wheel's licence file."""

from __future__ import annotations

import importlib.util
import re
import sys
import tomllib
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LICENCES = ROOT / "resources" / "licences"


def notices_module():
    spec = importlib.util.spec_from_file_location("tableside_notices", ROOT / "packaging" / "notices.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_names(requirements: list[str]) -> set[str]:
    """Names of the requirements that apply here (markers evaluated; extras left out)."""
    from packaging.requirements import Requirement

    names = set()
    for text in requirements:
        requirement = Requirement(text)
        if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
            names.add(canonical(requirement.name))
    return names


def run_time_closure() -> set[str]:
    """Tableside's run-time requirements (pyproject.toml) and theirs, as installed here."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    todo, seen = requirement_names(project["dependencies"]), set()
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        try:
            todo |= requirement_names(metadata.requires(name) or [])
        except metadata.PackageNotFoundError:
            pass  # not installed here: still listed, its notice checked by name below
    return seen


def test_every_run_time_package_has_a_notice():
    notices = notices_module()
    listed = {canonical(part.dist) for part in notices.PARTS if part.dist}
    missing = run_time_closure() - listed
    assert not missing, f"no third-party notice for {sorted(missing)}: add them to packaging/notices.py and run it"
    for name in ("platformdirs", "tomli-w", "pyside6-essentials", "shiboken6", "starlette", "uvicorn", "segno"):
        assert name in listed, name


def test_the_committed_notices_carry_every_listed_part_and_its_text():
    text = (LICENCES / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8")
    for part in notices_module().PARTS:
        assert f"\n- {part.name} " in text or f"\n- {part.name}:" in text, part.name
        assert f"\n{part.name} ({part.licence})\n" in text, part.name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (LICENCES / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "Version 3, 29 June 2007" in (LICENCES / "GPL-3.0.txt").read_text(encoding="utf-8")
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in text


def test_the_package_licence_is_the_one_the_app_ships():
    """One MIT text: the wheel's licence file is resources/LICENSE.txt, the file the About box shows."""
    text = (ROOT / "resources" / "LICENSE.txt").read_text(encoding="utf-8")
    assert text.startswith("MIT License")
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["resources/LICENSE.txt"]
    assert not (ROOT / "LICENSE").exists()  # the design card's top level has no second copy

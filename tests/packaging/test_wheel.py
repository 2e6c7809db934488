"""The wheel and the sdist ``python -m build`` makes: one top-level package, every shipped resource in it,
and a normal (not editable) install in a fresh virtualenv that passes ``tableside --self-test`` and scores
a game with ``tableside points``, far from the checkout.

Slow (a real build in an isolated environment and a real ``pip install`` with PySide6: about 40 s here);
.ci/run runs it with the rest.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

import tableside.app as app

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.e2e, pytest.mark.slow]


def shipped_resources() -> list[str]:
    """Every file under resources/ that the wheel must carry (the screenshots too: the guide shows them)."""
    return sorted(p.relative_to(ROOT / "resources").as_posix() for p in (ROOT / "resources").rglob("*")
                  if p.is_file() and "__pycache__" not in p.relative_to(ROOT).parts)


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """``python -m build`` on a copy of the checkout (setuptools writes its egg-info into the source
    folder, and pip would take that for an installed Tableside wherever the checkout is on the path)."""
    source = tmp_path_factory.mktemp("source") / "tableside"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache"))
    # The sdist lists what git tracks (setuptools-scm's file finder): a repository of its own holds the
    # files as they are now, committed or not, with .gitignore and .gitattributes applied.
    git = ["git", "-c", "user.name=test", "-c", "user.email=test@invalid", "-c", "commit.gpgsign=false"]
    for step in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "the checkout as it is"]):
        subprocess.run([*git, *step], cwd=source, check=True, capture_output=True, timeout=60)
    out = tmp_path_factory.mktemp("dist")
    done = subprocess.run([sys.executable, "-m", "build", "--outdir", str(out), str(source)],
                          cwd=out, capture_output=True, text=True, timeout=400, env=clean_env(out))
    assert done.returncode == 0, f"python -m build failed:\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    wheels, sdists = list(out.glob("*.whl")), list(out.glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1, list(out.iterdir())
    assert wheels[0].name == f"tableside-{app.__version__}-py3-none-any.whl"
    return wheels[0], sdists[0]


def wheel_names(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as archive:
        return archive.namelist()


def test_the_wheel_installs_one_top_level_package(built):
    names = wheel_names(built[0])
    top = sorted({name.split("/")[0] for name in names if ".dist-info/" not in name})
    print(f"top-level names in the wheel: {top}")
    assert top == ["tableside"]  # nothing generic in site-packages
    assert not [name for name in names if name.endswith((".pyc", "/"))]
    dist_info = f"tableside-{app.__version__}.dist-info"
    assert f"{dist_info}/licenses/resources/LICENSE.txt" in names  # the one licence text (license-files)
    assert "tableside/__init__.py" not in names  # tableside is a namespace package: nothing of its own


def test_the_wheel_carries_every_resource_and_the_guide_s_pictures(built):
    names = set(wheel_names(built[0]))
    resources = shipped_resources()
    for must in ("presets/scoring/table-points.toml", "presets/timers/document-002.toml", "icons/tableside.svg",
                 "icons/tableside-256.png", "LICENSE.txt", "licences/THIRD-PARTY-NOTICES.txt",
                 "licences/LGPL-3.0.txt", "licences/GPL-3.0.txt"):
        assert must in resources, must
    missing = [path for path in resources if f"tableside/resources/{path}" not in names]
    assert not missing, f"resources left out of the wheel: {missing}"
    assert "tableside/resources/screenshots/start.png" in names


def test_the_sdist_carries_the_resources_and_what_builds_the_wheel(built):
    with tarfile.open(built[1]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for must in ("pyproject.toml", "README.md", "resources/LICENSE.txt", "app/__init__.py", "ui/launcher.py"):
        assert must in names, must
    # The repository's top is only what the design card lists: no setup.py, MANIFEST.in or LICENSE to carry.
    assert not {"setup.py", "MANIFEST.in", "LICENSE", "tableside/__init__.py"} & names
    missing = [path for path in shipped_resources() if f"resources/{path}" not in names]
    assert not missing, f"resources left out of the sdist: {missing}"
    assert "resources/screenshots/start.png" in names


def sdist_names(sdist: Path) -> set[str]:
    with tarfile.open(sdist) as archive:
        return {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}


def test_the_sdist_carries_the_tests_and_the_packaging(built):
    names = sdist_names(built[1])
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    for folder in ("tests/", "packaging/", ".ci/"):
        wanted = {path for path in tracked if path.startswith(folder)}
        assert wanted, folder
        missing = sorted(wanted - names)
        assert not missing, f"left out of the sdist: {missing[:10]}"
    assert {"tests/conftest.py", "tests/__init__.py", ".ci/run", "packaging/build.py"} <= names


def test_the_metadata_names_its_authors_and_classifiers_and_shows_no_broken_picture(built):
    with tarfile.open(built[1]) as archive:
        member = next(m for m in archive.getmembers() if m.name.count("/") == 1 and m.name.endswith("/PKG-INFO"))
        extracted = archive.extractfile(member)
        assert extracted is not None
        metadata = extracted.read().decode()
    headers, _, description = metadata.partition("\n\n")
    assert "Author: The Tableside developers" in headers
    classifiers = [line for line in headers.splitlines() if line.startswith("Classifier: ")]
    assert "Classifier: Topic :: Games/Entertainment :: Board Games" in classifiers
    assert any("Programming Language :: Python :: 3.11" in line for line in classifiers)
    assert "Description-Content-Type: text/markdown" in headers
    assert description.lstrip().startswith("# Tableside")
    # A package index shows the page away from the checkout: a relative link would be a broken picture.
    assert "![" not in description and "](resources/" not in description


@pytest.mark.skipif(sys.platform == "win32", reason="the venv layout below is the POSIX one")
def test_the_unpacked_sdist_runs_its_own_tests_against_the_installed_package(built, venv, tmp_path):
    with tarfile.open(built[1]) as archive:
        archive.extractall(tmp_path, filter="data")
    unpacked = next(tmp_path.iterdir())
    done = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "pytest>=8", "pytest-qt>=4.4",
                           "hypothesis>=6.100"],
                          capture_output=True, text=True, timeout=600, cwd=tmp_path, env=clean_env(tmp_path))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    # The scoring and clock rules (no network, no build): the tests a packager runs first, with the
    # sdist's own pytest settings (pytest-qt only because those settings name its options).
    done = subprocess.run([str(venv / "bin" / "python"), "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "tests/scoring", "tests/clocks"],
                          capture_output=True, text=True, timeout=600, cwd=unpacked, env=clean_env(tmp_path))
    print(done.stdout[-600:])
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert " passed" in done.stdout.splitlines()[-1]


@pytest.fixture(scope="module")
def venv(built, tmp_path_factory) -> Path:
    """A fresh virtualenv with the wheel installed the normal way (dependencies from the package index)."""
    where = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(where)], check=True, timeout=120)
    done = subprocess.run([str(where / "bin" / "pip"), "install", "-q", str(built[0])],
                          capture_output=True, text=True, timeout=600, cwd=where, env=clean_env(where))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    return where


def clean_env(home: Path) -> dict[str, str]:
    """No PYTHONPATH (the checkout must not be found), no forced Qt platform, the judge's folders in home."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "TABLESIDE_", "PYTHON", "XDG_")) and k != "VIRTUAL_ENV"}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), XDG_DATA_HOME=str(home / ".local/share"),
               XDG_STATE_HOME=str(home / ".local/state"), XDG_CACHE_HOME=str(home / ".cache"))
    return env


@pytest.mark.skipif(sys.platform == "win32", reason="the venv layout below is the POSIX one")
def test_the_installed_wheel_passes_its_self_test_away_from_the_checkout(venv, tmp_path):
    site = next((venv / "lib").glob("python3*/site-packages"))
    done = subprocess.run([str(venv / "bin" / "tableside"), "--self-test"], capture_output=True, text=True,
                          env=clean_env(tmp_path), cwd=tmp_path, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"  resources {site / 'tableside' / 'resources'}\n" in done.stdout
    assert "  presets  ok: " in done.stdout
    assert "points Ana 12, Ben 6, Cai 6, Dee 0 (total 24)" in done.stdout
    assert done.stdout.rstrip().splitlines()[-1].startswith("self-test passed")
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import tableside, tableside.resources as r; "
                            "print(list(tableside.__path__)); print(r.__file__)"],
                           capture_output=True, text=True, env=clean_env(tmp_path), cwd=tmp_path, timeout=60)
    assert where.stdout.splitlines() == [repr([str(site / "tableside")]),
                                         str(site / "tableside" / "resources" / "__init__.py")], where.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="the venv layout below is the POSIX one")
def test_the_installed_wheel_scores_a_game(venv, tmp_path):
    game = {"system": "table-points", "players": ["Ana", "Ben", "Cai", "Dee"], "out": [["Dee"], ["Ben", "Cai"]]}
    done = subprocess.run([str(venv / "bin" / "tableside"), "points"], input=json.dumps(game), capture_output=True,
                          text=True, env=clean_env(tmp_path), cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["total"] == "24"
    assert {p["name"]: p["points"] for p in result["players"]} == {"Ana": "12", "Ben": "6", "Cai": "6", "Dee": "0"}

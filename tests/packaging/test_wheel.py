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
    """Every file under resources/ that the wheel must carry (the README's screenshots stay out)."""
    return sorted(p.relative_to(ROOT / "resources").as_posix() for p in (ROOT / "resources").rglob("*")
                  if p.is_file() and not {"screenshots", "__pycache__"} & set(p.relative_to(ROOT).parts))


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> tuple[Path, Path]:
    """``python -m build`` on a copy of the checkout (setuptools writes its egg-info into the source
    folder, and pip would take that for an installed Tableside wherever the checkout is on the path)."""
    source = tmp_path_factory.mktemp("source") / "tableside"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".hypothesis", ".pytest_cache"))
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


def test_the_wheel_carries_every_resource_and_no_screenshot(built):
    names = set(wheel_names(built[0]))
    resources = shipped_resources()
    for must in ("presets/scoring/table-points.toml", "presets/timers/document-002.toml", "icons/tableside.svg",
                 "icons/tableside-256.png", "LICENSE.txt", "licences/THIRD-PARTY-NOTICES.txt",
                 "licences/LGPL-3.0.txt", "licences/GPL-3.0.txt"):
        assert must in resources, must
    missing = [path for path in resources if f"tableside/resources/{path}" not in names]
    assert not missing, f"resources left out of the wheel: {missing}"
    assert not [name for name in names if "screenshots" in name]


def test_the_sdist_carries_the_resources_and_what_builds_the_wheel(built):
    with tarfile.open(built[1]) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for must in ("pyproject.toml", "README.md", "resources/LICENSE.txt", "app/__init__.py", "ui/launcher.py"):
        assert must in names, must
    # The repository's top is only what the design card lists: no setup.py, MANIFEST.in or LICENSE to carry.
    assert not {"setup.py", "MANIFEST.in", "LICENSE", "tableside/__init__.py"} & names
    missing = [path for path in shipped_resources() if f"resources/{path}" not in names]
    assert not missing, f"resources left out of the sdist: {missing}"
    assert not [name for name in names if "screenshots" in name]


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

"""The core is pure Python: importing any of it, or scoring from the command line, loads no Qt."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

import tableside.app as app

pytestmark = pytest.mark.e2e  # each test starts a fresh Python process

PROBE = """
import sys, pkgutil, importlib, tableside.app as app
for info in pkgutil.walk_packages(app.__path__, "tableside.app."):
    importlib.import_module(info.name)
loaded = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(len(list(pkgutil.walk_packages(app.__path__, "tableside.app."))), loaded)
"""


def test_importing_every_app_module_loads_no_qt():
    proc = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    count, loaded = proc.stdout.strip().split(" ", 1)
    assert int(count) > 5
    assert loaded == "[]"


def test_tableside_points_loads_no_qt(tmp_path):
    game = tmp_path / "g.json"
    game.write_text(json.dumps({"system": "table-points", "players": ["A", "B"], "out": [["B"]]}))
    probe = (
        "import sys\nfrom tableside.ui.launcher import main\ncode = main(['points', sys.argv[1]])\n"
        "qt = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
        "sys.stderr.write(repr(qt))\nsys.exit(code)"
    )
    proc = subprocess.run([sys.executable, "-c", probe, str(game)], capture_output=True, text=True)
    assert proc.returncode == 0
    assert json.loads(proc.stdout)["total"] == "12"
    assert proc.stderr == "[]"


def test_no_source_file_under_app_mentions_a_qt_import():
    for path in Path(app.__file__).parent.rglob("*.py"):
        for line in path.read_text(encoding="utf-8").splitlines():
            stripped = line.strip()
            assert not stripped.startswith(("import PySide6", "from PySide6", "import shiboken6")), path

"""The judge's guide's whole-event example (once the README's) runs as written and gives document 000's points."""

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

GUIDE = Path(__file__).resolve().parents[2] / "resources" / "guide" / "guide.md"


def test_readme_event_example(tmp_path):
    text = GUIDE.read_text(encoding="utf-8")
    block = re.search(r"cat <<'JSONL' \| tableside apply autumn.tableside\n(.*?)\nJSONL\n", text, re.S)
    assert block, "the guide lost its example"
    path = tmp_path / "autumn.tableside"
    run = [sys.executable, "-m", "tableside.ui.launcher"]
    proc = subprocess.run([*run, "apply", str(path)], input=block.group(1) + "\n", capture_output=True,
                          text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    rows = json.loads(subprocess.run([*run, "standings", str(path), "--json"], capture_output=True, text=True,
                                     timeout=60).stdout)
    totals = {r["player"]: r["total"] for r in rows}
    assert totals == {"Ana": "12", "Ben": "6", "Cai": "6", "Dee": "0", "Eve": "12", "Fay": "6", "Gus": "0"}

"""``tableside --version`` and ``tableside --self-test`` from a checkout (the bundle test runs them built)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

import tableside.app as app
import tableside.app.presets  # noqa: F401  (imported before any test patches paths.resources_dir: rules binds it by name)
from tableside.app import paths
from tableside.ui import self_test
from tableside.ui.launcher import main
from tests.packaging.xvfb import needs_xvfb, xvfb_display

pytestmark = pytest.mark.e2e  # a real process, browser, server or build

ROOT = Path(__file__).resolve().parents[2]


def test_version_prints_the_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"tableside {app.__version__}\n"


def self_test_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("QT_", "TABLESIDE_")) and k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "c"), XDG_DATA_HOME=str(home / "d"), **extra)
    return env


def run_self_test(home: Path, **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "import sys; from tableside.ui.launcher import main; sys.exit(main())",
                           "--self-test"], cwd=ROOT, env=self_test_env(home, **extra), capture_output=True, text=True,
                          timeout=180, check=False)


@needs_xvfb
def test_self_test_opens_a_window_on_a_real_display_and_names_the_platform(tmp_path):
    with xvfb_display() as display:
        done = run_self_test(tmp_path, DISPLAY=display)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"  display  ok: a window opened on DISPLAY {display} (platform xcb)" in done.stdout.splitlines()
    assert list(tmp_path.iterdir()) == []


def test_self_test_fails_where_a_display_is_named_but_no_window_can_open(tmp_path):
    done = run_self_test(tmp_path, DISPLAY=":4093")  # nothing listens there
    assert done.returncode == 1
    line = next(line for line in done.stdout.splitlines() if line.startswith("  display"))
    assert line.startswith("  display  FAILED: Qt could not open a window on DISPLAY :4093 (exit ")
    assert "tableside --self-test: display failed: " in done.stderr


def test_self_test_passes_headless_in_a_fresh_process(tmp_path):
    env = self_test_env(tmp_path)
    done = subprocess.run([sys.executable, "-c", "import sys; from tableside.ui.launcher import main; sys.exit(main())",
                           "--self-test"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == f"Tableside {app.__version__} self-test"
    assert any(line.startswith("  modules  ok: ") for line in lines)
    # Where the log would be (the self-test itself writes none of the judge's files, not even that).
    assert f"  log      {tmp_path}/.local/state/Tableside/log/tableside.log" in lines
    shipped = {kind: len(list((ROOT / "resources" / "presets" / kind).glob("*.toml")))
               for kind in ("scoring", "timers")}
    assert f"  presets  ok: {shipped['scoring']} scoring and {shipped['timers']} timer presets read" in lines
    assert any(line.startswith(("  sounds   ok: the chimes play through ", "  sounds   skipped: no QtMultimedia"))
               for line in lines)
    assert "  event    ok: 10 entries verified; points Ana 12, Ben 6, Cai 6, Dee 0 (total 24)" in lines
    assert any(line.startswith("  window   ok: main window built and painted") and "platform offscreen" in line
               for line in lines)
    assert "  display  skipped: no display here (the window was checked offscreen)" in lines
    assert lines[-1].startswith("self-test passed in ")
    assert list(tmp_path.iterdir()) == []  # nothing of the judge's was touched


def run_in_process() -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    code = self_test.run(out, err)
    return code, out.getvalue(), err.getvalue()


def test_missing_resources_fail_with_the_reason(monkeypatch, tmp_path):
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path)
    code, out, err = run_in_process()
    assert code == 1
    assert "presets  FAILED: the shipped presets are missing" in out
    assert err.strip().endswith("tableside --self-test: presets failed: the shipped presets are missing "
                                "(found [] and [])")


def test_a_broken_shipped_preset_fails_with_its_file_and_line(monkeypatch, tmp_path):
    import shutil

    shutil.copytree(ROOT / "resources", tmp_path / "resources")
    (tmp_path / "resources" / "presets" / "scoring" / "plops.toml").write_text('system = "plops"\nx = 1\n')
    monkeypatch.setattr(paths, "resources_dir", lambda: tmp_path / "resources")
    code, out, err = run_in_process()
    assert code == 1
    assert "plops.toml, line 2: unknown setting 'x'" in err


def test_wrong_points_fail_with_what_was_expected(monkeypatch):
    monkeypatch.setattr(self_test, "EXPECTED", {**self_test.EXPECTED, "Dee": Fraction(1)})
    code, out, err = run_in_process()
    assert code == 1
    assert "event    FAILED: table points should be Ana 12, Ben 6, Cai 6, Dee 1, got Ana 12, Ben 6, Cai 6, Dee 0" in out
    assert paths._override is None  # the temporary home is given back


def test_the_self_test_succeeds_in_process_with_an_app_already_running(qapp):
    code, out, err = run_in_process()
    assert code == 0, out + err
    assert "window   ok" in out

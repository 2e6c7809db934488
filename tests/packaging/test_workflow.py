"""The GitHub workflow that builds the app on Linux, Windows and macOS, and the Windows installer script.
Neither can run here: their structure is checked instead (YAML parsed, every step and path looked at)."""

from __future__ import annotations

import configparser
import importlib.util
import re
import shutil
import sys
from pathlib import Path

import pytest

yaml = pytest.importorskip("yaml")  # PyYAML, in the test extras

ROOT = Path(__file__).resolve().parents[2]
WORKFLOW = ROOT / ".github" / "workflows" / "app.yml"
ISS = ROOT / "packaging" / "windows" / "tableside.iss"


@pytest.fixture(scope="module")
def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def steps(workflow) -> list[dict]:
    return workflow["jobs"]["app"]["steps"]


def test_it_runs_on_pushes_to_main_pull_requests_and_by_hand(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert set(triggers) == {"push", "pull_request", "workflow_dispatch"}
    assert triggers["push"]["branches"] == ["main"]
    assert workflow["permissions"] == {"contents": "read"}


def test_one_job_on_linux_windows_and_macos_runners(workflow):
    job = workflow["jobs"]["app"]
    assert job["runs-on"] == "${{ matrix.os }}"
    systems = {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    assert systems == {"ubuntu-22.04", "windows-latest", "macos-latest"}
    assert job["strategy"]["fail-fast"] is False
    linux = next(e for e in job["strategy"]["matrix"]["include"] if e["os"].startswith("ubuntu"))
    assert linux["build_args"] == "--max-glibc 2.35"  # Ubuntu 22.04's glibc
    assert all("build_args" in entry for entry in job["strategy"]["matrix"]["include"])


def test_every_step_is_well_formed(steps):
    for step in steps:
        assert ("uses" in step) != ("run" in step), step
        assert set(step) <= {"name", "uses", "with", "run", "if", "shell", "env"}, step
        if "uses" in step:
            assert re.fullmatch(r"actions/[\w-]+@v\d+", step["uses"]), step["uses"]
        if "if" in step:
            assert re.fullmatch(r"runner\.os == '(Linux|Windows|macOS)'", step["if"]), step["if"]
        if "run" in step:
            assert "${{" not in step["run"].replace("${{ matrix.build_args }}", ""), step["run"]


def test_it_builds_with_python_3_11_and_runs_the_self_test(steps):
    uses = [step.get("uses", "") for step in steps]
    assert uses[0].startswith("actions/checkout@")
    python = next(step for step in steps if step.get("uses", "").startswith("actions/setup-python@"))
    assert python["with"]["python-version"] == "3.11"
    runs = [step["run"] for step in steps if "run" in step]
    install = next(run for run in runs if "pip install" in run)
    assert 'python -m pip install -e ".[test]"' in install
    build = next(step for step in steps if "packaging/build.py" in step.get("run", ""))
    assert build["run"] == "python packaging/build.py ${{ matrix.build_args }}" and "if" not in build
    assert "--no-check" not in build["run"]  # build.py runs --version and --self-test in the built app
    assert (ROOT / "packaging" / "build.py").is_file()
    xvfb = next(step for step in steps if "xvfb-run" in step.get("run", ""))
    assert xvfb["if"] == "runner.os == 'Linux'" and "--self-test" in xvfb["run"]
    assert uses[-1].startswith("actions/upload-artifact@")


def test_the_linux_step_installs_every_xcb_library_qt_needs(steps):
    """The packages come from Qt's own plugin: whatever libqxcb.so links to (but libxcb1 and GL, which
    every system has) must be installed for the build to carry it."""
    apt = next(step["run"] for step in steps if "apt-get install" in step.get("run", ""))
    packages = set(re.findall(r"\b(lib[\w.+-]+|binutils|desktop-file-utils|xvfb)\b", apt))
    assert {"binutils", "desktop-file-utils", "xvfb"} <= packages
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        pytest.skip("the xcb plugin's libraries are read with ldd, on Linux")
    import PySide6

    spec = importlib.util.spec_from_file_location("tableside_build", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    plugin = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    needed = {build.debian_package(name) for name in build.ldd(plugin)
              if name.startswith(("libxcb-", "libxkbcommon", "libX11-xcb"))}
    assert needed and not needed - packages, sorted(needed - packages)


def test_the_windows_step_makes_the_installer_from_the_script(steps):
    step = next(step for step in steps if "iscc" in step.get("run", "").lower())
    assert step["if"] == "runner.os == 'Windows'" and step["shell"] == "pwsh"
    assert "packaging\\windows\\tableside.iss" in step["run"]
    assert "tableside-cli.exe --version" in step["run"]  # the version from the app that was built


def iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = None
    for line in ISS.read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith(";") or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            current = line[1:-1]
            sections[current] = []
        else:
            assert current, line
            sections[current].append(line)
    return sections


def entries(lines: list[str]) -> list[dict[str, str]]:
    """Inno Setup's `Name: "value"; Other: value` lines as dictionaries."""
    parsed = []
    for line in lines:
        fields = {}
        for part in re.findall(r'(\w+):\s*("(?:[^"]|"")*"|[^;]+)', line):
            value = part[1].strip()
            if len(value) >= 2 and value[0] == value[-1] == '"':
                value = value[1:-1].replace('""', '"')
            fields[part[0]] = value
        parsed.append(fields)
    return parsed


def test_the_installer_script_has_a_start_menu_entry_and_the_file_association():
    text = ISS.read_text(encoding="utf-8")
    defines = dict(re.findall(r'#define (\w+) "([^"]*)"', text))
    sections = iss_sections()
    setup = configparser.ConfigParser(interpolation=None, strict=True)
    setup.optionxform = str
    setup.read_string("[Setup]\n" + "\n".join(sections["Setup"]))
    values = setup["Setup"]
    assert values["ChangesAssociations"] == "yes" and values["PrivilegesRequired"] == "lowest"
    assert values["DefaultDirName"] == "{autopf}\\{#AppName}"
    for key in ("SetupIconFile", "LicenseFile"):
        assert (ISS.parent / values[key].replace("\\", "/")).resolve().is_file(), key
    assert defines["AppExe"] == "tableside.exe"
    spec = (ROOT / "packaging" / "tableside.spec").read_text()
    assert 'NAME = "tableside"' in spec  # the spec names the windowed program tableside.exe

    files = entries(sections["Files"])
    assert files[0]["Source"] == "..\\..\\dist\\tableside\\*" and "recursesubdirs" in files[0]["Flags"]

    icons = entries(sections["Icons"])
    start_menu = [icon for icon in icons if icon["Name"] == "{group}\\{#AppName}"]
    assert start_menu and start_menu[0]["Filename"] == "{app}\\{#AppExe}"

    registry = entries(sections["Registry"])
    keys = {(entry["Subkey"], entry["ValueName"]): entry["ValueData"] for entry in registry}
    assert keys[("Software\\Classes\\.tableside", "")] == "{#ProgId}"
    assert keys[("Software\\Classes\\{#ProgId}\\shell\\open\\command", "")] == '"{app}\\{#AppExe}" "%1"'
    assert all(entry["Root"] == "HKA" for entry in registry)
    assert {"uninsdeletekey"} <= {entry.get("Flags") for entry in registry}

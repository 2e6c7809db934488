"""packaging/archive.py on stand-in app folders (fast; test_bundle.py archives and runs the real Linux
app): a macOS .app keeps its framework links and its program's bit through the tar, a program without
its bit is refused, and Windows gets a zip."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="stand-ins with Unix modes and links")


def archive_script():
    spec = importlib.util.spec_from_file_location("tableside_archive", ROOT / "packaging" / "archive.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def mac_app(dist: Path) -> Path:
    """A .app laid out as PyInstaller makes it: the program, and a framework made of relative links."""
    app = dist / "Tableside.app" / "Contents"
    (app / "MacOS").mkdir(parents=True)
    (app / "MacOS" / "tableside").write_text("#!/bin/sh\necho tableside\n")
    (app / "MacOS" / "tableside").chmod(0o755)
    framework = app / "Frameworks" / "QtCore.framework"
    (framework / "Versions" / "A").mkdir(parents=True)
    (framework / "Versions" / "A" / "QtCore").write_bytes(b"\xcf\xfa\xed\xfe")
    (framework / "Versions" / "Current").symlink_to("A")
    (framework / "QtCore").symlink_to("Versions/Current/QtCore")
    (app / "Info.plist").write_text("<plist/>")
    return dist / "Tableside.app"


def test_a_mac_app_keeps_its_links_and_its_programs_bit(tmp_path):
    archive = archive_script()
    mac_app(tmp_path / "dist")
    out = archive.make_archive(tmp_path / "dist", tmp_path / "out", system="macos", arch="arm64")
    assert out.name == f"tableside-{archive.version()}-macos-arm64.tar.gz"
    unpacked = tmp_path / "unpacked"
    unpacked.mkdir()
    subprocess.run(["tar", "-xzf", str(out), "-C", str(unpacked)], check=True, timeout=60)
    contents = unpacked / "Tableside.app" / "Contents"
    framework = contents / "Frameworks" / "QtCore.framework"
    assert (framework / "Versions" / "Current").is_symlink() and os.readlink(framework / "Versions" / "Current") == "A"
    assert os.readlink(framework / "QtCore") == "Versions/Current/QtCore"
    assert (framework / "QtCore").read_bytes() == b"\xcf\xfa\xed\xfe"
    assert (contents / "MacOS" / "tableside").stat().st_mode & 0o777 == 0o755
    assert (contents / "Info.plist").stat().st_mode & 0o111 == 0


def test_a_program_without_its_bit_is_refused(tmp_path):
    archive = archive_script()
    app = mac_app(tmp_path / "dist")
    (app / "Contents" / "MacOS" / "tableside").chmod(0o644)
    with pytest.raises(SystemExit, match="Tableside.app/Contents/MacOS/tableside is not an executable file"):
        archive.make_archive(tmp_path / "dist", tmp_path / "out", system="macos", arch="arm64")


def test_a_missing_build_is_said(tmp_path):
    with pytest.raises(SystemExit, match="build the app first"):
        archive_script().make_archive(tmp_path / "dist", tmp_path / "out", system="linux", arch="x86_64")


def test_windows_gets_a_zip_of_the_folder_and_no_link_in_it(tmp_path):
    archive = archive_script()
    folder = tmp_path / "dist" / "tableside"
    (folder / "_internal").mkdir(parents=True)
    for name in ("tableside.exe", "tableside-cli.exe", "_internal/python311.dll"):
        (folder / name).write_bytes(b"MZ")
    out = archive.make_archive(tmp_path / "dist", tmp_path / "out", system="windows", arch="x86_64")
    assert out.name == f"tableside-{archive.version()}-windows-x86_64.zip"
    with zipfile.ZipFile(out) as made:
        assert {"tableside/tableside.exe", "tableside/tableside-cli.exe",
                "tableside/_internal/python311.dll"} <= set(made.namelist())
    (folder / "link.dll").symlink_to("_internal/python311.dll")
    with pytest.raises(SystemExit, match="a zip cannot keep"):
        archive.make_archive(tmp_path / "dist", tmp_path / "out", system="windows", arch="x86_64")

"""The files around the build: README (its two commands, its tour's screenshots), the judge's guide (the
shortcuts, the other screenshots), .ci/run, the spec, the .desktop entry, the icons. Fast; the build
itself is tests/packaging/test_bundle.py."""

from __future__ import annotations

import ast
import importlib.util
import re
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from configparser import ConfigParser
from pathlib import Path

import pytest

from tableside.ui.help_overlay import SHORTCUTS

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
GUIDE = (ROOT / "resources" / "guide" / "guide.md").read_text(encoding="utf-8")
RUN_LINE = "python3 -m venv .venv && .venv/bin/pip install -q -e . && .venv/bin/tableside demo"
TEST_LINE = ("python3 -m venv .venv && .venv/bin/pip install -q -e '.[test]' && "
             ".venv/bin/python -m pytest")


def test_the_readme_keeps_its_two_commands_at_the_top():
    assert README.index(f"<!-- run-command -->\n```\n{RUN_LINE}\n```") < README.index("<!-- test-command -->")
    assert f"<!-- test-command -->\n```\n{TEST_LINE}\n```" in README
    assert README.index("<!-- test-command -->") < README.index("\n## ", README.index("## Quick start") + 1)


def test_ci_reads_the_test_line_from_the_readme():
    script = (ROOT / ".ci" / "run").read_text()
    awk = re.search(r"test_line=\$\((awk .*README\.md)\)", script).group(1)
    found = subprocess.run(["bash", "-c", awk], cwd=ROOT, capture_output=True, text=True, check=True)
    assert found.stdout.strip() == TEST_LINE
    assert 'bash -c "$test_line"' in script
    assert "command -v objdump" in script and "apt-get update" in script and "install -y" in script


def test_ci_runs_ruff_and_strict_mypy_from_the_test_extra():
    script = (ROOT / ".ci" / "run").read_text()
    test_run = script.index('bash -c "$test_line"')
    assert test_run < script.index("\n.venv/bin/ruff check app ui tests\n")
    assert test_run < script.index("\n.venv/bin/mypy --strict -p tableside.app -p tableside.ui\n")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    extra = pyproject["project"]["optional-dependencies"]["test"]
    assert any(dep.startswith("ruff") for dep in extra) and any(dep.startswith("mypy") for dep in extra)
    assert pyproject["tool"]["mypy"]["strict"] is True
    assert pyproject["tool"]["mypy"]["packages"] == ["tableside.app", "tableside.ui"]


def test_mypy_finds_the_packages_through_committed_symlinks():
    """tableside.app, tableside.ui and tableside.resources resolve for mypy from the checkout itself."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert pyproject["tool"]["mypy"]["mypy_path"] == "$MYPY_CONFIG_FILE_DIR/.typing"  # from any working folder
    base = ROOT / ".typing" / "tableside"
    if sys.platform == "win32" and not (base / "app").is_symlink():
        pytest.skip("git checked the symlinks out as text files (core.symlinks is off)")
    for name in ("app", "ui", "resources"):
        assert (base / name).is_symlink() and (base / name).resolve() == ROOT / name, name
    assert {"E", "F", "W", "I", "B", "UP", "N"} <= set(pyproject["tool"]["ruff"]["lint"]["select"])


def test_the_guide_lists_every_shortcut_of_the_f1_help():
    for _, rows in SHORTCUTS:
        for keys, _ in rows:
            assert f"| {keys} |" in GUIDE, keys


def test_every_picture_of_the_readme_and_the_guide_is_there_small_and_used():
    tour = re.findall(r"\]\((resources/screenshots/[^)]+\.png)\)", README)
    assert "resources/screenshots/window.png" in tour
    assert 3 <= len(tour) <= 5, f"the README's tour shows {len(tour)} pictures (3 to 5)"
    # The guide lives in resources/guide/: its pictures are ../screenshots/NAME.png.
    guide = [f"resources/screenshots/{name}" for name in re.findall(r"\]\(\.\./screenshots/([^)]+\.png)\)", GUIDE)]
    elsewhere = re.findall(r"\]\((?!\.\./screenshots/)[^)]*screenshots/", GUIDE)
    assert not elsewhere, "the guide's pictures are ../screenshots/NAME.png"
    for picture in tour + guide:
        path = ROOT / picture
        assert path.is_file(), picture
        assert path.stat().st_size <= 200 * 1024, f"{picture} is {path.stat().st_size} bytes"
    committed = {f"resources/screenshots/{p.name}" for p in (ROOT / "resources" / "screenshots").glob("*.png")}
    assert committed == set(tour) | set(guide), "screenshots used by neither the README nor the guide (or missing)"


def test_the_readme_stays_short_and_links_every_document():
    assert len(README.splitlines()) < 200
    for document in ("resources/guide/guide.md", "resources/docs/protocol.md", "resources/docs/architecture.md",
                     "resources/docs/security.md", "resources/docs/changelog.md", "tests/bench/README.md"):
        assert f"]({document})" in README, document
    for document in ("resources/guide/guide.md", "resources/docs/protocol.md", "resources/docs/architecture.md",
                     "resources/docs/changelog.md", "tests/bench/README.md"):
        assert (ROOT / document).is_file(), document


def test_the_test_extra_brings_pyinstaller_and_keeps_pyside_6_12_out():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert any(dep.startswith("pyinstaller") for dep in project["optional-dependencies"]["test"])
    assert any(dep.startswith("PySide6-Essentials") and "!=6.12.*" in dep for dep in project["dependencies"])


def spec_list(name: str) -> list[str]:
    tree = ast.parse((ROOT / "packaging" / "tableside.spec").read_text())
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == name for t in node.targets):
            return ast.literal_eval(node.value)
    raise AssertionError(f"{name} is not in the spec")


def test_the_bundle_leaves_out_no_qt_module_the_app_imports():
    excluded = set(spec_list("UNUSED_QT_MODULES"))
    assert {"QtNetwork", "QtQml", "QtQuick", "QtPdf", "Qt3DCore", "QtMultimedia", "QtWebEngineCore", "QtSql",
            "QtTest", "QtDBus"} <= excluded
    used = set()
    for folder in ("app", "ui"):
        for path in (ROOT / folder).rglob("*.py"):
            used |= set(re.findall(r"PySide6\.(Qt\w+)", path.read_text(encoding="utf-8")))
    assert used, "no Qt module found at all?"
    optional = set(spec_list("OPTIONAL_QT_MODULES"))
    assert optional <= excluded
    assert not (used & excluded) - optional, \
        f"the app imports {sorted((used & excluded) - optional)}: take them out of UNUSED_QT_MODULES"
    for module in optional:  # imported only where the app does without it when it is missing
        for folder in ("app", "ui"):
            for path in (ROOT / folder).rglob("*.py"):
                text = path.read_text(encoding="utf-8")
                if f"from PySide6.{module} import" in text:
                    assert "except ImportError" in text and f'find_spec("PySide6.{module}")' in text, path
    stdlib = set(spec_list("UNUSED_STDLIB"))
    for path in [*(ROOT / "app").rglob("*.py"), *(ROOT / "ui").rglob("*.py")]:
        imported = set(re.findall(r"^\s*(?:import|from) (\w+)", path.read_text(encoding="utf-8"), re.MULTILINE))
        assert not imported & stdlib, f"{path} imports {sorted(imported & stdlib)}, which the bundle leaves out"
    import uvicorn.config

    # The hall server's stack comes along: uvicorn imports ssl, and loads its parts by name.
    uvicorn_needs = set(re.findall(r"^import (\w+)", Path(uvicorn.config.__file__).read_text(), re.MULTILINE))
    assert not uvicorn_needs & stdlib, f"uvicorn imports {sorted(uvicorn_needs & stdlib)}, which the bundle leaves out"
    assert 'collect_submodules("uvicorn")' in (ROOT / "packaging" / "tableside.spec").read_text()


def test_the_spec_compiles_and_reads_the_version_from_the_app():
    text = (ROOT / "packaging" / "tableside.spec").read_text()
    compile(text, "tableside.spec", "exec")
    assert "from tableside.app import __version__ as VERSION" in text
    for icon in ("tableside.ico", "tableside.icns"):
        assert icon in text and (ROOT / "packaging" / "icons" / icon).is_file()


def test_the_desktop_entry():
    entry = ConfigParser(interpolation=None, strict=True)
    entry.optionxform = str
    entry.read_string((ROOT / "packaging" / "linux" / "tableside.desktop").read_text(encoding="utf-8"))
    values = entry["Desktop Entry"]
    assert values["Type"] == "Application" and values["Name"] == "Tableside"
    assert values["Exec"] == "tableside %f" and values["Icon"] == "tableside" and values["Terminal"] == "false"
    for key in ("Categories", "Keywords", "MimeType"):
        assert values[key].endswith(";"), key
    assert values["MimeType"] == "application/x-tableside-event;"
    mime = ET.parse(ROOT / "packaging" / "linux" / "tableside-mime.xml").getroot()
    ns = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
    kind = mime.find("m:mime-type", ns)
    assert kind.get("type") == "application/x-tableside-event"
    assert kind.find("m:glob", ns).get("pattern") == "*.tableside"
    install = (ROOT / "packaging" / "linux" / "install.sh")
    assert install.stat().st_mode & 0o111, "install.sh must be executable"
    subprocess.run(["sh", "-n", str(install)], check=True)


@pytest.mark.parametrize("size", [16, 22, 24, 32, 48, 64, 128, 256, 512])
def test_each_icon_png_has_its_size(qapp, size):
    from PySide6.QtGui import QImage

    image = QImage(str(ROOT / "resources" / "icons" / f"tableside-{size}.png"))
    assert (image.width(), image.height()) == (size, size)
    assert image.hasAlphaChannel() and image.pixelColor(0, 0).alpha() == 0  # rounded corners: see-through


def test_the_svg_icon_and_the_ico_and_icns_containers(qapp):
    from PySide6.QtSvg import QSvgRenderer

    assert QSvgRenderer(str(ROOT / "resources" / "icons" / "tableside.svg")).isValid()
    ico = (ROOT / "packaging" / "icons" / "tableside.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1) and count == 7
    sides = [ico[6 + 16 * i] or 256 for i in range(count)]
    assert sides == [16, 24, 32, 48, 64, 128, 256]
    for i in range(count):
        length, offset = struct.unpack_from("<II", ico, 6 + 16 * i + 8)
        assert ico[offset:offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(ico)
    icns = (ROOT / "packaging" / "icons" / "tableside.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack_from(">I", icns, 4)[0] == len(icns)
    kinds, at = [], 8
    while at < len(icns):
        kinds.append(icns[at:at + 4].decode())
        at += struct.unpack_from(">I", icns, at + 4)[0]
    assert at == len(icns) and {"ic07", "ic08", "ic09"} <= set(kinds)


def qt_trim():
    spec = importlib.util.spec_from_file_location("qt_trim", ROOT / "packaging" / "qt_trim.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/translations/qtbase_de.qm",  # Linux and macOS: PyInstaller's Qt folder is PySide6/Qt
    "PySide6\\translations\\qtbase_de.qm",  # Windows: straight under PySide6, with backslashes
    "PySide6/translations/qt_help_fr.qm",
    "PySide6\\plugins\\tls\\qopensslbackend.dll",
    "PySide6\\Qt6Network.dll",
    "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    "PySide6/Qt/plugins/imageformats/libqgif.so",
    "PySide6\\plugins\\imageformats\\qwebp.dll",
])
def test_the_qt_trim_leaves_out_translations_and_unused_parts_on_every_layout(dest):
    assert qt_trim().unused_qt_file(dest)


@pytest.mark.parametrize("dest", [
    "PySide6/Qt/lib/libQt6Widgets.so.6",
    "PySide6\\Qt6Widgets.dll",
    "PySide6\\plugins\\platforms\\qwindows.dll",
    "PySide6/Qt/plugins/platforms/libqxcb.so",
    "PySide6\\plugins\\imageformats\\qsvg.dll",
    "PySide6/Qt/plugins/imageformats/libqjpeg.so",
    "PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
    "tableside/resources/guide/translations.md",  # only Qt's translations folder goes
])
def test_the_qt_trim_keeps_what_tableside_loads(dest):
    assert not qt_trim().unused_qt_file(dest)


def test_the_spec_takes_its_qt_trim_from_the_module():
    text = (ROOT / "packaging" / "tableside.spec").read_text()
    assert "from qt_trim import unused_qt_file" in text and "UNUSED_QT_FILES" not in text


def spec_info_plist() -> dict:
    """The literal parts of the .app's Info.plist in the spec's BUNDLE(info_plist=...) (the versions
    are names, read at build time)."""
    tree = ast.parse((ROOT / "packaging" / "tableside.spec").read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "BUNDLE":
            plist = next(k.value for k in node.keywords if k.arg == "info_plist")
            pairs = zip(plist.keys, plist.values, strict=True)
            return {ast.literal_eval(key): ast.literal_eval(value) for key, value in pairs
                    if not isinstance(value, ast.Name)}
    raise AssertionError("the spec makes no BUNDLE")


def test_the_mac_app_declares_tableside_files_as_its_documents():
    plist = spec_info_plist()
    (document,) = plist["CFBundleDocumentTypes"]
    assert document["CFBundleTypeExtensions"] == ["tableside"] and document["CFBundleTypeRole"] == "Editor"
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert exported["UTTypeTagSpecification"] == {"public.filename-extension": ["tableside"]}
    assert "public.data" in exported["UTTypeConformsTo"]
    # What Finder then sends, a file-open event, opens the file (tests/ui/test_file_open_event.py).
    assert "open_files_from_the_desktop(qt_app, window)" in (ROOT / "ui" / "app.py").read_text(encoding="utf-8")
    assert "argv_emulation=False" in (ROOT / "packaging" / "tableside.spec").read_text()  # else the bootloader takes it

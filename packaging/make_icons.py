"""Render the app icon (resources/icons/tableside.svg) to the PNG sizes, a Windows .ico and a macOS .icns.

Run: .venv/bin/python packaging/make_icons.py

Qt draws the SVG (QSvgRenderer, in PySide6-Essentials); the .ico and .icns containers are written
here by hand (both simply hold PNG images), so no other tool is needed. The outputs are committed:
resources/icons/tableside-N.png (the window icon and the Linux hicolor theme),
packaging/icons/tableside.ico (Windows) and packaging/icons/tableside.icns (macOS).
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "tableside.svg"
PNG_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types that hold a PNG, with their pixel size.
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512),
              ("ic11", 32), ("ic12", 64), ("ic13", 256), ("ic14", 512))


def png_name(size: int) -> str:
    return f"tableside-{size}.png"


def render(size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"{SVG} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file whose entries are PNG images (Windows Vista and later read them)."""
    sizes = sorted(images)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = images[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    chunks = b"".join(kind.encode("ascii") + struct.pack(">I", 8 + len(images[size])) + images[size]
                      for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(chunks)) + chunks


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (painting needs one)
    icons = SVG.parent
    sizes = sorted(set(PNG_SIZES) | set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: render(size) for size in sizes}
    written = []
    for size in PNG_SIZES:
        path = icons / png_name(size)
        path.write_bytes(images[size])
        written.append(path)
    out = ROOT / "packaging" / "icons"
    out.mkdir(exist_ok=True)
    (out / "tableside.ico").write_bytes(ico({s: images[s] for s in ICO_SIZES}))
    (out / "tableside.icns").write_bytes(icns(images))
    written += [out / "tableside.ico", out / "tableside.icns"]
    for path in written:
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Write resources/licences/: the third-party notices and the licence texts Tableside ships.

Run after a dependency changes (tests/packaging/test_licences.py says when):

    .venv/bin/python packaging/notices.py

The texts come from each installed distribution's own licence file; PySide6 and Qt (whose wheels carry
none) get the LGPL-3.0 and the GPL-3.0 it builds on from Debian's /usr/share/common-licenses, and
Python's licence comes from the interpreter that runs this. The result is committed, so the wheel and
the bundle carry it without any of these sources.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "resources" / "licences"
NOTICES = "THIRD-PARTY-NOTICES.txt"
COMMON = Path("/usr/share/common-licenses")


@dataclass(frozen=True)
class Part:
    name: str  # as people know it
    dist: str | None  # the pip distribution it comes in (None: not a pip package)
    licence: str  # SPDX expression
    home: str
    note: str = ""


# Everything Tableside's wheel pulls in at run time, and what the one-folder app adds. The test checks
# that every run-time requirement in pyproject.toml (and theirs, recursively) is listed here.
PARTS = [
    Part("Qt 6", "PySide6-Essentials", "LGPL-3.0-only", "https://www.qt.io/",
         "The Qt libraries and plugins inside PySide6 (QtCore, QtGui, QtWidgets, QtSvg, the platform "
         "plugins). Qt's own third-party parts are listed at https://doc.qt.io/qt-6/licenses-used-in-qt.html. "
         "Its source: https://code.qt.io/. You may replace these libraries with your own build of the same "
         "version: they are plain files in the app folder (_internal/PySide6/Qt/)."),
    Part("PySide6 (Qt for Python)", "PySide6-Essentials", "LGPL-3.0-only", "https://pyside.org/",
         "Source: https://code.qt.io/cgit/pyside/pyside-setup.git/"),
    Part("Shiboken6", "shiboken6", "LGPL-3.0-only", "https://pyside.org/"),
    Part("ICU", None, "Unicode-3.0", "https://icu.unicode.org/",
         "libicu*, shipped with Qt inside PySide6."),
    Part("platformdirs", "platformdirs", "MIT", "https://github.com/tox-dev/platformdirs"),
    Part("tomli-w", "tomli-w", "MIT", "https://github.com/hukkin/tomli-w"),
    Part("Starlette", "starlette", "BSD-3-Clause", "https://www.starlette.io/"),
    Part("Uvicorn", "uvicorn", "BSD-3-Clause", "https://www.uvicorn.org/"),
    Part("segno", "segno", "BSD-3-Clause", "https://github.com/heuer/segno"),
    Part("python-zeroconf", "zeroconf", "LGPL-2.1-or-later", "https://github.com/python-zeroconf/python-zeroconf",
         "The hall directory (DNS-SD over multicast DNS). Its source: the address above. You may replace it "
         "with your own build of the same version: it is a plain folder in the app (_internal/zeroconf/)."),
    Part("ifaddr", "ifaddr", "MIT", "https://github.com/pydron/ifaddr", "Needed by python-zeroconf."),
    Part("AnyIO", "anyio", "MIT", "https://github.com/agronholm/anyio", "Needed by Starlette."),
    Part("idna", "idna", "BSD-3-Clause", "https://github.com/kjd/idna", "Needed by AnyIO."),
    Part("typing_extensions", "typing_extensions", "PSF-2.0", "https://github.com/python/typing_extensions",
         "Needed by Starlette and AnyIO."),
    Part("Click", "click", "BSD-3-Clause", "https://palletsprojects.com/p/click/", "Needed by Uvicorn."),
    Part("h11", "h11", "MIT", "https://github.com/python-hyper/h11", "Needed by Uvicorn."),
    Part("DejaVu Sans", None, "Bitstream-Vera", "https://dejavu-fonts.github.io/",
         "The fonts DejaVuSans.ttf and DejaVuSans-Bold.ttf (resources/fonts/): every symbol the window draws "
         "(●, ✕, ★, ⚠, ❚❚, ▶ …) is in them, whatever fonts the computer has. Licence text also in "
         "resources/fonts/LICENSE-DejaVu.txt."),
    Part("Python", None, "PSF-2.0", "https://www.python.org/",
         "The interpreter and standard library, inside the one-folder app only (a wheel uses yours)."),
]

ICU_TEXT = """UNICODE LICENSE V3 (ICU)

Copyright (c) 1991-2023 Unicode, Inc. and others.

Permission is hereby granted, free of charge, to any person obtaining a copy of data files and any
associated documentation (the "Data Files") or software and any associated documentation (the
"Software") to deal in the Data Files or Software without restriction, including without limitation
the rights to use, copy, modify, merge, publish, distribute, and/or sell copies of the Data Files or
Software, and to permit persons to whom the Data Files or Software are furnished to do so, provided
that either (a) this copyright and permission notice appear with all copies of the Data Files or
Software, or (b) this copyright and permission notice appear in associated Documentation.

THE DATA FILES AND SOFTWARE ARE PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
NONINFRINGEMENT OF THIRD PARTY RIGHTS. IN NO EVENT SHALL THE COPYRIGHT HOLDER OR HOLDERS INCLUDED IN
THIS NOTICE BE LIABLE FOR ANY CLAIM, OR ANY SPECIAL INDIRECT OR CONSEQUENTIAL DAMAGES, OR ANY DAMAGES
WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE
OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THE DATA
FILES OR SOFTWARE.

Except as contained in this notice, the name of a copyright holder shall not be used in advertising
or otherwise to promote the sale, use or other dealings in these Data Files or Software without prior
written authorization of the copyright holder.
"""


def version(dist: str | None) -> str:
    if dist is None:
        return f"{sys.version_info.major}.{sys.version_info.minor}.{sys.version_info.micro}"
    return metadata.version(dist)


def licence_files(dist: str) -> list[tuple[str, str]]:
    """(file name, text) of the licence files a distribution installed with itself."""
    found = []
    for file in metadata.distribution(dist).files or []:
        name = file.name.upper()
        if ".dist-info" in str(file) and (name.startswith(("LICENSE", "LICENCE", "COPYING", "NOTICE"))):
            found.append((file.name, Path(file.locate()).read_text(encoding="utf-8")))
    return found


def text_of(part: Part) -> str:
    if part.name == "Python":
        return (Path(sys.base_prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
                / "LICENSE.txt").read_text(encoding="utf-8")
    if part.name == "ICU":
        return ICU_TEXT
    if part.name == "DejaVu Sans":
        return (ROOT / "resources" / "fonts" / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")
    if part.licence == "LGPL-3.0-only":
        return "See LGPL-3.0.txt and GPL-3.0.txt in this folder (the LGPL-3.0 is a set of additions to the GPL-3.0)."
    files = licence_files(part.dist or "")
    if not files:
        raise SystemExit(f"{part.dist} installed no licence file: add its text by hand")
    return "\n\n".join(text for _, text in files)


def notices() -> str:
    lines = ["Third-party software in Tableside",
             "=================================",
             "",
             "Tableside itself is under the MIT License (LICENSE.txt beside this folder). It uses the software",
             "below. A wheel installs the Python packages as its dependencies; the one-folder app carries all",
             "of them. Versions are those the notices were written from (packaging/notices.py).",
             ""]
    for part in PARTS:
        lines.append(f"- {part.name} {version(part.dist) if part.dist or part.name == 'Python' else ''}".rstrip()
                     + f": {part.licence}, {part.home}")
    for part in PARTS:
        lines += ["", "", "=" * 100, f"{part.name} ({part.licence})", part.home]
        if part.note:
            lines.append(part.note)
        lines += ["-" * 100, text_of(part).strip()]
    return "\n".join(lines) + "\n"


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / NOTICES).write_text(notices(), encoding="utf-8")
    (OUT / "LGPL-3.0.txt").write_text((COMMON / "LGPL-3").read_text(encoding="utf-8"), encoding="utf-8")
    (OUT / "GPL-3.0.txt").write_text((COMMON / "GPL-3").read_text(encoding="utf-8"), encoding="utf-8")
    print(f"wrote {OUT}: {', '.join(sorted(p.name for p in OUT.iterdir()))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

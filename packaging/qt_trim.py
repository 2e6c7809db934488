"""Which of the files PyInstaller's Qt hooks collect the bundle leaves out (packaging/tableside.spec).

A module of its own, with no PyInstaller in it, so that tests/packaging/test_packaging_files.py can try
the filter on the Linux, macOS and Windows layouts; the spec imports it from beside itself.
"""

from __future__ import annotations

import re

# Files PyInstaller's Qt hooks collect that Tableside does not load, as paths inside the bundle with /.
UNUSED_QT_FILES = [
    # Tableside speaks English only; Qt's own strings stay English too. PyInstaller puts Qt's files
    # under PySide6/Qt/ on Linux and macOS but straight under PySide6/ on Windows (its qt_rel_dir), so
    # the Qt/ is optional: without it, 6.7 MiB of .qm files went into the Windows app.
    r"PySide6/(?:Qt/)?translations/",
    # Libraries of unused modules (a module used by a kept plugin stays: the bundle test proves it).
    r"libQt6(Qml|Quick|Pdf|Network|Sql|Test|Designer|Help|UiTools|Concurrent|Xml|PrintSupport|"
    r"OpenGLWidgets|SvgWidgets|VirtualKeyboard|ShaderTools|3D|Multimedia|WebEngine|Charts|Graphs)[A-Za-z]*\.",
    r"Qt6(Qml|Quick|Pdf|Network|Sql|Test|Designer|Help|UiTools|Concurrent|Xml|PrintSupport|"
    r"OpenGLWidgets|SvgWidgets|VirtualKeyboard|ShaderTools)[A-Za-z]*\.dll$",
    r"(Qt(Qml|Quick|Pdf|Network|Sql|Test|Designer|Help|UiTools|Concurrent|Xml|PrintSupport|"
    r"OpenGLWidgets|SvgWidgets|VirtualKeyboard|ShaderTools)[A-Za-z]*)\.framework/",
    # Plugins for networking, QML tooling, printing, sensors and the like.
    r"/plugins/(tls|networkinformation|qmltooling|qmllint|qmlls|printsupport|sqldrivers|designer|"
    r"scenegraph|position|sensors|multimedia|canbus|geoservices|virtualkeyboard|generic)/",
    # Image formats: keep PNG (built in), SVG, ICO and JPEG; drop the rest.
    r"/plugins/imageformats/[^/]*q(gif|icns|tga|tiff|wbmp|webp|pdf)[^/]*$",
    # The GTK 3 theme would pull GTK's whole stack into the bundle and mix it with the system's GTK;
    # Tableside draws its own style, and the desktop portal theme still gives native file dialogs.
    r"/plugins/platformthemes/[^/]*qgtk3[^/]*$",
    # Embedded-Linux EGL back ends (no desktop uses them); xcb and Wayland stay.
    r"/plugins/egldeviceintegrations/",
    r"/plugins/platforms/[^/]*q(eglfs|linuxfb|minimalegl|vnc|vkkhrdisplay)[^/]*$",
    r"libQt6EglFs",
]
_UNUSED = re.compile("|".join(f"(?:{pattern})" for pattern in UNUSED_QT_FILES))


def unused_qt_file(dest: str) -> bool:
    """True for a file the bundle leaves out; ``dest`` is its path inside the bundle, with / or \\
    (PyInstaller gives Windows paths with backslashes)."""
    return _UNUSED.search(dest.replace("\\", "/")) is not None

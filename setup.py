"""What goes in the wheel: pyproject.toml holds the metadata; this file only lists the packages.

The checkout keeps ``app/``, ``ui/`` and ``resources/`` at its top; they install as ``tableside.app``,
``tableside.ui`` and ``tableside.resources`` (``package_dir``), so site-packages gets one folder,
``tableside``, and nothing with a generic name. The list is computed so a new subpackage needs no edit.
"""

from setuptools import find_packages, setup

CODE = ("app", "ui")  # Python packages, with every subpackage
RESOURCES = "resources"  # files only: presets, icons, web pages, licences (not the README's screenshots)

setup(
    packages=["tableside", f"tableside.{RESOURCES}",
              *find_packages(include=[f"{name}{tail}" for name in CODE for tail in ("", ".*")])],
    package_dir={f"tableside.{RESOURCES}": RESOURCES},
    package_data={f"tableside.{RESOURCES}": ["*.txt", "licences/*", "icons/*", "presets/**/*", "web/**/*"]},
    exclude_package_data={f"tableside.{RESOURCES}": ["screenshots/*"]},
)

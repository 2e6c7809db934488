"""What goes in the wheel: pyproject.toml holds the metadata; this file only lists the packages.

The checkout keeps ``app/``, ``ui/`` and ``resources/`` at its top; they install as ``tableside.app``,
``tableside.ui`` and ``tableside.resources`` (``package_dir``), so site-packages gets one folder,
``tableside``, and nothing with a generic name. The lists are computed so a new subpackage or a new
folder of resources needs no edit here.
"""


from setuptools import find_namespace_packages, find_packages, setup

CODE = ("app", "ui")  # Python packages, with every subpackage
RESOURCES = "resources"  # files only: presets, icons, web pages, licences
LEFT_OUT = ("screenshots", "__pycache__")  # the README's pictures stay in the checkout

# Each folder of resources is a (data-only) package of its own, as setuptools wants data folders to be.
resource_packages = ["", *(f".{name}" for name in find_namespace_packages(RESOURCES, exclude=[
    f"{folder}{tail}" for folder in LEFT_OUT for tail in ("", ".*")]))]

setup(
    packages=["tableside",
              *(f"tableside.{RESOURCES}{tail}" for tail in resource_packages),
              *(f"tableside.{name}" for name in find_packages(include=[f"{code}{tail}" for code in CODE
                                                                         for tail in ("", ".*")]))],
    package_dir={f"tableside.{name}": name for name in (*CODE, RESOURCES)},
    package_data={f"tableside.{RESOURCES}{tail}": ["*"] for tail in resource_packages},
    exclude_package_data={"": ["*.pyc"]},
)

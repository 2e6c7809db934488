"""Tableside, installed: ``tableside.app`` (the core), ``tableside.ui`` (the window) and
``tableside.resources`` (presets, icons, web pages, licences).

The repository keeps ``app/``, ``ui/`` and ``resources/`` at its top (the layout the design card fixes);
pyproject.toml's ``package-dir`` installs them under this one package, so nothing with a generic name
lands in site-packages. Run from a checkout (``PYTHONPATH=.``, ``python -m pytest`` at the top, or an
editable install), this file lets those same three folders answer as ``tableside.*``: the package's
path then also holds the checkout's top folder. Installed (wheel or bundle), the subpackages sit
inside this folder and the path is left as it is.
"""

from __future__ import annotations

from pathlib import Path

_here = Path(__file__).resolve().parent
_checkout = _here.parent
if not (_here / "app").is_dir() and (_checkout / "app" / "__init__.py").is_file() \
        and (_checkout / "pyproject.toml").is_file():
    __path__.append(str(_checkout))

"""The window's language, the Qt way: ``translate`` (QCoreApplication.translate) on every string the judge
reads, ``.ts`` sources in resources/translations (one file per language, ``tableside_<code>.ts``: adding a
language is adding that file), compiled to ``.qm`` by Qt's lrelease.

Where the ``.qm`` files come from: a bundle (PyInstaller) or a wheel carries them beside the ``.ts``
(packaging/build.py compiles them); an editable install or a checkout compiles them at first start into the
user's cache folder, again whenever a ``.ts`` is newer than its ``.qm`` (lrelease ships with PySide6).

The core (app/) never imports Qt: its sentences carry an English template and its fields (``Text``,
app/text.py; a refusal's ``TablesideError.template``/``fields``); ``said`` translates them here, at display
time, in the context "messages". The command line stays English.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Sequence
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from tableside.app.errors import TablesideError
from tableside.app.text import ORDINAL, Text, fill, ordinal_in

# The choice kept in the settings file: "" follows the system; "en" is the source language.
SYSTEM = ""
SOURCE = "en"
_PLACEHOLDER = re.compile(r"%(\d)")
_ENGLISH_PLURAL = re.compile(r"(\w)\(s\)")
# Qt's own names say "American English" and "español de España": the shipped ones are named plainly (a new
# language takes QLocale's name until it is added here).
_NAMES = {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français"}
_installed: list[QTranslator] = []  # kept alive: Qt holds translators by pointer only
_shown = [SOURCE]  # the language the window speaks (its ordinals are written by hand: Qt has none)


def translations_folder() -> Path:
    return Path(str(resources.files("tableside.resources.translations")))


def available() -> list[str]:
    """The shipped languages' codes ("de", "es", "fr"), from the .ts files (or .qm files in a bundle)."""
    folder = translations_folder()
    codes = {p.stem.removeprefix("tableside_") for p in folder.glob("tableside_*.ts")}
    codes |= {p.stem.removeprefix("tableside_") for p in folder.glob("tableside_*.qm")}
    return sorted(codes)


def language_name(code: str) -> str:
    """The language in its own words ("Deutsch", "Español"), as the Settings list shows it."""
    if code in _NAMES:
        return _NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:]


def wanted_languages(choice: str, system: Sequence[str] | None = None) -> list[str]:
    """The languages to try, best first: the judge's choice, or the system's (QLocale's uiLanguages)."""
    if choice:
        return [choice]
    return [lang.replace("-", "_") for lang in (QLocale.system().uiLanguages() if system is None else system)]


def pick(choice: str, system: Sequence[str] | None = None) -> str:
    """The shipped language to show: the first wanted one we have (by "de_AT" or "de"), else English."""
    shipped = available()
    for lang in wanted_languages(choice, system):
        for code in (lang, lang.split("_")[0]):
            if code == SOURCE:
                return SOURCE
            if code in shipped:
                return code
    return SOURCE


def _lrelease() -> str | None:
    import PySide6

    beside = Path(PySide6.__file__).parent / ("lrelease.exe" if sys.platform == "win32" else "lrelease")
    return str(beside) if beside.exists() else shutil.which("pyside6-lrelease")


def compile_ts(ts: Path, qm: Path) -> bool:
    """``ts`` compiled to ``qm`` by Qt's lrelease; False when lrelease is not there or fails."""
    tool = _lrelease()
    if tool is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    done = subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], capture_output=True, check=False)
    return done.returncode == 0 and qm.exists()


def _cache_folder() -> Path:
    from tableside.app import paths

    return paths.cache_dir() / "translations"


def qm_file(code: str, cache: Path | None = None) -> Path | None:
    """The compiled translation for ``code``: the one shipped beside its .ts if up to date, else one
    compiled now into the cache folder; None when neither can be had."""
    folder = translations_folder()
    ts, shipped = folder / f"tableside_{code}.ts", folder / f"tableside_{code}.qm"
    if shipped.exists() and (not ts.exists() or shipped.stat().st_mtime >= ts.stat().st_mtime):
        return shipped
    if not ts.exists():
        return None
    cached = (cache or _cache_folder()) / f"tableside_{code}.qm"
    if cached.exists() and cached.stat().st_mtime >= ts.stat().st_mtime:
        return cached
    return cached if compile_ts(ts, cached) else None


def install(choice: str, cache: Path | None = None) -> str:
    """Loads the language ``choice`` ("" for the system's) into the application, with Qt's own strings
    (the standard buttons) in it too, and makes its locale the default for numbers and dates. Returns
    the code shown ("en" when nothing matched). Call before the first window is built."""
    app = QCoreApplication.instance()
    reset()
    code = pick(choice)
    QLocale.setDefault(_numbers_without_groups(QLocale(code) if choice else QLocale.system()))
    if code == SOURCE or app is None:
        return code
    qm = qm_file(code, cache)
    ours = QTranslator(app)
    if qm is None or not ours.load(str(qm)):
        return SOURCE
    QCoreApplication.installTranslator(ours)
    _installed.append(ours)
    _shown[0] = code
    qt_own = QTranslator(app)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # Qt's own words (the standard buttons), from Qt's folder, or from ours in the bundle (which leaves
    # Qt's translations folder out and carries only these, beside its own .qm files).
    if qt_own.load(f"qtbase_{code}", qt_folder) or qt_own.load(f"qtbase_{code}", str(translations_folder())):
        QCoreApplication.installTranslator(qt_own)
        _installed.append(qt_own)
    return code


def reset() -> None:
    """Back to the source language and the system's locale (the tests, after trying a language)."""
    for old in _installed:
        QCoreApplication.removeTranslator(old)
    _installed.clear()
    _shown[0] = SOURCE
    QLocale.setDefault(_numbers_without_groups(QLocale.system()))


def _numbers_without_groups(locale: QLocale) -> QLocale:
    """The locale's digits and decimal mark, without thousands groups: a rating of 1500 or a year reads
    the same in every language."""
    locale.setNumberOptions(locale.numberOptions() | QLocale.NumberOption.OmitGroupSeparator)
    return locale


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """QCoreApplication.translate, typed: ``text`` in the window's language (``%n`` filled with ``n``).
    English is the source language and has no .qm of its own: a plural source says "%n table(s)", and
    untranslated it reads "1 table" / "3 tables"."""
    said = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and "(s)" in said:
        said = _ENGLISH_PLURAL.sub(r"\1" if n == 1 else r"\1s", said)
    return said


def view(text: str) -> str:
    """A word of the core's view models (buttons, statuses, captions: marked QT_TRANSLATE_NOOP("view", ...)
    in app/), in the window's language; "▶ In play" is translated behind its symbol. Words the core puts
    together with names or numbers are not in the catalogue and stay as they are."""
    said = translate("view", text)
    if said != text or " " not in text:
        return said
    symbol, rest = text.split(" ", 1)
    if symbol and not any(ch.isalnum() for ch in symbol):
        return f"{symbol} {translate('view', rest)}"
    return said


def arg(text: str, *values: object) -> str:
    """Qt's QString::arg for Python: %1, %2, ... in ``text`` become ``values`` (numbers in the locale's
    digits and separators), in one pass so a value holding "%2" is never filled in again."""
    def fill(match: re.Match[str]) -> str:
        index = int(match.group(1)) - 1
        if not 0 <= index < len(values):
            return match.group(0)
        return number(values[index])

    return _PLACEHOLDER.sub(fill, text)


def number(value: object) -> str:
    """An int in the locale's digits (group separators left out: a rating of 1500 stays "1500"); a core
    message translated (``said``); anything else as str()."""
    if isinstance(value, int) and not isinstance(value, bool):
        return QLocale().toString(value)
    if isinstance(value, TablesideError | Text):
        return said(value)  # the core's words, in the window's language where they have a template
    return str(value)


def ordinal(n: int) -> str:
    """A place in the window's language: "3rd", "3.", "3.º", "1er"/"3e" (Qt has no ordinals)."""
    said = ordinal_in(_shown[0], n)  # the pages write a place by the same rule (app.text.ORDINAL_FORMS)
    return said if said is not None else QLocale().toString(n)


def shown(english: str, text: Text | None) -> str:
    """A view model's composed words: its ``Text`` in the window's language where it has one, else its
    fixed words (``view``)."""
    return said(text) if text is not None else view(english)


def said(err: TablesideError | Text | str) -> str:
    """The core's words in the window's language: a ``Text`` (app/text.py) or a refusal's template translated
    in the context "messages" (``%n`` by its field ``n``, Qt's plural forms), then its fields filled in, each
    a number in the locale's digits or a ``Text`` said in turn; a plain string is looked up as a template
    without fields and otherwise shown as the core said it."""
    if isinstance(err, str):
        return translate("messages", err) if err else err
    context = "messages"
    if isinstance(err, Text):
        if err.context == ORDINAL:
            return ordinal(int(str(err.params["n"])))
        template, params, english, context = err.template, err.params, str(err), err.context
    else:
        template, params, english = getattr(err, "template", ""), getattr(err, "fields", {}), str(err)
        if not template:
            return translate("messages", english) if english else english
    count = params.get("n")
    n = count if "%n" in template and isinstance(count, int) else -1
    fields = {key: number(value) for key, value in params.items()}
    try:
        return fill(translate(context, template, None, n) if context else template, fields)
    except (KeyError, IndexError, ValueError):  # a translation that broke its fields: the English words
        return english

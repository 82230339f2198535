"""Languages: loading translations at run time, the system default, and display names of data ids.

UI strings go through ``tr()``; card, wonder and token names go through the ``data`` translation
context, keyed by the English name found in the engine's own data files, so the later i18n work only has
to fill ``.ts`` entries. ``.qm`` files are never committed: a missing or outdated one is compiled from its
``.ts`` with ``pyside6-lrelease`` when the app starts (or by ``tools/update_translations.py``).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from wonders_desktop.ui.dataindex import data_index
from wonders_desktop.ui.paths import compiled_translations_dir, translations_dir

LANGUAGES: dict[str, str] = {"en": "English", "pt_BR": "Português (Brasil)", "es": "Español"}
DEFAULT_LANGUAGE = "en"
DATA_CONTEXT = "data"


def system_language() -> str:
    """The system's language when it is one of ours (any Portuguese reads pt_BR), else English."""
    language = QLocale.system().language()
    if language == QLocale.Language.Portuguese:
        return "pt_BR"
    if language == QLocale.Language.Spanish:
        return "es"
    return DEFAULT_LANGUAGE


def resolve_language(requested: str | None) -> str:
    """An explicit choice if it is known, otherwise the system language."""
    if requested in LANGUAGES:
        return str(requested)
    return system_language()


# --- compiling .ts to .qm ------------------------------------------------------------------------
def lrelease_command() -> list[str] | None:
    """The ``lrelease`` shipped with PySide6, or the ``pyside6-lrelease`` wrapper on PATH."""
    name = "lrelease.exe" if sys.platform == "win32" else "lrelease"
    shipped = Path(PySide6.__file__).parent / name
    if shipped.exists():
        return [str(shipped)]
    wrapper = shutil.which("pyside6-lrelease")
    return [wrapper] if wrapper else None


def _is_writable(folder: Path) -> bool:
    probe = folder / ".write-probe"
    try:
        probe.touch()
        probe.unlink()
    except OSError:
        return False
    return True


def compiled_path(language: str) -> Path | None:
    """A ``.qm`` for ``language`` that is at least as new as its ``.ts``, compiling it if needed."""
    source = translations_dir() / f"wonders_{language}.ts"
    beside = source.with_suffix(".qm")
    if not source.exists():  # frozen bundle: only the compiled files ship
        return beside if beside.exists() else None
    if beside.exists() and beside.stat().st_mtime >= source.stat().st_mtime:
        return beside
    target = beside if _is_writable(source.parent) else compiled_translations_dir() / beside.name
    if target.exists() and target.stat().st_mtime >= source.stat().st_mtime:
        return target
    return target if compile_ts(source, target) else None


def compile_ts(source: Path, target: Path) -> bool:
    command = lrelease_command()
    if command is None:
        print("warning: pyside6-lrelease not found; translations stay in English", file=sys.stderr)
        return False
    result = subprocess.run(
        [*command, "-silent", str(source), "-qm", str(target)], capture_output=True, text=True, check=False
    )
    if result.returncode != 0:
        print(f"warning: could not compile {source.name}: {result.stderr.strip()}", file=sys.stderr)
    return result.returncode == 0 and target.exists()


# --- installing translators ----------------------------------------------------------------------
class LanguageSwitcher:
    """Installs the app's and Qt's own translators; installing sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = DEFAULT_LANGUAGE

    def switch(self, language: str) -> bool:
        """Switch to ``language``; returns False (staying readable in English) if its file is missing."""
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        QLocale.setDefault(QLocale(self.language))
        ok = True
        for translator in self._load(self.language):
            if translator is None:
                ok = False
                continue
            app.installTranslator(translator)
            self._installed.append(translator)
        return ok

    @staticmethod
    def _load(language: str) -> list[QTranslator | None]:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator()
        loaded_qt: QTranslator | None = qt if qt.load(f"qtbase_{language}", qt_dir) else None
        if language == DEFAULT_LANGUAGE and loaded_qt is None:
            loaded_qt = qt  # English needs no Qt catalogue
        app = QTranslator()
        path = compiled_path(language)
        loaded_app = app if path is not None and app.load(str(path)) else None
        return [loaded_qt, loaded_app]


_switcher: LanguageSwitcher | None = None


def language_switcher() -> LanguageSwitcher:
    """The process's one switcher: translators are global to the application, so is their owner."""
    global _switcher
    if _switcher is None:
        _switcher = LanguageSwitcher()
    return _switcher


# --- display names of data ids -------------------------------------------------------------------
def humanize(ident: str) -> str:
    """``lumber_yard`` -> ``Lumber yard``: readable even for an id no data file names."""
    text = ident.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def english_name(kind: str, ident: str) -> str:
    return data_index().english_name(kind, ident) or humanize(ident)


def name_of(kind: str, ident: str) -> str:
    """The translated display name of a data id (card, wonder, token...) in the current language."""
    return QCoreApplication.translate(DATA_CONTEXT, english_name(kind, ident))

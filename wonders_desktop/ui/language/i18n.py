"""Languages: loading translations at run time, the system default, and display names of data ids.

UI strings go through ``tr()``; card, wonder and token names go through the ``data`` translation
context: ``name_of`` finds the English name of an id in the generated ``data_strings`` table and
translates it with the disambiguation ``"<dataset> <kind>"`` (``classic1``, ``classic2``, ``duel``,
``architects``), so each game and edition keeps its own rulebook words. ``.qm`` files are never
committed: a missing or outdated one is compiled from its ``.ts`` with ``pyside6-lrelease`` when the
app starts (or by ``tools/update_translations.py``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from wonders_desktop import languages
from wonders_desktop.ui.language.data_strings import NAMES
from wonders_desktop.ui.language.datanames import (
    KIND_ALIASES,
    KINDS,
    dataset_of,
    datasets,
    has_editions,
    humanize,
)
from wonders_desktop.ui.platform.paths import compiled_translations_dir, translations_dir

LANGUAGES: dict[str, str] = {language.code: language.native for language in languages.LANGUAGES}
DEFAULT_LANGUAGE = languages.DEFAULT_LANGUAGE
DATA_CONTEXT = "data"


def system_language() -> str:
    """The system's language when it is one of ours (any Portuguese reads pt_BR), else English."""
    system = QLocale.system().language()
    for language in languages.LANGUAGES:
        if system == getattr(QLocale.Language, language.qt_language):
            return language.code
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
    # Written beside the target and renamed over it: a running app (or test) never reads half a file.
    partial = target.with_name(f"{target.name}.{os.getpid()}.part")
    result = subprocess.run(
        [*command, "-silent", str(source), "-qm", str(partial)], capture_output=True, text=True, check=False
    )
    if result.returncode != 0 or not partial.exists():
        print(f"warning: could not compile {source.name}: {result.stderr.strip()}", file=sys.stderr)
        partial.unlink(missing_ok=True)
        return False
    os.replace(partial, target)
    return True


# --- installing translators ----------------------------------------------------------------------
# Far from any count a game shows and plural in every language the app speaks; asked instead of zero.
PLURAL_STAND_IN = 1_000_003


class ZeroIsPluralTranslator(QTranslator):
    """The app's catalogue, with zero in the plural for every ``%n`` string ("0 cartas").

    Qt gives Brazilian Portuguese French's rule (0 and 1 singular: "0 carta"); Brazilian players write
    "0 cartas", as Spanish and English do. ``QCoreApplication.translate`` asks the translator for the
    form of count ``n`` and puts the count in for ``%n`` afterwards, so asking for a plural count
    instead of zero changes the form only, at one place for every ``tr()``/``translate()`` call.

    A Python override cannot answer Qt's "not found" (a null string: an empty one is taken as the
    translation), so a string the catalogue lacks is answered with its source; the app's translator is
    therefore installed before Qt's own (``LanguageSwitcher._load``), which is asked first.
    """

    def __init__(self, zero_is_plural: bool = True) -> None:
        super().__init__()
        self.zero_is_plural = zero_is_plural  # the language's entry in the registry says (French: no)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        plural = PLURAL_STAND_IN if n == 0 and self.zero_is_plural else n
        found = super().translate(context, source, disambiguation, plural)
        return found or source


class LanguageSwitcher:
    """Installs the app's and Qt's own translators; installing sends LanguageChange to every widget."""

    def __init__(self) -> None:
        self._installed: list[QTranslator] = []
        self.language = DEFAULT_LANGUAGE

    def switch(self, language: str) -> bool:
        """Switch to ``language``; returns False (staying readable in English) if its file is missing."""
        app = QCoreApplication.instance()
        assert app is not None  # a language is switched in a running application
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed.clear()
        self.language = language if language in LANGUAGES else DEFAULT_LANGUAGE
        QLocale.setDefault(QLocale(self.language))
        ok = True
        for loaded in self._load(self.language):
            if loaded is None:
                ok = False
                continue
            app.installTranslator(loaded)
            self._installed.append(loaded)
        return ok

    @staticmethod
    def _load(language: str) -> list[QTranslator | None]:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator()
        loaded_qt: QTranslator | None = qt if qt.load(f"qtbase_{language}", qt_dir) else None
        if language == DEFAULT_LANGUAGE and loaded_qt is None:
            loaded_qt = qt  # English needs no Qt catalogue
        known = languages.BY_CODE.get(language)
        app = ZeroIsPluralTranslator(known.zero_is_plural if known is not None else True)
        path = compiled_path(language)
        loaded_app = app if path is not None and app.load(str(path)) else None
        # the last installed is asked first: Qt's catalogue, then the app's (which answers every string)
        return [loaded_app, loaded_qt]


_switcher: LanguageSwitcher | None = None


def language_switcher() -> LanguageSwitcher:
    """The process's one switcher: translators are global to the application, so is their owner."""
    global _switcher
    if _switcher is None:
        _switcher = LanguageSwitcher()
    return _switcher


# --- UI strings in the words of each game's rulebook ------------------------------------------------
class VariantMarker:
    """Declares the variant of a shared UI string for one dataset: ``VARIANT.translate(context, source,
    dataset)``, with a count for a ``%n`` plural. lupdate reads it as a ``translate()`` call with that
    disambiguation, so the ``.ts`` files get the entry; at run time it only returns the key."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: str, n: int = -1) -> tuple[str, str, str]:
        return context, source, disambiguation


VARIANT = VariantMarker()


@dataclass(frozen=True, slots=True)
class RulebookWords:
    """Translates UI strings shared by the games in the words of one game's (and edition's) rulebook.

    A shared string ("Wonder stage") has its plain entry in the ``.ts`` files, collected from the call
    ``words.translate("MoveText", "Wonder stage")``. Where a game's rulebook uses different words, the
    game's words module (``ui/views/<game>/words.py``, ``RULEBOOK_VARIANTS``) declares the string once per
    dataset of that game (``classic1``, ``classic2``, ``duel``, ``architects``) with
    ``VARIANT.translate(context, source, dataset)``, which gives it one more entry with that
    disambiguation. The translator picks the dataset's entry and falls back to the plain one, so only
    the strings whose words really differ need variants.
    """

    game: str = ""
    edition: int = 1

    @property
    def dataset(self) -> str:
        return dataset_of(self.game, self.edition) if self.game else ""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """``QCoreApplication.translate`` with the dataset as disambiguation (same arguments, for lupdate)."""
        return QCoreApplication.translate(context, source, disambiguation or self.dataset or None, n)


def words_of(game: str = "", edition: int = 1) -> RulebookWords:
    """The translator of shared UI strings for ``game`` (the engine's kind) and 7 Wonders ``edition``."""
    return RulebookWords(game, edition if has_editions(game) else 1)


# --- display names of data ids -------------------------------------------------------------------
def name_of(kind: str, ident: str, game: str = "", edition: int = 1) -> str:
    """The display name of a data id in the current language, in the words of ``game``'s rulebook.

    ``kind`` is ``card``, ``wonder`` (a board's city), ``wonder_name``, ``side``, ``progress_token``,
    ``token``, ``resource``, ``colour``, ``structure``, ``science``, ``chain`` or ``term`` (plural
    field names such as ``cards`` work too; an empty or wrong kind falls back to any kind). ``game`` is
    the engine's game kind (``classic``, ``duel``, ``architects``) and ``edition`` the 7 Wonders edition:
    the same English name may have different words per game and edition. Without a game, the first
    game that knows the id is used. An id no data file knows reads as its humanised id.
    """
    found = lookup_name(kind, ident, game, edition)
    if found is None:
        return QCoreApplication.translate(DATA_CONTEXT, humanize(ident))
    english, disambiguation = found
    return QCoreApplication.translate(DATA_CONTEXT, english, disambiguation)


def english_name(kind: str, ident: str, game: str = "", edition: int = 1) -> str:
    """The English name of a data id (what ``name_of`` translates)."""
    found = lookup_name(kind, ident, game, edition)
    return found[0] if found is not None else humanize(ident)


def edition_of(state: object) -> int:
    """The 7 Wonders edition a game state was set up with (1 for every other game)."""
    options = getattr(state, "options", None)
    edition = options.get("edition", 1) if isinstance(options, dict) else 1
    return edition if isinstance(edition, int) else 1


def game_of(state: object) -> tuple[str, int]:
    """``(game kind, edition)`` of a game state, the words ``name_of`` should use (``("", 1)`` if none)."""
    kind = getattr(state, "kind", "") if state is not None else ""
    return (kind if isinstance(kind, str) else ""), edition_of(state)


@cache
def lookup_name(kind: str, ident: str, game: str = "", edition: int = 1) -> tuple[str, str] | None:
    """``(English name, disambiguation)`` of a data id from the generated ``data_strings`` table."""
    kind = KIND_ALIASES.get(kind, kind.removesuffix("s") if kind.removesuffix("s") in KINDS else kind)
    wanted = dataset_of(game, edition) if game else ""
    known = datasets()
    order = [wanted] if wanted in known else []
    order += [dataset for dataset in known if dataset != wanted]
    kinds = [kind] if kind in KINDS else []
    kinds += [other for other in KINDS if other != kind]
    for dataset in order:
        for candidate in kinds:
            english = NAMES.get((dataset, candidate, ident))
            if english is not None:
                return english, f"{dataset} {candidate}"
    return None

"""The languages the app speaks: one entry each, read by the app, the command line, the tools and packaging.

Everything that lists languages asks this module: the Settings menu and the system default
(``ui/language/i18n.py``), ``--lang`` of ``watch`` and ``screenshot``, ``tools/update_translations.py``
and ``tools/fill_data_translations.py``, the screenshot tools, the frozen bundle's Qt catalogues
(``packaging/bundle_filter.py``) and the Windows installer's languages (``packaging/windows/
languages.iss``, written from here by ``packaging/build.py``). It imports nothing from Qt, so that tools
and packaging read it without a display. ``tests/test_language_registry.py`` fails when a list of
language codes appears anywhere else. Adding a language: ``docs/architecture.md`` ("Add a language").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Language:
    """One language and what each of its users needs to know about it."""

    code: str
    """Qt's locale name: ``translations/wonders_<code>.ts``, ``--lang`` and the saved preference."""
    native: str
    """Its name in itself, as the Settings menu and the translations' README show it."""
    qt_language: str
    """The ``QLocale.Language`` member whose system locales open the app in this language."""
    qt_catalogues: tuple[str, ...]
    """Suffixes of Qt's own ``qtbase_<suffix>.qm`` files the frozen bundle keeps for it."""
    inno_name: str
    """The Windows installer's name of the language (``[Languages]`` of Inno Setup)."""
    inno_messages: str
    """The installer's messages file of Inno Setup for it."""
    zero_is_plural: bool = True
    """Its players write zero with the plural ("0 cartas"); False where zero takes the singular (French)."""
    terms: str = ""
    """Where its rulebook terms are written down (``docs/terminology.md``); empty for the source language."""
    source: bool = False
    """The language the strings are written in: its ``.ts`` holds plural forms only, no data names."""

    @property
    def ts_file(self) -> str:
        """The Qt Linguist source of its translations, relative to the project root."""
        return f"translations/wonders_{self.code}.ts"

    @property
    def tables_file(self) -> str:
        """What ``tools/fill_data_translations.py`` fills its ``.ts`` with besides the UI strings: the
        card-text phrases and the data names no name table gives (none for the source language)."""
        return f"translations/wonders_{self.code}.yaml"


LANGUAGES: tuple[Language, ...] = (
    Language(
        code="en",
        native="English",
        qt_language="English",
        qt_catalogues=("en",),
        inno_name="english",
        inno_messages="compiler:Default.isl",
        source=True,
    ),
    Language(
        code="pt_BR",
        native="Português (Brasil)",
        qt_language="Portuguese",
        qt_catalogues=("pt_BR", "pt"),
        inno_name="brazilianportuguese",
        inno_messages=r"compiler:Languages\BrazilianPortuguese.isl",
        terms="docs/terminology.md#português-brasil",
    ),
    Language(
        code="es",
        native="Español",
        qt_language="Spanish",
        qt_catalogues=("es",),
        inno_name="spanish",
        inno_messages=r"compiler:Languages\Spanish.isl",
        terms="docs/terminology.md#español",
    ),
)

LANGUAGE_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
TRANSLATED_CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES if not language.source)
DEFAULT_LANGUAGE: str = next(language.code for language in LANGUAGES if language.source)
BY_CODE: dict[str, Language] = {language.code: language for language in LANGUAGES}


def spoken(separator: str = ", ", last: str = " or ") -> str:
    """The codes as a command-line help reads them: ``en, pt_BR or es``."""
    *first, final = LANGUAGE_CODES
    return f"{separator.join(first)}{last}{final}" if first else final


def inno_languages() -> str:
    """The ``[Languages]`` section of the Windows installer (``packaging/windows/languages.iss``)."""
    lines = ["; Written by packaging/build.py from wonders_desktop/languages.py: do not edit.", "[Languages]"]
    for language in LANGUAGES:
        lines.append(f'Name: "{language.inno_name}"; MessagesFile: "{language.inno_messages}"')
    return "\n".join(lines) + "\n"

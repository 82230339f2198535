"""Numbers as the player's language writes them: "47,8" and "2,0" in Spanish and Portuguese, "47.8" in
English (issue 39: the analysis wrote "2.0" in Spanish where Statistics wrote "47,8").

One helper for every decimal and percentage the UI shows. ``QLocale()`` is the default locale, which
the language switcher sets to the chosen language (``i18n.LanguageSwitcher.switch``). Counts meet
their nouns through ``%n`` plural strings instead; zero takes the plural in every language through
``i18n.ZeroIsPluralTranslator``.
"""

from __future__ import annotations

from PySide6.QtCore import QLocale


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals, in the player's language: ``2,0``."""
    return QLocale().toString(float(value), "f", digits)


def whole(value: float) -> str:
    """``value`` rounded to a whole number, with the language's digit grouping."""
    return QLocale().toString(round(value))


def percent(rate: float) -> str:
    """A rate from 0 to 1 as a whole percentage: ``47 %`` (the space is the rulebooks' and Statistics')."""
    return f"{whole(rate * 100)} %"


def seconds(value: float) -> str:
    """A duration in seconds as few digits as it needs: ``0,4``, ``12``."""
    return QLocale().toString(float(value), "g", 3)

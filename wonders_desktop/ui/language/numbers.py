"""Numbers as the player's language writes them: "47,8" and "2,0" in Spanish and Portuguese, "47.8" in
English (issue 39: the analysis wrote "2.0" in Spanish where Statistics wrote "47,8").

One helper for every decimal and percentage the UI shows. ``QLocale()`` is the default locale, which
the language switcher sets to the chosen language (``i18n.LanguageSwitcher.switch``).
"""

from __future__ import annotations

from collections.abc import Callable

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


# Far from any count a game shows; stands in for zero while Qt picks the plural form (see ``counted``).
_PLURAL_STAND_IN = 1_000_003


def counted(words: Callable[[int], str], count: int) -> str:
    """``words(count)``, a ``%n`` plural translation, with zero in the plural: Qt gives Brazilian
    Portuguese French's rule (0 and 1 singular: "0 carta"), where players write "0 cartas" as Spanish
    and English do. For zero the plural form is chosen with a stand-in count, then the count put back."""
    if count != 0:
        return words(count)
    return words(_PLURAL_STAND_IN).replace(str(_PLURAL_STAND_IN), "0")

"""7 Wonders' part of the shared setup screens: its words on the start page, in the new-game dialog and
in the saved-games list, and the one rule the dialog applies as you choose (teams bring Cities along).

Shared UI finds these hooks through ``ui/views/parts.py``; the options themselves (what is offered, the
defaults, the player counts) come from the engine's ``SPEC``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from wonders_desktop.engine.core.gamespec import SetupOption
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language.i18n import name_of

translate = QCoreApplication.translate

TITLE = QT_TRANSLATE_NOOP("StartPage", "7 Wonders")  # the engine's SPEC.name, for the translators
TEAMS, FREE_CITY, CITIES = "teams", "free-city", ["cities"]
REMEMBERED = ("edition", "expansions", "variant")  # the dialog reopens on these; sides start on "a"
ROMAN = {1: "I", 2: "II", 3: "III"}


def blurb() -> str:
    return translate("StartPage", "3 to 7 players (2 with the Free City). Both editions, Cities, teams.")


def option_label(name: str) -> str | None:
    labels = {
        "edition": translate("NewGameDialog", "Edition"),
        "expansions": translate("NewGameDialog", "Expansion"),
        "variant": translate("NewGameDialog", "Mode"),
        "wonders": translate("NewGameDialog", "Wonders"),
        "sides": translate("NewGameDialog", "Sides"),
    }
    return labels.get(name)


def choice_text(option: SetupOption, value: Any, options: Mapping[str, Any]) -> str | None:
    """The words of one choice; a board of the per-seat choice reads as its city in that edition."""
    if option.name == "wonders":
        return name_of("wonder", str(value), "classic", _edition(options))
    if option.name == "sides":
        return _side_text(value, first=value == option.default)
    texts = {
        ("edition", 1): translate("NewGameDialog", "1st edition"),
        ("edition", 2): translate("NewGameDialog", "2nd edition"),
        ("expansions", "cities"): translate("NewGameDialog", "Cities expansion"),
        ("variant", None): translate("NewGameDialog", "Standard"),
        ("variant", FREE_CITY): translate("NewGameDialog", "Free City (2 players)"),
        ("variant", TEAMS): translate("NewGameDialog", "Teams (4 or 6 players)"),
    }
    key = "cities" if value == CITIES else value
    return texts.get((option.name, key))


def _side_text(side: str, first: bool) -> str:
    if side == "random":
        return translate("NewGameDialog", "Random sides")
    names = {
        "a": translate("NewGameDialog", "A"),
        "b": translate("NewGameDialog", "B"),
        "day": translate("NewGameDialog", "Day"),
        "night": translate("NewGameDialog", "Night"),
    }
    text = translate("NewGameDialog", "All boards on side {side}").format(side=names.get(side, side))
    if first:
        return translate("NewGameDialog", "{choice} (recommended for a first game)").format(choice=text)
    return text


def implied_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Team play is a rule of the Cities expansion: choosing it brings Cities along (and locks it)."""
    return {"expansions": CITIES} if options.get("variant") == TEAMS else {}


def legacy_options(last: Mapping[str, Any]) -> dict[str, Any]:
    """The options of a dialog remembered by an older version (flat keys: edition, cities, variant)."""
    return {
        "edition": last.get("edition", 1),
        "expansions": CITIES if last.get("cities") else [],
        "variant": last.get("variant"),
    }


def summary(options: Mapping[str, Any]) -> list[str]:
    """How it is played, after the game's name: "2nd edition · Cities · Teams"."""
    second = options.get("edition") == 2
    parts = [translate("SavedGames", "2nd edition") if second else translate("SavedGames", "1st edition")]
    if "cities" in (options.get("expansions") or []):
        parts.append(translate("SavedGames", "Cities"))
    variant = {
        TEAMS: translate("SavedGames", "Teams"),
        FREE_CITY: translate("SavedGames", "Free City"),
    }.get(str(options.get("variant")))
    if variant:
        parts.append(variant)
    return parts


def stage_text(state: GameState) -> str:
    """Where a game of several turns per Age stands: "Age II · turn 3" (empty: the shared wording)."""
    age, turn = getattr(state, "age", None), getattr(state, "turn", None)
    if age in ROMAN and isinstance(turn, int) and turn > 0:
        return translate("SavedGames", "Age {age} · turn {turn}").format(age=ROMAN[age], turn=turn)
    return ""


def _edition(options: Mapping[str, Any]) -> int:
    edition = options.get("edition")
    return edition if isinstance(edition, int) else 1

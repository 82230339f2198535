"""Readable, translated labels for the plain JSON a position's snapshot holds.

The generic table shows any game by reading ``view.snapshot()``: each seat's entry is a mapping of
field -> ids, numbers, lists or counts. Field names are translated here (a small vocabulary shared
by the family's games; unknown fields are humanised), and ids become display names via ``name_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from wonders_desktop.ui.i18n import humanize, name_of

translate = QCoreApplication.translate


_labels_cache: dict[str, dict[str, str]] = {}


def field_labels() -> dict[str, str]:
    """Translated field names, built once per language (they are asked for on every repaint)."""
    language = QLocale().name()
    cached = _labels_cache.get(language)
    if cached is None:
        cached = _labels_cache[language] = _build_field_labels()
    return cached


def _build_field_labels() -> dict[str, str]:
    return {
        "wonder": translate("Labels", "Wonder"),
        "side": translate("Labels", "Side"),
        "stages": translate("Labels", "Stages built"),
        "city": translate("Labels", "City"),
        "built": translate("Labels", "Built"),
        "cards": translate("Labels", "Cards"),
        "hand": translate("Labels", "Hand"),
        "coins": translate("Labels", "Coins"),
        "military": translate("Labels", "Military"),
        "military_tokens": translate("Labels", "Military tokens"),
        "shields": translate("Labels", "Shields"),
        "debt": translate("Labels", "Debt"),
        "progress": translate("Labels", "Progress tokens"),
        "wonders": translate("Labels", "Wonders"),
        "cat": translate("Labels", "Cat"),
        "science": translate("Labels", "Science"),
        "tokens": translate("Labels", "Tokens"),
        "score": translate("Labels", "Score"),
        "points": translate("Labels", "Points"),
        "tricks": translate("Labels", "Tricks"),
        "bet": translate("Labels", "Bet"),
        "pick": translate("Labels", "Pick"),
        "played": translate("Labels", "Played"),
        "team": translate("Labels", "Team"),
        "diplomacy": translate("Labels", "Diplomacy"),
        "resources": translate("Labels", "Resources"),
        "age": translate("Labels", "Age"),
        "turn": translate("Labels", "Turn"),
        "tucked": translate("Labels", "Under the wonder"),
        "gained": translate("Labels", "Coins gained"),
        "spent": translate("Labels", "Coins spent"),
        "hands": translate("Labels", "Hands"),
        "decks": translate("Labels", "Decks"),
        "discard": translate("Labels", "Discard pile"),
        "bank": translate("Labels", "Bank"),
        "conflict": translate("Labels", "Conflict"),
        "removed": translate("Labels", "Removed cards"),
        "board_progress": translate("Labels", "Progress tokens on the board"),
        "box_progress": translate("Labels", "Progress tokens in the box"),
        "drawn_progress": translate("Labels", "Progress tokens drawn"),
        "offered": translate("Labels", "Wonders on offer"),
        "draft": translate("Labels", "Wonders of the draft"),
        "wonders_built": translate("Labels", "Wonders built"),
        "progress_display": translate("Labels", "Progress tokens on display"),
        "progress_pile": translate("Labels", "Progress token pile"),
        "looking_at": translate("Labels", "Looking at"),
        "total": translate("Labels", "Total"),
        "battle": translate("Labels", "Battle"),
        "paid_in": translate("Labels", "Paid in"),
        "paid_out": translate("Labels", "Paid out"),
    }


def field_label(key: str) -> str:
    return field_labels().get(key, humanize(key))


MAX_LISTED = 8  # longer lists on the table read as a count (a deck of 24 cards is "24 cards")
MAX_LISTED_IN_CITY = 40  # a city's own cards are always named

ID_KINDS = {
    "decks": "card",
    "discard": "card",
    "looking_at": "card",
    "progress_display": "progress_token",
    "progress_pile": "progress_token",
    "armed": "progress_token",
    "used": "progress_token",
    "board": "progress_token",
    "wonder": "wonder",
    "wonders": "wonder",
    "offered": "wonder",
    "draft": "wonder",
    "removed": "card",
    "tucked": "card",
    "hands": "card",
    "board_progress": "progress_token",
    "box_progress": "progress_token",
    "drawn_progress": "progress_token",
    "city": "card",
    "built": "card",
    "cards": "card",
    "hand": "card",
    "progress": "progress_token",
    "tokens": "token",
}


def format_value(key: str, value: Any, limit: int = MAX_LISTED, *, game: str = "", edition: int = 1) -> str:
    """A short readable text for one snapshot field (ids become names in the words of ``game``)."""
    kind = ID_KINDS.get(key, key)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return translate("Labels", "yes") if value else translate("Labels", "no")
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return name_of(kind, value, game, edition)
    if isinstance(value, Mapping):
        return _format_mapping(kind, value, limit, game, edition)
    if isinstance(value, list | tuple):
        return _format_list(kind, list(value), limit, game, edition)
    return str(value)


def _format_mapping(kind: str, value: Mapping[str, Any], limit: int, game: str, edition: int) -> str:
    if not value:
        return "—"
    parts = []
    for name, inner in value.items():
        if name in field_labels() and isinstance(inner, int) and not isinstance(inner, bool):
            parts.append(f"{field_label(name)}: {inner}")
            continue
        label = name_of(kind, name, game, edition)
        if isinstance(inner, int) and not isinstance(inner, bool):
            parts.append(f"{label} ×{inner}")
        elif isinstance(inner, list):
            parts.append(f"{label}: {_format_list(kind, inner, limit, game, edition)}")
        else:
            parts.append(f"{label}: {format_value(name, inner, game=game, edition=edition)}")
    return ", ".join(parts)


def _format_list(kind: str, items: list[Any], limit: int, game: str, edition: int) -> str:
    if not items:
        return "—"
    if all(item is None or item in ("?", "hidden") for item in items):
        return translate("Labels", "%n hidden card(s)", None, len(items))
    if len(items) > limit:
        if kind == "card":
            return translate("Labels", "%n card(s)", None, len(items))
        return translate("Labels", "%n item(s)", None, len(items))
    texts = []
    for item in items:
        ident = item.get("id") if isinstance(item, Mapping) else item
        if isinstance(ident, str):
            texts.append(name_of(kind, ident, game, edition))
        else:
            texts.append(format_value(kind, item, game=game, edition=edition))
    return ", ".join(texts)


SEAT_LISTS = ("players", "seats", "cities")
BOOKKEEPING = frozenset({"free_used_age", "viewer"})  # per-seat fields of the engine, not of the table


def seat_list_key(snapshot: Mapping[str, Any]) -> str | None:
    """Which field of a snapshot holds one entry per seat (``players``, ``seats`` or ``cities``)."""
    for key in SEAT_LISTS:
        if isinstance(snapshot.get(key), list):
            return key
    return None


def seat_entries(
    snapshot: Mapping[str, Any], seat: int, *, game: str = "", edition: int = 1
) -> list[tuple[str, str, str]]:
    """``(field, label, text)`` for one seat's part of a snapshot (its ``players`` list)."""
    key = seat_list_key(snapshot)
    players = snapshot.get(key) if key else None
    if not isinstance(players, list) or not 0 <= seat < len(players):
        return []
    entry = players[seat]
    if not isinstance(entry, Mapping):
        return [("", "", format_value("", entry, game=game, edition=edition))]
    shown = [(key, value) for key, value in entry.items() if key not in BOOKKEEPING]
    return [
        (key, field_label(key), format_value(key, value, MAX_LISTED_IN_CITY, game=game, edition=edition))
        for key, value in shown
    ]


def category_name(category: str) -> str:
    """A scoring-pad row, named as the rulebooks' pads name them."""
    names = {
        "military": translate("Labels", "Military"),
        "treasury": translate("Labels", "Treasury"),
        "coins": translate("Labels", "Coins"),
        "wonder": translate("Labels", "Wonder"),
        "wonders": translate("Labels", "Wonders"),
        "civilian": translate("Labels", "Civilian structures"),
        "science": translate("Labels", "Scientific structures"),
        "commercial": translate("Labels", "Commercial structures"),
        "guilds": translate("Labels", "Guilds"),
        "black": translate("Labels", "Cities"),
        "progress": translate("Labels", "Progress tokens"),
        "blue": translate("Labels", "Blue cards"),
        "cat": translate("Labels", "Cat"),
        "total": translate("Labels", "Total"),
        "tricks": translate("Labels", "Tricks"),
        "bets": translate("Labels", "Bets"),
    }
    return names.get(category, humanize(category))


def reason_text(reason: str) -> str:
    names = {
        "points": translate("Labels", "Victory on points."),
        "military_supremacy": translate("Labels", "Military supremacy."),
        "scientific_supremacy": translate("Labels", "Scientific supremacy."),
        "science_supremacy": translate("Labels", "Scientific supremacy."),  # the Duel engine's key
        "civilian": translate("Labels", "Civilian victory."),
    }
    return names.get(reason, humanize(reason) + ".")


def tie_break_text(tie_break: str) -> str:
    names = {
        "coins": translate("Labels", "most coins"),
        "treasury": translate("Labels", "most coins"),
        "blue_points": translate("Labels", "most points from civilian structures"),
        "civilian": translate("Labels", "most points from civilian structures"),
        "stages": translate("Labels", "most wonder stages"),
        "tricks": translate("Labels", "most tricks"),
    }
    return names.get(tie_break, humanize(tie_break).lower())

"""Readable, translated labels for the plain JSON a position's snapshot holds.

The generic table shows any game by reading ``view.snapshot()``: each seat's entry is a mapping of
field -> ids, numbers, lists or counts. Field names are translated here (a small vocabulary shared
by the family's games; unknown fields are humanised), and ids become display names via ``name_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from wonders_desktop.ui.i18n import humanize, name_of

translate = QCoreApplication.translate


def field_labels() -> dict[str, str]:
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
    }


def field_label(key: str) -> str:
    return field_labels().get(key, humanize(key))


MAX_LISTED = 8  # longer lists read as a count (a deck of 24 cards is "24 cards")

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
    "city": "card",
    "built": "card",
    "cards": "card",
    "hand": "card",
    "progress": "progress_token",
    "tokens": "token",
}


def format_value(key: str, value: Any) -> str:
    """A short readable text for one snapshot field (ids become names in the current language)."""
    kind = ID_KINDS.get(key, key)
    if value is None:
        return "—"
    if isinstance(value, bool):
        return translate("Labels", "yes") if value else translate("Labels", "no")
    if isinstance(value, int | float):
        return str(value)
    if isinstance(value, str):
        return name_of(kind, value)
    if isinstance(value, Mapping):
        return _format_mapping(kind, value)
    if isinstance(value, list | tuple):
        return _format_list(kind, list(value))
    return str(value)


def _format_mapping(kind: str, value: Mapping[str, Any]) -> str:
    if not value:
        return "—"
    parts = []
    for name, inner in value.items():
        if isinstance(inner, int) and not isinstance(inner, bool):
            parts.append(f"{name_of(kind, name)} ×{inner}")
        elif isinstance(inner, list):
            parts.append(f"{name_of(kind, name)}: {_format_list(kind, inner)}")
        else:
            parts.append(f"{name_of(kind, name)}: {format_value(name, inner)}")
    return ", ".join(parts)


def _format_list(kind: str, items: list[Any]) -> str:
    if not items:
        return "—"
    if all(item is None or item in ("?", "hidden") for item in items):
        return translate("Labels", "%n hidden card(s)", None, len(items))
    if len(items) > MAX_LISTED:
        if kind == "card":
            return translate("Labels", "%n card(s)", None, len(items))
        return translate("Labels", "%n item(s)", None, len(items))
    texts = []
    for item in items:
        if isinstance(item, Mapping):
            ident = item.get("id")
            texts.append(name_of(kind, ident) if isinstance(ident, str) else format_value(kind, item))
        elif isinstance(item, str):
            texts.append(name_of(kind, item))
        else:
            texts.append(format_value(kind, item))
    return ", ".join(texts)


def seat_entries(snapshot: Mapping[str, Any], seat: int) -> list[tuple[str, str, str]]:
    """``(field, label, text)`` for one seat's part of a snapshot (its ``players`` list)."""
    players = snapshot.get("players") or snapshot.get("seats") or snapshot.get("cities")
    if not isinstance(players, list) or not 0 <= seat < len(players):
        return []
    entry = players[seat]
    if not isinstance(entry, Mapping):
        return [("", "", format_value("", entry))]
    return [(key, field_label(key), format_value(key, value)) for key, value in entry.items()]


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
        "points": translate("Labels", "victory on points"),
        "military_supremacy": translate("Labels", "military supremacy"),
        "scientific_supremacy": translate("Labels", "scientific supremacy"),
        "civilian": translate("Labels", "civilian victory"),
    }
    return names.get(reason, humanize(reason).lower())


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

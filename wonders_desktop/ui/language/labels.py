"""Readable, translated labels for the plain JSON a position's snapshot holds.

The generic table shows any game by reading ``view.snapshot()``: each seat's entry is a mapping of
field -> ids, numbers, lists or counts. Field names are translated here: a small vocabulary shared
by the family's games, plus what each game's UI package adds (``field_labels``, ``score_row_names``,
``tie_break_names``, ``reason_names`` in its ``words.py``, asked through ``game_ui``); unknown fields
are humanised. Ids become display names via ``name_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from wonders_desktop.ui.language.i18n import RulebookWords, humanize, name_of, words_of
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate


_labels_cache: dict[tuple[str, str], dict[str, str]] = {}


def field_labels(game: str = "", edition: int = 1) -> dict[str, str]:
    """Translated field names in ``game``'s words, built once per language and game (asked every repaint)."""
    words = words_of(game, edition)
    key = (QLocale().name(), words.dataset)
    cached = _labels_cache.get(key)
    if cached is None:
        cached = _labels_cache[key] = _build_field_labels(game, edition)
    return cached


def _build_field_labels(game: str, edition: int) -> dict[str, str]:
    words = words_of(game, edition)
    shared = {
        "wonder": words.translate("Labels", "Wonder"),
        "side": words.translate("Labels", "Side"),
        "stages": words.translate("Labels", "Stages built"),
        "city": words.translate("Labels", "City"),
        "built": words.translate("Labels", "Built"),
        "cards": words.translate("Labels", "Cards"),
        "hand": words.translate("Labels", "Hand"),
        "coins": words.translate("Labels", "Coins"),
        "military": words.translate("Labels", "Military"),
        "military_tokens": words.translate("Labels", "Military tokens"),
        "shields": words.translate("Labels", "Shields"),
        "progress": words.translate("Labels", "Progress tokens"),
        "wonders": words.translate("Labels", "Wonders"),
        "science": words.translate("Labels", "Science"),
        "tokens": words.translate("Labels", "Tokens"),
        "score": words.translate("Labels", "Score"),
        "points": words.translate("Labels", "Points"),
        "resources": words.translate("Labels", "Resources"),
        "age": words.translate("Labels", "Age"),
        "turn": words.translate("Labels", "Turn"),
        "decks": words.translate("Labels", "Decks"),
        "discard": words.translate("Labels", "Discard pile"),
        "conflict": words.translate("Labels", "Conflict"),
        "total": words.translate("Labels", "Total"),
    }
    return {**shared, **game_ui(game).field_labels(words)}


def field_label(key: str, game: str = "", edition: int = 1) -> str:
    return field_labels(game, edition).get(key, humanize(key))


MAX_LISTED = 8  # longer lists on the table read as a count (a deck of 24 cards is "24 cards")
MAX_LISTED_IN_CITY = 40  # a city's own cards are always named

# Snapshot fields whose values are ids of a kind of data (each game adds its own: ``ID_KINDS`` in its
# ``words.py``); any other field's ids are looked up by the field's name.
ID_KINDS = {
    "decks": "card",
    "discard": "card",
    "wonder": "wonder",
    "wonders": "wonder",
    "tucked": "card",
    "city": "card",
    "built": "card",
    "cards": "card",
    "hand": "card",
    "progress": "progress_token",
    "tokens": "token",
}


def format_value(key: str, value: Any, limit: int = MAX_LISTED, *, game: str = "", edition: int = 1) -> str:
    """A short readable text for one snapshot field (ids become names in the words of ``game``)."""
    kind = ID_KINDS.get(key) or game_ui(game).id_kinds().get(key, key)
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
        if name in field_labels(game, edition) and isinstance(inner, int) and not isinstance(inner, bool):
            parts.append(f"{field_label(name, game, edition)}: {inner}")
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
BOOKKEEPING = frozenset({"viewer"})  # per-seat fields of the engine, not of the table (and each game's own)


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
    hidden = BOOKKEEPING | game_ui(game).seat_bookkeeping()
    shown = [(key, value) for key, value in entry.items() if key not in hidden]
    return [
        (
            key,
            field_label(key, game, edition),
            format_value(key, value, MAX_LISTED_IN_CITY, game=game, edition=edition),
        )
        for key, value in shown
    ]


def category_name(
    category: str, game: str = "", edition: int = 1, *, words: RulebookWords | None = None
) -> str:
    """A scoring-pad row, named as ``game``'s rulebook and pad name it (``words``: other words than the
    game's own for the same rows)."""
    words = words or words_of(game, edition)
    names = {
        "military": words.translate("Labels", "Military"),
        "coins": words.translate("Labels", "Coins"),
        "wonder": words.translate("Labels", "Wonder"),
        "wonders": words.translate("Labels", "Wonders"),
        "progress": words.translate("Labels", "Progress tokens"),
        "total": words.translate("Labels", "Total"),
        **game_ui(game).score_row_names(words),
    }
    return names.get(category, humanize(category))


def reason_text(reason: str, game: str = "") -> str:
    """Why the game ended: on points, or a way to win that ``game`` has (a supremacy...)."""
    names = {"points": translate("Labels", "Victory on points."), **game_ui(game).reason_names()}
    return names.get(reason, humanize(reason) + ".")


def tie_break_text(
    tie_break: str, game: str = "", edition: int = 1, *, words: RulebookWords | None = None
) -> str:
    """The rule that separated tied players, in ``game``'s words (or ``words``)."""
    words = words or words_of(game, edition)
    names = {
        "coins": words.translate("Labels", "most coins"),
        "treasury": words.translate("Labels", "most coins"),
        **game_ui(game).tie_break_names(words),
    }
    return names.get(tie_break, humanize(tie_break).lower())

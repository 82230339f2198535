"""Every display name the game data implies, as rows ``(dataset, kind, id, English name)``.

Each game's UI package lists its datasets and rows (``ui/views/<game>/names.py``: ``DATASETS``,
``name_rows()``, ``TOKENS``, ``TERMS``, read through ``game_ui`` for the registry's games): it loads its
own engine's data files. This module holds the row type and the pieces the games share (structure
types, science symbols, simple tables). One row per (dataset, kind, id). A *dataset* is one set of
words: ``classic1`` (7 Wonders 1st edition with Cities 1st edition), ``classic2`` (the same, 2nd
edition), ``duel`` and ``architects``; the Portuguese or Spanish word for the same English name may
differ between datasets, so each row is translated in the ``data`` context with the disambiguation
``"<dataset> <kind>"``.

``tools/build_data_strings.py`` writes these rows into ``data_strings.py`` (``QT_TRANSLATE_NOOP``
entries lupdate reads); a test checks that file still matches. Pure Python: no Qt here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.ui.views.game_ui import game_ui

#: Kinds in the order a kind-less lookup tries them (an id is most often a card).
KINDS: tuple[str, ...] = (
    "card", "wonder", "progress_token", "token", "resource", "science", "colour", "structure",
    "wonder_name", "side", "chain", "term",
)  # fmt: skip
KIND_ALIASES = {"cards": "card", "wonders": "wonder", "progress": "progress_token", "color": "colour"}

STRUCTURES = {
    "brown": "Raw materials",
    "grey": "Manufactured goods",
    "blue": "Civilian structures",
    "yellow": "Commercial structures",
    "red": "Military structures",
    "green": "Scientific structures",
    "purple": "Guilds",
    "black": "City cards",
}
SCIENCE_ANY = "Any science symbol"


@dataclass(frozen=True, slots=True, order=True)
class NameRow:
    dataset: str
    kind: str
    ident: str
    english: str

    @property
    def disambiguation(self) -> str:
        return f"{self.dataset} {self.kind}"


def humanize(ident: str) -> str:
    """``plumb_line`` -> ``Plumb line``: the English name of an id no data file names."""
    text = ident.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def _names_part(kind: str, name: str) -> Any:
    return game_ui(kind).hook("names", name)


@cache
def datasets() -> tuple[str, ...]:
    """Every game's datasets, in the registry's order (asked once: a game's package is read lazily)."""
    return tuple(dataset for kind in GAME_MODULES for dataset in _names_part(kind, "DATASETS") or ())


def tokens() -> dict[str, dict[str, str]]:
    """Dataset -> the tokens its table, log and card texts show (id -> English name)."""
    return {
        dataset: table
        for kind in GAME_MODULES
        for dataset, table in (_names_part(kind, "TOKENS") or {}).items()
    }


def __getattr__(name: str) -> Any:
    """``DATASETS`` and ``TOKENS`` as module constants, read from the games when first asked."""
    if name == "DATASETS":
        return datasets()
    if name == "TOKENS":
        return tokens()
    raise AttributeError(name)


def dataset_of(game: str, edition: int = 1) -> str:
    """The dataset of a game kind: ``<game><edition>`` for a game with editions (``classic`` + 2 ->
    ``classic2``; an edition it does not have reads as its first), else the kind itself.

    Decided by the games' datasets, not by the game's name, so shared code needs no game test.
    """
    if not has_editions(game):
        return game
    numbered = f"{game}{edition}"
    return numbered if numbered in datasets() else f"{game}1"


def has_editions(game: str) -> bool:
    """Whether the words of ``game`` differ per edition (it has datasets ``<game>1``, ``<game>2``...)."""
    return bool(game) and f"{game}1" in datasets()


def name_rows() -> list[NameRow]:
    """Every row of every game's datasets, sorted, one per (dataset, kind, id)."""
    rows: dict[tuple[str, str, str], NameRow] = {}
    for kind in GAME_MODULES:
        rows_of = _names_part(kind, "name_rows")
        for row in rows_of() if callable(rows_of) else ():
            rows.setdefault((row.dataset, row.kind, row.ident), row)
    return sorted(rows.values())


# --- pieces the games share -----------------------------------------------------------------------
def simple_rows(dataset: str, colours: set[str], resources: set[str], science: set[str]) -> Iterator[NameRow]:
    """Colours with their structure types, resources and science symbols named from their ids."""
    for colour in colours:
        yield NameRow(dataset, "colour", colour, humanize(colour))
        yield NameRow(dataset, "structure", colour, STRUCTURES[colour])
    yield from (NameRow(dataset, "resource", r, humanize(r)) for r in resources)
    for symbol in science:
        yield NameRow(dataset, "science", symbol, SCIENCE_ANY if symbol == "any" else humanize(symbol))


def table_rows(dataset: str, kind: str, table: dict[str, str]) -> Iterable[NameRow]:
    return (NameRow(dataset, kind, ident, english) for ident, english in table.items())

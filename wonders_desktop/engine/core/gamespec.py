"""The words a game uses to describe itself to a setup screen, a saved-games list and the command line.

A game's ``SPEC`` (``protocol.GameSpec``) answers with these small values, so the app can offer a game
it has never heard of: which options a setup screen offers and in which order, which seats are played
and by which team. The values offered are read from the game's pydantic options model
(``choices_of``): the model that validates the options stays the one place that knows them.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:  # options models are only read here, never built
    from pydantic import BaseModel

PLAYERS = "players"  # the option every multi-count game calls its number of seats


@dataclass(frozen=True, slots=True)
class SetupOption:
    """One option a setup screen offers: the engine option it sets, the values offered, the recommended one.

    ``choices`` are plain JSON values, the recommended ``default`` first (the choice for a first game).
    ``switch``: two values shown as off/on. ``per_seat``: one value of ``choices`` per seat, as a list in
    the options, or ``default`` when the seats do not choose (for example "random").
    The option named ``PLAYERS`` is the number of seats: its choices are the counts the game accepts.
    """

    name: str
    choices: tuple[Any, ...]
    default: Any
    switch: bool = False
    per_seat: bool = False


def offered(
    name: str, choices: tuple[Any, ...], default: Any, *, switch: bool = False, per_seat: bool = False
) -> SetupOption:
    """A ``SetupOption`` whose recommended value comes first (seat counts and per-seat values keep their
    order)."""
    if not per_seat and name != PLAYERS and default in choices:
        choices = (default, *(choice for choice in choices if choice != default))
    return SetupOption(name, choices, default, switch, per_seat)


@dataclass(frozen=True, slots=True)
class SeatRole:
    """A place at the table: its team (numbered from 1) in a team game, and whether a person plays it.

    ``played=False`` is a city the rules run themselves (the Free City of 2-player 7 Wonders): it is at
    the table, a neighbour with its own board, but no seat of the setup screen plays it.
    """

    team: int | None = None
    played: bool = True


def schema_default(model: type[BaseModel], name: str) -> Any:
    """The default value of a field of an options model (a default factory is called)."""
    return model.model_fields[name].get_default(call_default_factory=True)


def from_schema(model: type[BaseModel], name: str, *, switch: bool = False) -> SetupOption:
    """The option ``name`` of ``model`` as a setup screen offers it: every value it accepts, its default."""
    return offered(name, choices_of(model, name), schema_default(model, name), switch=switch)


def choices_of(model: type[BaseModel], name: str) -> tuple[Any, ...]:
    """The finite set of values a field of ``model`` accepts, read from its annotation and bounds.

    ``Literal`` fields give their values (``None`` first when optional); a list of literals gives the
    empty list and each single value; a bounded integer gives its range; a bool gives both values.
    A field with no finite set of values (free text, ids) is a ``ValueError``: the spec lists those.
    """
    field = model.model_fields[name]
    return _values(field.annotation, field.metadata, name)


def _values(annotation: Any, metadata: list[Any], name: str) -> tuple[Any, ...]:
    origin = typing.get_origin(annotation)
    if origin is Literal:
        return typing.get_args(annotation)
    if origin in (typing.Union, types.UnionType):
        parts = [part for part in typing.get_args(annotation) if part is not type(None)]
        optional = len(parts) < len(typing.get_args(annotation))
        values = tuple(value for part in parts for value in _values(part, [], name))
        return (None, *values) if optional else values
    if origin is list:
        (item,) = typing.get_args(annotation)
        return ([], *([value] for value in _values(item, [], name)))
    if annotation is bool:
        return (False, True)
    if annotation is int:
        low = next((rule.ge for rule in metadata if hasattr(rule, "ge")), None)  # pydantic's Field(ge=)
        high = next((rule.le for rule in metadata if hasattr(rule, "le")), None)
        if isinstance(low, int) and isinstance(high, int):
            return tuple(range(low, high + 1))
    raise ValueError(f"option {name!r} has no finite set of values")

"""Typed errors, so callers (CLI, UI, bots) can tell bad input from broken rules."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalMoveError(EngineError):
    """A move that is not legal for that seat now. The state is left unchanged."""


class InvariantError(EngineError):
    """A conservation law or consistency check broke: a bug in the engine, never the player's fault."""


class DataError(EngineError):
    """A data file failed validation. The message names the file and the field."""


class ScenarioError(EngineError):
    """Bad input to ``check`` or a save: names the offending field and, for ids, the closest known ones."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}")
        self.field = field
        self.message = message


def closest(word: str, known: Iterable[str], limit: int = 3) -> list[str]:
    """The known ids nearest to a misspelt one, for error messages that help."""
    return difflib.get_close_matches(word, list(known), n=limit, cutoff=0.5)


def unknown_id_error(field: str, kind: str, word: object, known: Iterable[str]) -> ScenarioError:
    """The error for an id that is not in the data, listing the closest known ids."""
    known_list = sorted(known)
    near = closest(str(word), known_list)
    hint = f"; closest: {', '.join(near)}" if near else f"; known: {', '.join(known_list[:12])}"
    return ScenarioError(field, f"unknown {kind} id {word!r}{hint}")

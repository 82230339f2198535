"""The protocol every game implements and every bot, view, test and command uses.

It follows OpenSpiel and boardgame.io: a state knows which seats must act now (several at once for
simultaneous picks), the legal moves of each, how to apply one, what each seat may see, and how to
resample what a seat cannot see. Moves are small hashable values with a stable text form, so a game
is its options + seed + the list of moves (see ``record.py``).
"""

from __future__ import annotations

import hashlib
import json
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.gamespec import SeatRole, SetupOption
from wonders_desktop.engine.core.rng import Rng
from wonders_desktop.engine.core.scoring import Outcome

if TYPE_CHECKING:  # only named in annotations: the registry (and so the CLI) starts without pydantic
    from pydantic import BaseModel


class Move(ABC):
    """A decision of one seat. Subclasses are frozen dataclasses, so moves hash and compare by value.

    ``to_str`` must round-trip through the game's ``parse_move`` and never contain display text.
    """

    # No instance dict: moves are interned by the thousand and held by every search tree, and a dict
    # apiece doubled their memory and the garbage collector's work (subclasses declare slots).
    __slots__ = ()

    @abstractmethod
    def to_str(self) -> str: ...

    def __str__(self) -> str:
        return self.to_str()


class GameState(ABC):
    """A position of one game, with everything needed to continue it deterministically.

    ``apply`` mutates in place and returns what happened; use ``clone`` first to explore.
    A *view* is a state whose ``viewer`` is set and whose hidden information is masked: it answers
    ``legal_moves(viewer)`` exactly like the full state, but cannot be advanced past hidden information
    until ``determinize`` fills it in.
    """

    kind: ClassVar[str]
    viewer: int | None = None

    # --- who acts and how -------------------------------------------------------------------------
    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must decide now; empty exactly when the game is over."""

    @abstractmethod
    def legal_moves(self, seat: int) -> list[Move]:
        """Every legal move of ``seat`` now (empty if that seat does not act now)."""

    @abstractmethod
    def apply(self, seat: int, move: Move) -> list[Event]:
        """Apply a legal move (raises ``IllegalMoveError`` otherwise, leaving the state unchanged)."""

    @abstractmethod
    def parse_move(self, text: str) -> Move:
        """The move whose ``to_str`` is ``text`` (raises ``IllegalMoveError`` if it cannot be read)."""

    # --- the end ---------------------------------------------------------------------------------
    def is_terminal(self) -> bool:
        return not self.to_act()

    @abstractmethod
    def outcome(self) -> Outcome:
        """Scores, winners and tie-break of a finished game (or the provisional ones of an unfinished one)."""

    # --- copies, secrets, determinization --------------------------------------------------------
    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def view(self, seat: int) -> Self:
        """A copy holding only what ``seat`` may know (its own hand, public zones, remembered facts)."""

    @abstractmethod
    def determinize(self, seat: int, rng: Rng) -> Self:
        """A full state consistent with what ``seat`` knows, hidden parts resampled (for search bots)."""

    def silence(self) -> Self:
        """Stop building the events of the moves applied to this state and its clones (``apply`` then
        returns few events or none); returns the state. For a search's copies, whose events nobody
        reads: building them was a tenth of a classic playout. The positions reached are the same.
        Engines whose events cost little keep this default, which changes nothing."""
        return self

    def reveals_information(self, seat: int, move: Move) -> bool:
        """Whether applying ``move`` now would show some seat anything it could not see before.

        Called on the full state *before* the move. The GUI only offers to undo moves that revealed
        nothing (boardgame.io's rule). Conservative default: every move may reveal something; games
        override it (e.g. a simultaneous pick that is not the last one of its round reveals nothing).
        """
        return True

    # --- checks and serialization ----------------------------------------------------------------
    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """The whole position as plain JSON data (for checksums, debugging and invariant checks)."""

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise ``InvariantError`` if a conservation law broke (cards, coins, score recomputation)."""

    @property
    @abstractmethod
    def history(self) -> list[tuple[int, str]]:
        """Every applied move as (seat, move text), in order: with options and seed, the whole game."""

    @property
    @abstractmethod
    def seed(self) -> int: ...

    @property
    @abstractmethod
    def options(self) -> Mapping[str, Any]:
        """The options the game was created with, as plain JSON data."""

    def checksum(self) -> str:
        """A digest of the snapshot: a save stores it to detect tampering or a changed engine."""
        text = json.dumps(self.snapshot(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


class GameSpec(Protocol):
    """What a game package exposes to the app, the CLI and the bots (see ``engine/registry.py``).

    Besides its entry points (``new_game``, ``run_scenario``, ``simulate_options``) a game describes
    itself, so the start page, the new-game dialog, the saved-games list and the command line read it
    instead of naming games: its ``name`` (English; the UI translates it), its pydantic
    ``options_model`` (the very model ``new_game`` validates with), the seat counts and the options a
    setup screen offers for given options, its seats' roles, and the rows of its score sheet.
    """

    kind: str
    name: str
    options_model: type[BaseModel]

    def player_counts(self, options: Mapping[str, Any]) -> tuple[int, ...]:
        """The numbers of seats ``new_game`` accepts together with the other ``options`` given."""
        ...

    def setup_options(self, options: Mapping[str, Any]) -> tuple[SetupOption, ...]:
        """The options a setup screen offers now, in its order (choices may depend on ``options``)."""
        ...

    def seat_roles(self, options: Mapping[str, Any]) -> tuple[SeatRole, ...]:
        """Every city at the table for these (valid) options, seat by seat: teams, unplayed cities."""
        ...

    def score_rows(self, options: Mapping[str, Any]) -> tuple[str, ...]:
        """The categories of the score sheet: the keys of every ``ScoreBreakdown``, in their order."""
        ...

    def new_game(self, options: Mapping[str, Any], seed: int) -> GameState:
        """A new game; ``options`` are validated (``ScenarioError`` names the bad field)."""
        ...

    def run_scenario(self, scenario: Mapping[str, Any]) -> dict[str, Any]:
        """Answer the queries of a ``check`` scenario (docs/cli.md): ``{"results": [...]}``."""
        ...

    def simulate_options(self, args: Mapping[str, Any]) -> dict[str, Any]:
        """Turn ``simulate``/``tournament`` command-line options into ``new_game`` options."""
        ...

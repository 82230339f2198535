"""The game log's entries, and the replay of a record that rebuilds them (load, undo)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from wonders_desktop.engine.core.events import Event
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.record import GameRecord


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the game log: an engine event (``move`` = index of the move that caused it) or a notice.

    A notice keeps ``words``, what writes it in the language in use, so that the log re-renders after a
    language change as the events do (``notice`` is its text when it was logged)."""

    move: int
    seat: int | None
    event: Event | None = None
    notice: str = ""
    words: Callable[[], str] | None = None

    def notice_text(self) -> str:
        """The notice in the language in use now."""
        return self.words() if self.words is not None else self.notice


def notice_entry(move: int, words: Callable[[], str]) -> LogEntry:
    """A notice of the log, written now and again at each language change."""
    return LogEntry(move, None, None, words(), words)


def log_entries(events: list[tuple[int, Event]]) -> list[LogEntry]:
    """The log of a replay: each event under the index of the move that caused it."""
    return [LogEntry(index, event.seat, event) for index, event in events]


def replay_with_events(record: GameRecord, upto: int | None = None) -> tuple[GameState, list[LogEntry]]:
    """Replay a record (already validated) and collect its events for the log.

    The checksum was checked when the record was validated; an explicit ``upto`` skips that check here.
    """
    events: list[tuple[int, Event]] = []
    state = record.replay(len(record.moves) if upto is None else upto, events)
    return state, log_entries(events)

"""The statistics store: finished games in one SQLite file of the player's data folder.

Standard library only (``sqlite3``, ``csv``) and Qt-free, so the self-test and the tests use it without
a window. The schema is versioned (``meta.schema_version``) and brought up to date by ``MIGRATIONS``,
each in its own transaction. A finished game is written in ONE transaction: a crash, a full disk or a
bad value mid-way leaves the file as it was (SQLite's rollback journal). A game is counted once, by
its id and by its content (``record_key``): a reloaded finished game or a copy of it adds nothing.
Nothing personal is kept beyond the seat names the players typed. Every failure (a damaged file, a
read-only folder, a file of a newer app) is a ``StatsError``: the caller says so and the game goes on.
"""

from __future__ import annotations

import csv
import json
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

FILE_NAME = "statistics.sqlite3"
LOCK_TIMEOUT_S = 0.5  # another process holding the file never stalls the window for long
IMPORTED_AUTOSAVES = "autosaves_imported"
CSV_COLUMNS = (
    "game_id",
    "finished",
    "game",
    "options",
    "reason",
    "moves",
    "seat",
    "name",
    "human",
    "bot_level",
    "team",
    "score",
    "won",
    "wonders",
)


@dataclass(frozen=True, slots=True)
class SeatFact:
    """One seat's result: who played it (a name, a human or a bot level), its points, its Wonder(s)."""

    seat: int
    name: str
    human: bool
    level: str
    team: int | None
    score: int
    won: bool
    wonders: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GameFact:
    """A finished game as the statistics keep it: no moves, no seed, only the result."""

    game_id: str
    record_key: str
    game: str
    options: Mapping[str, Any]
    finished: datetime
    reason: str
    moves: int
    seats: tuple[SeatFact, ...]

    @property
    def levels_faced(self) -> tuple[str, ...]:
        """The bot levels at the table, each once, in seat order ("" when only people played)."""
        return tuple(dict.fromkeys(seat.level for seat in self.seats if not seat.human))


class StatsError(Exception):
    """The store cannot be read or written; ``kind``: ``damaged``, ``unavailable`` or ``newer``."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail


def _version_1(connection: sqlite3.Connection) -> None:
    """The first schema: the meta table, one row per game, one per seat."""
    _run(
        connection,
        """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE games (
            id TEXT PRIMARY KEY, record_key TEXT NOT NULL UNIQUE, game TEXT NOT NULL,
            options TEXT NOT NULL, finished TEXT NOT NULL, reason TEXT NOT NULL, moves INTEGER NOT NULL
        );
        CREATE TABLE seats (
            game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
            name TEXT NOT NULL, human INTEGER NOT NULL, level TEXT NOT NULL, team INTEGER,
            score INTEGER NOT NULL, won INTEGER NOT NULL, PRIMARY KEY (game_id, seat)
        );
        """,
    )


def _version_2(connection: sqlite3.Connection) -> None:
    """The Wonder(s) of each seat (the "by Wonder" table) and the order of recent games."""
    _run(
        connection,
        """
        CREATE TABLE seat_wonders (
            game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE, seat INTEGER NOT NULL,
            wonder TEXT NOT NULL, PRIMARY KEY (game_id, seat, wonder)
        );
        CREATE INDEX games_by_date ON games (finished);
        """,
    )


def _run(connection: sqlite3.Connection, script: str) -> None:
    """The statements of ``script`` one by one: ``executescript`` would commit the open transaction."""
    for statement in script.split(";"):
        if statement.strip():
            connection.execute(statement)


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_version_1, _version_2)
SCHEMA_VERSION = len(MIGRATIONS)


@dataclass(frozen=True, slots=True)
class PlayedSeat:
    """One person's result in one game, with what the page groups it by."""

    game_id: str
    game: str
    options: dict[str, Any]
    finished: str
    reason: str
    seat: int
    name: str
    team: int | None
    score: int
    won: bool
    players: int
    levels: tuple[str, ...]
    wonders: tuple[str, ...]


@contextmanager
def _transaction(connection: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """All or nothing: BEGIN IMMEDIATE (the write lock first), COMMIT, or ROLLBACK on any error."""
    connection.execute("BEGIN IMMEDIATE")
    try:
        yield connection
    except BaseException:
        connection.execute("ROLLBACK")
        raise
    connection.execute("COMMIT")


class StatsStore:
    """The statistics file at ``path``; each call opens it, migrates it if needed, and closes it."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            connection = sqlite3.connect(self.path, timeout=LOCK_TIMEOUT_S, isolation_level=None)
            with closing(connection):
                connection.execute("PRAGMA foreign_keys = ON")
                migrate(connection)
                yield connection
        except sqlite3.Error as error:
            kind = "unavailable" if isinstance(error, sqlite3.OperationalError) else "damaged"
            raise StatsError(kind, str(error)) from error

    def version(self) -> int:
        with self._connect() as connection:
            return _schema_version(connection)

    def record_finished(self, fact: GameFact) -> bool:
        """Add a finished game in one transaction; False when it was already counted (same id or game)."""
        with self._connect() as connection, _transaction(connection):
            known = connection.execute(
                "SELECT 1 FROM games WHERE id = ? OR record_key = ?", (fact.game_id, fact.record_key)
            ).fetchone()
            if known:
                return False
            connection.execute(
                "INSERT INTO games (id, record_key, game, options, finished, reason, moves) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    fact.game_id,
                    fact.record_key,
                    fact.game,
                    json.dumps(dict(fact.options), sort_keys=True),
                    fact.finished.isoformat(),
                    fact.reason,
                    fact.moves,
                ),
            )
            for seat in fact.seats:
                connection.execute(
                    "INSERT INTO seats (game_id, seat, name, human, level, team, score, won) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        fact.game_id,
                        seat.seat,
                        seat.name,
                        int(seat.human),
                        seat.level,
                        seat.team,
                        seat.score,
                        int(seat.won),
                    ),
                )
                connection.executemany(
                    "INSERT OR IGNORE INTO seat_wonders (game_id, seat, wonder) VALUES (?, ?, ?)",
                    [(fact.game_id, seat.seat, wonder) for wonder in seat.wonders],
                )
            return True

    def game_count(self) -> int:
        with self._connect() as connection:
            return int(connection.execute("SELECT COUNT(*) FROM games").fetchone()[0])

    def human_results(self) -> list[PlayedSeat]:
        """Every human seat's result, newest game first (the page's numbers are made from these)."""
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT g.id, g.game, g.options, g.finished, g.reason, s.seat, s.name, s.human, s.level, "
                "s.team, s.score, s.won FROM games g JOIN seats s ON s.game_id = g.id "
                "ORDER BY g.finished DESC, g.id, s.seat"
            ).fetchall()
            wonders = _wonders(connection)
        by_game: dict[str, list[tuple[Any, ...]]] = {}
        for row in rows:
            by_game.setdefault(row[0], []).append(row)
        results = []
        for game_id, seats in by_game.items():
            levels = tuple(dict.fromkeys(row[8] for row in seats if not row[7]))
            for row in seats:
                if row[7]:
                    results.append(
                        PlayedSeat(
                            game_id,
                            row[1],
                            json.loads(row[2]),
                            row[3],
                            row[4],
                            row[5],
                            row[6],
                            row[9],
                            row[10],
                            bool(row[11]),
                            len(seats),
                            levels,
                            wonders.get((game_id, row[5]), ()),
                        )
                    )
        return results

    def get_flag(self, name: str) -> bool:
        with self._connect() as connection:
            row = connection.execute("SELECT value FROM meta WHERE key = ?", (name,)).fetchone()
            return row is not None and row[0] == "1"

    def set_flag(self, name: str) -> None:
        with self._connect() as connection, _transaction(connection):
            connection.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, '1')", (name,))

    def reset(self) -> None:
        """Forget every game (the page asks first); the import of old autosaves is not done again."""
        with self._connect() as connection, _transaction(connection):
            connection.execute("DELETE FROM seat_wonders")
            connection.execute("DELETE FROM seats")
            connection.execute("DELETE FROM games")

    def set_aside(self) -> Path:
        """Move a damaged file out of the way (kept beside it, never deleted) so a new one can start."""
        number = 1
        while (target := self.path.with_name(f"{self.path.name}.damaged-{number}")).exists():
            number += 1
        try:
            self.path.rename(target)
        except OSError as error:
            raise StatsError("unavailable", error.strerror or str(error)) from error
        return target

    def export_csv(self, target: Path) -> int:
        """Every seat of every game as one CSV row (UTF-8, a header first); returns the rows written."""
        with self._connect() as connection:
            rows = connection.execute(
                "SELECT g.id, g.finished, g.game, g.options, g.reason, g.moves, s.seat, s.name, s.human, "
                "s.level, s.team, s.score, s.won FROM games g JOIN seats s ON s.game_id = g.id "
                "ORDER BY g.finished, g.id, s.seat"
            ).fetchall()
            wonders = _wonders(connection)
        with target.open("w", encoding="utf-8", newline="") as file:
            writer = csv.writer(file)
            writer.writerow(CSV_COLUMNS)
            for row in rows:
                writer.writerow(
                    [
                        *row[:10],
                        "" if row[10] is None else row[10],
                        row[11],
                        row[12],
                        " ".join(wonders.get((row[0], row[6]), ())),
                    ]
                )
        return len(rows)


def _schema_version(connection: sqlite3.Connection) -> int:
    has_meta = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
    ).fetchone()
    if not has_meta:
        return 0
    row = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    return int(row[0]) if row else 0


def _wonders(connection: sqlite3.Connection) -> dict[tuple[str, int], tuple[str, ...]]:
    found: dict[tuple[str, int], list[str]] = {}
    for game_id, seat, wonder in connection.execute(
        "SELECT game_id, seat, wonder FROM seat_wonders ORDER BY rowid"
    ):
        found.setdefault((game_id, seat), []).append(wonder)
    return {key: tuple(value) for key, value in found.items()}


def store_at(folder: Path) -> StatsStore:
    return StatsStore(folder / FILE_NAME)


def migrate(connection: sqlite3.Connection, upto: int = SCHEMA_VERSION) -> None:
    """Apply the missing migrations up to version ``upto``, each with its version number, atomically."""
    version = _schema_version(connection)
    if version > SCHEMA_VERSION:
        raise StatsError("newer", f"schema version {version}; this app knows {SCHEMA_VERSION}")
    for number in range(version + 1, upto + 1):
        with _transaction(connection):
            MIGRATIONS[number - 1](connection)
            connection.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES ('schema_version', ?)", (str(number),)
            )

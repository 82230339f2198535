"""The statistics store: finished games in one SQLite file of the player's data folder.

Standard library only (``sqlite3``, ``csv``) and Qt-free, so the self-test and the tests use it without
a window. The schema is versioned (``meta.schema_version``) and brought up to date by ``MIGRATIONS``,
each in its own transaction. A finished game is written in ONE transaction: a crash, a full disk or a
bad value mid-way leaves the file as it was (SQLite's rollback journal). A game is counted once, by
its id and by its content (``record_key``): a reloaded finished game or a copy of it adds nothing.
Nothing personal is kept beyond the seat names the players typed. Every failure (a damaged file, a
read-only folder, a file of a newer app, a file another process holds locked) is a ``StatsError``: the
caller says so and the game goes on. What is read is checked first (``validate``: the schema version,
the tables, every row's types and the options' JSON), because the file is the player's to edit or break:
a bad file is refused with a reason, never half-read into an exception far away. A file locked by
another copy of the app is waited for (SQLite's busy timeout), then called ``locked``: it is not damaged.
"""

from __future__ import annotations

import csv
import json
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from contextlib import closing, contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, ClassVar

FILE_NAME = "statistics.sqlite3"
# How ``pending`` reads a waiting game back (pydantic reads ``__pydantic_config__`` on a standard library
# dataclass): the JSON is a file on disk, so an unknown key or a value of another type makes it no game of
# ours. A plain dict keeps this module free of pydantic.
STRICT_JSON: dict[str, Any] = {"extra": "forbid", "strict": True}
LOCK_TIMEOUT_S = 0.5  # the window's own writes: another process holding the file never stalls it long
READ_TIMEOUT_S = 5.0  # the page reads on a worker thread: it may wait longer for another copy's write
BUSY_CODES = frozenset({sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED})
UNAVAILABLE_CODES = frozenset(
    {
        sqlite3.SQLITE_CANTOPEN,
        sqlite3.SQLITE_READONLY,
        sqlite3.SQLITE_PERM,
        sqlite3.SQLITE_IOERR,
        sqlite3.SQLITE_FULL,
        sqlite3.SQLITE_AUTH,
    }
)
SCORE_LIMIT = 100_000  # no game scores near this: a score beyond it is a broken row (and sums never overflow)
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

    __pydantic_config__: ClassVar[dict[str, Any]] = STRICT_JSON
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
    """A finished game as the statistics keep it: no moves, no seed, only the result. Also the JSON of a
    game waiting in ``pending`` (its fields, in this order, are that file's format)."""

    __pydantic_config__: ClassVar[dict[str, Any]] = STRICT_JSON
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
    """The store cannot be read or written; ``kind``: ``damaged``, ``unavailable``, ``newer`` or
    ``locked`` (another process holds the file: try again later, never set it aside)."""

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

    def __init__(self, path: Path, timeout: float = LOCK_TIMEOUT_S) -> None:
        self.path = path
        self.timeout = timeout

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            connection = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
            with closing(connection):
                connection.execute("PRAGMA foreign_keys = ON")
                migrate(connection)
                check_tables(connection)
                yield connection
        except sqlite3.Error as error:
            raise StatsError(error_kind(error), str(error)) from error

    @contextmanager
    def reading(self) -> Iterator[sqlite3.Connection]:
        """A checked file (``validate``) in one read transaction: every query sees the same games."""
        with self._connect() as connection:
            connection.execute("BEGIN")
            try:
                validate(connection)
                yield connection
            finally:
                connection.execute("ROLLBACK")

    def version(self) -> int:
        with self._connect() as connection:
            return _schema_version(connection)

    def check(self) -> None:
        """Raise the file's ``StatsError`` if it has one (Reset asks before it sets a file aside)."""
        with self.reading():
            pass

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
        """Every human seat's result, newest game first (what ``tally`` makes the numbers from; the page
        reads ``summary``'s SQL aggregates instead, which give the same numbers without the rows)."""
        with self.reading() as connection:
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
                            parse_options(row[2]),
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
        with self.reading() as connection:
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


def error_kind(error: sqlite3.Error) -> str:
    """``locked`` (another process holds the file), ``unavailable`` (the place: permissions, a full disk,
    no file can be opened there) or ``damaged`` (what the file holds), by SQLite's own error code."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary in BUSY_CODES:
        return "locked"
    if primary in UNAVAILABLE_CODES:
        return "unavailable"
    return "damaged"


def _schema_version(connection: sqlite3.Connection) -> int:
    """The file's schema version: 0 for a new file; a value that is not a plain number is damage."""
    has_meta = connection.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
    ).fetchone()
    if not has_meta:
        return 0
    row = connection.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
    if row is None:
        return 0
    value = row[0]
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return value
    if isinstance(value, str) and re.fullmatch(r"[0-9]{1,9}", value):
        return int(value)
    raise StatsError("damaged", f"the schema version {str(value)[:40]!r} is not a version number")


# The columns each table must have: a file whose tables lack them is damaged, whatever its version says.
COLUMNS = {
    "meta": ("key", "value"),
    "games": ("id", "record_key", "game", "options", "finished", "reason", "moves"),
    "seats": ("game_id", "seat", "name", "human", "level", "team", "score", "won"),
    "seat_wonders": ("game_id", "seat", "wonder"),
}


def check_tables(connection: sqlite3.Connection) -> None:
    """Every table and column the app reads is there (a file may say version 2 and hold anything)."""
    for table, columns in COLUMNS.items():
        found = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
        missing = [column for column in columns if column not in found]
        if missing:
            what = f"the table {table!r}" if not found else f"the column {missing[0]!r} of {table!r}"
            raise StatsError("damaged", f"{what} is missing")


# Per table, each column's rule as SQL that is true for a BAD value, and what a good value is.
RULES: dict[str, tuple[tuple[str, str, str], ...]] = {
    "games": (
        ("id", "typeof(id) != 'text'", "text"),
        ("game", "typeof(game) != 'text'", "text"),
        ("options", "typeof(options) != 'text'", "JSON text"),
        ("finished", "typeof(finished) != 'text'", "a date"),
        ("reason", "typeof(reason) != 'text'", "text"),
        ("moves", "typeof(moves) != 'integer'", "a whole number"),
    ),
    "seats": (
        ("game_id", "typeof(game_id) != 'text'", "text"),
        ("seat", "typeof(seat) != 'integer'", "a whole number"),
        ("name", "typeof(name) != 'text'", "text"),
        ("human", "typeof(human) != 'integer' OR human NOT IN (0, 1)", "0 or 1"),
        ("level", "typeof(level) != 'text'", "text"),
        ("team", "team IS NOT NULL AND typeof(team) != 'integer'", "a whole number or nothing"),
        (
            "score",
            f"typeof(score) != 'integer' OR abs(score) > {SCORE_LIMIT}",
            f"a whole number under {SCORE_LIMIT}",
        ),
        ("won", "typeof(won) != 'integer' OR won NOT IN (0, 1)", "0 or 1"),
    ),
    "seat_wonders": (
        ("game_id", "typeof(game_id) != 'text'", "text"),
        ("seat", "typeof(seat) != 'integer'", "a whole number"),
        ("wonder", "typeof(wonder) != 'text'", "text"),
    ),
}


def validate(connection: sqlite3.Connection) -> None:
    """Every row the page reads has the types it needs and every game's options are a JSON object, or
    ``StatsError("damaged", where and what)``. One scan per table (the rules joined by OR); only a bad
    row is looked at rule by rule, to name what is wrong with it."""
    for table, rules in RULES.items():
        any_bad = " OR ".join(f"({bad})" for _, bad, _ in rules)
        row = connection.execute(f"SELECT rowid FROM {table} WHERE {any_bad} LIMIT 1").fetchone()
        if row is None:
            continue
        for column, bad, expected in rules:
            found = connection.execute(
                f"SELECT {bad}, quote({column}) FROM {table} WHERE rowid = ?", (row[0],)
            ).fetchone()
            if found[0]:
                raise StatsError(
                    "damaged", f"row {row[0]} of {table!r}: {column} is {found[1][:40]}, not {expected}"
                )
    for (options,) in connection.execute("SELECT DISTINCT options FROM games"):
        parse_options(options)


def parse_options(text: str) -> dict[str, Any]:
    """A game's options as stored: a JSON object, or the file is damaged."""
    try:
        value = json.loads(text)
    except ValueError as error:
        raise StatsError("damaged", f"a game's options are not JSON ({error})") from error
    if not isinstance(value, dict):
        raise StatsError("damaged", f"a game's options are not a JSON object: {text[:40]!r}")
    return value


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

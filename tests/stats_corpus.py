"""A corpus of broken statistics files, each with what the store must call it (issue 42).

Every entry starts from one good store (three finished games: you against bots, a Duel with three
Wonders, a hot-seat Architects game) and breaks it one way: a schema version that is not one, a newer
app's version, a table or a column missing, rows of the wrong types, options that are not a JSON object,
bytes that are not a database. ``words`` is a piece of the reason the store must give. A file another
process holds locked is not here: it is not broken (tests/ui/test_statistics_page.py holds one with a
real second process).
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

from wonders_desktop.stats.store import GameFact, SeatFact, StatsStore

START = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)
GOOD_GAMES = (
    GameFact(
        "00000000000a",
        "key-a",
        "classic",
        {"players": 3, "edition": 1},
        START,
        "points",
        60,
        (
            SeatFact(0, "", True, "", None, 52, True, ("rhodos",)),
            SeatFact(1, "", False, "medium", None, 40, False, ("gizah",)),
            SeatFact(2, "", False, "hard", None, 45, False, ("babylon",)),
        ),
    ),
    GameFact(
        "00000000000b",
        "key-b",
        "duel",
        {},
        START + timedelta(hours=1),
        "points",
        50,
        (
            SeatFact(0, "", True, "", None, 35, False, ("the_pyramids", "the_sphinx", "piraeus")),
            SeatFact(1, "", False, "hard", None, 60, True, ("the_colossus",)),
        ),
    ),
    GameFact(
        "00000000000c",
        "key-c",
        "architects",
        {"players": 3},
        START + timedelta(hours=2),
        "points",
        70,
        (
            SeatFact(0, "Ana", True, "", None, 40, True, ("giza",)),
            SeatFact(1, "Bo", True, "", None, 22, False, ("rhodes",)),
            SeatFact(2, "", False, "easy", None, 31, False, ("babylon",)),
        ),
    ),
)


def good_store(path: Path) -> StatsStore:
    store = StatsStore(path)
    for game in GOOD_GAMES:
        assert store.record_finished(game)
    return store


@dataclass(frozen=True)
class Entry:
    """One broken file: ``make(path)`` breaks the good store there; the store raises ``kind`` with
    ``words`` in its reason."""

    name: str
    kind: str
    words: str
    make: Callable[[Path], None]


ENTRIES: list[Entry] = []


def sql(name: str, kind: str, words: str, *statements: str) -> None:
    """An entry made by running ``statements`` on the good store (foreign keys off, as any tool)."""

    def make(path: Path) -> None:
        good_store(path)
        with closing(sqlite3.connect(path, isolation_level=None)) as connection:
            for statement in statements:
                connection.execute(statement)

    ENTRIES.append(Entry(name, kind, words, make))


def raw(name: str, kind: str, words: str, change: Callable[[bytes], bytes]) -> None:
    """An entry made by changing the good store's bytes."""

    def make(path: Path) -> None:
        good_store(path)
        path.write_bytes(change(path.read_bytes()))

    ENTRIES.append(Entry(name, kind, words, make))


def version(value: str) -> str:
    return f"UPDATE meta SET value = {value} WHERE key = 'schema_version'"


def seats(column: str, value: str) -> str:
    return f"UPDATE seats SET {column} = {value} WHERE game_id = '00000000000b' AND seat = 0"


def games(column: str, value: str) -> str:
    return f"UPDATE games SET {column} = {value} WHERE id = '00000000000b'"


# The schema version: ValueError and IndexError in the app before issue 42.
sql("version_2.5x", "damaged", "schema version", version("'2.5x'"))
sql("version_negative", "damaged", "schema version", version("'-3'"))
sql("version_empty", "damaged", "schema version", version("''"))
sql("version_arabic_digit", "damaged", "schema version", version("'٢'"))  # int() reads it as 2
sql("version_spaces", "damaged", "schema version", version("' 2 '"))
sql("version_real", "damaged", "schema version", version("2.0"))
sql("version_blob", "damaged", "schema version", version("X'02'"))
sql("version_huge", "damaged", "schema version", version(f"'{'9' * 40}'"))
sql("version_of_a_newer_app", "newer", "schema version 99", version("'99'"))
# Tables and columns.
sql("no_seats_table", "damaged", "'seats' is missing", "DROP TABLE seats")
sql("no_games_table", "damaged", "'games' is missing", "DROP TABLE seats", "DROP TABLE games")
sql("no_meta_but_tables", "damaged", "already exists", "DROP TABLE meta")
sql(
    "no_score_column",
    "damaged",
    "'score' of 'seats'",
    "ALTER TABLE seats DROP COLUMN score",
)
sql("version_1_with_version_2_tables", "damaged", "already exists", version("'1'"))
# Rows: the TypeError of a text score and its kin (a number in a text column is stored as text: no harm).
sql("score_text", "damaged", "score is 'forty'", seats("score", "'forty'"))
sql("score_real", "damaged", "score is 35.5", seats("score", "35.5"))
sql("score_huge", "damaged", "score is 1000000000000000", seats("score", "1000000000000000"))
sql("score_blob", "damaged", "score is X'23'", seats("score", "X'23'"))
sql("won_two", "damaged", "won is 2", seats("won", "2"))
sql("won_text", "damaged", "won is 'yes'", seats("won", "'yes'"))
sql("human_text", "damaged", "human is 'true'", seats("human", "'true'"))
sql("human_minus_one", "damaged", "human is -1", seats("human", "-1"))
sql("name_blob", "damaged", "name is X'416E61'", seats("name", "X'416e61'"))
sql("level_blob", "damaged", "level is X'00'", seats("level", "X'00'"))
sql("team_text", "damaged", "team is 'red'", seats("team", "'red'"))
sql("seat_text", "damaged", "seat is 'first'", seats("seat", "'first'"))
sql(
    "wonder_blob",
    "damaged",
    "wonder is X'00'",
    "UPDATE seat_wonders SET wonder = X'00' WHERE game_id = '00000000000b' AND seat = 0 "
    "AND wonder = 'piraeus'",
)
sql("game_blob", "damaged", "game is X'64'", games("game", "X'64'"))
sql("finished_blob", "damaged", "finished is X'32'", games("finished", "X'32'"))
sql("moves_text", "damaged", "moves is 'many'", games("moves", "'many'"))
sql("reason_blob", "damaged", "reason is X'00'", games("reason", "X'00'"))
# Options: the JSONDecodeError, and JSON that is not an object.
sql("options_not_json", "damaged", "not JSON", games("options", "'{\"players\": 3'"))
sql("options_empty", "damaged", "not JSON", games("options", "''"))
sql("options_array", "damaged", "not a JSON object", games("options", "'[1, 2]'"))
sql("options_string", "damaged", "not a JSON object", games("options", "'\"duel\"'"))
sql("options_null", "damaged", "not a JSON object", games("options", "'null'"))
sql("options_nan", "damaged", "not a JSON object", games("options", "'NaN'"))
sql("options_blob", "damaged", "options is X'7B7D'", games("options", "X'7b7d'"))
# Bytes.
raw("not_a_database", "damaged", "not a database", lambda data: b"garbage " * 600)
raw("header_zeroed", "damaged", "not a database", lambda data: b"\0" * 100 + data[100:])
raw("truncated", "damaged", "malformed", lambda data: data[: len(data) // 2])

BY_NAME = {entry.name: entry for entry in ENTRIES}
NAMES = sorted(BY_NAME)

# A second process that holds the file with an exclusive transaction until its stdin is closed.
LOCKER = (
    "import sqlite3, sys\n"
    "connection = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
    "connection.execute('BEGIN EXCLUSIVE')\n"
    "print('locked', flush=True)\n"
    "sys.stdin.read()\n"
    "connection.execute('ROLLBACK')\n"
)


def locker_command(path: Path) -> list[str]:
    return [sys.executable, "-c", LOCKER, str(path)]

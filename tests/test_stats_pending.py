"""Games waiting for a locked statistics file (wonders_desktop/stats/pending.py): the waiting file's JSON
is the store's own ``GameFact``, so a file written by an earlier version must still load, and a file
that is not one of ours (hostile, cut short, edited) is set aside whole and never half-read."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from tests import stats_corpus
from wonders_desktop.stats import pending
from wonders_desktop.stats.store import GameFact, SeatFact, StatsStore

# Written by the version whose pending.py had its own pydantic models of a game and a seat (before the
# store's GameFact became the format), byte for byte: a 4-player teams game with accented names and a
# local time, the cases a narrower format would lose.
OLD_FILE = (
    '{"game_id":"0123456789ab","record_key":"key-teams","game":"classic",'
    '"options":{"players":4,"teams":true,"expansions":["cities"]},'
    '"finished":"2026-11-02T21:30:00-03:00","reason":"points","moves":84,"seats":['
    '{"seat":0,"name":"Zoë","human":true,"level":"","team":0,"score":61,"won":true,"wonders":["rhodos"]},'
    '{"seat":1,"name":"","human":false,"level":"hard","team":1,"score":58,"won":false,"wonders":["gizah"]},'
    '{"seat":2,"name":"Léo","human":true,"level":"","team":0,"score":49,"won":true,"wonders":["ephesos"]},'
    '{"seat":3,"name":"","human":false,"level":"medium","team":1,"score":44,"won":false,'
    '"wonders":["olympia"]}]}'
)
OLD_NAME = "d407ad901895723f32d3.json"  # the first 20 hex digits of the game id's SHA-256
OLD_FACT = GameFact(
    "0123456789ab",
    "key-teams",
    "classic",
    {"players": 4, "teams": True, "expansions": ["cities"]},
    datetime(2026, 11, 2, 21, 30, tzinfo=timezone(timedelta(hours=-3))),
    "points",
    84,
    (
        SeatFact(0, "Zoë", True, "", 0, 61, True, ("rhodos",)),
        SeatFact(1, "", False, "hard", 1, 58, False, ("gizah",)),
        SeatFact(2, "Léo", True, "", 0, 49, True, ("ephesos",)),
        SeatFact(3, "", False, "medium", 1, 44, False, ("olympia",)),
    ),
)


def _csv(store: StatsStore, target: Path) -> str:
    store.export_csv(target)
    return target.read_text(encoding="utf-8")


def test_a_waiting_game_written_by_the_earlier_version_is_recorded_as_it_was(tmp_path: Path) -> None:
    store = stats_corpus.good_store(tmp_path / "statistics.sqlite3")
    folder = pending.folder_of(store)
    folder.mkdir()
    (folder / OLD_NAME).write_text(OLD_FILE, encoding="utf-8")
    assert pending.flush(store) == 1 and pending.waiting(store) == []
    direct = stats_corpus.good_store(tmp_path / "direct.sqlite3")
    assert direct.record_finished(OLD_FACT)
    assert _csv(store, tmp_path / "a.csv") == _csv(direct, tmp_path / "b.csv")  # every seat, team, Wonder


def test_a_waiting_game_is_still_written_in_the_earlier_versions_format(tmp_path: Path) -> None:
    """An older copy of the app reading the folder later (a player going back a version) still reads it."""
    store = StatsStore(tmp_path / "statistics.sqlite3")
    written = pending.keep(store, OLD_FACT)
    assert written.name == OLD_NAME
    assert written.read_text(encoding="utf-8") == OLD_FILE


HOSTILE = {
    "not JSON": b"\x00\xff not json",
    "cut short": OLD_FILE[:120].encode(),
    "empty": b"",
    "a list": b"[1, 2, 3]",
    "a field missing": OLD_FILE.replace('"reason":"points",', "").encode(),
    "an unknown field": OLD_FILE.replace('"moves":84', '"moves":84,"run":"rm -rf /"').encode(),
    "an unknown seat field": OLD_FILE.replace('"seat":3,', '"seat":3,"admin":true,').encode(),
    "a score as text": OLD_FILE.replace('"score":61', '"score":"61"').encode(),
    "a flag as a number": OLD_FILE.replace('"human":true', '"human":1').encode(),
    "the move count as text": OLD_FILE.replace('"moves":84', '"moves":"84"').encode(),
    "a date as a number": OLD_FILE.replace('"2026-11-02T21:30:00-03:00"', "1793666000").encode(),
    "options not an object": OLD_FILE.replace('"options":{', '"options":[{').encode(),
    "nested past the parser's depth": OLD_FILE.replace('["cities"]', "[" * 3000 + "]" * 3000).encode(),
    "too big": OLD_FILE.replace('"Zoë"', '"' + "x" * pending.MAX_BYTES + '"').encode(),
}


@pytest.mark.parametrize("body", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_waiting_file_that_is_not_one_of_ours_is_set_aside_whole_and_the_others_still_count(
    tmp_path: Path, body: bytes
) -> None:
    store = stats_corpus.good_store(tmp_path / "statistics.sqlite3")
    folder = pending.folder_of(store)
    folder.mkdir()
    (folder / "aaaa.json").write_bytes(body)  # read first: a bad file never stops the good one after it
    (folder / OLD_NAME).write_text(OLD_FILE, encoding="utf-8")
    assert pending.flush(store) == 1
    assert pending.waiting(store) == [] and store.game_count() == 4
    assert (folder / "aaaa.damaged").read_bytes() == body  # kept as it was, for whoever wants to look

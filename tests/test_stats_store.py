"""The statistics store (wonders_desktop/stats): schema and migrations, one transaction per game, a game
counted once, the page's numbers for constructed games of each kind, CSV export, damaged files."""

from __future__ import annotations

import csv
import json
import random
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import closing
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests import stats_corpus
from wonders_desktop.stats import pending, tally
from wonders_desktop.stats.store import (
    SCHEMA_VERSION,
    GameFact,
    SeatFact,
    StatsError,
    StatsStore,
    migrate,
    store_at,
)
from wonders_desktop.stats.summary import read_summary, sorted_groups

ROOT = Path(__file__).resolve().parents[1]
START = datetime(2026, 11, 1, 20, 0, tzinfo=UTC)


def you(score: int, won: bool, wonders: tuple[str, ...] = (), team: int | None = None) -> SeatFact:
    return SeatFact(0, "", True, "", team, score, won, wonders)


def bot(seat: int, level: str, score: int, won: bool, team: int | None = None) -> SeatFact:
    return SeatFact(seat, "", False, level, team, score, won, ())


def fact(number: int, game: str, options: dict[str, object], *seats: SeatFact) -> GameFact:
    return GameFact(
        f"{number:012x}", f"key{number}", game, options, START + timedelta(hours=number), "points", 50, seats
    )


GAMES = (
    # Classic in teams: you (team 1, Rhodos) and a hard bot win together against two medium bots.
    fact(
        1,
        "classic",
        {"players": 4, "edition": 1, "variant": "teams"},
        you(48, True, ("rhodos",), team=1),
        bot(1, "hard", 41, True, team=1),
        bot(2, "medium", 50, False, team=2),
        bot(3, "medium", 30, False, team=2),
    ),
    # Duel: you lose to a hard bot with three Wonders built.
    fact(
        2,
        "duel",
        {"wonders": "draft"},
        you(35, False, ("the_pyramids", "the_sphinx", "piraeus")),
        bot(1, "hard", 60, True),
    ),
    # Architects, hot-seat: Ana wins, Bo loses, an easy bot at the table.
    fact(
        3,
        "architects",
        {"players": 3},
        SeatFact(0, "Ana", True, "", None, 40, True, ("giza",)),
        SeatFact(1, "Bo", True, "", None, 22, False, ("rhodes",)),
        bot(2, "easy", 31, False),
    ),
    # Classic without bots? No: a tie shared with a medium bot counts as a win for each.
    fact(
        4,
        "classic",
        {"players": 3, "edition": 1},
        you(52, True, ("rhodos",)),
        bot(1, "medium", 52, True),
        bot(2, "medium", 40, False),
    ),
)


@pytest.fixture
def store(tmp_path: Path) -> StatsStore:
    found = store_at(tmp_path)
    for game in GAMES:
        assert found.record_finished(game)
    return found


def test_the_store_is_qt_free_and_the_engine_never_imports_it() -> None:
    code = "import sys, wonders_desktop.stats.tally; print('PySide6' in sys.modules)"  # tally imports store
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "False"
    engine = ROOT / "wonders_desktop" / "engine"
    assert not [p for p in engine.rglob("*.py") if "wonders_desktop.stats" in p.read_text(encoding="utf-8")]


def test_a_new_store_has_the_current_schema(tmp_path: Path) -> None:
    assert store_at(tmp_path).version() == SCHEMA_VERSION == 2


def test_a_version_1_store_is_migrated_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with closing(sqlite3.connect(path, isolation_level=None)) as connection:
        migrate(connection, upto=1)
        connection.execute(
            "INSERT INTO games VALUES ('0123456789ab', 'k', 'duel', '{}', '2026-01-01', 'points', 9)"
        )
        connection.execute("INSERT INTO seats VALUES ('0123456789ab', 0, '', 1, '', NULL, 33, 1)")
        connection.execute("INSERT INTO seats VALUES ('0123456789ab', 1, '', 0, 'hard', NULL, 20, 0)")
        assert connection.execute("SELECT value FROM meta").fetchone()[0] == "1"
    store = StatsStore(path)
    assert store.version() == 2
    [kept] = store.human_results()
    assert (kept.game, kept.score, kept.won, kept.levels, kept.wonders) == ("duel", 33, True, ("hard",), ())
    assert store.record_finished(GAMES[1])  # the new table works on the migrated file


def test_a_store_of_a_newer_app_is_refused_and_left_alone(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    store.record_finished(GAMES[0])
    with closing(sqlite3.connect(store.path, isolation_level=None)) as connection:
        connection.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    before = store.path.read_bytes()
    with pytest.raises(StatsError) as raised:
        store.human_results()
    assert raised.value.kind == "newer"
    assert store.path.read_bytes() == before


def test_a_failure_mid_record_leaves_the_store_unchanged(store: StatsStore) -> None:
    before = store.export_csv(store.path.with_suffix(".before.csv"))
    broken = SeatFact(1, None, False, "hard", None, 10, False, ())  # type: ignore[arg-type]  # NOT NULL
    game = fact(9, "duel", {}, you(40, True, ("the_colossus",)), broken)
    with pytest.raises(StatsError):
        store.record_finished(game)
    assert store.game_count() == len(GAMES)  # the game row written before the bad seat was rolled back
    assert store.export_csv(store.path.with_suffix(".after.csv")) == before
    assert (
        store.path.with_suffix(".before.csv").read_text() == store.path.with_suffix(".after.csv").read_text()
    )
    assert store.record_finished(fact(9, "duel", {}, you(40, True), bot(1, "hard", 10, False)))


def test_a_game_is_counted_once_by_id_and_by_content(store: StatsStore) -> None:
    again = GAMES[1]
    assert not store.record_finished(again)
    same_game_new_id = GameFact("fedcba987654", again.record_key, *_rest(again))
    assert not store.record_finished(same_game_new_id)
    same_id_other_game = GameFact(again.game_id, "another", *_rest(again))
    assert not store.record_finished(same_id_other_game)
    assert store.game_count() == len(GAMES)


def _rest(game: GameFact) -> tuple[object, ...]:
    return (game.game, game.options, game.finished, game.reason, game.moves, game.seats)


def test_the_page_numbers_of_games_of_each_kind(store: StatsStore) -> None:
    results = store.human_results()
    assert [(r.game, r.name or "you") for r in results] == [
        ("classic", "you"),
        ("architects", "Ana"),
        ("architects", "Bo"),
        ("duel", "you"),
        ("classic", "you"),
    ]
    everyone = tally.tally(results)
    assert (everyone.played, everyone.won, everyone.points, everyone.best) == (5, 3, 197, 52)
    assert tally.players(results) == ["", "Ana", "Bo"]
    mine = tally.of_player(results, "")
    assert (tally.tally(mine).played, tally.tally(mine).won, tally.tally(mine).average) == (3, 2, 45.0)
    levels = dict(tally.grouped(mine, tally.levels_faced))
    assert (levels["hard"].played, levels["hard"].won, levels["hard"].best) == (2, 1, 48)
    assert (levels["medium"].played, levels["medium"].won, levels["medium"].win_rate) == (2, 2, 1.0)
    by_game = dict(tally.grouped(results, lambda r: [r.game]))
    assert (by_game["architects"].played, by_game["architects"].won, by_game["architects"].average) == (
        2,
        1,
        31.0,
    )
    wonders = dict(tally.grouped(results, tally.wonders_played))
    assert wonders[("classic", "rhodos")] == tally.Tally(2, 2, 100, 52)
    assert wonders[("duel", "the_sphinx")] == tally.Tally(1, 0, 35, 35)
    assert ("architects", "giza") in wonders and ("architects", "rhodes") in wonders
    teams = [r for r in results if r.game == "classic" and r.team == 1]
    assert teams and teams[0].won and teams[0].levels == ("hard", "medium")
    form = tally.recent(results, 3)
    assert [r.game for r in form] == ["architects", "architects", "classic"]  # oldest first


def test_csv_export_holds_every_seat(store: StatsStore, tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    assert store.export_csv(target) == 12
    rows = list(csv.DictReader(target.open(encoding="utf-8", newline="")))
    assert len(rows) == 12
    first = rows[0]
    assert (first["game"], first["seat"], first["human"], first["team"], first["won"]) == (
        "classic",
        "0",
        "1",
        "1",
        "1",
    )
    assert first["wonders"] == "rhodos"
    duel_you = next(r for r in rows if r["game"] == "duel" and r["human"] == "1")
    assert duel_you["wonders"] == "the_pyramids the_sphinx piraeus" and duel_you["bot_level"] == ""
    assert {r["name"] for r in rows} == {"", "Ana", "Bo"}


def test_reset_forgets_every_game(store: StatsStore) -> None:
    store.reset()
    assert store.game_count() == 0 and store.human_results() == []


def test_a_damaged_file_is_reported_and_set_aside_never_deleted(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    store.path.write_bytes(b"this is not a database, just some bytes " * 50)
    with pytest.raises(StatsError) as raised:
        store.record_finished(GAMES[0])
    assert raised.value.kind == "damaged"
    aside = store.set_aside()
    assert aside.read_bytes().startswith(b"this is not a database")
    assert store.record_finished(GAMES[0])


def test_a_place_that_cannot_hold_the_file_is_unavailable(tmp_path: Path) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    with pytest.raises(StatsError) as raised:
        store_at(not_a_folder).record_finished(GAMES[0])
    assert raised.value.kind == "unavailable"


@pytest.mark.skipif(sys.platform == "win32" or __import__("os").geteuid() == 0, reason="root writes anywhere")
def test_a_read_only_folder_is_unavailable(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        with pytest.raises(StatsError):
            store_at(folder).record_finished(GAMES[0])
    finally:
        folder.chmod(0o755)


# --- issue 42: a broken file is refused with a reason, a locked one is not called damaged -----------------


@pytest.mark.parametrize("name", stats_corpus.NAMES)
def test_a_broken_file_is_refused_with_its_reason_and_left_as_it_is(name: str, tmp_path: Path) -> None:
    entry = stats_corpus.BY_NAME[name]
    path = tmp_path / "statistics.sqlite3"
    entry.make(path)
    before = path.read_bytes()
    store = StatsStore(path)
    for read in (store.human_results, lambda: read_summary(store), store.check):
        with pytest.raises(StatsError) as raised:
            read()
        assert (raised.value.kind, entry.words in raised.value.detail) == (entry.kind, True), raised.value
    assert path.read_bytes() == before
    store.set_aside()
    assert store.record_finished(GAMES[0]) and store.game_count() == 1


def test_the_corpus_covers_the_issue_and_more() -> None:
    assert len(stats_corpus.NAMES) >= 40
    assert {"version_2.5x", "version_negative", "options_not_json", "score_text"} <= set(stats_corpus.NAMES)


@pytest.fixture
def locked(tmp_path: Path) -> Iterator[StatsStore]:
    """A good store held by another process's exclusive transaction for the test's length."""
    store = stats_corpus.good_store(tmp_path / "statistics.sqlite3")
    holder = subprocess.Popen(
        stats_corpus.locker_command(store.path), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    yield store
    assert holder.stdin is not None
    holder.stdin.close()
    holder.wait(timeout=60)


def test_a_file_another_process_holds_is_locked_not_damaged(locked: StatsStore) -> None:
    before = locked.path.read_bytes()
    for act in (locked.human_results, locked.check, lambda: locked.record_finished(GAMES[0])):
        with pytest.raises(StatsError) as raised:
            act()
        assert raised.value.kind == "locked", raised.value
    assert locked.path.read_bytes() == before


def test_a_game_that_ends_while_the_file_is_locked_waits_and_is_recorded_later(tmp_path: Path) -> None:
    store = stats_corpus.good_store(tmp_path / "statistics.sqlite3")
    holder = subprocess.Popen(
        stats_corpus.locker_command(store.path), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
    with pytest.raises(StatsError):
        store.record_finished(GAMES[1])
    waiting = pending.keep(store, GAMES[1])
    with pytest.raises(StatsError):
        pending.flush(store)
    assert pending.waiting(store) == [waiting]  # still waiting while the file is held
    assert holder.stdin is not None
    holder.stdin.close()
    holder.wait(timeout=60)
    assert pending.flush(store) == 1 and pending.waiting(store) == []
    assert store.game_count() == 4
    pending.keep(store, GAMES[1])  # recorded twice (a flush cut short): still counted once
    assert pending.flush(store) == 0 and store.game_count() == 4


def test_a_waiting_file_that_is_not_a_game_is_kept_aside_and_never_read_again(tmp_path: Path) -> None:
    store = stats_corpus.good_store(tmp_path / "statistics.sqlite3")
    folder = pending.folder_of(store)
    folder.mkdir()
    (folder / "x.json").write_text('{"game_id": 5}')
    assert pending.flush(store) == 0
    assert pending.waiting(store) == [] and (folder / "x.damaged").exists()
    assert store.game_count() == 3


# --- issue 42: the page's SQL aggregates are the numbers tally.py defines ------------------------------


def random_corpus(store: StatsStore, games: int, seed: int) -> None:
    """Games of every shape: hot-seat names, bots of each level (one without a level), people only,
    teams, several Wonders a seat, both editions, equal results; one finish time per game."""
    rng = random.Random(seed)
    kinds = (
        ("classic", {"players": 3, "edition": 1}, ("rhodos", "gizah", "babylon")),
        ("classic", {"players": 4, "edition": 2, "variant": "teams"}, ("rhodos", "gizah")),
        ("classic", {"players": 5, "edition": 2, "expansions": ["cities"]}, ("rhodos", "ephesos")),
        ("duel", {}, ("the_pyramids", "the_sphinx", "piraeus")),
        ("duel", {"wonders": "draft"}, ("the_pyramids", "the_colossus")),
        ("architects", {"players": 2}, ("giza", "rhodes")),
    )
    for number in range(games):
        game, options, wonders = rng.choice(kinds)
        seats = []
        for seat in range(options.get("players", 2)):
            human = seat == 0 or rng.random() < 0.25
            name = rng.choice(("", "Ana", "Bo")) if human else ""
            level = "" if human else rng.choice(("random", "easy", "medium", "hard", ""))
            chosen = tuple(rng.sample(wonders, rng.randint(0, min(3, len(wonders)))))
            score = rng.choice((30, 40, 45, 52, 60))
            team = 1 + seat % 2 if "variant" in options else None
            seats.append(SeatFact(seat, name, human, level, team, score, rng.random() < 0.4, chosen))
        finished = START + timedelta(minutes=number * 7 + rng.randint(0, 3))
        stamp = GameFact(f"{number:012x}", f"k{number}", game, options, finished, "points", 9, tuple(seats))
        assert store.record_finished(stamp)


def test_the_sql_numbers_equal_the_python_tallies_on_a_fixed_corpus(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    random_corpus(store, 600, seed=42)
    results = store.human_results()
    summary = read_summary(store)
    assert summary.players == tally.players(results)
    for name in (None, *summary.players):
        mine = tally.of_player(results, name)
        numbers = summary.of(name)
        assert numbers.total == tally.tally(mine)
        assert sorted_groups(numbers.levels) == tally.grouped(mine, tally.levels_faced)
        assert sorted_groups(numbers.wonders) == tally.grouped(mine, tally.wonders_played)
        modes = {
            (m.game, json.dumps(m.options, sort_keys=True), m.players): m.tally
            for m in numbers.modes.values()
        }
        old_modes = tally.grouped(
            mine, lambda r: [(r.game, json.dumps(r.options, sort_keys=True), r.players)]
        )
        assert sorted_groups(modes) == old_modes
        editions = {wonder: tally.edition_of(r) for r in reversed(mine) for wonder in tally.wonders_played(r)}
        assert numbers.editions == editions
        recent = [
            (r.finished, r.game, r.options, r.players, r.score, r.won) for r in mine[: tally.SCORE_HISTORY]
        ]
        assert [(g.finished, g.game, g.options, g.players, g.score, g.won) for g in numbers.recent] == recent
    assert summary.everyone.total.played > 600 and len(summary.players) == 3

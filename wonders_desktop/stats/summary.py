"""The Statistics page's numbers as SQL aggregates: a few ``GROUP BY`` queries instead of every row.

The page used to read every human seat into Python and tally it there (``tally.py``, which still
defines the numbers and against which these are tested): 200,000 games took 39 s. Here SQLite does the
counting, once per seat name; "everyone" is the names' groups merged, and the page only turns a few
hundred groups into words. Qt-free: the page runs ``read_summary`` on a worker thread.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any

from wonders_desktop.stats.store import StatsStore, parse_options
from wonders_desktop.stats.tally import SCORE_HISTORY, Tally

COUNTS = "COUNT(*), SUM(s.won), SUM(s.score), MAX(s.score)"
HUMANS = "seats s JOIN games g ON g.id = s.game_id"
PLAYERS = "JOIN (SELECT game_id, COUNT(*) AS players FROM seats GROUP BY game_id) n ON n.game_id = s.game_id"
ORDER = "g.finished DESC, g.id, s.seat"  # newest first, as ``StatsStore.human_results``

BY_NAME = f"SELECT s.name, {COUNTS} FROM {HUMANS} WHERE s.human = 1 GROUP BY s.name"
BY_MODE = (
    f"SELECT s.name, g.game, g.options, n.players, {COUNTS} FROM {HUMANS} {PLAYERS} "
    "WHERE s.human = 1 GROUP BY s.name, g.game, g.options, n.players"
)
BY_LEVEL = (
    f"SELECT s.name, b.level, {COUNTS} FROM {HUMANS} "
    "JOIN (SELECT DISTINCT game_id, level FROM seats WHERE human = 0) b ON b.game_id = s.game_id "
    "WHERE s.human = 1 GROUP BY s.name, b.level "
    f"UNION ALL SELECT s.name, '', {COUNTS} FROM {HUMANS} WHERE s.human = 1 AND NOT EXISTS "
    "(SELECT 1 FROM seats o WHERE o.game_id = s.game_id AND o.human = 0) GROUP BY s.name"
)
BY_WONDER = (
    f"SELECT s.name, g.game, w.wonder, {COUNTS} FROM {HUMANS} "
    "JOIN seat_wonders w ON w.game_id = s.game_id AND w.seat = s.seat "
    "WHERE s.human = 1 GROUP BY s.name, g.game, w.wonder"
)
# The options of the newest game each Wonder was played in (its edition names it), per name and for all.
NEWEST_WONDER = (
    "SELECT name, game, wonder, options FROM (SELECT s.name, g.game, w.wonder, g.options, "
    f"ROW_NUMBER() OVER (PARTITION BY {{partition}} ORDER BY {ORDER}) AS nth FROM {HUMANS} "
    "JOIN seat_wonders w ON w.game_id = s.game_id AND w.seat = s.seat WHERE s.human = 1) WHERE nth = 1"
)
RECENT = (
    "SELECT name, finished, game, options, players, score, won FROM (SELECT s.name, g.finished, g.game, "
    f"g.options, n.players, s.score, s.won, ROW_NUMBER() OVER ({{partition}}ORDER BY {ORDER}) AS nth "
    f"FROM {HUMANS} {PLAYERS} WHERE s.human = 1) WHERE nth <= {SCORE_HISTORY} ORDER BY name, nth"
)


@dataclass(frozen=True, slots=True)
class ModeGroup:
    """A game and its options with its number of players (the page words it as "game and mode")."""

    game: str
    options: dict[str, Any]
    players: int
    tally: Tally


@dataclass(frozen=True, slots=True)
class RecentGame:
    """One of the last results: what the charts and their tooltips show."""

    finished: str
    game: str
    options: dict[str, Any]
    players: int
    score: int
    won: bool


@dataclass(slots=True)
class Numbers:
    """One seat name's numbers (or everyone's): groups are ``key -> Tally``, unordered."""

    total: Tally = field(default_factory=Tally)
    modes: dict[tuple[str, str, int], ModeGroup] = field(default_factory=dict)
    levels: dict[str, Tally] = field(default_factory=dict)
    wonders: dict[tuple[str, str], Tally] = field(default_factory=dict)
    editions: dict[tuple[str, str], int] = field(default_factory=dict)
    recent: list[RecentGame] = field(default_factory=list)  # newest first, at most SCORE_HISTORY


@dataclass(slots=True)
class Summary:
    """Everything the page shows: the seat names (most games first) and each one's numbers."""

    players: list[str] = field(default_factory=list)
    by_name: dict[str, Numbers] = field(default_factory=dict)
    everyone: Numbers = field(default_factory=Numbers)

    def of(self, name: str | None) -> Numbers:
        """One name's numbers, everyone's for ``None`` (no numbers for a name never played)."""
        return self.everyone if name is None else self.by_name.get(name, Numbers())


def sorted_groups(groups: dict[Any, Tally]) -> list[tuple[Hashable, Tally]]:
    """Most played first, then by key: the order of ``tally.grouped``."""
    return sorted(groups.items(), key=lambda item: (-item[1].played, str(item[0])))


def read_summary(store: StatsStore) -> Summary:
    """The page's numbers from the checked file, in one read transaction (``StatsStore.reading``)."""
    with store.reading() as connection:
        return _summary(connection)


def _summary(connection: sqlite3.Connection) -> Summary:
    summary = Summary()
    names = {row[0]: _tally(row[1:]) for row in connection.execute(BY_NAME)}
    summary.players = sorted(names, key=lambda name: (-names[name].played, name))
    summary.by_name = {name: Numbers(total=names[name]) for name in names}
    summary.everyone.total = _merged(names.values())
    options = _options_cache()
    for name, game, text, players, *counts in connection.execute(BY_MODE):
        group = ModeGroup(game, options(text), players, _tally(counts))
        summary.by_name[name].modes[(game, text, players)] = group
        _add_mode(summary.everyone, (game, text, players), group)
    for name, level, *counts in connection.execute(BY_LEVEL):
        for numbers in (summary.by_name[name], summary.everyone):
            numbers.levels[level] = numbers.levels.get(level, Tally()).merge(_tally(counts))
    for name, game, wonder, *counts in connection.execute(BY_WONDER):
        for numbers in (summary.by_name[name], summary.everyone):
            key = (game, wonder)
            numbers.wonders[key] = numbers.wonders.get(key, Tally()).merge(_tally(counts))
    _editions(connection, summary, options)
    _recent(connection, summary, options)
    return summary


def _editions(connection: sqlite3.Connection, summary: Summary, options: Any) -> None:
    for partition, everyone in (("s.name, g.game, w.wonder", False), ("g.game, w.wonder", True)):
        for name, game, wonder, text in connection.execute(NEWEST_WONDER.format(partition=partition)):
            numbers = summary.everyone if everyone else summary.by_name[name]
            edition = options(text).get("edition", 1)
            numbers.editions[(game, wonder)] = edition if isinstance(edition, int) else 1


def _recent(connection: sqlite3.Connection, summary: Summary, options: Any) -> None:
    for partition, everyone in (("PARTITION BY s.name ", False), ("", True)):
        for name, finished, game, text, players, score, won in connection.execute(
            RECENT.format(partition=partition)
        ):
            numbers = summary.everyone if everyone else summary.by_name[name]
            numbers.recent.append(RecentGame(finished, game, options(text), players, score, bool(won)))


def _add_mode(numbers: Numbers, key: tuple[str, str, int], group: ModeGroup) -> None:
    known = numbers.modes.get(key)
    merged = group.tally if known is None else known.tally.merge(group.tally)
    numbers.modes[key] = ModeGroup(group.game, group.options, group.players, merged)


def _options_cache() -> Any:
    """Parse each distinct options text once (a few dozen among thousands of games)."""
    parsed: dict[str, dict[str, Any]] = {}

    def options(text: str) -> dict[str, Any]:
        if text not in parsed:
            parsed[text] = parse_options(text)
        return parsed[text]

    return options


def _tally(counts: Iterable[Any]) -> Tally:
    played, won, points, best = counts
    return Tally(int(played), int(won or 0), int(points or 0), None if best is None else int(best))


def _merged(tallies: Iterable[Tally]) -> Tally:
    total = Tally()
    for one in tallies:
        total = total.merge(one)
    return total

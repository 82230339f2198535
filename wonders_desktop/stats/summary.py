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
ORDER = "g.finished DESC, g.id, s.seat"  # newest first, as ``StatsStore.human_results``
SEPARATOR = "\x1f"  # between the bot levels of one game (no level id holds a control character)

# One pass over the human seats, grouped as finely as any table needs: per name, game, options, number
# of players and the bot levels at the table (in seat order: the set is made in Python, cheaper than a
# DISTINCT per row). The few hundred groups make every other number.
GROUPS = (
    "SELECT name, game, options, players, levels, COUNT(*), SUM(won), SUM(score), MAX(score) FROM ("
    "SELECT s.name, g.game, g.options, s.won, s.score, "
    "(SELECT COUNT(*) FROM seats c WHERE c.game_id = s.game_id) AS players, "
    "(SELECT group_concat(level, char(31)) FROM seats b WHERE b.game_id = s.game_id AND b.human = 0) "
    "AS levels "
    f"FROM {HUMANS} WHERE s.human = 1) GROUP BY 1, 2, 3, 4, 5"
)
# Per name, Wonder and options: the Wonders' numbers, and the options of the newest game each Wonder
# was played in (the edition whose words name it).
WONDERS = (
    f"SELECT s.name, g.game, w.wonder, g.options, MAX(g.finished), {COUNTS} FROM {HUMANS} "
    "JOIN seat_wonders w ON w.game_id = s.game_id AND w.seat = s.seat "
    "WHERE s.human = 1 GROUP BY 1, 2, 3, 4"
)
# The last results of one name, or of everyone (the date index walks the newest games first).
RECENT = (
    "SELECT finished, game, options, (SELECT COUNT(*) FROM seats c WHERE c.game_id = id), score, won "
    f"FROM (SELECT g.id, g.finished, g.game, g.options, s.score, s.won FROM {HUMANS} "
    f"WHERE s.human = 1 {{name}}ORDER BY {ORDER} LIMIT {SCORE_HISTORY})"
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
    options = _options_cache()
    for name, game, text, players, levels, *counts in connection.execute(GROUPS):
        numbers = summary.by_name.setdefault(name, Numbers())
        group = ModeGroup(game, options(text), players, _tally(counts))
        for one in (numbers, summary.everyone):
            one.total = one.total.merge(group.tally)
            _add_mode(one, (game, text, players), group)
            for level in set((levels or "").split(SEPARATOR)):  # "" for a game of people only
                one.levels[level] = one.levels.get(level, Tally()).merge(group.tally)
    names = summary.by_name
    summary.players = sorted(names, key=lambda name: (-names[name].total.played, name))
    newest: dict[tuple[str | None, str, str], str] = {}
    for name, game, wonder, text, finished, *counts in connection.execute(WONDERS):
        for who, one in ((name, names[name]), (None, summary.everyone)):
            one.wonders[(game, wonder)] = one.wonders.get((game, wonder), Tally()).merge(_tally(counts))
            if finished >= newest.get((who, game, wonder), ""):
                newest[(who, game, wonder)] = finished
                edition = options(text).get("edition", 1)
                one.editions[(game, wonder)] = edition if isinstance(edition, int) else 1
    for who, one in ((None, summary.everyone), *names.items()):
        where, parameters = ("", ()) if who is None else ("AND s.name = ? ", (who,))
        for finished, game, text, players, score, won in connection.execute(
            RECENT.format(name=where), parameters
        ):
            one.recent.append(RecentGame(finished, game, options(text), players, score, bool(won)))
    return summary


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

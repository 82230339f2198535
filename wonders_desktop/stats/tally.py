"""The page's numbers from the stored results: played, won, win rate, average and best score per group.

Pure functions of ``PlayedSeat`` rows (Qt-free): the definition of every number the page shows. The page
reads the same numbers from SQL aggregates (``summary``, fast on 200,000 games), tested equal to these.
A shared victory (a tie no rule separates, or a team's win) counts as a win for each winner.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass

from wonders_desktop.stats.store import PlayedSeat

RECENT_FORM = 10  # the last results shown as wins and losses
SCORE_HISTORY = 20  # the games on the score chart


@dataclass(frozen=True, slots=True)
class Tally:
    played: int = 0
    won: int = 0
    points: int = 0
    best: int | None = None

    @property
    def win_rate(self) -> float:
        """Wins over games played, 0..1 (0 with no game)."""
        return self.won / self.played if self.played else 0.0

    @property
    def average(self) -> float:
        return self.points / self.played if self.played else 0.0

    def add(self, result: PlayedSeat) -> Tally:
        best = result.score if self.best is None else max(self.best, result.score)
        return Tally(self.played + 1, self.won + int(result.won), self.points + result.score, best)

    def merge(self, other: Tally) -> Tally:
        """Two groups' tallies as one (the SQL aggregates of ``summary`` come per seat name)."""
        bests = [best for best in (self.best, other.best) if best is not None]
        return Tally(
            self.played + other.played,
            self.won + other.won,
            self.points + other.points,
            max(bests) if bests else None,
        )


def tally(results: Iterable[PlayedSeat]) -> Tally:
    total = Tally()
    for result in results:
        total = total.add(result)
    return total


def grouped(
    results: Iterable[PlayedSeat], keys: Callable[[PlayedSeat], Iterable[Hashable]]
) -> list[tuple[Hashable, Tally]]:
    """A tally per key (a result may belong to several keys, e.g. each bot level it faced), most
    played first, then by key."""
    groups: dict[Hashable, Tally] = {}
    for result in results:
        for key in keys(result):
            groups[key] = groups.get(key, Tally()).add(result)
    return sorted(groups.items(), key=lambda item: (-item[1].played, str(item[0])))


def levels_faced(result: PlayedSeat) -> tuple[str, ...]:
    """The bot levels a result faced; ``("",)`` for a game of people only."""
    return result.levels or ("",)


def wonders_played(result: PlayedSeat) -> tuple[tuple[str, str], ...]:
    """``(game, wonder)`` of each Wonder of the seat: a board is the same Wonder in either edition."""
    return tuple((result.game, wonder) for wonder in result.wonders)


def edition_of(result: PlayedSeat) -> int:
    """The edition whose words name the game's things (1 for games without editions)."""
    edition = result.options.get("edition", 1)
    return edition if isinstance(edition, int) else 1


def players(results: Iterable[PlayedSeat]) -> list[str]:
    """The human seat names met, most games first ("" is the unnamed single player: "You")."""
    counts: dict[str, int] = {}
    for result in results:
        counts[result.name] = counts.get(result.name, 0) + 1
    return sorted(counts, key=lambda name: (-counts[name], name))


def of_player(results: Sequence[PlayedSeat], name: str | None) -> list[PlayedSeat]:
    """The results of one seat name, or all of them (``None``)."""
    return [result for result in results if name is None or result.name == name]


def recent(results: Sequence[PlayedSeat], count: int = RECENT_FORM) -> list[PlayedSeat]:
    """The last ``count`` results, oldest first (the results come newest first)."""
    return list(reversed(results[:count]))

"""Whole games between random bots with every invariant checked after every move, and replay at the end.

Every playable combination: both editions, with and without Cities, team play, 3 to 7 players and the
Free City. Longer runs (thousands of games per combination) are recorded in benchmarks/README.md.
"""

from __future__ import annotations

import pytest

from wonders_desktop.bots.match import play_match
from wonders_desktop.bots.random_bot import RandomBot
from wonders_desktop.engine.core.rng import hash_seed

GAMES = 300
FIRST_EDITION_GAMES = 100  # the 1st edition alone also runs in other suites (bots, CLI)


def _combinations() -> list[tuple[dict, int]]:
    found: list[tuple[dict, int]] = [({"players": n}, FIRST_EDITION_GAMES) for n in (3, 4, 5, 6, 7)]
    found.append(({"players": 2, "variant": "free-city"}, FIRST_EDITION_GAMES))
    found += [({"players": n, "edition": 2}, GAMES) for n in (3, 4, 5, 6, 7)]
    for edition in (1, 2):
        cities = {"edition": edition, "expansions": ["cities"]}
        found += [({"players": n, **cities}, GAMES) for n in (3, 4, 5, 6, 7)]
        found += [({"players": n, **cities, "variant": "teams"}, GAMES) for n in (4, 6)]
    return found


def _name(options: dict) -> str:
    parts = [f"{options['players']}p", f"e{options.get('edition', 1)}"]
    parts += options.get("expansions", [])
    if "variant" in options:
        parts.append(options["variant"])
    return "-".join(parts)


COMBINATIONS = _combinations()


@pytest.mark.parametrize(("options", "games"), COMBINATIONS, ids=[_name(o) for o, _ in COMBINATIONS])
def test_random_games_keep_every_invariant(options: dict, games: int) -> None:
    seats = options["players"]
    for seed in range(games):
        bots = [RandomBot(hash_seed(seed, seat)) for seat in range(seats)]
        result = play_match("classic", options, seed, bots, check=True)
        assert result.state.is_terminal()
        assert len(result.outcome.scores) == seats and result.outcome.winners

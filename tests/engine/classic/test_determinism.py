"""Speed work must not change a single game: fixed-seed random games of every rules combination end in
exactly the positions recorded before the engine was optimised.

Each game is fingerprinted move by move: the legal moves offered (their order too: a bot picks by
position), the move played, the events of every move, and, every few moves, a ``clone`` that the game
continues on, the seat's ``view`` and a ``determinize`` of it (what the hard bot searches), with the
legal moves of the determinized position; at the end the snapshot and the scores. The SHA-256 of all
that per combination is compared with ``determinism.json``, written from the engine before the speed
work (commit eca59ed) by ``python -m tests.engine.classic.test_determinism`` (run it only when a rule
deliberately changes, and say so in the commit).
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest

from wonders_desktop.engine.classic import SPEC
from wonders_desktop.engine.core.rng import Rng, hash_seed

FIXTURE = Path(__file__).with_name("determinism.json")
GAMES = 4
CHECK_EVERY = 17


def combinations() -> dict[str, dict[str, Any]]:
    """Every playable rules combination, by a readable name."""
    found: dict[str, dict[str, Any]] = {"2p-e1-free-city": {"players": 2, "variant": "free-city"}}
    for edition in (1, 2):
        for players in (3, 4, 5, 6, 7):
            found[f"{players}p-e{edition}"] = {"players": players, "edition": edition}
            cities = {"players": players, "edition": edition, "expansions": ["cities"]}
            found[f"{players}p-e{edition}-cities"] = cities
        for players in (4, 6):
            teams = {"players": players, "edition": edition, "expansions": ["cities"], "variant": "teams"}
            found[f"{players}p-e{edition}-cities-teams"] = teams
    return found


def fingerprint(options: dict[str, Any], seed: int) -> str:
    """The SHA-256 of everything a random game shows (see the module docstring)."""
    digest = hashlib.sha256()

    def feed(value: object) -> None:
        digest.update(json.dumps(value, sort_keys=True, separators=(",", ":")).encode())

    state = SPEC.new_game(options, seed)
    rng = Rng(hash_seed(seed, "determinism"))
    decisions = 0
    while True:
        seats = state.to_act()
        if not seats:
            break
        seat = seats[rng.randrange(len(seats))]  # simultaneous picks arrive in any order
        legal = state.legal_moves(seat)
        feed([seat, [m.to_str() for m in legal]])
        played = legal[rng.randrange(len(legal))]
        feed([event.to_json() for event in state.apply(seat, played)])
        decisions += 1
        if decisions % CHECK_EVERY == 0:
            state = state.clone()  # the game goes on in the copy
            watcher = state.to_act()[0] if state.to_act() else 0
            seen = state.view(watcher)
            guess = seen.determinize(watcher, Rng(decisions))
            feed([seen.snapshot(), guess.snapshot(), [m.to_str() for m in guess.legal_moves(watcher)]])
            feed([m.to_str() for m in seen.legal_moves(watcher)])
    feed([state.snapshot(), list(state.scores()), list(state.outcome().winners), decisions])
    return digest.hexdigest()


def combination_fingerprint(options: dict[str, Any]) -> str:
    return hashlib.sha256("".join(fingerprint(options, seed) for seed in range(GAMES)).encode()).hexdigest()


EXPECTED: dict[str, str] = json.loads(FIXTURE.read_text()) if FIXTURE.exists() else {}


@pytest.mark.parametrize("name", sorted(combinations()))
def test_random_games_are_unchanged(name: str) -> None:
    assert combination_fingerprint(combinations()[name]) == EXPECTED[name]


def test_every_combination_is_recorded() -> None:
    assert sorted(EXPECTED) == sorted(combinations())


if __name__ == "__main__":
    FIXTURE.write_text(
        json.dumps({name: combination_fingerprint(o) for name, o in combinations().items()}, indent=1) + "\n"
    )

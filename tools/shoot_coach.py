"""Screenshots of the coach's note over each game's table (a developer tool, for docs/).

The real main window is built offscreen with a throwaway data folder; a fixed position of each game is
opened with the coach on, seat 0 chooses a move the analysis marks as a blunder (the analysis' rating
under an iteration cap: the same note on every machine) and the window is saved once the note shows.

    python tools/shoot_coach.py [--out-dir docs/screenshots] [--langs en pt_BR es] [--size 1280x820]
                                [--games duel classic architects] [--show-me]

Files: ``coach_<game>_<lang>.png``; with ``--show-me``, ``coach_<game>_show_<lang>.png``: the table after
*Show me*, the hard bot's move marked.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import shots

# (kind, options, seed, moves of medium bots first, the blunder, rating seed, iterations); Duel is a
# built position (``duel_position``), the others a game of medium bots cut short.
GAMES: dict[str, tuple[dict[str, Any], int, int, str, int, int]] = {
    "classic": ({"players": 3}, 0, 9, "sell:scriptorium", 7, 60),
    "architects": ({"players": 2}, 0, 18, "take:rhodes", 7, 60),
    "duel": ({}, 0, 0, "discard:archery_range", 2, 200),
}


def duel_position() -> Any:
    """The Archery Range wins by military supremacy; discarding it is the blunder (tests/test_analyse.py)."""
    from wonders_desktop.engine.duel.rules import DATA, located_cards
    from wonders_desktop.engine.duel.scenario import build_position

    state = build_position(
        {
            "game": "duel",
            "players": [
                {"city": ["lumber_yard", "quarry", "press"], "coins": 7},
                {"city": ["courthouse", "temple", "aqueduct", "rostrum", "altar", "baths", "theater"]},
            ],
            "conflict": 7,
            "structure": {"age": 2, "cards": ["archery_range", "statue"]},
        }
    )
    unplaced = [card for card in DATA.age_decks[1] if card not in located_cards(state)]
    state.discard, state.removed = unplaced[3:], [unplaced[:3]]
    return state


def position(kind: str) -> Any:
    from wonders_desktop.bots.registry import make_bot
    from wonders_desktop.engine.registry import game_spec

    if kind == "duel":
        return duel_position()
    options, seed, moves = GAMES[kind][:3]
    spec = game_spec(kind)
    state = spec.new_game(spec.simulate_options(options), seed)
    bots = [make_bot("medium", kind, seat) for seat in range(state.num_players)]
    for _ in range(moves):
        seat = state.to_act()[0]
        state.apply(seat, bots[seat].choose(state.view(seat), seat))
    return state


def shoot(kind: str, language: str, size: tuple[int, int], out: Path, show_me: bool = False) -> None:
    from PySide6.QtCore import QCoreApplication

    from wonders_desktop.bots.analysis import rate_decision
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup

    window = shots.main_window(language, "light", size)
    window.prefs.animation_speed = "none"
    state = position(kind)
    blunder, seed, iterations = GAMES[kind][3:]
    seats = [SeatSetup(human=seat == 0, level="medium") for seat in range(state.num_players)]
    window.controller.autosave_enabled = False
    window.controller.load(saves.make_save(state, seats, saves.new_game_id(), saves.now()), state, events=[])
    window.controller.coach_enabled = True
    coach = window.coaching.coach
    coach.wait_ms = 600_000
    coach.rater = lambda view, seat, move, _seed, cancel: rate_decision(
        view, seat, move, seed, time_budget=None, iterations=iterations, cancel=cancel
    )
    window.view.request_move(state.parse_move(blunder))
    end = time.monotonic() + 300
    while coach.warning is None and coach.held is not None and time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.02)
    if coach.warning is None:
        raise SystemExit(f"{kind}: no note (the move was rated fine, or the rating took too long)")
    if show_me:
        window.coaching.show_me()
    shots.save_png(window, out, turns=10)
    coach.cancel()
    window.close()


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__, theme=False, langs=["en"])
    parser.add_argument("--games", nargs="+", default=list(GAMES), choices=list(GAMES))
    parser.add_argument("--show-me", action="store_true", help="the table after Show me")
    args = parser.parse_args(argv)
    with shots.data_folder("wonders-coach-shot-"):
        for kind in args.games:
            for language in args.langs:
                name = f"coach_{kind}_show_{language}" if args.show_me else f"coach_{kind}_{language}"
                out = args.out_dir / f"{name}.png"
                shoot(kind, language, args.size, out, args.show_me)
                print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

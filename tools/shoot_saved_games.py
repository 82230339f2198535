"""Screenshots of the saved-games page with a realistic library (a developer tool, for docs/).

A throwaway data folder gets unfinished and finished games of the three games, a titled one, a copy
in the saved-games folder and a damaged file; the real main window then opens its saved-games page
in each language and the window is saved as a PNG.

    python tools/shoot_saved_games.py [--out-dir docs/screenshots] [--size 1400x860] [--theme light]
"""

from __future__ import annotations

import os
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import shots

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES

LAST_PLAYED = datetime(2026, 11, 21, 21, 40, tzinfo=UTC)
TITLES = {  # what a player might call two of their games (English for a language not here)
    "en": ("Friday night", "Before the last stage"),
    "pt_BR": ("Sexta à noite", "Antes da última etapa"),
    "es": ("Viernes por la noche", "Antes de la última fase"),
}


def played(kind: str, options: dict[str, Any], seed: int, stop: Any) -> Any:
    """A game of ``kind`` played by random moves until ``stop(state)`` (or its end)."""
    from wonders_desktop.engine.registry import game_spec

    state = game_spec(kind).new_game(options, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and not stop(state):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def library(titles: tuple[str, str]) -> list[tuple[str, Any, list[tuple[bool, str]], str, str]]:
    """(folder, state, seats as (human, level), title, file stem) of each game of the library."""

    def classic_age(age: int, turn: int) -> Any:
        return lambda state: state.age == age and state.turn == turn

    def never(_state: Any) -> bool:
        return False

    return [
        (
            "autosave",
            played("classic", {"players": 7, "edition": 1, "expansions": ["cities"]}, 11, classic_age(2, 3)),
            [(True, "")] + [(False, level) for level in ("medium", "hard", "hard", "easy", "medium", "hard")],
            titles[0],
            "",
        ),
        (
            "autosave",
            played("duel", {}, 5, lambda state: state.age == 2),
            [(True, ""), (False, "hard")],
            "",
            "",
        ),
        (
            "autosave",
            played("architects", {"players": 4}, 8, lambda state: len(state.history) > 30),
            [(True, ""), (True, ""), (False, "medium"), (False, "easy")],
            "",
            "",
        ),
        ("autosave", played("duel", {}, 21, never), [(True, ""), (False, "medium")], "", ""),
        (
            "autosave",
            played(
                "classic",
                {"players": 6, "edition": 2, "variant": "teams", "expansions": ["cities"]},
                4,
                never,
            ),
            [(True, "")] + [(False, "medium")] * 5,
            "",
            "",
        ),
        (
            "saves",
            played("architects", {"players": 3}, 2, lambda state: len(state.history) > 12),
            [(True, ""), (False, "hard"), (False, "hard")],
            titles[1],
            "architects-copy",
        ),
    ]


def fill(data: Path, language: str) -> None:
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup

    for hours, (folder, state, seats, title, stem) in enumerate(library(TITLES.get(language, TITLES["en"]))):
        setups = [SeatSetup(human=human, level=level or "medium") for human, level in seats]
        when = LAST_PLAYED - timedelta(hours=hours * 26 + hours * hours)
        save = saves.make_save(state, setups, saves.new_game_id(), when - timedelta(hours=2), title)
        save = save.signed(updated=when)
        path = data / folder / f"{stem or save.game_id}.json"
        saves.write_save(path, save)
        os.utime(path, (when.timestamp(), when.timestamp()))
    damaged = data / "saves" / "game-from-a-friend.json"
    damaged.write_text('{"format": "wonders-desktop-save", "version": 2, "game_id": "3f2a', encoding="utf-8")
    stamp = (LAST_PLAYED - timedelta(days=9)).timestamp()
    os.utime(damaged, (stamp, stamp))


def shoot(language: str, size: tuple[int, int], theme: str, out: Path) -> None:
    window = shots.main_window(language, theme, size)
    window.show_saved_games()
    window.settle(2_000)
    shots.save_png(window, out)
    window.close()


def main(argv: list[str] | None = None) -> int:
    args = shots.parser(__doc__, size="1400x860").parse_args(argv)
    for language in LANGUAGES:
        with shots.data_folder("wonders-saved-games-shot-") as folder:
            fill(folder, language)
            out = args.out_dir / f"saved_games_{language}.png"
            shoot(language, args.size, args.theme, out)
            print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

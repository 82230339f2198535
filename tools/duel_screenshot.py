"""Screenshots of Duel positions the ``screenshot`` command cannot choose (a developer tool).

``screenshot`` (docs/cli.md) plays a number of bot decisions from a seed; a given ending or decision
depends on luck. This script finds one instead: it plays seeded games between medium bots on the
engine until the wanted position appears (seat 0 facing a decision, or a game ended by a supremacy),
opens that game in the real main window (seat 0 human, seat 1 a bot), and saves the window as a PNG.

    python tools/duel_screenshot.py --position military --lang pt_BR --out shot.png
        [--size 1600x1000] [--theme light|dark] [--seed-from 0]

Positions: draft, play, progress, library, destroy, mausoleum, start (seat 0 decides),
military, science, civilian (the game ended that way), replay (a finished game replayed to mid-game).
Saves and settings go to a throwaway folder.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from wonders_desktop.bots.registry import make_bot
from wonders_desktop.engine.core.record import GameRecord
from wonders_desktop.engine.duel import queries
from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.languages import LANGUAGE_CODES

DECISIONS = ("draft", "play", "progress", "library", "destroy", "mausoleum", "start")
ENDINGS = {"military": "military_supremacy", "science": "science_supremacy", "civilian": "points"}
POSITIONS = (*DECISIONS, *ENDINGS, "replay")


def find(position: str, seed_from: int, attempts: int = 2000) -> GameRecord:
    """The record of the first seeded game that reaches ``position``: medium bots, else random ones
    (medium bots rarely let a scientific supremacy happen)."""
    for level, tries in (("medium", attempts // 10), ("random", attempts)):
        record = _search(position, seed_from, tries, level)
        if record is not None:
            return record
    raise SystemExit(f"error: --position: no game from seed {seed_from} reached {position!r}")


def _search(position: str, seed_from: int, attempts: int, level: str) -> GameRecord | None:
    for seed in range(seed_from, seed_from + attempts):
        state = DuelSpec().new_game({}, seed)
        bots = [make_bot(level, "duel", seed + seat) for seat in (0, 1)]
        while state.to_act():
            seat = state.to_act()[0]
            if _reached(position, state, seat):
                return GameRecord.of(state)
            state.apply(seat, bots[seat].choose(state.view(seat), seat))
        wanted = ENDINGS.get(position, "points" if position == "replay" else "")
        if wanted and state.outcome().reason == wanted:
            return GameRecord.of(state)
    return None


def _reached(position: str, state: DuelState, seat: int) -> bool:
    if position not in DECISIONS or seat != 0:
        return False
    if position == "play":
        return queries.phase(state) == "play" and state.age == 2 and len(state.history) > 36
    return queries.phase(state) == position


def render(record: GameRecord, position: str, args: argparse.Namespace) -> Path:
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window.app import build_window

    window = build_window(args.lang, args.theme, restore=False)
    window.show_final_sheet = False
    window.controller.autosave_enabled = False
    window.controller.bot_delay_ms = 0
    width, height = (int(part) for part in args.size.split("x"))
    window.resize(width, height)
    window.show()
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="hard")]
    state = record.replay()
    window.controller.load(saves.make_save(state, seats, saves.new_game_id(), saves.now()), state)
    window.settle(10_000)
    view = window.view
    if position == "replay" and view is not None and hasattr(view, "start_replay"):
        view.start_replay(len(record.moves) * 2 // 3)
    window.banner.hide()
    window.settle(2_000)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out), "PNG")
    window.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--position", choices=POSITIONS, required=True)
    parser.add_argument("--lang", choices=LANGUAGE_CODES, default="en")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    parser.add_argument("--size", default="1600x1000")
    parser.add_argument("--seed-from", type=int, default=0)
    parser.add_argument("--out", required=True)
    args = parser.parse_args(argv)
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="wonders-duel-shot-") as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        record = find(args.position, args.seed_from)
        out = render(record, args.position, args)
    print(f"{out} (seed {record.seed}, {len(record.moves)} moves)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

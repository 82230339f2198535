"""``screenshot``: the real main window rendered offscreen to a PNG (docs/cli.md).

Seat 0 is the viewer (a human seat); every other seat is a bot. To reach ``--moves`` decisions a bot
also makes seat 0's decisions until then; after that the table stops, seat 0 is a human again and the
window shows its legal moves. Saves and preferences go to a throwaway folder: a screenshot never
touches the player's games.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from wonders_desktop.commands.gameargs import spec_and_options
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.languages import LANGUAGE_CODES as LANGS

THEMES = ("light", "dark")
SETTLE_MS = 120_000
LINGER_MS = 400  # lets timer-driven work finish: the log's batched layout, coalesced repaints
MIN_SIDE, MAX_SIDE = 100, 8000  # pixels: an 8000x8000 image already takes 256 MB


def linger(milliseconds: int) -> None:
    """Keep the event loop turning for a while: idle does not mean laid out."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop

    clock = QElapsedTimer()
    clock.start()
    while clock.elapsed() < milliseconds:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        time.sleep(0.005)


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"([0-9]{2,5})x([0-9]{2,5})", text.strip())
    if match is None:
        raise ScenarioError("--size", f"expected WIDTHxHEIGHT such as 1600x1000, got {text!r}")
    width, height = int(match.group(1)), int(match.group(2))
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise ScenarioError("--size", f"each side from {MIN_SIDE} to {MAX_SIDE} pixels, got {text!r}")
    return width, height


def check_args(args: argparse.Namespace) -> tuple[int, int]:
    if args.shot_lang not in LANGS:
        raise ScenarioError("--lang", f"unknown language {args.shot_lang!r}; known: {', '.join(LANGS)}")
    if args.theme not in THEMES:
        raise ScenarioError("--theme", f"unknown theme {args.theme!r}; known: {', '.join(THEMES)}")
    if args.moves < 0:
        raise ScenarioError("--moves", "must be 0 or more")
    return parse_size(args.size)


def run_screenshot(args: argparse.Namespace) -> int:
    size = check_args(args)
    spec, options = spec_and_options(args)
    players = spec.new_game(options, args.seed).num_players
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix="wonders-shot-") as folder:
        os.environ.setdefault("WONDERS_DATA_DIR", folder)
        return _render(args, spec.kind, options, players, size)


def _render(
    args: argparse.Namespace, kind: str, options: dict[str, Any], players: int, size: tuple[int, int]
) -> int:
    from wonders_desktop.bots.registry import DEFAULT_LEVEL
    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window.app import build_window

    window = build_window(args.shot_lang, args.theme, restore=False)
    window.show_final_sheet = False
    controller = window.controller
    controller.autosave_enabled = False
    controller.bot_delay_ms = 0
    controller.autopilot = {0}
    controller.decision_limit = args.moves
    window.resize(*size)
    window.show()
    seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level=DEFAULT_LEVEL)] * (players - 1)
    if not window.start_game(GameSetup(kind, dict(options), seats, args.seed)):
        return 1
    settled = window.settle(SETTLE_MS)
    linger(LINGER_MS)
    image = window.grab()
    out = Path(args.out)
    with contextlib.suppress(OSError):  # a folder that cannot be made: the save below fails and says so
        out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        print(f"error: --out: cannot write {out}", file=sys.stderr)
        return 2
    state = controller.state
    decisions = len(state.history) if state is not None else 0
    emit({"out": str(out), "game": kind, "players": players, "decisions": decisions, "size": list(size)})
    window.close()
    return 0 if settled else 1

"""``watch``: bots play in the real main window (docs/cli.md), the spectator mode from the command line.

Without ``--quit`` it is the app itself with a run of watched games; with ``--quit`` it exits once the
games are over: 0 when every game reached its end, 1 when one did not (a stuck game, an exception in
the window: anything printed as a traceback counts), 2 for bad arguments. With ``--quit`` the saves and
settings go to a throwaway folder, so a run never touches the player's files.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import traceback
from types import TracebackType
from typing import Any

from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.commands.gameargs import spec_and_options
from wonders_desktop.commands.screenshot import THEMES
from wonders_desktop.engine.core.errors import ScenarioError, unknown_id_error
from wonders_desktop.languages import LANGUAGE_CODES as LANGS

SPEEDS = ("normal", "fast", "max")


def bot_levels(text: str, players: int) -> list[str]:
    """``--bots``: one level for every seat, or one per seat."""
    levels = [level.strip() for level in text.split(",")]
    if not text.strip() or any(not level for level in levels):
        raise ScenarioError("--bots", f"expected bot levels separated by commas, got {text!r}")
    for level in levels:
        if level not in BOT_LEVELS:
            raise unknown_id_error("--bots", "bot level", level, BOT_LEVELS)
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise ScenarioError("--bots", f"{len(levels)} levels for {players} players (give 1 or {players})")
    return levels


def check_args(args: argparse.Namespace) -> None:
    if args.games < 1:
        raise ScenarioError("--games", "must be at least 1")
    if args.speed not in SPEEDS:
        raise ScenarioError("--speed", f"unknown speed {args.speed!r}; known: {', '.join(SPEEDS)}")
    if args.watch_lang not in LANGS:
        raise ScenarioError("--lang", f"unknown language {args.watch_lang!r}; known: {', '.join(LANGS)}")
    if args.theme not in THEMES:
        raise ScenarioError("--theme", f"unknown theme {args.theme!r}; known: {', '.join(THEMES)}")
    if args.seed is not None and args.seed < 0:
        raise ScenarioError("--seed", "must be 0 or more")


def run_watch(args: argparse.Namespace) -> int:
    check_args(args)
    screen = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if sys.platform.startswith("linux") and not screen:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no screen: play in an offscreen window
    spec, options = spec_and_options(args)
    players = spec.new_game(options, 1).num_players
    levels = bot_levels(args.bots, players)
    if not args.quit:
        return _watch(args, spec.kind, options, levels)
    with tempfile.TemporaryDirectory(prefix="wonders-watch-") as folder:
        os.environ.setdefault("WONDERS_DATA_DIR", folder)
        return _watch(args, spec.kind, options, levels)


class ErrorWatch:
    """Exceptions that reach the top of a Qt slot or a thread are printed and counted, not swallowed:
    a watched run with any of them has failed."""

    def __init__(self) -> None:
        self.errors: list[str] = []

    def install(self) -> None:
        sys.excepthook = self._on_exception
        threading.excepthook = self._on_thread_exception

    def _on_exception(
        self, kind: type[BaseException], error: BaseException, trace: TracebackType | None
    ) -> None:
        self.errors.append(f"{kind.__name__}: {error}")
        traceback.print_exception(kind, error, trace, file=sys.stderr)

    def _on_thread_exception(self, hook: Any) -> None:
        self._on_exception(hook.exc_type, hook.exc_value, hook.exc_traceback)


def _watch(args: argparse.Namespace, kind: str, options: dict[str, Any], levels: list[str]) -> int:
    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.platform.qt_health import binding_problem
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window.app import application, build_window
    from wonders_desktop.ui.window.watch_session import WatchSession

    app = application()
    problem = binding_problem()
    if problem:  # a long run on such a binding would end in an abort, not in a verdict
        print(f"watch failed: {problem}", file=sys.stderr)
        return 1
    errors = ErrorWatch()
    errors.install()
    window = build_window(args.watch_lang, args.theme, restore=False)
    seats = [SeatSetup(human=False, level=level) for level in levels]
    first_seed = args.seed

    def setup_for(index: int) -> GameSetup:
        seed = None if first_seed is None else first_seed + index
        return GameSetup(kind, dict(options), list(seats), seed)

    session = WatchSession(window, setup_for, args.games, args.speed)
    window.show()
    session.start()
    if not args.quit:
        return app.exec()
    session.finished.connect(lambda _ok: app.exit(0))
    app.exec()
    window.close()
    failure = session.failure or (errors.errors[0] if errors.errors else "")
    if failure:
        print(f"watch failed: {failure}", file=sys.stderr)
        return 1
    print(f"watch: {session.completed} game(s) of {kind} finished", file=sys.stderr)
    return 0

"""The command-line face of the app (docs/cli.md): no subcommand starts the GUI.

A save as the only argument (``wonders GAME.wonders``, as a double-click runs it) starts the GUI with
that game open, or hands it to the copy already running. A subcommand's name always means the
subcommand: a save named ``check`` is opened as ``./check``.

Exit codes: 0 success; 1 the thing under test failed; 2 bad input, with one line on stderr naming
the offending field.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from wonders_desktop.bots.registry import DEFAULT_LEVEL, FALLBACK_LEVEL
from wonders_desktop.engine.core.digits import ascii_float, ascii_int
from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.registry import GAME_MODULES
from wonders_desktop.languages import spoken


class UsageError(Exception):
    """Bad command-line input: reported on one line, exit status 2."""


def int_arg(text: str) -> int:
    """An integer argument in ASCII digits: ``int()`` would also take ``٣`` (3) or ``" +3_0"`` (30)."""
    try:
        return ascii_int(text, signed=True)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def float_arg(text: str) -> float:
    """A number of seconds in ASCII digits (``float()`` also takes ``١.٥``, ``1e3`` and ``nan``)."""
    try:
        return ascii_float(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage and exit 2 itself
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    games = ", ".join(GAME_MODULES)
    parser = _Parser(prog="wonders", description=f"The 7 Wonders family, offline (--game {games}).")
    parser.add_argument("--self-test", action="store_true", help="offscreen smoke test of this build")
    parser.add_argument("--lang", default=None, help=f"language for the GUI: {spoken()}")
    parser.add_argument(
        "--install-desktop-integration",
        action="store_true",
        help="Linux: let double-clicked .wonders saves open in this app (menu entry, file type, icons)",
    )
    parser.add_argument(
        "--uninstall-desktop-integration",
        action="store_true",
        help="Linux: undo --install-desktop-integration",
    )
    commands = parser.add_subparsers(dest="command", parser_class=_Parser)

    check = commands.add_parser("check", help="answer rules questions about positions")
    check.add_argument("scenarios", nargs="+", metavar="SCENARIO.json")

    simulate = commands.add_parser("simulate", help="play whole games between bots, checking invariants")
    _add_game_options(simulate)
    simulate.add_argument("--bots", default=FALLBACK_LEVEL)
    simulate.add_argument("--games", type=int_arg, required=True)
    simulate.add_argument("--seed", type=int_arg, required=True)

    tournament = commands.add_parser("tournament", help="measure bot strength")
    _add_game_options(tournament)
    tournament.add_argument("--seats", required=True)
    tournament.add_argument("--games", type=int_arg, required=True)
    tournament.add_argument("--seed", type=int_arg, required=True)
    tournament.add_argument("--move-time", type=float_arg, default=None)
    tournament.add_argument("--records", default=None, metavar="DIR", help="write every game as a save file")

    watch = commands.add_parser("watch", help="bots play in the real window (the spectator mode)")
    _add_game_options(watch)
    watch.add_argument("--bots", default=DEFAULT_LEVEL)
    watch.add_argument("--games", type=int_arg, default=1)
    watch.add_argument("--speed", default="normal")
    watch.add_argument("--seed", type=int_arg, default=None)
    watch.add_argument("--lang", dest="watch_lang", default="en")
    watch.add_argument("--theme", default="light")
    watch.add_argument("--quit", action="store_true", help="exit when the games are over (0 all finished)")

    inspect = commands.add_parser("inspect", help="read a save file as the app does and summarise it")
    inspect.add_argument("save", metavar="SAVE.json")

    analyse = commands.add_parser("analyse", help="rate every decision of one seat of a saved game")
    analyse.add_argument("save", metavar="SAVE.json")
    analyse.add_argument("--seat", type=int_arg, required=True)
    analyse.add_argument(
        "--time", type=float_arg, default=None, metavar="SECONDS", help="search per decision"
    )

    shot = commands.add_parser("screenshot", help="render the real window offscreen to a PNG")
    shot.add_argument("--game", required=True)
    shot.add_argument("--players", type=int_arg, default=None)
    shot.add_argument("--edition", type=int_arg, default=None)
    shot.add_argument("--expansions", default="")
    shot.add_argument("--variant", default=None)
    shot.add_argument("--seed", type=int_arg, default=1)
    shot.add_argument("--moves", type=int_arg, default=0)
    shot.add_argument("--lang", dest="shot_lang", default="en")
    shot.add_argument("--size", default="1600x1000")
    shot.add_argument("--theme", default="light")
    shot.add_argument("--out", required=True)
    return parser


def _add_game_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, help="one of: " + ", ".join(GAME_MODULES))
    parser.add_argument("--players", type=int_arg, default=None)
    parser.add_argument("--edition", type=int_arg, default=None)
    parser.add_argument("--expansions", default="")
    parser.add_argument("--variant", default=None)


SAVE_SUFFIXES = (".wonders", ".json")  # saves.SAVE_SUFFIXES, without importing the UI here
COMMANDS = ("check", "simulate", "tournament", "watch", "inspect", "analyse", "screenshot")  # build_parser's


def split_save_argument(argv: Sequence[str], commands: Sequence[str]) -> tuple[list[str], Path | None]:
    """``argv`` without the save file to open, and that file (None when there is none).

    The first positional argument is a save when it is not a subcommand's name and it names a file or
    ends like a save (``.wonders``, ``.json``); anything else is left to the parser, so a mistyped
    subcommand still gets "invalid choice" and exit 2.
    """
    rest = list(argv)
    index = 0
    while index < len(rest):
        token = rest[index]
        if token == "--lang":
            index += 2
            continue
        if token.startswith("-"):
            index += 1
            continue
        if token in commands:
            return rest, None
        path = Path(token)
        if path.suffix.lower() in SAVE_SUFFIXES or path.is_file():
            del rest[index]
            return rest, path
        return rest, None
    return rest, None


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        arguments, save = split_save_argument(sys.argv[1:] if argv is None else argv, COMMANDS)
        args = parser.parse_args(arguments)
        args.save_to_open = _checked_save(args, save)
        return _dispatch(args)
    except (UsageError, ScenarioError, DataError) as error:
        print("error: " + " ".join(str(error).split()), file=sys.stderr)  # always one line
        return 2


def _checked_save(args: argparse.Namespace, save: Path | None) -> Path | None:
    """A save given with a subcommand or option it does not go with, or one that is not a file, is bad
    input (exit 2); a file that is there but not a good save is the GUI's to explain (a dialog)."""
    if save is None:
        return None
    if args.command is not None or args.self_test or args.install_desktop_integration:
        raise UsageError(f"{save}: a save file opens the app, it takes no subcommand")
    if not save.is_file():
        raise UsageError(f"{save}: no such file")
    return save.absolute()


def _dispatch(args: argparse.Namespace) -> int:
    if args.self_test:
        from wonders_desktop.commands.selftest import run_self_test

        return run_self_test()
    if args.install_desktop_integration or args.uninstall_desktop_integration:
        from wonders_desktop.desktop_integration import run_integration

        return run_integration(installing=args.install_desktop_integration)
    if args.command is None:
        from wonders_desktop.ui.window.app import run_app

        return run_app(language=args.lang, save=args.save_to_open)
    if args.command == "check":
        from wonders_desktop.commands.check import run_check

        return run_check(args.scenarios)
    if args.command == "simulate":
        from wonders_desktop.commands.simulate import run_simulate

        return run_simulate(args)
    if args.command == "tournament":
        from wonders_desktop.commands.tournament import run_tournament

        return run_tournament(args)
    if args.command == "watch":
        from wonders_desktop.commands.watch import run_watch

        return run_watch(args)
    if args.command == "inspect":
        from wonders_desktop.commands.inspect import run_inspect

        return run_inspect(args.save)
    if args.command == "analyse":
        from wonders_desktop.commands.analyse import run_analyse

        return run_analyse(args)
    from wonders_desktop.commands.screenshot import run_screenshot

    return run_screenshot(args)

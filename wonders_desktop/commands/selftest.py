"""``--self-test``: a smoke test of an installed or frozen build (docs/cli.md).

Offscreen, in a throwaway data folder: the Qt binding keeps Python's reference counts, every data
file loads, every game starts, every translation
loads, every rules summary is there, the main window opens, each game plays a few bot moves, a
game is saved and reloaded, and the statistics store (SQLite) is created, written and read.
Exit 0, or 1 with the failing check on stderr. A short JSON summary goes to stdout.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import traceback
from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from wonders_desktop.commands.output import emit

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

MOVES_PER_GAME = 6
SETTLE_MS = 60_000


def check_data_files() -> str:
    """Every JSON data file parses, and every registered game starts (its engine validates its data)."""
    from wonders_desktop.engine.registry import GAME_MODULES, game_spec
    from wonders_desktop.ui.language.dataindex import json_files

    files = json_files(resources.files("wonders_desktop.engine.data"))
    if not files:
        raise RuntimeError("no data files found")
    for entry in files:
        json.loads(entry.read_text(encoding="utf-8"))
    for kind in GAME_MODULES:
        spec = game_spec(kind)
        spec.new_game(spec.simulate_options({}), 1)
    return f"{len(files)} data files, {len(GAME_MODULES)} games"


def check_translations() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    from wonders_desktop.ui.language.i18n import LANGUAGES, compiled_path

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for language in LANGUAGES:
        path = compiled_path(language)
        if path is None or not QTranslator().load(str(path)):
            raise RuntimeError(f"translation {language} does not load")
        if language != "en" and not QTranslator().load(f"qtbase_{language}", qt_dir):
            raise RuntimeError(f"Qt's own translation qtbase_{language} does not load")
    return ", ".join(LANGUAGES)


def check_rules_texts() -> str:
    """Every game's rules summary ships in every language (resources/rules, read by the Rules window)."""
    from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
    from wonders_desktop.ui.dialogs.rules_window import rules_text
    from wonders_desktop.ui.language.i18n import LANGUAGES

    own = 0
    for kind in GAME_KINDS:
        for language in LANGUAGES:
            found = rules_text(kind, language)  # a language without its own reads the English one
            if found is None or not found.markdown.startswith("# "):
                raise RuntimeError(f"the rules summary of {kind} ({language}) is missing or empty")
            own += found.language == language
    return f"{len(GAME_KINDS) * len(LANGUAGES)} rules summaries, {own} in their own language"


def check_window_and_games() -> str:
    """The main window opens; each game plays a few bot moves; a game saves and reloads identically."""
    from wonders_desktop.bots.registry import DEFAULT_LEVEL
    from wonders_desktop.engine.registry import GAME_MODULES, game_spec
    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.platform.paths import saves_dir
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window.app import build_window

    window = build_window("en", "light", restore=False)
    window.show_final_sheet = False
    window.show()
    controller = window.controller
    controller.autopilot = {0}
    played = []
    try:
        for kind in GAME_MODULES:
            spec = game_spec(kind)
            options = spec.simulate_options({})
            players = spec.new_game(options, 1).num_players
            seats = [SeatSetup(human=True)] + [SeatSetup(human=False, level=DEFAULT_LEVEL)] * (players - 1)
            controller.decision_limit = MOVES_PER_GAME
            if not window.start_game(GameSetup(kind, options, seats, 7)):
                raise RuntimeError(f"{kind}: the game does not start")
            assert window.view is not None
            window.view.animation_ms = 0  # no motion: the self-test checks the games, not the eye candy
            if not window.settle(SETTLE_MS):
                raise RuntimeError(f"{kind}: the bots did not finish in time")
            state = controller.state
            if state is None or len(state.history) < min(MOVES_PER_GAME, 1):
                raise RuntimeError(f"{kind}: no move was played")
            if controller.bot_failures:
                raise RuntimeError(f"{kind}: a bot failed: {controller.bot_failures[0]}")
            played.append(f"{kind} {len(state.history)} moves")
        _save_and_reload(controller, saves_dir() / "self-test.json")
    finally:
        window.close()
    return "; ".join(played)


def _save_and_reload(controller: GameController, path: Path) -> None:
    from wonders_desktop.ui.savegames import saves

    state = controller.state
    if state is None:
        raise RuntimeError("no game to save")
    saves.write_save(path, controller.current_save())
    save, restored = saves.load_game(path)
    if restored.snapshot() != state.snapshot():
        raise RuntimeError("a reloaded game differs from the saved one")
    controller.load(save, restored)


def check_statistics_store() -> str:
    """The statistics store opens, migrates, records a finished game in one transaction and reads it."""
    import random

    from wonders_desktop.engine.registry import game_spec
    from wonders_desktop.stats.store import SCHEMA_VERSION
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.statistics import recorder

    state = game_spec("duel").new_game({}, 1)
    rng = random.Random(1)
    while not state.is_terminal():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="hard")]
    save = saves.make_save(state, seats, saves.new_game_id(), saves.now(), "")
    store = recorder.default_store()
    if not recorder.record(store, save, state) or recorder.record(store, save, state):
        raise RuntimeError("a finished game is not recorded exactly once")
    if store.version() != SCHEMA_VERSION or len(store.human_results()) != 1:
        raise RuntimeError("the statistics store does not read back what it wrote")
    return f"schema {SCHEMA_VERSION}, {store.path.name}"


def check_qt_binding() -> str:
    """The Qt binding keeps Python's reference counts (a leaking one crashes the app mid-game)."""
    from wonders_desktop.ui.platform.qt_health import IMMORTAL_SINGLETONS, binding_problem

    problem = binding_problem()
    if problem:
        raise RuntimeError(problem)
    return "immortal singletons" if IMMORTAL_SINGLETONS else "reference counts kept"


def check_handover() -> str:
    """A save handed to the running copy arrives (the standard library's local socket or named pipe)."""
    from wonders_desktop.ui.platform.paths import data_root
    from wonders_desktop.ui.platform.single_instance import self_check, server_name

    return self_check(server_name(data_root() / "self-test"), SETTLE_MS)


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("Qt binding", check_qt_binding),
    ("data files", check_data_files),
    ("translations", check_translations),
    ("rules summaries", check_rules_texts),
    ("window, games, save and reload", check_window_and_games),
    ("statistics store", check_statistics_store),
    ("hand-over to the running copy", check_handover),
)


def run_self_test() -> int:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    previous = os.environ.get("WONDERS_DATA_DIR")
    try:
        return _run_checks()
    finally:
        if previous is None:
            os.environ.pop("WONDERS_DATA_DIR", None)
        else:
            os.environ["WONDERS_DATA_DIR"] = previous


def _run_checks() -> int:
    with tempfile.TemporaryDirectory(prefix="wonders-self-test-") as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        from wonders_desktop.ui.window.app import application

        application()
        results: dict[str, str] = {}
        for name, check in CHECKS:
            try:
                results[name] = check()
            except Exception as error:
                print(f"self-test failed: {name}: {error}", file=sys.stderr)
                traceback.print_exc(file=sys.stderr)
                return 1
            print(f"self-test: {name}: ok ({results[name]})", file=sys.stderr)
    emit({"self_test": "passed", "checks": results})
    return 0

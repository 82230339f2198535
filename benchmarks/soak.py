"""The soak: bot games through the real main window for a long time, as a player would leave it running.

    python benchmarks/soak.py --minutes 60 [--seed 1] [--out benchmarks/results/soak.json]

Every configuration of the three games in turn (7 Wonders 1st and 2nd edition, Cities, team play, the
Free City, Duel, Architects with 2 to 7 players), bots of every level, most games at full speed and
every third one at "fast" (so the card motion runs). Along the way it switches the language and the
theme, mid-game and between games, and now and then saves the game in play and continues it from the
file. It prints one JSON object: games played by kind, failures, exceptions, the tracebacks and Qt
warnings found on stderr, and the resident memory (RSS) after the first game and at the end.

The parent process runs the soak in a child and reads the child's stderr: any traceback there, even one
printed and survived, is a failure of the soak. Exit 0 when the soak was clean, 1 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.languages import LANGUAGE_CODES as LANGUAGES  # noqa: E402

THEMES = ("light", "dark")
SPEEDS = ("max", "max", "fast")
SWITCH_EVERY_MS = 45_000  # a language or theme switch in the middle of whatever is on the table
SAVE_EVERY_GAMES = 4  # every fourth game is saved mid-game and continued from the file
SAVE_AT_MOVE = 12


def configurations() -> list[tuple[str, dict[str, Any], list[str]]]:
    """(game, options, bot level per seat): every edition, expansion, variant and player count."""
    levels = ("random", "easy", "medium", "medium", "easy", "random", "medium")
    configs: list[tuple[str, dict[str, Any], list[str]]] = []

    def classic(players: int, **options: Any) -> None:
        configs.append(("classic", {"players": players, **options}, list(levels[:players])))

    classic(3, edition=1)
    classic(4, edition=2)
    classic(5, edition=1, expansions=["cities"])
    classic(7, edition=2, expansions=["cities"])
    classic(4, edition=1, expansions=["cities"], variant="teams")
    classic(6, edition=2, expansions=["cities"], variant="teams")
    classic(2, edition=1, variant="free-city")
    classic(6, edition=1)
    configs.append(("duel", {"wonders": "draft"}, ["medium", "hard"]))
    configs.append(("duel", {"wonders": "first_game"}, ["easy", "medium"]))
    for players in range(2, 8):
        configs.append(("architects", {"players": players}, list(levels[:players])))
    return configs


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def run_child(minutes: float, seed: int, progress: str) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer

    from wonders_desktop.commands.watch import ErrorWatch
    from wonders_desktop.ui.dialogs.gamesetup import GameSetup
    from wonders_desktop.ui.platform.paths import saves_dir
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup
    from wonders_desktop.ui.window.app import application, build_window
    from wonders_desktop.ui.window.watch_session import WatchSession

    app = application()
    errors = ErrorWatch()
    errors.install()
    window = build_window("en", "light", restore=False)
    window.resize(1280, 820)
    window.show()
    configs = configurations()
    played: dict[str, int] = {}
    report: dict[str, Any] = {"switches": 0, "saves_continued": 0, "rss_mb": []}
    started = time.monotonic()
    switches = {"count": 0}

    def setup_for(index: int) -> GameSetup:
        kind, options, levels = configs[index % len(configs)]
        window.watch_speed = SPEEDS[index % len(SPEEDS)]
        seats = [SeatSetup(human=False, level=level) for level in levels]
        return GameSetup(kind, dict(options), seats, seed + index)

    session = WatchSession(window, setup_for, 10**6, "max")

    def switch() -> None:
        switches["count"] += 1
        if switches["count"] % 2:
            window.switch_language(LANGUAGES[switches["count"] // 2 % len(LANGUAGES)])
        else:
            window.prefs.theme = THEMES[switches["count"] // 2 % len(THEMES)]
            window.apply_settings()
        report["switches"] = switches["count"]

    def save_and_continue() -> None:
        state = window.controller.state
        if state is None or state.is_terminal():
            return
        path = saves_dir() / "soak.json"
        saves.write_save(path, window.controller.current_save())
        if window.load_path(path):
            report["saves_continued"] += 1

    def on_game_finished(index: int) -> None:
        kind = configs[index % len(configs)][0]
        played[kind] = played.get(kind, 0) + 1
        if index == 0 or (index + 1) % 10 == 0:
            report["rss_mb"].append([index + 1, round(rss_mb(), 1)])
        if progress:
            with open(progress, "a") as out:
                seconds = time.monotonic() - started
                out.write(f"{seconds:.0f} s game {index + 1} {kind} rss {rss_mb():.1f} MB\n")
        if time.monotonic() - started > minutes * 60:
            session.stop_after_this_game()
        elif (index + 1) % SAVE_EVERY_GAMES == 0:
            QTimer.singleShot(0, lambda: arm_save(index + 1))

    def arm_save(index: int) -> None:
        def check() -> None:
            state = window.controller.state
            if session.completed > index or state is None:
                return
            if not state.is_terminal() and len(state.history) >= SAVE_AT_MOVE:
                save_and_continue()
            else:
                QTimer.singleShot(200, check)

        QTimer.singleShot(200, check)

    session.gameFinished.connect(on_game_finished)
    session.finished.connect(lambda _ok: app.exit(0))
    switcher = QTimer()
    switcher.timeout.connect(switch)
    switcher.start(SWITCH_EVERY_MS)
    session.start()
    app.exec()
    switcher.stop()
    window.close()
    report["rss_mb"].append([session.completed, round(rss_mb(), 1)])
    report.update(
        minutes=round((time.monotonic() - started) / 60, 1),
        games=session.completed,
        games_by_kind=played,
        failure=session.failure,
        exceptions=errors.errors,
    )
    return report


def run_parent(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="wonders-soak-") as folder:
        log = Path(folder) / "stderr.txt"
        env = {**os.environ, "WONDERS_DATA_DIR": str(Path(folder) / "data"), "QT_QPA_PLATFORM": "offscreen"}
        command = [sys.executable, __file__, "--child", "--minutes", str(args.minutes)]
        command += ["--seed", str(args.seed)]
        command += ["--progress", args.progress] if args.progress else []
        with log.open("w") as stderr:
            child = subprocess.run(command, stdout=subprocess.PIPE, stderr=stderr, text=True, env=env)
        lines = log.read_text(errors="replace").splitlines()
    report: dict[str, Any] = json.loads(child.stdout) if child.stdout.strip() else {}
    report["exit_code"] = child.returncode
    report["stderr_tracebacks"] = sum("Traceback" in line for line in lines)
    report["stderr_lines"] = len(lines)
    report["stderr_sample"] = sorted(set(lines))[:12]
    report["command"] = f"python benchmarks/soak.py --minutes {args.minutes} --seed {args.seed}"
    text = json.dumps(report, indent=1)
    print(text)
    if args.out:
        Path(args.out).write_text(text + "\n")
    clean = child.returncode == 0 and not report.get("failure") and not report.get("exceptions")
    return 0 if clean and report["stderr_tracebacks"] == 0 else 1


def main() -> int:
    parser = argparse.ArgumentParser(description="soak the real window with bot games")
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="")
    parser.add_argument("--progress", default="", help="append a line per finished game to this file")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(run_child(args.minutes, args.seed, args.progress)))
        return 0
    return run_parent(args)


if __name__ == "__main__":
    sys.exit(main())

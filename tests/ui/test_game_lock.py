"""Two copies of the app on one data folder: a game is played in one of them at a time.

Real app processes resume the same unfinished game: the second is refused with a message and plays
nothing; once the first closes (or dies: kill -9 leaves a stale lock) the game opens in the other.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SeatSetup

REPO = Path(__file__).resolve().parents[2]

APP = """
import sys
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from wonders_desktop.ui.window.app import application, build_window

def told(_parent, title, text, *_args):
    print("told:", title, flush=True)
    return QMessageBox.StandardButton.Ok

QMessageBox.information = told
app = application()
window = build_window("en", "light", restore=False)
window.show()
resumed = window.continue_last()
print("resumed" if resumed else "not resumed", window.controller.game_id, flush=True)
release = Path(sys.argv[1]) if len(sys.argv) > 1 else None

def close_when_released():
    if release is not None and not release.exists():
        QTimer.singleShot(20, close_when_released)
        return
    window.close()
    app.quit()

QTimer.singleShot(0, close_when_released)
sys.exit(app.exec())
"""


def start(data: Path, *args: str) -> subprocess.Popen[str]:
    base = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env = {**base, "QT_QPA_PLATFORM": "offscreen", "WONDERS_DATA_DIR": str(data), "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-c", APP, *args],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def lines_until(process: subprocess.Popen[str], prefix: str, timeout_s: float = 60.0) -> list[str]:
    """The app's lines on stdout up to the first that starts with ``prefix`` (read by a thread: a stuck
    app fails the test instead of hanging it)."""
    seen: list[str] = []

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            seen.append(line.strip())
            if line.startswith(prefix):
                return

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout_s)
    return seen


def finish(process: subprocess.Popen[str]) -> tuple[int, str, str]:
    out, err = process.communicate(timeout=60)
    return process.returncode, out, err


@pytest.fixture
def data_with_a_game(tmp_path: Path) -> tuple[Path, str]:
    """A data folder holding one unfinished Duel between two people (no bot moves on its own)."""
    data = tmp_path / "data"
    state = game_spec("duel").new_game({}, 3)
    save = saves.make_save(
        state, [SeatSetup(human=True), SeatSetup(human=True)], saves.new_game_id(), saves.now()
    )
    path = data / "autosave" / f"{save.game_id}.json"
    path.parent.mkdir(parents=True)
    saves.write_save(path, save)
    return data, save.game_id


def test_a_second_copy_is_refused_the_game_the_first_one_plays(
    data_with_a_game: tuple[Path, str], tmp_path: Path
) -> None:
    data, game_id = data_with_a_game
    release = tmp_path / "release"
    first = start(data, str(release))
    try:
        assert lines_until(first, "resumed") == [f"resumed {game_id}"]
        second = start(data)
        code, out, err = finish(second)
        assert code == 0, err
        assert "told: This game is open in another window" in out
        assert "not resumed" in out and f"resumed {game_id}" not in out.replace("not resumed", "")
    finally:
        release.touch()
    code, _, err = finish(first)
    assert code == 0, err
    third = start(data)  # the first copy closed: its lock went with it
    code, out, err = finish(third)
    assert code == 0 and f"\nresumed {game_id}" in "\n" + out, out + err


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kill -9 is POSIX")
def test_the_lock_of_a_copy_that_died_does_not_keep_the_game(
    data_with_a_game: tuple[Path, str], tmp_path: Path
) -> None:
    data, game_id = data_with_a_game
    first = start(data, str(tmp_path / "never"))
    try:
        assert lines_until(first, "resumed") == [f"resumed {game_id}"]
    finally:
        first.send_signal(signal.SIGKILL)
        first.communicate(timeout=60)
    assert (data / "autosave" / f"{game_id}.lock").exists()  # left behind by the killed process
    code, out, err = finish(start(data))
    assert code == 0 and f"\nresumed {game_id}" in "\n" + out, out + err

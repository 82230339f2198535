"""``wonders FILE`` in real processes (offscreen): the game opens, a bad file is explained, a second launch
hands its file to the copy already running, a crashed copy's socket or a frozen copy never loses a file.

Each test has its own data folder and its own TMPDIR (where Qt puts the Unix socket), so nothing here
talks to another test's app or a player's.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests import save_corpus
from tests.save_corpus import BY_NAME, write_entry
from wonders_desktop.ui.platform.single_instance import server_name
from wonders_desktop.ui.savegames import saves

REPO = Path(__file__).resolve().parents[2]
GOOD = save_corpus.good_save()
LONG = 600  # seconds a step may take on a machine whose two cores are busy: a hang guard, not a budget


def environment(tmp_path: Path, **extra: str) -> dict[str, str]:
    base = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "WONDERS_DATA_DIR")}
    (tmp_path / "tmp").mkdir(exist_ok=True)
    return {
        **base,
        "QT_QPA_PLATFORM": "offscreen",
        "WONDERS_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "TMPDIR": str(tmp_path / "tmp"),
        "WONDERS_HANDOVER_TIMEOUT_MS": "120000",  # a busy machine is slow to answer, never silent
        **extra,
    }


def wonders(tmp_path: Path, *args: str, **extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "wonders_desktop", "--lang", "en", *args],
        cwd=tmp_path,
        env=environment(tmp_path, **extra),
        capture_output=True,
        text=True,
        timeout=LONG,
        check=False,
    )


def good_file(tmp_path: Path, name: str = "from a friend.wonders") -> Path:
    path = tmp_path / "inbox" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(save_corpus.text_of(GOOD), encoding="utf-8")
    return path


def imported(tmp_path: Path) -> list[Path]:
    return saves.save_files(tmp_path / "data" / "saves")


def socket_path(tmp_path: Path) -> Path:
    return tmp_path / "tmp" / server_name(tmp_path / "data")


@pytest.fixture
def running_copy(tmp_path: Path) -> Iterator[subprocess.Popen[str]]:
    """A first copy of the app, listening, that quits once it has opened one file."""
    process = subprocess.Popen(
        [sys.executable, "-m", "wonders_desktop", "--lang", "en"],
        cwd=tmp_path,
        env=environment(tmp_path, WONDERS_QUIT_AFTER_OPEN="1"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        assert first.startswith("listening: "), first + process.stderr.read() if process.stderr else ""
        yield process
    finally:
        if process.poll() is None:
            process.kill()
        process.wait(timeout=LONG)


@pytest.mark.parametrize("spelling", ["wonders", "json"])
def test_a_save_as_the_argument_opens_on_its_table(tmp_path: Path, spelling: str) -> None:
    path = good_file(tmp_path, f"game.{spelling}")
    result = wonders(tmp_path, str(path), WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert result.returncode == 0, result.stderr
    copies = imported(tmp_path)
    assert len(copies) == 1 and saves.read_save(copies[0]) == GOOD  # kept among the saved games
    assert f"opened: {copies[0]}" in result.stdout and "window shown" in result.stdout, result.stdout
    assert path.read_text(encoding="utf-8") == save_corpus.text_of(GOOD)  # the friend's file untouched


def test_a_relative_path_opens_too(tmp_path: Path) -> None:
    good_file(tmp_path, "x.wonders")
    result = wonders(tmp_path, "inbox/x.wonders", WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert result.returncode == 0 and "opened: " in result.stdout, result.stdout + result.stderr


@pytest.mark.parametrize("name", ["wrong_digest", "game_id_absolute_trap", "not_json"])
def test_a_hostile_file_is_refused_with_a_dialog_and_one_line(tmp_path: Path, name: str) -> None:
    """Exit status 0: the app started and said why (a double-click has no terminal); nothing written."""
    entry = BY_NAME.get(name)
    path = tmp_path / "inbox" / f"{name}.wonders"
    if entry is None:
        path.parent.mkdir(parents=True)
        path.write_text("this is not a save", encoding="utf-8")
    else:
        write_entry(entry, path, save_corpus.text_of(GOOD), tmp_path / "trap")
    before = path.read_bytes()
    result = wonders(tmp_path, str(path), WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert result.returncode == 0, result.stderr
    assert "dialog shown: Cannot open this saved game" in result.stdout, result.stdout
    assert f"error: {path}: cannot load this save (" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr
    assert imported(tmp_path) == [] and path.read_bytes() == before
    assert not (tmp_path / "trap").exists()


def test_a_missing_file_is_bad_input(tmp_path: Path) -> None:
    result = wonders(tmp_path, "gone.wonders")
    assert result.returncode == 2 and result.stderr.strip() == "error: gone.wonders: no such file"


def test_a_subcommand_name_is_the_subcommand_even_beside_a_file_of_that_name(tmp_path: Path) -> None:
    (tmp_path / "check").write_text(save_corpus.text_of(GOOD), encoding="utf-8")
    result = wonders(tmp_path, "check")
    assert result.returncode == 2 and "required: SCENARIO.json" in result.stderr, result.stderr
    assert imported(tmp_path) == []
    as_path = wonders(tmp_path, "./check", WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert as_path.returncode == 0 and "opened: " in as_path.stdout, as_path.stdout + as_path.stderr
    misspelt = wonders(tmp_path, "chek")  # not a file, not a save's name: argparse's "invalid choice"
    assert misspelt.returncode == 2 and "invalid choice: 'chek'" in misspelt.stderr


def test_a_second_launch_hands_its_file_to_the_running_copy(
    tmp_path: Path, running_copy: subprocess.Popen[str]
) -> None:
    path = good_file(tmp_path)
    second = wonders(tmp_path, str(path))
    assert second.returncode == 0, second.stderr
    assert "opened in the copy of Wonders already running" in second.stderr
    out, err = running_copy.communicate(timeout=LONG)
    assert running_copy.returncode == 0, err
    copies = imported(tmp_path)
    assert len(copies) == 1 and f"opened: {copies[0]}" in out, out + err


def test_a_second_launch_without_a_file_starts_normally(
    tmp_path: Path, running_copy: subprocess.Popen[str]
) -> None:
    second = wonders(tmp_path, WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert second.returncode == 0 and "window shown" in second.stdout, second.stderr
    assert "listening" not in second.stdout  # the first copy keeps the name


def test_the_socket_of_a_killed_copy_is_replaced(tmp_path: Path, running_copy: subprocess.Popen[str]) -> None:
    running_copy.kill()  # SIGKILL: no chance to remove its socket file
    running_copy.wait(timeout=LONG)
    assert socket_path(tmp_path).exists()
    path = good_file(tmp_path)
    result = wonders(tmp_path, str(path), WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert result.returncode == 0, result.stderr
    assert "listening: " in result.stdout and "opened: " in result.stdout, result.stdout + result.stderr


def test_a_stale_socket_file_is_replaced(tmp_path: Path) -> None:
    stale = socket_path(tmp_path)
    stale.parent.mkdir(parents=True, exist_ok=True)
    dead = socket.socket(socket.AF_UNIX)
    dead.bind(str(stale))  # bound, never listening, then closed: what a crashed copy leaves behind
    dead.close()
    assert stale.exists()
    path = good_file(tmp_path)
    result = wonders(tmp_path, str(path), WONDERS_QUIT_WHEN_SHOWN="1", WONDERS_REPORT_OPENS="1")
    assert result.returncode == 0, result.stderr
    assert "listening: " in result.stdout and "opened: " in result.stdout, result.stdout + result.stderr


def test_a_copy_that_never_answers_does_not_swallow_the_file(tmp_path: Path) -> None:
    hung_path = socket_path(tmp_path)
    hung_path.parent.mkdir(parents=True, exist_ok=True)
    hung = socket.socket(socket.AF_UNIX)
    hung.bind(str(hung_path))
    hung.listen(4)  # accepts connections into the backlog, never reads or answers: a frozen copy
    try:
        result = wonders(
            tmp_path,
            str(good_file(tmp_path)),
            WONDERS_QUIT_WHEN_SHOWN="1",
            WONDERS_REPORT_OPENS="1",
            WONDERS_HANDOVER_TIMEOUT_MS="300",
        )
    finally:
        hung.close()
    assert result.returncode == 0, result.stderr
    assert "opened: " in result.stdout, result.stdout + result.stderr
    assert "listening: " not in result.stdout  # the name stays the frozen copy's


def test_macos_file_open_events_reach_the_opener_even_before_it_listens(tmp_path: Path) -> None:
    """Finder sends a double-clicked save to the application object as a QFileOpenEvent."""
    script = (
        "from pathlib import Path\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "from PySide6.QtGui import QFileOpenEvent\n"
        "from wonders_desktop.ui.window.app import application\n"
        "app = application()\n"
        "QCoreApplication.sendEvent(app, QFileOpenEvent('/early.wonders'))\n"
        "seen = []\n"
        "app.on_file_open(seen.append)\n"
        "QCoreApplication.sendEvent(app, QFileOpenEvent('/late.wonders'))\n"
        "print([str(path) for path in seen], app.desktopFileName())\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script],
        cwd=REPO,
        env=environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=LONG,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["['/early.wonders',", "'/late.wonders']", "org.wondersdesktop.Wonders"]


DESKTOP_TOOLS = ("xdg-open", "xdg-mime", "xvfb-run", "update-mime-database", "update-desktop-database")


@pytest.mark.skipif(
    not all(shutil.which(tool) for tool in DESKTOP_TOOLS),
    reason="needs xdg-utils, xvfb and desktop-file-utils (apt-get install xdg-utils xvfb desktop-file-utils)",
)
def test_xdg_open_of_a_save_opens_it_in_the_app_in_a_real_x_window(tmp_path: Path) -> None:
    """The Linux double-click: the per-user install, then xdg-open (what a file manager runs) starts the
    app through the .desktop file, in an X window under Xvfb, with the save open on its table."""
    home = tmp_path / "share"
    env = environment(
        tmp_path,
        XDG_DATA_HOME=str(home),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_DIRS=f"{home}:/usr/local/share:/usr/share",
        WONDERS_QUIT_AFTER_OPEN="1",
    )
    for name in ("QT_QPA_PLATFORM", "XDG_CURRENT_DESKTOP", "DESKTOP_SESSION", "KDE_FULL_SESSION",
                 "GNOME_DESKTOP_SESSION_ID", "DISPLAY", "WAYLAND_DISPLAY", "BROWSER"):
        env.pop(name, None)  # xdg-open's generic mode: the .desktop file and mimeapps.list decide
    install = subprocess.run(
        [sys.executable, "-m", "wonders_desktop", "--install-desktop-integration"],
        env=env, capture_output=True, text=True, timeout=LONG, check=False,
    )
    assert install.returncode == 0, install.stderr
    path = good_file(tmp_path)
    query = subprocess.run(["xdg-mime", "query", "filetype", str(path)], env=env, capture_output=True,
                           text=True, timeout=LONG, check=False)
    assert query.stdout.strip() == "application/x-wonders-save", query.stdout + query.stderr
    opened = subprocess.run(["xvfb-run", "-a", "xdg-open", str(path)], env=env, capture_output=True,
                            text=True, timeout=LONG, check=False)
    assert opened.returncode == 0, opened.stdout + opened.stderr
    copies = imported(tmp_path)
    assert len(copies) == 1 and f"opened: {copies[0]}" in opened.stdout, opened.stdout + opened.stderr

"""Started with no display, the app says so in one line and exits 1: Qt would abort with a core dump
blaming a library (issue 39). Checked in a real process, as a player starts it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from wonders_desktop.ui.platform.display import display_problem

REPO = Path(__file__).resolve().parents[2]


def _env_without_display(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return {**env, "WONDERS_DATA_DIR": str(tmp_path), "PYTHONPATH": str(REPO), **extra}


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb platform is Linux's")
def test_no_display_is_one_line_and_exit_1_not_a_core_dump(tmp_path: Path) -> None:
    """The app itself (``watch`` plays offscreen by design when there is no screen)."""
    done = subprocess.run(
        [sys.executable, "-m", "wonders_desktop"],
        cwd=REPO,
        env=_env_without_display(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, (done.returncode, done.stderr)
    assert done.returncode != -signal.SIGABRT
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert "no display" in lines[0] and "xvfb-run" in lines[0]
    assert "xcb-cursor" not in done.stderr


def test_an_explicit_offscreen_platform_needs_no_display() -> None:
    assert display_problem({"QT_QPA_PLATFORM": "offscreen"}, "linux") == ""


@pytest.mark.parametrize(
    "env",
    [{}, {"QT_QPA_PLATFORM": "xcb"}, {"QT_QPA_PLATFORM": "wayland"}, {"QT_QPA_PLATFORM": "xcb:fontengine=x"}],
)
def test_the_screen_platforms_without_a_display_are_refused(env: dict[str, str]) -> None:
    assert "no display" in display_problem(env, "linux")


@pytest.mark.parametrize("env", [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-0"}])
def test_a_display_or_a_wayland_socket_is_enough(env: dict[str, str]) -> None:
    assert display_problem(env, "linux") == ""


def test_other_systems_are_left_to_qt() -> None:
    assert display_problem({}, "win32") == "" and display_problem({}, "darwin") == ""

"""tools/play.sh installs once and then only launches (issue 39: every launch repeated a 20 s install).

The script runs for real in a copy of the tools with a stand-in ``.venv/bin/python`` that logs each
call: pip, the checks and the app are recorded, not run; the stamp itself is written and read by the
real ``tools/install_stamp.py``."""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]

FAKE_PYTHON = """#!/usr/bin/env bash
echo "$*" >> "$(dirname "$0")/../calls.log"
case "$1" in
  tools/install_stamp.py) exec {real} "$@" ;;
esac
exit 0
"""


def checkout(tmp_path: Path) -> Path:
    """A copy of what play.sh touches, with a venv whose python only logs (no pip, no window)."""
    root = tmp_path / "repo"
    (root / "tools").mkdir(parents=True)
    for name in ("play.sh", "install_stamp.py"):
        shutil.copy(REPO / "tools" / name, root / "tools" / name)
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    bin_dir = root / ".venv" / "bin"
    bin_dir.mkdir(parents=True)
    python = bin_dir / "python"
    python.write_text(FAKE_PYTHON.format(real=sys.executable))
    python.chmod(0o755)
    activate = f'export VIRTUAL_ENV="{root / ".venv"}"\nexport PATH="{bin_dir}:$PATH"\n'
    (bin_dir / "activate").write_text(activate)
    return root


def launch(root: Path) -> tuple[list[str], str]:
    """One ``bash tools/play.sh --version``: the python calls it made, and what it said on stderr."""
    log = root / ".venv" / "calls.log"
    log.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHON")}
    done = subprocess.run(
        ["bash", "tools/play.sh", "--version"], cwd=root, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    return log.read_text().splitlines(), done.stderr


@pytest.mark.skipif(shutil.which("bash") is None or sys.platform == "win32", reason="a bash script")
def test_a_second_launch_with_nothing_changed_only_starts_the_app(tmp_path: Path) -> None:
    root = checkout(tmp_path)
    first, said = launch(root)
    assert any(call.startswith("-m pip install") for call in first)
    assert first[-1] == "-m wonders_desktop --version"
    assert "installing the app" in said and "checking the system libraries" in said  # one line per step
    second, said = launch(root)
    assert [call for call in second if not call.startswith("tools/install_stamp.py")] == [
        "-m wonders_desktop --version"
    ]
    assert said == ""


@pytest.mark.skipif(shutil.which("bash") is None or sys.platform == "win32", reason="a bash script")
def test_a_changed_pyproject_or_a_lost_stamp_installs_again(tmp_path: Path) -> None:
    root = checkout(tmp_path)
    launch(root)
    with (root / "pyproject.toml").open("a") as project:
        project.write("\n# a new dependency would be here\n")
    calls, _ = launch(root)
    assert any(call.startswith("-m pip install") for call in calls)
    (root / ".venv" / ".installed-play").unlink()
    calls, _ = launch(root)
    assert any(call.startswith("-m pip install") for call in calls)


def test_the_stamp_names_the_interpreter_the_project_and_the_commit() -> None:
    spec = importlib.util.spec_from_file_location("install_stamp", REPO / "tools" / "install_stamp.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    lines = module.stamp().splitlines()
    assert [line.split()[0] for line in lines] == ["interpreter", "pyproject.toml", "commit"]
    assert sys.version.split()[0] in lines[0]

"""The command-line contract's error handling: bad input exits 2 with one line naming the field."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from wonders_desktop.cli import main


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_missing_scenario_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["check", str(tmp_path / "nope.json")], capsys)
    assert code == 2
    assert out == ""
    assert "nope.json" in err and "cannot read file" in err
    assert len(err.strip().splitlines()) == 1


def test_malformed_scenario_exits_2_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"game": "duel", "players": [')
    code, _, err = run(["check", str(path)], capsys)
    assert code == 2
    assert "bad.json" in err and "not valid JSON" in err


def test_unknown_game_exits_2_with_closest_id(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({"game": "clasic", "players": []}))
    code, _, err = run(["check", str(path)], capsys)
    assert code == 2
    assert "game: unknown game id 'clasic'; closest: classic" in err


def test_scenario_without_game_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "nogame.json"
    path.write_text(json.dumps({"players": []}))
    code, _, err = run(["check", str(path)], capsys)
    assert code == 2
    assert "game: missing" in err


def test_unknown_option_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(["simulate", "--game", "duel", "--games", "1", "--seed", "1", "--bogus"], capsys)
    assert code == 2
    assert out == ""
    assert "--bogus" in err


def test_simulate_unknown_game_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(["simulate", "--game", "duell", "--games", "1", "--seed", "1"], capsys)
    assert code == 2
    assert "--game: unknown game id 'duell'; closest: duel" in err


def test_module_entry_point_runs() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "wonders_desktop", "check", "/no/such/file.json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: /no/such/file.json: cannot read file")


@pytest.mark.parametrize(
    "flags",
    [
        ["--players", "3", "--edition", "2"],
        ["--players", "5", "--expansions", "cities"],
        ["--players", "6", "--edition", "2", "--expansions", "cities", "--variant", "teams"],
        ["--edition", "1", "--expansions", "cities", "--variant", "teams"],
    ],
)
def test_simulate_classic_editions_expansions_and_teams(flags: list[str], capsys) -> None:
    code, out, _ = run(["simulate", "--game", "classic", *flags, "--games", "2", "--seed", "1"], capsys)
    assert code == 0
    result = json.loads(out)
    assert result["errors"] == 0 and result["games"] == 2


def test_simulate_refuses_the_free_city_with_the_second_edition(capsys) -> None:
    argv = ["simulate", "--game", "classic", "--edition", "2", "--variant", "free-city", "--games", "1"]
    code, _, err = run([*argv, "--seed", "1"], capsys)
    assert code == 2 and err.startswith("error: --variant:")

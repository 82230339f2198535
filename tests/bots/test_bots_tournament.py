"""The ``tournament`` command (docs/cli.md): rotated seats, one summary per bot, --move-time for search."""

from __future__ import annotations

import json

import pytest

from wonders_desktop.cli import main

FIELDS = {
    "bot",
    "games",
    "wins",
    "win_rate",
    "win_rate_stderr",
    "mean_score",
    "mean_move_seconds",
    "max_move_seconds",
}


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, object, str]:
    code = main(argv)
    captured = capsys.readouterr()
    return code, json.loads(captured.out) if captured.out else None, captured.err


def test_reports_every_bot_with_the_contract_fields(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--game", "toy", "--seats", "hard,random", "--games", "6", "--seed", "1"]
    code, summary, _ = run([*argv, "--move-time", "0.01"], capsys)
    assert code == 0
    assert isinstance(summary, list) and [entry["bot"] for entry in summary] == ["hard", "random"]
    for entry in summary:
        assert set(entry) >= FIELDS
        assert entry["games"] == 6
        assert 0 <= entry["win_rate"] <= 1
    assert sum(entry["wins"] for entry in summary) == pytest.approx(6)
    # --move-time bounds the search bot: its own CPU time per move (the wall clock is the machine's load)
    assert summary[0]["max_move_cpu_seconds"] < 0.5
    for entry in summary:  # extra fields: the 95th percentile, wall clock and the bot's own CPU time
        assert entry["p95_move_seconds"] <= entry["max_move_seconds"]
        assert entry["p95_move_cpu_seconds"] <= entry["max_move_cpu_seconds"]


def test_three_seats_share_each_deal(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--game", "toy", "--players", "3", "--seats", "medium,easy,easy", "--games", "9"]
    code, summary, _ = run([*argv, "--seed", "4"], capsys)
    assert code == 0
    assert isinstance(summary, list)
    medium, easy = summary
    assert medium["games"] == 9 and easy["games"] == 18
    assert medium["wins"] + easy["wins"] == pytest.approx(9)


def test_seat_count_must_match_players(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "tournament",
        "--game",
        "toy",
        "--players",
        "3",
        "--seats",
        "hard,random",
        "--games",
        "2",
        "--seed",
        "1",
    ]
    code, summary, err = run(argv, capsys)
    assert code == 2 and summary is None
    assert "--seats" in err


def test_unknown_level_names_the_closest(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--game", "toy", "--seats", "hrad,random", "--games", "2", "--seed", "1"]
    code, _, err = run(argv, capsys)
    assert code == 2
    assert "closest: hard" in err


def test_move_time_must_be_positive(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tournament", "--game", "toy", "--seats", "hard,random", "--games", "2", "--seed", "1"]
    code, _, err = run([*argv, "--move-time", "0"], capsys)
    assert code == 2 and "--move-time" in err

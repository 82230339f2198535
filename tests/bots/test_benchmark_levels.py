"""``hard-margin``: the hard bot before the learned Duel value, kept for benchmarks. ``tournament``
plays it; the app, ``watch`` and ``simulate`` never offer it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from wonders_desktop.bots.heuristics import heuristics_for
from wonders_desktop.bots.heuristics.duel import HEURISTICS, MARGIN_HEURISTICS
from wonders_desktop.bots.registry import BENCHMARK_LEVELS, BOT_LEVELS, make_bot
from wonders_desktop.bots.search import HardBot
from wonders_desktop.cli import main


def test_hard_margin_is_the_hard_search_with_the_hand_tuned_leaf() -> None:
    old, new = make_bot("hard-margin", "duel", 1), make_bot("hard", "duel", 1)
    assert isinstance(old, HardBot) and isinstance(new, HardBot)
    assert old.heuristics is MARGIN_HEURISTICS and old.heuristics.network is None
    assert new.heuristics is HEURISTICS and new.heuristics.network is not None
    classic = make_bot("hard-margin", "classic", 1)
    assert isinstance(classic, HardBot) and classic.heuristics is heuristics_for("classic")


def test_the_app_levels_leave_it_out() -> None:
    assert "hard-margin" in BENCHMARK_LEVELS and "hard-margin" not in BOT_LEVELS


def test_tournament_plays_it_and_records_it_as_a_named_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = tmp_path / "games"
    argv = ["tournament", "--game", "duel", "--seats", "hard,hard-margin", "--games", "2", "--seed", "3",
            "--move-time", "0.01", "--records", str(records)]
    assert main(argv) == 0
    summary = json.loads(capsys.readouterr().out)
    assert [entry["bot"] for entry in summary] == ["hard", "hard-margin"]
    assert sum(entry["wins"] for entry in summary) == pytest.approx(2.0)
    saved = json.loads((records / "game-0001.json").read_text(encoding="utf-8"))
    seats = saved["seats"]
    assert seats[0]["level"] == "hard" and seats[1]["name"] == "hard-margin" and seats[1]["human"]


@pytest.mark.parametrize("command", [["simulate", "--game", "duel", "--games", "1", "--seed", "1", "--bots"],
                                     ["watch", "--game", "duel", "--games", "1", "--bots"]])
def test_other_commands_refuse_it(command: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*command, "hard-margin"]) == 2
    assert "hard-margin" in capsys.readouterr().err

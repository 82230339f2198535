"""The Duel training command: each stage resumes where it stopped and can run alone; the self-play
games replay; the fit writes a weights file the bot loads; the evaluation gates the install."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import wonders_desktop.training.cli as cli
from wonders_desktop.bots.duel_value import load_network
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.training import dataset, selfplay

FIRST = 5_000_000


@pytest.fixture(scope="module")
def games(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Twelve self-play games (every split is represented: seeds ending in 18 and 19 are held out)."""
    path = tmp_path_factory.mktemp("selfplay") / "selfplay.jsonl"
    assert selfplay.run(path, FIRST + 8, 12) == {"played": 12, "in_file": 12}
    return path


def test_selfplay_skips_the_seeds_it_has_and_mends_a_cut_line(games: Path, tmp_path: Path) -> None:
    lines = games.read_text(encoding="utf-8").splitlines()
    path = tmp_path / "selfplay.jsonl"
    path.write_text("\n".join(lines[:3]) + "\n" + lines[3][:40], encoding="utf-8")  # stopped mid-line
    assert selfplay.run(path, FIRST + 8, 5) == {"played": 2, "in_file": 5}
    again = path.read_text(encoding="utf-8").splitlines()
    assert again == lines[:5]  # the same games for the same seeds, the cut line played again
    assert selfplay.run(path, FIRST + 8, 5) == {"played": 0, "in_file": 5}


def test_a_selfplay_game_is_its_seed_and_moves(games: Path) -> None:
    for game in selfplay.read_games(games):
        state = SPEC.new_game({}, game["seed"])
        for text in game["moves"]:
            state.apply(state.to_act()[0], state.parse_move(text))
        assert state.is_terminal() and list(state.outcome().winners) == game["winners"]
        assert game["policy"] == selfplay.POLICY


def test_the_features_stage_writes_each_chunk_once(games: Path, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(dataset, "CHUNK_GAMES", 5)
    folder = tmp_path / "features"
    first = dataset.run(games, folder)
    assert first["games"] == 12 and first["chunks_written"] == 3
    assert dataset.run(games, folder)["chunks_written"] == 0
    numbers = dataset.chunk_numbers(folder)
    rows = [row for number in numbers for row in dataset.read_chunk(folder, number).rows()]
    assert len(rows) == first["positions_written"]
    assert {dataset.split_of(seed) for *_, seed in rows} == {"train", "valid", "test"}
    assert {age for _, _, age, _, _ in rows} == {1, 2, 3}
    assert all(active[0] == 0 and share in (0.0, 0.5, 1.0) for active, share, *_ in rows)


def test_the_command_trains_evaluates_and_installs(games: Path, tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("numpy")
    installed = tmp_path / "installed.json"
    monkeypatch.setattr(cli, "DEFAULT_PATH", installed)
    out = tmp_path / "run"
    common = ["duel", "--out", str(out), "--selfplay", str(games), "--hidden", "4", "--epochs", "1"]
    for stage in ("features", "fit"):
        assert cli.main([*common, "--stage", stage]) == 0
    network = load_network(out / "duel_value.json")
    assert network.hidden == 4
    document = json.loads((out / "duel_value.json").read_text(encoding="utf-8"))
    assert document["training"]["command"].startswith("python -m wonders_desktop.training duel --out")
    # the fit resumes: one more epoch asked, one more run, the first epoch kept
    assert cli.main([*common[:-1], "2", "--stage", "fit"]) == 0
    history = json.loads((out / "fit.json").read_text(encoding="utf-8"))["history"]
    assert [entry["epoch"] for entry in history] == [1, 2]
    status = cli.main([*common, "--stage", "evaluate"])
    report = json.loads((out / "evaluate.json").read_text(encoding="utf-8"))
    assert status == (0 if report["gate_passed"] else 1)
    assert len(report["calibration"]) == 10
    assert sum(cell["positions"] for cell in report["calibration"]) == report["network"]["all"]["positions"]
    assert cli.main([*common, "--stage", "install"]) == 0
    assert load_network(installed).hidden == 4
    stages = [json.loads(line)["stage"] for line in (out / "log.jsonl").read_text().splitlines()]
    assert stages == ["features", "fit", "fit", "evaluate", "install"]


def test_the_whole_command_stops_after_a_selfplay_chunk_that_did_not_finish(tmp_path: Path) -> None:
    out = tmp_path / "run"
    argv = ["duel", "--out", str(out), "--games", "3", "--first-seed", str(FIRST), "--max-minutes", "0"]
    assert cli.main(argv) == 0
    stages = [json.loads(line)["stage"] for line in (out / "log.jsonl").read_text().splitlines()]
    assert stages == ["selfplay"] and not (out / "features").exists()

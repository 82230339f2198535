"""The ``screenshot`` command and ``--self-test`` (docs/cli.md), run in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tests.ui.conftest import TOY
from wonders_desktop.cli import main
from wonders_desktop.engine import registry


def test_screenshot_writes_the_window_as_png(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "shots" / "toy.png"
    code = main(
        ["screenshot", "--game", TOY, "--seed", "3", "--moves", "4", "--size", "900x600", "--out", str(out)]
    )
    assert code == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["decisions"] == 4 and answer["out"] == str(out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 600)


def test_screenshot_in_portuguese_and_dark(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "pt.png"
    argv = [
        "screenshot",
        "--game",
        TOY,
        "--moves",
        "2",
        "--lang",
        "pt_BR",
        "--theme",
        "dark",
        "--out",
        str(out),
    ]
    assert main(argv) == 0
    assert QImage(str(out)).width() == 1600


@pytest.mark.parametrize(
    ("argv", "field"),
    [
        (["--size", "big"], "--size"),
        (["--size", "99999x99999"], "--size"),  # 40 GB of pixels
        (["--players", "9"], "--players"),
        (["--theme", "pink"], "--theme"),
        (["--lang", "fr"], "--lang"),
        (["--moves", "-1"], "--moves"),
    ],
)
def test_screenshot_bad_input_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], field: str
) -> None:
    code = main(["screenshot", "--game", TOY, "--out", str(tmp_path / "x.png"), *argv])
    captured = capsys.readouterr()
    assert code == 2 and captured.out == ""
    assert captured.err.startswith(f"error: {field}") and len(captured.err.strip().splitlines()) == 1


def test_self_test_passes(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.GAME_MODULES, TOY, "tests.ui.toy_game")
    assert main(["--self-test"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["self_test"] == "passed"
    assert TOY in report["checks"]["window, games, save and reload"]
    assert report["checks"]["statistics store"] == "schema 2, statistics.sqlite3"
    assert report["checks"]["hand-over to the running copy"].startswith(("AF_UNIX, ", "AF_PIPE, "))


def test_self_test_reports_a_missing_rules_summary(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("wonders_desktop.ui.dialogs.rules_window.resources_dir", lambda: tmp_path)
    assert main(["--self-test"]) == 1
    assert "self-test failed: rules summaries" in capsys.readouterr().err


def test_self_test_reports_a_broken_game(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(registry.GAME_MODULES, "broken", "tests.ui.no_such_module")
    assert main(["--self-test"]) == 1
    captured = capsys.readouterr()
    assert "self-test failed: data files" in captured.err

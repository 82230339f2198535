"""Crafted save files (tests/save_corpus.py) against every way the app reads a save.

Each one: ``inspect`` exits 2 with one line naming the file and the expected reason; as the newest
autosave it hides nothing (Continue and the saved-games list still find the older good game); and no
file anywhere is written or changed. A sample goes through the real window (start-up, Continue, Load).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests import save_corpus
from tests.save_corpus import BY_NAME, NAMES, text_of, tree, write_entry
from wonders_desktop.cli import main
from wonders_desktop.ui.savegames import autosave, library, saves
from wonders_desktop.ui.window.main_window import MainWindow

GOOD_TEXT = text_of(save_corpus.good_save())
ROOT = Path(__file__).resolve().parents[2]


def test_the_corpus_is_large_and_varied() -> None:
    assert len(NAMES) >= 80
    reasons = {BY_NAME[name].reason for name in NAMES}
    assert reasons == {"corrupt", "invalid", "tampered", "newer", "unknown_game", "too_large"}


@pytest.fixture
def root(tmp_path: Path) -> Path:
    """The folder that holds the data folder and the trap folder absolute paths point into."""
    return tmp_path


def crafted(name: str, path: Path, root: Path) -> Path:
    return write_entry(BY_NAME[name], path, GOOD_TEXT, root / "trap")


@pytest.mark.parametrize("name", NAMES)
def test_inspect_refuses_with_one_clear_line(
    name: str, root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = crafted(name, root / "bad" / f"{name}.json", root)
    before = tree(root)
    assert main(["inspect", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and len(err) < 700
    assert err.startswith(f"{path}: cannot load this save ({BY_NAME[name].reason}): ")
    assert "Traceback" not in err and "sys." not in err  # the file's fault, in the file's terms
    assert tree(root) == before


@pytest.fixture
def older_good_game(isolated: Path) -> Iterator[Path]:
    """A good unfinished game in the autosave folder, older than what the test writes next."""
    save = save_corpus.good_save()
    path = saves.autosave_path(save.game_id)
    saves.write_save(path, save)
    os.utime(path, (1_000_000_000, 1_000_000_000))
    yield path


@pytest.mark.parametrize("name", NAMES)
def test_as_the_newest_autosave_it_hides_and_harms_nothing(
    name: str, root: Path, older_good_game: Path
) -> None:
    bad = crafted(name, saves.autosave_dir() / f"{saves.new_game_id()}.json", root)
    before = tree(root)
    assert autosave.last_game_path() == older_good_game
    entries = library.scan()
    assert [entry.path for entry in entries if entry.save is not None] == [older_good_game]
    damaged = [entry for entry in entries if entry.error is not None]
    assert [entry.path for entry in damaged] == [bad]
    assert damaged[0].error is not None and damaged[0].error.reason == BY_NAME[name].reason
    assert tree(root) == before


SAMPLE = [
    "truncated_500",
    "binary_noise",
    "deep_arrays",
    "digits_5000_seed",
    "padded_50mb",
    "seat_name_50mb",
    "game_id_relative_escape",
    "game_id_absolute_trap",
    "game_id_empty",
    "path_absolute_seat_name",
    "version_future",
    "moves_reordered",
    "seed_wrong",
    "game_unknown",
]


@pytest.mark.parametrize("name", SAMPLE)
def test_the_window_starts_continues_the_good_game_and_refuses_the_bad_one(
    name: str,
    root: Path,
    older_good_game: Path,
    make_window: Callable[..., MainWindow],
    qtbot: QtBot,
    messages: list[tuple[str, str]],
) -> None:
    bad = crafted(name, saves.autosave_dir() / f"{saves.new_game_id()}.json", root)
    elsewhere = crafted(name, root / "downloads" / "game.json", root)
    before = tree(root)
    window = make_window()  # the app starts
    assert window.start_page.resume.isEnabled()
    assert not window.load_path(elsewhere)
    assert not window.load_path(bad)
    assert len(messages) == 2 and all("untouched" in text for _, text in messages)
    assert tree(root) == before
    assert window.continue_last()
    assert window.controller.game_id == older_good_game.stem
    window.controller.shutdown()
    after = tree(root)
    changed = {key for key in after if before.get(key) != after[key]}
    assert changed <= {str(older_good_game.relative_to(root))}  # only the resumed game's own autosave


def test_inspect_as_a_command_exits_0_then_2(root: Path) -> None:
    good = root / "good.json"
    good.write_text(GOOD_TEXT, encoding="utf-8")
    bad = crafted("game_id_relative_escape", root / "bad.json", root)
    command = [sys.executable, "-m", "wonders_desktop", "inspect"]
    environment = {**os.environ, "WONDERS_DATA_DIR": str(root / "data")}
    ok = subprocess.run([*command, str(good)], capture_output=True, text=True, cwd=ROOT, env=environment)
    assert ok.returncode == 0, ok.stderr
    assert ok.stdout.count("\n") == 1
    refused = subprocess.run([*command, str(bad)], capture_output=True, text=True, cwd=ROOT, env=environment)
    assert refused.returncode == 2 and refused.stdout == ""
    assert refused.stderr.strip().splitlines() == [refused.stderr.strip()]
    assert str(bad) in refused.stderr and "game_id" in refused.stderr


GOOD = save_corpus.good_saves()


@pytest.mark.parametrize("name", sorted(GOOD))
def test_inspect_summarises_every_kind_of_good_save(
    name: str, root: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = GOOD[name]
    path = root / f"{name}.json"
    saves.write_save(path, save)
    assert main(["inspect", str(path)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert {"game", "options", "seats", "moves", "finished", "scores"} <= summary.keys()
    assert summary["game"] == save.record.game and summary["moves"] == len(save.record.moves)
    assert summary["finished"] == name.endswith("finished") == save.finished
    assert len(summary["scores"]) == len(save.seats) and all("total" in row for row in summary["scores"])
    assert [seat["human"] for seat in summary["seats"]] == [seat.human for seat in save.seats]

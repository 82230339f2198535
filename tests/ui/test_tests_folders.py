"""The UI tests are split as the UI is (issue 40): ``tests/ui/<game>/`` holds the tests of one game's
table (as ``ui/views/<game>/`` holds the table), ``tests/ui/`` the shared UI's. A new test of a game's
table written at the top would hide it from whoever works on that game."""

from __future__ import annotations

from pathlib import Path

UI_TESTS = Path(__file__).resolve().parent
GAME_PACKAGES = sorted(
    init.parent.name
    for init in (UI_TESTS.parents[1] / "wonders_desktop" / "ui" / "views").glob("*/__init__.py")
)


def misplaced(names: list[str], folder: str) -> list[str]:
    """The test files of ``names`` (in ``folder``: "" for the top) whose name says another place."""
    wrong = []
    for name in names:
        games = [game for game in GAME_PACKAGES if f"_{game}" in name]
        if (folder == "" and games) or (folder and games != [folder]):
            wrong.append(f"{folder or '.'}/{name}")
    return wrong


def test_the_check_finds_a_misplaced_test() -> None:
    assert misplaced(["test_duel_layout.py"], "") == ["./test_duel_layout.py"]
    assert misplaced(["test_classic_layout.py"], "duel") == ["duel/test_classic_layout.py"]
    assert misplaced(["test_saves.py", "test_duel_fit.py"], "duel") == ["duel/test_saves.py"]


def test_each_games_table_tests_are_in_its_folder() -> None:
    assert GAME_PACKAGES == ["architects", "classic", "duel"]
    found = misplaced([path.name for path in UI_TESTS.glob("test_*.py")], "")
    for game in GAME_PACKAGES:
        found += misplaced([path.name for path in (UI_TESTS / game).glob("test_*.py")], game)
    assert found == []

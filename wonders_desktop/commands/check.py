"""``check``: answer rules questions about positions described directly in JSON scenario files."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wonders_desktop.commands.jsonfile import read_json_file
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.validation import shown
from wonders_desktop.engine.registry import game_spec


def load_scenario(path: str) -> dict[str, Any]:
    """Read one scenario file; unreadable or malformed files are a ``ScenarioError`` naming the file."""
    data = read_json_file(path)
    if not isinstance(data, dict):
        raise ScenarioError(path, "a scenario must be a JSON object")
    if "game" not in data:
        raise ScenarioError(f"{path}: game", "missing (classic, duel or architects)")
    if not isinstance(data["game"], str):
        raise ScenarioError(
            f"{path}: game", f"must be a string (classic, duel or architects), got {shown(data['game'])}"
        )
    return data


def answer(scenario: dict[str, Any]) -> dict[str, Any]:
    return game_spec(scenario["game"]).run_scenario(scenario)


def run_check(paths: Sequence[str]) -> int:
    answers = []
    for path in paths:
        scenario = load_scenario(path)
        try:
            answers.append(answer(scenario))
        except ScenarioError as error:
            raise ScenarioError(f"{path}: {error.field}", error.message) from error
    emit(answers[0] if len(answers) == 1 else answers)
    return 0

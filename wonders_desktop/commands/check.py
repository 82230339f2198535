"""``check``: answer rules questions about positions described directly in JSON scenario files."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from wonders_desktop.commands.jsonfile import read_json_file
from wonders_desktop.commands.output import emit
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.validation import shown
from wonders_desktop.engine.registry import GAME_MODULES, game_spec


def load_scenario(path: str) -> dict[str, Any]:
    """Read one scenario file; unreadable or malformed files are a ``ScenarioError`` naming the file."""
    data = read_json_file(path)
    if not isinstance(data, dict):
        raise ScenarioError(path, "a scenario must be a JSON object")
    if "game" not in data:
        raise ScenarioError(f"{path}: game", f"missing ({game_kinds_text()})")
    if not isinstance(data["game"], str):
        got = shown(data["game"])
        raise ScenarioError(f"{path}: game", f"must be a string ({game_kinds_text()}), got {got}")
    return data


def game_kinds_text() -> str:
    """The registered games as a reader would list them: "classic, duel or architects"."""
    kinds = list(GAME_MODULES)
    return " or ".join([", ".join(kinds[:-1]), kinds[-1]]) if len(kinds) > 1 else "".join(kinds)


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

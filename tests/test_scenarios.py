"""Every ``tests/scenarios/**/NAME.json`` with a ``NAME.expected.json`` beside it is answered by ``check``.

The expected file may hold fewer fields than the answer (docs/cli.md lets objects grow), so the
comparison checks that every expected field is present with the same value.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from wonders_desktop.commands.check import answer, load_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
CASES = sorted(p for p in SCENARIOS.rglob("*.json") if not p.name.endswith(".expected.json"))


def contains(actual: Any, expected: Any, where: str = "") -> list[str]:
    """Differences where ``expected`` is not found inside ``actual`` (lists compare item by item)."""
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return [f"{where}: expected an object, got {actual!r}"]
        problems: list[str] = []
        for key, value in expected.items():
            if key not in actual:
                problems.append(f"{where}.{key}: missing")
            else:
                problems.extend(contains(actual[key], value, f"{where}.{key}"))
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{where}: expected {expected!r}, got {actual!r}"]
        return [
            p
            for i, (a, e) in enumerate(zip(actual, expected, strict=True))
            for p in contains(a, e, f"{where}[{i}]")
        ]
    return [] if actual == expected else [f"{where}: expected {expected!r}, got {actual!r}"]


@pytest.mark.parametrize("path", CASES, ids=[str(p.relative_to(SCENARIOS)) for p in CASES])
def test_scenario_answers_match_expected(path: Path) -> None:
    expected_path = path.with_name(path.stem + ".expected.json")
    assert expected_path.exists(), f"{path.name} has no {expected_path.name}"
    result = answer(load_scenario(str(path)))
    problems = contains(result, json.loads(expected_path.read_text(encoding="utf-8")))
    assert not problems, "\n".join(problems)


def test_contains_reports_differences() -> None:
    assert contains({"a": [1, {"b": 2}], "c": 3}, {"a": [1, {"b": 2}]}) == []
    assert contains({"a": 1}, {"a": 2}) == [".a: expected 2, got 1"]
    assert contains({"a": 1}, {"b": 1}) == [".b: missing"]

"""benchmarks/bench_duel_search.py keeps its command line and reports the same best moves every run."""

from __future__ import annotations

import json
from types import ModuleType

import pytest

from tests.bots.scripts import load_benchmark


def load() -> ModuleType:
    return load_benchmark("bench_duel_search")


def test_the_search_benchmark_is_deterministic_in_its_choices(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seeds", "5", "--every", "9", "--depth", "4", "--repeat", "2"]
    assert load().main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["positions"] > 3 and first["depth"] == 4
    assert len(first["cpu_seconds"]) == 2 and first["cpu_seconds_min"] == min(first["cpu_seconds"])
    assert load().main(args) == 0
    assert json.loads(capsys.readouterr().out)["best_moves"] == first["best_moves"]

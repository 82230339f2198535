"""benchmarks/bench_duel_search.py keeps its command line and reports the same best moves every run."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_duel_search.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_duel_search", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_search_benchmark_is_deterministic_in_its_choices(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--seeds", "5", "--every", "9", "--depth", "4", "--repeat", "2"]
    assert load().main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["positions"] > 3 and first["depth"] == 4
    assert len(first["cpu_seconds"]) == 2 and first["cpu_seconds_min"] == min(first["cpu_seconds"])
    assert load().main(args) == 0
    assert json.loads(capsys.readouterr().out)["best_moves"] == first["best_moves"]

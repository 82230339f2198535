"""The Architects bot benchmarks still run: their numbers in benchmarks/README.md must stay reproducible.

Tiny runs only (a few games, a few rollouts); the real measurements are not tests.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCHMARKS = Path(__file__).resolve().parents[2] / "benchmarks"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, BENCHMARKS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # worker processes unpickle the study functions by module name
    spec.loader.exec_module(module)
    return module


def test_the_regret_benchmark_reports_take_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("bench_architects_regret")
    assert bench.main(["--games", "1", "--rollouts", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["decisions"] == "take"
    assert report["positions"] == bench.TAKES_STUDIED
    assert 0.0 <= report["mean_regret"] <= 1.0


def test_the_regret_benchmark_reports_the_other_decisions(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("bench_architects_regret")
    assert bench.main(["--games", "3", "--rollouts", "1", "--resolve"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["decisions"] == "resolve"
    assert report["positions"] >= 1


def test_the_weights_benchmark_rejects_an_unknown_weight() -> None:
    bench = load("bench_architects_medium")
    with pytest.raises(SystemExit, match="NO_SUCH_WEIGHT"):
        bench.parse_overrides(["NO_SUCH_WEIGHT=1"])


def test_the_weights_benchmark_plays_each_deal_from_every_seat(capsys: pytest.CaptureFixture[str]) -> None:
    bench = load("bench_architects_medium")
    assert bench.main(["--games", "3", "--seed", "7"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["games"] == 3
    assert 0.0 <= report["win_rate"] <= 1.0

"""benchmarks/duel_leaf_fit.py: its rows are the potential's parts, and the fit says when numpy is missing."""

from __future__ import annotations

import builtins
import csv
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

import wonders_desktop.bots.heuristics.duel as duel
from tests.bots.scripts import load_benchmark


def load() -> ModuleType:
    return load_benchmark("duel_leaf_fit")


def test_selfplay_rows_add_up_to_the_potential(tmp_path: Path) -> None:
    """Each row's parts, weighted as medium's potential weighs them, give the potential's own margin
    whenever nothing outside the parts (a pending decision) counts."""
    fit = load()
    out = tmp_path / "self.csv"
    assert fit.main(["selfplay", "--games", "4", "--seed", "7", "--out", str(out)]) == 0
    rows = list(csv.DictReader(out.open()))
    assert len(rows) >= 10 and set(rows[0]) == set(fit.HEAD)
    assert {row["age"] for row in rows} == {"1", "2", "3"}
    assert all(row["won"] in ("0", "1") for row in rows)
    for row in rows:
        age = int(row["age"])
        part = {name: float(row[name]) for name in fit.PARTS}
        weighted = (
            part["pad"] + part["military"] + part["science"] + part["token_rules"]
            + duel.RESOURCE_VALUE[age] * part["production"]
            + duel.FIXED_PRICE_VALUE[age] * part["fixed_prices"]
            + duel.LIQUIDITY[age] * part["coins"]
            + duel.CHAIN_VALUE[age] * part["chains"]
            + duel.WONDER_OPTION * part["wonders"]
        )  # fmt: skip
        rest = float(row["potential"]) - weighted
        assert rest == pytest.approx(0.0, abs=0.01) or rest == pytest.approx(duel.PLAY_AGAIN_VALUE, abs=0.01)


def test_fit_without_numpy_exits_2(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    real_import = builtins.__import__

    def no_numpy(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "numpy":
            raise ImportError("no numpy here")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_numpy)
    with pytest.raises(SystemExit) as stop:
        load().main(["fit", str(tmp_path / "none.csv")])
    assert stop.value.code == 2
    assert "numpy" in capsys.readouterr().err

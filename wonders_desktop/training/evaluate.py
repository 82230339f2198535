"""Stage 4, evaluate (pure Python: the shipped inference itself is measured): on the held-out games
(``seed % 20 == 19``, never fitted), the network's log-likelihood and accuracy against the hand-tuned
margin's (through its fitted logistic curve), per age, and its calibration in ten bins of predicted
win chance. The gate: the network must predict the winner better than the margin does.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import load_network
from wonders_desktop.training.dataset import chunk_numbers, read_chunk, split_of

BINS = 10


def _ll(p: float, y: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return y * math.log(p) + (1 - y) * math.log(1 - p)


def _sigmoid(z: float) -> float:
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, z))))


class Tally:
    """Log-likelihood and accuracy (decided games only) of one predictor on a set of positions."""

    def __init__(self) -> None:
        self.count = self.decided = 0
        self.ll = 0.0
        self.right = 0

    def add(self, p: float, y: float) -> None:
        self.count += 1
        self.ll += _ll(p, y)
        if y != 0.5:
            self.decided += 1
            self.right += (p > 0.5) == (y > 0.5)

    def report(self) -> dict[str, float]:
        return {
            "positions": self.count,
            "log_likelihood": round(self.ll / max(1, self.count), 4),
            "accuracy": round(self.right / max(1, self.decided), 4),
        }


def run(folder: Path, out: Path) -> dict[str, Any]:
    network = load_network(out / "duel_value.json")
    fitted = json.loads((out / "fit.json").read_text(encoding="utf-8"))["baseline"]
    tallies = {(name, age): Tally() for name in ("network", "margin") for age in (0, 1, 2, 3)}
    bins = [[0, 0.0, 0.0] for _ in range(BINS)]  # positions, predicted, observed
    games = set()
    for number in chunk_numbers(folder):
        for active, y, age, margin, seed in read_chunk(folder, number).rows():
            if split_of(seed) != "test":
                continue
            games.add(seed)
            p = network.probability(active)
            a, b = fitted[str(age)]
            q = _sigmoid(a * margin / 10 + b)
            for key in (0, age):
                tallies["network", key].add(p, y)
                tallies["margin", key].add(q, y)
            cell = bins[min(BINS - 1, int(p * BINS))]
            cell[0] += 1
            cell[1] += p
            cell[2] += y
    calibration: list[dict[str, Any]] = [
        {"bin": f"{i / BINS:.1f}-{(i + 1) / BINS:.1f}", "positions": n,
         "predicted": round(s / n, 4) if n else None, "observed": round(o / n, 4) if n else None}
        for i, (n, s, o) in enumerate(bins)
    ]
    report: dict[str, Any] = {
        "test_games": len(games),
        "network": {_age_name(age): tallies["network", age].report() for age in (0, 1, 2, 3)},
        "margin": {_age_name(age): tallies["margin", age].report() for age in (0, 1, 2, 3)},
        "calibration": calibration,
        "calibration_max_gap": max(
            (abs(c["predicted"] - c["observed"]) for c in calibration if c["positions"] >= 100), default=None
        ),
    }
    report["gate_passed"] = (
        report["network"]["all"]["log_likelihood"] > report["margin"]["all"]["log_likelihood"]
    )
    (out / "evaluate.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def _age_name(age: int) -> str:
    return "all" if age == 0 else f"age {age}"

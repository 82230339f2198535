"""A tiny Duel value network for tests: a few hidden units with seeded integer weights, so the tests
that need a network are fast and do not depend on the shipped weights."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import FEATURE_SET, NUM_FEATURES
from wonders_desktop.bots.duel_value.network import QUANT_MAX
from wonders_desktop.bots.duel_value.store import FORMAT, FORMAT_VERSION

HIDDEN = 5


def tiny_document(seed: int = 1) -> dict[str, Any]:
    rng = random.Random(seed)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "feature_set": FEATURE_SET,
        "inputs": NUM_FEATURES,
        "hidden": HIDDEN,
        "w1": [[rng.randint(-QUANT_MAX, QUANT_MAX) for _ in range(HIDDEN)] for _ in range(NUM_FEATURES)],
        "w2": [rng.uniform(-1, 1) / QUANT_MAX for _ in range(HIDDEN)],
        "b2": 0.1,
        "training": {"command": "tests/bots/duel_value_fixture.py"},
    }


def write_tiny(path: Path, **changes: Any) -> Path:
    path.write_text(json.dumps(tiny_document() | changes), encoding="utf-8")
    return path

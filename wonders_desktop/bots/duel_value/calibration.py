"""The map from the Duel value's log-odds to the win chance the app shows, read from the weights file.

The network's log-odds drive the hard bot's alpha-beta as they are; only the chance shown to a player
(the Hint, the analysis) goes through this map: ``sigmoid(scale * logit + shift)`` (Platt scaling),
one pair of numbers per stage of the game (``STAGES``: the Wonder draft, then each age), as the value
is sure of itself to a different degree in each (the draft's log-odds say little about the winner).
Each map is monotone (``scale`` > 0), so it could not change a search's choice even if a search used it.

The weights file may carry it as metadata beside the network (``benchmarks/duel_calibration.py``
fits it on self-play games the network never saw)::

    "calibration": {"method": "logistic", "depth": 2, "fitted_on": "...",
                    "stages": {"draft": [scale, shift], "age1": [...], "age2": [...], "age3": [...]}}

``depth``: the plies the judge searched when it was fitted (``judge.JUDGE_DEPTH``); a map fitted on
another search is not this one's. A malformed or mismatched entry is refused with a
``CalibrationError`` saying why; the app then shows the uncalibrated chance (``IDENTITY``) and logs the
reason once, and the network itself is still used.
"""

from __future__ import annotations

import json
import logging
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value.store import DEFAULT_PATH, MAX_BYTES, ValueFileError

METHOD = "logistic"
STAGES = ("draft", "age1", "age2", "age3")  # judge.stage_of: the Wonder draft, then each age
MAX_SCALE = 10.0
MAX_SHIFT = 10.0

log = logging.getLogger(__name__)


class CalibrationError(ValueFileError):
    """A calibration entry the app cannot use; the message names the file and the reason."""


@dataclass(frozen=True, slots=True)
class Calibration:
    """``chance(logit, stage)``: the calibrated win chance of a log-odds of the value network at a
    stage of the game (an index of ``STAGES``)."""

    maps: tuple[tuple[float, float], ...] = ((1.0, 0.0),) * 4  # (scale, shift) per stage
    depth: int | None = None  # None: not fitted (the identity), good for any depth

    def chance(self, logit: float, stage: int) -> float:
        scale, shift = self.maps[stage]
        z = max(-60.0, min(60.0, scale * logit + shift))
        return 1.0 / (1.0 + math.exp(-z))

    def as_dict(self, fitted_on: str = "") -> dict[str, Any]:
        return {"method": METHOD, "depth": self.depth, "fitted_on": fitted_on,
                "stages": {name: list(pair) for name, pair in zip(STAGES, self.maps, strict=True)}}


IDENTITY = Calibration()


def calibration_from(document: Any, depth: int, name: str = "weights") -> Calibration:
    """The calibration a parsed weights document carries (``IDENTITY`` if it carries none), checked
    field by field; a ``CalibrationError`` if it is malformed or fitted for another ``depth``."""
    if not isinstance(document, dict):
        raise CalibrationError(f"{name}: not a JSON object")
    entry = document.get("calibration")
    if entry is None:
        return IDENTITY
    if not isinstance(entry, dict) or entry.get("method") != METHOD:
        raise CalibrationError(f"{name}: calibration must be an object with method {METHOD!r}")
    fitted, stages = entry.get("depth"), entry.get("stages")
    if not isinstance(stages, dict) or set(stages) != set(STAGES):
        raise CalibrationError(f"{name}: calibration stages must be exactly {', '.join(STAGES)}")
    maps = tuple(_pair(stages[stage], f"{name}: calibration of {stage}") for stage in STAGES)
    if fitted != depth:
        raise CalibrationError(
            f"{name}: calibration fitted on a {fitted!r}-ply search, the judge searches {depth}: "
            "fit it again (python benchmarks/duel_calibration.py)"
        )
    return Calibration(maps, depth)


def _pair(value: Any, where: str) -> tuple[float, float]:
    """One stage's ``[scale, shift]``: a positive scale (the map must keep the order) and a shift."""
    if not isinstance(value, list) or len(value) != 2:
        raise CalibrationError(f"{where} must be [scale, shift]")
    scale, shift = value
    if not _finite(scale) or not 0.0 < scale <= MAX_SCALE:
        raise CalibrationError(f"{where}: scale {scale!r} is not a number in (0, {MAX_SCALE}]")
    if not _finite(shift) or abs(shift) > MAX_SHIFT:
        raise CalibrationError(f"{where}: shift {shift!r} is not a number within ±{MAX_SHIFT}")
    return float(scale), float(shift)


def load_calibration(path: Path, depth: int) -> Calibration:
    """The calibration in the weights file ``path``; a ``CalibrationError`` if it cannot be used."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise CalibrationError(f"{path}: larger than {MAX_BYTES} bytes")
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise CalibrationError(f"{path}: cannot be read ({error.strerror or error})") from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CalibrationError(f"{path}: not a JSON document ({error})") from error
    return calibration_from(document, depth, str(path))


@cache
def default_calibration(depth: int) -> Calibration:
    """The shipped calibration, or ``IDENTITY`` (with one warning saying why) if it cannot be used."""
    try:
        return load_calibration(DEFAULT_PATH, depth)
    except CalibrationError as error:
        log.warning("Duel win-chance calibration not used, the chance shown is the raw value's: %s", error)
        return IDENTITY


def _finite(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value)

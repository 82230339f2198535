"""The weights file of the Duel value network: a small JSON document, checked before it is used.

Layout (``FORMAT``, version ``FORMAT_VERSION``)::

    {"format": "wonders-duel-value", "format_version": 1, "feature_set": "duel-raw-1",
     "inputs": N, "hidden": H, "w1": [[H ints] * N], "w2": [H floats], "b2": float,
     "training": {"command": "...", ...what the training measured...}}

A file that is too large, not JSON, of another format or feature set, or whose numbers do not fit is
refused with a ``ValueFileError`` saying why: the hard bot then keeps the hand-tuned margin as its
leaf (``default_network`` logs the reason once) rather than misreading the weights.
"""

from __future__ import annotations

import json
import logging
import math
from functools import cache
from pathlib import Path
from typing import Any, TypeGuard

from wonders_desktop.bots.duel_value.features import FEATURE_SET, NUM_FEATURES
from wonders_desktop.bots.duel_value.network import QUANT_MAX, ValueNetwork

FORMAT = "wonders-duel-value"
FORMAT_VERSION = 1
MAX_BYTES = 1 << 20
MAX_HIDDEN = 512
DEFAULT_PATH = Path(__file__).with_name("duel_value.json")

log = logging.getLogger(__name__)


class ValueFileError(ValueError):
    """A weights file the app cannot use; the message names the file and the reason."""


def load_network(path: Path) -> ValueNetwork:
    """The network in ``path``; a ``ValueFileError`` if it is missing, corrupt or mismatched."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise ValueFileError(f"{path}: larger than {MAX_BYTES} bytes")
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ValueFileError(f"{path}: cannot be read ({error.strerror or error})") from error
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ValueFileError(f"{path}: not a JSON document ({error})") from error
    return network_from(document, str(path))


def network_from(document: Any, name: str = "weights") -> ValueNetwork:
    """The network a parsed weights document describes, checked field by field."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise ValueFileError(f"{name}: not a Duel value file (format {FORMAT!r} expected)")
    if document.get("format_version") != FORMAT_VERSION:
        raise ValueFileError(
            f"{name}: format version {document.get('format_version')!r}, this app reads {FORMAT_VERSION}"
        )
    if document.get("feature_set") != FEATURE_SET:
        raise ValueFileError(
            f"{name}: trained on feature set {document.get('feature_set')!r}, this app computes "
            f"{FEATURE_SET!r}: train again (python -m wonders_desktop.training duel)"
        )
    hidden = document.get("hidden")
    if type(hidden) is not int or not 1 <= hidden <= MAX_HIDDEN:
        raise ValueFileError(f"{name}: hidden size {hidden!r} is not 1..{MAX_HIDDEN}")
    if document.get("inputs") != NUM_FEATURES:
        raise ValueFileError(f"{name}: {document.get('inputs')!r} inputs, the features have {NUM_FEATURES}")
    rows = document.get("w1")
    if not isinstance(rows, list) or len(rows) != NUM_FEATURES:
        raise ValueFileError(f"{name}: w1 must hold {NUM_FEATURES} rows")
    for row in rows:
        if not isinstance(row, list) or len(row) != hidden:
            raise ValueFileError(f"{name}: every w1 row must hold {hidden} integers")
        if not all(type(w) is int and -QUANT_MAX <= w <= QUANT_MAX for w in row):
            raise ValueFileError(f"{name}: w1 holds a value that is not an integer within ±{QUANT_MAX}")
    output, bias = document.get("w2"), document.get("b2")
    if not isinstance(output, list) or len(output) != hidden or not all(_finite(w) for w in output):
        raise ValueFileError(f"{name}: w2 must hold {hidden} finite numbers")
    if not _finite(bias):
        raise ValueFileError(f"{name}: b2 must be a finite number")
    return ValueNetwork(rows, output, bias)


def _finite(value: Any) -> TypeGuard[float]:
    return type(value) in (int, float) and math.isfinite(value)


@cache
def default_network() -> ValueNetwork | None:
    """The shipped network, or None (with one warning saying why) if its file cannot be used."""
    try:
        return load_network(DEFAULT_PATH)
    except ValueFileError as error:
        log.warning("Duel value network not used, the hard bot keeps its hand-tuned leaf: %s", error)
        return None

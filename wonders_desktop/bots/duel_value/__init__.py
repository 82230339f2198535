"""The learned Duel value: who wins a position, from the raw position (``features``), by a small
network evaluated in pure Python (``network``), read from a checked weights file (``store``).

Trained by ``python -m wonders_desktop.training duel`` (README: Training); numpy is needed only there.
"""

from wonders_desktop.bots.duel_value.features import FEATURE_SET, NUM_FEATURES, features
from wonders_desktop.bots.duel_value.network import ValueNetwork
from wonders_desktop.bots.duel_value.store import (
    DEFAULT_PATH,
    ValueFileError,
    default_network,
    load_network,
)

__all__ = [
    "DEFAULT_PATH",
    "FEATURE_SET",
    "NUM_FEATURES",
    "ValueFileError",
    "ValueNetwork",
    "default_network",
    "features",
    "load_network",
]

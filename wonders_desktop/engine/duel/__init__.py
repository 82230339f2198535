"""7 Wonders Duel: the two-player game, its data, its rules and its ``check`` scenarios."""

from wonders_desktop.engine.duel.spec import DuelSpec
from wonders_desktop.engine.duel.state import DuelState

SPEC = DuelSpec()

__all__ = ["SPEC", "DuelSpec", "DuelState"]

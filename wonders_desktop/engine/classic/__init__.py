"""7 Wonders (classic): one engine whose options select the rules (edition, expansions, variant).

``SPEC`` is what the registry, the CLI and the bots use: ``new_game``, ``run_scenario`` (``check``)
and ``simulate_options``.
"""

from __future__ import annotations

from wonders_desktop.engine.classic.spec import ClassicSpec
from wonders_desktop.engine.classic.state import ClassicState

SPEC = ClassicSpec()

__all__ = ["SPEC", "ClassicSpec", "ClassicState"]

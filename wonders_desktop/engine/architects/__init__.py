"""7 Wonders Architects: 2-7 players, the whole base game, driven by ``engine/data/architects/*.json``.

Modules: ``data`` (validated files), ``catalog`` (compiled indices), ``moves``; the game as free functions
of the position: ``table`` (geometry, holdings), ``pricing`` (stage payments, with ``plan``), ``rules``
(the turn's flow), ``effects`` (what actions do), ``legal`` (moves and dispatch); ``state`` (the
protocol only), ``hidden`` (views), ``invariants``, ``serial`` (snapshot), ``scoring``, ``options``,
``scenario`` (``check``), ``queries`` (what the table shows), ``spec``.
"""

from wonders_desktop.engine.architects.spec import SPEC, ArchitectsSpec
from wonders_desktop.engine.architects.state import ArchitectsState

__all__ = ["SPEC", "ArchitectsSpec", "ArchitectsState"]

"""7 Wonders Architects: 2-7 players, the whole base game, driven by ``engine/data/architects/*.json``.

Modules: ``data`` (validated files), ``catalog`` (compiled indices), ``table`` / ``rules`` / ``legal``
/ ``state`` (the game), ``pricing`` (stage costs), ``scoring``, ``scenario`` (``check``), ``spec``.
"""

from wonders_desktop.engine.architects.spec import SPEC, ArchitectsSpec
from wonders_desktop.engine.architects.state import ArchitectsState

__all__ = ["SPEC", "ArchitectsSpec", "ArchitectsState"]

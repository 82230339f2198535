"""What the new-game dialog offers in 7 Wonders Architects, from the engine's validated data."""

from __future__ import annotations

from wonders_desktop.engine.architects.data import load_data


def wonders(_edition: int, _cities: bool) -> list[str]:
    """The seven wonders, in the data's order (one edition, no expansion)."""
    return [wonder.id for wonder in load_data().wonders.wonders]

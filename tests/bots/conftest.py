"""The toy game is registered for every bot test; real games join the bot tests as their engines land."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.bots import toy_game
from wonders_desktop.engine import registry


@pytest.fixture(autouse=True)
def toy_registered(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Make ``game_spec("toy")`` (and so ``play_match``, records and the CLI) find the toy game."""
    monkeypatch.setitem(registry.GAME_MODULES, "toy", toy_game.__name__)
    yield

"""A cancelled bot stops promptly: the GUI cancels when a window closes or a new game begins."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

from tests.bots.games import case_id, game_cases, new_state
from wonders_desktop.bots.base import BotCancelled, CancelToken
from wonders_desktop.bots.registry import make_bot
from wonders_desktop.bots.search import HardBot

CASES = game_cases()
PROMPT_CPU_SECONDS = 0.25  # the bot's own CPU time after a cancel (a few ms in practice)
HANG_GUARD_SECONDS = 60.0  # only so that a bot that never stops fails the test instead of hanging it


@pytest.mark.parametrize("case", CASES, ids=[case_id(c) for c in CASES])
def test_hard_bot_stops_promptly_after_a_cancel(case: tuple[str, dict[str, Any]]) -> None:
    """The bot's own work after a cancel (its thread's CPU time) stays far under the 60 s it was given.
    The wall-clock delay also counts the time the thread waits for a core, which a busy machine inflates
    at will: it is measured in benchmarks/bench_latency.py, not asserted here."""
    kind, args = case
    state = new_state(kind, args, 2)
    seat = state.to_act()[0]
    view = state.view(seat)
    token = CancelToken()
    outcome: list[BaseException | object] = []
    stopped_cpu: list[float] = []

    def think() -> None:
        try:
            outcome.append(HardBot(kind, 1, time_budget=60.0).choose(view, seat, token))
        except BaseException as error:  # the test inspects what the bot raised
            outcome.append(error)
        stopped_cpu.append(time.thread_time())

    worker = threading.Thread(target=think)
    worker.start()
    time.sleep(0.3)
    assert worker.is_alive(), "the search ended before its budget"
    assert worker.ident is not None
    cpu_at_cancel = _thread_cpu(worker.ident)
    token.cancel()
    worker.join(timeout=HANG_GUARD_SECONDS)
    assert not worker.is_alive()
    assert isinstance(outcome[0], BotCancelled)
    if cpu_at_cancel is not None:  # no per-thread CPU clock on this platform: stopping at all must do
        work = stopped_cpu[0] - cpu_at_cancel
        assert work < PROMPT_CPU_SECONDS, f"worked {work * 1000:.1f} ms of CPU time after the cancel"


def _thread_cpu(ident: int) -> float | None:
    """The CPU time of another thread (POSIX), or None where it cannot be read."""
    if not hasattr(time, "pthread_getcpuclockid"):
        return None
    return time.clock_gettime(time.pthread_getcpuclockid(ident))


@pytest.mark.parametrize("level", ["random", "easy", "medium", "hard"])
def test_an_already_cancelled_token_stops_a_heuristic_or_search_bot(level: str) -> None:
    state = new_state("toy", {"players": 2}, 2)
    token = CancelToken()
    token.cancel()
    if level == "random":
        # random answers instantly and never needs to poll; it must still answer legally
        assert make_bot(level, "toy", 1).choose(state.view(0), 0, token) in state.legal_moves(0)
        return
    bot = HardBot("toy", 1, iterations=50) if level == "hard" else make_bot(level, "toy", 1)
    with pytest.raises(BotCancelled):
        bot.choose(state.view(0), 0, token)

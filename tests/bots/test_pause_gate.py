"""The pause gate: the GUI thread holds thinking bots while it repaints, never for long."""

from __future__ import annotations

import threading
import time

from wonders_desktop.bots.base import CancelToken, PauseGate


def poll_in_thread(token: CancelToken) -> tuple[threading.Thread, list[float]]:
    done: list[float] = []

    def poll() -> None:
        token.raise_if_cancelled()
        done.append(time.monotonic())

    thread = threading.Thread(target=poll)
    thread.start()
    return thread, done


def test_a_poll_waits_while_the_gate_is_closed_and_goes_on_when_it_opens() -> None:
    gate = PauseGate()
    gate.close()
    thread, done = poll_in_thread(CancelToken(gate))
    time.sleep(0.05)
    assert not done  # still held
    opened = time.monotonic()
    gate.open()
    thread.join(1)
    assert done and done[0] >= opened


def test_a_gate_left_closed_holds_a_bot_no_longer_than_its_limit() -> None:
    gate = PauseGate()
    gate.close()
    token = CancelToken(gate)
    started = time.monotonic()
    token.raise_if_cancelled()
    token.raise_if_cancelled()  # the second poll no longer waits: the limit is for the whole closing
    waited = time.monotonic() - started
    assert PauseGate.MAX_PAUSE_S * 0.9 <= waited < PauseGate.MAX_PAUSE_S + 0.2
    assert gate.is_open


def test_an_open_gate_or_no_gate_never_waits() -> None:
    started = time.monotonic()
    for token in (CancelToken(PauseGate()), CancelToken()):
        for _ in range(1000):
            token.raise_if_cancelled()
    assert time.monotonic() - started < PauseGate.MAX_PAUSE_S

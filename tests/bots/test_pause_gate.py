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
    thread.join(30)  # generous: a busy machine may be slow to schedule it; the order is what is asserted
    assert done and done[0] >= opened


class CountingGate(PauseGate):
    """A gate that counts the times a poll waited on it (order and outcome, not the clock)."""

    __slots__ = ("waits",)

    def __init__(self) -> None:
        super().__init__()
        self.waits = 0

    def wait(self) -> None:
        self.waits += 1
        super().wait()


def test_a_gate_left_closed_holds_a_bot_no_longer_than_its_limit() -> None:
    gate = CountingGate()
    gate.close()
    token = CancelToken(gate)
    started = time.monotonic()
    token.raise_if_cancelled()
    assert time.monotonic() - started >= PauseGate.MAX_PAUSE_S * 0.9  # it was held (a lower bound only)
    assert gate.is_open  # the limit passed: the gate counts as open though nobody opened it
    token.raise_if_cancelled()  # so the second poll no longer waits: the limit is for the whole closing
    assert gate.waits == 1


def test_an_open_gate_or_no_gate_never_waits() -> None:
    gate = CountingGate()
    for token in (CancelToken(gate), CancelToken()):
        for _ in range(1000):
            token.raise_if_cancelled()
    assert gate.waits == 0

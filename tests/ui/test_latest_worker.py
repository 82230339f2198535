"""The one worker of the Hint (every game) and the coach (``ui/platform/latest_worker.py``): only the
latest question's answer reaches the GUI thread; a cancelled, superseded or overdue question's answer is
dropped; a job that raises anything is reported as one line; a cancel reaches the job's token."""

from __future__ import annotations

import threading

import pytest
from pytestqt.qtbot import QtBot

from tests.bots.test_pause_gate import CountingGate
from wonders_desktop.bots.base import BotCancelled, CancelToken
from wonders_desktop.ui.platform.latest_worker import NOT_CANCELLED, LatestWorker

LONG_MS = 600_000  # a deadline the test never meets: the test, not the clock, decides who is late


class Held:
    """A job that waits until released, then answers ``answer`` (or raises it) whatever its token says."""

    def __init__(self, answer: object) -> None:
        self.answer = answer
        self.asked = threading.Event()
        self.release = threading.Event()
        self.token: CancelToken | None = None

    def __call__(self, _request: int, cancel: CancelToken) -> object:
        self.token = cancel
        self.asked.set()
        assert self.release.wait(30)
        if isinstance(self.answer, BaseException):
            raise self.answer
        return self.answer


def heard(worker: LatestWorker) -> list[object]:
    """Everything the worker tells its owner, in order."""
    said: list[object] = []
    worker.answered.connect(lambda answer: said.append(("answered", answer)))
    worker.failed.connect(lambda detail: said.append(("failed", detail)))
    worker.overdue.connect(lambda: said.append("overdue"))
    return said


def join_jobs(qtbot: QtBot, name: str) -> None:
    """Every job thread of ``name`` has returned, and what it emitted has been delivered to the GUI."""
    join_jobs_without_events(name)
    qtbot.wait(50)  # a queued signal from a late job is delivered (and dropped) by now


def join_jobs_without_events(name: str) -> None:
    for thread in threading.enumerate():
        if thread.name == name:
            thread.join(30)
            assert not thread.is_alive()


def test_the_answer_comes_back_on_the_gui_thread(qtbot: QtBot) -> None:
    worker = LatestWorker("w_answer")
    said = heard(worker)
    threads: list[threading.Thread] = []
    worker.answered.connect(lambda _answer: threads.append(threading.current_thread()))
    with qtbot.waitSignal(worker.answered, timeout=20_000):
        request = worker.start(lambda number, _cancel: ("answer to", number), LONG_MS)
    assert said == [("answered", ("answer to", request))]
    assert threads == [threading.main_thread()] and not worker.busy and worker.started == 1


def test_a_superseded_question_s_answer_is_dropped(qtbot: QtBot) -> None:
    worker = LatestWorker("w_stale")
    said = heard(worker)
    old = Held("old answer")
    worker.start(old, LONG_MS)
    assert old.asked.wait(20)
    with qtbot.waitSignal(worker.answered, timeout=20_000):
        worker.start(lambda _number, _cancel: "new answer", LONG_MS)  # the position changed meanwhile
    assert old.token is not None and old.token.cancelled  # the old search was told to stop
    old.release.set()  # ... and answers late anyway
    join_jobs(qtbot, "w_stale")
    assert said == [("answered", "new answer")] and worker.started == 2


def test_an_answer_already_on_its_way_when_superseded_is_dropped(qtbot: QtBot) -> None:
    """The old job answered before the cancel (its signal waits in the GUI's queue): its request number
    no longer matches, so the question asked since gets only its own answer."""
    worker = LatestWorker("w_queued")
    said = heard(worker)
    worker.start(lambda _number, _cancel: "old answer", LONG_MS)
    join_jobs_without_events("w_queued")  # answered, not yet delivered: the GUI thread has not run since
    new = Held("new answer")
    worker.start(new, LONG_MS)
    qtbot.wait(50)  # the old answer is delivered now, while the new question is open
    assert said == [] and worker.busy
    new.release.set()
    qtbot.waitUntil(lambda: not worker.busy, timeout=20_000)
    assert said == [("answered", "new answer")]


def test_an_overdue_question_is_cancelled_and_its_late_answer_dropped(qtbot: QtBot) -> None:
    worker = LatestWorker("w_overdue")
    said = heard(worker)
    stuck = Held("late answer")
    with qtbot.waitSignal(worker.overdue, timeout=20_000):
        worker.start(stuck, 0)  # due at once: the deadline comes before any answer can
    assert not worker.busy
    assert stuck.asked.wait(20) and stuck.token is not None and stuck.token.cancelled
    stuck.release.set()
    join_jobs(qtbot, "w_overdue")
    assert said == ["overdue"]


@pytest.mark.parametrize(
    ("error", "detail"),
    [
        (ValueError("bad position"), "ValueError: bad position"),
        (SystemExit(3), "SystemExit: 3"),
        (KeyboardInterrupt(), "KeyboardInterrupt"),
        (BotCancelled(), NOT_CANCELLED),
    ],
    ids=["Exception", "SystemExit", "KeyboardInterrupt", "BotCancelled"],
)
def test_a_job_that_raises_is_reported_in_one_line(qtbot: QtBot, error: BaseException, detail: str) -> None:
    worker = LatestWorker("w_raises")
    said = heard(worker)
    raising = Held(error)
    raising.release.set()
    with qtbot.waitSignal(worker.failed, timeout=20_000):
        worker.start(raising, LONG_MS)
    assert said == [("failed", detail)] and not worker.busy


def test_a_cancel_reaches_the_job_and_nothing_is_said_after_it(qtbot: QtBot) -> None:
    """The job polls its token (as a search does) and stops; what it then raises or returns is dropped."""
    worker = LatestWorker("w_cancel")
    said = heard(worker)
    stopped = threading.Event()

    def polling(_number: int, cancel: CancelToken) -> object:
        while not cancel.cancelled:
            stopped.wait(0.001)
        stopped.set()
        raise BotCancelled

    worker.start(polling, LONG_MS)
    assert worker.busy
    worker.cancel()  # the player acted
    assert not worker.busy and stopped.wait(20)
    failing = Held(RuntimeError("after the cancel"))
    worker.start(failing, LONG_MS)
    assert failing.asked.wait(20)
    worker.cancel()
    failing.release.set()
    join_jobs(qtbot, "w_cancel")
    assert said == []


def test_the_token_carries_the_window_s_pause_gate(qtbot: QtBot) -> None:
    worker = LatestWorker("w_gate")
    gate = CountingGate()
    tokens: list[CancelToken] = []
    with qtbot.waitSignal(worker.answered, timeout=20_000):
        worker.start(lambda _number, cancel: tokens.append(cancel), LONG_MS, gate)
    assert tokens[0]._gate is gate

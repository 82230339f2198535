"""One question at a time off the GUI thread, where only the latest answer counts (issue 38): the Hint's
search of every game (``views/hinting.py``) and the coach's rating of a held move (``session/coach.py``).

Not the bots' ``workers.BotRunner``: that one serves a queue of decisions that must each be answered;
here a new question makes the one before it moot, and nobody waits for it.

Like a bot's decision, a job may never return (a pathological position) or raise anything,
``SystemExit`` included, and a Python thread cannot be killed. So each job runs on a *daemon* thread of
its own, not on a shared pool a stuck job would hold (no later answer, and a process that never exits):
a new question, a cancel (the player acted, the window closed) or the deadline walks away from it. The
job is given its request number and a cancel token (carrying the window's pause gate, so it sleeps while
the window paints: ``ui/session/render_gate.py``); its answer comes back by a queued signal tagged with
that number, so an answer to a question cancelled since is dropped. Anything it raises is reported as
one line of text, never fatal.
"""

from __future__ import annotations

import contextlib
import threading
import traceback
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal, SignalInstance

from wonders_desktop.bots.base import BotCancelled, CancelToken, PauseGate

#: ``(request, cancel) -> answer``: the work, run on the worker's thread (it may poll ``cancel``).
Job = Callable[[int, CancelToken], object]

NOT_CANCELLED = "BotCancelled raised without a cancel"


class _Relay(QObject):
    """Lives in the GUI thread; emitted from the job's thread, so its slots run queued in the GUI thread."""

    finished = Signal(int, object)  # request, answer
    failed = Signal(int, str)  # request, what went wrong


def _run(job: Job, request: int, token: CancelToken, relay: _Relay) -> None:
    """The body of a job's daemon thread: it only ever reports by signal, and says nothing once cancelled."""
    try:
        answer = job(request, token)
    except BotCancelled:
        if not token.cancelled:  # raised without a cancel: the asker would wait for its deadline
            _emit(relay.failed, request, NOT_CANCELLED)
        return
    except BaseException as error:  # a job's bug, even SystemExit, never takes the game down
        detail = "".join(traceback.format_exception_only(type(error), error)).strip()
        _emit(relay.failed, request, detail)
        return
    if not token.cancelled:
        _emit(relay.finished, request, answer)


def _emit(signal: SignalInstance, *args: object) -> None:
    with contextlib.suppress(RuntimeError):  # the relay died with the app: nobody listens
        signal.emit(*args)


class LatestWorker(QObject):
    """Runs each question on a daemon thread of its own and forwards only the latest one's answer."""

    answered = Signal(object)  # the latest question's answer
    failed = Signal(str)  # the latest question's job raised this
    overdue = Signal()  # the latest question had no answer by its deadline: it is cancelled already

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name  # its threads' name (a crash log says which worker a thread was)
        self.started = 0  # jobs started (the tests count them)
        self._request = 0
        self._token: CancelToken | None = None
        self._relay = _Relay()  # no parent: a late answer never reaches a deleted owner
        self._relay.finished.connect(self._finished)
        self._relay.failed.connect(self._failed)
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.timeout.connect(self._overdue)

    @property
    def busy(self) -> bool:
        """A question is open: asked, not yet answered, failed, overdue or cancelled."""
        return self._token is not None

    @property
    def request(self) -> int:
        """The latest question's number (moved on by every cancel, so no answer matches it then)."""
        return self._request

    def start(self, job: Job, deadline_ms: int, gate: PauseGate | None = None) -> int:
        """Ask ``job`` (the question before it is cancelled); returns its request number."""
        self.cancel()
        self._request += 1
        self._token = CancelToken(gate)
        args = (job, self._request, self._token, self._relay)
        threading.Thread(target=_run, args=args, name=self.name, daemon=True).start()
        self.started += 1
        self._deadline.start(deadline_ms)
        return self._request

    def cancel(self) -> None:
        """Forget the open question: its job is told to stop, and its late answer is dropped."""
        self._deadline.stop()
        if self._token is not None:
            self._token.cancel()
            self._token = None
        self._request += 1

    def _overdue(self) -> None:
        if self._token is None:
            return
        self.cancel()  # left behind: a cooperative job stops at its next poll, a stuck one holds nothing
        self.overdue.emit()

    def _close(self, request: int) -> bool:
        """True when ``request`` is the open question, which is then closed."""
        if request != self._request or self._token is None:
            return False
        self._deadline.stop()
        self._token = None
        return True

    def _finished(self, request: int, answer: object) -> None:
        if self._close(request):
            self.answered.emit(answer)

    def _failed(self, request: int, detail: str) -> None:
        if self._close(request):
            self.failed.emit(detail)

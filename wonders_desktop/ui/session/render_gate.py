"""Holds the thinking bots while the window repaints after a move (see ``bots.base.PauseGate``).

A move's repaint is a few event-loop turns: the views' scheduled refresh (a normal-priority posted call),
then Qt's layout requests, then the window's paint (``UpdateRequest``, a *low*-priority posted event).
The gate closes when a move is applied and reopens after two hops of our own low-priority event: the
first is queued before the paint request exists, the second after it, so it runs once the paint is done.
If the table then animates the move (cards sliding, a fade), the gate stays closed until the motion
ends: each frame's paint calls back into Python, and beside a search bot one frame took 375 ms.
A safety timer reopens it in any case.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer

from wonders_desktop.bots.base import PauseGate

HOPS = 2
SAFETY_MS = 1000
MOTION_POLL_MS = 15

_HOP_EVENT = QEvent.Type(QEvent.registerEventType())
LOW_PRIORITY = Qt.EventPriority.LowEventPriority.value  # postEvent takes the plain int


class RenderGate(QObject):
    """The GUI side of the bots' pause gate: ``hold()`` after each move, ``release()`` on shutdown."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.gate = PauseGate()
        self.animating: Callable[[], bool] = lambda: False  # the shell points it at the table's motion
        self._hops_left = 0
        self._safety = QTimer(self)
        self._safety.setSingleShot(True)
        self._safety.setInterval(SAFETY_MS)
        self._safety.timeout.connect(self.release)
        self._motion = QTimer(self)
        self._motion.setInterval(MOTION_POLL_MS)
        self._motion.timeout.connect(self._release_when_still)

    def hold(self) -> None:
        """Close the gate until the repaint this move causes has been painted."""
        self._close(HOPS)

    def watch(self, window: QObject) -> None:
        """Every repaint of ``window`` also holds the bots until it is painted: any repaint while a bot
        thinks (a hover, a tooltip, a thinking marker) waits for the lock at each Python paint call."""
        window.installEventFilter(self)

    def eventFilter(self, _watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest and not self._motion.isActive():
            self._close(1)  # one hop, queued behind this paint request
        return False

    def _close(self, hops: int) -> None:
        """Close the gate for at least ``hops`` more of our low-priority events (a chain already under
        way is lengthened, not doubled)."""
        self.gate.close()
        self._safety.start()
        if self._hops_left == 0:
            self._post_hop()
        self._hops_left = max(self._hops_left, hops)

    def release(self) -> None:
        self._hops_left = 0
        self._safety.stop()
        self._motion.stop()
        self.gate.open()

    def _release_when_still(self) -> None:
        if not self.animating():
            self.release()

    def _post_hop(self) -> None:
        QCoreApplication.postEvent(self, QEvent(_HOP_EVENT), LOW_PRIORITY)

    def event(self, event: QEvent) -> bool:
        if event.type() != _HOP_EVENT:
            return super().event(event)
        if self._hops_left > 0:
            self._hops_left -= 1
            if self._hops_left == 0:
                self._motion.start()  # painted: wait for the table's motion, if any, to end
                self._release_when_still()
            else:
                self._post_hop()
        return True

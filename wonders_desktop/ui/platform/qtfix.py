"""A guard against a reference-counting bug of PySide6 6.12 on CPython 3.11.

PySide6 6.12.0 drops one reference to ``None`` each time Python calls a Qt method that returns
``void`` (``QLabel.setText``, ``QObject.setObjectName``...). CPython 3.12 made ``None`` immortal, so
there it is harmless; on 3.11 ``None``'s count (a few thousand at start) reaches zero after a few
thousand calls and the interpreter aborts ("none_dealloc: deallocating None"). The guard measures the
leak once at import and, only if it is present, gives ``None`` the protection 3.12 gives it: a
reference count so high it can never reach zero.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject

PROBE_CALLS = 64
PROTECTION = 1 << 48


def void_calls_leak_none() -> bool:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(PROBE_CALLS):
        probe.setObjectName("probe")
    return before - sys.getrefcount(None) >= PROBE_CALLS // 2


def protect_none() -> bool:
    """Raise None's reference count (CPython < 3.12 only, and only if the leak is there)."""
    if sys.version_info >= (3, 12) or not void_calls_leak_none():
        return False
    field = ctypes.c_ssize_t.from_address(id(None))  # ob_refcnt is the first field of every object
    before = sys.getrefcount(None)
    field.value += PROTECTION
    if sys.getrefcount(None) - before != PROTECTION:  # an unusual build layout: undo, change nothing
        field.value -= PROTECTION
        return False
    return True


PROTECTED = protect_none()

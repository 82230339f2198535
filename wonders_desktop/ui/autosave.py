"""Autosaves are written off the GUI thread, in order, by one background writer.

Writing a save ends with ``fsync`` (so a crash cannot lose it), which can take tens of milliseconds
on a slow disk: the GUI thread only serialises the save (fast) and queues the text. Readers of the
autosave folder (``Continue``) call ``wait()`` first, so they always see the latest write.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

from wonders_desktop.ui import saves

_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
_pending: list[Future[None]] = []
_lock = threading.Lock()


def _write(path: Path, text: str, prune: bool) -> None:
    saves.write_atomic(path, text)
    if prune:
        saves.prune_autosaves()


def submit(path: Path, text: str, prune: bool, on_error: Callable[[str], None]) -> None:
    """Queue one autosave; ``on_error`` is called (from the writer thread) if it fails."""
    future = _executor.submit(_write, path, text, prune)

    def done(finished: Future[None]) -> None:
        error = finished.exception()
        if error is not None:
            on_error(str(error))
        with _lock:
            if finished in _pending:
                _pending.remove(finished)

    with _lock:
        _pending.append(future)
    future.add_done_callback(done)


def wait(timeout: float = 10.0) -> None:
    """Block until every queued autosave is on disk (used before reading the autosave folder)."""
    with _lock:
        pending = list(_pending)
    for future in pending:
        future.exception(timeout=timeout)

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

from wonders_desktop.ui.platform.paths import autosave_dir
from wonders_desktop.ui.savegames import saves

_executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
_pending: list[Future[None]] = []
_lock = threading.Lock()


def _run(
    path: Path,
    text: str,
    on_error: Callable[[str], None],
    on_success: Callable[[], None] | None,
) -> None:
    """One queued write; its outcome is reported before the write counts as done (``wait`` returns)."""
    try:
        saves.write_atomic(path, text)
    except Exception as error:  # a full disk, a read-only folder, a vanished drive: all reported
        on_error(_reason(error))
        return
    if on_success is not None:
        on_success()


def _reason(error: Exception) -> str:
    """What a player can act on ("No space left on device"), without the temporary file's path."""
    if isinstance(error, OSError) and error.strerror:
        return error.strerror
    return str(error) or type(error).__name__


def submit(
    path: Path,
    text: str,
    on_error: Callable[[str], None],
    on_success: Callable[[], None] | None = None,
) -> None:
    """Queue one autosave; ``on_error`` or ``on_success`` is called (from the writer thread) after it."""
    future = _executor.submit(_run, path, text, on_error, on_success)

    def done(finished: Future[None]) -> None:
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


def autosaves_newest_first() -> list[Path]:
    """The autosaves, newest first, once those still queued by the background writer have landed."""
    wait()
    return saves.save_files(autosave_dir())


def last_game_path() -> Path | None:
    """The newest autosave of an unfinished game that loads: a damaged newer file never hides it."""
    for path in autosaves_newest_first():
        try:
            save, _ = saves.load_game(path)
        except saves.SaveError:
            continue
        if not save.finished:
            return path
    return None

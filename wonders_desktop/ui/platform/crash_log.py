"""The app's log: a few rotating files in the data folder, and Python's fault handler beside them.

A player who hits a bug has nothing to send unless something was kept: the windowed Windows build has
no console. So the GUI logs (stdlib ``logging``) to ``logs/wonders.log`` in the data folder, rotated
at ``MAX_BYTES`` with ``BACKUPS`` older files, and ``faulthandler`` writes the stack of a fatal signal
(a crash inside Qt) to ``logs/crash.log`` — a file of its own, because it writes to a raw file
descriptor that rotation would leave pointing at an old file. At the next start a crash stack found
there is copied into the log (so the next problem report carries it) and the file emptied.

The data folder may be unusable (a file in its place, read-only): then the log falls back to stderr
(when there is one) and starting never fails because of it.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import sys
from dataclasses import dataclass
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import IO

LOG_FOLDER = "logs"
LOG_FILE = "wonders.log"
FAULT_FILE = "crash.log"
MAX_BYTES = 300_000
BACKUPS = 2  # wonders.log, .1 and .2: under a megabyte in all
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
MAX_FAULT_BYTES = 200_000  # a crash stack is a few kB; more is read from its end only

log = logging.getLogger("wonders")


@dataclass(frozen=True, slots=True)
class LogPlace:
    """Where this run logs: a folder and its files, or nowhere on disk (``folder`` None) and why."""

    folder: Path | None
    file: Path | None
    fault_file: Path | None
    problem: str = ""


_place = LogPlace(None, None, None, "not started")
_handlers: list[logging.Handler] = []
_fault_stream: IO[str] | None = None


def place() -> LogPlace:
    return _place


def start_logging(folder: Path) -> LogPlace:
    """Log to ``folder`` (made if need be) from now on; stderr when it cannot be written. Idempotent:
    a second call replaces the handlers of the first."""
    global _place
    stop_logging()
    root = logging.getLogger()
    root.setLevel(logging.INFO)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        file_handler: logging.Handler = RotatingFileHandler(
            folder / LOG_FILE, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        _place = LogPlace(None, None, None, error.strerror or type(error).__name__)
        _add(root, _stderr_handler(logging.INFO))
        _enable_faulthandler(None)
        log.warning("the log cannot be kept in %s (%s): logging to stderr", folder, _place.problem)
        return _place
    file_handler.setFormatter(logging.Formatter(FORMAT))
    _add(root, file_handler)
    _add(root, _stderr_handler(logging.WARNING))  # a terminal still sees warnings, as before
    fault_file = folder / FAULT_FILE
    _carry_over_crash(fault_file)
    fault_ok = _enable_faulthandler(fault_file)
    _place = LogPlace(folder, folder / LOG_FILE, fault_file if fault_ok else None)
    return _place


def stop_logging() -> None:
    """Remove this module's handlers and close the crash file (tests; a second ``start_logging``)."""
    global _fault_stream, _place
    root = logging.getLogger()
    for handler in _handlers:
        root.removeHandler(handler)
        handler.close()
    _handlers.clear()
    if _fault_stream is not None:
        with contextlib.suppress(Exception):
            faulthandler.disable()
            _fault_stream.close()
        _fault_stream = None
    _place = LogPlace(None, None, None, "not started")


def _add(root: logging.Logger, handler: logging.Handler | None) -> None:
    if handler is not None:
        root.addHandler(handler)
        _handlers.append(handler)


def _stderr_handler(level: int) -> logging.Handler | None:
    """A handler on stderr, or None when there is no stderr (the windowed Windows build)."""
    if sys.stderr is None:
        return None
    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter(FORMAT))
    return handler


def _enable_faulthandler(fault_file: Path | None) -> bool:
    """Fatal signals dump every thread's stack into ``fault_file`` (else stderr, if it has a file
    descriptor). True when the file is used."""
    global _fault_stream
    if fault_file is not None:
        try:
            _fault_stream = open(fault_file, "w", encoding="utf-8")  # noqa: SIM115 - lives as long as the app
            faulthandler.enable(file=_fault_stream, all_threads=True)
            return True
        except (OSError, ValueError, RuntimeError):
            _fault_stream = None
    with contextlib.suppress(AttributeError, OSError, ValueError, RuntimeError):
        faulthandler.enable(all_threads=True)  # stderr; fails harmlessly when there is none
    return False


def _carry_over_crash(fault_file: Path) -> None:
    """A crash stack the previous run left goes into the log (opening the file for this run empties it)."""
    try:
        with fault_file.open("rb") as stream:
            size = stream.seek(0, 2)
            stream.seek(max(0, size - MAX_FAULT_BYTES))
            text = stream.read().decode("utf-8", "replace").strip()
    except OSError:
        return
    if text:
        log.error("the previous run ended with a fatal error:\n%s", text)


def tail(lines: int = 60) -> list[str]:
    """The last ``lines`` lines of the current log file ([] when logging to stderr)."""
    if _place.file is None:
        return []
    try:
        with _place.file.open("rb") as stream:
            size = stream.seek(0, 2)
            stream.seek(max(0, size - 200 * lines))
            text = stream.read().decode("utf-8", "replace")
    except OSError:
        return []
    return text.splitlines()[-lines:]

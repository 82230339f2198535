"""One running copy per data folder: a second launch with a save hands it to the copy already open.

The running app listens with the standard library (``multiprocessing.connection``: a Unix socket in the
temporary folder on Linux and macOS, a named pipe on Windows) under a name derived from the data
folder, so two copies with different data folders (tests, a chosen folder) never talk. Qt's
``QLocalServer`` did this before; it needed QtNetwork, 3.3 MB of the bundle for one socket.

A launch with a file connects, both ends prove they know the hand-over's key (the library's HMAC
challenge), it sends one message of JSON ``{"open": "/absolute/path"}`` and waits for ``ok``; then it
exits. Everything that can go wrong ends in opening the file locally, never in losing it: no server
(first copy), a stale socket left by a crashed copy (removed, then this copy listens), or a peer that
accepts but never answers (a frozen copy: after ``timeout_ms`` we give up on it).

The server runs on Python threads, never on the GUI thread: one waits for connections, each connection
gets its own short-lived thread (a silent peer holds only its own), and a path that passed the checks
reaches the GUI thread through a queued Qt signal. ``close`` wakes the waiting thread and joins it.

The message is untrusted as much as the file it names. Only the user's own processes can connect: the
socket file is made readable and writable by its owner only (a named pipe's default security lets other
accounts read, never write). The key is derived from the name, so it is no secret: it makes a peer that
does not speak this protocol fail before it is read. The message is read as bytes, never unpickled,
capped in size, and the path it names goes through the same checks as any save (``library.receive``).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
import threading
from collections.abc import Callable
from multiprocessing import AuthenticationError
from multiprocessing.connection import (
    Client,
    Connection,
    Listener,
    answer_challenge,
    deliver_challenge,
)
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QObject, Signal, Slot

TIMEOUT_ENV = "WONDERS_HANDOVER_TIMEOUT_MS"  # tests: long for a busy machine, short for a hung peer
DEFAULT_TIMEOUT_MS = 5000
MAX_MESSAGE = 64 * 1024  # a path is far shorter; anything longer is not from us
ANSWER = b"ok"
FAMILY = "AF_PIPE" if sys.platform == "win32" else "AF_UNIX"
PROTOCOL = b"wonders-handover-1"
# A peer gone, mute, rude or too long-winded:
_FAILURES: tuple[type[Exception], ...] = (OSError, EOFError, AuthenticationError, ValueError)
T = TypeVar("T")


def server_name(data_root: Path) -> str:
    """The socket's name for a data folder: same folder, same name; another folder, another name."""
    try:
        folder = str(data_root.resolve())
    except OSError:
        folder = str(data_root.absolute())
    digest = hashlib.sha256(folder.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    return f"wonders-{digest}"


def address_of(name: str) -> str:
    """Where ``name`` listens: a named pipe on Windows, else a socket file in the temporary folder
    (``TMPDIR``, as Qt's local sockets did: a copy of an older version finds the same file)."""
    if FAMILY == "AF_PIPE":
        return rf"\\.\pipe\{name}"
    return os.path.join(tempfile.gettempdir(), name)


def key_of(name: str) -> bytes:
    """The HMAC key both ends use: the protocol's version and the name (no secret, see the docstring)."""
    return hashlib.sha256(PROTOCOL + b"\0" + name.encode("utf-8")).digest()


def handover_timeout_ms() -> int:
    text = os.environ.get(TIMEOUT_ENV, "")
    return int(text) if text.isascii() and text.isdigit() else DEFAULT_TIMEOUT_MS


def within(timeout_ms: int, work: Callable[[], T]) -> T | None:
    """``work()`` on a daemon thread, its result if it finished in ``timeout_ms`` without a connection
    failure, else None. The library's connections have no timeouts of their own: a frozen peer would
    block its caller forever; here it blocks only a thread nobody waits for."""
    result: list[T] = []

    def run() -> None:
        with contextlib.suppress(*_FAILURES):
            result.append(work())

    thread = threading.Thread(target=run, name="wonders-handover-client", daemon=True)
    thread.start()
    thread.join(max(timeout_ms, 0) / 1000)
    return result[0] if result else None


def send_to_running_copy(name: str, path: Path, timeout_ms: int | None = None) -> bool:
    """Hand ``path`` to the copy listening on ``name``; True once it confirmed, False otherwise.

    False covers no copy, a stale socket and a copy that does not answer in time: the caller opens the
    file itself. It waits at most about ``timeout_ms``: this runs before the event loop does.
    """
    timeout = handover_timeout_ms() if timeout_ms is None else timeout_ms

    def exchange() -> bool:
        with Client(address_of(name), family=FAMILY, authkey=key_of(name)) as connection:
            connection.send_bytes(json.dumps({"open": str(path)}).encode("utf-8"))
            return connection.poll(timeout / 1000) and connection.recv_bytes(64) == ANSWER

    return within(timeout, exchange) is True


def is_live(name: str, timeout_ms: int = 1000) -> bool:
    """Whether a copy accepts connections on ``name`` (a stale socket file refuses them)."""

    def knock() -> bool:
        Client(address_of(name), family=FAMILY).close()
        return True

    return within(timeout_ms, knock) is True


def remove_stale(address: str) -> None:
    """Remove the socket file a crashed copy left (asked only once nothing answers on it). Named pipes
    die with their process: nothing is left on Windows."""
    if FAMILY != "AF_UNIX":
        return
    try:
        os.unlink(address)
    except FileNotFoundError:
        pass
    except OSError as error:  # the listen that follows says why it fails
        print(f"note: cannot remove the stale socket {address}: {error}", file=sys.stderr)


def private_listener(address: str) -> Listener:
    """A listener whose socket file only its owner may use (connecting needs write permission). The
    file mode comes from the umask at bind time, so there is no moment when others could connect."""
    if FAMILY != "AF_UNIX":
        return Listener(address, family=FAMILY, backlog=8)
    previous = os.umask(0o177)
    try:
        return Listener(address, family=FAMILY, backlog=8)
    finally:
        os.umask(previous)


class OpenRequestServer(QObject):
    """The running copy's end: each message naming a file calls ``on_path`` with it, on the GUI thread."""

    received = Signal(str)  # emitted by a connection's thread, delivered queued to the GUI thread

    def __init__(self, name: str, on_path: Callable[[Path], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.on_path = on_path
        self.address = address_of(name)
        self._key = key_of(name)
        self._listener: Listener | None = None
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()
        self.received.connect(self._deliver)

    def listen(self) -> bool:
        """Listen on the name unless a live copy holds it (this one then runs without a server: the
        first copy keeps receiving the files). A stale socket (its copy crashed) is removed first."""
        if is_live(self.name):
            print("note: another copy of Wonders receives the files to open", file=sys.stderr)
            return False
        remove_stale(self.address)
        try:
            self._listener = private_listener(self.address)
        except OSError as error:
            print(f"note: not listening for files to open: {error}", file=sys.stderr)
            return False
        self._stopping.clear()
        self._thread = threading.Thread(
            target=self._serve, args=(self._listener,), name="wonders-handover", daemon=True
        )
        self._thread.start()
        return True

    def is_serving(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def close(self) -> None:
        """Stop serving: wake the thread waiting for a connection, join it, remove the socket file."""
        listener, self._listener = self._listener, None
        if listener is None:
            return
        self._stopping.set()
        is_live(self.name)  # a knock wakes ``accept``, which sees the stop
        if self._thread is not None:
            self._thread.join(handover_timeout_ms() / 1000)
        with contextlib.suppress(OSError):
            listener.close()  # removes the socket file: the next launch finds no stale one

    def _serve(self, listener: Listener) -> None:
        while not self._stopping.is_set():
            try:
                connection = listener.accept()
            except OSError:  # a peer gone mid-connect, or the listener closed under us
                if self._listener is not listener:
                    return
                self._stopping.wait(0.05)
                continue
            if self._stopping.is_set():
                connection.close()
                return
            threading.Thread(
                target=self._answer, args=(connection,), name="wonders-handover-peer", daemon=True
            ).start()

    def _answer(self, connection: Connection) -> None:
        """One peer: the challenge both ways, one message, ``ok`` if it names a path. Anything else is
        refused by closing the connection; nothing reaches the GUI thread."""
        with connection:
            try:
                deliver_challenge(connection, self._key)
                answer_challenge(connection, self._key)
                if not connection.poll(handover_timeout_ms() / 1000):
                    return
                path = parse_message(connection.recv_bytes(MAX_MESSAGE))
                if path is None:
                    return
                connection.send_bytes(ANSWER)
            except _FAILURES:
                return
        with contextlib.suppress(RuntimeError):  # the app is gone (its Qt object deleted): nobody to open
            self.received.emit(str(path))

    @Slot(str)
    def _deliver(self, text: str) -> None:
        self.on_path(Path(text))


def parse_message(line: bytes) -> Path | None:
    """The absolute path a message names, or None for anything else."""
    try:
        message = json.loads(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return None
    if not isinstance(message, dict) or set(message) != {"open"} or not isinstance(message["open"], str):
        return None
    text = message["open"]
    if not text or "\x00" in text or len(text) > 4096:
        return None
    path = Path(text)
    return path if path.is_absolute() else None


def self_check(name: str, settle_ms: int) -> str:
    """One hand-over within this process (the self-test of a frozen build runs it): the standard
    library's connection, its HMAC and the queued signal all work in this build. Needs a Qt
    application; waits at most about ``settle_ms`` for the path."""
    from PySide6.QtCore import QCoreApplication, QDeadlineTimer

    received: list[Path] = []
    server = OpenRequestServer(name, received.append)
    if not server.listen():
        raise RuntimeError(f"the hand-over does not listen on {address_of(name)}")
    try:
        path = Path(tempfile.gettempdir()).absolute() / "self-test.wonders"
        if not send_to_running_copy(name, path, timeout_ms=settle_ms):
            raise RuntimeError("the hand-over was not confirmed")
        deadline = QDeadlineTimer(settle_ms)
        while not received and not deadline.hasExpired():
            QCoreApplication.processEvents()
            threading.Event().wait(0.01)
        if received != [path]:
            raise RuntimeError(f"the hand-over delivered {received}, not [{path}]")
    finally:
        server.close()
    return f"{FAMILY}, {address_of(name)}"

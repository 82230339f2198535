"""One running copy per data folder: a second launch with a save hands it to the copy already open.

The running app listens on a ``QLocalServer`` (a Unix socket, a named pipe on Windows) whose name is
derived from the data folder, so two copies with different data folders (tests, a chosen folder) never
talk. A launch with a file connects, sends one line of JSON ``{"open": "/absolute/path"}`` and waits for
``ok``; then it exits. Everything that can go wrong ends in opening the file locally, never in losing it:
no server (first copy), a stale socket left by a crashed copy (removed, then this copy listens), or a
peer that accepts but never answers (a frozen copy: after ``timeout_ms`` we give up on it).

The message is untrusted as much as the file it names: only the user's own processes can connect
(``UserAccessOption``), a message is capped in size, and the path it names goes through the same
checks as any save (``library.receive``).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtNetwork import QLocalServer, QLocalSocket

TIMEOUT_ENV = "WONDERS_HANDOVER_TIMEOUT_MS"  # tests: long for a busy machine, short for a hung peer
DEFAULT_TIMEOUT_MS = 5000
MAX_MESSAGE = 64 * 1024  # a path is far shorter; anything longer is not from us
ANSWER = b"ok\n"


def server_name(data_root: Path) -> str:
    """The socket's name for a data folder: same folder, same name; another folder, another name."""
    try:
        folder = str(data_root.resolve())
    except OSError:
        folder = str(data_root.absolute())
    digest = hashlib.sha256(folder.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    return f"wonders-{digest}"


def handover_timeout_ms() -> int:
    text = os.environ.get(TIMEOUT_ENV, "")
    return int(text) if text.isascii() and text.isdigit() else DEFAULT_TIMEOUT_MS


def send_to_running_copy(name: str, path: Path, timeout_ms: int | None = None) -> bool:
    """Hand ``path`` to the copy listening on ``name``; True once it confirmed, False otherwise.

    False covers no copy, a stale socket and a copy that does not answer in time: the caller opens the
    file itself. Blocking calls only: this runs before the event loop does.
    """
    timeout = handover_timeout_ms() if timeout_ms is None else timeout_ms
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(timeout):
        return False
    socket.write(json.dumps({"open": str(path)}).encode("utf-8") + b"\n")
    socket.flush()
    answer = b""
    while ANSWER not in answer:
        if not socket.waitForReadyRead(timeout):
            socket.abort()
            return False
        answer += bytes(socket.readAll().data())
        if len(answer) > len(ANSWER):
            break
    socket.disconnectFromServer()
    return answer == ANSWER


def is_live(name: str, timeout_ms: int = 1000) -> bool:
    """Whether a copy accepts connections on ``name`` (a stale socket file refuses them)."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    live = socket.waitForConnected(timeout_ms)
    socket.abort()
    return live


class OpenRequestServer(QObject):
    """The running copy's end: each message naming a file calls ``on_path`` with it."""

    def __init__(self, name: str, on_path: Callable[[Path], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self.on_path = on_path
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Listen on the name unless a live copy holds it (this one then runs without a server: the
        first copy keeps receiving the files). A stale socket (its copy crashed) is removed first.

        Asked before listening, not after a failure: with ``UserAccessOption`` Qt makes the socket in
        a private folder and renames it over the name, so ``listen`` would silently take the name
        from a live copy."""
        if is_live(self.name):
            print("note: another copy of Wonders receives the files to open", file=sys.stderr)
            return False
        QLocalServer.removeServer(self.name)
        if self.server.listen(self.name):
            return True
        print(f"note: not listening for files to open: {self.server.errorString()}", file=sys.stderr)
        return False

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            buffer = bytearray()
            socket.readyRead.connect(lambda socket=socket, buffer=buffer: self._read(socket, buffer))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket, buffer: bytearray) -> None:
        buffer += bytes(socket.readAll().data())
        if len(buffer) > MAX_MESSAGE:
            socket.abort()
            return
        if b"\n" not in buffer:
            return
        path = parse_message(bytes(buffer.split(b"\n", 1)[0]))
        if path is None:
            socket.abort()
            return
        socket.write(ANSWER)
        socket.flush()
        self.on_path(path)


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

"""The hand-over's server in this process (the real two-process hand-over is test_open_file_process.py):
a path reaches the GUI thread through the standard library's connection, a rude peer is refused and the
server goes on serving, ``close`` stops its thread and removes its socket, and no QtNetwork is loaded.

Every test has its own short temporary folder for the socket (a Unix socket's path is at most ~104
bytes) and its own name, so nothing here talks to a player's copy or another test's.
"""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import subprocess
import sys
import tempfile
import threading
from collections.abc import Iterator
from multiprocessing.connection import AuthenticationError, Client
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from wonders_desktop.ui.platform import single_instance as handover
from wonders_desktop.ui.platform.single_instance import (
    FAMILY,
    MAX_MESSAGE,
    OpenRequestServer,
    address_of,
    key_of,
    send_to_running_copy,
)

NAME = "wonders-test-handover"
LONG_MS = 120_000  # a hang guard for a busy machine, never a budget


@pytest.fixture(autouse=True)
def short_tmp(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    folder = tempfile.mkdtemp(prefix="wh", dir="/tmp" if os.path.isdir("/tmp") else None)
    monkeypatch.setattr(tempfile, "tempdir", folder)
    monkeypatch.setenv(handover.TIMEOUT_ENV, str(LONG_MS))
    yield
    for entry in os.listdir(folder):
        os.unlink(os.path.join(folder, entry))
    os.rmdir(folder)


class Received:
    """What the server handed on, and on which thread."""

    def __init__(self) -> None:
        self.paths: list[Path] = []
        self.threads: list[threading.Thread] = []

    def __call__(self, path: Path) -> None:
        self.paths.append(path)
        self.threads.append(threading.current_thread())


@pytest.fixture
def served(qapp: object) -> Iterator[tuple[OpenRequestServer, Received]]:
    received = Received()
    server = OpenRequestServer(NAME, received)
    assert server.listen()
    try:
        yield server, received
    finally:
        server.close()


def test_a_path_reaches_the_gui_thread(served: tuple[OpenRequestServer, Received], qtbot: QtBot) -> None:
    _server, received = served
    path = Path("/home/ana/from a friend.wonders").absolute()
    assert send_to_running_copy(NAME, path)
    qtbot.waitUntil(lambda: received.paths == [path], timeout=LONG_MS)
    assert received.threads == [threading.main_thread()]  # never opened from the serving thread


def test_only_its_owner_may_connect_to_the_socket(served: tuple[OpenRequestServer, Received]) -> None:
    if FAMILY != "AF_UNIX":
        pytest.skip("a named pipe's default security refuses other accounts' writes")
    mode = stat.S_IMODE(os.stat(address_of(NAME)).st_mode)
    assert mode & 0o077 == 0, oct(mode)


def still_serves(server: OpenRequestServer, received: Received, qtbot: QtBot) -> None:
    """After a rude peer: nothing was handed on, and a good peer is still served."""
    assert received.paths == [] and server.is_serving()
    assert send_to_running_copy(NAME, Path("/good.wonders"))
    qtbot.waitUntil(lambda: received.paths == [Path("/good.wonders")], timeout=LONG_MS)


@pytest.mark.parametrize(
    "message",
    [b"not json", b'{"open": "relative.wonders"}', b'{"open": ["/x"]}', b"\x80\x04\x95pickle", b""],
)
def test_a_garbage_message_from_a_peer_that_knows_the_key_is_refused(
    served: tuple[OpenRequestServer, Received], qtbot: QtBot, message: bytes
) -> None:
    server, received = served
    with Client(address_of(NAME), family=FAMILY, authkey=key_of(NAME)) as connection:
        connection.send_bytes(message)
        with pytest.raises((EOFError, OSError)):  # closed without an answer
            connection.recv_bytes()
    still_serves(server, received, qtbot)


def test_an_oversized_message_is_refused(served: tuple[OpenRequestServer, Received], qtbot: QtBot) -> None:
    server, received = served
    # Refused either way: the server may close while the message is still being sent (a broken pipe on
    # a busy machine) or after reading its length (no answer: EOF).
    with (
        Client(address_of(NAME), family=FAMILY, authkey=key_of(NAME)) as connection,
        pytest.raises((EOFError, OSError)),
    ):
        connection.send_bytes(b'{"open": "/' + b"x" * MAX_MESSAGE + b'"}')
        connection.recv_bytes()
    still_serves(server, received, qtbot)


def test_a_peer_without_the_key_is_refused(served: tuple[OpenRequestServer, Received], qtbot: QtBot) -> None:
    server, received = served
    with pytest.raises(AuthenticationError):
        Client(address_of(NAME), family=FAMILY, authkey=b"not the hand-over's key")
    still_serves(server, received, qtbot)


def test_raw_bytes_on_the_socket_are_refused(
    served: tuple[OpenRequestServer, Received], qtbot: QtBot
) -> None:
    if FAMILY != "AF_UNIX":
        pytest.skip("a Unix socket")
    server, received = served
    with socket.socket(socket.AF_UNIX) as peer:
        peer.connect(address_of(NAME))
        peer.sendall(b'\xff\xff\xff\xff{"open": "/x.wonders"}' * 100)
        peer.settimeout(LONG_MS / 1000)
        with contextlib.suppress(ConnectionResetError):  # hung up on, with our bytes unread
            while peer.recv(4096):  # the challenge, then the server hangs up
                pass
    still_serves(server, received, qtbot)


def test_a_silent_peer_does_not_stop_the_others(
    served: tuple[OpenRequestServer, Received], qtbot: QtBot
) -> None:
    server, received = served
    silent = Client(address_of(NAME), family=FAMILY)  # connected, never answers the challenge
    try:
        still_serves(server, received, qtbot)
    finally:
        silent.close()


def test_close_stops_the_thread_and_removes_the_socket(qapp: object) -> None:
    server = OpenRequestServer(NAME, Received())
    assert server.listen() and server.is_serving()
    thread = server._thread
    assert thread is not None and thread.is_alive()
    server.close()
    assert not thread.is_alive()
    if FAMILY == "AF_UNIX":
        assert not os.path.exists(address_of(NAME))
    assert not send_to_running_copy(NAME, Path("/after.wonders"), timeout_ms=LONG_MS)
    server.close()  # twice is harmless


def test_a_second_server_on_a_live_name_does_not_listen(served: tuple[OpenRequestServer, Received]) -> None:
    server, _received = served
    second = OpenRequestServer(NAME, Received())
    assert not second.listen() and not second.is_serving()
    assert server.is_serving()


def test_the_app_does_not_load_qtnetwork() -> None:
    """QtNetwork is 3.3 MB of the bundle: the hand-over needs only the standard library."""
    script = (
        "import sys\n"
        "import wonders_desktop.ui.window.app\n"
        "import wonders_desktop.ui.platform.single_instance\n"
        "print([name for name in sys.modules if 'QtNetwork' in name])\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=600, check=False
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"

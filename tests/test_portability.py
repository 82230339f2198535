"""The app and its packaging run on Windows too, where this machine's tests never run (issue 43): a POSIX-only
call on a Windows code path would crash there the first time a player hits it. So the source is read here
for the calls, imports and paths that exist only on POSIX systems.

A use is allowed where the code says it knows: inside an ``if`` that tests the platform
(``sys.platform``, ``os.name``, ``platform.system()``) or the attribute (``hasattr(os, "fork")``), or inside
a ``try`` that catches the ``AttributeError``/``ImportError`` of a missing one.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Everything a player's copy runs, on every platform: the app and the bundle's build.
SOURCES = sorted((ROOT / "wonders_desktop").rglob("*.py")) + sorted((ROOT / "packaging").glob("*.py"))

POSIX_MODULES = frozenset(
    ["fcntl", "pwd", "grp", "resource", "termios", "tty", "pty", "posix", "crypt", "syslog", "spwd"]
)
POSIX_ATTRIBUTES = {
    "os": frozenset(
        [
            "fork",
            "forkpty",
            "getuid",
            "geteuid",
            "getgid",
            "getegid",
            "setuid",
            "setgid",
            "killpg",
            "setsid",
            "getpgid",
            "setpgrp",
            "mkfifo",
            "uname",
            "getloadavg",
            "chown",
            "lchown",
            "nice",
            "statvfs",
            "sync",
            "wait3",
            "wait4",
            "WNOHANG",
            "O_NOFOLLOW",
            "sched_getaffinity",
            "getppid",
        ]
    ),
    "signal": frozenset(
        [
            "SIGKILL",
            "SIGUSR1",
            "SIGUSR2",
            "SIGALRM",
            "SIGHUP",
            "SIGCHLD",
            "SIGQUIT",
            "SIGPIPE",
            "SIGSTOP",
            "SIGCONT",
            "alarm",
            "pause",
            "setitimer",
            "siginterrupt",
        ]
    ),
}
POSIX_PATHS = ("/tmp", "/dev/", "/usr/", "/etc/", "/proc/", "/var/")
GUARD_NAMES = frozenset({"platform", "name", "system", "hasattr", "getattr", "IS_WINDOWS", "IS_POSIX"})
CAUGHT = frozenset({"AttributeError", "ImportError", "ModuleNotFoundError", "OSError", "Exception"})


def posix_only_uses(source: str) -> list[str]:
    """``line: what`` of every unguarded POSIX-only import, attribute or absolute path in ``source``."""
    tree = ast.parse(source)
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    found: list[str] = []
    for node in ast.walk(tree):
        what = _posix_only(node)
        if what and not _guarded(node, parents):
            found.append(f"{node.lineno}: {what}")  # type: ignore[attr-defined]  # every flagged node is a statement or expression
    return found


def _posix_only(node: ast.AST) -> str | None:
    if isinstance(node, ast.Import):
        names = [alias.name.split(".")[0] for alias in node.names]
        return next((f"import {name}" for name in names if name in POSIX_MODULES), None)
    if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in POSIX_MODULES:
        return f"from {node.module} import ..."
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        posix = node.attr in POSIX_ATTRIBUTES.get(node.value.id, ())
        return f"{node.value.id}.{node.attr}" if posix else None
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(POSIX_PATHS):
        return f"path {node.value!r}"
    return None


def _guarded(node: ast.AST, parents: dict[ast.AST, ast.AST]) -> bool:
    child, parent = node, parents.get(node)
    while parent is not None:
        branch = isinstance(parent, (ast.If, ast.IfExp)) and child is not parent.test
        if branch and _tests_platform(parent.test):  # type: ignore[attr-defined]  # an If or IfExp has a test
            return True
        if isinstance(parent, ast.Try) and child in parent.body and _catches_missing(parent):
            return True
        child, parent = parent, parents.get(parent)
    return False


def _tests_platform(test: ast.AST) -> bool:
    for inner in ast.walk(test):
        if isinstance(inner, ast.Attribute) and inner.attr in GUARD_NAMES:
            return True
        if isinstance(inner, ast.Name) and inner.id in GUARD_NAMES:
            return True
    return False


def _catches_missing(node: ast.Try) -> bool:
    for handler in node.handlers:
        kinds = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
        if any(isinstance(kind, ast.Name) and kind.id in CAUGHT for kind in kinds):
            return True
    return False


@pytest.mark.parametrize(
    "snippet",
    [
        "import fcntl",
        "from pwd import getpwuid",
        "import os\nos.kill(pid, signal.SIGKILL)",
        "import os\nuid = os.getuid()",
        "import os\nos.killpg(group, 15)",
        "import signal\nsignal.alarm(3)",
        "folder = '/tmp/wonders'",
        "import os\nif ready:\n    os.fork()",
    ],
)
def test_the_scan_finds_a_posix_only_use(snippet: str) -> None:
    assert posix_only_uses(snippet)


@pytest.mark.parametrize(
    "snippet",
    [
        "import sys, os\nif sys.platform != 'win32':\n    os.killpg(group, 15)",
        "import os\nif os.name == 'posix':\n    import fcntl",
        "import os\nuid = os.getuid() if hasattr(os, 'getuid') else 0",
        "try:\n    import fcntl\nexcept ImportError:\n    fcntl = None",
        "import os\nos.kill(pid, signal.SIGTERM)",
        "import os\npath = os.path.join(folder, 'tmp')",
    ],
)
def test_the_scan_lets_a_guarded_or_portable_use_pass(snippet: str) -> None:
    assert posix_only_uses(snippet) == []


def test_the_app_and_its_packaging_use_nothing_posix_only_unguarded() -> None:
    assert len(SOURCES) > 100, "the scan must read the project's source"
    found = [
        f"{path.relative_to(ROOT)}:{use}"
        for path in SOURCES
        for use in posix_only_uses(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "POSIX-only on a path Windows runs:\n" + "\n".join(found)

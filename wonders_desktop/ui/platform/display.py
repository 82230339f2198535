"""Whether Qt can reach a display, asked before the QApplication exists.

Without one, Qt's xcb plugin aborts the process with a core dump and blames a library (``xcb-cursor0``)
and a reinstall: the wrong lead. The app says what is missing in one line instead and exits 1.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping

# Platforms that need a running X11 or Wayland server; "" is Qt's default (xcb or wayland on Linux).
_SCREEN_PLATFORMS = ("", "xcb", "wayland", "wayland-egl")


def display_problem(env: Mapping[str, str] | None = None, system: str | None = None) -> str:
    """One line naming the missing display and how to get one, or "" when Qt can open a window.

    Only Linux's default, xcb and wayland platforms need ``DISPLAY`` or ``WAYLAND_DISPLAY``; an explicit
    other platform (``offscreen``, ``vnc``, ``eglfs``) is the user's choice and always goes ahead.
    """
    env = os.environ if env is None else env
    system = sys.platform if system is None else system
    if not system.startswith("linux"):
        return ""
    platform = env.get("QT_QPA_PLATFORM", "").split(":", 1)[0].split(";", 1)[0].strip()
    if platform not in _SCREEN_PLATFORMS:
        return ""
    if env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"):
        return ""
    return (
        "no display: neither DISPLAY nor WAYLAND_DISPLAY is set; start the app from a desktop session, "
        "or run it under a virtual screen: xvfb-run bash tools/play.sh"
    )

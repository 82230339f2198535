"""A saved game's title is the player's plain text everywhere: in a message box (where Qt would read
``<b>`` as markup), in a file name (where ``<``, ``>`` or ``:`` break on some systems)."""

from __future__ import annotations

import html
import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths

# Characters some file system refuses in a name (Windows' list covers Linux's and macOS's "/").
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f\x7f]+')


def plain_message(text: str) -> str:
    """``text`` for a QMessageBox, shown as it is: escaped inside explicit rich text, so neither Qt's
    guess (a ``<b>`` in a title would turn it on) nor the markup of a title can change what shows."""
    paragraphs = (html.escape(part) for part in text.split("\n"))
    return "<p>" + "<br>".join(paragraphs) + "</p>"


def safe_file_stem(title: str, limit: int = 80) -> str:
    """``title`` as the stem of a file name: unsafe characters become spaces, no leading or trailing dot
    or space; "" when nothing is left (the caller names the file after the game then)."""
    cleaned = " ".join(_UNSAFE.sub(" ", title).split())[:limit]
    return cleaned.strip(" .")


def documents_dir() -> Path:
    """Where an export goes first: the player's Documents folder, else their home folder."""
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(folder) if folder else Path.home()

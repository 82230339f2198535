"""What the ``tools/shoot_*.py`` scripts share: their command line and the frame of a shot (developer
tools; the app never imports this).

One spelling of each shared option (``--out-dir``, ``--size``, ``--theme``, ``--langs``), each script
keeping its own defaults: a script that shoots a dialog accepts ``--size`` and ignores it, because
``shoot_docs.py`` passes it to every page tool. A shot is rendered offscreen on a throwaway data folder,
so it never reads or changes the developer's own settings, saves or statistics. The scripts import this
module as a sibling (``python tools/shoot_x.py`` puts ``tools/`` first on ``sys.path``); Qt is imported
only when a window is made, as in the scripts.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

OUT_DIR = Path("docs/screenshots")
THEMES = ("light", "dark")


def window_size(text: str) -> tuple[int, int]:
    """``1280x820`` as (width, height): the type of ``--size``, so a typo is a usage error, not a trace."""
    width, _, height = text.lower().partition("x")
    try:
        return int(width), int(height)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not WIDTHxHEIGHT: {text!r}") from None


def parser(
    doc: str | None,
    *,
    size: str | None = "1280x820",
    theme: bool = True,
    out_dir: Path | None = OUT_DIR,
    langs: Sequence[str] = (),
    langs_flag: str = "--langs",
) -> argparse.ArgumentParser:
    """The script's parser, described by its docstring's first line, with the shared options: ``--out-dir``
    (None: the script has its own ``--out``), ``--size`` as (width, height) (None: accepted and ignored),
    ``--theme``, and the languages to shoot when the script chooses them (``langs``: its default)."""
    made = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    if out_dir is not None:
        made.add_argument("--out-dir", type=Path, default=out_dir)
    if size is None:
        made.add_argument("--size", default="", help="ignored (a dialog keeps its own size)")
    else:
        made.add_argument("--size", type=window_size, default=window_size(size), metavar="WxH")
    if theme:
        made.add_argument("--theme", choices=THEMES, default="light")
    if langs:
        made.add_argument(langs_flag, nargs="+", default=list(langs))
    return made


@contextmanager
def data_folder(prefix: str) -> Iterator[Path]:
    """Offscreen, on a throwaway data folder (``WONDERS_DATA_DIR``) that is removed afterwards."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory(prefix=prefix) as folder:
        os.environ["WONDERS_DATA_DIR"] = folder
        yield Path(folder)


def main_window(language: str, theme: str, size: tuple[int, int]) -> Any:
    """The real main window, shown at ``size``, without the developer's saved geometry."""
    from wonders_desktop.ui.window.app import build_window

    window = build_window(language, theme, restore=False)
    window.resize(*size)
    window.show()
    return window


def save_png(widget: Any, out: Path, turns: int = 0) -> Path:
    """``widget`` as a PNG at ``out`` (its folder made), after ``turns`` turns of the event loop (the layout
    settles in a few); a picture that cannot be written stops the script."""
    from PySide6.QtCore import QCoreApplication

    for _ in range(turns):
        QCoreApplication.processEvents()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not widget.grab().save(str(out), "PNG"):
        raise SystemExit(f"could not write {out}")
    return out

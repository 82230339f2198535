"""Start and close the window with a 40 MB settings.ini (issue 42): QSettings read it whole at start and
rewrote it whole on close. The app now sets a settings file over 256 kB aside at start.

    python benchmarks/bench_settings_file.py
"""

from __future__ import annotations

import os
import pathlib
import tempfile
import time


def main() -> None:
    folder = tempfile.mkdtemp(prefix="wonders-settings-bench-")
    os.environ["WONDERS_DATA_DIR"] = folder
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    padding = "x" * 40_000_000
    pathlib.Path(folder, "settings.ini").write_text(f"[General]\nlanguage=en\npadding={padding}\n")
    from wonders_desktop.ui.window.app import application, build_window

    app = application()
    started = time.perf_counter()
    window = build_window("en", "light", restore=False)
    window.show()
    app.processEvents()
    shown = time.perf_counter()
    window.close()
    closed = time.perf_counter()
    print(f"build+show {shown - started:.2f} s, close {closed - shown:.2f} s")


if __name__ == "__main__":
    main()

"""Time from launch to the main window shown, for the installed app or the frozen bundle.

    python benchmarks/bench_startup.py                       # python -m wonders_desktop
    python benchmarks/bench_startup.py dist/WondersDesktop/WondersDesktop

Each run starts a fresh process with WONDERS_QUIT_WHEN_SHOWN=1 (the app prints ``window shown`` after its
first frame and quits) on the offscreen platform, and measures wall time until that line. Median of 5.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time


def launch_seconds(command: list[str]) -> float:
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "WONDERS_QUIT_WHEN_SHOWN": "1",
            "WONDERS_DATA_DIR": folder,
            "XDG_CONFIG_HOME": folder,
        }
        started = time.perf_counter()
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env
        )
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == "window shown":
                elapsed = time.perf_counter() - started
                process.wait(timeout=30)
                return elapsed
        raise RuntimeError(f"{command} exited ({process.wait()}) without showing its window")


def main() -> int:
    command = sys.argv[1:] or [sys.executable, "-m", "wonders_desktop"]
    launch_seconds(command)  # warm the file cache, as a player's second launch would be
    runs = [launch_seconds(command) for _ in range(5)]
    print(
        f"{' '.join(command)}: median {statistics.median(runs):.2f} s, runs "
        + ", ".join(f"{r:.2f}" for r in runs)
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Art kit drawing speed: painting a card, a chip and a token, drawn from scratch (``cache=False``, icons
already rendered) and copied from the picture cache, at a device pixel ratio of 1 and 2.

    python benchmarks/bench_art.py                # 2000 warm paints of each kind
    python benchmarks/bench_art.py --paints 500

Budget: a table repaints at most about 80 cards and 40 tokens in one frame (16 ms at 60 frames per
second); what a card costs here tells a table whether it may repaint freely or should cache pixmaps.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from wonders_desktop.ui.art import icons, pixcache  # noqa: E402
from wonders_desktop.ui.art.gallery import SAMPLES  # noqa: E402
from wonders_desktop.ui.art.painter import (  # noqa: E402
    Badge,
    BadgeKind,
    CardState,
    Emphasis,
    paint_card,
    paint_token,
)

STATES = (CardState(), CardState(Emphasis.HIGHLIGHTED, Badge(BadgeKind.TRADE, 2)), CardState(Emphasis.DIMMED))


def timed(paints: int, ratio: float, draw: object) -> list[float]:
    """Milliseconds per paint, in batches of 100, drawing into a HiDPI image like a widget would."""
    image = QImage(round(300 * ratio), round(400 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    painter = QPainter(image)
    batches = []
    for batch in range(max(1, paints // 100)):
        started = time.perf_counter()
        for index in range(100):
            draw(painter, batch * 100 + index)  # type: ignore[operator]  # each painter of the table, called alike
        batches.append((time.perf_counter() - started) * 1000 / 100)
    painter.end()
    return batches


def card(painter: QPainter, index: int, cache: bool = True) -> None:
    face = SAMPLES[index % len(SAMPLES)]
    paint_card(painter, QRectF(0, 0, 140, 210), face, STATES[index % len(STATES)], cache=cache)


def chip(painter: QPainter, index: int, cache: bool = True) -> None:
    paint_card(painter, QRectF(0, 0, 180, 26), SAMPLES[index % len(SAMPLES)], CardState(), cache=cache)


def token(painter: QPainter, index: int, cache: bool = True) -> None:
    paint_token(painter, QRectF(0, 0, 48, 48), "coin", number=index % 20, kind="coin", cache=cache)


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--paints", type=int, default=2000)
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    for ratio in (1.0, 2.0):
        icons.clear_cache()
        pixcache.clear()
        cold = timed(100, ratio, card)[0]
        print(f"ratio {ratio:g}: first 100 cards (24 distinct, icons from SVG) {cold:.3f} ms/card")
        for name, draw in (("normal card", card), ("chip", chip), ("token", token)):
            drawn = timed(args.paints, ratio, lambda painter, index, draw=draw: draw(painter, index, False))
            cached = timed(args.paints, ratio, draw)
            print(f"ratio {ratio:g}: {name:12s} drawn {statistics.median(drawn):.3f} ms, "
                  f"cached {statistics.median(cached):.3f} ms (median of batches of 100)")  # fmt: skip
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

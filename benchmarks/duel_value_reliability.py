"""The Duel value's reliability diagram: predicted win chance against the observed win rate on the
held-out self-play games, in the ten bins of the training's evaluation (``evaluate.json``).

    python benchmarks/duel_value_reliability.py DIR/evaluate.json [--out FILE.png]

Drawn with Qt (QImage and QPainter, offscreen), the app's own dependency: no plotting library. Each
bin is a dot (its area grows with its positions) at (mean predicted, observed); the shaded band is
the issue's target, 5 points either side of the diagonal. Prints the bins as JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QImage, QPainter, QPen, QPolygonF

SIZE, MARGIN = 640, 70
BAND = 0.05


def draw(report: dict, out: Path) -> None:
    image = QImage(SIZE, SIZE, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = SIZE - 2 * MARGIN

    def at(x: float, y: float) -> QPointF:
        return QPointF(MARGIN + x * side, SIZE - MARGIN - y * side)

    band = QPolygonF([at(0, 0), at(0, BAND), at(1 - BAND, 1), at(1, 1), at(1, 1 - BAND), at(BAND, 0)])
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(200, 230, 200))
    painter.drawPolygon(band)
    painter.setPen(QPen(QColor(180, 180, 180), 1))
    painter.setFont(QFont("DejaVu Sans", 10))
    for tick in range(11):
        value = tick / 10
        painter.drawLine(at(value, 0), at(value, 1))
        painter.drawLine(at(0, value), at(1, value))
        painter.drawText(QRectF(at(value, 0).x() - 20, SIZE - MARGIN + 6, 40, 16),
                         Qt.AlignmentFlag.AlignCenter, f"{value:.1f}")
        painter.drawText(QRectF(MARGIN - 46, at(0, value).y() - 8, 40, 16),
                         Qt.AlignmentFlag.AlignRight, f"{value:.1f}")
    painter.setPen(QPen(QColor(60, 60, 60), 1.5, Qt.PenStyle.DashLine))
    painter.drawLine(at(0, 0), at(1, 1))
    cells = [cell for cell in report["calibration"] if cell["positions"]]
    biggest = max(cell["positions"] for cell in cells)
    painter.setPen(QPen(QColor(20, 60, 160), 2))
    points = [at(cell["predicted"], cell["observed"]) for cell in cells]
    painter.drawPolyline(QPolygonF(points))
    painter.setBrush(QBrush(QColor(40, 90, 200)))
    for cell, point in zip(cells, points, strict=True):
        radius = 3 + 9 * (cell["positions"] / biggest) ** 0.5
        painter.drawEllipse(point, radius, radius)
    painter.setPen(QColor("black"))
    painter.setFont(QFont("DejaVu Sans", 12))
    games, gap = report["test_games"], report["calibration_max_gap"]
    positions = report["network"]["all"]["positions"]
    title = report.get("title", f"Duel value: {positions:,} positions of {games:,} held-out games")
    title += f"; largest gap {gap:.3f}"
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    painter.drawText(QRectF(20, 4, SIZE - 40, MARGIN - 14), flags, title)
    painter.drawText(QRectF(0, SIZE - 34, SIZE, 24), Qt.AlignmentFlag.AlignCenter, "predicted win chance")
    painter.save()
    painter.translate(18, SIZE / 2)
    painter.rotate(-90)
    painter.drawText(QRectF(-SIZE / 2, -12, SIZE, 24), Qt.AlignmentFlag.AlignCenter, "observed win rate")
    painter.restore()
    painter.end()
    if not image.save(str(out)):
        raise SystemExit(f"cannot write {out}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("report", type=Path, help="evaluate.json of a training folder")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/duel_value_reliability.png"))
    args = parser.parse_args(argv)
    report = json.loads(args.report.read_text(encoding="utf-8"))
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    draw(report, args.out)
    del app
    print(json.dumps({"out": str(args.out), "calibration": report["calibration"],
                      "calibration_max_gap": report["calibration_max_gap"]}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

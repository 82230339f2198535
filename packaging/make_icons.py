"""Draws the app icon files the installers need from the one SVG in resources/icons/app.svg.

Qt renders the SVG (no other image tool needed): PNGs for Linux, an .ico for Windows, and on macOS an
.iconset turned into .icns by Apple's ``iconutil``.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parents[1]
SOURCE = ROOT / "resources" / "icons" / "app.svg"
TARGET = ROOT / "packaging" / "icons"
SIZES = (16, 32, 48, 64, 128, 256, 512, 1024)


def render(renderer: QSvgRenderer, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 - image rendering needs an application object
    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        print(f"error: {SOURCE} is not a valid SVG", file=sys.stderr)
        return 1
    TARGET.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        render(renderer, size).save(str(TARGET / f"wonders_{size}.png"))
    render(renderer, 256).save(str(TARGET / "wonders.ico"))
    if sys.platform == "darwin" and shutil.which("iconutil"):
        iconset = TARGET / "wonders.iconset"
        iconset.mkdir(exist_ok=True)
        for size in (16, 32, 128, 256, 512):
            render(renderer, size).save(str(iconset / f"icon_{size}x{size}.png"))
            render(renderer, size * 2).save(str(iconset / f"icon_{size}x{size}@2x.png"))
        subprocess.run(
            ["iconutil", "-c", "icns", str(iconset), "-o", str(TARGET / "wonders.icns")], check=True
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Draw every card, Wonder (stage) and token face of every game as the tables draw them (review).

    python tools/every_face.py --out /tmp/faces [--theme dark]

Writes one contact sheet per part (``duel_cards.png``, ``classic1_stages.png``...) so every effect of
every card can be looked at: a symbol that says nothing (a black square for "a brown card") shows at
once. The art test checks the same list for missing icons (``test_art.py``: every effect has a real one).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QFont, QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

Sheet = list[tuple[str, object]]  # (label, CardFace)
WIDTH, HEIGHT, GAP, COLUMNS = 128, 192, 10, 10


def sheets() -> dict[str, Sheet]:
    from wonders_desktop.engine.architects.catalog import tables
    from wonders_desktop.engine.core.datafiles import load
    from wonders_desktop.engine.duel.data import CardsFile, ProgressTokensFile, WondersFile
    from wonders_desktop.ui.art.cardface import CardFace
    from wonders_desktop.ui.views.architects.faces import kit_face
    from wonders_desktop.ui.views.architects.model import card_kinds
    from wonders_desktop.ui.views.classic import faces as classic
    from wonders_desktop.ui.views.duel import faces as duel
    from wonders_desktop.ui.views.duel import facts

    found: dict[str, Sheet] = {
        "duel_cards": [(c.id, duel.card_face(c.id)) for c in load(CardsFile, "duel/cards.json").cards],
        "duel_wonders": [
            (w.id, duel.wonder_face(w.id)) for w in load(WondersFile, "duel/wonders.json").wonders
        ],
        "duel_tokens": [
            (
                f"{t.id} ({duel.token_icon(t.id)})",
                CardFace(t.id, "green", effects=duel.effect_items(facts.token(t.id).effects)),
            )
            for t in load(ProgressTokensFile, "duel/progress_tokens.json").progress_tokens
        ],
        "architects_cards": [(kind, kit_face(face, kind)) for kind, face in card_kinds(tables()).items()],
    }
    for edition in (1, 2):
        data = classic.rules_data(edition, cities=True)
        found[f"classic{edition}_cards"] = [(ident, classic.card_face(data, ident)) for ident in data.cards]
        stages: Sheet = []
        for ident, wonder in data.wonders.items():
            for side, board in wonder.sides.items():  # type: ignore[attr-defined]  # the wonder data of either edition
                for number, stage in enumerate(board.stages, 1):
                    label = f"{ident} {side} {number}"
                    effects = classic.effect_items(stage.effects)
                    cost = classic.cost_items(dict(stage.cost))
                    stages.append((label, CardFace(label, "wonder", cost=cost, effects=effects)))
        found[f"classic{edition}_stages"] = stages
    return found


def render(faces: Sheet, dark: bool) -> QImage:
    from wonders_desktop.ui.art.painter import CardState, paint_card
    from wonders_desktop.ui.art.palette import art_palette

    palette = art_palette(dark)
    rows = (len(faces) + COLUMNS - 1) // COLUMNS
    image = QImage(COLUMNS * (WIDTH + GAP) + GAP, rows * (HEIGHT + 24) + GAP, QImage.Format.Format_ARGB32)
    image.fill(palette.table)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont(painter.font())
    font.setPixelSize(10)
    painter.setFont(font)
    for index, (label, face) in enumerate(faces):
        x = GAP + (index % COLUMNS) * (WIDTH + GAP)
        y = GAP + (index // COLUMNS) * (HEIGHT + 24)
        painter.setPen(palette.text)
        painter.drawText(QPointF(x, y + 10), label[:26])
        paint_card(painter, QRectF(x, y + 14, WIDTH, HEIGHT), face, CardState(), palette)  # type: ignore[arg-type]  # the palette as theme.palette returns it
    painter.end()
    return image


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="folder for the PNG sheets")
    parser.add_argument("--theme", choices=("light", "dark"), default="light")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([sys.argv[0]])
    from wonders_desktop.ui.platform import theme

    theme.apply_theme(app, args.theme)  # type: ignore[arg-type]  # QApplication.instance() is a QCoreApplication
    args.out.mkdir(parents=True, exist_ok=True)
    for name, faces in sheets().items():
        path = args.out / f"{name}.png"
        if not render(faces, args.theme == "dark").save(str(path)):
            print(f"error: could not write {path}", file=sys.stderr)
            return 1
        print(f"wrote {path} ({len(faces)} faces)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

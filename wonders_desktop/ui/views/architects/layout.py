"""Where each zone goes: the players around the table, the decks between them, the viewer at the bottom.

Seating follows the rules: each player's deck lies between them and their LEFT neighbour (the next
seat). Seen from the viewer at the bottom, the table unrolls clockwise: the left neighbour sits on the
left side, the next ones along the top, the right neighbour on the right side. The viewer's own deck
(on their left) is at the bottom left, their right neighbour's deck at the bottom right, the central
deck just above them: the three cards they may take are the three nearest.

Pure arithmetic on (x, y, width, height) tuples, so it is tested for 2 to 7 players at every size
without a window: no two zones overlap and every zone stays inside the table.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Rect = tuple[int, int, int, int]
GAP = 8
MAX_PANEL_W = 520
CARD_RATIO = 1.42
# Opponents on the left side, along the top and on the right side, by number of opponents.
SIDES: dict[int, tuple[int, int, int]] = {
    1: (0, 1, 0),
    2: (0, 2, 0),
    3: (0, 3, 0),
    4: (1, 2, 1),
    5: (2, 1, 2),
    6: (2, 2, 2),
}


@dataclass(frozen=True, slots=True)
class TableGeometry:
    """Rectangles by seat offset from the viewer: ``panels[j]`` is seat viewer+j (j >= 1), ``decks[j]``
    the deck of seat viewer+j (between it and viewer+j+1)."""

    panels: dict[int, Rect]
    decks: dict[int, Rect]
    centre: Rect
    viewer: Rect

    def all_rects(self) -> list[Rect]:
        return [*self.panels.values(), *self.decks.values(), self.centre, self.viewer]


def _clamp(value: float, low: float, high: float) -> int:
    return int(max(low, min(high, value)))


def _deck_size(width: int, height: int, players: int) -> tuple[int, int]:
    card_w = _clamp(min(width * 0.062, height * 0.07), 44, 110)
    if players >= 6:
        card_w = _clamp(card_w * 0.9, 44, 100)
    return card_w + 36, int(card_w * CARD_RATIO) + 30


def _row(
    left: int, top: int, width: int, height: int, panels: int, deck_w: int, deck_h: int
) -> tuple[list[Rect], list[Rect]]:
    """``panels`` side by side with a deck between each pair; returns (panel rects, deck rects)."""
    decks = panels - 1
    panel_w = min(MAX_PANEL_W, (width - decks * deck_w - 2 * decks * GAP) // panels)
    used = panels * panel_w + decks * (deck_w + 2 * GAP)
    panel_rects, deck_rects = [], []
    x = left + (width - used) // 2
    for i in range(panels):
        panel_rects.append((x, top, panel_w, height))
        x += panel_w + GAP
        if i < decks:
            deck_rects.append((x, top + (height - deck_h) // 2, deck_w, deck_h))
            x += deck_w + GAP
    return panel_rects, deck_rects


def table_geometry(width: int, height: int, players: int) -> TableGeometry:
    """The zones of a table ``width`` x ``height`` for ``players`` (2-7) around it."""
    left_count, top_count, _ = SIDES[players - 1]
    deck_w, deck_h = _deck_size(width, height, players)
    viewer_h = _clamp(height * 0.4, 230, height * 0.5)
    upper_h = height - viewer_h - GAP
    panels: dict[int, Rect] = {}
    decks: dict[int, Rect] = {}
    column_w = _clamp(width * 0.21, 190, 420) if left_count else 0
    middle_left = column_w + GAP if left_count else 0
    middle_w = width - 2 * middle_left
    top_h = _clamp(upper_h * (0.55 if left_count else 0.6), 120, 300)
    row_panels, row_decks = _row(middle_left, 0, middle_w, top_h, top_count, deck_w, deck_h)
    for i, rect in enumerate(row_panels):
        panels[left_count + 1 + i] = rect
    for i, rect in enumerate(row_decks):
        decks[left_count + 1 + i] = rect
    centre_top = top_h + GAP
    centre = (middle_left, centre_top, middle_w, upper_h - centre_top)
    if left_count:
        _side_columns(width, upper_h, column_w, left_count, players, deck_w, deck_h, panels, decks)
        # the decks shared by a side column's top player and the top row's end players: centre corners
        decks[left_count] = (middle_left, centre_top, deck_w, deck_h)
        decks[left_count + top_count] = (middle_left + middle_w - deck_w, centre_top, deck_w, deck_h)
        inset = deck_w + GAP
        centre = (middle_left + inset, centre_top, middle_w - 2 * inset, upper_h - centre_top)
    bottom = upper_h + GAP
    decks[0] = (0, bottom + (viewer_h - deck_h) // 2, deck_w, deck_h)
    decks[players - 1] = (width - deck_w, bottom + (viewer_h - deck_h) // 2, deck_w, deck_h)
    viewer = (deck_w + GAP, bottom, width - 2 * (deck_w + GAP), viewer_h)
    return TableGeometry(panels, decks, centre, viewer)


def _side_columns(
    width: int,
    height: int,
    column_w: int,
    count: int,
    players: int,
    deck_w: int,
    deck_h: int,
    panels: dict[int, Rect],
    decks: dict[int, Rect],
) -> None:
    """Left column from the bottom (seats 1..count), right column from the bottom (seats n-1 down),
    with the deck shared by two players of a column between them."""
    panel_h = (height - (count - 1) * (deck_h + 2 * GAP)) // count
    right_x = width - column_w
    deck_x_left = (column_w - deck_w) // 2
    for i in range(count):
        top = height - (i + 1) * panel_h - i * (deck_h + 2 * GAP)
        panels[1 + i] = (0, top, column_w, panel_h)
        panels[players - 1 - i] = (right_x, top, column_w, panel_h)
        if i < count - 1:
            deck_top = top - GAP - deck_h
            decks[1 + i] = (deck_x_left, deck_top, deck_w, deck_h)  # between seats i+1 and i+2
            decks[players - 2 - i] = (right_x + deck_x_left, deck_top, deck_w, deck_h)


def zoomed_geometry(width: int, height: int, players: int, zoom: float) -> TableGeometry:
    """The zones at text and card size ``zoom`` (``platform.zoom.factor``): laid out as a table ``1/zoom``
    as large, every rectangle then scaled by ``zoom``, so the pieces grow with the text as on the other
    tables and keep the proportions tested at every size. At 1.0 exactly ``table_geometry``."""
    if zoom == 1.0:
        return table_geometry(width, height, players)
    small = table_geometry(int(width / zoom), int(height / zoom), players)

    def scaled(rect: Rect) -> Rect:
        x, y, w, h = rect
        left, top = math.floor(x * zoom), math.floor(y * zoom)
        return left, top, math.floor((x + w) * zoom) - left, math.floor((y + h) * zoom) - top

    return TableGeometry(
        {seat: scaled(rect) for seat, rect in small.panels.items()},
        {seat: scaled(rect) for seat, rect in small.decks.items()},
        scaled(small.centre),
        scaled(small.viewer),
    )

"""Where a Duel city's built cards go in its cards strip: a plan of colour headers and chips.

Two plans, the first that shows every name whole wins:

- *stacked*: one column per colour, as the cards lie on the table; a tall colour overlaps its chips
  (each covered chip keeps a row of the small font for its name) or splits into side-by-side columns;
- *flowing*: when the columns grow too narrow for the names (issue 39: late in the game, in Portuguese
  and Spanish, "Criadero de c…", "Gremi…"), the chips become rows of the small font, none covering
  another, still grouped by colour behind their header, flowing down then into the next column; each
  column is as wide as its longest name needs.

Only when even the flowing plan cannot give every name its width is a name narrowed, then cut (its
tooltip keeps it whole). The plan depends on the strip's size, its font and the names: painting and the
tests read the same plan.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from wonders_desktop.ui.art.drawing import CONDENSED_LEAST, font_px

HEADER_LINES = 1.25  # a colour's header (its count, what it produces), in text lines
FLOW_GAP = 1.0  # pixels between two rows of a flowing column


@dataclass(frozen=True, slots=True)
class PlannedChip:
    rect: QRectF  # the chip as painted (the kit keeps a margin inside it)
    card: str
    covered: bool  # the next chip lies over it: only its top ``shown`` pixels are seen
    shown: float

    def area(self, margin: float = 0.0) -> QRectF:
        """The part of the chip the player sees and points at (its tooltip's area)."""
        rect = self.rect
        return QRectF(rect.left(), rect.top() + margin, rect.width(), self.shown - margin)


@dataclass(slots=True)
class Plan:
    headers: list[tuple[QRectF, str, int]] = field(default_factory=list)  # rect, colour, its count
    chips: list[PlannedChip] = field(default_factory=list)
    counts: list[tuple[QRectF, str, int]] = field(default_factory=list)  # a count without its header
    flowing: bool = False
    fits: bool = True  # every name has the width it needs to show whole


@dataclass(frozen=True, slots=True)
class Entry:
    """One row of a flowing column: a colour's header, or a card (``count``: the colour's, on its first
    card when the colours have no header row)."""

    kind: str  # "header" or "card"
    key: str  # the colour or the card
    colour: str
    count: int


Column = list[Entry]  # top down


@dataclass(frozen=True, slots=True)
class Room:
    """The strip's size and type: ``line`` its font's line, ``small`` the app's small font (pixels)."""

    width: float
    height: float
    line: float
    small: float
    name_row: float  # a covered chip's visible top, per pixel of the small font
    chip_lines: float  # an uncovered chip's height, in lines
    chip_lines_tall: float  # its height when the columns have room (a name may take two lines)


def stacked(groups: Mapping[str, Sequence[str]], room: Room) -> Plan:
    """One column per colour (split when overlapping would hide the names); overlapped when short."""
    plan = Plan()
    line = room.line
    header_h = line * HEADER_LINES
    most = max(len(cards) for cards in groups.values())
    chip_h = min(line * room.chip_lines_tall, max(line * room.chip_lines, (room.height - header_h) / most))
    space = room.height - header_h
    parts = {colour: split(len(cards), chip_h, space, room) for colour, cards in groups.items()}
    column_w = min(line * 9.0, room.width / sum(parts.values()))
    x = 0.0
    for colour, cards in groups.items():
        per = -(-len(cards) // parts[colour])  # cards per side-by-side column, the first ones fuller
        for part in range(parts[colour]):
            shown = list(cards[part * per : (part + 1) * per])
            header = QRectF(x + 2, 0, column_w - 4, header_h)
            if part == 0:
                plan.headers.append((header, colour, len(cards)))
            step = min(chip_h, (space - chip_h) / max(1, len(shown) - 1)) if len(shown) > 1 else chip_h
            for row, card in enumerate(shown):
                rect = QRectF(header.left(), header.bottom() + row * step, header.width(), chip_h)
                covered = row < len(shown) - 1 and step < chip_h
                plan.chips.append(PlannedChip(rect, card, covered, step if row < len(shown) - 1 else chip_h))
            x += column_w
    return plan


def split(count: int, chip_h: float, space: float, room: Room) -> int:
    """Into how many side-by-side columns a colour's ``count`` cards go so that each covered chip still
    shows a row of the small font for its name."""
    least = room.small * room.name_row
    parts = 1
    while parts < count and chip_h + (-(-count // parts) - 1) * least > space:
        parts += 1
    return parts


def flowing(
    groups: Mapping[str, Sequence[str]],
    room: Room,
    needed: Callable[[str, float], float],
    margin: float,
    count_width: float = 0.0,
) -> Plan:
    """Rows of the small font, grouped by colour, flowing down and across: the tallest rows (up to a
    chip's height) whose columns all fit the width; else as many rows as the height holds.

    With ``count_width`` the colours have no header row: each colour's count stands at the right of its
    first chip, in that many pixels (the rows a crowded city needs for its names)."""
    entries: list[Entry] = []
    for colour, cards in groups.items():
        if not count_width:
            entries.append(Entry("header", colour, colour, len(cards)))
        entries += [Entry("card", card, colour, len(cards) if count_width and not at else 0)
                    for at, card in enumerate(cards)]  # fmt: skip
    least_pitch = room.small * room.name_row + FLOW_GAP
    most_rows = max(2, int(room.height // least_pitch))
    tallest = room.line * room.chip_lines + FLOW_GAP
    fewest_rows = min(most_rows, max(2, int(room.height // tallest)))
    best: tuple[float, list[Column], list[float]] | None = None
    # A colour whole in one column if the width allows (the tallest rows first), else split.
    for whole, rows in itertools.product((True, False), range(fewest_rows, most_rows + 1)):
        pitch = min(tallest, room.height / rows)
        packed = _pack(entries, rows, whole)
        widths = [_column_need(column, pitch, room, needed, count_width) for column in packed]
        if best is None or sum(widths) <= room.width or not whole:
            best = (pitch, packed, widths)
        if sum(widths) <= room.width:
            break
    assert best is not None
    pitch, packed, widths = best
    plan = _place(packed, pitch, _spread(widths, room), margin, count_width)
    plan.fits = sum(widths) <= room.width
    return plan


def _pack(entries: list[Entry], rows: int, whole: bool) -> list[Column]:
    """``entries`` in columns of at most ``rows``; a header never ends a column (it moves on with its
    cards). ``whole``: a colour that would not fit below the one before starts a column of its own."""
    packed: list[Column] = [[]]
    for at, entry in enumerate(entries):
        column = packed[-1]
        full = len(column) >= rows or (entry.kind == "header" and len(column) >= rows - 1 and column)
        if whole and _starts(entry) and column:
            size = _group_size(entries, at)
            full = full or (len(column) + size > rows and size <= rows)
        if full:
            packed.append([])
        packed[-1].append(entry)
    return packed


def _starts(entry: Entry) -> bool:
    """A colour starts here: its header, or its first card (which carries the count when no header)."""
    return entry.kind == "header" or entry.count > 0


def _group_size(entries: list[Entry], at: int) -> int:
    """How many rows the colour starting at ``at`` takes."""
    rest = entries[at + 1 :]
    return 1 + next((n for n, entry in enumerate(rest) if _starts(entry)), len(rest))


def _column_need(
    column: Column, pitch: float, room: Room, needed: Callable[[str, float], float], count_width: float
) -> float:
    cards = [needed(e.key, pitch) + (count_width if e.count else 0.0) for e in column if e.kind == "card"]
    return max([room.line * 3.0, *cards])


def _spread(widths: list[float], room: Room) -> list[float]:
    """The columns' widths: each its need, the room left shared out (a column no wider than 11 lines);
    when the needs exceed the room, each shrinks in proportion (names then narrow, the last resort)."""
    total = sum(widths)
    if total > room.width:
        return [w * room.width / total for w in widths]
    extra = (room.width - total) / len(widths)
    return [min(max(w, room.line * 11.0), w + extra) for w in widths]


def _place(
    packed: list[Column], pitch: float, widths: list[float], margin: float, count_width: float
) -> Plan:
    plan = Plan(flowing=True)
    x = 0.0
    for column, width in zip(packed, widths, strict=True):
        for row, entry in enumerate(column):
            top = row * pitch
            if entry.kind == "header":
                plan.headers.append(
                    (QRectF(x + 2, top, width - 4, pitch - FLOW_GAP), entry.colour, entry.count)
                )
                continue
            chip_w = width - (count_width if entry.count else 0.0)
            if entry.count:  # no header: the colour's count beside its first chip
                plan.counts.append((QRectF(x + chip_w, top, count_width, pitch - FLOW_GAP), entry.colour,
                                    entry.count))  # fmt: skip
            # the kit keeps ``margin`` round a chip's body: the body fills the row
            rect = QRectF(x, top - margin, chip_w, pitch - FLOW_GAP + 2 * margin)
            plan.chips.append(PlannedChip(rect, entry.key, False, pitch - FLOW_GAP + margin))
        x += width
    return plan


def least_name_width(font: QFont, title: str, small: float) -> float:
    """The narrowest ``title`` is ever drawn whole: the small font, regular, narrowed to the least."""
    narrow = font_px(font, small)
    narrow.setStretch(CONDENSED_LEAST)
    return QFontMetricsF(narrow).horizontalAdvance(title)

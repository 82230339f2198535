"""How the 7 Wonders table shares its window: the hand's card size, the room the cities leave it, the
neighbours' panel width, the reveal's columns.

The rows stack from the top (head, prompt, the scrolling table area with the cities, the hand's caption,
the hand, its actions, the special decision's buttons); Qt's layouts place them, this module decides the
sizes they cannot decide alone. The hand takes the height the cities leave it, but never less than a
share of the window, so that on a short window the cities scroll rather than the cards shrinking to
nothing. Sizes are in pixels and in lines of the table's font (``line``: its height in pixels), so a
larger font gives a larger table.

Pure arithmetic (no Qt), so ``tests/ui/classic/test_classic_layout.py`` checks it for every window, hand and
player count without opening a window.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

# --- the table's frame (its vertical layout) --------------------------------------------------------
MARGINS = (10, 6, 10, 6)  # left, top, right, bottom around the rows
ROW_SPACING = 6  # between two rows of the table
AREA_SPACING = 6  # between the reveal, the cities across the table and the middle row
MIDDLE_SPACING = 8  # between your board and your neighbours' panels
ACROSS_SPACING = 8  # between two cities across the table
SPECIAL_SPACING = 8  # between two special decision buttons
AREA_MIN_LINES = 8  # the table area's least height: on a short window it scrolls, never vanishes

# --- window classes ----------------------------------------------------------------------------------
SHORT_BELOW_LINES = 62  # under this height the window is short (1366×768 and the like)
ROOMY_FROM_LINES = 60  # from this height the hand may take a little more
TEAM_SHORT_BELOW_LINES = 56  # a short window this low leaves team play's hand still less

# --- the hand ------------------------------------------------------------------------------------------
LANE_LINES = 1.45  # the price tag's lane under a hand card
ROW_MARGIN = 6  # the hand row's height beyond its cards and their price tags
CARD_GAP = 6  # the room each card of the hand takes beside its width
HAND_SLOTS = 7  # the cards are sized for a full hand of seven, so they do not grow as it empties
TAG_AND_BAR_LINES = 1.5  # the least card height leaves room for a price tag and a scroll bar
# The hand's least share of the table's height: (roomy, not roomy), with or without cities across.
SHARE_ACROSS = (0.30, 0.29)
SHARE_ALONE = (0.42, 0.36)
SHARE_TEAMS_CUT = 0.04  # the teammate's panel also shows their hand
SHARE_SHORT_CUT = 0.02  # on a short window the neighbours' panels need the height more
SHARE_SHORT_TEAMS_CUT = 0.04  # ... still more in team play on a very short window
# Card widths in lines of the font: the kit's sizes (``art.widgets.WIDTH_IN_LINES``; a test checks it).
SMALL = "small"
NORMAL = "normal"
LARGE = "large"
LARGE_LINES = 15.0
SMALL_LINES = 5.6
NORMAL_FROM_LINES = 7.0  # from this width a card is a normal card, under it a small one
SMALL_MAX_LINES = 6.9
CARD_ASPECT = 2 / 3  # a card's width / height (``art.cardstate.CARD_ASPECT``; a test checks it)

# --- the cities ----------------------------------------------------------------------------------------
SIDE_LINES = 16  # a neighbour's panel, in lines of the font...
SIDE_LINES_WIDE = 19  # ... on a wide table
SIDE_WIDE_FROM = 1400  # the table's width from which it is wide
TEAMMATE_LINES = 2  # the teammate's panel shows their hand, two card names a row
REVEAL_TILE_LINES = 10  # a reveal tile's least width
LOG_PANEL_LINES = 18  # the shell's log and score panel beside this table
DIALOG_SHARE = (0.7, 0.6)  # an expanded city's dialog: its share of the table's width and height


def lane_height(line: float) -> int:
    """The price tag's lane under a hand card."""
    return round(line * LANE_LINES)


def is_short(height: int, line: float) -> bool:
    """A short window (1366×768 and the like): the hand, the reveal and the cities' panels take less
    height, so your neighbours fit beside your board without a scroll bar."""
    return height < line * SHORT_BELOW_LINES


def least_card_height(height: int, line: float, *, across: bool, teams: bool) -> float:
    """The cards' height however much the cities need: about a quarter of the table's height (a third
    with no city across the table), a little less in team play and on a short window."""
    roomy = height >= line * ROOMY_FROM_LINES
    shares = SHARE_ACROSS if across else SHARE_ALONE
    share = shares[0] if roomy else shares[1]
    if teams:
        share -= SHARE_TEAMS_CUT
    if is_short(height, line):
        very_short = teams and height < line * TEAM_SHORT_BELOW_LINES
        share -= SHARE_SHORT_TEAMS_CUT if very_short else SHARE_SHORT_CUT
    return height * share - lane_height(line) - line * TAG_AND_BAR_LINES


def hand_room(height: int, rows: Sequence[int]) -> int:
    """The height left for the hand row once the other ``rows`` have theirs: the frame's margins and
    one gap between each two rows (the hand is a row too) come off as well."""
    _, top, _, bottom = MARGINS
    return height - top - bottom - sum(rows) - ROW_SPACING * len(rows)


def middle_width(width: int, sides: Sequence[int]) -> int:
    """Your board's width between the neighbours' panels (``sides``) in a table area ``width`` wide."""
    return width - sum(sides) - MIDDLE_SPACING * 2


def area_height(rows: Sequence[int]) -> int:
    """The table area's height: its ``rows`` (reveal, cities across, middle row) and the gaps between."""
    return sum(rows) + AREA_SPACING * (len(rows) - 1)


def inner_width(width: int) -> int:
    """The rows' width inside the frame."""
    left, _, right, _ = MARGINS
    return width - left - right


@dataclass(frozen=True, slots=True)
class HandCards:
    """The hand's cards: the kit's size class (``SMALL``, ``NORMAL``, ``LARGE``) and the width in lines."""

    size: str
    width_lines: float


@dataclass(frozen=True, slots=True)
class HandPlan:
    """The hand's cards, and whether the hidden actions keep their room (so the hand does not jump)."""

    cards: HandCards
    keep_action_room: bool


def hand_cards(width: int, tall: float, line: float, count: int) -> HandCards:
    """The largest cards that fit the table's ``width`` (seven cards at least) and are at most ``tall``
    pixels high. Between the kit's sizes the width is the room's (in lines of the font, rounded down to
    tenths as the row rounds), so names are cut as late as possible."""
    slots = max(HAND_SLOTS, count)
    fit_width = inner_width(width) / slots - CARD_GAP
    fit_height = tall * CARD_ASPECT
    lines = math.floor(min(fit_width, fit_height) / line * 10) / 10
    if lines >= LARGE_LINES:
        return HandCards(LARGE, LARGE_LINES)
    if lines >= NORMAL_FROM_LINES:
        return HandCards(NORMAL, min(lines, LARGE_LINES - 0.1))
    return HandCards(SMALL, max(SMALL_LINES, min(lines, SMALL_MAX_LINES)))


def keeps_action_room(special: bool, cities_fit: bool, short: bool) -> bool:
    """The actions keep their room while hidden, so the hand does not move at each turn; on a short
    table whose cities need more height than it has, the room goes to the cities. A debt or discard
    decision's buttons take the actions' place."""
    return not special and (cities_fit or not short)


def hand_plan(
    size: tuple[int, int], line: float, rows: Sequence[int], count: int, *, across: bool, teams: bool,
    special: bool,
) -> HandPlan:  # fmt: skip
    """The hand of ``count`` cards in a table of ``size`` whose other ``rows`` (head, prompt, table
    area, caption, actions' room) are as high as given: the room they leave, but at least the least
    card height."""
    width, height = size
    room = hand_room(height, rows) - lane_height(line) - ROW_MARGIN  # the cards' height the cities leave
    least = least_card_height(height, line, across=across, teams=teams)
    keep = keeps_action_room(special, room >= least, is_short(height, line))
    return HandPlan(hand_cards(width, max(room, least), line, count), keep)


def card_width(line: float, width_lines: float) -> int:
    """A hand card's width in pixels (as the kit rounds it)."""
    return round(line * width_lines)


def card_height(line: float, width_lines: float) -> int:
    """A hand card's height in pixels (as the kit rounds it)."""
    return round(line * width_lines / CARD_ASPECT)


def side_width(width: int, line: float, teammate: bool) -> int:
    """A neighbour's panel's width (without its scroll bar): wider on a wide table and in team play."""
    lines = SIDE_LINES if width < SIDE_WIDE_FROM else SIDE_LINES_WIDE
    if teammate:
        lines += TEAMMATE_LINES
    return round(line * lines)


def fitted_side_width(wanted: int, area: int, board_least: int, panel_least: int) -> int:
    """A neighbour's side column's width (``wanted``: its panel's and its scroll bar's) in a table area
    ``area`` wide: narrower when your board cannot do with the width left (``board_least``: a full head
    row, the conflicts' preview and many tokens), never under the panel's own least. Otherwise Qt widens
    the area past the scroll viewport, which cuts the right neighbour's panel at its edge."""
    room = (area - board_least) // 2 - MIDDLE_SPACING
    return max(panel_least, min(wanted, room))


def across_columns(count: int, panel_least: int, area: int) -> int:
    """The cities across the table on one row when their panels fit the table area's width side by
    side, else on two rows (seven players at 150 %): a row wider than the area would widen it past its
    viewport and cut the right neighbour's panel."""
    if count * panel_least + (count - 1) * ACROSS_SPACING <= area:
        return max(1, count)
    return -(-count // 2)


def reveal_columns(width: int, line: float, count: int) -> int:
    """Every city on one row when the width allows it (a tile needs about 10 lines), else two rows."""
    fits = max(1, width // round(line * REVEAL_TILE_LINES))
    return count if count <= fits else -(-count // 2)


def log_panel_width(line: float) -> int:
    """A narrower log and score panel than the shell's quarter: the cities need the width."""
    return round(line * LOG_PANEL_LINES)


def dialog_size(width: int, height: int) -> tuple[int, int]:
    """An expanded city's dialog, first opened at a share of the table."""
    return int(width * DIALOG_SHARE[0]), int(height * DIALOG_SHARE[1])

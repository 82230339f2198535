"""The 7 Wonders table's sizes (``ui/views/classic/layout.py``) without a window: the hand of 1 to 7
cards fits the table's width, the rows fit its height (the cities scroll when they need more), your
board keeps room between your neighbours, the reveal's tiles fit, for 3 to 7 players, from the
smallest window to a large one."""

from __future__ import annotations

import ast
import math
from pathlib import Path

import pytest

from wonders_desktop.ui.views.classic import layout
from wonders_desktop.ui.views.classic.layout import (
    CARD_GAP,
    LARGE,
    NORMAL,
    ROW_MARGIN,
    SMALL,
    area_height,
    card_height,
    card_width,
    fitted_side_width,
    hand_cards,
    hand_plan,
    hand_room,
    inner_width,
    lane_height,
    middle_width,
    reveal_columns,
    side_width,
)

# The table's share of the window (the shell's log panel takes the rest), as measured offscreen:
# 1024×700 (the smallest window used), 1366×768 (a short one), 1280×820, 1600×1000.
TABLES = {"1024x700": (704, 643), "1366x768": (1046, 711), "1280x820": (960, 763), "1600x1000": (1280, 943)}
LINES = (14, 16)  # the font's height: offscreen, and a larger desktop font
HEAD, PROMPT, ACTIONS = 20, 14, 74  # the rows' heights measured offscreen (14-pixel font)
SCROLL_BAR = 14


def rows(line: float, area: int) -> list[int]:
    """The other rows of the table (head, prompt, table area, actions' room), scaled to the font."""
    scale = line / 14
    return [round(HEAD * scale), round(PROMPT * scale), area, round(ACTIONS * scale)]


def hand_height(line: float, width_lines: float) -> int:
    """The hand row's height: its cards, their price tags, its margin."""
    return card_height(line, width_lines) + lane_height(line) + ROW_MARGIN


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("count", range(1, 8))
@pytest.mark.parametrize("tall", [60, 150, 400])
def test_the_hand_fits_the_tables_width(table: tuple[int, int], line: int, count: int, tall: int) -> None:
    width, _ = table
    cards = hand_cards(width, tall, line, count)
    row = count * (card_width(line, cards.width_lines) + CARD_GAP)  # as the hand row asks for it
    assert row <= inner_width(width)
    assert card_width(line, cards.width_lines) * 7 + CARD_GAP * 7 <= inner_width(width) + 7  # room for 7


@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("tall", [60, 100, 150, 250, 400, 800])
def test_cards_are_no_taller_than_asked_unless_at_the_smallest(line: int, tall: int) -> None:
    cards = hand_cards(1280, tall, line, 7)
    if cards.width_lines > layout.SMALL_LINES:
        assert card_height(line, cards.width_lines) <= tall + 1  # the kit rounds to a pixel
    assert cards.size in (SMALL, NORMAL, LARGE)
    bounds = {SMALL: (5.6, 6.9), NORMAL: (7.0, 14.9), LARGE: (15.0, 15.0)}[cards.size]
    assert bounds[0] <= cards.width_lines <= bounds[1]


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("players", range(3, 8))
@pytest.mark.parametrize("count", range(1, 8))
@pytest.mark.parametrize("area", [150, 280, 420, 900])
def test_the_rows_fit_the_tables_height(
    table: tuple[int, int], line: int, players: int, count: int, area: int
) -> None:
    """Whatever the cities ask for, the head, the prompt, the hand and its actions stay on screen:
    when the cities do not fit, the table area shrinks to its least height and scrolls."""
    _, height = table
    across = players > 3  # from 4 players, cities sit across the table
    others = rows(line, area)
    plan = hand_plan(table, line, others, count, across=across, teams=False, special=False)
    hand = hand_height(line, plan.cards.width_lines)
    room = hand_room(height, others)
    if hand <= room:  # the cities fit: everything has its natural height
        return
    least_area = layout.AREA_MIN_LINES * line
    actions = others[3] if plan.keep_action_room else 0
    stack = [others[0], others[1], least_area, hand, actions]
    _, top, _, bottom = layout.MARGINS
    assert top + bottom + sum(stack) + layout.ROW_SPACING * (len(stack) - 1) <= height, (plan, stack)


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("line", LINES)
def test_a_taller_window_never_gets_smaller_cards(table: tuple[int, int], line: int) -> None:
    width, height = table
    sizes = []
    for extra in range(0, 400, 20):
        plan = hand_plan((width, height + extra), line, rows(line, 420), 7, across=True, teams=False,
                         special=False)  # fmt: skip
        sizes.append(plan.cards.width_lines)
    assert sizes == sorted(sizes)


@pytest.mark.parametrize("line", LINES)
def test_the_action_room_is_kept_unless_the_cities_or_a_special_decision_need_it(line: int) -> None:
    short = (1046, 711)
    cramped = hand_plan(short, line, rows(line, 900), 7, across=True, teams=False, special=False)
    roomy = hand_plan(short, line, rows(line, 100), 7, across=True, teams=False, special=False)
    special = hand_plan(short, line, rows(line, 100), 7, across=True, teams=False, special=True)
    tall = hand_plan((1280, line * 70), line, rows(line, 900), 7, across=True, teams=False, special=False)
    assert not cramped.keep_action_room and roomy.keep_action_room and not special.keep_action_room
    assert tall.keep_action_room  # a tall window keeps the room even for cities that scroll


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("teams", [False, True])
def test_your_board_keeps_room_between_your_neighbours(
    table: tuple[int, int], line: int, teams: bool
) -> None:
    width, _ = table
    side = side_width(width, line, teams) + SCROLL_BAR
    board = middle_width(inner_width(width), [side, side])
    # Even the smallest window leaves a narrow board; in team play (the panels also show a hand) with a
    # large font only a few lines: a known limit of 1024×700.
    assert board >= line * (4 if teams else 7)
    if width >= 960:  # from 1280×820 on, a board of a dozen lines and more
        assert board >= line * 12
    assert side * 2 + board + layout.MIDDLE_SPACING * 2 == inner_width(width)


@pytest.mark.parametrize("table", TABLES.values(), ids=TABLES.keys())
@pytest.mark.parametrize("line", LINES)
@pytest.mark.parametrize("players", range(3, 8))
def test_the_reveal_shows_every_city_in_at_most_two_rows_of_readable_tiles(
    table: tuple[int, int], line: int, players: int
) -> None:
    width, _ = table
    columns = reveal_columns(width, line, players)
    assert math.ceil(players / columns) <= 2
    assert columns * round(line * layout.REVEAL_TILE_LINES) <= width


def test_the_table_area_counts_a_gap_between_its_rows() -> None:
    assert area_height([300]) == 300
    assert area_height([40, 90, 300]) == 430 + 2 * layout.AREA_SPACING


def test_the_sizes_are_the_art_kits() -> None:
    from wonders_desktop.ui.art.cardstate import CARD_ASPECT, CardSize
    from wonders_desktop.ui.art.widgets import WIDTH_IN_LINES, card_size

    assert layout.CARD_ASPECT == CARD_ASPECT
    assert WIDTH_IN_LINES[CardSize.LARGE] == layout.LARGE_LINES
    assert WIDTH_IN_LINES[CardSize.SMALL] == layout.SMALL_LINES
    assert {SMALL, NORMAL, LARGE} <= {size.value for size in CardSize}
    for line in LINES:
        size = card_size(line, CardSize.NORMAL, 8.3)
        assert (size.width(), size.height()) == (card_width(line, 8.3), card_height(line, 8.3))


def test_the_layout_module_needs_no_qt() -> None:
    source = Path(layout.__file__).read_text(encoding="utf-8")
    modules = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            modules.add(node.module)
    assert not any(name.startswith(("PySide6", "wonders_desktop.ui")) for name in modules), modules


@pytest.mark.parametrize("board_least", [200, 418, 441, 470, 600])
def test_the_neighbours_give_your_board_the_width_it_cannot_do_without(board_least: int) -> None:
    """At 1280×820 (a 940-pixel table area) in team play (266-pixel side columns): the middle row
    never outgrows the area while the panels can narrow, and they never narrow under their least."""
    area, wanted, least = inner_width(960), 266, 215
    side = fitted_side_width(wanted, area, board_least, least)
    assert least <= side <= wanted
    if side > least:
        assert side * 2 + board_least + layout.MIDDLE_SPACING * 2 <= area
    if board_least <= area - 2 * (wanted + layout.MIDDLE_SPACING):
        assert side == wanted  # room enough: the panels keep the width the window gives them


def test_the_cities_across_take_two_rows_only_when_one_row_is_wider_than_the_area() -> None:
    """Issue 41: four panels 257 px wide need 1052 px; in a 926 px area (150 %) they take two rows."""
    assert layout.across_columns(4, 257, 926) == 2
    assert layout.across_columns(5, 257, 926) == 3
    assert layout.across_columns(4, 220, 926) == 4  # 100 %: one row, as before
    assert layout.across_columns(1, 900, 500) == 1

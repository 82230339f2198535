"""The Architects table's zones for 2 to 7 players: inside the table, never overlapping, decks where
the rules put them (each deck between its owner and their left neighbour, the viewer's two at the
bottom)."""

from __future__ import annotations

import pytest

from wonders_desktop.ui.views.architects.layout import Rect, table_geometry

# The table's share of the window at 1366x768, 1600x1000 and 2560x1440 (the side panel takes the rest).
SIZES = [(1000, 690), (1230, 920), (2100, 1360)]


def overlaps(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))
def test_zones_fit_without_overlap(players: int, size: tuple[int, int]) -> None:
    width, height = size
    geometry = table_geometry(width, height, players)
    assert sorted(geometry.panels) == list(range(1, players))
    assert sorted(geometry.decks) == list(range(players))
    rects = geometry.all_rects()
    for rect in rects:
        x, y, w, h = rect
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= width and y + h <= height, rect
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not overlaps(a, b), (a, b)


@pytest.mark.parametrize("players", range(2, 8))
def test_opponent_panels_are_large_enough_to_read(players: int) -> None:
    geometry = table_geometry(1000, 690, players)
    for _x, _y, w, h in geometry.panels.values():
        assert w >= 190 and h >= 120
    assert geometry.viewer[2] >= 700 and geometry.viewer[3] >= 230


@pytest.mark.parametrize("players", range(2, 8))
def test_the_viewers_two_decks_flank_the_viewer(players: int) -> None:
    geometry = table_geometry(1230, 920, players)
    viewer_x, viewer_y, viewer_w, _ = geometry.viewer
    own, right = geometry.decks[0], geometry.decks[players - 1]
    assert own[0] + own[2] <= viewer_x and right[0] >= viewer_x + viewer_w  # left and right of the viewer
    assert own[1] >= viewer_y and right[1] >= viewer_y

"""Where a Duel city's built cards go (``views/duel/chips.py``), as plain geometry: the flowing rows keep
each colour together, never leave a header alone at a column's foot, give each column the width its
names need, and fall back to counts beside the chips only when the headers leave too little room."""

from __future__ import annotations

from itertools import pairwise

from wonders_desktop.ui.views.duel import chips

ROOM = chips.Room(width=600, height=93, line=14, small=10, name_row=1.3, chip_lines=1.45, chip_lines_tall=2.1)


def _need(widths: dict[str, float]) -> object:
    return lambda card, _pitch: widths.get(card, 60.0)


def test_a_colour_stays_whole_in_its_column_when_the_width_allows() -> None:
    groups = {"brown": ["b1", "b2"], "grey": ["g1", "g2", "g3"], "blue": ["u1", "u2", "u3"]}
    plan = chips.flowing(groups, ROOM, _need({}), 2.5)  # type: ignore[arg-type]  # _need returns the measure as object (a lambda)
    assert plan.flowing and plan.fits and not plan.counts
    columns: dict[float, list[str]] = {}
    for chip in plan.chips:
        columns.setdefault(chip.rect.left(), []).append(chip.card)
    order = [card for cards in groups.values() for card in cards]
    for cards in columns.values():  # each column holds whole colours, in the order built
        for colour in {card[0] for card in cards}:
            assert [c for c in cards if c[0] == colour] == [c for c in order if c[0] == colour]
    headers = {colour: rect for rect, colour, _count in plan.headers}
    for rect, colour, _count in plan.headers:  # a header sits right above its colour's first chip
        first = next(chip for chip in plan.chips if chip.card == groups[colour][0])
        assert abs(first.rect.left() - rect.left()) <= 2 and first.rect.top() < rect.bottom() + ROOM.line
    assert set(headers) == set(groups)


def test_rows_never_overlap_and_keep_a_row_of_the_small_font() -> None:
    groups = {colour: [f"{colour}{n}" for n in range(7)] for colour in ("brown", "red", "blue")}
    plan = chips.flowing(groups, ROOM, _need({}), 2.5)  # type: ignore[arg-type]  # _need returns the measure as object (a lambda)
    by_column: dict[float, list[float]] = {}
    for chip in plan.chips:
        by_column.setdefault(chip.rect.left(), []).append(chip.rect.top())
    for tops in by_column.values():
        assert all(b - a >= ROOM.small * ROOM.name_row for a, b in pairwise(sorted(tops)))
    assert all(not chip.covered for chip in plan.chips)
    assert max(chip.rect.right() for chip in plan.chips) <= ROOM.width + 0.01


def test_a_crowded_city_trades_its_header_rows_for_counts() -> None:
    colours = ("brown", "grey", "blue", "green", "yellow", "red", "purple")
    groups = {colour: [f"{colour}{n}" for n in range(3)] for colour in colours}
    wide = _need({card: 125.0 for cards in groups.values() for card in cards})
    headed = chips.flowing(groups, ROOM, wide, 2.5)  # type: ignore[arg-type]  # _need returns the measure as object (a lambda)
    assert not headed.fits  # 28 rows with the headers: five columns of 125 px
    compact = chips.flowing(groups, ROOM, wide, 2.5, count_width=16)  # type: ignore[arg-type]  # _need returns the measure as object (a lambda)
    assert compact.fits and not compact.headers
    counts = sorted((colour, count) for _rect, colour, count in compact.counts)
    assert counts == [(colour, 3) for colour in sorted(colours)]

"""The art kit: every icon renders, every card type has colours and a symbol, cards paint in every
state and size, the widgets click and take keyboard focus, the gallery renders."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from itertools import combinations
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRectF, QSize, Qt, QTranslator
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget
from pytestqt.qtbot import QtBot

from wonders_desktop.ui.art import gallery, icons
from wonders_desktop.ui.art.cardface import NEWLINE, CardBack, CardFace, Deck, Item, choice, items
from wonders_desktop.ui.art.clickable import Clickable
from wonders_desktop.ui.art.drawing import wrap_lines
from wonders_desktop.ui.art.graphics import CardItem, TokenItem
from wonders_desktop.ui.art.painter import (
    Badge,
    BadgeKind,
    CardSize,
    CardState,
    Emphasis,
    badge_text,
    paint_card,
    paint_token,
    size_class,
)
from wonders_desktop.ui.art.palette import ALL_TYPES, CARD_TYPES, art_palette, cb_symbol, contrast
from wonders_desktop.ui.art.widgets import CardWidget, IconLabel, ResourceRow, TokenWidget
from wonders_desktop.ui.art.wonderstage import paint_stage
from wonders_desktop.ui.language.i18n import compiled_path

DATA = Path(__file__).resolve().parents[2] / "wonders_desktop" / "engine" / "data"
ICON_FILES = sorted(icons.icons_dir().glob("*.svg"))
FACE = CardFace(
    "Aqueduct", "blue", cost=items({"stone": 3}), effects=(Item("laurel", 5),), chain_from=("Baths",),
    chain_to=("Temple",), players=(3, 7), age=2, footer="A long footer that wraps onto several lines.",
)  # fmt: skip


def _opaque_pixels(image: QImage) -> int:
    """Covered pixels, estimated on a grid of every other pixel (fast enough for large images)."""
    step = 1 if image.width() * image.height() <= 4096 else 2
    grid = [(x, y) for y in range(0, image.height(), step) for x in range(0, image.width(), step)]
    return sum(1 for x, y in grid if image.pixelColor(x, y).alpha() > 40) * step * step


def _render(face: CardFace | CardBack, state: CardState, width: int = 120, height: int = 180,
            dark: bool = False) -> QImage:  # fmt: skip
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    paint = QPainter(image)
    paint_card(paint, QRectF(0, 0, width, height), face, state, art_palette(dark))
    paint.end()
    return image


def test_the_icon_folder_holds_every_icon_the_kit_names() -> None:
    on_disk = {path.stem for path in ICON_FILES}
    assert set(icons.ALL_ICONS) <= on_disk
    assert on_disk <= set(icons.ALL_ICONS), "an icon file the kit does not list (add it to icons.py)"


@pytest.mark.parametrize("path", ICON_FILES, ids=lambda path: path.stem)
def test_every_icon_parses_and_renders_at_16_and_96_px(qtbot: QtBot, path: Path) -> None:
    assert QSvgRenderer(str(path)).isValid()
    for size in (16, 96):
        pixmap = icons.icon_pixmap(path.stem, size)
        assert pixmap.height() == size
        covered = _opaque_pixels(pixmap.toImage())
        assert covered > pixmap.width() * pixmap.height() * 0.12, f"{path.stem} is nearly empty at {size} px"


def test_icons_are_rendered_at_the_device_pixel_ratio(qtbot: QtBot) -> None:
    pixmap = icons.icon_pixmap("wood", 24, 2.0)
    assert pixmap.devicePixelRatio() == 2.0
    assert (pixmap.width(), pixmap.height()) == (48, 48)
    back = icons.icon_pixmap("back_age1", 60)
    assert (back.width(), back.height()) == (40, 60)  # card backs keep their 2:3 aspect
    assert icons.icon_pixmap("wood", 24, 2.0) is pixmap  # cached


def test_a_qicon_offers_every_size_sharp(qtbot: QtBot) -> None:
    icon = icons.qicon("coin")
    sizes = {(size.width(), size.height()) for size in icon.availableSizes()}
    assert {(16, 16), (48, 48), (96, 96)} <= sizes
    assert icon.pixmap(QSize(24, 24), 2.0).size() == QSize(48, 48)


def test_a_tint_colours_a_monochrome_icon(qtbot: QtBot) -> None:
    image = icons.icon_pixmap("cb_yellow", 32, tint="#ff0000").toImage()
    centre = image.pixelColor(16, 16)
    assert (centre.red(), centre.green(), centre.blue()) == (255, 0, 0)


def test_a_missing_icon_is_a_clear_error() -> None:
    with pytest.raises(FileNotFoundError, match="no_such_icon"):
        icons.icon_pixmap("no_such_icon", 16)


def _data_ids() -> set[str]:
    """Every resource and science id the three games' data use, which the tables will draw."""
    ids: set[str] = set()
    classic = json.loads((DATA / "classic" / "base_2e.json").read_text(encoding="utf-8"))
    for card in classic["cards"] + classic["guilds"]:
        ids.update(card["cost"])
        ids.update(card["effects"].get("produce", {}))
        ids.update(card["effects"].get("produce_choice", []))
        science = card["effects"].get("science")
        ids.update([science] if science and science != "any" else [])
    duel = json.loads((DATA / "duel" / "cards.json").read_text(encoding="utf-8"))
    for card in duel["cards"]:
        ids.update(card["cost"]["resources"])
        for effect in card["effects"]:
            ids.update([effect["symbol"]] if "symbol" in effect else [])
            ids.update(effect.get("choices", []))
            ids.update([effect["resource"]] if "resource" in effect else [])
    tokens = json.loads((DATA / "duel" / "progress_tokens.json").read_text(encoding="utf-8"))
    ids.update(e["symbol"] for token in tokens["progress_tokens"] for e in token["effects"] if "symbol" in e)
    architects = json.loads((DATA / "architects" / "cards.json").read_text(encoding="utf-8"))
    for card in architects["card_types"]:
        ids.update(card[key] for key in ("resource", "science") if card.get(key))
    ids.discard("coins")
    return ids


def test_every_resource_and_science_symbol_of_the_data_has_an_icon() -> None:
    ids = _data_ids()
    assert {"loom", "ore", "plumb_line", "law", "compass"} <= ids  # the scan reached every game
    missing = sorted(name for name in ids if not icons.exists(name))
    assert not missing


def _meaningless(where: str, printed: Sequence[Item]) -> list[str]:
    """What in ``printed`` is no real symbol: a missing icon, a colour-blind mark alone (a black square
    or disc: it says "brown" only on a card's frame), the Duel's ★ placeholder, an empty effect."""
    if not printed:
        return [f"{where}: nothing drawn"]
    found = []
    for item in printed:
        if item.icon and (not icons.exists(item.icon) or item.icon.startswith("cb_")):
            found.append(f"{where}: {item.icon}")
        elif not item.icon and item.text == "★":
            found.append(f"{where}: ★")
    return found


def test_every_effect_of_every_card_wonder_and_token_is_drawn_with_a_real_icon() -> None:
    from wonders_desktop.engine.architects.catalog import load_data, tables
    from wonders_desktop.engine.core.datafiles import load
    from wonders_desktop.engine.duel.data import CardsFile, ProgressTokensFile, WondersFile
    from wonders_desktop.ui.views.architects.faces import TOKEN_GLYPHS, face_items
    from wonders_desktop.ui.views.architects.model import card_kinds
    from wonders_desktop.ui.views.classic import faces as classic
    from wonders_desktop.ui.views.duel import faces as duel
    from wonders_desktop.ui.views.duel import facts

    bad: list[str] = []
    printed = {
        **{("card", c.id): facts.card(c.id) for c in load(CardsFile, "duel/cards.json").cards},
        **{("wonder", w.id): facts.wonder(w.id) for w in load(WondersFile, "duel/wonders.json").wonders},
        **{
            ("progress_token", t.id): facts.token(t.id)
            for t in load(ProgressTokensFile, "duel/progress_tokens.json").progress_tokens
        },
    }
    kinds = {glyph[0] for info in printed.values() for glyph in info.effects}
    assert {"destroy", "guild_vp", "gain_opponent_trade_spend", "wonders_play_again"} <= kinds
    for (what, ident), info in printed.items():
        for glyph in info.effects:  # every effect, one by one: none may be left undrawn
            bad += _meaningless(f"duel {what} {ident} {glyph}", duel.glyph_items(glyph))
        if what == "progress_token":
            bad += _meaningless(f"duel token {ident}", [Item(duel.token_icon(ident))])
            assert ident in duel.TOKEN_ICONS

    specials = set()
    for edition in (1, 2):
        data = classic.rules_data(edition, cities=True)
        for ident, card in data.cards.items():
            bad += _meaningless(f"classic{edition} {ident}", classic.effect_items(card.effects))
            specials.add(card.effects.special)
        for ident, wonder in data.wonders.items():
            for side, board in wonder.sides.items():  # type: ignore[attr-defined]  # RulesData keeps the Wonders typed object; each is a classic Wonder with sides
                for number, stage in enumerate(board.stages, 1):
                    where = f"classic{edition} {ident} {side} stage {number}"
                    bad += _meaningless(where, classic.effect_items(stage.effects))
                    specials.add(stage.effects.special)
    specials.discard(None)
    assert specials and all(classic.special_short(s) != s for s in specials)  # words, never an id

    for kind, face in card_kinds(tables()).items():
        bad += _meaningless(f"architects {kind}", face_items(face))
    for token in load_data().tokens.progress_tokens:
        bad += _meaningless(f"architects token {token.id}", [Item(i) for i in TOKEN_GLYPHS[token.id]])
    assert not bad, "\n".join(bad)
    zeus = duel.effect_items(facts.wonder("the_statue_of_zeus").effects)
    assert Item("classic/card_brown") in zeus  # the brown card it destroys


def test_every_duel_chain_symbol_has_a_chain_mark() -> None:
    duel = json.loads((DATA / "duel" / "cards.json").read_text(encoding="utf-8"))
    keys = ("chain_provides", "chain_requires")
    symbols = {card[key] for card in duel["cards"] for key in keys if key in card}
    assert len(symbols) == 17
    assert {f"chain_{symbol}" for symbol in symbols} == set(icons.CHAIN_DUEL)


def test_duel_chain_marks_are_drawn_on_the_card(qtbot: QtBot) -> None:
    plain = CardFace("Apothecary", "green", cost=items({"glass": 1}), effects=(Item("wheel"),))
    gives = dataclasses.replace(plain, chain_icon_to="chain_gear")
    needs = dataclasses.replace(plain, chain_icon_from="chain_moon")
    images = [_render(face, CardState()) for face in (plain, gives, needs)]
    assert images[0] != images[1] and images[0] != images[2] and images[1] != images[2]


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_every_card_type_has_colours_and_a_colour_blind_symbol(dark: bool) -> None:
    palette = art_palette(dark)
    symbols = {cb_symbol(kind) for kind in CARD_TYPES}
    assert len(symbols) == len(CARD_TYPES)
    for kind in ALL_TYPES:
        colours = palette.card(kind)
        assert icons.exists(cb_symbol(kind))
        assert contrast(colours.title_text, colours.frame) >= 3.0, kind  # bold title on the band
        assert contrast(colours.text, colours.body) >= 7.0, kind
        assert contrast(colours.muted, colours.body) >= 3.0, kind
    assert palette.card("gray") == palette.card("grey")
    with pytest.raises(ValueError, match="unknown card type"):
        palette.card("orange")


def test_the_palette_follows_the_applied_theme(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QApplication

    from wonders_desktop.ui.platform import theme

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        theme.apply_theme(app, "dark")
        assert art_palette().dark
        theme.apply_theme(app, "light")
        assert not art_palette().dark
    finally:
        theme.apply_theme(app, "light")


STATES = {
    "normal": CardState(),
    "highlighted": CardState(Emphasis.HIGHLIGHTED),
    "dimmed": CardState(Emphasis.DIMMED),
    "selected": CardState(Emphasis.HIGHLIGHTED, selected=True),
    "focused": CardState(focused=True),
    "free": CardState(badge=Badge(BadgeKind.FREE)),
    "chain": CardState(badge=Badge(BadgeKind.CHAIN)),
    "coins": CardState(badge=Badge(BadgeKind.COINS, 3)),
    "trade": CardState(badge=Badge(BadgeKind.TRADE, 2)),
    "blocked": CardState(badge=Badge(BadgeKind.BLOCKED)),
}


def test_every_state_paints_and_each_looks_different(qtbot: QtBot) -> None:
    images = {name: _render(FACE, state) for name, state in STATES.items()}
    for name, image in images.items():
        assert _opaque_pixels(image) > 120 * 180 * 0.5, name
    for (first, a), (second, b) in combinations(images.items(), 2):
        assert a != b, f"{first} and {second} look the same"


@pytest.mark.parametrize("kind", ALL_TYPES)
@pytest.mark.parametrize("size", [(240, 360), (120, 180), (60, 90), (200, 28)], ids=str)
def test_every_type_paints_at_every_size_in_both_themes(
    qtbot: QtBot, kind: str, size: tuple[int, int]
) -> None:
    effects = (*choice("wood", "stone"), NEWLINE, Item("shield", 2), Item(text="+1"))
    face = CardFace("Caravansery", kind, coins=2, cost=items({"wood": 2, "ore": 5}), effects=effects)
    for dark in (False, True):
        image = _render(face, STATES["coins"], *size, dark=dark)
        assert _opaque_pixels(image) > size[0] * size[1] * 0.5


def test_size_classes_follow_the_shape_and_width() -> None:
    assert size_class(QRectF(0, 0, 200, 28)) is CardSize.CHIP
    assert size_class(QRectF(0, 0, 60, 90)) is CardSize.SMALL
    assert size_class(QRectF(0, 0, 120, 180)) is CardSize.NORMAL
    assert size_class(QRectF(0, 0, 240, 360)) is CardSize.LARGE


@pytest.mark.parametrize("deck", list(Deck))
def test_backs_paint_face_down(qtbot: QtBot, deck: Deck) -> None:
    plain = _render(CardBack(deck), CardState())
    counted = _render(CardBack(deck, count=12), CardState())
    assert _opaque_pixels(plain) > 120 * 180 * 0.8
    assert plain != counted
    chip = (CardState(), 160, 28)
    assert _render(CardBack(deck, count=3), *chip) != _render(CardBack(deck), *chip)


def test_the_largest_size_shows_the_footer_the_normal_size_does_not(qtbot: QtBot) -> None:
    without = dataclasses.replace(FACE, footer="")
    assert _render(FACE, CardState(), 240, 360) != _render(without, CardState(), 240, 360)
    assert _render(FACE, CardState(), 120, 180) == _render(without, CardState(), 120, 180)


def test_tokens_paint_with_numbers_and_states(qtbot: QtBot) -> None:
    def token(icon: str, number: int | None, state: CardState | None = None) -> QImage:
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        paint = QPainter(image)
        paint_token(paint, QRectF(0, 0, 64, 64), icon, number=number, kind="coin", state=state)
        paint.end()
        return image

    assert token("coin", 7) != token("coin", 8)
    assert token("law", None) != token("law", 2)
    assert token("", 4) != token("", 5)
    assert token("law", None) != token("law", None, CardState(Emphasis.DIMMED))
    assert token("law", None) != token("law", None, CardState(Emphasis.HIGHLIGHTED))


def test_badges_say_what_they_mean(qtbot: QtBot) -> None:
    assert badge_text(Badge(BadgeKind.FREE)) == "Free"
    assert badge_text(Badge(BadgeKind.TRADE, 3)) == "Trade 3"
    assert badge_text(Badge(BadgeKind.COINS, 4)) == "4"
    assert badge_text(Badge(BadgeKind.FREE, text="Grátis")) == "Grátis"


def test_items_repeat_like_printed_symbols() -> None:
    assert Item("wood", 2).copies == 2 and not Item("wood", 2).suffix
    assert Item("ore", 5).copies == 1 and Item("ore", 5).suffix == "×5"
    assert Item("coin", 5).number_inside and Item("coin", 5).copies == 1
    assert items({"wood": 1, "ore": 0}, coins=2) == (Item("coin", 2), Item("wood", 1))
    with pytest.raises(ValueError, match="icon or a text"):
        Item()
    with pytest.raises(ValueError, match="unknown card type"):
        CardFace("X", "orange")


def test_card_widget_clicks_takes_keyboard_focus_and_shows_it(qtbot: QtBot) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    first = CardWidget(FACE, CardSize.NORMAL, host, tooltip="Aqueduct: 5 VP")
    second = CardWidget(CardBack(Deck.AGE2), CardSize.SMALL, host, accessible_name="Age II deck")
    second.move(first.sizeHint().width() + 10, 0)
    host.resize(600, 400)
    host.show()
    qtbot.waitExposed(host)
    assert first.accessibleName() == "Aqueduct" and second.accessibleName() == "Age II deck"
    assert first.toolTip() == "Aqueduct: 5 VP"
    with qtbot.waitSignal(first.clicked, timeout=1000):
        qtbot.mouseClick(first, Qt.MouseButton.LeftButton, pos=QPoint(20, 20))
    unfocused = first.grab().toImage()
    first.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(first.hasFocus)
    assert first.state().focused
    assert first.grab().toImage() != unfocused  # the focus ring is visible
    with qtbot.waitSignal(first.clicked, timeout=1000):
        qtbot.keyClick(first, Qt.Key.Key_Space)
    qtbot.keyClick(first, Qt.Key.Key_Tab)
    qtbot.waitUntil(second.hasFocus)
    with qtbot.waitSignal(second.clicked, timeout=1000):
        qtbot.keyClick(second, Qt.Key.Key_Return)


def test_widgets_grow_with_the_font_so_text_is_never_clipped(qtbot: QtBot) -> None:
    small, large = QFont(), QFont()
    small.setPixelSize(12)
    large.setPixelSize(24)
    widgets = [
        CardWidget(FACE),
        TokenWidget("law", number=2),
        IconLabel("coin", 17),
        ResourceRow(items({"wood": 2, "glass": 1}, coins=3)),
    ]
    for widget in widgets:
        qtbot.addWidget(widget)
        widget.setFont(small)
        before = widget.sizeHint()
        widget.setFont(large)
        after = widget.sizeHint()
        assert after.width() > before.width() * 1.6 and after.height() > before.height() * 1.6, widget
    label = widgets[2]
    assert isinstance(label, IconLabel)
    bold = QFont(large)
    bold.setBold(True)
    assert label.sizeHint().width() >= label.sizeHint().height() + QFontMetrics(bold).horizontalAdvance("17")


def test_a_card_widget_can_be_given_its_width_in_lines(qtbot: QtBot) -> None:
    card = CardWidget(FACE)
    qtbot.addWidget(card)
    line = card.fontMetrics().height()
    card.set_width_lines(12)
    assert abs(card.sizeHint().width() - 12 * line) <= 1
    assert abs(card.sizeHint().height() - 18 * line) <= 1


def test_widgets_paint(qtbot: QtBot) -> None:
    for widget in (TokenWidget("coin", number=5, kind="coin"), IconLabel("laurel", 3, inside=True),
                   ResourceRow(choice("glass", "loom", "papyrus"))):  # fmt: skip
        qtbot.addWidget(widget)
        widget.resize(widget.sizeHint())
        image = widget.grab().toImage()
        background = widget.palette().window().color()
        row = [image.pixelColor(x, image.height() // 2) for x in range(image.width())]
        assert sum(colour != background for colour in row) > len(row) * 0.3, widget


@pytest.mark.parametrize("theme_name", ["light", "dark"])
def test_the_gallery_renders(qtbot: QtBot, tmp_path: Path, theme_name: str) -> None:
    out = tmp_path / "gallery.png"
    try:
        assert gallery.main(["--out", str(out), "--theme", theme_name, "--scale", "1"]) == 0
    finally:
        from PySide6.QtWidgets import QApplication

        from wonders_desktop.ui.platform import theme

        app = QApplication.instance()
        assert isinstance(app, QApplication)
        theme.apply_theme(app, "light")
    image = QImage(str(out))
    assert image.width() == gallery.WIDTH and image.height() > 1500


def test_the_kit_strings_are_translated(qtbot: QtBot) -> None:
    path = compiled_path("pt_BR")
    assert path is not None
    translator = QTranslator()
    assert translator.load(str(path))
    english = _render(FACE, STATES["free"])
    QCoreApplication.installTranslator(translator)
    try:
        assert badge_text(Badge(BadgeKind.FREE)) == "Grátis"
        assert badge_text(Badge(BadgeKind.TRADE, 2)) == "Comércio 2"
        assert _render(FACE, STATES["free"]) != english  # a cached English badge is not reused
    finally:
        QCoreApplication.removeTranslator(translator)
    assert _render(FACE, STATES["free"]) == english


def test_icons_follow_the_painters_zoom(qtbot: QtBot) -> None:
    image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(2.0)
    paint = QPainter(image)
    assert icons.device_scale(paint) == 2.0
    paint.scale(1.5, 1.5)
    assert icons.device_scale(paint) == 3.0
    paint.end()


def test_wonder_stages_paint_built_unbuilt_and_in_every_state(qtbot: QtBot) -> None:
    def stage(built: bool, state: CardState | None = None, number: int | None = 2) -> QImage:
        image = QImage(240, 75, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        paint = QPainter(image)
        paint_stage(paint, QRectF(0, 0, 240, 75), items({"stone": 2}), (Item("laurel", 5),), built=built,
                    number=number, state=state)  # fmt: skip
        paint.end()
        return image

    images = [
        stage(True), stage(False), stage(False, CardState(Emphasis.HIGHLIGHTED)),
        stage(False, CardState(Emphasis.DIMMED)), stage(False, CardState(focused=True)),
        stage(False, number=3),
    ]  # fmt: skip
    for (index, a), (other, b) in combinations(enumerate(images), 2):
        assert a != b, (index, other)


def test_card_items_click_and_take_keyboard_focus_on_a_scene(qtbot: QtBot) -> None:
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    card = CardItem(FACE, 120, tooltip="Aqueduct")
    token = TokenItem("law", 40, kind="progress", number=2)
    token.setPos(150, 0)
    scene.addItem(card)
    scene.addItem(token)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    assert card.boundingRect().height() == 180 and card.toolTip() == "Aqueduct"
    centre = view.mapFromScene(card.mapToScene(card.boundingRect().center()))
    with qtbot.waitSignal(card.clicked, timeout=1000):
        qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=centre)
    view.activateWindow()
    view.setFocus()
    qtbot.waitUntil(scene.isActive)
    token.setFocus()
    assert token.state().focused
    with qtbot.waitSignal(token.clicked, timeout=1000):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_Return)
    before = view.grab().toImage()
    card.set_state(CardState(Emphasis.HIGHLIGHTED))
    assert view.grab().toImage() != before


def test_cached_cards_look_like_cards_drawn_directly(qtbot: QtBot) -> None:
    def render(cache: bool) -> QImage:
        image = QImage(120, 180, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        paint = QPainter(image)
        paint_card(paint, QRectF(0, 0, 120, 180), FACE, STATES["trade"], cache=cache)
        paint.end()
        return image

    direct, cached, again = render(False), render(True), render(True)
    assert cached == again
    grid = [(x, y) for y in range(0, 180, 2) for x in range(0, 120, 2)]
    differing = sum(1 for x, y in grid if direct.pixelColor(x, y) != cached.pixelColor(x, y))
    assert differing < 60 * 90 * 0.02


def test_long_footers_wrap_and_end_with_an_ellipsis(qtbot: QtBot) -> None:
    metrics = QFontMetricsF(QFont())
    width = metrics.horizontalAdvance("x" * 20)
    text = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
    lines = wrap_lines(metrics, text, width, 2)
    assert len(lines) == 2
    assert all(metrics.horizontalAdvance(line) <= width + 0.5 for line in lines)
    assert lines[0].startswith("one two") and lines[-1].endswith("…")
    assert wrap_lines(metrics, "short", width, 3) == ["short"]


class _Switch(Clickable):
    """A clickable piece that may be at rest (``accepts_clicks``), as the Architects' decks are."""

    def __init__(self) -> None:
        super().__init__()
        self.on = True
        self.resize(40, 40)

    def accepts_clicks(self) -> bool:
        return self.on


def test_the_clickable_base_clicks_on_release_and_keys_only_while_it_accepts(qtbot: QtBot) -> None:
    piece = _Switch()
    qtbot.addWidget(piece)
    clicks: list[bool] = []
    piece.clicked.connect(lambda: clicks.append(True))
    qtbot.mouseClick(piece, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.keyClick(piece, Qt.Key.Key_Space)
    qtbot.keyClick(piece, Qt.Key.Key_Enter)
    qtbot.mouseClick(piece, Qt.MouseButton.RightButton, pos=QPoint(10, 10))
    assert len(clicks) == 3
    piece.on = False
    qtbot.mouseClick(piece, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    qtbot.keyClick(piece, Qt.Key.Key_Return)
    assert len(clicks) == 3


def test_the_kits_widgets_and_the_architects_pieces_share_the_clickable_base() -> None:
    from wonders_desktop.ui.views.architects.pieces import Piece

    assert issubclass(CardWidget, Clickable) and issubclass(TokenWidget, Clickable)
    assert issubclass(Piece, Clickable)

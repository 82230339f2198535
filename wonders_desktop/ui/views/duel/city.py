"""One player's city: coins and points, production and trading prices, science symbols, progress
tokens, the four Wonders (built or not, with their price for this player) and the cards by colour.

Painted from a ``CityModel``; the viewer's Wonders that can be built now are highlighted. Every
element carries a tooltip with the full text (effects, the trading breakdown).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QImage,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from wonders_desktop.engine.duel import queries
from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import CardFace, Item, choice
from wonders_desktop.ui.art.drawing import font_px, small_text_px
from wonders_desktop.ui.art.painter import (
    Badge,
    BadgeKind,
    CardState,
    Emphasis,
    card_body_rect,
    card_margin,
    draw_number,
    draw_text_fitted,
    fitted_text,
    paint_badge,
    paint_card,
    paint_items,
    paint_token,
    row_width,
)
from wonders_desktop.ui.art.palette import ArtPalette, art_palette, mix
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import chips, texts
from wonders_desktop.ui.views.duel.faces import card_face, effect_items, token_icon
from wonders_desktop.ui.views.duel.facts import wonder as wonder_facts
from wonders_desktop.ui.views.duel.model import CityModel

translate = QCoreApplication.translate

RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")
SYMBOLS = ("globe", "wheel", "sundial", "mortar", "plumb_line", "quill", "law")
CHIP_LINES = 1.45  # a built card's chip, in text lines
CHIP_LINES_TALL = 2.1  # when the columns have the room: a long name may take two lines
CHIP_SMALLEST = 0.8  # a chip's name shrinks to this ratio before it wraps or is elided
TITLE_SHARE = 0.66  # a Wonder's name, of its title band's height
NAME_ROW = 1.3  # a covered chip's visible top, in the small font's pixels: its name shows there


class Strip(QWidget):
    """A painted strip with hit areas and their tooltips (the summary line, the Wonders, the cards)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.areas: list[tuple[QRectF, str, str]] = []  # rect, key, tooltip (rich text)

    def area_at(self, point: QPointF) -> tuple[QRectF, str, str] | None:
        return next((area for area in reversed(self.areas) if area[0].contains(point)), None)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            area = self.area_at(QPointF(event.pos()))
            if area is not None and area[2]:
                QToolTip.showText(event.globalPos(), area[2], self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class SummaryStrip(Strip):
    """Coins, points, production, trading prices, science symbols and progress tokens on one line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.city: CityModel | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(600, round(self.fontMetrics().height() * 2.2))

    def minimumSizeHint(self) -> QSize:
        return QSize(300, round(self.fontMetrics().height() * 2.2))

    def set_city(self, city: CityModel) -> None:
        self.city = city
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.city is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        city = self.city
        self.areas = []
        h = self.height()
        icon = h * 0.78
        x = 2.0
        x = self._icon_number(
            painter, x, icon, "coin", city.coins, translate("DuelTable", "%n coin(s)", None, city.coins)
        )
        points = translate("DuelTable", "%n victory point(s) if the game ended now", None, city.total)
        x = self._icon_number(painter, x, icon, "laurel", city.total, points)
        x += icon * 0.4
        production = [Item(r, city.production[r]) for r in RESOURCES if city.production[r]]
        families = (("wood", "clay", "stone"), ("glass", "papyrus"))
        for count, family in zip(city.choices, families, strict=True):
            if not count:
                continue
            if production:
                production.append(Item(text="+"))
            production += [Item(text="("), *choice(*family), Item(text=")")]
            if count > 1:
                production.append(Item(text=f"×{count}"))
        item = icon * 0.8
        width = min(self.width() * 0.3, row_width(self.font(), production, item) + 4) if production else icon
        rect = QRectF(x, (h - icon) / 2, width, icon)
        if production:
            left = Qt.AlignmentFlag.AlignLeft
            paint_items(painter, rect, production, palette.text, largest=item, align=left)
        else:
            draw_text_fitted(painter, rect, "—", palette.muted, icon * 0.6, align=Qt.AlignmentFlag.AlignLeft)
        self.areas.append((rect, "production", self._production_tip()))
        x = rect.right() + icon * 0.5
        x = self._prices(painter, x, icon)
        x += icon * 0.4
        x = self._science(painter, x, icon)
        x += icon * 0.4
        for token in city.progress:
            rect = QRectF(x, (h - icon) / 2, icon, icon)
            paint_token(painter, rect, token_icon(token), kind="progress", palette=palette, shadow=False)
            self.areas.append((rect, f"progress:{token}", texts.token_tooltip(token)))
            x += icon * 1.05
        painter.end()

    def _icon_number(
        self, painter: QPainter, x: float, icon: float, name: str, value: int, tip: str
    ) -> float:
        rect = QRectF(x, (self.height() - icon) / 2, icon, icon)
        icons.draw_icon(painter, rect, name)
        draw_number(painter, rect, value, QColor("#2a2118"))
        self.areas.append((rect, name, tip))
        return x + icon * 1.15

    def _prices(self, painter: QPainter, x: float, icon: float) -> float:
        """What this player pays the bank for one unit of each resource (2 + opponent's, or fixed)."""
        assert self.city is not None
        palette = art_palette()
        small = icon * 0.7
        start = x
        for resource, (price, fixed_by, _) in zip(RESOURCES, self.city.prices, strict=True):
            box = QRectF(x, (self.height() - small) / 2 - small * 0.15, small, small)
            icons.draw_icon(painter, box, resource)
            number = QRectF(box.right(), box.top(), small * 0.85, small)
            colour = QColor("#3d8b40") if fixed_by else (QColor("#b8442f") if price >= 4 else palette.text)
            draw_text_fitted(painter, number, str(price), colour, small * 0.8, bold=True)
            x = number.right() + small * 0.15
        rect = QRectF(start, 0, x - start, self.height())
        self.areas.append((rect, "prices", self._prices_tip()))
        return x

    def _science(self, painter: QPainter, x: float, icon: float) -> float:
        assert self.city is not None
        palette = art_palette()
        counts = dict(self.city.science.counts)
        small = icon * 0.8
        start = x
        for symbol in SYMBOLS:
            box = QRectF(x, (self.height() - small) / 2, small, small)
            count = counts.get(symbol, 0)
            painter.setOpacity(1.0 if count else 0.22)
            icons.draw_icon(painter, box, symbol)
            painter.setOpacity(1.0)
            if count >= 2:
                painter.setPen(QPen(QColor("#3d8b40"), max(1.5, small * 0.1)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawEllipse(box.adjusted(-1, -1, 1, 1))
            x += small * 1.02
        science = self.city.science
        label = QRectF(x + 2, 0, icon * 1.4, self.height())
        colour = QColor("#3d8b40") if science.distinct >= science.needed - 1 else palette.text
        text = f"{science.distinct}/{science.needed}"
        draw_text_fitted(painter, label, text, colour, icon * 0.55, bold=True)
        area = QRectF(start, 0, label.right() - start, self.height())
        self.areas.append((area, "science", self._science_tip()))
        return label.right()

    def _production_tip(self) -> str:
        assert self.city is not None
        lines = [f"{texts.resource_name(r)}: {self.city.production[r]}" for r in RESOURCES]
        raw, man = self.city.choices
        if raw:
            lines.append(translate("DuelTable", "%n choice(s) of wood / clay / stone each turn", None, raw))
        if man:
            lines.append(translate("DuelTable", "%n choice(s) of glass / papyrus each turn", None, man))
        return texts.html_list(translate("DuelTable", "Production"), lines)

    def _prices_tip(self) -> str:
        assert self.city is not None
        lines = []
        for resource, (price, fixed_by, opponent) in zip(RESOURCES, self.city.prices, strict=True):
            line = queries.TradeLine(resource, 1, 0, 0, 0, 1, price, fixed_by, opponent)
            lines.append(f"{texts.resource_name(resource)}: {texts.price_reason(line)}")
        return texts.html_list(
            translate("DuelTable", "Trading: the price of one unit bought from the bank"), lines
        )

    def _science_tip(self) -> str:
        assert self.city is not None
        science = self.city.science
        lines = [f"{texts.symbol_name(symbol)}: {count}" for symbol, count in science.counts if count]
        distinct = translate(
            "DuelTable",
            "%n different symbol(s) of the 6 needed for scientific supremacy.",
            None,
            science.distinct,
        )
        lines.append(distinct)
        if science.pairs:
            pairs = ", ".join(texts.symbol_name(symbol) for symbol in science.pairs)
            lines.append(
                translate("DuelTable", "Pairs (a progress token each): {symbols}").format(symbols=pairs)
            )
        return texts.html_list(translate("DuelTable", "Scientific symbols"), lines)


class WondersStrip(Strip):
    """The player's Wonders side by side, each with its price badge (or built, with the card under it)."""

    wonderChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.city: CityModel | None = None
        self.mine = False
        self.live = True  # prices are shown while the game goes on
        self.drafting = False
        self.active: set[str] = set()  # Wonders the viewer may build with the selected card

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 22, line * 7)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 14, round(line * 4.1))

    def set_city(
        self, city: CityModel, mine: bool, active: set[str], live: bool = True, drafting: bool = False
    ) -> None:
        self.city, self.mine, self.active, self.live, self.drafting = city, mine, active, live, drafting
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.city is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.areas = []
        count = max(4, len(self.city.wonders))
        columns = 2
        rows = (count + columns - 1) // columns
        gap = 4.0
        line = self.fontMetrics().height()
        width = min((self.width() - gap * (columns - 1)) / columns, line * 17.0)
        height = min((self.height() - gap * (rows - 1)) / rows, width * 0.36, line * 4.2)
        for index, offer in enumerate(self.city.wonders):
            x, y = (index % columns) * (width + gap), (index // columns) * (height + gap)
            rect = QRectF(x, y, width, height)
            self._paint_wonder(painter, rect, offer)
            self.areas.append((rect, offer.wonder, texts.wonder_tooltip(offer, offer.wonder, self.mine)))
        if self.drafting:  # the places still to fill during the Wonder selection
            painter.setPen(QPen(art_palette().muted, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for index in range(len(self.city.wonders), 4):
                x, y = (index % columns) * (width + gap), (index // columns) * (height + gap)
                painter.drawRoundedRect(QRectF(x, y, width, height).adjusted(2, 2, -2, -2), 6, 6)
        painter.end()

    def _paint_wonder(self, painter: QPainter, rect: QRectF, offer: queries.WonderOffer) -> None:
        palette = art_palette()
        colours = palette.card("wonder")
        body = rect.adjusted(2, 2, -2, -2)
        radius = max(3.0, body.height() * 0.1)
        painter.setPen(QPen(colours.frame_dark, 1.2))
        painter.setBrush(colours.body if offer.built else mix(colours.body, palette.table, 0.45))
        painter.drawRoundedRect(body, radius, radius)
        small = small_text_px()  # the name never smaller than the app's small font: the band grows
        band_h = min(body.height() * 0.55, max(body.height() * 0.34, small / TITLE_SHARE))
        band = QRectF(body.left(), body.top(), body.width(), band_h)
        painter.setBrush(colours.frame if offer.built else mix(colours.frame, palette.table, 0.35))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(band, radius, radius)
        title = band.adjusted(radius, 0, -radius, 0)
        pixels = max(small, band.height() * TITLE_SHARE)
        draw_text_fitted(painter, title, name_of("wonder", offer.wonder, "duel"), colours.title_text,
                         pixels, bold=True, align=Qt.AlignmentFlag.AlignLeft,
                         smallest_ratio=small / pixels)  # fmt: skip
        area_h = body.bottom() - band.bottom() - 4
        area = QRectF(body.left() + 3, band.bottom() + 2, body.width() * 0.62, area_h)
        paint_items(painter, area, effect_items(wonder_facts(offer.wonder).effects), colours.text,
                    largest=area.height() * 0.8, align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        centre = QPointF(body.right() - body.width() * 0.17, area.center().y())
        height = min(area.height() * 0.7, body.width() * 0.13)
        if offer.built:
            paint_badge(painter, centre, height, Badge(BadgeKind.FREE, 0, "✓"), palette)
        elif not self.live:
            pass
        elif offer.reason == "wonder_limit":
            paint_badge(painter, centre, height, Badge(BadgeKind.BLOCKED, 0, ""), palette)
        elif offer.can_build:
            kind = BadgeKind.FREE if offer.coins == 0 else BadgeKind.COINS
            paint_badge(painter, centre, height, Badge(kind, offer.coins), palette)
        else:
            blocked = Badge(BadgeKind.BLOCKED, offer.coins, str(offer.coins))
            paint_badge(painter, centre, height, blocked, palette)
        if offer.wonder in self.active:
            painter.setPen(QPen(palette.accent, 2.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(body.adjusted(-1, -1, 1, 1), radius, radius)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        area = self.area_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and area is not None and area[1] in self.active:
            self.wonderChosen.emit(area[1])
            return
        super().mouseReleaseEvent(event)


class CardsStrip(Strip):
    """The city's cards in one column per colour, as strips (name and colour symbol)."""

    cardChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.city: CityModel | None = None
        self.targets: set[str] = set()  # cards the viewer may choose (a destroy decision)
        self.chips: list[tuple[QRectF, str, bool]] = []  # as painted: rect, card, covered by the next
        self.flowing = False  # the chips flow in rows of the small font (``chips.flowing``)
        self._plan: tuple[tuple[object, ...], chips.Plan] | None = None  # (what it depends on, the plan)

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 30, line * 7)

    def minimumSizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(line * 12, round(line * 4.1))

    def set_city(self, city: CityModel, targets: set[str]) -> None:
        self.city, self.targets = city, targets
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.city is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        self.areas = []
        self.chips = []
        groups = self.city.cards
        if not groups:
            text = translate("DuelTable", "No building yet")
            size = self.fontMetrics().height() * 0.9
            draw_text_fitted(painter, QRectF(self.rect()), text, palette.muted, size)
            painter.end()
            return
        plan = self.plan()
        self.flowing = plan.flowing
        for header, colour, count in plan.headers:
            self._paint_header(painter, header, colour, count)
        pixels = self.chip_pixels()
        for chip in plan.chips:
            self._paint_chip(painter, chip, pixels)
        for rect, colour, count in plan.counts:
            draw_text_fitted(painter, rect, str(count), art_palette().muted, small_text_px(), bold=True)
            self.areas.append((rect, f"colour:{colour}", texts.colour_name(colour)))
        painter.end()

    def room(self) -> chips.Room:
        line = self.fontMetrics().height()
        return chips.Room(float(self.width()), float(self.height()), line, small_text_px(), NAME_ROW,
                          CHIP_LINES, CHIP_LINES_TALL)  # fmt: skip

    def plan(self) -> chips.Plan:
        """Where the headers and chips go: stacked by colour while every name shows whole there, else
        flowing rows (issue 39: late-game columns too narrow for "Criadero de caballos"). Worked out
        again only when the size, the font or the names change (a paint reuses it)."""
        groups = self.city.cards if self.city is not None else {}
        names = tuple(
            (colour, *cards, *(card_face(card).title for card in cards)) for colour, cards in groups.items()
        )
        key = (self.width(), self.height(), self.font().key(), small_text_px(), names)
        if self._plan is None or self._plan[0] != key:
            self._plan = (key, self._planned(groups))
        return self._plan[1]

    def _planned(self, groups: dict[str, list[str]]) -> chips.Plan:
        if not groups:
            return chips.Plan()
        room = self.room()
        plan = chips.stacked(groups, room)
        if all(self.name_whole(chip) for chip in plan.chips):
            return plan
        margin = card_margin(QRectF(0, 0, 100, room.small * NAME_ROW + 6))
        plan = chips.flowing(groups, room, self._name_need, margin)
        if plan.fits:
            return plan
        # A crowded city: the colours' header rows give way to names, each count beside its first chip.
        digits = QFontMetricsF(font_px(self.font(), small_text_px(), bold=True))
        return chips.flowing(groups, room, self._name_need, margin, digits.horizontalAdvance("00") + 4)

    def _name_need(self, card: str, pitch: float) -> float:
        """The width of a flowing chip that shows ``card``'s name whole (narrowed at the small font)."""
        probe = QRectF(0, 0, 1000, pitch + 6)
        (text, _line, _size), *_ = chip_name_rows(self.font(), probe, card_face(card).title, False, 1.0)
        least = chips.least_name_width(self.font(), card_face(card).title, small_text_px())
        return least + (probe.width() - text.width()) + 2

    def name_whole(self, chip: chips.PlannedChip) -> bool:
        """Whether ``chip``'s name is drawn whole (shrunk or narrowed, never cut) where the plan puts it."""
        return not any(shown != line for line, shown in self.name_as_drawn(chip))

    def name_as_drawn(self, chip: chips.PlannedChip) -> list[tuple[str, str]]:
        """Each line of ``chip``'s name as painted: the line meant and the text shown."""
        image = QImage(8, 8, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        painter.setFont(self.font())
        face = card_face(chip.card)
        pixels = self.chip_pixels()
        if chip.covered:
            row, size, ratio, bold = covered_name_row(painter, chip.rect, chip.shown, face.title, pixels)
            shown = [(face.title, fitted_text(painter, row, face.title, size, bold, ratio, condense=True))]
        else:
            shown = []
            rows = chip_name_rows(painter.font(), chip.rect, face.title, True, pixels)
            ratio = CHIP_SMALLEST if len(rows) == 1 else 1.0
            for row, line, size in rows:
                bold = fits_bold(painter, row, line, size * ratio)
                shown.append((line, fitted_text(painter, row, line, size, bold, ratio, condense=True)))
        painter.end()
        return shown

    def _paint_header(self, painter: QPainter, header: QRectF, colour: str, count: int) -> None:
        """A colour's count of cards, and what its cards produce, above its first column."""
        palette = art_palette()
        line = self.fontMetrics().height()
        draw_text_fitted(painter, header, f"{count}", palette.muted, line * 0.85, bold=True,
                         align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        produced = _produced_items(self.city.produced_by.get(colour, [])) if self.city is not None else []
        if produced:  # the colour's production, beside its count
            icons_rect = header.adjusted(line * 1.3, 0, 0, 0)
            paint_items(painter, icons_rect, produced, palette.text, largest=line * 0.95,
                        align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        self.areas.append((header, f"colour:{colour}", texts.colour_name(colour)))

    def _paint_chip(self, painter: QPainter, chip: chips.PlannedChip, pixels: float) -> None:
        """One built card: the kit's chip, its name whole where it shows (the top row of a covered one)."""
        palette = art_palette()
        emphasis = Emphasis.HIGHLIGHTED if chip.card in self.targets else Emphasis.NORMAL
        face = card_face(chip.card)
        paint_card(painter, chip.rect, replace(face, title=""), CardState(emphasis=emphasis), palette)
        self.chips.append((chip.rect, chip.card, chip.covered))
        if chip.covered:
            paint_covered_name(painter, chip.rect, chip.shown, face, palette, pixels)
        else:
            paint_chip_name(painter, chip.rect, face, palette, True, pixels)
        shown = chip.area(card_margin(chip.rect) if self.flowing else 0.0)
        self.areas.append((shown, f"card:{chip.card}", texts.card_tooltip(chip.card, None, 0, 0)))

    def chip_pixels(self) -> float:
        """A chip's name on one line: the size the kit gives a chip of ``CHIP_LINES``, never under the
        app's small font (a name shrinks from there only to that font, then is elided)."""
        kit = card_body_rect(QRectF(0, 0, 200, self.fontMetrics().height() * CHIP_LINES)).height() * 0.5
        return max(kit, small_text_px() / CHIP_SMALLEST)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        area = self.area_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and area is not None and area[1].startswith("card:"):
            card = area[1].split(":", 1)[1]
            if card in self.targets:
                self.cardChosen.emit(card)
                return
        super().mouseReleaseEvent(event)


def chip_name_rows(
    font: QFont, rect: QRectF, title: str, wrap: bool, pixels: float
) -> list[tuple[QRectF, str, float]]:
    """Where a built card's name goes in its chip (the kit's chip geometry: colour square, then the
    name): one line if it fits, two smaller ones when it would be cut and the chip is tall enough for
    two readable lines (``wrap``: the chip is not covered by the next one), else one elided line."""
    body = card_body_rect(rect)
    square = min(body.height(), body.width() * 0.3)
    text = body.adjusted(square + body.height() * 0.3, 0, -body.height() * 0.25, 0)
    metrics = QFontMetricsF(font_px(font, pixels * CHIP_SMALLEST, bold=True))
    if not wrap or " " not in title.strip() or metrics.horizontalAdvance(title) <= text.width():
        return [(text, title, pixels)]
    two = min(pixels, body.height() * 0.45)
    if two < pixels * CHIP_SMALLEST:  # two lines smaller than one shrunk line: one elided line instead
        return [(text, title, pixels)]
    words = title.split()
    cuts = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    lines = min(cuts, key=lambda pair: max(metrics.horizontalAdvance(part) for part in pair))
    size = two  # both lines at one size: the largest at which each fits (not below one shrunk line)
    while size > pixels * CHIP_SMALLEST and any(
        QFontMetricsF(font_px(font, size, bold=True)).horizontalAdvance(part) > text.width() for part in lines
    ):
        size -= 0.5
    step = text.height() / 2
    return [(QRectF(text.left(), text.top() + index * step + (0.5 - index) * step * 0.06, text.width(), step),
             part, size) for index, part in enumerate(lines)]  # fmt: skip


def paint_chip_name(
    painter: QPainter, rect: QRectF, face: CardFace, palette: ArtPalette, wrap: bool, pixels: float
) -> None:
    colour = palette.card(face.kind).text
    rows = chip_name_rows(painter.font(), rect, face.title, wrap, pixels)
    ratio = CHIP_SMALLEST if len(rows) == 1 else 1.0  # two lines have their common size already
    for row, line, size in rows:
        bold = fits_bold(painter, row, line, size * ratio)
        draw_text_fitted(painter, row, line, colour, size, bold=bold, align=Qt.AlignmentFlag.AlignLeft,
                         smallest_ratio=ratio, condense=True)  # fmt: skip


def fits_bold(painter: QPainter, row: QRectF, text: str, pixels: float) -> bool:
    """A name is bold while it fits so at its smallest size; else regular, which may spare the ellipsis."""
    return QFontMetricsF(font_px(painter, pixels, bold=True)).horizontalAdvance(text) <= row.width()


def covered_name_row(
    painter: QPainter, rect: QRectF, step: float, title: str, pixels: float
) -> tuple[QRectF, float, float, bool]:
    """Where a covered chip's name goes (the band of it that shows above the next chip), its size, how
    far it may shrink and whether it is bold."""
    (text, _title, _size), *_ = chip_name_rows(painter.font(), rect, title, False, pixels)
    row = QRectF(text.left(), text.top(), text.width(), step)  # the body's band above the next body
    small = small_text_px()
    size = max(small, min(pixels, step / NAME_ROW * 1.05))
    return row, size, small / size, fits_bold(painter, row, title, small)


def paint_covered_name(
    painter: QPainter, rect: QRectF, step: float, face: CardFace, palette: ArtPalette, pixels: float
) -> None:
    """A covered chip's name in the band of it that shows above the next chip, on one line."""
    row, size, ratio, bold = covered_name_row(painter, rect, step, face.title, pixels)
    draw_text_fitted(painter, row, face.title, palette.card(face.kind).text, size, bold=bold,
                     align=Qt.AlignmentFlag.AlignLeft, smallest_ratio=ratio, condense=True)  # fmt: skip


def _produced_items(produced: list[tuple[str, int]]) -> list[Item]:
    items: list[Item] = []
    for value, amount in produced:
        if "/" in value:
            items += [Item(text="("), *choice(*value.split("/")), Item(text=")")]
            if amount > 1:
                items.append(Item(text=f"×{amount}"))
        else:  # "stone 3" rather than three stones: the header is narrow
            items.append(Item(value))
            if amount > 1:
                items.append(Item(text=str(amount)))
    return items


class CityPanel(QFrame):
    """A whole city: title line, summary strip, then the Wonders and the cards side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)  # shares the height
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.badge = QLabel(self)
        self.badge.setProperty("role", "accent")
        self.summary = SummaryStrip(self)
        self.wonders = WondersStrip(self)
        self.cards = CardsStrip(self)
        head = QHBoxLayout()
        head.setSpacing(10)
        head.addWidget(self.title)
        head.addWidget(self.badge)
        head.addWidget(self.summary, 1)
        body = QHBoxLayout()
        body.setSpacing(10)
        body.addWidget(self.wonders, 1)  # the cards the width: a colour may need two columns
        body.addWidget(self.cards, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.setSpacing(4)
        layout.addLayout(head)
        layout.addLayout(body, 1)

    def show_city(
        self,
        city: CityModel,
        name: str,
        badge: str,
        mine: bool,
        wonders: set[str],
        targets: set[str],
        live: bool = True,
        drafting: bool = False,
    ) -> None:
        if self.title.text() != name:
            self.title.setText(name)
        if self.badge.text() != badge:
            self.badge.setText(badge)
        self.summary.set_city(city)
        self.wonders.set_city(city, mine, wonders, live, drafting)
        self.cards.set_city(city, targets)

"""City widgets: a full wonder board (yours, or any city expanded), and the summary of another city.

A ``CityBoard`` shows a city as the rulebook lays it: the board with its starting resource and stages
(built or not, cost and effect), the brown and grey cards at the left showing what it produces, the
other colours stacked by colour, coins, conflict and debt tokens and diplomacy. A ``CitySummary``
shows a neighbour (what it produces and sells, at what price to you, its shields and coins) or, in
``compact`` form, a city across the table; both can be expanded into a full board.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import Item
from wonders_desktop.ui.art.painter import draw_number
from wonders_desktop.ui.art.palette import art_palette, cb_symbol
from wonders_desktop.ui.art.widgets import IconLabel, ResourceRow
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.classic.labels import NameLabel
from wonders_desktop.ui.views.classic.pieces import CardStacks, Chip, ChipList, StageStrip, StageView

COLOUR_ORDER = ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")


@dataclass(frozen=True, slots=True)
class CityView:
    """Everything a city widget draws, already translated (built by the table from the engine)."""

    index: int
    title: str  # the seat's name
    subtitle: str  # the wonder, the city and the side
    role: str = ""  # "Left neighbour", "Teammate", "Free City — played by …"
    role_kind: str = ""  # "neighbour", "teammate", "opponent", "free_city"
    resource: str = "wood"
    coins: int = 0
    shields: int = 0
    tokens: tuple[int, ...] = ()
    debt: int = 0
    diplomacy: int = 0
    with_cities: bool = False
    stages: tuple[StageView, ...] = ()
    chips: tuple[Chip, ...] = ()
    colour_counts: tuple[tuple[str, int], ...] = ()
    colour_tooltip: str = ""
    produces: tuple[Item, ...] = ()
    sells: tuple[Item, ...] = ()
    own_only: tuple[Item, ...] = ()  # produced but not for sale (yellow cards, the wonder)
    prices_text: str = ""  # "raw 2 · manufactured 1" (what you pay this city per unit)
    prices_tooltip: str = ""
    military_note: str = ""  # "vs you: ahead / tied / behind"
    military_kind: str = ""  # "ahead", "tied", "behind"
    conflicts: str = ""  # your own board: the tokens you would take if the age ended now
    conflicts_tooltip: str = ""
    science: tuple[Item, ...] = ()
    hand: tuple[Chip, ...] = ()  # a teammate's visible hand
    hand_count: int = 0
    acting: bool = False
    thinking: bool = False
    points: int = 0
    tooltips: dict[str, str] | None = None


class FittingRow(ResourceRow):
    """The kit's row of items, which may be narrower than all its items at full size: the icons then
    shrink to the room (a city selling ten resources must not push its panel off the table)."""

    def __init__(self, parent: QWidget | None = None, *, icon_lines: float = 1.35) -> None:
        super().__init__((), parent, icon_lines=icon_lines)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def minimumSizeHint(self) -> QSize:
        hint = self.sizeHint()
        return QSize(min(hint.width(), self.fontMetrics().height() * 4), hint.height())


def _label(parent: QWidget, role: str = "", bold: bool = False, wrap: bool = False) -> QLabel:
    label = QLabel(parent)
    if role:
        label.setProperty("role", role)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def _value(label: IconLabel, value: int | str) -> None:
    """Change a number only when it changed: each change re-lays the panel out."""
    if label.value() != value:
        label.set_value(value)


def _items(row: ResourceRow, items: tuple[Item, ...]) -> None:
    if row.items() != tuple(items):
        row.set_items(items)


def _set(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
    shown = bool(text)
    if label.isVisibleTo(label.parentWidget()) != shown:  # type: ignore[arg-type]  # Qt takes a null ancestor; the stub does not
        label.setVisible(shown)


class ColourCounts(QWidget):
    """How many cards of each colour a city has built: small colour tiles with their symbol and count."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._counts: tuple[tuple[str, int], ...] = ()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_counts(self, counts: Sequence[tuple[str, int]], tooltip: str) -> None:
        counts = tuple(counts)
        self.setToolTip(tooltip)
        if counts != self._counts:
            self._counts = counts
            self.updateGeometry()
            self.update()

    def counts(self) -> tuple[tuple[str, int], ...]:
        return self._counts

    def _tile(self) -> float:
        return self.fontMetrics().height() * 1.25

    def sizeHint(self) -> QSize:
        tile = self._tile()
        return QSize(round(max(1, len(self._counts)) * tile * 1.9), round(tile) + 2)

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self._tile() * 2), round(self._tile()) + 2)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._counts:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        tile = self._tile()
        step = min(tile * 1.9, self.width() / len(self._counts))
        for position, (colour, count) in enumerate(self._counts):
            colours = palette.card(colour)
            box = QRectF(position * step + 1, 1, tile, tile)
            painter.setPen(QPen(colours.frame_dark, 1))
            painter.setBrush(colours.frame)
            painter.drawRoundedRect(box, 3, 3)
            inner = box.adjusted(tile * 0.2, tile * 0.2, -tile * 0.2, -tile * 0.2)
            icons.draw_icon(painter, inner, cb_symbol(colour), tint=colours.title_text)
            text = QRectF(box.right() + 1, 0, step - tile - 1, tile + 2)
            draw_number(painter, text, count, self.palette().windowText().color(), scale=0.62)
        painter.end()


class TokenStrip(QWidget):
    """Conflict tokens (victory and defeat), debt and diplomacy tokens, as small round icons."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._icons: list[tuple[str, int | None]] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_tokens(self, tokens: Sequence[int], debt: int, diplomacy: int, tooltip: str) -> None:
        shown: list[tuple[str, int | None]] = []
        for value in (5, 3, 1):
            count = sum(1 for token in tokens if token == value)
            if count:
                shown.append((f"victory_{value}", count if count > 1 else None))
        defeats = sum(1 for token in tokens if token < 0)
        if defeats:
            shown.append(("defeat_1", defeats if defeats > 1 else None))
        if debt:
            shown.append(("debt", debt))
        if diplomacy:
            shown.append(("diplomacy", diplomacy if diplomacy > 1 else None))
        self.setToolTip(tooltip)
        if shown != self._icons:
            self._icons = shown
            self.updateGeometry()
            self.update()

    def _side(self) -> float:
        return self.fontMetrics().height() * 1.35

    def sizeHint(self) -> QSize:
        side = self._side()
        width = sum(side * (1.85 if number else 1.1) for _, number in self._icons)
        return QSize(round(width) + 2, round(side) + 2)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self._side()
        x = 1.0
        ink = self.palette().windowText().color()
        for icon, number in self._icons:
            box = QRectF(x, 1, side, side)
            icons.draw_icon(painter, box, icon)
            if icon == "debt" and number is not None:
                draw_number(painter, box, number, QColor("#f5efe6"), scale=0.5)
                x += side * 1.1
                continue
            x += side * 1.05
            if number is not None:
                draw_number(  # "×2" whole before the next token (its own width, not the icon's)
                    painter, QRectF(x - side * 0.05, 1, side * 0.8, side), f"×{number}", ink, scale=0.5
                )
                x += side * 0.8
        painter.end()


def stat(parent: QWidget, icon: str, tooltip: str = "") -> IconLabel:
    return IconLabel(icon, 0, parent, tooltip=tooltip)


class _Frame(QFrame):
    """A card-like frame (the theme's ``QFrame#card``) whose border marks the role: accent when the city
    acts, green for a teammate, red for an opponent. The mark is painted over the frame, not set as a
    style sheet: a style sheet re-polishes the whole panel, and the acting city changes at every pick."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self._mark: tuple[str, int] = ("", 1)

    def set_border(self, colour: str, width: int = 1) -> None:
        mark = (colour, width) if width > 1 else ("", 1)
        if mark != self._mark:
            self._mark = mark
            self.update()

    def border(self) -> tuple[str, int]:
        return self._mark

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        colour, width = self._mark
        if not colour:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(colour), width))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inset = width / 2
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(inset, inset, -inset, -inset), 8, 8)
        painter.end()


def role_colour(kind: str, acting: bool) -> tuple[str, int]:
    palette = theme.current()
    if kind == "opponent":
        return theme.CARD_COLOURS["red"], 2
    if kind == "teammate":
        return theme.CARD_COLOURS["green"], 2
    if acting:
        return palette.accent, 2
    return palette.border, 1


class CityBoard(_Frame):
    """A full city: board, stages, card stacks, coins and tokens (the viewer's, or one expanded)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.city: CityView | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        head = QHBoxLayout()
        head.setSpacing(6)  # the row sets the board's least width: a zoomed table must fit its window
        self.title = _label(self, "heading")
        self.subtitle = NameLabel("", self)  # the wonder and side: on two lines before the board clips
        self.subtitle.setProperty("role", "muted")
        self.subtitle.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.resource = ResourceRow((), self)
        self.coins = stat(self, "coin")
        self.shields = stat(self, "shield")
        self.points = stat(self, "laurel")
        self.tokens = TokenStrip(self)
        self.conflicts = _label(self, bold=True)
        self.conflicts.setObjectName("conflictPreview")
        names = QVBoxLayout()  # the wonder under the player's name: the stats keep the row's width
        names.setSpacing(0)
        names.addWidget(self.title)
        names.addWidget(self.subtitle)
        head.addLayout(names)
        head.addWidget(self.resource)
        head.addStretch(1)
        head.addWidget(self.conflicts)
        head.addWidget(self.tokens)
        head.addWidget(self.shields)
        head.addWidget(self.coins)
        head.addWidget(self.points)
        layout.addLayout(head)
        self.stages = StageStrip(self)
        layout.addWidget(self.stages)
        self.stacks = CardStacks(self)
        layout.addWidget(self.stacks, 1)
        foot = QHBoxLayout()
        foot.setSpacing(8)
        self.produces_label = _label(self, "muted")
        self.produces = FittingRow(self)
        self.science = FittingRow(self)
        foot.addWidget(self.produces_label)
        foot.addWidget(self.produces)
        foot.addStretch(1)
        foot.addWidget(self.science)
        layout.addLayout(foot)

    def full_height(self, width: int) -> int:
        """The board's height ``width`` wide, its stacks at their full height. The size hint is the one
        at the board's current width, which a resize changes only once the layout has run; only the
        stacks' height depends on the width (one band or two)."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        stacks = self.stacks.full_height(width - margins.left() - margins.right())
        return self.sizeHint().height() - self.stacks.sizeHint().height() + stacks

    def show_city(self, city: CityView, texts: dict[str, str]) -> None:
        self.city = city
        _set(self.title, city.title)
        self.subtitle.set_full_text(city.subtitle)
        self.subtitle.setToolTip(city.subtitle)
        _items(self.resource, (Item(city.resource),))
        self.resource.setToolTip(texts.get("resource", ""))
        _value(self.coins, city.coins)
        self.coins.setToolTip(texts.get("coins", ""))
        _value(self.shields, city.shields)
        self.shields.setToolTip(texts.get("shields", ""))
        _value(self.points, city.points)
        self.points.setToolTip(texts.get("points", ""))
        self.tokens.set_tokens(city.tokens, city.debt, city.diplomacy, texts.get("tokens", ""))
        _set(self.conflicts, city.conflicts)
        self.conflicts.setToolTip(city.conflicts_tooltip)
        self.stages.set_stages(city.stages)
        self.stacks.set_with_black(city.with_cities)
        self.stacks.set_chips(city.chips)
        _set(self.produces_label, texts.get("produces_label", ""))
        _items(self.produces, city.produces)
        self.produces.setToolTip(texts.get("produces", ""))
        _items(self.science, city.science)
        self.science.setToolTip(texts.get("science", ""))
        colour, width = role_colour(city.role_kind, city.acting)
        self.set_border(colour, width)


class CitySummary(_Frame):
    """A neighbour (full summary) or a city across the table (``compact``), expandable to a board."""

    expandRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None, *, compact: bool = False) -> None:
        super().__init__(parent)
        self.compact = compact
        self.city: CityView | None = None
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        # Preferred, not Maximum: wrapped lines ("Weaker than you (2 vs 3 shields)") make the panel's
        # height depend on its width, and a cap at the size hint would squeeze them over each other.
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        layout = QVBoxLayout(self)
        self._dense = False
        self._set_spacing(layout)
        self._build_heading(layout, compact)
        self._build_stats(layout, compact)
        self._build_trade(layout, compact)
        self._build_cards(layout)
        if compact:
            for widget in (self.prices, self.own_label, self.own, self.science, self.military, self.subtitle):
                widget.hide()

    def _build_heading(self, layout: QVBoxLayout, compact: bool) -> None:
        """The seat's name with the expand button, its role (neighbour, teammate...) and its wonder."""
        top = QHBoxLayout()
        top.setSpacing(6)
        self.title = NameLabel("", self, wraps=False)  # the name whole; its status shortened if need be
        font = self.title.font()
        font.setBold(True)
        self.title.setFont(font)
        self.expand = QToolButton(self)
        self.expand.setText("⤢")
        self.expand.setAutoRaise(True)
        self.expand.clicked.connect(self._expand)
        top.addWidget(self.title, 1)
        top.addWidget(self.expand)
        layout.addLayout(top)
        self.role = _label(self, "accent", wrap=True)  # "Free City — played by … this turn" is long
        self.role.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.subtitle = NameLabel("", self)  # the wonder and side: on two lines when the panel is narrow
        self.subtitle.setProperty("role", "muted")
        self.tokens = TokenStrip(self)
        role_row = QHBoxLayout()
        role_row.setSpacing(6)
        role_row.addWidget(self.role, 1)
        if not compact:
            role_row.addWidget(self.tokens)  # a neighbour's panel is narrow: its tokens beside its role

        layout.addLayout(role_row)
        layout.addWidget(self.subtitle)

    def _build_stats(self, layout: QVBoxLayout, compact: bool) -> None:
        """Coins, shields, stages and points in a row (a city across the table adds its tokens)."""
        stats = QHBoxLayout()
        stats.setSpacing(4 if not compact else 8)  # a neighbour's panel's least width (issue 41)
        self.coins = stat(self, "coin")
        self.shields = stat(self, "shield")
        self.stages_built = stat(self, "pyramid")
        self.points = stat(self, "laurel")
        for widget in (self.coins, self.shields, self.stages_built, self.points):
            stats.addWidget(widget)
        stats.addStretch(1)
        layout.addLayout(stats)
        self.military = _label(self, wrap=True)
        layout.addWidget(self.military)

    def _build_trade(self, layout: QVBoxLayout, compact: bool) -> None:
        """What the city sells to the viewer, at what price, and what it keeps for its own use."""
        self.sells_label = _label(self, "muted")
        self.sells = FittingRow(self, icon_lines=1.15 if compact else 1.3)
        self.prices = _label(self, wrap=True)
        self.own_label = _label(self, "muted")
        self.own = FittingRow(self, icon_lines=1.1)
        sells_row = QHBoxLayout()
        sells_row.setSpacing(6)
        sells_row.addWidget(self.sells_label)
        sells_row.addWidget(self.sells)
        sells_row.addStretch(1)
        if compact:  # a city across the table: its tokens after what it sells (their icons shrink to
            sells_row.addWidget(self.tokens)  # fit), so that four panels fit side by side at 7 players
        layout.addLayout(sells_row)
        layout.addWidget(self.prices)
        own_row = QHBoxLayout()
        own_row.setSpacing(6)
        own_row.addWidget(self.own_label)
        own_row.addWidget(self.own)
        own_row.addStretch(1)
        layout.addLayout(own_row)

    def _build_cards(self, layout: QVBoxLayout) -> None:
        """Its cards by colour, its science, and (team play) the teammate's hand."""
        self.counts = ColourCounts(self)
        layout.addWidget(self.counts)
        self.science = FittingRow(self, icon_lines=1.1)
        layout.addWidget(self.science)
        self.hand = _label(self, "muted")
        layout.addWidget(self.hand)
        self.hand_cards = ChipList(self)
        self.hand_cards.setObjectName("teammateHand")
        layout.addWidget(self.hand_cards)

    def _set_spacing(self, layout: QVBoxLayout) -> None:
        margin = (6 if self.compact else 8) - (2 if self._dense else 0)
        layout.setContentsMargins(margin + 2, margin, margin + 2, margin)
        layout.setSpacing((2 if self.compact else 3) if self._dense else (3 if self.compact else 5))

    def set_dense(self, dense: bool) -> None:
        """Tighter rows on a short window: the panel fits beside your board without scrolling."""
        if dense == self._dense:
            return
        self._dense = dense
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            self._set_spacing(layout)
        line = self.fontMetrics().height()
        self.expand.setMaximumHeight(line + 4 if dense else 16777215)  # the ⤢ no taller than the name
        self.hand_cards.set_dense(dense)

    def dense(self) -> bool:
        return self._dense

    def _expand(self) -> None:
        if self.city is not None:
            self.expandRequested.emit(self.city.index)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(event.position().toPoint()):
            self._expand()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = getattr(event, "key", lambda: None)()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._expand()
            return
        super().keyPressEvent(event)

    def show_city(self, city: CityView, texts: dict[str, str]) -> None:
        self.city = city
        badge = texts.get("badge", "")
        title = f"{city.title}  ·  {badge}" if badge else city.title
        self.title.set_full_text(title)
        self.title.setToolTip(f"{title} — {city.subtitle}")
        _set(self.role, city.role)
        self.role.setToolTip(city.role)
        if not self.compact:
            self.subtitle.set_full_text(city.subtitle)
        self.subtitle.setToolTip(city.subtitle)
        _value(self.coins, city.coins)
        self.coins.setToolTip(texts.get("coins", ""))
        _value(self.shields, city.shields)
        self.shields.setToolTip(texts.get("shields", ""))
        built = sum(1 for stage in city.stages if stage.built)
        _value(self.stages_built, f"{built}/{len(city.stages)}")
        _value(self.points, city.points)
        self.points.setToolTip(texts.get("points", ""))
        self.stages_built.setToolTip(texts.get("stages", ""))
        self.tokens.set_tokens(city.tokens, city.debt, city.diplomacy, texts.get("tokens", ""))
        if not self.compact:
            _set(self.military, city.military_note)
            colour = {"ahead": "red", "behind": "green"}.get(city.military_kind)
            style = (
                f"color: {theme.CARD_COLOURS[colour]}; font-weight: 600;" if colour else "font-weight: 600;"
            )
            if self.military.styleSheet() != style:
                self.military.setStyleSheet(style)
        _set(self.sells_label, texts.get("sells_label", ""))
        _items(self.sells, city.sells)
        self.sells.setToolTip(texts.get("sells", ""))
        if not self.compact:
            _set(self.prices, city.prices_text)
            self.prices.setToolTip(city.prices_tooltip)
            _set(self.own_label, texts.get("own_label", "") if city.own_only else "")
            _items(self.own, city.own_only)
            self.own.setVisible(bool(city.own_only))
            _items(self.science, city.science)
            self.science.setVisible(bool(city.science))
            self.science.setToolTip(texts.get("science", ""))
        self.counts.set_counts(city.colour_counts, city.colour_tooltip)
        self.counts.setVisible(bool(city.colour_counts))  # no empty band before a city's first card
        _set(self.hand, texts.get("hand", ""))
        self.hand_cards.set_chips(city.hand)
        self.hand_cards.setVisible(bool(city.hand))
        self.setToolTip(texts.get("tooltip", ""))
        self.expand.setToolTip(texts.get("expand", ""))
        colour, width = role_colour(city.role_kind, city.acting)
        self.set_border(colour, width)

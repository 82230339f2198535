"""Your hand and what you can do with the chosen card: build, wonder stage, sell, and whom to pay.

Every card of the hand wears a badge that says what it costs you now (free chain, free, coins to the
bank, coins to the neighbours) or why it cannot be built. Choosing a card (click, arrows + Enter)
fills the action bar: one button per action the engine allows, each saying its price, disabled with
the reason when it is not allowed; the payment chooser lists every Pareto-optimal payment the engine
gives, each drawn as what it buys from each neighbour and for how much, the cheapest (the one the card's
badge shows) preselected. The hand slides in from the side the cards come from.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import (
    QEasingCurve,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSize,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QFontMetricsF, QKeyEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QStylePainter,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.classic.moves import ClassicMove
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck, Item
from wonders_desktop.ui.art.drawing import hint_ring, paint_items, row_width, wrap_lines
from wonders_desktop.ui.art.painter import (
    CARD_ASPECT,
    Badge,
    CardSize,
    CardState,
    Emphasis,
    badge_width,
    paint_badge,
    paint_card,
)
from wonders_desktop.ui.art.palette import ArtPalette, art_palette
from wonders_desktop.ui.art.widgets import CardWidget, card_size
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.classic.labels import NameLabel
from wonders_desktop.ui.views.classic.layout import ROW_MARGIN, lane_height
from wonders_desktop.ui.views.painted_access import with_state

MIN_PAINTED = 24  # a card squeezed below this (during a resize) is not painted


class TableCard(CardWidget):
    """The kit's card widget, always painted in a rect of the card's own shape.

    A layout may squeeze a widget (a short window, the moment of a resize); the card is then drawn
    at the largest size of its own proportions that fits, or not at all below ``MIN_PAINTED``, so
    the face never has to fit a shape it was not designed for."""

    def paintEvent(self, event: QPaintEvent) -> None:
        rect = QRectF(self.rect())
        size = self.card_size_class()
        if size is not CardSize.CHIP:
            width = min(rect.width(), rect.height() * CARD_ASPECT)
            rect = QRectF(rect.left() + (rect.width() - width) / 2, rect.top(), width, width / CARD_ASPECT)
        if rect.width() < MIN_PAINTED or rect.height() < MIN_PAINTED / 3:
            return
        painter = QPainter(self)
        paint_card(painter, rect, self.face(), self.state(), art_palette(), size)
        painter.end()


def paint_hint_ring(painter: QPainter, card: QRectF, palette: ArtPalette) -> None:
    """The hint's dashed accent ring just inside the card's rect: the widget has no margin for it outside."""
    width = max(2.0, card.width() * 0.025)
    hint_ring(painter, card, QColor(palette.accent), width, -width / 2, 8)


class PricedCard(TableCard):
    """A card of the hand with its price tag (free, chain, coins, ◀2 2▶, or why not) in a lane of its
    own under the card: the tag never covers the card's age and player-count marks, whatever its
    language makes its length."""

    advised = False  # the replay's better move: a hint's dashed ring round the card

    def width_lines(self) -> float | None:
        return self._width_lines

    def set_advised(self, advised: bool) -> None:
        if advised != self.advised:
            self.advised = advised
            self.update()

    def sizeHint(self) -> QSize:
        size = super().sizeHint()
        return QSize(size.width(), size.height() + lane_height(self.fontMetrics().height()))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        lane = lane_height(self.fontMetrics().height())
        rect = QRectF(self.rect())
        card = QRectF(rect.left(), rect.top(), rect.width(), max(0.0, rect.height() - lane))
        width = min(card.width(), card.height() * CARD_ASPECT)
        card = QRectF(card.left() + (card.width() - width) / 2, card.top(), width, width / CARD_ASPECT)
        if card.width() < MIN_PAINTED:
            return
        state = self.state()
        painter = QPainter(self)
        palette = art_palette()
        plain = CardState(state.emphasis, None, state.selected, state.hovered, state.focused)
        paint_card(painter, card, self.face(), plain, palette, self.card_size_class())
        if self.advised:
            paint_hint_ring(painter, card, palette)
        if state.badge is not None:
            height = lane * 0.86
            while height > lane * 0.5 and badge_width(painter, height, state.badge) > rect.width() - 2:
                height *= 0.92  # a long reason ("Falta Piedra") shrinks to the card's width
            centre = QPointF(rect.center().x(), card.bottom() + lane / 2 + 1)
            paint_badge(painter, centre, height, state.badge, palette)
        painter.end()


@dataclass(frozen=True, slots=True)
class HandEntry:
    """One card as the hand row shows it (the table fills it from the model, translated)."""

    ident: str
    face: CardFace | CardBack
    badge: Badge | None
    tooltip: str
    playable: bool
    picked: bool = False
    spoken: str = ""  # its state in words for a screen reader ("Build it: 2 coins"), after its name


class HandRow(QWidget):
    """The cards of the hand in a row; one is selected. Arrow keys move, Enter/Space choose."""

    selected = Signal(str)  # card id
    activated = Signal(str)  # Enter on a card: play its primary action
    scroll: QScrollArea  # type: ignore[assignment]  # shadows QWidget.scroll(), which nothing calls on the hand

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scroll = QScrollArea(self)
        self.scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll.setWidgetResizable(False)
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the cards, not to their frame
        self.canvas = QWidget()
        self.scroll.setWidget(self.canvas)
        self.strip = QWidget(self.canvas)
        self.row = QHBoxLayout(self.strip)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(6)
        self.cards: list[PricedCard] = []
        self.entries: list[HandEntry] = []
        self.current: str | None = None
        self.advised: str | None = None  # a replay's better move: this card, read-only (``advise``)
        self.advice_badge: Badge | None = None
        self._size = CardSize.NORMAL
        self._width_lines: float | None = None
        self._dim = True
        self._laid_height = -1
        self._shift = 0
        self._slide = QVariantAnimation(self)
        self._slide.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._slide.valueChanged.connect(self._on_slide)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    # --- content ------------------------------------------------------------------------------------
    def set_entries(
        self,
        entries: Sequence[HandEntry],
        size: CardSize,
        *,
        dim: bool = True,
        width_lines: float | None = None,
    ) -> None:
        """Show ``entries`` (``width_lines`` wide, in lines of the font; None: the size class's width);
        with ``dim``, the cards that cannot be played now are veiled."""
        entries = list(entries)
        width_lines = round(width_lines, 1) if width_lines is not None else None
        if (
            entries == self.entries
            and size is self._size
            and width_lines == self._width_lines
            and dim == self._dim
            and len(self.cards) == len(entries)
        ):
            return  # nothing changed: no relayout, no repaint
        self._size = size
        self._width_lines = width_lines
        self._dim = dim
        while len(self.cards) < len(entries):
            widget = PricedCard(CardBack(Deck.AGE1), size, self.strip)
            widget.clicked.connect(lambda w=widget: self._clicked(w))
            widget.installEventFilter(self)
            self.row.addWidget(widget)
            self.cards.append(widget)
        while len(self.cards) > len(entries):
            widget = self.cards.pop()
            self.row.removeWidget(widget)
            widget.hide()  # now: a focused card gone gives the focus back to the hand (``views.keys``)
            widget.deleteLater()
        self.entries = entries
        ids = [entry.ident for entry in entries]
        picked = next((e.ident for e in entries if e.picked), None)
        if picked is not None and not dim:
            self.current = picked  # waiting: the card chosen this turn is the one shown as chosen
        elif self.current not in ids or not dim or not entries[ids.index(self.current)].playable:
            self.current = next((e.ident for e in entries if e.playable), None) if dim else None
        for widget, entry in zip(self.cards, entries, strict=True):
            if widget.card_size_class() is not size:
                widget.set_size_class(size)
            if widget.width_lines() != width_lines:
                widget.set_width_lines(width_lines)
            if widget.face() != entry.face or widget.toolTip() != entry.tooltip:
                widget.set_face(entry.face, tooltip=entry.tooltip)
            if isinstance(entry.face, CardFace):  # a screen reader hears the name, then the price tag's words
                title = entry.face.title
                widget.setAccessibleName(with_state(title, entry.spoken) if entry.spoken else title)
            widget.setObjectName(f"hand:{entry.ident}")
            widget.setProperty("card", entry.ident)
            self._paint_state(widget, entry)
        self._relayout()

    def _paint_state(self, widget: CardWidget, entry: HandEntry) -> None:
        chosen = entry.ident == self.current
        advised = entry.ident == self.advised
        if isinstance(widget, PricedCard):
            widget.set_advised(advised)
        if advised:
            widget.set_state(CardState(Emphasis.HIGHLIGHTED, self.advice_badge or entry.badge, True))
            return
        if entry.picked:
            emphasis = Emphasis.HIGHLIGHTED
        elif self._dim and not entry.playable:
            emphasis = Emphasis.DIMMED
        else:
            emphasis = Emphasis.HIGHLIGHTED if chosen else Emphasis.NORMAL
        widget.set_state(CardState(emphasis, entry.badge, chosen or entry.picked))

    def advise(self, ident: str, badge: Badge) -> bool:
        """Mark the card ``ident`` as the better move with ``badge`` (what to do with it) in place of its
        price, and a hint's dashed ring: the replay of an analysed game, where nobody chooses (the
        selection stays as it is). False: no such card in the hand."""
        if ident not in [entry.ident for entry in self.entries]:
            return False
        self.advised, self.advice_badge = ident, badge
        for widget, entry in zip(self.cards, self.entries, strict=True):
            self._paint_state(widget, entry)
        return True

    def unadvise(self) -> None:
        """No card marked any more (``advise``: the coach's *Show me* in a game in play)."""
        if self.advised is not None:
            self.advised, self.advice_badge = None, None
            for widget, entry in zip(self.cards, self.entries, strict=True):
                self._paint_state(widget, entry)

    def select(self, ident: str | None) -> None:
        if ident == self.current:
            return
        self.current = ident
        for widget, entry in zip(self.cards, self.entries, strict=True):
            self._paint_state(widget, entry)
        if ident is not None:
            self.selected.emit(ident)

    def _clicked(self, widget: CardWidget) -> None:
        ident = widget.property("card")
        if ident == self.current:
            self.activated.emit(ident)
        else:
            self.select(ident)

    def widget_for(self, ident: str) -> CardWidget | None:
        return next((w for w in self.cards if w.property("card") == ident), None)

    def focus_current(self) -> None:
        widget = self.widget_for(self.current) if self.current else None
        if widget is not None:
            widget.setFocus(Qt.FocusReason.OtherFocusReason)

    # --- keyboard -----------------------------------------------------------------------------------
    def step(self, delta: int) -> bool:
        """Select and focus the card ``delta`` places from the chosen one (wrapping round): the arrow
        keys' move, whatever widget of the table has the focus (``views.keys``). False: no card."""
        if not self.cards:
            return False
        idents = [card.property("card") for card in self.cards]
        index = idents.index(self.current) if self.current in idents else (-1 if delta > 0 else 0)
        target = self.cards[(index + delta) % len(self.cards)]
        self.select(target.property("card"))
        target.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QKeyEvent) and event.type() == QKeyEvent.Type.KeyPress and watched in self.cards:
            key = event.key()
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                return self.step(-1 if key == Qt.Key.Key_Left else 1)
        return super().eventFilter(watched, event)

    # --- geometry and motion ------------------------------------------------------------------------
    def _strip_size(self) -> QSize:
        """The row's natural size from the cards themselves (the layout's own hint may be stale
        right after cards were added or changed size)."""
        hints = [card.sizeHint() for card in self.cards]
        if not hints:
            return QSize(0, 0)
        spacing = self.row.spacing()
        width = sum(h.width() for h in hints) + spacing * (len(hints) - 1)
        return QSize(width, max(h.height() for h in hints))

    def _bar(self) -> int:
        """Room for the scroll bar, only when the cards are wider than the row (a long discard pile)."""
        if self._strip_size().width() <= max(self.width(), 1):
            return 0
        return self.scroll.horizontalScrollBar().sizeHint().height()

    def _card_height(self) -> int:
        line = self.fontMetrics().height()
        return card_size(line, self._size, self._width_lines).height() + lane_height(line)

    def sizeHint(self) -> QSize:
        card = card_size(self.fontMetrics().height(), self._size, self._width_lines)
        count = max(1, len(self.cards))
        return QSize(count * (card.width() + 6), self._card_height() + ROW_MARGIN + self._bar())

    def minimumSizeHint(self) -> QSize:
        card = card_size(self.fontMetrics().height(), self._size, self._width_lines)
        return QSize(card.width(), self._card_height() + ROW_MARGIN + self._bar())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def _relayout(self) -> None:
        """The cards at their natural size, centred; wider than the table, the row scrolls."""
        self.scroll.setGeometry(0, 0, self.width(), self.height())
        hint = self._strip_size()
        room = self.scroll.viewport().width()
        width = max(hint.width(), room)
        self.canvas.resize(width + abs(self._shift), hint.height() + 4)
        x = max(0, (width - hint.width()) // 2) + self._shift
        self.strip.setGeometry(max(0, x), 2, hint.width(), hint.height())
        laid = hint.height() + self._bar()
        if laid != self._laid_height:
            self._laid_height = laid
            self.updateGeometry()  # only a new card size, or a scroll bar, changes the row's height

    def slide_from(self, direction: str, duration_ms: int) -> None:
        """Show the hand arriving from ``direction`` ("left" or "right"): cards passed by a neighbour."""
        if duration_ms <= 0 or not self.cards:
            return
        distance = max(40, self.width() // 4)
        self._slide.stop()
        self._slide.setDuration(duration_ms)
        self._slide.setStartValue(-distance if direction == "left" else distance)
        self._slide.setEndValue(0)
        self._slide.start()

    def _on_slide(self, value: object) -> None:
        self._shift = int(value) if isinstance(value, int | float) else 0
        self._relayout()

    def sliding(self) -> bool:
        return self._slide.state() == QVariantAnimation.State.Running

    def finish_slide(self) -> None:
        if self.sliding():
            self._slide.setCurrentTime(self._slide.duration())
            self._slide.stop()
        self._shift = 0
        self._relayout()


@dataclass(frozen=True, slots=True)
class ActionOption:
    """One action button: its label, whether the engine allows it, the reason if not, its moves."""

    action: str
    text: str
    detail: str
    moves: tuple[ClassicMove, ...]
    enabled: bool
    payment_texts: tuple[str, ...] = ()  # one label per move (the payment chooser)
    payment_tooltips: tuple[str, ...] = ()
    payment_details: tuple[str, ...] = ()  # the button's detail line for each payment
    payment_items: tuple[tuple[Item, ...], ...] = ()  # each payment drawn: ◀ what it buys = coins | … ▶
    payment_shorts: tuple[str, ...] = ()  # each payment's detail in a few signs, for a narrow button


class PaymentButton(QPushButton):
    """One payment of the chooser, drawn with the game's own icons: ``◀ [wood][ore] = (4) | (0) ▶``, what
    it buys from each neighbour and for how much, short enough for three payments in a row in every
    language. ``text()`` (the accessible name and what tests read) and the tooltip say it in words."""

    def __init__(self, words: str, items: Sequence[Item], parent: QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.items = tuple(items)
        self.setAccessibleName(words)

    def _icon(self) -> float:
        return self.fontMetrics().height() * 1.15

    def _padding(self) -> int:
        return self.fontMetrics().height()

    def sizeHint(self) -> QSize:
        if not self.items:
            return super().sizeHint()
        option = QStyleOptionButton()
        self.initStyleOption(option)
        width = math.ceil(row_width(self.font(), self.items, self._icon()))
        content = QSize(width + self._padding(), math.ceil(self._icon()))
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, content, self)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.items:
            super().paintEvent(event)
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = ""
        painter = QStylePainter(self)
        painter.drawControl(QStyle.ControlElement.CE_PushButton, option)
        plain = self.palette().buttonText().color()
        colour = QColor(theme.current().accent_text) if self.isChecked() else plain
        room = QRectF(self.rect()).adjusted(self._padding() / 2, 0, -self._padding() / 2, 0)
        paint_items(painter, room, self.items, colour, self._icon())
        painter.end()


class PaymentChooser(QWidget):
    """Every Pareto-optimal payment for one action as toggle buttons, the cheapest first (selected)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = QHBoxLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.layout_.setSpacing(6)
        self.caption = QLabel(self)
        self.caption.setProperty("role", "muted")
        self.layout_.addWidget(self.caption)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[PaymentButton] = []
        self.layout_.addStretch(1)

    def set_options(
        self,
        caption: str,
        texts: Sequence[str],
        tooltips: Sequence[str],
        action: str,
        items: Sequence[Sequence[Item]] = (),
    ) -> None:
        self.caption.setText(caption)
        for button in self.buttons:
            self.group.removeButton(button)
            self.layout_.removeWidget(button)
            button.hide()
            button.deleteLater()
        self.buttons = []
        drawn = list(items) if len(items) == len(texts) else [()] * len(texts)
        for index, (text, tip) in enumerate(zip(texts, tooltips, strict=True)):
            button = PaymentButton(text, drawn[index], self)
            button.setCheckable(True)
            button.setToolTip(tip)
            button.setObjectName(f"pay:{action}:{index}")
            self.group.addButton(button, index)
            self.layout_.insertWidget(self.layout_.count() - 1, button)
            self.buttons.append(button)
        if self.buttons:
            self.buttons[0].setChecked(True)
        palette = theme.current()
        self.setStyleSheet(
            f"QPushButton:checked {{ background: {palette.accent}; color: {palette.accent_text}; "
            f"border-color: {palette.accent}; font-weight: 600; }}"
        )

    def chosen(self) -> int:
        return max(0, self.group.checkedId())

    def choose(self, index: int) -> None:
        if 0 <= index < len(self.buttons):
            self.buttons[index].setChecked(True)


def shares(least: dict[str, int], room: int) -> dict[str, int]:
    """How a row of widgets that all stretch alike (their size hints ignored) splits ``room``: equal
    shares, except that a widget never gets less than its ``least`` width (the others share the rest)."""
    result: dict[str, int] = {}
    free = dict(least)
    while free:
        share = max(0, room) // len(free)
        held = {key: width for key, width in free.items() if width > share}
        if not held:
            result.update(dict.fromkeys(free, share))
            break
        result.update(held)
        room -= sum(held.values())
        free = {key: width for key, width in free.items() if key not in held}
    return result


ACTION_LEAST_LINES = 8  # an action button's least width (beside its padding), in lines of the font


class ActionBar(QWidget):
    """The chosen card's actions (build, wonder stage, free build, sell) and the payment choosers."""

    play = Signal(object)  # a ClassicMove

    ORDER = ("build", "free", "stage", "sell")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        row = QHBoxLayout()
        row.setSpacing(8)
        self.layout_row = row
        self.title = NameLabel("", self)  # a long card name ("Gremio de Constructores") on two lines
        self.title.setProperty("role", "heading")
        self.title.setMaximumWidth(self.fontMetrics().height() * 14)
        row.addWidget(self.title)
        self.buttons: dict[str, QPushButton] = {}
        for action in self.ORDER:
            button = QPushButton(self)
            button.setObjectName(f"action:{action}")
            # Shares of the row set by the actions' titles, not by the chosen card's costs: the buttons
            # keep their places from one card to the next (``_fit_texts`` shortens what would not fit).
            button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            button.clicked.connect(lambda _=False, a=action: self.trigger(a))
            button.installEventFilter(self)  # the focused action is the highlighted one (``_highlight``)
            row.addWidget(button, 1)
            self.buttons[action] = button
        layout.addLayout(row)
        self.choosers: dict[str, PaymentChooser] = {}
        for action in ("build", "stage"):
            chooser = PaymentChooser(self)
            chooser.group.idToggled.connect(partial(self._payment_chosen, action))
            chooser.hide()
            layout.addWidget(chooser)
            self.choosers[action] = chooser
        self.options: dict[str, ActionOption] = {}
        self._probes = (QPushButton(self), QPushButton(self))  # measure only: a plain and a primary button
        self._probes[1].setProperty("primary", True)
        for probe in self._probes:
            probe.hide()
            probe.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._names: tuple[str, ...] = ()  # the hand's card names the name's column has room for
        self.width_room = 0  # the width the window gives the bar (``fit_room``); 0: its own width
        self._details: dict[str, tuple[str, str]] = {}  # per action: its detail line, in words and short
        self._shown: tuple = ()
        self._focus_settled = QTimer(self)  # owned: no callable kept past the bar (see views.base)
        self._focus_settled.setSingleShot(True)
        self._focus_settled.setInterval(0)
        self._focus_settled.timeout.connect(self._highlight)

    def show_options(
        self, title: str, options: Sequence[ActionOption], chooser_caption: dict[str, str]
    ) -> None:
        key = (title, tuple(options), tuple(sorted(chooser_caption.items())))
        if key == self._shown:
            return  # the same card and the same choices: keep the player's payment choice as it is
        self._shown = key
        self.title.set_full_text(title)
        self.title.setToolTip(title)
        self.options = {option.action: option for option in options}
        for action, button in self.buttons.items():
            option = self.options.get(action)
            button.setVisible(option is not None)
            if option is None:
                continue
            short = option.payment_shorts[0] if option.payment_shorts else option.detail
            self._details[action] = (option.detail, short)
            button.setEnabled(option.enabled)
        self._highlight()
        self._fit_texts()
        for action, chooser in self.choosers.items():
            option = self.options.get(action)
            many = option is not None and option.enabled and len(option.moves) > 1
            if many and option is not None:
                chooser.set_options(chooser_caption.get(action, ""), option.payment_texts,
                                    option.payment_tooltips, action, option.payment_items)  # fmt: skip
            chooser.setVisible(many)

    def keep_room_for(self, names: Sequence[str]) -> None:
        """The names of the cards in the hand: the name's column is as wide as the longest needs (on two
        lines at most, as ``NameLabel`` shows it), so the buttons beside it do not move when another
        card is chosen — a click meant for one action never lands on another."""
        key = tuple(names)
        if key == self._names:
            return
        self._names = key
        probe = NameLabel("")  # measures only: never shown
        probe.setFont(self.title.font())
        widths = []
        for name in key:
            probe.set_full_text(name)
            widths.append(probe.two_lines_width())
        probe.deleteLater()
        most = self.fontMetrics().height() * 14
        self.title.setFixedWidth(min(most, max(widths, default=self.title.minimumSizeHint().width())))
        self._fit_texts()

    def fit_room(self, width: int) -> None:
        """The width the window gives the bar: the buttons' least widths are decided from it, not from
        the bar's own width, which the titles' least widths have already set (they would keep a zoomed
        table wider than its window)."""
        if width != self.width_room:
            self.width_room = width
            self._fit_texts()

    def _payment_chosen(self, action: str, index: int, on: bool) -> None:
        """The button says what the chosen payment costs (to whom), as the player picks it."""
        option = self.options.get(action)
        if not on or option is None or not 0 <= index < len(option.payment_details):
            return
        detail = option.payment_details[index]
        short = option.payment_shorts[index] if index < len(option.payment_shorts) else detail
        self._details[action] = (detail, short)
        self._fit_texts()

    def _fit_texts(self) -> None:
        """Each button's detail line in words when its share of the bar holds it, else — the widest
        first — in a few signs (``pay ◀1 2▶``, as the card's badge). The shares are equal, but never
        narrower than an action's title (its minimum width): they do not depend on the chosen card, so
        the buttons stay where they are. Decided from the bar's width alone, so no relayout flips it
        back. Tooltips keep words."""
        shown = [a for a in self.ORDER if a in self.options]
        texts = {a: list(self._details.get(a, (self.options[a].detail,) * 2)) for a in shown}
        spacing = self.layout_row.spacing()
        title = max(self.title.minimumWidth(), self.title.minimumSizeHint().width())  # fixed: the hand's
        bar = min(self.width(), self.width_room) if self.width_room > 0 else self.width()
        room = bar - title - spacing * len(shown)
        least = {a: self._button_width(self.options[a].text, "") for a in shown}
        if sum(least.values()) > room:  # a zoomed or narrow window: long titles wrap or are elided
            least = {a: min(width, self._least_width()) for a, width in least.items()}
        for action in shown:
            self.buttons[action].setMinimumWidth(least[action])
        share = shares({a: self.buttons[a].minimumWidth() for a in shown}, room)
        short = set()

        def width(action: str) -> int:
            detail = texts[action][1] if action in short else texts[action][0]
            return self._button_width(self.options[action].text, detail)

        while True:
            over = [a for a in shown if a not in short and texts[a][1] != texts[a][0] and width(a) > share[a]]
            if not over:
                break
            short.add(max(over, key=width))
        for action in shown:
            option, button = self.options[action], self.buttons[action]
            full, brief = texts[action]
            detail = brief if action in short else full
            whole = f"{option.text}\n{detail}" if detail else option.text
            text = "\n".join(self._lines_in(max(share[action], button.minimumWidth()), option.text, detail))
            if button.text() != text:
                button.setText(text)
            button.setAccessibleName(whole)  # the words whole, however narrow the button
            button.setToolTip(f"{option.text} — {full}" if full else option.text)

    def _least_width(self) -> int:
        """An action's least width when the titles whole do not fit the bar: ``ACTION_LEAST_LINES`` lines
        of the font (a longer title, "Desenvolver sua Maravilha (nível 1)", then wraps or is elided), so
        that the bar fits a zoomed window in every language."""
        return self._button_width("", "") + self.fontMetrics().height() * ACTION_LEAST_LINES

    def _lines_in(self, width: int, title: str, detail: str) -> list[str]:
        """The button's lines in ``width``: the title and its detail line, each elided (…) when the
        button is narrower than it; a title alone wraps onto the button's two lines first. The tooltip
        and the accessible name keep the words whole."""
        room = width - self._button_width("", "")
        probe = self._probes[1]  # a primary button: the theme may draw its words wider
        probe.ensurePolished()
        metrics = QFontMetricsF(probe.font())
        if not detail:
            return wrap_lines(metrics, title, room, 2) if metrics.horizontalAdvance(title) > room else [title]
        return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in (title, detail)]

    def _button_width(self, title: str, detail: str) -> int:
        """A push button's width for its two lines, as the style makes it — the wider of a plain and a
        primary button (the theme draws those differently), so that the width does not depend on
        which action the chosen card makes the primary one."""
        return max(self._width_as(probe, title, detail) for probe in self._probes)

    @staticmethod
    def _width_as(button: QPushButton, title: str, detail: str) -> int:
        button.ensurePolished()
        metrics = QFontMetricsF(button.font())
        text = max((metrics.horizontalAdvance(line) for line in (title, detail) if line), default=0.0)
        option = QStyleOptionButton()
        option.initFrom(button)
        size = QSize(math.ceil(text), button.fontMetrics().lineSpacing() * 2)
        style = button.style()
        return style.sizeFromContents(QStyle.ContentsType.CT_PushButton, option, size, button).width()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.oldSize().width() != event.size().width():
            self._fit_texts()

    def room(self) -> int:
        """The bar's height with its two-line buttons and one payment chooser under them: the table
        keeps this much for the bar, shown or not, whatever card is chosen."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        spacing = layout.spacing()
        title = math.ceil(QFontMetricsF(self.title.font()).lineSpacing() * 2)  # a name on two lines
        return max(title, self._button_height(2)) + spacing + self._button_height(1)

    def _button_height(self, lines: int) -> int:
        """A push button's height for ``lines`` lines of text, as the style (the theme's padding) makes it."""
        button = self.buttons["sell"]
        option = QStyleOptionButton()
        option.initFrom(button)
        text = QSize(0, button.fontMetrics().lineSpacing() * lines)
        size = button.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, text, button)
        return size.height()

    def highlighted(self) -> str | None:
        """The action drawn as the one Enter (or a second Enter on the card) runs."""
        return next((a for a, b in self.buttons.items() if b.property("primary") and b.isVisible()), None)

    def _highlight(self) -> None:
        """One action highlighted: the focused one while an action has the focus (Enter runs it), else the
        primary one (the one Enter on the card goes to). The buttons' widths do not depend on it."""
        focused = next((a for a, b in self.buttons.items() if b.hasFocus() and b.isEnabled()), None)
        chosen = focused or self.primary_action()
        for action, button in self.buttons.items():
            on = action == chosen
            if bool(button.property("primary")) != on:
                button.setProperty("primary", on)
                button.style().unpolish(button)
                button.style().polish(button)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut) and watched in self.buttons.values():
            self._focus_settled.start()  # once the focus has settled (Tab: out of one, into the next)
        return super().eventFilter(watched, event)

    def forget(self) -> None:
        """Show the next options even if they look the same (a language switch rewords them)."""
        self._shown = ()

    def primary_action(self) -> str | None:
        for action in self.ORDER:
            option = self.options.get(action)
            if option is not None and option.enabled:
                return action
        return None

    def move_for(self, action: str) -> ClassicMove | None:
        option = self.options.get(action)
        if option is None or not option.enabled or not option.moves:
            return None
        chooser = self.choosers.get(action)
        index = chooser.chosen() if chooser is not None and chooser.isVisibleTo(self) else 0
        return option.moves[min(index, len(option.moves) - 1)]

    def trigger(self, action: str) -> bool:
        move = self.move_for(action)
        if move is None:
            return False
        self.play.emit(move)
        return True

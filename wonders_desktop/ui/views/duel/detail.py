"""The panel beside the structure: the chosen card and what the viewer may do with it, or the discard pile.

Its width is fixed (the structure never moves sideways when a long name or a long action comes in) and
its actions have fixed places: Build, then Discard, then one button per Wonder the viewer has not built,
always in that order and at the same height, enabled or not by the chosen card. A click meant for one
action can never land on another because the card changed. The discard pile scrolls: every card stays
a readable strip, however many there are.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.art.painter import CardState, paint_card
from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.views.duel import texts
from wonders_desktop.ui.views.duel.city import Strip
from wonders_desktop.ui.views.duel.faces import card_face
from wonders_desktop.ui.views.duel.model import SlotModel, TableModel

translate = QCoreApplication.translate

CARD_ASPECT = 1.5
WIDTH_LINES = 16.5  # the panel's fixed width, in text lines: a Wonder's action whole in the three languages
PILE_ROW_LINES = 1.6  # one discarded card, in text lines: a strip as tall as a city's card strips
PILE_GAP = 3
PREVIEW_LINES = 4.0  # the chosen card is drawn from this height (in text lines) up


class CardPreview(QWidget):
    """A card drawn as large as the space allows (aspect kept)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.card: str | None = None

    def sizeHint(self) -> QSize:  # small: the preview takes what the cities leave (it expands)
        return QSize(60, 90)

    def minimumSizeHint(self) -> QSize:
        return QSize(40, 0)

    def set_card(self, card: str | None) -> None:
        self.card = card
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.card is None or self.height() < self.fontMetrics().height() * PREVIEW_LINES:
            return  # a stamp-sized card says nothing the structure does not: the room stays empty
        height = min(self.height(), self.width() * CARD_ASPECT)
        width = height / CARD_ASPECT
        rect = QRectF((self.width() - width) / 2, 0, width, height)
        painter = QPainter(self)
        paint_card(painter, rect, card_face(self.card), CardState(), art_palette())
        painter.end()


class PileList(Strip):
    """The discarded cards as strips of one fixed height, the newest first (the scroll area's content)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.cards: list[str] = []  # newest first

    def row_height(self) -> int:
        return round(self.fontMetrics().height() * PILE_ROW_LINES)

    def set_cards(self, cards: list[str]) -> None:
        self.cards = list(reversed(cards))
        self.setFixedHeight(max(1, len(self.cards) * (self.row_height() + PILE_GAP)))
        self.update()

    def entry_rect(self, index: int) -> QRectF:
        """Where the ``index``-th card (newest first) is drawn; also its tooltip's area."""
        row = self.row_height()
        return QRectF(0, index * (row + PILE_GAP), self.width(), row)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        self.areas = []
        for index, card in enumerate(self.cards):
            rect = self.entry_rect(index)
            if rect.intersects(QRectF(event.rect())):
                paint_card(painter, rect, card_face(card), CardState(), palette)
            self.areas.append((rect, f"card:{card}", texts.card_tooltip(card, None, 0, 0)))
        painter.end()


class DiscardPile(QScrollArea):
    """The pile in a vertical scroll area: the newest cards in view, every other one a scroll away."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("discardPile")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.list = PileList(self)
        self.setWidget(self.list)
        self.viewport().setAutoFillBackground(False)
        self.list.setAutoFillBackground(False)

    def set_cards(self, cards: list[str]) -> None:
        grew = len(cards) != len(self.list.cards)
        self.list.set_cards(cards)
        if grew:
            self.verticalScrollBar().setValue(0)  # the newest discard in view

    def minimumSizeHint(self) -> QSize:
        return QSize(40, 0)


def two_lines(metrics: QFontMetrics, text: str, room: int) -> str:
    """``text`` broken at the space that makes its longer line shortest, when both lines fit ``room``;
    "" when no break does."""
    words = text.split(" ")
    cuts = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    fitting = [pair for pair in cuts if max(metrics.horizontalAdvance(part) for part in pair) <= room]
    if not fitting:
        return ""
    first, second = min(fitting, key=lambda pair: max(metrics.horizontalAdvance(part) for part in pair))
    return f"{first}\n{second}"


class ActionButton(QPushButton):
    """One action in its fixed place: its width comes from the panel, never from its text; a text too
    long for it goes on two lines, and is elided only when even two lines cannot hold it (the last resort,
    whole in the tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.full_text = ""
        self.tip = ""
        self.move: Move | None = None  # type: ignore[assignment]  # shadows QWidget.move(), which nothing calls on an action button
        policy = self.sizePolicy()
        policy.setRetainSizeWhenHidden(True)  # a hidden action keeps its place: the others do not move
        self.setSizePolicy(policy)

    def set_action(self, text: str, move: Move | None, tip: str = "") -> None:
        self.full_text, self.move, self.tip = text, move, tip
        self.setObjectName(f"move:{move.to_str()}" if move is not None else "")
        self.setEnabled(move is not None)
        self._fit()

    def shown_text(self) -> str:
        return self.text()

    def elided(self) -> bool:
        """Cut with an ellipsis (a text on two lines is whole)."""
        return self.text().replace("\n", " ") != self.full_text

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        if self.text() != self.full_text:
            self.setText(self.full_text)
        metrics = self.fontMetrics()
        padding = self.sizeHint().width() - metrics.horizontalAdvance(self.full_text)  # the style's own
        room = max(0, self.width() - max(padding, metrics.horizontalAdvance("M")))
        shown = metrics.elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        if shown != self.full_text:  # on two lines before an ellipsis: a Wonder's name is read whole
            shown = two_lines(metrics, self.full_text, room) or shown
        if shown != self.text():
            self.setText(shown)
        whole = shown.replace("\n", " ") == self.full_text
        tips = [t for t in (("" if whole else self.full_text), self.tip) if t]
        self.setToolTip("<br>".join(tips))


class DetailPanel(QFrame):
    """The chosen card: its face, what it costs the viewer and why, and the actions in fixed places."""

    actions: QVBoxLayout  # type: ignore[assignment]  # shadows QWidget.actions(), which nothing calls on the panel

    def __init__(self, request: Callable[[Move], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.request = request
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Ignored)
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.preview = CardPreview(self)
        self.pile = DiscardPile(self)
        self.shown = QStackedWidget(self)  # the card or the pile: one place, the same size
        self.shown.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
        self.shown.addWidget(self.preview)
        self.shown.addWidget(self.pile)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom)
        self.action_box = QWidget(self)  # the actions' places, under the card (not under the pile)
        self.actions = QVBoxLayout(self.action_box)
        self.actions.setContentsMargins(0, 0, 0, 0)
        self.actions.setSpacing(4)
        self.build = self._action(primary=True)
        self.discard = self._action()
        self.wonder_buttons: list[ActionButton] = []
        self.wonder_label = QLabel(self.action_box)
        self.wonder_label.setProperty("role", "muted")
        self.wonder_label.setWordWrap(True)
        self.actions.addWidget(self.build)
        self.actions.addWidget(self.discard)
        self.actions.addWidget(self.wonder_label)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.shown, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.action_box)
        # Its content never sets the panel's height: a two-line name or a longer status would otherwise
        # grow the middle row and move the structure up and down.
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetNoConstraint)
        self.slot: SlotModel | None = None
        self._fix_width()

    def _action(self, primary: bool = False) -> ActionButton:
        button = ActionButton(self.action_box)
        button.setProperty("primary", primary)
        button.clicked.connect(lambda _checked=False, b=button: self._clicked(b))
        return button

    def _clicked(self, button: ActionButton) -> None:
        if button.move is not None:
            self.request(button.move)

    def _fix_width(self) -> None:
        self.setFixedWidth(round(self.fontMetrics().height() * WIDTH_LINES))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fix_width()

    def sizeHint(self) -> QSize:
        line = self.fontMetrics().height()
        return QSize(round(line * WIDTH_LINES), line * 14)

    def minimumSizeHint(self) -> QSize:
        return QSize(round(self.fontMetrics().height() * WIDTH_LINES), 0)

    def all_actions(self) -> list[ActionButton]:
        return [self.build, self.discard, *self.wonder_buttons]

    # --- showing ----------------------------------------------------------------------------------
    def show_slot(self, slot: SlotModel | None, model: TableModel) -> None:
        self.slot = slot
        self._wonder_places(model)
        if slot is None or slot.card is None:
            self._show_pile(model)
            return
        self.shown.setCurrentWidget(self.preview)
        self.action_box.show()
        self.title.setText(name_of("card", slot.card, "duel"))
        self.title.setToolTip("")
        self.preview.set_card(slot.card)
        self.preview.setToolTip(texts.card_tooltip(slot.card, slot.offer, model.cities[model.viewer].coins,
                                                   model.discard_value))  # fmt: skip
        self.status.setText(self._status(slot, model))
        acting = model.viewer_acts and slot.playable
        for button in self.all_actions():
            button.setVisible(acting)
        self._fill_actions(slot if acting else None, model)

    def _show_pile(self, model: TableModel) -> None:
        self.shown.setCurrentWidget(self.pile)
        self.preview.set_card(None)
        self.pile.set_cards(model.discard)
        self.title.setText(translate("DuelTable", "Discard pile (%n)", None, len(model.discard)))
        hint = translate(
            "DuelTable", "Choose a card of the structure (click it, or use the arrow keys and Enter)."
        )
        value = translate(
            "DuelTable", "Discarding a card gives you %n coin(s) (2, +1 per yellow card you own).", None,
            model.discard_value,
        )  # fmt: skip
        playing = model.viewer_acts and model.decision is None
        self.status.setText(f"{hint}<br><br>{value}" if playing else value)
        self.action_box.hide()  # the pile takes the actions' room: no card, no action
        self._fill_actions(None, model)

    def _status(self, slot: SlotModel, model: TableModel) -> str:
        coins = model.cities[model.viewer].coins
        status = texts.offer_status(slot.offer, coins)
        if not slot.offer.accessible:
            covered = translate("DuelTable", "Still covered: not available yet.")
            today = translate("DuelTable", "At today's prices: {status}").format(status=status)
            status = f"{covered}<br>{today}"
        if slot.offer.breakdown is not None and slot.offer.trade:
            lines = texts.breakdown_lines(slot.offer.breakdown)
            return f"<b>{status}</b><br><small>" + "<br>".join(lines) + "</small>"
        return f"<b>{status}</b>"

    def _unbuilt(self, model: TableModel) -> list[str]:
        return [offer.wonder for offer in model.cities[model.viewer].wonders if not offer.built]

    def _wonder_places(self, model: TableModel) -> None:
        """One place per Wonder the viewer may still build: the places change only when one is built."""
        wanted = len(self._unbuilt(model))
        while len(self.wonder_buttons) > wanted:
            button = self.wonder_buttons.pop()
            self.actions.removeWidget(button)
            button.deleteLater()
        while len(self.wonder_buttons) < wanted:
            button = self._action()
            self.wonder_buttons.append(button)
            self.actions.addWidget(button)

    def _fill_actions(self, slot: SlotModel | None, model: TableModel) -> None:
        """Every action with its text; enabled (with its move) when the chosen card allows it."""
        price = slot.offer.coins if slot is not None else 0
        build = (
            translate("DuelTable", "Build for free")
            if price == 0
            else translate("DuelTable", "Build (%n coin(s))", None, price)
        )
        tip = texts.offer_status(slot.offer, model.cities[model.viewer].coins) if slot is not None else ""
        self.build.set_action(build, slot.build if slot is not None else None, tip)
        self.discard.set_action(
            translate("DuelTable", "Discard for %n coin(s)", None, model.discard_value),
            slot.discard if slot is not None else None,
        )
        offers = {offer.wonder: offer for offer in model.cities[model.viewer].wonders}
        moves = dict(slot.wonders) if slot is not None else {}
        self.wonder_label.setText(translate("DuelTable", "Build a Wonder with this card:"))
        policy = self.wonder_label.sizePolicy()
        policy.setRetainSizeWhenHidden(bool(self.wonder_buttons))  # kept in place while Wonders are left
        self.wonder_label.setSizePolicy(policy)
        self.wonder_label.setVisible(bool(self.wonder_buttons) and not self.build.isHidden())
        for button, wonder in zip(self.wonder_buttons, self._unbuilt(model), strict=True):
            text = translate("DuelTable", "{wonder} (%n coin(s))", None, offers[wonder].coins).format(
                wonder=name_of("wonder", wonder, "duel")
            )
            button.set_action(text, moves.get(wonder), texts.wonder_status(offers[wonder]))

    def first_button(self) -> QPushButton | None:
        """The first action the chosen card allows (keyboard focus goes there), or None."""
        return next((b for b in self.all_actions() if not b.isHidden() and b.isEnabled()), None)

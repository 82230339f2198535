"""The viewer's decision, in words and buttons, beside their wonder.

It says what the rules ask now (take a card; build every stage you can pay for; take a Progress token
for a science set; an optional extra card; a wonder effect) and offers only what the table cannot show
by itself: the payment when a stage can be paid in several ways, which science set to exchange, which
ready token to spend, Halicarnassus's pick, "End the turn". Between the viewer's turns it lists what
just happened, so mandatory actions of every player are seen as they happen.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QPainter, QPaintEvent, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.architects.moves import Build
from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.ui.art.palette import art_palette
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.views.architects import faces, texts
from wonders_desktop.ui.views.architects.model import CardKind, DecisionVM, TableVM
from wonders_desktop.ui.views.architects.pieces import CARD_RATIO, Piece

translate = texts.translate


def cards_pixmap(kinds: Sequence[str], card_faces: dict[str, CardKind], height: int, ratio: float) -> QPixmap:
    """Mini cards side by side (a payment, a science set), for a button's icon."""
    card_h = height
    card_w = card_h / CARD_RATIO
    width = int(len(kinds) * (card_w + 2)) + 1
    pixmap = QPixmap(int(width * ratio), int(card_h * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, kind in enumerate(kinds):
        faces.paint_card(painter, QRectF(i * (card_w + 2), 0, card_w, card_h - 1), card_faces[kind])
    painter.end()
    return pixmap


class CardButton(Piece):
    """A card to pick (Halicarnassus keeps one of the cards looked at)."""

    move: Move | None  # type: ignore[assignment]  # shadows QWidget.move(), which nothing calls on a card button

    def __init__(self, face: CardKind, move: Move | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.move = move
        self.setObjectName(f"move:{move.to_str()}" if move is not None else f"card:{face.kind}")
        self.set_active(move is not None)
        self.setToolTip(f"{texts.card_name(face.kind)}\n{texts.card_effect(face.kind)}")
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(52, 76)

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        faces.paint_card(painter, rect, self.face)
        self.paint_state(painter, rect)
        painter.end()


class DecisionPanel(QFrame):
    moveChosen = Signal(object)
    setChosen = Signal(tuple)
    extraTokenChosen = Signal(str)
    sheetRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("decision")
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.body = QLabel(self)
        self.body.setWordWrap(True)
        self.body.setObjectName("decisionText")
        self.options = QWidget(self)
        self.options_layout = QGridLayout(self.options)
        self.options_layout.setContentsMargins(0, 0, 0, 0)
        self.options_layout.setSpacing(6)
        self.feed = QLabel(self)
        self.feed.setWordWrap(True)
        self.feed.setProperty("role", "muted")
        self.feed.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.feed.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        layout.addWidget(self.title)
        layout.addWidget(self.body)
        layout.addWidget(self.options)
        layout.addWidget(self.feed, 1)
        self._signature: tuple = ()

    # --- showing ----------------------------------------------------------------------------------
    def show_decision(
        self,
        table: TableVM,
        title: str,
        text: str,
        selected_stage: int | None,
        selected_set: tuple[str, ...] | None,
        extra_token: str | None,
        feed: list[str],
    ) -> None:
        self.title.setText(title)
        self.body.setText(text)
        signature = (id(table.decision), selected_stage, selected_set, extra_token, theme.current().text)
        if signature != self._signature:
            self._signature = signature
            self._rebuild(table, selected_stage, selected_set, extra_token)
        self.feed.setText("<br>".join(feed))
        self.feed.setVisible(bool(feed))

    def _clear(self) -> None:
        while self.options_layout.count():
            item = self.options_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _rebuild(
        self,
        table: TableVM,
        selected_stage: int | None,
        selected_set: tuple[str, ...] | None,
        extra_token: str | None,
    ) -> None:
        self._clear()
        decision = table.decision
        row = 0
        if decision.kind == "keep":
            row = self._keep_buttons(decision, table.faces)
        elif decision.kind == "over":
            button = self._button(translate("ArchitectsTable", "Show the score sheet"), "sheet", primary=True)
            button.clicked.connect(self.sheetRequested)
            self.options_layout.addWidget(button, 0, 0)
            row = 1
        else:
            if selected_stage is not None and len(decision.builds.get(selected_stage, [])) > 1:
                row = self._payment_buttons(decision.builds[selected_stage], table.faces, row)
            if len(decision.exchanges) > 1:
                row = self._set_buttons(decision, table.faces, selected_set, row)
            if len(decision.extras) > 1 and not decision.must_build and not decision.must_exchange:
                row = self._extra_buttons(decision, extra_token, row)
            if decision.end is not None:
                button = self._button(translate("ArchitectsTable", "End the turn"), "move:end", primary=True)
                button.clicked.connect(lambda: self.moveChosen.emit(decision.end))
                self.options_layout.addWidget(button, row, 0, 1, 2)
                row += 1
        self.options.setVisible(row > 0)

    def _button(self, text: str, name: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text, self.options)
        button.setObjectName(name)
        if primary:
            button.setProperty("primary", True)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return button

    def _payment_buttons(self, builds: list[Build], faces: dict[str, CardKind], row: int) -> int:
        caption = QLabel(translate("ArchitectsTable", "Pay with:"), self.options)
        self.options_layout.addWidget(caption, row, 0, 1, 2)
        row += 1
        ratio = self.devicePixelRatioF()
        for index, move in enumerate(builds):
            text = " + ".join(texts.card_name(kind) for kind in move.payment)
            button = self._button(text, f"move:{move.to_str()}")
            button.setIcon(QIcon(cards_pixmap(move.payment, faces, 28, ratio)))
            button.setIconSize(QSize(int(len(move.payment) * 22) + 2, 28))
            button.setToolTip(text)
            button.clicked.connect(lambda _c=False, m=move: self.moveChosen.emit(m))
            self.options_layout.addWidget(button, row + index, 0, 1, 2)
        return row + len(builds)

    def _set_buttons(
        self, decision: DecisionVM, faces: dict[str, CardKind], selected: tuple[str, ...] | None, row: int
    ) -> int:
        caption = QLabel(translate("ArchitectsTable", "Science cards to exchange:"), self.options)
        self.options_layout.addWidget(caption, row, 0, 1, 2)
        row += 1
        for symbols in decision.exchanges:
            if len(set(symbols)) == 1:
                text = f"{texts.card_name(symbols[0])} ×{len(symbols)}"
            else:
                text = translate("ArchitectsTable", "%n different symbols", None, len(symbols))
            radio = QRadioButton(text, self.options)
            radio.setObjectName("set:" + "+".join(symbols))
            radio.setToolTip(" + ".join(texts.card_name(kind) for kind in symbols))
            radio.setChecked(symbols == selected)
            radio.setIcon(QIcon(cards_pixmap(symbols, faces, 26, self.devicePixelRatioF())))
            radio.setIconSize(QSize(len(symbols) * 21 + 2, 26))
            radio.toggled.connect(lambda on, s=symbols: on and self.setChosen.emit(s))  # type: ignore[func-returns-value]  # emits only when checked
            self.options_layout.addWidget(radio, row, 0, 1, 2)
            row += 1
        return row

    def _extra_buttons(self, decision: DecisionVM, selected: str | None, row: int) -> int:
        caption = QLabel(translate("ArchitectsTable", "Token to use for the extra card:"), self.options)
        self.options_layout.addWidget(caption, row, 0, 1, 2)
        row += 1
        for token in decision.extras:
            radio = QRadioButton(texts.token_name(token), self.options)
            radio.setObjectName(f"extra:{token}")
            radio.setChecked(token == selected)
            radio.toggled.connect(lambda on, t=token: on and self.extraTokenChosen.emit(t))  # type: ignore[func-returns-value]  # emits only when checked
            self.options_layout.addWidget(radio, row, 0, 1, 2)
            row += 1
        return row

    def _keep_buttons(self, decision: DecisionVM, faces: dict[str, CardKind]) -> int:
        moves = dict(decision.keep)
        holder = QWidget(self.options)
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(2)
        seen: set[str] = set()
        for i, kind in enumerate(decision.looked or [k for k, _ in decision.keep]):
            button = CardButton(faces[kind], moves.get(kind), holder)
            if kind in seen:  # a second copy keeps the same card kind: one unique name per button
                button.setObjectName(f"card:{kind}:{i}")
            seen.add(kind)
            grid.addWidget(button, 0, i)
        self.options_layout.addWidget(holder, 0, 0, 1, 2)
        for button in holder.findChildren(CardButton):
            button.clicked.connect(lambda b=button: self.moveChosen.emit(b.move))
        return 1

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        painter.setPen(palette.border)
        painter.setBrush(palette.surface_alt)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5), 8, 8)
        painter.end()
        super().paintEvent(event)

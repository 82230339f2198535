"""The middle of the table: the central deck, the Conflict tokens, the Progress tokens (3 face up and
the face-down pile), the discard pile and the cat while nobody has it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QFrame, QWidget

from wonders_desktop.ui.platform.zoom import px
from wonders_desktop.ui.views.architects import faces, texts
from wonders_desktop.ui.views.architects.model import PILE, TableVM
from wonders_desktop.ui.views.architects.pieces import DeckWidget
from wonders_desktop.ui.views.architects.rows import Caption, ConflictRow, TokenButton

translate = texts.translate


class CatSpot(QWidget):
    """The cat waiting in the middle of the table (before the first blue card with a cat is taken)."""

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        faces.paint_icon(
            painter, "cat", QRectF((self.width() - side) / 2, (self.height() - side) / 2, side, side)
        )
        painter.end()


class CentreWidget(QFrame):
    tokenClicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("centre")
        self.deck = DeckWidget(self)
        self.conflict = ConflictRow(self)
        self.conflict_caption = Caption(self)
        self.progress_caption = Caption(self)
        self.discard = Caption(self)
        self.cat = CatSpot(self)
        self.tokens = [TokenButton(self) for _ in range(3)]
        self.pile = TokenButton(self)
        self._conflict_texts: tuple[str, ...] = ("",)
        for button in [*self.tokens, self.pile]:
            button.clicked.connect(lambda b=button: self.tokenClicked.emit(b.token or PILE))

    def show_table(self, table: TableVM, clickable_tokens: set[str]) -> None:
        self.conflict.show_tokens(table.conflict_total, table.conflict_battle)
        battle, total = table.conflict_battle, table.conflict_total
        self._conflict_texts = (
            translate("ArchitectsTable", "Conflict tokens: %n of {total} on the battle side", None, battle),
            # the same, when the centre is too narrow for the whole sentence (7 players at 1280 wide)
            translate("ArchitectsTable", "Conflict: %n/{total} on the battle side", None, battle),
        )
        self._conflict_texts = tuple(text.format(total=total) for text in self._conflict_texts)
        self.progress_caption.set_text(translate("ArchitectsTable", "Progress tokens"))
        self.discard.set_text(translate("ArchitectsTable", "Discard: %n", None, table.discard))
        self.discard.tip = translate(
            "ArchitectsTable", "Cards spent or discarded, face up beside the central deck."
        )
        for i, button in enumerate(self.tokens):
            token = table.display[i] if i < len(table.display) else None
            button.setVisible(token is not None)
            if token is not None:
                button.show_token(token, token in clickable_tokens)
        self.pile.setVisible(table.pile > 0)
        self.pile.show_token(None, PILE in clickable_tokens, count=table.pile)
        self.cat.setVisible(table.cat is None)
        self.cat.setToolTip(
            translate("ArchitectsTable", "The cat waits here until someone takes a blue card with a cat.")
        )
        self._place()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        """Central deck on the left; Conflict tokens and the Progress row beside it (stacked when the
        centre is narrow, side by side when it is wide)."""
        w, h = self.width(), self.height()
        pad = 6
        deck_h = min(h - 2 * pad, px(190))  # the caps here are 100 %'s, grown with the text size
        caption = self.deck.caption_width(self.deck.caption_height()) + 10
        deck_w = int(min(w * 0.3, max(deck_h / 1.42 + 40, caption)))
        self.deck.setGeometry(pad, pad, deck_w, deck_h)
        caption_h = max(px(13), min(px(17), h // 9))
        left = pad + deck_w + 12
        rest_w = w - left - pad
        if rest_w >= px(560):
            self.conflict_caption.set_text(self._conflict_texts[0])
            needed = self.conflict_caption.text_width(caption_h) + 24
            conflict_w = int(max(rest_w * 0.36, min(needed, rest_w * 0.58)))
            self._place_conflict(left, pad, conflict_w, h - 2 * pad, caption_h)
            self._place_progress(
                left + conflict_w + 12, pad, rest_w - conflict_w - 12, h - 2 * pad, caption_h
            )
        else:
            conflict_h = int((h - 2 * pad) * 0.38)
            self._place_conflict(left, pad, rest_w, conflict_h, caption_h)
            self._place_progress(left, pad + conflict_h + 4, rest_w, h - 2 * pad - conflict_h - 4, caption_h)

    def _place_conflict(self, left: int, top: int, width: int, height: int, caption_h: int) -> None:
        self.conflict_caption.setGeometry(left, top, width, caption_h)
        for text in self._conflict_texts:  # the whole sentence when it fits, else the short one
            self.conflict_caption.set_text(text)
            if not self.conflict_caption.elided():
                break
        cat_side = int(min(height - caption_h, px(34)))
        row_w = width - cat_side - 8
        side = int(min(row_w / 6.6, height - 2 * caption_h - 6, px(44)))
        self.conflict.setGeometry(left, top + caption_h + 2, int(side * 6.6), side)
        self.cat.setGeometry(left + width - cat_side, top + caption_h + 2, cat_side, cat_side)
        self.discard.setGeometry(left, top + caption_h + side + 4, width - cat_side - 8, caption_h)

    def _place_progress(self, left: int, top: int, width: int, height: int, caption_h: int) -> None:
        self.progress_caption.setGeometry(left, top, width, caption_h)
        buttons = [*self.tokens, self.pile]
        step = min(width // len(buttons), px(130))
        size = int(min(step - 4, height - caption_h - 2, px(96)))
        x0 = left + (width - step * len(buttons)) // 2
        for i, button in enumerate(buttons):
            button.setGeometry(x0 + i * step + 2, top + caption_h + 2, step - 4, size)

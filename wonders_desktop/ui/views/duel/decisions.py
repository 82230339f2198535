"""The decision panels around the structure (the chosen card has its own module, ``detail``): every
decision of the game (Wonder draft, progress tokens, the Great Library, destroying a card, the
Mausoleum, who starts the next age), and the ending (supremacies, the Duel scoring pad).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.core.protocol import Move
from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import Item
from wonders_desktop.ui.art.painter import CardSize, paint_token
from wonders_desktop.ui.art.palette import art_palette, mix
from wonders_desktop.ui.art.widgets import CardWidget, ResourceRow, TokenWidget
from wonders_desktop.ui.language.i18n import name_of
from wonders_desktop.ui.language.labels import category_name
from wonders_desktop.ui.platform.theme import CARD_COLOURS
from wonders_desktop.ui.views.duel import texts
from wonders_desktop.ui.views.duel.faces import card_face, token_icon, wonder_face
from wonders_desktop.ui.views.duel.model import Choice, TableModel
from wonders_desktop.ui.views.final_actions import FinalActions

translate = QCoreApplication.translate

CARD_ASPECT = 1.5
# The rows of the Duel scoring pad, coloured as printed (card colours; Wonders, tokens, military, coins).
PAD_COLOURS = {
    "civilian": "blue", "science": "green", "commercial": "yellow", "guilds": "purple",
    "wonders": "#b08d4a", "progress": "#4f9a52", "military": "#c0392b", "treasury": "#d9a520",
}  # fmt: skip
COLOUR_ROWS = ("civilian", "science", "commercial", "guilds")
PAD_ICONS = {
    "civilian": "cb_blue", "science": "cb_green", "commercial": "cb_yellow", "guilds": "cb_purple",
    "wonders": "pyramid", "progress": "", "military": "shield", "treasury": "coin",
}  # fmt: skip


def clear_layout(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()


class DecisionPanel(QFrame):
    """Every decision but the main move: the options as large cards, tokens or buttons, one click each."""

    def __init__(
        self, request: Callable[[Move], None], parent: QWidget | None = None, compact: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.request = request
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.title.setWordWrap(True)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setProperty("role", "muted")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.options: QBoxLayout = QVBoxLayout() if compact else QHBoxLayout()  # compact: a narrow column
        self.options.setSpacing(8 if compact else 14)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 8 if compact else 12, 16, 8 if compact else 12)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        if not compact:  # a compact bar (who begins the next age) sits beside the structure
            layout.addStretch(1)
        layout.addLayout(self.options)
        if not compact:
            layout.addStretch(1)
        if compact:
            self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self._key: tuple[object, ...] = ()
        self._tiles: list[tuple[QWidget, QWidget]] = []

    def clear(self) -> None:
        if self._key:
            self._key = ()
            self._tiles = []
            clear_layout(self.options)

    def show_decision(self, model: TableModel, names: Callable[[int], str], waiting: str) -> None:
        decision = model.decision or ""
        key = (decision, tuple(c.move for c in model.choices), tuple(model.offered_wonders), waiting)
        if key == self._key:
            return
        self._key = key
        self._tiles = []
        clear_layout(self.options)
        self.options.addStretch(1)
        if model.choices:
            self.title.setText(texts.decision_title(decision))
            self.note.setText(self._note(model, names))
            for choice in model.choices:
                self.options.addWidget(self._option(choice, names))
        else:
            self.title.setText(waiting)
            self.note.setText("")
            for wonder in model.offered_wonders:  # the draft: what the opponent chooses from
                self.options.addWidget(self._wonder_tile(wonder, None))
        self.options.addStretch(1)
        self._size_tiles()

    def _note(self, model: TableModel, names: Callable[[int], str]) -> str:
        if model.decision == "start":
            return translate(
                "DuelTable", "The player whose military is weaker (or who played last, if equal) chooses."
            )
        if model.decision == "draft":
            return translate(
                "DuelTable",
                "Four Wonders per round: one player takes one, the other two, then the first the last.",
            )
        if model.decision == "library":
            return translate("DuelTable", "The other tokens go back to the box.")
        if model.decision == "destroy" and model.destroy_colour:
            return texts.colour_name(model.destroy_colour)
        return ""

    def _option(self, choice: Choice, names: Callable[[int], str]) -> QWidget:
        if choice.kind == "wonder":
            return self._wonder_tile(choice.ident, choice.move)
        if choice.kind == "progress_token":
            return self._token_tile(choice.ident, choice.move)
        if choice.kind == "card":
            return self._card_tile(choice.ident, choice.move)
        seat = int(choice.ident)
        button = QPushButton(translate("DuelTable", "{player} begins").format(player=names(seat)), self)
        button.setObjectName(f"move:{choice.move.to_str()}")
        button.setProperty("primary", True)
        button.setMinimumHeight(round(self.fontMetrics().height() * 2.2))
        button.clicked.connect(lambda _c=False, m=choice.move: self.request(m))
        return button

    def _tile(self, widget: CardWidget | TokenWidget, caption: str, move: Move | None, text: str) -> QWidget:
        """An option: the drawn card or token, its name, and its effect in full (muted)."""
        box = QWidget(self)
        layout = QVBoxLayout(box)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(widget, 0, Qt.AlignmentFlag.AlignHCenter)
        label = QLabel(caption, box)
        label.setProperty("role", "heading")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        layout.addWidget(label)
        effect = QLabel(text, box)
        effect.setWordWrap(True)
        effect.setProperty("role", "muted")
        effect.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(effect)
        layout.addStretch(1)
        if move is not None:
            widget.setObjectName(f"move:{move.to_str()}")
            widget.clicked.connect(lambda m=move: self.request(m))
        self._tiles.append((box, widget))
        return box

    def _wonder_tile(self, wonder: str, move: Move | None) -> QWidget:
        widget = CardWidget(wonder_face(wonder), CardSize.NORMAL, self)
        widget.setToolTip(texts.wonder_tooltip(None, wonder, False))
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus if move else Qt.FocusPolicy.NoFocus)
        name = name_of("wonder", wonder, "duel")
        return self._tile(widget, name, move, texts.effect_text("wonder", wonder))

    def _card_tile(self, card: str, move: Move) -> QWidget:
        widget = CardWidget(card_face(card), CardSize.NORMAL, self)
        widget.setToolTip(texts.card_tooltip(card, None, 0, 0))
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return self._tile(widget, name_of("card", card, "duel"), move, texts.effect_text("card", card))

    def _token_tile(self, token: str, move: Move) -> QWidget:
        widget = TokenWidget(token_icon(token), self, kind="progress", diameter_lines=5.0,
                             tooltip=texts.token_tooltip(token))  # fmt: skip
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        name = name_of("progress_token", token, "duel")
        return self._tile(widget, name, move, texts.effect_text("progress_token", token))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._size_tiles()

    def _size_tiles(self) -> None:
        """Cards as large as the panel allows (up to 13 lines wide), the same for every option."""
        if not self._tiles:
            return
        line = self.fontMetrics().height()
        room = (self.width() - 40 - self.options.spacing() * len(self._tiles)) / max(1, len(self._tiles))
        width = max(line * 6.0, min(line * 13.0, room))
        # the card's height leaves room for the title, the name and a few lines of effect text
        tall = max(line * 4.0, self.height() - line * 12.0)
        card_w = min(width * 0.86, tall / CARD_ASPECT)
        for box, widget in self._tiles:
            box.setFixedWidth(round(width))
            if isinstance(widget, CardWidget):
                widget.setFixedSize(round(card_w), round(card_w * CARD_ASPECT))


class EndingPanel(QFrame):
    """The end: a supremacy shown as such, or the civilian victory with the Duel scoring pad."""

    replayRequested = Signal()
    actions: FinalActions  # type: ignore[assignment]  # shadows QWidget.actions(), which nothing calls on the panel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.subtitle = QLabel(self)
        self.subtitle.setProperty("role", "heading")
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.art = ResourceRow((), self, icon_lines=3.2)
        self.art.setObjectName("endingArt")
        self.pad = ScorePad(self)
        self.replay = QPushButton(self)
        self.replay.setObjectName("replayButton")
        self.replay.clicked.connect(self.replayRequested.emit)
        self.actions = FinalActions(self)  # Analyse…, Rematch, New game…, Back to the table (the shell's)
        self.actions.add_leading(self.replay)  # the replay looks back at the game too: beside Analyse…
        story = QVBoxLayout()  # the result on the left, the scoring pad (civilian victory) on the right
        story.addStretch(1)
        story.addWidget(self.title)
        story.addWidget(self.art, 0, Qt.AlignmentFlag.AlignHCenter)
        story.addWidget(self.subtitle)
        story.addWidget(self.detail)
        story.addStretch(1)
        result = QHBoxLayout()
        result.setSpacing(24)
        result.addLayout(story, 1)
        result.addWidget(self.pad, 0, Qt.AlignmentFlag.AlignVCenter)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.setSpacing(10)
        layout.addLayout(result, 1)
        layout.addWidget(self.actions)  # the replay and Analyse… on the left; what comes next on the right

    def show_outcome(self, outcome: Outcome, model: TableModel, names: Callable[[int], str]) -> None:
        self.replay.setText(translate("DuelTable", "Replay move by move"))
        self.replay.setToolTip(translate("DuelTable", "Replay this game move by move"))
        self.actions.retranslate()
        winners = ", ".join(names(seat) for seat in outcome.winners)
        self.pad.hide()
        if outcome.reason == "military_supremacy":
            self.title.setText(translate("DuelTable", "Military supremacy"))
            self.art.set_items((Item("shield"), Item("conflict_pawn"), Item("shield")))
            loser = 1 - outcome.winners[0]
            text = translate("DuelTable", "{winner} wins: the conflict pawn reached {loser}'s capital.")
            self.subtitle.setText(text.format(winner=winners, loser=names(loser)))
            self.detail.setText("")
        elif outcome.reason in ("science_supremacy", "scientific_supremacy"):
            self.title.setText(translate("DuelTable", "Scientific supremacy"))
            seat = outcome.winners[0]
            owned = [s for s, count in model.cities[seat].science.counts if count]
            symbols = [texts.symbol_name(s) for s in owned]
            self.art.set_items(tuple(Item(symbol) for symbol in owned))
            text = translate("DuelTable", "{winner} wins with six different scientific symbols.")
            self.subtitle.setText(text.format(winner=winners))
            self.detail.setText(", ".join(symbols))
        else:
            self.title.setText(translate("DuelTable", "Civilian victory"))
            best = max(score.total for score in outcome.scores)
            self.art.set_items((Item("laurel", best),))
            if len(outcome.winners) > 1:
                self.subtitle.setText(
                    translate("DuelTable", "Shared victory: {players}").format(players=winners)
                )
            else:
                self.subtitle.setText(
                    translate("DuelTable", "{winner} wins on points.").format(winner=winners)
                )
            self.detail.setText(self._tie_note(outcome))
            self._fill_pad(outcome, names)

    def _tie_note(self, outcome: Outcome) -> str:
        if outcome.tie_break == "civilian":
            return translate(
                "DuelTable", "Tied on points: the most points from civilian (blue) buildings wins."
            )
        return ""

    def _fill_pad(self, outcome: Outcome, names: Callable[[int], str]) -> None:
        self.pad.set_outcome(outcome, [names(seat) for seat in range(len(outcome.scores))])
        self.pad.show()


class ScorePad(QWidget):
    """The Duel scoring pad as printed: one tinted row per category with its symbol, one column per
    player, the totals at the bottom; the winner's column stands out."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorePad")
        self.outcome: Outcome | None = None
        self.players: list[str] = []
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_outcome(self, outcome: Outcome, players: list[str]) -> None:
        self.outcome, self.players = outcome, players
        self.updateGeometry()
        self.update()

    def _rows(self) -> list[str]:
        if self.outcome is None:
            return []
        return [name for name, _ in self.outcome.scores[0].categories] + ["total"]

    def _label(self, category: str) -> str:
        if category in COLOUR_ROWS:
            return texts.colour_name(PAD_COLOURS[category])
        return category_name(category, "duel")

    def _metrics(self) -> tuple[int, int, int]:
        line = self.fontMetrics().height()
        label_w = max((self.fontMetrics().horizontalAdvance(self._label(c)) for c in self._rows()), default=0)
        player_w = max((self.fontMetrics().horizontalAdvance(p) for p in self.players), default=0)
        return round(line * 1.45), label_w + round(line * 2.4), max(player_w + line, line * 5)

    def sizeHint(self) -> QSize:
        row, label_w, column = self._metrics()
        return QSize(label_w + column * len(self.players), row * (len(self._rows()) + 1))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self.outcome is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        row_h, label_w, column = self._metrics()
        bold = QFont(self.font())
        bold.setBold(True)
        for index, player in enumerate(self.players):
            rect = QRectF(label_w + index * column, 0, column, row_h)
            painter.setFont(bold)
            painter.setPen(palette.text)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), player)
        for row, category in enumerate(self._rows(), start=1):
            width = label_w + column * len(self.players)
            self._paint_row(painter, QRectF(0, row * row_h, width, row_h), category)
        painter.end()

    def _paint_row(self, painter: QPainter, rect: QRectF, category: str) -> None:
        assert self.outcome is not None
        palette = art_palette()
        _, label_w, column = self._metrics()
        total = category == "total"
        colour = QColor(CARD_COLOURS.get(PAD_COLOURS.get(category, ""), PAD_COLOURS.get(category, "#888888")))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(mix(palette.surface, colour, 0.16) if not total else palette.surface)
        painter.drawRect(rect.adjusted(0, 1, 0, -1))
        if not total:
            painter.setBrush(colour)
            painter.drawRect(QRectF(rect.left(), rect.top() + 1, 5, rect.height() - 2))
            side = rect.height() * 0.7
            icon = QRectF(rect.left() + 10, rect.center().y() - side / 2, side, side)
            if category == "progress":
                paint_token(painter, icon, "", kind="progress", palette=palette, shadow=False)
            else:
                icons.draw_icon(painter, icon, PAD_ICONS[category])
        font = QFont(self.font())
        font.setBold(total)
        painter.setFont(font)
        painter.setPen(palette.text)
        text_rect = QRectF(rect.left() + rect.height() * 1.3, rect.top(), label_w, rect.height())
        painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft),
                         self._label(category))  # fmt: skip
        for seat, score in enumerate(self.outcome.scores):
            value = score.total if total else score[category]
            cell = QRectF(label_w + seat * column, rect.top(), column, rect.height())
            winner = seat in self.outcome.winners
            painter.setPen(palette.accent if total and winner else palette.text)
            painter.drawText(cell, int(Qt.AlignmentFlag.AlignCenter), str(value))

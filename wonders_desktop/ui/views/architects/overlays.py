"""Things laid over the table for a moment: the battle result, and the score sheet at the end."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.engine.core.scoring import Outcome
from wonders_desktop.ui.art.palette import art_palette, with_alpha
from wonders_desktop.ui.language.i18n import words_of
from wonders_desktop.ui.language.labels import reason_text, tie_break_text
from wonders_desktop.ui.views.architects import texts
from wonders_desktop.ui.views.architects.scorepad import ScorePad
from wonders_desktop.ui.views.final_actions import FinalActions

translate = texts.translate
NAME_CELL = "padding:1px 6px"
RESULT_CELL = "padding:1px 10px 1px 4px"


class Overlay(QFrame):
    """A raised panel with the theme's surface, drawn over the table."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = art_palette()
        painter.setPen(palette.accent)
        painter.setBrush(palette.surface)
        painter.drawRoundedRect(QRectF(self.rect()).adjusted(1, 1, -1, -1), 10, 10)
        painter.end()
        super().paintEvent(event)


class Scrim(QWidget):
    """A veil over the table behind the score sheet, so the sheet reads as the foreground."""

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), with_alpha(art_palette().table, 0.72))
        painter.end()


class BattleBanner(Overlay):
    """ "Battle!": every player's shields and the Military Victory tokens they won. A click closes it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("battleBanner")
        self.title = QLabel(self)
        self.title.setProperty("role", "heading")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lines = QLabel(self)
        self.lines.setTextFormat(Qt.TextFormat.RichText)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.lines.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 12)
        layout.addWidget(self.title)
        layout.addWidget(self.lines)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def show_battle(
        self, shields: Sequence[int], tokens: Sequence[int], seat_name: Callable[[int], str]
    ) -> None:
        """One cell per player (two columns from 5 players): shields → military tokens won."""
        self.title.setText(translate("ArchitectsTable", "Battle!"))
        cells = []
        for seat, (count, won) in enumerate(zip(shields, tokens, strict=True)):
            name = f"<b>{seat_name(seat)}</b>" if won else seat_name(seat)
            result = f"<b>+{won}</b>" if won else "—"
            cells.append(
                f"<td style='{NAME_CELL}'>{name}</td><td style='{RESULT_CELL}'>{count} → {result}</td>"
            )
        columns = 2 if len(cells) >= 5 else 1
        rows = ["".join(cells[start : start + columns]) for start in range(0, len(cells), columns)]
        legend = translate("ArchitectsTable", "Shields → military victory tokens won")
        after = translate(
            "ArchitectsTable", "Red cards with horns are discarded; the Conflict tokens turn back to peace."
        )
        table = "".join(f"<tr>{row}</tr>" for row in rows)
        self.lines.setText(f"<i>{legend}</i><table align='center'>{table}</table><i>{after}</i>")
        self.setToolTip(translate("ArchitectsTable", "Click to close"))

    def height_for(self, width: int) -> int:
        """The height the wrapped lines need at ``width`` (the label alone knows its height for a width)."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        margins = layout.contentsMargins()
        inner = width - margins.left() - margins.right()
        lines = self.lines.heightForWidth(inner)
        spacing = layout.spacing()
        return margins.top() + self.title.sizeHint().height() + spacing + max(lines, 0) + margins.bottom()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self.hide()
        super().mouseReleaseEvent(event)


class EndSheet(Overlay):
    """The score sheet of the rulebook (stages, cat, blue cards, military, Progress tokens) with the
    winner and the tie-break (most stages built)."""

    closed = Signal()
    actions: FinalActions  # type: ignore[assignment]  # shadows QWidget.actions(), which nothing calls on the sheet

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("endSheet")
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.note = QLabel(self)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.pad = ScorePad(self)
        self.actions = FinalActions(self)  # Analyse…, Rematch, New game…, Back to the table (the shell's)
        self.actions.closed.connect(self._close)
        self.close_button = self.actions.close_button
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 14, 20, 14)
        layout.setSpacing(8)
        layout.addWidget(self.title)
        layout.addWidget(self.note)
        layout.addWidget(self.pad, 1)
        layout.addWidget(self.actions)
        self.hide()

    def _close(self) -> None:
        self.hide()
        self.closed.emit()

    def show_outcome(self, outcome: Outcome, stages: Sequence[int], seat_name: Callable[[int], str]) -> None:
        names = [seat_name(seat) for seat in range(len(outcome.scores))]
        winners = [names[seat] for seat in outcome.winners]
        if len(winners) == 1:
            self.title.setText(translate("ArchitectsTable", "{player} wins!").format(player=winners[0]))
        else:
            self.title.setText(
                translate("ArchitectsTable", "Shared victory: {players}").format(players=", ".join(winners))
            )
        note = [reason_text(outcome.reason, texts.GAME)]
        if outcome.tie_break:
            note.append(
                translate("ArchitectsTable", "Tie broken by {rule}.").format(
                    rule=tie_break_text(outcome.tie_break, texts.GAME, words=words_of())
                )
            )
        else:
            note.append(
                translate("ArchitectsTable", "A tie would go to the player with the most stages built.")
            )
        self.note.setText(" ".join(note))
        self.actions.retranslate()
        self.pad.set_outcome(outcome, names, stages)

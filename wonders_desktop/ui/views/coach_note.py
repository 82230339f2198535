"""The coach's note: a small card floating over the top of the table, never a modal dialog.

Two faces. While the coach rates the move just chosen it says so in one quiet line with *Play now*
(the player need not wait for it, and may also simply choose another move). When the move is a mistake
or a blunder it says what it costs and what the hard bot prefers, with *Play anyway* (focused: Enter)
and *Show me*; Esc chooses again. The note takes the keyboard focus only for that warning, so keys
meant for the table are never swallowed while it merely checks.

It floats like the shell's banner (``window/banner.py``: it never takes the table's room, so the table
does not relayout when it comes and goes), in the room the table leaves for notices
(``GameView.notice_room``), below the banner when both show. The words are given by the window
(``window/coaching.py``): the note only shows them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt, Signal, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGraphicsDropShadowEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.language.help_words import Row, common_keys, key
from wonders_desktop.ui.platform.screen_fit import hidden
from wonders_desktop.ui.views.base import GameView

translate = QCoreApplication.translate
MARGIN = 12  # pixels between the note and the edges of the table it floats over
WIDEST = 640
STEP = 8  # pixels between the heights tried for the note over a table that names what it keeps clear
SHOW_KEY = "Alt+S"  # a fixed key, not a mnemonic: a translated label would move it


def keyboard_rows() -> list[Row]:
    """Help ▸ Keyboard: the note's keys (the window's page, since the note is the same in every game)."""
    return [
        (common_keys()["enter"], translate("CoachNote", "Coach's note: play your move anyway")),
        (key(SHOW_KEY), translate("CoachNote", "Coach's note: show me the better move")),
        (key("Esc"), translate("CoachNote", "Coach's note: choose again")),
    ]


class CoachNote(QFrame):
    """The note; the window connects its three requests to the coach."""

    playRequested = Signal()  # Play anyway / Play now
    showRequested = Signal()  # Show me
    againRequested = Signal()  # Esc: choose again
    retranslated = Signal()  # the language changed while it shows: the window words it again

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("coachNote")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.label = QLabel(self)
        self.label.setObjectName("coachText")
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.play_button = self._button("coachPlay", self.playRequested)
        self.show_button = self._button("coachShow", self.showRequested)
        self.show_key = QShortcut(QKeySequence(SHOW_KEY), self)
        self.show_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # while the note has focus
        self.show_key.activated.connect(self._show_key)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(18)
        shadow.setOffset(0, 3)
        self.setGraphicsEffect(shadow)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.show_button)
        buttons.addWidget(self.play_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 8, 10, 8)
        layout.addWidget(self.label)
        layout.addLayout(buttons)
        parent.installEventFilter(self)  # follows the table's size
        self.warning = False
        self.retranslate()
        self.hide()

    def _button(self, name: str, signal: SignalInstance) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        button.setAutoDefault(True)  # Enter presses the focused button, as in a dialog
        button.clicked.connect(signal.emit)
        return button

    def retranslate(self) -> None:
        if self.warning:
            self.play_button.setText(translate("CoachNote", "Play anyway"))
        else:
            self.play_button.setText(translate("CoachNote", "Play now"))
        self.play_button.setToolTip(translate("CoachNote", "Play the move you chose (Enter)"))
        self.show_button.setText(translate("CoachNote", "Show me"))
        self.show_button.setToolTip(
            translate("CoachNote", "Mark the hard bot's move on the table and choose again ({key})").format(
                key=SHOW_KEY
            )
        )
        self.setAccessibleName(translate("CoachNote", "Coach"))

    def show_checking(self, html: str) -> None:
        """The quiet face: the move is being rated; Play now. The focus stays on the table."""
        self.warning = False
        self.show_button.hide()
        self._show(html)

    def show_warning(self, html: str) -> None:
        """The warning: Play anyway (focused, Enter), Show me, Esc to choose again."""
        self.warning = True
        self.show_button.show()
        self._show(html)
        self.play_button.setFocus(Qt.FocusReason.OtherFocusReason)
        QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))

    def _show(self, html: str) -> None:
        self.retranslate()
        self.label.setText(html)
        self.setAccessibleDescription(self.label.text())
        self.place()
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        """Gone; the focus it held goes back to the table's choice (the table then settles it)."""
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        if focus is not None and had_focus:
            focus.clearFocus()  # else hiding it hands the focus to the next button of the table
        self.hide()
        self.warning = False
        if had_focus:
            view = self._view()
            if view is not None:
                view.return_focus()

    def _show_key(self) -> None:
        if self.warning:
            self.showRequested.emit()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.warning:
            self.againRequested.emit()
            return
        super().keyPressEvent(event)

    # --- where it floats -----------------------------------------------------------------------------
    def _view(self) -> GameView | None:
        holder = self.parentWidget()  # the table may sit deeper, in the zoom's scroll area
        return holder.findChild(GameView) if holder is not None else None

    def place(self) -> None:
        """In the table's notice room, under the banner when one shows: centred at its top, or, when the
        table names what the player reads to decide (``GameView.keep_clear``), where it hides the least
        of that, the highest such place (7 Wonders: between your board and your hand, not on the
        neighbours' lines)."""
        holder = self.parentWidget()
        if holder is None:
            return
        room = holder.rect()
        view = self._view()
        keep: list[QRect] = []
        if view is not None:
            asked = view.notice_room()  # cut to what shows: a table wider than the window scrolls
            room = QRect(view.mapTo(holder, asked.topLeft()), asked.size()).intersected(holder.rect())
            keep = [QRect(view.mapTo(holder, part.topLeft()), part.size()) for part in view.keep_clear()]
        top = room.top() + MARGIN // 2
        for sibling in holder.children():
            if isinstance(sibling, QWidget) and sibling.objectName() == "banner" and sibling.isVisible():
                top = max(top, sibling.geometry().bottom() + MARGIN // 2)
        width = max(240, min(WIDEST, room.width() - 2 * MARGIN))
        layout = self.layout()
        height = layout.totalHeightForWidth(width) if layout is not None else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        left = room.left() + (room.width() - width) // 2
        bottom = min(room.bottom(), holder.height() - 1) - MARGIN // 2 - height
        tops = [top, *range(top, bottom + 1, STEP)] if keep else [top]
        self.setGeometry(min((QRect(left, y, width, height) for y in tops), key=lambda r: hidden(r, keep)))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.place()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            if self.isVisible():
                self.retranslated.emit()
        super().changeEvent(event)

"""A quiet, dismissible note over the top of the table: end-of-age military results (until the player has
played in the next age), the end of the game.

It floats over the table rather than taking a row of the layout: shown in the layout it took ~110 px
from the Duel table at 1280×820 and squeezed the cities' names under the small font (issue 39). Esc (an
end-of-age banner) or its × closes it; screen readers hear its text when it appears (an announcement).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QRect, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QKeySequence, QShortcut, QTextDocumentFragment
from PySide6.QtWidgets import QFrame, QGraphicsDropShadowEffect, QHBoxLayout, QLabel, QToolButton, QWidget

from wonders_desktop.ui.views.base import GameView

try:  # Qt 6.8 and later: the text itself is announced
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - PySide6 6.6 and 6.7 (pyproject allows them): an alert instead
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment, misc]  # the class is missing: None says so

translate = QCoreApplication.translate
MARGIN = 12  # pixels between the banner and the edges of the table it floats over
WIDEST = 760  # a banner no wider than this: it covers as little of the table as it can


class Banner(QFrame):
    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAccessibleName(translate("Banner", "Notice"))
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.close_button = QToolButton(self)
        self.close_button.setText("×")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.hide)
        # Esc closes an end-of-age banner (only while it shows). Not the game's end: there Esc folds the
        # table's score sheet, as Help ▸ Keyboard says; its × closes that banner.
        self.shortcut = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        self.shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        self.shortcut.activated.connect(self.hide)
        shadow = QGraphicsDropShadowEffect(self)
        shadow.setBlurRadius(18)
        shadow.setOffset(0, 3)
        self.setGraphicsEffect(shadow)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        parent.installEventFilter(self)  # follows the table's size
        self.retranslate()
        self.hide()
        self.age_move: int | None = None  # an end-of-age banner: the move that ended the age

    def retranslate(self) -> None:
        if self.shortcut.isEnabled():
            close = translate("Banner", "Close this notice (Esc)")
        else:
            close = translate("Banner", "Close this notice")
        self.close_button.setToolTip(close)
        self.close_button.setAccessibleName(close)

    def show_text(self, html: str, age_move: int | None = None) -> None:
        """Show ``html``; with ``age_move`` it is an end-of-age banner, gone once the next age is played."""
        self.label.setText(html)
        self.age_move = age_move
        self.shortcut.setEnabled(age_move is not None)
        self.retranslate()
        plain = QTextDocumentFragment.fromHtml(html).toPlainText()
        self.setAccessibleDescription(plain)
        self.place()
        self.show()
        self.raise_()
        if QAccessibleAnnouncementEvent is not None:
            QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self, plain))
        else:  # a screen reader reads the alert's name and description
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.Alert))

    def next_age_played(self, move: int) -> None:
        """Move ``move`` played a card of the next age: an end-of-age banner has said its piece."""
        if self.age_move is not None and move > self.age_move:
            self.age_move = None
            self.hide()

    def place(self) -> None:
        """At the top of the table, centred in the room it leaves for notices (``GameView.notice_room``:
        Duel's Hint and Take back stay uncovered), as wide as the text needs up to ``WIDEST``."""
        holder = self.parentWidget()
        if holder is None:
            return
        room = holder.rect()
        view = holder.findChild(GameView)  # in the table's scroll area
        if view is not None:
            asked = view.notice_room()
            room = QRect(view.mapTo(holder, asked.topLeft()), asked.size()).intersected(holder.rect())
        width = max(200, min(WIDEST, room.width() - 2 * MARGIN))
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        height = max(height, self.minimumSizeHint().height())
        self.setGeometry(room.left() + (room.width() - width) // 2, room.top() + MARGIN // 2, width, height)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

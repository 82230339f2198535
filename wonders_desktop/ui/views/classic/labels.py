"""Labels for names that may be long (a wonder and its side, a player, a card in the action bar).

A name is shown whole whenever the layout can: on one line, else on two; eliding (…) is the last resort,
and the widgets that use these labels put the whole name in the tooltip.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from wonders_desktop.ui.art.drawing import wrap_lines


class ElidedLabel(QLabel):
    """One line of plain text, elided (…) when narrow — the full text stays in the tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.set_full_text(text)

    def full_text(self) -> str:
        """The whole text, whatever part of it is shown."""
        return self._full

    def set_full_text(self, text: str) -> None:
        if text != self._full:
            self._full = text
            self._elide()
            self.updateGeometry()  # the hints follow the whole text, even when the shown one is unchanged

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().height() * 2, super().minimumSizeHint().height())

    def sizeHint(self) -> QSize:
        """The plain label's hint for the whole text (the same as a QLabel's when nothing is elided)."""
        hint = super().sizeHint()
        metrics, room, flags = self.fontMetrics(), QRect(0, 0, 1 << 20, 1 << 20), int(self.alignment())
        hidden = metrics.boundingRect(room, flags, self._full).width()
        hidden -= metrics.boundingRect(room, flags, self.text()).width()
        return QSize(hint.width() + max(0, hidden), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, max(0, self.width()))
        if shown != self.text():
            self.setText(shown)


class NameLabel(ElidedLabel):
    """A name (a wonder and its side, a player) on one line when it fits, else on two: broken at its
    `` · `` (``Bizancio`` / ``cara B``) or at a space. Only when two lines cannot hold it either is a
    line elided (…); the tooltip always has the whole name."""

    SEPARATOR = " · "
    wraps = True

    def __init__(self, text: str = "", parent: QWidget | None = None, *, wraps: bool = True) -> None:
        super().__init__("", parent)
        self.wraps = wraps
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)  # hint: one line
        self.set_full_text(text)

    def _parts(self) -> tuple[str, str]:
        """The name and what follows its separator (``""`` when it has none)."""
        head, separator, _tail = self._full.partition(self.SEPARATOR.strip())
        if not separator or not head.strip():
            return self._full, ""
        return head.rstrip(), self._full[len(head.rstrip()) :]

    def lines_for(self, width: int) -> list[str]:
        """The lines shown ``width`` wide (the one rule for painting, size hints and tests). A label that
        does not wrap keeps the name whole and shortens what follows it (a status: "thinking…")."""
        full, metrics = self._full, QFontMetricsF(self.font())
        if not full or metrics.horizontalAdvance(full) <= width:
            return [full] if full else []
        head, rest = self._parts()
        if not self.wraps:
            room = width - metrics.horizontalAdvance(head)
            if rest and room > metrics.horizontalAdvance("…"):
                return [head + metrics.elidedText(rest, Qt.TextElideMode.ElideRight, room)]
            return [metrics.elidedText(head, Qt.TextElideMode.ElideRight, width)]
        if not rest:
            return wrap_lines(metrics, full, float(width), 2)
        lines = [head, rest.strip().lstrip("·").strip()]
        return [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in lines]

    def two_lines_width(self) -> int:
        """The narrowest width that shows the whole name on two lines (the layout's minimum)."""
        head, rest = self._parts()
        if rest:
            parts: tuple[str, ...] = (head, rest.strip().lstrip("·").strip())
        else:
            words = self._full.split()
            half = max(1, (len(words) + 1) // 2)
            parts = (" ".join(words[:half]), " ".join(words[half:]))
        metrics = QFontMetricsF(self.font())
        return math.ceil(max((metrics.horizontalAdvance(part) for part in parts), default=0.0)) + 1

    def minimumSizeHint(self) -> QSize:
        if not self.wraps:  # the name whole, what follows it shortened
            head, rest = self._parts()
            metrics = QFontMetricsF(self.font())
            width = metrics.horizontalAdvance(head) + (metrics.horizontalAdvance(" …") if rest else 0)
            return QSize(math.ceil(width) + 1, QLabel.minimumSizeHint(self).height())
        width = min(self.two_lines_width(), self.fontMetrics().height() * 8)
        return QSize(width, QLabel.minimumSizeHint(self).height())

    def _elide(self) -> None:
        shown = "\n".join(self.lines_for(max(0, self.width())))
        if shown != self.text():
            lines_before = self.text().count("\n")
            self.setText(shown)
            if shown.count("\n") != lines_before:
                self.updateGeometry()  # one line or two: the row's height changes

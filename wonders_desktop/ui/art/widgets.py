"""Ready-made widgets over the painter: a card, a token, an icon with a number, a row of items.

Sizes are in logical pixels derived from the widget's font (``fontMetrics().height()``), so a larger
font gives larger cards and text is never clipped; pixmaps follow ``devicePixelRatioF()``, so HiDPI and
4K screens get sharp icons. Tooltips and accessible names come from the caller (already translated).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QTextDocumentFragment
from PySide6.QtWidgets import QSizePolicy, QWidget

from wonders_desktop.ui.art import icons
from wonders_desktop.ui.art.cardface import NUMBER_INSIDE, CardBack, CardFace, Item
from wonders_desktop.ui.art.clickable import Clickable
from wonders_desktop.ui.art.painter import (
    CARD_ASPECT,
    NUMBER_INK,
    CardSize,
    CardState,
    Emphasis,
    draw_number,
    paint_card,
    paint_items,
    paint_token,
    row_width,
)
from wonders_desktop.ui.art.palette import art_palette

# Card widths in lines of the widget's font: SMALL, NORMAL, LARGE portrait cards; a CHIP is a strip.
WIDTH_IN_LINES = {CardSize.SMALL: 5.6, CardSize.NORMAL: 9.2, CardSize.LARGE: 15.0, CardSize.CHIP: 11.0}
CHIP_HEIGHT_IN_LINES = 1.7


def card_size(font_height: float, size: CardSize, width_lines: float | None = None) -> QSize:
    """The logical size of a card widget of ``size`` for a font ``font_height`` pixels high
    (``width_lines`` overrides the size class's width, in lines of the font)."""
    width = font_height * (width_lines or WIDTH_IN_LINES[size])
    height = font_height * CHIP_HEIGHT_IN_LINES if size is CardSize.CHIP else width / CARD_ASPECT
    return QSize(round(width), round(height))


def spoken(rich: str) -> str:
    """A tooltip's rich text as a screen reader should read it: words, no tags."""
    return QTextDocumentFragment.fromHtml(rich).toPlainText().strip() if rich else ""


def speak(widget: QWidget, name: str, tooltip: str) -> None:
    """Name ``widget`` for screen readers: ``name``, else the tooltip's first line (its title); the whole
    tooltip is the description."""
    words = spoken(tooltip)
    widget.setAccessibleName(name or words.split("\n", 1)[0])
    widget.setAccessibleDescription(words)


class _Clickable(Clickable):
    """The kit's clickable behaviour (``clickable.Clickable``) with the card's state: emphasis, badge and
    selection from the caller, hover and focus the widget's own."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = CardState()
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def state(self) -> CardState:
        return self._state

    def set_state(self, state: CardState) -> None:
        """Emphasis, badge and selection from the caller; hover and focus stay the widget's own."""
        old = self._state
        self._state = CardState(state.emphasis, state.badge, state.selected, old.hovered, self.hasFocus())
        selectable = state.emphasis is Emphasis.HIGHLIGHTED
        self.setCursor(Qt.CursorShape.PointingHandCursor if selectable else Qt.CursorShape.ArrowCursor)
        self.update()

    def flags_changed(self, hovered: bool | None = None, focused: bool | None = None) -> None:
        old = self._state
        self._state = CardState(
            old.emphasis,
            old.badge,
            old.selected,
            old.hovered if hovered is None else hovered,
            old.focused if focused is None else focused,
        )
        self.update()


class CardWidget(_Clickable):
    """One card (face or back) as a focusable widget: ``clicked`` on mouse click, Space or Enter.

    ``tooltip`` and ``accessible_name`` are the caller's (translated) texts; the accessible name
    defaults to the card's title. ``width_lines`` sets the width in lines of the font (the height
    follows the card's aspect); by default the size class decides (``WIDTH_IN_LINES``).
    """

    def __init__(
        self,
        face: CardFace | CardBack,
        size: CardSize = CardSize.NORMAL,
        parent: QWidget | None = None,
        *,
        state: CardState | None = None,
        tooltip: str = "",
        accessible_name: str = "",
        width_lines: float | None = None,
    ) -> None:
        super().__init__(parent)
        self._face = face
        self._size = size
        self._width_lines = width_lines
        self.set_face(face, tooltip=tooltip, accessible_name=accessible_name)
        if state is not None:
            self.set_state(state)

    def face(self) -> CardFace | CardBack:
        return self._face

    def card_size_class(self) -> CardSize:
        return self._size

    def set_face(self, face: CardFace | CardBack, *, tooltip: str = "", accessible_name: str = "") -> None:
        self._face = face
        self.setToolTip(tooltip)
        self.setAccessibleName(accessible_name or (face.title if isinstance(face, CardFace) else ""))
        self.setAccessibleDescription(spoken(tooltip))
        self.update()

    def set_size_class(self, size: CardSize) -> None:
        self._size = size
        self.updateGeometry()
        self.update()

    def set_width_lines(self, lines: float | None) -> None:
        """Make the card ``lines`` lines of the font wide (``None``: the size class's width)."""
        self._width_lines = lines
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:
        return card_size(self.fontMetrics().height(), self._size, self._width_lines)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_card(painter, QRectF(self.rect()), self._face, self._state, art_palette(), self._size)
        painter.end()


class TokenWidget(_Clickable):
    """A round token (progress, conflict, coin with a number) as a focusable widget.

    ``diameter_lines`` is the diameter in lines of the widget's font.
    """

    def __init__(
        self,
        icon: str = "",
        parent: QWidget | None = None,
        *,
        number: int | str | None = None,
        kind: str = "plain",
        diameter_lines: float = 2.6,
        tooltip: str = "",
        accessible_name: str = "",
    ) -> None:
        super().__init__(parent)
        self._icon = icon
        self._number = number
        self._kind = kind
        self._diameter = diameter_lines
        self.setToolTip(tooltip)
        speak(self, accessible_name, tooltip)

    def set_token(self, icon: str = "", *, number: int | str | None = None, kind: str | None = None) -> None:
        self._icon = icon
        self._number = number
        if kind is not None:
            self._kind = kind
        self.update()

    def sizeHint(self) -> QSize:
        side = round(self.fontMetrics().height() * self._diameter)
        return QSize(side, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_token(painter, QRectF(self.rect()), self._icon, number=self._number, kind=self._kind,
                    state=self._state, palette=art_palette())  # fmt: skip
        painter.end()


class IconLabel(QWidget):
    """An icon and a number or short text beside it (``IconLabel("coin", 7)``: a coin then "7").

    With ``inside=True`` the number is printed in the icon (coins, laurels). The icon is
    ``icon_lines`` lines of the font high (default 1.35, or 1.9 with the number inside).
    """

    def __init__(
        self,
        icon: str,
        value: int | str | None = None,
        parent: QWidget | None = None,
        *,
        inside: bool = False,
        icon_lines: float | None = None,
        tooltip: str = "",
        accessible_name: str = "",
    ) -> None:
        super().__init__(parent)
        self._icon = icon
        self._value = value
        self._inside = inside
        self._icon_lines = icon_lines or (1.9 if inside else 1.35)
        self.setToolTip(tooltip)
        speak(self, accessible_name, tooltip)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_value(self, value: int | str | None) -> None:
        self._value = value
        self.updateGeometry()
        self.update()

    def value(self) -> int | str | None:
        return self._value

    def _icon_side(self) -> int:
        return round(self.fontMetrics().height() * self._icon_lines)

    def _text(self) -> str:
        return "" if self._value is None or self._inside else str(self._value)

    def sizeHint(self) -> QSize:
        side = self._icon_side()
        text = self._text()
        width = round(side * icons.aspect(self._icon))
        if text:
            width += round(side * 0.2) + self._bold_metrics_width(text)
        return QSize(width + 2, side)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _bold_metrics_width(self, text: str) -> int:
        font = self.font()
        font.setBold(True)
        return QFontMetrics(font).horizontalAdvance(text) + 1

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self._icon_side()
        top = (self.height() - side) / 2
        box = QRectF(0, top, side * icons.aspect(self._icon), side)
        icons.draw_icon(painter, box, self._icon)
        if self._inside and self._value is not None:
            ink = NUMBER_INK if self._icon in NUMBER_INSIDE else self.palette().windowText().color()
            draw_number(painter, box, self._value, ink)
        text = self._text()
        if text:
            font = self.font()
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(self.palette().windowText().color())
            rest = QRectF(box.right() + side * 0.2, 0, self.width() - box.right(), self.height())
            painter.drawText(rest, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        painter.end()


class ResourceRow(QWidget):
    """A row of items (costs, production, ``choice("wood", "clay")``) at ``icon_lines`` lines high."""

    def __init__(
        self,
        items: Sequence[Item] = (),
        parent: QWidget | None = None,
        *,
        icon_lines: float = 1.35,
        tooltip: str = "",
        accessible_name: str = "",
    ) -> None:
        super().__init__(parent)
        self._items = tuple(items)
        self._icon_lines = icon_lines
        self.setToolTip(tooltip)
        speak(self, accessible_name, tooltip)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)

    def set_items(self, items: Sequence[Item]) -> None:
        self._items = tuple(items)
        self.updateGeometry()
        self.update()

    def items(self) -> tuple[Item, ...]:
        return self._items

    def _icon_side(self) -> float:
        return self.fontMetrics().height() * self._icon_lines

    def sizeHint(self) -> QSize:
        side = self._icon_side()
        return QSize(round(row_width(self.font(), self._items, side)) + 2, round(side))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self._icon_side()
        rect = QRectF(QPointF(0, 0), QRectF(self.rect()).size())
        paint_items(painter, rect, self._items, self.palette().windowText().color(), largest=side,
                    align=Qt.AlignmentFlag.AlignLeft)  # fmt: skip
        painter.end()

"""Screen-reader access to painted widgets: one accessible child per painted piece (card, Wonder, token).

A painted widget (the Duel structure, a city's Wonders) is one ``QWidget`` to Qt: a screen reader would
see a single blank "client" with nothing to read. Qt's answer is an accessibility factory
(``QAccessible.installFactory``) that returns our own ``QAccessibleWidget`` for such a widget, whose
children are small ``QAccessibleInterface`` objects, one per painted piece. A table registers a
*piece source* for its widget class: a function that lists the pieces as the widget shows them now
(name and state in the player's language, where it lies, whether the player can act on it). The
pieces come from the table's model, which comes from the engine: this module names, it decides nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QRect, QRectF
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface, QWindow
from PySide6.QtWidgets import QAccessibleWidget, QWidget

from wonders_desktop.ui.art.clickable import Clickable
from wonders_desktop.ui.art.widgets import spoken as plain  # a tooltip's words, no tags


@dataclass(frozen=True, slots=True)
class Piece:
    """One painted piece as a screen reader hears it."""

    key: str  # stable while the piece stays on the table (the child interface is kept for it)
    name: str  # the piece's name and its state, in the player's language
    description: str  # the piece's full text (a tooltip's words), plain
    rect: QRectF  # in the widget's coordinates
    actionable: bool  # the player can act on it now (the engine's legal moves say so)
    role: QAccessible.Role = QAccessible.Role.Button
    focused: bool = False
    selected: bool = False


PieceSource = Callable[[QWidget], list[Piece]]
_SOURCES: dict[type[QWidget], tuple[PieceSource, str]] = {}
_INSTALLED = False
__all__ = ["Piece", "PieceSource", "install", "plain", "register", "with_state"]


def with_state(name: str, state: str) -> str:
    """A piece's name then its state, as a screen reader reads them ("Baths, can be built for free")."""
    return QCoreApplication.translate("Accessible", "{name}, {state}").format(name=name, state=state)


def install() -> None:
    """Install the factory once (the app does at start): painted pieces and clickable cards get their
    interfaces from then on."""
    global _INSTALLED
    if not _INSTALLED:
        QAccessible.installFactory(_factory)
        _INSTALLED = True


def register(widget_type: type[QWidget], source: PieceSource, moved: str = "") -> None:
    """Expose the pieces ``source`` lists for every widget of ``widget_type`` (installs the factory).
    ``moved``: the widget's signal sent when the keyboard moves its focus ring to another piece (the
    screen reader is told, so it reads the new piece)."""
    _SOURCES[widget_type] = (source, moved)
    install()


def _factory(_key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, Clickable):
        return ClickableInterface(obj)
    found = _SOURCES.get(type(obj))  # type: ignore[arg-type]  # any QObject asks; only widgets are keys
    if found is None or not isinstance(obj, QWidget):
        return None
    return PaintedInterface(obj, *found)


class ClickableInterface(QAccessibleWidget):
    """A painted card, token, deck or stage that is its own widget (``Clickable``): a button to a screen
    reader (Qt would say "client"), unavailable while a click would do nothing, selected as drawn."""

    def __init__(self, widget: Clickable) -> None:
        super().__init__(widget, QAccessible.Role.Button)

    def state(self) -> QAccessible.State:
        state = super().state()
        widget = self.widget()
        if isinstance(widget, Clickable):
            state.disabled = not widget.accepts_clicks()
            painted = getattr(widget, "state", None)
            selected = getattr(painted(), "selected", False) if callable(painted) else False
            state.selectable = True
            state.selected = bool(selected)
        return state


class PaintedInterface(QAccessibleWidget):
    """A painted widget whose children are its pieces (a list of buttons and items)."""

    def __init__(self, widget: QWidget, source: PieceSource, moved: str = "") -> None:
        super().__init__(widget, QAccessible.Role.List)
        self._source = source
        self._children: dict[str, PieceInterface] = {}  # kept alive: Qt holds no Python reference
        widget.destroyed.connect(partial(release, self._children))  # not a method: self dies with it
        if moved:
            getattr(widget, moved).connect(self.focus_moved)

    def focus_moved(self, *_args: object) -> None:
        """Tell the screen reader which piece has the focus ring now (it reads its name and state)."""
        try:
            child = self.focusChild()
        except RuntimeError:  # the widget is gone
            return
        if child is not None:
            QAccessible.updateAccessibility(QAccessibleEvent(child, QAccessible.Event.Focus))

    def pieces(self) -> list[Piece]:
        return self._source(self.widget()) if self.isValid() else []

    def piece(self, key: str) -> Piece | None:
        return next((p for p in self.pieces() if p.key == key), None)

    def _child_for(self, piece: Piece) -> PieceInterface:
        found = self._children.get(piece.key)
        if found is None:
            found = self._children[piece.key] = PieceInterface(self, piece.key)
        return found

    def childCount(self) -> int:
        return len(self.pieces())

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        pieces = self.pieces()
        return self._child_for(pieces[index]) if 0 <= index < len(pieces) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        key = getattr(child, "key", None)
        return next((i for i, p in enumerate(self.pieces()) if p.key == key), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        point = self.widget().mapFromGlobal(QRect(x, y, 1, 1).topLeft()).toPointF()
        for piece in reversed(self.pieces()):  # later pieces are painted over earlier ones
            if piece.rect.contains(point):
                return self._child_for(piece)
        return None

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        focused = next((p for p in self.pieces() if p.focused), None)
        return self._child_for(focused) if focused is not None else None


def release(children: dict[str, PieceInterface], *_destroyed: object) -> None:
    """A painted widget is gone: its pieces' interfaces leave Qt's accessibility cache. Qt drops a
    widget's own interface with the widget, but a piece has no object of its own: once a screen reader
    asked for its id (``QAccessible.uniqueId``), Qt would keep it, and through it the whole table's
    interfaces, until the app quits — one table's worth more with every game."""
    for child in children.values():
        QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(child))
    children.clear()


class PieceInterface(QAccessibleInterface):
    """One painted piece: its name and state read from the widget each time (never stale)."""

    def __init__(self, owner: PaintedInterface, key: str) -> None:
        super().__init__()
        self.owner = owner
        self.key = key

    def _piece(self) -> Piece | None:
        try:
            return self.owner.piece(self.key) if self.owner.isValid() else None
        except RuntimeError:  # the widget and its interface are gone; a screen reader may still ask
            return None

    def isValid(self) -> bool:
        return self._piece() is not None

    def object(self) -> QObject | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        return self.owner.window() if self._piece() is not None else None

    def parent(self) -> QAccessibleInterface:
        return self.owner

    def childCount(self) -> int:
        return 0

    def child(self, _index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        return None

    def indexOfChild(self, _child: QAccessibleInterface) -> int:
        return -1

    def childAt(self, _x: int, _y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # Qt takes a null pointer here (none); the stub leaves out None
        return None

    def text(self, kind: QAccessible.Text) -> str:
        piece = self._piece()
        if piece is None:
            return ""
        if kind == QAccessible.Text.Name:
            return piece.name
        if kind == QAccessible.Text.Description:
            return piece.description
        return ""

    def setText(self, _kind: QAccessible.Text, _text: str) -> None:
        return None

    def role(self) -> QAccessible.Role:
        piece = self._piece()
        return piece.role if piece is not None else QAccessible.Role.NoRole

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        piece = self._piece()
        if piece is None:
            state.invisible = True
            return state
        state.focusable = piece.actionable
        state.focused = piece.focused
        state.selectable = piece.actionable
        state.selected = piece.selected
        # a button the player cannot press now is "unavailable"; a piece that only informs is not
        state.disabled = piece.role == QAccessible.Role.Button and not piece.actionable
        return state

    def rect(self) -> QRect:
        piece = self._piece()
        if piece is None:  # checked first: the owner may be gone
            return QRect()
        widget = self.owner.widget()
        local = piece.rect.toAlignedRect()
        return QRect(widget.mapToGlobal(local.topLeft()), local.size())

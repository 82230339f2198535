"""The Duel table's keys (one focus model, ``views.keys``): the arrows walk the accessible cards of the
structure (a decision's options while one is asked) whatever widget was clicked last; Enter presses the
focused button; B builds the selected card, S discards it for coins, W builds a Wonder with it.

Kept beside the table so that the table only draws; it reads the table's widgets and asks its model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QWidget

from wonders_desktop.ui.art.painter import CardState, Emphasis
from wonders_desktop.ui.art.widgets import CardWidget, TokenWidget
from wonders_desktop.ui.views.keys import PLAIN

if TYPE_CHECKING:
    from wonders_desktop.ui.views.duel.table import DuelTable

STRUCTURE_PAGE, DECISION_PAGE, ENDING_PAGE = range(3)  # the table's stacked pages, in order
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class DuelKeyboard:
    """What the Duel table's keys do."""

    def __init__(self, table: DuelTable) -> None:
        self.table = table

    def key_pressed(self, event: QKeyEvent) -> bool:
        """Enter on a focused button, or a card letter: True when the key was used."""
        focused = self.table.focusWidget()
        if event.key() in ENTER_KEYS and isinstance(focused, QPushButton) and focused.isEnabled():
            focused.click()
            return True
        return event.modifiers() in PLAIN and self.card_key(Qt.Key(event.key()))

    def step(self, delta: int) -> bool:
        """The arrow keys: the next accessible card of the structure, or the next option of a decision."""
        panel = self.options_panel()
        if panel is not None:
            return self.step_options(panel, delta)
        if self.table.pages.currentIndex() != STRUCTURE_PAGE or not self.table.structure.step(delta):
            return False
        self.table.structure.setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def options_panel(self) -> QWidget | None:
        """The panel whose options the arrows walk while a decision is asked (who begins, a token...)."""
        if self.table.start_bar.isVisible():
            return self.table.start_bar
        return self.table.decision if self.table.pages.currentIndex() == DECISION_PAGE else None

    @staticmethod
    def options_of(panel: QWidget) -> list[QWidget]:
        """The options of a decision's panel the keys reach, in order."""
        return [
            widget
            for widget in panel.findChildren(QWidget)
            if widget.isVisible() and widget.isEnabled() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
        ]

    @classmethod
    def step_options(cls, panel: QWidget, delta: int) -> bool:
        options = cls.options_of(panel)
        if not options:
            return False
        focus = panel.focusWidget()
        index = options.index(focus) if focus in options else (-1 if delta > 0 else 0)
        options[(index + delta) % len(options)].setFocus(Qt.FocusReason.TabFocusReason)
        return True

    def focus_choice(self) -> bool:
        """The viewer's choice takes the focus: a decision's first option (a Wonder of the draft, a
        token, who begins), else the structure, its focus ring on an accessible card (Enter shows that
        card's actions; the discard pile stays shown until then). False: nothing shown."""
        table = self.table
        panel = self.options_panel()
        if panel is not None:
            options = self.options_of(panel) if panel.isVisible() else []
            if options:
                options[0].setFocus(Qt.FocusReason.OtherFocusReason)
            return bool(options)
        model = table.model
        if table.pages.currentIndex() != STRUCTURE_PAGE or model is None or not model.viewer_acts:
            return False
        if not table.structure.isVisible() or not table.structure.accessible_order():
            return False
        table.structure.setFocus(Qt.FocusReason.OtherFocusReason)  # its ring on an accessible card
        return True

    def focus_home(self) -> None:
        """The focused button went away (a move played, a panel rebuilt): the structure takes the focus
        back, or the table while a decision or the ending shows."""
        table = self.table
        on_structure = table.pages.currentIndex() == STRUCTURE_PAGE and table.structure.isVisible()
        (table.structure if on_structure else table).setFocus(Qt.FocusReason.OtherFocusReason)

    def card_key(self, key: Qt.Key) -> bool:
        """B build, S discard for coins, W a Wonder: the selected card's move, when the viewer may play it."""
        table, model = self.table, self.table.model
        if model is None or table.replay is not None or table.pages.currentIndex() != STRUCTURE_PAGE:
            return False
        slot = table.selected_slot(model)
        if slot is None or not slot.playable or not model.viewer_acts or model.decision is not None:
            return False
        if key == Qt.Key.Key_W and len(slot.wonders) > 1:
            button = self.table.findChild(QPushButton, f"move:{slot.wonders[0][1].to_str()}")
            if button is not None:
                button.setFocus(Qt.FocusReason.ShortcutFocusReason)  # which Wonder: the player says
            return button is not None
        move = {Qt.Key.Key_B: slot.build, Qt.Key.Key_S: slot.discard}.get(key)
        if key == Qt.Key.Key_W and slot.wonders:
            move = slot.wonders[0][1]
        if move is None:
            return False
        self.table.request_move(move)
        return True

    def mark_option(self, move: str) -> None:
        """A decision's option the hint suggests: marked and focused, so Enter takes it."""
        option = self.table.findChild(QWidget, f"move:{move}")
        if isinstance(option, CardWidget | TokenWidget):
            option.set_state(CardState(emphasis=Emphasis.HIGHLIGHTED, selected=True))
        if isinstance(option, CardWidget | TokenWidget | QPushButton):
            option.setFocus(Qt.FocusReason.OtherFocusReason)

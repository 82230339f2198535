"""One offered option of one game in the new-game dialog: a list of choices, or a check box for a switch.

The values come from the game's spec (``SetupOption``), the words from its setup part
(``setup_words``): the row itself knows no game.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from wonders_desktop.engine.core.gamespec import SetupOption
from wonders_desktop.ui.language.setup_words import choice_text, option_label


class OptionRow:
    """The label and the widget of one option; ``value`` is what the engine receives."""

    def __init__(self, kind: str, option: SetupOption, parent: QWidget) -> None:
        self.kind = kind
        self.option = option
        self.label = QLabel(parent)
        self.widget: QCheckBox | QComboBox = QCheckBox(parent) if option.switch else QComboBox(parent)
        self.widget.setObjectName(f"{kind}.{option.name}")
        if isinstance(self.widget, QComboBox):
            self._fill(option, option.default)

    def on_change(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever the player changes the value."""
        if isinstance(self.widget, QCheckBox):
            self.widget.toggled.connect(slot)
        else:
            self.widget.currentIndexChanged.connect(slot)

    @property
    def name(self) -> str:
        return self.option.name

    def value(self) -> Any:
        if isinstance(self.widget, QCheckBox):
            return self.option.choices[1 if self.widget.isChecked() else 0]
        return self.widget.currentData()

    def set_value(self, value: Any) -> None:
        """Show ``value`` without telling anyone (the dialog syncs once, after all changes)."""
        self.widget.blockSignals(True)
        if isinstance(self.widget, QCheckBox):
            self.widget.setChecked(value == self.option.choices[1])
        else:
            self.widget.setCurrentIndex(max(0, self._index(value)))
        self.widget.blockSignals(False)

    def offer(self, option: SetupOption, options: Mapping[str, Any]) -> None:
        """Take the choices offered now (they may depend on other options), keeping the value if offered."""
        current = self.value()
        self.option = option
        if isinstance(self.widget, QComboBox):
            self._fill(option, current if current in option.choices else option.default)
        self.retranslate(options)

    def retranslate(self, options: Mapping[str, Any]) -> None:
        self.label.setText(option_label(self.kind, self.name))
        if isinstance(self.widget, QCheckBox):
            self.widget.setText(choice_text(self.kind, self.option, self.option.choices[1], options))
            return
        for index, value in enumerate(self.option.choices):
            self.widget.setItemText(index, choice_text(self.kind, self.option, value, options))

    def _fill(self, option: SetupOption, selected: Any) -> None:
        assert isinstance(self.widget, QComboBox)
        self.widget.blockSignals(True)
        self.widget.clear()
        for value in option.choices:
            self.widget.addItem("", value)
        self.widget.setCurrentIndex(max(0, self._index(selected)))
        self.widget.blockSignals(False)

    def _index(self, value: Any) -> int:
        """The position of ``value`` among the choices (compared as values: ``None`` and lists too)."""
        return next((i for i, choice in enumerate(self.option.choices) if choice == value), -1)

"""Preferences: language, theme, text and card size, animation speed, bot speed, move confirmation,
undo, practice takebacks, the coach."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QWidget

from wonders_desktop.ui.dialogs.new_game_dialog import bot_speed_name
from wonders_desktop.ui.dialogs.zoom_choice import name_zoom_steps, zoom_choice
from wonders_desktop.ui.language.i18n import LANGUAGES
from wonders_desktop.ui.platform.settings import ANIMATION_SPEEDS, BOT_SPEEDS, THEMES, Preferences

translate = QCoreApplication.translate


def theme_name(theme: str) -> str:
    names = {
        "system": translate("SettingsDialog", "Follow the system"),
        "light": translate("SettingsDialog", "Light"),
        "dark": translate("SettingsDialog", "Dark"),
    }
    return names.get(theme, theme)


def animation_name(speed: str) -> str:
    names = {
        "none": translate("SettingsDialog", "None"),
        "fast": translate("SettingsDialog", "Fast"),
        "normal": translate("SettingsDialog", "Normal"),
    }
    return names.get(speed, speed)


class SettingsDialog(QDialog):
    def __init__(self, prefs: Preferences, current_language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.setObjectName("settingsDialog")
        self.language = QComboBox(self)
        self.language.setObjectName("language")
        for code, native in LANGUAGES.items():
            self.language.addItem(native, code)  # each language in its own words: never translated
        self.language.setCurrentIndex(max(0, self.language.findData(current_language)))
        self.theme = self._combo("theme", THEMES, prefs.theme)
        self.animation = self._combo("animation", ANIMATION_SPEEDS, prefs.animation_speed)
        self.bot_speed = self._combo("bot_speed", BOT_SPEEDS, prefs.bot_speed)
        self.zoom = zoom_choice(self, prefs.zoom_percent)
        self.confirm = QCheckBox(self)
        self.confirm.setObjectName("confirm")
        self.confirm.setChecked(prefs.confirm_moves)
        self.undo = QCheckBox(self)
        self.undo.setObjectName("undo")
        self.undo.setChecked(prefs.allow_undo)
        self.practice = QCheckBox(self)
        self.practice.setObjectName("practice_takeback")
        self.practice.setChecked(prefs.practice_takeback)
        self.coach = QCheckBox(self)
        self.coach.setObjectName("coach")
        self.coach.setChecked(prefs.coach)
        self.labels = [QLabel(self) for _ in range(5)]
        form = QFormLayout(self)
        for label, widget in zip(
            self.labels, (self.language, self.theme, self.zoom, self.animation, self.bot_speed), strict=True
        ):
            form.addRow(label, widget)
        form.addRow("", self.confirm)
        form.addRow("", self.undo)
        form.addRow("", self.practice)
        form.addRow("", self.coach)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form.addRow(self.buttons)
        self.retranslateUi()

    def _combo(self, name: str, values: tuple[str, ...], current: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setObjectName(name)
        for value in values:
            combo.addItem("", value)
        combo.setCurrentIndex(max(0, combo.findData(current)))
        return combo

    def accept(self) -> None:
        self.prefs.language = str(self.language.currentData())
        self.prefs.theme = str(self.theme.currentData())
        self.prefs.zoom_percent = int(self.zoom.currentData())
        self.prefs.animation_speed = str(self.animation.currentData())
        self.prefs.bot_speed = str(self.bot_speed.currentData())
        self.prefs.confirm_moves = self.confirm.isChecked()
        self.prefs.allow_undo = self.undo.isChecked()
        self.prefs.practice_takeback = self.practice.isChecked()
        self.prefs.coach = self.coach.isChecked()
        super().accept()

    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        for label, text in zip(
            self.labels,
            (
                self.tr("Language"),
                self.tr("Theme"),
                self.tr("Text and card size"),
                self.tr("Animations"),
                self.tr("Bot speed"),
            ),
            strict=True,
        ):
            label.setText(text)
        for index in range(self.theme.count()):
            self.theme.setItemText(index, theme_name(str(self.theme.itemData(index))))
        name_zoom_steps(self.zoom)
        for index in range(self.animation.count()):
            self.animation.setItemText(index, animation_name(str(self.animation.itemData(index))))
        for index in range(self.bot_speed.count()):
            self.bot_speed.setItemText(index, bot_speed_name(str(self.bot_speed.itemData(index))))
        self.confirm.setText(self.tr("Ask for confirmation before each move"))
        self.undo.setText(self.tr("Allow taking back moves (Take back, Ctrl+Z)"))
        self.practice.setText(
            self.tr(
                "Practice take back in hot-seat games: also moves that revealed cards (always against bots)"
            )
        )
        self.coach.setText(self.tr("Coach: warn me before a mistake"))
        self.coach.setToolTip(
            self.tr(
                "Against bots, a move the analysis would mark as a mistake or a blunder is held for a "
                "moment and a note says what it costs, before it is played."
            )
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("OK"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

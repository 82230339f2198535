"""Settings ▸ Text and card size: the sizes offered (``platform.zoom.STEPS``), each named in percent
in the player's language; a size stored outside the steps (a hand-edited 133) is offered as it is."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QWidget

from wonders_desktop.ui.platform import zoom

translate = QCoreApplication.translate


def zoom_choice(parent: QWidget, current: int) -> QComboBox:
    """A box of the sizes offered, on ``current``."""
    combo = QComboBox(parent)
    combo.setObjectName("zoom")
    for percent in sorted({*zoom.STEPS, zoom.clamp_percent(current)}):
        combo.addItem("", percent)
    combo.setCurrentIndex(max(0, combo.findData(zoom.clamp_percent(current))))
    name_zoom_steps(combo)
    return combo


def zoom_name(percent: int) -> str:
    """``125 %`` in the player's language; 100 % says it is the usual size."""
    if percent == zoom.DEFAULT:
        return translate("SettingsDialog", "{percent} % (usual)").format(percent=percent)
    return translate("SettingsDialog", "{percent} %").format(percent=percent)


def name_zoom_steps(combo: QComboBox) -> None:
    for index in range(combo.count()):
        combo.setItemText(index, zoom_name(int(combo.itemData(index))))

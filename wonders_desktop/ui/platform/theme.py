"""The look: a warm, calm palette (light or dark), one accent colour, and the printed card colours.

DESIGN.md "Look and feel": neutral backgrounds, one accent, generous spacing; card frames keep the
printed colour codes so players recognise them at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from wonders_desktop.ui.platform.zoom import scaled_points


@dataclass(frozen=True, slots=True)
class Palette:
    window: str
    surface: str
    surface_alt: str
    text: str
    muted: str
    button: str
    border: str
    accent: str
    accent_text: str


LIGHT = Palette(
    window="#f3eee5",
    surface="#fbf8f3",
    surface_alt="#efe7da",
    text="#2d2822",
    muted="#7a7066",
    button="#e8dfd0",
    border="#d5c9b6",
    accent="#a0522d",
    accent_text="#ffffff",
)
DARK = Palette(
    window="#24201c",
    surface="#2c2722",
    surface_alt="#342e28",
    text="#ede5d8",
    muted="#a89c8e",
    button="#3a332c",
    border="#4a4138",
    accent="#d98a5f",
    accent_text="#1e1a16",
)

# The printed colour codes of the cards (brown, grey, blue, yellow, red, green, purple, black).
CARD_COLOURS: dict[str, str] = {
    "brown": "#8b5a2b",
    "grey": "#8a8d91",
    "gray": "#8a8d91",
    "blue": "#2f6db5",
    "yellow": "#d9a520",
    "red": "#c0392b",
    "green": "#3d8b40",
    "purple": "#7b4a9e",
    "black": "#2b2b2b",
}

_current = LIGHT


def current() -> Palette:
    return _current


def resolve(theme: str) -> Palette:
    """``system`` follows the platform's light/dark setting; anything else names a palette."""
    if theme == "dark":
        return DARK
    if theme == "light":
        return LIGHT
    hints = QGuiApplication.styleHints()
    return DARK if hints.colorScheme() == Qt.ColorScheme.Dark else LIGHT


def apply_theme(app: QApplication, theme: str) -> Palette:
    """Fusion style with our palette and a small style sheet; returns the palette applied."""
    global _current
    palette = resolve(theme)
    _current = palette
    app.setStyle("Fusion")
    app.setPalette(qt_palette(palette))
    QToolTip.setPalette(qt_palette(palette))  # a tooltip keeps the palette of its first showing else
    app.setStyleSheet(style_sheet(palette))
    return palette


def qt_palette(p: Palette) -> QPalette:
    qp = QPalette()
    role = QPalette.ColorRole
    for which, colour in (
        (role.Window, p.window),
        (role.WindowText, p.text),
        (role.Base, p.surface),
        (role.AlternateBase, p.surface_alt),
        (role.Text, p.text),
        (role.Button, p.button),
        (role.ButtonText, p.text),
        (role.Highlight, p.accent),
        (role.HighlightedText, p.accent_text),
        (role.ToolTipBase, p.surface),
        (role.ToolTipText, p.text),
        (role.PlaceholderText, p.muted),
        (role.Link, p.accent),
        (role.Mid, p.border),
        (role.Midlight, p.surface_alt),
    ):
        qp.setColor(which, QColor(colour))
    disabled = QPalette.ColorGroup.Disabled
    for which in (role.WindowText, role.Text, role.ButtonText):
        qp.setColor(disabled, which, QColor(p.muted))
    return qp


def style_sheet(p: Palette) -> str:
    return f"""
QPushButton {{ padding: 6px 14px; border: 1px solid {p.border}; border-radius: 6px; background: {p.button}; }}
QPushButton:hover {{ border-color: {p.accent}; }}
QPushButton:disabled {{ color: {p.muted}; background: {p.surface_alt}; }}
QPushButton[primary="true"] {{ background: {p.accent}; color: {p.accent_text}; border-color: {p.accent};
    font-weight: 600; }}
QPushButton[primary="true"]:disabled {{ background: {p.border}; color: {p.surface};
    border-color: {p.border}; }}
QPushButton:focus {{ border: 2px solid {p.text}; padding: 5px 13px; }}
QPushButton[compact="true"] {{ padding: 1px 10px; }}
QPushButton[compact="true"]:focus {{ padding: 0px 9px; }}
QGroupBox {{ border: 1px solid {p.border}; border-radius: 8px; margin-top: 14px; padding: 10px 8px 8px 8px;
    background: {p.surface}; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; font-weight: 600; }}
QFrame#card {{ background: {p.surface}; border: 1px solid {p.border}; border-radius: 8px; }}
QFrame#banner {{ background: {p.surface_alt}; border: 1px solid {p.border}; border-radius: 8px; }}
QFrame#saveFailure {{ background: rgba(192, 57, 43, 0.16); border: 1px solid #c0392b; border-radius: 8px;
    margin: 6px 8px 2px 8px; }}
QLabel#savedGameDetail {{ background: {p.surface_alt}; border: 1px solid {p.border}; border-radius: 8px;
    padding: 8px 12px; }}
QLabel[role="title"] {{ font-size: {scaled_points(22)}; font-weight: 600; }}
QLabel[role="subtitle"] {{ color: {p.muted}; }}
QLabel[role="heading"] {{ font-size: {scaled_points(13)}; font-weight: 600; }}
QLabel[role="muted"] {{ color: {p.muted}; }}
QLabel[role="accent"] {{ color: {p.accent}; font-weight: 600; }}
QTableView, QListView, QTreeView {{ background: {p.surface}; border: 1px solid {p.border}; border-radius: 6px;
    gridline-color: {p.border}; }}
QHeaderView::section {{ background: {p.surface_alt}; padding: 4px 6px; border: none;
    border-bottom: 1px solid {p.border}; font-weight: 600; }}
QTabWidget::pane {{ border: 1px solid {p.border}; border-radius: 6px; top: -1px; }}
QTabBar::tab {{ padding: 6px 14px; }}
QTabBar::tab:selected {{ color: {p.accent}; font-weight: 600; }}
QToolTip {{ color: {p.text}; background-color: {p.surface}; border: 1px solid {p.border}; padding: 4px; }}
QCheckBox::indicator {{ width: 14px; height: 14px; border: 1px solid {p.muted}; border-radius: 3px;
    background: {p.surface}; }}
QCheckBox::indicator:checked {{ background: {p.accent}; border-color: {p.accent}; }}
QCheckBox::indicator:disabled {{ border-color: {p.border}; }}
"""


def card_colour(name: str | None) -> QColor | None:
    return QColor(CARD_COLOURS[name]) if name in CARD_COLOURS else None

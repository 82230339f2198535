"""Help > About: the app's name, version and commit, the Python/Qt/PySide6 versions, the fan-made
disclaimer, every bundled component's licence (with the LGPL notice for Qt and PySide6) and Qt's own
About box."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.platform.licences import COMPONENTS, LGPL_URL, QT_SOURCES, Component, licence_text
from wonders_desktop.ui.platform.problem_report import version_rows

translate = QCoreApplication.translate


def version_label(label: str) -> str:
    """The About box's words for ``version_rows``' English labels."""
    return {
        "Wonders": translate("AboutDialog", "Version"),
        "Commit": translate("AboutDialog", "Commit"),
        "Platform": translate("AboutDialog", "Platform"),
    }.get(label, label)


def disclaimer() -> str:
    return translate(
        "AboutDialog",
        "An unofficial, fan-made program for personal use. It is not affiliated with, endorsed or "
        "sponsored by Repos Production or Asmodee. 7 Wonders, 7 Wonders Duel, 7 Wonders Architects and "
        "the names of the games, their cards and Wonders belong to their owners.",
    )


def lgpl_notice() -> str:
    return translate(
        "AboutDialog",
        "Qt and Qt for Python (PySide6) are used under the GNU Lesser General Public License version 3 "
        "(<a href=\"{lgpl}\">LGPLv3</a>), copyright The Qt Company Ltd. and other contributors. Their "
        "source code is at <a href=\"{sources}\">{sources}</a>. They are separate libraries in the app's "
        "folder: you may replace them with your own build of the same version.",
    ).format(lgpl=LGPL_URL, sources=QT_SOURCES)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.setWindowTitle(translate("AboutDialog", "About Wonders"))
        layout = QVBoxLayout(self)
        title = QLabel(
            "<h2>Wonders</h2><p>"
            + translate(
                "AboutDialog",
                "7 Wonders, 7 Wonders Duel and 7 Wonders Architects, offline, against bots or hot-seat.",
            )
            + "</p>"
        )
        title.setWordWrap(True)
        layout.addWidget(title)
        self.versions = QFormLayout()
        for label, value in version_rows():
            field = QLabel(value)
            field.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.versions.addRow(version_label(label) + ":", field)
        layout.addLayout(self.versions)
        notice = QLabel(disclaimer())
        notice.setObjectName("disclaimer")
        notice.setWordWrap(True)
        layout.addWidget(notice)
        layout.addWidget(QLabel("<b>" + translate("AboutDialog", "Licences") + "</b>"))
        layout.addLayout(self._licences(), 1)
        layout.addWidget(self._buttons())
        self.resize(980, 680)

    def _licences(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.components = QListWidget()
        self.components.setObjectName("licenceComponents")
        for component in COMPONENTS:
            self.components.addItem(f"{component.name} ({component.licence})")
        self.components.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        frame = 2 * self.components.frameWidth()
        self.components.setFixedWidth(self.components.sizeHintForColumn(0) + frame + 12)  # every name whole
        self.licence = QTextBrowser()
        self.licence.setObjectName("licenceText")
        self.licence.setOpenExternalLinks(True)
        self.components.currentRowChanged.connect(self.show_component)
        row.addWidget(self.components)
        row.addWidget(self.licence, 1)
        self.components.setCurrentRow(0)
        return row

    def show_component(self, row: int) -> None:
        if not 0 <= row < len(COMPONENTS):
            return
        component = COMPONENTS[row]
        self.licence.setHtml(component_html(component))

    def _buttons(self) -> QDialogButtonBox:
        box = QDialogButtonBox()
        self.about_qt = box.addButton(
            translate("AboutDialog", "About Qt"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.about_qt.setObjectName("aboutQt")
        self.about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self))
        close = box.addButton(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("AboutDialog", "Close"))
        box.rejected.connect(self.reject)
        return box


def component_html(component: Component) -> str:
    """A component's heading, notice (the LGPL's for Qt) and full licence text."""
    parts = [f"<h3>{html.escape(component.name)}</h3>"]
    licence = translate("AboutDialog", "Licence: {licence}").format(licence=component.licence)
    parts.append(f"<p>{html.escape(licence)}")
    if component.url:
        parts.append(f'<br><a href="{component.url}">{component.url}</a>')
    parts.append("</p>")
    if component.licence.startswith("LGPL"):
        parts.append(f"<p>{lgpl_notice()}</p>")
    missing = translate("AboutDialog", "The licence text is missing from this installation.")
    text = licence_text(component) or missing
    parts.append(f'<pre style="white-space: pre-wrap">{html.escape(text)}</pre>')  # no sideways scrolling
    return "".join(parts)


def show_about(parent: QWidget) -> AboutDialog:
    dialog = AboutDialog(parent)
    dialog.open()
    return dialog

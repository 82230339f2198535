"""The saved-games page: every unfinished game, every finished one, every saved copy, in one list.

From here a player resumes any game (several unfinished games live side by side), renames, exports,
imports and deletes. Nothing is lost by a click: deleting asks first (the only step that loses
anything), a file that cannot be opened is listed with the reason instead of hidden, and the game in
play cannot be deleted under the player's feet. The keyboard does everything: Enter resumes, F2
renames, Delete deletes, Escape goes back.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt, QTimeZone, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.ui.art import app_icons as icons
from wonders_desktop.ui.platform import theme
from wonders_desktop.ui.savegames import library
from wonders_desktop.ui.savegames.game_summary import leader_text, mode_text, players_text, progress_text
from wonders_desktop.ui.savegames.library import Entry
from wonders_desktop.ui.savegames.plain_text import documents_dir, plain_message, safe_file_stem
from wonders_desktop.ui.savegames.save_errors import explain
from wonders_desktop.ui.savegames.save_schema import MAX_TITLE, clean_display_text
from wonders_desktop.ui.savegames.saves import EXPORT_SUFFIX, SaveError, with_save_suffix
from wonders_desktop.ui.window.analysis_window import AnalysisWindow
from wonders_desktop.ui.window.replay_window import ReplayWindow

if TYPE_CHECKING:
    from wonders_desktop.ui.session.controller import GameController

KEY_ROLE = Qt.ItemDataRole.UserRole
GROUPS = ("unfinished", "finished", "damaged")
COLUMNS = 5
# Air between rows and columns; the selection alone marks the current row (no focus box).
ROW_STYLE = "QTreeWidget { outline: 0; } QTreeWidget::item { padding: 7px 14px 7px 2px; }"


class SavedGamesPage(QWidget):
    """The list and its actions; ``resumeRequested`` hands a file to the main window's loader."""

    resumeRequested = Signal(Path)
    backRequested = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savedGamesPage")
        self.controller = controller
        self.entries: dict[str, Entry] = {}
        self._build_widgets()
        self._build_layout()
        self._build_keys()
        self.retranslateUi()

    # --- building ----------------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        self.title = QLabel(self)
        self.title.setProperty("role", "title")
        self.hint = QLabel(self)
        self.hint.setProperty("role", "muted")
        self.hint.setWordWrap(True)
        self.back = self._button("back", "", self.backRequested.emit)
        self.import_button = self._button("import", "load", self.import_file)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("savedGames")
        self.tree.setColumnCount(COLUMNS)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setStyleSheet(ROW_STYLE)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.itemActivated.connect(lambda *_: self.resume())
        self.tree.currentItemChanged.connect(lambda *_: self._update_buttons())
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, COLUMNS):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.empty = QLabel(self)
        self.empty.setProperty("role", "muted")
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setObjectName("savedGameDetail")
        self.detail.setWordWrap(True)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.resume_button = self._button("resume", "continue", self.resume, primary=True)
        self.rename_button = self._button("rename", "", self.rename)
        self.export_button = self._button("export", "save", self.export)
        self.replay_button = self._button("replay", "", self.replay)
        self.replay_window: ReplayWindow | None = None
        self.analyse_button = self._button("analyseGame", "", self.analyse)
        self.analysis_window: AnalysisWindow | None = None
        self.delete_button = self._button("delete", "", self.delete)

    def _button(self, name: str, icon: str, slot: Callable[[], object], primary: bool = False) -> QPushButton:
        button = QPushButton(self)
        button.setObjectName(name)
        if icon:
            button.setIcon(icons.icon(icon))
        if primary:
            button.setProperty("primary", True)
            button.setDefault(True)
        button.clicked.connect(lambda: slot())
        return button

    def _build_layout(self) -> None:
        top = QHBoxLayout()
        top.addWidget(self.back)
        top.addSpacing(12)
        top.addWidget(self.title)
        top.addStretch(1)
        top.addWidget(self.import_button)
        actions = QHBoxLayout()
        for button in (
            self.resume_button,
            self.replay_button,
            self.analyse_button,
            self.rename_button,
            self.export_button,
        ):
            actions.addWidget(button)
        actions.addStretch(1)
        actions.addWidget(self.delete_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.hint)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.empty, 1)
        layout.addWidget(self.detail)
        layout.addLayout(actions)

    def _build_keys(self) -> None:
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for key, slot in (
            (QKeySequence.StandardKey.Delete, self.delete),
            (QKeySequence(Qt.Key.Key_F2), self.rename),
            (QKeySequence(Qt.Key.Key_Escape), self.backRequested.emit),
        ):
            shortcut = QShortcut(key, self)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)

    def retranslateUi(self) -> None:
        self.title.setText(self.tr("Saved games"))
        self.hint.setText(
            self.tr(
                "Every game is saved after each move. Unfinished games wait here for you; finished "
                "ones keep their score sheet and replay."
            )
        )
        self.back.setText(self.tr("← Back"))
        self.import_button.setText(self.tr("Import a file…"))
        self.resume_button.setText(self.tr("Resume"))
        self.rename_button.setText(self.tr("Rename…"))
        self.export_button.setText(self.tr("Export…"))
        self.replay_button.setText(self.tr("Replay move by move"))
        self.analyse_button.setText(self.tr("Analyse…"))
        self.analyse_button.setToolTip(self.tr("Which moves gave up win chance, and the better ones"))
        self.delete_button.setText(self.tr("Delete…"))
        self.empty.setText(self.tr("No saved games yet. Start a game: it is saved after every move."))
        self.tree.setHeaderLabels(
            [
                self.tr("Game"),
                self.tr("Players"),
                self.tr("Progress"),
                self.tr("Leader"),
                self.tr("Last played"),
            ]
        )
        if self.entries:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # --- the list ----------------------------------------------------------------------------------
    def refresh(self, select: Path | None = None, keep: bool = True) -> None:
        """Read both folders again and rebuild the list on ``select``, else (``keep``) on the row that
        was selected, else on the first row."""
        previous = self.selected() if keep else None
        wanted = str(select) if select is not None else (previous.key if previous else None)
        self.entries = {entry.key: entry for entry in library.scan()}
        self.tree.clear()
        groups = {name: [e for e in self.entries.values() if _group(e) == name] for name in GROUPS}
        for name in GROUPS:
            if groups[name]:
                self._add_group(name, groups[name])
        self.tree.expandAll()
        self.tree.setVisible(bool(self.entries))
        self.empty.setVisible(not self.entries)
        self._select(wanted)
        self._update_buttons()

    def _add_group(self, name: str, entries: list[Entry]) -> None:
        titles = {
            "unfinished": self.tr("Unfinished games (%n)", "", len(entries)),
            "finished": self.tr("Finished games (%n)", "", len(entries)),
            "damaged": self.tr("Files that cannot be opened (%n)", "", len(entries)),
        }
        group = QTreeWidgetItem(self.tree, [titles[name]])
        group.setFirstColumnSpanned(True)
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        font = QFont(group.font(0))
        font.setBold(True)
        group.setFont(0, font)
        group.setBackground(0, QColor(theme.current().surface_alt))
        for entry in entries:
            self._add_entry(group, entry)

    def _add_entry(self, group: QTreeWidgetItem, entry: Entry) -> None:
        item = QTreeWidgetItem(group, self._columns(entry))
        item.setData(0, KEY_ROLE, entry.key)
        item.setIcon(0, icons.icon("save" if entry.folder == "saves" else "continue"))
        item.setToolTip(0, self._tooltip(entry))
        if library.is_current(entry, self.controller.game_id) and self.controller.state is not None:
            font = QFont(item.font(0))
            font.setBold(True)
            item.setFont(0, font)

    def _columns(self, entry: Entry) -> list[str]:
        if entry.save is None or entry.state is None:
            return [
                entry.path.name,
                "",
                self._error_reason(entry),
                "",
                _local_time(entry.modified_ns // 10**6),
            ]
        played = _local_time(int(entry.save.updated.timestamp() * 1000))
        name = mode_text(entry.save.record.game, entry.state.options)
        if entry.save.title:
            name = f"{entry.save.title} — {name}"
        if library.is_current(entry, self.controller.game_id) and self.controller.state is not None:
            name = self.tr("{name} (open now)").format(name=name)
        return [
            name,
            players_text(entry.save.seats),
            progress_text(entry.state),
            leader_text(entry.state, entry.save.seats),
            played,
        ]

    def _tooltip(self, entry: Entry) -> str:
        if entry.folder == "saves":
            return self.tr("A copy you saved or imported:\n{path}").format(path=entry.path)
        return self.tr("Saved automatically after every move:\n{path}").format(path=entry.path)

    def _error_reason(self, entry: Entry) -> str:
        return self.tr("Cannot be opened") if entry.error is not None else ""

    def _select(self, key: str | None) -> None:
        first: QTreeWidgetItem | None = None
        for group_index in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(group_index)
            assert group is not None  # group_index < topLevelItemCount()
            for child_index in range(group.childCount()):
                child = group.child(child_index)
                assert child is not None  # child_index < childCount()
                first = first or child
                if child.data(0, KEY_ROLE) == key:
                    self.tree.setCurrentItem(child)
                    return
        if first is not None:
            self.tree.setCurrentItem(first)

    def selected(self) -> Entry | None:
        item = self.tree.currentItem()
        key = item.data(0, KEY_ROLE) if item is not None else None
        return self.entries.get(key) if isinstance(key, str) else None

    def _update_buttons(self) -> None:
        entry = self.selected()
        good = entry is not None and entry.save is not None
        current = entry is not None and library.is_current(entry, self.controller.game_id)
        playing = current and self.controller.state is not None
        self.resume_button.setEnabled(good)
        self.resume_button.setText(self.tr("Back to this game") if playing else self._resume_label(entry))
        self.rename_button.setEnabled(good)
        self.export_button.setEnabled(good)
        self.replay_button.setEnabled(good and entry is not None and entry.finished)
        self.analyse_button.setEnabled(good and entry is not None and entry.finished)
        self.delete_button.setEnabled(entry is not None and not playing)
        self.delete_button.setToolTip(
            self.tr("This game is open. Start or open another game to delete it.") if playing else ""
        )
        self.detail.setText(self._detail(entry))
        self.detail.setVisible(bool(self.detail.text()))

    def _resume_label(self, entry: Entry | None) -> str:
        if entry is not None and entry.finished:
            return self.tr("Open (score sheet and replay)")
        return self.tr("Resume")

    def _detail(self, entry: Entry | None) -> str:
        if entry is None or entry.error is None:
            return ""
        return explain(entry.path, entry.error)

    # --- actions -----------------------------------------------------------------------------------
    def resume(self) -> None:
        entry = self.selected()
        if entry is None or entry.save is None:
            return
        if library.is_current(entry, self.controller.game_id) and self.controller.state is not None:
            self.backRequested.emit()
            return
        self.resumeRequested.emit(entry.path)

    def replay(self) -> None:
        """A finished game move by move, in a window of its own (the list stays where it was)."""
        entry = self.selected()
        if entry is None or entry.save is None or not entry.finished:
            return
        self.replay_window = ReplayWindow(entry.save, self.window())
        self.replay_window.show()

    def analyse(self) -> AnalysisWindow | None:
        """The analysis of a finished game, in a window of its own, stored back into its file.

        The list is read again first, so an analysis stored a moment ago is shown, not searched again."""
        self.refresh()
        entry = self.selected()
        if entry is None or entry.save is None or not entry.finished:
            return None
        if self.analysis_window is not None:
            self.analysis_window.close()
        self.analysis_window = AnalysisWindow(entry.save, entry.path, self.window())
        self.analysis_window.destroyed.connect(lambda *_: setattr(self, "analysis_window", None))
        self.analysis_window.stored.connect(self.controller.keep_analysis)
        self.analysis_window.show()
        return self.analysis_window

    def rename(self) -> None:
        entry = self.selected()
        if entry is None or entry.save is None:
            return
        title, accepted = QInputDialog.getText(
            self,
            self.tr("Rename"),
            self.tr("Name of this game:"),
            QLineEdit.EchoMode.Normal,
            entry.save.title,
        )
        if not accepted:
            return
        wanted, title = " ".join(title.split()), clean_display_text(title, MAX_TITLE)
        if title != wanted:  # a "/" or a line break cannot be part of a name: say what it became
            QMessageBox.information(
                self,
                self.tr("Rename"),
                plain_message(
                    self.tr("A name holds no “/”, “\\” or line break, and at most {limit} characters: "
                            "the game is named “{name}”.").format(limit=MAX_TITLE, name=title)
                ),
            )
        if library.is_current(entry, self.controller.game_id) and self.controller.state is not None:
            self.controller.rename(title)
        else:
            self._try(lambda: library.rename(entry, title))
        self.refresh(entry.path)

    def export(self) -> None:
        entry = self.selected()
        if entry is None or entry.save is None:
            return
        # the player's Documents, not the app's own folder; a name any file system accepts
        stem = safe_file_stem(entry.save.title) or entry.save.record.game
        suggested = documents_dir() / f"{stem}-{entry.save.game_id}{EXPORT_SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the game"), str(suggested), self.tr("Wonders games (*.wonders)")
        )
        if path and self._try(lambda: library.export(entry, with_save_suffix(Path(path)))):
            self.refresh(entry.path)

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a saved game"),
            str(Path.home()),
            self.tr("Wonders games (*.wonders *.json)"),  # .json: the saves of versions before .wonders
        )
        if not path:
            return
        try:
            target = library.import_file(Path(path))
        except SaveError as error:
            QMessageBox.warning(self, self.tr("Cannot import this file"), explain(Path(path), error))
            return
        except OSError as error:
            QMessageBox.warning(self, self.tr("Cannot import this file"), str(error))
            return
        self.refresh(target)

    def delete(self) -> None:
        entry = self.selected()
        if entry is None or not self.delete_button.isEnabled():
            return
        answer = QMessageBox.question(
            self,
            self.tr("Delete this game?"),
            plain_message(self._delete_question(entry)),  # a title is text, never markup
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes:
            self._try(lambda: library.delete(entry))
            self.refresh()

    def _delete_question(self, entry: Entry) -> str:
        name = self._columns(entry)[0]
        if entry.save is None:
            return self.tr("The file {name} cannot be opened. Delete it for good?").format(name=name)
        if not entry.finished:
            return self.tr(
                "“{name}” is not finished ({progress}). Deleting it cannot be undone: the game is lost."
            ).format(name=name, progress=progress_text(entry.state) if entry.state else "")
        return self.tr(
            "“{name}” will be deleted with its score sheet and replay. This cannot be undone."
        ).format(name=name)

    def _try(self, action: Callable[[], object]) -> bool:
        try:
            action()
        except (OSError, SaveError) as error:
            QMessageBox.warning(self, self.tr("Cannot change this file"), str(error))
            return False
        return True


def _group(entry: Entry) -> str:
    if entry.save is None:
        return "damaged"
    return "finished" if entry.finished else "unfinished"


def _local_time(stamp_ms: int) -> str:
    moment = QDateTime.fromMSecsSinceEpoch(stamp_ms, QTimeZone.systemTimeZone())
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)

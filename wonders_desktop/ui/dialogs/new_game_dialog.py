"""The new-game dialog: the game, its options, players, who plays each seat (and their pick), seed, bot speed.

The games are the registry's; each one's options, player counts and seat roles are its spec's
(``GameSpec.setup_options``...), its words and the choices it links are its setup part's
(``ui/views/<kind>/setup.py``): the dialog names no game. It builds the chosen engine's options
(``gamesetup.engine_options``) and asks the engine itself whether they are valid (``SPEC.new_game``):
a refusal (``ScenarioError``) is shown in the dialog, which stays open.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from wonders_desktop.bots.registry import BOT_LEVELS, BY_NAME, DEFAULT_LEVEL, SUMMARY_CONTEXT
from wonders_desktop.engine.core.digits import is_ascii_number
from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.core.gamespec import PLAYERS, SeatRole, SetupOption
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.dialogs.gamesetup import (
    QUICK_PLAYERS,
    Choices,
    GameSetup,
    default_game,
    game_kinds,
    setup_from,
)
from wonders_desktop.ui.dialogs.last_setup import read_last, write_last
from wonders_desktop.ui.dialogs.option_rows import OptionRow
from wonders_desktop.ui.language.seat_names import level_name
from wonders_desktop.ui.language.setup_words import choice_text, game_title, option_label
from wonders_desktop.ui.platform.screen_fit import fit_to_screen
from wonders_desktop.ui.platform.settings import BOT_SPEEDS, Preferences
from wonders_desktop.ui.savegames.saves import SeatSetup
from wonders_desktop.ui.views.game_ui import game_ui

translate = QCoreApplication.translate

MAX_SEATS = 7
MAX_SEED = 2_000_000_000


def level_summary(level: str) -> str:
    """What a level does, in one line of the current language (the registry's summary)."""
    known = BY_NAME.get(level)
    return translate(SUMMARY_CONTEXT, known.summary) if known is not None else ""


class SeatRow:
    """The widgets of one seat: human or bot, the bot's level, and its pick of the per-seat option."""

    def __init__(self, index: int, parent: QWidget) -> None:
        self.index = index
        self.team: int | None = None  # its team in a team game (the spec's seat roles)
        self.label = QLabel(parent)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat{index}_kind")
        self.level = QComboBox(parent)
        self.level.setObjectName(f"seat{index}_level")
        self.choice = QComboBox(parent)
        self.choice.setObjectName(f"seat{index}_choice")
        self.kind.addItems(["", ""])
        for level in BOT_LEVELS:
            self.level.addItem("", level)
        self.kind.setCurrentIndex(0 if index == 0 else 1)
        self.level.setCurrentIndex(BOT_LEVELS.index(DEFAULT_LEVEL))
        self.kind.currentIndexChanged.connect(self._sync)
        self.level.currentIndexChanged.connect(self._level_tip)
        self._sync()

    def is_human(self) -> bool:
        return self.kind.currentIndex() == 0

    def _sync(self) -> None:
        self.level.setEnabled(not self.is_human())

    def _level_tip(self) -> None:
        """The closed menu says what its level does, as each entry of its list does."""
        self.level.setToolTip(level_summary(str(self.level.currentData())))

    def setup(self) -> SeatSetup:
        return SeatSetup(human=self.is_human(), level=str(self.level.currentData()))

    def set_visible(self, visible: bool, show_choice: bool) -> None:
        for widget in (self.label, self.kind, self.level):
            widget.setVisible(visible)
        self.choice.setVisible(visible and show_choice)

    def retranslate(self) -> None:
        seat = translate("NewGameDialog", "Seat {n}").format(n=self.index + 1)
        if self.team is not None:
            seat = translate("NewGameDialog", "{seat} · Team {team}").format(seat=seat, team=self.team)
        self.label.setText(seat)
        self.kind.setItemText(0, translate("NewGameDialog", "Human"))
        self.kind.setItemText(1, translate("NewGameDialog", "Bot"))
        for position, level in enumerate(BOT_LEVELS):
            self.level.setItemText(position, level_name(level))
            self.level.setItemData(position, level_summary(level), Qt.ItemDataRole.ToolTipRole)
        self._level_tip()


def seed_validator(parent: QWidget) -> QIntValidator:
    """Seeds in ASCII digits only: the validator's default locale is the system's, which takes "1,000"
    (English) or "1.000" (Portuguese), that ``int()`` refuses, and Arabic-Indic digits."""
    validator = QIntValidator(0, MAX_SEED, parent)
    locale = QLocale.c()
    locale.setNumberOptions(QLocale.NumberOption.RejectGroupSeparator)
    validator.setLocale(locale)
    return validator


class NewGameDialog(QDialog):
    """Every registered game with the options its spec offers; the per-game words come from its setup part."""

    def __init__(
        self, prefs: Preferences, game: str = "", parent: QWidget | None = None, watch: bool = False
    ) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.watch = watch  # "Watch bots play": every seat starts as a bot
        self.setObjectName("newGameDialog")
        self.setModal(True)
        self.setMinimumWidth(620)
        self._setup: GameSetup | None = None
        self._per_seat: SetupOption | None = None  # the current game's per-seat option, when offered
        self._last_players: int | None = None  # the count to show once the last game's range is known
        self._build()
        self._restore(game)
        if watch:
            for row in self.rows:
                row.kind.setCurrentIndex(1)
        self.retranslateUi()
        self._sync()

    # --- building ----------------------------------------------------------------------------------
    def _build(self) -> None:
        self._build_fields()
        self._build_form()
        self._build_seats()
        self._build_buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.seats_box)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        for signal in (
            self.game.currentIndexChanged,
            self.players.valueChanged,
            self.seat_mode.currentIndexChanged,
        ):
            signal.connect(self._sync)
        for row in self._all_option_rows():
            row.on_change(self._sync)

    def _combo(self, name: str, values: Iterable[object]) -> QComboBox:
        """A choice holding ``values``; its texts come from ``retranslateUi`` (the current language)."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        for value in values:
            combo.addItem("", value)
        return combo

    def _build_fields(self) -> None:
        """The game, each game's options, the players, then the seed, created in keyboard order."""
        self.game = self._combo("game", game_kinds())
        self.option_rows: dict[str, list[OptionRow]] = {}
        for kind in game_kinds():
            offered = game_spec(kind).setup_options({})
            rows = [option for option in offered if option.name != PLAYERS and not option.per_seat]
            self.option_rows[kind] = [OptionRow(kind, option, self) for option in rows]
        self.players = QSpinBox(self)
        self.players.setObjectName("players")
        self.seat_mode = self._combo("wonder_mode", ("random", "chosen"))
        self.seed = QLineEdit(self)
        self.seed.setObjectName("seed")
        self.seed.setValidator(seed_validator(self))
        self.bot_speed = self._combo("bot_speed", BOT_SPEEDS)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setProperty("role", "accent")
        self.error.hide()

    def _build_form(self) -> None:
        """Each game's options before its player count, the count, the per-seat choice, the rest."""
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels: dict[str, QLabel] = {}
        self._add_row("game", self.game)
        for kind, rows in self.option_rows.items():
            for row in rows[: self._players_position(kind)]:
                self.form.addRow(row.label, row.widget)
        self._add_row("players", self.players)
        self._add_row("seat_mode", self.seat_mode)
        for kind, rows in self.option_rows.items():
            for row in rows[self._players_position(kind) :]:
                self.form.addRow(row.label, row.widget)
        self._add_row("seed", self.seed)
        self._add_row("bot_speed", self.bot_speed)

    def _add_row(self, key: str, widget: QWidget) -> None:
        label = QLabel(self)
        self.labels[key] = label
        self.form.addRow(label, widget)

    @staticmethod
    def _players_position(kind: str) -> int:
        """How many of the game's option rows its spec lists before the player count (all if none)."""
        names = [option.name for option in game_spec(kind).setup_options({}) if not option.per_seat]
        return names.index(PLAYERS) if PLAYERS in names else 0

    def _build_seats(self) -> None:
        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        self.rows = [SeatRow(index, self.seats_box) for index in range(MAX_SEATS)]
        for row in self.rows:
            grid.addWidget(row.label, row.index, 0)
            grid.addWidget(row.kind, row.index, 1)
            grid.addWidget(row.level, row.index, 2)
            grid.addWidget(row.choice, row.index, 3)
        grid.setColumnStretch(3, 1)

    def _build_buttons(self) -> None:
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setObjectName("start")
        self.start_button.setProperty("primary", True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def _all_option_rows(self) -> list[OptionRow]:
        return [row for rows in self.option_rows.values() for row in rows]

    def _restore(self, game: str) -> None:
        """Open where the player left it last time (or on the defaults), preselecting ``game`` if given."""
        self.bot_speed.setCurrentIndex(max(0, self.bot_speed.findData(self.prefs.bot_speed)))
        last = read_last(self.prefs.last_setup, game_kinds())
        self.game.setCurrentIndex(max(0, self.game.findData(last.game or default_game())))
        for kind, rows in self.option_rows.items():
            remembered = last.options_of(kind)
            for option_row in rows:
                if option_row.name in remembered:
                    option_row.set_value(remembered[option_row.name])
        self._last_players = last.players if last.players is not None else QUICK_PLAYERS
        for row, seat in zip(self.rows, last.seats, strict=False):
            row.kind.setCurrentIndex(0 if seat.get("human") else 1)
            row.level.setCurrentIndex(max(0, row.level.findData(seat.get("level", DEFAULT_LEVEL))))
        if game:
            self.game.setCurrentIndex(max(0, self.game.findData(game)))

    # --- keeping the form consistent ---------------------------------------------------------------
    def kind(self) -> str:
        return str(self.game.currentData())

    def option_widget(self, name: str) -> QWidget | None:
        """The widget of the current game's option ``name`` (``None`` if the game has no such option)."""
        return next((row.widget for row in self.option_rows.get(self.kind(), []) if row.name == name), None)

    def picked_options(self) -> dict[str, Any]:
        """The current game's options as chosen now, the player count included."""
        picked = {row.name: row.value() for row in self.option_rows.get(self.kind(), [])}
        picked[PLAYERS] = self.players.value()
        return picked

    def _sync(self) -> None:
        spec = game_spec(self.kind())
        self._apply_implied()
        counts = spec.player_counts(self.picked_options())
        wanted = self._last_players if self._last_players is not None else self.players.value()
        self._last_players = None
        self.players.blockSignals(True)
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(min(max(wanted, min(counts)), max(counts)))
        self.players.blockSignals(False)
        picked = self.picked_options()
        offered = spec.setup_options(picked)
        self._show_options(offered, picked)
        self._per_seat = next((option for option in offered if option.per_seat), None)
        self._show_row("seat_mode", self._per_seat is not None)
        if self._per_seat is not None:
            self.labels["seat_mode"].setText(option_label(self.kind(), self._per_seat.name))
        self._fill_seat_choices(picked)
        self._show_seats(spec.seat_roles(picked))
        self.error.hide()
        self.adjustSize()
        fit_to_screen(self)

    def _apply_implied(self) -> None:
        """Options another choice brings along (the game's setup part says which) are set and locked."""
        hook = game_ui(self.kind()).setup("implied_options")
        implied = hook(self.picked_options()) if callable(hook) else {}
        for row in self._all_option_rows():
            locked = row.kind == self.kind() and row.name in implied
            if locked:
                row.set_value(implied[row.name])
            row.widget.setEnabled(not locked)

    def _show_options(self, offered: tuple[SetupOption, ...], picked: dict[str, Any]) -> None:
        now = {option.name: option for option in offered}
        for kind, rows in self.option_rows.items():
            for row in rows:
                shown = kind == self.kind() and row.name in now
                self.form.setRowVisible(row.widget, shown)
                if shown:
                    row.offer(now[row.name], picked)

    def _show_seats(self, roles: tuple[SeatRole, ...]) -> None:
        teams = [role.team for role in roles if role.played]
        chosen = self.seat_mode.currentData() == "chosen" and self._per_seat is not None
        for row in self.rows:
            row.set_visible(row.index < self.players.value(), chosen)
            row.team = teams[row.index] if row.index < len(teams) else None
            row.retranslate()

    def _show_row(self, key: str, visible: bool) -> None:
        self.form.setRowVisible(self.labels[key], visible)

    def _fill_seat_choices(self, picked: dict[str, Any]) -> None:
        """Each seat's list of the per-seat option's values; by default a different one per seat."""
        option = self._per_seat
        values = option.choices if option is not None else ()
        texts = [choice_text(self.kind(), option, value, picked) for value in values] if option else []
        for row in self.rows:
            current = row.choice.currentData()
            row.choice.blockSignals(True)
            row.choice.clear()
            for text, value in zip(texts, values, strict=True):
                row.choice.addItem(text, value)
            default = values[row.index % len(values)] if values else None
            row.choice.setCurrentIndex(max(0, row.choice.findData(current if current in values else default)))
            row.choice.blockSignals(False)

    # --- result ------------------------------------------------------------------------------------
    def choices(self) -> Choices:
        count = self.players.value()
        chosen = self.seat_mode.currentData() == "chosen" and self._per_seat is not None
        seed_text = self.seed.text().strip()
        picked = self.picked_options()
        del picked[PLAYERS]
        return Choices(
            game=self.kind(),
            players=count,
            options=picked,
            seat_choices=[row.choice.currentData() for row in self.rows[:count]] if chosen else None,
            seats=[row.setup() for row in self.rows[:count]],
            seed=int(seed_text) if is_ascii_number(seed_text) else None,
        )

    def setup(self) -> GameSetup | None:
        return self._setup

    def accept(self) -> None:
        choices = self.choices()
        setup = setup_from(choices)
        problem = self.validate(setup)
        if problem:
            self.error.setText(problem)
            self.error.show()
            return
        self._setup = setup
        self.prefs.bot_speed = str(self.bot_speed.currentData())
        if not self.watch:  # a watched game is not what the player wants to find next time
            self.prefs.last_setup = self._remembered(choices)
        super().accept()

    def _remembered(self, choices: Choices) -> str:
        """Every game's options as they stand, so switching games and back keeps them next time too."""
        options = {kind: {row.name: row.value() for row in rows} for kind, rows in self.option_rows.items()}
        seats = [seat.model_dump() for seat in choices.seats]
        return write_last(choices.game, choices.players, seats, choices.seed, options)

    def validate(self, setup: GameSetup) -> str:
        """Ask the engine: an empty string if it accepts the options, else why not (shown in the dialog)."""
        try:
            state = game_spec(setup.game).new_game(setup.options, setup.seed if setup.seed is not None else 1)
        except ScenarioError as error:
            return self.tr("These options cannot be played: {reason}").format(reason=str(error))
        except (ImportError, DataError) as error:
            return self.tr("This game is not available in this build ({reason}).").format(reason=str(error))
        if state.num_players != len(setup.seats):
            return self.tr("This game needs %n seat(s).", "", state.num_players)
        return ""

    # --- language ----------------------------------------------------------------------------------
    def retranslateUi(self) -> None:
        self.setWindowTitle(self.tr("Watch bots play") if self.watch else self.tr("New game"))
        for index, kind in enumerate(game_kinds()):
            self.game.setItemText(index, game_title(kind))
        self.seat_mode.setItemText(0, self.tr("Random"))
        self.seat_mode.setItemText(1, self.tr("Chosen for each seat"))
        self.seed.setPlaceholderText(self.tr("random"))
        for index, speed in enumerate(BOT_SPEEDS):
            self.bot_speed.setItemText(index, bot_speed_name(speed))
        texts = {
            "game": self.tr("Game"),
            "players": self.tr("Players"),
            "seed": self.tr("Seed"),
            "bot_speed": self.tr("Bot speed"),
        }
        for key, text in texts.items():
            self.labels[key].setText(text)
        self.seats_box.setTitle(self.tr("Seats"))
        for row in self.rows:
            row.retranslate()
        self.start_button.setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        picked = self.picked_options()
        for option_row in self.option_rows.get(self.kind(), []):
            option_row.retranslate(picked)
        if self._per_seat is not None:
            self.labels["seat_mode"].setText(option_label(self.kind(), self._per_seat.name))
        self._fill_seat_choices(picked)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)


def bot_speed_name(speed: str) -> str:
    names = {
        "instant": translate("NewGameDialog", "Instant"),
        "normal": translate("NewGameDialog", "Normal"),
        "slow": translate("NewGameDialog", "Slow (easy to follow)"),
    }
    return names.get(speed, speed)

"""The new-game dialog: game, edition and variants, players, who plays each seat, wonders, seed, bot speed.

It builds the chosen engine's options (``gamesetup.engine_options``) and asks the engine itself whether
they are valid (``SPEC.new_game``): a refusal (``ScenarioError``) is shown in the dialog, which stays open.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import asdict

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QCheckBox,
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

from wonders_desktop.bots.registry import BOT_LEVELS
from wonders_desktop.engine.core.errors import DataError, ScenarioError
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.choices import classic_sides, wonders_for
from wonders_desktop.ui.controller import level_name
from wonders_desktop.ui.gamesetup import GAME_KINDS, Choices, GameSetup, setup_from
from wonders_desktop.ui.i18n import name_of
from wonders_desktop.ui.saves import SeatSetup
from wonders_desktop.ui.settings import BOT_SPEEDS, Preferences
from wonders_desktop.ui.start_page import game_title

translate = QCoreApplication.translate

MAX_SEATS = 7
PLAYER_RANGE = {"classic": (3, 7), "duel": (2, 2), "architects": (2, 7)}


class SeatRow:
    """The widgets of one seat: human or bot, the bot's level, and the chosen wonder."""

    def __init__(self, index: int, parent: QWidget) -> None:
        self.index = index
        self.team: int | None = None  # team play: teams of two seated side by side
        self.label = QLabel(parent)
        self.kind = QComboBox(parent)
        self.kind.setObjectName(f"seat{index}_kind")
        self.level = QComboBox(parent)
        self.level.setObjectName(f"seat{index}_level")
        self.wonder = QComboBox(parent)
        self.wonder.setObjectName(f"seat{index}_wonder")
        self.kind.addItems(["", ""])
        for level in BOT_LEVELS:
            self.level.addItem("", level)
        self.kind.setCurrentIndex(0 if index == 0 else 1)
        self.level.setCurrentIndex(BOT_LEVELS.index("medium"))
        self.kind.currentIndexChanged.connect(self._sync)
        self._sync()

    def is_human(self) -> bool:
        return self.kind.currentIndex() == 0

    def _sync(self) -> None:
        self.level.setEnabled(not self.is_human())

    def setup(self) -> SeatSetup:
        return SeatSetup(human=self.is_human(), level=str(self.level.currentData()))

    def set_visible(self, visible: bool, show_wonder: bool) -> None:
        for widget in (self.label, self.kind, self.level):
            widget.setVisible(visible)
        self.wonder.setVisible(visible and show_wonder)

    def retranslate(self) -> None:
        seat = translate("NewGameDialog", "Seat {n}").format(n=self.index + 1)
        if self.team is not None:
            seat = translate("NewGameDialog", "{seat} · Team {team}").format(seat=seat, team=self.team)
        self.label.setText(seat)
        self.kind.setItemText(0, translate("NewGameDialog", "Human"))
        self.kind.setItemText(1, translate("NewGameDialog", "Bot"))
        for position, level in enumerate(BOT_LEVELS):
            self.level.setItemText(position, level_name(level))


class NewGameDialog(QDialog):
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
            self.edition.currentIndexChanged,
            self.cities.toggled,
            self.variant.currentIndexChanged,
            self.players.valueChanged,
            self.wonder_mode.currentIndexChanged,
        ):
            signal.connect(self._sync)

    def _combo(self, name: str, values: Iterable[object]) -> QComboBox:
        """A choice holding ``values``; its texts come from ``retranslateUi`` (the current language)."""
        combo = QComboBox(self)
        combo.setObjectName(name)
        for value in values:
            combo.addItem("", value)
        return combo

    def _build_fields(self) -> None:
        """The game's options, created in the order the keyboard visits them."""
        self.game = self._combo("game", GAME_KINDS)
        self.edition = self._combo("edition", (1, 2))
        self.cities = QCheckBox(self)
        self.cities.setObjectName("cities")
        self.variant = self._combo("variant", (None, "free-city", "teams"))
        self.players = QSpinBox(self)
        self.players.setObjectName("players")
        self.wonder_mode = self._combo("wonder_mode", ("random", "chosen"))
        self.sides = self._combo("sides", ())
        self.duel_wonders = self._combo("duel_wonders", ("first_game", "draft"))
        self.seed = QLineEdit(self)
        self.seed.setObjectName("seed")
        self.seed.setValidator(QIntValidator(0, 2_000_000_000, self))
        self.bot_speed = self._combo("bot_speed", BOT_SPEEDS)
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.setProperty("role", "accent")
        self.error.hide()

    def _build_form(self) -> None:
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.labels: dict[str, QLabel] = {}
        for key, widget in (
            ("game", self.game),
            ("edition", self.edition),
            ("cities", self.cities),
            ("variant", self.variant),
            ("players", self.players),
            ("wonder_mode", self.wonder_mode),
            ("sides", self.sides),
            ("duel_wonders", self.duel_wonders),
            ("seed", self.seed),
            ("bot_speed", self.bot_speed),
        ):
            label = QLabel(self)
            self.labels[key] = label
            self.form.addRow(label, widget)

    def _build_seats(self) -> None:
        self.seats_box = QGroupBox(self)
        grid = QGridLayout(self.seats_box)
        self.rows = [SeatRow(index, self.seats_box) for index in range(MAX_SEATS)]
        for row in self.rows:
            grid.addWidget(row.label, row.index, 0)
            grid.addWidget(row.kind, row.index, 1)
            grid.addWidget(row.level, row.index, 2)
            grid.addWidget(row.wonder, row.index, 3)
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

    def _restore(self, game: str) -> None:
        """Open where the player left it last time (or on the defaults), preselecting ``game`` if given."""
        self.bot_speed.setCurrentIndex(max(0, self.bot_speed.findData(self.prefs.bot_speed)))
        try:
            last = json.loads(self.prefs.last_setup) if self.prefs.last_setup else {}
        except ValueError:
            last = {}
        if isinstance(last, dict):
            self._apply_last(last)
        if game:
            self.game.setCurrentIndex(max(0, self.game.findData(game)))

    def _apply_last(self, last: dict[str, object]) -> None:
        self.game.setCurrentIndex(max(0, self.game.findData(last.get("game", "classic"))))
        self.edition.setCurrentIndex(max(0, self.edition.findData(last.get("edition", 1))))
        self.cities.setChecked(bool(last.get("cities", False)))
        self.variant.setCurrentIndex(max(0, self.variant.findData(last.get("variant"))))
        players = last.get("players")
        self._last_players = players if isinstance(players, int) else 3
        seats = last.get("seats")
        if isinstance(seats, list):
            for row, seat in zip(self.rows, seats, strict=False):
                if isinstance(seat, dict):
                    row.kind.setCurrentIndex(0 if seat.get("human") else 1)
                    row.level.setCurrentIndex(max(0, row.level.findData(seat.get("level", "medium"))))

    # --- keeping the form consistent ---------------------------------------------------------------
    def kind(self) -> str:
        return str(self.game.currentData())

    def _player_range(self) -> tuple[int, int]:
        variant = self.variant.currentData()
        if self.kind() == "classic" and variant == "free-city":
            return 2, 2
        if self.kind() == "classic" and variant == "teams":
            return 4, 6
        return PLAYER_RANGE.get(self.kind(), (2, 7))

    def _sync(self) -> None:
        classic = self.kind() == "classic"
        teams = classic and self.variant.currentData() == "teams"
        self._require_cities(teams)
        low, high = self._player_range()
        wanted = getattr(self, "_last_players", self.players.value())
        self._last_players = None
        self.players.setRange(low, high)
        if isinstance(wanted, int):
            self.players.setValue(min(max(wanted, low), high))
        chosen = self.wonder_mode.currentData() == "chosen"
        can_choose = self._can_choose()
        self._show_row("edition", classic)
        self._show_row("cities", classic)
        self._show_row("variant", classic)
        self._show_row("sides", classic)
        self._show_row("wonder_mode", can_choose)
        self._show_row("duel_wonders", self.kind() == "duel")
        self._fill_sides()
        self._fill_wonders()
        for row in self.rows:
            row.set_visible(row.index < self.players.value(), chosen and can_choose)
            row.team = row.index // 2 + 1 if teams else None
            row.retranslate()
        self.error.hide()
        self.adjustSize()

    def _require_cities(self, teams: bool) -> None:
        """Team play is a rule of the Cities expansion: choosing it brings Cities along."""
        if teams and not self.cities.isChecked():
            self.cities.blockSignals(True)
            self.cities.setChecked(True)
            self.cities.blockSignals(False)
        self.cities.setEnabled(not teams)

    def _can_choose(self) -> bool:
        return self.kind() in ("classic", "architects") and self.variant.currentData() != "free-city"

    def _show_row(self, key: str, visible: bool) -> None:
        self.form.setRowVisible(self.labels[key], visible)

    def _fill_sides(self) -> None:
        current = self.sides.currentData()
        sides = classic_sides(int(self.edition.currentData()))
        self.sides.blockSignals(True)
        self.sides.clear()
        for side in sides:
            self.sides.addItem(self._side_text(side, first=side == sides[0]), side)
        self.sides.addItem(self.tr("Random sides"), "random")
        self.sides.setCurrentIndex(max(0, self.sides.findData(current)))
        self.sides.blockSignals(False)

    def _side_text(self, side: str, first: bool) -> str:
        names = {"a": self.tr("A"), "b": self.tr("B"), "day": self.tr("Day"), "night": self.tr("Night")}
        text = self.tr("All boards on side {side}").format(side=names.get(side, side))
        return self.tr("{choice} (recommended for a first game)").format(choice=text) if first else text

    def _fill_wonders(self) -> None:
        edition = int(self.edition.currentData())
        wonders = wonders_for(self.kind(), edition, self.cities.isChecked())
        for row in self.rows:
            current = row.wonder.currentData()
            row.wonder.blockSignals(True)
            row.wonder.clear()
            for wonder in wonders:
                row.wonder.addItem(name_of("wonder", wonder, self.kind(), edition), wonder)
            default = wonders[row.index % len(wonders)] if wonders else None
            row.wonder.setCurrentIndex(
                max(0, row.wonder.findData(current if current in wonders else default))
            )
            row.wonder.blockSignals(False)

    # --- result ------------------------------------------------------------------------------------
    def choices(self) -> Choices:
        count = self.players.value()
        chosen = self.wonder_mode.currentData() == "chosen" and self._can_choose()
        seed_text = self.seed.text().strip()
        return Choices(
            game=self.kind(),
            players=count,
            edition=int(self.edition.currentData()),
            cities=self.cities.isChecked(),
            variant=self.variant.currentData(),
            wonders=[str(row.wonder.currentData()) for row in self.rows[:count]] if chosen else None,
            sides=str(self.sides.currentData()),
            duel_wonders=str(self.duel_wonders.currentData()),
            seats=[row.setup() for row in self.rows[:count]],
            seed=int(seed_text) if seed_text else None,
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
            self.prefs.last_setup = json.dumps(
                {**asdict(choices), "seats": [s.model_dump() for s in choices.seats]}
            )
        super().accept()

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
        for index, kind in enumerate(GAME_KINDS):
            self.game.setItemText(index, game_title(kind))
        self.edition.setItemText(0, self.tr("1st edition"))
        self.edition.setItemText(1, self.tr("2nd edition"))
        self.cities.setText(self.tr("Cities expansion"))
        self.variant.setItemText(0, self.tr("Standard"))
        self.variant.setItemText(1, self.tr("Free City (2 players)"))
        self.variant.setItemText(2, self.tr("Teams (4 or 6 players)"))
        self.wonder_mode.setItemText(0, self.tr("Random"))
        self.wonder_mode.setItemText(1, self.tr("Chosen for each seat"))
        self.duel_wonders.setItemText(0, self.tr("First game: fixed wonders (recommended)"))
        self.duel_wonders.setItemText(1, self.tr("Wonder draft"))
        self.seed.setPlaceholderText(self.tr("random"))
        for index, speed in enumerate(BOT_SPEEDS):
            self.bot_speed.setItemText(index, bot_speed_name(speed))
        texts = {
            "game": self.tr("Game"),
            "edition": self.tr("Edition"),
            "cities": self.tr("Expansion"),
            "variant": self.tr("Mode"),
            "players": self.tr("Players"),
            "wonder_mode": self.tr("Wonders"),
            "sides": self.tr("Sides"),
            "duel_wonders": self.tr("Wonders"),
            "seed": self.tr("Seed"),
            "bot_speed": self.tr("Bot speed"),
        }
        for key, label in self.labels.items():
            label.setText(texts[key])
        self.seats_box.setTitle(self.tr("Seats"))
        for row in self.rows:
            row.retranslate()
        self.start_button.setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self._fill_sides()
        self._fill_wonders()

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

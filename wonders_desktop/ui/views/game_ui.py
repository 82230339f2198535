"""What shared UI may ask one game's UI package: the declared interface, each answer with its default.

The engine's games describe themselves through ``GameSpec``; what a spec cannot say is UI, and lives
in the game's UI package (``ui/views/<kind>/``, found by ``parts.py``). Shared UI code (the shell,
dialogs, saves, the language modules, the generic table) asks a game only through ``game_ui(kind)``:
it never imports a game's package, never keys a table by a game's name and never tests one. Every
answer has a default, so a game with no UI package at all still plays on the generic table, with
plain words and no Help page of its own (the tests' toy game declares only words and log lines).

    table       ``__init__.py``  ``create_view(controller, models, parent)``; ``words.py``:
                                 ``INTERNAL_FIELDS``, ``SEAT_BOOKKEEPING`` (what the generic table hides),
                                 ``SEAT_FIELDS`` (numbers that are seats), ``ID_KINDS`` (fields of ids)
    words       ``words.py``     card texts and move verbs (``words_hook``), ``field_labels(words)``,
                                 ``score_row_names(words)``, ``tie_break_names(words)``, ``reason_names()``
    events      ``events.py``    ``templates()`` (event kind -> sentence), ``as_logged``, ``QUIET_KINDS``
    data names  ``names.py``     ``DATASETS``, ``TOKENS``, ``name_rows()`` (read by ``language/datanames``)
    help        ``help.py``      ``bot_levels()``, ``keyboard_rows()``, ``hint_button()``
    advice      ``advice.py``    ``clear(table)``: wipe the better move ``GameView.mark_advice`` marked
    setup       ``setup.py``     see ``parts.py`` (``TITLE``, ``blurb``, ``option_label``...)
    learn       ``learn.py``     ``script()`` (the guided first game), ``locate(view, role)`` (a step's part)
                                 ``keep(view)`` (what a step's bubble never hides; default: nothing)
    replay      none needed      the replay window shows any table under the shared ``views/replay.py``

``tests/ui/test_game_ui.py`` holds the three games to it: each answers every role, and a game without
a part gets the defaults.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from wonders_desktop.ui.views.parts import part_hook

if TYPE_CHECKING:
    from wonders_desktop.engine.core.events import Event

#: A log line's builder: gets the event's ``Ctx`` (``language/event_text.py``), returns the sentence.
EventBuilder = Callable[[Any], str]


@dataclass(frozen=True, slots=True)
class GameUI:
    """One game's answers to shared UI (``kind`` is the engine's kind: ``GameState.kind``)."""

    kind: str

    def hook(self, part: str, name: str) -> Any:
        """The hook ``name`` of the game's ``part`` module, or ``None`` (``Any``: each hook has its own
        signature, listed above)."""
        return part_hook(self.kind, part, name)

    def _call(self, part: str, name: str, *args: Any) -> Any:
        function = self.hook(part, name)
        return function(*args) if callable(function) else None

    # --- table ---------------------------------------------------------------------------------------
    def view_factory(self) -> Callable[..., Any] | None:
        """The game's own table (``create_view``), or ``None``: the generic table plays it."""
        return self.hook("", "create_view")

    def internal_fields(self) -> frozenset[str]:
        """Snapshot fields that are the engine's bookkeeping, not the table: the generic table hides them."""
        return frozenset(self.hook("words", "INTERNAL_FIELDS") or ())

    def seat_fields(self) -> frozenset[str]:
        """Snapshot fields whose number is a seat (the first player...): the generic table names it."""
        return frozenset(self.hook("words", "SEAT_FIELDS") or ())

    def id_kinds(self) -> Mapping[str, str]:
        """Snapshot fields whose values are ids of a kind of data (field -> ``card``, ``wonder``...)."""
        return self.hook("words", "ID_KINDS") or {}

    def seat_bookkeeping(self) -> frozenset[str]:
        """A seat's snapshot fields that are the engine's bookkeeping."""
        return frozenset(self.hook("words", "SEAT_BOOKKEEPING") or ())

    # --- words ---------------------------------------------------------------------------------------
    def words(self, name: str) -> Any:
        """A hook of the game's ``words.py`` (card texts, move verbs...), or ``None``."""
        return self.hook("words", name)

    def field_labels(self, words: object) -> Mapping[str, str]:
        """The game's snapshot field names in ``words`` (a ``RulebookWords``)."""
        return self._call("words", "field_labels", words) or {}

    def score_row_names(self, words: object) -> Mapping[str, str]:
        """The game's score-pad rows, named as its rulebook and pad name them."""
        return self._call("words", "score_row_names", words) or {}

    def tie_break_names(self, words: object) -> Mapping[str, str]:
        """The game's tie-breaks, as the end-of-game line says them."""
        return self._call("words", "tie_break_names", words) or {}

    def reason_names(self) -> Mapping[str, str]:
        """Why the game ended, for the game's own ends (a supremacy...)."""
        return self._call("words", "reason_names") or {}

    # --- events --------------------------------------------------------------------------------------
    def event_templates(self) -> Mapping[str, EventBuilder]:
        """Event kind -> sentence builder, built per call so the current language is used."""
        return self._call("events", "templates") or {}

    def as_logged(self, event: Event, earlier: Iterable[Event]) -> Event | None:
        """``event`` as the log tells it given the same move's earlier events (newest first); ``None``
        leaves it out. Default: as it is."""
        hook = self.hook("events", "as_logged")
        return hook(event, earlier) if callable(hook) else event

    # --- help ----------------------------------------------------------------------------------------
    def bot_levels(self) -> Mapping[str, Any] | None:
        """Help ▸ Bot levels: level -> ``help_words.Level``, or ``None`` (no page of its own)."""
        return self._call("help", "bot_levels")

    def keyboard_rows(self) -> list[tuple[str, str]] | None:
        """Help ▸ Keyboard: the table's keys as ``(keys, what they do)`` rows, or ``None``."""
        return self._call("help", "keyboard_rows")

    def hint_button(self) -> str | None:
        """The name of the table's Hint button, if the table has one (the bot-levels note names it)."""
        return self._call("help", "hint_button")

    # --- advice --------------------------------------------------------------------------------------
    def clear_advice(self, table: object) -> None:
        """Wipe the better move ``table.mark_advice`` marked (the coach's *Show me*, before the player's
        next move). Default: nothing to wipe."""
        self._call("advice", "clear", table)

    # --- learn ---------------------------------------------------------------------------------------
    def learn_script(self) -> Any:
        """The game's guided first game (a ``learn.script.Script``), or ``None`` (no Learn to play)."""
        return self._call("learn", "script")

    # --- setup ---------------------------------------------------------------------------------------
    def setup(self, name: str) -> Any:
        """A hook of the game's ``setup.py`` (see ``parts.py``), or ``None``."""
        return self.hook("setup", name)


def game_ui(kind: str) -> GameUI:
    """The interface of ``kind``'s UI package (any string: an unknown or malformed kind has defaults).

    Cheap: the game's modules are imported once, on first use of a role (``parts._import`` caches them).
    """
    return GameUI(kind)

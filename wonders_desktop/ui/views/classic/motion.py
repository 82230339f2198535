"""What the last turn changed, kept between refreshes: the events the reveal shows, the cards just
built in each city (drawn fresh), and the side the next hand slides in from.

Plain Python (no widget), fed by the table's log entries: the reveal is kept as events, not as text,
so a language switch rewords it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.views.classic import present


@dataclass(slots=True)
class TurnMotion:
    """The reveal's events and age, the fresh cards by city, the pending slide of the hand."""

    fresh: dict[int, set[str]] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    age: int = 1
    pending_slide: str = ""
    last_turn: tuple[int, int] | None = None

    def record(self, events: Sequence[Event], view: ClassicState | None, turn_wide: bool) -> None:
        """Take in a turn's ``events``: a turn-wide reveal (or one while the strip is put away) starts
        a new reveal; a special build after the turn joins that turn's reveal."""
        if turn_wide:
            self.fresh = {}
            self.events = list(events)
            ended = [event for event in events if event.kind == "age_ended"]
            self.age = int(ended[0].data.get("age", 1)) if ended else (view.age if view else 1)
        else:
            self.events.extend(events)
        for event in events:
            if event.kind not in present.REVEAL_KINDS:
                continue
            if event.kind == "card_built" and isinstance(event.data.get("city"), int):
                self.fresh.setdefault(event.data["city"], set()).add(str(event.data.get("card")))
        if view is not None and view.phase == "pick":
            self._note_turn(view.age, view.turn)

    def _note_turn(self, age: int, turn: int) -> None:
        """A new turn of the same age: the hand arrives from the side it was passed from."""
        last = self.last_turn
        if last is not None and age == last[0] and turn > last[1]:
            self.pending_slide = "right" if age != 2 else "left"
        self.last_turn = (age, turn)

    def first_turn(self, age: int, turn: int) -> None:
        """The turn shown first (no slide into it)."""
        if self.last_turn is None:
            self.last_turn = (age, turn)

    def take_slide(self) -> str:
        """The side the hand slides in from this once (``""``: no slide)."""
        slide, self.pending_slide = self.pending_slide, ""
        return slide

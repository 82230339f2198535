"""A guided game as data: the deal, the seats, and the steps the guide walks through.

A script is plain data so a test can check every step without a window: each step names the part of
the table it talks about by a *role* (the game's table resolves it to a rectangle, ``learn.py``'s
``locate``), its bubble's words (English source, translated in the ``Learn`` context), and what ends it:

- a **Next** step ends when the player clicks Next (or presses Enter);
- a **move** step waits for the move it asks for (``move``: a pattern of the move's text, ``fnmatch``);
  any other move is refused with the step's ``wrong`` line and nothing is played;
- a **free** step lets the player play freely until an event of kind ``until`` is logged.

Steps with ``on`` are *comments*: they wait, unseen, until an event of that kind is logged in free play,
then show (the end of an age, the conflict, the final score). A script's *asides* are said once in free
play, the first time their event is logged, in whatever order the game brings them; a script may key
them finer than the event's kind (``aside_key``: "your first card built by a chain", not any card
built). ``{name}`` in a text is filled from the script's ``words`` (a card's name in the player's
language...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for the translators in ``context``; translated where it is shown."""
    return text


CONTEXT = "Learn"


@dataclass(frozen=True, slots=True)
class Step:
    """One bubble of the guided game (see the module's docstring for the four kinds)."""

    text: str
    role: str = ""
    move: str = ""
    wrong: str = ""
    until: str = ""
    on: str = ""
    #: Values of this step's own {fields} (a score row's name and points), already in words.
    values: tuple[tuple[str, str], ...] = ()

    @property
    def awaits_move(self) -> bool:
        return bool(self.move)

    @property
    def free(self) -> bool:
        return bool(self.until)

    def matches(self, move_text: str) -> bool:
        """True when ``move_text`` is the move this step asks for."""
        return fnmatchcase(move_text, self.move)


@dataclass(frozen=True, slots=True)
class Script:
    """A game's guided first game: the deal (options, seed), the seats (the player at seat 0 and bots
    of ``level``), the steps, and the words its texts name (``words``: {field} name -> a function of
    nothing giving the name in the language in use)."""

    kind: str
    options: dict[str, Any]
    seed: int
    players: int
    level: str
    steps: Sequence[Step]
    words: dict[str, Callable[[], str]] = field(default_factory=dict)
    #: Steps made from the final position (the score sheet read line by line), appended at game over.
    final_steps: Callable[[Any], list[Step]] | None = None
    #: Words said in free play the first time an event of their ``on`` kind is logged (something new).
    asides: Sequence[Step] = ()
    #: The aside an event may bring (an aside's ``on``), "" for none; None keys each event by its kind.
    aside_key: Callable[[Any], str] | None = None

    def key_of(self, event: Any) -> str:
        """The aside ``event`` may bring: its ``aside_key``, by default its kind."""
        if event is None:
            return ""
        return self.aside_key(event) if self.aside_key is not None else str(event.kind)

    @property
    def step_count(self) -> int:
        """The M of "Step N of M": the score sheet read line by line counts as its last step, so M is the
        same from the first step to the last (its rows are known only at the end)."""
        return len(self.steps)

    def text_args(self) -> dict[str, str]:
        return {name: words() for name, words in self.words.items()}

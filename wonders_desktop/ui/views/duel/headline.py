"""The Duel table's top lines, phrased from its ``TableModel``: the status (age, cards left, whose turn),
the announcement under it (the opponent's last move, the replayed move, who plays again, the hint) and
the badge beside each city's name. Words only: the table decides what is shown and when.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.ui.language import numbers
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.duel import hint_words, texts
from wonders_desktop.ui.views.duel.hint import Hint
from wonders_desktop.ui.views.duel.model import TableModel
from wonders_desktop.ui.views.replay import Replay

translate = QCoreApplication.translate

ROMAN = {1: "I", 2: "II", 3: "III"}

Namer = Callable[[int], str]


def badge(model: TableModel, seat: int, thinking: bool) -> str:
    """Beside a city's name: the winner, or who plays (a bot's "thinking…")."""
    if model.outcome is not None:
        return translate("DuelTable", "winner") if seat in model.outcome.winners else ""
    if model.current != seat:
        return ""
    if thinking:
        return translate("DuelTable", "thinking…")
    return translate("DuelTable", "to play")


def status(model: TableModel, name: Namer, replaying: bool) -> str:
    if model.age:
        age = translate("DuelTable", "Age {age}").format(age=ROMAN.get(model.age, ""))
        if model.slots and model.outcome is None:
            age += " (" + translate("DuelTable", "%n card(s) left", None, len(model.slots)) + ")"
    else:
        age = translate("DuelTable", "Wonder selection")
    if replaying:
        return translate("DuelTable", "Replay — {age}").format(age=age)
    if model.outcome is not None:
        return translate("DuelTable", "The game is over.")
    if model.viewer_acts:
        if model.decision is not None:
            return f"{age} · {texts.decision_title(model.decision)}"
        return f"{age} · " + translate("DuelTable", "Your turn: take a card of the structure.")
    return f"{age} · " + texts.waiting_text(model.decision, name(model.current or 0))


def announcement(
    model: TableModel, name: Namer, state: GameState | None, replay: Replay | None, hint_text: str
) -> str:
    parts = []
    if replay is not None:
        move = replay.last_move()
        if move is not None:
            label = describe_move(move[1], "duel")
            parts.append(f"{name(move[0])}: {label.text}")
    else:
        last = opponents_last_move(model, name, state)
        if last:
            parts.append(last)
        if model.play_again is not None:
            if model.play_again == model.viewer and model.viewer_acts:
                parts.append(translate("DuelTable", "You play again!"))
            else:
                again = translate("DuelTable", "{player} plays again.")
                parts.append(again.format(player=name(model.play_again)))
    if hint_text and replay is None:
        parts.append(hint_text)
    return "  ·  ".join(parts)


def opponents_last_move(model: TableModel, name: Namer, state: GameState | None) -> str:
    """What the other player just did (every Duel move is public), so a bot's turn is easy to follow."""
    if state is None or not state.history or model.outcome is not None:
        return ""
    seat, text = state.history[-1]
    if seat == model.viewer:
        return ""
    label = describe_move(text, "duel")
    text = translate("DuelTable", "Last move — {player}: {move}")
    return text.format(player=name(seat), move=label.text)


def hint_text(hint: Hint) -> str:
    """The hard bot's advice, with its estimated chance to win when it has one, and why (``hint_words``)."""
    label = describe_move(hint.move, "duel")
    text = translate("DuelTable", "Hint: {move}").format(move=label.text)
    if hint.win_chance is not None:
        text += " — " + translate("DuelTable", "estimated chance to win: {percent} %").format(
            percent=numbers.whole(hint.win_chance * 100)
        )
    why = hint_words.reason_text(hint.reason)
    if why:
        text = translate("DuelTable", "{hint}; {why}").format(hint=text, why=why)
    return text

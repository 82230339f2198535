"""Legal moves as buttons a player understands: ``build:lumber_yard:l0r2`` -> "Build Lumber Yard".

Move texts are ``verb:arg:arg`` with ids only (engine/core/protocol.py). The verb picks a translated
template, the ids become names; payments written ``l<left>r<right>`` become a short price note. An
unknown verb is humanised, so a new move kind is still playable before it gets its own template.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.core.digits import is_ascii_number
from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.dataindex import data_index
from wonders_desktop.ui.language.game_words import words_hook
from wonders_desktop.ui.language.i18n import humanize, name_of, words_of

translate = QCoreApplication.translate

PAYMENT = re.compile(r"l([0-9]+)r([0-9]+)")  # ASCII digits only: ``\d`` matches every script's
# Builds a button's label from a move's fields after the verb.
Builder = Callable[[list[str]], str]


@dataclass(frozen=True, slots=True)
class MoveLabel:
    """How a move is shown: ``group`` (the action), ``text`` (the button), ``detail`` (price, tooltip),
    ``effect`` (what the card, wonder or token it concerns does: the tooltip's sentences)."""

    group: str
    text: str
    detail: str
    colour: str | None
    subject: str
    effect: str = ""


def verbs(game: str = "", edition: int = 1) -> dict[str, tuple[str, Builder]]:
    """Verb -> (group title, label builder from the remaining fields), names in ``game``'s words."""
    card = names("card", game, edition)
    wonder = names("wonder", game, edition)
    words = words_of(game, edition)

    def last_token(args: list[str]) -> str:
        return _last("progress_token", args, game, edition)

    return {
        "build": (
            words.translate("MoveText", "Build"),
            lambda a: words.translate("MoveText", "Build {card}").format(card=card(a)),
        ),
        "stage": (
            words.translate("MoveText", "Wonder stage"),
            lambda a: words.translate("MoveText", "Build a wonder stage with {card}").format(card=card(a)),
        ),
        "wonder": (
            words.translate("MoveText", "Wonder"),
            lambda a: words.translate("MoveText", "Build {wonder} with {card}").format(
                wonder=name_of("wonder", a[0], game, edition) if a else "?", card=card(a[1:])
            ),
        ),
        "sell": (
            words.translate("MoveText", "Discard for coins"),
            lambda a: words.translate("MoveText", "Discard {card} for coins").format(card=card(a)),
        ),
        "discard": (
            words.translate("MoveText", "Discard for coins"),
            lambda a: words.translate("MoveText", "Discard {card}").format(card=card(a)),
        ),
        "free": (
            words.translate("MoveText", "Build for free"),
            lambda a: words.translate("MoveText", "Build {card} for free").format(card=card(a)),
        ),
        "pass": (words.translate("MoveText", "Pass"), lambda a: words.translate("MoveText", "Pass")),
        "draft": (
            words.translate("MoveText", "Choose a wonder"),
            lambda a: words.translate("MoveText", "Take {wonder}").format(wonder=wonder(a)),
        ),
        "progress": (
            words.translate("MoveText", "Progress token"),
            lambda a: words.translate("MoveText", "Take {token}").format(token=last_token(a)),
        ),
        "destroy": (
            words.translate("MoveText", "Destroy a card"),
            lambda a: words.translate("MoveText", "Destroy {card}").format(card=card(a)),
        ),
        "mausoleum": (
            words.translate("MoveText", "Build from the discard pile"),
            lambda a: words.translate("MoveText", "Build {card}").format(card=card(a)),
        ),
        "start": (
            words.translate("MoveText", "Who starts the next age"),
            lambda a: words.translate("MoveText", "Player {n} starts").format(
                n=int(a[0]) + 1 if a and is_ascii_number(a[0]) else "?"
            ),
        ),
        "take": (
            words.translate("MoveText", "Take a card"),
            lambda a: words.translate("MoveText", "Take from {deck}").format(deck=_deck(a, game)),
        ),
        "extra": (
            words.translate("MoveText", "Extra card"),
            lambda a: words.translate("MoveText", "Extra card from {deck}").format(deck=_deck(a[1:], game)),
        ),
        "effect_take": (
            words.translate("MoveText", "Wonder effect"),
            lambda a: words.translate("MoveText", "Take from {deck}").format(deck=_deck(a, game)),
        ),
        "effect_token": (
            words.translate("MoveText", "Wonder effect"),
            lambda a: (
                words.translate("MoveText", "Take from {deck}").format(deck=_deck(a, game))
                if a[:1] == ["pile"]
                else words.translate("MoveText", "Take {token}").format(
                    token=_first("progress_token", a, game)
                )
            ),
        ),
        "look": (
            words.translate("MoveText", "Wonder effect"),
            lambda a: words.translate("MoveText", "Look at {deck}").format(deck=_deck(a, game)),
        ),
        "keep": (
            words.translate("MoveText", "Keep a card"),
            lambda a: words.translate("MoveText", "Keep {card}").format(card=card(a)),
        ),
        "end": (
            words.translate("MoveText", "End the turn"),
            lambda a: words.translate("MoveText", "End the turn"),
        ),
        "bet": (
            words.translate("MoveText", "Bet"),
            lambda a: words.translate("MoveText", "Bet {amount}").format(amount=a[0] if a else "?"),
        ),
        "debt": (
            words.translate("MoveText", "Coins or debt"),
            lambda a: _debt_label(int(a[0]) if a and is_ascii_number(a[0]) else 0),
        ),
        "pick": (
            words.translate("MoveText", "Play a card"),
            lambda a: words.translate("MoveText", "Play {card}").format(card=a[0].lstrip("c") if a else "?"),
        ),
    }


def game_verbs(game: str, edition: int = 1) -> dict[str, tuple[str, Builder]]:
    """Where a game uses one verb differently (``discard`` in 7 Wonders is Halikarnassos's build): the
    ``move_verbs(words)`` hook of the game's words module, given the game's ``RulebookWords``."""
    hook = words_hook(game, "move_verbs")
    return hook(words_of(game, edition)) if hook else {}


def _debt_label(tokens: int) -> str:
    """Cities: of the coins to lose, ``tokens`` are taken as debt tokens and the rest paid."""
    if tokens == 0:
        return translate("MoveText", "Pay the whole loss in coins")
    return translate("MoveText", "Take %n debt token(s), pay the rest in coins", None, tokens)


def names(kind: str, game: str = "", edition: int = 1) -> Callable[[list[str]], str]:
    """A label builder's namer: the first argument of a move as a ``kind`` name in ``game``'s words."""
    return lambda args: _first(kind, args, game, edition)


def _first(kind: str, args: list[str], game: str = "", edition: int = 1) -> str:
    return name_of(kind, args[0], game, edition) if args else "?"


def _last(kind: str, args: list[str], game: str = "", edition: int = 1) -> str:
    return name_of(kind, args[-1], game, edition) if args else "?"


def _deck(args: list[str], game: str = "") -> str:
    if not args:
        return "?"
    if args[0] == "central":
        return translate("MoveText", "the central deck")
    if args[0] == "pile":
        return translate("MoveText", "the face-down pile")
    return translate("MoveText", "the deck of {wonder}").format(wonder=name_of("wonder", args[0], game))


def payment_note(left: int, right: int) -> str:
    if left == 0 and right == 0:
        return ""
    return translate("MoveText", "pay {left} left, {right} right").format(left=left, right=right)


def describe_move(text: str, game: str = "", edition: int = 1) -> MoveLabel:
    """The label of a move text in the current language, names in the words of ``game`` (and edition)."""
    prefix = ""
    body = text
    if body.startswith("fc."):
        prefix, body = translate("MoveText", "Free City: "), body[3:]
    fields = body.split(":")
    verb, args = fields[0], fields[1:]
    detail = ""
    if args and (match := PAYMENT.fullmatch(args[-1])):
        detail = payment_note(int(match.group(1)), int(match.group(2)))
        args = args[:-1]
    table = {**verbs(game, edition), **game_verbs(game, edition)}
    group, builder = table.get(verb, (humanize(verb), lambda a: _generic(verb, a, game, edition)))
    try:
        label = builder(args)
    except (IndexError, ValueError):
        label = _generic(verb, args, game, edition)
    subject = args[-1] if args else ""
    colour = data_index().colour(subject) if subject else None
    effect = subject_text(verb, args, game, edition)
    return MoveLabel(prefix + group, prefix + label, detail, colour, subject, effect)


def subject_text(verb: str, args: list[str], game: str, edition: int = 1) -> str:
    """What the card, wonder or token a move is about does (empty when the move is about no such thing)."""
    if not args or not game or verb == "stage" or verb in (words_hook(game, "VERBS_WITHOUT_SUBJECT") or ()):
        return ""  # a card spent on a stage (its own effect is beside the point), an Architects stage
    if verb in ("wonder", "draft"):
        return cardtext.wonder_text(game, args[0], edition=edition)
    if verb in ("progress", "effect_token"):
        return cardtext.token_text(game, args[-1], edition=edition)
    return cardtext.card_text(game, args[-1], edition=edition)


def _generic(verb: str, args: list[str], game: str = "", edition: int = 1) -> str:
    names = [name_of("", arg, game, edition) for arg in args]
    return " ".join([humanize(verb), *names])

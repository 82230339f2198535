"""The sentence above the viewer's options: what the rules ask of them now, in the rulebook's words."""

from __future__ import annotations

from collections.abc import Callable

from wonders_desktop.ui.views.architects import texts
from wonders_desktop.ui.views.architects.model import DecisionVM, TableVM

translate = texts.translate


def _names(symbols: tuple[str, ...]) -> str:
    return ", ".join(texts.card_name(kind) for kind in symbols)


def _resolve_text(decision: DecisionVM, extra_token: str | None) -> str:
    parts = []
    if decision.must_build:
        stages = ", ".join(str(n) for n in sorted(decision.builds))
        if len(decision.builds) > 1:
            parts.append(
                translate(
                    "ArchitectsTable",
                    "You must build stages {stages}: click a highlighted piece (you choose the order).",
                ).format(stages=stages)
            )
        else:
            parts.append(
                translate(
                    "ArchitectsTable", "You must build stage {stage}: click the highlighted piece."
                ).format(stage=stages)
            )
    if decision.must_exchange:
        sets = list(decision.exchanges)
        what = _names(sets[0]) if len(sets) == 1 else translate("ArchitectsTable", "a science set")
        parts.append(
            translate(
                "ArchitectsTable",
                "You must take a Progress token for {cards}: click one of the 3 face-up tokens or the pile.",
            ).format(cards=what)
        )
    if decision.extras:
        token = texts.token_name(extra_token or next(iter(decision.extras)))
        if parts:
            text = translate(
                "ArchitectsTable", "{token}: you may also take 1 more card from a highlighted deck."
            )
        else:
            text = translate(
                "ArchitectsTable",
                "{token}: you may take 1 more card from a highlighted deck, or end your turn.",
            )
        parts.append(text.format(token=token))
    if not parts:
        parts.append(translate("ArchitectsTable", "Nothing more to do: end your turn."))
    return "\n".join(parts)


def decision_texts(
    table: TableVM, seat_name: Callable[[int | None], str], extra_token: str | None, cat_seen: bool
) -> tuple[str, str]:
    """(title, sentence) for the viewer's panel."""
    decision = table.decision
    kind = decision.kind
    if kind == "over":
        return translate("ArchitectsTable", "The game is over"), translate(
            "ArchitectsTable", "The score sheet shows every player's points and the tie-break."
        )
    if kind == "wait":
        if table.current is None:
            return "", ""
        return (
            translate("ArchitectsTable", "{player} is playing").format(player=seat_name(table.current)),
            translate("ArchitectsTable", "What just happened:"),
        )
    title = translate("ArchitectsTable", "Your turn")
    wonder = texts.wonder_name(table.players[table.viewer].wonder)
    if kind == "take":
        count = sum(1 for deck in table.decks if deck.role == "take")
        text = translate(
            "ArchitectsTable", "Take a card: the top card of one of the %n highlighted decks.", None, count
        )
        if cat_seen:
            text += "\n" + translate("ArchitectsTable", "The cat lets you see the central deck's top card.")
        return title, text
    if kind == "effect_take":
        return title, translate(
            "ArchitectsTable", "{wonder}: take the top card of any deck (highlighted)."
        ).format(wonder=wonder)
    if kind == "effect_token":
        return title, translate(
            "ArchitectsTable",
            "{wonder}: choose 1 of the 4 available Progress tokens (3 face up or the pile).",
        ).format(wonder=wonder)
    if kind == "look":
        return title, translate(
            "ArchitectsTable", "{wonder}: look at the 5 top cards of the deck on your left or on your right."
        ).format(wonder=wonder)
    if kind == "keep":
        return title, translate(
            "ArchitectsTable",
            "{wonder}: keep 1 of these cards; the others are shuffled back into their deck.",
        ).format(wonder=wonder)
    return title, _resolve_text(decision, extra_token)

"""Every sentence the 7 Wonders table shows: prices, reasons, prompts, tooltips (translated).

The numbers come from the engine's answers (``queries.Price``); this module only puts them in words,
in the rulebook's terms (the ``ClassicTable`` translation context).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.data import CardData
from wonders_desktop.engine.classic.queries import Output, Price
from wonders_desktop.ui.language import cardtext
from wonders_desktop.ui.language.i18n import VARIANT, RulebookWords, name_of, words_of
from wonders_desktop.ui.language.move_text import describe_move
from wonders_desktop.ui.views.classic import model

CONTEXT = "ClassicTable"
translate = QCoreApplication.translate


# The rules being shown: names and texts follow the game's edition (its rulebook's words).
_RULES: dict[str, int] = {"edition": 1}


def use_edition(edition: int) -> None:
    """Name cards, boards and resources in the words of this edition's rulebook from now on."""
    _RULES["edition"] = edition


def picked_text(move: str) -> str:
    """The move a player picked, in this edition's words (its cards' names differ between rulebooks)."""
    return describe_move(move, "classic", _RULES["edition"]).text


def words() -> RulebookWords:
    """The table's strings whose words differ between the rulebooks (``classic1``/``classic2``)."""
    return words_of("classic", _RULES["edition"])


# The 2nd edition's words where they differ from the 1st edition's (Portuguese: "Construir a
# Estrutura", "estágio", "reserva", "encadeamento"; docs/terminology.md); the plain entries hold the 1st
# edition's, and Spanish uses the 2nd-edition rulebook's words for both.
RULEBOOK_VARIANTS = (
    VARIANT.translate("ClassicTable", "Build the structure", "classic2"),
    VARIANT.translate("ClassicTable", "Build wonder stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "Discard for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "Stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "builds wonder stage {number}", "classic2"),
    VARIANT.translate("ClassicTable", "discards {card} for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "discards a card for 3 coins", "classic2"),
    VARIANT.translate("ClassicTable", "Discarded for 3 coins", "classic2"),
    VARIANT.translate(
        "ClassicTable", "End of age {age}: what everyone did, and the military conflicts:", "classic2"
    ),
    VARIANT.translate("ClassicTable", "free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "Build it free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "builds {card} for free (chain)", "classic2"),
    VARIANT.translate("ClassicTable", "Chain", "classic2"),
    VARIANT.translate("ClassicTable", "chain", "classic2"),
    VARIANT.translate("ClassicTable", "%n coin(s) to the bank", "classic2", 1),
    VARIANT.translate("ClassicTable", "+ bank {coins}", "classic2"),
    VARIANT.translate("ClassicTable", "Wonder stages built: {built} of {total}", "classic2"),
    VARIANT.translate("ClassicTable", "Conflict tokens: {tokens}", "classic2"),
    VARIANT.translate("ClassicTable", "Build for free", "classic2"),
    VARIANT.translate("ClassicTable", "Build {card} for free", "classic2"),
    VARIANT.translate("ClassicTable", "builds {card} for free", "classic2"),
    VARIANT.translate(
        "ClassicTable",
        "Choose a card, then an action (←/→, Enter; B build, W wonder, S discard).",
        "classic2",
    ),
)


def card_name(card: str) -> str:
    return name_of("card", card, "classic", _RULES["edition"])


def wonder_name(wonder: str) -> str:
    """A board's city name (Gizah, Babylon...)."""
    return name_of("wonder", wonder, "classic", _RULES["edition"])


def resource_name(resource: str) -> str:
    return name_of("resource", resource, "classic", _RULES["edition"])


def colour_name(colour: str) -> str:
    names = {
        "brown": translate("ClassicTable", "Raw materials (brown)"),
        "grey": translate("ClassicTable", "Manufactured goods (grey)"),
        "blue": translate("ClassicTable", "Civilian structure (blue)"),
        "yellow": translate("ClassicTable", "Commercial structure (yellow)"),
        "red": translate("ClassicTable", "Military structure (red)"),
        "green": translate("ClassicTable", "Scientific structure (green)"),
        "purple": translate("ClassicTable", "Guild (purple)"),
        "black": translate("ClassicTable", "City (black)"),
    }
    return names.get(colour, colour)


def units(counts: tuple[tuple[str, int], ...] | dict[str, int]) -> str:
    """``2 Wood, 1 Glass``."""
    pairs = counts.items() if isinstance(counts, dict) else counts
    return ", ".join(resource_count(name, count) for name, count in pairs if count)


# "2 Pedras", not "2 Pedra": each resource's name with a count, in the plural forms of the language and
# the words of each edition's rulebook (the 1st edition's pt_BR names differ: Barro, Ouro).
_RESOURCE_COUNTS: dict[tuple[int, str], Callable[[int], str]] = {
    (1, "wood"): lambda n: translate("ResourceCount", "%n Wood", "classic1", n),
    (1, "stone"): lambda n: translate("ResourceCount", "%n Stone", "classic1", n),
    (1, "clay"): lambda n: translate("ResourceCount", "%n Clay", "classic1", n),
    (1, "ore"): lambda n: translate("ResourceCount", "%n Ore", "classic1", n),
    (1, "glass"): lambda n: translate("ResourceCount", "%n Glass", "classic1", n),
    (1, "papyrus"): lambda n: translate("ResourceCount", "%n Papyrus", "classic1", n),
    (1, "loom"): lambda n: translate("ResourceCount", "%n Loom", "classic1", n),
    (2, "wood"): lambda n: translate("ResourceCount", "%n Wood", "classic2", n),
    (2, "stone"): lambda n: translate("ResourceCount", "%n Stone", "classic2", n),
    (2, "clay"): lambda n: translate("ResourceCount", "%n Clay", "classic2", n),
    (2, "ore"): lambda n: translate("ResourceCount", "%n Ore", "classic2", n),
    (2, "glass"): lambda n: translate("ResourceCount", "%n Glass", "classic2", n),
    (2, "papyrus"): lambda n: translate("ResourceCount", "%n Papyrus", "classic2", n),
    (2, "loom"): lambda n: translate("ResourceCount", "%n Loom", "classic2", n),
}


def resource_count(resource: str, count: int) -> str:
    """``count`` of ``resource`` with its name in the right plural form: ``2 Pedras``."""
    words = _RESOURCE_COUNTS.get((_RULES["edition"], resource))
    return words(count) if words is not None else f"{count} {resource_name(resource)}"


def output_text(output: Output) -> str:
    parts = [units(output.fixed)] if output.fixed else []
    parts += [" / ".join(resource_name(name) for name in choice) for choice in output.choices]
    return ", ".join(part for part in parts if part) or translate("ClassicTable", "nothing")


def payment_text(left: int, right: int, left_name: str, right_name: str) -> str:
    if not left and not right:
        return translate("ClassicTable", "nothing to the neighbours")
    parts = []
    if left:
        parts.append(
            translate("ClassicTable", "{coins} to {player} (left)").format(coins=left, player=left_name)
        )
    if right:
        parts.append(
            translate("ClassicTable", "{coins} to {player} (right)").format(coins=right, player=right_name)
        )
    return translate("ClassicTable", " and ").join(parts)


def cost_summary(
    price: Price, left_name: str, right_name: str, payment: tuple[int, int] | None = None
) -> str:
    """What a build costs in words: free (chain), free, N coins to the bank, and/or coins to neighbours."""
    if price.chain:
        return words().translate("ClassicTable", "free (chain)")
    chosen = payment if payment is not None else price.cheapest
    if chosen is None:
        return ""
    bank = price.coins_to_bank
    trade = payment_text(*chosen, left_name, right_name) if any(chosen) else ""
    if not bank and not trade:
        return translate("ClassicTable", "free")
    parts = []
    if bank:
        parts.append(words().translate("ClassicTable", "%n coin(s) to the bank", None, bank))
    if trade:
        parts.append(translate("ClassicTable", "pay {payment}").format(payment=trade))
    return "; ".join(parts)


def cost_short(price: Price, payment: tuple[int, int]) -> str:
    """``cost_summary`` in a few signs (``pay ◀1 2▶``, as the card's badge), for an action button too
    narrow for the sentence; the button's tooltip keeps the sentence."""
    if price.chain:
        return words().translate("ClassicTable", "free (chain)")
    left, right = payment
    parts = []
    if price.coins_to_bank:
        parts.append(words().translate("ClassicTable", "%n coin(s) to the bank", None, price.coins_to_bank))
    if left or right:
        arrows = " ".join(part for part in (f"◀{left}" if left else "", f"{right}▶" if right else "") if part)
        parts.append(translate("ClassicTable", "pay {payment}").format(payment=arrows))
    return "; ".join(parts) or translate("ClassicTable", "free")


def reason_text(price: Price, coins: int) -> str:
    """Why it cannot be built, in one short sentence."""
    if price.reason == "duplicate":
        return translate("ClassicTable", "Already built (no two identical structures)")
    if price.reason == "complete":
        return translate("ClassicTable", "Your wonder is complete")
    if price.reason == "coins":
        return translate(
            "ClassicTable", "Needs %n coin(s), you have {coins}", None, price.coins_needed
        ).format(coins=coins)
    if price.reason == "resources":
        if price.missing:
            return translate("ClassicTable", "Missing: {resources}").format(resources=units(price.missing))
        return translate("ClassicTable", "Not enough resources, even buying from the neighbours")
    return ""


def short_reason(price: Price) -> str:
    """The few words on a card's badge."""
    if price.reason == "duplicate":
        return translate("ClassicTable", "Built")
    if price.reason == "coins":
        return translate("ClassicTable", "Coins")
    if price.reason == "resources":
        if len(price.missing) == 1:
            return translate("ClassicTable", "No {resource}").format(
                resource=resource_name(price.missing[0][0])
            )
        return translate("ClassicTable", "Resources")
    return ""


def card_tooltip(card: CardData) -> str:
    """The full text of a card (rich text): name and type, cost, what it does in sentences (the
    shared ``cardtext`` phrases, in the rulebook's words), chains, age and player counts."""
    edition = _RULES["edition"]
    title = f"<b>{html.escape(card_name(card.id))}</b> — {html.escape(colour_name(card.color))}"
    lines = [title]
    cost = cardtext.card_cost_text("classic", card.id, edition=edition)
    if cost:
        lines.append(html.escape(cost))
    effect = cardtext.card_text("classic", card.id, edition=edition)
    if effect:
        lines.append(html.escape(effect))
    if card.players:
        marks = ", ".join(f"{count}+" for count in card.players)
        text = translate("ClassicTable", "Age {age} · players: {marks}")
        text = text.format(age=roman(card.age), marks=marks)
        lines.append(html.escape(text))
    else:
        lines.append(html.escape(translate("ClassicTable", "Age {age}").format(age=roman(card.age))))
    return "<br>".join(lines)


def stage_tooltip(wonder: str, side: str, index: int, built: bool) -> str:
    """A wonder stage's full text: number, built or not, cost and effect in sentences."""
    edition = _RULES["edition"]
    heading = words().translate("ClassicTable", "Stage {number}").format(number=index + 1)
    status = translate("ClassicTable", "built") if built else translate("ClassicTable", "not built")
    lines = [f"<b>{html.escape(heading)}</b> — {html.escape(status)}"]
    for text in (
        cardtext.stage_cost_text("classic", wonder, side, index, edition=edition),
        cardtext.stage_text("classic", wonder, side, index, edition=edition),
    ):
        if text:
            lines.append(html.escape(text))
    return "<br>".join(lines)


def roman(age: int) -> str:
    """An age as the cards print it (I, II, III)."""
    return {1: "I", 2: "II", 3: "III"}.get(age, str(age))


# --- the table's head, prompt and captions ----------------------------------------------------------
def head_texts(table: model.TableState, name: Callable[[int], str]) -> tuple[str, str]:
    """The head's two texts: the age and turn (or the game's end), and where the hands go next with
    the discard pile's size."""
    turn = table.turn
    if table.mode == model.OVER:
        return translate("ClassicTable", "The game is over — see the score sheet"), ""
    passes = (
        translate("ClassicTable", "hands pass left ◀ to {player}")
        if turn.passes == "left"
        else translate("ClassicTable", "hands pass right ▶ to {player}")
    )
    target = table.neighbours.left if turn.passes == "left" else table.neighbours.right
    status = translate("ClassicTable", "Age {age} · turn {turn} of {turns}").format(
        age=roman(turn.age), turn=turn.turn, turns=turn.turns
    )
    pile = translate("ClassicTable", "discard pile: %n card(s)", None, turn.discard_count)
    return status, " · ".join((passes.format(player=name(target)), pile))


def prompt(table: model.TableState, waiting: Sequence[str], picked: str) -> str:
    """What the viewer is asked to do now, or whom the table waits for (``picked``: the viewer's own
    move in words, already chosen)."""
    asked = _decision_prompt(table)
    if asked is not None:
        return asked
    if picked:
        return translate("ClassicTable", "You chose: {move}. Waiting for {players}…").format(
            move=picked, players=", ".join(waiting)
        )
    return (
        translate("ClassicTable", "Waiting for {players}…").format(players=", ".join(waiting))
        if waiting
        else ""
    )


def _decision_prompt(table: model.TableState) -> str | None:
    """The prompt of a decision the viewer faces now (``""`` once the game is over; ``None``: none)."""
    mode = table.mode
    if mode == model.PICK:
        return words().translate(
            "ClassicTable", "Choose a card, then an action (←/→, Enter; B build, W wonder, S discard)."
        )
    if mode == model.FREE_CITY_PICK:
        return translate("ClassicTable", "You play the Free City this turn: choose its card first.")
    if mode == model.LAST:
        return translate(
            "ClassicTable",
            "{wonder}: you may play the last card of the age, with %n coin(s) to spend.",
            None,
            table.last_coins,
        ).format(wonder=wonder_name(table.cities[table.city].wonder))
    if mode == model.DISCARD:
        return translate("ClassicTable", "Build one card of the discard pile for free, or pass.")
    if mode == model.DEBT:
        return translate(
            "ClassicTable",
            "You must lose %n coin(s): pay them, or take debt tokens for some or all.",
            None,
            table.debt_loss,
        )
    return "" if mode == model.OVER else None


def hand_title(table: model.TableState) -> str:
    """A caption over the hand only when it holds something else than your hand's cards."""
    if table.mode == model.DISCARD:
        # the pile shows each card once (two copies of a name build the same structure): count what shows
        shown = len(dict.fromkeys(table.discard))
        return translate("ClassicTable", "The discard pile (%n card(s))", None, shown)
    if table.mode == model.FREE_CITY_PICK:
        return translate("ClassicTable", "Your hand — prices for the Free City")
    if table.mode == model.LAST:
        return translate("ClassicTable", "The last card of the age")
    return ""


def action_captions() -> dict[str, str]:
    """The captions over a payment chooser, by action."""
    return {
        "build": translate("ClassicTable", "Pay for the structure:"),
        "stage": translate("ClassicTable", "Pay for the stage:"),
    }


def badge(thinking: bool, acting: bool) -> str:
    """The mark beside a city's name: its bot is thinking, or it has yet to play this turn."""
    if thinking:
        return translate("ClassicTable", "thinking…")
    if acting:
        return translate("ClassicTable", "to play")
    return ""


def reveal_title(age: int) -> str:
    """The reveal's caption in a turn without conflicts."""
    return translate("ClassicTable", "Age {age}, what everyone did:").format(age=roman(age))


def close_text() -> str:
    return translate("ClassicTable", "Close")


# --- the special decisions' buttons -------------------------------------------------------------------
def discard_build_text(chosen: str | None, discard_moves: Mapping[str, object]) -> str:
    """The button that builds the chosen card of the discard pile for free."""
    if chosen and chosen in discard_moves:
        return words().translate("ClassicTable", "Build {card} for free").format(card=card_name(chosen))
    return translate("ClassicTable", "Build it for free")


def pass_text() -> str:
    return translate("ClassicTable", "Pass (build nothing)")


def debt_text(debt: int, coins: int) -> str:
    """One way to lose coins: pay them, take debt tokens, or some of each."""
    if debt and coins:
        tokens = translate("ClassicTable", "%n debt token(s)", None, debt)
        return translate("ClassicTable", "Pay %n coin(s), take {debt}", None, coins).format(debt=tokens)
    if debt:
        return translate("ClassicTable", "Take %n debt token(s)", None, debt)
    return translate("ClassicTable", "Pay %n coin(s)", None, coins)

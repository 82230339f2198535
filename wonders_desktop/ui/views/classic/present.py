"""From the table's data (``model.TableState``) to what the widgets draw, in the current language.

Cities become ``CityView``s (faces, chips, stages, production, prices, roles), the hand becomes
``HandEntry``s with their badges, the chosen card becomes ``ActionOption``s, and the events of the
last turn become reveal lines. Numbers come from the engine's answers; this module only words them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from wonders_desktop.engine.classic.queries import CityInfo, Output, Price, Purchase
from wonders_desktop.engine.core.events import Event
from wonders_desktop.ui.art.cardface import CardBack, CardFace, Deck, Item, choice
from wonders_desktop.ui.art.painter import Badge, BadgeKind
from wonders_desktop.ui.views.classic import faces, texts
from wonders_desktop.ui.views.classic.city import COLOUR_ORDER, CityView
from wonders_desktop.ui.views.classic.hand import ActionOption, HandEntry
from wonders_desktop.ui.views.classic.model import (
    BLOCKED,
    CHAIN,
    COINS,
    FREE,
    HandCard,
    TableState,
)
from wonders_desktop.ui.views.classic.pieces import Chip, StageView
from wonders_desktop.ui.views.classic.reveal import ConflictResult, RevealLine

translate = QCoreApplication.translate
SeatName = Callable[[int | None], str]


@dataclass(frozen=True, slots=True)
class Context:
    """What wording needs besides the table: names of seats, the rules data, the edition."""

    seat_name: SeatName
    data: faces.RulesData
    edition: int
    with_cities: bool
    memo: dict[tuple[str, str], object] = field(default_factory=dict)  # per language: a new context each

    def card_parts(self, card_id: str) -> tuple[CardFace, str, tuple[Item, ...]]:
        """A card's face, full tooltip and effect icons, worded once per language (they never change)."""
        key = ("card", card_id)
        found = self.memo.get(key)
        if found is None:
            data = self.data.cards[card_id]
            found = self.memo[key] = (
                faces.card_face(self.data, card_id),
                texts.card_tooltip(data),
                faces.effect_items(data.effects),
            )
        return found  # type: ignore[return-value]  # the memo's "card" keys hold card parts

    def stage_tooltip(self, wonder: str, side: str, index: int, built: bool) -> str:
        key = ("stage", f"{wonder}/{side}/{index}/{built}")
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = texts.stage_tooltip(wonder, side, index, built)
        return found  # type: ignore[return-value]  # the memo's "stage" keys hold tooltips


def output_items(output: Output) -> tuple[Item, ...]:
    items: list[Item] = [Item(name, count) for name, count in output.fixed]
    for options in output.choices:
        items.extend(choice(*options))
    return tuple(items)


def own_only(produces: Output, sells: Output) -> Output:
    """What a city produces but does not sell (its yellow cards' and wonder's resources)."""
    sold = dict(sells.fixed)
    fixed = tuple(
        (name, count - sold.get(name, 0)) for name, count in produces.fixed if count > sold.get(name, 0)
    )
    choices = list(produces.choices)
    for option in sells.choices:
        if option in choices:
            choices.remove(option)
    return Output(fixed, tuple(choices))


def side_name(side: str) -> str:
    return {
        "a": translate("ClassicTable", "side A"),
        "b": translate("ClassicTable", "side B"),
        "day": translate("ClassicTable", "day side"),
        "night": translate("ClassicTable", "night side"),
    }.get(side, side)


def stage_views(ctx: Context, city: CityInfo, price: Price | None, coins: int) -> tuple[StageView, ...]:
    wonder = ctx.data.wonders.get(city.wonder)
    sides = getattr(wonder, "sides", {})
    stages = sides[city.side].stages if city.side in sides else []
    views = []
    next_stage = city.stages_built
    for index, stage in enumerate(city.stages):
        effects = stages[index].effects if index < len(stages) else None
        effect_items = faces.effect_items(effects) if effects is not None else ()
        cost = faces.cost_items(dict(stage.cost))
        tooltip = ctx.stage_tooltip(city.wonder, city.side, index, stage.built)
        note = kind = ""
        if price is not None and index == next_stage and not stage.built:
            note, kind = stage_note(price, coins)
        views.append(
            StageView(stage.number, stage.coins, cost, effect_items, stage.built, tooltip, note, kind)
        )
    return tuple(views)


def stage_note(price: Price, coins: int) -> tuple[str, str]:
    if not price.can_build:
        return texts.reason_text(price, coins), "blocked"
    total = price.total
    if total == 0:
        return translate("ClassicTable", "✓ free"), "ok"
    cheapest = price.cheapest or (0, 0)
    if any(cheapest):
        return translate("ClassicTable", "✓ %n coin(s) (trade)", None, total), "trade"
    return translate("ClassicTable", "✓ %n coin(s)", None, total), "ok"


def _chip(ctx: Context, card_id: str, fresh: set[str]) -> Chip:
    face, tooltip, effects = ctx.card_parts(card_id)
    return Chip(card_id, face.kind, face.title, effects, tooltip, card_id in fresh)


def chips(ctx: Context, city: CityInfo, fresh: set[str]) -> tuple[Chip, ...]:
    return tuple(_chip(ctx, card_id, fresh) for card_id in city.cards if card_id in ctx.data.cards)


def colour_counts(city: CityInfo) -> tuple[tuple[str, int], ...]:
    return tuple(
        (colour, len(city.by_colour[colour])) for colour in COLOUR_ORDER if city.by_colour.get(colour)
    )


def colour_tooltip(city: CityInfo) -> str:
    lines = []
    for colour in COLOUR_ORDER:
        cards = city.by_colour.get(colour)
        if cards:
            names = ", ".join(texts.card_name(card) for card in cards)
            lines.append(f"<b>{texts.colour_name(colour)}</b>: {names}")
    return "<br>".join(lines) or translate("ClassicTable", "No structure built yet")


def science_items(city: CityInfo) -> tuple[Item, ...]:
    icons = {"compass": "compass", "gear": "gear", "tablet": "tablet", "any": "science_any"}
    return tuple(Item(icons[name], count) for name, count in city.science.items() if name in icons)


def city_view(ctx: Context, table: TableState, index: int, *, acting: bool, fresh: set[str]) -> CityView:
    city = table.cities[index]
    mine = index == table.city
    role, kind = role_of(ctx, table, index)
    military_note, military_kind = military_of(table, index) if not mine else ("", "")
    price = table.stage if mine and table.acting_city == index else None
    sells = output_items(city.sells)
    own = output_items(own_only(city.produces, city.sells))
    prices_text = prices_tip = ""
    if index in (table.neighbours.left, table.neighbours.right) and not mine:
        side = "left" if index == table.neighbours.left else "right"
        prices_text, prices_tip = prices_for(table.prices[side])
    conflicts, conflicts_tip = conflicts_of(ctx, table) if mine else ("", "")
    hand: tuple[Chip, ...] = ()
    if table.teammate == index:
        hand = tuple(_chip(ctx, card, set()) for card in table.teammate_hand if card in ctx.data.cards)
    return CityView(
        index=index,
        title=ctx.seat_name(index),
        subtitle=f"{texts.wonder_name(city.wonder)} · {side_name(city.side)}",
        role=role,
        role_kind=kind,
        resource=city.resource,
        coins=city.coins,
        shields=city.shields,
        tokens=city.tokens,
        debt=city.debt,
        diplomacy=city.diplomacy,
        with_cities=ctx.with_cities,
        stages=stage_views(ctx, city, price, table.spendable if price is not None else city.coins),
        chips=chips(ctx, city, fresh),
        colour_counts=colour_counts(city),
        colour_tooltip=colour_tooltip(city),
        produces=output_items(city.produces),
        sells=sells,
        own_only=own,
        prices_text=prices_text,
        prices_tooltip=prices_tip,
        military_note=military_note,
        military_kind=military_kind,
        conflicts=conflicts,
        conflicts_tooltip=conflicts_tip,
        science=science_items(city),
        hand=hand,
        hand_count=table.hand_sizes[index] if index < len(table.hand_sizes) else 0,
        acting=acting,
        points=table.points[index] if index < len(table.points) else 0,
    )


def prices_for(unit: dict[str, int]) -> tuple[str, str]:
    raw, made = unit["wood"], unit["glass"]
    text = translate("ClassicTable", "You pay: raw {raw} · manufactured {made} per unit").format(
        raw=raw, made=made
    )
    tip = "<br>".join(f"{texts.resource_name(name)}: {price}" for name, price in unit.items())
    return text, tip


def role_of(ctx: Context, table: TableState, index: int) -> tuple[str, str]:
    if index == table.free_city and table.free_city is not None:
        controller = table.turn.controller
        who = ctx.seat_name(controller) if controller is not None else ""
        return translate("ClassicTable", "Free City — played by {player} this turn").format(
            player=who
        ), "free_city"
    if index == table.teammate:
        return translate("ClassicTable", "Your teammate"), "teammate"
    if index == table.opponent:
        side = (
            translate("ClassicTable", "left")
            if index == table.neighbours.left
            else translate("ClassicTable", "right")
        )
        return translate("ClassicTable", "Opponent ({side} neighbour)").format(side=side), "opponent"
    if index == table.neighbours.left:
        return translate("ClassicTable", "◀ Left neighbour"), "neighbour"
    if index == table.neighbours.right:
        return translate("ClassicTable", "Right neighbour ▶"), "neighbour"
    return "", ""


def conflicts_of(ctx: Context, table: TableState) -> tuple[str, str]:
    """Your conflict tokens if the age ended now (the engine's own conflict rules): ``◀ +1  −1 ▶``."""
    fights = table.conflicts[table.city] if table.city < len(table.conflicts) else []
    left = [token for against, token in fights if against == table.neighbours.left]
    right = [token for against, token in fights if against == table.neighbours.right]
    if not left and not right:
        return "", translate("ClassicTable", "No conflict token if the age ended now")
    text = "  ".join(
        part
        for part in (
            "◀ " + " ".join(f"{token:+d}" for token in left) if left else "",
            " ".join(f"{token:+d}" for token in right) + " ▶" if right else "",
        )
        if part
    )
    lines = [translate("ClassicTable", "If the age ended now:")]
    for against, token in fights:
        lines.append(f"{token:+d} — {ctx.seat_name(against)}")
    return text, "<br>".join(lines)


def military_of(table: TableState, index: int) -> tuple[str, str]:
    """How ``index`` compares with the viewer in shields, for the conflicts with a neighbour."""
    if index not in (table.neighbours.left, table.neighbours.right) or index == table.teammate:
        return "", ""  # you fight only your neighbours (in team play, only the other team's)
    theirs, mine = table.cities[index].shields, table.cities[table.city].shields
    if theirs > mine:
        return translate("ClassicTable", "Stronger than you ({theirs} vs {mine} shields)").format(
            theirs=theirs, mine=mine
        ), "ahead"
    if theirs < mine:
        return translate("ClassicTable", "Weaker than you ({theirs} vs {mine} shields)").format(
            theirs=theirs, mine=mine
        ), "behind"
    return translate("ClassicTable", "Tied with you (%n shield(s))", None, theirs), "tied"


def city_texts(city: CityView, info: CityInfo, viewer_city: int) -> dict[str, str]:
    """Tooltips and captions of a city widget."""
    tokens = [
        texts.words()
        .translate("ClassicTable", "Conflict tokens: {tokens}")
        .format(tokens=" ".join(f"{t:+d}" for t in info.tokens) or "—")
    ]
    if info.debt:
        tokens.append(translate("ClassicTable", "Debt: %n", None, info.debt))
    if info.diplomacy:
        tokens.append(translate("ClassicTable", "Diplomacy tokens: %n", None, info.diplomacy))
    found = {
        "coins": translate("ClassicTable", "%n coin(s)", None, info.coins),
        "points": translate("ClassicTable", "%n victory point(s) as the game stands", None, city.points),
        "shields": translate("ClassicTable", "Military strength: %n shield(s)", None, info.shields),
        "stages": texts.words()
        .translate("ClassicTable", "Wonder stages built: {built} of {total}")
        .format(built=info.stages_built, total=len(info.stages)),
        "tokens": "<br>".join(tokens),
        "resource": translate("ClassicTable", "Starting resource: {resource}").format(
            resource=texts.resource_name(info.resource)
        ),
        "produces_label": translate("ClassicTable", "Produces:"),
        "produces": texts.output_text(info.produces),
        "sells_label": translate("ClassicTable", "Sells:")
        if info.index != viewer_city
        else translate("ClassicTable", "Produces:"),
        "sells": translate("ClassicTable", "Sells to its neighbours: {resources}").format(
            resources=texts.output_text(info.sells)
        ),
        "own_label": translate("ClassicTable", "Own use:"),
        "science": ", ".join(f"{count}× {name}" for name, count in info.science.items()),
        "expand": translate("ClassicTable", "Show the whole city"),
        "tooltip": translate("ClassicTable", "Click to see the whole city"),
    }
    if city.hand:
        found["hand"] = translate("ClassicTable", "Your teammate's hand:")
    return found


# --- the hand ------------------------------------------------------------------------------------


def badge_for(card: HandCard) -> Badge:
    if card.status == CHAIN:
        return Badge(BadgeKind.CHAIN, text=texts.words().translate("ClassicTable", "Chain"))
    if card.status == FREE:
        return Badge(BadgeKind.FREE, text=translate("ClassicTable", "Free"))
    if card.status == BLOCKED:
        return Badge(BadgeKind.BLOCKED, text=texts.short_reason(card.price))
    payments = card.payments
    left, right = payments[0] if payments else (0, 0)
    bank = card.price.coins_to_bank
    if card.status == COINS:
        return Badge(BadgeKind.COINS, bank)
    parts = []
    if left:
        parts.append(f"◀{left}")
    if right:
        parts.append(f"{right}▶")
    text = " ".join(parts)
    if bank:
        text = f"{bank}+{text}"
    return Badge(BadgeKind.TRADE, left + right + bank, text)


def status_text(card: HandCard, left: str, right: str, coins: int) -> str:
    if card.status == BLOCKED:
        return texts.reason_text(card.price, coins)
    if card.status == CHAIN:
        return texts.words().translate("ClassicTable", "Build it free (chain)")
    payment = card.payments[0] if card.payments else None
    return translate("ClassicTable", "Build it: {cost}").format(
        cost=texts.cost_summary(card.price, left, right, payment)
    )


def hand_entry(ctx: Context, card: HandCard, left: str, right: str, coins: int) -> HandEntry:
    face, full, _effects = ctx.card_parts(card.card)
    status = status_text(card, left, right, coins)
    tooltip = f"{full}<br><i>{status}</i>"
    return HandEntry(card.slot, face, badge_for(card), tooltip, card.playable, card.picked, spoken=status)


def discard_entries(ctx: Context, table: TableState) -> list[HandEntry]:
    entries = []
    for card_id in dict.fromkeys(table.discard):
        data = ctx.data.cards.get(card_id)
        if data is None:
            continue
        move = table.discard_moves.get(card_id)
        badge = (
            Badge(BadgeKind.FREE, text=translate("ClassicTable", "Free"))
            if move
            else Badge(BadgeKind.BLOCKED, text=translate("ClassicTable", "Built"))
        )
        entries.append(
            HandEntry(
                card_id,
                faces.card_face(ctx.data, card_id),
                badge,
                texts.card_tooltip(data),
                move is not None,
                spoken=discard_spoken(move is not None),  # the badge's "Free", said
            )
        )
    return entries


def discard_spoken(free: bool) -> str:
    """What a screen reader hears after a discarded card's name when a Wonder builds one for free."""
    if free:
        return translate("ClassicAccessible", "free: can be built from the discard pile")
    return translate("ClassicAccessible", "already in your city: it cannot be built twice")


def bought_text(units: Sequence[tuple[str, int]], coins: int) -> str:
    """What one side of a payment buys and what it costs: ``1 Wood + 1 Ore = 4 coins`` (``0``: nothing)."""
    if not units:
        return str(coins)
    bought = " + ".join(texts.resource_count(name, count) for name, count in units)
    return translate("ClassicTable", "{units} = %n coin(s)", None, coins).format(units=bought)


def payment_label(left: int, right: int, bank: int, purchase: Purchase | None = None) -> str:
    """One payment on the chooser: what it buys from each side and for how much (◀ left neighbour,
    right neighbour ▶); two amounts alone would not say which resources come from whom."""
    if purchase is None:
        text = f"◀ {left}   {right} ▶"
    else:
        text = f"◀ {bought_text(purchase.left, left)}  |  {bought_text(purchase.right, right)} ▶"
    if bank:
        text += "  " + texts.words().translate("ClassicTable", "+ bank {coins}").format(coins=bank)
    return text


def _stage_title(table: TableState, number: int) -> str:
    """The wonder action's name: "your wonder" in the rulebook's phrase would be wrong for the Free City."""
    if table.acting_city != table.city:
        return translate("ClassicTable", "Build the Free City's wonder stage {number}").format(number=number)
    return texts.words().translate("ClassicTable", "Build wonder stage {number}").format(number=number)


def action_options(
    ctx: Context, table: TableState, card: HandCard, left: str, right: str
) -> list[ActionOption]:
    """The card's actions in the rulebook's order: build, build free (a power), wonder stage, discard."""
    options = [_build_option(table, card, left, right)]
    if card.free.moves:
        title = texts.words().translate("ClassicTable", "Build for free")
        power = free_power(table.cities[table.acting_city].specials)
        options.append(ActionOption("free", title, power, card.free.moves, True))
    stage = table.stage
    if stage is not None and stage.reason != "complete":
        options.append(_stage_option(table, card, stage, left, right))
    options.append(_sell_option(card))
    return options


def _build_option(table: TableState, card: HandCard, left: str, right: str) -> ActionOption:
    title = texts.words().translate("ClassicTable", "Build the structure")
    build = card.build
    if not build.moves:
        return _blocked_option("build", title, card.price, table.spendable)
    detail = (
        texts.words().translate("ClassicTable", "free (chain)")
        if card.price.chain
        else texts.cost_summary(card.price, left, right, (build.moves[0].left, build.moves[0].right))
    )
    return _paid_option("build", title, detail, build.moves, card.price, (left, right), build.purchases)


def _stage_option(table: TableState, card: HandCard, stage: Price, left: str, right: str) -> ActionOption:
    title = _stage_title(table, table.cities[table.acting_city].stages_built + 1)
    if card.stage.moves:
        first = card.stage.moves[0]
        detail = texts.cost_summary(stage, left, right, (first.left, first.right))
        moves, bought = card.stage.moves, card.stage.purchases
        return _paid_option("stage", title, detail, moves, stage, (left, right), bought)
    if stage.can_build:  # affordable, yet the engine offers no such move with this card now
        return ActionOption("stage", title, translate("ClassicTable", "not allowed now"), (), False)
    return _blocked_option("stage", title, stage, table.spendable)


def _blocked_option(action: str, title: str, price: Price, coins: int) -> ActionOption:
    """An action the engine refuses, with the reason in a sentence, and in the badge's few words for a
    button too narrow for the sentence (the tooltip keeps it)."""
    reason = texts.reason_text(price, coins)
    short = texts.short_reason(price) or reason
    return ActionOption(action, title, reason, (), False, payment_shorts=(short,))


def _sell_option(card: HandCard) -> ActionOption:
    title = texts.words().translate("ClassicTable", "Discard for 3 coins")
    if card.sell.moves:
        return ActionOption("sell", title, "", card.sell.moves, True)
    return ActionOption("sell", title, translate("ClassicTable", "the Free City must build"), (), False)


def free_power(specials: frozenset[str]) -> str:
    """Which wonder power makes the card free (Olympia: once per age, or the first card of a colour)."""
    if "free_build_once_per_age" in specials:
        return translate("ClassicTable", "wonder power, once per age")
    if "first_card_of_each_color_free" in specials:
        return translate("ClassicTable", "wonder power: the first card of each colour")
    if "first_card_of_each_age_free" in specials or "last_card_of_each_age_free" in specials:
        return translate("ClassicTable", "wonder power: this turn's card")
    return translate("ClassicTable", "wonder power")


def payment_items(left: int, right: int, bank: int, purchase: Purchase | None) -> tuple[Item, ...]:
    """The payment drawn with the game's icons: ``◀ [wood][ore] = (4) | (0) ▶`` — the resources bought
    from each neighbour and the coins paid to it (its coins alone when it sells nothing)."""
    found: list[Item] = [Item(text="◀")]
    for index, (units, coins) in enumerate(((purchase.left if purchase else (), left),
                                            (purchase.right if purchase else (), right))):  # fmt: skip
        if index:
            found.append(Item(text="|"))
        if units:
            found.extend(Item(name, count) for name, count in units)
            found.append(Item(text="="))
        found.append(Item("coin", coins))
    found.append(Item(text="▶"))
    if bank:
        found.append(Item(text=texts.words().translate("ClassicTable", "+ bank {coins}").format(coins=bank)))
    return tuple(found)


def payment_tooltip(left: int, right: int, purchase: Purchase | None, left_name: str, right_name: str) -> str:
    """The whole payment in sentences: what is bought from whom, for how many coins."""
    if purchase is None or not (purchase.left or purchase.right):
        payment = texts.payment_text(left, right, left_name, right_name)
        return translate("ClassicTable", "Pay {payment}").format(payment=payment)
    lines = []
    if purchase.left:
        lines.append(
            translate("ClassicTable", "Buy {units} from {player} (left) for %n coin(s)", None, left).format(
                units=texts.units(purchase.left), player=left_name
            )
        )
    if purchase.right:
        lines.append(
            translate("ClassicTable", "Buy {units} from {player} (right) for %n coin(s)", None, right).format(
                units=texts.units(purchase.right), player=right_name
            )
        )
    return "\n".join(lines)


def _paid_option(
    action: str,
    title: str,
    detail: str,
    moves: Sequence,
    price: Price,
    names: tuple[str, str],
    purchases: Sequence[Purchase | None] = (),
) -> ActionOption:
    left, right = names
    bank = price.coins_to_bank
    bought = tuple(purchases) if len(purchases) == len(moves) else (None,) * len(moves)
    labels = tuple(payment_label(m.left, m.right, bank, p) for m, p in zip(moves, bought, strict=True))
    tips = tuple(payment_tooltip(m.left, m.right, p, left, right) for m, p in zip(moves, bought, strict=True))
    details = tuple(texts.cost_summary(price, left, right, (move.left, move.right)) for move in moves)
    drawn = tuple(payment_items(m.left, m.right, bank, p) for m, p in zip(moves, bought, strict=True))
    shorts = tuple(texts.cost_short(price, (move.left, move.right)) for move in moves)
    return ActionOption(action, title, detail, tuple(moves), True, labels, tips, details, drawn, shorts)


# --- the reveal ----------------------------------------------------------------------------------


REVEAL_KINDS = frozenset({"card_built", "wonder_stage_built", "card_sold", "discard_build_declined"})


def reveal_lines(ctx: Context, events: Sequence[Event], viewer_city: int, age: int) -> list[RevealLine]:
    """One line per city that acted in ``events`` (a resolved turn), in seat order."""
    lines: dict[int, RevealLine] = {}
    back = CardBack(Deck.of_age(max(1, min(age, 3))))
    for event in events:
        city = event.data.get("city") if isinstance(event.data.get("city"), int) else event.seat
        if not isinstance(city, int):
            continue
        who = ctx.seat_name(city)
        if event.kind == "card_built":
            lines[city] = _built_line(ctx, city, who, event)
        elif event.kind == "wonder_stage_built":
            number = event.data.get("stage", "?")
            text = (
                texts.words().translate("ClassicTable", "builds wonder stage {number}").format(number=number)
            )
            title = texts.words().translate("ClassicTable", "Stage {number}").format(number=number)
            lines[city] = RevealLine(city, who, text, CardFace(title=title, kind="wonder"))
        elif event.kind == "card_sold":
            card = str(event.data.get("card"))
            label = texts.words().translate("ClassicTable", "Discarded for 3 coins")
            if city == viewer_city and card in ctx.data.cards:
                text = texts.words().translate("ClassicTable", "discards {card} for 3 coins")
                text = text.format(card=texts.card_name(card))
                note = texts.card_name(card)  # your own card: you may read which one it was
            else:
                text = texts.words().translate("ClassicTable", "discards a card for 3 coins")
                note = ""
            lines[city] = RevealLine(city, who, text, back, text, note, label)
        elif event.kind == "discard_build_declined":
            text = translate("ClassicTable", "builds nothing from the discard pile")
            lines[city] = RevealLine(city, who, text, None, text, translate("ClassicTable", "passes"))
        elif event.kind == "trade_payment" and city in lines:
            lines[city] = _with_payment(ctx, lines[city], event)
    return [lines[city] for city in sorted(lines)]


def _built_line(ctx: Context, city: int, who: str, event: Event) -> RevealLine:
    card = str(event.data.get("card"))
    how = str(event.data.get("how"))
    verb = {
        "chain": texts.words().translate("ClassicTable", "builds {card} for free (chain)"),
        "free": texts.words().translate("ClassicTable", "builds {card} for free"),
        "discard": translate("ClassicTable", "builds {card} from the discard pile"),
    }.get(how, translate("ClassicTable", "builds {card}"))
    note = {
        "chain": texts.words().translate("ClassicTable", "chain"),
        "free": translate("ClassicTable", "free"),
        "discard": translate("ClassicTable", "from the discard pile"),
    }.get(how, "")
    data = ctx.data.cards.get(card)
    face = faces.card_face(ctx.data, card) if data is not None else None
    text = verb.format(card=texts.card_name(card))
    return RevealLine(city, who, text, face, texts.card_tooltip(data) if data is not None else text, note)


def _with_payment(ctx: Context, line: RevealLine, event: Event) -> RevealLine:
    to, amount = event.data.get("to"), event.data.get("amount")
    if not isinstance(to, int) or not isinstance(amount, int):
        return line
    note = translate("ClassicTable", "pays {coins} to {player}")
    note = note.format(coins=amount, player=ctx.seat_name(to))
    short = " · ".join(part for part in (line.note, f"{amount}→{ctx.seat_name(to)}") if part)
    text = f"{line.text} · {note}"
    return RevealLine(line.city, line.who, text, line.face, line.tooltip, short, line.back_label)


def conflict_results(ctx: Context, events: Sequence[Event], count: int) -> list[ConflictResult]:
    """End of an age: every city's conflict tokens, split by the side they were won or lost on (a
    city's LEFT neighbour is the next one clockwise), with the log's sentences as the tooltip."""
    if not any(event.kind == "age_ended" for event in events):
        return []
    from wonders_desktop.ui.language.event_text import describe_event

    sides: dict[int, tuple[list[int], list[int]]] = {city: ([], []) for city in range(count)}
    sentences: dict[int, list[str]] = {city: [] for city in range(count)}
    diplomats: set[int] = set()
    for event in events:
        city = event.data.get("city")
        if not isinstance(city, int) or city not in sides:
            continue
        if event.kind == "diplomacy_used":
            diplomats.add(city)
            sentences[city].append(describe_event(event, ctx.seat_name, game="classic", edition=ctx.edition))
        elif event.kind == "military_conflict":
            token, against = event.data.get("token"), event.data.get("against")
            if not isinstance(token, int) or not isinstance(against, int):
                continue
            on_left = (against - city) % count <= count // 2
            sides[city][0 if on_left else 1].append(token)
            sentences[city].append(describe_event(event, ctx.seat_name, game="classic", edition=ctx.edition))
    results = []
    for city in range(count):
        left, right = sides[city]
        lines = sentences[city] or [translate("ClassicTable", "No conflict token this age (ties).")]
        results.append(
            ConflictResult(
                city, ctx.seat_name(city), tuple(left), tuple(right), city in diplomats, "<br>".join(lines)
            )
        )
    return results


def conflicts_caption(age: int) -> str:
    roman = {1: "I", 2: "II", 3: "III"}.get(age, str(age))
    return (
        texts.words()
        .translate("ClassicTable", "End of age {age}: what everyone did, and the military conflicts:")
        .format(age=roman)
    )

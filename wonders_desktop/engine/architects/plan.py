"""The most wonder stages a turn can still build with the cards in front of the player.

Rulebook (pt-BR, "Construir um Estágio"): "Nota: Se você tiver os Recursos necessários para construir
mais de um Estágio durante o seu turno, você deve construí-los." Checking only that *some* stage is
payable after each build is not enough: a payment may spend the cards another payable stage needed, and
the turn would end with that stage unbuilt. So the builds offered are exactly those that still allow the
most stages the held cards can build this turn, searched over every order the wonder allows ("Um Estágio
fica disponível para construção somente depois de todos os Estágios abaixo dele estarem construídos"),
every payment (yellow coins "devem substituir quaisquer Recursos faltantes") and the once-per-turn tokens
(Engineering, Economy: "Cada uma das fichas de Progresso pode ser usada somente uma vez por turno").

Cards that arrive later in the turn (wonder effects, extra cards) are unknown now; the search runs again
after every action, and since a turn only ever adds grey and yellow cards (builds alone spend them), the
count never drops below what the cards held at any moment allowed.

This is the hot path of bot playouts: the search is memoised on the small tuple that decides it (the
wonder by its index in the tables, not its stage rows, whose dataclass hash is slow), and the common
case (one possible build, or too few cards for a second stage) never searches.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from wonders_desktop.engine.architects.catalog import StageRow, tables
from wonders_desktop.engine.architects.pricing import Payment, payments

Held = tuple[tuple[int, int], ...]  # (grey kind, count) in kind order, as ``payments`` takes it


def spend(held: Sequence[tuple[int, int]], grey: tuple[int, ...]) -> Held:
    """The grey cards left after paying ``grey``."""
    return tuple((kind, count - grey.count(kind)) for kind, count in held)


def _capacity(held: Held, coins: int, boost: tuple[int, int] | None) -> int:
    """Resources the cards could cover at most, ignoring identical/different."""
    extra = 0 if boost is None else min(boost[0], coins) * (boost[1] - 1)
    return sum(count for _, count in held) + coins + extra


def _open(stages: tuple[StageRow, ...], built: int) -> list[int]:
    return [
        i for i, s in enumerate(stages) if not built >> i & 1 and s.requires_mask & built == s.requires_mask
    ]


@lru_cache(maxsize=1 << 16)
def most_stages(
    wonder: int,
    built: int,
    held: Held,
    coins: int,
    engineering: bool,
    boost: tuple[int, int] | None,
) -> int:
    """How many more stages ``wonder`` (its index in the tables) can build one after the other, with these
    cards and tokens."""
    stages = tables().wonders[wonder].stages
    remaining = len(stages) - bin(built).count("1")
    open_stages = _open(stages, built)
    if not open_stages or _capacity(held, coins, boost) < min(stages[i].count for i in open_stages):
        return 0
    best = 0
    for i in open_stages:
        for payment in payments(stages[i], held, coins, engineering, boost):
            best = max(best, 1 + after(wonder, built, held, coins, engineering, boost, i, payment))
            if best == remaining:
                return best
    return best


def after(
    wonder: int,
    built: int,
    held: Sequence[tuple[int, int]],
    coins: int,
    engineering: bool,
    boost: tuple[int, int] | None,
    stage: int,
    payment: Payment,
) -> int:
    """The most stages still buildable once ``stage`` is paid with ``payment``."""
    return most_stages(
        wonder,
        built | 1 << stage,
        spend(held, payment.grey),
        coins - payment.coin_cards,
        engineering and not payment.engineering,
        None if payment.boosted else boost,
    )


def best_builds(
    wonder: int,
    built: int,
    held: Sequence[tuple[int, int]],
    coins: int,
    engineering: bool,
    boost: tuple[int, int] | None,
    candidates: list[tuple[int, Payment]],
) -> list[tuple[int, Payment]]:
    """The (stage, payment) pairs among ``candidates`` that keep the most stages buildable this turn."""
    if len(candidates) < 2:
        return candidates
    key = tuple(held)
    t = tables()
    stages = t.wonders[wonder].stages
    # paying a stage lowers the capacity by at least its count: too little left for any stage, no search
    cheapest = min(stages[i].count for i, _ in candidates)
    if _capacity(key, coins, boost) - cheapest < t.min_stage_cost:
        return candidates
    scores = [after(wonder, built, key, coins, engineering, boost, i, p) for i, p in candidates]
    top = max(scores)
    return [c for c, s in zip(candidates, scores, strict=True) if s == top]

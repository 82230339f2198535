"""Optional stage, match: the hard bot's root alpha-beta at its fixed depth (an iteration cap, so the
result does not depend on the machine) with the new weights as its leaf, against the same search with
the hand-tuned margin, each deal played from both seats. Slow (about 10 s a game on a busy core):
a gate for a few dozen deals, not a measurement of strength (benchmarks/README.md has those).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import load_network
from wonders_desktop.bots.heuristics.duel import DuelHeuristics
from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.duel import SPEC

FIRST_DEAL = 900_000  # far from the self-play seeds


def run(out: Path, deals: int) -> dict[str, Any]:
    learned = DuelHeuristics(network=load_network(out / "duel_value.json"))
    margin = DuelHeuristics(learned=False)
    score = 0.0
    for deal in range(FIRST_DEAL, FIRST_DEAL + deals):
        for learned_seat in (0, 1):
            state = SPEC.new_game({}, deal)
            bots = {}
            for seat in (0, 1):
                bots[seat] = HardBot("duel", deal * 2 + seat, iterations=1)
                bots[seat].heuristics = learned if seat == learned_seat else margin
            while state.to_act():
                seat = state.to_act()[0]
                state.apply(seat, bots[seat].choose(state.view(seat), seat))
            winners = list(state.outcome().winners)
            score += 0.5 if len(winners) == 2 else float(winners == [learned_seat])
    games = 2 * deals
    mean = score / games if games else 0.0
    return {"games": games, "learned_score": round(mean, 4),
            "standard_error": round((mean * (1 - mean) / games) ** 0.5, 4) if games else None}

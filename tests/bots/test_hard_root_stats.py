"""The hard bot records the root of its last search (visits, mean value): the practice hint's estimate."""

from __future__ import annotations

from wonders_desktop.bots.search import HardBot
from wonders_desktop.engine.duel.spec import DuelSpec


def test_last_root_holds_visits_and_values_of_the_chosen_move() -> None:
    state = DuelSpec().new_game({"wonders": "first_game", "first_player": 0}, 4)
    bot = HardBot("duel", seed=1, iterations=200)
    move = bot.choose(state.view(0), 0)
    assert move in bot.last_root
    visits, value = bot.last_root[move]
    assert visits > 0 and 0.0 <= value <= 1.0
    assert sum(v for v, _ in bot.last_root.values()) <= 200
    assert all(m in state.legal_moves(0) for m in bot.last_root)


def test_a_forced_move_leaves_no_statistics() -> None:
    state = DuelSpec().new_game({"wonders": "first_game", "first_player": 0}, 4)
    bot = HardBot("duel", seed=1, iterations=50)
    bot.choose(state.view(0), 0)
    assert bot.last_root
    single = DuelSpec().new_game({}, 4)
    while len(single.legal_moves(single.to_act()[0])) > 1:
        seat = single.to_act()[0]
        single.apply(seat, single.legal_moves(seat)[0])
    seat = single.to_act()[0]
    bot.choose(single.view(seat), seat)
    assert bot.last_root == {}

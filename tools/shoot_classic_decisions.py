"""Render the 7 Wonders table at its special decisions, which ``screenshot`` cannot reach by bot play.

    python tools/shoot_classic_decisions.py --lang pt_BR --out /tmp/decisions [--size WxH] [--theme dark]

Each position is set up by hand on a real game (hands, built cards, discard pile), played in the real
main window (seat 0 a human, the others medium bots) up to the decision, and saved as
``classic_<decision>_<lang>.png``: the payment chooser, Halikarnassos's pick from the discard pile,
Babylon's last card, Olympia's free build and Cities' coins-or-debt choice. A developer's tool: the
app never runs it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import shots

from wonders_desktop.engine.classic.state import ClassicState
from wonders_desktop.languages import LANGUAGE_CODES

Setup = Callable[[ClassicState], None]


def _index(state: ClassicState, card: str) -> int:
    return state.rules.by_id[card].index


def _hands(state: ClassicState, hands: list[list[str]]) -> None:
    state.hands = [[_index(state, card) for card in hand] for hand in hands]
    state._legal = {}


def _build(state: ClassicState, city: int, *cards: str) -> None:
    for card in cards:
        state.cities[city].add_card(state.rules.by_id[card])
    state._legal = {}


def _stages(state: ClassicState, city: int, count: int) -> None:
    for _ in range(count):
        state.cities[city].add_stage(_index(state, "altar"))
    state._legal = {}


HANDS = [
    ["stockade", "altar", "aqueduct", "scriptorium", "loom_1"],
    ["theater", "tavern", "baths", "press_1", "clay_pool"],
    ["barracks", "ore_vein", "lumber_yard", "glassworks_1", "marketplace"],
]
DISCARDED = ("temple", "stockade", "lumber_yard", "apothecary", "marketplace")


def payment(state: ClassicState) -> None:
    _hands(state, HANDS)
    _build(state, 1, "lumber_yard", "clay_pool")
    _build(state, 2, "timber_yard", "stone_pit")


def discard(state: ClassicState) -> None:
    _hands(state, HANDS)
    _build(state, 0, "ore_vein", "mine", "lumber_yard")
    _stages(state, 0, 1)
    state.discard = [_index(state, card) for card in DISCARDED]


def last_card(state: ClassicState) -> None:
    _hands(state, [["altar", "baths"], ["theater", "tavern"], ["press_1", "clay_pool"]])
    _stages(state, 0, 2)
    state.turn = 6


def olympia(state: ClassicState) -> None:
    _hands(state, HANDS)
    _stages(state, 0, 2)


def debt(state: ClassicState) -> None:
    state.losses[0] = 3
    state.queue = [("debt", 0, 0)]
    state.phase = "debt"
    state._legal = {}


# decision -> (options, wonders, sides, setup, the start of seat 0's first move, or "" to stop at once)
POSITIONS: dict[str, tuple[dict, list[str] | None, str, Setup, str]] = {
    "payment": ({"players": 3}, ["gizah", "babylon", "rhodos"], "a", payment, ""),
    "discard": ({"players": 3}, ["halikarnassos", "babylon", "rhodos"], "a", discard, "stage:loom_1"),
    "last-card": ({"players": 3}, ["babylon", "gizah", "rhodos"], "b", last_card, "build:altar"),
    "free-build": ({"players": 3}, ["olympia", "babylon", "rhodos"], "a", olympia, ""),
    "debt": ({"players": 4, "expansions": ["cities"]}, None, "a", debt, ""),
}


def shoot(name: str, lang: str, theme: str, size: tuple[int, int], out: Path) -> Path:
    from wonders_desktop.ui.savegames import saves
    from wonders_desktop.ui.savegames.saves import SeatSetup

    options, wonders, sides, setup, first = POSITIONS[name]
    raw = dict(options)
    if wonders is not None:
        raw.update(wonders=wonders, sides=sides)
    state = ClassicState.new(raw, 7)
    setup(state)
    window = shots.main_window(lang, theme, size)
    window.show_final_sheet = False
    window.controller.autosave_enabled = False
    window.controller.bot_delay_ms = 0
    bots = [SeatSetup(human=False, level="medium") for _ in range(state.num_players - 1)]
    seats = [SeatSetup(human=True), *bots]
    window.controller.load(saves.make_save(state, seats, saves.new_game_id(), saves.now()), state)
    window.stack.setCurrentWidget(window.game_page)
    window.settle(30_000)
    if first:
        move = next(m for m in state.legal_moves(0) if m.to_str().startswith(first))
        window.controller.play(0, move)
        window.settle(30_000)
    if name == "payment":
        window.view.hand.select("stockade")  # type: ignore[union-attr]  # the classic table's view
    window.settle(500)
    target = shots.save_png(window, out / f"classic_{name}_{lang}.png")
    window.close()
    return target


def main(argv: list[str] | None = None) -> int:
    parser = shots.parser(__doc__, size="1600x1000", out_dir=None)
    parser.add_argument("--lang", default="en", choices=LANGUAGE_CODES)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--only", choices=sorted(POSITIONS), action="append")
    args = parser.parse_args(argv)
    with shots.data_folder("wonders-decisions-"):
        for name in args.only or sorted(POSITIONS):
            print(shoot(name, args.lang, args.theme, args.size, args.out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""One test per Wonder: cost paid, effect applied, points scored (rulebook: Wonders)."""

from __future__ import annotations

from tests.engine.duel.helpers import kinds, play, player, position, structure, texts
from wonders_desktop.engine.duel.catalog import catalog
from wonders_desktop.engine.duel.pricing import card_cost, prices
from wonders_desktop.engine.duel.rules import DESTROY, LIBRARY, MAUSOLEUM, PROGRESS
from wonders_desktop.engine.duel.state import DuelState

DATA = catalog()


def card(card_id: str) -> int:
    return DATA.card_index[card_id]


CLAY_GLASS_PAPYRUS = ["brickyard", "glassworks", "glassblower", "press"]


def score(state: DuelState, seat: int, category: str) -> int:
    return state.outcome().scores[seat][category]


def test_the_appian_way() -> None:
    state = position(
        player(city=["brickyard", "shelf_quarry", "press"], wonders={"the_appian_way": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_appian_way:statue")
    assert [c.coins for c in state.cities] == [10, 4]
    assert state.to_act() == (0,)  # play again
    assert score(state, 0, "wonders") == 3


def test_circus_maximus_destroys_a_grey_card() -> None:
    state = position(
        player(city=["lumber_yard", "shelf_quarry", "glassworks"], wonders={"circus_maximus": False}),
        player(city=["press", "drying_room", "clay_pool"]),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:circus_maximus:statue")
    assert state.phase == DESTROY and state.conflict == 1
    assert texts(state) == ["destroy:press", "destroy:drying_room"]
    events = play(state, "destroy:press")
    assert "card_destroyed" in kinds(events)
    assert state.discard == [card("press")]
    assert prices(state, 0)[4] == 3  # one papyrus left in the opponent's city
    assert state.to_act() == (1,)
    assert score(state, 0, "wonders") == 3


def test_circus_maximus_without_target_asks_nothing() -> None:
    state = position(
        player(city=["lumber_yard", "shelf_quarry", "glassworks"], wonders={"circus_maximus": False}),
        player(city=["clay_pool"]),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:circus_maximus:statue")
    assert state.to_act() == (1,) and state.phase != DESTROY


def test_the_colossus() -> None:
    state = position(
        player(city=["brickyard", "clay_pool", "glassworks"], wonders={"the_colossus": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_colossus:statue")
    assert state.conflict == 2 and score(state, 0, "wonders") == 3


def test_the_great_library_draws_three_tokens_set_aside() -> None:
    state = position(
        player(city=["sawmill", "lumber_yard", "glassworks", "press"], wonders={"the_great_library": False}),
        player(),
        structure=structure("statue", "temple"),
        board_progress=["agriculture", "law", "masonry", "mathematics", "philosophy"],
        box_progress=["architecture", "economy", "strategy", "theology", "urbanism"],
    )
    events = play(state, "wonder:the_great_library:statue")
    assert state.phase == LIBRARY and "progress_drawn" in kinds(events)
    offered = texts(state)
    assert len(offered) == 3
    assert {t.split(":")[1] for t in offered} <= {
        "architecture",
        "economy",
        "strategy",
        "theology",
        "urbanism",
    }
    play(state, offered[0])
    assert [state.parse_move(offered[0]).token] == [DATA.tokens[t].id for t in state.cities[0].progress]
    assert len(state.box) == 4 and len(state.board) == 5
    assert score(state, 0, "wonders") == 4


def test_the_great_lighthouse_produces_a_raw_material_without_raising_prices() -> None:
    state = position(player(wonders={"the_great_lighthouse": True}), player())
    assert card_cost(state, 0, card("baths")) == (False, 0, 0)
    assert prices(state, 1) == [2, 2, 2, 2, 2]
    assert score(state, 0, "wonders") == 4


def test_the_hanging_gardens() -> None:
    state = position(
        player(city=["sawmill", "glassworks", "press"], wonders={"the_hanging_gardens": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_hanging_gardens:statue")
    assert state.cities[0].coins == 13 and state.to_act() == (0,)
    assert score(state, 0, "wonders") == 3


def test_the_mausoleum_builds_from_the_discard_for_free() -> None:
    state = position(
        player(city=[*CLAY_GLASS_PAPYRUS, "workshop"], coins=0, wonders={"the_mausoleum": False}),
        player(),
        structure=structure("statue", "temple"),
        discard=["baths", "laboratory"],
    )
    play(state, "wonder:the_mausoleum:statue")
    assert state.phase == MAUSOLEUM and texts(state) == ["mausoleum:baths", "mausoleum:laboratory"]
    play(state, "mausoleum:laboratory")  # a second plumb line: a pair, a progress token
    assert state.phase == PROGRESS and state.cities[0].coins == 0
    assert state.discard == [card("baths")]
    assert score(state, 0, "wonders") == 2


def test_the_mausoleum_with_an_empty_discard_does_nothing() -> None:
    state = position(
        player(city=CLAY_GLASS_PAPYRUS, wonders={"the_mausoleum": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_mausoleum:statue")
    assert state.to_act() == (1,) and state.phase != MAUSOLEUM


def test_piraeus_produces_a_good_and_plays_again() -> None:
    state = position(
        player(city=["sawmill", "clay_pool", "quarry"], wonders={"piraeus": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:piraeus:statue")
    assert state.to_act() == (0,)
    assert card_cost(state, 0, card("apothecary")) == (False, 0, 0)
    assert prices(state, 1)[3:] == [2, 2]  # a Wonder's production never raises the price
    assert score(state, 0, "wonders") == 2


def test_the_pyramids_score_nine() -> None:
    state = position(
        player(city=["shelf_quarry", "quarry", "press"], wonders={"the_pyramids": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_pyramids:statue")
    assert state.to_act() == (1,) and score(state, 0, "wonders") == 9


def test_the_sphinx_plays_again_and_scores_six() -> None:
    state = position(
        player(city=["clay_pool", "quarry", "glassworks", "glassblower"], wonders={"the_sphinx": False}),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_sphinx:statue")
    assert state.to_act() == (0,) and score(state, 0, "wonders") == 6


def test_the_statue_of_zeus_destroys_a_brown_card() -> None:
    state = position(
        player(
            city=["lumber_yard", "clay_pool", "quarry", "press", "drying_room"],
            wonders={"the_statue_of_zeus": False},
        ),
        player(city=["stone_pit", "clay_pit", "glassworks"]),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_statue_of_zeus:statue")
    assert texts(state) == ["destroy:stone_pit", "destroy:clay_pit"] and state.conflict == 1
    play(state, "destroy:clay_pit")
    assert state.cities[1].produced == [0, 0, 1, 1, 0]
    assert score(state, 0, "wonders") == 3


def test_the_temple_of_artemis() -> None:
    state = position(
        player(
            city=["lumber_yard", "quarry", "glassworks", "press"], wonders={"the_temple_of_artemis": False}
        ),
        player(),
        structure=structure("statue", "temple"),
    )
    play(state, "wonder:the_temple_of_artemis:statue")
    assert state.cities[0].coins == 19 and state.to_act() == (0,)
    assert score(state, 0, "wonders") == 0


def test_a_wonder_needs_its_price_and_an_unbuilt_slot() -> None:
    state = position(
        player(wonders={"the_pyramids": False, "the_sphinx": True}),
        player(),
        structure=structure("statue", "temple"),
    )
    assert not any(t.startswith("wonder:") for t in texts(state))  # Pyramids cost 8, 7 coins
    state.cities[0].coins = 8
    assert [t for t in texts(state) if t.startswith("wonder:")] == [
        "wonder:the_pyramids:statue",
        "wonder:the_pyramids:temple",
    ]

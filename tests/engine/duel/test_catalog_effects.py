"""The Duel catalog folds each typed effect into its engine field and rejects one an object cannot carry.

The folding is a ``match`` on the effect classes of ``data.Effect`` (issue 40); these tests hold what it
produces from real data and the data errors it raises, so the refactor from kind strings changed neither.
"""

from __future__ import annotations

import pytest

from wonders_desktop.engine.core.errors import DataError
from wonders_desktop.engine.duel.catalog import CardInfo, TokenInfo, WonderInfo, catalog
from wonders_desktop.engine.duel.data import (
    Card,
    Cost,
    Produce,
    ProduceChoice,
    VpPer,
    Wonder,
)


def test_the_real_data_folds_into_the_fields_the_engine_reads() -> None:
    data = catalog()
    cards = {card.id: card for card in data.cards}
    assert cards["lumber_yard"].produce == ((0, 1),)
    assert cards["caravansery"].choice_raw == 1 and cards["forum"].choice_man == 1
    assert cards["stone_reserve"].trade_fixed == ((2, 1),)
    assert cards["tavern"].gain == 4 and cards["baths"].vp == 3
    assert cards["pharmacist"].science == 3 and cards["arsenal"].shields == 3
    assert cards["lighthouse"].coins_per == ((1, 4),)
    assert cards["merchants_guild"].guild == ((4,), 1, 1)
    wonders = {wonder.id: wonder for wonder in data.wonders}
    appian = wonders["the_appian_way"]
    assert (appian.gain, appian.opponent_loses, appian.play_again, appian.vp) == (3, 3, True, 3)
    assert wonders["the_statue_of_zeus"].destroy == 0  # brown
    assert wonders["the_mausoleum"].from_discard and wonders["the_great_library"].library == (3, 1)
    tokens = {token.id: token for token in data.tokens}
    assert tokens["architecture"].architecture == 2 and tokens["masonry"].masonry == 2
    assert tokens["economy"].economy and tokens["theology"].theology
    assert tokens["mathematics"].vp_per_token == 3 and tokens["strategy"].strategy == 1
    assert tokens["urbanism"].chain_coins == 4 and tokens["law"].science == 1


def test_an_effect_an_object_cannot_carry_is_a_data_error() -> None:
    produce = Produce(kind="produce", resource="wood", amount=1)
    wonder = Wonder(id="w", name="W", cost=Cost(), effects=(produce,))
    with pytest.raises(DataError, match=r"wonders\.json: w\.effects\[0\]\.kind: 'produce' is not supported"):
        WonderInfo(0, wonder)
    with pytest.raises(DataError, match=r"progress_tokens\.json: t\.effects\[0\]\.kind: 'produce'"):
        TokenInfo(0, "t", (produce,))


def test_a_mixed_choice_and_a_vp_per_other_than_tokens_are_data_errors() -> None:
    mixed = ProduceChoice(kind="produce_choice", choices=("wood", "glass"))
    card = Card(id="c", name="C", age=1, color="yellow", cost=Cost(), effects=(mixed,))
    with pytest.raises(DataError, match=r"cards\.json: c\.effects\[0\]\.choices: must be all raw"):
        CardInfo(0, card, {})
    per_card = VpPer(kind="vp_per", amount=1, per="green_card")
    with pytest.raises(DataError, match=r"t\.effects\[0\]\.per: only progress_token_owned"):
        TokenInfo(0, "t", (per_card,))

"""Print every generated card, stage, wonder and token text of every data file in one language (review).

    python tools/dump_card_texts.py --lang pt_BR > /tmp/texts_pt.txt

Each line is ``<game>[<edition>] <what> <id>: <text> | <cost>``; the tests walk the same list
(``subjects()``) to check that every text is complete in the three languages.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from wonders_desktop.languages import LANGUAGE_CODES  # noqa: E402
from wonders_desktop.ui.language import cardtext  # noqa: E402
from wonders_desktop.ui.language.datanames import TOKENS  # noqa: E402
from wonders_desktop.ui.views.architects.cardtext import architects  # noqa: E402
from wonders_desktop.ui.views.classic.cardtext import classic_cards, classic_wonders  # noqa: E402
from wonders_desktop.ui.views.duel.cardtext import duel_data  # noqa: E402

Subject = tuple[str, str, str, str]  # (label, id, text, cost)


def subjects() -> Iterator[Subject]:
    """Every card, wonder, stage and token of every data file, with text and cost in the current language."""
    for edition in (1, 2):
        yield from _classic(edition)
    yield from _duel()
    yield from _architects()


def _classic(edition: int) -> Iterator[Subject]:
    label = f"classic{edition}"
    for card_id in classic_cards(edition):
        yield (
            f"{label} card",
            card_id,
            cardtext.card_text("classic", card_id, edition=edition),
            cardtext.card_cost_text("classic", card_id, edition=edition),
        )
    for wonder_id, wonder in classic_wonders(edition).items():
        for side, data in wonder.sides.items():
            board = cardtext.wonder_text("classic", wonder_id, side, edition=edition)
            yield f"{label} board", f"{wonder_id}/{side}", board, ""
            for index in range(len(data.stages)):
                yield (
                    f"{label} stage",
                    f"{wonder_id}/{side}/{index + 1}",
                    cardtext.stage_text("classic", wonder_id, side, index, edition=edition),
                    cardtext.stage_cost_text("classic", wonder_id, side, index, edition=edition),
                )
    for token_id in TOKENS[label]:
        yield f"{label} token", token_id, cardtext.token_text("classic", token_id, edition=edition), ""


def _duel() -> Iterator[Subject]:
    data = duel_data()
    for card_id in data.cards:
        cost = cardtext.card_cost_text("duel", card_id)
        yield "duel card", card_id, cardtext.card_text("duel", card_id), cost
    for wonder_id in data.wonders:
        yield (
            "duel wonder",
            wonder_id,
            cardtext.wonder_text("duel", wonder_id),
            cardtext.wonder_cost_text("duel", wonder_id),
        )
    for token_id in [*data.tokens, *data.military, *TOKENS["duel"]]:
        yield "duel token", token_id, cardtext.token_text("duel", token_id), ""


def _architects() -> Iterator[Subject]:
    data = architects()
    for card in data.cards.card_types:
        yield (
            "architects card",
            card.id,
            cardtext.card_text("architects", card.id),
            cardtext.card_cost_text("architects", card.id),
        )
    for wonder in data.wonders.wonders:
        yield "architects wonder", wonder.id, cardtext.wonder_text("architects", wonder.id), ""
        for index in range(len(wonder.stages)):
            yield (
                "architects stage",
                f"{wonder.id}/{index + 1}",
                cardtext.stage_text("architects", wonder.id, "", index),
                cardtext.stage_cost_text("architects", wonder.id, "", index),
            )
    for token_id in [*(t.id for t in data.tokens.progress_tokens), *TOKENS["architects"]]:
        yield "architects token", token_id, cardtext.token_text("architects", token_id), ""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en", choices=LANGUAGE_CODES)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QCoreApplication

    from wonders_desktop.ui.language.i18n import language_switcher

    app = QCoreApplication.instance() or QCoreApplication([])
    language_switcher().switch(args.lang)
    for label, ident, text, cost in subjects():
        print(f"{label} {ident}: {text}" + (f" | {cost}" if cost else ""))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())

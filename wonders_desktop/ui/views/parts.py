"""Where shared UI finds what one game adds: a module per role inside that game's UI package.

A game's UI package is ``wonders_desktop/ui/views/<kind>/`` (or the package a game registers in
``PACKAGES``: the tests' toy game keeps its words beside its engine). Shared UI code never tests a
game's name; it asks ``game_ui.GameUI`` (built on this module) for the game's part of a given role
and falls back to the generic behaviour when the game has none (a game with no UI package at all
still plays, on the generic table):

    __init__.py   ``create_view(controller, models, parent)``: the table (see ``base.py``)
    words.py      the game's words: card texts, move phrases, field and score-row names (``ui/cardtext``)
    events.py     the game's log lines: ``templates()`` (event kind -> sentence), ``as_logged``
    names.py      ``name_rows()``: every display name the game's data implies (``language/datanames``)
    help.py       the game's Help pages: ``bot_levels()``, ``keyboard_rows()``
    setup.py      the game's extra rows of the new-game dialog and its summary lines

Shared texts reach ``words.py`` through ``ui/game_words.words_hook``; its hooks and what each answers
are listed in ``docs/architecture.md`` (a game's words live in its UI package).

Part modules are imported lazily, so opening the app does not import every game's UI.

A ``setup.py`` part adds words and links to what the game's spec (``GameSpec``) declares; every hook is
optional (a game without one reads with plain fallbacks):

    TITLE                 the spec's English name marked for the translators (context "StartPage")
    blurb()               the game's line on its start-page tile
    option_label(name)    the label of an option row of the new-game dialog
    choice_text(option, value, options)   the words of one offered value (a per-seat one too)
    implied_options(options)  options that another choice brings along and locks (dict)
    REMEMBERED            the option names the dialog reopens on (all if absent)
    legacy_options(last)  the game's options in a dialog memory written by an older version
    summary(options)      the words after the game's name in the saved-games list
    stage_text(state)     where a saved game stands, if the shared "Age I" / "Turn 3" will not do
"""

from __future__ import annotations

import importlib
from functools import cache
from types import ModuleType

VIEW_PACKAGE = "wonders_desktop.ui.views"
#: Games whose UI package lives elsewhere than ``ui/views/<kind>`` (kind -> package), e.g. a test game.
PACKAGES: dict[str, str] = {}


def game_part(kind: str, part: str = "") -> ModuleType | None:
    """The module ``<kind>.<part>`` of the game's UI package (``part=""``: the package), or ``None``.

    A part that exists but fails to import is a real bug and raises; only an absent module gives ``None``,
    and so does a kind that is no module name at all (empty, or read from a damaged file).
    """
    if not kind.isidentifier():
        return None
    return _import(PACKAGES.get(kind, f"{VIEW_PACKAGE}.{kind}"), part)


@cache
def _import(package: str, part: str) -> ModuleType | None:
    name = f"{package}.{part}" if part else package
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        absent = {name, package, package.rpartition(".")[0]}
        if error.name not in absent:
            raise
        return None


def part_hook(kind: str, part: str, hook: str) -> object | None:
    """The attribute ``hook`` of a game's part module, or ``None`` when the game does not provide it."""
    module = game_part(kind, part)
    return getattr(module, hook, None) if module is not None else None

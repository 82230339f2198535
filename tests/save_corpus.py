"""A corpus of crafted save files, each with the reason the loader must give for refusing it.

Every entry starts from one good save (a real 7 Wonders game, ten moves in) and breaks it one way:
bytes that are not JSON, JSON that is not a save, every field with a wrong type, a wrong length, a
path trick (relative and absolute, pointing into ``trap``) and, re-signed so the digest passes, moves,
seeds and checksums that do not replay. The two 50 MB files are only made on demand (``write_entry``).
"""

from __future__ import annotations

import copy
import gzip
import hashlib
import json
import random
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.registry import game_spec
from wonders_desktop.ui.savegames import saves
from wonders_desktop.ui.savegames.saves import SaveFile, SeatSetup

HUGE = 50 * 1024 * 1024
Data = dict[str, Any]


def played(kind: str, options: dict[str, Any], seed: int, moves: int | None) -> GameState:
    """A game of ``kind`` after ``moves`` random moves (None: to the end)."""
    state = game_spec(kind).new_game(options, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and (moves is None or len(state.history) < moves):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_moves(seat)))
    return state


def save_of(state: GameState, title: str = "") -> SaveFile:
    seats = [SeatSetup(human=seat == 0, level="medium") for seat in range(state.num_players)]
    return saves.make_save(state, seats, saves.new_game_id(), saves.now(), title)


def good_save() -> SaveFile:
    return save_of(played("classic", {"players": 3, "edition": 1}, 3, 10), "Sunday game")


def good_saves() -> dict[str, SaveFile]:
    """Saves the app writes, of every game and shape of options, finished and not."""
    games: dict[str, tuple[str, dict[str, Any], int | None]] = {
        "classic_3p": ("classic", {"players": 3, "edition": 1}, 10),
        "classic_cities_7p_finished": (
            "classic",
            {"players": 7, "edition": 1, "expansions": ["cities"]},
            None,
        ),
        "classic_2nd_teams": (
            "classic",
            {"players": 6, "edition": 2, "variant": "teams", "expansions": ["cities"]},
            30,
        ),
        "classic_free_city": ("classic", {"players": 2, "edition": 1, "variant": "free-city"}, 12),
        "duel_draft": ("duel", {"wonders": "draft"}, 6),
        "duel_finished": ("duel", {}, None),
        "architects_7p": ("architects", {"players": 7}, 40),
        "architects_finished": ("architects", {"players": 2}, None),
    }
    return {name: save_of(played(kind, options, 4, moves)) for name, (kind, options, moves) in games.items()}


def text_of(save: SaveFile) -> str:
    return save.model_dump_json(indent=1)


def resign(data: Data) -> Data:
    """The digest the app would compute for ``data``: the file then fails only for what it says."""
    body = {key: value for key, value in data.items() if key != "digest"}
    text = json.dumps(body, sort_keys=True, separators=(",", ":"))
    return {**data, "digest": hashlib.sha256(text.encode()).hexdigest()}


@dataclass(frozen=True)
class Entry:
    """One crafted file: ``make(good_text, trap)`` gives its bytes; ``reason`` is what the loader says."""

    name: str
    reason: str
    make: Callable[[str, str], bytes]
    huge: bool = False


ENTRIES: list[Entry] = []


def raw(name: str, reason: str, huge: bool = False) -> Callable[[Callable[[str, str], bytes | str]], None]:
    def register(make: Callable[[str, str], bytes | str]) -> None:
        def as_bytes(text: str, trap: str) -> bytes:
            made = make(text, trap)
            return made.encode("utf-8") if isinstance(made, str) else made

        ENTRIES.append(Entry(name, reason, as_bytes, huge))

    return register


def edit(name: str, reason: str, change: Callable[[Data, str], object], sign: bool = False) -> None:
    """An entry made by changing the good save's JSON (``change`` edits it in place)."""

    def make(text: str, trap: str) -> bytes:
        data = json.loads(text)
        change(data, trap)
        return json.dumps(resign(data) if sign else data).encode("utf-8")

    ENTRIES.append(Entry(name, reason, make))


def setter(*path: str | int, value: Any) -> Callable[[Data, str], None]:
    """Set ``data[path...] = value``; a value ``"{trap}..."`` is formatted with the trap folder."""

    def change(data: Data, trap: str) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value.format(trap=trap) if isinstance(value, str) else copy.deepcopy(value)

    return change


def remover(*path: str) -> Callable[[Data, str], None]:
    def change(data: Data, _trap: str) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return change


# --- bytes that are not JSON ---------------------------------------------------------------------
raw("empty", "corrupt")(lambda text, trap: b"")
raw("whitespace", "corrupt")(lambda text, trap: " \n\t " * 10)
for share in (0.01, 0.1, 0.5, 0.9, 0.999):
    raw(f"truncated_{int(share * 1000)}", "corrupt")(
        lambda text, trap, share=share: text[: max(1, int(len(text) * share))]
    )
raw("binary_noise", "corrupt")(lambda text, trap: bytes(random.Random(1).randrange(256) for _ in range(4096)))
raw("nul_bytes", "corrupt")(lambda text, trap: b"\x00" * 2048)
raw("utf16", "corrupt")(lambda text, trap: text.encode("utf-16"))
raw("invalid_utf8_in_string", "corrupt")(
    lambda text, trap: text.replace("Sunday", "Sun\udcffday").encode("utf-8", "surrogateescape")
)
raw("gzipped", "corrupt")(lambda text, trap: gzip.compress(text.encode()))
raw("utf8_bom", "corrupt")(lambda text, trap: "\ufeff" + text)
raw("trailing_garbage", "corrupt")(lambda text, trap: text + "\n}{ not json")
raw("nan_seed", "corrupt")(lambda text, trap: text.replace('"seed": 3', '"seed": NaN'))
raw("infinity_version", "corrupt")(lambda text, trap: text.replace('"version": 2', '"version": Infinity', 1))
raw("deep_arrays", "corrupt")(lambda text, trap: "[" * 100_000 + "]" * 100_000)
raw("deep_objects", "corrupt")(lambda text, trap: '{"a":' * 50_000 + "1" + "}" * 50_000)
raw("deep_in_options", "corrupt")(
    lambda text, trap: text.replace(
        '"options": {', '"options": {"deep": ' + "[" * 60_000 + "]" * 60_000 + ","
    )
)
raw("nested_500_in_options", "invalid")(
    lambda text, trap: text.replace('"options": {', '"options": {"deep": ' + "[" * 500 + "]" * 500 + ",")
)
raw("digits_5000_version", "corrupt")(
    lambda text, trap: text.replace('"version": 2', '"version": ' + "9" * 5000, 1)
)
raw("digits_5000_seed", "corrupt")(lambda text, trap: text.replace('"seed": 3', '"seed": ' + "7" * 5000))
raw("digits_5000_move_seat", "corrupt")(
    lambda text, trap: re.sub(r'("moves": \[\s*\[\s*)\d+', lambda m: m.group(1) + "1" * 5000, text, count=1)
)
raw("float_1e400_seed", "invalid")(lambda text, trap: text.replace('"seed": 3', '"seed": 1e400'))
raw("duplicate_game_id_key_last_bad", "invalid")(
    lambda text, trap: text.replace('"game_id": "', '"game_id": "../../dup", "game_id": "../', 1)
)


@raw("padded_50mb", "too_large", huge=True)
def _padded(text: str, _trap: str) -> str:
    return text[:-1] + " " * HUGE + "}"


@raw("seat_name_50mb", "too_large", huge=True)
def _long_name(text: str, _trap: str) -> str:
    data = json.loads(text)
    data["seats"][0]["name"] = "x" * HUGE
    return json.dumps(resign(data))


# --- JSON that is not a save ---------------------------------------------------------------------
for name, document in {
    "json_null": "null",
    "json_list": "[]",
    "json_string": '"save"',
    "json_number": "42",
    "json_true": "true",
    "json_empty_object": "{}",
}.items():
    raw(name, "invalid")(lambda text, trap, document=document: document)

# --- the envelope --------------------------------------------------------------------------------
edit("format_other_app", "invalid", setter("format", value="other-app-save"))
edit("version_as_text", "invalid", setter("version", value="2"))
edit("version_as_float", "invalid", setter("version", value=2.0))
edit("version_null", "invalid", setter("version", value=None))
edit("version_zero", "invalid", setter("version", value=0))
edit("version_future", "newer", setter("version", value=4))  # 3 is the analysed save (issue 25)
edit("version_far_future", "newer", setter("version", value=10**9))
edit("record_version_future", "newer", setter("record", "version", value=99))
edit("record_version_text", "invalid", setter("record", "version", value="1"))
edit("app_version_number", "invalid", setter("app_version", value=12))
edit("extra_top_level_key", "invalid", setter("autoplay", value=True))
for key in ("game_id", "created", "updated", "seats", "record"):
    edit(f"missing_{key}", "invalid", remover(key))
edit("missing_digest", "tampered", remover("digest"))
edit("empty_digest", "tampered", setter("digest", value=""))
edit("short_digest", "invalid", setter("digest", value="abc"))
edit("wrong_digest", "tampered", setter("digest", value="0" * 64))
edit("edited_without_digest", "tampered", setter("title", value="Edited"))

# --- game ids: they name the autosave file -------------------------------------------------------
for name, value in {
    "empty": "",
    "number": 123,
    "parent": "..",
    "relative_escape": "../../escaped",
    "absolute_trap": "{trap}/escaped",
    "windows_absolute": "C:\\Windows\\escaped",
    "slash": "ab/cdef012345",
    "uppercase": "ABCDEF012345",
    "thirteen": "0123456789abc",
    "newline": "0123456789ab\n",
    "nul": "0123456789a\u0000",
    "fullwidth_digits": "０１２３４５６７８９ab",
    "long": "a" * 10_000,
    "null": None,
}.items():
    edit(f"game_id_{name}", "invalid", setter("game_id", value=value), sign=True)

# --- every string field with a path in it --------------------------------------------------------
STRING_FIELDS: dict[str, tuple[str | int, ...]] = {
    "format": ("format",),
    "app_version": ("app_version",),
    "title": ("title",),
    "created": ("created",),
    "updated": ("updated",),
    "seat_level": ("seats", 0, "level"),
    "seat_name": ("seats", 0, "name"),
    "game": ("record", "game"),
    "option_value": ("record", "options", "wonders"),
    "option_key": ("record", "options", "{trap}"),
    "move": ("record", "moves", 0, 1),
    "checksum": ("record", "checksum"),
    "digest": ("digest",),
}
PATH_TRICKS = {  # POSIX and Windows spellings, relative and absolute
    "relative": "../../escaped/x",
    "absolute": "{trap}/escaped/x",
    "windows_relative": "..\\..\\escaped\\x",
    "windows_drive": "C:\\escaped\\x",
}
for field, where in STRING_FIELDS.items():
    for trick, value in PATH_TRICKS.items():
        reason = "tampered" if field == "move" else "invalid"
        if field == "option_key":
            edit(
                f"path_{trick}_{field}",
                reason,
                lambda data, trap, value=value: data["record"]["options"].update(
                    {value.format(trap=trap): 1}
                ),
                sign=True,
            )
            continue
        edit(f"path_{trick}_{field}", reason, setter(*where, value=value), sign=field != "digest")
edit(
    "path_in_expansion_list",
    "invalid",
    setter("record", "options", "expansions", value=["../../cities"]),
    sign=True,
)

# --- other fields, wrong types and lengths -------------------------------------------------------
edit("title_too_long", "invalid", setter("title", value="t" * 61), sign=True)
edit("title_two_lines", "invalid", setter("title", value="one\ntwo"), sign=True)
edit("title_number", "invalid", setter("title", value=5), sign=True)
edit("created_words", "invalid", setter("created", value="yesterday"), sign=True)
edit("created_number", "invalid", setter("created", value=5), sign=True)
edit("created_impossible_date", "invalid", setter("created", value="2026-13-45T00:00:00Z"), sign=True)
edit("updated_null", "invalid", setter("updated", value=None), sign=True)
edit("finished_text", "invalid", setter("finished", value="yes"), sign=True)
edit("finished_number", "invalid", setter("finished", value=1), sign=True)
edit("finished_but_not_over", "tampered", setter("finished", value=True), sign=True)
edit("seats_object", "invalid", setter("seats", value={}), sign=True)
edit("seats_empty", "invalid", setter("seats", value=[]), sign=True)
edit("seats_nine", "invalid", setter("seats", value=[{"human": False}] * 9), sign=True)
edit(
    "seats_two_for_three",
    "invalid",
    setter("seats", value=[{"human": True, "level": "medium", "name": ""}] * 2),
    sign=True,
)
edit("seat_human_text", "invalid", setter("seats", 0, "human", value="true"), sign=True)
edit("seat_human_missing", "invalid", remover("seats", 0, "human"), sign=True)
edit("seat_level_unknown", "invalid", setter("seats", 1, "level", value="godlike"), sign=True)
edit("seat_level_number", "invalid", setter("seats", 1, "level", value=3), sign=True)
edit("seat_name_41", "invalid", setter("seats", 0, "name", value="n" * 41), sign=True)
edit("seat_name_900kb", "invalid", setter("seats", 0, "name", value="n" * 900_000), sign=True)
edit("seat_name_nul", "invalid", setter("seats", 0, "name", value="Ana\u0000"), sign=True)
edit("seat_extra_key", "invalid", setter("seats", 0, "admin", value=True), sign=True)

# --- the record ----------------------------------------------------------------------------------
edit("record_text", "invalid", setter("record", value="classic"), sign=True)
edit("game_unknown", "unknown_game", setter("record", "game", value="chess"), sign=True)
edit("game_empty", "invalid", setter("record", "game", value=""), sign=True)
edit("game_number", "invalid", setter("record", "game", value=7), sign=True)
edit("options_text", "invalid", setter("record", "options", value="x"), sign=True)
edit("options_players_text", "invalid", setter("record", "options", "players", value="3"), sign=True)
edit("options_players_99", "invalid", setter("record", "options", "players", value=99), sign=True)
edit(
    "options_unknown_expansion",
    "invalid",
    setter("record", "options", "expansions", value=["armada"]),
    sign=True,
)
edit(
    "options_unknown_wonder",
    "invalid",
    setter("record", "options", "wonders", value=["atlantis", "gizah", "babylon"]),
    sign=True,
)
edit(
    "options_seventeen_keys",
    "invalid",
    lambda data, trap: data["record"]["options"].update({f"k{'x' * i}": 1 for i in range(17)}),
    sign=True,
)
edit("seed_text", "invalid", setter("record", "seed", value="x"), sign=True)
edit("seed_negative", "invalid", setter("record", "seed", value=-1), sign=True)
edit("seed_2_pow_70", "invalid", setter("record", "seed", value=2**70), sign=True)
edit("seed_wrong", "tampered", setter("record", "seed", value=4), sign=True)
edit("moves_text", "invalid", setter("record", "moves", value="x"), sign=True)
edit("move_one_item", "invalid", setter("record", "moves", 0, value=[0]), sign=True)
edit("move_three_items", "invalid", setter("record", "moves", 0, value=[0, "a", "b"]), sign=True)
edit("move_seat_text", "invalid", setter("record", "moves", 0, 0, value="0"), sign=True)
edit("move_seat_99", "invalid", setter("record", "moves", 0, 0, value=99), sign=True)
edit("move_seat_negative", "invalid", setter("record", "moves", 0, 0, value=-1), sign=True)
edit("move_text_empty", "invalid", setter("record", "moves", 0, 1, value=""), sign=True)
edit("move_text_200", "invalid", setter("record", "moves", 0, 1, value="m" * 200), sign=True)
edit("move_text_space", "invalid", setter("record", "moves", 0, 1, value="build lumber_yard"), sign=True)
edit("move_text_unknown", "tampered", setter("record", "moves", 0, 1, value="build:atlantis"), sign=True)
edit(
    "move_wrong_seat",
    "tampered",
    lambda data, trap: data["record"]["moves"].__setitem__(
        3, [(data["record"]["moves"][3][0] + 1) % 3, data["record"]["moves"][3][1]]
    ),
    sign=True,
)
edit("moves_reordered", "tampered", lambda data, trap: data["record"]["moves"].reverse(), sign=True)
edit("move_removed", "tampered", lambda data, trap: data["record"]["moves"].pop(), sign=True)
edit(
    "move_duplicated",
    "tampered",
    lambda data, trap: data["record"]["moves"].append(data["record"]["moves"][-1]),
    sign=True,
)
edit("moves_5000", "invalid", setter("record", "moves", value=[[0, "x"]] * 5000), sign=True)
edit("checksum_short", "invalid", setter("record", "checksum", value="ab"), sign=True)
edit("checksum_wrong", "tampered", setter("record", "checksum", value="0" * 16), sign=True)
edit("checksum_null", "invalid", setter("record", "checksum", value=None), sign=True)
edit("record_extra_key", "invalid", setter("record", "cheat", value=1), sign=True)

NAMES = [entry.name for entry in ENTRIES]
BY_NAME = {entry.name: entry for entry in ENTRIES}
assert len(NAMES) == len(BY_NAME), "corpus names must be unique"


def write_entry(entry: Entry, path: Path, good_text: str, trap: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(entry.make(good_text, str(trap)))
    return path


def tree(root: Path) -> dict[str, bytes]:
    """Every file under ``root`` and its bytes (huge files by digest): to prove nothing was written.

    The preferences file is left out: the app (and the test window, which turns motion off) writes its
    settings there whatever the saves hold; what is proved is that no save decides a write."""
    files: dict[str, bytes] = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.name != "settings.ini":
            data = path.read_bytes()
            files[str(path.relative_to(root))] = hashlib.sha256(data).digest() if len(data) > 10**6 else data
    return files

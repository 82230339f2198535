"""Strict command-line input (issue 22): malformed scenarios and command lines exit 2 with one line on
stderr naming the field, never a traceback (exit 1 stays "the thing under test failed").

The named cases are the ones found against the landed code; the property tests (hypothesis) mutate the
example scenarios of ``tests/scenarios/`` at random places with values of every JSON type, feed random
bytes, and build command lines with one value that no combination makes valid.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from wonders_desktop.cli import main

SCENARIOS = sorted(
    path for path in (Path(__file__).parent / "scenarios").glob("*/*.json") if ".expected" not in path.name
)
CLASSIC = json.loads((Path(__file__).parent / "scenarios" / "classic" / "contract_example.json").read_text())
FOLDER = Path(tempfile.mkdtemp(prefix="wonders-strict-"))


def run(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return code, out.getvalue(), err.getvalue()


def check_file(data: bytes, name: str = "scenario.json") -> tuple[int, str, str]:
    path = FOLDER / name
    path.write_bytes(data)
    return run(["check", str(path)])


def assert_bad_input(code: int, err: str, field: str) -> None:
    """Exit 2, one line on stderr, naming ``field`` (a regular expression)."""
    assert code == 2, err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert re.match(rf"error: .*{field}", lines[0]), lines[0]
    assert "Traceback" not in err


def changed(path: list[Any], value: Any) -> bytes:
    data = json.loads(json.dumps(CLASSIC))
    target = data
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return json.dumps(data).encode()


# --- the cases of the issue ----------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("data", "field"),
    [
        (
            json.dumps(CLASSIC).replace("alexandria", "alexandría").encode("latin-1"),
            r"scenario\.json: not UTF-8",
        ),
        (b"[" * 5000 + b"]" * 5000, r"scenario\.json: nested deeper"),
        (b'{"game": "classic", "players": [{"coins": ' + b"9" * 5000 + b"}]}", r"scenario\.json: .*digits"),
        (json.dumps(CLASSIC).replace('"coins": 14', '"coins": NaN').encode(), r"scenario\.json: .*NaN"),
        (changed(["game"], ["classic"]), r"scenario\.json: game: must be a string"),
        (changed(["players", 0, "coins"], "14"), r"players\[0\]\.coins: .*valid integer"),
        (changed(["players", 0, "coins"], 10**30), r"players\[0\]\.coins: .*less than or equal to 162"),
        (changed(["players", 0, "debt"], 43), r"players\[0\]\.debt"),
        (changed(["queries", 1, "player"], "0"), r"queries\[1\]\.player: .*valid integer"),
        (changed(["queries", 1, "player"], True), r"queries\[1\]\.player: .*valid integer"),
        (changed(["options", "edition"], True), r"options\.edition: .*valid integer"),
        (changed(["options", "expansions"], "cities"), r"options\.expansions: .*valid list"),
    ],
)
def test_bad_scenario_files_exit_2_naming_the_field(data: bytes, field: str) -> None:
    assert_bad_input(*check_file(data)[::2], field)


def test_a_huge_scenario_file_is_refused_unread() -> None:
    code, _, err = check_file(b" " * 1_000_001)
    assert_bad_input(code, err, r"scenario\.json: larger than")


COMMAND_CASES = [
    ("tournament --game duel --seats random,random --games 1 --seed 1 --move-time nan", "--move-time"),
    ("tournament --game duel --seats random,random --games 1 --seed 1 --move-time inf", "--move-time"),
    ("tournament --game duel --seats random,random --games 1 --seed 1 --move-time -1", "--move-time"),
    ("simulate --game classic --bots ,,, --games 1 --seed 1", "--bots"),
    # numbers in ASCII digits only: int() and float() would read these as 3, 7, 2, 3 and 0.5
    ("simulate --game classic --games \u0663 --seed 1", "--games"),
    ("simulate --game classic --games 1 --seed \u0667", "--seed"),
    ("simulate --game classic --players \u0662 --games 1 --seed 1", "--players"),
    ("simulate --game classic --games 1 --seed 1 --edition \uff12", "--edition"),
    ("watch --game duel --games \u0663 --quit", "--games"),
    (
        "tournament --game duel --seats random,random --games 1 --seed 1 --move-time \u0660.\u0665",
        "--move-time",
    ),
    (
        "tournament --game duel --seats random,godlike --games 1 --seed 1",
        "--seats: unknown bot level id 'godlike'",
    ),
    ("tournament --game duel --seats  --games 1 --seed 1", "--seats: names no bot level"),
    ("tournament --game classic --seats random,random,random --players 0 --games 1 --seed 1", "--players"),
    ("simulate --game classic --players 9 --games 1 --seed 1", "--players"),
    ("simulate --game classic --players 4 --variant teams --games 1 --seed 1", "--variant"),
    ("simulate --game architects --players 1 --games 1 --seed 1", "--players"),
]


@pytest.mark.parametrize(("line", "field"), COMMAND_CASES)
def test_bad_command_lines_exit_2_naming_the_option(line: str, field: str) -> None:
    code, _, err = run(line.split(" "))  # "--seats  --games": the empty value "" of --seats
    assert_bad_input(code, err, re.escape(field))


# --- property tests -------------------------------------------------------------------------------------
JSON_VALUES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=12),
    st.lists(st.one_of(st.integers(-5, 200), st.text(max_size=6)), max_size=4),
    st.dictionaries(st.text(max_size=6), st.integers(-5, 5), max_size=3),
)


@st.composite
def mutated_scenarios(draw: st.DrawFn) -> bytes:
    """An example scenario with one value replaced, one key removed or one key added, at any depth."""
    data = json.loads(draw(st.sampled_from(SCENARIOS)).read_text())
    node: Any = data
    while True:
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        if not keys:
            break
        key = draw(st.sampled_from(keys))
        child = node[key]
        if not isinstance(child, dict | list) or not child or draw(st.booleans()):
            action = draw(st.sampled_from(["replace", "remove", "add"]))
            if action == "replace":
                node[key] = draw(JSON_VALUES)
            elif action == "remove":
                del node[key]
            elif isinstance(node, dict):
                node[draw(st.text(min_size=1, max_size=8))] = draw(JSON_VALUES)
            else:
                node.append(draw(JSON_VALUES))
            break
        node = child
    return json.dumps(data).encode()


NAMED = r"error: .*scenario\.json: .+: \S"  # the file, then the field, then what is wrong with it


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_scenarios())
@example(b'{"game": "classic", "players": [{"wonder": "rhodos", "side": "a"}], " ": null}')  # a blank key
@example(b'{"game": "classic", "players": [{"wonder": "rhodos", "side": "a", "a.b\\n": 1}]}')
def test_a_mutated_scenario_is_answered_or_refused_in_one_line(data: bytes) -> None:
    code, out, err = check_file(data)
    if code == 0:
        json.loads(out)
        return
    assert_bad_input(code, err, "")
    assert re.match(NAMED, err), err


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_are_refused_in_one_line(data: bytes) -> None:
    code, _, err = check_file(data)
    assert_bad_input(code, err, r"scenario\.json: ")


@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=33, max_value=3000), st.sampled_from("[{"))
def test_any_deep_nesting_is_refused_in_one_line(depth: int, bracket: str) -> None:
    opening = '{"a":' if bracket == "{" else "["
    closing = "}" if bracket == "{" else "]"
    code, _, err = check_file(
        ('{"game": "classic", "x": ' + opening * depth + "1" + closing * depth + "}").encode()
    )
    assert_bad_input(code, err, r"scenario\.json: nested deeper")


VALID = {
    "--game": ["classic", "duel", "architects"],
    "--players": ["2", "3", "5", "7"],
    "--edition": ["1", "2"],
    "--expansions": ["", "cities"],
    "--variant": ["free-city", "teams"],
    "--games": ["1"],
    "--seed": ["0", "7"],
    "--move-time": ["0.01"],
}
BAD = {
    "--game": ["chess", "", "Classic", "classic,duel"],
    "--players": ["0", "-1", "1", "99", "x", "nan", "3.0", ""],
    "--edition": ["0", "3", "x", "1.0", ""],
    "--expansions": ["leaders", "cities,cities", "cities,leaders"],
    "--variant": ["solo", "FREE-CITY"],
    "--games": ["0", "-5", "x", "1e3", "", "\u0663", "\u00b3"],
    "--seed": ["x", "1.5", "9" * 5000, "", "\u0667", "+7", " 7"],
    "--move-time": ["nan", "inf", "-inf", "-1", "0", "x", "1e400", "7200", "\u0661"],
    "--bots": [",,,", "", " ", "godlike", "random,,random", "random,", "Random"],
}


@st.composite
def bad_command_lines(draw: st.DrawFn) -> tuple[list[str], str]:
    """A simulate or tournament command with one value no other option can make valid."""
    command = draw(st.sampled_from(["simulate", "tournament"]))
    bots_flag = "--bots" if command == "simulate" else "--seats"
    bad = draw(
        st.sampled_from(sorted(flag for flag in BAD if command == "tournament" or flag != "--move-time"))
    )
    argv = [command]
    for flag in (
        "--game",
        "--players",
        "--edition",
        "--expansions",
        "--variant",
        "--games",
        "--seed",
        "--move-time",
    ):
        if flag == "--move-time" and command == "simulate":
            continue
        if flag == bad:
            argv += [flag, draw(st.sampled_from(BAD[flag]))]
        elif flag in ("--game", "--games", "--seed") or draw(st.booleans()):
            argv += [flag, draw(st.sampled_from(VALID[flag]))]
    levels = (
        draw(st.sampled_from(BAD["--bots"]))
        if bad == "--bots"
        else draw(st.sampled_from(["random", "random,random"]))
    )
    argv += [bots_flag, levels]
    return argv, bad


@settings(max_examples=300, deadline=None)
@given(bad_command_lines())
def test_a_bad_command_line_exits_2_naming_an_option(case: tuple[list[str], str]) -> None:
    argv, _bad = case
    code, out, err = run(argv)
    assert out == ""
    assert_bad_input(code, err, "")
    named = re.match(r"error: (argument )?(--[a-z-]+)", err)
    assert named is not None and named.group(2) in argv, err


# --- analyse (issue 25) ---------------------------------------------------------------------------------
def a_duel_save() -> Path:
    """A Duel save of two decisions, written as the app writes them."""
    from wonders_desktop.engine.duel.spec import DuelSpec
    from wonders_desktop.ui.savegames.saves import SeatSetup, make_save, new_game_id, now, write_save

    state = DuelSpec().new_game({}, 1)
    for _ in range(2):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_moves(seat)[0])
    path = FOLDER / "duel-save.json"
    seats = [SeatSetup(human=True), SeatSetup(human=False, level="easy")]
    write_save(path, make_save(state, seats, new_game_id(), now()))
    return path


@pytest.mark.parametrize(
    ("options", "field"),
    [
        (["--seat", "2"], "--seat"),
        (["--seat", "-1"], "--seat"),
        (["--seat", "x"], "--seat"),
        (["--seat", "1.5"], "--seat"),
        ([], "--seat"),  # required
        (["--seat", "0", "--time", "nan"], "--time"),
        (["--seat", "0", "--time", "inf"], "--time"),
        (["--seat", "0", "--time", "0"], "--time"),
        (["--seat", "0", "--time", "-1"], "--time"),
        (["--seat", "0", "--time", "x"], "--time"),
        (["--seat", "0", "--time", "7200"], "--time"),
    ],
)
def test_bad_analyse_options_exit_2_naming_the_option(options: list[str], field: str) -> None:
    code, out, err = run(["analyse", str(a_duel_save()), *options])
    assert out == ""
    assert_bad_input(code, err, re.escape(field))


@pytest.mark.parametrize(
    ("data", "reason"),
    [(None, "unreadable"), (b'{"format": ', "corrupt"), (b"[]", "invalid"), (b"\xff\xfe", "corrupt")],
)
def test_a_bad_save_for_analyse_exits_2_naming_the_file(data: bytes | None, reason: str) -> None:
    path = FOLDER / f"bad-{reason}.json"
    if data is None:
        path = FOLDER / "no-such-save.json"
    else:
        path.write_bytes(data)
    code, out, err = run(["analyse", str(path), "--seat", "0", "--time", "0.01"])
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1
    assert err.startswith(f"{path}: cannot load this save ({reason})"), err

"""Our hard Duel bot against an outside one: dfomin/7wd-bot's MCTS on dfomin/7wd-engine (issue 27).

    python benchmarks/bench_external.py --peers DIR --games N --move-time S [--seed K] [--records OUT]
        [--our-time T]

``DIR`` holds checkouts of the two public repositories (MIT licensed), named as they name themselves:
``DIR/7wd-engine`` (github.com/dfomin/7wd-engine) and ``DIR/7wd-bot`` (github.com/dfomin/7wd-bot). Keep
them outside this repository; nothing of theirs is copied here. They need three packages that are not
dependencies of the project; install them into the environment that runs this script only:

    pip install numpy PyYAML tqdm

Without ``--peers`` the ``WONDERS_PEERS`` environment variable is used. Missing peers or missing peer
packages: one line on stderr, exit status 2.

Each deal (seed K, K+1, ...) is played from both seats: game 2i is deal K+i with our bot as seat 0,
game 2i+1 the same deal with our bot as seat 1. Our engine is authoritative; the outside bot chooses on
a translation of its seat's view (``external_duel_bridge.py``). Our side is
``make_bot("hard", "duel", seed, time_budget=S)``; the peer's MCTS runs with ``max_time=S``.

At every decision of every game (both seats, so every peer decision included) the legal moves of the
two engines are compared on the same position; a difference counts in ``legal_mismatches`` and the
first few are printed on stderr with the deal, the decision and the moves that replay to it. One
progress line per game goes to stderr; stdout gets one JSON object:

    games, wins, draws, losses, win_rate (draws count half), win_rate_stderr, score_margin_mean (our
    total points minus the peer's), score_margin_stderr, mean_move_seconds (our bot, wall clock, over
    decisions with more than one legal move), peer_mean_move_seconds, p95_move_seconds and
    peer_p95_move_seconds (the 95th percentile of the same times), legal_mismatches,
    positions_checked, peer_fallbacks, peer_sims_median, reasons, move_time, our_move_time, seed.

``--our-time T`` gives our bot T seconds a decision while the peer keeps S: how each side's strength
grows with time (what a faster engine would buy). The target is measured at equal time, without it.

Counted mode, for comparing two of our versions on identical games (issue 37): ``--peer-sims N
--our-iterations M`` caps both searches by count instead of time, the peer's MCTS at N simulations
(no time limit) and our bot at M iterations of its tree (its root alpha-beta at its fixed depth), so a
run depends only on the seeds and the code: the same command gives the same games on any machine,
however busy. ``--our-level hard-margin`` plays our hard bot before the learned Duel value. The 1 s
wall-clock run stays the target's measure; the JSON then also names ``peer_sims``, ``our_iterations``
and ``our_level``.

``--records OUT`` also writes each game to ``OUT/deal-K-seat-S.json`` (S: our bot's seat) as a save file
of the app, the peer's seat named ``PEER_NAME``: the app replays it, and ``python -m wonders_desktop
analyse FILE --seat S`` rates our bot's decisions (where a close game was lost).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

from wonders_desktop.bots.registry import make_bot
from wonders_desktop.commands import tournament
from wonders_desktop.engine.core.errors import ScenarioError
from wonders_desktop.engine.core.protocol import GameState
from wonders_desktop.engine.core.rng import hash_seed
from wonders_desktop.engine.duel import SPEC

PEER_REPOS = {"7wd-engine": "swd", "7wd-bot": "swd_bot"}  # checkout folder -> its top-level package
PEER_PACKAGES = {"numpy": "numpy", "yaml": "PyYAML", "tqdm": "tqdm"}  # import name -> pip name
MISMATCHES_SHOWN = 5
PEER_NAME = "7wd-bot MCTS"
UNTIMED = 1e9  # the peer's time limit in the counted mode: its simulation cap stops it first


class PeersMissing(Exception):
    """The peers cannot be used: the message is the one line printed on stderr."""


def load_bridge(peers: str | None) -> ModuleType:
    """Put the peer checkouts on ``sys.path`` and import the translation layer, or raise ``PeersMissing``."""
    if not peers:
        raise PeersMissing(
            "--peers DIR is required (or WONDERS_PEERS): a folder holding 7wd-engine and 7wd-bot"
        )
    root = Path(peers)
    if not root.is_dir():
        raise PeersMissing(
            f"--peers {peers}: no such folder (it must hold the 7wd-engine and 7wd-bot checkouts)"
        )
    missing = [name for name, package in PEER_REPOS.items() if not (root / name / package).is_dir()]
    if missing:
        raise PeersMissing(
            f"--peers {peers}: no checkout of {' or '.join(missing)} in it "
            "(git clone https://github.com/dfomin/7wd-engine and https://github.com/dfomin/7wd-bot there)"
        )
    absent = [pip for module, pip in PEER_PACKAGES.items() if importlib.util.find_spec(module) is None]
    if absent:
        raise PeersMissing(
            f"--peers {peers}: the peers need packages this environment lacks: pip install {' '.join(absent)}"
        )
    for name in PEER_REPOS:
        path = str((root / name).resolve())
        if path not in sys.path:
            sys.path.insert(0, path)
    here = str(Path(__file__).resolve().parent)
    if here not in sys.path:
        sys.path.insert(0, here)
    try:
        return importlib.import_module("external_duel_bridge")
    except ImportError as error:  # a checkout of another shape, or a package missing further down
        raise PeersMissing(f"--peers {peers}: cannot import the peers ({error})") from error


def play_game(
    bridge: ModuleType,
    deal: int,
    ours_seat: int,
    move_time: float,
    report: list[str],
    our_time: float | None = None,
    counts: tuple[int, int] | None = None,
    our_level: str = "hard",
) -> tuple[dict[str, Any], GameState]:
    """One game of deal ``deal`` with our hard bot as ``ours_seat``; returns its record and its end.
    ``our_time`` (default ``move_time``) gives our bot another budget, to see how each bot's strength
    grows with time (what a faster engine would buy). ``counts`` (peer simulations, our iterations)
    caps both searches by count instead of time: the game then depends on the seeds alone."""
    game_seed = deal * 2 + ours_seat
    random.seed(game_seed)  # swd's reveals and the peer's rollouts use the global generator
    state = SPEC.new_game(SPEC.simulate_options({}), deal)
    budget = move_time if our_time is None else our_time
    ours = make_bot(our_level, "duel", hash_seed(deal, ours_seat), time_budget=budget)
    if counts is None:
        peer = bridge.SwdMctsPlayer(max_time=move_time, seed=game_seed)
    else:
        peer = bridge.SwdMctsPlayer(max_time=UNTIMED, seed=game_seed, sims_cap=counts[0])
        ours.time_budget = None
        ours.iterations = counts[1]
    check_rng = random.Random(hash_seed(deal, f"legal-check {ours_seat}"))
    times: dict[str, list[float]] = {"ours": [], "peer": []}
    sims: list[int] = []
    mismatches = checked = decisions = 0
    while state.to_act():
        seat = state.to_act()[0]
        view = state.view(seat)
        only_ours, only_swd = bridge.legal_diff(view, seat, check_rng)
        checked += 1
        if only_ours or only_swd:
            mismatches += 1
            if len(report) < MISMATCHES_SHOWN:
                snap = view.snapshot()
                report.append(
                    f"legal mismatch: deal {deal}, our bot seat {ours_seat}, decision {decisions}, "
                    f"seat {seat} to act, phase {snap['phase']}, age {snap['age']}; "
                    f"only ours: {only_ours[:8]}; "
                    f"only swd: {only_swd[:8]}; replay: SPEC.new_game(SPEC.simulate_options({{}}), {deal}) "
                    f"then {json.dumps(state.history)}"
                )
                print(report[-1], file=sys.stderr, flush=True)
        who = "ours" if seat == ours_seat else "peer"
        several = len(view.legal_moves(seat)) > 1
        start = time.perf_counter()
        if who == "ours":
            move = ours.choose(view, seat)
        else:
            move = peer.choose(view, seat)
            if peer.last_sims:
                sims.append(peer.last_sims)
        if several:
            times[who].append(time.perf_counter() - start)
        state.apply(seat, move)
        decisions += 1
    outcome = state.outcome()
    winners = list(outcome.winners)
    totals = [score.total for score in outcome.scores]
    return {
        "deal": deal,
        "ours_seat": ours_seat,
        "result": 1.0 if winners == [ours_seat] else 0.0 if len(winners) == 1 else 0.5,
        "reason": outcome.reason,
        "scores": totals,
        "margin": totals[ours_seat] - totals[1 - ours_seat],
        "decisions": decisions,
        "checked": checked,
        "mismatches": mismatches,
        "ours_times": times["ours"],
        "peer_times": times["peer"],
        "sims": sims,
        "fallbacks": peer.fallbacks,
    }, state


def write_record(folder: Path, state: GameState, deal: int, ours_seat: int) -> Path:
    """The finished game as the app saves it: our seat the hard bot, the peer's a named player."""
    path = folder / f"deal-{deal}-seat-{ours_seat}.json"
    title = f"hard vs {PEER_NAME}, deal {deal}"
    tournament.write_record(path, state, ["hard", "hard"], {1 - ours_seat: PEER_NAME}, title)
    return path


def stderr_of_mean(values: list[float]) -> float | None:
    return statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else None


def p95(values: list[float]) -> float | None:
    """The 95th percentile of decision times: the issue's limit is on it, not on the mean, which a
    clock-bound search holds near its budget whatever its slowest decisions cost."""
    if not values:
        return None
    if len(values) == 1:
        return round(values[0], 4)
    return round(statistics.quantiles(values, n=20, method="inclusive")[18], 4)


def summary(
    records: list[dict[str, Any]], move_time: float, seed: int, our_time: float | None = None
) -> dict[str, Any]:
    results = [r["result"] for r in records]
    margins = [float(r["margin"]) for r in records]
    ours_times = [t for r in records for t in r["ours_times"]]
    peer_times = [t for r in records for t in r["peer_times"]]
    sims = [s for r in records for s in r["sims"]]
    reasons: dict[str, int] = {}
    for r in records:
        reasons[r["reason"]] = reasons.get(r["reason"], 0) + 1
    stderr = stderr_of_mean(results)
    margin_stderr = stderr_of_mean(margins)
    return {
        "games": len(records),
        "wins": sum(1 for x in results if x == 1.0),
        "draws": sum(1 for x in results if x == 0.5),
        "losses": sum(1 for x in results if x == 0.0),
        "win_rate": round(statistics.mean(results), 4) if results else None,
        "win_rate_stderr": None if stderr is None else round(stderr, 4),
        "score_margin_mean": round(statistics.mean(margins), 2) if margins else None,
        "score_margin_stderr": None if margin_stderr is None else round(margin_stderr, 2),
        "mean_move_seconds": round(statistics.mean(ours_times), 4) if ours_times else None,
        "peer_mean_move_seconds": round(statistics.mean(peer_times), 4) if peer_times else None,
        "p95_move_seconds": p95(ours_times),
        "peer_p95_move_seconds": p95(peer_times),
        "legal_mismatches": sum(r["mismatches"] for r in records),
        "positions_checked": sum(r["checked"] for r in records),
        "peer_fallbacks": sum(r["fallbacks"] for r in records),
        "peer_sims_median": statistics.median(sims) if sims else None,
        "reasons": reasons,
        "move_time": move_time,
        "our_move_time": move_time if our_time is None else our_time,
        "seed": seed,
    }


def seconds(text: str) -> float:
    """A time budget on the command line: a positive number of seconds (0 would let a bot not think)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0 or math.isinf(value):
        raise argparse.ArgumentTypeError(f"{text!r}: seconds must be a positive number")
    return value


def count(text: str) -> int:
    """A search cap on the command line: a positive whole number."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: must be at least 1")
    return value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--peers",
        default=os.environ.get("WONDERS_PEERS"),
        help="folder holding the 7wd-engine and 7wd-bot checkouts (default: $WONDERS_PEERS)",
    )
    parser.add_argument(
        "--games", type=int, default=2, help="games in all; each deal is played from both seats"
    )
    parser.add_argument("--move-time", type=seconds, default=1.0, help="seconds per decision, both bots")
    parser.add_argument(
        "--our-time",
        type=seconds,
        help="seconds per decision for our bot only (default: --move-time); not the target's measure",
    )
    parser.add_argument("--seed", type=int, default=1, help="first deal")
    parser.add_argument("--peer-sims", type=count, help="counted mode: the peer's simulations a decision")
    parser.add_argument("--our-iterations", type=count, help="counted mode: our tree's iterations a decision")
    parser.add_argument("--our-level", choices=("hard", "hard-margin"), default="hard",
                        help="our bot: hard, or hard-margin (before the learned Duel value)")
    parser.add_argument("--records", help="folder to write every game to, as a save file of the app")
    args = parser.parse_args(argv)
    if (args.peer_sims is None) != (args.our_iterations is None):
        print("bench_external: --peer-sims and --our-iterations go together (the counted mode)",
              file=sys.stderr)
        return 2
    counts = None if args.peer_sims is None else (args.peer_sims, args.our_iterations)
    try:
        out = None if args.records is None else tournament.records_folder(args.records)
    except ScenarioError as error:
        print(f"bench_external: {error}", file=sys.stderr)
        return 2
    try:
        bridge = load_bridge(args.peers)
    except PeersMissing as error:
        print(f"bench_external: {error}", file=sys.stderr)
        return 2
    records: list[dict[str, Any]] = []
    report: list[str] = []
    for game in range(args.games):
        deal, ours_seat = args.seed + game // 2, game % 2
        record, final = play_game(
            bridge, deal, ours_seat, args.move_time, report, args.our_time, counts, args.our_level
        )
        if out is not None:
            write_record(out, final, deal, ours_seat)
        records.append(record)
        done = summary(records, args.move_time, args.seed, args.our_time)
        print(
            f"game {game + 1}/{args.games}: deal {deal} ours seat {ours_seat} result {record['result']} "
            f"{record['reason']} {record['scores']} mismatches {record['mismatches']} | "
            f"so far {done['win_rate']} over {done['games']}, margin {done['score_margin_mean']}, "
            f"p95 s/move ours {done['p95_move_seconds']} peer {done['peer_p95_move_seconds']}",
            file=sys.stderr,
            flush=True,
        )
    result = summary(records, args.move_time, args.seed, args.our_time)
    if counts is not None:
        result |= {"peer_sims": counts[0], "our_iterations": counts[1]}
    print(json.dumps(result | {"our_level": args.our_level}))
    return 0


if __name__ == "__main__":
    sys.exit(main())

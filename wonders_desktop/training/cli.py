"""``python -m wonders_desktop.training duel --out DIR``: train the Duel value from nothing.

Stages, each resumable and each runnable alone with ``--stage``::

    selfplay  medium-vs-medium games into DIR/selfplay.jsonl (or --selfplay FILE)
    features  replayed into DIR/features/chunk-*.{json,bin}
    fit       numpy (pip install -e .[train]): DIR/duel_value.json, DIR/fit.json
    evaluate  held-out games: DIR/evaluate.json; exit 1 if the value does not beat the margin
    match     (--match-deals N) fixed-depth alpha-beta, learned leaf against the margin leaf
    install   copy DIR/duel_value.json over the shipped weights (bots/duel_value/duel_value.json);
              the win chance's calibration belongs to the old weights and goes with them: fit the new
              one with benchmarks/duel_calibration.py --write

``--stage all`` (the default) runs them in that order and installs only if the evaluation's gate
passed. Each stage appends what it did and how long it took to DIR/log.jsonl. ``--max-minutes``
bounds the self-play of one run (chunks of at most two hours on a 2-core machine): a run whose
self-play stops before ``--games`` stops there; run the same command again and it goes on.
"""

from __future__ import annotations

import argparse
import json
import shlex
import shutil
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import DEFAULT_PATH, ValueFileError, load_network
from wonders_desktop.training import dataset, evaluate, selfplay

STAGES = ("selfplay", "features", "fit", "evaluate", "match", "install")


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(prog="python -m wonders_desktop.training", description=__doc__,
                                  formatter_class=argparse.RawDescriptionHelpFormatter)
    games = top.add_subparsers(dest="game", required=True)
    duel = games.add_parser("duel", help="the Duel value network")
    duel.add_argument("--out", required=True, type=Path, help="the training folder (created)")
    duel.add_argument("--stage", choices=("all", *STAGES), default="all")
    duel.add_argument("--selfplay", type=Path, help="self-play file (default DIR/selfplay.jsonl)")
    duel.add_argument("--games", type=int, default=40_000, help="self-play games wanted (default 40000)")
    duel.add_argument("--first-seed", type=int, default=1_000_000)
    duel.add_argument("--max-minutes", type=float, default=110.0, help="self-play time of this run")
    duel.add_argument("--hidden", type=int, default=64)
    duel.add_argument("--epochs", type=int, default=3)
    duel.add_argument("--lr", type=float, default=5e-4)
    duel.add_argument("--l2", type=float, default=1e-4)
    duel.add_argument("--seed", type=int, default=1, help="the fit's seed")
    duel.add_argument("--match-deals", type=int, default=0, help="deals of the match stage (0: skip)")
    return top


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    games_file = args.selfplay or out / "selfplay.jsonl"
    command = "python -m wonders_desktop.training " + shlex.join(sys.argv[1:] if argv is None else argv)
    stages = STAGES if args.stage == "all" else (args.stage,)
    for stage in stages:
        if stage == "match" and args.stage == "all" and not args.match_deals:
            continue
        started, cpu = time.monotonic(), time.process_time()
        result = _run(stage, args, out, games_file, command)
        entry = {"stage": stage, "wall_seconds": round(time.monotonic() - started, 1),
                 "cpu_seconds": round(time.process_time() - cpu, 1), "result": result}
        with (out / "log.jsonl").open("a", encoding="utf-8") as log:
            log.write(json.dumps(entry) + "\n")
        print(json.dumps(entry), flush=True)
        if stage == "selfplay" and args.stage == "all" and result["in_file"] < args.games:
            print(f"self-play stopped after --max-minutes with {result['in_file']} of {args.games} games: "
                  "run the same command again to go on", file=sys.stderr)
            return 0
        if stage == "evaluate" and not result.get("gate_passed"):
            print("the value does not predict the winner better than the margin: not installed",
                  file=sys.stderr)
            return 1
    return 0


def _run(stage: str, args: argparse.Namespace, out: Path, games_file: Path, command: str) -> dict[str, Any]:
    if stage == "selfplay":
        return selfplay.run(games_file, args.first_seed, args.games, args.max_minutes * 60)
    if stage == "features":
        return dataset.run(games_file, out / "features")
    if stage == "fit":
        try:
            from wonders_desktop.training import fit
        except ModuleNotFoundError as error:
            raise SystemExit(f"the fit needs numpy: pip install -e .[train] ({error})") from error
        report = fit.run(
            out / "features", out, args.hidden, args.epochs, args.seed, args.lr, args.l2, command
        )
        return {"history": report["history"], "train_positions": report["train_positions"]}
    if stage == "evaluate":
        report = evaluate.run(out / "features", out)
        return {key: report[key] for key in ("test_games", "network", "margin", "calibration_max_gap",
                                              "gate_passed")}
    if stage == "match":
        from wonders_desktop.training import match

        return match.run(out, args.match_deals)
    return _install(out)


def _install(out: Path) -> dict[str, Any]:
    """Copy the trained weights over the shipped ones, with the evaluation in their training notes."""
    source = out / "duel_value.json"
    try:
        load_network(source)
    except ValueFileError as error:
        raise SystemExit(f"not installed: {error}") from error
    document = json.loads(source.read_text(encoding="utf-8"))
    report = out / "evaluate.json"
    if report.exists():
        measured = json.loads(report.read_text(encoding="utf-8"))
        document["training"]["held_out"] = {key: measured[key] for key in ("test_games", "network", "margin")}
        document["training"]["calibration_max_gap"] = measured["calibration_max_gap"]
    temporary = DEFAULT_PATH.with_suffix(".tmp")
    temporary.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
    shutil.move(temporary, DEFAULT_PATH)
    return {"installed": str(DEFAULT_PATH), "bytes": DEFAULT_PATH.stat().st_size}

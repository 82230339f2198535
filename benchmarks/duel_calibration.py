"""Is the Duel win chance the app shows calibrated? Reliability on held-out self-play, and the fit.

    nice -n 19 python benchmarks/duel_calibration.py --games GAMES.jsonl --raw RAW.jsonl \\
        --fit-seeds 1011000:1011500 --test-seeds 1011500:1012500 [--write]

The chance is the judge's (``bots/duel_value/judge.py``): what the Hint and the analysis show for a
move, the hard bot's alpha-beta ``--depth`` plies deep on the learned leaf, on ``--samples`` samples
of the face-down cards drawn from the seat's view. Every ``--stride``-th decision of a game (from an
offset that depends on its seed) with more than one legal move is a position; its outcome is whether
the seat that moved won (a draw counts a half).

``GAMES.jsonl``: self-play games in the training's format (``python -m wonders_desktop.training duel
--stage selfplay``); the seeds of both ranges that are missing are played first, with the same code.
They must be seeds the network never trained on: the shipped weights trained on 1,000,000-1,010,999
(its ``training.command``). ``RAW.jsonl`` keeps each position's per-sample values, so a stopped run
resumes and a refit costs nothing.

The calibration ``sigmoid(scale * logit + shift)``, one per stage of the game (``calibration.py``),
is fitted by maximum likelihood on the ``--fit-seeds`` positions only, then both maps, none and the
fitted one, are measured on the ``--test-seeds`` positions in ten bins of predicted chance: positions, mean
predicted, observed win rate (± its standard error) and the gap. Draws the reliability diagram of
each (QPainter, ``duel_value_reliability.draw``) and prints the tables as JSON; ``--write`` stores
the fitted map in the shipped weights file's metadata, the network's numbers untouched (checked).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import store
from wonders_desktop.bots.duel_value.calibration import IDENTITY, STAGES, Calibration, calibration_from
from wonders_desktop.bots.duel_value.judge import JUDGE_DEPTH, DuelJudge, stage_of
from wonders_desktop.bots.heuristics.duel import LEAF_SCALE
from wonders_desktop.bots.heuristics.generic import Clock
from wonders_desktop.engine.core.rng import Rng, hash_seed
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.training import selfplay

sys.path.insert(0, str(Path(__file__).parent))
from duel_value_reliability import draw

BINS = 10
TARGET_GAP = 0.05


def seeds(text: str) -> range:
    first, _, last = text.partition(":")
    return range(int(first), int(last))


def positions(game: dict[str, Any], stride: int) -> Iterator[tuple[int, int, Any, Any, float]]:
    """``(index, seat, view, played move, outcome for the seat)`` of every ``stride``-th decision
    (the view's stage of the game: ``judge.stage_of``)."""
    state = SPEC.new_game({}, game["seed"])
    offset = game["seed"] % stride
    winners = game["winners"]
    for index, text in enumerate(game["moves"]):
        seat = state.to_act()[0]
        move = state.parse_move(text)
        if index % stride == offset and len(state.legal_moves(seat)) > 1:
            won = (1.0 if len(winners) == 1 else 0.5) if seat in winners else 0.0
            yield index, seat, state.view(seat), move, won
        state.apply(seat, move)


def measure(
    games: Sequence[dict[str, Any]], raw: Path, judge: DuelJudge, stride: int, samples: int
) -> list[dict]:
    """Each position's per-sample values (points), from ``raw`` when it has them, appended otherwise."""
    rows: dict[tuple[int, int], dict] = {}
    if raw.exists():
        for line in raw.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            rows[(row["seed"], row["index"])] = row
    with raw.open("a", encoding="utf-8") as out:
        for game in games:
            for index, seat, view, move, won in positions(game, stride):
                if (game["seed"], index) in rows:
                    continue
                rng, clock = Rng(hash_seed(game["seed"], f"calibration:{index}")), Clock(None, None)
                points = [judge.sample_points(view, seat, [move], rng, clock)[0] for _ in range(samples)]
                row = {"seed": game["seed"], "index": index, "seat": seat, "stage": stage_of(view),
                       "won": won, "points": points}
                rows[(game["seed"], index)] = row
                out.write(json.dumps(row) + "\n")
                out.flush()
    wanted = {game["seed"] for game in games}
    return [row for row in rows.values() if row["seed"] in wanted]


def predicted(row: dict, calibration: Calibration) -> float:
    stage = row["stage"]
    return sum(calibration.chance(p / LEAF_SCALE, stage) for p in row["points"]) / len(row["points"])


def log_likelihood(rows: Sequence[dict], calibration: Calibration) -> float:
    total = 0.0
    for row in rows:
        p = min(1 - 1e-9, max(1e-9, predicted(row, calibration)))
        total += row["won"] * math.log(p) + (1 - row["won"]) * math.log(1 - p)
    return total / len(rows)


def fit(rows: Sequence[dict], depth: int) -> Calibration:
    """One map per stage, each by maximum likelihood on that stage's positions."""
    return Calibration(tuple(fit_stage([r for r in rows if r["stage"] == stage], stage)
                             for stage in range(len(STAGES))), depth)


def fit_stage(rows: Sequence[dict], stage: int) -> tuple[float, float]:
    """(scale, shift) by a shrinking grid search: two numbers, no numpy needed."""
    if not rows:
        return (1.0, 0.0)

    def score(pair: tuple[float, float]) -> float:
        maps = [(1.0, 0.0)] * len(STAGES)
        maps[stage] = pair
        return log_likelihood(rows, Calibration(tuple(maps)))

    best, step = (1.0, 0.0), 0.5
    top = score(best)
    for _ in range(8):
        centre = best
        for i in range(-2, 3):
            for j in range(-2, 3):
                pair = (centre[0] + i * step / 2, centre[1] + j * step / 2)
                if pair[0] > 0 and (value := score(pair)) > top:
                    best, top = pair, value
        step /= 2
    return round(best[0], 4), round(best[1], 4)


def reliability(rows: Sequence[dict], calibration: Calibration) -> list[dict]:
    cells: list[list[tuple[float, float]]] = [[] for _ in range(BINS)]
    for row in rows:
        p = predicted(row, calibration)
        cells[min(BINS - 1, int(p * BINS))].append((p, row["won"]))
    table = []
    for number, cell in enumerate(cells):
        n = len(cell)
        mean_p = sum(p for p, _ in cell) / n if n else 0.0
        observed = sum(w for _, w in cell) / n if n else 0.0
        stderr = math.sqrt(observed * (1 - observed) / n) if n else 0.0
        table.append({"bin": f"{number / BINS:.1f}-{(number + 1) / BINS:.1f}", "positions": n,
                      "predicted": round(mean_p, 4), "observed": round(observed, 4),
                      "stderr": round(stderr, 4), "gap": round(abs(mean_p - observed), 4)})
    return table


def report(rows: Sequence[dict], calibration: Calibration, games: int, title: str) -> dict[str, Any]:
    table = reliability(rows, calibration)
    return {"title": title, "calibration": table, "test_games": games,
            "network": {"all": {"positions": len(rows)}},
            "calibration_max_gap": max(cell["gap"] for cell in table if cell["positions"]),
            "log_likelihood": round(log_likelihood(rows, calibration), 4),
            "map": calibration.as_dict()["stages"],
            "stages": {name: stage_summary([r for r in rows if r["stage"] == stage], calibration)
                       for stage, name in enumerate(STAGES)}}


def stage_summary(rows: Sequence[dict], calibration: Calibration) -> dict[str, Any]:
    """A stage's positions and its largest gap over the bins with 30 positions or more."""
    cells = [cell for cell in reliability(rows, calibration) if cell["positions"] >= 30]
    return {"positions": len(rows), "max_gap": max((cell["gap"] for cell in cells), default=0.0)}


def write(calibration: Calibration, fitted_on: str) -> None:
    """Store ``calibration`` in the shipped weights file; the network's numbers stay as they are."""
    before = store.load_network(store.DEFAULT_PATH)
    document = json.loads(store.DEFAULT_PATH.read_text(encoding="utf-8"))
    document["calibration"] = calibration.as_dict(fitted_on)
    calibration_from(document, JUDGE_DEPTH)  # refuse to write what the app would refuse to read
    store.DEFAULT_PATH.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
    after = store.load_network(store.DEFAULT_PATH)
    same = (before.rows, before.output, before.output_bias) == (after.rows, after.output, after.output_bias)
    if not same:
        raise SystemExit("the network's numbers changed while writing the calibration: not expected")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=Path, required=True, help="self-play games (played if missing)")
    parser.add_argument("--raw", type=Path, required=True, help="per-position values (resumable)")
    parser.add_argument("--fit-seeds", type=seeds, default=seeds("1011000:1011500"))
    parser.add_argument("--test-seeds", type=seeds, default=seeds("1011500:1012500"))
    parser.add_argument("--stride", type=int, default=8)
    parser.add_argument("--samples", type=int, default=16)
    parser.add_argument("--depth", type=int, default=JUDGE_DEPTH)
    parser.add_argument("--out", type=Path, default=Path("benchmarks/duel_win_chance_reliability"))
    parser.add_argument("--write", action="store_true", help="store the fitted map in the weights file")
    args = parser.parse_args(argv)
    for span in (args.fit_seeds, args.test_seeds):
        selfplay.run(args.games, span.start, len(span))
    by_seed = {game["seed"]: game for game in selfplay.read_games(args.games)}
    judge = DuelJudge(calibration=IDENTITY, depth=args.depth)
    fit_games = [by_seed[seed] for seed in args.fit_seeds]
    test_games = [by_seed[seed] for seed in args.test_seeds]
    fit_rows = measure(fit_games, args.raw, judge, args.stride, args.samples)
    test_rows = measure(test_games, args.raw, judge, args.stride, args.samples)
    fitted = fit(fit_rows, args.depth)
    span = f"seeds {args.fit_seeds.start}-{args.fit_seeds.stop - 1}"
    results = {}
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for name, calibration in (("raw", IDENTITY), ("calibrated", fitted)):
        title = (f"Duel win chance ({name}, {args.depth} plies): {len(test_rows):,} positions "
                 f"of {len(test_games):,} held-out games")
        result = report(test_rows, calibration, len(test_games), title)
        draw(result, args.out.with_name(f"{args.out.name}_{name}.png"))
        results[name] = result
    del app
    results["fit"] = {"games": len(fit_games), "positions": len(fit_rows), "fitted_on": span,
                      "log_likelihood_raw": round(log_likelihood(fit_rows, IDENTITY), 4),
                      "log_likelihood_fitted": round(log_likelihood(fit_rows, fitted), 4)}
    if args.write:
        write(fitted, f"{span}, {len(fit_rows)} positions, {args.samples} samples each")
    print(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Is the hard Duel bot's leaf value (medium's potential) the lever? Fit who wins on its parts.

    python benchmarks/duel_leaf_fit.py selfplay --games 10000 --seed 100000 --out SELF.csv
    python benchmarks/duel_leaf_fit.py records DIR --out PEER.csv      # saves of bench_external --records
    python benchmarks/duel_leaf_fit.py fit SELF.csv [...] --test PEER.csv

``selfplay``: medium against medium, with ``--epsilon`` random moves (8 %) for variety; one position of
the main phase per age per game, at random. ``records``: every position of the recorded games where our
bot (the seat in the file name) was to play. A row holds the parts of the potential, the seat to act
minus its opponent, whether that seat won, and the potential's own margin. ``fit`` (needs numpy, not a
dependency of the project: install it into the environment that runs this) fits, per age, a logistic
regression of the win on the parts, then on the ``--test`` rows compares the log-likelihood of that fit
(rescaled) with that of the potential alone, and the 5-fold cross-validated gain (by game) of adding
each part to the potential. Results: benchmarks/README.md, "Against an outside Duel bot".
"""

from __future__ import annotations

import argparse
import csv
import random
import re
import sys
from pathlib import Path
from typing import Any

import wonders_desktop.bots.heuristics.duel as duel
from wonders_desktop.bots.heuristic_bot import HeuristicBot
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.rules import PLAY
from wonders_desktop.engine.duel.scoring import total
from wonders_desktop.engine.duel.state import DuelState

PARTS = ("pad", "military", "science", "production", "fixed_prices", "coins", "chains", "wonders",
         "token_rules", "wonders_left")  # fmt: skip
HEAD = ("game", "age", "won", "draw", *PARTS, "potential")


def parts(p: DuelState, seat: int) -> list[float]:
    city = p.cities[seat]
    ahead = p.conflict if seat == 0 else -p.conflict
    open_wonders = [w for w, built in zip(city.wonders, city.built, strict=True) if not built]
    if p.wonders_built >= 7:
        open_wonders = []
    return [
        float(total(p.cities, seat, p.conflict)),
        duel.MILITARY_THREAT[max(0, ahead)],
        duel.SCIENCE_THREAT[min(6, city.distinct_science())],
        float(sum(city.produced) + city.choice_raw + city.choice_man),
        float(sum(1 for price in city.fixed_price if price)),
        float(city.coins),
        float(bin(city.chains).count("1")),
        sum(duel.WONDER_WORTH[w] for w in open_wonders),
        duel._token_rules(city),
        float(len(open_wonders)),
    ]


def row(game: int, p: DuelState, seat: int, winners: list[int]) -> list[Any]:
    ours, theirs = parts(p, seat), parts(p, 1 - seat)
    potential = duel.HEURISTICS.margin(p, seat, "medium")
    return (
        [game, p.age, int(winners == [seat]), int(len(winners) == 2)]
        + [round(a - b, 3) for a, b in zip(ours, theirs, strict=True)]
        + [round(potential, 3)]
    )


def selfplay(games: int, seed: int, epsilon: float, out: Path) -> None:
    with out.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(HEAD)
        for game in range(seed, seed + games):
            rng = random.Random(game)
            state = SPEC.new_game({}, game)
            bots = [HeuristicBot("medium", "duel", seed=game * 2 + s) for s in (0, 1)]
            seen: list[tuple[DuelState, int]] = []
            while state.to_act():
                seat = state.to_act()[0]
                if state.phase == PLAY and 1 <= state.age <= 3:
                    seen.append((state.clone(), seat))
                moves = state.legal_moves(seat)
                move = (
                    rng.choice(moves) if rng.random() < epsilon else bots[seat].choose(state.view(seat), seat)
                )
                state.apply(seat, move)
            winners = list(state.outcome().winners)
            for age in (1, 2, 3):
                at_age = [item for item in seen if item[0].age == age]
                if at_age:
                    position, seat = rng.choice(at_age)
                    writer.writerow(row(game, position, seat, winners))


def records(folder: Path, out: Path) -> None:
    from wonders_desktop.ui.savegames.saves import read_save

    with out.open("w", newline="") as handle:
        writer = csv.writer(handle)
        writer.writerow(HEAD)
        for game, path in enumerate(sorted(folder.glob("deal-*-seat-*.json"))):
            match = re.search(r"seat-(\d)", path.name)
            assert match is not None
            ours = int(match.group(1))
            record = read_save(path).record
            state = record.replay(0)
            mine: list[DuelState] = []
            for seat, text in record.moves:
                if state.phase == PLAY and 1 <= state.age <= 3 and seat == ours:
                    mine.append(state.clone())
                state.apply(seat, state.parse_move(text))
            winners = list(state.outcome().winners)
            for position in mine:
                writer.writerow(row(game, position, ours, winners))


def _numpy() -> Any:
    try:
        import numpy
    except ImportError:
        print("duel_leaf_fit: fit needs numpy (pip install numpy)", file=sys.stderr)
        raise SystemExit(2) from None
    return numpy


def _load(np: Any, paths: list[Path]) -> Any:
    rows = [r for path in paths for r in list(csv.reader(path.open()))[1:]]
    data = np.array([[float(v) for v in r] for r in rows])
    return data[data[:, 3] == 0]  # draws left out


def _logistic(np: Any, x: Any, y: Any, l2: float = 1.0) -> Any:
    w = np.zeros(x.shape[1])
    for _ in range(50):  # Newton's method
        p = 1 / (1 + np.exp(-(x @ w)))
        hessian = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(x.shape[1])
        w -= np.linalg.solve(hessian, x.T @ (p - y) + l2 * w)
    return w


def _loglik(np: Any, x: Any, y: Any, w: Any) -> float:
    p = np.clip(1 / (1 + np.exp(-(x @ w))), 1e-9, 1 - 1e-9)
    return float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def _with_bias(np: Any, *columns: Any) -> Any:
    return np.column_stack([np.ones(len(columns[0])), *columns])


def _rescaled(np: Any, score: Any, y: Any) -> float:
    """How well one score predicts the win, its scale and bias fitted on the same rows."""
    x = _with_bias(np, score)
    return _loglik(np, x, y, _logistic(np, x, y, 0.01))


def _cross_validated(np: Any, rows: Any, columns: list[Any]) -> float:
    """Mean held-out log-likelihood over 5 folds of whole games."""
    games = np.unique(rows[:, 0])
    x, y, score = _with_bias(np, *columns), rows[:, 2], 0.0
    for fold in np.array_split(np.random.RandomState(0).permutation(games), 5):
        inside = np.isin(rows[:, 0], fold)
        score += _loglik(np, x[inside], y[inside], _logistic(np, x[~inside], y[~inside])) * inside.sum()
    return score / len(rows)


def fit(train: list[Path], test: Path | None) -> None:
    np = _numpy()
    data = _load(np, train)
    held = _load(np, [test]) if test else None
    for age in (1, 2, 3):
        rows = data[data[:, 1] == age]
        w = _logistic(np, rows[:, 4 : 4 + len(PARTS)], rows[:, 2])
        weights = {name: round(float(v / w[0]), 2) for name, v in zip(PARTS, w, strict=True)}
        print(f"age {age}: {len(rows)} positions; weights in points of the pad: {weights}")
        if held is None:
            continue
        h = held[held[:, 1] == age]
        y, potential = h[:, 2], h[:, -1]
        fitted, hand = _rescaled(np, h[:, 4 : 4 + len(PARTS)] @ w, y), _rescaled(np, potential, y)
        print(
            f"  test: {len(h)} positions; log-likelihood of the fit rescaled {fitted:.3f}, "
            f"of the potential {hand:.3f}"
        )
        base = _cross_validated(np, h, [potential])
        gains = {
            name: round(float(_cross_validated(np, h, [potential, h[:, 4 + i]]) - base), 4)
            for i, name in enumerate(PARTS)
        }
        print(f"  cross-validated gain of adding one part to the potential: {gains}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("selfplay")
    play.add_argument("--games", type=int, default=10_000)
    play.add_argument("--seed", type=int, default=100_000)
    play.add_argument("--epsilon", type=float, default=0.08)
    play.add_argument("--out", type=Path, required=True)
    saved = sub.add_parser("records")
    saved.add_argument("folder", type=Path)
    saved.add_argument("--out", type=Path, required=True)
    fitting = sub.add_parser("fit")
    fitting.add_argument("train", type=Path, nargs="+")
    fitting.add_argument("--test", type=Path)
    args = parser.parse_args(argv)
    if args.command == "selfplay":
        selfplay(args.games, args.seed, args.epsilon, args.out)
    elif args.command == "records":
        records(args.folder, args.out)
    else:
        fit(args.train, args.test)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

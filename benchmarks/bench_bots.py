"""The bot ladder: each level against the one below, on every game, measured with ``tournament``.

Usage (from the project root; results are appended as JSON lines, one per match-up)::

    python benchmarks/bench_bots.py --games 200 --move-time 0.2 --jobs 2 --out benchmarks/results/bots.jsonl
    python benchmarks/bench_bots.py --only duel --games 20          # a quick look at one game
    python benchmarks/bench_bots.py --table benchmarks/results/bots.jsonl   # print the Markdown table

Each match-up runs ``python -m wonders_desktop tournament`` in its own process (``--jobs`` at a
time), so the numbers are exactly what the contract's command reports. Nothing here is a test.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Matchup:
    """One line of the ladder: ``seats[0]`` is the level measured, the others its opponents."""

    label: str
    game: str
    seats: tuple[str, ...]
    extra: tuple[str, ...] = ()

    def argv(self, games: int, seed: int, move_time: float) -> list[str]:
        return [
            sys.executable, "-m", "wonders_desktop", "tournament", "--game", self.game,
            "--players", str(len(self.seats)), "--seats", ",".join(self.seats),
            "--games", str(games), "--seed", str(seed), "--move-time", str(move_time), *self.extra,
        ]  # fmt: skip


def _ladder(label: str, game: str, players: int, extra: tuple[str, ...] = ()) -> list[Matchup]:
    """easy/random, medium/easy, hard/medium, and medium/random (the contract's 90% target)."""
    pairs = (("easy", "random"), ("medium", "easy"), ("hard", "medium"), ("medium", "random"))
    return [Matchup(label, game, (top, *[below] * (players - 1)), extra) for top, below in pairs]


LADDER: list[Matchup] = [
    *_ladder("duel", "duel", 2),
    *_ladder("classic-3", "classic", 3),
    *_ladder("classic-4", "classic", 4),
    *_ladder("architects-3", "architects", 3),
]


def run(matchup: Matchup, games: int, seed: int, move_time: float) -> dict[str, object]:
    """Play one match-up; the record holds the command line so anyone can reproduce it."""
    argv = matchup.argv(games, seed, move_time)
    started = time.perf_counter()
    done = subprocess.run(argv, capture_output=True, text=True, check=False)
    record: dict[str, object] = {
        "label": matchup.label,
        "seats": list(matchup.seats),
        "games": games,
        "move_time": move_time,
        "command": "python -m wonders_desktop " + " ".join(argv[3:]),
        "seconds": round(time.perf_counter() - started, 1),
        "exit": done.returncode,
    }
    if done.returncode == 0:
        record["result"] = json.loads(done.stdout)
    else:
        record["error"] = done.stderr.strip().splitlines()[-3:]
    return record


def table(path: Path) -> str:
    """The Markdown ladder table from a results file (the last record of each match-up wins)."""
    records: dict[tuple[str, tuple[str, ...]], dict[str, object]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            records[(record["label"], tuple(record["seats"]))] = record
    rows = [
        "| game | level vs opponents | games | win rate ± s.e. | mean s/move | p95 s/move | max s/move |",
        "|---|---|---|---|---|---|---|",
    ]
    for (label, seats), record in records.items():
        rows.append(_row(label, seats, record))
    return "\n".join(rows)


def _row(label: str, seats: tuple[str, ...], record: dict[str, object]) -> str:
    matchup = f"{seats[0]} vs {len(seats) - 1}× {seats[1]}" if len(seats) > 2 else f"{seats[0]} vs {seats[1]}"
    if "result" not in record:
        return f"| {label} | {matchup} | — | failed: {record.get('error')} | | | |"
    top = record["result"][0]  # type: ignore[index]
    return (
        f"| {label} | {matchup} | {top['games']} | {top['win_rate']:.3f} ± {top['win_rate_stderr']:.3f} "
        f"| {top['mean_move_seconds']:.4f} | {top.get('p95_move_seconds', float('nan')):.4f} "
        f"| {top['max_move_seconds']:.4f} |"
    )


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--move-time", type=float, default=0.2, help="the hard bot's seconds per decision")
    parser.add_argument("--jobs", type=int, default=2, help="match-ups played at once (one core each)")
    parser.add_argument("--only", default="", help="comma-separated labels or levels to keep (duel, hard...)")
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results/bots.jsonl"))
    parser.add_argument("--table", type=Path, default=None, help="print the Markdown table of a results file")
    args = parser.parse_args()
    if args.table is not None:
        print(table(args.table))
        return 0
    wanted = {part for part in args.only.split(",") if part}
    chosen = [m for m in LADDER if not wanted or m.label in wanted or m.seats[0] in wanted]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run, m, args.games, args.seed, args.move_time) for m in chosen]
        for future in futures:
            record = future.result()
            with args.out.open("a", encoding="utf-8") as sink:
                sink.write(json.dumps(record) + "\n")
            print(json.dumps(record), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

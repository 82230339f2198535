"""The bot ladder: each level against the one below, on every game, measured with ``tournament``.

Usage (from the project root; results are appended as JSON lines, one per match-up)::

    python benchmarks/bench_bots.py --games 200 --move-time 0.3 --out benchmarks/results/bots.jsonl
    python benchmarks/bench_bots.py --only duel --games 20          # a quick look at one game
    python benchmarks/bench_bots.py --only timing --games 10 --move-time 0   # hard at its default budget
    python benchmarks/bench_bots.py --table benchmarks/results/bots.jsonl   # print the Markdown table

Each match-up runs ``python -m wonders_desktop tournament`` in its own process (``--jobs`` at a
time), so the numbers are exactly what the contract's command reports. ``--move-time 0`` leaves the
hard bot at its default budget. Each record also keeps the machine's load average before and after the
run: the hard bot's budget is wall-clock time, so a loaded machine gives it fewer iterations. Nothing
here is a test.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
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

    def names(self) -> set[str]:
        """What ``--only`` may call this match-up: its game label, its level, or both (``duel:hard``)."""
        return {self.label, self.seats[0], f"{self.label}:{self.seats[0]}:{self.seats[1]}"}

    def argv(self, games: int, seed: int, move_time: float) -> list[str]:
        budget = ["--move-time", str(move_time)] if move_time > 0 and "hard" in self.seats else []
        return [
            sys.executable, "-m", "wonders_desktop", "tournament", "--game", self.game,
            "--players", str(len(self.seats)), "--seats", ",".join(self.seats),
            "--games", str(games), "--seed", str(seed), *budget, *self.extra,
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
    *(Matchup(f"classic-{n}", "classic", ("medium", *["random"] * (n - 1))) for n in (5, 6, 7)),
    *(Matchup(f"architects-{n}", "architects", ("medium", *["random"] * (n - 1))) for n in (2, 4, 7)),
]
# The hard bot at its default budget, for its time per decision (run with ``--move-time 0``).
TIMING: list[Matchup] = [
    Matchup("timing-duel", "duel", ("hard", "medium")),
    Matchup("timing-classic-4", "classic", ("hard", "medium", "medium", "medium")),
    Matchup("timing-architects-3", "architects", ("hard", "medium", "medium")),
]


def run(matchup: Matchup, games: int, seed: int, move_time: float) -> dict[str, object]:
    """Play one match-up; the record holds the command line so anyone can reproduce it."""
    argv = matchup.argv(games, seed, move_time)
    load = round(os.getloadavg()[0], 2)
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
        "load_before": load,
        "load_after": round(os.getloadavg()[0], 2),
        "machine": machine(),
        "commit": commit(),
    }
    if done.returncode == 0:
        record["result"] = json.loads(done.stdout)
    else:
        record["error"] = done.stderr.strip().splitlines()[-3:]
    return record


def machine() -> str:
    """CPU model, core count and Python version: what the timings depend on."""
    model = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model}, {os.cpu_count()} cores, {platform.system()}, CPython {platform.python_version()}"


def commit() -> str:
    """The code measured: the commit, marked ``+changes`` when the worktree differs from it (the results
    files themselves, which every run appends to, do not count)."""
    def git(*args: str) -> str:
        return subprocess.run(["git", *args], capture_output=True, text=True, check=False).stdout.strip()

    head = git("rev-parse", "--short", "HEAD") or "unknown"
    changed = git("status", "--porcelain", "--untracked-files=no", "--", ".", ":!benchmarks/results")
    return head + ("+changes" if changed else "")


def table(path: Path) -> str:
    """The Markdown ladder table from a results file (the last record of each match-up wins)."""
    records: dict[tuple[str, tuple[str, ...]], dict[str, object]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            record = json.loads(line)
            records[(record["label"], tuple(record["seats"]))] = record
    rows = [
        "| game | level vs opponents | games | win rate ± s.e. | mean s/move | p95 s/move | max s/move "
        "| p95 CPU s/move | hard budget | load |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for (label, seats), record in records.items():
        rows.append(_row(label, seats, record))
    return "\n".join(rows)


def _row(label: str, seats: tuple[str, ...], record: dict[str, object]) -> str:
    matchup = f"{seats[0]} vs {len(seats) - 1}× {seats[1]}" if len(seats) > 2 else f"{seats[0]} vs {seats[1]}"
    if "result" not in record:
        return f"| {label} | {matchup} | — | failed: {record.get('error')} | | | | | | |"
    top = record["result"][0]  # type: ignore[index]  # a JSON record
    budget = "—" if "hard" not in seats else "default" if "--move-time" not in str(record["command"]) else (
        f"{record['move_time']} s"
    )
    load = f"{record.get('load_before', '?')}–{record.get('load_after', '?')}"
    return (
        f"| {label} | {matchup} | {top['games']} | {top['win_rate']:.3f} ± {top['win_rate_stderr']:.3f} "
        f"| {top['mean_move_seconds']:.4f} | {top.get('p95_move_seconds', float('nan')):.4f} "
        f"| {top['max_move_seconds']:.4f} | {top.get('p95_move_cpu_seconds', float('nan')):.4f} "
        f"| {budget} | {load} |"
    )


def main() -> int:
    formatter = argparse.RawDescriptionHelpFormatter
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=formatter)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--move-time", type=float, default=0.3, help="the hard bot's seconds per decision (0: its default)"
    )
    parser.add_argument("--jobs", type=int, default=1, help="match-ups played at once (one core each)")
    parser.add_argument(
        "--only", default="", help="labels, levels or label:level:opponent (duel:medium:random), or timing"
    )
    parser.add_argument("--out", type=Path, default=Path("benchmarks/results/bots.jsonl"))
    parser.add_argument("--table", type=Path, default=None, help="print the Markdown table of a results file")
    args = parser.parse_args()
    if args.table is not None:
        print(table(args.table))
        return 0
    wanted = {part for part in args.only.split(",") if part}
    if "timing" in wanted:
        chosen = TIMING
    else:
        chosen = [m for m in LADDER + TIMING if wanted & m.names() or (not wanted and m in LADDER)]
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

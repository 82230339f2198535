"""Our engines beside the fastest public pure-Python ones: random games in fresh processes (issue 41).

    python benchmarks/bench_engine_peers.py [--peer DIR] [--duel-peer DIR] [--rounds 5] [--games 200]
        [--warmup 50] [--players 3,4,7] [--seed 1] [--no-extras] [--baseline DIR]

``--peer DIR`` is a checkout of github.com/Bjonze/seven_wonders (the folder holding ``sevenwonders/``; its
2nd-edition base game), ``--duel-peer DIR`` one of github.com/dfomin/7wd-engine (the folder holding
``swd/``; it needs PyYAML). Keep them outside this repository: nothing of theirs is copied here. A missing
peer is skipped with one line on stderr; our side is measured anyway.

Every measurement is a fresh process (``--worker``) that imports one engine, plays ``--warmup`` random
games of other seeds (our payment table is shared by the games of a process, as in a running bot), then
``--games`` random games with seeds ``seed .. seed + games - 1``, and reports the CPU time
(``time.process_time``) of those games only. A round runs every configuration once, in the same order, so
a busy machine slows all of them alike; the table gives the median over the rounds of games per CPU
second, decisions (one seat's move) per CPU second, and the median of the per-round ratios ours / peer.

``--baseline DIR`` also measures our engine from ``DIR/wonders_desktop`` (e.g. ``git archive BASE
wonders_desktop | tar -x -C DIR``) in the same rounds: a speed-up measured side by side, labelled ``base-``.

Configurations: ours 1st and 2nd edition and the peer (2nd edition) at each player count; with extras
(the default) also ours with Cities (4 players, 1st edition) and teams (4 players) for their per-move
speed against the base game, and Duel against 7wd-engine.

Our games are played on a silenced state (``GameState.silence``: no per-move events built, as the bots'
searches play; the positions are the same), except ``ours-e1-4p-events`` (every event built, as the app
plays) and the ``base-`` rows of an engine without ``silence``.

Random games use the uniform random bot: ours through ``RandomBot`` on ``legal_moves`` (one seat a
decision), the peer's by ``random.Random(seed).choice`` over ``legal_actions`` of every active seat, then
``step``; 7wd-engine by ``random.choice`` over ``get_available_actions`` after ``random.seed(seed)`` (its
engine draws from the module ``random``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


def _ours(options: dict[str, Any], game: str, seed: int, loud: bool) -> int:
    """One random game of our engine; returns its decisions. Silenced (no events, as the hard bot's
    search plays) unless ``loud``, or when the engine has no ``silence`` (a baseline before it)."""
    from wonders_desktop.bots.random_bot import RandomBot
    from wonders_desktop.engine.core.rng import hash_seed

    spec = _our_spec(game)
    state = spec.new_game(spec.simulate_options(options), seed)
    if not loud and hasattr(state, "silence"):
        state.silence()
    bots = [RandomBot(hash_seed(seed, seat)) for seat in range(state.num_players)]
    decisions = 0
    while True:
        seats = state.to_act()
        if not seats:
            return decisions
        seat = seats[0]
        state.apply(seat, bots[seat].choose(state, seat))
        decisions += 1


def _our_spec(game: str) -> Any:
    if game == "duel":
        from wonders_desktop.engine.duel import SPEC as DUEL

        return DUEL
    from wonders_desktop.engine.classic import SPEC as CLASSIC

    return CLASSIC


def _bjonze(players: int, seed: int) -> int:
    """One random game of Bjonze/seven_wonders; returns its decisions (one per active seat and step)."""
    import random

    from sevenwonders.game import Game  # type: ignore[import-not-found]  # an outside engine, installed only to compare

    game = Game(players, seed=seed)
    rng = random.Random(seed)
    decisions = 0
    while not game.over:
        actions = {seat: rng.choice(game.legal_actions(seat)) for seat in game.active}
        decisions += len(actions)
        game.step(actions)
    game.scores()
    return decisions


def _swd(seed: int) -> int:
    """One random game of dfomin/7wd-engine; returns its decisions."""
    import random

    from swd.game import Game  # type: ignore[import-not-found]  # an outside engine, installed only to compare

    random.seed(seed)
    state = Game.create()
    decisions = 0
    while not Game.is_finished(state):
        Game.apply_action(state, random.choice(Game.get_available_actions(state)))
        decisions += 1
    return decisions


def worker(config: dict[str, Any], games: int, seed: int, warmup: int) -> dict[str, Any]:
    """Play the warm-up games, then time ``games`` games by CPU time (run in a fresh process)."""
    engine = config["engine"]
    if "path" in config:  # a peer, or our engine as an earlier commit left it
        sys.path.insert(0, config["path"])
    if engine == "bjonze":

        def play(s: int) -> int:
            return _bjonze(config["players"], s)
    elif engine == "swd":
        play = _swd
    else:

        def play(s: int) -> int:
            return _ours(config["options"], config["game"], s, config.get("loud", False))

    for s in range(warmup):
        play(seed + 1_000_000 + s)
    decisions = 0
    started = time.process_time()
    for s in range(games):
        decisions += play(seed + s)
    cpu = time.process_time() - started
    return {"cpu": cpu, "games": games, "decisions": decisions}


def configs(args: argparse.Namespace) -> list[tuple[str, dict[str, Any]]]:
    """(label, config) in the order of a round."""
    result: list[tuple[str, dict[str, Any]]] = []
    for players in (int(p) for p in args.players.split(",")):
        for edition in (1, 2):
            options: dict[str, Any] = {"players": players}
            if edition == 2:
                options["edition"] = 2
            config = {"engine": "ours", "game": "classic", "options": options}
            result.append((f"ours-e{edition}-{players}p", config))
            if args.baseline:
                result.append((f"base-e{edition}-{players}p", {**config, "path": args.baseline}))
        if args.peer:
            result.append((f"bjonze-{players}p", {"engine": "bjonze", "path": args.peer, "players": players}))
    if args.no_extras:
        return result
    result.append(
        ("ours-e1-4p-events", {"engine": "ours", "game": "classic", "options": {"players": 4}, "loud": True})
    )
    result.append(
        (
            "ours-cities-4p",
            {"engine": "ours", "game": "classic", "options": {"players": 4, "expansions": ["cities"]}},
        )
    )
    teams = {"players": 4, "expansions": ["cities"], "variant": "teams"}
    result.append(("ours-teams-4p", {"engine": "ours", "game": "classic", "options": teams}))
    result.append(("ours-duel", {"engine": "ours", "game": "duel", "options": {}}))
    if args.baseline:
        result.append(("base-duel", {"engine": "ours", "game": "duel", "options": {}, "path": args.baseline}))
    if args.duel_peer:
        result.append(("7wd-engine", {"engine": "swd", "path": args.duel_peer}))
    return result


def run_worker(config: dict[str, Any], args: argparse.Namespace) -> dict[str, Any] | None:
    """One measurement in a fresh process; None (and the error's last line on stderr) if it failed."""
    command = [
        sys.executable,
        __file__,
        "--worker",
        json.dumps(config),
        "--games",
        str(args.games),
        "--seed",
        str(args.seed),
        "--warmup",
        str(args.warmup),
    ]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, check=False)
    if done.returncode:
        lines = done.stderr.strip().splitlines() or ["no output"]
        print(f"{config['engine']}: {lines[-1]}; skipped", file=sys.stderr)
        return None
    return json.loads(done.stdout)


def _peers_present(args: argparse.Namespace) -> None:
    for name, folder, inner in (("--peer", "peer", "sevenwonders"), ("--duel-peer", "duel_peer", "swd")):
        path = getattr(args, folder)
        if path and not (Path(path) / inner).is_dir():
            print(f"{name} {path}: no {inner}/ there, skipped", file=sys.stderr)
            setattr(args, folder, None)
        elif not path:
            print(f"{name} not given: that peer is skipped", file=sys.stderr)


def summary(results: dict[str, list[dict[str, Any]]]) -> dict[str, dict[str, Any]]:
    """Median rates per configuration and the median per-round ratio against the matching peer."""
    table: dict[str, dict[str, Any]] = {}
    for label, runs in results.items():
        table[label] = {
            "games_per_cpu_s": round(statistics.median(r["games"] / r["cpu"] for r in runs), 1),
            "decisions_per_cpu_s": round(statistics.median(r["decisions"] / r["cpu"] for r in runs)),
            "decisions_per_game": round(runs[0]["decisions"] / runs[0]["games"], 1),
            "rounds": len(runs),
        }
    for label, row in table.items():
        peer = _peer_of(label)
        if peer in results:
            pairs = zip(results[label], results[peer], strict=True)
            ratios = [o["games"] / o["cpu"] / (p["games"] / p["cpu"]) for o, p in pairs]
            row["ratio_games"] = round(statistics.median(ratios), 2)
    return table


def _peer_of(label: str) -> str:
    if label in ("ours-duel", "base-duel"):
        return "7wd-engine"
    if label.startswith(("ours-e", "base-e")):
        return "bjonze-" + label.rsplit("-", 1)[1]
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--peer", help="checkout of Bjonze/seven_wonders")
    parser.add_argument("--duel-peer", help="checkout of dfomin/7wd-engine")
    parser.add_argument(
        "--baseline", help="a folder with wonders_desktop/ as an earlier commit left it, measured alongside"
    )
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--players", default="3,4,7")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-extras", action="store_true", help="classic base game only")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(worker(json.loads(args.worker), args.games, args.seed, args.warmup)))
        return
    _peers_present(args)
    order = configs(args)
    results: dict[str, list[dict[str, Any]]] = {label: [] for label, _ in order}
    for round_ in range(args.rounds):
        for label, config in list(order):
            result = run_worker(config, args)
            if result is None:  # e.g. a peer's missing package: skip it from now on
                order.remove((label, config))
                results.pop(label)
                continue
            results[label].append(result)
        print(f"round {round_ + 1}/{args.rounds} done", file=sys.stderr, flush=True)
    print(
        json.dumps(
            {
                "summary": summary(results),
                "runs": results,
                "games": args.games,
                "warmup": args.warmup,
                "seed": args.seed,
            },
            indent=1,
        )
    )


if __name__ == "__main__":
    main()

"""Stage 2, features: replay every self-play game and write, for each decision after the Wonder
draft, the active inputs of the position seen by the seat to act (``bots.duel_value.features``),
whether that seat won (a shared victory counts a half), the age, the hand-tuned margin and the seed.

Written in chunks of ``CHUNK_GAMES`` games, a small JSON header and a binary body of ``array``s (no
numpy here): a chunk already written for the same games and feature set is kept, so the stage resumes
where it stopped and only the last, growing chunk is redone when the self-play file grows.

The held-out split is by seed: ``seed % 20 == 19`` is the test set, ``== 18`` the fit's validation.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from wonders_desktop.bots.duel_value import FEATURE_SET, features
from wonders_desktop.bots.heuristics.duel import HEURISTICS
from wonders_desktop.engine.duel import SPEC
from wonders_desktop.engine.duel.rules import DRAFT
from wonders_desktop.engine.duel.state import DuelState
from wonders_desktop.training.selfplay import read_games

CHUNK_GAMES = 1000
SPLIT = 20
TEST, VALID = 19, 18


def split_of(seed: int) -> str:
    rest = seed % SPLIT
    return "test" if rest == TEST else "valid" if rest == VALID else "train"


@dataclass
class Chunk:
    """One chunk's positions: ``lengths[i]`` active inputs of position ``i`` follow in ``indices``."""

    lengths: array[int]
    indices: array[int]
    labels: array[int]  # twice the seat's win share: 0, 1 or 2
    ages: array[int]
    margins: array[float]
    seeds: array[int]

    @classmethod
    def empty(cls) -> Chunk:
        return cls(array("H"), array("H"), array("B"), array("B"), array("f"), array("I"))

    def sections(self) -> list[array[Any]]:
        return [self.lengths, self.indices, self.labels, self.ages, self.margins, self.seeds]

    def rows(self) -> Iterator[tuple[list[int], float, int, float, int]]:
        """Each position: its active inputs, win share, age, margin and seed."""
        at = 0
        for i, length in enumerate(self.lengths):
            yield (list(self.indices[at : at + length]), self.labels[i] / 2, self.ages[i],
                   self.margins[i], self.seeds[i])
            at += length


def positions(game: dict[str, Any]) -> Iterator[tuple[list[int], float, int, float]]:
    """The decisions of one game after the draft: active inputs, win share of the seat to act, age,
    margin."""
    state = cast_duel(SPEC.new_game({}, game["seed"]))
    winners = list(game["winners"])
    seen = []
    for text in game["moves"]:
        seat = state.current
        if state.phase != DRAFT:
            margin = HEURISTICS.potential(state, seat, "medium")
            margin -= HEURISTICS.potential(state, 1 - seat, "medium")
            seen.append((features(state, seat, margin), seat, state.age, margin))
        state.apply(seat, state.parse_move(text))
    for active, seat, age, margin in seen:
        share = 0.5 if len(winners) == 2 else float(winners == [seat])
        yield active, share, age, margin


def cast_duel(state: object) -> DuelState:
    assert isinstance(state, DuelState)
    return state


def build_chunk(games: list[dict[str, Any]]) -> Chunk:
    chunk = Chunk.empty()
    for game in games:
        for active, share, age, margin in positions(game):
            chunk.lengths.append(len(active))
            chunk.indices.extend(active)
            chunk.labels.append(round(2 * share))
            chunk.ages.append(age)
            chunk.margins.append(margin)
            chunk.seeds.append(game["seed"])
    return chunk


def write_chunk(folder: Path, number: int, games: list[dict[str, Any]], chunk: Chunk) -> None:
    body = folder / f"chunk-{number:05d}.bin"
    with body.open("wb") as out:
        for section in chunk.sections():
            section.tofile(out)
    header = {
        "feature_set": FEATURE_SET,
        "games": len(games),
        "first_seed": games[0]["seed"],
        "last_seed": games[-1]["seed"],
        "positions": len(chunk.lengths),
        "indices": len(chunk.indices),
    }
    (folder / f"chunk-{number:05d}.json").write_text(json.dumps(header), encoding="utf-8")  # last: the mark


def read_chunk(folder: Path, number: int) -> Chunk:
    header = json.loads((folder / f"chunk-{number:05d}.json").read_text(encoding="utf-8"))
    chunk = Chunk.empty()
    with (folder / f"chunk-{number:05d}.bin").open("rb") as body:
        for section in chunk.sections():
            count = header["indices"] if section is chunk.indices else header["positions"]
            section.fromfile(body, count)
    return chunk


def chunk_numbers(folder: Path) -> list[int]:
    return sorted(int(path.stem.split("-")[1]) for path in folder.glob("chunk-*.json"))


def _is_current(folder: Path, number: int, games: list[dict[str, Any]]) -> bool:
    path = folder / f"chunk-{number:05d}.json"
    if not path.exists():
        return False
    try:
        header = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return False
    return bool(  # json's values are Any to mypy: each == below is a bool
        header.get("feature_set") == FEATURE_SET
        and header.get("games") == len(games)
        and header.get("first_seed") == games[0]["seed"]
        and header.get("last_seed") == games[-1]["seed"]
    )


def run(selfplay: Path, folder: Path) -> dict[str, int]:
    """Write the chunks the self-play file's games need and that are missing or out of date."""
    folder.mkdir(parents=True, exist_ok=True)
    games = list(read_games(selfplay))
    written = positions_total = 0
    for number, start in enumerate(range(0, len(games), CHUNK_GAMES)):
        part = games[start : start + CHUNK_GAMES]
        if _is_current(folder, number, part):
            continue
        (folder / f"chunk-{number:05d}.json").unlink(missing_ok=True)
        chunk = build_chunk(part)
        write_chunk(folder, number, part, chunk)
        written += 1
        positions_total += len(chunk.lengths)
    return {"games": len(games), "chunks_written": written, "positions_written": positions_total}

"""Stage 3, fit (the only stage that needs numpy: ``pip install -e .[train]``).

A one-hidden-layer network (ReLU, logistic output) fitted with Adam on the log-likelihood of who won,
seeded; after every epoch the state is saved (``fit_state.npz``), so a stopped fit resumes at the next
epoch, and the epoch with the best validation log-likelihood is kept. The first layer is then
quantized to integers (``QUANT_MAX``) for the pure-Python inference and written as a weights file.
The baseline the value must beat is fitted here too: the hand-tuned margin through a logistic curve
per age (its best calibration).
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import numpy as np

from wonders_desktop.bots.duel_value import FEATURE_SET, NUM_FEATURES
from wonders_desktop.bots.duel_value.network import QUANT_MAX
from wonders_desktop.bots.duel_value.store import FORMAT, FORMAT_VERSION
from wonders_desktop.training.dataset import chunk_numbers, read_chunk, split_of

BATCH = 256


class Data:
    """Positions of one split as a sparse matrix (CSR: ``offsets``/``indices``) and their labels."""

    def __init__(self, offsets: np.ndarray, indices: np.ndarray, y: np.ndarray, ages: np.ndarray,
                 margins: np.ndarray) -> None:
        self.offsets, self.indices, self.y, self.ages, self.margins = offsets, indices, y, ages, margins

    def __len__(self) -> int:
        return len(self.y)

    def dense(self, rows: np.ndarray) -> np.ndarray:
        starts, ends = self.offsets[rows], self.offsets[rows + 1]
        lengths = ends - starts
        before = np.concatenate([[0], np.cumsum(lengths)[:-1]])
        flat = self.indices[np.arange(int(lengths.sum())) + np.repeat(starts - before, lengths)]
        x = np.zeros((len(rows), NUM_FEATURES), np.float32)
        x[np.repeat(np.arange(len(rows)), lengths), flat] = 1.0
        return x


def load(folder: Path) -> dict[str, Data]:
    """Every chunk's positions, split by seed (``dataset.split_of``)."""
    parts: dict[str, dict[str, list[np.ndarray]]] = {}
    for number in chunk_numbers(folder):
        chunk = read_chunk(folder, number)
        lengths = np.frombuffer(chunk.lengths, np.uint16).astype(np.int64)
        indices = np.frombuffer(chunk.indices, np.uint16)
        seeds = np.frombuffer(chunk.seeds, np.uint32)
        splits = np.array([split_of(int(seed)) for seed in seeds])
        for name in ("train", "valid", "test"):
            rows = np.flatnonzero(splits == name)
            part = parts.setdefault(name, {"lengths": [], "indices": [], "y": [], "ages": [], "margins": []})
            part["lengths"].append(lengths[rows])
            part["indices"].append(indices[np.repeat(splits == name, lengths)])
            part["y"].append(np.frombuffer(chunk.labels, np.uint8)[rows] / 2.0)
            part["ages"].append(np.frombuffer(chunk.ages, np.uint8)[rows])
            part["margins"].append(np.frombuffer(chunk.margins, np.float32)[rows])
    data = {}
    for name, part in parts.items():
        lengths = np.concatenate(part["lengths"])
        data[name] = Data(
            np.concatenate([[0], np.cumsum(lengths)]),
            np.concatenate(part["indices"]).astype(np.int64),
            np.concatenate(part["y"]).astype(np.float32),
            np.concatenate(part["ages"]),
            np.concatenate(part["margins"]).astype(np.float32),
        )
    return data


def log_likelihood(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def baseline(train: Data) -> dict[str, list[float]]:
    """Per age, ``a, b`` with P(win) = sigmoid(a * margin / 10 + b), by Newton's method."""
    fitted = {}
    for age in (1, 2, 3):
        rows = train.ages == age
        x, y = train.margins[rows].astype(np.float64) / 10, train.y[rows].astype(np.float64)
        design = np.stack([x, np.ones_like(x)], 1)
        w = np.zeros(2)
        for _ in range(50):
            p = 1 / (1 + np.exp(-design @ w))
            hessian = (design * (p * (1 - p))[:, None]).T @ design + 1e-6 * np.eye(2)
            w -= np.linalg.solve(hessian, design.T @ (p - y))
        fitted[str(age)] = [float(w[0]), float(w[1])]
    return fitted


def init_params(rng: np.random.Generator, hidden: int) -> list[np.ndarray]:
    return [
        rng.normal(0, (2 / 60) ** 0.5, (NUM_FEATURES, hidden)).astype(np.float32),  # ~60 inputs are on
        rng.normal(0, (1 / hidden) ** 0.5, (hidden,)).astype(np.float32),
        np.zeros(1, np.float32),
    ]


def predict(params: list[np.ndarray], data: Data) -> np.ndarray:
    out = []
    for start in range(0, len(data), 4096):
        x = data.dense(np.arange(start, min(len(data), start + 4096)))
        z = np.maximum(x @ params[0], 0) @ params[1] + params[2][0]
        out.append(1 / (1 + np.exp(-z)))
    return np.concatenate(out)


def run(folder: Path, out: Path, hidden: int, epochs: int, seed: int, lr: float, l2: float,
        command: str) -> dict[str, Any]:
    """Fit (resuming from ``fit_state.npz``), then write ``duel_value.json`` and ``fit.json``."""
    data = load(folder)
    train, valid = data["train"], data["valid"]
    state_path = out / "fit_state.npz"
    rng = np.random.default_rng(seed)
    params = init_params(rng, hidden)
    moments = [np.zeros_like(p) for p in params] + [np.zeros_like(p) for p in params]
    epoch, step, best, history = 0, 0, None, []
    if state_path.exists():
        saved = np.load(state_path, allow_pickle=False)
        meta = json.loads(str(saved["meta"]))
        if meta["hidden"] == hidden and meta["positions"] == len(train) and meta["seed"] == seed:
            params = [saved[f"p{i}"] for i in range(3)]
            moments = [saved[f"m{i}"] for i in range(6)]
            epoch, step, history = meta["epoch"], meta["step"], meta["history"]
            best = [saved[f"b{i}"] for i in range(3)]
    while epoch < epochs:
        started = time.process_time()
        order = np.random.default_rng(seed * 1000 + epoch).permutation(len(train))
        for start in range(0, len(order), BATCH):
            rows = order[start : start + BATCH]
            step += 1
            _adam_step(params, moments, train.dense(rows), train.y[rows], step, lr, l2)
        epoch += 1
        valid_ll = log_likelihood(predict(params, valid), valid.y)
        history.append({"epoch": epoch, "valid_ll": valid_ll, "cpu_seconds": time.process_time() - started})
        if best is None or valid_ll >= max(h["valid_ll"] for h in history):
            best = [p.copy() for p in params]
        meta = {"hidden": hidden, "positions": len(train), "seed": seed, "epoch": epoch, "step": step,
                "history": history}
        arrays = {f"p{i}": p for i, p in enumerate(params)} | {f"m{i}": m for i, m in enumerate(moments)}
        arrays |= {f"b{i}": b for i, b in enumerate(best)}
        # allow_pickle named (numpy's default) so that no array of ``arrays`` is taken for it
        np.savez(out / "fit_state.tmp.npz", meta=json.dumps(meta), allow_pickle=True, **arrays)
        (out / "fit_state.tmp.npz").replace(state_path)
    assert best is not None
    base = baseline(train)
    document = weights_document(best, command, {
        "train_positions": len(train),
        "valid_positions": len(valid),
        "epochs": history,
        "hidden": hidden,
        "seed": seed,
        "lr": lr,
        "l2": l2,
        "numpy": np.__version__,
    })
    (out / "duel_value.json").write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
    report = {"baseline": base, "history": history, "train_positions": len(train),
              "valid_positions": len(valid)}
    (out / "fit.json").write_text(json.dumps(report, indent=1), encoding="utf-8")
    return report


def _adam_step(params: list[np.ndarray], moments: list[np.ndarray], x: np.ndarray, y: np.ndarray,
               step: int, lr: float, l2: float) -> None:
    w1, w2, b2 = params
    h = x @ w1
    a = np.maximum(h, 0)
    p = 1 / (1 + np.exp(-(a @ w2 + b2[0])))
    dz = (p - y) / len(y)
    dh = np.outer(dz, w2) * (h > 0)
    grads = [x.T @ dh + l2 * w1, a.T @ dz + l2 * w2, np.array([dz.sum()], np.float32)]
    count = len(params)
    for i, grad in enumerate(grads):
        m, v = moments[i], moments[count + i]
        m *= 0.9
        m += 0.1 * grad
        v *= 0.999
        v += 0.001 * grad * grad
        params[i] -= lr * (m / (1 - 0.9**step)) / (np.sqrt(v / (1 - 0.999**step)) + 1e-8)


def weights_document(params: list[np.ndarray], command: str, training: dict[str, Any]) -> dict[str, Any]:
    """The weights file: the first layer quantized to integers, its scale folded into the output."""
    w1, w2, b2 = params
    scale = QUANT_MAX / max(float(np.abs(w1).max()), 1e-12)
    rows = np.rint(w1 * scale).astype(np.int64)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "feature_set": FEATURE_SET,
        "inputs": NUM_FEATURES,
        "hidden": int(w1.shape[1]),
        "w1": rows.tolist(),
        "w2": [float(w) / scale for w in w2],
        "b2": float(b2[0]),
        "training": {"command": command, **training},
    }

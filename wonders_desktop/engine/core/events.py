"""Events say what happened, so the log and the animations never have to diff two states."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened: ``kind`` is a stable snake_case key the UI translates (``card_built``).

    ``data`` holds ids and numbers only (never display text), so the same event reads in every language.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "data": dict(self.data)}

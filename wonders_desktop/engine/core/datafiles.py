"""Loading the package's own data files into frozen pydantic models, with errors that name file and field."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from wonders_desktop.engine.core.errors import DataError

M = TypeVar("M", bound=BaseModel)

DATA_PACKAGE = "wonders_desktop.engine.data"


class Frozen(BaseModel):
    """Base for every data model: immutable, and unknown fields are an error (typos never pass silently)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def read_json(name: str) -> object:
    """The parsed JSON data file ``name`` (relative to ``engine/data``)."""
    path = resources.files(DATA_PACKAGE).joinpath(name)
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise DataError(f"{name}: data file missing") from error
    except json.JSONDecodeError as error:
        raise DataError(f"{name}: not valid JSON (line {error.lineno}): {error.msg}") from error


def validate(model: type[M], data: object, source: str) -> M:
    """Validate ``data`` as ``model``; the error message names the source file and the failing field path."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"])
        raise DataError(f"{source}: {where}: {first['msg']}") from error


@cache
def load(model: type[M], name: str) -> M:
    """Load and validate a data file once per process."""
    return validate(model, read_json(name), name)

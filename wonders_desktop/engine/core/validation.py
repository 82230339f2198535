"""Pydantic validation errors as ``ScenarioError``s that name the offending field.

Scenario files and game options are validated by pydantic models in strict mode (a string is never
read as a number, ``true`` is not the player ``1``); the first error's location becomes the field name,
written as the files write it: ``players[1].coins``, ``queries[0].player``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from wonders_desktop.engine.core.errors import ScenarioError

M = TypeVar("M", bound=BaseModel)

MAX_SHOWN = 60  # characters of an offending value quoted in a message
PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]+")  # a key written bare in a field's name


def field_path(loc: Sequence[object], prefix: str = "") -> str:
    """``("players", 1, "coins")`` -> ``players[1].coins`` (after ``prefix``, if any).

    A key that is no plain name (a blank, a dot, a line break: an unknown key of a hostile file) is
    quoted, ``players[1][' ']``, so the line still shows which field is wrong."""
    text = prefix
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        elif not PLAIN_KEY.fullmatch(str(part)) or len(str(part)) > MAX_SHOWN:
            text += f"[{shown(str(part))}]"
        else:
            text += f".{part}" if text else str(part)
    return text or "input"


def scenario_error(error: ValidationError, prefix: str = "") -> ScenarioError:
    """The first problem pydantic found, as one line naming its field."""
    first = error.errors()[0]
    message = str(first["msg"])
    value = first.get("input")
    if first["type"] not in ("missing", "extra_forbidden") and not isinstance(value, dict | list):
        message += f", got {shown(value)}"
    return ScenarioError(field_path(first["loc"], prefix), message)


def shown(value: Any) -> str:
    """A short, one-line rendering of a bad value (a 4000-digit number is not repeated in full)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**MAX_SHOWN:
        return f"a number of more than {MAX_SHOWN} digits"
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 3] + "..."


def validated(model: type[M], data: object, prefix: str = "") -> M:
    """``data`` as ``model``, or a ``ScenarioError`` naming the first bad field."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise scenario_error(error, prefix) from error

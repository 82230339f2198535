"""Reading a JSON input file strictly: any damage is a ``ScenarioError`` naming the file, never a traceback.

A scenario is a few kilobytes of UTF-8 JSON. Anything else is refused before it can cost much: files over
``MAX_BYTES``, bytes that are not UTF-8, nesting deeper than ``MAX_DEPTH`` (the json module would raise
``RecursionError`` at about a thousand levels), numbers the interpreter refuses to convert (over 4300
digits: ``ValueError``), and the non-standard constants ``NaN`` and ``Infinity`` that the json module
accepts by default.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from wonders_desktop.engine.core.errors import ScenarioError

MAX_BYTES = 1_000_000
MAX_DEPTH = 32


def read_json_file(path: str) -> Any:
    """The parsed JSON value of the file at ``path``."""
    return parse_json(read_text(path), path)


def read_text(path: str) -> str:
    try:
        with Path(path).open("rb") as stream:
            data = stream.read(MAX_BYTES + 1)
    except OSError as error:
        raise ScenarioError(path, f"cannot read file: {error.strerror or error}") from error
    if len(data) > MAX_BYTES:
        raise ScenarioError(path, f"larger than {MAX_BYTES} bytes")
    try:
        return data.decode("utf-8", errors="strict")
    except UnicodeDecodeError as error:
        raise ScenarioError(path, f"not UTF-8 text (byte {error.start})") from error


def parse_json(text: str, path: str) -> Any:
    try:
        value = json.loads(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as error:
        raise ScenarioError(path, f"not valid JSON (line {error.lineno}): {error.msg}") from error
    except RecursionError as error:
        raise ScenarioError(path, f"nested deeper than {MAX_DEPTH} levels") from error
    except ValueError as error:  # int(): more digits than the interpreter converts, or NaN/Infinity
        reason = "a number has too many digits" if "digits" in str(error) else str(error)
        raise ScenarioError(path, f"not valid JSON: {reason}") from error
    if _depth(value) > MAX_DEPTH:
        raise ScenarioError(path, f"nested deeper than {MAX_DEPTH} levels")
    return value


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _depth(value: Any) -> int:
    """How deeply lists and objects nest in ``value`` (without recursion)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = list(item.values())
        if isinstance(item, list):
            deepest = max(deepest, depth)
            stack.extend((child, depth + 1) for child in item)
    return deepest

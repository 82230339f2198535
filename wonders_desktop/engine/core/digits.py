"""Numbers written in untrusted text: ASCII digits only.

``str.isdigit()`` and ``int()`` accept far more than ``0-9``: ``"¹".isdigit()`` is true but ``int("¹")``
raises ``ValueError``, and ``int("٣")`` (an Arabic-Indic three) is 3, as is ``int(" +3_0 ")`` for 30.
A move, a save or a command-line argument written that way is not one the app wrote or documents, so
every parser of the project reads its numbers here (and regular expressions use ``[0-9]``, never ``\\d``,
which matches every script's digits).
"""

from __future__ import annotations

import re

UNSIGNED = re.compile(r"[0-9]+")
SIGNED = re.compile(r"-?[0-9]+")
DECIMAL = re.compile(r"-?([0-9]+(\.[0-9]*)?|\.[0-9]+)")


def is_ascii_number(text: str) -> bool:
    """``text`` is one or more of the ASCII digits 0-9 and nothing else."""
    return UNSIGNED.fullmatch(text) is not None


def ascii_int(text: str, signed: bool = False) -> int:
    """The integer ``text`` writes in ASCII digits (a leading ``-`` when ``signed``); else ValueError."""
    if (SIGNED if signed else UNSIGNED).fullmatch(text) is None:
        raise ValueError(f"not a number in the digits 0-9: {text[:40]!r}")
    return int(text)


def ascii_float(text: str) -> float:
    """The number ``text`` writes as ASCII digits with an optional ``.`` fraction; else ValueError."""
    if DECIMAL.fullmatch(text) is None:
        raise ValueError(f"not a number in the digits 0-9: {text[:40]!r}")
    return float(text)

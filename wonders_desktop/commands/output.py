"""One JSON document on stdout, nothing else there (docs/cli.md)."""

from __future__ import annotations

import json
import sys
from typing import Any


def emit(document: Any) -> None:
    sys.stdout.write(json.dumps(document, ensure_ascii=False))
    sys.stdout.write("\n")
    sys.stdout.flush()

"""The type gate: mypy ``--strict`` on the engine, the bots, the statistics, the commands and the
training tools, and mypy's default mode on the UI (issue 40).

``pyproject.toml``'s ``[tool.mypy]`` names the packages and the modes; this test runs it, so the README's
test command (and CI, which calls it) fails on a type error with mypy's own report. mypy keeps its cache
in ``.mypy_cache``: the first run of a fresh clone checks everything, later runs only what changed.

Every ``# type: ignore`` of the project names its error code and says why (``# type: ignore[code]  #
reason``): a bare ignore would hide any error of the line, and an unexplained one cannot be reviewed.
"""

from __future__ import annotations

import io
import re
import subprocess
import sys
import tokenize
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCANNED = ("wonders_desktop", "tests", "tools", "benchmarks", "packaging", "setup.py")
IGNORE = re.compile(r"type:\s*ignore")
EXPLAINED = re.compile(r"type:\s*ignore\[[a-z0-9-]+(?:,\s*[a-z0-9-]+)*\]\s*#\s*\S")


def mypy(*paths: str) -> subprocess.CompletedProcess[str]:
    """mypy with the project's configuration, on its configured packages or on ``paths``."""
    return subprocess.run(
        [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"), *paths],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )


def test_the_strict_packages_type_check() -> None:
    result = mypy()
    assert result.returncode == 0, f"mypy --strict found errors:\n{result.stdout}{result.stderr}"


def test_the_gate_is_strict_and_reports_an_error(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("def untyped(x):\n    return x\n", encoding="utf-8")
    result = mypy(str(sample))
    assert result.returncode == 1 and "[no-untyped-def]" in result.stdout


def test_the_ui_is_checked_in_the_default_mode(tmp_path: Path) -> None:
    """A type error in a UI module fails the gate; an unannotated function there does not (the default
    mode, not ``--strict``). mypy reads the module from a copy with both added (``--shadow-file``)."""
    module = ROOT / "wonders_desktop" / "ui" / "views" / "duel" / "facts.py"
    shadow = tmp_path / "facts.py"
    added = "\n\ndef untyped(x):\n    return x\n\n\nWRONG: int = 'a str'\n"
    shadow.write_text(module.read_text(encoding="utf-8") + added, encoding="utf-8")
    result = mypy("--shadow-file", str(module), str(shadow), str(module))
    assert result.returncode == 1 and "[assignment]" in result.stdout, result.stdout
    assert "[no-untyped-def]" not in result.stdout


def unexplained_ignores(source: str) -> list[int]:
    """Lines whose comment ignores a type error without an error code or without a reason after it."""
    lines = []
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        found = IGNORE.search(token.string) if token.type == tokenize.COMMENT else None
        if found and not EXPLAINED.match(token.string, found.start()):
            lines.append(token.start[0])
    return lines


def test_the_ignore_rule_catches_a_bare_an_uncoded_and_an_unexplained_ignore() -> None:
    source = (
        "a = 1  # type: ignore\n"
        "b = 2  # type: ignore[assignment]\n"
        "c = 3  # type: ignore  # no code\n"
        "d = 4  # type: ignore[assignment]  # a str on purpose: the parser's sentinel\n"
        "e = 5  # type: ignore[arg-type, union-attr]  # both: the stub is wrong\n"
        "f = '# type: ignore'\n"
    )
    assert unexplained_ignores(source) == [1, 2, 3]


def test_every_type_ignore_names_its_code_and_a_reason() -> None:
    roots = [ROOT / name for name in SCANNED]
    files = [path for root in roots for path in (sorted(root.rglob("*.py")) if root.is_dir() else [root])]
    offenders = [
        f"{path.relative_to(ROOT)}:{line}"
        for path in files
        for line in unexplained_ignores(path.read_text(encoding="utf-8"))
    ]
    assert offenders == [], "write # type: ignore[code]  # why"

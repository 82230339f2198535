"""The engine and the bots are pure Python: importing them must never pull in Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "wonders_desktop"
PURE_PACKAGES = ("engine", "bots")
QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6")


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


@pytest.mark.parametrize("package", PURE_PACKAGES)
def test_pure_packages_have_no_qt_import_statement(package: str) -> None:
    offenders = [
        f"{path.relative_to(ROOT)}: {name}"
        for path in sorted((ROOT / package).rglob("*.py"))
        for name in imported_modules(path)
        if name.split(".")[0] in QT_MODULES
    ]
    assert offenders == []


def test_importing_every_pure_module_loads_no_qt() -> None:
    modules = [
        ".".join(path.relative_to(ROOT.parent).with_suffix("").parts).removesuffix(".__init__")
        for package in PURE_PACKAGES
        for path in sorted((ROOT / package).rglob("*.py"))
    ]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r}))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"


def test_the_detector_sees_a_qt_import(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("from PySide6.QtCore import QObject\nimport os\n")
    assert "PySide6.QtCore" in imported_modules(sample)

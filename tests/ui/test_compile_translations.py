"""Compiling a translation replaces the .qm in one step: a running app never loads half a file."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from wonders_desktop.ui.language import i18n

ROOT = Path(__file__).resolve().parents[2]

needs_lrelease = pytest.mark.skipif(i18n.lrelease_command() is None, reason="pyside6-lrelease missing")


@needs_lrelease
def test_a_compiled_file_replaces_the_old_one_and_leaves_no_partial_file(tmp_path: Path) -> None:
    source = tmp_path / "wonders_es.ts"
    shutil.copy(ROOT / "translations" / "wonders_es.ts", source)
    target = tmp_path / "wonders_es.qm"
    target.write_bytes(b"old")
    assert i18n.compile_ts(source, target)
    assert target.read_bytes() != b"old" and target.stat().st_size > 1000
    assert sorted(p.name for p in tmp_path.iterdir()) == ["wonders_es.qm", "wonders_es.ts"]


@needs_lrelease
def test_a_broken_source_keeps_the_previous_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "wonders_es.ts"
    source.write_text("<TS><context><name>broken")
    target = tmp_path / "wonders_es.qm"
    target.write_bytes(b"previous")
    assert not i18n.compile_ts(source, target)
    assert target.read_bytes() == b"previous"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["wonders_es.qm", "wonders_es.ts"]
    assert "could not compile wonders_es.ts" in capsys.readouterr().err

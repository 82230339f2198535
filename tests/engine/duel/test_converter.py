"""The committed Duel JSON is exactly what the converter makes of the shared reference."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = ROOT.parent / "shared" / "reference" / "duel" / "duel.yaml"
DATA = ROOT / "wonders_desktop" / "engine" / "data" / "duel"


@pytest.mark.skipif(not REFERENCE.exists(), reason="the shared reference is not beside the project")
def test_committed_json_matches_the_converter(tmp_path: Path) -> None:
    pytest.importorskip("yaml")
    spec = importlib.util.spec_from_file_location("build_duel_data", ROOT / "tools" / "build_duel_data.py")
    assert spec is not None and spec.loader is not None
    converter = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(converter)
    import yaml

    reference = yaml.safe_load(REFERENCE.read_text(encoding="utf-8"))
    for name, build in [
        ("cards.json", converter.cards),
        ("wonders.json", converter.wonders),
        ("progress_tokens.json", converter.progress_tokens),
        ("layouts.json", converter.layouts),
        ("rules.json", converter.rules),
    ]:
        assert json.loads((DATA / name).read_text(encoding="utf-8")) == build(reference), name

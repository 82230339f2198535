"""The rules summaries ship: the PyInstaller spec bundles ``resources/`` whole and its filter keeps them."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from wonders_desktop.ui.dialogs.gamesetup import GAME_KINDS
from wonders_desktop.ui.language.i18n import LANGUAGES

ROOT = Path(__file__).resolve().parents[1]


def bundle_filter() -> ModuleType:
    """``packaging/bundle_filter.py``, loaded by path: ``packaging/`` is not a package."""
    spec = importlib.util.spec_from_file_location("bundle_filter", ROOT / "packaging" / "bundle_filter.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_spec_bundles_the_whole_resources_folder() -> None:
    spec = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    assert 'datas += [(str(ROOT / "resources"), "resources")]' in spec


@pytest.mark.parametrize("game", GAME_KINDS)
def test_the_bundle_filter_keeps_every_rules_summary(game: str) -> None:
    keep = bundle_filter().keep_data
    for language in LANGUAGES:
        assert (ROOT / "resources" / "rules" / f"{game}_{language}.md").exists()
        assert keep(f"resources/rules/{game}_{language}.md")


def test_the_bundle_keeps_sqlite_for_the_statistics() -> None:
    """The statistics store is SQLite: the spec must not exclude the module nor the filter its library."""
    spec = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    unused = spec[spec.index("UNUSED = [") : spec.index("]", spec.index("UNUSED = ["))]
    assert '"sqlite3"' not in unused and '"_sqlite3"' not in unused
    keep = bundle_filter().keep_binary
    assert keep("libsqlite3.so.0") and keep("lib-dynload/_sqlite3.cpython-311-x86_64-linux-gnu.so")

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


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_bundle_filter_keeps_every_rules_summary(language: str) -> None:
    """One file per language holds every game's summary (``<!-- game: <kind> -->`` opens each part)."""
    keep = bundle_filter().keep_data
    text = (ROOT / "resources" / "rules" / f"{language}.md").read_text(encoding="utf-8")
    assert all(f"<!-- game: {game} -->" in text for game in GAME_KINDS)
    assert keep(f"resources/rules/{language}.md")


def test_the_bundle_keeps_sqlite_for_the_statistics() -> None:
    """The statistics store is SQLite: the spec must not exclude the module nor the filter its library."""
    spec = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    unused = spec[spec.index("UNUSED = [") : spec.index("]", spec.index("UNUSED = ["))]
    assert '"sqlite3"' not in unused and '"_sqlite3"' not in unused
    keep = bundle_filter().keep_binary
    assert keep("libsqlite3.so.0") and keep("lib-dynload/_sqlite3.cpython-311-x86_64-linux-gnu.so")


def test_the_bundle_leaves_out_the_test_tools_openssl_and_qtnetwork() -> None:
    """pydantic's mypy plugin pulls mypy into the bundle whenever the test extra sits beside it (+10 MB),
    and QtNetwork's hook collects OpenSSL that nothing loads (+5 MB): the spec and the filter keep both out.
    QtNetwork itself goes too (3.3 MB): the hand-over of a save to the running copy is the standard
    library's (ui/platform/single_instance.py)."""
    spec = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    unused = spec[spec.index("UNUSED = [") : spec.index("]", spec.index("UNUSED = ["))]
    for module in ("mypy", "pydantic.mypy", "ast_serialize", "ssl", "_hashlib", "readline"):
        assert f'"{module}"' in unused, module
    assert '"PySide6.QtNetwork"' in unused
    keep = bundle_filter().keep_binary
    assert not keep("libssl.so.3") and not keep("_internal/libcrypto.so.3")
    network = (
        "PySide6/Qt/lib/libQt6Network.so.6",
        "PySide6/QtNetwork.abi3.so",
        "PySide6/QtNetwork.pyd",
        "PySide6/Qt6Network.dll",
        "PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork",
    )
    for path in network:
        assert not keep(path), path
    for path in ("PySide6/Qt/lib/libQt6Gui.so.6", "PySide6/QtWidgets.abi3.so", "PySide6/Qt6Core.dll"):
        assert keep(path), path


def test_every_licence_the_about_box_shows_ships_and_the_bundle_keeps_it() -> None:
    """The About box's licences are files in resources/licenses/ (bundled whole by the spec, copied
    into a wheel by setup.py) and the bundle filter keeps every one: the LGPL's notice must travel."""
    from wonders_desktop.ui.platform.licences import COMPONENTS

    keep = bundle_filter().keep_data
    names = {name for component in COMPONENTS for name in component.files}
    assert {"LGPL-3.0.txt", "GPL-3.0.txt", "wonders.txt", "pydantic.txt", "platformdirs.txt"} <= names
    for name in names:
        path = ROOT / "resources" / "licenses" / name
        assert path.stat().st_size > 500, name
        assert keep(f"resources/licenses/{name}") and keep(f"_internal/resources/licenses/{name}")
    lgpl = (ROOT / "resources" / "licenses" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl
    assert "graft resources" in (ROOT / "MANIFEST.in").read_text(encoding="utf-8")


def test_the_bundle_carries_the_commit_it_was_built_from() -> None:
    """build.py writes build/commit.txt before PyInstaller runs, the spec puts it at the bundle's root
    (where build_info reads it), and a wheel gets its own from setup.py."""
    from wonders_desktop.ui.platform import build_info

    spec = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    assert 'COMMIT_FILE = ROOT / "build" / "commit.txt"' in spec and '(str(COMMIT_FILE), ".")' in spec
    build = (ROOT / "packaging" / "build.py").read_text(encoding="utf-8")
    assert build.index("write_commit()") < build.index("bundle = freeze()")
    assert 'target / "commit.txt"' in (ROOT / "setup.py").read_text(encoding="utf-8")
    assert build_info.COMMIT_FILE == "commit.txt"

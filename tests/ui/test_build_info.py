"""The commit the About box and problem reports show: a build's commit.txt, else git, else "unknown"."""

from __future__ import annotations

from pathlib import Path

import pytest

from wonders_desktop.ui.platform import build_info


@pytest.fixture(autouse=True)
def fresh() -> None:
    build_info.commit.cache_clear()


def test_a_bundles_commit_file_wins(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "commit.txt").write_text("abc123def456\n")
    monkeypatch.setattr(build_info, "bundle_root", lambda: tmp_path)
    assert build_info.commit() == "abc123def456"


def test_without_file_or_git_the_commit_is_unknown(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "commit.txt").write_text("<script>\n")  # not a commit: ignored, never shown
    monkeypatch.setattr(build_info, "bundle_root", lambda: tmp_path)
    assert build_info.commit() == "unknown"


def test_a_checkout_asks_git() -> None:
    root = Path(__file__).resolve().parents[2]
    if not (root / ".git").exists():
        pytest.skip("not a git checkout")
    commit = build_info.commit()
    assert commit != "unknown" and commit.split("-")[0].isalnum() and len(commit.split("-")[0]) >= 7

"""A built wheel is the whole app: installed into a fresh virtual environment, away from the checkout,
its ``--self-test`` passes (data files, translations, rules pages, icons, the window, a game saved and
reloaded). ``pip install .`` once made a package without ``resources/`` and ``translations/``."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
NEEDED = (
    "wonders_desktop/bundled/resources/icons/app.svg",
    "wonders_desktop/bundled/resources/desktop/org.wondersdesktop.Wonders.desktop",  # the Linux file type
    "wonders_desktop/bundled/resources/desktop/org.wondersdesktop.Wonders.metainfo.xml",
    "wonders_desktop/bundled/resources/rules/pt_BR.md",
    "wonders_desktop/bundled/translations/wonders_es.ts",
    "wonders_desktop/bundled/resources/licenses/LGPL-3.0.txt",
    "wonders_desktop/bundled/commit.txt",
    "wonders_desktop/engine/data/",
    "wonders_desktop/bots/duel_value/duel_value.json",
)


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(folder), str(ROOT)]
    subprocess.run(command, check=True, capture_output=True, text=True, timeout=600)
    (built,) = folder.glob("wonders_desktop-*.whl")
    return built


def test_the_wheel_carries_resources_translations_and_data(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    for needed in NEEDED:
        assert any(name.startswith(needed) for name in names), needed


def test_the_wheel_installed_in_a_fresh_venv_passes_its_self_test(wheel: Path, tmp_path: Path) -> None:
    target = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(target)
    python = target / ("Scripts" if os.name == "nt" else "bin") / "python"
    # Nothing of the checkout may leak in: with PYTHONPATH naming it, pip saw the checkout's
    # wonders_desktop.egg-info (left by the wheel build) as "already installed" and installed nothing.
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    install = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)]
    subprocess.run(install, check=True, capture_output=True, text=True, timeout=900, cwd=tmp_path, env=env)
    env.update(QT_QPA_PLATFORM="offscreen", WONDERS_DATA_DIR=str(tmp_path / "data"))
    script = target / ("Scripts" if os.name == "nt" else "bin") / "wonders"
    result = subprocess.run(
        [str(script), "--self-test"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert '"self_test": "passed"' in result.stdout
    located = subprocess.run(
        [str(python), "-c", "from wonders_desktop.ui.platform.paths import bundle_root; print(bundle_root())"],  # noqa: E501
        cwd=tmp_path, env=env, capture_output=True, text=True, check=True,
    )
    assert "site-packages" in located.stdout and located.stdout.strip().endswith("bundled")

"""tools/system_deps.py: the system libraries Qt's platform plugins load, read from the plugins.

A fixed list missed ``libxcb-icccm4`` and ``libxcb-keysyms1`` and the first launch on a fresh Debian
aborted. The mapping from a library to its Debian package is checked here against examples and, where
dpkg exists, against the package that really owns every library the installed plugins load.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("system_deps", ROOT / "tools" / "system_deps.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


system_deps = load_tool()

LDD_SAMPLE = """\
\tlinux-vdso.so.1 (0x00007ffd1b9e8000)
\tlibQt6XcbQpa.so.6 => /venv/PySide6/Qt/lib/libQt6XcbQpa.so.6 (0x00007f2)
\tlibxcb-cursor.so.0 => /lib/x86_64-linux-gnu/libxcb-cursor.so.0 (0x00007f226ad41000)
\tlibxcb-icccm.so.4 => not found
\tlibxcb-keysyms.so.1 => not found
\tlibxkbcommon-x11.so.0 => not found
\t/lib64/ld-linux-x86-64.so.2 (0x00007f226aeb5000)
"""


@pytest.mark.parametrize(
    ("soname", "package"),
    [
        ("libxcb-icccm.so.4", "libxcb-icccm4"),
        ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
        ("libxcb-cursor.so.0", "libxcb-cursor0"),
        ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
        ("libX11.so.6", "libx11-6"),
        ("libX11-xcb.so.1", "libx11-xcb1"),
        ("libEGL.so.1", "libegl1"),
        ("libdbus-1.so.3", "libdbus-1-3"),
        ("libpng16.so.16", "libpng16-16"),
        ("libz.so.1", "zlib1g"),
        ("libglib-2.0.so.0", "libglib2.0-0"),
        ("libgcc_s.so.1", "libgcc-s1"),
    ],
)
def test_a_library_maps_to_its_debian_package(soname: str, package: str) -> None:
    assert system_deps.debian_package(soname) == package


def test_a_name_without_a_version_is_refused() -> None:
    with pytest.raises(ValueError, match=r"libfoo\.so"):
        system_deps.debian_package("libfoo.so")


def test_ldd_output_names_what_is_missing() -> None:
    libraries = system_deps.parse_ldd(LDD_SAMPLE)
    assert libraries["libxcb-icccm.so.4"] is None
    assert libraries["libxcb-cursor.so.0"] == "/lib/x86_64-linux-gnu/libxcb-cursor.so.0"
    expected = ["libxcb-icccm4", "libxcb-keysyms1", "libxkbcommon-x11-0"]
    assert system_deps.missing_packages(libraries) == expected


def test_when_it_cannot_install_it_prints_the_exact_line_and_stops(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(system_deps, "plugin_libraries", lambda _plugins: system_deps.parse_ldd(LDD_SAMPLE))
    monkeypatch.setattr(system_deps, "fonts_installed", lambda: True)
    monkeypatch.setattr(system_deps.shutil, "which", lambda name: "/usr/bin/" + name)
    assert system_deps.main(["--check"]) == 1
    error = capsys.readouterr().err
    assert "sudo apt-get install -y libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0" in error


def test_nothing_missing_means_nothing_to_do(monkeypatch: pytest.MonkeyPatch) -> None:
    complete = LDD_SAMPLE.replace("not found", "/lib/x86_64-linux-gnu/present.so (0x1)")
    monkeypatch.setattr(system_deps, "plugin_libraries", lambda _plugins: system_deps.parse_ldd(complete))
    monkeypatch.setattr(system_deps, "fonts_installed", lambda: True)
    assert system_deps.main(["--check"]) == 0


def dpkg_owner(path: str) -> str | None:
    for candidate in (path, os.path.realpath(path), "/usr" + path):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True, check=False)
        if result.returncode == 0:
            return result.stdout.split(":", 1)[0].strip()
    return None


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("dpkg") is None or shutil.which("ldd") is None,
    reason="needs ldd and dpkg (Debian or Ubuntu)",
)
def test_every_library_the_installed_plugins_load_maps_to_the_package_that_owns_it() -> None:
    plugins = system_deps.plugin_paths()
    assert {path.name for path in plugins} == set(system_deps.PLUGINS.values())
    libraries = system_deps.plugin_libraries(plugins)
    system = {name: path for name, path in libraries.items() if path is not None and "PySide6" not in path}
    assert len(system) > 20
    wrong = {}
    for name, path in system.items():
        owner = dpkg_owner(path)
        if owner is not None and owner != system_deps.debian_package(name):
            wrong[name] = (owner, system_deps.debian_package(name))
    assert wrong == {}


def test_the_test_command_installs_every_tool_the_desktop_tests_drive() -> None:
    """tools/test.sh passes --desktop-tools, so a fresh Debian machine runs the xdg-open test instead of
    skipping it; the list must name every tool those tests look for."""
    from tests.ui.test_open_file_process import DESKTOP_TOOLS

    assert set(DESKTOP_TOOLS) | {"desktop-file-validate", "appstreamcli"} <= set(system_deps.DESKTOP_TOOLS)
    assert "--desktop-tools" in (ROOT / "tools" / "test.sh").read_text()


def test_desktop_tools_are_installed_only_when_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[list[str]] = []
    monkeypatch.setattr(system_deps, "can_install", lambda: True)
    monkeypatch.setattr(system_deps, "install", lambda packages, what="": asked.append(packages) or True)
    missing = {"appstreamcli"}
    monkeypatch.setattr(system_deps.shutil, "which", lambda tool: None if tool in missing else "/bin/x")
    system_deps.install_desktop_tools()
    assert asked == [["appstream"]]

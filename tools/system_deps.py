"""Find the system libraries Qt's platform plugins need but this machine lacks, and install them.

    python tools/system_deps.py                     # install what is missing (root on Debian/Ubuntu)
    python tools/system_deps.py --plugin offscreen  # only what the offscreen plugin loads (the tests)
    python tools/system_deps.py --check             # only report; exit 1 when something is missing
    python tools/system_deps.py --desktop-tools     # also the tools the desktop-integration tests drive

A fixed list of libraries went stale: on a fresh Debian the xcb plugin also needed ``libxcb-icccm4`` and
``libxcb-keysyms1`` and Qt aborted at the first window. So the list is read from the plugins themselves:
``ldd`` of the installed ``libqxcb.so`` (the window) and ``libqoffscreen.so`` (tests, screenshots)
names every library they load, and the ones marked ``not found`` are mapped to Debian package names by
Debian's rule for library packages (the soname, lower case, with its version) plus a few exceptions.
When something is missing and we cannot install it, the exact ``apt-get install`` line is printed and
the script stops with status 1, before Qt can abort with a message about the wrong library.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

PLUGINS = {"xcb": "libqxcb.so", "offscreen": "libqoffscreen.so"}
FONT_PACKAGE = "fonts-dejavu-core"  # fontconfig with no font at all draws every text as empty boxes
FONT_FOLDERS = (Path("/usr/share/fonts"), Path("/usr/local/share/fonts"))
# What tests/ui/test_open_file_process.py and tests/test_save_type_packaging.py drive to check the Linux
# double-click for real (xdg-open under Xvfb) and validate the .desktop and AppStream files. Not needed to
# play: without them those tests skip, so a machine where they cannot be installed still runs the suite.
DESKTOP_TOOLS = {
    "xvfb-run": "xvfb",
    "xauth": "xauth",
    "xdg-open": "xdg-utils",
    "xdg-mime": "xdg-utils",
    "update-desktop-database": "desktop-file-utils",
    "update-mime-database": "shared-mime-info",
    "desktop-file-validate": "desktop-file-utils",
    "appstreamcli": "appstream",
}

# Libraries whose Debian package does not follow the soname rule.
PACKAGE_EXCEPTIONS = {
    "libz.so.1": "zlib1g",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgobject-2.0.so.0": "libglib2.0-0",
    "libgio-2.0.so.0": "libglib2.0-0",
    "libGLdispatch.so.0": "libglvnd0",
    "libgcc_s.so.1": "libgcc-s1",
    "libc.so.6": "libc6",
    "libm.so.6": "libc6",
    "libdl.so.2": "libc6",
    "libpthread.so.0": "libc6",
    "librt.so.1": "libc6",
    "libbrotlidec.so.1": "libbrotli1",
    "libbrotlicommon.so.1": "libbrotli1",
}
SONAME = re.compile(r"^(?P<base>lib[\w.+-]+?)\.so\.(?P<version>[\d.]+)$")
LDD_LINE = re.compile(r"^\s*(?P<name>\S+)\s+=>\s+(?P<target>.+?)(?:\s+\(0x[0-9a-f]+\))?$")


def debian_package(soname: str) -> str:
    """Debian's package for a shared library: ``libxcb-icccm.so.4`` → ``libxcb-icccm4``,
    ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0`` (a dash when the name ends in a digit)."""
    if soname in PACKAGE_EXCEPTIONS:
        return PACKAGE_EXCEPTIONS[soname]
    match = SONAME.match(soname)
    if match is None:
        raise ValueError(f"not a versioned shared library name: {soname}")
    base, version = match.group("base").lower(), match.group("version").split(".")[0]
    return f"{base}-{version}" if base[-1].isdigit() else f"{base}{version}"


def parse_ldd(output: str) -> dict[str, str | None]:
    """``ldd`` output as {soname: resolved path, or None when "not found"}."""
    libraries: dict[str, str | None] = {}
    for line in output.splitlines():
        match = LDD_LINE.match(line)
        if match is None:
            continue
        target = match.group("target").strip()
        libraries[match.group("name")] = None if target == "not found" else target
    return libraries


def plugin_paths(names: list[str] | None = None) -> list[Path]:
    import PySide6

    folder = Path(PySide6.__file__).parent / "Qt" / "plugins" / "platforms"
    files = [PLUGINS[name] for name in names or PLUGINS]
    return [folder / name for name in files if (folder / name).exists()]


def plugin_libraries(plugins: list[Path]) -> dict[str, str | None]:
    """Every library the plugins load, as ldd resolves it on this machine."""
    libraries: dict[str, str | None] = {}
    for plugin in plugins:
        result = subprocess.run(["ldd", str(plugin)], capture_output=True, text=True, check=False)
        for name, target in parse_ldd(result.stdout).items():
            if libraries.get(name) is None:
                libraries[name] = target
    return libraries


def missing_packages(libraries: dict[str, str | None]) -> list[str]:
    return sorted({debian_package(name) for name, target in libraries.items() if target is None})


def fonts_installed() -> bool:
    patterns = ("*.ttf", "*.otf", "*.pfb", "*.ttc")
    return any(
        next(folder.rglob(pattern), None) is not None
        for folder in FONT_FOLDERS
        if folder.is_dir()
        for pattern in patterns
    )


def install_line(packages: list[str]) -> str:
    return f"sudo apt-get install -y {' '.join(packages)}"


def install(packages: list[str], what: str = "Qt's system libraries") -> bool:
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    print(f"installing {what}: {' '.join(packages)}", file=sys.stderr)
    update = subprocess.run(["apt-get", "update", "-qq"], env=env, capture_output=True, check=False)
    command = ["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages]
    result = subprocess.run(command, env=env, capture_output=True, text=True, check=False)
    if update.returncode != 0 or result.returncode != 0:
        print(result.stderr.strip(), file=sys.stderr)
        return False
    return True


def can_install() -> bool:
    return shutil.which("apt-get") is not None and hasattr(os, "geteuid") and os.geteuid() == 0


def install_desktop_tools() -> None:
    """Best effort: the tests that need these skip (and say why) when they cannot be installed."""
    packages = sorted({package for tool, package in DESKTOP_TOOLS.items() if shutil.which(tool) is None})
    if packages and can_install():
        install(packages, "the desktop tests' tools")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report what is missing")
    parser.add_argument("--plugin", action="append", choices=sorted(PLUGINS), help="default: all of them")
    parser.add_argument("--desktop-tools", action="store_true", help="also install the desktop tests' tools")
    args = parser.parse_args(argv)
    if not sys.platform.startswith("linux") or shutil.which("ldd") is None:
        return 0  # Windows and macOS wheels carry every library Qt needs
    if args.desktop_tools and not args.check:
        install_desktop_tools()
    packages = missing_packages(plugin_libraries(plugin_paths(args.plugin)))
    if not fonts_installed():
        packages.append(FONT_PACKAGE)
    if not packages:
        return 0
    if not args.check and can_install() and install(packages):
        still = missing_packages(plugin_libraries(plugin_paths(args.plugin)))
        if not still:
            return 0
        packages = still
    advice = f"Install them with:\n  {install_line(packages)}"
    print(f"error: Qt needs system libraries this machine lacks. {advice}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())

"""The .wonders type as each platform's package declares it, checked here where no Windows or macOS runs:
the macOS spec's Info.plist, the Inno Setup registry entries, the Linux .desktop/MIME/AppStream files
(validated by desktop-file-validate and appstreamcli when installed, by their structure always) and
the per-user install of ``--install-desktop-integration``.
"""

from __future__ import annotations

import ast
import configparser
import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

import pytest

from wonders_desktop import desktop_integration as integration
from wonders_desktop.cli import COMMANDS, build_parser, split_save_argument
from wonders_desktop.ui.platform.paths import DESKTOP_ID

ROOT = Path(__file__).resolve().parents[1]
DESKTOP = ROOT / "resources" / "desktop"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def bundle_plist() -> dict[str, Any]:
    """The ``info_plist`` literal of the spec's BUNDLE call (the spec only runs under PyInstaller)."""
    tree = ast.parse((ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "BUNDLE":
            for keyword in node.keywords:
                if keyword.arg == "info_plist":
                    return ast.literal_eval(keyword.value)
    raise AssertionError("no BUNDLE(info_plist=...) in packaging/wonders.spec")


def test_the_macos_bundle_declares_and_owns_the_save_type() -> None:
    plist = bundle_plist()
    (document,) = plist["CFBundleDocumentTypes"]
    (exported,) = plist["UTExportedTypeDeclarations"]
    assert document["LSItemContentTypes"] == [exported["UTTypeIdentifier"]]
    assert document["CFBundleTypeRole"] in ("Editor", "Viewer") and document["LSHandlerRank"] == "Owner"
    assert exported["UTTypeTagSpecification"]["public.filename-extension"] == ["wonders"]
    assert exported["UTTypeTagSpecification"]["public.mime-type"] == ["application/x-wonders-save"]
    assert "public.json" in exported["UTTypeConformsTo"]


def test_the_bundle_keeps_the_desktop_files_and_no_qt_network() -> None:
    """The hand-over to the running copy is the standard library's: QtNetwork stays out of the bundle."""
    spec = importlib.util.spec_from_file_location("bundle_filter", ROOT / "packaging" / "bundle_filter.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert not module.keep_binary("PySide6/Qt/lib/libQt6Network.so.6")
    assert not module.keep_binary("PySide6/QtNetwork.abi3.so")
    assert not module.keep_binary("PySide6/Qt/plugins/tls/libqopensslbackend.so")
    for name in (f"{DESKTOP_ID}.desktop", f"{DESKTOP_ID}.metainfo.xml", f"{DESKTOP_ID}.mime.xml"):
        assert module.keep_data(f"resources/desktop/{name}")
    spec_text = (ROOT / "packaging" / "wonders.spec").read_text(encoding="utf-8")
    unused = spec_text[spec_text.index("UNUSED = [") : spec_text.index("]", spec_text.index("UNUSED = ["))]
    assert '"PySide6.QtNetwork"' in unused


def iss_sections() -> dict[str, list[str]]:
    sections: dict[str, list[str]] = {}
    current = ""
    for line in (ROOT / "packaging" / "windows" / "wonders.iss").read_text(encoding="utf-8").splitlines():
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            current = stripped[1:-1]
            sections.setdefault(current, [])
        elif stripped and not stripped.startswith(";"):
            sections.setdefault(current, []).append(stripped)
    return sections


def iss_entry(line: str) -> dict[str, str]:
    """``Root: HKA; Subkey: "..."; ...`` as a dict ('""' inside a quoted value is one quote)."""
    fields: dict[str, str] = {}
    rest = line
    while rest:
        key, _, rest = rest.partition(":")
        rest = rest.lstrip()
        if rest.startswith('"'):
            value, index = "", 1
            while True:
                if rest[index] == '"' and rest[index + 1 : index + 2] == '"':
                    value, index = value + '"', index + 2
                elif rest[index] == '"':
                    break
                else:
                    value, index = value + rest[index], index + 1
            rest = rest[index + 1 :]
        else:
            value, _, rest = rest.partition(";")
            rest = ";" + rest
        fields[key.strip()] = value.strip()
        rest = rest.lstrip().removeprefix(";").lstrip()
    return fields


def test_the_windows_installer_registers_the_save_type_and_removes_it() -> None:
    sections = iss_sections()
    assert "ChangesAssociations=yes" in sections["Setup"]
    entries = [iss_entry(line) for line in sections["Registry"]]
    by_key = {(entry["Subkey"], entry["ValueName"]): entry for entry in entries}
    progid = by_key[("Software\\Classes\\.wonders", "")]["ValueData"]
    command = by_key[(f"Software\\Classes\\{progid}\\shell\\open\\command", "")]["ValueData"]
    assert command == '"{app}\\WondersDesktop.exe" "%1"'
    assert by_key[(f"Software\\Classes\\{progid}\\DefaultIcon", "")]["ValueData"].startswith("{app}\\")
    for entry in entries:
        assert entry["Root"] == "HKA"  # per user without admin rights, per machine with them
        under_ours = entry["Subkey"].startswith(f"Software\\Classes\\{progid}\\")
        assert under_ours or "uninsdelete" in entry.get("Flags", ""), entry  # the uninstall removes it


def desktop_entry() -> configparser.RawConfigParser:
    parser = configparser.RawConfigParser(delimiters=("=",), interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP / f"{DESKTOP_ID}.desktop", encoding="utf-8")
    return parser


def test_the_desktop_file_opens_saves_with_the_app() -> None:
    entry = desktop_entry()["Desktop Entry"]
    assert entry["Type"] == "Application" and entry["Icon"] == DESKTOP_ID
    assert entry["Exec"] == "wonders %f" and entry["MimeType"] == "application/x-wonders-save;"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    assert {"Name", "Comment", "Comment[pt_BR]", "Comment[es]"} <= set(entry)


def test_the_mime_type_claims_the_wonders_extension() -> None:
    root = ElementTree.parse(DESKTOP / f"{DESKTOP_ID}.mime.xml").getroot()
    (mime,) = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == "application/x-wonders-save"
    assert [glob.get("pattern") for glob in mime.findall(f"{MIME_NS}glob")] == ["*.wonders"]


def test_the_appstream_metadata_names_the_app_and_its_save_type() -> None:
    root = ElementTree.parse(DESKTOP / f"{DESKTOP_ID}.metainfo.xml").getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == DESKTOP_ID
    assert root.findtext("launchable") == f"{DESKTOP_ID}.desktop"
    assert root.findtext("provides/mediatype") == "application/x-wonders-save"
    assert root.findtext("project_license") == "MIT" and root.findtext("metadata_license")
    version = (ROOT / "pyproject.toml").read_text(encoding="utf-8").split('version = "')[1].split('"')[0]
    assert root.find("releases/release").get("version") == version  # type: ignore[union-attr]  # the release element is asserted by the AppStream validation above


@pytest.mark.parametrize(
    ("tool", "arguments"),
    [
        ("desktop-file-validate", [str(DESKTOP / f"{DESKTOP_ID}.desktop")]),
        ("appstreamcli", ["validate", "--no-net", str(DESKTOP / f"{DESKTOP_ID}.metainfo.xml")]),
    ],
)
def test_the_freedesktop_validators_accept_the_files(tool: str, arguments: list[str]) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (apt-get install desktop-file-utils appstream)")
    result = subprocess.run([tool, *arguments], capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stdout + result.stderr


def test_install_puts_every_file_in_the_users_data_folder_and_uninstall_removes_them(tmp_path: Path) -> None:
    home = tmp_path / "share"
    written = integration.install(home, ["/opt/My Games/WondersDesktop"])
    assert {path.relative_to(home).as_posix() for path in written} == {
        f"applications/{DESKTOP_ID}.desktop",
        f"mime/packages/{DESKTOP_ID}.xml",
        f"metainfo/{DESKTOP_ID}.metainfo.xml",
        f"icons/hicolor/scalable/apps/{DESKTOP_ID}.svg",
        "icons/hicolor/scalable/mimetypes/application-x-wonders-save.svg",
    }
    text = (home / "applications" / f"{DESKTOP_ID}.desktop").read_text(encoding="utf-8")
    assert 'Exec="/opt/My Games/WondersDesktop" %f' in text.splitlines()
    assert "TryExec=/opt/My Games/WondersDesktop" in text.splitlines()
    assert integration.uninstall(home) and not any(path.is_file() for path in home.rglob("*"))


def test_the_install_command_is_the_one_that_started_it() -> None:
    command = integration.launch_command()
    assert command[-2:] == ["-m", "wonders_desktop"] or Path(command[0]).name.startswith("wonders")


# --- the command line: a save argument never shadows a subcommand -----------------------------------
def test_the_subcommand_list_is_the_parsers() -> None:
    parser = build_parser()
    (subparsers,) = [action for action in parser._actions if action.dest == "command"]
    assert set(COMMANDS) == set(subparsers.choices)  # type: ignore[arg-type]  # argparse types choices loosely; the subcommands parser holds a dict


@pytest.mark.parametrize(
    ("argv", "rest", "save"),
    [
        (["game.wonders"], [], "game.wonders"),
        (["--lang", "es", "old.JSON"], ["--lang", "es"], "old.JSON"),
        (["--lang", "check.wonders"], ["--lang", "check.wonders"], None),  # the language's value
        (["check", "a.json"], ["check", "a.json"], None),
        (["inspect", "x.wonders"], ["inspect", "x.wonders"], None),
        (["simulate", "--game", "duel"], ["simulate", "--game", "duel"], None),
        (["chek"], ["chek"], None),
        ([], [], None),
    ],
)
def test_the_save_argument_is_told_from_subcommands(
    argv: list[str], rest: list[str], save: str | None
) -> None:
    left, found = split_save_argument(argv, COMMANDS)
    assert left == rest and (str(found) if found else None) == save

"""The committed ``.ts`` files hold exactly the strings of the code (else: tools/update_translations.py)."""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from wonders_desktop.languages import TRANSLATED_CODES

ROOT = Path(__file__).resolve().parents[2]

Key = tuple[str, str, str, bool]


def update_tool() -> ModuleType:
    path = ROOT / "tools" / "update_translations.py"
    spec = importlib.util.spec_from_file_location("update_translations", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def message_keys(path: Path) -> set[Key]:
    keys: set[Key] = set()
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source, comment = message.findtext("source") or "", message.findtext("comment") or ""
            keys.add((name, source, comment, message.get("numerus") == "yes"))
    return keys


@pytest.mark.parametrize("language", TRANSLATED_CODES)
def test_ts_files_are_in_sync_with_the_code(tmp_path: Path, language: str) -> None:
    tool = update_tool()
    if tool.lupdate_problem():  # an older lupdate reads plural forms differently: nothing to compare
        pytest.skip(tool.lupdate_problem())
    committed = ROOT / "translations" / f"wonders_{language}.ts"
    copy = tmp_path / committed.name
    shutil.copy(committed, copy)
    command = [*tool.tool("lupdate"), "-no-obsolete", "-locations", "relative", "-source-language", "en"]
    command += ["-target-language", language, *tool.python_sources(), "-ts", str(copy)]
    subprocess.run(command, cwd=ROOT, capture_output=True, check=True)
    added = message_keys(copy) - message_keys(committed)
    removed = message_keys(committed) - message_keys(copy)
    assert not added and not removed, (
        f"run tools/update_translations.py: new {sorted(added)[:5]}, gone {sorted(removed)[:5]}"
    )

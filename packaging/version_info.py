"""The Windows version resource (file properties) of the frozen executable, from the package version."""

from __future__ import annotations

import re
from pathlib import Path

TEMPLATE = """# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(filevers={tuple}, prodvers={tuple}, mask=0x3f, flags=0x0, OS=0x40004,
                    fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
      StringStruct('CompanyName', 'wonders_desktop'),
      StringStruct('FileDescription', 'Wonders Desktop - the 7 Wonders family, offline'),
      StringStruct('FileVersion', '{text}'),
      StringStruct('InternalName', 'WondersDesktop'),
      StringStruct('OriginalFilename', 'WondersDesktop.exe'),
      StringStruct('ProductName', 'Wonders Desktop'),
      StringStruct('ProductVersion', '{text}')])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def package_version(root: Path) -> str:
    text = (root / "wonders_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r'__version__ = "([^"]+)"', text)
    if match is None:
        raise ValueError("wonders_desktop/__init__.py has no __version__")
    return match.group(1)


def write_windows_version_file(root: Path) -> str:
    version = package_version(root)
    numbers = [int(part) for part in re.findall(r"\d+", version)[:4]]
    numbers += [0] * (4 - len(numbers))
    target = root / "build" / "version_info.txt"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(TEMPLATE.format(tuple=tuple(numbers), text=version), encoding="utf-8")
    return str(target)

"""What the app is built from and under which licence: the About box lists it, and the texts ship in
``resources/licenses/`` (the PyInstaller spec bundles ``resources/`` whole, a wheel copies it).

Qt and PySide6 come under the LGPLv3, whose notice must travel with the bundle: the full LGPLv3 text,
and the GPLv3 it builds on. Everything else the frozen app carries is MIT or the PSF licence.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from wonders_desktop.ui.platform.paths import resources_dir

LICENSES_FOLDER = "licenses"


@dataclass(frozen=True, slots=True)
class Component:
    name: str
    licence: str  # SPDX identifier
    url: str
    files: tuple[str, ...]  # in resources/licenses/, shown in this order


LGPL_FILES = ("LGPL-3.0.txt", "GPL-3.0.txt")
OURS = Component("Wonders", "MIT", "", ("wonders.txt",))
GITHUB = "https://github.com/"
COMPONENTS: tuple[Component, ...] = (
    OURS,
    Component("Qt 6", "LGPL-3.0-only", "https://www.qt.io/download-open-source", LGPL_FILES),
    Component(
        "Qt for Python (PySide6, Shiboken6)", "LGPL-3.0-only", "https://doc.qt.io/qtforpython-6/", LGPL_FILES
    ),
    Component("pydantic", "MIT", GITHUB + "pydantic/pydantic", ("pydantic.txt",)),
    Component("pydantic-core", "MIT", GITHUB + "pydantic/pydantic-core", ("pydantic-core.txt",)),
    Component("platformdirs", "MIT", GITHUB + "tox-dev/platformdirs", ("platformdirs.txt",)),
    Component("annotated-types", "MIT", GITHUB + "annotated-types/annotated-types", ("annotated-types.txt",)),
    Component("typing-inspection", "MIT", GITHUB + "pydantic/typing-inspection", ("typing-inspection.txt",)),
    Component("typing_extensions", "PSF-2.0", GITHUB + "python/typing_extensions", ("typing-extensions.txt",)),  # noqa: E501
    Component("Python", "PSF-2.0", "https://www.python.org/", ("python.txt",)),
)

QT_SOURCES = "https://download.qt.io/official_releases/"
LGPL_URL = "https://www.gnu.org/licenses/lgpl-3.0.html"


def licence_path(name: str) -> Path:
    return resources_dir() / LICENSES_FOLDER / name


def licence_text(component: Component) -> str:
    """The component's licence texts, one after the other ("" for a file missing from a broken install)."""
    texts = []
    for name in component.files:
        try:
            texts.append(licence_path(name).read_text(encoding="utf-8"))
        except OSError:
            continue
    return "\n\n".join(texts)

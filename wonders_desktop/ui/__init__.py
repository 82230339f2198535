"""The Qt application: the only package that imports PySide6. Views render; the engine decides."""

from wonders_desktop.ui.platform import qtfix as _qtfix  # noqa: F401 - must run before any other Qt call

__all__: list[str] = []

"""The Qt application: the only package that imports PySide6. Views render; the engine decides."""

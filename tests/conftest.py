"""Qt runs on the offscreen platform in every test; nothing needs a screen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WONDERS_TESTING", "1")

"""Qt runs on the offscreen platform in every test; nothing needs a screen.

Hypothesis draws the same examples on every run (``derandomize``): the suite that passed on a clone
passes in CI, and a property test's failure is reproducible from the commit alone. To explore with
fresh random examples, run ``pytest --hypothesis-profile=explore``.
"""

import os

from hypothesis import settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WONDERS_TESTING", "1")

settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

"""``python -m wonders_desktop.training``: see ``wonders_desktop.training.cli``."""

import sys

from wonders_desktop.training.cli import main

sys.exit(main())

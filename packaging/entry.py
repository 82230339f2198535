"""Entry script of the frozen app: the same CLI as ``python -m wonders_desktop``."""

import sys

from wonders_desktop.cli import main

if __name__ == "__main__":
    sys.exit(main())

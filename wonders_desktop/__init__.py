"""wonders_desktop: the 7 Wonders family as an offline desktop app."""

__version__ = "0.1.0"

"""Per-game tables plugged into the shell (see ``base.py``); ``generic`` plays any game."""

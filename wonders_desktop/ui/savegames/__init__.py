"""Saved games: the files (untrusted input), autosaves, the saved-games page, replays."""

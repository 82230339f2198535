"""The player's statistics, Qt-free: the SQLite store of finished games and the numbers made from it.

The engine never imports this package; the UI (``ui/statistics``) fills it and shows it.
"""

"""The toy game's UI package: only its words and log lines (it plays on the generic table).

Registered by ``tests/ui/conftest.py`` in ``ui/views/parts.PACKAGES``, as a game kept outside the app
declares its UI: shared UI reads it through ``game_ui`` like any game's package.
"""

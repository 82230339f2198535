"""The app shell: the window, the controller that owns a game, bot workers, settings, theme."""

"""The window: the main window, its menus and pages, watching bots, opening files, the app entry."""

"""The dialogs and pages around a game: new game, settings, rules, score sheet."""

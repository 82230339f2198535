"""The game session: the controller that owns one game, the bot driver, the game log, takebacks."""

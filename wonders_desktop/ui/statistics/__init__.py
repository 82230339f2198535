"""The player's statistics: a local history of finished games (SQLite) and the page that shows it."""

"""The rules of every game, in pure Python. Nothing under this package may import Qt."""

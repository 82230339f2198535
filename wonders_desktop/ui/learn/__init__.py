"""Learn to play: a guided first game of each game on the real table (issue 38, item 1).

``script`` holds a guided game as data (each game writes its own in ``ui/views/<game>/learn.py``),
``progress`` remembers where the player stands, ``overlay`` draws the bubble and the highlighted hole,
``guide`` runs a script against the controller's signals. The window starts and resumes the guided
games (``window/learn_entry.py``); no module here names a game.
"""

"""Training the bots' learned values: ``python -m wonders_desktop.training duel --out DIR``.

Not part of the app: nothing under ``wonders_desktop`` outside this package imports it, the bundle
leaves it out, and its fit stage needs numpy (``pip install -e .[train]``), which the app never does.
"""

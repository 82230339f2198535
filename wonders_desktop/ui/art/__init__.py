"""The art kit every game table is drawn with: game icons, card and token painting, card widgets.

Qt only, no game rules: a table builds ``CardFace``s from the engine's data and the kit draws them.
See ``docs/architecture.md`` ("The art kit") for the API in a few lines.
"""

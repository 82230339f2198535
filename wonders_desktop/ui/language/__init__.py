"""Words: translations, data names, card texts, move and event phrases shared by every game."""

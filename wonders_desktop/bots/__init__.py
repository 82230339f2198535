"""Bots for every game, behind one small interface (``base.Bot``). Never imports Qt."""

from wonders_desktop.bots.base import Bot, BotCancelled, CancelToken
from wonders_desktop.bots.registry import BOT_LEVELS, make_bot

__all__ = ["BOT_LEVELS", "Bot", "BotCancelled", "CancelToken", "make_bot"]

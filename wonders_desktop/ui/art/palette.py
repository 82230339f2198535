"""Colours of the drawn table: card frames per card type, token colours, states — light and dark.

The card frame keeps the printed colour code of each card type (``theme.CARD_COLOURS``, the one source
of those colours), so players recognise a card at once; the body is a quiet tint of the table's surface,
and every type also carries its colour-blind symbol (``cb_<type>`` in ``resources/icons/game``), as the
2nd-edition cards print one. ``art_palette()`` follows the theme the app applied (``theme.current()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtGui import QColor

from wonders_desktop.ui.platform import theme

# The card types a face may name: the printed colours of every game, plus the Wonder itself.
CARD_TYPES: tuple[str, ...] = ("brown", "grey", "blue", "yellow", "red", "green", "purple", "black")
WONDER = "wonder"
ALL_TYPES: tuple[str, ...] = (*CARD_TYPES, WONDER)

# Shapes chosen to differ by outline alone (checked at 10 px): block, diamond, temple, coin, crossed
# swords, hexagon, star, crescent.
_CB_SYMBOL: dict[str, str] = {kind: f"cb_{kind}" for kind in CARD_TYPES}
_CB_SYMBOL[WONDER] = "pyramid"

_WONDER_FRAME = "#b08d4a"  # sandstone: the colour of the stage marker, not a card colour


def normalise_type(kind: str) -> str:
    """``gray`` is spelled ``grey`` everywhere in the kit; unknown types are a clear error."""
    kind = "grey" if kind == "gray" else kind
    if kind not in ALL_TYPES:
        raise ValueError(f"unknown card type {kind!r}; expected one of {', '.join(ALL_TYPES)}")
    return kind


def cb_symbol(kind: str) -> str:
    """The icon name of the colour-blind symbol of a card type (e.g. ``cb_brown``)."""
    return _CB_SYMBOL[normalise_type(kind)]


@dataclass(frozen=True, slots=True)
class CardColours:
    """How one card type is painted: the printed frame, the body, and the text on each."""

    frame: QColor  # the printed colour: border and title band
    frame_dark: QColor  # outline of the frame, shadows of the band
    body: QColor  # the face under the band (a tint of the table surface)
    title_text: QColor  # text and symbol on the band
    text: QColor  # text on the body
    muted: QColor  # secondary text on the body (chains, player counts)


@dataclass(frozen=True, slots=True)
class TokenColours:
    """Fill, ring and number colour of a round token."""

    fill: QColor
    ring: QColor
    text: QColor


@dataclass(frozen=True, slots=True)
class ArtPalette:
    """Every colour the painter needs, for one theme. Build it with ``art_palette()``."""

    dark: bool
    table: QColor  # behind the cards
    surface: QColor
    text: QColor
    muted: QColor
    accent: QColor  # highlight of a selectable card, focus ring
    accent_text: QColor
    border: QColor  # the edge of a panel or of an empty place
    surface_alt: QColor  # a panel set off from the surface
    shadow: QColor
    badge_free: QColor  # free build (chain, token): green
    badge_coins: QColor  # a cost in coins: gold
    badge_trade: QColor  # coins paid to neighbours: blue
    badge_blocked: QColor  # not buildable: brick red
    badge_text: QColor
    cards: dict[str, CardColours]
    tokens: dict[str, TokenColours]

    def card(self, kind: str) -> CardColours:
        return self.cards[normalise_type(kind)]

    def token(self, kind: str) -> TokenColours:
        """Colours of a token kind (``coin``, ``progress``, ``military``, ``debt``, ``diplomacy``,
        ``conflict``, ``plain``); unknown kinds get ``plain``."""
        return self.tokens.get(kind, self.tokens["plain"])


def mix(a: QColor, b: QColor, amount: float) -> QColor:
    """``a`` moved ``amount`` (0..1) of the way towards ``b``."""
    return QColor.fromRgbF(
        a.redF() + (b.redF() - a.redF()) * amount,
        a.greenF() + (b.greenF() - a.greenF()) * amount,
        a.blueF() + (b.blueF() - a.blueF()) * amount,
        1.0,
    )


def with_alpha(colour: QColor, alpha: float) -> QColor:
    """A copy of ``colour`` with the opacity ``alpha`` (0..1): the palette's colours stay shared."""
    result = QColor(colour)
    result.setAlphaF(alpha)
    return result


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG), to choose light or dark text on a colour."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = channel(colour.redF()), channel(colour.greenF()), channel(colour.blueF())
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio between two colours (1..21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def readable_on(background: QColor, light: QColor, dark: QColor) -> QColor:
    """Whichever of ``light`` and ``dark`` reads better on ``background``."""
    return light if contrast(background, light) >= contrast(background, dark) else dark


def _frame(kind: str, dark: bool) -> QColor:
    colour = QColor(_WONDER_FRAME if kind == WONDER else theme.CARD_COLOURS[kind])
    if dark and kind == "black":
        return QColor("#5a5550")  # a black frame on a dark table needs a lighter edge to be seen
    return colour.lighter(112) if dark else colour


def _card_colours(kind: str, base: theme.Palette, dark: bool) -> CardColours:
    frame = _frame(kind, dark)
    surface = QColor(base.surface)
    body = mix(surface, frame, 0.22 if dark else 0.13)
    text = QColor(base.text)
    return CardColours(
        frame=frame,
        frame_dark=frame.darker(160),
        body=body,
        title_text=readable_on(frame, QColor("#fffaf2"), QColor("#231d17")),
        text=text,
        muted=mix(text, body, 0.35),
    )


def _tokens(dark: bool) -> dict[str, TokenColours]:
    cream, ink = QColor("#fbf4e2"), QColor("#2a2118")
    spec = {
        "plain": ("#efe7da" if not dark else "#4a4138", "#b9ab96" if not dark else "#6b5f52"),
        "coin": ("#e8b730", "#8d6410"),
        "progress": ("#4f9a52", "#24532a"),
        "military": ("#b83a2e", "#5e1610"),
        "debt": ("#2f2a27", "#8a7f74"),
        "diplomacy": ("#3f74b3", "#1b3a63"),
        "conflict": ("#f1ead6", "#7d6a3f"),
    }
    result = {}
    for kind, (fill, ring) in spec.items():
        fill_colour = QColor(fill)
        result[kind] = TokenColours(fill_colour, QColor(ring), readable_on(fill_colour, cream, ink))
    return result


@cache
def _build(dark: bool) -> ArtPalette:
    base = theme.DARK if dark else theme.LIGHT
    return ArtPalette(
        dark=dark,
        table=QColor(base.window),
        surface=QColor(base.surface),
        text=QColor(base.text),
        muted=QColor(base.muted),
        accent=QColor(base.accent),
        accent_text=QColor(base.accent_text),
        border=QColor(base.border),
        surface_alt=QColor(base.surface_alt),
        shadow=QColor(0, 0, 0, 110 if dark else 60),
        badge_free=QColor("#3d8b40" if not dark else "#4f9f52"),
        badge_coins=QColor("#b8860b" if not dark else "#c9972a"),
        badge_trade=QColor("#2f6db5" if not dark else "#4a86c8"),
        badge_blocked=QColor("#a83228" if not dark else "#c24a3e"),
        badge_text=QColor("#ffffff"),
        cards={kind: _card_colours(kind, base, dark) for kind in ALL_TYPES},
        tokens=_tokens(dark),
    )


def theme_is_dark() -> bool:
    """Whether the theme the app applied (``theme.apply_theme``) is the dark one."""
    return theme.current() == theme.DARK


def art_palette(dark: bool | None = None) -> ArtPalette:
    """The palette for the dark or light theme; ``None`` follows the app's current theme."""
    return _build(theme_is_dark() if dark is None else dark)

"""An Ultraman card definition as the facts a card face shows (`CardFace`), and the colour of a card
(by its first keyword, so cards of one hero look alike on the board)."""

from __future__ import annotations

from bot.messages import t
from engine.games.ultraman.cards import CardDef
from engine.games.ultraman.text import card_text

from ..card_face import CardFace

KEYWORD_COLOURS = {
    "赛罗": (36, 92, 178),
    "泽塔": (28, 128, 150),
    "捷德": (150, 40, 48),
    "迪迦": (112, 64, 150),
    "奥特战士": (96, 104, 120),
}
DEFAULT_COLOUR = (70, 84, 110)
WEAKENED_RED = (196, 36, 36)  # the weakened power is printed in red (2.0.6a)
SEPARATOR = " · "


def card_colour(card: CardDef) -> tuple[int, int, int]:
    return next((KEYWORD_COLOURS[k] for k in card.keywords if k in KEYWORD_COLOURS), DEFAULT_COLOUR)


def keyword_line(card: CardDef) -> str:
    if card.keywords:
        return "".join(f"「{keyword}」" for keyword in card.keywords)
    return t("render.ultraman.no_keywords" if card.implemented else "render.ultraman.keywords_unknown")


def numbers_line(card: CardDef) -> str:
    """Power, support power and weakened power (2.0.6, 2.0.6a) as one line: four-digit numbers do
    not fit the round stat badges of the shared face, and a line stays readable when small."""
    parts = [(t("render.ultraman.power"), card.power), (t("render.ultraman.support_power"), card.support_power)]
    if card.weakened_power is not None:
        parts.append((t("render.ultraman.weakened_power"), card.weakened_power))
    return SEPARATOR.join(f"{label} {t('render.ultraman.unknown') if value is None else value}" for label, value in parts)


def card_face(card: CardDef) -> CardFace:
    footer = card.id
    if not card.implemented:
        footer += SEPARATOR + t("render.card.not_implemented")
    return CardFace(
        name=card.name,
        subtitle=card.name_en,
        cost=None,
        colour=card_colour(card),
        colour_name=t("render.ultraman.character") + SEPARATOR + keyword_line(card),
        type_line=numbers_line(card),
        text=card_text(card),
        footer=footer,
        practice=card.practice,
    )

"""An Underworld card definition as the facts a card face shows (`CardFace`), and the faction
colours the board shares (G:派系和颜色 p7)."""

from __future__ import annotations

from bot.messages import t
from engine.games.underworld.card_text import card_text, icons_text
from engine.games.underworld.cards import DOMAIN_NAMES, FACTION_NAMES, CardDef

from ..card_face import CardFace, Stat
from ..icons import INK, LORE, WILLPOWER

FACTION_COLOURS = {
    "yellow": (186, 146, 30), "green": (46, 128, 70), "blue": (40, 90, 170), "red": (170, 42, 46),
    "grey": (98, 104, 114), "white": (150, 140, 120), "black": (40, 40, 48), "purple": (112, 60, 146),
    "neutral": (120, 100, 80),
}  # fmt: skip
REGION_COLOUR = (150, 118, 40)  # regions have no faction: the gold of their score diamond (G:分数 p4)
SEPARATOR = " · "


def card_colour(card: CardDef) -> tuple[int, int, int]:
    return FACTION_COLOURS[card.faction] if card.faction else REGION_COLOUR


def _colour_name(card: CardDef) -> str:
    if card.faction is None:
        return t("render.underworld.region")
    parts = [t("render.underworld.faction", faction=FACTION_NAMES[card.faction])]
    if card.loyalty:
        icons = "".join(FACTION_NAMES.get(need) or DOMAIN_NAMES[need] for need in card.loyalty)
        parts.append(t("render.underworld.loyalty", icons=icons))
    return SEPARATOR.join(parts)


def _text(card: CardDef) -> str:
    """Ability icons and magic domains first (printed beside the art), then the rules text."""
    lines = []
    if card.icons or card.white_icons:
        lines.append(t("render.underworld.icons_line", icons=icons_text(card.icons, card.white_icons)))
    if card.domains:
        lines.append(t("render.underworld.domains_line", domains="、".join(DOMAIN_NAMES[d] for d in card.domains)))
    text = card_text(card)
    return "\n".join([*lines, text] if text else lines)


def _stats(card: CardDef) -> tuple[Stat, ...]:
    if card.basic_type == "region":
        return (Stat(INK, card.cap, t("render.underworld.cap")), Stat(LORE, card.score, t("render.underworld.score_label")))
    if card.defence is not None:
        return (Stat(WILLPOWER, card.defence, t("render.underworld.defence")),)
    return ()


def card_face(card: CardDef) -> CardFace:
    footer = [card.id, card.set]
    if card.unique:
        footer.append(t("render.underworld.unique"))
    if not card.implemented:
        footer.append(t("render.card.not_implemented"))
    return CardFace(
        name=card.name,
        subtitle=None,
        cost=card.cost,
        colour=card_colour(card),
        colour_name=_colour_name(card),
        type_line=card.type_line + (t("render.underworld.cost_x") if card.cost_x else ""),
        text=_text(card),
        footer=SEPARATOR.join(footer),
        stats=_stats(card),
    )

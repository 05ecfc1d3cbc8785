"""A 三国智 card definition as the facts a card face shows (`CardFace`), and the colour of a card
on the board: a General's by its first faction (410), any other card's by its type (401.1)."""

from __future__ import annotations

from bot.messages import t
from engine.core.messages import t as engine_t
from engine.games.sanguozhi.cards import CardDef
from engine.games.sanguozhi.text import card_name, card_text, facts

from ..card_face import CardFace, Stat
from ..icons import LORE, STRENGTH, WILLPOWER

FACTION_COLOURS = {
    "汉军": (176, 140, 40), "曹操军": (44, 84, 160), "孙权军": (164, 44, 48), "刘备军": (40, 124, 70),
    "吕布军": (110, 60, 140),
}  # fmt: skip
TYPE_COLOURS = {
    "general": (96, 100, 110), "stratagem": (30, 110, 120), "treasure": (150, 110, 30), "authority": (110, 96, 80),
    "formation": (130, 80, 50), "event": (80, 70, 120), "unknown": (120, 120, 120),
}  # fmt: skip
SEPARATOR = " · "


def card_colour(card: CardDef) -> tuple[int, int, int]:
    faction = next((FACTION_COLOURS[f] for f in card.factions if f in FACTION_COLOURS), None)
    return faction if card.type == "general" and faction else TYPE_COLOURS[card.type]


def type_label(card: CardDef) -> str:
    return engine_t(f"sanguozhi.type.{card.type}")


def card_face(card: CardDef) -> CardFace:
    """The printed facts (400.2) as lines above the rules text; a General's ATK/HP/INT as stats."""
    lines = [f"{label}：{value}" for label, value in facts(card)]
    text = card_text(card)
    stats = ()
    if card.type == "general" and card.attack is not None:
        stats = (Stat(STRENGTH, card.attack, engine_t("sanguozhi.stat.attack")),
                 Stat(WILLPOWER, card.health, engine_t("sanguozhi.stat.health")),
                 Stat(LORE, card.intelligence, engine_t("sanguozhi.stat.intelligence")))  # fmt: skip
    footer = card.id + ("" if card.implemented else SEPARATOR + t("render.card.not_implemented"))
    return CardFace(
        name=card_name(card.id),
        subtitle=card.name_en,
        cost=None,
        colour=card_colour(card),
        colour_name=SEPARATOR.join([type_label(card), *card.factions]),
        type_line=SEPARATOR.join([type_label(card), *card.troops, *card.traits]),
        text="\n".join([*lines, text] if text else lines),
        footer=footer,
        stats=stats,
        practice=card.practice,
    )

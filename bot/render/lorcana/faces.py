"""A Lorcana card definition as the facts a card face shows (`CardFace`)."""

from __future__ import annotations

from bot.messages import t
from engine.games.lorcana.card_text import TYPES, card_text
from engine.games.lorcana.cards import CardDef

from ..card_face import CardFace, Stat
from ..icons import INK, LORE, STRENGTH, WILLPOWER
from .inks import INK_COLOURS, ink_name

TYPE_SEPARATOR = " · "


def type_line(card: CardDef) -> str:
    parts = [TYPES[card.type]] + ([TYPES["song"]] if card.song else []) + list(card.classifications)
    return TYPE_SEPARATOR.join(parts)


def stats(card: CardDef) -> tuple[Stat, ...]:
    shown = []
    if card.move_cost is not None:
        shown.append(Stat(INK, card.move_cost, t("render.stat.move_cost")))
    if card.strength is not None:
        shown.append(Stat(STRENGTH, card.strength, t("render.stat.strength")))
    if card.willpower is not None:
        shown.append(Stat(WILLPOWER, card.willpower, t("render.stat.willpower")))
    if card.lore is not None:
        shown.append(Stat(LORE, card.lore, t("render.stat.lore")))
    return tuple(shown)


def card_face(card: CardDef) -> CardFace:
    footer = card.id.upper()
    if not card.implemented:
        footer += TYPE_SEPARATOR + t("render.card.not_implemented")
    return CardFace(
        name=card.name,
        subtitle=card.subtitle,
        cost=card.cost,
        inkable=card.inkable,
        colour=INK_COLOURS[card.ink],
        colour_name=ink_name(card.ink),
        type_line=type_line(card),
        stats=stats(card),
        text=card_text(card),
        footer=footer,
    )

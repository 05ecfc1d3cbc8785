"""An MTG card definition as the facts a card face shows (`CardFace`), and a card's frame colour
by its colours (CR 105.2: one colour, gold when several, grey when colourless)."""

from __future__ import annotations

from bot.messages import t
from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import CardDef
from engine.games.mtg.lookup import COLOUR_NAMES, type_line

from ..card_face import CardFace, Stat
from ..icons import STRENGTH, WILLPOWER

COLOURS = {"W": (196, 180, 130), "U": (40, 100, 180), "B": (60, 52, 60), "R": (180, 50, 40), "G": (40, 120, 60)}
MULTICOLOUR = (190, 150, 50)
COLOURLESS = (130, 130, 140)
SEPARATOR = " · "


def card_colour(card: CardDef) -> tuple[int, int, int]:
    colours = card.colours
    if len(colours) > 1:
        return MULTICOLOUR
    return COLOURS[colours[0]] if colours else COLOURLESS


def colour_name(card: CardDef) -> str:
    return "".join(COLOUR_NAMES[c] for c in card.colours) or t("render.mtg.colourless")


def card_face(card: CardDef) -> CardFace:
    stats = ()
    if card.toughness is not None:  # a power defined by an ability is printed "*" (CR 208.2a): shown as 0 here
        stats = (Stat(STRENGTH, card.power or 0, t("render.mtg.power")), Stat(WILLPOWER, card.toughness, t("render.mtg.toughness")))
    cost = t("render.mtg.mana_cost", cost=card.mana_cost) if card.mana_cost else ""
    text = card_text(card)
    footer = [card.id, t(f"render.mtg.rarity.{card.rarity}") if card.rarity else ""]
    if not card.implemented:
        footer.append(t("render.card.not_implemented"))
    return CardFace(
        name=card.name_zh or card.name,
        subtitle=card.name if card.name_zh else None,
        cost=card.mana_value if card.mana_cost else None,
        colour=card_colour(card),
        colour_name=colour_name(card),
        type_line=type_line(card),
        text="\n".join(part for part in (cost, text) if part),
        footer=SEPARATOR.join(part for part in footer if part),
        stats=stats,
    )

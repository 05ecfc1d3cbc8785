"""Lookup records: the public facts of every MTG card the engine knows, for the bot's card
lookup (the ``Game.lookup_records`` hook). Importing the Scryfall catalog comes in a later slice."""

from engine.core.messages import t

from .card_text import card_text
from .cards import CardDef, card_db

COLOUR_NAMES = {"W": "白", "U": "蓝", "B": "黑", "R": "红", "G": "绿"}


def lookup_records(catalog: list[dict]) -> list[dict]:
    return [_record(card) for card in card_db().values()]


def _record(card: CardDef) -> dict:
    colour = "".join(card.colours) or "C"
    facts = [(t("mtg.lookup.type"), type_line(card)), (t("mtg.lookup.cost"), card.mana_cost or "—"),
             (t("mtg.lookup.mana_value"), str(card.mana_value))]  # fmt: skip
    if card.power is not None:
        facts.append((t("mtg.lookup.power_toughness"), f"{card.power}/{card.toughness}"))
    return {
        "id": card.id, "name": card.name_zh or card.name, "subtitle": None, "name_en": card.name, "subtitle_en": None,
        "type": card.types[-1], "type_label": t(f"mtg.type.{card.types[-1]}"), "cost": card.mana_value,
        "colour": colour, "colour_label": "".join(COLOUR_NAMES[c] for c in card.colours) or t("mtg.lookup.colourless"),
        "implemented": card.implemented, "facts": facts, "text": card_text(card), "printed_text": card.text_zh,
    }  # fmt: skip


def type_line(card: CardDef) -> str:
    """"传奇生物～人类/骑士" in the notes' style (supertypes, card types, then subtypes)."""
    left = "".join([t(f"mtg.supertype.{s}") for s in card.supertypes] + [t(f"mtg.type.{k}") for k in card.types])
    return f"{left}～{'/'.join(card.subtypes)}" if card.subtypes else left

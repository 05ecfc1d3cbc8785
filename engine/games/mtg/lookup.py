"""Lookup records: the public facts of every MTG card, for the bot's card lookup (the
``Game.lookup_records`` hook): the built-in cards (generated Chinese text, the notes' printed text
or else the imported Oracle text) and the cards only the imported Scryfall catalog has."""

from engine.core.messages import t
from engine.core.printings import grouped_printings

from .card_text import card_text
from .cards import CardDef, card_db

COLOUR_NAMES = {"W": "白", "U": "蓝", "B": "黑", "R": "红", "G": "绿"}
TYPE_WORDS = ("land", "creature", "artifact", "enchantment", "instant", "sorcery")


def lookup_records(catalog: list[dict]) -> list[dict]:
    """One record per card, by its English name (a showcase or borderless printing is the same
    card), listing the ids of its printings."""
    imported = {entry["id"]: entry for entry in catalog}
    records = [_record(card, imported.get(card.id)) for card in card_db().values()]
    builtin = {record["id"] for record in records}
    records += [_imported(entry) for entry in catalog if entry["id"] not in builtin]
    return grouped_printings(records, lambda record: record["name_en"] or record["name"])


def _record(card: CardDef, imported: dict | None) -> dict:
    colour = "".join(card.colours) or "C"
    facts = [(t("mtg.lookup.type"), type_line(card)), (t("mtg.lookup.cost"), card.mana_cost or "—"),
             (t("mtg.lookup.mana_value"), str(card.mana_value))]  # fmt: skip
    if card.toughness is not None:  # a power defined by an ability is printed "*" (CR 208.2a)
        facts.append((t("mtg.lookup.power_toughness"), f"{'*' if card.power is None else card.power}/{card.toughness}"))
    return {
        "id": card.id, "name": card.name_zh or card.name, "subtitle": None, "name_en": card.name if card.name_zh else None,
        "subtitle_en": None,
        "type": card.types[-1], "type_label": t(f"mtg.type.{card.types[-1]}"), "cost": card.mana_value,
        "colour": colour, "colour_label": "".join(COLOUR_NAMES[c] for c in card.colours) or t("mtg.lookup.colourless"),
        "implemented": card.implemented, "facts": facts, "text": card_text(card),
        "printed_text": card.text_zh or (imported or {}).get("printed_text"), "image_url": (imported or {}).get("image_url"),
    }  # fmt: skip


def _imported(entry: dict) -> dict:
    colours = entry.get("colours") or ""
    facts = [(t("mtg.lookup.type"), entry.get("type_line") or ""), (t("mtg.lookup.cost"), entry.get("mana_cost") or "—"),
             (t("mtg.lookup.mana_value"), str(entry.get("mana_value", 0)))]  # fmt: skip
    return {
        "id": entry["id"], "name": entry["name"], "subtitle": None,
        "name_en": entry["name_en"] if entry.get("name_en") != entry["name"] else None, "subtitle_en": None,
        "type": entry.get("type"), "type_label": t(f"mtg.type.{entry['type']}") if entry.get("type") in TYPE_WORDS else None,
        "cost": entry.get("mana_value"), "colour": colours or "C",
        "colour_label": "".join(COLOUR_NAMES.get(c, c) for c in colours) or t("mtg.lookup.colourless"),
        "implemented": entry.get("implemented", False), "facts": facts, "text": "", "printed_text": entry.get("printed_text") or None,
        "image_url": entry.get("image_url"),
    }  # fmt: skip


def type_line(card: CardDef) -> str:
    """"传奇生物～人类/骑士" in the notes' style (supertypes, card types, then subtypes)."""
    left = "".join([t(f"mtg.supertype.{s}") for s in card.supertypes] + [t(f"mtg.type.{k}") for k in card.types])
    return f"{left}～{'/'.join(card.subtypes)}" if card.subtypes else left

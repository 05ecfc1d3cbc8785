"""Lookup records: the public facts of every Lorcana card, built-in or imported, for the bot's
card lookup (the ``Game.lookup_records`` hook). Labels follow the card anatomy of 6.2 and 6.5."""

from engine.core.messages import t
from engine.core.printings import grouped_printings

from .card_text import card_text
from .cards import CardDef, card_db
from .catalog import SET_CODES

FACT_FIELDS = ("type", "song", "ink", "cost", "inkable", "classifications", "strength", "willpower", "lore", "move_cost", "rarity")


def lookup_records(catalog: list[dict]) -> list[dict]:
    """Built-in cards (with generated text, and the printed text when imported) then imported-only
    cards (printed text only), one record per card: its name and version (2.1.1.3), with the ids
    of its printings (an enchanted or promo reprint is the same card)."""
    imported = {entry["id"]: entry for entry in catalog}
    records = [_builtin_record(card, imported.get(card.id)) for card in sorted(card_db().values(), key=release_order)]
    builtin = {record["id"] for record in records}
    records += [_record(entry, text="", printed_text=entry.get("printed_text")) for entry in catalog if entry["id"] not in builtin]
    return grouped_printings(records, lambda record: (record["name"], record["subtitle"]))


RELEASES = {code: number for number, code in SET_CODES.items()}


def release_order(card: CardDef) -> tuple[int, str]:
    """Sets in release order (the first chapter first), then collector number: among cards that
    match a search equally well, the earliest printed comes first."""
    return RELEASES.get(card.id.split("-")[0], len(RELEASES) + 1), card.id


def _builtin_record(card: CardDef, imported: dict | None) -> dict:
    facts = card.model_dump(include={"id", "name", "subtitle", "name_en", "subtitle_en", "implemented", *FACT_FIELDS})
    facts["image_url"] = (imported or {}).get("image_url")
    return _record(facts, text=card_text(card), printed_text=imported.get("printed_text") if imported else None)


def _record(card: dict, *, text: str, printed_text: str | None) -> dict:
    kind = card.get("type")
    ink = card.get("ink")
    type_label = t(f"lorcana.what.{kind}") if kind else None
    if type_label and card.get("song"):
        type_label = t("lorcana.lookup.song", type=type_label)  # 6.3.3.2
    return {
        "id": card["id"],
        "name": card["name"],
        "subtitle": card.get("subtitle"),
        "name_en": card.get("name_en"),
        "subtitle_en": card.get("subtitle_en"),
        "type": kind,
        "type_label": type_label,
        "cost": card.get("cost"),
        "colour": ink,
        "colour_label": t(f"lorcana.ink.{ink}") if ink else None,
        "implemented": bool(card.get("implemented")),
        "facts": _facts(card, type_label),
        "text": text,
        "printed_text": printed_text or None,
        "image_url": card.get("image_url"),
    }


def _facts(card: dict, type_label: str | None) -> list[tuple[str, str]]:
    facts = []

    def add(key: str, value: object) -> None:
        if value is not None and value != [] and value != "":
            facts.append((t(f"lorcana.lookup.{key}"), str(value)))

    add("type", type_label)
    add("ink", t(f"lorcana.ink.{card['ink']}") if card.get("ink") else None)
    add("cost", f"{card['cost']} ⬡" if card.get("cost") is not None else None)  # 6.2.7
    add("inkable", t("option.yes") if card.get("inkable") else t("option.no"))  # 6.2.8
    add("classifications", "·".join(card.get("classifications") or []))  # 6.2.6
    for stat, symbol in (("strength", "¤"), ("willpower", "⛉"), ("lore", "◊")):  # 6.2.9-6.2.11
        add(stat, f"{card[stat]} {symbol}" if card.get(stat) is not None else None)
    add("move_cost", f"{card['move_cost']} ⬡" if card.get("move_cost") is not None else None)  # 6.5.4
    add("rarity", t(f"lorcana.rarity.{card['rarity']}") if card.get("rarity") else None)
    return facts

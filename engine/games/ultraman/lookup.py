"""Lookup records: the public facts of every Ultraman card (the cards the rules name, the practice
cards and the community pack's cards) for the bot's card lookup (the ``Game.lookup_records`` hook).
Labels follow the card anatomy of 2.0.1-2.0.8."""

from engine.core.messages import t

from .cards import LIBRARY, CardDef, card_db
from .text import card_text


def lookup_records(catalog: list[dict]) -> list[dict]:
    """One record per card number. Ultraman has no official catalog to import (no ``read_catalog``),
    so ``catalog`` is always empty and every record carries generated text only."""
    return [_record(card) for card in card_db().values()]


def _record(card: CardDef) -> dict:
    type_label = t(f"ultraman.lookup.type.{card.type}")
    return {
        "id": card.id, "name": card.name, "subtitle": None, "name_en": card.name_en, "subtitle_en": None,
        "type": card.type, "type_label": type_label, "cost": None, "colour": None, "colour_label": None,
        "implemented": card.implemented, "facts": _facts(card, type_label), "text": card_text(card),
        "printed_text": None,
    }  # fmt: skip


def _facts(card: CardDef, type_label: str) -> list[tuple[str, str]]:
    facts = []

    def add(key: str, value: object) -> None:
        if value not in (None, "", []):
            facts.append((t(f"ultraman.lookup.{key}"), str(value)))

    add("type", type_label)  # 2.0.1
    add("origin", _origin(card))
    add("keywords", "".join(f"「{keyword}」" for keyword in card.keywords))  # 2.0.4
    add("power", card.power)  # 2.0.6
    add("support_power", card.support_power)  # 2.0.6
    add("weakened_power", card.weakened_power)  # 2.0.6a
    add("form_change_mark", "".join(f"「{keyword}」" for keyword in card.form_change_mark))  # 2.0.8
    return facts


def _origin(card: CardDef) -> str | None:
    """Where the card comes from, so a player sees a practice or pack card is not an official one."""
    if card.id in LIBRARY.pack_ids:
        return t("ultraman.lookup.origin.pack")
    if card.practice:
        return t("ultraman.lookup.origin.practice")
    return t("ultraman.lookup.origin.rules", rules="、".join(card.source_rules)) if card.source_rules else None

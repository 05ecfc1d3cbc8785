"""Lookup records: the public facts of every 三国智 card (practice cards, cards the rules name and
the community pack's cards) for the bot's card lookup (``Game.lookup_records``)."""

from engine.core.messages import t

from .cards import CardDef, card_db
from .text import card_name, card_text, facts


def lookup_records(catalog: list[dict]) -> list[dict]:
    """三国智 has no official catalog to import, so ``catalog`` is always empty."""
    return [_record(card) for card in card_db().values()]


def _record(card: CardDef) -> dict:
    return {
        "id": card.id, "name": card_name(card.id), "subtitle": None, "name_en": card.name_en, "subtitle_en": None,
        "type": card.type, "type_label": t(f"sanguozhi.type.{card.type}"), "cost": None, "colour": None,
        "colour_label": None, "implemented": card.implemented, "facts": facts(card), "text": card_text(card),
        "printed_text": None,
    }  # fmt: skip

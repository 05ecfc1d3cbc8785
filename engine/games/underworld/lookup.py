"""Lookup records: the public facts of every 隐秘世界 card, built-in or imported, for the bot's
card lookup (the ``Game.lookup_records`` hook)."""

from engine.core.messages import t

from .card_text import card_text, icons_text
from .cards import BASIC_TYPE_NAMES, DOMAIN_NAMES, FACTION_NAMES, CardDef, card_db


def lookup_records(catalog: list[dict]) -> list[dict]:
    """Built-in cards (generated text, and the printed text when imported) then imported-only
    cards (printed text only), one record per card id."""
    imported = {entry["id"]: entry for entry in catalog}
    records = [_builtin(card, imported.get(card.id)) for card in card_db().values()]
    builtin = {record["id"] for record in records}
    records += [_imported(entry) for entry in catalog if entry["id"] not in builtin]
    return records


def _record(card_id: str, name: str, kind: str | None, cost, faction: str | None, implemented: bool,
            facts: list, text: str, printed_text: str | None) -> dict:  # fmt: skip
    return {
        "id": card_id, "name": name, "subtitle": None, "name_en": None, "subtitle_en": None,
        "type": kind, "type_label": BASIC_TYPE_NAMES.get(kind or ""), "cost": cost,
        "colour": faction, "colour_label": FACTION_NAMES.get(faction or ""), "implemented": implemented,
        "facts": facts, "text": text, "printed_text": printed_text or None,
    }  # fmt: skip


def _fact(key: str, value) -> tuple[str, str] | None:
    return (t(f"underworld.lookup.{key}"), str(value)) if value not in (None, "", []) else None


def _builtin(card: CardDef, imported: dict | None) -> dict:
    loyalty = "".join(FACTION_NAMES.get(x) or DOMAIN_NAMES[x] for x in card.loyalty)
    facts = [
        _fact("type", card.type_line), _fact("faction", FACTION_NAMES.get(card.faction or "")),
        _fact("cost", "X" if card.cost_x else card.cost), _fact("loyalty", loyalty),
        _fact("defence", card.defence), _fact("icons", icons_text(card.icons, card.white_icons)),
        _fact("domains", "、".join(DOMAIN_NAMES[d] for d in card.domains)), _fact("cap", card.cap),
        _fact("score", card.score), _fact("hand_size", card.hand_size), _fact("set", card.set),
    ]  # fmt: skip
    return _record(card.id, card.name, card.basic_type, card.cost, card.faction, card.implemented,
                   [f for f in facts if f], card_text(card), imported.get("printed_text") if imported else None)  # fmt: skip


def _imported(entry: dict) -> dict:
    facts = [
        _fact("type", entry.get("type_line")), _fact("faction", FACTION_NAMES.get(entry.get("faction") or "")),
        _fact("cost", entry.get("cost")), _fact("defence", entry.get("defence")), _fact("icons", entry.get("icons")),
        _fact("domains", entry.get("domains")), _fact("cap", entry.get("cap")), _fact("score", entry.get("score")),
        _fact("set", entry.get("set")),
    ]  # fmt: skip
    return _record(entry["id"], entry["name"], entry.get("type"), entry.get("cost"), entry.get("faction"), False,
                   [f for f in facts if f], "", entry.get("printed_text"))  # fmt: skip

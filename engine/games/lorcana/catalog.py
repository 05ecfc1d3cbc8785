"""Reading the official Simplified Chinese catalog (the `full.json` and `raw.json` shapes) into
plain records for the card store, so every card can be looked up with its printed text.

Pure parsing: the bot's `tcg cards import` reads the file and stores the records. Nothing here
is ever used to write card files (those are written by hand).
"""

import re

from engine.core.errors import GameError

from .cards import card_db

SET_CODES = {1: "tfc", 2: "rotf", 3: "iti", 4: "urr"}
INKS = {"Amber": "amber", "Amethyst": "amethyst", "Emerald": "emerald", "Ruby": "ruby", "Sapphire": "sapphire", "Steel": "steel"}
TYPES = {"角色": "character", "行动": "action", "物品": "item", "地点": "location"}
IDENTIFIER = re.compile(r"^(\d+)([a-z]?)/(\w+) ZH (\w+)$")


def catalog_id(identifier: str | None) -> str | None:
    """"2/204 ZH 1" -> "tfc-002" (our card ids); other printings keep their marks:
    "8/P1 ZH 1" -> "tfcp1-008", "4a/204 ZH 3" -> "iti-004a", "26/204 ZH P2" -> "p2-026"."""
    match = IDENTIFIER.match(identifier or "")
    if not match:
        return None
    number, letter, total, set_mark = match.groups()
    base = SET_CODES.get(int(set_mark)) if set_mark.isdigit() else None
    prefix = (base or set_mark.lower()) + ("" if total == "204" else total.lower())
    return f"{prefix}-{int(number):03d}{letter}"


def _printed_text(text: str | None) -> str:
    """Catalog markup to plain text: \\名\\ story names, <关键词>, % line breaks, {E}{I}{S}{L}."""
    text = (text or "").replace("%", "\n")
    text = re.sub(r"\\([^\\]+)\\", r"【\1】", text)
    text = re.sub(r"<([^>]+)>", r"\1", text)
    for code, symbol in {"{E}": "⟳", "{I}": "⬡", "{S}": "¤", "{L}": "◊", "{W}": "⛉"}.items():
        text = text.replace(code, symbol)
    return text.strip()


def _record(entry: dict, identifier: str | None, kind: str | None, subtypes: list[str]) -> dict | None:
    card_id = catalog_id(identifier)
    if card_id is None:
        return None
    inks = entry.get("magic_ink_colors") or []
    if isinstance(inks, str):
        inks = [inks]
    if kind is None:  # full.json has no type: characters have strength, locations only willpower
        kind = "character" if entry.get("strength") is not None else "location" if entry.get("willpower") else None
    ours = card_db().get(card_id)
    return {
        "id": card_id,
        "name": (entry.get("name") or "").strip(),
        "subtitle": (entry.get("subtitle") or "").strip() or None,
        "name_en": ours.name_en if ours else None,
        "subtitle_en": ours.subtitle_en if ours else None,
        "type": kind,
        "song": "歌曲" in subtypes,
        "ink": INKS.get(inks[0]) if inks else None,
        "cost": entry.get("ink_cost"),
        "inkable": bool(entry.get("ink_convertible")),
        "strength": entry.get("strength"),
        "willpower": entry.get("willpower"),
        "lore": entry.get("quest_value"),
        "classifications": [s for s in subtypes if s and s != "歌曲"],
        "printed_text": _printed_text(entry.get("rules_text")),
        "implemented": bool(ours and ours.implemented),
    }


def read_catalog(data: object) -> list[dict]:
    """Records from either catalog shape; raises GameError for anything else."""
    if isinstance(data, dict) and isinstance(data.get("cards"), dict) and isinstance(data["cards"].get("all"), list):
        entries = [(e, e.get("card_identifier"), None, list(e.get("subtypes") or [])) for e in data["cards"]["all"]]
    elif isinstance(data, list) and data and isinstance(data[0], dict) and "Collector_Number" in data[0]:
        entries = []
        for e in data:
            subtypes = [s["name"] if isinstance(s, dict) else s for s in e.get("subtypes") or []]
            identifier = f"{e['Collector_Number']}/204 ZH {e.get('card_sets')}"
            entries.append((e, identifier, TYPES.get(e.get("type")), subtypes))
    else:
        raise GameError("lorcana.catalog.unknown_format")
    return [r for r in (_record(*entry) for entry in entries) if r is not None]

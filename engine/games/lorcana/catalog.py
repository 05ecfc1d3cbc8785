"""Reading the official Simplified Chinese catalog (the `full.json` and `raw.json` shapes) into
plain records for the card store, so every card can be looked up with its printed text. The
per-set files beside it (`sets/*.yml`, passed as companions) give every printing its English name
and subtitle and its card type, which `full.json` lacks.

Pure parsing: the bot's `tcg cards import` reads the file and stores the records. Nothing here
is ever used to write card files (those are written by hand).
"""

import re

from engine.core.errors import GameError

from .cards import card_db

SET_CODES = {1: "tfc", 2: "rotf", 3: "iti", 4: "urr"}
INKS = {"Amber": "amber", "Amethyst": "amethyst", "Emerald": "emerald", "Ruby": "ruby", "Sapphire": "sapphire", "Steel": "steel"}
TYPES = {"角色": "character", "行动": "action", "物品": "item", "地点": "location"}
SET_FILE_TYPES = {"glimmer": "character", "action": "action", "item": "item", "location": "location"}
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


RAW_PROMO = re.compile(r"^[pP]\d[/_](\d+)$")  # raw.json's promo numbers: "P1/8", "p2/14", "p4_34", "p1/3"


def raw_identifier(collector_number: str, set_mark: str, name: str, printed: dict[str, dict]) -> str:
    """raw.json's collector number as full.json's identifier: "21" in set "1" -> "21/204 ZH 1".
    Its promo numbers do not name the promo series ("p1/3" is "3/C1 ZH 2", "p3/26" is
    "26/P1 ZH 3", "p3_43" is "43/P2 ZH 3"), so the per-set files' identifiers of a card with
    this name decide when they are given; without them a promo is read as the set's P1 series, so it is still imported."""
    promo = RAW_PROMO.match(collector_number.strip())
    if not promo:
        return f"{collector_number.strip()}/204 ZH {set_mark}"
    number = int(promo.group(1))
    series = re.compile(rf"^{number}/([A-Z]\d+) ZH {re.escape(set_mark)}$")
    known = [i for i, facts in printed.items() if series.match(i) and (facts["name_zh"] or name).strip() == name]
    return known[0] if len(known) == 1 else f"{number}/P1 ZH {set_mark}"


PRINTED_IN_SET = re.compile(r"^\s*(\d+)([a-z]?)\s*/\s*204\s*$", re.IGNORECASE)  # "21/204": every set's No. 21
SET_AND_NUMBER = re.compile(r"^\s*([1-9])\s*[-－—]\s*(\d+)([a-z]?)\s*$", re.IGNORECASE)  # "1-21": set 1, No. 21


def printed_number_ids(text: str) -> list[str]:
    """"21/204" -> the No. 21 of every set, "1-21" -> "tfc-021"; "21/204 ZH 1" as ``catalog_id``."""
    exact = catalog_id(text.strip())
    if exact:
        return [exact]
    in_set = PRINTED_IN_SET.match(text)
    if in_set:
        number, letter = in_set.groups()
        return [f"{code}-{int(number):03d}{letter.lower()}" for code in SET_CODES.values()]
    set_and_number = SET_AND_NUMBER.match(text)
    if set_and_number and int(set_and_number.group(1)) in SET_CODES:
        set_mark, number, letter = set_and_number.groups()
        return [f"{SET_CODES[int(set_mark)]}-{int(number):03d}{letter.lower()}"]
    return []


def _printed_text(text: str | None) -> str:
    """Catalog markup to plain text: \\名\\ story names, <关键词>, % line breaks, {E}{I}{S}{L}."""
    text = (text or "").replace("%", "\n")
    text = re.sub(r"\\([^\\]+)\\", r"【\1】", text)
    text = re.sub(r"<([^>]+)>", r"\1", text)
    for code, symbol in {"{E}": "⟳", "{I}": "⬡", "{S}": "¤", "{L}": "◊", "{W}": "⛉"}.items():
        text = text.replace(code, symbol)
    return text.strip()


def printings(companions: list[object]) -> dict[str, dict]:
    """From the per-set files: the type and English name and subtitle of each printing, by its
    Chinese catalog identifier ("2/204 ZH 1")."""
    found = {}
    for cards in companions:
        for card in cards if isinstance(cards, list) else []:
            languages = card.get("languages") or {}
            english = languages.get("en") or {}
            facts = {
                "type": SET_FILE_TYPES.get(card.get("type")),
                "name_en": english.get("name"),
                "subtitle_en": english.get("title") or None,
                "name_zh": (languages.get("zh") or {}).get("name"),
            }
            for variant in card.get("variants") or []:
                identifier = (variant.get("ravensburger") or {}).get("zh")
                if identifier:
                    found[identifier.strip()] = facts
    return found


def _type_from_text(entry: dict, subtypes: list[str]) -> str:
    """full.json without the set files: characters have strength, locations only willpower,
    songs are actions, and an item has a named ability or an exert cost (an action has neither)."""
    if entry.get("strength") is not None:
        return "character"
    if entry.get("willpower"):
        return "location"
    text = entry.get("rules_text") or ""
    if "歌曲" not in subtypes and (re.search(r"\\[^\\]+\\", text) or "{E}" in text):
        return "item"
    return "action"


def _record(entry: dict, identifier: str | None, kind: str | None, subtypes: list[str], printed: dict) -> dict | None:
    card_id = catalog_id(identifier)
    if card_id is None:
        return None
    inks = entry.get("magic_ink_colors") or []
    if isinstance(inks, str):
        inks = [inks]
    printing = printed.get(identifier, {})
    if printing.get("name_zh") and printing["name_zh"].strip() != (entry.get("name") or "").strip():
        printing = {}  # the set file tags another card with this number ("25/P1 ZH 1"): the catalog wins
    kind = kind or printing.get("type") or _type_from_text(entry, subtypes)
    ours = card_db().get(card_id)
    return {
        "id": card_id,
        "name": (entry.get("name") or "").strip(),
        "subtitle": (entry.get("subtitle") or "").strip() or None,
        "name_en": ours.name_en if ours else printing.get("name_en"),
        "subtitle_en": ours.subtitle_en if ours else printing.get("subtitle_en"),
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
        "image_url": _image_url(entry),
    }


def _image_url(entry: dict) -> str | None:
    """The official card image's address, when the catalog gives one (linked, never downloaded)."""
    images = entry.get("image_urls")
    if isinstance(images, list) and images and isinstance(images[0], dict):
        return images[0].get("url") or None
    return None


def read_catalog(data: object, companions: list[object] = ()) -> list[dict]:
    """Records from either catalog shape (with the per-set files as ``companions`` when given);
    raises GameError for anything else."""
    printed = printings(companions)
    if isinstance(data, dict) and isinstance(data.get("cards"), dict) and isinstance(data["cards"].get("all"), list):
        entries = [(e, e.get("card_identifier"), None, list(e.get("subtypes") or [])) for e in data["cards"]["all"]]
    elif isinstance(data, list) and data and isinstance(data[0], dict) and "Collector_Number" in data[0]:
        entries = []
        for e in data:
            subtypes = [s["name"] if isinstance(s, dict) else s for s in e.get("subtypes") or []]
            identifier = raw_identifier(str(e["Collector_Number"]), str(e.get("card_sets")), (e.get("name") or "").strip(), printed)
            entries.append((e, identifier, TYPES.get(e.get("type")), subtypes))
    else:
        raise GameError("lorcana.catalog.unknown_format")
    records = [r for r in (_record(*entry, printed) for entry in entries) if r is not None]
    _fill_from_reprints(records)
    return records


def _fill_from_reprints(records: list[dict]) -> None:
    """A printing the set files do not describe (or tag wrongly) takes the English name and
    subtitle of another printing of the same card (same Chinese name and version)."""
    english = {}
    for record in records:
        if record["name_en"]:
            english.setdefault((record["name"], record["subtitle"]), (record["name_en"], record["subtitle_en"]))
    for record in records:
        if not record["name_en"] and (record["name"], record["subtitle"]) in english:
            record["name_en"], record["subtitle_en"] = english[record["name"], record["subtitle"]]

"""Reading Scryfall JSON (a card object, a list object, or a bulk file: a JSON array of cards) into
plain records for the card store, so every card can be looked up with its Oracle text.

Pure parsing: ``tcg cards import mtg FILE`` reads the file and stores the records. Nothing here
writes card files (those are written by hand).
"""

from engine.core.errors import GameError

from .cards import CardDef, card, card_db, front_id
from .chinese_names import chinese_name


def _cards(data: object) -> list | None:
    if isinstance(data, list):
        return data
    if isinstance(data, dict) and data.get("object") == "list" and isinstance(data.get("data"), list):
        return data["data"]
    if isinstance(data, dict) and data.get("object") == "card":
        return [data]
    return None


def card_id(entry: dict) -> str:
    """Our id: the set code and the collector number, three digits when it is a number ("fin-116")."""
    number = str(entry["collector_number"])
    digits = number.rstrip("b")  # a meld pair's combined face has its own entry ("99b", CR 712.4)
    return f"{entry['set'].lower()}-{int(digits):03d}{number[len(digits):]}" if digits.isdigit() else f"{entry['set'].lower()}-{number}"


def _ours(our_id: str) -> CardDef | None:
    """Our definition of the entry: a card, or the combined face written on its meld card."""
    front = card_db().get(front_id(our_id))
    return front if front is None or front.id == our_id else card(our_id)


def _faces(entry: dict, key: str) -> str:
    faces = entry.get("card_faces") or [entry]
    return " // ".join(str(face.get(key) or "") for face in faces if face.get(key)) or str(entry.get(key) or "")


def _record(entry: dict) -> dict:
    our_id = card_id(entry)
    ours = _ours(our_id)
    return {
        "id": our_id, "name": (ours.name_zh if ours and ours.name_zh else None) or chinese_name(entry["name"]) or entry["name"],
        "subtitle": None,
        "name_en": entry["name"], "subtitle_en": None, "type_line": entry.get("type_line") or _faces(entry, "type_line"),
        "type": _main_type(entry.get("type_line") or _faces(entry, "type_line")), "mana_cost": _faces(entry, "mana_cost"),
        "mana_value": int(entry.get("cmc") or 0), "colours": "".join(entry.get("colors") or []),
        "printed_text": _faces(entry, "oracle_text"), "implemented": bool(ours and ours.implemented),
        "image_url": _image_url(entry),
    }  # fmt: skip


def _image_url(entry: dict) -> str | None:
    """Scryfall's image of the card (its front face for a two-faced card): linked, never downloaded."""
    images = entry.get("image_uris") or ((entry.get("card_faces") or [{}])[0].get("image_uris")) or {}
    return images.get("normal")


def _main_type(type_line: str) -> str | None:
    left = type_line.split("—")[0].lower()
    for kind in ("creature", "land", "artifact", "enchantment", "planeswalker", "battle", "instant", "sorcery"):
        if kind in left:
            return kind
    return None


def read_catalog(data: object) -> list[dict]:
    """Records of Scryfall card objects; raises GameError for anything else."""
    cards = _cards(data)
    usable = [c for c in cards or [] if isinstance(c, dict) and c.get("object") == "card" and c.get("set") and c.get("collector_number")]
    if not usable:
        raise GameError("mtg.catalog.unknown_format")
    return [_record(entry) for entry in usable]

"""Reading the community card database (`underworld_ymsj/cards.json`: an object keyed by card id)
into plain records for the card store, so every card can be looked up with its printed text.

Pure parsing: the bot's `tcg cards import` reads the file and stores the records. Nothing here
is used to write card files (those are written by hand).
"""

from engine.core.errors import GameError

from .cards import card_db

TYPES = {"角色": "character", "事务": "affair", "附属": "attachment", "地区": "region", "秘社": "society"}
COLOURS = {"黄": "yellow", "绿": "green", "蓝": "blue", "红": "red", "灰": "grey", "白": "white", "黑": "black",
           "紫": "purple", "中立": "neutral"}  # fmt: skip


def _number(value) -> int | None:
    text = str(value or "").strip()
    return int(text) if text.isdigit() else None


def _record(entry: dict) -> dict | None:
    card_id = str(entry.get("id") or "").strip()
    name = str(entry.get("name") or "").strip()
    if not card_id or not name:
        return None
    ours = card_db().get(card_id)
    text = str(entry.get("text") or "").split("\n\nFAQ")[0].strip()
    return {
        "id": card_id,
        "name": name,
        "subtitle": None,
        "name_en": None,
        "subtitle_en": None,
        "set": entry.get("set"),
        "type_line": entry.get("type"),
        "type": TYPES.get(str(entry.get("basic-type") or "").split("/")[0]),
        "faction": COLOURS.get(entry.get("color") or ""),
        "cost": _number(entry.get("cost")),
        "defence": _number(entry.get("dfc")),
        "icons": entry.get("abl") or "",
        "domains": entry.get("magic") or "",
        "loyalty": entry.get("lyl") or "",
        "cap": _number(entry.get("req")),
        "score": _number(entry.get("sc")),
        "hand_size": _number(entry.get("hands")),
        "printed_text": text,
        "keywords": [str(k) for k in entry.get("keywords") or []],  # as printed, for deck building
        "implemented": bool(ours and ours.implemented),
    }


def read_catalog(data: object) -> list[dict]:
    """Records of the database; raises GameError for anything else."""
    if not isinstance(data, dict) or not data or not all(isinstance(v, dict) for v in data.values()):
        raise GameError("underworld.catalog.unknown_format")
    return [r for r in (_record(entry) for entry in data.values()) if r is not None]

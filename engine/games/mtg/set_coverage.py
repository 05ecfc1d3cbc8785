"""How much of each printed set the engine implements (`tcg cards stats mtg`).

A set's card list comes from outside the project: FIN's from the Scryfall export
(``../shared/data/mtg_fin/fin_scryfall_cards.json``, every card with its collector number; a meld
result such as Ragnarok has its own, ``99b``), FIC's and FCA's from the release notes' card records
(``../shared/games/mtg/seed-cards.json``, which list only the cards the notes print, ``FIC-229``).
Where the list is absent, the set is reported as unknown instead of counted against our own files.
"""

from __future__ import annotations

import json
from pathlib import Path

from .chinese_names import SEED_CARDS

SCRYFALL_FIN = SEED_CARDS.parents[2] / "data" / "mtg_fin" / "fin_scryfall_cards.json"
NOTES_SETS = ("FIC", "FCA")  # the notes number these as the cards are printed (fic-229)


def fin_id(collector_number: str) -> str:
    """"99b" -> "fin-099b", the id our card files use."""
    digits = collector_number.rstrip("abcdefghijklmnopqrstuvwxyz")
    return f"fin-{int(digits):03d}{collector_number[len(digits):]}"


def implemented_ids(cards: dict) -> set[str]:
    """Ids of the implemented cards, a meld pair's combined back face included (CR 712.4)."""
    ids = set()
    for card in cards.values():
        if not getattr(card, "implemented", True):
            continue
        ids.add(card.id)
        melded = getattr(card, "melded", None)
        if melded is not None:
            ids.add(melded.id)
    return ids


def set_lists(scryfall: Path | None = None, seed_cards: Path | None = None) -> list[dict]:
    """Per set: ``set``, ``source`` and ``cards`` ([(id, English name)]), or ``absent`` (the path)."""
    scryfall = scryfall or SCRYFALL_FIN
    seed_cards = seed_cards or SEED_CARDS
    sets: list[dict] = []
    if scryfall.exists():
        printed = json.loads(scryfall.read_text(encoding="utf-8"))
        cards = sorted((fin_id(c["collector_number"]), c["name"]) for c in printed)
        sets.append({"set": "FIN", "source": scryfall.name, "cards": cards})
    else:
        sets.append({"set": "FIN", "absent": str(scryfall)})
    notes = json.loads(seed_cards.read_text(encoding="utf-8"))["cards"] if seed_cards.exists() else None
    for code in NOTES_SETS:
        if notes is None:
            sets.append({"set": code, "absent": str(seed_cards)})
            continue
        cards = sorted((c["id"].lower(), c.get("name_en") or c["name_zh"]) for c in notes if c["set_code"] == code)
        sets.append({"set": code, "source": seed_cards.name, "cards": cards})
    return sets


def coverage(cards: dict, sets: list[dict]) -> list[dict]:
    """Per set: ``total``, ``implemented`` and the ``missing`` cards, or ``absent`` as given."""
    ours = implemented_ids(cards)
    rows = []
    for entry in sets:
        if "absent" in entry:
            rows.append(entry)
            continue
        missing = [(card_id, name) for card_id, name in entry["cards"] if card_id not in ours]
        rows.append({"set": entry["set"], "source": entry["source"], "total": len(entry["cards"]),
                     "implemented": len(entry["cards"]) - len(missing), "missing": missing})  # fmt: skip
    return rows

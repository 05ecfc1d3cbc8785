"""Read access to the official catalog in ../shared/data/lorcana for cross-checks (tests only).

The catalog is never copied into the project; tests that need it skip with a reason when it is
absent.
"""

import json
from functools import cache
from pathlib import Path

import pytest

DATA = Path(__file__).resolve().parents[3].parent / "shared" / "data" / "lorcana"
SET_CODES = {"tfc": 1, "rotf": 2, "iti": 3, "urr": 4}
# Promo printings we have card files for: the per-set file that holds the printing (the card's
# home set). Their catalog entry may carry only flavour text (p2-026, a vanilla character).
PROMO_HOMES = {"p2": "arc"}
INKS = {"Amber": "amber", "Amethyst": "amethyst", "Emerald": "emerald", "Ruby": "ruby", "Sapphire": "sapphire", "Steel": "steel"}


def require_catalog() -> Path:
    if not (DATA / "zh_catalog_full.json").exists():
        pytest.skip(f"the Lorcana catalog is not available at {DATA}")
    return DATA


@cache
def zh_catalog() -> dict[str, dict]:
    """Catalog entries by card_identifier, e.g. "2/204 ZH 1"."""
    cards = json.loads((require_catalog() / "zh_catalog_full.json").read_text(encoding="utf-8"))
    return {card["card_identifier"]: card for card in cards["cards"]["all"]}


@cache
def set_file(code: str, printing: str | None = None) -> dict[int, dict]:
    """The per-set file's cards by collector number in that set (first printing only), or in the
    promo `printing` it also holds ("p2")."""
    yaml = pytest.importorskip("yaml")
    path = require_catalog() / "sets" / f"{code}.yml"
    found = {}
    for card in yaml.safe_load(path.read_text(encoding="utf-8")):
        for variant in card["variants"]:
            if variant["set"] == (printing or code):
                found.setdefault(variant["id"], {**card, "rarity": variant["rarity"]})
    return found


def catalog_entry(card_id: str) -> tuple[dict, dict]:
    """(zh catalog entry, set file entry) for one of our card ids like "tfc-002" or "iti-004a"."""
    code, number = card_id.split("-")
    if code in PROMO_HOMES:
        return zh_catalog()[f"{int(number)}/204 ZH {code.upper()}"], set_file(PROMO_HOMES[code], printing=code)[int(number)]
    digits, letter = number.rstrip("abcdefghijklmnopqrstuvwxyz"), number.lstrip("0123456789")
    set_number = SET_CODES[code]
    total = {1: 204, 2: 204, 3: 204, 4: 204}[set_number]
    return zh_catalog()[f"{int(digits)}{letter}/{total} ZH {set_number}"], set_file(code)[int(digits)]

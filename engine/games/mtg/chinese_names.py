"""Chinese card names from the release notes, for cards the engine does not implement yet.

The notes name every card of the release in Chinese; the MTG digest's extraction of them
(``../shared/games/mtg/seed-cards.json``) is turned into ``cards/mtg/chinese_names.tsv`` (English
name, Chinese name), which ships, so an imported Scryfall card shows and is found by its Chinese
name. ``python -m engine.games.mtg.chinese_names [SEED_CARDS]`` rewrites the file; a test checks it
against the extraction when that is present.
"""

from __future__ import annotations

import json
import sys
from functools import cache
from pathlib import Path

from engine.core.game import CARDS_ROOT

NAMES_FILE = CARDS_ROOT / "mtg" / "chinese_names.tsv"
SEED_CARDS = CARDS_ROOT.parent.parent / "shared" / "games" / "mtg" / "seed-cards.json"
FACES = " // "  # Scryfall's name of a card with two faces


@cache
def chinese_names() -> dict[str, str]:
    lines = NAMES_FILE.read_text(encoding="utf-8").splitlines()
    return dict(line.split("\t") for line in lines if line and not line.startswith("#"))


def chinese_name(name_en: str) -> str | None:
    """"Cloud, Midgar Mercenary" -> "米德加佣兵克劳德"; both faces of a two-faced card, or None."""
    names = [chinese_names().get(face) for face in name_en.split(FACES)]
    return FACES.join(names) if all(names) else None


def derive(seed_cards: list[dict]) -> str:
    """The file's text from the extraction's cards (each face of a two-faced card on its own line)."""
    pairs: dict[str, str] = {}
    for card in seed_cards:
        for face in [card, *(card.get("faces") or [])]:
            if face.get("name_en") and face.get("name_zh"):
                pairs.setdefault(face["name_en"], face["name_zh"])
    header = "# English name\tChinese name, from the release notes (engine/games/mtg/chinese_names.py)\n"
    return header + "".join(f"{en}\t{zh}\n" for en, zh in sorted(pairs.items()))


def main(argv: list[str]) -> int:
    source = Path(argv[0]) if argv else SEED_CARDS
    NAMES_FILE.write_text(derive(json.loads(source.read_text(encoding="utf-8"))["cards"]), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

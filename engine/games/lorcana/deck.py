"""Deck lists and deck construction (2.1.1): at least 60 cards, at most two inks, at most four
copies of a full name unless the card says otherwise. Every problem is reported at once."""

import re
from collections import Counter

from engine.core.decklist import read_deck
from engine.core.messages import t

from .cards import CardDef, card_db

MIN_DECK = 60
MAX_INKS = 2


def _key(text: str) -> str:
    return re.sub(r"[\s\-—–－·•'’!！,，.。]+", "", text).lower()


def name_index() -> dict[str, str]:
    """Full names in Chinese and English, normalised, to card ids."""
    index = {}
    for card in card_db().values():
        index[_key(card.full_name)] = card.id
        index[_key(f"{card.name_en}{card.subtitle_en or ''}")] = card.id
    return index


def parse_deck(text: str) -> list[str]:
    # "4 名称——副标题", "4 Name - Subtitle", "4x Name", "名称 x4"
    index = name_index()
    return read_deck(text, lambda name: index.get(_key(name)), "lorcana.deck.line", deck_problems)


def deck_problems(card_ids: list[str], for_play: bool = True) -> list[str]:
    db = card_db()
    problems = []
    if len(card_ids) < MIN_DECK:
        problems.append(t("lorcana.deck.too_small", count=len(card_ids)))
    inks = sorted({db[c].ink for c in card_ids})
    if len(inks) > MAX_INKS:
        names = "、".join(t(f"lorcana.ink.{ink}") for ink in inks)
        problems.append(t("lorcana.deck.too_many_inks", count=len(inks), inks=names))
    by_name: Counter[str] = Counter(db[c].full_name for c in card_ids)
    limits: dict[str, CardDef] = {db[c].full_name: db[c] for c in card_ids}
    for full_name, count in sorted(by_name.items()):
        limit = limits[full_name].deck_limit
        if count > limit:
            problems.append(t("lorcana.deck.too_many_copies", card=full_name, limit=limit, count=count))
    if for_play:
        for card_id in sorted(set(card_ids)):
            if not db[card_id].implemented:
                problems.append(t("lorcana.deck.not_implemented", card=db[card_id].full_name))
    return problems

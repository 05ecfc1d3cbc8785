"""Deck lists and constructed deck rules (CR 100.2a): at least sixty cards, no more than four of
any card other than basic lands. Names are read in English or Chinese, or as a card id."""

from __future__ import annotations

import random
import re
from collections import Counter

from engine.core.decklist import read_deck
from engine.core.messages import t

from .cards import card_db

MIN_DECK = 60
COPY_LIMIT = 4
LANDS_IN_RANDOM_DECK = 24
BASIC_BY_COLOUR = {"W": "fin-294", "U": "fin-297", "B": "fin-300", "R": "fin-303", "G": "fin-306"}


def _key(text: str) -> str:
    return re.sub(r"[\s\-—–'’,，.。:：]+", "", text).lower()


def name_index() -> dict[str, str]:
    index = {}
    for printed in card_db().values():
        for name in (printed.name, printed.name_zh, printed.id):
            if name:
                index.setdefault(_key(name), printed.id)
    return index


def parse_deck(text: str) -> list[str]:
    # "4 Forest", "4 萨菲罗斯的干预", "4 fin-116"
    index = name_index()
    return read_deck(text, lambda name: index.get(_key(name)), "mtg.deck.line", deck_problems)


def deck_problems(card_ids: list[str]) -> list[str]:
    db = card_db()
    problems = []
    if len(card_ids) < MIN_DECK:
        problems.append(t("mtg.deck.too_small", count=len(card_ids), minimum=MIN_DECK))
    for card_id, count in sorted(Counter(card_ids).items()):
        printed = db[card_id]
        if count > COPY_LIMIT and "basic" not in printed.supertypes:
            problems.append(t("mtg.deck.too_many", card=printed.display_name(), count=count, limit=COPY_LIMIT))
        if not printed.implemented:
            problems.append(t("mtg.deck.not_implemented", card=printed.display_name()))
    return problems


def _land_mana(printed) -> set[str]:
    return {kind for ability in printed.abilities if ability.adds for kind in ability.adds}


def random_deck(rng: random.Random) -> list[str]:
    """Two colours, 36 spells of those colours or colourless, at most four of each, and 24 lands:
    four of each nonbasic land making only those colours (the pair's Town), then their basic
    lands (also topping up when the colours have too few spells)."""
    spells = [c for c in card_db().values() if c.implemented and "land" not in c.types]
    pair = rng.sample(sorted(BASIC_BY_COLOUR), 2)
    allowed = [c.id for c in spells if set(c.colours) <= set(pair)]
    deck: list[str] = []
    counts: Counter = Counter()
    while len(deck) < MIN_DECK - LANDS_IN_RANDOM_DECK:
        pick = rng.choice(allowed)
        if counts[pick] < COPY_LIMIT:
            counts[pick] += 1
            deck.append(pick)
        elif all(counts[c] >= COPY_LIMIT for c in allowed):
            break
    for land in card_db().values():
        if land.implemented and "land" in land.types and "basic" not in land.supertypes and _land_mana(land) <= set(pair):
            deck += [land.id] * min(COPY_LIMIT, MIN_DECK - len(deck))
    while len(deck) < MIN_DECK:
        deck.append(BASIC_BY_COLOUR[pair[len(deck) % 2]])
    return deck

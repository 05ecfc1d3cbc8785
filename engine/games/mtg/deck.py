"""Deck lists and constructed deck rules (CR 100.2a): at least sixty cards, no more than four of
any card other than basic lands. Names are read in English or Chinese, or as a card id.

A list is read against the implemented cards to play it, or against an imported catalog (every
printed card) to register it at an event (``parse_catalog_deck``)."""

from __future__ import annotations

import random
import re
from collections import Counter
from dataclasses import dataclass

from engine.core.decklist import read_deck, read_indexed_deck
from engine.core.messages import t

from .cards import card_db

MIN_DECK = 60
COPY_LIMIT = 4
LANDS_IN_RANDOM_DECK = 24
BASICS_IN_RANDOM_DECK = 4  # at least: two of each colour
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
    problems = construction_problems([_printed(db[c]) for c in card_ids])
    for card_id in sorted(set(card_ids)):
        if not db[card_id].implemented:
            problems.append(t("mtg.deck.not_implemented", card=db[card_id].display_name()))
    return problems


@dataclass(frozen=True)
class PrintedCard:
    """What deck building reads of a card, implemented or only in an imported catalog."""

    id: str
    name_en: str  # 100.2a counts copies by English name, whichever printing
    label: str
    unlimited: bool  # a basic land, or "A deck can have any number of cards named …"


def _printed(card) -> PrintedCard:
    return PrintedCard(card.id, card.name, card.display_name(), "basic" in card.supertypes or card.any_number_in_deck)


def construction_problems(cards: list[PrintedCard]) -> list[str]:
    problems = []
    if len(cards) < MIN_DECK:
        problems.append(t("mtg.deck.too_small", count=len(cards), minimum=MIN_DECK))
    copies = Counter(card.name_en for card in cards)
    for card in sorted({c.name_en: c for c in cards}.values(), key=lambda c: c.name_en):
        if copies[card.name_en] > COPY_LIMIT and not card.unlimited:
            problems.append(t("mtg.deck.too_many", card=card.label, count=copies[card.name_en], limit=COPY_LIMIT))
    return problems


# ---- lists registered at an event: every printed card of the imported catalog

ANY_NUMBER = "A deck can have any number of cards named"


def _printed_record(record: dict) -> PrintedCard:
    ours = card_db().get(record["id"])
    if ours is not None:
        return _printed(ours)
    basic = (record.get("type_line") or "").startswith("Basic")
    name = record["name_en"] or record["name"]
    label = name if record["name"] == name else f"{record['name']}（{name}）"
    return PrintedCard(record["id"], name, label, basic or ANY_NUMBER in (record.get("printed_text") or ""))


def parse_catalog_deck(text: str, catalog: list[dict]) -> list[str]:
    index = {key: _printed(card_db()[card_id]) for key, card_id in name_index().items()}
    for record in catalog:
        card = _printed_record(record)
        for name in (record.get("name"), record.get("name_en"), record["id"]):
            if name:
                index.setdefault(_key(name), card)
    return read_indexed_deck(text, index, _key, "mtg.deck.line", construction_problems)


def _land_mana(printed) -> set[str]:
    """The coloured mana a land makes (colourless mana fits any pair of colours)."""
    return {kind for ability in printed.abilities for kind in ability.mana_kinds} - {"C"}


WIDER_SHARE = 0.3  # the share of random decks with more than two colours


def random_deck(rng: random.Random) -> list[str]:
    """Two colours, or in a share WIDER_SHARE of decks the colours of a random card of three or
    more (that card among them, so each such card is dealt: four-colour Atraxa too); 36 spells of
    those colours or colourless, at most four of each, and 24 lands:
    four of each other land making only those colours or colourless mana (the colours' Town, the
    land adventurers of each colour, Adventurer's Inn, Wastes, …) or making every colour
    (Starting Town, Capital City, Crossroads Village), a land making exactly the deck's colours
    first and the others in a random order (there are more of them than slots: each gets its
    chance), as long as four basic lands still fit, then the basic lands of the deck's colours
    (also topping up when the colours have too few spells)."""
    spells = [c for c in card_db().values() if c.implemented and "land" not in c.types]
    wide = [c for c in spells if len(c.colours) >= 3]
    anchor = rng.choice(wide) if wide and rng.random() < WIDER_SHARE else None
    colours = [c for c in sorted(BASIC_BY_COLOUR) if c in anchor.colours] if anchor else rng.sample(sorted(BASIC_BY_COLOUR), 2)
    allowed = [c.id for c in spells if set(c.colours) <= set(colours)]
    deck: list[str] = [anchor.id] if anchor else []
    counts: Counter = Counter(deck)
    while len(deck) < MIN_DECK - LANDS_IN_RANDOM_DECK:
        pick = rng.choice(allowed)
        if counts[pick] < COPY_LIMIT:
            counts[pick] += 1
            deck.append(pick)
        elif all(counts[c] >= COPY_LIMIT for c in allowed):
            break
    others = [land for land in card_db().values()
              if land.implemented and "land" in land.types and land.id not in BASIC_BY_COLOUR.values()
              and (_land_mana(land) <= set(colours) or _land_mana(land) == set(BASIC_BY_COLOUR))]  # fmt: skip
    rng.shuffle(others)
    for land in sorted(others, key=lambda land: _land_mana(land) != set(colours)):  # a stable sort: the others stay shuffled
        deck += [land.id] * min(COPY_LIMIT, MIN_DECK - BASICS_IN_RANDOM_DECK - len(deck))
    while len(deck) < MIN_DECK:
        deck.append(BASIC_BY_COLOUR[colours[len(deck) % len(colours)]])
    return deck

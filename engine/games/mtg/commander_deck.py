"""Commander deck construction (CR 903.3–903.5): the list's first card is the commander, a
legendary creature (903.3), or its first two cards are, when both have partner (702.124a: two
legendary creature cards with partner may be designated as commanders together) or each is
"partner with" the other (702.124j); the deck has
exactly 100 cards, commanders included (903.5a); no two cards share an English name except basic
lands and cards that say any number may be in a deck (903.5b); every card's colour identity is
within the commanders' combined colour identity (903.5c, 702.124c).

Colour identity (903.4): the colours of the mana symbols in the card's mana cost and rules text
(reminder text aside, 903.4a–b), its colour indicator (903.4c), the colour a basic land type's
intrinsic mana ability makes (its rules text, 305.6), and the same of a double-faced card's back
face (903.4d).
"""

from __future__ import annotations

import random
import re

from engine.core.messages import t

from .cards import BASIC_LAND_MANA, COLOURS, CardDef, card_db
from .deck import BASIC_BY_COLOUR

DECK_SIZE = 100  # CR 903.5a
ANY_COLOUR = "".join(COLOURS)
WASTES = "fin-309"  # the colourless basic land: any identity may hold it
SYMBOL = re.compile(r"\{([^}]+)\}")
REMINDER = re.compile(r"（[^）]*）|\([^)]*\)")


def colour_identity(printed: CardDef) -> set[str]:
    found = set(printed.colours)  # the mana cost and the colour indicator (903.4c)
    texts = [REMINDER.sub("", printed.text_zh or "")] + [a.cost or "" for a in printed.abilities]
    found |= {
        part
        for text in texts
        for symbol in SYMBOL.findall(text)
        for part in symbol.split("/")
        if part in COLOURS
    }
    # "Add {R} or {G}" counts; "add one mana of any color" or "of the chosen color" prints no symbol (903.4)
    found |= {kind for a in printed.abilities if a.adds not in (ANY_COLOUR, "chosen") for kind in (a.adds or ()) if kind in COLOURS}
    found |= {BASIC_LAND_MANA[s] for s in printed.subtypes if s in BASIC_LAND_MANA}
    for face in (printed.back, printed.adventure):  # a back face; an Adventure's mana cost (CR 903.4)
        if face is not None:
            found |= colour_identity(face)
    return found


def can_be_commander(printed: CardDef) -> bool:
    return "legendary" in printed.supertypes and "creature" in printed.types  # CR 903.3


def partners(first: CardDef, second: CardDef) -> bool:
    """Two cards may be commanders together: both have partner (CR 702.124a; a pair can't include a
    card without it, 702.124c), or each is "partner with" the other (702.124j: with no other card)."""
    if first.partner_with or second.partner_with:
        return first.partner_with == second.name and second.partner_with == first.name
    return "partner" in first.keywords and "partner" in second.keywords and first.name != second.name


def commanders_of(card_ids: list[str]) -> list[str]:
    """The deck's commanders: its first card, and its second too when the two are partners."""
    db = card_db()
    pair = card_ids[:2]
    return pair if len(pair) == 2 and partners(db[pair[0]], db[pair[1]]) else card_ids[:1]


def commander_deck_problems(card_ids: list[str]) -> list[str]:
    """Every way the deck breaks 903.3–903.5, in Chinese; none for a legal Commander deck."""
    db = card_db()
    if not card_ids:
        return [t("mtg.commander.deck_size", count=0, size=DECK_SIZE)]
    commanders = [db[c] for c in commanders_of(card_ids)]
    problems = [t("mtg.commander.not_legendary_creature", card=c.display_name()) for c in commanders if not can_be_commander(c)]
    if len(card_ids) != DECK_SIZE:
        problems.append(t("mtg.commander.deck_size", count=len(card_ids), size=DECK_SIZE))
    allowed = set().union(*(colour_identity(c) for c in commanders))  # CR 702.124c: the combined identity
    seen: set[str] = set()
    for card_id in card_ids:
        printed = db[card_id]
        unlimited = "basic" in printed.supertypes or printed.any_number_in_deck
        if printed.name in seen and not unlimited:
            problems.append(t("mtg.commander.singleton", card=printed.display_name()))
        elif printed.name not in seen and not colour_identity(printed) <= allowed:
            problems.append(
                t(
                    "mtg.commander.outside_identity",
                    card=printed.display_name(),
                    commander="、".join(c.display_name() for c in commanders),
                )
            )
        seen.add(printed.name)
    return problems


def random_commander_deck(rng: random.Random) -> list[str]:
    """A legal Commander deck of implemented cards: a random commander (with a random partner
    when it has one, 702.124a, j), then up to 62 other cards within their identity (one each),
    the lands that fit, and basic lands up to 100."""
    implemented = [c for c in card_db().values() if c.implemented]
    commanders = [rng.choice(sorted((c for c in implemented if can_be_commander(c)), key=lambda c: c.id))]
    others = sorted((c for c in implemented if partners(commanders[0], c)), key=lambda c: c.id)
    if others:
        commanders.append(rng.choice(others))
    identity = set().union(*(colour_identity(c) for c in commanders))
    names = {c.name for c in commanders}
    fitting = [c.id for c in implemented if "basic" not in c.supertypes and colour_identity(c) <= identity and c.name not in names]
    spells = [c for c in fitting if "land" not in card_db()[c].types]
    lands = [c for c in fitting if "land" in card_db()[c].types]
    deck = [*(c.id for c in commanders), *rng.sample(spells, min(62, len(spells))), *lands]
    basics = [BASIC_BY_COLOUR[c] for c in sorted(identity)] or [WASTES]
    while len(deck) < DECK_SIZE:
        deck.append(basics[len(deck) % len(basics)])
    return deck[:DECK_SIZE]

"""Deck lists and deck construction (G:牌组 p7): at least 50 cards, an optional secret society
card outside the count (G:秘社牌 p7) with its "构筑时" rule, at most `copy_limit` copies of a
name unless the card says otherwise (digest A12). Every problem is reported at once, in Chinese.
"""

import random
import re
from collections import Counter

from engine.core.errors import GameError
from engine.core.messages import t

from .cards import CardDef, card_db
from .options import OPTIONS

MIN_DECK = 50
LINE = re.compile(r"^\s*(?:(\d+)\s*[xX×]?\s+(.+?)|(.+?)\s+[xX×]\s*(\d+))\s*$")


def _key(text: str) -> str:
    return re.sub(r"[\s\-—–－·•・.．'’!！,，。]+", "", text).lower()


def name_index() -> dict[str, str]:
    """Card names and ids, normalised, to card ids."""
    index = {}
    for card in card_db().values():
        index.setdefault(_key(card.name), card.id)
        index[_key(card.id)] = card.id
    return index


def parse_deck(text: str) -> list[str]:
    index = name_index()
    cards: list[str] = []
    problems: list[str] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.strip().startswith("#"):
            continue
        match = LINE.match(line)
        if not match:
            problems.append(t("underworld.deck.line", number=number, line=line.strip()))
            continue
        count, name = (match.group(1), match.group(2)) if match.group(1) else (match.group(4), match.group(3))
        card_id = index.get(_key(name))
        if card_id is None:
            problems.append(t("deck.unknown", number=number, name=name.strip()))
            continue
        cards.extend([card_id] * int(count))
    problems.extend(deck_problems(cards))
    if problems:
        raise GameError("deck.invalid", problems="\n".join(problems))
    return cards


def deck_problems(card_ids: list[str], for_play: bool = True, copy_limit: int = OPTIONS["copy_limit"]["default"]) -> list[str]:
    db = card_db()
    problems = []
    societies = [c for c in card_ids if db[c].basic_type == "society"]
    deck = [c for c in card_ids if db[c].basic_type != "society"]
    if len(deck) < MIN_DECK:
        problems.append(t("underworld.deck.too_small", count=len(deck)))
    if len(societies) > 1:
        problems.append(t("underworld.deck.two_societies", count=len(societies)))
    for region in sorted({c for c in deck if db[c].basic_type == "region"}):
        problems.append(t("underworld.deck.not_a_deck_card", card=db[region].name))
    by_name: Counter[str] = Counter(db[c].name for c in deck)
    limits: dict[str, CardDef] = {db[c].name: db[c] for c in deck}
    for name, count in sorted(by_name.items()):
        unlimited = limits[name].no_copy_limit or limits[name].no_copy_limit_society in {db[s].name for s in societies}  # BQ009
        if not unlimited and count > copy_limit:
            problems.append(t("underworld.deck.too_many_copies", card=name, limit=copy_limit, count=count))
    for society in sorted(set(societies)):
        problems.extend(society_problems(db[society], [db[c] for c in deck]))
    if for_play:
        for card_id in sorted(set(card_ids)):
            if not db[card_id].implemented:
                problems.append(t("underworld.deck.not_implemented", card=db[card_id].name))
    return problems


def society_problems(society: CardDef, deck: list[CardDef]) -> list[str]:
    """"持续：构筑时你的牌组中需包含25张或更多【X】派系的牌" (MSJC01–08) and "只能包含…派系的牌"
    (MSJC14)."""
    return _faction_minimum_problems(society, deck) + _faction_only_problems(society, deck)


def _faction_only_problems(society: CardDef, deck: list[CardDef]) -> list[str]:
    if not society.deck_factions:
        return []
    allowed = set(society.deck_factions)
    others = society.deck_others
    outside = [c for c in deck if c.faction not in allowed and not (others and others.allows(c))]
    if society.deck_others_max is not None:
        if len(outside) <= society.deck_others_max:
            return []
        return [t("underworld.deck.society_others_max", society=society.name, limit=society.deck_others_max, count=len(outside))]
    return [t("underworld.deck.society_only", society=society.name, card=name) for name in sorted({c.name for c in outside})]


def _faction_minimum_problems(society: CardDef, deck: list[CardDef]) -> list[str]:
    need = society.deck_faction_minimum
    if not need:
        return []
    count = sum(1 for c in deck if c.faction == society.faction)
    if count >= need:
        return []
    return [t("underworld.deck.society_faction", society=society.name, need=need,
              faction=t(f"underworld.faction.{society.faction}"), count=count)]  # fmt: skip


def random_deck(rng: random.Random, copy_limit: int = OPTIONS["copy_limit"]["default"]) -> list[str]:
    """A random legal deck of implemented cards: two factions plus neutrals, at most ``copy_limit``
    of a name (digest A12), 50-54 cards. Half the decks bring a secret society (G:秘社牌 p7), any
    implemented one alike: the factions and cards are then drawn to meet its "构筑时" rule (its
    faction among the two, its 25 cards of that faction first, or only the factions it allows)."""
    db = card_db()
    playable = [c for c in db.values() if c.implemented and c.basic_type in ("character", "affair", "attachment")]
    factions = sorted({c.faction for c in playable if c.faction != "neutral"})
    societies = sorted(c.id for c in db.values() if c.basic_type == "society" and c.implemented)
    society = db[rng.choice(societies)] if societies and rng.random() < 0.5 else None
    chosen = rng.sample(factions, 2)
    if society and society.faction in factions and society.faction not in chosen:
        chosen[0] = society.faction
    allowed = set(society.deck_factions) if society and society.deck_factions else {*chosen, "neutral"}
    pool = sorted(c.id for c in playable if c.faction in allowed and c.faction in (*chosen, "neutral"))
    deck: list[str] = []
    if society and society.deck_faction_minimum:
        _fill(rng, deck, [c for c in pool if db[c].faction == society.faction], society.deck_faction_minimum, copy_limit)
    _fill(rng, deck, pool, MIN_DECK + rng.randint(0, 4), copy_limit)
    if society and not deck_problems(deck + [society.id], copy_limit=copy_limit):
        deck.append(society.id)
    return deck


def _fill(rng: random.Random, deck: list[str], pool: list[str], size: int, copy_limit: int) -> None:
    """Add random cards of ``pool`` to ``deck`` until it holds ``size``, within the copy limit."""
    db = card_db()
    while len(deck) < size:
        card = db[rng.choice(pool)]
        if card.no_copy_limit or sum(db[c].name == card.name for c in deck) < copy_limit:
            deck.append(card.id)

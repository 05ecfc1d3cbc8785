"""Deck lists and deck construction (G:牌组 p7): at least 50 cards, an optional secret society
card outside the count (G:秘社牌 p7) with its "构筑时" rule, at most `copy_limit` copies of a
name unless the card says otherwise (digest A12). Every problem is reported at once, in Chinese.

A list is read against the card files to play it, or against an imported catalog (every printed
card) to register it at an event (``parse_catalog_deck``, at the end of the module).
"""

import random
import re
from collections import Counter
from dataclasses import dataclass

from engine.core.decklist import read_indexed_deck
from engine.core.errors import GameError
from engine.core.messages import t

from .cards import CardDef, OtherFactionCards, card_db
from .catalog import COLOURS
from .messages import MESSAGES
from .options import OPTIONS

MIN_DECK = 50
DECK_TYPES = ("character", "affair", "attachment")  # regions and societies are not deck cards (G:牌组 p7)
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
    problems = construction_problems([db[c] for c in card_ids], copy_limit)
    if for_play:
        for card_id in sorted(set(card_ids)):
            if not db[card_id].implemented:
                problems.append(t("underworld.deck.not_implemented", card=db[card_id].name))
    return problems


def construction_problems(cards: "list[CardDef | PrintedCard]", copy_limit: int = OPTIONS["copy_limit"]["default"]) -> list[str]:
    """The deck building rules (G:牌组 p7, G:秘社牌 p7, digest A12) over the cards of a list, one
    entry per copy: card files, or printed cards of an imported catalog."""
    problems = []
    societies = {c.id: c for c in cards if c.basic_type == "society"}
    deck = [c for c in cards if c.basic_type != "society"]
    if len(deck) < MIN_DECK:
        problems.append(t("underworld.deck.too_small", count=len(deck)))
    count = sum(c.basic_type == "society" for c in cards)
    if count > 1:
        problems.append(t("underworld.deck.two_societies", count=count))
    outside = {c.id: c for c in deck if c.basic_type not in DECK_TYPES}
    for card_id in sorted(outside):
        key = "underworld.deck.not_a_deck_card" if outside[card_id].basic_type == "region" else "underworld.deck.not_a_deck_kind"
        problems.append(t(key, card=outside[card_id].name))
    society_names = {s.name for s in societies.values()}
    exempt_names = {name for s in societies.values() for name in s.unlimited_names}  # "名称为鲜血的牌…没有限制" (MSBQ01)
    by_name: Counter[str] = Counter(c.name for c in deck)
    limits = {c.name: c for c in deck}
    for name, copies in sorted(by_name.items()):
        card = limits[name]
        unlimited = card.no_copy_limit or card.no_copy_limit_society in society_names or name in exempt_names  # BQ009
        if not unlimited and copies > copy_limit:
            problems.append(t("underworld.deck.too_many_copies", card=name, limit=copy_limit, count=copies))
    for society_id in sorted(societies):
        problems.extend(society_problems(societies[society_id], deck))
    return problems


def society_problems(society: "CardDef | PrintedCard", deck: "list[CardDef | PrintedCard]") -> list[str]:
    """"持续：构筑时你的牌组中需包含25张或更多【X】派系的牌" (MSJC01–08) and "只能包含…派系的牌"
    (MSJC14)."""
    return _faction_minimum_problems(society, deck) + _faction_only_problems(society, deck)


def _faction_only_problems(society: "CardDef | PrintedCard", deck: "list[CardDef | PrintedCard]") -> list[str]:
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


def _faction_minimum_problems(society: "CardDef | PrintedCard", deck: "list[CardDef | PrintedCard]") -> list[str]:
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
    playable = [c for c in db.values() if c.implemented and c.basic_type in DECK_TYPES]
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


# ---- lists registered at an event: every printed card of the imported catalog
#
# A card with a card file is read from it; a catalog-only card (the engine does not play it yet)
# becomes a PrintedCard with the facts the rules above read, taken from its record. A catalog-only
# society's 构筑时 rule is read from its printed text when it has one of the plain shapes below
# (MSJC01's minimum, MSLC01's "只能包含…派系的牌。", MSJC15's "不能超过12张", MSBQ01's unlimited
# name); any other 构筑时 text ("以及其他派系的法师和法术牌", a core character, "12张以上命令牌", "任意
# 一个颜色派系", "15张副名为…的牌") is not checked, so the list is not refused for it.

BUILD_MINIMUM = re.compile(r"构筑时你的牌组中需包含(\d+)张或更多【(\S{1,2}?)】派系的牌。")
BUILD_ONLY = re.compile(r"构筑时你的牌组中只能包含((?:【\S{1,2}?】[，、和或]?)+)派系的牌。")
BUILD_OTHERS_MAX = re.compile(r"构筑时你的牌组中，非【(\S{1,2}?)】且非【中立】派系的牌不能超过(\d+)张。")
UNLIMITED = re.compile(r"名称为(\S+?)的牌，构筑时在牌组中的数量没有限制。")  # JC125, MSBQ01
UNLIMITED_WITH_SOCIETY = re.compile(r"若本方秘社为(\S+?)，则名为(\S+?)的牌，构筑时在牌组中的数量没有限制。")  # BQ009
BLACK_ICONS = {"黑眼": "investigation", "黑刀": "battle", "黑星": "influence"}
KEYWORD_IDS = {text: key.removeprefix("underworld.keyword.") for key, text in MESSAGES.items() if key.startswith("underworld.keyword.")}
DOMAINS = {"心灵": "mind", "神圣": "holy", "星辰": "star", "死亡": "death", "鲜血": "blood"}


@dataclass(frozen=True)
class PrintedCard:
    """What deck building reads of a catalog card without a card file, under CardDef's names."""

    id: str
    name: str
    basic_type: str | None  # None: not a deck card (a token, a quest, an encounter character)
    faction: str | None
    subtypes: tuple[str, ...] = ()
    icons: tuple[str, ...] = ()  # black icons
    domains: tuple[str, ...] = ()
    keyword_ids: tuple[str, ...] = ()
    no_copy_limit: bool = False
    no_copy_limit_society: str | None = None
    unlimited_names: tuple[str, ...] = ()
    deck_faction_minimum: int | None = None
    deck_factions: tuple[str, ...] = ()
    deck_others: OtherFactionCards | None = None  # never read from text (see above)
    deck_others_max: int | None = None

    def keyword(self, keyword_id: str) -> str | None:
        return keyword_id if keyword_id in self.keyword_ids else None


def printed_card(record: dict) -> "CardDef | PrintedCard":
    ours = card_db().get(record["id"])
    if ours is not None:
        return ours
    text = record.get("printed_text") or ""
    _, _, subtypes = (record.get("type_line") or "").partition("-")
    own_name = UNLIMITED.search(text)
    with_society = UNLIMITED_WITH_SOCIETY.search(text)
    is_society = record.get("type") == "society"
    return PrintedCard(
        id=record["id"], name=record["name"], basic_type=record.get("type"), faction=record.get("faction"),
        subtypes=tuple(part for part in subtypes.split("/") if part),
        icons=tuple(BLACK_ICONS[icon] for icon in re.findall(r"［(..)］", record.get("icons") or "") if icon in BLACK_ICONS),
        domains=tuple(DOMAINS[d] for d in DOMAINS if d in (record.get("domains") or "")),
        keyword_ids=tuple(KEYWORD_IDS[k] for k in record.get("keywords") or () if k in KEYWORD_IDS),
        no_copy_limit=bool(own_name and own_name.group(1) == record["name"] and not is_society),
        no_copy_limit_society=with_society.group(1) if with_society and with_society.group(2) == record["name"] else None,
        **(_society_rules(text) if is_society else {}),
    )  # fmt: skip


def _society_rules(text: str) -> dict:
    """The society's 构筑时 rules of the plain shapes (see above), as CardDef fields."""
    rules: dict = {"unlimited_names": tuple(UNLIMITED.findall(text))}
    if minimum := BUILD_MINIMUM.search(text):
        rules["deck_faction_minimum"] = int(minimum.group(1))
    if only := BUILD_ONLY.search(text):
        rules["deck_factions"] = tuple(COLOURS[c] for c in re.findall(r"【(\S{1,2}?)】", only.group(1)) if c in COLOURS)
    if others := BUILD_OTHERS_MAX.search(text):
        rules["deck_factions"] = (COLOURS.get(others.group(1)), "neutral")
        rules["deck_others_max"] = int(others.group(2))
    return rules


def catalog_index(catalog: list[dict]) -> "dict[str, CardDef | PrintedCard]":
    """Card names and ids, normalised, to cards: the card files, then the catalog's other cards."""
    db = card_db()
    index: dict = {key: db[card_id] for key, card_id in name_index().items()}
    for record in catalog:
        card = printed_card(record)
        for key in (_key(record["name"]), _key(record["id"])):
            index.setdefault(key, card)
    return index


def parse_catalog_deck(text: str, catalog: list[dict]) -> list[str]:
    return read_indexed_deck(text, catalog_index(catalog), _key, "underworld.deck.line", construction_problems)

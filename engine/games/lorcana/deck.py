"""Deck lists and deck construction (2.1.1): at least 60 cards, at most two inks, at most four
copies of a full name unless the card says otherwise. Every problem is reported at once.

A list is read against the implemented cards to play it, or against an imported catalog (every
printed card) to register it at an event (``parse_catalog_deck``)."""

import re
from collections import Counter
from dataclasses import dataclass

from engine.core.decklist import read_deck, read_indexed_deck
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


def deck_problems(card_ids: list[str]) -> list[str]:
    db = card_db()
    problems = construction_problems([db[c] for c in card_ids])
    for card_id in sorted(set(card_ids)):
        if not db[card_id].implemented:
            problems.append(t("lorcana.deck.not_implemented", card=db[card_id].full_name))
    return problems


def construction_problems(cards: "list[CardDef | PrintedCard]") -> list[str]:
    """The deck building rules (2.1.1) over the cards of a list, one entry per copy."""
    problems = []
    if len(cards) < MIN_DECK:
        problems.append(t("lorcana.deck.too_small", count=len(cards)))
    inks = sorted({card.ink for card in cards if card.ink})
    if len(inks) > MAX_INKS:
        names = "、".join(t(f"lorcana.ink.{ink}") for ink in inks)
        problems.append(t("lorcana.deck.too_many_inks", count=len(inks), inks=names))
    by_name: Counter[str] = Counter(card.full_name for card in cards)
    limits = {card.full_name: card.deck_limit for card in cards}
    for full_name, count in sorted(by_name.items()):
        if count > limits[full_name]:
            problems.append(t("lorcana.deck.too_many_copies", card=full_name, limit=limits[full_name], count=count))
    return problems


# ---- lists registered at an event: every printed card of the imported catalog

COPIES = 4  # 2.1.1.3, unless the card says otherwise
COPY_LIMIT_TEXT = re.compile(r"使用至多\s*(\d+)\s*张")  # "你可以在你的卡组中使用至多 99 张…" (7.1.2.1)


@dataclass(frozen=True)
class PrintedCard:
    """What deck building reads of a catalog card the engine may not implement yet."""

    id: str
    full_name: str
    ink: str | None
    deck_limit: int


def printed_card(record: dict) -> PrintedCard:
    ours = card_db().get(record["id"])
    if ours is not None:
        return PrintedCard(ours.id, ours.full_name, ours.ink, ours.deck_limit)
    name = f"{record['name']}——{record['subtitle']}" if record.get("subtitle") else record["name"]
    allowed = COPY_LIMIT_TEXT.search(record.get("printed_text") or "")
    return PrintedCard(record["id"], name, record.get("ink"), int(allowed.group(1)) if allowed else COPIES)


def catalog_index(catalog: list[dict]) -> dict[str, PrintedCard]:
    """Full names in Chinese and English, normalised, to one printing of each card (2.1.1.3: the
    name and version is the card, whichever printing): the implemented cards, then the catalog's."""
    index = {key: printed_card({"id": card_id}) for key, card_id in name_index().items()}
    for record in catalog:
        card = printed_card(record)
        english = f"{record.get('name_en') or ''}{record.get('subtitle_en') or ''}"
        for key in {_key(card.full_name), _key(english)} - {""}:
            index.setdefault(key, card)
    return index


def parse_catalog_deck(text: str, catalog: list[dict]) -> list[str]:
    return read_indexed_deck(text, catalog_index(catalog), _key, "lorcana.deck.line", construction_problems)

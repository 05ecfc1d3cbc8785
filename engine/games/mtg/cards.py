"""MTG card definitions: the schema of ``cards/mtg/<set>/*.toml`` and the loader.

A card file holds the printed facts (CR 200–209: name, mana cost, supertypes, card types,
subtypes, power/toughness, keywords) and its abilities in the small vocabulary of
``abilities.py``. Facts are written by hand and cross-checked against the Scryfall export and the
release notes in ``tests/games/mtg/test_card_facts.py``.
"""

from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field

from engine.core.card_files import CardLibrary

from .abilities import Ability, Count, EntersWith, Keyword, Model

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "mtg"

CardType = Literal["land", "creature", "instant", "sorcery", "artifact", "enchantment"]
Supertype = Literal["basic", "legendary"]
COLOURS = ("W", "U", "B", "R", "G")
MANA_SYMBOL = re.compile(r"\{([0-9]+|[WUBRGCX])\}")
# CR 305.6: each basic land type has an intrinsic "{T}: Add [mana symbol]."
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class CardDef(Model):
    id: str = Field(pattern=r"^fin-\d{3}$")  # set code and collector number (Scryfall)
    name: str  # English printed name (the Oracle name)
    name_zh: str | None = None  # the Simplified Chinese printed name, where the release notes give it
    text_zh: str | None = None  # the Simplified Chinese printed rules text, where the notes give it
    mana_cost: str = Field(default="", pattern=r"^(\{([0-9]+|[WUBRGCX])\})*$")  # {X}: CR 107.3
    supertypes: list[Supertype] = []
    types: list[CardType] = Field(min_length=1)
    subtypes: list[str] = []
    power: int | None = None  # None with a power_cda: printed "*"
    # "[This creature]'s power is equal to the number of ...": a characteristic-defining ability
    # (CR 604.3), applied in layer 7a in every zone
    power_cda: Count | None = None
    toughness: int | None = None
    keywords: list[Keyword] = []
    abilities: list[Ability] = []
    enters: EntersWith | None = None  # "enters tapped" / "enters with counters" (CR 614.1c–d)
    rarity: Literal["common", "uncommon", "rare", "mythic"]
    implemented: bool = True

    @property
    def cost_symbols(self) -> list[str]:
        return MANA_SYMBOL.findall(self.mana_cost)

    @property
    def mana_value(self) -> int:
        """CR 202.3: the total amount of mana in the mana cost; X is 0 except on the stack
        (CR 202.3e)."""
        return sum(int(s) if s.isdigit() else 0 if s == "X" else 1 for s in self.cost_symbols)

    @property
    def colours(self) -> list[str]:
        """CR 202.2: a card's colours come from the coloured symbols of its mana cost."""
        return [c for c in COLOURS if c in self.cost_symbols]

    @property
    def is_permanent_card(self) -> bool:
        return not {"instant", "sorcery"} & set(self.types)  # CR 110.4a

    def display_name(self) -> str:
        """English and Chinese where both exist (DESIGN: MTG names show both)."""
        return f"{self.name_zh}（{self.name}）" if self.name_zh else self.name


LIBRARY = CardLibrary("mtg", CardDef, CARDS_DIR)


def card_db() -> dict[str, CardDef]:
    return LIBRARY.cards()


class TokenDef(CardDef):
    """A token's characteristics as the spell or ability that creates it defines them (CR 111.4:
    name, colours, types, P/T, abilities). Token kinds live in ``cards/mtg/tokens.toml``, not in
    the card library: no deck holds them and no lookup lists them."""

    id: str = Field(pattern=r"^token-[a-z0-9-]+$")
    rarity: None = None
    token_colours: list[Literal["W", "U", "B", "R", "G"]] = []  # CR 111.4: "a 2/2 white Knight"

    @property
    def colours(self) -> list[str]:
        return list(self.token_colours)


TOKENS_FILE = CARDS_DIR / "tokens.toml"


@cache
def token_db() -> dict[str, TokenDef]:
    data = tomllib.loads(TOKENS_FILE.read_text(encoding="utf-8"))
    return {entry["id"]: TokenDef(**entry) for entry in data["tokens"]}


@cache
def _cached(definition_id: str) -> CardDef:
    found = card_db().get(definition_id)
    return found if found is not None else token_db()[definition_id]


def card(definition_id: str) -> CardDef:
    return _cached(definition_id)


def forget_cache() -> None:
    _cached.cache_clear()
    token_db.cache_clear()

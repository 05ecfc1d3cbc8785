"""Lorcana card definitions: the schema of `cards/lorcana/<set>/*.toml` and the loader.

A card file holds the card's printed facts and its abilities in the Lorcana effect vocabulary
(`abilities.py`). Files are validated when loaded, so a typo fails at start, not mid-game.
"""

from __future__ import annotations

from functools import cached_property
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.core.card_files import CardLibrary

from .abilities import Ability, AdditionalCost, Filter, Step

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "lorcana"

Ink = Literal["amber", "amethyst", "emerald", "ruby", "sapphire", "steel"]
CardType = Literal["character", "action", "item", "location"]
KeywordId = Literal[
    "bodyguard", "challenger", "evasive", "reckless", "resist", "rush",
    "shift", "singer", "sing_together", "support", "ward",
]  # fmt: skip
# Keywords written "+N" stack with each other (10.1.1); Singer/Sing Together/Shift carry a value.
STACKING = frozenset({"challenger", "resist"})
VALUED = frozenset({"challenger", "resist", "shift", "singer", "sing_together"})
Rarity = Literal["common", "uncommon", "rare", "super_rare", "legendary", "enchanted", "promo", "special"]  # special: promo printings such as P2


class Keyword(BaseModel):
    """A keyword and its value. Shift's cost may be discarding instead of ink (10.8.1: "转形：弃置一张
    歌曲卡"): `discard` says which cards, `discard_count` how many, and it then has no value."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: KeywordId
    value: int | None = None
    discard: Filter | None = None
    discard_count: int = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _value_matches_keyword(self) -> Keyword:
        if self.discard is not None and self.id != "shift":
            raise ValueError("only Shift may cost a discard")
        if (self.id in VALUED and self.discard is None) != (self.value is not None):
            raise ValueError(f"keyword {self.id} {'needs' if self.id in VALUED else 'takes no'} value")
        return self


class CardDef(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    # set code and collector number, e.g. "tfc-002"; a letter for a card printed with several
    # arts under one number, as the catalog does ("4a/204 ZH 3" -> "iti-004a")
    id: str = Field(pattern=r"^[a-z][a-z0-9]*-\d{3}[a-z]?$")  # "p2-026": a promo mark
    name: str  # 名称 (6.2.4)
    subtitle: str | None = None  # 形象 (6.2.5)
    name_en: str
    subtitle_en: str | None = None
    type: CardType
    song: bool = False  # 行动·歌曲 (6.3.3.2)
    ink: Ink
    cost: int = Field(ge=0)
    inkable: bool
    classifications: list[str] = []  # 类别 as printed in Chinese
    strength: int | None = None
    willpower: int | None = None
    lore: int | None = None
    move_cost: int | None = None
    rarity: Rarity
    keywords: list[Keyword] = []
    abilities: list[Ability] = []  # characters, items, locations
    effects: list[Step] = []  # actions: what happens when played (6.3.2)
    additional_cost: AdditionalCost | None = None  # no set-1 card has one
    deck_limit: int = 4  # card text may override the 4-copy rule (2.1.1.3, 7.1.2.1)
    implemented: bool = True

    @model_validator(mode="after")
    def _fits_its_type(self) -> CardDef:
        if self.type == "character" and None in (self.strength, self.willpower, self.lore):
            raise ValueError("a character needs strength, willpower and lore (6.1.2.1)")
        if self.type == "location" and (self.willpower is None or self.move_cost is None):
            raise ValueError("a location needs willpower and a move cost (6.5)")
        if self.type in ("action", "item") and self.strength is not None:
            raise ValueError("only characters have strength (6.2.9)")
        if self.song and self.type != "action":
            raise ValueError("a song is an action (6.3.3.2)")
        if self.effects and self.type != "action":
            raise ValueError("only actions have effects; other cards have abilities (6.3.2)")
        return self

    # Derived from the facts, computed once per definition (the definitions are frozen).
    @cached_property
    def full_name(self) -> str:
        """Name and version: the identity for the 4-copy rule (2.1.1.3, 6.2.5)."""
        return f"{self.name}——{self.subtitle}" if self.subtitle else self.name

    @cached_property
    def names(self) -> tuple[str, ...]:
        """A dual name ("A与B") matches either name (6.2.4.1)."""
        return tuple(self.name.split("与")) if "与" in self.name else (self.name,)

    @cached_property
    def printed_keywords(self) -> dict[str, int | None]:
        """Printed keywords by id; "+N" keywords add up (10.1.1). Shared: never change it."""
        return add_keywords({}, ((k.id, k.value) for k in self.keywords))

    @cached_property
    def has_willpower(self) -> bool:
        """Characters and locations: banished by damage (1.9.1.3)."""
        return self.type == "character" or self.type == "location"

    @cached_property
    def affects_willpower(self) -> bool:
        """In play, it may make some card's willpower other than printed: it has a static ability
        that changes willpower, or its own printed willpower is 0 (doomed even undamaged)."""
        printed_zero = self.has_willpower and (self.willpower or 0) <= 0
        return printed_zero or any(a.static is not None and a.static.stat == "willpower" for a in self.abilities)

    @cached_property
    def has_statics(self) -> bool:
        return any(ability.kind == "static" and ability.static is not None for ability in self.abilities)

    @cached_property
    def changes_own_cost(self) -> bool:
        """A static ability of its own changes what it costs from hand (costs.total_cost): "免费打出"
        (4.3.4.10) or "你少支付 N 来打出这个角色" (4.3.4.5); its other static abilities work in play only."""
        return any(
            ability.kind == "static" and ability.static is not None
            and (ability.static.free_play or (ability.static.cost_reduction and ability.static.to is None))
            for ability in self.abilities
        )  # fmt: skip

    @cached_property
    def triggered_by(self) -> dict[str, list[tuple[int, Ability]]]:
        """(index, ability) of the triggered abilities, by the event that triggers them."""
        found: dict[str, list[tuple[int, Ability]]] = {}
        for index, ability in enumerate(self.abilities):
            if ability.kind == "triggered" and ability.trigger is not None:
                found.setdefault(ability.trigger.event, []).append((index, ability))
        return found

    @cached_property
    def paid_with_ink_only(self) -> bool:
        """Played only by paying its ink cost, which nothing of its own changes: not an action (which
        an effect may forbid), no additional cost, no Shift or Sing Together, no static ability
        changing its own cost."""
        keywords = self.printed_keywords
        return self.type != "action" and self.additional_cost is None and "shift" not in keywords \
            and "sing_together" not in keywords and not self.changes_own_cost  # fmt: skip

    @cached_property
    def has_activated(self) -> bool:
        return any(ability.kind == "activated" for ability in self.abilities)

    def keyword(self, keyword_id: str) -> Keyword | None:
        return next((k for k in self.keywords if k.id == keyword_id), None)


LIBRARY = CardLibrary("lorcana", CardDef, CARDS_DIR)
card_db = LIBRARY.cards  # every Lorcana card by id: built-in files and the card pack
# The same dict for the whole run (a reload refreshes it in place): hot paths index it without a
# call, once `card_db()` has loaded it.
CARDS: dict[str, CardDef] = LIBRARY.by_id


def add_keywords(found: dict[str, int | None], keywords) -> dict[str, int | None]:
    """Add (id, value) pairs to ``found``: "+N" keywords add up, others count once (10.1.1)."""
    for keyword, value in keywords:
        if keyword in STACKING and keyword in found:
            found[keyword] = (found[keyword] or 0) + (value or 0)
        elif keyword not in found:
            found[keyword] = value
    return found

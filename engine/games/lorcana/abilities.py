"""The Lorcana effect vocabulary: abilities and effect steps as typed data.

A card's abilities are checked by these models when the card is loaded. Each step type has one
resolver in `steps.py`, registered by its `step` name, and one unit test.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

Stat = Literal["strength", "willpower", "lore"]
Owner = Literal["you", "opponent", "any"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Filter(Model):
    """Which cards qualify: every field given must match."""

    type: Literal["character", "item", "location", "action", "song", "character_or_item"] | None = None
    owner: Owner = "any"
    other: bool = False  # not the source itself (7.1.5)
    name: str | None = None  # exact name, version ignored (6.2.4)
    classification: str | None = None
    max_cost: int | None = None
    damaged: bool | None = None  # 5.1.3-5.1.4
    exerted: bool | None = None


class Target(Model):
    """`chosen`: the player picks (exactly `count`, or 0..count with `up_to`); `self`: the source;
    `all`: every card matching the filter, chosen by no one."""

    mode: Literal["chosen", "self", "all"] = "chosen"
    filter: Filter = Filter(type="character")
    count: int = 1
    up_to: bool = False  # 7.1.8: never the same object twice, 0 allowed


class Draw(Model):
    step: Literal["draw"]
    count: int = 1
    who: Literal["you", "each_opponent", "each_player"] = "you"


class Discard(Model):
    """The player chooses and discards (8.3.4)."""

    step: Literal["discard"]
    count: int = 1
    who: Literal["you", "each_opponent", "each_player"] = "you"


class GainLore(Model):
    step: Literal["gain_lore"]
    amount: int


class LoseLore(Model):
    step: Literal["lose_lore"]
    amount: int
    who: Literal["each_opponent"] = "each_opponent"


class DealDamage(Model):
    step: Literal["deal_damage"]
    amount: int
    target: Target = Target()


class RemoveDamage(Model):
    step: Literal["remove_damage"]
    up_to: int
    target: Target = Target()


class Banish(Model):
    step: Literal["banish"]
    target: Target = Target()


class ReturnToHand(Model):
    step: Literal["return_to_hand"]
    target: Target = Target()


class Exert(Model):
    step: Literal["exert"]
    target: Target = Target()


class Ready(Model):
    step: Literal["ready"]
    target: Target = Target()
    cannot_quest: bool = False  # "他本回合不能再探奇"


class ModifyStat(Model):
    step: Literal["modify_stat"]
    stat: Stat
    amount: int
    target: Target = Target()


class GainKeyword(Model):
    step: Literal["gain_keyword"]
    keyword: str
    value: int | None = None
    target: Target = Target()
    duration: Literal["this_turn", "their_next_turn"] = "this_turn"


Step = Annotated[
    Draw | Discard | GainLore | LoseLore | DealDamage | RemoveDamage | Banish | ReturnToHand | Exert | Ready
    | ModifyStat | GainKeyword,
    Field(discriminator="step"),
]


class Trigger(Model):
    event: Literal["played", "quests", "challenged", "banished", "banished_in_challenge"]


class Ability(Model):
    name: str | None = None  # 故事名称: no rules meaning (6.2.12)
    kind: Literal["triggered", "activated", "static"]
    trigger: Trigger | None = None
    optional: bool = False  # "you may" (7.1.3)
    effects: list[Step] = []

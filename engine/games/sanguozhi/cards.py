"""三国智 card definitions: the schema of `cards/sanguozhi/<folder>/*.toml`, the loader and the checker.

The white paper defines six card types (401.1): 将领 General, 谋略 Stratagem, 宝物 Treasure, 兵权
Authority, 阵型 Formation and 事件 Event. This first slice plays Generals without abilities,
Authority cards and instant Stratagems with a small effect vocabulary; Treasures, Formations and
Events can be described (for lookup) but are not playable yet (`implemented = false`).

The 将领 roles (主将 Lord, 军师 Strategist, 副将 Lieutenant) are not card types: a General takes the
role of the slot it occupies (107.1, 202.3).

The white paper lists no complete card (digest §0.14), so the playable pool is practice cards
(练习卡): their numbers read `练习-NNN` and their names start with `练习卡·`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from engine.core.card_files import CardLibrary

from . import messages  # noqa: F401  (the Chinese texts of the schema's errors)

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "sanguozhi"
PRACTICE_NUMBER = "练习-"
PRACTICE_NAME = "练习卡·"

CardType = Literal["general", "stratagem", "treasure", "authority", "formation", "event"]  # 401.1
Troop = Literal["骑兵", "枪兵", "弓兵", "刀盾兵"]  # 411.2; none listed means 无兵种 (411.3a)
RequirementKind = Literal["步", "弓", "骑", "谋", "通用"]  # 412.2b
FaceKind = Literal["步", "弓", "骑", "谋"]  # 421.2: 步兵, 弓兵, 骑兵, 谋士
Speed = Literal["normal", "slow", "fast"]  # 414: 平速, 缓速, 急速
Duration = Literal["instant", "lasting", "permanent"]  # 415: 瞬时, 持续, 永续
PLAYABLE_FACTIONS = frozenset({"汉军", "曹操军", "孙权军", "刘备军", "吕布军"})  # factions.py applies their effects


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Target(Model):
    """One 指定 (designate) instance (110.1): one General on the field (face up) or one player,
    of the side named; chosen when the Stratagem is cast and checked again when it resolves
    (701.2g, 705.2a). The intelligence condition applies to enemy-controlled Generals (416.2)."""

    kind: Literal["general", "player"]
    side: Literal["enemy", "own", "any"] = "enemy"


class Damage(Model):
    """对指定将领造成 x 点战斗/永久伤害 (117.6): combat damage clears in the cleanup phase, permanent
    damage stays."""

    step: Literal["damage"]
    amount: int = Field(ge=1)
    kind: Literal["combat", "permanent"] = "combat"


class Provisions(Model):
    """+x 粮 / −x 粮 for the caster (`you`) or the designated player (`target`); not damage (116.3)."""

    step: Literal["provisions"]
    amount: int
    who: Literal["you", "target"] = "you"


class Draw(Model):
    """抓 x 张卡 (118)."""

    step: Literal["draw"]
    count: int = Field(default=1, ge=1)


class Tap(Model):
    """横置指定将领 (111.1)."""

    step: Literal["tap"]


class Keyword(Model):
    """A keyword talent (禀赋, 802) with its level, "火矢 2" (802.1a); keywords.py runs them."""

    name: Literal["火矢", "刚勇", "镇守", "掠夺", "背水"]
    level: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _level_as_printed(self) -> Keyword:
        if (self.level is None) != (self.name in ("刚勇", "掠夺")):
            raise PydanticCustomError("sanguozhi.card_error.keyword_level", "火矢/镇守/背水 take a level, 刚勇/掠夺 none")
        return self


Step = Annotated[Damage | Provisions | Draw | Tap, Field(discriminator="step")]


class CardDef(Model):
    id: str
    type: CardType
    name: str | None = None  # Authority cards have no name (402.2a)
    name_en: str | None = None
    implemented: bool = True
    practice: bool = False
    source_rules: list[str] = []  # the rules whose examples name the card (for lookup)
    notes: str | None = None  # shown with a card that is not playable
    copy_limit: int | None = Field(default=None, ge=1)  # 构筑数量限制符号 (403)
    traits: list[str] = []  # 404
    # General (413, 410-412)
    factions: list[str] = []
    troops: list[Troop] = []
    requirement: list[dict[RequirementKind, Annotated[int, Field(ge=0)]]] = []  # alternatives "A / B" (412.4)
    attack: int | None = None
    health: int | None = None
    intelligence: int | None = None
    keywords: list[Keyword] = []
    # Stratagem (414-416)
    speed: Speed | None = None
    duration: Duration | None = None
    int_condition: int | None = None
    target: Target | None = None
    steps: list[Step] = []
    text: str | None = None  # the Chinese effect text players read
    # Authority (417.3, 421)
    authority_type: Literal["basic", "tiger", "special"] | None = None
    face_kind: FaceKind | None = None
    face_amount: int = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _facts_of_its_type(self) -> CardDef:
        if self.type != "authority" and not self.name:
            raise PydanticCustomError("sanguozhi.card_error.name", "a card other than Authority needs a name")
        if self.practice != self.id.startswith(PRACTICE_NUMBER) or self.practice != (self.name or PRACTICE_NAME).startswith(PRACTICE_NAME):
            raise PydanticCustomError("sanguozhi.card_error.practice", "practice cards are numbered 练习- and named 练习卡·")
        if not self.implemented:
            return self
        missing = {
            "general": ("attack", "health", "intelligence", "requirement"),
            "stratagem": ("speed", "duration", "text"),
            "authority": ("authority_type", "face_kind"),
        }.get(self.type)
        if missing is None:
            raise PydanticCustomError("sanguozhi.card_error.type_not_playable", "this card type is not playable yet")
        for fact in missing:
            if getattr(self, fact) in (None, [], ""):
                raise PydanticCustomError("sanguozhi.card_error.missing_fact", "missing {fact}", {"fact": fact})
        if self.type == "general" and not set(self.factions) <= PLAYABLE_FACTIONS:
            raise PydanticCustomError("sanguozhi.card_error.faction", "a faction effect the engine does not apply yet")
        if self.type == "stratagem":
            if self.duration != "instant":
                raise PydanticCustomError("sanguozhi.card_error.duration", "only instant Stratagems are playable yet")
            for step in self.steps:  # damage and tap act on a General, provisions on a player
                wanted = "general" if step.step in ("damage", "tap") else "player" if getattr(step, "who", "") == "target" else None
                if wanted is not None and (self.target is None or self.target.kind != wanted):
                    raise PydanticCustomError("sanguozhi.card_error.target", "the step needs a designated {kind}", {"kind": "将领" if wanted == "general" else "玩家"})
        return self

    @property
    def requirement_total(self) -> int:
        """The largest total of the alternatives (412.2e, 412.4); blank means 0通用 (412.2c)."""
        return max((sum(alternative.values()) for alternative in self.requirement), default=0)


LIBRARY = CardLibrary("sanguozhi", CardDef, CARDS_DIR)


def card_db() -> dict[str, CardDef]:
    return LIBRARY.cards()

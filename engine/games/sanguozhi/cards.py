"""三国智 card definitions: the schema of `cards/sanguozhi/<folder>/*.toml`, the loader and the checker.

The white paper defines six card types (401.1): 将领 General, 谋略 Stratagem, 宝物 Treasure, 兵权
Authority, 阵型 Formation and 事件 Event. The engine plays all six: Generals with abilities and
keyword talents, instant, lasting and permanent Stratagems, non-suit Treasures, Formations,
instant and permanent Events, with a small effect vocabulary (Step). A card whose facts the vocabulary cannot express
is described for lookup only (`implemented = false`).

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
UNKNOWN_TYPE = "unknown"  # a card the rules name without saying its type (饥不择食, 118.5): never playable
Troop = Literal["骑兵", "枪兵", "弓兵", "刀盾兵"]  # 411.2; none listed means 无兵种 (411.3a)
RequirementKind = Literal["步", "弓", "骑", "谋", "通用"]  # 412.2b
FaceKind = Literal["步", "弓", "骑", "谋"]  # 421.2: 步兵, 弓兵, 骑兵, 谋士
Speed = Literal["normal", "slow", "fast"]  # 414: 平速, 缓速, 急速
TreasureType = Literal["武器", "防具", "饰品", "坐骑"]  # 417.2
Duration = Literal["instant", "lasting", "permanent"]  # 415: 瞬时, 持续, 永续
PlayableFaction = Literal["黄巾军", "十常侍", "汉军", "袁绍军", "曹操军", "乌丸军", "诸侯军", "孙权军", "刘备军", "鲜卑军", "董卓军", "吕布军", "南蛮军"]  # factions.py applies their effects
PLAYABLE_FACTIONS = frozenset(PlayableFaction.__args__)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StepModel(Model):
    """What every effect step has: ``then`` is 然后 / "……后" (706.2a): the step happens only when
    the one before it was done in full (removing 2 counters from a card that has 1 comes short)."""

    then: bool = False


class Target(Model):
    """One 指定 (designate) instance (110.1): one General on the field (face up) or one player,
    of the side named; chosen when the Stratagem is cast and checked again when it resolves
    (701.2g, 705.2a). The intelligence condition applies to enemy-controlled Generals (416.2).
    ``damaged`` asks for a General with permanent damage (愈术, 802.4b), ``role`` for one in that
    role, ``weaker`` for one whose requirement total is below that of the General whose ability
    it is (威凛, 802.8b), ``troop`` for one of that troop type ("骑兵副将", after layer 4),
    ``max_requirement_total`` for one whose current requirement total is at most that ("兵权条件
    总数≤2", 左慈, after layer 6), ``min_intelligence`` for one with at least that INT ("智 ≥ 2",
    出奇制胜), ``face_down`` for a face-down General instead (盖放将领, 112.1d: what
    恢复正面向上 designates; an enemy one fails an intelligence condition, 416.3f). ``side``: 敌方 "enemy", 己方 "own" (the controller), 我方 "team" (the
    controller and teammates, 102.7) or "any"."""

    kind: Literal["general", "player"]
    side: Literal["enemy", "own", "team", "any"] = "enemy"
    face_down: bool = False
    damaged: bool = False
    role: Literal["lord", "strategist", "lieutenant"] | None = None
    weaker: bool = False
    troop: Troop | None = None
    max_requirement_total: int | None = Field(default=None, ge=0)
    min_intelligence: int | None = None


Count = Literal["provisions", "hand", "own_generals", "enemy_generals"]  # 己方粮草, 手牌数, 己方/敌方场上将领数 (face up)


class Damage(StepModel):
    """对指定将领造成 x 点战斗/永久伤害 (117.6): combat damage clears in the cleanup phase, permanent
    damage stays; a designated player takes combat damage to 粮草 (117.1, weakened and warded as
    combat damage is, 117.4a-b). ``per``: the amount is ``amount`` × X, X counted when the step
    resolves (105.3a, 105.3d: "2X"); ``per = "attack"`` is the ATK of the General whose ability it
    is ("造成等同于其攻的伤害"), ``"attack_difference"`` that ATK less the designated General's
    ("造成攻击差值的战斗伤害", 张飞 804.3). X ≤ 0 is no damage (117.12, 105.1b)."""

    step: Literal["damage"]
    amount: int = Field(ge=1)
    kind: Literal["combat", "permanent"] = "combat"
    per: Count | Literal["attack", "attack_difference"] | None = None


class Provisions(StepModel):
    """+x 粮 / −x 粮 for the caster (`you`) or the designated player (`target`); not damage (116.3).
    ``per``: ``amount`` × X ("己方+2X 粮，X 为己方场上将领数量", 105.3a, 105.3d), X counted for the
    caster when the step resolves."""

    step: Literal["provisions"]
    amount: int
    who: Literal["you", "target"] = "you"
    per: Count | None = None


class Pay(StepModel):
    """支付 x 粮 (801.12): the designated player pays the effect's controller (``who = "target"``,
    "1 名指定玩家支付给己方 2 粮"), or the controller pays the designated player (``who = "you"``):
    the payer −x 粮 and the payee +x 粮 (each change replaced and announced as any change of 粮,
    801.12b). A player paying themself pays nothing (801.12c)."""

    step: Literal["pay"]
    amount: int = Field(ge=1)
    who: Literal["you", "target"] = "target"


class Draw(StepModel):
    """抓 x 张卡 (118); ``per``: ``count`` × X (105.3a), X counted when the step resolves."""

    step: Literal["draw"]
    count: int = Field(default=1, ge=1)
    per: Count | None = None


class Discard(StepModel):
    """舍弃 x 张手牌 (801.8): the caster (``you``) or the designated player (``target``) chooses
    that many cards of their hand (all of them when fewer) and puts them into the graveyard."""

    step: Literal["discard"]
    count: int = Field(default=1, ge=1)
    who: Literal["you", "target"] = "you"


class Tap(StepModel):
    """横置指定将领 (111.1)."""

    step: Literal["tap"]


class Bounce(StepModel):
    """指定将领返回其拥有者的手牌 (300.4): it leaves the field (410.3j sees it)."""

    step: Literal["bounce"]


class Destroy(StepModel):
    """破坏指定将领 (801.6): it goes to its owner's graveyard; 生还 may replace it (801.9)."""

    step: Literal["destroy"]


class Sacrifice(StepModel):
    """牺牲指定己方场上将领 (801.7): its controller puts it into the graveyard; not destroyed nor dead,
    so 生还 cannot replace it. Only the controller's own Generals: its target's side is "own"; or
    the General whose ability it is (``who = "self"``, "将杨秋置入墓地")."""

    step: Literal["sacrifice"]
    who: Literal["target", "self"] = "target"


class Heal(StepModel):
    """清除指定将领 x 点永久伤害 (愈术, 802.4b): never more than it has."""

    step: Literal["heal"]
    amount: int = Field(ge=1)


class Search(StepModel):
    """[SEARCH] 选取 (105.10, 301.5): the player may take 1 card of the kind named from their deck,
    reveal it and put it into hand, then shuffle. ``card`` is "tiger" (虎符兵权, 援军 802.7b),
    "general", "formation" (取阵 503.12) or "treasure", of one ``treasure_type`` when named
    ("选取：1 件饰品", 陈琳 108.4b). ``zone = "graveyard"``: "可从己方墓地选取 1 件坐骑加入手牌"
    (成公英, 703.5b): from the player's graveyard instead, nothing shuffled."""

    step: Literal["search"]
    card: Literal["tiger", "general", "formation", "treasure"]
    treasure_type: TreasureType | None = None
    zone: Literal["deck", "graveyard"] = "deck"

    @model_validator(mode="after")
    def _treasure_type_for_treasures(self) -> Search:
        if self.treasure_type is not None and self.card != "treasure":
            raise PydanticCustomError("sanguozhi.card_error.search", "treasure_type only for a treasure search")
        return self


class BuryAuthority(StepModel):
    """可选择 1 名敌方玩家，该玩家将其场上 x 张兵权置入墓地 (传国玉玺, 703.5b): as the step resolves
    the effect's controller may choose (选择: not designated, 110.1) 1 enemy player, who chooses
    ``count`` Authority cards of their field and puts them into their graveyard. Declined, or
    with fewer Authority cards there, it comes short (706.2a, 706.3)."""

    step: Literal["bury_authority"]
    count: int = Field(default=1, ge=1)


class Recover(StepModel):
    """将「本卡」返回手牌 from the graveyard ("之后将传国玉玺返回手牌", 703.5b): the card whose
    ability it is, found where its leave trigger saw it go, goes from its owner's graveyard to
    their hand; it comes short when the card is no longer there."""

    step: Literal["recover"]


class Arrange(StepModel):
    """查看己方卡组顶 x 张卡，之后按任意顺序返回卡组顶 (先知 802.16b, 相术 802.6b)."""

    step: Literal["arrange"]
    count: int = Field(ge=1)


class SetStats(StepModel):
    """攻/命变为 X，直到回合结束 (layer 8.2, 709.3b) for the designated General or the ability's own
    (``who = "self"``); ``always`` is 始终 (709.9): it overrides the other layer 8.2 effects
    whatever their timestamps. ``defining``: "攻命为左慈初始攻命" (sublayer 8.1, 709.3a): applied
    before every 8.2 set. ``until_source_leaves``: "直到左慈不再在己方场上" instead of until the
    end of the turn: while the General whose ability it is stays on its controller's field; it
    ends for good when the target is set face down (112.2d, 司马朗)."""

    step: Literal["set_stats"]
    attack: int | None = Field(default=None, ge=0)
    health: int | None = Field(default=None, ge=0)
    always: bool = False
    defining: bool = False
    until_source_leaves: bool = False
    who: Literal["target", "self"] = "target"


class Conceal(StepModel):
    """盖放指定将领 (112.1a): the designated face-up General turns face down in its slot, keeping
    its role (107.2). It loses its counters (112.4) and every result of an effect on it, for good
    even once face up again (112.2d, 司马朗); it leaves combat (112.3b) and its Treasures go to
    the graveyard (112.3c, 804.5z); its requirement is no longer checked (112.3).
    ``flip_at_turn_start``: "当其控制者回合开始时，翻转该将领" (巩志), a delayed trigger (703.7) of
    the effect's controller: when the turn of the General's controller then begins (703.2a), it
    is flipped where it is, if still there face down; its [FLIP] skills trigger (703.5c), their
    targets designated then (110.1d)."""

    step: Literal["conceal"]
    flip_at_turn_start: bool = False


class Restore(StepModel):
    """使指定盖放将领恢复正面向上 (113.4): the designated face-down General turns face up where it
    is: not a flip (no chain, no 虎符, no [FLIP] skill nor flip trigger, no legality check); one
    whose requirement is not met, or sharing a name in play, then returns to its owner's hand
    (113.4b, by the rule effects 804.5k, 804.5m). Its target is ``face_down``."""

    step: Literal["restore"]


class ExtraCombat(StepModel):
    """使指定己方副将进攻 (606.11, 出奇制胜): once the effect has resolved, an extra combat process
    starts in which only the designated General attacks (if it can: face up, untapped, 608.1a);
    the defending player blocks with any General that may; then the turn goes on where it was.
    Only in its controller's own turn (the combat process is the active player's, 606.1)."""

    step: Literal["extra_combat"]


class Swap(StepModel):
    """交换攻命，直到回合结束 (layer 8.4, 709.3d): after every other change of its ATK and HP."""

    step: Literal["swap"]
    who: Literal["target", "self"] = "target"


class Control(StepModel):
    """由己方控制指定将领 (805.2): the effect's controller gains control of the designated General
    (control.py); nothing happens to a 忠义 General (802.16b). ``until_end_of_turn``: the control
    ends with the turn, and the General then returns to its owner's hand (805.3)."""

    step: Literal["control"]
    until_end_of_turn: bool = False


class Boost(StepModel):
    """+x 攻 +y 命 +z 智 until the end of the current turn (614.2) for the designated General, or
    the General whose ability it is (``who = "self"``). A raised INT can make it an illegal target
    of a Stratagem's intelligence condition (416.5, 攻守同盟 "攻命智+1，直到回合结束")."""

    step: Literal["boost"]
    attack: int = 0
    health: int = 0
    intelligence: int = 0
    who: Literal["target", "self"] = "target"


LEVELLED_KEYWORDS = frozenset({"火矢", "镇守", "背水", "毒箭", "暗箭", "愈术", "升盾", "荡枪", "先知", "相术"})  # "名称 X" (802.1a)
KeywordName = Literal["火矢", "刚勇", "镇守", "掠夺", "背水", "毒箭", "暗箭", "援军", "愈术", "神算", "升盾", "骁勇", "强弓", "荡枪",
                      "先知", "相术", "刺探", "先发", "威凛", "虎视", "忠义", "先锋", "仗枪", "联破", "守护"]  # fmt: skip


class Growth(Model):
    """成长 (105.11): the ability (or keyword talent) exists while its controller has at least
    ``at_least`` 兵权 face values on the field, in all or of one ``kind`` (105.11a; face values, digest §12.2 item 7);
    with ``team`` (我方, 105.11b) the 兵权 of the controller's whole 2v2 team counts."""

    at_least: int = Field(ge=1)
    kind: FaceKind | None = None
    team: bool = False


class Keyword(Model):
    """A keyword talent (禀赋, 802) with its level, "火矢 2" (802.1a). keywords.py runs the combat
    triggers, abilities.py turns the others into General abilities, combat.py and stratagems.py
    read the static ones. ``growth``: a growth symbol before it ("4 兵权：火矢 1", 105.11, 108.7b):
    the talent exists only while the growth condition holds; a higher level it gives then
    overrides a lower one (802.1b)."""

    name: KeywordName
    level: int | None = Field(default=None, ge=1)
    growth: Growth | None = None

    @model_validator(mode="after")
    def _level_as_printed(self) -> Keyword:
        if (self.level is None) == (self.name in LEVELLED_KEYWORDS):
            raise PydanticCustomError("sanguozhi.card_error.keyword_level", "levelled keywords take a level, the others none")
        return self


class Grant(StepModel):
    """具有「阵营」/「兵种」/「特性」/「禀赋」，直到回合结束: the designated General (or ``who =
    "self"``) gains factions (layer 3, 709.1c: their faction effects apply), troop types (layer 4,
    709.1d), traits (layer 5, 709.1e) and keyword talents (layer 7, 709.1g, text added: 108.12),
    all applied before the stats of layer 8 read them (an anthem for 骑兵 or for 水军 Generals
    counts a General made so, 709.4). ``lose_keywords``: 失去「禀赋」 (layer 7): the talents named are
    gone from what gave them earlier (printed, Treasures, earlier grants; an anthem's count as
    earlier), a later grant gives them again (timestamps, 709.6, 709.8); ``lose_troops``: 失去「兵种属性」
    (layer 4) the same way."""

    step: Literal["grant"]
    factions: list[PlayableFaction] = []
    troops: list[Troop] = []
    traits: list[str] = []
    keywords: list[Keyword] = []
    lose_keywords: list[KeywordName] = []
    lose_troops: list[Troop] = []
    who: Literal["target", "self"] = "target"


class SetRequirement(StepModel):
    """兵权条件变为 X / 兵权条件 −N，直到回合结束 (layer 6, 709.1f, 412.3): the designated General's
    (or ``who = "self"``) authority requirement becomes ``requirement`` (alternatives as on a
    card; [{}] is 0通用), or each alternative's count of ``lower_kind`` is ``lower`` less
    ("谋士兵权条件−2", 412.3a), of every kind including 通用 when no kind is named ("所有兵权条件
    −1", 412.3b); a count reaching 0 is gone ("2弓 2谋 1通用" −1 is "1弓 1谋"). Applied in
    timestamp order (709.6). What reads the current requirement reads it: 804.5k on the field,
    虎视 and 威凛's totals (802.22b, 802.8b); the Lord bonus reads the initial one (202.4a)."""

    step: Literal["requirement"]
    requirement: list[dict[RequirementKind, Annotated[int, Field(ge=1)]]] | None = Field(default=None, min_length=1)
    lower: int | None = Field(default=None, ge=1)
    lower_kind: RequirementKind | None = None
    who: Literal["target", "self"] = "target"

    @model_validator(mode="after")
    def _set_or_lower(self) -> SetRequirement:
        if (self.requirement is None) == (self.lower is None) or (self.lower_kind is not None and self.lower is None):
            raise PydanticCustomError("sanguozhi.card_error.requirement_step", "either requirement or lower (with lower_kind)")
        return self


class Counters(StepModel):
    """指示物 (119): ``amount`` counters named ``name`` put on (positive) or removed from (negative)
    the designated General (or ``who = "self"``): 费用 (铁盾, 烈弓, 119.4a) and 计数 (119.4b)
    counters change in number; a ``mark`` (标记, 火焰标记, 119.4c) does not: a card has at most one
    of each name (119.4d), so ``amount`` is 1 or −1. A face-down card gets none (119.2a); a card
    loses them all when it changes zone (119.2b). Removing more than there are removes what there
    is and comes short, as does a mark the card has already (a ``then`` step after it does not
    happen, 706.2a)."""

    step: Literal["counters"]
    name: str = Field(min_length=1)
    amount: int
    mark: bool = False
    who: Literal["target", "self"] = "target"

    @model_validator(mode="after")
    def _counted(self) -> Counters:
        if self.amount == 0 or (self.mark and abs(self.amount) != 1):
            raise PydanticCustomError("sanguozhi.card_error.counters", "a nonzero amount; 1 or -1 for a mark")
        return self


Step = Annotated[Damage | Provisions | Draw | Discard | Tap | Heal | Search | BuryAuthority | Recover | Arrange | Boost | Bounce | Destroy | Sacrifice | Control | SetStats | Swap | Grant | SetRequirement
                 | Counters | Conceal | Restore | Pay | ExtraCombat, Field(discriminator="step")]  # fmt: skip
GENERAL_STEPS = frozenset({"damage", "tap", "heal", "bounce", "destroy", "sacrifice", "control", "conceal", "restore", "extra_combat"})  # steps that act on a designated General
Role = Literal["lord", "strategist", "lieutenant"]


OWN_ONLY = frozenset({"sacrifice", "extra_combat"})  # steps only for the controller's own Generals (801.7, 606.11)


def wanted_target(step) -> str | None:
    """What a step acts on: a designated General (damage, tap, heal, a target's boost) or a
    designated player ("target" provisions); None when it needs no target."""
    if step.step in GENERAL_STEPS and getattr(step, "who", "target") == "target" or (step.step in ("boost", "set_stats", "swap", "grant", "requirement", "counters") and step.who == "target"):
        return "general"
    if step.step in ("provisions", "discard") and step.who == "target" or step.step == "pay":
        return "player"
    return None


def check_targets(target: Target | None, steps: list) -> None:
    for step in steps:
        wanted = wanted_target(step)
        if step.step == "damage" and target is not None and target.kind == "player" and step.kind == "combat" and step.per != "attack_difference":
            continue  # 117.1: combat damage to a designated player's 粮草
        if wanted is not None and (target is None or target.kind != wanted):
            raise PydanticCustomError("sanguozhi.card_error.target", "the step needs a designated {kind}", {"kind": "将领" if wanted == "general" else "玩家"})
        if step.step in OWN_ONLY and wanted is not None and target.side != "own":
            raise PydanticCustomError(f"sanguozhi.card_error.{step.step}", "only own Generals (801.7, 606.11)")
        if wanted == "general" and target.face_down != (step.step == "restore"):
            raise PydanticCustomError("sanguozhi.card_error.face_down_target", "only restore designates a face-down General")


class Cost(Model):
    """「效果费用」 (108.5) of an activated ability, paid in full when it is used (702.2c-d): lose
    粮 and discard cards from hand. The [TAP] symbol's cost, tapping the General, is its speed."""

    provisions: int = Field(default=0, ge=0)
    discard: int = Field(default=0, ge=0)


class Anthem(Model):
    """A static ability (704) for its controller's face-up Generals, of one troop type when named
    (after layer 4), of one trait (特性, 404) when named (after layer 5), with the keyword
    ``with_keyword`` when named (after layer 7), only those whose text box is empty when
    ``empty_text`` (108.12, 简雍: no printed talent or ability and none gained, layer 7; troop
    types or "cannot attack" add no text), only those equipped with a Treasure when
    ``equipped`` ("己方场上装备宝物的将领智+1", 向朗 418.4), itself excluded when ``others``:
    +attack/+health/+intelligence (layer 8.3, 709.3; an INT anthem counts for equip conditions,
    418.4, and intelligence conditions, 416) and the ``keywords`` it grants (layer 7, 709.1g).
    Its set of Generals is whatever matches now (708.3a)."""

    attack: int = 0
    health: int = 0
    intelligence: int = 0
    equipped: bool = False
    keywords: list[Keyword] = []
    troop: Troop | None = None
    trait: str | None = None
    with_keyword: KeywordName | None = None
    empty_text: bool = False
    others: bool = False

    @model_validator(mode="after")
    def _empty_text_adds_no_text(self) -> Anthem:
        if self.empty_text and self.keywords:
            raise PydanticCustomError("sanguozhi.card_error.empty_text", "an anthem for empty text boxes cannot grant talents")
        return self


class Ward(Model):
    """A static ability on the receiving side of damage (117.4c): damage of ``kind`` an enemy
    deals to this General (``self``) or to any General of its controller (``own_generals``) is
    lowered by ``amount``, or prevented (防止, 711) when no amount is given."""

    who: Literal["self", "own_generals"] = "self"
    kind: Literal["combat", "permanent", "any"] = "any"
    amount: int | None = Field(default=None, ge=1)


class MoreDamage(Model):
    """A static on the deal step (117.4a) of the General's own damage: damage this General deals
    (combat damage, or a step of its own ability) to a General with the talent ``to_keyword`` is
    ``amount`` more ("张达对具有忠义的将领造成的伤害+1"). Like its other statics it is off while its
    arrival skills resolve (703.5d: 张达's flip 暗箭 2 deals 2, not 3)."""

    amount: int = Field(ge=1)
    to_keyword: KeywordName


class Weaken(Model):
    """A static on the deal step (117.4a): combat damage the enemies' Generals and Formations deal
    is ``amount`` less ("敌方造成的战斗伤害 −1"), before it is assigned."""

    amount: int = Field(ge=1)


class ProvisionsWard(Model):
    """A static on damage to 粮草 at the assign step (117.4b): ``kind`` damage enemies deal to its
    controller's 粮草 is lowered by ``amount`` in each damage event, the controller choosing how
    it is split among the sources (117.4f, 曹仁)."""

    kind: Literal["combat", "any"] = "combat"
    amount: int = Field(ge=1)


class ProvisionsReplacement(Model):
    """如果将要 +X 粮，则改为…… (710): a lasting or permanent Stratagem's replacement of a gain of
    粮 by its controller (``whose = "own"``) or by an enemy (``"enemy"``): +2X (``"double"``, 事半功倍)
    or −X (``"loss"``, 事与愿违). When several apply, the player gaining chooses the order (712.2)."""

    whose: Literal["own", "enemy"] = "own"
    becomes: Literal["double", "loss"]


class Replacement(Model):
    """A static 改为 (replacement, 710) at the assign step (117.4b): ``kind`` damage an enemy deals
    to this General is dealt instead as ``amount`` damage of ``becomes`` (周泰, 117.4e example:
    combat damage becomes 1 permanent damage)."""

    kind: Literal["combat", "permanent"] = "combat"
    becomes: Literal["combat", "permanent"] = "permanent"
    amount: int = Field(ge=1)


class When(Model):
    """The 触发条件 of a General's triggered ability (703.2): ``leaves`` 离场 (703.5b: to any zone,
    or only ``to_graveyard`` "阵亡/被破坏并因此被置入墓地"; read from the General as it last was
    on the field, and not when it leaves face down), ``attacks`` (608.2a; ``alone``: "单独进攻",
    the only attacker declared, checked once at the declaration), ``permanent_damage``
    (receives permanent damage), ``draws`` (its controller draws a card) and ``marked`` (gets the
    counter or mark ``mark``, 119). ``whose``: the General itself (``self``), any of its
    controller's Generals, itself included (``own``, "己方场上将领"), any enemy General
    (``enemy``, "敌方场上将领"), any General of any player (``any``, "每有 1 名骑兵将领", 成公英) or,
    for a Treasure's ability, the General it is equipped to (``equipped``, "当装备将领从场上被置入墓地时",
    传国玉玺: the Treasure goes with it and sees it go, 703.5b); for ``draws`` its controller.
    ``troop``: only a General of that troop type as it last was on the field ("骑兵将领", layer 4
    looked back at, 703.5b). A 每当 ability triggers once per event, however
    many Generals or cards it concerns (703.2c: several Generals attacking together, several cards
    drawn by one effect, Generals leaving in one rule-effect pass); ``each`` is "每有 1 名": once
    for each of them. ``once`` is 当 (703.2b): it triggers only once in the game, per physical card
    (digest §12.2 item 1; option ``once_trigger_scope``)."""

    event: Literal["leaves", "attacks", "permanent_damage", "draws", "marked"]
    whose: Literal["self", "own", "enemy", "any", "equipped"] = "self"
    mark: str | None = None
    troop: Troop | None = None
    to_graveyard: bool = False
    alone: bool = False
    each: bool = False
    once: bool = False

    @model_validator(mode="after")
    def _once_or_each(self) -> When:
        if self.once and self.each or self.alone and self.event != "attacks" or (self.mark is None) != (self.event != "marked") or self.whose == "enemy" and self.event != "marked" \
                or (self.whose in ("any", "equipped") or self.troop is not None) and self.event != "leaves":  # fmt: skip
            raise PydanticCustomError("sanguozhi.card_error.when", "当 (once) and 每有 1 名 (each) exclude each other; alone is for attacks; mark and enemy are for marked; any, equipped and troop for leaves")
        return self


class Ability(Model):
    """A General's printed ability (108.3):

    - ``enter`` [ENTER] 上场技能 and ``flip`` [FLIP] 翻转技能: triggered when it enters the field
      from the chain face up, dispatched or flipped (703.5a, 703.5c); targets are designated
      when the General is dispatched or flipped (701.2g) and checked again on resolution (705.4a);
    - ``activated`` with a speed symbol: ``tap`` [TAP] and ``normal`` [NORMAL] in its
      controller's main process, ``fast`` [FAST] at any time, always with the action right and
      an empty chain (105.4-105.6); it goes onto the chain (702);
    - ``trigger``: a triggered ability (当/每当, 703.2) on the event ``when`` names; no chain, no
      designated target (targets chosen as it triggers, 110.1d, are not written yet);
    - ``static``: an anthem (704, 708.3), a ward (117.4c, 711), a damage ``replace`` (改为,
      117.4b, 710), a ``provisions_ward`` (117.4f), a ``weaken`` (117.4a) or ``survive`` (生还,
      710.7, 801.9) or ``cost_less`` (己方启动式效果的「效果费用」−N 粮, 702.2c: the cost is
      set, then locked, as the ability is used) or ``more_damage`` (117.4a, the damage it deals).

    ``role`` is the role symbol prefix (105.9): the ability exists only in that role; ``growth``
    a 成长 symbol (105.11): only while the 兵权 meets it.
    ``per_turn`` is 此效果每回合限 N 次 (105.12b). ``optional`` is 可 (706.3): the player may
    designate nothing. ``text`` is the Chinese text players read."""

    kind: Literal["enter", "flip", "activated", "static", "trigger"]
    text: str
    role: Role | None = None
    growth: Growth | None = None
    speed: Literal["tap", "normal", "fast"] | None = None
    cost: Cost = Cost()
    per_turn: int | None = Field(default=None, ge=1)
    optional: bool = False
    target: Target | None = None
    steps: list[Step] = []
    anthem: Anthem | None = None
    ward: Ward | None = None
    replace: Replacement | None = None
    provisions_ward: ProvisionsWard | None = None
    weaken: Weaken | None = None
    survive: bool = False
    cost_less: int | None = Field(default=None, ge=1)
    more_damage: MoreDamage | None = None
    when: When | None = None

    @model_validator(mode="after")
    def _parts_of_its_kind(self) -> Ability:
        static_parts = (self.anthem is not None) + (self.ward is not None) + (self.replace is not None) + (self.provisions_ward is not None) + (self.weaken is not None) + self.survive \
            + (self.cost_less is not None) + (self.more_damage is not None)  # fmt: skip
        if (self.kind == "activated") != (self.speed is not None) or static_parts != (self.kind == "static") or \
                (self.kind == "static") == bool(self.steps) or (self.kind == "trigger") != (self.when is not None) or \
                (self.kind == "trigger" and self.target is not None):  # fmt: skip
            raise PydanticCustomError("sanguozhi.card_error.ability", "ability parts do not fit its kind")
        check_targets(self.target, self.steps)
        return self


FORMULA = r"^(\d*N)?([+-]?\d+)?$"  # 503.7: "N", "2N+1", "N-1", "4"
ABILITY_KEYWORDS = frozenset({"毒箭", "暗箭", "援军", "愈术", "先知", "相术", "威凛"})  # talents that are skills or activated abilities (abilities.py)


class CardCondition(Model):
    """One requirement of a Treasure's 装备条件 (418) or a Formation's 结阵条件 (420): a stat at
    least a value ("智≥3"), a role ("副将"), a troop type or a current 兵权条件总数 at least a value
    (``requirement_total``, "兵权条件总数 ≥ 3", 420.3a 斩风阵). All of them must hold."""

    stat: Literal["attack", "health", "intelligence"] | None = None
    at_least: int | None = None
    role: Role | None = None
    troop: Troop | None = None
    requirement_total: int | None = Field(default=None, ge=1)

    @model_validator(mode="after")
    def _one_requirement(self) -> CardCondition:
        given = [self.stat is not None, self.role is not None, self.troop is not None, self.requirement_total is not None]
        if given.count(True) != 1 or (self.stat is None) != (self.at_least is None):
            raise PydanticCustomError("sanguozhi.card_error.equip", "one of stat with at_least, role, troop or requirement_total")
        return self


class Bonus(Model):
    """What an equipped Treasure gives its General (layer 8.3)."""

    attack: int = 0
    health: int = 0
    intelligence: int = 0


class EventCondition(Model):
    """An Event's 条件 item (505.4a): a count of the controller's situation within bounds:
    ``provisions`` (己方粮草), ``hand`` (手牌数), ``own_generals`` / ``enemy_generals`` (场上将领数)."""

    count: Count
    at_least: int | None = None
    at_most: int | None = None


class CardDef(Model):
    id: str
    type: CardType | Literal["unknown"]
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
    abilities: list[Ability] = []
    only_role: Role | None = None  # "只能为副将" (200.7): in another slot it returns to its owner's hand (804.5c)
    # Stratagem (414-416)
    speed: Speed | None = None
    duration: Duration | None = None
    int_condition: int | None = None
    target: Target | None = None
    steps: list[Step] = []
    text: str | None = None  # the Chinese effect text players read
    # Treasure (417.2, 418, 419, 502): its keywords are granted to the equipped General
    treasure_type: TreasureType | None = None
    equip: list[CardCondition] = []  # none: "无"
    bonus: Bonus = Bonus()
    suit: str | None = None  # 套装名称 (419)
    completion: list[Annotated[int, Field(ge=1)]] = []  # a suit Treasure's "n/m" (502.2): its effects need n pieces of the suit
    # Formation (420, 503): stats as formulas in N, the number of members ("N+2", "2N", "3")
    attack_formula: Annotated[str, Field(pattern=FORMULA)] | None = None
    health_formula: Annotated[str, Field(pattern=FORMULA)] | None = None
    formation_condition: list[CardCondition] = []  # every member meets them
    troop_mix: list[Troop] = []  # "[A]/[B]" (420.3a): each member has one of them, each is present
    turns: int | None = Field(default=None, ge=1)  # a lasting Stratagem's "N 回合内" (501.6b)
    # Event (505): the 条件 item; the 效果 item is ``steps`` (a permanent Event's "when it is
    # activated" part) and ``anthem`` (a permanent Event's static part). A lasting or permanent
    # Stratagem has an ``anthem`` too: for its designated Generals, or else for its controller's.
    condition: list[EventCondition] = []
    anthem: Anthem | None = None
    provisions_replace: ProvisionsReplacement | None = None  # a lasting or permanent Stratagem's (712.2)
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
        if self.type == UNKNOWN_TYPE:
            raise PydanticCustomError("sanguozhi.card_error.unknown_type", "a card of unknown type cannot be played")
        missing = {
            "general": ("attack", "health", "intelligence", "requirement"),
            "stratagem": ("speed", "duration", "text"),
            "treasure": ("text",),
            "formation": ("attack_formula", "health_formula", "text"),
            "event": ("duration", "text"),
            "authority": ("authority_type", "face_kind"),
        }[self.type]
        for fact in missing:
            if getattr(self, fact) in (None, [], ""):
                raise PydanticCustomError("sanguozhi.card_error.missing_fact", "missing {fact}", {"fact": fact})
        if self.type == "treasure" and any(k.name in ABILITY_KEYWORDS for k in self.keywords):
            raise PydanticCustomError("sanguozhi.card_error.treasure", "granted abilities are not playable yet")
        if any((self.type == "treasure") != (a.when is not None and a.when.whose == "equipped") for a in self.abilities):
            raise PydanticCustomError("sanguozhi.card_error.treasure_trigger", "a Treasure's abilities watch its equipped General leave; only a Treasure's do")
        if (self.suit is not None) != bool(self.completion) or (self.completion and (len(self.completion) != 2 or self.completion[0] > self.completion[1])):
            raise PydanticCustomError("sanguozhi.card_error.suit", "a suit Treasure prints its completion n/m, with n ≤ m")
        if self.type == "general" and not set(self.factions) <= PLAYABLE_FACTIONS:
            raise PydanticCustomError("sanguozhi.card_error.faction", "a faction effect the engine does not apply yet")
        if any(getattr(step, "per", None) in ("attack", "attack_difference") for step in self.steps):
            raise PydanticCustomError("sanguozhi.card_error.per_attack", "per = attack only in a General's ability")
        if self.type == "event":
            if self.duration == "lasting" or (self.anthem is not None and self.duration != "permanent"):
                raise PydanticCustomError("sanguozhi.card_error.event", "an Event is instant or permanent; only a permanent one has a static part")
            check_targets(self.target, self.steps)
        if self.type == "stratagem":
            stays = self.duration != "instant"  # lasting and permanent ones enter the field (501.6b-c)
            if (self.turns is not None) != (self.duration == "lasting") or ((self.anthem or self.provisions_replace) is not None and not stays):
                raise PydanticCustomError("sanguozhi.card_error.duration", "turns only for lasting Stratagems, anthem only for lasting or permanent ones")
            check_targets(self.target, self.steps)
        return self

    @property
    def requirement_total(self) -> int:
        """The initial requirement total (202.4a reads it): ``requirement_total``."""
        return requirement_total(self.requirement)


def requirement_total(requirement: list[dict[str, int]]) -> int:
    """The largest total of the alternatives (412.2e, 412.4); blank means 0通用 (412.2c)."""
    return max((sum(alternative.values()) for alternative in requirement), default=0)


LIBRARY = CardLibrary("sanguozhi", CardDef, CARDS_DIR)


def card_db() -> dict[str, CardDef]:
    return LIBRARY.cards()

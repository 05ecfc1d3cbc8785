"""隐秘世界 card definitions: the schema of `cards/underworld/<set>/*.toml` and the loader.

A card file holds the printed facts (card anatomy: G:卡牌类别 p6, G:费用 p4, G:忠诚需求 p11,
G:派系和颜色 p7, G:防御力 p4, G:魔法领域图标 p7, G:临时能力图标 p6, G:关键词 p4, G:地区 p3,
G:秘社牌 p7) and the abilities in the effect vocabulary of `abilities.py`. Files are validated
when loaded, so a typo fails at start, not mid-game.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from .abilities import (
    VALUED,
    Ability,
    Domain,
    Faction,
    Icon,
    Keyword,
    KeywordId,
    Mode,
    Model,
    Select,
    Society,
    Step,
    TargetSpec,
    Trigger,
)

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "underworld"

BasicType = Literal["character", "affair", "attachment", "region", "society"]
BASIC_TYPE_NAMES = {"character": "角色", "affair": "事务", "attachment": "附属", "region": "地区", "society": "秘社"}
FACTION_NAMES = {
    "yellow": "黄", "green": "绿", "blue": "蓝", "red": "红", "grey": "灰", "white": "白", "black": "黑",
    "purple": "紫", "neutral": "中立",
}  # fmt: skip
DOMAIN_NAMES = {"mind": "心灵", "holy": "神圣", "star": "星辰", "death": "死亡", "blood": "鲜血"}


class AttachTo(Model):
    """What an attachment attaches to on resolution (G:附属和结附 p4): a target character or
    region, or your own secret society (no target)."""

    kind: Literal["character", "region", "own_society"]
    select: Select | None = None


class Form(Model):
    """What a card becomes in play by its own ability ("将鲜血奴仆移回场上，成为一个名为鲜血的附属并结附于目标吸血鬼
    角色。鲜血不具有能力图标和防御力，且具有…的能力", JC028): the card with this name, type and abilities and
    no icons, defence or keywords, while it stays in play (its definition id ends in FORM, `card`)."""

    name: str
    basic_type: BasicType
    type_line: str
    attach_to: AttachTo | None = None
    abilities: list[Ability] = []


FORM = ":form"  # a card in play as its printed card's Form (steps.return_as_form, permanents.leave_play)


class AttachMode(Model):
    """One option of an attachment printed "选择一项" (JC082: "·借阅：结附于目标角色 …·收藏：结附于本方
    秘社 …"), chosen when it is played (G:选择一项 p10): what it attaches to. The abilities printed
    under an option work where that option puts the card (a `host` static needs a character host;
    an activated one may say `only_if = { on_own_society = true }`)."""

    name: str
    attach_to: AttachTo


class OtherFactionCards(Model):
    """Which cards of other factions a secret society still allows ("以及其他派系…的牌"): all of
    the parts must hold, and one of `any_of` if given ("灵体角色或梦境牌", MSJC17)."""

    no_domain: bool = False  # "不具有魔法领域图标的牌" (MSJC14)
    black_icon: Icon | None = None  # "带有［黑刀］能力图标的" (MSJC11)
    subtype: str | None = None
    any_subtype: list[str] = []  # "吸血鬼或奴仆角色牌" (MSJC12)
    domain: Domain | None = None  # "【星】领域的牌" (MSJC10): a printed magic-domain icon
    keyword: KeywordId | None = None  # "灵体角色" (MSJC17): a printed keyword
    basic_type: Literal["character", "affair", "attachment"] | None = None
    any_of: list[OtherFactionCards] = []

    def allows(self, printed: CardDef) -> bool:
        return ((not self.no_domain or not printed.domains)
                and (self.black_icon is None or self.black_icon in printed.icons)
                and (self.subtype is None or self.subtype in printed.subtypes)
                and (not self.any_subtype or bool(set(self.any_subtype) & set(printed.subtypes)))
                and (self.domain is None or self.domain in printed.domains)
                and (self.keyword is None or printed.keyword(self.keyword) is not None)
                and (self.basic_type is None or printed.basic_type == self.basic_type)
                and (not self.any_of or any(other.allows(printed) for other in self.any_of)))  # fmt: skip


class RevealedCards(Model):
    """Which hand cards an extra cost of revealing counts ("你每展示一张【圣贤】牌或者具有【圣】图标的
    牌", JC081): of the faction or showing the domain."""

    society: Society | None = None
    domain: Domain | None = None

    def allows(self, printed: CardDef) -> bool:
        return (self.society is not None and printed.society == self.society) or (self.domain is not None and self.domain in printed.domains)


class HostDiscount(Model):
    """"额外费用：若结附的目标是僧侣角色，则辟邪十字架的所需费用减少2" (LC09): the host is chosen before
    the cost is paid (G:额外费用 p3), so the cost is known then."""

    subtype: str
    amount: int


class CardDef(Model):
    id: str = Field(pattern=r"^[A-Z]{2,6}\d{2,3}$")  # the community database's card id
    name: str
    set: Literal["基础", "霸权", "帷幕", "间奏", "序曲", "星光", "传奇", "洛城", "测试"]  # 测试: the database's test cards (TEST027)
    type_line: str  # as printed, e.g. "角色-人类/猎手"
    basic_type: BasicType
    faction: Faction | None = None  # its colour; regions have none
    society: Society | None = None  # its faction by name (abilities.Society), as the database records it
    loyalty: list[Faction | Domain] = []  # one entry per loyalty icon (G:忠诚需求 p11)
    domains: list[Domain] = []  # magic-domain icons at the bottom right
    cost: int | None = None
    cost_x: bool = False
    defence: int | None = None
    icons: list[Icon] = []  # black icons (黑)
    white_icons: list[Icon] = []  # temporary icons (白, G:临时能力图标 p6)
    keywords: list[Keyword] = []
    unique: bool = False  # a gold name (G:独有卡牌 p3)
    one_per_player: str | None = None  # "你只能操控至多一个道途" (JC034): a subtype, at most one in play per player
    no_copy_limit_society: str | None = None  # "若本方秘社为貘组，则名为精神锚点的牌…数量没有限制" (BQ009)
    no_copy_limit: bool = False  # "构筑时在牌组中的数量没有限制" (JC125)
    unlimited_names: list[str] = []  # a society's "名称为鲜血的牌，构筑时在牌组中的数量没有限制" (MSBQ01)
    # affairs: how they are played and what they do
    speed: Literal["standard", "fast"] = "standard"
    action_phase_only: bool = False  # "只能在行动阶段打出"
    # "传奇落幕不能被响应" (JZ55, G:响应 p10): while it waits on the stack no player may act, so it
    # resolves before anything else could be played or activated
    cannot_be_responded: bool = False
    # 额外费用 (G:额外费用 p3): "牺牲一个角色"; "支付X费" (JC135: X chosen while paying, G:X p9);
    # "牺牲一个资产" (XQ50: X is the sacrificed asset's printed cost)
    # "shuffle_sealed_named": "将一张封印在本方秘社上且名为精神锚点的牌洗入其拥有者的牌库" (BQ033), of `extra_cost_name`
    extra_cost: Literal["sacrifice_character", "pay_x", "sacrifice_asset", "shuffle_sealed_named"] | None = None
    extra_cost_name: str | None = None
    # "额外费用：你可以横置一个本方法师角色" (CQ03): an optional extra cost, one of your ready characters
    extra_cost_exhaust: Select | None = None
    # "额外费用：横置任意数量的本方僧侣，你每横置一个僧侣，破除所需的费用就减少1" (LC08): which ready characters
    discount_by_exhausting: Select | None = None
    # "额外费用：展示任意数量的手牌，你每展示一张【圣贤】牌或者具有【圣】图标的牌，亚洛尔的所需费用就减少1" (JC081)
    discount_by_revealing: RevealedCards | None = None
    host_discount: HostDiscount | None = None  # an attachment's, by the subtype of its host (LC09)
    # "额外费用：每有一张牌封印在本方秘社上，无垠宫殿的所需费用就减少1" (BQ100): played face up
    discount_per_society_sealed: bool = False
    accepts_only: list[str] = []  # "除装备与祝福外不受附属" (JC081): the only attachment subtypes it takes
    targets: list[TargetSpec] = []
    modes: list[Mode] = []
    # "选择两项，你可以重复选择同一项" (CQ28): how many options are chosen, and whether one may be twice
    mode_count: int = 1
    mode_repeat: bool = False
    # "每位玩家选择一项或多项，并各自执行" (WM084): on resolution each player, the controller first, chooses
    # one or more options he can use, with their targets, then each runs his own as their controller
    each_player_modes: bool = False
    effects: list[Step] = []
    attach_to: AttachTo | None = None
    attach_modes: list[AttachMode] = []  # "选择一项：·借阅：结附于目标角色 …·收藏：结附于本方秘社 …" (JC082)
    no_face_up_play: bool = False  # "熵力化身不能正面打出或付费现身" (XQ19): secret dispatch, or an effect, only
    play_region_subtype: str | None = None  # "只能打出在城市地区" (JZ45)
    abilities: list[Ability] = []
    # regions and secret societies
    cap: int | None = None  # 势力值上限
    score: int | None = None  # 分数
    points: int | None = None  # "1分值" on a character (JC079): counts in its owner's score area like a region's score
    hand_size: int | None = None  # a society's opening hand (G:秘社牌 p7)
    society_counter_cap: int | None = None  # "复苏标志上限：8" (MSWM04): at most this many of a kind on the society
    deck_faction_minimum: int | None = None  # "构筑时你的牌组中需包含N张或更多【X】派系的牌"
    deck_factions: list[Faction] = []  # "构筑时你的牌组中只能包含【灰】和【中立】派系的牌" (MSJC14)
    deck_others: OtherFactionCards | None = None  # "…以及其他派系不具有魔法领域图标的牌" (MSJC14)
    deck_others_max: int | None = None  # "非【红】且非【中立】派系的牌不能超过12张" (MSJC13)
    implemented: bool = True
    becomes: Form | None = None  # JC028

    @model_validator(mode="after")
    def _fits_its_type(self) -> CardDef:
        for keyword in self.keywords:
            if (keyword.id in VALUED) != (keyword.value is not None):
                raise ValueError(f"keyword {keyword.id} {'needs' if keyword.id in VALUED else 'takes no'} value")
        if self.basic_type == "character" and (self.defence is None or (self.cost is None and not self.no_face_up_play)):
            raise ValueError("a character needs a cost and a defence (G:角色 p5)")
        if self.basic_type == "region" and (self.cap is None or self.score is None):
            raise ValueError("a region needs an influence cap and a score (G:地区 p3)")
        if self.basic_type == "society" and self.hand_size is None:
            raise ValueError("a secret society needs its opening hand size (G:秘社牌 p7)")
        if self.attach_modes and self.attach_to is not None:
            raise ValueError("an attachment with options attaches as its chosen option says")
        if self.basic_type == "attachment" and self.attach_to is None and not self.attach_modes:
            raise ValueError("an attachment says what it attaches to (G:附属和结附 p4)")
        if (self.effects or self.modes) and self.basic_type != "affair":
            raise ValueError("only affairs have effects; other cards have abilities")
        if any(step.step == "next_time" for step in self.effects + [s for m in self.modes for s in m.effects]):
            raise ValueError("an affair leaves no trigger waiting; a card ability's next_time step may (ability_by_id)")
        if any(getattr(step, "grants", None) for step in self.effects):  # its id names a card ability (ability_by_id)
            raise ValueError("an affair grants no ability; a card ability's modify step may")
        if self.basic_type in ("character", "affair", "attachment") and self.faction is None:
            raise ValueError("a deck card has a faction or is neutral (G:派系和颜色 p7)")
        return self

    @property
    def subtypes(self) -> tuple[str, ...]:
        """"角色-人类/猎手" -> ("人类", "猎手") (G:卡牌类别 p6)."""
        return _subtypes_of(self.type_line)

    def keyword(self, keyword_id: str) -> Keyword | None:
        return next((k for k in self.keywords if k.id == keyword_id), None)

    @property
    def printed_cost(self) -> int:
        """X counts as 0 (G:印刷费用 p10); a card without a cost has printed cost 0."""
        return self.cost or 0


def load_card_file(path: Path) -> CardDef:
    with path.open("rb") as handle:
        return CardDef.model_validate(tomllib.load(handle))


def card_files() -> list[Path]:
    return sorted(CARDS_DIR.glob("*/*.toml"))


def check_card_files() -> list[str]:
    """Load every card file on its own and report each one that does not validate."""
    problems, seen = [], {}
    for path in card_files():
        try:
            card = load_card_file(path)
        except (ValueError, tomllib.TOMLDecodeError) as error:
            problems.append(f"{path.relative_to(CARDS_DIR)}: {error}")
            continue
        if card.id in seen:
            problems.append(f"{path.relative_to(CARDS_DIR)}: id {card.id} also in {seen[card.id]}")
        seen[card.id] = path.relative_to(CARDS_DIR)
    return problems


@cache
def card_db() -> dict[str, CardDef]:
    """Every 隐秘世界 card file, by id."""
    cards = {}
    for path in card_files():
        card = load_card_file(path)
        if card.id in cards:
            raise ValueError(f"card id {card.id} defined twice ({path})")
        cards[card.id] = card
    return cards


def card(definition: str) -> CardDef:
    printed = card_db().get(definition)  # read for nearly every rules question: the plain id first
    return printed if printed is not None else _form_card(definition)


@cache
def _subtypes_of(type_line: str) -> tuple[str, ...]:
    # Keyed by the line, not the card: a form's card is a model_copy with its own type line.
    _, _, rest = type_line.partition("-")
    return tuple(part for part in rest.split("/") if part)


@cache
def _form_card(definition: str) -> CardDef:
    printed = card_db()[definition.removesuffix(FORM)]
    form = printed.becomes
    return printed.model_copy(update={"name": form.name, "basic_type": form.basic_type, "type_line": form.type_line,
                                      "attach_to": form.attach_to, "abilities": form.abilities, "icons": [], "white_icons": [],
                                      "defence": None, "keywords": [], "becomes": None})  # fmt: skip


GRANTED = "granted"
NEXT_TIME = "next"


def granted_ability_id(granter: str, index: int) -> str:
    """The id of the ability that ability `index` of card `granter` gives (continuous, or by a
    `modify` step)."""
    return f"{GRANTED}.{granter}.{index}"


def next_time_ability_id(definition: str, index: str, step_index: int) -> str:
    """The id of the trigger step `step_index` of card ability `index` leaves waiting (JC082)."""
    return f"{NEXT_TIME}.{definition}.{index}.{step_index}"


@cache
def _next_time_ability(definition: str, index: int, step_index: int) -> Ability:
    step = card(definition).abilities[index].effects[step_index]
    return Ability(kind="triggered", trigger=Trigger(event=step.event), effects=step.effects)


def ability_by_id(definition: str, ability_id: str) -> Ability:
    """A card's own ability by index ("0", "1"), or one ability `index` of card `granter` gives it
    ("granted.<granter>.<index>"): a continuous one (DQCQ02) or the `modify` step of another (BQ016)."""
    if ability_id.startswith(f"{NEXT_TIME}."):  # "本回合中，当你赢得下一次调查对抗时" (JC082)
        _, granter, index, step_index = ability_id.split(".")
        return _next_time_ability(granter, int(index), int(step_index))
    if ability_id.startswith(f"{GRANTED}."):
        _, granter, index = ability_id.split(".")
        giver = card(granter).abilities[int(index)]
        if giver.static is not None:
            return giver.static.grants
        return next(step.grants for step in giver.effects if getattr(step, "grants", None) is not None)
    return card(definition).abilities[int(ability_id)]

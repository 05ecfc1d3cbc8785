"""The 隐秘世界 effect vocabulary: abilities, targets and effect steps as typed data.

Targets are chosen when a card is played or an ability is announced, before paying (G:打出 p2,
G:发动 p4, G:目标 p7), so they belong to the ability (`targets`), and the steps name them. Each
step type has one resolver in `steps.py`, registered by its `step` name, and one unit test.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Icon = Literal["investigation", "battle", "influence"]  # 调查 ［眼］, 战斗 ［刀］, 势力 ［星］
Faction = Literal["yellow", "green", "blue", "red", "grey", "white", "black", "purple", "neutral"]
# The faction a card belongs to by name (派系, its printed faction icon), apart from its colour: most
# share the colour's name (黄 帷幕守望), some do not (BQ043 is a red 国家机构 card), so "【国家机构】"
# in a text reads this, never the colour (G:派系和颜色 p7)
Society = Literal["帷幕守望", "猎魔人", "王座会", "鸣钟教派", "国家机构", "圣贤", "方碑序列", "梦境行者", "仙灵", "昆仑",
                  "破茧者", "炼金师学会", "独立"]  # fmt: skip
Domain = Literal["mind", "holy", "star", "death", "blood"]  # 心灵 神圣 星辰 死亡 鲜血 (G:魔法领域图标 p7)
# "targeting_controller": "其操控者" (WM058), the controller of the card whose targeting triggered the ability
Who = Literal["you", "each", "opponent", "target_player", "targeting_controller"]
KeywordId = Literal[
    "overt", "covert", "mobile", "spirit", "leader", "prestige", "renown", "withdraw", "carnage",
    "ambush", "barrier", "time_counters", "no_equipment", "slow", "recover",
    "immobile",
]  # fmt: skip
# Keywords written with a number; "杀伤" and "袭击" stack (G:杀伤X p8, G:袭击X p9).
VALUED = frozenset({"carnage", "ambush", "time_counters"})


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Condition(Model):
    """When a continuous ability works or a step happens, relative to its controller (all parts
    must hold)."""

    assets_with_domain: Domain | None = None  # "若你的资产区具有【血血】"
    assets_with_domain_count: int = 1
    # "若你的资产区具有【蓝蓝】" (JZ26): faction icons, one a card in his asset zone (as for loyalty)
    assets_with_faction: Faction | None = None
    assets_with_faction_count: int = 1
    no_enemy_characters_here: bool = False
    own_influence_here: bool = False
    enemy_influence_here: bool = False
    source_ready: bool = False
    source_exhausted: bool = False  # the source is exhausted (XQ22: only then may it be readied)
    you_have_token: bool = False  # "若你具有【先手标志】"
    source_without_time_counters: bool = False  # "若消逝的乌尔德上没有时间标志" (WM034)
    # "若该地区有三个或更多时间标志" (JC127, JC048): on the region and the cards there (G:指示物标志 p11)
    time_counters_here_min: int | None = None
    own_society_named: str | None = None  # "若本方秘社为哨兵" (CQ19): the name of his secret society card
    time_counters_in_play_min: int | None = None  # "你只能在场上有四个或更多时间标志时发动此能力" (XQ19): everywhere in play
    region: str | None = None  # the region target the condition reads instead of the source's region
    # "若本方角色的［黑刀］与［白刀］图标数量之和大于敌方" / "若小于或等于敌方" (WM019)
    battle_icons_vs_enemy: Literal["more", "not_more"] | None = None
    region_subtype: str | None = None  # "若荒野长老位于黄昏地区" (LC11)
    enemy_hand_at_most: int | None = None  # "若有敌方玩家的手牌数量少于或等于N张" (JZ22)
    other_own_here: str | None = None  # "若本地区有其他本方罪犯角色": a subtype (JZ48)
    you_control: list[str] = []  # "若你操控机械或魔像角色": one of these subtypes (CQ01)
    # "若你操控三个名为诡异三姐妹的角色" (CQ08): at least `controls_named_count` face-up characters of that name
    controls_named: str | None = None
    controls_named_count: int = 1
    dying_subtype: str | None = None  # "若死亡的是吸血鬼角色" (JC031): the character whose death triggered it
    own_graveyard_min: int | None = None  # "若本方墓地有七张或更多牌" (BQ075)
    exhausted_own_subtype: str | None = None  # "若横置的是本方梦魇角色" (XG32): an own character an exhaust step before exhausted
    sealed_on_own_society: str | None = None  # "若有名为精神锚点的牌封印在本方秘社上" (BQ018): a card name
    destroyed_subtype: str | None = None  # "若因此效果消灭的角色是吸血鬼" (XQ08): the one a `destroy` before destroyed
    sacrificed_subtype: str | None = None  # "若所牺牲的是骷髅角色" (JZ57): the character sacrificed to pay the cost
    discarded_subtype: str | None = None  # "若所弃的是罪犯牌" (MSWM03): the card discarded to pay the cost
    source_has_counters: bool = False  # "若其上有指示物标志" (WM029): any counter but damage
    source_has_sealed: bool = False  # "若有卡牌封印在其上" (WM029)
    enemy_influence_removed: bool = False  # "本回合中，若有敌方势力标志曾被移除" (JC053)
    on_own_society: bool = False  # the source is attached to its controller's secret society ("·收藏：结附于本方秘社", JC082)
    subtype_here: str | None = None  # "本地区有梦境" (WM068): a character of that subtype in the source's region
    score_below_enemy: bool = False  # "本方分数少于敌方" (WM014): his score area against an enemy's (G:计分区 p5)
    # "若本方秘社为S．P．T执行部，或本方分数少于敌方" (WM014): at least one of these holds, besides the rest
    any_of: list[Condition] = []


class Keyword(Model):
    id: KeywordId
    value: int | None = None


class Select(Model):
    """Which objects qualify, relative to the ability's controller ("本方" you, "敌方" enemy).

    `here`: in the region the source was in when the ability was announced or triggered (a
    region remembered then, JC052's FAQ); `in_region`: in the region another target names."""

    kind: Literal[
        "character", "hidden_agent", "character_or_agent", "attachment", "asset", "attachment_or_asset",
        "region", "player", "graveyard_character", "graveyard_card", "character_or_attachment",
        "character_attachment_or_agent",
        "stack_card",  # "堆叠中的卡牌" (XQ04): a card played face up or being revealed, waiting on the stack
        "sealed_on_own_society",  # "选择封印在本方秘社上的目标牌" (BQ070): a card sealed on the controller's society
    ] = "character"  # fmt: skip
    controller: Literal["you", "enemy", "any"] = "any"
    here: bool = False
    not_here: bool = False  # regions: not the one the source is in (G:移动 p10)
    not_region_of: str | None = None  # regions: not the one another target is in ("移动至另一个地区", CQ03)
    adjacent: bool = False  # regions: adjacent to the one the source is in ("相邻地区", adjacency.py)
    # A move's destination (a region, or a card whose region it is): one the characters a move step
    # moves there ("source" or earlier targets' names) may legally enter (G:移动 p10, G:否定效果优先 p4),
    # so no forbidden region is offered, and one that became forbidden is an illegal target (G:目标 p7)
    entered_by: list[str] = []
    in_region: str | None = None
    other: bool = False  # not the source itself ("另一个")
    not_host: bool = False  # not the card the source is attached to ("另一个目标角色", XQ47)
    subtype: str | None = None  # "人类角色"
    any_subtype: list[str] = []  # "吸血鬼或奴仆角色" (JC038)
    society: Society | None = None  # "【王座会】角色": of that faction by name, not colour (JC038)
    not_subtype: str | None = None  # "非人类角色" (G:非 p3)
    not_subtypes: list[str] = []  # "非人类且非天使角色" (LC08): none of these
    exhausted: bool | None = None
    printed_cost_min: int | None = None  # printed cost, X counted as 0 (G:印刷费用 p10)
    printed_cost_max: int | None = None
    # "印刷费用为X的" (JC135), "小于或等于X的" (XQ50): the card's X, known once its cost is paid (G:X p9)
    printed_cost_x: Literal["equal", "at_most"] | None = None
    printed_subtype: str | None = None  # "印刷类别为人类的角色" (JC036): a subtype it prints, whatever it gained or lost
    has_domain: bool | None = None  # "具有魔法领域图标的角色"
    attached_to_character: bool | None = None
    attached_to: str | None = None  # attachments on the character another target names (JC017)
    on_society_or_region_here: bool = False  # "结附于秘社或本地区上的附属" (JC043)
    defence_min: int | None = None  # current defence, "防御力大于或等于3的角色" (XQ11)
    keyword: KeywordId | None = None  # "本方声望角色" (XQ31): printed or gained by a resolved effect
    not_keyword: KeywordId | None = None  # "非灵体的本方角色" (JC077): likewise, without it
    domain: Domain | None = None  # "【死】角色" (JZ17): a printed magic-domain icon
    has_icon: Icon | None = None  # "具有［黑刀］和［白刀］能力图标的角色" (XQ33): black or white
    has_counters: bool | None = None  # "具有指示物标志的" (XQ21): any counter but damage
    same_controller_as: str | None = None  # "另一个由相同玩家操控的": not that target, same controller (XQ20)
    with_counter: Literal["lock", "time"] | None = None  # "其上有锁定标志的" (JC069)
    counters_at_least: int = 1  # "其上有三个或更多时间标志的" (MSJC13)
    black_icon: Icon | None = None  # "带有［黑刀］能力图标的" (MSJC11)
    has_sealed: bool | None = None  # "其上有牌封印的" (JC099, WM029)
    # "有名为鲜血的附属结附于其上的" / "有装备或武器附属结附于其上的" (BQ035): a face-up attachment on it
    # of that name, or of one of those subtypes
    with_attachment_named: str | None = None
    with_attachment_subtypes: list[str] = []
    unique: bool = False  # "目标独有角色" (JZ55): a gold name (G:独有卡牌 p3)


class TargetSpec(Model):
    """A target chosen on announcement: `count` objects (0..count with `up_to`), never the same
    object twice. On resolution the ones no longer legal are ignored; the ability does nothing
    when none is legal any more (G:目标 p7, digest A33). "若…，则改为…目标附属" (JC005): while
    `instead_if` holds, `instead` selects the target in place of `select`."""

    name: str = "t"
    select: Select = Select()
    count: int = 1
    up_to: bool = False
    instead_if: Condition | None = None
    instead: Select | None = None

    @model_validator(mode="after")
    def _instead_comes_with_its_condition(self) -> TargetSpec:
        if (self.instead_if is None) != (self.instead is None):
            raise ValueError("`instead` and `instead_if` go together")
        return self


class Ref(Model):
    """What a step acts on: a named `target`, the `source` itself, the `host` the source is
    attached to or sealed under, or `all` objects matching a selection when the step happens
    (not targeted). `if_subtype`: only those of the subtype then ("然后若该角色是仙灵，则其…", JZ19);
    `if_counter`: only those with such a counter then (JZ43); `if_sealed_under`: only those with a
    card sealed under them then ("若有其他卡牌被封印在其上", XQ45); `sealed_on_source`: the cards
    sealed under the source ("封印在该地区上的所有牌", DQWM004)."""

    target: str | None = None
    source: bool = False
    host: bool = False
    all: Select | None = None
    if_subtype: str | None = None
    if_counter: Literal["lock", "time"] | None = None  # "若该角色上已有锁定标志，则改为…" (JZ43)
    if_sealed_under: bool = False
    if_face_subtype: str | None = None  # "若该暗藏者的正面是罪犯类别" (JZ46): its printed face, hidden or not
    sealed_on_source: bool = False
    dying: bool = False  # "该角色" (JC105): the character whose death triggered the ability, in the graveyard now
    sacrificed: bool = False  # "这些角色牌" (JZ35): those a `sacrifice` step before put into the graveyard
    entering: bool = False  # "该角色" (JZ23): the character whose entering the region triggered the ability
    targeting: bool = False  # "该卡牌" (WM058): the enemy card whose targeting triggered the ability, on the stack
    exhausted_for_cost: bool = False  # "因发动该能力而横置的罪犯角色" (MSWM03): exhausted to pay it, the same object


class StepModel(Model):
    optional: bool = False  # "你可以…" for this step alone
    if_done: bool = False  # "若你如此做": only if the step before did something
    if_not_done: bool = False  # "否则": only if the step before did nothing (JC068: "支付1，否则横置")
    if_extra_cost_paid: bool = False  # "若你已支付额外费用" (CQ03): only if the card's optional extra cost was paid
    condition: Condition | None = None  # "若…，则…": checked when the step happens


SocietyCounter = Literal["divination", "revival"]  # 卜卦标志 (BQ012), 复苏标志 (XG32) on a secret society


class Draw(StepModel):
    """`per_destroyed`: one card per card the `destroy` step before destroyed (MSJC13);
    `per_society_counter`: as many as the counters of that kind on your secret society (BQ012)."""

    step: Literal["draw"]
    count: int = 1
    who: Who = "you"
    per_destroyed: bool = False
    per_society_counter: SocietyCounter | None = None


class Discard(StepModel):
    """The discarding player chooses (G:弃牌 p8), or with `chosen_by_you` the controller looks at
    his hand and chooses (JC114); `random` ("随机弃"): the cards are picked at random instead
    (digest T56 lets the engine's random numbers pick for the acting player). `basic_type` keeps
    the choice to cards of that type; `up_to` lets the chooser pick none (BQ028)."""

    step: Literal["discard"]
    count: int = 1
    who: Who = "you"
    chosen_by_you: bool = False
    random: bool = False
    basic_type: Literal["character", "affair", "attachment"] | None = None  # only cards of this type
    up_to: bool = False  # "你可以选择其中一张附属牌" (BQ028): the chooser may pick none


class RevealHand(StepModel):
    """展示 (G:展示 p11): the players show their hands to everyone (JC114)."""

    step: Literal["reveal_hand"]
    who: Who = "target_player"


class DealDamage(StepModel):
    """`per_time_counter_here`: the amount is the number of time counters in the region (JC048);
    `unpreventable`: "该伤害不能被防止" (JC019), neither 灵体 nor a prevention effect stops it."""

    step: Literal["deal_damage"]
    amount: int
    what: Ref
    per_time_counter_here: bool = False
    unpreventable: bool = False
    amount_x: bool = False  # "移除X个充能标志：对目标角色造成X点伤害" (CQ19): the X paid in the ability's cost


class Destroy(StepModel):
    step: Literal["destroy"]
    what: Ref


class Ready(StepModel):
    """重置 (G:横置和重置 p9): "你可以横置或重置该角色" (JC110)."""

    step: Literal["ready"]
    what: Ref


class Exhaust(StepModel):
    """`return_if_exhausted`: "若该角色已横置，则改为将其移回其拥有者手上" (JC004)."""

    step: Literal["exhaust"]
    what: Ref
    return_if_exhausted: bool = False


class ReturnToHand(StepModel):
    step: Literal["return_to_hand"]
    what: Ref


class Lurk(StepModel):
    """潜伏 (G:潜伏 p8): turn characters face down into hidden agents. `then_reveal`: 闪烁, as its
    cards explain it ("将该角色翻面为暗藏者，然后将其现身至正面", JZ05): each is then revealed for free."""

    step: Literal["lurk"]
    what: Ref
    then_reveal: bool = False
    # "在下一个准备步骤开始时，令其现身，且不需要支付其费用" (JC024): the agent this lurk made turns
    # face up for free then, its 现身触发 included
    reveal_next_prepare: bool = False


class Modify(StepModel):
    """Icons, defence, keywords and extra subtypes ("额外获得奴仆类别") for a while: this turn
    ("直到回合结束", "本回合中") or until the source leaves play ("持续到…离场为止", JZ27).
    `influence_becomes_battle`: "所有［黑星］和［白星］能力图标都替换为［黑刀］" (JC106)."""

    step: Literal["modify"]
    what: Ref
    icons: list[Icon] = []
    white_icons: list[Icon] = []
    defence: int = 0
    keywords: list[Keyword] = []
    influence_becomes_battle: bool = False
    subtypes: list[str] = []
    printed_defence: int | None = None  # "其印刷防御力成为1" (XQ07): other changes still add to it (its FAQ)
    lose_keywords: list[KeywordId] = []  # "失去灵体能力直到回合结束" (MSJC10)
    # "花园地精像成为一个地精角色，且具有…直到回合结束。（它仍然是附属）" (JC027): an attachment that is also a
    # character while the effect lasts (stats.is_character), its `subtypes` the character's
    becomes_character: bool = False
    until: Literal["end_of_turn", "source_leaves"] = "end_of_turn"
    # "获得［黑刀］和“死亡触发：抓一张牌”" (BQ016): as Static.grants, for a while; a 死亡触发 only, as
    # the card that gave it may be gone
    grants: Ability | None = None

    @model_validator(mode="after")
    def _grants_a_death_trigger(self) -> Modify:
        check_grant(self.grants)
        if self.grants is not None and self.grants.kind != "triggered":
            raise ValueError("a modify step grants a 死亡触发 only (stats.granted_abilities)")
        return self


class PreventDamage(StepModel):
    """"本回合中，为目标角色防止接下来将受到的所有伤害" (JC078)."""

    step: Literal["prevent_damage"]
    what: Ref


class Suppress(StepModel):
    """遏制 X (G:遏制X p3): the player chooses and removes X of his own influence tokens; `amount`
    0 is the X of the trigger (JC040: the cards discarded)."""

    step: Literal["suppress"]
    amount: int
    who: Literal["target_player", "opponent"] = "target_player"


class PlaceInfluence(StepModel):
    """`per_card_drawn`: as many as the cards just drawn ("X等于此次抓牌的数量", JC080). `region`
    may name a card target: the region it is in, or was in when a step before destroyed it
    ("在其所在地区上放置", XQ08)."""

    step: Literal["place_influence"]
    amount: int = 1
    per_card_drawn: bool = False
    region: str = "here"  # "here", or the name of a region target or a card target


class SearchLibrary(StepModel):
    """Find up to `count` cards in your library (among its `top` cards; optionally of a basic type,
    subtype, domain, name or printed cost), reveal them (unless `reveal` is false), shuffle, and put
    them into your hand, on top of the library ("top"), into your graveyard, or into play in the
    source's region ("play", G:置于 p11: no cost; XQ48, CQ16), as hidden agents with `face_down`
    (BQ104, JC032), or seal them under the source or `seal_on` ("seal", G:封印 p4; JZ02, JC109, XQ44).
    With `who` "each", every player searches his own, starting with the controller."""

    step: Literal["search_library"]
    who: Who = "you"
    # "play": put into play here (CQ16); "seal": sealed under the source ("将该牌封印在西姆斯教授上", JZ02)
    to: Literal["hand", "top", "graveyard", "play", "seal"] = "hand"
    seal_on: Ref | None = None  # the host of `to` "seal": a target ("封印在目标角色上", XQ44); else the source
    region: str = "here"  # where `to` "play" puts it: "here" or a region target ("置于目标地区", JC033)
    # an attachment found `to` "play" goes onto this character target ("将其结附在目标吸血鬼角色上", XG10)
    # if it may carry it; without it, onto a legal host its controller chooses (JC051)
    attach_on: str | None = None
    face_down: bool = False  # into play as a hidden agent (JC032)
    top: int | None = None  # "自你牌库顶的六张牌中寻找": only among the top cards (JC032)
    count: int = 1
    reveal: bool = True
    basic_type: Literal["character", "affair", "attachment"] | None = None
    subtype: str | None = None
    any_subtype: list[str] = []  # "法术或书籍牌" (JC007)
    domain: Domain | None = None  # "【死】领域的角色牌" (JZ50)
    printed_cost_min: int | None = None
    printed_cost_max: int | None = None
    name: str | None = None  # "名为噩梦残像的角色牌" (JZ61)
    unique_of_society: Society | None = None  # "【帷幕守望】独有牌": a unique card of that faction by name (MSJC01)
    unique: bool = False  # "一张独有吸血鬼角色牌" (CQ08): a gold name (G:独有卡牌 p3)
    keyword: KeywordId | None = None  # "灵体角色牌": a printed keyword (JC109)
    not_subtype: str | None = None  # "非人类【紫】角色牌" (JZ62)
    faction: Faction | None = None
    distinct_names: bool = False  # "且他们的名称不能相同" (MSJZ04): at most one card of each name
    # "从你的牌库或墓地中寻找…，然后若从牌库寻找过牌则洗牌" (JZ70): his graveyard's cards are offered too,
    # and the library is shuffled unless the card found came from the graveyard
    or_graveyard: bool = False

    @model_validator(mode="after")
    def _a_seal_has_a_host(self) -> SearchLibrary:
        if self.seal_on is not None and self.to != "seal":
            raise ValueError("`seal_on` names the host of a search that seals (to = seal)")
        return self


class Predict(StepModel):
    """预测 X: look at the top X cards, put any of them back on top in any order and the rest on
    the bottom in any order (JC104). With `who` "each", every player predicts for himself.
    `per_time_counter`: X is the number of time counters the dying source had (死亡触发, JZ30)."""

    step: Literal["predict"]
    count: int = 0
    per_time_counter: bool = False
    per_society_counter: SocietyCounter | None = None  # "预测X，X等于本方秘社上卜卦标志的数量" (BQ012)
    who: Who = "you"
    plus_icons: Icon | None = None  # X = count + these icons, black and white, on his characters (DQBQ01)


class BottomToHand(StepModel):
    """Put the bottom cards of your library into your hand: not a draw (G:抓牌 p11, JC049 FAQ)."""

    step: Literal["bottom_to_hand"]
    count: int


class Sacrifice(StepModel):
    """Each named player chooses one card he controls of the kind (in the region a target names,
    if `region`) and sacrifices it (G:消灭和牺牲 p10); with `draw_per_defence` he then draws as many
    cards as the sacrificed character's defence (DQJC111). With `what`, the controller sacrifices
    those cards of his instead, nobody chooses (JC064: "否则牺牲戒严")."""

    step: Literal["sacrifice"]
    kind: Literal["character", "attachment", "asset", "hidden_agent"] = "character"
    who: Who = "each"
    region: str | None = None
    draw_per_defence: bool = False
    what: Ref | None = None  # instead: these cards, if he controls them ("牺牲之", WM034)
    unless_remove_influence: int | None = None  # "除非他选择并移除三个他所拥有的势力标志" (JC128)


class Move(StepModel):
    """Move characters to the region a target names, or to the region a card target is in
    (G:移动 p10: never to where it is); `to` "adjacent": to a region adjacent to the one it is in,
    chosen by the controller on resolution, not targeted ("移动至相邻地区", DQCQ02, WM062)."""

    step: Literal["move"]
    what: Ref
    to: str


class Attach(StepModel):
    """"将防弹战术背心结附在另一个目标角色上" (XQ47): attachments in play (`what`) move onto the card
    a target names, if it may carry them (attachments.py); they stay the same objects, as when
    moving (G:移动 p10)."""

    step: Literal["attach"]
    what: Ref
    to: str


class PutAttached(StepModel):
    """"将你墓地中的目标装备附属牌移回场上，并结附于合法目标" (WM086): the attachment cards of `what` enter
    play under the controller (G:置于 p11: not played, no cost) attached to a host he chooses on
    resolution among those its "结附于…" allows (G:附属和结附 p4); with none, the card stays."""

    step: Literal["put_attached"]
    what: Ref


class DrinkBlood(StepModel):
    """饮血N, as the cards' reminder text defines it: "将一张本方墓地中或封印在本方秘社上，名为鲜血的牌放置
    进场并结附于该角色上" (BQ037, BQ032): for each character `what` names, its controller chooses that
    many cards named 鲜血 from his graveyard or his society, which may attach to it, and puts them into
    play attached to it (not played, G:置于 p11)."""

    step: Literal["drink_blood"]
    what: Ref
    amount: int = 1


class NameCharacter(StepModel):
    """"说出一个角色牌名称" (XQ26): its controller names a character card of the game; the source
    remembers the name while it stays in play (`named_character_enters`)."""

    step: Literal["name_character"]


class MoveInfluence(StepModel):
    """"将相邻地区上的一个本方势力标志移动到本地区" (WM056): the controller chooses a region adjacent
    to the source's holding his tokens (not targeted) and moves `amount` of them here."""

    step: Literal["move_influence"]
    amount: int = 1


class ReturnChosen(StepModel):
    """Each named player chooses one character he controls and returns it to its owner's hand
    (DQBQ06)."""

    step: Literal["return_chosen"]
    who: Who = "each"


class Mill(StepModel):
    """Put the top cards of the named players' libraries into their graveyards: not a draw, so an
    empty library just gives fewer (XQ36)."""

    step: Literal["mill"]
    count: int
    who: Who = "you"


class RevealTopToAssets(StepModel):
    """Each named player reveals the top card of his library: of even printed cost (none or X
    counts as 0, an even number: DQXQ01's FAQ) he may put it into his asset zone as an asset (not
    establishing one); otherwise it is shuffled back into his library."""

    step: Literal["reveal_top_to_assets"]
    who: Who = "each"


class RevealUntilCharacter(StepModel):
    """"从你的牌库顶开始展示卡牌，直到展示出一张角色牌为止，将该角色放置进场并置于本地区，将百变王牌横置并
    结附于其上，然后将其余展示的牌洗回牌库" (BQ025): the controller reveals his library's top cards one by
    one until a character card (展示, G:展示 p11), puts it into play here (G:置于 p11: not played), attaches
    the source to it, exhausted, wherever the source is now (`attach_source`: it was destroyed with
    its host, G:附属和结附 p4), then shuffles the rest back. No character card: all go back."""

    step: Literal["reveal_until_character"]
    attach_source: bool = False


class PutFromHand(StepModel):
    """Each named player may put one character or attachment card from his hand into play, into a
    region or attached to a legal host he chooses, paying no cost and ignoring loyalty (DQBQ10;
    G:置于 p11: not played)."""

    step: Literal["put_from_hand"]
    who: Who = "each"
    # "从你的手牌中展示一张［黑刀］和［白刀］能力图标总和少于或等于盛夏王廷传令官的仙灵角色牌，然后将该角色牌
    # 放置于本地区" (JZ14): only character cards of `subtype` whose printed battle icons, black and white,
    # are at most the source's, shown, then put into the source's region (`here`)
    subtype: str | None = None
    battle_icons_at_most_source: bool = False
    here: bool = False


class ClearCounters(StepModel):
    """Remove every counter from the region a target names, influence tokens excepted (JZ06)."""

    step: Literal["clear_counters"]
    region: str


class BecomeAsset(StepModel):
    """Put cards in play, exhausted, into their controller's asset zone as assets (XQ23): they
    leave the contested area, so the attachments on them are destroyed."""

    step: Literal["become_asset"]
    what: Ref


class GainCost(StepModel):
    step: Literal["gain_cost"]
    amount: int = 1


class ReturnFromGraveyard(StepModel):
    """Put the targeted character card from your graveyard into your hand (JC086)."""

    step: Literal["return_from_graveyard"]
    what: Ref


class PutIntoPlay(StepModel):
    """Put the targeted graveyard character card (or, without `what`, one character card each
    named player chooses from his own graveyard) into the region a target names, face up or as a
    hidden agent (G:置于 p11: not played, no cost). An attachment card in `what` is attached to
    that region (BQ075)."""

    step: Literal["put_into_play"]
    what: Ref | None = None
    who: Who = "you"
    # "here", "region_one", the name of a region target, or "where_it_was": each card into the region
    # it left by a step before ("分别置于其之前所在的地区", JZ35)
    region: str
    face_down: bool = False
    exhausted: bool = False  # "移回场上并横置" (XQ35): it enters exhausted
    subtypes: list[str] = []  # "该角色额外具有不死生物类别" (JC133): for as long as it stays in play
    # "该角色移回场上" (LC09): under its owner's control (G:操控者 p2), whoever controls the ability
    owner_controls: bool = False
    # "令一张封印在貘组上的角色牌正面进场" (MSJC10): the controller chooses a character card sealed on
    # the source instead of one from a graveyard
    sealed_on_source: bool = False
    subtype: str | None = None  # "一张封印在破茧者教团上的梦魇角色牌" (MSJZ04): only character cards of this subtype


class ConvertInfluence(StepModel):
    """Remove every enemy influence token from this region, then put as many of yours (JC095)."""

    step: Literal["convert_influence"]


class RevealFree(StepModel):
    """Each named player may turn one of his hidden agents face up without paying its cost or
    checking loyalty (DQJC108 and its FAQ): it enters as on a reveal, without the stack."""

    step: Literal["reveal_free"]
    who: Who = "each"
    # "令一个印刷费用小于或等于X的本方角色从暗藏者状态现身，你无需支付该牌费用，但需要满足其忠诚需求。X为本方秘社上的
    # 复苏标志数量" (MSWM04): only agents of printed cost at most X, the counters of that kind on his society,
    # and with `loyalty` only those whose loyalty he meets
    cost_at_most_society_counters: Literal["revival"] | None = None
    loyalty: bool = False


class ReturnAsForm(StepModel):
    """"将鲜血奴仆移回场上，成为一个名为鲜血的附属并结附于目标吸血鬼角色" (JC028): the source, sacrificed to pay,
    comes back from its owner's graveyard as its printed card's `becomes` form, attached to the character
    `what` names, under the ability's controller."""

    step: Literal["return_as_form"]
    what: Ref


class DestroyCheapest(StepModel):
    """"随机消灭一个本地区上印刷费用最低的敌方角色" (JZ26): one of the enemy characters here of the lowest
    printed cost (X counted as 0), at random among them."""

    step: Literal["destroy_cheapest"]


class RemoveOwnInfluence(StepModel):
    """"移除两个本方势力标志，然后…" (WM084): he chooses and removes that many of his influence tokens,
    from any regions; with fewer it is not done (`if_done`)."""

    step: Literal["remove_own_influence"]
    amount: int


class PlayFromHandFree(StepModel):
    """"从你手中打出一张印刷费用小于或等于X的牌…你无需支付该牌费用，但需要满足其忠诚需求。X为本方秘社上的复苏标志数量"
    (MSWM04): he may play one card of his hand of printed cost at most X (the society's counters of that
    kind) without paying its cost, meeting its loyalty, targets and where it may go (G:打出 p2)."""

    step: Literal["play_from_hand_free"]
    cost_at_most_society_counters: Literal["revival"]


class ShuffleAgents(StepModel):
    """Where a player controls several hidden agents in one region, they are shuffled together
    (DQJC110): nobody else can tell them apart any more."""

    step: Literal["shuffle_agents"]


class Cycle(StepModel):
    """Each named player discards any number of cards from his hand, then draws as many."""

    step: Literal["cycle"]
    who: Who = "each"


class LookAt(StepModel):
    """检视 (G:检视 p5): the controller privately looks at hidden agents."""

    step: Literal["look_at"]
    what: Ref


class TopToAssets(StepModel):
    """Put the top card of your library into your asset zone: not establishing an asset (JC126)."""

    step: Literal["top_to_assets"]


class PutCounters(StepModel):
    """Put counters (指示物标志, G:指示物标志 p11) on cards, or with `on_society` on your own secret
    society (G:秘社 p7: "某些注明要放置在秘社的指示物标志"; 卜卦标志, BQ012); a "battle_icon" counter
    (［黑刀］能力图标标志, JZ12) is one more black battle icon while it is there."""

    step: Literal["put_counters"]
    # 冥想标志 (XQ32); "triggering": "额外放置一个相同类别的指示物标志", the kind just placed (CQ23)
    # "defence": "+1防御力能力图标标志" (MSLC06), one more defence while it is there
    kind: Literal["time", "lock", "battle_icon", "divination", "revival", "meditation", "triggering", "philosopher_stone", "charge", "defence"]
    amount: int = 1
    amount_x: bool = False  # "放置X个锁定标志" (WM094): the X of the ability's cost
    what: Ref | None = None
    on_society: bool = False

    @model_validator(mode="after")
    def _one_place(self) -> PutCounters:
        if (self.what is None) != self.on_society:
            raise ValueError("counters go on `what` or, with `on_society`, on your secret society")
        return self


class RemoveCounters(StepModel):
    """Remove counters from cards (as many as there are, at most `amount`)."""

    step: Literal["remove_counters"]
    kind: Literal["time", "lock"]
    amount: int = 1
    what: Ref


class ToLibraryBottom(StepModel):
    """Put cards from a graveyard at the bottom of their owner's library (XQ29, XQ49), or with
    `top` on top of it ("将你墓地中的目标角色牌置于你的牌库顶", XQ39)."""

    step: Literal["to_library_bottom"]
    what: Ref | None = None
    top: bool = False
    # "将你墓地中的一张牌置于你的牌库底，否则…" (BQ079): not targeted, he chooses that many of his own
    # graveyard cards on resolution or none (then it is not done)
    pick_own: int = 0

    @model_validator(mode="after")
    def _what_or_pick(self) -> ToLibraryBottom:
        if (self.what is None) == (self.pick_own == 0):
            raise ValueError("the cards are `what` or, with `pick_own`, chosen from your graveyard")
        return self


class LookAtLibraryTop(StepModel):
    """检视 the top card of a player's library: the controller alone sees it (JC111)."""

    step: Literal["look_at_library_top"]
    who: Who = "target_player"


class RandomHandToTop(StepModel):
    """"目标玩家随机选择一张手牌，展示该牌并将其置于拥有者牌库顶" (JZ67): a card picked at random
    from each named player's hand is revealed, then put on top of its owner's library."""

    step: Literal["random_hand_to_top"]
    who: Who = "target_player"


class ShuffleLibrary(StepModel):
    step: Literal["shuffle_library"]
    who: Who = "target_player"


class SkipContests(StepModel):
    """"本回合中，该地区略过对抗阶段" (JC118), or only one contest step of it (XQ51)."""

    step: Literal["skip_contests"]
    region: str = "here"  # "here" or the name of a region target
    kind: Icon | None = None


class FewerIconsWin(StepModel):
    """"本回合中，本地区上所进行的调查对抗，改为由能力图标较少的一方赢得。（对抗奖励也改为按少的数量计算。）"
    (WM065): the side with fewer icons of that kind wins by the difference; a tie and 0–0 stay as
    they are (F:3.2.1.2: a tie, or a contest that did not happen)."""

    step: Literal["fewer_icons_win"]
    kind: Icon = "investigation"


class GuessTopCost(StepModel):
    """Choose a number, then reveal the top card of your library: into your hand if its printed
    cost is that number, else to the bottom of your library (JC083)."""

    step: Literal["guess_top_cost"]


class ShuffleIntoLibrary(StepModel):
    """Cards go into their owners' libraries, which are then shuffled (XQ33)."""

    step: Literal["shuffle_into_library"]
    what: Ref


class GraveyardIntoLibrary(StepModel):
    """"将轮回秘仪和目标玩家墓地中的所有牌洗入其拥有者的牌库" (XQ02): every card of the player's graveyard
    (and, `with_self`, the affair resolving) into its owner's library, then those libraries are
    shuffled."""

    step: Literal["graveyard_into_library"]
    who: Who = "target_player"
    with_self: bool = False


class ClearInfluence(StepModel):
    """Remove every influence token from a region (JC127)."""

    step: Literal["clear_influence"]
    region: str = "here"  # "here" or the name of a region target
    enemy_only: bool = False  # "移除本地区上所有敌方势力标志" (WM058)


class AddLikeCounter(StepModel):
    """"在其上放置一个相同类别的指示物标志" (XQ21): one more counter of a kind already there (the
    controller chooses the kind when there are several)."""

    step: Literal["add_like_counter"]
    what: Ref


class MoveCounters(StepModel):
    """Move every counter (指示物标志, not damage) from cards onto another (XQ20). From a card that
    left play, the counters it had as it last was: the dead character of `{ dying = true }` ("将其上所有
    指示物标志移动到灌顶宝瓶上", WM091), the source sacrificed to pay ("牺牲灌顶宝瓶：将灌顶宝瓶上的所有指示物
    标志移动到目标角色上")."""

    step: Literal["move_counters"]
    what: Ref
    to: Ref
class Seal(StepModel):
    """封印 (G:封印 p4): put a card face up under a host. The card: `what` (one in play: a target,
    the source itself), or with `pick` one from the hand of `who` (he chooses one showing the
    magic domain `domain`, if given; or one at random, "随机选择一张手牌"), the top card of his
    library, or one he chooses from his graveyard (of `any_subtype`, if given: LC17). With `who`
    "each", every player's library top ("每位玩家各将其牌库顶牌封印在…", DQWM004). The host: `on`
    (a target, the source), or with `on_society` the controller's own secret society."""

    step: Literal["seal"]
    what: Ref | None = None
    pick: Literal["hand", "random_hand", "library_top", "graveyard"] | None = None
    who: Literal["you", "target_player", "each"] = "you"
    domain: Domain | None = None
    any_subtype: list[str] = []  # "一张你墓地中的法术牌或阴牌" (LC17): a chosen card of one of these subtypes
    on: Ref | None = None
    on_society: bool = False
    face_down: bool = False  # "背面朝上封印在守秘人上（你的对手不能检视该牌）" (JC119): its owner alone sees it

    @model_validator(mode="after")
    def _one_card_one_host(self) -> Seal:
        if (self.what is None) == (self.pick is None):
            raise ValueError("a seal names its card with `what` or `pick`")
        if (self.on is None) == (not self.on_society):
            raise ValueError("a seal names its host with `on` or `on_society`")
        if self.who == "each" and self.pick != "library_top":
            raise ValueError("every player seals only his library top (`who` each)")
        return self


class ReduceNextCost(StepModel):
    """"本回合中，你下一张正面打出的…牌，其所需费用减少N" (JC112): the next card its controller plays
    face up this turn (with a magic-domain icon, if `has_domain`) costs N less, never below 0.
    With `society` and/or `domain` the card must be of that faction (by name) or show that printed domain
    ("【鸣钟教派】牌或具有【血】图标的牌", JC042). `reveals`, "正面打出或翻面": a paid reveal may
    use it too (JC012, JC103)."""

    step: Literal["reduce_next_cost"]
    amount: int = 1
    has_domain: bool = False
    reveals: bool = False
    society: Society | None = None
    domain: Domain | None = None
    subtype: str | None = None  # "你所打出的下一张灾难牌" (JC055)
    amount_x: bool = False  # the X paid in the ability's cost (JC055)


class DestroySealed(StepModel):
    """"消灭该角色或附属上封印的所有牌" (JC013): the cards sealed under `what` go to their owners'
    graveyards."""

    step: Literal["destroy_sealed"]
    what: Ref


class GainControl(StepModel):
    """获得操控权 (G:操控者 p2): the ability's controller (or, `to` "target_player", the targeted
    player) controls `what` for good, until the end of the turn, or until the source leaves play
    ("该能力持续到…离场为止")."""

    step: Literal["gain_control"]
    what: Ref
    to: Literal["you", "target_player"] = "you"
    until: Literal["permanent", "end_of_turn", "source_leaves"] = "permanent"


class ReturnWhenDies(StepModel):
    """"本回合当该角色死亡时，将其移回场上，置于其之前所在的地区并横置" (BQ071): when it dies this turn
    (G:死亡 p8) it is put back into play, under its owner's control (G:操控者 p2), exhausted, in
    the region it was in, if that region is still contested."""

    step: Literal["return_when_dies"]
    what: Ref


class Counter(StepModel):
    """终止 (XQ04, as its reminder text defines it): the targeted card leaves the stack for its
    owner's graveyard without taking effect."""

    step: Literal["counter"]
    what: Ref


class LookAtHand(StepModel):
    """检视目标玩家的手牌 (G:检视 p5, JC057): the controller alone sees the cards."""

    step: Literal["look_at_hand"]
    who: Who = "target_player"


class TurnFaceUp(StepModel):
    """"令禁婆由暗藏者状态现身" (JC041): the hidden agent turns face up through the ability, with no
    cost of its own, and enters as on a reveal (its 现身触发 included; G:暗藏者翻面 p1 step 5)."""

    step: Literal["turn_face_up"]
    what: Ref
    # "在回合结束时，若因此效果进场的角色仍然在场，将其潜伏" (XQ09)
    lurk_at_end_of_turn: bool = False


class NextTime(StepModel):
    """"本回合中，当你赢得下一次调查对抗时，你可以抓一张牌" (JC082): a trigger that waits for the rest of
    the turn (steps.next_time) and fires the first time its controller wins an investigation contest
    (contest.contest_triggers), as a trigger not marked 强制 (G:触发能力 p2: he may), whether or not
    the card is still in play; its `effects` are then its steps. A card ability's step only (its id
    names the ability: cards.ability_by_id)."""

    step: Literal["next_time"]
    event: Literal["you_won_investigation"]
    effects: list[Step]


class PlaySealed(StepModel):
    """"展示封印在守秘人上的所有牌，你可以打出其中一张牌，视作他具有【快速】且不需要支付其费用（但仍需满足
    忠诚需求）。将不打出的牌移回其拥有者手上" (JC119), a 死亡触发: the cards sealed under the source as it
    last was in play wait sealed until the trigger is done (sealing.plays_sealed_pending), are shown
    to everyone, and he may play one of them at once, whatever the timing, paying neither its cost nor
    an extra cost (its FAQ: what an extra cost gives it, it has); the rest then go to their owners'
    hands (G:封印 p4)."""

    step: Literal["play_sealed"]


class Pay(StepModel):
    """"你可以支付 N，若你如此做": an optional payment a following `if_done` step depends on."""

    step: Literal["pay"]
    amount: int
    # "除非目标敌方玩家支付2，否则令其弃一张手牌" (BQ041): that player may pay, from his own assets
    who: Who = "you"
    # "除非其操控者为每个在其上的锁定标志支付1" (WM094): `amount` for each lock counter the revealing
    # agent had as it began to reveal (the trigger's `locks`)
    per_lock_counter: bool = False


Step = Annotated[
    Draw | Discard | DealDamage | Destroy | Exhaust | Ready | ReturnToHand | Lurk | Modify | PreventDamage | Suppress
    | PlaceInfluence | SearchLibrary | Predict | BottomToHand | Sacrifice | Move | GainCost | ReturnFromGraveyard
    | PutIntoPlay | LookAt | TopToAssets | PutCounters | Pay | ConvertInfluence | RevealFree | ShuffleAgents | Cycle
    | MoveInfluence | Attach | DrinkBlood | NameCharacter
    | RemoveCounters | ToLibraryBottom | LookAtLibraryTop | ShuffleLibrary | SkipContests | FewerIconsWin | GuessTopCost | RevealHand
    | ShuffleIntoLibrary | ClearInfluence | MoveCounters | AddLikeCounter
    | ReturnChosen | Mill | RevealTopToAssets | PutFromHand | ClearCounters | BecomeAsset
    | Seal | GainControl | DestroySealed | ReduceNextCost | RandomHandToTop | Counter | LookAtHand | TurnFaceUp
    | ReturnWhenDies | PlaySealed | PlayFromHandFree | RemoveOwnInfluence | DestroyCheapest | ReturnAsForm | NextTime | GraveyardIntoLibrary | RevealUntilCharacter | PutAttached,
    Field(discriminator="step"),
]


class Mode(Model):
    """One option of "选择一项" (G:选择一项 p10): chosen before paying, with its own targets."""

    targets: list[TargetSpec] = []
    effects: list[Step]
    # "横置或重置州议员贝伦·希恩斯" (XQ22, its FAQ): an option offered only while this holds, so a ready
    # card cannot be readied
    only_if: Condition | None = None


class Cost(Model):
    """What comes before the colon of an ability (G:行动能力 p9): cost, ⟳ (exhaust this card),
    sacrificing it or another card, removing a counter from one of your cards, discarding."""

    pay: int = 0
    exhaust: bool = False
    sacrifice_self: bool = False
    sacrifice: Literal["character"] | Select | None = None  # a Select: which own character (JC094)
    remove_counter: Literal["time", "meditation", "charge"] | None = None
    remove_counter_from_self: bool = False  # "从消逝的乌尔德上移除一个时间标志" (WM034)
    # "移除至少四个冥想标志" (XQ32): four, as more changes nothing when the card then leaves play
    # with the rest (G:指示物标志 p11)
    remove_counter_count: int = 1
    to_score_area: bool = False  # "将面壁苦修置入你的计分区" (XQ32): the source, into its controller's
    remove_counter_x: bool = False  # "自本方卡牌上移除X个时间标志" (JC055): X chosen on paying, the steps' X
    remove_society_counter: Literal["revival"] | None = None  # "从本方秘社上移除一个复苏标志" (MSWM04)
    pay_x: bool = False  # "行动X" (WM094): X more to pay, chosen on paying (G:X p9), the steps' X
    discard: int = 0  # "弃一张手牌" (XQ38)
    # "横置三个本方奴仆角色" (MSJC12): `exhaust_own_count` of his ready characters the selection names
    exhaust_own: Select | None = None
    exhaust_own_count: int = 1
    seal_from_graveyard: int = 0  # "将你墓地中的七张牌封印在颂亡者上" (MSJC16): on the source, a society
    sealed_to_library_bottom: int = 0  # "将一张封印在貘组上的牌置于你的牌库底" (MSJC10): from under the source
    # "将一张封印在本方秘社上且名为精神锚点的牌洗入其拥有者的牌库" (BQ070): a card of this name, shuffled in
    shuffle_sealed_named: str | None = None
    # "将你墓地中的另一张角色牌封印在本方秘社上" (XQ35): another character card of your graveyard, on your society
    seal_graveyard_character_on_society: int = 0
    # "将本方墓地中三张名为无名尸体的牌封印在本方秘社上" (JZ51): those sealed must bear this name
    seal_graveyard_named: str | None = None


class Trigger(Model):
    """When a triggered ability triggers (G:触发能力 p2). `enters` also fires on a reveal (进场触发
    "进场或现身"); `revealed` only on a reveal; `dies` when it is put from play into a graveyard
    (digest A31); `prepare` / `end_step` at those steps; `won_battle` / `won_investigation` when
    its controller wins that contest with it participating; `enters_region` whenever it enters a
    region (played, revealed, moved or put there, JC061's FAQ); `enemy_won_investigation_here`
    when an opponent wins the investigation contest of its region (JZ13); `character_dies` whenever
    any character dies while it is in play (JC045), `own_character_dies` whenever a character its
    controller controls dies (JC090); `discarded` when its owner discards it from his hand (手牌触发,
    XQ34, BQ054), `discarded_by_opponent` when an opponent's card or ability made him (XQ10);
    `enemy_discards` whenever an enemy player discards, with the count as X (JC040); `you_draw`
    whenever its controller draws cards (JC080); `own_character_attached` when an attachment is
    attached to a character its controller controls (BQ030); `own_character_enters` whenever a
    character of his enters (played, revealed or put there), of `subtype` if given (XQ05:
    "当…另一个本方法师角色进场时"); `sealed_on_character` when the card itself is sealed under a
    character (JC100), `sealed_on_own_society` on its owner's secret society (BQ009);
    `enemy_dies_from_graveyard` (墓地触发, XG27) whenever an enemy character dies while the card is in its
    owner's graveyard, the dead character's region as "本地区"; `you_play` when its controller plays a card face up (G:打出 p2), of
    `subtype` if given (XG01: "当你打出一张法术牌时"); `milled` (墓地触发) when the card itself goes
    from its owner's library into his graveyard (BQ077); `lurks` when it turns face down into a
    hidden agent (潜伏触发, JC054); `own_card_sealed` when a character card its controller owns is
    sealed (JZ64: "一张本方灵体角色牌被封印时"), of `keyword` (printed) if given; `you_won_investigation`
    whenever its controller wins an investigation contest anywhere (XQ32), `you_won_battle` a battle
    contest, one an own character of `subtype` took part in if given (JC034); `host_counter_placed`
    when counters are put on the character it is attached to (CQ23); `named_to_own_graveyard`
    whenever a card of `name` enters its controller's graveyard (BQ079); `enemy_character_exhausted`
    whenever a ready enemy character becomes exhausted (JZ01; entering play exhausted is not being
    exhausted); `host_won_battle` when its controller wins a battle contest the character it is
    attached to took part in (TEST027); `named_character_enters` whenever a character of the name
    the source was given (`name_character`) enters play, face up (XQ26); `host_blinks` when the
    character it is attached to blinks (JZ07: "将咒法古卷改为收藏，然后…": as the host turns face down
    the attachment goes onto its controller's society instead of being destroyed, permanents._host_left,
    then the trigger's steps follow); `host_dies` when the character it is attached to dies (LC09:
    the attachment is destroyed at that moment, G:附属和结附 p4, and its trigger still resolves as
    the card last was in play: its controller then, the host's region as 本地区, `{ dying = true }`
    the dead host, permanents.leave_play); `own_character_targeted` when an own character (of `subtype`)
    becomes a target of a card an enemy plays (WM058; `{ targeting = true }` names that card).
    `hidden_seen_or_destroyed_by_enemy` ("当袖中毒物在暗藏者状态被敌方玩家检视或消灭时", JZ26): the card
    itself, a hidden agent, is looked at (检视) or destroyed by an enemy player (permanents.hidden_agent_exposed).
    `self_to_graveyard` ("当沉眠的海拉忒密沃森从任何区域进入墓地时", JZ66): the card itself enters its owner's
    graveyard from anywhere; it triggers there, for its owner (game.on_event).
    `card_sealed_on_source` ("每当有卡牌被封印在幽明生上时", WM068): any card sealed under the source.
    `agent_reveals` ("每当一个暗藏者现身时", WM094): any player's hidden agent is revealed by paying
    its cost, on the stack, so the reveal can still be countered (`{ targeting = true }` names it).
    `not_subtype` keeps out a
    subject of that subtype ("当一个本方非食尸鬼角色死亡时", BQ085)."""

    event: Literal[
        "enters", "revealed", "dies", "prepare", "end_step", "won_battle", "won_investigation", "enters_region",
        "region_won", "enemy_won_investigation_here", "character_dies", "own_character_dies", "discarded",
        "discarded_by_opponent", "enemy_discards", "you_draw", "own_character_attached", "own_character_enters",
        "sealed_on_character", "you_play", "milled", "lurks", "own_card_sealed", "you_won_investigation",
        "host_counter_placed", "marked_dies", "character_enters_here", "you_won_battle", "sealed_on_own_society",
        "enemy_dies_from_graveyard", "before_opening_hand", "named_to_own_graveyard", "enemy_character_exhausted",
        "host_won_battle", "named_character_enters", "host_blinks", "own_character_targeted", "host_dies",
        "agent_reveals", "card_sealed_on_source", "hidden_seen_or_destroyed_by_enemy", "self_to_graveyard",
    ]  # fmt: skip
    subtype: str | None = None
    keyword: KeywordId | None = None  # of the card the event is about: "本方灵体角色" (JZ64)
    other: bool = False  # "另一个": not the source itself (JZ64)
    or_self: bool = False  # "当土御门真知子或本方式神角色进场时" (JZ71): the source itself too, whatever its subtype
    or_event: Literal["own_card_sealed"] | None = None  # "当…进场或…被封印时" (JZ64): either event
    # "marked_dies": "当具有哲人石标志的角色死亡时…该能力在尼古拉斯·勒梅离场后仍然生效" (JC124): the
    # counter carries the ability, so it triggers whether or not the card that placed it is in play
    counter: Literal["philosopher_stone"] | None = None
    # "character_enters_here": "每当一个敌方非人类角色进入本地区时" (JZ03), "当另一个本方吸血鬼角色在本地区
    # 现身时" (JZ23): whose character, not of `not_subtype`, and only on a reveal (`revealed_only`)
    whose: Literal["own", "enemy"] | None = None
    not_subtype: str | None = None
    revealed_only: bool = False
    first_turn: bool = False  # "在第一个回合的准备步骤开始时" (MSJC16): only in the game's first turn
    # "named_to_own_graveyard": "每当一张名为无名尸体的牌进入你的墓地时" (BQ079): a card of this name
    # enters the graveyard of the source's controller, from anywhere; "own_character_attached":
    # "每当一个名为鲜血的附属结附于本地区的本方角色上时" (BQ041), an attachment of this name
    name: str | None = None
    here: bool = False  # the event happens in the source's region ("本地区的本方角色", BQ041)
    # "host_dies": "若百变王牌未横置" (BQ025): only if the attachment was ready as it last was in play
    # (destroyed with its host, it cannot change before the trigger resolves)
    source_ready: bool = False


# Rules printed as a 触发 that replace an event as it happens ("改为", "而非"), so they cannot wait on
# the stack: each is asked of its controller when it would apply, as a trigger not marked 强制 is
# (G:触发能力 p2): "该伤害改为对庇佑圣灵造成" (JC077, permanents.damage_route), "将圣婴置入你的计分区，
# 而非…牌库底" (JC079, regions._instead_of_library), "将庄严圣像置入你的资产区" (JC120)
# "防止入梦的费南迪尔将受到的所有非战斗伤害" (XQ06, permanents._prevention) likewise
# "将该附属封印在龙之欢宴上，而非置于墓地" (MSBQ01, permanents._host_left) and "其死亡触发能力额外触发一次"
# (JZ38) are not asked: they happen as a card leaves play, inside a move no question can interrupt
# (declining the first could only send the attachment to the graveyard; the extra 死亡触发 are
# themselves optional unless forced)
REPLACEMENT_TRIGGERS = frozenset({"takes_damage_here", "scores_with_region", "becomes_asset_with_region", "prevents_own_non_battle_damage",
                                  "seal_named_attachments", "death_triggers_again", "destroy_agent_instead_of_battle_damage"})


class Static(Model):
    """A continuous ability (G:持续 p2). `to`: the source itself, its host (attachments), or the
    characters matching `select`. `per`: the bonus counts once per hidden agent its controller
    has, per magic-domain icon of that kind among his assets, or per character card in his graveyard
    (JC097: "袭击X，X等于你墓地中角色牌的数量"). `flag`: a rule the source sets
    for its region (or, "opponents_cannot_dispatch", for its controller's opponents: JC068)."""

    # "owned_cards": "所有你所拥有的人类角色牌…" (XQ15), the cards its controller owns in every zone (hand,
    # library, graveyard, sealed, play) that `select` (kind, subtype, not_subtypes) finds by printed subtypes;
    # `subtypes` / `lose_subtypes` only (stats.subtypes)
    to: Literal["self", "host", "select", "owned_cards"] = "self"
    select: Select | None = None
    condition: Condition | None = None
    icons: list[Icon] = []
    white_icons: list[Icon] = []
    defence: int = 0
    keywords: list[Keyword] = []
    # "额外具有恶魔类别" (JZ39, WM038, JZ21), "所有…本方人类角色额外具有奴仆类别" (MSJC12)
    subtypes: list[str] = []
    lose_subtypes: list[str] = []  # "将该角色的人类类别改为吸血鬼类别" (JC036): with `subtypes`, a change
    domains: list[Domain] = []  # "获得【心】图标" (JC060): magic-domain icons
    lose_domains: bool = False  # "失去魔法领域图标" (JC099)
    # time_counter: on the source; sealed_card: a card sealed under the source (JC109)
    per: Literal["hidden_agent", "asset_domain", "time_counter", "graveyard_character", "sealed_card", "attached_subtype"] | None = None
    per_domain: Domain | None = None
    per_subtype: str | None = None  # "attached_subtype": "在其上每结附一个纹身" (JZ70), attachments of it on the source
    # "不能成为敌方卡牌或能力的目标" (XQ31), "不能被卡牌或能力指定为目标" (JZ17)
    untargetable_by: Literal["enemies", "all"] | None = None
    white_icons_become_black: bool = False  # "其能力栏内的所有白色能力图标替换为黑色" (XQ43)
    # "其能力框内的［黑眼］［黑星］和［白眼］［白星］能力图标都替换成［黑刀］" (XQ13): each icon of these kinds,
    # black or white, is one ［黑刀］
    become_battle: list[Icon] = []
    sealed_icons: bool = False  # also the printed icons of the character cards sealed under it (JC066)
    cannot_contest: bool = False  # "不能参与调查、战斗和势力对抗" (WM096)
    # "其行动能力不能发动" (WM096): its 行动 abilities (G:行动能力 p9, the 行动 symbol; 快速行动 ones are not)
    cannot_activate_actions: bool = False
    flag: Literal[
        "enemy_agents_skip_influence", "extra_influence_contest", "skip_investigation", "extra_prestige",
        "opponents_cannot_dispatch", "faction_only_here", "dispatch_costs_one_more", "enemy_sealed_hosts_stay_exhausted",
        "locked_cannot_flip",  # everywhere: cards with a lock counter cannot be turned over (JC122)
        "locked_lose_influence",  # everywhere: cards with a lock counter lose their influence icons (JC123)
        "takes_damage_here",  # damage the `select` characters would take goes to the source instead (JC077)
        "scores_with_region",  # when its controller wins its region, into his score area, not a library (JC079)
        "becomes_asset_with_region",  # likewise into his asset zone, an asset (JC120)
        "prevents_own_non_battle_damage",  # the non-battle damage the source would take is prevented (XQ06)
        "silence_here",  # the characters here cannot use triggered or action abilities (XQ01)
        "watch_agents_here",  # its controller may look at any hidden agent here at any time (JC057)
        "watch_library_top",  # its controller may look at the top card of his library at any time (LC01)
        "own_reveals_cost_one_less",  # its controller's paid reveals cost 1 less (JC033)
        "draw_from_bottom",  # its controller draws from the bottom of his library, not the top (MSJC17)
        "controls_host",  # its controller controls the character it is attached to while it is (JC036)
        "blank_host_text",  # the character it is attached to has a blank printed text box (JC101)
        "no_characters_from_hand",  # its controller plays no character card face up from his hand (JZ52)
        "no_affairs",  # "双方玩家就不能打出事务牌" (XQ22): no player plays an affair card
        # "每当一个本方角色离场时，若有名为鲜血的附属结附于其上，将该附属封印在龙之欢宴上，而非置于墓地"
        # (MSBQ01): an attachment of `attachment_name` whose host, his, leaves play is sealed on his society
        "seal_named_attachments",
        # "每当一个本方宿主角色死亡时，其死亡触发能力额外触发一次" (JZ38): its controller's characters that die
        # (of the `condition`'s `dying_subtype`) trigger their 死亡触发 once more
        "death_triggers_again",
        "death_characters_from_graveyard",  # he may play 【死】 character cards from his graveyard as from his hand (JZ52)
        # "当你赢得执行部特遣组所参与的战斗对抗时，你可以不造成战斗伤害，改为消灭本地区的目标暗藏者" (WM014):
        # asked as the battle reward begins, when the source took part for the winner (contest.battle_reward)
        "destroy_agent_instead_of_battle_damage",
        # "每回合中你可以正面打出一张由你拥有，且封印在角色、附属或你秘社上的角色牌，如同其在你手中一般" (BQ100)
        "play_sealed_characters",
        "draws_only_in_draw_step",  # "所有玩家在非抓牌步骤不能抓牌" (JZ66): no draw outside the draw step
    ] | None = None  # fmt: skip
    society: Society | None = None  # of "faction_only_here": "所有非【国家机构】的角色牌…" (JC064)
    loyalty_ignored: Faction | None = None  # "忽略所有本方卡牌上的所有【紫】忠诚需求" (MSWM04): his cards' icons of it
    attachment_name: str | None = None  # of "seal_named_attachments" (MSBQ01)
    # "每个回合中你所打出的第一张装备牌，其所需费用减少1" (JC026): its controller's first card of the
    # subtype played face up each turn costs `discount` less
    discount: int = 0
    discount_subtype: str | None = None
    # "你正面打出仙灵牌的费用减少2" (JZ15): every such card, not only the turn's first, while `condition` holds
    discount_every: bool = False
    # "你可以在【快速】行动的时机打出装备和武器附属" (BQ023): its controller plays attachments of these
    # subtypes whenever he holds priority, as 快速行动
    fast_attachments: list[str] = []
    # "所有本地区的角色获得'行动，横置：…'的能力" (DQCQ02), "获得'死亡触发：…'的能力" (BQ111): an
    # activated or triggered ability the cards gain
    grants: Ability | None = None

    @model_validator(mode="after")
    def _grants_what_a_card_may_gain(self) -> Static:
        check_grant(self.grants)
        return self


def check_grant(grants: Ability | None) -> None:
    """What a card may be given (Static.grants, Modify.grants): an activated ability or a 死亡触发."""
    if grants is not None and grants.kind == "continuous":
        raise ValueError("a card is granted an activated or triggered ability (stats.granted_abilities)")
    if grants is not None and grants.kind == "triggered" and grants.trigger.event != "dies":
        raise ValueError("a granted triggered ability is a 死亡触发 (permanents.leave_play collects it)")


class Ability(Model):
    """`action` (行动: standard speed, your own action step), `fast` (快速行动 ⚡), `triggered`
    (触发; `forced` for 强制) or `continuous` (持续)."""

    kind: Literal["action", "fast", "triggered", "continuous"]
    trigger: Trigger | None = None
    forced: bool = False
    cost: Cost | None = None
    targets: list[TargetSpec] = []
    effects: list[Step] = []
    static: Static | None = None
    once_per_turn: bool = False
    twice_per_turn: bool = False  # "该能力每回合至多只能发动两次" (JC093): activated abilities
    times_per_turn: int = 0  # "该能力每回合至多发动三次" (WM068): a triggered ability, used at most that often
    once_per_game: bool = False  # "该能力每局游戏只能发动一次" (MSJC01)
    while_hidden: bool = False  # "暗藏者行动" (JC041): its controller uses it while the card is his hidden agent
    # "你只能在其位于水域地区时发动此能力" (JC041): activated abilities; a triggered one triggers only
    # while it holds ("准备步骤触发：若你操控三个名为诡异三姐妹的角色，你可以…", CQ08, whose FAQ keeps it
    # working when the condition fails later)
    only_if: Condition | None = None
    # "同名角色该能力每回合只能触发一次" (CQ08): once per turn among all the cards of its name
    once_per_turn_by_name: bool = False
    # "行动：若噬想兽被封印中，你可以如同其在手上一样将其正面打出" (JZ63): its owner may play it from
    # under its host, paying its cost and meeting its loyalty; never an ability of the card in play
    play_while_sealed: bool = False
    # "墓地行动：你可以从墓地中正面打出复生行尸，就如同其在你的手上一样" (JC085): likewise from his graveyard
    play_from_graveyard: bool = False
    # "持续：若你操控超能力者，你可以从本方资产区中打出隔空御物" (WM086): likewise from his asset zone,
    # while its `only_if` holds; it is then no asset paying its own cost
    play_from_assets: bool = False
    from_hand: bool = False  # "手牌行动" (JC110): its owner uses it while the card is in his hand, never in play
    # "双方玩家都能够发动此能力" (XQ22): any player may activate it while the card is face up in play,
    # paying its cost and controlling the ability (G:发动 p4)
    any_player: bool = False
    from_graveyard: bool = False  # "墓地行动" (XQ35): its owner uses it while the card is in his graveyard, never in play
    action_phase_only: bool = False  # "该能力只能在行动阶段发动"
    # "封印持续：封印着沉眠的海拉忒密沃森的地区略过调查对抗" (JZ66): a continuous ability that works only while
    # the card is sealed under a region (its FAQ), never in play (contest.contest_kinds)
    while_sealed: bool = False
    cannot_be_responded: bool = False  # "该能力不能被响应" (WM094): while it waits, players only pass (G:响应 p10)
    modes: list[Mode] = []  # "选择一项", chosen when announced
    # "触发：…，你可以…" (JC080): the card prints the choice every trigger not marked 强制 gives
    # (G:触发能力 p2); only its text reads it
    says_may: bool = False
    # "持续：当你赢得一次战斗对抗时，…你可以…" (JC034): a trigger the card labels 持续; only its text reads it
    printed_continuous: bool = False

    @model_validator(mode="after")
    def _may_is_a_trigger_choice(self) -> Ability:
        if self.says_may and (self.kind != "triggered" or self.forced):
            raise ValueError("`says_may` words the choice of a trigger not marked 强制 (G:触发能力 p2)")
        if self.printed_continuous and self.kind != "triggered":
            raise ValueError("`printed_continuous` words the label of a trigger")
        return self


Static.model_rebuild()  # `grants` names Ability, defined after Static
NextTime.model_rebuild()  # `effects` names Step, defined after NextTime
Modify.model_rebuild()

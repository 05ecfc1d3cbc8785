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
Domain = Literal["mind", "holy", "star", "death", "blood"]  # 心灵 神圣 星辰 死亡 鲜血 (G:魔法领域图标 p7)
Who = Literal["you", "each", "opponent", "target_player"]
KeywordId = Literal[
    "overt", "covert", "mobile", "spirit", "leader", "prestige", "renown", "withdraw", "carnage",
    "ambush", "barrier", "time_counters", "no_equipment",
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
    no_enemy_characters_here: bool = False
    own_influence_here: bool = False
    enemy_influence_here: bool = False
    source_ready: bool = False
    you_have_token: bool = False  # "若你具有【先手标志】"


class Keyword(Model):
    id: KeywordId
    value: int | None = None


class Select(Model):
    """Which objects qualify, relative to the ability's controller ("本方" you, "敌方" enemy).

    `here`: in the region the source was in when the ability was announced or triggered (a
    region remembered then, JC052's FAQ); `in_region`: in the region another target names."""

    kind: Literal[
        "character", "hidden_agent", "character_or_agent", "attachment", "asset", "attachment_or_asset",
        "region", "player", "graveyard_character", "character_or_attachment",
    ] = "character"  # fmt: skip
    controller: Literal["you", "enemy", "any"] = "any"
    here: bool = False
    not_here: bool = False  # regions: not the one the source is in (G:移动 p10)
    in_region: str | None = None
    other: bool = False  # not the source itself ("另一个")
    subtype: str | None = None  # "人类角色"
    not_subtype: str | None = None  # "非人类角色" (G:非 p3)
    exhausted: bool | None = None
    printed_cost_min: int | None = None  # printed cost, X counted as 0 (G:印刷费用 p10)
    printed_cost_max: int | None = None
    has_domain: bool | None = None  # "具有魔法领域图标的角色"
    attached_to_character: bool | None = None


class TargetSpec(Model):
    """A target chosen on announcement: `count` objects (0..count with `up_to`), never the same
    object twice. On resolution the ones no longer legal are ignored; the ability does nothing
    when none is legal any more (G:目标 p7, digest A33)."""

    name: str = "t"
    select: Select = Select()
    count: int = 1
    up_to: bool = False


class Ref(Model):
    """What a step acts on: a named `target`, the `source` itself, the `host` the source is
    attached to or sealed under, or `all` objects matching a selection when the step happens
    (not targeted)."""

    target: str | None = None
    source: bool = False
    host: bool = False
    all: Select | None = None


class StepModel(Model):
    optional: bool = False  # "你可以…" for this step alone
    if_done: bool = False  # "若你如此做": only if the step before did something
    unless_done: bool = False  # "否则": only if the step before did nothing (JC068)
    condition: Condition | None = None  # "若…，则…": checked when the step happens


class Draw(StepModel):
    step: Literal["draw"]
    count: int = 1
    who: Who = "you"


class Discard(StepModel):
    """The discarding player chooses (G:弃牌 p8); `random` ("随机弃"): the cards are picked at
    random instead (digest T56 lets the engine's random numbers pick for the acting player)."""

    step: Literal["discard"]
    count: int = 1
    who: Who = "you"
    random: bool = False


class DealDamage(StepModel):
    step: Literal["deal_damage"]
    amount: int
    what: Ref


class Destroy(StepModel):
    step: Literal["destroy"]
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
    """潜伏 (G:潜伏 p8): turn characters face down into hidden agents."""

    step: Literal["lurk"]
    what: Ref


class Modify(StepModel):
    """Icons, defence, keywords and extra subtypes ("额外获得奴仆类别") for a while: this turn
    ("直到回合结束", "本回合中") or until the source leaves play ("持续到…离场为止", JZ27)."""

    step: Literal["modify"]
    what: Ref
    icons: list[Icon] = []
    white_icons: list[Icon] = []
    defence: int = 0
    keywords: list[Keyword] = []
    subtypes: list[str] = []
    until: Literal["end_of_turn", "source_leaves"] = "end_of_turn"


class PreventDamage(StepModel):
    """"本回合中，为目标角色防止接下来将受到的所有伤害" (JC078)."""

    step: Literal["prevent_damage"]
    what: Ref


class Suppress(StepModel):
    """遏制 X (G:遏制X p3): the player chooses and removes X of his own influence tokens."""

    step: Literal["suppress"]
    amount: int
    who: Literal["target_player", "opponent"] = "target_player"


class PlaceInfluence(StepModel):
    step: Literal["place_influence"]
    amount: int = 1
    region: str = "here"  # "here" or the name of a region target


class SearchLibrary(StepModel):
    """Find a card in your library (optionally of a basic type or subtype), reveal it (unless
    `reveal` is false), shuffle, and put it into your hand or (`to` "top") on top of the library.
    With `who` "each", every player searches his own, starting with the controller."""

    step: Literal["search_library"]
    who: Who = "you"
    to: Literal["hand", "top"] = "hand"
    reveal: bool = True
    basic_type: Literal["character", "affair", "attachment"] | None = None
    subtype: str | None = None
    printed_cost_max: int | None = None


class Predict(StepModel):
    """预测 X: look at the top X cards, put any of them back on top in any order and the rest on
    the bottom in any order (JC104)."""

    step: Literal["predict"]
    count: int


class BottomToHand(StepModel):
    """Put the bottom cards of your library into your hand: not a draw (G:抓牌 p11, JC049 FAQ)."""

    step: Literal["bottom_to_hand"]
    count: int


class Sacrifice(StepModel):
    """Each named player chooses one card he controls of the kind (in the region a target names,
    if `region`) and sacrifices it (G:消灭和牺牲 p10); with `draw_per_defence` he then draws as many
    cards as the sacrificed character's defence (DQJC111)."""

    step: Literal["sacrifice"]
    kind: Literal["character", "attachment", "asset", "hidden_agent"] = "character"
    who: Who = "each"
    region: str | None = None
    draw_per_defence: bool = False


class Move(StepModel):
    """Move characters to the region a target names (G:移动 p10: never to where it is)."""

    step: Literal["move"]
    what: Ref
    to: str


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
    hidden agent (G:置于 p11: not played, no cost)."""

    step: Literal["put_into_play"]
    what: Ref | None = None
    who: Who = "you"
    region: str
    face_down: bool = False


class ConvertInfluence(StepModel):
    """Remove every enemy influence token from this region, then put as many of yours (JC095)."""

    step: Literal["convert_influence"]


class RevealFree(StepModel):
    """Each named player may turn one of his hidden agents face up without paying its cost or
    checking loyalty (DQJC108 and its FAQ): it enters as on a reveal, without the stack."""

    step: Literal["reveal_free"]
    who: Who = "each"


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
    """Put counters (指示物标志, G:指示物标志 p11) on cards."""

    step: Literal["put_counters"]
    kind: Literal["time", "lock"]
    amount: int = 1
    what: Ref


class Seal(StepModel):
    """封印 (G:封印 p4): put a card face up under a host. The card: `what` (one in play: a target,
    the source itself), or with `pick` one from the hand of `who` (he chooses one showing the
    magic domain `domain`, if given; or one at random, "随机选择一张手牌") or the top card of his
    library. The host: `on` (a target, the source), or with `on_society` the controller's own
    secret society."""

    step: Literal["seal"]
    what: Ref | None = None
    pick: Literal["hand", "random_hand", "library_top"] | None = None
    who: Literal["you", "target_player"] = "you"
    domain: Domain | None = None
    on: Ref | None = None
    on_society: bool = False

    @model_validator(mode="after")
    def _one_card_one_host(self) -> Seal:
        if (self.what is None) == (self.pick is None):
            raise ValueError("a seal names its card with `what` or `pick`")
        if (self.on is None) == (not self.on_society):
            raise ValueError("a seal names its host with `on` or `on_society`")
        return self


class ReduceNextCost(StepModel):
    """"本回合中，你下一张正面打出的…牌，其所需费用减少N" (JC112): the next card its controller plays
    face up this turn (with a magic-domain icon, if `has_domain`) costs N less, never below 0."""

    step: Literal["reduce_next_cost"]
    amount: int = 1
    has_domain: bool = False


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


class Pay(StepModel):
    """"你可以支付 N，若你如此做": an optional payment a following `if_done` step depends on."""

    step: Literal["pay"]
    amount: int


Step = Annotated[
    Draw | Discard | DealDamage | Destroy | Exhaust | ReturnToHand | Lurk | Modify | PreventDamage | Suppress
    | PlaceInfluence | SearchLibrary | Predict | BottomToHand | Sacrifice | Move | GainCost | ReturnFromGraveyard
    | PutIntoPlay | LookAt | TopToAssets | PutCounters | Pay | ConvertInfluence | RevealFree | ShuffleAgents | Cycle
    | Seal | GainControl | DestroySealed | ReduceNextCost,
    Field(discriminator="step"),
]


class Mode(Model):
    """One option of "选择一项" (G:选择一项 p10): chosen before paying, with its own targets."""

    targets: list[TargetSpec] = []
    effects: list[Step]


class Cost(Model):
    """What comes before the colon of an ability (G:行动能力 p9): cost, ⟳ (exhaust this card),
    sacrificing it or another card, removing a counter from one of your cards."""

    pay: int = 0
    exhaust: bool = False
    sacrifice_self: bool = False
    sacrifice: Literal["character"] | None = None
    remove_counter: Literal["time"] | None = None


class Trigger(Model):
    """When a triggered ability triggers (G:触发能力 p2). `enters` also fires on a reveal (进场触发
    "进场或现身"); `revealed` only on a reveal; `dies` when it is put from play into a graveyard
    (digest A31); `prepare` / `end_step` at those steps; `won_battle` / `won_investigation` when
    its controller wins that contest with it participating; `enters_region` whenever it enters a
    region (played, revealed, moved or put there, JC061's FAQ); `sealed_on_character` when the
    card itself is sealed under a character (JC100)."""

    event: Literal[
        "enters", "revealed", "dies", "prepare", "end_step", "won_battle", "won_investigation", "enters_region",
        "region_won", "sealed_on_character",
    ]  # fmt: skip


class Static(Model):
    """A continuous ability (G:持续 p2). `to`: the source itself, its host (attachments), or the
    characters matching `select`. `per`: the bonus counts once per hidden agent its controller
    has, or per magic-domain icon of that kind among his assets. `flag`: a rule the source sets
    for its region."""

    to: Literal["self", "host", "select"] = "self"
    select: Select | None = None
    condition: Condition | None = None
    icons: list[Icon] = []
    white_icons: list[Icon] = []
    defence: int = 0
    keywords: list[Keyword] = []
    per: Literal["hidden_agent", "asset_domain"] | None = None
    per_domain: Domain | None = None
    sealed_icons: bool = False  # also the printed icons of the character cards sealed under it (JC066)
    flag: Literal[
        "enemy_agents_skip_influence", "extra_influence_contest", "skip_investigation", "enemies_cannot_dispatch",
        "dispatch_costs_one_more", "enemy_sealed_hosts_stay_exhausted",
    ] | None = None  # fmt: skip


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
    action_phase_only: bool = False  # "该能力只能在行动阶段发动"
    modes: list[Mode] = []  # "选择一项", chosen when announced

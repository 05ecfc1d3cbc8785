"""The Lorcana effect vocabulary: abilities and effect steps as typed data.

A card's abilities are checked by these models when the card is loaded. Each step type has one
resolver in `steps.py`, registered by its `step` name, and one unit test.
"""

from __future__ import annotations

from functools import cached_property
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Stat = Literal["strength", "willpower", "lore"]
Owner = Literal["you", "opponent", "any"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


CardKind = Literal["character", "item", "location", "action"]


class Limit(Model):
    """A bound read from one card as the step resolves (limits.py): "费用等于或小于这个角色 ¤ 的"
    (`bound` max_cost, `stat` strength, `of` self), "¤ 小于该角色的" (max_strength, `less_than`, `of`
    previous: the card the step before chose or paid with), "与被驱逐的角色名称相同的" (name)."""

    bound: Literal["max_cost", "max_strength", "name"]
    stat: Literal["strength", "cost", "name"]
    of: Literal["self", "previous"] = "self"
    less_than: bool = False


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
    keyword: str | None = None  # has this keyword (printed or from effects)
    # current strength (modifiers included, 7.8.1.1); not for a static ability's `to`, which would
    # then depend on the strength it may change
    max_strength: int | None = None
    min_strength: int | None = None
    at_location: bool | None = None  # "在地点的" / "不在地点的" (a character moved to one, 4.3.7)
    here: bool = False  # "在这里的" / "在这个地点的": at the source location (from a location's ability)
    challenged_this_turn: bool | None = None  # "本回合曾受到挑战的" (this_turn.py)
    same_location: bool = False  # "在该处的": at the location the source character is at (4.3.7)
    # "A或B": any one of these will do (with the fields above, which must all match too)
    one_of_types: tuple[CardKind, ...] = ()  # "所选的地点或物品"
    one_of_classifications: tuple[str, ...] = ()  # "你的王子、公主、君王和女王角色"
    one_of_names: tuple[str, ...] = ()  # "名称为卢米亚或名称为葛士华的角色"
    not_type: CardKind | None = None  # "非角色卡"
    shifted: bool | None = None  # "如果你利用<转形>打出他": on top of a Shift stack (10.8)
    limit: Limit | None = None  # replaced by its bound before matching (limits.py)

    @cached_property
    def mine(self) -> Filter:
        """The same filter limited to the controller's cards."""
        return self.model_copy(update={"owner": "you"})

    @cached_property
    def without_keyword(self) -> Filter:
        return self.model_copy(update={"keyword": None})


class Target(Model):
    """`chosen`: the player picks (exactly `count`, or 0..count with `up_to`); `self`: the source
    in play; `all`: every card in play matching the filter, chosen by no one; `this_card`: the
    source card wherever it went (e.g. to the discard); `trigger_card`: the card the triggering
    event was about ("that card", 7.1.9); `challenger` / `challenged`: the participants of the
    challenge that set off the trigger; `previous`: the cards the step before this one chose
    ("他们", "they"); `each_opponent`: each opponent chooses one of their own matching cards
    ("每位对手各选择自己的一个角色并…"); `each_player`: every player does ("每位玩家从自己的角色中各选择一个")."""

    mode: Literal["chosen", "self", "all", "this_card", "trigger_card", "challenger", "challenged", "previous",
                  "each_opponent", "each_player"] = "chosen"
    filter: Filter = Filter(type="character")
    count: int = 1
    up_to: bool = False  # 7.1.8: never the same object twice, 0 allowed
    # with `previous`: "如果所选的是主角角色，则他…": only those of them matching this
    only: Filter | None = None


class StepModel(Model):
    """Every step may be optional on its own ("你可以…" in one sentence of several, 7.1.3): the
    controller is asked before that step only; the others happen either way (7.4.5). A step may
    also have its own "if" (`condition`), as in "如果你在场上有X，抽 2 张卡。如果…"."""

    optional: bool = False
    condition: Condition | None = None  # "如果…，[this step]": checked as the step resolves
    if_done: bool = False  # "如果你以此法移去伤害，则…": only if the step before counted something


class Draw(StepModel):
    """`per_previous`: draw as many as the step before counted ("每以此法…便抽一张卡");
    `up_to`: the player chooses how many, 0 to that number (each draw a "may")."""

    step: Literal["draw"]
    count: int = 1
    who: Literal["you", "each_opponent", "each_player", "their_player", "chosen_player"] = "you"
    per_previous: bool = False
    up_to: bool = False
    per: Per | None = None  # "你在场上每有一个X，你便可以抽一张卡"
    equal_to: ValueOf | None = None  # "抽若干张卡，数量等同于…": replaces `count`
    same_amount: bool = False  # "每有一张弃置的卡，你便可以抽一张卡": as many as the trigger's event counted


class Discard(StepModel):
    """The player chooses and discards (8.3.4); `challenging_player`: the player whose character
    challenged the source; `most_cards_in_hand`: "手卡最多的一位或数位牌手"; `at_random`: "随机弃置"."""

    step: Literal["discard"]
    count: int = 1
    who: Literal["you", "each_opponent", "each_player", "challenging_player", "their_player",
                 "most_cards_in_hand"] = "you"  # fmt: skip
    at_random: bool = False
    # "选择并弃置 2 张卡或 1 张行动卡": the discarding player may discard one card of this type instead
    or_one: CardKind | None = None


class GainLore(StepModel):
    """`per`: "你在场上每有一个X，便获得 N 点奇谈" / "获得等同于…数量的奇谈", counted on resolution.
    `instead_if` / `instead_amount`: "如果发起挑战的角色是X，则改为获得 N 点奇谈", about the card the
    trigger was about (an "instead", 7.7.2)."""

    step: Literal["gain_lore"]
    who: Literal["you", "their_player"] = "you"  # their_player: "其玩家获得 2 点奇谈"
    amount: int = 1
    per_previous: bool = False  # "每有一位不如此做的对手，你便获得 2 点奇谈": as many times as the step before counted
    per: Per | None = None
    equal_to: ValueOf | None = None  # "获得等同于其 ◊ 的奇谈": replaces `amount`
    instead_if: Filter | None = None
    instead_amount: int = 0


class LoseLore(StepModel):
    step: Literal["lose_lore"]
    amount: int
    who: Literal["each_opponent", "each_opponent_with_more_lore"] = "each_opponent"


class DealDamage(StepModel):
    """`per`: "造成等同于你在场上X数量的伤害": `amount` for each, counted on resolution.
    `same_amount`: "造成等量伤害", the damage dealt in the event that set off the trigger."""

    step: Literal["deal_damage"]
    amount: int = 0
    same_amount: bool = False
    target: Target = Target()
    per: Per | None = None


class RemoveDamage(StepModel):
    """"移去至多 N 点伤害" (the controller picks how much, 7.1.8) or `every`: "移去所有伤害".
    `instead_if` / `instead_up_to`: "如果他是X，则改为移去至多 N 点伤害" (7.7.2)."""

    step: Literal["remove_damage"]
    up_to: int = 0
    every: bool = False
    target: Target = Target()
    instead_if: Filter | None = None
    instead_up_to: int = 0


class Banish(StepModel):
    step: Literal["banish"]
    target: Target = Target()


class ReturnToHand(StepModel):
    step: Literal["return_to_hand"]
    target: Target = Target()


class Exert(StepModel):
    """`banish_instead_if`: "如果所选的角色是X，则改为驱逐她" (an "instead", 7.7.2)."""

    step: Literal["exert"]
    target: Target = Target()
    banish_instead_if: Filter | None = None
    same_name_too: bool = False  # "…和其他所有具相同名称的对手角色": every other card of its player with that name


class Ready(StepModel):
    step: Literal["ready"]
    target: Target = Target()
    cannot_quest: bool = False  # "他本回合不能再探奇"


Duration = Literal["this_turn", "their_next_turn", "until_your_next_turn", "this_challenge"]


class ModifyStat(StepModel):
    """`instead_if` / `instead_amount`: "如果所选的是X，则改为…" (an "instead", 7.7.2)."""

    step: Literal["modify_stat"]
    stat: Stat
    amount: int = 1
    target: Target = Target()
    duration: Duration = "this_turn"
    instead_if: Filter | None = None
    instead_amount: int = 0
    per: Per | None = None  # "你手上每有一张卡，他便得 +1 ¤"
    equal_to: ValueOf | None = None  # "得 +¤，其数量等同于…": replaces `amount`
    # "向地点发起挑战后，在挑战中得 +3 ¤": applies only while the card challenges one of these (stats.py)
    while_challenging: CardKind | None = None


class GainKeyword(StepModel):
    step: Literal["gain_keyword"]
    keyword: str
    value: int | None = None
    target: Target = Target()
    duration: Duration = "this_turn"


class LoseKeyword(StepModel):
    """"这个角色本回合…失去<鲁莽>": the keyword is gone for the duration, printed or granted."""

    step: Literal["lose_keyword"]
    keyword: str
    target: Target = Target(mode="self")
    duration: Duration = "this_turn"


class Restrict(StepModel):
    """"Can't quest / challenge / ready" for a while (e.g. "在其下一个回合不能探奇"); also the one
    permission a rule would otherwise forbid, "本回合能挑战就绪状态的角色" (4.3.6.6: an exerted one unless card text allows a ready one)."""

    step: Literal["restrict"]
    # cannot_ready_unless_at_location: "除非那个角色在地点内，否则他…不能就绪", checked in the ready step
    flag: Literal["cannot_quest", "cannot_challenge", "cannot_ready", "no_challenge_damage", "can_challenge_ready",
                  "cannot_ready_unless_at_location"]
    target: Target = Target()
    duration: Duration = "their_next_turn"


class PutDamage(StepModel):
    """Put damage counters: not dealing damage, so Resist does not apply (9.2)."""

    step: Literal["put_damage"]
    amount: int
    target: Target = Target()


class MoveDamage(StepModel):
    """Move damage counters from one chosen character to another (9.3): not dealt damage."""

    step: Literal["move_damage"]
    amount: int
    up_to: bool = False  # "将至多 N 个伤害指示物…": the controller picks how many (7.1.8)
    source: Target = Target(filter=Filter(type="character", damaged=True))
    target: Target = Target()


class ReturnFromDiscard(StepModel):
    """Put a card matching the filter from your discard into your hand (not a draw, 7.1.4)."""

    step: Literal["return_from_discard"]
    filter: Filter = Filter(type="character")
    count: int = 1
    up_to: bool = False  # "将至多 2 张…": 0 to count (7.1.8)
    to: Literal["hand", "deck_top"] = "hand"  # deck_top: "…置于你的卡组顶"


class LookAtTop(StepModel):
    """Look at the top `count` cards; may reveal up to `take` matching cards into hand (must take
    at least `take_min`; unrevealed when `reveal` is false); the rest go to the bottom (or the
    top) in any order the player chooses (8.2.4). `reveal_all`: "展示你卡组顶的 N 张卡", every
    player sees them all. `play_instead_if`: "如果那个物品…，则改为你可以免费打出它且它进场时须为力竭状态":
    a taken card matching it may be played for free, exerted, instead of going to hand (7.1.6)."""

    step: Literal["look_at_top"]
    count: int
    take: int = 0
    take_min: int = 0
    reveal: bool = True
    take_filter: Filter = Filter()
    rest: Literal["bottom", "top", "one_top_one_bottom", "top_or_bottom", "inkwell"] = "bottom"  # inkwell: exerted
    reveal_all: bool = False
    play_instead_if: Filter | None = None


class PutIntoInkwell(StepModel):
    """Put cards into an inkwell face down (8.5.6: not revealed, no inkwell symbol needed): the
    top card of your deck, a card you choose from your hand, this card (wherever it is), or the
    targeted cards in play (into their player's inkwell)."""

    step: Literal["put_into_inkwell"]
    source: Literal["top_of_deck", "hand", "this_card", "target", "discard"] = "target"  # discard: one card you choose
    filter: Filter = Filter()  # from the discard: which cards
    target: Target = Target()
    exerted: bool = True
    count: int = 1  # from the top of the deck
    who: Literal["you", "each_player"] = "you"  # whose deck: "每位玩家各将其卡组顶的 3 张卡…"


class ReduceNextCost(StepModel):
    """"你本回合打出的下一个[X]少支付 N": the next matching card you play this turn costs less."""

    step: Literal["reduce_next_cost"]
    amount: int = 1
    filter: Filter = Filter(type="character")
    per: Per | None = None  # "计算你在场上的角色数量。…少支付该数量的 ⬡"


class PlayForFree(StepModel):
    """"你可以免费打出一个…": play a matching card from hand (or `from_zone` "discard": "从你的弃置区
    免费打出") without paying ink (4.3.4.10). It is played after the ability has finished resolving
    (7.1.6). Once in play it `gains` a keyword this turn ("他获得<速击>"), and `at_end_of_turn` are
    the steps of a delayed triggered ability about it ("在回合结束时，将他驱逐", 7.4.7)."""

    step: Literal["play_for_free"]
    filter: Filter = Filter(type="character")
    must: bool = False  # printed without "你可以": one is played if any can be (1.2.3, 7.1.3)
    from_zone: Literal["hand", "discard"] = "hand"
    that_card: bool = False  # "再次打出那个歌曲": only the card the trigger was about, if it is there
    # "改为将那张卡置于你的卡组底而不是你的弃置区": the played action's way out, replaced (7.7.2)
    to_deck_bottom: bool = False
    gains: str | None = None
    at_end_of_turn: list[Step] = []


class PayCost(StepModel):
    """"[A] 来 [B]" (7.1.2.2): A is a cost. If it cannot be paid in full, nothing after it
    in the ability happens. A is ink, exerting, banishing or returning to hand the chosen cards
    (e.g. "驱逐所选的你的物品来…", "将所选的你的角色移回你手上来…"; a banished card is paid only if
    still in play), or `shuffle_this_card`: "将这张卡洗入你的卡组来…", paid only while this card is
    the same object (7.1.9.1), in play or in the discard."""

    step: Literal["pay_cost"]
    ink: int = 0
    exert: Target | None = None
    banish: Target | None = None
    return_to_hand: Target | None = None
    damage: Target | None = None  # "向所选的你的角色造成 2 点伤害来…": `damage_amount` dealt to it
    damage_amount: int = 0
    shuffle_this_card: bool = False

    @model_validator(mode="after")
    def _one_kind_of_chosen_cards(self) -> PayCost:
        if sum(t is not None for t in (self.exert, self.banish, self.return_to_hand, self.damage)) > 1:
            raise ValueError("a cost exerts, banishes or returns chosen cards: one of them")
        return self


class ShuffleIntoDeck(StepModel):
    """"将一张卡从任一弃置区洗入其玩家的卡组": choose a card in any discard pile and shuffle it
    into its owner's deck. `from_chosen_opponent`: "从所选的对手的弃置区中选择至多 N 张卡，并将它们
    洗入其玩家的卡组" (`count`, `up_to`)."""

    step: Literal["shuffle_into_deck"]
    filter: Filter = Filter()
    every: bool = False  # "将你弃置区中的所有X卡洗入你的卡组": all of them, from your own discard
    target: Target | None = None  # "将所选的另一个角色洗入其玩家的卡组": cards in play instead
    from_chosen_opponent: bool = False
    count: int = 1
    up_to: bool = False


class Floating(StepModel):
    """A triggered ability that an effect creates for the rest of the turn (期限触发式奇能, 7.4.7),
    e.g. "每当你的一个角色本回合探奇时，…"; with `about_previous`, about the cards the step before
    chose only ("所选的角色…。每当他本回合挑战另一个角色时，…"). Its events: quests, challenges."""

    step: Literal["floating"]
    trigger: Trigger
    effects: list[Step]
    about_previous: bool = False


class ChooseOne(StepModel):
    """"选择一项：• … • …" : the controller picks one option, whose steps then resolve (7.1.x).
    The options run in a nested resolution (`path` [index, option]), after which the ability
    goes on."""

    step: Literal["choose_one"]
    options: list[list[Step]] = Field(min_length=2)
    # "[A]或[B]" (printed without "选择一项"): only an option that can be done may be chosen while
    # one can (1.2.3), and with one left it is done without asking ("将她驱逐或将…移回你手上")
    either: bool = False


class Reveal(StepModel):
    """Show hidden cards: `hand` ("所选的对手展示其手卡", to everyone) or the top card of the deck, of
    a chosen opponent or of each opponent; `only_to_you` is "查看" (only the controller sees them).
    With `discard`, the controller then chooses a matching card of that hand, which its player
    discards ("并弃置一张由你选择的非角色卡")."""

    step: Literal["reveal"]
    what: Literal["hand", "top_of_deck"] = "hand"
    who: Literal["chosen_opponent", "each_opponent"] = "chosen_opponent"
    only_to_you: bool = False
    discard: Filter | None = None


class RevealTop(StepModel):
    """"展示你卡组顶的那张卡。如果它是X，则…否则，将它放回你的卡组顶": reveal the top card of your
    deck; if it matches `match` (or, with `name_a_card`, has the name you named first: "说出一张卡的
    名称"), it goes to your hand (`hit` "hand", and you gain `lore` then) or you may play it for free
    (`hit` "play", entering exerted with `exerted`), played once the ability has resolved (7.1.6);
    otherwise, or if you do not play it, it goes back on top (or to the bottom with `miss` "bottom")."""

    step: Literal["reveal_top"]
    match: Filter = Filter()
    name_a_card: bool = False
    hit: Literal["hand", "play"] = "hand"
    exerted: bool = False
    lore: int = 0
    miss: Literal["top", "bottom"] = "top"


class PutOnDeckBottom(StepModel):
    """"将所有…对手角色以任意顺序置于其玩家的卡组底": the cards leave play to the bottom of their
    owners' decks, in the order the controller chooses (8.2.4)."""

    step: Literal["put_on_deck_bottom"]
    target: Target = Target()


class MoveToLocation(StepModel):
    """"将你的一个角色免费移至一处地点" (4.3.7 as an effect): the characters in `target`, then one
    location in `location`, all to that same location, without paying its move cost; only a
    player's own characters to their own locations (4.3.7.1). `with_self`: "将他和你的一个其他角色移至
    同一处地点": the source moves too; "这个其他角色" (`previous`) is then the chosen one only."""

    step: Literal["move_to_location"]
    with_self: bool = False
    target: Target = Target(filter=Filter(type="character", owner="you"))
    location: Target = Target(filter=Filter(type="location", owner="you"))


class GainAbility(StepModel):
    """"所选的角色本回合获得'当这个角色…时，…'": the cards gain a triggered or activated ability for
    a while (7.6.3: only the cards affected on resolution; `granted.py`)."""

    step: Literal["gain_ability"]
    ability: Ability
    target: Target = Target()
    duration: Duration = "this_turn"


class DiscardHand(StepModel):
    step: Literal["discard_hand"]
    who: Literal["you", "each_opponent", "each_player", "challenging_player"] = "each_player"


class SearchDeck(StepModel):
    """"从你的卡组中搜寻一张X卡并向所有玩家展示那张卡。将你的卡组洗混并将那张卡置于卡组顶": the player
    looks through their deck (only they see it) and may pick one matching card (a hidden zone: "not
    found" is always allowed); it is revealed to all, the deck is shuffled, and it goes on top."""

    step: Literal["search_deck"]
    filter: Filter = Filter(type="character")


Step = Annotated[
    Draw | Discard | GainLore | LoseLore | DealDamage | RemoveDamage | Banish | ReturnToHand | Exert | Ready
    | ModifyStat | GainKeyword | Restrict | ReturnFromDiscard | LookAtTop | PutIntoInkwell | DiscardHand
    | ReduceNextCost | PlayForFree | PayCost | ShuffleIntoDeck | Floating | PutDamage | MoveDamage | ChooseOne
    | Reveal | MoveToLocation | RevealTop | PutOnDeckBottom | SearchDeck | LoseKeyword | GainAbility,
    Field(discriminator="step"),
]


class PlayedThisTurn(Model):
    """"如果你本回合打出过[N 个或更多]X" / "没有打出过X" (`at_most` 0): the controller's cards of
    this type played this turn, counted by this_turn.py."""

    type: Literal["action", "song"]
    at_least: int = 1
    at_most: int | None = None


class Condition(Model):
    """All given parts must hold. Used as an intervening "if" (checked when the trigger is added
    and again on resolution, 7.4.4) and as the "while" of static abilities."""

    during_your_turn: bool = False
    source_exerted: bool = False
    source_damaged: bool | None = None  # "只要这个角色上有伤害" (True) / "没有伤害" (False), 5.1.3-5.1.4
    source_at_location: bool = False  # "当这个角色在地点时"
    source_not_at_location: bool = False  # "除非这个角色在地点内，否则…"
    source_shifted: bool = False  # "如果你利用<转形>打出他": it is on top of a Shift stack (10.8)
    source_challenged: bool = False  # "这个角色受到挑战后，在挑战中…": it is the challenged character now (4.3.6)
    you_have: Filter | None = None  # a card in play matching this (relative to the controller)
    you_have_count: int = 1
    you_have_also: Filter | None = None  # "…X的角色和Y的角色": a second card you must have too
    you_have_none: Filter | None = None  # "如果你在场上没有X"
    source_strength_at_least: int | None = None  # "只要他的 ¤ 等于或大于 N"
    opponent_has: Filter | None = None  # "如果任一对手在场上有X"
    more_than_each_opponent: Filter | None = None  # "只要你在场上的物品数量比每位对手都多": cards in play
    strongest_character: bool = False  # "如果你在场上有角色的 ¤ 比每个对手角色都高"
    anyone_has: Filter | None = None  # "如果场上有X": any player's card in play
    inkwell_at_least: int | None = None
    opponent_has_more_cards_in_hand: bool = False
    opponent_has_more_ink: bool = False  # "如果任一对手奇墨池中的卡比你多"
    no_cards_in_hand: bool = False
    an_opponent_has_no_cards_in_hand: bool = False
    you_played_this_turn: PlayedThisTurn | None = None
    no_other_quested_this_turn: bool = False  # "如果本回合没有其他角色探奇过"
    opposing_character_banished_in_challenge_this_turn: bool = False  # "如果任一对手的角色本回合在挑战中被驱逐"


class Trigger(Model):
    """When the ability triggers. `self` events are about the source card; `you_play`,
    `your_banished`, `your_quests` and `your_challenges` watch the controller's cards matching
    `filter` (relative to the controller); `any_banished` watches every player's cards.
    `leaves_play` ("当他离场时") is any way out of play: banished, returned to hand, put into an
    inkwell.

    Damage: `dealt_damage` ("每当这个角色受到伤害时"), `deals_damage_in_challenge` ("每当这个角色在挑战中
    向另一个角色造成伤害时"), `any_dealt_damage` (anyone's card matching `filter`); the amount dealt
    is kept for "等量伤害". `you_remove_damage`: "每当你从你的一个角色上移去 1 点或数点伤害时".
    `you_discard`: once per card put from your hand into your discard (glossary: 弃置);
    `put_into_your_inkwell`: once per card, however it got there (8.5.2). `readied`: "每当你令这个角色
    就绪时", by an effect or in your ready step (4.2.1.1). `moves_to_location`: "每当这个角色移至一处
    地点时" (4.3.7.5). A location's own: `quests_here`, `banished_here` ("每当一个角色在此处被驱逐时",
    looked back at, 8.4.4), `banished_in_challenge_here` (with `role`), `banishes_in_challenge_here`
    ("每当一个在此处的角色在挑战中驱逐另一个角色时"). `your_returned_to_hand`: "每当你的一个[其他]角色从场上
    移回你手上时" (the filter sees the card in hand); `your_chosen_for_support`: "每当你的一个角色因<辅助>被选中时"
    (10.11.1); `your_other_banishes_in_challenge`: "每当你的一个其他角色在挑战中驱逐另一个角色时";
    `challenges_here`: "每当一个在此处的角色挑战另一个角色时" (the filter and "that card" are the
    challenger); `opponent_draws_in_their_turn`: "在每位对手的回合中，每当他抽一张卡时", once per card;
    `opponent_discards`: "每当对手弃置 1 张或数张卡时", once per discard, the number of cards kept as
    the amount (discarding.py)."""

    event: Literal[
        "played", "quests", "challenged", "challenges", "banished", "banished_in_challenge",
        "banishes_in_challenge", "you_play", "your_banished_in_challenge", "your_banished",
        "start_of_turn", "end_of_turn", "your_quests", "your_challenges", "you_draw", "sings",
        "your_banishes_in_challenge", "opponent_plays", "leaves_play", "any_banished",
        "dealt_damage", "deals_damage_in_challenge", "any_dealt_damage", "you_remove_damage", "you_discard",
        "put_into_your_inkwell", "readied", "moves_to_location", "quests_here", "banished_here",
        "banished_in_challenge_here", "banishes_in_challenge_here", "your_returned_to_hand",
        "your_chosen_for_support", "your_other_banishes_in_challenge", "challenges_here", "opponent_draws_in_their_turn",
        "opponent_discards",
    ]  # fmt: skip
    filter: Filter | None = None
    role: Literal["any", "challenger", "challenged"] = "any"  # for banished_in_challenge(_here)

    @model_validator(mode="after")
    def _no_filter_on_a_card_that_may_be_gone(self) -> Trigger:
        if self.event == "your_banishes_in_challenge" and self.filter is not None:
            raise ValueError("your_banishes_in_challenge takes no filter: the character may have left play")
        return self


class Per(Model):
    """Count for "for each": cards in a zone of yours (or all opponents') matching a filter, or
    (`damage`) the damage counters on the source itself ("这个角色上每有 1 点伤害") or, with
    `on` "target", on each card the step affects ("所选的角色上每有 1 点伤害，他便…")."""

    zone: Literal["play", "hand", "inkwell", "opponents_hand", "discard", "damage"] = "play"
    filter: Filter = Filter()
    on: Literal["self", "target"] = "self"  # for `damage`


class ValueOf(Model):
    """"等同于X之 ◊ / ¤ / 费用 / 伤害的": a value read from one card when the step resolves. `of`
    names the card (chosen, this card, the card before…); `at_its_location`: read from the
    location that card is at ("获得等同于该地点之 ◊ 的奇谈")."""

    stat: Literal["lore", "strength", "cost", "damage"]
    of: Target = Target(mode="self")
    at_its_location: bool = False


class Static(Model):
    """A static ability's effect on the cards in `to` (or the source itself when `to` is None).

    `cost_reduction` works on cards in your hand instead: "你少支付 N 来打出[to]" from a card in
    play, or, with `to` None, "你少支付 N 来打出这个角色" from the card itself in hand (7.6.5).
    The flag `extra_ink` lets you ink one more card a turn (8.5.5); `no_actions`: "所有玩家都不能打出
    行动", which beats any permission to play one (1.2.2), and `opponents_no_actions` "对手便不能打出
    行动". `enters_exerted` and `enters_with_damage` say how the card itself enters play (read when
    it is played, play.py)."""

    to: Filter | None = None
    stat: Stat | None = None
    amount: int = 0
    per: Per | None = None
    keyword: str | None = None
    value: int | None = None
    flag: Literal["cannot_quest", "cannot_sing", "cannot_be_challenged", "cannot_be_challenged_by_cost", "extra_ink",
                  "can_challenge_ready", "no_actions", "cannot_challenge", "cannot_ready",
                  "enters_exerted", "any_name_for_shift", "opponents_no_actions", "hand_inkable",
                  "damage_cannot_be_removed"] | None = None  # cannot_ready: in the ready step
    enters_with_damage: int = 0  # "这个角色进场时带有 N 点伤害" (with `enters_exerted`: how it enters play)
    max_cost: int | None = None  # for cannot_be_challenged_by_cost
    cost_reduction: int = 0  # with `per`: for each counted ("弃置区中每有一张角色卡，你便少支付 1")
    # A location's own: characters matching `to` move here for N less or for free (4.3.7.4). From
    # any other card: its player's characters matching `to` move to any location for N less.
    move_cost_reduction: int = 0
    free_move: bool = False
    free_play: bool = False  # the card's own, in hand: "你便可以免费打出这个角色" (4.3.4.10)
    # the card's own: "你可以免费使用这个物品的…奇能": its activated abilities without their ink (4.3.8.4)
    free_activation: bool = False
    sings_as_extra: int = 0  # "视作费用 +N 来演唱歌曲": counted as N more to sing songs (6.3.3.3, 10.10)
    # "你具鲁莽的角色获得'⟳～获得 1 点奇谈。'": the cards have this ability while the static applies
    # (7.6.1, 7.6.4; `granted.py`)
    grants: Ability | None = None
    # "名称为彼得·潘的角色失去灵活且不能获得灵活": the keyword is gone whatever gives it, before or
    # after (1.2.2: a "can't" beats any effect that would allow it)
    loses_keyword: str | None = None
    # "如果你的一个其他角色将受到伤害，则改为在这个角色上放置等量的伤害指示物": a replacement (7.7.2) of
    # damage dealt to the cards in `to` by counters put on the source (damage.py)
    takes_their_damage: bool = False

    @model_validator(mode="after")
    def _grants_a_triggered_or_activated_ability(self) -> Static:
        if self.grants is not None and self.grants.kind == "static":
            raise ValueError("a granted ability is triggered or activated")
        return self

    @property
    def changes_only_lore_or_willpower(self) -> bool:
        """True when the static touches nothing strength depends on: only a lore or willpower
        amount (no keyword, so no <挑战者>; no flag). Only such a static may read strength."""
        return self.stat in ("lore", "willpower") and self.keyword is None and self.flag is None and self.grants is None \
            and self.loses_keyword is None

    @model_validator(mode="after")
    def _to_reads_strength_only_if_it_cannot_change_it(self) -> Static:
        reads = self.to is not None and (self.to.max_strength is not None or self.to.min_strength is not None)
        if reads and not self.changes_only_lore_or_willpower:
            raise ValueError("a static ability picking its cards by strength may only change lore or willpower")
        return self


class AdditionalCost(Model):
    """A non-ink cost of playing the card, paid with its ink cost (4.3.4.5-4.3.4.6) and still paid
    when the card is played "for free" (4.3.4.10): "discard N cards" from the rest of the hand."""

    discard: int = Field(default=0, ge=0)


class Cost(Model):
    """The cost of an activated ability (7.5.1): ⟳, ink, banishing the card itself, and parts
    paid with cards the controller chooses (7.5.3.2, paid in full before the effect): exerting one
    of their ready cards ("⟳ 你的一个角色"), banishing one of their cards in play ("驱逐你的一个物品"),
    discarding cards from hand ("弃置一张卡", `discard_filter`: "选择并弃置一张角色卡"). The chosen
    cards are what "所弃置角色" / "被驱逐的角色" means in the effect (its first step's `previous`)."""

    exert: bool = False
    ink: int = 0
    banish_self: bool = False
    exert_chosen: Filter | None = None
    banish_chosen: Filter | None = None
    discard: int = Field(default=0, ge=0)
    discard_filter: Filter = Filter()

    @cached_property
    def chooses_cards(self) -> bool:
        return self.exert_chosen is not None or self.banish_chosen is not None or self.discard > 0

    @model_validator(mode="after")
    def _one_kind_of_chosen_cards(self) -> Cost:
        if sum((self.exert_chosen is not None, self.banish_chosen is not None, self.discard > 0)) > 1:
            raise ValueError("an activated cost exerts, banishes or discards chosen cards: one of them")
        return self


class Ability(Model):
    name: str | None = None  # 故事名称: no rules meaning (6.2.12)
    kind: Literal["triggered", "activated", "static"]
    trigger: Trigger | None = None
    cost: Cost | None = None  # activated
    condition: Condition | None = None
    optional: bool = False  # "you may" (7.1.3)
    # "每回合一次，当…时": a triggered ability of this object triggers the first time each turn only;
    # an activated one ("每回合一次，你可以支付 2 ⬡ 来…", 7.5.1) can be used once a turn
    once_per_turn: bool = False
    effects: list[Step] = []
    static: Static | None = None

    @property
    def reads_strength(self) -> bool:
        """A static whose "while" or cards depend on strength ("只要这个角色的 ¤ 等于或大于 N")."""
        static = self.static
        if static is None:
            return False
        by_condition = self.condition is not None and self.condition.source_strength_at_least is not None
        by_filter = static.to is not None and (static.to.min_strength is not None or static.to.max_strength is not None)
        return by_condition or by_filter

    @model_validator(mode="after")
    def _static_reads_strength_only_if_it_cannot_change_it(self) -> Ability:
        """7.8.1.1: a static reading strength must not change it, or its own effect would decide
        whether it applies; changing only lore or willpower leaves strength as it was."""
        if self.reads_strength and not self.static.changes_only_lore_or_willpower:
            raise ValueError("a static ability depending on strength may only change lore or willpower")
        return self


# Condition, Per, ValueOf and Ability come after the steps; a Static may grant an Ability
for _model in (*StepModel.__subclasses__(), Static):
    _model.model_rebuild()

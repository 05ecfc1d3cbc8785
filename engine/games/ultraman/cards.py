"""Ultraman Heroes Duel card definitions: the schema of `cards/ultraman/<folder>/*.toml`, the
loader and the checker.

A card is a character card (角色牌, 2.0.1; the only type V1.9 defines, so `type` is kept open for
more, digest A25) with the facts of 2.0.2-2.0.8 and its effects in the vocabulary below. The card
number (卡牌编号) is its identity (2.0.7): names never are (2.0.2). Files are validated when
loaded, so a typo fails at start, not mid-game.

Practice cards (练习卡) are made up for play out of the box: their numbers read `练习-NNN` and
their names start with `练习卡·`, so every place that shows a name shows that they are practice.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from engine.core.card_files import CardLibrary

from . import messages  # noqa: F401  (the Chinese texts of the schema's errors)

CARDS_DIR = Path(__file__).resolve().parents[3] / "cards" / "ultraman"
PRACTICE_NUMBER = "练习-"
PRACTICE_NAME = "练习卡·"
COST_TEXT = re.compile(r"【[^】]*】")
# 5.10.1: a form change is itself a "may" (the form change procedure offers to make none), so an
# effect that grants one (5.10.4) says 可以 about that part only.
FORM_CHANGE_GRANT = re.compile(r"你?可以?进行\d+次形态转换")


def says_may(text: str) -> bool:
    """1.1.4: "你可以……" or "……可……" leaves it to the player; the 【】 part is a cost, decided
    anyway (1.1.4a)."""
    return "可" in COST_TEXT.sub("", text)

# When an effect works (2.0.5a-h, 4.0.4-4.0.5, 4.2.2, 4.5.2-4.5.3, 5.0.3; digest §1.3).
Timing = Literal[
    "reveal",  # 翻 (2.0.5a)
    "attack",  # 攻 (2.0.5b)
    "defense",  # 防 (2.0.5c)
    "support",  # 支: the effect of a support (2.0.5d, 4.3.3, 4.3.5)
    "extra_support",  # 支: may join the battle as an extra support while the condition holds (4.3.4)
    "win",  # 胜 (2.0.5e)
    "lose",  # 败: lost or tied (2.0.5f)
    "form_change",  # 转 (2.0.5g)
    "turn_start",  # 回合开始时: both players' turns (4.0.4, 4.0.5)
    "own_turn_start",  # 我方回合开始时 (4.0.4)
    "opponent_turn_start",  # 对方回合开始时 (4.0.5)
    "turn_end",  # 回合结束时 (4.5.2, 4.5.3)
    "own_turn_end",  # 我方回合结束时 (4.5.2)
    "opponent_turn_end",  # 对方回合结束时 (4.5.3)
    "battle_start",  # 战斗开始时 (4.2.2)
    "discarded",  # 当此牌被弃置时 (5.0.3)
    "to_damage",  # 当此牌被移入伤害区时 (the HBU02-A28 example of 1.1.7)
    # Watching other cards (a face-up battlefield card's effect, digest A7; see effects.WATCHED):
    "own_discarded",  # 当我方手牌被弃置时: a card of ours discarded from hand (5.0.1, 5.0.3)
    "own_to_damage",  # 当我方有牌被移入伤害区时 (3.3.1)
    "opponent_to_damage",  # 当对方有牌被移入伤害区时 (3.3.1)
    "support_revealed",  # 当我方支援角色翻开时 (4.3.2)
    "opponent_support_revealed",  # 当对方支援角色翻开时 (4.3.2)
    "own_form_change",  # 当我方进行形态转换时: another card watching a form change (5.10.1)
    "opponent_effect",  # 当对方使用效果时: an opponent's effect starts resolving (1.1.7)
]
Who = Literal["you", "opponent", "each"]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


CountedZone = Literal["damage", "hand", "energy", "battlefield", "deck", "rest"]
HIDDEN_ZONES = ("hand", "deck")  # contents unknown to the other player (3.1.1, 3.6.4a)


class Count(Model):
    """"每有1张…": the cards in `owner`'s `zone`, optionally only those with a keyword (「X」,
    5.6.1; keywords also mark a card's kind, 2.0.4) or a name (2.0.2), divided by `per`
    ("每有2张"). Keywords and names are read from face-up cards only, and never in a hidden zone
    (hand, deck), so counting leaks nothing (3.2.3, 3.6.4a)."""

    zone: CountedZone
    owner: Literal["you", "opponent", "each"] = "you"
    keyword: str | None = None
    name: str | None = None
    per: int = Field(default=1, ge=1)

    @model_validator(mode="after")
    def _public(self) -> Count:
        if self.zone in HIDDEN_ZONES and (self.keyword or self.name):
            raise PydanticCustomError("ultraman.card_error.hidden_count", "a hidden zone is counted, not read")
        return self


class Condition(Model):
    """"如…": a count of cards in a zone, compared inclusively: 以上/以下/大于/小于 include the
    number itself (5.9.1); "我方主战角色具有「X」" (a keyword, 5.6.1); or the state of this card
    (此牌, 5.7.1): full power or weakened (5.11.2-5.11.3a), face up or down (5.1.1), and how it
    entered the battlefield (by form change 5.10.1, by an effect, by winning a battle as a support
    4.4.4a, or placed at setup 1.2.3)."""

    zone: CountedZone | None = None
    owner: Literal["you", "opponent"] = "you"
    at_least: int | None = None
    at_most: int | None = None
    main_has_keyword: str | None = None
    self_state: Literal["full", "weakened", "face_up", "face_down"] | None = None
    entered: Literal["form_change", "effect", "battle", "setup"] | None = None

    @model_validator(mode="after")
    def _one_kind(self) -> Condition:
        counts = self.zone is not None
        kinds = [counts, self.main_has_keyword is not None, self.self_state is not None or self.entered is not None]
        if sum(kinds) != 1:
            raise PydanticCustomError("ultraman.card_error.condition_kind", "a condition is a zone count, main_has_keyword or this card's state")
        if counts and self.at_least is None and self.at_most is None:
            raise PydanticCustomError("ultraman.card_error.count_bound", "a zone count needs at_least or at_most")
        return self


class Pick(Model):
    """选择…战场上的x张角色牌: the effect's controller chooses among `side`'s battlefield cards;
    face-down ones are chosen by slot, unseen unless their own (3.2.3). `main = false` is 非主战
    角色 (not a main combatant of this battle, 4.2.3); `other`: not this card (其他). A keyword
    or name is read on face-up cards only."""

    side: Literal["you", "opponent", "any"] = "opponent"
    count: int = Field(default=1, ge=1)
    face: Literal["up", "down", "any"] = "any"
    main: bool | None = None
    other: bool = False
    keyword: str | None = None
    name: str | None = None


class Cost(Model):
    """The part in 【】 (1.1.3): paid in full or the effect cannot be used; it makes the effect
    optional whatever its wording (1.1.4a)."""

    use_energy: int = Field(default=0, ge=0)  # 使用x张能量牌 (5.4.1)
    discard: int = Field(default=0, ge=0)  # 弃x张牌 (5.0.1)

    @model_validator(mode="after")
    def _not_empty(self) -> Cost:
        if not (self.use_energy or self.discard):
            raise PydanticCustomError("ultraman.card_error.empty_cost", "an empty cost")
        return self


class Draw(Model):
    """抽x张牌; "each": 双方各抽, the turn player first (1.1.5)."""

    step: Literal["draw"]
    count: int = Field(default=1, ge=1)
    who: Who = "you"
    for_each: Count | None = None  # 每有…抽count张


class Discard(Model):
    """弃x张牌 (5.0.1); `random`: 随机弃牌, the hand is shuffled face down and the other player
    picks blind (5.0.2)."""

    step: Literal["discard"]
    count: int = Field(default=1, ge=1)
    who: Who = "you"
    random: bool = False
    for_each: Count | None = None


class AddEnergy(Model):
    """增加x张能量牌: the top x deck cards face down into energy (5.3.1); `face_up`: 以正面表示移入
    能量区, public from then on (3.5.2b, 3.5.3)."""

    step: Literal["add_energy"]
    count: int = Field(default=1, ge=1)
    for_each: Count | None = None
    face_up: bool = False


class ToDeck(Model):
    """将手牌x张置于牌库顶/底 (5.2.2): `who` chooses from their hand, or (`source = "self"`) this
    card goes to its owner's deck; with more than one the player chooses the order (5.2.2a)."""

    step: Literal["to_deck"]
    source: Literal["hand", "self"] = "hand"
    count: int = Field(default=1, ge=1)
    who: Literal["you", "opponent"] = "you"
    position: Literal["top", "bottom"] = "bottom"


class ShuffleDeck(Model):
    """洗切牌库 (1.2.1a: handed to the other player to shuffle; here the engine shuffles)."""

    step: Literal["shuffle_deck"]
    who: Literal["you", "opponent"] = "you"


class Modify(Model):
    """本回合战力/支援战力+x (or -x): `self` is this card (此牌, 5.7.1); the main combatant or the
    supports (support and extra supports still set aside, 4.3.2-4.3.4) of either side; `chosen`:
    battlefield cards the controller picks (`pick`). `for_each`: +x for each counted card."""

    step: Literal["modify"]
    stat: Literal["power", "support_power"] = "power"
    amount: int
    target: Literal["self", "our_main", "opponent_main", "our_supports", "opponent_supports", "chosen"] = "self"
    pick: Pick | None = None
    for_each: Count | None = None

    @model_validator(mode="after")
    def _pick_when_chosen(self) -> Modify:
        if (self.target == "chosen") != (self.pick is not None):
            raise PydanticCustomError("ultraman.card_error.pick", "target = chosen needs pick, and only it")
        return self


class Reveal(Model):
    """翻开我方战场x张暗盖角色牌 (5.5.2a); their 翻 effects wait until this effect ends (5.5.3)."""

    step: Literal["reveal"]
    count: int = Field(default=1, ge=1)
    who: Literal["you", "opponent"] = "you"  # opponent: 翻开对方战场x张暗盖角色牌, chosen by slot


class DamageToRest(Model):
    """将伤害区x张牌移入休息区: the player whose damage zone it is chooses the cards."""

    step: Literal["damage_to_rest"]
    count: int = Field(default=1, ge=1)
    who: Literal["you", "opponent"] = "you"
    for_each: Count | None = None


class DeckToDamage(Model):
    """将牌库顶x张牌移入伤害区 (of `who`)."""

    step: Literal["deck_to_damage"]
    count: int = Field(default=1, ge=1)
    who: Literal["you", "opponent"] = "you"
    for_each: Count | None = None


class RevealEnergy(Model):
    """翻开我方能量区x张暗盖的能量牌 (5.5.2c): chosen blind (3.5.2a), face up and public from then
    on (3.5.3); it never fires a 翻 effect (5.5.5)."""

    step: Literal["reveal_energy"]
    count: int = Field(default=1, ge=1)


class RevealDeck(Model):
    """翻开牌库顶x张，将其中至多y张「关键词」加入手牌 (5.5.2b): shown to both players until the
    effect ends (5.5.4); the others go back on top in an order their owner chooses (5.5.4a). They
    fire no 翻 effect unless option `deck_reveal_fires_reveal` (digest A5). `to = "battlefield"`:
    放置到配置区 instead, face up in free slots, as many as there are (3.2.1a)."""

    step: Literal["reveal_deck"]
    count: int = Field(default=3, ge=1)
    take: int = Field(default=1, ge=0)
    keyword: str | None = None  # None: any card
    to: Literal["hand", "battlefield"] = "hand"


class PlaceFromHand(Model):
    """将手牌x张角色牌放置到配置区: face up in a free slot; with all 5 slots taken it is not done
    (3.2.1a) and the rest of the effect goes on (1.1.3a)."""

    step: Literal["place_from_hand"]
    count: int = Field(default=1, ge=1)


class TurnFaceDown(Model):
    """将此牌暗盖 (5.1.1): this face-up battlefield card turns face down where it is; revealed
    again later it is at full power (5.11.2a), and its 翻 does not fire twice in a turn (2.0.5).
    With `pick`: the chosen face-up battlefield cards instead (将对方战场1张角色牌暗盖)."""

    step: Literal["turn_face_down"]
    pick: Pick | None = None

    @model_validator(mode="after")
    def _face_up_cards_only(self) -> TurnFaceDown:
        if self.pick is not None and self.pick.face == "down":
            raise PydanticCustomError("ultraman.card_error.face_down_pick", "only a face-up card can be turned face down")
        return self


class ReturnToHand(Model):
    """将战场x张角色牌返回持有者的手牌: the chosen cards go to their owner's hand (a new object,
    back at full power, 5.11.2a); a main combatant leaves the battle (digest A18)."""

    step: Literal["return_to_hand"]
    pick: Pick = Pick()


class Restrict(Model):
    """`who`本回合/下一个回合不能…: a prohibition wins over every permission (1.1.2): no support
    (4.3.2), no extra support (4.3.4) or no form change (5.10.4, granted ones included)."""

    step: Literal["restrict"]
    who: Literal["you", "opponent"] = "opponent"
    action: Literal["support", "extra_support", "form_change"]
    duration: Literal["this_turn", "next_turn"] = "this_turn"


class ForbidDraw(Model):
    """下一个回合你不能抽牌: `who` draws nothing during their next turn, neither the turn-start
    draw nor effect draws, and so cannot lose by drawing from an empty deck (1.1.2; digest A13)."""

    step: Literal["forbid_draw"]
    who: Literal["you", "opponent"] = "opponent"


class SuppressDefeatEffects(Model):
    """本回合对方主战角色的败效果不能发动: only 败 effects; the weakened option is not one (5.11.4)."""

    step: Literal["suppress_defeat_effects"]
    who: Literal["you", "opponent"] = "opponent"


class MainToSupport(Model):
    """将对方主战角色替换为支援角色 (the HBU-TDG-01 example of 5.11.2a): the card leaves the
    battlefield and joins its owner's supports, at full power; the battle goes on without a main
    combatant on that side (digest A18)."""

    step: Literal["main_to_support"]
    who: Literal["you", "opponent"] = "opponent"


class BattlefieldToDamage(Model):
    """`who`将其战场x张角色牌移入伤害区 (the R1.1.7 example): that player chooses the cards; their
    "移入伤害区时" effects interrupt (1.1.7). With `pick`: the effect's controller chooses instead
    (选择对方战场1张角色牌移入伤害区; how many: `pick.count`), each card into its owner's damage zone."""

    step: Literal["battlefield_to_damage"]
    count: int = Field(default=1, ge=1)
    who: Literal["you", "opponent"] = "opponent"
    pick: Pick | None = None


class WinGame(Model):
    """你获得胜利 (1.3.2d; digest A29): the controller wins, and the other player loses, at the next
    loss check (1.3.4)."""

    step: Literal["win_game"]


class ExtraFormChange(Model):
    """进行1次形态转换: a form change granted by the effect, not limited to one per turn (5.10.4)."""

    step: Literal["form_change"]


Step = Annotated[
    Draw | Discard | AddEnergy | Modify | Reveal | DamageToRest | DeckToDamage | RevealEnergy | RevealDeck
    | PlaceFromHand | TurnFaceDown | ForbidDraw | SuppressDefeatEffects | MainToSupport | BattlefieldToDamage
    | WinGame | ExtraFormChange | ReturnToHand | Restrict | ToDeck | ShuffleDeck,
    Field(discriminator="step"),
]


def generate_text(part: Model) -> Model:
    """Fills an empty `text` with the one the vocabulary generates (`card_text.py`), so a card file
    may leave it out; imported here, when used, because card_text reads these models."""
    if not part.text:
        from .card_text import GENERATORS

        object.__setattr__(part, "text", GENERATORS[type(part).__name__](part))  # frozen: set once, while validating
    return part


class Written(Model):
    """A part of a card with a Chinese `text`, generated when the file leaves it out."""

    @model_validator(mode="after")
    def _generated_text(self) -> Written:
        return generate_text(self)


class Effect(Written):
    """One effect of a card (2.0.5). `text` is the Chinese text players read, generated from the
    vocabulary when left out. It triggers at most once per turn per card (2.0.5) and is mandatory
    unless `optional` (可/你可以, 1.1.4) or it has a cost (1.1.4a)."""

    timings: list[Timing] = Field(min_length=1)
    text: str = ""
    optional: bool = False
    cost: Cost | None = None
    condition: Condition | None = None
    steps: list[Step] = []

    @property
    def may(self) -> bool:
        return self.optional or self.cost is not None

    @model_validator(mode="after")
    def _may_as_written(self) -> Effect:
        """1.1.4: a text that says 可/你可以 is `optional` (or has a cost, 1.1.4a) and only such a
        text is: a "may" is never applied without asking, a mandatory effect never asked. The
        extra-support permission's 可以 is what the exchange of 4.3.4 asks about; a granted form
        change asks by itself (5.10.1)."""
        generate_text(self)
        if "extra_support" in self.timings:
            return self
        text = FORM_CHANGE_GRANT.sub("", self.text) if any(s.step == "form_change" for s in self.steps) else self.text
        said = says_may(text)
        if (said and not self.may) or (self.optional and not said):  # a cost makes it a may anyway (1.1.4a)
            raise PydanticCustomError("ultraman.card_error.may_wording", "optional must match the 可/你可以 wording (1.1.4)")
        return self

    @model_validator(mode="after")
    def _grant_has_no_steps(self) -> Effect:
        if "extra_support" in self.timings and (self.steps or len(self.timings) > 1):
            raise PydanticCustomError("ultraman.card_error.extra_support", "an extra-support permission (4.3.4) has only a condition")
        if "extra_support" not in self.timings and not self.steps:
            raise PydanticCustomError("ultraman.card_error.no_steps", "an effect needs steps")
        return self


def always_applies(text: str) -> str:
    """A continuous or replacement effect applies without asking anyone: one whose text leaves
    it to the player (可/你可以, 1.1.4) must be written as an optional effect instead."""
    if says_may(text):
        raise PydanticCustomError("ultraman.card_error.may_not_continuous", "a 'may' cannot be continuous (1.1.4)")
    return text


class Aura(Written):
    """A continuous effect (2.0.5h) of a face-up card on the battlefield: 我方战场中其他[处于全力
    状态的]「X」或「Y」战力+x (the HBU-JCA-01 example of 5.6.1)."""

    text: Annotated[str, AfterValidator(always_applies)] = ""
    stat: Literal["power", "support_power"] = "power"
    amount: int
    keywords_any: list[str] = []  # empty: every character
    other: bool = True
    full_power_only: bool = False  # 处于全力状态: only cards with a weakened power can be (5.11.3a)


class Replacement(Written):
    """"此牌将被移入伤害区时，改为移入休息区" (5.8.1): the first move does not happen at all, the
    second happens instead. It works while the card is on the battlefield face up or set aside as a
    support (where its effects work)."""

    text: Annotated[str, AfterValidator(always_applies)] = ""
    instead_of: Literal["damage"] = "damage"
    to: Literal["rest", "hand"] = "rest"


class RuleConstant(Written):
    """A continuous effect (2.0.5h) that changes a number the rules fix "一般" (1.1.1: the card
    wins): the hand limit (3.6.2), the turn-start draw (4.0.2) or energy (4.0.3), for `who`,
    while this card is face up on the battlefield. Several add up; none goes below 0."""

    text: Annotated[str, AfterValidator(always_applies)] = ""
    constant: Literal["hand_limit", "turn_draw", "turn_energy"]
    amount: int
    who: Literal["you", "opponent"] = "you"


class CardDef(Model):
    id: str = Field(pattern=r"^\S+$")  # card number, e.g. "HBU01-A07" or "练习-001" (2.0.7)
    name: str  # 卡牌名称 (2.0.2)
    name_en: str | None = None
    type: Literal["character"] = "character"
    practice: bool = False
    keywords: list[str] = []  # without 「」 (2.0.4)
    power: int | None = None  # 战力 (2.0.6)
    support_power: int | None = None  # 支援战力 (2.0.6)
    weakened_power: int | None = None  # 衰弱战力, printed in red (2.0.6a)
    form_change_mark: list[str] = []  # keywords shown in the mark (2.0.8, 5.10.3b)
    effects: list[Effect] = []
    continuous: list[Aura] = []
    replacements: list[Replacement] = []
    rule_constants: list[RuleConstant] = []
    source_rules: list[str] = []  # the rules that name this card
    notes: str = ""  # what the rules tell about facts this file cannot hold
    implemented: bool = True

    @model_validator(mode="after")
    def _consistent(self) -> CardDef:
        if self.implemented and (self.power is None or self.support_power is None):
            raise PydanticCustomError("ultraman.card_error.needs_power", "a playable character needs power and support power (2.0.6)")
        practice_number = self.id.startswith(PRACTICE_NUMBER)
        if self.practice != practice_number or self.practice != self.name.startswith(PRACTICE_NAME):
            raise PydanticCustomError("ultraman.card_error.practice", "practice cards, and only they, are numbered 练习-NNN and named 练习卡·…")
        return self

    def has_keyword(self, keyword: str) -> bool:
        return keyword in self.keywords


LIBRARY = CardLibrary("ultraman", CardDef, CARDS_DIR)
card_db = LIBRARY.cards  # every Ultraman card by card number: built-in files and the card pack

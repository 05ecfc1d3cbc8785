"""The MTG effect vocabulary: what card files may say, as typed data (pydantic).

An ability (CR 113) is a spell ability (the effects of an instant or sorcery), an activated
ability ("cost: effect", CR 602; a mana ability when it adds mana, CR 605), a triggered ability
("when/whenever/at", CR 603) or a static ability (CR 604). Effects are steps run in order on
resolution (CR 608.2c); a step refers to the ability's targets by index.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Keyword = Literal[
    "flying", "reach", "trample", "deathtouch", "lifelink", "vigilance", "haste", "menace", "defender",
    "first_strike", "double_strike", "hexproof", "indestructible",
    "flash",  # cast it any time you could cast an instant (CR 702.8a)
    "job_select",  # an Equipment's "when this enters, create a Hero token and attach this to it" (CR 702.182a)
    "partner",  # two legendary creatures with partner may be one deck's commanders (CR 702.124a, commander_deck.py)
    # "protection from each color" (CR 702.16a, 702.16j): from every object that has a colour
    "protection_from_each_colour",
    "protection_from_humans",  # "protection from Humans" (CR 702.16a): from every Human object
]  # fmt: skip
PermanentType = Literal["land", "creature", "artifact", "enchantment"]
MANA_COST = r"^(\{([0-9]+|[WUBRGC])\})*$"  # "{2}{G}{G}"
# stun: untapping it removes one instead (CR 122.1d); lore: a Saga's chapters count them (CR 714.2)
# finality: "if a permanent with a finality counter on it would be put into a graveyard from the
# battlefield, exile it instead" (CR 122.1h)
# indestructible: a keyword counter, the permanent has that keyword (CR 122.1b); charge: no rules
# meaning of its own, cards count it (CR 122.1)
CounterKind = Literal["+1/+1", "-1/-1", "stun", "lore", "finality", "indestructible", "charge", "blight", "cell", "shield", "score"]
KEYWORD_COUNTERS = ("indestructible",)


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Filter(Model):
    """Which permanents (or cards) match: any of ``types``, none of ``not_types``, any of
    ``subtypes``, controlled by whom, and ``other`` = not the ability's source (CR 109.5)."""

    types: list[PermanentType | Literal["instant", "sorcery"]] = []  # "instant or sorcery card"
    not_types: list[PermanentType] = []
    subtypes: list[str] = []
    not_subtypes: list[str] = []  # "non-God creatures"
    controller: Literal["any", "you", "opponent"] = "any"
    other: bool = False
    attacking: bool = False  # an attacking creature (CR 506.3, 508.1)
    attacking_you: bool = False  # "creature attacking you": one attacking the ability's controller (CR 506.2)
    defending_player: bool = False  # "… defending player controls": the player the source attacks (CR 506.2)
    power_less_than_source: bool = False  # "with power less than [this creature]'s power" (current powers, CR 208.3)
    equipped: bool = False  # a creature with an Equipment attached to it (CR 301.5)
    # "modified": with a counter on it, equipped, or enchanted by an Aura its controller controls (CR 700.9)
    modified: bool = False
    power_at_least: int | None = None  # "with power N or greater" (its current power, CR 208.3)
    power_at_most: int | None = None  # "with power 3 or less" (a card's printed power off the battlefield, CR 208.3)
    tapped: bool = False  # a tapped permanent (CR 110.5)
    entered_this_turn: bool = False  # "… that entered this turn" (this object, CR 400.7)
    basic: bool | None = None  # True: a basic card ("a basic land card"); False: "nonbasic" (CR 205.4a)
    name: str | None = None  # "a card named …", "a creature named …" (its English name, CR 201.2)
    token: bool | None = None  # True: "a creature token"; False: "a nontoken creature" (CR 111.1)
    legendary: bool | None = None  # True: "each legendary creature you control"; False: "nonlegendary" (CR 205.4d)
    damaged: bool = False  # "a creature that was dealt damage this turn" (damage stays marked until cleanup, CR 514.2)
    keyword: Keyword | None = None  # "creature with flying"
    mana_value_at_most: int | None = None  # "with mana value 2 or less" (CR 202.3)
    mana_value_at_least: int | None = None  # "with mana value 3 or greater" (a spell's X counts, CR 202.3e)
    colour: Literal["W", "U", "B", "R", "G"] | None = None  # "a white spell": one of its colours (CR 105.2)
    counter: CounterKind | Literal["any"] | None = None  # "with a +1/+1 counter on it"; "any": "with one or more counters on it" (CR 122.1)
    not_yours: bool = False  # "a spell you don't own": its owner is another player (CR 108.3)
    crewed_by_source: bool = False  # "a Vehicle crewed by [this creature] this turn" (CR 702.122)
    # "… if one or more of them entered from a graveyard or was cast from a graveyard": a permanent
    # that moved from a graveyard to the battlefield, or resolved as a spell cast from one
    entered_from_graveyard: bool = False
    # "cards in your graveyard that were put there from anywhere other than the battlefield this turn"
    to_graveyard_this_turn_not_from_battlefield: bool = False
    # "a Bird or basic land card", "artifact, enchantment, or creature with flying": it also
    # matches at least one of these
    any_of: list[Filter] = []
    commander: bool = False  # "commanders you control": a player's commander card (CR 903.3; anyone's)


class Count(Model):
    """A number counted when it is needed: permanents on the battlefield that match (or the total
    mana value of those, CR 202.3), the permanent cards in your graveyard (CR 110.4a), or the
    cards in your graveyard that match a filter ("noncreature, nonland cards")."""

    permanents: Filter | None = None
    total_mana_value: bool = False  # of the matching permanents
    times: int = 1  # -1: "-X/-X, where X is …"
    permanent_cards_in_graveyard: bool = False
    cards_in_graveyard: Filter | None = None
    counters_on_self: CounterKind | Literal["any"] | None = None  # "for each charge counter on [this]"; "any": all kinds
    creatures_died_this_turn: bool = False  # "for each creature that died this turn" (CR 700.4)
    # "a creature died under an opponent's control this turn": counted by controller as it died
    creatures_died_under_opponents_this_turn: bool = False
    life_gained_this_turn: bool = False  # "the amount of life you gained this turn" (CR 119.9)
    # "the number of counters among creatures you control": all kinds, on the matching permanents
    counters_on_permanents: Filter | None = None
    # "the greatest mana value among artifacts you control" (CR 202.3; 0 with none)
    greatest_mana_value: Filter | None = None
    # "the greatest power among creatures you control" (CR 208.3; 0 with none)
    greatest_power: Filter | None = None
    # "the number of opponents that were dealt combat damage this turn" (CR 510.2)
    opponents_dealt_combat_damage_this_turn: bool = False
    # "the number of opponents dealt combat damage this turn by [this creature] or a Dragon": the
    # source a Dragon as it dealt the damage (CR 510.2)
    opponents_dealt_combat_damage_by_self_or_dragons: bool = False
    # "for each [tapped creature] its controller controls", said by an Aura of the permanent it
    # enchants: the permanents that match, "you" in the filter being that permanent's controller
    enchanted_controllers: Filter | None = None
    # "the number of opponents who control more creatures than you"
    opponents_with_more_creatures: bool = False
    # "as long as you've cast two or more noncreature spells this turn": the spells you cast this
    # turn whose card types match (types and not_types: a spell has its card's, CR 112.2)
    spells_cast_this_turn: Filter | None = None
    # "if a card left your graveyard this turn": how many did (``at_least = 1``)
    cards_left_your_graveyard_this_turn: bool = False
    # "if a permanent you controlled left the battlefield this turn" (revolt, an ability word, CR
    # 207.2c): how many left under your control (``at_least = 1``)
    permanents_left_your_control_this_turn: bool = False
    # "an opponent was dealt combat damage by a legendary creature this turn": how many were
    opponents_dealt_combat_damage_by_legendary: bool = False
    # "if a player was dealt 6 or more combat damage this turn": the most combat damage any one
    # player was dealt this turn, by any sources in any combat damage steps (CR 510.2): at least 6
    most_combat_damage_to_a_player_this_turn: bool = False
    # "if a player lost 4 or more life this turn": the most life any one player lost this turn,
    # all their life-loss events added up (damage too, CR 119.3; paid life, 119.4): at least 4
    most_life_lost_by_a_player_this_turn: bool = False
    plus: Count | None = None  # "… plus the number of …": another count added to this one
    # "the number of opponents who control a creature with power 4 or greater"
    opponents_controlling: Filter | None = None
    cards_in_hand: bool = False  # "the number of cards in your hand"
    # the creatures you control with the greatest power among all creatures (ties included): "if
    # you control the creature with the greatest power or tied for the greatest power": at least 1
    yours_with_greatest_power: bool = False
    # "your devotion to red": the {R} symbols in the mana costs of the permanents you control (CR 700.5)
    devotion: Literal["W", "U", "B", "R", "G"] | None = None
    life_total: bool = False  # "your life total" (CR 119.1)
    # "the number of Islands target opponent controls": the ``permanents`` that target player N controls
    of_target_player: int | None = None
    # Melee's "for each opponent you attacked with a creature this combat": the opponents named as
    # attackers were declared, whether those creatures still attack or not (CR 702.121a; the notes)
    opponents_attacked_this_combat: bool = False
    # "if [this creature] has power 7 or greater": its current power (CR 208.3); once it has left
    # the battlefield, its last known power as the ability resolves (CR 608.2h)
    power_of_self: bool = False
    # "if you put a counter on a creature this turn": the creatures you did (CR 122.6: entering
    # with counters too, its controller putting them, 122.6a)
    creatures_you_put_counters_on_this_turn: bool = False
    # "if a counter was put on [this creature] this turn" (by anyone): the players who put
    # counters on this object this turn (``at_least = 1``)
    counters_put_on_self_this_turn: bool = False


class PowerOf(Model):
    # the current power of target N, or of the source ("self"): its last known power when it
    # left, CR 608.2h ("counters equal to its power", said by a dies ability)
    power_of: int | Literal["self", "subject"]
    times: int = 1  # "twice that much"


# "X": the value announced for the spell's {X} (CR 107.3a); "mana_spent": the amount of mana spent
# to cast the spell that triggered a "whenever you cast" ability (CR 601.2h); "discarded_mana_value":
# the mana value of the card an earlier step of the ability discarded (CR 202.3); "shuffled_count":
# the number of cards an earlier shuffle_graveyard_into_library step moved
# "combat_damage": the combat damage a ``combat_damage_to_player`` trigger's creature dealt ("that damage")
# "damage_dealt": the damage a ``deals_damage`` trigger's source dealt in that event ("that much")
# "life_lost": the life an ``opponent_loses_life`` trigger's player lost ("that many")
# "discarded_card_types": the card types among the cards an earlier discard step discarded (CR 205.2a)
# "sacrificed_count": how many permanents an earlier sacrifice_any_number step sacrificed ("that many")
# "that_many": how many objects a "whenever one or more [subject] …" trigger's event had ("look at that many cards")
# "revealed_mana_value": the mana value of the card an earlier reveal_until found (Yuna's Whistle) or
# an exile_top_of_library of your own exiled (Cait Sith)
# "sacrificed_mana_value": the mana value of the permanent an earlier sacrifice_chosen step sacrificed
# "spell_mana_value": the mana value of the spell that triggered a "whenever you cast" ability, as it
# was cast (X included, CR 202.3e; the ability resolves even if the spell has left the stack)
# "subject_counters": the counters of all kinds a ``dies`` trigger's permanent had as it left ("that many", CR 608.2h)
# "twice_X": twice the spell's X ("you gain twice X life")
Amount = int | Count | PowerOf | Literal["X", "mana_spent", "discarded_mana_value", "shuffled_count", "combat_damage", "damage_dealt", "life_lost",
                                        "discarded_card_types", "sacrificed_count", "that_many", "subject_counters", "spell_mana_value",
                                        "revealed_mana_value", "sacrificed_mana_value", "twice_X"]  # fmt: skip


class Condition(Model):
    """A count reaching ``at_least``, or staying at or below ``at_most`` ("if you don't control a
    creature named …": at most 0); or ``first_this_turn``: "if it's the first combat phase [end
    step] of the turn" (CR 500.8, engine/games/mtg/extra_phases.py)."""

    count: Count | None = None
    at_least: int | None = None
    at_most: Literal[0] | None = None  # the text says "you don't control …"
    first_this_turn: Literal["combat_phase", "end_step"] | None = None
    # "if your life total is less than or equal to half your starting life total" (CR 103.4, 119.1)
    life_at_most_half_starting: bool = False
    # "if you both own and control [this] and a creature named …": the named card's id (a meld
    # pair's condition, CR 701.42a)
    own_and_control: str | None = None

    @model_validator(mode="after")
    def _one_bound(self) -> Condition:
        if self.first_this_turn is not None or self.life_at_most_half_starting or self.own_and_control:
            if self.count is not None or self.at_least is not None or self.at_most is not None:
                raise ValueError("a condition on the turn's first phase or step, or on the starting life total, has no count")
            return self
        if self.count is None or (self.at_least is None) == (self.at_most is None):
            raise ValueError("a condition has a count with at_least or at_most")
        return self


class ManaSpent(Model):
    """"If at least N mana was spent to cast it", said by a "whenever you cast" ability of the spell
    that triggered it (CR 601.2h: the mana paid is recorded as the spell is cast; 603.4: it can't
    change after, so the check on resolution agrees with the one made when it triggered)."""

    mana_spent_at_least: int


class CostReduction(Model):
    """"This spell costs {N} less to cast": for each thing counted, or only if one of its targets
    is a tapped creature. It reduces generic mana only, as the total cost is determined
    (CR 601.2f), so it functions while the card is being cast."""

    generic: int = 1
    for_each: Count | None = None
    if_targets_tapped_creature: bool = False


class SpellsCostLess(Model):
    """"[Red] spells you cast cost {N} less to cast": a static ability of a permanent, read as its
    controller's spells of that colour are cast (their total cost, CR 601.2f; generic mana only)."""

    colour: Literal["W", "U", "B", "R", "G"] | None = None
    subtypes: list[str] = []  # "Equipment and Vehicle spells": a spell with one of them
    not_types: list[PermanentType] = []  # "noncreature spells"
    generic: int = 1
    legendary_creature: bool = False  # "legendary creature spells"
    first_each_turn: bool = False  # "the first ... spell you cast each turn"
    nth_each_turn: int | None = Field(default=None, ge=2)  # "the second spell you cast each turn" (Alisaie)
    from_graveyard: bool = False  # "spells you cast from your graveyard" (Emet-Selch)


class Kicker(Model):
    """"Kicker—[cost]": an optional additional cost (CR 702.33a) whose payment is announced as the
    spell is cast (CR 601.2b) and paid with the rest of the cost (CR 601.2h). The costs of this
    pool: sacrifice a permanent you control, or return one to its owner's hand, that matches."""

    action: Literal["sacrifice", "return_to_hand"]
    what: Filter
    # "As an additional cost to cast this spell, sacrifice a legendary creature or pay {2}": not a
    # kicker but a required additional cost with a choice (CR 601.2b, 601.2f–h); "kicked" then
    # means the sacrifice was chosen, else this mana is added to the total cost
    or_pay: str | None = Field(default=None, pattern=MANA_COST)


class Target(Model):
    """CR 115: "target creature", "any target" (creature, player or planeswalker, 115.4),
    "target opponent", "target [creature] card from your graveyard" (graveyard_card, CR 115.1:
    a card in a zone other than the battlefield). ``other_than``: must differ from target N
    ("any other target")."""

    # "spell": "target spell", a spell on the stack other than the one targeting (CR 115.1a, 115.5)
    # "exiled_with_source": "target [creature] card exiled with [this permanent]" (linked abilities, CR 607.2a)
    # "ability_or_spell": "target activated ability, triggered ability, or [noncreature] spell": an
    # ability on the stack (CR 113.1b, 115.1c–d; a mana ability never is, 605.3a) as
    # ``{"object": stack id}``, or a spell matching the filter
    # "ability": "target activated or triggered ability [you control]" (the filter's ``controller``)
    # "spell_or_permanent": "target spell or permanent" (Venser)
    kind: Literal["creature", "any", "permanent", "player", "opponent", "graveyard_card", "spell", "exiled_with_source", "ability_or_spell",
                  "ability", "spell_or_permanent"]  # fmt: skip
    filter: Filter = Filter()
    any_graveyard: bool = False  # "target card from a graveyard": any player's, not only yours
    same_graveyard_as: int | None = None  # "… cards from a single graveyard": where target N is
    other_than: int | list[int] | None = None  # a list: "up to three target creatures" (different ones, CR 601.2c)
    up_to: bool = False  # "up to one target": the player may choose none (CR 601.2c, 115.1b)
    # a graveyard_card's "… or exiled card with flashback you own" (Sorceress's Schemes)
    or_exiled_with_flashback: bool = False
    # "any number of target creature cards [with total mana value 6 or less]": the last target of
    # an ability, chosen one by one (different ones, CR 115.3) until the player stops (CR 601.2c);
    # a step naming it happens for each of them (``targets.py``)
    any_number: bool = False
    total_mana_value_at_most: int | None = None
    # "for each opponent, [up to one] target [permanent] that opponent controls": one target for
    # each opponent as the triggered ability is put on the stack (CR 601.2c, 603.3d; the last of the
    # ability's targets); a step referring to it does it to each of those targets
    per_opponent: bool = False
    # "… target artifact that player controls": the player a ``combat_damage_to_player`` trigger
    # remembers ("that player", CR 510.2)
    damaged_player: bool = False
    opponent: str | None = None  # one of those targets: the opponent whose permanent it is (set by the rules)
    # "target creature card with mana value equal to that spell's mana value" (a "whenever you cast"
    # ability's spell as it was cast, its X included, CR 202.3e)
    mana_value_of_spell: bool = False
    # a graveyard_card "from defending player's graveyard": the player the source attacks (CR 506.2)
    defending_players_graveyard: bool = False


# a target by index, the ability's source, or "chosen": the object an earlier step of the same
# ability chose (the Equipment attached by ``attach_equipment``, "unattach it") or made ("that
# token" after ``create_token``)
# "subject": the permanent whose event triggered the ability ("it gains double strike" after
# "whenever a creature you control attacks alone"; "that creature's power" after "whenever a
# creature an opponent controls dies", its last known power, CR 608.2h)
# "enchanted": the permanent the Aura that is the source is attached to (CR 303.4b)
# "those": each permanent an earlier step put onto the battlefield ("they gain haste", "return
# those creatures": the step happens for each of them; a delayed trigger remembers them, CR 603.7c)
TargetRef = int | Literal["self", "chosen", "subject", "enchanted", "those"]


class TargetMatches(Model):
    """"If that creature is legendary, …": target N, still a legal target, matches the filter as
    the step happens (CR 608.2c)."""

    target: int
    filter: Filter


class StepBase(Model):
    condition: Condition | None = None  # the step happens only if this holds on resolution
    unless: Condition | None = None  # ... only if this does not hold ("instead" wordings)
    kicked: bool | None = None  # ... only if the spell was (True) or wasn't (False) kicked (CR 702.33d)
    # ... only if its overload cost was (True: "each" for "target") or wasn't (False) paid (CR 702.96b)
    overloaded: bool | None = None
    from_graveyard: bool | None = None  # ... only "if this spell was cast from a graveyard" (flashback, CR 702.34)
    from_exile: bool | None = None  # ... only "if this spell was cast from exile" (a foretold card, CR 702.143a)
    from_hand: bool | None = None  # ... only "if this spell was cast from your hand" (CR 702.88a)
    if_you_do: bool = False  # ... only if the player did the optional pay_life / sacrifice_chosen before it
    if_you_dont: bool = False  # ... only if they didn't ("You may cast it. If you don't, create a Treasure token")
    if_won_flip: bool = False  # ... only "if you win the flip" of an earlier flip_coin step (CR 705)
    # ... only "if N or more mana was spent to cast that spell" (a "whenever you cast" ability's spell)
    mana_spent_at_least: int | None = None
    if_chosen: Filter | None = None  # ... only if the card an earlier step put into a hand matches ("if it's a Town")
    if_discarded: Filter | None = None  # ... only "if a [creature] card was discarded this way" (by an earlier discard step)
    if_exiled: Filter | None = None  # ... only "if the exiled card['s mana value is 4 or greater]" (a card an earlier exile step moved from a graveyard)
    if_milled: Filter | None = None  # ... only "if a [land] card was milled this way" (by an earlier mill step)
    if_target: TargetMatches | None = None  # ... only if a target matches ("if that creature is legendary")
    # ... only "if this is the fourth time this ability has resolved this turn" (counted for the
    # object, resolutions that did resolve, this one included)
    if_nth_resolution_this_turn: int | None = Field(default=None, ge=1)


class Damage(StepBase):
    step: Literal["damage"]
    amount: Amount
    # "each creature"; "each other creature": every creature but the one dealing the damage;
    # "defending player": the player the attacking source attacks (CR 506.2)
    # "random_opponent": "choose an opponent at random. ~ deals damage … to that player"
    # "each_other_opponent": each opponent but "that player", dealt combat damage (the trigger's)
    # "that_player": the player whose action triggered the ability ("… deals 1 damage to that player")
    to: int | Literal["each_opponent", "each_other_opponent", "each_creature", "each_other_creature", "defending_player", "random_opponent", "that_player", "each_opponent_who_did"]
    source: TargetRef = "self"  # the object dealing the damage (CR 120.3); an index: that target
    to_controller: bool = False  # "… to that creature's controller": the controller of target ``to``


class EachDealsDamage(StepBase):
    """"Each [other Bird you control] deals damage equal to its power to [target creature]": every
    permanent matching as it resolves is a source of its own (CR 120.3), all dealt at once."""

    step: Literal["each_deals_damage"]
    what: Filter
    to: int


class Destroy(StepBase):
    step: Literal["destroy"]
    target: int


class DestroyEach(StepBase):
    """"Destroy all artifacts and creatures": every permanent matching ``what``, at once (CR 701.8a)."""

    step: Literal["destroy_each"]
    what: Filter


class DestroyOneOfEachOpponents(StepBase):
    """"For each opponent, choose an artifact or land that player controls. Destroy the chosen
    permanents": the controller chooses as the step happens (not targeted), then all are destroyed
    at once (CR 701.8a)."""

    step: Literal["destroy_one_of_each_opponents"]
    what: Filter


class EndTheTurn(StepBase):
    """"End the turn." (CR 723.1, ``engine/games/mtg/end_turn.py``)."""

    step: Literal["end_the_turn"]


class ReturnEachToHand(StepBase):
    """"Return each creature that isn't a Kraken, … to its owner's hand": every permanent matching
    ``what``, at once (CR 608.2c)."""

    step: Literal["return_each_to_hand"]
    what: Filter


class ReturnOpponentsGreatest(StepBase):
    """"Each opponent chooses a creature with the greatest mana value among creatures they control.
    Return those creatures to their owners' hands": each opponent in turn order chooses one of
    theirs matching ``what`` (ties: their choice; X is 0 on the battlefield, CR 202.3e), then all
    return at once (the rulings)."""

    step: Literal["return_opponents_greatest"]
    what: Filter


class DestroyAttached(StepBase):
    """"Destroy up to one Equipment attached to that creature": its controller chooses one of the
    permanents matching ``what`` attached to target ``target`` (CR 301.5), or none."""

    step: Literal["destroy_attached"]
    target: int
    what: Filter


class ExileTopOfLibrary(StepBase):
    """"Each opponent exiles the top N cards of their library" (face up, CR 406.3), or "exile the
    top card of that player's library" (``damaged_player``, dealt combat damage); the last card
    exiled is "chosen" for a later step."""

    step: Literal["exile_top_of_library"]
    amount: Amount
    # "you": "exile the top card of your library" (then ``if_you_do`` is "when you exile a card this
    # way" and "revealed_mana_value" that card's mana value, Cait Sith); N: target player N's library
    # (the cards are "exiled this way" for ``cast_without_paying``)
    who: int | Literal["each_opponent", "damaged_player", "you"] = "each_opponent"
    shuffle_first: bool = False  # "Shuffle your library, then exile the top card" (Urza)


class MayPlayExiledWithSourceThisTurn(StepBase):
    """"Until end of turn, you may play cards exiled with [this]. Spells you cast this way cost
    {2} less to cast" (paying their costs, with the normal timing; the reduction is of generic
    mana only, CR 601.2f), ``play_from_exile.py``; the cards are read as they are played (CR 607.2a)."""

    step: Literal["may_play_exiled_with_source_this_turn"]
    cost_less: int = Field(default=0, ge=0)


class MayPlayChosenThisTurn(StepBase):
    """"You may play the exiled card this turn[, and mana of any type can be spent to cast it]":
    a permission for the card an earlier step exiled (``play_from_exile.py``)."""

    step: Literal["may_play_chosen_this_turn"]
    any_mana_type: bool = False
    cast_only: bool = False  # "until end of turn, you may cast that card": not a land (the rulings)
    free: bool = False  # "… without paying its mana cost" (CR 118.9: X is 0, additional costs paid)


# who does a step: "you" (the ability's controller), or target N: that player if it is a target
# player ("target player gains 5 life"), else the controller of that target permanent as it last
# existed ("its controller gains 4 life" after it was destroyed, CR 608.2h)
# "subject_controller": "its controller", the controller of the attacking creature an ``attacks``
# trigger names (the active player, CR 508.1a)
Who = int | Literal["you", "subject_controller"]


class Draw(StepBase):
    step: Literal["draw"]
    amount: Amount = 1
    who: Who = "you"
    optional: bool = False  # "target opponent may draw a card": asked to the drawing player
    # "you may draw a card unless that player pays {1}": the player who cast the spell that triggered
    # an ``opponent_casts`` ability is asked first (CR 118.12a)
    unless_caster_pays: str | None = Field(default=None, pattern=MANA_COST)


class CommanderToHand(StepBase):
    """"Put your commander into your hand from the command zone" (CR 408, 903.3): with two
    commanders there, the player chooses one (the rulings); none there (or no Commander game):
    nothing happens."""

    step: Literal["commander_to_hand"]


class PutBackFromHand(StepBase):
    """"Put two cards from your hand on top of your library in any order" (Brainstorm): chosen and
    ordered by the player, the first chosen on top; all of them if the hand holds fewer."""

    step: Literal["put_back_from_hand"]
    amount: int = Field(default=1, ge=1)


class DiscardThenDraw(StepBase):
    """"Discard up to N cards, then draw that many cards": the player chooses from none to N of
    their hand cards (CR 701.9a); discarding none, they draw none (the notes). ``up_to = "any"``
    with ``plus = 1``: "discard any number of cards, then draw that many cards plus one" (chosen
    on resolution; none discarded, one drawn, the notes)."""

    step: Literal["discard_then_draw"]
    up_to: Annotated[int, Field(ge=1)] | Literal["any"]
    plus: int = 0


class DiscardHand(StepBase):
    """"Discard your hand" (CR 701.9a: all the cards at once); ``optional``: "you may discard your
    hand, then …" (later steps with ``if_you_do``)."""

    step: Literal["discard_hand"]
    optional: bool = False
    # "Each player may discard their hand and draw N cards": each in turn order chooses (CR 101.4),
    # then those who chose discard and draw; ``damage`` ``to = "each_opponent_who_did"`` follows
    who: Literal["you", "each_player"] = "you"
    then_draw: int = Field(default=0, ge=0)


class Fight(StepBase):
    """"[This creature] fights [up to one other] target creature": each deals damage equal to its
    power to the other (CR 701.14a); if either is no longer on the battlefield or no longer a
    creature, or the target is illegal, no damage is dealt (701.14b). ``source``: "target creature
    you control fights target creature", another target instead of this creature."""

    step: Literal["fight"]
    source: TargetRef = "self"
    target: int


class LoseLife(StepBase):
    """"You lose N life", "each opponent loses N life", "each player loses N life" (CR 119.3)."""

    step: Literal["lose_life"]
    amount: Amount
    # an index: that target player; "damaged_player": "that player", dealt combat damage (the trigger's)
    who: int | Literal["you", "each_opponent", "each_player", "damaged_player", "each_opponent_who_didnt"] = "you"


class LoseGame(StepBase):
    """"That player loses the game" (CR 104.3e: at once, not as a state-based action); "that
    player" is the one a ``combat_damage_to_player`` trigger's creature dealt damage to."""

    step: Literal["lose_game"]
    who: Literal["damaged_player"]


class PoisonCounters(StepBase):
    """"That player gets two poison counters" (CR 122.1f; ten or more: the player loses, 704.5c);
    "that player" is the one a ``combat_damage_to_player`` trigger's creature dealt damage to."""

    step: Literal["poison_counters"]
    who: Literal["damaged_player"]
    amount: int = Field(default=1, ge=1)


class Sacrifice(StepBase):
    """"Each opponent sacrifices [N] creature[s] of their choice" (CR 701.21a): each chooses in
    turn order (CR 101.4), then all are sacrificed at once. With ``who``: "target opponent
    sacrifices …", only that player chooses (none if the target is gone or has none)."""

    step: Literal["sacrifice"]
    what: Filter
    amount: int | Literal["half"] = 1  # "half the … they control of their choice, rounded down" (for each player)
    # the target player who sacrifices; None: each opponent; "each_opponent_who_lost_life": this turn (CR 119.3)
    who: int | Literal["each_player", "each_opponent_who_lost_life"] | None = None
    greatest_power: bool = False  # "… with the greatest power among creatures they control" (ties: their choice)
    # "each opponent may sacrifice …": each may choose none; a later ``lose_life`` with ``who =
    # "each_opponent_who_didnt"`` is "each opponent who doesn't …"
    optional: bool = False


class AddMana(StepBase):
    """"Add {R}" said by an ability that is not a mana ability (a chapter ability uses the stack,
    CR 605.1a): the mana goes to its controller's mana pool on resolution (CR 106.4)."""

    step: Literal["add_mana"]
    # "produced": in a ``tapped_for_mana`` ability, "one mana of any type that permanent produced"
    # (a {T} mana ability here adds one type at a time: the only combination, Vivi's, has no {T})
    mana: str = Field(pattern=r"^([WUBRGC]|produced)$")
    amount: Amount = 1  # "Add {G}{G}"; counted: "add {R} for each lore counter on this Saga"


class AddManaOfOneColour(StepBase):
    """"[You may] add X mana of any one color" said by an ability that uses the stack (CR 605.1a):
    the controller chooses the colour on resolution (or declines, ``optional``; CR 608.2d); X is
    counted then (the rulings). Mana added remembers the turn for "if you haven't added mana with
    this ability this turn" (``intervening_if = "not_added_mana_this_turn"``)."""

    step: Literal["add_mana_of_one_colour"]
    amount: Amount
    optional: bool = False
    who: int | None = None  # "target player adds …": that player chooses the colour and gets the mana


class Loot(StepBase):
    """"You may discard a card. If you do, draw a card" (CR 608.2d: the choice is made on
    resolution)."""

    step: Literal["loot"]


class DrawThenDiscard(StepBase):
    """"Draw a card, then discard a card"; ``optional``: "you may draw a card. If you do, discard
    a card" (the choice is made on resolution, CR 608.2d)."""

    step: Literal["draw_then_discard"]
    optional: bool = False
    draw: int = Field(default=1, ge=1)  # "draw three cards, then discard two cards"
    discard: int = Field(default=1, ge=1)


class Surveil(StepBase):
    """"Surveil N" (a keyword action, CR 701 "Surveil"): look at the top N cards of your library,
    put any number of them into your graveyard and the rest back on top in any order."""

    step: Literal["surveil"]
    amount: int = 1


class Scry(StepBase):
    """"Scry N" (CR 701.22a): look at the top N cards of your library, put any number of them on
    the bottom in any order and the rest on top in any order."""

    step: Literal["scry"]
    amount: int = 1


class ExileAndReturn(StepBase):
    """"Exile target creature you control, then return it to the battlefield under its owner's
    control": a new object (CR 400.7), untapped and with no counters; a token ceases to exist in
    exile (CR 111.7) and doesn't return."""

    step: Literal["exile_and_return"]
    target: TargetRef


class FlipCoin(StepBase):
    """"Flip a coin" (CR 705): the steps with ``if_won_flip`` follow a won flip."""

    step: Literal["flip_coin"]


class AdditionalCombatPhase(StepBase):
    """"After this phase, there is an additional combat phase" (CR 500.8)."""

    step: Literal["additional_combat_phase"]


class ExtraTurn(StepBase):
    """"Take an extra turn after this one" (CR 500.7, ``engine/games/mtg/extra_turns.py``)."""

    step: Literal["extra_turn"]


class AdditionalEndStep(StepBase):
    """"There is an additional end step after this step" (CR 500.8)."""

    step: Literal["additional_end_step"]


class ExileAndReturnTransformed(StepBase):
    """"[You may] exile it, then return it to the battlefield transformed under its owner's
    control" (CR 712): the source, a double-faced card, comes back a new object (CR 400.7) with
    its back face up; a card with no back face stays in exile."""

    step: Literal["exile_and_return_transformed"]
    optional: bool = False
    # "Exile [this Saga], then return it to the battlefield (front face up)", said by a back face
    front_face_up: bool = False
    # "… with a finality counter on it" (said by a resolving spell about itself: Esper Origins)
    counters: dict[CounterKind, int] = {}


class Transform(StepBase):
    """"[You may] transform [this permanent]": it turns over to its other face and stays the same
    object (CR 712, keyword action "Transform"); a permanent that isn't double-faced doesn't."""

    step: Literal["transform"]
    target: Literal["self"] = "self"
    optional: bool = False  # "you may transform ~"


class RevealTopToHand(StepBase):
    """"Reveal the top card of your library [. If it's a permanent card,] put it into your hand"
    (CR 701.20a: everyone sees it; another card stays on top) [. You lose life equal to its mana
    value]."""

    step: Literal["reveal_top_to_hand"]
    only_permanent: bool = False
    lose_life_mana_value: bool = False
    loser: Literal["you", "each_opponent"] = "you"  # "each opponent loses life equal to that card's mana value"


class RevealTopLandOrDraw(StepBase):
    """"Reveal the top card of your library. If it's a land card, put it onto the battlefield
    tapped. Otherwise, draw a card" (CR 701.20a; an empty library reveals no land: the draw)."""

    step: Literal["reveal_top_land_or_draw"]


class RemoveLoreForCounters(StepBase):
    """"You may remove a lore counter from each of any number of Sagas you control. Put a +1/+1
    counter on [this] for each lore counter removed this way" (removing lore counters triggers
    no chapter, CR 714.2b)."""

    step: Literal["remove_lore_for_counters"]


class SearchToHand(StepBase):
    """"Search your library for a [Forest] card, reveal it, put it into your hand, then shuffle"
    (CR 701.19: a search of a hidden zone may find nothing, 701.19b); ``to_battlefield_tapped``:
    "put it onto the battlefield tapped" instead (it enters under your control)."""

    step: Literal["search_to_hand"]
    what: Filter
    to_battlefield_tapped: bool = False
    to_battlefield: bool = False  # "put that card onto the battlefield" (untapped)
    optional: bool = False  # "you may search …": declined, there is no search and no shuffle
    # "its controller may search": the controller of target N as it last existed; a target
    # player searches their own library ("target player may search", partner with, CR 702.124j)
    who: int | None = None
    also_graveyard: bool = False  # "search your library and/or graveyard" (shuffle only if the card came from the library)
    amount: int = Field(default=1, ge=1)  # "for up to two … cards"
    different_names: bool = False  # "… with different names" (CR 201.2)
    reveal: bool = True  # False: "put that card into your hand" unrevealed (hidden from the others)
    # "… then shuffles and puts that card on top": the card goes on top of the library after the
    # shuffle, seen only by the searching player (CR 701.19a, 701.24a)
    to_top: bool = False


class LookAtTop(StepBase):
    """"Look at the top N cards of your library. Put one of them into your hand" (or "you may
    reveal a [kind] card from among them and put it into your hand", ``optional``) "and the rest
    into your graveyard / on the bottom of your library in any order / in a random order"."""

    step: Literal["look_at_top"]
    amount: int | Literal["that_many"]
    what: Filter = Filter()  # which of them may go to the hand (revealed when there is a filter)
    optional: bool = False
    rest: Literal["graveyard", "bottom", "bottom_random", "top"]  # "top": one card, left where it is
    to_battlefield_tapped: bool = False  # "… put a land card from among them onto the battlefield tapped" instead
    to_battlefield: bool = False  # "… put [them] onto the battlefield" (untapped); later steps call them "those"
    # "… onto the battlefield tapped and attacking" (CR 508.4: never declared; the player the
    # triggering attacker attacks)
    attacking: bool = False
    any_number: bool = False  # "any number of [Equipment] cards from among them" (``optional`` then: none)
    # "Then put any number of land cards from among them onto the battlefield tapped and the rest …"
    then_lands_tapped: bool = False
    # Hideaway (CR 702.75a): "exile one face down" instead, exiled with this permanent (only its
    # owner may look at it, 702.75b)
    exile_face_down: bool = False

    @model_validator(mode="after")
    def _one_left_on_top(self) -> LookAtTop:
        if self.rest == "top" and self.amount != 1:
            raise ValueError("only one card looked at is left on top here")
        return self


class RevealTopOneOfEachType(StepBase):
    """"Reveal the top ten cards of your library. For each card type, you may put a card of that
    type from among the revealed cards into your hand. Put the rest on the bottom of your library
    in a random order" (Atraxa; CR 701.20a, 205.2a): the controller goes through the card types,
    taking up to one revealed card of each not taken yet (a card of several types counts as the
    one it is taken for, the rulings)."""

    step: Literal["reveal_top_one_of_each_type"]
    amount: int = Field(ge=1)


class ReturnChosenToHand(StepBase):
    """"[You may] return [another] [land] you control to its owner's hand": a permanent the
    controller chooses as it resolves (not targeted)."""

    step: Literal["return_chosen_to_hand"]
    what: Filter
    optional: bool = False
    # "return a [permanent] card from your graveyard to your hand": one of the controller's
    # graveyard cards matching ``what`` instead
    from_your_graveyard: bool = False


class Meld(StepBase):
    """"Exile them, then meld them into …" (CR 701.42a): this permanent and the creature named by
    its ``own_and_control`` condition; the two cards of one meld pair become one permanent
    (``engine/games/mtg/meld.py``)."""

    step: Literal["meld"]


class BecomeMonarch(StepBase):
    """"You become the monarch" (CR 724.3; ``engine/games/mtg/monarch.py``): the ability's
    controller."""

    step: Literal["become_monarch"]


class OpponentSplitsCostExiled(StepBase):
    """"An opponent chooses one of the exiled cards. You put that card on the bottom of your
    library and return the other to the battlefield tapped" (Coin of Fate): the cards the
    ability's ``exile_cost`` exiled, those still in exile (CR 400.7); the controller chooses the
    opponent, who chooses (``reveal_divide.py``)."""

    step: Literal["opponent_splits_cost_exiled"]


class PayLife(StepBase):
    """"You may pay N life": a player can pay life only if their life total is at least N
    (CR 119.4); later steps with ``if_you_do`` happen only if they did. ``once_each_turn``: "Do
    this only once each turn": not offered once this object's ability has been paid for this turn."""

    step: Literal["pay_life"]
    amount: Amount  # "you may pay X life, where X is …": counted as it resolves
    once_each_turn: bool = False
    who: Who = "you"  # "its controller may pay 1 life": "subject_controller"


class MayDo(StepBase):
    """"You may [draw a card and proliferate]. Do this only once each turn": the controller chooses
    on resolution (CR 608.2d); the later ``if_you_do`` steps happen if they do. ``once_each_turn``:
    not offered again this turn once this object's ability did it."""

    step: Literal["may"]
    once_each_turn: bool = False


class MoveCounter(StepBase):
    """"[You may] move a counter from target creature onto a second target creature": removed from
    the first and put on the second (abilities that look at either apply, the notes; CR 122.5);
    the controller chooses the kind if the first has several."""

    step: Literal["move_counter"]
    source: int
    target: int
    optional: bool = False


class Proliferate(StepBase):
    """"Proliferate" (CR 701.34a): the controller chooses any number of permanents with counters
    (an opponent's too; players have none in this game) and puts on each one more counter of each
    kind already there."""

    step: Literal["proliferate"]
    # "proliferate X times": counted once as it resolves (the rulings), each a new choice
    times: Amount = 1


class SacrificeChosen(StepBase):
    """"You may sacrifice [another creature or artifact]": a permanent the controller chooses as
    it resolves (not targeted), or none; later steps with ``if_you_do`` happen only if they did.
    ``"self"``: "you may sacrifice this land", the source if it is still on the battlefield under
    the controller (CR 701.21a)."""

    step: Literal["sacrifice_chosen"]
    what: Filter | Literal["self"]
    optional: bool = True  # False: "Sacrifice a creature. If you do, …" (one must be chosen if any, CR 701.21a)


class RevealHandDiscardChosen(StepBase):
    """"Target player reveals their hand. You choose a [kind] card from it. That player discards
    that card" (CR 701.20a: everyone sees the hand)."""

    step: Literal["reveal_hand_discard_chosen"]
    who: int
    what: Filter


class TakeFromMilled(StepBase):
    """"You may put a [land] card from among them into your hand", after "mill N cards": one of
    the cards the ability's mill step put into the graveyard, still there; later steps call it
    the chosen card (``if_chosen``)."""

    step: Literal["take_from_milled"]
    what: Filter


class GainLife(StepBase):
    step: Literal["gain_life"]
    amount: Amount
    who: Who = "you"


class Mill(StepBase):
    """CR 701.17a: put the top N cards of a library into its owner's graveyard. "half_library":
    "mills half their library, rounded down", counted for each milling player as the step happens."""

    step: Literal["mill"]
    amount: Amount | Literal["half_library"]
    who: int | Literal["you", "each_opponent", "each_player"] = "you"  # "each opponent mills N cards"; N: target player N
    shuffle_first: bool = False  # "Shuffle your library, then mill four cards"


class MayCastOneMilledThisTurn(StepBase):
    """"Until end of turn, you may cast a spell from among these cards" (after ``mill``: every
    card it milled, any player's; one spell, ``milled_casting.py``)."""

    step: Literal["may_cast_one_milled_this_turn"]


class PutMilledOntoBattlefield(StepBase):
    """"Put each [creature] card milled this way onto the battlefield" (after ``mill``): under the
    ability's controller's control; later steps call them "those"."""

    step: Literal["put_milled_onto_battlefield"]
    what: Filter


class Discard(StepBase):
    """"Each opponent [each player] discards N cards": each chooses in turn order (CR 101.4),
    then all are discarded at once; "you": "discard a card" (a later reflexive trigger with
    ``if_you_do`` is "when you discard a card this way", amount ``"discarded_mana_value"``)."""

    step: Literal["discard"]
    who: Literal["each_opponent", "each_player", "you"] = "each_opponent"
    amount: int = 1
    # "each player may discard a card. Each player who discarded a card this way draws a card":
    # each chooses none or ``amount`` (CR 101.4), then those who discarded draw as many
    optional: bool = False
    then_draw: bool = False


class PumpChanges(StepBase):
    """What a pump gives until end of turn: +N/+N (layer 7c) and keywords (layer 6)."""

    power: Amount = 0
    toughness: Amount = 0
    keywords: list[Keyword] = []


class Pump(PumpChanges):
    """"Gets +N/+N [and gains keywords] until end of turn" (CR 611.2a, layers 6 and 7c);
    ``lasts``: "until your next turn, it gains …" (it ends as the controller's next turn begins)
    or "it gains haste" with no duration, as long as the object is on the battlefield (CR 611.2a);
    "while_you_control_source": "for as long as you control [this creature]" (CR 611.2b: it ends
    for good once the source leaves or changes control; gone or lost before it resolves, nothing)."""

    step: Literal["pump"]
    target: TargetRef
    lasts: Literal["end_of_turn", "your_next_turn", "indefinitely", "while_you_control_source"] = "end_of_turn"


class PumpEach(PumpChanges):
    """"[Other] creatures you control get +N/+N [and gain keywords] until end of turn" (or
    "permanents you control gain …"): every permanent matching ``what`` as it resolves, a set
    locked in then (CR 611.2c), so one that enters later is not affected. ``except_chosen``:
    "creatures other than [this] and the chosen creature"."""

    step: Literal["pump_each"]
    what: Filter
    except_chosen: bool = False


class ChoosePermanent(StepBase):
    """"Choose a creature an opponent controls": one permanent matching ``what``, chosen by the
    controller as it resolves (not targeted); later steps call it "chosen", and the source's
    "the chosen creature" ability is linked to this one (CR 607.2, ``chosen_leaves``)."""

    step: Literal["choose_permanent"]
    what: Filter


class SacrificeAnyNumber(StepBase):
    """"You may sacrifice any number of other creatures. If you do, draw that many cards": the
    controller chooses among their permanents matching ``what`` (none is allowed); later steps
    with ``if_you_do`` happen if one was, the amount ``"sacrificed_count"`` is how many."""

    step: Literal["sacrifice_any_number"]
    what: Filter


class OpponentsCantCast(StepBase):
    """"Your opponents can't cast noncreature spells this turn": the controller's opponents, until
    the turn ends (spells already cast are untouched, the rulings; a "can't" wins, CR 101.2)."""

    step: Literal["opponents_cant_cast"]
    what: Filter  # the spells, by their card types (``types`` / ``not_types``)


class WinGame(StepBase):
    """"You win the game" (CR 104.2b): every other player loses."""

    step: Literal["win_game"]


class TapEach(StepBase):
    """"Tap all [creatures your opponents control]" ("untap all creatures you control":
    ``untap_each``, CR 701.26b; a stun counter may replace an untap, 122.1d): every permanent
    matching as it resolves."""

    step: Literal["tap_each", "untap_each"]
    what: Filter


class AttackTax(StepBase):
    """"Until your next turn, creatures can't attack you unless their controller pays {2} for each
    of those creatures" (CR 508.1g–h: the attacking player pays as attackers are declared, or
    declares again; ends as the controller's next turn begins, CR 611.2a)."""

    step: Literal["attack_tax"]
    amount: int = Field(ge=1)  # generic mana for each creature attacking you


class DoubleDamageTo(StepBase):
    """"Until your next turn, if a source would deal damage to that player or a permanent that
    player controls, it deals double that damage instead" (a replacement effect, CR 614.1a, that
    ends as the controller's next turn begins, CR 611.2a)."""

    step: Literal["double_damage_to"]
    who: int | Literal["damaged_player"]


class PreventDamageThisTurn(StepBase):
    """"Prevent all damage that would be dealt to creatures you control this turn" (CR 615.1a):
    the permanents matching ``what`` as the damage would be dealt (not a locked set: it changes
    no characteristic, CR 611.2c); or ``to_you``: "… dealt to you this turn"."""

    step: Literal["prevent_damage_this_turn"]
    what: Filter | None = None
    to_you: bool = False

    @model_validator(mode="after")
    def _whom(self) -> PreventDamageThisTurn:
        if (self.what is None) == (not self.to_you):
            raise ValueError("damage to permanents (what) or to you (to_you), one of them")
        return self


class PreventDamageIntoCounters(StepBase):
    """"If damage would be dealt to that creature this turn, prevent that damage and put that many
    +1/+1 counters on it" (CR 615.1a): an effect locked to that object (CR 611.2c) until the turn
    ends; the ability's controller puts the counters."""

    step: Literal["prevent_damage_into_counters"]
    target: TargetRef


class ChooseAmongTargets(StepBase):
    """"Put a stun counter on one of them": the controller chooses one of the ability's targets
    still legal as it resolves (CR 608.2b); later steps refer to it as ``"chosen"``. ``among =
    "those"``: one of the permanents an earlier step put onto the battlefield (a reflexive trigger
    remembers them); ``optional``: "you may … one of them", or none."""

    step: Literal["choose_among_targets"]
    among: Literal["targets", "those"] = "targets"
    optional: bool = False


class Tap(StepBase):
    step: Literal["tap"]
    target: TargetRef  # "Tap it", said of the source itself: "self"


class CantBeBlocked(StepBase):
    """"[It] can't be blocked this turn" (``cant_block``: "[target creatures] can't block this
    turn"; ``must_attack``: "[it] attacks this turn if able", a requirement, CR 508.1d): an effect
    locked to that object (CR 611.2c) until the turn ends (CR 514.2), checked as blockers (or
    attackers) are declared (CR 509.1b)."""

    step: Literal["cant_be_blocked", "cant_block", "must_attack"]
    target: TargetRef
    # "… can't be blocked by creatures your opponents control this turn": blockers controlled by a
    # player other than the ability's controller can't block it
    by_opponents: bool = False


class MustBeBlocked(StepBase):
    """"[It] must be blocked this turn if able": a requirement on the defending player (CR 509.1c)
    locked to that object until the turn ends, like ``cant_be_blocked``."""

    step: Literal["must_be_blocked"]
    target: TargetRef


class RemoveFromCombat(StepBase):
    """"Remove [enchanted creature] from combat" (CR 506.4): it stops being an attacking or
    blocking creature, stays tapped or untapped (the notes); a creature it blocked stays blocked
    (CR 509.1h)."""

    step: Literal["remove_from_combat"]
    target: TargetRef


class Untap(StepBase):
    step: Literal["untap"]
    target: TargetRef


class Monstrosity(StepBase):
    """"Monstrosity X" (CR 701.37a): if this permanent isn't monstrous, put X +1/+1 counters on it
    and it becomes monstrous (once monstrous, the ability does nothing, 701.37b)."""

    step: Literal["monstrosity"]
    amount: Amount


class ReturnToHand(StepBase):
    step: Literal["return_to_hand"]
    target: TargetRef


class AddCounters(StepBase):
    """Put counters on a permanent; lore counters on a Saga trigger its chapters (CR 714.2b).
    ``up_to``: "put up to three lore counters on it", the controller chooses how many."""

    step: Literal["add_counters"]
    target: TargetRef
    kind: CounterKind = "+1/+1"
    amount: Amount = 1
    up_to: bool = False
    optional: bool = False  # "you may put that many +1/+1 counters on target creature" (CR 608.2d)


class RevealTopDivide(StepBase):
    """"Reveal the top N cards of your library. Put one of them into your hand. Then choose an
    opponent. They put one on the bottom of your library. … Put the other into your hand"
    (Memories Returning, ``reveal_divide.py``): ``picks`` in order, each one card of those left;
    what is left at the end goes to your hand."""

    step: Literal["reveal_top_divide"]
    amount: int = Field(ge=1)
    picks: list[Literal["you_hand", "opponent_bottom"]] = Field(min_length=1)


class CopyAbility(StepBase):
    """"Copy target activated or triggered ability you control X times. You may choose new targets
    for the copies" (CR 707.10: each copy keeps the choices made for it — mode, X, targets, what
    paying its costs did — and is put on the stack, not activated or triggered; 707.10c new
    targets). An ability that "can't be copied" isn't (``cant_be_copied``)."""

    step: Literal["copy_ability"]
    target: int
    amount: Amount = 1


class RemoveCounters(StepBase):
    """"Remove a lore counter from target Saga" (CR 122.8 … as many as it has; removing lore
    counters triggers no chapter ability, CR 714.2b: the notes)."""

    step: Literal["remove_counters"]
    target: TargetRef
    kind: CounterKind
    amount: Annotated[int, Field(ge=1)] | Literal["all"] = 1  # "all": "remove all [score] counters from it"


class AddSubtype(StepBase):
    """"That creature becomes a [Mutant] in addition to its other types": a type-changing effect
    (layer 4, CR 613.1d) with no duration, so it lasts as long as that object exists (CR 611.2a,
    611.2c)."""

    step: Literal["add_subtype"]
    target: TargetRef
    subtype: str


class LoseAbilities(StepBase):
    """"For as long as that land has a blight counter on it, it loses all land types and abilities
    and has '{T}: Add {C}'" (Ultima): an effect locked to that object (CR 611.2c) that ends once
    the counter is gone (611.2b; a counter put on it later comes with an effect of its own).
    ``land_types``: it loses its land types (layer 4, CR 613.1d; its other card types and its
    supertypes stay, the notes), then all its abilities, its basic land types' mana abilities too
    (CR 305.6), and it has the mana ability ``gains_mana`` (layer 6, 613.1f), in timestamp order
    with the other effects of those layers (CR 613.7)."""

    step: Literal["lose_abilities"]
    target: TargetRef
    land_types: bool = False
    gains_mana: str | None = Field(default=None, pattern=r"^[WUBRGC]$")
    while_counter: CounterKind


class BecomeCreature(StepBase):
    """"[This Vehicle] becomes an artifact creature [Spirit] until end of turn" (a crewed Vehicle,
    CR 702.122a: its printed power and toughness now apply, 301.7b), "this enchantment becomes a
    7/7 Beast creature in addition to its other types": a type-changing effect (layer 4, CR
    613.1d) locked to that object (CR 611.2c), with ``power``/``toughness`` its base power and
    toughness (layer 7b); ``indefinitely``: no duration, as long as it is on the battlefield
    (CR 611.2a)."""

    step: Literal["become_creature"]
    target: TargetRef = "self"
    types: list[PermanentType] = ["artifact", "creature"]
    subtype: str | None = None  # "becomes a Spirit artifact creature in addition to its other types"
    power: int | None = None
    toughness: int | None = None
    indefinitely: bool = False


class CastWithoutPaying(StepBase):
    """"You may cast [target card | a spell from your hand with mana value N or less] without
    paying its mana cost": during the resolution, ignoring timing (CR 608.2g); no other
    alternative cost can be added, additional costs are still paid, X is 0 (CR 118.9, 601.2b,
    601.2f). ``exile_instead``: "if that spell would be put into your graveyard, exile it
    instead"."""

    step: Literal["cast_without_paying"]
    # a graveyard card target; None: a card from the hand; "chosen": the card an earlier step (or
    # the ability that made this delayed one) exiled (rebound, CR 702.88a)
    target: int | Literal["chosen"] | None = None
    # "you may play the exiled card": the card exiled with this permanent (Hideaway, CR 702.75a),
    # a land too (with a land play left, CR 305.2)
    exiled_with_source: bool = False
    mana_value_at_most: Amount | None = None  # for the card from the hand
    exile_instead: bool = False
    once_each_turn: bool = False  # "Do this only once each turn": not offered once this object's ability cast one this turn
    # Kefka: "you may cast any number of spells from among cards exiled this way [by the step before]
    # without paying their mana costs" (one by one, CR 608.2g; lands are no spells). "Then for each
    # spell cast this way, its owner loses life equal to its mana value" (``owners_lose_mana_value``)
    exiled_this_way: bool = False
    owners_lose_mana_value: bool = False
    lands: bool = False  # with ``exiled_this_way``: "you may play lands and cast spells from among …"
    # "If you cast a creature spell this way, it gains haste and '…'": the permanent that spell
    # becomes has them for as long as it is that object (CR 400.7, 611.2c; Strago and Relm)
    creature_gains: list[Keyword] = []
    creature_grants: list[Ability] = []


class CastTarget(CastWithoutPaying):
    """"You may cast target [instant or sorcery] card from a graveyard, and mana of any type can be
    spent to cast that spell": the same, paying its costs (``any_mana_type``: any mana pays every
    mana symbol of the cost)."""

    step: Literal["cast_target"]
    # "chosen": the card an earlier step exiled ("you may cast it"); None with ``exiled_with_source``:
    # "you may cast an instant or sorcery card exiled with this Saga"
    target: int | Literal["chosen"] | None = None
    any_mana_type: bool = False

    @model_validator(mode="after")
    def _what(self) -> CastTarget:
        if (self.target is None) == (not self.exiled_with_source):
            raise ValueError("cast_target casts a target (or the chosen card) or a card exiled with its source")
        return self


class CastCopy(StepBase):
    """"If you do, copy it. You may cast the copy [by paying {3} rather than paying its mana cost]":
    a copy of the card an earlier step exiled is made in exile and may be cast as this resolves
    (CR 707.12, 608.2g; X is 0, CR 118.9); ``cost`` None: "without paying its mana cost". A copy
    not cast, or off the stack, ceases to exist (CR 704.5e)."""

    step: Literal["cast_copy"]
    cost: str | None = Field(default=None, pattern=MANA_COST)
    # "exiled_this_way": "for each card exiled this way, copy it, and you may cast the copy …": all
    # copied, then cast one by one in any order (the rulings)
    of: Literal["chosen", "exiled_this_way"] = "chosen"


class ExileAllFromGraveyards(StepBase):
    """"Exile each instant and sorcery card from your graveyard" (overloaded: "each" for "target",
    CR 702.96b), or with ``who = "each_opponent"`` "exile each opponent's graveyard"; later steps
    call them "cards exiled this way", and a "when you do" ability's target "exiled this way" is a
    card exiled with this object (``exiled_with_source``)."""

    step: Literal["exile_all_from_graveyards"]
    what: Filter = Filter()
    who: Literal["you", "each_opponent"] = "you"


class ExileThisSpell(StepBase):
    """"Exile [this spell]" as its last instruction: it is exiled, not put into its owner's
    graveyard (CR 608.2n)."""

    step: Literal["exile_this_spell"]


class RevealUntil(StepBase):
    """"Reveal cards from the top of your library until you reveal a [land] card. Put that card
    onto the battlefield tapped and the rest on the bottom of your library in a random order"
    (CR 701.20a: everyone sees them; with no such card, every card is revealed and goes back)."""

    step: Literal["reveal_until"]
    what: Filter
    # "Put that card into your hand" instead; a following reflexive trigger with ``if_you_do`` is
    # "when you reveal a [creature] card this way", its amount "revealed_mana_value" that card's
    to_hand: bool = False


class ExileUntil(StepBase):
    """"Exile cards from the top of your library until you exile a legendary nonland card with
    lesser mana value" (face up, everyone sees them: the rulings): the card found is "chosen" (for
    ``cast_without_paying``), the others are "exiled this way" (for ``put_exiled_on_bottom``);
    with none found the whole library is exiled (the rulings)."""

    step: Literal["exile_until"]
    what: Filter
    mana_value_less_than: Amount | None = None  # "with lesser mana value" than that spell: "spell_mana_value"
    who: int | None = None  # N: "target opponent exiles cards from the top of their library" (target N)


class PutExiledOnBottom(StepBase):
    """"Put the rest on the bottom of your library in a random order": the cards an
    ``exile_until`` step exiled but the one it found (which stays in exile if not cast, the
    rulings)."""

    step: Literal["put_exiled_on_bottom"]


class ExileTopPlayFree(StepBase):
    """"Each player exiles the top card of their library. Until end of turn, you may play the
    card you own exiled this way and each other card exiled this way with lesser mana value than
    it without paying their mana costs" (``play_from_exile.py``)."""

    step: Literal["exile_top_play_free"]


class ExileTopPlayable(StepBase):
    """"Exile the top [two] card[s] of your library. You may play [them] until your next end step"
    (paying their costs, ``play_from_exile.py``)."""

    step: Literal["exile_top_playable"]
    amount: int = Field(default=1, ge=1)
    # "You may play that card for as long as you control [this creature]" instead (CR 611.2b: the
    # permission ends once its controller no longer controls the source)
    while_you_control_source: bool = False
    # "During any turn you put a lore counter on this Saga, you may play that card" instead
    during_lore_turns: bool = False
    # "Until the end of your next turn, you may play those cards" instead
    through_your_next_turn: bool = False


class Counter(StepBase):
    """"Counter target spell [unless its controller pays {X}]" (CR 701.6a); ``exile``: "if that
    spell is countered this way, exile it instead of putting it into its owner's graveyard"."""

    step: Literal["counter"]
    target: int
    unless_pays: Amount | None = None  # generic mana
    exile: bool = False


class DoubleCounters(StepBase):
    """"Double the number of +1/+1 counters on that creature": put that many more on it."""

    step: Literal["double_counters"]
    target: TargetRef
    kind: CounterKind = "+1/+1"


class AddCountersEach(StepBase):
    """"Put a +1/+1 counter on each creature you control": every permanent that matches as the
    step happens (CR 608.2c), none of them targeted."""

    step: Literal["add_counters_each"]
    what: Filter
    kind: CounterKind = "+1/+1"
    amount: Amount = 1  # counted once, as the step happens
    # "put a +1/+1 counter on each of up to two Soldiers you control": the controller chooses up
    # to that many of those that match as the step happens (not targeted)
    up_to: int | None = Field(default=None, ge=1)


class SetBase(StepBase):
    """"[Target creature] has base power and toughness N/M until end of turn": layer 7b, so later
    base-setting effects win and "+N/+N" effects and counters still apply (CR 613.4b, 613.7).
    Without ``toughness``: "this creature's base power becomes equal to the number of Towns you
    control" (counted once, as the step happens, CR 608.2h)."""

    step: Literal["set_base"]
    target: TargetRef
    power: Amount
    toughness: int | None = None


class SetBaseEach(StepBase):
    """"Until end of turn, each [modified creature you control] has base power and toughness 7/5":
    layer 7b, the affected set fixed as it resolves (CR 611.2c, 613.4b)."""

    step: Literal["set_base_each"]
    what: Filter
    power: int
    toughness: int


class Grant(StepBase):
    """"[Target creature] gains '[ability]' until end of turn": an ability-adding effect (layer 6,
    CR 613.1f) locked to that object (CR 611.2c)."""

    step: Literal["grant"]
    target: TargetRef
    ability: Ability
    # "This creature gains '…'" with no duration: it lasts as long as the object is on the
    # battlefield (CR 611.2a, 611.2c); only said of the ability's own source ("self")
    indefinitely: bool = False

    @model_validator(mode="after")
    def _own_source(self) -> Grant:
        if self.indefinitely and self.target != "self":
            raise ValueError("an indefinite grant is said of the source itself")
        return self


class ReturnToBattlefield(StepBase):
    """"Return it to the battlefield [tapped] under its owner's control", said by a "when this
    creature dies" ability of the card that died: the ability finds the card in the graveyard it
    went to (CR 400.7, 603.10a); a card that left that graveyard since is not found."""

    step: Literal["return_to_battlefield"]
    tapped: bool = False


class ReturnItToHand(StepBase):
    """"Return it to its owner's hand", said by a "when [this] is put into a graveyard from the
    battlefield" ability of the card that went there: found in that graveyard, as
    ``return_to_battlefield`` finds it (CR 400.7, 603.10a)."""

    step: Literal["return_it_to_hand"]


class PutOnBottomOfLibrary(StepBase):
    """"Put it on the bottom of its owner's library", said by a "when this creature dies" ability
    of the card that died: found in the graveyard it went to, as ``return_to_battlefield`` finds
    it (CR 400.7, 603.10a)."""

    step: Literal["put_on_bottom_of_library"]


class ShuffleIntoLibrary(StepBase):
    """"Shuffle this card into its owner's library", said by a "when this creature dies" ability
    of the card that died: found in the graveyard it went to, as ``return_to_battlefield`` finds
    it (CR 400.7, 603.10a; CR 701.24a)."""

    step: Literal["shuffle_into_library"]


class MayCastAdventureFromGraveyard(StepBase):
    """"You may cast it from your graveyard as an Adventure until the end of your next turn", said
    by a dies ability of an adventurer card: a permission for the card that died while it stays in
    its owner's graveyard (CR 400.7), its normal timing and costs (the rulings; CR 715.3)."""

    step: Literal["may_cast_adventure_from_graveyard"]


class ExileFromEachGraveyard(StepBase):
    """"Exile an instant or sorcery card from each graveyard": for each player in turn order, the
    controller chooses one matching card there (not targeted) and exiles it, linked to the source
    ("… exiled with this Saga", CR 607.2a)."""

    step: Literal["exile_from_each_graveyard"]
    what: Filter


class ExileFromGraveyard(StepBase):
    """"Exile it", said by a "when this creature dies" ability of the card that died: found in the
    graveyard it went to, as ``return_to_battlefield`` finds it (CR 400.7, 603.10a)."""

    step: Literal["exile_from_graveyard"]


class PutIntoLibrary(StepBase):
    """A permanent goes into its owner's library: "target creature's owner puts it on their choice
    of the top or bottom of their library" (``where = "top_or_bottom"``: the owner chooses as the
    step happens) or "… shuffles it into their library" (``"shuffle"``, CR 701.24a)."""

    step: Literal["put_into_library"]
    target: TargetRef
    where: Literal["top_or_bottom", "shuffle"]


class PayMana(StepBase):
    """"You may pay {B}. If you do, …": asked only if the player can pay; later ``if_you_do``
    steps happen only if they paid. ``exile_from_graveyard``: "… and exile eight cards from your
    graveyard", part of the same cost: offered only with that many cards there (CR 118.3), the
    player choosing them once the mana is paid (CR 601.2h: the parts in any order)."""

    step: Literal["pay_mana"]
    cost: str = Field(pattern=MANA_COST)
    exile_from_graveyard: int = Field(default=0, ge=0)
    discard: int = Field(default=0, ge=0)  # "you may pay {1} and discard a card" (only with a card in hand, CR 118.3)


class SpellGains(StepBase):
    """"It gains haste until end of turn", said of the creature spell that triggered a "when you
    next cast a creature spell" ability: the permanent the spell becomes has it until end of turn
    (CR 611.2a)."""

    step: Literal["spell_gains"]
    keywords: list[Keyword] = Field(min_length=1)


class EntersWithCounters(StepBase):
    """"That creature enters with an additional +1/+1 counter on it [for each …]", said by a
    "whenever you cast" ability of the spell that triggered it (a replacement effect applied as
    it enters, CR 614.1c; the amount is counted as this step happens)."""

    step: Literal["enters_with_counters"]
    kind: CounterKind = "+1/+1"
    amount: Amount = 1


class ReturnSourceToHand(StepBase):
    """"Return this card from your graveyard to your hand", said by the card's own graveyard
    ability: nothing happens if it has left the graveyard since (a new object, CR 400.7)."""

    step: Literal["return_source_to_hand"]


class ReturnSourceToBattlefield(StepBase):
    """"Return this card from your graveyard to the battlefield [tapped] [transformed] [with a
    finality counter on it]", said by the card's own graveyard ability (``activate_from_graveyard``):
    nothing happens if the card has left the graveyard since (a new object, CR 400.7)."""

    step: Literal["return_source_to_battlefield"]
    tapped: bool = False
    attacking: bool = False  # "… tapped and attacking": its controller chooses the player (CR 508.4)
    transformed: bool = False  # the back face up (CR 712)
    counters: dict[CounterKind, int] = {}


class NinjutsuEnter(StepBase):
    """Ninjutsu's effect (CR 702.49a, c): the card, if still in its owner's hand (or command zone,
    702.49d), enters tapped and attacking the player the returned creature attacked."""

    step: Literal["ninjutsu_enter"]


class ReturnAllFromGraveyard(StepBase):
    """"Return all [land] cards from your graveyard to the battlefield [tapped]": they enter
    together under your control (CR 110.2), each a new object (CR 400.7)."""

    step: Literal["return_all_from_graveyard"]
    what: Filter
    tapped: bool = False


class ShuffleGraveyardIntoLibrary(StepBase):
    """"Shuffle all [nonland] cards from your graveyard into your library" (CR 701.24: the cards
    are put in, then the library is shuffled); a later step's amount ``"shuffled_count"`` is "the
    number of cards shuffled into your library this way"."""

    step: Literal["shuffle_graveyard_into_library"]
    what: Filter


class PutOntoBattlefield(StepBase):
    """"Return target [creature] card from your graveyard to the battlefield [tapped] [with N
    additional counters on it]": it enters under your control with them (CR 614.1c), or
    ``under_owner``: "under its owner's control" (a card from any graveyard, CR 110.2a)."""

    step: Literal["put_onto_battlefield"]
    target: int
    tapped: bool = False
    counters: dict[CounterKind, int] = {}
    under_owner: bool = False


class PutSourceCounters(StepBase):
    """"Put [this permanent]'s counters on that creature": every kind, as many as the source had
    when it last existed on the battlefield (CR 608.2h; sacrificed as a cost, say)."""

    step: Literal["put_source_counters"]
    target: int


class AttachSourceEquipment(StepBase):
    """"Attach an Equipment that was attached to [this permanent] to that creature" (CR 301.5):
    one that is still on the battlefield under the ability's controller."""

    step: Literal["attach_source_equipment"]
    target: int


class Double(StepBase):
    """"Double target creature's power and toughness" (``extra`` 1) or "triple" (``extra`` 2): it
    gets +X/+Y, X and Y ``extra`` times its power and toughness as this resolves (CR 701.9b–c),
    until end of turn (layer 7c, CR 613.4c)."""

    step: Literal["double"]
    target: TargetRef
    extra: int = Field(default=1, ge=1)
    power_only: bool = False  # "double its power": +X/+0 (CR 701.9a)


class Exile(StepBase):
    """Exile a permanent: it moves to the exile zone (CR 406.3); ``until_source_leaves``: "until
    [this permanent] leaves the battlefield" — it returns under its owner's control then, and
    isn't exiled at all if the source has already left (CR 610.3a, 610.3c)."""

    step: Literal["exile"]
    target: int | Literal["chosen"]  # "chosen": "exile it", the token an earlier step made (a delayed trigger remembers it)
    until_source_leaves: bool = False


class ExileIfDies(StepBase):
    """"If that creature would die this turn, exile it instead": a replacement effect (CR 614.1a)
    that lasts until end of turn and follows that object only (CR 611.2c)."""

    step: Literal["exile_if_dies"]
    target: int


class Attach(StepBase):
    """"Attach [this Equipment | target Equipment] to target creature": ``what`` becomes attached
    to it (CR 701.3a; an equip ability, CR 702.6a). Nothing happens if ``what`` has left the
    battlefield, or if it is already attached to that creature (CR 701.3b). With ``to_one_of``
    instead of a target ("then attach it to a creature you control"), the controller chooses one
    permanent of theirs that matches as the step happens (not targeted); with none, nothing
    happens."""

    step: Literal["attach"]
    what: TargetRef = "self"
    target: int | Literal["self"] | None = None  # "self": "attach … to it" (said by a creature about itself)
    to_one_of: Filter | None = None
    optional: bool = False  # "you may attach …": later ``if_you_do`` steps only if it was attached

    @model_validator(mode="after")
    def _one_destination(self) -> Attach:
        if (self.target is None) == (self.to_one_of is None):
            raise ValueError("attach needs a target or to_one_of, not both")
        return self


class GainControl(StepBase):
    """"Gain control of target creature until end of turn": a control-changing effect (layer 2,
    CR 613.1b) locked to that object (CR 611.2c); the creature is new to its new controller
    (CR 302.6: summoning sick unless it has haste)."""

    step: Literal["gain_control"]
    target: TargetRef
    # who gains control: you; target player N ("target opponent gains control of another target
    # permanent you control"); the player dealt combat damage ("that player gains control of ~")
    who: int | Literal["you", "damaged_player"] = "you"
    indefinitely: bool = False  # no duration (CR 611.2a): it follows that object only
    # "for as long as you control [this creature]" (CR 611.2b): ends once you don't (Yuffie)
    while_you_control_source: bool = False


class AttachEquipment(StepBase):
    """"You may attach an Equipment you control to [that creature]": the controller chooses one
    of their Equipment, or none (CR 701.3a); a later step calls it "chosen" ("if you do")."""

    step: Literal["attach_equipment"]
    target: int | Literal["self"]  # "self": "then you may attach an Equipment you control to [this creature]"
    any_number: bool = False  # "you may attach any number of Equipment you control to target creature"


class Unattach(StepBase):
    """"Unattach [it]": the Equipment stays on the battlefield attached to nothing (CR 701.3d)."""

    step: Literal["unattach"]
    target: TargetRef
    if_attached_to_yours: bool = False  # "if it's attached to a creature you control, unattach it"


class DelayedTrigger(StepBase):
    """"[If you do,] [do this] at the beginning of the next end step": creates a delayed triggered
    ability (CR 603.7a) that triggers once, the next time an end step begins (CR 603.7b–c). It
    remembers the objects its effects refer to: the targets and the chosen object of the
    ability that made it (CR 603.7c)."""

    step: Literal["delayed_trigger"]
    # "at the beginning of the next end step" / "… of the next upkeep" (anyone's, CR 503.1) /
    # "when you next cast a creature spell this turn" (then "that creature" is the spell's card) /
    # "at the beginning of your next end step": the next end step of the controller's turn /
    # "until end of turn, whenever a [subject] attacks": with a stated duration it triggers each
    # time this turn (CR 603.7b), for each attacking creature that matches (CR 508.3a) /
    # "when you lose control of [target ``of``] this turn" (also as a control effect ends in the
    # cleanup step, CR 514.2; the notes) /
    # "whenever you cast a [noncreature] spell this turn": each time, before that spell resolves
    at: Literal["next_end_step", "your_next_end_step", "next_upkeep", "your_next_upkeep", "next_creature_spell", "attacks_this_turn", "lose_control_this_turn",
                "you_cast_this_turn"] = "next_end_step"  # fmt: skip
    subject: Filter | None = None  # the attacking creatures of "attacks_this_turn", the spells of "you_cast_this_turn"
    of: int | None = None  # the target whose control "lose_control_this_turn" watches
    # "…, if it's attached to a creature you control": an intervening "if" (CR 603.4) for ``of``,
    # checked as control is lost (its steps check it again: ``unattach`` with ``if_attached_to_yours``)
    if_attached_to_yours: bool = False
    only_if_chosen: bool = False  # "if you do": only if an earlier step chose an object
    effects: list[Step]

    @model_validator(mode="after")
    def _subject(self) -> DelayedTrigger:
        if (self.subject is None) != (self.at not in ("attacks_this_turn", "you_cast_this_turn")):
            raise ValueError("a delayed trigger on attacks or casts, and only it, names the creatures or spells")
        if (self.of is None) != (self.at != "lose_control_this_turn") or self.if_attached_to_yours and self.of is None:
            raise ValueError("a delayed trigger on losing control, and only it, names the target it watches")
        return self


class ReflexiveTrigger(StepBase):
    """"[You may pay {N}.] When you do, [effect with its own targets]": a reflexive triggered
    ability (CR 603.12) that triggers on resolution if the player pays (or at once with no
    cost); its targets are chosen as it is put on the stack, after the payment (CR 603.3d)."""

    step: Literal["reflexive_trigger"]
    pay: str = Field(default="", pattern=MANA_COST)
    targets: list[Target] = []
    effects: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> ReflexiveTrigger:
        _check_refs(self.targets, self.effects)
        return self


class CreateToken(StepBase):
    """"Create N [token]s": tokens of a kind from ``cards/mtg/tokens.toml`` (CR 111.1, 111.4),
    under the control of the player who creates them, who owns them (CR 111.2)."""

    step: Literal["create_token"]
    token: str = Field(pattern=r"^token-[a-z0-9-]+$")
    amount: Amount = 1
    who: Who = "you"  # "its controller creates …": that player controls and owns them
    tapped: bool = False
    # "..., then attach this [Equipment] to it" (Job select, CR 702.182a): to one token only
    attach_source: bool = False
    # "for each opponent, create a [token] that's tapped and attacking that player" (CR 508.4: put
    # onto the battlefield attacking, never declared as an attacker): ``amount`` tokens each
    attacking_each_opponent: bool = False
    # "create a [token] that's tapped and attacking": its controller chooses the player it attacks
    # (CR 508.4; the notes: not necessarily one already attacked)
    attacking: bool = False


class PutFromHand(StepBase):
    """"You may put a creature card from your hand onto the battlefield. If that card is an
    enchantment card, it enters tapped and attacking" (CR 508.4: put onto the battlefield
    attacking, it was never declared an attacker, so "whenever ... attacks" doesn't trigger; it
    attacks the player the ability's source attacks)."""

    step: Literal["put_from_hand"]
    what: Filter
    attacking_if_enchantment: bool = False


class WardCounter(StepBase):
    """What a ward trigger does: counter the spell or ability unless its controller pays
    (written by the rules, CR 702.21a, ``ward.py``)."""

    step: Literal["ward_counter"]


class SacrificeIt(StepBase):
    """"Sacrifice it" (CR 701.21a): the permanent a step refers to, if it is still on the battlefield
    under the ability's controller (one can sacrifice only one's own permanents)."""

    step: Literal["sacrifice_it"]
    target: TargetRef


class DistributeCounters(StepBase):
    """"Distribute N +1/+1 counters among one or two target creatures": the division is made as the
    targets are chosen, at least one per target (CR 601.2d): here an even split (two counters: two
    on one target, or one on each), the first target taking any remainder. A target illegal on
    resolution loses its share (608.2b; the release notes)."""

    step: Literal["distribute_counters"]
    total: int = Field(default=2, ge=1)
    kind: CounterKind = "+1/+1"


class CopyException(Model):
    """"… except it's a 5/5 black Demon" / "… except it has '…'": exceptions to a copy effect, part
    of the copy's copiable values (CR 707.9b; a copy of the token copies them too). ``subtypes``
    replace its creature types (CR 205.1b), ``colours`` its colours; ``abilities`` are added."""

    power: int | None = None
    toughness: int | None = None
    colours: list[Literal["W", "U", "B", "R", "G"]] | None = None
    subtypes: list[str] | None = None
    abilities: list[Ability] = []
    keep_name: bool = False  # "except its name is [this card's name]"
    keywords: list[Keyword] = []  # "… and it has vigilance"
    with_this_ability: bool = False  # "… and this ability": the ability saying it
    # "except it's an artifact and it loses all other card types": its card types, and only the
    # subtypes that go with them (CR 205.3d)
    types: list[PermanentType] | None = None


class CreateCopyToken(StepBase):
    """"Create a token that's a copy of target permanent": the token takes the permanent's
    copiable values (CR 707.2, 707.3: its printed characteristics, or what a copy effect made it;
    a copy of a token copies the token's original definition), not its counters, damage, tapped
    state or other effects. A later step calls the token "chosen" ("sacrifice it"). ``target``
    may be a card in a graveyard or exile ("a copy of that card": its printed values, the
    release notes), "chosen" (the card an earlier ``exile`` moved) or "subject" ("a copy of it",
    the permanent whose entering triggered the ability); ``exception``: "except …" (CR 707.9)."""

    step: Literal["create_copy_token"]
    target: TargetRef
    tapped: bool = False  # "create a tapped token that's a copy of …"
    exception: CopyException | None = None


class BecomeCopy(StepBase):
    """"[This creature] becomes a copy of that creature, except …" (Kimahri): a copy effect on the
    battlefield (CR 707.2, layer 1, 613.1a) with no duration: its copiable values become the target's
    (what a copy effect or a token's creation made them, 707.3), modified by ``exception`` (707.9b);
    its counters, damage and status stay (707.2). It ends as the permanent leaves (CR 400.7)."""

    step: Literal["become_copy"]
    target: int
    exception: CopyException
    until_end_of_turn: bool = False  # "… until end of turn": it ends in the cleanup step (CR 514.2)


class ExileRandomFromGraveyards(StepBase):
    """"Exile a card at random from each opponent's graveyard": the game picks each (no player
    chooses); later steps call them "cards exiled this way"."""

    step: Literal["exile_random_from_graveyards"]
    who: Literal["each_opponent"]


class CopyRandomFromGraveyard(StepBase):
    """"Exile a permanent card from your graveyard at random, then create a tapped token that's a
    copy of that card. If the exiled card is a land card, repeat this process" (Sin): the random
    card is chosen by the game (no player chooses it); ``repeat_while`` is
    the filter the exiled card must match for the process to run again."""

    step: Literal["copy_random_from_graveyard"]
    what: Filter
    tapped: bool = False
    repeat_while: Filter | None = None


class CopyNextSpell(StepBase):
    """"When you next cast an instant or sorcery spell this turn, copy it [N times]. You may choose
    new targets for the copies": a delayed triggered ability (CR 603.7a) copying that spell
    (CR 707.10, ``spell_copies.py``)."""

    step: Literal["copy_next_spell"]
    copies: int = Field(default=1, ge=1)


class CopySpell(StepBase):
    """What that delayed ability does when it resolves (written by the rules, not by cards)."""

    step: Literal["copy_spell"]


Step = Annotated[
    Damage | AttackTax | AddManaOfOneColour | RevealTopOneOfEachType | BecomeCopy | Meld | EachDealsDamage | Destroy | DestroyEach | DestroyOneOfEachOpponents | ReturnEachToHand | ReturnOpponentsGreatest | RemoveCounters | RevealTopDivide | CopyAbility | EndTheTurn | DestroyAttached | TakeFromMilled | PayLife | BecomeMonarch | OpponentSplitsCostExiled | SacrificeChosen | RevealHandDiscardChosen | ExileTopOfLibrary | Draw | GainLife | LoseLife | LoseGame | PoisonCounters | Sacrifice | AddMana | Loot | DrawThenDiscard | DiscardThenDraw | OpponentsCantCast | CommanderToHand | PutBackFromHand | Surveil | Scry | ExileAndReturnTransformed | Transform | RevealTopToHand | RevealTopLandOrDraw | RemoveLoreForCounters
    | SearchToHand | LookAtTop | ReturnChosenToHand | Mill | Discard | DiscardHand | Pump | PumpEach | TapEach | PreventDamageThisTurn | PreventDamageIntoCounters | DoubleDamageTo | ChooseAmongTargets | Tap | Untap | Monstrosity | SetBaseEach | ReturnToHand | AddCounters | AddSubtype | Counter | Double | SetBase | Grant | LoseAbilities | ReturnToBattlefield | PutOnBottomOfLibrary | ShuffleIntoLibrary | ExileFromGraveyard | ExileFromEachGraveyard | MayCastAdventureFromGraveyard | PutIntoLibrary | PayMana | EntersWithCounters | ReturnSourceToHand | ReturnSourceToBattlefield | NinjutsuEnter | ReturnAllFromGraveyard | ShuffleGraveyardIntoLibrary | PutOntoBattlefield | PutSourceCounters | AttachSourceEquipment | Exile | ExileIfDies
    | BecomeCreature | CastWithoutPaying | CastTarget | CastCopy | ExileAllFromGraveyards | ExileThisSpell | RevealUntil | ExileUntil | PutExiledOnBottom | ExileTopPlayFree | ExileTopPlayable | CreateToken | CreateCopyToken | CopyRandomFromGraveyard | ExileRandomFromGraveyards | PutMilledOntoBattlefield | MayCastOneMilledThisTurn | MayPlayChosenThisTurn | MayPlayExiledWithSourceThisTurn | SpellGains | Fight | CantBeBlocked | MustBeBlocked | DoubleCounters | AddCountersEach | Attach | GainControl | AttachEquipment | Unattach | DelayedTrigger | ReflexiveTrigger
    | CopyNextSpell | CopySpell | SacrificeIt | DistributeCounters | WardCounter | PutFromHand | ExileAndReturn | AdditionalCombatPhase
    | AdditionalEndStep | ExtraTurn | FlipCoin | RemoveFromCombat | ReturnItToHand | ChoosePermanent | WinGame | SacrificeAnyNumber | MayDo | MoveCounter | Proliferate,
    Field(discriminator="step"),
]


class EntersWith(Model):
    """"This permanent enters tapped [with N counters on it]": replacement effects that modify how
    the permanent itself enters the battlefield (CR 614.1c–d, 614.12)."""

    tapped: bool = False
    counters: dict[CounterKind, int] = {}
    # "This land enters tapped unless it's your first, second, or third turn of the game": 3; the
    # turns its controller has taken, extra turns too; in another player's turn it enters tapped
    tapped_unless_your_turn_at_most: int | None = Field(default=None, ge=1)
    # "As it enters, choose a color" (CR 614.1c, 614.12a); its controller chooses, what its
    # ``adds = "chosen"`` mana ability adds
    choose_colour: bool = False
    # "As it enters, remove all counters from any number of [artifacts, creatures, and
    # enchantments]. It enters with X +1/+1 counters on it, where X is twice the number of counters
    # removed this way" (Sin, CR 614.1c, 614.12a; ``entry_choices.py``)
    removes_counters_from: Filter | None = None


class Trigger(Model):
    """What a triggered ability waits for (CR 603.2): a permanent entering (CR 603.6a) or dying
    (put into a graveyard from the battlefield, CR 700.4; a leaves-the-battlefield trigger that
    looks back, CR 603.10a), the beginning of your end step (CR 513.1), "whenever you attack":
    you declare one or more attackers (CR 508.3), or a Saga's chapter ability ("I, II — …"), which
    triggers when lore counters bring the count from below a chapter number to it or above
    (CR 714.2b–c). A landfall ability (CR 207.2c) is an "enters" trigger of lands you control."""

    # attacks: "whenever this creature attacks" (CR 508.3a); combat_damage_to_player: "whenever this
    # creature deals combat damage to a player" (CR 510.2); your_beginning_of_combat: "at the
    # beginning of combat on your turn" (CR 507.1); your_upkeep: "at the beginning of your upkeep"
    # (CR 503.1a). combat_damage_to_player with a subject: "whenever
    # a creature you control deals combat damage to a player".
    # "you_draw_third": "whenever you draw your third card each turn" (CR 121.1)
    # "you_cast": "whenever you cast a [subject] spell", as the spell becomes cast (CR 601.2i); a
    # noncreature spell is ``subject = { not_types = ["creature"] }``
    # "next_end_step", "next_upkeep" and "when_you_do" are the events of delayed and reflexive abilities made by
    # effects (CR 603.7, 603.12), "becomes_target" that of ward (CR 702.21a), never printed on a permanent
    # "you_gain_life": "whenever you gain life", once per life-gain event (CR 119.9);
    # "you_scry_or_surveil": "whenever you scry or surveil", each time one is done (keyword actions, CR 701;
    # no card of the pool scries yet, so surveil steps are what trigger it); "your_first_main_phase":
    # "at the beginning of your first main phase" (the precombat one, CR 505.1a);
    # "transforms_into": "when this permanent transforms into [this face]" (CR 712), said by a back face;
    # "attacks_alone": "whenever a creature you control attacks alone" (the only attacker declared, CR 506.5)
    # "enchanted_dealt_damage": "when enchanted creature is dealt damage", said by an Aura (CR 303.4b, 120.3)
    # "you_draw_third": "whenever you draw your third card each turn"
    # "sacrificed": "whenever a player sacrifices another creature" (the ``subject``, CR 701.21a; it
    # looks back like a dies trigger, CR 603.10a)
    # "opponent_casts": "whenever an opponent casts a [subject] spell" (CR 601.2i; each opponent of the
    # permanent's controller, CR 102.2-102.3)
    # "your_end_of_combat": "at the end of combat on your turn", as the end of combat step begins (CR 511.2)
    # "each_end_step": "at the beginning of each end step" (every player's turn, CR 513.1a)
    # "deals_damage": "whenever [this creature] deals damage", once for each damage event (all the
    # damage dealt at once, CR 120.3, 510.2), remembering how much it dealt in it
    # "opponent_loses_life": "whenever an opponent loses life [during your turn]", once for each
    # life-loss event (damage too, CR 119.3), remembering how much
    # "cards_leave_your_graveyard": "whenever one or more cards leave your graveyard" (Fang, Fearless
    # l'Cie; written with ``once_each_turn``, so a batch of cards triggers it once)
    # "chosen_leaves": "when the chosen creature leaves the battlefield" (chosen by this permanent's
    # ``choose_permanent`` step, CR 607.2); "chosen_player_loses": "when the chosen player loses the
    # game" (chosen as this permanent transformed, ``choose_opponent_as_transforms``)
    # "opponent_attacks": "whenever an opponent attacks with creatures" (one or more declared, CR 508.3)
    # "you_win_coin_flip": "whenever you win a coin flip" (CR 705.2, ``coin_flips.py``)
    # "combat_damage_to_you": "whenever a [subject] deals combat damage to you" (CR 510.2)
    # "put_into_graveyard": "when [this permanent] is put into a graveyard from the battlefield"
    # (any permanent, ``self``; it looks back like a dies trigger, CR 603.10a)
    # "your_postcombat_main_phase": "at the beginning of each of your postcombat main phases" (CR 505.1a)
    # "creature_card_to_graveyard": "whenever a creature card is put into a graveyard from anywhere
    # other than the battlefield" (any graveyard); "creature_card_leaves_your_graveyard": "whenever
    # a creature card leaves your graveyard" (each card, Syr Konrad)
    # "your_main_phase": "at the beginning of each of your main phases" (precombat and postcombat, CR 505.1)
    # "opponent_activates_artifact": "whenever an opponent activates an ability of an artifact they
    # control" (mana abilities too, CR 605.1a; once activated, 602.2i), "that player" the activating one
    # "yours_targeted_by_activated": "whenever one or more creatures you control become the target of
    # an activated ability" (once for all the targets of one activation, CR 115.1b)
    # "opponent_draws_outside_their_turn": "whenever an opponent draws a card, if it isn't that
    # player's turn" (the turn can't change while the ability waits: no second check needed)
    # "you_put_counters": "whenever you put one or more counters on a creature" (entering with them
    # too, CR 122.6), once for a creature in one step of a resolving spell or ability; "subject" is it
    event: Literal["enters", "you_put_counters", "dies", "sacrificed", "your_end_step", "each_end_step", "opponent_draws_outside_their_turn", "opponent_attacks", "your_postcombat_main_phase", "creature_card_to_graveyard", "creature_card_leaves_your_graveyard", "you_attack", "attacks", "combat_damage_to_player",
                   "you_cast", "your_beginning_of_combat", "your_end_of_combat", "deals_damage", "your_upkeep", "opponent_gains_control", "chapter",
                   "next_end_step", "your_next_end_step", "next_upkeep", "your_next_upkeep", "next_creature_spell", "attacks_this_turn", "lose_control_this_turn", "you_cast_this_turn", "when_you_do", "you_play_from_exile",
                   "you_gain_life", "you_scry_or_surveil",
                   "your_first_main_phase", "transforms_into", "attacks_alone", "enchanted_dealt_damage",
                   "becomes_target", "you_draw_third", "opponent_casts", "opponent_loses_life", "chosen_leaves",
                   "chosen_player_loses", "cards_leave_your_graveyard", "tapped_for_mana", "you_win_coin_flip", "combat_damage_to_you", "put_into_graveyard",
                   "opponent_activates_artifact", "yours_targeted_by_activated", "your_main_phase",
                   "combat_damage_to_your_opponent"]  # fmt: skip
    chapters: list[int] = []  # a chapter ability's chapter numbers (CR 714.2c)
    self_: bool = Field(default=False, alias="self")  # this permanent itself
    equipped: bool = False  # the creature this Equipment is attached to ("whenever equipped creature attacks")
    subject: Filter | None = None  # other permanents that match
    # "whenever you attack with four or more creatures" (``you_attack``, with a ``subject``: "one or
    # more legendary creatures"): that many declared attackers match (CR 508.3); they are "those"
    attackers_at_least: int = Field(default=1, ge=1)
    # "whenever one or more [subject] die": once for all those of one event (CR 603.2c)
    one_or_more: bool = False
    # "This ability triggers only once each turn": the object's first trigger of a turn only
    once_each_turn: bool = False
    # "Whenever a Mutant you control dies during your turn": only in its controller's turns
    during_your_turn: bool = False
    # the ability of a card in its owner's graveyard ("… return this card from your graveyard to
    # your hand"): it functions only there (CR 113.6k); with ``you_cast`` and ``you_attack``
    from_graveyard: bool = False
    # Eminence (an ability word, CR 207.2c): the ability functions from the command zone as well as
    # from the battlefield (so far with ``enters``, ``engine/games/mtg/command_zone.py``)
    from_command_zone: bool = False
    # "tapped_for_mana": "whenever you tap a [land] for {C}" (the ``subject``, ``mana`` the kind it
    # must have produced, CR 106.12a; "any": "whenever you tap a nonland permanent for mana"): a
    # triggered mana ability (CR 605.1b) that resolves at once, right after the mana ability that
    # triggered it (605.4a), engine/games/mtg/mana.py
    mana: str | None = Field(default=None, pattern=r"^([WUBRGC]|any)$")
    # "whenever [you cast your first / an opponent casts their second] [subject] spell each turn"
    # (``you_cast``, ``opponent_casts``): the caster's Nth spell this turn that matches ``subject``
    # (its printed types and subtypes: a spell has its card's characteristics, CR 112.2)
    nth_spell_each_turn: int | None = Field(default=None, ge=1)
    # "opponent_attacks": "whenever an opponent attacks you": only if a creature attacks this player
    attacks_you: bool = False
    # ``you_cast``: "whenever you cast a [legendary] spell from your hand" (CR 601.2a: where it was)
    from_hand: bool = False


def _check_any_number(targets: list[Target]) -> None:
    if any(spec.any_number for spec in targets[:-1]) or any(spec.total_mana_value_at_most is not None and not spec.any_number for spec in targets):
        raise ValueError("only the last target may be 'any number of' targets, which alone may have a total mana value")


def _check_refs(targets: list[Target], effects: list) -> None:
    for step in effects:
        if step.step == "delayed_trigger":  # its effects refer to the same targets (CR 603.7c)
            _check_refs(targets, step.effects)
        for ref in _target_refs(step):
            if isinstance(ref, int) and not 0 <= ref < len(targets):
                raise ValueError(f"step {step.step} refers to target {ref}, there are {len(targets)}")


class Mode(Model):
    """One mode of a modal spell or ability ("choose one —", CR 700.2): its own targets and effects.
    A tiered spell's mode has a name and the additional cost paid when it is chosen (CR 702.183)."""

    name: str | None = None
    name_zh: str | None = None  # as the release notes print it
    cost: str = Field(default="", pattern=MANA_COST)
    targets: list[Target] = []
    effects: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _consistent(self) -> Mode:
        _check_any_number(self.targets)
        _check_refs(self.targets, self.effects)
        return self


class GraveyardCasting(Model):
    """"You may cast [artifact] spells from your graveyard by paying 3 life in addition to paying
    their other costs. If you cast a spell this way, that artifact enters with a finality counter
    on it" (Noctis): a permission (CR 601.2a, normal timing), an additional cost (CR 601.2f, 119.4)
    and a replacement on how the permanent enters (CR 614.1c)."""

    what: Filter
    life: int = Field(default=0, ge=0)
    counters: dict[CounterKind, int] = {}
    # Hades: "During your turn, you may play cards from your graveyard": lands too (a land play,
    # CR 305.2), only in its controller's turns
    lands: bool = False
    during_your_turn: bool = False
    # Edgar: "Once during each of your turns, you may cast an artifact spell from your graveyard. If
    # you cast a spell this way, that artifact enters tapped" (once per permanent, counted as cast)
    once_each_turn: bool = False
    enters_tapped: bool = False
    # Muldrotha: "During each of your turns, you may play a land and cast a permanent spell of each
    # permanent type from your graveyard": each permanent type once each turn for this permanent,
    # the player choosing the type of a card with several (the rulings)
    one_of_each_type: bool = False


class Ability(Model):
    kind: Literal["spell", "activated", "triggered", "static"]
    # activated abilities (CR 602.1): a mana cost and/or {T}
    cost: str = Field(default="", pattern=MANA_COST)
    tap: bool = False
    sacrifice_self: bool = False  # "Sacrifice [this]" as part of the cost (CR 602.2b, 601.2h)
    life_cost: int = Field(default=0, ge=0)  # "Pay N life" as part of the cost (CR 119.4)
    # "Mill a card" as part of the cost, paid with the rest of it (CR 602.2b, 601.2h): only with
    # that many cards in the library (CR 701.17b, 118.3)
    mill_cost: int = Field(default=0, ge=0)
    exile_self: bool = False  # "Exile this [permanent]" as part of the cost (CR 602.2b)
    # "Sacrifice [another creature or artifact]" as part of the cost: one permanent you control that
    # matches, chosen as the cost is paid (CR 602.2b, 601.2h, 701.21a)
    sacrifice_cost: Filter | None = None
    sacrifice_cost_count: int = Field(default=1, ge=1)  # "Sacrifice two artifacts"
    # "Exile two creature cards from your graveyard" as part of the cost: cards of your graveyard
    # that match, chosen as the cost is paid (CR 602.2b, 601.2h); the ability remembers them
    exile_cost: Filter | None = None
    exile_cost_count: int = Field(default=1, ge=1)
    # "Tap five untapped Wizards you control" as the cost: untapped permanents of yours that match,
    # chosen as it is paid (CR 602.2b, 601.2h; not the {T} symbol, so summoning sickness doesn't
    # matter, CR 302.6)
    tap_cost: Filter | None = None
    tap_cost_count: int = Field(default=1, ge=1)
    once_each_turn: bool = False  # "Activate only once each turn" (CR 602.5b)
    # "Boast — [cost]: [effect]" (CR 702.142a): activate only if this creature attacked this turn
    # (was declared an attacker, 508.1) and only once each turn (written ``once_each_turn`` too)
    boast: bool = False
    activate_only_if: Condition | None = None  # "Activate only if …" (CR 602.5b)
    # "This ability costs {1} less to activate for each [Town you control]" (generic mana only,
    # CR 602.2b, 601.2f)
    cost_less_for_each: Count | None = None
    # "{X}, {T}: Return target [Saga] card with mana value X …": X is announced (CR 601.2b via
    # 602.2b) and the target must have that mana value (601.2c), which is paying {N} for a target
    # of mana value N: the cost is determined after the target (601.2f)
    cost_is_target_mana_value: bool = False
    # "Return this card from your graveyard to the battlefield …": the ability works only while
    # the card is in its owner's graveyard (CR 113.6k); its effect is return_source_to_battlefield
    activate_from_graveyard: bool = False
    # "This creature can't be blocked except by N or more creatures" (CR 509.1b), a static ability
    blockers_at_least: int = Field(default=0, ge=0)
    # "Discard this card" as part of the cost: the ability works only from its owner's hand
    # (cycling and landcycling, CR 702.29a and 113.6)
    discard_self: bool = False
    # "Ninjutsu [cost]" (CR 702.49a): "[cost], reveal this card from your hand, return an unblocked
    # attacker you control to its owner's hand: put this card onto the battlefield from your hand
    # tapped and attacking"; "hand_or_command_zone": commander ninjutsu (702.49d); its effect is
    # ``ninjutsu_enter`` (``engine/games/mtg/ninjutsu.py``)
    ninjutsu: Literal["hand", "hand_or_command_zone"] | None = None
    # a mana ability's mana (CR 605.1a): one of these kinds, "UR" = "Add {U} or {R}"
    adds: str | None = Field(default=None, pattern=r"^([WUBRGC]{1,6}|chosen)$")  # "chosen": "of the chosen color"
    # ... and how many of that mana it adds ("{T}: Add {C}{C}": ``adds = "C"``, ``mana_amount = 2``)
    mana_amount: int = Field(default=1, ge=1)
    # ... or "Add X mana in any combination of {U} and/or {R}, where X is [this creature]'s power"
    # (``adds = "UR"``): the player picks the combination (Vivi Ornitier)
    mana_amount_power: bool = False
    activate_during_your_turn: bool = False  # "Activate only during your turn" (CR 602.5b)
    activate_during_combat: bool = False  # "Activate only during combat": in the combat phase (CR 602.5b, 506.1)
    # ... "Spend this mana only to cast an artifact spell or activate an ability of an artifact
    # source" ("artifact"), "… an Equipment spell or activate an equip ability" ("equipment"),
    # "… a noncreature spell" ("noncreature_spell"): CR 106.6, engine/games/mtg/restricted_mana.py
    spend_only: Literal["artifact", "equipment", "noncreature_spell"] | None = None
    trigger: Trigger | None = None
    # CR 603.4: "if" right after the trigger condition: checked when it triggers and on resolution
    # ... or a count reaching a number ("if there are six or more permanent cards in your graveyard")
    # "two_or_more_attacking_you" (an ``opponent_attacks`` trigger's: "if two or more of those
    # creatures are attacking you"; on resolution those that left the battlefield still count,
    # those removed from combat don't, the rulings)
    # "in_command_zone_or_on_battlefield": "if [this card] is in the command zone or on the
    # battlefield" (eminence; as it triggers and as it resolves, the same object: the notes)
    intervening_if: Literal["not_entered_this_turn", "two_or_more_attacking_you", "in_command_zone_or_on_battlefield", "not_added_mana_this_turn"] | Condition | ManaSpent | None = None
    targets: list[Target] = []
    effects: list[Step] = []
    modes: list[Mode] = []  # "choose one —" (CR 700.2): then the ability has no targets or effects of its own
    # "Activate only as a sorcery" (CR 602.5d); "Equip [cost]" (CR 702.6a) is an activated ability
    # written ``equip = true``: sorcery speed, "attach to target creature you control"
    sorcery_speed: bool = False
    equip: bool = False
    # "Equip legendary creature {3}": an equip ability whose target must also match this (CR 702.6)
    equip_only: Filter | None = None
    # "Crew N" (CR 702.122a): "Tap any number of untapped creatures you control with total power N
    # or greater: This Vehicle becomes an artifact creature until end of turn", written ``crew = N``
    crew: int = Field(default=0, ge=0)
    # static abilities (CR 604): "gets +N/+N [as long as ...]" (layer 7c) for the permanent itself,
    # for the creature it equips ("equipped creature gets ...", CR 301.5) or for the permanents
    # that match a filter ("other creatures you control get ...", an anthem)
    # "enchanted": the permanent the Aura is attached to ("enchanted creature ...", CR 303.4b)
    affects: Literal["self", "equipped", "enchanted"] | Filter = "self"
    power: Amount = 0
    toughness: Amount = 0
    condition: Condition | None = None
    # ... "has [keywords]" (layer 6), "during your turn" only (CR 611.3a: checked continuously)
    keywords: list[Keyword] = []
    during_your_turn: bool = False
    # ... "has base power and toughness X/X" (layer 7b, CR 613.4b), in timestamp order with the
    # effects that set them (CR 613.7; an Equipment's timestamp is when it became attached, 613.7e)
    base_power_toughness: Count | None = None
    # ... "has base power and toughness 7/7" / "… 4/2": numbers (layer 7b, as above)
    base_power: int | None = None
    base_toughness: int | None = None
    # ... "[enchanted creature] is a black Dragon": its colours (layer 5, CR 613.1e) and its card
    # types and creature types (a creature with that one creature type, its supertypes kept: layer
    # 4, CR 205.1a, 613.1d), in timestamp order with other such effects (the notes)
    sets_colours: list[Literal["W", "U", "B", "R", "G"]] | None = None
    sets_creature_type: str | None = None
    # ... "and is goaded" (CR 701.15b): it attacks each combat if able, a player other than the
    # goading player (the Aura's controller) if able; not an ability (losing abilities keeps it)
    goaded: bool = False
    # ... "[equipped creature] can't be blocked by creatures with power 2 or less" (CR 509.1b)
    cant_be_blocked_by_power_at_most: int | None = None
    # "[This creature] can't be blocked by creatures with greater power" (CR 509.1b, Locke)
    cant_be_blocked_by_greater_power: bool = False
    # ... "[Other permanents you control] have '{T}: Add one mana of any color'" (``"WUBRG"``): a
    # mana ability granted in layer 6 (CR 613.1f, 605.1a), engine/games/mtg/mana.py
    grants_mana: str | None = Field(default=None, pattern=r"^[WUBRGC]{1,6}$")
    # ... "The first time you flip one or more coins each turn, those coins come up heads and you
    # win those flips" (Edgar's Two-Headed Coin, CR 705)
    wins_first_coin_flips: bool = False
    # ... "Prevent all [combat] damage that would be dealt to [this permanent]" (CR 615.1a)
    prevent_damage: Literal["combat", "all"] | None = None
    # ... "You may play an additional land [two additional lands] on each of your turns" (CR
    # 305.2a): how many
    additional_land: int = Field(default=0, ge=0)
    # ... "Lands you control enter untapped" (a replacement effect, CR 614.1c, 616.1)
    lands_enter_untapped: bool = False
    # ... "If a [Wizard you control] would deal damage to a permanent or player, it deals double
    # that damage instead" (a replacement effect, CR 614.1a)
    double_damage_from: Filter | None = None
    # ... "[This creature] can attack as though it didn't have defender" (CR 702.3b), with a condition
    attacks_despite_defender: bool = False
    # ... "This spell costs {N} less to cast [for each ...] [if it targets ...]" (CR 601.2f)
    cost_reduction: CostReduction | None = None
    # ... "equipped creature is a [subtype] in addition to its other types" (layer 4, CR 613.1d)
    # and "equipped creature has '[ability]'" (layer 6, CR 613.1f): Equipment only
    subtypes: list[str] = []
    grants: list[Ability] = []
    # ... "[Red] spells you cast cost {1} less to cast" (CR 601.2f)
    spells_cost_less: SpellsCostLess | None = None
    # ... replacement effects (CR 614.1a) on its controller's events: "If you would gain life, you
    # gain twice that much life instead"; "If an opponent would mill one or more cards, they mill
    # that many cards plus N instead"
    double_life_gain: bool = False
    opponents_mill_more: int = 0
    # ... "If one or more +1/+1 counters would be put on a creature you control, twice that many
    # +1/+1 counters are put on that creature instead"
    double_counters: bool = False
    # ... "As long as your devotion to red is less than five, [this] isn't a creature" (layer 4,
    # CR 613.1d; on the battlefield only): the condition under which it is one
    creature_only_if: Condition | None = None
    # ... "Creature cards you own that aren't on the battlefield have flash" (CR 702.8a) and "Each
    # opponent can cast spells only any time they could cast a sorcery" (CR 307.1; also during a
    # resolution, the rulings: the stack isn't empty) (Teferi, Mage of Zhalfir)
    own_creature_cards_have_flash: bool = False
    opponents_cast_only_at_sorcery_timing: bool = False
    # ... "If a creature attacking causes a triggered ability of a permanent you control to
    # trigger, that ability triggers an additional time" (Isshin; attack triggers only, the rulings)
    attack_triggers_additional_time: bool = False
    # ... "If you would draw a card while your library has no cards in it, you win the game
    # instead" (CR 614.1a, 121.4: the draw is replaced, so no loss for it, 704.5b)
    win_instead_of_drawing_from_empty: bool = False
    # ... "Enchanted creature loses all abilities" (layer 6, CR 613.1f: in timestamp order, the
    # Aura's, with the effects that grant abilities, 613.7) "and can't attack or block" (CR 508.1a, 509.1a)
    loses_all_abilities: bool = False
    cant_attack_or_block: bool = False
    # ... "[Enchanted permanent] doesn't untap during its controller's untap step" (CR 502.3)
    doesnt_untap: bool = False
    # ... "its activated abilities can't be activated" (CR 602.5a; mana abilities too, CR 605.1a)
    cant_activate: bool = False
    # ... "If a nontoken creature an opponent controls would die, instead exile it and you gain N
    # life" (CR 614.1a; the card is then "exiled with" this permanent, CR 607.2a): N
    exile_opponents_dying_creatures: int | None = Field(default=None, ge=0)
    # ... "You may look at the top card of your library any time"; "As long as [this] attacked this
    # turn, you may play the top card of your library" (``play_from_library.py``)
    look_at_top_any_time: bool = False
    play_top_if_attacked: bool = False
    # ... "You may play lands and cast Bird spells from the top of your library": the top card, if
    # it matches (normal timing and costs, the notes)
    play_top: Filter | None = None
    # ... "As long as this Equipment is attached to a creature, …" (CR 301.5): only while attached
    while_attached: bool = False
    # ... "If you cast a spell this way, pay life equal to its mana value rather than pay its mana
    # cost" (Bolas's Citadel: an alternative cost, CR 118.9, 119.4; X is 0)
    play_top_for_life: bool = False
    cast_from_graveyard: GraveyardCasting | None = None  # ``flashback.py``
    # ... "If one or more tokens would be created under your control, those tokens plus a [token]
    # are created instead" (CR 614.1a): that token's kind
    extra_token: str | None = Field(default=None, pattern=r"^token-[a-z0-9-]+$")
    # ... "Each other nontoken creature you control enters with an additional +1/+1 counter on it"
    # (CR 614.1c, 122.6a): what enters
    others_enter_with_counter: Filter | None = None
    # ... "If a land or Bird you control entering the battlefield causes a triggered ability of a
    # permanent you control to trigger, that ability triggers an additional time" (what enters)
    entering_triggers_additional_time: Filter | None = None
    # ... "if an ability of [this creature] or an Equipment attached to it triggers, that ability
    # triggers an additional time" (with ``while_equipped``: "as long as Cloud is equipped")
    own_triggers_additional_time: bool = False
    # ... "If a card or token would be put into your graveyard from anywhere, exile it instead"
    # (CR 614.1a; a creature exiled so doesn't die, CR 700.4)
    exile_instead_of_your_graveyard: bool = False
    # ... "Damage isn't removed from this creature during cleanup steps" (CR 514.2)
    keeps_damage: bool = False
    # ... "All damage that would be dealt to you and other permanents you control is dealt to this
    # creature instead" (a redirection, CR 614.1b; ``damage_redirect.py``)
    takes_your_damage: bool = False
    # ... "As this creature transforms into [this face], choose an opponent" (CR 712; the choice is
    # part of the transforming, no player gets priority between)
    choose_opponent_as_transforms: bool = False
    # ... "As this creature transforms into [this face], you get an emblem with '[ability]'" (CR 114,
    # ``engine/games/mtg/emblems.py``; entering with this face up is no transforming: no emblem)
    emblem_as_transforms: Ability | None = None
    # ... "You have protection from each of your opponents": its controller can't be targeted by
    # what an opponent controls (CR 702.16b) nor dealt damage by it (prevented, CR 702.16e)
    protection_from_opponents: bool = False
    # ... "as long as [this creature] is equipped" (CR 301.5), a condition read continuously
    while_equipped: bool = False
    # ... "as long as equipped creature is attacking": only an attacking creature is affected
    while_attacking: bool = False
    # ... "[it] must be blocked if able": a requirement on the defending player (CR 509.1c)
    must_be_blocked: bool = False
    # ... "If a creature dying causes a triggered ability of this creature to trigger, that ability
    # triggers an additional time" (The Masamune, given to the equipped creature)
    dying_triggers_additional_time: bool = False
    # ... "Equip abilities you activate that target [this creature] cost {N} less to activate"
    # (generic mana only; the cost is determined after the target is chosen, CR 602.2b, 601.2f)
    equip_cost_less_targeting_self: int = Field(default=0, ge=0)
    # ... "This Equipment's equip abilities cost {N} less to activate" (generic mana only, CR 601.2f)
    own_equip_cost_less: int = Field(default=0, ge=0)
    # ... "The first activated ability you activate during your turn that targets a creature you
    # control costs {N} less to activate" (generic mana only; the cost is determined after the
    # targets, CR 602.2b, 601.2f)
    first_targeting_yours_cost_less: int = Field(default=0, ge=0)
    # ... "If you tap a permanent for mana, it produces three times as much of that mana instead"
    # (CR 106.12, 614.1a; ``mana.tapped_multiplier``)
    triples_tapped_mana: bool = False
    # ... "For each {B} in a cost, you may pay 2 life rather than pay that mana" (K'rrik: every cost
    # its controller pays, CR 601.2f; ``mana.most_life_payments``)
    black_mana_for_life: bool = False
    # ... "Ward {N}" for itself or the equipped creature (CR 702.21, ``ward.py``)
    ward: str | None = Field(default=None, pattern=MANA_COST)
    ward_life_equal_to_power: bool = False  # "Ward—Pay life equal to [this creature]'s power" (CR 702.21a, 119.4)
    # a spell's "Tiered (Choose one additional cost.)": its modes carry their costs (CR 702.183)
    tiered: bool = False
    # "Choose one or more —" (CR 700.2d: each mode at most once); the chosen modes are performed
    # in the order they are printed
    one_or_more: bool = False
    # "Choose one. If you control a commander [as you cast this spell], you may choose both
    # instead": both modes may be chosen while its controller controls a commander (anyone's, the
    # notes), checked as the modes are chosen (CR 700.2, 601.2b, 603.3c)
    both_if_commander: bool = False
    # a spell's "Choose two —" (CR 700.2): exactly that many different modes, performed in the order
    # they are printed; castable only if that many can be chosen (CR 601.2b)
    modes_to_choose: int = Field(default=0, ge=0)
    # a triggered ability's "choose one at random —": among the modes that can be chosen, as it is
    # put on the stack (CR 603.3c; the rulings: before targets, known to the players responding)
    random_mode: bool = False
    # an activated ability's "{X}{X}" (``x_times = 2``): X is announced as it is activated (CR
    # 602.2b -> 601.2b, 107.3a), at least ``x_at_least`` ("X can't be 0": 1)
    x_times: int = Field(default=0, ge=0)
    x_at_least: int = Field(default=0, ge=0)
    cant_be_copied: bool = False  # "This ability can't be copied" (CR 707.10)
    kicker: Kicker | None = None  # a spell's optional additional cost (CR 702.33)
    # "As an additional cost to cast this spell, discard a card" (CR 601.2b, paid with the rest, 601.2h)
    discard_cost: Annotated[int, Field(ge=0)] | Literal["X"] = 0  # "Discard X cards": X announced (CR 601.2b)
    # a spell's "…, where X is [count] as you cast this spell": counted once, as it becomes cast
    # (CR 601.2i; the rulings: what happens later doesn't change it)
    x_is: Count | None = None

    @model_validator(mode="before")
    @classmethod
    def _equip_ability(cls, data):
        """CR 702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you
        control. Activate only as a sorcery." """
        if isinstance(data, dict) and data.get("equip"):
            only = data.get("equip_only") or {}
            data = {**data, "sorcery_speed": True, "targets": [{"kind": "creature", "filter": {**only, "controller": "you"}}],
                    "effects": [{"step": "attach", "target": 0}]}  # fmt: skip
        if isinstance(data, dict) and data.get("crew"):
            data = {**data, "effects": [{"step": "become_creature"}]}
        return data

    @model_validator(mode="after")
    def _consistent(self) -> Ability:
        if (self.equip or self.crew) and self.kind != "activated":
            raise ValueError("equip and crew are activated abilities (CR 702.6a, 702.122a)")
        if self.kind != "static" and self.affects != "self":
            raise ValueError("only a static ability affects other permanents")
        if isinstance(self.affects, Filter) and (self.affects.power_at_least, self.affects.power_at_most) != (None, None):
            # what it affects would depend on what it does (CR 613.8): not supported
            raise ValueError("an anthem's filter can't ask about power")
        if self.kind == "triggered" and self.trigger is None:
            raise ValueError("a triggered ability needs a trigger")
        if self.kind != "triggered" and (self.trigger or self.intervening_if):
            raise ValueError("only triggered abilities have a trigger")
        if isinstance(self.intervening_if, ManaSpent) and self.trigger.event != "you_cast":
            raise ValueError("only a cast trigger asks how much mana was spent on the spell")
        if self.trigger and self.trigger.during_your_turn and not (self.trigger.event == "dies" and not self.trigger.self_ or self.trigger.event == "opponent_loses_life"):
            raise ValueError("only a dies trigger of other permanents or a life-loss trigger is limited to your turn here")
        if self.trigger and (self.trigger.event == "tapped_for_mana") != bool(self.trigger.mana):
            raise ValueError("a mana trigger, and only it, names the kind of mana (CR 106.12a)")
        if self.trigger and self.trigger.mana and (self.targets or any(s.step != "add_mana" for s in self.effects)):
            raise ValueError("a triggered mana ability adds mana and has no target (CR 605.1b)")
        if any(s.step == "add_mana" and s.mana == "produced" for s in self.effects) and not (self.trigger and self.trigger.mana):
            raise ValueError("only a triggered mana ability adds a type the tapped permanent produced")
        if self.trigger and bool(self.trigger.chapters) != (self.trigger.event == "chapter"):
            raise ValueError("a chapter ability, and only it, has chapter numbers (CR 714.2c)")
        if self.adds and (self.kind != "activated" or self.targets or any(s.step not in ("copy_next_spell", "delayed_trigger", "add_counters") or s.step == "add_counters" and s.target != "self" for s in self.effects)):
            # CR 605.1a: no target; its other effects happen at once (605.3b): a delayed trigger, or
            # "put a [score] counter on this artifact"
            raise ValueError("a mana ability adds mana, has no target and no other effect but a delayed trigger or counters on itself")
        if self.spend_only and not self.adds:
            raise ValueError("only a mana ability's mana has a spending restriction")
        if self.mana_amount > 1 and (not self.adds or len(self.adds) > 1 or self.adds == "chosen"):
            raise ValueError("a mana ability adds several mana of one kind here ({C}{C})")
        if self.modes and (self.targets or self.effects):
            raise ValueError("a modal ability keeps its targets and effects in its modes")
        static_only = (self.keywords, self.during_your_turn, self.grants_mana, self.wins_first_coin_flips, self.base_power_toughness, self.base_power is not None, self.sets_colours, self.sets_creature_type, self.goaded, self.prevent_damage, self.cost_reduction, self.additional_land, self.lands_enter_untapped, self.double_damage_from,
                       self.attacks_despite_defender, self.spells_cost_less, self.double_life_gain,
                       self.opponents_mill_more, self.double_counters, self.win_instead_of_drawing_from_empty, self.creature_only_if, self.attack_triggers_additional_time, self.own_creature_cards_have_flash, self.opponents_cast_only_at_sorcery_timing, self.ward, self.doesnt_untap,
                       self.cant_activate, self.ward_life_equal_to_power, self.exile_opponents_dying_creatures is not None, self.look_at_top_any_time,
                       self.play_top_if_attacked, self.play_top, self.while_attached, self.play_top_for_life, self.entering_triggers_additional_time, self.cast_from_graveyard, self.extra_token, self.others_enter_with_counter,
                       self.own_triggers_additional_time, self.choose_opponent_as_transforms, self.emblem_as_transforms,
                       self.exile_instead_of_your_graveyard, self.keeps_damage, self.takes_your_damage,
                       self.protection_from_opponents, self.while_equipped,
                       self.while_attacking, self.must_be_blocked, self.dying_triggers_additional_time,
                       self.equip_cost_less_targeting_self, self.own_equip_cost_less, self.first_targeting_yours_cost_less,
                       self.triples_tapped_mana, self.black_mana_for_life, self.cant_be_blocked_by_power_at_most is not None, self.cant_be_blocked_by_greater_power, self.loses_all_abilities,
                       self.cant_attack_or_block)  # fmt: skip
        if (self.base_power is None) != (self.base_toughness is None):
            raise ValueError("a base power is set with its base toughness")
        if self.x_is and self.kind != "spell":
            raise ValueError("only a spell's X is counted as it is cast")
        if self.discard_cost and self.kind not in ("spell", "activated") or (self.discard_cost == "X" and (self.kind != "activated" or self.x_times)):
            raise ValueError("a discard cost is a spell's or an activated ability's (X: an activated ability's with no {X})")
        if (self.x_times or self.x_at_least) and (self.kind != "activated" or self.is_mana_ability or not self.x_times):
            raise ValueError("{X} in an activated ability's cost, not a mana ability's, here")
        if self.both_if_commander and (len(self.modes) != 2 or self.tiered or self.one_or_more):
            raise ValueError("'you may choose both' is said of two plain modes")
        if self.one_or_more and (not self.modes or self.tiered):
            raise ValueError("'choose one or more' is said of modes without additional costs here")
        if self.random_mode and (self.kind != "triggered" or not self.modes or self.one_or_more):
            raise ValueError("'choose one at random' is said of a triggered ability's modes here")
        if self.modes_to_choose and (self.kind != "spell" or self.one_or_more or self.tiered or len(self.modes) <= self.modes_to_choose):
            raise ValueError("'choose two' is said of a spell's plain modes, more of them than it chooses")
        if self.tiered and not all(mode.name for mode in self.modes):
            raise ValueError("a tiered spell's modes are named and carry their costs (CR 702.183)")
        if (self.life_cost or self.once_each_turn or self.cost_less_for_each or self.cost_is_target_mana_value) and self.kind != "activated":
            raise ValueError("only an activated ability has a life cost or a limit per turn")
        if self.sacrifice_cost and (self.kind not in ("activated", "spell") or self.is_mana_ability or self.kicker):
            raise ValueError("only a spell or an activated ability that isn't a mana ability has a sacrifice cost here")
        if self.tap_cost and (self.kind != "activated" or (self.is_mana_ability and (self.tap or self.cost or self.tap_cost_count > 1 or self.effects))):
            raise ValueError("an activated ability taps permanents as its cost; a mana ability only one, as its whole cost (Urza)")
        if self.exile_cost and (self.kind != "activated" or self.is_mana_ability):
            raise ValueError("only an activated ability that isn't a mana ability has an exile cost here")
        if self.mill_cost and (self.kind != "activated" or self.is_mana_ability):
            raise ValueError("only an activated ability that isn't a mana ability has a mill cost here")
        if self.boast and (self.kind != "activated" or not self.once_each_turn):
            raise ValueError("boast is an activated ability activated only once each turn (CR 702.142a)")
        if self.activate_from_graveyard and self.kind != "activated":
            raise ValueError("only an activated ability works from the graveyard here")
        if self.blockers_at_least and self.kind != "static":
            raise ValueError("a blocking restriction is a static ability")
        if self.discard_self and self.kind != "activated":
            raise ValueError("only an activated ability has a discard cost")
        if self.kind != "static" and any(static_only):
            raise ValueError("keywords, prevention and cost reductions belong to static abilities")
        if (self.subtypes or self.grants) and self.affects != "equipped":
            raise ValueError("only an Equipment's static ability adds subtypes or abilities here")
        _check_any_number(self.targets)
        if any(spec.per_opponent for spec in self.targets[:-1]) or self.targets and self.targets[-1].per_opponent and self.kind != "triggered":
            raise ValueError("a target for each opponent is the last target of a triggered ability here")
        _check_refs(self.targets, self.effects)
        return self

    @property
    def is_mana_ability(self) -> bool:
        return self.adds is not None

    def body(self, mode: int | list[int] | None) -> Ability | Mode:
        """What it does: itself, its chosen mode, or with "choose one or more" its chosen modes
        as one (their targets in a row, each mode's steps referring to its own, in printed order)."""
        if not self.modes:
            return self
        if isinstance(mode, int):
            return self.modes[mode]
        targets, effects = [], []
        for index in sorted(mode):
            offset = len(targets)
            targets += [_shifted_target(spec, offset) for spec in self.modes[index].targets]
            effects += [_shifted(step, offset) for step in self.modes[index].effects]
        return Mode(targets=targets, effects=effects)

    @property
    def mana_kinds(self) -> str:
        """The kinds of mana it may add in some game: "of the chosen color" may be any colour."""
        return "WUBRG" if self.adds == "chosen" else self.adds or ""


def _shifted(step, offset: int):
    """A step whose target indices (``_target_refs``, and those of a delayed trigger's steps) are
    moved by ``offset``."""
    update = {name: getattr(step, name) + offset for name in ("target", "to", "source", "who", "what") if type(getattr(step, name, None)) is int}
    amount = getattr(step, "amount", None)
    if isinstance(amount, PowerOf) and type(amount.power_of) is int:
        update["amount"] = amount.model_copy(update={"power_of": amount.power_of + offset})
    if step.step == "delayed_trigger":  # a reflexive trigger's steps refer to its own targets
        update["effects"] = [_shifted(inner, offset) for inner in step.effects]
    return step.model_copy(update=update)


def _shifted_target(spec: Target, offset: int) -> Target:
    other = spec.other_than
    other = other + offset if isinstance(other, int) else [i + offset for i in other] if other else other
    same = spec.same_graveyard_as + offset if spec.same_graveyard_as is not None else None
    return spec.model_copy(update={"other_than": other, "same_graveyard_as": same})


def _target_refs(step) -> list:
    refs = [getattr(step, name) for name in ("target", "to", "source", "who") if hasattr(step, name)]
    refs += [step.if_target.target] if step.if_target else []
    amount = getattr(step, "amount", None)
    if isinstance(amount, PowerOf):
        refs.append(amount.power_of)
    return refs


Filter.model_rebuild()  # a filter's any_of holds filters
Count.model_rebuild()  # a count's plus is a count
CopyException.model_rebuild()  # a copy's added abilities (defined after it)
Ability.model_rebuild()  # a static ability grants abilities ("equipped creature has '...'")
Grant.model_rebuild()  # an ability granted by an effect is itself an Ability (defined above it)
CastWithoutPaying.model_rebuild()  # so is one a free creature spell gains (Strago and Relm)
CastTarget.model_rebuild()
DelayedTrigger.model_rebuild()  # its effects are steps (defined after it)
ReflexiveTrigger.model_rebuild()

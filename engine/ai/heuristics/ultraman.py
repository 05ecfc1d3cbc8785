"""Ultraman Heroes Duel scoring rules for the heuristic agent: every battle is won by the higher
power total (R4.4.2), so the rules compare the power totals the agent can see.

Battles are judged by their expected result in damage cards (R1.3.2a; the fifth ends the game,
a tie loses for both, R4.4.2): the enemy's unseen support is a card of the game's pool (or none),
and an unseen enemy main combatant too, with the power its 防 effect adds (R4.2.6). A support is
committed when what it adds to that expectation pays for the card (the mains are revealed before
the supports are chosen, R4.2.4, R4.3.2); an extra support comes only when the enemy is level or
ahead (R4.3.4). Measured with ``bench/ai.py`` against the random agent.

Power is the view's current power of face-up cards (``view["stats"]``), else the printed power
of a card the agent knows (its own face-down cards), else the average of the game's cards for an
enemy card it cannot see.

A game with a battlefield emptied fights no more battles (digest A9) and goes to whoever decks out
last (R1.3.2b-c); so does one whose enemy can no longer reach five damage through its battlefield.
Cards taken from the deck by choice (a draw, an energy) are taken only when that race is not on
and the hand or the energy is short. Once the race is on, the agent also keeps from the battle
the cards whose own effects take from its deck (a support's draw, a reveal's draw or energy),
never stays weakened, and never spares the enemy a draw; and it does not start a race it would
lose by taking a battlefield card of the enemy away without damage. Behind in the race, it
attacks the enemy cards whose effects take from the enemy's deck.
"""

from __future__ import annotations

from functools import cache, wraps

from engine.games.ultraman.cards import CardDef, Effect, card_db
from engine.games.ultraman.losses import DAMAGE_TO_LOSE

# Enough supports in hand for the battles ahead (one or two a battle, R4.3); the rest would be
# discarded at the hand limit (R3.6.2) anyway.
HAND_WANTED = 5
ENERGY_WANTED = 3  # energy pays effect costs only (R5.4.1); the dearest cost is 2
# In the deck race a card of the own deck decides the game (R1.3.2b-c): a character whose effect
# would take one is worth that much less power (or support power) in battle.
DECK_CARD = 3000.0
# Before the race, a deck card is worth this much power: a race may yet come (a card whose defeat
# is replaced, R5.8.1, starts one), and a card drawn early then loses it by a turn (R4.0.2-R4.0.3).
EARLY_DECK_CARD = 500.0
# An enemy card that leaves the battlefield without damage, when that starts a race the agent
# would lose: never the target while any other is left.
LOSING_RACE = 10000.0
# The support model, in damage cards (R1.3.2a): a card spent from hand as a support, the fifth
# damage, the worth of 1 power of the card holding a battlefield slot, and the chance that an
# enemy holding cards commits a support when the agent cannot see whether it did (R4.3.2).
SUPPORT_CARD = 0.35
GAME = 3.0
SLOT_POWER = 0.05 / 1000
ENEMY_SUPPORTS = 0.8
# In a deck race the agent is losing, a card the enemy's own effect takes from its deck, in
# damage cards: it can turn the race (R1.3.2b-c), which is the game.
ENEMY_DECK_CARD = GAME
# Setup keeps the best supports in hand before the strongest mains: a support of a main that wins
# takes the main's slot (R4.4.4a), so a card kept in hand still reaches the battlefield, while one
# placed at setup never supports (R4.3.2). More than any power gap (3000-6000) per support-power
# step (1000), so support power comes first.
SUPPORTS_KEPT = 4.0
TURN_STARTS = {"turn_start", "own_turn_start", "opponent_turn_start"}  # R4.0.4-R4.0.5


@cache
def average_power() -> float:
    powers = [c.power for c in card_db().values() if c.implemented and c.power is not None]
    return sum(powers) / len(powers) if powers else 0.0


def takes_from_deck(step) -> bool:
    """A step that moves cards off the own deck: a draw (R5.2), an energy (R5.3.1), the top card
    to the damage zone, a card revealed from the top taken to hand or battlefield (R5.5.2b)."""
    return (
        (step.step == "draw" and step.who in ("you", "each"))
        or step.step == "add_energy"
        or (step.step == "deck_to_damage" and step.who == "you")
        or (step.step == "reveal_deck" and step.take > 0)
    )


def deck_takes(card: CardDef, timings: set[str]) -> int:
    """How many cards of its owner's deck the card's effects of those timings take."""
    return sum(step.count for effect in card.effects if timings & set(effect.timings)
               for step in effect.steps if takes_from_deck(step))  # fmt: skip


ATTACKED = {"reveal", "to_damage"}  # a face-down main is revealed (R4.2.4), a defeated one goes to damage


@cache
def unseen_attacked_takes() -> float:
    """The deck cards an unseen enemy card's effects take when it is attacked and defeated
    (``ATTACKED``), on average over the game's cards."""
    cards = [card for card in card_db().values() if card.implemented]
    return sum(deck_takes(card, ATTACKED) for card in cards) / len(cards) if cards else 0.0


def outlasts(mine: int, theirs: int, my_turn: bool) -> bool:
    """Whether a deck of ``mine`` cards outlasts one of ``theirs`` when both only draw and add energy
    from now on: each turn start takes two deck cards (R4.0.2-R4.0.3) and the one who cannot loses
    (R1.3.2b-c). In the own turn, past its start, the enemy's turn start comes first."""
    return mine // 2 >= theirs // 2 if my_turn else mine // 2 > theirs // 2


def per_view(function):
    """Remember a function of a ``Field`` (and of its other arguments) for that view: scoring one
    ask, and a playout's heuristic even more, asks the same battle questions many times."""

    @wraps(function)
    def remembered(field: Field, *args):
        key = (function.__name__, *(tuple(a.items()) if isinstance(a, dict) else a for a in args))
        if key not in field.memo:
            field.memo[key] = function(field, *args)
        return field.memo[key]

    return remembered


class Field:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.seats = view["seats"]
        self.zones = view["zones"]
        self.stats = view.get("stats", {})
        self.active = view.get("turn", {}).get("active")
        self.battle = view.get("turn", {}).get("battle") or {}
        self.cards = {card["id"]: card for zone in view["zones"].values() for card in zone["cards"]}
        self._enemy = next(p for p in self.seats if p != self.me)
        self.memo: dict[tuple, object] = {}  # for ``per_view``

    def definition(self, card_id: str) -> CardDef | None:
        card = self.cards.get(card_id)
        return card_db().get(card["def"]) if card and "def" in card else None

    def power(self, card_id: str) -> float:
        if card_id in self.stats:
            return self.stats[card_id]["power"]
        card = self.definition(card_id)
        if card is None:
            return average_power()
        weakened = self.cards[card_id].get("weakened") and card.weakened_power is not None
        return (card.weakened_power if weakened else card.power) or 0

    def hand(self) -> list[str]:
        return [card["id"] for card in self.zones.get(f"{self.me}.hand", {}).get("cards", [])]

    def raised_power(self, card: CardDef, timing: str, owner: str) -> float:
        """The power a card's own effect of that timing adds to it (攻/防, R4.2.6) while its
        condition on a zone's count holds (R5.9.1)."""
        return sum(step.amount for effect in card.effects if timing in effect.timings and self.counts_hold(effect.condition, owner)
                   for step in effect.steps if step.step == "modify" and step.stat == "power" and step.target == "self")  # fmt: skip

    def counts_hold(self, condition, owner: str) -> bool:
        """A "如…" condition on a zone's count, inclusive (R5.9.1); other conditions do not count."""
        if condition is None:
            return True
        if condition.zone is None:
            return False
        player = owner if condition.owner == "you" else next(p for p in self.seats if p != owner)
        count = self.count(player, condition.zone)
        return (condition.at_least is None or count >= condition.at_least) and (condition.at_most is None or count <= condition.at_most)

    def boost(self, card_id: str, timing: str) -> float:
        card = self.definition(card_id)
        return self.raised_power(card, timing, self.cards[card_id]["owner"]) if card else 0.0

    def count(self, player: str, zone: str) -> int:
        return self.zones.get(f"{player}.{zone}", {}).get("count", 0)

    def battles_ahead(self) -> bool:
        """Both battlefields hold a character, so battles go on (R4.2.3, digest A9)."""
        return all(self.count(p, "battlefield") for p in self.seats)

    def race_on(self) -> bool:
        """The game goes to whoever decks out last (R1.3.2b-c): no battles are ahead, or the
        enemy's battlefield and damage together no longer reach the damage that loses (R1.3.2a;
        each defeat moves one battlefield card to the damage zone, R4.4.4b)."""
        return not self.battles_ahead() or self.reachable() < DAMAGE_TO_LOSE

    def enemy(self) -> str:
        return self._enemy

    def reachable(self) -> int:
        """The damage the enemy can still be brought to through battles: each defeat moves one
        battlefield card to the damage zone (R4.4.4b)."""
        return self.count(self.enemy(), "battlefield") + self.count(self.enemy(), "damage")

    def race_won(self) -> bool:
        """Whether the enemy decks out first (``outlasts``)."""
        return outlasts(self.count(self.me, "deck"), self.count(self.enemy(), "deck"), self.active == self.me)

    def deck_card_worth(self) -> float:
        """A card of the own deck in power: it decides the race once on (R1.3.2b-c)."""
        return DECK_CARD if self.race_on() else EARLY_DECK_CARD

    def deck_cost(self, card_id: str, timings: set[str]) -> int:
        """How many own deck cards the card's effects of those timings take."""
        card = self.definition(card_id)
        return deck_takes(card, timings) if card else 0

    def enemy_deck_cost(self, card_id: str) -> float:
        """How many cards of the enemy's deck attacking the enemy card takes: its 翻 effect when it
        is face down (R4.2.4-R4.2.5) and its effect on entering the damage zone when defeated
        (练习-013, R4.4.4b); for an unseen card, the average over the game's cards."""
        card = self.definition(card_id)
        if card is None:
            return unseen_attacked_takes()
        face_down = self.cards.get(card_id, {}).get("face_down")
        return deck_takes(card, ATTACKED if face_down else {"to_damage"})

    def hand_to_keep(self) -> int:
        """The hand size under which a face-up card of the own battlefield draws at a turn start
        (练习-017: 如我方手牌为2张以下，抽1张牌; R4.0.4-R4.0.5, R5.9.1): one more than the
        condition's bound, or 0."""
        bounds = [
            bound.at_most + 1
            for card_id, card in self.cards.items()
            if card.get("zone") == f"{self.me}.battlefield" and not card.get("face_down")
            for effect in getattr(self.definition(card_id), "effects", ())
            if TURN_STARTS & set(effect.timings) and (bound := effect.condition) is not None
            and bound.zone == "hand" and bound.owner == "you" and bound.at_most is not None
            and any(takes_from_deck(step) for step in effect.steps)
        ]  # fmt: skip
        return max(bounds, default=0)

    def wants(self, effect: Effect) -> bool:
        """Whether an optional effect is worth using: one that only takes cards from the own deck
        (draw, add energy: R5.2, R5.3) only while no deck race is on and that resource is short."""
        kinds = {step.step for step in effect.steps}
        drains = all(s.step == "add_energy" or (s.step == "draw" and s.who == "you") for s in effect.steps)
        if not effect.steps or not drains:
            return True
        short = ("draw" in kinds and self.count(self.me, "hand") < HAND_WANTED) or (
            "add_energy" in kinds and self.count(self.me, "energy") < ENERGY_WANTED
        )
        return short and not self.race_on()

    def helps_enemy_race(self, effect: Effect) -> bool:
        """A race is on and the effect forbids the enemy's draw (R1.1.2): that keeps a card in the
        enemy's deck, a turn more in the race (R1.3.2b)."""
        return self.race_on() and any(s.step == "forbid_draw" and s.who == "opponent" for s in effect.steps)

    def starts_losing_race(self, effect: Effect) -> bool:
        """The effect takes the enemy main combatant off the battlefield without damage (digest
        A18), and that leaves too few cards to reach five damage (R1.3.2a) in a race the agent
        would lose (R1.3.2b-c)."""
        removes = any(s.step == "main_to_support" and s.who == "opponent" for s in effect.steps)
        return removes and self.reachable() - 1 < DAMAGE_TO_LOSE and not self.race_won()

    def damage_replaced(self, card_id: str) -> bool:
        """A face-up card that goes elsewhere instead of the damage zone (R5.8.1)."""
        card = self.definition(card_id)
        face_up = card_id in self.stats
        return face_up and card is not None and any(r.instead_of == "damage" for r in card.replacements)

    def wins_game(self, card_id: str) -> bool:
        """A known card whose 胜 effect wins the game (R1.3.2d, R2.0.5e) with its condition on
        a zone's count holding now (练习-027: 如对方伤害区有4张以上)."""
        card = self.definition(card_id)
        if card is None:
            return False
        return any("win" in effect.timings and self.counts_hold(effect.condition, self.cards[card_id]["owner"])
                   and any(step.step == "win_game" for step in effect.steps) for effect in card.effects)  # fmt: skip

    def total(self, player: str) -> float:
        """The player's battle total so far: main combatant's power plus the support power of the
        supports revealed (R4.4.2)."""
        battle = self.battle
        main = battle.get("main", {}).get(player)
        helpers = [battle.get("support", {}).get(player), *battle.get("extra", {}).get(player, [])]
        power = self.power(main) if main in self.cards else 0.0
        return power + sum(self.stats[c]["support_power"] if c in self.stats else self.support_power(c)
                           for c in helpers if c in self.cards)  # fmt: skip

    def winning(self) -> bool:
        """Ahead in the battle already: the extra-support exchange goes on until both pass in a
        row (R4.3.4), so the agent adds one only once the enemy has drawn level or ahead."""
        return self.total(self.me) > self.total(self.enemy())

    def support_power(self, card_id: str) -> float:
        card = self.definition(card_id)
        return (card.support_power or 0) if card else 0.0


def strongest_main(field: Field, ask: dict) -> dict[str, float]:
    """Own main combatant (R4.2): the highest power, with what its own 攻 effect adds (R4.2.6);
    less for a face-down card whose 翻 effect, fired when it is revealed (R4.2.4-R4.2.5), takes
    from the deck (``Field.deck_card_worth``)."""
    worth = field.deck_card_worth()

    def score(card_id: str) -> float:
        face_down = field.cards.get(card_id, {}).get("face_down")
        cost = field.deck_cost(card_id, {"reveal"}) if face_down else 0
        return field.power(card_id) + field.boost(card_id, "attack") - worth * cost

    return {o["id"]: score(o["id"]) for o in ask["options"]}


def weakest_enemy(field: Field, ask: dict) -> dict[str, float]:
    """Enemy main combatant (R4.2.3): the expected result of the battle against it
    (``battle_against``); one whose removal without damage starts the deck race (R1.3.2b-c) the
    agent would lose, when the rest no longer reach five damage, only if nothing else is left.
    In a race the agent is losing, more for a card whose effects take from the enemy's deck
    (``Field.enemy_deck_cost``): the race is decided by the cards each side takes besides its
    turn-start draw and energy (R4.0.2-R4.0.3), so one more for the enemy can turn it."""
    losing = field.reachable() - 1 < DAMAGE_TO_LOSE and not field.race_won()
    behind = field.race_on() and not field.race_won()
    mine = own_main_chosen(field)
    return {o["id"]: battle_against(field, mine, o["id"]) - (LOSING_RACE if losing and field.damage_replaced(o["id"]) else 0.0)
            + (ENEMY_DECK_CARD * field.enemy_deck_cost(o["id"]) if behind else 0.0)
            for o in ask["options"]}  # fmt: skip


def own_main_chosen(field: Field) -> str | None:
    """The own main combatant chosen just before (R4.2.3): the view does not show it until both
    are chosen, but nothing changed since, so ``strongest_main`` picks it again."""
    own = [{"id": card["id"]} for card in field.zones.get(f"{field.me}.battlefield", {}).get("cards", [])]
    scores = strongest_main(field, {"options": own})
    return max(scores, key=scores.get, default=None)


def battle_against(field: Field, mine: str | None, theirs: str) -> float:
    """The expected result of the own main attacking ``theirs`` (``expected_result``), the own
    best support chosen once the mains are revealed (R4.2.4, R4.3.2): against a face-down card
    the agent does not know, over the game's cards, each with its 防 power (R4.2.6)."""
    attack = field.power(mine) + field.boost(mine, "attack") if mine in field.cards else average_power()
    supports = {0.0} | {support_power_with_effects(field.definition(c)) for c in field.hand()}
    mains = {field.me: mine or "", field.enemy(): theirs}

    def best(defense: float) -> float:
        return max(expected_result(field, mains, attack + added - defense)[0] - (SUPPORT_CARD if added else 0.0)
                   for added in supports)  # fmt: skip

    if field.definition(theirs) is not None or theirs in field.stats:
        return best(field.power(theirs) + field.boost(theirs, "defense"))
    return sum(chance * best(defense) for defense, chance in defense_odds(field))


@per_view
def defense_odds(field: Field) -> list[tuple[float, float]]:
    """An unseen enemy card's power when attacked (its 防 effect raising it, R4.2.6), and its
    chance, over the game's playable cards."""
    powers = [(card.power or 0) + field.raised_power(card, "defense", field.enemy())
              for card in card_db().values() if card.implemented]
    return [(power, powers.count(power) / len(powers)) for power in sorted(set(powers))]


def best_support(field: Field, ask: dict) -> dict[str, float]:
    """Support (R4.3.2): each card by what it adds to the battle's expected result
    (``support_gain``) over not supporting, which scores zero. An extra support (R4.3.4) only
    once the enemy is level or ahead (``Field.winning``). In the deck race, less for a card whose
    支 effect (R4.3.3) takes from the deck, and for any card when the hand would fall low enough
    for a turn-start draw."""
    race, worth = field.race_on(), field.deck_card_worth()
    # A support leaves the hand (R4.3.2): below hand_to_keep, a card of ours draws at a turn start.
    keep = field.hand_to_keep()
    thins = race and keep > 0 and field.count(field.me, "hand") <= keep
    extra = not ask.get("key", "").startswith("support:")

    def score(card_id: str) -> float:
        if extra and field.winning():
            return -1.0
        cost = field.deck_cost(card_id, {"support"}) + thins
        gain = field.support_power(card_id) / 1000 if extra else support_gain(field, card_id)
        return gain - cost * worth / 1000

    return {o["id"]: score(o["id"]) if o["id"] in field.cards else 0.0 for o in ask["options"]}


@cache
def support_power_odds() -> tuple[tuple[float, float], ...]:
    """An unseen support's support power and its chance, over the game's playable cards (R4.4.2);
    a 支 effect raising the card's own support power (R4.3.3) counts."""
    powers = [support_power_with_effects(card) for card in card_db().values() if card.implemented]
    return tuple((power, powers.count(power) / len(powers)) for power in sorted(set(powers)))


def support_power_with_effects(card: CardDef | None) -> float:
    if card is None:
        return 0.0
    raised = sum(step.amount for effect in card.effects if "support" in effect.timings for step in effect.steps
                 if step.step == "modify" and step.stat == "support_power" and step.target == "self")  # fmt: skip
    return (card.support_power or 0) + raised


@per_view
def enemy_support_odds(field: Field) -> list[tuple[float, float]]:
    """What the enemy's support adds, with its chance: known once face up; nothing if it declined
    (the turn player decides first, R4.3.2) or holds no card; else a card of the pool, committed
    with chance ``ENEMY_SUPPORTS`` while it has not decided."""
    enemy = field.enemy()
    committed = field.battle.get("support", {}).get(enemy)
    if committed in field.stats:
        return [(field.stats[committed]["support_power"], 1.0)]
    if committed is not None:
        return list(support_power_odds())
    if field.active == enemy or not field.count(enemy, "hand"):
        return [(0.0, 1.0)]
    return [(0.0, 1 - ENEMY_SUPPORTS), *((power, chance * ENEMY_SUPPORTS) for power, chance in support_power_odds())]


@per_view
def outcome_value(field: Field, mains: dict[str, str], mine: bool, theirs: bool) -> float:
    """A battle's result in damage cards, ``mine``/``theirs``: whether that main combatant loses
    (R4.4.4b: to the damage zone, unless replaced, R5.8.1; a tie is a loss for both, R4.4.2);
    ``GAME`` for the fifth damage (R1.3.2a; both at once: a draw, R1.3.3) and for a winner's 胜
    effect that wins the game (R1.3.2d, 练习-027). Beating the enemy's last battlefield card
    without damage ends the battles (digest A9): the game is then the deck race (R1.3.2b-c),
    ``GAME`` won or lost."""

    def damage(player: str, hit: bool) -> tuple[float, bool]:
        if not hit or field.damage_replaced(mains.get(player, "")):
            return 0.0, False
        return 1.0, field.count(player, "damage") + 1 >= DAMAGE_TO_LOSE

    lost_by_me, me_out = damage(field.me, mine)
    lost_by_them, they_out = damage(field.enemy(), theirs)
    me_out |= not theirs and mine and field.wins_game(mains.get(field.enemy(), ""))
    they_out |= not mine and theirs and field.wins_game(mains.get(field.me, ""))
    if me_out or they_out:
        return 0.0 if me_out and they_out else GAME if they_out else -GAME
    if theirs and not lost_by_them and field.count(field.enemy(), "battlefield") == 1:
        return GAME if field.race_won() else -GAME
    return lost_by_them - lost_by_me


def expected_result(field: Field, mains: dict[str, str], margin: float) -> tuple[float, float]:
    """The battle's expected ``outcome_value`` and the chance to win, the own total ahead by
    ``margin`` before the enemy's support (R4.4.2)."""
    value = won = 0.0
    for power, chance in enemy_support_odds(field):
        value += chance * outcome_value(field, mains, margin <= power, margin >= power)
        won += chance * (margin > power)
    return value, won


def support_gain(field: Field, card_id: str) -> float:
    """The expected battle result (``expected_result``) with this support over none, less the card
    it costs; a support that wins takes the main's slot, the main going to the rest zone
    (R4.4.4a), so the slot's power changes too."""
    mains = field.battle.get("main", {})
    mine, theirs = mains.get(field.me), mains.get(field.enemy())
    if mine not in field.cards or theirs not in field.cards:
        return field.support_power(card_id) / 1000
    base = field.total(field.me) - field.power(theirs)
    with_card, won = expected_result(field, mains, base + support_power_with_effects(field.definition(card_id)))
    without, _ = expected_result(field, mains, base)
    swap = won * (field.power(card_id) - field.power(mine)) * SLOT_POWER
    return with_card - without - SUPPORT_CARD + swap


def strongest_to_battlefield(field: Field, ask: dict) -> dict[str, float]:
    """Setup (R1.2.3): the cards with the least support power go to the battlefield, the highest
    power first among equals; the best supports stay in hand (``SUPPORTS_KEPT``)."""
    return {o["id"]: field.power(o["id"]) - SUPPORTS_KEPT * field.support_power(o["id"]) for o in ask["options"]}


def sacrifice_weakest(field: Field, ask: dict) -> dict[str, float]:
    """An own battlefield card to the damage zone: the lowest power."""
    return {o["id"]: -field.power(o["id"]) for o in ask["options"]}


def discard_weakest(field: Field, ask: dict) -> dict[str, float]:
    """Discard from hand: the card with the least support power (only supports come from hand);
    in the deck race, not one that draws when discarded (R5.0.3)."""
    race = field.race_on()
    return {o["id"]: -field.support_power(o["id"]) - (DECK_CARD * field.deck_cost(o["id"], {"discarded"}) if race else 0)
            for o in ask["options"]}  # fmt: skip


def stay_weakened(field: Field, ask: dict) -> dict[str, float]:
    """R5.11.1: a defeated card may stay, weakened, sending the top deck card to the damage zone
    instead: the same damage, one deck card less for the race of R1.3.2b-c. Only worth it to
    keep the battlefield from emptying (no battles then, digest A9) when the race that would start
    is lost, and never once the race is on."""
    stay = field.count(field.me, "battlefield") <= 1 and not field.race_on() and not field.race_won()
    return {o["id"]: (1.0 if stay else -1.0) if o["id"] == "yes" else 0.0 for o in ask["options"]}


@cache
def effects_by_text() -> dict[str, Effect]:
    return {effect.text: effect for card in card_db().values() for effect in card.effects}


def optional_effect(field: Field, ask: dict) -> dict[str, float]:
    """"你可以" / a cost (R1.1.4, R1.1.4a): use it unless it only drains the deck (``wants``),
    spares the enemy's deck in the race or starts a race the agent would lose. The prompt quotes
    the effect's text."""
    effect = next((e for text, e in effects_by_text().items() if f"「{text}」" in ask["prompt"]), None)
    use = effect is None or (
        field.wants(effect) and not field.helps_enemy_race(effect) and not field.starts_losing_race(effect)
    )
    return {o["id"]: (1.0 if use else -1.0) if o["id"] == "yes" else 0.0 for o in ask["options"]}


def window_effects(field: Field, ask: dict) -> dict[str, float]:
    """Turn-start/end windows (R4.0.4, R4.5.2): options "card:index" use that effect, "done"
    stops; the effects worth using (``wants``) first."""
    scores = {}
    for option in ask["options"]:
        card_id, _, index = option["id"].partition(":")
        card = field.definition(card_id)
        effect = card.effects[int(index)] if card and index.isdigit() else None
        scores[option["id"]] = 0.0 if effect is None else 1.0 if field.wants(effect) else -1.0
    return scores


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    field = Field(view)
    key = ask.get("key", "")
    if key == "own_main":
        return strongest_main(field, ask)
    if key == "enemy_main":
        return weakest_enemy(field, ask)
    if key.startswith(("support:", "extra")):
        return best_support(field, ask)
    if key == "battlefield_to_damage":
        return sacrifice_weakest(field, ask)
    if key == "battlefield":
        return strongest_to_battlefield(field, ask)
    if (key == "hand_limit" or key.startswith("discard:")) and all(o["id"] in field.cards for o in ask["options"]):
        return discard_weakest(field, ask)
    if key == "may":
        return optional_effect(field, ask)
    if key == "weakened":
        return stay_weakened(field, ask)
    if key == "window":
        return window_effects(field, ask)
    return None

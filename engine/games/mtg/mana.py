"""Mana (CR 106) and mana abilities (CR 605).

A player's mana pool is ``players[p]["pool"]``: mana symbol -> amount, only non-zero entries.
It empties at the end of each step and phase (CR 500.4). Mana abilities don't use the stack
(CR 605.3b); in this slice they are "{T}: Add [one mana]" or "{T}: Add {U} or {R}" of lands
(intrinsic for basic land types, CR 305.6) and of creatures (which summoning sickness stops,
CR 302.6).

Paying a cost (CR 601.2h): coloured symbols need their colour, generic symbols any mana
(CR 107.4b). Each source makes one mana of one of its kinds, so whether the pool plus the
untapped sources pay a cost is a matching of the coloured symbols still owed to the sources
(``_plan``, exact), after which any source left pays a generic symbol.
"""

from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations_with_replacement

from engine.core.context import Ctx
from engine.core.messages import t

from . import delayed, triggers
from .cards import BASIC_LAND_MANA, MANA_SYMBOL, card
from .memo import memoized
from .objects import (
    abilities_lost_at,
    activated_this_turn,
    cant_activate,
    granted_mana,
    is_type,
    matches,
    power,
    statics_affecting,
    summoning_sick,
)
from .permanents import change_life, leave_battlefield
from .replacement import put_counters
from .restricted_mana import Spending, allows, pool_key, spend_order, split_key, usable_pool
from .text import card_label
from .zones import BATTLEFIELD, controller_of, permanents

COLOURED = ("W", "U", "B", "R", "G", "C")
PHYREXIAN_B = "B/P"  # {B/P}: paid with {B} or 2 life (CR 107.4f)


def parse_cost(text: str) -> Counter:
    """"{2}{G}{G}" -> Counter({"generic": 2, "G": 2}); {X} is left to the caller, who knows the
    announced value (CR 107.3a, 601.2f); {B/P} is counted as "B/P" until paid (``with_life``).
    A new Counter each time: callers add to theirs."""
    return Counter(_parsed_cost(text))


@cache  # every card of every menu: a few dozen cost texts in a game
def _parsed_cost(text: str) -> Counter:
    cost: Counter = Counter()
    for symbol in MANA_SYMBOL.findall(text):
        if symbol == "X":
            continue
        if symbol.isdigit():
            cost["generic"] += int(symbol)
        else:
            cost[symbol] += 1
    return cost


INTRINSIC, GRANTED = -1, -2  # the index of a basic land type's mana ability, of a granted one
# the index of another permanent's mana ability whose cost taps this one ("Tap an untapped artifact
# you control: Add {U}", Urza): an entry of the tapped permanent, which it uses up
TAPPED_FOR = -3


def mana_abilities(state: dict, card_id: str, granting: bool | None = None, tapping: list | None = None) -> list[tuple[int, str]]:
    """(ability index, the kinds of mana it can add, e.g. "UR") of a permanent's mana abilities;
    index -1 is the intrinsic ability of a basic land type (CR 305.6), -2 "{T}: Add one mana of
    any color" that another permanent's static ability grants it (A Realm Reborn; layer 6, CR
    613.1f); "of the chosen color" is the colour chosen as the permanent entered (none yet: it
    adds nothing, CR 614.12a); -3 (``TAPPED_FOR``) another permanent's ability whose cost taps
    this one. ``granting``: whether a permanent grants mana abilities
    (``grants_mana_abilities``), ``tapping``: its controller's ``_tapping_abilities``, if known already. A permanent that lost all its abilities (a
    blighted land) has none of its own, nor those granted before that (CR 613.1f, 613.7), and
    has what the effect gives it ("{T}: Add {C}")."""
    lost = abilities_lost_at(state, card_id)
    chosen = state["cards"][card_id].get("chosen_colour", "")
    printed = _printed_mana_abilities(state["cards"][card_id]["def"]) if lost is None else ()
    found = [(i, chosen if kinds == "chosen" else kinds) for i, kinds in printed]
    tapping = _tapping_abilities(state, controller_of(state, card_id)) if tapping is None else tapping
    kinds = _tapped_for_kinds(state, card_id, tapping) if tapping else ""  # (rare)
    tapped = [(TAPPED_FOR, kinds)] if kinds else []
    if not (grants_mana_abilities(state) if granting is None else granting):  # the usual case, kept cheap
        return found + tapped
    granted = [a.grants_mana for a, source in statics_affecting(state, card_id) if a.grants_mana and (lost is None or state["cards"][source]["ts"] > lost)]
    # each costs only {T}: all granted ones are one choice (two A Realm Reborns tap it for the same mana)
    kinds = "".join(dict.fromkeys("".join(granted_mana(state, card_id) + granted)))
    return found + ([(GRANTED, kinds)] if kinds else []) + tapped


@memoized
def grants_mana_abilities(state: dict) -> bool:
    """Whether a permanent's static ability or an effect grants mana abilities ("{T}: Add one mana
    of …")."""
    return any(_grants_mana(state["cards"][c]["def"]) for c in state["zones"][BATTLEFIELD]["cards"]) or any(
        "gains_mana" in e["modifier"] for e in state["effects"])


@memoized
def _tapping_abilities(state: dict, player: str) -> list[tuple[str, int]]:
    """(permanent, index) of the player's mana abilities whose cost taps another permanent ("Tap
    an untapped artifact you control: Add {U}"), those that may be activated (CR 602.5a)."""
    return [(c, i) for c in permanents(state, player) for i in _printed_tapping_abilities(state["cards"][c]["def"])
            if abilities_lost_at(state, c) is None and not cant_activate(state, c)]  # fmt: skip


@cache
def _printed_tapping_abilities(definition_id: str) -> list[int]:
    return [i for i, a in enumerate(card(definition_id).abilities) if a.is_mana_ability and a.tap_cost]


def _tapped_for_kinds(state: dict, card_id: str, tapping: list) -> str:
    """The kinds of mana tapping this permanent for its controller's ``tapping`` abilities adds."""
    player = controller_of(state, card_id)
    found = [card(state["cards"][c]["def"]).abilities[i] for c, i in tapping]
    return "".join(dict.fromkeys(a.adds for a in found if matches(state, a.tap_cost, card_id, player, None)))


def tapping_source(state: dict, card_id: str) -> str:
    """The permanent whose ability taps ``card_id`` for mana (``TAPPED_FOR``: the first such)."""
    player = controller_of(state, card_id)
    return next(c for c, i in _tapping_abilities(state, player) if matches(state, card(state["cards"][c]["def"]).abilities[i].tap_cost, card_id, player, None))


@cache
def _grants_mana(definition_id: str) -> bool:
    return any(a.grants_mana for a in card(definition_id).static_abilities)


@cache
def _printed_mana_abilities(definition_id: str) -> list[tuple[int, str]]:
    printed = card(definition_id)
    found = [(-1, BASIC_LAND_MANA[s]) for s in printed.subtypes if s in BASIC_LAND_MANA and "land" in printed.types]
    found += [(i, a.adds) for i, a in enumerate(printed.abilities) if a.is_mana_ability and not a.tap_cost]
    return found


def mana_amount(state: dict, card_id: str, index: int) -> int:
    """How many mana the ability adds at once ("{T}: Add {C}{C}": 2; "X mana …, where X is
    Vivi Ornitier's power": its power now)."""
    if index < 0:
        return 1
    ability = card(state["cards"][card_id]["def"]).abilities[index]
    return max(0, power(state, card_id)) if ability.mana_amount_power else ability.mana_amount


def tapped_multiplier(state: dict, card_id: str, index: int) -> int:
    """"If you tap a permanent for mana, it produces three times as much of that mana instead"
    (Nyxbloom Ancient, a replacement effect, CR 106.12, 614.1a): only a mana ability with {T} in
    its cost (intrinsic and granted ones have it, CR 305.6), for each such permanent its
    controller controls (they multiply, the rulings); triggered mana abilities are untouched."""
    tripling = _tripling(state, controller_of(state, card_id))
    if not tripling or index == TAPPED_FOR or (index >= 0 and not card(state["cards"][card_id]["def"]).abilities[index].tap):
        return 1
    return 3**tripling


@memoized  # asked for each mana source of a menu, twice
def _tripling(state: dict, player: str) -> int:
    """How many of the player's permanents triple the mana their permanents are tapped for."""
    return sum(1 for c in permanents(state, player) if _triples_tapped_mana(state["cards"][c]["def"]) and not abilities_lost_at(state, c))


@cache
def _triples_tapped_mana(definition_id: str) -> bool:
    return any(a.triples_tapped_mana for a in card(definition_id).static_abilities)


def forget_cache() -> None:
    """After the card definitions were reloaded."""
    _printed_mana_abilities.cache_clear()
    _printed_tapping_abilities.cache_clear()
    _grants_mana.cache_clear()
    _triggers_on_mana.cache_clear()
    _black_mana_for_life.cache_clear()


def can_activate_mana(state: dict, card_id: str, index: int) -> bool:
    """Every mana ability here costs {T}: the permanent must be untapped and, if a creature, not
    summoning sick (CR 302.6); "Pay N life" only with that much life (CR 119.4); a mana cost
    ("{1}, {T}: Add one mana of any color") only with that mana in the pool, which the player's
    other mana abilities put there first (CR 602.2b, 601.2g–h). Tapping a permanent for another's
    ability (``TAPPED_FOR``) needs it untapped only: that cost isn't its {T}, so summoning sickness
    doesn't matter (CR 302.6), nor its own "can't be activated" (``_tapping_abilities``)."""
    if index == TAPPED_FOR:
        return not state["cards"][card_id].get("tapped")
    ability = card(state["cards"][card_id]["def"]).abilities[index] if index >= 0 else None
    taps = ability is None or ability.tap
    if (taps and (state["cards"][card_id].get("tapped") or summoning_sick(state, card_id))) or cant_activate(state, card_id):
        return False
    player = controller_of(state, card_id)
    if ability and not _may_activate_now(state, ability, player, card_id, index):
        return False
    if life_cost(state, card_id, index) > state["players"][player]["life"]:
        return False
    cost = mana_cost(state, card_id, index)
    return not cost or can_pay_from_pool(state, player, cost)  # most cost only {T}


def _may_activate_now(state: dict, ability, player: str, card_id: str, index: int) -> bool:
    """"Activate only during your turn and only once each turn" (CR 602.5b); an ability adding X
    mana where X is 0 adds nothing and isn't offered."""
    if ability.activate_during_your_turn and state["turn"]["active"] != player:
        return False
    if ability.once_each_turn and activated_this_turn(state, card_id, index):
        return False
    return mana_amount(state, card_id, index) > 0


def life_cost(state: dict, card_id: str, index: int) -> int:
    """The life a mana ability's cost pays ("{T}, Pay 1 life: Add one mana of any color")."""
    return card(state["cards"][card_id]["def"]).abilities[index].life_cost if index >= 0 else 0


def mana_cost(state: dict, card_id: str, index: int) -> Counter:
    """The mana a mana ability's cost pays, paid from the pool as it is activated (CR 605.3b): the
    cost text's remembered Counter, to be read only (asked for every land of every menu)."""
    return _parsed_cost(card(state["cards"][card_id]["def"]).abilities[index].cost if index >= 0 else "")


@memoized
def mana_sources(state: dict, player: str) -> list[tuple[str, int, str]]:
    """(permanent, ability index, kinds of mana) of every mana ability the player could activate
    now; those that sacrifice their permanent (a Treasure) last, so paying uses them last."""
    granting, tapping = grants_mana_abilities(state), _tapping_abilities(state, player)  # read once for all the player's permanents
    found = [
        (c, i, kinds)
        for c in permanents(state, player)
        for i, kinds in mana_abilities(state, c, granting, tapping)
        if kinds and can_activate_mana(state, c, i)
    ]
    return sorted(found, key=lambda source: removes_itself(state, source[0], source[1]))


def removes_itself(state: dict, card_id: str, index: int) -> bool:
    """Whether the mana ability's cost removes its permanent (CR 602.2b): "Sacrifice this" (a
    Treasure's) or "Exile this" (Ether's)."""
    if index < 0:
        return False
    ability = card(state["cards"][card_id]["def"]).abilities[index]
    return ability.sacrifice_self or ability.exile_self


def by_choice_only(state: dict, card_id: str, index: int) -> bool:
    """A mana ability with another effect (Ether's "when you next cast ...") or that costs life or
    mana (which only changes the mana's colour) is activated only when the player picks it, never by
    automatic payment."""
    if index < 0:
        return False
    ability = card(state["cards"][card_id]["def"]).abilities[index]
    return bool(ability.effects or ability.life_cost or ability.cost or ability.mana_amount_power)


def restriction(state: dict, card_id: str, index: int) -> str | None:
    """What the ability's mana may be spent on ("Spend this mana only to …", CR 106.6), or None."""
    return card(state["cards"][card_id]["def"]).abilities[index].spend_only if index >= 0 else None


def spendable_sources(state: dict, sources: list, spending: Spending | None) -> list:
    """The mana sources whose mana ``spending`` may use (CR 106.6)."""
    return [s for s in sources if allows(state, restriction(state, s[0], s[1]), spending)]


def mana_options(state: dict, player: str, sources: list, exclude: str | None = None) -> list[dict]:
    """One option per mana an ability can add (CR 605.3a): "mana:<card>:<index>", with ":<mana>"
    when the ability can add more than one kind (":UUR": a combination of X mana)."""
    options = []
    for card_id, index, kinds in sources:
        if card_id == exclude:
            continue
        label, life = card_label(state, card_id, player), life_cost(state, card_id, index)
        whose = t("mtg.option.tapped_for", source=card_label(state, tapping_source(state, card_id), player)) if index == TAPPED_FOR else ""
        paying = (t("mtg.option.paying_life", amount=life) if life else "") + (
            t("mtg.option.paying_mana", mana=card(state["cards"][card_id]["def"]).abilities[index].cost)
            if any(n > 0 for n in mana_cost(state, card_id, index).values()) else "")  # (no Counter made per land of every menu)
        for mana in _choices(state, card_id, index, kinds):
            options.append({"id": f"mana:{card_id}:{index}" + (f":{mana}" if len(kinds) > 1 else ""),
                            "label": t("mtg.option.tap_for_mana", card=label, mana=_mana_text(state, card_id, index, mana)) + paying + whose})  # fmt: skip
    return options


def _choices(state: dict, card_id: str, index: int, kinds: str) -> list[str]:
    """The kinds of mana the player may choose from; for "X mana in any combination of {U}
    and/or {R}" each combination ("UUR", …)."""
    if index < 0 or not card(state["cards"][card_id]["def"]).abilities[index].mana_amount_power or len(kinds) == 1:
        return list(kinds)
    times = tapped_multiplier(state, card_id, index)  # each mana of the combination, three times as much
    return ["".join(kind * times for kind in c) for c in combinations_with_replacement(kinds, mana_amount(state, card_id, index))]


def _mana_text(state: dict, card_id: str, index: int, mana: str) -> str:
    """What the option adds, with what triggered mana abilities add: "{C}{C}", "{U}{U}{R}"."""
    made = Counter(mana) if len(mana) > 1 else Counter({mana: mana_amount(state, card_id, index) * tapped_multiplier(state, card_id, index)})
    extra = triggered_mana(state, card_id, index, made)  # none in the usual case: no Counter sum (a count of 0 shows nothing either way)
    return "".join(mana_label(kind) * amount for kind, amount in (made + extra if extra else made).items())


def added_mana(state: dict, card_id: str, index: int, mana: str | None) -> Counter:
    """The mana an activation adds: ``mana`` (the chosen kind, or combination) once per mana the
    ability adds, the first kind it can add unless one was chosen (CR 106.1, 605.3b)."""
    kinds = dict(mana_abilities(state, card_id))[index]
    if mana and len(mana) > 1 and set(mana) <= set(kinds):  # a combination (already tripled, ``_choices``)
        return Counter(mana)
    return Counter({mana if mana and mana in kinds else kinds[0]: mana_amount(state, card_id, index) * tapped_multiplier(state, card_id, index)})


def mana_made(state: dict, card_id: str, index: int, mana: str | None) -> Counter:
    """The mana activating the ability adds (``added_mana``) and the mana the triggered mana
    abilities it triggers add then (CR 605.4a)."""
    added = added_mana(state, card_id, index, mana)
    return added + triggered_mana(state, card_id, index, added)


def triggered_mana(state: dict, card_id: str, index: int, added: Counter) -> Counter:
    """What "whenever you tap a land for {C}, add an additional {C}" (a triggered mana ability, CR
    605.1b) adds when the ability of ``card_id`` adds ``added``: only an ability with {T} in its
    cost taps it for mana (CR 106.12). Asked for every mana source as payments are planned: the
    player's permanents that print one are looked for first."""
    ability = card(state["cards"][card_id]["def"]).abilities[index] if index >= 0 else None
    watching = _mana_watchers(state, controller_of(state, card_id))
    if (ability and not ability.tap) or index == TAPPED_FOR or not watching:  # tapped for another's ability: not "for mana"
        return Counter()
    made: Counter = Counter()
    for step in [step for trigger in triggers.mana_triggers(state, card_id, added, watching) for step in trigger.effects]:
        made[next(iter(added)) if step.mana == "produced" else step.mana] += step.amount  # "a type that permanent produced"
    return made


@memoized
def _mana_watchers(state: dict, player: str) -> list[str]:
    """The player's permanents that print a triggered mana ability."""
    return [c for c in permanents(state, player) if _triggers_on_mana(state["cards"][c]["def"])]


@cache
def _triggers_on_mana(definition_id: str) -> bool:
    return any(a.trigger and a.trigger.event == "tapped_for_mana" for a in card(definition_id).abilities)


def parse_mana_option(option: str) -> tuple[str, int, str | None]:
    _, source, index, *mana = option.split(":")
    return source, int(index), mana[0] if mana else None


def pool(state: dict, player: str) -> dict:
    return state["players"][player]["pool"]


def add_mana(ctx: Ctx, player: str, mana: str, amount: int = 1) -> None:
    target = pool(ctx.state, player)
    target[mana] = target.get(mana, 0) + amount
    ctx.emit("mana_added", player=player, mana=mana, amount=amount)


def activate_mana_ability(ctx: Ctx, card_id: str, index: int, mana: str | None = None) -> None:
    """CR 605.3: activated and resolved at once: pay {T}, add the mana (the chosen kind, CR 106.1)."""
    state = ctx.state
    ability_definition = state["cards"][card_id]["def"]
    added = added_mana(state, card_id, index, mana)
    triggered = triggered_mana(state, card_id, index, added)  # the land as it was tapped, if its cost removes it
    player = controller_of(state, card_id)
    ability = card(state["cards"][card_id]["def"]).abilities[index] if index >= 0 else None
    source = tapping_source(state, card_id) if index == TAPPED_FOR else card_id  # whose ability it is
    artifact = is_type(state, source, "artifact")  # as it is activated, before a cost may sacrifice it
    if ability is None or ability.tap:
        state["cards"][card_id]["tapped"] = True
    if ability and ability.once_each_turn:  # CR 602.5b: counted per object
        state["cards"][card_id].setdefault("activated_turns", {})[str(index)] = state["turn"]["number"]
    ctx.emit("mana_ability_activated", card=source, definition=state["cards"][source]["def"], player=player, tapped=card_id)
    if ability and ability.life_cost:  # the rest of the cost (CR 119.4, 605.3b: still no stack)
        change_life(ctx, player, -ability.life_cost)
    if ability and ability.cost:  # its mana, from the pool (CR 602.2b, 601.2h)
        pay_from_pool(ctx, player, parse_cost(ability.cost))
    if ability and ability.exile_self:
        leave_battlefield(ctx, [card_id], "exile", "exiled")
    elif ability and ability.sacrifice_self:
        leave_battlefield(ctx, [card_id], "graveyard", "sacrificed")
    for kind, amount in added.items():
        add_mana(ctx, player, pool_key(kind, ability.spend_only if ability else None), amount)
    for kind, amount in triggered.items():  # at once, no stack (CR 605.4a)
        add_mana(ctx, player, kind, amount)
    triggers.ability_activated(ctx, player, artifact, [])
    for step in ability.effects if ability else ():  # its other effects, at once (605.3b): a delayed trigger
        from . import spell_copies  # here: copying spells needs paying for ward, which needs this module

        made_by = {"controller": player, "def": ability_definition, "source": card_id, "targets": []}
        if step.step == "add_counters":  # "Put a score counter on this artifact" (Strixhaven Stadium)
            total = put_counters(ctx, card_id, step.kind, step.amount)
            ctx.emit("counters_added", card=card_id, definition=state["cards"][card_id]["def"], kind=step.kind, amount=step.amount, total=total)
        elif step.step == "delayed_trigger":  # "when you next cast a creature spell this turn, …" (Yuna)
            delayed.create(ctx, made_by, step, [], None, [])
        else:
            spell_copies.wait_for_next_spell(ctx, made_by, card_id, step)


def empty_pools(ctx: Ctx) -> None:
    """CR 500.4: unspent mana empties from each player's pool at the end of each step and phase."""
    for player in ctx.state["seats"]:
        if ctx.state["players"][player]["pool"]:
            ctx.state["players"][player]["pool"] = {}
            ctx.emit("mana_emptied", player=player)


def _payable(available: Counter, cost: Counter) -> bool:
    left = Counter(available)
    for colour in COLOURED:
        if cost[colour] > left[colour]:
            return False
        left[colour] -= cost[colour]
    return sum(left.values()) >= cost["generic"]


def can_pay_from_pool(state: dict, player: str, cost: Counter, spending: Spending | None = None) -> bool:
    """``spending``: what the cost is paid for, which restricted mana may be spent on or not
    (CR 106.6); None: no restricted mana."""
    return _payable(usable_pool(state, pool(state, player), spending), cost)


def affordable(state: dict, player: str, cost: Counter, exclude: str | None = None, sources: list | None = None,
               spending: Spending | None = None) -> bool:  # fmt: skip
    """Whether the pool plus the mana abilities the player could activate pay ``cost``, with 2
    life for as many of its life-payable symbols as the player's life allows (``most_life_payments``);
    ``exclude``: a permanent that is tapped as part of the same cost (it cannot also make mana);
    ``sources``: the player's ``mana_sources`` when the caller has them already."""
    if cost.get(PHYREXIAN_B) or (cost.get("B") and pays_life_for_black(state, player)):  # (.get: no Counter.__missing__ call per menu card)
        cost = with_life(cost, most_life_payments(state, player, cost))
    return _matched(state, player, cost, exclude, sources, spending=spending) is not None


def most_life_payments(state: dict, player: str, cost: Counter) -> int:
    """How many symbols of ``cost`` the player may pay with 2 life each rather than with mana: its
    {B/P} (CR 107.4f) and, with K'rrik's "for each {B} in a cost, you may pay 2 life rather than pay
    that mana", its {B}; only as many as their life pays (CR 119.4: life only up to their total)."""
    payable = cost[PHYREXIAN_B] + (cost["B"] if cost["B"] and pays_life_for_black(state, player) else 0)
    return min(payable, max(0, state["players"][player]["life"]) // 2)


def with_life(cost: Counter, paid: int) -> Counter:
    """The mana ``cost`` asks for once ``paid`` of its life-payable symbols are paid with 2 life
    each: a {B/P} paid with mana is paid with {B} (CR 107.4f)."""
    mana = Counter(cost)
    mana["B"] += mana.pop(PHYREXIAN_B, 0) - paid
    return +mana


@memoized
def pays_life_for_black(state: dict, player: str) -> bool:
    """Whether a permanent of the player's says "for each {B} in a cost, you may pay 2 life rather
    than pay that mana" (K'rrik: every cost of theirs, the rulings)."""
    return any(_black_mana_for_life(state["cards"][c]["def"]) and abilities_lost_at(state, c) is None for c in permanents(state, player))


@cache
def _black_mana_for_life(definition_id: str) -> bool:
    return any(a.black_mana_for_life for a in card(definition_id).static_abilities)


def pay_automatically(ctx: Ctx, player: str, cost: Counter) -> dict:
    """Pay an ``affordable`` cost at once ("unless [they] pay", "you may pay" accepted): mana
    abilities as automatic payment picks them (CR 601.2g), and 2 life for as few of its life-payable
    symbols as that needs (CR 107.4f, 119.4). Returns the mana spent."""
    life = next(n for n in range(most_life_payments(ctx.state, player, cost) + 1) if _plan(ctx.state, player, with_life(cost, n)) is not None)
    mana = with_life(cost, life)
    for source, index, kind in _plan(ctx.state, player, mana):
        activate_mana_ability(ctx, source, index, kind)
    if life:
        change_life(ctx, player, -2 * life)
    return pay_from_pool(ctx, player, mana)


def pay_from_pool(ctx: Ctx, player: str, cost: Counter, spending: Spending | None = None) -> dict:
    """Spend mana for ``cost`` (coloured first, then generic from what is least needed: restricted
    mana, colourless, then the most plentiful colour). Returns the mana spent, which the caller
    records."""
    spent = _spend(ctx.state, pool(ctx.state, player), cost, spending)
    ctx.emit("mana_spent", player=player, mana=spent)
    return spent


def _spend(state: dict, current: dict, cost: Counter, spending: Spending | None) -> dict:
    """Take ``cost`` out of the pool ``current`` (changed in place), restricted mana that
    ``spending`` allows first (CR 106.6); returns the mana spent by kind."""
    spent: Counter = Counter()
    for colour in COLOURED:
        for _ in range(cost[colour]):
            key = (spend_order(state, current, colour, spending) or [colour])[0]
            current[key] = current.get(key, 0) - 1
            spent[colour] += 1
    for _ in range(cost["generic"]):
        usable = spend_order(state, current, None, spending)
        restricted = [k for k in usable if split_key(k)[1]]
        key = (restricted or (["C"] if current.get("C", 0) > 0 else []) or [max(usable, key=lambda m: (current[m], m))])[0]
        current[key] -= 1
        spent[split_key(key)[0]] += 1
    for mana in [m for m, n in current.items() if n <= 0]:
        del current[mana]
    return dict(+spent)


def auto_sources(state: dict, player: str, cost: Counter, exclude: str | None = None,
                 sources: list | None = None, spending: Spending | None = None) -> list[tuple[str, int, str]] | None:  # fmt: skip
    """Mana abilities to activate, with the mana each adds, so that the pool pays ``cost`` (None
    if impossible); ``sources``: only these may be used."""
    return _plan(state, player, cost, exclude, sources, spending=spending)


def payable_after(state: dict, player: str, cost: Counter, added: Counter, sources: list, used: str,
                  paying: Counter | None = None, spending: Spending | None = None) -> bool:  # fmt: skip
    """Whether ``cost`` could still be paid after the pool paid ``paying`` (the mana ability's own
    mana cost) and the mana ``added`` is added to it, with only ``sources`` left to activate
    but those of ``used``, the permanent that made it."""
    after = dict(pool(state, player))
    _spend(state, after, paying or Counter(), None)
    have = usable_pool(state, after, spending) + added
    return _matched(state, player, cost, used, sources, have, spending) is not None


def _plan(state: dict, player: str, cost: Counter, exclude: str | None = None, sources: list | None = None,
          have: Counter | None = None, spending: Spending | None = None):  # fmt: skip
    """The pool pays what it can; each coloured symbol still owed is matched to a source that
    can make that colour (augmenting paths, so a dual land is used where it is needed), in
    battlefield order; generic symbols then take the sources left, keeping the colours the
    player has most of; ``have``: the pool to start from (the player's by default). A source
    that adds several mana at once ({C}{C}) counts once per mana and is activated once (what it
    makes beyond the cost stays in the pool). Only mana ``spending`` may spend counts (CR
    106.6). Returns [(permanent, index, mana)] or None."""
    matched = _matched(state, player, cost, exclude, sources, have, spending)
    if matched is None:
        return None
    sources, owed, making, generic = matched
    rest = [s for position, s in enumerate(sources) if position not in making]
    by_colour = Counter(s[2][0] for s in rest)
    rest.sort(key=lambda s: (removes_itself(state, s[0], s[1]), -by_colour[s[2][0]], s[0]))
    chosen = [(c, i, owed[making[position]]) for position, (c, i, _) in enumerate(sources) if position in making]
    chosen += [(c, i, kinds[0]) for c, i, kinds in rest[:generic]]
    chosen = [(c, _ability_adding(state, c, i, mana), mana) for c, i, mana in chosen]
    return [use for position, use in enumerate(chosen) if use[:2] not in [u[:2] for u in chosen[:position]]]


def _matched(state: dict, player: str, cost: Counter, exclude: str | None, sources: list | None,
             have: Counter | None = None, spending: Spending | None = None):  # fmt: skip
    """``_plan``'s matching, all that whether the cost can be paid needs (asked for every card of
    a priority menu): (payment units, coloured symbols owed, unit position -> symbol, generic
    mana owed), or None when the units can't pay."""
    # plain dicts: a Counter's missing keys cost a call each, and this runs for every card of a menu
    have = dict(usable_pool(state, pool(state, player), spending) if have is None else have)
    need = {colour: cost.get(colour, 0) for colour in COLOURED}
    for colour in COLOURED:
        used = min(have.get(colour, 0), need[colour])
        need[colour] -= used
        have[colour] = have.get(colour, 0) - used
    need["generic"] = max(0, cost.get("generic", 0) - sum(have.values()))
    sources = [unit for unit in _payment_units(state, player, None if sources is None else tuple(sources), spending) if unit[0] != exclude]
    owed = [colour for colour in COLOURED for _ in range(need[colour])]
    if len(owed) + need["generic"] > len(sources):  # each unit pays one symbol at most
        return None
    making: dict[int, int] = {}  # source position -> position in owed

    def match(unit: int, seen: set) -> bool:
        for position, (_, _, kinds) in enumerate(sources):
            if owed[unit] in kinds and position not in seen:
                seen.add(position)
                if position not in making or match(making[position], seen):
                    making[position] = unit
                    return True
        return False

    if not all(match(unit, set()) for unit in range(len(owed))) or len(sources) - len(making) < need["generic"]:
        return None
    return sources, owed, making, need["generic"]


@memoized
def _payment_units(state: dict, player: str, sources: tuple | None, spending: Spending | None) -> list:
    """The sources automatic payment may activate (the player's ``mana_sources`` when None), one
    entry per mana each makes (asked for every card of a priority menu and every mana ability a
    payment offers: remembered there). Leaving a permanent out leaves out its entries only."""
    usable = [s for s in spendable_sources(state, mana_sources(state, player) if sources is None else sources, spending)
              if not by_choice_only(state, s[0], s[1])]  # fmt: skip
    # ``_plan`` matches colours to the first sources: Urza's {U} taps an artifact that makes no mana
    # of its own before one that does (a Treasure, whose entry for Urza comes before its own in
    # ``mana_sources``, is then tapped rather than sacrificed); removing ones stay last
    merged = _one_per_permanent(state, usable)
    tapped_for = {c for c, i, _ in usable if i == TAPPED_FOR}
    if tapped_for:  # (rare)
        own, removing = {c for c, i, _ in usable if i != TAPPED_FOR}, {c for c, i, _ in usable if removes_itself(state, c, i)}
        merged.sort(key=lambda s: (s[0] in removing, s[0] in tapped_for and s[0] in own))
    return [s for s in merged for _ in range(_units(state, *s))]


@memoized  # the same for every spell of a menu, whose payment units differ by what the mana may be spent on
def _units(state: dict, card_id: str, index: int, kinds: str) -> int:
    """How many mana activating the ability makes for a payment: with only one kind to make, what
    triggered mana abilities add of that kind too ("add an additional {C}", CR 605.1b)."""
    amount = mana_amount(state, card_id, index) * tapped_multiplier(state, card_id, index)
    return amount + triggered_mana(state, card_id, index, Counter({kinds: amount}))[kinds] if len(kinds) == 1 else amount


def _one_per_permanent(state: dict, sources: list) -> list:
    """Every mana ability here costs {T}: a permanent with several (a Forest given "{T}: Add one
    mana of any color") makes one of their kinds, once; abilities adding several mana at once
    are kept apart from the others (the first one stays)."""
    merged: dict[str, tuple] = {}
    for card_id, index, kinds in sources:
        first = merged.get(card_id)
        if first is None:
            merged[card_id] = (card_id, index, kinds)
        elif mana_amount(state, card_id, index) == 1 == mana_amount(state, card_id, first[1]):
            merged[card_id] = (card_id, first[1], first[2] + "".join(k for k in kinds if k not in first[2]))
    return list(merged.values())


def _ability_adding(state: dict, card_id: str, index: int, mana: str) -> int:
    """The permanent's mana ability that adds ``mana`` (``index`` when it does)."""
    kinds = dict(mana_abilities(state, card_id))
    if mana in kinds.get(index, ""):
        return index
    return next(i for i, adds in kinds.items() if mana in adds and not by_choice_only(state, card_id, i))


def mana_label(mana: str) -> str:
    return "{" + mana + "}"


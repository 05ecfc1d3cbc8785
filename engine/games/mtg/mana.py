"""Mana (CR 106) and mana abilities (CR 605).

A player's mana pool is ``players[p]["pool"]``: mana symbol -> amount, only non-zero entries.
It empties at the end of each step and phase (CR 500.4). Mana abilities don't use the stack
(CR 605.3b); in this slice they are "{T}: Add [one mana]" of lands (intrinsic for basic land
types, CR 305.6) and of creatures (which summoning sickness stops, CR 302.6).

Paying a cost (CR 601.2h): coloured symbols need their colour, generic symbols any mana
(CR 107.4b). Each mana source here makes one fixed kind of mana, so whether a cost can be paid
from the pool plus the untapped sources is a count per colour, which ``affordable`` checks exactly.
"""

from __future__ import annotations

from collections import Counter
from functools import cache

from engine.core.context import Ctx

from .cards import BASIC_LAND_MANA, MANA_SYMBOL, card
from .objects import summoning_sick
from .zones import controller_of, permanents

COLOURED = ("W", "U", "B", "R", "G", "C")


def parse_cost(text: str) -> Counter:
    """"{2}{G}{G}" -> Counter({"generic": 2, "G": 2})."""
    cost: Counter = Counter()
    for symbol in MANA_SYMBOL.findall(text):
        if symbol.isdigit():
            cost["generic"] += int(symbol)
        else:
            cost[symbol] += 1
    return cost


def mana_abilities(state: dict, card_id: str) -> list[tuple[int, str]]:
    """(ability index, mana) of a permanent's mana abilities; index -1 is the intrinsic ability
    of a basic land type (CR 305.6)."""
    return _printed_mana_abilities(state["cards"][card_id]["def"])


@cache
def _printed_mana_abilities(definition_id: str) -> list[tuple[int, str]]:
    printed = card(definition_id)
    found = [(-1, BASIC_LAND_MANA[s]) for s in printed.subtypes if s in BASIC_LAND_MANA and "land" in printed.types]
    found += [(i, a.adds) for i, a in enumerate(printed.abilities) if a.is_mana_ability]
    return found


def forget_cache() -> None:
    """After the card definitions were reloaded."""
    _printed_mana_abilities.cache_clear()


def can_activate_mana(state: dict, card_id: str, index: int) -> bool:
    """Every mana ability here costs {T}: the permanent must be untapped and, if a creature, not
    summoning sick (CR 302.6)."""
    return not state["cards"][card_id].get("tapped") and not summoning_sick(state, card_id)


def mana_sources(state: dict, player: str) -> list[tuple[str, int, str]]:
    """(permanent, ability index, mana) of every mana ability the player could activate now."""
    return [
        (c, i, mana)
        for c in permanents(state, player)
        for i, mana in mana_abilities(state, c)
        if can_activate_mana(state, c, i)
    ]


def pool(state: dict, player: str) -> dict:
    return state["players"][player]["pool"]


def add_mana(ctx: Ctx, player: str, mana: str, amount: int = 1) -> None:
    target = pool(ctx.state, player)
    target[mana] = target.get(mana, 0) + amount
    ctx.emit("mana_added", player=player, mana=mana, amount=amount)


def activate_mana_ability(ctx: Ctx, card_id: str, index: int) -> None:
    """CR 605.3: activated and resolved at once: pay {T}, add the mana."""
    state = ctx.state
    mana = dict((i, m) for i, m in mana_abilities(state, card_id))[index]
    state["cards"][card_id]["tapped"] = True
    ctx.emit("mana_ability_activated", card=card_id, definition=state["cards"][card_id]["def"],
             player=controller_of(state, card_id))  # fmt: skip
    add_mana(ctx, controller_of(state, card_id), mana)


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


def can_pay_from_pool(state: dict, player: str, cost: Counter) -> bool:
    return _payable(Counter(pool(state, player)), cost)


def affordable(state: dict, player: str, cost: Counter, exclude: str | None = None, sources: list | None = None) -> bool:
    """Whether the pool plus the mana abilities the player could activate pay ``cost``;
    ``exclude``: a permanent that is tapped as part of the same cost (it cannot also make mana);
    ``sources``: the player's ``mana_sources`` when the caller has them already."""
    available = Counter(pool(state, player))
    for source, _, mana in mana_sources(state, player) if sources is None else sources:
        if source != exclude:
            available[mana] += 1
    return _payable(available, cost)


def pay_from_pool(ctx: Ctx, player: str, cost: Counter) -> dict:
    """Spend mana for ``cost`` (coloured first, then generic from what is least needed: colourless,
    then the most plentiful colour). Returns the mana spent, which the caller records."""
    current = pool(ctx.state, player)
    spent: Counter = Counter()
    for colour in COLOURED:
        spent[colour] += cost[colour]
        current[colour] = current.get(colour, 0) - cost[colour]
    for _ in range(cost["generic"]):
        choice = "C" if current.get("C", 0) > 0 else max((m for m in current if current[m] > 0), key=lambda m: (current[m], m))
        current[choice] -= 1
        spent[choice] += 1
    for mana in [m for m, n in current.items() if n <= 0]:
        del current[mana]
    ctx.emit("mana_spent", player=player, mana=dict(+spent))
    return dict(+spent)


def auto_sources(state: dict, player: str, cost: Counter, exclude: str | None = None) -> list[tuple[str, int]] | None:
    """Mana abilities to activate so that the pool pays ``cost`` (None if impossible): coloured
    needs first, from the sources of that colour; generic from the remaining sources, keeping the
    colours the player has most of."""
    need = Counter(cost)
    have = Counter(pool(state, player))
    for colour in COLOURED:
        used = min(have[colour], need[colour])
        need[colour] -= used
        have[colour] -= used
    need["generic"] = max(0, need["generic"] - sum(have.values()))
    sources = [s for s in mana_sources(state, player) if s[0] != exclude]
    chosen = []
    for colour in COLOURED:
        for source in [s for s in sources if s[2] == colour][: need[colour]]:
            chosen.append(source)
            sources.remove(source)
        if sum(1 for s in chosen if s[2] == colour) < need[colour]:
            return None
    if len(sources) < need["generic"]:
        return None
    by_colour = Counter(s[2] for s in sources)
    sources.sort(key=lambda s: (-by_colour[s[2]], s[0]))
    chosen += sources[: need["generic"]]
    return [(c, i) for c, i, _ in chosen]


def mana_label(mana: str) -> str:
    return "{" + mana + "}"


"""Static abilities of cards in play (7.6.2): they apply while their condition holds, to every
matching card including newcomers, and stop the moment their source leaves play (7.6.4)."""

from functools import cache

from engine.core.context import counter_of

from . import memo
from .abilities import Ability, Filter, Per, Static
from .cardinfo import printed_and_effect_keywords
from .cards import card_db
from .conditions import holds
from .filters import matches
from .granted import grant_key
from .teams import opponents
from .zones import all_in_play, ink_cards, zone


def count_per(state: dict, per: Per, controller: str, source: str | None, card: str | None = None) -> int:
    """"For each": how many cards `per` counts for the controller now; for damage, the counters
    on the source or on `card`, the card the step affects."""
    if per.zone == "damage":
        on = source if per.on == "self" else card
        return counter_of(state["cards"][on], "damage") if on in state["cards"] else 0
    if per.zone == "discard":
        pile = state["zones"][zone(controller, "discard")]["cards"]
        return sum(1 for c in pile if matches(state, c, per.filter, controller, source))
    if per.zone == "inkwell":
        return len(ink_cards(state, controller))
    if per.zone == "hand":
        return len(state["zones"][zone(controller, "hand")]["cards"])
    if per.zone == "opponents_hand":
        return sum(len(state["zones"][zone(p, "hand")]["cards"]) for p in opponents(state, controller))
    return sum(1 for c in all_in_play(state) if matches(state, c, per.filter, controller, source))


SINGS_AS_EXTRA = "sings_as_extra"  # a modifier read like a stat: what a character counts as more to sing


def modifier_of(state: dict, static: Static, controller: str, source: str) -> dict:
    if static.stat is not None:
        amount = static.amount * (count_per(state, static.per, controller, source) if static.per else 1)
        return {"stat": static.stat, "op": "add", "value": amount}
    if static.sings_as_extra:
        return {"stat": SINGS_AS_EXTRA, "op": "add", "value": static.sings_as_extra}
    if static.loses_keyword is not None:
        return {"loses_keyword": static.loses_keyword}
    if static.grants is not None:  # "获得'…'": the ability itself (granted.py)
        return {"ability": grant_key(static.grants)}
    if static.keyword is not None:  # "每有一个地点，…便获得<抵抗> +1": a "+N" keyword counted (10.1.1)
        value = static.value * count_per(state, static.per, controller, source) if static.per and static.value else static.value
        return {"keyword": static.keyword, "value": value}
    return {"flag": static.flag, "max_cost": static.max_cost}


@cache
def static_abilities(definition_id: str) -> tuple[Ability, ...]:
    return tuple(a for a in card_db()[definition_id].abilities if a.kind == "static" and a.static is not None)


@cache
def definitions_with_statics() -> frozenset[str]:
    return frozenset(card_id for card_id in card_db() if static_abilities(card_id))


def statics_in_play(state: dict) -> list[tuple[str, str, Ability]]:
    """(source, controller, ability) of every static ability of a card in play, players in seat
    order. Most cards have none, so this is a quick set lookup per card in play. Inside
    `memo.unchanging` they are found once per block, or taken over from an earlier block while
    the cards in play are the same (`memo.kept_while_in_play`); outside, always found afresh."""
    remembered = memo.current
    if remembered is None or remembered.state is not state:
        return _statics_in_play(state)
    found = remembered.statics
    if found is None:
        kept = memo.kept_while_in_play(state)
        found = kept.get("statics")
        if found is None:
            found = kept["statics"] = _statics_in_play(state)
        remembered.statics = found
    return found


def statics_not_reading_strength(state: dict) -> list[tuple[str, str, Ability]]:
    """The statics in play that strength may depend on: all but those reading strength, which
    change only lore or willpower (abilities.Static)."""
    return [found for found in statics_in_play(state) if not found[2].reads_strength]


@cache
def statics_by_definition() -> dict[str, tuple[Ability, ...]]:
    """The static abilities of each definition that has any: one lookup per card in play."""
    return {card_id: static_abilities(card_id) for card_id in definitions_with_statics()}


def forget_statics() -> None:
    """After the card list changed (a reload, made-up cards in tests): the lookups above are cached over it."""
    static_abilities.cache_clear()
    definitions_with_statics.cache_clear()
    statics_by_definition.cache_clear()
    memo.forget_kept()


def _statics_in_play(state: dict) -> list[tuple[str, str, Ability]]:
    statics_of = statics_by_definition()
    cards, zones = state["cards"], state["zones"]
    found = []
    for player in state["seats"]:
        for source in zones[f"{player}.play"]["cards"]:
            abilities = statics_of.get(cards[source]["def"])
            if abilities is not None:
                found.extend((source, player, ability) for ability in abilities)
    return found


def static_modifiers(
    state: dict, card_id: str, sources: list[tuple[str, str, Ability]] | None = None, keyword_filters: bool = True
) -> list[tuple[int, dict]]:
    """(timestamp, modifier) of every static ability in play that applies to ``card_id``.

    A static whose own filter asks for a keyword ("对手具灵活的角色获得鲁莽") sees keywords from
    every other static ability, but not from statics that also filter on keywords
    (``keyword_filters`` False): one layer, so no static can feed on itself.
    """
    found = []
    for source, controller, ability in statics_in_play(state) if sources is None else sources:
        static = ability.static
        if static.to is None:
            if source != card_id:
                continue
        elif static.to.keyword is not None:
            if not keyword_filters or not _matches_with_static_keywords(state, card_id, static.to, controller, source):
                continue
        elif not matches(state, card_id, static.to, controller, source):
            continue
        applied = _applied_now(state, source, controller, ability)
        if applied is not None:
            found.append(applied)
    return found


def static_applies_now(state: dict, source: str, controller: str, ability: Ability) -> bool:
    """Whether the static ability's condition holds now, so it gives its modifier to the cards it
    applies to (a static whose condition does not hold changes nothing, 7.8.1.1)."""
    return _applied_now(state, source, controller, ability) is not None


def _applied_now(state: dict, source: str, controller: str, ability: Ability) -> tuple[int, dict] | None:
    key = ("static_applied", source, id(ability))
    return memo.remembered(state, key, _applied, state, ability, controller, source)


def _applied(state: dict, ability: Ability, controller: str, source: str) -> tuple[int, dict] | None:
    """(timestamp, modifier) of a static ability whose condition holds now, else None. It is the
    same for every card the ability applies to, so inside `memo.unchanging` it is worked out once
    rather than once per card (a "for each" amount counts every card in play)."""
    if not holds(state, ability.condition, controller, source):
        return None
    return state["cards"][source]["ts"], modifier_of(state, ability.static, controller, source)


def _matches_with_static_keywords(state: dict, card_id: str, flt: Filter, controller: str, source: str) -> bool:
    if not matches(state, card_id, flt.without_keyword, controller, source):
        return False
    sources = statics_not_reading_strength(state)  # those grant no keyword, and would ask for strength
    mods = [m for _, m in static_modifiers(state, card_id, sources, keyword_filters=False)]
    if any(m.get("loses_keyword") == flt.keyword for m in mods):  # lost for good (1.2.2)
        return False
    return any(m.get("keyword") == flt.keyword for m in mods) or flt.keyword in printed_and_effect_keywords(state, card_id)

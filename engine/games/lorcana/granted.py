"""Abilities one card gives another: "你具鲁莽的角色获得'⟳～获得 1 点奇谈。'" (a static ability,
7.6.1, on while its source is in play, 7.6.4) or "所选的角色本回合获得'当这个角色在挑战中被驱逐时，…'"
(an effect, locked to the cards it affected on resolution, 7.6.3).

A granted ability is the receiving card's own while it has it: it triggers on that card's events
(a leave-play trigger looks back at what the card had, 8.4.4) and that card's player activates it.
Modifiers carry it as `{"ability": key}` (`stats.granted_abilities` reads them); frames and bag items refer to an ability by its index in
the card's own list or, for a granted one, by this key ("rotf-143/0": the granting card and the
grant's place in it).
"""

from functools import cache

from .abilities import Ability, GainAbility
from .cards import card_db


@cache
def _registry() -> tuple[dict[str, Ability], dict[int, str]]:
    """(ability by key, key by the granted Ability object's id) for every grant in the card files."""
    by_key: dict[str, Ability] = {}
    key_of: dict[int, str] = {}
    for card in card_db().values():
        found = [a.static.grants for a in card.abilities if a.static is not None and a.static.grants is not None]
        for steps in (card.effects, *(a.effects for a in card.abilities)):
            found.extend(step.ability for step in steps if isinstance(step, GainAbility))
        for index, ability in enumerate(found):
            key = f"{card.id}/{index}"
            by_key[key] = ability
            key_of[id(ability)] = key
    return by_key, key_of


@cache
def granted_trigger_events() -> frozenset[str]:
    """The events some granted triggered ability waits for: on any other event a card's triggers
    are its printed ones, whatever it has been given (the bag skips looking up granted abilities)."""
    return frozenset(a.trigger.event for a in _registry()[0].values() if a.kind == "triggered")


def forget_grants() -> None:
    """After the card files are reloaded: grants are looked up afresh."""
    _registry.cache_clear()
    granted_trigger_events.cache_clear()


def _current(part: int, key):
    """Look up in the registry, built again once if the key is new (card files were reloaded or a
    card added since it was built)."""
    found = _registry()[part].get(key)
    if found is None:
        _registry.cache_clear()
        found = _registry()[part][key]
    return found


def grant_key(ability: Ability) -> str:
    return _current(1, id(ability))


def ability_at(definition_id: str, ref: int | str) -> Ability:
    """A card's own ability by index, or a granted one by key."""
    if isinstance(ref, str):
        return _current(0, ref)
    return card_db()[definition_id].abilities[ref]


def ability_ref(text: str) -> int | str:
    """The reference in an option id or bag item ("2", "rotf-143/0")."""
    return int(text) if text.isdigit() else text

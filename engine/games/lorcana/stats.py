"""Current characteristics of cards: printed values plus modifiers in timestamp order (7.8.1.1).

Modifiers come from continuous effects in the state (engine.core.effects, see cardinfo.py) and
from static abilities of cards in play (statics.py). Values may go negative; callers clamp where
the rules say (strength in a challenge 4.3.6.13, lore 7.8.3).

A card's modifiers, keywords and flags are worked out together (`_traits`) and, inside
`memo.unchanging`, once per card. Most cards have no modifier at all: their keywords are then
the printed ones, kept on the definition.
"""

from engine.core.effects import apply_stat

from . import memo
from .abilities import Ability
from .cardinfo import definition, effect_modifiers
from .cards import add_keywords
from .granted import ability_at
from .statics import SINGS_AS_EXTRA, static_modifiers, statics_in_play, statics_not_reading_strength

NO_FLAGS: frozenset[str] = frozenset()


def _traits(state: dict, card_id: str) -> tuple[list[dict], dict[str, int | None], frozenset[str]]:
    """(modifiers, keywords, flag names) of a card now."""
    remembered = memo.current
    if remembered is None or remembered.state is not state:
        return _compute_traits(state, card_id)
    found = remembered.traits.get(card_id)
    if found is None:
        found = remembered.traits[card_id] = _compute_traits(state, card_id)
    return found


def _compute_traits(state: dict, card_id: str) -> tuple[list[dict], dict[str, int | None], frozenset[str]]:
    printed = definition(state, card_id).printed_keywords
    sources = statics_in_play(state)
    if not sources and not state["effects"]:
        return [], printed, NO_FLAGS
    pairs = effect_modifiers(state, card_id) + static_modifiers(state, card_id, sources)
    if not pairs:
        return [], printed, NO_FLAGS
    pairs.sort(key=lambda pair: pair[0])
    mods = [modifier for _, modifier in pairs]
    return mods, _with_granted(printed, mods), frozenset(m["flag"] for m in mods if "flag" in m)


def _with_granted(printed: dict[str, int | None], mods: list[dict]) -> dict[str, int | None]:
    granted = [(m["keyword"], m.get("value")) for m in mods if "keyword" in m]
    found = add_keywords(dict(printed), granted) if granted else printed
    lost = {m["loses_keyword"] for m in mods if "loses_keyword" in m}  # whatever the timestamps (1.2.2)
    return {k: v for k, v in found.items() if k not in lost} if lost else found


def _grantable(state: dict) -> tuple[frozenset[str], frozenset[str], frozenset[str], bool] | None:
    """Inside `memo.unchanging`: (keywords, flags, stats) that some effect or static ability now
    could give or change, whatever the card, and whether one gives an ability (granted.py). What
    no source names is the printed value on every card, so the menu reads it without working out
    any card's modifiers. Outside: None."""
    remembered = memo.current
    if remembered is None or remembered.state is not state:
        return None
    found = remembered.grantable
    if found is None:
        found = remembered.grantable = _kept_grantable(state)
    return found


def _kept_grantable(state: dict) -> tuple[frozenset[str], frozenset[str], frozenset[str], bool]:
    """Taken over from an earlier block while the cards in play (`memo.kept_while_in_play`) and
    the stored effects are the same: nothing else is read. An effect's modifier is never changed
    in place, so comparing the effects (the same objects, or equal ones) is enough."""
    kept, effects = memo.kept_while_in_play(state), tuple(state["effects"])
    found = kept.get("grantable")
    if found is not None and found[0] == effects:
        return found[1]
    grantable = _compute_grantable(state)
    kept["grantable"] = effects, grantable
    return grantable


NOTHING_GRANTABLE = (frozenset(), frozenset(), frozenset(), False)  # no static ability, no effect


def _compute_grantable(state: dict) -> tuple[frozenset[str], frozenset[str], frozenset[str], bool]:
    statics = statics_in_play(state)
    if not statics and not state["effects"]:
        return NOTHING_GRANTABLE
    keywords, flags, stats, grants = set(), set(), set(), False
    for _, _, ability in statics:
        static = ability.static
        keywords.update((static.keyword, static.loses_keyword))
        flags.add(static.flag)
        stats.add(SINGS_AS_EXTRA if static.sings_as_extra else static.stat)
        grants = grants or static.grants is not None
    for effect in state["effects"]:
        modifier = effect["modifier"]
        keywords.add(modifier.get("keyword"))
        keywords.add(modifier.get("loses_keyword"))  # "失去<鲁莽>": the printed keywords are not the answer then
        flags.add(modifier.get("flag"))
        stats.add(modifier.get("stat"))
        grants = grants or "ability" in modifier
    return frozenset(keywords), frozenset(flags), frozenset(stats), grants


def printed_only(state: dict, keywords: frozenset[str], flags: frozenset[str]) -> bool:
    """Inside `memo.unchanging`, whether no effect or static ability now could give or take any
    of these keywords or flags, whatever the card: then every card has its printed ones (and no
    flag). Outside: False."""
    grantable = _grantable(state)
    return grantable is not None and grantable[0].isdisjoint(keywords) and grantable[1].isdisjoint(flags)


def modifiers(state: dict, card_id: str) -> list[dict]:
    return _traits(state, card_id)[0]


def stat(state: dict, card_id: str, name: str, mods: list[dict] | None = None) -> int:
    """The current value; pass ``mods`` (from ``modifiers``) to read several stats of a card at once."""
    base = getattr(definition(state, card_id), name) or 0
    given = mods
    if mods is None:
        grantable = _grantable(state)
        mods = [] if grantable is not None and name not in grantable[2] else modifiers(state, card_id)
    if any("while_challenging" in m for m in mods):
        mods = [m for m in mods if "while_challenging" not in m or _challenging(state, card_id, m["while_challenging"])]
    value = apply_stat(base, name, mods)
    if name == "strength":
        challenge = state["data"].get("challenge")
        if challenge and challenge["attacker"] == card_id:
            value += keywords(state, card_id, given).get("challenger") or 0  # 10.3.1, from challenge step 6
    return value


def _challenging(state: dict, card_id: str, kind: str) -> bool:
    """The card is the challenger now, and the challenged card is of this type (4.3.6)."""
    challenge = state["data"].get("challenge")
    return bool(challenge) and challenge["attacker"] == card_id and challenge["defender"] in state["cards"] and (
        definition(state, challenge["defender"]).type == kind)


def strength_read_by_abilities(state: dict, card_id: str) -> int:
    """The current strength, for filters and conditions ("¤ 等于或大于 N"). Static abilities that
    read strength can change only lore or willpower (abilities.Static), so leaving them out gives
    the same value (7.8.1.1) without asking them about the strength they are reading."""
    return memo.remembered(state, ("strength_read", card_id), _strength_without_readers, state, card_id)


def _strength_without_readers(state: dict, card_id: str) -> int:
    grantable = _grantable(state)
    if grantable is not None and "strength" not in grantable[2] and "challenger" not in grantable[0]:
        return stat(state, card_id, "strength", [])
    pairs = effect_modifiers(state, card_id) + static_modifiers(state, card_id, statics_not_reading_strength(state))
    pairs.sort(key=lambda pair: pair[0])
    return stat(state, card_id, "strength", [modifier for _, modifier in pairs])


def keywords(state: dict, card_id: str, mods: list[dict] | None = None) -> dict[str, int | None]:
    """Every keyword the card has now (do not change the result: it may be shared)."""
    if mods is None:
        return _traits(state, card_id)[1]
    return _with_granted(definition(state, card_id).printed_keywords, mods)


def has_keyword(state: dict, card_id: str, keyword: str) -> bool:
    grantable = _grantable(state)
    if grantable is not None and keyword not in grantable[0]:
        return keyword in definition(state, card_id).printed_keywords
    return keyword in _traits(state, card_id)[1]


def keyword_value(state: dict, card_id: str, keyword: str) -> int:
    grantable = _grantable(state)
    if grantable is not None and keyword not in grantable[0]:
        return definition(state, card_id).printed_keywords.get(keyword) or 0
    return _traits(state, card_id)[1].get(keyword) or 0


def anything_grants(state: dict) -> bool:
    """Most of the time nothing gives abilities: then no card's modifiers need working out."""
    grantable = _grantable(state)
    return _compute_anything_grants(state) if grantable is None else grantable[3]


def _compute_anything_grants(state: dict) -> bool:
    return any(ability.static.grants is not None for _, _, ability in statics_in_play(state)) or any(
        "ability" in effect["modifier"] for effect in state["effects"]
    )


def granted_abilities(state: dict, card_id: str) -> list[tuple[str, Ability]]:
    """(key, ability) of every ability the card has been given and has now (granted.py)."""
    if not anything_grants(state):
        return []
    return [(m["ability"], ability_at("", m["ability"])) for m in modifiers(state, card_id) if "ability" in m]


def flags(state: dict, card_id: str) -> list[dict]:
    return [modifier for modifier in modifiers(state, card_id) if "flag" in modifier]


def flag_may_apply(state: dict, flag: str) -> bool:
    """False inside `memo.unchanging` while no effect or static ability in play names the flag
    (then no card and no player has it); True otherwise, and always outside."""
    grantable = _grantable(state)
    return grantable is None or flag in grantable[1]


def has_flag(state: dict, card_id: str, flag: str) -> bool:
    grantable = _grantable(state)
    if grantable is not None and flag not in grantable[1]:
        return False
    return flag in _traits(state, card_id)[2]


def sings_as_cost(state: dict, card_id: str) -> int:
    """The cost a character counts as to sing a song, alone or together (6.3.3.3, 10.10): its
    cost plus any "视作费用 +N 来演唱歌曲"."""
    grantable = _grantable(state)
    mods = [] if grantable is not None and SINGS_AS_EXTRA not in grantable[2] else modifiers(state, card_id)
    return definition(state, card_id).cost + apply_stat(0, SINGS_AS_EXTRA, mods)

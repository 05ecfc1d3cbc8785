"""Characteristics of objects as the game sees them now (CR 109, 613).

Printed values come from the card definition; continuous effects apply on top in layer order
(CR 613.1): ability-adding effects in layer 6 (keywords granted "until end of turn" or by the
permanent's own static abilities), then power and toughness in layer 7 (CR 613.4): 7a
characteristic-defining abilities ("its power is equal to ...", which work in every zone, CR
604.3), 7b effects that set the base power and toughness, in timestamp order so the latest wins
(CR 613.7), 7c modifications from effects, counters and static abilities (CR 613.4c; additions
commute, so their order within 7c doesn't matter). No card of the pool switches power and
toughness (7d). Static abilities of a permanent apply while it is on the battlefield (CR 604.2);
their counts and conditions are read continuously (CR 611.3a). Nothing here is stored: it is
derived on demand.
"""

from __future__ import annotations

from operator import itemgetter

from engine.core.effects import effect_applies

from .abilities import KEYWORD_COUNTERS, Ability, Condition, Count, Filter, PowerOf
from .cards import LAND_TYPES, CardDef, card, front_id
from .command_zone import is_commander
from .extra_phases import first_this_turn
from .memo import memoized, memoized_by_identity
from .zones import BATTLEFIELD, STACK, controller_of, graveyard, hand, permanents

LIFE_GAINED, LIFE_LOST = "life_gained", "life_lost"  # state["data"]: how much each player gained / lost this turn


def lost_life_this_turn(state: dict, player: str) -> bool:
    """Whether the player lost life this turn, even if they gained it back later."""
    lost = state["data"].get(LIFE_LOST, {})
    return lost.get("turn") == state["turn"]["number"] and lost.get(player, 0) > 0


def definition(state: dict, card_id: str) -> CardDef:
    return card(state["cards"][card_id]["def"])


def is_type(state: dict, card_id: str, card_type: str) -> bool:
    return card_type in card_types(state, card_id)


SETTERS = "characteristic_setters"  # the permanents whose static abilities set colours or types (as they entered)


def _setters(state: dict, card_id: str) -> list[tuple[int, Ability]]:
    """(timestamp, ability) of the static abilities of the Auras attached to this permanent that
    set its colours or types ("enchanted creature is a black Dragon"), oldest first (CR 613.7)."""
    cards, found = state["cards"], []
    for aura in state["data"].get(SETTERS, ()):  # none in the usual case
        if aura in cards and cards[aura]["zone"] == BATTLEFIELD and cards[aura].get("attached_to") == card_id:
            found += [(cards[aura]["ts"], a) for a in card(cards[aura]["def"]).static_abilities if a.sets_colours or a.sets_creature_type]
    return sorted(found, key=lambda pair: pair[0])


def colours(state: dict, card_id: str) -> list[str]:
    """Its colours (CR 105.2): printed, or what the latest colour-setting effect says (layer 5)."""
    found = definition(state, card_id).colours
    for _, ability in _setters(state, card_id) if state["cards"][card_id]["zone"] == BATTLEFIELD else ():
        found = ability.sets_colours if ability.sets_colours is not None else found
    return list(found)


def card_types(state: dict, card_id: str) -> list[str]:
    """Printed card types plus those type-changing effects add ("becomes an artifact creature
    until end of turn": a crewed Vehicle, CR 702.122a; layer 4, CR 613.1d); "is a Dragon" makes it
    a creature only (its other card types lost, the notes)."""
    printed_card = card(state["cards"][card_id]["def"])
    printed = printed_card.types
    if state["data"].get(SETTERS) and any(a.sets_creature_type for _, a in _setters(state, card_id)):  # asked a million times a game: no Aura, no call
        printed = ["creature"]
    if printed_card.creature_only_if and not_a_creature_now(state, card_id, printed_card):
        printed = [t for t in printed if t != "creature"]
    effects = state["effects"]
    if not effects or not any("types" in e["modifier"] for e in effects):  # the usual case, kept cheap
        return printed
    added = [t for m in _modifiers(state, card_id) for t in m.get("types", ())]
    return printed + [t for t in dict.fromkeys(added) if t not in printed]


def not_a_creature_now(state: dict, card_id: str, printed_card: CardDef) -> bool:
    """"As long as your devotion to red is less than five, [this God] isn't a creature" (layer 4,
    CR 613.1d): on the battlefield only (the rulings), its condition read continuously."""
    if not on_battlefield(state, card_id):
        return False
    controller = controller_of(state, card_id)
    return not all(holds(state, a.creature_only_if, controller, card_id) for a in printed_card.static_abilities if a.creature_only_if)


def on_battlefield(state: dict, card_id: str) -> bool:
    return card_id in state["cards"] and state["cards"][card_id]["zone"] == BATTLEFIELD


@memoized
def creatures(state: dict, controller: str | None = None) -> list[str]:
    return [c for c in permanents(state, controller) if "creature" in card_types(state, c)]  # (is_type: a call more per permanent)


def _modifiers(state: dict, card_id: str) -> list[dict]:
    return [effect["modifier"] for effect in _effects_on(state, card_id)]


def _effects_on(state: dict, card_id: str) -> list[dict]:
    """The effects that apply to the object now, oldest first; one lasting "for as long as [it]
    has a blight counter on it" only while it has one (CR 611.2b)."""
    counters = state["cards"][card_id].get("counters", {})
    # Only effects listing their cards apply here (no selector is passed to effect_applies): those
    # not listing this one are passed over first, as most effects name other cards.
    found = [e for e in state["effects"]
             if card_id in (e["cards"] or ()) and effect_applies(state, e, card_id) and _still_has(counters, e["modifier"])]  # fmt: skip
    if len(found) > 1:  # none or one in the usual case
        found.sort(key=_TIMESTAMP)
    return found


_TIMESTAMP = itemgetter("ts")  # an effect's (no closure made per sort)


def _still_has(counters: dict, modifier: dict) -> bool:
    kind = modifier.get("while_counter")
    return kind is None or counters.get(kind, 0) > 0


def abilities_lost_at(state: dict, card_id: str) -> int | None:
    """The timestamp of the latest effect that makes the permanent lose all its abilities (layer
    6, CR 613.1f), or None: its printed abilities are gone, and so are those granted to it by
    effects with earlier timestamps (CR 613.7); what later ones grant it, it has. An Aura's
    "enchanted creature loses all abilities" has the Aura's timestamp (CR 613.7e)."""
    return _ability_losers(state).get(card_id)


@memoized  # read for every keyword, P/T and static ability asked about
def _ability_losers(state: dict) -> dict[str, int]:
    """Each permanent that has lost all its abilities, with the latest such effect's timestamp."""
    found = {}
    for card_id, record in state["cards"].items() if any(e["modifier"].get("loses_abilities") for e in state["effects"]) else ():
        if record["zone"] == BATTLEFIELD:  # effects are the usual case's exception: kept cheap
            found[card_id] = max((e["ts"] for e in _effects_on(state, card_id) if e["modifier"].get("loses_abilities")), default=None)
    records = map(state["cards"].__getitem__, state["zones"][BATTLEFIELD]["cards"])
    for record in [r for r in records if r.get("attached_to") and card(r["def"]).loses_all_abilities]:
        found[record["attached_to"]] = max(found.get(record["attached_to"]) or 0, record["ts"])
    return {c: ts for c, ts in found.items() if ts is not None}


def granted_mana(state: dict, card_id: str) -> list[str]:
    """The kinds of mana of the "{T}: Add …" abilities effects grant the permanent (layer 6, CR
    613.1f): "… and has '{T}: Add {C}'" of the effect that made it lose its abilities, and those
    of later effects."""
    lost = abilities_lost_at(state, card_id)
    return [e["modifier"]["gains_mana"] for e in _effects_on(state, card_id) if "gains_mana" in e["modifier"] and (lost is None or e["ts"] >= lost)]


def keywords(state: dict, card_id: str, statics: list[tuple[Ability, str]] | None = None) -> set[str]:
    """Printed keywords plus those granted by effects, by its own static abilities (layer 6) and by
    keyword counters on it (CR 122.1b). ``statics``: the static abilities affecting it, if read
    already (``statics_affecting``)."""
    lost = abilities_lost_at(state, card_id)  # layer 6 in timestamp order (CR 613.1f, 613.7)
    found = set(definition(state, card_id).keywords) if lost is None else set()
    counters = state["cards"][card_id].get("counters", {})
    found.update(k for k in KEYWORD_COUNTERS if counters.get(k) and lost is None)
    found.update(e["modifier"]["keyword"] for e in _effects_on(state, card_id) if "keyword" in e["modifier"] and (lost is None or e["ts"] > lost))
    for ability, source in statics_affecting(state, card_id) if statics is None else statics:
        if lost is None or state["cards"][source]["ts"] > lost:
            found.update(ability.keywords)
    return found


def attacks_despite_defender(state: dict, card_id: str) -> bool:
    """A static ability lets it attack as though it didn't have defender (CR 702.3b)."""
    return any(ability.attacks_despite_defender for ability, _ in statics_affecting(state, card_id))


def doesnt_untap(state: dict, card_id: str) -> bool:
    """A static ability says it doesn't untap during its controller's untap step (CR 502.3)."""
    return any(ability.doesnt_untap for ability, _ in statics_affecting(state, card_id))


def keeps_damage(state: dict, card_id: str) -> bool:
    """A static ability says damage isn't removed from it during cleanup steps (CR 514.2)."""
    return any(ability.keeps_damage for ability, _ in statics_affecting(state, card_id))


def cant_activate(state: dict, card_id: str) -> bool:
    """A static ability says its activated abilities can't be activated (CR 602.5a), mana
    abilities included (CR 605.1a). Asked for every mana source: a permanent with such an ability
    is looked for first."""
    if not _cant_activate_printed(state):
        return False
    return any(ability.cant_activate for ability, _ in statics_affecting(state, card_id))


@memoized
def _cant_activate_printed(state: dict) -> bool:
    """Whether a permanent prints a "can't be activated" static ability."""
    cards = state["cards"]
    return any(a.cant_activate for c in state["zones"][BATTLEFIELD]["cards"] for a in card(cards[c]["def"]).static_abilities)


def cant_be_blocked(state: dict, card_id: str, blocker: str | None = None) -> bool:
    """An effect says it can't be blocked this turn (CR 509.1b), or not by ``blocker``: one an
    opponent of that effect's controller controls."""
    blocking_player = controller_of(state, blocker) if blocker else None
    for modifier in _modifiers(state, card_id):
        opponents_of = modifier.get("cant_be_blocked_by_opponents_of")
        if modifier.get("cant_be_blocked") or blocker and opponents_of not in (None, blocking_player):
            return True
    return False


def goading_players(state: dict, card_id: str) -> list[str]:
    """The players who goaded this creature (CR 701.15a): the controllers of the Auras attached
    to it that say it is goaded."""
    return list(dict.fromkeys(controller_of(state, source) for ability, source in statics_affecting(state, card_id) if ability.goaded))


def cant_attack_or_block(state: dict, card_id: str) -> bool:
    """A static ability says it can't attack or block (CR 508.1a, 509.1a)."""
    return any(ability.cant_attack_or_block for ability, _ in statics_affecting(state, card_id))


def protected_from_colours(state: dict, card_id: str, source: str | None, source_def: str | None = None) -> bool:
    """Protection from each colour or from Humans (CR 702.16): whether this permanent is protected
    from a source (a spell, an ability's source, a damage source, an Aura, an Equipment, a blocker)
    that has a colour (CR 105.2; a colourless one has none) or is a Human: its characteristics now,
    or those of ``source_def`` (its last known definition) once it is gone."""
    protections = {"protection_from_each_colour", "protection_from_humans"} & keywords(state, card_id)
    gone = source not in state["cards"]
    if not protections or (gone and not source_def):
        return False
    if "protection_from_humans" in protections and "Human" in (card(source_def).subtypes if gone else subtypes(state, source)):
        return True
    return "protection_from_each_colour" in protections and bool(card(source_def).colours if gone else colours(state, source))


def cant_be_blocked_by(state: dict, attacker: str, blocker: str) -> bool:
    """A static ability says it can't be blocked by creatures with power N or less, or with greater
    power than its own (CR 509.1b): read as blockers are declared only (once blocked, it stays
    blocked: the notes)."""
    return any(power(state, blocker) <= a.cant_be_blocked_by_power_at_most if a.cant_be_blocked_by_power_at_most is not None
               else power(state, blocker) > power(state, attacker)
               for a, _ in statics_affecting(state, attacker)
               if a.cant_be_blocked_by_power_at_most is not None or a.cant_be_blocked_by_greater_power)  # fmt: skip


def must_attack(state: dict, card_id: str) -> bool:
    """An effect says it attacks this turn if able (CR 508.1d)."""
    return any(m.get("must_attack") for m in _modifiers(state, card_id))


def cant_block(state: dict, card_id: str) -> bool:
    """An effect says it can't block this turn (CR 509.1a)."""
    return any(m.get("cant_block") for m in _modifiers(state, card_id))


def block_requirements(state: dict, card_id: str) -> int:
    """How many effects and static abilities say it must be blocked if able (CR 509.1c)."""
    statics = sum(1 for ability, _ in statics_affecting(state, card_id) if ability.must_be_blocked)
    return statics + sum(1 for m in _modifiers(state, card_id) if m.get("must_be_blocked"))


GRANTED = "granted"  # the ability key of a trigger from a granted ability (its definition is in the data)


def granted_abilities(state: dict, card_id: str) -> list[Ability]:
    """Abilities effects have granted the permanent ("gains '...' until end of turn", layer 6;
    not those an effect that made it lose all its abilities later took away, CR 613.7), then those
    its Equipment grant ("equipped creature has '...'")."""
    granting = any("grant" in e["modifier"] for e in state["effects"])  # asked for every permanent at every event: most have none
    effects = [e for e in _effects_on(state, card_id) if "grant" in e["modifier"]] if granting else []
    lost = abilities_lost_at(state, card_id) if effects else None
    found = [Ability.model_validate(e["modifier"]["grant"]) for e in effects if lost is None or e["ts"] > lost]
    return found + [granted for ability in equipment_statics(state, card_id) for granted in ability.grants]


def subtypes(state: dict, card_id: str) -> list[str]:
    """Printed subtypes plus those its Equipment add ("is a Knight in addition to its other
    types") and those effects add ("becomes a Mutant in addition to its other types"), less its
    land types once an effect says it loses them ("loses all land types"), layer 4 in timestamp
    order (CR 613.1d, 613.7)."""
    printed_card = definition(state, card_id)
    printed = printed_card.subtypes
    if printed_card.creature_only_if and not_a_creature_now(state, card_id, printed_card):
        printed = []  # a God's subtypes are creature types, lost with the type (CR 205.1b)
    found = printed + [s for ability in equipment_statics(state, card_id) for s in ability.subtypes]
    for modifier in _modifiers(state, card_id):
        if "subtype" in modifier:
            found = [*found, modifier["subtype"]]
        if modifier.get("loses_land_types"):
            found = [s for s in found if s not in LAND_TYPES]
    setting = [a.sets_creature_type for _, a in _setters(state, card_id) if a.sets_creature_type]
    return [setting[-1]] if setting else list(dict.fromkeys(found))  # "is a Dragon": that creature type alone


@memoized
def equipment_statics(state: dict, card_id: str) -> list[Ability]:
    """The "equipped creature ..." static abilities of the Equipment attached to this permanent."""
    if not on_battlefield(state, card_id):
        return []
    attached = [c for c in state["zones"][BATTLEFIELD]["cards"] if state["cards"][c].get("attached_to") == card_id]
    return [ability for source in attached for ability in _active_statics(state, source) if ability.affects == "equipped"]


def _active_statics(state: dict, source: str) -> list[Ability]:
    """The permanent's static abilities that apply now: only on the battlefield (CR 604.2), with
    their condition ("as long as", "during your turn") read continuously (CR 611.3a)."""
    return [ability for ability in definition(state, source).static_abilities if _applies_now(state, ability, source)]


def protected_from(state: dict, player: str, other: str | None) -> bool:
    """Whether ``player`` has protection from ``other`` (the controller of a spell, ability or
    damage source, its owner when it has none) through "you have protection from each of your
    opponents" (CR 702.16)."""
    return other is not None and other != player and any(
        ability.protection_from_opponents for source in permanents(state, player) for ability in _active_statics(state, source))


def triggers_additional_times(state: dict, source: str) -> int:
    """How many more times an ability of ``source`` triggers: "if an ability of Cloud or an
    Equipment attached to it triggers, that ability triggers an additional time" of the permanent
    itself or of the creature the Equipment is attached to."""
    if not on_battlefield(state, source):
        return 0
    host = state["cards"][source].get("attached_to") if "Equipment" in definition(state, source).subtypes else None
    hosts = [source] + ([host] if host and on_battlefield(state, host) else [])
    return sum(1 for h in hosts for ability in _active_statics(state, h) if ability.own_triggers_additional_time)


def own_equip_discount(state: dict, equipment: str) -> int:
    """"This Equipment's equip abilities cost {N} less to activate" of the Equipment itself."""
    return sum(ability.own_equip_cost_less for ability in _active_statics(state, equipment)) if on_battlefield(state, equipment) else 0


def equip_discount(state: dict, creature: str, player: str) -> int:
    """How much less an equip ability ``player`` activates targeting ``creature`` costs: "equip
    abilities you activate that target [this creature] cost {N} less" of the creature itself."""
    if not on_battlefield(state, creature) or controller_of(state, creature) != player:
        return 0
    return sum(ability.equip_cost_less_targeting_self for ability in _active_statics(state, creature))


def first_targeting_yours_discount(state: dict, player: str) -> int:
    """What "the first activated ability you activate during your turn that targets a creature you
    control costs {N} less" of the player's permanents add up to (each applies, CR 601.2f)."""
    return sum(ability.first_targeting_yours_cost_less for source in permanents(state, player) for ability in _active_statics(state, source))


def _applies_now(state: dict, ability: Ability, source: str) -> bool:
    controller = controller_of(state, source)
    if ability.during_your_turn and state["turn"]["active"] != controller:
        return False
    if ability.while_equipped and not equipped(state, source):
        return False
    return holds(state, ability.condition, controller, source)


@memoized
def statics_affecting(state: dict, card_id: str) -> list[tuple[Ability, str]]:
    """(ability, its source) of every static ability that applies to this permanent now: its
    own, the Equipment's attached to it (CR 301.5), and other permanents' whose filter it
    matches (an anthem), the set of affected objects read continuously (CR 611.3a). The P/T and
    keywords these give are additions (layers 6 and 7c), so their timestamp order (CR 613.7)
    doesn't change the result."""
    if not on_battlefield(state, card_id):
        return []
    # whom it affects first: a condition may count permanents, and most abilities reach only
    # their own permanent or the one they are attached to
    found, cards = [], state["cards"]
    losers = _ability_losers(state)  # their own static abilities are gone (CR 613.1f)
    for source, ability in _battlefield_statics(state):
        if source in losers:
            continue
        if _affects(state, ability, source, card_id) and _applies_now(state, ability, source):
            found.append((ability, source))
        host = cards[source].get("attached_to")
        if ability.affects == "equipped" and ability.grants and _applies_now(state, ability, source) and losers.get(host, 0) < cards[source]["ts"]:
            found += _granted_statics(state, ability, host, card_id)
    return found


@memoized
def _battlefield_statics(state: dict) -> tuple[tuple[str, Ability], ...]:
    """(source, ability) of every static ability printed on a permanent, in battlefield order:
    read for every permanent whenever a characteristic is, and most permanents (lands) print
    none. The definition is looked up here, not through ``definition`` (a call per permanent was
    a tenth of a fuzzed game)."""
    cards = state["cards"]
    return tuple((source, ability) for source in state["zones"][BATTLEFIELD]["cards"] for ability in card(cards[source]["def"]).static_abilities)


def _granted_statics(state: dict, ability: Ability, host: str | None, card_id: str) -> list[tuple[Ability, str]]:
    """"Equipped creature has '[static ability]'" (layer 6, CR 613.1f): the static abilities an
    Equipment grants to ``host``, which are the creature's own (its "other", its "you")."""
    if not host or not on_battlefield(state, host):
        return []
    return [(granted, host) for granted in ability.grants
            if granted.kind == "static" and _affects(state, granted, host, card_id) and _applies_now(state, granted, host)]  # fmt: skip


def _affects(state: dict, ability: Ability, source: str, card_id: str) -> bool:
    if ability.affects == "self":
        return source == card_id
    if ability.while_attacking and card_id not in state["turn"]["combat"]["attackers"]:
        return False
    if ability.affects in ("equipped", "enchanted"):
        return state["cards"][source].get("attached_to") == card_id
    return matches(state, ability.affects, card_id, controller_of(state, source), source)


def activated_this_turn(state: dict, card_id: str, index: int) -> bool:
    """Whether this object's ability was activated this turn (remembered on the object: a new
    object after a zone change may activate it again, CR 400.7)."""
    return state["cards"][card_id].get("activated_turns", {}).get(str(index)) == state["turn"]["number"]


def has_keyword(state: dict, card_id: str, keyword: str) -> bool:
    return keyword in keywords(state, card_id)


def power(state: dict, card_id: str) -> int:
    return _stat(state, card_id, "power")


def toughness(state: dict, card_id: str) -> int:
    return _stat(state, card_id, "toughness")


def creature_facts(state: dict, card_id: str) -> tuple[int, int, set[str]]:
    """Power, toughness and keywords of a creature, reading the static abilities on the
    battlefield once for the three (every view shows them for every creature)."""
    statics = statics_affecting(state, card_id)
    return _stat(state, card_id, "power", statics), _stat(state, card_id, "toughness", statics), keywords(state, card_id, statics)


def _stat(state: dict, card_id: str, stat: str, statics: list[tuple[Ability, str]] | None = None) -> int:
    printed = definition(state, card_id)
    cda = printed.power_cda if stat == "power" else None
    value = count(state, cda, controller_of(state, card_id), card_id) if cda else getattr(printed, stat) or 0  # 7a
    modifiers = [m for m in _modifiers(state, card_id) if m.get("stat") == stat]  # oldest first
    statics = statics_affecting(state, card_id) if statics is None else statics
    setters = _base_setters(state, card_id, stat, statics)  # 7b: the latest timestamp wins (CR 613.7)
    if setters:
        value = max(setters)[1]
    # 7c: effects ("gets +N/+N") and +1/+1 and -1/-1 counters (CR 122.1a)
    value += sum(m["value"] for m in modifiers if m["op"] == "add")
    counters = state["cards"][card_id].get("counters", {})
    value += counters.get("+1/+1", 0) - counters.get("-1/-1", 0)
    for ability, source in statics:
        bonus = getattr(ability, stat)
        if bonus:  # most abilities affecting it give keywords only (a 0 here): no controller to read
            value += amount(state, bonus, controller_of(state, source), source, [])
    return value


def _base_setters(state: dict, card_id: str, stat: str, statics: list[tuple[Ability, str]]) -> list[tuple[int, int]]:
    """(timestamp, value) of each effect setting the base ``stat`` (layer 7b, CR 613.4b): effects
    ("base power becomes …") and static abilities among ``statics`` (those affecting the
    permanent: "equipped creature has base power and toughness X/X", the Equipment's timestamp,
    CR 613.7e)."""
    found = [(e["ts"], e["modifier"]["value"]) for e in state["effects"]
             if e["modifier"].get("stat") == stat and e["modifier"].get("op") == "set_base" and effect_applies(state, e, card_id)]  # fmt: skip
    for ability, source in statics:
        if ability.base_power_toughness is not None:
            found.append((state["cards"][source]["ts"], amount(state, ability.base_power_toughness, controller_of(state, source), source, [])))
        if getattr(ability, f"base_{stat}") is not None:
            found.append((state["cards"][source]["ts"], getattr(ability, f"base_{stat}")))
    return found


def matches(state: dict, flt: Filter, card_id: str, controller: str, source: str | None) -> bool:
    """Whether a permanent matches a filter, seen from the ability's controller and source."""
    if flt.types or flt.not_types:  # asked for every permanent by every count: nothing read that the filter doesn't ask
        types = card_types(state, card_id)
        if flt.types and not any(t in types for t in flt.types):
            return False
        if flt.not_types and any(t in types for t in flt.not_types):
            return False
    if flt.subtypes and not set(flt.subtypes) & set(subtypes(state, card_id)):
        return False
    if flt.not_subtypes and set(flt.not_subtypes) & set(subtypes(state, card_id)):
        return False
    if flt.commander and not is_commander(state, card_id):
        return False
    if flt.not_yours and state["cards"][card_id]["owner"] == controller:
        return False
    if flt.controller == "you" and controller_of(state, card_id) != controller:
        return False
    if flt.controller == "opponent" and controller_of(state, card_id) == controller:
        return False
    if flt.attacking and card_id not in state["turn"]["combat"]["attackers"]:
        return False
    if flt.entered_this_turn and state["cards"][card_id].get("entered_turn") != state["turn"]["number"]:
        return False
    if flt.attacking_you and state["turn"]["combat"]["attackers"].get(card_id, {}).get("defender") != controller:
        return False
    if flt.modified and not modified(state, card_id):
        return False
    if flt.equipped and not equipped(state, card_id):
        return False
    if flt.power_at_least is not None and power(state, card_id) < flt.power_at_least:
        return False
    if flt.power_at_most is not None and power(state, card_id) > flt.power_at_most:
        return False
    if flt.power_less_than_source and not (source and on_battlefield(state, source) and power(state, card_id) < power(state, source)):
        return False
    if flt.defending_player and controller_of(state, card_id) != state["turn"]["combat"]["attackers"].get(source, {}).get("defender"):
        return False
    if flt.tapped and not state["cards"][card_id].get("tapped"):
        return False
    if flt.basic is not None and ("basic" in definition(state, card_id).supertypes) != flt.basic:
        return False
    if flt.name is not None and definition(state, card_id).name != flt.name:
        return False
    if flt.token is not None and bool(state["cards"][card_id].get("token")) != flt.token:
        return False
    if flt.legendary is not None and ("legendary" in definition(state, card_id).supertypes) != flt.legendary:
        return False
    if flt.damaged and not state["cards"][card_id].get("damage"):
        return False
    if flt.keyword and not has_keyword(state, card_id, flt.keyword):
        return False
    if flt.mana_value_at_most is not None and mana_value(state, card_id) > flt.mana_value_at_most:
        return False
    if flt.mana_value_at_least is not None and mana_value(state, card_id) < flt.mana_value_at_least:
        return False
    if flt.colour and flt.colour not in colours(state, card_id):
        return False
    counters = state["cards"][card_id].get("counters", {})
    if flt.counter and not (any(counters.values()) if flt.counter == "any" else counters.get(flt.counter)):
        return False
    if flt.crewed_by_source and not _crewed_by(state, card_id, source):
        return False
    if flt.to_graveyard_this_turn_not_from_battlefield and state["cards"][card_id].get("to_graveyard_turn") != state["turn"]["number"]:
        return False
    if flt.entered_from_graveyard and not state["cards"][card_id].get("from_graveyard"):
        return False
    if flt.any_of and not any(matches(state, sub, card_id, controller, source) for sub in flt.any_of):
        return False
    return not (flt.other and card_id == source)


def _crewed_by(state: dict, vehicle: str, creature: str | None) -> bool:
    """Whether ``creature`` crewed ``vehicle`` this turn (remembered by the Vehicle)."""
    crewed = state["cards"][vehicle].get("crewed_by", {})
    return crewed.get("turn") == state["turn"]["number"] and creature in crewed.get("creatures", [])


def modified(state: dict, card_id: str) -> bool:
    """CR 700.9: one or more counters on it, an Equipment attached to it, or an Aura its controller
    controls (the rulings: an opponent's Aura doesn't count, anyone's Equipment does)."""
    if any(state["cards"][card_id].get("counters", {}).values()) or equipped(state, card_id):
        return True
    controller = controller_of(state, card_id)
    return any(state["cards"][c].get("attached_to") == card_id and "Aura" in definition(state, c).subtypes and controller_of(state, c) == controller
               for c in state["zones"][BATTLEFIELD]["cards"])  # fmt: skip


def equipped(state: dict, card_id: str) -> bool:
    """CR 301.5: an Equipment on the battlefield attached to it (``attached_to`` on the Equipment)."""
    return any(
        state["cards"][c].get("attached_to") == card_id and "Equipment" in definition(state, c).subtypes
        for c in state["zones"][BATTLEFIELD]["cards"]
    )


COUNTERS_PUT = "counters_put"  # this turn's [creature, player who put counters on it] (CR 122.6)


@memoized_by_identity  # an anthem's count, read for every creature it affects
def count(state: dict, what: Count, controller: str, source: str | None) -> int:
    plus = count(state, what.plus, controller, source) if what.plus else 0
    return (_counted(state, what, controller, source) + plus) * what.times


def _counted(state: dict, what: Count, controller: str, source: str | None) -> int:
    if what.counters_on_self:
        counters = state["cards"][source].get("counters", {}) if source in state["cards"] else {}
        return sum(counters.values()) if what.counters_on_self == "any" else counters.get(what.counters_on_self, 0)
    if what.creatures_died_this_turn:
        died = state["data"].get("creatures_died", {})
        return died.get("count", 0) if died.get("turn") == state["turn"]["number"] else 0
    if what.creatures_died_under_opponents_this_turn:
        died = state["data"].get("creatures_died", {})
        by_controller = died.get("by_controller", {}) if died.get("turn") == state["turn"]["number"] else {}
        return sum(n for player, n in by_controller.items() if player != controller)
    if what.opponents_dealt_combat_damage_by_legendary:
        dealt = state["data"].get("legendary_combat_damage", {})
        return sum(1 for p in dealt.get("players", []) if p != controller) if dealt.get("turn") == state["turn"]["number"] else 0
    if what.most_combat_damage_to_a_player_this_turn:
        dealt = state["data"].get("combat_damage_to_players", {})
        return max(dealt["players"].values(), default=0) if dealt.get("turn") == state["turn"]["number"] else 0
    if what.most_life_lost_by_a_player_this_turn:
        lost = state["data"].get(LIFE_LOST, {})
        return max((n for player, n in lost.items() if player != "turn"), default=0) if lost.get("turn") == state["turn"]["number"] else 0
    if what.greatest_power is not None:
        return max((power(state, c) for c in permanents(state) if matches(state, what.greatest_power, c, controller, source)), default=0)
    if what.greatest_mana_value is not None:
        return max((mana_value(state, c) for c in permanents(state) if matches(state, what.greatest_mana_value, c, controller, source)), default=0)
    if what.counters_on_permanents is not None:
        return sum(sum(state["cards"][c].get("counters", {}).values()) for c in permanents(state) if matches(state, what.counters_on_permanents, c, controller, source))
    if what.opponents_dealt_combat_damage_this_turn:
        dealt = state["data"].get("combat_damage_to_players", {})
        players = dealt.get("players", {}) if dealt.get("turn") == state["turn"]["number"] else {}
        return sum(1 for p, n in players.items() if p != controller and n > 0)
    if what.opponents_dealt_combat_damage_by_self_or_dragons:
        dealt = state["data"].get("combat_damage_sources", {})
        players = dealt.get("players", {}) if dealt.get("turn") == state["turn"]["number"] else {}
        return sum(1 for p, sources in players.items()
                   if p != controller and any(d["card"] == source or "Dragon" in d["subtypes"] for d in sources))  # fmt: skip
    if what.enchanted_controllers is not None:
        host = state["cards"][source].get("attached_to") if source in state["cards"] else None
        player = controller_of(state, host) if host and on_battlefield(state, host) else None
        return sum(1 for c in permanents(state) if matches(state, what.enchanted_controllers, c, player, source)) if player else 0
    if what.opponents_with_more_creatures:
        yours = len(creatures(state, controller))
        return sum(1 for p in state["seats"] if p != controller and len(creatures(state, p)) > yours)
    if what.spells_cast_this_turn is not None:
        cast = state["data"].get("spells_cast", {})
        kinds = what.spells_cast_this_turn
        return sum(1 for d in (cast.get(controller, []) if cast.get("turn") == state["turn"]["number"] else [])
                   if (not kinds.types or set(kinds.types) & set(card(d).types)) and not set(kinds.not_types) & set(card(d).types))  # fmt: skip
    if what.cards_left_your_graveyard_this_turn:
        left = state["data"].get("left_graveyards", {})
        return left.get("by_owner", {}).get(controller, 0) if left.get("turn") == state["turn"]["number"] else 0
    if what.permanents_left_your_control_this_turn:
        left = state["data"].get("permanents_left", {})
        return left.get("by_controller", {}).get(controller, 0) if left.get("turn") == state["turn"]["number"] else 0
    if what.creatures_you_put_counters_on_this_turn or what.counters_put_on_self_this_turn:
        put = state["data"].get(COUNTERS_PUT, {})
        put = put.get("put", []) if put.get("turn") == state["turn"]["number"] else []
        if what.counters_put_on_self_this_turn:
            return len({player for c, player in put if c == source})
        return len({c for c, player in put if player == controller})
    if what.life_gained_this_turn:
        gained = state["data"].get(LIFE_GAINED, {})
        return gained.get(controller, 0) if gained.get("turn") == state["turn"]["number"] else 0
    if what.permanent_cards_in_graveyard:
        return sum(1 for c in state["zones"][graveyard(controller)]["cards"] if definition(state, c).is_permanent_card)
    if what.cards_in_hand:
        return len(state["zones"][hand(controller)]["cards"])
    if what.devotion:  # CR 700.5: a transformed permanent's back face has no mana cost
        return sum(definition(state, c).cost_symbols.count(what.devotion) for c in permanents(state, controller))
    if what.yours_with_greatest_power:
        everyone = {c: power(state, c) for c in creatures(state)}
        greatest = max(everyone.values(), default=None)
        return sum(1 for c, p in everyone.items() if p == greatest and controller_of(state, c) == controller)
    if what.life_total:
        return state["players"][controller]["life"]
    if what.power_of_self:
        return power(state, source) if source and on_battlefield(state, source) else 0
    if what.opponents_attacked_this_combat:
        return sum(1 for player in state["turn"]["combat"].get("attacked", []) if player != controller)
    if what.opponents_controlling:
        return sum(1 for p in state["seats"] if p != controller
                   and any(matches(state, what.opponents_controlling, c, controller, source) for c in permanents(state, p)))  # fmt: skip
    if what.cards_in_graveyard:
        return sum(1 for c in state["zones"][graveyard(controller)]["cards"] if matches(state, what.cards_in_graveyard, c, controller, source))
    # "you control": the others' permanents can't match (``permanents`` reads control as ``matches`` does)
    found = [c for c in permanents(state, controller if what.permanents.controller == "you" else None)
             if matches(state, what.permanents, c, controller, source)]
    return sum(mana_value(state, c) for c in found) if what.total_mana_value else len(found)


def mana_value(state: dict, card_id: str) -> int:
    """CR 202.3: a transformed permanent's is its front face's (CR 712.8e); a melded permanent's the
    sum of its two cards' fronts', and a copy of one has 0 (CR 712.8g, 202.3c); a spell's {X} is
    the value announced for it (CR 202.3e)."""
    record = state["cards"][card_id]
    front = card(front_id(record["def"]))
    if front.melded is not None and record["def"] != front.id:
        return sum(card(d).mana_value for d in [front.id, *record["melded"]]) if "melded" in record else 0
    if record["zone"] == STACK:  # a spell's X is the value chosen for it (CR 202.3e)
        spell = next((o for o in state["stack"] if o.get("card") == card_id), {})
        return front.mana_value + spell.get("x", 0) * front.cost_symbols.count("X")
    return front.mana_value


def starting_life(state: dict) -> int:
    """CR 103.4: 20 life, 40 in a Commander game (CR 903.7)."""
    from . import commander, setup  # here: both import this module

    return commander.STARTING_LIFE if "commander" in state["data"] else setup.STARTING_LIFE


def holds(state: dict, condition: Condition | None, controller: str, source: str | None, lki: dict | None = None) -> bool:
    if condition is None:
        return True
    if condition.first_this_turn:  # "if it's the first combat phase of the turn" (CR 500.8)
        return first_this_turn(state, condition.first_this_turn)
    if condition.life_at_most_half_starting:
        return 2 * state["players"][controller]["life"] <= starting_life(state)
    if condition.own_and_control:  # a meld pair's (CR 701.42a)
        from .meld import partner  # here: meld.py imports this module

        return source is not None and partner(state, source, condition.own_and_control, controller) is not None
    counted = amount(state, condition.count, controller, source, [], lki)
    return counted <= condition.at_most if condition.at_most is not None else counted >= condition.at_least


def amount(state: dict, value, controller: str, source: str | None, targets: list, lki: dict | None = None) -> int:
    """An amount of the vocabulary: a number, a count, or the power of a target (its last known
    power when it has left the battlefield, CR 608.2h)."""
    if isinstance(value, int):
        return value
    if isinstance(value, Count) and value.of_target_player is not None:  # "… target opponent controls" (a legal target)
        player = targets[value.of_target_player].get("player") if value.of_target_player < len(targets) else None
        return sum(1 for c in permanents(state, player) if matches(state, value.permanents, c, player, source)) * value.times if player else 0
    if isinstance(value, Count) and value.counters_on_self and source not in state["cards"]:
        # a source that has left: the counters it had when it last existed (CR 608.2h)
        return (lki or {}).get(source, {}).get("counters", {}).get(value.counters_on_self, 0) * value.times
    if isinstance(value, Count) and value.power_of_self and source and not on_battlefield(state, source) and not value.plus:
        return (lki or {}).get(source, {}).get("power", 0) * value.times  # its last known power (CR 608.2h)
    if isinstance(value, Count):
        return count(state, value, controller, source)
    if isinstance(value, PowerOf):
        if value.power_of == "subject":  # the triggering permanent, as it last existed (it died)
            return (lki or {}).get("subject", {}).get("power", 0) * value.times
        card_id = source if value.power_of == "self" else targets[value.power_of].get("card")
        if card_id and on_battlefield(state, card_id):
            return power(state, card_id) * value.times
        return (lki or {}).get(card_id, {}).get("power", 0) * value.times
    raise TypeError(value)


def summoning_sick(state: dict, card_id: str) -> bool:
    """CR 302.6: a creature can't attack or use {T} abilities unless its controller has controlled
    it continuously since their most recent turn began (haste excepts it, CR 702.10b)."""
    if not is_type(state, card_id, "creature") or has_keyword(state, card_id, "haste"):
        return False
    return state["cards"][card_id].get("since_turn", -1) >= state["turn"]["number"]


def lethal_damage(state: dict, card_id: str) -> int:
    """CR 702.2c / 120.4a: lethal damage is the toughness minus damage already marked."""
    return max(0, toughness(state, card_id) - state["cards"][card_id].get("damage", 0))

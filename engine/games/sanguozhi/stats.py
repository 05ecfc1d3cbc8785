"""Current stats of Generals (413), their keywords, and the damage marked on them (117.6).

A General's ATK/HP/INT go through the sublayers of layer 8 (709.3, ``stat``): 8.2 sets them
("变为 X", the latest timestamp first, a 始终 one over the others, 709.6, 709.9); 8.3 adds (all
additive, so their order does not matter) the Lord bonus of 804.5f (a face-up Lord whose initial requirement total
is 3 or more gets +2 ATK and +2 HP, 202.4a; not while face down, digest §12.2 item 19), the
anthems of face-up Generals on its controller's field (static abilities, 704, 708.3) and
"until the end of the turn" boosts (keywords.py, effects.py); 8.4 swaps ATK and HP. Damage does
not lower HP (413.3): combat damage ("damage" counter, cleared in the
cleanup phase, 613.1) and permanent damage ("permanent" counter) add up against it (117.6b).
Negative ATK deals no damage (105.1b).
"""

from collections import Counter

from engine.core.context import counter_of

from .authority import face_values
from .cards import Keyword, card_db, requirement_total
from .equipment import bonus, equipment, granted_keywords, wears_suit
from .formation_state import formula_value, members
from .teams import team_of
from .zones import GENERAL_SLOTS, field_cards, zone

LORD_BONUS = 2  # 202.4a, 804.5f
LORD_BONUS_TOTAL = 3


# card field: results until the end of the turn (614.2): {"factions": [...], "troops": [...],
# "traits": [...], "keywords": [...]} (layers 3, 4, 5 and 7), {"requirement": [...], "ts": n} (layer
# 6), {"attack": n, "health": n} (8.3), {"set": {"attack": n}, "always": bool, "ts": n} (8.2) and
# {"swap": true, "ts": n} (8.4)
UNTIL_END_OF_TURN = "boosts"
WHILE_SOURCE = "while_source"  # card field: results lasting while their source stays on its controller's field (set_stats until_source_leaves)
BY = "by"  # in a result of an effect: the player whose effect it is (a General's own keyword results have none)
SKILLS_PENDING = "skills_pending"  # card field: how many of its own [ENTER]/[FLIP] skills have not resolved yet


def own_effects_on(state: dict, card_id: str) -> bool:
    """Whether the effects of a General's own text box work: 703.5d, 704.2: only once the [ENTER]
    or [FLIP] skills it triggered by arriving have resolved (张达's static does not add to its own
    flip 暗箭); 502.6: not while it is equipped with a suit Treasure (the attribute effects it
    keeps are not modelled: no practice card has one)."""
    return not state["cards"][card_id].get(SKILLS_PENDING) and not wears_suit(state, card_id)


def skill_resolved(state: dict, card_id: str) -> None:
    """One of its arrival skills has resolved (or done nothing); the last one starts its statics."""
    card = state["cards"].get(card_id)
    if card is not None and card.get(SKILLS_PENDING):
        card[SKILLS_PENDING] -= 1
        if not card[SKILLS_PENDING]:
            del card[SKILLS_PENDING]


def definition_of(state: dict, card_id: str):
    return card_db()[state["cards"][card_id]["def"]]


def controller_of(state: dict, card_id: str) -> str:
    card = state["cards"][card_id]
    return card.get("controller", card["owner"])


def keyword_level(state: dict, card_id: str, name: str) -> int | None:
    """The keyword's level (1 for one without a number), None when the face-up General lacks it;
    its own or one its Treasures grant, the higher level counting (802.1b)."""
    card = state["cards"][card_id]
    if card.get("face_down"):
        return None
    return keywords_of(state, card_id).get(name)


def keywords_of(state: dict, card_id: str) -> dict[str, int]:
    """Its keyword talents after layer 7 (709.1g), name → level: its own (703.5d), its Treasures',
    those granted this turn, and those anthems grant. An anthem for Generals "with 仗枪" depends on
    the effects that give 仗枪 (709.7a) and waits until they are applied (709.7b): applying the
    ready ones until none is left gives that order whatever the timestamps. A talent lost this turn
    ("失去火矢", a grant's ``lose``) is gone from everything that gave it with an earlier timestamp
    (709.6, 709.8): the card's own (its timestamp), a Treasure's (the Treasure's), a grant's (its
    own); an anthem's counts as earlier than any loss."""
    card = state["cards"][card_id]
    own = definition_of(state, card_id).keywords if own_effects_on(state, card_id) else []  # 703.5d
    controller = controller_of(state, card_id)
    found: dict[str, int] = {}
    losses = [(r["ts"], r["lose"]) for r in card.get(UNTIL_END_OF_TURN, ()) if "lose" in r]

    def add(keyword, ts: int = 0) -> None:
        if any(keyword.name in names for lost_at, names in losses if lost_at > ts):
            return  # 709.8: lost later than it was given
        if growth_met(state, controller, keyword.growth):  # 105.11: no talent while its growth is unmet
            found[keyword.name] = max(found.get(keyword.name, 0), keyword.level or 1)  # 802.1b: the higher level counts

    for keyword in own:
        add(keyword, card["ts"])
    for keyword, ts in granted_keywords(state, card_id):
        add(keyword, ts)
    for result in card.get(UNTIL_END_OF_TURN, ()):
        for keyword in result.get("keywords", ()):
            add(Keyword.model_validate(keyword), result.get("ts", 0))
    waiting = [anthem for anthem in applicable_anthems(state, card_id) if anthem.keywords]
    while ready := [a for a in waiting if a.with_keyword is None or a.with_keyword in found]:
        for anthem in ready:
            waiting.remove(anthem)
            for keyword in anthem.keywords:
                add(keyword)
    return found


def has_faction(card: dict, faction: str) -> bool:
    """Its printed factions and those granted this turn (layer 3, 709.1c)."""
    granted = (f for result in card.get(UNTIL_END_OF_TURN, ()) for f in result.get("factions", ()))
    return not card.get("face_down") and (faction in card_db()[card["def"]].factions or faction in granted)


def troops_of(state: dict, card_id: str) -> list[str]:
    """Its troop types after layer 4 (709.1d): the printed ones and those granted this turn, less
    those lost this turn (a grant's ``lose_troops``) after what gave them (709.6, 709.8)."""
    card = state["cards"][card_id]
    results = card.get(UNTIL_END_OF_TURN, ())
    losses = [(r["ts"], r["lose_troops"]) for r in results if "lose_troops" in r]
    given = [(t, card.get("ts", 0)) for t in definition_of(state, card_id).troops] + [(t, r.get("ts", 0)) for r in results for t in r.get("troops", ())]
    return list(dict.fromkeys(t for t, ts in given if not any(t in names and lost_at > ts for lost_at, names in losses)))


def traits_of(state: dict, card_id: str) -> list[str]:
    """Its traits (特性, 404) after layer 5 (709.1e): the printed ones and those granted this turn."""
    printed = definition_of(state, card_id).traits
    granted = [t for r in state["cards"][card_id].get(UNTIL_END_OF_TURN, ()) for t in r.get("traits", ()) if t not in printed]
    return [*printed, *dict.fromkeys(granted)]


def requirement_of(state: dict, card_id: str) -> list[dict[str, int]]:
    """Its authority requirement after layer 6 (709.1f): the printed one, then this turn's
    "兵权条件变为" and "兵权条件 −N" results in timestamp order (709.6)."""
    requirement = definition_of(state, card_id).requirement
    results = [r for r in state["cards"][card_id].get(UNTIL_END_OF_TURN, ()) if "requirement" in r or "lower" in r]
    for result in sorted(results, key=lambda r: r["ts"]):
        requirement = result["requirement"] if "requirement" in result else lowered(requirement, result["lower"], result["kind"])
    return requirement


def lowered(requirement: list[dict[str, int]], amount: int, kind: str | None) -> list[dict[str, int]]:
    """412.3a-b, 412.4b: each alternative's count of ``kind`` (of every kind, 通用 included, when
    None) less ``amount``; a kind brought to 0 leaves the requirement (a blank one is 0通用, 412.2c)."""
    return [{k: v - amount if kind in (None, k) else v for k, v in alternative.items() if kind not in (None, k) or v > amount}
            for alternative in requirement or [{}]]  # fmt: skip


def current_requirement_total(state: dict, card_id: str) -> int:
    """The total of its requirement now (虎视 802.22b, 威凛 802.8b), after layer 6."""
    return requirement_total(requirement_of(state, card_id))


def has_role(state: dict, card_id: str, role: str | None) -> bool:
    """105.9a: an ability with a role symbol exists only while its General has that role."""
    return role is None or state["cards"][card_id].get("slot") == role


def ability_exists(state: dict, card_id: str, ability) -> bool:
    """105.9a, 105.11: an ability exists only in the role its role symbol names and while the 兵权
    meets its growth symbol."""
    return has_role(state, card_id, ability.role) and growth_met(state, controller_of(state, card_id), ability.growth)


def growth_met(state: dict, player: str, growth) -> bool:
    """105.11a: the player's 兵权 face values, in all or of one kind, reach the growth symbol's
    number; with 我方 those of every player of their team still in the game (105.11b)."""
    if growth is None:
        return True
    players = [p for p in team_of(state, player) if p in state["seats"]] if growth.team else [player]
    values = sum((face_values(state, p) for p in players), Counter())
    return (values[growth.kind] if growth.kind else sum(values.values())) >= growth.at_least


def anthems(state: dict, card_id: str, sources: list | None = None) -> dict[str, int]:
    """What the static abilities (704) of face-up Generals and Events on the card's controller's
    field add to its ATK, HP and INT; ``sources``: the controller's ``anthem_sources`` when the
    caller reads several of their cards."""
    applicable = applicable_anthems(state, card_id, sources)
    keywords = keywords_of(state, card_id) if any(a.with_keyword or a.empty_text for a in applicable) else {}
    applying = [a for a in applicable if (a.with_keyword is None or a.with_keyword in keywords)
                and not (a.empty_text and (keywords or definition_of(state, card_id).keywords or definition_of(state, card_id).abilities))]  # 108.12  # fmt: skip
    return {name: sum(getattr(a, name) for a in applying) for name in ("attack", "health", "intelligence")}


def anthem_sources(state: dict, controller: str) -> list[tuple[str | None, list[str] | None, object]]:
    """(source General, designated Generals, anthem) for every anthem that may reach a card of
    ``controller``: their activated permanent Events (face up in the Event slot, 505.5d), the
    standing lasting/permanent Stratagems that designate Generals (any player's) or, with no
    target, are theirs (501.6b-c), and the statics of their face-up Generals whose effects work
    (704, 703.5d)."""
    cards, db = state["cards"], card_db()
    found: list[tuple[str | None, list[str] | None, object]] = []
    own_generals = []  # one pass over the controller's field (its Authority makes it long): Events now, Generals last
    for card_id in state["zones"][zone(controller, "field")]["cards"]:
        card = cards[card_id]
        if card["slot"] in GENERAL_SLOTS:
            own_generals.append(card_id)
        elif card["slot"] == "event" and not card.get("face_down") and db[card["def"]].anthem is not None:
            found.append((None, None, db[card["def"]].anthem))
    for player in state["seats"]:
        for stratagem in field_cards(state, player, "stratagem"):
            card = cards[stratagem]
            anthem = db[card["def"]].anthem
            if anthem is None or card.get("face_down"):
                continue
            if card.get("targets"):
                found.append((None, card["targets"], anthem))
            elif player == controller:
                found.append((None, None, anthem))
    for source in own_generals:
        if cards[source].get("face_down"):
            continue
        statics = [a for a in db[cards[source]["def"]].abilities if a.anthem is not None]
        if statics and own_effects_on(state, source):
            found += [(source, None, a.anthem) for a in statics if ability_exists(state, source, a)]
    return found


def applicable_anthems(state: dict, card_id: str, sources: list | None = None) -> list:
    """The anthems on the card's controller's side (``anthem_sources``) whose targets, troop and
    trait filters it meets (after layers 4 and 5); their ``with_keyword`` filter is left to the
    caller (layer 7)."""
    if sources is None:
        sources = anthem_sources(state, controller_of(state, card_id))
    if not sources:
        return []
    troops, traits = troops_of(state, card_id), traits_of(state, card_id)
    return [anthem for source, targets, anthem in sources if (targets is None or card_id in targets)
            and not (anthem.others and source == card_id) and (anthem.troop is None or anthem.troop in troops)
            and (anthem.trait is None or anthem.trait in traits) and (not anthem.equipped or equipment(state, card_id))]  # fmt: skip


# Card field: the rule-effect check has given this Lord its bonus (804.5f). The bonus is a rule
# effect, so it applies only once rule effects are checked (804.4's examples: an arrival skill
# resolves before it, and a Lord dealt lethal damage as it enters dies with the bonus unapplied).
LORD_BONUS_GIVEN = "lord_bonus"


def earns_lord_bonus(state: dict, card_id: str) -> bool:
    """804.5f, 202.4a: a face-up Lord whose initial requirement total is 3 or more (not while
    face down, digest §12.2 item 19)."""
    card = state["cards"][card_id]
    if card.get("slot") != "lord" or card.get("face_down"):
        return False
    return definition_of(state, card_id).requirement_total >= LORD_BONUS_TOTAL


def lord_bonus(state: dict, card_id: str) -> int:
    """The bonus counts once the rule-effect check has given it and while the card still earns it."""
    given = state["cards"][card_id].get(LORD_BONUS_GIVEN)
    return LORD_BONUS if given and earns_lord_bonus(state, card_id) else 0


def boost(state: dict, card_id: str, stat: str) -> int:
    """"+X 攻命 until the end of the turn" results on the card (keywords.py, effects.py)."""
    return sum(b.get(stat, 0) for b in state["cards"][card_id].get(UNTIL_END_OF_TURN, ()))


def while_source(state: dict, card_id: str) -> list[dict]:
    """The card's results lasting "直到<source>不再在己方场上" whose source is still on the field of
    the player whose effect it is."""
    cards = state["cards"]
    return [r for r in cards[card_id].get(WHILE_SOURCE, ()) if r["source"] in cards and cards[r["source"]]["zone"] == f"{r[BY]}.field"]


def set_value(state: dict, card_id: str, stat: str, printed: int) -> int:
    """Sublayer 8.1 (709.3a), then 8.2 (709.3b): the latest "变为 X" by timestamp (709.6), a 始终
    one over any other (709.9), the defining (8.1) ones before all of 8.2. 709.6c (effects stamped at the same moment are ordered by their controllers, active
    player first) has no case to decide here: every result whose order matters (8.2 and layer 6
    sets) comes from a step, and steps resolve one at a time (705.2c) in triggers resolved one at
    a time, the active player's first (703.3c), so their timestamps already follow that order."""
    lasting = state["cards"][card_id].get(UNTIL_END_OF_TURN, [])
    results = [r for r in (lasting + while_source(state, card_id) if WHILE_SOURCE in state["cards"][card_id] else lasting) if stat in r.get("set", {})]
    if not results:
        return printed
    return max(results, key=lambda r: (not r.get("defining"), r["always"], r["ts"]))["set"][stat]


def swapped(state: dict, card_id: str) -> bool:
    """Layer 8.4 (709.3d): an odd number of swaps exchanges ATK and HP."""
    return sum(1 for r in state["cards"][card_id].get(UNTIL_END_OF_TURN, ()) if r.get("swap")) % 2 == 1


def stat(state: dict, card_id: str, name: str, without: str | None = None, added: dict[str, int] | None = None) -> int:
    """A face-up General's value through the sublayers of layer 8 (709.3; a face-down one has no
    stats to change, 112.2b): the printed value or what sets it (8.2), plus Treasures (but
    ``without``, 418.4), boosts and anthems, and for ATK and HP the Lord bonus (8.3), then the
    swaps of ATK and HP (8.4). A Formation's ATK and HP are its formulas with N (503.7c) and its
    boosts. The earlier layers come first (709.1): control (layer 1) is the card's ``controller``,
    moved by control.py, so the anthems read are its controller's now; roles (layer 2) are the
    slots (107.1: the white paper changes a role only by moving the card); factions, troop types,
    traits, the requirement and keywords granted this turn (layers 3-7: ``has_faction``,
    ``troops_of``, ``traits_of``, ``requirement_of``, ``keyword_level``). ``added``: the card's
    ``anthems`` when the caller has them already (``current_stats``)."""
    definition = definition_of(state, card_id)
    if definition.type == "formation":
        n = len(members(state, card_id))
        return formula_value(getattr(definition, f"{name}_formula"), n) + boost(state, card_id, name)
    if state["cards"][card_id].get("face_down"):
        return getattr(definition, name)
    if name != "intelligence" and swapped(state, card_id):
        name = "health" if name == "attack" else "attack"
    printed = set_value(state, card_id, name, getattr(definition, name))
    total = printed + bonus(state, card_id, name, without) + boost(state, card_id, name) + (added or anthems(state, card_id))[name]
    return total + lord_bonus(state, card_id) if name != "intelligence" else total


def current_stats(state: dict, card_id: str, sources: list | None = None) -> dict[str, int]:
    """ATK, HP and INT at once, the anthems read once (what views show); ``sources`` as for ``anthems``."""
    card = state["cards"][card_id]
    added = None if card.get("face_down") or definition_of(state, card_id).type == "formation" else anthems(state, card_id, sources)
    return {name: stat(state, card_id, name, added=added) for name in ("attack", "health", "intelligence")}


def attack(state: dict, card_id: str) -> int:
    return stat(state, card_id, "attack")


def health(state: dict, card_id: str, sources: list | None = None) -> int:
    """``sources`` as for ``anthems``."""
    added = None if sources is None or state["cards"][card_id].get("face_down") else anthems(state, card_id, sources)
    return stat(state, card_id, "health", added=added)


def intelligence(state: dict, card_id: str) -> int:
    return stat(state, card_id, "intelligence")


def marked_damage(state: dict, card_id: str) -> int:
    card = state["cards"][card_id]
    return counter_of(card, "damage") + counter_of(card, "permanent")


def condition_holds(state: dict, general: str, condition, without: str | None = None) -> bool:
    """One 装备条件 or 结阵条件 requirement (418, 420) on a General (stats without ``without``)."""
    if condition.requirement_total is not None:  # 420.3a: its current requirement (layer 6)
        return current_requirement_total(state, general) >= condition.requirement_total
    if condition.stat is not None:
        return stat(state, general, condition.stat, without) >= condition.at_least
    if condition.role is not None:
        return state["cards"][general].get("slot") == condition.role
    return condition.troop in troops_of(state, general)


def lethal(state: dict, card_id: str) -> int:
    """The damage that would make it die (117.7): what is left of its HP, never below 0."""
    return max(0, health(state, card_id) - marked_damage(state, card_id))

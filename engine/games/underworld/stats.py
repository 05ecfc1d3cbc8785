"""Current characteristics: icons, defence and keywords after continuous effects (G:持续 p2,
G:卡牌效果 p6), and the rules a card sets for its region.

Nothing here is stored: it is computed from the printed card, the effects in `state["effects"]`
(made by resolved abilities, e.g. "直到回合结束") and the continuous abilities of face-up cards
in play. A hidden agent has none of its face's information (G:暗藏者 p1): only one icon.
"""

from collections import Counter
from collections.abc import Callable
from functools import cache, wraps

import orjson

from .abilities import Condition, Static
from .cards import CardDef, card, card_db, granted_ability_id
from .options import option
from .zones import (
    SEALED,
    SLOTS,
    WORLD,
    area_cards,
    controller_of,
    in_play,
    is_hidden_agent,
    region_in,
    slot_of,
    zone,
)

ICONS = ("investigation", "battle", "influence")


def definition(state: dict, card_id: str) -> CardDef:
    definition_id = state["cards"][card_id]["def"]
    printed = card_db().get(definition_id)  # read for nearly every rules question: `card` inlined
    return printed if printed is not None else card(definition_id)


def is_face_up_in_area(state: dict, card_id: str) -> bool:
    c = state["cards"][card_id]
    return c["zone"].startswith("area") and not c.get("face_down")


def is_character(state: dict, card_id: str) -> bool:
    """A face-up character card in a contested area (G:角色 p5: only there is it a "角色"), or an
    attachment there that an effect made a character as well (JC027: "它仍然是附属")."""
    if not is_face_up_in_area(state, card_id):
        return False
    basic_type = definition(state, card_id).basic_type
    return basic_type == "character" or (basic_type == "attachment" and _became_character(state, card_id))


def _became_character(state: dict, card_id: str) -> bool:
    return any(e["modifier"].get("becomes_character") for e in state["effects"] if e["cards"] and card_id in e["cards"])


def is_attachment(state: dict, card_id: str) -> bool:
    c = state["cards"][card_id]
    return "attached_to" in c and not c.get("face_down")


def characters_in(state: dict, slot: int) -> list[str]:
    return [c for c in area_cards(state, slot) if is_character(state, c)]


def agents_in(state: dict, slot: int) -> list[str]:
    return [c for c in area_cards(state, slot) if is_hidden_agent(state, c)]


def first_player(state: dict) -> str:
    return state["turn"]["active"]


# ---------------------------------------------------------------------------- continuous abilities
def continuous_sources(state: dict) -> list[tuple[str, str, Static]]:
    """(card id, controller, static) for every continuous ability working now: contested regions,
    face-up cards in contested areas and secret societies (assets have no abilities, G:资产 p10).
    Callers that read many cards of one unchanging state use `sources_fixed`; callers never edit
    the list."""
    return _sources(state)


_FIXED_SOURCES: dict[int, list] = {}
_FIXED_FACTS: dict[int, dict] = {}  # by state, then fact, then card (or player, or slot): `fixed_fact`


class sources_fixed:
    """Within the block nothing changes `state`, so its continuous sources are read once, and so
    are each card's modifiers and subtypes (`fixed_fact`). Nearly every rules question reads them for every card in
    play; a state check, a view or the list of legal actions asks thousands of such questions of
    one unchanging state. `resume`: the frame whose block may take over what the last block kept
    for it (`keep_fixed_for`). Else the block takes over what the last block read when what the
    facts depend on is the same (`facts_key`; `key`: the caller's, read just before). Entering
    gives whether it took over what the last block kept. `fresh`: take over nothing and keep
    nothing, every fact worked out from the state alone (the fuzzer's check, `kept_fact_problems`).
    A class rather than a generator: a block opens for every menu, state check and choice of
    targets."""

    __slots__ = ("state", "resume", "key", "fresh", "opened")

    def __init__(self, state: dict, resume: dict | None = None, key: bytes | None = None, fresh: bool = False):
        self.state, self.resume, self.key, self.fresh = state, resume, key, fresh

    def __enter__(self) -> bool:
        state = self.state
        state_id = id(state)
        self.opened = state_id not in _FIXED_SOURCES
        if not self.opened:  # an enclosing block already fixed them
            return False
        kept, _KEPT[0] = _KEPT[0], None  # any other block may change the state after it: kept facts go
        resumed = self.resume is not None and _kept_serves(kept, state, self.resume)
        if self.fresh:
            _FIXED_SOURCES[state_id], _FIXED_FACTS[state_id] = list(_working_sources(state)), {}
        elif resumed:
            _FIXED_SOURCES[state_id], _FIXED_FACTS[state_id] = kept[3], kept[4]
        else:
            read = _read_before(state, facts_key(state) if self.key is None else self.key)
            _FIXED_SOURCES[state_id], _FIXED_FACTS[state_id] = read[2], read[3]
        return resumed

    def __exit__(self, *exc_info) -> None:
        if self.opened:
            del _FIXED_SOURCES[id(self.state)], _FIXED_FACTS[id(self.state)]


# What the last blocks not resuming a kept one read, the latest first: [state, its `facts_key`,
# its sources, its facts, whether a state check found nothing to do in it (`checked_clean`)]. A
# resumed block reads the same facts object on (a pass changes nothing the key holds). Two: a view
# of the state with hidden cards swapped (the fuzzer's check) leaves the state's own.
_READ: list[list] = []
READ_KEPT = 2


def _latest_read(state: dict, key: bytes) -> list | None:
    """What a block read in a state of this `facts_key`, made the latest read; None if none did."""
    for index, read in enumerate(_READ):
        if read[0] is state and read[1] == key:
            if index:
                _READ.insert(0, _READ.pop(index))
            return read
    return None


def _read_before(state: dict, key: bytes) -> list:
    """What a block read in a state of this `facts_key`, now the latest; else a new empty one."""
    read = _latest_read(state, key)
    if read is None:
        _READ.insert(0, read := [state, key, list(_sources_now(state)), {}, False])
        del _READ[READ_KEPT:]
    return read


def facts_key(state: dict) -> bytes:
    """What the facts read once in a block (`fixed_fact`, the continuous sources) and a state check
    depend on: the cards, zones, effects, stack, waiting triggers, players, match data, options and
    seats, and of the turn only its first player and who lost influence (`condition_holds`); not
    the procedures, the request or the random state. A step that begins or a target chosen leaves
    it alone; an edit of the state in place (scenario tests) changes it like a rules action. Card
    definitions are those of the state's whole life (tests swap them before a position is built).

    Of the libraries and the world library (most of the cards) it holds how many cards each has
    and its top card, which is all a fact reads of them: a search reads a library
    card's subtypes, from its definition, and the state check whether a player saw his library top
    (`watched_cards`). Such a card changes only by a move, which makes it a new id (a shuffle makes
    them all new), or in place by being shown (`visible_to`: `Ctx.reveal`, `look_and_arrange`);
    no rule writes a library card's definition in place (`permanents.leave_play` and
    `_shuffle_agents` write those of cards in play). The other zones it holds as their cards' entries
    in order (each names its zone)."""
    cards, zones, turn = state["cards"], state["zones"], state["turn"]
    shown = [cards[c] for name in _keyed_zones(tuple(zones)) for c in zones[name]["cards"]]
    piles = [(len(listed), listed and cards[listed[-1]]) for listed in (zones[name]["cards"] for name in _piles(tuple(state["seats"])))]
    return orjson.dumps((shown, piles, state["effects"], state["stack"], state["triggers"], state["players"], state["data"],
                         state["options"], state["seats"], turn.get("active"), turn.get("influence_removed")))  # fmt: skip


@cache
def _keyed_zones(names: tuple[str, ...]) -> tuple[str, ...]:
    """The zones whose cards `facts_key` holds whole: all but the libraries and the world library."""
    return tuple(name for name in names if name != WORLD and not name.endswith(".library"))


@cache
def _piles(seats: tuple[str, ...]) -> tuple[str, ...]:
    """The zones of which `facts_key` holds the size and the top card: the libraries and the world library."""
    return (*(zone(p, "library") for p in seats), WORLD)


def checked_clean(state: dict, key: bytes) -> bool:
    """Whether a state check found nothing to do in a state of this `facts_key`, one of the last
    read (made the latest read: `keep_last_read_for`)."""
    read = _latest_read(state, key)
    return read is not None and read[4]


def mark_checked_clean(state: dict, key: bytes) -> None:
    """A state check found nothing to do in `state`, read with this `facts_key` just before."""
    if _READ and _READ[0][0] is state and _READ[0][1] == key:
        _READ[0][4] = True


def keep_last_read_for(state: dict, frame: dict) -> None:
    """`keep_fixed_for` without a block: what the latest block read, for a state check that
    skipped a state of that `facts_key` (`checked_clean`)."""
    _KEPT[0] = (state, state["version"], frame, _READ[0][2], _READ[0][3], False)


# What a block kept for the next block of one frame: (state, its version, frame, sources, facts,
# whether a state check found nothing to do in that very state: `unchanged_since_clean_check`).
_KEPT: list = [None]


def _kept_serves(kept: tuple | None, state: dict, frame: dict) -> bool:
    return kept is not None and kept[0] is state and kept[1] == state["version"] and kept[2] is frame


def keep_fixed_for(state: dict, frame: dict, after_pass: bool = False, checked: bool = False) -> None:
    """Inside `sources_fixed`: hand what the block read to the next block that resumes `frame`
    (`sources_fixed(state, resume=frame)`) in this same answer's run, provided no block opens in
    between. The caller vouches that nothing changes the state until then (a state check that found
    nothing to do, then the priority procedure asking: checks.py). `after_pass`: for the run of
    the next answer instead, should it be a pass (`keep_fixed_over_pass`); asking again without
    one (a position edited by a test) reads everything afresh. `checked`: the block read a state in
    which a state check found nothing to do (it took over what that check kept)."""
    version = None if after_pass else state["version"]
    _KEPT[0] = (state, version, frame, _FIXED_SOURCES[id(state)], _FIXED_FACTS[id(state)], checked)


def unchanged_since_clean_check(state: dict, frame: dict) -> bool:
    """Whether `state` is the one a state check found nothing to do in, but for a priority pass:
    the menu of the player who passed took over what that check kept (`keep_fixed_for(checked=
    True)`), and what it kept now serves `frame` (`keep_fixed_over_pass`). A position edited
    between the answers is asked again from scratch (the scenario helper's refresh), which keeps
    nothing checked."""
    kept = _KEPT[0]
    return _kept_serves(kept, state, frame) and kept[5]


def keep_fixed_over_pass(state: dict) -> None:
    """A pass changes nothing a fact reads (only frames and `passed_empty`): what the menu of the
    player who passed kept (`keep_fixed_for(after_pass=True)`) serves the first pass of the state
    check that follows it, before anything else happened (checks.py)."""
    kept = _KEPT[0]
    if kept is not None and kept[0] is state and kept[1] is None:
        _KEPT[0] = (state, state["version"], *kept[2:])


def kept_fact_problems(state: dict) -> list[str]:
    """The fuzzer's check (`cache_problems`) of what a block takes over from the last block of an
    equal `facts_key` (`_read_before`): the modifiers, subtypes, granted abilities, blank text
    box, keywords and icons of each card in the regions, contested areas and secret societies
    (assets have no abilities, G:资产 p10), each region's rules, the marked cards of the zones
    a menu reads and whether anyone may look at hidden cards (`watching`), read in a block, equal a build from scratch (a fact reading something the key
    leaves out would differ): in a block of its own that takes over nothing, each fact worked out
    once (outside any block a card's icons would work out its modifiers again, and the continuous
    sources for every fact)."""
    cards = [c for name, _ in _source_zones(tuple(state["seats"])) for c in state["zones"][name]["cards"]]  # not assets: no abilities
    reads = [(f, c) for f in (modifiers, subtypes, granted_abilities, text_blank, keywords, icons) for c in cards]
    reads += [(region_flags, s) for s in SLOTS]
    reads += [(marked_cards, zone(p, kind)) for p in state["seats"] for kind in ("hand", "graveyard", "assets")] + [(marked_cards, SEALED)]  # the menu's
    reads.append((watching, 0))
    return kept_read_problems(state, reads)


def kept_read_problems(state: dict, reads: list[tuple[Callable, object]]) -> list[str]:
    """Each `f(state, what)` of `reads` read in a block that takes over what the last block of an
    equal `facts_key` read, where it differs from a block that takes over nothing."""
    with sources_fixed(state):
        kept = [f(state, what) for f, what in reads]
    with sources_fixed(state, fresh=True):
        fresh = [f(state, what) for f, what in reads]
    return [f"{f.__name__}({what}): kept {was!r} differs from a build from scratch {now!r}"
            for (f, what), was, now in zip(reads, kept, fresh, strict=True) if was != now]  # fmt: skip


def fixed_fact(state: dict, compute, card_id: str | int):
    """`compute(state, card_id)`, read once per card (or player, or slot) inside `sources_fixed`; not while a selection
    reads subtypes (`subtypes`: a card's facts then leave out what selections give). The answer
    is shared: callers never edit it."""
    facts = _FIXED_FACTS.get(id(state))
    if facts is None or _SELECTING_SUBTYPES:
        return compute(state, card_id)
    of_fact = facts.get(compute)  # by fact, then by card: no pair to build and hash on every read
    if of_fact is None:
        of_fact = facts[compute] = {}
    found = of_fact.get(card_id, of_fact)  # the dict itself: no fact is it
    if found is of_fact:
        found = of_fact[card_id] = compute(state, card_id)
    return found


def _sources(state: dict):
    fixed = _FIXED_SOURCES.get(id(state))
    return fixed if fixed is not None else _sources_now(state)


# The continuous sources last worked out, and what they were worked out from (`_sources_key`).
_LAST_SOURCES: list = [None, []]


def _sources_key(state: dict) -> list:
    """Everything the continuous sources depend on: the cards of the regions, contested areas and
    secret societies, with their definition (the object: tests swap definitions under one id),
    face, attachment and controller (attachments with a blank-text rule sit beside their hosts).
    Far cheaper to read than the sources themselves."""
    zones, cards, printed = state["zones"], state["cards"], card_db()
    key = []
    for name, faceless in _source_zones(tuple(state["seats"])):
        for card_id in zones[name]["cards"]:  # a plain loop: read on nearly every rules question
            entry = cards[card_id]
            face_down = entry.get("face_down")
            shown = None if faceless and face_down else printed.get(entry["def"]) or card(entry["def"])
            key.append((card_id, shown, face_down, entry.get("attached_to"), entry.get("controller")))
    return key


@cache
def _source_zones(seats: tuple[str, ...]) -> tuple[tuple[str, bool], ...]:
    """(zone, whether a face-down card there is faceless): a face-down card in a contested area has
    nothing that works (G:暗藏者 p1), so which card it is does not matter (nor, to the fuzzer's
    hidden-card check, which shuffles them)."""
    return (*((f"slot{s}", False) for s in SLOTS), *((f"area{s}", True) for s in SLOTS), *((zone(p, "society"), False) for p in seats))


def _sources_now(state: dict) -> list:
    """The continuous sources, worked out again only when what they depend on changed: a state
    check, a menu and the rules questions between them read them many times over."""
    key = _sources_key(state)
    if key != _LAST_SOURCES[0]:
        _LAST_SOURCES[:] = [key, list(_working_sources(state))]
    return _LAST_SOURCES[1]


def _working_sources(state: dict):
    cards = state["cards"]
    working = []
    for slot in SLOTS:  # a region's own continuous abilities work while it is contested (DQBQ03)
        region = region_in(state, slot)
        if region is not None:
            working.append(region)
        working += [c for c in area_cards(state, slot) if not cards[c].get("face_down")]
    for player in state["seats"]:
        working += state["zones"][zone(player, "society")]["cards"]
    for card_id in working:
        statics = _continuous_statics(card(cards[card_id]["def"]))
        if statics and not text_blank(state, card_id):
            controller = controller_of(state, card_id)
            for static in statics:
                yield card_id, controller, static


def text_blank(state: dict, card_id: str) -> bool:
    """"受此结附的角色，其印刷文本框视作空白" (JC101): a card in play under a face-up attachment with
    that rule has none of its printed keywords and abilities (icons, cost and defence stay). The
    hosts so blanked are read once per zone inside `sources_fixed`: every card's keywords ask."""
    return in_play(state, card_id) and card_id in fixed_fact(state, _blanked_hosts_now, state["cards"][card_id]["zone"])


def _blanked_hosts_now(state: dict, zone_name: str) -> set[str]:
    """The hosts of the face-up attachments with that rule in a zone (an attachment sits in its host's zone)."""
    cards = state["cards"]
    return {cards[c]["attached_to"] for c in state["zones"][zone_name]["cards"]
            if "attached_to" in cards[c] and not cards[c].get("face_down") and _blanks_host_text(card(cards[c]["def"]))}  # fmt: skip


def per_definition(derive):
    """Decorator: `derive(printed)` worked out once per card definition object (not per id: tests
    put made-up definitions into the card database under one id in turn). An entry keeps its
    definition alive, so no other object takes its id."""
    found: dict[int, tuple[CardDef, object]] = {}

    @wraps(derive)
    def read(printed: CardDef):
        entry = found.get(id(printed))
        if entry is None:
            entry = found[id(printed)] = (printed, derive(printed))
        return entry[1]

    return read


@per_definition
def _continuous_statics(printed: CardDef) -> tuple[Static, ...]:
    """A card's printed continuous abilities: nearly every rules question walks those of every
    card in play, and most cards have none."""
    return tuple(a.static for a in printed.abilities if a.kind == "continuous" and a.static is not None and not a.while_sealed)


@per_definition
def _blanks_host_text(printed: CardDef) -> bool:
    return any(a.static and a.static.flag == "blank_host_text" for a in printed.abilities)


@per_definition
def ability_marks(printed: CardDef) -> frozenset[str]:
    """Which of the marks that let a card be played or used from outside the usual places any of
    its abilities carries ("play_while_sealed", "play_from_graveyard", "play_from_assets",
    "from_hand", "from_graveyard", "any_player"): every menu asks it of every card in the hands,
    graveyards, the sealed zone and the asset zones, and few cards carry any."""
    marks = ("play_while_sealed", "play_from_graveyard", "play_from_assets", "from_hand", "from_graveyard", "any_player")
    return frozenset(m for m in marks if any(getattr(a, m) for a in printed.abilities))


def marked_cards(state: dict, zone_name: str) -> list[tuple[str, frozenset[str]]]:
    """(card, its `ability_marks`) of each card of a zone that carries any, in zone order: every
    menu looks through the hands, graveyards, asset zones and the sealed zone for them. Read once per zone inside
    `sources_fixed`: callers never edit it."""
    return fixed_fact(state, _marked_cards_now, zone_name)


def _marked_cards_now(state: dict, zone_name: str) -> list[tuple[str, frozenset[str]]]:
    found = []
    for card_id in state["zones"][zone_name]["cards"]:
        marks = ability_marks(definition(state, card_id))
        if marks:
            found.append((card_id, marks))
    return found


@per_definition
def _printed_keywords(printed: CardDef) -> tuple[dict, ...]:
    return tuple(k.model_dump() for k in printed.keywords)


def domain_count(state: dict, player: str, domain: str) -> int:
    """Magic-domain icons among a player's assets, exhausted or not (G:魔法领域图标 p7)."""
    return sum(definition(state, c).domains.count(domain) for c in state["zones"][zone(player, "assets")]["cards"])


def influence(state: dict, slot: int, player: str) -> int:
    region = region_in(state, slot)
    return state["cards"][region].get("counters", {}).get(f"influence:{player}", 0) if region else 0


def time_counters_in(state: dict, slot: int) -> int:
    """Time counters on a region and on the cards there: a counter on a card is also in its region
    (G:指示物标志 p11)."""
    cards = [region_in(state, slot)] + list(area_cards(state, slot))
    return sum(state["cards"][c].get("counters", {}).get("time", 0) for c in cards if c)


def time_counters_in_play(state: dict) -> int:
    """"场上有四个或更多时间标志" (XQ19): in every region and on the secret societies' cards."""
    societies = [c for p in state["seats"] for c in state["zones"][zone(p, "society")]["cards"]]
    return sum(time_counters_in(state, s) for s in SLOTS) + sum(state["cards"][c].get("counters", {}).get("time", 0) for c in societies)


def battle_icons_of(state: dict, player: str) -> int:
    """Black and white battle icons on a player's characters (WM019)."""
    total = 0
    for slot in SLOTS:
        for card_id in characters_in(state, slot):
            if controller_of(state, card_id) == player:
                black, white = icons(state, card_id)
                total += black["battle"] + white["battle"]
    return total


def condition_holds(state: dict, condition: Condition | None, source: str, controller: str, slot: int | None = None,
                    dying_subtypes: tuple[str, ...] = (), destroyed_subtypes: tuple[str, ...] = (),
                    sacrificed_subtypes: tuple[str, ...] = (), discarded_subtypes: tuple[str, ...] = (),
                    exhausted_own_subtypes: tuple[str, ...] = ()) -> bool:  # fmt: skip
    """`slot`: the region a condition with a `region` target reads (else the source's region);
    `dying_subtypes`: those of the character whose death triggered the ability;
    `destroyed_subtypes`: those of the characters a step of the ability destroyed;
    `sacrificed_subtypes`: those of the character sacrificed to pay for it, as it last was;
    `discarded_subtypes`: those of the cards discarded to pay for it (MSWM03); `exhausted_own_subtypes`:
    those of his characters a step of the ability exhausted (XG32)."""
    if condition is None:
        return True
    if condition.any_of and not any(condition_holds(state, c, source, controller, slot) for c in condition.any_of):
        return False
    if condition.score_below_enemy:
        from .regions import score  # regions reads stats

        if not any(score(state, controller) < score(state, p) for p in state["seats"] if p != controller):
            return False
    if condition.dying_subtype and condition.dying_subtype not in dying_subtypes:
        return False
    if condition.exhausted_own_subtype and condition.exhausted_own_subtype not in exhausted_own_subtypes:  # XG32
        return False
    if condition.destroyed_subtype and condition.destroyed_subtype not in destroyed_subtypes:
        return False
    if condition.sacrificed_subtype and condition.sacrificed_subtype not in sacrificed_subtypes:
        return False
    if condition.discarded_subtype and condition.discarded_subtype not in discarded_subtypes:
        return False
    if condition.own_graveyard_min is not None and len(state["zones"][zone(controller, "graveyard")]["cards"]) < condition.own_graveyard_min:
        return False
    if condition.sealed_on_own_society and not any(
        state["cards"][c]["sealed_under"] == f"society:{controller}" and definition(state, c).name == condition.sealed_on_own_society
        for c in state["zones"][SEALED]["cards"]
    ):
        return False
    if condition.source_has_counters and not any(k != "damage" and n for k, n in state["cards"].get(source, {}).get("counters", {}).items()):
        return False
    if condition.source_has_sealed and not has_sealed(state, source):
        return False
    if condition.enemy_influence_removed and not set(state["turn"].get("influence_removed", [])) - {controller}:
        return False
    if condition.on_own_society and state["cards"].get(source, {}).get("attached_to") != f"society:{controller}":
        return False
    if slot is None:
        slot = slot_of(state, source) if source in state["cards"] else None
    enemy = [p for p in state["seats"] if p != controller]
    if condition.assets_with_faction and sum(
        definition(state, c).faction == condition.assets_with_faction for c in state["zones"][zone(controller, "assets")]["cards"]
    ) < condition.assets_with_faction_count:
        return False
    if condition.assets_with_domain and domain_count(state, controller, condition.assets_with_domain) < condition.assets_with_domain_count:
        return False
    if condition.no_enemy_characters_here and slot and any(controller_of(state, c) != controller for c in characters_in(state, slot)):
        return False
    if condition.own_influence_here and not (slot and influence(state, slot, controller)):
        return False
    if condition.enemy_influence_here and not (slot and any(influence(state, slot, p) for p in enemy)):
        return False
    if condition.source_ready and state["cards"].get(source, {}).get("exhausted"):
        return False
    if condition.source_exhausted and not state["cards"].get(source, {}).get("exhausted"):
        return False
    if condition.source_without_time_counters and state["cards"].get(source, {}).get("counters", {}).get("time"):
        return False
    if condition.own_society_named and not any(
        definition(state, c).basic_type == "society" and definition(state, c).name == condition.own_society_named
        for c in state["zones"][zone(controller, "society")]["cards"]
    ):
        return False
    if condition.time_counters_in_play_min is not None and time_counters_in_play(state) < condition.time_counters_in_play_min:
        return False
    if condition.time_counters_here_min is not None and not (slot and time_counters_in(state, slot) >= condition.time_counters_here_min):
        return False
    if condition.region_subtype and not (slot and region_in(state, slot)
                                         and condition.region_subtype in definition(state, region_in(state, slot)).subtypes):  # fmt: skip
        return False
    if condition.battle_icons_vs_enemy is not None:
        mine, theirs = battle_icons_of(state, controller), max((battle_icons_of(state, p) for p in enemy), default=0)
        if (mine > theirs) != (condition.battle_icons_vs_enemy == "more"):
            return False
    if condition.subtype_here and not (slot and any(condition.subtype_here in subtypes(state, c) for c in characters_in(state, slot))):
        return False
    if condition.other_own_here and not (slot and any(
        c != source and controller_of(state, c) == controller and condition.other_own_here in subtypes(state, c)
        for c in characters_in(state, slot)
    )):
        return False
    if condition.you_control and not any(
        controller_of(state, c) == controller and set(condition.you_control) & set(subtypes(state, c))
        for s in SLOTS for c in characters_in(state, s)
    ):
        return False
    if condition.controls_named and sum(
        controller_of(state, c) == controller and definition(state, c).name == condition.controls_named
        for s in SLOTS for c in characters_in(state, s)
    ) < condition.controls_named_count:
        return False
    if condition.enemy_hand_at_most is not None and not any(
        len(state["zones"][zone(p, "hand")]["cards"]) <= condition.enemy_hand_at_most for p in enemy
    ):
        return False
    return not (condition.you_have_token and first_player(state) != controller)


def _static_applies(state: dict, static: Static, source: str, controller: str, card_id: str) -> bool:
    if static.to == "self":
        return card_id == source
    if static.to == "host":
        return state["cards"][source].get("attached_to") == card_id
    if static.to == "owned_cards" or static.select is None:  # owned_cards: subtypes only, in every zone (_owned_card_subtypes)
        return False
    return targets.matches(state, static.select, card_id, controller, source, slot_of(state, source))


def _times(state: dict, static: Static, source: str, controller: str) -> int:
    if static.per == "time_counter":
        return state["cards"][source].get("counters", {}).get("time", 0)
    if static.per == "hidden_agent":
        return sum(1 for s in SLOTS for c in agents_in(state, s) if controller_of(state, c) == controller)
    if static.per == "asset_domain":
        return domain_count(state, controller, static.per_domain or "")
    if static.per == "sealed_card":
        return sum(1 for c in state["zones"][SEALED]["cards"] if state["cards"][c]["sealed_under"] == source)
    if static.per == "attached_subtype":  # "在其上每结附一个纹身" (JZ70)
        return sum(1 for c in area_cards(state, slot_of(state, source)) if state["cards"][c].get("attached_to") == source
                   and static.per_subtype in definition(state, c).subtypes)  # fmt: skip
    if static.per == "graveyard_character":
        return sum(1 for c in state["zones"][zone(controller, "graveyard")]["cards"] if definition(state, c).basic_type == "character")
    return 1


def _sealed_icons(state: dict, host: str) -> dict:
    """The icons printed on the character cards sealed under a card (JC066's FAQ: printed ones
    only, white ones too)."""
    sealed = [definition(state, c) for c in state["zones"][SEALED]["cards"] if state["cards"][c]["sealed_under"] == host]
    characters = [p for p in sealed if p.basic_type == "character"]
    return {"icons": [i for p in characters for i in p.icons], "white_icons": [i for p in characters for i in p.white_icons]}


def modifiers(state: dict, card_id: str) -> list[dict]:
    """Every modifier on a face-up card in play: effects of resolved abilities, then continuous
    abilities (their order does not matter: all of them add)."""
    return fixed_fact(state, _modifiers_now, card_id)


def _modifiers_now(state: dict, card_id: str) -> list[dict]:
    if state["cards"][card_id].get("face_down") or not in_play(state, card_id):
        return []
    found = [e["modifier"] for e in state["effects"] if e["cards"] and card_id in e["cards"]]
    for source, controller, static in _sources(state):
        if static.flag or static.discount or static.fast_attachments or not _static_applies(state, static, source, controller, card_id):
            continue
        if not condition_holds(state, static.condition, source, controller):
            continue
        times = _times(state, static, source, controller)
        modifier = {"icons": list(static.icons) * times, "white_icons": list(static.white_icons) * times,
                    "defence": static.defence * times, "keywords": [k.model_dump() for k in static.keywords] * times,
                    "domains": list(static.domains)}  # fmt: skip
        if static.untargetable_by:
            modifier["flag"] = f"untargetable_by:{static.untargetable_by}"
        if static.white_icons_become_black:
            modifier["flag"] = "white_icons_become_black"
        if static.become_battle:
            modifier["become_battle"] = list(static.become_battle)
        if static.lose_domains:
            modifier["flag"] = "lose_domains"
        modifier.update(cannot_contest=static.cannot_contest, cannot_activate_actions=static.cannot_activate_actions)
        found.append(modifier)
        if static.sealed_icons:
            found.append(_sealed_icons(state, source))
    return found


def has_sealed(state: dict, card_id: str) -> bool:
    """A card sealed under it (G:封印 p4)."""
    return any(state["cards"][c]["sealed_under"] == card_id for c in state["zones"][SEALED]["cards"])


def granted_abilities(state: dict, card_id: str) -> list[tuple[str, str]]:
    """(ability id, granting card) of each ability a continuous ability gives this face-up card now
    ("所有本地区的角色获得'…'的能力", DQCQ02), or a resolved effect gave it (BQ016: the granting card
    may have left play). Read once per card inside `sources_fixed`: callers never edit it."""
    return fixed_fact(state, _granted_abilities_now, card_id)


def _granted_abilities_now(state: dict, card_id: str) -> list[tuple[str, str]]:
    if state["cards"][card_id].get("face_down") or not in_play(state, card_id):
        return []
    found = [(e["modifier"]["grants"], e["source"]) for e in state["effects"]
             if e["cards"] and card_id in e["cards"] and "grants" in e["modifier"]]  # fmt: skip
    for source, controller, static in _sources(state):
        if static.grants is None or not _static_applies(state, static, source, controller, card_id):
            continue
        if condition_holds(state, static.condition, source, controller):
            granter = definition(state, source)
            index = next(i for i, ability in enumerate(granter.abilities) if ability.static is static)
            found.append((granted_ability_id(granter.id, index), source))
    return found


def restricted(state: dict, card_id: str, rule: str) -> bool:
    """Whether a continuous ability forbids the card `rule`: "cannot_contest" or
    "cannot_activate_actions" (WM096)."""
    return any(m.get(rule) for m in modifiers(state, card_id))


def lock_applies(state: dict, card_id: str, flag: str) -> bool:
    """Whether a card with a lock counter is under a rule for locked cards: 哈克·亚当斯 (JC122)
    stops it turning over, 饮魂者朱迪 (JC123) takes its influence icons, while they are in play."""
    if not state["cards"][card_id].get("counters", {}).get("lock"):
        return False
    return any(static.flag == flag for _, _, static in _sources(state))


def flip_locked(state: dict, card_id: str) -> bool:
    """Neither revealed nor lurking (JC122)."""
    return lock_applies(state, card_id, "locked_cannot_flip")


def may_enter(state: dict, slot: int, printed: CardDef) -> bool:
    """"所有非【国家机构】的角色牌不可正面打出在本地区，也不能移动进入本地区" (JC064)."""
    return all(printed.society == static.society for source, controller, static in _sources(state)
               if static.flag == "faction_only_here" and slot_of(state, source) == slot
               and condition_holds(state, static.condition, source, controller))  # fmt: skip


def can_move_to(state: dict, card_id: str, slot: int) -> bool:
    """Whether a move would take the card into region `slot` (G:移动 p10): never to the region it
    is in, never with "不能移动" (JZ62); a face-up character only where no "can't enter" rule
    forbids it (JC064, G:否定效果优先 p4); a hidden agent shows no face such a rule could read."""
    if slot_of(state, card_id) in (None, slot) or "immobile" in keywords(state, card_id):
        return False
    if is_hidden_agent(state, card_id):
        return True
    return is_face_up_in_area(state, card_id) and may_enter(state, slot, definition(state, card_id))


def silenced(state: dict, card_id: str) -> bool:
    """"所有本地区的角色不能发动触发能力和行动能力" (XQ01): a character in a region with that rule."""
    slot = slot_of(state, card_id)
    return is_character(state, card_id) and slot is not None and any(flag == "silence_here" for flag, _ in region_flags(state, slot))


def watched_cards(state: dict, viewer: str) -> list[str]:
    """The hidden cards `viewer` may look at any time now: the hidden agents where his ready 监控员
    is (JC057), the top card of his library while he controls 西比尔 (LC01). Each state check asks
    it of every player, and mostly no card in play or sealed can let anyone look (`watching`)."""
    if not watching(state):
        return []
    slots = {slot for slot in SLOTS if ("watch_agents_here", viewer) in region_flags(state, slot)}
    found = [c for slot in sorted(slots) for c in agents_in(state, slot)]
    library = state["zones"][zone(viewer, "library")]["cards"]
    if library and player_flag(state, viewer, "watch_library_top"):
        found.append(library[-1])
    return found


def watching(state: dict, _: int = 0) -> bool:
    """Whether a continuous ability working now, or one of a sealed card (`_region_flags_now`),
    lets its controller or owner look at hidden cards (`watched_cards`). Read once inside
    `sources_fixed`."""
    return fixed_fact(state, _watching_now, 0)


def _watching_now(state: dict, _: int) -> bool:
    return (any(static.flag in _WATCH_FLAGS for _, _, static in _sources(state))
            or any(_watches_while_sealed(definition(state, c)) for c in state["zones"][SEALED]["cards"]))  # fmt: skip


_WATCH_FLAGS = ("watch_agents_here", "watch_library_top")


@per_definition
def _watches_while_sealed(printed: CardDef) -> bool:
    return any(a.while_sealed and a.static is not None and a.static.flag in _WATCH_FLAGS for a in printed.abilities)


def any_flag(state: dict, flag: str) -> bool:
    """A rule a continuous ability sets for every player ("所有玩家在非抓牌步骤不能抓牌", JZ66)."""
    return any(static.flag == flag and condition_holds(state, static.condition, source, controller)
               for source, controller, static in _sources(state))  # fmt: skip


def player_flag(state: dict, player: str, flag: str) -> bool:
    """A rule a continuous ability of one of his cards sets for its controller (LC01, JC033)."""
    return any(static.flag == flag and controller == player and condition_holds(state, static.condition, source, controller)
               for source, controller, static in _sources(state))  # fmt: skip


def region_flags(state: dict, slot: int) -> set[tuple[str, str]]:
    """Rules set for a region by continuous abilities there: (flag, controller of the source), and by the
    封印持续 abilities of the cards sealed under it (JZ66, for their owners). Read once per slot inside
    `sources_fixed`: callers never edit it."""
    return fixed_fact(state, _region_flags_now, slot)


def _region_flags_now(state: dict, slot: int) -> set[tuple[str, str]]:
    region = region_in(state, slot)
    flags = {(a.static.flag, state["cards"][c]["owner"]) for c in state["zones"][SEALED]["cards"]
             if region is not None and state["cards"][c]["sealed_under"] == region
             for a in definition(state, c).abilities if a.while_sealed and a.static is not None and a.static.flag}  # fmt: skip
    for source, controller, static in _sources(state):
        if static.flag and slot_of(state, source) == slot and condition_holds(state, static.condition, source, controller):
            flags.add((static.flag, controller))
    return flags


# ---------------------------------------------------------------------------- characteristics
def icons(state: dict, card_id: str) -> tuple[Counter, Counter]:
    """(black icons, white icons) of a card in a contested area. A hidden agent has exactly one
    black icon (G:暗藏者 p1; which one: digest A2). Read once per card inside `sources_fixed` (a
    contest asks each card twice): callers never edit them."""
    return fixed_fact(state, _icons_now, card_id)


def _icons_now(state: dict, card_id: str) -> tuple[Counter, Counter]:
    if is_hidden_agent(state, card_id):
        black = Counter({option(state, "hidden_agent_icon"): 1})
        if lock_applies(state, card_id, "locked_lose_influence"):
            black["influence"] = 0
        return +black, Counter()
    found = modifiers(state, card_id)
    black, white = icons_with(definition(state, card_id), found)
    black["battle"] += state["cards"][card_id].get("counters", {}).get("battle_icon", 0)  # JZ12
    flags = {m.get("flag") for m in found}
    if "white_icons_become_black" in flags:  # XQ43
        black.update(white)
        white = Counter()
    if "influence_becomes_battle" in flags:  # JC106: each ［黑星］ or ［白星］ becomes a ［黑刀］
        black["battle"] += black.pop("influence", 0) + white.pop("influence", 0)
    for kind in {k for m in found for k in m.get("become_battle", ())}:  # XQ13: likewise, eyes and stars
        black["battle"] += black.pop(kind, 0) + white.pop(kind, 0)
    if lock_applies(state, card_id, "locked_lose_influence"):
        black["influence"] = white["influence"] = 0
    return +black, +white


def icons_with(printed: CardDef, found: list[dict]) -> tuple[Counter, Counter]:
    """Printed icons plus those of the modifiers ``found`` on a face-up card."""
    black, white = Counter(printed.icons), Counter(printed.white_icons)
    for modifier in found:
        black.update(modifier.get("icons", []))
        white.update(modifier.get("white_icons", []))
    return black, white


def icon_count(state: dict, card_id: str) -> int:
    """Every icon on a card, white ones included whether working or not (G:临时能力图标 p6)."""
    black, white = icons(state, card_id)
    return sum(black.values()) + sum(white.values())


def active_icons(state: dict, card_id: str, kind: str) -> int:
    """Icons of one kind that count in a contest: white ones only while the card's controller
    holds the first-player token (G:临时能力图标 p6)."""
    black, white = icons(state, card_id)
    count = black[kind]
    if controller_of(state, card_id) == first_player(state):
        count += white[kind]
    return count


def domains(state: dict, card_id: str) -> list[str]:
    """Printed magic-domain icons plus those continuous abilities give ("获得【心】图标", JC060),
    or none after "失去魔法领域图标" (JC099)."""
    found = modifiers(state, card_id)
    if any(m.get("flag") == "lose_domains" for m in found):
        return []
    return list(definition(state, card_id).domains) + [d for m in found for d in m.get("domains", [])]


def defence(state: dict, card_id: str) -> int:
    """With its "+1防御力能力图标标志" counters (MSLC06)."""
    return defence_with(definition(state, card_id), modifiers(state, card_id)) + state["cards"][card_id].get("counters", {}).get("defence", 0)


def defence_with(printed: CardDef, found: list[dict]) -> int:
    """The printed defence (or the latest one an effect set, XQ07) plus every change."""
    base = next((m["printed_defence"] for m in reversed(found) if "printed_defence" in m), printed.defence or 0)
    return base + sum(m.get("defence", 0) for m in found)


def keywords(state: dict, card_id: str) -> dict[str, int]:
    """Keyword id -> value (0 for keywords without a number); valued ones stack (G:杀伤X p8).
    Read once per card inside `sources_fixed` (each state check asks it of every face-up card in
    play): callers never edit it."""
    return fixed_fact(state, _keywords_now, card_id)


def _keywords_now(state: dict, card_id: str) -> dict[str, int]:
    if state["cards"][card_id].get("face_down"):
        return {}
    return keywords_with(definition(state, card_id), modifiers(state, card_id), printed=not text_blank(state, card_id))


def keywords_before_continuous(state: dict, card_id: str) -> dict[str, int]:
    """Printed keywords and those of resolved effects: what a continuous ability's selection reads
    (a selection by keyword reading continuous abilities would read itself, XQ31)."""
    if state["cards"][card_id].get("face_down"):
        return {}
    found = [e["modifier"] for e in state["effects"] if e["cards"] and card_id in e["cards"]]
    return keywords_with(definition(state, card_id), found, printed=not text_blank(state, card_id))


def keywords_with(card_def: CardDef, found: list[dict], printed: bool = True) -> dict[str, int]:
    """`printed`: with the card's printed keywords (not under JC101's blank text box)."""
    result: dict[str, int] = {}
    listed = list(_printed_keywords(card_def)) if printed else []
    for modifier in found:
        listed.extend(modifier.get("keywords", []))
    lost = {k for modifier in found for k in modifier.get("lose_keywords", ())}  # "失去灵体能力" (MSJC10)
    for keyword in listed:
        if keyword["id"] not in lost:
            result[keyword["id"]] = result.get(keyword["id"], 0) + (keyword.get("value") or 0)
    return result


def has_keyword(state: dict, card_id: str, keyword: str) -> bool:
    """Whether `keyword` is among `keywords(state, card_id)`, read without building them: each
    state check asks it of every face-up card in play (领袖, G:领袖 p6)."""
    if state["cards"][card_id].get("face_down"):
        return False
    found = modifiers(state, card_id)
    listed = not text_blank(state, card_id) and keyword in printed_keyword_ids(definition(state, card_id))
    for modifier in found:
        if keyword in modifier.get("lose_keywords", ()):
            return False
        if not listed:
            for granted in modifier.get("keywords", ()):
                if granted["id"] == keyword:
                    listed = True
                    break
    return listed


@per_definition
def printed_keyword_ids(printed: CardDef) -> frozenset[str]:
    return frozenset(k.id for k in printed.keywords)


_SELECTING_SUBTYPES: set[tuple[int, str]] = set()


def subtypes(state: dict, card_id: str) -> tuple[str, ...]:
    """Printed subtypes plus those an effect gave it ("该角色额外获得奴仆类别", JZ27) or a continuous
    ability gives it: of itself or of its attachment ("受此结附的角色…额外具有恶魔类别", JZ39), or of
    a card selecting it ("所有印刷费用小于或等于2的本方人类角色额外具有奴仆类别", MSJC12). Such a
    selection reads the card's subtypes without those selections give, or it would read itself."""
    return fixed_fact(state, _subtypes_now, card_id)


def _subtypes_now(state: dict, card_id: str) -> tuple[str, ...]:
    granted = [s for e in state["effects"] if e["cards"] and card_id in e["cards"] for s in e["modifier"].get("subtypes", ())]
    granted += state["cards"][card_id].get("subtypes_gained", [])  # put into play with them (JC133)
    key = (id(state), card_id)
    lost: list[str] = []
    sources = _sources(state)
    if in_play(state, card_id) and not state["cards"][card_id].get("face_down"):
        for source, controller, static in sources:
            if (not (static.subtypes or static.lose_subtypes) or static.to == "owned_cards"
                    or (static.to == "select" and key in _SELECTING_SUBTYPES)):  # fmt: skip
                continue
            if static.to == "select":
                _SELECTING_SUBTYPES.add(key)
                try:
                    applies = _static_applies(state, static, source, controller, card_id)
                finally:
                    _SELECTING_SUBTYPES.discard(key)
            else:
                applies = _static_applies(state, static, source, controller, card_id)
            if applies and condition_holds(state, static.condition, source, controller):
                granted += static.subtypes
                lost += static.lose_subtypes  # "将该角色的人类类别改为吸血鬼类别" (JC036)
    printed, owned_lost = _owned_card_subtypes(state, card_id, sources)
    return tuple(s for s in printed if s not in lost and s not in owned_lost) + tuple(granted)


def _owned_card_subtypes(state: dict, card_id: str, sources: list) -> tuple[list[str], list[str]]:
    """(its subtypes with those "所有你所拥有的人类角色牌，其人类类别改为吸血鬼类别" gives, those it takes;
    XQ15): for a card of any zone its owner's `owned_cards` statics find by its printed subtypes. A hidden
    agent shows no face (G:暗藏者 p1). `sources`: the continuous sources now (`_sources`)."""
    printed = definition(state, card_id)
    subtypes, lost = list(printed.subtypes), []
    if state["cards"][card_id].get("face_down") and in_play(state, card_id):
        return subtypes, lost
    owner = state["cards"][card_id].get("owner")
    for source, controller, static in sources:
        select = static.select
        if (static.to == "owned_cards" and controller == owner and select is not None
                and printed.basic_type == ("character" if select.kind == "character" else printed.basic_type)
                and (select.subtype is None or select.subtype in printed.subtypes)
                and not set(select.not_subtypes) & set(printed.subtypes)
                and condition_holds(state, static.condition, source, controller)):  # fmt: skip
            subtypes += [s for s in static.subtypes if s not in subtypes]
            lost += static.lose_subtypes
    return subtypes, lost


def has_flag(state: dict, card_id: str, flag: str) -> bool:
    return any(m.get("flag") == flag for m in modifiers(state, card_id))


# targets reads stats: bound once both are loaded (an import inside `_static_applies`, asked for
# every card and continuous ability, cost more than the rest of it).
from . import targets  # noqa: E402

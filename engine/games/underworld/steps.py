"""Resolvers of the effect steps in `abilities.py`, one function per step type.

A resolver gets the frame of the ability being resolved and the step; it returns True when the
step is done, or False after asking a player (it runs again when the answer arrives). Progress
within a step lives in `frame["scratch"]`; a resolver sets `scratch["did"] = False` when it did
nothing, for a following "若你如此做" step (`if_done`).
"""

from collections.abc import Callable

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, SOURCE_LEAVES, add_effect
from engine.core.messages import t
from engine.core.optional import ask_may
from engine.core.requests import make_ask

from . import abilities as a
from .adjacency import adjacent_slots
from .attachments import attach_candidates, attach_rule
from .cards import granted_ability_id, next_time_ability_id
from .control import give_control
from .costs import exhaust, pay
from .library import draw, library, library_to_graveyard, look_and_arrange, search
from .permanents import (
    ask_damage_triggers,
    attach_card,
    collect_attached_triggers,
    deal_damage,
    destroy,
    discard_cards,
    enter_area,
    hidden_agent_exposed,
    leave_play,
    lurk,
    return_to_hand,
    sacrifice,
)
from .regions import add_influence, remove_influence
from .sealing import seal, seal_host, society_host
from .society import add_society_counters, society_counters
from .stats import (
    can_move_to,
    defence,
    definition,
    flip_locked,
    icons,
    is_attachment,
    is_character,
    is_face_up_in_area,
    subtypes,
    time_counters_in,
)
from .targets import agents_revealed_in_place, area_of_object, candidates, counter_kinds, slot_number
from .text import card_label, region_label
from .zones import (
    SEALED,
    SLOTS,
    STACK,
    area_cards,
    area_zone,
    controller_of,
    in_play,
    is_hidden_agent,
    region_in,
    relocate,
    slot_of,
    zone,
)

Resolver = Callable[[Ctx, dict, object], bool]
RESOLVERS: dict[str, Resolver] = {}


def resolver(name: str) -> Callable[[Resolver], Resolver]:
    def register(function: Resolver) -> Resolver:
        RESOLVERS[name] = function
        return function

    return register


def controller(frame: dict) -> str:
    return frame["object"]["controller"]


def players_for(ctx: Ctx, frame: dict, who: str) -> list[str]:
    """"每位玩家" starts with the controller (e.g. "由赢取…的玩家开始"), then the others."""
    you = controller(frame)
    if who == "you":
        return [you]
    if who == "opponent":
        return [p for p in ctx.seats if p != you]
    if who == "target_player":
        named = [targets for name, targets in frame["targets"].items() if not name.startswith("_")]
        return [o for targets in named for o in targets if o in ctx.state["players"]][:1]
    if who == "targeting_controller":  # "其操控者" (WM058): of the card still waiting on the stack
        targeting = frame["object"].get("data", {}).get("targeting")
        return [o["controller"] for o in ctx.state["stack"] if o.get("card") == targeting][:1]
    return [you] + [p for p in ctx.seats if p != you]


def objects(ctx: Ctx, frame: dict, ref: a.Ref) -> list[str]:
    found = _referenced(ctx, frame, ref)
    if ref.if_sealed_under:
        hosts = {ctx.card(c)["sealed_under"] for c in ctx.zone(SEALED)}
        found = [o for o in found if o in hosts]
    if ref.if_subtype is not None:
        found = [o for o in found if is_character(ctx.state, o) and ref.if_subtype in subtypes(ctx.state, o)]
    if ref.if_counter is not None:
        found = [o for o in found if ctx.card(o).get("counters", {}).get(ref.if_counter)]
    if ref.if_face_subtype is not None:  # the rule reads the face; only what follows shows anything
        found = [o for o in found if o in ctx.state["cards"] and ref.if_face_subtype in definition(ctx.state, o).subtypes]
    return found


def _referenced(ctx: Ctx, frame: dict, ref: a.Ref) -> list[str]:
    state = ctx.state
    source = frame["object"].get("source")
    if ref.target is not None:
        return [o for o in frame["targets"].get(ref.target, []) if o in state["cards"] or o.startswith("slot")]
    if ref.source:
        return [source] if source in state["cards"] else []
    if ref.host:  # "受此结附的角色": also the one it was on when sacrificed to pay for this (JZ11)
        card = state["cards"].get(source, {})
        host = card.get("attached_to") or card.get("sealed_under") or frame["object"].get("source_host")
        return [host] if host in state["cards"] else []
    if ref.sacrificed:  # still in the graveyard a sacrifice before put them in (JZ35)
        return [c for c in frame.get("sacrificed", {}) if c in state["cards"] and state["cards"][c]["zone"].endswith(".graveyard")]
    if ref.exhausted_for_cost:  # exhausted to pay for it, while it is the same object (MSWM03)
        return [c for c in frame["object"].get("exhausted_for_cost", []) if c in state["cards"]]
    if ref.targeting:  # the card whose targeting triggered it, while it waits on the stack (WM058), or the
        # agent waiting in place to be revealed (WM094, option `reveal_moves_to_stack` false, digest A24)
        targeting = frame["object"].get("data", {}).get("targeting")
        return [targeting] if targeting in ctx.zone(STACK) + agents_revealed_in_place(state) else []
    if ref.entering:  # the character whose entering triggered it, while it is the same object (JZ23)
        entered = frame["object"].get("data", {}).get("entering")
        return [entered] if entered in state["cards"] else []
    if ref.dying:  # the card that died, while it is still where its death put it (JC105)
        dead = frame["object"].get("data", {}).get("dying")
        return [dead] if dead in state["cards"] else []
    if ref.sealed_on_source:  # "封印在该地区上的所有牌" (DQWM004), "封印在貘组上的" (MSJC10)
        hosts = {source, seal_host(state, source)} if source in state["cards"] else {source}
        return [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] in hosts]
    if ref.all is not None:  # with the chosen targets: `in_region` names a region target (JC050)
        return candidates(state, ref.all, controller(frame), source, frame["object"].get("here"), frame["targets"])
    return []


def may_change(ctx: Ctx, frame: dict, step) -> bool:
    """Whether a "你可以" step could change the game, from public facts only (engine/core/optional.py):
    a step with nothing to act on does nothing. The objects are read before any filter on a hidden
    face (`if_face_subtype`), so the answer never depends on what a hidden agent is."""
    if isinstance(step, a.ShuffleLibrary):  # shuffling one card or none changes nothing
        return any(len(ctx.zone(library(p))) > 1 for p in players_for(ctx, frame, step.who))
    if isinstance(step, a.PlaceInfluence):
        slot = _region_slot(ctx, frame, step.region)
        return slot is not None and bool(region_in(ctx.state, slot))
    what = getattr(step, "what", None)
    if not isinstance(what, a.Ref):
        return True
    found = _referenced(ctx, frame, what)
    if isinstance(step, a.Exhaust) and not step.return_if_exhausted:
        return any(not ctx.card(c).get("exhausted") for c in found)
    return bool(found)


def _region_slot(ctx: Ctx, frame: dict, name: str) -> int | None:
    """"here", "region_one" ("置于地区一", XQ10), a region target, or the region a card target is in
    ("…所在的地区", JC069) or was in when a step before destroyed it (XQ08)."""
    if name == "here":
        return frame["object"].get("here")
    if name == "region_one":
        return SLOTS[0]
    chosen = [o for o in frame["targets"].get(name, []) if o.startswith("slot") or o in ctx.state["cards"]]
    if chosen:
        return area_of_object(ctx.state, chosen[0])
    left = [frame.get("left_from", {}).get(o) for o in frame["targets"].get(name, [])]  # destroyed by a step before
    return left[0] if left else None


def _in_turn(frame: dict, players: list[str], act) -> bool:
    """`act(player)` for each player in order ("每位玩家", starting with the controller); it
    returns False while that player is asked, and runs again with the answer."""
    scratch = frame["scratch"]
    while scratch.setdefault("player_index", 0) < len(players):
        if not act(players[scratch["player_index"]]):
            return False
        scratch["player_index"] += 1
    return True


def _each_player_chooses(ctx: Ctx, frame: dict, players: list[str], options_for, prompt: str, count_for, apply,
                         optional: bool = False, chooser: str | None = None) -> bool:  # fmt: skip
    """Each player in order chooses cards from `options_for(player)` (his own hidden or public
    cards; none at all if `optional`), or `chooser` does for him, and `apply(player, chosen)`
    happens at once."""

    def choose(player: str) -> bool:
        options = options_for(player)
        need = min(count_for(player), len(options))
        if need:
            ask = make_ask(prompt, options, minimum=0 if optional else need, maximum=need, default=[] if optional else None)
            choice = ctx.choose(frame, chooser or player, "choose_cards", f"each:{frame['index']}:{player}", ask, confirm=optional)
            if choice is None:
                return False
            apply(player, choice)
        return True

    return _in_turn(frame, players, choose)


@resolver("draw")
def _draw(ctx: Ctx, frame: dict, step: a.Draw) -> bool:
    count = frame.get("destroyed", 0) if step.per_destroyed else step.count
    if step.per_society_counter:
        count = society_counters(ctx.state, controller(frame), step.per_society_counter)
    players = players_for(ctx, frame, step.who)
    for player in players:  # "每位玩家抓…": they draw together (library.py)
        draw(ctx, player, count, together=len(players) > 1)
    return True


@resolver("discard")
def _discard(ctx: Ctx, frame: dict, step: a.Discard) -> bool:
    you = controller(frame)
    chooser = you if step.chosen_by_you else None

    def options_for(player):
        hand = ctx.zone(zone(player, "hand"))
        for card_id in hand:  # the chooser looks at the hand he chooses from
            if chooser and chooser not in ctx.card(card_id)["visible_to"]:
                ctx.reveal(card_id, to=[chooser])
        return [{"id": c, "label": card_label(ctx.state, c, chooser or player)} for c in hand
                if step.basic_type is None or definition(ctx.state, c).basic_type == step.basic_type]

    def apply(player, chosen):
        discard_cards(ctx, player, chosen, by=you)

    if step.random:
        from engine.core import rng

        for player in players_for(ctx, frame, step.who):
            hand = list(ctx.zone(zone(player, "hand")))
            rng.shuffle(ctx.rng, hand)
            apply(player, hand[: step.count])
        return True
    prompt = t("underworld.prompt.discard_chosen" if chooser else "underworld.prompt.discard", count=step.count)
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: step.count, apply,
                                optional=step.up_to, chooser=chooser)  # fmt: skip


@resolver("reveal_hand")
def _reveal_hand(ctx: Ctx, frame: dict, step: a.RevealHand) -> bool:
    """Shown once to everyone: an event naming the cards; the hand stays hidden afterwards."""
    for player in players_for(ctx, frame, step.who):
        shown = [ctx.card(c)["def"] for c in ctx.zone(zone(player, "hand"))]
        ctx.emit("hand_revealed", player=player, definitions=shown)
    return True


@resolver("deal_damage")
def _deal_damage(ctx: Ctx, frame: dict, step: a.DealDamage) -> bool:
    amount = frame["object"].get("data", {}).get("amount", step.amount)
    if step.amount_x:  # CQ19
        amount = frame["object"].get("x") or 0
    if step.per_time_counter_here:
        here = frame["object"].get("here")
        amount = time_counters_in(ctx.state, here) if here is not None else 0
    found = objects(ctx, frame, step.what)
    if not ask_damage_triggers(ctx, frame, frame["scratch"], dict.fromkeys(found, amount), unpreventable=step.unpreventable):
        return False
    for card_id in found:
        deal_damage(ctx, card_id, amount, frame["scratch"]["damage_uses"], unpreventable=step.unpreventable)
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("destroy")
def _destroy(ctx: Ctx, frame: dict, step: a.Destroy) -> bool:
    found = objects(ctx, frame, step.what)
    for card_id in found:
        if ctx.exists(card_id):  # an attachment may have gone with its host
            if is_character(ctx.state, card_id):  # for "若因此效果消灭的角色是…" and "其所在地区" (XQ08)
                frame.setdefault("destroyed_subtypes", []).extend(subtypes(ctx.state, card_id))
            frame.setdefault("left_from", {})[card_id] = slot_of(ctx.state, card_id)
            destroy(ctx, card_id, by=controller(frame))
    frame["scratch"]["did"] = bool(found)
    frame["destroyed"] = sum(1 for c in found if not ctx.exists(c))  # "每有一个…因此法被消灭" (MSJC13)
    return True


@resolver("exhaust")
def _exhaust(ctx: Ctx, frame: dict, step: a.Exhaust) -> bool:
    """"你可以将其横置，若你如此做" (XQ11): a card already exhausted was not exhausted now."""
    exhausted_now = False
    for card_id in objects(ctx, frame, step.what):
        if ctx.card(card_id).get("exhausted"):
            if step.return_if_exhausted:
                return_to_hand(ctx, card_id)
            continue
        if is_character(ctx.state, card_id) and controller_of(ctx.state, card_id) == controller(frame):  # XG32
            frame.setdefault("exhausted_own_subtypes", []).extend(subtypes(ctx.state, card_id))
        exhaust(ctx, card_id)
        exhausted_now = True
    frame["scratch"]["did"] = exhausted_now
    return True


@resolver("ready")
def _ready(ctx: Ctx, frame: dict, step: a.Ready) -> bool:
    readied = [c for c in objects(ctx, frame, step.what) if in_play(ctx.state, c) and ctx.card(c).pop("exhausted", False)]
    if readied:
        ctx.emit("cards_readied", cards=readied)
    frame["scratch"]["did"] = bool(readied)
    return True


@resolver("return_to_hand")
def _return_to_hand(ctx: Ctx, frame: dict, step: a.ReturnToHand) -> bool:
    for card_id in objects(ctx, frame, step.what):
        return_to_hand(ctx, card_id)
    return True


@resolver("lurk")
def _lurk(ctx: Ctx, frame: dict, step: a.Lurk) -> bool:
    found = [c for c in objects(ctx, frame, step.what) if is_character(ctx.state, c) and not flip_locked(ctx.state, c)]
    for card_id in found:
        player = controller_of(ctx.state, card_id)
        agent = lurk(ctx, card_id, blink=step.then_reveal)
        if step.then_reveal:  # 闪烁: it enters again as on a reveal, its 现身触发 included
            enter_area(ctx, agent, slot_of(ctx.state, agent), "reveal", player, keep=("exhausted",))
        elif step.reveal_next_prepare:  # this agent only: one made face down otherwise waits (JC024's FAQ)
            ctx.card(agent)["reveals_next_prepare"] = True
        elif step.what.target is not None:  # "令…潜伏，然后…将其移动" (WM062): later steps follow the agent
            named = frame["targets"][step.what.target]
            named[named.index(card_id)] = agent
    frame["scratch"]["did"] = bool(found)
    return True


def _until_end_of_turn(ctx: Ctx, frame: dict, cards: list[str], modifier: dict) -> None:
    if cards:
        add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=cards,
                   modifier=modifier, until=END_OF_TURN)  # fmt: skip


@resolver("modify")
def _modify(ctx: Ctx, frame: dict, step: a.Modify) -> bool:
    modifier = {"icons": list(step.icons), "white_icons": list(step.white_icons), "defence": step.defence,
                "keywords": [k.model_dump() for k in step.keywords]}  # fmt: skip
    if step.influence_becomes_battle:
        modifier["flag"] = "influence_becomes_battle"
    if step.subtypes:
        modifier["subtypes"] = list(step.subtypes)
    if step.grants is not None:  # named by the ability holding this step (cards.ability_by_id)
        modifier["grants"] = granted_ability_id(frame["object"]["definition"], frame["object"]["ability"])
    if step.printed_defence is not None:
        modifier["printed_defence"] = step.printed_defence
    if step.lose_keywords:
        modifier["lose_keywords"] = list(step.lose_keywords)
    if step.becomes_character:  # JC027: an attachment in play becomes a character as well
        modifier["becomes_character"] = True
        cards = [c for c in objects(ctx, frame, step.what) if is_attachment(ctx.state, c)]
    else:
        cards = [c for c in objects(ctx, frame, step.what) if is_character(ctx.state, c)]
    if step.until == "source_leaves":
        if cards:
            add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=cards,
                       modifier=modifier, until=SOURCE_LEAVES)  # fmt: skip
        return True
    _until_end_of_turn(ctx, frame, cards, modifier)
    return True


@resolver("prevent_damage")
def _prevent_damage(ctx: Ctx, frame: dict, step: a.PreventDamage) -> bool:
    _until_end_of_turn(ctx, frame, objects(ctx, frame, step.what), {"flag": "prevent_damage"})
    return True


@resolver("return_when_dies")
def _return_when_dies(ctx: Ctx, frame: dict, step: a.ReturnWhenDies) -> bool:
    """Marks the characters for this turn; leaving play reads the mark (permanents.leave_play)."""
    _until_end_of_turn(ctx, frame, [c for c in objects(ctx, frame, step.what) if is_character(ctx.state, c)],
                       {"flag": "returns_when_dies"})  # fmt: skip
    return True


@resolver("suppress")
def _suppress(ctx: Ctx, frame: dict, step: a.Suppress) -> bool:
    """遏制 X: the player removes X of his own influence tokens, one at a time from regions he
    chooses; all of them when he has fewer (G:遏制X p3)."""
    players = players_for(ctx, frame, step.who)
    amount = step.amount or frame["object"].get("data", {}).get("x", 0)  # 遏制X of JC040: X from its trigger
    return not players or _remove_own_influence(ctx, frame, players[0], amount, "suppress")


def _remove_own_influence(ctx: Ctx, frame: dict, player: str, amount: int, key: str) -> bool:
    """The player removes `amount` of his own influence tokens, one at a time from regions he
    chooses (all of them when he has fewer). True when done; False while waiting."""
    from .stats import influence

    removed = frame["scratch"].setdefault(f"{key}:removed", 0)
    while removed < amount:
        slots = [s for s in SLOTS if influence(ctx.state, s, player)]
        if not slots:
            break
        options = [{"id": f"slot{s}", "label": t("underworld.option.token_in", slot=s, count=influence(ctx.state, s, player))} for s in slots]
        ask = make_ask(t("underworld.prompt.suppress", count=amount - removed), options)
        choice = ctx.choose(frame, player, "choose_targets", f"{key}:{frame['index']}:{removed}", ask)
        if choice is None:
            return False
        remove_influence(ctx, slot_number(choice[0]), player, 1)
        removed = frame["scratch"][f"{key}:removed"] = removed + 1
    return True


def _spared_by_influence(ctx: Ctx, frame: dict, players: list[str], amount: int) -> list[str] | None:
    """"除非他选择并移除N个他所拥有的势力标志" (JC128): each player who has that many may remove them
    instead. Returns the players who did not (None while waiting)."""
    from .stats import influence

    scratch = frame["scratch"]
    spared = scratch.setdefault("spared", [])
    for player in players:
        if player in spared or scratch.get(f"declined:{player}"):
            continue
        if f"unless:{player}" not in scratch:
            if sum(influence(ctx.state, s, player) for s in SLOTS) < amount:
                scratch[f"declined:{player}"] = True
                continue
            options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
            ask = make_ask(t("underworld.prompt.unless_influence", amount=amount), options)
            choice = ctx.choose(frame, player, "yes_no", f"unless:{frame['index']}:{player}", ask, confirm=True)
            if choice is None:
                return None
            scratch[f"unless:{player}"] = choice == ["yes"]
        if not scratch[f"unless:{player}"]:
            scratch[f"declined:{player}"] = True
            continue
        if not _remove_own_influence(ctx, frame, player, amount, f"unless:{player}"):
            return None
        spared.append(player)
    return [p for p in players if p not in spared]


@resolver("return_as_form")
def _return_as_form(ctx: Ctx, frame: dict, step: a.ReturnAsForm) -> bool:
    from .cards import FORM

    back = frame["object"].get("sacrificed_self")
    hosts = [h for h in objects(ctx, frame, step.what) if h in ctx.state["cards"] and is_character(ctx.state, h)]
    if not back or not ctx.exists(back) or ctx.card(back)["zone"] != zone(ctx.card(back)["owner"], "graveyard") or not hosts:
        frame["scratch"]["did"] = False
        return True
    ctx.card(back)["def"] += FORM  # permanents.leave_play turns it back
    attach_card(ctx, back, hosts[0], slot_of(ctx.state, hosts[0]), controller(frame), "returned")
    return True


@resolver("destroy_cheapest")
def _destroy_cheapest(ctx: Ctx, frame: dict, step: a.DestroyCheapest) -> bool:
    from engine.core import rng

    slot, you = frame["object"].get("here"), controller(frame)
    enemies = [c for c in area_cards(ctx.state, slot) if is_character(ctx.state, c) and controller_of(ctx.state, c) != you] if slot else []
    if not enemies:
        frame["scratch"]["did"] = False
        return True
    lowest = min(definition(ctx.state, c).printed_cost for c in enemies)
    destroy(ctx, rng.choice(ctx.rng, [c for c in enemies if definition(ctx.state, c).printed_cost == lowest]), by=you)
    return True


@resolver("remove_own_influence")
def _remove_own_influence_step(ctx: Ctx, frame: dict, step: a.RemoveOwnInfluence) -> bool:
    from .stats import influence

    you = controller(frame)
    if "enough" not in frame["scratch"]:
        frame["scratch"]["enough"] = sum(influence(ctx.state, s, you) for s in SLOTS) >= step.amount
    if not frame["scratch"]["enough"]:
        frame["scratch"]["did"] = False
        return True
    return _remove_own_influence(ctx, frame, you, step.amount, f"remove_influence:{frame['index']}")


@resolver("place_influence")
def _place_influence(ctx: Ctx, frame: dict, step: a.PlaceInfluence) -> bool:
    slot = _region_slot(ctx, frame, step.region)
    if slot is None or not region_in(ctx.state, slot):
        frame["scratch"]["did"] = False
        return True
    amount = frame["object"].get("data", {}).get("drawn", 0) if step.per_card_drawn else step.amount
    add_influence(ctx, slot, controller(frame), amount)
    return True


@resolver("search_library")
def _search_library(ctx: Ctx, frame: dict, step: a.SearchLibrary) -> bool:
    def matching(card_id: str) -> bool:
        printed, kinds = definition(ctx.state, card_id), subtypes(ctx.state, card_id)  # XQ15 rewrites them anywhere
        return ((step.basic_type is None or printed.basic_type == step.basic_type)
                and (step.subtype is None or step.subtype in kinds)
                and (not step.any_subtype or any(s in kinds for s in step.any_subtype))
                and (step.domain is None or step.domain in printed.domains)
                and (step.name is None or printed.name == step.name)
                and (step.printed_cost_min is None or printed.printed_cost >= step.printed_cost_min)
                and (step.printed_cost_max is None or printed.printed_cost <= step.printed_cost_max)
                and (step.unique_of_society is None or (printed.unique and printed.society == step.unique_of_society))
                and (not step.unique or printed.unique)
                and (step.keyword is None or step.keyword in {k.id for k in printed.keywords})
                and (step.not_subtype is None or step.not_subtype not in kinds)
                and (step.faction is None or printed.faction == step.faction))  # fmt: skip

    place = None
    if step.to == "play":  # "将其放置进场并置于本地区" (CQ16, XQ48): nowhere to put it once that region is gone
        slot = _region_slot(ctx, frame, step.region)
        if slot is None or not region_in(ctx.state, slot):
            frame["scratch"]["did"] = False
            return True

        def place(card_id: str, player: str) -> None:
            if definition(ctx.state, card_id).basic_type == "attachment":  # its host is chosen once found (JC051)
                frame["scratch"].setdefault("to_attach", []).append((ctx.card(card_id)["def"], player, card_id))
                return
            enter_area(ctx, card_id, slot, "put", player, face_down=step.face_down)
    elif step.to == "seal":  # a host gone by now sends the card to the graveyard (sealing.seal)
        hosts = objects(ctx, frame, step.seal_on or a.Ref(source=True))

        def place(card_id: str, player: str) -> None:
            seal(ctx, card_id, seal_host(ctx.state, hosts[0]) if hosts else None, player)  # a society: "society:p1"

    if not _in_turn(frame, players_for(ctx, frame, step.who), lambda player: search(
            ctx, frame, player, matching, f"search:{frame['index']}:{player}", to=step.to, reveal=step.reveal, top=step.top,
            place=place and (lambda card_id: place(card_id, player)), count=step.count,
            distinct_names=step.distinct_names, or_graveyard=step.or_graveyard)):  # fmt: skip
        return False
    pending = frame["scratch"].get("to_attach", [])
    while pending:  # "将该牌放置进场并结附于合理的目标" (JC051): no legal host leaves it in the library
        found, player, was = pending[0]  # shuffled by now, under a new id: a copy of that card, shown to all
        card_id = was if was in ctx.state["cards"] else next(c for c in reversed(ctx.zone(library(player))) if ctx.card(c)["def"] == found)
        places = _places(ctx, card_id, player)
        if step.attach_on is not None:  # onto that target only, if it may carry it (XG10)
            places = [h for h in frame["targets"].get(step.attach_on, []) if places is None or h in places]
            if places:
                _attach_on(ctx, card_id, player, places[0])
        elif places != [] and not _put_where_chosen(ctx, frame, card_id, player, f"attach:{len(pending)}"):
            return False
        pending.pop(0)
    return True


def _own_characters(ctx: Ctx, player: str) -> list[str]:
    return [c for s in SLOTS for c in ctx.zone(area_zone(s)) if is_character(ctx.state, c) and controller_of(ctx.state, c) == player]


@resolver("predict")
def _predict(ctx: Ctx, frame: dict, step: a.Predict) -> bool:
    """X is fixed when that player starts (DQBQ01: his characters' black and white icons, plus N;
    JZ30: the time counters the dying source had)."""

    def icon_total(player: str) -> int:
        return sum(sum(shade[step.plus_icons] for shade in icons(ctx.state, c)) for c in _own_characters(ctx, player))

    def arrange(player: str) -> bool:
        base = frame["object"].get("data", {}).get("time_counters", 0) if step.per_time_counter else step.count
        if step.per_society_counter:
            base = society_counters(ctx.state, controller(frame), step.per_society_counter)
        count = frame["scratch"].setdefault(f"count:{player}", base + (icon_total(player) if step.plus_icons else 0))
        return look_and_arrange(ctx, frame, player, count, f"predict:{frame['index']}:{player}")

    return _in_turn(frame, players_for(ctx, frame, step.who), arrange)


@resolver("bottom_to_hand")
def _bottom_to_hand(ctx: Ctx, frame: dict, step: a.BottomToHand) -> bool:
    """Not a draw: an empty library just gives nothing (digest T55)."""
    player = controller(frame)
    for _ in range(step.count):
        cards = ctx.zone(zone(player, "library"))
        if not cards:
            break
        ctx.move(cards[0], zone(player, "hand"), reason="bottom_to_hand")
    return True


@resolver("sacrifice")
def _sacrifice(ctx: Ctx, frame: dict, step: a.Sacrifice) -> bool:
    """Each player sacrifices one of his own (G:消灭和牺牲 p10: never an opponent's card)."""
    if step.what is not None:
        for card_id in objects(ctx, frame, step.what):
            if controller_of(ctx.state, card_id) == controller(frame):
                slot = slot_of(ctx.state, card_id)
                frame.setdefault("sacrificed", {})[sacrifice(ctx, card_id)] = slot  # for a step after (JZ35)
        return True
    players = players_for(ctx, frame, step.who)
    if step.unless_remove_influence:
        players = _spared_by_influence(ctx, frame, players, step.unless_remove_influence)
        if players is None:
            return False
    region = _region_slot(ctx, frame, step.region) if step.region else None
    kind_ok = {"character": lambda c: is_character(ctx.state, c), "asset": lambda c: True,
               "attachment": lambda c: "attached_to" in ctx.card(c), "hidden_agent": lambda c: is_hidden_agent(ctx.state, c)}[step.kind]  # fmt: skip

    def own(player):
        if step.kind == "asset":
            cards = ctx.zone(zone(player, "assets"))
        else:
            cards = [c for s in SLOTS for c in ctx.zone(area_zone(s)) if region is None or s == region] + ctx.zone(zone(player, "society"))
        return [c for c in cards if controller_of(ctx.state, c) == player and kind_ok(c)]

    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in own(player)]

    def apply(player, chosen):
        for card_id in chosen:
            toughness = defence(ctx.state, card_id) if step.draw_per_defence else 0
            sacrifice(ctx, card_id)
            if toughness > 0:
                draw(ctx, player, toughness)

    prompt = t(f"underworld.prompt.sacrifice_{step.kind}")
    return _each_player_chooses(ctx, frame, players, options_for, prompt, lambda p: 1, apply)


@resolver("move")
def _move(ctx: Ctx, frame: dict, step: a.Move) -> bool:
    """Moving is entering the new region (G:移动 p10); never to the region it is in. A hidden agent
    moves too when the effect names it (JZ04), and no rule may read its hidden face on the way."""
    movers = objects(ctx, frame, step.what)
    if step.to == "adjacent":
        here = {slot_of(ctx.state, c) for c in movers}
        shared = [s for s in SLOTS if here and all(s in adjacent_slots(ctx.state, h) for h in here)
                  and any(can_move_to(ctx.state, c, s) for c in movers)]  # only where it may enter (G:否定效果优先 p4)
        slot = _choose_region(ctx, frame, shared, "underworld.prompt.move_adjacent")
        if slot is False:
            return False
    else:
        slot = _region_slot(ctx, frame, step.to)
    if slot is None or not region_in(ctx.state, slot):
        return True
    from .triggers import collect_card_triggers, collect_region_entry_triggers

    for card_id in movers:
        if not can_move_to(ctx.state, card_id, slot):  # the destination is legal for some mover (targets.enterable)
            continue
        hidden = is_hidden_agent(ctx.state, card_id)
        move_character(ctx, card_id, slot)
        if not hidden:
            collect_card_triggers(ctx, card_id, ["enters_region"], slot)
            collect_region_entry_triggers(ctx, card_id, slot, revealed=False)
    return True


def _choose_region(ctx: Ctx, frame: dict, slots: list[int], prompt: str) -> int | None | bool:
    """The controller chooses one of the regions in `slots` (not a target): its slot, None when
    there is none, or False while he is asked."""
    if len(slots) <= 1:
        return slots[0] if slots else None
    options = [{"id": f"slot{s}", "label": region_label(ctx.state, s)} for s in slots]
    choice = ctx.choose(frame, controller(frame), "choose_targets", f"adjacent:{frame['index']}", make_ask(t(prompt), options))
    return False if choice is None else slot_number(choice[0])


@resolver("move_influence")
def _move_influence(ctx: Ctx, frame: dict, step: a.MoveInfluence) -> bool:
    """WM056: one of his influence tokens on an adjacent region comes here (G:势力标志 p8)."""
    from .stats import influence

    you, here = controller(frame), frame["object"].get("here")
    holding = [s for s in adjacent_slots(ctx.state, here) if influence(ctx.state, s, you)]
    slot = _choose_region(ctx, frame, holding, "underworld.prompt.influence_from")
    if slot is False:
        return False
    if slot is None or not region_in(ctx.state, here):
        frame["scratch"]["did"] = False
        return True
    amount = min(step.amount, influence(ctx.state, slot, you))
    remove_influence(ctx, slot, you, amount)
    add_influence(ctx, here, you, amount)
    return True


@resolver("attach")
def _attach(ctx: Ctx, frame: dict, step: a.Attach) -> bool:
    """XQ47: onto the character a target names, meeting the attachment's "结附于…" requirement
    (G:附属和结附 p4); a host that may not carry it leaves it where it is."""
    from .attachments import accepts, host_select
    from .targets import matches

    hosts = [h for h in frame["targets"].get(step.to, []) if h in ctx.state["cards"] and is_character(ctx.state, h)]
    moved = []
    for card_id in objects(ctx, frame, step.what) if hosts else []:
        printed, host = definition(ctx.state, card_id), hosts[0]
        owner = controller_of(ctx.state, card_id)
        if ctx.card(card_id).get("attached_to") == host or not (
                matches(ctx.state, host_select(printed), host, owner, None, None) and accepts(ctx.state, printed, host)):  # fmt: skip
            continue
        if slot_of(ctx.state, card_id) != slot_of(ctx.state, host):
            relocate(ctx, card_id, area_zone(slot_of(ctx.state, host)), "attach")
        ctx.card(card_id)["attached_to"] = host
        collect_attached_triggers(ctx, card_id, host)  # BQ030
        moved.append(card_id)
    frame["scratch"]["did"] = bool(moved)
    return True


@resolver("put_attached")
def _put_attached(ctx: Ctx, frame: dict, step: a.PutAttached) -> bool:
    """WM086: one card at a time, its host asked for while the card still waits."""
    you = controller(frame)
    for card_id in objects(ctx, frame, step.what):
        printed = definition(ctx.state, card_id)
        if printed.basic_type != "attachment" or ctx.card(card_id)["zone"] != zone(ctx.card(card_id)["owner"], "graveyard"):
            continue
        hosts = attach_candidates(ctx.state, printed, you)
        if not hosts:
            continue
        options = [{"id": h, "label": region_label(ctx.state, slot_number(h)) if h.startswith("slot") else card_label(ctx.state, h, you)}
                   for h in hosts]  # fmt: skip
        ask = make_ask(t("underworld.prompt.attach", card=printed.name), options)
        choice = ctx.choose(frame, you, "choose_targets", f"put_attached:{frame['index']}:{card_id}", ask)
        if choice is None:
            return False
        host = choice[0]
        attach_card(ctx, card_id, host, slot_number(host) if host.startswith("slot") else slot_of(ctx.state, host), you, "put")
    return True


def move_character(ctx: Ctx, card_id: str, slot: int) -> None:
    """The character and the attachments on it go to the new region's contested area."""
    from .permanents import attachments_on

    for attachment in attachments_on(ctx.state, card_id):
        relocate(ctx, attachment, area_zone(slot), "move")
    relocate(ctx, card_id, area_zone(slot), "move")


@resolver("return_chosen")
def _return_chosen(ctx: Ctx, frame: dict, step: a.ReturnChosen) -> bool:
    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in _own_characters(ctx, player)]

    def apply(player, chosen):
        for card_id in chosen:
            return_to_hand(ctx, card_id)

    prompt = t("underworld.prompt.return_own")
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: 1, apply)


@resolver("mill")
def _mill(ctx: Ctx, frame: dict, step: a.Mill) -> bool:
    for player in players_for(ctx, frame, step.who):
        for card_id in list(reversed(ctx.zone(zone(player, "library"))))[: step.count]:
            library_to_graveyard(ctx, card_id, player, "mill")
    return True


@resolver("reveal_top_to_assets")
def _reveal_top_to_assets(ctx: Ctx, frame: dict, step: a.RevealTopToAssets) -> bool:
    from .cards import card

    def offer(player: str) -> bool:
        library = ctx.zone(zone(player, "library"))
        if not library:
            return True
        top = library[-1]
        if frame["scratch"].get("revealed") != top:  # once, though he may be asked and this runs again
            ctx.reveal(top)
            frame["scratch"]["revealed"] = top
        if card(ctx.card(top)["def"]).printed_cost % 2:
            ctx.shuffle(zone(player, "library"))
            return True
        options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
        ask = make_ask(t("underworld.prompt.top_to_assets", card=card_label(ctx.state, top, player)), options)
        choice = ctx.choose(frame, player, "yes_no", f"top_to_assets:{frame['index']}:{player}", ask, confirm=True)
        if choice is None:
            return False
        if choice == ["yes"]:
            ctx.move(top, zone(player, "assets"), reason="to_assets")
        return True

    return _in_turn(frame, players_for(ctx, frame, step.who), offer)


def _places(ctx: Ctx, card_id: str, player: str) -> list[str] | None:
    """Where a card could be put into play: regions for a character, legal hosts for an
    attachment (None: his own secret society, for those attached there)."""
    from .actions import regions_open

    printed = definition(ctx.state, card_id)
    if printed.basic_type == "character":
        return [f"slot{s}" for s in regions_open(ctx.state)]
    if printed.basic_type == "attachment":
        return None if attach_rule(printed).kind == "own_society" else attach_candidates(ctx.state, printed, player)
    return []


def _attach_on(ctx: Ctx, card_id: str, player: str, host: str | None) -> None:
    """Attach a card onto `host` (None: the player's own secret society, for those attached there)."""
    from .stack import attach
    from .targets import area_of_object

    region = region_in(ctx.state, area_of_object(ctx.state, host)) if host and host.startswith("slot") else None
    attach(ctx, card_id, {"controller": player, "host": host, "host_region": region}, definition(ctx.state, card_id))


def _put_where_chosen(ctx: Ctx, frame: dict, card_id: str, player: str, key: str) -> bool:
    """Put the card into play where its controller chooses (_places): a character into a region,
    an attachment onto a legal host ("将该牌放置进场并结附于合理的目标", JC051). False while he is
    asked."""
    from .text import object_label

    where = _places(ctx, card_id, player)
    printed = definition(ctx.state, card_id)
    host = None
    if where:
        options = [{"id": o, "label": object_label(ctx.state, o, player)} for o in where]
        ask = make_ask(t("underworld.prompt.put_where", card=printed.name), options)
        choice = ctx.choose(frame, player, "choose_targets", key + ":where", ask)
        if choice is None:
            return False
        host = choice[0]
    if printed.basic_type == "character":
        enter_area(ctx, card_id, slot_number(host), "put", player)
    else:
        _attach_on(ctx, card_id, player, host)
    return True


@resolver("put_from_hand")
def _put_from_hand(ctx: Ctx, frame: dict, step: a.PutFromHand) -> bool:
    """A character goes into a region he chooses; an attachment onto a legal host he chooses (to
    his own secret society for those attached there)."""
    scratch = frame["scratch"]
    source, here = frame["object"].get("source"), frame["object"].get("here")

    def fits(card_id: str, player: str) -> bool:
        printed = definition(ctx.state, card_id)
        if step.subtype and (printed.basic_type != "character" or step.subtype not in subtypes(ctx.state, card_id)):
            return False
        if step.battle_icons_at_most_source:  # printed icons against the source's now (JZ14)
            limit = sum(shade["battle"] for shade in icons(ctx.state, source)) if ctx.exists(source) else -1
            if printed.icons.count("battle") + printed.white_icons.count("battle") > limit:
                return False
        return _places(ctx, card_id, player) != []  # None: to his society

    def put(player: str) -> bool:
        key = f"put_from_hand:{frame['index']}:{player}"
        if step.here and (here is None or not region_in(ctx.state, here)):
            return True
        if "card" not in scratch:
            hand = [c for c in ctx.zone(zone(player, "hand")) if fits(c, player)]
            chosen: list[str] = []
            if hand:
                options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in hand]
                ask = make_ask(t("underworld.prompt.put_from_hand"), options, minimum=0, maximum=1, default=[])
                chosen = ctx.choose(frame, player, "choose_cards", key, ask, confirm=True)
                if chosen is None:
                    return False
            scratch["card"] = chosen[0] if chosen else None
        if scratch["card"] is not None and step.here:  # shown, then put there (JZ14)
            ctx.reveal(scratch["card"])
            enter_area(ctx, scratch["card"], here, "put", player)
        elif scratch["card"] is not None and not _put_where_chosen(ctx, frame, scratch["card"], player, key):
            return False
        scratch.pop("card")
        return True

    return _in_turn(frame, players_for(ctx, frame, step.who), put)


@resolver("clear_counters")
def _clear_counters(ctx: Ctx, frame: dict, step: a.ClearCounters) -> bool:
    slot = _region_slot(ctx, frame, step.region)
    region = region_in(ctx.state, slot) if slot is not None else None
    if region is not None:
        for kind, count in list(ctx.card(region).get("counters", {}).items()):
            if count and not kind.startswith("influence:"):
                ctx.add_counter(region, kind, -count)
                ctx.emit("counters_removed", card=region, kind=kind, amount=count)
    return True


@resolver("become_asset")
def _become_asset(ctx: Ctx, frame: dict, step: a.BecomeAsset) -> bool:
    from .permanents import leave_play

    for card_id in objects(ctx, frame, step.what):
        if is_face_up_in_area(ctx.state, card_id):
            asset = leave_play(ctx, card_id, zone(controller_of(ctx.state, card_id), "assets"), "to_assets")
            ctx.card(asset)["exhausted"] = True
    return True


@resolver("gain_cost")
def _gain_cost(ctx: Ctx, frame: dict, step: a.GainCost) -> bool:
    player = controller(frame)
    ctx.player(player)["pool"] += step.amount
    ctx.emit("cost_gained", player=player, amount=step.amount)
    return True


@resolver("return_from_graveyard")
def _return_from_graveyard(ctx: Ctx, frame: dict, step: a.ReturnFromGraveyard) -> bool:
    for card_id in objects(ctx, frame, step.what):
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "hand"), reason="from_graveyard")
    return True


@resolver("put_into_play")
def _put_into_play(ctx: Ctx, frame: dict, step: a.PutIntoPlay) -> bool:
    """置于: not played, no cost, no loyalty check (G:置于 p11, digest A28)."""
    if step.region == "where_it_was":  # "分别置于其之前所在的地区" (JZ35): each where it was, if still contested
        left = frame.get("sacrificed", {})
        for card_id in objects(ctx, frame, step.what):
            if left.get(card_id) is not None and region_in(ctx.state, left[card_id]):
                enter_area(ctx, card_id, left[card_id], "put", controller(frame))
        return True
    slot = _region_slot(ctx, frame, step.region)
    if slot is None or not region_in(ctx.state, slot):
        return True
    if step.what is not None:
        for card_id in objects(ctx, frame, step.what):
            if definition(ctx.state, card_id).basic_type == "attachment":  # a region attachment: on that region (BQ075)
                attach_card(ctx, card_id, f"slot{slot}", slot, controller(frame), "put")
                continue
            taker = ctx.card(card_id)["owner"] if step.owner_controls else controller(frame)
            entered = enter_area(ctx, card_id, slot, "put", taker, face_down=step.face_down)
            if step.exhausted and entered in ctx.state["cards"] and not ctx.card(entered).get("exhausted"):
                ctx.card(entered)["exhausted"] = True  # "移回场上并横置" (XQ35)
                ctx.emit("card_exhausted", card=entered)
            if step.subtypes:  # a characteristic of this object: gone when it leaves play (a new object)
                ctx.card(entered)["subtypes_gained"] = list(step.subtypes)
        return True

    def options_for(player):
        from .cards import card

        pool = objects(ctx, frame, a.Ref(sealed_on_source=True)) if step.sealed_on_source else ctx.zone(zone(player, "graveyard"))
        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in pool
                if card(ctx.card(c)["def"]).basic_type == "character"
                and (step.subtype is None or step.subtype in card(ctx.card(c)["def"]).subtypes)]  # fmt: skip

    def apply(player, chosen):
        for card_id in chosen:
            enter_area(ctx, card_id, slot, "put", player, face_down=step.face_down)

    prompt = t("underworld.prompt.from_graveyard")
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: 1, apply)


@resolver("reveal_until_character")
def _reveal_until_character(ctx: Ctx, frame: dict, step: a.RevealUntilCharacter) -> bool:
    """BQ025: shown one by one from the top (展示, G:展示 p11); the shuffle hides the rest again."""
    from .cards import card

    player, slot = controller(frame), frame["object"].get("here")
    library_zone = zone(player, "library")
    found = None
    for top in reversed(list(ctx.zone(library_zone))):
        ctx.reveal(top)
        if card(ctx.card(top)["def"]).basic_type == "character":
            found = top
            break
    if found is not None and slot is not None and region_in(ctx.state, slot):
        entered = enter_area(ctx, found, slot, "put", player)
        source = frame["object"].get("source")
        if step.attach_source and source in ctx.state["cards"] and entered in ctx.state["cards"]:
            attached = attach_card(ctx, source, entered, slot, player, "put")
            ctx.card(attached)["exhausted"] = True  # "将百变王牌横置并结附于其上"
            ctx.emit("card_exhausted", card=attached)
    ctx.shuffle(library_zone)
    return True


@resolver("random_hand_to_top")
def _random_hand_to_top(ctx: Ctx, frame: dict, step: a.RandomHandToTop) -> bool:
    """The engine's random numbers pick for the player (as for 随机弃, digest T56); everyone sees
    the card before it goes on top (展示, G:展示 p11)."""
    from engine.core import rng

    for player in players_for(ctx, frame, step.who):
        hand = ctx.zone(zone(player, "hand"))
        if hand:
            picked = rng.choice(ctx.rng, hand)
            ctx.reveal(picked)
            ctx.move(picked, zone(ctx.card(picked)["owner"], "library"), reason="hand_to_top")
    return True


@resolver("look_at")
def _look_at(ctx: Ctx, frame: dict, step: a.LookAt) -> bool:
    """检视: the controller alone looks (G:检视 p5)."""
    for card_id in objects(ctx, frame, step.what):
        if is_hidden_agent(ctx.state, card_id):
            ctx.reveal(card_id, to=[controller(frame)])
            if controller_of(ctx.state, card_id) != controller(frame):  # JZ26
                hidden_agent_exposed(ctx, card_id, controller_of(ctx.state, card_id), slot_of(ctx.state, card_id))
    return True


@resolver("look_at_hand")
def _look_at_hand(ctx: Ctx, frame: dict, step: a.LookAtHand) -> bool:
    """检视: the controller alone sees the cards (G:检视 p5); the others learn only that he looked."""
    you = controller(frame)
    for player in players_for(ctx, frame, step.who):
        for card_id in ctx.zone(zone(player, "hand")):
            ctx.reveal(card_id, to=[you])
        ctx.emit("hand_looked_at", player=you, whose=player)
    return True


@resolver("counter")
def _counter(ctx: Ctx, frame: dict, step: a.Counter) -> bool:
    """终止 (XQ04's reminder text): its stack object goes, the card goes face up to its owner's
    graveyard (digest A25; from its region when it waited there to be revealed, digest A24), and
    nothing of it happens."""
    waiting = ctx.zone(STACK) + agents_revealed_in_place(ctx.state)
    found = [c for c in objects(ctx, frame, step.what) if c in waiting]
    for card_id in found:
        ctx.state["stack"] = [o for o in ctx.state["stack"] if o.get("card") != card_id]
        ctx.emit("card_countered", player=controller(frame), definition=ctx.card(card_id)["def"])
        if in_play(ctx.state, card_id):
            leave_play(ctx, card_id, zone(ctx.card(card_id)["owner"], "graveyard"), "countered")
        else:
            ctx.move(card_id, zone(ctx.card(card_id)["owner"], "graveyard"), reason="countered")
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("turn_face_up")
def _turn_face_up(ctx: Ctx, frame: dict, step: a.TurnFaceUp) -> bool:
    """Without the stack and with no cost of its own: the ability paid for it (JC041)."""
    found = [c for c in objects(ctx, frame, step.what) if is_hidden_agent(ctx.state, c) and not flip_locked(ctx.state, c)]
    for card_id in found:
        entered = enter_area(ctx, card_id, slot_of(ctx.state, card_id), "reveal", controller_of(ctx.state, card_id), keep=("exhausted",))
        if step.lurk_at_end_of_turn:  # turn.lurk_drafted (XQ09)
            ctx.card(entered)["lurks_at_end_of_turn"] = True
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("top_to_assets")
def _top_to_assets(ctx: Ctx, frame: dict, step: a.TopToAssets) -> bool:
    player = controller(frame)
    cards = ctx.zone(zone(player, "library"))
    if cards:
        ctx.move(cards[-1], zone(player, "assets"), reason="to_assets")
    return True


def place_counters(ctx: Ctx, card_id: str, kind: str, amount: int, *, echoed: bool = True) -> None:
    """Put counters on a card; the attachments on it with "每当在受此结附的角色上放置一个指示物标志时"
    trigger (CQ23), unless `echoed` is False: the extra counter such a trigger places (its FAQ)."""
    from .permanents import attachments_on
    from .triggers import collect_card_triggers

    ctx.add_counter(card_id, kind, amount)
    ctx.emit("counters_placed", card=card_id, kind=kind, amount=amount)
    if echoed:
        for attachment in attachments_on(ctx.state, card_id):
            collect_card_triggers(ctx, attachment, ["host_counter_placed"], slot_of(ctx.state, attachment), kind=kind)


@resolver("put_counters")
def _put_counters(ctx: Ctx, frame: dict, step: a.PutCounters) -> bool:
    """Kind "triggering": the kind whose placing triggered the ability (CQ23)."""
    amount = frame["object"].get("data", {}).get("amount", step.amount)
    if step.amount_x:  # WM094
        amount = frame["object"].get("x") or 0
    if step.on_society:
        add_society_counters(ctx, controller(frame), step.kind, amount)
        return True
    triggering = step.kind == "triggering"
    kind = frame["object"].get("data", {}).get("kind") if triggering else step.kind
    for card_id in objects(ctx, frame, step.what) if kind else ():
        place_counters(ctx, card_id, kind, amount, echoed=not triggering)
    return True


@resolver("remove_counters")
def _remove_counters(ctx: Ctx, frame: dict, step: a.RemoveCounters) -> bool:
    for card_id in objects(ctx, frame, step.what):
        amount = min(step.amount, ctx.counter(card_id, step.kind))
        if amount:
            ctx.add_counter(card_id, step.kind, -amount)
            ctx.emit("counters_removed", card=card_id, kind=step.kind, amount=amount)
    return True


@resolver("to_library_bottom")
def _to_library_bottom(ctx: Ctx, frame: dict, step: a.ToLibraryBottom) -> bool:
    if step.pick_own:
        return _own_graveyard_to_library_bottom(ctx, frame, step.pick_own)
    for card_id in objects(ctx, frame, step.what):
        position = None if step.top else 0  # the top of a library is its end
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "library"), position=position, reason="to_library_bottom")
    return True


def _own_graveyard_to_library_bottom(ctx: Ctx, frame: dict, count: int) -> bool:
    """"将你墓地中的两张牌置于你的牌库底，否则牺牲三号骸堆" (BQ085): he chooses `count` cards of his
    graveyard, or none, when he would rather take the "否则"; with too few it is not done."""
    player = controller(frame)
    graveyard = ctx.zone(zone(player, "graveyard"))
    if len(graveyard) < count:
        frame["scratch"]["did"] = False
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in graveyard]
    prompt = t("underworld.prompt.graveyard_to_library_bottom", count=count)
    ask = make_ask(prompt, options, minimum=count, maximum=count, optional=True, default=[c["id"] for c in options[:count]])
    chosen = ctx.choose(frame, player, "choose_cards", f"to_library_bottom:{frame['index']}", ask)
    if chosen is None:
        return False
    if len(chosen) < count:  # declined: the "否则" happens
        frame["scratch"]["did"] = False
        return True
    for card_id in chosen:
        ctx.move(card_id, zone(player, "library"), position=0, reason="to_library_bottom")
    return True


@resolver("name_character")
def _name_character(ctx: Ctx, frame: dict, step: a.NameCharacter) -> bool:
    """"说出一个角色牌名称" (XQ26): any character card name of the game, kept on the source."""
    from .cards import card_db

    you, source = controller(frame), frame["object"].get("source")
    names = sorted({c.name for c in card_db().values() if c.basic_type == "character"}, key=lambda name: (len(name), name))
    options = [{"id": name, "label": name} for name in names]
    choice = ctx.choose(frame, you, "choose_option", f"name:{frame['index']}", make_ask(t("underworld.prompt.name_character"), options))
    if choice is None:
        return False
    ctx.emit("card_named", player=you, name=choice[0])
    if source in ctx.state["cards"] and in_play(ctx.state, source):
        ctx.card(source)["named"] = choice[0]
    return True


BLOOD = "鲜血"  # the cards 饮血 puts into play (BQ040, XQ14)


@resolver("drink_blood")
def _drink_blood(ctx: Ctx, frame: dict, step: a.DrinkBlood) -> bool:
    """饮血N (BQ037): each named character in turn; the controller picks among the cards named 鲜血 in
    his graveyard or sealed on his society that may attach to it."""
    from .attachments import accepts, host_select
    from .targets import matches

    you = controller(frame)
    done = frame["scratch"].setdefault("drank", [])
    for host in objects(ctx, frame, step.what):
        if host in done or not is_character(ctx.state, host):
            continue
        pool = ctx.zone(zone(you, "graveyard")) + [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] == society_host(you)]
        pool = [c for c in pool if definition(ctx.state, c).name == BLOOD
                and matches(ctx.state, host_select(definition(ctx.state, c)), host, you, None, None)
                and accepts(ctx.state, definition(ctx.state, c), host)]  # fmt: skip
        count = min(step.amount, len(pool))
        if count:
            options = [{"id": c, "label": card_label(ctx.state, c, you)} for c in pool]
            ask = make_ask(t("underworld.prompt.drink_blood", count=count), options, minimum=count, maximum=count)
            chosen = ctx.choose(frame, you, "choose_cards", f"drink_blood:{frame['index']}:{host}", ask)
            if chosen is None:
                return False
            for card_id in chosen:
                attach_card(ctx, card_id, host, slot_of(ctx.state, host), you, "drink_blood")
        done.append(host)
    return True


@resolver("look_at_library_top")
def _look_at_library_top(ctx: Ctx, frame: dict, step: a.LookAtLibraryTop) -> bool:
    """检视: only the controller sees the card (G:检视 p5); the others learn that he looked."""
    for player in players_for(ctx, frame, step.who):
        cards = ctx.zone(zone(player, "library"))
        if cards:
            ctx.reveal(cards[-1], to=[controller(frame)])
    return True


@resolver("shuffle_library")
def _shuffle_library(ctx: Ctx, frame: dict, step: a.ShuffleLibrary) -> bool:
    for player in players_for(ctx, frame, step.who):
        ctx.shuffle(zone(player, "library"))
    return True


@resolver("skip_contests")
def _skip_contests(ctx: Ctx, frame: dict, step: a.SkipContests) -> bool:
    """A rule for the region card this turn; contest.py reads it (a region won meanwhile is a
    new object, and the new region is not affected)."""
    slot = _region_slot(ctx, frame, step.region)
    region = region_in(ctx.state, slot) if slot is not None else None
    if region is not None:
        _until_end_of_turn(ctx, frame, [region], {"flag": f"skip_contest:{step.kind or 'all'}"})
    return True


@resolver("fewer_icons_win")
def _fewer_icons_win(ctx: Ctx, frame: dict, step: a.FewerIconsWin) -> bool:
    """A rule for the region card this turn, as `skip_contests`; contest.py reads it."""
    slot = _region_slot(ctx, frame, "here")
    region = region_in(ctx.state, slot) if slot is not None else None
    if region is not None:
        _until_end_of_turn(ctx, frame, [region], {"flag": f"fewer_icons_win:{step.kind}"})
    return True


@resolver("guess_top_cost")
def _guess_top_cost(ctx: Ctx, frame: dict, step: a.GuessTopCost) -> bool:
    from .cards import card, card_db

    player = controller(frame)
    library = ctx.zone(zone(player, "library"))
    if not library:
        return True
    highest = max(printed.printed_cost for printed in card_db().values())
    options = [{"id": str(n), "label": str(n)} for n in range(highest + 1)]
    choice = ctx.choose(frame, player, "choose_option", f"guess:{frame['index']}", make_ask(t("underworld.prompt.guess_cost"), options))
    if choice is None:
        return False
    top = library[-1]
    ctx.reveal(top)
    ctx.emit("cost_guessed", player=player, number=int(choice[0]))
    hit = card(ctx.card(top)["def"]).printed_cost == int(choice[0])
    ctx.move(top, zone(player, "hand" if hit else "library"), position=None if hit else 0, reason="guess_top_cost")
    return True


@resolver("shuffle_into_library")
def _shuffle_into_library(ctx: Ctx, frame: dict, step: a.ShuffleIntoLibrary) -> bool:
    owners = []
    for card_id in objects(ctx, frame, step.what):
        owner = ctx.card(card_id)["owner"]
        leave_play(ctx, card_id, zone(owner, "library"), "shuffled_in")
        owners.append(owner)
    for owner in sorted(set(owners)):
        ctx.shuffle(zone(owner, "library"))
    return True


@resolver("graveyard_into_library")
def _graveyard_into_library(ctx: Ctx, frame: dict, step: a.GraveyardIntoLibrary) -> bool:
    obj = frame["object"]
    cards = [c for p in players_for(ctx, frame, step.who) for c in ctx.zone(zone(p, "graveyard"))]
    if step.with_self and obj["kind"] == "card" and ctx.exists(obj["card"]):  # the affair, on the stack
        cards.append(obj["card"])
    owners = sorted({ctx.card(c)["owner"] for c in cards})
    for card_id in cards:
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "library"), reason="shuffled_in")
    for owner in owners:
        ctx.shuffle(zone(owner, "library"))
    return True


@resolver("clear_influence")
def _clear_influence(ctx: Ctx, frame: dict, step: a.ClearInfluence) -> bool:
    from .stats import influence

    slot = _region_slot(ctx, frame, step.region)
    if slot is not None and region_in(ctx.state, slot):
        for player in ctx.seats:
            if not (step.enemy_only and player == controller(frame)):  # "所有敌方势力标志" (WM058)
                remove_influence(ctx, slot, player, influence(ctx.state, slot, player))
    return True


@resolver("add_like_counter")
def _add_like_counter(ctx: Ctx, frame: dict, step: a.AddLikeCounter) -> bool:
    you = controller(frame)
    for index, card_id in enumerate(objects(ctx, frame, step.what)):
        if frame["scratch"].get(f"added:{index}"):
            continue
        kinds = counter_kinds(ctx.state, card_id)
        if len(kinds) > 1:
            options = [{"id": k, "label": t(f"underworld.counter.{k}")} for k in kinds]
            ask = make_ask(t("underworld.prompt.counter_kind"), options)
            kinds = ctx.choose(frame, you, "choose_option", f"like:{frame['index']}:{index}", ask)
            if kinds is None:
                return False
        if kinds:
            place_counters(ctx, card_id, kinds[0], 1)
        frame["scratch"][f"added:{index}"] = True
    return True


@resolver("move_counters")
def _move_counters(ctx: Ctx, frame: dict, step: a.MoveCounters) -> bool:
    """Counters are tokens (G:指示物标志 p11); the damage a character took is not one."""
    receivers = objects(ctx, frame, step.to)
    if not receivers:
        return True
    obj = frame["object"]
    if step.what.dying:  # gone with the card's old object: as it last was (WM091)
        held = [(None, obj.get("data", {}).get("dying_counters", {}))]
    elif step.what.source and not (obj.get("source") in ctx.state["cards"] and in_play(ctx.state, obj["source"])):
        held = [(None, obj.get("source_counters", {}))]  # sacrificed to pay (WM091)
    else:
        held = [(c, dict(ctx.card(c).get("counters", {}))) for c in objects(ctx, frame, step.what)]
    for card_id, counters in held:
        for kind, amount in counters.items():
            if kind != "damage" and amount:
                if card_id is not None:
                    ctx.add_counter(card_id, kind, -amount)
                ctx.add_counter(receivers[0], kind, amount)
                ctx.emit("counters_moved", card=card_id, to=receivers[0], kind=kind, amount=amount)
    return True


@resolver("pay")
def _pay(ctx: Ctx, frame: dict, step: a.Pay) -> bool:
    """"你可以支付 N，若你如此做…": asked only when he can pay (engine/core/optional.py)."""
    from .costs import available

    payers = players_for(ctx, frame, step.who)  # "除非目标敌方玩家支付2" (BQ041): his choice
    player = payers[0] if payers else controller(frame)
    scratch = frame["scratch"]
    amount = step.amount * frame["object"].get("data", {}).get("locks", 0) if step.per_lock_counter else step.amount
    if amount == 0 and step.per_lock_counter and payers:  # nothing to pay for: paid (WM094, an agent without locks)
        scratch["did"] = True
        return True
    if "accepted" not in scratch:
        prompt = t("underworld.prompt.pay_optional", amount=amount)
        possible = bool(payers) and available(ctx.state, player) >= amount
        taken = ask_may(ctx, frame, player, f"pay:{frame['index']}", prompt, possible=possible, card=frame["object"]["definition"])
        if taken is None:
            return False
        scratch["accepted"] = taken
    if not scratch["accepted"]:
        scratch["did"] = False
        return True
    return pay(ctx, frame, player, amount, f"step:{frame['index']}")


@resolver("convert_influence")
def _convert_influence(ctx: Ctx, frame: dict, step: a.ConvertInfluence) -> bool:
    from .stats import influence

    slot = frame["object"].get("here")
    you = controller(frame)
    if slot is None or not region_in(ctx.state, slot):
        return True
    removed = 0
    for player in ctx.seats:
        if player != you:
            count = influence(ctx.state, slot, player)
            remove_influence(ctx, slot, player, count)
            removed += count
    add_influence(ctx, slot, you, removed)
    return True


@resolver("reveal_free")
def _reveal_free(ctx: Ctx, frame: dict, step: a.RevealFree) -> bool:
    from .costs import loyalty_met

    def fits(card_id: str, player: str) -> bool:  # MSWM04: printed cost at most X, loyalty met
        printed = definition(ctx.state, card_id)
        kind = step.cost_at_most_society_counters
        return ((kind is None or printed.printed_cost <= society_counters(ctx.state, player, kind))
                and (not step.loyalty or loyalty_met(ctx.state, player, printed)))  # fmt: skip

    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for s in SLOTS for c in ctx.zone(area_zone(s))
                if is_hidden_agent(ctx.state, c) and controller_of(ctx.state, c) == player and not flip_locked(ctx.state, c)
                and fits(c, player)]  # fmt: skip

    def apply(player, chosen):
        for card_id in chosen:
            slot = slot_of(ctx.state, card_id)
            enter_area(ctx, card_id, slot, "reveal", player, keep=("exhausted",))

    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for,
                                t("underworld.prompt.reveal_free"), lambda p: 1, apply, optional=True)  # fmt: skip


@resolver("shuffle_agents")
def _shuffle_agents(ctx: Ctx, frame: dict, step: a.ShuffleAgents) -> bool:
    """The faces are shuffled among the agents one player controls in one region: the ids stay,
    what each one is changes at random (only their controller may look at them again)."""
    from engine.core import rng

    for slot in SLOTS:
        groups: dict[tuple, list[str]] = {}
        for card_id in ctx.zone(area_zone(slot)):
            if is_hidden_agent(ctx.state, card_id):
                card = ctx.card(card_id)
                groups.setdefault((controller_of(ctx.state, card_id), card["owner"]), []).append(card_id)
        for (player, _), agents in sorted(groups.items()):
            if len(agents) > 1:
                faces = [ctx.card(c)["def"] for c in agents]
                rng.shuffle(ctx.rng, faces)
                for card_id, face in zip(agents, faces, strict=True):
                    ctx.card(card_id)["def"] = face
                    ctx.card(card_id)["visible_to"] = [player]
                ctx.emit("agents_shuffled", player=player, slot=slot, count=len(agents))
    return True


@resolver("cycle")
def _cycle(ctx: Ctx, frame: dict, step: a.Cycle) -> bool:
    def cycle(player: str) -> bool:
        hand = ctx.zone(zone(player, "hand"))
        if hand:
            options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in hand]
            ask = make_ask(t("underworld.prompt.cycle"), options, minimum=0, maximum=len(options), default=[])
            choice = ctx.choose(frame, player, "choose_cards", f"cycle:{frame['index']}:{player}", ask, confirm=True)
            if choice is None:
                return False
            discard_cards(ctx, player, choice, by=controller(frame))
            draw(ctx, player, len(choice))
        return True

    return _in_turn(frame, players_for(ctx, frame, step.who), cycle)


@resolver("gain_control")
def _gain_control(ctx: Ctx, frame: dict, step: a.GainControl) -> bool:
    """Cards in play only; a card that left play meanwhile is a new object (G:操控者 p2)."""
    players = players_for(ctx, frame, step.to)
    found = [c for c in objects(ctx, frame, step.what) if not c.startswith("slot") and in_play(ctx.state, c)] if players else []
    until = {"permanent": None, "end_of_turn": END_OF_TURN, "source_leaves": SOURCE_LEAVES}[step.until]
    for card_id in found:
        give_control(ctx, card_id, players[0], source=frame["object"].get("source"), until=until)
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("reduce_next_cost")
def _reduce_next_cost(ctx: Ctx, frame: dict, step: a.ReduceNextCost) -> bool:
    """Waits in the effects until a card uses it or the turn ends (costs.play_cost)."""
    amount = (frame["object"].get("x") or 0) if step.amount_x else step.amount
    add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=None,
               modifier={"next_cost": amount, "has_domain": step.has_domain, "society": step.society,
                         "domain": step.domain, "reveals": step.reveals, "subtype": step.subtype}, until=END_OF_TURN)  # fmt: skip
    return True


@resolver("destroy_sealed")
def _destroy_sealed(ctx: Ctx, frame: dict, step: a.DestroySealed) -> bool:
    hosts = set(objects(ctx, frame, step.what))
    for card_id in [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] in hosts]:
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "graveyard"), reason="destroyed")
    return True


@resolver("seal")
def _seal(ctx: Ctx, frame: dict, step: a.Seal) -> bool:
    """G:封印 p4. A host gone by now sends the card to its owner's graveyard (sealing.seal)."""
    from .cards import card

    you = controller(frame)
    hosts = [society_host(you)] if step.on_society else objects(ctx, frame, step.on)
    host = hosts[0] if hosts else None
    if host is not None and host.startswith("slot"):  # a region target: the region card there (JZ66)
        host = region_in(ctx.state, slot_number(host))
    players = players_for(ctx, frame, step.who) or [you]
    whose = players[0]
    if step.pick == "library_top":
        cards = [ctx.zone(zone(p, "library"))[-1] for p in players if ctx.zone(zone(p, "library"))]
    elif step.pick == "random_hand":
        from engine.core import rng

        hand = ctx.zone(zone(whose, "hand"))
        cards = [rng.choice(ctx.rng, hand)] if hand else []
    elif step.pick in ("hand", "graveyard"):  # he chooses one that fits
        def fits(card_id: str) -> bool:
            printed = card(ctx.card(card_id)["def"])
            return ((step.domain is None or step.domain in printed.domains)
                    and (not step.any_subtype or bool(set(step.any_subtype) & set(printed.subtypes))))  # fmt: skip

        options = [{"id": c, "label": card_label(ctx.state, c, whose)} for c in ctx.zone(zone(whose, step.pick)) if fits(c)]
        cards = []
        if options:
            prompt = t(f"underworld.prompt.seal_from_{step.pick}")
            cards = ctx.choose(frame, whose, "choose_cards", f"seal:{frame['index']}", make_ask(prompt, options))
            if cards is None:
                return False
    else:
        cards = objects(ctx, frame, step.what)
    sealed = [seal(ctx, c, host, you, face_down=step.face_down) for c in cards if ctx.exists(c)]
    frame["scratch"]["did"] = any(sealed)
    return True


@resolver("next_time")
def _next_time(ctx: Ctx, frame: dict, step: a.NextTime) -> bool:
    """JC082: the trigger waits for the rest of the turn (triggers.fire_next_time)."""
    obj = frame["object"]
    ability_id = next_time_ability_id(obj["definition"], obj["ability"], frame["index"])
    add_effect(ctx, source=obj.get("source"), controller=controller(frame), until=END_OF_TURN,
               modifier={"next_time": ability_id, "event": step.event})  # fmt: skip
    return True


@resolver("play_from_hand_free")
def _play_from_hand_free(ctx: Ctx, frame: dict, step: a.PlayFromHandFree) -> bool:
    """MSWM04: announced on top of this ability (actions.announce_play, `free`), so it resolves first."""
    from .actions import free_playable

    scratch, you = frame["scratch"], controller(frame)
    if scratch.get("played"):
        return True
    most = society_counters(ctx.state, you, step.cost_at_most_society_counters)
    playable = [c for c in ctx.zone(zone(you, "hand")) if definition(ctx.state, c).printed_cost <= most and free_playable(ctx.state, you, c)]
    chosen: list[str] = []
    if playable:
        options = [{"id": c, "label": card_label(ctx.state, c, you)} for c in playable]
        ask = make_ask(t("underworld.prompt.play_from_hand_free", x=most), options, minimum=0, maximum=1, default=[])
        chosen = ctx.choose(frame, you, "choose_cards", f"play_from_hand_free:{frame['index']}", ask)
        if chosen is None:
            return False
    if not chosen:
        scratch["did"] = False
        return True
    scratch["played"] = True
    ctx.push("announce_play", player=you, card=chosen[0], free=True, extra_paid=True, extra_reduction=0)
    return False


@resolver("play_sealed")
def _play_sealed(ctx: Ctx, frame: dict, step: a.PlaySealed) -> bool:
    """JC119: show the cards sealed under the dead source, then he may play one of them for free."""
    from .actions import free_playable

    scratch, you = frame["scratch"], controller(frame)
    if scratch.get("played"):  # the card was announced on top of this ability (actions.announce_play)
        return True
    sealed = [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] == frame["object"]["data"].get("was")]
    for card_id in sealed:
        ctx.reveal(card_id)
    playable = [c for c in sealed if free_playable(ctx.state, you, c)]
    options = [{"id": c, "label": card_label(ctx.state, c, you)} for c in playable]
    chosen = []
    if options:
        ask = make_ask(t("underworld.prompt.play_sealed"), options, minimum=0, maximum=1, default=[])
        chosen = ctx.choose(frame, you, "choose_cards", f"play_sealed:{frame['index']}", ask)
        if chosen is None:
            return False
    if not chosen:
        frame["scratch"]["did"] = False
        return True
    scratch["played"] = True
    ctx.push("announce_play", player=you, card=chosen[0], free=True, extra_paid=True, extra_reduction=0)
    return False


__all__ = ["RESOLVERS", "move_character"]

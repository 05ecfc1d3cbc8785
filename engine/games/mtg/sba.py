"""State-based actions (CR 704), checked whenever a player would receive priority (CR 704.3) and
performed all at once, repeated until none applies (the core's ``core.checks``):

704.5a a player with 0 or less life loses; 704.5b a player who drew from an empty library loses;
704.5d a token that left the battlefield ceases to exist;
704.5n an Equipment attached to an illegal permanent or to no permanent becomes unattached;
704.5f a creature with toughness 0 or less goes to its owner's graveyard; 704.5g a creature with
lethal damage is destroyed; 704.5h so is one dealt damage by a deathtouch source; 704.5j the
legend rule: a player with two or more legendary permanents of the same name chooses one, the
rest go to their owners' graveyards; 704.5q a permanent with +1/+1 and -1/-1 counters loses as
many of each as the fewer; 704.5s a Saga whose final chapter was reached is sacrificed
(``sagas.py``). A game where every player lost is a draw (CR 104.4a); with more than two players
the losers leave and the others play on (800.4a, ``multiplayer.py``). Commander games add 704.6c
(21 combat damage from one commander) and 704.6d (a commander may return to the command zone,
``commander.py``).

After the state-based actions, each triggered ability just put on the stack has its targets
chosen (CR 603.3d, ``announce_trigger``).
"""

from __future__ import annotations

from collections import defaultdict

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import entry_choices, replacement, replacement_choice, ward
from .auras import illegal_auras, is_aura
from .casting import ability_of, choose_mode, legal_modes
from .commander import commander_goes_home, lost_to_commander_damage
from .memo import unchanging
from .multiplayer import players_lose
from .objects import (
    creatures,
    definition,
    has_keyword,
    is_type,
    on_battlefield,
    protected_from_colours,
    toughness,
)
from .permanents import leave_battlefield
from .play_from_library import show_tops
from .procs import PROCS
from .sagas import to_sacrifice as sagas_to_sacrifice
from .targets import expand, from_option, next_choices, opponents, option_id
from .text import card_label, card_name, target_label
from .zones import BATTLEFIELD, STACK, controller_of, permanents


def state_checks(ctx: Ctx) -> bool:
    performed = _one_pass(ctx)
    if performed and "sba_performed" in ctx.state["turn"]:  # read by the cleanup step (514.3a)
        ctx.state["turn"]["sba_performed"] = True
    return performed


def _one_pass(ctx: Ctx) -> bool:
    if replacement_choice.pending(ctx):  # CR 616.1: finishes an event that happened before these checks
        return True
    show_tops(ctx)  # "look at the top card of your library any time" (not an action: no new pass)
    if entry_choices.pending(ctx):  # CR 614.12a, 303.4f: "as it enters, choose …"
        return True
    if _players_lose(ctx) or _tokens_cease_to_exist(ctx) or _unattach_equipment(ctx) or commander_goes_home(ctx):
        return True
    fallen = illegal_auras(ctx.state)
    if fallen:  # CR 704.5m
        leave_battlefield(ctx, fallen, "graveyard", "state_based")
        return True
    if _annihilate_counters(ctx):
        return True
    state = ctx.state
    with unchanging(state):  # reading what applies changes nothing
        # each creature's toughness once (it reads every static ability on the battlefield)
        toughnesses = {c: toughness(state, c) for c in creatures(state)}
        zero = [c for c, value in toughnesses.items() if value <= 0]
        lethal = [c for c, value in toughnesses.items() if value > 0 and (_lethal(state, c, value) or state["cards"][c].get("deathtouched"))
                  and not has_keyword(state, c, "indestructible")]  # 702.12b: destruction doesn't destroy it  # fmt: skip
    shielded = [c for c in lethal if replacement.shield_instead(ctx, c)]  # CR 122.1c: the damage stays, checked again (changes the state)
    lethal = [c for c in lethal if c not in shielded]
    with unchanging(state):
        legends = _legend_groups(state)
        sagas = [c for c in sagas_to_sacrifice(state) if c not in zero + lethal]  # 704.5s
    if zero or lethal or sagas or shielded:
        # 704.3: simultaneously; toughness 0 is not destruction (indestructible won't save it)
        leave_battlefield(ctx, zero + lethal + sagas, "graveyard", "state_based")
        if lethal:
            ctx.emit("destroyed_by_damage", cards=[c for c in lethal])
        return True
    if legends:
        ctx.push("mtg.legend_rule", group=legends[0])
        return True
    pending = next((o for o in state["stack"] if o["kind"] == "trigger" and not o["data"].get("announced")), None)
    if pending:
        ctx.push("mtg.announce_trigger", object=pending["id"])
        return True
    return False


def _annihilate_counters(ctx: Ctx) -> bool:
    """CR 704.5q: N +1/+1 and N -1/-1 counters are removed from a permanent that has both, N being
    the smaller number."""
    cards = ctx.state["cards"]  # read at every check: only permanents with counters are looked at
    both = [(c, min(counters.get("+1/+1", 0), counters.get("-1/-1", 0))) for c in permanents(ctx.state) if (counters := cards[c].get("counters"))]
    for card_id, count in [(c, n) for c, n in both if n > 0]:
        for kind in ("+1/+1", "-1/-1"):
            total = ctx.add_counter(card_id, kind, -count)
            ctx.emit("counters_removed", card=card_id, definition=ctx.card(card_id)["def"], kind=kind, amount=count, total=total)
    return any(n > 0 for _, n in both)


def _tokens_cease_to_exist(ctx: Ctx) -> bool:
    """CR 704.5d / 111.7: a token in a zone other than the battlefield ceases to exist (it was
    put there, so "dies" and "leaves" abilities have already seen it go); 704.5e: so does a copy
    of a card in a zone other than the stack or the battlefield (one not cast, or a resolved one)."""
    state = ctx.state
    marked = [(c, record) for c, record in state["cards"].items() if "token" in record or "card_copy" in record]  # every card, every check: kept cheap
    gone = [c for c, record in marked
            if record.get("token") and record["zone"] != BATTLEFIELD or record.get("card_copy") and record["zone"] not in (BATTLEFIELD, STACK)]  # fmt: skip
    for card_id in gone:
        record = state["cards"].pop(card_id)
        state["zones"][record["zone"]]["cards"].remove(card_id)
        ctx.emit("token_ceased" if record.get("token") else "card_copy_ceased", card=card_id, definition=record["def"], zone=record["zone"])
    return bool(gone)


def _unattach_equipment(ctx: Ctx) -> bool:
    """CR 704.5n / 301.5c: an Equipment attached to something that is not a creature on the
    battlefield (the creature left and is a new object, CR 400.7, or stopped being a creature),
    or to a creature with protection from it (CR 702.16d), becomes unattached and stays on the
    battlefield."""
    state = ctx.state
    loose = [c for c in permanents(state) if "attached_to" in state["cards"][c] and not is_aura(state, c)
             and not (on_battlefield(state, state["cards"][c]["attached_to"]) and is_type(state, state["cards"][c]["attached_to"], "creature")
                      and not protected_from_colours(state, state["cards"][c]["attached_to"], c))]  # fmt: skip
    for card_id in loose:
        del ctx.card(card_id)["attached_to"]
        ctx.emit("unattached", card=card_id, definition=ctx.card(card_id)["def"])
    return bool(loose)


def _lethal(state: dict, card_id: str, toughness_now: int) -> bool:
    damage = state["cards"][card_id].get("damage", 0)
    return damage > 0 and damage >= toughness_now


def _players_lose(ctx: Ctx) -> bool:
    state = ctx.state
    reasons = {p: _loss_reason(state, p) for p in ctx.seats}
    reasons = {p: reason for p, reason in reasons.items() if reason}
    if not reasons:
        return False
    players_lose(ctx, reasons, "mtg.result.lost")  # 104.2a; 104.4a; 800.4a with more players
    return True


def _loss_reason(state: dict, player: str) -> str | None:
    """704.5a life, 704.5b an empty library, 704.5c ten poison counters, 704.6c commander damage
    (Commander games)."""
    if state["players"][player]["life"] <= 0:
        return "life"
    if state["players"][player]["drew_from_empty"]:
        return "empty_library"
    if state["players"][player].get("poison", 0) >= 10:  # 704.5c
        return "poison"
    return "commander_damage" if lost_to_commander_damage(state, player) else None


def _legend_groups(state: dict) -> list[list[str]]:
    groups = defaultdict(list)
    for card_id in permanents(state):
        printed = definition(state, card_id)
        if "legendary" in printed.supertypes:
            groups[(controller_of(state, card_id), printed.name)].append(card_id)
    return [cards for cards in groups.values() if len(cards) > 1]


@PROCS.proc("mtg.legend_rule")
def legend_rule(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    group = [c for c in frame["group"] if c in state["cards"]]
    if len(group) < 2:
        ctx.pop(frame)
        return
    player = controller_of(state, group[0])
    options = [{"id": c, "label": card_label(state, c, player)} for c in group]
    ask = make_ask(t("mtg.prompt.legend_rule", card=card_name(state["cards"][group[0]]["def"])), options)
    choice = ctx.choose(frame, player, "choose_cards", "legend_rule", ask)
    if choice is None:
        return
    ctx.pop(frame)
    leave_battlefield(ctx, [c for c in group if c != choice[0]], "graveyard", "legend_rule")


@PROCS.proc("mtg.announce_trigger")
def announce_trigger(ctx: Ctx, frame: dict) -> None:
    """CR 603.3d: targets are chosen as the ability is put on the stack; with no legal choice it
    is removed from the stack."""
    state = ctx.state
    obj = next((o for o in state["stack"] if o["id"] == frame["object"]), None)
    if obj is None:
        ctx.pop(frame)
        return
    data = obj["data"]
    flat = {"id": obj["id"], "kind": "trigger", "def": data["definition"], "ability": obj["ability"],
            "controller": obj["controller"], "data": data}  # fmt: skip
    ability = ability_of(flat)
    if ability.modes:  # 603.3c: the mode is chosen as it is put on the stack
        if not legal_modes(state, ability, obj["controller"], obj["source"]):
            _remove(ctx, frame, obj)
            return
        if "mode" not in data:
            if not choose_mode(ctx, frame, flat, obj["source"]):
                return
            data["mode"] = flat["mode"]
        ability = ability.body(data["mode"])
    chosen = data.setdefault("targets", [])
    if ability.targets and ability.targets[-1].per_opponent:  # "for each opponent": fixed as it is put on the stack
        data.setdefault("opponents", opponents(state, obj["controller"]))
    specs = expand(ability.targets, data.get("opponents", []), data)
    while (following := next_choices(state, specs, obj["controller"], obj["source"], chosen)) is not None:
        spec, found = following
        up_to = spec.up_to or spec.any_number  # "any number": the player may stop (CR 601.2c)
        if not found and up_to:
            chosen.append(None)
            continue
        if not found:
            _remove(ctx, frame, obj)
            return
        options = [{"id": option_id(c), "label": target_label(state, c, obj["controller"])} for c in found]
        prompt = t("mtg.prompt.target_up_to" if up_to else "mtg.prompt.target", card=card_name(data["definition"]), number=len(chosen) + 1)
        ask = make_ask(prompt, options, minimum=0 if up_to else 1, default=[] if up_to else None)  # "up to one" (CR 115.1b)
        choice = ctx.choose(frame, obj["controller"], "choose_targets", f"target:{obj['id']}:{len(chosen)}", ask)
        if choice is None:
            return
        chosen.append(from_option(choice[0]) if choice else None)
    data["announced"] = True
    ctx.pop(frame)
    ward.targeted(ctx, obj, chosen)  # CR 702.21a



def _remove(ctx: Ctx, frame: dict, obj: dict) -> None:
    ctx.state["stack"].remove(obj)
    ctx.pop(frame)
    ctx.emit("trigger_removed", object=obj["id"], definition=obj["data"]["definition"], controller=obj["controller"])

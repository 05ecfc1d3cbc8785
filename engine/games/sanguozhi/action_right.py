"""The action right (行动权, 115) and the chain (连环, 305, 705).

A window of the action right opens in the start phase, the main process, the attack and defence
phases (when an attack or a defence was declared) and the end phase (115.3a-d). Before anyone
receives the action right, the rule effects are applied until none are due and the players who
must leave the game leave (115.5, 804.5a-b). The holder then:

- takes a special action (摆放兵权, 盖放谋略, 征兵: 114.2a/c/h) and keeps the action right (114.3, 115.3g);
- puts a card on the chain (dispatch, flip, cast a Stratagem) and the next player gets it (115.3h);
- or passes (让过), and the next player gets it (115.3i).

When every player has passed in succession, a non-empty chain resolves whole, last in first out,
with no action right in between (115.4, 305.6, 705.1); then the active player receives the action
right again (115.3f, 705.5). With an empty chain the phase or process ends (115.4). The rules do
not say when rule effects are checked between chain links: they are applied after each link
(digest §12.2 item 2), while leaving the game waits for the next grant of the action right.
"""

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import abilities, deploy, events, factions, formations, stratagems, treasures, vanguard
from .cards import card_db
from .conscription import can_conscript
from .options import option
from .procs import PROCS
from .rule_effects import leave_game_check
from .teams import next_seated, seated_from
from .text import card_label, general_label, slot_name, target_label
from .zones import zone

WINDOW = "action_window"
PASS = "pass"


def open_window(ctx: Ctx, window: str) -> dict:
    return ctx.push(WINDOW, window=window, holder=ctx.state["turn"]["active"], passes=0, phase="settle")


def next_player(ctx: Ctx, player: str) -> str:
    """The next player in turn order still in the game (900.2, 900.3)."""
    return next_seated(ctx.state, player)


@PROCS.proc(WINDOW)
def action_window(ctx: Ctx, frame: dict) -> None:
    if frame["phase"] == "settle":  # 115.5: rule effects until none are due ...
        frame["phase"] = "leave"
        push_checks(ctx)
        return
    if frame["phase"] == "leave":  # ... then 804.5a-b at the grant of the action right
        frame["phase"] = "ask"
        if leave_game_check(ctx):
            frame["phase"] = "settle"  # the game ended, or goes on without them (900.3): settle again
            return
    holder = frame["holder"] = seated_from(ctx.state, frame["holder"])  # 900.3: one who left is passed over
    choice = ctx.answer_for(frame, "action")
    if choice is None:
        options = [*action_options(ctx, holder, frame["window"]), {"id": PASS, "label": t("option.pass")}]
        prompt = t("sanguozhi.prompt.action", window=t(f"sanguozhi.window.{frame['window']}"), chain=len(ctx.state["stack"]))
        ask = make_ask(prompt, options, default=[PASS])
        choice = ctx.choose(frame, holder, "choose_action", "action", ask, confirm=ctx.game.hides_options(ctx, holder))
        if choice is None:
            return
    frame["phase"] = "settle"
    if choice[0] == PASS:
        ctx.emit("action_passed", player=holder)
        frame["passes"] += 1
        if frame["passes"] < len(ctx.seats):
            frame["holder"] = next_player(ctx, holder)
        elif ctx.state["stack"]:
            frame.update(passes=0, holder=ctx.state["turn"]["active"])  # 115.3f, after the chain
            ctx.push("resolve_chain", phase="resolve")
        else:
            ctx.pop(frame)  # 115.4: the phase or process ends
        return
    frame["passes"] = 0
    kind, *rest = choice[0].split(":")
    if kind not in SPECIAL_ACTIONS:
        frame["holder"] = next_player(ctx, holder)  # 115.3h
    ACTIONS[kind](ctx, holder, *rest)


def action_options(ctx: Ctx, player: str, window: str) -> list[dict]:
    """Everything ``player`` may do with the action right now (115.1)."""
    state = ctx.state
    main = window == "main" and player == state["turn"]["active"]
    chain_empty = not state["stack"]
    options = []
    if main and chain_empty:  # 115.1c-e, 605.3
        data = state["players"][player]
        if not data["dispatched"]:
            for card_id, slot, face_up in deploy.dispatch_options(state, player):
                key = "dispatch" if face_up else "conceal"
                label = t(f"sanguozhi.option.{key}", card=card_label(state, card_id), slot=slot_name(slot))
                options.append({"id": f"{key}:{card_id}:{slot}", "label": label})
        if not data["authority_placed"]:
            hand = state["zones"][zone(player, "hand")]["cards"]
            for card_id in hand:
                if card_db()[state["cards"][card_id]["def"]].type == "authority":
                    options.append({"id": f"authority:{card_id}", "label": t("sanguozhi.option.authority", card=card_label(state, card_id))})
        if can_conscript(state, player):
            options.append({"id": "conscript", "label": t("sanguozhi.option.conscript")})
        for card_id in stratagems.set_options(state, player):
            options.append({"id": f"set:{card_id}", "label": t("sanguozhi.option.set", card=card_label(state, card_id))})
        for card_id in treasures.equip_options(state, player):  # 502.3
            options.append({"id": f"equip:{card_id}", "label": t("sanguozhi.option.equip", card=card_label(state, card_id))})
        options += formation_options(state, player)
        for card_id in events.activate_options(state, player):  # 505.2
            options.append({"id": f"event:{card_id}", "label": t("sanguozhi.option.event", card=card_label(state, card_id))})
    for card_id in stratagems.cast_options(state, player, main=main):
        where = "slot" if state["cards"][card_id]["zone"].endswith(".field") else "hand"
        options.append({"id": f"cast:{card_id}", "label": t(f"sanguozhi.option.cast_{where}", card=card_label(state, card_id))})
    if chain_empty and (window != "defence" or option(state, "defence_flip")):  # 115.1b (609.4: option defence_flip)
        for card_id in deploy.flip_options(state, player):
            options.append({"id": f"flip:{card_id}", "label": t("sanguozhi.option.flip", card=general_label(state, card_id, player))})
    for card_id in vanguard.vanguard_options(state, player, main=main):  # 802.17
        options.append({"id": f"vanguard:{card_id}", "label": t("sanguozhi.option.vanguard", card=card_label(state, card_id))})
    for card_id, index in abilities.ability_options(state, player, main=main):  # 105.4-105.6
        text = abilities.ability_of(state, card_id, index).text
        options.append({"id": f"ability:{card_id}:{index}", "label": t("sanguozhi.option.ability", card=card_label(state, card_id), ability=text)})
    return options


def formation_options(state: dict, player: str) -> list[dict]:
    """503.1-503.4: the Formation special actions of the main process."""
    options = [{"id": f"set_formation:{c}", "label": t("sanguozhi.option.set_formation", card=card_label(state, c))}
               for c in formations.set_options(state, player)]  # fmt: skip
    for card_id in formations.form_options(state, player):
        options.append({"id": f"form:{card_id}", "label": t("sanguozhi.option.form", card=card_label(state, card_id))})
    for card_id in formations.fetch_options(state, player):
        options.append({"id": f"fetch:{card_id}", "label": t("sanguozhi.option.fetch", card=card_label(state, card_id))})
    if formations.can_disband(state, player):
        options.append({"id": "disband", "label": t("sanguozhi.option.disband")})
    if deploy.tiger_tallies(state, player):
        for key, generals in (("join", formations.join_options(state, player)), ("leave", formations.leave_options(state, player))):
            for card_id in generals:
                options.append({"id": f"{key}:{card_id}", "label": t(f"sanguozhi.option.{key}", card=general_label(state, card_id, player))})
    return options


def _dispatch(ctx: Ctx, player: str, card_id: str, slot: str) -> None:
    ctx.push("declare_skills", mode="dispatch", player=player, card=card_id, slot=slot)  # 701.2g


def _conceal(ctx: Ctx, player: str, card_id: str, slot: str) -> None:
    deploy.dispatch(ctx, player, card_id, slot, face_up=False)


def _authority(ctx: Ctx, player: str, card_id: str) -> None:
    """114.2a, 504.1: face up into the Authority slot, one per turn; its value counts at once."""
    ctx.player(player)["authority_placed"] = True
    new_id = ctx.move(card_id, zone(player, "field"), reason="authority")
    ctx.card(new_id)["slot"] = "authority"
    ctx.emit("authority_placed", player=player, card=new_id, definition=ctx.card(new_id)["def"])


def _set(ctx: Ctx, player: str, card_id: str) -> None:
    stratagems.set_stratagem(ctx, player, card_id)


def _conscript(ctx: Ctx, player: str) -> None:
    ctx.push("conscript", player=player)


def _cast(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("cast_stratagem", player=player, card=card_id)


def _flip(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("pay_tally", player=player, card=card_id, purpose="flip")


def _equip(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("equip_treasure", player=player, card=card_id)


def _set_formation(ctx: Ctx, player: str, card_id: str) -> None:
    formations.set_formation(ctx, player, card_id)


def _form(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("form_formation", player=player, card=card_id)


def _fetch(ctx: Ctx, player: str, card_id: str) -> None:
    formations.fetch(ctx, player, card_id)


def _disband(ctx: Ctx, player: str) -> None:
    formations.disband(ctx, player)


def _membership(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("pay_tally", player=player, card=card_id, purpose="membership")


def _event(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("activate_event", player=player, card=card_id)


def _vanguard(ctx: Ctx, player: str, card_id: str) -> None:
    ctx.push("pay_tally", player=player, card=card_id, purpose="vanguard")


def _ability(ctx: Ctx, player: str, card_id: str, index: str) -> None:
    ctx.push("use_ability", player=player, card=card_id, index=int(index))


ACTIONS = {"dispatch": _dispatch, "conceal": _conceal, "authority": _authority, "set": _set, "conscript": _conscript,
           "cast": _cast, "flip": _flip, "ability": _ability, "equip": _equip, "set_formation": _set_formation, "form": _form,
           "disband": _disband, "join": _membership, "leave": _membership, "event": _event,
           "fetch": _fetch, "vanguard": _vanguard}  # fmt: skip
# 114.2, 503.1-503.4, 503.12, 505.2: no chain, the action right stays
SPECIAL_ACTIONS = frozenset({"authority", "set", "conscript", "set_formation", "form", "disband", "join", "leave", "event", "fetch"})


@PROCS.proc("cast_stratagem")
def cast_stratagem(ctx: Ctx, frame: dict) -> None:
    """701.2d, 701.2g: choose the designated target, then the Stratagem goes to the chain."""
    player, card_id = frame["player"], frame["card"]
    definition = card_db()[ctx.card(card_id)["def"]]
    targets: list[str] = []
    if definition.target is not None:
        options = [{"id": target, "label": target_label(ctx.state, target, player)} for target in stratagems.stratagem_targets(ctx.state, player, definition)]
        ask = make_ask(t("sanguozhi.prompt.target", card=card_label(ctx.state, card_id)), options)
        targets = ctx.choose(frame, player, "choose_targets", "target", ask)
        if targets is None:
            return
    ctx.pop(frame)
    stratagems.cast(ctx, player, card_id, targets)


@PROCS.proc("equip_treasure")
def equip_treasure(ctx: Ctx, frame: dict) -> None:
    """502.7a, 701.2e: declare the General to equip, one that meets the equip condition."""
    player, card_id = frame["player"], frame["card"]
    definition = card_db()[ctx.card(card_id)["def"]]
    options = [{"id": g, "label": general_label(ctx.state, g, player)} for g in treasures.equip_targets(ctx.state, player, definition)]
    choice = ctx.choose(frame, player, "choose_targets", "equip", make_ask(t("sanguozhi.prompt.equip", card=card_label(ctx.state, card_id)), options))
    if choice is None:
        return
    ctx.pop(frame)
    treasures.equip(ctx, player, card_id, choice[0])


@PROCS.proc("pay_tally")
def pay_tally(ctx: Ctx, frame: dict) -> None:
    """Which 虎符 to discard (asked only when they differ): to flip a General (701.2h), to move a
    Lieutenant into or out of the Formation (503.4a-b), to use 先锋 (802.17) or to attack or
    defend with a 诸侯军 General on the field (410.3h; the combat goes on afterwards)."""
    player = frame["player"]
    tallies = deploy.tiger_tallies(ctx.state, player)
    options, seen = [], set()
    for tally in tallies:
        if ctx.card(tally)["def"] not in seen:
            seen.add(ctx.card(tally)["def"])
            options.append({"id": tally, "label": card_label(ctx.state, tally)})
    choice = ctx.choose(frame, player, "choose_cards", "tally", make_ask(t("sanguozhi.prompt.tally"), options))
    if choice is None:
        return
    ctx.pop(frame)
    card_id = frame["card"]
    if frame["purpose"] == "membership":
        formations.change_membership(ctx, player, card_id, choice[0])
        return
    if frame["purpose"] == "vanguard":
        vanguard.use_vanguard(ctx, player, card_id, choice[0])
        return
    if frame["purpose"] == "warlord":
        factions.pay_to_fight(ctx, player, choice[0])
        return
    ctx.push("declare_skills", mode="flip", player=player, card=card_id, slot=ctx.card(card_id)["slot"], tally=choice[0])  # 701.2g


@PROCS.proc("resolve_chain")
def resolve_chain(ctx: Ctx, frame: dict) -> None:
    """705.1: the whole chain, last link first; rule effects after each link (digest §12.2 item 2)."""
    stack = ctx.state["stack"]
    if frame["phase"] == "checks" or not stack:
        frame["phase"] = "resolve"
        if not stack:
            ctx.pop(frame)
            return
    link = stack.pop()
    frame["phase"] = "checks"
    push_checks(ctx)
    if link["kind"] == "general":
        card_id = deploy.general_enters(ctx, link)
        if not link["face_down"]:
            abilities.skills_trigger(ctx, card_id, link)  # 703.5a, 703.5c
    elif link["kind"] == "ability":
        abilities.resolve_ability(ctx, link)
    elif link["kind"] == "vanguard":
        vanguard.resolve_vanguard(ctx, link)
    elif link["kind"] == "treasure":
        treasures.resolve_treasure(ctx, link)
    else:
        stratagems.resolve_stratagem(ctx, link)

"""Keyword talents (禀赋, 802) of Generals that trigger in combat, and their triggered effects
(触发式效果, 703):

- 火矢 X (802.11): whenever it attacks, it deals X combat damage to the defending player's 粮草;
- 刚勇 (802.12): whenever it attacks alone, +1 ATK/HP until the end of the turn;
- 荡枪 X (802.13): whenever it is blocked, it may deal X combat damage to one of the defending
  player's Generals that is not blocking it (chosen on resolution: the definition does not
  designate, digest §9.1);
- 镇守 X (802.14): whenever it blocks, +X ATK/HP until the end of the turn;
- 掠夺 (802.15): whenever it deals combat damage to an enemy's 粮草, its controller gains as much;
- 背水 X (802.18): whenever it fights, if its controller's hand is empty, +X ATK/HP until the end
  of the turn (the condition is checked when it triggers and again when it resolves).

Triggered effects do not use the chain (703.3): they interrupt what is happening, every player
orders their own, the active player first (703.3c), and they resolve at once, before rule effects
are checked (804.3); a loop of them with no player's decision in it is broken (809.3, loops.py).
Attack triggers are checked once, at the declaration (608.2a). A General that left the field or
turned face down before its trigger resolves does nothing (it must act itself, as 108.8a says of
abilities).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask
from engine.core.triggers import add_trigger, waiting

from . import abilities, loops
from .actions import change_provisions
from .damage import combat_damage_dealt
from .factions import effect_damage_to_provisions
from .guard import deal_damage
from .procs import PROCS
from .stats import UNTIL_END_OF_TURN, controller_of, keyword_level
from .teams import are_enemies, seated_from
from .text import card_name, general_label
from .triggered import DELAYED_FLIP, TRIGGERED
from .zones import generals, zone


def collect(ctx: Ctx, event: dict) -> None:
    """Game.on_event: the triggers an event fires."""
    state = ctx.state
    kind = event["type"]
    if kind == "attack_declared":
        for card_id in event["cards"]:
            _trigger(ctx, card_id, "火矢", defender=event["defenders"][card_id])
            if len(event["cards"]) == 1:
                _trigger(ctx, card_id, "刚勇")
            _trigger(ctx, card_id, "背水")
    elif kind == "blocks_declared":
        partners = event.get("partners", {})
        for attacker, blocker in event["blocks"].items():
            blockers = [blocker] + ([partners[blocker]] if blocker in partners else [])
            _trigger(ctx, attacker, "荡枪", defender=event["player"], blockers=blockers)
        for blocker in dict.fromkeys(c for b in event["blocks"].values() for c in (b, partners.get(b)) if c):  # each once (807.1f)
            _trigger(ctx, blocker, "镇守")
            _trigger(ctx, blocker, "背水")
    elif kind == "provisions_damaged" and event["source"] in state["cards"] and are_enemies(state, controller_of(state, event["source"]), event["player"]):
        _trigger(ctx, event["source"], "掠夺", amount=event["amount"])


def _trigger(ctx: Ctx, card_id: str, name: str, **data) -> None:
    level = keyword_level(ctx.state, card_id, name)
    if level is None or (name == "背水" and not _hand_empty(ctx.state, card_id)):
        return
    add_trigger(ctx, controller_of(ctx.state, card_id), card_id, name, level=level, **data)


def _hand_empty(state: dict, card_id: str) -> bool:
    return not state["zones"][zone(controller_of(state, card_id), "hand")]["cards"]


@PROCS.proc("triggers")
def resolve_triggers(ctx: Ctx, frame: dict) -> None:
    """703.3c: each player, the active player first, orders their waiting triggers; each resolves
    at once, in that order (one that asks a player finishes before the next). Triggers fired
    meanwhile wait for the next round (703.3e)."""
    if not resolve_queue(ctx, frame):
        return
    order = ctx.turn_order_from(seated_from(ctx.state, ctx.state["turn"]["active"]))
    player = next((p for p in order if waiting(ctx, p)), None)
    if player is None:
        ctx.pop(frame)
        return
    own = waiting(ctx, player)
    options = [{"id": trigger["id"], "label": trigger_label(ctx.state, trigger)} for trigger in own]
    ask = make_ask(t("sanguozhi.prompt.order_triggers", count=len(own)), options, minimum=len(own), maximum=len(own), ordered=True)
    chosen = ctx.choose(frame, player, "order_triggers", f"triggers:{player}", ask)
    if chosen is None:
        loops.suspend(ctx, frame)  # an order is no decision of 809.2: the loop watch goes on
        return
    loops.resume(ctx, frame)
    by_id = {trigger["id"]: trigger for trigger in own}
    for trigger_id in chosen:
        ctx.state["triggers"].remove(by_id[trigger_id])
    frame["queue"] = [by_id[trigger_id] for trigger_id in chosen]
    resolve_queue(ctx, frame)


def resolve_queue(ctx: Ctx, frame: dict) -> bool:
    """Resolve the ordered triggers; False when one pushed a procedure (a question) to run first."""
    while frame.get("queue"):
        trigger = frame["queue"].pop(0)
        depth = len(ctx.state["frames"])
        loops.watch(ctx, trigger)  # 809.3
        resolve(ctx, trigger)
        if len(ctx.state["frames"]) > depth:
            return False
    return True


def trigger_label(state: dict, trigger: dict) -> str:
    """A gone source (a leave trigger, 703.5b) is named from the definition it had."""
    source = state["cards"].get(trigger["source"])
    definition = source["def"] if source else trigger["data"].get("definition")
    name = card_name(definition) if definition else t("narrate.hidden_card")
    ability = abilities.skill_label(trigger) if trigger["ability"] in (abilities.SKILL, TRIGGERED) else \
        t("sanguozhi.option.delayed_flip") if trigger["ability"] == DELAYED_FLIP else trigger["ability"]  # fmt: skip
    return t("sanguozhi.option.trigger", card=name, keyword=ability)


def resolve(ctx: Ctx, trigger: dict) -> None:
    state = ctx.state
    source, name, data = trigger["source"], trigger["ability"], trigger["data"]
    if name == abilities.SKILL:
        abilities.resolve_skill(ctx, trigger)
        return
    if name == TRIGGERED:
        abilities.resolve_triggered(ctx, trigger)
        return
    if name == DELAYED_FLIP:
        abilities.flip_by_effect(ctx, source)
        return
    if source not in state["cards"] or state["cards"][source].get("face_down") or not state["cards"][source]["zone"].endswith(".field"):
        return
    ctx.emit("keyword_triggered", card=source, keyword=name, definition=state["cards"][source]["def"])
    if name == "火矢":
        effect_damage_to_provisions(ctx, source, data["defender"], data["level"])
    elif name == "掠夺":
        change_provisions(ctx, trigger["controller"], data["amount"], reason="plunder")
    elif name == "荡枪":
        ctx.push("sweeping_spear", player=trigger["controller"], source=source, **data)
    elif name != "背水" or _hand_empty(state, source):
        amount = 1 if name == "刚勇" else data["level"]
        state["cards"][source].setdefault(UNTIL_END_OF_TURN, []).append({"attack": amount, "health": amount})


@PROCS.proc("sweeping_spear")
def sweeping_spear(ctx: Ctx, frame: dict) -> None:
    """802.13: the controller may choose a face-up General of the defending player other than
    those blocking it."""
    state, player = ctx.state, frame["player"]
    candidates = [c for c in generals(state, frame["defender"]) if c not in frame["blockers"] and not state["cards"][c].get("face_down")]
    options = [{"id": c, "label": general_label(state, c, player)} for c in candidates]
    ask = make_ask(t("sanguozhi.prompt.sweeping_spear", amount=frame["level"]), options, optional=True, default=[])
    choice = ctx.choose(frame, player, "choose_cards", "sweeping_spear", ask, confirm=bool(options))
    if choice is None:
        return
    ctx.pop(frame)
    amount = combat_damage_dealt(ctx.state, frame["source"], frame["level"]) if ctx.exists(frame["source"]) else frame["level"]  # 117.4a
    deal_damage(ctx, [{"card": target, "amount": amount, "kind": "combat", "dealt_by": player, "source": frame["source"]} for target in choice])


def end_of_turn(ctx: Ctx) -> None:
    """614.2: "until the end of the turn" results end, and so do this turn's counts of ability
    uses (105.12b)."""
    for card in ctx.state["cards"].values():
        card.pop(UNTIL_END_OF_TURN, None)
        card.pop("uses", None)


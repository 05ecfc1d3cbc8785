"""先锋 Vanguard (802.17): "舍弃 1 张虎符兵权，[?]：放置该先锋将领上场".

An activated ability used from the hand (108.6b): its cost is discarding one 虎符 Authority
(108.5), it goes onto the chain (702) and, when it resolves with the General still in hand, the
General is placed (放置, 500.1c, 801.2a): it enters the field at once, not through the chain, and
this is not the turn's one dispatch (500.1a). Placing declares a free General slot (500.3).
Placing may be face down in general (500.1d), but not here: the effect places "this 先锋 General",
a requirement on the card's text (106.3) that a face-down card cannot meet (500.5c, 112.2c), so
the General enters face up, where the requirement and the same-name rule apply (412.5a, 500.4,
500.5a). The skills of a placed General designate their targets when they trigger (110.1d): as
it enters, so they are asked with the placement.

The speed icon is lost in the white paper's text (digest E1, §12.2 item 21): the option
`vanguard_speed` reads it as [NORMAL] (the active player's main process) or [FAST] (any time);
either way with the action right and an empty chain (105.5-105.6).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import deploy
from .cards import card_db
from .options import option
from .procs import PROCS
from .stats import growth_met
from .text import card_label, slot_name
from .zones import zone

VANGUARD = "先锋"


def has_vanguard(state: dict, card_id: str) -> bool:
    """802.17 in hand, under its growth symbol if any (105.11: its owner's 兵权 counts)."""
    card = state["cards"][card_id]
    return any(k.name == VANGUARD and growth_met(state, card["owner"], k.growth) for k in card_db()[card["def"]].keywords)


def vanguard_options(state: dict, player: str, *, main: bool) -> list[str]:
    """The Generals in hand whose 先锋 the player may use now: the speed allows it, the chain is
    empty, a 虎符 pays the cost (108.5c) and there is somewhere to place it."""
    if state["stack"] or not (main or option(state, "vanguard_speed") == "fast") or not deploy.tiger_tallies(state, player):
        return []
    hand = state["zones"][zone(player, "hand")]["cards"]
    return [c for c in hand if card_db()[state["cards"][c]["def"]].type == "general" and has_vanguard(state, c)
            and face_up_slots(state, player, c)]  # fmt: skip


def face_up_slots(state: dict, player: str, card_id: str) -> list[str]:
    """500.5c: the slots a 先锋 General may be placed in, face up only."""
    return [slot for slot, face_up in deploy.placements(state, player, card_id) if face_up]


def use_vanguard(ctx: Ctx, player: str, card_id: str, tally: str) -> None:
    """702.2: pay the cost (the 虎符 to the graveyard), then the ability goes onto the chain; the
    General stays in hand and is shown (it is used from there)."""
    ctx.move(tally, zone(player, "graveyard"), reason="vanguard_cost")
    ctx.reveal(card_id)  # the ability of a card in hand shows the card
    definition = ctx.card(card_id)["def"]
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "vanguard", "controller": player, "card": card_id, "definition": definition})
    ctx.emit("ability_used", player=player, card=card_id, definition=definition, ability=VANGUARD, targets=[])


def resolve_vanguard(ctx: Ctx, link: dict) -> None:
    """The General is placed if it is still in its owner's hand and has somewhere to go."""
    player, card_id = link["controller"], link["card"]
    ctx.emit("ability_resolved", card=card_id, definition=link["definition"], ability=VANGUARD)
    if ctx.exists(card_id) and ctx.card(card_id)["zone"] == zone(player, "hand") and face_up_slots(ctx.state, player, card_id):
        ctx.push("place_general", player=player, card=card_id)


@PROCS.proc("place_general")
def place_general(ctx: Ctx, frame: dict) -> None:
    """500.3: the player declares the slot; face up only (500.5c, see the module docstring)."""
    player, card_id = frame["player"], frame["card"]
    options = [
        {"id": f"{slot}:up", "label": t("sanguozhi.option.place", card=card_label(ctx.state, card_id), slot=slot_name(slot))}
        for slot in face_up_slots(ctx.state, player, card_id)
    ]
    choice = ctx.choose(frame, player, "choose_option", "place", make_ask(t("sanguozhi.prompt.place"), options))
    if choice is None:
        return
    ctx.pop(frame)
    slot = choice[0].split(":")[0]
    ctx.push("declare_skills", mode="place", player=player, card=card_id, slot=slot)  # 110.1d

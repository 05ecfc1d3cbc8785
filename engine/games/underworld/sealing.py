"""Sealing (封印, G:封印 p4): "将 A 牌封印在 B 牌上" puts A face up under B.

A sealed card waits in the shared public zone "sealed" and names its host in `sealed_under`: a
card id, or "society:<player>" for a secret society. It is not in play: its face counts as blank,
no effect reaches it and nothing can target it (no selection looks into that zone), and both
players may look at it at any time (the zone is public, so a sealed hidden agent shows its face).
A card sealed "背面朝上" (JC119) is the exception: its owner alone sees it.

Sealing a card in play makes it leave play (its counters are removed, the attachments on it are
destroyed). When a host leaves play, turns face down into a hidden agent or is revealed, it
becomes a new object: the cards sealed under the old one go to their owners' hands (a state
check). If the host is gone or no longer a legal target when the seal resolves, the card that
would be sealed goes to its owner's graveyard instead (L278, the 尖牙幻象 example).

A won region leaves play before its 赢取触发 (F:赢取地区牌 steps 2 and 5); with option
`sealed_on_won_region` "after_win_trigger" the cards sealed on it wait in the score area until
that trigger has left the stack (resolved or declined), so DQWM004's trigger finds them.
"""

from engine.core.context import Ctx

from .cards import card
from .permanents import graveyard_of, leave_play
from .stats import continuous_sources, definition, is_character
from .triggers import collect_card_triggers, collect_flow_triggers
from .zones import SEALED, controller_of, in_play, slot_of, zone


def society_host(player: str) -> str:
    return f"society:{player}"


def seal_host(state: dict, card_id: str) -> str:
    """What sealing a card "on" this card names as its host: a secret society by its player."""
    if state["cards"][card_id]["zone"].endswith(".society"):
        return society_host(controller_of(state, card_id))
    return card_id


def host_present(state: dict, host: str | None) -> bool:
    """A secret society never leaves play (G:秘社牌 p7); a card host must still be in play."""
    if host is None:
        return False
    return host.startswith("society:") or (host in state["cards"] and in_play(state, host))


def seal(ctx: Ctx, card_id: str, host: str | None, controller: str, *, face_down: bool = False) -> str | None:
    """Seal a card (in play, in a hand or a library) under `host`; returns the sealed card, or
    None when the host is gone and the card went to its owner's graveyard. `face_down`: "背面朝上
    封印" (JC119), its owner alone sees it."""
    state = ctx.state
    if not host_present(state, host):
        if in_play(state, card_id):
            leave_play(ctx, card_id, graveyard_of(ctx, card_id), "seal_failed")
        elif not ctx.card(card_id)["zone"].endswith(".graveyard"):
            ctx.move(card_id, graveyard_of(ctx, card_id), reason="seal_failed")
        ctx.emit("seal_failed", player=controller)
        return None
    if in_play(state, card_id):
        new_id = leave_play(ctx, card_id, SEALED, "sealed")
    else:
        new_id = ctx.move(card_id, SEALED, reason="sealed", face_down=face_down)
    ctx.card(new_id)["sealed_under"] = host
    if face_down:  # not a face-down card of the game (暗藏者): a public zone's card only its owner sees
        ctx.card(new_id).pop("face_down")
        ctx.card(new_id)["visible_to"] = [ctx.card(new_id)["owner"]]
        ctx.emit("card_sealed", player=controller, card=new_id, host=host, secret={"definition": ctx.card(new_id)["def"]},
                 seen_by=[ctx.card(new_id)["owner"]])  # fmt: skip
    else:
        ctx.emit("card_sealed", player=controller, card=new_id, host=host, definition=ctx.card(new_id)["def"])
    if not host.startswith("society:") and is_character(state, host):
        collect_card_triggers(ctx, new_id, ["sealed_on_character"], slot_of(state, host), controller=controller)
    if not host.startswith("society:") and not ctx.card(host).get("face_down"):  # "每当有卡牌被封印在幽明生上时" (WM068)
        collect_card_triggers(ctx, host, ["card_sealed_on_source"], slot_of(state, host))
    owner = ctx.card(new_id)["owner"]
    if host == society_host(owner):  # "当精神锚点被封印在本方秘社上时" (BQ009)
        collect_card_triggers(ctx, new_id, ["sealed_on_own_society"], None, controller=owner)
    printed = definition(state, new_id)
    if printed.basic_type == "character":  # "一张本方灵体角色牌被封印时" (JZ64): its printed keywords
        collect_flow_triggers(ctx, "own_card_sealed", of=ctx.card(new_id)["owner"], keywords=tuple(k.id for k in printed.keywords))
    return new_id


def stays_exhausted(state: dict, card_id: str) -> bool:
    """A character with a card sealed on it, while an enemy card says such characters do not
    ready in the reset step (JC108)."""
    if not state["cards"][card_id].get("exhausted") or not is_character(state, card_id):
        return False
    if not any(state["cards"][c]["sealed_under"] == card_id for c in state["zones"][SEALED]["cards"]):
        return False
    owner = controller_of(state, card_id)
    return any(static.flag == "enemy_sealed_hosts_stay_exhausted" and controller != owner
               for _, controller, static in continuous_sources(state))  # fmt: skip


def win_trigger_pending(state: dict, host: str) -> bool:
    """A won region whose 赢取触发 still waits or is on the stack."""
    return (host in state["cards"] and state["cards"][host]["zone"].endswith(".score")
            and any(o.get("source") == host for o in state["triggers"] + state["stack"]))  # fmt: skip


def plays_sealed_pending(state: dict, host: str) -> bool:
    """The 死亡触发 of a dead host that plays a card sealed under it (JC119: "展示封印在守秘人上的所有牌，
    你可以打出其中一张") still waits or is on the stack: the cards stay sealed until it left."""
    for obj in state["triggers"] + state["stack"]:
        data = obj.get("data", {})
        if data.get("was") == host and obj.get("ability", "").isdigit():
            ability = card(data["definition"]).abilities[int(obj["ability"])]
            if any(step.step == "play_sealed" for step in ability.effects):
                return True
    return False


def return_unhosted(ctx: Ctx) -> bool:
    """State check: cards sealed under a host that left play or flipped go to their owners'
    hands (G:封印 p4, G:暗藏者翻面 p1, G:潜伏 p8), those on a won region once its win trigger is done,
    those a dead host's 死亡触发 plays from once it is done (JC119)."""
    state = ctx.state
    loose = [c for c in state["zones"][SEALED]["cards"]
             if not host_present(state, host := state["cards"][c]["sealed_under"]) and not win_trigger_pending(state, host)
             and not plays_sealed_pending(state, host)]  # fmt: skip
    for card_id in loose:
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "hand"), reason="host_left")
    return bool(loose)


def seal_without_host(ctx: Ctx, obj: dict, steps: list) -> None:
    """An ability whose targets all became illegal does nothing, except that the card it would
    have sealed goes to its owner's graveyard (G:封印 p4, L278: 尖牙幻象 sealing itself)."""
    source = obj.get("source")
    for step in steps:
        if step.step == "seal" and step.what is not None and step.what.source and source in ctx.state["cards"]:
            seal(ctx, source, None, obj["controller"])

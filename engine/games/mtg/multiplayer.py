"""Games of three or four players (CR 800): a player who loses leaves the game and the others play
on (800.4a, 104.2a: the last player left wins), and turns pass to the next player still in the
game (101.4: turn order is seating order).

800.4a: when a player leaves, every object they own leaves the game (their cards go to a zone of
their own, ``<player>.left``, that no rule looks at), effects giving them control of objects end,
abilities and copies they control on the stack cease to exist, and whatever they still control
is exiled. A turn of theirs goes on without an active player (800.4: their draw and discard do
nothing, the others get priority).
"""

from __future__ import annotations

from engine.core.context import Ctx

from . import monarch, triggers
from .permanents import leave_battlefield
from .zones import BATTLEFIELD, EXILE, STACK, controller_of, permanents

LEFT = "left"  # the zone kind holding the cards of a player who left the game


def players_lose(ctx: Ctx, losers: dict[str, str], result_key: str) -> None:
    """``losers``: player -> reason (as the ``player_lost`` event names it). With two or more
    players left afterwards they leave and the game goes on (800.4a); otherwise it ends: the
    player left wins (104.2a), or it is a draw when none is (104.4a)."""
    for player, reason in losers.items():
        ctx.emit("player_lost", player=player, reason=reason)
    staying = [p for p in ctx.seats if p not in losers]
    if len(staying) >= 2:
        for player in losers:
            leave_game(ctx, player)
        triggers.chosen_player_lost(ctx, list(losers))
        return
    ctx.end_game(staying, result_key if staying else "mtg.result.all_lost")


def leave_game(ctx: Ctx, player: str) -> None:
    """CR 800.4a, in its order: objects the player owns leave the game; effects giving them
    control end; objects on the stack they control that are not cards cease to exist; objects
    they still control are exiled."""
    state = ctx.state
    out = f"{player}.{LEFT}"
    if out not in state["zones"]:
        ctx.add_zone(out, owner=player, show="public")
    owned_shared = [
        c
        for zone in (BATTLEFIELD, STACK, EXILE)
        for c in state["zones"][zone]["cards"]
        if state["cards"][c]["owner"] == player
    ]
    state["stack"] = [o for o in state["stack"] if o.get("card") not in owned_shared]
    for card_id in owned_shared:  # a token stays one until state-based actions end it (704.5d)
        ctx.move(card_id, out, reason="left_game", keep=("token",))
    # effects giving them control end; their other effects go on (800.4a)
    state["effects"] = [e for e in state["effects"] if e["modifier"].get("control") != player]
    state["stack"] = [o for o in state["stack"] if o["controller"] != player or o.get("card")]
    # the spells and abilities they were casting or activating cease to exist with them: so do
    # the procedures putting them on the stack (every other procedure copes with a player gone)
    state["frames"][:] = [f for f in state["frames"] if not (f["proc"] in ("mtg.cast", "mtg.activate") and f.get("player") == player)]
    state["triggers"] = [tr for tr in state["triggers"] if tr["controller"] != player]
    leave_battlefield(
        ctx, [c for c in permanents(state) if controller_of(state, c) == player], "exile", "left_game"
    )
    for obj in [o for o in state["stack"] if o["controller"] == player]:  # a spell of another owner's card
        state["stack"].remove(obj)
        ctx.move(obj["card"], EXILE, reason="left_game")
    combat = state["turn"].get("combat", {})
    for attack in combat.get("attackers", {}).values():  # 506.4: no player to deal damage to
        if attack["defender"] == player:
            attack["defender"] = None
    monarch.left_game(ctx, player, next_player(state, player) if len(state["seats"]) > 1 else None)  # CR 724.4
    state["seats"].remove(player)
    ctx.emit("player_left", player=player)


def next_player(state: dict, player: str) -> str:
    """CR 101.4 / 500.1: the next player in seating order still in the game, also after the
    active player left during their own turn."""
    circle = list(state["players"])
    start = circle.index(player)
    return next(p for p in circle[start + 1 :] + circle[: start + 1] if p in state["seats"])

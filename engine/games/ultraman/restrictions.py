"""Restrictions on a player with a duration ("对方本回合不能进行额外支援"): a prohibition wins
over every permission (1.1.2). Each one names the turn it applies to; they are public (a player
knows what they may not do) and dropped once that turn has ended."""

from engine.core.context import Ctx


def restrict(ctx: Ctx, player: str, action: str, duration: str) -> None:
    """`this_turn`: the current turn; `next_turn`: the player's next turn (下一个回合, 1.1.2)."""
    turn = ctx.state["turn"]
    applies = turn["number"]
    if duration == "next_turn":
        applies += 2 if turn["active"] == player else 1
    ctx.player(player).setdefault("restrictions", []).append({"action": action, "turn": applies})
    ctx.emit("player_restricted", player=player, action=action, turn=applies)


def restricted(state: dict, player: str, action: str) -> bool:
    number = state["turn"]["number"]
    return any(r["action"] == action and r["turn"] == number for r in state["players"][player].get("restrictions", ()))


def expire_restrictions(ctx: Ctx) -> None:
    """At the end of a turn (4.5.5): what applied to it, or to an earlier one, is over."""
    number = ctx.state["turn"]["number"]
    for player in ctx.state["seats"]:
        data = ctx.player(player)
        if data.get("restrictions"):
            data["restrictions"] = [r for r in data["restrictions"] if r["turn"] > number]

"""Counters kept on a player's secret society ("某些注明要放置在秘社的指示物标志", G:秘社 p7): the
society is no card of the match (a scenario may have none), so they live in the match's data."""

from engine.core.context import Ctx


def society_counters(state: dict, player: str, kind: str) -> int:
    return state["data"].get("society_counters", {}).get(player, {}).get(kind, 0)


def add_society_counters(ctx: Ctx, player: str, kind: str, amount: int) -> None:
    counters = ctx.state["data"].setdefault("society_counters", {}).setdefault(player, {})
    counters[kind] = counters.get(kind, 0) + amount
    ctx.emit("society_counters_placed", player=player, kind=kind, amount=amount, total=counters[kind])

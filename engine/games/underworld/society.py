"""Counters kept on a player's secret society ("某些注明要放置在秘社的指示物标志", G:秘社 p7): the
society is no card of the match (a scenario may have none), so they live in the match's data."""

from engine.core.context import Ctx

from .zones import zone


def society_counters(state: dict, player: str, kind: str) -> int:
    return state["data"].get("society_counters", {}).get(player, {}).get(kind, 0)


def add_society_counters(ctx: Ctx, player: str, kind: str, amount: int) -> None:
    """Up to the society card's cap ("复苏标志上限：8", MSWM04)."""
    from .cards import card

    counters = ctx.state["data"].setdefault("society_counters", {}).setdefault(player, {})
    caps = [card(ctx.card(c)["def"]).society_counter_cap for c in ctx.zone(zone(player, "society"))]
    cap = min((c for c in caps if c is not None), default=None)
    counters[kind] = counters.get(kind, 0) + amount if cap is None else min(cap, counters.get(kind, 0) + amount)
    ctx.emit("society_counters_placed", player=player, kind=kind, amount=amount, total=counters[kind])

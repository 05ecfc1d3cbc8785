"""The game state check (1.9): win/loss first, then banish everything with damage >= willpower,
repeated until nothing changes (1.9.3)."""

from engine.core.context import Ctx

from .banish import banish
from .cardinfo import definition
from .stats import stat
from .zones import all_in_play

WINNING_LORE = 20  # 1.9.1.1


def remove_player(ctx: Ctx, player: str) -> None:
    """3.2.1.2, 1.10.2.3: a player who loses leaves; their cards, bag items and effects go."""
    state = ctx.state
    seats = state["seats"]
    if state["turn"].get("active") == player and len(seats) > 1:
        state["turn"]["after_leaver"] = seats[(seats.index(player) + 1) % len(seats)]
    seats.remove(player)
    state["triggers"] = [item for item in state["triggers"] if item["controller"] != player]
    state["effects"] = [e for e in state["effects"] if e["controller"] != player]
    state["players"][player]["eliminated"] = True
    ctx.emit("player_lost", player=player)


def game_state_check(ctx: Ctx) -> bool:
    state = ctx.state
    players = state["players"]
    winners = [p for p in state["seats"] if players[p]["lore"] >= WINNING_LORE]
    losers = [p for p in state["seats"] if players[p]["drew_from_empty"] and p not in winners]  # 1.9.2.1
    for player in state["seats"]:
        players[player]["drew_from_empty"] = False
    if winners:
        ctx.end_game(winners, "lorcana.result.lore")
        return True
    if losers:
        for player in losers:
            remove_player(ctx, player)
        if len(state["seats"]) <= 1:  # 3.2.1.3: the last player left wins
            ctx.end_game(list(state["seats"]), "lorcana.result.deck_out")
        return True
    doomed = [
        card_id
        for card_id in all_in_play(state)
        if definition(state, card_id).type in ("character", "location")
        and ctx.counter(card_id, "damage") >= stat(state, card_id, "willpower")
    ]
    for card_id in doomed:  # one combined required action (1.9.5)
        banish(ctx, card_id)
    return bool(doomed)

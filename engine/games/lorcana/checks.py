"""The game state check (1.9): win/loss first, then banish everything with damage >= willpower,
repeated until nothing changes (1.9.3)."""

from engine.core.context import Ctx, counter_of

from .banish import banish, leave_play
from .cards import card_db
from .memo import unchanging
from .options import option
from .stats import stat
from .zones import all_in_play, in_play, zone

WINNING_LORE = 20  # 1.9.1.1


def remove_player(ctx: Ctx, player: str) -> None:
    """3.2.1.2, 1.10.2.3: a player who loses leaves; their cards in play, bag items and effects
    go at once (a challenge they were in ends, 4.3.6.22)."""
    state = ctx.state
    for card_id in list(in_play(state, player)):
        leave_play(ctx, card_id, "out", "left_game")
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
    for player in state["seats"]:
        if players[player]["lore"] >= WINNING_LORE or players[player]["drew_from_empty"]:
            return _wins_and_losses(ctx)
    doomed = doomed_cards(state)
    for card_id in doomed:  # one combined required action (1.9.5)
        banish(ctx, card_id)
    return bool(doomed)


def _wins_and_losses(ctx: Ctx) -> bool:
    """1.9.1.1-1.9.1.2, checked before anything else: 20 lore wins, drawing from an empty deck loses."""
    state = ctx.state
    players = state["players"]
    active = state["turn"].get("active")
    order = ctx.turn_order_from(active) if active in state["seats"] else list(state["seats"])
    winners = [p for p in order if players[p]["lore"] >= WINNING_LORE]
    losers = [p for p in order if players[p]["drew_from_empty"] and p not in winners]  # 1.9.2.1
    for player in state["seats"]:
        players[player]["drew_from_empty"] = False
    if winners:
        # Two players reaching 20 in one check: the rules do not say (digest §12.7). Default:
        # required actions happen in turn order (1.9.2.1), so the first in turn order wins;
        # the option "simultaneous_win": "shared" makes them all winners instead.
        if option(state, "simultaneous_win") == "turn_order":
            winners = winners[:1]
        ctx.end_game(winners, "lorcana.result.lore")
        return True
    if losers:
        for player in losers:
            remove_player(ctx, player)
        if len(state["seats"]) <= 1:  # 3.2.1.3: the last player left wins
            ctx.end_game(list(state["seats"]), "lorcana.result.deck_out")
    return True


def doomed_cards(state: dict) -> list[str]:
    """Characters and locations with damage at least their willpower (1.9.1.3).

    An undamaged card can only be doomed by willpower at or below 0: a printed 0, or a willpower
    modifier from an effect or a static ability. Unless a card in play could cause that, only
    damaged cards need their willpower computed; and with no effect and no static ability in
    play, that is the printed willpower. The common case is a quick look at each card.
    """
    cards, zones, db = state["cards"], state["zones"], card_db()
    effects = state["effects"]
    every = bool(effects) and any(effect["modifier"].get("stat") == "willpower" for effect in effects)
    plain = not effects
    damaged = []
    for player in state["seats"]:
        for card_id in zones[zone(player, "play")]["cards"]:
            instance = cards[card_id]
            card = db[instance["def"]]
            if "counters" in instance:
                damaged.append(card_id)
            if card.has_statics:
                plain = False
                every = every or card.may_lower_willpower
            elif card.may_lower_willpower:
                every = True
    if every:
        damaged = all_in_play(state)
    if not damaged:
        return []
    doomed = []
    with unchanging(state):
        for card_id in damaged:
            instance = cards[card_id]
            card = db[instance["def"]]
            if not card.has_willpower:
                continue
            willpower = card.willpower if plain else stat(state, card_id, "willpower")
            if counter_of(instance, "damage") >= willpower:
                doomed.append(card_id)
    return doomed

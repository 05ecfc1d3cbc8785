"""The game state check (1.9): win/loss first, then banish everything with damage >= willpower,
repeated until nothing changes (1.9.3)."""

from engine.core.context import Ctx, counter_of

from .banish import banish, leave_play
from .cards import card_db
from .memo import unchanging
from .options import option
from .stats import stat
from .teams import last_team, lore_towards_win, team_of
from .zones import all_in_play, in_play, zone

WINNING_LORE = 20  # 1.9.1.1


def remove_player(ctx: Ctx, player: str) -> None:
    """3.2.1.2, 1.10.2.3: a player who loses (or concedes) leaves; their cards in play, an action
    they are playing, bag items and effects go at once (a challenge they were in ends, 4.3.6.22).
    Procedures of theirs still under way end when they next run (they check the seats)."""
    state = ctx.state
    for card_id in list(in_play(state, player)):
        leave_play(ctx, card_id, "out", "left_game")
    for card_id in list(state["zones"][zone(player, "resolving")]["cards"]):  # an action they were playing
        ctx.move(card_id, zone(player, "out"), reason="left_game")
    state["seats"].remove(player)
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
    if state["options"].get("teams") and option(state, "team_win") == "total" and any(lore_towards_win(state, p) >= WINNING_LORE for p in state["seats"]):
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
    winners = [p for p in order if lore_towards_win(state, p) >= WINNING_LORE]
    losers = [p for p in order if players[p]["drew_from_empty"] and p not in winners]  # 1.9.2.1
    for player in state["seats"]:
        players[player]["drew_from_empty"] = False
    if winners:
        # Two players reaching 20 in one check: the rules do not say (digest §12.7). Default:
        # required actions happen in turn order (1.9.2.1), so the first in turn order wins;
        # the option "simultaneous_win": "shared" makes them all winners instead.
        if option(state, "simultaneous_win") == "turn_order":
            winners = winners[:1]
        # a team wins together (1.4.2: teammates are not opponents)
        ctx.end_game(sorted({p for winner in winners for p in team_of(state, winner)}), "lorcana.result.lore")
        return True
    if losers:
        _losses(ctx, losers)
    return True


def _losses(ctx: Ctx, losers: list[str]) -> None:
    """Players who drew from an empty deck (1.9.1.2), in turn order from the active player.

    Default: the required actions happen in turn order (1.9.2.1), and the check runs again after
    each one (1.9.3), so they leave one at a time; once the players left are one player (team),
    they win (3.2.1.3), even one who met the loss condition in this check (1.9.2.1: a player who
    would both win and lose, wins). So the game always has a winner. The rules also say required
    actions that would happen together happen at once (1.9.5): the option "simultaneous_loss":
    "draw" removes every loser at once, and when that leaves nobody the game is a draw (no
    winner); when it leaves one player (team), they win."""
    state = ctx.state
    at_once = option(state, "simultaneous_loss") == "draw"
    for player in losers:
        remove_player(ctx, player)
        if at_once and player != losers[-1]:
            continue
        if not state["seats"]:
            ctx.end_game([], "lorcana.result.all_lost")
            return
        remaining = last_team(state)
        if remaining is not None:  # 3.2.1.3: the last player (team) left wins
            ctx.end_game(remaining, "lorcana.result.deck_out")
            return


def doomed_cards(state: dict) -> list[str]:
    """Characters and locations with damage at least their willpower (1.9.1.3).

    Unless an effect or a card in play changes willpower (or a card has a printed willpower of
    0), every card has its printed willpower and only damaged cards can be doomed: then this is
    one quick look at each card in play, which stops at the first card that changes willpower.
    """
    if state["effects"] and any(effect["modifier"].get("stat") == "willpower" for effect in state["effects"]):
        return _doomed_by_current_willpower(state)
    cards, db = state["cards"], card_db()
    doomed = []
    for player in state["seats"]:
        for card_id in in_play(state, player):
            instance = cards[card_id]
            printed = db[instance["def"]]
            if printed.affects_willpower:
                return _doomed_by_current_willpower(state)
            if "counters" in instance and printed.has_willpower and counter_of(instance, "damage") >= printed.willpower:
                doomed.append(card_id)
    return doomed


def _doomed_by_current_willpower(state: dict) -> list[str]:
    """1.9.1.3 with every card's current willpower (stats.py)."""
    cards, db = state["cards"], card_db()
    with unchanging(state):
        return [c for c in all_in_play(state) if db[cards[c]["def"]].has_willpower
                and counter_of(cards[c], "damage") >= stat(state, c, "willpower")]  # fmt: skip

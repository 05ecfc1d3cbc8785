"""Influence tokens (G:势力标志 p8) and winning a region (F:赢取地区牌的流程, G:赢取地区牌 p10).

Tokens are counters "influence:<player>" on the region card. Opposing tokens on one region
cancel 1:1 at once (F:1.1, a state action). A player whose tokens reach the cap wins the region
(F:1.2; timing: digest A6/A8, option `region_win_timing`): every card there goes to the bottom of
its owner's library in the order he chooses (撤回 to the hand instead), the region to the
winner's score area, the next world card into the same slot (so into the won one's place in the
row, adjacency.py), then its 赢取触发 may be used and the first player gets priority (F:1.2.5; option
`region_win_priority`).

A region enters play when it is turned face up into a slot (at setup or replacing a won one):
its 进场触发 fire then, controlled by the first player (a region has no controller; DQWM004).
The cards sealed on a won region follow option `sealed_on_won_region` (sealing.return_unhosted).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import card
from .options import option
from .procs import PROCS
from .stats import continuous_sources, first_player, influence, keywords
from .text import card_label
from .triggers import collect_card_triggers
from .zones import SEALED, SLOTS, WORLD, area_cards, region_in, slot_of, slot_zone, zone

CORE_PRIORITY = "core.priority"


def add_influence(ctx: Ctx, slot: int, player: str, amount: int) -> None:
    region = region_in(ctx.state, slot)
    if region is None or amount <= 0:
        return
    total = ctx.add_counter(region, f"influence:{player}", amount)
    ctx.emit("influence_placed", player=player, slot=slot, amount=amount, total=total)
    cancel_tokens(ctx, slot)


def remove_influence(ctx: Ctx, slot: int, player: str, amount: int) -> None:
    region = region_in(ctx.state, slot)
    removed = min(amount, influence(ctx.state, slot, player))
    if region is None or not removed:
        return
    ctx.add_counter(region, f"influence:{player}", -removed)
    ctx.state["turn"].setdefault("influence_removed", []).append(player)  # "本回合中，若有敌方势力标志曾被移除" (JC053)
    ctx.emit("influence_removed", player=player, slot=slot, amount=removed)


def cancel_tokens(ctx: Ctx, slot: int) -> bool:
    """Opposing tokens cancel 1:1 until one side has none there (F:赢取地区牌 1.1)."""
    counts = {p: influence(ctx.state, slot, p) for p in ctx.seats}
    common = min(counts.values())
    if common <= 0:
        return False
    for player in ctx.seats:
        remove_influence(ctx, slot, player, common)
    ctx.emit("influence_cancelled", slot=slot, amount=common)
    return True


def region_to_win(state: dict) -> tuple[int, str] | None:
    """The first slot (slot order, G:赢取地区牌 p10) where a player's tokens reach the cap, when
    the timing option allows a win now."""
    if option(state, "region_win_timing") == "empty_stack" and (state["stack"] or state["triggers"]):
        return None
    for slot in SLOTS:
        region = region_in(state, slot)
        if region is None:
            continue
        cap = card(state["cards"][region]["def"]).cap
        for player in state["seats"]:
            if influence(state, slot, player) >= cap:
                return slot, player
    return None


def score(state: dict, player: str) -> int:
    """The regions' scores and other cards' points (JC079) in the score area (G:计分区 p5)."""
    cards = [card(state["cards"][c]["def"]) for c in state["zones"][zone(player, "score")]["cards"]]
    return sum((printed.score or 0) + (printed.points or 0) for printed in cards)


# Where a card goes instead of its owner's library when its controller wins its region
# ("触发：当你赢取本地区时，将…置入…，而非…牌库底"): the winner's score area (JC079) or asset zone (JC120)
INSTEAD_OF_LIBRARY = {"scores_with_region": "score", "becomes_asset_with_region": "assets"}


def _instead_of_library(ctx: Ctx, frame: dict, slot: int, winner: str) -> bool:
    """"触发：当你赢取本地区时，将圣婴置入你的计分区，而非置入其拥有者的牌库底" (JC079), "…将庄严圣像
    置入你的资产区，令其成为一个资产" (JC120): the winner's cards there with such a rule may go there
    instead of a library (F:1.2.1); a 触发 not marked 强制, so he chooses which (G:触发能力 p2).
    False while he is asked."""
    if frame.get("scored"):
        return True
    where = {source: INSTEAD_OF_LIBRARY[static.flag] for source, controller, static in continuous_sources(ctx.state)
             if static.flag in INSTEAD_OF_LIBRARY and controller == winner and slot_of(ctx.state, source) == slot}  # fmt: skip
    if where:
        options = [{"id": c, "label": card_label(ctx.state, c, winner)} for c in where]
        ask = make_ask(t("underworld.prompt.score_instead"), options, minimum=0, maximum=len(options), default=list(where))
        chosen = ctx.choose(frame, winner, "choose_cards", f"score_instead:{winner}", ask, confirm=True)
        if chosen is None:
            return False
        for card_id in chosen:
            ctx.move(card_id, zone(winner, where[card_id]), reason="region_won")
    frame["scored"] = True
    return True


def region_enters(ctx: Ctx, slot: int) -> None:
    """The region just turned face up in `slot` enters play: its 进场触发 (DQWM004)."""
    collect_card_triggers(ctx, region_in(ctx.state, slot), ["enters"], slot, controller=first_player(ctx.state))


@PROCS.proc("win_region")
def win_region(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    slot, winner = frame["slot"], frame["winner"]
    if frame["step"] == 0:
        ctx.emit("region_won", player=winner, slot=slot, definition=state["cards"][region_in(state, slot)]["def"])
        state["turn"]["won_slots"].append(slot)
        frame["owners"] = [p for p in ctx.turn_order_from(first_player(state))]
        frame["step"] = 1
    if not _instead_of_library(ctx, frame, slot, winner):
        return
    # 1.2.1, withdraw first (option `withdraw_optional`, digest A15: each owner may return his
    # 撤回 cards to his hand, or they all return).
    while frame["step"] <= len(frame["owners"]):
        owner = frame["owners"][frame["step"] - 1]
        own = [c for c in area_cards(state, slot) if state["cards"][c]["owner"] == owner]
        withdraw = [c for c in own if not state["cards"][c].get("face_down") and "withdraw" in keywords(state, c)]
        chosen = frame.setdefault("returned", {})
        if withdraw and not option(state, "withdraw_optional"):
            chosen[owner] = withdraw
        if withdraw and owner not in chosen:
            options = [{"id": c, "label": card_label(state, c, owner)} for c in withdraw]
            ask = make_ask(t("underworld.prompt.withdraw"), options, minimum=0, maximum=len(options), default=withdraw)
            answer = ctx.choose(frame, owner, "choose_cards", f"withdraw:{owner}", ask, confirm=True)
            if answer is None:
                return
            chosen[owner] = answer
        returned = chosen.get(owner, [])
        rest = [c for c in own if c not in returned]
        order = rest
        if len(rest) > 1:
            options = [{"id": c, "label": card_label(state, c, owner)} for c in rest]
            ask = make_ask(t("underworld.prompt.library_bottom"), options, minimum=len(rest), maximum=len(rest), ordered=True)
            order = ctx.choose(frame, owner, "choose_cards", f"bottom:{owner}", ask)
            if order is None:
                return
        for card_id in returned:
            ctx.move(card_id, zone(owner, "hand"), reason="withdraw")
        # the first in the order ends lowest
        for card_id in reversed(order):
            ctx.move(card_id, zone(owner, "library"), position=0, reason="region_won")
        frame["step"] += 1
    ctx.pop(frame)
    won = region_in(state, slot)
    sealed = [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] == won]
    region = ctx.move(won, zone(winner, "score"), reason="region_won")  # 1.2.2
    if option(state, "sealed_on_won_region") == "after_win_trigger":
        for card_id in sealed:  # they stay with it until its win trigger is done
            ctx.card(card_id)["sealed_under"] = region
    world = ctx.zone(WORLD)
    if world:  # 1.2.3 (an empty world library leaves the slot empty, digest A9)
        ctx.move(world[-1], slot_zone(slot), reason="region_revealed")
        region_enters(ctx, slot)
    collect_card_triggers(ctx, region, ["region_won"], slot, controller=winner)  # 1.2.4
    holder = first_player(state)  # 1.2.5 (option `region_win_priority`, digest A32)
    if option(state, "region_win_priority") == "as_after_resolution":
        holder = ctx.game.priority_after_resolution(ctx)
    for priority in reversed(state["frames"]):
        if priority["proc"] == CORE_PRIORITY:
            priority.update(player=holder, passes=0)
            break

"""Loyalty and paying costs (G:忠诚需求 p11, G:费用 p4, G:资产 p10).

Loyalty is checked, not paid: each loyalty icon needs one asset of that faction (or one
magic-domain icon among the assets), exhausted or not. Cost comes from exhausting assets (1 each,
no stack, cannot be responded to) and from the player's cost pool (cost gained by abilities);
unspent cost is lost at the end of every step (turn.py).
"""

from collections import Counter

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import CardDef, card
from .stats import condition_holds, continuous_sources, definition, fixed_fact, per_definition, player_flag
from .text import card_label
from .zones import SEALED, zone

DOMAINS = frozenset({"mind", "holy", "star", "death", "blood"})


def loyalty_met(state: dict, player: str, printed: CardDef) -> bool:
    have, ignored = fixed_fact(state, _loyalty_icons, player)
    return all(have[icon] >= count for icon, count in _loyalty_needed(printed) if icon not in ignored)  # MSWM04


@per_definition
def _loyalty_needed(printed: CardDef) -> tuple[tuple[str, int], ...]:
    """(icon, how many) of its loyalty: every menu asks it of every card in hand."""
    return tuple(Counter(printed.loyalty).items())


def _loyalty_icons(state: dict, player: str) -> tuple[Counter, set[str]]:
    """(the faction and domain icons of his assets, the loyalty icons a continuous ability of his lets
    him ignore, MSWM04): read once per player inside `sources_fixed` (a menu asks for every card in hand)."""
    assets = [definition(state, c) for c in state["zones"][zone(player, "assets")]["cards"]]
    have = Counter(a.faction for a in assets)
    for asset in assets:
        have.update(asset.domains)
    ignored = {static.loyalty_ignored for _, controller, static in continuous_sources(state) if static.loyalty_ignored and controller == player}
    return have, ignored


def ready_assets(state: dict, player: str) -> list[str]:
    return [c for c in state["zones"][zone(player, "assets")]["cards"] if not state["cards"][c].get("exhausted")]


def available(state: dict, player: str) -> int:
    """Cost the player can still produce in this step."""
    return state["players"][player]["pool"] + len(ready_assets(state, player))


def exhaust(ctx: Ctx, card_id: str) -> None:
    from .triggers import collect_exhausted_triggers

    ctx.card(card_id)["exhausted"] = True
    ctx.emit("card_exhausted", card=card_id)
    collect_exhausted_triggers(ctx, card_id)


def pay(ctx: Ctx, frame: dict, player: str, amount: int, key: str, *, playing: str | None = None) -> bool:
    """Pay `amount`: the pool first, then the player chooses which ready assets to exhaust (which
    ones can matter later, digest §12.2 5g). True once paid; False while waiting for the choice.
    `playing`: the card being played, never paying for itself from the asset zone (WM086)."""
    if frame.get(f"paid:{key}") or amount <= 0:
        return True
    pool = ctx.player(player)["pool"]
    from_assets = max(0, amount - pool)
    chosen: list[str] = []
    if from_assets:
        options = [{"id": c, "label": t("underworld.option.asset", card=card_label(ctx.state, c))} for c in ready_assets(ctx.state, player) if c != playing]
        ask = make_ask(t("underworld.prompt.pay", amount=from_assets), options, minimum=from_assets, maximum=from_assets)
        chosen = ctx.choose(frame, player, "choose_cards", f"pay:{key}", ask)
        if chosen is None:
            return False
    ctx.player(player)["pool"] = pool - (amount - from_assets)
    for asset in chosen:
        exhaust(ctx, asset)
    ctx.emit("cost_paid", player=player, amount=amount)
    frame[f"paid:{key}"] = True
    return True


def waiting_reduction(state: dict, player: str, printed: CardDef, reveal: bool = False) -> dict | None:
    """The oldest "your next card played face up (or, `reveal`, turned over) this turn costs N
    less" that fits this card."""
    return next((e for e in state["effects"] if "next_cost" in e["modifier"] and e["controller"] == player
                 and (not reveal or e["modifier"].get("reveals")) and _reduction_fits(e["modifier"], printed)), None)  # fmt: skip


def _reduction_fits(modifier: dict, printed: CardDef) -> bool:
    """A magic-domain icon if asked; of the subtype if named (JC055); of the faction or with the
    domain if either is named (JC042)."""
    if modifier["has_domain"] and not printed.domains:
        return False
    if modifier.get("subtype") and modifier["subtype"] not in printed.subtypes:
        return False
    society, domain = modifier.get("society"), modifier.get("domain")
    return (society is None and domain is None) or (society is not None and printed.society == society) or domain in printed.domains


def first_play_discount(state: dict, player: str, printed: CardDef) -> int:
    """"每个回合中你所打出的第一张装备牌，其所需费用减少1" (JC026): while no card of that subtype was
    played face up by the player this turn; with `discount_every` every such card, while the
    static's condition holds ("若你的秘社为盛夏王廷，则你正面打出仙灵牌的费用减少2", JZ15)."""
    played = [card(d) for p, d in state["turn"].get("played", []) if p == player]
    return sum(static.discount for source, controller, static in continuous_sources(state)
               if static.discount and controller == player and static.discount_subtype in printed.subtypes
               and (static.discount_every or not any(static.discount_subtype in other.subtypes for other in played))
               and condition_holds(state, static.condition, source, controller))  # fmt: skip


def play_cost(state: dict, player: str, printed: CardDef, x: int = 0, reveal: bool = False) -> int:
    """What playing the card face up (or, `reveal`, a paid reveal of it) costs now: its cost (X
    included), less a waiting reduction and, played face up, a first-play discount."""
    reduction = waiting_reduction(state, player, printed, reveal)
    discount = 0 if reveal else first_play_discount(state, player, printed)
    lasting = 1 if reveal and player_flag(state, player, "own_reveals_cost_one_less") else 0  # JC033
    if printed.discount_per_society_sealed and not reveal:  # BQ100
        discount += sum(state["cards"][c]["sealed_under"] == f"society:{player}" for c in state["zones"][SEALED]["cards"])
    return max(0, printed.printed_cost + x - (reduction["modifier"]["next_cost"] if reduction else 0) - discount - lasting)


def use_reduction(ctx: Ctx, player: str, printed: CardDef, reveal: bool = False) -> None:
    """The card was paid for: the reduction it used is gone."""
    reduction = waiting_reduction(ctx.state, player, printed, reveal)
    if reduction is not None:
        ctx.state["effects"].remove(reduction)
        ctx.emit("effect_ended", effect=reduction["id"])


def choose_x(ctx: Ctx, frame: dict, player: str, printed: CardDef) -> bool:
    """X in a cost is chosen while paying (G:X p9), also for a paid reveal (G:暗藏者翻面 p1): any
    value he can still pay on top of the rest of the cost. True once chosen (`frame["x"]`)."""
    if not (printed.cost_x or printed.extra_cost == "pay_x"):
        return True
    return choose_x_over(ctx, frame, player, printed.printed_cost, printed)


def choose_x_over(ctx: Ctx, frame: dict, player: str, base: int, printed: CardDef) -> bool:
    """X on top of `base`, the rest of a card's or an ability's cost ("行动X", WM094)."""
    if "x" in frame:
        return True
    most = max(0, available(ctx.state, player) - base)
    options = [{"id": str(n), "label": str(n)} for n in range(most + 1)]
    ask = make_ask(t("underworld.prompt.choose_x", card=printed.name, base=base), options, default=["0"])
    choice = ctx.choose(frame, player, "choose_option", "x", ask)
    if choice is None:
        return False
    frame["x"] = int(choice[0])
    ctx.emit("x_chosen", player=player, definition=printed.id, x=frame["x"])
    return True

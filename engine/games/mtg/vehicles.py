"""Vehicles and crew (CR 301.7, 702.122).

A Vehicle is an artifact with a printed power and toughness that is not a creature (CR 301.7b)
until an effect makes it one: "Crew N" means "Tap any number of untapped creatures you control
with total power N or greater: This Vehicle becomes an artifact creature until end of turn"
(CR 702.122a). Tapping the creatures is a cost (CR 602.2b, 601.2h): a creature taps to crew
even if it came under its controller's control this turn (the summoning-sickness rule is about
the creature's own {T} abilities, CR 302.6). The player picks the creatures one at a time until
their total power reaches N; only creatures after which N can still be reached are offered, so
a crew once started is always finished.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .objects import creatures, power
from .text import card_label, card_name


def crew_candidates(state: dict, player: str) -> list[str]:
    """The untapped creatures the player controls (CR 702.122a)."""
    return [c for c in creatures(state, player) if not state["cards"][c].get("tapped")]


def can_crew(state: dict, player: str, crew: int) -> bool:
    """Whether the player's untapped creatures together have power ``crew`` or greater."""
    return sum(max(0, power(state, c)) for c in crew_candidates(state, player)) >= crew


def pay_crew(ctx: Ctx, frame: dict, obj: dict, crew: int) -> bool:
    """CR 601.2h: the player taps creatures with total power ``crew`` or greater, chosen one at a
    time; False while waiting."""
    state, player = ctx.state, obj["controller"]
    chosen = frame.setdefault("crew", [])
    while sum(power(state, c) for c in chosen) < crew:
        left = [c for c in crew_candidates(state, player) if c not in chosen]
        reach = sum(max(0, power(state, c)) for c in left)
        have = sum(power(state, c) for c in chosen)
        # a creature with no power to give still leaves the total reachable with the others
        usable = [c for c in left if have + power(state, c) + reach - max(0, power(state, c)) >= crew]
        options = [{"id": c, "label": card_label(state, c, player)} for c in usable]
        ask = make_ask(t("mtg.prompt.crew", card=card_name(obj["def"]), power=crew - have), options)
        choice = ctx.choose(frame, player, "choose_cards", f"crew:{obj['id']}:{len(chosen)}", ask)
        if choice is None:
            return False
        chosen.append(choice[0])
    for card_id in chosen:
        ctx.card(card_id)["tapped"] = True
    crewed = ctx.card(obj["source"])
    if crewed.get("crewed_by", {}).get("turn") != ctx.state["turn"]["number"]:  # "crewed by … this turn"
        crewed["crewed_by"] = {"turn": ctx.state["turn"]["number"], "creatures": []}
    crewed["crewed_by"]["creatures"] += chosen
    ctx.emit("crewed", card=obj["source"], definition=obj["def"], creatures=list(chosen), player=player)
    return True

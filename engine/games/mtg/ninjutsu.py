"""Ninjutsu and commander ninjutsu (CR 702.49): an activated ability that works from its owner's
hand (and, for commander ninjutsu, from the command zone, 702.49d). Its cost reveals the card and
returns an unblocked attacking creature its controller controls to its owner's hand (702.49a); it
can be activated only once blockers have been declared, as no attacker is unblocked before
(702.49b: the declare blockers, combat damage and end of combat steps). On resolution the card
enters tapped and attacking the player the returned creature attacked (702.49c); it was never
declared as an attacker, so "whenever ~ attacks" doesn't trigger (508.4)."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import Ability
from .command_zone import command_zone
from .objects import on_battlefield
from .permanents import leave_battlefield
from .text import card_label, card_name
from .zones import controller_of, hand

STEPS = ("declare_blockers", "combat_damage", "end_combat")  # CR 702.49b: blockers have been declared


def zones(ability: Ability, player: str) -> list[str]:
    """Where the ability works from (CR 113.6, 702.49d)."""
    return [hand(player)] + [command_zone(player)] * (ability.ninjutsu == "hand_or_command_zone")


def unblocked_attackers(state: dict, player: str) -> list[str]:
    """The player's unblocked attacking creatures, once blockers are declared (CR 509.1h, 702.49b)."""
    if state["turn"]["step"] not in STEPS:
        return []
    attackers = state["turn"]["combat"]["attackers"]
    return [c for c, a in attackers.items() if not a["blocked"] and on_battlefield(state, c) and controller_of(state, c) == player]


def can_use(state: dict, player: str, card_id: str, ability: Ability) -> bool:
    return state["cards"][card_id]["zone"] in zones(ability, player) and bool(unblocked_attackers(state, player))


def pay_return_cost(ctx: Ctx, frame: dict, obj: dict) -> bool:
    """CR 601.2h (602.2b): reveal the card, return the chosen unblocked attacker to its owner's
    hand; the ability remembers the player it attacked (702.49c). False while waiting."""
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in unblocked_attackers(ctx.state, player)]
    ask = make_ask(t("mtg.prompt.ninjutsu_return", card=card_name(obj["def"])), options, minimum=1, maximum=1)
    choice = ctx.choose(frame, player, "choose_cards", f"ninjutsu:{obj['id']}", ask)
    if choice is None:
        return False
    obj["ninjutsu_defender"] = ctx.state["turn"]["combat"]["attackers"][choice[0]]["defender"]
    ctx.reveal(obj["source"])
    leave_battlefield(ctx, choice, "hand", "returned")
    return True

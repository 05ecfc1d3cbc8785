"""Choices a permanent's controller makes as it enters: "as this land enters, choose a color"
(Crossroads Village, CR 614.12a; its mana ability adds "one mana of the chosen color", ``adds =
"chosen"``), "as Sin enters, remove all counters from any number of artifacts, creatures, and
enchantments. Sin enters with X +1/+1 counters on it, where X is twice the number of counters
removed this way" (Sin, Unending Cataclysm, CR 614.1c, 614.12a), and the object an Aura put onto
the battlefield without being cast is attached to (CR 303.4f).

The move onto the battlefield can't wait in the middle of whatever put it there, so each choice
is asked before anyone gets priority again (with the state-based actions; an Aura's first), and
what it decides happens then, before any ability that triggered as it entered is put on the
stack. Until then the land has no colour chosen (its ability adds nothing), Sin has no counters
and the Aura is attached to nothing; an Aura with nothing to enchant goes to the graveyard
instead (CR 704.5m; 303.4g would leave it where it was: the same graveyard for a card returned
from there). A new object chooses again (CR 400.7).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .auras import hosts, is_aura
from .objects import definition, matches
from .permanents import attach
from .procs import PROCS
from .replacement import REMOVES_COUNTERS, put_counters
from .text import card_label, card_name
from .zones import controller_of, permanents

PROC = "mtg.choice_as_enters"
COLOURS = ("W", "U", "B", "R", "G")  # CR 105.1


class _Choice(NamedTuple):
    waiting: Callable[[dict, str], bool]  # the permanent has yet to make it
    options: Callable[[dict, str, str], list[dict]]  # (state, permanent, its controller)
    request: str  # the request kind
    prompt: str
    any_number: bool  # "any number of …": none may be chosen (and nothing is asked without any)
    apply: Callable[[Ctx, str, str, list[str]], None]  # (ctx, permanent, controller, chosen)


def _labelled(state: dict, cards: list[str], player: str) -> list[dict]:
    return [{"id": c, "label": card_label(state, c, player)} for c in cards]


def _chooses_colour(state: dict, card_id: str) -> bool:
    enters = definition(state, card_id).enters
    return enters is not None and enters.choose_colour and "chosen_colour" not in state["cards"][card_id]


def _colour_chosen(ctx: Ctx, card_id: str, player: str, chosen: list[str]) -> None:
    ctx.card(card_id)["chosen_colour"] = chosen[0]
    ctx.emit("colour_chosen", player=player, card=card_id, definition=ctx.card(card_id)["def"], colour=chosen[0])


def _having_counters(state: dict, card_id: str, player: str) -> list[str]:
    what = definition(state, card_id).enters.removes_counters_from
    return [c for c in permanents(state) if c != card_id and any(state["cards"][c].get("counters", {}).values())
            and matches(state, what, c, player, card_id)]  # fmt: skip


def _remove_counters(ctx: Ctx, card_id: str, player: str, chosen: list[str]) -> None:
    del ctx.card(card_id)[REMOVES_COUNTERS]
    removed = 0
    for other in chosen:
        for kind, count in [(k, n) for k, n in ctx.card(other).get("counters", {}).items() if n > 0]:
            ctx.add_counter(other, kind, -count)
            removed += count
            ctx.emit("counters_removed", card=other, definition=ctx.card(other)["def"], kind=kind, amount=count, total=0)
    if removed:
        total = put_counters(ctx, card_id, "+1/+1", 2 * removed, by=player)
        ctx.emit("counters_added", card=card_id, definition=ctx.card(card_id)["def"], kind="+1/+1", amount=2 * removed, total=total)


CHOICES = {  # by the prefix of their requests' keys, in the order they are asked
    "aura_host": _Choice(
        waiting=lambda state, c: is_aura(state, c) and "attached_to" not in state["cards"][c] and bool(hosts(state, c)),
        options=lambda state, c, player: _labelled(state, hosts(state, c), player),
        request="choose_cards", prompt="mtg.prompt.aura_host", any_number=False,
        apply=lambda ctx, c, player, chosen: attach(ctx, c, chosen[0]),
    ),
    "colour": _Choice(
        waiting=_chooses_colour,
        options=lambda state, c, player: [{"id": colour, "label": t(f"mtg.colour.{colour}")} for colour in COLOURS],
        request="choose_option", prompt="mtg.prompt.choose_colour", any_number=False, apply=_colour_chosen,
    ),
    "remove_counters": _Choice(
        waiting=lambda state, c: bool(state["cards"][c].get(REMOVES_COUNTERS)),
        options=lambda state, c, player: _labelled(state, _having_counters(state, c, player), player),
        request="choose_cards", prompt="mtg.prompt.remove_counters_as_enters", any_number=True, apply=_remove_counters,
    ),
}  # fmt: skip


def pending(ctx: Ctx) -> bool:
    """Push the next choice a permanent that has entered has yet to make; False if there is none."""
    for name, choice in CHOICES.items():
        waiting = next((c for c in permanents(ctx.state) if choice.waiting(ctx.state, c)), None)
        if waiting is not None:
            ctx.push(PROC, card=waiting, choice=name)
            return True
    return False


@PROCS.proc(PROC)
def choose_as_enters(ctx: Ctx, frame: dict) -> None:
    state, card_id, choice = ctx.state, frame["card"], CHOICES[frame["choice"]]
    player = controller_of(state, card_id)
    options = choice.options(state, card_id, player)
    most = len(options) if choice.any_number else 1
    ask = make_ask(t(choice.prompt, card=card_name(state["cards"][card_id]["def"])), options,
                   minimum=0 if choice.any_number else 1, maximum=most, default=[] if choice.any_number else None)  # fmt: skip
    chosen = ctx.choose(frame, player, choice.request, f"{frame['choice']}:{card_id}", ask) if options else []
    if chosen is None:
        return
    ctx.pop(frame)
    choice.apply(ctx, card_id, player, chosen)

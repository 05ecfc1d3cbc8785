"""Sagas (CR 714), here all Saga creatures: lore counters and chapter abilities.

714.2b–c: a chapter ability ("I, II — …") triggers when lore counters are put on the Saga and
the count goes from below its chapter number to that number or more; removing counters triggers
nothing. 714.3a: a Saga enters with a lore counter; 714.3b: as its controller's precombat main
phase begins, one more is put on it (a turn-based action, no stack). 714.4 / 704.5s: once the
count reaches its final chapter number (the greatest, 714.2d) and no chapter ability of it is
waiting or on the stack, its controller sacrifices it.

The FIN rules update (release notes, "规则更新: 传纪"): a Saga with no chapter abilities gets no
lore counter at the main phase and is not sacrificed by that state-based action.
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from . import triggers
from .objects import definition
from .replacement import putting_player
from .zones import controller_of, permanents

LORE = "lore"


def chapter_abilities(state: dict, card_id: str) -> list[tuple[str, object]]:
    """(key, ability) of the permanent's chapter abilities (the key is the ability's index)."""
    return [(str(i), a) for i, a in enumerate(definition(state, card_id).abilities)
            if a.kind == "triggered" and a.trigger.event == "chapter"]  # fmt: skip


def final_chapter(state: dict, card_id: str) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max((n for _, a in chapter_abilities(state, card_id) for n in a.trigger.chapters), default=0)


def is_saga(state: dict, card_id: str) -> bool:
    return "Saga" in definition(state, card_id).subtypes


def add_lore_counters(ctx: Ctx, card_id: str, amount: int = 1) -> None:
    """Put lore counters on a Saga; each chapter whose number the count passes triggers
    (CR 714.2b), the chapters in order, its controller ordering them onto the stack."""
    before = ctx.counter(card_id, LORE)
    after = ctx.add_counter(card_id, LORE, amount)
    ctx.card(card_id)["lore_turn"] = ctx.state["turn"]["number"]  # "during any turn you put a lore counter on this Saga"
    ctx.emit("counters_added", card=card_id, definition=ctx.card(card_id)["def"], kind=LORE, amount=amount, total=after)
    triggers.counters_put(ctx, card_id, putting_player(ctx.state, card_id))  # a Saga creature's (Summon: Magus Sisters)
    for key, ability in chapter_abilities(ctx.state, card_id):
        for number in ability.trigger.chapters:
            if before < number <= after:
                core_triggers.add_trigger(ctx, controller_of(ctx.state, card_id), card_id, key,
                                          definition=ctx.card(card_id)["def"], chapter=number)  # fmt: skip


def entering(ctx: Ctx, card_id: str) -> None:
    """CR 714.3a: as a Saga enters, its controller puts a lore counter on it."""
    if is_saga(ctx.state, card_id):
        add_lore_counters(ctx, card_id)


def precombat_main_phase(ctx: Ctx) -> None:
    """CR 714.3b (with the FIN update): a lore counter on each Saga with a chapter ability that the
    active player controls."""
    state = ctx.state
    for card_id in permanents(state, state["turn"]["active"]):
        if is_saga(state, card_id) and chapter_abilities(state, card_id):
            add_lore_counters(ctx, card_id)


def to_sacrifice(state: dict) -> list[str]:
    """CR 714.4 / 704.5s: Sagas with a chapter ability whose lore counters reached the final
    chapter, none of whose chapter abilities has triggered and not yet left the stack."""
    waiting = {(o["source"], o["ability"]) for o in state["stack"] + state["triggers"] if "source" in o}
    found = []
    for card_id in permanents(state):
        chapters = chapter_abilities(state, card_id) if is_saga(state, card_id) else []
        if not chapters or state["cards"][card_id].get("counters", {}).get(LORE, 0) < final_chapter(state, card_id):
            continue
        if not any((card_id, key) in waiting for key, _ in chapters):
            found.append(card_id)
    return found

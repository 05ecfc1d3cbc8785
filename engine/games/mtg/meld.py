"""Meld (CR 701.42, 712.4, 712.8g, 712.21): Fang, Fearless l'Cie and Vanille, Cheerful l'Cie become
Ragnarok, Divine Deliverance (CR 712.5g).

* Vanille's ability exiles both "them" and melds them (CR 701.42a): only the two cards of one meld
  pair, owned by the same player, meld; a token, a card that isn't a meld card, or a card of another
  pair can't, and what can't be melded stays in exile (CR 701.42b–c).
* The melded permanent is one new object (CR 400.7, 712.4a) represented by two cards: the record of
  the card the combined face belongs to ("fin-099", its face "fin-099b") holds the other card's
  definition under ``melded``. It has only the combined face's characteristics; its mana value is
  the sum of both fronts', a copy of it has mana value 0 (CR 712.8g, 202.3c).
* When it leaves the battlefield one permanent leaves and both cards go to the zone it goes to,
  front face up (CR 712.21, 712.21c–d, 712.8a): the other card is put there beside it.
"""

from __future__ import annotations

from engine.core.context import Ctx

from .cards import card, front_id, meld_pairs
from .objects import definition, is_type, on_battlefield
from .permanents import enter_battlefield, leave_battlefield
from .zones import EXILE, controller_of, permanents


def partner(state: dict, source: str, named: str, player: str) -> str | None:
    """"If you both own and control [this] and a creature named …": that creature (any object with
    the name, a token too), when ``source`` is still on the battlefield and ``player`` owns and
    controls both. The legend rule leaves one such creature at most (CR 704.5j)."""

    def yours(card_id: str) -> bool:
        return state["cards"][card_id]["owner"] == player and controller_of(state, card_id) == player

    if not on_battlefield(state, source) or not yours(source):
        return None
    name = card(named).name
    return next((c for c in permanents(state, player) if c != source and yours(c) and is_type(state, c, "creature")
                 and definition(state, c).name == name), None)  # fmt: skip


def meld(ctx: Ctx, source: str, player: str) -> None:
    """"Exile them, then meld them into …" (CR 701.42a)."""
    state = ctx.state
    pair = meld_pairs().get(front_id(state["cards"][source]["def"])) if source in state["cards"] else None
    other = partner(state, source, pair[0], player) if pair else None
    if other is None:
        return
    expected = {front_id(state["cards"][source]["def"]), pair[0]}
    exiled = [c for c in leave_battlefield(ctx, [source, other], "exile", "melded") if state["cards"][c]["zone"] == EXILE]
    fronts = {state["cards"][c]["def"]: c for c in exiled if not state["cards"][c].get("token") and state["cards"][c]["owner"] == player}
    combined = pair[1]
    if set(fronts) != expected:
        return  # CR 701.42b–c: they stay in exile
    first = fronts.pop(front_id(combined))
    [second] = fronts.values()
    ctx.zone(EXILE).remove(second)  # from now on a part of the one permanent (CR 712.4a)
    other_card = state["cards"].pop(second)
    ctx.card(first)["def"] = combined
    melded = enter_battlefield(ctx, first, player, reason="melded")
    ctx.card(melded)["melded"] = [other_card["def"]]
    ctx.emit("melded", card=melded, definition=combined, cards=[front_id(combined), other_card["def"]], player=player)


def split(ctx: Ctx, moved: str, others: list[str], reason: str, position: int | None) -> None:
    """The melded permanent left the battlefield as ``moved`` (the card the combined face belongs
    to, already front face up): the other card goes to the same zone (CR 712.21, 712.21c–d), beside
    it in a library (its owner's order, CR 712.21a: the same order every time)."""
    record = ctx.card(moved)
    for definition_id in others:
        created = ctx.create_card(definition_id, record["owner"], record["zone"])
        if position is not None:
            cards = ctx.zone(record["zone"])
            cards.insert(min(position, len(cards) - 1), cards.pop())
        ctx.emit("card_moved", card=created, was=moved, owner=record["owner"], from_zone="battlefield", to_zone=record["zone"],
                 reason=reason, definition=definition_id)  # fmt: skip

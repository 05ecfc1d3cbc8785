"""Permissions to play cards from exile (CR 601.2, 305.1: a card may be played from a zone other
than the hand only as an effect allows).

- Triple Triad: "each player exiles the top card of their library. Until end of turn, you may
  play the card you own exiled this way and each other card exiled this way with lesser mana
  value than it without paying their mana costs" (CR 118.9: additional costs only, X is 0).
- Haste Magic, Opera Love Song: "exile the top [two] card[s] of your library. You may play
  [them] until your next end step" (paying their costs): the permission ends as that player's
  next end step begins.
- Lightning, Security Sergeant: "exile the top card of your library. You may play that card for
  as long as you control Lightning": the permission ends once that permanent is no longer on the
  battlefield under that player's control.
- Reno and Rude: "you may play the exiled card this turn, and mana of any type can be spent to
  cast it"; Urza, Lord High Artificer: "until end of turn, you may play that card without paying
  its mana cost".
- Light Up the Stage: "exile the top two cards of your library. Until the end of your next turn,
  you may play those cards": the permission ends as that player's next turn ends (their
  ``turns_taken`` reaches it and another player's turn begins).
- Summon: Brynhildr: "exile the top card of your library. During any turn you put a lore counter
  on this Saga, you may play that card" (while the Saga is that object on the battlefield).
- An Adventure that resolved (CR 715.4): its card is exiled and its controller may play it (a
  land adventurer: play the land) for as long as it remains exiled.

A permission is remembered in the state; the player plays such a card at priority with the
normal timing (a land: in their main phase with an empty stack and a land play left, CR
305.1–305.2; a spell: by its card type, CR 307.1). A card that has left exile is a new object and
can no longer be played this way (CR 400.7).
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.messages import t

from .cards import card
from .targets import exiled_with
from .zones import BATTLEFIELD, EXILE, controller_of, library

# state["data"][KEY]: [{"player", "cards", "free", "turn" | "until_end_step" | "through_turn" | "while_exiled" | "while_controls" | "lore_turns_of"}]
KEY = "play_from_exile"
OPTION = "exiled"  # the priority option "exiled:<card>"


def _grant(ctx: Ctx, player: str, cards: list[str], *, free: bool, lasting: dict) -> None:
    """``lasting``: {"turn": N} (this turn), {"until_end_step": True}, {"while_exiled": True} or
    {"while_controls": permanent} (while the card is exiled too)."""
    grant = {"player": player, "cards": cards, "free": free, **lasting}
    kept = [g for g in ctx.state["data"].get(KEY, []) if _lasts(ctx.state, g)]
    ctx.state["data"][KEY] = [*kept, grant]


def _lasts(state: dict, grant: dict) -> bool:
    if grant.get("lore_turns_of"):  # while that Saga is the same object on the battlefield (usable: ``_now``)
        saga = state["cards"].get(grant["lore_turns_of"])
        if not (saga and saga["zone"] == BATTLEFIELD):
            return False
        return any(c in state["cards"] and state["cards"][c]["zone"] == EXILE for c in grant["cards"])
    if grant.get("while_controls"):  # "for as long as you control [source]": the same object (CR 400.7)
        source = grant["while_controls"]
        if not (source in state["cards"] and state["cards"][source]["zone"] == BATTLEFIELD and controller_of(state, source) == grant["player"]):
            return False
    if "through_turn" in grant:  # "until the end of your next turn": the player's turn numbered so
        taken = state["players"][grant["player"]]["turns_taken"]
        if taken > grant["through_turn"] or (taken == grant["through_turn"] and state["turn"]["active"] != grant["player"]):
            return False
        return any(c in state["cards"] and state["cards"][c]["zone"] == EXILE for c in grant["cards"])
    if grant.get("while_exiled") or grant.get("while_controls"):  # forgotten once the card has left exile
        return any(c in state["cards"] and state["cards"][c]["zone"] == EXILE for c in grant["cards"])
    return grant.get("until_end_step", False) or grant.get("turn") == state["turn"]["number"]


def _now(state: dict, grant: dict) -> bool:
    """"During any turn you put a lore counter on this Saga": only in such a turn."""
    saga = grant.get("lore_turns_of")
    return saga is None or state["cards"][saga].get("lore_turn") == state["turn"]["number"]


def exile_top_of_each_library(ctx: Ctx, controller: str) -> None:
    """Triple Triad: each player exiles their top card; the controller may play their own and
    each other one with lesser mana value (a card of no mana cost has mana value 0, CR 202.3a)
    this turn without paying their mana costs."""
    exiled = {}
    for player in ctx.seats:
        cards = ctx.zone(library(player))
        if cards:
            exiled[player] = ctx.move(cards[-1], EXILE, reason="exiled")
    own = exiled.get(controller)
    if own is None:  # nothing exiled of theirs: nothing has "lesser mana value than it"
        return
    value = card(ctx.card(own)["def"]).mana_value
    allowed = [own] + [c for p, c in exiled.items() if p != controller and card(ctx.card(c)["def"]).mana_value < value]
    _grant(ctx, controller, allowed, free=True, lasting={"turn": ctx.state["turn"]["number"]})


def exile_top_playable(ctx: Ctx, player: str, amount: int, lasting: dict | None) -> None:
    """"Exile the top N cards of your library. You may play them until your next end step", or
    with ``lasting`` {"while_controls": permanent} "… for as long as you control [it]" (Lightning),
    {"through_turn": N} "until the end of your next turn" (Light Up the Stage)
    or {"lore_turns_of": Saga} "during any turn you put a lore counter on this Saga, …"
    (Summon: Brynhildr)."""
    exiled = [ctx.move(c, EXILE, reason="exiled") for c in list(reversed(ctx.zone(library(player))))[:amount]]
    lasting = lasting or {"until_end_step": True}
    if exiled:
        _grant(ctx, player, exiled, free=False, lasting=lasting)


def this_turn(ctx: Ctx, player: str, card_id: str, *, any_mana_type: bool, cast_only: bool = False, free: bool = False) -> None:
    """"You may play the exiled card this turn[, and mana of any type can be spent to cast it]"
    (Reno and Rude); ``cast_only``: "you may cast that card" (a land can't be played, Ragavan);
    ``free``: "… without paying its mana cost" (Urza)."""
    extra = ({"any_mana_type": True} if any_mana_type else {}) | ({"cast_only": True} if cast_only else {})
    _grant(ctx, player, [card_id], free=free, lasting={"turn": ctx.state["turn"]["number"], **extra})


def exiled_with_source_this_turn(ctx: Ctx, player: str, source: str, cost_less: int) -> None:
    """"Until end of turn, you may play cards exiled with [this]. Spells you cast this way cost
    {N} less to cast" (Urianger Augurelt): the cards linked to it (CR 607.2a) as they are played."""
    extra = {"cost_less": cost_less} if cost_less else {}
    _grant(ctx, player, [], free=False, lasting={"turn": ctx.state["turn"]["number"], "exiled_with": source, **extra})


def cost_less(state: dict, player: str, card_id: str) -> int:
    """How much less generic mana a permission of the player's makes this card cost (the most)."""
    return max((g.get("cost_less", 0) for g in state["data"].get(KEY, []) if g["player"] == player and card_id in _cards(state, g) and _lasts(state, g)), default=0)


def _cards(state: dict, grant: dict) -> list[str]:
    """The cards a permission is for: named, or those exiled with its source now (CR 607.2a)."""
    return grant["cards"] + exiled_with(state, grant["exiled_with"]) if grant.get("exiled_with") else grant["cards"]


def any_mana_type(state: dict, player: str, card_id: str) -> bool:
    """Whether a permission of the player's lets mana of any type be spent to cast this card."""
    return any(g.get("any_mana_type") and card_id in g["cards"] for g in state["data"].get(KEY, []) if g["player"] == player and _lasts(state, g))


def while_exiled(ctx: Ctx, player: str, card_id: str) -> None:
    """"For as long as that card remains exiled, that player may [play] it" (CR 715.4): the
    permission ends with the object (a card that leaves exile is a new one, CR 400.7)."""
    _grant(ctx, player, [card_id], free=False, lasting={"while_exiled": True})


def control_changed(ctx: Ctx, card_ids: list[str]) -> None:
    """A "for as long as you control [it]" permission ends for good once another player gains
    control of that permanent, even if its controller gets it back later (the notes' Lightning
    ruling)."""
    grants = ctx.state["data"].get(KEY, [])
    kept = [g for g in grants if g.get("while_controls") not in card_ids or controller_of(ctx.state, g["while_controls"]) == g["player"]]
    if len(kept) != len(grants):
        ctx.state["data"][KEY] = kept


def end_step_begins(ctx: Ctx) -> None:
    """The active player's "until your next end step" permissions end as their end step begins."""
    active = ctx.state["turn"]["active"]
    grants = ctx.state["data"].get(KEY, [])
    kept = [g for g in grants if not (g.get("until_end_step") and g["player"] == active) and _lasts(ctx.state, g)]
    if len(kept) != len(grants):
        ctx.state["data"][KEY] = kept


def playable(state: dict, player: str) -> dict[str, bool]:
    """The exiled cards the player may play now, each with whether it is free (still in exile)."""
    found: dict[str, bool] = {}
    for grant in state["data"].get(KEY, []):
        if grant["player"] != player or not _lasts(state, grant) or not _now(state, grant):
            continue
        for card_id in _cards(state, grant):
            if grant.get("cast_only") and card_id in state["cards"] and "land" in card(state["cards"][card_id]["def"]).types:
                continue
            if card_id in state["cards"] and state["cards"][card_id]["zone"] == EXILE:
                found[card_id] = found.get(card_id, False) or grant["free"]
    return found


def option_label(card_label: str, free: bool) -> str:
    return t("mtg.option.play_exiled_free" if free else "mtg.option.play_exiled", card=card_label)

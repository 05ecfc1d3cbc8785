"""Replacement and prevention effects (CR 614–616): they watch for an event that would happen and
change it before it happens, so nothing "triggers" on the original event (CR 614.1, 615.1).

The events of this slice and the effects that replace them:

* entering the battlefield: "this permanent enters tapped [with N counters on it]" is printed on
  the permanent itself and applies as it enters (CR 614.1c–d, 614.12); "lands you control enter
  untapped" (The Wandering Minstrel) meets "enters tapped" (printed, or "put it onto the
  battlefield tapped") on one event: the land's controller orders them (616.1) and the one applied
  last decides; the engine applies "enters tapped" first, so the land enters untapped, the order
  that player chooses for it (entering tapped gains them nothing their land could not do by
  tapping for mana);
* untapping: a permanent with a stun counter on it stays tapped and one counter is removed
  instead (CR 122.1d), whatever untaps it (the untap step or an effect);
* dying: "if that creature would die this turn, exile it instead" (CR 614.1a), an effect kept
  with the other continuous effects (``state["effects"]``, until end of turn, locked to the
  object, CR 611.2c), and a finality counter, which says the same (CR 122.1h);
* damage and destruction: a shield counter on a permanent is removed instead (CR 122.1c), after
  the other prevention effects (its controller would order them so, 616.1: the counter stays);
* damage: "prevent all [combat] damage that would be dealt to this permanent" (CR 615.1a), and
  "all damage that would be dealt to you and other permanents you control is dealt to this
  creature instead" (CR 614.1b, ``damage_redirect.py``).

616.1: when several replacement effects would apply to one event, the affected player (or the
controller of the affected object) chooses one, it is applied, and the choice is repeated with
the effects that still apply to the modified event; each applies at most once (CR 614.5). In
this card pool the effects that can meet on one event have the same outcome (two "exile it
instead" on one creature), so the first is applied and the others no longer apply: the event is
now an exile, not a death.
"""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect, effect_applies

from . import triggers
from .abilities import Filter
from .objects import definition, is_type, matches, on_battlefield
from .zones import EXILE, controller_of, permanents

EXILE_INSTEAD_OF_DYING = "exile_instead_of_dying"
REMOVES_COUNTERS = "removes_counters_pending"  # on an entering Sin until its choice (``entry_choices.py``)


def entering(ctx: Ctx, card_id: str) -> None:
    """CR 614.1c–d / 614.12: the permanent enters tapped and with its counters: they are in place
    before any "enters" ability looks at it (CR 603.6a)."""
    enters = definition(ctx.state, card_id).enters
    if _enters_untapped(ctx.state, card_id):  # applied last (616.1, see above)
        ctx.card(card_id).pop("tapped", None)
    _enters_with_additional_counters(ctx, card_id)
    if enters is None:
        return
    if enters.removes_counters_from is not None:  # chosen before the next priority (CR 614.12a)
        ctx.card(card_id)[REMOVES_COUNTERS] = True
    early = enters.tapped_unless_your_turn_at_most is not None and _early_turn(ctx.state, card_id, enters.tapped_unless_your_turn_at_most)
    tapped = (enters.tapped or (enters.tapped_unless_your_turn_at_most is not None and not early)) and not _enters_untapped(ctx.state, card_id)
    if tapped:
        ctx.card(card_id)["tapped"] = True
    for kind, amount in enters.counters.items():
        put_counters(ctx, card_id, kind, amount, by=controller_of(ctx.state, card_id))
    ctx.emit("entered_modified", card=card_id, definition=ctx.card(card_id)["def"], tapped=tapped,
             counters=dict(enters.counters))  # fmt: skip


def _enters_with_additional_counters(ctx: Ctx, card_id: str) -> None:
    """"Each other nontoken creature you control enters with an additional +1/+1 counter on it"
    (Tromell, CR 614.1c): one counter for each such ability of its controller's permanents."""
    player = controller_of(ctx.state, card_id)
    for ability, source in _statics(ctx.state, player):
        if ability.others_enter_with_counter and matches(ctx.state, ability.others_enter_with_counter, card_id, player, source):
            total = put_counters(ctx, card_id, "+1/+1", 1, by=player)
            ctx.emit("counters_added", card=card_id, definition=ctx.card(card_id)["def"], kind="+1/+1", amount=1, total=total)


def _early_turn(state: dict, card_id: str, at_most: int) -> bool:
    """Whether it is its controller's turn, one of their first ``at_most`` turns of the game
    (counted as they are taken, extra turns included)."""
    player = controller_of(state, card_id)
    return state["turn"]["active"] == player and state["players"][player]["turns_taken"] <= at_most


def _enters_untapped(state: dict, card_id: str) -> bool:
    """"Lands you control enter untapped": a static ability of a permanent its controller controls."""
    if not is_type(state, card_id, "land"):
        return False
    player = controller_of(state, card_id)
    return any(a.lands_enter_untapped for c in permanents(state, player) if c != card_id for a in definition(state, c).abilities)


def untap(ctx: Ctx, card_id: str) -> bool:
    """Untap a permanent; True if it became untapped. CR 122.1d: if it has a stun counter, one is
    removed instead and it stays tapped."""
    card = ctx.card(card_id)
    if not card.get("tapped"):
        return False
    if ctx.counter(card_id, "stun"):
        left = ctx.add_counter(card_id, "stun", -1)
        ctx.emit("stun_counter_removed", card=card_id, definition=card["def"], left=left)
        return False
    del card["tapped"]
    return True


def shield_instead(ctx: Ctx, card_id: str) -> bool:
    """CR 122.1c: "if it would be dealt damage or destroyed, instead remove a shield counter from
    it"; True if one was removed (damage that can't be prevented is still dealt: none here)."""
    if not on_battlefield(ctx.state, card_id) or not ctx.counter(card_id, "shield"):
        return False
    total = ctx.add_counter(card_id, "shield", -1)
    ctx.emit("counters_removed", card=card_id, definition=ctx.card(card_id)["def"], kind="shield", amount=1, total=total)
    return True


def exile_if_it_would_die(ctx: Ctx, card_id: str, source: str | None, controller: str) -> None:
    """Create "if that creature would die this turn, exile it instead" for this object only."""
    add_effect(ctx, source=source, controller=controller, cards=[card_id],
               modifier={"replacement": EXILE_INSTEAD_OF_DYING}, until=END_OF_TURN)  # fmt: skip


def destination(ctx: Ctx, card_id: str, zone: str) -> str:
    """Where a permanent that would be put into ``zone`` goes (616.1). Only a creature going to a
    graveyard "dies" (CR 700.4); once one effect exiles it, no dying replacement applies any more.
    A finality counter exiles any permanent instead (CR 122.1h).

    The replacements that apply are remembered for the move (``DYING_REPLACED``): when they
    differ in outcome (The Darkness Crystal also gains life and keeps the card linked to it), the
    creature's controller chooses which one applies (616.1, ``replacement_choice.py``)."""
    if zone == EXILE or not zone.endswith(".graveyard"):
        return zone
    if _graveyard_exiling(ctx.state, zone) and not is_type(ctx.state, card_id, "creature"):
        return into_graveyard(ctx, card_id, zone)
    if not is_type(ctx.state, card_id, "creature"):  # CR 122.1h: a finality counter works on any permanent (the notes)
        if not ctx.counter(card_id, "finality"):
            return zone
        ctx.emit("replacement_applied", card=card_id, definition=ctx.card(card_id)["def"], effect="finality", instead="exile")
        return EXILE
    applicable = [{"id": e["id"], "source": e["source"]} for e in ctx.state["effects"]
                  if e["modifier"].get("replacement") == EXILE_INSTEAD_OF_DYING and effect_applies(ctx.state, e, card_id)]  # fmt: skip
    if ctx.counter(card_id, "finality"):  # CR 122.1h: a finality counter works the same way
        applicable.append({"id": "finality", "source": None})
    applicable += _exiling_permanents(ctx.state, card_id)
    applicable += [{"id": c, "source": c} for c in _graveyard_exiling(ctx.state, zone)]  # Hades: creatures too (not dying)
    if not applicable:
        return zone
    ctx.state["data"].setdefault(DYING_REPLACED, {})[card_id] = {"controller": controller_of(ctx.state, card_id), "options": applicable}
    ctx.emit("replacement_applied", card=card_id, definition=ctx.card(card_id)["def"], effect=applicable[0]["id"],
             instead="exile")  # fmt: skip
    return EXILE


DYING_REPLACED = "dying_replaced"  # the replacements found for the creatures being moved now


def into_graveyard(ctx: Ctx, card_id: str, zone: str) -> str:
    """Where a card or token that would be put into the graveyard ``zone`` goes: exile while the
    graveyard's owner controls a permanent saying "if a card or token would be put into your
    graveyard from anywhere, exile it instead" (Hades, CR 614.1a); else ``zone``."""
    if zone.endswith(".graveyard") and _graveyard_exiling(ctx.state, zone):
        ctx.emit("replacement_applied", card=card_id, **ctx.named(card_id), effect="exile_instead_of_graveyard", instead="exile")
        return EXILE
    return zone


def _graveyard_exiling(state: dict, zone: str) -> list[str]:
    """The permanents of the graveyard's owner that exile what would be put into it (Hades)."""
    return [c for a, c in _statics(state, state["zones"][zone]["owner"]) if a.exile_instead_of_your_graveyard]


def _exiling_permanents(state: dict, card_id: str) -> list[dict]:
    """"If a nontoken creature an opponent controls would die, instead exile it and you gain N
    life" (The Darkness Crystal, CR 614.1a): one replacement per such permanent."""
    if state["cards"][card_id].get("token"):
        return []
    owner = controller_of(state, card_id)
    return [{"id": c, "source": c, "life": a.exile_opponents_dying_creatures, "controller": controller_of(state, c)}
            for a, c in _statics(state) if a.exile_opponents_dying_creatures is not None and controller_of(state, c) != owner]  # fmt: skip


def prevented(state: dict, target: dict, combat: bool) -> bool:
    """CR 615.1a: whether all damage about to be dealt to this permanent is prevented by its own
    static ability ("prevent all [combat] damage that would be dealt to ~"), or to this player by
    "prevent all damage that would be dealt to you this turn"."""
    if "player" in target:
        return any(effect["modifier"].get("prevent_damage_to") == target["player"] for effect in state["effects"])
    card_id = target.get("card")
    if not card_id or not on_battlefield(state, card_id):
        return False
    for effect in state["effects"]:  # "prevent all damage that would be dealt to creatures you control this turn"
        shielded = effect["modifier"].get("prevent_damage")
        if shielded is not None and matches(state, Filter.model_validate(shielded), card_id, effect["controller"], effect["source"]):
            return True
    for ability in definition(state, card_id).abilities:
        if ability.kind == "static" and ability.prevent_damage == "all":
            return True
        if ability.kind == "static" and ability.prevent_damage == "combat" and combat:
            return True
    return False



def damage_doubled(state: dict, source: str | None, target: dict, amount: int) -> int:
    """CR 614.1a: "if [a Wizard you control] would deal damage …, it deals double that damage
    instead" (a static ability of a permanent of the source's controller) and "until your next
    turn, if a source would deal damage to that player or a permanent that player controls, it
    deals double that damage instead" (an effect). Each applies once to the event (614.5); doubling
    in any order gives the same total (616.1)."""
    if source in state["cards"] and on_battlefield(state, source):
        owner = controller_of(state, source)
        amount *= 2 ** sum(1 for a, c in _statics(state, owner) if a.double_damage_from and matches(state, a.double_damage_from, source, owner, c))
    player = target["player"] if "player" in target else controller_of(state, target["card"])
    return amount * 2 ** sum(1 for e in state["effects"] if e["modifier"].get("double_damage_to") == player)


def _statics(state: dict, player: str | None = None):
    """The static abilities of the permanents (a player controls), with their permanent."""
    return [(a, c) for c in permanents(state, player) for a in definition(state, c).abilities if a.kind == "static"]


def life_gained(state: dict, player: str, amount: int) -> int:
    """CR 614.1a: "If you would gain life, you gain twice that much life instead" (The Wind
    Crystal): each such effect of the player's permanents applies once to the event (614.5);
    doublings give the same result in any order, so the player need not order them (616.1)."""
    return amount * 2 ** sum(1 for a, _ in _statics(state, player) if a.double_life_gain)


def wins_instead_of_drawing(state: dict, player: str) -> bool:
    """CR 614.1a: "If you would draw a card while your library has no cards in it, you win the
    game instead" (Laboratory Maniac), asked as such a draw would happen."""
    return any(a.win_instead_of_drawing_from_empty for a, _ in _statics(state, player))


def cards_milled(state: dict, player: str, count: int) -> int:
    """CR 614.1a: "If an opponent would mill one or more cards, they mill that many cards plus N
    instead" (The Water Crystal): each opponent's effect applies once (614.5); additions commute
    (616.1)."""
    if count < 1:
        return count
    return count + sum(a.opponents_mill_more for a, c in _statics(state) if controller_of(state, c) != player)


DAMAGE_INTO_COUNTERS = "prevent_damage_into_counters"


def damage_into_counters(ctx: Ctx, card_id: str) -> str | None:
    """"If damage would be dealt to that creature this turn, prevent that damage and put that many
    +1/+1 counters on it" (Gatta and Luzzu, CR 615.1a): the controller of the first such effect
    on it (one prevents all the damage: another has none left), else None."""
    return next((e["controller"] for e in ctx.state["effects"] if e["modifier"].get(DAMAGE_INTO_COUNTERS) and effect_applies(ctx.state, e, card_id)), None)


def put_counters(ctx: Ctx, card_id: str, kind: str, count: int, by: str | None = None) -> int:
    """Put counters on a permanent, as many as replacement effects make it; the new total.

    "If one or more +1/+1 counters would be put on a creature you control, twice that many
    instead" (The Earth Crystal, CR 614.1a), also as a creature enters with counters (the release
    notes): each such effect of the creature's controller applies once (614.5); doublings
    commute, so the order the controller could choose (616.1) doesn't matter. ``by``: the player
    putting them, if not the one ``putting_player`` finds."""
    state = ctx.state
    if kind == "+1/+1" and count > 0 and is_type(state, card_id, "creature"):
        count *= 2 ** sum(1 for a, _ in _statics(state, controller_of(state, card_id)) if a.double_counters)
    total = ctx.add_counter(card_id, kind, count)
    if count > 0:
        triggers.counters_put(ctx, card_id, by or putting_player(state, card_id))
    return total


def putting_player(state: dict, card_id: str) -> str:
    """Who puts counters on a permanent: the controller of the spell or ability resolving (its
    "you"), else the permanent's controller (a turn-based action's lore counter). One entering
    with counters is given them by its controller (CR 122.6a): the callers say so."""
    resolving = next((f for f in reversed(state["frames"]) if f["proc"] == "mtg.resolve"), None)
    return resolving["object"]["controller"] if resolving else controller_of(state, card_id)

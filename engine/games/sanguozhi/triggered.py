"""Triggered abilities of Generals other than their skills and talents (当/每当, 703.2; cards.When):
what fires them. keywords.py orders and resolves them with the others (703.3), abilities.py runs
their steps.

- ``leaves`` (703.5b): a General leaving the field (actions.leave_field) fires its own abilities,
  read from the card as it last was on the field (look-back: face up, its arrival skills
  resolved, 703.5d, in the role its symbol names), those of the face-up Generals still on its
  controller's field that watch their side's Generals or, ``any``, on every field, of its
  Treasures gone with it (``equipped``, 传国玉玺), each seeing the General as it last was (its
  troop types, ``troop``: 成公英's 骑兵). A General leaving face down fires none of its own
  (703.5b's exception). A leave trigger's source is the card where it went (the graveyard).
- a delayed flip (703.7, ``FLIP_AT_TURN_START`` on a General a Conceal step set face down): at
  the start of its controller's turn (the start phase, 703.2a), if it is still there face down.
- ``attacks`` (attack_declared, 608.2a), ``permanent_damage`` (general_damaged), ``draws``
  (card_moved into the hand by a draw, 118) and ``marked`` (counters_changed adding the named
  counter or mark, 119): Game.on_event.

每当 fires once per event (703.2c): a trigger of the same ability still waiting (not yet ordered,
703.3) is that event's; 每有 1 名 (``each``) fires once for each General or card. 当 (``once``,
703.2b) fires once in the game: the card keeps a mark of it (``ONCE``: ability index → the
object that fired it), which follows it off the field and back (actions.KEPT_ON_THE_WAY); with
the option ``once_trigger_scope`` "object" only the object that fired it is barred.
"""

from engine.core.context import Ctx
from engine.core.triggers import add_trigger

from .cards import card_db
from .options import option
from .stats import SKILLS_PENDING, ability_exists, controller_of, growth_met, own_effects_on
from .teams import enemies
from .zones import GENERAL_SLOTS, ZONE_SHOW, generals

TRIGGERED = "triggered"  # the ability name of these triggers (keywords.resolve)
DELAYED_FLIP = "delayed_flip"  # the ability name of a delayed "翻转该将领" (703.7, keywords.resolve)
ONCE = "triggered_once"  # card field: {ability index: the card object that fired it} for 当 abilities (703.2b)
FLIP_AT_TURN_START = "flip_at_turn_start"  # card field: a delayed "flip it when its controller's turn begins" (703.7), the player whose it is
TROOPS = "troops_on_field"  # field of a leaving General's last-known copy: its troop types there (layer 4, 703.5b)


def _watching(definition_id: str, event: str) -> list[tuple[int, object]]:
    return [(i, a) for i, a in enumerate(card_db()[definition_id].abilities) if a.when is not None and a.when.event == event]


def _fire(ctx: Ctx, controller: str, source: str, definition: str, index: int, when, holder: str | None = None) -> None:
    """``source`` is the object whose ability triggers; ``holder`` the card that carries it now
    (the new object of a card that left the field), marked for a 当 ability. The trigger's source
    is the holder when it went to a public zone (its steps find it there: 传国玉玺 returns from the
    graveyard); a card gone to a hand or deck keeps its old id, which names no object: naming the
    new one would tell the other players which hidden card it is (300.3: a hand and a deck are
    hidden zones)."""
    holder = holder or source
    if when.once:
        fired = ctx.state["cards"][holder].get(ONCE, {}).get(str(index))
        if fired is not None and (option(ctx.state, "once_trigger_scope") == "card" or fired == source):
            return  # 703.2b: it has triggered once already
        ctx.state["cards"][holder].setdefault(ONCE, {})[str(index)] = source
    shown = holder if ZONE_SHOW.get(ctx.state["cards"][holder]["zone"].split(".")[-1], "public") == "public" else source
    if not when.once and not when.each and any(t["source"] == shown and t["ability"] == TRIGGERED and t["data"]["index"] == index for t in ctx.state["triggers"]):
        return  # 703.2c: this event's trigger is waiting already
    add_trigger(ctx, controller, shown, TRIGGERED, index=index, definition=definition)


OWN_SIDE = ("self", "own", "any")  # the ``whose`` that see a General of their own side


def _watchers(ctx: Ctx, player: str, event: str, subjects: list[str], to_graveyard: bool = False, alone: bool = False, mark: str | None = None,
              whose: tuple[str, ...] = OWN_SIDE, troops: tuple[str, ...] = ()) -> None:  # fmt: skip
    """The face-up Generals of ``player`` whose ``event`` ability sees one of ``subjects`` (the
    Generals concerned: itself for ``self``, any of its side for ``own``, any for ``any``; those of
    another side only with ``whose`` naming ``enemy`` or ``any``; the cards drawn for ``draws``); a
    ``to_graveyard`` ability only sees a General going ``to_graveyard``, an ``alone`` one only a
    General attacking ``alone``, a ``marked`` one only its ``mark``, a ``troop`` one only a
    General with that troop type (``troops``, looked back at)."""
    state = ctx.state
    for card_id in generals(state, player):
        card = state["cards"][card_id]
        if card.get("face_down") or controller_of(state, card_id) != player or not own_effects_on(state, card_id):
            continue
        for index, ability in _watching(card["def"], event):
            when = ability.when
            if not ability_exists(state, card_id, ability) or (when.to_graveyard and not to_graveyard) or (when.alone and not alone):
                continue
            if when.mark != mark or when.whose not in whose or when.troop not in (None, *troops):
                continue
            seen = subjects if when.whose != "self" or event == "draws" else [s for s in subjects if s == card_id]
            for _ in seen[: len(seen) if ability.when.each else min(1, len(seen))]:
                _fire(ctx, player, card_id, card["def"], index, ability.when)


def collect(ctx: Ctx, event: dict) -> None:
    """Game.on_event: turn starts, attacks, permanent damage, draws and counters put on."""
    kind = event["type"]
    if kind == "phase_started" and event["phase"] == "start":
        for card_id in generals(ctx.state, event["player"]):
            card = ctx.state["cards"][card_id]
            if card.get(FLIP_AT_TURN_START) and card.get("face_down") and controller_of(ctx.state, card_id) == event["player"]:
                add_trigger(ctx, card[FLIP_AT_TURN_START], card_id, DELAYED_FLIP)
    elif kind == "attack_declared":
        by_controller: dict[str, list[str]] = {}
        for card_id in event["cards"]:
            if card_id in ctx.state["cards"]:
                by_controller.setdefault(controller_of(ctx.state, card_id), []).append(card_id)
        for player, attackers in by_controller.items():
            _watchers(ctx, player, "attacks", attackers, alone=len(event["cards"]) == 1)  # 608.2a: judged at the declaration
    elif kind == "general_damaged" and event["kind"] == "permanent" and event["card"] in ctx.state["cards"]:
        _watchers(ctx, controller_of(ctx.state, event["card"]), "permanent_damage", [event["card"]])
    elif kind == "card_moved" and event["reason"] == "draw":
        _watchers(ctx, event["owner"], "draws", [event["card"]])
    elif kind == "counters_changed" and event["change"] > 0 and event["card"] in ctx.state["cards"]:
        controller = controller_of(ctx.state, event["card"])
        _watchers(ctx, controller, "marked", [event["card"]], mark=event["name"])
        for player in enemies(ctx.state, controller):
            _watchers(ctx, player, "marked", [event["card"]], mark=event["name"], whose=("enemy",))


def general_left(ctx: Ctx, card: dict, destination: str, new_id: str, together: list[tuple[dict, str]] | None = None,
                 treasures: list[tuple[dict, str]] = ()) -> None:  # fmt: skip
    """703.5b: ``card`` is the General as it last was on the field (its old id, its troop types
    under ``TROOPS``), gone to ``destination`` ("hand", "graveyard", ...) as ``new_id``; ``treasures``
    (each as it last was and its new id) are its working Treasures, gone to the graveyard with it:
    they see it go. ``together``: the Generals that left before it in the same event (one
    rule-effect pass, one destroy effect), each as it last was and its new id: looking back, they
    see it leave too (汪昭 sees 士壹 die with it); it joins them."""
    if card.get("slot") not in GENERAL_SLOTS:
        return
    controller = card.get("controller", card["owner"])
    to_graveyard = destination == "graveyard"
    troops = tuple(card[TROOPS])
    for gone, gone_id, whose in [(card, new_id, OWN_SIDE), *((g, i, ("own", "any")) for g, i in together or ())]:
        gone_controller = gone.get("controller", gone["owner"])
        if gone.get("face_down") or gone.get(SKILLS_PENDING):
            continue  # looked back at face up, its arrival skills resolved (703.5b, 703.5d)
        for index, ability in _watching(gone["def"], "leaves"):
            role_ok = ability.role is None or ability.role == gone["slot"]
            when = ability.when
            seen = when.whose in (whose if gone_controller == controller else ("any",)) and (to_graveyard or not when.to_graveyard) and when.troop in (None, *troops)
            if seen and role_ok and growth_met(ctx.state, gone_controller, ability.growth):
                _fire(ctx, gone_controller, gone["id"], gone["def"], index, when, holder=gone_id)
    for treasure, treasure_id in treasures:
        for index, ability in _watching(treasure["def"], "leaves"):  # whose "equipped" (cards.CardDef)
            if to_graveyard or not ability.when.to_graveyard:
                _fire(ctx, treasure.get("controller", treasure["owner"]), treasure["id"], treasure["def"], index, ability.when, holder=treasure_id)
    for player in ctx.state["seats"]:
        _watchers(ctx, player, "leaves", [card["id"]], to_graveyard=to_graveyard, whose=OWN_SIDE if player == controller else ("any",), troops=troops)
    if together is not None:
        together.append((card, new_id))

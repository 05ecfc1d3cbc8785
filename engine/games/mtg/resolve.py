"""Resolving the top object of the stack (CR 608).

608.2b: if every target of a spell or ability with targets is illegal, it doesn't resolve: it is
removed from the stack (a spell goes to its owner's graveyard) and none of its effects happen;
otherwise illegal targets are neither affected nor made to act (an illegal target that would deal
damage deals none). 603.4: an intervening "if" is checked again. 608.2c: the effects happen in
the order written. 608.2n: an instant or sorcery goes to its owner's graveyard as the final step;
608.3: a permanent spell becomes a permanent under its controller's control.
"""

from __future__ import annotations

from typing import get_args

from engine.core import rng
from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, SOURCE_LEAVES, add_effect
from engine.core.messages import t
from engine.core.optional import ask_may
from engine.core.requests import make_ask

from . import (
    adventures,
    blitz,
    coin_flips,
    control,
    dash,
    delayed,
    emblems,
    end_turn,
    extra_phases,
    extra_turns,
    meld,
    milled_casting,
    monarch,
    ninjutsu,
    play_from_exile,
    rebound,
    reflexive,
    reveal_divide,
    spell_copies,
    triggers,
    ward,
)
from .abilities import (
    AddCounters,
    AddCountersEach,
    AdditionalCombatPhase,
    AdditionalEndStep,
    AddMana,
    AddManaOfOneColour,
    AddSubtype,
    Attach,
    AttachEquipment,
    AttachSourceEquipment,
    AttackTax,
    BecomeCopy,
    BecomeCreature,
    BecomeMonarch,
    CantBeBlocked,
    CastCopy,
    CastTarget,
    CastWithoutPaying,
    ChooseAmongTargets,
    ChoosePermanent,
    CommanderToHand,
    CopyAbility,
    CopyNextSpell,
    CopyRandomFromGraveyard,
    CopySpell,
    Counter,
    CreateCopyToken,
    CreateToken,
    Damage,
    DelayedTrigger,
    DestroyAttached,
    DestroyEach,
    DestroyOneOfEachOpponents,
    Discard,
    DiscardHand,
    DiscardThenDraw,
    DistributeCounters,
    Double,
    DoubleCounters,
    DoubleDamageTo,
    Draw,
    DrawThenDiscard,
    EachDealsDamage,
    EndTheTurn,
    EntersWithCounters,
    Exile,
    ExileAllFromGraveyards,
    ExileAndReturn,
    ExileAndReturnTransformed,
    ExileFromEachGraveyard,
    ExileFromGraveyard,
    ExileIfDies,
    ExileRandomFromGraveyards,
    ExileThisSpell,
    ExileTopOfLibrary,
    ExileTopPlayable,
    ExileTopPlayFree,
    ExileUntil,
    ExtraTurn,
    Fight,
    Filter,
    FlipCoin,
    GainControl,
    GainLife,
    Grant,
    LookAtTop,
    Loot,
    LoseAbilities,
    LoseGame,
    LoseLife,
    MayCastAdventureFromGraveyard,
    MayCastOneMilledThisTurn,
    MayDo,
    MayPlayChosenThisTurn,
    MayPlayExiledWithSourceThisTurn,
    Meld,
    Mill,
    Monstrosity,
    MoveCounter,
    MustBeBlocked,
    NinjutsuEnter,
    OpponentsCantCast,
    OpponentSplitsCostExiled,
    PayLife,
    PayMana,
    PoisonCounters,
    PreventDamageIntoCounters,
    PreventDamageThisTurn,
    Proliferate,
    Pump,
    PumpEach,
    PutBackFromHand,
    PutExiledOnBottom,
    PutFromHand,
    PutIntoLibrary,
    PutMilledOntoBattlefield,
    PutOnBottomOfLibrary,
    PutOntoBattlefield,
    PutSourceCounters,
    ReflexiveTrigger,
    RemoveCounters,
    RemoveFromCombat,
    RemoveLoreForCounters,
    ReturnAllFromGraveyard,
    ReturnChosenToHand,
    ReturnEachToHand,
    ReturnItToHand,
    ReturnOpponentsGreatest,
    ReturnSourceToBattlefield,
    ReturnSourceToHand,
    ReturnToBattlefield,
    ReturnToHand,
    RevealHandDiscardChosen,
    RevealTopDivide,
    RevealTopLandOrDraw,
    RevealTopOneOfEachType,
    RevealTopToHand,
    RevealUntil,
    Sacrifice,
    SacrificeAnyNumber,
    SacrificeChosen,
    SacrificeIt,
    Scry,
    SearchToHand,
    SetBase,
    SetBaseEach,
    ShuffleGraveyardIntoLibrary,
    ShuffleIntoLibrary,
    SpellGains,
    Surveil,
    TakeFromMilled,
    Tap,
    TapEach,
    Transform,
    Unattach,
    Untap,
    WardCounter,
    WinGame,
)
from .actions import land_plays, play_land
from .auras import attach_on_resolution, enchanted
from .cards import CardType, card, copy_with_exception
from .casting import ability_of, begin_cast_from, body_of, can_cast_now, of_types
from .combat import ATTACK_TAX
from .command_zone import command_zone, commander_data, is_commander
from .flashback import leaves_stack_to
from .mana import add_mana
from .multiplayer import players_lose
from .objects import (
    amount,
    creatures,
    holds,
    is_type,
    lost_life_this_turn,
    mana_value,
    matches,
    on_battlefield,
    power,
    toughness,
)
from .permanents import (
    COPY_UNTIL_END_OF_TURN,
    PRINTED_DEF,
    attach,
    change_life,
    create_tokens,
    damage_event,
    deal_damage,
    destroy,
    discard,
    draw,
    enter_battlefield,
    leave_battlefield,
    mill,
    source_facts,
    transform,
    untap,
)
from .procs import PROCS
from .replacement import DAMAGE_INTO_COUNTERS, exile_if_it_would_die, into_graveyard, put_counters
from .sagas import LORE, add_lore_counters, is_saga
from .targets import exiled_with, expand, group_indices, link_exiled, spec_of, still_legal
from .text import card_label, card_name, player_label
from .triggers import intervening_if_holds
from .zones import EXILE, controller_of, graveyard, hand, library, permanents

# state["data"]: the abilities that did their "you may … Do this only once each turn" this turn
DONE_ONCE = "done_once_each_turn"


def resolve_stack_object(ctx: Ctx, obj: dict) -> None:
    if obj["kind"] == "trigger":  # the core's trigger shape: details in "data"
        obj = {**obj, "def": obj["data"]["definition"], "targets": obj["data"].get("targets", []), **(
            {"mode": obj["data"]["mode"]} if "mode" in obj["data"] else {}), **(
            {"source_lki": obj["data"]["source_lki"]} if "source_lki" in obj["data"] else {}), **(
            {"spell_mana_spent": obj["data"]["mana_spent"]} if "mana_spent" in obj["data"] else {}), **{
            key: obj["data"][key] for key in ("subject", "subject_lki", "subject_def") if key in obj["data"]}}
    ctx.push("mtg.resolve", object=obj, index=0)


def _source_id(obj: dict) -> str | None:
    return obj.get("source") if obj["kind"] != "spell" else obj["card"]


@PROCS.proc("mtg.resolve")
def resolve(ctx: Ctx, frame: dict) -> None:
    obj = frame["object"]
    ability, body = ability_of(obj), body_of(obj)
    state = ctx.state
    if frame["index"] == 0 and "legal" not in frame:
        specs = body.targets if body else []
        if obj.get("ability") == delayed.DELAYED:  # CR 603.7c: it names objects, it doesn't target them
            frame["legal"] = [bool(tg) and ("player" in tg or tg["card"] in state["cards"]) for tg in obj["targets"]]
        else:
            specs = expand(specs, obj.get("data", {}).get("opponents", []), obj.get("data"))
            frame["legal"] = [still_legal(state, spec_of(specs, i), tg, obj["controller"], _source_id(obj)) for i, tg in enumerate(obj["targets"])]
        if any(tg is not None for tg in obj["targets"]) and not any(frame["legal"]) and obj.get("ability") != delayed.DELAYED:  # 608.2b
            ctx.emit("fizzled", object=obj["id"], definition=obj["def"], controller=obj["controller"])
            _finish(ctx, frame, obj, resolved=False)
            return
        if obj["kind"] == "trigger" and not intervening_if_holds(state, ability, obj["source"], obj.get("data")):  # 603.4
            ctx.emit("condition_unmet", object=obj["id"], definition=obj["def"], controller=obj["controller"])
            _finish(ctx, frame, obj, resolved=False)
            return
        if body and any(s.if_nth_resolution_this_turn for s in body.effects):  # "the fourth time this ability has resolved this turn"
            frame["resolution_number"] = _count_resolution(state, obj)
        frame["lki"] = {tg["card"]: _last_known(state, tg["card"]) for tg in obj["targets"] if tg and tg.get("card") in state["cards"]}
        if "source_lki" in obj:  # a source that left the battlefield as it died or as a cost was paid
            frame["lki"][obj["source"]] = obj["source_lki"]
        if "subject_lki" in obj:  # the permanent whose dying triggered it
            frame["lki"]["subject"] = obj["subject_lki"]
    steps = body.effects if body else []
    while frame["index"] < len(steps):
        if not _run_step(ctx, frame, obj, steps[frame["index"]]):
            return
        frame["index"] += 1
        frame.pop("scratch", None)
    _finish(ctx, frame, obj, resolved=True)


def _count_resolution(state: dict, obj: dict) -> int:
    """This resolution's number among the resolutions this turn of the same ability of the same
    object (a new object after a zone change counts anew, CR 400.7)."""
    counts = state["data"].setdefault("resolutions", {})
    key = f"{obj['source']}:{obj['ability']}"
    turn, count = counts.get(key, [state["turn"]["number"], 0])
    count = count + 1 if turn == state["turn"]["number"] else 1
    counts[key] = [state["turn"]["number"], count]
    return count


def _player_of(state: dict, frame: dict, obj: dict, who: int | str) -> str | None:
    """The player a step names (``abilities.Who``): "you", the player dealt combat damage, target
    player N (None once it is illegal, 608.2b), or the controller of target permanent N as it last
    existed (CR 608.2h)."""
    if who == "you":
        return obj["controller"]
    if who == "damaged_player":
        return next((p for p in [obj.get("data", {}).get("damaged_player")] if p in state["seats"]), None)
    if who == "subject_controller":  # the attacking creature's, as it last existed: the active player (CR 508.1a)
        subject = obj.get("data", {}).get("subject")
        return controller_of(state, subject) if subject and on_battlefield(state, subject) else state["turn"]["active"]
    target = obj["targets"][who]
    if target and "player" in target:
        return target["player"] if frame["legal"][who] else None
    return frame["lki"].get(target["card"], {}).get("controller") if target else None


def _last_known(state: dict, card_id: str) -> dict:
    """What a step may need of a target after it has moved (CR 608.2h): a permanent's power and
    controller now; a card elsewhere (a graveyard) has its printed power (CR 208.3)."""
    if on_battlefield(state, card_id):
        return {"power": power(state, card_id), "controller": controller_of(state, card_id)}
    return {"power": card(state["cards"][card_id]["def"]).power or 0}


def _finish(ctx: Ctx, frame: dict, obj: dict, resolved: bool) -> None:
    ctx.pop(frame)
    if end_turn.ending(ctx.state):  # "End the turn." (CR 723.1a: the spell is exiled with the rest)
        end_turn.finish(ctx, obj)
        return
    if obj["kind"] != "spell" or obj["card"] not in ctx.state["cards"]:  # its own effect moved the card
        return
    printed = card(obj["def"])
    if resolved and printed.is_permanent_card:  # 608.3
        new_id = enter_battlefield(ctx, obj["card"], obj["controller"], tapped=obj.get("enters_tapped", False), reason="resolved",
                                   counters=obj.get("enters_with"), cast_from_graveyard=bool(obj.get("cast_from_graveyard")), x=obj.get("x"))  # fmt: skip
        _pump(ctx, obj, new_id, 0, 0, obj.get("gains", []))  # "it gains haste until end of turn" (Summon: Brynhildr)
        if "creature" in printed.types and (gains := obj.get("creature_gains")):  # "if you cast a creature spell this way"
            modifiers = [{"keyword": k} for k in gains["keywords"]] + [{"grant": a} for a in gains["grants"]]
            for modifier in modifiers:  # no duration: that object's for as long as it stays (CR 400.7, 611.2c)
                add_effect(ctx, source=new_id, controller=obj["controller"], cards=[new_id], modifier=modifier, until=None)
        if obj.get("alternative") == "blitz":  # CR 702.152a
            blitz.entered(ctx, obj, new_id)
        if obj.get("alternative") == "dash":  # CR 702.109a
            dash.entered(ctx, obj, new_id)
        if printed.enchant:  # 608.3b
            attach_on_resolution(ctx, new_id, obj["targets"])
    elif resolved and rebound.rebounds(obj, printed):  # exiled instead (CR 702.88a)
        rebound.exile(ctx, obj)
    else:  # 608.2n (and a spell that doesn't resolve, 608.2b)
        adventures.leave_stack(ctx, obj, leaves_stack_to(obj, graveyard(ctx.card(obj["card"])["owner"])), "resolved", resolved)


def _ref(state: dict, frame: dict, obj: dict, ref) -> dict | None:
    """A step's object: "self" is the ability's source while on the battlefield; an index is that
    target, if it is still legal (608.2b)."""
    if ref == "self":
        source = _source_id(obj)
        return {"card": source} if source and on_battlefield(state, source) else None
    if ref == "subject":  # the permanent whose event triggered the ability
        subject = obj.get("subject")
        return {"card": subject} if subject and on_battlefield(state, subject) else None
    if ref == "enchanted":  # the permanent the source Aura is attached to (CR 303.4b)
        host = enchanted(state, _source_id(obj))
        return {"card": host} if host else None
    if ref == "chosen":  # chosen by an earlier step, or remembered by a delayed trigger (CR 603.7c)
        chosen = frame.get("chosen") or obj.get("data", {}).get("chosen")
        return {"card": chosen} if chosen and on_battlefield(state, chosen) else None
    return obj["targets"][ref] if frame["legal"][ref] else None


def _died_card(state: dict, obj: dict) -> str | None:
    """"It" in a dies ability of the card that died: that card, while still in the graveyard it
    went to (a new object there, CR 400.7, 603.10a); None once it has left."""
    card_id = obj.get("data", {}).get("new_object")
    return card_id if card_id in state["cards"] and state["cards"][card_id]["zone"].endswith(".graveyard") else None


def _run_step(ctx: Ctx, frame: dict, obj: dict, step) -> bool:
    """Do one effect step; False while waiting for a player's choice."""
    state = ctx.state
    controller, source = obj["controller"], _source_id(obj)
    if not holds(state, step.condition, controller, source, frame.get("lki")) or (step.unless and holds(state, step.unless, controller, source, frame.get("lki"))):
        return True
    if step.kicked is not None and step.kicked != bool(obj.get("kicked")):  # CR 702.33d
        return True
    if step.overloaded is not None and step.overloaded != bool(obj.get("overloaded")):  # CR 702.96b
        return True
    if step.from_graveyard is not None and step.from_graveyard != bool(obj.get("flashback")):
        return True
    if step.from_exile is not None and step.from_exile != bool(obj.get("cast_from_exile")):
        return True
    if step.from_hand is not None and step.from_hand != bool(obj.get("cast_from_hand")):
        return True
    if step.if_you_do and not frame.get("did"):  # the optional cost before it wasn't paid
        return True
    if step.if_you_dont and frame.get("did"):
        return True
    if step.if_won_flip and not frame.get("won_flip"):  # "if you win the flip" (CR 705)
        return True
    if step.mana_spent_at_least is not None and obj.get("spell_mana_spent", 0) < step.mana_spent_at_least:
        return True
    if step.if_nth_resolution_this_turn is not None and frame.get("resolution_number") != step.if_nth_resolution_this_turn:
        return True
    if step.if_discarded and not any(of_types(step.if_discarded, card(d)) for d in frame.get("discarded", [])):
        return True
    milled = [ctx.card(c)["def"] for c in frame.get("milled", []) if c in state["cards"]]
    if step.if_milled and not any(of_types(step.if_milled, card(d)) for d in milled):
        return True
    exiled = frame.get("exiled")
    if step.if_exiled and not (exiled in state["cards"] and matches(state, step.if_exiled, exiled, controller, source)):
        return True
    chosen = frame.get("chosen")
    if step.if_chosen and not (chosen in state["cards"] and matches(state, step.if_chosen, chosen, controller, source)):
        return True
    tested = obj["targets"][step.if_target.target].get("card") if step.if_target else None
    # 608.2b: an illegal target matches nothing, nor one an earlier step moved (a new object, CR 400.7)
    if step.if_target and not (frame["legal"][step.if_target.target] and tested in state["cards"]
                               and matches(state, step.if_target.filter, tested, controller, source)):
        return True
    target_index, body = getattr(step, "target", None), body_of(obj)
    if isinstance(target_index, int) and body and not frame.get("each_target") and len(indices := group_indices(body.targets, obj["targets"], target_index)) > 1:
        frame["each_target"] = True  # "any number of target cards", "each of those permanents" (one per opponent): the step (one without a choice) for each (CR 608.2c)
        for index in indices:
            _run_step(ctx, frame, obj, step.model_copy(update={"target": index}))
        del frame["each_target"]
        return True
    if getattr(step, "target", None) == "those":  # the step for each of them, "it" being that one
        for card_id in frame.get("those") or obj.get("data", {}).get("those", []):
            frame["chosen"] = card_id
            _run_step(ctx, frame, obj, step.model_copy(update={"target": "chosen"}))
        return True
    value = lambda v: _amount_of(state, obj, frame, v)  # noqa: E731
    if isinstance(step, Counter):
        return _counter(ctx, frame, obj, step, None if step.unless_pays is None else value(step.unless_pays))
    choosing = STEPS_WITH_CHOICES.get(type(step))
    if choosing:  # a step that may wait for a player's choice
        return choosing(ctx, frame, obj, step)
    if isinstance(step, Damage):
        _damage(ctx, frame, obj, step, value(step.amount))
    elif isinstance(step, EachDealsDamage):
        _each_deals_damage(ctx, frame, obj, step)
    elif isinstance(step, Pump):
        target = _ref(state, frame, obj, step.target)
        # CR 611.2b: "for as long as you control [it]" never begins if the source is gone or lost by now
        lapsed = step.lasts == "while_you_control_source" and not (on_battlefield(state, source) and controller_of(state, source) == controller)
        if target and not lapsed:
            until = {"end_of_turn": END_OF_TURN, "your_next_turn": {"start_of_turn": controller}, "indefinitely": None,
                     "while_you_control_source": SOURCE_LEAVES}[step.lasts]  # fmt: skip
            _pump(ctx, obj, target["card"], value(step.power), value(step.toughness), step.keywords, until,
                  while_controlled=step.lasts == "while_you_control_source")  # fmt: skip
    elif isinstance(step, TapEach):
        for card_id in [c for c in permanents(state) if matches(state, step.what, c, controller, source)]:
            if step.step == "untap_each" and untap(ctx, card_id):
                ctx.emit("untapped", card=card_id, definition=ctx.card(card_id)["def"])
            elif step.step == "tap_each" and not ctx.card(card_id).get("tapped"):
                ctx.card(card_id)["tapped"] = True
                ctx.emit("tapped", card=card_id, definition=ctx.card(card_id)["def"])
    elif isinstance(step, Monstrosity):  # CR 701.37a: X counted once, as it resolves
        if on_battlefield(state, source) and not ctx.card(source).get("monstrous"):
            _add_counters(ctx, source, "+1/+1", value(step.amount))
            ctx.card(source)["monstrous"] = True
            ctx.emit("became_monstrous", card=source, definition=ctx.card(source)["def"])
    elif isinstance(step, PumpEach):  # the affected set is fixed now (CR 611.2c)
        spared = frame.get("chosen") if step.except_chosen else None
        for card_id in [c for c in permanents(state) if matches(state, step.what, c, controller, source) and c != spared]:
            _pump(ctx, obj, card_id, value(step.power), value(step.toughness), step.keywords)
    elif step.step == "destroy":
        target = _ref(state, frame, obj, step.target)
        if target:
            destroy(ctx, [target["card"]])
    elif isinstance(step, DestroyEach):  # all at once (CR 701.8a)
        destroy(ctx, [c for c in permanents(state) if matches(state, step.what, c, controller, source)])
    elif isinstance(step, ReturnEachToHand):  # all at once
        leave_battlefield(ctx, [c for c in permanents(state) if matches(state, step.what, c, controller, source)], "hand", "returned")
    elif isinstance(step, EndTheTurn):
        end_turn.end_the_turn(ctx)
    elif isinstance(step, RemoveFromCombat):  # CR 506.4
        target = _ref(state, frame, obj, step.target)
        combat = state["turn"]["combat"]
        if target and (combat["attackers"].pop(target["card"], None) or combat["blockers"].pop(target["card"], None)):
            ctx.emit("removed_from_combat", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, FlipCoin):
        frame["won_flip"] = coin_flips.flip(ctx, controller)
    elif isinstance(step, AdditionalCombatPhase):
        extra_phases.add(ctx, extra_phases.COMBAT_PHASE)
    elif isinstance(step, ExtraTurn):  # CR 500.7
        extra_turns.add(ctx, controller)
    elif isinstance(step, OpponentsCantCast):
        record = state["data"].get("cant_cast", {})
        if record.get("turn") != state["turn"]["number"]:
            record = state["data"]["cant_cast"] = {"turn": state["turn"]["number"], "bans": []}
        record["bans"].append({"players": ctx.opponents(controller), "what": step.what.model_dump(mode="json", exclude_defaults=True)})
    elif isinstance(step, WinGame):  # CR 104.2b
        players_lose(ctx, {p: "effect" for p in ctx.seats if p != controller}, "mtg.result.lost_by_effect")
    elif isinstance(step, AdditionalEndStep):
        extra_phases.add(ctx, extra_phases.END_STEP)
    elif isinstance(step, ExileAndReturn):
        target = _ref(state, frame, obj, step.target)
        if target:
            _exile_and_return(ctx, target["card"])
    elif isinstance(step, PreventDamageThisTurn):
        shield = {"prevent_damage_to": controller} if step.to_you else {"prevent_damage": step.what.model_dump(exclude_defaults=True)}
        add_effect(ctx, source=source, controller=controller, modifier=shield, until=END_OF_TURN)
    elif isinstance(step, PreventDamageIntoCounters):
        target = _ref(state, frame, obj, step.target)
        if target:
            add_effect(ctx, source=source, controller=controller, cards=[target["card"]], modifier={DAMAGE_INTO_COUNTERS: True},
                       until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, AttackTax):  # CR 508.1g–h, until your next turn (611.2a)
        add_effect(ctx, source=source, controller=controller, modifier={ATTACK_TAX: {"defender": controller, "amount": step.amount}},
                   until={"start_of_turn": controller})  # fmt: skip
    elif isinstance(step, DoubleDamageTo):
        player = _player_of(state, frame, obj, step.who)
        if player:
            add_effect(ctx, source=source, controller=controller, modifier={"double_damage_to": player},
                       until={"start_of_turn": controller})  # fmt: skip
    elif isinstance(step, Untap):
        target = _ref(state, frame, obj, step.target)
        if target and untap(ctx, target["card"]):
            ctx.emit("untapped", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, (CantBeBlocked, MustBeBlocked)):  # CR 509.1b / 509.1c (cant_block: 509.1a; must_attack: 508.1d)
        target = _ref(state, frame, obj, step.target)
        if target:
            blocked_by = {"cant_be_blocked_by_opponents_of": controller} if isinstance(step, CantBeBlocked) and step.by_opponents else {step.step: True}
            add_effect(ctx, source=_source_id(obj), controller=controller, cards=[target["card"]],
                       modifier=blocked_by, until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, Meld):
        meld.meld(ctx, _source_id(obj), controller)
    elif isinstance(step, BecomeMonarch):
        monarch.become(ctx, controller)
    elif isinstance(step, Tap):
        target = _ref(state, frame, obj, step.target)
        if target and not ctx.card(target["card"]).get("tapped"):
            ctx.card(target["card"])["tapped"] = True
            ctx.emit("tapped", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, ReturnToHand):
        target = _ref(state, frame, obj, step.target)
        spell = next((o for o in state["stack"] if target and o["kind"] == "spell" and o.get("card") == target["card"]), None)
        if target and on_battlefield(state, target["card"]):
            leave_battlefield(ctx, [target["card"]], "hand", "returned")
        elif spell:
            _return_spell_to_hand(ctx, spell)
        elif target:  # a card target in a graveyard
            ctx.move(target["card"], hand(ctx.card(target["card"])["owner"]), reason="returned")
    elif isinstance(step, PutOntoBattlefield):
        target = _ref(state, frame, obj, step.target)
        if target:
            under = ctx.card(target["card"])["owner"] if step.under_owner else controller
            new_id = enter_battlefield(ctx, target["card"], under, tapped=step.tapped, reason="returned")
            for kind, count in step.counters.items():
                put_counters(ctx, new_id, kind, count)
            frame["chosen"] = new_id  # "it gains haste until end of turn": the new object (CR 400.7)
    elif isinstance(step, PutOnBottomOfLibrary):
        if card_id := _died_card(state, obj):
            ctx.move(card_id, library(ctx.card(card_id)["owner"]), position=0, reason="put_on_bottom")  # the bottom is first
    elif isinstance(step, ShuffleIntoLibrary):
        if card_id := _died_card(state, obj):
            owner = ctx.card(card_id)["owner"]
            ctx.move(card_id, library(owner), reason="shuffled")
            ctx.shuffle(library(owner))
    elif isinstance(step, ExileFromGraveyard):
        if card_id := _died_card(state, obj):
            ctx.move(card_id, EXILE, reason="exiled")
    elif isinstance(step, ReturnItToHand):
        if card_id := _died_card(state, obj):
            ctx.move(card_id, hand(ctx.card(card_id)["owner"]), reason="returned")
    elif isinstance(step, MayCastAdventureFromGraveyard):  # "from your graveyard": its owner's
        if (card_id := _died_card(state, obj)) and ctx.card(card_id)["owner"] == controller:
            adventures.allow_from_graveyard(state, controller, card_id)
    elif isinstance(step, SpellGains):  # the spell still on the stack; the permanent it becomes gains them
        spell = next((o for o in state["stack"] if o["kind"] == "spell" and o.get("card") == obj.get("subject")), None)
        if spell is not None:
            spell["gains"] = sorted({*spell.get("gains", []), *step.keywords})
    elif isinstance(step, EntersWithCounters):  # the spell still on the stack (CR 400.7: not a new object)
        spell = next((o for o in state["stack"] if o["kind"] == "spell" and o.get("card") == obj.get("subject")), None)
        if spell is not None:
            added = spell.setdefault("enters_with", {})
            added[step.kind] = added.get(step.kind, 0) + value(step.amount)
    elif isinstance(step, ReturnSourceToHand):  # CR 400.7: only the card that is still there
        source = obj.get("source")
        if source in state["cards"] and state["cards"][source]["zone"] == graveyard(state["cards"][source]["owner"]):
            ctx.move(source, hand(state["cards"][source]["owner"]), reason="returned")
    elif isinstance(step, DoubleCounters):
        target = _ref(state, frame, obj, step.target)
        if target and ctx.counter(target["card"], step.kind):
            _add_counters(ctx, target["card"], step.kind, ctx.counter(target["card"], step.kind))
    elif isinstance(step, AddCountersEach):
        each = value(step.amount)
        found = [c for c in permanents(state) if matches(state, step.what, c, controller, source)]
        found = _choose_one(ctx, frame, obj, found, "add_counters_each_up_to", most=step.up_to) if step.up_to else found
        if found is None:
            return False
        for card_id in found:
            if each:
                _add_counters(ctx, card_id, step.kind, each)
    elif isinstance(step, RemoveCounters):
        target = _ref(state, frame, obj, step.target)
        removed = (ctx.counter(target["card"], step.kind) if step.amount == "all" else min(step.amount, ctx.counter(target["card"], step.kind))) if target else 0
        if removed:
            total = ctx.add_counter(target["card"], step.kind, -removed)
            ctx.emit("counters_removed", card=target["card"], definition=ctx.card(target["card"])["def"], kind=step.kind, amount=removed, total=total)
    elif isinstance(step, Double):
        target = _ref(state, frame, obj, step.target)
        if target:  # CR 701.9b–c: +X/+Y from its power and toughness now (negative ones stay negative)
            card_id = target["card"]
            plus_toughness = 0 if step.power_only else toughness(state, card_id) * step.extra
            _pump(ctx, obj, card_id, power(state, card_id) * step.extra, plus_toughness, [])
    elif isinstance(step, SetBase):
        target = _ref(state, frame, obj, step.target)
        if target:
            for stat, base in (("power", value(step.power)), ("toughness", step.toughness)):
                if base is not None:
                    add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                               modifier={"stat": stat, "op": "set_base", "value": base}, until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, SetBaseEach):  # the set is fixed now (CR 611.2c)
        affected = [c for c in permanents(state) if matches(state, step.what, c, controller, source)]
        for stat, base in (("power", step.power), ("toughness", step.toughness)) if affected else ():
            add_effect(ctx, source=_source_id(obj), controller=controller, cards=affected,
                       modifier={"stat": stat, "op": "set_base", "value": base}, until=END_OF_TURN)  # fmt: skip
    elif isinstance(step, Grant):
        target = _ref(state, frame, obj, step.target)
        if target:
            granted = step.ability.model_dump(mode="json", by_alias=True, exclude_defaults=True)
            until = SOURCE_LEAVES if step.indefinitely else END_OF_TURN  # the source is the object itself
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                       modifier={"grant": granted}, until=until)  # fmt: skip
    elif isinstance(step, LoseAbilities):
        target = _ref(state, frame, obj, step.target)
        if target:  # this object only (CR 611.2c), while the counter stays (611.2b)
            lost = {"loses_land_types": True} if step.land_types else {}
            lost |= {"gains_mana": step.gains_mana} if step.gains_mana else {}
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                       modifier={**lost, "loses_abilities": True, "while_counter": step.while_counter}, until=None)  # fmt: skip
    elif isinstance(step, AddSubtype):
        target = _ref(state, frame, obj, step.target)
        if target:  # no duration (CR 611.2a): it follows that object only (611.2c)
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                       modifier={"subtype": step.subtype}, until=None)  # fmt: skip
    elif isinstance(step, BecomeCreature):
        target = _ref(state, frame, obj, step.target)
        if target:  # layer 4 (and 7b), this object only (CR 611.2c)
            until = None if step.indefinitely else END_OF_TURN
            subtype = {"subtype": step.subtype} if step.subtype else {}
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                       modifier={"types": list(step.types), **subtype}, until=until)  # fmt: skip
            for stat in ("power", "toughness") if step.power is not None else ():
                add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[target["card"]],
                           modifier={"stat": stat, "op": "set_base", "value": getattr(step, stat)}, until=until)  # fmt: skip
    elif isinstance(step, ExileTopPlayFree):
        play_from_exile.exile_top_of_each_library(ctx, controller)
    elif isinstance(step, ExileTopPlayable):
        lasting = {"while_controls": source} if step.while_you_control_source else {"lore_turns_of": source} if step.during_lore_turns else None
        if step.through_your_next_turn:  # the player's next turn is the one after the turns they have taken
            lasting = {"through_turn": state["players"][controller]["turns_taken"] + 1}
        play_from_exile.exile_top_playable(ctx, controller, step.amount, lasting)
    elif isinstance(step, RevealUntil):
        found = _reveal_until(ctx, controller, step.what, step.to_hand)
        frame["did"] = found is not None  # "when you reveal a creature card this way" (CR 603.12)
        if found:
            frame["revealed_mana_value"] = card(ctx.card(found)["def"]).mana_value
    elif isinstance(step, ReturnToBattlefield):
        if card_id := _died_card(state, obj):
            enter_battlefield(ctx, card_id, ctx.card(card_id)["owner"], tapped=step.tapped, reason="returned")
    elif isinstance(step, ReturnAllFromGraveyard):
        for card_id in [c for c in ctx.zone(graveyard(controller)) if matches(state, step.what, c, controller, source)]:
            enter_battlefield(ctx, card_id, controller, tapped=step.tapped, reason="returned")
    elif isinstance(step, ShuffleGraveyardIntoLibrary):
        moved = [c for c in ctx.zone(graveyard(controller)) if matches(state, step.what, c, controller, source)]
        for card_id in moved:
            ctx.move(card_id, library(controller), reason="shuffled")
        ctx.shuffle(library(controller))
        frame["shuffled_count"] = len(moved)  # for a later step
    elif isinstance(step, PutSourceCounters):
        target = _ref(state, frame, obj, step.target)
        for kind, count in obj.get("source_lki", {}).get("counters", {}).items() if target else ():
            _add_counters(ctx, target["card"], kind, count)
    elif isinstance(step, AttachSourceEquipment):
        target = _ref(state, frame, obj, step.target)
        kept = [c for c in obj.get("source_lki", {}).get("equipment", []) if on_battlefield(state, c) and controller_of(state, c) == controller]
        if target and kept:
            attach(ctx, kept[0], target["card"])
    elif isinstance(step, Exile) and step.until_source_leaves:
        target = _ref(state, frame, obj, step.target)
        if target and source and on_battlefield(state, source):  # CR 610.3c
            [exiled] = leave_battlefield(ctx, [target["card"]], "exile", "exiled")
            state["data"].setdefault(f"exiled_until_leaves:{source}", []).append(exiled)
    elif isinstance(step, Exile):
        target = _ref(state, frame, obj, step.target)
        if target and on_battlefield(state, target["card"]):
            leave_battlefield(ctx, [target["card"]], "exile", "exiled")
        elif target:  # a card target in a graveyard; "if a creature card was exiled this way"
            frame["chosen"] = frame["exiled"] = ctx.move(target["card"], EXILE, reason="exiled")
            frame["exiled_this_way"] = [frame["chosen"]]  # "for each card exiled this way"
    elif isinstance(step, ExileTopOfLibrary):
        damaged = [p for p in [obj.get("data", {}).get("damaged_player")] if p in ctx.seats]
        if isinstance(step.who, int):  # "target opponent's library"
            whose = [p for p in [_player_of(state, frame, obj, step.who)] if p in ctx.seats]
        else:
            whose = {"damaged_player": damaged, "you": [controller], "each_opponent": ctx.turn_order_from(controller)[1:]}[step.who]
        frame["did"], frame["exiled_this_way"] = False, []  # "when you exile a card this way" (CR 603.12)
        count = _amount_of(state, obj, frame, step.amount)
        for player in whose:
            if step.shuffle_first:
                ctx.shuffle(library(player))
            for card_id in reversed(ctx.zone(library(player))[-count:] if count else []):  # the top card first
                frame["chosen"] = ctx.move(card_id, EXILE, reason="exiled")
                frame["exiled_this_way"].append(frame["chosen"])
                frame["did"], frame["revealed_mana_value"] = True, card(ctx.card(frame["chosen"])["def"]).mana_value
    elif isinstance(step, MayPlayExiledWithSourceThisTurn):
        play_from_exile.exiled_with_source_this_turn(ctx, controller, source, step.cost_less)
    elif isinstance(step, MayCastOneMilledThisTurn):
        milled_casting.allow(ctx, controller, list(frame.get("milled", [])), f"milled:{obj['id']}")
    elif isinstance(step, MayPlayChosenThisTurn):
        chosen = frame.get("chosen")
        if chosen in state["cards"] and state["cards"][chosen]["zone"] == EXILE:
            play_from_exile.this_turn(ctx, controller, chosen, any_mana_type=step.any_mana_type, cast_only=step.cast_only, free=step.free)
    elif isinstance(step, ExileIfDies):
        target = _ref(state, frame, obj, step.target)
        if target and on_battlefield(state, target["card"]):
            exile_if_it_would_die(ctx, target["card"], source, controller)
    elif isinstance(step, GainControl):  # "if they do" (``if_you_do``): only if control changed
        target = _ref(state, frame, obj, step.target)
        gainer = _player_of(state, frame, obj, step.who)
        # CR 611.2b: "for as long as you control [it]" never begins if the source is gone or lost by now (the rulings)
        lapsed = step.while_you_control_source and not (on_battlefield(state, source) and controller_of(state, source) == controller)
        frame["did"] = bool(target and gainer and controller_of(state, target["card"]) != gainer) and not lapsed
        if frame["did"]:
            until = SOURCE_LEAVES if step.while_you_control_source else None if step.indefinitely else END_OF_TURN
            control.gain_control(ctx, [target["card"]], gainer, _source_id(obj), until=until, while_controlled=step.while_you_control_source)
    elif isinstance(step, Unattach):
        target = _ref(state, frame, obj, step.target)
        if target and step.if_attached_to_yours and not delayed.attached_to_creature_of(state, target["card"], controller):
            target = None  # the intervening "if" checked again (CR 603.4)
        if target and ctx.card(target["card"]).pop("attached_to", None):  # CR 701.3d
            ctx.emit("unattached", card=target["card"], definition=ctx.card(target["card"])["def"])
    elif isinstance(step, DelayedTrigger):
        if frame.get("chosen") or not step.only_if_chosen:
            delayed.create(ctx, obj, step, body_of(obj).targets, frame.get("chosen"), frame.get("those", []))
    elif isinstance(step, CreateToken) and step.attacking_each_opponent:
        for opponent in ctx.opponents(controller):
            for token in create_tokens(ctx, [step.token] * value(step.amount), controller, tapped=True)[:value(step.amount)]:
                _put_into_combat(ctx, token, opponent)
    elif isinstance(step, CreateToken) and step.attacking:
        return _create_attacking_token(ctx, frame, obj, step)
    elif isinstance(step, CreateToken):
        creator = _player_of(state, frame, obj, step.who)
        count = value(step.amount)
        made = create_tokens(ctx, [step.token] * count, creator, tapped=step.tapped)[:count] if creator else []
        if made:  # a later step's "chosen" is "that token" (the last one)
            frame["chosen"] = made[-1]
        if step.attach_source and made:
            _attach_source_to(ctx, obj, made[0])
    elif isinstance(step, BecomeCopy):
        copied = _copied_definition(state, frame, obj, step.target)
        if copied and on_battlefield(state, source):  # CR 707.2: copiable values, with the exception (707.9b)
            record = ctx.card(source)
            record["def"] = copy_with_exception(copied, record.setdefault(PRINTED_DEF, record["def"]))
            if step.until_end_of_turn:
                record[COPY_UNTIL_END_OF_TURN] = True
            ctx.emit("became_copy", card=source, definition=record["def"], copied=copied)
        else:  # it couldn't become a copy: "if you do" is false (CR 608.2d)
            frame["did"] = False
    elif isinstance(step, CreateCopyToken):
        copied = _copied_definition(state, frame, obj, step.target)
        if copied:  # CR 707.2: the copiable values are the definition the object has
            copied = copy_with_exception(copied, obj["def"]) if step.exception else copied  # CR 707.9b
            frame["chosen"] = create_tokens(ctx, [copied], controller, tapped=step.tapped)[0]
    elif isinstance(step, PutMilledOntoBattlefield):
        milled = [c for c in frame.get("milled", []) if c in state["cards"] and state["cards"][c]["zone"].endswith(".graveyard")
                  and matches(state, step.what, c, controller, source)]  # fmt: skip
        frame["those"] = [enter_battlefield(ctx, c, controller, reason="returned") for c in milled]
    elif isinstance(step, CopyRandomFromGraveyard):
        _copy_random_from_graveyard(ctx, controller, source, step)
    elif isinstance(step, DistributeCounters):  # CR 601.2d: the split follows the targets chosen
        chosen = [tg for tg in obj["targets"] if tg]
        for index, target in enumerate(chosen):
            share = step.total // len(chosen) + (step.total % len(chosen) if index == 0 else 0)
            if frame["legal"][obj["targets"].index(target)]:
                _add_counters(ctx, target["card"], step.kind, share)
    elif isinstance(step, SacrificeIt):
        target = _ref(state, frame, obj, step.target)
        if target and controller_of(state, target["card"]) == controller:  # CR 701.21a
            leave_battlefield(ctx, [target["card"]], "graveyard", "sacrificed")
    elif isinstance(step, GainLife):
        gainer = _player_of(state, frame, obj, step.who)
        if gainer:
            change_life(ctx, gainer, value(step.amount))
    elif isinstance(step, Mill):
        if isinstance(step.who, int):  # target player N, if still legal (608.2b)
            millers = [player for player in [_player_of(state, frame, obj, step.who)] if player]
        else:
            millers = {"you": [controller], "each_opponent": ctx.turn_order_from(controller)[1:], "each_player": ctx.turn_order_from(controller)}[step.who]
        frame["milled"] = []  # "from among them": every player's
        for player in millers:
            if step.shuffle_first:
                ctx.shuffle(library(player))
            count = len(ctx.zone(library(player))) // 2 if step.amount == "half_library" else value(step.amount)
            frame["milled"] += mill(ctx, player, count)
    elif isinstance(step, Fight):
        _fight(ctx, frame, obj, step)
    elif isinstance(step, LoseLife):
        everyone = ctx.turn_order_from(controller)
        if isinstance(step.who, int):
            target = _ref(state, frame, obj, step.who)
            losers = [target["player"]] if target else []
        elif step.who == "damaged_player":
            losers = [p for p in [obj.get("data", {}).get("damaged_player")] if p in ctx.seats]
        elif step.who == "each_opponent_who_didnt":  # after an optional sacrifice (the notes: all sacrificed at once, then this)
            losers = [p for p in everyone[1:] if p not in frame.get("did_players", [])]
        else:
            losers = {"you": [controller], "each_opponent": everyone[1:], "each_player": everyone}[step.who]
        for player in losers:
            change_life(ctx, player, -value(step.amount))
    elif isinstance(step, LoseGame):  # CR 104.3e, even if the source has left (the card's ruling)
        for player in [p for p in [obj.get("data", {}).get("damaged_player")] if p in ctx.seats]:
            players_lose(ctx, {player: "effect"}, "mtg.result.lost_by_effect")  # 800.4a with more players
    elif isinstance(step, PoisonCounters):  # "that player gets two poison counters" (CR 122.1f)
        for player in [p for p in [obj.get("data", {}).get("damaged_player")] if p in ctx.seats]:
            ctx.player(player)["poison"] = ctx.player(player).get("poison", 0) + step.amount
            ctx.emit("poison_counters", player=player, amount=step.amount, total=ctx.player(player)["poison"])
    elif isinstance(step, AddMana):
        add_mana(ctx, controller, step.mana, value(step.amount))
    elif isinstance(step, ExileRandomFromGraveyards):
        _exile_random_from_graveyards(ctx, frame, controller)
    elif isinstance(step, ExileAllFromGraveyards):
        players = [controller] if step.who == "you" else ctx.turn_order_from(controller)[1:]
        found = [c for p in players for c in ctx.zone(graveyard(p)) if matches(state, step.what, c, controller, source)]
        frame["exiled_this_way"] = [ctx.move(c, EXILE, reason="exiled") for c in found]
        frame["did"] = bool(found)  # "when you do"
        for exiled in frame["exiled_this_way"]:
            link_exiled(state, source, exiled)
    elif isinstance(step, ExileThisSpell):  # a copy of a spell has no card (CR 707.10)
        if obj["kind"] == "spell" and obj.get("card") in state["cards"]:
            ctx.move(obj["card"], EXILE, reason="exiled", keep=("card_copy",))
    elif isinstance(step, RevealTopToHand):
        top = ctx.zone(library(controller))[-1:]
        if top:
            ctx.reveal(top[0])
            printed = card(ctx.card(top[0])["def"])
            if printed.is_permanent_card or not step.only_permanent:
                ctx.move(top[0], hand(controller), reason="revealed")
            losers = [controller] if step.loser == "you" else ctx.turn_order_from(controller)[1:]
            for loser in losers if step.lose_life_mana_value else ():
                change_life(ctx, loser, -printed.mana_value)
    elif isinstance(step, RevealTopLandOrDraw):
        top = ctx.zone(library(controller))[-1:]
        for card_id in top:
            ctx.reveal(card_id)
        if top and "land" in card(ctx.card(top[0])["def"]).types:
            enter_battlefield(ctx, top[0], controller, tapped=True, reason="revealed")
        else:
            draw(ctx, controller)
    elif isinstance(step, CopyNextSpell):
        spell_copies.wait_for_next_spell(ctx, obj, source, step)
    return True


def _copied_definition(state: dict, frame: dict, obj: dict, ref) -> str | None:
    """What a copy effect copies: a target permanent's copiable values, or a card's printed ones
    wherever it is ("a copy of that card", the card an earlier step exiled: "chosen"); "it", the
    permanent whose entering triggered the ability, as it last existed if it has left (CR 608.2h)."""
    if ref == "subject":
        subject = obj.get("subject")
        return state["cards"][subject]["def"] if on_battlefield(state, subject) else obj.get("subject_def")
    if ref == "chosen":
        chosen = frame.get("chosen")
        return state["cards"][chosen]["def"] if chosen in state["cards"] else None
    target = _ref(state, frame, obj, ref)
    return state["cards"][target["card"]]["def"] if target else None


def _copy_random_from_graveyard(ctx: Ctx, controller: str, source: str | None, step: CopyRandomFromGraveyard) -> None:
    """Exile a matching card from the controller's graveyard at random (the game picks it, no
    player chooses), create a token copy of that card; again while the exiled card matches
    ``repeat_while`` and a matching card is left."""
    state = ctx.state
    while True:
        found = [c for c in ctx.zone(graveyard(controller)) if matches(state, step.what, c, controller, source)]
        if not found:
            return
        exiled = ctx.move(found[ctx.randint(0, len(found) - 1)], EXILE, reason="exiled")
        create_tokens(ctx, [state["cards"][exiled]["def"]], controller, tapped=step.tapped)
        if step.repeat_while is None or not matches(state, step.repeat_while, exiled, controller, source):
            return


def _exile_random_from_graveyards(ctx: Ctx, frame: dict, controller: str) -> None:
    """One card at random from each opponent's graveyard (the game picks it); "exiled this way"."""
    exiled = []
    for opponent in ctx.turn_order_from(controller)[1:]:
        found = ctx.zone(graveyard(opponent))
        if found:
            exiled.append(ctx.move(found[ctx.randint(0, len(found) - 1)], EXILE, reason="exiled"))
    frame["exiled_this_way"] = exiled


def _attach_source_to(ctx: Ctx, obj: dict, token: str) -> None:
    """"..., then attach this Equipment to it" (Job select, CR 702.182a): if both are still on
    the battlefield (CR 701.3a); with several tokens, to one only (release notes)."""
    source = _source_id(obj)
    if source and on_battlefield(ctx.state, source) and on_battlefield(ctx.state, token):
        attach(ctx, source, token)


def _damage(ctx: Ctx, frame: dict, obj: dict, step: Damage, count: int) -> None:
    state = ctx.state
    if step.source == "self":
        source_id = _source_id(obj)
    else:
        source_target = _ref(state, frame, obj, step.source)
        if source_target is None:  # an illegal target performs no action (608.2b)
            return
        source_id = source_target["card"]
    definition_id = state["cards"][source_id]["def"] if source_id in state["cards"] else obj["def"]
    source = source_facts(state, source_id, definition_id, obj["controller"])
    if step.to in ("each_opponent", "each_other_opponent", "each_opponent_who_did"):  # "… who discarded their hand this way"
        damaged = obj.get("data", {}).get("damaged_player") if step.to == "each_other_opponent" else None
        did = frame.get("did_players", []) if step.to == "each_opponent_who_did" else ctx.seats
        recipients = [{"player": p} for p in ctx.turn_order_from(obj["controller"]) if p not in (obj["controller"], damaged) and p in did]
    elif step.to in ("each_creature", "each_other_creature"):  # all dealt at once, then SBAs (CR 704.3)
        recipients = [{"card": c} for c in creatures(state) if step.to == "each_creature" or c != source_id]
    elif step.to == "random_opponent":
        opponents = ctx.opponents(obj["controller"])
        recipients = [{"player": rng.choice(state["rng"], opponents)}] if opponents else []
    elif step.to == "that_player":  # the player whose action triggered it, if still in the game
        recipients = [{"player": p} for p in [obj.get("data", {}).get("that_player")] if p in ctx.seats]
    elif step.to == "defending_player":  # CR 506.2: the player the attacking source attacks
        attack = state["turn"]["combat"]["attackers"].get(source_id)
        recipients = [{"player": attack["defender"]}] if attack else []
    else:
        target = _ref(state, frame, obj, step.to)
        recipients = [target] if target else []
    if step.to_controller:  # "… to that creature's controller"
        recipients = [{"player": controller_of(state, r["card"])} for r in recipients if on_battlefield(state, r["card"])]
    damage_event(ctx)
    for recipient in recipients:
        deal_damage(ctx, source, recipient, count)


def _each_deals_damage(ctx: Ctx, frame: dict, obj: dict, step: EachDealsDamage) -> None:
    """Each permanent that matches deals damage equal to its power (each a source, CR 120.3); the
    set and the powers are read once, then all the damage is dealt (SBAs after, CR 704.3)."""
    state = ctx.state
    target = _ref(state, frame, obj, step.to)
    if not target:  # an illegal target: no damage (608.2b)
        return
    dealers = [(c, power(state, c)) for c in permanents(state) if matches(state, step.what, c, obj["controller"], _source_id(obj))]
    damage_event(ctx)
    for card_id, amount_dealt in dealers:
        deal_damage(ctx, source_facts(state, card_id, state["cards"][card_id]["def"], controller_of(state, card_id)), target, amount_dealt)


def _add_counters_step(ctx: Ctx, frame: dict, obj: dict, step: AddCounters) -> bool:
    """N counters on the target, or as many as the controller chooses up to N (``up_to``); False
    while waiting."""
    target = _ref(ctx.state, frame, obj, step.target)
    count = _amount_of(ctx.state, obj, frame, step.amount)
    if not target or not count:
        return True
    if step.optional:
        prompt = t("mtg.prompt.may_add_counters", card=card_name(obj["def"]), count=count, kind=t(f"mtg.counter.{step.kind}"))
        taken = ask_may(ctx, frame, obj["controller"], f"may_add_counters:{obj['id']}:{frame['index']}", prompt, possible=True, card=obj["def"])
        if not taken:
            return taken is not None
    if step.up_to:
        options = [{"id": str(n), "label": str(n)} for n in range(count + 1)]
        prompt = t("mtg.prompt.add_counters_up_to", card=card_name(obj["def"]), kind=t(f"mtg.counter.{step.kind}"))
        choice = ctx.choose(frame, obj["controller"], "choose_number", f"add_counters:{obj['id']}:{frame['index']}", make_ask(prompt, options, default=[str(count)]))
        if choice is None:
            return False
        count = int(choice[0])
    if count:
        _add_counters(ctx, target["card"], step.kind, count)
    return True


def _add_counters(ctx: Ctx, card_id: str, kind: str, count: int) -> None:
    if kind == LORE and is_saga(ctx.state, card_id):  # CR 714.2b: the chapters it passes trigger
        add_lore_counters(ctx, card_id, count)
        return
    total = put_counters(ctx, card_id, kind, count)
    ctx.emit("counters_added", card=card_id, definition=ctx.card(card_id)["def"], kind=kind, amount=count, total=total)


def _attach_equipment(ctx: Ctx, frame: dict, obj: dict, step: AttachEquipment) -> bool:
    """"You may attach an Equipment you control to that creature" (CR 701.3a): one of the
    controller's Equipment, or none. False while waiting."""
    state, player = ctx.state, obj["controller"]
    target = _ref(state, frame, obj, step.target)
    equipment = [c for c in permanents(state, player) if "Equipment" in card(state["cards"][c]["def"]).subtypes]
    if not target:
        return True
    if step.any_number and equipment:
        options = [{"id": c, "label": card_label(state, c, player)} for c in equipment]
        ask = make_ask(t("mtg.prompt.attach_equipment_any", card=card_name(obj["def"])), options, minimum=0, maximum=len(equipment), default=[])
        choice = ctx.choose(frame, player, "choose_cards", f"attach_equipment:{obj['id']}:{frame['index']}", ask)
    else:
        choice = _choose_one(ctx, frame, obj, equipment, "attach_equipment")
    if choice is None:
        return False
    for equipment_id in choice:  # CR 701.3a (one already attached to it stays, 701.3b)
        frame["chosen"] = equipment_id
        attach(ctx, equipment_id, target["card"])
    return True


def _destroy_attached(ctx: Ctx, frame: dict, obj: dict, step: DestroyAttached) -> bool:
    """"Destroy up to one Equipment attached to that creature": the controller chooses one or none
    (not targeted, so chosen as the step happens). False while waiting."""
    state, player = ctx.state, obj["controller"]
    target = _ref(state, frame, obj, step.target)
    attached = [c for c in permanents(state) if target and state["cards"][c].get("attached_to") == target["card"]
                and matches(state, step.what, c, player, _source_id(obj))]  # fmt: skip
    choice = _choose_one(ctx, frame, obj, attached, "destroy_attached")
    if choice is None:
        return False
    destroy(ctx, choice)
    return True


def _pump(ctx: Ctx, obj: dict, card_id: str, plus_power: int, plus_toughness: int, keywords: list[str], until=END_OF_TURN,
          while_controlled: bool = False) -> None:  # fmt: skip
    """CR 611.2c: the affected object is locked in when the effect begins; it ends at cleanup
    (CR 514.2), or as ``until`` says ("until your next turn"); ``while_controlled``: also once the
    source changes control (``control.py``)."""
    lasting = {control.WHILE_YOU_CONTROL_SOURCE: True} if while_controlled else {}
    for stat, value in (("power", plus_power), ("toughness", plus_toughness)):
        if value:
            add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[card_id],
                       modifier={"stat": stat, "op": "add", "value": value, **lasting}, until=until)  # fmt: skip
    for keyword in keywords:
        add_effect(ctx, source=_source_id(obj), controller=obj["controller"], cards=[card_id],
                   modifier={"keyword": keyword, **lasting}, until=until)  # fmt: skip


def _sacrifice(ctx: Ctx, frame: dict, obj: dict, step: Sacrifice) -> bool:
    """Each opponent (or the target player, ``who``) chooses what they sacrifice (CR 701.21a);
    then all go at once."""
    if step.who is None:
        players = None
    elif step.who == "each_player":  # in turn order, from the controller (CR 101.4)
        players = ctx.turn_order_from(obj["controller"])
    elif step.who == "each_opponent_who_lost_life":  # in turn order, then all at once (the notes' Papalymo ruling)
        players = [p for p in ctx.turn_order_from(obj["controller"])[1:] if lost_life_this_turn(ctx.state, p)]
    else:
        who = _ref(ctx.state, frame, obj, step.who)
        players = [who["player"]] if who else []

    def theirs(player: str) -> list[str]:
        cards = [c for c in permanents(ctx.state, player) if matches(ctx.state, step.what, c, player, None)]
        top = max((power(ctx.state, c) for c in cards), default=None)
        return [c for c in cards if power(ctx.state, c) == top] if step.greatest_power else cards

    chosen = _each_opponent_chooses(ctx, frame, obj, "sacrifice", step.amount, theirs, players, optional=step.optional)
    if chosen is None:
        return False
    frame["did_players"] = [controller_of(ctx.state, c) for c in chosen]  # "each opponent who doesn't": the others
    leave_battlefield(ctx, chosen, "graveyard", "sacrificed")
    return True


def _each_opponent_chooses(ctx: Ctx, frame: dict, obj: dict, kind: str, amount: int | str, cards_of,
                           players: list[str] | None = None, optional: bool = False) -> list[str] | None:  # fmt: skip
    """Each opponent in turn order starting with the next (CR 101.4; the notes' Hecteyes ruling),
    or only ``players``, chooses ``amount`` of their cards ``cards_of(player)`` (all of them if
    fewer; "half": half of them, rounded down), without revealing; the chosen cards, or None while a
    choice is awaited. ``optional``: each may choose none ("each player may discard a card")."""
    scratch = frame.setdefault("scratch", {"chosen": [], "done": []})
    for player in ctx.turn_order_from(obj["controller"])[1:] if players is None else players:
        if player in scratch["done"]:
            continue
        cards = cards_of(player)
        count = len(cards) // 2 if amount == "half" else min(amount, len(cards))
        if count:
            options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
            ask = make_ask(t(f"mtg.prompt.{kind}", count=count, card=card_name(obj["def"])), options, minimum=0 if optional else count, maximum=count,
                           default=[] if optional else None)  # fmt: skip
            choice = ctx.choose(frame, player, "choose_cards", f"{kind}:{obj['id']}:{player}", ask)
            if choice is None:
                return None
            scratch["chosen"] += choice
        scratch["done"].append(player)
    return scratch["chosen"]


def _return_opponents_greatest(ctx: Ctx, frame: dict, obj: dict, step: ReturnOpponentsGreatest) -> bool:
    state = ctx.state

    def greatest(player: str) -> list[str]:
        theirs = [c for c in permanents(state, player) if matches(state, step.what, c, player, None)]
        top = max((mana_value(state, c) for c in theirs), default=None)
        return [c for c in theirs if mana_value(state, c) == top]

    chosen = _each_opponent_chooses(ctx, frame, obj, "return_opponents_greatest", 1, greatest)
    if chosen is None:
        return False
    leave_battlefield(ctx, chosen, "hand", "returned")
    return True


def _reveal_top_one_of_each_type(ctx: Ctx, frame: dict, obj: dict, step: RevealTopOneOfEachType) -> bool:
    """Everyone sees the revealed cards (CR 701.20a); for each card type in turn the controller
    takes up to one of them not taken yet; the rest go to the bottom in a random order."""
    player = obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "revealed" not in scratch:
        scratch.update(revealed=list(reversed(ctx.zone(library(player))[-step.amount:])), taken=[], asked=[])
        for card_id in scratch["revealed"]:
            ctx.reveal(card_id)
    for kind in sorted(get_args(CardType)):  # as the card lists them: artifact, creature, enchantment, …
        if kind in scratch["asked"]:
            continue
        allowed = [c for c in scratch["revealed"] if c not in scratch["taken"] and kind in card(ctx.card(c)["def"]).types]
        if allowed:
            options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in allowed]
            ask = make_ask(t("mtg.prompt.one_of_type", card=card_name(obj["def"]), kind=t(f"mtg.type.{kind}")), options, minimum=0, maximum=1, default=[])
            choice = ctx.choose(frame, player, "choose_cards", f"one_of_type:{obj['id']}:{frame['index']}:{kind}", ask)
            if choice is None:
                return False
            scratch["taken"] += choice
        scratch["asked"].append(kind)
    for card_id in scratch["taken"]:
        ctx.move(card_id, hand(player), reason="revealed")
    rest = [c for c in scratch["revealed"] if c not in scratch["taken"]]
    rng.shuffle(ctx.state["rng"], rest)  # the game's random numbers, so a replay matches
    for card_id in rest:
        ctx.move(card_id, library(player), position=0, reason="revealed")
    return True


def _add_mana_of_one_colour(ctx: Ctx, frame: dict, obj: dict, step: AddManaOfOneColour) -> bool:
    """The controller (or the target player, ``who``) chooses the colour (or, ``optional``,
    declines); X is counted as it resolves."""
    player, source = obj["controller"], _source_id(obj)
    if step.who is not None:
        target = _ref(ctx.state, frame, obj, step.who)
        if not target:
            return True
        player = target["player"]
    count = _amount_of(ctx.state, obj, frame, step.amount)
    if count <= 0:  # no mana to add: nothing to choose
        return True
    options = [{"id": colour, "label": t("mtg.option.add_mana_of_colour", count=count, colour=t(f"mtg.colour.{colour}"))} for colour in "WUBRG"]
    options += [{"id": "decline", "label": t("mtg.option.add_no_mana")}] if step.optional else []
    ask = make_ask(t("mtg.prompt.add_mana_of_one_colour", card=card_name(obj["def"]), count=count), options)
    choice = ctx.choose(frame, player, "choose_option", f"add_mana_of_one_colour:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    if choice[0] != "decline":
        add_mana(ctx, player, choice[0], count)
        if source in ctx.state["cards"]:
            ctx.card(source)[triggers.ADDED_MANA_TURN] = ctx.state["turn"]["number"]
    return True


def _loot(ctx: Ctx, frame: dict, obj: dict, step: Loot) -> bool:
    """"You may discard a card. If you do, draw a card": a choice of none or one hand card."""
    player = obj["controller"]
    cards = ctx.zone(hand(player))
    if not cards:
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    ask = make_ask(t("mtg.prompt.loot", card=card_name(obj["def"])), options, minimum=0, maximum=1, default=[])
    choice = ctx.choose(frame, player, "choose_cards", f"loot:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    if choice:
        discard(ctx, choice)
        draw(ctx, player)
    return True


def _draw_then_discard(ctx: Ctx, frame: dict, obj: dict, step: DrawThenDiscard) -> bool:
    """Draw (if the player takes the optional draw), then discard a card of their choice."""
    player = obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "drawn" not in scratch:
        if step.optional:
            key = f"may_draw:{obj['id']}:{frame['index']}"
            taken = ask_may(ctx, frame, player, key, t("mtg.prompt.may_draw", card=card_name(obj["def"])), possible=True, card=obj["def"])
            if taken is None:
                return False
            if not taken:
                return True
        draw(ctx, player, step.draw)
        scratch["drawn"] = True
    prompt = t("mtg.prompt.discard", count=step.discard, card=card_name(obj["def"]))
    return _choose_discard(ctx, frame, obj, player, ctx.zone(hand(player)), prompt, "discard", step.discard)


def _discard_then_draw(ctx: Ctx, frame: dict, obj: dict, step: DiscardThenDraw) -> bool:
    """Up to N (or any number of) hand cards of the player's choice are discarded, then as many
    drawn, plus ``plus``. False while waiting."""
    player = obj["controller"]
    cards = ctx.zone(hand(player))
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    most = len(cards) if step.up_to == "any" else min(step.up_to, len(cards))
    prompt = t("mtg.prompt.discard_any_then_draw", card=card_name(obj["def"]), plus=step.plus) if step.up_to == "any" else (
        t("mtg.prompt.discard_then_draw", card=card_name(obj["def"]), count=step.up_to))  # fmt: skip
    ask = make_ask(prompt, options, minimum=0, maximum=most, default=[])
    choice = ctx.choose(frame, player, "choose_cards", f"discard_then_draw:{obj['id']}:{frame['index']}", ask) if cards else []
    if choice is None:
        return False
    discard(ctx, choice)
    draw(ctx, player, len(choice) + step.plus)
    return True


def _choose_discard(ctx: Ctx, frame: dict, obj: dict, player: str, cards: list[str], prompt: str, kind: str, count: int = 1) -> bool:
    """``player`` chooses ``count`` of ``cards`` (hand cards; all of them if there are fewer),
    which are discarded together (CR 701.9a). False while waiting."""
    if not cards:
        return True
    count = min(count, len(cards))
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    ask = make_ask(prompt, options, minimum=count, maximum=count)
    choice = ctx.choose(frame, player, "choose_cards", f"{kind}:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    frame["discarded_mana_value"] = sum(card(ctx.card(c)["def"]).mana_value for c in choice)  # for a later step
    discard(ctx, choice)
    return True


def _put_from_hand(ctx: Ctx, frame: dict, obj: dict, step: PutFromHand) -> bool:
    """The controller may choose a matching card from their hand; it enters under their control
    (tapped and attacking if an enchantment card, CR 508.4). False while waiting."""
    state, player = ctx.state, obj["controller"]
    cards = [c for c in ctx.zone(hand(player)) if matches(state, step.what, c, player, None)]
    if not cards:
        return True
    options = [{"id": c, "label": card_label(state, c, player)} for c in cards]
    ask = make_ask(t("mtg.prompt.put_from_hand", card=card_name(obj["def"])), options, minimum=0, default=[])
    choice = ctx.choose(frame, player, "choose_cards", f"put_from_hand:{obj['id']}:{frame['index']}", ask)
    if not choice:
        return choice is not None
    attacking = step.attacking_if_enchantment and "enchantment" in card(ctx.card(choice[0])["def"]).types
    new_id = enter_battlefield(ctx, choice[0], player, tapped=attacking, reason="put_from_hand")
    attackers = state["turn"]["combat"]["attackers"]
    source = _source_id(obj)
    if attacking and on_battlefield(state, new_id):  # the player its source attacks (1v1: the opponent)
        defender = attackers[source]["defender"] if source in attackers else ctx.opponents(player)[0]
        attackers[new_id] = {"defender": defender, "blocked": False}
    return True


def _transform(ctx: Ctx, frame: dict, obj: dict, step: Transform) -> bool:
    """"[You may] transform ~" (CR 712): asked only while it is on the battlefield and has a back
    face. False while waiting."""
    source = _source_id(obj)
    scratch = frame.setdefault("scratch", {})
    if not scratch.get("transformed"):
        possible = bool(source) and on_battlefield(ctx.state, source) and card(ctx.card(source)["def"]).back is not None
        if step.optional:
            key = f"transform:{obj['id']}:{frame['index']}"
            taken = ask_may(ctx, frame, obj["controller"], key, t("mtg.prompt.transform", card=card_name(obj["def"])), possible=possible, card=obj["def"])
            if not taken:
                return taken is not None
        transform(ctx, source)
        scratch["transformed"] = True
        _emblem_as_transformed(ctx, source)
    return _choose_opponent_as_transformed(ctx, frame, obj, source)


def _emblem_as_transformed(ctx: Ctx, source: str | None) -> None:
    """"As this creature transforms into [this face], you get an emblem with '…'" (CR 114.1)."""
    if source and on_battlefield(ctx.state, source):
        for ability in card(ctx.card(source)["def"]).static_abilities:
            if ability.emblem_as_transforms:
                emblems.create(ctx, controller_of(ctx.state, source), ctx.card(source)["def"], ability.emblem_as_transforms)


def _choose_opponent_as_transformed(ctx: Ctx, frame: dict, obj: dict, source: str | None) -> bool:
    """"As this creature transforms into [this face], choose an opponent" (CR 712): the
    controller's choice, made public and remembered on the permanent. False while waiting."""
    state = ctx.state
    if not (source and on_battlefield(state, source) and any(a.choose_opponent_as_transforms for a in card(ctx.card(source)["def"]).static_abilities)):
        return True
    player = controller_of(state, source)
    options = [{"id": p, "label": ctx.player(p).get("name", p)} for p in ctx.opponents(player)]
    if not options:
        return True
    ask = make_ask(t("mtg.prompt.choose_opponent", card=card_name(ctx.card(source)["def"])), options)
    choice = ctx.choose(frame, player, "choose_option", f"choose_opponent:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    ctx.card(source)["chosen_player"] = choice[0]
    ctx.emit("opponent_chosen", player=player, card=source, definition=ctx.card(source)["def"], chosen_player=choice[0])
    return True


def _choose_permanent(ctx: Ctx, frame: dict, obj: dict, step: ChoosePermanent) -> bool:
    """"Choose a creature an opponent controls" (not targeted): the chosen permanent is
    remembered by the source for its linked "the chosen creature" ability (CR 607.2). False while
    waiting."""
    state, player, source = ctx.state, obj["controller"], _source_id(obj)
    found = [c for c in permanents(state) if matches(state, step.what, c, player, source)]
    choice = _choose_one(ctx, frame, obj, found, "choose_permanent", optional=False)
    if choice is None:
        return False
    frame["chosen"] = choice[0] if choice else None
    if choice and source:
        state["data"].setdefault(triggers.LINKED_CHOSEN, {})[source] = choice[0]
        ctx.emit("permanent_chosen", player=player, card=source, definition=ctx.card(source)["def"], chosen=choice[0],
                 chosen_definition=ctx.card(choice[0])["def"])  # fmt: skip
    return True


def _pay_mana(ctx: Ctx, frame: dict, obj: dict, step: PayMana) -> bool:
    """The optional mana, then the cards of the graveyard to exile or of the hand to discard (CR
    118.3: only a player who can pay all of it is asked). False while waiting."""
    player, count = obj["controller"], step.exile_from_graveyard
    scratch = frame.setdefault("scratch", {})
    if "paid" not in scratch:
        also = t("mtg.text.and_exile_from_graveyard", count=count) if count else t("mtg.text.and_discard", count=step.discard) if step.discard else ""
        able = len(ctx.zone(graveyard(player))) >= count and len(ctx.zone(hand(player))) >= step.discard
        paid = able and reflexive.pay_optional(ctx, frame, obj, step.cost, f"pay:{obj['id']}:{frame['index']}", also)
        if paid is None:
            return False
        scratch["paid"] = frame["did"] = paid
    if not scratch["paid"] or not (count or step.discard):
        return True
    if step.discard:  # with the rest of the cost (CR 601.2h)
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in ctx.zone(hand(player))]
        ask = make_ask(t("mtg.prompt.discard", card=card_name(obj["def"]), count=step.discard), options, minimum=step.discard, maximum=step.discard)
        choice = ctx.choose(frame, player, "choose_cards", f"discard_cost:{obj['id']}:{frame['index']}", ask)
        if choice is None:
            return False
        discard(ctx, choice)
        return True
    cards = ctx.zone(graveyard(player))
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    ask = make_ask(t("mtg.prompt.exile_from_graveyard", card=card_name(obj["def"]), count=count), options, minimum=count, maximum=count)
    choice = ctx.choose(frame, player, "choose_cards", f"exile_cost:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    for card_id in choice:
        ctx.move(card_id, EXILE, reason="cost")
    return True


def _choose_among_targets(ctx: Ctx, frame: dict, obj: dict, step: ChooseAmongTargets) -> bool:
    """The controller chooses one of the targets still legal (the only one: no question). False
    while waiting."""
    if step.among == "those":  # still on the battlefield
        found = [c for c in frame.get("those") or obj.get("data", {}).get("those", []) if on_battlefield(ctx.state, c)]
    else:
        found = [ref["card"] for ref in (_ref(ctx.state, frame, obj, i) for i in range(len(obj["targets"]))) if ref and "card" in ref]
    if len(found) <= 1 and not (step.optional and found):
        frame["chosen"] = found[0] if found else None
        return True
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in found]
    ask = make_ask(t(f"mtg.prompt.choose_among_{step.among}", card=card_name(obj["def"])), options,
                   minimum=0 if step.optional else 1, default=[] if step.optional else None)  # fmt: skip
    choice = ctx.choose(frame, player, "choose_cards", f"among_targets:{obj['id']}:{frame['index']}", ask, confirm=step.optional)
    if choice is None:
        return False
    frame["chosen"] = choice[0] if choice else None
    return True


def _put_into_library(ctx: Ctx, frame: dict, obj: dict, step: PutIntoLibrary) -> bool:
    """The permanent's owner puts it on top or at the bottom of their library, as they choose, or
    shuffles it in. False while waiting for the owner's choice."""
    target = _ref(ctx.state, frame, obj, step.target)
    if not target:
        return True
    card_id = target["card"]
    owner = ctx.card(card_id)["owner"]
    position = None  # the top
    if step.where == "top_or_bottom":
        options = [{"id": "top", "label": t("mtg.option.library_top")}, {"id": "bottom", "label": t("mtg.option.library_bottom")}]
        ask = make_ask(t("mtg.prompt.top_or_bottom", card=card_name(ctx.card(card_id)["def"])), options)
        choice = ctx.choose(frame, owner, "choose_option", f"top_or_bottom:{obj['id']}:{frame['index']}", ask)
        if choice is None:
            return False
        position = 0 if choice == ["bottom"] else None
    leave_battlefield(ctx, [card_id], "library", "put_into_library", position=position)
    if step.where == "shuffle":
        ctx.shuffle(library(owner))
    return True


def _exile_and_return(ctx: Ctx, card_id: str) -> None:
    """Exile the permanent, then return it under its owner's control as a new object (CR 400.7);
    a token that left the battlefield can't come back (CR 111.8)."""
    [exiled] = leave_battlefield(ctx, [card_id], "exile", "exiled")
    if exiled in ctx.state["cards"] and not ctx.card(exiled).get("token"):
        enter_battlefield(ctx, exiled, ctx.card(exiled)["owner"], reason="returned")


def _exile_and_return_transformed(ctx: Ctx, frame: dict, obj: dict, step: ExileAndReturnTransformed) -> bool:
    """The source permanent, or a resolving spell itself (which then doesn't go on to its
    owner's graveyard, CR 608.2n)."""
    source = _source_id(obj)
    if obj["kind"] == "spell" and source in ctx.state["cards"]:
        exiled = ctx.move(source, EXILE, reason="exiled")
        new_id = enter_battlefield(ctx, exiled, ctx.card(exiled)["owner"], transformed=True, reason="transformed")
        for kind, count in step.counters.items():
            ctx.add_counter(new_id, kind, count)
        return True
    if not source or not on_battlefield(ctx.state, source):  # it left: there is nothing to exile (CR 400.7)
        return True
    if step.optional:
        key = f"transform:{obj['id']}:{frame['index']}"
        prompt = t("mtg.prompt.exile_and_transform", card=card_name(obj["def"]))
        taken = ask_may(ctx, frame, obj["controller"], key, prompt, possible=True, card=obj["def"])
        if not taken:
            return taken is not None
    [exiled] = leave_battlefield(ctx, [source], "exile", "exiled")  # in exile it is its front face (CR 712.8a)
    if step.front_face_up or card(ctx.card(exiled)["def"]).back:
        enter_battlefield(ctx, exiled, ctx.card(exiled)["owner"], transformed=not step.front_face_up, reason="transformed")
    return True


def _remove_lore_for_counters(ctx: Ctx, frame: dict, obj: dict, step: RemoveLoreForCounters) -> bool:
    player, source = obj["controller"], _source_id(obj)
    sagas = [c for c in permanents(ctx.state, player) if is_saga(ctx.state, c) and ctx.counter(c, LORE)]
    if not sagas:
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in sagas]
    ask = make_ask(t("mtg.prompt.remove_lore", card=card_name(obj["def"])), options, minimum=0, maximum=len(sagas), default=[])
    chosen = ctx.choose(frame, player, "choose_cards", f"remove_lore:{obj['id']}:{frame['index']}", ask)
    if chosen is None:
        return False
    for saga in chosen:
        ctx.add_counter(saga, LORE, -1)
    if chosen and source and on_battlefield(ctx.state, source):
        total = put_counters(ctx, source, "+1/+1", len(chosen))
        ctx.emit("counters_added", card=source, definition=ctx.card(source)["def"], kind="+1/+1", amount=len(chosen), total=total)
    return True


def _look_at_top(ctx: Ctx, frame: dict, obj: dict, step: LookAtTop) -> bool:
    """Only the player sees the cards; one chosen card goes to the hand (revealed when the
    text says which kind it must be), the rest where the card says, ordered by the player for
    "any order" or by the game's random numbers for "a random order"."""
    player = obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "looked" not in scratch:
        count = _amount_of(ctx.state, obj, frame, step.amount)
        scratch["looked"] = list(reversed(ctx.zone(library(player))[-count:])) if count > 0 else []
        for card_id in scratch["looked"]:
            ctx.reveal(card_id, to=[player])
    looked = scratch["looked"]
    if "taken" not in scratch:
        allowed = [c for c in looked if matches(ctx.state, step.what, c, player, None)]
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in allowed]
        taken = []
        if options:
            minimum, most = 0 if step.optional else 1, len(options) if step.any_number else 1
            ask = make_ask(t("mtg.prompt.look_at_top", card=card_name(obj["def"])), options, minimum=minimum, maximum=most, default=[] if minimum == 0 else None)
            taken = ctx.choose(frame, player, "choose_cards", f"look:{obj['id']}:{frame['index']}", ask, confirm=step.optional)
            if taken is None:
                return False
        scratch["taken"] = taken
    rest = [c for c in looked if c not in scratch["taken"]]
    lands = [c for c in rest if "land" in card(ctx.card(c)["def"]).types] if step.then_lands_tapped and "lands" not in scratch else []
    if lands:  # "then put any number of land cards from among them onto the battlefield tapped"
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in lands]
        ask = make_ask(t("mtg.prompt.lands_tapped", card=card_name(obj["def"])), options, minimum=0, maximum=len(lands), default=[])
        put = ctx.choose(frame, player, "choose_cards", f"look_lands:{obj['id']}:{frame['index']}", ask, confirm=True)
        if put is None:
            return False
        scratch["lands"] = put
    rest = [c for c in rest if c not in scratch.get("lands", [])]
    if step.rest == "bottom" and len(rest) > 1:
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in rest]
        ask = make_ask(t("mtg.prompt.bottom_order"), options, minimum=len(rest), maximum=len(rest), ordered=True)
        rest = ctx.choose(frame, player, "choose_cards", f"look_order:{obj['id']}:{frame['index']}", ask)
        if rest is None:
            return False
    if step.attacking and scratch["taken"] and _attacked_player(ctx, frame, obj, player, scratch["taken"][0]) is None:
        return False
    for card_id in scratch.get("lands", []):
        enter_battlefield(ctx, card_id, player, tapped=True, reason="looked")
    for card_id in scratch["taken"]:
        if step.exile_face_down:  # Hideaway (CR 702.75a-b): only its owner may look at it
            hidden = ctx.move(card_id, EXILE, face_down=True, reason="hideaway")
            ctx.reveal(hidden, to=[player])
            link_exiled(ctx.state, _source_id(obj), hidden)
            continue
        if step.to_battlefield_tapped or step.to_battlefield:
            new_id = enter_battlefield(ctx, card_id, player, tapped=step.to_battlefield_tapped, reason="looked")
            frame.setdefault("those", []).append(new_id)
            if step.attacking:
                _put_into_combat(ctx, new_id, scratch["defender"])
            continue
        if step.what != Filter():
            ctx.reveal(card_id)
        ctx.move(card_id, hand(player), reason="looked")
    frame["did"] = bool(scratch["taken"])  # "if you put a card into your hand this way"
    if step.rest == "bottom_random":  # the game's random numbers, so a replay matches
        rng.shuffle(ctx.state["rng"], rest)
    if step.rest == "graveyard":
        for card_id in rest:
            ctx.move(card_id, into_graveyard(ctx, card_id, graveyard(player)), reason="looked")
    for card_id in reversed(rest) if step.rest not in ("graveyard", "top") else ():  # the first ends up on the very bottom
        ctx.move(card_id, library(player), position=0, reason="looked")
    return True


COMBAT_STEPS = ("declare_attackers", "declare_blockers", "combat_damage", "end_combat")  # once attackers are declared


def _attacked_player(ctx: Ctx, frame: dict, obj: dict, player: str, card_id: str) -> str | None:
    """The player a permanent put onto the battlefield "tapped and attacking" attacks: its
    controller chooses among their opponents (CR 508.4; the rulings: not necessarily one already
    attacked), remembered in the step's scratch; None while waiting."""
    scratch = frame.setdefault("scratch", {})
    if "defender" not in scratch:
        opponents = ctx.opponents(player)
        options = [{"id": p, "label": t("mtg.option.attack_player", player=p)} for p in opponents]
        ask = make_ask(t("mtg.prompt.attack_whom", card=card_label(ctx.state, card_id, player)), options)
        chosen = ctx.choose(frame, player, "choose_option", f"attacking:{obj['id']}:{frame['index']}", ask) if len(opponents) > 1 else opponents
        if chosen is None:
            return None
        scratch["defender"] = chosen[0]
    return scratch["defender"]


def _create_attacking_token(ctx: Ctx, frame: dict, obj: dict, step: CreateToken) -> bool:
    """"[Its controller] creates a [token] that's tapped and attacking" (CR 508.4): its controller
    chooses the player it attacks, then it is created. False while waiting."""
    creator = _player_of(ctx.state, frame, obj, step.who)
    if creator is None:
        return True
    defender = _attacked_player(ctx, frame, obj, creator, obj["source"])
    if defender is None:
        return False
    for token in create_tokens(ctx, [step.token], creator, tapped=True):
        _put_into_combat(ctx, token, defender)
    return True


def _return_source_to_battlefield(ctx: Ctx, frame: dict, obj: dict, step: ReturnSourceToBattlefield) -> bool:
    """CR 400.7: only the card that is still in its graveyard returns; "tapped and attacking": the
    player it attacks is chosen first (CR 508.4). False while waiting."""
    state, source, controller = ctx.state, obj.get("source"), obj["controller"]
    if source not in state["cards"] or state["cards"][source]["zone"] != graveyard(state["cards"][source]["owner"]):
        return True
    defender = _attacked_player(ctx, frame, obj, controller, source) if step.attacking else None
    if step.attacking and defender is None:
        return False
    new_id = enter_battlefield(ctx, source, controller, tapped=step.tapped, transformed=step.transformed, reason="returned")
    for kind, count in step.counters.items():
        put_counters(ctx, new_id, kind, count)
    if defender:
        _put_into_combat(ctx, new_id, defender)
    return True


def _ninjutsu_enter(ctx: Ctx, frame: dict, obj: dict, step: NinjutsuEnter) -> bool:
    """CR 702.49c: the card still where it was activated from (a card that left is a new object,
    400.7; the rulings) enters tapped and attacking the returned creature's player."""
    state, source, controller = ctx.state, obj.get("source"), obj["controller"]
    if source in state["cards"] and state["cards"][source]["zone"] in ninjutsu.zones(ability_of(obj), controller):
        _put_into_combat(ctx, enter_battlefield(ctx, source, controller, tapped=True, reason="ninjutsu"), obj["ninjutsu_defender"])
    return True


def _put_into_combat(ctx: Ctx, card_id: str, defender: str) -> None:
    """"… tapped and attacking" (CR 508.4: never declared an attacker); outside the combat steps
    it isn't attacking."""
    state = ctx.state
    if on_battlefield(state, card_id) and state["turn"]["step"] in COMBAT_STEPS:
        state["turn"]["combat"]["attackers"][card_id] = {"defender": defender, "blocked": False}


def _reveal_until(ctx: Ctx, player: str, what: Filter, to_hand: bool) -> str | None:
    """Reveal from the top until a matching card (CR 701.20a); it enters tapped (or goes to the
    hand), the rest go to the bottom in a random order (the game's random numbers, so a replay
    matches). The card found, where it went."""
    revealed, found = [], None
    for card_id in reversed(ctx.zone(library(player))):  # the top is the last card
        ctx.reveal(card_id)
        if matches(ctx.state, what, card_id, player, None):
            found = card_id
            break
        revealed.append(card_id)
    ctx.emit("cards_revealed", player=player, definitions=[ctx.card(c)["def"] for c in [*revealed, *([found] if found else [])]])
    if found:
        found = ctx.move(found, hand(player), reason="revealed") if to_hand else enter_battlefield(ctx, found, player, tapped=True, reason="revealed")
    rng.shuffle(ctx.state["rng"], revealed)
    for card_id in revealed:
        ctx.move(card_id, library(player), position=0, reason="revealed")
    return found


def _choose_one(ctx: Ctx, frame: dict, obj: dict, cards: list[str], kind: str, optional: bool = True, most: int = 1,
                key: str = "") -> list[str] | None:
    """One of ``cards`` chosen by the controller as the step happens, not targeted (or none when
    ``optional``; up to ``most`` of them: "each of up to two …"), asked with the prompt
    ``mtg.prompt.<kind>``; [] if there is none, None while waiting. ``key``: tells apart several
    choices of one step."""
    if not cards:
        return []
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    ask = make_ask(t(f"mtg.prompt.{kind}", card=card_name(obj["def"]), most=most), options, minimum=0 if optional else 1, maximum=most, default=[] if optional else None)
    return ctx.choose(frame, player, "choose_cards", f"{kind}:{obj['id']}:{frame['index']}{key}", ask)


def _choose_own(ctx: Ctx, frame: dict, obj: dict, what: Filter, optional: bool, kind: str) -> list[str] | None:
    """A permanent of the controller's matching ``what`` (see ``_choose_one``)."""
    player, source = obj["controller"], _source_id(obj)
    return _choose_one(ctx, frame, obj, [c for c in permanents(ctx.state, player) if matches(ctx.state, what, c, player, source)], kind, optional)


def _exile_until(ctx: Ctx, frame: dict, obj: dict, step: ExileUntil) -> bool:
    player = obj["controller"]
    whose = player if step.who is None else _player_of(ctx.state, frame, obj, step.who)
    below = None if step.mana_value_less_than is None else _amount_of(ctx.state, obj, frame, step.mana_value_less_than)
    exiled, found = [], None
    for card_id in reversed(ctx.zone(library(whose)) if whose in ctx.seats else []):  # the top is the last card
        moved = ctx.move(card_id, EXILE, reason="exiled")
        if matches(ctx.state, step.what, moved, player, None) and (below is None or mana_value(ctx.state, moved) < below):
            found = moved
            break
        exiled.append(moved)
    frame["chosen"], frame["exiled_this_way"] = found, exiled
    return True


def _put_exiled_on_bottom(ctx: Ctx, frame: dict, obj: dict, step: PutExiledOnBottom) -> bool:
    rest = [c for c in frame.get("exiled_this_way", []) if c in ctx.state["cards"] and ctx.card(c)["zone"] == EXILE]
    rng.shuffle(ctx.state["rng"], rest)  # the game's random numbers, so a replay matches
    for card_id in rest:
        ctx.move(card_id, library(obj["controller"]), position=0, reason="put_on_bottom")
    return True


def _cast_without_paying(ctx: Ctx, frame: dict, obj: dict, step: CastWithoutPaying) -> bool:
    """The controller may cast the target card, or a card from their hand with mana value N or
    less, without paying its mana cost (CR 118.9), now, during the resolution (CR 608.2g). The
    cast is a procedure of its own: this step waits for it, then the resolution goes on."""
    state, player = ctx.state, obj["controller"]
    if frame.get("scratch") == "cast":  # the cast is over (finished or cancelled): "if you don't"
        frame["did"] = _spells_cast(state, player) > frame.pop("cast_before")
        if frame["did"] and step.once_each_turn:
            _mark_done_once(state, obj)
        if frame["did"] and step.owners_lose_mana_value:  # the spell just cast is on top of the stack (CR 601.2a)
            spell = state["stack"][-1]["card"]
            frame.setdefault("cast_this_way", []).append([state["cards"][spell]["owner"], mana_value(state, spell)])
        if not step.exiled_this_way:
            return True
        del frame["scratch"]  # "any number": offered again
    frame["did"] = False
    if step.once_each_turn and _done_once(state, obj):  # "Do this only once each turn"
        return True
    if step.exiled_this_way:  # lands only if it says "play lands and cast spells"
        cards = [c for c in frame.get("exiled_this_way", []) if c in state["cards"] and state["cards"][c]["zone"] == EXILE
                 and (step.lands or "land" not in card(state["cards"][c]["def"]).types)]  # fmt: skip
    elif step.target == "chosen":  # the card an earlier step exiled, or the one a delayed trigger remembers
        chosen = frame.get("chosen") or obj.get("data", {}).get("chosen")
        cards = [chosen] if chosen in state["cards"] and state["cards"][chosen]["zone"] == EXILE else []
    elif step.exiled_with_source:
        cards = exiled_with(state, _source_id(obj))
    elif step.target is not None:
        target = _ref(state, frame, obj, step.target)
        cards = [target["card"]] if target else []
    else:
        most = _amount_of(state, obj, frame, step.mana_value_at_most)
        cards = [c for c in state["zones"][hand(player)]["cards"] if card(ctx.card(c)["def"]).mana_value <= most]
    lands = [c for c in cards if "land" in card(ctx.card(c)["def"]).types]
    # playing a land uses a land play, only in your own turn (CR 305.2, 305.3; Gix's rulings)
    land_play = state["turn"]["active"] == player and state["turn"]["lands_played"] < land_plays(state, player)
    free, any_type = step.step == "cast_without_paying", getattr(step, "any_mana_type", False)
    cards = [c for c in cards if c in lands and land_play or c not in lands and can_cast_now(ctx, player, c, True, free=free, any_mana_type=any_type)]
    chosen = _choose_one(ctx, frame, obj, cards, step.step, key=f"{len(frame.get('cast_this_way', []))}" if step.exiled_this_way else "")
    if chosen is None:
        return False
    if not chosen:
        for owner, lost in frame.pop("cast_this_way", []) if step.owners_lose_mana_value else []:  # "Then …" (CR 608.2c)
            if owner in ctx.seats:
                change_life(ctx, owner, -lost)
        return True
    if chosen[0] in lands:
        play_land(ctx, player, chosen[0])
        return not step.exiled_this_way or _cast_without_paying(ctx, frame, obj, step)  # "any number": offered again
    frame["scratch"], frame["cast_before"] = "cast", _spells_cast(state, player)
    gains = {"keywords": step.creature_gains, "grants": [a.model_dump(mode="json", by_alias=True, exclude_defaults=True) for a in step.creature_grants]}
    begin_cast_from(ctx, player, chosen[0], free=free, exile_instead=step.exile_instead, any_mana_type=any_type,
                    creature_gains=gains if step.creature_gains or step.creature_grants else None)  # fmt: skip
    return False


def _cast_copy(ctx: Ctx, frame: dict, obj: dict, step: CastCopy) -> bool:
    """Copy the card the earlier step exiled, in exile (CR 707.12), and let the controller cast the
    copy now; not cast, it ceases to exist (CR 704.5e). False while waiting."""
    state, player = ctx.state, obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "copies" not in scratch:
        originals = frame.get("exiled_this_way", []) if step.of == "exiled_this_way" else [frame.get("chosen")]
        originals = [c for c in originals if c in state["cards"] and state["cards"][c]["zone"] == EXILE]  # "if you do"
        scratch["copies"], scratch["cast"] = [ctx.create_card(state["cards"][c]["def"], player, EXILE, card_copy=True) for c in originals], 0
        for copy in scratch["copies"]:
            ctx.emit("card_copied", player=player, card=copy, definition=state["cards"][copy]["def"])
    free = step.cost is None  # a copy cast (or cancelled) has left exile: a new object (CR 400.7)
    castable = [c for c in scratch["copies"] if c in state["cards"] and state["cards"][c]["zone"] == EXILE
                and can_cast_now(ctx, player, c, True, free=free, alternative_cost=step.cost)]  # fmt: skip
    chosen = _choose_one(ctx, frame, obj, castable, "cast_copy", key=str(scratch["cast"]))
    if chosen is None:
        return False
    if not chosen:
        return True
    scratch["cast"] += 1
    begin_cast_from(ctx, player, chosen[0], free=free, alternative_cost=step.cost)
    return False


def _discard_hand(ctx: Ctx, frame: dict, obj: dict, step: DiscardHand) -> bool:
    """"[You may] discard your hand" (CR 701.9a); "if you do" for later steps. Each player's
    choice, in turn order (CR 101.4), then their discards and draws."""
    player = obj["controller"]
    if step.who == "each_player":
        return _each_may_discard_hand(ctx, frame, obj, step)
    if step.optional:
        key = f"may_discard_hand:{obj['id']}:{frame['index']}"
        taken = ask_may(ctx, frame, player, key, t("mtg.prompt.may_discard_hand", card=card_name(obj["def"])), possible=True, card=obj["def"])
        if taken is None:
            return False
        frame["did"] = taken
        if not taken:
            return True
    discard(ctx, list(ctx.zone(hand(player))))
    return True


def _each_may_discard_hand(ctx: Ctx, frame: dict, obj: dict, step: DiscardHand) -> bool:
    """"Each player may discard their hand and draw N cards" (an empty hand may be discarded too,
    the rulings); ``did_players`` remembers who did. False while waiting."""
    chosen = frame.setdefault("scratch", {}).setdefault("discarding", {})
    for player in ctx.turn_order_from(obj["controller"]):
        if player not in chosen:
            key = f"may_discard_hand:{obj['id']}:{frame['index']}:{player}"
            taken = ask_may(ctx, frame, player, key, t("mtg.prompt.may_discard_hand_and_draw", card=card_name(obj["def"]), count=step.then_draw),
                            possible=True, card=obj["def"])  # fmt: skip
            if taken is None:
                return False
            chosen[player] = taken
    frame["did_players"] = [p for p, taken in chosen.items() if taken]
    discard(ctx, [c for p in frame["did_players"] for c in ctx.zone(hand(p))])
    for player in frame["did_players"]:
        draw(ctx, player, step.then_draw)
    return True


def _fight(ctx: Ctx, frame: dict, obj: dict, step: Fight) -> None:
    """CR 701.14: the source (or a first target) and the target each deal damage equal to their
    power to the other, at the same time, if both are still creatures on the battlefield."""
    state = ctx.state
    first, target = _ref(state, frame, obj, step.source), _ref(state, frame, obj, step.target)
    fighters = [first["card"] if first else None, target["card"] if target else None]
    if not all(c and on_battlefield(state, c) and is_type(state, c, "creature") for c in fighters):
        return
    dealt = [(source_facts(state, c, state["cards"][c]["def"], obj["controller"]), {"card": other}, power(state, c))
             for c, other in (fighters, fighters[::-1])]  # fmt: skip
    damage_event(ctx)  # CR 701.14b: dealt at the same time
    for facts, recipient, damage in dealt:
        deal_damage(ctx, facts, recipient, damage)


def _spells_cast(state: dict, player: str) -> int:
    """The spells the player has cast this turn (``casting._record_cast``)."""
    record = state["data"].get("spells_cast", {})
    return len(record.get(player, [])) if record.get("turn") == state["turn"]["number"] else 0


def _amount_of(state: dict, obj: dict, frame: dict, value) -> int:
    """An amount of the vocabulary as the step happens: a number, a count, or a word (see ``Amount``)."""
    if not isinstance(value, str):
        return amount(state, value, obj["controller"], _source_id(obj), obj["targets"], frame["lki"])
    return {"X": obj.get("x", obj.get("data", {}).get("x", 0)), "mana_spent": obj.get("spell_mana_spent", 0), "combat_damage": obj.get("data", {}).get("damage", 0),
            "damage_dealt": obj.get("data", {}).get("damage", 0), "life_lost": obj.get("data", {}).get("life_lost", 0),
            "discarded_card_types": frame.get("discarded_card_types", 0), "sacrificed_count": frame.get("sacrificed_count", 0),
            "that_many": obj.get("data", {}).get("count", 0), "spell_mana_value": obj.get("data", {}).get("spell_mana_value", 0), "subject_counters": sum(frame["lki"].get("subject", {}).get("counters", {}).values()),
            "revealed_mana_value": obj.get("data", {}).get("revealed_mana_value", 0),
            "sacrificed_mana_value": frame.get("sacrificed_mana_value", 0), "twice_X": 2 * obj.get("x", 0),
            "discarded_mana_value": frame.get("discarded_mana_value", obj.get("data", {}).get("discarded_mana_value", 0)), "shuffled_count": frame.get("shuffled_count", 0)}[value]  # fmt: skip


def _return_chosen_to_hand(ctx: Ctx, frame: dict, obj: dict, step: ReturnChosenToHand) -> bool:
    if step.from_your_graveyard:  # "return a permanent card from your graveyard to your hand" (not targeted)
        player = obj["controller"]
        found = [c for c in ctx.zone(graveyard(player)) if matches(ctx.state, step.what, c, player, None)]
        choice = _choose_one(ctx, frame, obj, found, "return_chosen_from_graveyard", step.optional)
        for card_id in choice or ():
            frame["chosen"] = ctx.move(card_id, hand(player), reason="returned")
        return choice is not None
    choice = _choose_own(ctx, frame, obj, step.what, step.optional, "return_chosen")
    if choice is None:
        return False
    leave_battlefield(ctx, choice, "hand", "returned")
    return True


def _sacrifice_any_number(ctx: Ctx, frame: dict, obj: dict, step: SacrificeAnyNumber) -> bool:
    """The controller sacrifices any number of their permanents matching ``what`` (CR 701.21a),
    none included. False while waiting."""
    player, source = obj["controller"], _source_id(obj)
    found = [c for c in permanents(ctx.state, player) if matches(ctx.state, step.what, c, player, source)]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in found]
    ask = make_ask(t("mtg.prompt.sacrifice_any_number", card=card_name(obj["def"])), options, minimum=0, maximum=len(found), default=[])
    choice = ctx.choose(frame, player, "choose_cards", f"sacrifice_any:{obj['id']}:{frame['index']}", ask) if found else []
    if choice is None:
        return False
    leave_battlefield(ctx, choice, "graveyard", "sacrificed")
    frame["did"], frame["sacrificed_count"] = bool(choice), len(choice)
    return True


def _sacrifice_chosen(ctx: Ctx, frame: dict, obj: dict, step: SacrificeChosen) -> bool:
    if step.what == "self":  # "you may sacrifice this land"
        source = _source_id(obj)
        own = [source] if source and on_battlefield(ctx.state, source) and controller_of(ctx.state, source) == obj["controller"] else []
        choice = _choose_one(ctx, frame, obj, own, "sacrifice_self")
    else:
        choice = _choose_own(ctx, frame, obj, step.what, step.optional, "sacrifice_chosen" if step.optional else "sacrifice_one")
    if choice is None:
        return False
    frame["sacrificed_mana_value"] = sum(mana_value(ctx.state, c) for c in choice)  # "that permanent's mana value"
    moved = leave_battlefield(ctx, choice, "graveyard", "sacrificed")
    if step.what == "self" and moved:  # its card, a new object (CR 400.7), is still "this" for "another"
        frame["source_card"] = moved[0]
    frame["did"] = bool(choice)
    return True


def _exile_from_each_graveyard(ctx: Ctx, frame: dict, obj: dict, step: ExileFromEachGraveyard) -> bool:
    """For each player in turn order, one matching card of their graveyard, chosen by the
    controller, is exiled and linked to the source (CR 607.2a). False while waiting."""
    state, player, source = ctx.state, obj["controller"], _source_id(obj)
    done = frame.setdefault("scratch", {"players": 0})
    order = ctx.turn_order_from(player)
    while done["players"] < len(order):
        owner = order[done["players"]]
        cards = [c for c in ctx.zone(graveyard(owner)) if matches(state, step.what, c, player, source)]
        if cards:
            options = [{"id": c, "label": card_label(state, c, player)} for c in cards]
            ask = make_ask(t("mtg.prompt.exile_from_graveyard_of", card=card_name(obj["def"]), player=player_label(owner, player)), options)
            chosen = ctx.choose(frame, player, "choose_cards", f"exile_each:{obj['id']}:{frame['index']}:{owner}", ask)
            if chosen is None:
                return False
            exiled = ctx.move(chosen[0], EXILE, reason="exiled")
            link_exiled(state, source, exiled)
        done["players"] += 1
    return True


def _reveal_hand_discard_chosen(ctx: Ctx, frame: dict, obj: dict, step: RevealHandDiscardChosen) -> bool:
    """The target player's hand is revealed to everyone; the controller picks a matching card."""
    target = _ref(ctx.state, frame, obj, step.who)
    if not target:
        return True
    cards = ctx.zone(hand(target["player"]))
    for card_id in cards:
        ctx.reveal(card_id)
    player = obj["controller"]
    allowed = [c for c in cards if matches(ctx.state, step.what, c, player, None)]
    return _choose_discard(ctx, frame, obj, player, allowed, t("mtg.prompt.discard_chosen", card=card_name(obj["def"])), "discard_chosen")


def _take_from_milled(ctx: Ctx, frame: dict, obj: dict, step: TakeFromMilled) -> bool:
    player = obj["controller"]
    milled = [c for c in frame.get("milled", []) if c in ctx.state["cards"] and ctx.card(c)["zone"] == graveyard(player)
              and matches(ctx.state, step.what, c, player, None)]  # fmt: skip
    choice = _choose_one(ctx, frame, obj, milled, "take_from_milled")
    if choice is None:
        return False
    for card_id in choice:
        frame["chosen"] = ctx.move(card_id, hand(player), reason="returned")
    return True


def _attach(ctx: Ctx, frame: dict, obj: dict, step: Attach) -> bool:
    """CR 701.3a–b: nothing happens if either has gone or it is attached there already; "you may
    attach" asks the controller first, and a later ``if_you_do`` step needs it attached. A
    destination ``to_one_of`` is chosen by the controller among their permanents that match."""
    state = ctx.state
    what = _ref(state, frame, obj, step.what)
    if step.to_one_of is not None:  # "attach it to a creature you control": chosen now, not targeted
        chosen = _choose_own(ctx, frame, obj, step.to_one_of, False, "attach_to_one") if what else []
        if chosen is None:
            return False
        target = {"card": chosen[0]} if chosen else None
    else:
        target = _ref(state, frame, obj, step.target)
    possible = bool(target and what and ctx.card(what["card"]).get("attached_to") != target["card"])
    if step.optional:
        prompt = t("mtg.prompt.may_attach", card=card_name(obj["def"]))
        taken = ask_may(ctx, frame, obj["controller"], f"attach:{obj['id']}:{frame['index']}", prompt, possible=possible, card=obj["def"])
        if taken is None:
            return False
        possible = taken
    if possible:
        attach(ctx, what["card"], target["card"])
    frame["did"] = possible
    return True


def _pay_life(ctx: Ctx, frame: dict, obj: dict, step: PayLife) -> bool:
    player = _player_of(ctx.state, frame, obj, step.who)
    amount = _amount_of(ctx.state, obj, frame, step.amount)
    prompt = t("mtg.prompt.pay_life", card=card_name(obj["def"]), amount=amount)
    possible = player in ctx.seats and ctx.player(player)["life"] >= amount  # CR 119.4
    paid = _may_once(ctx, frame, obj, step.once_each_turn, f"pay_life:{obj['id']}:{frame['index']}", prompt, possible, player)
    if paid:
        change_life(ctx, player, -amount)
    return paid is not None


def _may_do(ctx: Ctx, frame: dict, obj: dict, step: MayDo) -> bool:
    prompt = t("mtg.prompt.may_do", card=card_name(obj["def"]))
    return _may_once(ctx, frame, obj, step.once_each_turn, f"may:{obj['id']}:{frame['index']}", prompt, True) is not None


def _may_once(ctx: Ctx, frame: dict, obj: dict, once_each_turn: bool, key: str, prompt: str, possible: bool, player: str | None = None) -> bool | None:
    """"You may …[. Do this only once each turn]": asked (of the controller, or ``player``) if
    possible (and, once each turn, not done yet this turn by this object's ability: a new object may
    again, CR 400.7); sets "did" for the ``if_you_do`` steps. None while waiting."""
    taken = ask_may(ctx, frame, player or obj["controller"], key, prompt, possible=possible and not (once_each_turn and _done_once(ctx.state, obj)), card=obj["def"])
    if taken and once_each_turn:
        _mark_done_once(ctx.state, obj)
    if taken is not None:
        frame["did"] = taken
    return taken


def _done_once(state: dict, obj: dict) -> bool:
    """"Do this only once each turn": this object's ability did it this turn (a new object may
    again, CR 400.7)."""
    done = state["data"].get(DONE_ONCE, {})
    return done.get("turn") == state["turn"]["number"] and f"{obj.get('source')}:{obj.get('ability')}" in done["done"]


def _mark_done_once(state: dict, obj: dict) -> None:
    done = state["data"].get(DONE_ONCE, {})
    earlier = done["done"] if done.get("turn") == state["turn"]["number"] else []
    state["data"][DONE_ONCE] = {"turn": state["turn"]["number"], "done": [*earlier, f"{obj.get('source')}:{obj.get('ability')}"]}


def _move_counter(ctx: Ctx, frame: dict, obj: dict, step: MoveCounter) -> bool:
    """Remove one counter from the first target and put it on the second (the controller picks the
    kind among several; "you may": asked first). False while waiting."""
    state, player = ctx.state, obj["controller"]
    source, target = _ref(state, frame, obj, step.source), _ref(state, frame, obj, step.target)
    kinds = sorted(k for k, n in ctx.card(source["card"]).get("counters", {}).items() if n > 0) if source and target else []
    scratch = frame.setdefault("scratch", {})
    if step.optional and "taken" not in scratch:
        taken = ask_may(ctx, frame, player, f"move_counter:{obj['id']}:{frame['index']}", t("mtg.prompt.may_move_counter", card=card_name(obj["def"])),
                        possible=bool(kinds), card=obj["def"])  # fmt: skip
        if not taken:
            return taken is not None
        scratch["taken"] = True
    if not kinds:
        return True
    kind = kinds[0]
    if len(kinds) > 1:
        options = [{"id": k, "label": t(f"mtg.counter.{k}")} for k in kinds]
        choice = ctx.choose(frame, player, "choose_option", f"move_counter_kind:{obj['id']}:{frame['index']}",
                            make_ask(t("mtg.prompt.move_counter_kind", card=card_name(obj["def"])), options))  # fmt: skip
        if choice is None:
            return False
        kind = choice[0]
    total = ctx.add_counter(source["card"], kind, -1)
    ctx.emit("counters_removed", card=source["card"], definition=ctx.card(source["card"])["def"], kind=kind, amount=1, total=total)
    _add_counters(ctx, target["card"], kind, 1)
    return True


def _proliferate(ctx: Ctx, frame: dict, obj: dict, step: Proliferate) -> bool:
    """CR 701.34a: any number of the permanents with counters, each given one more of each kind it
    has. False while waiting."""
    state, player = ctx.state, obj["controller"]
    scratch = frame.setdefault("scratch", {})
    if "times" not in scratch:  # "proliferate X times": X counted once (the rulings)
        scratch.update(times=_amount_of(state, obj, frame, step.times), done=0)
    while scratch["done"] < scratch["times"]:
        having = [c for c in permanents(state) if any(n > 0 for n in state["cards"][c].get("counters", {}).values())]
        options = [{"id": c, "label": card_label(state, c, player)} for c in having]
        mine = [c for c in having if controller_of(state, c) == player]
        ask = make_ask(t("mtg.prompt.proliferate", card=card_name(obj["def"])), options, minimum=0, maximum=len(having), default=mine)
        again = f":{scratch['done']}" if scratch["done"] else ""  # the first one keyed as before "X times" (saved games)
        choice = ctx.choose(frame, player, "choose_cards", f"proliferate:{obj['id']}:{frame['index']}{again}", ask) if having else []
        if choice is None:
            return False
        for card_id in choice:
            for kind in [k for k, n in state["cards"][card_id].get("counters", {}).items() if n > 0]:
                _add_counters(ctx, card_id, kind, 1)
        ctx.emit("proliferated", player=player, cards=list(choice))
        scratch["done"] += 1
    return True


def _search_to_hand(ctx: Ctx, frame: dict, obj: dict, step: SearchToHand) -> bool:
    """The player sees their library's matching cards (only they do) and may find none; with
    ``who``, the player is that target player or the controller of that target as it last existed."""
    player = _player_of(ctx.state, frame, obj, "you" if step.who is None else step.who)
    if player is None:
        return True
    zones = [library(player)] + ([graveyard(player)] * step.also_graveyard)
    scratch = frame.setdefault("scratch", {})
    if step.optional and "searching" not in scratch:  # the answer is kept: the search question follows
        key = f"may_search:{obj['id']}:{frame['index']}"
        searching = ask_may(ctx, frame, player, key, t("mtg.prompt.may_search", card=card_name(obj["def"])), possible=True, card=obj["def"])
        if not searching:
            return searching is not None
        scratch["searching"] = True
    chosen = list(scratch.get("found", []))
    while len(chosen) < step.amount:  # one card at a time: each may rule out names
        names = {card(ctx.card(c)["def"]).name for c in chosen} if step.different_names else set()
        found = [c for zone in zones for c in ctx.zone(zone)
                 if c not in chosen and matches(ctx.state, step.what, c, player, None) and card(ctx.card(c)["def"]).name not in names]  # fmt: skip
        if not found:
            break
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in found]
        least = int(step.what == Filter())  # "search … for a card": no stated quality, a card is found (CR 701.19b)
        ask = make_ask(t("mtg.prompt.search", card=card_name(obj["def"])), options, minimum=least, maximum=1, default=[options[0]["id"]])
        key = f"search:{obj['id']}:{frame['index']}" + (f":{len(chosen)}" if chosen else "")
        choice = ctx.choose(frame, player, "choose_cards", key, ask, confirm=True)
        if choice is None:
            return False
        if not choice:  # found none: the search ends
            break
        chosen += choice
        scratch["found"] = list(chosen)  # kept while the next question waits
    from_graveyard = any(ctx.card(c)["zone"] == graveyard(player) for c in chosen)
    if chosen:
        for card_id in chosen:
            if step.to_battlefield_tapped or step.to_battlefield:
                enter_battlefield(ctx, card_id, player, tapped=step.to_battlefield_tapped, reason="searched")
                continue
            if step.to_top:  # set aside until the library is shuffled
                continue
            if step.reveal:
                ctx.reveal(card_id)
            ctx.move(card_id, hand(player), reason="searched")
    if step.to_top:  # "then shuffles and puts that card on top": kept out of the shuffle
        _shuffle_then_put_on_top(ctx, player, chosen)
    elif not from_graveyard:  # "if you search your library this way, shuffle"
        ctx.shuffle(library(player))
    return True


def _shuffle_then_put_on_top(ctx: Ctx, player: str, chosen: list[str]) -> None:
    """The found cards leave the shuffled rest and go on top as new objects the searching player
    knows (CR 701.24a, 400.7)."""
    for card_id in chosen:
        ctx.state["zones"][library(player)]["cards"].remove(card_id)
    ctx.shuffle(library(player))
    for card_id in chosen:
        ctx.state["zones"][library(player)]["cards"].append(card_id)
        ctx.reveal(ctx.move(card_id, library(player), reason="searched"), to=[player])


def _surveil(ctx: Ctx, frame: dict, obj: dict, step: Surveil | Scry) -> bool:
    """The player sees the top cards (only they do), picks those for the graveyard (scry: for the
    bottom, ordered, the first chosen lowest, CR 701.22a), then orders the rest, the first chosen
    on top."""
    player, scry = obj["controller"], isinstance(step, Scry)
    scratch = frame.setdefault("scratch", {})
    if "looked" not in scratch:
        scratch["looked"] = list(reversed(ctx.zone(library(player))[-step.amount:]))  # the top card first
        for card_id in scratch["looked"]:
            ctx.reveal(card_id, to=[player])
    looked = scratch["looked"]
    if not looked:  # an empty library: the player still surveils
        triggers.scried_or_surveilled(ctx, player)
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in looked]
    if "to_graveyard" not in scratch:  # each answer is kept: the order question resumes here
        ask = make_ask(t(f"mtg.prompt.{step.step}", card=card_name(obj["def"])), options, minimum=0, maximum=len(looked), default=[])
        scratch["to_graveyard"] = ctx.choose(frame, player, "choose_cards", f"surveil:{obj['id']}:{frame['index']}", ask)
        if scratch["to_graveyard"] is None:
            del scratch["to_graveyard"]
            return False
    to_graveyard = scratch["to_graveyard"]
    kept = [c for c in looked if c not in to_graveyard]
    if scry and len(to_graveyard) > 1 and "bottom" not in scratch:
        bottom = [o for o in options if o["id"] in to_graveyard]
        ask = make_ask(t("mtg.prompt.scry_bottom_order"), bottom, minimum=len(bottom), maximum=len(bottom), ordered=True)
        scratch["bottom"] = ctx.choose(frame, player, "choose_cards", f"scry_bottom:{obj['id']}:{frame['index']}", ask)
        if scratch["bottom"] is None:
            del scratch["bottom"]
            return False
    if len(kept) > 1:
        options = [o for o in options if o["id"] in kept]
        ask = make_ask(t(f"mtg.prompt.{step.step}_order"), options, minimum=len(kept), maximum=len(kept), ordered=True)
        kept = ctx.choose(frame, player, "choose_cards", f"surveil_order:{obj['id']}:{frame['index']}", ask)
        if kept is None:
            return False
    for card_id in reversed(scratch.get("bottom", to_graveyard)) if scry else ():  # the first chosen ends lowest
        ctx.move(card_id, library(player), position=0, reason="scry")
    for card_id in () if scry else to_graveyard:
        ctx.move(card_id, into_graveyard(ctx, card_id, graveyard(player)), reason="surveil")
    for card_id in reversed(kept):  # the first chosen ends on top
        ctx.move(card_id, library(player), position=len(ctx.zone(library(player))), reason="surveil")
    triggers.scried_or_surveilled(ctx, player)
    return True


def _commander_to_hand(ctx: Ctx, frame: dict, obj: dict, step: CommanderToHand) -> bool:
    player = obj["controller"]
    if commander_data(ctx.state) is None:
        return True
    there = [c for c in ctx.zone(command_zone(player)) if is_commander(ctx.state, c)]
    if len(there) > 1:  # partners (CR 702.124): the player chooses one
        options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in there]
        ask = make_ask(t("mtg.prompt.commander_to_hand", card=card_name(obj["def"])), options)
        there = ctx.choose(frame, player, "choose_cards", f"commander_to_hand:{obj['id']}", ask)
        if there is None:
            return False
    for card_id in there:
        ctx.move(card_id, hand(player), reason="commander_to_hand")
    return True


def _draw(ctx: Ctx, frame: dict, obj: dict, step: Draw) -> bool:
    """The player draws; with ``optional``, that player is asked first ("may draw")."""
    drawer = _player_of(ctx.state, frame, obj, step.who)
    caster = obj.get("data", {}).get("caster")
    if step.unless_caster_pays and caster in ctx.seats:
        scratch = frame.setdefault("scratch", {})
        if "paid" not in scratch:  # kept: the "may draw" question follows
            prompt = t("mtg.prompt.unless_pays", card=card_name(obj["def"]), cost=step.unless_caster_pays)
            scratch["paid"] = ward.pays(ctx, frame, caster, step.unless_caster_pays, prompt, f"unless_pays:{obj['id']}:{frame['index']}")
            if scratch["paid"] is None:
                del scratch["paid"]
                return False
        drawer = None if scratch["paid"] else drawer
    if drawer and step.optional:
        prompt = t("mtg.prompt.may_draw_cards", card=card_name(obj["def"]))
        taken = ask_may(ctx, frame, drawer, f"may_draw:{obj['id']}:{frame['index']}", prompt, possible=True, card=obj["def"])
        if taken is None:
            return False
        drawer = drawer if taken else None
    if drawer:
        draw(ctx, drawer, _amount_of(ctx.state, obj, frame, step.amount))
    return True


def _put_back_from_hand(ctx: Ctx, frame: dict, obj: dict, step: PutBackFromHand) -> bool:
    """The player picks the cards in the order they end up, the first chosen on top."""
    player = obj["controller"]
    cards = ctx.zone(hand(player))
    count = min(step.amount, len(cards))
    if not count:
        return True
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in cards]
    prompt = t("mtg.prompt.put_back_from_hand", card=card_name(obj["def"]), count=count)
    ask = make_ask(prompt, options, minimum=count, maximum=count, ordered=True)
    choice = ctx.choose(frame, player, "choose_cards", f"put_back:{obj['id']}:{frame['index']}", ask)
    if choice is None:
        return False
    for card_id in reversed(choice):
        ctx.move(card_id, library(player), position=len(ctx.zone(library(player))), reason="put_back")
    return True


def _discard(ctx: Ctx, frame: dict, obj: dict, step: Discard) -> bool:
    """Each opponent (or each player, in turn order from the controller) chooses the cards they
    discard; then all are discarded at once. "A card type among cards discarded this way" is
    remembered for a later step (CR 205.2a)."""
    players = {"each_player": ctx.turn_order_from(obj["controller"]), "you": [obj["controller"]]}.get(step.who)
    chosen = _each_opponent_chooses(ctx, frame, obj, "may_discard" if step.optional else "discard", step.amount,
                                    lambda p: ctx.zone(hand(p)), players, optional=step.optional)  # fmt: skip
    if chosen is None:
        return False
    frame["discarded"] = [ctx.card(c)["def"] for c in chosen]  # "if a creature card was discarded this way" (printed types)
    drawing = [p for p in ctx.turn_order_from(obj["controller"]) if step.then_draw and any(ctx.card(c)["owner"] == p for c in chosen)]
    frame["discarded_card_types"] = len({kind for c in chosen for kind in card(ctx.card(c)["def"]).types})
    frame["discarded_mana_value"] = sum(card(ctx.card(c)["def"]).mana_value for c in chosen)  # X is 0 off the stack (CR 202.3e)
    if step.who == "you":  # "when you discard a card this way" (a hand may be empty)
        frame["did"] = bool(chosen)
    discard(ctx, chosen)
    for player in drawing:  # "each player who discarded a card this way draws a card", in turn order (CR 101.4)
        draw(ctx, player, step.amount)
    return True


# The steps whose procedures may ask a player; each returns False while waiting for the answer.
def _return_spell_to_hand(ctx: Ctx, spell: dict) -> None:
    """"Return target spell to its owner's hand": it leaves the stack without resolving and isn't
    countered (the rulings); one cast with flashback is exiled instead (CR 702.34a)."""
    ctx.state["stack"].remove(spell)
    adventures.leave_stack(ctx, spell, leaves_stack_to(spell, hand(ctx.card(spell["card"])["owner"])), "returned")


def _counter(ctx: Ctx, frame: dict, obj: dict, step: Counter, unless_pays: int | None) -> bool:
    """CR 701.6a: counter the target spell (still on the stack: its legality was checked, 608.2b),
    unless its controller pays {N}. False while waiting."""
    target = _ref(ctx.state, frame, obj, step.target)
    key, value = ("id", target["object"]) if target and "object" in target else ("card", target and target.get("card"))
    countered = next((o for o in ctx.state["stack"] if target and o.get(key) == value), None)
    if countered is None:
        return True
    if unless_pays is None:
        ward.counter(ctx, countered, step.exile)
        return True
    cost = "{" + str(unless_pays) + "}"
    prompt = t("mtg.prompt.counter_unless", card=card_name(obj["def"]), cost=cost, spell=card_name(countered["def"]))
    return ward.counter_unless_paid(ctx, frame, countered, cost, prompt, f"counter:{obj['id']}", step.exile)


def _destroy_one_of_each_opponents(ctx: Ctx, frame: dict, obj: dict, step: DestroyOneOfEachOpponents) -> bool:
    """For each opponent in turn order, the controller chooses one of that player's permanents
    matching ``what``; then they are destroyed at once (CR 701.8a). False while waiting."""
    state, player, source = ctx.state, obj["controller"], _source_id(obj)
    chosen = frame.setdefault("scratch", {}).setdefault("chosen", {})
    for opponent in ctx.opponents(player):
        if opponent in chosen:
            continue
        found = [c for c in permanents(state, opponent) if matches(state, step.what, c, player, source)]
        options = [{"id": c, "label": card_label(state, c, player)} for c in found]
        ask = make_ask(t("mtg.prompt.choose_permanent_of", card=card_name(obj["def"]), player=opponent), options, minimum=1)
        choice = ctx.choose(frame, player, "choose_cards", f"destroy_chosen:{obj['id']}:{frame['index']}:{opponent}", ask) if found else []
        if choice is None:
            return False
        chosen[opponent] = choice[0] if choice else None
    destroy(ctx, [c for c in chosen.values() if c and c in state["cards"]])
    return True


def _copy_ability(ctx: Ctx, frame: dict, obj: dict, step: CopyAbility) -> bool:
    target = _ref(ctx.state, frame, obj, step.target)
    original = next((o for o in ctx.state["stack"] if target and o["id"] == target.get("object")), None)
    return spell_copies.copy_ability(ctx, frame, obj, original, _amount_of(ctx.state, obj, frame, step.amount))


STEPS_WITH_CHOICES = {
    AddCounters: _add_counters_step, ChoosePermanent: _choose_permanent, DestroyOneOfEachOpponents: _destroy_one_of_each_opponents, SacrificeAnyNumber: _sacrifice_any_number, CopyAbility: _copy_ability, RevealTopDivide: reveal_divide.resolve_step, OpponentSplitsCostExiled: reveal_divide.split_cost_exiled,
    Discard: _discard, RevealTopOneOfEachType: _reveal_top_one_of_each_type, AddManaOfOneColour: _add_mana_of_one_colour, Sacrifice: _sacrifice, ReturnOpponentsGreatest: _return_opponents_greatest, Loot: _loot, DrawThenDiscard: _draw_then_discard, DiscardThenDraw: _discard_then_draw, Surveil: _surveil, Scry: _surveil, PutBackFromHand: _put_back_from_hand, Draw: _draw, CommanderToHand: _commander_to_hand,
    ExileAndReturnTransformed: _exile_and_return_transformed, RemoveLoreForCounters: _remove_lore_for_counters,
    LookAtTop: _look_at_top, ReturnChosenToHand: _return_chosen_to_hand, SearchToHand: _search_to_hand,
    AttachEquipment: _attach_equipment, ReflexiveTrigger: reflexive.resolve_step, DestroyAttached: _destroy_attached,
    PayLife: _pay_life, MayDo: _may_do, MoveCounter: _move_counter, Proliferate: _proliferate, Attach: _attach, SacrificeChosen: _sacrifice_chosen, Transform: _transform, TakeFromMilled: _take_from_milled, RevealHandDiscardChosen: _reveal_hand_discard_chosen,
    CopySpell: spell_copies.resolve_step, WardCounter: ward.resolve_step, PutFromHand: _put_from_hand, ReturnSourceToBattlefield: _return_source_to_battlefield, NinjutsuEnter: _ninjutsu_enter,
    ExileUntil: _exile_until, PutExiledOnBottom: _put_exiled_on_bottom,
    CastWithoutPaying: _cast_without_paying, CastTarget: _cast_without_paying, CastCopy: _cast_copy, ExileFromEachGraveyard: _exile_from_each_graveyard, DiscardHand: _discard_hand, PutIntoLibrary: _put_into_library, ChooseAmongTargets: _choose_among_targets, PayMana: _pay_mana,
}  # fmt: skip

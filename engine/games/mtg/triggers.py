"""Triggered abilities (CR 603): noticing trigger events and waiting to be put on the stack.

When a trigger event happens the ability triggers (CR 603.2) and waits; the next time a player
would receive priority each player puts theirs on the stack in APNAP order (CR 603.3b, the core's
``order_onto_stack``). Its targets are then chosen (CR 603.3d) by ``announce_trigger``; an ability
with no legal target is removed from the stack. An intervening "if" clause is checked when the
event happens and again on resolution (CR 603.4).
"""

from __future__ import annotations

from engine.core import triggers as core_triggers
from engine.core.context import Ctx

from . import delayed, emblems, job_select, monarch
from .abilities import Ability, ManaSpent
from .cards import card
from .command_zone import command_zone
from .extra_phases import BEGUN, COMBAT_PHASE
from .objects import (
    COUNTERS_PUT,
    GRANTED,
    abilities_lost_at,
    definition,
    granted_abilities,
    holds,
    is_type,
    mana_value,
    matches,
    on_battlefield,
    power,
    statics_affecting,
    triggers_additional_times,
)
from .zones import BATTLEFIELD, controller_of, graveyard, permanents


def _triggered(state: dict, card_id: str, event: str):
    """(key, ability, extra trigger data) of the permanent's triggered abilities for ``event``: its
    printed ones (key: the ability's index) and those an effect granted it (layer 6), whose
    definition travels with the trigger. One with an intervening "if" that doesn't hold as the
    event happens doesn't trigger (CR 603.4). One that lost all its abilities has no printed ones
    (CR 613.1f)."""
    printed = definition(state, card_id)
    printed = printed.abilities if event in printed.trigger_events and abilities_lost_at(state, card_id) is None else ()
    for index, ability in enumerate(printed):
        if ability.kind == "triggered" and ability.trigger.event == event and intervening_if_holds(state, ability, card_id):
            yield str(index), ability, {}
    for granted in granted_abilities(state, card_id):
        if granted.kind == "triggered" and granted.trigger.event == event and intervening_if_holds(state, granted, card_id):
            yield GRANTED, granted, {"granted": granted.model_dump(mode="json", by_alias=True, exclude_defaults=True)}


def mana_triggers(state: dict, tapped: str, produced, sources: list[str]) -> list[Ability]:
    """The triggered mana abilities (CR 605.1b) that tapping ``tapped`` for the kinds of mana
    ``produced`` triggers: "whenever you tap a land for {C}" of ``sources``, the permanents of the
    player who tapped it (CR 106.12a) that may have one."""
    player = controller_of(state, tapped)
    return [ability for source in sources for _, ability, _ in _triggered(state, source, "tapped_for_mana")
            if ability.trigger.mana in (*produced, "any") and matches(state, ability.trigger.subject, tapped, player, source)]  # fmt: skip


def _add(ctx: Ctx, source: str, key: str, extra: dict, again: int = 0) -> None:
    """The ability triggers (once, ``again`` more times, and once more for each "triggers an
    additional time" that applies to its source: Cloud, Midgar Mercenary)."""
    state = ctx.state
    ability = Ability.model_validate(extra["granted"]) if key == GRANTED else definition(state, source).abilities[int(key)]
    if ability.trigger.once_each_turn and not _first_this_turn(state, source, key):  # "triggers only once each turn"
        return
    for _ in range(1 + again + triggers_additional_times(state, source)):
        core_triggers.add_trigger(ctx, controller_of(state, source), source, key, definition=state["cards"][source]["def"], **extra)


def entered(ctx: Ctx, card_id: str) -> None:
    """CR 603.6a: "when [this] enters" and "whenever [a permanent] enters" abilities of the
    permanents on the battlefield once the event has happened."""
    state = ctx.state
    eminent = [c for p in state["seats"] for c in state["zones"].get(command_zone(p), {}).get("cards", []) if _eminence(state, c)]
    for source in permanents(state) + eminent:
        controller = controller_of(state, source)
        for key, ability, extra in _triggered(state, source, "enters"):
            trigger = ability.trigger
            if source in eminent and not trigger.from_command_zone:
                continue
            if trigger.self_ and source == card_id:  # the X paid for it as a spell (CR 107.3m)
                found = {**extra, "x": state["cards"][card_id]["x"]} if "x" in state["cards"][card_id] else extra
            elif trigger.subject and matches(state, trigger.subject, card_id, controller, source) and trigger.one_or_more:
                event = _entering_event(state)  # "whenever one or more … enter": once for those entering together (CR 603.2c)
                if event is not None and any(tr["source"] == source and tr["ability"] == key and tr["data"].get("enter_event") == event
                                             for tr in state["triggers"]):  # fmt: skip
                    continue
                found = {**extra, "enter_event": event}
            elif trigger.subject and matches(state, trigger.subject, card_id, controller, source):  # "a copy of it"
                found = {**extra, "subject": card_id, "subject_def": state["cards"][card_id]["def"]}
            else:
                continue
            for _ in range(1 + _entering_additional_times(state, controller, card_id)):
                _add(ctx, source, key, found)
    job_select.entered(ctx, card_id)


def counters_put(ctx: Ctx, card_id: str, player: str) -> None:
    """``player`` put counters on a permanent (entering with them too, CR 122.6): on a creature,
    it is recorded for the turn ("if you put a counter on a creature this turn", "if a counter was
    put on [this creature] this turn") and "whenever you put one or more counters on a creature"
    abilities of that player's permanents trigger, once for the creature in one step of a resolving
    spell or ability (all the kinds proliferate puts, CR 603.2c)."""
    state = ctx.state
    if not is_type(state, card_id, "creature"):
        return
    record = state["data"].get(COUNTERS_PUT)
    if not record or record["turn"] != state["turn"]["number"]:
        record = state["data"][COUNTERS_PUT] = {"turn": state["turn"]["number"], "put": []}
    if [card_id, player] not in record["put"]:
        record["put"].append([card_id, player])
    event = _entering_event(state)
    for source in permanents(state, player):
        for key, _, extra in _triggered(state, source, "you_put_counters"):
            if event is not None and any(tr["source"] == source and tr["ability"] == key and tr["data"].get("counter_event") == event
                                         and tr["data"].get("subject") == card_id for tr in state["triggers"]):  # fmt: skip
                continue
            _add(ctx, source, key, {**extra, "subject": card_id, "subject_def": state["cards"][card_id]["def"], "counter_event": event})


def _eminence(state: dict, card_id: str) -> bool:
    """A card in the command zone with an ability that functions there (eminence)."""
    return any(a.kind == "triggered" and a.trigger.from_command_zone for a in definition(state, card_id).abilities)


def _entering_event(state: dict) -> list | None:
    """Permanents entering together: in one step of one resolving spell or ability (all of
    "return all creature cards …", or the tokens one instruction creates); None: alone (a permanent
    spell resolving, CR 608.3)."""
    resolving = next((f for f in reversed(state["frames"]) if f["proc"] == "mtg.resolve"), None)
    return [resolving["object"]["id"], resolving["index"]] if resolving else None


def leaving(ctx: Ctx, card_ids: list[str], sacrificed: list[str] = ()) -> list[tuple]:
    """Dies triggers for permanents about to go to the graveyard together, decided on the game state
    before the event (CR 603.10a): the dying permanents' own abilities count too. "Dies" means a
    creature put into a graveyard from the battlefield (CR 700.4); filters say which permanents.
    "Whenever a player sacrifices another creature" looks back the same way at ``sacrificed``."""
    state = ctx.state
    found = []
    for source in permanents(state):
        controller = controller_of(state, source)
        for key, ability, extra in _triggered(state, source, "sacrificed") if sacrificed else ():
            for gone in sacrificed:
                if ability.trigger.subject and matches(state, ability.trigger.subject, gone, controller, source):
                    found.append((controller, source, key, state["cards"][source]["def"], {**extra, "subject": gone}))
        for key, _, extra in _triggered(state, source, "put_into_graveyard") if source in card_ids else ():
            found.append((controller, source, key, state["cards"][source]["def"], extra))
        for key, ability, extra in _triggered(state, source, "dies"):
            trigger = ability.trigger
            if trigger.during_your_turn and state["turn"]["active"] != controller:
                continue
            for dying in card_ids:
                own = trigger.self_ and dying == source and is_type(state, dying, "creature")
                if not own and not (trigger.subject and matches(state, trigger.subject, dying, controller, source)):
                    continue
                if trigger.once_each_turn and not _first_this_turn(state, source, key):
                    break
                if own:  # what it had as it died: "the number of counters on [it]", "its power" (CR 608.2h)
                    lki = {"counters": dict(state["cards"][source].get("counters", {})), "power": power(state, source)}
                    extra = {**extra, "source_lki": lki}
                else:  # "that creature's power", "that many [counters]"
                    lki = {"power": power(state, dying), "counters": dict(state["cards"][dying].get("counters", {}))}
                    extra = {**extra, "subject": dying, "subject_lki": lki}
                # The Masamune: a creature dying makes the equipped creature's ability trigger once
                # more for each such ability it has (the rulings: two Masamunes, three times)
                again = (_additional_times(state, source) if is_type(state, dying, "creature") else 0) + triggers_additional_times(state, source)
                found += [(controller, source, key, state["cards"][source]["def"], extra)] * (1 + again)
                if trigger.one_or_more:  # one trigger for the whole event (CR 603.2c)
                    break
    for emblem, ability in emblems.triggered(state, "dies"):  # from the command zone (CR 114.4)
        for dying in card_ids:
            if ability.trigger.subject and matches(state, ability.trigger.subject, dying, emblem["owner"], None):
                found.append((emblem["owner"], emblem["id"], GRANTED, emblem["definition"], {"granted": emblem["ability"]}))
    return found


def _entering_additional_times(state: dict, player: str, entering: str) -> int:
    """Traveling Chocobo: a land or Bird ``player`` controls entering makes the triggered abilities
    of ``player``'s permanents trigger once more for each such ability (the notes: two Chocobos,
    three times); only if the entering permanent is ``player``'s."""
    if controller_of(state, entering) != player:
        return 0
    return sum(1 for source in permanents(state, player) for ability in definition(state, source).static_abilities
               if ability.entering_triggers_additional_time and matches(state, ability.entering_triggers_additional_time, entering, player, source))  # fmt: skip


def _additional_times(state: dict, source: str) -> int:
    return sum(1 for ability, _ in statics_affecting(state, source) if ability.dying_triggers_additional_time)


def _first_this_turn(state: dict, source: str, key: str) -> bool:
    """"Triggers only once each turn": remembered on the object (a new object after a zone
    change, CR 400.7, may trigger again)."""
    turns = state["cards"][source].setdefault("triggered_turns", {})
    if turns.get(key) == state["turn"]["number"]:
        return False
    turns[key] = state["turn"]["number"]
    return True


def add_all(ctx: Ctx, waiting: list[tuple], moved: dict[str, str]) -> None:
    """Put the collected dies triggers in waiting; ``moved``: old id -> new id of the cards that
    just moved, so an ability of a card that died can find it where it went (CR 400.7)."""
    for controller, source, key, definition_id, extra in waiting:
        found = {"new_object": moved[source]} if source in moved else {}
        core_triggers.add_trigger(ctx, controller, source, key, definition=definition_id, **extra, **found)


def beginning_of_end_step(ctx: Ctx) -> None:
    """CR 513.1a: "at the beginning of your end step" abilities of the active player's permanents
    and "at the beginning of each end step" ones of every permanent, with their intervening "if"
    checked now (CR 603.4)."""
    _active_players(ctx, "your_end_step")
    for source in permanents(ctx.state):  # "at the beginning of each end step": anyone's permanents
        for key, _, extra in _triggered(ctx.state, source, "each_end_step"):
            _add(ctx, source, key, extra)
    delayed.beginning_of(ctx, "next_end_step")
    monarch.end_step(ctx)  # CR 724.2


def spell_cast(ctx: Ctx, player: str, spell_card: str) -> None:
    """CR 601.2i / 603.2: "whenever you cast a [noncreature] spell" abilities of the caster's
    permanents trigger once the spell has become cast, and "whenever an opponent casts a spell"
    abilities of its opponents' permanents; ``subject`` filters the spell's card, and
    ``nth_spell_each_turn`` says which of the caster's spells this turn (of those that match) it
    must be."""
    state = ctx.state
    spell = next(o for o in state["stack"] if o.get("card") == spell_card)
    spent = sum(spell.get("mana_spent", {}).values())  # recorded as it was cast (CR 601.2h)
    for index, ability in _graveyard_triggers(state, player, "you_cast"):  # "return this card from your graveyard"
        source = index[0]
        if ability.trigger.subject is None or matches(state, ability.trigger.subject, spell_card, player, source):
            _add(ctx, source, index[1], {"mana_spent": spent})
    watching = [(source, "you_cast") for source in permanents(state, player)]
    watching += [(source, "opponent_casts") for opponent in ctx.opponents(player) for source in permanents(state, opponent)]
    for source, event in watching:
        for key, ability, extra in _triggered(state, source, event):
            trigger = ability.trigger
            if trigger.from_graveyard or (trigger.from_hand and not spell.get("cast_from_hand")):  # CR 113.6k; "from your hand"
                continue
            subject = trigger.subject
            # "if at least N mana was spent to cast it" (CR 603.4)
            enough = not isinstance(ability.intervening_if, ManaSpent) or spent >= ability.intervening_if.mana_spent_at_least
            nth_ok = trigger.nth_spell_each_turn in (None, _such_spells_this_turn(state, player, subject))
            if (subject is None or matches(state, subject, spell_card, player, source)) and enough and nth_ok:
                _add(ctx, source, key, {**extra, "mana_spent": spent, "subject": spell_card, "caster": player,  # "that creature", "that player"
                                        "spell_mana_value": mana_value(state, spell_card)})
    delayed.spell_cast(ctx, player, spell_card)
    if spell.get("cast_from_exile"):
        played_from_exile(ctx, player)


def ability_activated(ctx: Ctx, player: str, artifact: bool, targets: list) -> None:
    """CR 602.2i: an ability has become activated (a mana ability too, CR 605.3a): "whenever an
    opponent activates an ability of an artifact they control" (``artifact``: its source as it was
    activated, the cost possibly having sacrificed it) and "whenever one or more creatures you control
    become the target of an activated ability" (once per activation, for each controller of such a
    target, CR 115.1b)."""
    state = ctx.state
    watching = [(s, "opponent_activates_artifact") for opponent in ctx.opponents(player) for s in permanents(state, opponent)] if artifact else []
    targeted = {controller_of(state, tg["card"]) for tg in targets if tg and tg.get("card") in state["cards"]
                and on_battlefield(state, tg["card"]) and is_type(state, tg["card"], "creature")}  # fmt: skip
    watching += [(s, "yours_targeted_by_activated") for owner in targeted for s in permanents(state, owner)]
    for source, event in watching:
        for key, _ability, extra in _triggered(state, source, event):
            _add(ctx, source, key, {**extra, "that_player": player})


def _such_spells_this_turn(state: dict, player: str, subject) -> int:
    """How many spells the player has cast this turn, the one just cast included, that match
    ``subject`` (all of them without one) by their printed card types and subtypes: a spell has
    its card's characteristics (CR 112.2)."""
    from .casting import spells_cast_this_turn  # here: casting imports this module

    def alike(definition_id: str) -> bool:
        if subject is None:
            return True
        printed = card(definition_id)
        return (not subject.types or bool(set(subject.types) & set(printed.types))) and (
            not subject.subtypes or bool(set(subject.subtypes) & set(printed.subtypes)))

    return sum(1 for d in spells_cast_this_turn(state, player) if alike(d))


def _graveyard_triggers(state: dict, player: str, event: str):
    """((card, ability key), ability) of the triggered abilities that function from the cards in
    the player's graveyard (CR 113.6k)."""
    for card_id in state["zones"][graveyard(player)]["cards"]:
        for index, ability in enumerate(definition(state, card_id).abilities):
            if ability.kind == "triggered" and ability.trigger.from_graveyard and ability.trigger.event == event:
                yield (card_id, str(index)), ability


def beginning_of_combat(ctx: Ctx) -> None:
    """CR 507.1: "at the beginning of combat on your turn" abilities of the active player's
    permanents, with their intervening "if" checked now (CR 603.4)."""
    _active_players(ctx, "your_beginning_of_combat")


def end_of_combat(ctx: Ctx) -> None:
    """CR 511.2: "at end of combat [on your turn]" abilities trigger as the end of combat step
    begins; their intervening "if" is checked now (CR 603.4)."""
    _active_players(ctx, "your_end_of_combat")


def _active_players(ctx: Ctx, event: str) -> None:
    """The abilities of the active player's permanents that trigger at the beginning of a step
    or phase of their turn."""
    state = ctx.state
    for source in permanents(state, state["turn"]["active"]):
        for key, _, extra in _triggered(state, source, event):
            _add(ctx, source, key, extra)


def _attack_triggers_again(state: dict, player: str) -> int:
    """Isshin: "if a creature attacking causes a triggered ability of a permanent you control to
    trigger, that ability triggers an additional time" (each such permanent once more)."""
    return sum(1 for c in permanents(state, player) for a in definition(state, c).static_abilities if a.attack_triggers_additional_time)


def attacked(ctx: Ctx, player: str) -> None:
    """CR 508.3: "whenever you attack" (one or more attackers declared): abilities of the attacking
    player's permanents; CR 508.3a: "whenever [this creature] attacks": each attacker's own."""
    attackers = list(ctx.state["turn"]["combat"]["attackers"])  # the attacking creatures (keys of attacker -> defender)
    again = _attack_triggers_again(ctx.state, player)
    for opponent in ctx.opponents(player):  # "whenever an opponent attacks [you] with creatures"
        at_them = [a for a in attackers if ctx.state["turn"]["combat"]["attackers"][a]["defender"] == opponent]
        for source in permanents(ctx.state, opponent):
            for key, ability, extra in _triggered(ctx.state, source, "opponent_attacks"):
                if ability.trigger.attacks_you and not at_them:  # "whenever an opponent attacks you"
                    continue
                if ability.intervening_if != "two_or_more_attacking_you" or len(at_them) >= 2:
                    _add(ctx, source, key, {**extra, "attacking_you": at_them})
    # "whenever you attack": the permanents' abilities, and those of cards in the graveyard that
    # function there (CR 113.6k; a card is no permanent, so Isshin adds nothing to them)
    attack_triggers = [(source, key, ability, extra, again) for source in permanents(ctx.state, player) for key, ability, extra in _triggered(ctx.state, source, "you_attack")
                       if not ability.trigger.from_graveyard]  # fmt: skip
    attack_triggers += [(source, key, ability, {}, 0) for (source, key), ability in _graveyard_triggers(ctx.state, player, "you_attack")]
    for source, key, ability, extra, more in attack_triggers:
        those = [a for a in attackers if not ability.trigger.subject or matches(ctx.state, ability.trigger.subject, a, player, source)]
        if len(those) >= ability.trigger.attackers_at_least:
            _add(ctx, source, key, {**extra, "those": those}, more)
    for source in permanents(ctx.state):
        # "whenever a Warrior attacks" sees any player's attackers (Najeela, the Blade-Blossom); the
        # other attack abilities are the attacking player's
        controller = controller_of(ctx.state, source)
        more = again if controller == player else _attack_triggers_again(ctx.state, controller)
        for key, ability, extra in _triggered(ctx.state, source, "attacks_alone") if len(attackers) == 1 and controller == player else ():
            if matches(ctx.state, ability.trigger.subject, attackers[0], player, source):
                _add(ctx, source, key, {**extra, "subject": attackers[0]}, again)
        equipped_attacks = ctx.state["cards"][source].get("attached_to") in attackers
        for key, ability, extra in _triggered(ctx.state, source, "attacks"):
            # "whenever equipped creature attacks": an Equipment's, for the creature it is attached to
            if ability.trigger.subject:  # "whenever a [Vehicle crewed by ~ this turn] attacks"
                matching = [a for a in attackers if matches(ctx.state, ability.trigger.subject, a, controller, source)]
                if ability.trigger.one_or_more and matching:  # "whenever one or more Birds you control attack" (CR 603.2c)
                    _add(ctx, source, key, {**extra, "count": len(matching)}, more)
                    continue
                for attacker in matching:
                    _add(ctx, source, key, {**extra, "subject": attacker}, more)
            elif controller != player:
                continue
            elif source in attackers and not ability.trigger.equipped:
                _add(ctx, source, key, extra, again)
            elif ability.trigger.equipped and equipped_attacks:  # "untap it": the equipped creature
                _add(ctx, source, key, {**extra, "subject": ctx.state["cards"][source]["attached_to"]}, again)


def _still_attacking(state: dict, attackers: list[str], player: str) -> int:
    """Those of ``attackers`` still attacking ``player``, or gone from the battlefield (their last
    known information: they were)."""
    combat = state["turn"]["combat"]["attackers"]
    return sum(1 for a in attackers if a not in state["cards"] or combat.get(a, {}).get("defender") == player)


def dealt_combat_damage(ctx: Ctx, dealer: str, player: str | None = None, amount: int = 0) -> None:
    """CR 510.2: "whenever [this creature] deals combat damage to a player" and "whenever a
    creature you control deals combat damage to a player" (the dealer matching the subject); the
    trigger remembers the player ("that player")."""
    state = ctx.state
    if dealer not in state["cards"] or state["cards"][dealer]["zone"] != "battlefield":
        return
    for source in permanents(state, controller_of(state, dealer)):
        for key, ability, extra in _triggered(state, source, "combat_damage_to_player"):
            trigger = ability.trigger
            equipped = trigger.equipped and state["cards"][source].get("attached_to") == dealer  # "equipped creature deals …"
            if (trigger.self_ and source == dealer) or equipped or (trigger.subject and matches(state, trigger.subject, dealer, controller_of(state, source), source)):
                if trigger.one_or_more and not _first_this_damage_step(state, source, key, player):
                    continue
                subject = {"subject": dealer} if trigger.subject else {}  # "that creature" (Sphere Grid)
                _add(ctx, source, key, {**extra, "damage": amount, **subject, **({"damaged_player": player} if player else {})})
    for source in permanents(state) if player else ():  # "whenever a creature deals combat damage to one of your opponents"
        for key, _, extra in _triggered(state, source, "combat_damage_to_your_opponent"):
            if player in ctx.opponents(controller_of(state, source)):
                _add(ctx, source, key, {**extra, "subject": dealer, "damaged_player": player})
    for source in permanents(state, player) if player else ():  # "whenever a creature deals combat damage to you"
        for key, ability, extra in _triggered(state, source, "combat_damage_to_you"):
            if matches(state, ability.trigger.subject, dealer, player, source):
                _add(ctx, source, key, {**extra, "subject": dealer})


def dealt_damage(ctx: Ctx, dealer: str | None, amount: int) -> None:
    """"Whenever [this creature] deals damage" (Cecil, Dark Knight): once in each damage event
    (``permanents.damage_event``), the amounts it dealt in the event added up ("that much"); it
    still triggers when the damage is lethal to it, the creature being on the battlefield as the
    damage is dealt (the notes)."""
    state = ctx.state
    if not dealer or dealer not in state["cards"] or state["cards"][dealer]["zone"] != "battlefield":
        return
    event = state["data"].get("damage_event", 0)
    for key, _, extra in _triggered(state, dealer, "deals_damage"):
        same = [tr for tr in state["triggers"] if tr["source"] == dealer and tr["ability"] == key and tr["data"].get("damage_event") == event]
        for trigger in same:
            trigger["data"]["damage"] += amount
        if not same:
            _add(ctx, dealer, key, {**extra, "damage": amount, "damage_event": event})


def _first_this_damage_step(state: dict, source: str, key: str, player: str | None) -> bool:
    """"Whenever one or more [creatures] deal combat damage to a player": once for each player in
    each combat damage step (the first-strike step is an event of its own, CR 510.4, 603.2c; so is
    the one of an additional combat phase, CR 500.8)."""
    step = [state["turn"]["number"], state["turn"].get(BEGUN, {}).get(COMBAT_PHASE), state["turn"]["combat"].get("damage_step")]
    seen = state["data"].get("one_or_more_damage")
    if not seen or seen["step"] != step:
        seen = state["data"]["one_or_more_damage"] = {"step": step, "done": []}
    if [source, key, player] in seen["done"]:
        return False
    seen["done"].append([source, key, player])
    return True


def creature_dealt_damage(ctx: Ctx, card_id: str) -> None:
    """CR 120.3e: damage marked on a creature; "when enchanted creature is dealt damage" abilities
    of the Auras attached to it trigger (CR 303.4b)."""
    state = ctx.state
    for source in [c for c in permanents(state) if state["cards"][c].get("attached_to") == card_id]:
        for key, _ability, extra in _triggered(state, source, "enchanted_dealt_damage"):
            _add(ctx, source, key, extra)


def drew(ctx: Ctx, player: str) -> None:
    """A card drawn (CR 121.1), counted for the turn: "whenever you draw your third card each
    turn" abilities of the player's permanents trigger on the third (whoever had them before)."""
    state = ctx.state
    counted = state["data"].setdefault("draws", {})
    if counted.get("turn") != state["turn"]["number"]:
        counted.clear()
        counted["turn"] = state["turn"]["number"]
    counted[player] = counted.get(player, 0) + 1
    if counted[player] == 3:
        for source in permanents(state, player):
            for key, _, extra in _triggered(state, source, "you_draw_third"):
                _add(ctx, source, key, extra)
    if state["turn"]["active"] != player:  # "whenever an opponent draws a card, if it isn't that player's turn"
        for opponent in ctx.opponents(player):
            for source in permanents(state, opponent):
                for key, _, extra in _triggered(state, source, "opponent_draws_outside_their_turn"):
                    _add(ctx, source, key, extra)


def played_from_exile(ctx: Ctx, player: str) -> None:
    """"Whenever you play a land from exile or cast a spell from exile" (Urianger Augurelt): once
    the land is played (CR 305.1) or the spell has become cast (CR 601.2i)."""
    for source in permanents(ctx.state, player):
        for key, _, extra in _triggered(ctx.state, source, "you_play_from_exile"):
            _add(ctx, source, key, extra)


def life_gained(ctx: Ctx, player: str) -> None:
    """CR 119.9: "whenever you gain life" abilities of the player's permanents, once for each
    life-gain event (gaining 0 life is none)."""
    for source in permanents(ctx.state, player):
        for key, _, extra in _triggered(ctx.state, source, "you_gain_life"):
            _add(ctx, source, key, extra)


def coin_flip_won(ctx: Ctx, player: str) -> None:
    """"Whenever you win a coin flip" abilities of the player's permanents (CR 705.2), once for
    each flip won."""
    for source in permanents(ctx.state, player):
        for key, _, extra in _triggered(ctx.state, source, "you_win_coin_flip"):
            _add(ctx, source, key, extra)


LINKED_CHOSEN = "linked_chosen"  # source -> the permanent its choose_permanent step chose (CR 607.2)


def chosen_left(ctx: Ctx, left: list[str]) -> None:
    """"When the chosen creature leaves the battlefield" abilities of the permanents that chose one
    of ``left`` (still on the battlefield: a source that left is a new object, and the link ends
    with it, CR 400.7)."""
    links = ctx.state["data"].get(LINKED_CHOSEN)
    if not links:
        return
    for source, chosen in list(links.items()):
        if chosen in left and source in ctx.state["cards"] and ctx.state["cards"][source]["zone"] == BATTLEFIELD:
            for key, _, extra in _triggered(ctx.state, source, "chosen_leaves"):
                _add(ctx, source, key, extra)
        if chosen in left or source in left:
            del links[source]


def chosen_player_lost(ctx: Ctx, losers: list[str]) -> None:
    """"When the chosen player loses the game" abilities (the player chosen as the permanent
    transformed) of the permanents still on the battlefield."""
    for source in permanents(ctx.state):
        if ctx.state["cards"][source].get("chosen_player") in losers:
            for key, _, extra in _triggered(ctx.state, source, "chosen_player_loses"):
                _add(ctx, source, key, extra)


def life_lost(ctx: Ctx, player: str, amount: int) -> None:
    """"Whenever an opponent loses life [during your turn]" abilities of ``player``'s opponents'
    permanents, once for each life-loss event (CR 119.3), with how much was lost ("that many");
    "whenever one or more opponents lose life" (``one_or_more``): once for the opponents losing life
    in one event (CR 603.2c)."""
    state = ctx.state
    for opponent in ctx.opponents(player):
        for source in permanents(state, opponent):
            for key, ability, extra in _triggered(state, source, "opponent_loses_life"):
                if ability.trigger.during_your_turn and state["turn"]["active"] != opponent:
                    continue
                if ability.trigger.one_or_more:
                    event = _life_loss_event(state)
                    if event is not None and any(tr["source"] == source and tr["ability"] == key and tr["data"].get("loss_event") == event
                                                 for tr in state["triggers"]):  # fmt: skip
                        continue
                    extra = {**extra, "loss_event": event}
                _add(ctx, source, key, {**extra, "life_lost": amount})


def _life_loss_event(state: dict) -> list | None:
    """Life lost together: in one step of one resolving spell or ability ("each opponent loses 2
    life"), or in one combat damage step (CR 510.2); None: alone."""
    if state["turn"]["step"] == "combat_damage" and not any(f["proc"] == "mtg.resolve" for f in state["frames"]):
        return ["combat_damage", state["turn"]["number"], state["turn"]["combat"].get("damage_step")]
    return _entering_event(state)


def scried_or_surveilled(ctx: Ctx, player: str) -> None:
    """"Whenever you scry or surveil" abilities of the player's permanents (after the surveil is done)."""
    for source in permanents(ctx.state, player):
        for key, _, extra in _triggered(ctx.state, source, "you_scry_or_surveil"):
            _add(ctx, source, key, extra)


def creature_card_moved(ctx: Ctx, event: dict) -> None:
    """Syr Konrad's: a creature card put into a graveyard from anywhere but the battlefield (dying
    is its own trigger), or one leaving its owner's graveyard (that owner's permanents'); the
    card's printed types (CR 109.2)."""
    state, owner = ctx.state, event["owner"]
    record = state["cards"][event["card"]]
    if record.get("token") or "creature" not in card(record["def"]).types:  # a token is no card (CR 111.1)
        return
    into = event["to_zone"] == graveyard(owner) != event["from_zone"] and event["from_zone"] != BATTLEFIELD
    watching = permanents(state) if into else permanents(state, owner) if event["from_zone"] == graveyard(owner) != event["to_zone"] else []
    for source in watching:
        for key, ability, extra in _triggered(state, source, "creature_card_to_graveyard" if into else "creature_card_leaves_your_graveyard"):
            if ability.trigger.one_or_more:  # "whenever one or more creature cards leave": once for a batch (CR 603.2c)
                batch = _moving_event(state)
                if batch is not None and any(tr["source"] == source and tr["ability"] == key and tr["data"].get("batch") == batch
                                             for tr in state["triggers"]):  # fmt: skip
                    continue
                extra = {**extra, "batch": batch}
            _add(ctx, source, key, extra)


def _moving_event(state: dict) -> list | None:
    """Cards moving together: as one spell or ability resolves (its steps that move cards one
    target at a time are one instruction: "return one or two target cards"), or as the costs of
    one are paid (CR 601.2h); None: alone."""
    frame = next((f for f in reversed(state["frames"]) if f["proc"] in ("mtg.resolve", "mtg.cast", "mtg.activate")), None)
    if frame is None:
        return None
    return [frame["object"]["id"], "resolves"] if frame["proc"] == "mtg.resolve" else [frame.get("object"), "costs"]


def left_graveyard(ctx: Ctx, owner: str) -> None:
    """"Whenever one or more cards leave your graveyard" abilities of the permanents ``owner``
    controls, as a card leaves it (written "triggers only once each turn": one trigger for a batch)."""
    for source in permanents(ctx.state, owner):
        for key, _, extra in _triggered(ctx.state, source, "cards_leave_your_graveyard"):
            _add(ctx, source, key, extra)


def beginning_of_first_main_phase(ctx: Ctx) -> None:
    """"At the beginning of your first main phase" abilities of the active player's permanents,
    their intervening "if" checked now (CR 603.4)."""
    _active_players(ctx, "your_first_main_phase")


def beginning_of_main_phase(ctx: Ctx) -> None:
    """"At the beginning of each of your main phases" (CR 505.1: precombat and postcombat)."""
    _active_players(ctx, "your_main_phase")


# a permanent's record: the turn its "add X mana of any one color" ability last added mana
ADDED_MANA_TURN = "added_mana_turn"


def beginning_of_postcombat_main_phase(ctx: Ctx) -> None:
    """"At the beginning of each of your postcombat main phases" (CR 505.1a)."""
    _active_players(ctx, "your_postcombat_main_phase")


def transformed(ctx: Ctx, card_id: str) -> None:
    """"When this permanent transforms into [this face]": the face it turned to says it (CR 712)."""
    for key, _, extra in _triggered(ctx.state, card_id, "transforms_into"):
        _add(ctx, card_id, key, extra)


def beginning_of_upkeep(ctx: Ctx) -> None:
    """CR 503.1a: "at the beginning of your upkeep" abilities of the active player's permanents."""
    _active_players(ctx, "your_upkeep")
    delayed.beginning_of(ctx, "next_upkeep")


def control_gained(ctx: Ctx, before: dict[str, str]) -> None:
    """"Whenever an opponent gains control of a permanent from you": ``before`` holds the
    controllers just before the change; each permanent now controlled by an opponent of its
    former controller triggers the abilities of the permanents that player controlled then,
    the changed one included (the notes' Zidane rulings)."""
    state = ctx.state
    lost = [(c, old) for c, old in before.items() if c in state["cards"] and controller_of(state, c) != old]
    for _, old in lost:
        sources = [c for c in permanents(state) if before.get(c, controller_of(state, c)) == old]
        for source in sources:
            for key, _, extra in _triggered(state, source, "opponent_gains_control"):
                core_triggers.add_trigger(ctx, old, source, key, definition=state["cards"][source]["def"], **extra)


def intervening_if_holds(state: dict, ability, source: str, data: dict | None = None) -> bool:
    """A source that has left the battlefield is not asked about (its effect can do nothing).
    ``data``: the waiting trigger's (None as the event happens)."""
    if ability.intervening_if == "in_command_zone_or_on_battlefield":  # the same object, still there (CR 400.7)
        return source in state["cards"] and state["cards"][source]["zone"] in (BATTLEFIELD, command_zone(controller_of(state, source)))
    if ability.intervening_if is None or source not in state["cards"]:
        return True
    if ability.intervening_if == "not_added_mana_this_turn":  # "if you haven't added mana with this ability this turn"
        return state["cards"][source].get(ADDED_MANA_TURN) != state["turn"]["number"]
    if ability.intervening_if == "not_entered_this_turn":
        return state["cards"][source].get("entered_turn") != state["turn"]["number"]
    if ability.intervening_if == "two_or_more_attacking_you":  # as it happens: ``attacked`` counts them
        return data is None or _still_attacking(state, data.get("attacking_you", []), controller_of(state, source)) >= 2
    if isinstance(ability.intervening_if, ManaSpent):  # checked as it triggered; it can't change since
        return True
    return holds(state, ability.intervening_if, controller_of(state, source), source)  # "if you control ..."

"""Casting spells (CR 601.2) and activating abilities (CR 602.2), in the rules' order.

601.2a the card moves to the stack; 601.2c targets are chosen; 601.2f the total cost is
determined (the mana cost less the card's own cost reductions; additional costs come in a later
slice); 601.2g the
player may activate mana abilities; 601.2h the cost is paid; 601.2i the spell becomes cast. The
mana spent is recorded on the stack object. Activating an ability follows the same steps
(602.2b), with {T} paid as part of the cost.

A player who will not finish may cancel: the game returns to the moment before the announcement
(CR 601.2 / 728.1: the card goes back to hand, permanents tapped for mana during the announcement
untap and the mana pool is restored) — until a permanent was sacrificed or exiled for mana, which
can't be undone (``pay_cost``). A player is offered only choices that leave the spell payable, so
no cast has to be cancelled: the last target, mana abilities, the kicker.
"""

from __future__ import annotations

from collections import Counter

from engine.core import rng
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import adventures, delayed, job_select, monarch, ninjutsu, reflexive, spell_copies, triggers, ward
from .abilities import Ability, Filter, Kicker
from .auras import enchant_spell_ability
from .card_text import kicker_text, mode_text
from .cards import card
from .command_zone import cast_from_command_zone, command_zone, is_commander
from .delayed import DELAYED
from .mana import (
    PHYREXIAN_B,
    activate_mana_ability,
    affordable,
    auto_sources,
    can_pay_from_pool,
    life_cost,
    mana_cost,
    mana_made,
    mana_options,
    mana_sources,
    most_life_payments,
    parse_cost,
    parse_mana_option,
    pay_from_pool,
    payable_after,
    removes_itself,
    spendable_sources,
    with_life,
)
from .memo import memoized, unchanging
from .objects import (
    GRANTED,
    count,
    definition,
    equip_discount,
    first_targeting_yours_discount,
    is_type,
    mana_value,
    matches,
    on_battlefield,
    own_equip_discount,
    power,
)
from .permanents import change_life, discard, leave_battlefield, mill
from .procs import PROCS
from .reflexive import REFLEXIVE
from .restricted_mana import Spending, for_ability, for_spell, pool_text
from .targets import can_choose_all, candidates, from_option, next_choices, option_id
from .text import card_label, card_name, target_label
from .vehicles import pay_crew
from .zones import EXILE, STACK, controller_of, graveyard, hand, permanents

AUTO, PAY, CANCEL = "auto", "pay", "cancel"
KICK, NO_KICK = "kick", "no_kick"


def spell_ability(definition_id: str) -> Ability | None:
    """The spell's spell ability; an Aura spell's target is its enchant ability (CR 303.4a)."""
    found = next((a for a in card(definition_id).abilities if a.kind == "spell"), None)
    return found or enchant_spell_ability(definition_id)


def ability_of(obj: dict) -> Ability | None:
    """The ability a stack object carries: a spell's spell ability, or the source's ability."""
    if obj["kind"] == "spell":
        return spell_ability(obj["def"])
    if obj["ability"] == GRANTED:  # a granted ability's trigger carries its definition
        return Ability.model_validate(obj["data"]["granted"])
    if obj["ability"] == DELAYED:  # so does a delayed trigger (CR 603.7)
        return delayed.ability(obj["data"])
    if obj["ability"] == REFLEXIVE:  # and a reflexive one (CR 603.12)
        return reflexive.ability(obj["data"])
    if obj["ability"] == job_select.KEY:  # a rules-defined keyword ability (CR 702.182a)
        return job_select.ABILITY
    if obj["ability"] == spell_copies.KEY:  # "copy that spell" (CR 707.10)
        return spell_copies.ABILITY
    if obj["ability"] == ward.KEY:  # CR 702.21a
        return ward.ABILITY
    if obj["ability"] in monarch.ABILITIES:  # the monarch's (CR 724.2)
        return monarch.ABILITIES[obj["ability"]]
    index = int(obj["ability"])
    return card(obj["def"]).abilities[index]


def body_of(obj: dict):
    """What a stack object does: the chosen mode of a modal ability (CR 700.2), else the ability
    itself (anything with ``targets`` and ``effects``); None for a permanent spell."""
    ability = ability_of(obj)
    return ability.body(obj.get("mode")) if ability is not None else None


def legal_modes(state: dict, ability: Ability, controller: str, source: str | None) -> list[int]:
    """CR 700.2a / 601.2b: a mode whose targets can't all be chosen can't be chosen."""
    return [i for i, mode in enumerate(ability.modes) if can_choose_all(state, mode.targets, controller, source)]


def choose_mode(ctx: Ctx, frame: dict, obj: dict, source: str | None) -> bool:
    """Choose the mode of a modal ability (601.2b for spells, 603.3c for triggers); False while
    waiting. The options read like the card text of each mode."""
    ability = ability_of(obj)
    if not ability or not ability.modes or "mode" in obj:
        return True
    printed = card(obj["def"])
    usable = legal_modes(ctx.state, ability, obj["controller"], source)
    if ability.tiered:  # only modes whose additional cost can be paid as well (CR 702.183), costed as they'd be paid
        usable = [i for i in usable if affordable(ctx.state, obj["controller"], _total_cost_of(ctx.state, {**obj, "mode": i}, []),
                                                  spending=for_spell(obj["def"]))]  # fmt: skip
    if ability.random_mode:  # "choose one at random"
        obj["mode"] = rng.choice(ctx.state["rng"], usable)
        ctx.emit("mode_chosen_at_random", definition=obj["def"], mode=obj["mode"], text=mode_text(printed, ability.modes[obj["mode"]]))
        return True
    options = [{"id": f"mode:{i}", "label": mode_text(printed, ability.modes[i])} for i in usable]
    both = ability.both_if_commander and any(is_commander(ctx.state, c) for c in permanents(ctx.state, obj["controller"]))
    several = ability.one_or_more or ability.modes_to_choose or both
    least = ability.modes_to_choose or 1  # "choose two" (CR 700.2)
    most = ability.modes_to_choose or (len(options) if ability.one_or_more or both else 1)  # "choose one or more" (CR 700.2d)
    prompt = t("mtg.prompt.modes_n", card=card_name(obj["def"]), count=least) if ability.modes_to_choose else t("mtg.prompt.modes" if several else "mtg.prompt.mode", card=card_name(obj["def"]))
    ask = make_ask(prompt, options, minimum=least, maximum=most)
    choice = ctx.choose(frame, obj["controller"], "choose_option", f"mode:{obj['id']}", ask)
    if choice is None:
        return False
    chosen = sorted(int(c.split(":")[1]) for c in choice)
    obj["mode"] = chosen if several else chosen[0]
    return True


def begin_cast(ctx: Ctx, player: str, card_id: str, flashback: bool = False, adventure: bool = False, overload: bool = False) -> None:
    """``flashback``: cast from the graveyard for its flashback cost (CR 702.34a); ``adventure``:
    cast as an Adventure (CR 715.3); ``overload``: for its overload cost, an alternative cost (CR
    702.96a)."""
    flags = {"flashback": True} if flashback else {}
    flags |= {"adventure": True} if adventure else {}
    flags |= {"overloaded": True, "alternative_cost": card(ctx.card(card_id)["def"]).overload} if overload else {}
    ctx.push("mtg.cast", player=player, card=card_id, stage="announce", origin=ctx.card(card_id)["zone"], **flags)


def begin_cast_from(ctx: Ctx, player: str, card_id: str, *, free: bool, exile_instead: bool = False,
                    life_cost: int = 0, enters_with: dict | None = None, any_mana_type: bool = False,
                    enters_tapped: bool = False, permitted_by: str | None = None, permitted_as: str | None = None,
                    alternative_cost: str | None = None, alternative: str | None = None, less: int = 0,
                    creature_gains: dict | None = None) -> None:  # fmt: skip
    """Cast a card from the zone it is in as an effect allows (a graveyard, exile), ``free``:
    "without paying its mana cost" (CR 118.9); a cancelled cast puts it back there. ``life_cost``:
    "by paying N life in addition" (CR 119.4, 601.2h); ``enters_with``: the counters the permanent
    it becomes enters with (CR 614.1c); ``any_mana_type``: "mana of any type can be spent";
    ``alternative_cost``: an effect's "by paying {3} rather than paying its mana cost" (CR 118.9);
    ``alternative``: the card's own alternative cost it is cast for, by its field's name
    ("foretell", CR 702.143a); ``less``: "spells you cast this way cost {N} less to cast" (generic
    mana, CR 601.2f); ``creature_gains``: the keywords and abilities ("grants") the permanent a
    creature spell cast this way becomes has (Strago and Relm). A cancelled cast puts the card back
    as it was (face down, foretold)."""
    flags = {"free": True} if free else {}
    flags |= {"exile_instead": True} if exile_instead else {}
    flags |= {"life_cost": life_cost} if life_cost else {}
    flags |= {"enters_with": enters_with} if enters_with else {}
    flags |= {"any_mana_type": True} if any_mana_type else {}
    flags |= {"enters_tapped": True} if enters_tapped else {}  # Edgar: "that artifact enters tapped"
    flags |= {"permitted_by": permitted_by} if permitted_by else {}  # its permission, used once cast
    flags |= {"permitted_as": permitted_as} if permitted_as else {}  # the permanent type it uses (Muldrotha)
    flags |= {"alternative_cost": alternative_cost} if alternative_cost else {}
    flags |= {"alternative": alternative} if alternative else {}
    flags |= {"less": less} if less else {}
    flags |= {"creature_gains": creature_gains} if creature_gains else {}
    flags |= {"was": {k: v for k, v in ctx.card(card_id).items() if k in ("face_down", "foretold_turn", "visible_to")}}
    ctx.push("mtg.cast", player=player, card=card_id, stage="announce", origin=ctx.card(card_id)["zone"], **flags)


def begin_activation(ctx: Ctx, player: str, source: str, index: int) -> None:
    ctx.push("mtg.activate", player=player, source=source, index=index, stage="announce")


def _remember(ctx: Ctx, frame: dict) -> None:
    frame["pool_before"] = dict(ctx.player(frame["player"])["pool"])
    frame["tapped"] = []


@PROCS.proc("mtg.cast")
def cast(ctx: Ctx, frame: dict) -> None:
    player = frame["player"]
    if frame["stage"] == "announce":  # 601.2a
        _remember(ctx, frame)
        definition_id = ctx.card(frame["card"])["def"]
        commander = cast_from_command_zone(ctx.state, frame["card"])  # CR 903.8
        from_graveyard = {"cast_from_graveyard": True} if ctx.card(frame["card"])["zone"].endswith(".graveyard") else {}
        from_graveyard |= {"cast_from_exile": True} if ctx.card(frame["card"])["zone"] == EXILE else {}  # "if this spell was cast from exile"
        from_graveyard |= {"cast_from_hand": True} if ctx.card(frame["card"])["zone"] == hand(player) else {}  # rebound (CR 702.88a)
        on_stack = ctx.move(frame["card"], STACK, reason="cast", keep=("card_copy",))  # a copy of a card is cast (CR 707.12)
        if frame.get("adventure"):  # only the Adventure's characteristics on the stack (CR 715.3b)
            definition_id = ctx.card(on_stack)["def"] = card(definition_id).adventure.id
        obj = {"id": ctx.new_id("stack"), "kind": "spell", "controller": player, "card": on_stack,
               "def": definition_id, "targets": [], "casting": True, **commander, **from_graveyard}  # fmt: skip
        for flag in ("flashback", "adventure", "overloaded"):
            if frame.get(flag):
                obj[flag] = True
        for flag in ("free", "exile_instead", "life_cost", "enters_with", "any_mana_type", "enters_tapped", "permitted_by", "permitted_as", "alternative_cost",
                     "alternative", "less", "creature_gains"):  # CR 118.9; "exile it instead" (CR 614.1a); Noctis
            if frame.get(flag):
                obj[flag] = frame[flag]
        ctx.state["stack"].append(obj)
        frame.update(stage="targets", object=obj["id"])
    obj = _object(ctx, frame)
    if frame["stage"] == "targets":  # 601.2b modes and the kicker, 601.2c targets
        if not _announce_kicker(ctx, frame, obj) or not choose_mode(ctx, frame, obj, obj["card"]) or not _announce_x(ctx, frame, obj):
            return
        body = body_of(obj)
        overloaded = obj.get("overloaded")  # "each" for "target": no targets (CR 702.96b)
        if not _choose_targets(ctx, frame, obj, body.targets if body and not overloaded else [], obj["card"]):
            return
        frame["stage"] = "pay"
    if frame["stage"] == "pay":  # 601.2f–h
        if "cost" not in obj:  # 601.2f: determined once, then locked in (whatever paying changes)
            obj["cost"] = dict(+_total_cost_of(ctx.state, obj, obj["targets"]))
        ability = spell_ability(obj["def"])
        keep = kicker_choices(ctx.state, ability.kicker, player) if obj.get("kicked") else sacrifice_cost_choices(ctx.state, ability, player, obj["card"])
        keep_count = ability.sacrifice_cost_count if ability and ability.sacrifice_cost else 1
        result = pay_cost(ctx, frame, player, Counter(obj["cost"]), None, card_name(obj["def"]), for_spell(obj["def"]), keep, keep_count)
        if result is None:
            return
        if result == CANCEL:
            _rewind(ctx, frame, obj)
            back = command_zone(player) if obj.get("from_command_zone") else None
            origin = back or frame.get("origin") or (graveyard if obj.get("flashback") else hand)(player)
            back = adventures.leave_stack(ctx, obj, origin, reason="cast_cancelled")
            ctx.card(back).update(frame.get("was", {}))  # a foretold card goes back face down (CR 728.1)
            return
        obj["mana_spent"] = result
        if obj.get("life_cost"):  # 601.2h: with the rest of the cost (CR 119.4)
            change_life(ctx, player, -obj["life_cost"])
        frame["stage"] = "additional"
    if obj.get("kicked") and not frame.get("kicker_paid"):  # 601.2h: with the rest of the cost
        if not _pay_kicker(ctx, frame, obj):
            return
        frame["kicker_paid"] = True  # not asked again while the discard below waits
    ability = spell_ability(obj["def"])
    blitz = card(obj["def"]).blitz_discard if obj.get("alternative") == "blitz" else 0  # "Blitz—…, Discard a card"
    if not _pay_discard_cost(ctx, frame, obj, (ability.discard_cost if ability else 0) + blitz):
        return
    if ability and ability.sacrifice_cost and not _pay_sacrifice_cost(ctx, frame, obj, ability, obj["card"]):  # 601.2h
        return
    if ability and ability.x_is:  # "X is … as you cast this spell": counted once, now
        obj["x"] = count(ctx.state, ability.x_is, player, None)
    del obj["casting"]  # 601.2i
    _record_cast(ctx.state, player, obj["def"])
    if obj.get("permitted_as"):  # "a permanent spell of each permanent type": this type used up once cast (601.2i)
        from .flashback import use_type  # here: flashback imports this module

        use_type(ctx.state, obj["permitted_by"], obj["permitted_as"])
    elif obj.get("permitted_by"):  # "once during each of your turns": used up once cast (601.2i), not if cancelled
        ctx.state["data"].setdefault("graveyard_casts", {})[obj["permitted_by"]] = ctx.state["turn"]["number"]
    ctx.pop(frame)
    ctx.emit("spell_cast", player=player, card=obj["card"], definition=obj["def"], object=obj["id"],
             targets=obj["targets"], mana_spent=obj["mana_spent"])  # fmt: skip
    triggers.spell_cast(ctx, player, obj["card"])
    spell_copies.spell_cast(ctx, obj)
    ward.targeted(ctx, obj, obj["targets"])


@PROCS.proc("mtg.activate")
def activate(ctx: Ctx, frame: dict) -> None:
    player, source = frame["player"], frame["source"]
    if source in ctx.state["cards"]:
        ability = definition(ctx.state, source).abilities[frame["index"]]
    else:  # sacrificed as the cost was paid, with more of the cost to pay: its card's ability still
        ability = card(_object(ctx, frame)["def"]).abilities[frame["index"]]
    if frame["stage"] == "announce":  # 602.2a
        _remember(ctx, frame)
        obj = {"id": ctx.new_id("stack"), "kind": "ability", "controller": player, "source": source,
               "def": ctx.card(source)["def"], "ability": str(frame["index"]), "targets": [], "casting": True,
               "of_artifact": on_battlefield(ctx.state, source) and is_type(ctx.state, source, "artifact")}  # fmt: skip
        ctx.state["stack"].append(obj)
        frame.update(stage="targets", object=obj["id"])
    obj = _object(ctx, frame)
    if frame["stage"] == "targets":  # 602.2b -> 601.2b modes, 601.2c targets
        if not choose_mode(ctx, frame, obj, source) or not _announce_ability_x(ctx, frame, obj, ability):
            return
        if not _choose_targets(ctx, frame, obj, body_of(obj).targets, source):
            return
        frame["stage"] = "pay"
    if frame["stage"] == "pay":  # 602.2b -> 601.2g–h; {T} is paid with the rest of the cost
        exclude = source if ability.tap else None
        keep = sacrifice_cost_choices(ctx.state, ability, player, source)
        if "cost" not in obj:  # 601.2f: determined once, then locked in
            obj["cost"] = dict(+activation_cost(ctx.state, ability, player, source, obj["targets"], obj.get("x")))
        spending = for_ability(source, ability.equip)
        result = pay_cost(ctx, frame, player, Counter(obj["cost"]), exclude, card_name(obj["def"]), spending, keep, ability.sacrifice_cost_count)
        if result is None:
            return
        if result == CANCEL:
            _rewind(ctx, frame, obj)
            return
        if ability.tap:
            ctx.card(source)["tapped"] = True
        if ability.life_cost:  # 601.2h: with the rest of the cost (CR 119.4)
            change_life(ctx, player, -ability.life_cost)
        if ability.mill_cost:  # 601.2h: with the rest of the cost (CR 701.17a)
            mill(ctx, player, ability.mill_cost)
        if ability.once_each_turn:  # CR 602.5b: counted per object
            ctx.card(source).setdefault("activated_turns", {})[str(frame["index"])] = ctx.state["turn"]["number"]
        obj["mana_spent"] = result
        if ability.sacrifice_self:
            _sacrifice_source(ctx, obj)
        if ability.exile_self:  # 601.2h: "Exile this artifact" is paid with the rest of the cost
            leave_battlefield(ctx, [source], "exile", "exiled")
        if ability.discard_self:  # 601.2h: the card is discarded as the cost is paid
            discard(ctx, [source])
        frame["stage"] = "sacrifice"
    if ability.sacrifice_cost and not _pay_sacrifice_cost(ctx, frame, obj, ability, source):
        return
    if ability.exile_cost and "cost_exiled" not in obj and not _pay_exile_cost(ctx, frame, obj, ability):
        return
    if ability.crew and not pay_crew(ctx, frame, obj, ability.crew):  # CR 702.122a
        return
    if ability.tap_cost and not _pay_tap_cost(ctx, frame, obj, ability, source):
        return
    if ability.ninjutsu and "ninjutsu_defender" not in obj and not ninjutsu.pay_return_cost(ctx, frame, obj):  # CR 702.49a
        return
    if not _pay_discard_cost(ctx, frame, obj, obj["x"] if ability.discard_cost == "X" else ability.discard_cost):
        return
    del obj["casting"]
    ctx.pop(frame)
    ctx.emit("ability_activated", player=player, card=source, definition=obj["def"], object=obj["id"],
             ability=obj["ability"], targets=obj["targets"])  # fmt: skip
    if _targets_own_creature(ctx.state, player, obj["targets"]) and ctx.state["turn"]["active"] == player:
        ctx.state["data"][TARGETED_YOURS] = ctx.state["turn"]["number"]  # the first such this turn has been activated
    triggers.ability_activated(ctx, player, obj.pop("of_artifact"), obj["targets"])
    ward.targeted(ctx, obj, obj["targets"])


# state["data"]: the turn in which its active player activated an ability targeting a creature they control
TARGETED_YOURS = "activated_targeting_yours"


def _targets_own_creature(state: dict, player: str, targets: list) -> bool:
    return any(tg and tg.get("card") in state["cards"] and on_battlefield(state, tg["card"]) and is_type(state, tg["card"], "creature")
               and controller_of(state, tg["card"]) == player for tg in targets)  # fmt: skip


def _first_targeting_yours_discount(state: dict, ability: Ability, player: str, source: str, targets: list | None) -> int:
    """Professor Hojo: "the first activated ability you activate during your turn that targets a
    creature you control costs {2} less" (before the targets are chosen: if it may target one)."""
    if state["turn"]["active"] != player or state["data"].get(TARGETED_YOURS) == state["turn"]["number"]:
        return 0
    discount = first_targeting_yours_discount(state, player)
    if discount and targets is None:
        targets = [c for spec in ability.targets for c in candidates(state, spec, player, source, [])]
    return discount if discount and _targets_own_creature(state, player, targets) else 0


def _sacrifice_source(ctx: Ctx, obj: dict) -> None:
    """Sacrifice the source as part of the cost (CR 601.2h); the ability remembers what it was
    (its counters, power and the Equipment attached to it) for its effects (CR 608.2h: "damage
    equal to its power")."""
    source = obj["source"]
    attached = [c for c in permanents(ctx.state) if ctx.card(c).get("attached_to") == source]
    obj["source_lki"] = {"counters": dict(ctx.card(source).get("counters", {})), "equipment": attached,
                         "power": power(ctx.state, source) if is_type(ctx.state, source, "creature") else 0}  # fmt: skip
    leave_battlefield(ctx, [source], "graveyard", "sacrificed")


def sacrifice_cost_choices(state: dict, ability: Ability | None, player: str, source: str) -> list[str]:
    """The permanents the player could sacrifice to pay the ability's (or spell's: "As an
    additional cost to cast this spell, sacrifice a creature") "Sacrifice [a creature or artifact]"
    cost (none when it has no such cost)."""
    if ability is None or ability.sacrifice_cost is None:
        return []
    return [c for c in permanents(state, player) if matches(state, ability.sacrifice_cost, c, player, source)]


def can_pay_sacrifice_cost(state: dict, ability: Ability, player: str, source: str, sources: list) -> bool:
    """A permanent to sacrifice exists, and the mana can be paid without it if it would be
    sacrificed for its mana (a Treasure): it is sacrificed after the mana is paid (CR 601.2h)."""
    keep = sacrifice_cost_choices(state, ability, player, source)
    exclude = source if ability.tap else None
    count = ability.sacrifice_cost_count
    return len(keep) >= count and affordable(state, player, activation_cost(state, ability, player, source), exclude,
                                             _reserving(state, sources, keep, count), for_ability(source, ability.equip))  # fmt: skip


def tap_cost_choices(state: dict, ability: Ability, player: str, source: str) -> list[str]:
    """The untapped permanents of the player's that could be tapped for a "Tap five untapped
    Wizards you control" cost."""
    return [c for c in permanents(state, player) if not state["cards"][c].get("tapped") and matches(state, ability.tap_cost, c, player, source)]


def _pay_tap_cost(ctx: Ctx, frame: dict, obj: dict, ability: Ability, source: str) -> bool:
    """CR 601.2h: the player taps as many of those permanents as the cost says. False while waiting."""
    player, count = obj["controller"], ability.tap_cost_count
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in tap_cost_choices(ctx.state, ability, player, source)]
    ask = make_ask(t("mtg.prompt.tap_cost", card=card_name(obj["def"]), count=count), options, minimum=count, maximum=count)
    choice = ctx.choose(frame, player, "choose_cards", f"tap_cost:{obj['id']}", ask)
    if choice is None:
        return False
    for card_id in choice:
        ctx.card(card_id)["tapped"] = True
        ctx.emit("tapped", card=card_id, definition=ctx.card(card_id)["def"])
    return True


def _pay_sacrifice_cost(ctx: Ctx, frame: dict, obj: dict, ability: Ability, source: str) -> bool:
    """CR 601.2h: the player sacrifices one of the permanents that match (one was kept while the
    mana was paid; "Sacrifice two artifacts": as many as it says). False while waiting."""
    player = obj["controller"]
    choices = sacrifice_cost_choices(ctx.state, ability, player, source)
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in choices]
    count = ability.sacrifice_cost_count
    ask = make_ask(t("mtg.prompt.sacrifice_cost", card=card_name(obj["def"])), options, minimum=count, maximum=count)
    choice = ctx.choose(frame, player, "choose_cards", f"sacrifice_cost:{obj['id']}", ask)
    if choice is None:
        return False
    leave_battlefield(ctx, choice, "graveyard", "sacrificed")
    return True


def exile_cost_choices(state: dict, ability: Ability, player: str, source: str) -> list[str]:
    """The cards of the player's graveyard that could pay the ability's "Exile [two creature
    cards] from your graveyard" cost."""
    return [c for c in state["zones"][graveyard(player)]["cards"] if matches(state, ability.exile_cost, c, player, source)]


def _pay_exile_cost(ctx: Ctx, frame: dict, obj: dict, ability: Ability) -> bool:
    """CR 601.2h: the player exiles as many matching cards of their graveyard as the cost says;
    the ability remembers them (``cost_exiled``: "the exiled cards"). False while waiting."""
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in exile_cost_choices(ctx.state, ability, player, obj["source"])]
    count = ability.exile_cost_count
    ask = make_ask(t("mtg.prompt.exile_cost", card=card_name(obj["def"]), count=count), options, minimum=count, maximum=count)
    choice = ctx.choose(frame, player, "choose_cards", f"exile_cost:{obj['id']}", ask)
    if choice is None:
        return False
    obj["cost_exiled"] = [ctx.move(card_id, EXILE, reason="exiled") for card_id in choice]
    return True


def activation_cost(state: dict, ability: Ability, player: str, source: str, targets: list | None = None, x: int | None = None) -> Counter:
    """The mana an activated ability costs (CR 602.2b -> 601.2f): its cost less "{1} less for each
    …" and, for an equip ability, less what its target creature says ("equip abilities you
    activate that target Cloud cost {2} less") and what the Equipment says of itself; all reduce only generic mana, never below zero.
    Without ``targets`` (before they are chosen) the cheapest creature the player could target."""
    cost = parse_cost(ability.cost)
    cost["generic"] += ability.x_times * (ability.x_at_least if x is None else x)  # "{X}{X}" (before X is announced: the least)
    if ability.cost_is_target_mana_value:  # "{X}: … target … with mana value X" (before targets: the cheapest)
        chosen = targets if targets is not None else candidates(state, ability.targets[0], player, source, [])
        cost["generic"] += min((mana_value(state, tg["card"]) for tg in chosen if tg and "card" in tg), default=0)
    if ability.cost_less_for_each:
        cost["generic"] = max(0, cost["generic"] - count(state, ability.cost_less_for_each, player, source))
    if ability.equip:
        creatures = [tg["card"] for tg in targets if tg and "card" in tg] if targets is not None else permanents(state, player)
        discount = max((equip_discount(state, c, player) for c in creatures), default=0) + own_equip_discount(state, source)
        cost["generic"] = max(0, cost["generic"] - discount)
    if ability.targets:
        cost["generic"] = max(0, cost["generic"] - _first_targeting_yours_discount(state, ability, player, source, targets))
    return cost


def kicker_choices(state: dict, kicker: Kicker, player: str) -> list[str]:
    """The permanents the player could sacrifice or return to pay a kicker cost."""
    return [c for c in permanents(state, player) if matches(state, kicker.what, c, player, None)]


def _announce_kicker(ctx: Ctx, frame: dict, obj: dict) -> bool:
    """CR 601.2b / 702.33: the player announces whether they will pay the kicker cost (asked only
    when it could be paid). False while waiting."""
    ability = spell_ability(obj["def"])
    if "kicked" in obj or ability is None or ability.kicker is None:
        return True
    if not _can_kick(ctx.state, obj, ability.kicker):
        obj["kicked"] = False
        return True
    or_pay = ability.kicker.or_pay  # a required choice between two additional costs
    if or_pay and not affordable(ctx.state, obj["controller"], _total_cost_of(ctx.state, obj, []) + parse_cost(or_pay), spending=for_spell(obj["def"])):
        obj["kicked"] = True  # only the sacrifice can be paid (no cast has to be cancelled)
        return True
    options = [{"id": KICK, "label": t("mtg.option.kick" if not or_pay else "mtg.option.additional_cost", cost=kicker_text(ability.kicker))},
               {"id": NO_KICK, "label": t("mtg.option.no_kick") if not or_pay else t("mtg.option.additional_cost", cost=or_pay)}]  # fmt: skip
    ask = make_ask(t("mtg.prompt.kicker" if not or_pay else "mtg.prompt.additional_cost", card=card_name(obj["def"])), options)
    choice = ctx.choose(frame, obj["controller"], "choose_option", f"kicker:{obj['id']}", ask)
    if choice is None:
        return False
    obj["kicked"] = choice[0] == KICK
    return True


def _can_kick(state: dict, obj: dict, kicker: Kicker) -> bool:
    """A choice for the kicker cost exists and the mana can be paid without it, if it would be
    sacrificed for mana (a Treasure): the kicker is paid after the mana (CR 601.2h)."""
    player = obj["controller"]
    keep = kicker_choices(state, kicker, player)
    sources = _reserving(state, mana_sources(state, player), keep)
    return bool(keep) and affordable(state, player, _total_cost_of(state, obj, []), sources=sources, spending=for_spell(obj["def"]))


def _pay_kicker(ctx: Ctx, frame: dict, obj: dict) -> bool:
    """CR 601.2h: sacrifice or return the chosen permanent (one was there when the kicker was
    announced, and paying mana can't remove it). False while waiting."""
    kicker = spell_ability(obj["def"]).kicker
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in kicker_choices(ctx.state, kicker, player)]
    ask = make_ask(t("mtg.prompt.kicker_cost", card=card_name(obj["def"]), cost=kicker_text(kicker)), options)
    choice = ctx.choose(frame, player, "choose_cards", f"kicker_cost:{obj['id']}", ask)
    if choice is None:
        return False
    sacrificed = kicker.action == "sacrifice"
    leave_battlefield(ctx, choice, "graveyard" if sacrificed else "hand", "sacrificed" if sacrificed else "kicker_cost")
    return True


def _pay_discard_cost(ctx: Ctx, frame: dict, obj: dict, amount: int) -> bool:
    """CR 601.2h: "as an additional cost, discard N cards" (or an activated ability's "Discard a
    card", 602.2b): the player chooses them from their hand (which held enough as the spell was
    announced, ``can_cast_now``, or the ability, ``actions``). False while waiting."""
    if not amount:
        return True
    player = obj["controller"]
    options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in ctx.zone(hand(player))]
    prompt = t("mtg.prompt.discard_cost", card=card_name(obj["def"]), count=amount)
    ask = make_ask(prompt, options, minimum=amount, maximum=amount)
    choice = ctx.choose(frame, player, "choose_cards", f"discard_cost:{obj['id']}", ask)
    if choice is None:
        return False
    discard(ctx, choice)
    return True


def _announce_x(ctx: Ctx, frame: dict, obj: dict) -> bool:
    """CR 601.2b / 107.3a: the player announces the value of X (after the modes, before the
    targets). The options run from 0 to the largest X the player's mana could pay for (a larger
    one could only be cancelled). False while waiting."""
    if "x" in obj or "X" not in card(obj["def"]).cost_symbols:
        return True
    if obj.get("free") or obj.get("alternative_cost"):  # without paying its mana cost, X is 0 (CR 118.9, 601.2b)
        obj["x"] = 0
        return True
    state, player = ctx.state, obj["controller"]
    largest = sum(state["players"][player]["pool"].values()) + len(mana_sources(state, player))
    while largest > 0 and not affordable(state, player, _total_cost_of(state, {**obj, "x": largest}, []), spending=for_spell(obj["def"])):
        largest -= 1
    options = [{"id": f"x:{value}", "label": t("mtg.option.x", value=value)} for value in range(largest + 1)]
    ask = make_ask(t("mtg.prompt.x", card=card_name(obj["def"])), options)
    choice = ctx.choose(frame, player, "choose_option", f"x:{obj['id']}", ask)
    if choice is None:
        return False
    obj["x"] = int(choice[0].split(":")[1])
    return True


def _announce_ability_x(ctx: Ctx, frame: dict, obj: dict, ability: Ability) -> bool:
    """CR 602.2b -> 601.2b: the value of an activated ability's X, from its least to the largest
    the player's mana could pay for. False while waiting."""
    if "x" in obj or not (ability.x_times or ability.discard_cost == "X"):
        return True
    state, player, source = ctx.state, obj["controller"], obj["source"]
    exclude = source if ability.tap else None
    largest = ability.x_at_least
    if ability.discard_cost == "X":  # "Discard X cards": as many as the hand holds
        largest = len(ctx.zone(hand(player)))
    while ability.x_times and affordable(state, player, activation_cost(state, ability, player, source, None, largest + 1), exclude, spending=for_ability(source, ability.equip)):
        largest += 1
    options = [{"id": f"x:{value}", "label": t("mtg.option.x", value=value)} for value in range(ability.x_at_least, largest + 1)]
    choice = ctx.choose(frame, player, "choose_option", f"x:{obj['id']}", make_ask(t("mtg.prompt.x", card=card_name(obj["def"])), options))
    if choice is None:
        return False
    obj["x"] = int(choice[0].split(":")[1])
    return True


def _object(ctx: Ctx, frame: dict) -> dict:
    return next(o for o in ctx.state["stack"] if o["id"] == frame["object"])


def _choose_targets(ctx: Ctx, frame: dict, obj: dict, specs: list, source: str | None) -> bool:
    """One request per target, each over the legal choices given the earlier ones."""
    state = ctx.state
    while (following := next_choices(state, specs, obj["controller"], source, obj["targets"])) is not None:
        index = len(obj["targets"])
        spec, found = following
        if obj["kind"] == "spell" and index >= len(specs) - 1:
            found = _payable_targets(state, obj, found)
        if not found:  # an "up to one" target with nothing to choose
            obj["targets"].append(None)
            continue
        up_to = spec.up_to or spec.any_number  # "any number": the player may stop (CR 601.2c)
        options = [{"id": option_id(c), "label": target_label(state, c, obj["controller"])} for c in found]
        prompt = t("mtg.prompt.target_up_to" if up_to else "mtg.prompt.target", card=card_name(obj["def"]), number=index + 1)
        ask = make_ask(prompt, options, minimum=0 if up_to else 1, default=[] if up_to else None)
        choice = ctx.choose(frame, obj["controller"], "choose_targets", f"target:{obj['id']}:{index}", ask)
        if choice is None:
            return False
        obj["targets"].append(from_option(choice[0]) if choice else None)
    return True


def _payable_targets(state: dict, obj: dict, found: list) -> list:
    """The last target's choices with which the spell's cost can be paid: a cost reduction may
    depend on the targets (CR 601.2f), and a choice that leaves it unpayable could only be
    cancelled (CR 728.1). The menu offered the spell only if one exists (``can_cast_now``)."""
    payable = [c for c in found if affordable(state, obj["controller"], _total_cost_of(state, obj, [*obj["targets"], c]), spending=for_spell(obj["def"]))]
    return payable or found


def pay_cost(ctx: Ctx, frame: dict, player: str, cost: Counter, exclude: str | None, what: str, spending: Spending,
             keep: list[str] = (), keep_count: int = 1):  # fmt: skip
    """601.2g–h: the player activates mana abilities, then pays from the pool. Returns the mana
    spent, CANCEL, or None while waiting. A cost of no mana is paid at once. ``spending``: what
    the cost is for; only mana abilities whose mana it may spend are offered (CR 106.6).

    Only mana abilities after which the cost can still be paid are offered, so a payment once
    started can always be finished. ``keep``: permanents of which one (``keep_count``) must stay
    on the battlefield (the kicker's or a sacrifice cost's choices, paid after the mana). Cancelling reverses the mana
    abilities (CR 728.1), which a sacrifice or an exile can't be (a Treasure has ceased to exist,
    CR 111.7, and a leaving has had effects): once a permanent left so, the cast must be finished."""
    state = ctx.state
    life = _life_payments(ctx, frame, player, cost, exclude, what, spending, keep, keep_count)
    if life is None:
        return None
    cost = with_life(cost, life)
    while True:
        if not +cost:
            return _pay_life(ctx, player, life, {})
        with unchanging(state):  # finding the options changes nothing
            sources = spendable_sources(state, [s for s in mana_sources(state, player) if s[0] != exclude], spending)
        key = f"pay:{frame['object']}:{len(frame['tapped'])}"
        # An answer that has arrived was checked against the options asked: they are not built again.
        choice = ctx.answer_for(frame, key)
        if choice is None:
            choice = _ask_payment(ctx, frame, player, cost, what, spending, sources, keep, keep_count, key, life)
            if choice is None:
                return None
        picked = choice[0]
        if picked == CANCEL:
            return CANCEL
        if picked == PAY:
            return _pay_life(ctx, player, life, pay_from_pool(ctx, player, cost, spending))
        chosen = auto_sources(state, player, cost, sources=_reserving(state, sources, keep, keep_count), spending=spending) if picked == AUTO \
            else [parse_mana_option(picked)]  # fmt: skip
        for source, index, mana in chosen:
            if removes_itself(state, source, index) or life_cost(state, source, index):  # life paid stays paid
                frame["irreversible"] = True
            activate_mana_ability(ctx, source, index, mana)
            frame["tapped"].append(source)
        if picked == AUTO:
            return _pay_life(ctx, player, life, pay_from_pool(ctx, player, cost, spending))


def _life_payments(ctx: Ctx, frame: dict, player: str, cost: Counter, exclude: str | None, what: str, spending: Spending,
                   keep: list[str], keep_count: int) -> int | None:  # fmt: skip
    """CR 601.2f: as the total cost is determined, the player chooses how many of its {B/P} (CR
    107.4f; and {B} with K'rrik) to pay with 2 life each, as many as their life pays (119.4); the
    numbers automatic payment can pay the rest for are offered (all if none can). None while waiting."""
    if "life_for_mana" in frame:  # chosen once, then locked in
        return frame["life_for_mana"]
    state = ctx.state
    most = most_life_payments(state, player, cost) if cost.get(PHYREXIAN_B) or cost.get("B") else 0
    if most:
        with unchanging(state):
            sources = _reserving(state, spendable_sources(state, [s for s in mana_sources(state, player) if s[0] != exclude], spending), keep, keep_count)
            payable = [n for n in range(most + 1) if auto_sources(state, player, with_life(cost, n), sources=sources, spending=spending) is not None]
        options = [{"id": f"life:{n}", "label": t("mtg.option.life_for_mana", life=2 * n, count=n) if n else t("mtg.option.no_life_for_mana")}
                   for n in payable or range(most + 1)]  # fmt: skip
        ask = make_ask(t("mtg.prompt.life_for_mana", card=what, cost=cost_text(cost)), options, default=[options[0]["id"]])  # the least life
        choice = ctx.choose(frame, player, "choose_option", f"life_for_mana:{frame['object']}", ask)
        if choice is None:
            return None
        most = int(choice[0].split(":")[1])
    frame["life_for_mana"] = most
    return most


def _pay_life(ctx: Ctx, player: str, life: int, spent: dict) -> dict:
    """CR 601.2h: the life chosen for mana symbols is paid with the mana (``spent``, returned)."""
    if life:
        change_life(ctx, player, -2 * life)
    return spent


def _ask_payment(ctx: Ctx, frame: dict, player: str, cost: Counter, what: str, spending: Spending, sources: list, keep: list[str],
                 keep_count: int, key: str, life: int):  # fmt: skip
    """``pay_cost``'s ask: pay from the pool or automatically, each mana ability after which the cost
    can still be paid, cancel. Returns the choice, or None while waiting."""
    state = ctx.state
    with unchanging(state):  # finding the options changes nothing
        options = []
        if can_pay_from_pool(state, player, cost, spending):
            options.append({"id": PAY, "label": t("mtg.option.pay")})
        elif auto_sources(state, player, cost, sources=_reserving(state, sources, keep, keep_count), spending=spending) is not None:
            options.append({"id": AUTO, "label": t("mtg.option.auto_pay")})
        options += [o for o in mana_options(state, player, sources) if _keeps_payable(state, player, cost, o["id"], sources, keep, keep_count, spending, life)]
    if not frame.get("irreversible") or not options:  # (never left without a way out)
        options.append({"id": CANCEL, "label": t("mtg.option.cancel")})
    pool = pool_text(state["players"][player]["pool"])
    ask = make_ask(t("mtg.prompt.pay", card=what, cost=cost_text(cost), pool=pool or t("mtg.label.empty_pool")),
                   options, default=[options[0]["id"]])  # fmt: skip
    return ctx.choose(frame, player, "choose_action", key, ask, confirm=True)


def _keeps_payable(state: dict, player: str, cost: Counter, option: str, sources: list, keep: list[str], keep_count: int,
                   spending: Spending, life: int = 0) -> bool:  # fmt: skip
    """Whether the cost can still be paid (and one of ``keep`` is still there) after this mana
    ability is activated; ``life``: symbols to be paid with 2 life each, which a mana ability's
    life cost must leave enough life for (CR 119.4)."""
    source, index, mana = parse_mana_option(option)
    if keep and removes_itself(state, source, index) and len([c for c in keep if c != source]) < keep_count:
        return False
    if life and state["players"][player]["life"] - life_cost(state, source, index) < 2 * life:
        return False
    return payable_after(state, player, cost, mana_made(state, source, index, mana), sources, source, mana_cost(state, source, index), spending)


def _reserving(state: dict, sources: list, keep: list[str], count: int = 1) -> list:
    """The mana sources automatic payment may use: ``count`` of ``keep`` must stay, so as many of
    those that would be sacrificed for their mana (a Treasure the kicker is to sacrifice) as the
    others don't make up for are kept out."""
    sacrificed = {c for c, index, _ in sources if removes_itself(state, c, index)}
    spare = sum(1 for c in keep if c not in sacrificed)
    reserved = [c for c in keep if c in sacrificed][: max(0, count - spare)]
    return [s for s in sources if s[0] not in reserved]


def _rewind(ctx: Ctx, frame: dict, obj: dict) -> None:
    """CR 728.1: undo the announcement."""
    ctx.state["stack"].remove(obj)
    for source in frame["tapped"]:
        if source in ctx.state["cards"]:
            ctx.card(source).pop("tapped", None)
    ctx.player(frame["player"])["pool"] = frame["pool_before"]
    ctx.pop(frame)
    ctx.emit("cast_cancelled", player=frame["player"], definition=obj["def"])


def cost_text(cost: Counter) -> str:
    generic = "{" + str(cost["generic"]) + "}" if cost["generic"] else ""
    return generic + "".join("{" + m + "}" * 1 for m in ("W", "U", "B", "R", "G", "C", PHYREXIAN_B) for _ in range(cost[m])) or "{0}"


def can_cast_now(ctx: Ctx, player: str, card_id: str, sorcery_timing: bool, sources: list | None = None, flashback: bool = False,
                 free: bool = False, face: str | None = None, any_mana_type: bool = False, alternative_cost: str | None = None,
                 overloaded: bool = False, alternative: str | None = None, less: int = 0) -> bool:  # fmt: skip
    """CR 601.3 / 307.1 / 302.1: instants (and spells with flash) at any priority, other spells
    only at sorcery timing; the cost must be payable and every target must have a legal choice.
    ``flashback``: for its flashback cost (CR 702.34a); ``free``: without paying its mana cost
    (CR 118.9); ``face``: cast with these characteristics (an Adventure, CR 715.3b);
    ``overloaded``: for its overload cost (``alternative_cost``), with no targets (CR 702.96b);
    ``alternative``: for that alternative cost of the card, ``less``: that much less generic mana
    (``total_cost``). An effect
    that lets the player cast it as it resolves ignores timing (CR 608.2g): it asks with
    ``sorcery_timing`` true."""
    printed = card(face) if face else definition(ctx.state, card_id)
    if "land" in printed.types:
        return False
    if "instant" not in printed.types and "flash" not in printed.keywords and not sorcery_timing and not _given_flash(ctx.state, player, card_id, printed):  # 702.8a
        return False
    if _sorcery_timing_only(ctx.state, player):  # Teferi: even an instant, even during a resolution
        return False
    if cant_cast(ctx.state, player, printed):  # "your opponents can't cast noncreature spells this turn"
        return False
    ability = spell_ability(printed.id)
    if ability and ability.discard_cost > len([c for c in ctx.zone(hand(player)) if c != card_id]):  # CR 601.2h
        return False
    # the cheapest it could cost: any tier, and its targets as favourable as they can be chosen
    tiers = legal_modes(ctx.state, ability, player, None) if ability and ability.tiered else [None]
    # the targets matter only to a reduction "if it targets a tapped creature" (total_cost)
    reads_targets = any(a.cost_reduction and a.cost_reduction.if_targets_tapped_creature for a in printed.abilities if a.kind == "static")
    targets = candidates(ctx.state, ability.targets[0], player, None, []) if ability and ability.targets and reads_targets and not overloaded else []
    # "sacrifice a legendary creature or pay {2}": with nothing to sacrifice, the mana is added
    or_pay = ability.kicker.or_pay if ability and ability.kicker and not kicker_choices(ctx.state, ability.kicker, player) else None
    extra = parse_cost(or_pay or "")
    if ability and ability.sacrifice_cost:  # CR 601.2h: a permanent to sacrifice stays after the mana is paid
        keep = sacrifice_cost_choices(ctx.state, ability, player, card_id)
        if len(keep) < ability.sacrifice_cost_count:
            return False
        sources = _reserving(ctx.state, sources if sources is not None else mana_sources(ctx.state, player), keep, ability.sacrifice_cost_count)
    from_graveyard = ctx.state["cards"][card_id]["zone"].endswith(".graveyard")
    if not any(affordable(ctx.state, player, total_cost(ctx.state, printed.id, player, tier, targets, flashback=flashback, free=free, any_mana_type=any_mana_type,
                                                        from_graveyard=from_graveyard, alternative_cost=alternative_cost, alternative=alternative, less=less) + extra,
                          sources=sources, spending=for_spell(printed.id))
               for tier in tiers):  # fmt: skip
        return False
    # after the cost, which most cards of a hand fail at once: looking for targets reads every permanent
    if ability and ability.modes and len(legal_modes(ctx.state, ability, player, None)) < max(1, ability.modes_to_choose):
        return False
    return not ability or overloaded or can_choose_all(ctx.state, ability.targets, player, None)  # overloaded: no targets (CR 702.96b)


def total_cost(state: dict, definition_id: str, player: str, mode: int | None = None, targets: list = (), x: int = 0,
               flashback: bool = False, free: bool = False, any_mana_type: bool = False, from_graveyard: bool = False,
               alternative_cost: str | None = None, alternative: str | None = None, less: int = 0) -> Counter:  # fmt: skip
    """CR 601.2f: the mana cost (or the flashback cost instead, an alternative cost, CR 702.34a;
    with the announced X, CR 107.3a) plus additional costs (the chosen tier's cost, CR 702.183)
    less the spell's own reductions, which reduce only generic mana and never below zero.
    ``targets``: the chosen targets, which a reduction may ask about. ``free``: "without paying
    its mana cost", the additional costs only (CR 118.9, 601.2f). ``any_mana_type``: "mana of any
    type can be spent to cast that spell": every mana symbol may be paid with any mana, as generic
    mana is. ``from_graveyard``: cast from a graveyard ("spells you cast from your graveyard cost
    {2} less"). ``alternative_cost``: an effect's cost paid rather than its mana cost (CR 118.9);
    ``alternative``: the card's own alternative cost paid rather than its mana cost, by its field's
    name ("foretell", CR 702.143a). ``less``: "spells you cast this way cost {N} less" (the
    permission's, generic mana only, CR 601.2f)."""
    printed = card(definition_id)
    own_alternative = getattr(printed, alternative) if alternative else None
    cost = parse_cost("" if free else alternative_cost or own_alternative or (printed.flashback if flashback else printed.mana_cost))
    cost["generic"] += x * printed.cost_symbols.count("X")
    ability = spell_ability(definition_id)
    if ability is not None and ability.tiered and mode is not None:
        cost.update(parse_cost(ability.modes[mode].cost))
    for static in printed.abilities:
        reduction = static.cost_reduction
        if static.kind != "static" or reduction is None:
            continue
        if reduction.if_targets_tapped_creature and not any(_tapped_creature(state, tg) for tg in targets):
            continue
        times = count(state, reduction.for_each, player, None) if reduction.for_each else 1
        cost["generic"] = max(0, cost["generic"] - reduction.generic * times)
    cost["generic"] = max(0, cost["generic"] - _spells_cost_less(state, printed, player, from_graveyard) - less)
    if any_mana_type:
        cost = Counter({"generic": sum(cost.values())})
    return cost


def _spells_cost_less(state: dict, printed, player: str, from_graveyard: bool) -> int:
    """"[Colour] spells you cast cost {1} less to cast", "the first legendary creature spell you
    cast each turn costs {2} less", "the second spell you cast each turn costs {2} less" (those cast
    before the permanent entered count, the rulings): the caster's permanents' (CR 601.2f)."""
    found = _cost_reductions(state, player)
    if not found:  # the usual case, asked for every card of a priority menu
        return 0
    earlier = spells_cast_this_turn(state, player)
    return sum(less.generic for less in found if _reduces(less, printed) and (from_graveyard or not less.from_graveyard)
               and not (less.first_each_turn and any(_reduces(less, card(d)) for d in earlier))
               and less.nth_each_turn in (None, 1 + sum(_reduces(less, card(d)) for d in earlier)))  # fmt: skip


@memoized
def _cost_reductions(state: dict, player: str) -> list:
    return [a.spells_cost_less for c in permanents(state, player) for a in definition(state, c).abilities if a.spells_cost_less]


def _reduces(less, printed) -> bool:
    if less.colour and less.colour not in printed.colours:
        return False
    if less.subtypes and not set(less.subtypes) & set(printed.subtypes):
        return False
    if set(less.not_types) & set(printed.types):
        return False
    return not less.legendary_creature or ("legendary" in printed.supertypes and "creature" in printed.types)


@memoized
def _statics_of(state: dict, player: str) -> list:
    """The static abilities of the permanents the player controls."""
    return [a for c in permanents(state, player) for a in definition(state, c).static_abilities]


def _given_flash(state: dict, player: str, card_id: str, printed) -> bool:
    """"Creature cards you own that aren't on the battlefield have flash": a static ability of a
    permanent the card's owner controls (it is being cast, so it isn't on the battlefield)."""
    owner = state["cards"][card_id]["owner"]
    return "creature" in printed.types and owner == player and any(a.own_creature_cards_have_flash for a in _statics_of(state, owner))


def _sorcery_timing_only(state: dict, player: str) -> bool:
    """"Each opponent can cast spells only any time they could cast a sorcery" (CR 307.1): unless
    it is the player's main phase with an empty stack."""
    turn = state["turn"]
    if turn["active"] == player and turn["step"] in ("main1", "main2") and not state["stack"]:
        return False
    opponents = [p for p in state["seats"] if p != player]
    return any(a.opponents_cast_only_at_sorcery_timing for p in opponents for a in _statics_of(state, p))


def cant_cast(state: dict, player: str, printed) -> bool:
    """An effect this turn says the player can't cast spells of the card's types (CR 101.2)."""
    record = state["data"].get("cant_cast", {})
    bans = record.get("bans", []) if record.get("turn") == state["turn"]["number"] else []
    return any(player in ban["players"] and of_types(Filter(**ban["what"]), printed) for ban in bans)


def of_types(what: Filter, printed) -> bool:
    """Whether a card of these printed types matches the filter's ``types`` and ``not_types``."""
    return (not what.types or bool(set(what.types) & set(printed.types))) and not set(what.not_types) & set(printed.types)


def spells_cast_this_turn(state: dict, player: str) -> list[str]:
    """The definitions of the spells the player has cast this turn, in order."""
    record = state["data"].get("spells_cast", {})
    return record.get(player, []) if record.get("turn") == state["turn"]["number"] else []


def _record_cast(state: dict, player: str, definition_id: str) -> None:
    record = state["data"].setdefault("spells_cast", {})
    if record.get("turn") != state["turn"]["number"]:
        record.clear()
        record["turn"] = state["turn"]["number"]
    record.setdefault(player, []).append(definition_id)


def _total_cost_of(state: dict, obj: dict, targets: list) -> Counter:
    """The total cost of a spell being cast, with what was announced for it and ``targets``."""
    cost = total_cost(state, obj["def"], obj["controller"], obj.get("mode"), targets, obj.get("x", 0),
                      flashback=obj.get("flashback", False), free=obj.get("free", False), any_mana_type=obj.get("any_mana_type", False),
                      from_graveyard=bool(obj.get("cast_from_graveyard")), alternative_cost=obj.get("alternative_cost"),
                      alternative=obj.get("alternative"), less=obj.get("less", 0))  # fmt: skip
    cost["generic"] += obj.get("commander_tax", 0)  # CR 903.8: an additional cost
    kicker = spell_ability(obj["def"]).kicker if obj["kind"] == "spell" and spell_ability(obj["def"]) else None
    if kicker and kicker.or_pay and obj.get("kicked") is False:  # "… or pay {2}" (CR 601.2f)
        cost.update(parse_cost(kicker.or_pay))
    return cost


def _tapped_creature(state: dict, target: dict | None) -> bool:
    card_id = (target or {}).get("card")
    return bool(card_id) and is_type(state, card_id, "creature") and bool(state["cards"][card_id].get("tapped"))

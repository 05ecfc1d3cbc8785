"""What happens to players and permanents: drawing (CR 121), life (CR 119), damage (CR 120),
entering and leaving the battlefield (CR 403, 400.7), destroying (CR 701.8), milling,
discarding (CR 701.9). Rules procedures and effects call these; triggers are collected here,
where the event happens (CR 603.2), looking back in time for leaves-the-battlefield abilities
(CR 603.10a).
"""

from __future__ import annotations

from engine.core.context import Ctx

from . import damage_redirect, monarch, replacement, sagas, triggers
from .cards import card, front_id
from .objects import (
    LIFE_GAINED,
    LIFE_LOST,
    SETTERS,
    has_keyword,
    is_type,
    keywords,
    on_battlefield,
    power,
    protected_from,
    protected_from_colours,
    subtypes,
)
from .targets import link_exiled
from .zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand, library, permanents


def draw(ctx: Ctx, player: str, count: int = 1) -> None:
    """CR 121.4: drawing from an empty library does nothing now; the player loses the next
    time state-based actions are checked (CR 704.5b)."""
    for _ in range(count):
        cards = ctx.zone(library(player))
        if not cards and replacement.wins_instead_of_drawing(ctx.state, player):
            from .multiplayer import players_lose  # here: multiplayer.py moves permanents with this module

            players_lose(ctx, {p: "effect" for p in ctx.seats if p != player}, "mtg.result.lost_by_effect")
            return
        if not cards:
            ctx.player(player)["drew_from_empty"] = True
            ctx.emit("draw_from_empty", player=player)
            return
        ctx.move(cards[-1], hand(player), reason="draw")
        triggers.drew(ctx, player)


def mill(ctx: Ctx, player: str, count: int) -> list[str]:
    """Mill: put the top cards of one's library into one's graveyard (as many as replacement
    effects make it, CR 614.1a); the milled cards."""
    milled = []
    for _ in range(replacement.cards_milled(ctx.state, player, count)):
        cards = ctx.zone(library(player))
        if not cards:
            break
        milled.append(ctx.move(cards[-1], replacement.into_graveyard(ctx, cards[-1], graveyard(player)), reason="mill"))
    return milled


def discard(ctx: Ctx, card_ids: list[str]) -> None:
    for card_id in card_ids:
        ctx.move(card_id, replacement.into_graveyard(ctx, card_id, graveyard(ctx.card(card_id)["owner"])), reason="discard")


def change_life(ctx: Ctx, player: str, amount: int) -> None:
    """CR 119.3: gaining or losing life."""
    if not amount or player not in ctx.seats:
        return
    if amount > 0:
        amount = replacement.life_gained(ctx.state, player, amount)
    data = ctx.player(player)
    data["life"] += amount
    ctx.emit("life_changed", player=player, amount=amount, life=data["life"])
    _count_life_change(ctx, LIFE_GAINED if amount > 0 else LIFE_LOST, player, abs(amount))
    if amount > 0:
        triggers.life_gained(ctx, player)
    else:
        triggers.life_lost(ctx, player, -amount)


def _count_life_change(ctx: Ctx, key: str, player: str, amount: int) -> None:
    """How much life each player gained (lost) this turn, for "the amount of life you gained this
    turn" ("if a player lost 4 or more life this turn")."""
    turn = ctx.state["turn"]["number"]
    counted = ctx.state["data"].get(key, {})
    if counted.get("turn") != turn:
        counted = {"turn": turn}
    counted[player] = counted.get(player, 0) + amount
    ctx.state["data"][key] = counted


def enter_battlefield(ctx: Ctx, card_id: str, controller: str, *, tapped: bool = False, transformed: bool = False,
                      reason: str, counters: dict | None = None, cast_from_graveyard: bool = False, x: int | None = None) -> str:  # fmt: skip
    """Put a card onto the battlefield (CR 403.3): a new object (CR 400.7) with a fresh timestamp
    (CR 613.7d) that has been under its controller's control since this turn (CR 302.6).
    ``transformed``: a double-faced card enters with its back face up (CR 712), which its
    record's definition says from then on. ``counters``: "that creature enters with an additional
    +1/+1 counter on it", an effect's replacement (CR 614.1c), in place before "enters" abilities
    look (CR 614.12). ``cast_from_graveyard``: a resolving permanent spell that was; it and a card
    coming from a graveyard are remembered as having entered "from a graveyard". ``x``: the value
    of X the resolving spell had, which its "enters" abilities use (CR 107.3m)."""
    from_graveyard = cast_from_graveyard or ctx.card(card_id)["zone"].endswith(".graveyard")
    new_id = ctx.move(card_id, BATTLEFIELD, reason=reason)
    back = card(ctx.card(new_id)["def"]).back
    if transformed and back:
        ctx.card(new_id)["def"] = back.id
    if from_graveyard:
        ctx.card(new_id)["from_graveyard"] = True
    if x is not None:
        ctx.card(new_id)["x"] = x
    return _entered(ctx, new_id, controller, tapped, counters)


def create_token(ctx: Ctx, definition_id: str, controller: str, *, tapped: bool = False) -> str:
    """CR 111.1–111.2: a token is created directly on the battlefield (it is not cast and comes
    from no zone), owned by the player under whose control it entered; it enters like any
    permanent (replacement effects and "enters" triggers see it, CR 111.3)."""
    new_id = ctx.create_card(definition_id, controller, BATTLEFIELD, token=True)
    ctx.emit("token_created", card=new_id, definition=definition_id, player=controller)
    return _entered(ctx, new_id, controller, tapped)


def create_tokens(ctx: Ctx, definitions: list[str], controller: str, *, tapped: bool = False) -> list[str]:
    """One event creating these tokens under ``controller``'s control. "If one or more tokens would
    be created under your control, those tokens plus a 1/1 green Frog creature token are created
    instead" (Quina, CR 614.1a): each such ability of the controller's permanents adds its token
    once (CR 616.1), with the same statuses ("tapped", the notes). The requested tokens come
    first in the list returned."""
    extra = [a.extra_token for c in permanents(ctx.state, controller) for a in card(ctx.card(c)["def"]).static_abilities if a.extra_token]
    return [create_token(ctx, d, controller, tapped=tapped) for d in [*definitions, *extra] if definitions]


def _entered(ctx: Ctx, new_id: str, controller: str, tapped: bool, counters: dict | None = None) -> str:
    record = ctx.card(new_id)
    if controller != record["owner"]:
        record["controller"] = controller
    record["since_turn"] = record["entered_turn"] = ctx.state["turn"]["number"]
    if tapped:
        record["tapped"] = True
    if any(a.sets_colours or a.sets_creature_type for a in card(record["def"]).static_abilities):  # read by objects._setters
        ctx.state["data"].setdefault(SETTERS, []).append(new_id)
    replacement.entering(ctx, new_id)  # CR 614.12: as it enters, before "enters" abilities look
    for kind, amount in (counters or {}).items():
        replacement.put_counters(ctx, new_id, kind, amount, by=controller)  # CR 122.6a
    sagas.entering(ctx, new_id)  # CR 714.3a
    triggers.entered(ctx, new_id)
    return new_id


# a permanent's record: its own definition while a copy effect makes it a copy of another (CR 707.2)
PRINTED_DEF = "printed_def"
COPY_UNTIL_END_OF_TURN = "copy_until_end_of_turn"  # ... and that copy effect lasts until end of turn


def end_copy_effects(ctx: Ctx) -> None:
    """CR 514.2: copy effects "until end of turn" end in the cleanup step; the permanent is its own
    card again (counters and status stay, CR 707.2)."""
    for card_id in ctx.zone(BATTLEFIELD):
        record = ctx.card(card_id)
        if record.pop(COPY_UNTIL_END_OF_TURN, False):
            record["def"] = record.pop(PRINTED_DEF)


def leave_battlefield(ctx: Ctx, card_ids: list[str], to: str, reason: str, position: int | None = None) -> list[str]:
    """Move permanents off the battlefield together, to their owners' graveyards ("graveyard"),
    hands ("hand") or libraries ("library", at ``position``: 0 is the bottom, None the top), or
    to exile ("exile"). Replacement effects first say where each really goes
    (CR 614.1a: one exiled instead doesn't die). Dies triggers look back at the battlefield as it
    was (CR 603.10a), so all are collected before anything moves; the cards become new objects
    (CR 400.7)."""
    zones = {"graveyard": graveyard, "hand": hand, "exile": lambda _owner: EXILE, "library": library}
    card_ids = [c for c in card_ids if on_battlefield(ctx.state, c)]
    going = {c: replacement.destination(ctx, c, zones[to](ctx.card(c)["owner"])) for c in card_ids}
    sacrificed = card_ids if reason == "sacrificed" else []  # CR 701.21a, wherever a replacement sends it
    waiting = triggers.leaving(ctx, [c for c in card_ids if going[c].endswith(".graveyard")], sacrificed)
    _count_deaths(ctx, [c for c in card_ids if going[c].endswith(".graveyard") and is_type(ctx.state, c, "creature")])
    _count_leaving(ctx, card_ids)
    _remember_leaving_sources(ctx, card_ids)
    melded = {c: ctx.card(c)["melded"] for c in card_ids if "melded" in ctx.card(c)}  # two cards, one permanent (CR 712.21)
    printed = {c: ctx.card(c).get(PRINTED_DEF) for c in card_ids}  # a copy effect on it ends (CR 400.7)
    # a token stays a token in its new zone until state-based actions end it (CR 111.7, 704.5d)
    moved = {card_id: ctx.move(card_id, going[card_id], position=position, reason=reason, keep=("token",)) for card_id in card_ids}
    for old_id, new_id in moved.items():  # front face up off the battlefield (CR 712.8a)
        ctx.card(new_id)["def"] = front_id(printed[old_id] or ctx.card(new_id)["def"])
    if melded:
        from .meld import split  # here: meld.py melds with this module's functions

        for old_id, others in melded.items():
            split(ctx, moved[old_id], others, reason, position)
    triggers.add_all(ctx, waiting, moved)
    _exiled_instead_of_dying(ctx, moved)
    _return_exiled_until_leaves(ctx, card_ids)
    triggers.chosen_left(ctx, card_ids)
    return list(moved.values())


def _exiled_instead_of_dying(ctx: Ctx, moved: dict[str, str]) -> None:
    """What the replacement that exiled a dying creature does besides (CR 616.1): with one
    replacement, or several with the same outcome, the first applies now; with several that
    differ, the creature's controller chooses before anyone gets priority again
    (``replacement_choice.py``)."""
    for old_id, found in ctx.state["data"].pop(replacement.DYING_REPLACED, {}).items():
        new_id = moved[old_id]
        if len(found["options"]) == 1 or not any("life" in o for o in found["options"]):
            apply_exile_replacement(ctx, found["options"][0], new_id)
        else:
            ctx.state["data"].setdefault(REPLACEMENT_CHOICES, []).append({**found, "card": new_id})


REPLACEMENT_CHOICES = "replacement_choices"  # 616.1 choices the affected players still have to make


def apply_exile_replacement(ctx: Ctx, chosen: dict, exiled: str) -> None:
    """The rest of an "instead exile it" replacement: The Darkness Crystal's controller gains the
    life and the card is exiled with it (CR 607.2a)."""
    if "life" not in chosen:
        return
    link_exiled(ctx.state, chosen["source"], exiled)
    change_life(ctx, chosen["controller"], chosen["life"])


def _return_exiled_until_leaves(ctx: Ctx, left: list[str]) -> None:
    """CR 610.3a: what a permanent exiled "until [it] leaves the battlefield" returns under its
    owner's control once it has left (a card that has left exile since is a new object and stays
    where it is)."""
    for card_id in left:
        for exiled in ctx.state["data"].pop(f"exiled_until_leaves:{card_id}", []):
            if exiled in ctx.state["cards"] and ctx.state["cards"][exiled]["zone"] == EXILE:
                enter_battlefield(ctx, exiled, ctx.card(exiled)["owner"], reason="returned")


def _count_deaths(ctx: Ctx, dying: list[str]) -> None:
    """How many creatures died this turn (CR 700.4), tokens included, for "for each creature
    that died this turn", and how many under each player's control (as they died)."""
    if not dying:
        return
    turn = ctx.state["turn"]["number"]
    died = ctx.state["data"].get("creatures_died", {})
    died = died if died.get("turn") == turn else {"turn": turn, "count": 0}
    by_controller = dict(died.get("by_controller", {}))
    for card_id in dying:
        controller = controller_of(ctx.state, card_id)
        by_controller[controller] = by_controller.get(controller, 0) + 1
    ctx.state["data"]["creatures_died"] = {"turn": turn, "count": died["count"] + len(dying), "by_controller": by_controller}


def _remember_leaving_sources(ctx: Ctx, leaving: list[str]) -> None:
    """CR 608.2h: an ability on the stack whose source leaves the battlefield uses the source's last
    known information (its power: "Gau deals damage equal to its power"); what a dies trigger or a
    cost already recorded stays."""
    for obj in ctx.state["stack"]:
        if obj["kind"] != "spell" and obj.get("source") in leaving:
            source = obj["source"]
            facts = {"counters": dict(ctx.card(source).get("counters", {})),
                     "power": power(ctx.state, source) if is_type(ctx.state, source, "creature") else 0}  # fmt: skip
            (obj["data"] if obj["kind"] == "trigger" else obj).setdefault("source_lki", facts)


def _count_leaving(ctx: Ctx, leaving: list[str]) -> None:
    """How many permanents left the battlefield this turn under each player's control, for any
    reason and to any zone (revolt, the rulings)."""
    if leaving:
        by_controller = _this_turns(ctx, "permanents_left", {"by_controller": {}})["by_controller"]
        for card_id in leaving:
            controller = controller_of(ctx.state, card_id)
            by_controller[controller] = by_controller.get(controller, 0) + 1


def count_left_graveyard(ctx: Ctx, owner: str) -> None:
    """A card left ``owner``'s graveyard: how many did this turn ("if a card left your graveyard
    this turn")."""
    by_owner = _this_turns(ctx, "left_graveyards", {"by_owner": {}})["by_owner"]
    by_owner[owner] = by_owner.get(owner, 0) + 1


def transform(ctx: Ctx, card_id: str | None) -> None:
    """Turn a double-faced permanent to its other face (CR 712): the same object, with its
    counters, damage and status; only what its face says changes."""
    if not card_id or not on_battlefield(ctx.state, card_id):
        return
    record = ctx.card(card_id)
    front = card(front_id(record["def"]))
    if front.back is None:
        return
    before = record["def"]
    record["def"] = front.id if before == front.back.id else front.back.id
    ctx.emit("transformed", card=card_id, definition=before, to=record["def"])
    triggers.transformed(ctx, card_id)


def untap(ctx: Ctx, card_id: str) -> bool:
    """Untap a permanent (a stun counter may replace it, CR 122.1d); True if it untapped."""
    return replacement.untap(ctx, card_id)


def destroy(ctx: Ctx, card_ids: list[str]) -> list[str]:
    """CR 701.8a: move to its owner's graveyard; an indestructible permanent isn't (CR 702.12b),
    nor one that loses a shield counter instead (CR 122.1c)."""
    card_ids = [c for c in card_ids if not has_keyword(ctx.state, c, "indestructible") and not replacement.shield_instead(ctx, c)]
    return leave_battlefield(ctx, card_ids, "graveyard", "destroyed")


def source_facts(state: dict, card_id: str | None, definition_id: str, controller: str) -> dict:
    """What a damage source is (CR 120.3): its current keywords while it is on the battlefield,
    else the last known ones (CR 608.2h), taken from its definition."""
    if card_id and on_battlefield(state, card_id):
        return {"card": card_id, "def": definition_id, "controller": controller_of(state, card_id),
                "keywords": sorted(keywords(state, card_id))}  # fmt: skip
    return {"card": card_id, "def": definition_id, "controller": controller, "keywords": list(card(definition_id).keywords)}


def _this_turns(ctx: Ctx, key: str, empty: dict) -> dict:
    """``state["data"][key]``, a record of this turn: started afresh (``empty``) as a new turn's
    first entry is made."""
    record = ctx.state["data"].get(key, {})
    if record.get("turn") != ctx.state["turn"]["number"]:
        record = ctx.state["data"][key] = {"turn": ctx.state["turn"]["number"], **empty}
    return record


def _record_combat_damage(ctx: Ctx, source: str, player: str, amount: int) -> None:
    """The combat damage each player was dealt this turn ("if a player was dealt 6 or more combat
    damage this turn") and the players dealt combat damage by a legendary creature ("activate only
    if an opponent was dealt combat damage by a legendary creature this turn")."""
    totals = _this_turns(ctx, "combat_damage_to_players", {"players": {}})["players"]
    totals[player] = totals.get(player, 0) + amount
    if source in ctx.state["cards"]:  # who dealt it, with its subtypes then ("by ~ or a Dragon")
        sources = _this_turns(ctx, "combat_damage_sources", {"players": {}})["players"].setdefault(player, [])
        sources.append({"card": source, "subtypes": subtypes(ctx.state, source)})
    if source not in ctx.state["cards"] or "legendary" not in card(ctx.card(source)["def"]).supertypes:
        return
    dealt = _this_turns(ctx, "legendary_combat_damage", {"players": []})
    if player not in dealt["players"]:
        dealt["players"].append(player)


def deal_damage(ctx: Ctx, source: dict, target: dict, amount: int, *, combat: bool = False) -> None:
    """CR 120.3: damage to a player makes them lose that much life (120.3a); to a creature, it is
    marked on it (120.3e), and damage from a deathtouch source is remembered for CR 704.5h.
    Lifelink: its controller gains that much life as well (CR 702.15b).

    Replacement and prevention effects first (CR 614, 615): doubling (the same player's
    permanents before and after a redirection, so its order doesn't matter), then prevention on
    the original recipient, then redirection (``damage_redirect.py``). The affected player orders
    them (616.1); prevention first is the order they would choose: prevented damage is dealt to
    nothing, redirected damage stays on a creature that keeps it."""
    if amount <= 0:
        return
    state = ctx.state
    amount = replacement.damage_doubled(state, source["card"], target, amount)
    if "player" in target and target["player"] not in ctx.seats:
        return
    if _prevented(ctx, source, target, amount, combat):
        return
    options = damage_redirect.recipients(state, target)
    if len(options) > 1:
        damage_redirect.ask_later(state, source, target, options, amount, combat)
    elif options[0] == target:
        _dealt(ctx, source, target, amount, combat)
    else:
        deal_redirected_damage(ctx, source, options[0], amount, combat)


def deal_redirected_damage(ctx: Ctx, source: dict, recipient: dict, amount: int, combat: bool) -> None:
    """The damage redirected to ``recipient`` is dealt to it, unless prevention applies to it there."""
    if not _prevented(ctx, source, recipient, amount, combat):
        _dealt(ctx, source, recipient, amount, combat)


def _prevented(ctx: Ctx, source: dict, target: dict, amount: int, combat: bool) -> bool:
    """CR 615.1a: the damage is prevented, never dealt: by a prevention effect on the permanent
    (one may put that many +1/+1 counters on it), or a shield counter removed instead (CR
    122.1c), or the player's protection from the source's controller (CR 702.16e)."""
    state = ctx.state
    putting = None  # the player whose effect turns the prevented damage into counters
    if "player" in target:
        if not (protected_from(state, target["player"], source["controller"]) or replacement.prevented(state, target, combat)):
            return False
        whom = {"player": target["player"]}
    else:  # protection from the source's colour prevents it too (CR 702.16e)
        if not replacement.prevented(state, target, combat) and not protected_from_colours(state, target["card"], source["card"], source["def"]):
            # the order the creature's controller would choose (616.1): counters gained, no shield lost
            putting = replacement.damage_into_counters(ctx, target["card"])
            if not putting and not replacement.shield_instead(ctx, target["card"]):
                return False
        whom = {"card": target["card"], "target_definition": ctx.card(target["card"])["def"]}
    ctx.emit("damage_prevented", source=source["card"], definition=source["def"], **whom, amount=amount, combat=combat)
    if putting:
        total = replacement.put_counters(ctx, target["card"], "+1/+1", amount, by=putting)
        ctx.emit("counters_added", card=target["card"], definition=ctx.card(target["card"])["def"], kind="+1/+1", amount=amount, total=total)
    return True


def _dealt(ctx: Ctx, source: dict, target: dict, amount: int, combat: bool) -> None:
    """The damage is dealt to its final recipient (CR 120.3), after every replacement and prevention."""
    state = ctx.state
    if "player" in target:
        ctx.emit("damage_dealt", source=source["card"], definition=source["def"], player=target["player"],
                 amount=amount, combat=combat)  # fmt: skip
        change_life(ctx, target["player"], -amount)
        if combat and source["card"]:
            _record_combat_damage(ctx, source["card"], target["player"], amount)
            triggers.dealt_combat_damage(ctx, source["card"], target["player"], amount)
            monarch.combat_damage(ctx, source["controller"], target["player"])  # CR 724.2
    else:
        card_id = target["card"]
        if not on_battlefield(state, card_id) or not is_type(state, card_id, "creature"):
            return
        card = ctx.card(card_id)
        card["damage"] = card.get("damage", 0) + amount
        if "deathtouch" in source["keywords"]:
            card["deathtouched"] = True
        ctx.emit("damage_dealt", source=source["card"], definition=source["def"], card=card_id,
                 target_definition=card["def"], amount=amount, combat=combat)  # fmt: skip
        triggers.creature_dealt_damage(ctx, card_id)
    if "lifelink" in source["keywords"]:
        change_life(ctx, source["controller"], amount)
    triggers.dealt_damage(ctx, source["card"], amount)


def damage_event(ctx: Ctx) -> None:
    """A new damage event begins: the damage dealt until the next is dealt at once (one combat
    damage step, CR 510.2; one instruction of a spell or ability, or a fight, CR 701.14b), so a
    "whenever [this creature] deals damage" ability triggers once in it (CR 603.2c)."""
    ctx.state["data"]["damage_event"] = ctx.state["data"].get("damage_event", 0) + 1


def combat_source(state: dict, card_id: str) -> dict:
    return source_facts(state, card_id, state["cards"][card_id]["def"], controller_of(state, card_id))


def attack_power(state: dict, card_id: str) -> int:
    return max(0, power(state, card_id))  # CR 510.1a: a creature with power 0 or less assigns no damage


def attach(ctx: Ctx, what: str, to: str) -> None:
    """Attach an Aura or Equipment to a permanent (CR 701.3a); it receives a new timestamp as it
    becomes attached (CR 613.7e), which orders its effects in their layer (CR 613.7); attaching it
    to what it is already attached to does nothing (CR 701.3b)."""
    if ctx.card(what).get("attached_to") == to:
        return
    ctx.card(what)["attached_to"] = to
    ctx.card(what)["ts"] = ctx.timestamp()
    ctx.emit("attached", card=what, definition=ctx.card(what)["def"], to=to)

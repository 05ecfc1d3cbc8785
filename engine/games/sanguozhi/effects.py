"""Effect steps (cards.py Step): what a resolving Stratagem or General ability does, in printed
order (705.2c). One small function per step type; tests/games/sanguozhi/test_steps.py has one
test each. Every function gets the effect's controller, the step, the targets still legal
(705.2a) and the source: the Stratagem on the chain or the General whose ability it is.

Damage to Generals goes through guard.deal_damage (守护 may take it) and then damage.py.
"""

from pydantic import TypeAdapter

from engine.core.context import PUBLIC, Ctx
from engine.core.hand_limit import choose_discards
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import KEPT_ON_THE_WAY, change_provisions, draw, leave_field, tap
from .cards import Step, card_db
from .control import take_control
from .factions import effect_damage_to_provisions, left_field
from .guard import deal_damage
from .procs import PROCS
from .stats import BY, UNTIL_END_OF_TURN, WHILE_SOURCE, attack, controller_of, skill_resolved
from .teams import enemies
from .text import card_label, target_label
from .triggered import FLIP_AT_TURN_START
from .zones import generals, zone

COUNTER = "counter:"  # the card counters of 119 are "counter:<name>" ("damage" and "permanent" are damage, 117.6)


def counted(state: dict, player: str, what: str) -> int:
    """A count of ``player``'s situation (cards.Count): an Event's 条件 (505.4a) and an X (105.3)."""
    if what == "provisions":
        return state["players"][player]["provisions"]
    if what == "hand":
        return len(state["zones"][zone(player, "hand")]["cards"])
    sides = [player] if what == "own_generals" else enemies(state, player)  # 敌方: every enemy (102.8)
    return sum(not state["cards"][c].get("face_down") for side in sides for c in generals(state, side))


def times_x(state: dict, player: str, amount: int, per: str | None, source: str | None = None, target: str | None = None) -> int:
    """105.3a, 105.3d: a printed amount, or ``amount`` × X with X counted now, as the step resolves
    (``attack``: the ATK of ``source``, the General whose ability it is; ``attack_difference``:
    its ATK less the ATK of ``target``, 张飞 804.3)."""
    if per is None:
        return amount
    if per == "attack_difference":
        return amount * (attack(state, source) - attack(state, target))
    return amount * (attack(state, source) if per == "attack" else counted(state, player, per))


def _damage(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """117.6: combat damage (cleared in the cleanup phase) or permanent damage to each designated
    General; combat damage to each designated player's 粮草 (117.1)."""
    for target in [c for c in targets if c in ctx.state["seats"]]:
        effect_damage_to_provisions(ctx, source, target, times_x(ctx.state, player, step.amount, step.per, source))
    deal_damage(ctx, [{"card": target, "amount": times_x(ctx.state, player, step.amount, step.per, source, target), "kind": step.kind, "dealt_by": player, "source": source}
                      for target in targets if target not in ctx.state["seats"]])  # fmt: skip


def _provisions(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    amount = times_x(ctx.state, player, step.amount, step.per)
    for who in targets if step.who == "target" else [player]:
        change_provisions(ctx, who, amount, reason="effect")


def _extra_combat(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """606.11: an extra combat process with only the designated Generals attacking, in the active
    player's turn (combat.py); it runs once this step is done, before the turn goes on."""
    if player == ctx.state["turn"]["active"] and targets:
        ctx.push("combat", step=0, only=list(targets))


def _pay(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """801.12: the payer loses, the payee gains as much; nothing when they are the same player."""
    for target in targets:
        payer, payee = (target, player) if step.who == "target" else (player, target)
        if payer != payee:  # 801.12c
            change_provisions(ctx, payer, -step.amount, reason="pay")
            change_provisions(ctx, payee, step.amount, reason="pay")


def _draw(ctx: Ctx, player: str, step, targets: list[str], source: str) -> bool:
    """118.4: with too few cards it draws what there is and comes short (706.2a)."""
    count = times_x(ctx.state, player, step.count, step.per)
    return len(draw(ctx, player, count)) == count


def _counters(ctx: Ctx, player: str, step, targets: list[str], source: str) -> bool:
    """119: put on or remove counters; a face-down card gets none (119.2a), a card keeps at most one
    mark of a name (119.4d). Done in full only when every card took or gave the whole amount."""
    key, full = f"{COUNTER}{step.name}", True
    for card_id in [source] if step.who == "self" else targets:
        card = ctx.state["cards"].get(card_id)
        if card is None or not card["zone"].endswith(".field") or (step.amount > 0 and card.get("face_down")):
            full = False
            continue
        have = ctx.counter(card_id, key)
        after = max(0, min(have + step.amount, 1) if step.mark else have + step.amount)
        full = full and after - have == step.amount
        if after != have:
            ctx.set_counter(card_id, key, after)
            ctx.emit("counters_changed", card=card_id, definition=card["def"], name=step.name, count=after, change=after - have)
    return full


def _discard(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    for who in targets if step.who == "target" else [player]:
        ctx.push("discard_cards", player=who, count=step.count)


def _tap(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    for target in targets:
        if not ctx.card(target).get("tapped"):
            tap(ctx, target)


def _bounce(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """300.4: back to its owner's hand; a 刘备军 General leaving the field gives 1 粮 (410.3j)."""
    for target in targets:
        card, controller = dict(ctx.card(target)), controller_of(ctx.state, target)
        leave_field(ctx, target, "hand", reason="bounce")
        left_field(ctx, card, controller)


def _destroy(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """801.6: 破坏 each designated General (rule_effects.destroy_generals)."""
    ctx.push("destroy_generals", cards=list(targets), player=player)


def _sacrifice(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """801.7: 牺牲 each designated own General, or itself (rule_effects.destroy_generals)."""
    ctx.push("destroy_generals", cards=[source] if step.who == "self" else list(targets), player=player, sacrifice=True)


def _control(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """805.2: the effect's controller gains control of each designated General (control.py)."""
    for target in targets:
        take_control(ctx, player, target, step.until_end_of_turn)


def _conceal(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """112.1a, 112.2d, 112.4: face down in its slot, seen by its controller only; its counters of
    119 and the results of effects on it are gone (damage stays marked, 117.6). Leaving combat
    (112.3b) and its Treasures going (112.3c) follow from its being face down."""
    for target in targets:
        card = ctx.card(target)
        card.update(face_down=True, visible_to=[controller_of(ctx.state, target)])
        card.pop(UNTIL_END_OF_TURN, None)
        card.pop(WHILE_SOURCE, None)
        for key in [k for k in card.get("counters", {}) if k.startswith(COUNTER)]:
            ctx.set_counter(target, key, 0)
        if step.flip_at_turn_start:
            card[FLIP_AT_TURN_START] = player  # 703.7: the delayed trigger's controller (triggered.py)
        ctx.emit("general_concealed", card=target, definition=card["def"])


def _restore(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """113.4: face up where it is; not a flip, so nothing triggers and nothing is checked here (the
    rule effects return it to hand when it is illegal, 113.4b)."""
    for target in targets:
        face_up_in_place(ctx, target)
        ctx.emit("general_restored", card=target, definition=ctx.card(target)["def"])


def face_up_in_place(ctx: Ctx, card_id: str) -> None:
    """A face-down General turns face up where it is, shown to everyone (113.4, or flipped by an
    effect, 703.5c)."""
    card = ctx.card(card_id)
    card.pop("face_down", None)
    card.pop(FLIP_AT_TURN_START, None)
    card["visible_to"] = PUBLIC


def _heal(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """802.4b: remove up to x permanent damage."""
    for target in targets:
        left = max(0, ctx.counter(target, "permanent") - step.amount)
        ctx.set_counter(target, "permanent", left)
        ctx.emit("permanent_damage_removed", card=target, definition=ctx.card(target)["def"], permanent=left)


def _search(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    kind = {"treasure_type": step.treasure_type} if step.treasure_type else {}
    where = {"zone": step.zone} if step.zone != "deck" else {}
    ctx.push("search_deck", player=player, card=step.card, **kind, **where)


def _bury_authority(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    ctx.push("bury_authority", player=player, count=step.count)


def _recover(ctx: Ctx, player: str, step, targets: list[str], source: str) -> bool:
    """The card whose ability it is, from its owner's graveyard to their hand (a leave trigger's
    source is the card where it went, triggered.py); short when it is no longer there."""
    card = ctx.state["cards"].get(source)
    if card is None or card["zone"] != zone(card["owner"], "graveyard"):
        return False
    ctx.move(source, zone(card["owner"], "hand"), reason="recover", keep=KEPT_ON_THE_WAY)  # a 当 that fired stays fired (703.2b)
    return True


def _arrange(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    ctx.push("arrange_top", player=player, count=step.count)


def _boost(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """Until the end of the turn (614.2)."""
    raised = {"attack": step.attack, "health": step.health} | ({"intelligence": step.intelligence} if step.intelligence else {})
    _until_end_of_turn(ctx, player, [source] if step.who == "self" else targets, raised)


def _set_stats(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """709.3a-b, 709.9: a layer 8.1 or 8.2 result until the end of the turn, or while ``source``
    stays on the field, with its timestamp (709.6b)."""
    values = {name: value for name in ("attack", "health") if (value := getattr(step, name)) is not None}
    result = {"set": values, "always": step.always, "ts": ctx.timestamp()} | ({"defining": True} if step.defining else {})
    if step.until_source_leaves:
        result["source"] = source
    _until_end_of_turn(ctx, player, [source] if step.who == "self" else targets, result, WHILE_SOURCE if step.until_source_leaves else UNTIL_END_OF_TURN)


def _swap(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """709.3d: a layer 8.4 result until the end of the turn."""
    _until_end_of_turn(ctx, player, [source] if step.who == "self" else targets, {"swap": True, "ts": ctx.timestamp()})


def _grant(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """709.1c-e, 709.1g: factions (layer 3), troop types (layer 4), traits (layer 5) and keyword
    talents gained or lost (layer 7) until the end of the turn."""
    granted = {"factions": list(step.factions), "troops": list(step.troops), "traits": list(step.traits),
               "keywords": [k.model_dump() for k in step.keywords], "ts": ctx.timestamp()} | ({"lose": list(step.lose_keywords)} if step.lose_keywords else {}) \
        | ({"lose_troops": list(step.lose_troops)} if step.lose_troops else {})  # fmt: skip
    _until_end_of_turn(ctx, player, [source] if step.who == "self" else targets, granted)


def _requirement(ctx: Ctx, player: str, step, targets: list[str], source: str) -> None:
    """709.1f, 412.3: a layer 6 result until the end of the turn, with its timestamp (709.6b): a new
    requirement, or a lowering of one kind's counts (None: every kind)."""
    change = {"requirement": [dict(a) for a in step.requirement]} if step.requirement is not None else {"lower": step.lower, "kind": step.lower_kind}
    _until_end_of_turn(ctx, player, [source] if step.who == "self" else targets, {**change, "ts": ctx.timestamp()})


def _until_end_of_turn(ctx: Ctx, player: str, cards: list[str], result: dict, field: str = UNTIL_END_OF_TURN) -> None:
    """The result on each General still on the field, with the player whose effect it is ("by":
    who made a Lord's HP 0, 202.4c); a General no longer there gets nothing. ``field``: the card
    field it lasts in (``WHILE_SOURCE``: while its source stays)."""
    for target in cards:
        if ctx.exists(target) and ctx.card(target)["zone"].endswith(".field"):
            ctx.card(target).setdefault(field, []).append({**result, BY: player})


STEP_LIST = TypeAdapter(list[Step])


def run_steps(ctx: Ctx, player: str, steps: list, targets: list[str], source: str, then_move: tuple[str, str] | None = None,
              wake: str | None = None) -> None:  # fmt: skip
    """705.2c: the steps in printed order; one that asks a player (a search) finishes before the
    next starts. ``then_move`` = (zone, reason): where the source goes once they are done (an
    instant Stratagem to the graveyard, 705.2f; an instant Event out of the game, 505.5d).
    ``wake``: the General whose arrival skill this is, whose statics may start then (703.5d)."""
    ctx.push("effect_steps", player=player, steps=STEP_LIST.dump_python(steps), targets=targets, source=source, index=0,
             then_move=list(then_move) if then_move else None, wake=wake)  # fmt: skip (a list: snapshots are JSON)


@PROCS.proc("effect_steps")
def effect_steps(ctx: Ctx, frame: dict) -> None:
    steps = STEP_LIST.validate_python(frame["steps"])
    while frame["index"] < len(steps):
        step = steps[frame["index"]]
        frame["index"] += 1
        depth = len(ctx.state["frames"])
        skipped = frame.pop("short", False) and step.then  # 706.2a: the step before came short
        if skipped or STEPS[step.step](ctx, frame["player"], step, frame["targets"], frame["source"]) is False:
            frame["short"] = True
        if len(ctx.state["frames"]) > depth:
            return
    ctx.pop(frame)
    if frame.get("wake"):
        skill_resolved(ctx.state, frame["wake"])
    if frame["then_move"]:
        destination, reason = frame["then_move"]
        ctx.move(frame["source"], destination, reason=reason)


STEPS = {"damage": _damage, "provisions": _provisions, "draw": _draw, "discard": _discard, "tap": _tap, "heal": _heal, "search": _search,
         "bury_authority": _bury_authority, "recover": _recover,
         "arrange": _arrange, "boost": _boost, "bounce": _bounce, "destroy": _destroy, "sacrifice": _sacrifice, "control": _control, "set_stats": _set_stats, "swap": _swap, "grant": _grant,
         "requirement": _requirement, "counters": _counters, "conceal": _conceal, "restore": _restore, "pay": _pay, "extra_combat": _extra_combat}  # fmt: skip


@PROCS.proc("arrange_top")
def arrange_top(ctx: Ctx, frame: dict) -> None:
    """802.16b: the player sees the top cards of their deck (only they: the question is theirs)
    and puts them back on top in the order they choose, the first chosen on top."""
    player = frame["player"]
    deck = zone(player, "deck")
    top = list(reversed(ctx.zone(deck)[-frame["count"]:]))  # the top card first
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in top]
    ask = make_ask(t("sanguozhi.prompt.arrange", count=len(top)), options, minimum=len(top), maximum=len(top), ordered=True, default=top)
    order = ctx.choose(frame, player, "choose_cards", "arrange", ask, confirm=len(top) > 1)
    if order is None:
        return
    ctx.pop(frame)
    for card_id in reversed(order):  # the last put back ends on top
        ctx.move(card_id, deck, reason="arrange")
    ctx.emit("deck_arranged", player=player, count=len(top))


@PROCS.proc("discard_cards")
def discard_cards(ctx: Ctx, frame: dict) -> None:
    """801.8: the player chooses the cards to discard from their hand (only they see the options),
    all of them when they hold no more than that."""
    hand = ctx.zone(zone(frame["player"], "hand"))
    keep = max(0, len(hand) - frame["count"])
    if (chosen := choose_discards(ctx, frame, frame["player"], hand, keep, "sanguozhi.prompt.effect_discard", card_label)) is not None:
        ctx.pop(frame)
        for card_id in chosen:
            ctx.move(card_id, zone(frame["player"], "graveyard"), reason="discard")


def search_matches(definition, kind: str, faction: str | None = None, treasure_type: str | None = None) -> bool:
    """A card of ``kind``; with ``faction``, a General of that faction (410.3c); with
    ``treasure_type``, a Treasure of that type (417.2)."""
    if kind == "tiger":
        return definition.type == "authority" and definition.authority_type == "tiger"
    return definition.type == kind and (faction is None or faction in definition.factions) and treasure_type in (None, definition.treasure_type)


@PROCS.proc("search_deck")
def search_deck(ctx: Ctx, frame: dict) -> None:
    """105.10, 301.5: a search the player may decline; the card found is revealed; the deck is
    shuffled whatever was found. One option per definition: copies in a deck are alike. From
    the graveyard (``zone``, 成公英), a public zone: nothing to reveal or shuffle."""
    player, where = frame["player"], frame.get("zone", "deck")
    searched = zone(player, where)
    found: dict[str, str] = {}
    for card_id in ctx.zone(searched):
        if search_matches(card_db()[ctx.card(card_id)["def"]], frame["card"], frame.get("faction"), frame.get("treasure_type")):
            found.setdefault(ctx.card(card_id)["def"], card_id)
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in found.values()]
    kind = frame.get("treasure_type") or t("sanguozhi.type.treasure")
    prefix = "sanguozhi.prompt.search" if where == "deck" else "sanguozhi.prompt.search_graveyard"
    prompt = t("sanguozhi.prompt.search.faction", faction=frame["faction"]) if frame.get("faction") else t(f"{prefix}.{frame['card']}", kind=kind)
    ask = make_ask(prompt, options, optional=True, default=[])
    choice = ctx.choose(frame, player, "choose_cards", "search", ask, confirm=bool(options))
    if choice is None:
        return
    ctx.pop(frame)
    if where == "graveyard":
        if choice:
            ctx.move(choice[0], zone(player, "hand"), reason="retrieve", keep=KEPT_ON_THE_WAY)
        return
    if choice:
        ctx.reveal(ctx.move(choice[0], zone(player, "hand"), reason="search"))
    ctx.emit("deck_searched", player=player, found=bool(choice))
    ctx.shuffle(searched)


@PROCS.proc("bury_authority")
def bury_authority(ctx: Ctx, frame: dict) -> None:
    """cards.BuryAuthority: the effect's controller may choose 1 enemy player (706.3), who then
    chooses ``count`` of the Authority cards on their field (all of them when fewer) and puts them
    into their graveyard. Declined or fewer, the step came short (706.2a)."""
    player = frame["player"]
    if "enemy" not in frame:
        options = [{"id": p, "label": target_label(ctx.state, p, player)} for p in enemies(ctx.state, player)]
        ask = make_ask(t("sanguozhi.prompt.bury_authority.enemy", count=frame["count"]), options, optional=True, default=[])
        choice = ctx.choose(frame, player, "choose_option", "bury_authority:enemy", ask, confirm=bool(options))
        if choice is None:
            return
        frame["enemy"] = choice[0] if choice else None
    enemy = frame["enemy"]
    chosen: list[str] = []
    field = [c for c in ctx.zone(zone(enemy, "field")) if ctx.card(c).get("slot") == "authority"] if enemy is not None else []
    if field:
        count = min(frame["count"], len(field))
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in field]
        ask = make_ask(t("sanguozhi.prompt.bury_authority.cards", count=count), options, minimum=count, maximum=count)
        chosen = ctx.choose(frame, enemy, "choose_cards", "bury_authority:cards", ask)
        if chosen is None:
            return
    ctx.pop(frame)
    for card_id in chosen:
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "graveyard"), reason="bury_authority")
    if len(chosen) < frame["count"]:
        came_short(ctx)


def came_short(ctx: Ctx) -> None:
    """706.2a for a step done by a procedure of its own: the effect's steps, on top again once it
    is done, learn that it came short."""
    steps = ctx.state["frames"][-1]
    if steps["proc"] == "effect_steps":
        steps["short"] = True

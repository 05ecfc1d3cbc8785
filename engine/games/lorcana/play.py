"""Playing a card (4.3.4): choose how to pay (ink, Shift 10.8, singing 6.3.3.3, Singer 10.9,
Sing Together 10.10), pay, then the card enters play or, for an action, resolves.

Characters enter ready (5.1.1) and drying (6.1.4) unless Bodyguard lets them enter exerted
(10.2.2). A shifted character goes on top of the same-named one and inherits its state, damage
and the effects on it (10.8.3-10.8.5). Triggers wait until the card is fully played and, for an
action, its effect has resolved (4.3.4.8), which `settle` does afterwards.
"""

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.messages import t
from engine.core.optional import yes_no_options
from engine.core.requests import make_ask

from .bag import follow_trigger_card, settle
from .cardinfo import definition
from .cards import CardDef, card_db
from .conditions import holds
from .costs import costs_printed, total_cost, use_pending
from .discarding import discard
from .filters import matches
from .ink import pay_ink
from .memo import remembered, remembering
from .options import option
from .procs import PROCS
from .statics import statics_in_play
from .stats import flag_may_apply, has_flag, keyword_value, sings_as_cost
from .teams import are_opponents, team_of
from .text import card_label
from .zones import in_play, zone


def shift_bases(state: dict, player: str, card: CardDef) -> list[str]:
    """Your characters in play with the same name (version ignored, 6.2.4; a dual name counts as
    either name, 6.2.4.1, unless the option "shift_dual_name" asks for the same name line), or one
    that counts as having any name for Shift ("你可以视作这个角色具有任意名称…")."""
    exact = option(state, "shift_dual_name") == "exact"
    return [
        c for c in in_play(state, player)
        if definition(state, c).type == "character"
        and (definition(state, c).name == card.name if exact else set(definition(state, c).names) & set(card.names)
             or has_flag(state, c, "any_name_for_shift"))
    ]  # fmt: skip


def can_exert_to_pay(state: dict, card_id: str) -> bool:
    """⟳ in a cost needs a ready character that is dry (5.1.1, 6.1.4)."""
    card = state["cards"][card_id]
    return not card.get("exerted") and card.get("dry", False)


def singers(state: dict, player: str, song: CardDef) -> list[str]:
    """Characters that can sing the song alone: ink cost, or Singer N, at least its cost (6.3.3.3, 10.9)."""
    return [card_id for card_id, sings_as in singing_costs(state, player) if sings_as >= song.cost]


def singing_costs(state: dict, player: str) -> list[tuple[str, int]]:
    """(character, the cost it sings as) of each of the player's characters that could sing now;
    the same for every song, so remembered once per menu."""
    return remembered(state, ("singing_costs", player), _singing_costs, state, player)


def _singing_costs(state: dict, player: str) -> list[tuple[str, int]]:
    found = []
    for card_id in in_play(state, player):
        card = definition(state, card_id)
        if card.type != "character" or not can_exert_to_pay(state, card_id) or has_flag(state, card_id, "cannot_sing"):
            continue
        singer = keyword_value(state, card_id, "singer")
        cost = sings_as_cost(state, card_id)
        if option(state, "singer_printed_cost"):  # digest §12.16: the higher of the two counts
            found.append((card_id, max(cost, singer)))
        else:
            found.append((card_id, singer or cost))
    return found


def choir(state: dict, player: str) -> list[str]:
    """Characters that can join in Sing Together: yours or your teammates' (10.10.1)."""
    return [c for p in team_of(state, player) for c in in_play(state, p) if definition(state, c).type == "character"
            and can_exert_to_pay(state, c) and not has_flag(state, c, "cannot_sing")]  # fmt: skip


def choir_reaches(state: dict, player: str, needed: int) -> bool:
    """Whether the choir's costs together reach Sing Together N (10.10.1)."""
    return sum(sings_as_cost(state, c) for c in choir(state, player)) >= needed


def actions_forbidden(state: dict, player: str) -> bool:
    """A "no player can play actions" static in play, or an opponent's "对手便不能打出行动" (1.2.2:
    prohibitions beat permissions)."""
    if not (flag_may_apply(state, "no_actions") or flag_may_apply(state, "opponents_no_actions")):
        return False
    return any(
        (ability.static.flag == "no_actions"
         or (ability.static.flag == "opponents_no_actions" and are_opponents(state, controller, player)))
        and holds(state, ability.condition, controller, source)
        for source, controller, ability in statics_in_play(state)
    )  # fmt: skip


def can_be_played(state: dict, card_id: str) -> bool:
    """Nothing forbids playing the card from its owner's hand and its non-ink costs can be paid
    (4.3.4.1: a play that cannot be completed is not legal, so it is not offered)."""
    card = definition(state, card_id)
    if card.type == "action" and actions_forbidden(state, state["cards"][card_id]["owner"]):
        return False
    extra = card.additional_cost
    return extra is None or len(state["zones"][zone(state["cards"][card_id]["owner"], "hand")]["cards"]) - 1 >= extra.discard


def payment_methods(state: dict, player: str, card_id: str, ink: int, printed_costs: bool = False) -> list[tuple[str, int]]:
    """How this card can be played now with ``ink`` ready ink, each way with the ink it costs:
    "play", "shift", "sing", "sing_together" (the last two cost no ink). ``printed_costs``: the
    caller found that nothing in play or pending lowers the player's costs (`costs_printed`), so
    a card whose own static abilities leave its cost alone costs what is printed (4.3.4.5)."""
    card = definition(state, card_id)
    if (card.type == "action" or card.additional_cost) and not can_be_played(state, card_id):
        return []
    methods = []
    printed_costs = printed_costs and not card.changes_own_cost
    cost = card.cost if printed_costs else total_cost(state, player, card_id, card.cost)
    if ink >= cost:
        methods.append(("play", cost))
    printed = card.printed_keywords
    if "shift" in printed and shift_bases(state, player, card):
        shift = card.keyword("shift")
        if shift.discard is not None:  # no ink at all (10.8.1)
            if len(shift_discards(state, player, card_id, shift)) >= shift.discard_count:
                methods.append(("shift", 0))
        elif ink >= (cost := shift.value if printed_costs else total_cost(state, player, card_id, shift.value)):
            methods.append(("shift", cost))
    if card.song and singers(state, player, card):
        methods.append(("sing", 0))
    if "sing_together" in printed and choir_reaches(state, player, printed["sing_together"]):
        methods.append(("sing_together", 0))
    return methods


def hand_payment_methods(state: dict, player: str, hand: list[str], ink: int) -> list[list[tuple[str, int]]]:
    """`payment_methods` of each card of the player's hand, in order. While nothing lowers the
    player's costs, a card paid with ink only costs its printed ink cost (most cards, most turns):
    inside `memo.unchanging` that shortcut is taken."""
    if not (remembering(state) and costs_printed(state, player)):
        return [payment_methods(state, player, card_id, ink) for card_id in hand]
    cards, db = state["cards"], card_db()
    return [
        ([("play", card.cost)] if ink >= card.cost else []) if (card := db[cards[card_id]["def"]]).paid_with_ink_only
        else payment_methods(state, player, card_id, ink, printed_costs=True)
        for card_id in hand
    ]  # fmt: skip


@PROCS.proc("play")
def play_card(ctx: Ctx, frame: dict) -> None:
    player, card_id, method = frame["player"], frame["card"], frame["method"]
    if player not in ctx.seats:  # they conceded while paying: the card stays where it is (3.2.1.2)
        ctx.pop(frame)
        return
    card = definition(ctx.state, card_id)
    if frame["step"] == 0:
        if method == "shift":
            options = [{"id": c, "label": card_label(ctx.state, c)} for c in shift_bases(ctx.state, player, card)]
            ask = make_ask(t("lorcana.prompt.shift_onto", card=card.full_name), options)
            choice = ctx.choose(frame, player, "choose_targets", "shift", ask)
            if choice is None:
                return
            frame["base"] = choice[0]
            if not pay_shift(ctx, frame, player, card_id, card):
                return
            use_pending(ctx, player, card_id)
        elif method == "sing":
            options = [{"id": c, "label": card_label(ctx.state, c)} for c in singers(ctx.state, player, card)]
            choice = ctx.choose(frame, player, "choose_targets", "singer", make_ask(t("lorcana.prompt.singer", card=card.full_name), options))
            if choice is None:
                return
            exert_singers(ctx, choice, card_id)
            use_pending(ctx, player, card_id)  # a sung song is still "the next action you play"
        elif method == "sing_together":
            if not choir_reaches(ctx.state, player, card.keyword("sing_together").value):
                # a teammate left the game with the singers it needed (3.2.1.2) before anything
                # was paid: the song can no longer be sung together (10.10.1) and stays in hand
                ctx.pop(frame)
                return
            if not choose_choir(ctx, frame, player, card):
                return
            use_pending(ctx, player, card_id)
        elif method == "free":  # 4.3.4.10: no ink; other costs would still apply
            use_pending(ctx, player, card_id)
        else:
            pay_ink(ctx, player, total_cost(ctx.state, player, card_id, card.cost))
            use_pending(ctx, player, card_id)
        frame["step"] = 1
    if frame["step"] == 1:
        if card.additional_cost and not pay_additional_cost(ctx, frame, player, card_id, card):
            return
        frame["step"] = 2
    if card.type == "action":
        ctx.pop(frame)
        resolving = ctx.move(card_id, zone(player, "resolving"), reason="play")  # revealed (4.3.4.3)
        follow_trigger_card(ctx, card_id, resolving)
        ctx.emit("card_played", card=resolving, player=player, definition=card.id, method=method)
        settle(ctx)  # triggers from playing it wait until the effect has resolved (4.3.4.8)
        ctx.push("to_discard", card=resolving, player=player, deck_bottom=frame.get("to_deck_bottom", False))
        ctx.push("ability", definition=card.id, ability=None, source=resolving, controller=player)
        return
    exerted = False
    if card.keyword("bodyguard"):
        options = yes_no_options()
        ask = make_ask(t("lorcana.prompt.bodyguard", card=card.full_name), options, default=["no"])
        choice = ctx.choose(frame, player, "yes_no", "bodyguard", ask)
        if choice is None:
            return
        exerted = choice == ["yes"]
    ctx.pop(frame)
    entering = [ability.static for ability in card.abilities if ability.static is not None and ability.static.to is None]
    exerted = exerted or any(s.flag == "enters_exerted" for s in entering)  # "这个角色进场时为力竭状态"
    exerted = exerted or frame.get("enters_exerted", False)  # "…且他进场时为力竭状态", said by the effect
    if method == "shift":
        new_id = shift_onto(ctx, card_id, frame["base"], exerted)
    else:
        new_id = ctx.move(card_id, zone(player, "play"), reason="play")
        ctx.card(new_id).update(exerted=exerted, dry=False)
    damage = sum(s.enters_with_damage for s in entering)
    if damage:  # counters it enters with, not damage dealt (9.2)
        ctx.add_counter(new_id, "damage", damage)
    ctx.emit("card_played", card=new_id, player=player, definition=card.id, method=method)
    then_from_the_effect(ctx, frame, new_id, player)
    settle(ctx)


def then_from_the_effect(ctx: Ctx, frame: dict, card_id: str, player: str) -> None:
    """What the effect that played it says happens to it: "他获得<速击>" this turn, and "在回合结束
    时，将他驱逐", a delayed trigger that the end of the turn adds to the bag (7.4.7)."""
    if frame.get("gains"):
        add_effect(ctx, source=card_id, controller=player, cards=[card_id], modifier={"keyword": frame["gains"], "value": None},
                   until=END_OF_TURN)  # fmt: skip
    if frame.get("delayed"):
        ctx.state["data"].setdefault("at_end_of_turn", []).append({**frame["delayed"], "card": card_id, "controller": player})


def shift_discards(state: dict, player: str, card_id: str, shift) -> list[str]:
    """The other cards in hand that a "转形：弃置…" cost could discard."""
    hand = state["zones"][zone(player, "hand")]["cards"]
    return [c for c in hand if c != card_id and matches(state, c, shift.discard, player, None)]


def pay_shift(ctx: Ctx, frame: dict, player: str, card_id: str, card: CardDef) -> bool:
    """Pay Shift's cost (10.8.1): its ink, or the discard it names (chosen by the player)."""
    shift = card.keyword("shift")
    if shift.discard is None:
        pay_ink(ctx, player, total_cost(ctx.state, player, card_id, shift.value))
        return True
    count = shift.discard_count
    prompt = t("lorcana.prompt.shift_discard", card=card.full_name, count=count)
    return discard_as_cost(ctx, frame, player, shift_discards(ctx.state, player, card_id, shift), count, prompt)


def pay_additional_cost(ctx: Ctx, frame: dict, player: str, card_id: str, card: CardDef) -> bool:
    """Pay the non-ink part of the total cost (4.3.4.5-4.3.4.6), whatever way the ink part was
    paid, "for free" included (4.3.4.10). Offered only when payable, so it never fails."""
    count = card.additional_cost.discard
    if not count:
        return True
    hand = [c for c in ctx.zone(zone(player, "hand")) if c != card_id]
    return discard_as_cost(ctx, frame, player, hand, count, t("lorcana.prompt.additional_discard", card=card.full_name, count=count))


def discard_as_cost(ctx: Ctx, frame: dict, player: str, cards: list[str], count: int, prompt: str) -> bool:
    """The player chooses `count` of `cards` in hand and discards them to pay a cost; False while
    waiting for the choice."""
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in cards]
    choice = ctx.choose(frame, player, "choose_cards", "discard_cost", make_ask(prompt, options, minimum=count, maximum=count))
    if choice is None:
        return False
    discard(ctx, player, choice, reason="cost")
    return True


def exert_singers(ctx: Ctx, singer_ids: list[str], song: str) -> None:
    for singer in singer_ids:
        ctx.card(singer)["exerted"] = True
        ctx.emit("song_sung", card=singer, song=song)


def choose_choir(ctx: Ctx, frame: dict, player: str, song: CardDef) -> bool:
    """Sing Together (10.10): pick singers one at a time until their costs reach N."""
    needed = song.keyword("sing_together").value
    available = choir(ctx.state, player)
    # a teammate who left the game meanwhile took their characters with them (3.2.1.2)
    chosen = frame["choir"] = [c for c in frame.get("choir", []) if c in available]
    total = sum(sings_as_cost(ctx.state, c) for c in chosen)
    while total < needed:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in available if c not in chosen]
        prompt = t("lorcana.prompt.sing_together", card=song.full_name, total=total, needed=needed)
        choice = ctx.choose(frame, player, "choose_targets", f"choir:{len(chosen)}", make_ask(prompt, options))
        if choice is None:
            return False
        chosen.append(choice[0])
        total += sings_as_cost(ctx.state, choice[0])
    exert_singers(ctx, chosen, frame["card"])
    return True


def shift_onto(ctx: Ctx, card_id: str, base_id: str, exerted: bool) -> str:
    base = ctx.card(base_id)
    player = base["owner"]
    inherited = {"exerted": base.get("exerted", False) or exerted, "dry": base.get("dry", False)}  # 10.8.3-10.8.4
    if base.get("at_location"):  # being at a location is state too (10.8.3): the new card stays there
        inherited["at_location"] = base["at_location"]
    damage = ctx.counter(base_id, "damage")  # 10.8.5
    beneath = [*base.get("beneath", [])]
    new_id = ctx.move(card_id, zone(player, "play"), reason="shift")
    beneath.append(ctx.move(base_id, zone(player, "beneath"), reason="shift_under"))
    card = ctx.card(new_id)
    card.update(inherited, beneath=beneath)
    ctx.set_counter(new_id, "damage", damage)
    for effect in ctx.state["effects"]:  # effects applied to it stay (10.8.5)
        if effect["cards"] and base_id in effect["cards"]:
            effect["cards"] = [new_id if c == base_id else c for c in effect["cards"]]
    return new_id


@PROCS.proc("to_discard")
def action_to_discard(ctx: Ctx, frame: dict) -> None:
    """After an action's effect has resolved it goes to its owner's discard (4.3.4.8), or to the
    bottom of their deck when the effect that played it says so instead (7.7.2)."""
    ctx.pop(frame)
    if frame["card"] in ctx.state["cards"]:
        if frame.get("deck_bottom"):
            ctx.move(frame["card"], zone(frame["player"], "deck"), position=0, reason="to_bottom")
        else:
            follow_trigger_card(ctx, frame["card"], ctx.move(frame["card"], zone(frame["player"], "discard"), reason="resolved"))

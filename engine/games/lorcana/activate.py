"""Activated abilities (4.3.8, 7.5): "[cost] — [effect]". Only the active player, only in the main
phase with nothing resolving. A ⟳ cost needs the card ready and, for a character, dry (4.3.8.2,
6.1.4); items and locations can be used the turn they are played (4.3.8.3). The effect resolves
at once, not through the bag (8.7.2); triggers it causes wait until it has resolved (7.5.4)."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .abilities import Cost
from .bag import settle
from .banish import banish
from .cardinfo import definition
from .conditions import holds
from .discarding import discard
from .filters import matches
from .granted import ability_at
from .ink import pay_ink, ready_ink
from .options import option
from .procs import PROCS
from .statics import static_abilities
from .stats import granted_abilities
from .text import card_label
from .this_turn import first_time_this_turn, used_this_turn
from .zones import in_play, zone


def can_activate(state: dict, player: str, card_id: str, index: int | str) -> bool:
    card = definition(state, card_id)
    ability = ability_at(card.id, index)
    cost = ability.cost
    instance = state["cards"][card_id]
    drying = card.type == "character" and not instance.get("dry", False)
    if cost.exert and (instance.get("exerted") or drying):
        return False
    if drying and option(state, "drying_activated") == "forbidden":  # digest §12.12
        return False
    if ability.once_per_turn and used_this_turn(state, f"{card_id}:{index}"):
        return False
    return ready_ink(state, player) >= ink_to_pay(state, player, card_id, cost) and (
        not cost.chooses_cards or bool(cost_choices(state, player, card_id, cost)))


def ink_to_pay(state: dict, player: str, card_id: str, cost: Cost) -> int:
    """The ink part of the cost, none while the card's own "你可以免费使用…奇能" holds (4.3.8.4: other
    costs, such as ⟳, are still paid)."""
    free = cost.ink and any(ability.static.free_activation and holds(state, ability.condition, player, card_id)
                            for ability in static_abilities(state["cards"][card_id]["def"]))  # fmt: skip
    return 0 if free else cost.ink


def cost_choices(state: dict, player: str, card_id: str, cost: Cost) -> list[str]:
    """The cards that could pay the chosen part of the cost. Exerting needs a ready card and, for
    a character, a dry one (4.2.2.1, glossary "等待奇墨晾干"); the discard is from the hand, and
    the cost must be paid in full (7.5.3)."""
    if cost.discard:
        hand = state["zones"][zone(player, "hand")]["cards"]
        fitting = [c for c in hand if matches(state, c, cost.discard_filter, player, card_id)]
        return fitting if len(fitting) >= cost.discard else []
    flt = (cost.exert_chosen or cost.banish_chosen).mine
    found = [c for c in in_play(state, player) if matches(state, c, flt, player, card_id)]
    if cost.exert_chosen is not None:
        found = [c for c in found if not state["cards"][c].get("exerted") and (
            definition(state, c).type != "character" or state["cards"][c].get("dry", False))]  # fmt: skip
    return found


def activatable(state: dict, player: str, card_id: str) -> list[int | str]:
    """Its own activated abilities (by index) and those it has been given (by key, granted.py)."""
    card = definition(state, card_id)
    refs: list[int | str] = [i for i, ability in enumerate(card.abilities) if ability.kind == "activated"] if card.has_activated else []
    refs.extend(key for key, ability in granted_abilities(state, card_id) if ability.kind == "activated")
    return [ref for ref in refs if can_activate(state, player, card_id, ref)]


@PROCS.proc("activate")
def activate(ctx: Ctx, frame: dict) -> None:
    player, card_id, index = frame["player"], frame["card"], frame["ability"]
    card = definition(ctx.state, card_id)
    ability = ability_at(card.id, index)
    cost = ability.cost
    ctx.pop(frame)
    if cost.exert:
        ctx.card(card_id)["exerted"] = True
    pay_ink(ctx, player, ink_to_pay(ctx.state, player, card_id, cost))
    if ability.once_per_turn:
        first_time_this_turn(ctx.state, f"{card_id}:{index}")  # remembered for can_activate
    ctx.emit("ability_activated", card=card_id, player=player, definition=card.id, ability=index)
    source = card_id
    if cost.banish_self:
        source = banish(ctx, card_id)
    settle(ctx)
    if cost.chooses_cards:
        ctx.push("activation_cost", definition=card.id, ability=index, source=source, controller=player)
        return
    ctx.push("ability", definition=card.id, ability=index, source=source, controller=player)


@PROCS.proc("activation_cost")
def pay_chosen_cost(ctx: Ctx, frame: dict) -> None:
    """The rest of the cost, paid with cards the player chooses before the effect resolves
    (7.5.3.2-7.5.3.3); the effect's "the discarded / banished card" are these (`previous`)."""
    player, source = frame["controller"], frame["source"]
    cost = ability_at(frame["definition"], frame["ability"]).cost
    found = cost_choices(ctx.state, player, source, cost)
    count = cost.discard or 1
    prompt = t("lorcana.prompt.discard", count=count) if cost.discard else t("lorcana.prompt.cost_card", card=card_label(ctx.state, source))
    ask = make_ask(prompt, [{"id": c, "label": card_label(ctx.state, c)} for c in found], minimum=count, maximum=count)
    chosen = ctx.choose(frame, player, "choose_cards", "activation_cost", ask)
    if chosen is None:
        return
    ctx.pop(frame)
    paid = []  # the cards as they are now: a moved card is a new object (7.1.9.1)
    if cost.discard:
        paid = discard(ctx, player, chosen)
    elif cost.banish_chosen is not None:
        paid = [banish(ctx, chosen_id) for chosen_id in chosen]
    else:
        for chosen_id in chosen:
            ctx.card(chosen_id)["exerted"] = True
            ctx.emit("card_exerted", card=chosen_id)
            paid.append(chosen_id)
    ctx.push("ability", definition=frame["definition"], ability=frame["ability"], source=source, controller=player,
             previous=paid)  # fmt: skip

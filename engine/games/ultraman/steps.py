"""Resolvers of the effect steps in `cards.py`, one function per step type.

A resolver gets the frame of the effect being resolved and the step; it returns True when the
step is done (as far as it could go, 1.1.3a), or False after asking a player (it runs again
when the answer arrives). Per-step progress lives in `frame["scratch"]`.
"""


from engine.core import rng
from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.messages import t
from engine.core.named_table import NamedTable
from engine.core.requests import make_ask

from . import cards as c
from .actions import add_energy, discard, draw, move, reveal, top_of_deck
from .items import trigger
from .text import card_label, card_name
from .zones import other_player, zone

RESOLVERS = NamedTable()  # step type -> resolver(ctx, frame, step) -> done
resolver = RESOLVERS.register


def players_for(ctx: Ctx, who: str, controller: str) -> list[str]:
    """"双方": the turn player first, then the other (1.1.5)."""
    if who == "you":
        return [controller]
    if who == "opponent":
        return [other_player(ctx.state, controller)]
    active = ctx.state["turn"]["active"]
    return [active, other_player(ctx.state, active)]


@resolver("draw")
def _draw(ctx: Ctx, frame: dict, step: c.Draw) -> bool:
    for player in players_for(ctx, step.who, frame["item"]["controller"]):
        draw(ctx, player, step.count)
    return True


@resolver("discard")
def _discard(ctx: Ctx, frame: dict, step: c.Discard) -> bool:
    """Each player in turn order (1.1.5); as many as the hand holds (1.1.3a). A random discard:
    the hand is shuffled face down and the other player picks positions blind (5.0.2)."""
    scratch = frame["scratch"]
    players = players_for(ctx, step.who, frame["item"]["controller"])
    while scratch.setdefault("done", 0) < len(players):
        player = players[scratch["done"]]
        hand = list(ctx.zone(zone(player, "hand")))
        count = min(step.count, len(hand))
        if count:
            if step.random:
                if "order" not in scratch:
                    rng.shuffle(ctx.rng, hand)
                    scratch["order"] = hand
                order = scratch["order"]
                options = [{"id": f"pos{n}", "label": t("ultraman.option.hidden_position", number=n)}
                           for n in range(1, len(order) + 1)]  # fmt: skip
                ask = make_ask(t("ultraman.prompt.random_discard", count=count), options, minimum=count, maximum=count)
                choice = ctx.choose(frame, other_player(ctx.state, player), "choose_cards", f"discard:{player}", ask)
                if choice is None:
                    return False
                chosen = [order[int(option[3:]) - 1] for option in choice]
            else:
                options = [{"id": card_id, "label": card_label(ctx.state, card_id)} for card_id in hand]
                ask = make_ask(t("ultraman.prompt.discard", count=count), options, minimum=count, maximum=count)
                chosen = ctx.choose(frame, player, "choose_cards", f"discard:{player}", ask)
                if chosen is None:
                    return False
            discard(ctx, chosen)
        scratch.pop("order", None)
        scratch["done"] += 1
    return True


@resolver("add_energy")
def _add_energy(ctx: Ctx, frame: dict, step: c.AddEnergy) -> bool:
    add_energy(ctx, frame["item"]["controller"], step.count)
    return True


@resolver("modify")
def _modify(ctx: Ctx, frame: dict, step: c.Modify) -> bool:
    """本回合…+x: lasts until the end of the turn (digest A28) and only while the card stays
    where it is (a moved card is a new object)."""
    item = frame["item"]
    if step.target == "self":
        target = item["source"]
    else:
        battle = ctx.state["turn"].get("battle") or {"main": {}}
        target = battle["main"].get(item["controller"])
    if target is None or not ctx.exists(target):
        return True
    add_effect(ctx, source=item["source"], controller=item["controller"], cards=[target],
               modifier={"stat": step.stat, "op": "add", "value": step.amount}, until=END_OF_TURN)  # fmt: skip
    return True


@resolver("reveal")
def _reveal(ctx: Ctx, frame: dict, step: c.Reveal) -> bool:
    """Reveal own face-down battlefield cards (5.5.2a); their 翻 effects wait (5.5.3)."""
    player = frame["item"]["controller"]
    face_down = [card_id for card_id in ctx.zone(zone(player, "battlefield")) if ctx.card(card_id).get("face_down")]
    count = min(step.count, len(face_down))
    if not count:
        return True
    options = [{"id": card_id, "label": card_label(ctx.state, card_id)} for card_id in face_down]
    ask = make_ask(t("ultraman.prompt.reveal", count=count), options, minimum=count, maximum=count)
    chosen = ctx.choose(frame, player, "choose_cards", "reveal", ask)
    if chosen is None:
        return False
    for card_id in chosen:
        reveal(ctx, card_id)
        frame["deferred"].extend(trigger(ctx, card_id, "reveal"))
    return True


@resolver("damage_to_rest")
def _damage_to_rest(ctx: Ctx, frame: dict, step: c.DamageToRest) -> bool:
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    damage = ctx.zone(zone(player, "damage"))
    count = min(step.count, len(damage))
    if not count:
        return True
    options = [{"id": card_id, "label": card_name(ctx.card(card_id)["def"])} for card_id in damage]
    ask = make_ask(t("ultraman.prompt.damage_to_rest", count=count), options, minimum=count, maximum=count)
    chosen = ctx.choose(frame, player, "choose_cards", "damage_to_rest", ask)
    if chosen is None:
        return False
    for card_id in chosen:
        move(ctx, card_id, zone(player, "rest"), reason="effect")
    return True


@resolver("deck_to_damage")
def _deck_to_damage(ctx: Ctx, frame: dict, step: c.DeckToDamage) -> bool:
    """Face up (digest A24); an empty deck simply has nothing to move (1.1.3a)."""
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    for _ in range(step.count):
        top = top_of_deck(ctx, player)
        if top is None:
            break
        move(ctx, top, zone(player, "damage"), reason="effect")
    return True

"""Resolvers of the effect steps in `abilities.py`, one function per step type.

A resolver gets the frame of the ability being resolved and the step; it returns True when the
step is done, or False after asking a player (it runs again when the answer arrives). Progress
within a step lives in `frame["scratch"]`; a resolver sets `scratch["did"] = False` when it did
nothing, for a following "若你如此做" step (`if_done`).
"""

from collections.abc import Callable

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, SOURCE_LEAVES, add_effect
from engine.core.messages import t
from engine.core.requests import make_ask

from . import abilities as a
from .control import give_control
from .costs import pay
from .library import draw, look_and_arrange, search
from .permanents import deal_damage, destroy, enter_area, lurk, return_to_hand, sacrifice
from .regions import add_influence, remove_influence
from .sealing import seal, society_host
from .stats import defence, is_character, is_face_up_in_area
from .targets import candidates, slot_number
from .text import card_label
from .zones import (
    SEALED,
    SLOTS,
    area_zone,
    controller_of,
    in_play,
    is_hidden_agent,
    region_in,
    relocate,
    slot_of,
    zone,
)

Resolver = Callable[[Ctx, dict, object], bool]
RESOLVERS: dict[str, Resolver] = {}


def resolver(name: str) -> Callable[[Resolver], Resolver]:
    def register(function: Resolver) -> Resolver:
        RESOLVERS[name] = function
        return function

    return register


def controller(frame: dict) -> str:
    return frame["object"]["controller"]


def players_for(ctx: Ctx, frame: dict, who: str) -> list[str]:
    """"每位玩家" starts with the controller (e.g. "由赢取…的玩家开始"), then the others."""
    you = controller(frame)
    if who == "you":
        return [you]
    if who == "opponent":
        return [p for p in ctx.seats if p != you]
    if who == "target_player":
        return [o for targets in frame["targets"].values() for o in targets if o in ctx.state["players"]][:1]
    return [you] + [p for p in ctx.seats if p != you]


def objects(ctx: Ctx, frame: dict, ref: a.Ref) -> list[str]:
    state = ctx.state
    source = frame["object"].get("source")
    if ref.target is not None:
        return [o for o in frame["targets"].get(ref.target, []) if o in state["cards"] or o.startswith("slot")]
    if ref.source:
        return [source] if source in state["cards"] else []
    if ref.host:
        card = state["cards"].get(source, {})
        host = card.get("attached_to") or card.get("sealed_under")
        return [host] if host in state["cards"] else []
    if ref.all is not None:  # with the chosen targets: `in_region` names a region target (JC050)
        return candidates(state, ref.all, controller(frame), source, frame["object"].get("here"), frame["targets"])
    return []


def _region_slot(ctx: Ctx, frame: dict, name: str) -> int | None:
    if name == "here":
        return frame["object"].get("here")
    chosen = frame["targets"].get(name, [])
    return slot_number(chosen[0]) if chosen else None


def _each_player_chooses(ctx: Ctx, frame: dict, players: list[str], options_for, prompt: str, count_for, apply,
                         optional: bool = False) -> bool:  # fmt: skip
    """Each player in order chooses cards from `options_for(player)` (his own hidden or public
    cards; none at all if `optional`) and `apply(player, chosen)` happens at once."""
    scratch = frame["scratch"]
    while scratch.setdefault("player_index", 0) < len(players):
        player = players[scratch["player_index"]]
        options = options_for(player)
        need = min(count_for(player), len(options))
        if need:
            ask = make_ask(prompt, options, minimum=0 if optional else need, maximum=need, default=[] if optional else None)
            choice = ctx.choose(frame, player, "choose_cards", f"each:{frame['index']}:{player}", ask, confirm=optional)
            if choice is None:
                return False
            apply(player, choice)
        scratch["player_index"] += 1
    return True


@resolver("draw")
def _draw(ctx: Ctx, frame: dict, step: a.Draw) -> bool:
    for player in players_for(ctx, frame, step.who):
        draw(ctx, player, step.count)
    return True


@resolver("discard")
def _discard(ctx: Ctx, frame: dict, step: a.Discard) -> bool:
    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in ctx.zone(zone(player, "hand"))]

    def apply(player, chosen):
        for card_id in chosen:
            ctx.move(card_id, zone(player, "graveyard"), reason="discard")
        ctx.emit("cards_discarded", player=player, count=len(chosen))

    if step.random:
        from engine.core import rng

        for player in players_for(ctx, frame, step.who):
            hand = list(ctx.zone(zone(player, "hand")))
            rng.shuffle(ctx.rng, hand)
            apply(player, hand[: step.count])
        return True
    prompt = t("underworld.prompt.discard", count=step.count)
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: step.count, apply)


@resolver("deal_damage")
def _deal_damage(ctx: Ctx, frame: dict, step: a.DealDamage) -> bool:
    amount = frame["object"].get("data", {}).get("amount", step.amount)
    for card_id in objects(ctx, frame, step.what):
        deal_damage(ctx, card_id, amount)
    return True


@resolver("destroy")
def _destroy(ctx: Ctx, frame: dict, step: a.Destroy) -> bool:
    found = objects(ctx, frame, step.what)
    for card_id in found:
        if ctx.exists(card_id):
            destroy(ctx, card_id)
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("exhaust")
def _exhaust(ctx: Ctx, frame: dict, step: a.Exhaust) -> bool:
    for card_id in objects(ctx, frame, step.what):
        if ctx.card(card_id).get("exhausted"):
            if step.return_if_exhausted:
                return_to_hand(ctx, card_id)
            continue
        ctx.card(card_id)["exhausted"] = True
        ctx.emit("card_exhausted", card=card_id)
    return True


@resolver("return_to_hand")
def _return_to_hand(ctx: Ctx, frame: dict, step: a.ReturnToHand) -> bool:
    for card_id in objects(ctx, frame, step.what):
        return_to_hand(ctx, card_id)
    return True


@resolver("lurk")
def _lurk(ctx: Ctx, frame: dict, step: a.Lurk) -> bool:
    found = [c for c in objects(ctx, frame, step.what) if is_character(ctx.state, c)]
    for card_id in found:
        lurk(ctx, card_id)
    frame["scratch"]["did"] = bool(found)
    return True


def _until_end_of_turn(ctx: Ctx, frame: dict, cards: list[str], modifier: dict) -> None:
    if cards:
        add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=cards,
                   modifier=modifier, until=END_OF_TURN)  # fmt: skip


@resolver("modify")
def _modify(ctx: Ctx, frame: dict, step: a.Modify) -> bool:
    modifier = {"icons": list(step.icons), "white_icons": list(step.white_icons), "defence": step.defence,
                "keywords": [k.model_dump() for k in step.keywords]}  # fmt: skip
    if step.subtypes:
        modifier["subtypes"] = list(step.subtypes)
    cards = [c for c in objects(ctx, frame, step.what) if is_character(ctx.state, c)]
    if step.until == "source_leaves":
        if cards:
            add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=cards,
                       modifier=modifier, until=SOURCE_LEAVES)  # fmt: skip
        return True
    _until_end_of_turn(ctx, frame, cards, modifier)
    return True


@resolver("prevent_damage")
def _prevent_damage(ctx: Ctx, frame: dict, step: a.PreventDamage) -> bool:
    _until_end_of_turn(ctx, frame, objects(ctx, frame, step.what), {"flag": "prevent_damage"})
    return True


@resolver("suppress")
def _suppress(ctx: Ctx, frame: dict, step: a.Suppress) -> bool:
    """遏制 X: the player removes X of his own influence tokens, one at a time from regions he
    chooses; all of them when he has fewer (G:遏制X p3)."""
    players = players_for(ctx, frame, step.who)
    if not players:
        return True
    player = players[0]
    scratch = frame["scratch"]
    from .stats import influence

    while scratch.setdefault("removed", 0) < step.amount:
        slots = [s for s in SLOTS if influence(ctx.state, s, player)]
        if not slots:
            break
        options = [{"id": f"slot{s}", "label": t("underworld.option.token_in", slot=s, count=influence(ctx.state, s, player))} for s in slots]
        ask = make_ask(t("underworld.prompt.suppress", count=step.amount - scratch["removed"]), options)
        choice = ctx.choose(frame, player, "choose_targets", f"suppress:{frame['index']}:{scratch['removed']}", ask)
        if choice is None:
            return False
        remove_influence(ctx, slot_number(choice[0]), player, 1)
        scratch["removed"] += 1
    return True


@resolver("place_influence")
def _place_influence(ctx: Ctx, frame: dict, step: a.PlaceInfluence) -> bool:
    slot = _region_slot(ctx, frame, step.region)
    if slot is None or not region_in(ctx.state, slot):
        frame["scratch"]["did"] = False
        return True
    add_influence(ctx, slot, controller(frame), step.amount)
    return True


@resolver("search_library")
def _search_library(ctx: Ctx, frame: dict, step: a.SearchLibrary) -> bool:
    from .cards import card

    def matching(definition_id: str) -> bool:
        printed = card(definition_id)
        return ((step.basic_type is None or printed.basic_type == step.basic_type)
                and (step.subtype is None or step.subtype in printed.subtypes)
                and (step.printed_cost_max is None or printed.printed_cost <= step.printed_cost_max))  # fmt: skip

    players = players_for(ctx, frame, step.who)
    scratch = frame["scratch"]
    while scratch.setdefault("player_index", 0) < len(players):
        player = players[scratch["player_index"]]
        if not search(ctx, frame, player, matching, f"search:{frame['index']}:{player}", to=step.to, reveal=step.reveal):
            return False
        scratch["player_index"] += 1
    return True


@resolver("predict")
def _predict(ctx: Ctx, frame: dict, step: a.Predict) -> bool:
    return look_and_arrange(ctx, frame, controller(frame), step.count, f"predict:{frame['index']}")


@resolver("bottom_to_hand")
def _bottom_to_hand(ctx: Ctx, frame: dict, step: a.BottomToHand) -> bool:
    """Not a draw: an empty library just gives nothing (digest T55)."""
    player = controller(frame)
    for _ in range(step.count):
        cards = ctx.zone(zone(player, "library"))
        if not cards:
            break
        ctx.move(cards[0], zone(player, "hand"), reason="bottom_to_hand")
    return True


@resolver("sacrifice")
def _sacrifice(ctx: Ctx, frame: dict, step: a.Sacrifice) -> bool:
    """Each player sacrifices one of his own (G:消灭和牺牲 p10: never an opponent's card)."""
    region = _region_slot(ctx, frame, step.region) if step.region else None
    kind_ok = {"character": lambda c: is_character(ctx.state, c), "asset": lambda c: True,
               "attachment": lambda c: "attached_to" in ctx.card(c), "hidden_agent": lambda c: is_hidden_agent(ctx.state, c)}[step.kind]  # fmt: skip

    def own(player):
        if step.kind == "asset":
            cards = ctx.zone(zone(player, "assets"))
        else:
            cards = [c for s in SLOTS for c in ctx.zone(area_zone(s)) if region is None or s == region] + ctx.zone(zone(player, "society"))
        return [c for c in cards if controller_of(ctx.state, c) == player and kind_ok(c)]

    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in own(player)]

    def apply(player, chosen):
        for card_id in chosen:
            toughness = defence(ctx.state, card_id) if step.draw_per_defence else 0
            sacrifice(ctx, card_id)
            if toughness > 0:
                draw(ctx, player, toughness)

    prompt = t(f"underworld.prompt.sacrifice_{step.kind}")
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: 1, apply)


@resolver("move")
def _move(ctx: Ctx, frame: dict, step: a.Move) -> bool:
    """Moving is entering the new region (G:移动 p10); never to the region it is in."""
    slot = _region_slot(ctx, frame, step.to)
    if slot is None or not region_in(ctx.state, slot):
        return True
    from .triggers import collect_card_triggers

    for card_id in objects(ctx, frame, step.what):
        if is_face_up_in_area(ctx.state, card_id) and slot_of(ctx.state, card_id) != slot:
            move_character(ctx, card_id, slot)
            collect_card_triggers(ctx, card_id, ["enters_region"], slot)
    return True


def move_character(ctx: Ctx, card_id: str, slot: int) -> None:
    """The character and the attachments on it go to the new region's contested area."""
    from .permanents import attachments_on

    for attachment in attachments_on(ctx.state, card_id):
        relocate(ctx, attachment, area_zone(slot), "move")
    relocate(ctx, card_id, area_zone(slot), "move")


@resolver("gain_cost")
def _gain_cost(ctx: Ctx, frame: dict, step: a.GainCost) -> bool:
    player = controller(frame)
    ctx.player(player)["pool"] += step.amount
    ctx.emit("cost_gained", player=player, amount=step.amount)
    return True


@resolver("return_from_graveyard")
def _return_from_graveyard(ctx: Ctx, frame: dict, step: a.ReturnFromGraveyard) -> bool:
    for card_id in objects(ctx, frame, step.what):
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "hand"), reason="from_graveyard")
    return True


@resolver("put_into_play")
def _put_into_play(ctx: Ctx, frame: dict, step: a.PutIntoPlay) -> bool:
    """置于: not played, no cost, no loyalty check (G:置于 p11, digest A28)."""
    slot = _region_slot(ctx, frame, step.region)
    if slot is None or not region_in(ctx.state, slot):
        return True
    if step.what is not None:
        for card_id in objects(ctx, frame, step.what):
            enter_area(ctx, card_id, slot, "put", controller(frame), face_down=step.face_down)
        return True

    def options_for(player):
        from .cards import card

        return [{"id": c, "label": card_label(ctx.state, c, player)} for c in ctx.zone(zone(player, "graveyard"))
                if card(ctx.card(c)["def"]).basic_type == "character"]  # fmt: skip

    def apply(player, chosen):
        for card_id in chosen:
            enter_area(ctx, card_id, slot, "put", player, face_down=step.face_down)

    prompt = t("underworld.prompt.from_graveyard")
    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for, prompt, lambda p: 1, apply)


@resolver("look_at")
def _look_at(ctx: Ctx, frame: dict, step: a.LookAt) -> bool:
    """检视: the controller alone looks (G:检视 p5)."""
    for card_id in objects(ctx, frame, step.what):
        if is_hidden_agent(ctx.state, card_id):
            ctx.reveal(card_id, to=[controller(frame)])
    return True


@resolver("top_to_assets")
def _top_to_assets(ctx: Ctx, frame: dict, step: a.TopToAssets) -> bool:
    player = controller(frame)
    cards = ctx.zone(zone(player, "library"))
    if cards:
        ctx.move(cards[-1], zone(player, "assets"), reason="to_assets")
    return True


@resolver("put_counters")
def _put_counters(ctx: Ctx, frame: dict, step: a.PutCounters) -> bool:
    amount = frame["object"].get("data", {}).get("amount", step.amount)
    for card_id in objects(ctx, frame, step.what):
        ctx.add_counter(card_id, step.kind, amount)
        ctx.emit("counters_placed", card=card_id, kind=step.kind, amount=amount)
    return True


@resolver("pay")
def _pay(ctx: Ctx, frame: dict, step: a.Pay) -> bool:
    """"你可以支付 N，若你如此做…": asked only when he can pay."""
    from .costs import available

    player = controller(frame)
    scratch = frame["scratch"]
    if "accepted" not in scratch:
        if available(ctx.state, player) < step.amount:
            scratch["did"] = False
            return True
        options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
        choice = ctx.choose(frame, player, "yes_no", f"pay:{frame['index']}", make_ask(t("underworld.prompt.pay_optional", amount=step.amount), options), confirm=True)
        if choice is None:
            return False
        scratch["accepted"] = choice == ["yes"]
    if not scratch["accepted"]:
        scratch["did"] = False
        return True
    return pay(ctx, frame, player, step.amount, f"step:{frame['index']}")


@resolver("convert_influence")
def _convert_influence(ctx: Ctx, frame: dict, step: a.ConvertInfluence) -> bool:
    from .stats import influence

    slot = frame["object"].get("here")
    you = controller(frame)
    if slot is None or not region_in(ctx.state, slot):
        return True
    removed = 0
    for player in ctx.seats:
        if player != you:
            count = influence(ctx.state, slot, player)
            remove_influence(ctx, slot, player, count)
            removed += count
    add_influence(ctx, slot, you, removed)
    return True


@resolver("reveal_free")
def _reveal_free(ctx: Ctx, frame: dict, step: a.RevealFree) -> bool:
    def options_for(player):
        return [{"id": c, "label": card_label(ctx.state, c, player)} for s in SLOTS for c in ctx.zone(area_zone(s))
                if is_hidden_agent(ctx.state, c) and controller_of(ctx.state, c) == player]  # fmt: skip

    def apply(player, chosen):
        for card_id in chosen:
            slot = slot_of(ctx.state, card_id)
            enter_area(ctx, card_id, slot, "reveal", player, keep=("exhausted",))

    return _each_player_chooses(ctx, frame, players_for(ctx, frame, step.who), options_for,
                                t("underworld.prompt.reveal_free"), lambda p: 1, apply, optional=True)  # fmt: skip


@resolver("shuffle_agents")
def _shuffle_agents(ctx: Ctx, frame: dict, step: a.ShuffleAgents) -> bool:
    """The faces are shuffled among the agents one player controls in one region: the ids stay,
    what each one is changes at random (only their controller may look at them again)."""
    from engine.core import rng

    for slot in SLOTS:
        groups: dict[tuple, list[str]] = {}
        for card_id in ctx.zone(area_zone(slot)):
            if is_hidden_agent(ctx.state, card_id):
                card = ctx.card(card_id)
                groups.setdefault((controller_of(ctx.state, card_id), card["owner"]), []).append(card_id)
        for (player, _), agents in sorted(groups.items()):
            if len(agents) > 1:
                faces = [ctx.card(c)["def"] for c in agents]
                rng.shuffle(ctx.rng, faces)
                for card_id, face in zip(agents, faces, strict=True):
                    ctx.card(card_id)["def"] = face
                    ctx.card(card_id)["visible_to"] = [player]
                ctx.emit("agents_shuffled", player=player, slot=slot, count=len(agents))
    return True


@resolver("cycle")
def _cycle(ctx: Ctx, frame: dict, step: a.Cycle) -> bool:
    players = players_for(ctx, frame, step.who)
    scratch = frame["scratch"]
    while scratch.setdefault("player_index", 0) < len(players):
        player = players[scratch["player_index"]]
        hand = ctx.zone(zone(player, "hand"))
        if hand:
            options = [{"id": c, "label": card_label(ctx.state, c, player)} for c in hand]
            ask = make_ask(t("underworld.prompt.cycle"), options, minimum=0, maximum=len(options), default=[])
            choice = ctx.choose(frame, player, "choose_cards", f"cycle:{frame['index']}:{player}", ask, confirm=True)
            if choice is None:
                return False
            for card_id in choice:
                ctx.move(card_id, zone(player, "graveyard"), reason="discard")
            ctx.emit("cards_discarded", player=player, count=len(choice))
            draw(ctx, player, len(choice))
        scratch["player_index"] += 1
    return True


@resolver("gain_control")
def _gain_control(ctx: Ctx, frame: dict, step: a.GainControl) -> bool:
    """Cards in play only; a card that left play meanwhile is a new object (G:操控者 p2)."""
    players = players_for(ctx, frame, step.to)
    found = [c for c in objects(ctx, frame, step.what) if not c.startswith("slot") and in_play(ctx.state, c)] if players else []
    until = {"permanent": None, "end_of_turn": END_OF_TURN, "source_leaves": SOURCE_LEAVES}[step.until]
    for card_id in found:
        give_control(ctx, card_id, players[0], source=frame["object"].get("source"), until=until)
    frame["scratch"]["did"] = bool(found)
    return True


@resolver("reduce_next_cost")
def _reduce_next_cost(ctx: Ctx, frame: dict, step: a.ReduceNextCost) -> bool:
    """Waits in the effects until a card uses it or the turn ends (costs.play_cost)."""
    add_effect(ctx, source=frame["object"].get("source"), controller=controller(frame), cards=None,
               modifier={"next_cost": step.amount, "has_domain": step.has_domain}, until=END_OF_TURN)  # fmt: skip
    return True


@resolver("destroy_sealed")
def _destroy_sealed(ctx: Ctx, frame: dict, step: a.DestroySealed) -> bool:
    hosts = set(objects(ctx, frame, step.what))
    for card_id in [c for c in ctx.zone(SEALED) if ctx.card(c)["sealed_under"] in hosts]:
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "graveyard"), reason="destroyed")
    return True


@resolver("seal")
def _seal(ctx: Ctx, frame: dict, step: a.Seal) -> bool:
    """G:封印 p4. A host gone by now sends the card to its owner's graveyard (sealing.seal)."""
    from .cards import card

    you = controller(frame)
    hosts = [society_host(you)] if step.on_society else objects(ctx, frame, step.on)
    host = hosts[0] if hosts else None
    whose = (players_for(ctx, frame, step.who) or [you])[0]
    if step.pick == "library_top":
        library = ctx.zone(zone(whose, "library"))
        cards = library[-1:]
    elif step.pick == "random_hand":
        from engine.core import rng

        hand = ctx.zone(zone(whose, "hand"))
        cards = [rng.choice(ctx.rng, hand)] if hand else []
    elif step.pick == "hand":
        hand = [c for c in ctx.zone(zone(whose, "hand")) if step.domain is None or step.domain in card(ctx.card(c)["def"]).domains]
        options = [{"id": c, "label": card_label(ctx.state, c, whose)} for c in hand]
        cards = []
        if options:
            cards = ctx.choose(frame, whose, "choose_cards", f"seal:{frame['index']}", make_ask(t("underworld.prompt.seal_from_hand"), options))
            if cards is None:
                return False
    else:
        cards = objects(ctx, frame, step.what)
    sealed = [seal(ctx, c, host, you) for c in cards if ctx.exists(c)]
    frame["scratch"]["did"] = any(sealed)
    return True


__all__ = ["RESOLVERS", "move_character"]

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
from .counting import scaled
from .items import trigger
from .options import option
from .picking import pick_candidates, side_slot_label
from .restrictions import restrict
from .stats import definition
from .text import card_label, card_name, energy_options, slot_label
from .zones import battlefield, free_slots, other_player, zone, zone_kind

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


def choose_exactly(ctx: Ctx, frame: dict, player: str, key: str, options: list[dict], wanted: int) -> list[str] | None:
    """Asks ``player`` for exactly as many of ``options`` as there are, up to ``wanted`` (1.1.3a:
    an effect goes as far as it can), with the prompt ``ultraman.prompt.<key>``. [] when there is
    nothing to choose; None while the answer is awaited."""
    count = min(wanted, len(options))
    if not count:
        return []
    ask = make_ask(t(f"ultraman.prompt.{key}", count=count), options, minimum=count, maximum=count)
    return ctx.choose(frame, player, "choose_cards", key, ask)


def amount(ctx: Ctx, frame: dict, step, base: int) -> int:
    """The step's number, counted once when the step starts ("每有1张…", `for_each`): what the
    step itself changes while it asks does not change it."""
    scratch = frame["scratch"]
    if "amount" not in scratch:
        scratch["amount"] = scaled(ctx.state, base, getattr(step, "for_each", None), frame["item"]["controller"])
    return scratch["amount"]


def choose_battlefield_cards(ctx: Ctx, frame: dict, pick: c.Pick, key: str) -> list[str] | None:
    """The controller picks exactly as many of `pick`'s cards as there are, up to its count
    (1.1.3a); None while asking."""
    controller = frame["item"]["controller"]
    candidates = pick_candidates(ctx.state, pick, controller, frame["item"]["source"])
    options = [{"id": card_id, "label": side_slot_label(ctx.state, card_id, controller)} for card_id in candidates]
    return choose_exactly(ctx, frame, controller, key, options, pick.count)


@resolver("draw")
def _draw(ctx: Ctx, frame: dict, step: c.Draw) -> bool:
    count = amount(ctx, frame, step, step.count)
    for player in players_for(ctx, step.who, frame["item"]["controller"]):
        if count:
            draw(ctx, player, count)
    return True


@resolver("discard")
def _discard(ctx: Ctx, frame: dict, step: c.Discard) -> bool:
    """Each player in turn order (1.1.5); as many as the hand holds (1.1.3a). A random discard:
    the hand is shuffled face down and the other player picks positions blind (5.0.2)."""
    scratch = frame["scratch"]
    players = players_for(ctx, step.who, frame["item"]["controller"])
    wanted = amount(ctx, frame, step, step.count)
    while scratch.setdefault("done", 0) < len(players):
        player = players[scratch["done"]]
        hand = list(ctx.zone(zone(player, "hand")))
        count = min(wanted, len(hand))
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
    count = amount(ctx, frame, step, step.count)
    if count:
        add_energy(ctx, frame["item"]["controller"], count, face_up=step.face_up)
    return True


@resolver("modify")
def _modify(ctx: Ctx, frame: dict, step: c.Modify) -> bool:
    """本回合…+x: lasts until the end of the turn (digest A28) and only while the card stays
    where it is (a moved card is a new object)."""
    item = frame["item"]
    if step.target == "chosen":
        targets = choose_battlefield_cards(ctx, frame, step.pick, "modify")
        if targets is None:
            return False
    else:
        targets = modified_cards(ctx, step.target, item)
    value = amount(ctx, frame, step, step.amount)
    targets = [card_id for card_id in targets if card_id is not None and ctx.exists(card_id)]
    if targets and value:
        add_effect(ctx, source=item["source"], controller=item["controller"], cards=targets,
                   modifier={"stat": step.stat, "op": "add", "value": value}, until=END_OF_TURN)  # fmt: skip
    return True


def modified_cards(ctx: Ctx, target: str, item: dict) -> list[str | None]:
    """This card, or a side's main combatant or supports in this battle (4.2.3, 4.3.2-4.3.4)."""
    if target == "self":
        return [item["source"]]
    side, role = target.split("_", 1)
    player = item["controller"] if side == "our" else other_player(ctx.state, item["controller"])
    battle = ctx.state["turn"].get("battle")
    if battle is None:
        return []
    if role == "main":
        return [battle["main"].get(player)]
    supports = [battle["support"].get(player), *battle["extra"][player]]
    return [card_id for card_id in supports if card_id is not None and ctx.exists(card_id)
            and ctx.card(card_id)["zone"] == zone(player, "aside")]  # fmt: skip


@resolver("reveal")
def _reveal(ctx: Ctx, frame: dict, step: c.Reveal) -> bool:
    """Reveal face-down battlefield cards (5.5.2a), own or (`who = opponent`) the opponent's, chosen
    by slot without seeing them (3.2.3); their 翻 effects wait (5.5.3) and belong to their owner."""
    player = frame["item"]["controller"]
    side = players_for(ctx, step.who, player)[0]
    face_down = [card_id for card_id in battlefield(ctx.state, side) if ctx.card(card_id).get("face_down")]
    options = [{"id": card_id, "label": side_slot_label(ctx.state, card_id, player)} for card_id in face_down]
    chosen = choose_exactly(ctx, frame, player, "reveal" if side == player else "reveal_opponent", options, step.count)
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
    options = [{"id": card_id, "label": card_name(ctx.card(card_id)["def"])} for card_id in damage]
    chosen = choose_exactly(ctx, frame, player, "damage_to_rest", options, amount(ctx, frame, step, step.count))
    if chosen is None:
        return False
    for card_id in chosen:
        move(ctx, card_id, zone(player, "rest"), reason="effect")
    return True


@resolver("deck_to_damage")
def _deck_to_damage(ctx: Ctx, frame: dict, step: c.DeckToDamage) -> bool:
    """Face up (digest A24); an empty deck simply has nothing to move (1.1.3a)."""
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    for _ in range(amount(ctx, frame, step, step.count)):
        top = top_of_deck(ctx, player)
        if top is None:
            break
        move(ctx, top, zone(player, "damage"), reason="effect")
    return True


@resolver("reveal_energy")
def _reveal_energy(ctx: Ctx, frame: dict, step: c.RevealEnergy) -> bool:
    """Chosen blind among face-down energy (3.5.2a); face up and public (3.5.3); no 翻 (5.5.5)."""
    player = frame["item"]["controller"]
    options = [o for o in energy_options(ctx.state, player) if ctx.card(o["id"]).get("face_down")]
    chosen = choose_exactly(ctx, frame, player, "reveal_energy", options, step.count)
    if chosen is None:
        return False
    for card_id in chosen:
        reveal(ctx, card_id)
    return True


@resolver("reveal_deck")
def _reveal_deck(ctx: Ctx, frame: dict, step: c.RevealDeck) -> bool:
    """Shown to both players until the effect ends (5.5.4); up to `take` matching cards go to hand,
    or face up into free battlefield slots (no more than there are, 3.2.1a); the others go back on
    top in an order their owner chooses (5.5.4a), hidden again. Their 翻 effects fire only with
    option `deck_reveal_fires_reveal`."""
    player = frame["item"]["controller"]
    scratch = frame["scratch"]
    if "revealed" not in scratch:
        scratch["revealed"] = ctx.zone(zone(player, "deck"))[-step.count:][::-1]  # top first
        for card_id in scratch["revealed"]:
            ctx.reveal(card_id)
            if option(ctx.state, "deck_reveal_fires_reveal"):  # digest A5; they wait like 5.5.3's
                frame["deferred"].extend(trigger(ctx, card_id, "reveal"))
    revealed = scratch["revealed"]
    if "taken" not in scratch:
        matching = [cid for cid in revealed if step.keyword is None or definition(ctx.state, cid).has_keyword(step.keyword)]
        room = len(free_slots(ctx.state, player)) if step.to == "battlefield" else step.take
        take = min(step.take, len(matching), room)
        taken: list[str] = []
        if take:
            options = [{"id": cid, "label": card_label(ctx.state, cid)} for cid in matching]
            ask = make_ask(t(f"ultraman.prompt.reveal_deck_take_{step.to}", count=take), options, minimum=take, maximum=take)
            taken = ctx.choose(frame, player, "choose_cards", "reveal_take", ask)
            if taken is None:
                return False
        scratch["taken"] = taken
        for card_id in taken:
            if step.to == "hand":
                move(ctx, card_id, zone(player, "hand"), reason="effect")
            else:
                move(ctx, card_id, zone(player, "battlefield"), reason="effect", slot=free_slots(ctx.state, player)[0])
    rest = [cid for cid in revealed if cid not in scratch["taken"]]
    order = rest
    if len(rest) > 1:
        options = [{"id": cid, "label": card_label(ctx.state, cid)} for cid in rest]
        ask = make_ask(t("ultraman.prompt.deck_order", count=len(rest)), options, minimum=len(rest),
                       maximum=len(rest), ordered=True)  # fmt: skip
        order = ctx.choose(frame, player, "choose_cards", "deck_order", ask)
        if order is None:
            return False
    for card_id in reversed(order):  # the first chosen ends on top
        move(ctx, card_id, zone(player, "deck"), reason="returned")
    return True


@resolver("place_from_hand")
def _place_from_hand(ctx: Ctx, frame: dict, step: c.PlaceFromHand) -> bool:
    """Face up into the lowest free slots; nothing when all 5 are taken (3.2.1a, 1.1.3a)."""
    player = frame["item"]["controller"]
    options = [{"id": card_id, "label": card_label(ctx.state, card_id)} for card_id in ctx.zone(zone(player, "hand"))]
    wanted = min(step.count, len(free_slots(ctx.state, player)))
    chosen = choose_exactly(ctx, frame, player, "place_from_hand", options, wanted)
    if chosen is None:
        return False
    for card_id in chosen:
        move(ctx, card_id, zone(player, "battlefield"), reason="effect", slot=free_slots(ctx.state, player)[0])
    return True


@resolver("turn_face_down")
def _turn_face_down(ctx: Ctx, frame: dict, step: c.TurnFaceDown) -> bool:
    """5.1.1: in its slot, seen by its owner only (3.2.3); no longer weakened (5.11.2a). This card,
    or the face-up cards the controller picks."""
    if step.pick is None:
        targets = [frame["item"]["source"]]
    else:
        targets = choose_battlefield_cards(ctx, frame, step.pick.model_copy(update={"face": "up"}), "turn_face_down")  # 5.1.1
        if targets is None:
            return False
    for card_id in targets:
        if not ctx.exists(card_id) or zone_kind(ctx.card(card_id)["zone"]) != "battlefield":
            continue
        card = ctx.card(card_id)
        card.update(face_down=True, visible_to=[card["owner"]])
        card.pop("weakened", None)
        ctx.emit("card_turned_face_down", player=card["owner"], card=card_id, slot=card["slot"])
    return True


@resolver("return_to_hand")
def _return_to_hand(ctx: Ctx, frame: dict, step: c.ReturnToHand) -> bool:
    """To the owner's hand, hidden from the other player again (3.6.4a)."""
    chosen = choose_battlefield_cards(ctx, frame, step.pick, "return_to_hand")
    return chosen is not None and to_owners(ctx, chosen, "hand")


@resolver("restrict")
def _restrict(ctx: Ctx, frame: dict, step: c.Restrict) -> bool:
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    restrict(ctx, player, step.action, step.duration)
    return True


@resolver("forbid_draw")
def _forbid_draw(ctx: Ctx, frame: dict, step: c.ForbidDraw) -> bool:
    """1.1.2: `who`'s next turn is a turn without draws."""
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    now = ctx.state["turn"]["number"]
    ctx.player(player)["no_draw_turn"] = now + (2 if ctx.state["turn"]["active"] == player else 1)
    ctx.emit("draw_forbidden", player=player)
    return True


@resolver("suppress_defeat_effects")
def _suppress_defeat_effects(ctx: Ctx, frame: dict, step: c.SuppressDefeatEffects) -> bool:
    """The 败 effects of `who`'s main combatant do not fire in this battle (4.4.3); the weakened
    option still does: it is not a 败 effect (5.11.4)."""
    battle = ctx.state["turn"].get("battle")
    if battle is not None:
        player = players_for(ctx, step.who, frame["item"]["controller"])[0]
        battle.setdefault("no_defeat_effects", []).append(player)
    return True


@resolver("main_to_support")
def _main_to_support(ctx: Ctx, frame: dict, step: c.MainToSupport) -> bool:
    """5.11.2a: no longer a battlefield character, so back to full power (a moved card is new)."""
    battle = ctx.state["turn"].get("battle")
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    main = battle["main"].get(player) if battle else None
    if main is None or not ctx.exists(main) or ctx.card(main)["zone"] != zone(player, "battlefield"):
        return True
    card_id = move(ctx, main, zone(player, "aside"), reason="main_to_support")
    battle["extra"][player].append(card_id)
    ctx.emit("main_to_support", player=player, card=card_id, definition=ctx.card(card_id)["def"])
    return True


@resolver("battlefield_to_damage")
def _battlefield_to_damage(ctx: Ctx, frame: dict, step: c.BattlefieldToDamage) -> bool:
    """`who` chooses, or the controller by `pick`; the cards go face up (digest A24)."""
    if step.pick is not None:
        chosen = choose_battlefield_cards(ctx, frame, step.pick, "battlefield_to_damage_pick")
    else:
        player = players_for(ctx, step.who, frame["item"]["controller"])[0]
        options = [{"id": card_id, "label": slot_label(ctx.state, card_id, player)} for card_id in battlefield(ctx.state, player)]
        chosen = choose_exactly(ctx, frame, player, "battlefield_to_damage", options, step.count)
    return chosen is not None and to_owners(ctx, chosen, "damage")


def to_owners(ctx: Ctx, card_ids: list[str], kind: str) -> bool:
    """Each card into its owner's zone of `kind`; True (the step is done)."""
    for card_id in card_ids:
        move(ctx, card_id, zone(ctx.card(card_id)["owner"], kind), reason="effect")
    return True


@resolver("win_game")
def _win_game(ctx: Ctx, frame: dict, step: c.WinGame) -> bool:
    """1.3.2d: checked with the losses once the effect has finished (1.3.4)."""
    ctx.player(frame["item"]["controller"])["won_by_effect"] = True
    return True


@resolver("form_change")
def _form_change(ctx: Ctx, frame: dict, step: c.ExtraFormChange) -> bool:
    """5.10.4: a form change the effect grants, beside the one of the form change phase; it runs
    before the effect goes on (the effect waits while a frame is on top of it)."""
    ctx.push("form_change", player=frame["item"]["controller"], granted=True)
    return True


@resolver("to_deck")
def _to_deck(ctx: Ctx, frame: dict, step: c.ToDeck) -> bool:
    """5.2.2: on top (the end of the list) or at the bottom, hidden (3.1.1); the player orders
    several in one go (5.2.2a): the first chosen goes first, so it ends deepest."""
    if step.source == "self":
        card_id = frame["item"]["source"]
        if ctx.exists(card_id) and zone_kind(ctx.card(card_id)["zone"]) in ("battlefield", "aside"):
            put_into_deck(ctx, card_id, step.position)
        return True
    player = players_for(ctx, step.who, frame["item"]["controller"])[0]
    hand = ctx.zone(zone(player, "hand"))
    count = min(step.count, len(hand))
    if not count:
        return True
    options = [{"id": card_id, "label": card_label(ctx.state, card_id)} for card_id in hand]
    ask = make_ask(t(f"ultraman.prompt.to_deck_{step.position}", count=count), options, minimum=count,
                   maximum=count, ordered=count > 1)  # fmt: skip
    chosen = ctx.choose(frame, player, "choose_cards", "to_deck", ask)
    if chosen is None:
        return False
    for card_id in chosen if step.position == "top" else reversed(chosen):
        put_into_deck(ctx, card_id, step.position)
    return True


def put_into_deck(ctx: Ctx, card_id: str, position: str) -> None:
    owner = ctx.card(card_id)["owner"]
    move(ctx, card_id, zone(owner, "deck"), reason="to_deck", position=0 if position == "bottom" else None)


@resolver("shuffle_deck")
def _shuffle_deck(ctx: Ctx, frame: dict, step: c.ShuffleDeck) -> bool:
    ctx.shuffle(zone(players_for(ctx, step.who, frame["item"]["controller"])[0], "deck"))
    return True

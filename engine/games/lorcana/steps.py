"""Resolvers of the effect steps in `abilities.py`, one function per step type.

A resolver gets the frame of the ability being resolved and the step; it returns True when the
step is done, or False after asking a player (it runs again when the answer arrives). Per-step
progress lives in `frame["scratch"]`, which the ability procedure clears between steps.
"""

from collections.abc import Callable

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.messages import t
from engine.core.named_table import NamedTable
from engine.core.optional import ask_may, no_effect
from engine.core.requests import make_ask

from . import abilities as a
from .banish import banish, is_in_play, leave_play
from .card_text import effects_text
from .cardinfo import definition
from .cards import card_db
from .challenge import END_OF_CHALLENGE
from .costs import add_pending
from .damage import damage_is_locked, deal_damage, remove_damage
from .discarding import discard
from .drawing import draw
from .filters import matches
from .granted import grant_key
from .ink import pay_ink, ready_ink
from .limits import bounded
from .may import steps_possible
from .options import option
from .play import can_be_played
from .statics import count_per
from .stats import stat
from .targets import resolve_target
from .teams import are_opponents, is_active, turn_holder
from .text import card_label
from .zones import all_in_play, at_location, zone, zone_owner

RESOLVERS = NamedTable()  # step type -> resolver(ctx, frame, step) -> done
resolver = RESOLVERS.register


def each_decides(state: dict, step) -> bool:
    """Whether every affected player decides their own part of an optional step ("每位玩家各可以
    …", 1.6.2, digest §12.10) rather than the controller deciding for all (7.1.3)."""
    return getattr(step, "who", "you") != "you" and option(state, "each_player_may") == "each"


def players_for(ctx: Ctx, who: str, controller: str) -> list[str]:
    """"Each player/opponent": the active player first, then in turn order (1.6.2, 1.10.2.2)."""
    active = ctx.state["turn"]["active"]
    order = ctx.turn_order_from(active) if active in ctx.seats else list(ctx.seats)
    if who == "you":
        return [controller]
    if who == "each_opponent":
        return [p for p in order if are_opponents(ctx.state, controller, p)]
    if who == "challenging_player":
        challenging = ctx.state["data"].get("challenge", {}).get("attacker_owner")
        return [challenging] if challenging else []
    if who == "each_opponent_with_more_lore":  # "每位奇谈比你多的对手"
        lore = ctx.player(controller)["lore"]
        return [p for p in order if are_opponents(ctx.state, controller, p) and ctx.player(p)["lore"] > lore]
    if who == "most_cards_in_hand":  # "手卡最多的一位或数位牌手", you included
        sizes = {p: len(ctx.zone(zone(p, "hand"))) for p in order}
        return [p for p in order if sizes[p] == max(sizes.values())]
    return order


def affected_players(ctx: Ctx, frame: dict, who: str) -> list[str | None] | None:
    """The players a "each player ..." step goes through, fixed when it starts (so a player who
    leaves meanwhile does not shift the others' turns), less those no longer in the game (3.2.1.2).
    `their_player` ("其玩家") is the player of each card the step before chose; `chosen_player`
    ("所选的玩家") is asked of the controller (None while waiting)."""
    scratch = frame["scratch"]
    if "players" not in scratch:
        if who == "their_player":
            scratch["players"] = list(dict.fromkeys(frame.get("previous_players", [])))
        elif who == "chosen_player":
            options = [{"id": p, "label": t("lorcana.option.player", player=p)} for p in ctx.seats]
            choice = ctx.choose(frame, frame["controller"], "choose_option", f"player:{frame['index']}",
                                make_ask(t("lorcana.prompt.choose_player"), options))  # fmt: skip
            if choice is None:
                return None
            scratch["players"] = choice
        else:
            scratch["players"] = players_for(ctx, who, frame["controller"])
    return [p if p in ctx.seats else None for p in scratch["players"]]


def targets(ctx: Ctx, frame: dict, target: a.Target) -> list[str] | None:
    scratch = frame["scratch"]
    if "targets" not in scratch:
        chosen = resolve_target(ctx, frame, target, f"target:{frame['index']}")
        if chosen is None:
            return None
        scratch["targets"] = chosen
        # "其玩家", even once the card is gone; a card whose player left the game (3.2.1.2) was
        # removed with them, and so was that player
        scratch["target_players"] = [zone_owner(ctx.card(c)["zone"]) for c in chosen if c in ctx.state["cards"]]
    anywhere = target.mode in ("this_card", "trigger_card")  # these may be followed out of play
    return [c for c in scratch["targets"] if c in ctx.state["cards"] and (anywhere or is_in_play(ctx.state, c))]


@resolver("draw")
def _draw(ctx: Ctx, frame: dict, step: a.Draw) -> bool:
    count = frame.get("counted", 0) if step.per_previous else step.count * per_count(ctx, frame, step.per)
    if step.same_amount:
        count = frame.get("amount") or 0
    if step.equal_to is not None:
        count = value_of(ctx, frame, step.equal_to, names_them=True)
        if count is None:
            return False
    if step.up_to and count:
        options = [{"id": str(n), "label": str(n)} for n in range(count + 1)]
        ask = make_ask(t("lorcana.prompt.draw_how_many", count=count), options, default=["0"])
        choice = ctx.choose(frame, frame["controller"], "choose_number", f"draw:{frame['index']}", ask)
        if choice is None:
            return False
        count = int(choice[0])
    players = affected_players(ctx, frame, step.who)
    if players is None:
        return False
    scratch = frame["scratch"]
    while scratch.setdefault("done", 0) < len(players):
        player = players[scratch["done"]]
        if player is None:
            scratch["done"] += 1
            continue
        if step.optional and each_decides(ctx.state, step):  # each player makes their own choice (1.6.2)
            prompt = t("lorcana.prompt.may_draw", count=count)  # a draw always can change the game (1.9.1.2)
            taken = _each_may(ctx, frame, player, f"may_draw:{frame['index']}:{player}", prompt, possible=True)
            if taken is None:
                return False
            if not taken:
                scratch["done"] += 1
                continue
        draw(ctx, player, count)
        scratch["done"] += 1
    return True


def _each_may(ctx: Ctx, frame: dict, player: str, key: str, prompt: str, possible: bool) -> bool | None:
    """One player's "各可以…" answer (1.6.2), kept in the step's scratch: a choice asked after it
    (which cards to discard) runs the step again, and an answer is read only once, so without
    it the question would come back after every choice."""
    scratch = frame["scratch"]
    if key not in scratch:
        taken = ask_may(ctx, frame, player, key, prompt, possible=possible, card=frame["definition"])
        if taken is None:
            return None
        scratch[key] = taken
    return scratch[key]


@resolver("discard")
def _discard(ctx: Ctx, frame: dict, step: a.Discard) -> bool:
    """Each affected player chooses and discards from their own hand (8.3.4); when each decides an
    optional one ("每位对手各可以…", 1.6.2), it counts the players who did not ("每有一位不如此做的对手")."""
    scratch = frame["scratch"]
    players = affected_players(ctx, frame, step.who)
    if players is None:
        return False
    while scratch.setdefault("done", 0) < len(players):
        player = players[scratch["done"]]
        hand = ctx.zone(zone(player, "hand")) if player else []
        count = min(step.count, len(hand))
        if player and step.optional and each_decides(ctx.state, step):
            prompt = t("lorcana.prompt.may_discard", count=step.count)
            taken = _each_may(ctx, frame, player, f"may_discard:{frame['index']}:{player}", prompt, possible=bool(count))
            if taken is None:
                return False
            if not taken:
                count = 0
        if not count:
            scratch["counted"] = scratch.get("counted", 0) + 1
        if count and step.at_random:  # "随机弃置一张卡": no one chooses
            picked = []
            for _ in range(count):
                left = [c for c in hand if c not in picked]
                picked.append(left[ctx.randint(0, len(left) - 1)])
            discard(ctx, player, picked)
        elif count:
            prompt = t("lorcana.prompt.discard", count=count)
            if step.or_one is not None:
                way = _discard_or_one(ctx, frame, step, player, hand)
                if way is None:
                    return False
                if way is not hand:  # one X card instead
                    hand, count, prompt = way, 1, t("lorcana.prompt.discard_one", what=t(f"lorcana.what.{step.or_one}"))
            options = [{"id": c, "label": card_label(ctx.state, c)} for c in hand]
            ask = make_ask(prompt, options, minimum=count, maximum=count)
            choice = ctx.choose(frame, player, "choose_cards", f"discard:{frame['index']}:{player}", ask)
            if choice is None:
                return False
            discard(ctx, player, choice)
        scratch["done"] += 1
    return True


def _discard_or_one(ctx: Ctx, frame: dict, step: a.Discard, player: str, hand: list[str]) -> list[str] | None:
    """"选择并弃置 N 张卡或 1 张X卡": the discarding player picks the way (1.6.2), then the cards:
    any N (the whole hand is returned), or one of the X cards (those returned). Asked even with one way left, so the
    others do not learn whether the hand holds an X (hidden information)."""
    fitting = [c for c in hand if definition(ctx.state, c).type == step.or_one]
    what = t(f"lorcana.what.{step.or_one}")
    options = [{"id": "cards", "label": t("lorcana.option.discard_cards", count=step.count)}]
    if fitting:
        options.append({"id": "one", "label": t("lorcana.option.discard_one", what=what)})
    ask = make_ask(t("lorcana.prompt.discard_which", count=step.count, what=what), options)
    key = f"discard_way:{frame['index']}:{player}"
    choice = frame["scratch"].get(key) or ctx.choose(frame, player, "choose_option", key, ask, confirm=True)
    if choice is None:
        return None
    frame["scratch"][key] = choice  # kept while the cards are chosen
    return hand if choice == ["cards"] else fitting


@resolver("gain_lore")
def _gain_lore(ctx: Ctx, frame: dict, step: a.GainLore) -> bool:
    amount = step.amount * (frame.get("counted", 0) if step.per_previous else per_count(ctx, frame, step.per))
    if step.equal_to is not None:
        amount = value_of(ctx, frame, step.equal_to, names_them=True)
        if amount is None:
            return False
    about = frame.get("trigger_card")
    if step.instead_if and about in ctx.state["cards"] and matches(ctx.state, about, step.instead_if, frame["controller"], frame.get("source")):
        amount = step.instead_amount  # "如果发起挑战的角色…，则改为获得 N 点奇谈" (7.7.2)
    players = frame.get("previous_players", []) if step.who == "their_player" else [frame["controller"]]
    for player in dict.fromkeys(players):
        if player in ctx.seats:
            change_lore(ctx, player, amount)
    return True


def per_count(ctx: Ctx, frame: dict, per: a.Per | None, card: str | None = None) -> int:
    """How many times a "for each" amount counts (1 without one); `card`: the card the step
    affects, for "他上面每有 1 点伤害"."""
    return 1 if per is None else count_per(ctx.state, per, frame["controller"], frame.get("source"), card)


def value_of(ctx: Ctx, frame: dict, value: a.ValueOf, names_them: bool = False) -> int | None:
    """"等同于X之 ◊ / ¤ / 费用 / 伤害": read when the step resolves (None while a player chooses the
    card). With `names_them` (a step without a target of its own), the card chosen is what "他"
    means in the next step (e.g. "抽若干张卡…，然后将他驱逐")."""
    scratch = frame["scratch"]
    if "value_of" not in scratch:
        chosen = resolve_target(ctx, frame, value.of, f"value:{frame['index']}")
        if chosen is None:
            return None
        scratch["value_of"] = chosen
        if names_them:
            scratch["targets"] = chosen
    cards = [c for c in scratch["value_of"] if c in ctx.state["cards"]]
    if value.at_its_location:
        cards = [at_location(ctx.state, c) for c in cards if at_location(ctx.state, c)]
    if not cards:
        return 0
    card_id = cards[0]
    if value.stat == "damage":
        return ctx.counter(card_id, "damage")
    if value.stat == "cost":
        return definition(ctx.state, card_id).cost
    return stat(ctx.state, card_id, value.stat)


@resolver("lose_lore")
def _lose_lore(ctx: Ctx, frame: dict, step: a.LoseLore) -> bool:
    lost = 0
    for player in players_for(ctx, step.who, frame["controller"]):  # "比你多" is judged once, before any loss
        lost -= change_lore(ctx, player, -step.amount)
    frame["scratch"]["counted"] = lost  # "for each lore lost this way"
    return True


def change_lore(ctx: Ctx, player: str, amount: int) -> int:
    """Lore never goes below 0 (digest §12.18; the option "lore_floor" False lets it). Returns the
    change that really happened."""
    data = ctx.player(player)
    before = data["lore"]
    data["lore"] = before + amount
    if data["lore"] < 0 and option(ctx.state, "lore_floor"):
        data["lore"] = 0
    if data["lore"] != before:
        ctx.emit("lore_changed", player=player, amount=data["lore"] - before, total=data["lore"])
    return data["lore"] - before


@resolver("remove_damage")
def _remove_damage(ctx: Ctx, frame: dict, step: a.RemoveDamage) -> bool:
    """"Remove up to N damage": the controller picks how much from each card (7.1.8); "all damage"
    is not a choice."""
    chosen = targets(ctx, frame, step.target)
    if chosen is None:
        return False
    scratch = frame["scratch"]
    while scratch.setdefault("done", 0) < len(chosen):
        card_id = chosen[scratch["done"]]
        if step.every:
            scratch["counted"] = scratch.get("counted", 0) + remove_damage(ctx, card_id, ctx.counter(card_id, "damage"), frame["controller"])
            scratch["done"] += 1
            continue
        up_to = step.up_to
        if step.instead_if and matches(ctx.state, card_id, step.instead_if, frame["controller"], frame.get("source")):
            up_to = step.instead_up_to  # "如果他是主角角色，则改为移去至多 4 点伤害" (7.7.2)
        most = 0 if damage_is_locked(ctx.state) else min(up_to, ctx.counter(card_id, "damage"))
        options = [{"id": str(n), "label": str(n)} for n in range(most + 1)]
        ask = make_ask(t("lorcana.prompt.remove_damage", card=card_label(ctx.state, card_id)), options, default=[str(most)])
        choice = ctx.choose(frame, frame["controller"], "choose_number", f"remove:{frame['index']}:{card_id}", ask)
        if choice is None:
            return False
        scratch["counted"] = scratch.get("counted", 0) + remove_damage(ctx, card_id, int(choice[0]), frame["controller"])
        scratch["done"] += 1
    return True


def each_target(name: str) -> Callable[[Callable], Callable]:
    """Register a step that does the same thing to every card its target names."""

    def register(function: Callable) -> Callable:
        def resolve(ctx: Ctx, frame: dict, step) -> bool:
            chosen = targets(ctx, frame, step.target)
            if chosen is None:
                return False
            for card_id in chosen:
                function(ctx, frame, step, card_id)
            return True

        RESOLVERS[name] = resolve
        return function

    return register


def lasting(ctx: Ctx, frame: dict, card_id: str, modifier: dict, duration: str = "this_turn") -> None:
    """A continuous effect locked to one card (7.6.3): "this turn", "during their next turn", or
    "until the start of your next turn" (ends in your next ready step, 4.2.1.3)."""
    until = END_OF_TURN
    if duration == "their_next_turn":
        modifier, until = next_turn_of(ctx, card_id, modifier)
    elif duration == "until_your_next_turn":
        until = {"start_of_turn": frame["controller"]}
    elif duration == "this_challenge":
        until = END_OF_CHALLENGE
    add_effect(ctx, source=frame.get("source"), controller=frame["controller"], cards=[card_id],
               modifier=modifier, until=until)  # fmt: skip


@each_target("deal_damage")
def _deal_damage(ctx: Ctx, frame: dict, step: a.DealDamage, card_id: str) -> None:
    amount = frame.get("amount") or 0 if step.same_amount else step.amount  # "等量": what the trigger event dealt
    deal_damage(ctx, card_id, amount * per_count(ctx, frame, step.per), frame.get("source"))


@each_target("put_damage")
def _put_damage(ctx: Ctx, frame: dict, step: a.PutDamage, card_id: str) -> None:
    ctx.add_counter(card_id, "damage", step.amount)  # 9.2: counters, not damage dealt
    ctx.emit("damage_put", card=card_id, amount=step.amount)


@resolver("move_damage")
def _move_damage(ctx: Ctx, frame: dict, step: a.MoveDamage) -> bool:
    """9.3: remove counters from one character and put as many on the other."""
    scratch = frame["scratch"]
    for key, target in (("from", step.source), ("to", step.target)):
        if key not in scratch:
            chosen = resolve_target(ctx, frame, target, f"{key}:{frame['index']}")
            if chosen is None:
                return False
            scratch[key] = chosen
    sources = [c for c in scratch["from"] if is_in_play(ctx.state, c)]
    destinations = [c for c in scratch["to"] if is_in_play(ctx.state, c)]
    if sources and destinations and not damage_is_locked(ctx.state):
        moved = min(step.amount, ctx.counter(sources[0], "damage"))
        if step.up_to and moved:
            options = [{"id": str(n), "label": str(n)} for n in range(moved + 1)]
            prompt = t("lorcana.prompt.move_damage", card=card_label(ctx.state, sources[0]))
            ask = make_ask(prompt, options, default=[str(moved)])
            choice = ctx.choose(frame, frame["controller"], "choose_number", f"move:{frame['index']}", ask)
            if choice is None:
                return False
            moved = int(choice[0])
        ctx.add_counter(sources[0], "damage", -moved)
        ctx.add_counter(destinations[0], "damage", moved)
        ctx.emit("damage_moved", card=sources[0], to=destinations[0], amount=moved, by=frame["controller"])
    return True


@each_target("banish")
def _banish(ctx: Ctx, frame: dict, step: a.Banish, card_id: str) -> None:
    banish(ctx, card_id)


@each_target("return_to_hand")
def _return_to_hand(ctx: Ctx, frame: dict, step: a.ReturnToHand, card_id: str) -> None:
    if is_in_play(ctx.state, card_id):
        leave_play(ctx, card_id, "hand", "return_to_hand")
    else:  # "this card" / "that card" followed to the discard
        ctx.move(card_id, zone(ctx.card(card_id)["owner"], "hand"), reason="return_to_hand")


@each_target("exert")
def _exert(ctx: Ctx, frame: dict, step: a.Exert, card_id: str) -> None:
    if step.banish_instead_if and matches(ctx.state, card_id, step.banish_instead_if, frame["controller"], frame.get("source")):
        banish(ctx, card_id)
        return
    exerted = [card_id]
    if step.same_name_too:  # "…和其他所有具相同名称的对手角色": not chosen, so Ward does not stop them
        names, owner = set(definition(ctx.state, card_id).names), zone_owner(ctx.card(card_id)["zone"])
        exerted += [c for c in all_in_play(ctx.state) if c != card_id and zone_owner(ctx.card(c)["zone"]) == owner
                    and names & set(definition(ctx.state, c).names)
                    and matches(ctx.state, c, step.target.filter, frame["controller"], frame.get("source"))]  # fmt: skip
    for exerting in exerted:
        ctx.card(exerting)["exerted"] = True
        ctx.emit("card_exerted", card=exerting)


@each_target("ready")
def _ready(ctx: Ctx, frame: dict, step: a.Ready, card_id: str) -> None:
    ctx.card(card_id)["exerted"] = False
    ctx.emit("card_readied", card=card_id)
    if step.cannot_quest:
        lasting(ctx, frame, card_id, {"flag": "cannot_quest"})


@resolver("modify_stat")
def _modify_stat(ctx: Ctx, frame: dict, step: a.ModifyStat) -> bool:
    """The amount "equal to" another card's value is read once, before it applies (7.1.1)."""
    amount = step.amount
    if step.equal_to is not None:
        amount = value_of(ctx, frame, step.equal_to)
        if amount is None:
            return False
    chosen = targets(ctx, frame, step.target)
    if chosen is None:
        return False
    for card_id in chosen:
        modify_stat(ctx, frame, step, card_id, amount * per_count(ctx, frame, step.per, card_id))
    return True


def modify_stat(ctx: Ctx, frame: dict, step: a.ModifyStat, card_id: str, amount: int) -> None:
    if step.instead_if and matches(ctx.state, card_id, step.instead_if, frame["controller"], frame.get("source")):
        amount = step.instead_amount
    modifier = {"stat": step.stat, "op": "add", "value": amount}
    if step.while_challenging is not None:
        modifier["while_challenging"] = step.while_challenging
    lasting(ctx, frame, card_id, modifier, step.duration)


@each_target("lose_keyword")
def _lose_keyword(ctx: Ctx, frame: dict, step: a.LoseKeyword, card_id: str) -> None:
    lasting(ctx, frame, card_id, {"loses_keyword": step.keyword}, step.duration)


@each_target("gain_keyword")
def _gain_keyword(ctx: Ctx, frame: dict, step: a.GainKeyword, card_id: str) -> None:
    lasting(ctx, frame, card_id, {"keyword": step.keyword, "value": step.value}, step.duration)


@each_target("gain_ability")
def _gain_ability(ctx: Ctx, frame: dict, step: a.GainAbility, card_id: str) -> None:
    lasting(ctx, frame, card_id, {"ability": grant_key(step.ability)}, step.duration)


@each_target("restrict")
def _restrict(ctx: Ctx, frame: dict, step: a.Restrict, card_id: str) -> None:
    lasting(ctx, frame, card_id, {"flag": step.flag}, step.duration)


def next_turn_of(ctx: Ctx, card_id: str, modifier: dict) -> tuple[dict, dict]:
    """"During their next turn" (在其下一个回合, 1.8.2): the next turn of the card's player, which
    is a later one when the effect is made during that player's own turn."""
    owner = zone_owner(ctx.card(card_id)["zone"])
    turn = ctx.state["turn"]
    after = turn["number"] if is_active(ctx.state, owner) else -1
    # a team's turns go by its turn holder's name (teams.py)
    return {**modifier, "during": turn_holder(ctx.state, owner), "after_turn": after}, {"end_of_turn": owner, "after_turn": after}


@resolver("return_from_discard")
def _return_from_discard(ctx: Ctx, frame: dict, step: a.ReturnFromDiscard) -> bool:
    player = frame["controller"]
    pile = [c for c in ctx.zone(zone(player, "discard")) if matches(ctx.state, c, step.filter, player, None)]
    if not pile:
        return True  # do as much as possible (1.2.3)
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in pile]
    most = min(step.count, len(pile))
    prompt = t("lorcana.prompt.from_discard" if step.to == "hand" else "lorcana.prompt.from_discard_to_top")
    ask = make_ask(prompt, options, minimum=0 if step.up_to else most, maximum=most)
    choice = ctx.choose(frame, player, "choose_cards", f"discard_pile:{frame['index']}", ask)
    if choice is None:
        return False
    for card_id in choice:
        if step.to == "hand":
            ctx.move(card_id, zone(player, "hand"), reason="return_to_hand")
        else:
            ctx.move(card_id, zone(player, "deck"), reason="to_top")
    return True


@resolver("look_at_top")
def _look_at_top(ctx: Ctx, frame: dict, step: a.LookAtTop) -> bool:
    """Look at the top cards, take up to `take` matching ones (revealed) into hand, and put the
    rest back in the order the player chooses."""
    player = frame["controller"]
    deck_zone = zone(player, "deck")
    scratch = frame["scratch"]
    if "looked" not in scratch:
        looked = ctx.zone(deck_zone)[-step.count :][::-1]  # top card first
        for card_id in looked:
            ctx.reveal(card_id, to=None if step.reveal_all else [player])
        scratch["looked"] = looked
    looked = [c for c in scratch["looked"] if c in ctx.state["cards"]]
    if step.take and "taken" not in scratch:
        fitting = [c for c in looked if matches(ctx.state, c, step.take_filter, player, None)]
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in fitting]
        taking = min(step.take_min, len(options))
        ask = make_ask(t("lorcana.prompt.take_from_top", count=step.take), options, minimum=taking, maximum=step.take)
        choice = ctx.choose(frame, player, "choose_cards", f"take:{frame['index']}", ask)
        if choice is None:
            return False
        scratch["taken"] = choice
    if step.take and not scratch.get("placed"):
        for card_id in scratch["taken"]:
            if step.reveal:
                ctx.reveal(card_id)  # 7.1.10
        if step.play_instead_if is not None and not _play_instead(ctx, frame, step, scratch["taken"]):
            return False
        for card_id in scratch["taken"]:
            if card_id not in scratch.get("played", []):
                ctx.move(card_id, zone(player, "hand"), reason="look_at_top")
        scratch["placed"] = True
        looked = [c for c in looked if c not in scratch["taken"]]
        scratch["looked"] = looked
    if step.rest == "top_or_bottom" and len(scratch["looked"]) > 1:  # "任意数量张…以任意顺序置于卡组顶或卡组底"
        return _split_top_and_bottom(ctx, frame, looked)
    if step.rest == "top_or_bottom":
        while looked:
            card_id = looked[0]
            options = [{"id": "top", "label": t("lorcana.option.top")}, {"id": "bottom", "label": t("lorcana.option.bottom")}]
            prompt = t("lorcana.prompt.top_or_bottom", card=card_label(ctx.state, card_id))
            choice = ctx.choose(frame, player, "choose_option", f"place:{frame['index']}:{card_id}", make_ask(prompt, options))
            if choice is None:
                return False
            ctx.move(card_id, deck_zone, position=None if choice == ["top"] else 0, reason=f"to_{choice[0]}")
            looked = looked[1:]
            scratch["looked"] = looked
        return True
    if step.rest == "inkwell":  # "另一张正面朝下，并为力竭状态放进你的奇墨池" (8.5.6)
        for card_id in looked:
            new_id = ctx.move(card_id, zone(player, "inkwell"), face_down=True, reason="to_inkwell")
            ctx.card(new_id)["exerted"] = True
        return True
    if step.rest == "one_top_one_bottom" and len(looked) == 2:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in looked]
        choice = ctx.choose(frame, player, "choose_cards", f"top:{frame['index']}", make_ask(t("lorcana.prompt.keep_on_top"), options))
        if choice is None:
            return False
        bottom = next(c for c in looked if c != choice[0])
        ctx.move(bottom, deck_zone, position=0, reason="to_bottom")
        ctx.move(choice[0], deck_zone, reason="to_top")
        return True
    prompt_key = "lorcana.prompt.order_top" if step.rest == "top" else "lorcana.prompt.order_bottom"
    looked = _in_chosen_order(ctx, frame, player, looked, prompt_key, f"order:{frame['index']}")
    if looked is None:
        return False
    for card_id in reversed(looked):  # the first chosen ends up on the very top / very bottom
        if step.rest == "top":
            ctx.move(card_id, deck_zone, position=len(ctx.zone(deck_zone)), reason="to_top")
        else:
            ctx.move(card_id, deck_zone, position=0, reason="to_bottom")
    return True


def _play_instead(ctx: Ctx, frame: dict, step: a.LookAtTop, taken: list[str]) -> bool:
    """"如果那个物品的费用等于或小于 3，则改为你可以免费打出它且它进场时须为力竭状态": a taken card that
    matches may be played for free, exerted, once the ability has resolved (7.1.6); one not
    played goes to hand. False while the player is asked."""
    player, scratch = frame["controller"], frame["scratch"]
    fitting = [c for c in taken if matches(ctx.state, c, step.play_instead_if, player, None) and can_be_played(ctx.state, c)]
    if fitting and "played" not in scratch:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in fitting]
        ask = make_ask(t("lorcana.prompt.play_for_free"), options, minimum=0, maximum=len(options))
        choice = ctx.choose(frame, player, "choose_cards", f"free:{frame['index']}", ask, confirm=True)
        if choice is None:
            return False
        scratch["played"] = choice
        for card_id in choice:
            frame.setdefault("after", []).append({"proc": "play", "player": player, "card": card_id, "method": "free",
                                                  "enters_exerted": True})  # fmt: skip
    return True


def _in_chosen_order(ctx: Ctx, frame: dict, player: str, cards: list[str], prompt_key: str, key: str) -> list[str] | None:
    """``cards`` in the order ``player`` puts them (8.2.4: the first chosen goes to the very top or
    bottom); as they are when there is nothing to order, None while the answer is awaited."""
    if len(cards) < 2:
        return cards
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in cards]
    ask = make_ask(t(prompt_key), options, minimum=len(options), maximum=len(options), ordered=True)
    return ctx.choose(frame, player, "choose_cards", key, ask)


def _split_top_and_bottom(ctx: Ctx, frame: dict, looked: list[str]) -> bool:
    """Any number of the looked-at cards on top, the rest on the bottom, each group in the order
    the player chooses (8.2.4)."""
    player, scratch = frame["controller"], frame["scratch"]
    deck_zone = zone(player, "deck")
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in looked]
    if "on_top" not in scratch:  # each answer is kept: the next question resumes here
        on_top = ctx.choose(frame, player, "choose_cards", f"split:{frame['index']}",
                            make_ask(t("lorcana.prompt.choose_top"), options, minimum=0, maximum=len(options)))  # fmt: skip
        if on_top is None:
            return False
        scratch["on_top"] = on_top
    groups = scratch.setdefault("groups", {"top": [c for c in looked if c in scratch["on_top"]],
                                           "bottom": [c for c in looked if c not in scratch["on_top"]]})  # fmt: skip
    for where in ("top", "bottom"):
        cards = groups[where]
        if not scratch.get(f"ordered_{where}"):
            order = _in_chosen_order(ctx, frame, player, cards, f"lorcana.prompt.order_{where}", f"order_{where}:{frame['index']}")
            if order is None:
                return False
            groups[where], scratch[f"ordered_{where}"] = order, True
    for where, cards in groups.items():
        for card_id in reversed(cards):  # the first chosen ends up on the very top / very bottom
            position = len(ctx.zone(deck_zone)) if where == "top" else 0
            ctx.move(card_id, deck_zone, position=position, reason=f"to_{where}")
    return True


@resolver("put_into_inkwell")
def _put_into_inkwell(ctx: Ctx, frame: dict, step: a.PutIntoInkwell) -> bool:
    """8.5.6: not revealed and no inkwell symbol needed."""
    player = frame["controller"]
    if step.source == "target":  # in play, or "that card" followed to the discard
        card_ids = targets(ctx, frame, step.target)
        if card_ids is None:
            return False
    elif step.source == "top_of_deck":  # "每位玩家各将其卡组顶的 3 张卡…": each from their own deck
        card_ids = [c for p in players_for(ctx, step.who, player) for c in ctx.zone(zone(p, "deck"))[-step.count :][::-1]]
    elif step.source == "this_card":
        card_ids = [frame["source"]] if frame.get("source") in ctx.state["cards"] else []
    else:  # a card of the player's choice from their hand (or a matching one from their discard)
        pile = ctx.zone(zone(player, "hand" if step.source == "hand" else "discard"))
        pile = [c for c in pile if matches(ctx.state, c, step.filter, player, None)]
        if not pile:
            return True
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in pile]
        prompt = t("lorcana.prompt.to_inkwell" if step.source == "hand" else "lorcana.prompt.to_inkwell_from_discard")
        card_ids = ctx.choose(frame, player, "choose_cards", f"ink:{frame['index']}", make_ask(prompt, options))
        if card_ids is None:
            return False
    for card_id in card_ids:
        owner = ctx.card(card_id)["owner"]
        if is_in_play(ctx.state, card_id):
            new_id = leave_play(ctx, card_id, "inkwell", "to_inkwell", face_down=True)
        else:
            new_id = ctx.move(card_id, zone(owner, "inkwell"), face_down=True, reason="to_inkwell")
        ctx.card(new_id)["exerted"] = step.exerted
    return True


@resolver("reduce_next_cost")
def _reduce_next_cost(ctx: Ctx, frame: dict, step: a.ReduceNextCost) -> bool:
    add_pending(ctx, frame["controller"], step.amount * per_count(ctx, frame, step.per), step.filter)
    return True


@resolver("play_for_free")
def _play_for_free(ctx: Ctx, frame: dict, step: a.PlayForFree) -> bool:
    """Choose the card now; it is played once the ability has resolved (7.1.6). Choosing none is
    the "may" (7.1.3). With an empty hand it is not asked (engine/core/optional.py); otherwise it
    is, even when nothing fits, since skipping it would tell the others what the hand lacks."""
    player = frame["controller"]
    pile = ctx.zone(zone(player, step.from_zone))
    if not pile:
        no_effect(ctx, player, frame["definition"])
        return True
    flt = bounded(ctx, frame, step.filter)
    fitting = [c for c in pile if matches(ctx.state, c, flt, player, None) and can_be_played(ctx.state, c)]
    if step.that_card:
        fitting = [c for c in fitting if c == frame.get("trigger_card")]
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in fitting]
    ask = make_ask(t("lorcana.prompt.play_for_free"), options, minimum=1 if step.must and options else 0, maximum=1)
    choice = ctx.choose(frame, player, "choose_cards", f"free:{frame['index']}", ask, confirm=True)
    if choice is None:
        return False
    then = {}
    if step.to_deck_bottom:
        then["to_deck_bottom"] = True
    if step.gains:
        then["gains"] = step.gains
    if step.at_end_of_turn:  # where the delayed ability's steps are, for the bag (bag.delayed_triggers)
        then["delayed"] = {"definition": frame["definition"], "ability": frame["ability"],
                           "path": [*frame.get("path", []), frame["index"]]}  # fmt: skip
    for card_id in choice:
        frame.setdefault("after", []).append({"proc": "play", "player": player, "card": card_id, "method": "free", **then})
    return True


@resolver("pay_cost")
def _pay_cost(ctx: Ctx, frame: dict, step: a.PayCost) -> bool:
    """Pay it all or, if that cannot be done, stop the ability here (7.1.2.2)."""
    player = frame["controller"]
    kind, target = next(((k, t) for k, t in (("exert", step.exert), ("banish", step.banish),
                                             ("return_to_hand", step.return_to_hand), ("damage", step.damage)) if t),
                        (None, None))  # fmt: skip
    chosen = []
    if target is not None:
        chosen = targets(ctx, frame, target)
        if chosen is None:
            return False
    payable = ready_ink(ctx.state, player) >= step.ink and (target is None or chosen) and not any(
        (kind == "exert" and ctx.card(c).get("exerted")) or not is_in_play(ctx.state, c) for c in chosen
    )
    source = frame.get("source")
    if step.shuffle_this_card and source not in ctx.state["cards"]:
        payable = False  # no longer the same object (7.1.9.1)
    if not payable:
        frame["stop"] = True
        return True
    pay_ink(ctx, player, step.ink)
    paid = frame["scratch"]["targets"] = []  # what "该角色" means next (limits.py), as it is now (7.1.9.1)
    for card_id in chosen:
        if kind == "banish":
            paid.append(banish(ctx, card_id))
        elif kind == "return_to_hand":
            paid.append(leave_play(ctx, card_id, "hand", "return_to_hand"))
        elif kind == "damage":  # dealt (Resist applies, 10.6); paid once the card is chosen
            deal_damage(ctx, card_id, step.damage_amount, frame.get("source"))
            paid.append(card_id)
        else:
            ctx.card(card_id)["exerted"] = True
            ctx.emit("card_exerted", card=card_id)
            paid.append(card_id)
    if step.shuffle_this_card:
        owner = ctx.card(source)["owner"]
        if is_in_play(ctx.state, source):
            leave_play(ctx, source, "deck", "shuffle_into_deck")
        else:
            ctx.move(source, zone(owner, "deck"), reason="shuffle_into_deck")
        ctx.shuffle(zone(owner, "deck"))
    return True


@resolver("shuffle_into_deck")
def _shuffle_into_deck(ctx: Ctx, frame: dict, step: a.ShuffleIntoDeck) -> bool:
    player = frame["controller"]
    if step.target is not None:  # from play: each into its owner's deck (the Shift stack goes along, 10.8.6)
        chosen = targets(ctx, frame, step.target)
        if chosen is None:
            return False
        for card_id in chosen:
            owner = ctx.card(card_id)["owner"]
            leave_play(ctx, card_id, "deck", "shuffle_into_deck")
            ctx.shuffle(zone(owner, "deck"))
        return True
    if step.from_chosen_opponent:
        return _shuffle_from_opponents_discard(ctx, frame, step)
    if step.every:
        deck = zone(player, "deck")
        for card_id in [c for c in ctx.zone(zone(player, "discard")) if matches(ctx.state, c, step.filter, player, None)]:
            ctx.move(card_id, deck, reason="shuffle_into_deck")
        ctx.shuffle(deck)
        return True
    pile = [c for p in ctx.seats for c in ctx.zone(zone(p, "discard")) if matches(ctx.state, c, step.filter, player, None)]
    if not pile:
        return True
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in pile]
    choice = ctx.choose(frame, player, "choose_cards", f"shuffle:{frame['index']}", make_ask(t("lorcana.prompt.shuffle_into_deck"), options))
    if choice is None:
        return False
    owner = ctx.card(choice[0])["owner"]
    ctx.move(choice[0], zone(owner, "deck"), reason="shuffle_into_deck")
    ctx.shuffle(zone(owner, "deck"))
    return True


def _shuffle_from_opponents_discard(ctx: Ctx, frame: dict, step: a.ShuffleIntoDeck) -> bool:
    """"从所选的对手的弃置区中选择至多 3 张卡，并将它们洗入其玩家的卡组": the opponent first (asked only
    when there are several), then the cards, then one shuffle."""
    scratch = frame["scratch"]
    if "players" not in scratch:
        opponents = players_for(ctx, "each_opponent", frame["controller"])
        if len(opponents) > 1:
            options = [{"id": p, "label": t("lorcana.option.player", player=p)} for p in opponents]
            choice = ctx.choose(frame, frame["controller"], "choose_option", f"opponent:{frame['index']}",
                                make_ask(t("lorcana.prompt.choose_opponent"), options))  # fmt: skip
            if choice is None:
                return False
            opponents = choice
        scratch["players"] = opponents[:1]
    for opponent in [p for p in scratch["players"] if p in ctx.seats]:
        pile = [c for c in ctx.zone(zone(opponent, "discard")) if matches(ctx.state, c, step.filter, frame["controller"], None)]
        if not pile:
            continue
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in pile]
        most = min(step.count, len(pile))
        prompt = t("lorcana.prompt.shuffle_up_to", count=step.count)
        ask = make_ask(prompt, options, minimum=0 if step.up_to else most, maximum=most)
        choice = ctx.choose(frame, frame["controller"], "choose_cards", f"shuffle:{frame['index']}", ask)
        if choice is None:
            return False
        for card_id in choice:
            ctx.move(card_id, zone(opponent, "deck"), reason="shuffle_into_deck")
        if choice:
            ctx.shuffle(zone(opponent, "deck"))
    return True


@resolver("floating")
def _floating(ctx: Ctx, frame: dict, step: a.Floating) -> bool:
    """Remember the ability for the rest of the turn; bag.collect fires it (7.4.7). `about`: the
    cards the step before chose, the only ones it watches."""
    entry = {"controller": frame["controller"], "definition": frame["definition"], "ability": frame["ability"],
             "path": frame.get("path", []) + [frame["index"]]}  # fmt: skip
    if step.about_previous:
        entry["about"] = list(frame.get("previous", []))
    ctx.state["data"].setdefault("floating", []).append(entry)
    return True


@resolver("reveal")
def _reveal(ctx: Ctx, frame: dict, step: a.Reveal) -> bool:
    """Reveal to everyone, or show only the controller ("查看"); a revealed card stays known while it
    stays where it is. With `discard`, the controller picks one matching card from each revealed
    hand and its player discards it (8.3.4)."""
    controller = frame["controller"]
    scratch = frame["scratch"]
    if "players" not in scratch:
        opponents = players_for(ctx, "each_opponent", controller)
        if step.who == "chosen_opponent" and len(opponents) > 1:
            options = [{"id": p, "label": t("lorcana.option.player", player=p)} for p in opponents]
            ask = make_ask(t("lorcana.prompt.choose_opponent"), options)
            choice = ctx.choose(frame, controller, "choose_option", f"opponent:{frame['index']}", ask)
            if choice is None:
                return False
            opponents = choice
        scratch["players"] = opponents[:1] if step.who == "chosen_opponent" else opponents
    while scratch.setdefault("done", 0) < len(scratch["players"]):
        player = scratch["players"][scratch["done"]]
        shown = ctx.zone(zone(player, "hand")) if step.what == "hand" else ctx.zone(zone(player, "deck"))[-1:]
        if player in ctx.seats and not scratch.get("shown"):
            for card_id in shown:
                ctx.reveal(card_id, to=[controller] if step.only_to_you else None)
            scratch["shown"] = True
        fitting = [c for c in shown if step.discard and matches(ctx.state, c, step.discard, controller, None)]
        if fitting and player in ctx.seats:
            options = [{"id": c, "label": card_label(ctx.state, c)} for c in fitting]
            ask = make_ask(t("lorcana.prompt.discard_theirs", player=player), options)
            choice = ctx.choose(frame, controller, "choose_cards", f"reveal:{frame['index']}:{player}", ask)
            if choice is None:
                return False
            discard(ctx, player, choice[:1])
        scratch["done"] += 1
        scratch["shown"] = False
    return True


@resolver("reveal_top")
def _reveal_top(ctx: Ctx, frame: dict, step: a.RevealTop) -> bool:
    """Name a card first if asked (any card name), reveal the top card to everyone (7.1.10), then
    keep it, play it or put it back."""
    player = frame["controller"]
    scratch = frame["scratch"]
    if step.name_a_card and "named" not in scratch:
        names = sorted({card.name for card in card_db().values()}, key=lambda name: (len(name), name))
        options = [{"id": name, "label": name} for name in names]
        choice = ctx.choose(frame, player, "choose_option", f"name:{frame['index']}", make_ask(t("lorcana.prompt.name_a_card"), options))
        if choice is None:
            return False
        scratch["named"] = choice[0]
        ctx.emit("card_named", player=player, name=choice[0])
    deck = zone(player, "deck")
    top = scratch.setdefault("top", ctx.zone(deck)[-1] if ctx.zone(deck) else None)
    if top is None or top not in ctx.state["cards"]:
        return True
    if not scratch.get("revealed"):
        ctx.reveal(top)
        scratch["revealed"] = True
    hit = matches(ctx.state, top, step.match, player, None) and (
        not step.name_a_card or scratch["named"] in definition(ctx.state, top).names)
    if hit and step.hit == "hand":
        ctx.move(top, zone(player, "hand"), reason="reveal_top")
        change_lore(ctx, player, step.lore)
        return True
    if hit and can_be_played(ctx.state, top):  # "你可以免费打出它": choosing none is the may
        options = [{"id": top, "label": card_label(ctx.state, top)}]
        ask = make_ask(t("lorcana.prompt.play_for_free"), options, minimum=0, maximum=1)
        choice = ctx.choose(frame, player, "choose_cards", f"free:{frame['index']}", ask, confirm=True)
        if choice is None:
            return False
        if choice:
            frame.setdefault("after", []).append({"proc": "play", "player": player, "card": top, "method": "free",
                                                  "enters_exerted": step.exerted})  # fmt: skip
            return True
    if step.miss == "bottom":
        ctx.move(top, deck, position=0, reason="to_bottom")
    return True


@resolver("put_on_deck_bottom")
def _put_on_deck_bottom(ctx: Ctx, frame: dict, step: a.PutOnDeckBottom) -> bool:
    """Owner by owner, the controller orders the cards (the first chosen ends up at the very bottom)."""
    chosen = targets(ctx, frame, step.target)
    if chosen is None:
        return False
    owners = {c: ctx.card(c)["owner"] for c in chosen}  # before any of them leaves play
    for owner in dict.fromkeys(owners.values()):
        theirs = [c for c, of in owners.items() if of == owner and is_in_play(ctx.state, c)]
        theirs = _in_chosen_order(ctx, frame, frame["controller"], theirs, "lorcana.prompt.order_bottom", f"bottom:{frame['index']}:{owner}")
        if theirs is None:
            return False
        deck = zone(owner, "deck")
        for card_id in reversed(theirs):  # the first chosen goes last, to the very bottom
            stack = 1 + len(ctx.card(card_id).get("beneath", []))  # a Shift stack goes along (10.8.6)
            leave_play(ctx, card_id, "deck", "to_bottom")
            for moved in ctx.zone(deck)[-stack:]:
                ctx.move(moved, deck, position=0, reason="to_bottom")
    return True


@resolver("move_to_location")
def _move_to_location(ctx: Ctx, frame: dict, step: a.MoveToLocation) -> bool:
    """Characters first, then the location; each moves for free unless already there (4.3.7).
    `with_self`: the source goes too, but "这个其他角色" next is the chosen one (`targets`)."""
    chosen = targets(ctx, frame, step.target)
    if chosen is None:
        return False
    source = frame.get("source")
    if step.with_self and source and is_in_play(ctx.state, source):
        chosen = [source, *chosen]
    scratch = frame["scratch"]
    if "location" not in scratch:
        found = resolve_target(ctx, frame, step.location, f"location:{frame['index']}") if chosen else []
        if found is None:
            return False
        scratch["location"] = found
    for location in [c for c in scratch["location"] if is_in_play(ctx.state, c)][:1]:
        owner = zone_owner(ctx.card(location)["zone"])
        for card_id in chosen:
            if zone_owner(ctx.card(card_id)["zone"]) == owner and ctx.card(card_id).get("at_location") != location:
                ctx.card(card_id)["at_location"] = location
                ctx.emit("character_moved", card=card_id, location=location, player=owner)
    return True


@resolver("search_deck")
def _search_deck(ctx: Ctx, frame: dict, step: a.SearchDeck) -> bool:
    """Only the searcher sees the matching cards (in the question); finding none is allowed in a
    hidden zone. The found card is revealed to all (7.1.10); the rest of the deck is shuffled
    and the card put on top, which is the same as shuffling all and then putting it there."""
    player = frame["controller"]
    deck = zone(player, "deck")
    fitting = [c for c in ctx.zone(deck) if matches(ctx.state, c, step.filter, player, None)]
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in fitting]
    ask = make_ask(t("lorcana.prompt.search_deck"), options, minimum=0, maximum=1)
    choice = ctx.choose(frame, player, "choose_cards", f"search:{frame['index']}", ask, confirm=True)
    if choice is None:
        return False
    if not choice:
        ctx.shuffle(deck)
        return True
    found = choice[0]
    ctx.reveal(found)
    ctx.zone(deck).remove(found)  # held out of the shuffle, so it stays the same revealed object
    ctx.shuffle(deck)
    ctx.zone(deck).append(found)
    return True


@resolver("discard_hand")
def _discard_hand(ctx: Ctx, frame: dict, step: a.DiscardHand) -> bool:
    for player in players_for(ctx, step.who, frame["controller"]):
        discard(ctx, player, list(ctx.zone(zone(player, "hand"))))
    return True


@resolver("choose_one")
def _choose_one(ctx: Ctx, frame: dict, step: a.ChooseOne) -> bool:
    """Pick an option, then resolve its steps in a nested frame; back here once they are done."""
    scratch = frame["scratch"]
    if "chosen" in scratch:
        return True
    options = [{"id": str(n), "label": effects_text(steps)} for n, steps in enumerate(step.options)]
    if step.either:
        options = [option for option in options if steps_possible(ctx, frame, step.options[int(option["id"])])] or options
    choice = ctx.choose(frame, frame["controller"], "choose_option", f"choose_one:{frame['index']}",
                        make_ask(t("lorcana.prompt.choose_one"), options), confirm=not step.either)  # fmt: skip
    if choice is None:
        return False
    scratch["chosen"] = int(choice[0])
    ctx.push("ability", definition=frame["definition"], ability=frame["ability"],
             path=[*frame.get("path", []), [frame["index"], scratch["chosen"]]], source=frame.get("source"),
             controller=frame["controller"], trigger_card=frame.get("trigger_card"),
             challenger=frame.get("challenger"), challenged=frame.get("challenged"))  # fmt: skip
    return False

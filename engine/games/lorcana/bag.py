"""The bag (奇囊, 1.7, 8.7): triggered abilities wait here until their players resolve them.

Triggers are added when their event happens (`collect`, called for every event). The bag is
emptied by `settle`: the active player resolves all of their own items one at a time, in the
order they choose (8.7.4), including items of theirs added meanwhile (8.7.5); then the next
player in turn order, and round again while anything is left (8.7.6-8.7.7). A game state check
follows every item (1.9.2). In team play a team's items are one set (1.10.3.2).
"""

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask
from engine.core.triggers import add_trigger, waiting

from . import memo
from .banish import is_in_play
from .card_text import keyword_text
from .cardinfo import definition
from .cards import card_db
from .conditions import holds
from .filters import matches
from .granted import ability_at, ability_ref, granted_trigger_events
from .memo import unchanging
from .options import option
from .procs import PROCS
from .stats import anything_grants, granted_abilities
from .teams import opponents, team_of
from .text import card_name
from .this_turn import first_time_this_turn
from .zones import at_location, in_play, zone_kind, zone_owner


def collect(ctx: Ctx, event: dict) -> None:
    """Add the triggered abilities an event sets off to the bag (7.4.1: once per occurrence).
    Adding items changes only the bag and the "每回合一次" record, which no derived value reads,
    so the statics, modifiers and granted abilities of the cards looked at are worked out once.
    Most events (a turn starting, lore changing, a card revealed) set off no trigger at all: they
    have no entry in `_HANDLERS` and are passed over without opening a memo block, and so is a
    card moving in a way no trigger waits for (`_move_trigger`: played, banished, shuffled, ...)."""
    kind = event["type"]
    handler = _HANDLERS.get(kind)
    if handler is not None and (kind != "card_moved" or _move_trigger(event) is not None):
        with unchanging(ctx.state):
            handler(ctx, event)


def _card_played(ctx: Ctx, event: dict) -> None:
    state, card_id = ctx.state, event["card"]
    if card_id in state["cards"] and is_in_play(state, card_id):
        _add(ctx, card_id, "played", event)
    for source in reacting(ctx.state, event["player"], "you_play"):
        _add(ctx, source, "you_play", event, watched=card_id)
    for player in opponents(state, event["player"]):  # "每当任一对手打出…时"
        for source in reacting(ctx.state, player, "opponent_plays"):
            _add(ctx, source, "opponent_plays", event, watched=card_id)


def _character_quested(ctx: Ctx, event: dict) -> None:
    card_id = event["card"]
    _add(ctx, card_id, "quests", event)
    _watching_yours(ctx, "your_quests", card_id, event)
    _floating(ctx, "quests", card_id)
    _here(ctx, "quests_here", at_location(ctx.state, card_id), event, watched=card_id)
    if "support" in event["keywords"]:
        add_trigger(ctx, ctx.controller(card_id), card_id, "support", definition=ctx.card(card_id)["def"])


def _song_sung(ctx: Ctx, event: dict) -> None:
    """"每当这个角色演唱一首歌曲时" (a singer of Sing Together too, 10.10)."""
    _add(ctx, event["card"], "sings", event, watched=event["song"])  # "那个歌曲", followed as it is played


def _card_left_play(ctx: Ctx, event: dict) -> None:
    _add(ctx, event["card"], "leaves_play", event, definition=event["definition"], controller=event["owner"],
         granted=event.get("granted"))  # fmt: skip
    if event["reason"] == "return_to_hand":
        for source in reacting(ctx.state, event["owner"], "your_returned_to_hand"):
            _add(ctx, source, "your_returned_to_hand", event, watched=event["card"])


def _card_moved(ctx: Ctx, event: dict) -> None:
    trigger = _move_trigger(event)
    if trigger != "you_draw":  # "每当你弃置一张卡时", "每当一张卡被放进你的奇墨池时": that player's cards in play
        for source in reacting(ctx.state, zone_owner(event["to_zone"]), trigger):
            _add(ctx, source, trigger, event)
        return
    state = ctx.state  # "每当你抽一张卡时": once per card drawn
    for source in reacting(ctx.state, event["owner"], "you_draw"):
        _add(ctx, source, "you_draw", event)
    if event["owner"] == state["turn"]["active"]:  # "在每位对手的回合中，每当他抽一张卡时"
        for player in opponents(state, event["owner"]):
            for source in reacting(ctx.state, player, "opponent_draws_in_their_turn"):
                _add(ctx, source, "opponent_draws_in_their_turn", event)


def _cards_discarded(ctx: Ctx, event: dict) -> None:
    """"每当对手弃置 1 张或数张卡时": once per discard, with how many."""
    for player in opponents(ctx.state, event["player"]):
        for source in reacting(ctx.state, player, "opponent_discards"):
            _add(ctx, source, "opponent_discards", event, amount=event["count"])


def _damage_removed(ctx: Ctx, event: dict) -> None:
    """"每当你从你的一个角色上移去伤害时": moving counters removes them too (9.3.1)."""
    if event["amount"] and event["by"] in ctx.state["seats"]:
        for source in reacting(ctx.state, event["by"], "you_remove_damage"):
            _add(ctx, source, "you_remove_damage", event, watched=event["card"])


def _chosen_for_support(ctx: Ctx, event: dict) -> None:
    _watching_yours(ctx, "your_chosen_for_support", event["card"], event)


def _card_readied(ctx: Ctx, event: dict) -> None:
    _add(ctx, event["card"], "readied", event)


def _character_moved(ctx: Ctx, event: dict) -> None:
    """4.3.7.5; "that location" is the trigger card."""
    _add(ctx, event["card"], "moves_to_location", event, watched=event["location"])


def _challenge_declared(ctx: Ctx, event: dict) -> None:
    """"每当这个角色受到挑战时" on the challenged card; the challenger's triggers only when it
    challenges a character. Challenging a location is a challenge (4.3.6.2, 4.3.6.18), but every
    printed challenging trigger says "挑战另一个角色" or "挑战一个…角色" (guarded by
    test_challenge_triggers.py), so none fires on a location (4.3.6.19)."""
    state, challenger, challenged = ctx.state, event["card"], event["target"]
    a_character = definition(state, challenged).type == "character"
    if a_character:
        _add(ctx, challenger, "challenges", event, challenger=challenger, challenged=challenged, watched=challenged)
    _add(ctx, challenged, "challenged", event, challenger=challenger, challenged=challenged, watched=challenger)
    if not a_character:
        return
    _watching_yours(ctx, "your_challenges", challenger, event, challenger=challenger, challenged=challenged)
    _here(ctx, "challenges_here", at_location(state, challenger), event, watched=challenger,
          challenger=challenger, challenged=challenged)  # fmt: skip
    _floating(ctx, "challenges", challenger)


def _watching_yours(ctx: Ctx, trigger: str, card_id: str, event: dict, **challenge) -> None:
    """"每当你的一个角色探奇 / 挑战另一个角色时" (4.3.6.11): abilities of its player's cards in play."""
    if card_id in ctx.state["cards"]:
        for source in reacting(ctx.state, zone_owner(ctx.card(card_id)["zone"]), trigger):
            _add(ctx, source, trigger, event, watched=card_id, **challenge)


def _move_trigger(event: dict) -> str | None:
    """What a card changing zone may set off: "you_draw" when drawn (once per card), else
    "put_into_your_inkwell" (however it gets there, each card on its own, 8.5.2) or "you_discard"
    (from hand to discard, glossary 弃置); None for any other move."""
    if event["reason"] == "draw":
        return "you_draw"
    to_kind = zone_kind(event["to_zone"])
    if to_kind == "inkwell":
        return "put_into_your_inkwell"
    return "you_discard" if to_kind == "discard" and zone_kind(event["from_zone"]) == "hand" else None


def _damage_dealt(ctx: Ctx, event: dict) -> None:
    """Damage dealt (9.1, after Resist): to this character, by it in a challenge, or to anyone's
    card. The amount goes with the trigger for "等量伤害"."""
    state = ctx.state
    card_id, amount, source = event["card"], event["amount"], event["source"]
    _add(ctx, card_id, "dealt_damage", event, amount=amount)
    if event["in_challenge"] and source in state["cards"] and definition(state, card_id).type == "character":
        _add(ctx, source, "deals_damage_in_challenge", event, watched=card_id, amount=amount)
    for player in state["seats"]:
        for watcher in reacting(ctx.state, player, "any_dealt_damage"):
            _add(ctx, watcher, "any_dealt_damage", event, watched=card_id, amount=amount)


def _here(ctx: Ctx, trigger: str, location: str | None, event: dict, **data) -> None:
    """A location's "在此处" trigger about a character that is (or was, 8.4.4) at it."""
    if location is not None and is_in_play(ctx.state, location):
        _add(ctx, location, trigger, event, **data)


def turn_triggers(ctx: Ctx, trigger: str, player: str) -> None:
    """"在你的回合开始时 / 结束时": abilities of the player's cards in play (4.2.1.4, 4.4.1.1)."""
    with unchanging(ctx.state):  # as in `collect`
        for source in reacting(ctx.state, player, trigger):
            _add(ctx, source, trigger, {})


def delayed_triggers(ctx: Ctx) -> None:
    """"在回合结束时，将他驱逐": delayed abilities an effect made about a card go to the bag at the
    end of the turn (4.4.1.1, 7.4.7), about that card (gone if it left play meanwhile, 7.1.9.1)."""
    for entry in ctx.state["data"].pop("at_end_of_turn", []):
        if entry["controller"] not in ctx.seats:  # its player left the game: their effects went too (3.2.1.2)
            continue
        add_trigger(ctx, entry["controller"], entry["card"], "floating", definition=entry["definition"],
                    ability_index=entry["ability"], path=entry["path"], trigger_card=entry["card"])  # fmt: skip


def _floating(ctx: Ctx, trigger: str, card_id: str) -> None:
    """Triggers made by effects for the rest of the turn (7.4.7), watching cards that match (or
    only the cards the effect named, `about`)."""
    state = ctx.state
    for entry in state["data"].get("floating", []):
        if entry["controller"] not in ctx.seats:  # 3.2.1.2
            continue
        steps = card_db()[entry["definition"]].effects
        if entry.get("ability") is not None:
            steps = card_db()[entry["definition"]].abilities[entry["ability"]].effects
        for index in entry["path"][:-1]:
            steps = steps[index].effects
        spec = steps[entry["path"][-1]].trigger
        if "about" in entry and card_id not in entry["about"]:
            continue
        if spec.event == trigger and (spec.filter is None or matches(state, card_id, spec.filter, entry["controller"], None)):
            add_trigger(ctx, entry["controller"], card_id, "floating", definition=entry["definition"], path=entry["path"],
                        ability_index=entry.get("ability"), trigger_card=card_id, challenger=None, challenged=None)  # fmt: skip


def _banished(ctx: Ctx, event: dict) -> None:
    """Leave-play triggers look back at the card as it was (8.4.4)."""
    state = ctx.state
    card_id, owner, role = event["card"], event["owner"], event["role"]
    challenge = state["data"].get("challenge")
    challenger = challenge["attacker"] if challenge else None
    challenged = challenge["defender"] if challenge else None
    granted = event.get("granted", [])  # what it had been given, looked back at (8.4.4)
    _add(ctx, card_id, "banished", event, definition=event["definition"], controller=owner, granted=granted)
    _add(ctx, card_id, "leaves_play", event, definition=event["definition"], controller=owner, granted=granted)
    if role:
        _add(ctx, card_id, "banished_in_challenge", event, definition=event["definition"], controller=owner,
             role=role, challenger=challenger, challenged=challenged, granted=granted)  # fmt: skip
        # The other participant banished it, even if both left at once (1.9.5): look back (8.4.4).
        other = "defender" if role == "challenger" else "attacker"
        _add(ctx, challenge[other], "banishes_in_challenge", event, watched=card_id,
             definition=challenge[f"{other}_def"], controller=challenge[f"{other}_owner"])  # fmt: skip
        # "每当你的一个角色在挑战中驱逐另一个角色时": its player's cards watch it (it may have left
        # play too, so such a trigger takes no filter on it)
        banishers = challenge[f"{other}_owner"]
        banishes = reacting(state, banishers, "your_banishes_in_challenge")
        other_banishes = reacting(state, banishers, "your_other_banishes_in_challenge")
        for source in in_play(state, banishers) if banishes or other_banishes else ():
            if source in banishes:
                _add(ctx, source, "your_banishes_in_challenge", event)
            if source != challenge[other] and source in other_banishes:  # "你的一个其他角色": compared by object, it may be gone
                _add(ctx, source, "your_other_banishes_in_challenge", event)
    _here(ctx, "banished_here", event["at_location"], event, watched=card_id)
    if role:
        _here(ctx, "banished_in_challenge_here", event["at_location"], event, watched=card_id, role=role,
              challenger=challenger, challenged=challenged)  # fmt: skip
        _here(ctx, "banishes_in_challenge_here", challenge[f"{other}_at"], event, watched=card_id)
    for player in state["seats"]:  # "每当另一个角色 / 一个对手的角色被驱逐时": anyone's
        for source in reacting(ctx.state, player, "any_banished"):
            _add(ctx, source, "any_banished", event, watched=card_id)
    banished = reacting(state, owner, "your_banished")
    banished_in_challenge = reacting(state, owner, "your_banished_in_challenge") if role else ()
    for source in in_play(state, owner) if banished or banished_in_challenge else ():
        if source in banished:
            _add(ctx, source, "your_banished", event, watched=card_id)
        if source in banished_in_challenge:
            _add(ctx, source, "your_banished_in_challenge", event, watched=card_id)


# Event kind → what looks for the triggers it sets off; any other event sets off none.
_HANDLERS = {
    "card_played": _card_played,
    "character_quested": _character_quested,
    "challenge_declared": _challenge_declared,
    "song_sung": _song_sung,
    "card_banished": _banished,
    "card_left_play": _card_left_play,
    "card_moved": _card_moved,
    "cards_discarded": _cards_discarded,
    "damage_dealt": _damage_dealt,
    "damage_removed": _damage_removed,
    "damage_moved": _damage_removed,
    "chosen_for_support": _chosen_for_support,
    "card_readied": _card_readied,
    "character_moved": _character_moved,
}


def _add(ctx: Ctx, source: str, trigger: str, event: dict, *, definition: str | None = None,
         controller: str | None = None, watched: str | None = None, role: str | None = None,
         challenger: str | None = None, challenged: str | None = None, amount: int | None = None,
         granted: list[str] | None = None) -> None:  # fmt: skip
    """`definition`, `controller` and `granted` (the keys of its granted abilities) are given when
    looking back at a card that has left play (8.4.4); else they are read from the card."""
    state = ctx.state
    in_play_now = definition is None or controller is None
    if in_play_now:
        definition = state["cards"][source]["def"]
        granted_now = granted_abilities(state, source) if trigger in granted_trigger_events() else ()
    else:
        granted_now = [(key, ability_at(definition, key)) for key in granted or ()]
    found = card_db()[definition].triggered_by.get(trigger, ())
    if granted_now:
        found = [*found, *((key, ability) for key, ability in granted_now if _triggers_on(ability, trigger))]
    if not found:  # most cards wait for no such event
        return
    if in_play_now:
        controller = zone_owner(state["cards"][source]["zone"])
    for index, ability in found:
        spec = ability.trigger
        if role and spec.role not in ("any", role):
            continue
        watched_gone = watched is not None and watched not in state["cards"]
        if spec.filter is not None and watched is not None and (
            watched_gone or not matches(state, watched, spec.filter, controller, source)
        ):
            continue
        if not holds(state, ability.condition, controller, source):  # intervening "if" (7.4.4.1)
            continue
        if ability.once_per_turn and not first_time_this_turn(state, f"{source}:{index}"):
            continue
        add_trigger(ctx, controller, source, f"ability:{index}", definition=definition, trigger_card=watched,
                    challenger=challenger, challenged=challenged, amount=amount)  # fmt: skip


def reacting(state: dict, player: str, trigger: str) -> list[str]:
    """The player's cards in play that could react to `trigger`: those with a printed ability
    waiting for it, or all of them while something gives abilities that wait for it. `_add` finds
    nothing on the others, so they are passed over without looking (most events set off nothing).
    The printed ones depend only on the cards in play: sorted by trigger once, and kept while the
    cards in play are the same."""
    if trigger in granted_trigger_events() and anything_grants(state):
        return list(in_play(state, player))
    kept = memo.kept_while_in_play(state)
    if kept is None:
        return _printed_reacting(state, player).get(trigger, [])
    key = ("reacting", player)
    by_trigger = kept.get(key)
    if by_trigger is None:
        by_trigger = kept[key] = _printed_reacting(state, player)
    return by_trigger.get(trigger, [])


def _printed_reacting(state: dict, player: str) -> dict[str, list[str]]:
    """The player's cards in play with a printed ability waiting for each trigger, in play order."""
    db, instances, found = card_db(), state["cards"], {}
    for card_id in in_play(state, player):
        for trigger in db[instances[card_id]["def"]].triggered_by:
            found.setdefault(trigger, []).append(card_id)
    return found


def _triggers_on(ability, trigger: str) -> bool:
    return ability.kind == "triggered" and ability.trigger.event == trigger


def follow_trigger_card(ctx: Ctx, old: str, new: str) -> None:
    """A song being played moves from hand to resolving to the discard (4.3.4.3, 4.3.4.8): abilities
    it set off while being played ("每当这个角色演唱一首歌曲时", about "那个歌曲") follow it there."""
    for item in ctx.state["triggers"]:
        if item["data"].get("trigger_card") == old:
            item["data"]["trigger_card"] = new


def settle(ctx: Ctx) -> None:
    """Run a game state check, then empty the bag (which checks again after every item)."""
    ctx.push("settle")


@PROCS.proc("settle")
def settle_now(ctx: Ctx, frame: dict) -> None:
    """The game state check repeats until nothing happens (1.9.3); then the bag resolves if
    anything is in it. One frame for both: this runs after every turn action and step."""
    if ctx.game.state_checks(ctx) and ctx.state["result"] is None:
        return  # something happened: check again
    ctx.pop(frame)
    if ctx.state["triggers"]:
        ctx.push("bag", player=None)


def item_label(ctx: Ctx, item: dict) -> str:
    definition = item["data"]["definition"]
    card = card_db()[definition]
    if item["ability"] == "support":
        return t("lorcana.option.activate", card=card.full_name, ability=keyword_text("support", None))
    if item["ability"] == "floating":
        return t("lorcana.option.card", card=card.full_name)
    ability = ability_at(definition, ability_ref(item["ability"].split(":", 1)[1]))
    return t("lorcana.option.activate", card=card.full_name, ability=ability.name or card_name(definition))


def items_of(ctx: Ctx, player: str) -> list[dict]:
    """The items the player resolves: their own; in team play their team's, which go into the bag
    as one set the team orders (1.10.3.2), the player choosing for the team."""
    team = team_of(ctx.state, player)
    if len(team) == 1:
        return waiting(ctx, player)
    return [item for item in ctx.state["triggers"] if item["controller"] in team]


@PROCS.proc("bag")
def resolve_bag(ctx: Ctx, frame: dict) -> None:
    if not ctx.state["triggers"]:
        ctx.pop(frame)
        return
    # Stay with the current player while they have items (8.7.5), then go on round the table
    # from them (8.7.6-8.7.7); the cycle starts with the active player (8.7.4).
    current = frame.get("player")
    if current is None or (option(ctx.state, "bag_cycle") == "active_first" and not items_of(ctx, current)):
        current = ctx.state["turn"]["active"]
    order = ctx.turn_order_from(current) if current in ctx.seats else list(ctx.seats)
    player = next(p for p in order if items_of(ctx, p))
    frame["player"] = player
    items = items_of(ctx, player)
    options = [{"id": item["id"], "label": item_label(ctx, item)} for item in items]
    choice = ctx.choose(frame, player, "choose_option", "bag", make_ask(t("lorcana.prompt.bag"), options))
    if choice is None:
        return
    item = next(i for i in items if i["id"] == choice[0])
    ctx.state["triggers"].remove(item)
    push_checks(ctx)  # runs after the item resolves (1.9.2)
    if item["ability"] == "support":
        ctx.push("support", source=item["source"], controller=item["controller"], definition=item["data"]["definition"])
    elif item["ability"] == "floating":
        data = item["data"]
        ctx.push("ability", definition=data["definition"], ability=data.get("ability_index"), path=data["path"],
                 source=item["source"], controller=item["controller"], trigger_card=data["trigger_card"])  # fmt: skip
    else:
        data = item["data"]
        ctx.push("ability", definition=data["definition"], ability=ability_ref(item["ability"].split(":", 1)[1]), source=item["source"],
                 controller=item["controller"], trigger_card=data["trigger_card"], challenger=data["challenger"],
                 challenged=data["challenged"], amount=data.get("amount"))  # fmt: skip

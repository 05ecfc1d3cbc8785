"""The turn (§4): beginning phase (ready 4.2.1, set 4.2.2, draw 4.2.3), main phase (4.3) and
end-of-turn phase (4.4). A game state check ends every step (1.9.2)."""

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, end_effects
from engine.core.messages import t
from engine.core.requests import make_ask

from . import bag, costs, loops
from .activate import activatable
from .bag import settle
from .card_text import ability_text
from .cardinfo import definition
from .cards import card_db
from .challenge import can_challenge_with, legal_defenders
from .drawing import draw
from .granted import ability_at, ability_ref
from .ink import hand_counts_as_inkable, ink_allowed, ready_ink
from .memo import unchanging
from .menu_parts import character_parts
from .move import move_cost, moves
from .options import option
from .play import hand_payment_methods
from .procs import PROCS
from .stats import anything_grants, has_flag, stat
from .steps import change_lore
from .teams import active_players, next_in_game, next_turn_holder
from .text import card_label, fixed_text
from .zones import in_play, ink_cards, zone, zone_kind


def may_ready(state: dict, card_id: str) -> bool:
    """In the ready step (4.2.1.1): not while an effect says it cannot, or cannot unless it is at a
    location (a character moved to one, 4.3.7)."""
    if has_flag(state, card_id, "cannot_ready"):
        return False
    return state["cards"][card_id].get("at_location") is not None or not has_flag(state, card_id, "cannot_ready_unless_at_location")


@PROCS.proc("turn")
def turn(ctx: Ctx, frame: dict) -> None:
    """One player's turn, or a team's simultaneous turn (1.10.3.1): its members go through each
    step together, so every step below is done for each of them, in seat order."""
    state = ctx.state
    active = state["turn"]["active"]
    players = active_players(state)
    step = frame["step"]
    if step == 0:  # ready step (4.2.1)
        if players and active not in players:  # the team's turn holder left: the next member holds it (teams.py)
            active = state["turn"]["active"] = players[0]
        state["turn"]["number"] = state["turn"].get("number", 0) + 1
        ctx.emit("turn_started", player=active, number=state["turn"]["number"])
        # 4.2.1.1, all at once: decided before any card readies. Only effects on cards in play
        # can stop one; ink cards are new objects no effect names.
        with unchanging(state):
            readied = [*(c for p in players for c in ink_cards(state, p)),
                       *(c for p in players for c in in_play(state, p) if may_ready(state, c))]  # fmt: skip
        for card_id in readied:
            card = state["cards"][card_id]
            was_exerted = card.get("exerted")
            card["exerted"] = False
            if was_exerted and zone_kind(card["zone"]) == "play":  # "每当你令这个角色就绪时" (4.2.1.1: the player readies)
                ctx.emit("card_readied", card=card_id)
        for player in players:
            state["players"][player]["inked"] = 0
            end_effects(ctx, "start_of_turn", player)  # 4.2.1.3
            bag.turn_triggers(ctx, "start_of_turn", player)  # 4.2.1.4: they resolve in the set step
        frame["step"] = 1
        push_checks(ctx)
        return
    if step == 1:  # set step (4.2.2)
        for player in players:
            for card_id in in_play(state, player):
                state["cards"][card_id]["dry"] = True  # 4.2.2.1
        for player in players:
            for card_id in in_play(state, player):  # 4.2.2.2: not a trigger, no bag
                if definition(state, card_id).type != "location":
                    continue
                lore = stat(state, card_id, "lore")  # the current {L}: a printed 0 may have been raised
                if lore > 0:
                    change_lore(ctx, player, lore)
        frame["step"] = 2
        settle(ctx)  # 4.2.2.3
        return
    if step == 2:  # draw step (4.2.3); the first player (team) skips it on the first turn (4.2.3.2)
        if not frame.get("first_turn"):
            for player in players:  # a player who has left draws no more (3.2.1.2)
                draw(ctx, player, 1)
        frame["step"] = 3
        settle(ctx)
        return
    if step == 3:
        frame["step"] = 4
        ctx.push("main", team=players)
        return
    if step == 4:  # end-of-turn phase: "at the end of your turn" triggers resolve (4.4.1.1-4.4.1.2)
        for player in players:
            bag.turn_triggers(ctx, "end_of_turn", player)
        bag.delayed_triggers(ctx)
        frame["step"] = 5
        settle(ctx)
        return
    if step == 5:  # "this turn" effects end (4.4.1.3); what that sets off resolves too
        end_effects(ctx, END_OF_TURN)
        costs.end_of_turn(ctx)
        for player in players:
            end_effects(ctx, "end_of_turn", player)
        frame["step"] = 6
        settle(ctx)
        return
    if any(ends_this_turn(ctx, effect, players) for effect in state["effects"]):
        frame["step"] = 5  # the bag made new "this turn" effects: back to 4.4.1.3
        return
    ctx.pop(frame)
    state["turn"]["active"] = next_turn_holder(state, next_in_game(state, active))
    ctx.push("turn")


def ends_this_turn(ctx: Ctx, effect: dict, players: list[str]) -> bool:
    until = effect["until"]
    if until == END_OF_TURN:
        return True
    return isinstance(until, dict) and until.get("end_of_turn") in players and \
        ctx.state["turn"]["number"] > until.get("after_turn", -1)  # fmt: skip


def turn_actions(state: dict, player: str) -> list[dict]:
    """The main-phase menu (4.3.2): every turn action the player can take now, then "end turn"
    unless a Reckless character of theirs must still challenge (10.5.3)."""
    with unchanging(state):
        return _turn_actions(state, player)


def _turn_actions(state: dict, player: str) -> list[dict]:
    actions = []
    cards = state["cards"]
    db = card_db()
    hand = state["zones"][zone(player, "hand")]["cards"]
    may_ink = hand and ink_allowed(state, player)
    all_inkable = may_ink and hand_counts_as_inkable(state, player)
    ink = ready_ink(state, player)
    for card_id, methods in zip(hand, hand_payment_methods(state, player, hand, ink), strict=True):
        card = db[cards[card_id]["def"]]
        name = card.full_name
        if may_ink and (card.inkable or all_inkable):
            actions.append({"id": f"ink:{card_id}", "label": menu_label("ink", name)})
        for method, cost in methods:
            actions.append({"id": f"{method}:{card_id}", "label": menu_label(method, name, cost)})
    must_challenge = locations = False
    may_be_given = anything_grants(state)  # else only printed activated abilities are there
    mine = in_play(state, player)
    ready = [c for c in mine if not cards[c].get("exerted") and db[cards[c]["def"]].type == "character"]  # questing and challenging exert it
    parts = dict(zip(ready, character_parts(state, ready), strict=True))
    defended: dict[tuple, bool] = {}  # `can_challenge_with` by attacker facts
    for card_id in mine:
        card = db[cards[card_id]["def"]]
        locations = locations or card.type == "location"
        part = parts.get(card_id)
        if part is not None:
            name = card.full_name
            if part.quest_lore is not None:
                actions.append({"id": f"quest:{card_id}", "label": menu_label("quest", name, part.quest_lore)})
            facts = part.attacker
            if facts is not None:
                may = defended.get(facts)
                if may is None:
                    may = defended[facts] = can_challenge_with(state, player, facts)
                if may:
                    actions.append({"id": f"challenge:{card_id}", "label": menu_label("challenge", name)})
                    must_challenge = must_challenge or (part.reckless and reckless_must(state, card_id, player))
        if not (card.has_activated or may_be_given):
            continue
        for index in activatable(state, player, card_id):
            ability = ability_at(card.id, index)
            named = ability.name or (ability_text(ability, "这个角色") if isinstance(index, str) else "")  # a granted one: its text
            label = t("lorcana.option.activate", card=card.full_name, ability=named)
            actions.append({"id": f"activate:{card_id}:{index}", "label": label})
    for character, location in moves(state, player) if locations else ():  # a move needs one of their locations (4.3.7.1)
        cost = move_cost(state, character, location)
        label = t("lorcana.option.move", card=card_label(state, character), location=card_label(state, location), cost=cost)
        actions.append({"id": f"move:{character}:{location}", "label": label})
    if not must_challenge:
        actions.append({"id": "end", "label": fixed_text("lorcana.option.end_turn")})
    return actions


def menu_problems(state: dict) -> list[str]:
    """The fuzzer's check of the menu cache: a main-phase menu being asked (built inside
    `unchanging`, which remembers derived values and lets the menu take its shortcuts, menu_parts.py)
    lists exactly the turn actions, in order, that a build with nothing remembered lists now. Option ids are compared (the labels of copies are
    numbered when asked); a team member's hand-over options are not turn actions."""
    request = state["request"]
    if request is None or request["kind"] != "choose_action" or state["frames"][-1]["proc"] != "main":
        return []
    (player,) = request["pending"]
    asked = [o["id"] for o in request["asks"][player]["options"] if not o["id"].startswith("hand_over:")]
    fresh = [o["id"] for o in loops.allowed(state["frames"][-1], _turn_actions(state, player))]
    return [] if asked == fresh else [f"cached main-phase menu {asked} differs from a build from scratch {fresh}"]


def reckless_must(state: dict, card_id: str, player: str) -> bool:
    """10.5.3: a Reckless character that can challenge must; with the option "reckless_locations"
    False (digest §12.14) only an opposing character it could challenge obliges it."""
    if option(state, "reckless_locations"):
        return True
    return any(definition(state, c).type == "character" for c in legal_defenders(state, card_id, player))


def acting_player(ctx: Ctx, frame: dict) -> str | None:
    """Who takes the next turn action: the active player; in a team's turn, the member the team
    has handed over to, else the first one in seat order who has not ended (1.10.3.1)."""
    team, done = frame["team"], frame.get("done", ())
    if len(team) == 1:  # not a team's turn
        return team[0] if not done and team[0] in ctx.seats else None
    waiting = [p for p in team if p in ctx.seats and p not in done]
    if not waiting:
        return None
    actor = frame.get("actor")
    return actor if actor in waiting else waiting[0]


def team_menu(ctx: Ctx, frame: dict, player: str, options: list[dict]) -> list[dict]:
    """A team member's menu (1.10.3.1: they take turn actions in the order they decide, one
    finished before the next): hand over to a teammate who has not ended, or end their own part."""
    others = [p for p in frame["team"] if p != player and p in ctx.seats and p not in frame.get("done", ())]
    hand_over = [{"id": f"hand_over:{p}", "label": t("lorcana.option.hand_over", player=p)} for p in others]
    if options[-1]["id"] != "end":  # a Reckless character must still challenge (10.5.3)
        return options + hand_over
    return [*options[:-1], *hand_over, {"id": "end", "label": fixed_text("lorcana.option.end_team_part")}]


# Menu labels repeat from decision to decision; `t` is pure, so each is formatted once.
_LABELS: dict[tuple[str, str, int], str] = {}


def menu_label(action: str, card: str, number: int = 0) -> str:
    """The label of a turn action on a card; `number` is its ink cost or lore where it has one."""
    key = (action, card, number)
    label = _LABELS.get(key)
    if label is None:
        label = _LABELS[key] = t(f"lorcana.option.{action}", card=card, cost=number, lore=number)
    return label


@PROCS.proc("main")
def main_phase(ctx: Ctx, frame: dict) -> None:
    """4.3: the active player takes turn actions one at a time, each finished (bag included)
    before the next, until they end the turn; a loop of actions is shortcut (7.1.7, loops.py)."""
    player = acting_player(ctx, frame)
    if player is None:  # every player has ended (or left the game)
        ctx.pop(frame)
        return
    choice = ctx.answer_for(frame, "action")
    if choice is None:
        if not loops.before_menu(ctx, frame, player):
            return
        options = loops.allowed(frame, turn_actions(ctx.state, player))
        if len(frame["team"]) > 1:
            options = team_menu(ctx, frame, player, options)
        ask = make_ask(fixed_text("lorcana.prompt.main"), options, default=[options[-1]["id"]])
        choice = ctx.choose(frame, player, "choose_action", "action", ask, confirm=ctx.game.hides_options(ctx, player))
        if choice is None:
            return
    loops.taken(frame, choice[0])
    verb, _, card_id = choice[0].partition(":")
    if verb == "end":
        frame.setdefault("done", []).append(player)
    elif verb == "hand_over":
        frame["actor"] = card_id
    elif verb == "ink":
        ctx.push("ink", player=player, card=card_id)
    elif verb == "quest":
        ctx.push("quest", player=player, card=card_id)
    elif verb == "challenge":
        ctx.push("challenge", player=player, attacker=card_id)
    elif verb == "move":
        character, _, location = card_id.partition(":")
        ctx.push("move", player=player, card=character, location=location)
    elif verb == "activate":
        card_id, _, index = card_id.partition(":")
        ctx.push("activate", player=player, card=card_id, ability=ability_ref(index))
    else:
        ctx.push("play", player=player, card=card_id, method=verb)


"""Rule effects (规则效果, 804) and leaving the game (104.3).

Rule effects need no chain and have no controller (804.1). They are checked whenever nothing else
is pending (804.3: triggers first) and all that are due apply together, with the last known
information from before any of them (804.4): one pass finds every General that must leave the
field, then moves them all. This slice applies:

- 804.5d: a General whose damage reaches its HP dies (阵亡) and goes to its owner's graveyard,
  unless 生还 replaces it (710.7);
- 804.5e: a General with HP 0 (or less, digest §12.2 item 12) is destroyed (破坏);
- 804.5f: the Lord bonus (stats.py), given or taken back at the check with the others, after
  reading what is due, so a Lord dealt lethal damage as it enters dies without it (804.4);
- 804.5g/h: a Lord put into the graveyard takes the Lord slot with it for the rest of the game, and
  the enemy who dealt its lethal damage may draw 3;
- 804.5i: a Strategist put into the graveyard costs its controller 5 粮;
- 804.5k: a face-up General whose requirement is no longer met returns to its owner's hand;
- 804.5j: faction effects (factions.py);
- 804.5m: of two same-name Generals on any fields, the one that came later returns to hand
  (a copy-limit symbol exempts it, 403.1a);
- 804.5n: a defector (controlled by someone other than its owner, control.py) that has 忠义
  returns to its owner's hand; a defector ignores authority (412.6b), so 804.5k passes it by;
- 804.5w: lasting and permanent Stratagems whose designated targets are all illegal (stratagems.py);
- 804.5x-z: Treasures replaced, failing their equip condition, or whose General turned face down
  go to the graveyard (treasures.py); one whose General leaves goes with it (actions.leave_field);
- 804.5p-t: Formations (formations.py), once no General is due; then 505.5a: Events whose
  condition fails (events.py).

Players at 粮草 ≤ 0 or who had to draw from an empty deck leave the game the next time a player
would receive the action right (804.5a/b, 104.3b/c); ``leave_game_check`` does that.
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from . import events, factions, formations
from .actions import change_provisions, draw, leave_field, provisions_over_cap
from .authority import face_values, requirement_met
from .control import is_defector, loyal_defectors
from .departure import depart
from .procs import PROCS
from .stats import (
    BY,
    LORD_BONUS_GIVEN,
    UNTIL_END_OF_TURN,
    ability_exists,
    anthem_sources,
    controller_of,
    definition_of,
    earns_lord_bonus,
    health,
    marked_damage,
    own_effects_on,
    requirement_of,
)
from .stratagems import lost_targets
from .teams import are_enemies, team_of
from .treasures import due_treasures
from .zones import generals

STRATEGIST_PENALTY = -5  # 202.5a, 804.5i
LORD_BOUNTY_DRAW = 3  # 202.4c, 804.5h
PUT_THERE_BY = "put_there_by"  # the last-known card of destroy_generals: whose effect destroyed or sacrificed it


def due_rule_effects(state: dict, on_field: dict[str, list[str]]) -> list[tuple[str, str]]:
    """(card, outcome) for every General a rule effect moves now: "died", "destroyed" (to the
    graveyard) or "requirement"/"same_name"/"slot" (to hand). ``on_field``: each player's Generals on
    the field (``generals``)."""
    due: dict[str, str] = {}
    face_up: list[str] = []
    sources: dict[str, list] = {}  # the anthems each controller's cards may get, read once
    for player in state["seats"]:
        face_up_here = [c for c in on_field[player] if not state["cards"][c].get("face_down")]
        if not face_up_here:
            continue  # a face-down General: only its type and role are known to the game (112.2), 412.6c
        values = face_values(state, player)
        for card_id in face_up_here:
            face_up.append(card_id)
            controller = controller_of(state, card_id)
            if controller not in sources:
                sources[controller] = anthem_sources(state, controller)
            hp = health(state, card_id, sources[controller])
            if hp <= 0:
                due[card_id] = "destroyed"  # 804.5e
            elif marked_damage(state, card_id) >= hp:
                due[card_id] = "died"  # 804.5d, 117.7
            elif definition_of(state, card_id).only_role not in (None, state["cards"][card_id]["slot"]):
                due[card_id] = "slot"  # 804.5c, 200.7
            elif is_defector(state, card_id):
                if loyal_defectors(state, [card_id]):
                    due[card_id] = "loyal_defector"  # 804.5n, 805.3a
            elif not requirement_met(requirement_of(state, card_id), values):
                due[card_id] = "requirement"  # 804.5k, 412.5b (a defector ignores authority, 412.6b)
    by_name: dict[str, list[str]] = {}
    for card_id in face_up:
        definition = definition_of(state, card_id)
        if definition.copy_limit is None:
            by_name.setdefault(definition.name, []).append(card_id)
    for same in by_name.values():
        for later in sorted(same, key=lambda c: state["cards"][c]["ts"])[1:]:
            due.setdefault(later, "same_name")  # 804.5m
    due.update(due_treasures(state, set(due)))  # 804.5x-z
    due.update(dict.fromkeys(lost_targets(state), "stratagem_targets_lost"))  # 804.5w
    return sorted(due.items(), key=lambda item: state["cards"][item[0]]["ts"])


def apply_rule_effects(ctx: Ctx) -> bool:
    """One pass of 804: every due rule effect at once; True if anything happened."""
    # Each field is read once for the pass's Generals: the Authority cards make fields long.
    on_field = {player: generals(ctx.state, player) for player in ctx.state["seats"]}
    due = due_rule_effects(ctx.state, on_field)
    bonus_changed = switch_lord_bonuses(ctx.state, {card_id for card_id, _ in due}, on_field)  # 804.5f, at once with the others (804.3)
    if not due:
        return bonus_changed or formations.apply_rule_effects(ctx) or events.apply_rule_effects(ctx) or provisions_over_cap(ctx)  # 804.5p-t, 505.5a, 116.8a
    known = {card_id: dict(ctx.card(card_id)) for card_id, _ in due}  # 804.4: last known information
    surviving = {card_id for card_id, outcome in due if outcome == "died" and survives(ctx.state, card_id)}  # all at once (804.3)
    together: list[tuple[dict, str]] = []  # the Generals gone so far in this pass (703.5b)
    for card_id, outcome in due:
        card = known[card_id]
        controller = card.get("controller", card["owner"])
        if card_id in surviving:
            survive(ctx, card_id)
            continue
        ctx.emit("rule_effect", outcome=outcome, card=card_id, player=controller, definition=card["def"])
        if outcome.startswith(("treasure", "stratagem")):
            leave_field(ctx, card_id, "graveyard", reason=outcome)
            continue
        if outcome in ("requirement", "same_name", "loyal_defector", "slot"):
            leave_field(ctx, card_id, "hand", reason=outcome, together=together)
            factions.left_field(ctx, card, controller)
        else:
            bury_general(ctx, card_id, card, controller, outcome, together)
    return True


def bury_general(ctx: Ctx, card_id: str, card: dict, controller: str, outcome: str, together: list[tuple[dict, str]] | None = None) -> None:
    """A General goes from the field to its owner's graveyard; ``card`` is how it was there (804.4):
    its role's consequences (804.5g-i) and its faction's (410.3c, 410.3j). ``together``: the
    Generals gone before it in the same event (703.5b, triggered.general_left)."""
    leave_field(ctx, card_id, "graveyard", reason=outcome, together=together)
    general_put_into_graveyard(ctx, controller, card, outcome)
    factions.put_into_graveyard(ctx, card)
    factions.left_field(ctx, card, controller)


@PROCS.proc("destroy_generals")
def destroy_generals(ctx: Ctx, frame: dict) -> None:
    """801.6: an effect's 破坏: each General still on the field goes to its owner's graveyard, unless
    生还 replaces it (an effect's destruction may be replaced, 801.9; the rules' may not, 500.9).
    801.7: 牺牲 (``sacrifice``; its targets are the controller's own, cards.py): 生还 cannot
    replace it (it is neither destroyed nor dead). The effect's controller (``player``) is the one
    whose effect put the General there: an enemy may draw 3 for a Lord (202.4c, 804.5h)."""
    ctx.pop(frame)
    sacrifice = frame.get("sacrifice", False)
    together: list[tuple[dict, str]] = []  # 703.5b: they leave at once and see each other leave
    for card_id in frame["cards"]:
        if not (ctx.exists(card_id) and ctx.card(card_id)["zone"].endswith(".field")):
            continue
        controller = controller_of(ctx.state, card_id)
        if not sacrifice and survives(ctx.state, card_id):
            survive(ctx, card_id)
            continue
        card = {**ctx.card(card_id), PUT_THERE_BY: frame["player"]}
        outcome = "sacrificed" if sacrifice else "destroyed_by_effect"
        ctx.emit("general_sacrificed" if sacrifice else "general_destroyed", card=card_id, player=controller, definition=card["def"])
        bury_general(ctx, card_id, card, controller, outcome, together)


def switch_lord_bonuses(state: dict, leaving: set[str], on_field: dict[str, list[str]]) -> bool:
    """804.5f: every General on the field (``on_field``, by player) that earns the Lord bonus now
    has it, and no other (not one this check moves off the field); True if any changed."""
    changed = False
    for player in state["seats"]:
        for card_id in on_field[player]:
            earns = card_id not in leaving and earns_lord_bonus(state, card_id)
            card = state["cards"][card_id]
            if earns != bool(card.get(LORD_BONUS_GIVEN)):
                if earns:
                    card[LORD_BONUS_GIVEN] = True
                else:
                    del card[LORD_BONUS_GIVEN]
                changed = True
    return changed


def survives(state: dict, card_id: str) -> bool:
    """801.9a: a face-up General on the field with 生还 (an ability of its own, in its role, once
    its arrival skills have resolved: 703.5d), or a 乌丸军 one among 3 (410.3g)."""
    if factions.survives_by_faction(state, card_id):
        return True
    return own_effects_on(state, card_id) and any(a.survive and ability_exists(state, card_id, a) for a in definition_of(state, card_id).abilities)


def survive(ctx: Ctx, card_id: str) -> None:
    """710.7, 801.9: instead of dying it loses all its damage and leaves combat (606.9g). It
    replaces only death: HP 0 destroys it all the same (500.9). Several 生还 replace it once (710.7a)."""
    for counter in ("damage", "permanent"):
        ctx.set_counter(card_id, counter, 0)
    ctx.card(card_id)["out_of_combat"] = True
    ctx.emit("general_survived", card=card_id, definition=ctx.card(card_id)["def"])


def general_put_into_graveyard(ctx: Ctx, controller: str, card: dict, outcome: str = "died") -> None:
    """The role consequences of 202.4b-c and 202.5a (804.5g-i), read from the card as it was
    (``outcome``: the rule effect that put it there)."""
    if card["slot"] == "strategist":
        change_provisions(ctx, controller, STRATEGIST_PENALTY, reason="strategist_lost")
    if card["slot"] != "lord":
        return
    ctx.player(controller)["lord_slot"] = False
    ctx.emit("lord_slot_lost", player=controller)
    enemy = responsible(card, outcome)
    if are_enemies(ctx.state, controller, enemy) and enemy in ctx.seats:
        ctx.push("lord_bounty", player=enemy)


def responsible(card: dict, outcome: str) -> str | None:
    """202.4c, 804.5h: for HP 0 (804.5e), the player whose effect last lowered its HP (a result
    records who applied it: −命, 命变为 X, or a swap of 攻 and 命); for an effect's 破坏 or 牺牲
    (801.6, 801.7), that effect's controller; for a death (804.5d), who dealt it the lethal damage."""
    if PUT_THERE_BY in card:
        return card[PUT_THERE_BY]
    if outcome != "destroyed":
        return card.get("damaged_by")
    lowering = [r for r in card.get(UNTIL_END_OF_TURN, ()) if BY in r and (r.get("health", 0) < 0 or "health" in r.get("set", {}) or r.get("swap"))]
    return lowering[-1][BY] if lowering else None


@PROCS.proc("lord_bounty")
def lord_bounty(ctx: Ctx, frame: dict) -> None:
    """804.5h: the enemy responsible may draw 3 (a "may": always asked)."""
    options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
    ask = make_ask(t("sanguozhi.prompt.lord_bounty", count=LORD_BOUNTY_DRAW), options, default=["yes"])
    choice = ctx.choose(frame, frame["player"], "yes_no", "lord_bounty", ask, confirm=True)
    if choice is None:
        return
    ctx.pop(frame)
    if choice == ["yes"]:
        draw(ctx, frame["player"], LORD_BOUNTY_DRAW)


def leaving_players(state: dict) -> list[str]:
    """804.5a/b: players at 粮草 ≤ 0 or who could not draw."""
    return [p for p in state["seats"] if state["players"][p]["provisions"] <= 0 or state["players"][p].get("drew_from_empty")]


def leave_game_check(ctx: Ctx) -> bool:
    """Before a player receives the action right (115.5): the leaving players leave. The game ends
    when one team is left, which wins with its members who left before (104.2a, 104.2c, 104.3d),
    or when nobody is (a draw, 104.4a); otherwise it goes on without them (900.3). True when
    anyone left."""
    leaving = leaving_players(ctx.state)
    if not leaving:
        return False
    for player in leaving:
        ctx.emit("player_left", player=player, provisions=ctx.player(player)["provisions"])
    leave(ctx, leaving, "sanguozhi.result.left_game", players="、".join(leaving))
    return True


def leave(ctx: Ctx, leaving: list[str], reason: str, **params) -> None:
    """104.5: the players leave. A team left alone wins with its members who left before (104.2a,
    104.2c, 104.3d); with nobody left the game is a draw (104.4a); else it goes on (900.3)."""
    state = ctx.state
    remaining = [p for p in ctx.seats if p not in leaving]
    if not remaining:
        ctx.end_game([], "sanguozhi.result.all_left", players="、".join(leaving))
    elif all(not are_enemies(state, remaining[0], p) for p in remaining):
        ctx.end_game(sorted({member for p in remaining for member in team_of(state, p)}), reason, **params)
    else:
        for player in leaving:
            depart(ctx, player)

"""Formations (阵型, 503): setting, forming and disbanding, joining and leaving, and their rule
effects. The members and N are in formation_state.py; stats.py turns the formulas into ATK/HP.

Special actions of the active player's main process with an empty chain (503.1-503.4), keeping
the action right:
- 盖放阵型: a Formation from hand, face down into the Formation slot (503.1);
- 结阵 form: from hand or from a face-down one in the slot, with at least 3 face-up Lieutenants
  meeting its 结阵条件 (503.2a, 503.3a-b); at most one formed Formation (503.2c);
- 散阵 disband: the formed Formation goes face down, its members leave it (503.2b, 503.3c);
  forming and disbanding: once per turn in all (503.3);
- 入阵/脱阵 join/leave: discard a 虎符 Authority, one Lieutenant joins or leaves (503.4a-b);
- 取阵 fetch: discard a special Authority to search the deck for a Formation (503.12).

Members cannot fight; the Formation attacks and blocks instead (503.5, 503.8, combat.py).

Rule effects (804.5p-t): a member no longer meeting the condition leaves (503.4d); HP 0 destroys
the Formation, −3 粮 (503.10); damage ≥ HP kills it: it deals its initial HP + N combat damage to
its members, each taking up to lethal in the order its controller chooses, then it goes face down
(503.9a; no −3 粮, digest §12.2 item 14, option ``formation_death_penalty``); fewer than 3 members, or a troop mix no longer
present, breaks it (破阵): face down, −3 粮 (503.6).
"""

from engine.core.context import PUBLIC, Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import change_provisions
from .cards import CardDef, card_db
from .damage import damage_general
from .formation_state import SLOT, formed, formula_value, members
from .options import option
from .procs import PROCS
from .stats import condition_holds, definition_of, health, lethal, marked_damage, troops_of
from .text import general_label
from .zones import field_cards, zone

MIN_MEMBERS = 3  # 503.2a, 503.6
PENALTY = -3  # 503.6, 503.10


def member_ok(state: dict, general: str, definition: CardDef) -> bool:
    """420: every requirement of the 结阵条件, and one of the troop types of a "[A]/[B]" (420.3a)."""
    troops = troops_of(state, general)
    mixed = not definition.troop_mix or any(troop in troops for troop in definition.troop_mix)
    return mixed and all(condition_holds(state, general, condition) for condition in definition.formation_condition)


def eligible(state: dict, player: str, definition: CardDef) -> list[str]:
    """Face-up Lieutenants outside any Formation that may be members."""
    formation = formed(state, player)
    taken = members(state, formation) if formation else []
    return [c for c in field_cards(state, player, "lieutenant")
            if not state["cards"][c].get("face_down") and c not in taken and member_ok(state, c, definition)]  # fmt: skip


def mix_met(state: dict, generals: list[str], mix: list[str]) -> bool:
    """420.3a: distinct members carry each troop type of the mix (a small matching)."""
    if not mix:
        return True
    return any(mix[0] in troops_of(state, g) and mix_met(state, [h for h in generals if h != g], mix[1:]) for g in generals)


def set_options(state: dict, player: str) -> list[str]:
    return [c for c in state["zones"][zone(player, "hand")]["cards"] if card_db()[state["cards"][c]["def"]].type == "formation"]


def form_options(state: dict, player: str) -> list[str]:
    """503.2c, 503.3: no formed Formation, not yet formed or disbanded this turn, 3 members."""
    if formed(state, player) is not None or state["players"][player].get("formation_toggled"):
        return []
    candidates = set_options(state, player) + [c for c in field_cards(state, player, SLOT) if state["cards"][c].get("face_down")]
    def formable(card_id: str) -> bool:
        definition = card_db()[state["cards"][card_id]["def"]]
        generals = eligible(state, player, definition)
        return len(generals) >= MIN_MEMBERS and mix_met(state, generals, definition.troop_mix)

    return [c for c in candidates if formable(c)]


def can_disband(state: dict, player: str) -> bool:
    return formed(state, player) is not None and not state["players"][player].get("formation_toggled")


def join_options(state: dict, player: str) -> list[str]:
    formation = formed(state, player)
    return eligible(state, player, definition_of(state, formation)) if formation else []


def leave_options(state: dict, player: str) -> list[str]:
    formation = formed(state, player)
    return members(state, formation) if formation else []


def fetch_options(state: dict, player: str) -> list[str]:
    """503.12: the special Authority cards in hand that may pay for 取阵 (one per definition)."""
    found: dict[str, str] = {}
    for card_id in state["zones"][zone(player, "hand")]["cards"]:
        definition = card_db()[state["cards"][card_id]["def"]]
        if definition.type == "authority" and definition.authority_type == "special":
            found.setdefault(definition.id, card_id)
    return list(found.values())


def fetch(ctx: Ctx, player: str, special: str) -> None:
    """503.12: discard the special Authority, then search (the deck is shuffled even if nothing is found)."""
    ctx.move(special, zone(player, "graveyard"), reason="formation_cost")
    ctx.emit("formation_fetched", player=player)
    ctx.push("search_deck", player=player, card="formation")


def set_formation(ctx: Ctx, player: str, card_id: str) -> None:
    """503.1: face down into the Formation slot; its owner may look at it (205.2b)."""
    new_id = ctx.move(card_id, zone(player, "field"), reason="set", face_down=True)
    ctx.card(new_id).update(slot=SLOT, visible_to=[player])
    ctx.emit("formation_set", player=player, card=new_id)


def turn_face_down(ctx: Ctx, formation: str) -> None:
    """Set face down in its slot (112.4): members leave it, damage and boosts are gone."""
    card = ctx.card(formation)
    card.update(face_down=True, visible_to=[card["owner"]], members=[])
    for field in ("counters", "boosts"):
        card.pop(field, None)


@PROCS.proc("form_formation")
def form_formation(ctx: Ctx, frame: dict) -> None:
    """503.2a: choose at least 3 eligible Lieutenants (first one for each troop type of a
    "[A]/[B]" mix, 420.3a); the Formation goes face up on top of the slot."""
    player, card_id = frame["player"], frame["card"]
    definition = definition_of(ctx.state, card_id)
    candidates = eligible(ctx.state, player, definition)
    picked = frame.setdefault("picked", [])
    while len(picked) < len(definition.troop_mix):
        troop, later = definition.troop_mix[len(picked)], definition.troop_mix[len(picked) + 1:]
        left = [c for c in candidates if c not in picked]
        fits = [c for c in left if troop in troops_of(ctx.state, c) and mix_met(ctx.state, [h for h in left if h != c], later)]
        options = [{"id": c, "label": general_label(ctx.state, c, player)} for c in fits]
        choice = ctx.choose(frame, player, "choose_cards", f"mix:{len(picked)}", make_ask(t("sanguozhi.prompt.form_troop", troop=troop), options))
        if choice is None:
            return
        picked.append(choice[0])
    rest = [c for c in candidates if c not in picked]
    options = [{"id": c, "label": general_label(ctx.state, c, player)} for c in rest]
    ask = make_ask(t("sanguozhi.prompt.form"), options, minimum=max(0, MIN_MEMBERS - len(picked)), maximum=len(options))
    more = ctx.choose(frame, player, "choose_cards", "members", ask)
    if more is None:
        return
    chosen = picked + more
    ctx.pop(frame)
    ctx.player(player)["formation_toggled"] = True
    if ctx.card(card_id)["zone"] != zone(player, "field"):
        card_id = ctx.move(card_id, zone(player, "field"), reason="form")
    ctx.card(card_id).pop("face_down", None)
    ctx.card(card_id).update(slot=SLOT, visible_to=PUBLIC, members=chosen)
    ctx.emit("formation_formed", player=player, card=card_id, definition=ctx.card(card_id)["def"], members=chosen)


def disband(ctx: Ctx, player: str) -> None:
    """503.2b."""
    formation = formed(ctx.state, player)
    ctx.player(player)["formation_toggled"] = True
    ctx.emit("formation_disbanded", player=player, card=formation, definition=ctx.card(formation)["def"])
    turn_face_down(ctx, formation)


def change_membership(ctx: Ctx, player: str, general: str, tally: str) -> None:
    """503.4a-b: the 虎符 is discarded; the Lieutenant joins, or leaves when it was a member."""
    formation = formed(ctx.state, player)
    ctx.move(tally, zone(player, "graveyard"), reason="formation_cost")
    current = members(ctx.state, formation)
    joining = general not in current
    ctx.card(formation)["members"] = [*current, general] if joining else [m for m in current if m != general]
    ctx.emit("formation_joined" if joining else "formation_left", player=player, card=general, definition=ctx.card(general)["def"])


def apply_rule_effects(ctx: Ctx) -> bool:
    """804.5p-t for every formed Formation; True when one changed."""
    changed = False
    for player in ctx.seats:
        formation = formed(ctx.state, player)
        if formation is None:
            continue
        definition = definition_of(ctx.state, formation)
        current = members(ctx.state, formation)
        staying = [m for m in current if member_ok(ctx.state, m, definition)]
        ctx.card(formation)["members"] = staying  # 804.5r; members gone from the field are dropped too
        changed = changed or staying != current
        if health(ctx.state, formation) <= 0:
            ctx.emit("rule_effect", outcome="formation_destroyed", card=formation, player=player, definition=definition.id)
            ctx.move(formation, zone(ctx.card(formation)["owner"], "graveyard"), reason="destroyed")  # 804.5t
            change_provisions(ctx, player, PENALTY, reason="formation")
        elif marked_damage(ctx.state, formation) >= health(ctx.state, formation):
            ctx.emit("rule_effect", outcome="formation_died", card=formation, player=player, definition=definition.id)
            ctx.push("formation_death", player=player, formation=formation)  # 804.5q
        elif len(staying) < MIN_MEMBERS or not mix_met(ctx.state, staying, definition.troop_mix):
            ctx.emit("rule_effect", outcome="formation_broken", card=formation, player=player, definition=definition.id)
            turn_face_down(ctx, formation)  # 804.5s
            change_provisions(ctx, player, PENALTY, reason="formation")
        else:
            continue
        changed = True
    return changed


@PROCS.proc("formation_death")
def formation_death(ctx: Ctx, frame: dict) -> None:
    """503.9a: (initial HP + N) combat damage over the members in the controller's order, as much
    as possible to each, received at once; then the Formation goes face down."""
    player, formation = frame["player"], frame["formation"]
    current = members(ctx.state, formation)
    order = current
    if len(current) >= 2:
        options = [{"id": c, "label": general_label(ctx.state, c, player)} for c in current]
        ask = make_ask(t("sanguozhi.prompt.formation_death"), options, minimum=len(options), maximum=len(options), ordered=True)
        order = ctx.choose(frame, player, "choose_cards", "order", ask)
        if order is None:
            return
    ctx.pop(frame)
    left = formula_value(definition_of(ctx.state, formation).health_formula, len(current)) + len(current)
    assigned = []
    for member in order:
        amount = min(left, lethal(ctx.state, member))
        assigned.append((member, amount))
        left -= amount
    for member, amount in assigned:
        damage_general(ctx, member, amount, "combat", player)
    turn_face_down(ctx, formation)
    if option(ctx.state, "formation_death_penalty"):
        change_provisions(ctx, player, PENALTY, reason="formation")  # face down read as broken (503.6)

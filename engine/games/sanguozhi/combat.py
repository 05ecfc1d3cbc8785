"""The combat process (606-610) between two players.

1. 进攻阶段 attack (608): the active player declares attackers among their face-up, untapped
   Generals (608.1a; attacking does not tap, 500.7b), each attacking the enemy player (608.1b). With
   no attacker the defence and damage phases are skipped (606.1); otherwise the action right
   (608.3, 115.3c).
2. 防守阶段 defence (609): the defending player gives each attacker at most one blocker among their
   face-up Generals, tapped ones included (609.1a, 500.7b, 606.5); the active player then orders
   the attackers' damage processing (609.3); the action right only when a block was declared
   (115.3c; option `defence_window_without_block`, digest §12.2 item 3).
3. 伤害计算阶段 damage calculation (610), no action right: each combatant deals damage equal to its
   ATK, nothing when 0 or less (610.2, 105.1b). An unblocked attacker's damage goes to the defending
   player's 粮草 (610.3a). A blocked attacker assigns lethal damage to its blocker and may send the
   rest to 粮草 as overflow (穿透, 610.3b; the attacking player chooses how much, digest §12.2 item
   13). A blocker's counter damage (反击) beyond lethal has no effect (610.3c, 117.10b). All damage
   lands at once (610.5); combat damage stays on Generals until the cleanup phase (613.1).
A combatant that left the field or turned face down has left combat (606.9); an attacker whose
blocker left combat stays blocked (606.10d) and, with nothing to assign lethal damage to, sends
all its damage over as overflow. Combat keywords trigger on the declarations and on damage to
粮草 (keywords.py).
"""

from engine.core.checks import push_checks
from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .action_right import open_window
from .actions import change_provisions
from .damage import reduction
from .factions import overflow_bonus
from .formation_state import formed, in_formation
from .guard import deal_damage
from .options import option
from .procs import PROCS
from .stats import attack, definition_of, keyword_level, lethal
from .text import general_label
from .zones import GENERAL_SLOTS, generals, other_player

NO_BLOCK = "no_block"
PLAYER_TARGET = "player"
FIRST, REGULAR = "first", "regular"  # 802.24b: the extra first-strike damage calculation, then the usual one


def strikes(state: dict, card_id: str, strike: str) -> bool:
    """802.24b-c: a 先发 General deals its damage in the first pass only, the others in the regular one."""
    return (keyword_level(state, card_id, "先发") is not None) == (strike == FIRST)


def in_combat(ctx: Ctx, card_id: str | None) -> bool:
    """606.9: not if it left the field, turned face down or survived (生还, 606.9g)."""
    if card_id is None or not ctx.exists(card_id):
        return False
    card = ctx.card(card_id)
    return not card.get("face_down") and card["zone"].endswith(".field") and not card.get("out_of_combat")


def clear_left_combat(ctx: Ctx) -> None:
    for card in ctx.state["cards"].values():
        card.pop("out_of_combat", None)


def fighters(state: dict, player: str) -> list[str]:
    """606.3, 503.5, 503.8: the player's Generals outside a Formation, and their formed Formation."""
    formation = formed(state, player)
    return [c for c in generals(state, player) if not in_formation(state, c)] + ([formation] if formation else [])


def can_attack(state: dict, card_id: str) -> bool:
    card = state["cards"][card_id]
    return not card.get("face_down") and not card.get("tapped")  # 608.1a


@PROCS.proc("combat")
def combat(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    defender = other_player(state, active)
    if frame["step"] == 0:
        if "attackers" not in frame:
            clear_left_combat(ctx)  # a General that survived outside combat may fight again
            options = [{"id": c, "label": general_label(state, c, active)} for c in fighters(state, active) if can_attack(state, c)]
            if not options:
                ctx.pop(frame)
                return
            ask = make_ask(t("sanguozhi.prompt.attackers"), options, maximum=len(options), optional=True, default=[])
            attackers = ctx.choose(frame, active, "choose_cards", "attackers", ask, confirm=True)
            if attackers is None:
                return
            if not attackers:
                ctx.emit("no_attack", player=active)
                ctx.pop(frame)  # 606.1
                return
            frame.update(attackers=attackers, gaze={}, index=0)
        if not choose_gaze_targets(ctx, frame, active, defender):
            return
        frame.update(step=1, blocks={}, index=0)
        ctx.emit("attack_declared", player=active, defender=defender, cards=frame["attackers"],
                 definitions=[ctx.card(c)["def"] for c in frame["attackers"]], targets=dict(frame["gaze"]))  # fmt: skip
        open_window(ctx, "attack")  # 608.3
        return
    if frame["step"] == 1 and not declare_blocks(ctx, frame, defender):
        return
    if frame["step"] == 2:
        live = [a for a in frame["attackers"] if in_combat(ctx, a)]
        if len(live) >= 2:  # 609.3
            options = [{"id": a, "label": general_label(state, a, active)} for a in live]
            ask = make_ask(t("sanguozhi.prompt.damage_order"), options, minimum=len(live), maximum=len(live), ordered=True)
            live = ctx.choose(frame, active, "choose_cards", "order", ask)
            if live is None:
                return
        frame.update(step=3, order=live)
        if any(frame["blocks"].values()) or option(state, "defence_window_without_block"):
            open_window(ctx, "defence")  # 609.4, 115.3c
            return
    if frame["step"] == 3:
        combatants = [c for a, b in ((a, frame["blocks"].get(a)) for a in frame["order"]) for c in (a, b) if in_combat(ctx, c)]
        first = any(keyword_level(state, c, "先发") is not None for c in combatants)
        frame.update(step=4, overflow={}, index=0, strike=FIRST if first else REGULAR)  # 802.24b
    if frame["step"] == 4 and choose_overflows(ctx, frame, active):
        to_generals = deal_combat_damage(ctx, frame, active, defender)
        fought = set(frame["attackers"]) | set(frame["blocks"].values())
        if frame["strike"] == FIRST:  # the dead leave combat before the regular pass (digest §12.2 item 16)
            frame.update(overflow={}, index=0, strike=REGULAR)
        else:
            ctx.pop(frame)
            clear_left_combat(ctx)  # 606.9a: combat is over for everyone
        push_checks(ctx)  # 610.5: deaths at once, once the damage to Generals has landed
        deal_damage(ctx, to_generals, in_combat=fought)  # 610.4-610.5, after the 守护 choices


def can_block(state: dict, blocker: str, attacker: str) -> bool:
    """609.1a, 609.1e: a face-up General (tapped ones too); only a 强弓 General blocks a 强弓
    one (802.23b)."""
    if state["cards"][blocker].get("face_down"):
        return False
    return keyword_level(state, attacker, "强弓") is None or keyword_level(state, blocker, "强弓") is not None


def gaze_targets(state: dict, attacker: str, defender: str) -> list[str]:
    """802.22b: enemy face-up Generals whose requirement total is at most the 虎视 General's."""
    if keyword_level(state, attacker, "虎视") is None:
        return []
    total = definition_of(state, attacker).requirement_total
    return [c for c in fighters(state, defender) if state["cards"][c].get("slot") in GENERAL_SLOTS
            and not state["cards"][c].get("face_down") and definition_of(state, c).requirement_total <= total]  # fmt: skip


def choose_gaze_targets(ctx: Ctx, frame: dict, active: str, defender: str) -> bool:
    """608.1b: each 虎视 attacker attacks the defending player or one General it may target."""
    state = ctx.state
    while frame["index"] < len(frame["attackers"]):
        attacker = frame["attackers"][frame["index"]]
        candidates = [c for c in gaze_targets(state, attacker, defender) if c not in frame["gaze"].values()]  # one each (606.5)
        if candidates:
            options = [{"id": PLAYER_TARGET, "label": t("sanguozhi.option.attack_player")}]
            options += [{"id": c, "label": general_label(state, c, active)} for c in candidates]
            prompt = t("sanguozhi.prompt.gaze", attacker=general_label(state, attacker, active))
            choice = ctx.choose(frame, active, "choose_option", f"gaze:{attacker}", make_ask(prompt, options, default=[PLAYER_TARGET]))
            if choice is None:
                return False
            if choice[0] != PLAYER_TARGET:
                frame["gaze"][attacker] = choice[0]
        frame["index"] += 1
    return True


def declare_blocks(ctx: Ctx, frame: dict, defender: str) -> bool:
    """609.1: one blocker per attacker, each blocker blocking one attacker (606.5). A 骁勇
    attacker must be blocked when a blocker can (802.21, 609.1d); those are asked first, so an
    earlier choice cannot use up the blocker they need."""
    state = ctx.state
    if "block_order" not in frame:
        frame["block_order"] = sorted(frame["attackers"], key=lambda a: not in_combat(ctx, a) or keyword_level(state, a, "骁勇") is None)
        for attacker, target in frame.get("gaze", {}).items():  # 802.22b: the General it targets must block it
            if in_combat(ctx, attacker) and in_combat(ctx, target):
                frame["blocks"][attacker] = target
    while frame["index"] < len(frame["block_order"]):
        attacker = frame["block_order"][frame["index"]]
        if not in_combat(ctx, attacker) or attacker in frame["blocks"]:
            frame["index"] += 1
            continue  # a 虎视 target already blocks it; one whose target is gone attacks the player (608.4)
        used = set(frame["blocks"].values())
        blockers = [c for c in fighters(state, defender) if c not in used and can_block(state, c, attacker)]
        options = [{"id": c, "label": general_label(state, c, defender)} for c in blockers]
        if not blockers or keyword_level(state, attacker, "骁勇") is None:
            options.append({"id": NO_BLOCK, "label": t("sanguozhi.option.no_block")})
        prompt = t("sanguozhi.prompt.blocker", attacker=general_label(state, attacker, defender))
        choice = ctx.choose(frame, defender, "choose_option", f"block:{attacker}", make_ask(prompt, options, default=[options[-1]["id"]]))
        if choice is None:
            return False
        frame["index"] += 1
        if choice[0] != NO_BLOCK:
            frame["blocks"][attacker] = choice[0]
    pairs = [[state["cards"][a]["def"], state["cards"][b]["def"]] for a, b in frame["blocks"].items()]
    ctx.emit("blocks_declared", player=defender, blocks=dict(frame["blocks"]), definitions=pairs)
    frame["step"] = 2
    return True


def choose_overflows(ctx: Ctx, frame: dict, active: str) -> bool:
    """610.3b: for each blocked attacker with damage beyond lethal, how much goes to 粮草."""
    state = ctx.state
    while frame["index"] < len(frame["order"]):
        attacker = frame["order"][frame["index"]]
        blocker = frame["blocks"].get(attacker)
        if not in_combat(ctx, attacker) or blocker is None or not in_combat(ctx, blocker) or not strikes(state, attacker, frame["strike"]):
            frame["index"] += 1
            continue
        damage = max(0, attack(state, attacker))
        excess = damage - lethal_assignment(state, blocker, active, damage)
        if excess > 0:
            options = [{"id": str(n), "label": t("sanguozhi.option.overflow", amount=n)} for n in range(excess, -1, -1)]
            prompt = t("sanguozhi.prompt.overflow", attacker=general_label(state, attacker, active), excess=excess)
            choice = ctx.choose(frame, active, "choose_option", f"overflow:{attacker}", make_ask(prompt, options, default=[str(excess)]))
            if choice is None:
                return False
            frame["overflow"][attacker] = int(choice[0])
        frame["index"] += 1
    return True


def lethal_assignment(state: dict, card_id: str, dealt_by: str, amount: int) -> int:
    """610.3b: the damage to assign so that what it receives is lethal (升盾 and wards take their
    part, 117.4c); all of ``amount`` when its combat damage is prevented (nothing is lethal)."""
    less = reduction(state, card_id, "combat", dealt_by)
    return amount if less is None else lethal(state, card_id) + less


def deal_combat_damage(ctx: Ctx, frame: dict, active: str, defender: str) -> list[dict]:
    """610.2-610.5: work out every assignment of this pass (802.24b) from the stats before any
    damage; the damage to 粮草 lands now, the damage to Generals is returned for guard.deal_damage
    (their controllers may choose 守护 first)."""
    strike = frame["strike"]
    state = ctx.state
    to_generals: list[dict] = []  # guard.deal_damage items
    to_provisions: list[tuple[str, int]] = []  # (source, amount)
    for attacker in frame["order"]:
        if not in_combat(ctx, attacker):
            continue
        blocker = frame["blocks"].get(attacker)
        blocked_by = blocker if blocker is not None and in_combat(ctx, blocker) else None
        if blocked_by is not None and strikes(state, blocked_by, strike):
            damage = max(0, attack(state, blocked_by))
            counter = min(damage, lethal_assignment(state, attacker, defender, damage))  # 610.3c, 117.10b
            to_generals.append({"card": attacker, "amount": counter, "kind": "combat", "dealt_by": defender})
        if not strikes(state, attacker, strike):
            continue
        damage = max(0, attack(state, attacker))  # 610.2, 105.1b
        if blocker is None:
            to_provisions.append((attacker, damage))  # 610.3a
        elif blocked_by is None:  # still blocked (606.10d): all of it is overflow
            to_provisions.append((attacker, damage + overflow_bonus(state, attacker, damage)))
        else:
            overflow = frame["overflow"].get(attacker, 0)
            to_generals.append({"card": blocker, "amount": damage - overflow, "kind": "combat", "dealt_by": active})  # 610.3b
            to_provisions.append((attacker, overflow + overflow_bonus(state, attacker, overflow)))  # 410.3n
    for source, amount in to_provisions:
        if amount > 0:
            ctx.emit("provisions_damaged", player=defender, amount=amount, source=source)
            change_provisions(ctx, defender, -amount, reason="combat")
    return to_generals

"""The combat process (606-610), with the changes of 2v2 (901).

An effect may start an extra combat process (606.11, effects.py ``extra_combat``): only the
Generals it names (``only``) attack, unasked; the defenders block as usual; then the turn goes on
where it was.

1. 进攻阶段 attack (608): the active player declares attackers among their face-up, untapped
   Generals (608.1a; attacking does not tap, 500.7b), each attacking an enemy player (608.1b); in
   2v2 each attacker (a 联破 pair together) may attack either enemy (901.1). With no attacker the
   defence and damage phases are skipped (606.1); otherwise the action right (608.3, 115.3c).
2. 防守阶段 defence (609): each defending player, in turn order (901.2), gives each attacker
   attacking them at most one blocker among their face-up Generals, tapped ones included (609.1a,
   500.7b, 606.5); the active player then orders the attackers' damage processing (609.3); the
   action right only when a block was declared (115.3c; option `defence_window_without_block`,
   digest §12.2 item 3).
3. 伤害计算阶段 damage calculation (610), no action right: each combatant deals damage equal to its
   ATK, nothing when 0 or less (610.2, 105.1b). An unblocked attacker's damage goes to the defending
   player's 粮草 (610.3a). A blocked attacker assigns lethal damage to its blocker and may send the
   rest to 粮草 as overflow (穿透, 610.3b; the attacking player chooses how much, digest §12.2 item
   13). A blocker's counter damage (反击) beyond lethal has no effect (610.3c, 117.10b). All damage
   lands at once (610.5); combat damage stays on Generals until the cleanup phase (613.1). In 2v2
   the combats are reckoned defending player by defending player, in turn order, and all their
   damage lands together (901.3).
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
from .cooperation import (
    PAIR,
    blockers_of,
    blocking_pairs,
    choose_attack_pairs,
    choose_sources,
    choose_split,
    declare_block,
    fought,
    heads,
    partner,
    unit,
)
from .damage import combat_damage_dealt, lethal_assignment, provisions_reduction
from .deploy import tiger_tallies
from .factions import combat_damage_to_provisions, overflow_bonus, tallies_to_fight, unblockable_by
from .formation_state import formed, in_formation
from .guard import deal_damage
from .options import option
from .procs import PROCS
from .stats import attack, current_requirement_total, keyword_level
from .teams import enemies, seated_from
from .text import general_label, target_label
from .zones import GENERAL_SLOTS, generals

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
    if frame["step"] == 0:
        if "attackers" not in frame:
            clear_left_combat(ctx)  # a General that survived outside combat may fight again
            options = [{"id": c, "label": general_label(state, c, active)} for c in fighters(state, active)
                       if can_attack(state, c) and may_fight(state, active, [c]) and c in frame.get("only", [c])]  # 410.3h, 608.1c: no 虎符, no attack  # fmt: skip
            if not options:
                ctx.pop(frame)
                return
            ask = make_ask(t("sanguozhi.prompt.attackers"), options, maximum=len(options), optional=True, default=[])
            # 606.11: an extra combat's attackers are the ones its effect names, unasked
            attackers = [o["id"] for o in options] if "only" in frame else ctx.choose(frame, active, "choose_cards", "attackers", ask, confirm=True)
            if attackers is None:
                return
            if not attackers:
                ctx.emit("no_attack", player=active)
                ctx.pop(frame)  # 606.1
                return
            owed = tallies_to_fight(state, active, attackers)
            if owed > len(tiger_tallies(state, active)):  # 608.1: an illegal declaration is taken back and made again
                ctx.emit("attack_taken_back", player=active, tallies=owed)
                combat(ctx, frame)
                return
            frame.update(attackers=attackers, gaze={}, defenders={}, index=0, pair_index=0)
            if owed:
                for _ in range(owed):
                    ctx.push("pay_tally", player=active, card=None, purpose="warlord")  # 410.3h, 608.1c
                return
        if not choose_attack_pairs(ctx, frame, active) or not choose_defenders(ctx, frame, active) or not choose_gaze_targets(ctx, frame, active):
            return
        frame.update(step=1, blocks={}, index=0, defender_index=0, defending=defending_players(ctx, frame))
        ctx.emit("attack_declared", player=active, defenders=dict(frame["defenders"]), cards=frame["attackers"],
                 definitions=[ctx.card(c)["def"] for c in frame["attackers"]], targets=dict(frame["gaze"]), partners=dict(frame["partners"]))  # fmt: skip
        open_window(ctx, "attack")  # 608.3
        return
    while frame["step"] == 1:  # 901.2: the defending players one after another, in turn order
        defending = frame["defending"]
        if frame["defender_index"] == len(defending):
            frame["step"] = 2
        elif defending[frame["defender_index"]] not in ctx.seats:  # left the game meanwhile (900.3)
            frame["defender_index"] += 1
        elif not declare_blocks(ctx, frame, defending[frame["defender_index"]]):
            return
    if frame["step"] == 2:  # an attacker whose defending player left the game attacks no one (900.3)
        live = [a for a in frame["attackers"] if in_combat(ctx, a) and frame["defenders"][a] in ctx.seats]
        if len(live) >= 2:  # 609.3
            options = [{"id": a, "label": general_label(state, a, active)} for a in live]
            ask = make_ask(t("sanguozhi.prompt.damage_order"), options, minimum=len(live), maximum=len(live), ordered=True)
            live = ctx.choose(frame, active, "choose_cards", "order", ask)
            if live is None:
                return
        defending = frame["defending"]  # 901.3: defending player by defending player
        frame.update(step=3, order=sorted(live, key=lambda a: defending.index(frame["defenders"][a])))
        if any(frame["blocks"].values()) or option(state, "defence_window_without_block"):
            open_window(ctx, "defence")  # 609.4, 115.3c
            return
    if frame["step"] == 3:
        first = any(keyword_level(state, c, "先发") is not None for c in fought(frame) if in_combat(ctx, c))
        frame.update(step=4, strike=FIRST if first else REGULAR, **fresh_pass())  # 802.24b
    if frame["step"] == 4 and plan_damage(ctx, frame, active) and choose_cuts(ctx, frame):
        to_generals = deal_to_provisions(ctx, frame)
        everyone = fought(frame)
        if frame["strike"] == FIRST:  # the dead leave combat before the regular pass (digest §12.2 item 16)
            frame.update(strike=REGULAR, **fresh_pass())
        else:
            ctx.pop(frame)
            clear_left_combat(ctx)  # 606.9a: combat is over for everyone
        push_checks(ctx)  # 610.5: deaths at once, once the damage to Generals has landed
        deal_damage(ctx, to_generals, in_combat=everyone)  # 610.4-610.5, after the 守护 choices


def combat_facts(state: dict) -> dict | None:
    """The combat under way as every player knows it (view extras, drawn on the board): once the
    attack is declared, each attacker still in combat with its defending player (608.1b, 901.1),
    its 虎视 target (802.22b) and its 联破 partner (807); the blockers (a 仗枪 pair together) of
    each defending player who has declared (609.1, 901.2). None outside combat or before the
    attack is declared."""
    frame = next((f for f in reversed(state["frames"]) if f["proc"] == "combat"), None)
    if frame is None or frame["step"] < 1:
        return None
    cards = state["cards"]

    def fighting(card_id: str) -> bool:  # in_combat, read from the state (606.9)
        card = cards.get(card_id)
        return card is not None and not card.get("face_down") and card["zone"].endswith(".field") and not card.get("out_of_combat")

    declared = frame["defending"][: frame["defender_index"]] if frame["step"] == 1 else frame["defending"]
    attackers = [a for a in frame["attackers"] if fighting(a)]
    return {
        "attackers": {a: frame["defenders"][a] for a in attackers},
        "gaze": {a: target for a, target in frame["gaze"].items() if a in attackers and fighting(target)},
        "partners": {a: partner(frame, a) for a in attackers if fighting(partner(frame, a) or "")},
        "blocks": {a: blockers for a in attackers if frame["defenders"][a] in declared
                   and (blockers := [b for b in blockers_of(frame, a) if fighting(b)])},  # fmt: skip
    }


def may_fight(state: dict, player: str, declared: list[str]) -> bool:
    """410.3h: whether the player has the 虎符 in hand that declaring these fighters costs."""
    return tallies_to_fight(state, player, declared) <= len(tiger_tallies(state, player))


def can_block(state: dict, blocker: str, attacker: str) -> bool:
    """609.1a, 609.1e: a face-up General (tapped ones too); only a 强弓 General blocks a 强弓
    one (802.23b); a 袁绍军 骑兵 only a General with a troop type other than 刀盾兵 (410.3e)."""
    if state["cards"][blocker].get("face_down") or unblockable_by(state, attacker, blocker):
        return False
    return keyword_level(state, attacker, "强弓") is None or keyword_level(state, blocker, "强弓") is not None


def gaze_targets(state: dict, attacker: str, defender: str) -> list[str]:
    """802.22b: enemy face-up Generals whose requirement total is at most the 虎视 General's."""
    if keyword_level(state, attacker, "虎视") is None:
        return []
    total = current_requirement_total(state, attacker)
    return [c for c in fighters(state, defender) if state["cards"][c].get("slot") in GENERAL_SLOTS
            and not state["cards"][c].get("face_down") and current_requirement_total(state, c) <= total]  # fmt: skip


def defending_players(ctx: Ctx, frame: dict) -> list[str]:
    """The players attacked, in turn order from the active player (901.2)."""
    attacked = set(frame["defenders"].values())
    return [p for p in ctx.turn_order_from(seated_from(ctx.state, ctx.state["turn"]["active"])) if p in attacked]


def choose_defenders(ctx: Ctx, frame: dict, active: str) -> bool:
    """608.1b, 901.1: the enemy player each attacker attacks (a 联破 pair attacks one player
    together, 807.1a); asked only when two enemies are left to choose from."""
    state = ctx.state
    targets = enemies(state, active)
    for attacker in heads(frame, frame["attackers"]):
        if attacker in frame["defenders"]:
            continue
        choice = [targets[0]]
        if len(targets) > 1:
            options = [{"id": p, "label": target_label(state, p, active)} for p in targets]
            prompt = t("sanguozhi.prompt.attack_target", attacker="、".join(general_label(state, a, active) for a in unit(frame, attacker)))
            choice = ctx.choose(frame, active, "choose_option", f"defender:{attacker}", make_ask(prompt, options, default=[targets[0]]))
            if choice is None:
                return False
        for member in unit(frame, attacker):
            frame["defenders"][member] = choice[0]
    return True


def choose_gaze_targets(ctx: Ctx, frame: dict, active: str) -> bool:
    """608.1b: each 虎视 attacker attacks the defending player or one General of theirs it may target."""
    state = ctx.state
    while frame["index"] < len(frame["attackers"]):
        attacker = frame["attackers"][frame["index"]]
        candidates = [c for c in gaze_targets(state, attacker, frame["defenders"][attacker]) if c not in frame["gaze"].values()]  # one each (606.5)
        if partner(frame, attacker):
            candidates = []  # a group attacks the defending player (807.1a)
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
    """609.1: each attacker attacking ``defender``, or attacking pair, gets at most one blocker or
    one 仗枪 pair (cooperation.py), each blocker blocking one of them (606.5). One must block every
    member of a group (807.1e). A 骁勇 attacker must be blocked when a blocker can (802.21, 609.1d);
    those are asked first, so an earlier choice cannot use up the blocker they need."""
    state = ctx.state
    attacking = [a for a in frame["attackers"] if frame["defenders"][a] == defender]
    if "block_order" not in frame:
        frame["block_order"] = sorted(heads(frame, attacking), key=lambda a: not in_combat(ctx, a) or not must_be_blocked(state, frame, a))
        for attacker, target in frame.get("gaze", {}).items():  # 802.22b: the General it targets must block it
            if attacker in attacking and in_combat(ctx, attacker) and in_combat(ctx, target):
                frame["blocks"][attacker] = target
    while frame["index"] < len(frame["block_order"]):
        attacker = frame["block_order"][frame["index"]]
        members = [a for a in unit(frame, attacker) if in_combat(ctx, a)]
        if not members or attacker in frame["blocks"]:
            frame["index"] += 1
            continue  # a 虎视 target already blocks it; one whose target is gone attacks the player (608.4)
        used = {c for a in frame["blocks"] for c in blockers_of(frame, a)}
        paid = defender in frame.setdefault("paid_to_fight", [])  # "per_declaration": paid for the whole declaration
        singles = [c for c in fighters(state, defender) if c not in used and all(can_block(state, c, a) for a in members)]
        options = [{"id": c, "label": general_label(state, c, defender)} for c in singles if paid or may_fight(state, defender, [c])]
        options += [{"id": pair, "label": pair_label(state, pair, defender)} for pair in blocking_pairs(state, singles)
                    if paid or may_fight(state, defender, pair.split(PAIR))]  # 410.3h, 609.1c  # fmt: skip
        if not options or not must_be_blocked(state, frame, attacker):
            options.append({"id": NO_BLOCK, "label": t("sanguozhi.option.no_block")})
        prompt = t("sanguozhi.prompt.blocker", attacker="、".join(general_label(state, a, defender) for a in members))
        choice = ctx.choose(frame, defender, "choose_option", f"block:{attacker}", make_ask(prompt, options, default=[options[-1]["id"]]))
        if choice is None:
            return False
        frame["index"] += 1
        if choice[0] != NO_BLOCK:
            declare_block(frame, attacker, choice[0])
            owed = 0 if paid else tallies_to_fight(state, defender, choice[0].split(PAIR))
            if owed:  # 410.3h
                if option(state, "warlord_tally") == "per_declaration":
                    frame["paid_to_fight"].append(defender)
                for _ in range(owed):
                    ctx.push("pay_tally", player=defender, card=None, purpose="warlord")
                return False
    blocks = {a: b for a, b in frame["blocks"].items() if a in attacking}
    definitions = [[state["cards"][c]["def"] for c in (a, *blockers_of(frame, a))] for a in heads(frame, list(blocks))]
    ctx.emit("blocks_declared", player=defender, blocks=blocks, partners=dict(frame["partners"]), definitions=definitions)
    del frame["block_order"]
    frame.update(index=0, defender_index=frame["defender_index"] + 1)
    return True


def must_be_blocked(state: dict, frame: dict, attacker: str) -> bool:
    """802.21: a unit with a 骁勇 member must be blocked."""
    return any(keyword_level(state, a, "骁勇") is not None for a in unit(frame, attacker))


def pair_label(state: dict, pair: str, viewer: str) -> str:
    first, _, second = pair.partition(PAIR)
    return t("sanguozhi.option.spear_wall", first=general_label(state, first, viewer), second=general_label(state, second, viewer))


def fresh_pass() -> dict:
    """The choices and the plan of one damage calculation pass (802.24b)."""
    return {"overflow": {}, "split": {}, "index": 0, "generals": [], "provisions": [], "cuts": []}


def plan_damage(ctx: Ctx, frame: dict, active: str) -> bool:
    """610.2-610.3: unit by unit in the declared order (609.3), every assignment of this pass,
    worked out from the stats before any damage lands; False while a player is asked."""
    while frame["index"] < len(frame["order"]):
        attacker = frame["order"][frame["index"]]
        if attacker in heads(frame, frame["order"]) and frame["defenders"][attacker] in ctx.seats:
            planned = unit_damage(ctx, frame, attacker, active, frame["defenders"][attacker])
            if planned is None:
                return False
            frame["generals"] += planned[0]
            frame["provisions"] += planned[1]
        frame["index"] += 1
    return True


def unit_damage(ctx: Ctx, frame: dict, head: str, active: str, defender: str) -> tuple[list, list] | None:
    """The damage of one attacker or attacking pair and of what blocks it: (damage to Generals as
    guard.deal_damage items, [source, amount] to the defending player's 粮草); None while asking."""
    state, strike = ctx.state, frame["strike"]
    attackers = [a for a in unit(frame, head) if in_combat(ctx, a)]
    declared = blockers_of(frame, head)
    blockers = [b for b in declared if in_combat(ctx, b)]
    hitting = [a for a in attackers if strikes(state, a, strike)]
    countering = [b for b in blockers if strikes(state, b, strike)]
    to_generals: list[dict] = []
    to_provisions: list[list] = []
    if not declared or not blockers:  # unblocked (610.3a), or still blocked with no one left (606.10d): all to 粮草
        for attacker in hitting:
            damage = combat_damage_dealt(state, attacker, attack(state, attacker))  # 610.2, 117.4a, 105.1b
            to_provisions.append([attacker, damage + (overflow_bonus(state, attacker, damage) if declared else 0)])
    elif len(unit(frame, head)) == 1 and len(declared) == 1:  # one against one: the attacker may trample (610.3b)
        for attacker in hitting:
            damage = combat_damage_dealt(state, attacker, attack(state, attacker))
            overflow = choose_overflow(ctx, frame, active, attacker, blockers[0], damage)
            if overflow is None:
                return None
            to_generals.append({"card": blockers[0], "amount": damage - overflow, "kind": "combat", "dealt_by": active, "source": attacker})
            to_provisions.append([attacker, overflow + overflow_bonus(state, attacker, overflow)])  # 410.3n
    elif hitting:  # a group on either side: the defending player assigns (807.4b-c)
        dealt = [combat_damage_dealt(state, a, attack(state, a)) for a in hitting]
        amounts = choose_split(ctx, frame, defender, f"attack:{head}", blockers, sum(dealt), active)
        if amounts is None:
            return None
        alone = {"source": hitting[0]} if len(hitting) == 1 else {}  # one General's damage: its deal-step statics (117.4a)
        to_generals += [{"card": b, "amount": n, "kind": "combat", "dealt_by": active, **alone} for b, n in zip(blockers, amounts, strict=True)]
        sources = choose_sources(ctx, frame, defender, f"source:{head}", hitting, dealt, sum(dealt) - sum(amounts))
        if sources is None:
            return None
        to_provisions += [[a, n + overflow_bonus(state, a, n)] for a, n in zip(hitting, sources, strict=True)]
    counter = sum(combat_damage_dealt(state, b, attack(state, b)) for b in countering)
    if counter and attackers:  # 610.3c, 807.4d: the attacking player assigns, nothing past lethal (117.10b)
        amounts = choose_split(ctx, frame, active, f"counter:{head}", attackers, counter, defender)
        if amounts is None:
            return None
        alone = {"source": countering[0]} if len(countering) == 1 else {}  # one General's damage: its deal-step statics (117.4a)
        to_generals += [{"card": a, "amount": n, "kind": "combat", "dealt_by": defender, **alone} for a, n in zip(attackers, amounts, strict=True)]
    return to_generals, to_provisions


def choose_overflow(ctx: Ctx, frame: dict, active: str, attacker: str, blocker: str, damage: int) -> int | None:
    """610.3b: how much of the attacker's damage beyond lethal goes to 粮草: the attacking player
    chooses, or with option ``trample_overflow`` "all" all of it goes (digest §12.2 item 13)."""
    state = ctx.state
    if attacker in frame["overflow"]:
        return frame["overflow"][attacker]
    excess = damage - lethal_assignment(state, blocker, active, damage)
    if excess <= 0:
        return 0
    if option(state, "trample_overflow") == "all":
        return excess
    options = [{"id": str(n), "label": t("sanguozhi.option.overflow", amount=n)} for n in range(excess, -1, -1)]
    prompt = t("sanguozhi.prompt.overflow", attacker=general_label(state, attacker, active), excess=excess)
    choice = ctx.choose(frame, active, "choose_option", f"overflow:{attacker}", make_ask(prompt, options, default=[str(excess)]))
    if choice is None:
        return None
    frame["overflow"][attacker] = int(choice[0])
    return frame["overflow"][attacker]


def choose_cuts(ctx: Ctx, frame: dict) -> bool:
    """117.4f: each defending player splits the reduction of their 粮草 wards among the sources of
    this pass's damage to their 粮草, source by source, using as much of it as the damage allows."""
    state = ctx.state
    entries = frame["provisions"]
    while len(frame["cuts"]) < len(entries):
        index = len(frame["cuts"])
        defender = frame["defenders"][entries[index][0]]
        theirs = [i for i, (source, _) in enumerate(entries) if frame["defenders"][source] == defender]
        amounts = [amount for _, amount in entries]
        left = provisions_reduction(state, defender, "combat") - sum(frame["cuts"][i] for i in theirs if i < index)
        high = min(left, amounts[index])
        low = max(0, left - sum(amounts[i] for i in theirs if i > index))
        choice = [str(high)]
        if low < high:
            source = general_label(state, frame["provisions"][index][0], defender)
            options = [{"id": str(n), "label": t("sanguozhi.option.cut", amount=n)} for n in range(high, low - 1, -1)]
            prompt = t("sanguozhi.prompt.cut", source=source, amount=amounts[index], left=left)
            choice = ctx.choose(frame, defender, "choose_option", f"cut:{index}", make_ask(prompt, options, default=[str(high)]))
            if choice is None:
                return False
        frame["cuts"].append(int(choice[0]))
    return True


def deal_to_provisions(ctx: Ctx, frame: dict) -> list[dict]:
    """610.4-610.5: the planned damage to 粮草, less the cuts (117.4f), lands now; the damage to
    Generals is returned for guard.deal_damage (their controllers may choose 守护 first)."""
    for (source, dealt), cut in zip(frame["provisions"], frame["cuts"], strict=True):
        amount = dealt - cut
        defender = frame["defenders"][source]
        if amount > 0:
            combat_damage_to_provisions(ctx, source, defender, amount)
    return [item for item in frame["generals"] if item["amount"] > 0]

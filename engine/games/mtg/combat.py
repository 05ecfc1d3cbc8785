"""The combat phase (CR 506–511).

507 beginning of combat; 508 declare attackers: the active player declares all attackers in one
choice over their creatures that can attack (untapped, no summoning sickness unless haste, no
defender, 508.1a/302.6/702.3b), and they tap unless they have vigilance (508.1f, 702.20b); with no
attackers the declare blockers and combat damage steps are skipped (508.8). 509 declare blockers:
the defending player declares every block in one choice over "blocker → attacker" pairs; a block
that breaks a restriction (one attacker per blocker 509.1a, flying 702.9b / reach 702.17b, menace
702.111b) is refused and asked again, as is one obeying fewer "must be blocked if able" requirements
than a legal declaration could (509.1c). 510 combat damage: with first strike or double strike in
combat there are two damage steps (510.4, 702.7b, 702.4b); each attacking and blocking creature
assigns its power (510.1); a blocked attacker's controller divides its damage among its blockers
(510.1c–d), with trample it may assign the excess over lethal damage (deathtouch: 1 is lethal,
702.2c) to the player (702.19b–c); a blocked creature whose blockers are gone assigns no damage
unless it has trample (702.19e). All combat damage is dealt at once (510.2). 511 end of combat:
creatures stop being attacking and blocking (511.3).
"""

from __future__ import annotations

from collections import Counter

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.priority import open_window
from engine.core.requests import make_ask

from . import delayed
from .mana import activate_mana_ability, auto_sources, mana_sources, pay_from_pool
from .objects import (
    attacks_despite_defender,
    block_requirements,
    cant_attack_or_block,
    cant_be_blocked,
    cant_be_blocked_by,
    cant_block,
    creatures,
    definition,
    goading_players,
    has_keyword,
    lethal_damage,
    must_attack,
    on_battlefield,
    protected_from_colours,
    summoning_sick,
)
from .permanents import attack_power, combat_source, damage_event, deal_damage
from .procs import PROCS
from .text import card_label
from .triggers import attacked, beginning_of_combat, end_of_combat
from .turn_steps import begin_step, no_combat

ATTACK_TAX = "attack_tax"  # an effect's modifier: {"defender": player, "amount": N} (CR 508.1g)

# the steps of the combat phase (CR 506.1): "activate only during combat"
COMBAT_PHASE_STEPS = ("begin_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_combat")


def combat(state: dict) -> dict:
    return state["turn"]["combat"]


def can_attack(state: dict, card_id: str) -> bool:
    defender = has_keyword(state, card_id, "defender") and not attacks_despite_defender(state, card_id)
    return not state["cards"][card_id].get("tapped") and not summoning_sick(state, card_id) and not defender and not cant_attack_or_block(state, card_id)


def can_block_attacker(state: dict, blocker: str, attacker: str) -> bool:
    """702.9b: a creature with flying can be blocked only by creatures with flying or reach; one
    that "can't be blocked this turn" by none (509.1b); one that "can't block this turn" blocks none."""
    if cant_be_blocked(state, attacker, blocker) or cant_be_blocked_by(state, attacker, blocker) or cant_block(state, blocker):
        return False
    if protected_from_colours(state, attacker, blocker):  # CR 702.16f
        return False
    return not has_keyword(state, attacker, "flying") or has_keyword(state, blocker, "flying") or has_keyword(state, blocker, "reach")


def attacking(state: dict) -> list[str]:
    return [a for a in combat(state)["attackers"] if on_battlefield(state, a)]


@PROCS.proc("mtg.combat")
def combat_phase(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    stage = frame["stage"]
    if stage == "begin":  # 507
        state["turn"]["combat"] = no_combat()
        begin_step(ctx, "begin_combat")
        beginning_of_combat(ctx)  # 507.1
        frame["stage"] = "attackers"
        open_window(ctx, active)
        return
    if stage == "attackers":  # 508
        begin_step(ctx, "declare_attackers")
        if not _declare_attackers(ctx, frame, active):
            return
        if not combat(state)["attackers"]:  # 508.8
            frame["stage"] = "end"
            return
        frame["stage"] = "blockers"
        open_window(ctx, active)
        return
    if stage == "blockers":  # 509
        if not frame.get("blocks_begun"):
            begin_step(ctx, "declare_blockers")
            frame["blocks_begun"] = True
        if not _declare_blockers(ctx, frame, active):
            return
        frame["stage"] = "damage"
        open_window(ctx, active)
        return
    if stage == "damage":  # 510
        fighters = attacking(state) + [b for b in combat(state)["blockers"] if on_battlefield(state, b)]
        first = [c for c in fighters if has_keyword(state, c, "first_strike") or has_keyword(state, c, "double_strike")]
        combat(state)["first_strikers"] = first
        frame.update(stage="first_damage" if first else "regular_damage", queue=None)
        return
    if stage in ("first_damage", "regular_damage"):
        if frame["queue"] is None:
            begin_step(ctx, "combat_damage", first_strike=stage == "first_damage")
            frame.update(queue=_dealers(state, stage == "first_damage"), assigned=[])
            combat(state)["damage_step"] = stage  # which damage event ("whenever one or more … deal combat damage")
        if not _assign_all(ctx, frame, active):
            return
        damage_event(ctx)
        for source, target, amount in frame["assigned"]:  # 510.2: all at once
            deal_damage(ctx, source, target, amount, combat=True)
        frame.update(stage="regular_damage" if stage == "first_damage" else "end", queue=None, assigned=[])
        open_window(ctx, active)
        return
    if stage == "end":  # 511
        begin_step(ctx, "end_combat")
        end_of_combat(ctx)  # 511.2
        frame["stage"] = "done"
        open_window(ctx, active)
        return
    state["turn"]["combat"] = no_combat()  # 511.3
    ctx.pop(frame)


def attack_tax(state: dict, defender: str) -> int:
    """The generic mana to pay for each creature attacking ``defender`` (CR 508.1g: "can't attack
    you unless their controller pays {2} for each of those creatures"; several add up)."""
    return sum(e["modifier"][ATTACK_TAX]["amount"] for e in state["effects"] if e["modifier"].get(ATTACK_TAX, {}).get("defender") == defender)


def _declare_attackers(ctx: Ctx, frame: dict, active: str) -> bool:
    state = ctx.state
    able = [c for c in creatures(state, active) if can_attack(state, c)]
    if not able:
        return True
    if "attackers" not in frame:
        # CR 508.1d: a requirement that would need a cost paid doesn't oblige (the notes: Yojimbo)
        free = any(not attack_tax(state, p) for p in ctx.opponents(active))
        goaded = [c for c in able if free and (goading_players(state, c) or must_attack(state, c))]  # CR 701.15b, 508.1d: they attack if able
        options = [{"id": c, "label": card_label(state, c, active)} for c in able]
        required = "mtg.prompt.attackers_goaded" if any(goading_players(state, c) for c in goaded) else "mtg.prompt.attackers_required"
        prompt = t(required, cards="、".join(card_label(state, c, active) for c in goaded)) if goaded else t("mtg.prompt.attackers")
        ask = make_ask(prompt, options, minimum=0, maximum=len(options), default=goaded)
        choice = ctx.choose(frame, active, "choose_cards", "attackers" + (f":{frame.get('attack_tries', 0)}" if goaded or frame.get("attack_tries") else ""), ask, confirm=True)
        if choice is None:
            return False
        if any(c not in choice for c in goaded):  # an illegal declaration is made again (CR 508.1d)
            frame["attack_tries"] = frame.get("attack_tries", 0) + 1
            ctx.emit("attacks_refused", player=active)
            return False
        frame["attackers"] = {attacker: None for attacker in choice}
    chosen = frame["attackers"]
    if not _choose_defenders(ctx, frame, active, chosen):
        return False
    paid = _pay_attack_tax(ctx, frame, active, chosen)
    if paid is None:
        return False
    del frame["attackers"]
    if not paid:  # declined: the declaration is made again (CR 508.1h)
        frame["attack_tries"] = frame.get("attack_tries", 0) + 1
        return False
    for attacker, defender in chosen.items():
        if not has_keyword(state, attacker, "vigilance"):  # 508.1f
            ctx.card(attacker)["tapped"] = True
        combat(state)["attackers"][attacker] = {"defender": defender, "blocked": False}
        ctx.card(attacker)["attacked_turn"] = state["turn"]["number"]  # "as long as ~ attacked this turn"
    named = sorted(set(chosen.values()), key=ctx.seats.index)
    combat(state)["attacked"] = named  # Melee counts them (CR 702.121a)
    ctx.emit("attackers_declared", player=active, attackers=list(chosen), defender=named[0] if len(named) == 1 else None,
             defenders=dict(chosen))  # fmt: skip
    if chosen:
        attacked(ctx, active)
        delayed.attacked(ctx, list(chosen))
    return True


def _pay_attack_tax(ctx: Ctx, frame: dict, active: str, chosen: dict[str, str]) -> bool | None:
    """CR 508.1g–h: the attacking player may pay the total (mana abilities activated automatically,
    the attackers without vigilance left out: they tap as they attack, 508.1f) or declare again.
    True once paid (or nothing to pay), False if declined, None while waiting."""
    state = ctx.state
    tax = sum(attack_tax(state, defender) for defender in chosen.values())
    if not tax:
        return True
    cost = Counter({"generic": tax})
    tapping = {a for a in chosen if not has_keyword(state, a, "vigilance")}
    plan = auto_sources(state, active, cost, sources=[s for s in mana_sources(state, active) if s[0] not in tapping])
    options = ([{"id": "pay", "label": t("mtg.option.pay_attack_tax", cost="{" + str(tax) + "}")}] if plan is not None else []) + \
        [{"id": "redeclare", "label": t("mtg.option.declare_attackers_again")}]  # fmt: skip
    ask = make_ask(t("mtg.prompt.attack_tax", cost="{" + str(tax) + "}"), options, default=[options[0]["id"]])
    choice = ctx.choose(frame, active, "choose_option", f"attack_tax:{frame.get('attack_tries', 0)}", ask)
    if choice is None:
        return None
    if choice[0] != "pay":
        return False
    for source, index, mana in plan:
        activate_mana_ability(ctx, source, index, mana)
    pay_from_pool(ctx, active, cost)
    return True


def _choose_defenders(ctx: Ctx, frame: dict, active: str, chosen: dict[str, str | None]) -> bool:
    """CR 506.2, 508.1b: the player each attacker attacks; with one opponent it is them, with
    more the active player chooses for each attacker in turn (one choice of a player each)."""
    for attacker in [a for a, defender in chosen.items() if defender is None]:
        # a goaded creature attacks a player other than those who goaded it, if it can (CR 701.15b)
        defenders = [p for p in ctx.opponents(active) if p not in goading_players(ctx.state, attacker)] or ctx.opponents(active)
        if len(defenders) == 1:
            chosen[attacker] = defenders[0]
            continue
        options = [{"id": p, "label": t("mtg.option.attack_player", player=p)} for p in defenders]
        ask = make_ask(t("mtg.prompt.attack_whom", card=card_label(ctx.state, attacker, active)), options, default=[defenders[0]])
        choice = ctx.choose(frame, active, "choose_option", f"attack:{attacker}", ask)
        if choice is None:
            return False
        chosen[attacker] = choice[0]
    return True


def _declare_blockers(ctx: Ctx, frame: dict, active: str) -> bool:
    """509.1: each defending player declares their blocks, in turn order (101.4); a creature
    blocks only a creature attacking its controller (506.2; 802, attacking multiple players)."""
    done = frame.setdefault("blocks_done", [])
    for defender in ctx.turn_order_from(active)[1:] if active in ctx.seats else list(ctx.seats):
        if defender in done:
            continue
        if not _blocks_of(ctx, frame, defender):
            return False
        done.append(defender)
    return True


def _blocks_of(ctx: Ctx, frame: dict, defender: str) -> bool:
    state = ctx.state
    attackers = [a for a in attacking(state) if combat(state)["attackers"][a]["defender"] == defender]
    if not attackers:
        return True
    pairs = [
        (b, a)
        for b in creatures(state, defender)
        if not state["cards"][b].get("tapped") and not cant_attack_or_block(state, b)
        for a in attackers
        if can_block_attacker(state, b, a)
    ]
    if not pairs:
        ctx.emit("blockers_declared", player=defender, blocks={})
        return True
    options = [{"id": f"{b}>{a}", "label": t("mtg.option.block", blocker=card_label(state, b, defender),
                                                attacker=card_label(state, a, defender))} for b, a in pairs]  # fmt: skip
    tries = frame.get("block_tries", 0)
    problem = frame.get("block_problem")
    prompt = t("mtg.prompt.blockers") if not problem else t("mtg.prompt.blockers_again", problem=t(problem))
    blockers = {b for b, _ in pairs}
    ask = make_ask(prompt, options, minimum=0, maximum=len(blockers), default=[])
    choice = ctx.choose(frame, defender, "choose_cards", f"blockers:{defender}:{tries}", ask, confirm=True)
    if choice is None:
        return False
    blocks = [tuple(option.split(">")) for option in choice]
    problem = _block_problem(state, blocks) or _requirement_problem(state, blocks, pairs)
    if problem:  # 509.1c: an illegal declaration is taken back and made again
        frame.update(block_tries=tries + 1, block_problem=problem)
        ctx.emit("blocks_refused", player=defender)
        return False
    frame.pop("block_problem", None)
    for blocker, attacker in blocks:
        combat(state)["blockers"][blocker] = attacker
        combat(state)["attackers"][attacker]["blocked"] = True  # 509.1h: stays blocked
    ctx.emit("blockers_declared", player=defender, blocks={b: a for b, a in blocks})
    return True


def _block_problem(state: dict, blocks: list[tuple[str, str]]) -> str | None:
    blockers = [b for b, _ in blocks]
    if len(set(blockers)) != len(blockers):
        return "mtg.block.one_attacker"
    for attacker in {a for _, a in blocks}:
        count = sum(1 for _, a in blocks if a == attacker)
        if has_keyword(state, attacker, "menace") and count < 2:
            return "mtg.block.menace"
        if count < _blockers_needed(state, attacker):
            return "mtg.block.at_least"
    return None


def _requirement_problem(state: dict, blocks: list[tuple[str, str]], pairs: list[tuple[str, str]]) -> str | None:
    """509.1c: the defending player obeys as many requirements as possible without breaking a
    restriction: each effect saying an attacker "must be blocked if able" is obeyed when some
    creature blocks it; the declaration must obey as many as the best legal one could."""
    demanding = {a: n for a in {a for _, a in pairs} if (n := block_requirements(state, a))}
    obeyed = sum(n for a, n in demanding.items() if a in {blocked for _, blocked in blocks})
    return "mtg.block.requirement" if demanding and obeyed < _most_obeyable(state, pairs, demanding) else None


def _most_obeyable(state: dict, pairs: list[tuple[str, str]], demanding: dict[str, int]) -> int:
    """The most requirements a legal declaration obeys: over each set of demanding attackers,
    whether distinct untapped creatures able to block them (509.1a) give each the number of
    blockers it needs (menace, "except by N or more")."""
    attackers = sorted(demanding)
    best = 0
    for mask in range(1, 1 << len(attackers)):
        chosen = [a for i, a in enumerate(attackers) if mask >> i & 1]
        weight = sum(demanding[a] for a in chosen)
        if weight > best and _blockable_together(state, pairs, chosen):
            best = weight
    return best


def _blockable_together(state: dict, pairs: list[tuple[str, str]], attackers: list[str]) -> bool:
    """A matching of blocker slots to distinct creatures (augmenting paths)."""
    slots = [a for a in attackers for _ in range(max(1, 2 if has_keyword(state, a, "menace") else 0, _blockers_needed(state, a)))]
    taken: dict[str, int] = {}  # blocker -> slot

    def place(slot: int, seen: set) -> bool:
        for blocker, attacker in pairs:
            if attacker == slots[slot] and blocker not in seen:
                seen.add(blocker)
                if blocker not in taken or place(taken[blocker], seen):
                    taken[blocker] = slot
                    return True
        return False

    return all(place(slot, set()) for slot in range(len(slots)))


def _blockers_needed(state: dict, attacker: str) -> int:
    """"Can't be blocked except by N or more creatures" (a static ability of the attacker)."""
    return max((a.blockers_at_least for a in definition(state, attacker).abilities if a.kind == "static"), default=0)


def blockers_of(state: dict, attacker: str) -> list[str]:
    return [b for b, a in combat(state)["blockers"].items() if a == attacker and on_battlefield(state, b)]


def _dealers(state: dict, first_step: bool) -> list[str]:
    """510.4: the first step has first and double strikers; the second has every creature that
    did not deal damage in the first, and the double strikers again."""
    first = set(combat(state)["first_strikers"])
    fighters = attacking(state) + [b for b in combat(state)["blockers"] if on_battlefield(state, b)]
    if first_step:
        return [c for c in fighters if c in first]
    return [c for c in fighters if c not in first or has_keyword(state, c, "double_strike")]


def _assign_all(ctx: Ctx, frame: dict, active: str) -> bool:
    state = ctx.state
    while frame["queue"]:
        dealer = frame["queue"][0]
        if on_battlefield(state, dealer) and attack_power(state, dealer) > 0:
            if dealer in combat(state)["attackers"]:
                if not _assign_attacker(ctx, frame, dealer, active):
                    return False
            else:
                attacker = combat(state)["blockers"][dealer]
                if on_battlefield(state, attacker):
                    frame["assigned"].append([combat_source(state, dealer), {"card": attacker}, attack_power(state, dealer)])
        frame["queue"].pop(0)
        frame.pop("split", None)
    return True


def _assign_attacker(ctx: Ctx, frame: dict, attacker: str, active: str) -> bool:
    state = ctx.state
    total = attack_power(state, attacker)
    source = combat_source(state, attacker)
    player = {"player": combat(state)["attackers"][attacker]["defender"]}
    if not combat(state)["attackers"][attacker]["blocked"]:
        frame["assigned"].append([source, player, total])
        return True
    blockers = blockers_of(state, attacker)
    trample = has_keyword(state, attacker, "trample")
    if not blockers:  # 702.19e
        if trample:
            frame["assigned"].append([source, player, total])
        return True
    split = frame.setdefault("split", {"left": total, "done": {}, "to_player": None})
    if trample and split["to_player"] is None:
        deathtouch = has_keyword(state, attacker, "deathtouch")
        lethal = sum(min(1, lethal_damage(state, b)) if deathtouch else lethal_damage(state, b) for b in blockers)
        most = max(0, total - lethal)
        amount = _choose_number(ctx, frame, active, f"trample:{attacker}", t("mtg.prompt.trample", card=card_label(state, attacker, active)), most)
        if amount is None:
            return False
        split.update(to_player=amount, left=total - amount)
    for blocker in blockers[:-1]:
        if blocker in split["done"]:
            continue
        prompt = t("mtg.prompt.divide", card=card_label(state, attacker, active), blocker=card_label(state, blocker, active), left=split["left"])
        amount = _choose_number(ctx, frame, active, f"divide:{attacker}:{blocker}", prompt, split["left"])
        if amount is None:
            return False
        split["done"][blocker] = amount
        split["left"] -= amount
    split["done"][blockers[-1]] = split["left"]
    for blocker, amount in split["done"].items():
        if amount:
            frame["assigned"].append([source, {"card": blocker}, amount])
    if split["to_player"]:
        frame["assigned"].append([source, player, split["to_player"]])
    return True


def _choose_number(ctx: Ctx, frame: dict, player: str, key: str, prompt: str, most: int) -> int | None:
    options = [{"id": str(n), "label": str(n)} for n in range(most + 1)]
    choice = ctx.choose(frame, player, "choose_number", key, make_ask(prompt, options, default=[str(most)]))
    return None if choice is None else int(choice[0])

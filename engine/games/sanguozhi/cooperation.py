"""Cooperative combat (协同进攻/协同防守, 807): 联破 attacking pairs and 仗枪 blocking pairs.

Only effects let Generals fight as a combat group (807.1): 联破 (802.20b) lets two attacking
Generals that both have it attack together, 仗枪 (802.19b) lets two blocking Generals that both
have it block together; groups are pairs (digest §12.2 item 15). A group is declared with the
attack or the defence (807.2-807.3) and has one target (807.1a): an attacking pair attacks the
defending player (not a 虎视 target), a blocking pair blocks one attacker or attacking pair. A
blocker blocks a group only if it may block every member (807.1d-e). A member that leaves combat
leaves the rest in it, still a group (807.1b).

The combat frame keeps the pairs in ``partners`` (each member names the other; attacking and
blocking pairs alike) beside ``blocks`` (each attacker → the first General blocking it), so an
attacker's unit is itself and its partner, and the Generals blocking it are its blocker and the
blocker's partner. Damage of a group (807.4): a group deals the sum of its members' ATK (807.4a);
the defending player splits what an attacking group deals among its blockers, then the attacking
player splits what the blockers deal among its attackers (807.4b). No member is assigned more once
it has lethal damage: the rest goes to 粮草 as overflow when a defending side takes it (807.4c), is
lost when an attacking group takes it (807.4d). The defending player also names which attacker
each point of overflow comes from (807.4c), which 掠夺 and 吕布军 read; the sources of the other
points have no effect in this engine and are not asked.
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .damage import lethal_assignment
from .stats import keyword_level
from .text import general_label
from .zones import GENERAL_SLOTS

JOINT_ATTACK = "联破"  # 802.20
SPEAR_WALL = "仗枪"  # 802.19
ALONE = "alone"
PAIR = "+"  # a blocking pair's option id: "<first>+<second>"


def partner(frame: dict, card_id: str | None) -> str | None:
    return frame.get("partners", {}).get(card_id)


def unit(frame: dict, attacker: str) -> list[str]:
    """The attacker and its 联破 partner, if any."""
    other = partner(frame, attacker)
    return [attacker] + ([other] if other else [])


def blockers_of(frame: dict, attacker: str) -> list[str]:
    """The Generals declared blocking the attacker (its unit): one, or a 仗枪 pair."""
    first = frame.get("blocks", {}).get(attacker)
    if first is None:
        return []
    other = partner(frame, first)
    return [first] + ([other] if other else [])


def fought(frame: dict) -> set[str]:
    """Everyone declared in this combat (807.1f: group members are attackers or blockers)."""
    blockers = set(frame.get("blocks", {}).values())
    return set(frame.get("attackers", [])) | blockers | {partner(frame, b) for b in blockers if partner(frame, b)}


def heads(frame: dict, order: list[str]) -> list[str]:
    """The first of each unit in ``order``: a pair is handled once, at its first member."""
    found: list[str] = []
    for attacker in order:
        if partner(frame, attacker) not in found:
            found.append(attacker)
    return found


def choose_attack_pairs(ctx: Ctx, frame: dict, active: str) -> bool:
    """807.2, 802.20b: each 联破 attacker may attack together with one other 联破 attacker."""
    state = ctx.state
    partners = frame.setdefault("partners", {})
    while frame["pair_index"] < len(frame["attackers"]):
        attacker = frame["attackers"][frame["pair_index"]]
        if attacker not in partners and keyword_level(state, attacker, JOINT_ATTACK) is not None:
            others = [c for c in frame["attackers"] if c != attacker and c not in partners and keyword_level(state, c, JOINT_ATTACK) is not None]
            if others:
                options = [{"id": ALONE, "label": t("sanguozhi.option.alone")}] + [{"id": c, "label": general_label(state, c, active)} for c in others]
                prompt = t("sanguozhi.prompt.joint_attack", attacker=general_label(state, attacker, active))
                choice = ctx.choose(frame, active, "choose_option", f"pair:{attacker}", make_ask(prompt, options, default=[ALONE]))
                if choice is None:
                    return False
                if choice[0] != ALONE:
                    partners[attacker], partners[choice[0]] = choice[0], attacker
        frame["pair_index"] += 1
    return True


def blocking_pairs(state: dict, singles: list[str]) -> list[str]:
    """802.19b: two Generals (not Formations) that may each block and both have 仗枪."""
    walls = [c for c in singles if state["cards"][c].get("slot") in GENERAL_SLOTS and keyword_level(state, c, SPEAR_WALL) is not None]
    return [f"{first}{PAIR}{second}" for i, first in enumerate(walls) for second in walls[i + 1 :]]


def declare_block(frame: dict, attacker: str, choice: str) -> None:
    """Record a single blocker or a blocking pair for the attacker's whole unit."""
    first, _, second = choice.partition(PAIR)
    for member in unit(frame, attacker):
        frame["blocks"][member] = first
    if second:
        frame["partners"][first], frame["partners"][second] = second, first


def choose_split(ctx: Ctx, frame: dict, player: str, key: str, members: list[str], total: int, dealt_by: str) -> list[int] | None:
    """807.4c-d: ``player`` splits ``total`` among ``members`` (one or two), none past its lethal
    damage, until all have it; returns the amounts (the rest overflows or is lost), None while
    asking. Each option also names the amount per General (``amounts``), which the AI reads."""
    state = ctx.state
    if key in frame["split"]:
        return frame["split"][key]
    caps = [lethal_assignment(state, m, dealt_by, total) for m in members]
    assigned = min(total, sum(caps))
    if len(members) == 1:
        return [assigned]
    low, high = max(0, assigned - caps[1]), min(assigned, caps[0])
    if low < high:
        first, second = (general_label(state, m, player) for m in members)
        options = [{"id": str(n), "label": t("sanguozhi.option.split", first=first, n=n, second=second, m=assigned - n),
                    "amounts": {members[0]: n, members[1]: assigned - n}} for n in range(high, low - 1, -1)]  # fmt: skip
        prompt = t("sanguozhi.prompt.split", total=total, rest=total - assigned)
        choice = ctx.choose(frame, player, "choose_option", key, make_ask(prompt, options, default=[options[0]["id"]]))
        if choice is None:
            return None
        low = int(choice[0])
    frame["split"][key] = [low, assigned - low]
    return frame["split"][key]


def choose_sources(ctx: Ctx, frame: dict, player: str, key: str, attackers: list[str], amounts: list[int], overflow: int) -> list[int] | None:
    """807.4c: which attacker each point of overflow comes from, none more than it dealt."""
    if key in frame["split"]:
        return frame["split"][key]
    if len(attackers) == 1:
        return [overflow]
    low, high = max(0, overflow - amounts[1]), min(overflow, amounts[0])
    if low < high:
        first, second = (general_label(ctx.state, a, player) for a in attackers)
        options = [{"id": str(n), "label": t("sanguozhi.option.split", first=first, n=n, second=second, m=overflow - n)} for n in range(high, low - 1, -1)]
        choice = ctx.choose(frame, player, "choose_option", key, make_ask(t("sanguozhi.prompt.sources", overflow=overflow), options, default=[options[-1]["id"]]))
        if choice is None:
            return None
        low = int(choice[0])
    frame["split"][key] = [low, overflow - low]
    return frame["split"][key]

"""守护 Protect (802.26): damage an enemy deals to a General may go to a 守护 General instead.

"如果己方场上将领将要受到敌方对其造成的伤害，则可改为未在战斗中的守护将领受到该伤害" (802.26b) is a
replacement (改为, 710) its controller may apply: before damage lands, the controller of each
General about to be damaged by an enemy is asked whether one of their 守护 Generals (or their
formed 守护 Formation, which takes permanent damage as combat damage, 802.26c) takes it.
The 守护 card must be face up on the same field, not in combat (802.26b), able to receive that
damage itself (802.26f: not one whose damage of that kind would be prevented), and it takes damage
from one source only (802.26e: one redirection per 守护 General in a damage event). Redirected
damage is not redirected again (802.26g) and the receiving side's modifications of the 守护
card apply (117.4c). Overflow to 粮草 was assigned before (802.26d: protected damage makes
none).

Every damage an effect or a combat deals to Generals goes through the ``deal_damage`` procedure:
a list of items {"card", "amount", "kind", "dealt_by"} landing together (610.5).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cooperation import fought
from .damage import damage_general, next_choice, reduction
from .formation_state import SLOT as FORMATION
from .formation_state import formed
from .procs import PROCS
from .stats import controller_of, keyword_level
from .teams import are_enemies
from .text import general_label
from .zones import GENERAL_SLOTS, generals

GUARD = "守护"
NO_GUARD = "no_guard"


def combatants(state: dict) -> set[str]:
    """The attackers and blockers of the combat under way, if any (606.3-606.5, 807.1f)."""
    return {c for frame in state["frames"] if frame["proc"] == "combat" for c in fought(frame)}


def guard_candidates(state: dict, item: dict, busy: set[str]) -> list[str]:
    target, dealt_by = item["card"], item["dealt_by"]
    if item["amount"] <= 0 or state["cards"][target].get("face_down") or state["cards"][target].get("slot") not in GENERAL_SLOTS:
        return []  # 802.26b: a General about to receive damage
    controller = controller_of(state, target)
    if not are_enemies(state, controller, dealt_by):
        return []  # 802.26b: damage an enemy deals
    formation = formed(state, controller)
    guards = [*generals(state, controller), *([formation] if formation else [])]
    return [g for g in guards if g != target and g not in busy and keyword_level(state, g, GUARD) is not None
            and reduction(state, g, item["kind"], dealt_by) is not None]  # fmt: skip


def deal_damage(ctx: Ctx, items: list[dict], in_combat: set[str] | None = None) -> None:
    """Deal these damages together, after their controllers' 守护 choices; ``in_combat`` names the
    combatants when the caller's combat is already over by the time they land."""
    busy = combatants(ctx.state) if in_combat is None else in_combat
    ctx.push("deal_damage", items=items, index=0, used=[], busy=sorted(busy))


@PROCS.proc("deal_damage")
def deal_damage_proc(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    busy = set(frame["busy"])
    while frame["index"] < len(frame["items"]):
        item = frame["items"][frame["index"]]
        if ctx.exists(item["card"]):
            candidates = guard_candidates(state, item, busy | set(frame["used"]))
            if candidates:
                player = controller_of(state, item["card"])
                # Each option names who would receive the damage (``card``, ``amount``): the AI reads it.
                options = [{"id": g, "label": general_label(state, g, player), "card": g, "amount": item["amount"]} for g in candidates]
                options.append({"id": NO_GUARD, "label": t("sanguozhi.option.no_guard"), "card": item["card"], "amount": item["amount"]})
                prompt = t("sanguozhi.prompt.guard", card=general_label(state, item["card"], player), amount=item["amount"])
                choice = ctx.choose(frame, player, "choose_option", f"guard:{frame['index']}", make_ask(prompt, options, default=[NO_GUARD]), confirm=True)
                if choice is None:
                    return
                if choice[0] != NO_GUARD:
                    ctx.emit("damage_guarded", card=item["card"], guard=choice[0], amount=item["amount"],
                             definition=state["cards"][choice[0]]["def"], protected=state["cards"][item["card"]]["def"])  # fmt: skip
                    item["card"] = choice[0]
                    frame["used"].append(choice[0])
                    if state["cards"][choice[0]]["slot"] == FORMATION:
                        item["kind"] = "combat"  # 802.26c
            if not choose_order(ctx, frame, item):
                return
        frame["index"] += 1
    ctx.pop(frame)
    for item in frame["items"]:
        if ctx.exists(item["card"]) and ctx.card(item["card"])["zone"].endswith(".field"):
            damage_general(ctx, item["card"], item["amount"], item["kind"], item["dealt_by"], item.get("order"), item.get("source"))


def choose_order(ctx: Ctx, frame: dict, item: dict) -> bool:
    """712.1, 712.1e: while the order of the modifications matters, the damaged General's
    controller chooses which applies next; False while asking."""
    state, target = ctx.state, item["card"]
    order = item.setdefault("order", [])
    while left := next_choice(state, target, item["dealt_by"], {"amount": item["amount"], "kind": item["kind"]}, order):
        player = controller_of(state, target)
        options = [{"id": m["id"], "label": m["text"]} for m in left]
        prompt = t("sanguozhi.prompt.modification_order", card=general_label(state, target, player), amount=item["amount"])
        choice = ctx.choose(frame, player, "choose_option", f"order:{frame['index']}:{len(order)}", make_ask(prompt, options, default=[options[0]["id"]]), confirm=True)
        if choice is None:
            return False
        order.append(choice[0])
    return True

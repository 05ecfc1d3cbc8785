"""Abilities of Generals (108.3): [ENTER] and [FLIP] skills, activated abilities, and the keyword
talents that are one of those (802.3).

Skills (上场技能 703.5a, 翻转技能 703.5c) trigger when the General enters the field face up from
the chain: dispatched ([ENTER]) or flipped ([FLIP]); a flip is not an entry (113.3). Their
targets are designated when the General is dispatched or flipped (701.2g, 110.1d; digest §12.2
item 11 for cards of current sets) and checked again when the skill resolves: if all are illegal
the skill does nothing, the General stays (705.4a). A skill with a role symbol triggers only when the General enters in that role (105.9b,
105.9d). Skills are triggered effects: no chain, ordered active player first (703.3, keywords.py).

Activated abilities (启动式, 702) go onto the chain: [TAP] and [NORMAL] in the controller's main
process, [FAST] at any time, always with the action right and an empty chain (105.4-105.6). The
cost is paid in full when it is used (108.5c, 702.2c-d): [TAP] taps the General, then 粮 and
discards. A limit counts uses per turn (105.12b, digest §12.2 item 18) on the card, and the count
follows it off the field and back, face down and up, and to another controller (808.3,
actions.KEPT_ON_THE_WAY). On resolution the targets are checked again; all
illegal and the ability is removed (804.5u). An ability resolves even if its General is gone, but
a step the General itself performs (its damage, heal or boost) then does nothing (108.8a, 705.3).

Keyword talents as abilities: 援军 (802.7) [ENTER] search a 虎符 Authority; 毒箭 X (802.9) [ENTER]
and 暗箭 X (802.10) [FLIP] may deal X permanent damage to a designated enemy General; 愈术 X (802.4)
[TAP] with −2 粮: remove X permanent damage from a designated own General that has some; 先知 X
(802.16) [TAP]: arrange the top X cards of the deck; 相术 X (802.6) [ENTER]: arrange the top X,
then draw 1; 威凛 (802.8) [ENTER]: may return a designated enemy Lieutenant with a lower
requirement total to hand. The white paper's text lost the icons of 愈术, 先知, 相术 and 威凛
(digest §9.1); the symbols used are the digest's readings.
"""

from functools import cache

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask
from engine.core.triggers import add_trigger

from . import deploy
from .actions import change_provisions, tap
from .cards import Ability, Arrange, Bounce, Cost, Damage, Draw, Heal, Keyword, Search, Target, card_db
from .effects import face_up_in_place, run_steps
from .options import option
from .procs import PROCS
from .stats import SKILLS_PENDING, ability_exists, controller_of, growth_met, own_effects_on, skill_resolved
from .stratagems import legal_target, legal_targets
from .text import card_label, keyword_text, target_label
from .zones import generals, zone

SKILL = "skill"  # the ability name of a skill's trigger (keywords.py resolves triggers)
SOURCE_ACTS = frozenset({"damage", "heal", "boost"})  # steps the General itself performs (108.8a)
HEAL_COST = 2  # 愈术: −2 粮 (802.4b)


def keyword_ability(keyword: Keyword) -> Ability | None:
    """The ability a keyword talent stands for (802.3), None for the combat and static ones."""
    text = keyword_text(keyword)
    enemy = Target(kind="general", side="enemy")
    if keyword.name in ("毒箭", "暗箭"):
        kind = "enter" if keyword.name == "毒箭" else "flip"
        return Ability(kind=kind, text=text, optional=True, target=enemy, steps=[Damage(step="damage", amount=keyword.level, kind="permanent")])
    if keyword.name == "威凛":  # 802.8; [ENTER] is the digest's reading (§9.1)
        weaker = Target(kind="general", side="enemy", role="lieutenant", weaker=True)
        return Ability(kind="enter", text=text, optional=True, target=weaker, steps=[Bounce(step="bounce")])
    if keyword.name == "援军":
        return Ability(kind="enter", text=text, steps=[Search(step="search", card="tiger")])
    if keyword.name == "先知":  # 802.16; its icon is lost, [TAP] is the digest's reading (§9.1)
        return Ability(kind="activated", text=text, speed="tap", steps=[Arrange(step="arrange", count=keyword.level)])
    if keyword.name == "相术":  # 802.6; [ENTER] is the digest's reading (§9.1)
        return Ability(kind="enter", text=text, steps=[Arrange(step="arrange", count=keyword.level), Draw(step="draw", count=1)])
    if keyword.name == "愈术":
        return Ability(kind="activated", text=text, speed="tap", cost=Cost(provisions=HEAL_COST),
                       target=Target(kind="general", side="own", damaged=True), steps=[Heal(step="heal", amount=keyword.level)])  # fmt: skip
    return None


@cache
def abilities_of(definition_id: str) -> tuple[Ability, ...]:
    """The printed abilities, then those of its keyword talents; an ability is known by its index."""
    definition = card_db()[definition_id]
    talents = [ability.model_copy(update={"growth": keyword.growth}) for keyword in definition.keywords  # 105.11: its growth symbol
               if (ability := keyword_ability(keyword)) is not None]  # fmt: skip
    return (*definition.abilities, *talents)


def ability_of(state: dict, card_id: str, index: int) -> Ability:
    return abilities_of(state["cards"][card_id]["def"])[index]


# Skills ([ENTER], [FLIP])


def skills(definition_id: str, kind: str, slot: str) -> list[tuple[int, Ability]]:
    return [(i, a) for i, a in enumerate(abilities_of(definition_id)) if a.kind == kind and (a.role is None or a.role == slot)]


@PROCS.proc("declare_skills")
def declare_skills(ctx: Ctx, frame: dict) -> None:
    """701.2g: designate the targets of the General's skills as it is dispatched or flipped (or,
    placed or flipped by an effect, as they trigger: 110.1d, which is the same moment). A
    skill with no legal target is not asked (it will not trigger, 703.3b); an optional one (可)
    may designate nothing."""
    player, card_id = frame["player"], frame["card"]
    kind = "flip" if frame["mode"] in ("flip", "effect_flip") else "enter"
    slot = frame["slot"]
    chosen = frame.setdefault("skills", {})
    for index, ability in skills(ctx.card(card_id)["def"], kind, slot):
        if ability.target is None or str(index) in chosen:
            continue
        candidates = legal_targets(ctx.state, player, ability.target, source=ctx.card(card_id)["def"])
        options = [{"id": c, "label": target_label(ctx.state, c, player)} for c in candidates]
        if not options:
            chosen[str(index)] = []
            continue
        ask = make_ask(t("sanguozhi.prompt.skill_target", card=card_label(ctx.state, card_id), ability=ability.text), options,
                       minimum=0 if ability.optional else 1, optional=ability.optional)  # fmt: skip
        choice = ctx.choose(frame, player, "choose_targets", f"skill:{index}", ask)
        if choice is None:
            return
        chosen[str(index)] = choice
    ctx.pop(frame)
    if frame["mode"] == "flip":
        deploy.flip(ctx, player, card_id, frame["tally"], chosen)
    elif frame["mode"] == "effect_flip":  # 703.5c: flipped where it is, by an effect
        face_up_in_place(ctx, card_id)
        ctx.emit("general_flipped", player=player, card=card_id, definition=ctx.card(card_id)["def"])
        skills_trigger(ctx, card_id, {"controller": player, "slot": slot, "flipped": True, "skills": chosen})
    elif frame["mode"] == "place":
        place(ctx, {"controller": player, "card": card_id, "slot": slot, "face_down": False, "skills": chosen})
    else:
        deploy.dispatch(ctx, player, card_id, slot, face_up=True, skills=chosen)


def flip_by_effect(ctx: Ctx, card_id: str) -> None:
    """703.7a, 703.5c: a delayed flip resolves: the General, still on the field face down, turns
    face up in its slot (no chain, no 虎符) and its [FLIP] skills trigger, their targets designated
    now by its controller (110.1d)."""
    card = ctx.state["cards"].get(card_id)
    if card is None or not card["zone"].endswith(".field") or not card.get("face_down"):
        return
    ctx.push("declare_skills", player=controller_of(ctx.state, card_id), card=card_id, mode="effect_flip", slot=card["slot"])


def skills_trigger(ctx: Ctx, card_id: str, link: dict) -> None:
    """703.5a, 703.5c: a face-up General arriving from the chain triggers its [ENTER] skills, or
    its [FLIP] skills when it was flipped (113.3: a flip is not an entry)."""
    kind = "flip" if link.get("flipped") else "enter"
    chosen = link.get("skills", {})
    for index, ability in skills(ctx.card(card_id)["def"], kind, link["slot"]):
        targets = chosen.get(str(index), [])
        if ability.target is not None and not targets or not growth_met(ctx.state, link["controller"], ability.growth):
            continue  # nothing designated, or its growth symbol unmet: it does not trigger (703.3b, 706.3, 105.11)
        add_trigger(ctx, link["controller"], card_id, SKILL, index=index, targets=targets, definition=ctx.card(card_id)["def"])
        ctx.card(card_id)[SKILLS_PENDING] = ctx.card(card_id).get(SKILLS_PENDING, 0) + 1  # 703.5d


def place(ctx: Ctx, link: dict) -> None:
    """500.1c: a placed General enters its slot at once, without the chain; face up, its [ENTER]
    skills trigger as for a General arriving from the chain (703.5a)."""
    card_id = deploy.general_enters(ctx, link)
    if not link["face_down"]:
        skills_trigger(ctx, card_id, link)


def resolve_skill(ctx: Ctx, trigger: dict) -> None:
    data = trigger["data"]
    ability = abilities_of(data["definition"])[data["index"]]
    ctx.emit("skill_triggered", card=trigger["source"], definition=data["definition"], ability=ability.text)
    run(ctx, trigger["controller"], ability, data["targets"], trigger["source"], data["definition"], arrival=True)


def resolve_triggered(ctx: Ctx, trigger: dict) -> None:
    """703.2, triggered.py: the steps of a 当/每当 ability; one whose General has left the field
    still resolves, without the steps the General itself performs (108.8a, 703.5b)."""
    data = trigger["data"]
    ability = abilities_of(data["definition"])[data["index"]]
    ctx.emit("skill_triggered", card=trigger["source"], definition=data["definition"], ability=ability.text)
    run(ctx, trigger["controller"], ability, [], trigger["source"], data["definition"])


def skill_label(trigger: dict) -> str:
    return abilities_of(trigger["data"]["definition"])[trigger["data"]["index"]].text


def run(ctx: Ctx, player: str, ability: Ability, designated: list[str], source: str, definition: str, arrival: bool = False) -> None:
    """705.2a, 705.4a: the targets still legal; all illegal and nothing happens (a skill fails, an
    ability on the chain is removed, 804.5u); then the steps in order (705.2c). Once an
    ``arrival`` skill is done, its General's statics may start (703.5d)."""
    targets = [c for c in designated if legal_target(ctx.state, player, ability.target, c, source=definition)]
    if designated and not targets:
        ctx.emit("ability_fizzled", card=source, ability=ability.text)
        if arrival:
            skill_resolved(ctx.state, source)
        return
    card = ctx.state["cards"].get(source)
    present = card is not None and card["zone"].endswith(".field") and not card.get("face_down")
    steps = [step for step in ability.steps if present or step.step not in SOURCE_ACTS]  # 108.8a
    run_steps(ctx, player, steps, targets, source, wake=source if arrival else None)


# Activated abilities


def provisions_cost(state: dict, player: str, cost: Cost) -> int:
    """702.2c: the 粮 of a cost after the changes to it: the ``cost_less`` statics of the player's
    face-up Generals whose effects work; never below 0. Paid at once, it is locked."""
    less = sum(a.cost_less for card_id in generals(state, player) if not state["cards"][card_id].get("face_down") and own_effects_on(state, card_id)
               for a in card_db()[state["cards"][card_id]["def"]].abilities if a.cost_less and ability_exists(state, card_id, a))  # fmt: skip
    return max(0, cost.provisions - less) if cost.provisions else 0


def affordable(state: dict, player: str, cost: Cost) -> bool:
    """108.5c: the cost must be payable in full: the cards to discard, and the 粮 unless the
    option `provisions_cost_needs_provisions` lets a 粮 cost take 粮草 below 0 (105.1b)."""
    provisions_ok = not option(state, "provisions_cost_needs_provisions") or state["players"][player]["provisions"] >= provisions_cost(state, player, cost)
    return provisions_ok and len(state["zones"][zone(player, "hand")]["cards"]) >= cost.discard


def usable(state: dict, player: str, card_id: str, index: int, *, main: bool) -> bool:
    card = state["cards"][card_id]
    ability = ability_of(state, card_id, index)
    if ability.kind != "activated" or card.get("face_down") or not ability_exists(state, card_id, ability) or not own_effects_on(state, card_id):
        return False  # 105.9a, 502.6
    if ability.speed != "fast" and not main:  # 105.4-105.5
        return False
    if ability.speed == "tap" and card.get("tapped"):  # 111.1e
        return False
    if ability.per_turn is not None and card.get("uses", {}).get(str(index), 0) >= ability.per_turn:  # 105.12b
        return False
    if not affordable(state, player, ability.cost):
        return False
    return ability.target is None or bool(legal_targets(state, player, ability.target, source=card["def"]))


def ability_options(state: dict, player: str, *, main: bool) -> list[tuple[str, int]]:
    """(General, ability index) for every activated ability ``player`` may use now (empty chain)."""
    if state["stack"]:
        return []
    return [(card_id, index) for card_id in generals(state, player) if controller_of(state, card_id) == player
            for index in range(len(abilities_of(state["cards"][card_id]["def"]))) if usable(state, player, card_id, index, main=main)]  # fmt: skip


@PROCS.proc("use_ability")
def use_ability(ctx: Ctx, frame: dict) -> None:
    """702.2: designate targets (e), then pay the locked cost (c-d: [TAP] first, then 粮, then
    discards), then the ability goes to the end of the chain, apart from its General (a)."""
    player, card_id, index = frame["player"], frame["card"], frame["index"]
    ability = ability_of(ctx.state, card_id, index)
    if ability.target is not None and "targets" not in frame:
        candidates = legal_targets(ctx.state, player, ability.target, source=ctx.card(card_id)["def"])
        options = [{"id": c, "label": target_label(ctx.state, c, player)} for c in candidates]
        choice = ctx.choose(frame, player, "choose_targets", "target", make_ask(t("sanguozhi.prompt.skill_target", card=card_label(ctx.state, card_id), ability=ability.text), options))
        if choice is None:
            return
        frame["targets"] = choice
    discards: list[str] = []
    if ability.cost.discard:
        options = [{"id": c, "label": card_label(ctx.state, c)} for c in ctx.zone(zone(player, "hand"))]
        ask = make_ask(t("sanguozhi.prompt.cost_discard", count=ability.cost.discard), options, minimum=ability.cost.discard, maximum=ability.cost.discard)
        discards = ctx.choose(frame, player, "choose_cards", "cost_discard", ask)
        if discards is None:
            return
    ctx.pop(frame)
    if ability.speed == "tap":
        tap(ctx, card_id)
    if paid := provisions_cost(ctx.state, player, ability.cost):  # 702.2c: locked now
        change_provisions(ctx, player, -paid, reason="cost")
    for discard in discards:
        ctx.move(discard, zone(player, "graveyard"), reason="discard")
    uses = ctx.card(card_id).setdefault("uses", {})
    uses[str(index)] = uses.get(str(index), 0) + 1
    targets = frame.get("targets", [])
    ctx.state["stack"].append({"id": ctx.new_id("link"), "kind": "ability", "controller": player, "source": card_id,
                               "definition": ctx.card(card_id)["def"], "index": index, "targets": targets})  # fmt: skip
    ctx.emit("ability_used", player=player, card=card_id, definition=ctx.card(card_id)["def"], ability=ability.text, targets=targets)


def resolve_ability(ctx: Ctx, link: dict) -> None:
    ability = abilities_of(link["definition"])[link["index"]]
    ctx.emit("ability_resolved", card=link["source"], definition=link["definition"], ability=ability.text)
    run(ctx, link["controller"], ability, link["targets"], link["source"], link["definition"])

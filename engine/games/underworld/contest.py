"""The contest phase (对抗阶段, F:3.2–3.4, G:对抗阶段 p3): regions 1, 2, 3 in order, each with
its investigation, battle and influence contests (digest §7).

Each contest: sum the icons of that kind on each side's ready cards there (3.2.x.1); the higher
sum wins by the margin X and takes the reward at once, with no stack (3.2.x.2a); a non-zero tie
lets the first player use the first-player privilege once per turn (pay 1: a win by 1,
3.2.x.2b); 0–0 did not happen (3.2.x.2c). Then the contest's triggers (3.2.x.3; 威名 after
battle, 声望 after the region's last influence contest) and a priority window (3.2.x.4).
"""

from collections import Counter

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.priority import open_window
from engine.core.requests import make_ask

from .costs import available, pay
from .library import draw, look_and_arrange
from .options import option
from .permanents import ask_damage_triggers, attachments_on, deal_damage, destroy
from .procs import PROCS
from .regions import add_influence
from .stats import (
    active_icons,
    characters_in,
    continuous_sources,
    first_player,
    icons,
    is_character,
    keywords,
    modifiers,
    region_flags,
    restricted,
    sources_fixed,
    subtypes,
)
from .text import card_label
from .triggers import add_ability_trigger, collect_card_triggers, collect_flow_triggers, fire_next_time
from .zones import SLOTS, area_cards, controller_of, is_hidden_agent, region_in

KINDS = ("investigation", "battle", "influence")


def contest_kinds(state: dict, slot: int) -> list[str]:
    """The printed order (digest A37: the same on every region), with the rules cards set:
    陷入疯狂的人群 skips investigation (JC098), 约翰·F·纳特里 adds an influence contest (JC067);
    this turn only, 停战协议 skips them all (JC118), 凯特琳女士 the battle (XQ51)."""
    flags = {flag for flag, _ in region_flags(state, slot)}
    skipped = skipped_this_turn(state, slot)
    if "all" in skipped:
        return []
    kinds = [k for k in KINDS if not (k == "investigation" and "skip_investigation" in flags) and k not in skipped]
    if "extra_influence_contest" in flags and "influence" not in skipped:
        kinds.append("influence")
    return kinds


def skipped_this_turn(state: dict, slot: int) -> set[str]:
    """Contest kinds (or "all") the region skips this turn by resolved effects; one that begins to
    be skipped during the region's contests is skipped from then on (LC11)."""
    return {m["flag"].partition(":")[2] for m in modifiers(state, region_in(state, slot))
            if m.get("flag", "").startswith("skip_contest:")}  # fmt: skip


def contests_won_by_fewer(state: dict, slot: int) -> set[str]:
    """Contest kinds the side with fewer icons wins there this turn, by the same margin (WM065)."""
    return {m["flag"].partition(":")[2] for m in modifiers(state, region_in(state, slot))
            if m.get("flag", "").startswith("fewer_icons_win:")}  # fmt: skip


def participants(state: dict, slot: int, kind: str) -> dict[str, list[str]]:
    """Each side's ready cards there with an active icon of that kind (G:调查对抗 p3: "带有图标且
    未横置"; hidden agents take part with their one icon, digest A3; a white icon out of work
    counts as "带有" only with option `idle_white_icons_take_part`, digest A21). An attachment with
    icons of its own ("能力图标：［黑星］", BQ041) takes part for its controller (G:横置 p5: "已横置的角色或附属
    不能再参与对抗", digest A23)."""
    flags = region_flags(state, slot)
    idle_white_icons_take_part = option(state, "idle_white_icons_take_part")  # digest A21
    found: dict[str, list[str]] = {p: [] for p in state["seats"]}
    for card_id in area_cards(state, slot):
        card = state["cards"][card_id]
        if card.get("exhausted") or restricted(state, card_id, "cannot_contest"):
            continue
        controller = controller_of(state, card_id)
        if is_hidden_agent(state, card_id):
            if not option(state, "hidden_agents_contest"):
                continue
            if kind == "influence" and any(f == "enemy_agents_skip_influence" and who != controller for f, who in flags):
                continue  # 范·弥尔顿 (JC023)
        if active_icons(state, card_id, kind) > 0 or (idle_white_icons_take_part and icons(state, card_id)[1][kind] > 0):
            found[controller].append(card_id)
    return found


def totals(state: dict, taking_part: dict[str, list[str]], kind: str) -> dict[str, int]:
    return {p: sum(active_icons(state, c, kind) for c in cards) for p, cards in taking_part.items()}


@PROCS.proc("contest_phase")
def contest_phase(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    while frame.setdefault("slot", 1) <= len(SLOTS):
        slot = frame["slot"]
        skip = region_in(state, slot) is None or (
            option(state, "mid_contest_region_win") == "skip" and slot in state["turn"]["won_slots"]
        )
        if "kinds" not in frame:  # decided once, when the region's contests begin
            frame["kinds"] = [] if skip else contest_kinds(state, slot)
        kinds = frame["kinds"]
        if frame.setdefault("k", 0) >= len(kinds):
            frame.update(slot=slot + 1, k=0, phase="count", took_part={})
            frame.pop("kinds")
            continue
        if not run_contest(ctx, frame, slot, kinds[frame["k"]], last=frame["k"] == len(kinds) - 1):
            return
    ctx.pop(frame)


def count_contest(state: dict, slot: int, kind: str) -> tuple[dict[str, list[str]], dict[str, int], bool] | None:
    """(each side's cards taking part, their icon totals, whether the most icons win) of a contest
    about to be counted, or None when it does not happen: its region was won and the world library
    ran out (digest A9), or it is skipped (LC11). Every card's facts are read once (the state does
    not change while counting)."""
    with sources_fixed(state):
        if region_in(state, slot) is None or kind in skipped_this_turn(state, slot):
            return None
        taking_part = participants(state, slot, kind)
        return taking_part, totals(state, taking_part, kind), kind not in contests_won_by_fewer(state, slot)  # WM065


def run_contest(ctx: Ctx, frame: dict, slot: int, kind: str, last: bool) -> bool:
    """One contest step; True when it is over (its window closed), False while waiting."""
    state = ctx.state
    phase = frame.setdefault("phase", "count")
    fp = first_player(state)
    if phase == "count":
        counted = count_contest(state, slot, kind)
        if counted is None:
            frame.update(k=frame["k"] + 1, phase="count")
            return True
        taking_part, sums, most_wins = counted
        ctx.emit("contest_counted", slot=slot, kind=kind, totals=sums)
        took_part = frame.setdefault("took_part", {})
        for player, cards in taking_part.items():
            took_part.setdefault(player, [])
            took_part[player] += [c for c in cards if c not in took_part[player]]
        frame["contest"] = {"kind": kind, "totals": sums, "taking_part": taking_part, "winner": None, "margin": 0}
        values = sorted(sums.values(), reverse=True)
        if values[0] == 0:
            ctx.emit("contest_result", slot=slot, kind=kind, result="none")
            frame["phase"] = "triggers"
        elif values[0] == values[1]:
            frame["phase"] = "privilege"
        else:
            winner = (max if most_wins else min)(sums, key=lambda p: sums[p])
            frame["contest"].update(winner=winner, margin=values[0] - values[1])
            ctx.emit("contest_result", slot=slot, kind=kind, result="win", player=winner, margin=values[0] - values[1])
            frame["phase"] = "reward"
    if frame["phase"] == "privilege" and not privilege(ctx, frame, slot, kind, fp):
        return False
    if frame["phase"] == "reward":
        if not reward(ctx, frame, slot):
            return False
        frame["phase"] = "triggers"
    if frame["phase"] == "triggers":
        contest_triggers(ctx, frame, slot, last)
        frame["phase"] = "window"
        open_window(ctx, fp)  # 3.2.x.4
        return False
    # the window closed: the step ends and unspent cost is lost
    for player in ctx.seats:
        ctx.player(player)["pool"] = 0
    frame.update(k=frame["k"] + 1, phase="count")
    frame.pop("contest", None)
    return True


def privilege(ctx: Ctx, frame: dict, slot: int, kind: str, fp: str) -> bool:
    """先手标志特权 (G:先手标志特权 p9, F:3.2.1.2b): once per turn, pay 1 and show the key; no stack.
    Offered only when he can pay (digest A35)."""
    state = ctx.state
    turn = state["turn"]
    contest = frame["contest"]
    if "use" not in contest:
        if turn["privilege_used"] or available(state, fp) < 1:
            contest["use"] = False
        else:
            options = [{"id": "yes", "label": t("underworld.option.privilege")}, {"id": "no", "label": t("option.no")}]
            prompt = t("underworld.prompt.privilege", slot=slot, kind=t(f"underworld.contest.{kind}"))
            choice = ctx.choose(frame, fp, "yes_no", f"privilege:{slot}:{frame['k']}", make_ask(prompt, options, default=["no"]), confirm=True)
            if choice is None:
                return False
            contest["use"] = choice == ["yes"]
    if contest["use"]:
        if not pay(ctx, frame, fp, 1, f"privilege:{slot}:{frame['k']}"):
            return False
        turn["privilege_used"] = True
        contest.update(winner=fp, margin=1)
        ctx.emit("privilege_used", player=fp, slot=slot, kind=kind)
        frame["phase"] = "reward"
    else:
        ctx.emit("contest_result", slot=slot, kind=kind, result="tie")
        frame["phase"] = "triggers"
    return True


def reward(ctx: Ctx, frame: dict, slot: int) -> bool:
    """The winner's reward: mandatory, no stack (F:获得…奖励的流程)."""
    contest = frame["contest"]
    winner, margin, kind = contest["winner"], contest["margin"], contest["kind"]
    if kind == "investigation":  # look at X, arrange, then draw 1 (it is a draw, digest A44)
        if not look_and_arrange(ctx, frame, winner, margin, f"investigate:{slot}:{frame['k']}"):
            return False
        draw(ctx, winner)
        return True
    if kind == "influence":
        return influence_reward(ctx, frame, slot, winner, margin)
    return battle_reward(ctx, frame, slot, winner, margin)


def influence_reward(ctx: Ctx, frame: dict, slot: int, winner: str, margin: int) -> bool:
    """X influence tokens there (F:获得势力奖励 2.1–2.2); option `influence_reward` (digest A19)
    decides whether the winner may decline them."""
    if option(ctx.state, "influence_reward") == "may":
        options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
        ask = make_ask(t("underworld.prompt.influence_reward", slot=slot, count=margin), options, default=["yes"])
        choice = ctx.choose(frame, winner, "yes_no", f"influence:{slot}:{frame['k']}", ask, confirm=True)
        if choice is None:
            return False
        if choice == ["no"]:
            return True
    add_influence(ctx, slot, winner, margin)
    return True


def battle_reward(ctx: Ctx, frame: dict, slot: int, winner: str, margin: int) -> bool:
    """X damage, plus 杀伤 of the winner's participants (option `carnage_stacking`, digest A18),
    assigned freely among enemy characters there, all of it when one exists, then dealt at once
    (F:战斗奖励 2.1–2.3). Each point is one choice of a character, never a list of combinations."""
    state = ctx.state
    contest = frame["contest"]
    replaced = agent_instead_of_battle_damage(ctx, frame, slot, winner)
    if replaced is None:
        return False
    if replaced:
        return True
    if "assigned" not in contest:
        carnage = [keywords(state, c).get("carnage", 0) for c in contest["taking_part"][winner] if not is_hidden_agent(state, c)]
        extra = max(carnage, default=0) if option(state, "carnage_stacking") == "max" else sum(carnage)
        contest.update(assigned={}, damage=margin + extra)
    enemies = [c for c in characters_in(state, slot) if controller_of(state, c) != winner]
    assigned = contest["assigned"]
    while enemies and sum(assigned.values()) < contest["damage"]:
        point = sum(assigned.values())
        options = [{"id": c, "label": card_label(state, c, winner) + (f"（+{assigned[c]}）" if c in assigned else "")} for c in enemies]
        ask = make_ask(t("underworld.prompt.assign_damage", left=contest["damage"] - point), options)
        choice = ctx.choose(frame, winner, "choose_targets", f"battle:{slot}:{frame['k']}:{point}", ask)
        if choice is None:
            return False
        assigned[choice[0]] = assigned.get(choice[0], 0) + 1
    if not ask_damage_triggers(ctx, frame, contest, assigned, battle=True):
        return False
    for card_id, amount in assigned.items():
        deal_damage(ctx, card_id, amount, contest["damage_uses"], battle=True)
    return True


def agent_instead_of_battle_damage(ctx: Ctx, frame: dict, slot: int, winner: str) -> bool | None:
    """"当你赢得执行部特遣组所参与的战斗对抗时，你可以不造成战斗伤害，改为消灭本地区的目标暗藏者" (WM014): a
    replacement printed as a 触发, so asked as the reward begins, when a card with it took part for the
    winner and a hidden agent is there. True when he took it (the agent is destroyed, no battle
    damage), False when not, None while asking."""
    state = ctx.state
    contest = frame["contest"]
    if "instead" not in contest:
        flagged = {source for source, _, static in continuous_sources(state) if static.flag == "destroy_agent_instead_of_battle_damage"}
        sources = [c for c in contest["taking_part"][winner] if c in flagged]
        agents = [c for c in area_cards(state, slot) if is_hidden_agent(state, c)]
        if not sources or not agents:
            contest["instead"] = False
            return False
        name = card_label(state, sources[0], winner)
        options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
        ask = make_ask(t("underworld.prompt.agent_instead_of_battle_damage", card=name), options, default=["no"])
        choice = ctx.choose(frame, winner, "yes_no", f"instead:{slot}:{frame['k']}", ask)
        if choice is None:
            return None
        contest["instead"] = agents if choice == ["yes"] else False
        contest["instead_card"] = name
    if not contest["instead"]:
        return False
    options = [{"id": c, "label": card_label(state, c, winner)} for c in contest["instead"] if c in state["cards"]]
    ask = make_ask(t("underworld.prompt.agent_to_destroy", card=contest["instead_card"]), options)
    choice = ctx.choose(frame, winner, "choose_targets", f"instead_agent:{slot}:{frame['k']}", ask)
    if choice is None:
        return None
    destroy(ctx, choice[0], by=winner)
    return True


def contest_triggers(ctx: Ctx, frame: dict, slot: int, last: bool) -> None:
    """3.2.x.3: "when you win a … contest that it took part in" abilities, 威名 (G:威名 p9, once per
    region) and, after the region's last contest, 声望 (G:声望 p8, digest A17)."""
    state = ctx.state
    contest = frame["contest"]
    winner, kind = contest["winner"], contest["kind"]
    if winner:
        mine = [c for c in contest["taking_part"][winner] if is_character(state, c)]
        event = {"battle": "won_battle", "investigation": "won_investigation"}.get(kind)
        if event:
            for card_id in mine:
                collect_card_triggers(ctx, card_id, [event], slot)
        if kind == "battle":  # "当你赢得受此结附的角色所参与的战斗对抗时" (TEST027)
            for attachment in [a for c in mine for a in attachments_on(state, c) if controller_of(state, a) == winner]:
                collect_card_triggers(ctx, attachment, ["host_won_battle"], slot)
        if kind == "battle":  # "当你赢得一次战斗对抗时，若有本方吸血鬼角色参与了这次战斗对抗" (JC034)
            collect_flow_triggers(ctx, "you_won_battle", of=winner, subtypes=tuple(sorted({k for c in mine for k in subtypes(state, c)})))
        if kind == "investigation":
            collect_flow_triggers(ctx, "you_won_investigation", of=winner)  # "当你赢得一次调查对抗时" (XQ32)
            fire_next_time(ctx, "you_won_investigation", winner)  # "本回合中，当你赢得下一次调查对抗时" (JC082)
            for card_id in list(area_cards(state, slot)):
                if controller_of(state, card_id) != winner and not state["cards"][card_id].get("face_down"):
                    collect_card_triggers(ctx, card_id, ["enemy_won_investigation_here"], slot)
        renowned = [c for c in mine if "renown" in keywords(state, c)]
        if kind == "battle" and renowned:
            add_ability_trigger(ctx, winner, renowned[0], "renown", slot, forced=False)
    if last:
        prestige(ctx, frame, slot)


def prestige(ctx: Ctx, frame: dict, slot: int) -> None:
    state = ctx.state
    if option(state, "prestige_rule") == "ready_count":
        pool = {p: [c for c in characters_in(state, slot) if controller_of(state, c) == p and not state["cards"][c].get("exhausted")]
                for p in ctx.seats}  # fmt: skip
    else:
        pool = {p: [c for c in frame.get("took_part", {}).get(p, []) if c in state["cards"] and not is_hidden_agent(state, c)]
                for p in ctx.seats}  # fmt: skip
    counts = Counter({p: sum(1 for c in cards if "prestige" in keywords(state, c)) for p, cards in pool.items()})
    ranked = counts.most_common()
    if not ranked or ranked[0][1] == 0 or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
        return
    player = ranked[0][0]
    source = next(c for c in pool[player] if "prestige" in keywords(state, c))
    extra = any(flag == "extra_prestige" for flag, _ in region_flags(state, slot))  # DQWM005
    for _ in range(2 if extra else 1):
        add_ability_trigger(ctx, player, source, "prestige", slot, forced=False)

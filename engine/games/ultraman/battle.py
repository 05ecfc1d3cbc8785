"""The battle phase (4.2) and the support phase (4.3).

The battle record lives in `state["turn"]["battle"]` (public: card ids only): the main combatants
by player, their slots, the cards flipped at 4.2.4, the support and extra supports by player.
Every rule-ordered effect (翻 4.2.5, 攻/防 4.2.6, 支 4.3.3, 4.3.5) resolves completely, with what it
sets off, before the next one begins (digest §6.10).
"""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import move, reveal
from .conditions import holds
from .effects import push_effects, push_interrupts
from .items import mark_used, trigger
from .options import option
from .procs import PROCS
from .restrictions import restricted
from .stats import definition
from .text import card_label, slot_label
from .zones import battlefield, other_player, zone


def battle_record(state: dict) -> dict:
    return state["turn"]["battle"]


def still_main(state: dict, player: str) -> str | None:
    """The player's main combatant if it is still on the battlefield (digest A18)."""
    card_id = battle_record(state)["main"].get(player)
    if card_id in state["cards"] and state["cards"][card_id]["zone"] == zone(player, "battlefield"):
        return card_id
    return None


def helpers(state: dict, player: str) -> list[str]:
    """The player's support and extra supports still set aside (digest A18)."""
    record = battle_record(state)
    cards = [record["support"].get(player), *record["extra"][player]]
    return [c for c in cards if c in state["cards"] and state["cards"][c]["zone"] == zone(player, "aside")]


@PROCS.proc("battle")
def battle(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    other = other_player(state, active)
    step = frame["step"]
    if step == 0:
        frame["step"] = 1
        ctx.push("window", player=active, moment="battle_start")  # 4.2.2 (digest A8)
    elif step == 1:
        frame["step"] = 2
        if option(state, "battle_start_players") == "both":
            ctx.push("window", player=other, moment="battle_start")
    elif step == 2:
        if not choose_main_combatants(ctx, frame, active, other):
            return
        frame["step"] = 3
    elif step in (3, 4):  # 4.2.5: the turn player's main's 翻, then the other's
        player = active if step == 3 else other
        frame["step"] += 1
        main = still_main(state, player)
        if main is not None and (main in battle_record(state)["flipped"] or not option(state, "reveal_needs_flip")):
            push_effects(ctx, trigger(ctx, main, "reveal"), top=True)
    elif step in (5, 6):  # 4.2.6: attack, then defense
        frame["step"] += 1
        player, timing = (active, "attack") if step == 5 else (other, "defense")
        push_effects(ctx, trigger(ctx, still_main(state, player), timing), top=True)
    elif step == 7:
        if not commit_supports(ctx, frame, active, other):
            return
        frame["step"] = 8
    elif step in (8, 9):  # 4.3.3
        frame["step"] += 1
        player = active if step == 8 else other
        push_effects(ctx, trigger(ctx, battle_record(state)["support"].get(player), "support"), top=True)
    elif step == 10:
        frame["step"] = 11
        ctx.push("extra_support", turn_of=active, passes=0)
    elif step in (11, 12):  # 4.3.5: each side's extra supports in one batch
        frame["step"] += 1
        player = active if step == 11 else other
        extras = [c for c in battle_record(state)["extra"][player] if c in state["cards"]]
        push_effects(ctx, [i for card in extras for i in trigger(ctx, card, "support")], top=True)
    else:
        ctx.pop(frame)
        ctx.push("settlement", step=0)


def choose_main_combatants(ctx: Ctx, frame: dict, active: str, other: str) -> bool:
    """4.2.3: the turn player picks one own and one opposing battlefield character; 4.2.4: face-
    down ones are revealed, the turn player's first. With an empty battlefield there is no battle,
    and with option `battle_optional` the turn player may decline it (digest A9). False while
    asking."""
    state = ctx.state
    own, enemy = battlefield(state, active), battlefield(state, other)
    if not own or not enemy:
        ctx.emit("no_battle")
        ctx.pop(frame)
        return False
    if option(state, "battle_optional") and "fight" not in frame:
        options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
        fight = ctx.choose(frame, active, "yes_no", "fight", make_ask(t("ultraman.prompt.fight"), options, default=["yes"]))
        if fight is None:
            return False
        if fight == ["no"]:
            ctx.emit("battle_skipped", player=active)
            ctx.pop(frame)
            return False
        frame["fight"] = True
    if "own_main" not in frame:
        options = [{"id": c, "label": slot_label(state, c, active)} for c in own]
        mine = ctx.choose(frame, active, "choose_cards", "own_main", make_ask(t("ultraman.prompt.own_main"), options))
        if mine is None:
            return False
        frame["own_main"] = mine[0]
    options = [{"id": c, "label": slot_label(state, c, active)} for c in enemy]
    theirs = ctx.choose(frame, active, "choose_cards", "enemy_main", make_ask(t("ultraman.prompt.enemy_main"), options))
    if theirs is None:
        return False
    mains = {active: frame.pop("own_main"), other: theirs[0]}
    state["turn"]["battle"] = {
        "main": mains,
        "slots": {p: ctx.card(c)["slot"] for p, c in mains.items()},
        "flipped": [],
        "support": {},
        "extra": {active: [], other: []},
    }
    for player in (active, other):
        card_id = mains[player]
        if ctx.card(card_id).get("face_down"):
            reveal(ctx, card_id)
            state["turn"]["battle"]["flipped"].append(card_id)
    ctx.emit("battle_declared", player=active, card=mains[active], target=mains[other],
             definition=ctx.card(mains[active])["def"], target_definition=ctx.card(mains[other])["def"])  # fmt: skip
    return True


def commit_supports(ctx: Ctx, frame: dict, active: str, other: str) -> bool:
    """4.3.2: the turn player may set one character from hand aside face down, in no zone, or not
    support; only then (随后) does the other player decide, knowing whether a card was set aside
    (the hand count is public, 3.6.4a) but not which. Once both have decided, the turn player's
    support is revealed, then the other's. False while asking."""
    state = ctx.state
    record = battle_record(state)
    decided = frame.setdefault("supports_decided", [])
    for player in (active, other)[len(decided):]:
        choice = ["none"]
        hand = state["zones"][zone(player, "hand")]["cards"]
        if hand and not restricted(state, player, "support"):  # an empty hand has nothing to decide (public, 3.6.4a)
            options = [{"id": c, "label": card_label(state, c)} for c in hand]
            options.append({"id": "none", "label": t("ultraman.option.no_support")})
            if player == active:
                prompt = t("ultraman.prompt.support")
            else:  # what the turn player did, not what they set aside
                before = "committed" if active in record["support"] else "declined"
                prompt = t("ultraman.prompt.support_after", before=t(f"ultraman.support_{before}"))
            choice = ctx.choose(frame, player, "choose_cards", f"support:{player}", make_ask(prompt, options, default=["none"]))
            if choice is None:
                return False
        if choice == ["none"]:
            ctx.emit("support_declined", player=player)
        else:
            record["support"][player] = move(ctx, choice[0], zone(player, "aside"), reason="support", face_down=True)
            ctx.emit("support_set_aside", player=player, card=record["support"][player])
        decided.append(player)
    del frame["supports_decided"]
    for player in (active, other):
        card_id = record["support"].get(player)
        if card_id is not None:
            reveal(ctx, card_id)
            ctx.emit("support_revealed", player=player, card=card_id, definition=ctx.card(card_id)["def"])
            if option(state, "support_reveal_fires_reveal"):  # digest A5
                push_effects(ctx, trigger(ctx, card_id, "reveal"), top=True)
    push_interrupts(ctx, top=True)  # cards watching a support revealed respond (1.1.7)
    return True


def extra_support_cards(state: dict, player: str) -> list[tuple[str, int]]:
    """Hand cards whose 支 lets them join as an extra support now (2.0.5d, 4.3.4); with option
    `extra_support_needs_support`, only beside a support of 4.3.2 (digest A16)."""
    if option(state, "extra_support_needs_support") and player not in battle_record(state)["support"]:
        return []
    if restricted(state, player, "extra_support"):  # 1.1.2
        return []
    found = []
    for card_id in state["zones"][zone(player, "hand")]["cards"]:
        for index, effect in enumerate(definition(state, card_id).effects):
            if "extra_support" in effect.timings and holds(state, effect.condition, player, card_id):
                found.append((card_id, index))
                break
    return found


@PROCS.proc("extra_support")
def extra_support(ctx: Ctx, frame: dict) -> None:
    """4.3.4: the turn player, then the other, alternately, until both decline one after the
    other. Extra supports come from hand and join face up (digest A16)."""
    state = ctx.state
    while frame["passes"] < 2:
        player = frame["turn_of"]
        eligible = extra_support_cards(state, player)
        choice = ["none"]
        if state["zones"][zone(player, "hand")]["cards"]:
            options = [{"id": c, "label": card_label(state, c)} for c, _ in eligible]
            options.append({"id": "none", "label": t("ultraman.option.no_extra_support")})
            ask = make_ask(t("ultraman.prompt.extra_support"), options, default=["none"])
            choice = ctx.choose(frame, player, "choose_cards", "extra", ask, confirm=ctx.game.hides_options(ctx, player))
            if choice is None:
                return
        if choice == ["none"]:
            frame["passes"] += 1
        else:
            index = next(i for c, i in eligible if c == choice[0])
            mark_used(ctx, choice[0], index)
            card_id = move(ctx, choice[0], zone(player, "aside"), reason="extra_support")
            battle_record(state)["extra"][player].append(card_id)
            ctx.emit("extra_support", player=player, card=card_id, definition=ctx.card(card_id)["def"])
            frame["passes"] = 0
        frame["turn_of"] = other_player(state, player)
    ctx.pop(frame)

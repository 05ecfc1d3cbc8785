"""The settlement phase (4.4): totals and the result (4.4.2), 胜/败 effects of the main combatants
(4.4.3), then each player's moves, the turn player first (4.4.4a-c), with the weakened option
(5.11.1). Losses are checked after both players' moves (option `settlement_loss_check`, digest
A12), then what the moves set off resolves."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .actions import move, place_on_battlefield, top_of_deck
from .battle import battle_record, helpers, still_main
from .effects import push_effects, push_interrupts
from .items import trigger
from .losses import check_losses
from .options import option
from .procs import PROCS
from .stats import current, definition, is_full_power
from .text import card_label
from .zones import other_player, zone


def total(state: dict, player: str) -> int:
    """Main combatant's power plus every support's support power (4.4.2); a main combatant that
    left counts 0 (digest A18)."""
    main = still_main(state, player)
    power = current(state, main, "power") if main else 0
    return power + sum(current(state, card, "support_power") for card in helpers(state, player))


@PROCS.proc("settlement")
def settlement(ctx: Ctx, frame: dict) -> None:
    state = ctx.state
    active = state["turn"]["active"]
    other = other_player(state, active)
    step = frame["step"]
    frame["step"] += 1
    record = battle_record(state)
    if step == 0:  # 4.4.2: higher total wins; a tie means both lose
        totals = {p: total(state, p) for p in (active, other)}
        if totals[active] == totals[other]:
            record["result"] = {active: "lose", other: "lose"}
        else:
            winner = active if totals[active] > totals[other] else other
            record["result"] = {winner: "win", other_player(state, winner): "lose"}
        ctx.emit("battle_result", totals=totals, result=record["result"])
    elif step in (1, 2):  # 4.4.3: the turn player's main's 胜/败, then the other's
        player = active if step == 1 else other
        result = record["result"][player]
        if result == "lose" and player in record.get("no_defeat_effects", []):
            return  # an effect stopped this main combatant's 败 effects
        fighters = [still_main(state, player)]
        if option(state, "support_win_lose_effects"):  # digest A17
            fighters += helpers(state, player)
        push_effects(ctx, [item for card in fighters for item in trigger(ctx, card, result)], top=True)
    elif step in (3, 4):  # 4.4.4
        player = active if step == 3 else other
        ctx.push("battle_moves", player=player)
    elif step == 5:
        if option(state, "settlement_loss_check") == "after_step":
            check_losses(ctx)  # 1.3.3, 1.3.4: after both players' moves (digest A12)
    else:
        ctx.pop(frame)
        state["turn"]["battle"] = None
        push_interrupts(ctx, top=True)


@PROCS.proc("battle_moves")
def battle_moves(ctx: Ctx, frame: dict) -> None:
    """4.4.4a-c for one player. Choices made so far wait in the frame until the last one is in."""
    state = ctx.state
    player = frame["player"]
    main = still_main(state, player)
    aside = helpers(state, player)
    if battle_record(state)["result"][player] == "win":
        if aside:  # 4.4.4a
            if "keep" not in frame:
                options = [{"id": c, "label": card_label(state, c)} for c in aside]
                keep = ctx.choose(frame, player, "choose_cards", "keep", make_ask(t("ultraman.prompt.keep_helper"), options))
                if keep is None:
                    return
                frame["keep"] = keep[0]
            to_rest = ([main] if main is not None else []) + [c for c in aside if c != frame["keep"]]
            order = rest_order(ctx, frame, player, to_rest)
            if order is None:
                return
            for card_id in order:  # the main combatant 3.4.1b, the other supports 3.4.1d
                move(ctx, card_id, zone(player, "rest"), reason="won" if card_id == main else "support_done")
            place_on_battlefield(ctx, frame["keep"], player, battle_record(state)["slots"][player], reason="support_stays")
        # 4.4.4c: a winner without support keeps its main combatant where it is
    else:
        if main is not None and "stay" not in frame:
            if may_stay_weakened(state, main):
                prompt = t("ultraman.prompt.weakened", card=card_label(state, main))
                options = [{"id": "yes", "label": t("option.yes")}, {"id": "no", "label": t("option.no")}]
                stay = ctx.choose(frame, player, "yes_no", "weakened", make_ask(prompt, options), confirm=True)
                if stay is None:
                    return
                frame["stay"] = stay == ["yes"]
            else:
                frame["stay"] = False
        order = rest_order(ctx, frame, player, aside)
        if order is None:
            return
        supports_first = not option(state, "weakened_before_supports")  # digest A14
        if supports_first:
            send_to_rest(ctx, player, order)
        if main is not None:
            if frame["stay"]:  # 5.11.1: not a defeat effect (5.11.4)
                move(ctx, top_of_deck(ctx, player), zone(player, "damage"), reason="weakened")
                ctx.card(main)["weakened"] = True
                ctx.emit("card_weakened", player=player, card=main, definition=ctx.card(main)["def"])
            else:
                move(ctx, main, zone(player, "damage"), reason="defeated")  # 4.4.4b, 3.3.1
        if not supports_first:
            send_to_rest(ctx, player, order)
    ctx.pop(frame)
    if option(state, "settlement_loss_check") == "after_each_player":
        check_losses(ctx)


def rest_order(ctx: Ctx, frame: dict, player: str, cards: list[str]) -> list[str] | None:
    """4.4.4a-b "移入顺序由玩家自行决定": the player orders two or more cards going to the rest
    zone (digest D14; the first chosen goes first). None while asking."""
    if len(cards) < 2:
        return cards
    options = [{"id": c, "label": card_label(ctx.state, c)} for c in cards]
    ask = make_ask(t("ultraman.prompt.rest_order", count=len(cards)), options, minimum=len(cards),
                   maximum=len(cards), ordered=True)  # fmt: skip
    return ctx.choose(frame, player, "choose_cards", "rest_order", ask)


def send_to_rest(ctx: Ctx, player: str, supports: list[str]) -> None:
    for card_id in supports:
        move(ctx, card_id, zone(player, "rest"), reason="support_done")  # 3.4.1c


def may_stay_weakened(state: dict, card_id: str) -> bool:
    """5.11.1: a card with a weakened power, at full power, defeated; the deck must have a card
    to send (digest A14)."""
    return definition(state, card_id).weakened_power is not None and is_full_power(state, card_id) and \
        bool(state["zones"][zone(state["cards"][card_id]["owner"], "deck")]["cards"])  # fmt: skip

"""Effect windows: "回合开始时" (4.0.4-4.0.5), "战斗开始时" (4.2.2; digest A8) and "回合结束时"
(4.5.2-4.5.3). The player uses the effects of their face-up battlefield cards (digest A7) one at
a time until they declare no more; mandatory effects must be used first (option
`windows_force_mandatory`, digest A10)."""

from engine.core.context import Ctx
from engine.core.messages import t
from engine.core.requests import make_ask

from .cards import card_db
from .effects import can_use, push_effects
from .items import mark_used, new_item
from .options import option
from .procs import PROCS
from .text import card_name
from .zones import battlefield

# "回合开始时" works on both players' turns, "我方…" on the owner's, "对方…" on the other's.
MOMENTS = {
    "turn_start": ("turn_start", "own_turn_start", "opponent_turn_start"),
    "turn_end": ("turn_end", "own_turn_end", "opponent_turn_end"),
    "battle_start": ("battle_start", "battle_start", "battle_start"),
}


def window_timings(moment: str, own_turn: bool) -> set[str]:
    both, own, opponent = MOMENTS[moment]
    return {both, own if own_turn else opponent}


def window_effects(state: dict, player: str, moment: str) -> list[tuple[str, int, str]]:
    """(card, effect index, timing) of every effect the player may use now."""
    timings = window_timings(moment, state["turn"]["active"] == player)
    found = []
    for card_id in battlefield(state, player):
        card = state["cards"][card_id]
        if card.get("face_down"):
            continue
        for index, effect in enumerate(card_db()[card["def"]].effects):
            timing = next((tm for tm in effect.timings if tm in timings), None)
            if timing is not None and index not in card.get("used", []) and can_use(state, effect, player, card_id):
                found.append((card_id, index, timing))
    return found


def push_window(ctx: Ctx, player: str, moment: str) -> None:
    ctx.push("window", player=player, moment=moment)


@PROCS.proc("window")
def effect_window(ctx: Ctx, frame: dict) -> None:
    player = frame["player"]
    found = window_effects(ctx.state, player, frame["moment"])
    if not found:
        ctx.pop(frame)
        return
    options = []
    for card_id, index, _ in found:
        definition = card_db()[ctx.card(card_id)["def"]]
        label = t("ultraman.option.effect", card=card_name(definition.id), text=definition.effects[index].text)
        options.append({"id": f"{card_id}:{index}", "label": label})
    mandatory = any(not card_db()[ctx.card(c)["def"]].effects[i].may for c, i, _ in found)
    if not (mandatory and option(ctx.state, "windows_force_mandatory")):
        options.append({"id": "done", "label": t("ultraman.option.done")})
    prompt = t("ultraman.prompt.window", moment=t(f"ultraman.moment.{frame['moment']}"))
    choice = ctx.choose(frame, player, "choose_option", "window", make_ask(prompt, options))
    if choice is None:
        return
    if choice == ["done"]:
        ctx.pop(frame)
        return
    card_id, index, timing = next(entry for entry in found if f"{entry[0]}:{entry[1]}" == choice[0])
    mark_used(ctx, card_id, index)  # choosing it is using it (4.0.4)
    push_effects(ctx, [new_item(ctx, card_id, index, timing, chosen=True)], top=True)

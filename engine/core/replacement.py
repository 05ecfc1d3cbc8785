"""Replacement effects: an event about to happen is modified before it happens.

``replace_and_perform`` pushes a procedure holding the pending event. The game lists the
replacements that apply (``Game.replacements_for``); each applies at most once to an event
(MTG 616.1, Lorcana 7.7.4). When several apply, the player the game names
(``Game.replacement_chooser``) chooses which applies first; with ``Game.one_replacement_per_event``
(Lorcana 7.7.5) only that one applies. Then ``Game.perform_event`` makes the final event happen.
"""

from .context import Ctx
from .game import CORE_PROCS
from .messages import t
from .requests import make_ask

PROC = "core.replace"
DECLINE = "none"


def replace_and_perform(ctx: Ctx, event: dict) -> dict:
    return ctx.push(PROC, event=event, applied=[])


@CORE_PROCS.proc(PROC)
def replace(ctx: Ctx, frame: dict) -> None:
    game = ctx.game
    event = frame["event"]
    done = game.one_replacement_per_event and frame["applied"]
    candidates = [] if done else [r for r in game.replacements_for(ctx, event) if r["id"] not in frame["applied"]]
    if not candidates:
        ctx.pop(frame)
        game.perform_event(ctx, event)
        return
    options = [{"id": r["id"], "label": r["label"]} for r in candidates]
    every_optional = all(r.get("optional") for r in candidates)
    if every_optional:
        options.append({"id": DECLINE, "label": t("option.no")})
    chooser = game.replacement_chooser(ctx, event)
    ask = make_ask(t("prompt.choose_replacement"), options)
    # A lone mandatory replacement is answered by the engine itself (one legal answer).
    choice = ctx.choose(frame, chooser, "choose_option", "replacement", ask)
    if choice is None:
        return
    if choice[0] == DECLINE:
        frame["applied"].extend(r["id"] for r in candidates)
        return
    frame["applied"].append(choice[0])
    frame["event"] = game.apply_replacement(ctx, event, choice[0])
    ctx.emit("replacement_applied", replacement=choice[0], event_kind=event.get("kind"))

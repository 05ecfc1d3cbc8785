"""Questing (4.3.5): exert a dry, ready character of yours and gain lore equal to its current lore
value (negative counts as 0, 7.8.3). Reckless characters can't quest (10.5.2)."""

from engine.core.context import Ctx

from .bag import settle
from .cardinfo import definition
from .memo import unchanging
from .procs import PROCS
from .stats import has_flag, has_keyword, keywords, stat
from .steps import change_lore


def can_quest(state: dict, card_id: str) -> bool:
    card = state["cards"][card_id]
    return (
        card.get("dry", False)  # 6.1.4; Rush does not help (10.7)
        and not card.get("exerted")
        and definition(state, card_id).type == "character"
        and not has_keyword(state, card_id, "reckless")
        and not has_flag(state, card_id, "cannot_quest")
    )


@PROCS.proc("quest")
def quest(ctx: Ctx, frame: dict) -> None:
    player, card_id = frame["player"], frame["card"]
    ctx.pop(frame)
    ctx.card(card_id)["exerted"] = True  # 4.3.5.7
    with unchanging(ctx.state):
        lore = max(0, stat(ctx.state, card_id, "lore"))  # 4.3.5.8, 7.8.3
        card_keywords = sorted(keywords(ctx.state, card_id))
    change_lore(ctx, player, lore)
    ctx.emit("character_quested", card=card_id, definition=ctx.card(card_id)["def"], player=player, lore=lore,
             total=ctx.player(player)["lore"], keywords=card_keywords)  # fmt: skip
    settle(ctx)  # 4.3.5.9: a check first, so reaching 20 wins before quest triggers resolve

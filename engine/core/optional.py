"""Optional effects ("may", 你可以): one rule for every game.

The player an optional effect belongs to chooses whether it happens (Lorcana 7.1.3, Ultraman
1.1.4, 隐秘世界 "你可以…"). When saying yes could not change the game (no legal target, an empty
discard, a cost that cannot be paid), the engine does not ask: the effect is declined for the
player and a public ``no_effect`` event says it had no effect. That saves a question whose
answer cannot matter and makes every game behave alike.

Whether the effect could change the game is the game's judgement (``possible``) and must be made
from what every player can see. When it depends on cards some player cannot see (what a hand
holds, whether a deck has a card of some kind), the game says possible and the question is
asked even if nothing would come of it: skipping it would tell the opponents, by the timing of
the request or by the log, what the hidden cards lack. The rules ask for that choice anyway: a
search of a hidden zone may find nothing (Lorcana 8.1.4).
"""

from .context import Ctx
from .messages import t
from .requests import make_ask

YES, NO = "yes", "no"


def yes_no_options(yes: str | None = None) -> list[dict]:
    """The two options of a yes/no request; ``yes`` replaces the label of the first."""
    return [{"id": YES, "label": yes or t("option.yes")}, {"id": NO, "label": t("option.no")}]


def ask_may(ctx: Ctx, frame: dict, player: str, key: str, prompt: str, *, possible: bool, card: str | None) -> bool | None:
    """Whether ``player`` takes an optional effect: True to go on; False when declined or when it
    could not change the game (then not asked, and ``no_effect`` is recorded); None while the
    question is out. ``card``: the definition the effect comes from, for the log."""
    answer = ctx.answer_for(frame, key)
    if answer is not None:
        return answer == [YES]
    if not possible:
        no_effect(ctx, player, card)
        return False
    ctx.choose(frame, player, "yes_no", key, make_ask(prompt, yes_no_options()), confirm=True)
    return None


def no_effect(ctx: Ctx, player: str, card: str | None) -> None:
    """Record that ``player``'s optional effect from ``card`` was not asked: it could do nothing."""
    ctx.emit("no_effect", player=player, definition=card)

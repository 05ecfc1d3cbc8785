"""Discarding down to a hand limit: the decision that ends a turn in several games (Ultraman 4.5.4,
三国智 614.1): the player picks exactly the excess from their hand, in one ask."""

from .context import Ctx
from .messages import t
from .requests import make_ask


def choose_discards(ctx: Ctx, frame: dict, player: str, hand: list[str], limit: int, prompt_key: str, label) -> list[str] | None:
    """The cards ``player`` discards from ``hand`` down to ``limit``: [] when within it, None while
    the answer is awaited. ``prompt_key`` takes ``limit`` and ``count``; ``label(state, card)``
    names a card."""
    excess = len(hand) - limit
    if excess <= 0:
        return []
    options = [{"id": card_id, "label": label(ctx.state, card_id)} for card_id in hand]
    ask = make_ask(t(prompt_key, limit=limit, count=excess), options, minimum=excess, maximum=excess)
    return ctx.choose(frame, player, "choose_cards", "hand_limit", ask)

"""The fuzzer's check of what memo blocks take over from earlier ones (`memo.kept_while_in_play`):
inside a block, the static abilities in play, what sources could give and each player's cards
waiting for each kind of trigger must be what is found with nothing kept (outside any block)."""

from .bag import reacting
from .cards import card_db
from .memo import unchanging
from .statics import statics_in_play
from .stats import _compute_grantable, _grantable
from .zones import all_in_play


def kept_problems(state: dict) -> list[str]:
    db, cards = card_db(), state["cards"]
    triggers = sorted({trigger for card_id in all_in_play(state) for trigger in db[cards[card_id]["def"]].triggered_by})
    with unchanging(state):
        kept = _readings(state, triggers, _grantable(state))
    fresh = _readings(state, triggers, _compute_grantable(state))
    return [] if kept == fresh else [f"values kept while the cards in play are the same {kept} differ from a search from scratch {fresh}"]


def _readings(state: dict, triggers: list[str], grantable: tuple) -> tuple:
    waiting = [reacting(state, player, trigger) for player in state["seats"] for trigger in triggers]
    return statics_in_play(state), grantable, waiting

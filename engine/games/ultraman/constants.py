"""Numbers the rules fix "一般" (as a rule): the hand limit (3.6.2), the turn-start draw (4.0.2)
and energy (4.0.3). A face-up battlefield card's `rule_constants` change them while it stays
(2.0.5h; the card wins over the rules, 1.1.1); several add up, and none goes below 0."""

from .stats import definition
from .zones import battlefield

BASE = {"hand_limit": 10, "turn_draw": 1, "turn_energy": 1}


def rule_constant(state: dict, player: str, constant: str) -> int:
    total = BASE[constant]
    for owner in state["seats"]:
        for card_id in battlefield(state, owner):
            if state["cards"][card_id].get("face_down"):
                continue  # a face-down card's effects do not work (digest A7)
            for change in definition(state, card_id).rule_constants:
                if change.constant == constant and (owner == player) == (change.who == "you"):
                    total += change.amount
    return max(0, total)

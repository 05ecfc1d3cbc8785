"""三国智 scoring rules for the heuristic agent: build the board (one Authority and one dispatch
a turn, 504.1a), attack when the attacker outlasts the blockers, block to keep the provisions (粮草).

Stats are the view's current ones for face-up Generals (``view["stats"]``), else the printed ones
of a card the agent knows.
"""

from __future__ import annotations

from engine.games.sanguozhi.cards import card_db

from .generic import largest_number

# Main-phase actions, by the first word of the option id (the order a player builds a board in).
ACTIONS = {
    "authority": 30.0,  # resources first: they are thresholds for everything else (412.5)
    "dispatch": 25.0,
    "flip": 20.0,
    "cast": 15.0,
    "conceal": 12.0,
    "set": 8.0,
    "conscript": -1.0,  # three cards for one basic Authority: only a random player does it
    "pass": 0.0,
}
# A face-down Dispatch's role, by what the slot adds: the Lord's +2/+2 (202.4a) first.
ROLES = {"lord": 3.0, "strategist": 2.0, "lieutenant": 1.0}


class Board:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.players = view["players"]
        self.stats = view.get("stats", {})
        self.cards = {card["id"]: card for zone in view["zones"].values() for card in zone["cards"]}

    def stat(self, card_id: str, name: str) -> int:
        if card_id in self.stats:
            return self.stats[card_id].get(name) or 0
        card = self.cards.get(card_id)
        definition = card_db().get(card["def"]) if card and "def" in card else None
        return (getattr(definition, name, None) or 0) if definition else 0

    def life(self, card_id: str) -> int:
        return self.stat(card_id, "health") - self.stat(card_id, "damage")

    def generals(self, player: str) -> list[str]:
        return [
            c for c, card in self.cards.items()
            if card["owner"] == player and card["zone"].endswith(".field") and not card.get("face_down")
            and card.get("slot") in ROLES
        ]  # fmt: skip

    def enemies(self) -> list[str]:
        return [c for p in self.players if p != self.me for c in self.generals(p)]


def build_the_board(board: Board, option_id: str) -> float:
    parts = option_id.split(":")
    score = ACTIONS.get(parts[0], 5.0)
    if parts[0] in ("dispatch", "conceal") and len(parts) > 2:
        score += ROLES.get(parts[2], 0.0) + board.stat(parts[1], "attack") / 10
    return score


def attack_when_favourable(board: Board, ask: dict) -> dict[str, float]:
    """Attack with a General no single enemy General both survives and kills; attacking does not
    tap (500.7b), so a General that attacks can still block."""
    scores = {}
    for option in ask["options"]:
        attack, life = board.stat(option["id"], "attack"), board.life(option["id"])
        risky = any(board.stat(e, "attack") >= life and board.life(e) > attack for e in board.enemies())
        scores[option["id"]] = attack - (attack + life if risky else 0) + 0.5
    return scores


def block_to_survive(board: Board, ask: dict, attacker: str) -> dict[str, float]:
    """Block when the blocker kills the attacker or survives it, or when the attack would take
    the last provisions (104.3b); else take the damage."""
    attack, life = board.stat(attacker, "attack"), board.life(attacker)
    lethal = attack >= board.players[board.me]["provisions"]
    scores = {}
    for option in ask["options"]:
        if option["id"] == "no_block":
            scores[option["id"]] = 0.0
            continue
        kills = board.stat(option["id"], "attack") >= life
        survives = board.life(option["id"]) > attack
        scores[option["id"]] = (2.0 if kills else 0.0) + (1.0 if survives else -1.5) + (10.0 if lethal else 0.0)
    return scores


def prefer_enemy_targets(ask: dict) -> dict[str, float]:
    """Targeted Stratagems mostly harm: an enemy General over an own one (labels say 敌方/己方)."""
    return {o["id"]: 1.0 if "敌方" in o["label"] else -1.0 if "己方" in o["label"] else 0.0 for o in ask["options"]}


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    board = Board(view)
    kind, key = ask["kind"], ask.get("key", "")
    if kind == "choose_action" and key == "action":
        return {o["id"]: build_the_board(board, o["id"]) for o in ask["options"]}
    if key == "attackers":
        return attack_when_favourable(board, ask)
    if key.startswith("block:"):
        return block_to_survive(board, ask, key.partition(":")[2])
    if key.startswith("overflow:"):
        return largest_number(ask)  # trample (610): every point past lethal hits the provisions
    if kind == "choose_targets":
        return prefer_enemy_targets(ask)
    return None

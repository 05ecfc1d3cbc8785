"""Lorcana scoring rules for the heuristic agent.

A main-phase turn is a series of single actions, each scored against the others: ink first (once
per turn, the least useful card), then the biggest card the ink pays for (on curve; singing and
shifting save ink), then challenges that win a trade, then quests, and "end turn" last. Facts are
the printed ones plus the damage the view shows: static abilities are not worked out here.
"""

from __future__ import annotations

from engine.games.lorcana.cards import CardDef, card_db

from .generic import largest_number

WIN_LORE = 20  # 1.9.1.1
INK_TARGET = 7  # enough ink for every card in the decks we ship; past it, cards are worth more in hand

# Scores of the main-phase actions: the bands keep the order above, the details rank inside a band.
INK = 40.0
PLAY = 20.0
CHALLENGE = 10.0
QUEST = 10.0
END = 0.0


class Table:
    """What the agent reads of a Lorcana view: its player, the cards it can see and where."""

    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.opponents = [p for p in view["seats"] if p != self.me]
        self.players = view["players"]
        self.cards: dict[str, dict] = {}
        self.zone_of: dict[str, str] = {}
        for name, zone in view["zones"].items():
            for card in zone["cards"]:
                self.cards[card["id"]] = card
                self.zone_of[card["id"]] = name
        self.zones = view["zones"]

    def definition(self, card_id: str) -> CardDef | None:
        card = self.cards.get(card_id)
        return card_db().get(card["def"]) if card and "def" in card else None

    def owner(self, card_id: str) -> str | None:
        card = self.cards.get(card_id)
        return card["owner"] if card else None

    def in_play(self, player: str) -> list[str]:
        return [c["id"] for c in self.zones[f"{player}.play"]["cards"]]

    def ink(self, player: str) -> int:
        return self.zones[f"{player}.inkwell"]["count"]

    def ready_ink(self, player: str) -> int:
        return sum(1 for c in self.zones[f"{player}.inkwell"]["cards"] if not c.get("exerted"))

    def damage(self, card_id: str) -> int:
        return self.cards[card_id].get("counters", {}).get("damage", 0)

    def lore(self, player: str) -> int:
        return self.players[player]["lore"]

    def most_lore_opponent(self) -> int:
        return max((self.lore(p) for p in self.opponents), default=0)


def keyword(card: CardDef, name: str) -> int | None:
    """The keyword's value (0 for one without a value), or None when the card lacks it."""
    if name not in card.printed_keywords:
        return None
    return card.printed_keywords[name] or 0


def worth(card: CardDef | None) -> float:
    """A rough value of a card in play: what it cost plus what it quests for each turn."""
    if card is None:
        return 0.0
    return card.cost + 2.0 * (card.lore or 0)


def remaining_willpower(table: Table, card_id: str, card: CardDef) -> int:
    return (card.willpower or 0) - table.damage(card_id)


# ----------------------------------------------------------------- the main phase
def ink_least_useful(table: Table, card_id: str) -> float:
    """Ink while the inkwell is short; of the candidates, the card least likely to be played
    soon (too expensive for the ink, or a duplicate of little worth)."""
    card = table.definition(card_id)
    ink = table.ink(table.me)
    if card is None or ink >= INK_TARGET + 2:
        return -1.0
    urgency = INK if ink < INK_TARGET else PLAY - 1
    too_far = max(0, card.cost - ink - 1)
    return urgency + too_far - worth(card) / 10


def play_on_curve(table: Table, method: str, card_id: str) -> float:
    """The biggest card first: it uses the most of this turn's ink. Singing and shifting pay
    less than the cost, so they rank above an ordinary play of the same card."""
    card = table.definition(card_id)
    if card is None:
        return PLAY
    saved = card.cost if method in ("sing", "sing_together") else 2 if method == "shift" else 0
    return PLAY + card.cost + saved + (card.lore or 0)


def threatened(table: Table, card_id: str) -> bool:
    """Whether an opposing character could banish this one in a challenge next turn once it is
    exerted. Evasive keeps away every challenger without Evasive (10.4)."""
    card = table.definition(card_id)
    if card is None or card.type != "character":
        return False
    left = remaining_willpower(table, card_id, card) + (keyword(card, "resist") or 0)
    evasive = keyword(card, "evasive") is not None
    for opponent in table.opponents:
        for enemy_id in table.in_play(opponent):
            enemy = table.definition(enemy_id)
            if enemy is None or enemy.type != "character":
                continue
            if evasive and keyword(enemy, "evasive") is None:
                continue
            if (enemy.strength or 0) + (keyword(enemy, "challenger") or 0) >= left:
                return True
    return False


def quest_value(table: Table, card_id: str) -> float:
    """Lore now (two points of score per lore); winning outright beats everything. A character
    left exerted where a challenger can banish it is worth a little less."""
    card = table.definition(card_id)
    lore = (card.lore or 0) if card else 0
    if table.lore(table.me) + lore >= WIN_LORE:
        return 1000.0
    risk = worth(card) / 4 if threatened(table, card_id) else 0.0
    return QUEST + 2 * lore - risk


def challenge_outcome(table: Table, attacker_id: str, defender_id: str) -> float:
    """What a challenge gains: the defender's worth if it is banished, less the attacker's if it
    is banished too (a location deals no damage, 4.3.6.21)."""
    attacker, defender = table.definition(attacker_id), table.definition(defender_id)
    if attacker is None or defender is None:
        return -1.0
    strength = (attacker.strength or 0) + (keyword(attacker, "challenger") or 0)
    hit = max(0, strength - (keyword(defender, "resist") or 0))
    kills = hit >= remaining_willpower(table, defender_id, defender)
    back = 0 if defender.type == "location" else max(0, (defender.strength or 0) - (keyword(attacker, "resist") or 0))
    dies = back >= remaining_willpower(table, attacker_id, attacker)
    gain = worth(defender) * 1.5 if kills else hit * 0.3
    if defender.type == "location":
        gain = (defender.lore or 0) * 2 if kills else hit * 0.2
    # Lore race: a lore-rich opponent's questers must go.
    if kills and table.most_lore_opponent() >= WIN_LORE - 6:
        gain += 2 * (defender.lore or 0)
    return gain - (worth(attacker) if dies else 0.0)


def possible_defenders(table: Table, attacker_id: str) -> list[str]:
    """The opposing cards this character could challenge, as far as the view shows: exerted
    characters (4.3.6.6) or locations, Evasive only for an Evasive challenger (10.4), and a
    Bodyguard first when one could be chosen (10.2.3)."""
    attacker = table.definition(attacker_id)
    evasive = attacker is not None and keyword(attacker, "evasive") is not None
    found = []
    for opponent in table.opponents:
        candidates = []
        for card_id in table.in_play(opponent):
            card = table.definition(card_id)
            if card is None or card.type == "location":
                candidates.append((card_id, "location"))
            elif card.type == "character" and table.cards[card_id].get("exerted"):
                if keyword(card, "evasive") is not None and not evasive:
                    continue
                candidates.append((card_id, "bodyguard" if keyword(card, "bodyguard") is not None else "character"))
        guarded = any(kind == "bodyguard" for _, kind in candidates)
        found.extend(c for c, kind in candidates if not guarded or kind != "character")
    return found


def best_challenge(table: Table, attacker_id: str) -> float:
    outcomes = [challenge_outcome(table, attacker_id, d) for d in possible_defenders(table, attacker_id)]
    best = max(outcomes, default=-1.0)
    return CHALLENGE + best if best > 0 else -1.0


def score_action(table: Table, option_id: str) -> float:
    word, _, rest = option_id.partition(":")
    if word == "end":
        return END
    if word == "ink":
        return ink_least_useful(table, rest)
    if word in ("play", "shift", "sing", "sing_together"):
        return play_on_curve(table, word, rest)
    if word == "quest":
        return quest_value(table, rest)
    if word == "challenge":
        return best_challenge(table, rest)
    if word == "move":
        return QUEST - 1  # a location quests with the character there
    if word == "activate":
        return QUEST + 1
    return 1.0  # anything else (a team hand-over): better than ending the turn


# ----------------------------------------------------------------- other decisions
def choose_defender(table: Table, ask: dict) -> dict[str, float]:
    attacker = attacker_of(table, ask)
    return {o["id"]: challenge_outcome(table, attacker, o["id"]) if attacker else 0.0 for o in ask["options"]}


def attacker_of(table: Table, ask: dict) -> str | None:
    """The challenger being asked about: one of the agent's own ready characters in play, named
    in the prompt."""
    for card_id in table.in_play(table.me):
        card = table.definition(card_id)
        if card is not None and card.full_name in ask["prompt"] and not table.cards[card_id].get("exerted"):
            return card_id
    exerted = [c for c in table.in_play(table.me) if table.cards[c].get("exerted")]
    return exerted[-1] if exerted else None


def support_own_quester(table: Table, ask: dict) -> dict[str, float]:
    """Support (10.9) adds strength: give it to one of the agent's own characters, the one with
    the most lore."""
    scores = {}
    for option in ask["options"]:
        card = table.definition(option["id"])
        mine = table.owner(option["id"]) == table.me
        scores[option["id"]] = 1.0 + (card.lore or 0 if card else 0) if mine else -1.0
    return scores


def put_back_expensive(table: Table, ask: dict) -> dict[str, float]:
    """Mulligan (2.2.2): keep cheap cards for the first turns, put back those costing 5 or more."""
    scores = {}
    for option in ask["options"]:
        card = table.definition(option["id"])
        scores[option["id"]] = 1.0 if card is not None and card.cost >= 5 else -1.0
    return scores


def bodyguard_enters_ready(ask: dict) -> dict[str, float]:
    """Bodyguard may enter exerted (10.2.2): ready, it can quest or challenge next turn."""
    return {o["id"]: 1.0 if o["id"] == "no" else 0.0 for o in ask["options"]}


# The rules of the decisions named by their request key.
BY_KEY = {"defender": choose_defender, "support": support_own_quester}


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    key = ask.get("key", "")
    if ask["kind"] == "mulligan":
        return put_back_expensive(Table(view), ask)
    if key == "action":  # the main phase's turn actions (4.3.2)
        table = Table(view)
        return {o["id"]: score_action(table, o["id"]) for o in ask["options"]}
    if key in BY_KEY:
        return BY_KEY[key](Table(view), ask)
    if key == "bodyguard":
        return bodyguard_enters_ready(ask)
    if ask["kind"] == "choose_number" and key.startswith("remove"):
        return largest_number(ask)  # damage removed from the agent's own characters
    return None

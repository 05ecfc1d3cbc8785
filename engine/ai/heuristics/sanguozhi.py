"""三国智 scoring rules for the heuristic agent: build the board (one Authority and one dispatch
a turn, 504.1a), attack when the attacker outlasts the blockers, block to keep the provisions (粮草),
and lose as few Generals as possible when splitting or redirecting damage.

Stats are the view's current ones for face-up Generals (``view["stats"]``), else the printed ones
of a card the agent knows.
"""

from __future__ import annotations

from engine.games.sanguozhi.abilities import abilities_of
from engine.games.sanguozhi.cards import Ability, card_db
from engine.games.sanguozhi.cooperation import ALONE, PAIR

from .generic import largest_number, unblocked_damage

# Main-phase actions, by the first word of the option id (the order a player builds a board in).
ACTIONS = {
    "authority": 30.0,  # resources first: they are thresholds for everything else (412.5)
    "dispatch": 25.0,
    "flip": 20.0,
    "cast": 15.0,
    "conceal": 12.0,
    "set": 8.0,
    "conscript": -1.0,  # three cards for one basic Authority: only a random player does it
    "vanguard": 22.0,  # 先锋 (802.17) costs a 虎符: after the free dispatch, before the rest
    "pass": 0.0,
}
# A face-down General cannot fight (112.3a) and holds its slot until a 虎符 is discarded to flip it
# (500.1f): without one to spare it only keeps a fighting General out, so it is worse than passing.
CLOGGING = -2.0
# With a face-up 诸侯军 General on the field, a player declares no attack and no block without
# discarding a 虎符 from hand (410.3h): spending the last 虎符 then (placed as Authority, or paid
# for a flip, 500.1f; a Formation member joining or leaving, 503.4a; 先锋, 802.17), or bringing
# the first 诸侯军 General face up with none left in hand, leaves every own General unable to
# fight, and the enemy attacks unblocked every turn. Worse than passing.
DISARMING = -2.0
# The actions whose cost is a 虎符 from hand, by the first word of the option id.
TALLY_COSTS = ("flip", "join", "leave", "vanguard")
# Drawing from an empty deck loses the game (104.3c, 118.4): an ability that draws (练习-040's
# "discard 1: draw 2") is not used when it would leave fewer cards than this in the deck, about
# as many turns as a long game has left, or the agent decks out with its 粮草 untouched.
DECK_RESERVE = 10
# An ability not worth using now (the deck above, or 粮草 paid outside combat below): below passing.
WASTE = -1.0
# A face-down Dispatch's role, by what the slot adds: the Lord's +2/+2 (202.4a) first.
ROLES = {"lord": 3.0, "strategist": 2.0, "lieutenant": 1.0}
# A Strategist put into the graveyard costs its controller 5 粮 (202.5a, 804.5i).
STRATEGIST_LOSS = 5


class Board:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.players = view["players"]
        teams = view.get("data", {}).get("teams") or [[p] for p in view["players"]]
        self.team = next((team for team in teams if self.me in team), [self.me])  # 2v2 teammates (900.2)
        self.stats = view.get("stats", {})
        self.view = view
        self.cards = {card["id"]: card for zone in view["zones"].values() for card in zone["cards"]}

    def stat(self, card_id: str, name: str) -> int:
        if card_id in self.stats:
            return self.stats[card_id].get(name) or 0
        card = self.cards.get(card_id)
        definition = card_db().get(card["def"]) if card and "def" in card else None
        return (getattr(definition, name, None) or 0) if definition else 0

    def can_flip_another(self) -> bool:
        """More 虎符 Authority cards in hand than own face-down Generals waiting to be flipped
        (each flip discards one, 500.1f)."""
        tallies = len(self.tallies())
        waiting = sum(1 for c in self.cards.values() if c["owner"] == self.me and c.get("zone", "").endswith(".field")
                      and c.get("face_down") and c.get("slot") in ROLES)  # fmt: skip
        return tallies > waiting

    def tallies(self) -> list[str]:
        """The 虎符 Authority cards in the agent's hand."""
        return [c["id"] for c in self.hand() if "def" in c and card_db()[c["def"]].authority_type == "tiger"]

    def warlord(self, card_id: str) -> bool:
        """A 诸侯军 General (410.3h), by its printed factions."""
        card = self.cards.get(card_id)
        return bool(card and "def" in card and "诸侯军" in card_db()[card["def"]].factions)

    def pays_to_fight(self) -> bool:
        """410.3h: with a face-up 诸侯军 General on its field, a player declares no attack and no
        block unless they discard a 虎符 from hand."""
        return any(self.warlord(c) for c in self.generals(self.me))

    def deck_size(self) -> int | None:
        zone = self.view["zones"].get(f"{self.me}.deck")
        return zone["count"] if zone else None

    def hand(self) -> list[dict]:
        return [c for c in self.cards.values() if c.get("zone") == f"{self.me}.hand"]

    def life(self, card_id: str) -> int:
        return self.stat(card_id, "health") - self.stat(card_id, "damage")

    def generals(self, player: str) -> list[str]:
        return [
            c for c, card in self.cards.items()
            if card["owner"] == player and card["zone"].endswith(".field") and not card.get("face_down")
            and card.get("slot") in ROLES
        ]  # fmt: skip

    def enemies(self, player: str | None = None) -> list[str]:
        """The face-up Generals of every enemy (102.8), or of one enemy player."""
        return [c for p in self.players if p not in self.team and player in (None, p) for c in self.generals(p)]

    def incoming(self, attacker: str) -> int:
        """The attack of every enemy General attacking the agent in this combat (the view's
        ``combat``), this attacker's at the least."""
        combat = self.view.get("combat") or {}
        attacking = [a for a, defender in combat.get("attackers", {}).items() if defender == self.me]
        return max(self.stat(attacker, "attack"), sum(self.stat(a, "attack") for a in attacking))

    def provisions_lost(self, card_id: str) -> int:
        """The 粮草 its controller loses when the General dies: 5 for a Strategist (202.5a)."""
        card = self.cards.get(card_id)
        return STRATEGIST_LOSS if card and card.get("slot") == "strategist" else 0

    def loss(self, card_id: str, amount: int) -> float:
        """What ``amount`` damage to the General costs: its worth and the 粮草 its death takes
        (202.5a) when it dies, else nothing."""
        if amount < self.life(card_id):
            return 0.0
        return self.stat(card_id, "attack") + self.stat(card_id, "health") + 1.0 + self.provisions_lost(card_id)


def build_the_board(board: Board, option_id: str) -> float:
    parts = option_id.split(":")
    if parts[0] == "conceal" and not board.can_flip_another():
        return CLOGGING
    if disarms(board, parts):
        return DISARMING
    if parts[0] == "ability" and (decks_out(board, parts) or pays_outside_combat(board, parts)):
        return WASTE
    score = ACTIONS.get(parts[0], 5.0)
    if parts[0] in ("dispatch", "conceal") and len(parts) > 2:
        score += ROLES.get(parts[2], 0.0) + board.stat(parts[1], "attack") / 10
    return score


def ability_of(board: Board, parts: list[str]) -> Ability | None:
    """The ability of an "ability:<card>:<index>" option, when the agent knows the card."""
    card = board.cards.get(parts[1])
    return abilities_of(card["def"])[int(parts[2])] if card and "def" in card else None


def decks_out(board: Board, parts: list[str]) -> bool:
    """Whether the ability draws (118) the deck below DECK_RESERVE."""
    ability, deck = ability_of(board, parts), board.deck_size()
    if ability is None or deck is None:
        return False
    drawn = sum(step.count for step in ability.steps if step.step == "draw")
    return drawn > 0 and deck - drawn < DECK_RESERVE


def pays_outside_combat(board: Board, parts: list[str]) -> bool:
    """Whether the ability costs 粮草 (108.5; 先登死士, 练习-041: −1 粮 for +1/+1 until the end
    of the turn) while its General is not fighting (the view's ``combat``): the provisions are
    the life the game is played for (104.3b), paid there for nothing."""
    ability = ability_of(board, parts)
    if ability is None or not ability.cost.provisions:
        return False
    combat = board.view.get("combat") or {}
    fighting = {*combat.get("attackers", {}), *(b for blockers in combat.get("blocks", {}).values() for b in blockers)}
    return parts[1] not in fighting


def disarms(board: Board, parts: list[str]) -> bool:
    """Whether the action leaves a face-up 诸侯军 General on the agent's field and no 虎符 in its
    hand to fight with (410.3h)."""
    tallies = board.tallies()
    spends = parts[0] in TALLY_COSTS or (parts[0] == "authority" and parts[1] in tallies)
    if len(tallies) > int(spends):
        return False
    enters = parts[0] in ("dispatch", "flip", "vanguard") and board.warlord(parts[1])
    # Already face up with none in hand: the lock is on, and this action does not add to it.
    return (spends and board.pays_to_fight()) or (enters and not board.pays_to_fight())


def attack_when_favourable(board: Board, ask: dict) -> dict[str, float]:
    """Attack with a General no single enemy General both survives and kills; attacking does not
    tap (500.7b), so a General that attacks can still block. With more attackers than the enemy
    has Generals to block them one to one (606.3), the ones left unblocked hit the provisions:
    when even the weakest of them take the last ones (104.3b), everyone attacks."""
    attackers = [o["id"] for o in ask["options"]]
    if overwhelms(board, attackers) or wins_the_race(board, attackers):
        return {o["id"]: 1.0 for o in ask["options"]}
    scores = {}
    for option in ask["options"]:
        attack, life = board.stat(option["id"], "attack"), board.life(option["id"])
        risky = any(board.stat(e, "attack") >= life and board.life(e) > attack for e in board.enemies())
        scores[option["id"]] = attack - (attack + life if risky else 0) + 0.5
    return scores


def overwhelms(board: Board, attackers: list[str]) -> bool:
    """Whether the attackers the enemy cannot block (each face-up enemy General blocks one; face-
    down ones cannot fight, 112.3a), taken as the weakest, deal the provisions of an enemy."""
    through = unblocked_damage([board.stat(c, "attack") for c in attackers], len(board.enemies()))
    provisions = min(board.players[p]["provisions"] for p in board.players if p not in board.team)
    return through > 0 and through >= provisions


def wins_the_race(board: Board, attackers: list[str]) -> bool:
    """Whether attacking with everyone every turn takes the enemy's provisions in no more turns
    than the enemy's Generals, all attacking, take the agent's (104.3b): the enemy blocks and
    may kill at most one attacker with each General (606.3), the rest hit the provisions, and
    holding back only gives the enemy time."""
    through = unblocked_damage([board.stat(c, "attack") for c in attackers], len(board.enemies()))
    threat = sum(board.stat(e, "attack") for e in board.enemies())
    if through <= 0 or threat <= 0:
        return False
    provisions = min(board.players[p]["provisions"] for p in board.players if p not in board.team)
    return -(-provisions // through) <= -(-board.players[board.me]["provisions"] // threat)


def attack_the_weaker(board: Board, ask: dict, attacker: str) -> dict[str, float]:
    """901.1: attack the enemy with the fewer provisions (one who leaves takes a General's worth
    of threats off the board, 900.3a), unless one of their Generals would block and kill it."""
    attack, life = board.stat(attacker, "attack"), board.life(attacker)
    scores = {}
    for option in ask["options"]:
        risky = any(board.stat(e, "attack") >= life and board.life(e) > attack for e in board.enemies(option["id"]))
        scores[option["id"]] = -board.players[option["id"]]["provisions"] - (attack + life if risky else 0)
    return scores


def block_to_survive(board: Board, ask: dict, attacker: str) -> dict[str, float]:
    """Block when the blockers kill the attacker or survive it, or when the attacks on the agent
    together would take the last provisions (104.3b; every attacker is blocked on its own, so
    each is blocked then); else take the damage. A Strategist that dies costs 5 more (202.5a):
    it blocks only to save the game, and then only when it keeps some provisions; a block that
    keeps some whatever the attacker's overflow (610: it may put the damage past lethal on the
    provisions) comes first. A 仗枪 pair ("a+b", 802.19b) deals the sum of its attacks and
    survives when the defender can split the damage with no one lethal (807.4)."""
    attack, life = board.stat(attacker, "attack"), board.life(attacker)
    provisions, incoming = board.players[board.me]["provisions"], board.incoming(attacker)
    scores = {}
    for option in ask["options"]:
        if option["id"] == "no_block":
            scores[option["id"]] = 0.0
            continue
        blockers = option["id"].split(PAIR)
        kills = sum(board.stat(b, "attack") for b in blockers) >= life
        survives = sum(board.life(b) - 1 for b in blockers) >= attack
        strategist = 0 if survives else sum(board.provisions_lost(b) for b in blockers if attack >= board.life(b))
        overflow = max(0, attack - sum(board.life(b) for b in blockers))
        scores[option["id"]] = (2.0 if kills else 0.0) + (1.0 if survives else -1.5)
        if incoming >= provisions and strategist < provisions:
            scores[option["id"]] += 10.0 if incoming - attack + overflow + strategist < provisions else 5.0
        scores[option["id"]] -= 0.5 * (len(blockers) - 1)  # a pair ties up a second blocker
        scores[option["id"]] -= 2.0 if strategist else 0.0
    return scores


def join_attack(board: Board, ask: dict, attacker: str) -> dict[str, float]:
    """联破 (802.20b): attack together when the pair's sum of attacks kills any single enemy
    blocker (807.4a: one blocker, or one 仗枪 pair, blocks the whole pair); the strongest partner."""
    toughest = max((board.life(e) for e in board.enemies()), default=0)
    scores = {}
    for option in ask["options"]:
        if option["id"] == ALONE:
            scores[ALONE] = 0.0
            continue
        together = board.stat(attacker, "attack") + board.stat(option["id"], "attack")
        scores[option["id"]] = (1.0 if together >= toughest else -0.5) + board.stat(option["id"], "attack") / 10
    return scores


def split_to_save(board: Board, ask: dict) -> dict[str, float]:
    """807.4c-d: damage split between two own Generals: the split that loses the least (an option
    names its amounts per General)."""
    return {o["id"]: -sum(board.loss(c, n) for c, n in o["amounts"].items()) for o in ask["options"]}


def guard_to_save(board: Board, ask: dict) -> dict[str, float]:
    """守护 (802.26b): let the 守护 General take the damage when that loses less; a redirection that
    saves nothing is not worth it (an option names who would receive the damage)."""
    return {o["id"]: -board.loss(o["card"], o["amount"]) - (0.1 if o["id"] != "no_guard" else 0.0) for o in ask["options"]}


def replacement_first(board: Board, ask: dict) -> dict[str, float]:
    """712.2: of the replacements of a gain of 粮, the one that turns it into a loss first; doubling
    first would double the loss (事半功倍 then 事与愿违 is −2X, the other order −X)."""
    scores = {}
    for option in ask["options"]:
        card = board.cards.get(option["id"])
        rule = card_db()[card["def"]].provisions_replace if card and "def" in card else None
        scores[option["id"]] = 1.0 if rule is not None and rule.becomes == "loss" else 0.0
    return scores


def shield_last(ask: dict) -> dict[str, float]:
    """712.1e: a replacement (改为) before 升盾, so the shield lowers the replaced damage."""
    return {o["id"]: 1.0 if o["id"].startswith("replace:") else 0.0 for o in ask["options"]}


def place_by_role(ask: dict) -> dict[str, float]:
    """先锋's placement (802.17): the slot whose role adds most, the Lord's first (202.4a)."""
    return {o["id"]: ROLES.get(o["id"].partition(":")[0], 0.0) for o in ask["options"]}


def prefer_enemy_targets(ask: dict) -> dict[str, float]:
    """Targeted Stratagems mostly harm: an enemy General over an own or a teammate's one (labels
    say 敌方/己方/队友)."""
    return {o["id"]: 1.0 if "敌方" in o["label"] else -1.0 if "己方" in o["label"] or "队友" in o["label"] else 0.0 for o in ask["options"]}


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    board = Board(view)
    kind, key = ask["kind"], ask.get("key", "")
    if kind == "choose_action" and key == "action":
        return {o["id"]: build_the_board(board, o["id"]) for o in ask["options"]}
    if key == "attackers":
        return attack_when_favourable(board, ask)
    if key.startswith("defender:"):
        return attack_the_weaker(board, ask, key.partition(":")[2])
    if key.startswith("block:"):
        return block_to_survive(board, ask, key.partition(":")[2])
    if key.startswith("pair:"):
        return join_attack(board, ask, key.partition(":")[2])
    if key.startswith(("attack:", "counter:")):
        return split_to_save(board, ask)
    if key.startswith("guard:"):
        return guard_to_save(board, ask)
    if key.startswith("provisions_replacement:"):
        return replacement_first(board, ask)
    if key.startswith("order:"):
        return shield_last(ask)
    if key == "place":
        return place_by_role(ask)
    if key.startswith("overflow:"):
        return largest_number(ask)  # trample (610): every point past lethal hits the provisions
    if kind == "choose_targets":
        return prefer_enemy_targets(ask)
    return None

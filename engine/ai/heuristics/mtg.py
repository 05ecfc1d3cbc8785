"""Magic scoring rules for the heuristic agent: attack when the attacker survives the blockers it
can meet, block to survive. Priority actions (a land, then spells, never tapping mana by hand)
are the generic rules'. Creatures are read from the view's public facts (``view["permanents"]``:
current power, toughness, damage, tapped).
"""

from __future__ import annotations

from .generic import unblocked_damage


class Battlefield:
    def __init__(self, view: dict) -> None:
        self.me = view["viewer"]
        self.seats = view["seats"]
        self.players = view["players"]
        self.life = self.players[self.me]["life"]
        self.permanents = view.get("permanents", {})

    def creature(self, card_id: str) -> dict | None:
        facts = self.permanents.get(card_id)
        return facts if facts and "power" in facts else None

    def power(self, card_id: str) -> int:
        return (self.creature(card_id) or {}).get("power", 0)

    def life_left(self, card_id: str) -> int:
        facts = self.creature(card_id) or {}
        return facts.get("toughness", 0) - facts.get("damage", 0)

    def overwhelms(self, attackers: list[str]) -> bool:
        if len(self.seats) != 2:
            return False
        opponent = next(p for p in self.seats if p != self.me)
        through = unblocked_damage([self.power(c) for c in attackers], len(self.blockers_against_me()))
        return through > 0 and through >= self.players[opponent]["life"]

    def blockers_against_me(self) -> list[str]:
        return [c for c, f in self.permanents.items() if "power" in f and f["controller"] != self.me and not f["tapped"]]


def attack_when_favourable(field: Battlefield, ask: dict) -> dict[str, float]:
    """Attack (508) with a creature no untapped opposing creature blocks profitably: one that
    would kill it and survive. Against one opponent, when the attackers its untapped creatures
    cannot block (one each, 509.1a), taken as the weakest, deal its life (104.3a), everyone
    attacks."""
    if field.overwhelms([o["id"] for o in ask["options"]]):
        return {o["id"]: 1.0 for o in ask["options"]}
    scores = {}
    for option in ask["options"]:
        power, life = field.power(option["id"]), field.life_left(option["id"])
        bad_block = any(field.power(b) >= life and field.life_left(b) > power for b in field.blockers_against_me())
        scores[option["id"]] = power - (power + life if bad_block else 0) + 0.5
    return scores


def block_to_survive(field: Battlefield, ask: dict) -> dict[str, float]:
    """Blocks (509), options "blocker>attacker": a block that kills the attacker or that the
    blocker survives; any block when the attack is lethal. One block per blocker (509.1a)."""
    pairs = [(o["id"], *o["id"].split(">")) for o in ask["options"]]
    incoming = sum(field.power(a) for a in {a for _, _, a in pairs})
    lethal = incoming >= field.life
    scores, best_of_blocker = {}, {}
    for option_id, blocker, attacker in pairs:
        kills = field.power(blocker) >= field.life_left(attacker)
        survives = field.life_left(blocker) > field.power(attacker)
        score = (2.0 if kills else 0.0) + (1.0 if survives else -1.5) + (5.0 if lethal else 0.0)
        scores[option_id] = score
        if score > scores.get(best_of_blocker.get(blocker), -1e9):
            best_of_blocker[blocker] = option_id
    chosen = set(best_of_blocker.values())
    return {o: s if o in chosen else -1.0 for o, s in scores.items()}


def aim_at_the_opponent(field: Battlefield, ask: dict) -> dict[str, float]:
    """Targets (115): most targeted spells harm, so an opposing permanent or player over one's own."""
    scores = {}
    for option in ask["options"]:
        facts = field.permanents.get(option["id"])
        controller = facts["controller"] if facts else option["id"] if option["id"] in field.seats else None
        scores[option["id"]] = 0.0 if controller is None else -1.0 if controller == field.me else 1.0
    return scores


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    field = Battlefield(view)
    key = ask.get("key", "")
    if key == "attackers":
        return attack_when_favourable(field, ask)
    if key.startswith("blockers"):
        return block_to_survive(field, ask)
    if key.startswith("target:"):
        return aim_at_the_opponent(field, ask)
    return None

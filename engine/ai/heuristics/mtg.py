"""Magic scoring rules for the heuristic agent: attack when the attacker survives the blockers it
can meet, block to survive. Priority actions (a land, then spells, never tapping mana by hand)
are the generic rules'. Creatures are read from the view's public facts (``view["permanents"]``:
current power, toughness, damage, tapped); what a spell or ability on the stack does, from its
printed definition (public once cast, CR 601.2a).
"""

from __future__ import annotations

from engine.games.mtg.cards import card
from engine.games.mtg.casting import ability_of, body_of

from .generic import STOPPING, unblocked_damage

# Steps that are good for what they target, whoever controls it ("target creature gets +2/+2",
# "untap target permanent", "target player draws"): such a target is one's own. Every other step
# (damage, destroy, exile, tap, bounce, steal, discard, …) is aimed at an opponent.
HELPFUL_STEPS = frozenset({
    "pump", "grant", "untap", "double", "gain_life", "draw", "monstrosity", "cant_be_blocked",
    "prevent_damage_this_turn", "double_counters", "add_counters", "spell_gains",
})  # fmt: skip
HARMFUL_COUNTERS = frozenset({"stun", "-1/-1"})


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

    def size(self, card_id: str) -> int:
        """A creature's worth in a trade: its power and what damage it can still take."""
        return self.power(card_id) + self.life_left(card_id)

    def keywords(self, card_id: str) -> set[str]:
        return set((self.creature(card_id) or {}).get("keywords", ()))

    def can_block(self, blocker: str, attacker: str) -> bool:
        """Flying (702.9b: only by flying or reach) and menace (702.110b: two or more blockers,
        taken as unblockable by one) as the public keywords say."""
        attacking, blocking = self.keywords(attacker), self.keywords(blocker)
        if "flying" in attacking and not blocking & {"flying", "reach"}:
            return False
        return "menace" not in attacking

    def kills(self, source: str, creature: str) -> bool:
        """Whether ``source``'s combat damage destroys ``creature``: lethal damage, or any from deathtouch (702.2b)."""
        return self.power(source) >= self.life_left(creature) or ("deathtouch" in self.keywords(source) and self.power(source) > 0)

    def strikes_first(self, creature: str, other: str) -> bool:
        """First strike or double strike against a creature without either (702.7b, 510.4)."""
        strikes = {"first_strike", "double_strike"}
        return bool(self.keywords(creature) & strikes) and not self.keywords(other) & strikes

    def overwhelms(self, attackers: list[str]) -> bool:
        if len(self.seats) != 2:
            return False
        opponent = next(p for p in self.seats if p != self.me)
        through = unblocked_damage([self.power(c) for c in attackers], len(self.blockers_against_me()))
        return through > 0 and through >= self.players[opponent]["life"]

    def blockers_against_me(self) -> list[str]:
        return [c for c, f in self.permanents.items() if "power" in f and f["controller"] != self.me and not f["tapped"]]


def attack_when_favourable(field: Battlefield, ask: dict) -> dict[str, float]:
    """Attack (508) with a creature no untapped opposing creature blocks profitably: one that can
    block it and would kill it and survive, or trade with it while worth less. Against one
    opponent, when the attackers its untapped creatures cannot block (one each, 509.1a), taken as
    the weakest, deal its life (104.3a), everyone attacks."""
    if field.overwhelms([o["id"] for o in ask["options"]]):
        return {o["id"]: 1.0 for o in ask["options"]}
    scores = {}
    for option in ask["options"]:
        attacker = option["id"]
        power, life = field.power(attacker), field.life_left(attacker)
        bad_block = any(field.can_block(b, attacker) and field.kills(b, attacker)
                        and not (field.strikes_first(attacker, b) and field.kills(attacker, b))
                        and (not field.kills(attacker, b) or field.size(b) < field.size(attacker))  # survives, or a cheap trade
                        for b in field.blockers_against_me())  # fmt: skip
        scores[attacker] = power - (power + life if bad_block else 0) + 0.5
    return scores


def block_to_survive(field: Battlefield, ask: dict) -> dict[str, float]:
    """Blocks (509), options "blocker>attacker": a block that kills the attacker or that the
    blocker survives; any block when the attack is lethal. One block per blocker (509.1a)."""
    pairs = [(o["id"], *o["id"].split(">")) for o in ask["options"]]
    incoming = sum(field.power(a) for a in {a for _, _, a in pairs})
    lethal = incoming >= field.life
    scores, best_of_blocker = {}, {}
    for option_id, blocker, attacker in pairs:
        if not field.can_block(blocker, attacker):  # a lone block of a menace attacker is refused (702.110b)
            scores[option_id] = -1.0
            continue
        kills = field.kills(blocker, attacker) and not (field.strikes_first(attacker, blocker) and field.kills(attacker, blocker))
        survives = not field.kills(attacker, blocker) or (field.strikes_first(blocker, attacker) and field.kills(blocker, attacker))
        score = (2.0 if kills else 0.0) + (1.0 if survives else -1.5) + (5.0 if lethal else 0.0)
        scores[option_id] = score
        if score > scores.get(best_of_blocker.get(blocker), -1e9):
            best_of_blocker[blocker] = option_id
    chosen = set(best_of_blocker.values())
    return {o: s if o in chosen else -1.0 for o, s in scores.items()}


def helps_its_target(view: dict, key: str) -> bool:
    """Whether the steps of the stack object asking (``target:<object>:<index>``) that refer to
    that target all help it (a pump of +N/+N, +1/+1 counters, untap, draw, …)."""
    object_id, _, index = key.removeprefix("target:").rpartition(":")
    obj = next((o for o in view.get("stack", ()) if o["id"] == object_id), None)
    definition = obj and (obj.get("def") or obj.get("data", {}).get("definition"))  # a trigger's is in its data
    if not definition or not index.isdigit():
        return False
    obj = {**obj, "def": definition}
    ability = ability_of(obj)
    if ability is None or (ability.modes and obj.get("mode") is None):  # a mode kept elsewhere: not read
        return False
    body = body_of(obj)
    steps = [step for step in body.effects if int(index) in (getattr(step, "target", None), getattr(step, "to", None), getattr(step, "source", None))]
    return bool(steps) and all(_helps(step, int(index)) for step in steps)


def _helps(step, index: int) -> bool:
    if getattr(step, "source", None) == index:  # "target creature you control deals damage …": the one dealing it
        return True
    if step.step not in HELPFUL_STEPS:
        return False
    if step.step == "add_counters":
        return step.kind not in HARMFUL_COUNTERS
    lowers = [amount for amount in (getattr(step, "power", 0), getattr(step, "toughness", 0)) if isinstance(amount, int) and amount < 0]
    return not lowers


def aim(field: Battlefield, view: dict, ask: dict) -> dict[str, float]:
    """Targets (115): a spell that helps what it targets at one's own permanent or oneself, the
    strongest creature first; anything else at an opposing permanent or player, the strongest
    first."""
    helpful = helps_its_target(view, ask.get("key", ""))
    scores = {}
    for option in ask["options"]:
        facts = field.permanents.get(option["id"])
        player = option["id"].removeprefix("player:")
        player = player if player in field.seats else None
        controller = facts["controller"] if facts else player
        if controller is None:
            scores[option["id"]] = 0.0
            continue
        mine = controller == field.me
        weight = 1.0 + field.power(option["id"]) / 10
        scores[option["id"]] = weight if mine == helpful else -weight
    return scores


def act_at_the_right_time(view: dict, ask: dict) -> dict[str, float]:
    """Priority (117): in one's own beginning phase (upkeep, draw) hold the mana for the main
    phase, where creatures and sorceries can be cast (307.1); crew a Vehicle (702.122) only at the
    beginning of one's own combat, where tapping the crew costs no attack it could still make and
    the Vehicle can attack. Other actions keep the generic scores."""
    turn = view.get("turn", {})
    mine = turn.get("active") == view["viewer"]
    on_battlefield = {c["id"]: c.get("def") for c in view.get("zones", {}).get("battlefield", {}).get("cards", ())}
    scores = {}
    for option in ask["options"]:
        word, _, rest = option["id"].partition(":")
        if word == "activate" and _is_crew(on_battlefield, rest):
            scores[option["id"]] = 2.0 if mine and turn.get("step") == "begin_combat" else -1.0
        elif mine and turn.get("step") in ("upkeep", "draw") and word not in STOPPING:
            scores[option["id"]] = -0.5
    return scores


def _is_crew(on_battlefield: dict, rest: str) -> bool:
    card_id, _, index = rest.partition(":")
    definition = on_battlefield.get(card_id)
    if not definition or not index.isdigit():
        return False
    abilities = card(definition).abilities
    return int(index) < len(abilities) and abilities[int(index)].crew > 0


def score_options(view: dict, ask: dict) -> dict[str, float] | None:
    field = Battlefield(view)
    key = ask.get("key", "")
    if key == "priority":
        return act_at_the_right_time(view, ask)
    if key == "attackers":
        return attack_when_favourable(field, ask)
    if key.startswith("blockers"):
        return block_to_survive(field, ask)
    if key.startswith("target:"):
        return aim(field, view, ask)
    return None

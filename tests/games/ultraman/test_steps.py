"""One unit test per effect step type (engine/games/ultraman/steps.py): a made-up card with the
step as its 攻 effect attacks, and the test checks what the step did."""

import re
from pathlib import Path

from engine.games.ultraman.cards import card_db
from engine.games.ultraman.steps import RESOLVERS
from tests.games.ultraman.position import FILLER, UltramanScenario, character, effect
from tests.games.ultraman.test_rules_battle import bystanders


def attacker(monkeypatch, *steps: dict) -> UltramanScenario:
    """p1 at the battle with a 4000/1000 attacker whose 攻 effect is `steps`, against a 6000."""
    card = character("测试-STEP", "测试步骤", 4000, 1000, effects=[effect(["attack"], "攻：测试。", *steps)])
    monkeypatch.setitem(card_db(), card.id, card)
    s = UltramanScenario()
    bystanders(s)
    s.attacker = s.field("测试-STEP")
    s.defender = s.field("测试-V6", "p2")
    return s


def test_step_draw(monkeypatch):
    s = attacker(monkeypatch, {"step": "draw", "count": 2, "who": "each"})
    tops = {p: s.zone(f"{p}.deck")[-2:] for p in ("p1", "p2")}
    s.mains(s.attacker, s.defender)
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == tops["p1"][::-1] + tops["p2"][::-1]  # the turn player first (1.1.5)


def test_step_discard_as_far_as_possible(monkeypatch):
    """"弃2张牌" with 1 card in hand discards that one (1.1.3a)."""
    s = attacker(monkeypatch, {"step": "discard", "count": 2})
    only = s.hand(FILLER)
    s.mains(s.attacker, s.defender)
    assert s.defs("p1", "rest") == [FILLER] and only not in s.zone("p1.hand")


def test_step_add_energy(monkeypatch):
    s = attacker(monkeypatch, {"step": "add_energy", "count": 2})
    s.mains(s.attacker, s.defender)
    energy = s.zone("p1.energy")
    assert len(energy) == 2 and all(s.card(c)["visible_to"] == [] for c in energy)  # nobody sees (5.1.2)


def test_step_modify(monkeypatch):
    s = attacker(monkeypatch, {"step": "modify", "amount": 3000})
    s.fight(s.attacker, s.defender)
    assert s.events_of("battle_result")[0]["totals"] == {"p1": 7000, "p2": 6000}


def test_step_reveal_nothing_to_reveal(monkeypatch):
    """No face-down card left: the step does nothing (1.1.3a)."""
    s = attacker(monkeypatch, {"step": "reveal"}, {"step": "draw"})
    s.mains(s.attacker, s.defender)
    assert s.count("p1", "hand") == 1 and not s.events_of("card_revealed")


def test_step_damage_to_rest(monkeypatch):
    s = attacker(monkeypatch, {"step": "damage_to_rest", "count": 2})
    s.damage(3)
    s.mains(s.attacker, s.defender)
    chosen = s.zone("p1.damage")[:2]
    s.expect("p1", "choose_cards", answer=chosen)
    moved = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["from_zone"] == "p1.damage"]
    assert moved == chosen and s.defs("p1", "rest") == [FILLER, FILLER]


def test_step_deck_to_damage(monkeypatch):
    s = attacker(monkeypatch, {"step": "deck_to_damage", "who": "opponent", "count": 2})
    top = s.zone("p2.deck")[-2:]
    s.mains(s.attacker, s.defender)
    moved = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["to_zone"] == "p2.damage"]
    assert moved == top[::-1] and all(s.card(c)["visible_to"] == "all" for c in s.zone("p2.damage"))


def test_every_step_has_a_test():
    """CI fails when an effect step type has no unit test here."""
    source = Path(__file__).read_text(encoding="utf-8")
    names = set(re.findall(r"^def test_step_([a-z_]+)\(", source, re.M))
    missing = [step for step in RESOLVERS if not any(name == step or name.startswith(step + "_") for name in names)]
    assert names and not missing, f"effect steps without a unit test: {missing}"

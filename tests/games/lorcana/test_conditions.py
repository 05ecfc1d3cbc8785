"""Conditions of abilities (engine/games/lorcana/conditions.py) read straight from a position."""

from engine.games.lorcana.abilities import Condition
from engine.games.lorcana.conditions import holds
from tests.games.lorcana.position import LorcanaScenario


def test_source_damaged_means_damage_counters_on_it():
    """5.1.3-5.1.4: a character with damage on it is damaged; one with none is undamaged."""
    s = LorcanaScenario()
    card = s.in_play("tfc-012")
    damaged, undamaged = Condition(source_damaged=True), Condition(source_damaged=False)
    assert holds(s.state, undamaged, "p1", card) and not holds(s.state, damaged, "p1", card)
    s.card(card)["counters"] = {"damage": 1}
    assert holds(s.state, damaged, "p1", card) and not holds(s.state, undamaged, "p1", card)

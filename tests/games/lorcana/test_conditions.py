"""Conditions of abilities (engine/games/lorcana/conditions.py) read straight from a position."""

from engine.games.lorcana.abilities import Condition, Filter
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


def test_you_have_none_and_an_opponent_has():
    """"如果你在场上没有长官角色" / "如果任一对手在场上有力竭状态的角色": only that player's cards count."""
    s = LorcanaScenario()
    card = s.in_play("tfc-012")
    none = Condition(you_have_none=Filter(type="character", classification="长官"))
    theirs = Condition(opponent_has=Filter(type="character", exerted=True))
    assert holds(s.state, none, "p1", card) and not holds(s.state, theirs, "p1", card)
    s.in_play("iti-188", "p2", exerted=True)  # 拉索, a captain, exerted: the opponent's
    assert holds(s.state, none, "p1", card) and holds(s.state, theirs, "p1", card)
    s.in_play("iti-188")
    assert not holds(s.state, none, "p1", card)

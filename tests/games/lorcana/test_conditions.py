"""Conditions of abilities (engine/games/lorcana/conditions.py) read straight from a position."""

import pytest

from engine.games.lorcana.abilities import Ability, Condition, Filter, Static
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


def test_you_have_also_and_the_sources_strength():
    """"如果你在场上有名称为杜儿的角色和名称为路儿的角色" and "只要他的 ¤ 等于或大于 5" (current strength, 7.8.1.1)."""
    s = LorcanaScenario()
    card = s.in_play("tfc-089")  # 3 strength
    both = Condition(you_have=Filter(name="杜儿"), you_have_also=Filter(name="路儿"))
    strong = Condition(source_strength_at_least=5)
    s.in_play("iti-139")  # 杜儿
    assert not holds(s.state, both, "p1", card) and not holds(s.state, strong, "p1", card)
    s.in_play("iti-149")  # 路儿
    s.in_play("urr-113")  # 卢米亚: your other characters +1 ¤
    s.in_play("urr-183")  # 阿宁: your heroes +1 ¤ (米奇 is a hero)
    assert holds(s.state, both, "p1", card) and holds(s.state, strong, "p1", card)


def test_a_static_depending_on_its_sources_strength_may_change_only_lore_or_willpower():
    """7.8.1.1: "只要这个角色的 ¤ 等于或大于 5，他便得 +2 ◊" is fine; a strength or keyword bonus (<挑战者>)
    would decide whether it applies to itself."""
    strong = Condition(source_strength_at_least=5)
    for static in (Static(stat="strength", amount=1), Static(keyword="challenger", value=2), Static(flag="cannot_quest")):
        with pytest.raises(ValueError):
            Ability(kind="static", condition=strong, static=static)
    assert Ability(kind="static", condition=strong, static=Static(stat="lore", amount=2)).reads_strength


def test_not_at_a_location_more_than_each_opponent_and_the_strongest_character():
    """"除非这个角色在地点内" (4.3.7), "只要你在场上的物品数量比每位对手都多" (a tie is not more) and "如果你在场上有
    角色的 ¤ 比每个对手角色都高" (current strength, 7.8.1.1)."""
    s = LorcanaScenario()
    card = s.in_play("tfc-012")  # 米奇, 3 strength
    away = Condition(source_not_at_location=True)
    items = Condition(more_than_each_opponent=Filter(type="item"))
    strongest = Condition(strongest_character=True)
    assert holds(s.state, away, "p1", card) and not holds(s.state, items, "p1", card)
    assert holds(s.state, strongest, "p1", card)  # no opposing character to beat
    s.card(card)["at_location"] = s.in_play("iti-034")
    s.in_play("iti-163")
    assert not holds(s.state, away, "p1", card) and holds(s.state, items, "p1", card)
    s.in_play("iti-163", "p2")
    theirs = s.in_play("tfc-012", "p2")
    assert not holds(s.state, items, "p1", card) and not holds(s.state, strongest, "p1", card)
    s.in_play("urr-113")  # 卢米亚: your other characters +1 ¤
    assert holds(s.state, strongest, "p1", card) and not holds(s.state, strongest, "p2", theirs)

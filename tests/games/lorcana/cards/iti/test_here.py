"""Into the Inklands (set 3) cards whose abilities hold "while this character is at a location"
(只要这个角色在地点内) or read the characters "here" (在此处): the printed ability, a position, the
resulting state."""

import pytest

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, no text


@pytest.mark.parametrize(("card", "bonus_stat", "amount"), [
    ("iti-046", "strength", 2),  # 奇妙扫帚——大型扫拂具: \扫除干净\ 只要这个角色在地点内，它便得 +2 {S}。
    ("iti-093", "lore", 1),  # 沙祖——荣耀国宰相: \我们该走了！\ 只要这个角色在地点内，他便得 +1 {L}。
    ("iti-115", "strength", 2),  # 迈罗·戴奇——兴奋的学者: \随时候教！\ 只要这个角色在地点内，他便得 +2 {S}。
    ("iti-183", "strength", 2),  # 米妮——时髦探洞家: \旅行\ 只要这个角色在地点内，她便得 +2 {S}。
])  # fmt: skip
def test_a_character_gets_its_bonus_only_while_at_a_location(card, bonus_stat, amount):
    """A character is at a location once moved there (4.3.7.4)."""
    s = LorcanaScenario()
    place = s.in_play("iti-204")
    there = s.in_play(card, at=place)
    elsewhere = s.in_play(card)
    assert stat(s.state, there, bonus_stat) == stat(s.state, elsewhere, bonus_stat) + amount


def test_stitch_covert_agent_gains_ward_while_at_a_location():
    """史迪奇——密探 (iti-089): <灵活>%\\躲起来\\ 只要这个角色在地点内，他便获得<庇护>。"""
    s = LorcanaScenario()
    place = s.in_play("iti-204")
    there = s.in_play("iti-089", at=place)
    elsewhere = s.in_play("iti-089")
    assert has_keyword(s.state, there, "ward") and not has_keyword(s.state, elsewhere, "ward")
    assert has_keyword(s.state, elsewhere, "evasive")


def test_belles_house_makes_items_cost_1_less_while_you_have_a_character_here():
    """贝儿的家——莫里斯的工坊 (iti-168): \\实验室\\ 如果你在此处有角色，则你少支付 1 {I} 来打出物品。"""
    s = LorcanaScenario()
    house = s.in_play("iti-168")
    item = s.hand("iti-097")  # Airfoil, cost 2
    character = s.hand(MICKEY)
    assert total_cost(s.state, "p1", item, 2) == 2
    s.in_play(MICKEY, at=house)
    assert total_cost(s.state, "p1", item, 2) == 1 and total_cost(s.state, "p1", character, 3) == 3

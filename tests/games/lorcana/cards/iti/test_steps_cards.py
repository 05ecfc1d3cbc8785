"""Set-3 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game, effects that reveal a hand or move a character): the printed ability, a position,
the answers, the resulting state."""

from tests.games.lorcana.position import LorcanaScenario, choose

LOCATION = "iti-032"  # 梦幻岛——美人鱼珊瑚礁, willpower 4
ITEM = "tfc-032"


def test_rise_of_the_titans_banishes_a_location_or_an_item():
    """泰坦巨魔再起 (iti-198): 驱逐所选的地点或物品。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand("tfc-012")
    action = s.hand("iti-198")
    location, item = s.in_play(LOCATION, "p2"), s.in_play(ITEM, "p2")
    s.in_play("tfc-012", "p2")  # a character: not offered
    s.main(answer=f"play:{action}")
    choose(s, [location, item], [location])
    assert location not in s.state["cards"] and item in s.state["cards"]


def test_ba_boom_damages_a_character_or_a_location():
    """叭卟！ (iti-196): 向所选的角色或地点造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    action = s.hand("iti-196")
    character, location = s.in_play("tfc-012", "p2"), s.in_play(LOCATION, "p2")
    s.in_play(ITEM, "p2")  # an item: not offered
    s.main(answer=f"play:{action}")
    choose(s, [character, location], [location])
    assert s.damage(location) == 2 and s.damage(character) == 0


def test_and_then_along_came_zeus_banishes_a_location_with_5_damage():
    """然后宙斯来了 (iti-195): 向所选的角色或地点造成 5 点伤害。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    action = s.hand("iti-195")
    character, location = s.in_play("tfc-012", "p2"), s.in_play(LOCATION, "p2")
    s.main(answer=f"play:{action}")
    choose(s, [character, location], [location])
    assert location not in s.state["cards"] and s.cards("p2.discard", LOCATION)  # willpower 4 (1.9.1.3)


def test_robins_bow_pings_a_damaged_character_or_location_and_readies_when_robin_quests():
    """罗宾汉弓 (iti-098): \\森林的礼物\\ {E}～向所选的受伤的角色或地点造成 1 点伤害。%\\闹着玩儿\\ 每当你的一个名称为
    罗宾汉的角色探奇时，你可以令这个物品就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    bow = s.in_play("iti-098")
    robin = s.in_play("iti-084")
    hurt, hurt_location = s.in_play("tfc-012", "p2", damage=1), s.in_play(LOCATION, "p2", damage=1)
    s.in_play("tfc-012", "p2")  # undamaged: not offered
    s.main(answer=f"activate:{bow}:0")
    choose(s, [hurt, hurt_location], [hurt_location])
    assert s.damage(hurt_location) == 2 and s.card(bow)["exerted"]
    s.main(answer=f"quest:{robin}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(bow)["exerted"]

"""Set-4 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game, shift variants): the printed ability, a position, the answers, the resulting state."""

from tests.games.lorcana.position import LorcanaScenario, choose, defs

LOCATION = "iti-032"  # 梦幻岛——美人鱼珊瑚礁, cost 1


def test_poor_unfortunate_souls_returns_a_cheap_character_item_or_location():
    """可怜的灵魂 (urr-060): 将所选的费用等于或小于 2 的角色、物品或地点移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    song = s.hand("urr-060")
    cheap, location, item = s.in_play("tfc-036", "p2"), s.in_play(LOCATION, "p2"), s.in_play("tfc-032", "p2")
    s.in_play("tfc-012", "p2")  # cost 3: not offered
    s.main(answer=f"play:{song}")
    choose(s, [cheap, location, item], [location])
    assert defs(s, "p2.hand") == [LOCATION]


def test_mrs_potts_may_draw_with_lumiere_or_cogsworth():
    """茶壶太太——魔法茶壶 (urr-052): \\没有想象的那么糟糕\\ 当你打出这个角色时，如果你在场上有名称为卢米亚或名称为葛士华
    的角色，则你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(8)
    first, second = s.hand("urr-052"), s.hand("urr-052")
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.in_play("rotf-112", "p2")  # an opponent's Lumiere does not count
    s.main(answer=f"play:{first}")
    assert len(s.zone("p1.hand")) == 2  # no draw, no question
    s.in_play("rotf-142")  # Cogsworth
    s.main(answer=f"play:{second}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert "tfc-040" in defs(s, "p1.hand")


def test_hans_gains_lore_if_any_player_has_a_princess_or_queen():
    """汉斯——皇族恶棍 (urr-146): \\皇室阴谋\\ 当你打出这个角色时，如果场上有公主或女王角色，则获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(6)
    first, second = s.hand("urr-146"), s.hand("urr-146")
    s.hand("tfc-012")
    s.in_play("tfc-016")  # a prince is neither
    s.main(answer=f"play:{first}")
    assert s.lore("p1") == 0
    s.in_play("tfc-035", "p2")  # an opponent's queen counts
    s.main(answer=f"play:{second}")
    assert s.lore("p1") == 1

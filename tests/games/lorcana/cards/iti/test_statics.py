"""Into the Inklands (set 3) static abilities with a "while" (7.6.1)."""

from tests.games.lorcana.position import LorcanaScenario, option_ids


def test_treasure_guardian_can_challenge_or_quest_only_at_a_location():
    """宝藏守护神——奇迹之洞门神 (iti-058): \\是谁搅了我的美梦？\\ 除非这个角色在地点内，否则它不能发起挑战或探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    guardian = s.in_play("iti-058")
    s.in_play("tfc-012", "p2", exerted=True)
    options = option_ids(s.main())
    assert f"quest:{guardian}" not in options and f"challenge:{guardian}" not in options
    palace = s.in_play("iti-034")
    s.card(guardian)["at_location"] = palace
    options = option_ids(s.main())
    assert f"quest:{guardian}" in options and f"challenge:{guardian}" in options
    s.main(answer=f"quest:{guardian}")
    assert s.lore("p1") == 2

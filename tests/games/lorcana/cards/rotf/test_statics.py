"""第三章 static abilities reading the character's own strength: "只要这个角色的 ¤ 等于或大于 N，他便得
+M ◊" (current strength, 7.8.1.1; the static changes only lore, so it cannot feed on itself)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, option_ids


def pump(s: LorcanaScenario, card: str, amount: int) -> None:
    add_effect(s.ctx(), source=None, controller="p1", cards=[card],
               modifier={"stat": "strength", "op": "add", "value": amount}, until=END_OF_TURN)  # fmt: skip


def test_pain_gets_plus_2_lore_while_his_strength_is_5_or_more():
    """痛苦——冥界小鬼 (rotf-086): \\来了，我伟大的阴间大帝\\ 只要这个角色的 {S} 等于或大于 5，他便得 +2 {L}。"""
    s = LorcanaScenario()
    pain = s.in_play("rotf-086")  # 1 strength, 1 lore
    pump(s, pain, 3)
    assert stat(s.state, pain, "lore") == 1  # 4 strength: not yet
    pump(s, pain, 1)
    assert stat(s.state, pain, "lore") == 3
    s.main(answer=f"quest:{pain}")
    assert s.lore("p1") == 3


def test_pete_bad_guy_gets_plus_2_strength_per_action_and_plus_2_lore_at_7():
    """皮特——坏蛋 (rotf-088): <庇护>%\\看招！\\ 每当你打出一个行动时，这个角色本回合得 +2 {S}。%\\下一个轮到谁啊？\\
    只要这个角色的 {S} 等于或大于 7，他便得 +2 {L}。"""
    s = LorcanaScenario()
    s.ink(3)
    pete = s.in_play("rotf-088")  # 3 strength, 2 lore
    friends = s.hand("tfc-064")  # 我的朋友来自魔法世界: an action
    assert has_keyword(s.state, pete, "ward")
    s.main(answer=f"play:{friends}")
    assert stat(s.state, pete, "strength") == 5 and stat(s.state, pete, "lore") == 2
    pump(s, pete, 2)
    assert stat(s.state, pete, "lore") == 4
    s.main(answer=f"quest:{pete}")
    assert s.lore("p1") == 4


def test_alice_gives_your_other_characters_support_and_plus_4_lore_at_10_strength():
    """爱丽丝——长高的小女孩 (rotf-137): \\好建议\\ 你的其他角色获得<辅助>。%\\我做了什么？\\ 只要这个角色的 {S}
    等于或大于 10，她便得 +4 {L}。"""
    s = LorcanaScenario()
    alice = s.in_play("rotf-137")  # 1 strength, 1 lore
    mine, theirs = s.in_play("tfc-012"), s.in_play("tfc-012", "p2")
    assert has_keyword(s.state, mine, "support") and not has_keyword(s.state, theirs, "support")
    assert not has_keyword(s.state, alice, "support")
    pump(s, alice, 8)
    assert stat(s.state, alice, "lore") == 1  # 9 strength
    pump(s, alice, 1)
    assert stat(s.state, alice, "lore") == 5


def test_bashful_cannot_quest_unless_you_have_another_seven_dwarfs_character():
    """害羞鬼——浪漫脑 (rotf-001): \\噢，天噢！\\ 除非你在场上有另一个七个小矮人角色，否则这个角色不能探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    bashful = s.in_play("rotf-001")
    s.in_play("rotf-005", "p2")  # 万事通, a Seven Dwarfs character: the opponent's does not count
    assert f"quest:{bashful}" not in option_ids(s.main())
    s.in_play("rotf-005")
    s.main(answer=f"quest:{bashful}")
    assert s.lore("p1") == 3


def test_tiana_celebrating_princess_stops_opponents_playing_actions_while_exerted_and_your_hand_is_empty():
    """蒂安娜——庆典公主 (rotf-196): <抵抗> +2%\\付出总会有回报\\ 只要这个角色为力竭状态且你没有手卡，对手便不能
    打出行动。 (1.2.2: the prohibition beats the permission to play it.)"""
    s = LorcanaScenario()
    tiana = s.in_play("rotf-196", exerted=True)
    assert keyword_value(s.state, tiana, "resist") == 2
    s.ink(3, "p2")
    action = s.hand("tfc-064", "p2")  # 我的朋友来自魔法世界, cost 3
    # p1, with an empty hand and nothing to do, has passed the turn: 蒂安娜 stays exerted in p2's
    assert f"play:{action}" not in option_ids(s.main("p2"))
    s.hand("tfc-012")  # p1 now has a card in hand
    assert f"play:{action}" in option_ids(s.main("p2"))


def test_raya_leader_of_heart_takes_no_damage_challenging_a_damaged_character():
    """拉雅——龙心城领袖 (rotf-123): <转形> 4%\\龙佑之邦英豪\\ 每当这个角色挑战一个受伤的角色时，她不会在该次挑战中
    受到伤害。 (5.1.3: damaged means damage counters on it, when she challenges.)"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    raya = s.in_play("rotf-123")  # 5/3
    hurt = s.in_play("iti-104", "p2", exerted=True, damage=1)  # 比利·蓬斯 6/5
    s.main(answer=f"challenge:{raya}")
    assert s.damage(raya) == 0 and hurt not in s.state["cards"]  # 1 + 5 damage on 5 willpower


def test_raya_leader_of_heart_is_hurt_challenging_an_undamaged_character():
    s = LorcanaScenario()
    s.hand("tfc-012")
    raya = s.in_play("rotf-123")  # 5/3
    s.in_play("rotf-086", "p2", exerted=True)  # 痛苦, 1 strength
    s.main(answer=f"challenge:{raya}")
    assert s.damage(raya) == 1

"""Set-2 cards written by helper lor-a: a song with a strength filter, granted abilities,
replacement effects and costs paid inside an effect."""

from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_worlds_greatest_criminal_mind_banishes_only_a_character_with_5_strength_or_more():
    """最伟大的犯罪天才 (rotf-031): 驱逐所选的 ¤ 等于或大于 5 的角色。 Strength as it is now, modifiers
    included (7.8.1.1): a 3 ¤ character is not a choice."""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-031")
    strong = s.in_play("tfc-005", "p2")  # 哈迪斯——奥林匹斯山之王, 6 ¤
    weak, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-050")  # 3 ¤; 棉花糖, 5 ¤
    s.main(answer=f"play:{song}")
    choose(s, [strong, mine], [strong])
    assert defs(s, "p2.discard") == ["tfc-005"] and s.zone("p2.play") == [weak]

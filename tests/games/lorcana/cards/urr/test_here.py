"""Ursula's Return (set 4) locations that read the characters "here" (在此处): the printed
ability, a position, the answers, the resulting state."""

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario, choose

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, no text


def test_ursulas_garden_gives_opposing_characters_minus_1_lore_while_you_have_an_exerted_character_here():
    """乌苏拉的小花园——遍布可怜灵魂 (urr-102): \\放弃希望\\ 只要你在此处有力竭状态的角色，对手的角色便得 -1 {L}。"""
    s = LorcanaScenario()
    garden = s.in_play("urr-102")
    here = s.in_play(MICKEY, at=garden)
    theirs = s.in_play(MICKEY, "p2")
    mine = s.in_play(MICKEY)
    assert stat(s.state, theirs, "lore") == 2
    s.card(here)["exerted"] = True
    assert stat(s.state, theirs, "lore") == 1 and stat(s.state, mine, "lore") == 2


def test_training_grounds_gives_a_chosen_character_here_1_strength_for_1_ink():
    """校场——爬不到顶的高杆 (urr-136): \\强大意志\\ 1 {I}～在此处的所选角色本回合得 +1 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    grounds = s.in_play("urr-136")
    here = s.in_play(MICKEY, at=grounds)
    other_here = s.in_play(MICKEY, at=grounds)
    s.in_play(MICKEY)  # elsewhere: not offered
    s.hand(MICKEY)
    s.main(answer=f"activate:{grounds}:0")
    choose(s, [here, other_here], [here])
    assert stat(s.state, here, "strength") == 4 and stat(s.state, other_here, "strength") == 3

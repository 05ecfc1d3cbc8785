"""Leave-play triggers look back (8.4.4): a challenger banished together with the character it
banished still triggers "whenever this character banishes another character in a challenge",
whatever the seat order of the two (one combined required action, 1.9.5)."""

import pytest

from tests.games.lorcana.position import LorcanaScenario


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_both_banished_still_triggers_banishes_in_challenge(seed):
    """辛巴——合法的子嗣 (tfc-190, 3/5): 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你获得 1 点奇谈。"""
    s = LorcanaScenario(seed=seed)
    simba = s.in_play("tfc-190", damage=3)  # 2 more damage banishes him
    scar = s.in_play("tfc-122", "p2", exerted=True)  # 刀疤——烈焰篡位者 5/3
    s.hand("tfc-012")  # keeps the turn going after the challenge
    s.main(answer=f"challenge:{simba}")
    assert simba not in s.state["cards"] and scar not in s.state["cards"]  # both banished
    assert s.lore("p1") == 1


def test_banishes_in_challenge_on_the_second_seat():
    """The same on p2's turn: p2's 辛巴 challenges p1's character."""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.main(answer="end")
    simba = s.in_play("tfc-190", "p2", damage=3)
    s.in_play("tfc-122", "p1", exerted=True)
    s.hand("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{simba}")
    assert s.lore("p2") == 1

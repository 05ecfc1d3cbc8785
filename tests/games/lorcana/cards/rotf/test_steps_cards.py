"""Set-2 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game): the printed ability, a position, the answers, the resulting state."""

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario


def test_grand_duke_strengthens_your_princes_princesses_kings_and_queens():
    """公爵——国王的参谋 (rotf-009): \\是，陛下\\ 你的王子、公主、君王和女王角色得 +1 {S}。"""
    s = LorcanaScenario()
    s.in_play("rotf-009")
    prince, queen, commoner = s.in_play("tfc-016"), s.in_play("tfc-035"), s.in_play("tfc-012")
    their_queen = s.in_play("tfc-035", "p2")
    assert (stat(s.state, prince, "strength"), stat(s.state, queen, "strength")) == (4, 3)
    assert stat(s.state, commoner, "strength") == 3 and stat(s.state, their_queen, "strength") == 2

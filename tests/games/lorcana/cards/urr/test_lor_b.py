"""Ursula's Return (set 4) cards written by helper lor-b: triggers mixed with step or static
constructs, and the steps they needed. The printed ability, a position, the answers, the state."""

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario, choose

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, cost 3, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text
HADES = "tfc-005"  # Hades – King of Olympus: 6/7


def test_mulan_elite_archer_gets_3_strength_this_turn_when_shifted():
    """木兰——精英弓箭手 (urr-114): \\正直射手\\ 当你打出这个角色时，如果你利用<转形>打出她，则她在本回合得 +3 {S}。"""
    s = LorcanaScenario()
    s.ink(5)
    s.in_play("tfc-118")  # Mulan – Imperial Soldier
    archer = s.hand("urr-114")
    s.hand(MICKEY)
    s.main(answer=f"shift:{archer}")
    s.main()
    (mulan,) = s.cards("p1.play", "urr-114")
    assert stat(s.state, mulan, "strength") == 5
    s.main(answer="end")
    assert stat(s.state, mulan, "strength") == 2


def test_mulan_elite_archer_deals_the_same_damage_to_up_to_2_other_chosen_characters():
    """\\三连射\\ 在你的回合中，每当这个角色在挑战中向另一个角色造成伤害时，向至多 2 个所选的其他角色各造成等量伤害。"""
    s = LorcanaScenario()
    mulan = s.in_play("urr-114")  # 2 strength
    hades = s.in_play(HADES, "p2", exerted=True)
    first, second, third = s.in_play(STEAMBOAT, "p2"), s.in_play(STEAMBOAT, "p2"), s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"challenge:{mulan}")  # Hades, the one exerted target
    ask = s.expect("p1", "choose_targets", options=[hades, first, second, third], answer=[first, second])
    assert (ask["min"], ask["max"]) == (0, 2)  # up to 2 (7.1.8); Mulan herself was banished by Hades
    assert [s.damage(c) for c in (hades, first, second, third)] == [2, 2, 2, 0]

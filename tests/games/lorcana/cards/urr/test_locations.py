"""Ursula's Return (set 4) location scenarios: statics on characters here, a start-of-turn trigger
that needs a character here, a location's own conditional lore, and "your other locations can't be
challenged"."""

from engine.games.lorcana.challenge import legal_defenders
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend


def current(s: LorcanaScenario, card: str) -> dict:
    return s.view(None)["current"][card]


def pass_to_next_turn(s: LorcanaScenario) -> None:
    """p1 ends its turn, p2 ends its turn: p1's next turn starts (set step 4.2.2)."""
    s.hand("tfc-005")
    s.main(answer="end")
    s.hand("tfc-005", "p2")
    s.main("p2", answer="end")


def test_hidden_cove_characters_here_get_plus_1_strength_and_willpower():
    """隐秘的海湾——宁静港湾 (urr-101): \\活力水域\\ 在此处的角色得 +1 {S} 和 +1 {W}。"""
    s = LorcanaScenario()
    cove = s.in_play("urr-101")
    here = s.in_play(MICKEY, at=cove)
    elsewhere = s.in_play(MICKEY)
    base = current(s, elsewhere)
    assert current(s, here)["strength"] == base["strength"] + 1
    assert current(s, here)["willpower"] == base["willpower"] + 1
    assert current(s, cove)["willpower"] == 6  # the location itself is not a character here


def test_casa_madrigal_gains_1_lore_at_the_start_of_your_turn_with_a_character_here():
    """马利加的房子——魔法屋 (urr-067): \\我们的家\\ 在你的回合开始时，如果你在此处有角色，则获得 1 点奇谈。"""
    s = LorcanaScenario()
    casita = s.in_play("urr-067")
    s.in_play(MICKEY, at=casita)
    pass_to_next_turn(s)
    assert s.lore("p1") == 1  # the location's own lore is 0


def test_casa_madrigal_gives_nothing_without_a_character_here():
    s = LorcanaScenario()
    s.in_play("urr-067")
    s.in_play(MICKEY)  # in play, but not at the location
    pass_to_next_turn(s)
    assert s.lore("p1") == 0


def test_ariels_grotto_gets_plus_2_lore_with_3_items():
    """爱丽儿的洞室——秘密地点 (urr-169): \\宝藏湾\\ 只要你在场上有 3 个或更多物品，这个地点便得 +2 {L}。"""
    s = LorcanaScenario()
    grotto = s.in_play("urr-169")
    s.in_play("tfc-032")
    s.in_play("tfc-033")
    assert current(s, grotto)["lore"] == 0
    s.in_play("tfc-034")
    assert current(s, grotto)["lore"] == 2
    pass_to_next_turn(s)
    assert s.lore("p1") == 2  # gained at the set step (4.2.2.2)


def test_the_wall_protects_your_other_locations_while_an_exerted_character_is_here():
    """长城——边境要塞 (urr-203): \\守家卫国\\ 只要你在此处有力竭状态的角色，你的其他地点便不能受到挑战。"""
    s = LorcanaScenario()
    wall = s.in_play("urr-203", "p2")
    lagoon = s.in_play("iti-032", "p2")
    guard = s.in_play(MICKEY, "p2", at=wall)
    attacker = s.in_play("tfc-001")
    assert set(legal_defenders(s.state, attacker, "p1")) == {wall, lagoon}  # the guard is ready
    s.card(guard)["exerted"] = True
    assert set(legal_defenders(s.state, attacker, "p1")) == {wall, guard}  # The Wall itself is not "other"

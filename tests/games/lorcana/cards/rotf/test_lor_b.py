"""Rise of the Floodborn (set 2) cards written by helper lor-b: triggers mixed with step or static
constructs. The printed ability, a position, the answers, the resulting state."""

import pytest

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, cost 3, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text
MULAN_BASE = "tfc-118"  # Mulan – Imperial Soldier: a base named 木兰
MULAN_FLOODBORN = "rotf-016"  # Mulan – Reflecting: 墨洪源形, cost 4, Shift 2 (a quest trigger only)


def test_belle_hidden_archer_makes_the_challenging_player_discard_their_hand():
    """贝儿——隐踪弓箭手 (rotf-072): \\玫棘箭\\ 每当这个角色受到挑战时，发起挑战的角色的玩家弃置所有手卡。"""
    s = LorcanaScenario()
    belle = s.in_play("rotf-072", exerted=True)
    s.hand(MICKEY)
    s.main(answer="end")
    attacker = s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY, "p2"), s.hand(STEAMBOAT, "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # Belle, the one exerted target
    assert s.zone("p2.hand") == [] and len(s.zone("p2.discard")) == 3  # the two and the card drawn this turn
    assert belle not in s.zone("p1.play") and s.zone("p1.hand")  # her own player keeps their hand


@pytest.mark.parametrize(("played", "damage_left"), [(MULAN_FLOODBORN, 0), (MICKEY, 3)])
def test_nana_may_remove_all_damage_from_a_chosen_character_when_you_play_a_floodborn_character(played, damage_left):
    """南娜——达令家族的宠物 (rotf-017): \\保姆\\ 每当你打出一个墨洪源形角色时，你可以从所选的角色上移去所有伤害
    (all of it: no amount is asked, unlike "至多 N 点"). Mulan – Reflecting is Floodborn, even played for ink;
    Mickey is not."""
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("rotf-017")
    hurt = s.in_play(STEAMBOAT, damage=3)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand(played)}")
    if played == MULAN_FLOODBORN:
        s.expect("p1", "yes_no", answer=["yes"])
        s.expect("p1", "choose_targets", answer=[hurt])
    assert s.damage(hurt) == damage_left


def test_bucky_makes_each_opponent_discard_when_you_shift_a_floodborn_character():
    """巴奇——松鼠吱语老师 (rotf-073): \\吱吱\\ 每当你打出一个墨洪源形角色时，如果你利用<转形>打出他，则每位对手各选择并
    弃置一张卡 (10.8: shifted onto a base)."""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("rotf-073")
    s.in_play(MULAN_BASE)
    kept, lost = s.hand(MICKEY, "p2"), s.hand(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"shift:{s.hand(MULAN_FLOODBORN)}")
    s.expect("p2", "choose_cards", options=[kept, lost], answer=[lost])
    assert s.zone("p2.hand") == [kept] and s.cards("p2.discard", STEAMBOAT)


def test_bucky_does_nothing_when_the_floodborn_character_is_played_without_shift():
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("rotf-073")
    s.hand(MICKEY, "p2"), s.hand(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand(MULAN_FLOODBORN)}")
    s.main()
    assert len(s.zone("p2.hand")) == 2


def test_enchantress_gets_2_strength_only_while_being_challenged():
    """女巫——突临评判人 (rotf-080): \\真实面貌\\ 这个角色受到挑战后，在挑战中得 +2 {S}. A static "while" (7.6.2): the
    challenged character deals damage equal to its strength then (4.3.6.13)."""
    s = LorcanaScenario()
    enchantress = s.in_play("rotf-080", exerted=True)
    s.hand(MICKEY)
    assert stat(s.state, enchantress, "strength") == 1
    s.main(answer="end")
    attacker = s.in_play(STEAMBOAT, "p2")  # 3/4
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    assert s.damage(attacker) == 3 and enchantress not in s.zone("p1.play")


def test_enchantress_does_not_get_the_bonus_when_she_challenges():
    s = LorcanaScenario()
    enchantress = s.in_play("rotf-080")
    defender = s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{enchantress}")
    assert s.damage(defender) == 1


def test_prince_john_may_draw_one_card_per_card_an_opponent_discards_at_once():
    """约翰王子——最贪婪的家伙 (rotf-089): \\我宣布\\ 每当对手弃置 1 张或数张卡时，每有一张弃置的卡，你便可以抽一张卡. One
    trigger for the whole discard (Belle's 弃置所有手卡: 3 cards), the number drawn chosen (each draw a may)."""
    s = LorcanaScenario()
    s.in_play("rotf-089")
    s.in_play("rotf-072", exerted=True)  # Belle – Hidden Archer
    s.hand(MICKEY)
    s.main(answer="end")
    attacker = s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY, "p2"), s.hand(STEAMBOAT, "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    ask = s.expect("p1", "choose_number", answer=["2"])
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2", "3"]
    assert len(s.zone("p1.hand")) == 1 + 2 + 1 and s.zone("p2.hand") == []  # p2, handless, ends; p1 drew


def test_prince_john_ignores_your_own_discards():
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("rotf-089")
    s.in_play("rotf-073")  # Bucky: each opponent discards when you shift a Floodborn character
    s.in_play(MULAN_BASE)
    s.hand(MICKEY), s.hand(MICKEY, "p2")
    s.main(answer=f"shift:{s.hand(MULAN_FLOODBORN)}")  # p2 discards their one card: John draws
    ask = s.expect("p1", "choose_number", answer=["1"])
    assert [o["id"] for o in ask["options"]] == ["0", "1"]
    s.main()
    assert len(s.zone("p1.hand")) == 2

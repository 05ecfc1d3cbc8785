"""Ursula's Return (set 4) cards with the trigger vocabulary of abilities.Trigger (damage dealt in
a challenge, a location's "在此处" events) and the "this turn" record (this_turn.py): the printed
ability, a position, the answers, the resulting state."""

import pytest

from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario, choose

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text
HADES = "tfc-005"  # Hades – King of Olympus: 6/7


def test_golden_harp_is_banished_at_the_end_of_a_turn_without_a_song():
    """金色竖琴——谷地之宝 (urr-011): \\掳走\\ 在你的回合结束时，如果你本回合没有打出过歌曲，则驱逐这个角色。"""
    s = LorcanaScenario()
    harp = s.in_play("urr-011")
    s.hand(MICKEY)
    s.main(answer="end")
    assert harp not in s.zone("p1.play") and s.cards("p1.discard", "urr-011")


def test_golden_harp_stays_after_you_played_a_song_this_turn():
    s = LorcanaScenario()
    s.ink(2)
    harp = s.in_play("urr-011")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-164')}")  # a song
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")  # the opponent's turn end is not "your" turn end
    assert harp in s.zone("p1.play")


def test_the_underworld_may_pay_3_to_return_a_character_card_when_one_quests_here():
    """冥界——冥河 (urr-034): \\存放灵魂\\ 每当一个角色在此处探奇时，你可以支付 3 {I} 来将一张角色卡从你的弃置区移回
    你手上。"""
    s = LorcanaScenario()
    s.ink(3)
    underworld = s.in_play("urr-034")
    here = s.in_play(MICKEY, at=underworld)
    lost = s.put(STEAMBOAT, zone("p1", "discard"))
    s.hand(MICKEY)
    s.main(answer=f"quest:{here}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.main()
    assert [s.card(c)["def"] for c in s.zone("p1.hand")].count(STEAMBOAT) == 1 and lost not in s.zone("p1.discard")
    assert all(s.card(c)["exerted"] for c in s.zone(zone("p1", "inkwell")))


def test_isabela_gets_3_lore_only_while_no_other_character_quested_and_stops_the_others():
    """伊莎贝拉·马利加——完美的女孩 (urr-045): <灵活>%\\女士优先\\ 在你的回合中，如果本回合没有其他角色探奇过，这个
    角色便得 +3 {L}。%\\让我来吧\\ 每当这个角色探奇时，你的其他角色本回合不能再探奇。"""
    s = LorcanaScenario()
    isabela = s.in_play("urr-045")
    other = s.in_play(MICKEY)
    s.hand(MICKEY)
    assert stat(s.state, isabela, "lore") == 4
    s.main(answer=f"quest:{isabela}")
    assert s.lore("p1") == 4
    options = [o["id"] for o in s.main()["options"]]
    assert f"quest:{other}" not in options


def test_isabela_loses_the_bonus_once_another_character_quested():
    s = LorcanaScenario()
    isabela = s.in_play("urr-045")
    other = s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"quest:{other}")
    assert stat(s.state, isabela, "lore") == 1
    s.main(answer="end")
    assert stat(s.state, isabela, "lore") == 1  # not during your turn


def test_ursulas_lair_may_return_a_character_banished_here_in_a_challenge():
    """乌苏拉的老窝——风暴中心 (urr-068): \\湿滑的厅室\\ 每当一个在此处的角色在挑战中（包括发起和受到挑战）被驱逐
    时，你可以将他移回你手上。%\\权力王座\\ 在此处的名称为乌苏拉的角色得 +1 {L}。"""
    s = LorcanaScenario()
    lair = s.in_play("urr-068")
    here = s.in_play(MICKEY, at=lair)
    s.in_play(HADES, "p2", exerted=True)
    s.hand(STEAMBOAT)
    s.main(answer=f"challenge:{here}")  # Mickey challenges Hades and is banished
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.cards("p1.hand", MICKEY) and not s.cards("p1.discard", MICKEY)


def test_ursulas_lair_gives_ursula_here_1_lore():
    s = LorcanaScenario()
    lair = s.in_play("urr-068")
    ursula = s.in_play("tfc-059", at=lair)  # Ursula – Power Hungry
    elsewhere = s.in_play("tfc-059")
    assert stat(s.state, ursula, "lore") == stat(s.state, elsewhere, "lore") + 1


def test_namaari_may_deal_the_damage_she_dealt_in_a_challenge_to_another_chosen_character():
    """纳马丽——龙牙谷的传人 (urr-117): \\双持战斗\\ 在你的回合中，每当这个角色在挑战中向另一个角色造成伤害时，你
    可以向另一个所选的角色造成等量伤害。The amount dealt is after Resist (10.6)."""
    s = LorcanaScenario()
    namaari = s.in_play("urr-117")  # 2 strength
    defender = s.in_play(HADES, "p2", exerted=True)
    other = s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"challenge:{namaari}")  # Hades, the one exerted target, banishes her; the trigger looks back (8.4.4)
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [defender, other], [other])
    assert s.damage(defender) == 2 and s.damage(other) == 2


def test_namaari_does_not_trigger_when_challenged_on_the_opponents_turn():
    s = LorcanaScenario()
    namaari = s.in_play("urr-117", exerted=True)
    other = s.in_play(STEAMBOAT, "p2")
    attacker = s.in_play(HADES, "p2")
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # Namaari, the one exerted target, deals 2 back
    s.main("p2")  # no yes/no for p1
    assert s.damage(attacker) == 2 and s.damage(other) == 0 and namaari not in s.zone("p1.play")


def test_triton_young_prince_is_evasive_on_your_turn_and_may_ink_your_banished_location():
    """川顿——年轻的王子 (urr-160): \\游泳健将\\ 在你的回合中，这个角色获得<灵活>。%\\亚特兰提卡保卫者\\ 每当你的一
    个地点被驱逐时，你可以将那张卡正面朝下，并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    triton = s.in_play("urr-160")
    s.in_play("iti-204")  # The Bayou: 3 willpower
    assert has_keyword(s.state, triton, "evasive")
    s.hand(MICKEY)
    s.main(answer="end")
    assert not has_keyword(s.state, triton, "evasive")
    attacker = s.in_play(HADES, "p2")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # the location, the one target (4.3.6.20)
    s.expect("p1", "yes_no", answer=["yes"])
    (inked,) = s.zone(zone("p1", "inkwell"))
    assert s.card(inked)["def"] == "iti-204" and s.card(inked)["exerted"]


@pytest.mark.parametrize(("at_thebes", "lore"), [(True, 2), (False, 0)])
def test_thebes_gains_2_lore_when_a_character_here_banishes_another_in_a_challenge_on_your_turn(at_thebes, lore):
    """锡比斯——外号大橄榄 (urr-204): \\如果在这儿混得开……\\ 在你的回合中，每当一个在此处的角色在挑战中驱逐另一个
    角色时，获得 2 点奇谈。A banish by a character elsewhere does not count."""
    s = LorcanaScenario()
    thebes = s.in_play("urr-204")
    attacker = s.in_play(HADES, at=thebes if at_thebes else None)
    s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{attacker}")
    s.main()
    assert s.lore("p1") == lore


def test_prince_phillip_gives_resist_1_this_turn_to_your_character_chosen_for_support():
    """菲力王子——英勇卫士 (urr-152): <辅助>%\\最佳防御\\ 每当你的一个角色因<辅助>被选中时，他本回合获得<抵抗> +1。"""
    s = LorcanaScenario()
    phillip = s.in_play("urr-152")
    mickey = s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"quest:{phillip}")
    s.expect("p1", "choose_targets", answer=[mickey])
    assert keyword_value(s.state, mickey, "resist") == 1 and stat(s.state, mickey, "strength") == 4
    s.main(answer="end")
    assert keyword_value(s.state, mickey, "resist") == 0


def test_field_of_ice_gives_each_character_you_play_resist_1_until_your_next_turn():
    """冰雪结界 (urr-166): \\冰霜防御\\ 每当你打出一个角色时，他获得<抵抗> +1 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("urr-166")
    s.hand(STEAMBOAT)
    s.main(answer=f"play:{s.hand(MICKEY)}")
    (mickey,) = s.cards("p1.play", MICKEY)
    assert keyword_value(s.state, mickey, "resist") == 1
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    assert keyword_value(s.state, mickey, "resist") == 1  # through the opponent's turn
    s.main("p2", answer="end")
    assert keyword_value(s.state, mickey, "resist") == 0


def test_lefou_is_free_on_your_turn_once_an_opposing_character_was_banished_in_a_challenge():
    """来福——势利的跟班 (urr-181): \\谁强就学谁\\ 在你的回合中，如果任一对手的角色本回合在挑战中被驱逐，你便可以
    免费打出这个角色。Your own character banished in a challenge does not count."""
    s = LorcanaScenario()
    lefou = s.hand("urr-181")
    s.hand(MICKEY)
    hades = s.in_play(HADES)
    s.in_play(MICKEY, "p2", exerted=True)
    assert f"play:{lefou}" not in [o["id"] for o in s.main()["options"]]  # no ink, not free yet
    s.main(answer=f"challenge:{hades}")  # banishes the one exerted opposing character
    s.main(answer=f"play:{lefou}")
    assert s.cards("p1.play", "urr-181")


def test_lefou_is_not_free_after_your_own_character_was_banished_in_a_challenge():
    s = LorcanaScenario()
    lefou = s.hand("urr-181")
    s.hand(MICKEY)
    mickey = s.in_play(MICKEY)
    s.in_play(HADES, "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")  # Mickey is banished, Hades is not
    assert f"play:{lefou}" not in [o["id"] for o in s.main()["options"]]

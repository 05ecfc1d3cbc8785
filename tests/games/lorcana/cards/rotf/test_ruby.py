"""Ruby card scenarios of set 2 (rotf-103 to rotf-136): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, option_ids


def test_honest_john_makes_each_opponent_lose_1_lore_per_floodborn_played():
    """老实约翰——不太老实 (rotf-109): \\计划顺利\\ 每当你打出一个墨洪源形角色时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(8)
    s.in_play("rotf-109")
    floodborn = s.hand("rotf-181")  # 海格力斯——天神英雄, no abilities of its own
    storyborn = s.hand("tfc-013")
    s.set_player("p2", lore=3)
    s.main(answer=f"play:{storyborn}")
    assert s.lore("p2") == 3
    s.main(answer=f"play:{floodborn}")
    assert s.lore("p2") == 2


def test_raya_headstrong_may_ready_after_banishing_on_your_turn():
    """拉雅——愣头青 (rotf-122): \\记住了，不能死\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以令
    这个角色就绪。她本回合不能再探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    raya = s.in_play("rotf-122")  # 2/3
    s.in_play("tfc-013", "p2", exerted=True)  # 2/3 with 2 damage: banished
    s.card(s.zone("p2.play")[0])["counters"] = {"damage": 2}
    s.main(answer=f"challenge:{raya}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(raya)["exerted"]
    assert f"quest:{raya}" not in option_ids(s.main())


def test_scar_vicious_cheater_may_ready_after_banishing_but_not_on_the_opponents_turn():
    """刀疤——恶毒的骗子 (rotf-125): <速击>%\\你爸爸可不会来救你了\\ 在你的回合中，每当这个角色在挑战中驱逐另一个
    角色时，你可以令这个角色就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    scar = s.in_play("rotf-125", dry=False)  # Rush: challenges the turn he is played; 6/5
    s.in_play("tfc-013", "p2", exerted=True)  # 2/3
    s.main(answer=f"challenge:{scar}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(scar)["exerted"]
    s.main(answer="end")
    s.card(scar)["exerted"] = True
    attacker = s.in_play("tfc-036", "p2")  # 2/2
    s.main("p2", answer=f"challenge:{attacker}")
    assert attacker not in s.state["cards"] and s.card(scar)["exerted"]
    assert s.ask("p1") is None or s.ask("p1")["kind"] != "yes_no"


def test_tigger_one_of_a_kind_gets_plus_2_strength_per_action():
    """跳跳虎——独一无二 (rotf-127): \\充满活力\\ 每当你打出一个行动时，这个角色本回合得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    tigger = s.in_play("rotf-127")
    first, second = s.hand("rotf-132"), s.hand("rotf-132")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-012", "p2", damage=1)
    s.main(answer=f"play:{first}")
    s.main(answer=f"play:{second}")
    assert stat(s.state, tigger, "strength") == 7 and stat(s.state, hurt, "strength") == 9


def test_go_the_distance_readies_your_damaged_character_and_draws():
    """不怕一路艰辛 (rotf-129): 令所选的你的受伤角色就绪。他本回合不能再探奇。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-129")
    a = s.in_play("tfc-012", exerted=True, damage=1)
    b = s.in_play("tfc-040", exerted=True, damage=1)
    s.in_play("tfc-013", exerted=True)  # undamaged: not offered
    s.in_play("tfc-012", "p2", exerted=True, damage=1)  # the opponent's: not offered
    s.main(answer=f"play:{song}")
    choose(s, [a, b], [a])
    assert not s.card(a)["exerted"] and s.card(b)["exerted"] and len(s.zone("p1.hand")) == 1
    assert f"quest:{a}" not in option_ids(s.main())


def test_what_did_you_call_me_gives_a_damaged_character_plus_3_strength():
    """你叫我什么？ (rotf-132): 所选的受伤角色本回合得 +3 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("rotf-132")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", damage=1), s.in_play("tfc-013", "p2", damage=1)
    s.in_play("tfc-040")  # undamaged: not offered
    s.main(answer=f"play:{action}")
    choose(s, [a, b], [a])
    assert stat(s.state, a, "strength") == 6


def test_you_can_fly_gives_evasive_until_your_next_turn():
    """你们会飞了！ (rotf-133): 所选的角色获得<灵活>直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-133")
    s.hand("tfc-012")
    mickey, theirs = s.in_play("tfc-012"), s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [mickey, theirs], [mickey])
    s.main(answer="end")
    assert has_keyword(s.state, mickey, "evasive")  # through the opponent's turn
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mickey, "evasive")


def test_peter_pans_dagger_gives_your_evasive_characters_plus_1_strength():
    """彼得·潘的小刀 (rotf-135): 你具<灵活>的角色得 +1 {S}。"""
    s = LorcanaScenario()
    s.in_play("rotf-135")
    flier = s.in_play("tfc-091")  # Evasive, 3 strength
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("tfc-091", "p2")
    assert stat(s.state, flier, "strength") == 4
    assert stat(s.state, mickey, "strength") == 3 and stat(s.state, theirs, "strength") == 3


def test_queen_of_hearts_sensing_weakness_may_draw_whenever_one_of_your_characters_challenges():
    """红桃皇后——寻找弱点 (rotf-120): <转形> 2%\\开始玩儿吧\\ 每当你的一个角色挑战另一个角色时，你可以抽一张卡。
    (It triggers when the challenge is declared and resolves before damage, 4.3.6.11.)"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    queen = s.in_play("rotf-120")
    mickey = s.in_play("tfc-012")
    s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2
    s.main(answer=f"challenge:{queen}")  # herself too
    s.expect("p1", "yes_no", answer=["no"])
    assert len(s.zone("p1.hand")) == 2


def test_shere_khan_gains_1_lore_whenever_one_of_your_characters_challenges_not_when_challenged():
    """谢利·汗——骇人的食肉动物 (rotf-126): \\别把我当傻子\\ 每当你的一个角色挑战另一个角色时，获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    khan = s.in_play("rotf-126", exerted=True)
    mickey = s.in_play("tfc-012")
    s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    assert s.lore("p1") == 1
    s.main(answer="end")
    attacker = s.in_play("tfc-055", "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # the opponent's challenge does not count
    assert s.lore("p1") == 1 and s.lore("p2") == 0 and khan not in s.state["cards"]


def test_namaari_nemesis_banishes_herself_to_banish_a_chosen_character():
    """纳马丽——好对手 (rotf-118): \\看我速战速决\\ {E}，驱逐这个角色～驱逐所选的角色。 (Costs are paid first,
    7.5.1: she is gone before the target is chosen.)"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    namaari = s.in_play("rotf-118")
    a, b = s.in_play("tfc-055", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"activate:{namaari}:0")
    choose(s, [a, b], [a])
    assert a not in s.state["cards"] and namaari not in s.state["cards"] and b in s.state["cards"]
    assert s.cards("p1.discard", "rotf-118")


def test_namaari_nemesis_cannot_use_her_ability_while_drying():
    s = LorcanaScenario()
    s.hand("tfc-012")
    namaari = s.in_play("rotf-118", dry=False)
    s.in_play("tfc-040", "p2")
    assert f"activate:{namaari}:0" not in option_ids(s.main())


def test_the_most_diabolical_scheme_banishes_your_villain_to_banish_a_character():
    """最恶毒的阴谋 (rotf-131): 驱逐所选的你的反派来驱逐所选的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-131")
    s.hand("tfc-012")
    villain, other = s.in_play("tfc-078"), s.in_play("tfc-073")  # both villains
    s.in_play("tfc-012")  # not a villain
    theirs = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [villain, other], [villain])
    s.expect("p1", "choose_targets", answer=[theirs])
    assert villain not in s.state["cards"] and theirs not in s.state["cards"] and other in s.state["cards"]


def test_mother_gothel_withered_and_wicked_enters_play_with_3_damage():
    """高瑟妈妈——年老心邪 (rotf-116): \\你都干了些什么？！\\ 这个角色进场时带有 3 点伤害。 (Counters put on her,
    not damage dealt, 9.2.)"""
    s = LorcanaScenario()
    s.ink(2)
    gothel = s.hand("rotf-116")
    s.hand("tfc-012")
    s.main(answer=f"play:{gothel}")
    (played,) = s.cards("p1.play", "rotf-116")
    assert s.damage(played) == 3 and not s.card(played)["exerted"]
    assert not s.events_of("damage_dealt")

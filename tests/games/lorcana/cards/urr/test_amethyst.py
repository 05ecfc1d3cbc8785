"""Amethyst card scenarios of 第四章 (urr-035 to urr-068): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.cards import card_db
from engine.games.lorcana.play import singers
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, choose


def test_elsa_storm_chaser_gives_challenger_2_and_rush():
    """艾莎——追风逐云 (urr-042): \\疾风骤雪\\ {E}～所选的角色本回合获得<善战> +2 与<速击>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    elsa = s.in_play("urr-042")
    fresh = s.in_play("tfc-089", dry=False)
    s.main(answer=f"activate:{elsa}:0")
    choose(s, [elsa, fresh], [fresh])
    assert keyword_value(s.state, fresh, "challenger") == 2 and has_keyword(s.state, fresh, "rush")


def test_jetsam_ursulas_baby_gives_your_flotsam_challenger_2():
    """贾善——乌苏拉的“宝贝” (urr-046): <善战> +2%\\朋比为奸\\ 你名称为胡善的角色获得<善战> +2。"""
    s = LorcanaScenario()
    s.in_play("urr-046")
    flotsam = s.in_play("iti-072")
    theirs = s.in_play("iti-072", "p2")
    assert keyword_value(s.state, flotsam, "challenger") == 2 and not has_keyword(s.state, theirs, "challenger")


def test_magic_broom_illuminary_keeper_may_banish_itself_to_draw_when_you_play_another_character():
    """奇妙扫帚——大汇明馆守卫 (urr-048): \\干净又整洁\\ 每当你打出另一个角色时，你可以驱逐这个角色来抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    broom = s.in_play("urr-048")
    mickey = s.hand("tfc-012")
    s.main(answer=f"play:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert broom not in s.state["cards"] and s.cards("p1.discard", "urr-048") and len(s.zone("p1.hand")) == 1


def test_marshmallow_terrifying_snowman_gets_1_strength_per_card_in_hand():
    """棉花糖——可怕的雪人 (urr-051): \\巨怪\\ 你手上每有一张卡，这个角色便得 +1 {S}。"""
    s = LorcanaScenario()
    marshmallow = s.in_play("urr-051")
    s.hand("tfc-012")
    s.hand("tfc-012")
    s.hand("tfc-012", "p2")
    assert stat(s.state, marshmallow, "strength") == 2


def test_peter_pan_shadow_finder_gives_your_other_evasive_characters_rush():
    """彼得·潘——寻影人 (urr-054): <速击>%<灵活>%\\当然用飞的喽！\\ 你的其他具<灵活>的角色获得<速击>。"""
    s = LorcanaScenario()
    s.in_play("urr-054")
    flyer = s.in_play("iti-040")  # evasive
    walker = s.in_play("tfc-012")
    theirs = s.in_play("iti-040", "p2")
    assert has_keyword(s.state, flyer, "rush") and not has_keyword(s.state, walker, "rush")
    assert not has_keyword(s.state, theirs, "rush")


def test_ursula_sea_witch_queen_exerts_a_chosen_character_when_questing():
    """乌苏拉——海巫婆女王 (urr-058): <转形> 5%\\现在我是统治者！\\ 每当这个角色探奇时，令所选的角色力竭。%\\你得
    服从我！\\ 其他角色不能力竭来演唱歌曲。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    ursula = s.in_play("urr-058")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{ursula}")
    choose(s, [ursula, theirs], [theirs])
    assert s.card(theirs)["exerted"]


def test_ursula_sea_witch_queen_lets_no_other_character_sing():
    s = LorcanaScenario()
    ursula = s.in_play("urr-058")  # cost 7
    s.in_play("tfc-012")
    s.in_play("tfc-012", "p2")
    assert singers(s.state, "p1", card_db()["tfc-027"]) == [ursula]
    assert singers(s.state, "p2", card_db()["tfc-027"]) == []


def test_yen_sid_may_draw_with_a_magic_broom_and_gets_2_lore_with_2_brooms():
    """严西——强大的巫师 (urr-059): \\及时止乱\\ 当你打出这个角色时，如果你在场上有名称为奇妙扫帚的角色，则你可以
    抽一张卡。%\\秘法研究\\ 只要你在场上有 2 个或更多扫帚角色，这个角色便得 +2 {L}。"""
    s = LorcanaScenario()
    s.ink(2)
    yen = s.hand("urr-059")
    s.in_play("urr-049")
    s.main(answer=f"play:{yen}")
    s.expect("p1", "yes_no", answer=["yes"])
    played = s.cards("p1.play", "urr-059")[0]
    assert len(s.zone("p1.hand")) == 1 and stat(s.state, played, "lore") == 1
    s.in_play("urr-048")
    assert stat(s.state, played, "lore") == 3


def test_swing_into_action_gives_rush_this_turn():
    """登场 (urr-062): 所选的角色本回合获得<速击>。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("urr-062")
    s.hand("tfc-012")
    fresh = s.in_play("tfc-089", dry=False)
    s.main(answer=f"play:{action}")
    assert has_keyword(s.state, fresh, "rush")


def test_rose_lantern_moves_1_damage_to_an_opposing_character():
    """玫瑰灯笼 (urr-065): \\神秘花瓣\\ {E}，2 {I}～将 1 个伤害指示物从所选的角色移到所选的对手角色上。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    lantern = s.in_play("urr-065")
    hurt = s.in_play("tfc-017", damage=2)
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{lantern}:0")
    assert s.damage(hurt) == 1 and s.damage(theirs) == 1


def test_ursulas_plan_each_opponent_exerts_one_of_theirs_which_stays_exerted():
    """乌苏拉的计划 (urr-063): 每位对手各选择自己的一个角色并令其力竭。这些角色在其下一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    s.ink(3)
    plan = s.hand("urr-063")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{plan}")
    s.expect("p2", "choose_targets", options=[a, b], answer=[b])
    s.main(answer="end")
    assert s.card(b)["exerted"] and not s.card(a)["exerted"]


def test_belle_accomplished_mystic_moves_up_to_3_damage_to_an_opponent():
    """贝儿——熟练的秘法师 (urr-036): <转形> 3%\\强化治疗\\ 当你打出这个角色时，将至多 3 个伤害指示物从所选的角色移到
    所选的对手角色上。"""
    s = LorcanaScenario()
    s.ink(5)
    belle = s.hand("urr-036")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-017", damage=4)
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"play:{belle}")
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 3


def test_belle_untrained_mystic_moves_up_to_1_damage_to_an_opponent():
    """贝儿——生疏的秘法师 (urr-037): \\把手给我，我给你擦擦\\ 当你打出这个角色时，将至多 1 个伤害指示物从所选的角色移
    到所选的对手角色上。"""
    s = LorcanaScenario()
    s.ink(3)
    belle = s.hand("urr-037")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-017", damage=1)
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"play:{belle}")
    s.expect("p1", "choose_number", options=["0", "1"], answer=["0"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 0


def test_camilo_may_choose_lore_or_challenger_at_the_start_of_your_turn():
    """卡米洛·马利加——小调皮 (urr-040): \\变化多样\\ 在你的回合开始时，你可以选择一项：%• 这个角色本回合得 +1 {L}。
    %• 这个角色本回合获得<善战> +2。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    camilo = s.in_play("urr-040")
    s.main(answer="end")
    s.main("p2", answer="end")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", answer=["1"])
    assert keyword_value(s.state, camilo, "challenger") == 2 and stat(s.state, camilo, "lore") == 1


def test_dolores_may_draw_when_an_opponent_has_an_exerted_character():
    """多莉丝·马利加——顺风耳 (urr-041): \\魔法知情人\\ 当你打出这个角色时，如果任一对手在场上有力竭状态的角色，则你
    可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(8)
    dolores = s.hand("urr-041")
    s.hand("tfc-012")
    s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{dolores}")
    s.main()  # no question: every opposing character is ready
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{s.hand('urr-041')}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_mystical_rose_gives_beast_2_lore_and_moves_damage_with_belle():
    """神秘的玫瑰 (urr-064): \\破除魔咒\\ 驱逐这个物品～名称为野兽的所选角色本回合得 +2 {L}。如果你在场上有名称为贝儿
    的角色，则将至多 3 个伤害指示物从所选的角色移到所选的对手角色上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    rose = s.in_play("urr-064")
    beast = s.in_play("urr-176", damage=2)  # 野兽
    s.in_play("urr-037")  # 贝儿
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"activate:{rose}:0")
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert stat(s.state, beast, "lore") == 3 and s.damage(beast) == 0 and s.damage(theirs) == 2

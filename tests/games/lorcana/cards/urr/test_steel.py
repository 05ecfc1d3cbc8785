"""Steel card scenarios of 第四章 (urr-171 to urr-204): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_ariel_determined_mermaid_may_draw_then_discard_when_you_play_a_song():
    """爱丽儿——决绝的人鱼 (urr-174): \\想要逃\\ 每当你打出一个歌曲时，你可以抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("urr-174")
    song = s.hand("tfc-027")
    keep = s.hand("tfc-012")
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", answer=[keep])
    assert len(s.zone("p1.hand")) == 1 and defs(s, "p1.discard") == ["tfc-027", "tfc-012"]


def test_ariel_sonic_warrior_may_pay_2_to_deal_3_when_you_play_a_song():
    """爱丽儿——音波战士 (urr-175): <转形> 4%\\音量放大\\ 每当你打出一个歌曲时，你可以支付 2 {I} 来向所选的角色造成
    3 点伤害。"""
    s = LorcanaScenario()
    s.ink(6)
    ariel = s.in_play("urr-175")
    song = s.hand("tfc-027")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [ariel, theirs], [theirs])
    assert s.damage(theirs) == 3 and ready_ink(s.state, "p1") == 0


def test_chi_fu_gets_2_lore_while_undamaged():
    """赐福——大臣 (urr-177): \\谨慎过度\\ 只要这个角色上没有伤害，他便得 +2 {L}。"""
    s = LorcanaScenario()
    chi_fu = s.in_play("urr-177")
    assert stat(s.state, chi_fu, "lore") == 3
    s.card(chi_fu)["counters"] = {"damage": 1}
    assert stat(s.state, chi_fu, "lore") == 1


def test_donald_duck_buccaneer_gives_your_other_characters_plus_1_lore_after_banishing():
    """唐老鸭——江洋大盗 (urr-179): \\登船小队\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你的其他角色
    本回合得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    donald = s.in_play("urr-179")  # 3/4
    other = s.in_play("tfc-089")
    s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{donald}")
    assert stat(s.state, other, "lore") == 2 and stat(s.state, donald, "lore") == 1


def test_ling_gives_your_heroes_plus_1_strength():
    """阿宁——王国正规兵 (urr-183): \\干劲十足\\ 你的主角角色得 +1 {S}。"""
    s = LorcanaScenario()
    s.in_play("urr-183")
    hero = s.in_play("tfc-089")
    ally = s.in_play("urr-081")
    assert stat(s.state, hero, "strength") == 4 and stat(s.state, ally, "strength") == 2


def test_luisa_rock_of_the_family_gets_2_strength_with_another_character():
    """露易莎·马利加——家族的力士 (urr-184): \\我最强壮\\ 只要你在场上有另一个角色，这个角色便得 +2 {S}。"""
    s = LorcanaScenario()
    luisa = s.in_play("urr-184")
    s.in_play("tfc-012", "p2")
    assert stat(s.state, luisa, "strength") == 2
    s.in_play("tfc-012")
    assert stat(s.state, luisa, "strength") == 4


def test_magic_broom_brigade_commander_gets_2_strength_per_other_magic_broom():
    """奇妙扫帚——大队指挥官 (urr-186): <抵抗> +1%\\扫帚兵团\\ 你在场上每有一个其他名称为奇妙扫帚的角色，这个角色便得
    +2 {S}。"""
    s = LorcanaScenario()
    commander = s.in_play("urr-186")
    s.in_play("urr-185")
    s.in_play("urr-049")
    s.in_play("urr-049", "p2")
    assert stat(s.state, commander, "strength") == 6


def test_mickey_standard_bearer_gives_challenger_2_this_turn():
    """米奇——模范旗手 (urr-188): \\屹立不倒\\ 当你打出这个角色时，所选的角色本回合获得<善战> +2。"""
    s = LorcanaScenario()
    s.ink(2)
    mickey = s.hand("urr-188")
    s.hand("tfc-012")
    other = s.in_play("tfc-089")
    s.main(answer=f"play:{mickey}")
    played = s.cards("p1.play", "urr-188")[0]
    choose(s, [other, played], [other])
    assert keyword_value(s.state, other, "challenger") == 2


def test_philoctetes_gives_heroes_challenger_and_lore_when_you_play_one():
    """菲罗克忒忒斯——干脆的训练师 (urr-190): \\必须要集中注意力\\ 你的主角角色获得<善战> +1。%\\厚脸皮的推销员\\
    每当你打出一个主角角色时，获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("urr-190")
    hero = s.hand("tfc-012")
    ally = s.in_play("urr-081")
    s.main(answer=f"play:{hero}")
    played = s.cards("p1.play", "tfc-012")[0]
    assert s.lore("p1") == 1 and keyword_value(s.state, played, "challenger") == 1
    assert not has_keyword(s.state, ally, "challenger")


def test_piglet_sturdy_swordsman_challenges_ready_characters_with_an_empty_hand():
    """小猪——坚定的剑士 (urr-191): <抵抗> +1%\\不再小小\\ 只要你没有手卡，这个角色便能挑战就绪状态的角色。"""
    s = LorcanaScenario()
    s.ink(1)
    piglet = s.in_play("urr-191")
    s.in_play("tfc-089", "p2")  # ready
    action = s.hand("urr-027")  # 急救, cost 1: the last card in hand
    assert f"challenge:{piglet}" not in option_ids(s.main())
    s.main(answer=f"play:{action}")
    assert f"challenge:{piglet}" in option_ids(s.main())


def test_rajah_cannot_be_challenged_by_cost_4_or_less_with_an_empty_hand():
    """乐雅——皇室保卫虎 (urr-192): \\紧盯不放\\ 只要你没有手卡，费用等于或小于 4 的角色便不能挑战这个角色。"""
    s = LorcanaScenario()
    s.in_play("urr-192", exerted=True)
    s.hand("tfc-012")
    s.main(answer="end")
    small = s.in_play("tfc-012", "p2")  # cost 3
    big = s.in_play("iti-104", "p2")  # cost 5
    options = option_ids(s.main("p2"))
    assert f"challenge:{small}" in options  # p1 still holds a card
    s.ctx().move(s.zone("p1.hand")[0], "p1.discard")
    options = option_ids(s.main("p2"))
    assert f"challenge:{small}" not in options and f"challenge:{big}" in options


def test_raya_unstoppable_force_may_draw_after_banishing_on_your_turn():
    """拉雅——势不可挡 (urr-193): <善战> +2%<抵抗> +2%\\你已经尽力了\\ 在你的回合中，每当这个角色在挑战中驱逐另一个
    角色时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    raya = s.in_play("urr-193")
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{raya}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and s.damage(raya) == 1


def test_i_find_em_banishes_every_item():
    """捏碎在手里 (urr-196): 驱逐所有物品。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("urr-196")
    s.in_play("tfc-033")
    s.in_play("tfc-033", "p2")
    character = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{song}")
    assert s.cards("p1.discard", "tfc-033") and s.cards("p2.discard", "tfc-033") and character in s.zone("p2.play")


def test_fortisphere_may_draw_when_played_and_gives_bodyguard():
    """刚毅墨珠 (urr-200): \\资源丰富\\ 当你打出这个物品时，你可以抽一张卡。%\\钢铁精粹\\ 1 {I}，驱逐这个物品～所选的你
    的角色获得<护卫>直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(2)
    sphere = s.hand("urr-200")
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    s.main(answer=f"play:{sphere}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2
    played = s.cards("p1.play", "urr-200")[0]
    s.main(answer=f"activate:{played}:1")
    s.main(answer="end")
    assert has_keyword(s.state, mine, "bodyguard")


def test_imperial_bow_gives_a_hero_challenger_2_and_evasive():
    """王国弓 (urr-201): \\射程内\\ {E}，1 {I}～所选的主角角色本回合获得<善战> +2 与<灵活>。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    bow = s.in_play("urr-201")
    hero = s.in_play("tfc-089")
    s.in_play("urr-081")  # not a hero
    s.main(answer=f"activate:{bow}:0")
    assert keyword_value(s.state, hero, "challenger") == 2 and has_keyword(s.state, hero, "evasive")


def test_tritons_decree_each_opponent_deals_2_to_one_of_theirs():
    """川顿的法令 (urr-199): 每位对手各选择自己的一个角色并向其造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    decree = s.hand("urr-199")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-017", "p2"), s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{decree}")
    s.expect("p2", "choose_targets", options=[a, b], answer=[a])
    assert s.damage(a) == 2 and s.damage(b) == 0


def test_mickey_playful_sorcerer_deals_damage_per_broom():
    """米奇——调皮的巫师 (urr-187): <转形> 3%<抵抗> +1%\\扫走\\ 当你打出这个角色时，向所选的角色造成等同于你在场上
    扫帚角色数量的伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    mickey = s.hand("urr-187")
    s.hand("tfc-012")
    s.in_play("urr-049")
    broom = s.in_play("urr-185")
    theirs = s.in_play("iti-185", "p2")  # 木法沙, willpower 10
    s.main(answer=f"play:{mickey}")
    played = s.cards("p1.play", "urr-187")[0]
    choose(s, [s.zone("p1.play")[0], broom, played, theirs], [theirs])
    assert s.damage(theirs) == 2

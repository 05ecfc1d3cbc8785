"""Ruby card scenarios of 第三章 (iti-103 to iti-136): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_flag, has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_ariel_adventurous_collector_gives_evasive_when_you_play_a_song():
    """爱丽儿——大胆收藏家 (iti-103): <灵活>%\\振奋的嗓音\\ 每当你打出一个歌曲时，所选的你的角色获得<灵活>直到
    你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(4)
    ariel = s.in_play("iti-103")
    mickey = s.in_play("tfc-012")
    s.in_play("tfc-089", "p2")  # not yours: not a choice
    song = s.hand("tfc-027")  # 哈库那玛塔塔
    s.hand("tfc-012")
    s.main(answer=f"play:{song}")
    choose(s, [ariel, mickey], [mickey])
    assert has_keyword(s.state, mickey, "evasive")
    s.main(answer="end")
    assert has_keyword(s.state, mickey, "evasive")
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mickey, "evasive")


def test_kakamora_makes_each_opponent_lose_1_lore():
    """卡卡穆拉——凶悍的水手 (iti-111): \\劫船\\ 当你打出这个角色时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(3)
    kakamora = s.hand("iti-111")
    s.set_player("p2", lore=2)
    s.main(answer=f"play:{kakamora}")
    assert s.lore("p2") == 1


def test_peter_pan_never_land_hero_gets_2_strength_with_tinker_bell():
    """彼得·潘——梦幻岛英雄 (iti-119): <速击>%\\小叮当，就是这里\\ 只要你在场上有名称为小叮当的角色，这个角色
    便得 +2 {S}。"""
    s = LorcanaScenario()
    peter = s.in_play("iti-119")
    s.in_play("iti-022", "p2")  # the opponent's Tinker Bell does not count
    assert stat(s.state, peter, "strength") == 1
    s.in_play("iti-022")
    assert stat(s.state, peter, "strength") == 3


def test_peter_pan_pirates_bane_takes_no_damage_challenging_a_pirate():
    """彼得·潘——海盗克星 (iti-120): <转形> 4%<灵活>%\\下一个就是你！\\ 每当他挑战一个海盗角色时，这个角色不会
    在该次挑战中受到伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    peter = s.in_play("iti-120")  # 4/5
    pirate = s.in_play("iti-104", "p2", exerted=True)  # 比利·蓬斯, pirate 6/5
    s.main(answer=f"challenge:{peter}")
    assert s.damage(peter) == 0 and s.damage(pirate) == 4


def test_peter_pan_pirates_bane_is_hurt_by_others():
    s = LorcanaScenario()
    s.hand("tfc-012")
    peter = s.in_play("iti-120")
    s.in_play("iti-127", "p2", exerted=True)  # not a pirate, 3/4
    s.main(answer=f"challenge:{peter}")
    assert s.damage(peter) == 3


def test_prince_eric_expert_helmsman_may_banish_a_character_when_banished():
    """亚力克王子——掌舵专家 (iti-121): \\惊妙操纵\\ 当这个角色被驱逐时，你可以驱逐所选的角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-121", exerted=True)  # 2/2
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    other = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [attacker, other], [other], player="p1")
    assert other not in s.state["cards"] and attacker in s.zone("p2.play")


def test_slightly_costs_1_less_with_peter_pan():
    """史莱利——走失的小孩 (iti-124): \\狐娃\\ 如果你在场上有名称为彼得·潘的角色，则你少支付 1 {I} 来打出这个
    角色。%<灵活>"""
    s = LorcanaScenario()
    slightly = s.hand("iti-124")
    assert total_cost(s.state, "p1", slightly, 4) == 4
    s.in_play("iti-119")
    assert total_cost(s.state, "p1", slightly, 4) == 3


def test_trigger_gives_your_nutsy_plus_1_lore():
    """特里格——神不准射手 (iti-126): \\老兄\\ 你名称为纳斯的角色得 +1 {L}。"""
    s = LorcanaScenario()
    s.in_play("iti-126")
    nutsy = s.in_play("iti-118")
    theirs = s.in_play("iti-118", "p2")
    assert stat(s.state, nutsy, "lore") == 2 and stat(s.state, theirs, "lore") == 1


def test_on_your_feet_now_readies_and_damages_your_characters_who_cannot_quest():
    """动起来！麻利点！ (iti-130): 令你的所有角色就绪，并向他们各造成 1 点伤害。他们本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(4)
    action = s.hand("iti-130")
    s.hand("tfc-012")
    a = s.in_play("tfc-012", exerted=True)
    b = s.in_play("tfc-089")
    theirs = s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"play:{action}")
    assert not s.card(a)["exerted"] and s.damage(a) == 1 and s.damage(b) == 1
    assert s.card(theirs)["exerted"] and s.damage(theirs) == 0
    assert has_flag(s.state, a, "cannot_quest") and f"quest:{b}" not in option_ids(s.main())


def test_sumerian_talisman_may_draw_when_your_character_is_banished_in_a_challenge_on_your_turn():
    """苏美尔人的护身符 (iti-133): \\魔法来源\\ 在你的回合中，每当你的一个角色在挑战中被驱逐时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-133")
    stitch = s.in_play("tfc-022")
    s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"challenge:{stitch}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_sumerian_talisman_does_nothing_on_the_opponents_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-133")
    s.in_play("tfc-022", exerted=True)
    s.main(answer="end")
    attacker = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.main("p2")
    assert len(s.zone("p1.hand")) == 1 and defs(s, "p1.discard") == ["tfc-022"]


def test_madame_medusa_banishes_an_opposing_character_with_3_strength_or_less():
    """梅杜莎夫人——老板 (iti-112): \\那个坏女人\\ 当你打出这个角色时，驱逐所选的 {S} 等于或小于 3 的对手角色。"""
    s = LorcanaScenario()
    s.ink(6)
    medusa = s.hand("iti-112")
    s.hand("tfc-012")
    weak = s.in_play("tfc-089", "p2")  # 3 strength
    strong = s.in_play("tfc-040", "p2")  # 4 strength
    s.in_play("tfc-012")
    s.main(answer=f"play:{medusa}")
    assert weak not in s.state["cards"] and strong in s.zone("p2.play")


def test_scroop_gets_3_strength_while_damaged():
    """斯克鲁普——两面派 (iti-122): \\粗人\\ 只要这个角色上有伤害，他便得 +3 {S}。"""
    s = LorcanaScenario()
    scroop = s.in_play("iti-122")
    assert stat(s.state, scroop, "strength") == 2
    s.card(scroop)["counters"] = {"damage": 1}
    assert stat(s.state, scroop, "strength") == 5


def test_maui_whale_does_not_ready_in_your_ready_step_but_can_pay_2_to_ready():
    """毛伊——鲸鱼 (iti-114): \\我们还是放弃吧\\ 这个角色在你的回合开始时不能就绪。%\\我来掩护你\\ 2 {I}～令这个角色
    就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.ink(2)
    maui = s.in_play("iti-114", exerted=True)
    s.main(answer="end")
    s.main("p2", answer="end")
    assert s.card(maui)["exerted"]  # 4.2.1: the ready step passes it by
    s.main(answer=f"activate:{maui}:1")
    assert not s.card(maui)["exerted"] and f"quest:{maui}" not in option_ids(s.main())

"""Emerald card scenarios of 第四章 (urr-069 to urr-102): the printed ability, a position, the
answers, the resulting state."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_cri_kee_gives_your_other_characters_plus_3_strength_this_turn():
    """蟋蟀——吉祥的鸣虫 (urr-069): \\传播好运\\ 当你打出这个角色时，你的其他角色本回合得 +3 {S}。"""
    s = LorcanaScenario()
    s.ink(5)
    cri_kee = s.hand("urr-069")
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{cri_kee}")
    played = s.cards("p1.play", "urr-069")[0]
    assert stat(s.state, mine, "strength") == 6 and stat(s.state, theirs, "strength") == 3
    assert stat(s.state, played, "strength") == 3


def test_hera_gives_zeus_ward_and_hercules_evasive():
    """赫拉——众神的王后 (urr-076): <庇护>%\\守护女神\\ 你名称为宙斯的角色获得<庇护>。%\\你是真正的英雄\\ 你名称为
    海格力斯的角色获得<灵活>。"""
    s = LorcanaScenario()
    s.in_play("urr-076")
    hercules = s.in_play("urr-108")
    theirs = s.in_play("urr-108", "p2")
    assert has_keyword(s.state, hercules, "evasive") and not has_keyword(s.state, theirs, "evasive")
    assert not has_keyword(s.state, hercules, "ward")


def test_jaq_gives_an_opposing_character_reckless_during_their_next_turn():
    """杰克——攀爬高手 (urr-077): \\鬼点子\\ 当你打出这个角色时，所选的对手角色在其下一个回合获得<鲁莽>。"""
    s = LorcanaScenario()
    s.ink(3)
    jaq = s.hand("urr-077")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{jaq}")
    s.main(answer="end")
    assert has_keyword(s.state, theirs, "reckless")


def test_jasmine_desert_warrior_makes_opponents_discard_when_played_and_when_challenged():
    """茉莉——沙漠战士 (urr-078): \\灵巧行动\\ 当你打出这个角色和每当她受到挑战时，每位对手各选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(5)
    jasmine = s.hand("urr-078")
    s.hand("tfc-012")
    first = s.hand("tfc-040", "p2")
    s.main(answer=f"play:{jasmine}")
    assert first not in s.state["cards"]
    played = s.cards("p1.play", "urr-078")[0]
    s.card(played)["exerted"] = True
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # p2's one card (this turn's draw) is discarded
    assert s.zone("p2.hand") == [] and len(s.zone("p2.discard")) == 2


def test_megara_liberated_one_may_ready_when_you_play_hercules():
    """蜜儿——自由的灵魂 (urr-080): <庇护>%\\人们都会很疯狂\\ 每当你打出一个名称为海格力斯的角色时，你可以令这个
    角色就绪。"""
    s = LorcanaScenario()
    s.ink(3)
    megara = s.in_play("urr-080", exerted=True)
    hercules = s.hand("urr-108")
    s.hand("tfc-012")
    s.main(answer=f"play:{hercules}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(megara)["exerted"]


def test_prince_phillip_vanquisher_banishes_every_damaged_opposing_character():
    """菲力王子——征服恶敌 (urr-087): <转形> 6%<灵活>%\\快速出击\\ 当你打出这个角色时，驱逐所有受伤的对手角色。"""
    s = LorcanaScenario()
    s.ink(9)
    phillip = s.hand("urr-087")
    hurt = s.in_play("tfc-017", "p2", damage=1)
    fine = s.in_play("tfc-017", "p2")
    mine = s.in_play("tfc-017", damage=1)
    s.main(answer=f"play:{phillip}")
    assert hurt not in s.state["cards"] and fine in s.zone("p2.play") and mine in s.zone("p1.play")


def test_prince_phillip_warden_gives_your_other_heroes_ward():
    """菲力王子——森林守护人 (urr-088): \\希望明光\\ 你的其他主角角色获得<庇护>。"""
    s = LorcanaScenario()
    phillip = s.in_play("urr-088")
    hero = s.in_play("tfc-012")  # 米奇, hero
    ally = s.in_play("urr-081")
    assert has_keyword(s.state, hero, "ward") and not has_keyword(s.state, ally, "ward")
    assert not has_keyword(s.state, phillip, "ward")


def test_the_muses_may_return_a_character_with_2_strength_or_less_when_you_play_a_song():
    """缪斯女神——宣布英雄 (urr-090): <庇护>%\\真理要领悟\\ 每当你打出一个歌曲时，你可以将所选的 {S} 等于或小于 2
    的角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("urr-090")  # 2 strength
    song = s.hand("tfc-027")
    s.hand("tfc-012")
    small = s.in_play("urr-073", "p2")  # 2 strength
    s.in_play("tfc-089", "p2")  # 3 strength: not a choice
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    muses = s.cards("p1.play", "urr-090")[0]
    choose(s, [muses, small], [small])
    assert defs(s, "p2.hand") == ["urr-073"]


def test_dodge_gives_ward_and_evasive_until_your_next_turn():
    """闪避！ (urr-093): 所选的角色获得<庇护>与<灵活>直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("urr-093")
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    s.main(answer=f"play:{action}")
    s.main(answer="end")
    assert has_keyword(s.state, mine, "ward") and has_keyword(s.state, mine, "evasive")
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mine, "ward") and not has_keyword(s.state, mine, "evasive")


def test_gunther_each_opponent_returns_one_of_theirs_when_he_is_challenged_and_banished():
    """根舍——家居设计师 (urr-072): \\眼泪汪汪的小狗\\ 当这个角色受到挑战并被驱逐时，每位对手各选择自己的一个角色并
    移回自己手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("urr-072", exerted=True)  # 3/3
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")  # 3/4: survives
    other = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p2", "choose_targets", options=[attacker, other], answer=[other])
    assert other not in s.state["cards"] and "tfc-012" in defs(s, "p2.hand") and attacker in s.zone("p2.play")


def test_make_the_potion_banishes_an_item_or_deals_2_to_a_damaged_character():
    """制作毒药 (urr-094): 选择一项：%• 驱逐所选的物品。%• 向所选的受伤角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    potion = s.hand("urr-094")
    s.hand("tfc-012")
    item = s.in_play("tfc-033", "p2")
    s.main(answer=f"play:{potion}")
    s.expect("p1", "choose_option", answer=["0"])
    assert item not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-033"]


def test_signed_contract_may_draw_whenever_an_opponent_plays_a_song():
    """签署的契约 (urr-099): \\细则\\ 每当任一对手打出一个歌曲时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("urr-099")
    s.main(answer="end")
    s.ink(4, "p2")
    song = s.hand("tfc-027", "p2")
    s.main("p2", answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_pete_born_to_cheat_returns_a_weak_character_while_his_strength_is_5():
    """皮特——撒谎欺骗他最行 (urr-085): \\我要揍扁你！\\ 每当这个角色探奇时，只要他的 {S} 等于或大于 5，便将所选的
    {S} 等于或小于 2 的角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    weak = s.in_play("urr-073", "p2")  # 2 strength
    pete = s.in_play("urr-085")  # 2 strength: nothing happens
    s.main(answer=f"quest:{pete}")
    assert weak in s.zone("p2.play")
    strong = s.in_play("urr-085")
    add_effect(s.ctx(), source=None, controller="p1", cards=[strong],
               modifier={"stat": "strength", "op": "add", "value": 3}, until=END_OF_TURN)  # fmt: skip
    s.main(answer=f"quest:{strong}")
    choose(s, [pete, weak], [weak])
    assert defs(s, "p2.hand") == ["urr-073"]

"""Emerald card scenarios of 第三章 (iti-069 to iti-102): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_cursed_merfolk_makes_each_opponent_discard_when_challenged():
    """受惩罚的人鱼——乌苏拉的作品 (iti-070): \\可怜的灵魂\\ 每当这个角色受到挑战时，每位对手各选择并弃置一张
    卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    merfolk = s.in_play("iti-070", exerted=True)
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    card = s.hand("tfc-040", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p2", "choose_cards", answer=[card])  # the challenging player is the opponent here
    assert card not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-040"]
    assert s.cards("p1.discard", "iti-070") and merfolk not in s.state["cards"]


def test_flotsam_riffraff_gives_your_jetsam_plus_3_strength():
    """胡善——漂浮的垃圾 (iti-072): \\狼狈为奸\\ 你名称为贾善的角色得 +3 {S}。"""
    s = LorcanaScenario()
    s.in_play("iti-072")
    jetsam = s.in_play("iti-076")
    theirs = s.in_play("iti-076", "p2")
    assert stat(s.state, jetsam, "strength") == 5 and stat(s.state, theirs, "strength") == 2


def test_jetsam_riffraff_gives_your_flotsam_ward():
    """贾善——漂浮的垃圾 (iti-076): <庇护>%\\狼狈为奸\\ 你名称为胡善的角色获得<庇护>。"""
    s = LorcanaScenario()
    s.in_play("iti-076")
    flotsam = s.in_play("iti-072")
    theirs = s.in_play("iti-072", "p2")
    assert has_keyword(s.state, flotsam, "ward") and not has_keyword(s.state, theirs, "ward")


def test_helga_femme_fatale_may_deal_3_to_a_damaged_character():
    """希尔加——蛇蝎女 (iti-074): <转形> 3%\\这改变了一切\\ 每当这个角色探奇时，你可以向所选的受伤角色造成 3
    点伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    helga = s.in_play("iti-074")
    hurt = s.in_play("tfc-017", "p2", damage=1)  # willpower 5
    s.in_play("tfc-089", "p2")  # undamaged: not a choice
    s.main(answer=f"quest:{helga}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.damage(hurt) == 4


def test_helga_vengeful_partner_banishes_her_challenger():
    """希尔加——复仇搭档 (iti-075): \\不光是针对你\\ 当这个角色受到挑战并被驱逐时，驱逐发起挑战的角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-075", exerted=True)
    s.main(answer="end")
    attacker = s.in_play("tfc-017", "p2")  # 3/5: survives Helga's 2 damage
    s.main("p2", answer=f"challenge:{attacker}")
    assert s.cards("p1.discard", "iti-075") and attacker not in s.state["cards"]
    assert defs(s, "p2.discard") == ["tfc-017"]


def test_rourke_gives_an_opponent_reckless_during_their_next_turn():
    """鲁奇队长——狡诈的佣兵 (iti-078): \\而你现在知道了\\ 当你打出这个角色时，所选的对手角色在其下一个回合获得
    <鲁莽>。"""
    s = LorcanaScenario()
    s.ink(3)
    rourke = s.hand("iti-078")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{rourke}")
    assert not has_keyword(s.state, theirs, "reckless")
    s.main(answer="end")
    assert has_keyword(s.state, theirs, "reckless")


def test_rourke_makes_opponents_lose_1_lore_when_another_of_yours_is_banished():
    """\\谢谢你的自愿\\ 每当你的一个其他角色被驱逐时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-078")
    mine = s.in_play("tfc-022")  # 史迪奇, 2/2... challenges a 3/3 and is banished
    s.in_play("tfc-012", "p2", exerted=True)
    s.set_player("p2", lore=3)
    s.main(answer=f"challenge:{mine}")
    assert mine not in s.state["cards"] and s.lore("p2") == 2


def test_milo_king_of_atlantis_returns_every_opposing_character_when_banished():
    """迈罗·戴奇——亚特兰蒂斯之王 (iti-080): <转形> 4%\\吓他们一跳\\ 当这个角色被驱逐时，将所有对手的角色移回
    其玩家的手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    s.in_play("iti-080", exerted=True)  # 4/4
    s.main(answer="end")
    attacker = s.in_play("tfc-040", "p2")  # 4/4
    s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    assert s.cards("p1.discard", "iti-080")
    assert s.zone("p2.play") == [] and "tfc-012" in defs(s, "p2.hand")
    assert defs(s, "p2.discard") == ["tfc-040"] and mine in s.zone("p1.play")


def test_wildcat_mechanic_banishes_a_chosen_item():
    """野猫——机械师 (iti-092): <灵活>%\\拆卸\\ {E}～驱逐所选的物品。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    wildcat = s.in_play("iti-092")
    item = s.in_play("tfc-033", "p2")
    s.main(answer=f"activate:{wildcat}:0")
    assert item not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-033"]


def test_has_set_my_heart_banishes_a_chosen_item():
    """怎能不被他融化 (iti-094): （费用等于或大于 2 的角色可以 {E} 来免费演唱这首歌曲。）%驱逐所选的物品。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("iti-094")
    mine = s.in_play("tfc-032")
    theirs = s.in_play("tfc-033", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [mine, theirs], [theirs])
    assert defs(s, "p2.discard") == ["tfc-033"] and mine in s.zone("p1.play")


def test_strike_a_good_match_draws_2_then_discards_1():
    """想让婆家相中 (iti-096): （费用等于或大于 2 的角色可以 {E} 来免费演唱这首歌曲。）%抽 2 张卡，然后选择并
    弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("iti-096")
    s.on_top("tfc-040")
    s.on_top("tfc-089")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_cards")
    assert len(ask["options"]) == 2
    s.expect("p1", "choose_cards", answer=[ask["options"][0]["id"]])
    assert len(s.zone("p1.hand")) == 1 and len(s.zone("p1.discard")) == 2


def test_starlight_vial_makes_the_next_action_cost_2_less():
    """星彩瓶 (iti-099): \\高效能量\\ {E}～你本回合打出的下一个行动少支付 2 {I}。%\\陷阱\\ 2 {I}，驱逐这个物品～
    抽 2 张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    vial = s.in_play("iti-099")
    action = s.hand("iti-062")  # cost 3
    mickey = s.hand("tfc-012")
    s.main(answer=f"activate:{vial}:0")
    assert total_cost(s.state, "p1", action, 3) == 1 and total_cost(s.state, "p1", mickey, 3) == 3


def test_starlight_vial_trap_draws_2_and_discards_1():
    s = LorcanaScenario()
    s.ink(2)
    vial = s.in_play("iti-099")
    s.main(answer=f"activate:{vial}:1")
    ask = s.expect("p1", "choose_cards")
    s.expect("p1", "choose_cards", answer=[ask["options"][1]["id"]])
    assert len(s.zone("p1.hand")) == 1 and s.cards("p1.discard", "iti-099")
    assert len(s.zone("p1.discard")) == 2


def test_kit_cloudkicker_tough_guy_may_return_an_opposing_character_with_2_strength_or_less():
    """凯特·克劳奇特——小硬汉 (iti-077): \\空中滑翔\\ 当你打出这个角色时，你可以将所选的 {S} 等于或小于 2 的对手
    角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(3)
    kit = s.hand("iti-077")
    s.hand("tfc-012")
    small = s.in_play("iti-079", "p2")  # 2 strength
    s.in_play("tfc-089", "p2")  # 3 strength: not a choice
    s.in_play("iti-079")  # yours: not a choice
    s.main(answer=f"play:{kit}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert small not in s.state["cards"] and defs(s, "p2.hand") == ["iti-079"]

"""Sapphire card scenarios of 第四章 (urr-137 to urr-170): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_anna_braving_the_storm_gets_1_lore_with_another_hero():
    """安娜——勇闯风雪 (urr-137): \\我都准备好了\\ 只要你在场上有另一个主角角色，这个角色便得 +1 {L}。"""
    s = LorcanaScenario()
    anna = s.in_play("urr-137")
    s.in_play("urr-081")  # not a hero
    s.in_play("tfc-012", "p2")  # not yours
    assert stat(s.state, anna, "lore") == 1
    s.in_play("tfc-012")
    assert stat(s.state, anna, "lore") == 2


def test_anna_true_hearted_gives_your_other_heroes_plus_1_lore():
    """安娜——真心骑士 (urr-138): \\让我来帮你一起分担\\ 每当这个角色探奇时，你的其他主角角色本回合得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    anna = s.in_play("urr-138")
    hero = s.in_play("tfc-089")
    ally = s.in_play("urr-081")  # not a hero, lore 2
    s.main(answer=f"quest:{anna}")
    assert stat(s.state, hero, "lore") == 2 and stat(s.state, ally, "lore") == 2 and stat(s.state, anna, "lore") == 2


def test_dang_hu_gives_your_other_villains_support():
    """邓海——龙爪湾族长 (urr-142): \\你最好快点说\\ 你的其他反派角色获得<辅助>。"""
    s = LorcanaScenario()
    dang = s.in_play("urr-142")
    villain = s.in_play("urr-145")
    hero = s.in_play("tfc-012")
    assert has_keyword(s.state, villain, "support") and not has_keyword(s.state, hero, "support")
    assert not has_keyword(s.state, dang, "support")


def test_flounder_costs_1_less_with_ariel():
    """弗朗德——收藏家的伙伴 (urr-144): <辅助>%\\我没胆小\\ 如果你在场上有名称为爱丽儿的角色，则你少支付 1 {I} 来
    打出这个角色。"""
    s = LorcanaScenario()
    flounder = s.hand("urr-144")
    assert total_cost(s.state, "p1", flounder, 3) == 3
    s.in_play("urr-003")
    assert total_cost(s.state, "p1", flounder, 3) == 2


def test_iduna_may_go_into_the_inkwell_when_banished():
    """阿杜娜——关爱的妈妈 (urr-147): \\绵延的母爱\\ 当这个角色被驱逐时，你可以将这张卡正面朝下，并为力竭状态放进你
    的奇墨池。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("urr-147", exerted=True)  # 3/3
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.inkwell")) == 1 and not s.cards("p1.discard", "urr-147")


def test_pascal_puts_the_top_3_back_in_any_order():
    """帕斯考——好奇的宠物 (urr-151): \\多彩战术\\ 当你打出这个角色时，查看你卡组顶的 3 张卡，并将它们以任意顺序
    放回。"""
    s = LorcanaScenario()
    s.ink(3)
    pascal = s.hand("urr-151")
    c, b, a = s.on_top("tfc-026"), s.on_top("tfc-032"), s.on_top("tfc-040")
    s.main(answer=f"play:{pascal}")
    s.expect("p1", "choose_cards", options=[a, b, c], answer=[b, c, a])
    assert defs(s, "p1.deck")[-3:] == ["tfc-040", "tfc-026", "tfc-032"]


def test_rapunzel_appreciative_artist_has_ward_with_pascal():
    """乐佩——懂欣赏的艺术家 (urr-153): \\敏锐的伙伴\\ 只要你在场上有名称为帕斯考的角色，这个角色便获得<庇护>。"""
    s = LorcanaScenario()
    rapunzel = s.in_play("urr-153")
    assert not has_keyword(s.state, rapunzel, "ward")
    s.in_play("urr-151")
    assert has_keyword(s.state, rapunzel, "ward")


def test_scuttle_takes_an_item_from_the_top_4():
    """史卡托——人类专家 (urr-154): \\让我瞧瞧\\ 当你打出这个角色时，查看你卡组顶的 4 张卡。你可以展示一张物品卡并
    将其置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(2)
    scuttle = s.hand("urr-154")
    s.on_top("tfc-026")
    s.on_top("tfc-040")
    item = s.on_top("tfc-033")
    s.on_top("tfc-089")
    s.main(answer=f"play:{scuttle}")
    s.expect("p1", "choose_cards", options=[item], answer=[item])
    s.expect("p1", "choose_cards")
    assert defs(s, "p1.hand") == ["tfc-033"]


def test_transformed_chef_removes_up_to_2_damage():
    """化身厨师——城堡炉灶 (urr-157): \\美味佳肴\\ 当你打出这个角色时，从所选的角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(4)
    chef = s.hand("urr-157")
    hurt = s.in_play("tfc-017", damage=3)
    s.main(answer=f"play:{chef}")
    played = s.cards("p1.play", "urr-157")[0]
    choose(s, [hurt, played], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1


def test_dig_a_little_deeper_puts_2_of_the_top_7_into_hand():
    """听内心的声音 (urr-162): <合唱> 8%查看你卡组顶的 7 张卡。将 2 张置于你手上。将其余的卡以任意顺序置于你的卡组
    底。"""
    s = LorcanaScenario()
    s.ink(8)
    song = s.hand("urr-162")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_cards")
    assert (ask["min"], ask["max"]) == (2, 2) and len(ask["options"]) == 7
    s.expect("p1", "choose_cards", answer=[o["id"] for o in ask["options"][:2]])
    s.expect("p1", "choose_cards")
    assert len(s.zone("p1.hand")) == 2


def test_seldom_all_they_seem_gives_minus_3_strength_this_turn():
    """不都像梦境般美好 (urr-164): 所选的角色本回合得 -3 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("urr-164")
    s.hand("tfc-012")
    theirs = s.in_play("iti-104", "p2")
    s.main(answer=f"play:{song}")
    assert stat(s.state, theirs, "strength") == 3


def test_ice_block_gives_minus_1_strength_this_turn():
    """冰块 (urr-168): \\寒冷的工作\\ {E}～所选的角色本回合得 -1 {S}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    block = s.in_play("urr-168")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{block}:0")
    assert stat(s.state, theirs, "strength") == 2


def test_treasures_untold_returns_up_to_2_item_cards():
    """奇珍异宝 (urr-165): 将至多 2 张物品卡从你的弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(6)
    song = s.hand("urr-165")
    items = [s.put("tfc-033", "p1.discard"), s.put("tfc-032", "p1.discard"), s.put("iti-166", "p1.discard")]
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=items, answer=items[:2])
    assert sorted(defs(s, "p1.hand")) == ["tfc-032", "tfc-033"]

"""Sapphire card scenarios of set 2 (rotf-137 to rotf-170): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_cogsworth_grandfather_clock_gives_your_other_characters_resist_1():
    """葛士华——老爷钟 (rotf-142): <转形> 3%<庇护>%\\松发条\\ 你的其他角色获得<抵抗> +1。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    cogsworth = s.in_play("rotf-142")
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("tfc-013", "p2", exerted=True)  # 2/3
    assert not has_keyword(s.state, cogsworth, "resist") and not has_keyword(s.state, theirs, "resist")
    s.main(answer=f"challenge:{mickey}")
    assert s.damage(mickey) == 1


def test_cruella_fashionable_cruiser_is_evasive_during_your_turn():
    """库伊拉——时尚的兜风女郎 (rotf-144): \\快出发\\ 在你的回合中，这个角色获得<灵活>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    cruella = s.in_play("rotf-144")
    assert has_keyword(s.state, cruella, "evasive")
    s.main(answer="end")
    assert not has_keyword(s.state, cruella, "evasive")


def test_cruella_perfectly_wretched_gives_an_opposing_character_minus_2_when_questing():
    """库伊拉——实在糟透 (rotf-145): <转形> 3%\\噢，这可不行\\ 每当这个角色探奇时，所选的对手角色本回合得 -2 {S}。"""
    s = LorcanaScenario()
    cruella = s.in_play("rotf-145")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"quest:{cruella}")
    choose(s, [a, b], [b])
    assert stat(s.state, b, "strength") == 2 and stat(s.state, a, "strength") == 3


def test_gaston_intellectual_powerhouse_puts_one_of_the_top_3_into_hand():
    """加斯顿——脑力发达 (rotf-147): <转形> 4%\\发达的头脑\\ 当你打出这个角色时，查看你卡组顶的 3 张卡。你可以将
    一张置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(6)
    gaston = s.hand("rotf-147")
    a, b, c = s.on_top("tfc-064"), s.on_top("tfc-040"), s.on_top("tfc-204")
    s.main(answer=f"play:{gaston}")
    s.expect("p1", "choose_cards", options=[a, b, c], answer=[b])
    s.expect("p1", "choose_cards", options=[a, c], answer=[a, c])
    assert defs(s, "p1.hand") == ["tfc-040"] and defs(s, "p1.deck")[:2] == ["tfc-064", "tfc-204"]


def test_james_may_go_into_the_inkwell_when_banished():
    """詹姆斯——榜样 (rotf-150): \\绝对不能放弃\\ 当这个角色被驱逐时，你可以将这张卡正面朝下，并为力竭状态放进你的
    奇墨池。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    james = s.in_play("rotf-150")  # 3/3
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"challenge:{james}")
    s.expect("p1", "yes_no", answer=["yes"])
    inked = s.cards("p1.inkwell", "rotf-150")
    assert inked and s.card(inked[0])["exerted"] and defs(s, "p1.discard") == []


def test_jasmine_heir_of_agrabah_removes_1_damage_from_your_character():
    """茉莉——阿格拉巴的继承人 (rotf-151): \\我学得很快哦\\ 当你打出这个角色时，从所选的你的角色上移去至多 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    jasmine = s.hand("rotf-151")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-012", damage=2)
    s.in_play("tfc-012", "p2", damage=2)  # the opponent's: not offered
    s.main(answer=f"play:{jasmine}")
    ask = s.expect("p1", "choose_targets", answer=[hurt])
    assert len(ask["options"]) == 2  # Jasmine and the damaged character, not the opponent's
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert s.damage(hurt) == 1


def test_mrs_judson_may_ink_the_top_card_when_you_play_a_floodborn_character():
    """朱太太——女管家 (rotf-153): \\打扫\\ 每当你打出一个墨洪源形角色时，你可以将你卡组顶的那张卡正面朝下，并为力竭
    状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(6)
    s.in_play("rotf-153")
    hercules = s.hand("rotf-181")  # Floodborn, no abilities of its own
    s.on_top("tfc-040")
    s.main(answer=f"play:{hercules}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.cards("p1.inkwell", "tfc-040")
    assert len(s.zone("p1.inkwell")) == 7


def test_nick_wilde_may_return_a_pawpsicle():
    """狐尼克——狡猾的狐狸 (rotf-154): \\这叫智取\\ 当你打出这个角色时，你可以将一张名称为爪爪冰棍的物品卡从你的
    弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(4)
    nick = s.hand("rotf-154")
    pops = [s.put("rotf-169", "p1.discard"), s.put("rotf-169", "p1.discard")]
    s.put("tfc-204", "p1.discard")  # another item: not offered
    s.main(answer=f"play:{nick}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=pops, answer=[pops[0]])
    assert defs(s, "p1.hand") == ["rotf-169"]


def test_noi_has_resist_and_ward_while_you_have_an_item():
    """小糯——遗孤小毛贼 (rotf-155): \\捉迷藏\\ 只要你在场上有物品，这个角色便获得<抵抗> +1 与<庇护>。"""
    s = LorcanaScenario()
    noi = s.in_play("rotf-155")
    s.in_play("tfc-204", "p2")  # the opponent's item does not count
    assert not has_keyword(s.state, noi, "resist") and not has_keyword(s.state, noi, "ward")
    s.in_play("tfc-204")
    assert has_keyword(s.state, noi, "resist") and has_keyword(s.state, noi, "ward")


def test_sisu_divine_water_dragon_puts_one_of_the_top_2_into_hand_when_questing():
    """希苏——无所不能的水龙 (rotf-159): \\我相信你\\ 每当这个角色探奇时，查看你卡组顶的 2 张卡。你可以将一张置于你
    手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    sisu = s.in_play("rotf-159")
    a, b = s.on_top("tfc-064"), s.on_top("tfc-040")
    s.main(answer=f"quest:{sisu}")
    s.expect("p1", "choose_cards", options=[a, b], answer=[a])
    assert defs(s, "p1.hand") == ["tfc-064"] and defs(s, "p1.deck")[0] == "tfc-040"


def test_winnie_the_pooh_having_a_think_may_ink_a_card_from_hand_when_questing():
    """小熊维尼——东想西想 (rotf-161): \\蜂蜜罐\\ 每当这个角色探奇时，你可以将一张卡从你手上正面朝下地放进你的
    奇墨池。"""
    s = LorcanaScenario()
    pooh = s.in_play("rotf-161")
    a, b = s.hand("tfc-012"), s.hand("tfc-040")
    s.main(answer=f"quest:{pooh}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[a, b], answer=[b])
    assert defs(s, "p1.hand") == ["tfc-012"] and len(s.zone("p1.inkwell")) == 1
    assert f"ink:{a}" in option_ids(s.main())  # not the turn's inking


def test_four_dozen_eggs_gives_your_characters_resist_2_until_your_next_turn():
    """四打蛋 (rotf-163): 你的角色获得<抵抗> +2 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("rotf-163")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012"), s.in_play("tfc-040")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{song}")
    s.main(answer="end")
    assert has_keyword(s.state, a, "resist") and has_keyword(s.state, b, "resist")
    assert not has_keyword(s.state, theirs, "resist")
    s.main("p2", answer="end")
    assert not has_keyword(s.state, a, "resist")


def test_fang_crossbow_gives_minus_2_strength_or_banishes_a_dragon():
    """龙牙谷弩弓 (rotf-166): \\仔细瞄准\\ {E}，2 {I}～所选的角色本回合得 -2 {S}。%\\别过来！\\ {E}，驱逐这个物品～
    驱逐所选的龙角色。"""
    s = LorcanaScenario()
    s.ink(2)
    crossbow = s.in_play("rotf-166")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"activate:{crossbow}:0")
    choose(s, [a, b], [a])
    assert stat(s.state, a, "strength") == 1
    other = s.in_play("rotf-166")
    dragons = [s.in_play("rotf-159", "p2"), s.in_play("rotf-159", "p2")]
    s.main(answer=f"activate:{other}:1")
    choose(s, dragons, [dragons[0]])
    assert dragons[0] not in s.state["cards"] and other not in s.state["cards"] and a in s.state["cards"]


def test_gumbo_pot_removes_1_damage_from_up_to_2_characters():
    """浓汤锅 (rotf-167): \\我尝过的最好的\\ {E}～从至多 2 个所选的角色上各移去 1 点伤害。"""
    s = LorcanaScenario()
    pot = s.in_play("rotf-167")
    s.hand("tfc-012")
    a, b, c = s.in_play("tfc-012", damage=2), s.in_play("tfc-040", damage=2), s.in_play("tfc-013", damage=1)
    s.main(answer=f"activate:{pot}:0")
    ask = s.expect("p1", "choose_targets", answer=[a, b])
    assert (ask["min"], ask["max"]) == (0, 2)
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert (s.damage(a), s.damage(b), s.damage(c)) == (1, 1, 1)


def test_maurices_workshop_may_pay_1_to_draw_when_you_play_another_item():
    """莫里斯的工坊 (rotf-168): \\在找这个吗？\\ 每当你打出另一个物品时，你可以支付 1 {I} 来抽一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("rotf-168")
    item = s.hand("tfc-204")  # cost 3
    s.main(answer=f"play:{item}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 1 and all(s.card(c)["exerted"] for c in s.zone("p1.inkwell"))


def test_pawpsicle_draws_when_played_and_heals_when_banished():
    """爪爪冰棍 (rotf-169): \\大号冰棍\\ 当你打出这个物品时，你可以抽一张卡。%\\简称红木\\ 驱逐这个物品～从所选的
    角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    pop = s.hand("rotf-169")
    s.main(answer=f"play:{pop}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 1
    a, b = s.in_play("tfc-012", damage=3), s.in_play("tfc-012", "p2", damage=1)
    pop = s.cards("p1.play", "rotf-169")[0]
    s.main(answer=f"activate:{pop}:1")
    choose(s, [a, b], [a])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(a) == 1 and defs(s, "p1.discard") == ["rotf-169"]


def test_sardine_can_gives_your_exerted_characters_ward():
    """沙丁鱼罐头 (rotf-170): \\机舱\\ 你的力竭状态的角色获得<庇护>。"""
    s = LorcanaScenario()
    s.in_play("rotf-170")
    tired, fresh = s.in_play("tfc-012", exerted=True), s.in_play("tfc-040")
    theirs = s.in_play("tfc-012", "p2", exerted=True)
    assert has_keyword(s.state, tired, "ward") and not has_keyword(s.state, fresh, "ward")
    assert not has_keyword(s.state, theirs, "ward")


def test_hiram_flaversham_may_banish_your_item_to_draw_2_when_played_and_questing():
    """福劳萨先生——玩具匠 (rotf-149): \\工匠\\ 当你打出这个角色和每当他探奇时，你可以驱逐你的一个物品来抽 2 张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    hiram = s.hand("rotf-149")
    items = [s.in_play("tfc-204"), s.in_play("rotf-169")]
    s.main(answer=f"play:{hiram}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, items, [items[0]])
    assert len(s.zone("p1.hand")) == 2 and items[0] not in s.state["cards"]
    quester = s.in_play("rotf-149")
    s.main(answer=f"quest:{quester}")
    s.expect("p1", "yes_no", answer=["yes"])  # the one item left is the only choice
    assert len(s.zone("p1.hand")) == 4 and items[1] not in s.state["cards"]


def test_launch_banishes_your_item_to_deal_5_damage():
    """发射 (rotf-164): 驱逐所选的你的物品来向所选的角色造成 5 点伤害。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("rotf-164")
    s.hand("tfc-012")
    item = s.in_play("tfc-204")
    a, b = s.in_play("tfc-055", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [a, b], [a])
    assert s.damage(a) == 5 and item not in s.state["cards"]

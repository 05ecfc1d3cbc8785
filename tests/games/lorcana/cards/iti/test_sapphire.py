"""Sapphire card scenarios of 第三章 (iti-137 to iti-170): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_audrey_ramirez_readies_one_of_your_items_when_questing():
    """奥黛丽——工程师 (iti-137): <庇护>%\\备件\\ 每当这个角色探奇时，令你的一个物品就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    audrey = s.in_play("iti-137")
    lantern = s.in_play("tfc-033", exerted=True)
    theirs = s.in_play("tfc-033", "p2", exerted=True)
    s.main(answer=f"quest:{audrey}")  # the only item of yours: chosen without asking
    assert not s.card(lantern)["exerted"] and s.card(theirs)["exerted"]


def test_captain_amelia_has_evasive_during_your_turn_only():
    """艾米莉亚船长——负责发号施令 (iti-138): \\纪律性\\ 在你的回合中，这个角色获得<灵活>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    amelia = s.in_play("iti-138")
    assert has_keyword(s.state, amelia, "evasive")
    s.main(answer="end")
    assert not has_keyword(s.state, amelia, "evasive")


def test_gramma_tala_keeper_may_put_one_of_the_top_2_into_hand():
    """塔拉祖母——古代故事记述人 (iti-142): \\到处都是一片汪洋\\ 当你打出这个角色时，查看你卡组顶的 2 张卡。你
    可以将一张置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(4)
    tala = s.hand("iti-142")
    action = s.on_top("tfc-026")
    elsa = s.on_top("tfc-040")
    s.main(answer=f"play:{tala}")
    ask = s.expect("p1", "choose_cards", options=[elsa, action], answer=[action])
    assert (ask["min"], ask["max"]) == (0, 1)
    assert defs(s, "p1.hand") == ["tfc-026"] and defs(s, "p1.deck")[0] == "tfc-040"


def test_maid_marian_gives_minus_2_strength_this_turn():
    """玛丽安公主——快乐的美梦家 (iti-150): \\出身高贵的女士\\ 当你打出这个角色时，所选的角色本回合得 -2 {S}。"""
    s = LorcanaScenario()
    s.ink(5)
    marian = s.hand("iti-150")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{marian}")
    played = s.cards("p1.play", "iti-150")[0]
    choose(s, [played, theirs], [theirs])
    assert stat(s.state, theirs, "strength") == 1


def test_mama_odie_mystical_maven_may_ink_the_top_card_when_you_play_a_song():
    """乌迪嬷嬷——神秘的行家 (iti-151): \\这简直太棒了\\ 每当你打出一个歌曲时，你可以将你卡组顶的那张卡正面朝下，
    并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(4)
    s.in_play("iti-151")
    song = s.hand("tfc-027")
    s.hand("tfc-012")
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.inkwell")) == 5 and ready_ink(s.state, "p1") == 0


def test_rufus_may_go_into_the_inkwell_when_banished():
    """鲁佛——孤儿院猫 (iti-153): \\追不上老鼠的老猫\\ 当这个角色被驱逐时，你可以将这张卡正面朝下，并为力竭状态放
    进你的奇墨池。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-153", exerted=True, damage=4)  # willpower 5
    s.main(answer="end")
    challenger = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{challenger}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.inkwell")) == 1 and s.cards("p1.discard", "iti-153") == []
    assert s.card(s.zone("p1.inkwell")[0])["exerted"]


def test_scrooge_richest_duck_may_play_an_item_for_free_after_banishing_on_your_turn():
    """史高治——世界首富鸭 (iti-154): \\我先回家了！\\ 在你的回合中，这个角色获得<灵活>。%\\我怎么可能那么笨\\ 在你
    的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以免费打出一个物品。"""
    s = LorcanaScenario()
    scrooge = s.in_play("iti-154")  # 3/5
    item = s.hand("iti-166")  # cost 2
    s.in_play("tfc-022", "p2", exerted=True)
    assert has_keyword(s.state, scrooge, "evasive")
    s.main(answer=f"challenge:{scrooge}")
    s.expect("p1", "choose_cards", options=[item], answer=[item])
    assert s.cards("p1.play", "iti-166")


def test_scrooge_uncle_moneybags_makes_the_next_item_cost_1_less():
    """史高治——大款舅舅 (iti-155): \\寻宝家\\ 每当这个角色探奇时，你本回合打出的下一个物品少支付 1 {I}。"""
    s = LorcanaScenario()
    scrooge = s.in_play("iti-155")
    item = s.hand("iti-164")
    s.main(answer=f"quest:{scrooge}")
    assert total_cost(s.state, "p1", item, 3) == 2


def test_the_queen_mirror_seeker_may_reorder_the_top_3():
    """皇后——问镜人 (iti-156): \\算计而虚荣\\ 每当这个角色探奇时，你可以查看你卡组顶的 3 张卡，并将它们以任意
    顺序放回。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    queen = s.in_play("iti-156")
    c, b, a = s.on_top("tfc-026"), s.on_top("tfc-032"), s.on_top("tfc-040")
    s.main(answer=f"quest:{queen}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[a, b, c], answer=[c, a, b])
    assert defs(s, "p1.deck")[-3:] == ["tfc-032", "tfc-040", "tfc-026"]  # the first chosen is the very top


def test_distract_gives_minus_2_strength_and_draws():
    """分散注意 (iti-159): 所选的角色本回合得 -2 {S}。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("iti-159")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    assert stat(s.state, theirs, "strength") == 1 and len(s.zone("p1.hand")) == 1


def test_heart_of_te_fiti_inks_the_top_card():
    """特菲提之心 (iti-164): \\创造生命\\ {E}，2 {I}～将你卡组顶的那张卡正面朝下，并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    heart = s.in_play("iti-164")
    s.main(answer=f"activate:{heart}:0")
    assert len(s.zone("p1.inkwell")) == 3 and ready_ink(s.state, "p1") == 0


def test_scrooges_top_hat_makes_the_next_item_cost_1_less():
    """史高治的帽子 (iti-166): \\商业奇才\\ {E}～你本回合打出的下一个物品少支付 1 {I}。"""
    s = LorcanaScenario()
    hat = s.in_play("iti-166")
    item = s.hand("iti-164")
    mickey = s.hand("tfc-012")
    s.main(answer=f"activate:{hat}:0")
    assert total_cost(s.state, "p1", item, 3) == 2 and total_cost(s.state, "p1", mickey, 3) == 3


def test_aurelian_gyrosensor_may_look_at_the_top_card_whenever_your_character_quests():
    """晶光陀螺仪 (iti-163): \\求知\\ 每当你的一个角色探奇时，你可以查看你卡组顶的那张卡。将其置于你的卡组顶或卡组底。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-163")
    mickey = s.in_play("tfc-089")
    top = s.on_top("tfc-040")
    s.main(answer=f"quest:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["bottom"])
    assert top not in s.zone("p1.deck") and defs(s, "p1.deck")[0] == "tfc-040"


def test_aurelian_gyrosensor_ignores_the_opponents_quests():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-163")
    s.main(answer="end")
    theirs = s.in_play("tfc-089", "p2")
    s.main("p2", answer=f"quest:{theirs}")
    s.main("p2")  # no question for p1


def test_gyro_gearloose_puts_an_item_card_from_the_discard_on_top_of_the_deck():
    """吉罗·吉尔鲁斯——小工具天才 (iti-144): \\现在认真听我说我的天才想法\\ {E}～将一张物品卡从你的弃置区置于你的卡组顶。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    gyro = s.in_play("iti-144")
    s.put("tfc-033", "p1.discard")
    s.put("tfc-040", "p1.discard")
    s.main(answer=f"activate:{gyro}:0")
    assert defs(s, "p1.deck")[-1] == "tfc-033" and defs(s, "p1.discard") == ["tfc-040"]


def test_how_far_ill_go_puts_one_in_hand_and_the_other_into_the_inkwell():
    """能走多远 (iti-161): 查看你卡组顶的 2 张卡。将一张置于你手上，另一张正面朝下，并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("iti-161")
    second, first = s.on_top("tfc-040"), s.on_top("tfc-089")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[first, second], answer=[second])
    assert defs(s, "p1.hand") == ["tfc-040"] and len(s.zone("p1.inkwell")) == 5


def test_huey_may_draw_3_with_dewey_and_louie():
    """辉儿——小天才侄子 (iti-145): <辅助>%\\三个侄子\\ 每当这个角色探奇时，如果你在场上有名称为杜儿的角色和名称为路儿
    的角色，则你可以抽 3 张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    huey = s.in_play("iti-145")
    s.in_play("iti-139")
    s.in_play("iti-149")
    s.main(answer=f"quest:{huey}")
    ask = s.expect("p1", "choose_option")  # 三个侄子 and Support
    s.expect("p1", "choose_option", answer=[o["id"] for o in ask["options"] if "三个侄子" in o["label"]])
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 4


def test_huey_does_nothing_without_louie():
    s = LorcanaScenario()
    s.hand("tfc-012")
    huey = s.in_play("iti-145")
    s.in_play("iti-139")
    s.main(answer=f"quest:{huey}")
    s.expect("p1", "choose_targets", answer=[])  # only Support is asked
    assert len(s.zone("p1.hand")) == 1

"""Amber card scenarios of set 2 (rotf-001 to rotf-034): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_doc_makes_the_next_character_cost_1_less_after_questing():
    """万事通——七个小矮人的班长 (rotf-005): \\记得要分享\\ 每当这个角色探奇时，你本回合打出的下一个角色少支付
    1 {I}。"""
    s = LorcanaScenario()
    s.ink(2)
    doc = s.in_play("rotf-005")
    mickey = s.hand("tfc-012")  # cost 3
    assert f"play:{mickey}" not in option_ids(s.main())
    s.main(answer=f"quest:{doc}")
    s.main(answer=f"play:{mickey}")
    assert s.cards("p1.play", "tfc-012") and s.lore("p1") == 2


def test_dopey_gives_your_other_dwarfs_plus_2_strength_when_banished():
    """胡涂蛋——淘气包 (rotf-006): \\格格不入\\ 当这个角色被驱逐时，你的其他七个小矮人角色得 +2 {S} 直到你的
    下一个回合开始。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    dopey = s.in_play("rotf-006")  # 2/2
    sneezy = s.in_play("rotf-022")  # a dwarf, 1/4
    mickey = s.in_play("tfc-012")  # not a dwarf
    theirs = s.in_play("rotf-022", "p2")  # the opponent's dwarf
    s.in_play("tfc-012", "p2", exerted=True)  # 3/3: banishes Dopey
    s.main(answer=f"challenge:{dopey}")
    assert dopey not in s.state["cards"]
    assert stat(s.state, sneezy, "strength") == 3
    assert stat(s.state, mickey, "strength") == 3 and stat(s.state, theirs, "strength") == 1
    s.main(answer="end")
    assert stat(s.state, sneezy, "strength") == 3  # still during the opponent's turn
    s.main("p2", answer="end")
    assert stat(s.state, sneezy, "strength") == 1  # ended as p1's next turn began


def test_grumpy_gives_your_other_dwarfs_plus_1_strength():
    """爱生气——苦瓜脸 (rotf-010): \\大事不好了\\ 你的其他七个小矮人角色得 +1 {S}。"""
    s = LorcanaScenario()
    grumpy = s.in_play("rotf-010")
    sneezy = s.in_play("rotf-022")
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("rotf-022", "p2")
    assert stat(s.state, sneezy, "strength") == 2 and stat(s.state, grumpy, "strength") == 3
    assert stat(s.state, mickey, "strength") == 3 and stat(s.state, theirs, "strength") == 1


def test_mickey_friendly_face_makes_the_next_character_cost_3_less():
    """米奇——笑脸相迎 (rotf-013): \\欢迎到来！\\ 每当这个角色探奇时，你本回合打出的下一个角色少支付 3 {I}。"""
    s = LorcanaScenario()
    s.ink(1)
    mickey = s.in_play("rotf-013")
    elsa = s.hand("tfc-040")  # cost 4
    other = s.hand("tfc-012")  # cost 3
    s.main(answer=f"quest:{mickey}")
    assert total_cost(s.state, "p1", elsa, 4) == 1
    s.main(answer=f"play:{elsa}")
    assert total_cost(s.state, "p1", other, 3) == 3  # only the next one
    assert s.lore("p1") == 3


def test_rapunzel_sunshine_removes_up_to_2_damage():
    """乐佩——耀眼阳光 (rotf-020): \\魔发\\ {E}～从所选的角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    rapunzel = s.in_play("rotf-020")
    hurt = s.in_play("tfc-017", damage=3)
    s.main(answer=f"activate:{rapunzel}:0")
    choose(s, [rapunzel, hurt], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1 and s.card(rapunzel)["exerted"]


def test_sneezy_triggers_for_itself_and_other_dwarfs():
    """喷嚏精——敏感鼻 (rotf-022): \\阿嚏！\\ 每当你打出这个角色或另一个七个小矮人角色时，你可以令所选的角色
    本回合得 -1 {S}。"""
    s = LorcanaScenario()
    s.ink(7)
    sneezy = s.hand("rotf-022")
    doc = s.hand("rotf-005")
    minnie = s.hand("tfc-013")  # not a dwarf: no trigger
    s.hand("tfc-012")  # keeps the turn going
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{minnie}")
    s.main(answer=f"play:{sneezy}")  # nothing was asked for Minnie
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[theirs])
    assert stat(s.state, theirs, "strength") == 2
    s.main(answer=f"play:{doc}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[theirs])
    assert stat(s.state, theirs, "strength") == 1


def test_snow_white_lost_in_the_forest_may_remove_2_damage():
    """白雪公主——林中迷路 (rotf-023): \\我不会伤害你们的\\ 当你打出这个角色时，你可以从所选的角色上移去至多 2
    点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    snow = s.hand("rotf-023")
    hurt = s.in_play("tfc-017", damage=3)
    s.main(answer=f"play:{snow}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1


def test_snow_white_unexpected_houseguest_makes_dwarfs_cost_1_less():
    """白雪公主——意外的住客 (rotf-024): \\你们好吗？\\ 你少支付 1 {I} 来打出七个小矮人角色。"""
    s = LorcanaScenario()
    s.in_play("rotf-024")
    doc = s.hand("rotf-005")
    mickey = s.hand("tfc-012")
    theirs = s.hand("rotf-005", "p2")
    assert total_cost(s.state, "p1", doc, 3) == 2
    assert total_cost(s.state, "p1", mickey, 3) == 3
    assert total_cost(s.state, "p2", theirs, 3) == 3


def test_snow_white_well_wisher_may_return_a_character_card_when_questing():
    """白雪公主——井边许愿人 (rotf-025): <转形> 4%\\它会响应你\\ 每当这个角色探奇时，你可以将一张角色卡从你的弃置区
    移回你手上。"""
    s = LorcanaScenario()
    snow = s.in_play("rotf-025")
    elsa = s.put("tfc-040", "p1.discard")
    mickey = s.put("tfc-012", "p1.discard")
    s.put("tfc-064", "p1.discard")  # an action: not offered
    s.main(answer=f"quest:{snow}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[elsa, mickey], answer=[elsa])
    assert defs(s, "p1.hand") == ["tfc-040"] and s.lore("p1") == 2


def test_the_queen_commanding_presence_moves_4_strength_when_questing():
    """皇后——咄咄逼人 (rotf-026): <转形> 2%\\谁是世上最美的女人？\\ 每当这个角色探奇时，所选的对手角色本回合得
    -4 {S}，且所选的角色本回合得 +4 {S}。"""
    s = LorcanaScenario()
    queen = s.in_play("rotf-026")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-055", "p2")  # 5 strength
    other = s.in_play("tfc-012", "p2")
    s.main(answer=f"quest:{queen}")
    choose(s, [theirs, other], [theirs])  # only the opponent's
    choose(s, [queen, mine, theirs, other], [mine])
    assert stat(s.state, theirs, "strength") == 1 and stat(s.state, mine, "strength") == 7


def test_hold_still_removes_up_to_4_damage():
    """不要乱动 (rotf-028): 从所选的角色上移去至多 4 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("rotf-028")
    hurt = s.in_play("tfc-055", damage=5)
    theirs = s.in_play("tfc-012", "p2", damage=1)
    s.main(answer=f"play:{action}")
    choose(s, [hurt, theirs], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2", "3", "4"], answer=["4"])
    assert s.damage(hurt) == 1


def test_painting_the_roses_red_gives_up_to_2_characters_minus_1_and_draws():
    """为玫瑰上色 (rotf-030): 至多 2 个所选的角色本回合各得 -1 {S}。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-030")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_targets", answer=[a, b])
    assert (ask["min"], ask["max"]) == (0, 2)
    assert stat(s.state, a, "strength") == 2 and stat(s.state, b, "strength") == 3
    assert len(s.zone("p1.hand")) == 1


def test_dragon_gem_returns_a_character_card_with_support():
    """神龙水晶 (rotf-033): \\复苏万物\\ {E}，3 {I}～将一张具<辅助>的角色卡从你的弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(3)
    gem = s.in_play("rotf-033")
    happy = s.put("rotf-011", "p1.discard")  # Support
    mulan = s.put("rotf-015", "p1.discard")  # Support
    s.put("tfc-012", "p1.discard")  # no Support: not offered
    s.main(answer=f"activate:{gem}:0")
    s.expect("p1", "choose_cards", options=[happy, mulan], answer=[happy])
    assert defs(s, "p1.hand") == ["rotf-011"] and s.card(gem)["exerted"]


def test_king_louie_may_remove_2_damage_from_himself_whenever_another_character_is_banished():
    """路易王——丛林 VIP (rotf-012): \\实话实说\\ 每当另一个角色被驱逐时，你可以从这个角色上移去至多 2 点伤害。
    (Any player's character: yours and the opponent's alike.)"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    louie = s.in_play("rotf-012", damage=5)
    mickey = s.in_play("tfc-012")  # 3/3
    s.in_play("tfc-036", "p2", exerted=True)  # 2/2: banished by Mickey
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(louie) == 3
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7: banishes Mickey, who is yours
    s.card(mickey)["exerted"] = False
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert s.damage(louie) == 2


def test_sleepy_enters_play_exerted():
    """瞌睡虫——眼皮沉 (rotf-021): \\哈欠！\\ 这个角色进场时为力竭状态。"""
    s = LorcanaScenario()
    s.ink(2)
    sleepy = s.hand("rotf-021")
    s.hand("tfc-012")
    s.main(answer=f"play:{sleepy}")
    (played,) = s.cards("p1.play", "rotf-021")
    assert s.card(played)["exerted"]
    s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer="end")
    s.main("p2", answer="end")
    assert not s.card(played)["exerted"]  # readies as usual (4.2.1.1)

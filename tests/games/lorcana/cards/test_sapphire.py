"""Sapphire card scenarios (tfc-137 to tfc-170): the printed ability, a position, the answers, the
resulting state."""

import engine
from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids


def test_ariel_whoseit_collector_may_ready_when_you_play_an_item():
    """爱丽儿——珠宝收藏家 (tfc-137): \\如此美妙\\ 每当你打出一个物品时，你可以令这个角色就绪。"""
    s = LorcanaScenario()
    s.ink(1)
    ariel = s.in_play("tfc-137", exerted=True)
    item = s.hand("tfc-032")
    s.hand("tfc-012")
    s.main(answer=f"play:{item}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(ariel)["exerted"]


def test_ariel_whoseit_collector_ready_can_be_declined_and_ignores_characters():
    s = LorcanaScenario()
    s.ink(3)
    ariel = s.in_play("tfc-137", exerted=True)
    item = s.hand("tfc-032")
    mickey = s.hand("tfc-013")
    s.hand("tfc-012")
    s.main(answer=f"play:{mickey}")  # a character: no trigger
    s.main(answer=f"play:{item}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(ariel)["exerted"]


def test_aurora_briar_rose_gives_minus_2_strength():
    """奥罗拉——蔷薇玫瑰 (tfc-138): \\使人不设防的美貌\\ 当你打出这个角色时，所选的角色本回合得 -2 {S}。"""
    s = LorcanaScenario()
    s.ink(4)
    aurora = s.hand("tfc-138")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-055", "p2")  # strength 5
    s.main(answer=f"play:{aurora}")
    played = s.cards("p1.play", "tfc-138")[0]
    s.expect("p1", "choose_targets", options=[played, theirs], answer=[theirs])
    assert stat(s.state, theirs, "strength") == 3
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 5


def test_aurora_dreaming_guardian_gives_your_other_characters_ward():
    """奥罗拉——梦中守护人 (tfc-139): <转形> 3%\\守护的拥抱\\ 你的其他角色获得<庇护>。（对手除发起挑战外不能选择
    他们。）"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    aurora = s.in_play("tfc-139")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    assert has_keyword(s.state, mine, "ward")
    assert not has_keyword(s.state, aurora, "ward") and not has_keyword(s.state, theirs, "ward")
    s.main(answer="end")
    s.ink(3, "p2")
    smash = s.hand("tfc-200", "p2")  # 猛砸: 3 damage to a chosen character
    s.main("p2", answer=f"play:{smash}")
    s.expect("p2", "choose_targets", options=[aurora, theirs], answer=[aurora])
    assert s.damage(aurora) == 3 and s.damage(mine) == 0


def test_hades_infernal_schemer_may_put_an_opposing_character_into_its_players_inkwell():
    """哈迪斯——冥界阴谋家 (tfc-147): \\我会不会吃亏呢？\\ 当你打出这个角色时，你可以将所选的对手角色正面朝下地
    放进其玩家的奇墨池。"""
    s = LorcanaScenario()
    s.ink(7)
    hades = s.hand("tfc-147")
    s.hand("tfc-012")
    s.in_play("tfc-012")  # yours: not offered
    theirs = s.in_play("tfc-055", "p2", damage=2)
    other = s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{hades}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[theirs, other], answer=[theirs])
    assert theirs not in s.state["cards"] and s.zone("p2.play") == [other]
    [inked] = s.zone("p2.inkwell")
    assert s.card(inked)["def"] == "tfc-055"
    assert s.card(inked)["face_down"] and not s.card(inked)["exerted"]  # 8.5.2: enters ready


def test_hades_infernal_schemer_can_be_declined():
    s = LorcanaScenario()
    s.ink(7)
    hades = s.hand("tfc-147")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{hades}")
    s.expect("p1", "yes_no", answer=["no"])
    assert theirs in s.state["cards"] and s.zone("p2.inkwell") == []


def test_jasmine_queen_of_agrabah_heals_each_of_your_characters_when_played():
    """茉莉——阿格拉巴统治者 (tfc-149): <转形> 3%\\代理王位\\ 当你打出这个角色和每当她探奇时，你可以从你的每个
    角色上各移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    jasmine = s.hand("tfc-149")
    s.hand("tfc-012")
    a = s.in_play("tfc-017", damage=3)
    b = s.in_play("tfc-012", damage=1)
    theirs = s.in_play("tfc-017", "p2", damage=3)
    s.main(answer=f"play:{jasmine}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert s.damage(a) == 1 and s.damage(b) == 0 and s.damage(theirs) == 3


def test_jasmine_queen_of_agrabah_heals_when_questing():
    s = LorcanaScenario()
    jasmine = s.in_play("tfc-149", damage=2)
    s.hand("tfc-012")
    a = s.in_play("tfc-017", damage=3)
    s.main(answer=f"quest:{jasmine}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert s.damage(jasmine) == 0 and s.damage(a) == 2
    assert s.lore("p1") == 2


def test_jasmine_queen_of_agrabah_quest_heal_can_be_declined():
    s = LorcanaScenario()
    jasmine = s.in_play("tfc-149", damage=2)
    s.hand("tfc-012")
    s.main(answer=f"quest:{jasmine}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.damage(jasmine) == 2


def test_mickey_mouse_detective_may_put_the_top_card_into_the_inkwell_exerted():
    """米奇——侦探 (tfc-154): \\寻找线索\\ 当你打出这个角色时，你可以将你卡组顶的那张卡正面朝下，并为力竭状态
    放进你的奇墨池。"""
    s = LorcanaScenario()
    ink = s.ink(3)
    mickey = s.hand("tfc-154")
    s.hand("tfc-012")
    top = s.on_top("tfc-126")  # not inkable: no symbol needed (8.5.6)
    s.main(answer=f"play:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    inkwell = s.zone("p1.inkwell")
    assert len(inkwell) == 4 and top not in s.state["cards"]
    new = inkwell[-1]
    assert s.card(new)["def"] == "tfc-126" and s.card(new)["exerted"] and s.card(new)["face_down"]
    assert set(inkwell[:3]) == set(ink)


def test_mickey_mouse_detective_can_be_declined():
    s = LorcanaScenario()
    s.ink(3)
    mickey = s.hand("tfc-154")
    s.hand("tfc-012")
    top = s.on_top("tfc-126")
    s.main(answer=f"play:{mickey}")
    s.expect("p1", "yes_no", answer=["no"])
    assert len(s.zone("p1.inkwell")) == 3 and s.zone("p1.deck")[-1] == top


def test_robin_hood_draws_when_an_opponent_has_more_cards_in_hand():
    """罗宾汉——冠军弓箭手 (tfc-157): \\济贫\\ 当你打出这个角色时，如果任一对手的手卡比你多，则你抽一张卡。%
    \\神射\\ 在你的回合中，这个角色获得<灵活>。（他能挑战具灵活的角色。）"""
    s = LorcanaScenario()
    s.ink(6)
    robin = s.hand("tfc-157")
    s.hand("tfc-012")
    s.hand("tfc-013", "p2")
    s.hand("tfc-013", "p2")
    top = s.on_top("tfc-040")
    s.main(answer=f"play:{robin}")  # p1 then holds 1 card, p2 holds 2
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-040"] and top not in s.state["cards"]


def test_robin_hood_does_not_draw_with_equal_hands():
    s = LorcanaScenario()
    s.ink(6)
    robin = s.hand("tfc-157")
    s.hand("tfc-012")
    s.hand("tfc-013", "p2")
    s.main(answer=f"play:{robin}")
    assert defs(s, "p1.hand") == ["tfc-012"]


def test_robin_hood_is_evasive_during_your_turn_only():
    s = LorcanaScenario()
    s.hand("tfc-012")
    robin = s.in_play("tfc-157")
    flier = s.in_play("tfc-091", "p2", exerted=True)  # 彼得·潘——永远飞翔, Evasive
    assert has_keyword(s.state, robin, "evasive")
    assert "evasive" in engine.view(s.state, "p1")["current"][robin]["keywords"]
    s.main(answer=f"challenge:{robin}")  # the only legal defender is the Evasive one
    assert flier not in s.state["cards"]
    s.main(answer="end")
    assert not has_keyword(s.state, robin, "evasive")


def test_scar_mastermind_gives_a_chosen_opposing_character_minus_5_strength():
    """刀疤——幕后黑爪 (tfc-158): \\阴险计划\\ 当你打出这个角色时，所选的对手角色本回合得 -5 {S}。"""
    s = LorcanaScenario()
    s.ink(6)
    scar = s.hand("tfc-158")
    s.hand("tfc-012")
    s.in_play("tfc-012")  # yours: not offered
    big = s.in_play("tfc-055", "p2")  # strength 5
    small = s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{scar}")
    s.expect("p1", "choose_targets", options=[big, small], answer=[big])
    assert stat(s.state, big, "strength") == 0
    s.main(answer="end")
    assert stat(s.state, big, "strength") == 5


def test_tamatoa_returns_an_item_when_played_and_when_questing():
    """螃蟹怪——太闪亮！ (tfc-159): \\看我找到了什么？\\ 当你打出这个角色和每当他探奇时，你可以将一张物品卡从
    你的弃置区移回你手上。%\\出众与美丽\\ 你在场上每有一个物品，这个角色便得 +1 {L}。"""
    s = LorcanaScenario()
    s.ink(8)
    tamatoa = s.hand("tfc-159")
    s.hand("tfc-012")
    fork = s.put("tfc-032", "p1.discard")
    flower = s.put("tfc-169", "p1.discard")
    s.put("tfc-197", "p1.discard")  # an action: not offered
    s.main(answer=f"play:{tamatoa}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[fork, flower], answer=[fork])
    assert sorted(defs(s, "p1.hand")) == ["tfc-012", "tfc-032"]
    s.main(answer="end")
    s.main("p2", answer="end")
    played = s.cards("p1.play", "tfc-159")[0]
    s.main(answer=f"quest:{played}")
    s.expect("p1", "yes_no", answer=["yes"])  # the last item card is returned at once
    assert "tfc-169" in defs(s, "p1.hand") and defs(s, "p1.discard") == ["tfc-197"]


def test_tamatoa_gets_plus_1_lore_per_item_you_have_in_play():
    s = LorcanaScenario()
    s.hand("tfc-012")
    tamatoa = s.in_play("tfc-159")
    assert stat(s.state, tamatoa, "lore") == 1
    s.in_play("tfc-032")
    s.in_play("tfc-169")
    s.in_play("tfc-032", "p2")  # an opponent's item does not count
    assert engine.view(s.state, "p1")["current"][tamatoa]["lore"] == 3
    s.main(answer=f"quest:{tamatoa}")
    assert s.lore("p1") == 3


def test_if_its_not_baroque_returns_an_item_card():
    """如果不是巴洛克 (tfc-162): 将一张物品卡从你的弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-162")
    fork = s.put("tfc-032", "p1.discard")
    flower = s.put("tfc-169", "p1.discard")
    s.put("tfc-012", "p1.discard")  # a character: not offered
    s.put("tfc-032", "p2.discard")  # the opponent's: not offered
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_cards", options=[fork, flower], answer=[flower])
    assert defs(s, "p1.hand") == ["tfc-169"]
    assert defs(s, "p1.discard") == ["tfc-032", "tfc-012", "tfc-162"]


def test_let_it_go_puts_a_chosen_character_into_its_players_inkwell_exerted():
    """随它吧 (tfc-163): （费用等于或大于 5 的角色可以 {E} 来免费演唱这首歌曲。）%将所选的角色正面朝下，并为
    力竭状态放进其玩家的奇墨池。"""
    s = LorcanaScenario()
    song = s.hand("tfc-163")
    s.hand("tfc-012")
    singer = s.in_play("tfc-055")  # cost 6
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_targets", options=[singer, theirs], answer=[theirs])
    [inked] = s.zone("p2.inkwell")
    assert s.card(inked)["def"] == "tfc-089" and s.card(inked)["exerted"] and s.card(inked)["face_down"]
    assert s.zone("p2.play") == [] and s.card(singer)["exerted"]


def test_one_jump_ahead_puts_the_top_card_into_your_inkwell_exerted():
    """我跑我闪 (tfc-164): （费用等于或大于 2 的角色可以 {E} 来免费演唱这首歌曲。）%将你卡组顶的那张卡正面朝下，
    并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    song = s.hand("tfc-164")
    s.hand("tfc-012")
    singer = s.in_play("tfc-013")  # cost 2
    s.on_top("tfc-040")
    s.main(answer=f"sing:{song}")
    [inked] = s.zone("p1.inkwell")
    assert s.card(inked)["def"] == "tfc-040" and s.card(inked)["exerted"] and s.card(inked)["face_down"]
    assert s.card(singer)["exerted"] and defs(s, "p1.discard") == ["tfc-164"]


def test_work_together_gives_support_this_turn():
    """合作 (tfc-165): 所选的角色本回合获得<辅助>。（每当他探奇时，本回合中，你可以将其 {S} 加到另一个所选角色的
    {S} 上。）"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-165")
    s.hand("tfc-012")
    helper = s.in_play("tfc-012")  # strength 3
    other = s.in_play("tfc-013")  # strength 2
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[helper, other], answer=[helper])
    s.main(answer=f"quest:{helper}")
    s.expect("p1", "choose_targets", options=[other], answer=[other])
    assert stat(s.state, other, "strength") == 5
    s.main(answer="end")
    assert not has_keyword(s.state, helper, "support")


def test_coconut_basket_may_heal_when_you_play_a_character():
    """椰子篮 (tfc-166): \\你看看这些椰子\\ 每当你打出一个角色时，你可以从所选的角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("tfc-166")
    minnie = s.hand("tfc-013")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-017", damage=3)
    theirs = s.in_play("tfc-017", "p2", damage=1)
    s.main(answer=f"play:{minnie}")
    played = s.cards("p1.play", "tfc-013")[0]
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[hurt, played, theirs], answer=[hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 1


def test_coconut_basket_ignores_items_and_can_be_declined():
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("tfc-166")
    item = s.hand("tfc-032")
    minnie = s.hand("tfc-013")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-017", damage=3)
    s.main(answer=f"play:{item}")  # an item: no trigger
    s.main(answer=f"play:{minnie}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.damage(hurt) == 3


def test_eye_of_the_fates_gives_plus_1_lore_this_turn():
    """命运之眼 (tfc-167): \\窥看未来\\ {E}～所选的角色本回合得 +1 {L}。"""
    s = LorcanaScenario()
    eye = s.in_play("tfc-167")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{eye}:0")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[mine])
    assert s.card(eye)["exerted"]
    s.main(answer=f"quest:{mine}")
    assert s.lore("p1") == 3
    s.main(answer="end")
    assert stat(s.state, mine, "lore") == 2


def test_magic_golden_flower_removes_up_to_3_damage():
    """金色仙花 (tfc-169): \\治愈花粉\\ 驱逐这个物品～从所选的角色上移去至多 3 点伤害。"""
    s = LorcanaScenario()
    flower = s.in_play("tfc-169")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-055", damage=4)
    theirs = s.in_play("tfc-055", "p2", damage=4)
    s.main(answer=f"activate:{flower}:0")
    s.expect("p1", "choose_targets", options=[hurt, theirs], answer=[hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 4
    assert defs(s, "p1.discard") == ["tfc-169"] and flower not in s.state["cards"]


def test_scepter_of_arendelle_gives_support_this_turn():
    """阿伦黛尔权杖 (tfc-170): \\下令\\ {E}～所选的角色本回合获得<辅助>。（每当他探奇时，本回合中，你可以将其
    {S} 加到另一个所选角色的 {S} 上。）"""
    s = LorcanaScenario()
    scepter = s.in_play("tfc-170")
    s.hand("tfc-012")
    helper = s.in_play("tfc-055")  # strength 5
    other = s.in_play("tfc-013")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{scepter}:0")
    s.expect("p1", "choose_targets", options=[helper, other, theirs], answer=[helper])
    assert has_keyword(s.state, helper, "support") and s.card(scepter)["exerted"]
    s.main(answer=f"quest:{helper}")
    s.expect("p1", "choose_targets", options=[other, theirs], answer=[other])
    assert stat(s.state, other, "strength") == 7


def test_belle_inventive_engineer_makes_the_next_item_cost_1_less():
    """贝儿——工程发明家 (tfc-141): \\动手打造\\ 每当这个角色探奇时，你本回合打出的下一个物品少支付 1 {I}。"""
    s = LorcanaScenario()
    s.ink(2)
    belle = s.in_play("tfc-141")
    quill = s.hand("tfc-168")  # 鱼骨笔, cost 3
    basket = s.hand("tfc-166")  # 椰子篮, cost 2
    stitch = s.hand("tfc-022")  # a character, cost 1: not reduced
    assert f"play:{quill}" not in option_ids(s.main())
    s.main(answer=f"quest:{belle}")
    assert total_cost(s.state, "p1", stitch, 1) == 1
    assert total_cost(s.state, "p1", basket, 2) == 1
    s.main(answer=f"play:{quill}")
    assert defs(s, "p1.play")[-1] == "tfc-168" and ready_ink(s.state, "p1") == 0
    assert total_cost(s.state, "p1", basket, 2) == 2  # only the next item


def test_belle_inventive_engineer_reduction_ends_with_the_turn():
    s = LorcanaScenario()
    belle = s.in_play("tfc-141")
    basket = s.hand("tfc-166")
    s.main(answer=f"quest:{belle}")
    assert total_cost(s.state, "p1", basket, 2) == 1
    s.main(answer="end")
    s.main("p2", answer="end")
    assert total_cost(s.state, "p1", basket, 2) == 2


def test_belle_strange_but_special_lets_you_ink_an_additional_card():
    """贝儿——与众不同 (tfc-142): \\读书\\ 在你的回合中，你可以额外将一张卡从你手上正面朝下地放进你的奇墨池。%
    \\这个故事会让我幻想！\\ 只要你奇墨池中的卡等于或超过 10 张，这个角色便得 +4 {L}。"""
    s = LorcanaScenario()
    s.in_play("tfc-142")
    first, second, third = s.hand("tfc-012"), s.hand("tfc-013"), s.hand("tfc-040")
    s.main(answer=f"ink:{first}")
    s.main(answer=f"ink:{second}")  # the additional card
    assert f"ink:{third}" not in option_ids(s.main())
    assert defs(s, "p1.inkwell") == ["tfc-012", "tfc-013"] and ready_ink(s.state, "p1") == 2


def test_belle_strange_but_special_additional_card_still_needs_the_inkwell_symbol():
    s = LorcanaScenario()
    s.in_play("tfc-142")
    first = s.hand("tfc-012")
    uninkable = s.hand("tfc-029")  # 及时登场: no inkwell symbol (8.5.5: the usual rules apply)
    s.main(answer=f"ink:{first}")
    assert f"ink:{uninkable}" not in option_ids(s.main())


def test_without_belle_strange_but_special_only_one_card_is_inked():
    s = LorcanaScenario()
    first, second = s.hand("tfc-012"), s.hand("tfc-013")
    s.main(answer=f"ink:{first}")
    assert f"ink:{second}" not in option_ids(s.main())


def test_belle_strange_but_special_gets_plus_4_lore_with_10_ink_cards():
    s = LorcanaScenario()
    s.hand("tfc-012")
    belle = s.in_play("tfc-142")
    s.ink(9)
    assert stat(s.state, belle, "lore") == 1
    s.ink(1)
    assert stat(s.state, belle, "lore") == 5
    s.main(answer=f"quest:{belle}")
    assert s.lore("p1") == 5


def test_gramma_tala_may_go_into_the_inkwell_when_banished():
    """塔拉祖母——故事讲述人 (tfc-146): \\我可以陪你回去\\ 当这个角色被驱逐时，你可以将这张卡正面朝下，并为力竭
    状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    tala = s.in_play("tfc-146")  # 1/1
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{tala}")
    s.expect("p1", "yes_no", answer=["yes"])
    [ink] = s.zone("p1.inkwell")
    assert s.card(ink)["def"] == "tfc-146" and s.card(ink)["exerted"] and s.card(ink)["face_down"]
    assert s.zone("p1.discard") == [] and ready_ink(s.state, "p1") == 0
    assert s.card(ink)["visible_to"] == []


def test_gramma_tala_inkwell_can_be_declined():
    s = LorcanaScenario()
    s.hand("tfc-012")
    tala = s.in_play("tfc-146")
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{tala}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.zone("p1.inkwell") == [] and defs(s, "p1.discard") == ["tfc-146"]


def test_maurice_makes_the_next_item_cost_2_less_and_draws_for_items():
    """莫里斯——名扬四海的发明家 (tfc-152): \\试一试\\ 每当这个角色探奇时，你本回合打出的下一个物品少支付 2 {I}。%
    \\成功了！\\ 每当你打出一个物品时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(1)
    maurice = s.in_play("tfc-152")
    quill = s.hand("tfc-168")  # cost 3
    basket = s.hand("tfc-166")  # cost 2
    s.on_top("tfc-040")
    assert f"play:{quill}" not in option_ids(s.main())
    s.main(answer=f"quest:{maurice}")
    assert total_cost(s.state, "p1", basket, 2) == 0
    s.main(answer=f"play:{quill}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert ready_ink(s.state, "p1") == 0
    assert defs(s, "p1.hand") == ["tfc-166", "tfc-040"]
    assert total_cost(s.state, "p1", basket, 2) == 2  # only the next item


def test_maurice_draw_can_be_declined_and_ignores_characters():
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("tfc-152")
    stitch = s.hand("tfc-022")
    basket = s.hand("tfc-166")
    s.hand("tfc-012")
    s.main(answer=f"play:{stitch}")  # a character: no trigger
    s.main(answer=f"play:{basket}")
    s.expect("p1", "yes_no", answer=["no"])
    assert defs(s, "p1.hand") == ["tfc-012"]


def test_develop_your_brain_puts_one_in_hand_and_the_other_on_the_bottom():
    """开发大脑 (tfc-161): 查看你卡组顶的 2 张卡。将一张置于你手上，另一张置于卡组底。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-161")
    s.hand("tfc-012")
    third = s.on_top("tfc-055")
    second = s.on_top("tfc-013")
    top = s.on_top("tfc-040")
    s.main(answer=f"play:{action}")
    ask = s.expect("p1", "choose_cards", options=[top, second], answer=[second])
    assert (ask["min"], ask["max"]) == (1, 1)  # one must be taken
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-013"]
    assert defs(s, "p1.deck")[0] == "tfc-040" and s.zone("p1.deck")[-1] == third
    assert [e for e in s.events_of("card_revealed") if "seen_by" not in e] == []  # not revealed


def test_fishbone_quill_puts_any_card_from_hand_into_the_inkwell():
    """鱼骨笔 (tfc-168): \\签下你的名字\\ {E}～将任意一张卡从你手上正面朝下地放进你的奇墨池。"""
    s = LorcanaScenario()
    quill = s.in_play("tfc-168")
    uninkable = s.hand("tfc-029")  # 及时登场: no inkwell symbol needed (8.5.6)
    other = s.hand("tfc-012")
    s.main(answer=f"activate:{quill}:0")
    s.expect("p1", "choose_cards", options=[uninkable, other], answer=[uninkable])
    [ink] = s.zone("p1.inkwell")
    assert s.card(ink)["def"] == "tfc-029" and s.card(ink)["face_down"]
    assert ready_ink(s.state, "p1") == 1  # enters ready (8.5.2)
    assert s.card(quill)["exerted"]
    assert f"ink:{other}" in option_ids(s.main())  # not the turn's ink action

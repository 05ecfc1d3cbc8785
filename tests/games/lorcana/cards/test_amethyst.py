"""Amethyst card scenarios (tfc-035 to tfc-068): the printed ability, a position, the answers, the
resulting state."""

import engine
from engine.games.lorcana.challenge import legal_defenders
from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_anna_with_elsa_keeps_a_chosen_opposing_character_exerted():
    """安娜——阿伦黛尔王位继承人 (tfc-035): \\仁爱之心\\ 当你打出这个角色时，如果你在场上有一个名称为艾莎的
    角色，则选择一个对手的角色。所选的角色在其下一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    s.ink(4)
    anna = s.hand("tfc-035")
    s.hand("tfc-012")
    s.in_play("tfc-040")  # 艾莎——未归女王
    held = s.in_play("tfc-089", "p2", exerted=True)
    other = s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"play:{anna}")
    choose(s, [held, other], [held])
    s.main(answer="end")
    assert s.card(held)["exerted"] and not s.card(other)["exerted"]  # p2's ready step
    assert f"quest:{held}" not in option_ids(s.main("p2"))
    s.main("p2", answer="end")
    s.main("p1", answer="end")
    assert not s.card(held)["exerted"]  # only their next turn


def test_anna_without_elsa_does_nothing():
    s = LorcanaScenario()
    s.ink(4)
    anna = s.hand("tfc-035")
    s.hand("tfc-012")  # an inkable card keeps the main phase asking
    s.in_play("tfc-040", "p2")  # an opponent's Elsa does not count
    held = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{anna}")
    s.main(answer="end")  # no target was asked for
    assert not s.card(held)["exerted"]


def test_dr_facilier_remarkable_gentleman_looks_at_2_when_you_play_a_song():
    """霍博士——了不起的先生 (tfc-039): \\让梦想成为现实\\ 每当你打出一个歌曲时，你可以查看你卡组顶的 2 张卡。
    将一张置于你的卡组顶，另一张置于卡组底。"""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("tfc-039")
    song = s.hand("tfc-098")  # 一股寒气 (p2 has no cards to discard)
    second = s.on_top("tfc-040")
    top = s.on_top("tfc-012")
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[top, second], answer=[second])
    assert defs(s, "p1.deck")[-1] == "tfc-040" and defs(s, "p1.deck")[0] == "tfc-012"


def test_dr_facilier_remarkable_gentleman_ignores_other_actions():
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("tfc-039")
    action = s.hand("tfc-026")  # not a song
    target = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", exact=False, answer=[target])
    s.main()  # no "may" question


def test_elsa_snow_queen_exerts_a_chosen_opposing_character():
    """艾莎——冰雪女王 (tfc-041): \\冰冻\\ {E}～令所选的对手角色力竭。"""
    s = LorcanaScenario()
    elsa = s.in_play("tfc-041")
    s.in_play("tfc-012")  # mine: not offered
    ready = s.in_play("tfc-089", "p2")
    exerted = s.in_play("tfc-013", "p2", exerted=True)
    s.main(answer=f"activate:{elsa}:0")
    choose(s, [ready, exerted], [ready])
    assert s.card(ready)["exerted"] and s.card(elsa)["exerted"]


def test_flotsam_gives_your_jetsam_rush():
    """胡善——乌苏拉的眼线 (tfc-043): <速击>%\\灵巧猛扑\\ 你名称为贾善的角色获得<速击>。"""
    s = LorcanaScenario()
    s.in_play("tfc-043")
    jetsam = s.in_play("tfc-046", dry=False)  # played this turn
    theirs = s.in_play("tfc-046", "p2")
    s.in_play("tfc-089", "p2", exerted=True)
    assert has_keyword(s.state, jetsam, "rush") and not has_keyword(s.state, theirs, "rush")
    assert f"challenge:{jetsam}" in option_ids(s.main())


def test_jafar_keeper_of_secrets_gets_strength_per_card_in_hand():
    """贾方——守秘巫师 (tfc-044): \\隐藏的奇迹\\ 你手上每有一张卡，这个角色便得 +1 {S}。"""
    s = LorcanaScenario()
    jafar = s.in_play("tfc-044")
    assert stat(s.state, jafar, "strength") == 0
    for _ in range(3):
        s.hand("tfc-012")
    s.hand("tfc-012", "p2")  # the opponent's hand does not count
    assert engine.view(s.state, "p1")["current"][jafar]["strength"] == 3


def test_jetsam_gives_your_flotsam_evasive():
    """贾善——乌苏拉的眼线 (tfc-046): <灵活>%\\险恶游滑\\ 你名称为胡善的角色获得<灵活>。"""
    s = LorcanaScenario()
    s.in_play("tfc-046")
    flotsam = s.in_play("tfc-043", exerted=True)
    theirs = s.in_play("tfc-043", "p2")
    attacker = s.in_play("tfc-089", "p2")
    assert has_keyword(s.state, flotsam, "evasive") and not has_keyword(s.state, theirs, "evasive")
    assert legal_defenders(s.state, attacker, "p2") == []  # only Evasive characters can challenge it


def test_pascal_has_evasive_while_you_have_another_character():
    """帕斯考——乐佩的宠物 (tfc-053): \\伪装\\ 只要你在场上有另一个角色，这个角色便获得<灵活>。"""
    s = LorcanaScenario()
    pascal = s.in_play("tfc-053")
    s.hand("tfc-012")
    attacker = s.in_play("tfc-012", "p2")  # an opponent's character does not count
    assert not has_keyword(s.state, pascal, "evasive")
    s.in_play("tfc-013")
    assert has_keyword(s.state, pascal, "evasive")
    s.main(answer=f"quest:{pascal}")
    s.main(answer="end")
    assert has_keyword(s.state, pascal, "evasive")  # also during the opponent's turn
    assert legal_defenders(s.state, attacker, "p2") == []


def test_the_queen_wicked_and_vain_draws_a_card():
    """皇后——邪恶又虚荣 (tfc-056): \\我召唤你\\ {E}～抽一张卡。"""
    s = LorcanaScenario()
    queen = s.in_play("tfc-056")
    s.on_top("tfc-040")
    s.main(answer=f"activate:{queen}:0")
    assert defs(s, "p1.hand") == ["tfc-040"] and s.zone("p2.hand") == []
    assert s.card(queen)["exerted"]


def test_the_queen_wicked_and_vain_cannot_use_it_while_drying():
    s = LorcanaScenario()
    queen = s.in_play("tfc-056", dry=False)
    s.hand("tfc-012")
    assert f"activate:{queen}:0" not in option_ids(s.main())


def test_tinker_bell_gives_your_peter_pan_challenger_1():
    """小叮当——彼得·潘的好帮手 (tfc-058): <灵活>%\\忠心相助\\ 你名称为彼得·潘的角色获得<善战> +1。"""
    s = LorcanaScenario()
    s.in_play("tfc-058")
    peter = s.in_play("tfc-091")  # strength 3, Evasive
    theirs = s.in_play("tfc-091", "p2")
    defender = s.in_play("tfc-089", "p2", exerted=True)  # willpower 4
    assert keyword_value(s.state, peter, "challenger") == 1
    assert keyword_value(s.state, theirs, "challenger") == 0
    s.main(answer=f"challenge:{peter}")
    assert defender not in s.state["cards"] and s.cards("p2.discard", "tfc-089")  # 3 + 1 damage


def test_befuddle_returns_a_cheap_character_or_item():
    """神魂颠倒 (tfc-062): 将所选的费用等于或小于 2 的角色或物品移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-062")
    fork = s.in_play("tfc-032")  # item, cost 1
    stitch = s.in_play("tfc-022", "p2")  # character, cost 1
    s.in_play("tfc-089", "p2")  # cost 3: not offered
    s.main(answer=f"play:{action}")
    choose(s, [fork, stitch], [stitch])
    assert defs(s, "p2.hand") == ["tfc-022"] and s.cards("p2.play") != []


def test_freeze_exerts_a_chosen_opposing_character():
    """冰冻 (tfc-063): 令所选的对手角色力竭。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("tfc-063")
    s.in_play("tfc-012")
    a, b = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [a, b], [b])
    assert s.card(b)["exerted"] and not s.card(a)["exerted"]


def test_friends_on_the_other_side_draws_2():
    """我的朋友来自魔法世界 (tfc-064): （费用等于或大于 3 的角色可以 {E} 来免费演唱这首歌曲。）%抽 2 张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("tfc-064")
    s.on_top("tfc-040")
    s.on_top("tfc-012")
    s.main(answer=f"play:{song}")
    assert sorted(defs(s, "p1.hand")) == ["tfc-012", "tfc-040"] and s.zone("p2.hand") == []


def test_reflection_puts_the_top_3_back_in_any_order():
    """自己 (tfc-065): （费用等于或大于 1 的角色可以 {E} 来免费演唱这首歌曲。）%查看你卡组顶的 3 张卡。将它们以
    任意顺序放回你的卡组顶。"""
    s = LorcanaScenario()
    s.ink(1)
    song = s.hand("tfc-065")
    c, b, a = s.on_top("tfc-040"), s.on_top("tfc-013"), s.on_top("tfc-012")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[a, b, c], answer=[c, a, b])
    assert defs(s, "p1.deck")[-3:] == ["tfc-013", "tfc-012", "tfc-040"]  # first chosen on the very top


def test_magic_mirror_draws_for_4_ink():
    """魔镜 (tfc-066): \\告诉我！\\ {E}，4 {I}～抽一张卡。"""
    s = LorcanaScenario()
    mirror = s.in_play("tfc-066")
    s.ink(3)
    s.hand("tfc-012")
    assert f"activate:{mirror}:0" not in option_ids(s.main())  # 3 ink is not enough
    s.ink(1)
    s.on_top("tfc-040")
    s.main(answer=f"activate:{mirror}:0")
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-040"] and s.zone("p2.hand") == []
    assert ready_ink(s.state, "p1") == 0 and s.card(mirror)["exerted"]


def test_ursulas_cauldron_puts_one_on_top_and_one_on_the_bottom():
    """乌苏拉的魔法锅 (tfc-067): \\窥探深洋\\ {E}～查看你卡组顶的 2 张卡。将一张置于你的卡组顶，另一张置于卡组底。"""
    s = LorcanaScenario()
    cauldron = s.in_play("tfc-067")
    second = s.on_top("tfc-040")
    top = s.on_top("tfc-012")
    s.main(answer=f"activate:{cauldron}:0")
    s.expect("p1", "choose_cards", options=[top, second], answer=[second])
    assert defs(s, "p1.deck")[-1] == "tfc-040" and defs(s, "p1.deck")[0] == "tfc-012"
    assert s.card(cauldron)["exerted"]


def test_white_rabbits_pocket_watch_gives_rush_this_turn():
    """白兔的怀表 (tfc-068): \\我迟到了！\\ {E}，1 {I}～所选的角色本回合获得<速击>。"""
    s = LorcanaScenario()
    s.ink(1)
    watch = s.in_play("tfc-068")
    fresh = s.in_play("tfc-089", dry=False)
    theirs = s.in_play("tfc-012", "p2", exerted=True)
    assert f"challenge:{fresh}" not in option_ids(s.main())
    s.main(answer=f"activate:{watch}:0")
    choose(s, [fresh, theirs], [fresh])
    assert f"challenge:{fresh}" in option_ids(s.main())
    assert ready_ink(s.state, "p1") == 0
    assert s.card(watch)["exerted"] and s.card(watch)["zone"] == "p1.play"
    s.main(answer="end")
    assert not has_keyword(s.state, fresh, "rush")


def test_dr_facilier_agent_provocateur_may_return_a_character_banished_challenging():
    """霍博士——魔影代理人 (tfc-037): <转形> 5%\\到影子里来\\ 每当你的一个其他角色在挑战中（包括发起和受到挑战）
    被驱逐时，你可以将那张卡移回你手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")  # keeps the main phase asking
    s.in_play("tfc-037")
    mickey = s.in_play("tfc-089")  # 3/4
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-089"]
    assert s.zone("p1.discard") == []


def test_dr_facilier_agent_provocateur_may_return_a_character_banished_when_challenged():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("tfc-037")
    s.in_play("tfc-013", exerted=True)  # 2/3
    attacker = s.in_play("tfc-055", "p2")
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-013"]


def test_dr_facilier_agent_provocateur_return_can_be_declined_and_ignores_other_banishing():
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    s.in_play("tfc-037")
    mickey = s.in_play("tfc-089")
    minnie = s.in_play("tfc-013")
    s.in_play("tfc-055", "p2", exerted=True)
    fire = s.hand("tfc-130")  # 龙火: banish chosen character, not in a challenge
    s.main(answer=f"play:{fire}")
    s.expect("p1", "choose_targets", exact=False, answer=[minnie])
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "yes_no", answer=["no"])
    assert defs(s, "p1.discard") == ["tfc-013", "tfc-130", "tfc-089"]
    assert defs(s, "p1.hand") == ["tfc-012"]


def test_dr_facilier_agent_provocateur_does_not_return_himself():
    s = LorcanaScenario()
    s.hand("tfc-012")
    facilier = s.in_play("tfc-037")  # 4/5
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"challenge:{facilier}")
    s.main()  # no "may" asked
    assert defs(s, "p1.discard") == ["tfc-037"]


def test_elsa_spirit_of_winter_exerts_up_to_2_who_then_cannot_ready():
    """艾莎——冬灵 (tfc-042): <转形> 6%\\深度冰冻\\ 当你打出这个角色时，令至多 2 个所选的角色力竭。他们在其下
    一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    s.ink(8)
    elsa = s.hand("tfc-042")
    s.hand("tfc-012")
    first = s.in_play("tfc-089", "p2")
    second = s.in_play("tfc-012", "p2")
    other = s.in_play("tfc-013", "p2", exerted=True)  # not chosen: readies as usual
    s.main(answer=f"play:{elsa}")
    played = s.cards("p1.play", "tfc-042")[0]
    ask = s.expect("p1", "choose_targets", options=[played, first, second, other], answer=[first, second])
    assert (ask["min"], ask["max"]) == (0, 2)
    assert s.card(first)["exerted"] and s.card(second)["exerted"]
    s.main(answer="end")
    assert s.card(first)["exerted"] and s.card(second)["exerted"]  # p2's ready step passed them by
    assert not s.card(other)["exerted"]
    ask = s.main("p2")
    assert f"quest:{first}" not in option_ids(ask) and f"quest:{other}" in option_ids(ask)


def test_elsa_spirit_of_winter_they_means_only_the_chosen_ones():
    s = LorcanaScenario()
    s.ink(8)
    elsa = s.hand("tfc-042")
    s.hand("tfc-012")
    chosen = s.in_play("tfc-089", "p2")
    already = s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"play:{elsa}")
    s.expect("p1", "choose_targets", exact=False, answer=[chosen])
    s.main(answer="end")
    assert s.card(chosen)["exerted"] and not s.card(already)["exerted"]


def test_marshmallow_may_return_to_hand_when_banished_challenging():
    """棉花糖——坚韧的雪卫士 (tfc-050): \\摔不散\\ 当这个角色在挑战中（包括发起和受到挑战）被驱逐时，你可以将
    这张卡移回你手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    marshmallow = s.in_play("tfc-050")  # 5/5
    theirs = s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"challenge:{marshmallow}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-050"] and s.zone("p1.discard") == []
    assert s.damage(theirs) == 5


def test_marshmallow_may_return_to_hand_when_banished_being_challenged():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("tfc-050", exerted=True)
    attacker = s.in_play("tfc-055", "p2")
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-050"]


def test_marshmallow_return_can_be_declined_and_needs_a_challenge():
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    marshmallow = s.in_play("tfc-050")
    fire = s.hand("tfc-130")  # 龙火: banish chosen character
    s.main(answer=f"play:{fire}")  # the only character: chosen at once
    s.main()  # not in a challenge: nothing asked
    assert defs(s, "p1.discard") == ["tfc-050", "tfc-130"]
    marshmallow = s.in_play("tfc-050")
    s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{marshmallow}")
    s.expect("p1", "yes_no", answer=["no"])
    assert defs(s, "p1.discard") == ["tfc-050", "tfc-130", "tfc-050"]


def test_mickey_wayward_sorcerer_makes_broom_characters_cost_1_less():
    """米奇——任性的巫师 (tfc-051): \\扫帚活过来\\ 你少支付 1 {I} 来打出扫帚角色。%\\永远劳作的工人\\ 每当你的一个
    扫帚角色在挑战中（包括发起和受到挑战）被驱逐时，你可以将那张卡移回你手上。"""
    s = LorcanaScenario()
    s.ink(1)
    broom = s.hand("tfc-047")  # 奇妙扫帚——提桶大队, a broom, cost 2
    stitch = s.hand("tfc-022")  # cost 1, not a broom
    assert f"play:{broom}" not in option_ids(s.main())
    s.in_play("tfc-051")
    s.in_play("tfc-051", "p2")  # an opponent's Mickey does not help you
    assert f"play:{broom}" in option_ids(s.main())
    assert total_cost(s.state, "p1", stitch, 1) == 1
    s.main(answer=f"play:{broom}")
    assert defs(s, "p1.play")[-1] == "tfc-047" and ready_ink(s.state, "p1") == 0


def test_mickey_wayward_sorcerer_may_return_a_broom_banished_in_a_challenge():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("tfc-051")
    broom = s.in_play("tfc-047")  # 2/2
    other = s.in_play("tfc-013")  # 2/3, not a broom
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"challenge:{broom}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-047"]
    s.main(answer=f"challenge:{other}")
    s.main()  # not a broom: nothing asked
    assert defs(s, "p1.discard") == ["tfc-013"]


def test_yzma_puts_the_top_card_on_the_bottom():
    """伊丝玛——炼金术士 (tfc-060): \\你可以走了\\ 每当这个角色探奇时，查看你卡组顶的那张卡。将其置于你的卡组顶
    或卡组底。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    yzma = s.in_play("tfc-060")
    second = s.on_top("tfc-013")
    s.on_top("tfc-040")
    s.main(answer=f"quest:{yzma}")
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["bottom"])
    assert defs(s, "p1.deck")[0] == "tfc-040"
    assert s.zone("p1.deck")[-1] == second
    assert s.lore("p1") == 1


def test_yzma_may_leave_the_top_card_on_top():
    s = LorcanaScenario()
    s.hand("tfc-012")
    yzma = s.in_play("tfc-060")
    s.on_top("tfc-013")
    s.on_top("tfc-040")
    bottom = s.zone("p1.deck")[0]
    s.main(answer=f"quest:{yzma}")
    s.expect("p1", "choose_option", options=["top", "bottom"], answer=["top"])
    assert defs(s, "p1.deck")[-2:] == ["tfc-013", "tfc-040"]
    assert s.zone("p1.deck")[0] == bottom


def test_magic_broom_bucket_brigade_shuffles_a_discarded_card_into_its_deck():
    """tfc-047 奇妙扫帚——提桶大队【清扫】当你打出这个角色时，你可以将一张卡从任一弃置区洗入其玩家的卡组。"""
    s = LorcanaScenario()
    s.ink(2)
    broom = s.hand("tfc-047")
    s.hand("tfc-012")
    a = s.put("tfc-089", "p2.discard")
    b = s.put("tfc-040", "p1.discard")
    n2 = len(s.zone("p2.deck"))
    s.main(answer=f"play:{broom}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[a, b], answer=[a])
    assert len(s.zone("p2.deck")) == n2 + 1 and s.zone("p2.discard") == []


def test_ursula_power_hungry_may_draw_for_each_lore_lost():
    """tfc-059 乌苏拉——渴望力量【这也太容易了！】当你打出这个角色时，每位对手各失去 1 点奇谈。每以此法失去 1 点奇谈，你可以抽一张卡。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(7)
    s.set_player("p2", lore=2)
    s.set_player("p3", lore=1)
    u = s.hand("tfc-059")
    s.hand("tfc-012")
    s.main(answer=f"play:{u}")
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert s.lore("p2") == 1 and s.lore("p3") == 0 and len(s.zone("p1.hand")) == 2

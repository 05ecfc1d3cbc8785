"""Steel card scenarios (tfc-171 to tfc-204): the printed ability, a position, the answers, the
resulting state."""

import engine
from engine.games.lorcana.stats import has_flag, has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids


def test_beast_hardheaded_may_banish_a_chosen_item():
    """野兽——认清现实 (tfc-172): \\砸烂\\ 当你打出这个角色时，你可以驱逐所选的物品。"""
    s = LorcanaScenario()
    s.ink(5)
    beast = s.hand("tfc-172")
    s.hand("tfc-012")
    mine = s.in_play("tfc-032")
    theirs = s.in_play("tfc-204", "p2")
    s.in_play("tfc-012", "p2")  # a character: not offered
    s.main(answer=f"play:{beast}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[theirs])
    assert theirs not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-204"]
    assert mine in s.state["cards"]


def test_beast_hardheaded_can_be_declined():
    s = LorcanaScenario()
    s.ink(5)
    beast = s.hand("tfc-172")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-204", "p2")
    s.main(answer=f"play:{beast}")
    s.expect("p1", "yes_no", answer=["no"])
    assert theirs in s.state["cards"]


def test_captain_hook_captain_of_the_jolly_roger_may_return_fire_the_cannons():
    """虎克船长——骷髅船船长 (tfc-173): \\加强火力！\\ 当你打出这个角色时，你可以将一张名称为开炮！的行动卡从你的
    弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(4)
    hook = s.hand("tfc-173")
    s.hand("tfc-012")
    cannons = [s.put("tfc-197", "p1.discard"), s.put("tfc-197", "p1.discard")]
    s.put("tfc-200", "p1.discard")  # another action: not offered
    s.put("tfc-197", "p2.discard")  # the opponent's: not offered
    s.main(answer=f"play:{hook}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=cannons, answer=[cannons[1]])
    assert sorted(defs(s, "p1.hand")) == ["tfc-012", "tfc-197"]
    assert defs(s, "p1.discard") == ["tfc-197", "tfc-200"]


def test_captain_hook_thinking_a_happy_thought_cannot_be_challenged_by_cost_3_or_less():
    """虎克船长——童心未泯 (tfc-175): <转形> 3%<善战> +3%\\偷来的金粉\\ 费用等于或小于 3 的角色不能挑战这个
    角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    hook = s.in_play("tfc-175", exerted=True)
    s.main(answer="end")
    cheap = s.in_play("tfc-012", "p2")  # cost 3
    big = s.in_play("tfc-017", "p2")  # cost 4
    options = option_ids(s.main("p2"))
    assert f"challenge:{cheap}" not in options
    assert f"challenge:{big}" in options
    s.main("p2", answer=f"challenge:{big}")
    assert s.damage(hook) == 3


def test_captain_hook_thinking_a_happy_thought_protects_only_himself():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("tfc-175", exerted=True)
    other = s.in_play("tfc-013", exerted=True)
    s.main(answer="end")
    cheap = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{cheap}")  # the only legal defender is the other one
    assert other not in s.state["cards"]


def test_donald_duck_musketeer_gives_your_musketeers_evasive_during_your_turn():
    """唐老鸭——剑客 (tfc-177): <护卫>%\\提高警觉！\\ 在你的回合中，你的剑客角色获得<灵活>。（他们能挑战具灵活
    的角色。）"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    donald = s.in_play("tfc-177")
    goofy = s.in_play("tfc-004")  # 高飞——剑客
    mickey = s.in_play("tfc-012")  # not a Musketeer
    theirs = s.in_play("tfc-186", "p2")  # 米奇——剑客: the opponent's
    flier = s.in_play("tfc-091", "p2", exerted=True)  # Evasive
    assert has_keyword(s.state, donald, "evasive") and has_keyword(s.state, goofy, "evasive")
    assert not has_keyword(s.state, mickey, "evasive") and not has_keyword(s.state, theirs, "evasive")
    options = option_ids(s.main())
    assert f"challenge:{goofy}" in options and f"challenge:{mickey}" not in options
    s.main(answer=f"challenge:{goofy}")
    assert flier not in s.state["cards"]
    s.main(answer="end")
    assert not has_keyword(s.state, donald, "evasive") and not has_keyword(s.state, goofy, "evasive")


def test_gantu_characters_costing_2_or_less_cannot_challenge_your_characters():
    """钢图——星际联盟舰长 (tfc-178): \\逮捕\\ 费用等于或小于 2 的角色不能挑战你的角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    gantu = s.in_play("tfc-178", exerted=True)
    mine = s.in_play("tfc-013", exerted=True)
    s.main(answer="end")
    cheap = s.in_play("tfc-013", "p2")  # cost 2
    three = s.in_play("tfc-012", "p2")  # cost 3
    options = option_ids(s.main("p2"))
    assert f"challenge:{cheap}" not in options and f"challenge:{three}" in options
    s.main("p2", answer=f"challenge:{three}")
    s.expect("p2", "choose_targets", options=[gantu, mine], answer=[mine])
    assert mine not in s.state["cards"]


def test_hans_thirteenth_in_line_may_deal_1_damage_when_questing():
    """汉斯——第十三顺位继承人 (tfc-180): \\制造一个小事故\\ 每当这个角色探奇时，你可以向所选的角色造成 1 点
    伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    hans = s.in_play("tfc-180")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{hans}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[hans, theirs], answer=[theirs])
    assert s.damage(theirs) == 1 and s.lore("p1") == 2


def test_hans_thirteenth_in_line_damage_can_be_declined():
    s = LorcanaScenario()
    s.hand("tfc-012")
    hans = s.in_play("tfc-180")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{hans}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.damage(theirs) == 0


def test_mickey_mouse_musketeer_gives_other_musketeers_plus_1_strength():
    """米奇——剑客 (tfc-186): <护卫>%\\人人为我\\ 你的其他剑客角色得 +1 {S}。"""
    s = LorcanaScenario()
    mickey = s.in_play("tfc-186")
    donald = s.in_play("tfc-177")  # strength 2
    plain = s.in_play("tfc-012")  # strength 3, not a Musketeer
    theirs = s.in_play("tfc-004", "p2")  # the opponent's Musketeer, strength 3
    current = engine.view(s.state, "p1")["current"]
    assert current[donald]["strength"] == 3
    assert current[mickey]["strength"] == 2 and current[plain]["strength"] == 3
    assert current[theirs]["strength"] == 3


def test_simba_future_king_may_draw_then_discard():
    """辛巴——未来的国王 (tfc-188): \\你猜怎样？\\ 当你打出这个角色时，你可以抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(1)
    simba = s.hand("tfc-188")
    keep = s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"play:{simba}")
    s.expect("p1", "yes_no", answer=["yes"])
    [drawn] = [c for c in s.zone("p1.hand") if c != keep]
    s.expect("p1", "choose_cards", options=[keep, drawn], answer=[keep])
    assert defs(s, "p1.hand") == ["tfc-040"] and defs(s, "p1.discard") == ["tfc-012"]


def test_simba_future_king_can_be_declined():
    s = LorcanaScenario()
    s.ink(1)
    simba = s.hand("tfc-188")
    keep = s.hand("tfc-012")
    s.main(answer=f"play:{simba}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.zone("p1.hand") == [keep] and s.zone("p1.discard") == []


def test_simba_returned_king_is_evasive_during_your_turn():
    """辛巴——回归的国王 (tfc-189): <善战> +4%\\狮扑\\ 在你的回合中，这个角色获得<灵活>。（他能挑战具灵活的
    角色。）"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    simba = s.in_play("tfc-189")
    flier = s.in_play("tfc-127", "p2", exerted=True)  # 跳跳虎——最能跳, Evasive, 4/4
    assert has_keyword(s.state, simba, "evasive")
    s.main(answer=f"challenge:{simba}")
    assert flier not in s.state["cards"]
    s.main(answer="end")
    assert not has_keyword(s.state, simba, "evasive")
    attacker = s.in_play("tfc-012", "p2")  # not Evasive: may challenge Simba on p2's turn
    assert f"challenge:{attacker}" in option_ids(s.main("p2"))


def test_simba_rightful_heir_gains_1_lore_when_banishing_on_your_turn():
    """辛巴——合法的子嗣 (tfc-190): \\我知道我必须做些什么\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，
    你获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    simba = s.in_play("tfc-190")  # 3/5
    s.in_play("tfc-013", "p2", exerted=True)  # 2/3
    s.main(answer=f"challenge:{simba}")
    assert s.lore("p1") == 1 and s.damage(simba) == 2


def test_simba_rightful_heir_does_nothing_on_the_opponents_turn_or_without_a_banish():
    s = LorcanaScenario()
    s.hand("tfc-012")
    simba = s.in_play("tfc-190")
    s.in_play("tfc-017", "p2", exerted=True)  # 3/5: survives
    s.main(answer=f"challenge:{simba}")
    assert s.lore("p1") == 0
    s.main(answer="end")
    attacker = s.in_play("tfc-013", "p2")  # 2/3: banished by Simba on p2's turn
    s.main("p2", answer=f"challenge:{attacker}")
    assert attacker not in s.state["cards"] and s.lore("p1") == 0


def test_starkey_gets_plus_1_lore_while_you_have_a_captain():
    """史达克——虎克的船员 (tfc-191): \\是的，船长\\ 只要你在场上有长官角色，这个角色便得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    starkey = s.in_play("tfc-191")
    s.in_play("tfc-089", "p2")  # 米奇——汽船舵手, a Captain of the opponent's
    assert stat(s.state, starkey, "lore") == 1
    captain = s.in_play("tfc-089")
    assert engine.view(s.state, "p1")["current"][starkey]["lore"] == 2
    s.main(answer=f"quest:{starkey}")
    assert s.lore("p1") == 2
    s.move(captain, "p1.discard")
    assert stat(s.state, starkey, "lore") == 1


def test_te_ka_heartless_gains_2_lore_when_banishing_on_your_turn():
    """恶卡——神心被盗 (tfc-192): \\追寻神心\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你获得 2 点
    奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    te_ka = s.in_play("tfc-192")  # 5/5
    theirs = s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"challenge:{te_ka}")
    assert theirs not in s.state["cards"] and s.lore("p1") == 2


def test_te_ka_heartless_does_nothing_on_the_opponents_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("tfc-192", exerted=True)
    s.main(answer="end")
    attacker = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    assert attacker not in s.state["cards"] and s.lore("p1") == 0


def test_tinker_bell_giant_fairy_deals_1_damage_to_each_opposing_character_when_played():
    """小叮当——巨大化仙子 (tfc-193): <转形> 4%\\摇晃大船\\ 当你打出这个角色时，向每个对手角色各造成 1 点伤害。%
    \\蝼蚁海盗！\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以向所选的对手角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(6)
    tink = s.hand("tfc-193")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012")
    a = s.in_play("tfc-089", "p2")
    b = s.in_play("tfc-052", "p2", damage=2)  # 雪宝, willpower 3: banished
    s.main(answer=f"play:{tink}")
    assert s.damage(a) == 1 and b not in s.state["cards"]
    assert s.damage(mine) == 0 and s.damage(s.cards("p1.play", "tfc-193")[0]) == 0


def test_tinker_bell_giant_fairy_may_deal_2_damage_after_banishing_in_a_challenge():
    s = LorcanaScenario()
    s.hand("tfc-012")
    tink = s.in_play("tfc-193")  # 4/5
    s.in_play("tfc-013", "p2", exerted=True)  # 2/3: banished
    other = s.in_play("tfc-089", "p2")
    third = s.in_play("tfc-017", "p2")
    s.in_play("tfc-012")  # yours: not offered
    s.main(answer=f"challenge:{tink}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[other, third], answer=[other])
    assert s.damage(other) == 2 and s.damage(third) == 0


def test_tinker_bell_giant_fairy_challenge_damage_can_be_declined_and_not_on_opponents_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    tink = s.in_play("tfc-193")
    s.in_play("tfc-013", "p2", exerted=True)
    other = s.in_play("tfc-089", "p2")
    s.main(answer=f"challenge:{tink}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.damage(other) == 0
    s.main(answer="end")
    attacker = s.in_play("tfc-013", "p2")
    s.main("p2", answer=f"challenge:{attacker}")  # Tinker Bell banishes it: no question on p2's turn
    assert attacker not in s.state["cards"] and s.damage(other) == 0


def test_tinker_bell_tiny_tactician_draws_then_discards():
    """小叮当——小小战术家 (tfc-194): \\作战计划\\ {E}～抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    tink = s.in_play("tfc-194")
    keep = s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"activate:{tink}:0")
    [drawn] = [c for c in s.zone("p1.hand") if c != keep]
    s.expect("p1", "choose_cards", options=[keep, drawn], answer=[drawn])
    assert s.zone("p1.hand") == [keep] and defs(s, "p1.discard") == ["tfc-040"]
    assert s.card(tink)["exerted"]


def test_a_whole_new_world_each_player_discards_their_hand_and_draws_7():
    """新的世界 (tfc-195): （费用等于或大于 5 的角色可以 {E} 来免费演唱这首歌曲。）%每位玩家各弃置其手卡并各抽
    7 张卡。"""
    s = LorcanaScenario()
    s.ink(5)
    song = s.hand("tfc-195")
    s.hand("tfc-012")
    s.hand("tfc-013")
    for _ in range(3):
        s.hand("tfc-040", "p2")
    s.main(answer=f"play:{song}")
    assert len(s.zone("p1.hand")) == 7 and len(s.zone("p2.hand")) == 7
    assert sorted(defs(s, "p1.discard")) == ["tfc-012", "tfc-013", "tfc-195"]
    assert defs(s, "p2.discard") == ["tfc-040"] * 3


def test_break_banishes_a_chosen_item():
    """砸烂 (tfc-196): 驱逐所选的物品。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("tfc-196")
    mine = s.in_play("tfc-032")
    theirs = s.in_play("tfc-204", "p2")
    s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[theirs])
    assert defs(s, "p2.discard") == ["tfc-204"] and mine in s.state["cards"]


def test_grab_your_sword_deals_2_damage_to_each_opposing_character():
    """拿起剑 (tfc-198): （费用等于或大于 5 的角色可以 {E} 来免费演唱这首歌曲。）%向每个对手角色各造成 2 点
    伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    song = s.hand("tfc-198")
    mine = s.in_play("tfc-012")
    a = s.in_play("tfc-089", "p2")
    b = s.in_play("tfc-013", "p2", damage=1)  # willpower 3: banished
    s.main(answer=f"play:{song}")
    assert s.damage(a) == 2 and b not in s.state["cards"] and s.damage(mine) == 0


def test_ransack_draws_2_then_discards_2():
    """乱搜 (tfc-199): 抽 2 张卡，然后选择并弃置 2 张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("tfc-199")
    keep = s.hand("tfc-012")
    s.on_top("tfc-040")
    s.on_top("tfc-013")
    s.main(answer=f"play:{action}")
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == 2 and ask["max"] == 2 and len(ask["options"]) == 3
    drawn = [c for c in s.zone("p1.hand") if c != keep]
    assert sorted(s.card(c)["def"] for c in drawn) == ["tfc-013", "tfc-040"]
    discarded = s.card(drawn[0])["def"]
    s.expect("p1", "choose_cards", answer=[keep, drawn[0]])
    assert s.zone("p1.hand") == [drawn[1]]
    assert sorted(defs(s, "p1.discard")) == sorted(["tfc-012", discarded, "tfc-199"])


def test_smash_deals_3_damage_to_a_chosen_character():
    """猛砸 (tfc-200): 向所选的角色造成 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-200")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[theirs])
    assert s.damage(theirs) == 3 and s.damage(mine) == 0


def test_frying_pan_stops_a_chosen_character_challenging_during_its_next_turn():
    """平底锅 (tfc-202): \\哐！\\ 驱逐这个物品～所选的角色在其下一个回合不能发起挑战。"""
    s = LorcanaScenario()
    pan = s.in_play("tfc-202")
    s.hand("tfc-012")
    mine = s.in_play("tfc-013", exerted=True)
    theirs = s.in_play("tfc-089", "p2")
    other = s.in_play("tfc-012", "p2")
    s.main(answer=f"activate:{pan}:0")
    s.expect("p1", "choose_targets", options=[mine, theirs, other], answer=[theirs])
    assert has_flag(s.state, theirs, "cannot_challenge") is False  # not during p1's turn
    assert defs(s, "p1.discard") == ["tfc-202"]
    s.main(answer="end")
    options = option_ids(s.main("p2"))
    assert f"challenge:{theirs}" not in options and f"challenge:{other}" in options
    assert f"quest:{theirs}" in options  # only challenging is forbidden
    s.main("p2", answer="end")
    s.main()  # p1's turn: the effect ended with p2's turn
    assert not has_flag(s.state, theirs, "cannot_challenge")


def test_musketeer_tabard_may_draw_when_your_bodyguard_character_is_banished():
    """剑客战袍 (tfc-203): \\人人为我，我为人人\\ 每当你具<护卫>的一个角色被驱逐时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(5)
    s.in_play("tfc-203")
    s.in_play("tfc-020")  # 辛巴——护伴幼狮, Bodyguard
    s.in_play("tfc-181")  # 海格力斯——真正的英雄, Bodyguard
    s.in_play("tfc-012")  # no Bodyguard
    s.in_play("tfc-020", "p2")  # the opponent's
    song = s.hand("tfc-128")  # 快准备: banish all characters (7 ink, or sung)
    s.ink(2)
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_option")  # two triggers in the bag (the opponent's Bodyguard is not watched)
    assert len(ask["options"]) == 2
    s.expect("p1", "choose_option", answer=[ask["options"][0]["id"]])
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "yes_no", answer=["no"])
    assert len(s.zone("p1.hand")) == 1


def test_musketeer_tabard_triggers_when_a_bodyguard_is_banished_in_a_challenge():
    s = LorcanaScenario()
    s.in_play("tfc-203")
    s.hand("tfc-012")
    guard = s.in_play("tfc-020", exerted=True)  # 2/3
    s.main(answer="end")
    attacker = s.in_play("tfc-055", "p2")  # 5/7
    s.main("p2", answer=f"challenge:{attacker}")
    assert guard not in s.state["cards"]
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2  # the card kept in hand and the one drawn


def test_plasma_blaster_deals_1_damage():
    """电浆炮 (tfc-204): \\快速发射\\ {E}，2 {I}～向所选的角色造成 1 点伤害。"""
    s = LorcanaScenario()
    ink = s.ink(2)
    blaster = s.in_play("tfc-204")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{blaster}:0")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[theirs])
    assert s.damage(theirs) == 1
    assert s.card(blaster)["exerted"] and all(s.card(c)["exerted"] for c in ink)
    assert f"activate:{blaster}:0" not in option_ids(s.main())


def test_beasts_mirror_draws_only_with_an_empty_hand():
    """tfc-201 野兽的魔镜: 【让我看看】 ⟳，3 ⬡～如果你没有手卡，则抽一张卡。"""
    s = LorcanaScenario()
    s.ink(6)
    mirror = s.in_play("tfc-201")
    s.main(answer=f"activate:{mirror}:0")
    assert [s.card(c)["def"] for c in s.zone("p1.hand")] != []  # empty hand: drew one
    s.ctx().card(mirror)["exerted"] = False  # as if readied
    s.main(answer=f"activate:{mirror}:0")
    assert len(s.zone("p1.hand")) == 1  # a card in hand: the "if" fails, no draw

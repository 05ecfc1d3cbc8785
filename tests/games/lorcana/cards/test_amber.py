"""Amber card scenarios (tfc-001 to tfc-034): the printed ability, a position, the answers, the
resulting state."""

import engine
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.play import singers
from engine.games.lorcana.stats import has_flag, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_ariel_on_human_legs_cannot_sing():
    """爱丽儿——像人一样站立 (tfc-001): \\失声\\ 这个角色不能 {E} 来演唱歌曲。"""
    s = LorcanaScenario()
    ariel = s.in_play("tfc-001")  # cost 4
    elsa = s.in_play("tfc-040")  # cost 4
    mickey = s.in_play("tfc-012")  # cost 3
    song = s.hand("tfc-064")  # 我的朋友来自魔法世界, cost 3
    assert set(singers(s.state, "p1", card_db()["tfc-064"])) == {elsa, mickey}
    s.main(answer=f"sing:{song}")
    choose(s, [elsa, mickey], [mickey])
    assert s.card(mickey)["exerted"] and not s.card(ariel)["exerted"]


def test_ariel_on_human_legs_alone_offers_no_singing():
    s = LorcanaScenario()
    s.in_play("tfc-001")
    song = s.hand("tfc-064")
    assert f"sing:{song}" not in option_ids(s.main())


def test_ariel_spectacular_singer_takes_a_song_from_the_top_4():
    """爱丽儿——脱颖而出的歌手 (tfc-002): <歌手> 5%\\首场音乐会\\ 当你打出这个角色时，查看你卡组顶的 4 张
    卡。你可以展示一张歌曲卡并将其置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(3)
    ariel = s.hand("tfc-002")
    below = s.on_top("tfc-055")  # fifth from the top: not looked at
    song_a = s.on_top("tfc-064")
    action = s.on_top("tfc-026")  # an action, not a song
    song_b = s.on_top("tfc-065")
    mickey = s.on_top("tfc-012")
    s.main(answer=f"play:{ariel}")
    ask = s.expect("p1", "choose_cards", options=[song_a, song_b], answer=[song_b])
    assert (ask["min"], ask["max"]) == (0, 1)  # "may reveal a song card"
    s.expect("p1", "choose_cards", options=[mickey, action, song_a], answer=[action, mickey, song_a])
    assert defs(s, "p1.hand") == ["tfc-065"]
    deck = defs(s, "p1.deck")
    assert deck[:3] == ["tfc-026", "tfc-012", "tfc-064"]  # the first chosen is the very bottom
    assert s.zone("p1.deck")[-1] == below  # now the top card


def test_ariel_spectacular_singer_may_take_nothing():
    s = LorcanaScenario()
    s.ink(3)
    ariel = s.hand("tfc-002")
    fourth = s.on_top("tfc-055")
    elsa, mickey, song = s.on_top("tfc-040"), s.on_top("tfc-012"), s.on_top("tfc-064")
    s.main(answer=f"play:{ariel}")
    s.expect("p1", "choose_cards", options=[song], answer=[])
    s.expect("p1", "choose_cards", options=[song, mickey, elsa, fourth], answer=[song, mickey, elsa, fourth])
    assert s.zone("p1.hand") == []
    assert defs(s, "p1.deck")[:4] == ["tfc-064", "tfc-012", "tfc-040", "tfc-055"]


def test_cinderella_removes_up_to_3_damage_from_a_chosen_princess():
    """灰姑娘——温柔善良 (tfc-003): <歌手> 5%\\好美的梦\\ {E}～从所选的公主角色上移去至多 3 点伤害。"""
    s = LorcanaScenario()
    cinderella = s.in_play("tfc-003")
    moana = s.in_play("tfc-014", damage=4)  # princess, willpower 6
    s.in_play("tfc-012", damage=2)  # not a princess
    theirs = s.in_play("tfc-013", "p2", damage=1)
    s.main(answer=f"activate:{cinderella}:0")
    choose(s, [cinderella, moana, theirs], [moana])
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(moana) == 1
    assert s.card(cinderella)["exerted"]
    assert f"activate:{cinderella}:0" not in option_ids(s.main())


def test_goofy_musketeer_may_heal_each_musketeer():
    """高飞——剑客 (tfc-004): <护卫>%\\吃大餐！\\ 当你打出这个角色时，你可以从你的每个剑客角色上各移去至多
    2 点伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    goofy = s.hand("tfc-004")
    donald = s.in_play("tfc-177", damage=3)  # 唐老鸭——剑客
    mickey = s.in_play("tfc-012", damage=2)  # not a musketeer
    theirs = s.in_play("tfc-177", "p2", damage=2)
    s.main(answer=f"play:{goofy}")
    s.expect("p1", "yes_no", answer=["no"])  # Bodyguard: enter ready
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])  # Donald; Goofy has none
    assert s.damage(donald) == 1
    assert s.damage(mickey) == 2 and s.damage(theirs) == 2
    s.main()  # nothing else is asked: the opponent's musketeer is not theirs to heal


def test_goofy_musketeer_heal_can_be_declined():
    s = LorcanaScenario()
    s.ink(5)
    goofy = s.hand("tfc-004")
    donald = s.in_play("tfc-177", damage=3)
    s.main(answer=f"play:{goofy}")
    s.expect("p1", "yes_no", answer=["no"])
    s.expect("p1", "yes_no", answer=["no"])
    assert s.damage(donald) == 3


def test_hades_king_of_olympus_gets_lore_per_other_villain():
    """哈迪斯——奥林帕斯山之王 (tfc-005): <转形> 6%\\邪恶阴谋\\ 你在场上每有一个其他反派角色，这个角色便得
    +1 {L}。"""
    s = LorcanaScenario()
    hades = s.in_play("tfc-005")
    assert stat(s.state, hades, "lore") == 1
    s.in_play("tfc-078")  # 汉斯, villain
    s.in_play("tfc-073")  # 威尔镇公爵, villain
    s.in_play("tfc-012")  # not a villain
    s.in_play("tfc-078", "p2")  # an opponent's villain does not count
    assert engine.view(s.state, "p1")["current"][hades]["lore"] == 3
    s.main(answer=f"quest:{hades}")
    assert s.lore("p1") == 3


def test_hades_lord_of_the_underworld_returns_a_character_card():
    """哈迪斯——冥界大帝 (tfc-006): \\灵魂之井\\ 当你打出这个角色时，将一张角色卡从你的弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(4)
    hades = s.hand("tfc-006")
    elsa = s.put("tfc-040", "p1.discard")
    mickey = s.put("tfc-012", "p1.discard")
    s.put("tfc-064", "p1.discard")  # an action: not offered
    s.put("tfc-089", "p2.discard")  # an opponent's discard: not offered
    s.main(answer=f"play:{hades}")
    s.expect("p1", "choose_cards", options=[elsa, mickey], answer=[elsa])
    assert defs(s, "p1.hand") == ["tfc-040"]
    assert defs(s, "p1.discard") == ["tfc-012", "tfc-064"]


def test_lefou_costs_1_less_with_gaston_in_play():
    """来福——笨伯 (tfc-008): \\忠心耿耿\\ 如果你在场上有一个名称为加斯顿的角色，则你少支付 1 {I} 来打出这个角色。"""
    s = LorcanaScenario()
    s.ink(1)
    lefou = s.hand("tfc-008")  # cost 2
    s.in_play("tfc-110", "p2")  # an opponent's Gaston does not count
    assert f"play:{lefou}" not in option_ids(s.main())
    s.in_play("tfc-110", dry=False)  # 加斯顿——狂妄的猎人
    s.main(answer=f"play:{lefou}")
    assert s.cards("p1.play", "tfc-008") and ready_ink(s.state, "p1") == 0


def test_lefou_costs_2_without_gaston():
    s = LorcanaScenario()
    s.ink(2)
    lefou = s.hand("tfc-008")
    assert total_cost(s.state, "p1", lefou, 2) == 2
    s.main(answer=f"play:{lefou}")
    assert ready_ink(s.state, "p1") == 0


def test_maximus_relentless_pursuer_gives_minus_2_strength():
    """捍马——良驹不懈追缉 (tfc-011): \\马蹄飞踹\\ 当你打出这个角色时，所选的角色本回合得 -2 {S}。"""
    s = LorcanaScenario()
    s.ink(3)
    maximus = s.hand("tfc-011")
    s.hand("tfc-012")  # an inkable card keeps the main phase asking
    theirs = s.in_play("tfc-089", "p2")  # strength 3
    s.main(answer=f"play:{maximus}")
    played = s.cards("p1.play", "tfc-011")[0]
    choose(s, [played, theirs], [theirs])
    assert stat(s.state, theirs, "strength") == 1
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 3  # this turn only
    assert maximus not in s.state["cards"]


def test_moana_of_motunui_may_ready_other_princesses_who_then_cannot_quest():
    """莫阿娜——莫图鲁尼岛人 (tfc-014): \\我们可以修好它\\ 每当这个角色探奇时，你可以令你的其他公主角色就绪。
    她们本回合不能再探奇。"""
    s = LorcanaScenario()
    moana = s.in_play("tfc-014")
    minnie = s.in_play("tfc-013", exerted=True)  # princess
    ariel = s.in_play("tfc-001", exerted=True)  # princess
    mickey = s.in_play("tfc-012", exerted=True)  # not a princess
    theirs = s.in_play("tfc-013", "p2", exerted=True)
    s.main(answer=f"quest:{moana}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.lore("p1") == 3
    assert not s.card(minnie)["exerted"] and not s.card(ariel)["exerted"]
    assert s.card(mickey)["exerted"] and s.card(theirs)["exerted"] and s.card(moana)["exerted"]
    assert has_flag(s.state, minnie, "cannot_quest") and has_flag(s.state, ariel, "cannot_quest")
    options = option_ids(s.main())
    assert f"quest:{minnie}" not in options and f"quest:{ariel}" not in options
    s.main(answer="end")
    assert not has_flag(s.state, minnie, "cannot_quest")  # this turn only


def test_moana_of_motunui_declining_the_ready_still_stops_other_princesses_questing():
    """The second sentence applies whether or not they were readied (7.4.5 example 1)."""
    s = LorcanaScenario()
    s.hand("tfc-012")
    moana = s.in_play("tfc-014")
    minnie = s.in_play("tfc-013", exerted=True)
    ariel = s.in_play("tfc-001")  # a ready princess
    mickey = s.in_play("tfc-012")  # not a princess
    s.main(answer=f"quest:{moana}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(minnie)["exerted"]
    options = option_ids(s.main())
    assert f"quest:{ariel}" not in options and f"quest:{mickey}" in options


def test_stitch_carefree_surfer_draws_2_with_2_other_characters():
    """史迪奇——悠闲冲浪手 (tfc-021): \\欧哈那\\ 当你打出这个角色时，如果你在场上有 2 个或更多其他角色，则你
    可以抽 2 张卡。"""
    s = LorcanaScenario()
    s.ink(7)
    stitch = s.hand("tfc-021")
    s.hand("tfc-012")
    s.in_play("tfc-012")
    s.in_play("tfc-013")
    s.main(answer=f"play:{stitch}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 3 and s.zone("p2.hand") == []


def test_stitch_carefree_surfer_does_nothing_with_1_other_character():
    s = LorcanaScenario()
    s.ink(7)
    stitch = s.hand("tfc-021")
    s.in_play("tfc-012")
    s.in_play("tfc-013", "p2")  # the opponent's characters do not count
    s.main(answer=f"play:{stitch}")
    s.main()  # no "may" question: the condition does not hold
    assert s.zone("p1.hand") == []


def test_timon_may_remove_1_damage_from_a_chosen_character():
    """丁满——找虫子专家 (tfc-024): \\味道像鸡肉\\ 当你打出这个角色时，你可以从所选的角色上移去至多 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    timon = s.hand("tfc-024")
    mine = s.in_play("tfc-012", damage=2)
    theirs = s.in_play("tfc-089", "p2", damage=2)
    s.main(answer=f"play:{timon}")
    played = s.cards("p1.play", "tfc-024")[0]
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [mine, played, theirs], [theirs])
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert s.damage(theirs) == 1 and s.damage(mine) == 2


def test_be_our_guest_takes_a_character_from_the_top_4():
    """欢迎你 (tfc-025): （费用等于或大于 2 的角色可以 {E} 来免费演唱这首歌曲。）%查看你卡组顶的 4 张卡。
    你可以展示一张角色卡并将其置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("tfc-025")
    action = s.on_top("tfc-064")
    elsa = s.on_top("tfc-040")
    mickey = s.on_top("tfc-012")
    item = s.on_top("tfc-032")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_cards", options=[elsa, mickey], answer=[elsa])
    assert (ask["min"], ask["max"]) == (0, 1)  # "may reveal a character card"
    s.expect("p1", "choose_cards", options=[action, mickey, item], answer=[item, mickey, action])
    assert defs(s, "p1.hand") == ["tfc-040"]
    assert defs(s, "p1.deck")[:3] == ["tfc-032", "tfc-012", "tfc-064"]
    assert defs(s, "p1.discard") == ["tfc-025"]


def test_control_your_temper_gives_minus_2_strength():
    """改改你的臭脾气！ (tfc-026): 所选的角色本回合得 -2 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-026")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [mine, theirs], [theirs])
    assert stat(s.state, theirs, "strength") == 1 and stat(s.state, mine, "strength") == 3
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 3


def test_hakuna_matata_removes_up_to_3_damage_from_each_of_your_characters():
    """哈库那玛塔塔 (tfc-027): （费用等于或大于 4 的角色可以 {E} 来免费演唱这首歌曲。）%从你的每个角色上各
    移去至多 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("tfc-027")
    big = s.in_play("tfc-017", damage=4)  # 彭彭, willpower 5
    small = s.in_play("tfc-012", damage=2)
    theirs = s.in_play("tfc-017", "p2", damage=2)
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["1"])
    assert s.damage(big) == 1 and s.damage(small) == 1
    assert s.damage(theirs) == 2
    s.main()  # the opponent's character is not asked about


def test_healing_glow_removes_up_to_2_damage_from_a_chosen_character():
    """治愈之光 (tfc-028): 从所选的角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-028")
    mine = s.in_play("tfc-017", damage=3)
    theirs = s.in_play("tfc-089", "p2", damage=1)
    s.main(answer=f"play:{action}")
    choose(s, [mine, theirs], [mine])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(mine) == 1 and s.damage(theirs) == 1


def test_part_of_your_world_returns_a_character_card():
    """你的世界 (tfc-030): （费用等于或大于 3 的角色可以 {E} 来免费演唱这首歌曲。）%将一张角色卡从你的弃置区
    移回你手上。"""
    s = LorcanaScenario()
    song = s.hand("tfc-030")
    singer = s.in_play("tfc-012")  # cost 3: sings it
    elsa = s.put("tfc-040", "p1.discard")
    mickey = s.put("tfc-089", "p1.discard")
    s.put("tfc-028", "p1.discard")  # an action: not offered
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_cards", options=[elsa, mickey], answer=[mickey])
    assert defs(s, "p1.hand") == ["tfc-089"]
    assert s.card(singer)["exerted"]
    assert defs(s, "p1.discard") == ["tfc-040", "tfc-028", "tfc-030"]


def test_you_have_forgotten_me_each_opponent_discards_2():
    """你把我忘了 (tfc-031): 每位对手各选择并弃置 2 张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    action = s.hand("tfc-031")
    keep = s.hand("tfc-012")  # p1's own hand is not touched
    a, b, c = s.hand("tfc-040", "p2"), s.hand("tfc-089", "p2"), s.hand("tfc-013", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p2", "choose_cards", options=[a, b, c], answer=[a, c])
    assert s.zone("p2.hand") == [b]
    assert defs(s, "p2.discard") == ["tfc-040", "tfc-013"]
    assert s.zone("p1.hand") == [keep]


def test_dinglehopper_removes_up_to_1_damage():
    """丁零当啷 (tfc-032): \\弄头发\\ {E}～从所选的角色上移去至多 1 点伤害。"""
    s = LorcanaScenario()
    fork = s.in_play("tfc-032")
    mine = s.in_play("tfc-012", damage=2)
    theirs = s.in_play("tfc-089", "p2", damage=2)
    s.main(answer=f"activate:{fork}:0")
    choose(s, [mine, theirs], [mine])
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert s.damage(mine) == 1 and s.damage(theirs) == 2
    assert s.card(fork)["exerted"]
    assert f"activate:{fork}:0" not in option_ids(s.main())


def test_dinglehopper_can_be_used_the_turn_it_is_played():
    s = LorcanaScenario()
    s.ink(1)
    fork = s.hand("tfc-032")
    s.in_play("tfc-012", damage=2)
    s.main(answer=f"play:{fork}")
    played = s.cards("p1.play", "tfc-032")[0]
    assert f"activate:{played}:0" in option_ids(s.main())


def test_lantern_makes_the_next_character_cost_1_less():
    """天灯 (tfc-033): \\生日亮灯\\ {E}～你本回合打出的下一个角色少支付 1 {I}。"""
    s = LorcanaScenario()
    s.ink(3)
    lantern = s.in_play("tfc-033")
    mickey = s.hand("tfc-012")  # cost 3
    stitch = s.hand("tfc-022")  # cost 1
    action = s.hand("tfc-026")  # cost 1, an action: not reduced
    s.main(answer=f"activate:{lantern}:0")
    assert s.card(lantern)["exerted"]
    assert total_cost(s.state, "p1", action, 1) == 1
    assert total_cost(s.state, "p1", stitch, 1) == 0
    s.main(answer=f"play:{mickey}")
    assert ready_ink(s.state, "p1") == 1  # paid 2
    assert total_cost(s.state, "p1", stitch, 1) == 1  # only the next character
    s.main(answer=f"play:{stitch}")
    assert ready_ink(s.state, "p1") == 0


def test_lantern_reduction_ends_with_the_turn():
    s = LorcanaScenario()
    lantern = s.in_play("tfc-033")
    mickey = s.hand("tfc-012")
    s.main(answer=f"activate:{lantern}:0")
    assert total_cost(s.state, "p1", mickey, 3) == 2
    s.main(answer="end")
    s.main("p2", answer="end")
    assert total_cost(s.state, "p1", mickey, 3) == 3


def test_prince_phillip_may_banish_the_challenged_character_when_banished_challenging():
    """菲力王子——屠龙王子 (tfc-016): \\英雄主义\\ 当这个角色发起挑战并被驱逐时，你可以驱逐受到挑战的角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")  # keeps the main phase asking
    phillip = s.in_play("tfc-016")  # 3/3
    dragon = s.in_play("tfc-055", "p2", exerted=True)  # 5/7: survives the damage
    bystander = s.in_play("tfc-089", "p2")
    s.main(answer=f"challenge:{phillip}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert phillip not in s.state["cards"] and defs(s, "p1.discard") == ["tfc-016"]
    assert dragon not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-055"]
    assert bystander in s.state["cards"]


def test_prince_phillip_banishing_the_challenged_character_can_be_declined():
    s = LorcanaScenario()
    s.hand("tfc-012")
    phillip = s.in_play("tfc-016")
    dragon = s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{phillip}")
    s.expect("p1", "yes_no", answer=["no"])
    assert phillip not in s.state["cards"]
    assert dragon in s.state["cards"] and s.damage(dragon) == 3


def test_prince_phillip_banished_while_being_challenged_does_nothing():
    s = LorcanaScenario()
    s.hand("tfc-012")
    phillip = s.in_play("tfc-016", exerted=True)
    attacker = s.in_play("tfc-055", "p2")
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{attacker}")
    s.main("p2")  # no "may" asked: only a challenging Phillip triggers
    assert phillip not in s.state["cards"]
    assert attacker in s.state["cards"] and s.damage(attacker) == 3


def test_rapunzel_gifted_with_healing_draws_a_card_per_damage_removed():
    """乐佩——身怀治愈魔力 (tfc-018): \\闪亮亮\\ 当你打出这个角色时，从你的一个角色上移去至多 3 点伤害。
    每以此法移去 1 点伤害，便抽一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    rapunzel = s.hand("tfc-018")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-089", damage=2)
    theirs = s.in_play("tfc-089", "p2", damage=2)
    s.on_top("tfc-013")
    s.on_top("tfc-040")
    s.on_top("tfc-055")
    s.main(answer=f"play:{rapunzel}")
    played = s.cards("p1.play", "tfc-018")[0]
    choose(s, [played, hurt], [hurt])  # only your characters
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 0 and s.damage(theirs) == 2
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-055", "tfc-040"]  # 2 removed, 2 drawn


def test_rapunzel_gifted_with_healing_draws_only_for_damage_actually_removed():
    s = LorcanaScenario()
    s.ink(4)
    rapunzel = s.hand("tfc-018")
    s.hand("tfc-012")
    hurt = s.in_play("tfc-017", damage=4)
    s.on_top("tfc-013")
    s.on_top("tfc-040")
    s.main(answer=f"play:{rapunzel}")
    played = s.cards("p1.play", "tfc-018")[0]
    choose(s, [played, hurt], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["1"])
    assert s.damage(hurt) == 3
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-040"]


def test_just_in_time_plays_a_character_of_cost_5_or_less_for_free():
    """及时登场 (tfc-029): 你可以免费打出一个费用等于或小于 5 的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-029")
    pumbaa = s.hand("tfc-017")  # cost 4
    goofy = s.hand("tfc-004")  # cost 5
    big = s.hand("tfc-055")  # cost 6: too expensive
    song = s.hand("tfc-025")  # an action
    s.main(answer=f"play:{action}")
    ask = s.expect("p1", "choose_cards", options=[pumbaa, goofy], answer=[pumbaa])
    assert (ask["min"], ask["max"]) == (0, 1)  # "may"
    assert defs(s, "p1.play") == ["tfc-017"]
    assert ready_ink(s.state, "p1") == 0  # only the action's 3 were paid
    assert defs(s, "p1.discard") == ["tfc-029"]
    assert big in s.state["cards"] and song in s.state["cards"] and goofy in s.zone("p1.hand")


def test_just_in_time_may_play_nothing():
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-029")
    pumbaa = s.hand("tfc-017")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_cards", options=[pumbaa], answer=[])
    assert s.zone("p1.play") == [] and s.zone("p1.hand") == [pumbaa]


def test_stitch_rock_star_may_exert_a_cheap_character_played_to_draw():
    """tfc-023 史迪奇——摇滚巨星【热情歌迷】每当你打出一个费用等于或小于 2 的角色时，你可以令其力竭来抽一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("tfc-023")
    minnie = s.hand("tfc-013")  # cost 2
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"play:{minnie}")
    s.expect("p1", "yes_no", answer=["yes"])
    played = s.cards("p1.play", "tfc-013")[0]
    assert s.card(played)["exerted"]
    assert defs(s, "p1.hand") == ["tfc-012", "tfc-040"]


def test_stitch_rock_star_no_draw_when_the_character_is_already_exerted():
    """tfc-023: exerting it is the cost of the draw (7.1.2.2); a Bodyguard that entered exerted cannot
    pay it, so the "may" is not asked and the log says it had no effect (7.1.3)."""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("tfc-023")
    simba = s.hand("tfc-020")  # bodyguard cost 2
    s.hand("tfc-012")
    s.main(answer=f"play:{simba}")
    s.expect("p1", "yes_no", answer=["yes"])  # bodyguard exerted
    s.expect("p1", "choose_action")
    assert [e["definition"] for e in s.events_of("no_effect")] == ["tfc-023"]
    assert defs(s, "p1.hand") == ["tfc-012"]


def test_ursulas_shell_necklace_pays_1_ink_to_draw():
    """tfc-034 乌苏拉的海螺项链【现在，唱！】每当你打出一个歌曲时，你可以支付 1 ⬡ 来抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("tfc-034")
    song = s.hand("tfc-098")  # 自己 cost 1
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"play:{song}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert ready_ink(s.state, "p1") == 0
    assert "tfc-040" in defs(s, "p1.hand")


def test_ursulas_shell_necklace_without_ink_draws_nothing():
    """tfc-034: the 1 ink is a cost (7.1.2.2): with no ready ink there is no draw, so the "may"
    (7.1.3) is not asked and the log says it had no effect."""
    s = LorcanaScenario()
    s.in_play("tfc-034")
    s.in_play("tfc-012")
    song = s.hand("tfc-098")
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_action")
    assert [e["definition"] for e in s.events_of("no_effect")] == ["tfc-034"]
    assert "tfc-040" not in defs(s, "p1.hand")

"""Emerald card scenarios (tfc-069 to tfc-102): the printed ability, a position, the answers, the
resulting state."""

from engine.games.lorcana.challenge import legal_defenders
from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_flag, has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids

KEEPER = "tfc-012"  # an inkable card in hand keeps the main phase asking


def p2_challenges(s: LorcanaScenario, attacker: str) -> None:
    """p1 ends the turn; p2 challenges p1's only exerted character with ``attacker``."""
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{attacker}")


def test_beast_wolfsbane_exerts_all_damaged_opposing_characters():
    """野兽——野狼克星 (tfc-070): <速击>%\\咆哮\\ 当你打出这个角色时，令所有受伤的对手角色力竭。"""
    s = LorcanaScenario()
    s.ink(5)
    beast = s.hand("tfc-070")
    hurt_a = s.in_play("tfc-089", "p2", damage=1)
    hurt_b = s.in_play("tfc-012", "p2", damage=2)
    healthy = s.in_play("tfc-089", "p2")
    mine = s.in_play("tfc-089", damage=1)
    s.main(answer=f"play:{beast}")
    assert s.card(hurt_a)["exerted"] and s.card(hurt_b)["exerted"]
    assert not s.card(healthy)["exerted"] and not s.card(mine)["exerted"]


def test_cheshire_cat_banishes_the_challenger_when_banished_in_a_challenge():
    """妙妙猫——不太正常 (tfc-071): \\你丢什么东西了吗？\\ 当这个角色受到挑战并被驱逐时，驱逐发起挑战的角色。"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    cat = s.in_play("tfc-071", exerted=True)  # willpower 3
    mine = s.in_play("tfc-013")
    attacker = s.in_play("tfc-089", "p2")  # strength 3, willpower 4: takes 0 damage
    other = s.in_play("tfc-022", "p2")
    p2_challenges(s, attacker)
    assert cat not in s.state["cards"] and attacker not in s.state["cards"]
    assert s.cards("p1.discard", "tfc-071") and s.cards("p2.discard", "tfc-089")
    assert s.zone("p1.play") == [mine] and s.zone("p2.play") == [other]


def test_cheshire_cat_banished_while_challenging_does_nothing():
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tfc-071", damage=2)  # strength 0
    defender = s.in_play("tfc-022", "p2", exerted=True)  # strength 2
    cat = s.cards("p1.play")[0]
    s.main(answer=f"challenge:{cat}")
    assert s.cards("p1.discard", "tfc-071") and s.card(defender)["zone"] == "p2.play"


def test_cheshire_cat_survives_nothing_happens():
    s = LorcanaScenario()
    s.hand(KEEPER)
    cat = s.in_play("tfc-071", exerted=True)
    attacker = s.in_play("tfc-022", "p2")  # strength 2
    p2_challenges(s, attacker)
    assert s.damage(cat) == 2 and s.card(attacker)["zone"] == "p2.play"


def test_cruella_may_return_a_chosen_character_when_banished_in_a_challenge():
    """库伊拉——老样子 (tfc-072): \\你们会后悔的！\\ 当这个角色受到挑战并被驱逐时，你可以将所选的角色移回其玩家
    的手上。"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    cruella = s.in_play("tfc-072", exerted=True)  # willpower 3
    mine = s.in_play("tfc-013")
    attacker = s.in_play("tfc-089", "p2")
    other = s.in_play("tfc-022", "p2")
    p2_challenges(s, attacker)
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [mine, attacker, other], [attacker])
    assert cruella not in s.state["cards"]
    assert "tfc-089" in defs(s, "p2.hand") and s.cards("p2.play") == [other]


def test_cruella_does_not_trigger_when_she_challenges():
    s = LorcanaScenario()
    cruella = s.in_play("tfc-072", damage=2)  # strength 1, willpower 3
    s.in_play("tfc-089", "p2", exerted=True)  # strength 3
    s.hand(KEEPER)
    s.main(answer=f"challenge:{cruella}")
    s.main()  # no "may" question
    assert s.cards("p1.discard", "tfc-072")


def test_genie_on_the_job_may_return_a_chosen_character():
    """精灵——为你服务 (tfc-075): <灵活>%\\消失不见\\ 当你打出这个角色时，你可以将所选的角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(6)
    genie = s.hand("tfc-075")
    s.hand(KEEPER)
    theirs = s.in_play("tfc-089", "p2", damage=1)
    s.main(answer=f"play:{genie}")
    played = s.cards("p1.play", "tfc-075")[0]
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [played, theirs], [theirs])
    assert defs(s, "p2.hand") == ["tfc-089"] and s.zone("p2.play") == []


def test_genie_on_the_job_can_be_declined():
    s = LorcanaScenario()
    s.ink(6)
    genie = s.hand("tfc-075")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{genie}")
    s.expect("p1", "yes_no", answer=["no"])
    assert s.zone("p2.play") == [theirs]


def test_iago_gives_reckless_during_their_next_turn():
    """艾格——吵闹的鹦鹉 (tfc-080): \\你有问题吗？\\ {E}～所选的角色在其下一个回合获得<鲁莽>。"""
    s = LorcanaScenario()
    iago = s.in_play("tfc-080")
    s.hand(KEEPER)
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{iago}:0")
    choose(s, [iago, theirs], [theirs])
    assert not has_keyword(s.state, theirs, "reckless")
    s.main(answer="end")
    assert has_keyword(s.state, theirs, "reckless")
    options = option_ids(s.main("p2"))
    assert f"quest:{theirs}" not in options and "end" not in options  # it must challenge the exerted Iago
    s.main("p2", answer=f"challenge:{theirs}")
    s.main("p2", answer="end")
    assert not has_keyword(s.state, theirs, "reckless")


def test_jasper_stops_a_chosen_opposing_character_questing_next_turn():
    """杰斯帕——街头毛贼 (tfc-081): \\绑走小狗\\ 每当这个角色探奇时，所选的对手角色在其下一个回合不能探奇。"""
    s = LorcanaScenario()
    jasper = s.in_play("tfc-081")
    s.in_play("tfc-013")  # mine: not offered
    held, free = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    s.main(answer=f"quest:{jasper}")
    choose(s, [held, free], [held])
    assert s.lore("p1") == 1
    s.main(answer="end")
    options = option_ids(s.main("p2"))
    assert f"quest:{held}" not in options and f"quest:{free}" in options
    s.main("p2", answer="end")
    s.main("p1", answer="end")
    assert f"quest:{held}" in option_ids(s.main("p2"))


def test_john_silver_gives_reckless_when_played():
    """约翰·希尔沃——外星海盗 (tfc-082): \\挑对手\\ 当你打出这个角色和每当他探奇时，所选的对手角色在其下一个回合
    获得<鲁莽>。"""
    s = LorcanaScenario()
    s.ink(6)
    silver = s.hand("tfc-082")
    s.hand(KEEPER)
    a, b = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    s.main(answer=f"play:{silver}")
    choose(s, [a, b], [b])
    s.main(answer="end")
    assert has_keyword(s.state, b, "reckless") and not has_keyword(s.state, a, "reckless")


def test_john_silver_gives_reckless_whenever_he_quests():
    s = LorcanaScenario()
    silver = s.in_play("tfc-082")
    s.hand(KEEPER)
    a, b = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    s.main(answer=f"quest:{silver}")
    choose(s, [a, b], [a])
    assert s.lore("p1") == 2
    s.main(answer="end")
    assert has_keyword(s.state, a, "reckless") and not has_keyword(s.state, b, "reckless")


def test_kuzco_may_banish_the_challenger_when_banished_in_a_challenge():
    """库斯德——喜怒无常的国王 (tfc-084): <庇护>%\\别碰我！\\ 当这个角色受到挑战并被驱逐时，你可以驱逐发起挑战的
    角色。"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    kuzco = s.in_play("tfc-084", exerted=True, damage=1)  # willpower 4
    mine = s.in_play("tfc-013")
    attacker = s.in_play("tfc-089", "p2")
    other = s.in_play("tfc-022", "p2")
    p2_challenges(s, attacker)
    s.expect("p1", "yes_no", answer=["yes"])
    assert kuzco not in s.state["cards"] and attacker not in s.state["cards"]
    assert s.cards("p2.discard", "tfc-089")
    assert s.zone("p1.play") == [mine] and s.zone("p2.play") == [other]


def test_kuzco_banished_while_challenging_does_nothing():
    s = LorcanaScenario()
    s.hand(KEEPER)
    kuzco = s.in_play("tfc-084", damage=3)  # willpower 4
    defender = s.in_play("tfc-022", "p2", exerted=True)  # strength 2, willpower 2
    s.main(answer=f"challenge:{kuzco}")
    s.main()  # no "may" question
    assert s.cards("p1.discard", "tfc-084") and s.cards("p2.discard", "tfc-022")
    assert defender not in s.state["cards"]


def test_kuzco_banishing_the_challenger_can_be_declined():
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tfc-084", exerted=True, damage=1)
    attacker = s.in_play("tfc-089", "p2")
    p2_challenges(s, attacker)
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(attacker)["zone"] == "p2.play" and s.damage(attacker) == 2


def test_lady_tremaine_may_return_an_action_card():
    """特曼妮夫人——邪恶的继母 (tfc-085): \\再洗一次！\\ 当你打出这个角色时，你可以将一张行动卡从你的弃置区移回
    你手上。"""
    s = LorcanaScenario()
    s.ink(6)
    tremaine = s.hand("tfc-085")
    freeze = s.put("tfc-063", "p1.discard")
    song = s.put("tfc-064", "p1.discard")  # a song is an action
    s.put("tfc-089", "p1.discard")  # a character: not offered
    s.put("tfc-063", "p2.discard")  # an opponent's card: not offered
    s.main(answer=f"play:{tremaine}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", options=[freeze, song], answer=[song])
    assert defs(s, "p1.hand") == ["tfc-064"]


def test_mad_hatter_may_draw_when_challenged():
    """疯帽子——礼貌的主办人 (tfc-086): \\茶会\\ 每当这个角色受到挑战时，你可以抽一张卡。"""
    s = LorcanaScenario()
    keeper = s.hand(KEEPER)
    hatter = s.in_play("tfc-086", exerted=True)  # willpower 4
    attacker = s.in_play("tfc-089", "p2")
    s.on_top("tfc-040")
    p2_challenges(s, attacker)
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.zone("p1.hand")[0] == keeper and defs(s, "p1.hand")[1:] == ["tfc-040"]
    assert len(s.zone("p2.hand")) == 1  # only p2's own draw of the turn
    assert s.damage(hatter) == 3


def test_megara_gives_plus_2_strength():
    """蜜儿——提线操弄 (tfc-087): \\神奇小子\\ 当你打出这个角色时，所选的角色本回合得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    megara = s.hand("tfc-087")
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-022", "p2")
    s.main(answer=f"play:{megara}")
    played = s.cards("p1.play", "tfc-087")[0]
    choose(s, [played, mine, theirs], [mine])
    assert stat(s.state, mine, "strength") == 5
    s.main(answer="end")
    assert stat(s.state, mine, "strength") == 3


def test_mickey_artful_rogue_stops_questing_whenever_you_play_an_action():
    """米奇——灵巧的侠盗 (tfc-088): <转形> 5%\\声东击西\\ 每当你打出一个行动时，所选的对手角色在其下一个回合不能
    探奇。"""
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("tfc-088")
    action = s.hand("tfc-026")  # 改改你的臭脾气！
    a, b = s.in_play("tfc-089", "p2"), s.in_play("tfc-022", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", exact=False, answer=[a])  # the action's own target first
    choose(s, [a, b], [b])
    s.main(answer="end")
    assert has_flag(s.state, b, "cannot_quest") and not has_flag(s.state, a, "cannot_quest")


def test_mickey_artful_rogue_ignores_characters():
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("tfc-088")
    stitch = s.hand("tfc-022")
    s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{stitch}")
    s.main()  # no target asked


def test_mother_gothel_while_exerted_opponents_cannot_quest():
    """高瑟妈妈——自私的控制狂 (tfc-090): \\不要淘气，陪着母亲\\ 只要这个角色为力竭状态，对手的角色均不能探奇。"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    gothel = s.in_play("tfc-090")
    mine = s.in_play("tfc-013")
    theirs = s.in_play("tfc-089", "p2")
    assert not has_flag(s.state, theirs, "cannot_quest")
    s.main(answer=f"quest:{gothel}")
    assert has_flag(s.state, theirs, "cannot_quest") and not has_flag(s.state, mine, "cannot_quest")
    s.main(answer="end")
    assert f"quest:{theirs}" not in option_ids(s.main("p2"))


def test_mother_gothel_ready_lets_opponents_quest():
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tfc-090")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer="end")
    assert f"quest:{theirs}" in option_ids(s.main("p2"))


def test_tinker_bell_most_helpful_gives_evasive_this_turn():
    """小叮当——帮了大忙 (tfc-093): <灵活>%\\仙子金粉\\ 当你打出这个角色时，所选的角色本回合获得<灵活>。"""
    s = LorcanaScenario()
    s.ink(4)
    tink = s.hand("tfc-093")
    s.hand(KEEPER)
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-022", "p2")
    s.main(answer=f"play:{tink}")
    played = s.cards("p1.play", "tfc-093")[0]
    choose(s, [played, mine, theirs], [mine])
    assert has_keyword(s.state, mine, "evasive")
    s.main(answer="end")
    assert not has_keyword(s.state, mine, "evasive")


def test_do_it_again_returns_an_action_card():
    """再洗一次！ (tfc-094): 将一张行动卡从你的弃置区移回你手上。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-094")
    freeze = s.put("tfc-063", "p1.discard")
    chill = s.put("tfc-098", "p1.discard")
    s.put("tfc-032", "p1.discard")  # an item: not offered
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_cards", options=[freeze, chill], answer=[freeze])
    assert defs(s, "p1.hand") == ["tfc-063"]
    assert defs(s, "p1.discard") == ["tfc-098", "tfc-032", "tfc-094"]


def test_mother_knows_best_returns_a_chosen_character():
    """母亲不会错 (tfc-095): （费用等于或大于 3 的角色可以 {E} 来免费演唱这首歌曲。）%将所选的角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("tfc-095")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{song}")
    choose(s, [mine, theirs], [theirs])
    assert defs(s, "p2.hand") == ["tfc-089"] and s.zone("p2.play") == []


def test_stampede_deals_2_damage_to_a_chosen_damaged_character():
    """角马受惊 (tfc-096): 向所选的受伤角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-096")
    s.in_play("tfc-089", "p2")  # undamaged: not offered
    hurt = s.in_play("tfc-089", "p2", damage=1)
    mine = s.in_play("tfc-017", damage=1)
    s.main(answer=f"play:{action}")
    choose(s, [mine, hurt], [hurt])
    assert s.damage(hurt) == 3 and s.damage(mine) == 1


def test_sudden_chill_each_opponent_discards_a_card():
    """一股寒气 (tfc-098): （费用等于或大于 2 的角色可以 {E} 来免费演唱这首歌曲。）%每位对手各选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("tfc-098")
    s.hand(KEEPER)
    a, b = s.hand("tfc-040", "p2"), s.hand("tfc-089", "p2")
    s.main(answer=f"play:{song}")
    s.expect("p2", "choose_cards", options=[a, b], answer=[b])
    assert s.zone("p2.hand") == [a] and defs(s, "p2.discard") == ["tfc-089"]


def test_the_beast_is_mine_gives_reckless_during_their_next_turn():
    """那个野兽是我的 (tfc-099): 所选的角色在其下一个回合获得<鲁莽>。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("tfc-099")
    s.hand(KEEPER)
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [mine, theirs], [theirs])
    assert not has_keyword(s.state, theirs, "reckless")
    s.main(answer="end")
    assert has_keyword(s.state, theirs, "reckless")
    assert f"quest:{theirs}" not in option_ids(s.main("p2"))
    assert legal_defenders(s.state, theirs, "p2") == []  # nothing to challenge: the turn may end


def test_dr_faciliers_cards_make_the_next_action_cost_1_less():
    """霍博士的塔罗牌 (tfc-101): \\塔罗牌会显示未来\\ {E}～你本回合打出的下一个行动少支付 1 {I}。"""
    s = LorcanaScenario()
    s.ink(1)
    cards = s.in_play("tfc-101")
    freeze = s.hand("tfc-063")  # cost 2
    chill = s.hand("tfc-098")  # cost 2
    stitch = s.hand("tfc-022")  # cost 1, a character: not reduced
    theirs = s.in_play("tfc-089", "p2")
    assert f"play:{freeze}" not in option_ids(s.main())
    s.main(answer=f"activate:{cards}:0")
    assert s.card(cards)["exerted"]
    assert total_cost(s.state, "p1", stitch, 1) == 1
    s.main(answer=f"play:{freeze}")
    assert s.card(theirs)["exerted"] and ready_ink(s.state, "p1") == 0
    assert total_cost(s.state, "p1", chill, 2) == 2  # only the next action


def test_flynn_rider_makes_the_challenging_player_discard():
    """费林·雷德——迷人的恶棍 (tfc-074): \\感受我炙热的爱\\ 每当这个角色受到挑战时，发起挑战的玩家选择并弃置一张卡。"""
    s = LorcanaScenario()
    keeper = s.hand(KEEPER)
    flynn = s.in_play("tfc-074", exerted=True)  # 1/2
    attacker = s.in_play("tfc-089", "p2")  # 3/4
    kept = s.hand("tfc-040", "p2")
    s.on_top("tfc-055", "p2")  # p2's draw for the turn
    p2_challenges(s, attacker)
    drawn = s.zone("p2.hand")[-1]
    ask = s.expect("p2", "choose_cards", options=[kept, drawn], answer=[drawn])
    assert (ask["min"], ask["max"]) == (1, 1)
    assert defs(s, "p2.discard") == ["tfc-055"] and s.zone("p2.hand") == [kept]
    assert s.zone("p1.hand") == [keeper]  # not the challenged character's player
    assert flynn not in s.state["cards"] and defs(s, "p1.discard") == ["tfc-074"]  # 3 damage, willpower 2


def test_flynn_rider_does_nothing_when_he_challenges():
    s = LorcanaScenario()
    keeper = s.hand(KEEPER)
    flynn = s.in_play("tfc-074")
    s.in_play("tfc-013", "p2", exerted=True)
    theirs = s.hand("tfc-040", "p2")
    s.main(answer=f"challenge:{flynn}")
    s.main()  # nobody discards
    assert s.zone("p1.hand") == [keeper] and s.zone("p2.hand") == [theirs]


def test_genie_powers_unleashed_may_play_an_action_of_cost_5_or_less_for_free():
    """精灵——魔力全开 (tfc-076): <转形> 6%<灵活>%\\无边的魔力！\\ 每当这个角色探奇时，你可以免费打出一个费用等于或
    小于 5 的行动。"""
    s = LorcanaScenario()
    genie = s.in_play("tfc-076")
    fire = s.hand("tfc-130")  # 龙火, cost 5: banish chosen character
    prepared = s.hand("tfc-128")  # 快准备, cost 7: too expensive
    mickey = s.hand("tfc-012")  # a character
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{genie}")
    ask = s.expect("p1", "choose_cards", options=[fire], answer=[fire])
    assert (ask["min"], ask["max"]) == (0, 1)  # "may"
    s.expect("p1", "choose_targets", options=[genie, theirs], answer=[theirs])
    assert theirs not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-089"]
    assert defs(s, "p1.discard") == ["tfc-130"]
    assert s.zone("p1.hand") == [prepared, mickey] and s.lore("p1") == 3


def test_genie_powers_unleashed_may_play_nothing():
    s = LorcanaScenario()
    genie = s.in_play("tfc-076")
    fire = s.hand("tfc-130")
    s.hand(KEEPER)
    s.main(answer=f"quest:{genie}")
    s.expect("p1", "choose_cards", options=[fire], answer=[])
    assert fire in s.zone("p1.hand") and s.zone("p1.discard") == []


def test_vicious_betrayal_gives_plus_2_strength():
    """恶毒的背叛 (tfc-100): 所选的角色本回合得 +2 {S}。如果所选的角色是反派，则改为他得 +3 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand(KEEPER)
    action = s.hand("tfc-100")
    mickey = s.in_play("tfc-089")  # 3 strength, not a villain
    hans = s.in_play("tfc-078")  # 3 strength, a villain
    s.main(answer=f"play:{action}")
    choose(s, [mickey, hans], [mickey])
    assert stat(s.state, mickey, "strength") == 5 and stat(s.state, hans, "strength") == 3
    s.main(answer="end")
    assert stat(s.state, mickey, "strength") == 3


def test_vicious_betrayal_gives_plus_3_strength_to_a_villain_instead():
    s = LorcanaScenario()
    s.ink(1)
    s.hand(KEEPER)
    action = s.hand("tfc-100")
    mickey = s.in_play("tfc-089")
    hans = s.in_play("tfc-078", "p2")  # an opponent's villain may be chosen too
    s.main(answer=f"play:{action}")
    choose(s, [mickey, hans], [hans])
    assert stat(s.state, hans, "strength") == 6 and stat(s.state, mickey, "strength") == 3


def test_stolen_scimitar_gives_plus_1_strength():
    """盗得的弯刀 (tfc-102): \\砍\\ {E}～所选的角色本回合得 +1 {S}。如果选择了名称为阿拉丁的角色，则改为他得 +2 {S}。"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    scimitar = s.in_play("tfc-102")
    minnie = s.in_play("tfc-013")  # 2 strength
    aladdin = s.in_play("tfc-171")  # 阿拉丁——被困的用刀高手, 2 strength
    s.main(answer=f"activate:{scimitar}:0")
    choose(s, [minnie, aladdin], [minnie])
    assert stat(s.state, minnie, "strength") == 3 and stat(s.state, aladdin, "strength") == 2
    assert s.card(scimitar)["exerted"]
    s.main(answer="end")
    assert stat(s.state, minnie, "strength") == 2


def test_stolen_scimitar_gives_plus_2_strength_to_aladdin_instead():
    s = LorcanaScenario()
    s.hand(KEEPER)
    scimitar = s.in_play("tfc-102")
    minnie = s.in_play("tfc-013")
    aladdin = s.in_play("tfc-069")  # 阿拉丁——阿里王子
    s.main(answer=f"activate:{scimitar}:0")
    choose(s, [minnie, aladdin], [aladdin])
    assert stat(s.state, aladdin, "strength") == 4 and stat(s.state, minnie, "strength") == 2


def test_flynn_rider_only_the_challenging_player_discards_among_three():
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.in_play("tfc-074", exerted=True)
    attacker = s.in_play("tfc-089", "p2")
    kept = s.hand("tfc-013", "p2")
    bystander = s.hand("tfc-040", "p3")
    p2_challenges(s, attacker)
    drawn = s.zone("p2.hand")[-1]
    s.expect("p2", "choose_cards", options=[kept, drawn], answer=[drawn])
    assert s.zone("p2.hand") == [kept] and s.zone("p3.hand") == [bystander]


def test_steal_from_the_rich_each_quest_this_turn_costs_opponents_lore():
    """tfc-097 劫富：每当你的一个角色本回合探奇时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(5)
    s.set_player("p2", lore=5)
    a = s.in_play("tfc-012")
    b = s.in_play("tfc-013")
    act = s.hand("tfc-097")
    s.hand("tfc-012")
    s.main(answer=f"play:{act}")
    s.main(answer=f"quest:{a}")
    s.main(answer=f"quest:{b}")
    assert s.lore("p2") == 3
    s.main(answer="end")
    theirs = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"quest:{theirs}")
    assert s.lore("p1") == 3 + 0 and s.lore("p2") == 5

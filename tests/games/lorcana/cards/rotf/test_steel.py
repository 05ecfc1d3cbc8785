"""Steel card scenarios of set 2 (rotf-171 to rotf-204): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_beast_forbidding_recluse_may_deal_1_damage():
    """野兽——厌客的独居人 (rotf-171): \\我这儿不欢迎你来\\ 当你打出这个角色时，你可以向所选的角色造成 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(4)
    beast = s.hand("rotf-171")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{beast}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[theirs])
    assert s.damage(theirs) == 1


def test_benja_may_banish_an_item():
    """蓬加——神龙水晶的守护者 (rotf-174): \\现在有个选择\\ 当你打出这个角色时，你可以驱逐所选的物品。"""
    s = LorcanaScenario()
    s.ink(3)
    benja = s.hand("rotf-174")
    s.hand("tfc-012")
    mine, theirs = s.in_play("tfc-204"), s.in_play("tfc-204", "p2")
    s.in_play("tfc-012", "p2")  # a character: not offered
    s.main(answer=f"play:{benja}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [mine, theirs], [theirs])
    assert theirs not in s.state["cards"] and mine in s.state["cards"]


def test_chief_bogo_damages_each_opposing_character_when_you_play_a_floodborn():
    """牛局长——尊敬的警长 (rotf-175): \\违反上级命令！\\ 每当你打出一个墨洪源形角色时，向每个对手角色各造成 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(8)
    s.in_play("rotf-175")
    storyborn = s.hand("tfc-013")
    hercules = s.hand("rotf-181")  # Floodborn
    mine = s.in_play("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{storyborn}")
    assert s.damage(a) == 0
    s.main(answer=f"play:{hercules}")
    assert (s.damage(a), s.damage(b), s.damage(mine)) == (1, 1, 0)


def test_cinderella_knight_in_training_may_draw_then_discard():
    """灰姑娘——受训的骑士 (rotf-176): \\有勇气\\ 当你打出这个角色时，你可以抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(2)
    cinderella = s.hand("rotf-176")
    keep = s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"play:{cinderella}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", answer=[keep])
    assert defs(s, "p1.hand") == ["tfc-040"] and defs(s, "p1.discard") == ["tfc-012"]


def test_jafar_dreadnought_may_draw_after_banishing_on_your_turn():
    """贾方——无畏巨蛇 (rotf-183): <转形> 2%\\现在要干什么呢？\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，
    你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    jafar = s.in_play("rotf-183")  # 3/4
    s.in_play("tfc-036", "p2", exerted=True)  # 2/2
    s.main(answer=f"challenge:{jafar}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_jafar_royal_vizier_is_evasive_during_your_turn():
    """贾方——王国的大臣 (rotf-184): \\来者不善呐，陛下\\ 在你的回合中，这个角色获得<灵活>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    jafar = s.in_play("rotf-184")
    assert has_keyword(s.state, jafar, "evasive")
    s.main(answer="end")
    assert not has_keyword(s.state, jafar, "evasive")


def test_kronk_junior_chipmunk_may_deal_2_damage_after_banishing_on_your_turn():
    """高刚——松鼠小童军 (rotf-185): <抵抗> +1%\\童军队长\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以
    向所选的角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    kronk = s.in_play("rotf-185")  # 4/5, Resist +1
    s.in_play("tfc-012", "p2", exerted=True)  # 3/3
    other = s.in_play("tfc-040", "p2")
    s.main(answer=f"challenge:{kronk}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [kronk, other], [other])
    assert s.damage(other) == 2 and s.damage(kronk) == 2


def test_li_shang_gives_your_characters_evasive_when_questing():
    """李翔——弓术教头 (rotf-187): \\弓术课\\ 每当这个角色探奇时，你的角色本回合获得<灵活>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    shang, mickey = s.in_play("rotf-187"), s.in_play("tfc-012")
    theirs = s.in_play("tfc-091", "p2", exerted=True)  # Evasive
    s.main(answer=f"quest:{shang}")
    assert has_keyword(s.state, shang, "evasive") and has_keyword(s.state, mickey, "evasive")
    s.main(answer=f"challenge:{mickey}")
    assert theirs not in s.state["cards"]


def test_magic_broom_industrial_model_gives_resist_1_until_your_next_turn():
    """奇妙扫帚——全力开动模式 (rotf-188): \\擦亮\\ 当你打出这个角色时，所选的角色获得<抵抗> +1 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(3)
    broom = s.hand("rotf-188")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"play:{broom}")
    s.expect("p1", "choose_targets", answer=[mickey])
    s.main(answer="end")
    assert has_keyword(s.state, mickey, "resist")
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mickey, "resist")


def test_namaari_morning_mist_can_challenge_ready_characters():
    """纳马丽——晨雾 (rotf-189): <护卫>%\\双刀\\ 这个角色能挑战就绪状态的角色。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    namaari, mickey = s.in_play("rotf-189"), s.in_play("tfc-012")
    ready = s.in_play("tfc-036", "p2")  # 2/2, ready
    options = option_ids(s.main())
    assert f"challenge:{namaari}" in options and f"challenge:{mickey}" not in options
    s.main(answer=f"challenge:{namaari}")
    assert ready not in s.state["cards"]


def test_robin_hood_capable_fighter_deals_1_damage():
    """罗宾汉——强力的斗士 (rotf-193): \\游击战\\ {E}～向所选的角色造成 1 点伤害。"""
    s = LorcanaScenario()
    robin = s.in_play("rotf-193")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"activate:{robin}:0")
    choose(s, [robin, theirs], [theirs])
    assert s.damage(theirs) == 1 and s.card(robin)["exerted"]


def test_the_huntsman_may_draw_then_discard_when_questing():
    """猎人——不忍下手的执行人 (rotf-194): \\改变主意\\ 每当这个角色探奇时，你可以抽一张卡，然后选择并弃置一张卡。"""
    s = LorcanaScenario()
    huntsman = s.in_play("rotf-194")
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.main(answer=f"quest:{huntsman}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_cards", answer=[s.cards("p1.hand", "tfc-012")[0]])
    assert defs(s, "p1.hand") == ["tfc-040"] and s.lore("p1") == 2


def test_charge_gives_challenger_2_and_resist_2():
    """冲锋！ (rotf-198): 所选的角色本回合获得<善战> +2 与<抵抗> +2。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("rotf-198")
    s.hand("tfc-012")
    pumbaa = s.in_play("tfc-017")  # 3/5
    theirs = s.in_play("tfc-055", "p2", exerted=True)  # 5/7
    s.main(answer=f"play:{action}")
    choose(s, [pumbaa, theirs], [pumbaa])
    s.main(answer=f"challenge:{pumbaa}")
    assert s.damage(theirs) == 5 and s.damage(pumbaa) == 3


def test_let_the_storm_rage_on_deals_2_damage_and_draws():
    """任风吹雨打 (rotf-199): 向所选的角色造成 2 点伤害。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-199")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [a, b], [b])
    assert s.damage(b) == 2 and len(s.zone("p1.hand")) == 1


def test_last_cannon_gives_challenger_3():
    """最后一发炮弹 (rotf-202): \\装弹\\ 1 {I}，驱逐这个物品～所选的角色本回合获得<善战> +3。"""
    s = LorcanaScenario()
    s.ink(1)
    cannon = s.in_play("rotf-202")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("tfc-040", "p2", exerted=True)  # 4/4
    s.main(answer=f"activate:{cannon}:0")
    choose(s, [mickey, theirs], [mickey])
    s.main(answer=f"challenge:{mickey}")
    assert theirs not in s.state["cards"] and cannon not in s.state["cards"]


def test_mouse_armor_gives_resist_1_until_your_next_turn():
    """老鼠盔甲 (rotf-203): \\保护\\ {E}～所选的角色获得<抵抗> +1 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    armor = s.in_play("rotf-203")
    s.hand("tfc-012")
    mickey, theirs = s.in_play("tfc-012"), s.in_play("tfc-012", "p2")
    s.main(answer=f"activate:{armor}:0")
    choose(s, [mickey, theirs], [mickey])
    s.main(answer="end")
    assert has_keyword(s.state, mickey, "resist") and stat(s.state, mickey, "strength") == 3
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mickey, "resist")


def test_pick_a_fight_lets_a_character_challenge_ready_characters_this_turn():
    """挑起事端 (rotf-200): 所选的角色本回合能挑战就绪状态的角色。 (4.3.6.6: only an exerted character may be
    chosen, unless card text allows a ready one.)"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("rotf-200")
    s.hand("tfc-012")
    mickey, other = s.in_play("tfc-012"), s.in_play("tfc-040")
    ready = s.in_play("tfc-036", "p2")  # 2/2, ready
    assert f"challenge:{mickey}" not in option_ids(s.main())
    s.main(answer=f"play:{action}")
    choose(s, [mickey, other, ready], [mickey])
    options = option_ids(s.main())
    assert f"challenge:{mickey}" in options and f"challenge:{other}" not in options
    s.main(answer=f"challenge:{mickey}")
    assert ready not in s.state["cards"]


def test_cinderella_stouthearted_can_challenge_ready_characters_after_you_play_a_song():
    """灰姑娘——刚毅骑士 (rotf-177): <转形> 5%<抵抗> +2%\\吟歌剑\\ 每当你打出一个歌曲时，这个角色本回合能挑战就绪
    状态的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    cinderella = s.in_play("rotf-177")
    song = s.hand("rotf-199")  # 任风吹雨打, a song
    s.hand("tfc-012")
    ready = s.in_play("tfc-040", "p2")  # 4/4
    assert f"challenge:{cinderella}" not in option_ids(s.main())
    s.main(answer=f"play:{song}")
    choose(s, [cinderella, ready], [ready])  # 2 damage
    s.main(answer=f"challenge:{cinderella}")
    assert ready not in s.state["cards"] and s.damage(cinderella) == 2  # Resist +2


def test_queen_of_hearts_capricious_monarch_may_ready_whenever_an_opposing_character_is_banished():
    """红桃皇后——任性的君主 (rotf-192): \\把他们的头统统砍掉！\\ 每当一个对手的角色被驱逐时，你可以令这个角色就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    queen = s.in_play("rotf-192")  # 5/6
    s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"challenge:{queen}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(queen)["exerted"]
    mine = s.in_play("tfc-036")  # 2/2
    s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{mine}")  # your own character banished: nothing asked
    assert mine not in s.state["cards"] and s.ask("p1")["kind"] == "choose_action"


def test_beast_tragic_hero_draws_when_undamaged_or_gets_plus_4_when_damaged_at_turn_start():
    """野兽——悲情英雄 (rotf-173): <转形> 3%\\这样更好\\ 在你的回合开始时，如果这个角色上没有伤害，则抽一张卡。如果
    有，则他本回合得 +4 {S}。 (An intervening "if", 7.4.4: checked when it triggers and again on resolution.)"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    beast = s.in_play("rotf-173")
    s.main(answer="end")
    s.main("p2", answer="end")
    assert len(s.zone("p1.hand")) == 3  # the turn's draw and Beast's
    assert stat(s.state, beast, "strength") == 3
    s.card(beast)["counters"] = {"damage": 1}
    s.main(answer="end")
    s.main("p2", answer="end")
    assert len(s.zone("p1.hand")) == 4 and stat(s.state, beast, "strength") == 7


def test_lawrence_gets_plus_4_strength_while_undamaged():
    """洛伦斯——嫉妒的家丁 (rotf-186): \\报复\\ 只要这个角色上没有伤害，他便得 +4 {S}。"""
    s = LorcanaScenario()
    lawrence = s.in_play("rotf-186")
    assert stat(s.state, lawrence, "strength") == 4
    s.card(lawrence)["counters"] = {"damage": 1}
    assert stat(s.state, lawrence, "strength") == 0

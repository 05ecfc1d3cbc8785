"""Amber card scenarios of 第三章 (iti-001 to iti-034): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.deck import deck_problems, parse_deck
from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_baloo_von_bruinwald_gains_2_lore_when_banished():
    """巴鲁——布殷华男爵十三世 (iti-001): <护卫>%\\脚底抹油\\ 当这个角色被驱逐时，获得 2 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-001", "p2", exerted=True)  # 0/3
    attacker = s.in_play("tfc-089")  # strength 3
    s.main(answer=f"challenge:{attacker}")
    assert s.cards("p2.discard", "iti-001") and s.lore("p2") == 2 and s.lore("p1") == 0


def test_bernard_readies_another_character_at_end_of_turn_while_exerted():
    """伯纳德——救难组织新成员 (iti-002): \\我去查看一下\\ 在你的回合结束时，如果这个角色为力竭状态，则你可以
    令所选的你的另一个角色就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")  # keeps the main phase asking
    bernard = s.in_play("iti-002", exerted=True)
    mickey = s.in_play("tfc-012", exerted=True)
    s.in_play("tfc-012", "p2", exerted=True)  # not yours: not a choice
    s.main(answer="end")
    s.expect("p1", "yes_no", answer=["yes"])  # the only other character of yours: chosen without asking
    assert not s.card(mickey)["exerted"] and s.card(bernard)["exerted"]


def test_bernard_does_nothing_when_ready():
    s = LorcanaScenario()
    s.in_play("iti-002")
    mickey = s.in_play("tfc-012", exerted=True)
    s.main(answer="end")
    s.main("p2")  # no question: the condition does not hold
    assert s.card(mickey)["exerted"]


def test_kida_protector_of_atlantis_gives_every_character_minus_3_strength_until_your_next_turn():
    """姬塔——亚特兰蒂斯守护者 (iti-007): <转形> 3%\\也许可以拯救我们的未来\\ 当你打出这个角色时，所有角色得
    -3 {S} 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(5)
    kida = s.hand("iti-007")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{kida}")
    played = s.cards("p1.play", "iti-007")[0]
    assert stat(s.state, mine, "strength") == 0 and stat(s.state, theirs, "strength") == 0
    assert stat(s.state, played, "strength") == 0
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 0  # still during the opponent's turn
    s.main("p2", answer="end")
    assert stat(s.state, theirs, "strength") == 3


def test_minnie_musical_artist_may_heal_when_you_play_a_bodyguard():
    """米妮——音乐家 (iti-009): <歌手> 3%\\伴唱\\ 每当你打出一个具<护卫>的角色时，你可以从所选的角色上移去
    至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    minnie = s.in_play("iti-009")
    hurt = s.in_play("tfc-017", damage=3)
    doctor = s.hand("iti-005")  # bodyguard
    s.hand("tfc-012")
    s.main(answer=f"play:{doctor}")
    s.expect("p1", "yes_no", answer=["no"])  # Bodyguard: enter ready
    s.expect("p1", "yes_no", answer=["yes"])
    played = s.cards("p1.play", "iti-005")[0]
    choose(s, [minnie, hurt, played], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1


def test_minnie_musical_artist_ignores_characters_without_bodyguard():
    s = LorcanaScenario()
    s.ink(3)
    s.in_play("iti-009")
    hurt = s.in_play("tfc-017", damage=3)
    mickey = s.hand("tfc-012")
    s.main(answer=f"play:{mickey}")
    s.main()
    assert s.damage(hurt) == 3


def test_patch_gives_minus_2_strength_until_your_next_turn():
    """帕奇——奶凶的小狗 (iti-014): \\汪汪汪\\ {E}～所选的角色得 -2 {S} 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    patch = s.in_play("iti-014")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"activate:{patch}:0")
    choose(s, [patch, theirs], [theirs])
    assert stat(s.state, theirs, "strength") == 1
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 1
    s.main("p2", answer="end")
    assert stat(s.state, theirs, "strength") == 3


def test_piglet_pooh_pirate_captain_gets_2_lore_with_2_other_characters():
    """小猪——小熊维尼的海盗船长 (iti-016): \\而我是船长！\\ 只要你在场上有 2 个或更多其他角色，这个角色便得
    +2 {L}。"""
    s = LorcanaScenario()
    piglet = s.in_play("iti-016")
    s.in_play("tfc-012")
    s.in_play("tfc-012", "p2")  # the opponent's do not count
    assert stat(s.state, piglet, "lore") == 1
    s.in_play("tfc-013")
    assert stat(s.state, piglet, "lore") == 3


def test_pluto_determined_defender_removes_3_damage_at_start_of_turn():
    """布鲁托——坚定的卫士 (iti-017): <转形> 5%<护卫>%\\护卫犬\\ 在你的回合开始时，从这个角色上移去至多 3 点
    伤害。"""
    s = LorcanaScenario()
    pluto = s.in_play("iti-017", damage=5)
    s.main(answer="end")
    s.main("p2", answer="end")
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(pluto) == 2


def test_pluto_friendly_pooch_makes_the_next_character_cost_1_less():
    """布鲁托——友好的狗狗 (iti-018): \\乖狗狗\\ {E}～你本回合打出的下一个角色少支付 1 {I}。"""
    s = LorcanaScenario()
    pluto = s.in_play("iti-018")
    mickey = s.hand("tfc-012")
    action = s.hand("tfc-026")
    s.main(answer=f"activate:{pluto}:0")
    assert total_cost(s.state, "p1", mickey, 3) == 2 and total_cost(s.state, "p1", action, 1) == 1


def test_queen_of_hearts_gives_other_villains_plus_1_lore_when_questing():
    """红桃皇后——仙境女皇 (iti-020): \\这儿的路统统属于我\\ 每当这个角色探奇时，你的其他反派角色本回合得
    +1 {L}。"""
    s = LorcanaScenario()
    queen = s.in_play("iti-020")
    villain = s.in_play("tfc-078")  # 汉斯, villain
    hero = s.in_play("tfc-012")
    theirs = s.in_play("tfc-078", "p2")
    s.main(answer=f"quest:{queen}")
    assert stat(s.state, villain, "lore") == 4 and stat(s.state, queen, "lore") == 1
    assert stat(s.state, hero, "lore") == 2 and stat(s.state, theirs, "lore") == 3
    s.main(answer="end")
    assert stat(s.state, villain, "lore") == 3


def test_tinker_bell_generous_fairy_takes_a_character_from_the_top_4():
    """小叮当——慷慨的仙子 (iti-022): \\交个新朋友\\ 当你打出这个角色时，查看你卡组顶的 4 张卡。你可以展示一张
    角色卡并将其置于你手上。将其余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(4)
    tink = s.hand("iti-022")
    action = s.on_top("tfc-026")
    item = s.on_top("tfc-032")
    song = s.on_top("tfc-064")
    elsa = s.on_top("tfc-040")
    s.main(answer=f"play:{tink}")
    s.expect("p1", "choose_cards", options=[elsa], answer=[elsa])
    s.expect("p1", "choose_cards", options=[song, item, action], answer=[song, item, action])
    assert defs(s, "p1.hand") == ["tfc-040"]
    assert defs(s, "p1.deck")[:3] == ["tfc-064", "tfc-032", "tfc-026"]


def test_99_puppies_gains_1_lore_per_quest_this_turn():
    """99 条小狗 (iti-024): 每当你的一个角色本回合探奇时，获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(5)
    action = s.hand("iti-024")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-089")  # lore 1
    minnie = s.in_play("tfc-013")  # lore 1
    s.main(answer=f"play:{action}")
    s.main(answer=f"quest:{mickey}")
    assert s.lore("p1") == 2
    s.main(answer=f"quest:{minnie}")
    assert s.lore("p1") == 4
    s.main(answer="end")
    quester = s.in_play("tfc-012", "p2")
    s.main("p2", answer=f"quest:{quester}")
    assert s.lore("p1") == 4  # this turn only, and only yours


def test_bosss_orders_gives_support_this_turn():
    """老板的命令 (iti-025): 所选的角色本回合获得<辅助>。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("iti-025")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"play:{action}")  # the only character: chosen without asking
    assert has_keyword(s.state, mickey, "support")
    s.main(answer="end")
    assert not has_keyword(s.state, mickey, "support")


def test_heal_what_has_been_hurt_heals_3_and_draws():
    """治愈那创伤 (iti-026): （费用等于或大于 3 的角色可以 {E} 来免费演唱这首歌曲。）%从所选的角色上移去至多
    3 点伤害。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("iti-026")
    hurt = s.in_play("tfc-017", damage=4)
    s.on_top("tfc-040")
    s.main(answer=f"play:{song}")  # the only character: chosen without asking
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(hurt) == 1 and defs(s, "p1.hand") == ["tfc-040"]


def test_cleansing_rainwater_heals_2_from_each_of_your_characters():
    """净涤雨水 (iti-029): \\古代神力\\ 驱逐这个物品～从你的每个角色上各移去至多 2 点伤害。"""
    s = LorcanaScenario()
    rain = s.in_play("iti-029")
    hurt = s.in_play("tfc-017", damage=3)
    theirs = s.in_play("tfc-017", "p2", damage=3)
    s.main(answer=f"activate:{rain}:0")
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 3
    assert s.cards("p1.discard", "iti-029")


def test_heart_of_atlantis_makes_the_next_character_cost_2_less():
    """亚特兰蒂斯之心 (iti-030): \\赋生神器\\ {E}～你本回合打出的下一个角色少支付 2 {I}。"""
    s = LorcanaScenario()
    s.ink(1)
    heart = s.in_play("iti-030")
    mickey = s.hand("tfc-012")
    s.hand("tfc-040")
    s.main(answer=f"activate:{heart}:0")
    s.main(answer=f"play:{mickey}")
    assert s.cards("p1.play", "tfc-012") and ready_ink(s.state, "p1") == 0
    assert f"activate:{heart}:0" not in option_ids(s.main())


def test_dalmatian_puppy_allows_99_copies():
    """斑点狗——摇尾小狗 (iti-004a): \\都是从哪儿来的？\\ 你可以在你的卡组中使用至多 99 张斑点狗 - 摇尾小狗。
    The card's text overrides the 4-copy rule (2.1.1.3, 7.1.2.1); other cards keep it."""
    assert deck_problems(["iti-004a"] * 60) == []
    assert len(deck_problems(["iti-004a"] * 100)) == 1
    assert len(deck_problems(["iti-004a"] * 55 + ["iti-006"] * 5)) == 1
    assert parse_deck("60 斑点狗——摇尾小狗") == ["iti-004a"] * 60

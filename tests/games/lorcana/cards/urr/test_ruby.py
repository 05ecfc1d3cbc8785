"""Ruby card scenarios of 第四章 (urr-103 to urr-136): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_goofy_super_goof_gains_2_lore_whenever_he_challenges():
    """高飞——超级高飞 (urr-107): <速击>%\\花生超能力\\ 每当这个角色挑战另一个角色时，获得 2 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    goofy = s.in_play("urr-107")
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{goofy}")
    assert s.lore("p1") == 2


def test_lumiere_gives_your_other_characters_plus_1_strength():
    """卢米亚——热烈的朋友 (urr-113): \\热情演说\\ 你的其他角色得 +1 {S}。"""
    s = LorcanaScenario()
    lumiere = s.in_play("urr-113")
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-089", "p2")
    assert stat(s.state, mine, "strength") == 4 and stat(s.state, theirs, "strength") == 3
    assert stat(s.state, lumiere, "strength") == 2


def test_mulan_enemy_of_entanglement_gets_2_strength_per_action_this_turn():
    """木兰——魔咒的敌人 (urr-115): \\闪耀时刻\\ 每当你打出一个行动时，这个角色本回合得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    mulan = s.in_play("urr-115")
    s.hand("tfc-012")
    for _ in range(2):
        action = s.hand("urr-062")  # 登场, cost 1
        s.main(answer=f"play:{action}")  # Mulan, the only character, gets Rush
    assert stat(s.state, mulan, "strength") == 5


def test_noi_takes_no_challenge_damage_this_turn_after_you_play_an_action():
    """小糯——灵巧的婴儿 (urr-119): \\灵巧步伐\\ 每当你打出一个行动时，这个角色本回合不会在挑战中受到伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    noi = s.in_play("urr-119")  # 4/4
    s.hand("tfc-012")
    action = s.hand("urr-062")
    pirate = s.in_play("iti-104", "p2", exerted=True)  # 6/5
    s.main(answer=f"play:{action}")
    choose(s, [noi, pirate], [noi])  # 登场 gives Noi Rush
    s.main(answer=f"challenge:{noi}")
    assert s.damage(noi) == 0 and noi in s.zone("p1.play")


def test_sisu_daring_visitor_banishes_an_opposing_character_with_1_strength_or_less():
    """希苏——勇敢的客人 (urr-123): <灵活>%\\给我上最辣的！\\ 当你打出这个角色时，驱逐所选的 {S} 等于或小于 1 的对手
    角色。"""
    s = LorcanaScenario()
    s.ink(3)
    sisu = s.hand("urr-123")
    s.hand("tfc-012")
    weak = s.in_play("urr-086", "p2")  # 1 strength
    s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{sisu}")
    assert weak not in s.state["cards"] and defs(s, "p2.discard") == ["urr-086"]


def test_sisu_emboldened_warrior_gets_1_strength_per_card_in_opponents_hands():
    """希苏——勇敢的神龙战士 (urr-124): \\能量冲击\\ 所有对手的手上每有一张卡，这个角色便得 +1 {S}。"""
    s = LorcanaScenario()
    sisu = s.in_play("urr-124")
    s.hand("tfc-012", "p2")
    s.hand("tfc-012", "p2")
    s.hand("tfc-012")
    assert stat(s.state, sisu, "strength") == 3


def test_sisu_empowered_sibling_banishes_every_opposing_character_with_2_strength_or_less():
    """希苏——集聚魔法的龙妹妹 (urr-125): <转形> 6%\\让我来吧！\\ 当你打出这个角色时，驱逐所有 {S} 等于或小于 2 的
    对手角色。"""
    s = LorcanaScenario()
    s.ink(8)
    sisu = s.hand("urr-125")
    weak = [s.in_play("urr-086", "p2"), s.in_play("urr-073", "p2")]
    strong = s.in_play("tfc-089", "p2")
    mine = s.in_play("urr-073")
    s.main(answer=f"play:{sisu}")
    assert not any(c in s.state["cards"] for c in weak)
    assert strong in s.zone("p2.play") and mine in s.zone("p1.play")


def test_a_pirates_life_takes_2_lore_from_each_opponent_and_gains_2():
    """海盗的生活 (urr-128): <合唱> 6%每位对手各失去 2 点奇谈。你获得 2 点奇谈。"""
    s = LorcanaScenario()
    s.ink(6)
    song = s.hand("urr-128")
    s.set_player("p2", lore=5)
    s.main(answer=f"play:{song}")
    assert s.lore("p2") == 3 and s.lore("p1") == 2


def test_brawl_banishes_a_chosen_character_with_2_strength_or_less():
    """餐馆切磋 (urr-130): 驱逐所选的 {S} 等于或小于 2 的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("urr-130")
    mine = s.in_play("urr-073")
    theirs = s.in_play("urr-086", "p2")
    s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [mine, theirs], [theirs])
    assert theirs not in s.state["cards"] and mine in s.zone("p1.play")


def test_vitalisphere_gives_rush_and_2_strength_this_turn():
    """活力墨珠 (urr-134): \\红玉精粹\\ 1 {I}，驱逐这个物品～所选的角色本回合获得<速击>且得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    sphere = s.in_play("urr-134")
    fresh = s.in_play("tfc-089", dry=False)
    s.main(answer=f"activate:{sphere}:0")
    assert has_keyword(s.state, fresh, "rush") and stat(s.state, fresh, "strength") == 5
    assert s.cards("p1.discard", "urr-134")


def test_be_king_undisputed_each_opponent_banishes_one_of_theirs():
    """一定会当国王 (urr-129): 每位对手各选择并驱逐自己的一个角色。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("urr-129")
    mine = s.in_play("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{song}")
    s.expect("p2", "choose_targets", options=[a, b], answer=[a])
    assert a not in s.state["cards"] and b in s.zone("p2.play") and mine in s.zone("p1.play")


def test_fa_zhou_cannot_challenge_and_readies_mulan():
    """花弧——花木兰之父 (urr-105): \\战时旧伤\\ 这个角色不能发起挑战。%\\一家之长\\ {E}～令名称为木兰的所选角色就绪。
    她本回合不能再探奇。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    fa_zhou = s.in_play("urr-105")
    mulan = s.in_play("urr-115", exerted=True)
    s.in_play("tfc-012", exerted=True)  # not Mulan
    s.in_play("tfc-089", "p2", exerted=True)
    options = option_ids(s.main())
    assert f"challenge:{fa_zhou}" not in options
    s.main(answer=f"activate:{fa_zhou}:1")
    assert not s.card(mulan)["exerted"] and f"quest:{mulan}" not in option_ids(s.main())


def test_beast_wounded_enters_play_with_4_damage():
    """野兽——身负重伤 (urr-103): \\你弄疼我了！\\ 这个角色进场时带有 4 点伤害。 Counters put, not damage dealt (9.2)."""
    s = LorcanaScenario()
    s.ink(3)
    beast = s.hand("urr-103")
    s.hand("tfc-012")
    s.main(answer=f"play:{beast}")
    assert s.damage(s.cards("p1.play", "urr-103")[0]) == 4


def test_mulan_injured_soldier_enters_play_with_2_damage():
    """木兰——负伤的士兵 (urr-116): \\沙场负伤\\ 这个角色进场时带有 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    mulan = s.hand("urr-116")
    s.hand("tfc-012")
    s.main(answer=f"play:{mulan}")
    played = s.cards("p1.play", "urr-116")[0]
    assert s.damage(played) == 2 and stat(s.state, played, "willpower") == 3


def test_the_plank_readies_a_villain_who_cannot_quest():
    """跳板 (urr-133): \\快跳！\\ 2 {I}，驱逐这个物品～选择一项：%• 驱逐所选的主角角色。%• 令所选的反派角色就绪。他本
    回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    plank = s.in_play("urr-133")
    villain = s.in_play("urr-086", exerted=True)  # 皮特, villain
    hero = s.in_play("tfc-012", "p2")
    s.main(answer=f"activate:{plank}:0")
    s.expect("p1", "choose_option", answer=["1"])
    assert not s.card(villain)["exerted"] and f"quest:{villain}" not in option_ids(s.main())
    assert hero in s.zone("p2.play") and s.cards("p1.discard", "urr-133")


def test_imperial_proclamation_makes_the_next_character_cheaper_whenever_yours_challenges():
    """御旨 (urr-131): \\派往前线\\ 每当你的一个角色挑战另一个角色时，你本回合打出的下一个角色少支付 1 {I}。"""
    s = LorcanaScenario()
    s.in_play("urr-131")
    attacker = s.in_play("tfc-089")
    s.in_play("tfc-012", "p2", exerted=True)
    mickey = s.hand("tfc-012")
    s.main(answer=f"challenge:{attacker}")
    assert total_cost(s.state, "p1", mickey, 3) == 2


def test_raya_fierce_protector_gains_1_lore_per_other_damaged_character_of_yours_when_challenging():
    """拉雅——强悍的保护者 (urr-121): \\别惹我\\ 每当这个角色挑战另一个角色时，你在场上每有一个其他受伤的角色，便获得
    1 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    raya = s.in_play("urr-121", damage=1)  # herself: not counted
    s.in_play("tfc-017", damage=1)
    s.in_play("tfc-017", damage=2)
    s.in_play("tfc-012")
    s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{raya}")
    assert s.lore("p1") == 2

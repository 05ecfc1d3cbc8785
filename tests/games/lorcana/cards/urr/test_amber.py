"""Amber card scenarios of 第四章 (urr-001 to urr-034): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_flag, has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs


def test_cogsworth_may_give_minus_2_strength_until_your_next_turn():
    """葛士华——大总管 (urr-005): \\你们看什么！\\ 每当这个角色探奇时，你可以令所选的角色得 -2 {S} 直到你的下一个
    回合开始。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    cogsworth = s.in_play("urr-005")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"quest:{cogsworth}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [cogsworth, theirs], [theirs])
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 1


def test_daisy_duck_musketeer_spy_makes_each_opponent_discard():
    """黛丝——剑客团密探 (urr-007): \\潜入\\ 当你打出这个角色时，每位对手各选择并弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    daisy = s.hand("urr-007")
    card = s.hand("tfc-040", "p2")
    s.main(answer=f"play:{daisy}")
    assert card not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-040"]


def test_donald_duck_musketeer_soldier_gives_plus_1_lore_this_turn():
    """唐老鸭——剑客团士兵 (urr-008): <护卫>%\\等等我！\\ 当你打出这个角色时，所选的角色本回合得 +1 {L}。"""
    s = LorcanaScenario()
    s.ink(3)
    donald = s.hand("urr-008")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-089")
    s.main(answer=f"play:{donald}")
    s.expect("p1", "yes_no", answer=["no"])  # Bodyguard: enter ready
    played = s.cards("p1.play", "urr-008")[0]
    choose(s, [mickey, played], [mickey])
    assert stat(s.state, mickey, "lore") == 2


def test_gaston_despicable_dealer_makes_the_next_character_cost_2_less():
    """加斯顿——黑心的交易人 (urr-010): \\可疑的招募\\ {E}～你本回合打出的下一个角色少支付 2 {I}。"""
    s = LorcanaScenario()
    gaston = s.in_play("urr-010")
    mickey = s.hand("tfc-012")
    s.main(answer=f"activate:{gaston}:0")
    assert total_cost(s.state, "p1", mickey, 3) == 1


def test_goofy_musketeer_swordsman_readies_when_you_play_a_bodyguard():
    """高飞——剑客团剑士 (urr-012): \\拔剑！\\ 每当你打出一个具<护卫>的角色时，令这个角色就绪。他本回合不能再
    探奇。"""
    s = LorcanaScenario()
    s.ink(3)
    goofy = s.in_play("urr-012", exerted=True)
    eric = s.hand("urr-021")  # bodyguard
    s.hand("tfc-012")
    s.main(answer=f"play:{eric}")
    s.expect("p1", "yes_no", answer=["no"])
    assert not s.card(goofy)["exerted"] and has_flag(s.state, goofy, "cannot_quest")


def test_max_costs_1_less_with_prince_eric():
    """麦克斯——忠诚的牧羊犬 (urr-014): \\过来，宝贝\\ 如果你在场上有名称为亚力克王子的角色，则你少支付 1 {I} 来
    打出这个角色。"""
    s = LorcanaScenario()
    max_ = s.hand("urr-014")
    assert total_cost(s.state, "p1", max_, 3) == 3
    s.in_play("urr-021")
    assert total_cost(s.state, "p1", max_, 3) == 2


def test_mickey_leader_of_the_band_gives_support_this_turn():
    """米奇——乐队指挥 (urr-015): <辅助>%\\音乐，起！\\ 当你打出这个角色时，所选的角色本回合获得<辅助>。"""
    s = LorcanaScenario()
    s.ink(4)
    mickey = s.hand("urr-015")
    s.hand("tfc-012")
    other = s.in_play("tfc-089")
    s.main(answer=f"play:{mickey}")
    played = s.cards("p1.play", "urr-015")[0]
    choose(s, [other, played], [other])
    assert has_keyword(s.state, other, "support")


def test_minnie_musketeer_champion_banishes_an_opponent_with_5_strength_or_more():
    """米妮——剑客团勇卫 (urr-017): <护卫>%\\闪亮登场\\ 当你打出这个角色时，驱逐所选的 {S} 等于或大于 5 的对手
    角色。"""
    s = LorcanaScenario()
    s.ink(5)
    minnie = s.hand("urr-017")
    s.hand("tfc-012")
    big = s.in_play("iti-104", "p2")  # 6 strength
    small = s.in_play("tfc-040", "p2")  # 4 strength
    s.main(answer=f"play:{minnie}")
    s.expect("p1", "yes_no", answer=["no"])
    assert big not in s.state["cards"] and small in s.zone("p2.play")


def test_mirabel_gift_of_the_family_gives_other_madrigals_plus_1_lore():
    """米拉贝·马利加——家族的魔法天赋 (urr-018): <辅助>%\\拯救奇迹\\ 每当这个角色探奇时，你的其他马利加角色本回合
    得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    mirabel = s.in_play("urr-018")
    felix = s.in_play("urr-009")  # Madrigal, lore 2
    other = s.in_play("tfc-089")
    s.main(answer=f"quest:{mirabel}")
    s.expect("p1", "choose_option", answer=["t1"])  # 拯救奇迹 first, then Support
    s.expect("p1", "choose_targets", answer=[])  # Support given to no one
    assert stat(s.state, felix, "lore") == 3 and stat(s.state, other, "lore") == 1


def test_pluto_rescue_dog_may_heal_3_from_one_of_yours():
    """布鲁托——救援犬 (urr-020): \\前来救援\\ 当你打出这个角色时，你可以从你的一个角色上移去至多 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(5)
    pluto = s.hand("urr-020")
    hurt = s.in_play("tfc-017", damage=3)
    s.in_play("tfc-017", "p2", damage=3)
    s.main(answer=f"play:{pluto}")
    s.expect("p1", "yes_no", answer=["yes"])
    played = s.cards("p1.play", "urr-020")[0]
    choose(s, [hurt, played], [hurt])
    s.expect("p1", "choose_number", options=["0", "1", "2", "3"], answer=["3"])
    assert s.damage(hurt) == 0


def test_prince_eric_ursulas_groom_gets_bodyguard_and_2_willpower_with_ursula():
    """亚力克王子——乌苏拉的新郎 (urr-022): <转形> 4%\\身中瓦妮莎的魔咒\\ 只要你在场上有名称为乌苏拉的角色，这个
    角色便获得<护卫>且得 +2 {W}。"""
    s = LorcanaScenario()
    eric = s.in_play("urr-022")
    assert not has_keyword(s.state, eric, "bodyguard") and stat(s.state, eric, "willpower") == 5
    s.in_play("urr-025")
    assert has_keyword(s.state, eric, "bodyguard") and stat(s.state, eric, "willpower") == 7


def test_brunos_return_returns_a_character_card_then_heals_2():
    """布鲁诺回家 (urr-026): 将一张角色卡从你的弃置区移回你手上。然后从所选的角色上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("urr-026")
    s.put("tfc-040", "p1.discard")
    hurt = s.in_play("tfc-017", damage=3)
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_number", options=["0", "1", "2"], answer=["2"])
    assert defs(s, "p1.hand") == ["tfc-040"] and s.damage(hurt) == 1


def test_first_aid_heals_1_from_each_of_yours():
    """急救 (urr-027): 从你的每个角色上各移去至多 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("urr-027")
    hurt = s.in_play("tfc-017", damage=2)
    theirs = s.in_play("tfc-017", "p2", damage=2)
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])
    assert s.damage(hurt) == 1 and s.damage(theirs) == 2


def test_look_at_this_family_takes_up_to_2_characters_from_the_top_5():
    """看看我的家人 (urr-028): <合唱> 7%查看你卡组顶的 5 张卡。你可以展示至多 2 张角色卡并将它们置于你手上。将其
    余的卡以任意顺序置于你的卡组底。"""
    s = LorcanaScenario()
    s.ink(7)
    song = s.hand("urr-028")
    for definition in ("tfc-026", "tfc-026", "tfc-026"):
        s.on_top(definition)
    a, b = s.on_top("tfc-040"), s.on_top("tfc-089")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_cards", options=[a, b], answer=[a, b])
    assert (ask["min"], ask["max"]) == (0, 2)
    s.expect("p1", "choose_cards")
    assert sorted(defs(s, "p1.hand")) == ["tfc-040", "tfc-089"]


def test_lost_in_the_woods_gives_opposing_characters_minus_2_until_your_next_turn():
    """森林迷路 (urr-029): 所有对手的角色得 -2 {S} 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(4)
    song = s.hand("urr-029")
    s.hand("tfc-012")
    mine = s.in_play("tfc-089")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{song}")
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 1 and stat(s.state, mine, "strength") == 3


def test_cinderella_melody_weaver_gives_other_princesses_plus_1_lore_when_she_sings():
    """灰姑娘——天籁歌手 (urr-004): <歌手> 9%\\美妙嗓音\\ 每当这个角色演唱一首歌曲时，你的其他公主角色本回合得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    cinderella = s.in_play("urr-004")
    princess = s.in_play("urr-003")  # 爱丽儿, princess, lore 2
    other = s.in_play("tfc-089")
    song = s.hand("tfc-027")
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_targets", options=[cinderella, princess], answer=[cinderella])
    assert stat(s.state, princess, "lore") == 3 and stat(s.state, other, "lore") == 1
    assert stat(s.state, cinderella, "lore") == 2 and s.card(cinderella)["exerted"]

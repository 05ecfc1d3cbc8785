"""Emerald card scenarios of set 2 (rotf-069 to rotf-102): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_cheshire_cat_from_the_shadows_banishes_a_damaged_character():
    """妙妙猫——暗中现身 (rotf-075): <转形> 5%<灵活>%\\邪恶微笑\\ {E}～驱逐所选的受伤角色。"""
    s = LorcanaScenario()
    cat = s.in_play("rotf-075")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-055", "p2", damage=1), s.in_play("tfc-012", "p2", damage=1)
    s.in_play("tfc-040", "p2")  # undamaged: not offered
    s.main(answer=f"activate:{cat}:0")
    choose(s, [a, b], [a])
    assert a not in s.state["cards"] and b in s.state["cards"]


def test_daisy_duck_secret_agent_makes_each_opponent_discard_when_questing():
    """黛丝——秘密特工 (rotf-076): \\阻挠\\ 每当这个角色探奇时，每位对手各选择并弃置一张卡。"""
    s = LorcanaScenario()
    daisy = s.in_play("rotf-076")
    s.hand("tfc-012")
    keep, drop = s.hand("tfc-012", "p2"), s.hand("tfc-040", "p2")
    s.main(answer=f"quest:{daisy}")
    s.expect("p2", "choose_cards", options=[keep, drop], answer=[drop])
    assert defs(s, "p2.discard") == ["tfc-040"] and s.zone("p2.hand") == [keep]


def test_donald_duck_perfect_gentleman_lets_each_player_draw_at_your_turn_start():
    """唐老鸭——模范绅士鸭 (rotf-077): <转形> 3%\\我来吧\\ 在你的回合开始时，每位玩家各可以抽一张卡。"""
    s = LorcanaScenario()
    s.in_play("rotf-077")
    s.hand("tfc-012")
    s.main(answer="end")
    s.main("p2", answer="end")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p2", "yes_no", answer=["no"])
    assert len(s.zone("p1.hand")) == 3  # the card kept, Donald's and the turn's draw
    assert len(s.zone("p2.hand")) == 1  # p2's own turn draw only


def test_donald_duck_sleepwalker_gets_plus_2_strength_per_action():
    """唐老鸭——梦游鸭 (rotf-078): \\惊醒\\ 每当你打出一个行动时，这个角色本回合得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(2)
    donald = s.in_play("rotf-078")
    action = s.hand("rotf-099")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [donald, theirs], [theirs])
    assert stat(s.state, donald, "strength") == 2


def test_dr_facilier_fortune_teller_stops_an_opposing_character_questing():
    """霍博士——算命先生 (rotf-079): <灵活>%\\这是我的地盘\\ 每当这个角色探奇时，所选的对手角色在其下一个回合不能
    探奇。"""
    s = LorcanaScenario()
    facilier = s.in_play("rotf-079")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-013", "p2")
    s.main(answer=f"quest:{facilier}")
    choose(s, [a, b], [a])
    s.main(answer="end")
    options = option_ids(s.main("p2"))
    assert f"quest:{a}" not in options and f"quest:{b}" in options


def test_flynn_rider_his_own_biggest_fan_loses_lore_per_opposing_hand_card():
    """费林·雷德——自己的头号粉丝 (rotf-082): <转形> 2%<灵活>%\\最后大干一票\\ 所有对手每有一张手卡，这个角色便
    得 -1 {L}。"""
    s = LorcanaScenario()
    flynn = s.in_play("rotf-082")
    s.hand("tfc-012")  # your own hand does not count
    assert stat(s.state, flynn, "lore") == 4
    s.hand("tfc-012", "p2")
    s.hand("tfc-013", "p2")
    assert stat(s.state, flynn, "lore") == 2


def test_panic_gives_plus_2_or_plus_4_to_pain():
    """慌张——冥界小鬼 (rotf-087): \\我来处理\\ 当你打出这个角色时，所选的角色本回合得 +2 {S}。如果所选的角色名称
    为痛苦，则改为他得 +4 {S}。"""
    s = LorcanaScenario()
    s.ink(3)
    panic = s.hand("rotf-087")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{panic}")
    s.expect("p1", "choose_targets", answer=[mickey])
    assert stat(s.state, mickey, "strength") == 5 and stat(s.state, theirs, "strength") == 3


def test_queen_of_hearts_quick_tempered_damages_a_damaged_opposing_character():
    """红桃皇后——急性子 (rotf-090): \\皇家级愤怒\\ 当你打出这个角色时，向所选的受伤的对手角色造成 1 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    queen = s.hand("rotf-090")
    s.hand("tfc-012")
    s.in_play("tfc-012", damage=1)  # yours: not offered
    a, b = s.in_play("tfc-012", "p2", damage=1), s.in_play("tfc-040", "p2", damage=1)
    s.in_play("tfc-013", "p2")  # undamaged: not offered
    s.main(answer=f"play:{queen}")
    choose(s, [a, b], [b])
    assert s.damage(b) == 2 and s.damage(a) == 1


def test_hypnotize_makes_each_opponent_discard_and_draws():
    """催眠 (rotf-098): 每位对手各选择并弃置一张卡。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("rotf-098")
    keep, drop = s.hand("tfc-012", "p2"), s.hand("tfc-040", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p2", "choose_cards", options=[keep, drop], answer=[drop])
    assert defs(s, "p2.discard") == ["tfc-040"] and len(s.zone("p1.hand")) == 1


def test_improvise_gives_plus_1_strength_and_draws():
    """看我的吧 (rotf-099): 所选的角色本回合得 +1 {S}。抽一张卡。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("rotf-099")
    mickey, theirs = s.in_play("tfc-012"), s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [mickey, theirs], [mickey])
    assert stat(s.state, mickey, "strength") == 4 and len(s.zone("p1.hand")) == 1


def test_ring_the_bell_banishes_a_damaged_character():
    """摇响铃铛 (rotf-101): 驱逐所选的受伤角色。"""
    s = LorcanaScenario()
    s.ink(3)
    action = s.hand("rotf-101")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-055", "p2", damage=1), s.in_play("tfc-012", damage=2)
    s.in_play("tfc-040", "p2")  # undamaged: not offered
    s.main(answer=f"play:{action}")
    choose(s, [a, b], [a])
    assert a not in s.state["cards"] and b in s.state["cards"]


def test_ratigans_marvelous_trap_makes_each_opponent_lose_2_lore():
    """瑞根的极妙陷阱 (rotf-102): \\啪！砰！哐！\\ 驱逐这个物品～每位对手各失去 2 点奇谈。"""
    s = LorcanaScenario()
    trap = s.in_play("rotf-102")
    s.hand("tfc-012")
    s.set_player("p2", lore=3)
    s.main(answer=f"activate:{trap}:0")
    assert s.lore("p2") == 1 and trap not in s.state["cards"]
    assert defs(s, "p1.discard") == ["rotf-102"]


def test_belle_bookworm_gets_plus_2_lore_while_an_opponent_has_no_cards_in_hand():
    """贝儿——书迷 (rotf-071): \\靠想象\\ 只要任一对手没有手卡，这个角色便得 +2 {L}。 (A "while" of a static
    ability, 7.6.2: checked all the time.)"""
    s = LorcanaScenario()
    belle = s.in_play("rotf-071")
    assert stat(s.state, belle, "lore") == 3  # p2's hand is empty; your own hand does not matter
    card = s.hand("tfc-012", "p2")
    assert stat(s.state, belle, "lore") == 1
    s.move(card, "p2.discard")
    s.main(answer=f"quest:{belle}")
    assert s.lore("p1") == 3


def test_gaston_scheming_suitor_gets_plus_3_strength_while_an_opponent_has_no_cards_in_hand():
    """加斯顿——奸诈的追求者 (rotf-083): \\没人能比我更强\\ 只要有一位或数位对手没有手卡，这个角色便得 +3 {S}。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    gaston = s.in_play("rotf-083")
    s.hand("tfc-012", "p2")
    assert stat(s.state, gaston, "strength") == 4  # p3 has none: one opponent is enough
    s.hand("tfc-012", "p3")
    assert stat(s.state, gaston, "strength") == 1


def test_bounce_returns_your_character_to_return_another():
    """跳跃 (rotf-097): 将所选的你的角色移回你手上来将所选的另一个角色移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("rotf-097")
    mine, other = s.in_play("tfc-012"), s.in_play("tfc-013")
    theirs = s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{action}")
    choose(s, [mine, other], [mine])
    choose(s, [other, theirs], [theirs])  # the first one is already gone
    assert defs(s, "p2.hand") == ["tfc-040"] and defs(s, "p1.hand") == ["tfc-012"]


def test_bounce_without_a_character_of_yours_does_nothing():
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("rotf-097")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-040", "p2")
    s.main(answer=f"play:{action}")
    assert theirs in s.state["cards"] and defs(s, "p1.discard") == ["rotf-097"]

"""Steel card scenarios of 第三章 (iti-171 to iti-204): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.ink import ready_ink
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, choose, option_ids


def test_hades_hotheaded_ruler_readies_your_titans():
    """哈迪斯——暴躁的统治者 (iti-174): \\召集泰坦巨魔\\ {E}～令你的泰坦角色就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    hades = s.in_play("iti-174")
    titans = [s.in_play("iti-180", exerted=True), s.in_play("iti-187", exerted=True)]
    other = s.in_play("tfc-012", exerted=True)
    theirs = s.in_play("iti-180", "p2", exerted=True)
    s.main(answer=f"activate:{hades}:0")
    assert not any(s.card(t)["exerted"] for t in titans)
    assert s.card(other)["exerted"] and s.card(theirs)["exerted"] and s.card(hades)["exerted"]


def test_little_john_resourceful_outlaw_strengthens_your_bodyguards_while_exerted():
    """小约翰——足智多谋的罪犯 (iti-178): <转形> 4%\\好了，大人物\\ 只要这个角色为力竭状态，你具<护卫>的角色便
    获得<抵抗> +1 且得 +1 {L}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    john = s.in_play("iti-178")
    guard = s.in_play("iti-177")  # 姬塔——皇族战士, bodyguard
    other = s.in_play("tfc-012")
    assert not has_keyword(s.state, guard, "resist") and stat(s.state, guard, "lore") == 1
    s.main(answer=f"quest:{john}")
    assert keyword_value(s.state, guard, "resist") == 1 and stat(s.state, guard, "lore") == 2
    assert not has_keyword(s.state, other, "resist") and stat(s.state, other, "lore") == 2


def test_little_john_robins_pal_has_evasive_during_your_turn():
    """小约翰——罗宾汉的伙伴 (iti-179): <护卫>%\\乔装打扮\\ 在你的回合中，这个角色获得<灵活>。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    john = s.in_play("iti-179")
    assert has_keyword(s.state, john, "evasive")
    s.main(answer="end")
    assert not has_keyword(s.state, john, "evasive")


def test_lythos_gives_resist_2_this_turn():
    """莱托斯——岩石泰坦巨魔 (iti-180): <抵抗> +2%\\石化皮肤\\ {E}～所选的角色本回合获得<抵抗> +2。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    lythos = s.in_play("iti-180")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"activate:{lythos}:0")
    choose(s, [lythos, mickey], [mickey])
    assert keyword_value(s.state, mickey, "resist") == 2
    s.main(answer="end")
    assert not has_keyword(s.state, mickey, "resist")


def test_mickey_trumpeter_plays_a_character_for_free():
    """米奇——小号手 (iti-182): \\吹响号角\\ {E}，2 {I}～免费打出一个角色。"""
    s = LorcanaScenario()
    s.ink(2)
    mickey = s.in_play("iti-182")
    big = s.hand("iti-185")  # 木法沙, cost 7
    action = s.hand("tfc-026")
    s.main(answer=f"activate:{mickey}:0")
    ask = s.expect("p1", "choose_cards", options=[big], answer=[big])
    assert ask["min"] == 1  # printed without "你可以": it must be played
    assert s.cards("p1.play", "iti-185") and action in s.zone("p1.hand")


def test_pyros_may_ready_a_chosen_character_after_banishing_on_your_turn():
    """庇洛斯——熔岩泰坦巨魔 (iti-187): \\爆发\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以令
    所选的角色就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    pyros = s.in_play("iti-187")  # 5/4
    tired = s.in_play("tfc-012", exerted=True)
    s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{pyros}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [pyros, tired], [tired])
    assert not s.card(tired)["exerted"] and s.card(pyros)["exerted"]


def test_robin_hood_champion_gains_2_lore_after_banishing_on_your_turn():
    """罗宾汉——舍伍德的冠军 (iti-190): <转形> 3%\\战斗高手\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色
    时，获得 2 点奇谈。%\\为人着想\\ 当这个角色在挑战中（包括发起和受到挑战）被驱逐时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    robin = s.in_play("iti-190")  # 3/6
    s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{robin}")
    assert s.lore("p1") == 2


def test_robin_hood_champion_may_draw_when_banished_in_a_challenge():
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.in_play("iti-190", exerted=True, damage=5)
    s.main(answer="end")
    attacker = s.in_play("tfc-089", "p2")
    s.main("p2", answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.cards("p1.discard", "iti-190") and len(s.zone("p1.hand")) == 2


def test_simba_rightful_king_stops_an_opponent_challenging_next_turn():
    """辛巴——正统的国王 (iti-193): \\胜者姿态\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，所选的对手
    角色在其下一个回合不能发起挑战。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    simba = s.in_play("iti-193")  # 4/6
    s.in_play("tfc-022", "p2", exerted=True)
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"challenge:{simba}")  # the only opposing character left: chosen without asking
    s.main(answer="end")
    assert f"challenge:{theirs}" not in option_ids(s.main("p2"))


def test_gizmosuit_gives_resist_2_until_your_next_turn():
    """铁甲威鸭 (iti-200): \\电子盔甲\\ 驱逐这个物品～所选的角色获得<抵抗> +2 直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    suit = s.in_play("iti-200")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"activate:{suit}:0")
    assert keyword_value(s.state, mickey, "resist") == 2 and s.cards("p1.discard", "iti-200")
    s.main(answer="end")
    assert keyword_value(s.state, mickey, "resist") == 2
    s.main("p2", answer="end")
    assert not has_keyword(s.state, mickey, "resist")


def test_razoul_gets_2_strength_while_undamaged():
    """拉索——皇宫侍卫 (iti-188): \\瞧瞧啊\\ 只要这个角色上没有伤害，他便得 +2 {S}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    razoul = s.in_play("iti-188")  # 3 strength while undamaged, willpower 3
    theirs = s.in_play("tfc-022", "p2", exerted=True)
    assert stat(s.state, razoul, "strength") == 3
    s.main(answer=f"challenge:{razoul}")
    assert theirs not in s.state["cards"] and s.damage(razoul) > 0
    assert stat(s.state, razoul, "strength") == 1


def test_simba_fighting_prince_may_choose_to_deal_2_when_played():
    """辛巴——战斗王子 (iti-192): \\要么退位，要么跟我战斗\\ 当你打出这个角色和每当他于你的回合在挑战中驱逐另一个角色
    时，你可以选择一项：%• 抽 2 张卡，然后选择并弃置 2 张卡。%• 向所选的角色造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(7)
    simba = s.hand("iti-192")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-017", "p2")
    s.main(answer=f"play:{simba}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", answer=["1"])
    played = s.cards("p1.play", "iti-192")[0]
    choose(s, [played, theirs], [theirs])
    assert s.damage(theirs) == 2 and len(s.zone("p1.hand")) == 1


def test_simba_fighting_prince_may_draw_2_and_discard_2_after_banishing_on_your_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    simba = s.in_play("iti-192")
    s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"challenge:{simba}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_option", answer=["0"])
    ask = s.expect("p1", "choose_cards")
    s.expect("p1", "choose_cards", answer=[o["id"] for o in ask["options"][:2]])
    assert len(s.zone("p1.hand")) == 1 and len(s.zone("p1.discard")) == 2


def test_captain_hooks_rapier_may_pay_1_to_draw_when_your_character_banishes_on_your_turn():
    """虎克船长的细剑 (iti-199): \\赶快去捉那些小混蛋！\\ 在你的回合中，每当你的一个角色在挑战中驱逐另一个角色时，你
    可以支付 1 {I} 来抽一张卡。%\\一言为定！\\ 你名称为虎克船长的角色获得<善战> +1。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    s.in_play("iti-199")
    hook = s.in_play("tfc-107")  # 虎克船长
    theirs = s.in_play("tfc-107", "p2")
    attacker = s.in_play("tfc-089")  # 3/4
    s.in_play("tfc-022", "p2", exerted=True)  # 2/2
    assert keyword_value(s.state, hook, "challenger") == 1 and not has_keyword(s.state, theirs, "challenger")
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and ready_ink(s.state, "p1") == 0


def test_captain_hooks_rapier_draw_also_when_both_are_banished():
    """Both characters banished at once: yours still banished another in the challenge (8.4.4)."""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    s.in_play("iti-199")
    attacker = s.in_play("tfc-012")  # 3/3
    s.in_play("tfc-012", "p2", exerted=True)  # 3/3
    s.main(answer=f"challenge:{attacker}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and attacker not in s.state["cards"]


def test_mr_smee_hurts_himself_at_end_of_turn_when_exerted_without_a_captain():
    """史密先生——笨拙的大副 (iti-184): \\哦吼，哦吼\\ 在你的回合结束时，如果这个角色为力竭状态且你在场上没有长官角色，
    则向这个角色造成 1 点伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    smee = s.in_play("iti-184")
    s.main(answer=f"quest:{smee}")
    s.main(answer="end")
    assert s.damage(smee) == 1


def test_mr_smee_is_safe_with_a_captain():
    s = LorcanaScenario()
    s.hand("tfc-012")
    smee = s.in_play("iti-184")
    s.in_play("iti-188")  # 拉索, captain
    s.main(answer=f"quest:{smee}")
    s.main(answer="end")
    assert s.damage(smee) == 0

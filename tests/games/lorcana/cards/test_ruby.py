"""Ruby card scenarios (tfc-103 to tfc-136): the printed ability, a position, the answers, the
resulting state."""

from engine.games.lorcana.stats import has_flag, has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids


def option_with(ask: dict, text: str) -> str:
    [found] = [o["id"] for o in ask["options"] if text in o["label"]]
    return found


def test_aladdin_heroic_outlaw_gains_2_lore_and_opponents_lose_2_when_banishing_on_your_turn():
    """阿拉丁——草莽英雄 (tfc-104): <转形> 5%\\大胆抢夺\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，
    你获得 2 点奇谈且每位对手各失去 2 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")  # keeps the main phase asking
    aladdin = s.in_play("tfc-104")  # 5/5
    theirs = s.in_play("tfc-012", "p2", exerted=True)  # 3/3
    s.set_player("p2", lore=5)
    s.main(answer=f"challenge:{aladdin}")
    assert theirs not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-012"]
    assert s.damage(aladdin) == 3
    assert s.lore("p1") == 2 and s.lore("p2") == 3


def test_aladdin_heroic_outlaw_does_nothing_when_banishing_on_the_opponents_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    aladdin = s.in_play("tfc-104", exerted=True)
    s.set_player("p2", lore=5)
    s.main(answer="end")
    attacker = s.in_play("tfc-012", "p2")  # 3/3, challenges Aladdin and is banished by him
    s.main("p2", answer=f"challenge:{attacker}")
    assert attacker not in s.state["cards"] and s.damage(aladdin) == 3
    assert s.lore("p1") == 0 and s.lore("p2") == 5


def test_aladdin_street_rat_makes_each_opponent_lose_1_lore():
    """阿拉丁——过街老鼠 (tfc-105): \\看我的吧\\ 当你打出这个角色时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(3)
    aladdin = s.hand("tfc-105")
    s.hand("tfc-012")
    s.set_player("p2", lore=4)
    s.set_player("p3", lore=0)
    s.set_player("p1", lore=2)
    s.main(answer=f"play:{aladdin}")
    assert s.lore("p2") == 3 and s.lore("p3") == 0  # never below 0
    assert s.lore("p1") == 2


def test_elsa_ice_surfer_readies_when_you_play_anna_and_cannot_quest():
    """艾莎——驭冰踏浪 (tfc-109): \\这可不是暴风雪\\ 每当你打出一个名称为安娜的角色时，令这个角色就绪。这个角色
    本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(4)
    elsa = s.in_play("tfc-109", exerted=True)
    anna = s.hand("tfc-035")  # 安娜——阿伦黛尔王位继承人: her own trigger (Elsa in play) also goes to the bag
    s.hand("tfc-012")
    s.main(answer=f"play:{anna}")
    ask = s.expect("p1", "choose_option")
    s.expect("p1", "choose_option", answer=[option_with(ask, "这可不是暴风雪")])
    assert not s.card(elsa)["exerted"]
    assert has_flag(s.state, elsa, "cannot_quest")
    assert f"quest:{elsa}" not in option_ids(s.main())


def test_elsa_ice_surfer_ignores_other_characters():
    s = LorcanaScenario()
    s.ink(3)
    elsa = s.in_play("tfc-109", exerted=True)
    mickey = s.hand("tfc-012")
    s.hand("tfc-012")
    theirs = s.hand("tfc-035", "p2")
    s.main(answer=f"play:{mickey}")
    s.main()
    assert s.card(elsa)["exerted"]
    assert theirs in s.state["cards"]


def test_lefou_instigator_readies_a_chosen_character_that_then_cannot_quest():
    """来福——煽动客 (tfc-112): \\煽风点火\\ 当你打出这个角色时，令所选的角色就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(2)
    lefou = s.hand("tfc-112")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012", exerted=True)
    theirs = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{lefou}")
    played = s.cards("p1.play", "tfc-112")[0]
    s.expect("p1", "choose_targets", options=[mine, theirs, played], answer=[mine])
    assert not s.card(mine)["exerted"] and s.card(theirs)["exerted"]
    assert has_flag(s.state, mine, "cannot_quest")
    options = option_ids(s.main())
    assert f"quest:{mine}" not in options
    assert f"challenge:{mine}" in options  # only questing is forbidden


def test_maleficent_monstrous_dragon_may_banish_a_chosen_character():
    """黑巫婆——魔鬼恶龙 (tfc-113): \\龙火\\ 当你打出这个角色时，你可以驱逐所选的角色。"""
    s = LorcanaScenario()
    s.ink(9)
    dragon = s.hand("tfc-113")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-055", "p2")
    mine = s.in_play("tfc-012")
    s.main(answer=f"play:{dragon}")
    played = s.cards("p1.play", "tfc-113")[0]
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[mine, played, theirs], answer=[theirs])
    assert theirs not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-055"]
    assert mine in s.state["cards"]


def test_maleficent_monstrous_dragon_banish_can_be_declined():
    s = LorcanaScenario()
    s.ink(9)
    dragon = s.hand("tfc-113")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{dragon}")
    s.expect("p1", "yes_no", answer=["no"])
    assert theirs in s.state["cards"]


def test_moana_chosen_by_the_ocean_may_banish_te_ka_only():
    """莫阿娜——海之骄子 (tfc-117): \\这不是真的你\\ 当你打出这个角色时，你可以驱逐名称为恶卡的所选角色。"""
    s = LorcanaScenario()
    s.ink(5)
    moana = s.hand("tfc-117")
    s.hand("tfc-012")
    te_ka = s.in_play("tfc-126", "p2")  # 恶卡——火山神
    heartless = s.in_play("tfc-192", "p2")  # 恶卡——神心被盗
    other = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{moana}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[te_ka, heartless], answer=[heartless])
    assert heartless not in s.state["cards"]
    assert te_ka in s.state["cards"] and other in s.state["cards"]


def test_mulan_imperial_soldier_gives_other_characters_plus_1_lore_when_banishing_on_your_turn():
    """木兰——王国正规兵 (tfc-118): \\以身作则\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你的其他
    角色本回合得 +1 {L}。"""
    s = LorcanaScenario()
    s.ink(3)
    mulan = s.in_play("tfc-118")  # 4/5, lore 1
    mickey = s.in_play("tfc-012")  # lore 2
    later = s.hand("tfc-089")  # lore 1, played after the trigger resolved
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")  # lore 1
    s.in_play("tfc-013", "p2", exerted=True)  # 2/3: banished
    s.main(answer=f"challenge:{mulan}")
    assert stat(s.state, mickey, "lore") == 3
    assert stat(s.state, mulan, "lore") == 1  # "other"
    assert stat(s.state, theirs, "lore") == 1
    s.main(answer=f"play:{later}")
    assert stat(s.state, s.cards("p1.play", "tfc-089")[0], "lore") == 1  # locked to those in play (7.6.3)
    s.main(answer=f"quest:{mickey}")
    assert s.lore("p1") == 3
    s.main(answer="end")
    assert stat(s.state, mickey, "lore") == 2


def test_mulan_imperial_soldier_does_nothing_on_the_opponents_turn():
    s = LorcanaScenario()
    s.hand("tfc-012")
    mulan = s.in_play("tfc-118", exerted=True)
    mickey = s.in_play("tfc-012")
    s.main(answer="end")
    attacker = s.in_play("tfc-013", "p2")  # 2/3, banished by Mulan's 4 strength
    s.main("p2", answer=f"challenge:{attacker}")
    assert attacker not in s.state["cards"] and s.damage(mulan) == 2
    assert stat(s.state, mickey, "lore") == 2


def test_rapunzel_letting_down_her_hair_makes_each_opponent_lose_1_lore():
    """乐佩——放下长发 (tfc-121): \\魔发缠绕\\ 当你打出这个角色时，每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(6)
    rapunzel = s.hand("tfc-121")
    s.hand("tfc-012")
    s.set_player("p2", lore=7)
    s.main(answer=f"play:{rapunzel}")
    assert s.lore("p2") == 6 and s.lore("p1") == 0


def test_scar_shameless_firebrand_readies_your_characters_costing_3_or_less():
    """刀疤——无耻挑唆者 (tfc-123): <转形> 6%\\煽动演讲\\ 当你打出这个角色时，令你所有费用等于或小于 3 的角色
    就绪。他们本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(8)
    scar = s.hand("tfc-123")
    s.hand("tfc-012")
    three = s.in_play("tfc-012", exerted=True)  # cost 3
    two = s.in_play("tfc-013", exerted=True)  # cost 2
    four = s.in_play("tfc-017", exerted=True)  # cost 4
    theirs = s.in_play("tfc-013", "p2", exerted=True)
    s.main(answer=f"play:{scar}")
    assert not s.card(three)["exerted"] and not s.card(two)["exerted"]
    assert s.card(four)["exerted"] and s.card(theirs)["exerted"]
    assert has_flag(s.state, three, "cannot_quest") and has_flag(s.state, two, "cannot_quest")
    options = option_ids(s.main())
    assert f"quest:{three}" not in options and f"quest:{two}" not in options


def test_be_prepared_banishes_all_characters():
    """快准备 (tfc-128): （费用等于或大于 7 的角色可以 {E} 来免费演唱这首歌曲。）%驱逐所有角色。"""
    s = LorcanaScenario()
    s.ink(7)
    song = s.hand("tfc-128")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012")
    item = s.in_play("tfc-032")  # an item stays
    theirs = [s.in_play("tfc-055", "p2"), s.in_play("tfc-013", "p2", exerted=True)]
    s.main(answer=f"play:{song}")
    assert mine not in s.state["cards"] and not any(c in s.state["cards"] for c in theirs)
    assert s.zone("p1.play") == [item] and s.zone("p2.play") == []
    assert defs(s, "p1.discard") == ["tfc-012", "tfc-128"]
    assert sorted(defs(s, "p2.discard")) == ["tfc-013", "tfc-055"]


def test_cut_to_the_chase_gives_rush_this_turn():
    """直取目标 (tfc-129): 所选的角色本回合获得<速击>。（他在打出的当回合就能发起挑战。）"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("tfc-129")
    s.hand("tfc-012")
    fresh = s.in_play("tfc-012", dry=False)
    theirs = s.in_play("tfc-013", "p2", exerted=True)
    assert f"challenge:{fresh}" not in option_ids(s.main())
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[fresh, theirs], answer=[fresh])
    assert has_keyword(s.state, fresh, "rush")
    assert f"challenge:{fresh}" in option_ids(s.main())
    s.main(answer="end")
    assert not has_keyword(s.state, fresh, "rush")


def test_dragon_fire_banishes_a_chosen_character():
    """龙火 (tfc-130): 驱逐所选的角色。"""
    s = LorcanaScenario()
    s.ink(5)
    action = s.hand("tfc-130")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-055", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[theirs])
    assert theirs not in s.state["cards"] and mine in s.state["cards"]
    assert defs(s, "p2.discard") == ["tfc-055"] and defs(s, "p1.discard") == ["tfc-130"]


def test_fan_the_flames_readies_a_chosen_character_that_cannot_quest():
    """煽风点火 (tfc-131): 令所选的角色就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-131")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012", exerted=True)
    theirs = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[mine])
    assert not s.card(mine)["exerted"]
    assert f"quest:{mine}" not in option_ids(s.main())
    s.main(answer="end")
    assert not has_flag(s.state, mine, "cannot_quest")


def test_hes_got_a_sword_gives_plus_2_strength_this_turn():
    """它手上有刀！ (tfc-132): 所选的角色本回合得 +2 {S}。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("tfc-132")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    s.main(answer=f"play:{action}")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[mine])
    assert stat(s.state, mine, "strength") == 5 and stat(s.state, theirs, "strength") == 3
    s.main(answer="end")
    assert stat(s.state, mine, "strength") == 3


def test_tangle_makes_each_opponent_lose_1_lore():
    """魔发缠绕 (tfc-133): 每位对手各失去 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(2)
    action = s.hand("tfc-133")
    s.set_player("p1", lore=3)
    s.set_player("p2", lore=3)
    s.main(answer=f"play:{action}")
    assert s.lore("p2") == 2 and s.lore("p1") == 3


def test_shield_of_virtue_readies_a_chosen_character_that_cannot_quest():
    """美德之盾 (tfc-135): \\抵御龙火\\ {E}，3 {I}～令所选的角色就绪。他本回合不能再探奇。"""
    s = LorcanaScenario()
    ink = s.ink(3)
    shield = s.in_play("tfc-135")
    s.hand("tfc-012")
    mine = s.in_play("tfc-012", exerted=True)
    theirs = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"activate:{shield}:0")
    s.expect("p1", "choose_targets", options=[mine, theirs], answer=[mine])
    assert not s.card(mine)["exerted"] and has_flag(s.state, mine, "cannot_quest")
    assert s.card(shield)["exerted"] and all(s.card(c)["exerted"] for c in ink)
    assert f"quest:{mine}" not in option_ids(s.main())


def test_shield_of_virtue_needs_3_ink():
    s = LorcanaScenario()
    s.ink(2)
    shield = s.in_play("tfc-135")
    s.hand("tfc-012")
    assert f"activate:{shield}:0" not in option_ids(s.main())


def test_sword_of_truth_banishes_a_chosen_villain():
    """真理之剑 (tfc-136): \\终恶祝福\\ 驱逐这个物品～驱逐所选的反派角色。"""
    s = LorcanaScenario()
    sword = s.in_play("tfc-136")
    s.hand("tfc-012")
    villain = s.in_play("tfc-078", "p2")  # 汉斯——密谋的王子
    my_villain = s.in_play("tfc-048")  # 黑巫婆——静待良机
    s.in_play("tfc-089", "p2")  # not a villain
    s.main(answer=f"activate:{sword}:0")
    s.expect("p1", "choose_targets", options=[villain, my_villain], answer=[villain])
    assert villain not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-078"]
    assert defs(s, "p1.discard") == ["tfc-136"] and s.zone("p1.play") == [my_villain]


def test_poisoned_apple_exerts_a_chosen_character():
    """毒苹果 (tfc-134): \\咬一口吧……\\ 1 {I}，驱逐这个物品～令所选的角色力竭。如果所选的角色是公主，则改为驱逐她。"""
    s = LorcanaScenario()
    s.ink(1)
    apple = s.in_play("tfc-134")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    princess = s.in_play("tfc-013", "p2")  # 米妮——受宠爱的公主
    s.main(answer=f"activate:{apple}:0")
    s.expect("p1", "choose_targets", options=[theirs, princess], answer=[theirs])
    assert s.card(theirs)["exerted"] and not s.card(princess)["exerted"]
    assert defs(s, "p1.discard") == ["tfc-134"] and s.zone("p2.discard") == []


def test_poisoned_apple_banishes_a_princess_instead():
    s = LorcanaScenario()
    s.ink(1)
    apple = s.in_play("tfc-134")
    s.hand("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    princess = s.in_play("tfc-013", "p2")
    s.main(answer=f"activate:{apple}:0")
    s.expect("p1", "choose_targets", options=[theirs, princess], answer=[princess])
    assert princess not in s.state["cards"] and defs(s, "p2.discard") == ["tfc-013"]
    assert not s.card(theirs)["exerted"] and defs(s, "p1.discard") == ["tfc-134"]


def test_poisoned_apple_needs_1_ink():
    s = LorcanaScenario()
    apple = s.in_play("tfc-134")
    s.hand("tfc-012")
    s.in_play("tfc-013", "p2")
    assert f"activate:{apple}:0" not in option_ids(s.main())


def test_captain_hook_ruthless_pirate_gives_opposing_evasive_characters_reckless():
    """tfc-107 虎克船长——无耻的海盗【你这个懦夫！】只要这个角色为力竭状态，对手具灵活的角色均获得鲁莽。"""
    s = LorcanaScenario()
    hook = s.in_play("tfc-107", exerted=True)
    ev = s.in_play("tfc-091", "p2")  # evasive
    other = s.in_play("tfc-012", "p2")
    assert has_keyword(s.state, ev, "reckless") and not has_keyword(s.state, other, "reckless")
    s.ctx().card(hook)["exerted"] = False
    assert not has_keyword(s.state, ev, "reckless")
    # evasive from a static: Jetsam 046 gives Flotsam evasive
    s.ctx().card(hook)["exerted"] = True
    flotsam = s.in_play("tfc-043", "p2")
    s.in_play("tfc-046", "p2")
    assert has_keyword(s.state, flotsam, "evasive") and has_keyword(s.state, flotsam, "reckless")

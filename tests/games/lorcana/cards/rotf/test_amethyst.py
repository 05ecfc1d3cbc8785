"""Amethyst card scenarios of set 2 (rotf-035 to rotf-068): the printed ability, a position, the
answers, the resulting state."""

from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_blue_fairy_may_draw_when_you_play_a_floodborn_character():
    """蓝仙女——奖励善举 (rotf-036): <灵活>%\\超凡幽光\\ 每当你打出一个墨洪源形角色时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(7)
    s.in_play("rotf-036")
    pinocchio = s.hand("rotf-057")  # Floodborn
    mickey = s.hand("tfc-013")  # Storyborn: no trigger
    s.main(answer=f"play:{mickey}")
    s.main(answer=f"play:{pinocchio}")
    s.expect("p1", "choose_option", answer=["t2"])  # Blue Fairy's trigger first (8.7.4)
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 1


def test_fairy_godmother_pure_heart_may_exert_when_you_play_cinderella():
    """仙女教母——纯良善心 (rotf-042): \\交给我就可以了\\ 每当你打出一个名称为灰姑娘的角色时，你可以令所选的角色
    力竭。"""
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("rotf-042")
    cinderella = s.hand("rotf-003")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{cinderella}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=[a])
    assert s.card(a)["exerted"] and not s.card(b)["exerted"]


def test_heihei_persistent_presence_returns_to_hand_when_banished_in_a_challenge():
    """憨憨——不停现身 (rotf-043): \\他回来了！\\ 当这个角色在挑战中（包括发起和受到挑战）被驱逐时，将这张卡移回
    你手上。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    heihei = s.in_play("rotf-043")  # 2/1
    s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"challenge:{heihei}")
    assert defs(s, "p1.hand") == ["tfc-012", "rotf-043"] and defs(s, "p1.discard") == []


def test_jiminy_cricket_may_draw_if_you_have_pinocchio():
    """蟋蟀吉明尼——匹诺曹的良心 (rotf-044): <灵活>%\\小小的声音\\ 当你打出这个角色时，如果你在场上有名称为匹诺曹
    的角色，则你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    jiminy, other = s.hand("rotf-044"), s.hand("rotf-044")
    s.hand("tfc-012")
    s.main(answer=f"play:{jiminy}")  # no Pinocchio: nothing asked
    s.in_play("rotf-056")
    s.main(answer=f"play:{other}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_kuzco_wanted_llama_may_draw_when_banished():
    """库斯德——被索命的羊驼 (rotf-045): \\好了，这是哪儿！？\\ 当这个角色被驱逐时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    kuzco = s.in_play("rotf-045")  # 1/2
    s.in_play("tfc-012", "p2", exerted=True)
    s.main(answer=f"challenge:{kuzco}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2 and defs(s, "p1.discard") == ["rotf-045"]


def test_peter_pans_shadow_gives_your_other_rush_characters_evasive():
    """彼得·潘的影子——还未缝上 (rotf-055): <灵活>%<速击>%\\轻手轻脚\\ 你的其他具<速击>的角色获得<灵活>。"""
    s = LorcanaScenario()
    shadow = s.in_play("rotf-055")
    mulan = s.in_play("rotf-117")  # Rush
    mickey = s.in_play("tfc-012")  # no Rush
    theirs = s.in_play("rotf-117", "p2")
    assert has_keyword(s.state, shadow, "evasive") and has_keyword(s.state, mulan, "evasive")
    assert not has_keyword(s.state, mickey, "evasive") and not has_keyword(s.state, theirs, "evasive")


def test_pinocchio_on_the_run_may_return_a_cheap_character_or_item():
    """匹诺曹——狂奔上路 (rotf-057): <转形> 3%\\听从你的良心\\ 当你打出这个角色时，你可以将所选的费用等于或小于 3
    的角色或物品移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(5)
    pinocchio = s.hand("rotf-057")
    s.hand("tfc-012")
    item = s.in_play("tfc-204", "p2")  # cost 3
    mickey = s.in_play("tfc-012", "p2")  # cost 3
    s.in_play("tfc-040", "p2")  # cost 4: not offered
    s.main(answer=f"play:{pinocchio}")
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", options=[item, mickey], answer=[item])
    assert defs(s, "p2.hand") == ["tfc-204"]


def test_pinocchio_talkative_puppet_may_exert_an_opposing_character():
    """匹诺曹——健谈的木偶 (rotf-058): \\撒谎\\ 当你打出这个角色时，你可以令所选的对手角色力竭。"""
    s = LorcanaScenario()
    s.ink(2)
    pinocchio = s.hand("rotf-058")
    s.hand("tfc-012")
    s.in_play("tfc-012")  # yours: not offered
    a, b = s.in_play("tfc-012", "p2"), s.in_play("tfc-013", "p2")
    s.main(answer=f"play:{pinocchio}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [a, b], [b])
    assert s.card(b)["exerted"] and not s.card(a)["exerted"]


def test_im_stuck_keeps_an_exerted_character_from_readying():
    """我被夹住了！ (rotf-063): 所选的力竭状态的角色在其下一个回合的开始时不能就绪。"""
    s = LorcanaScenario()
    s.ink(1)
    action = s.hand("rotf-063")
    s.hand("tfc-012")
    stuck = s.in_play("tfc-012", "p2", exerted=True)
    other = s.in_play("tfc-013", "p2", exerted=True)
    s.in_play("tfc-040", "p2")  # ready: not offered
    s.main(answer=f"play:{action}")
    choose(s, [stuck, other], [stuck])
    s.main(answer="end")
    assert s.card(stuck)["exerted"] and not s.card(other)["exerted"]


def test_legend_of_the_sword_in_the_stone_gives_challenger_3():
    """石中剑传说 (rotf-064): 所选的角色本回合获得<善战> +3。"""
    s = LorcanaScenario()
    s.ink(2)
    song = s.hand("rotf-064")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    theirs = s.in_play("tfc-040", "p2", exerted=True)  # 4/4
    s.main(answer=f"play:{song}")
    choose(s, [mickey, theirs], [mickey])
    s.main(answer=f"challenge:{mickey}")
    assert theirs not in s.state["cards"]


def test_croquet_mallet_gives_rush():
    """槌球杆 (rotf-066): \\打刺猬\\ 驱逐这个物品～所选的角色本回合获得<速击>。"""
    s = LorcanaScenario()
    mallet = s.in_play("rotf-066")
    s.hand("tfc-012")
    fresh = s.in_play("tfc-040", dry=False)
    theirs = s.in_play("tfc-012", "p2", exerted=True)
    assert f"challenge:{fresh}" not in option_ids(s.main())
    s.main(answer=f"activate:{mallet}:0")
    choose(s, [fresh, theirs], [fresh])
    assert mallet not in s.state["cards"] and has_keyword(s.state, fresh, "rush")
    assert f"challenge:{fresh}" in option_ids(s.main())


def test_perplexing_signposts_returns_your_character():
    """迷惑路标 (rotf-067): \\通往仙境\\ 驱逐这个物品～将所选的你的角色移回你手上。"""
    s = LorcanaScenario()
    signposts = s.in_play("rotf-067")
    s.hand("tfc-012")
    a, b = s.in_play("tfc-040"), s.in_play("tfc-013")
    s.in_play("tfc-012", "p2")  # the opponent's: not offered
    s.main(answer=f"activate:{signposts}:0")
    choose(s, [a, b], [a])
    assert sorted(defs(s, "p1.hand")) == ["tfc-012", "tfc-040"] and defs(s, "p1.discard") == ["rotf-067"]


def test_the_sorcerers_spellbook_gains_1_lore():
    """魔法咒语书 (rotf-068): \\知识\\ {E}，1 {I}～获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(1)
    book = s.in_play("rotf-068")
    s.hand("tfc-012")
    s.main(answer=f"activate:{book}:0")
    assert s.lore("p1") == 1 and s.card(book)["exerted"]
    assert f"activate:{book}:0" not in option_ids(s.main())
    assert stat(s.state, book, "lore") == 0


def test_merlin_goat_gains_1_lore_when_played_and_whenever_he_leaves_play():
    """梅林——山羊 (rotf-051): \\我来了！\\ 当你打出这个角色和当他离场时，获得 1 点奇谈。 ("离场": banished,
    returned to hand or put into an inkwell alike; a leave-play trigger looks back, 8.4.4.)"""
    s = LorcanaScenario()
    s.ink(4)
    merlin = s.hand("rotf-051")
    s.hand("tfc-012")
    s.main(answer=f"play:{merlin}")
    assert s.lore("p1") == 1
    signposts = s.in_play("rotf-067")
    s.main(answer=f"activate:{signposts}:0")  # Merlin is the only character of yours: returned to hand
    assert s.lore("p1") == 2 and s.cards("p1.hand", "rotf-051")
    fighter = s.in_play("rotf-051")  # 4/3
    s.in_play("tfc-055", "p2", exerted=True)  # 5/7: banishes him
    s.main(answer=f"challenge:{fighter}")
    assert s.lore("p1") == 3


def test_merlin_crab_gives_challenger_3_when_played_and_when_he_leaves_play():
    """梅林——蟹 (rotf-050): \\你准备好了没有！\\ 当你打出这个角色和当他离场时，所选的角色本回合获得<善战> +3。"""
    s = LorcanaScenario()
    s.ink(3)
    merlin = s.hand("rotf-050")
    s.hand("tfc-012")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"play:{merlin}")
    s.expect("p1", "choose_targets", answer=[mickey])
    assert has_keyword(s.state, mickey, "challenger")
    crab = s.in_play("rotf-050")  # another one, there since the turn began
    other = s.in_play("tfc-040")
    s.in_play("tfc-055", "p2", exerted=True)
    s.main(answer=f"challenge:{crab}")  # 3/3 against 5/7: banished
    s.expect("p1", "choose_targets", answer=[other])
    assert has_keyword(s.state, other, "challenger")


def test_merlin_rabbit_may_draw_when_played_and_when_he_leaves_play():
    """梅林——兔子 (rotf-052): \\我变我变我变变变！\\ 当你打出这个角色和当他离场时，你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(4)
    merlin = s.hand("rotf-052")
    s.hand("tfc-012")
    s.main(answer=f"play:{merlin}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2
    signposts = s.in_play("rotf-067")
    s.main(answer=f"activate:{signposts}:0")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 4  # Merlin back in hand and a card drawn


def test_merlin_squirrel_looks_at_the_top_card_when_played_and_when_he_leaves_play():
    """梅林——松鼠 (rotf-054): \\跳之前要先看看\\ 当你打出这个角色和当他离场时，查看你卡组顶的那张卡。将其置于你的
    卡组顶或卡组底。"""
    s = LorcanaScenario()
    s.ink(2)
    merlin = s.hand("rotf-054")
    s.hand("tfc-012")
    top = s.on_top("tfc-040")
    s.main(answer=f"play:{merlin}")
    s.expect("p1", "choose_option", answer=["bottom"])
    assert defs(s, "p1.deck")[0] == "tfc-040" and top not in s.state["cards"]
    squirrel = s.in_play("rotf-054")  # another one, there since the turn began
    s.in_play("tfc-012", "p2", exerted=True)
    s.on_top("tfc-055")
    s.main(answer=f"challenge:{squirrel}")  # 2/1: banished
    s.expect("p1", "choose_option", answer=["top"])
    assert defs(s, "p1.deck")[-1] == "tfc-055"



def test_arthur_wizards_apprentice_may_return_another_character_for_2_lore():
    """亚瑟——巫师的学徒 (rotf-035): \\学生\\ 每当这个角色探奇时，你可以将所选的你的另一个角色移回你手上来获得 2 点
    奇谈。 ("[A] 来 [B]", 7.1.2.2: without another character of yours, no lore.)"""
    s = LorcanaScenario()
    arthur = s.in_play("rotf-035")
    s.hand("tfc-012")
    s.in_play("tfc-012", "p2")  # the opponent's: cannot pay
    s.main(answer=f"quest:{arthur}")
    assert s.lore("p1") == 1  # nothing to return: not asked (the cost cannot be paid), no lore
    s.card(arthur)["exerted"] = False
    a, b = s.in_play("tfc-040"), s.in_play("tfc-013")
    s.main(answer=f"quest:{arthur}")
    s.expect("p1", "yes_no", answer=["yes"])
    choose(s, [a, b], [a])
    assert s.lore("p1") == 4 and s.cards("p1.hand", "tfc-040")

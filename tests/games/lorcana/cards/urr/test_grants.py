"""Set-4 cards whose activated abilities cost more than ⟳ and ink: a card the player chooses is
banished or discarded as part of the cost (7.5.3.2), paid in full before the effect (7.5.3.3)."""

from engine.games.lorcana.ink import ready_ink
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids

ITEM = "tfc-032"  # 水晶球 (any item will do)


def test_triton_banishes_one_of_your_items_to_gain_3_lore():
    """川顿——敏锐的国王 (urr-159): \\送诸海底\\ {E}，驱逐你的一个物品～获得 3 点奇谈。"""
    s = LorcanaScenario()
    triton = s.in_play("urr-159")
    s.in_play(ITEM, "p2")  # an opponent's item cannot pay the cost
    assert f"activate:{triton}:0" not in option_ids(s.main())  # no item of yours: cannot be used (7.5.3)
    first, second = s.in_play(ITEM), s.in_play(ITEM)
    s.main(answer=f"activate:{triton}:0")
    s.expect("p1", "choose_cards", options=[first, second], answer=[second])
    assert s.lore("p1") == 3
    assert defs(s, "p1.discard") == [ITEM] and s.zone("p1.play") == [triton, first] and s.card(triton)["exerted"]


def test_rls_legacys_cannon_discards_a_card_to_deal_2_damage():
    """史蒂文森传世宝号的大炮 (urr-202): \\叭卟！\\ {E}，2 {I}，弃置一张卡～向所选的角色或地点造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    cannon = s.in_play("urr-202")
    target, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-012")
    assert f"activate:{cannon}:0" not in option_ids(s.main())  # an empty hand cannot pay it
    kept, card = s.hand("tfc-012"), s.hand("tfc-036")
    s.main(answer=f"activate:{cannon}:0")
    s.expect("p1", "choose_cards", options=[kept, card], answer=[card])
    choose(s, [target, mine], [target])
    assert s.damage(target) == 2
    assert defs(s, "p1.discard") == ["tfc-036"] and s.zone("p1.hand") == [kept] and ready_ink(s.state, "p1") == 0


def test_megara_is_banished_unasked_with_an_empty_hand():
    """蜜儿——魅力怨妇 (urr-079): \\不光彩的交易\\ 当你打出这个角色时，选择并弃置一张卡或驱逐这个角色。
    "A或B": an empty hand leaves only banishing her (1.2.3)."""
    s = LorcanaScenario()
    s.ink(3)
    megara = s.hand("urr-079")
    s.main(answer=f"play:{megara}")
    assert defs(s, "p1.discard") == ["urr-079"]


def test_megara_stays_when_a_card_is_discarded():
    """蜜儿——魅力怨妇 (urr-079): with a card in hand the player may discard it instead."""
    s = LorcanaScenario()
    s.ink(3)
    megara, card = s.hand("urr-079"), s.hand("tfc-012")  # a card played becomes a new object in play
    s.main(answer=f"play:{megara}")
    s.expect("p1", "choose_option", options=["0", "1"], answer=["0"])  # the only card is discarded unasked
    assert defs(s, "p1.discard") == ["tfc-012"] and defs(s, "p1.play") == ["urr-079"] and card not in s.state["cards"]


def test_hades_banishes_another_character_to_play_one_of_the_same_name_for_free():
    """哈迪斯——两面派 (urr-074): \\这是交换的条件\\ {E}，驱逐你的一个其他角色～免费打出一个与被驱逐的角色名称相同的角色。"""
    s = LorcanaScenario()
    hades = s.in_play("urr-074")
    s.in_play("tfc-012")  # 米奇——真心朋友
    other_mickey, owl = s.hand("iti-182"), s.hand("tfc-036")
    s.main(answer=f"activate:{hades}:0")  # the only other character pays unasked
    ask = s.expect("p1", "choose_cards", exact=False, options=[other_mickey], answer=[other_mickey])
    assert owl not in option_ids(ask) and (ask["min"], ask["max"]) == (1, 1)  # printed without "你可以"
    assert defs(s, "p1.discard") == ["tfc-012"] and defs(s, "p1.play") == ["urr-074", "iti-182"]


def test_julieta_may_draw_after_removing_damage():
    """朱丽埃塔·马利加——顶级大厨 (urr-013): \\招牌菜\\ 当你打出这个角色时，你可以从所选的角色上移去至多 2 点伤害。
    如果你以此法移去伤害，则你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(3)
    julieta = s.hand("urr-013")
    hurt = s.in_play("tfc-004", damage=3)
    s.on_top("tfc-036")
    s.main(answer=f"play:{julieta}")
    choose(s, [hurt, *s.zone("p1.play")[1:]], [hurt])
    s.expect("p1", "choose_number", answer=["2"])
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.damage(hurt) == 1 and defs(s, "p1.hand") == ["tfc-036"]


def test_julieta_does_not_offer_the_draw_when_no_damage_was_removed():
    """朱丽埃塔·马利加——顶级大厨 (urr-013): removing 0 damage is not "removing damage this way"."""
    s = LorcanaScenario()
    s.ink(3)
    julieta = s.hand("urr-013")
    hurt = s.in_play("tfc-004", damage=1)
    s.hand("tfc-012")  # something else to do afterwards
    s.main(answer=f"play:{julieta}")
    choose(s, [hurt, *s.zone("p1.play")[1:]], [hurt])
    s.expect("p1", "choose_number", answer=["0"])
    s.main()  # straight back to the main phase: no draw question
    assert s.damage(hurt) == 1 and defs(s, "p1.hand") == ["tfc-012"]

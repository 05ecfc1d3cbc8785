"""Set-2 cards whose activated abilities cost more than ⟳ and ink: one of your ready characters
exerted, or a character card discarded, chosen as the cost is paid (7.5.3.2)."""

from tests.games.lorcana.position import LorcanaScenario, defs, option_ids


def test_binding_contract_exerts_one_of_your_dry_ready_characters_to_exert_a_chosen_character():
    """合约 (rotf-065): \\永久有效\\ {E}，{E} 你的一个角色～令所选的角色力竭。"""
    s = LorcanaScenario()
    contract = s.in_play("rotf-065")
    s.in_play("tfc-012", exerted=True)  # exerted: cannot pay
    s.in_play("tfc-012", dry=False)  # drying: cannot be exerted to pay a cost (glossary 等待奇墨晾干)
    foe = s.in_play("tfc-036", "p2")
    s.hand("tfc-012")  # something else to do, so the turn does not end by itself
    assert f"activate:{contract}:0" not in option_ids(s.main())
    mine, other = s.in_play("tfc-012"), s.in_play("tfc-036")
    s.main(answer=f"activate:{contract}:0")
    s.expect("p1", "choose_cards", options=[mine, other], answer=[mine])
    s.expect("p1", "choose_targets", exact=False, options=[foe], answer=[foe])
    assert s.card(mine)["exerted"] and s.card(foe)["exerted"] and s.card(contract)["exerted"]
    assert not s.card(other).get("exerted")


def test_the_queen_disguised_peddler_gains_the_lore_of_the_discarded_character():
    """皇后——假扮的小贩 (rotf-093): \\完美的变身\\ {E}，选择并弃置一张角色卡～获得等同于所弃置角色之 {L} 的奇谈。"""
    s = LorcanaScenario()
    queen = s.in_play("rotf-093")
    s.hand("tfc-032")  # an item card cannot pay it
    assert f"activate:{queen}:0" not in option_ids(s.main())
    two_lore, one_lore = s.hand("tfc-012"), s.hand("tfc-036")
    s.main(answer=f"activate:{queen}:0")
    s.expect("p1", "choose_cards", options=[two_lore, one_lore], answer=[two_lore])
    assert s.lore("p1") == 2  # 米奇——真心朋友 has 2 ◊
    assert defs(s, "p1.discard") == ["tfc-012"] and s.zone("p1.hand")[1:] == [one_lore]


def test_madam_mim_snake_is_banished_when_no_other_character_can_go_back():
    """蛮夫人——蛇 (rotf-049): \\你等着瞧\\ 当你打出这个角色时，将她驱逐或将所选的你的另一个角色移回你手上。
    "A或B": with nothing to return, only banishing her can be done, so it is done unasked (1.2.3)."""
    s = LorcanaScenario()
    s.ink(2)
    mim = s.hand("rotf-049")
    s.in_play("tfc-012", "p2")  # an opponent's character is not yours to return
    s.main(answer=f"play:{mim}")
    assert defs(s, "p1.discard") == ["rotf-049"] and s.zone("p1.play") == []


def test_madam_mim_snake_may_return_another_character_instead():
    """蛮夫人——蛇 (rotf-049): the player picks "return another character" and which one."""
    s = LorcanaScenario()
    s.ink(2)
    mim = s.hand("rotf-049")
    friend = s.in_play("tfc-012")
    s.main(answer=f"play:{mim}")
    s.expect("p1", "choose_option", options=["0", "1"], answer=["1"])
    assert defs(s, "p1.hand") == ["tfc-012"] and defs(s, "p1.play") == ["rotf-049"] and friend not in s.state["cards"]


def test_madam_mim_fox_may_still_banish_herself_with_another_character_in_play():
    """蛮夫人——狐狸 (rotf-046): <速击> % \\追兔子\\ 当你打出这个角色时，将她驱逐或将所选的你的另一个角色移回你手上。"""
    s = LorcanaScenario()
    s.ink(3)
    mim = s.hand("rotf-046")
    friend = s.in_play("tfc-012")
    s.main(answer=f"play:{mim}")
    s.expect("p1", "choose_option", options=["0", "1"], answer=["0"])
    assert defs(s, "p1.discard") == ["rotf-046"] and s.zone("p1.play") == [friend]


def test_madam_mim_purple_dragon_returns_two_other_characters():
    """蛮夫人——紫色喷火龙 (rotf-047): <灵活> % \\我赢了，我赢了！\\ 当你打出这个角色时，将她驱逐或将另 2 个所选的你的
    角色移回你手上。"""
    s = LorcanaScenario()
    s.ink(7)
    mim = s.hand("rotf-047")
    first, second, third = s.in_play("tfc-012"), s.in_play("tfc-036"), s.in_play("tfc-036")
    s.main(answer=f"play:{mim}")
    s.expect("p1", "choose_option", options=["0", "1"], answer=["1"])
    ask = s.expect("p1", "choose_targets", options=[first, second, third], answer=[first, third])
    assert (ask["min"], ask["max"]) == (2, 2)
    assert sorted(defs(s, "p1.hand")) == ["tfc-012", "tfc-036"] and defs(s, "p1.play") == ["tfc-036", "rotf-047"]


def test_bibbidi_bobbidi_boo_plays_a_character_costing_no_more_than_the_one_returned():
    """比比迪巴比迪布 (rotf-096): 将所选的你的角色移回你手上来免费打出一个费用相等或较少的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("rotf-096")
    dearer, cheaper = s.hand("iti-182"), s.hand("tfc-036")  # cost 4 and 1
    mickey = s.in_play("tfc-012")  # cost 3
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_cards", exact=False, options=[cheaper], answer=[cheaper])
    assert dearer not in option_ids(ask) and mickey not in s.state["cards"]
    assert defs(s, "p1.play") == ["tfc-036"] and sorted(defs(s, "p1.hand")) == ["iti-182", "tfc-012"]

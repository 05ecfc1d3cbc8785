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

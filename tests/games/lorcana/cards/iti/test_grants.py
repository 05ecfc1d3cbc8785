"""Set-3 cards whose choices are bounded by another card's value, read as the step resolves
(limits.py): "费用等于或小于这个角色 ¤ 的", "¤ 小于该角色的"."""

from tests.games.lorcana.position import LorcanaScenario, defs, option_ids

RECKLESS = "rotf-107"  # 费利——喂不饱, Reckless, 3 ¤


def test_magica_de_spell_returns_an_item_costing_no_more_than_her_strength():
    """马积嘉——窃币女巫 (iti-050): \\隔空取物\\ {E}～将费用等于或小于这个角色 {S} 的所选物品移回其玩家的手上。"""
    s = LorcanaScenario()
    magica = s.in_play("iti-050")  # 3 ¤
    bow, heart = s.in_play("iti-098", "p2"), s.in_play("iti-030", "p2")  # cost 3 and 4
    s.in_play("tfc-032")  # one of hers, cost 1, so there is a choice
    s.main(answer=f"activate:{magica}:0")
    ask = s.expect("p1", "choose_targets", exact=False, options=[bow], answer=[bow])
    assert heart not in option_ids(ask)
    assert defs(s, "p2.hand") == ["iti-098"] and s.zone("p2.play") == [heart]


def test_divebomb_banishes_a_character_weaker_than_the_reckless_one_paid():
    """俯冲突击 (iti-128): 驱逐你的一个具<鲁莽>的角色来驱逐所选的 {S} 小于该角色的角色。"""
    s = LorcanaScenario()
    s.ink(3)
    divebomb = s.hand("iti-128")
    reckless = s.in_play(RECKLESS)
    s.in_play("tfc-012")  # not Reckless: cannot pay
    weaker, other_weaker, equal = s.in_play("tfc-036", "p2"), s.in_play("tfc-036", "p2"), s.in_play("tfc-012", "p2")
    s.main(answer=f"play:{divebomb}")  # the one Reckless character pays unasked
    s.expect("p1", "choose_targets", options=[weaker, other_weaker], answer=[weaker])  # 2 ¤ < 3 ¤; 3 ¤ is not
    assert reckless not in s.state["cards"] and RECKLESS in defs(s, "p1.discard")
    assert defs(s, "p2.discard") == ["tfc-036"] and s.zone("p2.play") == [other_weaker, equal]


def test_divebomb_does_nothing_without_a_reckless_character_to_banish():
    """俯冲突击 (iti-128): "[A]来[B]": without a Reckless character the cost is not paid, so nothing is banished (7.1.2.2)."""
    s = LorcanaScenario()
    s.ink(3)
    divebomb = s.hand("iti-128")
    mine, theirs = s.in_play("tfc-012"), s.in_play("tfc-036", "p2")
    s.main(answer=f"play:{divebomb}")
    assert s.zone("p1.play") == [mine] and s.zone("p2.play") == [theirs] and defs(s, "p1.discard") == ["iti-128"]


def test_pongo_pays_2_ink_once_a_turn_to_reveal_the_top_card():
    """彭哥——坚定的狗爸爸 (iti-019): \\黑夜呼叫\\ 每回合一次，你可以支付 2 ⬡ 来展示你卡组顶的那张卡。如果它是角色卡，
    则将它置于你手上。否则，将它置于你的卡组底。 An activated ability (7.5.1), usable even drying (no ⟳, 4.3.8.2)."""
    s = LorcanaScenario()
    s.ink(4)
    pongo = s.in_play("iti-019", dry=False)
    s.hand("tfc-012")  # something else to do, so the turn does not end by itself
    s.on_top("tfc-036"), s.on_top("tfc-032")
    s.main(answer=f"activate:{pongo}:0")
    deck = defs(s, "p1.deck")  # bottom first
    assert (deck[0], deck[-1]) == ("tfc-032", "tfc-036")  # not a character: to the bottom
    assert f"activate:{pongo}:0" not in option_ids(s.main())  # once a turn, though 2 ink are still ready


def test_pongo_puts_a_revealed_character_into_the_hand():
    """彭哥——坚定的狗爸爸 (iti-019): a character card on top goes to the hand."""
    s = LorcanaScenario()
    s.ink(2)
    pongo = s.in_play("iti-019")
    s.on_top("tfc-036")
    s.main(answer=f"activate:{pongo}:0")
    assert defs(s, "p1.hand") == ["tfc-036"] and not s.card(pongo).get("exerted")


def test_the_boss_is_on_a_roll_splits_the_top_5_between_top_and_bottom_in_chosen_orders():
    """我终于得到了海底的王冠 (iti-063): 查看你卡组顶的 5 张卡。将其中任意数量张卡以任意顺序置于你的卡组顶或卡组底。
    获得 1 点奇谈。 Each group in the order the player chooses (8.2.4)."""
    s = LorcanaScenario()
    s.ink(3)
    song = s.hand("iti-063")
    a, b, c, d, e = (s.on_top(x) for x in ("tfc-001", "tfc-002", "tfc-003", "tfc-004", "tfc-005"))
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[a, b, c, d, e], answer=[a, c])
    s.expect("p1", "choose_cards", options=[a, c], answer=[a, c])  # a on the very top
    s.expect("p1", "choose_cards", options=[b, d, e], answer=[d, b, e])  # d on the very bottom
    deck = defs(s, "p1.deck")  # bottom first
    assert deck[:3] == ["tfc-004", "tfc-002", "tfc-005"] and deck[-2:] == ["tfc-003", "tfc-001"]
    assert s.lore("p1") == 1

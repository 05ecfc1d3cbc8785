"""Into the Inklands (set 3) cards written by helper lor-b: triggers mixed with step or static
constructs, and the steps they needed. The printed ability, a position, the answers, the state."""

import pytest

from engine.games.lorcana.costs import total_cost
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, cost 3, no text
PHILLIP = "tfc-016"  # Prince Phillip – Dragonslayer: a 王子, cost 4


def test_pride_rock_gives_characters_here_2_willpower():
    """荣耀国——荣耀石 (iti-033): \\紧密相连\\ 在此处的角色得 +2 {W}。"""
    s = LorcanaScenario()
    rock = s.in_play("iti-033")
    here, elsewhere = s.in_play(MICKEY, at=rock), s.in_play(MICKEY)
    assert stat(s.state, here, "willpower") == 5 and stat(s.state, elsewhere, "willpower") == 3


def test_pride_rock_makes_characters_cost_1_less_while_a_prince_is_here():
    """\\狮子家园\\ 如果你在此处有王子或君王角色，则你少支付 1 {I} 来打出角色 (a "while", 7.6.5)."""
    s = LorcanaScenario()
    s.ink(4)
    rock = s.in_play("iti-033")
    phillip = s.in_play(PHILLIP)
    mickey = s.hand(MICKEY)
    assert total_cost(s.state, "p1", mickey, 3) == 3  # the prince is not here yet
    s.main(answer=f"move:{phillip}:{rock}")  # 2 ink: 2 left for Mickey, who costs 3 - 1
    assert total_cost(s.state, "p1", mickey, 3) == 2
    s.main(answer=f"play:{mickey}")
    assert s.cards("p1.play", MICKEY)


def test_queens_castle_may_draw_one_card_per_character_of_yours_here_at_the_start_of_your_turn():
    """皇后的城堡——魔镜厅 (iti-067): \\询问魔镜\\ 在你的回合开始时，你在此处每有一个角色，你便可以抽一张卡
    (each draw a "may": the player picks how many, 7.1.8)."""
    s = LorcanaScenario()
    castle = s.in_play("iti-067")
    s.in_play(MICKEY, at=castle), s.in_play(MICKEY, at=castle), s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")
    ask = s.expect("p1", "choose_number", answer=["1"])  # before the draw step (4.2.1.4, 4.2.3)
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2"]
    assert len(s.zone("p1.hand")) == 1 + 1 + 1  # Mickey, the may, the draw step


def test_peter_pan_gains_the_lore_of_the_location_he_moves_to_once_a_turn():
    """彼得·潘——走失小孩的领袖 (iti-082): \\我在那里听故事\\ 每回合一次，当这个角色移至一处地点时，获得等同于该地点之
    {L} 的奇谈。"""
    s = LorcanaScenario()
    s.ink(4)
    peter = s.in_play("iti-082")
    castle, rock = s.in_play("iti-067"), s.in_play("iti-033")  # 2 lore (move 1), 1 lore (move 2)
    s.hand(MICKEY)
    s.main(answer=f"move:{peter}:{castle}")
    s.main()
    assert s.lore("p1") == 2
    s.main(answer=f"move:{peter}:{rock}")
    s.main()
    assert s.lore("p1") == 2  # once a turn


def test_lucky_reveals_the_top_3_and_takes_any_characters_of_cost_2_or_less():
    """拉奇——第十五只小狗 (iti-008): \\一点事儿都没有\\ {E}～展示你卡组顶的 3 张卡。你可以将所有费用等于或小于 2 的角色卡置于
    你手上。将其余的卡以任意顺序置于你的卡组底. "展示": every player sees the three (7.1.10)."""
    s = LorcanaScenario()
    lucky = s.in_play("iti-008")
    big = s.on_top("tfc-005")  # Hades – King of Olympus: cost 8
    small = [s.on_top("iti-006"), s.on_top("iti-079")]  # Kida, Milo: cost 1
    s.hand(MICKEY)
    s.main(answer=f"activate:{lucky}:0")
    assert all(s.ctx().can_see(c, "p2") for c in [big, *small])
    ask = s.expect("p1", "choose_cards", answer=small)
    assert sorted(o["id"] for o in ask["options"]) == sorted(small) and (ask["min"], ask["max"]) == (0, 2)
    s.main()
    assert sorted(s.card(c)["def"] for c in s.zone("p1.hand")) == sorted(["iti-006", "iti-079", MICKEY])
    assert s.card(s.zone("p1.deck")[0])["def"] == "tfc-005"  # at the bottom


@pytest.mark.parametrize(("others", "lore"), [(4, 3), (3, 2)])
def test_lucky_gives_your_other_characters_1_lore_when_he_quests_with_4_others(others, lore):
    """\\宠爱\\ 每当这个角色探奇时，如果你在场上有 4 个或更多其他角色，则你的其他角色本回合得 +1 {L} (3 others: no)."""
    s = LorcanaScenario()
    lucky = s.in_play("iti-008")
    mickeys = [s.in_play(MICKEY) for _ in range(others)]
    s.hand(MICKEY)
    s.main(answer=f"quest:{lucky}")
    s.main()
    assert [stat(s.state, c, "lore") for c in mickeys] == [lore] * others and stat(s.state, lucky, "lore") == 1


def test_it_calls_me_draws_then_shuffles_up_to_3_cards_from_the_opponents_discard_into_their_deck():
    """呼唤我 (iti-061): 抽一张卡。然后从所选的对手的弃置区中选择至多 3 张卡，并将它们洗入其玩家的卡组."""
    s = LorcanaScenario()
    s.ink(1)
    gone = [s.put(MICKEY, "p2.discard") for _ in range(4)]
    deck = len(s.zone("p2.deck"))
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('iti-061')}")
    ask = s.expect("p1", "choose_cards", answer=gone[:3])
    assert ask["min"] == 0 and ask["max"] == 3
    assert len(s.zone("p2.discard")) == 1 and len(s.zone("p2.deck")) == deck + 3
    assert len(s.zone("p1.hand")) == 2  # Mickey and the card drawn


def test_maui_soaring_demigod_gets_1_lore_and_loses_reckless_this_turn_when_heihei_quests():
    """毛伊——翱翔的半神 (iti-113): <鲁莽>%\\享用你\\ 每当你的一个名称为憨憨的角色探奇时，这个角色本回合得 +1 {L} 且失去
    <鲁莽>. Without Reckless he may quest (10.5.2) and need not challenge (10.5.3)."""
    s = LorcanaScenario()
    maui = s.in_play("iti-113")
    heihei = s.in_play("tfc-007")  # HeiHei – Boat Snack
    s.hand(MICKEY)
    assert f"quest:{maui}" not in [o["id"] for o in s.main()["options"]]
    s.main(answer=f"quest:{heihei}")
    s.expect("p1", "choose_option", answer=["t1"])  # Maui's trigger first, then HeiHei's Support
    s.expect("p1", "choose_targets", answer=[])
    assert not has_keyword(s.state, maui, "reckless") and stat(s.state, maui, "lore") == 1
    s.main(answer=f"quest:{maui}")
    assert s.lore("p1") == 1 + 1  # HeiHei's 1 and Maui's 1
    s.main(answer="end")
    assert has_keyword(s.state, maui, "reckless") and stat(s.state, maui, "lore") == 0

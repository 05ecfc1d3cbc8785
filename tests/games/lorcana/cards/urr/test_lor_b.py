"""Ursula's Return (set 4) cards written by helper lor-b: triggers mixed with step or static
constructs, and the steps they needed. The printed ability, a position, the answers, the state."""

import json

from engine.games.lorcana.stats import stat
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, 2 lore, cost 3, no text
STEAMBOAT = "tfc-089"  # Mickey Mouse – Steamboat Pilot: 3/4, no text
HADES = "tfc-005"  # Hades – King of Olympus: 6/7


def test_mulan_elite_archer_gets_3_strength_this_turn_when_shifted():
    """木兰——精英弓箭手 (urr-114): \\正直射手\\ 当你打出这个角色时，如果你利用<转形>打出她，则她在本回合得 +3 {S}。"""
    s = LorcanaScenario()
    s.ink(5)
    s.in_play("tfc-118")  # Mulan – Imperial Soldier
    archer = s.hand("urr-114")
    s.hand(MICKEY)
    s.main(answer=f"shift:{archer}")
    s.main()
    (mulan,) = s.cards("p1.play", "urr-114")
    assert stat(s.state, mulan, "strength") == 5
    s.main(answer="end")
    assert stat(s.state, mulan, "strength") == 2


def test_mulan_elite_archer_deals_the_same_damage_to_up_to_2_other_chosen_characters():
    """\\三连射\\ 在你的回合中，每当这个角色在挑战中向另一个角色造成伤害时，向至多 2 个所选的其他角色各造成等量伤害。"""
    s = LorcanaScenario()
    mulan = s.in_play("urr-114")  # 2 strength
    hades = s.in_play(HADES, "p2", exerted=True)
    first, second, third = s.in_play(STEAMBOAT, "p2"), s.in_play(STEAMBOAT, "p2"), s.in_play(STEAMBOAT, "p2")
    s.hand(MICKEY)
    s.main(answer=f"challenge:{mulan}")  # Hades, the one exerted target
    ask = s.expect("p1", "choose_targets", options=[hades, first, second, third], answer=[first, second])
    assert (ask["min"], ask["max"]) == (0, 2)  # up to 2 (7.1.8); Mulan herself was banished by Hades
    assert [s.damage(c) for c in (hades, first, second, third)] == [2, 2, 2, 0]


def test_diablo_may_draw_when_an_opponent_draws_in_their_turn_while_he_is_exerted():
    """迪艾瓦——忠心的信使 (urr-070): \\飞得高高的\\ 在每位对手的回合中，每当他抽一张卡时，只要这个角色为力竭状态，你便
    可以抽一张卡. The opponent's draw step counts (4.2.3); your own draws do not."""
    s = LorcanaScenario()
    s.in_play("urr-070", exerted=True)
    s.hand(MICKEY)
    s.main(answer="end")
    s.expect("p1", "yes_no", answer=["yes"])  # p2 drew in their draw step
    assert len(s.zone("p1.hand")) == 2
    s.hand(MICKEY, "p2")
    s.main("p2", answer="end")
    s.main()  # p1 drew in their own draw step (Diablo readied too): nothing asked
    assert len(s.zone("p1.hand")) == 3


def test_diablo_does_nothing_while_ready():
    s = LorcanaScenario()
    s.in_play("urr-070")
    s.hand(MICKEY)
    s.main(answer="end")
    s.hand(MICKEY, "p2")
    s.main("p2")  # no question for p1
    assert len(s.zone("p1.hand")) == 1


def test_medallion_weights_gives_2_strength_and_a_draw_when_that_character_challenges_this_turn():
    """配重锭 (urr-132): \\纪律和勇气\\ {E}，2 {I}～所选的角色本回合得 +2 {S}。每当他本回合挑战另一个角色时，你可以抽
    一张卡. The trigger is made by the effect for this turn and watches the chosen character only (7.4.7)."""
    s = LorcanaScenario()
    s.ink(2)
    weights = s.in_play("urr-132")
    chosen, other = s.in_play(MICKEY), s.in_play(STEAMBOAT)
    s.in_play(HADES, "p2", exerted=True), s.in_play(HADES, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"activate:{weights}:0")
    s.expect("p1", "choose_targets", answer=[chosen])
    assert stat(s.state, chosen, "strength") == 5
    s.main(answer=f"challenge:{other}")
    s.expect("p1", "choose_targets", answer=[s.zone("p2.play")[0]])
    assert len(s.zone("p1.hand")) == 1  # not the chosen one: no draw
    s.main(answer=f"challenge:{chosen}")
    s.expect("p1", "choose_targets", answer=[s.zone("p2.play")[1]])
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 2


def test_snuggly_duckling_gains_1_lore_or_3_for_a_strong_challenger_here():
    """可爱小鸭餐厅——差评酒吧 (urr-135): \\日常打闹\\ 每当一个在此处且 {S} 等于或大于 3 的角色挑战另一个角色时，获得 1
    点奇谈。如果发起挑战的角色的 {S} 等于或大于 6，则改为获得 3 点奇谈."""
    s = LorcanaScenario()
    pub = s.in_play("urr-135")
    mickey, hades, elsewhere = s.in_play(MICKEY, at=pub), s.in_play(HADES, at=pub), s.in_play(MICKEY)
    for _ in range(3):
        s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", answer=[s.zone("p2.play")[0]])
    assert s.lore("p1") == 1
    s.main(answer=f"challenge:{hades}")
    s.expect("p1", "choose_targets", answer=[s.zone("p2.play")[1]])
    assert s.lore("p1") == 4
    s.main(answer=f"challenge:{elsewhere}")
    s.expect("p1", "choose_targets", answer=[s.zone("p2.play")[-1]])
    assert s.lore("p1") == 4  # not here


def test_snuggly_duckling_ignores_a_weak_challenger_here():
    s = LorcanaScenario()
    pub = s.in_play("urr-135")
    weak = s.in_play("iti-079", at=pub)  # Milo Thatch – Clever Cartographer: 2 strength
    s.in_play(STEAMBOAT, "p2", exerted=True)
    s.hand(MICKEY)
    s.main(answer=f"challenge:{weak}")
    s.main()
    assert s.lore("p1") == 0


def test_snuggly_duckling_ignores_a_challenge_to_a_location():
    """"挑战另一个角色": challenging a location (4.3.6.19) is not challenging a character."""
    s = LorcanaScenario()
    pub = s.in_play("urr-135")
    mickey = s.in_play(MICKEY, at=pub)
    s.in_play("iti-204", "p2")  # The Bayou, the one thing to challenge
    s.hand(MICKEY)
    s.main(answer=f"challenge:{mickey}")
    s.main()
    assert s.lore("p1") == 0


def test_winter_camp_removes_up_to_2_damage_or_up_to_4_from_a_hero_questing_here():
    """寒冬营地——医疗帐篷 (urr-170): \\照料伤兵\\ 每当一个角色在此处探奇时，从其上移去至多 2 点伤害。如果他是主角角色，
    则改为移去至多 4 点伤害."""
    s = LorcanaScenario()
    camp = s.in_play("urr-170")
    plain = s.in_play(HADES, damage=3, at=camp)  # a 反派, not a 主角
    hero = s.in_play("urr-114", damage=5, at=camp)  # Mulan – Elite Archer: a 主角
    s.hand(MICKEY)
    s.main(answer=f"quest:{plain}")
    ask = s.expect("p1", "choose_number", answer=["2"])
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2"]
    s.main(answer=f"quest:{hero}")
    ask = s.expect("p1", "choose_number", answer=["4"])
    assert [o["id"] for o in ask["options"]] == ["0", "1", "2", "3", "4"]
    assert (s.damage(plain), s.damage(hero)) == (1, 1)


def test_tuk_tuk_may_move_himself_and_another_character_to_one_location_for_free_and_pump_the_other():
    """突突——活泼的伙伴 (urr-127): \\动起来\\ 当你打出这个角色时，你可以免费将他和你的一个其他角色移至同一处地点。这个
    其他角色本回合得 +2 {S} (4.3.7 as an effect: no move cost paid)."""
    s = LorcanaScenario()
    s.ink(3)
    camp = s.in_play("urr-170")
    mickey = s.in_play(MICKEY)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('urr-127')}")
    (tuk,) = s.cards("p1.play", "urr-127")
    s.expect("p1", "yes_no", answer=["yes"])  # the one other character and the one location: nothing to choose
    assert s.card(tuk)["at_location"] == camp and s.card(mickey)["at_location"] == camp
    assert stat(s.state, mickey, "strength") == 5 and stat(s.state, tuk, "strength") == 2


def test_alma_searches_a_madrigal_reveals_it_and_puts_it_on_top_of_the_shuffled_deck():
    """艾尔玛·马利加——家族族长 (urr-002): \\都坐下\\ 当你打出这个角色时，你可以从你的卡组中搜寻一张马利加角色卡并向所有
    玩家展示那张卡。将你的卡组洗混并将那张卡置于卡组顶. Only the searcher sees the deck (the question);
    the found card is revealed to all (7.1.10); no other deck card becomes visible to the opponent."""
    s = LorcanaScenario()
    s.ink(3)
    madrigal = s.put("urr-001", "p1.deck")  # Agustín Madrigal, put at the very bottom
    s.state["zones"]["p1.deck"]["cards"].remove(madrigal)
    s.state["zones"]["p1.deck"]["cards"].insert(0, madrigal)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('urr-002')}")
    assert madrigal not in json.dumps(s.view("p2"))  # the question and its options are p1's alone
    ask = s.expect("p1", "choose_cards", answer=[madrigal])
    assert [o["id"] for o in ask["options"]] == [madrigal] and ask["min"] == 0
    top = s.zone("p1.deck")[-1]
    assert top == madrigal and s.card(top)["def"] == "urr-001"
    assert s.ctx().can_see(top, "p2")
    assert not any(s.ctx().can_see(c, "p2") for c in s.zone("p1.deck")[:-1])
    assert s.events_of("zone_shuffled")


def test_the_queen_diviner_may_play_an_item_of_cost_3_or_less_from_the_top_4_for_free_exerted():
    """皇后——占卜师 (urr-156): \\查阅咒语书\\ {E}～查看你卡组顶的 4 张卡。你可以展示一张物品卡并将其置于你手上。如果那个
    物品的费用等于或小于 3，则改为你可以免费打出它且它进场时须为力竭状态。将其余的卡以任意顺序置于你的卡组底
    (played once the ability has resolved, 7.1.6)."""
    s = LorcanaScenario()
    queen = s.in_play("urr-156")
    rest = [s.on_top(MICKEY), s.on_top(MICKEY), s.on_top(STEAMBOAT)]
    heart = s.on_top("iti-164")  # Heart of Te Fiti: an item, cost 3
    s.hand(MICKEY)
    s.main(answer=f"activate:{queen}:0")
    s.expect("p1", "choose_cards", answer=[heart])
    s.expect("p1", "choose_cards", options=[heart], answer=[heart])  # play it for free instead
    s.expect("p1", "choose_cards", answer=rest)  # the order of the rest at the bottom
    s.main()
    (item,) = s.cards("p1.play", "iti-164")
    assert s.card(item)["exerted"] and not s.cards("p1.hand", "iti-164")
    assert [s.card(c)["def"] for c in s.zone("p1.deck")[:3]].count(MICKEY) == 2


def test_the_queen_diviner_puts_a_costlier_item_into_hand():
    s = LorcanaScenario()
    queen = s.in_play("urr-156")
    rest = [s.on_top(MICKEY), s.on_top(MICKEY), s.on_top(STEAMBOAT)]
    heart = s.on_top("iti-030")  # Heart of Atlantis: an item, cost 4
    s.hand(MICKEY)
    s.main(answer=f"activate:{queen}:0")
    s.expect("p1", "choose_cards", answer=[heart])
    s.expect("p1", "choose_cards", answer=rest)
    assert s.cards("p1.hand", "iti-030") and not s.cards("p1.play", "iti-030")


def test_diablo_ignores_a_draw_by_an_opponent_whose_turn_it_is_not():
    """"在每位对手的回合中，每当他抽一张卡时": "he" is the opponent whose turn it is. With three players,
    p2 plays A Whole New World (每位玩家各弃置其手卡并抽 7 张卡): p2's 7 draws count, p3's 7 do not."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.in_play("urr-070", exerted=True)
    s.hand(MICKEY)
    s.main(answer="end")
    s.expect("p1", "yes_no", answer=["no"])  # p2's draw step
    s.ink(5, "p2")
    s.hand(MICKEY, "p2")
    s.main("p2", answer=f"play:{s.hand('tfc-195', 'p2')}")
    ask = s.expect("p1", "choose_option")  # the bag: which of p1's triggers first
    assert len(ask["options"]) == 7


def test_diablo_shifted_by_discarding_an_action_is_a_discard_prince_john_sees():
    """<转形：弃置一张行动卡> (10.8.1): the card is discarded (弃置) to pay the Shift cost, so the opponent's
    约翰王子——最贪婪的家伙 (rotf-089, "每当对手弃置 1 张或数张卡时") triggers; the Shift puts Diablo on the base."""
    s = LorcanaScenario()
    base = s.in_play("urr-071")  # Diablo – Maleficent's Spy, a base named 迪艾瓦
    s.in_play("rotf-089", "p2")
    s.hand("tfc-025")  # Be Our Guest
    s.hand(MICKEY)
    s.main(answer=f"shift:{s.hand('urr-070')}")  # the one action in hand is discarded without asking
    ask = s.expect("p2", "choose_number", answer=["1"])
    assert [o["id"] for o in ask["options"]] == ["0", "1"]
    assert s.cards("p1.discard", "tfc-025") and len(s.zone("p2.hand")) == 1 and base not in s.state["cards"]

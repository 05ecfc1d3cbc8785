"""Set-3 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game, effects that reveal a hand or move a character): the printed ability, a position,
the answers, the resulting state."""

from engine.core.context import PUBLIC
from engine.games.lorcana.stats import keyword_value, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids

LOCATION = "iti-032"  # 梦幻岛——美人鱼珊瑚礁, willpower 4
ITEM = "tfc-032"


def test_rise_of_the_titans_banishes_a_location_or_an_item():
    """泰坦巨魔再起 (iti-198): 驱逐所选的地点或物品。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand("tfc-012")
    action = s.hand("iti-198")
    location, item = s.in_play(LOCATION, "p2"), s.in_play(ITEM, "p2")
    s.in_play("tfc-012", "p2")  # a character: not offered
    s.main(answer=f"play:{action}")
    choose(s, [location, item], [location])
    assert location not in s.state["cards"] and item in s.state["cards"]


def test_ba_boom_damages_a_character_or_a_location():
    """叭卟！ (iti-196): 向所选的角色或地点造成 2 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    action = s.hand("iti-196")
    character, location = s.in_play("tfc-012", "p2"), s.in_play(LOCATION, "p2")
    s.in_play(ITEM, "p2")  # an item: not offered
    s.main(answer=f"play:{action}")
    choose(s, [character, location], [location])
    assert s.damage(location) == 2 and s.damage(character) == 0


def test_and_then_along_came_zeus_banishes_a_location_with_5_damage():
    """然后宙斯来了 (iti-195): 向所选的角色或地点造成 5 点伤害。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    action = s.hand("iti-195")
    character, location = s.in_play("tfc-012", "p2"), s.in_play(LOCATION, "p2")
    s.main(answer=f"play:{action}")
    choose(s, [character, location], [location])
    assert location not in s.state["cards"] and s.cards("p2.discard", LOCATION)  # willpower 4 (1.9.1.3)


def test_robins_bow_pings_a_damaged_character_or_location_and_readies_when_robin_quests():
    """罗宾汉弓 (iti-098): \\森林的礼物\\ {E}～向所选的受伤的角色或地点造成 1 点伤害。%\\闹着玩儿\\ 每当你的一个名称为
    罗宾汉的角色探奇时，你可以令这个物品就绪。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    bow = s.in_play("iti-098")
    robin = s.in_play("iti-084")
    hurt, hurt_location = s.in_play("tfc-012", "p2", damage=1), s.in_play(LOCATION, "p2", damage=1)
    s.in_play("tfc-012", "p2")  # undamaged: not offered
    s.main(answer=f"activate:{bow}:0")
    choose(s, [hurt, hurt_location], [hurt_location])
    assert s.damage(hurt_location) == 2 and s.card(bow)["exerted"]
    s.main(answer=f"quest:{robin}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(bow)["exerted"]


def test_chernabog_costs_1_less_per_character_in_your_discard_then_shuffles_them_back():
    """切尔诺伯格——作歹魔 (iti-003): \\邪恶力量\\ 在你的弃置区中每有一张角色卡，你便少支付 1 {I} 来打出这个角色。%
    \\召唤魂魅\\ 当你打出这个角色时，将你弃置区中的所有角色卡洗入你的卡组。"""
    s = LorcanaScenario()
    s.ink(7)
    s.hand("tfc-012")
    chernabog = s.hand("iti-003")
    for _ in range(3):
        s.put("tfc-012", "p1.discard")
    action = s.put("iti-196", "p1.discard")
    theirs = s.put("tfc-012", "p2.discard")  # an opponent's discard does not count
    deck = len(s.zone("p1.deck"))
    s.main(answer=f"play:{chernabog}")  # 10 - 3 = 7
    assert chernabog not in s.zone("p1.hand") and s.zone("p1.discard") == [action]
    assert len(s.zone("p1.deck")) == deck + 3 and s.zone("p2.discard") == [theirs]


def test_magic_broom_swift_cleaner_may_shuffle_every_broom_back():
    """奇妙扫帚——利索清洁具 (iti-045): <速击>%\\扫扫这里，扫扫那里\\ 当你打出这个角色时，你可以将你弃置区中的所有扫帚卡
    洗入你的卡组。"""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    broom = s.hand("iti-045")
    brooms = [s.put("iti-044", "p1.discard"), s.put("iti-044", "p1.discard")]
    other = s.put("tfc-012", "p1.discard")
    deck = len(s.zone("p1.deck"))
    s.main(answer=f"play:{broom}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.zone("p1.discard") == [other] and len(s.zone("p1.deck")) == deck + len(brooms)


def test_magica_the_midas_touch_gains_lore_equal_to_an_items_cost():
    """马积嘉——点金手 (iti-049): <转形> 5%\\全都归我\\ 每当这个角色探奇时，获得等同于你在场上的一个物品之费用的奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    magica = s.in_play("iti-049")
    cheap, dear = s.in_play(ITEM), s.in_play("tfc-033")  # cost 1 and 2
    s.in_play("iti-165", "p2")  # an opponent's item (cost 7) is not yours
    s.main(answer=f"quest:{magica}")
    choose(s, [cheap, dear], [dear])
    assert s.lore("p1") == 2  # her own lore is 0


def test_i_ve_got_a_dream_readies_a_character_at_a_location_and_gains_its_lore():
    """我有梦想 (iti-129): 令你在一处地点内的所选角色就绪。他本回合不能再探奇。获得等同于该地点之 {L} 的奇谈。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    song = s.hand("iti-129")
    location = s.in_play(LOCATION)  # lore 1
    there = s.in_play("tfc-012", exerted=True, at=location)
    s.in_play("tfc-012", exerted=True)  # not at a location: not offered
    s.main(answer=f"play:{song}")  # the only one that fits: no question
    assert not s.card(there)["exerted"] and s.lore("p1") == 1
    assert f"quest:{there}" not in option_ids(s.main())


def test_lucky_dime_gains_lore_equal_to_a_characters_lore():
    """幸运硬币 (iti-165): \\第一枚\\ {E}，2 {I}～选择你的一个角色并获得等同于其 {L} 的奇谈。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    dime = s.in_play("iti-165")
    small, big = s.in_play("tfc-036"), s.in_play("rotf-106")  # lore 1 and 1 + 2 damage
    s.card(big)["counters"] = {"damage": 2}
    s.main(answer=f"activate:{dime}:0")
    choose(s, [small, big], [big])
    assert s.lore("p1") == 3  # its current lore (7.8.1.1)


def test_mickey_stalwart_explorer_is_stronger_for_each_of_your_locations():
    """米奇——强壮的探险家 (iti-181): \\让我瞧一瞧\\ 你在场上每有一个地点，这个角色便得 +1 {S}。"""
    s = LorcanaScenario()
    mickey = s.in_play("iti-181")
    s.in_play(LOCATION), s.in_play(LOCATION), s.in_play(LOCATION, "p2")
    assert stat(s.state, mickey, "strength") == 5


def test_the_bare_necessities_reveals_a_hand_and_you_pick_a_non_character_to_discard():
    """生活必需品 (iti-028): 所选的对手展示其手卡并弃置一张由你选择的非角色卡。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    song = s.hand("iti-028")
    character, action, item = s.hand("tfc-012", "p2"), s.hand("iti-196", "p2"), s.hand(ITEM, "p2")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[action, item], answer=[item])
    assert s.zone("p2.hand") == [character, action] and defs(s, "p2.discard") == [ITEM]
    assert all(s.card(c)["visible_to"] == PUBLIC for c in (character, action))  # revealed to all


def test_ursula_deceiver_makes_an_opponent_discard_a_song_of_your_choice():
    """乌苏拉——骗徒 (iti-090): \\你都感觉不到\\ 当你打出这个角色时，所选的对手展示其手卡并弃置一张由你选择的歌曲卡。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    ursula = s.hand("iti-090")
    songs = [s.hand("iti-028", "p2"), s.hand("iti-195", "p2")]
    s.hand("iti-196", "p2")  # an action, not a song
    s.main(answer=f"play:{ursula}")
    s.expect("p1", "choose_cards", options=songs, answer=[songs[1]])
    assert defs(s, "p2.discard") == ["iti-195"]


def test_magic_carpet_moves_one_of_your_characters_to_a_location_for_free():
    """魔毯——飞毯 (iti-047): <灵活>%\\找寻路径\\ {E}～将你的一个角色免费移至一处地点。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    carpet = s.in_play("iti-047")
    mickey = s.in_play("tfc-012")
    near, far = s.in_play(LOCATION), s.in_play("iti-034")
    s.in_play(LOCATION, "p2")  # an opponent's location: not offered (4.3.7.1)
    s.main(answer=f"activate:{carpet}:0")
    choose(s, [carpet, mickey], [mickey])
    choose(s, [near, far], [far])
    assert s.card(mickey)["at_location"] == far and s.events_of("character_moved", s.last_events)


def test_i_will_find_my_way_strengthens_then_may_move_that_character():
    """我要去追寻 (iti-095): 所选的你的角色本回合得 +2 {S}。他可以免费移至一处地点。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    song = s.hand("iti-095")
    mickey = s.in_play("tfc-012")
    location = s.in_play(LOCATION)
    s.main(answer=f"play:{song}")  # the only character of yours: no question
    s.expect("p1", "yes_no", answer=["yes"])
    assert stat(s.state, mickey, "strength") == 5 and s.card(mickey)["at_location"] == location


def test_voyage_moves_up_to_2_characters_to_the_same_location():
    """航海 (iti-131): 将至多 2 个你的角色免费移至同一处地点。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    voyage = s.hand("iti-131")
    a, b, c = s.in_play("tfc-012"), s.in_play("tfc-036"), s.in_play("tfc-040")
    location = s.in_play(LOCATION)
    s.main(answer=f"play:{voyage}")
    s.expect("p1", "choose_targets", options=[a, b, c], answer=[a, c])
    assert [s.card(x).get("at_location") for x in (a, b, c)] == [location, None, location]


def test_jim_hawkins_space_traveler_plays_a_location_free_and_moves_to_new_locations():
    """吉姆·霍金斯——太空旅行家 (iti-109): \\就是它！\\ 当你打出这个角色时，你可以免费打出一个费用等于或小于 4 的地点。%
    \\掌起舵\\ 每当你打出一个地点时，这个角色可以免费移至该处。"""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    jim = s.hand("iti-109")
    location = s.hand(LOCATION)
    s.main(answer=f"play:{jim}")
    s.expect("p1", "choose_cards", answer=[location])
    s.expect("p1", "yes_no", answer=["yes"])
    (jim_now,) = s.cards("p1.play", "iti-109")
    (placed,) = s.cards("p1.play", LOCATION)
    assert s.card(jim_now)["at_location"] == placed


def test_morph_counts_as_any_name_for_shift():
    """墨菲——太空流浆 (iti-081): \\模仿\\ 你可以视作这个角色具有任意名称，来打出具<转形>的角色并放在这个角色上。"""
    s = LorcanaScenario()
    s.ink(5)
    basil = s.hand("rotf-138")  # Shift 5 onto a character named 巴索
    s.hand("tfc-012")
    s.on_top("tfc-036"), s.on_top("tfc-036")
    morph = s.in_play("iti-081")
    s.main(answer=f"shift:{basil}")
    s.expect("p1", "yes_no", answer=["yes"])  # Basil: shifted, so he may draw 2
    assert s.card(s.zone("p1.beneath")[0])["def"] == "iti-081" and morph not in s.state["cards"]
    assert len(s.zone("p1.hand")) == 3


def test_friar_tuck_makes_the_players_with_the_most_cards_discard():
    """塔克修士——诺丁汉的牧师 (iti-073): \\你这个小偷恶棍\\ 当你打出这个角色时，手卡最多的一位或数位牌手选择并弃置一张卡。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(5)
    tuck = s.hand("iti-073")
    s.hand("tfc-012")
    s.hand("tfc-012", "p2"), s.hand("tfc-036", "p2")
    s.hand("tfc-012", "p3"), s.hand("tfc-012", "p3")
    s.hand("tfc-036", "p1")  # p1 then has 2 too: everyone with the most discards
    s.main(answer=f"play:{tuck}")
    for player in ("p1", "p2", "p3"):
        ask = s.expect(player, "choose_cards")
        s.expect(player, "choose_cards", answer=[ask["options"][0]["id"]])
    assert [len(s.zone(f"{p}.hand")) for p in ("p1", "p2", "p3")] == [1, 1, 1]


def test_prince_john_phony_king_taxes_opponents_with_more_lore():
    """约翰王子——假的国王 (iti-083): \\收税\\ 每当这个角色探奇时，每位奇谈比你多的对手各失去 2 点奇谈。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    john = s.in_play("iti-083")
    s.player("p2")["lore"] = 3
    s.main(answer=f"quest:{john}")
    assert s.lore("p2") == 1


def test_friend_like_me_inks_the_top_3_cards_of_each_players_deck():
    """没人比我更神奇 (iti-160): 每位玩家各将其卡组顶的 3 张卡正面朝下，并为力竭状态放进其奇墨池。"""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    song = s.hand("iti-160")
    s.on_top("tfc-036", "p2"), s.on_top("tfc-036", "p2"), s.on_top("tfc-036", "p2")
    s.main(answer=f"play:{song}")
    assert len(s.zone("p1.inkwell")) == 8 and defs(s, "p2.inkwell") == ["tfc-036"] * 3
    assert all(s.card(c)["exerted"] and s.card(c)["face_down"] for c in s.zone("p2.inkwell"))


def test_alice_tea_alchemist_exerts_a_character_and_every_other_with_its_name():
    """爱丽丝——茶艺术师 (iti-035): \\我越来越好奇了\\ {E}～令所选的对手角色和其他所有具相同名称的对手角色力竭。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    alice = s.in_play("iti-035")
    mickeys = [s.in_play("tfc-012", "p2"), s.in_play("tfc-089", "p2")]  # two Mickeys
    other = s.in_play("tfc-036", "p2")
    mine = s.in_play("tfc-012")
    s.main(answer=f"activate:{alice}:0")
    choose(s, [*mickeys, other], [mickeys[0]])
    assert all(s.card(c)["exerted"] for c in mickeys) and not s.card(other)["exerted"] and not s.card(mine)["exerted"]


def test_the_sorcerers_hat_names_a_card_and_takes_the_top_card_if_it_has_that_name():
    """巫师帽 (iti-065): \\不可思议的能量\\ {E}，1 {I}～说出一张卡的名称，然后展示你卡组顶的那张卡。如果它是该名称的卡，则将那张
    卡置于你手上。否则，将它放回你的卡组顶。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    hat = s.in_play("iti-065")
    s.on_top("tfc-089")  # 米奇——汽船船长
    s.main(answer=f"activate:{hat}:0")
    s.expect("p1", "choose_option", options=["米奇", "艾莎"], exact=False, answer=["米奇"])
    assert "tfc-089" in defs(s, "p1.hand") and s.events_of("card_named", s.last_events)


def test_perdita_plays_a_cheap_character_from_your_discard_when_played_and_questing():
    """白佩蒂——尽责的狗妈妈 (iti-015): \\来吧，孩子们\\ 当你打出这个角色和每当她探奇时，你可以从你的弃置区免费打出一个费用等于或
    小于 2 的角色。"""
    s = LorcanaScenario()
    s.ink(6)
    perdita = s.hand("iti-015")
    s.hand("tfc-012")
    puppy, dear = s.put("tfc-036", "p1.discard"), s.put("tfc-012", "p1.discard")  # cost 1 and 3
    s.main(answer=f"play:{perdita}")
    s.expect("p1", "choose_cards", options=[puppy], answer=[puppy])
    assert s.cards("p1.play", "tfc-036") and s.zone("p1.discard") == [dear]
    assert s.view(None)["ready_ink"]["p1"] == 0  # Perdita's cost only: the puppy was free


def test_quick_patch_removes_up_to_3_damage_from_a_location():
    """简易修补 (iti-027): 从所选的地点上移去至多 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    patch = s.hand("iti-027")
    location = s.in_play(LOCATION, damage=3)
    s.in_play("tfc-012", damage=2)  # a character: not offered
    s.main(answer=f"play:{patch}")  # the only location: no question
    s.expect("p1", "choose_number", answer=["2"])
    assert s.damage(location) == 1


def test_wildcats_wrench_removes_up_to_2_damage_from_a_location():
    """野猫的扳手 (iti-031): \\重建\\ {E}～从所选的地点上移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    wrench = s.in_play("iti-031")
    location = s.in_play(LOCATION, "p2", damage=3)
    s.main(answer=f"activate:{wrench}:0")
    s.expect("p1", "choose_number", answer=["2"])
    assert s.damage(location) == 1


def test_repair_heals_one_of_your_locations_or_characters():
    """修补 (iti-162): 从你的一个地点或角色上移去至多 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    repair = s.hand("iti-162")
    location, character = s.in_play(LOCATION, damage=1), s.in_play("tfc-012", damage=2)
    s.in_play(LOCATION, "p2", damage=1)  # not yours
    s.main(answer=f"play:{repair}")
    choose(s, [location, character], [character])
    s.expect("p1", "choose_number", answer=["2"])
    assert (s.damage(character), s.damage(location)) == (0, 1)


def test_john_silver_greedy_treasure_seeker_gains_resist_and_lore_per_location():
    """约翰·希尔沃——贪婪寻宝人 (iti-176): \\设定自己的航线\\ 你在场上每有一个地点，这个角色便获得<抵抗> +1 且得 +1 {L}。"""
    s = LorcanaScenario()
    silver = s.in_play("iti-176")
    assert keyword_value(s.state, silver, "resist") == 0
    s.in_play(LOCATION), s.in_play("iti-034")
    s.in_play(LOCATION, "p2")  # not yours
    assert keyword_value(s.state, silver, "resist") == 2 and stat(s.state, silver, "lore") == 1 + 2

"""Set-4 card scenarios for the step/amount/filter vocabulary (filters with "A或B", amounts counted
from the game, shift variants): the printed ability, a position, the answers, the resulting state."""

from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids

LOCATION = "iti-032"  # 梦幻岛——美人鱼珊瑚礁, cost 1


def test_poor_unfortunate_souls_returns_a_cheap_character_item_or_location():
    """可怜的灵魂 (urr-060): 将所选的费用等于或小于 2 的角色、物品或地点移回其玩家的手上。"""
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")
    song = s.hand("urr-060")
    cheap, location, item = s.in_play("tfc-036", "p2"), s.in_play(LOCATION, "p2"), s.in_play("tfc-032", "p2")
    s.in_play("tfc-012", "p2")  # cost 3: not offered
    s.main(answer=f"play:{song}")
    choose(s, [cheap, location, item], [location])
    assert defs(s, "p2.hand") == [LOCATION]


def test_mrs_potts_may_draw_with_lumiere_or_cogsworth():
    """茶壶太太——魔法茶壶 (urr-052): \\没有想象的那么糟糕\\ 当你打出这个角色时，如果你在场上有名称为卢米亚或名称为葛士华
    的角色，则你可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(8)
    first, second = s.hand("urr-052"), s.hand("urr-052")
    s.hand("tfc-012")
    s.on_top("tfc-040")
    s.in_play("rotf-112", "p2")  # an opponent's Lumiere does not count
    s.main(answer=f"play:{first}")
    assert len(s.zone("p1.hand")) == 2  # no draw, no question
    s.in_play("rotf-142")  # Cogsworth
    s.main(answer=f"play:{second}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert "tfc-040" in defs(s, "p1.hand")


def test_hans_gains_lore_if_any_player_has_a_princess_or_queen():
    """汉斯——皇族恶棍 (urr-146): \\皇室阴谋\\ 当你打出这个角色时，如果场上有公主或女王角色，则获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.ink(6)
    first, second = s.hand("urr-146"), s.hand("urr-146")
    s.hand("tfc-012")
    s.in_play("tfc-016")  # a prince is neither
    s.main(answer=f"play:{first}")
    assert s.lore("p1") == 0
    s.in_play("tfc-035", "p2")  # an opponent's queen counts
    s.main(answer=f"play:{second}")
    assert s.lore("p1") == 1


def test_mickey_musketeer_captain_draws_per_bodyguard_only_when_shifted():
    """米奇——剑客团团长 (urr-016): <转形> 5%<护卫>，<辅助>%\\三剑客集合\\ 当你打出这个角色时，如果你利用<转形>打出他，则你在场上
    每有一个具<护卫>的角色，你便可以抽一张卡。"""
    s = LorcanaScenario()
    s.ink(12)
    shifted, played = s.hand("urr-016"), s.hand("urr-016")
    s.hand("tfc-012")
    s.in_play("tfc-012")  # the Mickey to shift onto
    s.in_play("tfc-004")  # Goofy, a Bodyguard
    s.main(answer=f"shift:{shifted}")
    s.expect("p1", "yes_no", answer=["no"])  # Bodyguard: enter exerted? (10.3.1)
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 4  # 2 Bodyguards: himself and Goofy
    s.main(answer=f"play:{played}")  # not shifted: no draw, no question
    s.expect("p1", "yes_no", answer=["no"])  # Bodyguard
    assert len(s.zone("p1.hand")) == 3


def test_tritons_trident_adds_1_strength_per_card_in_hand():
    """川顿的三叉戟 (urr-066): \\力量的象征\\ 驱逐这个物品～你手上每有一张卡，所选的角色本回合便得 +1 {S}。"""
    s = LorcanaScenario()
    s.hand("tfc-012"), s.hand("tfc-012"), s.hand("tfc-012")
    trident = s.in_play("urr-066")
    mine = s.in_play("tfc-036")
    s.main(answer=f"activate:{trident}:0")
    assert stat(s.state, mine, "strength") == 5 and trident not in s.state["cards"]


def test_zeus_mr_lightning_bolts_gains_a_chosen_characters_strength_when_challenging():
    """宙斯——闪电老兄 (urr-092): \\当成箭靶\\ 每当这个角色挑战另一个角色时，他本回合得 +{S}，其数量等同于所选角色的 {S}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    zeus = s.in_play("urr-092")  # 0/5
    strong = s.in_play("tfc-040")  # Elsa, 4 strength
    defender = s.in_play("tfc-036", "p2", exerted=True)  # 2/2
    s.main(answer=f"challenge:{zeus}")  # the only one to challenge: no question
    s.expect("p1", "choose_targets", options=[zeus, strong, defender], answer=[strong])
    assert defender not in s.state["cards"] and stat(s.state, zeus, "strength") == 4


def test_triton_champion_of_atlantica_weakens_opposing_characters_per_location():
    """川顿——亚特兰提卡勇将 (urr-158): <转形> 6%\\威严形象\\ 你在场上每有一个地点，对手的角色便得 -1 {S}。"""
    s = LorcanaScenario()
    s.in_play("urr-158")
    s.in_play(LOCATION), s.in_play(LOCATION)
    theirs, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-012")
    assert (stat(s.state, theirs, "strength"), stat(s.state, mine, "strength")) == (1, 3)


def test_diablo_maleficents_spy_may_look_at_each_opponents_hand_unseen_by_others():
    """迪艾瓦——黑巫婆的眼线 (urr-071): \\先行侦察\\ 当你打出这个角色时，你可以查看每位对手的手卡。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(1)
    s.hand("tfc-012")
    diablo = s.hand("urr-071")
    theirs = [s.hand("tfc-012", "p2"), s.hand("tfc-036", "p3")]
    s.main(answer=f"play:{diablo}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(theirs[0])["visible_to"] == ["p1", "p2"] and s.card(theirs[1])["visible_to"] == ["p1", "p3"]


def test_the_fates_look_at_the_top_card_of_each_opponents_deck():
    """命运之神——共用一眼 (urr-089): \\看穿万物\\ 当你打出这个角色时，查看每位对手卡组顶的那张卡。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    fates = s.hand("urr-089")
    top = s.on_top("tfc-036", "p2")
    below = s.zone("p2.deck")[-2]
    s.main(answer=f"play:{fates}")
    assert "p1" in s.card(top)["visible_to"] and "p1" not in s.card(below)["visible_to"]


def test_ursula_erics_bride_shifts_by_discarding_a_song_then_strips_a_non_character():
    """乌苏拉——亚力克的新娘 (urr-024): <转形：弃置一张歌曲卡>%\\瓦妮莎的大计\\ 每当这个角色探奇时，所选的对手展示其手卡并弃置
    一张由你选择的非角色卡。"""
    s = LorcanaScenario()
    bride = s.hand("urr-024")
    s.hand("tfc-012")
    song = s.hand("iti-028")
    base = s.in_play("iti-059")
    assert f"shift:{bride}" in option_ids(s.main())  # no ink needed (10.8.1)
    s.main(answer=f"shift:{bride}")  # the only song in hand is discarded: no question
    (ursula,) = s.cards("p1.play", "urr-024")
    assert defs(s, "p1.discard") == ["iti-028"] and song not in s.zone("p1.hand")
    assert s.zone("p1.beneath") and base not in s.state["cards"]
    character, action, item = s.hand("tfc-012", "p2"), s.hand("iti-196", "p2"), s.hand("tfc-032", "p2")
    s.main(answer=f"quest:{ursula}")
    s.expect("p1", "choose_cards", options=[action, item], answer=[item])
    assert s.zone("p2.hand") == [character, action]


def test_discard_shift_is_not_offered_without_the_card_to_discard():
    """10.8.1: Shift's cost must be paid in full; no song card in hand, no Shift."""
    s = LorcanaScenario()
    s.ink(9)
    bride = s.hand("urr-024")
    s.hand("iti-196")  # an action, not a song
    s.in_play("iti-059")
    assert f"shift:{bride}" not in option_ids(s.main())


def test_flotsam_and_jetsam_shift_onto_either_name_by_discarding_2_cards():
    """胡善与贾善——缠绕海鳗 (urr-044): <转形：弃置 2 张卡>%（这个角色视作名称既为胡善也为贾善。）"""
    s = LorcanaScenario()
    eels = s.hand("urr-044")
    first, second, kept = s.hand("tfc-012"), s.hand("tfc-036"), s.hand("tfc-040")
    s.in_play("iti-076")  # Jetsam
    s.main(answer=f"shift:{eels}")
    s.expect("p1", "choose_cards", options=[first, second, kept], answer=[first, second])
    assert s.cards("p1.play", "urr-044") and s.zone("p1.hand") == [kept] and len(s.zone("p1.discard")) == 2


def test_aladdin_brave_rescuer_may_banish_an_item_when_questing():
    """阿拉丁——勇敢的救助人 (urr-171): <转形：弃置一张地点卡>%\\横冲直撞\\ 每当这个角色探奇时，你可以驱逐所选的物品。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    aladdin = s.in_play("urr-171")
    item = s.in_play("tfc-032", "p2")
    s.main(answer=f"quest:{aladdin}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert item not in s.state["cards"]


def test_olaf_carrot_enthusiast_gives_his_strength_to_your_other_characters():
    """雪宝——超爱胡萝卜 (urr-149): <转形：弃置一张物品卡>%\\漫天胡萝卜！\\ 每当他探奇时，你的每个其他角色本回合各得 +{S}，
    其数量等同于这个角色的 {S}。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    olaf = s.in_play("urr-149")
    strength = stat(s.state, olaf, "strength")
    mine, theirs = s.in_play("tfc-012"), s.in_play("tfc-012", "p2")
    s.main(answer=f"quest:{olaf}")
    assert stat(s.state, mine, "strength") == 3 + strength and stat(s.state, theirs, "strength") == 3
    assert stat(s.state, olaf, "strength") == strength


def test_pegasus_cloud_racer_gives_your_characters_evasive_only_when_shifted():
    """柏格斯——逐云飞马 (urr-083): <转形> 3%<灵活>%\\上马！\\ 当你打出这个角色时，如果你利用<转形>打出他，则你的角色获得
    <灵活>直到你的下一个回合开始。"""
    s = LorcanaScenario()
    s.ink(3)
    pegasus = s.hand("urr-083")
    s.hand("tfc-012")
    s.in_play("urr-084")
    friend = s.in_play("tfc-012")
    s.main(answer=f"shift:{pegasus}")
    assert has_keyword(s.state, friend, "evasive")


def test_glean_banishes_an_item_and_its_player_gains_2_lore():
    """搜集 (urr-163): 驱逐所选的物品。其玩家获得 2 点奇谈。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    glean = s.hand("urr-163")
    mine, theirs = s.in_play("tfc-032"), s.in_play("tfc-033", "p2")
    s.main(answer=f"play:{glean}")
    choose(s, [mine, theirs], [theirs])
    assert theirs not in s.state["cards"] and (s.lore("p1"), s.lore("p2")) == (0, 2)


def test_we_dont_talk_about_bruno_returns_a_character_then_its_player_discards_at_random():
    """不要提起布鲁诺 (urr-097): 将所选的角色移回其玩家的手上，然后该玩家随机弃置一张卡。"""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    song = s.hand("urr-097")
    mine, theirs = s.in_play("tfc-012"), s.in_play("tfc-040", "p2")
    s.hand("tfc-036", "p2")
    s.main(answer=f"play:{song}")
    choose(s, [mine, theirs], [theirs])
    s.expect("p1", "choose_action", exact=False)  # no one was asked which card to discard
    assert len(s.zone("p2.hand")) == 1 and len(s.zone("p2.discard")) == 1 and len(s.zone("p1.hand")) == 1


def test_second_star_to_the_right_makes_the_chosen_player_draw_5():
    """一闪一闪的星星 (urr-061): <合唱> 10%所选的玩家抽 5 张卡。"""
    s = LorcanaScenario()
    s.ink(10)
    s.hand("tfc-012")
    song = s.hand("urr-061")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_option", options=["p1", "p2"], answer=["p2"])
    assert (len(s.zone("p1.hand")), len(s.zone("p2.hand"))) == (1, 5)


def test_bruno_undetected_uncle_misses_and_puts_the_card_back_on_top():
    """布鲁诺·马利加——不知所踪的舅舅 (urr-039): <灵活>%\\你要看到这一点\\ {E}～说出一张卡的名称，然后展示你卡组顶的那张卡。
    如果它是该名称的卡，则将那张卡置于你手上并获得 3 点奇谈。否则，将它放回你的卡组顶。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    bruno = s.in_play("urr-039")
    top = s.on_top("tfc-089")
    s.main(answer=f"activate:{bruno}:0")
    s.expect("p1", "choose_option", answer=["艾莎"])
    assert s.zone("p1.deck")[-1] == top and s.lore("p1") == 0
    hit = LorcanaScenario()
    hit.hand("tfc-012")
    bruno = hit.in_play("urr-039")
    hit.on_top("tfc-089")
    hit.main(answer=f"activate:{bruno}:0")
    hit.expect("p1", "choose_option", answer=["米奇"])
    assert "tfc-089" in defs(hit, "p1.hand") and hit.lore("p1") == 3


def test_avalanche_damages_each_opposing_character_and_may_banish_a_location():
    """雪崩 (urr-195): 向每个对手角色各造成 1 点伤害。你可以驱逐所选的地点。"""
    s = LorcanaScenario()
    s.ink(4)
    s.hand("tfc-012")
    avalanche = s.hand("urr-195")
    a, b, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-040", "p2"), s.in_play("tfc-012")
    location = s.in_play(LOCATION, "p2")
    s.main(answer=f"play:{avalanche}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert (s.damage(a), s.damage(b), s.damage(mine)) == (1, 1, 0) and location not in s.state["cards"]


def test_the_mob_song_deals_3_damage_to_up_to_3_characters_or_locations():
    """村民之歌 (urr-198): <合唱> 10%向至多 3 个所选的角色和／或地点各造成 3 点伤害。"""
    s = LorcanaScenario()
    s.ink(10)
    s.hand("tfc-012")
    song = s.hand("urr-198")
    character, location, other = s.in_play("urr-052", "p2"), s.in_play("iti-034", "p2"), s.in_play("urr-052", "p2")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_targets", options=[character, location, other], answer=[character, location])
    assert (s.damage(character), s.damage(location), s.damage(other)) == (3, 3, 0)


def test_miracle_candle_needs_3_characters_to_gain_lore_and_heal_a_location():
    """奇迹蜡烛 (urr-031): \\外婆的魔法天赋\\ 驱逐这个物品～如果你在场上有 3 个或更多角色，则获得 2 点奇谈并从所选的地点上
    移去至多 2 点伤害。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    candle = s.in_play("urr-031")
    location = s.in_play(LOCATION, damage=2)
    s.in_play("tfc-012"), s.in_play("tfc-012"), s.in_play("tfc-012")
    s.main(answer=f"activate:{candle}:0")
    s.expect("p1", "choose_number", answer=["2"])
    assert s.lore("p1") == 2 and s.damage(location) == 0 and candle not in s.state["cards"]


def test_sign_the_scroll_gains_2_lore_per_opponent_who_does_not_discard():
    """签上你的名字 (urr-030): 每位对手各可以选择并弃置一张卡。每有一位不如此做的对手，你便获得 2 点奇谈。 Each opponent
    decides for themself (1.6.2); one with no card cannot discard, so it counts."""
    s = LorcanaScenario(players=("p1", "p2", "p3", "p4"))
    s.ink(5)
    s.hand("tfc-012")
    scroll = s.hand("urr-030")
    card = s.hand("tfc-012", "p2")
    s.hand("tfc-012", "p3")  # p4 has no card
    s.main(answer=f"play:{scroll}")
    s.expect("p2", "yes_no", answer=["yes"])  # one card: discarded without a further choice
    s.expect("p3", "yes_no", answer=["no"])
    assert card not in s.zone("p2.hand") and len(s.zone("p3.hand")) == 1 and s.lore("p1") == 4


def test_ursulas_trickery_draws_per_opponent_who_does_not_discard():
    """乌苏拉的诡计 (urr-096): 每位对手各可以选择并弃置一张卡。每有一位未弃置卡的对手，你便抽一张卡。"""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    trickery = s.hand("urr-096")
    s.hand("tfc-012", "p2")
    s.main(answer=f"play:{trickery}")
    s.expect("p2", "yes_no", answer=["no"])
    assert len(s.zone("p1.hand")) == 2 and len(s.zone("p2.hand")) == 1


def test_under_the_sea_puts_weak_opposing_characters_on_the_bottom_in_your_order():
    """在深海里 (urr-095): <合唱> 8%将所有 {S} 等于或小于 2 的对手角色以任意顺序置于其玩家的卡组底。"""
    s = LorcanaScenario()
    s.ink(8)
    s.hand("tfc-012")
    song = s.hand("urr-095")
    weak, weaker = s.in_play("tfc-036", "p2"), s.in_play("urr-092", "p2")  # strength 2 and 0
    strong, mine = s.in_play("tfc-012", "p2"), s.in_play("tfc-036")
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", options=[weak, weaker], answer=[weaker, weak])
    assert defs(s, "p2.deck")[:2] == ["urr-092", "tfc-036"] and s.zone("p2.play") == [strong] and mine in s.zone("p1.play")


def test_raya_guardian_of_the_dragon_gem_readies_a_character_at_a_location():
    """拉雅——神龙水晶的守护者 (urr-122): \\我们必须团结起来\\ 当你打出这个角色时，令你在一处地点内的所选角色就绪。他本回合不能再
    探奇。"""
    s = LorcanaScenario()
    s.ink(5)
    s.hand("tfc-012")
    raya = s.hand("urr-122")
    location = s.in_play(LOCATION)
    there = s.in_play("tfc-012", exerted=True, at=location)
    s.in_play("tfc-012", exerted=True)  # not at a location
    s.main(answer=f"play:{raya}")
    assert not s.card(there)["exerted"] and f"quest:{there}" not in option_ids(s.main())


def test_heihei_bumbling_rooster_may_ink_the_top_card_when_behind_on_ink():
    """憨憨——笨鸡 (urr-075): \\你得先长点肉\\ 当你打出这个角色时，如果任一对手奇墨池中的卡比你多，你可以将你卡组顶的那张卡正面
    朝下，并为力竭状态放进你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(6)
    s.ink(7, "p2")
    first, second = s.hand("urr-075"), s.hand("urr-075")
    s.hand("tfc-012")
    s.main(answer=f"play:{first}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.inkwell")) == 7
    s.main(answer=f"play:{second}")  # 7 against 7: not behind, nothing asked
    assert len(s.zone("p1.inkwell")) == 7 and len(s.cards("p1.play", "urr-075")) == 2


def test_great_stone_dragon_enters_exerted_and_inks_a_character_from_your_discard():
    """巨石神龙 (urr-167): \\沉睡\\ 这个物品进场时须为力竭状态。%\\苏醒\\ {E}～将一张角色卡从你的弃置区正面朝下，并为力竭状态放进
    你的奇墨池。"""
    s = LorcanaScenario()
    s.ink(3)
    s.hand("tfc-012")
    played = s.hand("urr-167")
    s.main(answer=f"play:{played}")
    (dragon,) = s.cards("p1.play", "urr-167")
    assert s.card(dragon)["exerted"]
    s.card(dragon)["exerted"] = False
    character, action = s.put("tfc-012", "p1.discard"), s.put("iti-196", "p1.discard")
    s.main(answer=f"activate:{dragon}:1")  # one character card: no question
    assert s.zone("p1.discard") == [action] and character not in s.state["cards"] and len(s.zone("p1.inkwell")) == 4


def test_an_opponent_who_may_discard_is_asked_once_then_chooses_the_card():
    """乌苏拉的诡计 (urr-096) against a hand of two: after "yes" and the card chosen, the step goes on
    (each player's "各可以" answer is kept while the card is chosen, 1.6.2), no second question."""
    s = LorcanaScenario()
    s.ink(1)
    s.hand("tfc-012")
    trickery = s.hand("urr-096")
    kept, discarded = s.hand("tfc-012", "p2"), s.hand("tfc-013", "p2")
    s.main(answer=f"play:{trickery}")
    s.expect("p2", "yes_no", answer=["yes"])
    s.expect("p2", "choose_cards", options=[kept, discarded], answer=[discarded])
    s.main()
    assert s.zone("p2.hand") == [kept] and defs(s, "p2.discard") == ["tfc-013"] and len(s.zone("p1.hand")) == 1

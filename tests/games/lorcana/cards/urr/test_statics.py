"""第四章 static abilities picking their cards by strength (7.8.1.1: they change only lore, so the
strength they read is the one every other ability gives)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana.challenge import legal_defenders
from engine.games.lorcana.stats import has_keyword, keyword_value, stat
from tests.games.lorcana.cards.urr.test_locations import pass_to_next_turn
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids


def test_li_shang_gives_your_characters_with_4_strength_or_more_plus_1_lore():
    """李翔——英勇的将军 (urr-112): <转形：弃置一张角色卡>%\\打头阵\\ 你的 {S} 等于或大于 4 的角色得 +1 {L}。"""
    s = LorcanaScenario()
    s.in_play("urr-112")  # 3 strength itself: no bonus
    weak, strong = s.in_play("tfc-012"), s.in_play("tfc-012")  # 米奇: 3 strength, 2 lore
    theirs = s.in_play("tfc-012", "p2")
    for card in (strong, theirs):
        add_effect(s.ctx(), source=None, controller="p1", cards=[card],
                   modifier={"stat": "strength", "op": "add", "value": 1}, until=END_OF_TURN)  # fmt: skip
    assert stat(s.state, strong, "lore") == 3 and stat(s.state, weak, "lore") == 2
    assert stat(s.state, theirs, "lore") == 2  # 4 strength, but not yours
    s.main(answer=f"quest:{strong}")
    assert s.lore("p1") == 3


def test_statics_reading_strength_beside_keyword_and_strength_statics_agree_in_and_out_of_the_menu_cache():
    """Guard: statics reading strength (李翔's cards, 痛苦's own) see the strength every other static
    gives (卢米亚: your other characters +1 ¤), also beside a static that reads keywords (彼得·潘的影子),
    and inside `memo.unchanging` the values are the same as without it."""
    from engine.games.lorcana import memo

    s = LorcanaScenario()
    s.in_play("urr-112")
    s.in_play("rotf-055")  # 彼得·潘的影子: your other characters with <速击> gain <灵活>
    s.in_play("urr-113")  # 卢米亚: your other characters get +1 ¤
    pain, mickey = s.in_play("rotf-086"), s.in_play("tfc-012")  # 痛苦 1 ¤ 1 ◊, 米奇 3 ¤ 2 ◊
    add_effect(s.ctx(), source=None, controller="p1", cards=[pain],
               modifier={"stat": "strength", "op": "add", "value": 3}, until=END_OF_TURN)  # fmt: skip
    plain = {card: (stat(s.state, card, "strength"), stat(s.state, card, "lore")) for card in (pain, mickey)}
    assert plain == {pain: (5, 4), mickey: (4, 3)}  # 痛苦 +2 ◊ (own) +1 ◊ (李翔); 米奇 +1 ◊ (李翔)
    with memo.unchanging(s.state):
        assert {card: (stat(s.state, card, "strength"), stat(s.state, card, "lore")) for card in (pain, mickey)} == plain


def test_panic_immortal_sidekick_keeps_your_villains_from_being_challenged_while_exerted_beside_pain():
    """慌张——耐折磨的跟班 (urr-082): \\向长官报道\\ 只要这个角色为力竭状态，如果你在场上有名称为痛苦的角色，你的反派
    角色便不能受到挑战。"""
    s = LorcanaScenario()
    panic = s.in_play("urr-082", "p2", exerted=True)  # not a villain itself
    villain = s.in_play("rotf-088", "p2", exerted=True)  # 皮特——坏蛋
    hero = s.in_play("tfc-012", "p2", exerted=True)
    attacker = s.in_play("tfc-001")
    assert set(legal_defenders(s.state, attacker, "p1")) == {villain, hero, panic}  # no 痛苦 yet
    s.in_play("rotf-086", "p2")  # 痛苦, ready
    assert set(legal_defenders(s.state, attacker, "p1")) == {hero, panic}
    s.card(panic)["exerted"] = False
    assert set(legal_defenders(s.state, attacker, "p1")) == {villain, hero}


def test_vault_door_gives_your_locations_and_characters_at_them_resist_1():
    """金库大门 (iti-167): \\封存\\ 你的地点和地点内的角色获得<抵抗> +1。"""
    s = LorcanaScenario()
    s.in_play("iti-167", "p2")
    palace = s.in_play("iti-034", "p2")  # 蒂安娜的餐厅: characters there cannot be challenged
    there = s.in_play("tfc-012", "p2", at=palace)
    elsewhere = s.in_play("tfc-012", "p2")
    assert keyword_value(s.state, there, "resist") == 1 and keyword_value(s.state, palace, "resist") == 1
    assert keyword_value(s.state, elsewhere, "resist") == 0
    attacker = s.in_play("tfc-001")  # 3 strength
    s.hand("tfc-005")
    s.main(answer=f"challenge:{attacker}")  # the location is the only target: chosen at once
    assert s.damage(palace) == 2  # 3 - Resist 1 (10.6)


def test_ariel_treasure_collector_gets_plus_2_lore_while_you_have_more_items_than_each_opponent():
    """爱丽儿——宝贝收藏家 (urr-139): <庇护>%\\什么都得到的女孩\\ 只要你在场上的物品数量比每位对手都多，这个角色便得
    +2 {L}。"""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    ariel = s.in_play("urr-139")  # 3 lore
    assert has_keyword(s.state, ariel, "ward")
    s.in_play("iti-163")
    s.in_play("iti-163")
    s.in_play("iti-163", "p2")
    assert stat(s.state, ariel, "lore") == 5  # 2 items against 1 and 0
    s.in_play("iti-167", "p3")
    s.in_play("iti-163", "p3")
    assert stat(s.state, ariel, "lore") == 3  # a tie with p3 is not more
    s.main(answer=f"quest:{ariel}")
    assert s.lore("p1") == 3


def test_flynn_rider_frenemy_gains_3_lore_if_you_have_the_strongest_character():
    """费林·雷德——亦敌亦友 (urr-106): \\小优势\\ 在你的回合开始时，如果你在场上有角色的 {S} 比每个对手角色都高，
    则获得 3 点奇谈。"""
    s = LorcanaScenario()
    s.in_play("urr-106")  # 2 strength
    s.in_play("tfc-012")  # 3 strength
    theirs = s.in_play("tfc-012", "p2")  # 3 strength: a tie is not higher
    pass_to_next_turn(s)
    assert s.lore("p1") == 0
    s.ctx().move(theirs, "p2.discard")
    pass_to_next_turn(s)
    assert s.lore("p1") == 3


def test_record_player_weakens_a_chosen_character_per_song_and_lets_stitch_sing_as_1_more():
    """唱片播放机 (urr-032): \\你看这个！\\ 每当你打出一个歌曲时，所选的角色得 -2 {S} 直到你的下一个回合开始。%
    \\金曲连播\\ 你名称为史迪奇的角色视作费用 +1 来演唱歌曲。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    stitch = s.in_play("iti-125")  # 史迪奇——小火箭, cost 2
    theirs = s.in_play("tfc-012", "p2")  # 3 strength
    song = s.hand("tfc-064")  # 我的朋友来自魔法世界, a song of cost 3
    assert f"sing:{song}" not in option_ids(s.main())
    s.in_play("urr-032")
    s.main(answer=f"sing:{song}")  # 2 + 1: 史迪奇 alone can sing it (6.3.3.3)
    s.expect("p1", "choose_targets", answer=[theirs])
    assert s.card(stitch)["exerted"] and stat(s.state, theirs, "strength") == 1
    s.main(answer="end")
    assert stat(s.state, theirs, "strength") == 1  # until the start of p1's next turn


def test_atlantica_characters_here_sing_as_2_more():
    """亚特兰提卡——音乐厅 (urr-033): \\水下音效\\ 在此处的角色视作费用 +2 来演唱歌曲。"""
    s = LorcanaScenario()
    s.hand("tfc-012")
    atlantica = s.in_play("urr-033")
    elsewhere = s.in_play("iti-125")  # 史迪奇——小火箭, cost 2: not enough for a song of cost 3
    here = s.in_play("iti-125", at=atlantica)  # 2 + 2
    song = s.hand("tfc-064")
    s.main(answer=f"sing:{song}")  # only the one here can sing it: chosen at once
    assert s.card(here)["exerted"] and not s.card(elsewhere)["exerted"]
    assert defs(s, "p1.discard") == ["tfc-064"]


def test_hidden_inkcaster_draws_a_card_and_makes_every_card_in_your_hand_inkable():
    """隐秘的奇墨杖 (urr-098): \\新鲜奇墨\\ 当你打出这个物品时，抽一张卡。%\\意外瑰宝\\ 你的所有手卡均视为具有 {C}。
    (4.3.3: only a card with the inkwell symbol may be inked; this gives it to every card in hand.)"""
    s = LorcanaScenario()
    s.ink(2)
    caster = s.hand("urr-098")
    tiana = s.hand("rotf-196")  # 蒂安娜——庆典公主: no inkwell symbol
    s.on_top("rotf-196")
    assert f"ink:{tiana}" not in option_ids(s.main())
    s.main(answer=f"play:{caster}")
    assert defs(s, "p1.hand") == ["rotf-196", "rotf-196"]
    s.main(answer=f"ink:{tiana}")
    assert len(s.zone("p1.inkwell")) == 3 and defs(s, "p1.hand") == ["rotf-196"]


def test_vision_slab_gains_1_lore_at_the_start_of_your_turn_if_an_opposing_character_is_damaged():
    """预言板 (urr-100): \\揭示危险\\ 在你的回合开始时，如果任一对手的角色上有伤害，则获得 1 点奇谈。"""
    s = LorcanaScenario()
    s.in_play("urr-100")
    s.in_play("tfc-089", damage=1)  # your own damaged character does not count
    theirs = s.in_play("tfc-089", "p2")
    pass_to_next_turn(s)
    assert s.lore("p1") == 0
    s.card(theirs)["counters"] = {"damage": 1}
    pass_to_next_turn(s)
    assert s.lore("p1") == 1

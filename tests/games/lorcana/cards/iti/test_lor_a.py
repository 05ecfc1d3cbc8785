"""Set-3 cards written by helper lor-a: statics (a keyword lost for good, cheaper moves, strength
against locations), replacement effects and a free activation."""

from unittest.mock import patch

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.lorcana.abilities import Ability, Filter, Static
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.move import move_cost
from engine.games.lorcana.statics import definitions_with_statics, static_abilities
from engine.games.lorcana.stats import has_keyword, stat
from tests.games.lorcana.position import LorcanaScenario, choose, defs, option_ids


def test_captain_hook_readies_after_banishing_in_a_challenge_and_cannot_quest_again():
    """虎克船长——剑术高手 (iti-105): \\老对手\\ 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，令这个角色就绪。
    他本回合不能再探奇。"""
    s = LorcanaScenario()
    hook = s.in_play("iti-105")
    s.in_play("tfc-012", "p2", exerted=True)  # 3 ¤ / 3 ⛉: banished by 5 ¤
    s.hand("tfc-012")
    s.main(answer=f"challenge:{hook}")
    menu = option_ids(s.main())
    assert not s.card(hook).get("exerted") and f"quest:{hook}" not in menu and s.zone("p2.discard")


def test_captain_hook_takes_evasive_from_peter_pan_who_cannot_gain_it_back():
    """虎克船长 (iti-105): \\面对面打\\ 名称为彼得·潘的角色失去灵活且不能获得灵活。 An effect giving <灵活> later
    does not give it back (1.2.2); any character may now challenge him."""
    s = LorcanaScenario()
    s.in_play("iti-105")
    mickey = s.in_play("tfc-012")
    peter = s.in_play("tfc-091", "p2", exerted=True)  # 彼得·潘——永不着陆, <灵活>
    add_effect(s.ctx(), source=None, controller="p2", cards=[peter], modifier={"keyword": "evasive", "value": None},
               until=END_OF_TURN)  # fmt: skip
    assert not has_keyword(s.state, peter, "evasive")
    s.hand("tfc-012")
    s.main(answer=f"challenge:{mickey}")  # Peter Pan is the one choice
    assert defs(s, "p2.discard") == ["tfc-091"]  # 3 ¤ against 2 ⛉


def test_map_of_treasure_planet_makes_every_move_of_yours_cost_1_less():
    """星银岛地图 (iti-201): \\指引通道\\ 你少支付 1 ⬡ 来将你的角色移至地点。 From an item, so to any location of
    yours (4.3.7.4); the opponent's moves are not cheaper."""
    s = LorcanaScenario()
    ink = s.ink(1)
    s.in_play("iti-201")
    restaurant = s.in_play("iti-034")  # 蒂安娜的餐厅, move cost 2
    mickey = s.in_play("tfc-012")
    s.main(answer=f"move:{mickey}:{restaurant}")
    assert s.card(mickey)["at_location"] == restaurant and s.card(ink[0])["exerted"]
    assert move_cost(s.state, s.in_play("tfc-012", "p2"), s.in_play("iti-034", "p2")) == 2


def test_map_of_treasure_planet_exerts_for_a_cheaper_next_location():
    """星银岛地图 (iti-201): \\开门钥匙\\ ⟳～你本回合打出的下一个地点少支付 1 ⬡。"""
    s = LorcanaScenario()
    s.ink(2)
    treasure_map = s.in_play("iti-201")
    restaurant = s.hand("iti-034")  # cost 3
    assert f"play:{restaurant}" not in option_ids(s.main())
    s.main(answer=f"activate:{treasure_map}:0")
    s.main(answer=f"play:{restaurant}")
    assert defs(s, "p1.play") == ["iti-201", "iti-034"]


def test_olympus_would_be_that_way_adds_3_strength_only_while_challenging_a_location():
    """奥林帕斯山在那边 (iti-197): 你的角色本回合向地点发起挑战后，在挑战中得 +3 ¤。 Against a character the
    strength is as printed; a character played afterwards does not get it (7.6.3)."""
    s = LorcanaScenario()
    s.ink(4)
    action, late = s.hand("iti-197"), s.hand("tfc-012")
    mickey, other = s.in_play("tfc-012"), s.in_play("tfc-012")  # 3 ¤ each
    mountain = s.in_play("iti-066", "p2")  # 禁山, 6 ⛉
    hades = s.in_play("tfc-005", "p2", exerted=True)  # 7 ⛉
    s.main(answer=f"play:{action}")
    assert stat(s.state, mickey, "strength") == 3  # not challenging now
    s.main(answer=f"play:{late}")
    late = s.zone("p1.play")[-1]
    assert not [e for e in s.state["effects"] if late in (e["cards"] or [])]
    s.main(answer=f"challenge:{other}")
    s.expect("p1", "choose_targets", answer=[hades])
    assert s.damage(hades) == 3
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", answer=[mountain])
    assert defs(s, "p2.discard") == ["iti-066"]  # 3 + 3 = 6 damage


def test_ursula_deceiver_of_all_plays_the_song_again_and_puts_it_on_the_deck_bottom():
    """乌苏拉——欺世骗徒 (iti-091): \\多棒的交易\\ 每当这个角色演唱一首歌曲时，你可以从你的弃置区中免费再次打出那个歌曲。
    如果你如此做，则改为将那张卡置于你的卡组底而不是你的弃置区。 "That song" is followed from hand to the
    discard as it is played (4.3.4.8); another song in the discard is not a choice."""
    s = LorcanaScenario()
    ursula = s.in_play("iti-091")
    s.put("tfc-098", "p1.discard")  # another song: not "that song"
    song = s.hand("tfc-164")  # 抢先一步: 将你卡组顶的那张卡正面朝下，并为力竭状态放进你的奇墨池
    s.main(answer=f"sing:{song}")  # Ursula is the one singer
    assert s.card(ursula)["exerted"] and len(s.zone("p1.inkwell")) == 1
    (again,) = [c for c in s.zone("p1.discard") if s.card(c)["def"] == "tfc-164"]
    s.expect("p1", "choose_cards", options=[again], answer=[again])
    assert len(s.zone("p1.inkwell")) == 2
    assert defs(s, "p1.discard") == ["tfc-098"] and s.card(s.zone("p1.deck")[0])["def"] == "tfc-164"


def test_ursula_deceiver_of_all_may_leave_the_song_in_the_discard():
    """Playing it again is a "may" (7.1.3): choosing none leaves the song in the discard."""
    s = LorcanaScenario()
    s.in_play("iti-091")
    song = s.hand("tfc-164")
    s.main(answer=f"sing:{song}")
    s.expect("p1", "choose_cards", answer=[])
    assert defs(s, "p1.discard") == ["tfc-164"] and len(s.zone("p1.inkwell")) == 1


def test_mauis_fish_hook_is_used_without_ink_while_you_have_maui():
    """鱼钩法杖 (iti-132): \\毛伊登场了！\\ 如果你在场上有名称为毛伊的角色，则你可以免费使用这个物品的变形术奇能。
    "免费" ignores the ink only (4.3.8.4): ⟳ is still paid. \\变形术\\ ⟳，2 ⬡～选择一项：• 所选的角色本回合得 +3 ¤。"""
    s = LorcanaScenario()
    hook = s.in_play("iti-132")
    mickey = s.in_play("tfc-012")
    s.hand("tfc-012")
    assert f"activate:{hook}:1" not in option_ids(s.main())  # no ink, no Maui
    maui = s.in_play("tfc-185")  # 毛伊——半神
    s.main(answer=f"activate:{hook}:1")
    s.expect("p1", "choose_option", answer=["0"])
    choose(s, [mickey, maui], [mickey])
    assert stat(s.state, mickey, "strength") == 6 and s.card(hook)["exerted"]


def test_mauis_fish_hook_without_maui_costs_2_ink_and_can_give_evasive():
    """• 所选的角色获得灵活直到你的下一个回合开始。"""
    s = LorcanaScenario()
    ink = s.ink(2)
    hook = s.in_play("iti-132")
    mickey = s.in_play("tfc-012")
    s.main(answer=f"activate:{hook}:1")
    s.expect("p1", "choose_option", answer=["1"])
    s.main()
    assert has_keyword(s.state, mickey, "evasive") and all(s.card(c)["exerted"] for c in ink)


def test_a_keyword_lost_to_captain_hook_is_not_seen_by_a_static_asking_for_it():
    """A static picking "具灵活的" characters does not pick Peter Pan once he has lost <灵活> (iti-105, 1.2.2)."""
    s = LorcanaScenario()
    peter = s.in_play("tfc-091", "p2")
    asks_for_evasive = Ability(kind="static", static=Static(to=Filter(type="character", keyword="evasive"), keyword="reckless"))
    card = card_db()["tfc-012"].model_copy(update={"id": "tst-002", "abilities": [asks_for_evasive]})
    s.in_play("iti-105")
    with patch.dict(card_db(), {"tst-002": card}):
        definitions_with_statics.cache_clear()
        static_abilities.cache_clear()
        try:
            s.in_play("tst-002")
            assert not has_keyword(s.state, peter, "reckless")
        finally:
            definitions_with_statics.cache_clear()
            static_abilities.cache_clear()

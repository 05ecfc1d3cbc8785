"""Setup, decks and the end of the game (digest §3, §8; scenarios T01–T04, T06, T57)."""

import pytest

import engine
from engine.core.errors import GameError
from engine.games.underworld.deck import deck_problems, parse_deck
from engine.games.underworld.setup import world_regions
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import win_region


def test_t04_three_regions_face_up_and_the_world_library():
    """G:地区 p3: three regions from the world library are face up in slots 1–3."""
    s = UnderworldScenario(clear=False)
    regions = [s.region(slot) for slot in (1, 2, 3)]
    assert all(s.card(r)["visible_to"] == "all" for r in regions)
    hidden = len(world_regions()) - 3  # every implemented region is in the World Deck (digest A13)
    assert len(s.zone("world")) == hidden and all(s.card(c)["visible_to"] == [] for c in s.zone("world"))
    view = s.view("p2")
    assert view["zones"]["world"]["cards"] == [] and view["zones"]["world"]["count"] == hidden


def test_t01_redeploy_once_bottom_draw_shuffle():
    """G:再调度 p11: any number to the library bottom, draw as many, shuffle; once per player."""
    s = UnderworldScenario.__new__(UnderworldScenario)
    super(UnderworldScenario, s).__init__("underworld", ["p1", "p2"], {p: [FILLER] * 50 for p in ("p1", "p2")}, 0,
                                          {"first_player": "p1"})  # fmt: skip
    ask = s.expect("p1", "mulligan")
    assert (ask["min"], ask["max"]) == (0, 7)  # opening hand without a society: option (digest A10)
    chosen = [o["id"] for o in ask["options"][:3]]
    s.answer_raw("p1", chosen)
    assert len(s.zone(zone("p1", "hand"))) == 7
    assert not set(chosen) & set(s.zone(zone("p1", "hand")))
    assert [e["count"] for e in s.events_of("redeployed")] == [3]
    assert s.events_of("zone_shuffled", s.last_events)
    s.expect("p2", "mulligan", answer=[])
    assert not any(r["kind"] == "mulligan" for r in [s.request] if r)  # nobody redeploys twice


def test_t02_society_card_outside_the_deck_sets_the_hand():
    """G:秘社牌 p7: not shuffled in, revealed before the opening hands, its number is the hand size."""
    decks = {"p1": [FILLER] * 50 + ["MSJC09"], "p2": [FILLER] * 50}
    state, events, _ = engine.start("underworld", ["p1", "p2"], decks, 1, {"first_player": "p1"})
    society = state["zones"][zone("p1", "society")]["cards"]
    assert len(society) == 1 and state["cards"][society[0]]["visible_to"] == "all"
    assert len(state["zones"][zone("p1", "hand")]["cards"]) == 6
    assert len(state["zones"][zone("p1", "library")]["cards"]) == 44
    types = [e["type"] for e in events]
    assert types.index("card_revealed") < next(i for i, e in enumerate(events) if e.get("reason") == "draw")
    assert deck_problems([FILLER] * 50 + ["MSJC09"]) == []


def test_t03_deck_construction():
    """G:牌组 p7: at least 50 (society not counted); copies of a name limited (digest A12) unless
    the card says otherwise (无知路人); every problem listed at once in Chinese."""
    assert deck_problems([FILLER] * 49 + ["MSJC09"]) == ["牌组至少需要 50 张牌（秘社牌不计），现在是 49 张。"]
    assert deck_problems([FILLER] * 50) == []
    problems = deck_problems(["JC014"] * 4 + [FILLER] * 46 + ["MSJC09", "MSJC09"] + ["DQJC107"])
    assert problems == ["一副牌组最多只能有一张秘社牌，现在有 2 张。", "“沉没的废墟”是地区牌，不能放入牌组。",
                        "“公路骑士”最多只能放 3 张，现在有 4 张。"]  # fmt: skip
    with pytest.raises(GameError) as error:
        parse_deck("3 公路骑士\n2 没有这张牌\n乱写一行")
    assert "没有这张牌" in error.value.message and "乱写一行" in error.value.message and "50" in error.value.message


def test_preset_decks_are_legal():
    from engine.core.registry import get_game

    game = get_game("underworld")
    decks = game.preset_decks()
    assert len(decks) >= 2
    for text in decks.values():
        assert len([c for c in parse_deck(text) if not c.startswith("MS")]) >= 50


def test_t06_drawing_from_an_empty_library_loses_and_both_at_once_is_a_draw():
    """F:1.3.1: both draw at once; both empty: a drawn game; one empty: he loses."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    s.empty(zone("p1", "library"), zone("p1", "graveyard"))
    s.empty(zone("p2", "library"), zone("p2", "graveyard"))
    s.pass_priority(1)  # p1 passes in the preparation step; p2 (no hand) passes by itself
    s.expect_game_over([])
    t = UnderworldScenario()
    t.hand("JC014", "p1")
    t.empty(zone("p2", "library"), zone("p2", "graveyard"))
    t.pass_priority(1)
    t.expect_game_over(["p1"])


def test_players_drawing_one_after_another_from_empty_libraries_the_first_loses():
    """G:胜利和失败 p8: a player about to draw from an empty library loses at once. 莫斯科
    (DQJC111): "由赢取莫斯科的玩家开始", each player sacrifices a character and draws its defence.
    Both libraries are empty: p1, who won it, draws first and has lost; p2's draw after that no
    longer counts, so p2 wins (not a drawn game: that is for draws made together, F:1.3.1)."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    s.character("JC059", "p1", 1)  # defence 2: p1 draws the one card left, then finds none
    s.character("JC059", "p2", 3)
    for player in ("p1", "p2"):
        s.empty(zone(player, "library"), zone(player, "graveyard"))
        s.ctx().create_card(FILLER, player, zone(player, "library"))  # for the draw step
    win_region(s, "DQJC111", 4)  # p1's contest character goes to his library's bottom
    s.expect_game_over(["p2"])
    assert s.result["params"] == {"players": "p1"}


def test_each_player_drawing_together_from_empty_libraries_is_a_drawn_game():
    """上海 (DQJC114), "每位玩家抓两张牌": the players draw together, as in the draw step (F:1.3.1):
    both libraries are empty, both lose, a drawn game."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    for player in ("p1", "p2"):
        s.empty(zone(player, "library"), zone(player, "graveyard"))
        s.ctx().create_card(FILLER, player, zone(player, "library"))
    win_region(s, "DQJC114", 4, "mode0")
    s.expect_game_over([])
    assert s.result["params"] == {"players": "p1、p2"}


def test_t57_equal_scores_above_eight_play_on():
    """G:胜利和失败 p8: both at 8 or more with equal points: no winner; a higher score wins."""
    s = UnderworldScenario()
    s.hand("JC014", "p1")
    for player, region in (("p1", "DQJC107"), ("p1", "DQJC112"), ("p1", "DQJC114"), ("p2", "DQJC110"), ("p2", "DQJC112"),
                           ("p2", "DQJC109")):  # fmt: skip
        s.ctx().create_card(region, None, zone(player, "score"))
    s.pass_priority(1)  # the next window's checks see 11 against 11
    assert s.result is None and s.step == "draw"
    s.ctx().create_card("DQJC113", None, zone("p1", "score"))
    while s.result is None:
        s.pass_priority(1)
    s.expect_game_over(["p1"])
    assert s.result["params"] == {"score": 13}

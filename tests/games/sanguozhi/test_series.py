"""Matches of several games (100.6a: usually best of 3): the sideboard (100.3, 100.3a, 100.5a) and
who decides the starting player of the next game (103.2)."""

import pytest

import engine
from engine.core import series as bo
from engine.core.errors import GameError
from engine.games.sanguozhi.deck import parse_deck, parse_deck_and_sideboard, sideboard_problems
from tests.games.sanguozhi.position import DECK
from tests.scenario import Scenario

SIDEBOARD = [f"练习-{n:03d}" for n in range(25, 40)]  # 15 named cards, none in DECK


def deck_list(deck=DECK, sideboard=None, header="备卡：") -> str:
    lines = [f"1 {card}" for card in deck]
    if sideboard is not None:
        lines += [header] + [f"1 {card}" for card in sideboard]
    return "\n".join(lines)


def test_usual_best_of_is_three_for_sanguozhi_only():
    """100.6a: "2 人游戏规则下的比赛通常为 3 盘 2 胜"; the other games default to one game."""
    assert engine.get_game("sanguozhi").usual_best_of == 3 and engine.get_game("sanguozhi").plays_series
    assert {engine.get_game(g).usual_best_of for g in engine.available_games() if g != "sanguozhi"} == {1}


def test_a_sideboard_holds_at_most_15_cards_and_no_events():
    """100.3a: at most 15 sideboard cards; 100.5a: 0 Events in the sideboard (and 100.5: Events
    count toward neither size, so an Event beside 15 cards is refused for being an Event only)."""
    assert sideboard_problems(DECK, SIDEBOARD) == []
    assert sideboard_problems(DECK, SIDEBOARD + ["练习-040"]) == ["备卡卡组最多 15 张卡（100.3a，事件卡不计），现在是 16 张。"]
    assert sideboard_problems(DECK, SIDEBOARD + ["练习-E01"]) == ["备卡卡组不能放事件卡（100.5a），现在有 1 张。"]


def test_the_same_name_rule_in_the_sideboard_and_across_deck_and_sideboard():
    """100.3a: one card per name within the sideboard; a card number of the deck may not come again
    in the sideboard, but another number of the same Chinese name may; Authority cards (no name,
    402.2a) are uncapped."""
    assert sideboard_problems(DECK, ["练习-025", "练习-025"]) == ["同名卡牌“练习卡·火箭手”有 2 张：每个名称只能放 1 张（100.2a）。"]
    assert sideboard_problems(DECK, ["练习-001"]) == [
        "“练习卡·新兵”（练习-001）已在主卡卡组中，备卡卡组不能再放同一编号的卡（100.3a：同名卡只能换用不同编号）。"
    ]
    assert sideboard_problems(DECK, ["练习-A01"] * 5) == []
    deck = DECK[:-1] + ["官渡-潮昇-066"]  # 周瑜 in the deck, another 周瑜 number in the sideboard
    problems = sideboard_problems(deck, ["赤壁-流火-046"])
    assert problems == ["“周瑜”（赤壁-流火-046）还不能用于对战（规则引擎尚未实现这张卡）。"]  # only not implemented


def test_a_deck_list_carries_its_sideboard_after_a_备卡_line():
    """100.3: the deck is played, the sideboard kept apart; its problems name the list's lines."""
    text = deck_list(sideboard=SIDEBOARD)
    deck, sideboard = parse_deck_and_sideboard(text)
    assert sorted(deck) == sorted(DECK) and sideboard == SIDEBOARD
    assert parse_deck(text) == deck and engine.get_game("sanguozhi").parse_sideboard(text) == SIDEBOARD
    assert parse_deck_and_sideboard(deck_list()) == (deck, [])
    assert parse_deck_and_sideboard(deck_list(sideboard=SIDEBOARD[:2], header="Sideboard"))[1] == SIDEBOARD[:2]
    with pytest.raises(GameError) as error:
        parse_deck(deck_list(sideboard=SIDEBOARD + ["练习-E01"]))
    assert "备卡卡组不能放事件卡（100.5a）" in error.value.message
    with pytest.raises(GameError) as error:
        parse_deck(deck_list(sideboard=["没有这张卡"]))
    assert f"第 {len(DECK) + 2} 行：找不到卡牌“没有这张卡”" in error.value.message


def series() -> dict:
    lists = {p: {"deck": list(DECK), "sideboard": list(SIDEBOARD)} for p in ("p1", "p2")}
    return bo.new_series("sanguozhi", lists, best_of=engine.get_game("sanguozhi").usual_best_of)


def test_new_series_refuses_a_bad_sideboard_in_chinese():
    lists = {p: {"deck": list(DECK), "sideboard": SIDEBOARD + ["练习-040"]} for p in ("p1", "p2")}
    with pytest.raises(GameError) as error:
        bo.new_series("sanguozhi", lists, best_of=3)
    assert "p1：备卡卡组最多 15 张卡" in error.value.message and "p2：备卡卡组最多 15 张卡" in error.value.message


def start(match: dict) -> Scenario:
    """The next game of ``match``, started with its decks and options."""
    return Scenario("sanguozhi", ["p1", "p2"], bo.next_decks(match), 4, bo.game_options(match))


def test_the_loser_chooses_the_starting_player_and_after_a_draw_the_previous_chooser():
    """103.2: p1 loses game 1 and decides game 2: it lets p2 start (p2 redraws first and skips its
    first draw). Game 2 is drawn, so p1, who decided it, decides game 3 again."""
    match = series()
    assert bo.game_options(match) == {}  # game 1: any agreed method (the engine draws one)
    bo.record_game(match, ["p2"], chooser="p2")
    s = start(match)
    ask = s.expect("p1", "choose_option")
    assert ask["key"] == "first_player" and [o["id"] for o in ask["options"]] == ["p1", "p2"]
    s.expect("p1", "choose_option", answer=["p2"])
    assert s.state["turn"]["first_player"] == "p2" and s.events_of("first_player_chosen")[-1]["player"] == "p2"
    s.expect("p2", "choose_cards", answer=[])  # 103.4: the starting player redraws first
    bo.record_game(match, [], chooser="p1")
    assert bo.game_options(match) == {"chooser": "p1"} and not bo.is_over(match)
    s3 = start(match)
    s3.expect("p1", "choose_option", answer=["p1"])
    assert s3.state["turn"]["first_player"] == "p1"
    bo.record_game(match, ["p2"], chooser="p1")
    assert bo.is_over(match) and bo.wins(match, "p2") == 2


def test_a_swap_between_games_changes_the_next_deck_only():
    """100.3: a sideboard card comes into the deck for the next game; the registered lists stay."""
    match = series()
    bo.record_game(match, ["p1"], chooser="p1")
    bo.swap(match, "sanguozhi", "p2", ["练习-001"], ["练习-025"])
    assert "练习-025" in bo.next_decks(match)["p2"] and "练习-001" not in bo.next_decks(match)["p2"]
    assert bo.restored(match)["p2"] == {"deck": DECK, "sideboard": SIDEBOARD}


def test_a_swap_may_be_uneven_while_the_deck_keeps_50_cards_and_the_sideboard_15():
    """100.3: the sideboard adjusts the deck, with no one-for-one rule (unlike Ultraman's 1.0.2b):
    p2's 50-card deck takes 2 sideboard cards for 1 (51 cards, a 14-card sideboard), then gives 1
    back for none (50 cards). The deck may not fall below 50 (100.2a), the sideboard may not grow
    past 15 (100.3a) nor take an Event (100.5a): those swaps are refused in Chinese and change
    nothing."""
    match = series()
    bo.record_game(match, ["p1"], chooser="p1")
    bo.swap(match, "sanguozhi", "p2", ["练习-001"], ["练习-025", "练习-026"])
    assert len(bo.next_decks(match)["p2"]) == 51 and len(match["current"]["p2"]["sideboard"]) == 14
    bo.swap(match, "sanguozhi", "p2", ["练习-002"], [])
    assert len(bo.next_decks(match)["p2"]) == 50 and len(match["current"]["p2"]["sideboard"]) == 15
    before = {p: {k: list(v) for k, v in lists.items()} for p, lists in match["current"].items()}
    with pytest.raises(GameError) as error:
        bo.swap(match, "sanguozhi", "p2", ["练习-003"], [])
    assert error.value.message == (
        "这样换过之后套牌或备牌不合法，没有替换：\n主卡卡组至少要有 50 张卡，现在是 49 张。\n备卡卡组最多 15 张卡（100.3a，事件卡不计），现在是 16 张。"
    )
    events = {p: {"deck": DECK + ["练习-E01"], "sideboard": list(SIDEBOARD)} for p in ("p1", "p2")}
    with_event = bo.new_series("sanguozhi", events, best_of=3)
    bo.record_game(with_event, ["p1"], chooser="p1")
    with pytest.raises(GameError) as error:
        bo.swap(with_event, "sanguozhi", "p1", ["练习-E01"], ["练习-025"])
    assert error.value.message.endswith("备卡卡组不能放事件卡（100.5a），现在有 1 张。")
    assert match["current"] == before and with_event["current"]["p1"] == events["p1"]

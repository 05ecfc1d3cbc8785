"""Best-of-N series: the 10-card sideboard (1.0.2a-c) and who decides the first player of the next
game (1.2.2a). Scenario numbers refer to digest §9."""

from collections import Counter

import pytest

import engine
from engine.core import series as bo
from engine.core.errors import GameError
from engine.games.ultraman.deck import parse_deck_and_sideboard
from engine.games.ultraman.series import sideboard_problems
from tests.games.ultraman.test_rules_setup import FOURTEEN

DECK = [number for number in FOURTEEN[:13] for _ in range(3)] + ["练习-014"]  # 40 cards
SIDEBOARD = ["练习-015"] * 3 + ["练习-016"] * 3 + ["练习-017"] * 3 + ["练习-018"]  # 10 cards


def lists(deck=DECK, sideboard=SIDEBOARD) -> dict:
    return {p: {"deck": list(deck), "sideboard": list(sideboard)} for p in ("p1", "p2")}


def test_scenario_3_deck_and_sideboard_share_the_limit_of_three():
    """3. The deck holds 3 of 练习-001 and the sideboard one more: illegal (1.0.2a); a sideboard
    must hold exactly 10 cards (digest A26)."""
    bad = SIDEBOARD[:-1] + ["练习-001"]
    assert sideboard_problems(DECK, bad) == ["卡牌编号 练习-001（练习卡·光之新兵）在套牌和备牌中合计最多 3 张，现在有 4 张（1.0.2a）。"]
    assert sideboard_problems(DECK, SIDEBOARD[:9]) == ["备牌必须正好 10 张，现在是 9 张（1.0.2a）。"]
    with pytest.raises(GameError) as error:
        bo.new_series("ultraman", lists(sideboard=bad), best_of=3)
    assert "p1：卡牌编号 练习-001" in error.value.message and "p2：卡牌编号 练习-001" in error.value.message
    assert sideboard_problems(DECK, SIDEBOARD) == []


def test_scenario_4_swaps_are_one_for_one_and_the_deck_is_restored_after_the_series():
    """4. Between games 1 and 2 taking out 2 and bringing in 3 is refused, changing nothing; a 2-for-2
    swap keeps 40 cards (1.0.2b); after the series the registered lists come back (1.0.2c)."""
    series = bo.new_series("ultraman", lists(), best_of=3)
    bo.record_game(series, ["p1"], chooser="p1")
    with pytest.raises(GameError) as error:
        bo.swap(series, "ultraman", "p2", ["练习-001", "练习-002"], ["练习-015", "练习-016", "练习-017"])
    assert error.value.message == "替换备牌必须一换一：换出 2 张、换入 3 张，数量不同。"
    with pytest.raises(GameError):
        bo.swap(series, "ultraman", "p2", ["练习-019"], ["练习-015"])  # not in the deck
    assert series["current"] == lists()
    bo.swap(series, "ultraman", "p2", ["练习-001", "练习-002"], ["练习-015", "练习-016"])
    deck = bo.next_decks(series)["p2"]
    assert len(deck) == 40 and deck.count("练习-001") == 2 and deck.count("练习-015") == 1
    assert engine.get_game("ultraman").parse_deck("\n".join(f"1 {card}" for card in deck)) == deck
    bo.record_game(series, ["p1"], chooser="p2")
    assert bo.is_over(series)
    with pytest.raises(GameError):
        bo.swap(series, "ultraman", "p2", ["练习-003"], ["练习-017"])
    assert bo.restored(series) == lists()


def first_decider(options: dict) -> str:
    """Who the engine asks to decide the first player of a game started with ``options``."""
    decks = {p: list(DECK) for p in ("p1", "p2")}
    _, _, request = engine.start("ultraman", ["p1", "p2"], decks, 1, options)
    assert request["key"] == "first_player"
    return request["pending"][0]


def test_scenario_7_the_loser_decides_and_after_a_draw_the_previous_decider():
    """7. p2 loses game 1, so p2 decides for game 2; game 2 is drawn, so p2 (who decided for it)
    decides for game 3 (1.2.2a)."""
    series = bo.new_series("ultraman", lists(), best_of=3)
    assert bo.game_options(series) == {}  # game 1: any agreed method (here: drawn by the engine)
    bo.record_game(series, ["p1"], chooser="p1")
    assert first_decider(bo.game_options(series)) == "p2"
    bo.record_game(series, [], chooser="p2")
    assert first_decider(bo.game_options(series)) == "p2"
    bo.record_game(series, ["p2"], chooser="p2")
    assert bo.next_chooser(series) == "p1" and not bo.is_over(series)  # 1 win each after a draw


def _as_list(cards: list[str]) -> str:
    return "\n".join(f"{count} {number}" for number, count in Counter(cards).items())


def test_a_deck_list_may_carry_its_sideboard_after_a_备牌_line():
    """1.0.2a: the sideboard is registered with the deck; a deck list holds it after "备牌"."""
    text = _as_list(DECK) + "\n备牌：\n" + _as_list(SIDEBOARD)
    deck, sideboard = parse_deck_and_sideboard(text)
    assert sorted(deck) == sorted(DECK) and sorted(sideboard) == sorted(SIDEBOARD)
    assert engine.get_game("ultraman").parse_deck(text) == deck  # a single game uses the deck only
    assert parse_deck_and_sideboard(_as_list(DECK)) == (deck, [])  # no sideboard: fine for one game
    series = bo.new_series("ultraman", {p: {"deck": deck, "sideboard": sideboard} for p in ("p1", "p2")}, best_of=3)
    assert series["current"]["p1"]["sideboard"] == sideboard


def test_a_bad_sideboard_in_a_deck_list_is_reported_with_the_deck():
    text = _as_list(DECK) + "\nSideboard\n" + _as_list(SIDEBOARD[:-1] + ["练习-001"])
    with pytest.raises(GameError) as error:
        parse_deck_and_sideboard(text)
    assert "在套牌和备牌中合计最多 3 张，现在有 4 张（1.0.2a）" in error.value.message
    with pytest.raises(GameError) as empty:
        parse_deck_and_sideboard(_as_list(DECK) + "\n备牌")
    assert "备牌必须正好 10 张，现在是 0 张" in empty.value.message


def test_a26_a_sideboard_of_exactly_or_up_to_ten():
    """A26 (1.0.2a). By default a 9-card sideboard is refused; with `sideboard_exactly_ten` off it is
    accepted, 11 cards still are not, and every game of the series gets the option."""
    short = lists(sideboard=SIDEBOARD[:9])
    with pytest.raises(GameError) as error:
        bo.new_series("ultraman", short, best_of=3)
    assert "备牌必须正好 10 张，现在是 9 张（1.0.2a）。" in error.value.message
    series = bo.new_series("ultraman", short, best_of=3, options={"sideboard_exactly_ten": False})
    assert series["current"]["p1"]["sideboard"] == SIDEBOARD[:9]
    bo.record_game(series, ["p1"], chooser="p1")
    assert bo.game_options(series) == {"sideboard_exactly_ten": False, "chooser": "p2"}
    with pytest.raises(GameError) as error:
        bo.new_series("ultraman", lists(sideboard=SIDEBOARD + ["练习-019"]), best_of=3, options={"sideboard_exactly_ten": False})
    assert "备牌最多 10 张，现在是 11 张（1.0.2a）。" in error.value.message

"""Setup (103), deck construction (100) and the turn (600-614)."""

import pytest

from engine.core.errors import GameError
from engine.games.sanguozhi.deck import parse_deck
from tests.games.sanguozhi.position import DECK, SanguozhiScenario
from tests.scenario import Scenario


def test_start_state_and_the_first_players_skipped_draw():
    """T01 (103.3-103.5a): 粮草 30 of 30, six cards each; p1 skips its first draw, p2 draws."""
    s = Scenario("sanguozhi", ["p1", "p2"], {"p1": list(DECK), "p2": list(DECK)}, 3, {"first_player": "p1"})
    for player in ("p1", "p2"):
        assert s.player(player)["provisions"] == 30 and s.player(player)["cap"] == 30
        assert len(s.zone(f"{player}.hand")) == 6
    s.expect("p1", "choose_cards", answer=[])
    s.expect("p2", "choose_cards", answer=[])
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert len(s.zone("p1.hand")) == 6  # no draw on the starting player's first turn
    s.expect("p1", "choose_action", answer=["pass"])  # main process
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])  # end phase (no General: no combat)
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", answer=["pass"])  # p2's start phase
    s.expect("p1", "choose_action", answer=["pass"])
    assert len(s.zone("p2.hand")) == 7  # p2 draws in its first draw phase (604.1)


def test_partial_redraw_once_per_player_in_turn_order():
    """T02 (103.4): p1 puts back 2 of 6 and draws 2; then p2 decides; nobody redraws twice."""
    s = Scenario("sanguozhi", ["p1", "p2"], {"p1": list(DECK), "p2": list(DECK)}, 5, {"first_player": "p1"})
    back = s.zone("p1.hand")[:2]
    s.expect("p1", "choose_cards", answer=back)
    assert len(s.zone("p1.hand")) == 6 and not set(back) & set(s.zone("p1.hand"))
    assert s.events_of("hand_redrawn")[0]["count"] == 2
    s.expect("p2", "choose_cards", answer=[])
    s.expect("p1", "choose_action")  # the game has begun: no second redraw


def test_deck_construction():
    """T03 (100.2a, 402.2a): at least 50 cards; one card per name; Authority cards uncapped."""
    legal = "\n".join(f"1 {card}" for card in DECK[:30]) + "\n20 练习-A01"
    assert len(parse_deck(legal)) == 50
    with pytest.raises(GameError, match="至少要有 50 张"):
        parse_deck("\n".join(f"1 {card}" for card in DECK[:30]) + "\n19 练习-A01")
    with pytest.raises(GameError, match="同名卡牌“练习卡·新兵”有 2 张"):
        parse_deck(legal + "\n1 练习卡·新兵")


def test_combat_damage_clears_in_cleanup_but_permanent_damage_stays():
    """T94 (613.1, 117.6b): after the cleanup phase only the permanent damage is left."""
    s = SanguozhiScenario()
    general = s.general("练习-010", "p1", counters={"damage": 2, "permanent": 1})
    s.authority("p1", count=2)
    s.pass_window()  # main
    s.expect("p1", "choose_cards", answer=[])  # no attack; the end phase passes by itself (empty hands)
    s.expect("p2", "choose_action")  # p2's main process
    assert s.card(general)["counters"] == {"permanent": 1}


def test_tapped_generals_untap_in_their_controllers_reset_phase_and_set_stratagems_in_cleanup():
    """602.1, 613.2: the active player's Generals untap at the start of its turn; set Stratagems
    untap in every cleanup phase."""
    s = SanguozhiScenario()
    enemy = s.general("练习-001", "p2", tapped=True)
    plot = s.set_stratagem("p2", "练习-107", tapped=True)
    s.pass_window()  # main; no attacker, so straight to the end phase
    s.pass_window()  # end phase of p1's turn
    assert s.state["turn"]["active"] == "p2"
    assert not s.card(plot).get("tapped") and not s.card(enemy).get("tapped")


def test_discard_down_to_the_hand_limit():
    """614.1, 302.2: with 9 cards at the discard phase the active player discards 2 of its choice."""
    s = SanguozhiScenario()
    cards = [s.hand("p1", "练习-A01") for _ in range(9)]
    s.pass_window()
    s.pass_window()
    ask = s.expect("p1", "choose_cards", answer=cards[:2])
    assert ask["min"] == ask["max"] == 2
    assert len(s.zone("p1.hand")) == 7 and len(s.zone("p1.graveyard")) == 2


def test_the_second_seat_may_start_and_then_decides_first():
    """103.2, 103.4, 103.5a: p2 starts: it redraws first, acts first and skips its first draw."""
    s = Scenario("sanguozhi", ["p1", "p2"], {"p1": list(DECK), "p2": list(DECK)}, 3, {"first_player": "p2"})
    s.expect("p2", "choose_cards", answer=[])
    s.expect("p1", "choose_cards", answer=[])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert len(s.zone("p2.hand")) == 6 and s.state["turn"]["active"] == "p2"
    s.expect("p2", "choose_action")  # its main process

"""Several players losing in one game state check (1.9.1.2), e.g. everyone under 7 cards in
their deck when 新的世界 (A Whole New World) makes each player discard their hand and draw 7.

Required actions happen in turn order (1.9.2.1) and the check repeats after each (1.9.3): the
losers leave one at a time from the active player on (3.2.1.2, 1.10.2.3), and the last player
(team) left wins (3.2.1.3), even one who met a loss condition in the same check (1.9.2.1). The
turn then passes to the next player still in the game (3.2.1.2). The option "simultaneous_loss":
"draw" reads 1.9.5 instead: all losers leave at once, and a game nobody is left in is a draw.
"""

from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking
A_WHOLE_NEW_WORLD = "tfc-195"


def sing_a_whole_new_world(players, short_decks, options=None) -> LorcanaScenario:
    """p1 plays A Whole New World on their turn; the players in ``short_decks`` have 3 cards
    left in their deck, so they draw from an empty deck."""
    s = LorcanaScenario(players=players, options=options)
    s.hand(KEEPER)
    s.ink(5)
    song = s.hand(A_WHOLE_NEW_WORLD)
    for player in short_decks:
        s.empty(zone(player, "deck"), zone(player, "discard"))
        for _ in range(3):
            s.on_top("tfc-012", player)
    s.main(answer=f"play:{song}")
    return s


def lost(s: LorcanaScenario) -> list[str]:
    return [e["player"] for e in s.events_of("player_lost")]


def test_both_players_draw_from_an_empty_deck_and_the_active_player_loses_first():
    """1.9.2.1, 1.9.3, 3.2.1.3: p1 (active) leaves first; p2 is then the last player and wins,
    though p2 drew from an empty deck in the same check (a player who would both win and lose
    wins)."""
    s = sing_a_whole_new_world(("p1", "p2"), ["p1", "p2"])
    result = s.expect_game_over(["p2"])
    assert result["reason"] == "lorcana.result.deck_out"
    assert lost(s) == ["p1"]


def test_both_players_draw_from_an_empty_deck_with_the_option_draw_nobody_wins():
    """The option "simultaneous_loss": "draw" (1.9.5, all required actions at once): both leave
    and the game is a draw."""
    s = sing_a_whole_new_world(("p1", "p2"), ["p1", "p2"], {"simultaneous_loss": "draw"})
    result = s.expect_game_over([])
    assert result["reason"] == "lorcana.result.all_lost"
    assert lost(s) == ["p1", "p2"]
    assert s.events_of("game_over")[-1]["winners"] == []


def test_three_players_all_lose_in_one_check_and_the_last_in_turn_order_wins():
    """Turn order from the active player (1.9.2.1): p1 then p2 leave; p3 is left and wins (3.2.1.3)."""
    s = sing_a_whole_new_world(("p1", "p2", "p3"), ["p1", "p2", "p3"])
    s.expect_game_over(["p3"])
    assert lost(s) == ["p1", "p2"]


def test_with_the_option_draw_losers_who_leave_a_survivor_all_go_and_the_survivor_wins():
    """Option "draw": p1 and p2 leave at once; p3, who drew their 7, is the last player (3.2.1.3)."""
    s = sing_a_whole_new_world(("p1", "p2", "p3"), ["p1", "p2"], {"simultaneous_loss": "draw"})
    s.expect_game_over(["p3"])
    assert lost(s) == ["p1", "p2"]


def test_the_active_and_next_player_both_leave_and_the_turn_goes_to_the_third():
    """3.2.1.2, 1.10.2.1: p1 (active) and p2, next in turn order, both lose in one check. The
    game goes on; p2 gets no turn: the next turn is p3's, then p4's, then p3's again."""
    s = sing_a_whole_new_world(("p1", "p2", "p3", "p4"), ["p1", "p2"])
    assert lost(s) == ["p1", "p2"] and s.result is None
    assert s.state["seats"] == ["p3", "p4"]
    s.main("p3", answer="end")
    s.main("p4", answer="end")
    s.main("p3")
    assert [e["player"] for e in s.events_of("turn_started")] == ["p1", "p3", "p4", "p3"]
    assert [e["number"] for e in s.events_of("turn_started")] == [1, 2, 3, 4]


def test_a_team_whose_member_would_lose_wins_when_the_other_team_has_left():
    """Teams [p1, p3] and [p2, p4]; p1, p2 and p4 draw from an empty deck. In turn order p1
    leaves, then p2 (p3 and p4 are still two teams); p4 leaves too, and p3 is the last team
    left: p3 wins (3.2.1.3)."""
    s = sing_a_whole_new_world(("p1", "p2", "p3", "p4"), ["p1", "p2", "p4"], {"teams": [["p1", "p3"], ["p2", "p4"]]})
    s.expect_game_over(["p3"])
    assert lost(s) == ["p1", "p2", "p4"]


def test_a_member_who_would_lose_wins_with_the_team_when_the_other_team_has_left():
    """Teams [p1, p2] and [p3, p4]; all four draw from an empty deck. In turn order p1 leaves,
    then p2; p3's team is then the only one left and wins, p4 with it, though both met the loss
    condition in this check (1.9.2.1, 3.2.1.3)."""
    s = sing_a_whole_new_world(("p1", "p2", "p3", "p4"), ["p1", "p2", "p3", "p4"], {"teams": [["p1", "p2"], ["p3", "p4"]]})
    s.expect_game_over(["p3", "p4"])
    assert lost(s) == ["p1", "p2"]

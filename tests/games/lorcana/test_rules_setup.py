"""Rules scenarios: starting a game (3.1) and the first turn (4.2.3.2).

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt).
"""


from engine import events_for
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import FILLER, LorcanaScenario
from tests.scenario import Scenario


def new_match(players=("p1", "p2"), options=None, seed=3) -> Scenario:
    return Scenario("lorcana", list(players), {p: list(FILLER) for p in players}, seed, options)


def test_scenario_02_loser_of_previous_game_chooses_first_player():
    """2. Best-of-3: from game 2 on, the loser of the previous game chooses who goes first, no
    random pick (3.1.2). Here p1 won game 1, so p2 chooses, and may choose themselves."""
    s = new_match(options={"chooser": "p2"})
    assert s.request["asks"]["p2"]["prompt"] == "你输掉了上一局：请决定这一局谁先手（3.1.2）。"
    s.expect("p2", "choose_option", options=["p1", "p2"], answer=["p2"])
    assert s.events_of("first_player_chosen") == [
        {"type": "first_player_chosen", "player": "p2", "chooser": "p2"}
    ]
    assert s.state["turn"]["active"] == "p2"
    # 3.1.6: the alteration starts with the first player, then the others in turn order.
    s.expect("p2", "mulligan", answer=[])
    s.expect("p1", "mulligan", answer=[])
    s.expect("p2", "choose_action")  # p2 takes the first turn (3.1.7)


def test_scenario_02_without_a_previous_game_a_random_player_chooses():
    """2. (first game) A random method picks the player who chooses (3.1.2): across seeds both
    players get to choose, and the chosen first player is the one who takes the first turn."""
    choosers = set()
    for seed in range(12):
        s = new_match(seed=seed)
        ask = s.request["asks"]
        (chooser,) = ask
        choosers.add(chooser)
        assert ask[chooser]["prompt"] == "你被随机选中：请决定谁先手。"
        s.expect(chooser, "choose_option", options=["p1", "p2"], answer=["p2"])
        assert s.state["turn"]["active"] == "p2"
    assert choosers == {"p1", "p2"}


def test_scenario_02_the_recorded_chooser_is_the_player_who_was_asked():
    """2. The player picked at random is the one who chooses (3.1.2), so the log must name the
    player who was asked, on every seed."""
    for seed in range(12):
        s = new_match(seed=seed)
        (chooser,) = s.request["asks"]
        s.expect(chooser, "choose_option", answer=["p1"])
        assert s.events_of("first_player_chosen")[0]["chooser"] == chooser, f"seed {seed}"


def test_scenario_03_mulligan_order_bottom_unrevealed_redraw_and_shuffle_only_for_the_alterer():
    """3. The first player alters first: chosen cards go to the deck bottom unrevealed
    (3.1.6.1), they draw back to 7 from the top (3.1.6.2), then the other player may alter
    (3.1.6.3); only players who altered shuffle (3.1.6.4); each player alters once (3.1.6)."""
    s = new_match(options={"chooser": "p1"})
    s.expect("p1", "choose_option", answer=["p1"])
    hand = s.zone(zone("p1", "hand"))
    assert len(hand) == 7 and len(s.zone(zone("p2", "hand"))) == 7  # 3.1.5
    bottomed = hand[:3]
    top_three = s.zone(zone("p1", "deck"))[-3:]  # the deck is listed bottom to top
    ask = s.expect("p1", "mulligan", answer=bottomed)
    assert ask["min"] == 0 and ask["max"] == 7  # any number, none included
    assert len(s.zone(zone("p1", "hand"))) == 7
    moved = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "mulligan"]
    assert [e["was"] for e in moved] == bottomed
    assert all(e["to_zone"] == "p1.deck" for e in moved)
    # Not revealed: the opponent's view of these events hides what the cards are.
    assert all("definition" not in e for e in events_for(moved, "p2"))
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert sorted(drawn) == sorted(top_three)  # redrawn from the top, not the bottomed cards
    assert s.events_of("zone_shuffled", s.last_events) == []  # shuffling waits for everyone (3.1.6.4)

    s.expect("p2", "mulligan", answer=[])
    shuffled = [e["zone"] for e in s.events_of("zone_shuffled", s.last_events)]
    assert shuffled == ["p1.deck"]  # only the player who altered shuffles
    assert [e["player"] for e in s.events_of("mulligan")] == ["p1"]
    # Each player alters once: the game now starts with p1's turn, no further alteration asked.
    s.expect("p1", "choose_action")
    assert s.events_of("turn_started") == [{"type": "turn_started", "player": "p1", "number": 1}]


def test_scenario_04_first_player_skips_the_first_draw_only():
    """4. The first player skips the draw step of the game's first turn (4.2.3.2); the second
    player's first turn (game turn 2) and later turns draw 1 (4.2.3)."""
    s = LorcanaScenario(hands_empty=False)
    assert len(s.zone(zone("p1", "hand"))) == 7
    assert not [e for e in s.events if e["type"] == "card_moved" and e["reason"] == "draw" and e["owner"] == "p1"
                and s.events.index(e) > s.events.index(s.events_of("turn_started")[0])]  # fmt: skip
    s.main(answer="end")
    s.expect("p2", "choose_action")
    assert len(s.zone(zone("p2", "hand"))) == 8
    s.main("p2", answer="end")
    s.expect("p1", "choose_action")
    assert len(s.zone(zone("p1", "hand"))) == 8
    assert [e["number"] for e in s.events_of("turn_started")] == [1, 2, 3]

"""Rules scenarios of the bag (1.7, 8.7), triggered abilities (7.4) and the game state check
(1.9): winning at 20 lore, losing by drawing from an empty deck, and their order.

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt).
"""


from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def test_scenario_21_questing_to_20_wins_before_quest_triggers_resolve():
    """21. At 19 lore, Merlin – Self-Appointed Mentor (lore 1, Support) quests: the lore comes in
    the quest step (4.3.5.8) and the check that ends it finds 20 (1.9.2, 1.9.1.1), so p1 wins
    before the Support trigger in the bag is resolved (4.3.5.9)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    merlin = s.in_play("tfc-153")
    s.in_play("tfc-022")  # a Support target, never offered
    s.set_player("p1", lore=19)
    s.main(answer=f"quest:{merlin}")
    s.expect_game_over(["p1"])
    assert s.result["reason"] == "lorcana.result.lore"
    assert s.lore("p1") == 20
    assert [e["ability"] for e in s.events_of("trigger_added", s.last_events)] == ["support"]
    assert s.events_of("effect_created", s.last_events) == []  # Support never resolved


def test_scenario_52_the_active_player_orders_their_own_simultaneous_items():
    """52 (one player's half). Playing a song triggers Dr. Facilier – Remarkable Gentleman
    ("whenever you play a song, you may look at the top 2...") and Mickey Mouse – Artful Rogue
    ("whenever you play an action, chosen opposing character can't quest during their next
    turn") together, after the song has resolved (4.3.4.8, 6.3.4). p1 picks which resolves
    first (1.7.1, 8.7.4) and resolves both (8.7.5)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    song = s.hand("tfc-098")  # Sudden Chill: each opponent discards a card (p2 has none)
    s.in_play("tfc-039")
    s.in_play("tfc-088")
    theirs = s.in_play("tfc-089", "p2")
    top, second = s.on_top("tfc-012"), s.on_top("tfc-022")
    s.main(answer=f"play:{song}")
    ask = s.expect("p1", "choose_option")
    assert len(ask["options"]) == 2
    by_label = {o["label"]: o["id"] for o in ask["options"]}
    rogue_item = next(i for label, i in by_label.items() if "米奇" in label)
    facilier_item = next(i for label, i in by_label.items() if "霍博士" in label)
    assert s.cards("p1.discard", "tfc-098")  # the song resolved before its triggers (6.3.4)
    s.answer_raw("p1", [rogue_item])
    created = s.events_of("effect_created", s.last_events)
    assert [e["cards"] for e in created] == [[theirs]]
    s.expect("p1", "yes_no", answer=["yes"])  # Facilier's item, the only one left
    s.expect("p1", "choose_cards", options=[top, second])
    assert facilier_item not in [t["id"] for t in s.state["triggers"]]


def test_scenario_54_intervening_if_is_checked_before_the_trigger_enters_the_bag():
    """54(a). Stitch – Carefree Surfer: "when you play this character, if you have 2 or more
    other characters in play, you may draw 2". With only 1 other character the trigger is never
    put in the bag (7.4.4.1)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(7)
    surfer = s.hand("tfc-021")
    s.in_play("tfc-022")
    s.main(answer=f"play:{surfer}")
    assert s.events_of("trigger_added", s.last_events) == []
    s.expect("p1", "choose_action")  # no "may draw" question


def test_scenario_54_intervening_if_met_lets_the_trigger_resolve():
    """54. With 2 other characters the condition holds when the trigger is added and again on
    resolution (7.4.4), so p1 may draw 2."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(7)
    surfer = s.hand("tfc-021")
    s.in_play("tfc-022")
    s.in_play("tfc-013")
    s.main(answer=f"play:{surfer}")
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["yes"])
    assert len(s.zone(zone("p1", "hand"))) == 3


def test_scenario_55_moanas_second_sentence_applies_even_if_nothing_is_readied():
    """55. Moana – Of Motunui: "Whenever this character quests, you may ready your other
    Princess characters. They can't quest for the rest of this turn." The second sentence is
    tied to the trigger, not to the "may" (7.4.5 example 1): declining the ready still stops
    p1's other Princesses from questing this turn."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    moana = s.in_play("tfc-014")
    aurora = s.in_play("tfc-140")  # Aurora – Regal Princess, ready and dry
    s.in_play("tfc-013", exerted=True)  # Minnie Mouse – Beloved Princess
    s.main(answer=f"quest:{moana}")
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["no"])
    assert f"quest:{aurora}" not in option_ids(s.main())


def test_scenario_55_moana_readied_princesses_cannot_quest_again():
    """55. Accepting: the other Princesses are readied but can't quest this turn (7.4.5)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    moana = s.in_play("tfc-014")
    aurora = s.in_play("tfc-140")
    minnie = s.in_play("tfc-013", exerted=True)
    s.main(answer=f"quest:{moana}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(minnie)["exerted"] is False
    ask = s.main()
    assert f"quest:{aurora}" not in option_ids(ask) and f"quest:{minnie}" not in option_ids(ask)
    assert s.lore("p1") == 3


def test_scenario_57_drawing_from_an_empty_deck_loses_at_the_check_ending_the_draw_step():
    """57. p2's deck is empty at their draw step: they try to draw (4.2.3.2) and lose at the
    check that ends the step (1.9.1.2, 1.9.2); p1 is the last player and wins (3.2.1.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.hand("tfc-012", "p2")
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.main(answer="end")
    s.expect_game_over(["p1"])
    assert s.events_of("turn_started")[-1]["player"] == "p2"
    assert [e["player"] for e in s.events_of("player_lost")] == ["p2"]
    assert s.result["reason"] == "lorcana.result.deck_out"


def test_scenario_57_the_loss_waits_for_the_check_after_the_whole_effect():
    """57. Friends on the Other Side (draw 2) with 1 card left: p1 draws it, fails the second
    draw, and loses at the check after the action has resolved (1.9.1.2, 1.9.2), not mid-way."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    friends = s.hand("tfc-064")
    s.empty(zone("p1", "deck"), zone("p1", "discard"))
    last = s.on_top("tfc-012")
    s.main(answer=f"play:{friends}")
    s.expect_game_over(["p2"])
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == [last]
    assert s.cards("p1.discard", "tfc-064")  # the action finished before the check


def test_scenario_57_winning_beats_losing_in_the_same_check():
    """57. A player who would win and lose in the same check wins (1.9.2.1). p1 tried to draw
    from an empty deck since the last check (1.9.1.2) and reaches 20 lore before the next
    one: the quest's check finds both, and p1 wins."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")  # lore 2
    s.set_player("p1", lore=18, drew_from_empty=True)
    s.main(answer=f"quest:{mickey}")
    s.expect_game_over(["p1"])
    assert s.result["reason"] == "lorcana.result.lore"
    assert s.events_of("player_lost") == []


def test_scenario_58_win_is_checked_before_banishing():
    """58. A check first looks at winning and losing, and only if nobody won goes on to banish
    (1.9.2). p1 has a Stitch – New Dog with damage equal to its willpower that no check has
    banished yet, and reaches 20 lore with a quest: the check ends the game, and Stitch is never
    banished."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    stitch = s.in_play("tfc-022", damage=2)
    mickey = s.in_play("tfc-012")
    s.set_player("p1", lore=18)
    s.main(answer=f"quest:{mickey}")
    s.expect_game_over(["p1"])
    assert s.events_of("card_banished", s.last_events) == []
    assert stitch in s.zone(zone("p1", "play"))

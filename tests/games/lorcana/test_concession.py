"""Conceding a game of 3 or 4 players: the player leaves as one who loses does (3.2.1.2,
1.10.2.3) at whatever point they concede, and the others play on; the last one left wins
(3.2.1.3). Then a few hundred random 4-player games with concessions at random points, checked
against the engine contract (engine/fuzz.py)."""

import pytest

import engine
from engine.core import snapshot
from engine.games.lorcana.game import LorcanaGame
from engine.games.lorcana.zones import zone
from tests.games.lorcana.checked_games import play_checked
from tests.games.lorcana.position import LorcanaScenario, concede, option_ids

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def started(s: LorcanaScenario) -> list[str]:
    return [e["player"] for e in s.events_of("turn_started")]


def test_conceding_on_your_own_turn_passes_the_turn_to_the_next_player():
    """3.2.1.2: p1 concedes in their main phase; their cards leave, the turn goes to p2."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    s.main()
    events = concede(s, "p1")
    assert [e["type"] for e in events][:2] == ["conceded", "card_moved"]
    assert [e["player"] for e in s.events_of("player_lost")] == ["p1"]
    assert s.state["seats"] == ["p2", "p3"] and s.result is None
    assert mickey not in s.state["cards"] and len(s.zone(zone("p1", "out"))) == 1
    s.expect("p2", "choose_action")
    assert started(s) == ["p1", "p2"]


def test_a_delayed_ability_of_a_player_who_conceded_does_not_trigger_at_the_end_of_the_turn():
    """3.2.1.2: the pending abilities and effects of a player who leaves are removed. p1 played a
    character with 阴森的角落 (rotf-062: "在回合结束时，将他驱逐") and concedes: the turn passes with
    no trigger of theirs left for the bag."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.ink(3)
    song = s.hand("rotf-062")
    mickey = s.hand("tfc-012")  # the character it plays for free
    s.hand("tfc-036")  # an inkable card keeps p1's main phase going
    s.main(answer=f"play:{song}")
    s.expect("p1", "choose_cards", exact=False, answer=[mickey])
    s.main()
    assert s.state["data"]["at_end_of_turn"]
    concede(s, "p1")
    s.expect("p2", "choose_action")
    assert s.state["triggers"] == [] and "at_end_of_turn" not in s.state["data"]


def test_conceding_during_your_own_challenge_while_the_challenged_player_decides():
    """p1's Sven challenges p2's Mad Hatter, whose "you may draw" asks p2; p1 concedes meanwhile.
    p2's trigger still resolves (only p1's items go, 3.2.1.2); the challenge ends without damage,
    since its challenger left (4.3.6.22); then p2's turn begins."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    hatter = s.in_play("tfc-086", "p2", exerted=True)
    s.main(answer=f"challenge:{sven}")
    s.expect("p2", "yes_no")
    concede(s, "p1")
    hand = len(s.zone(zone("p2", "hand")))
    s.expect("p2", "yes_no", answer=["yes"])
    assert len(s.zone(zone("p2", "hand"))) == hand + 2  # Mad Hatter's card, then p2's draw step
    assert s.damage(hatter) == 0 and s.events_of("damage_dealt") == []
    assert len(s.events_of("challenge_ended")) == 1 and "challenge" not in s.state["data"]
    s.expect("p2", "choose_action")
    assert started(s) == ["p1", "p2"]


def test_conceding_while_choosing_a_challenge_target_ends_the_challenge_before_it_starts():
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    s.in_play("tfc-086", "p2", exerted=True)
    s.in_play("tfc-089", "p3", exerted=True)
    s.main(answer=f"challenge:{sven}")
    s.expect("p1", "choose_targets")
    concede(s, "p1")
    assert s.events_of("challenge_declared") == []
    s.expect("p2", "choose_action")


def test_the_player_whose_cards_could_be_challenged_concedes_while_the_challenger_chooses():
    """p1's Sven challenges; the only exerted opposing characters are p2's, and p2 concedes while
    p1 chooses. Their cards leave (3.2.1.2, 1.10.2.3), no character is left to choose (4.3.6.6):
    there is no challenge, Sven stays ready, and p1 is back at the main-phase menu (4.3.6.22)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    hatter = s.in_play("tfc-086", "p2", exerted=True)
    minnie = s.in_play("tfc-013", "p2", exerted=True)
    s.in_play("tfc-089", "p3")  # ready: not a legal defender
    s.main(answer=f"challenge:{sven}")
    s.expect("p1", "choose_targets", options=[hatter, minnie])
    concede(s, "p2")
    ask = s.main()
    assert not s.card(sven).get("exerted") and f"challenge:{sven}" not in option_ids(ask)
    assert s.events_of("challenge_declared") == [] and "challenge" not in s.state["data"]
    assert s.state["seats"] == ["p1", "p3"] and s.result is None


def test_a_player_asked_by_anothers_action_concedes_and_the_effect_goes_on_to_the_next():
    """Sudden Chill: each opponent discards a card, p2 then p3 (1.10.2.2). p2 concedes while
    choosing: p3 is asked next, and p1's turn goes on."""
    s = LorcanaScenario(players=("p1", "p2", "p3", "p4"))
    s.hand(KEEPER)
    s.ink(2)
    chill = s.hand("tfc-098")
    s.hand("tfc-012", "p2")
    s.hand("tfc-022", "p2")
    p3_cards = [s.hand("tfc-013", "p3"), s.hand("tfc-089", "p3")]
    p4_card = s.hand("tfc-015", "p4")
    s.main(answer=f"play:{chill}")
    s.expect("p2", "choose_cards")
    concede(s, "p2")
    s.expect("p3", "choose_cards", options=p3_cards, answer=[p3_cards[1]])
    # p4's single card is discarded without asking (one legal answer)
    assert s.cards("p3.discard", "tfc-089") and p4_card not in s.state["cards"] and s.cards("p4.discard", "tfc-015")
    s.main(answer="end")
    assert started(s) == ["p1", "p3"]


def test_a_player_not_being_asked_concedes_and_the_pending_choice_is_asked_again():
    """p4 concedes while p2 chooses a card to discard: p2 is asked again (a new request, the old
    one is stale), and p4, who left, is skipped."""
    s = LorcanaScenario(players=("p1", "p2", "p3", "p4"))
    s.hand(KEEPER)
    s.ink(2)
    chill = s.hand("tfc-098")
    p2_cards = [s.hand("tfc-012", "p2"), s.hand("tfc-022", "p2")]
    p3_card = s.hand("tfc-013", "p3")
    s.hand("tfc-015", "p4")
    s.main(answer=f"play:{chill}")
    stale = s.expect("p2", "choose_cards")["id"]
    concede(s, "p4")
    s.expect_error("answer.stale", "p2", [p2_cards[0]], request=stale)
    s.expect("p2", "choose_cards", options=p2_cards, answer=[p2_cards[0]])
    s.expect("p1", "choose_action")
    assert p3_card not in s.state["cards"]  # p3's only card, discarded without asking
    assert s.cards("p2.discard", "tfc-012")


def test_the_first_player_concedes_while_altering_their_hand_and_the_next_player_begins():
    players = ["p1", "p2", "p3"]
    s = LorcanaScenario.__new__(LorcanaScenario)
    super(LorcanaScenario, s).__init__("lorcana", players, {p: ["tfc-012"] * 60 for p in players}, 0, {"chooser": "p1"})
    s.expect("p1", "choose_option", answer=["p1"])
    s.expect("p1", "mulligan", answer=[])
    s.expect("p2", "mulligan")
    concede(s, "p1")
    s.expect("p2", "mulligan", answer=[])
    s.expect("p3", "mulligan", answer=[])
    s.expect("p2", "choose_action")
    assert started(s) == ["p2"]
    assert len(s.zone(zone("p2", "hand"))) == 7  # the game's first turn: no draw (4.2.3.2)


def test_the_last_player_left_wins_when_the_others_concede():
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.main()
    concede(s, "p3")
    s.main()
    concede(s, "p1")
    result = s.expect_game_over(["p2"])
    assert result["reason"] == "concede"
    assert [e["player"] for e in s.events_of("conceded")] == ["p3", "p1"]


def test_conceding_in_a_two_player_game_still_ends_it_at_once():
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.main()
    events = concede(s, "p2")
    assert [e["type"] for e in events] == ["conceded", "game_over"]
    s.expect_game_over(["p1"])


def test_a_game_that_does_not_support_it_refuses_multiplayer_concession(monkeypatch):
    """engine/core/match_actions.py: without ``supports_multiplayer_concession`` conceding a game
    of three or more is refused and changes nothing."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.main()
    monkeypatch.setattr(LorcanaGame, "supports_multiplayer_concession", False)
    before = snapshot.dump(s.state)
    with pytest.raises(engine.AnswerError) as raised:
        engine.advance(s.state, {"action": "concede", "player": "p2"})
    assert raised.value.code == "answer.concede_multiplayer"
    assert snapshot.dump(s.state) == before
    assert option_ids(s.main())[-1] == "end"


PLAYERS = ["p1", "p2", "p3", "p4"]


@pytest.mark.parametrize("block", range(4))
def test_random_four_player_games_with_concessions_keep_the_engine_contract(block):
    conceded = 0
    for seed in range(block * 50, block * 50 + 50):
        state = play_checked(seed, PLAYERS, None, concede_chance=0.04)
        assert state["result"]["winners"] and set(state["result"]["winners"]) <= set(state["seats"])
        conceded += sum(1 for p in PLAYERS if state["players"][p].get("eliminated"))
    assert conceded > 50  # most games see two players leave mid-game

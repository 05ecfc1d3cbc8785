"""Rules scenarios with 3 or 4 players (1.10): turn order to the left, a player who draws from an
empty deck leaving the game with their cards and effects (1.10.2.3, 3.2.1.2), the last player
winning (3.2.1.3).

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt).
"""

import random

import engine
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def started(s: LorcanaScenario) -> list[str]:
    return [e["player"] for e in s.events_of("turn_started")]


def test_scenario_68_turn_passes_to_the_left_and_only_the_first_turn_skips_the_draw():
    """68/69 (turn order). 1.10.2.1: with 4 players the turn goes p1, p2, p3, p4, then p1 again; only the game's
    first turn skips the draw (4.2.3.2)."""
    s = LorcanaScenario(players=("p1", "p2", "p3", "p4"))
    s.hand(KEEPER)
    s.main(answer="end")
    for player in ("p2", "p3", "p4"):
        assert len(s.zone(zone(player, "hand"))) == 1  # drew on their first turn
        s.main(player, answer="end")
    s.expect("p1", "choose_action")
    assert started(s) == ["p1", "p2", "p3", "p4", "p1"]
    assert len(s.zone(zone("p1", "hand"))) == 2


def test_scenario_68_a_player_who_draws_from_an_empty_deck_leaves_with_their_cards_and_effects():
    """68. Three players. On p2's turn Jasper – Common Crook's quest made p1's Mickey unable to
    quest during p1's next turn. On that turn p1 challenges p2's Mad Hatter, whose "you may draw"
    makes p2 draw from an empty deck: p2 loses and leaves (3.2.1.2, 1.10.2.3). Their cards leave
    play and their effects end, even one lasting through this turn, so Mickey may quest; the game
    goes on, and the turn passes from p1 to p3."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    sven = s.in_play("tfc-055")
    stitch = s.in_play("tfc-022")
    jasper = s.in_play("tfc-081", "p2")
    hatter = s.in_play("tfc-086", "p2")
    olaf = s.in_play("tfc-052", "p3")
    s.main(answer="end")
    s.main("p2", answer=f"quest:{jasper}")
    s.expect("p2", "choose_targets", options=[mickey, sven, stitch, olaf], answer=[mickey])
    s.main("p2", answer=f"quest:{hatter}")
    s.main("p2", answer="end")
    s.main("p3", answer="end")
    ask = s.main()
    assert f"quest:{mickey}" not in option_ids(ask) and f"quest:{stitch}" in option_ids(ask)
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.main(answer=f"challenge:{sven}")
    s.expect("p1", "choose_targets", options=[jasper, hatter], answer=[hatter])
    s.expect("p2", "yes_no", answer=["yes"])
    assert [e["player"] for e in s.events_of("player_lost")] == ["p2"]
    assert s.result is None  # the game continues (3.2.1.2)
    assert s.state["seats"] == ["p1", "p3"]
    ask = s.main()
    assert f"quest:{mickey}" in option_ids(ask)  # p2's effect is gone (1.10.2.3)
    assert f"challenge:{stitch}" not in option_ids(ask)  # p2's exerted Jasper left play
    assert jasper not in s.view(None)["current"]
    s.main(answer="end")
    assert started(s)[-1] == "p3"


def test_scenario_68_a_challenge_ends_without_damage_when_the_challenged_player_leaves():
    """68/4.3.6.22. p1's Sven challenges p2's Mad Hatter; in step 7 p2 draws from an empty deck
    and leaves the game. Their Mad Hatter is removed with them, so the challenge ends early: no
    damage step, Sven takes no damage."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    s.in_play("tfc-086", "p2", exerted=True)
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.main(answer=f"challenge:{sven}")
    s.expect("p2", "yes_no", answer=["yes"])
    assert s.state["seats"] == ["p1", "p3"]
    assert s.events_of("damage_dealt", s.last_events) == []
    assert s.damage(sven) == 0
    assert len(s.events_of("challenge_ended", s.last_events)) == 1
    s.expect("p1", "choose_action")


def test_scenario_69_eliminated_on_their_own_turn_the_next_player_goes_on():
    """69. Three players; p2's deck is empty at their draw step. p2 loses at the check ending the
    step (1.9.1.2), gets no main phase, and the game moves to p3's turn (3.2.1.2); p2's cards in
    play are gone (1.10.2.3); after p3, p1 plays again (1.10.2.1)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    sven = s.in_play("tfc-055")
    s.in_play("tfc-089", "p2", exerted=True)
    s.in_play("tfc-090", "p2", exerted=True)  # Mother Gothel: while exerted, opponents can't quest
    assert f"quest:{sven}" not in option_ids(s.main())
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.main(answer="end")
    s.expect("p3", "choose_action")
    assert started(s) == ["p1", "p2", "p3"]
    assert [e["player"] for e in s.events_of("player_lost")] == ["p2"]
    assert s.state["seats"] == ["p1", "p3"] and s.result is None
    s.main("p3", answer="end")
    ask = s.main()
    assert started(s)[-1] == "p1"
    assert f"quest:{sven}" in option_ids(ask)  # Mother Gothel's static left with p2
    assert f"challenge:{sven}" not in option_ids(ask)  # p2's exerted characters are gone


def test_scenario_69_the_last_player_left_wins():
    """69/3.2.1.3. p2 and then p3 draw from empty decks on their turns: each leaves in turn, and
    p1, the last player left, wins."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.empty(zone("p3", "deck"), zone("p3", "discard"))
    s.main(answer="end")
    s.expect_game_over(["p1"])
    assert [e["player"] for e in s.events_of("player_lost")] == ["p2", "p3"]
    assert started(s) == ["p1", "p2", "p3"]


def test_scenario_69_eliminated_in_their_own_main_phase_the_turn_passes_on():
    """69. Three players. In p1's main phase Friends on the Other Side (draw 2) makes p1 draw from
    an empty deck: after the action has resolved, the check removes p1 (1.9.1.2, 3.2.1.2) and,
    since it was p1's turn, the game moves on to the next player, p2 (3.2.1.2, 1.10.2.1)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.ink(3)
    friends = s.hand("tfc-064")
    mickey = s.in_play("tfc-012")
    s.empty(zone("p1", "deck"), zone("p1", "discard"))
    s.main(answer=f"play:{friends}")
    assert [e["player"] for e in s.events_of("player_lost")] == ["p1"]
    assert s.result is None and s.state["seats"] == ["p2", "p3"]
    s.expect("p2", "choose_action")
    assert started(s) == ["p1", "p2"]
    assert mickey not in s.view(None)["current"]  # p1's cards left the game with them


def test_scenario_31_bodyguard_protects_only_its_own_players_characters():
    """31/10.2.3 with three players: "if an opponent would choose one of *your* characters to
    challenge and could choose this character...". p2's exerted Bodyguards (Simba – Protective
    Cub, Hercules – True Hero) bind a challenge against p2's characters only; p3's exerted
    Mickey can still be chosen."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012")
    simba = s.in_play("tfc-020", "p2", exerted=True)
    hercules = s.in_play("tfc-181", "p2", exerted=True)
    s.in_play("tfc-022", "p2", exerted=True)  # p2's non-Bodyguard: not a legal choice
    pilot = s.in_play("tfc-089", "p3", exerted=True)
    s.main(answer=f"challenge:{mickey}")
    s.expect("p1", "choose_targets", options=[simba, hercules, pilot], answer=[pilot])
    assert s.damage(pilot) == 3


def test_scenario_53_an_effect_on_each_opponent_goes_round_from_the_active_player():
    """53 (with a set-1 card; Donald Duck – Perfect Gentleman is not in set 1). 1.6.2, 1.10.2.2:
    Sudden Chill ("each opponent chooses and discards a card") is done by
    each affected player in turn order, one at a time: p2, then p3; each chooses their own card
    (8.3.4)."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.ink(2)
    chill = s.hand("tfc-098")
    p2_cards = [s.hand("tfc-012", "p2"), s.hand("tfc-022", "p2")]
    p3_cards = [s.hand("tfc-013", "p3"), s.hand("tfc-089", "p3")]
    s.main(answer=f"play:{chill}")
    assert s.ask("p3")["waiting_for"] == ["p2"]
    s.expect("p2", "choose_cards", options=p2_cards, answer=[p2_cards[1]])
    s.expect("p3", "choose_cards", options=p3_cards, answer=[p3_cards[0]])
    assert s.cards("p2.discard", "tfc-022") and s.cards("p3.discard", "tfc-013")
    s.expect("p1", "choose_action")


def test_a_draw_may_be_agreed_in_a_game_of_three_players():
    """Conceding is in test_concession.py; an agreed draw ends the game with no winner."""
    players = ["p1", "p2", "p3"]
    decks = engine.get_game("lorcana").random_decks(random.Random(1), players)
    state, _, _ = engine.start("lorcana", players, decks, 1)
    drawn, _, _ = engine.advance(state, {"action": "agree_draw", "player": "p2"})
    assert drawn["result"] == {"winners": [], "reason": "agreed_draw", "params": {}}

"""Games of three or four players (CR 800): a player who loses leaves and the others play on
(800.4a, 104.2a), turns skip them (101.4), each attacker attacks a chosen player (506.2, 508.1b)
and only the attacked player blocks it (509.1a)."""

import engine
from engine.core.effects import add_effect
from engine.games.mtg.zones import BATTLEFIELD, EXILE, hand
from tests.games.mtg.multiplayer_position import COEURL, MultiplayerScenario
from tests.games.mtg.position import FOREST, MOUNTAIN, PLAINS
from tests.scenario import Scenario

COMET = "fin-132"  # Choco-Comet {X}{R}{R}: X damage to any target


def to_declare_attackers(s: MultiplayerScenario) -> None:
    s.pass_to("main1")
    s.pass_all()  # to the beginning of combat
    s.pass_all()  # to declare attackers


def test_a_player_at_zero_life_leaves_and_the_others_play_on():
    """704.5a, 800.4a: p2 loses; their permanents and spells leave the game, the game goes on."""
    s = MultiplayerScenario()
    bear = s.permanent(COEURL, "p2")
    s.permanent(PLAINS, "p3")
    s.set_player("p2", life=0)
    s.check_now()  # state-based actions before the next priority (117.5)
    assert s.result is None
    assert s.state["seats"] == ["p1", "p3"]
    assert bear not in s.zone(BATTLEFIELD) and s.defs("p2.left") == [COEURL]
    assert [e["reason"] for e in s.events_of("player_lost")] == ["life"]
    assert s.events_of("player_left")[0]["player"] == "p2"


def test_turns_skip_a_player_who_left():
    """101.4 / 800.4a: after p1's turn comes p3's, p2 having left."""
    s = MultiplayerScenario()
    s.set_player("p2", life=0)
    s.pass_to("main1", "p3", active="p3")
    started = [e["player"] for e in s.events_of("turn_started")]
    assert "p2" not in started and started[-1] == "p3"


def test_the_last_player_left_wins():
    """104.2a: with two players left, one losing ends the game with the other the winner."""
    s = MultiplayerScenario()
    s.set_player("p2", life=0)
    s.check_now()
    s.set_player("p3", life=-1)
    s.check_now()
    s.expect_game_over(["p1"])


def test_control_of_another_players_permanent_ends_when_its_controller_leaves():
    """800.4a: effects giving the leaving player control end: p1's creature p2 took goes back."""
    s = MultiplayerScenario()
    creature = s.permanent(COEURL, "p1")
    add_effect(s.ctx(), source=None, controller="p2", cards=[creature], modifier={"control": "p2"}, until=None)
    s.set_player("p2", life=0)
    s.check_now()
    assert creature in s.zone(BATTLEFIELD) and s.card(creature)["owner"] == "p1"
    assert not [e for e in s.state["effects"] if e["modifier"].get("control") == "p2"]
    assert not s.zone(EXILE)


def test_each_attacker_attacks_the_player_chosen_for_it():
    """506.2, 508.1b: with two opponents, the player each attacker attacks is chosen for it;
    only the attacked player declares blockers (509.1a) and is dealt its damage (510.1a)."""
    s = MultiplayerScenario()
    attacker = s.permanent(COEURL, "p1")
    s.permanent(COEURL, "p2")
    blocker = s.permanent(COEURL, "p3")
    to_declare_attackers(s)
    s.expect("p1", "choose_cards", answer=[attacker])
    ask = s.expect("p1", "choose_option", options=["p2", "p3"])
    assert ask["options"][0]["label"] == "进攻 p2"
    s.answer_raw("p1", ["p3"])
    assert s.state["turn"]["combat"]["attackers"][attacker]["defender"] == "p3"
    s.pass_all()
    s.expect("p3", "choose_cards", options=[f"{blocker}>{attacker}"], answer=[])  # p2 is not asked
    s.pass_all()
    s.pass_all()
    assert (s.life("p2"), s.life("p3")) == (20, 18)


def test_four_players_each_opponent_loses_life():
    """"Each opponent" in a four-player game is every other player still in it."""
    s = MultiplayerScenario(("p1", "p2", "p3", "p4"))
    s.set_player("p3", life=0)
    s.check_now()
    assert s.state["seats"] == ["p1", "p2", "p4"]
    assert s.ctx().opponents("p1") == ["p2", "p4"]


def test_the_active_player_leaving_ends_nothing_but_their_part_in_the_turn():
    """800.4: the turn goes on without an active player (no draw, no discard), then the next
    player in seating order still in the game takes theirs."""
    s = MultiplayerScenario()
    s.pass_to("main1")
    s.set_player("p1", life=0)
    s.check_now()
    assert s.state["seats"] == ["p2", "p3"] and s.state["turn"]["active"] == "p1"
    s.pass_to("main1", "p2")
    assert [e["player"] for e in s.events_of("turn_started")][-1] == "p2"
    assert s.state["turn"]["number"] == 2


def test_the_tokens_of_a_player_who_left_cease_to_exist():
    """800.4a then 704.5d: a token they owned leaves the game and, out of play, ceases to exist."""
    s = MultiplayerScenario()
    token = s.permanent(COEURL, "p2", token=True)
    cards = sum(1 for c in s.state["cards"].values() if c["owner"] == "p2")
    s.set_player("p2", life=0)
    s.check_now()
    assert token not in s.state["cards"] and s.zone("p2.left") == []
    assert sum(1 for c in s.state["cards"].values() if c["owner"] == "p2") == cards - 1
    assert s.events_of("token_ceased")


def test_the_first_mulligan_is_free_in_a_multiplayer_game():
    """103.5c: a player of a three-player game who mulligans once keeps seven cards."""
    s = Scenario("mtg", ["p1", "p2", "p3"], {p: [FOREST] * 60 for p in ("p1", "p2", "p3")}, 0, {"first_player": "p1"})
    s.expect("p1", "mulligan", answer=["mulligan"])
    s.expect("p2", "mulligan", answer=["keep"])
    s.expect("p3", "mulligan", answer=["keep"])
    s.expect("p1", "mulligan", answer=["keep"])
    assert len(s.zone(hand("p1"))) == 7 and s.player("p1")["mulligans"] == 1
    assert s.request["kind"] == "choose_action"  # no card to put on the bottom


def test_a_player_who_concedes_leaves_and_the_others_play_on():
    """104.3a, 800.4a: p2 concedes while p1 has priority; their permanents leave the game with
    them and p1 is asked again, the game going on between p1 and p3."""
    s = MultiplayerScenario()
    bear = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    state, events, request = engine.advance(s.state, {"action": "concede", "player": "p2"})
    assert state["result"] is None and state["seats"] == ["p1", "p3"]
    assert bear not in state["zones"][BATTLEFIELD]["cards"]
    assert [state["cards"][c]["def"] for c in state["zones"]["p2.left"]["cards"]] == [COEURL]
    assert [e["type"] for e in events][:1] == ["conceded"] and any(e["type"] == "player_left" for e in events)
    assert request["pending"] == ["p1"]


def test_a_player_who_concedes_while_casting_a_spell_leaves_and_the_spell_with_them():
    """800.4a: p1 concedes in the middle of casting Choco-Comet (X announced, the target asked):
    the spell ceases to exist with them, its card leaves the game, and p2 and p3 play on (found
    by the three-player fuzzer: the casting went on for a player no longer seated)."""
    s = MultiplayerScenario()
    s.lands(4, MOUNTAIN)
    comet = s.hand(COMET)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.answer_raw("p1", [s.ask("p1")["options"][1]["id"]])  # an X
    assert any(f["proc"] == "mtg.cast" for f in s.state["frames"]) and s.state["request"]["pending"] == ["p1"]
    state, _, request = engine.advance(s.state, {"action": "concede", "player": "p1"})
    assert state["result"] is None and state["seats"] == ["p2", "p3"] and state["stack"] == []
    assert not any(f["proc"] in ("mtg.cast", "mtg.activate") for f in state["frames"])
    assert [state["cards"][c]["def"] for c in state["zones"]["p1.left"]["cards"]].count(COMET) == 1
    assert request is not None and request["pending"][0] in ("p2", "p3")


def test_the_last_opponent_conceding_ends_the_game():
    """104.3a, 104.2a: of the last two players, the one who concedes loses and the other wins."""
    s = MultiplayerScenario()
    s.pass_to("main1")
    state, _, _ = engine.advance(s.state, {"action": "concede", "player": "p3"})
    state, events, request = engine.advance(state, {"action": "concede", "player": "p1"})
    assert request is None
    assert state["result"]["winners"] == ["p2"] and state["result"]["reason"] == "concede"

"""The monarch (CR 724) and Coin of Fate (fic-224), the card of the pool that makes one: "{3}{W},
{T}, Exile two creature cards from your graveyard, Sacrifice this artifact: An opponent chooses one
of the exiled cards. You put that card on the bottom of your library and return the other to the
battlefield tapped. You become the monarch." """

from engine.games.mtg.game import MtgGame
from engine.games.mtg.monarch import MONARCH, monarch
from engine.games.mtg.multiplayer import players_lose
from engine.games.mtg.narration import narrate
from engine.games.mtg.text import card_name
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario
from tests.games.mtg.position import PLAINS, MtgScenario

COIN, COEURL, ADELBERT = "fic-224", "fin-012", "fin-003"  # a vanilla 2/2; a legendary 2/1


def crowned(s: MtgScenario, player: str) -> None:
    s.state["data"][MONARCH] = {"player": player}


def test_coin_of_fate_exiles_two_creatures_an_opponent_splits_them_and_you_become_the_monarch():
    s = MtgScenario()
    coin = s.permanent(COIN)
    s.lands(4, PLAINS)
    coeurl, adelbert, other = s.in_graveyard(COEURL), s.in_graveyard(ADELBERT), s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.activate(coin, 1)
    ask = s.ask("p1")
    assert sorted(o["id"] for o in ask["options"]) == sorted([coeurl, adelbert, other]) and ask["min"] == ask["max"] == 2  # CR 601.2h
    s.expect("p1", "choose_cards", answer=[coeurl, adelbert])
    assert s.defs(EXILE) == [COEURL, ADELBERT] and s.defs(graveyard("p1")) == [COEURL, COIN]  # paid: exiled, sacrificed
    s.pass_both()
    exiled = s.zone(EXILE)
    s.expect("p2", "choose_cards", answer=[exiled[0]])  # the opponent chooses
    assert s.defs(library("p1"))[0] == COEURL  # the bottom of p1's library
    [returned] = s.cards(BATTLEFIELD, ADELBERT)
    assert s.card(returned)["tapped"] and s.card(returned).get("controller", s.card(returned)["owner"]) == "p1"
    assert monarch(s.state) == "p1"
    [event] = s.events_of("monarch_changed")
    assert narrate(event, {"p1": "Alice", "p2": "Bob"}) == "Alice 成为君主。"
    view = MtgGame().view_extras(s.state, "p2")
    assert view["monarch"] == "p1"


def test_coin_of_fate_cannot_be_activated_with_one_creature_card_in_the_graveyard():
    """CR 602.2b, 118.3: a cost that can't be paid: the ability is not offered."""
    s = MtgScenario()
    coin = s.permanent(COIN)
    s.lands(4, PLAINS)
    s.in_graveyard(COEURL)
    s.in_graveyard(PLAINS)  # not a creature card
    s.pass_to("main1")
    assert f"activate:{coin}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    s.in_graveyard(ADELBERT)
    s.check_now()
    assert f"activate:{coin}:1" in [o["id"] for o in s.ask("p1")["options"]]


def test_the_monarch_draws_a_card_at_the_beginning_of_their_end_step_only():
    """CR 724.2: "at the beginning of the monarch's end step, that player draws a card"."""
    s = MtgScenario()
    crowned(s, "p1")
    before = len(s.zone(hand("p1")))
    s.pass_to("end")
    [trigger] = s.state["stack"]
    assert trigger["controller"] == "p1" and trigger["data"]["definition"] == MONARCH
    # No source (CR 724.2): the stack names the designation, not the card that made a monarch.
    assert card_name(trigger["data"]["definition"]) == "君主"
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1
    s.pass_to("main1", "p2")  # past p2's draw
    hand_p2 = len(s.zone(hand("p2")))
    s.pass_to("end", "p2")
    assert s.state["stack"] == [] and len(s.zone(hand("p2"))) == hand_p2  # p2 is not the monarch


def test_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch():
    """CR 724.2: "whenever a creature deals combat damage to the monarch, its controller becomes
    the monarch"; a creature dealing combat damage to a player who is not the monarch does nothing."""
    s = MtgScenario()
    crowned(s, "p1")
    coeurl = s.permanent(COEURL, "p2")
    s.declare_attackers([coeurl], "p2")
    s.pass_to("combat_damage", "p2", active="p2")
    [trigger] = [tr for tr in s.state["stack"] if tr["controller"] == "p2"]
    assert trigger["data"]["definition"] == MONARCH
    s.pass_both()
    assert monarch(s.state) == "p2" and s.life("p1") == 18
    mine = s.permanent(COEURL, "p1")
    s.pass_to("main1")  # p1's turn: p2 is the monarch; p1's attack takes it back
    s.declare_attackers([mine])
    s.pass_to("combat_damage")
    s.pass_both()
    assert monarch(s.state) == "p1"


def test_the_monarch_leaving_the_game_passes_it_to_the_active_player_or_the_next_one():
    """CR 724.4: the monarch leaves in another player's turn: the active player becomes the
    monarch; in their own turn: the next player in turn order."""
    s = MultiplayerScenario(("p1", "p2", "p3"))
    s.pass_to("main1")
    crowned(s, "p2")
    players_lose(s.ctx(), {"p2": "life"}, "mtg.result.won")
    assert monarch(s.state) == "p1"

    s = MultiplayerScenario(("p1", "p2", "p3"))
    s.pass_to("main1")
    crowned(s, "p1")
    players_lose(s.ctx(), {"p1": "life"}, "mtg.result.won")
    assert monarch(s.state) == "p2"

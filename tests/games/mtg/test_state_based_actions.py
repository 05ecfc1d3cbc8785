"""State-based actions (CR 704.5) and how the game ends (CR 104)."""

from engine.core.context import Ctx
from engine.games.mtg.objects import toughness
from engine.games.mtg.permanents import combat_source, deal_damage
from engine.games.mtg.zones import BATTLEFIELD, graveyard, library
from tests.games.mtg.position import FOREST, MtgScenario

COEURL, OCHU, GIGANTOAD, ADELBERT, GABRANTH = "fin-012", "fin-189", "fin-187", "fin-003", "fin-230"


def test_a_player_at_zero_life_loses():
    """704.5a."""
    s = MtgScenario()
    s.pass_to("main1")
    s.set_player("p2", life=0)
    s.state["frames"][-1]["phase"] = "checks"
    s.expect_game_over(["p1"])
    assert s.events_of("player_lost")[0]["reason"] == "life"


def test_both_players_losing_at_once_is_a_draw():
    """104.4a: all players lose simultaneously -> the game is a draw."""
    s = MtgScenario()
    s.pass_to("main1")
    s.set_player("p1", life=-1)
    s.set_player("p2", life=0)
    s.state["frames"][-1]["phase"] = "checks"
    assert s.expect_game_over([])["reason"] == "mtg.result.all_lost"


def test_drawing_from_an_empty_library_loses_at_the_next_check():
    """121.4 / 704.5b: the draw does nothing at once; the player loses when SBAs are checked."""
    s = MtgScenario()
    s.empty(library("p2"), graveyard("p2"))
    s.pass_to("upkeep", "p2")
    s.pass_both()
    s.expect_game_over(["p1"])
    assert s.events_of("draw_from_empty")[0]["player"] == "p2"
    assert s.events_of("player_lost")[0]["reason"] == "empty_library"


def test_lethal_damage_destroys_and_damage_below_toughness_does_not():
    """704.5g."""
    s = MtgScenario()
    hurt, dead = s.permanent(COEURL), s.permanent(COEURL)
    s.pass_to("main1")
    s.card(hurt)["damage"] = 1
    s.mark_damage(dead, 2)
    assert hurt in s.zone(BATTLEFIELD) and s.defs(graveyard("p1")) == [COEURL]


def test_any_damage_from_a_deathtouch_source_destroys():
    """704.5h / 702.2b: the Ochu's 1 damage destroys Gigantoad (4/4)."""
    s = MtgScenario()
    ochu = s.permanent(OCHU, "p2")
    toad = s.permanent(GIGANTOAD)
    s.pass_to("main1")
    deal_damage(Ctx(s.game, s.state), combat_source(s.state, ochu), {"card": toad}, 1)
    s.mark_damage(toad, 1)
    assert s.defs(graveyard("p1")) == [GIGANTOAD]


def test_gigantoad_dies_when_lands_drop_below_seven_with_its_damage_still_marked():
    """The notes' ruling: 5 damage on a 6/6 Gigantoad; a land leaves, it is 4/4 -> lethal."""
    s = MtgScenario()
    lands = s.lands(7, FOREST)
    toad = s.permanent(GIGANTOAD)
    s.pass_to("main1")
    assert toughness(s.state, toad) == 6
    s.mark_damage(toad, 5)
    assert toad in s.zone(BATTLEFIELD)
    s.move(lands[0], graveyard("p1"))
    s.mark_damage(toad, 5)
    assert GIGANTOAD in s.defs(graveyard("p1"))


def test_legend_rule_keeps_the_one_its_controller_chooses():
    """704.5j: two Adelbert Steiners under one controller -> choose one, the other to the graveyard;
    an opponent's copy of the same legend is unaffected."""
    s = MtgScenario()
    first, second = s.permanent(ADELBERT), s.permanent(ADELBERT)
    theirs = s.permanent(ADELBERT, "p2")
    s.pass_priority("p1")  # state-based actions are checked before p2 gets priority
    s.expect("p1", "choose_cards", options=[first, second], answer=[second])
    assert second in s.zone(BATTLEFIELD) and theirs in s.zone(BATTLEFIELD)
    assert first not in s.zone(BATTLEFIELD) and s.defs(graveyard("p1")) == [ADELBERT]

"""FIN batch 3: Sidequest: Raise a Chocobo // Black Chocobo — "at the beginning of your first main
phase, if you control four or more Birds, transform" and "when this permanent transforms into
Black Chocobo" (CR 712)."""

from engine.games.mtg.permanents import create_token
from engine.games.mtg.zones import BATTLEFIELD
from tests.games.mtg.position import FOREST, MtgScenario

SIDEQUEST, BLACK_CHOCOBO, BIRD = "fin-201", "fin-201b", "token-bird"


def test_raise_a_chocobo_creates_a_bird_as_it_enters():
    s = MtgScenario()
    s.lands(2)
    spell = s.hand(SIDEQUEST)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, BIRD)) == 1


def test_with_four_birds_it_transforms_at_your_first_main_phase_and_fetches_a_land_tapped():
    s = MtgScenario()
    quest = s.permanent(SIDEQUEST)
    for _ in range(4):
        create_token(s.ctx(), BIRD, "p1")
    lands_before = len(s.cards(BATTLEFIELD, FOREST))
    s.pass_to("main1")
    s.pass_both()  # the transform trigger
    assert s.card(quest)["def"] == BLACK_CHOCOBO  # the same object, turned over
    s.pass_both()  # "when this permanent transforms into Black Chocobo"
    s.expect("p1", "choose_cards", answer=[s.ask("p1")["options"][0]["id"]])
    [fetched] = s.cards(BATTLEFIELD, FOREST)[lands_before:]
    assert s.card(fetched).get("tapped")


def test_with_three_birds_nothing_happens():
    s = MtgScenario()
    quest = s.permanent(SIDEQUEST)
    for _ in range(3):
        create_token(s.ctx(), BIRD, "p1")
    create_token(s.ctx(), BIRD, "p2")  # not yours
    s.pass_to("main1")
    assert s.state["stack"] == [] and s.card(quest)["def"] == SIDEQUEST

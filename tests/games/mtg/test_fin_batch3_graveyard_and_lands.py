"""FIN batch 3: "that card's power" of a card returned from a graveyard (its printed power), "then
if …" and "its controller may search" (the controller of a destroyed target as it last existed)
— Golbez, Crystal Collector and Sandworm."""

from engine.games.mtg.permanents import create_token, enter_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import FOREST, MOUNTAIN, MtgScenario

GOLBEZ, SANDWORM, GIGANTOAD, IRON_GIANT = "fin-225", "fin-155", "fin-187", "fin-260"
TREASURE = "token-treasure"


def golbez_with(artifacts: int) -> MtgScenario:
    s = MtgScenario()
    for _ in range(artifacts):
        create_token(s.ctx(), TREASURE, "p1")
    s.permanent(GOLBEZ)
    s.in_graveyard(GIGANTOAD)
    return s


def test_golbez_surveils_whenever_an_artifact_you_control_enters():
    s = golbez_with(0)
    top = s.put(GIGANTOAD, library("p1"))
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(IRON_GIANT), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[top])
    assert s.defs(graveyard("p1")).count(GIGANTOAD) == 2
    enter_battlefield(s.ctx(), s.in_graveyard(IRON_GIANT, "p2"), "p2", reason="returned")  # not yours
    s.check_now()
    assert s.state["stack"] == []


def test_golbez_returns_a_creature_card_with_four_artifacts_and_drains_its_power_with_eight():
    four = golbez_with(4)
    four.pass_to("end")
    four.pass_both()
    assert GIGANTOAD in four.defs(hand("p1")) and four.life("p2") == 20
    eight = golbez_with(8)
    eight.pass_to("end")
    eight.pass_both()
    assert GIGANTOAD in eight.defs(hand("p1")) and eight.life("p2") == 20 - 4  # the Gigantoad's printed power


def test_golbez_does_nothing_at_end_of_turn_with_three_artifacts():
    s = golbez_with(3)
    s.pass_to("end")
    assert s.state["stack"] == [] and GIGANTOAD in s.defs(graveyard("p1"))


def test_sandworm_destroys_a_land_whose_controller_may_fetch_a_basic_land_tapped():
    s = MtgScenario(decks={"p1": [FOREST] * 60, "p2": [FOREST] * 60})
    s.lands(5, MOUNTAIN)
    theirs = s.permanent(FOREST, "p2")
    sandworm = s.hand(SANDWORM)
    s.pass_to("main1")
    s.cast(sandworm)
    s.pass_both()
    s.choose_targets([theirs], "p1")
    s.pass_both()
    s.expect("p2", "yes_no", answer=["yes"])  # the land's controller decides
    ask = s.expect("p2", "choose_cards")
    s.answer_raw("p2", [ask["options"][0]["id"]])
    assert FOREST in s.defs(graveyard("p2"))
    [fetched] = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == FOREST and s.card(c)["owner"] == "p2"]
    assert s.card(fetched).get("tapped") and s.card(fetched).get("controller", "p2") == "p2"

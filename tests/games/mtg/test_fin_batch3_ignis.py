"""FIN batch 3: Ignis Scientia — a land from the top six onto the battlefield tapped, and a Food
token only if the card exiled from a graveyard was a creature card."""

from engine.games.mtg.zones import BATTLEFIELD, EXILE, library
from tests.games.mtg.position import FOREST, ISLAND, MtgScenario

IGNIS, COEURL, FOOD = "fin-227", "fin-012", "token-food"


def test_ignis_puts_a_land_from_the_top_six_onto_the_battlefield_tapped_and_the_rest_on_the_bottom():
    s = MtgScenario()
    lands = s.lands(2) + s.lands(1, ISLAND)
    for _ in range(5):
        s.put(COEURL, library("p1"))
    land = s.put(FOREST, library("p1"), position=len(s.zone(library("p1"))) - 5)  # sixth from the top
    ignis = s.hand(IGNIS)
    s.pass_to("main1")
    s.cast(ignis)
    s.pass_both()
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [land] and ask["min"] == 0
    s.answer_raw("p1", [land])
    [entered] = [c for c in s.cards(BATTLEFIELD, FOREST) if c not in lands]
    assert s.card(entered).get("tapped") and s.defs(library("p1"))[:5] == [COEURL] * 5  # the five others at the bottom


def test_ignis_exiles_a_card_from_a_graveyard_and_makes_food_only_for_a_creature_card():
    s = MtgScenario()
    ignis = s.permanent(IGNIS)
    s.lands(6)
    s.lands(2, ISLAND)
    creature, land = s.in_graveyard(COEURL, "p2"), s.in_graveyard(FOREST, "p2")
    s.pass_to("main1")
    s.activate(ignis, 1, [land])
    s.pass_both()
    assert s.defs(EXILE) == [FOREST] and s.cards(BATTLEFIELD, FOOD) == []
    s.card(ignis)["tapped"] = False  # as on a later turn
    s.check_now()
    s.activate(ignis, 1, [creature])
    s.pass_both()
    [food] = s.cards(BATTLEFIELD, FOOD)
    s.activate(food, 0)
    s.pass_both()
    assert s.life("p1") == 23 and s.cards(BATTLEFIELD, FOOD) == []

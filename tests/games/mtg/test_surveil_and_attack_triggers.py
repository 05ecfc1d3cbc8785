"""Surveil (CR 701, "Surveil"): look at the top N cards, any number into the graveyard, the rest
back on top in the order chosen; only the surveilling player sees them. "Whenever this creature
attacks" (CR 508.3a). Cards: Dreams of Laguna, Valkyrie Aerial Unit, Il Mheg Pixie, Tidus."""

from engine.core.events import events_for
from engine.games.mtg.permanents import enter_battlefield
from engine.games.mtg.zones import EXILE, graveyard, hand, library
from tests.games.mtg.position import ISLAND, MtgScenario

DREAMS, VALKYRIE, PIXIE, TIDUS = "fin-050", "fin-084", "fin-057", "fin-246"
COEURL, GIGANTOAD, IRON_GIANT = "fin-012", "fin-187", "fin-260"


def test_dreams_of_laguna_surveils_then_draws_and_only_its_caster_sees_the_card():
    s = MtgScenario()
    s.lands(2, ISLAND)
    top = s.put(COEURL, library("p1"))
    spell = s.hand(DREAMS)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [top] and ask["min"] == 0
    s.answer_raw("p1", [top])
    assert s.defs(graveyard("p1")) == [COEURL, DREAMS]
    assert s.card(s.zone(hand("p1"))[-1])["def"] == "fin-306"  # the Forest under it was drawn
    revealed = s.events_of("card_revealed")
    assert revealed and all("definition" not in e for e in events_for(revealed, "p2"))


def test_dreams_of_laguna_by_flashback_keeps_the_card_on_top_and_is_exiled():
    s = MtgScenario()
    s.lands(4, ISLAND)
    top = s.put(COEURL, library("p1"))
    spell = s.in_graveyard(DREAMS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.pay()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    assert s.card(s.zone(hand("p1"))[-1])["def"] == COEURL and top not in s.state["cards"]
    assert s.defs(EXILE) == [DREAMS]


def test_surveil_two_puts_the_kept_cards_back_in_the_chosen_order():
    """Valkyrie Aerial Unit enters: surveil 2; keep both, the second one looked at on top."""
    s = MtgScenario()
    second = s.put(GIGANTOAD, library("p1"))
    first = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(VALKYRIE), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [first, second]
    s.answer_raw("p1", [])
    ask = s.expect("p1", "choose_cards")
    assert ask["ordered"]
    s.answer_raw("p1", [second, first])
    assert s.defs(library("p1"))[-2:] == [COEURL, GIGANTOAD]  # the Gigantoad on top


def test_valkyrie_costs_one_less_for_each_artifact_you_control():
    """Affinity for artifacts: {5}{U}{U} less {1} with an artifact: six Islands pay it."""
    s = MtgScenario()
    s.lands(6, ISLAND)
    s.permanent(IRON_GIANT)
    valkyrie = s.hand(VALKYRIE)
    s.pass_to("main1")
    assert f"cast:{valkyrie}" in [o["id"] for o in s.ask("p1")["options"]]


def test_il_mheg_pixie_surveils_when_it_attacks():
    s = MtgScenario()
    pixie = s.permanent(PIXIE)
    top = s.put(COEURL, library("p1"))
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[pixie])
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[top])
    assert s.defs(graveyard("p1")) == [COEURL]


def test_tidus_taps_a_creature_when_he_attacks_and_grows_when_an_artifact_enters():
    s = MtgScenario()
    tidus = s.permanent(TIDUS)
    blocker = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    enter_battlefield(s.ctx(), s.in_graveyard(IRON_GIANT), "p1", reason="returned")
    s.check_now()
    s.pass_both()
    assert s.card(tidus)["counters"] == {"+1/+1": 1}
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[tidus])
    s.pass_both()  # Tidus's attack trigger (its only target) resolves
    assert s.card(blocker)["tapped"]

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


RESENTFUL, COMMUNE, ASHE = "fin-114", "fin-182", "fin-007"


def test_resentful_revelation_puts_one_into_hand_and_the_rest_into_the_graveyard():
    s = MtgScenario()
    s.lands(2, "fin-300")
    looked = [s.put(COEURL, library("p1")), s.put(GIGANTOAD, library("p1")), s.put(IRON_GIANT, library("p1"))]
    spell = s.hand(RESENTFUL)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == looked[::-1] and ask["min"] == ask["max"] == 1
    s.answer_raw("p1", [looked[1]])
    assert GIGANTOAD in s.defs(hand("p1"))
    assert sorted(s.defs(graveyard("p1"))) == sorted([COEURL, IRON_GIANT, RESENTFUL])


def test_commune_with_beavers_may_take_a_creature_and_orders_the_rest_on_the_bottom():
    """Only artifact, creature or land cards may be taken (and are revealed); the rest go to
    the bottom in the order chosen, the first chosen at the very bottom."""
    s = MtgScenario()
    s.lands(1, "fin-306")
    sorcery = s.put("fin-116", library("p1"))
    creature = s.put(COEURL, library("p1"))
    other = s.put(GIGANTOAD, library("p1"))
    spell = s.hand(COMMUNE)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert sorted(o["id"] for o in ask["options"]) == sorted([creature, other]) and ask["min"] == 0
    s.answer_raw("p1", [creature])
    s.expect("p1", "choose_cards", answer=[other, sorcery])
    assert COEURL in s.defs(hand("p1")) and s.defs(library("p1"))[:2] == [GIGANTOAD, "fin-116"]


def test_ashe_takes_an_artifact_and_puts_the_rest_on_the_bottom_in_a_random_order():
    s = MtgScenario()
    ashe = s.permanent(ASHE)
    for definition in (COEURL, COEURL, IRON_GIANT, GIGANTOAD, COEURL):
        s.put(definition, library("p1"))
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[ashe])
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [s.card(o["id"])["def"] for o in ask["options"]] == [IRON_GIANT]
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert IRON_GIANT in s.defs(hand("p1"))
    assert sorted(s.defs(library("p1"))[:4]) == sorted([COEURL, COEURL, GIGANTOAD, COEURL])

"""FIN batch 3: Town Greeter — "mill four cards. You may put a land card from among them into your
hand. If you put a Town card into your hand this way, you gain 2 life"."""

from engine.games.mtg.zones import graveyard, hand, library
from tests.games.mtg.position import FOREST, MtgScenario

GREETER, SHARLAYAN, COEURL = "fin-209", "fin-288", "fin-012"


def greeter_mills(top_four: list[str]) -> tuple[MtgScenario, list[str]]:
    """Town Greeter cast with these cards on top of the library (the first on top); the milled
    cards offered."""
    s = MtgScenario()
    s.lands(2)
    for definition in reversed(top_four):
        s.put(definition, library("p1"))
    greeter = s.hand(GREETER)
    s.pass_to("main1")
    s.cast(greeter)
    s.pass_both()
    s.pass_both()
    return s, [o["id"] for o in s.expect("p1", "choose_cards")["options"]]


def test_town_greeter_takes_a_milled_town_and_gains_two_life():
    s, offered = greeter_mills([SHARLAYAN, COEURL, FOREST, COEURL])
    assert sorted(s.card(c)["def"] for c in offered) == sorted([SHARLAYAN, FOREST])  # lands only
    [town] = [c for c in offered if s.card(c)["def"] == SHARLAYAN]
    s.answer_raw("p1", [town])
    assert SHARLAYAN in s.defs(hand("p1")) and s.life("p1") == 22
    assert sorted(s.defs(graveyard("p1"))) == sorted([COEURL, FOREST, COEURL])


def test_town_greeter_a_basic_land_gains_no_life_and_taking_nothing_is_allowed():
    s, offered = greeter_mills([FOREST, COEURL, COEURL, COEURL])
    s.answer_raw("p1", offered)
    assert FOREST in s.defs(hand("p1")) and s.life("p1") == 20
    none, offered = greeter_mills([SHARLAYAN, COEURL, COEURL, COEURL])
    none.answer_raw("p1", [])
    assert none.life("p1") == 20 and SHARLAYAN in none.defs(graveyard("p1"))

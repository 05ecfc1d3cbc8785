"""FIN batch 3: abilities that name the permanent whose event triggered them — "whenever a creature
you control attacks alone, it gains double strike" (CR 506.5) and "counters equal to that
creature's power" (its last known power, CR 608.2h) — Squall, SeeD Mercenary and Vincent
Valentine // Galian Beast (an optional transform, CR 712)."""

from engine.games.mtg.objects import has_keyword
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import MtgScenario

SQUALL, VINCENT, GALIAN = "fin-243", "fin-125", "fin-125b"
COEURL, GIGANTOAD, IRON_GIANT, INFANTRY = "fin-012", "fin-187", "fin-260", "fin-025"


def test_squall_gives_a_lone_attacker_double_strike_and_returns_a_cheap_permanent_card():
    s = MtgScenario()
    squall, coeurl = s.permanent(SQUALL), s.permanent(COEURL)
    s.declare_attackers([coeurl])
    s.pass_both()  # Rough Divide resolves: the Coeurl attacks alone
    assert has_keyword(s.state, coeurl, "double_strike") and not has_keyword(s.state, squall, "double_strike")
    lone = MtgScenario()
    squall = lone.permanent(SQUALL)
    cheap, costly = lone.in_graveyard(INFANTRY), lone.in_graveyard(IRON_GIANT)
    lone.declare_attackers([squall])
    lone.pass_both()  # Rough Divide on Squall himself
    lone.pass_both()  # declare blockers (none)
    lone.pass_both()  # first-strike damage (3), then his combat damage trigger
    [trigger] = lone.state["stack"]
    assert trigger["data"]["targets"] == [{"card": cheap}]  # its one legal target: mana value 3 or less
    lone.pass_both()
    assert len(lone.cards(BATTLEFIELD, INFANTRY)) == 1 and costly in lone.zone(graveyard("p1"))
    assert lone.life("p2") == 17


def test_two_attackers_are_not_alone():
    s = MtgScenario()
    s.permanent(SQUALL)
    first, second = s.permanent(COEURL), s.permanent(COEURL)
    s.declare_attackers([first, second])
    assert s.state["stack"] == [] and not has_keyword(s.state, first, "double_strike")


def test_vincent_grows_by_a_dying_opposing_creatures_power_and_may_transform_when_attacking():
    s = MtgScenario()
    vincent = s.permanent(VINCENT)
    toad, mine = s.permanent(GIGANTOAD, "p2"), s.permanent(COEURL)
    s.pass_to("main1")
    s.mark_damage(mine, 2)  # yours: no trigger
    assert s.state["stack"] == []
    s.mark_damage(toad, 4)
    s.pass_both()
    assert s.card(vincent)["counters"] == {"+1/+1": 4}
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[vincent])
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.card(vincent)["def"] == GALIAN and has_keyword(s.state, vincent, "lifelink")


def test_galian_beast_returns_tapped_front_face_up_when_it_dies():
    s = MtgScenario()
    beast = s.permanent(VINCENT)
    s.card(beast)["def"] = GALIAN  # transformed earlier
    s.pass_to("main1")
    s.mark_damage(beast, 2)
    s.pass_both()
    [back] = s.cards(BATTLEFIELD, VINCENT)
    assert s.card(back).get("tapped") and VINCENT not in s.defs(graveyard("p1"))

"""More FIN cards: Ice Magic (a creature into its owner's library, on top or at the bottom as the
owner chooses, or shuffled in); PuPu UFO (a land put onto the battlefield is not a land play;
"base power becomes" a count, fixed as it resolves)."""

from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, hand, library
from tests.games.mtg.position import ISLAND, MtgScenario

ICE_MAGIC, COEURL = "fin-056", "fin-012"


def cast_ice_magic(tier: int, lands: int) -> tuple[MtgScenario, list[str]]:
    """Cast the tier on p2's Coeurl and resolve it; also returns p2's library before."""
    s = MtgScenario()
    s.lands(lands, ISLAND)
    coeurl = s.permanent(COEURL, "p2")
    magic = s.hand(ICE_MAGIC)
    s.pass_to("main1")
    s.cast_modal(magic, tier, [coeurl])
    before = list(s.zone(library("p2")))
    s.pass_both()
    return s, before


def test_blizzard_returns_the_creature_to_its_owners_hand():
    s, _ = cast_ice_magic(0, 2)
    assert COEURL in s.defs(hand("p2")) and not s.cards(BATTLEFIELD, COEURL)


def test_blizzara_the_owner_chooses_the_bottom_of_their_library():
    s, _ = cast_ice_magic(1, 4)
    ask = s.expect("p2", "choose_option", answer=["bottom"])
    assert [o["id"] for o in ask["options"]] == ["top", "bottom"]
    assert s.defs(library("p2"))[0] == COEURL and not s.cards(BATTLEFIELD, COEURL)


def test_blizzara_the_owner_chooses_the_top_of_their_library():
    s, _ = cast_ice_magic(1, 4)
    s.expect("p2", "choose_option", answer=["top"])
    assert s.defs(library("p2"))[-1] == COEURL


def test_blizzaga_shuffles_the_creature_into_its_owners_library():
    s, before = cast_ice_magic(2, 8)
    assert s.defs(library("p2")).count(COEURL) == 1 and not s.cards(BATTLEFIELD, COEURL)
    assert not set(before) & set(s.zone(library("p2"))), "shuffled: every card is a new object (CR 701.24)"


PUPU, GONGAGA, LINDBLUM = "fin-266", "fin-280", "fin-285"


def test_pupu_ufo_puts_a_land_from_hand_onto_the_battlefield_without_using_the_land_play():
    s = MtgScenario()
    ufo = s.permanent(PUPU)
    town = s.hand(GONGAGA)
    s.pass_to("main1")
    s.activate(ufo, 0)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[town])
    [entered] = s.cards(BATTLEFIELD, GONGAGA)
    assert s.card(entered).get("tapped"), "it still enters tapped"
    assert s.state["turn"]["lands_played"] == 0 and s.card(ufo).get("tapped")


def test_pupu_ufo_base_power_becomes_the_number_of_towns_until_end_of_turn():
    """Counted as it resolves (CR 608.2h): a third Town later doesn't change it."""
    s = MtgScenario()
    s.lands(2, GONGAGA)
    s.lands(3, ISLAND)
    ufo = s.permanent(PUPU)
    s.pass_to("main1")
    s.activate(ufo, 1)
    s.pass_both()
    assert (power(s.state, ufo), toughness(s.state, ufo)) == (2, 4)
    s.permanent(LINDBLUM)
    assert power(s.state, ufo) == 2
    s.pass_to("upkeep", "p2", active="p2")
    assert power(s.state, ufo) == 0

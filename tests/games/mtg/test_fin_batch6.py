"""More FIN cards: Ice Magic (a creature into its owner's library, on top or at the bottom as the
owner chooses, or shuffled in)."""

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

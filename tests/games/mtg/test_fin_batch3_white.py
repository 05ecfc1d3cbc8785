"""FIN batch 3: a sum of two counts, a search of the library and/or graveyard with a mana value
limit, and an exile "until this artifact leaves the battlefield" (CR 610.3) — Slash of Light,
Delivery Moogle and White Auracite."""

from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import PLAINS, MtgScenario

SLASH, DELIVERY_MOOGLE, AURACITE = "fin-032", "fin-015", "fin-041"
COEURL, GIGANTOAD, CORAL_SWORD, LION_HEART, IRON_GIANT = "fin-012", "fin-187", "fin-134", "fin-261", "fin-260"


def test_slash_of_light_deals_your_creatures_plus_your_equipment():
    s = MtgScenario()
    s.lands(2, PLAINS)
    s.permanent(COEURL)
    s.permanent(COEURL)
    s.permanent(CORAL_SWORD)
    s.permanent(CORAL_SWORD, "p2")  # not yours
    toad = s.permanent(GIGANTOAD, "p2")
    spell = s.hand(SLASH)
    s.pass_to("main1")
    s.cast(spell, [toad])
    s.pass_both()
    assert s.card(toad)["damage"] == 2 + 1


def test_delivery_moogle_finds_a_cheap_artifact_in_the_library_or_graveyard():
    s = MtgScenario()
    s.lands(4, PLAINS)
    in_library, too_big = s.put(CORAL_SWORD, library("p1")), s.put(IRON_GIANT, library("p1"))
    in_graveyard, also_big = s.in_graveyard(CORAL_SWORD), s.in_graveyard(LION_HEART)
    moogle = s.hand(DELIVERY_MOOGLE)
    s.pass_to("main1")
    s.cast(moogle)
    s.pass_both()
    s.pass_both()
    library_before = list(s.zone(library("p1")))
    ask = s.expect("p1", "choose_cards")
    offered = {o["id"] for o in ask["options"]}
    assert {in_library, in_graveyard} <= offered and not {too_big, also_big} & offered
    s.answer_raw("p1", [in_graveyard])
    assert CORAL_SWORD in s.defs(hand("p1")) and s.zone(library("p1")) == library_before  # not shuffled


def cast_auracite() -> tuple[MtgScenario, str]:
    """White Auracite cast and on the battlefield, its trigger on the stack; (scenario, p2's Coeurl)."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    theirs = s.permanent(COEURL, "p2")
    spell = s.hand(AURACITE)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    return s, theirs


def test_white_auracite_exiles_until_it_leaves_then_the_permanent_returns():
    s, theirs = cast_auracite()
    s.pass_both()  # its one legal target
    assert s.defs(EXILE) == [COEURL] and theirs not in s.zone(BATTLEFIELD)
    [auracite] = s.cards(BATTLEFIELD, AURACITE)
    leave_battlefield(s.ctx(), [auracite], "graveyard", "destroyed")
    [back] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(back)["owner"] == "p2" and s.defs(EXILE) == [] and AURACITE in s.defs(graveyard("p1"))


def test_white_auracite_gone_before_its_ability_resolves_exiles_nothing():
    """CR 610.3c."""
    s, theirs = cast_auracite()
    [auracite] = s.cards(BATTLEFIELD, AURACITE)
    leave_battlefield(s.ctx(), [auracite], "graveyard", "destroyed")
    s.pass_both()
    assert s.card(theirs)["zone"] == BATTLEFIELD and s.defs(EXILE) == []

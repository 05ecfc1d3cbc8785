"""FIN batch 3: Cid, Timeless Artificer — an anthem for "artifact creatures and Heroes" counted from
the battlefield plus the graveyard, and a card any number of which a deck may hold (CR 100.2a)."""

from engine.games.mtg.deck import deck_problems
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.permanents import create_token
from tests.games.mtg.position import FOREST, MtgScenario

CID, IRON_GIANT, COEURL, SALVAGERS, INFANTRY = "fin-216", "fin-260", "fin-012", "fin-088", "fin-025"


def test_cid_pumps_artifact_creatures_and_heroes_per_artificer_you_control_and_in_your_graveyard():
    s = MtgScenario()
    cid, giant, coeurl = s.permanent(CID), s.permanent(IRON_GIANT), s.permanent(COEURL)
    s.permanent(SALVAGERS)  # an Artificer (not an artifact)
    s.in_graveyard(SALVAGERS)  # an Artificer card in your graveyard
    s.in_graveyard(SALVAGERS, "p2")  # not yours
    hero = create_token(s.ctx(), "token-hero", "p1")
    theirs = s.permanent(IRON_GIANT, "p2")
    x = 2 + 1  # Cid and the Salvagers, and one card
    assert (power(s.state, giant), toughness(s.state, giant)) == (6 + x, 6 + x)
    assert (power(s.state, hero), toughness(s.state, hero)) == (1 + x, 1 + x)
    assert power(s.state, coeurl) == 2 and power(s.state, cid) == 4 and power(s.state, theirs) == 6


def test_a_deck_may_hold_any_number_of_cid():
    assert deck_problems([CID] * 20 + [FOREST] * 40) == []
    assert deck_problems([INFANTRY] * 20 + [FOREST] * 40) != []  # an ordinary card: at most four

"""Scenarios for the cards of the uwcards5 batch: each card ability used once in a position, its
result asserted. Cards quoted by id; the printed texts are in the community database."""

from engine.games.underworld.stats import icons, subtypes
from tests.games.underworld.test_cards_added import start

BLOOD = "JZ22"  # a blue card showing one blood icon: assets for blood conditions


# ---------------------------------------------------------------------------- continuous (G:持续 p2)
def test_jc030_gets_an_investigation_icon_and_becomes_a_vampire_with_two_blood_assets():
    s = start()
    bat = s.character("JC030", "p1", 1)
    s.asset(BLOOD)
    assert icons(s.state, bat)[0]["investigation"] == 0 and "吸血鬼" not in subtypes(s.state, bat)
    s.asset(BLOOD)
    assert icons(s.state, bat)[0]["investigation"] == 1 and "吸血鬼" in subtypes(s.state, bat)
    assert icons(s.state, bat)[0]["battle"] == 2

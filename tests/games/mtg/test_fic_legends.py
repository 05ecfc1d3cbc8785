"""FIC and FCA legends and Sagas (issue 18, mtg-legends): one scenario per ability. Their facts
are cross-checked with the others' in ``test_fic_cards.py``."""

from engine.games.mtg.zones import graveyard, hand
from tests.games.mtg.position import PLAINS, MtgScenario

COEURL, LANCE, ADELBERT = "fin-012", "fin-017", "fin-003"  # a 2/2; an Equipment {1}{W}; a legendary {1}{W} creature
IXION = "fic-236"  # a Saga
ELENA = "fic-227"


def _triggers(s: MtgScenario) -> list[str]:
    return [o["data"]["definition"] for o in s.state["stack"] if o["kind"] == "trigger"]


def _offered(s: MtgScenario, player: str = "p1") -> set[str]:
    return {o["id"] for o in s.ask(player)["options"]}


def test_elena_returns_a_non_assassin_historic_card_from_your_graveyard():
    """CR 700.6: artifacts, legendaries and Sagas are historic; another Elena (an Assassin), a
    Coeurl and a card in the opponent's graveyard can't be chosen."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    lance, adelbert, ixion = s.in_graveyard(LANCE), s.in_graveyard(ADELBERT), s.in_graveyard(IXION)
    other_elena, coeurl, theirs = s.in_graveyard(ELENA), s.in_graveyard(COEURL), s.in_graveyard(LANCE, "p2")
    elena = s.hand(ELENA)
    s.pass_to("main1")
    s.cast(elena)
    s.pass_both()
    assert s.state["request"]["kind"] == "choose_targets"
    assert _offered(s) >= {lance, adelbert, ixion} and not _offered(s) & {other_elena, coeurl, theirs}
    s.expect("p1", "choose_targets", exact=False, answer=[ixion])
    assert _triggers(s) == [ELENA]
    s.pass_both()
    assert IXION in s.defs(hand("p1")) and IXION not in s.defs(graveyard("p1"))


def test_elena_grows_when_you_cast_a_historic_spell():
    """"Whenever you cast a historic spell": the Lance and Adelbert, not Coeurl (CR 700.6)."""
    s = MtgScenario()
    elena = s.permanent(ELENA)
    s.lands(6, PLAINS)
    spells = [s.hand(COEURL), s.hand(ADELBERT), s.hand(LANCE)]
    s.pass_to("main1")
    for spell, historic in zip(spells, (False, True, True), strict=True):
        s.cast(spell)
        assert _triggers(s) == ([ELENA] if historic else [])
        while s.state["stack"]:  # the trigger resolves before the spell (CR 601.2i, 608.1)
            s.pass_both()
    assert s.card(elena)["counters"] == {"+1/+1": 2}

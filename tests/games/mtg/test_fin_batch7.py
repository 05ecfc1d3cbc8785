"""More FIN cards: Bartz and Boko (affinity for Birds, CR 702.41a; "each other Bird you control
deals damage equal to its power to target creature an opponent controls", each Bird a source of
its own, CR 120.3)."""

import pytest

from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import FOREST, MtgScenario

BARTZ, AMBROSIA, SAZHS_CHOCOBO, COEURL = "fin-175", "fin-006", "fin-200", "fin-012"


@pytest.mark.parametrize(("birds", "castable"), [(2, True), (1, False)])
def test_bartz_and_boko_costs_one_less_for_each_bird_you_control(birds, castable):
    """{3}{G}{G} less {1} per Bird: three Forests pay it with two Birds, not with one (702.41a);
    an opponent's Bird doesn't count."""
    s = MtgScenario()
    s.lands(3, FOREST)
    for bird in [AMBROSIA, SAZHS_CHOCOBO][:birds]:
        s.permanent(bird)
    s.permanent(AMBROSIA, "p2")
    bartz = s.hand(BARTZ)
    s.pass_to("main1")
    assert (f"cast:{bartz}" in [o["id"] for o in s.ask("p1")["options"]]) == castable


def test_bartz_and_boko_has_each_other_bird_you_control_deal_damage_equal_to_its_power():
    """Ambrosia (2 power) deals 2 to the target; Sazh's Chocobo (0 power) deals none; Bartz and
    Boko (a Bird itself) and the opponent's Bird deal none."""
    s = MtgScenario()
    s.lands(3, FOREST)
    ambrosia = s.permanent(AMBROSIA)
    s.permanent(SAZHS_CHOCOBO)
    theirs = s.permanent(AMBROSIA, "p2")
    coeurl = s.permanent(COEURL, "p2")
    bartz = s.hand(BARTZ)
    s.pass_to("main1")
    s.cast(bartz)
    s.pass_both()
    s.choose_targets([coeurl], "p1")
    s.pass_both()
    dealt = [(e["source"], e.get("card"), e["amount"]) for e in s.events_of("damage_dealt")]
    assert dealt == [(ambrosia, coeurl, 2)]
    assert s.defs(graveyard("p2")) == [COEURL] and theirs in s.zone(BATTLEFIELD) and s.cards(BATTLEFIELD, BARTZ)


def test_bartz_and_boko_deals_nothing_when_its_target_is_gone():
    """An illegal target on resolution: the ability does nothing (CR 608.2b)."""
    s = MtgScenario()
    s.lands(3, FOREST)
    s.permanent(AMBROSIA)
    s.permanent(SAZHS_CHOCOBO)
    coeurl = s.permanent(COEURL, "p2")
    s.permanent(AMBROSIA, "p2")
    bartz = s.hand(BARTZ)
    s.pass_to("main1")
    s.cast(bartz)
    s.pass_both()
    s.choose_targets([coeurl], "p1")
    s.move(coeurl, graveyard("p2"))
    s.pass_both()
    assert s.events_of("damage_dealt") == []

"""FIN batch 3: "you may pay N life" (CR 119.4) and "you may sacrifice …", then "if you do" —
Seymour Flux and Namazu Trader."""

from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import SWAMP, MtgScenario

SEYMOUR, NAMAZU, COEURL = "fin-558", "fin-107", "fin-012"
TREASURE = "token-treasure"


def test_seymour_flux_pays_a_life_to_draw_and_grow_at_upkeep():
    s = MtgScenario()
    seymour = s.permanent(SEYMOUR)
    s.pass_to("main1", active="p2")
    s.pass_to("upkeep")  # p1's next upkeep: the trigger
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.life("p1") == 19 and len(s.zone(hand("p1"))) == hand_before + 1
    assert s.card(seymour)["counters"] == {"+1/+1": 1} and power(s.state, seymour) == 6


def test_seymour_flux_declined_draws_nothing():
    s = MtgScenario()
    seymour = s.permanent(SEYMOUR)
    s.pass_to("main1", active="p2")
    s.pass_to("upkeep")
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.life("p1") == 20 and not s.card(seymour).get("counters") and len(s.zone(hand("p1"))) == hand_before


def test_namazu_trader_enters_with_a_treasure_and_may_sacrifice_to_surveil_when_attacking():
    s = MtgScenario()
    s.lands(4, SWAMP)
    trader = s.hand(NAMAZU)
    s.pass_to("main1")
    s.cast(trader)
    s.pass_both()
    s.pass_both()
    assert s.life("p1") == 19 and len(s.cards(BATTLEFIELD, TREASURE)) == 1
    attack = MtgScenario()
    namazu, fodder = attack.permanent(NAMAZU), attack.permanent(COEURL)
    top = attack.put(COEURL, library("p1"))
    attack.declare_attackers([namazu])
    attack.pass_both()
    ask = attack.expect("p1", "choose_cards")  # another creature or artifact: not itself
    assert [o["id"] for o in ask["options"]] == [fodder]
    attack.answer_raw("p1", [fodder])
    attack.expect("p1", "choose_cards", exact=False, answer=[top])  # surveil 2: the Coeurl to the graveyard
    assert attack.defs(graveyard("p1")).count(COEURL) == 2


def test_namazu_trader_declining_the_sacrifice_does_not_surveil():
    s = MtgScenario()
    namazu = s.permanent(NAMAZU)
    s.permanent(COEURL)
    s.declare_attackers([namazu])
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    assert s.state["request"]["kind"] != "choose_cards" and s.zone(graveyard("p1")) == []

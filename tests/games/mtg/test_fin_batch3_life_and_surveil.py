"""FIN batch 3: "the amount of life you gained this turn", "whenever you scry or surveil" and the
counters a creature had as it died (CR 608.2h) — Hope Estheim, Matoya and Aerith Gainsborough."""

from engine.games.mtg.objects import power
from engine.games.mtg.permanents import change_life
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import ISLAND, MtgScenario

HOPE, MATOYA, AERITH, DREAMS = "fin-226", "fin-062", "fin-004", "fin-050"
COEURL, RUFUS, PROMPTO = "fin-012", "fin-238", "fin-148"


def test_hope_estheim_makes_each_opponent_mill_the_life_you_gained_this_turn():
    s = MtgScenario()
    s.permanent(HOPE)
    s.pass_to("main1")
    change_life(s.ctx(), "p1", 2)
    change_life(s.ctx(), "p1", 1)
    change_life(s.ctx(), "p1", -1)  # a loss doesn't reduce what was gained
    change_life(s.ctx(), "p2", 5)  # an opponent's gain doesn't count
    library_before = len(s.zone(library("p2")))
    s.pass_to("end")
    s.pass_both()
    assert len(s.zone(library("p2"))) == library_before - 3 and len(s.zone(graveyard("p2"))) == 3
    assert s.zone(graveyard("p1")) == []


def test_hope_estheim_mills_nothing_after_a_turn_without_life_gain():
    s = MtgScenario()
    s.permanent(HOPE)
    s.pass_to("main1", active="p2")
    change_life(s.ctx(), "p1", 4)  # on the opponent's turn
    s.pass_to("end")  # p1's next turn: nothing gained this turn
    s.pass_both()
    assert s.zone(graveyard("p2")) == []


def test_matoya_draws_a_card_after_you_surveil():
    s = MtgScenario()
    s.permanent(MATOYA)
    s.lands(2, ISLAND)
    spell = s.hand(DREAMS)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # surveil 1: keep it on top
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"]
    hand_before = len(s.zone(hand("p1")))  # Dreams of Laguna drew already (surveil, then draw)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 1


def test_aerith_grows_when_you_gain_life_and_passes_her_counters_to_each_legendary_creature():
    s = MtgScenario()
    aerith = s.permanent(AERITH)
    rufus, prompto, coeurl = s.permanent(RUFUS), s.permanent(PROMPTO), s.permanent(COEURL)
    theirs = s.permanent(RUFUS, "p2")
    s.pass_to("main1")
    for _ in range(3):
        change_life(s.ctx(), "p1", 1)
        s.check_now()
        s.pass_both()
    assert s.card(aerith)["counters"] == {"+1/+1": 3}
    s.mark_damage(aerith, power(s.state, aerith))  # she dies with three counters
    s.pass_both()
    assert AERITH in s.defs(graveyard("p1"))
    assert s.card(rufus)["counters"] == {"+1/+1": 3} and s.card(prompto)["counters"] == {"+1/+1": 3}
    assert not s.card(coeurl).get("counters") and not s.card(theirs).get("counters")  # not legendary; not yours
    assert s.cards(BATTLEFIELD, AERITH) == []

"""FIN batch 3: filters with alternatives ("artifact, enchantment, or creature with flying", "a Bird
or basic land card", "a basic land card or Town card"), an optional search and doubling counters —
Airship Crash, Sazh Katzroy and Prishe's Wanderings."""

from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand, library
from tests.games.mtg.position import FOREST, MtgScenario

AIRSHIP_CRASH, SAZH, PRISHE = "fin-171", "fin-199", "fin-193"
COEURL, GIGANTOAD, IRON_GIANT, CHOCO_MOG, MOOGLE = "fin-012", "fin-187", "fin-260", "fin-035", "fin-011"
SAZHS_CHOCOBO, SHARLAYAN, INSOMNIA = "fin-200", "fin-288", "fin-282"


def test_airship_crash_targets_an_artifact_an_enchantment_or_a_creature_with_flying():
    s = MtgScenario()
    s.lands(3)
    giant, saga, flyer = s.permanent(IRON_GIANT, "p2"), s.permanent(CHOCO_MOG, "p2", counters={"lore": 1}), s.permanent(MOOGLE, "p2")
    s.permanent(COEURL, "p2")  # a creature without flying
    spell = s.hand(AIRSHIP_CRASH)
    s.pass_to("main1")
    s.pass_both()  # the Saga's chapter II (p2's permanent, on p1's turn: no)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    ask = s.expect("p1", "choose_targets")
    assert {o["id"] for o in ask["options"]} == {giant, saga, flyer}
    s.answer_raw("p1", [flyer])
    s.pay()
    s.pass_both()
    assert s.defs(graveyard("p2")) == [MOOGLE]


def test_airship_crash_cycles_for_two():
    s = MtgScenario()
    s.lands(2)
    spell = s.hand(AIRSHIP_CRASH)
    s.pass_to("main1")
    hand_before = len(s.zone(hand("p1")))
    s.activate(spell, 1)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before - 1 + 1 and s.defs(graveyard("p1")) == [AIRSHIP_CRASH]


def test_sazh_may_search_for_a_bird_or_a_basic_land_and_doubles_counters_when_attacking():
    s = MtgScenario()
    s.lands(4)
    chocobo, giant = s.put(SAZHS_CHOCOBO, library("p1")), s.put(IRON_GIANT, library("p1"))
    sazh = s.hand(SAZH)
    s.pass_to("main1")
    s.cast(sazh)
    s.pass_both()
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    ask = s.expect("p1", "choose_cards")
    offered = {o["id"] for o in ask["options"]}
    assert chocobo in offered and giant not in offered and len(offered) > 1  # the Forests too
    s.answer_raw("p1", [chocobo])
    assert SAZHS_CHOCOBO in s.defs(hand("p1"))
    fight = MtgScenario()
    sazh, toad = fight.permanent(SAZH), fight.permanent(GIGANTOAD, counters={"+1/+1": 1})
    fight.declare_attackers([sazh])
    fight.choose_targets([toad], "p1")
    fight.pass_both()
    assert fight.card(toad)["counters"] == {"+1/+1": 4}  # 1 + 1, doubled


def test_sazh_declining_the_search_leaves_the_library_unsearched():
    s = MtgScenario()
    s.lands(4)
    sazh = s.hand(SAZH)
    s.pass_to("main1")
    s.cast(sazh)
    s.pass_both()
    s.pass_both()
    before = list(s.zone(library("p1")))
    s.expect("p1", "yes_no", answer=["no"])
    assert s.state["request"]["kind"] == "choose_action"
    assert s.zone(library("p1")) == before  # no search, no shuffle (a shuffle makes new objects)


def test_prishes_wanderings_fetches_a_basic_land_or_town_tapped_and_puts_a_counter():
    s = MtgScenario()
    s.lands(3)
    town, other, creature = s.put(SHARLAYAN, library("p1")), s.put(INSOMNIA, library("p1")), s.put(COEURL, library("p1"))
    coeurl = s.permanent(COEURL)
    spell = s.hand(PRISHE)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    offered = {o["id"] for o in ask["options"]}
    assert {town, other} <= offered and creature not in offered and FOREST in {s.card(c)["def"] for c in offered}
    s.answer_raw("p1", [town])
    [fetched] = s.cards(BATTLEFIELD, SHARLAYAN)
    assert s.card(fetched).get("tapped")
    s.pass_both()  # the reflexive trigger (its only target)
    assert s.card(coeurl)["counters"] == {"+1/+1": 1} and INSOMNIA in s.defs(library("p1"))

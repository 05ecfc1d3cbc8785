"""FIN batch 3: keyword counters (CR 122.1b), library exile, any graveyard's cards, damage to a
creature's controller or the defending player (CR 506.2), Equipment attached to a creature, and
"whenever you gain life" (CR 119.9) — Summon: Knights of Round, Malboro, Magic Pot, Judgment Bolt,
Light of Judgment, Minwu and Barret Wallace."""

from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.permanents import change_life, create_token
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import MOUNTAIN, SWAMP, MtgScenario

KNIGHTS, MALBORO, MAGIC_POT, JUDGMENT_BOLT, LIGHT_OF_JUDGMENT = "fin-036", "fin-106", "fin-263", "fin-559", "fin-144"
MINWU, BARRET, COEURL, CORAL_SWORD, LION_HEART = "fin-026", "fin-129", "fin-012", "fin-134", "fin-261"
KNIGHT, TREASURE = "token-knight", "token-treasure"


def test_knights_of_round_creates_three_knights_a_chapter():
    s = MtgScenario()
    s.permanent(KNIGHTS, counters={"lore": 0})
    s.pass_to("main1")  # a lore counter as the main phase begins: chapter I
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, KNIGHT)) == 3


def test_knights_of_round_ultimate_end_pumps_and_puts_indestructible_counters_on_the_others():
    s = MtgScenario()
    knights = s.permanent(KNIGHTS, counters={"lore": 4})
    coeurl, theirs = s.permanent(COEURL), s.permanent(COEURL, "p2")
    token = create_token(s.ctx(), KNIGHT, "p1")
    s.pass_to("main1")  # chapter V
    s.pass_both()
    for card_id in (coeurl, token):
        assert s.card(card_id)["counters"] == {"indestructible": 1} and has_keyword(s.state, card_id, "indestructible")
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4)
    assert not s.card(theirs).get("counters") and power(s.state, theirs) == 2
    assert KNIGHTS in s.defs(graveyard("p1")) and knights not in s.zone(BATTLEFIELD)  # sacrificed after V (714.4)
    s.pass_to("main1", "p2")  # the counters stay after the turn's effects end
    assert has_keyword(s.state, coeurl, "indestructible") and power(s.state, coeurl) == 2


def test_malboro_makes_each_opponent_discard_lose_two_and_exile_their_top_three():
    s = MtgScenario()
    s.lands(6, SWAMP)
    spell = s.hand(MALBORO)
    top = [s.put(COEURL, library("p2")) for _ in range(3)]
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.pass_both()
    assert s.life("p2") == 18 and s.zone(hand("p2")) == [] and len(s.zone(graveyard("p2"))) == 1  # its one card
    assert s.defs(EXILE) == [COEURL] * 3 and not set(top) & set(s.zone(library("p2")))


def test_malboro_swampcycling_finds_a_swamp():
    s = MtgScenario()
    s.lands(2, SWAMP)
    s.put(SWAMP, library("p1"))
    malboro = s.hand(MALBORO)
    s.pass_to("main1")
    s.activate(malboro, 1)
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert SWAMP in s.defs(hand("p1")) and s.defs(graveyard("p1")) == [MALBORO]


def test_magic_pot_exiles_a_card_from_any_graveyard_and_leaves_a_treasure_when_it_dies():
    s = MtgScenario()
    pot = s.permanent(MAGIC_POT)
    s.lands(2, MOUNTAIN)
    theirs = s.in_graveyard(COEURL, "p2")
    mine = s.in_graveyard(COEURL, "p1")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{pot}:1"])
    ask = s.expect("p1", "choose_targets")
    assert {o["id"] for o in ask["options"]} == {theirs, mine}  # both graveyards
    s.answer_raw("p1", [theirs])
    s.pay()
    s.pass_both()
    assert s.defs(EXILE) == [COEURL] and s.zone(graveyard("p2")) == []
    s.mark_damage(pot, 4)
    s.pass_both()  # its dies trigger
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 1


def test_judgment_bolt_deals_five_to_the_creature_and_one_per_your_equipment_to_its_controller():
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    s.permanent(CORAL_SWORD)
    s.permanent(LION_HEART)
    s.permanent(LION_HEART, "p2")  # not yours
    theirs = s.permanent(COEURL, "p2")
    spell = s.hand(JUDGMENT_BOLT)
    s.pass_to("main1")
    s.cast(spell, [theirs])
    s.pass_both()
    assert COEURL in s.defs(graveyard("p2")) and s.life("p2") == 18 and s.life("p1") == 20


def test_light_of_judgment_deals_six_and_destroys_up_to_one_equipment_on_that_creature():
    s = MtgScenario()
    s.lands(5, MOUNTAIN)
    theirs = s.permanent(COEURL, "p2")
    sword = s.permanent(CORAL_SWORD, "p2", attached_to=theirs)
    elsewhere = s.permanent(LION_HEART, "p2")
    spell = s.hand(LIGHT_OF_JUDGMENT)
    s.pass_to("main1")
    s.cast(spell, [theirs])
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [sword] and ask["min"] == 0  # "up to one"; not the unattached one
    s.answer_raw("p1", [sword])
    assert sorted(s.defs(graveyard("p2"))) == sorted([COEURL, CORAL_SWORD])
    assert s.card(elsewhere)["zone"] == BATTLEFIELD


def test_minwu_puts_a_counter_on_each_cleric_whenever_you_gain_life():
    s = MtgScenario()
    minwu = s.permanent(MINWU)
    s.declare_attackers([minwu])
    s.pass_both()  # declare attackers: priority
    s.pass_both()  # combat damage: 3 to p2, lifelink: p1 gains 3, once
    assert s.life("p1") == 23 and len(s.state["stack"]) == 1
    s.pass_both()
    assert s.card(minwu)["counters"] == {"+1/+1": 1}
    change_life(s.ctx(), "p2", 2)  # an opponent gaining life
    s.check_now()
    assert s.state["stack"] == []


def test_barret_deals_damage_equal_to_your_equipped_creatures_to_the_defending_player():
    s = MtgScenario()
    barret, coeurl = s.permanent(BARRET), s.permanent(COEURL)
    s.permanent(CORAL_SWORD, attached_to=barret)
    s.permanent(CORAL_SWORD, attached_to=coeurl)
    s.permanent(CORAL_SWORD)  # attached to nothing
    s.declare_attackers([barret])
    s.pass_both()
    assert s.life("p2") == 18 and s.life("p1") == 20

"""More FIN cards: Bartz and Boko (affinity for Birds, CR 702.41a; "each other Bird you control
deals damage equal to its power to target creature an opponent controls", each Bird a source of
its own, CR 120.3); Ring of the Lucii (a mana ability that adds two mana, CR 605.1a, 106.4);
Starting Town (enters tapped unless it's your first, second, or third turn, CR 614.1d; "{T}, Pay 1
life" as a mana ability's cost, CR 119.4); Absolute Virtue (its controller has protection from
each opponent: not a legal target for them, CR 702.16b, and their damage is prevented, 702.16e);
Cloud, Planet's Champion (keywords during your turn as long as it is equipped, CR 301.5, 611.3a;
equip abilities that target it cost {2} less, determined after the target, CR 602.2b, 601.2f)."""

import pytest

from engine.games.mtg.actions import can_activate
from engine.games.mtg.objects import has_keyword
from engine.games.mtg.permanents import deal_damage, enter_battlefield, source_facts
from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, SWAMP, MtgScenario

BARTZ, AMBROSIA, SAZHS_CHOCOBO, COEURL = "fin-175", "fin-006", "fin-200", "fin-012"
RING, INTERVENTION = "fin-269", "fin-116"  # Sephiroth's Intervention: {3}{B}
STARTING_TOWN, GRAN_PULSE_OCHU = "fin-289", "fin-189"  # the Ochu: {G}
VIRTUE, TUTORIAL = "fin-212", "fin-048"  # Combat Tutorial: target player draws two cards
CLOUD, STAFF = "fin-552", "fin-042"  # White Mage's Staff: Equip {3} (its ability 1)


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


def bartz_trigger_on_coeurl() -> tuple[MtgScenario, str, str, str]:
    """Bartz and Boko cast beside Ambrosia (2 power) and Sazh's Chocobo (0 power), p2 with its
    own Ambrosia and a Coeurl: its enters trigger targets the Coeurl and waits on the stack."""
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
    return s, ambrosia, theirs, coeurl


def test_bartz_and_boko_has_each_other_bird_you_control_deal_damage_equal_to_its_power():
    """Ambrosia (2 power) deals 2 to the target; Sazh's Chocobo (0 power) deals none; Bartz and
    Boko (a Bird itself) and the opponent's Bird deal none."""
    s, ambrosia, theirs, coeurl = bartz_trigger_on_coeurl()
    s.pass_both()
    dealt = [(e["source"], e.get("card"), e["amount"]) for e in s.events_of("damage_dealt")]
    assert dealt == [(ambrosia, coeurl, 2)]
    assert s.defs(graveyard("p2")) == [COEURL] and theirs in s.zone(BATTLEFIELD) and s.cards(BATTLEFIELD, BARTZ)


def test_bartz_and_boko_deals_nothing_when_its_target_is_gone():
    """An illegal target on resolution: the ability does nothing (CR 608.2b)."""
    s, _, _, coeurl = bartz_trigger_on_coeurl()
    s.move(coeurl, graveyard("p2"))
    s.pass_both()
    assert s.events_of("damage_dealt") == []


def test_ring_of_the_lucii_taps_for_two_colourless_mana():
    """{T}: Add {C}{C}: one activation, both mana in the pool (CR 605.3b, 106.4)."""
    s = MtgScenario()
    ring = s.permanent(RING)
    s.pass_to("main1")
    assert "{C}{C}" in next(o["label"] for o in s.ask("p1")["options"] if o["id"] == f"mana:{ring}:0")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{ring}:0"])
    assert s.player("p1")["pool"] == {"C": 2} and s.card(ring)["tapped"]
    assert [e["amount"] for e in s.events_of("mana_added")] == [2]


def test_ring_of_the_lucii_pays_two_generic_mana_of_a_spell_automatically():
    """{3}{B} paid by the Ring ({C}{C}) and two Swamps: three sources, the Ring activated once."""
    s = MtgScenario()
    ring = s.permanent(RING)
    swamps = s.lands(2, SWAMP)
    coeurl = s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell, [coeurl])
    assert s.card(ring)["tapped"] and all(s.card(c)["tapped"] for c in swamps)
    assert len(s.events_of("mana_ability_activated")) == 3 and s.player("p1")["pool"] == {}
    s.pass_both()
    assert s.defs(graveyard("p2")) == [COEURL] and s.zone(STACK) == []


def test_ring_of_the_lucii_cannot_pay_a_spell_with_one_land_too_few():
    s = MtgScenario()
    s.permanent(RING)
    s.lands(1, SWAMP)
    s.permanent(COEURL, "p2")
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    assert f"cast:{spell}" not in [o["id"] for o in s.ask("p1")["options"]]
    assert INTERVENTION in s.defs(hand("p1"))


def test_ring_of_the_lucii_taps_a_nonland_permanent_for_two_mana_and_one_life():
    """{2}, {T}, Pay 1 life: the Ring can't pay its own {2} (it taps as a cost): two lands do."""
    s = MtgScenario()
    ring = s.permanent(RING)
    s.lands(2, SWAMP)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.activate(ring, 1, [coeurl])
    assert s.life("p1") == 19
    s.pass_both()
    assert s.card(coeurl)["tapped"] and s.card(ring)["tapped"]


@pytest.mark.parametrize(("turns_taken", "tapped"), [(1, False), (3, False), (4, True)])
def test_starting_town_enters_untapped_only_in_your_first_three_turns(turns_taken, tapped):
    """The turns its controller has taken count (the rulings: not the game's turn number)."""
    s = MtgScenario()
    town = s.hand(STARTING_TOWN)
    s.pass_to("main1")
    s.player("p1")["turns_taken"] = turns_taken
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{town}"])
    assert bool(s.card(s.cards(BATTLEFIELD, STARTING_TOWN)[0]).get("tapped")) == tapped


def test_starting_town_enters_tapped_in_another_players_turn():
    """The rulings: in another player's turn it enters tapped, however few turns you have taken."""
    s = MtgScenario()
    s.pass_to("main1", active="p2", player="p2")
    assert s.player("p1")["turns_taken"] == 1
    town = s.in_graveyard(STARTING_TOWN)
    enter_battlefield(s.ctx(), town, "p1", reason="returned")
    assert s.card(s.cards(BATTLEFIELD, STARTING_TOWN)[0])["tapped"]


def test_starting_town_counts_each_players_turns():
    s = MtgScenario()
    s.pass_to("main1", active="p2", player="p2")
    assert (s.player("p1")["turns_taken"], s.player("p2")["turns_taken"]) == (1, 1)
    s.pass_to("main1")
    assert (s.player("p1")["turns_taken"], s.player("p2")["turns_taken"]) == (2, 1)


def test_starting_town_pays_one_life_for_a_coloured_mana_only_when_chosen():
    """{T}, Pay 1 life: Add one mana of any color: offered with its life cost at priority (CR
    605.3a), never used by automatic payment, so the Ochu is castable once {G} is in the pool."""
    s = MtgScenario()
    town = s.permanent(STARTING_TOWN)
    ochu = s.hand(GRAN_PULSE_OCHU)
    s.pass_to("main1")
    options = {o["id"]: o["label"] for o in s.ask("p1")["options"]}
    assert f"cast:{ochu}" not in options and "支付1点生命" in options[f"mana:{town}:1:G"]
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{town}:1:G"])
    assert s.life("p1") == 19 and s.card(town)["tapped"] and s.player("p1")["pool"] == {"G": 1}
    s.cast(ochu)
    s.pass_both()
    assert s.cards(BATTLEFIELD, GRAN_PULSE_OCHU)


def test_starting_town_colourless_mana_pays_automatically_without_life():
    s = MtgScenario()
    town = s.permanent(STARTING_TOWN)
    s.lands(1, SWAMP)
    s.permanent(COEURL, "p2")
    s.permanent(RING)
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    s.cast(spell)
    assert s.card(town)["tapped"] and s.life("p1") == 20


def test_absolute_virtues_controller_is_no_legal_target_for_an_opponent():
    """p2's Combat Tutorial can target only p2 (chosen by the engine, the only legal player)."""
    s = MtgScenario()
    s.permanent(VIRTUE)
    s.lands(3, ISLAND, "p2")
    tutorial = s.hand(TUTORIAL, "p2")
    s.pass_to("main1", active="p2", player="p2")
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{tutorial}"])
    assert s.state["stack"][-1]["targets"][0] == {"player": "p2"}


def test_absolute_virtues_controller_may_still_target_themselves():
    s = MtgScenario()
    s.permanent(VIRTUE)
    s.lands(3, ISLAND)
    tutorial = s.hand(TUTORIAL)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{tutorial}"])
    s.expect("p1", "choose_targets", options=["player:p1", "player:p2"], answer=["player:p1"])


def test_absolute_virtue_prevents_damage_an_opponents_source_would_deal_to_you():
    s = MtgScenario()
    s.permanent(VIRTUE)
    theirs, mine = s.permanent(COEURL, "p2"), s.permanent(COEURL)
    s.pass_to("main1")
    deal_damage(s.ctx(), source_facts(s.state, theirs, COEURL, "p2"), {"player": "p1"}, 2)
    assert s.life("p1") == 20
    deal_damage(s.ctx(), source_facts(s.state, mine, COEURL, "p1"), {"player": "p1"}, 2)
    assert s.life("p1") == 18


def test_cloud_has_double_strike_and_indestructible_only_in_your_turn_while_equipped():
    s = MtgScenario()
    cloud = s.permanent(CLOUD)
    staff = s.permanent(STAFF)
    s.pass_to("main1")
    assert not has_keyword(s.state, cloud, "double_strike")
    s.card(staff)["attached_to"] = cloud
    assert has_keyword(s.state, cloud, "double_strike") and has_keyword(s.state, cloud, "indestructible")
    s.pass_to("main1", active="p2")
    assert not has_keyword(s.state, cloud, "double_strike") and not has_keyword(s.state, cloud, "indestructible")


def test_an_equip_ability_that_targets_cloud_costs_two_less():
    """Equip {3} targeting Cloud costs {1}: one Plains pays it (the rulings: generic mana only)."""
    s = MtgScenario()
    [plains] = s.lands(1, "fin-294")
    cloud = s.permanent(CLOUD)
    s.permanent(COEURL)
    staff = s.permanent(STAFF)
    s.pass_to("main1")
    s.activate(staff, 1, [cloud])
    assert s.card(plains)["tapped"]
    s.pass_both()
    assert s.card(staff)["attached_to"] == cloud


def test_an_equip_ability_that_targets_another_creature_costs_full_price():
    """The cost is determined after the target (CR 601.2f): Equip {3} on Coeurl with one land is
    offered (Cloud could be the target) but can't be paid, so only cancelling is left."""
    s = MtgScenario()
    s.lands(1, "fin-294")
    s.permanent(CLOUD)
    coeurl = s.permanent(COEURL)
    staff = s.permanent(STAFF)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{staff}:1"])
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    assert [o["id"] for o in s.ask("p1")["options"]] == ["cancel"] and "{3}" in s.ask("p1")["prompt"]


def test_without_cloud_an_equip_ability_is_not_offered_for_less():
    s = MtgScenario()
    s.lands(1, "fin-294")
    s.permanent(COEURL)
    s.permanent(CLOUD, "p2")
    staff = s.permanent(STAFF)
    s.pass_to("main1")
    assert not can_activate(s.state, "p1", staff, 1)

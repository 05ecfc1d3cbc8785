"""Casting spells (CR 601.2) and activating abilities (602.2): order of announcement, targets,
costs and mana abilities, recorded mana, cancelling (728.1), timing (307.1) and summoning
sickness for {T} abilities (302.6)."""

from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard, hand
from tests.games.mtg.position import FOREST, PLAINS, SWAMP, MtgScenario

INTERVENTION, GARDENER, COEURL, SHOT, CACTUAR = "fin-116", "fin-188", "fin-012", "fin-176", "fin-177"


def test_casting_goes_to_the_stack_then_targets_then_payment_and_records_the_mana_spent():
    """601.2a card to the stack, 601.2c targets, 601.2g–h mana abilities and payment, 601.2i cast."""
    s = MtgScenario()
    swamps = s.lands(4, SWAMP)
    spell = s.hand(INTERVENTION)
    first, second = s.permanent(GARDENER, "p2"), s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    [on_stack] = s.zone(STACK)
    assert s.card(on_stack)["def"] == INTERVENTION and s.state["stack"][0]["casting"]
    s.expect("p1", "choose_targets", options=[first, second], answer=[second])
    ask = s.expect("p1", "choose_action", exact=False, options=["auto", "cancel", f"mana:{swamps[0]}:-1"])
    assert "{3}{B}" in ask["prompt"]
    s.answer_raw("p1", ["auto"])
    [cast] = s.events_of("spell_cast")
    assert cast["targets"] == [{"card": second}] and cast["mana_spent"] == {"B": 4}
    assert all(s.card(c).get("tapped") for c in swamps) and s.player("p1")["pool"] == {}
    assert "casting" not in s.state["stack"][0]


def test_mana_abilities_during_casting_then_paying_from_the_pool():
    """601.2g: the player taps sources one by one, then pays from the pool (generic from any)."""
    s = MtgScenario()
    forests = s.lands(2, FOREST)
    spell = s.hand(SHOT)
    target = s.permanent(CACTUAR)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[0]}:-1"])
    ask = s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[1]}:-1"])
    assert "pay" not in [o["id"] for o in ask["options"]]
    s.expect("p1", "choose_action", options=["pay", "cancel"], answer=["pay"])
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"G": 2}
    assert s.state["stack"][0]["targets"] == [{"card": target}]


def test_cancelling_returns_to_the_moment_before_the_announcement():
    """728.1 (601.2 an illegal or abandoned cast): the card is back in hand, permanents tapped for
    mana during the announcement untap, the pool is as before."""
    s = MtgScenario()
    forests = s.lands(2, FOREST)
    spell = s.hand(SHOT)
    s.permanent(CACTUAR)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[0]}:-1"])  # floating {G} before
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[1]}:-1"])
    s.expect("p1", "choose_action", exact=False, answer=["cancel"])
    assert s.state["stack"] == [] and s.zone(STACK) == []
    assert [s.card(c)["def"] for c in s.zone(hand("p1")) if s.card(c)["def"] == SHOT] == [SHOT]
    assert s.card(forests[0]).get("tapped") and not s.card(forests[1]).get("tapped")
    assert s.player("p1")["pool"] == {"G": 1}
    assert s.events_of("cast_cancelled") and not s.events_of("spell_cast")


def test_a_spell_with_no_legal_target_cannot_be_cast():
    """601.2c: no creature on the battlefield, no Sephiroth's Intervention."""
    s = MtgScenario()
    s.lands(4, SWAMP)
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    assert f"cast:{spell}" not in [o["id"] for o in s.ask("p1")["options"]]
    s.permanent(GARDENER, "p2")
    assert f"cast:{spell}" in [o["id"] for o in s.ask("p1")["options"]]


def test_instants_any_time_with_priority_creatures_only_at_sorcery_timing():
    """307.1 / 302.1 vs 304.1: in the opponent's upkeep only the instant can be cast."""
    s = MtgScenario()
    s.lands(2, FOREST)
    creature, instant = s.hand(GARDENER), s.hand(SHOT)
    s.permanent(COEURL, "p2")
    s.pass_to("upkeep", "p1", active="p2")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"cast:{instant}" in options and f"cast:{creature}" not in options
    s.pass_to("main1", "p1")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"cast:{instant}" in options and f"cast:{creature}" in options


def test_a_spell_too_expensive_for_the_untapped_sources_is_not_offered():
    s = MtgScenario()
    s.lands(3, SWAMP)
    spell = s.hand(INTERVENTION)
    s.permanent(GARDENER, "p2")
    s.pass_to("main1")
    assert f"cast:{spell}" not in [o["id"] for o in s.ask("p1")["options"]]


def test_a_summoning_sick_creature_cannot_tap_for_mana_or_activate_a_tap_ability():
    """302.6: {T} abilities of a creature need it under its controller's control since the turn
    began; lands are not affected."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    gardener = s.permanent(GARDENER, since_turn=1, entered_turn=1)
    coeurl = s.permanent(COEURL, since_turn=1, entered_turn=1)
    s.permanent(GARDENER, "p2")
    s.pass_to("main1")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert not any(o.startswith((f"mana:{gardener}", f"activate:{coeurl}")) for o in options)
    s.pass_to("upkeep", "p1", active="p2")
    s.pass_to("main1")  # p1's next turn
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"mana:{gardener}:0" in options and f"activate:{coeurl}:0" in options


def test_an_activated_ability_pays_mana_and_tap_then_uses_the_stack():
    """602.2: Coeurl's "{1}{W}, {T}: Tap target nonenchantment creature"."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    coeurl = s.permanent(COEURL)
    target = s.permanent(CACTUAR, "p2")
    s.pass_to("main1")
    s.activate(coeurl, 0, [target])
    assert s.card(coeurl)["tapped"] and s.state["stack"][0]["kind"] == "ability"
    assert not s.card(target).get("tapped")
    s.pass_both()
    assert s.card(target)["tapped"] and s.state["stack"] == []
    assert s.defs(graveyard("p1")) == []
    assert len(s.zone(BATTLEFIELD)) == 4


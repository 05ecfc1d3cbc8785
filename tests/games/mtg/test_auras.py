"""Auras (CR 303.4): an Aura spell targets what its enchant ability allows as it is cast
(303.4a), enters attached to that object on resolution (608.3b), doesn't resolve if the target
became illegal (608.2b), and is put into its owner's graveyard once attached to an illegal object
or to nothing (704.5m). Sleep Magic, Stuck in Summoner's Sanctum."""

import pytest
from pydantic import ValidationError

from engine.games.mtg.actions import can_activate
from engine.games.mtg.cards import CardDef
from engine.games.mtg.mana import mana_sources
from engine.games.mtg.permanents import deal_damage, enter_battlefield, source_facts
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import FOREST, ISLAND, MtgScenario

SLEEP_MAGIC, STUCK, MAGITEK_ARMOR, COEURL = "fin-074", "fin-076", "fin-024", "fin-012"
HERO, TREASURE = "token-hero", "token-treasure"


def test_sleep_magic_targets_attaches_taps_and_keeps_the_creature_tapped():
    """CR 303.4a: only a creature can be targeted; 608.3b: it enters attached; the enters trigger
    taps it, and it doesn't untap during its controller's untap step (CR 502.3)."""
    s = MtgScenario()
    s.lands(1, ISLAND)
    coeurl = s.permanent(COEURL, "p2")
    s.permanent(MAGITEK_ARMOR, "p2")  # a Vehicle, not a creature (CR 301.7b): not offered
    hero = s.permanent(HERO)
    sleep = s.hand(SLEEP_MAGIC)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{sleep}"])
    offered = [o["id"] for o in s.ask("p1")["options"]]
    assert set(offered) == {coeurl, hero}
    s.choose_targets([coeurl], "p1")
    s.pay()
    s.pass_both()  # the Aura resolves and enters attached
    [sleep] = s.cards(BATTLEFIELD, SLEEP_MAGIC)
    assert s.card(sleep)["attached_to"] == coeurl
    s.pass_both()  # its enters trigger taps the creature
    assert s.card(coeurl).get("tapped")
    s.pass_to("main1", "p2", active="p2")
    assert s.card(coeurl).get("tapped"), "it doesn't untap in its controller's untap step"


def test_sleep_magic_is_sacrificed_when_the_creature_is_dealt_damage():
    """When enchanted creature is dealt damage, sacrifice this Aura."""
    s = MtgScenario()
    s.lands(1, FOREST)
    coeurl = s.permanent(COEURL, "p2")
    sleep = s.permanent(SLEEP_MAGIC, attached_to=coeurl)
    s.pass_to("main1")
    assert sleep in s.zone(BATTLEFIELD)
    ctx = s.ctx()
    deal_damage(ctx, source_facts(s.state, None, COEURL, "p1"), {"card": coeurl}, 1)
    s.check_now()
    s.pass_both()
    assert s.defs(graveyard("p1")) == [SLEEP_MAGIC]
    assert coeurl in s.zone(BATTLEFIELD)


def test_an_aura_whose_target_left_does_not_resolve():
    """CR 608.2b: the Aura spell's only target is illegal: it goes to the graveyard instead of the
    battlefield."""
    s = MtgScenario()
    s.lands(1, ISLAND)
    coeurl = s.permanent(COEURL, "p2")
    sleep = s.hand(SLEEP_MAGIC)
    s.pass_to("main1")
    s.cast(sleep, [coeurl])
    s.move(coeurl, graveyard("p2"))
    s.pass_both()
    assert s.defs(graveyard("p1")) == [SLEEP_MAGIC]
    assert s.events_of("fizzled")


def test_an_aura_on_a_vehicle_that_stops_being_a_creature_goes_to_the_graveyard():
    """CR 704.5m: Sleep Magic enchants a creature; a crewed Vehicle stops being one at end of
    turn, and the Aura is put into its owner's graveyard (an Equipment would only unattach)."""
    s = MtgScenario()
    armor = s.permanent(MAGITEK_ARMOR)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(armor, 1)
    s.pass_both()
    sleep = s.permanent(SLEEP_MAGIC, "p2", attached_to=armor)
    s.check_now()
    assert sleep in s.zone(BATTLEFIELD)
    s.pass_to("main1", "p2", active="p2")
    assert s.defs(graveyard("p2")) == [SLEEP_MAGIC]
    assert coeurl in s.zone(BATTLEFIELD)


def test_an_unattached_aura_goes_to_the_graveyard():
    """CR 704.5m: an Aura attached to nothing (the creature left, CR 400.7)."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    s.permanent(SLEEP_MAGIC, attached_to=coeurl)
    s.pass_to("main1")
    s.move(coeurl, graveyard("p2"))
    s.check_now()
    s.priority_player()
    assert s.defs(graveyard("p1")) == [SLEEP_MAGIC]


def test_stuck_in_summoners_sanctum_stops_activated_and_mana_abilities():
    """Flash; enchant artifact or creature; its activated abilities can't be activated (CR
    602.5a), mana abilities included (CR 605.1a)."""
    s = MtgScenario()
    s.lands(3, ISLAND)
    armor = s.permanent(MAGITEK_ARMOR, "p2")
    s.permanent(COEURL, "p2")
    treasure = s.permanent(TREASURE, "p2")
    stuck = s.hand(STUCK)
    s.pass_to("main1", "p1", active="p2")  # flash: in the opponent's turn
    s.cast(stuck, [armor])
    s.pass_both()
    [stuck] = s.cards(BATTLEFIELD, STUCK)
    assert s.card(stuck)["attached_to"] == armor
    assert not can_activate(s.state, "p2", armor, 1), "the Vehicle can't be crewed"
    s.permanent(STUCK, "p1", attached_to=treasure)
    assert treasure not in [source for source, _, _ in mana_sources(s.state, "p2")]


def test_only_an_aura_has_an_enchant_ability():
    with pytest.raises(ValidationError):
        CardDef(id="fin-999", name="x", types=["enchantment"], rarity="common", enchant={"kind": "creature"})


def test_an_aura_put_onto_the_battlefield_otherwise_is_attached_to_what_its_controller_chooses():
    """CR 303.4f: not cast, so nothing was targeted: as it enters its controller chooses a legal
    object (hexproof doesn't matter: it isn't targeted); with none it goes to the graveyard."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    hero = s.permanent(HERO)
    s.pass_to("main1")
    sleep = s.in_graveyard(SLEEP_MAGIC)
    enter_battlefield(s.ctx(), sleep, "p1", reason="returned")
    s.check_now()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    [sleep] = s.cards(BATTLEFIELD, SLEEP_MAGIC)
    assert s.card(sleep)["attached_to"] == coeurl
    assert hero in s.zone(BATTLEFIELD)


def test_an_aura_with_nothing_to_enchant_goes_to_the_graveyard():
    s = MtgScenario()
    s.pass_to("main1")
    sleep = s.in_graveyard(SLEEP_MAGIC)
    enter_battlefield(s.ctx(), sleep, "p1", reason="returned")
    s.check_now()
    s.priority_player()
    assert s.defs(graveyard("p1")) == [SLEEP_MAGIC]

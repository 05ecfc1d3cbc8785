"""Triggered abilities (CR 603): landfall and enters triggers, the controller orders their own
(603.3b), APNAP, dies triggers that look back (603.10a), intervening "if" (603.4), effects
until end of turn (514.2)."""

from engine.games.mtg.objects import keywords, power
from engine.games.mtg.zones import BATTLEFIELD, hand
from tests.games.mtg.position import FOREST, MOUNTAIN, PLAINS, SWAMP, MtgScenario

SABOTENDER, LOPORRIT, GABRANTH, CACTUAR, COEURL, GARDENER = "fin-153", "fin-192", "fin-230", "fin-177", "fin-012", "fin-188"
INTERVENTION, SHINRA = "fin-116", "fin-118"


def test_landfall_triggers_on_a_land_entering_and_deals_one_to_each_opponent():
    s = MtgScenario()
    s.permanent(SABOTENDER)
    land = s.hand(MOUNTAIN)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    assert s.life("p2") == 19 and s.life("p1") == 20


def test_two_triggers_of_one_player_are_ordered_by_that_player():
    """603.3b: the controller puts their triggers on the stack in the order they choose."""
    s = MtgScenario()
    first, second = s.permanent(SABOTENDER), s.permanent(SABOTENDER)
    land = s.hand(MOUNTAIN)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    ask = s.expect("p1", "order_triggers")
    assert ask["ordered"] and ask["min"] == ask["max"] == 2
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert {o["source"] for o in s.state["stack"]} == {first, second}
    s.pass_both()
    s.pass_both()
    assert s.life("p2") == 18


def test_apnap_the_active_players_trigger_goes_on_the_stack_first():
    """603.3b: both Gabranths trigger from one event; the active player's goes on the stack first
    (and resolves last). 603.10a: dies triggers look back at the creatures that died together."""
    s = MtgScenario()
    s.lands(4, SWAMP)
    mine, theirs = s.permanent(GABRANTH, "p1"), s.permanent(GABRANTH, "p2")
    s.permanent(COEURL, "p1")
    s.permanent(COEURL, "p2")
    spell = s.hand("fin-189")  # unused: keeps the hand non-empty
    assert spell
    s.pass_to("main1")
    # Both Coeurls die at once: a state-based action on lethal damage.
    for card_id in [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == COEURL]:
        s.card(card_id)["damage"] = 2
    s.mark_damage(card_id, 2)
    assert [(o["controller"], o["source"]) for o in s.state["stack"]] == [("p1", mine), ("p2", theirs)]
    s.pass_both()
    s.pass_both()
    assert s.card(mine)["counters"] == {"+1/+1": 1} and s.card(theirs)["counters"] == {"+1/+1": 1}


def test_a_dies_trigger_looks_back_when_its_source_dies_with_the_other_creature():
    """603.10a: Gabranth and another creature die at once: the ability still triggers."""
    s = MtgScenario()
    gabranth = s.permanent(GABRANTH)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.card(gabranth)["damage"] = 2
    s.mark_damage(coeurl, 2)
    assert [o["source"] for o in s.state["stack"]] == [gabranth]
    s.pass_both()  # it resolves and does nothing: its source is gone
    assert s.state["stack"] == [] and not s.events_of("counters_added")


def test_loporrit_scout_gets_plus_one_when_another_creature_enters_until_end_of_turn():
    s = MtgScenario()
    s.lands(2, FOREST)
    scout = s.permanent(LOPORRIT)
    spell = s.hand(GARDENER)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()  # Goobbue Gardener resolves, the trigger waits on the stack
    s.pass_both()
    assert power(s.state, scout) == 4
    s.pass_to("upkeep", "p1", active="p2")
    assert power(s.state, scout) == 3


def test_cactuar_returns_at_your_end_step_only_if_it_did_not_enter_this_turn():
    """603.4: the intervening "if" is checked when the end step begins."""
    s = MtgScenario()
    s.lands(1, FOREST)
    old = s.permanent(CACTUAR)
    spell = s.hand(CACTUAR)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    [new] = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == CACTUAR and c != old]
    s.pass_to("end")
    assert [o["source"] for o in s.state["stack"]] == [old]
    s.pass_both()
    assert new in s.zone(BATTLEFIELD) and old not in s.zone(BATTLEFIELD)
    assert [s.card(c)["def"] for c in s.zone(hand("p1"))].count(CACTUAR) == 1


def test_shinra_reinforcements_mills_three_and_gains_three():
    s = MtgScenario()
    s.lands(3, SWAMP)
    spell = s.hand(SHINRA)
    s.pass_to("main1")
    library_before = len(s.zone("p1.library"))
    s.cast(spell)
    s.pass_both()
    s.pass_both()
    assert s.life("p1") == 23 and len(s.zone("p1.library")) == library_before - 3
    assert len(s.zone("p1.graveyard")) == 3


def test_a_creature_that_enters_triggers_its_own_and_others_enters_abilities_once():
    s = MtgScenario()
    s.lands(2, PLAINS)
    s.lands(2, FOREST)
    s.permanent(LOPORRIT)
    s.permanent(LOPORRIT, "p2")  # an opponent's creature entering is not "you control"
    spell = s.hand(COEURL)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    assert [o["controller"] for o in s.state["stack"]] == ["p1"]


SHOPKEEP = "fin-142"


def attack_with(s: MtgScenario, attackers: list[str]) -> None:
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=attackers)


def test_item_shopkeep_without_a_legal_target_leaves_the_stack():
    """508.3 "whenever you attack"; 603.3d: with no attacking equipped creature the ability is
    removed from the stack."""
    s = MtgScenario()
    s.permanent(SHOPKEEP)
    coeurl = s.permanent(COEURL)
    attack_with(s, [coeurl])
    assert s.events_of("trigger_added") and s.events_of("trigger_removed") and s.state["stack"] == []


def test_item_shopkeep_gives_menace_to_the_attacking_equipped_creature(test_card):
    equipment = test_card(types=["artifact"], subtypes=["Equipment"], mana_cost="{1}")
    s = MtgScenario()
    s.permanent(SHOPKEEP)
    coeurl = s.permanent(COEURL)
    s.permanent(equipment, attached_to=coeurl)
    attack_with(s, [coeurl])
    assert s.state["stack"][0]["data"]["targets"] == [{"card": coeurl}]  # the only legal choice
    s.pass_both()
    assert "menace" in keywords(s.state, coeurl)


def test_item_shopkeep_does_nothing_if_the_creature_is_no_longer_equipped(test_card):
    """The notes' ruling: not attacking and equipped on resolution -> it doesn't resolve."""
    equipment = test_card(types=["artifact"], subtypes=["Equipment"], mana_cost="{1}")
    s = MtgScenario()
    s.permanent(SHOPKEEP)
    coeurl = s.permanent(COEURL)
    sword = s.permanent(equipment, attached_to=coeurl)
    attack_with(s, [coeurl])
    del s.card(sword)["attached_to"]
    s.pass_both()
    assert s.events_of("fizzled") and not s.events_of("effect_created")


BEHEMOTH, IRON_GIANT = "fin-181", "fin-260"


def behemoth_enters(s: MtgScenario) -> None:
    s.lands(7, FOREST)
    spell = s.hand(BEHEMOTH)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()  # it resolves; its enters trigger goes on the stack


def test_a_modal_trigger_with_one_legal_mode_takes_it():
    """700.2a / 603.3c: with no artifact or enchantment, "destroy" can't be chosen: it draws."""
    s = MtgScenario()
    behemoth_enters(s)
    assert s.state["stack"][0]["data"]["mode"] == 1
    s.pass_both()
    assert len(s.zone(hand("p1"))) == 2


def test_a_modal_trigger_asks_for_the_mode_as_it_goes_on_the_stack_then_the_target():
    s = MtgScenario()
    giant = s.permanent(IRON_GIANT, "p2")
    behemoth_enters(s)
    ask = s.expect("p1", "choose_option", options=["mode:0", "mode:1"])
    assert ask["options"][0]["label"] == "消灭目标神器或结界。"
    s.answer_raw("p1", ["mode:0"])
    assert s.state["stack"][0]["data"]["targets"] == [{"card": giant}]
    s.pass_both()
    assert IRON_GIANT in s.defs("p2.graveyard") and len(s.zone(hand("p1"))) == 1


def test_a_modal_trigger_whose_target_left_does_nothing():
    s = MtgScenario()
    giant = s.permanent(IRON_GIANT, "p2")
    behemoth_enters(s)
    s.expect("p1", "choose_option", answer=["mode:0"])
    s.move(giant, "p2.hand")
    s.pass_both()
    assert s.events_of("fizzled") and len(s.zone(hand("p1"))) == 1


def test_an_intervening_if_is_checked_again_on_resolution():
    """603.4: the condition no longer holds as the ability resolves -> it does nothing (the
    position is edited: Cactuar marked as having entered this turn while its trigger waits)."""
    s = MtgScenario()
    cactuar = s.permanent(CACTUAR)
    s.pass_to("end")
    assert [o["source"] for o in s.state["stack"]] == [cactuar]
    s.card(cactuar)["entered_turn"] = s.state["turn"]["number"]
    s.pass_both()
    assert cactuar in s.zone(BATTLEFIELD) and s.events_of("condition_unmet")


# ---------------------------------------------------------------- "one or more", "only once each turn"

GRAHA, IRON_GIANT = "fin-021", "fin-260"


def die_together(s: MtgScenario, cards: list[str]) -> None:
    """Lethal damage on all of them at once: state-based actions destroy them together (704.3)."""
    for card_id in cards[:-1]:
        s.card(card_id)["damage"] = 9
    s.mark_damage(cards[-1], 9)


def test_one_or_more_dying_together_trigger_graha_tia_once():
    """CR 603.2c: one event, one trigger, however many die (an artifact creature counts once)."""
    s = MtgScenario()
    s.permanent(GRAHA)
    dying = [s.permanent(COEURL), s.permanent(IRON_GIANT)]
    s.pass_to("main1")
    before = len(s.zone(hand("p1")))
    die_together(s, dying)
    assert len(s.state["stack"]) == 1
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1


def test_graha_tia_triggers_only_once_each_turn():
    """The second death of the turn doesn't trigger it; the next turn's does."""
    s = MtgScenario()
    s.permanent(GRAHA)
    first, second, third = s.permanent(COEURL), s.permanent(COEURL), s.permanent(COEURL)
    s.pass_to("main1")
    die_together(s, [first])
    s.pass_both()
    die_together(s, [second])
    assert s.state["stack"] == [] and not s.state["triggers"]
    s.pass_to("main1", "p1", active="p2")
    die_together(s, [third])
    assert len(s.state["stack"]) == 1


def test_graha_tia_dying_with_the_others_still_triggers():
    """The notes' ruling (leaves-the-battlefield abilities look back, CR 603.10a)."""
    s = MtgScenario()
    graha = s.permanent(GRAHA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    die_together(s, [graha, coeurl])
    assert len(s.state["stack"]) == 1 and s.state["stack"][0]["data"]["definition"] == GRAHA

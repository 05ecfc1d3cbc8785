"""Ward (CR 702.21): a permanent with ward {N} that becomes the target of a spell or ability an
opponent controls triggers; the spell or ability is countered (CR 701.6a) unless its controller
pays {N}. Paladin's Arms gives the equipped creature ward {1}."""

from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import FOREST, PLAINS, SWAMP, MtgScenario

ARMS, COEURL, INTERVENTION, SHOT = "fin-028", "fin-012", "fin-116", "fin-176"


def warded_coeurl(s: MtgScenario, lands: int) -> str:
    """p1's Coeurl wearing Paladin's Arms; p2 has ``lands`` Swamps and Sephiroth's Intervention,
    cast at the Coeurl in p2's main phase; the ward trigger is on top."""
    coeurl = s.permanent(COEURL)
    s.permanent(ARMS, attached_to=coeurl)
    s.lands(lands, SWAMP, player="p2")
    spell = s.hand(INTERVENTION, "p2")
    s.pass_to("main1", "p2", active="p2")
    s.cast(spell, [coeurl], player="p2")
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    assert s.state["stack"][-1]["ability"] == "ward" and s.state["stack"][-1]["controller"] == "p1"
    s.pass_both()  # the ward trigger resolves
    return coeurl


def test_the_spell_resolves_if_its_controller_pays_the_ward_cost():
    s = MtgScenario()
    coeurl = warded_coeurl(s, 5)
    s.expect("p2", "choose_option", options=["pay", "decline"], answer=["pay"])
    assert len(s.state["stack"]) == 1
    s.pass_both()
    assert coeurl not in s.zone(BATTLEFIELD) and COEURL in s.defs(graveyard("p1"))


def test_the_spell_is_countered_if_its_controller_declines():
    s = MtgScenario()
    coeurl = warded_coeurl(s, 5)
    s.expect("p2", "choose_option", answer=["decline"])
    assert s.state["stack"] == [] and INTERVENTION in s.defs(graveyard("p2"))
    assert coeurl in s.zone(BATTLEFIELD) and s.events_of("countered") and s.life("p2") == 20


def test_the_spell_is_countered_without_asking_if_the_cost_cant_be_paid():
    s = MtgScenario()
    coeurl = warded_coeurl(s, 4)
    assert s.state["stack"] == [] and coeurl in s.zone(BATTLEFIELD)


def test_ward_ignores_its_controllers_own_spells():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(ARMS, attached_to=coeurl)
    s.lands(2, FOREST)
    s.pass_to("main1")
    s.cast(s.hand(SHOT), [coeurl])
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]


def test_ward_counters_an_opponents_activated_ability_too():
    """Coeurl's "{1}{W}, {T}: Tap target nonenchantment creature" aimed at the warded creature."""
    s = MtgScenario()
    mine = s.permanent(COEURL)
    s.permanent(ARMS, attached_to=mine)
    theirs = s.permanent(COEURL, "p2")
    s.lands(3, PLAINS, player="p2")
    s.pass_to("main1", "p2", active="p2")
    s.activate(theirs, 0, [mine], player="p2")
    assert [o["ability"] for o in s.state["stack"]] == ["0", "ward"]
    s.pass_both()
    s.expect("p2", "choose_option", answer=["decline"])
    assert s.state["stack"] == [] and not s.card(mine).get("tapped") and s.card(theirs)["tapped"]


def test_ward_counters_an_opponents_triggered_ability_targeting_it():
    """Tidus's "whenever this creature attacks, tap target creature an opponent controls" (its
    target chosen as it is put on the stack, CR 603.3d): p2 can't pay {1}, so it is countered."""
    s = MtgScenario()
    mine = s.permanent(COEURL)
    s.permanent(ARMS, attached_to=mine)
    tidus = s.permanent("fin-246", "p2")
    s.pass_to("main1", "p2", active="p2")
    s.pass_both()  # to the beginning of combat
    s.pass_both()  # to declare attackers
    s.expect("p2", "choose_cards", exact=False, answer=[tidus])
    assert [o["ability"] for o in s.state["stack"]] == ["1", "ward"]  # the target was the only choice
    s.pass_both()
    assert s.state["stack"] == [] and not s.card(mine).get("tapped")

"""Ancient Adamantoise (fin-172): "All damage that would be dealt to you and other permanents you
control is dealt to this creature instead" (a redirection, CR 614.1b; each effect once, 614.5;
the affected player orders several, 616.1); damage stays on it through cleanup (CR 514.2); ward
{3} (CR 702.21); "When this creature dies, exile it and create ten tapped Treasure tokens" (the
card in the graveyard, CR 400.7)."""

import pytest

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.text import card_name
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, library
from tests.games.mtg.position import MOUNTAIN, MtgScenario

ADAMANTOISE, COMET, COEURL, CECIL, JECHT = "fin-172", "fin-132", "fin-012", "fin-091", "fin-104"
DIAMOND_WEAPON, LIGHT_OF_JUDGMENT, TREASURE = "fin-183", "fin-144", "token-treasure"


def comet(s: MtgScenario, target: str, x: int = 3) -> None:
    """p1 casts Choco-Comet for X at ``target`` in their main phase; it resolves."""
    s.lands(x + 2, MOUNTAIN)
    spell = s.hand(COMET)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.answer_raw("p1", [f"x:{x}"])
    s.choose_targets([target], "p1")
    s.pay("p1")
    s.pass_both()


def damage(s: MtgScenario, card_id: str) -> int:
    return s.card(card_id).get("damage", 0)


def dealt_to(s: MtgScenario) -> list[dict]:
    return [{k: e[k] for k in ("card", "player") if k in e} | {"amount": e["amount"]} for e in s.events_of("damage_dealt")]


def test_damage_to_you_is_dealt_to_it_instead():
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE)
    comet(s, "player:p1")
    assert s.life("p1") == 20 and damage(s, adamantoise) == 3
    assert dealt_to(s) == [{"card": adamantoise, "amount": 3}], "narrated as damage to it"


def test_damage_to_another_creature_you_control_is_dealt_to_it_instead():
    s = MtgScenario()
    adamantoise, coeurl = s.permanent(ADAMANTOISE), s.permanent(COEURL)
    comet(s, coeurl)
    assert coeurl in s.zone(BATTLEFIELD) and damage(s, coeurl) == 0
    assert damage(s, adamantoise) == 3


def test_damage_to_an_opponent_and_their_creatures_is_not_redirected():
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE)
    comet(s, "player:p2")
    assert s.life("p2") == 17 and damage(s, adamantoise) == 0


def p1_attacks_p2(s: MtgScenario, attacker: str) -> None:
    """p1 attacks p2 with ``attacker``; p2 doesn't block; on to the second main phase (the
    triggers resolving on the way)."""
    s.declare_attackers([attacker])
    s.pass_to("main2")


def test_combat_damage_with_deathtouch_kills_it_and_the_source_still_dealt_that_damage():
    """Cecil (deathtouch, "whenever Cecil deals damage, you lose that much life") attacks p2: the
    2 damage is dealt to p2's Adamantoise (CR 702.2b: it is destroyed), Cecil's controller loses 2;
    it dies: exiled from the graveyard, and p2 creates ten tapped Treasures."""
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE, "p2")
    cecil = s.permanent(CECIL)
    p1_attacks_p2(s, cecil)
    assert s.life("p2") == 20 and s.life("p1") == 18
    assert dealt_to(s) == [{"card": adamantoise, "amount": 2}]
    assert adamantoise not in s.zone(BATTLEFIELD) and s.defs(EXILE) == [ADAMANTOISE] and not s.zone(graveyard("p2"))
    treasures = s.cards(BATTLEFIELD, TREASURE)
    assert len(treasures) == 10 and all(controller_of(s.state, t) == "p2" and s.card(t).get("tapped") for t in treasures)


def test_lifelink_still_gains_and_no_combat_damage_is_dealt_to_the_player():
    """Jecht's "whenever Jecht deals combat damage to a player" doesn't trigger (it would ask)."""
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE, "p2")
    jecht = s.permanent(JECHT)
    s.grant(jecht, "lifelink")
    p1_attacks_p2(s, jecht)
    assert s.life("p2") == 20 and damage(s, adamantoise) == 4
    assert s.life("p1") == 24


def test_prevention_on_the_original_recipient_applies_first():
    """Diamond Weapon blocks: "prevent all combat damage that would be dealt to Diamond Weapon"
    applies before the redirection (the order its controller would choose, CR 616.1)."""
    s = MtgScenario()
    adamantoise, weapon = s.permanent(ADAMANTOISE, "p2"), s.permanent(DIAMOND_WEAPON, "p2")
    coeurl = s.permanent(COEURL)
    s.declare_attackers([coeurl])
    s.pass_both()
    s.expect("p2", "choose_cards", answer=[f"{weapon}>{coeurl}"])
    s.pass_to("main2")
    assert damage(s, adamantoise) == 0 and damage(s, weapon) == 0
    assert s.events_of("damage_prevented")[-1]["card"] == weapon


def test_damage_redirected_to_it_is_prevented_there_by_prevention_on_it():
    """"Prevent all damage that would be dealt to creatures you control this turn" (Summon:
    Alexander's chapter I): damage to p1 is redirected, then prevented on the Adamantoise."""
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE)
    add_effect(s.ctx(), source=None, controller="p1", modifier={"prevent_damage": {"types": ["creature"], "controller": "you"}}, until=END_OF_TURN)
    comet(s, "player:p1")
    assert s.life("p1") == 20 and damage(s, adamantoise) == 0
    assert s.events_of("damage_prevented")[-1]["card"] == adamantoise


@pytest.mark.parametrize("target", ["player", "creature"])
def test_with_two_the_player_chooses_which_one_is_dealt_the_damage(target):
    """CR 616.1 and 614.5: whichever effect applies first, the other then moves the damage on;
    the player chooses where it ends (all of it on one, the release notes)."""
    s = MtgScenario()
    first, second = s.permanent(ADAMANTOISE, damage=2), s.permanent(ADAMANTOISE)
    coeurl = s.permanent(COEURL)
    comet(s, "player:p1" if target == "player" else coeurl)
    ask = s.ask("p1")
    assert ask["key"].startswith("damage_recipient:")
    name = card_name(ADAMANTOISE)
    assert [o["label"] for o in ask["options"]] == [f"{name}（已有2点伤害）", name], "told apart by their damage"
    assert s.ask("p2")["waiting_for"] == ["p1"]
    assert not s.events_of("damage_dealt"), "dealt as the player chooses"
    s.expect("p1", "choose_option", answer=["1"])
    assert (damage(s, first), damage(s, second), damage(s, coeurl), s.life("p1")) == (2, 3, 0, 20)


def test_damage_to_it_stays_on_it_even_with_two():
    """Its own effect doesn't apply to it ("other permanents"); with two, the other's effect moves
    the damage onto the other, then this one's moves it back (CR 614.5): every order ends on the
    creature it was dealt to, so nothing is asked."""
    s = MtgScenario()
    first, second = s.permanent(ADAMANTOISE), s.permanent(ADAMANTOISE)
    comet(s, first)
    assert s.priority_player() == "p1"
    assert (damage(s, first), damage(s, second)) == (3, 0)


def test_damage_is_not_removed_from_it_during_cleanup():
    s = MtgScenario()
    adamantoise, coeurl = s.permanent(ADAMANTOISE), s.permanent(COEURL)
    s.pass_to("main1")
    s.mark_damage(adamantoise, 5)
    s.mark_damage(coeurl, 1)
    s.pass_to("main1", "p2")
    assert damage(s, adamantoise) == 5 and damage(s, coeurl) == 0


def test_ward_counters_an_opponents_spell_unless_they_pay_three():
    """p2's five Mountains pay for Light of Judgment and leave nothing for ward {3}."""
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE)
    s.lands(5, MOUNTAIN, player="p2")
    spell = s.hand(LIGHT_OF_JUDGMENT, "p2")
    s.pass_to("main1", "p2")
    s.cast(spell, [adamantoise], player="p2")
    assert s.state["stack"][-1]["ability"] == "ward"
    s.pass_both()
    assert s.state["stack"] == [] and damage(s, adamantoise) == 0


def test_a_card_that_left_the_graveyard_is_not_exiled_but_the_treasures_come():
    """CR 400.7: "exile it" finds the card in the graveyard it went to; moved on, it is a new
    object. The Treasures are created anyway."""
    s = MtgScenario()
    adamantoise = s.permanent(ADAMANTOISE)
    s.pass_to("main1")
    s.mark_damage(adamantoise, 20)
    assert s.state["stack"][-1]["kind"] == "trigger"
    [card] = s.zone(graveyard("p1"))
    s.move(card, library("p1"))
    s.pass_both()
    assert not s.zone(EXILE) and ADAMANTOISE in s.defs(library("p1"))
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 10

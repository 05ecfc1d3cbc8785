"""Equipment (CR 301.5) and static abilities that affect other permanents: equip (CR 702.6a, only
as a sorcery, 602.5d), "equipped creature gets +N/+N" (layer 7c), an Equipment left attached to
nothing becoming unattached (CR 704.5n), flash (CR 702.8a) — Lion Heart, Coral Sword — and an
anthem ("other creatures you control get +1/+1") read continuously (CR 611.3a)."""

import pytest
from pydantic import ValidationError

from engine.games.mtg.actions import can_activate
from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import card
from engine.games.mtg.objects import keywords, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import MOUNTAIN, PLAINS, SWAMP, MtgScenario

LION_HEART, CORAL_SWORD, COEURL, GIGANTOAD, STEINER, ZACK = "fin-261", "fin-134", "fin-012", "fin-187", "fin-003", "fin-045"
INTERVENTION, EQUIP = "fin-116", 2


def stats(s: MtgScenario, card_id: str) -> tuple[int, int]:
    return power(s.state, card_id), toughness(s.state, card_id)


def test_lion_heart_enters_deals_two_then_equips_at_sorcery_speed():
    s = MtgScenario()
    s.lands(6, PLAINS)
    coeurl = s.permanent(COEURL)
    heart = s.hand(LION_HEART)
    s.pass_to("main1")
    s.cast(heart)
    s.pass_both()  # the Equipment resolves; its enters trigger asks for a target
    s.expect("p1", "choose_targets", exact=False, answer=["player:p2"])
    s.pass_both()
    assert s.life("p2") == 18
    [heart] = s.cards(BATTLEFIELD, LION_HEART)
    assert stats(s, coeurl) == (2, 2)
    s.activate(heart, EQUIP, [coeurl])
    assert s.state["stack"], "equip uses the stack (CR 702.6a)"
    s.pass_both()
    assert s.card(heart)["attached_to"] == coeurl
    assert stats(s, coeurl) == (4, 3)


def test_equip_is_only_offered_at_sorcery_timing():
    """CR 602.5d: in your main phase, not in the opponent's turn."""
    s = MtgScenario()
    s.lands(2, PLAINS)
    heart = s.permanent(LION_HEART)
    s.permanent(COEURL)
    s.pass_to("main1")
    assert can_activate(s.state, "p1", heart, EQUIP)
    s.pass_to("main1", "p2", active="p2")
    assert not can_activate(s.state, "p1", heart, EQUIP)


def test_an_equipment_whose_creature_died_stays_unattached_and_can_be_moved():
    """CR 704.5n: the Equipment stays on the battlefield, attached to nothing (the notes' Job
    select ruling: it stays when the Hero is destroyed, and can be equipped again)."""
    s = MtgScenario()
    s.lands(6, SWAMP)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    heart = s.permanent(LION_HEART, attached_to=coeurl)
    spell = s.hand(INTERVENTION)
    s.pass_to("main1")
    assert stats(s, coeurl) == (4, 3)
    s.cast(spell, [coeurl])
    s.pass_both()
    assert COEURL in s.defs(graveyard("p1")) and heart in s.zone(BATTLEFIELD)
    assert "attached_to" not in s.card(heart)
    assert s.events_of("unattached")[0]["card"] == heart
    s.activate(heart, EQUIP, [toad])
    s.pass_both()
    assert s.card(heart)["attached_to"] == toad


def test_moving_an_equipment_takes_its_bonus_along():
    s = MtgScenario()
    s.lands(2, PLAINS)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    heart = s.permanent(LION_HEART, attached_to=coeurl)
    toad_before = stats(s, toad)
    s.pass_to("main1")
    s.activate(heart, EQUIP, [toad])
    s.pass_both()
    assert stats(s, coeurl) == (2, 2)
    assert stats(s, toad) == (toad_before[0] + 2, toad_before[1] + 1)


def test_adelbert_steiner_counts_the_equipment_you_control():
    s = MtgScenario()
    steiner = s.permanent(STEINER)
    s.permanent(LION_HEART, attached_to=steiner)
    s.permanent(CORAL_SWORD)
    s.permanent(CORAL_SWORD, "p2")
    assert stats(s, steiner) == (2 + 2 + 2, 1 + 2 + 1)


def test_coral_sword_has_flash_and_attaches_with_first_strike_as_it_enters():
    """CR 702.8a: cast in the opponent's turn; the enters trigger attaches it (CR 701.3a)."""
    s = MtgScenario()
    s.lands(1, MOUNTAIN)
    coeurl = s.permanent(COEURL)
    sword = s.hand(CORAL_SWORD)
    s.pass_to("upkeep", "p1", active="p2")
    s.cast(sword)
    s.pass_both()
    s.pass_both()  # the trigger (one legal target: chosen by the engine)
    [sword] = s.cards(BATTLEFIELD, CORAL_SWORD)
    assert s.card(sword)["attached_to"] == coeurl
    assert stats(s, coeurl) == (3, 2) and "first_strike" in keywords(s.state, coeurl)


def test_zack_fair_passes_his_counter_and_equipment_on():
    """Digest scenario 36 (without the shield counter): the sacrificed Zack's +1/+1 counter and
    the Equipment that was attached to him go to the target."""
    s = MtgScenario()
    s.lands(1, PLAINS)
    zack = s.permanent(ZACK, counters={"+1/+1": 1})
    coeurl = s.permanent(COEURL)
    heart = s.permanent(LION_HEART, attached_to=zack)
    s.pass_to("main1")
    assert stats(s, zack) == (3, 3)
    s.activate(zack, 0, [coeurl])
    s.pass_both()
    assert s.card(heart)["attached_to"] == coeurl
    assert stats(s, coeurl) == (2 + 1 + 2, 2 + 1 + 1)


def test_an_anthem_affects_other_creatures_you_control_while_they_are_there(test_card):
    """An anthem from another permanent (layer 7c): its set of affected objects is read
    continuously (CR 611.3a), so a creature entering later gets it and it ends as the source
    leaves; counters and its own pumps add up in any order (CR 613.4c, 613.7)."""
    anthem = test_card(types=["creature"], power=1, toughness=1, abilities=[
        {"kind": "static", "affects": {"types": ["creature"], "controller": "you", "other": True}, "power": 1, "toughness": 1,
         "keywords": ["vigilance"]}])  # fmt: skip
    s = MtgScenario()
    lord = s.permanent(anthem)
    coeurl = s.permanent(COEURL, counters={"+1/+1": 1})
    theirs = s.permanent(COEURL, "p2")
    assert stats(s, lord) == (1, 1) and stats(s, coeurl) == (4, 4) and stats(s, theirs) == (2, 2)
    assert "vigilance" in keywords(s.state, coeurl) and "vigilance" not in keywords(s.state, theirs)
    later = s.permanent(GIGANTOAD)
    assert stats(s, later)[0] == card(GIGANTOAD).power + 1
    s.move(lord, graveyard("p1"))
    assert stats(s, coeurl) == (3, 3)


def test_equipment_text_is_generated():
    assert card_text(card(LION_HEART)) == "当此武具进场时，Lion Heart对任意一个目标造成2点伤害。\n佩带此武具的生物得+2/+1。\n佩带{2}"
    assert card_text(card(CORAL_SWORD)).startswith("闪现\n当此武具进场时，将此武具贴附于目标由你操控的生物上。")


def test_the_board_shows_a_token_and_what_an_equipment_is_attached_to():
    s = MtgScenario()
    hero = s.ctx().create_card("token-hero", "p1", BATTLEFIELD, token=True)
    heart = s.permanent(LION_HEART, attached_to=hero)
    assert s.game.card_details(s.state, hero) == ["衍生物"]
    assert s.game.card_details(s.state, heart) == ["贴附于 英雄（Hero）"]


def test_an_anthem_filter_that_asks_about_power_is_refused(test_card):
    """Such an effect would depend on its own result (CR 613.8); no card of the pool has one."""
    with pytest.raises(ValidationError):
        test_card(types=["creature"], power=1, toughness=1, abilities=[
            {"kind": "static", "affects": {"types": ["creature"], "power_at_least": 2}, "power": 1}])  # fmt: skip

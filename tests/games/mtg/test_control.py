"""Control-changing effects (layer 2, CR 613.1b) and delayed triggered abilities (CR 603.7) —
Unexpected Request: gain control of a creature until end of turn, untap it, give it haste, and
attach an Equipment to it that a delayed trigger unattaches at the beginning of the next end step."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import card
from engine.games.mtg.control import gain_control
from engine.games.mtg.objects import power, summoning_sick
from engine.games.mtg.zones import BATTLEFIELD, controller_of, permanents
from tests.games.mtg.position import MOUNTAIN, PLAINS, MtgScenario

REQUEST, COEURL, LION_HEART, GIGANTOAD = "fin-167", "fin-012", "fin-261", "fin-187"


def take(s: MtgScenario, creature: str, equipment: list[str] | None = None) -> None:
    spell = s.hand(REQUEST)
    s.cast(spell, [creature])
    s.pass_both()
    if equipment is not None:
        s.expect("p1", "choose_cards", exact=False, answer=equipment)


def test_unexpected_request_takes_untaps_and_hastes_until_end_of_turn():
    """CR 613.1b: p1 controls it (CR 302.6: newly, but haste lets it attack); CR 514.2: the effect
    ends in the cleanup step and p2 controls it again."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    coeurl = s.permanent(COEURL, "p2", tapped=True)
    s.pass_to("main1")
    take(s, coeurl)
    assert controller_of(s.state, coeurl) == "p1" and coeurl in permanents(s.state, "p1")
    assert not s.card(coeurl).get("tapped") and not summoning_sick(s.state, coeurl)
    s.pass_both()  # to the beginning of combat
    s.pass_both()  # to declare attackers
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [coeurl]
    s.answer_raw("p1", [coeurl])
    s.pass_to("main1", "p2", active="p2")
    assert controller_of(s.state, coeurl) == "p2" and s.life("p2") == 18


def equipment_position() -> tuple[MtgScenario, str, str]:
    """p1 in their main phase with three Mountains and Lion Heart; p2 has a Coeurl."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    heart = s.permanent(LION_HEART)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    return s, heart, coeurl


def test_the_attached_equipment_is_unattached_at_the_beginning_of_the_next_end_step():
    """CR 603.7: the delayed trigger waits, triggers as the end step begins, and refers to the
    Equipment chosen on resolution (CR 603.7c); the Equipment stays with its controller."""
    s, heart, coeurl = equipment_position()
    take(s, coeurl, [heart])
    assert s.card(heart)["attached_to"] == coeurl and power(s.state, coeurl) == 4
    assert len(s.state["data"]["delayed_triggers"]) == 1
    s.pass_to("end")
    assert [o["ability"] for o in s.state["stack"]] == ["delayed"]
    s.pass_both()
    assert "attached_to" not in s.card(heart) and power(s.state, coeurl) == 2
    assert controller_of(s.state, heart) == "p1" and s.state["data"]["delayed_triggers"] == []


def test_choosing_no_equipment_makes_no_delayed_trigger():
    """"If you do": nothing attached, nothing to unattach later."""
    s, heart, coeurl = equipment_position()
    take(s, coeurl, [])
    assert "attached_to" not in s.card(heart) and not s.state["data"].get("delayed_triggers")


def test_the_delayed_trigger_still_happens_after_the_creature_left():
    """CR 603.7c: it names objects, it doesn't target them, so it resolves (and finds the
    Equipment already unattached by CR 704.5n)."""
    s, heart, coeurl = equipment_position()
    take(s, coeurl, [heart])
    s.mark_damage(coeurl, 3)  # 2/2, +2/+1 from Lion Heart
    assert coeurl not in s.zone(BATTLEFIELD) and "attached_to" not in s.card(heart)
    s.pass_to("end")
    s.pass_both()
    assert not s.events_of("fizzled") and heart in s.zone(BATTLEFIELD)


def test_the_latest_control_effect_wins():
    """CR 613.7: within layer 2, effects apply in timestamp order."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL, "p2")
    for player in ("p1", "p2", "p1"):
        add_effect(s.ctx(), source=None, controller=player, cards=[coeurl], modifier={"control": player}, until=END_OF_TURN)
    assert controller_of(s.state, coeurl) == "p1"


def test_unexpected_request_text_is_generated():
    assert card_text(card(REQUEST)) == (
        "直到回合结束，获得目标生物的操控权。重置它。它获得敏捷异能直到回合结束。"
        "你可以将一个由你操控的武具贴附于它上。如果你如此作，则在下一个结束步骤开始时，卸除它。"
    )


ZIDANE, TREASURE = "fin-251", "token-treasure"


def treasures(s: MtgScenario, player: str) -> list[str]:
    return [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == TREASURE and controller_of(s.state, c) == player]


def test_zidane_steals_and_gets_a_treasure_when_the_creature_goes_back():
    """Zidane's enters trigger takes the creature until end of turn; when control returns in the
    cleanup step (CR 514.2), the opponent gains control of a permanent p1 controlled, so Zidane's
    last ability triggers (CR 514.3a: players get priority, then another cleanup step)."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    s.lands(1, PLAINS)
    coeurl = s.permanent(COEURL, "p2", tapped=True)
    zidane = s.hand(ZIDANE)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{zidane}"])
    s.pay("p1")
    s.pass_both()  # Zidane resolves; its trigger (one legal target) waits on the stack
    s.pass_both()
    assert controller_of(s.state, coeurl) == "p1" and not s.card(coeurl).get("tapped")
    assert treasures(s, "p1") == []
    s.pass_to("upkeep", "p2", active="p2")
    assert controller_of(s.state, coeurl) == "p2" and len(treasures(s, "p1")) == 1


def test_an_opponent_taking_zidane_and_another_permanent_at_once_makes_two_treasures():
    """Digest scenario 51 and the notes' ruling: Zidane's ability looks back and triggers for each
    permanent, Zidane included; p1 (who controlled it) gets the Treasures."""
    s = MtgScenario()
    zidane, coeurl = s.permanent(ZIDANE), s.permanent(COEURL)
    s.pass_to("main1")
    gain_control(s.ctx(), [zidane, coeurl], "p2", None)
    assert [tr["controller"] for tr in s.state["triggers"]] == ["p1", "p1"]
    s.mark_damage(s.permanent(COEURL, "p2"), 0)  # any event: the triggers go on the stack
    ask = s.expect("p1", "order_triggers")
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    s.pass_both()
    s.pass_both()
    assert len(treasures(s, "p1")) == 2

"""Simultaneous triggers are ordered by their controller and resolve in that order."""

import pytest

from tests.engine.positions import turn_one


def scout_beside_two_healers():
    """p1 plays a scout with two healers in play; returns the scenario and the triggers by ability."""
    s = turn_one()
    healers = [s.put("healer", "p1.play", since_turn=1), s.put("healer", "p1.play", since_turn=1)]
    scout = s.put("scout", "p1.hand")
    s.set_player("p1", mana=2)
    s.expect("p1", "choose_action", answer=[f"play:{scout}"])
    added = s.events_of("trigger_added", s.last_events)
    assert [(e["ability"], e["controller"]) for e in added] == [
        ("scout_draw", "p1"), ("healer_life", "p1"), ("healer_life", "p1"),
    ]
    assert [e["source"] for e in added[1:]] == healers
    return s, {e["trigger"]: e for e in added}


@pytest.mark.parametrize("order", [(1, 0, 2), (2, 0, 1), (0, 2, 1)])
def test_triggers_resolve_in_the_order_chosen(order):
    """The controller is asked to order exactly the three triggers; the first chosen resolves first,
    which shows in the order of life gains and the draw, and in which healer's object is left.
    Once the scout's draw puts a card in p1's hand, p1 is asked to pass before each later trigger
    resolves (with an empty hand the engine passes for p1; p2's hand stays empty)."""
    s, triggers = scout_beside_two_healers()
    ids = list(triggers)
    chosen = [ids[i] for i in order]
    start = len(s.events)
    s.expect("p1", "order_triggers", options=ids, answer=chosen)
    # The first chosen goes on the stack last (so it resolves first).
    added = [e["ability"] for e in s.events_of("stack_added", s.last_events)]
    assert added == [triggers[t]["ability"] for t in reversed(chosen)]
    holds_a_card = False
    for position, trigger in enumerate(chosen):
        if holds_a_card:
            s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
        if triggers[trigger]["ability"] == "scout_draw":
            s.expect("p1", "yes_no")
            # While the scout asks, the stack holds exactly the triggers chosen after it.
            later = chosen[position + 1 :]
            assert [o["source"] for o in s.state["stack"]] == [triggers[t]["source"] for t in reversed(later)]
            s.answer_raw("p1", ["yes"])
            holds_a_card = True
    outcomes = [
        "draw" if e["type"] == "card_moved" else f"life {e['life']}"
        for e in s.events[start:]
        if e["type"] == "life_changed" or (e["type"] == "card_moved" and e.get("reason") == "draw" and e["owner"] == "p1")
    ]
    expected, life = [], 10
    for trigger in chosen:
        if triggers[trigger]["ability"] == "scout_draw":
            expected.append("draw")
        else:
            life += 1
            expected.append(f"life {life}")
    assert outcomes == expected
    assert s.player("p1")["life"] == 12
    assert s.state["triggers"] == [] and s.state["stack"] == []
    s.expect("p1", "choose_action", options=["pass"])  # the drawn grunt is unaffordable (mana 0)


def test_a_single_trigger_is_put_on_the_stack_without_asking():
    """One healer and a grunt entering: one trigger, no order_triggers request, life 11."""
    s = turn_one()
    s.put("healer", "p1.play", since_turn=1)
    grunt = s.put("grunt", "p1.hand")
    s.put("ogre", "p1.hand")
    s.expect("p1", "choose_action", answer=[f"play:{grunt}"])
    assert len(s.events_of("trigger_added", s.last_events)) == 1
    assert len(s.events_of("stack_added", s.last_events)) == 1
    # The next request is p1's priority (p1 holds the unaffordable ogre), not order_triggers.
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    assert s.player("p1")["life"] == 11


def test_each_player_orders_their_own_triggers_active_player_first():
    """APNAP: with triggers for both players waiting, p1 (active) orders only theirs, then p2 orders
    only theirs; p1's go on the stack first, so p2's resolve first (MTG 603.3b)."""
    s = turn_one()
    for player in ("p1", "p2"):
        s.put("healer", f"{player}.play", since_turn=1)
        s.put("healer", f"{player}.play", since_turn=1)
    s.move(s.put("grunt", "p2.hand"), "p2.play")  # a p2 creature enters: two p2 triggers wait
    grunt = s.put("grunt", "p1.hand")
    s.expect("p1", "choose_action", answer=[f"play:{grunt}"])
    waiting = {p: [t["id"] for t in s.state["triggers"] if t["controller"] == p] for p in ("p1", "p2")}
    assert len(waiting["p1"]) == len(waiting["p2"]) == 2
    s.expect("p1", "order_triggers", options=waiting["p1"], answer=waiting["p1"])
    s.expect("p2", "order_triggers", options=waiting["p2"], answer=waiting["p2"])
    assert [e["controller"] for e in s.events_of("stack_added", s.last_events)] == ["p2", "p2"]
    gains = [e["player"] for e in s.events_of("life_changed") if e["amount"] == 1]
    assert gains == ["p2", "p2", "p1", "p1"]
    assert (s.player("p1")["life"], s.player("p2")["life"]) == (12, 12)

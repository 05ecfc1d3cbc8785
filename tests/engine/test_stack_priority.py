"""The stack and priority (core.priority) as the fixture game uses them."""

from tests.engine.positions import of_type, turn_one


def response_position():
    """p1 (active, 2 mana) holds a bolt and a grunt; p2 holds two cancels and has 4 mana."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    grunt = s.put("grunt", "p1.hand")
    cancels = [s.put("cancel", "p2.hand"), s.put("cancel", "p2.hand")]
    s.set_player("p1", mana=2)
    s.set_player("p2", mana=4)
    return s, bolt, grunt, cancels


def test_response_is_countered_and_priority_returns_to_the_active_player():
    """Bolt, then p2 responds with cancel: cancel resolves first (LIFO), the bolt goes to discard
    unresolved, the actor keeps priority after acting, and p1 is asked again after resolution."""
    s, bolt, grunt, (cancel, spare) = response_position()
    s.expect("p1", "choose_action", options=[f"cast:{bolt}", f"play:{grunt}", "pass"], answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    bolt_object = s.state["stack"][-1]["id"]
    # The caster kept priority, but with a spell on the stack the grunt cannot be played and the
    # bolt is spent: 'pass' is the only answer, still asked since p1's hand holds the grunt.
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    assert [e["player"] for e in s.events_of("priority_passed", s.last_events)] == ["p1"]
    s.expect("p2", "choose_action", options=[f"cast:{cancel}", f"cast:{spare}", "pass"], answer=[f"cast:{cancel}"])
    cancel_object = s.state["stack"][-1]["id"]
    assert s.state["stack"][-1]["targets"] == [bolt_object]
    # Priority returns to p2, who acted: the spare cancel could now target the bolt or the cancel.
    s.expect("p2", "choose_action", options=[f"cast:{spare}", "pass"], answer=["pass"])
    assert not s.events_of("stack_resolved", s.last_events)  # p1 must pass too
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    resolved = [e["object"] for e in of_type(s.last_events, "stack_resolved")]
    assert resolved == [cancel_object]
    moves = [(e["definition"], e["to_zone"], e["reason"]) for e in of_type(s.last_events, "card_moved")]
    assert moves == [("bolt", "p1.discard", "countered"), ("cancel", "p2.discard", "resolved")]
    assert s.state["stack"] == [] and s.zone("stack") == []
    assert s.player("p2")["life"] == 10
    s.expect("p1", "choose_action", options=[f"play:{grunt}", "pass"])


def test_stack_resolves_last_in_first_out():
    """Two bolts cast in a row resolve newest first: the creature dies before the player is hit."""
    s = turn_one()
    first, second = s.put("bolt", "p1.hand"), s.put("bolt", "p1.hand")
    target = s.put("grunt", "p2.play")
    s.set_player("p1", mana=2)
    s.expect("p1", "choose_action", answer=[f"cast:{first}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    s.expect("p1", "choose_action", options=[f"cast:{second}", "pass"], answer=[f"cast:{second}"])
    s.expect("p1", "choose_targets", options=["p1", "p2", target], answer=[target])
    objects = [e["object"] for e in s.events_of("stack_added")]
    assert len(objects) == 2
    # Both players could only pass from here: the engine passed for them and the stack emptied.
    assert [e["object"] for e in s.events_of("stack_resolved")] == objects[::-1]
    kinds = [e["type"] for e in s.events if e["type"] in ("damage_dealt", "life_changed")]
    assert kinds == ["damage_dealt", "life_changed"]
    assert s.player("p2")["life"] == 8
    assert [s.card(c)["def"] for c in s.zone("p2.discard")] == ["grunt"]


def test_all_passing_on_an_empty_stack_closes_the_window():
    """p1 passes with an empty stack and p2 passes: the turn ends and p2's turn begins."""
    s = turn_one()
    s.put("grunt", "p1.hand")
    s.expect("p1", "choose_action", answer=["pass"])
    assert [e["player"] for e in s.events_of("priority_passed", s.last_events)] == ["p1", "p2"]
    assert s.events_of("turn_started", s.last_events) == [{"type": "turn_started", "player": "p2", "number": 2}]
    assert s.state["turn"] == {"number": 2, "active": "p2"}
    assert s.player("p1")["mana"] == 0 and s.player("p2")["mana"] == 1
    s.expect("p2", "choose_action")


def test_one_pass_does_not_close_the_window():
    """A pass with the stack empty hands priority to the other player; the turn goes on if they act."""
    s = turn_one()
    bolt = s.put("bolt", "p2.hand")
    s.put("grunt", "p1.hand")
    s.set_player("p2", mana=1)
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", options=[f"cast:{bolt}", "pass"], answer=[f"cast:{bolt}"])
    s.expect("p2", "choose_targets", answer=["p1"])
    # p2's hand is now empty (passed by the engine); p1 holds the grunt, so is asked to pass.
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    assert s.player("p1")["life"] == 8
    # After resolution the active player gets priority again in the same turn.
    s.expect("p1", "choose_action")
    assert s.state["turn"]["number"] == 1


def test_after_resolution_the_active_player_gets_priority_even_if_the_opponent_passed_last():
    """p1 bolts, p2 (holding an uncastable-later cancel) passes last; once the bolt resolves p1 is
    asked at once: nobody passes between the resolution and p1's request (MTG 117.3b)."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    grunt = s.put("grunt", "p1.hand")
    cancel = s.put("cancel", "p2.hand")
    s.set_player("p1", mana=2)
    s.set_player("p2", mana=2)
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])  # the grunt waits for an empty stack
    s.expect("p2", "choose_action", options=[f"cast:{cancel}", "pass"], answer=["pass"])
    kinds = [e["type"] for e in s.last_events]
    assert kinds[0] == "priority_passed" and "stack_resolved" in kinds
    assert "priority_passed" not in kinds[kinds.index("stack_resolved") :]
    s.expect("p1", "choose_action", options=[f"play:{grunt}", "pass"])


def test_a_game_may_name_who_gets_priority_after_a_resolution(monkeypatch):
    """Game.priority_after_resolution (used by 隐秘世界's second action step, F:2.2.2): here it
    names p2, so p2 is asked first once the bolt has resolved."""
    from tests.engine.fixture.game import GAME

    s, bolt, grunt, _ = response_position()
    monkeypatch.setattr(type(GAME), "priority_after_resolution", lambda self, ctx: "p2")
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.events_of("stack_resolved", s.last_events)
    s.expect("p2", "choose_action")

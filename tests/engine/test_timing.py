"""No hidden information leaks through the timing of requests: what a player is asked, and when,
does not depend on the contents of the opponent's hand (only on what everyone can see)."""

import pytest

import engine
from engine.core.snapshot import dump
from tests.engine.positions import turn_one

# p2's hidden hand while p1's bolt is on the stack: a castable response, or nothing castable.
HANDS = {
    "cancel": ["cancel", "grunt"],  # can counter the bolt
    "bolt": ["bolt", "grunt"],  # can respond with a bolt of its own
    "nothing": ["ogre", "grunt"],  # too expensive, and creatures only in p2's own main phase
}


def bolt_into(p2_hand: list[str]):
    """p1 (active, holding only a bolt) bolts p2, who holds ``p2_hand`` and has 2 mana."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    for definition in p2_hand:
        s.put(definition, "p2.hand")
    s.set_player("p2", mana=2)
    s.expect("p1", "choose_action", options=[f"cast:{bolt}", "pass"], answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    return s


def what_p1_sees(s) -> str:
    """Everything p1 can read now: their view (with the pending request) and the last events."""
    return dump([engine.view(s.state, "p1"), engine.events_for(s.last_events, "p1")])


def p2_passes_twice(p2_hand: list[str]) -> tuple[list[tuple[str, list[str]]], list[str], list[list[str]]]:
    """From the bolt on the stack, p2 passes at each of its next two requests (the bolt resolves in
    between). Returns the (kind, pending players) of each request, what p1 saw at each, and the
    options p2 was offered."""
    s = bolt_into(p2_hand)
    requests, seen, offered = [], [], []
    for _ in range(2):
        requests.append((s.request["kind"], list(s.request["pending"])))
        seen.append(what_p1_sees(s))
        ask = s.expect("p2", "choose_action", options=["pass"], exact=False, answer=["pass"])
        offered.append(sorted(o["id"].split(":")[0] for o in ask["options"]))
    requests.append((s.request["kind"], list(s.request["pending"])))
    seen.append(what_p1_sees(s))
    return requests, seen, offered


def test_the_requests_do_not_depend_on_the_opponents_hidden_cards():
    """Whether or not p2's hand holds a castable response, p2 is asked at the same moments with the
    same kind of request, and p1 sees exactly the same views and events throughout (p1's own empty
    hand lets the engine pass for p1, which reveals nothing)."""
    traces = {name: p2_passes_twice(hand) for name, hand in HANDS.items()}
    # The hands really differ for p2: a response is offered only in some of them.
    assert traces["cancel"][2][0] == ["cast", "pass"]
    assert traces["bolt"][2][0] == ["cast", "pass"]
    assert traces["nothing"][2] == [["pass"], ["pass"]]
    requests, seen, _ = traces["nothing"]
    assert requests == [("choose_action", ["p2"])] * 3
    for name, (other_requests, other_seen, _) in traces.items():
        assert other_requests == requests, name
        assert other_seen == seen, name


@pytest.mark.parametrize("p2_hand", [["ogre"], ["cancel"]])
def test_a_lone_pass_over_a_hidden_hand_is_asked(p2_hand):
    """The response window over a one-card hand is a choose_action request for p2 either way; p1
    only sees that the engine waits for p2."""
    s = bolt_into(p2_hand)
    assert engine.ask_for(s.request, "p1") == {
        "id": s.request["id"], "state_version": s.request["state_version"], "kind": "choose_action",
        "waiting_for": ["p2"],
    }
    s.expect("p2", "choose_action", options=["pass"], exact=False)

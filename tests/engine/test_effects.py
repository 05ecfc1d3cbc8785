"""Continuous effects: locked sets, dynamic selectors, durations and timestamp order."""

from engine.core.context import Ctx
from engine.core.effects import END_OF_TURN, add_effect, apply_stat, end_effects, modifiers_for
from tests.engine.fixture import GAME
from tests.engine.positions import opening, turn_one


def power(s, card_id: str) -> int:
    """Current power as every viewer sees it (the fixture's view_extras)."""
    powers = s.view(None)["power"]
    assert powers == s.view("p2")["power"]
    return powers[card_id]


def test_rally_locks_its_set_and_ends_at_end_of_turn():
    """Rally gives +1 to the creatures p1 had when it resolved; a creature entering later that turn
    is not affected, and the bonus ends when the turn ends."""
    s = turn_one()
    old = s.put("grunt", "p1.play", since_turn=1)
    rally = s.put("rally", "p1.hand")
    late = s.put("grunt", "p1.hand")
    spare = s.put("grunt", "p1.hand")  # keeps p1's hand non-empty, so p1 is asked until p1 passes
    s.set_player("p1", mana=4)
    s.expect("p1", "choose_action", answer=[f"cast:{rally}"])
    # With rally on the stack no creature can be played, but p1 holds cards: asked to pass.
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])  # p2's hand is empty: passed
    [created] = s.events_of("effect_created", s.last_events)
    assert created["cards"] == [old]
    assert power(s, old) == 2
    s.expect("p1", "choose_action", options=[f"play:{late}", f"play:{spare}", "pass"], answer=[f"play:{late}"])
    newcomer = s.zone("p1.play")[-1]
    assert (power(s, old), power(s, newcomer)) == (2, 1)
    s.expect("p1", "choose_action", options=[f"play:{spare}", "pass"], answer=["pass"])
    assert s.events_of("effect_ended", s.last_events) == [{"type": "effect_ended", "effect": created["effect"]}]
    assert s.state["turn"]["active"] == "p2" and s.state["effects"] == []
    assert (power(s, old), power(s, newcomer)) == (1, 1)


def test_a_creature_that_changed_zone_is_a_new_object_outside_the_locked_set():
    """A rallied creature that leaves play and comes back has a new id and base power again."""
    s = turn_one()
    grunt = s.put("grunt", "p1.play", since_turn=1)
    rally = s.put("rally", "p1.hand")
    spare = s.put("grunt", "p1.hand")  # keeps p1 asked after rally resolves, so the turn goes on
    s.set_player("p1", mana=3)
    s.expect("p1", "choose_action", answer=[f"cast:{rally}"])
    s.expect("p1", "choose_action", options=["pass"], answer=["pass"])  # rally resolves
    s.expect("p1", "choose_action", options=[f"play:{spare}", "pass"])
    assert power(s, grunt) == 2
    back = s.move(s.move(grunt, "p1.hand"), "p1.play")
    assert grunt not in s.state["cards"] and back != grunt
    assert s.state["effects"][0]["cards"] == [grunt]
    assert power(s, back) == 1


def test_banner_static_applies_to_newcomers_and_stops_when_the_banner_leaves():
    """Banner gives p1's other creatures +1, including one that enters later, not itself nor p2's
    creatures; once the banner dies the bonus is gone."""
    s = turn_one()
    banner = s.put("banner", "p1.play", since_turn=1, counters={"damage": 1})
    grunt = s.put("grunt", "p1.play", since_turn=1)
    enemy = s.put("grunt", "p2.play")
    late = s.put("grunt", "p1.hand")
    bolt = s.put("bolt", "p1.hand")
    s.set_player("p1", mana=2)
    assert (power(s, banner), power(s, grunt), power(s, enemy)) == (1, 2, 1)
    s.expect("p1", "choose_action", answer=[f"play:{late}"])
    newcomer = s.zone("p1.play")[-1]
    assert power(s, newcomer) == 2
    s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
    s.expect("p1", "choose_targets", answer=[banner])
    assert banner not in s.state["cards"]
    assert [s.card(c)["def"] for c in s.zone("p1.discard")] == ["bolt", "banner"]
    assert (power(s, grunt), power(s, newcomer), power(s, enemy)) == (1, 1, 1)


def _ctx_on_started_match():
    s = opening()
    return s, Ctx(GAME, s.state)


def test_end_of_turn_ends_only_effects_that_last_until_then():
    """end_effects("end_of_turn") ends "end_of_turn" effects but not "until the start of p1's
    next turn" nor "until the end of p2's turn" effects, which end at their own moment."""
    s, ctx = _ctx_on_started_match()
    modifier = {"stat": "power", "op": "add", "value": 1}
    eot = add_effect(ctx, source=None, controller="p1", modifier=modifier, until=END_OF_TURN, cards=[])
    next_start = add_effect(ctx, source=None, controller="p1", modifier=modifier, until={"start_of_turn": "p1"}, cards=[])
    their_end = add_effect(ctx, source=None, controller="p1", modifier=modifier, until={"end_of_turn": "p2"}, cards=[])
    assert end_effects(ctx, END_OF_TURN) == [eot]
    assert end_effects(ctx, END_OF_TURN, "p1") == []
    assert end_effects(ctx, "start_of_turn", "p2") == []
    assert end_effects(ctx, END_OF_TURN, "p2") == [their_end]
    assert end_effects(ctx, "start_of_turn", "p1") == [next_start]
    assert ctx.state["effects"] == []


def test_modifiers_apply_in_timestamp_order():
    """A 'set to 5' then '+1' gives 6, and '+1' then 'set to 5' gives 5 (Lorcana 7.8.1.1)."""
    s, ctx = _ctx_on_started_match()
    grunt = ctx.create_card("grunt", "p1", "p1.play")
    add_effect(ctx, source=None, controller="p1", modifier={"stat": "power", "op": "set", "value": 5}, until=END_OF_TURN, cards=[grunt])
    add_effect(ctx, source=None, controller="p1", modifier={"stat": "power", "op": "add", "value": 1}, until=END_OF_TURN, cards=[grunt])
    mods = modifiers_for(ctx.state, grunt, [], GAME.selector_matches)
    assert apply_stat(1, "power", mods) == 6
    assert apply_stat(1, "power", mods[::-1]) == 5
    assert apply_stat(1, "toughness", mods) == 1
    late = {"ts": -1, "source": None, "until": END_OF_TURN, "cards": [grunt], "selector": None,
            "modifier": {"stat": "power", "op": "add", "value": 10}}
    assert apply_stat(1, "power", modifiers_for(ctx.state, grunt, [late], GAME.selector_matches)) == 6

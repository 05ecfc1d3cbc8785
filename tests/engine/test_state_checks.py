"""State-based checks (core.checks) repeat one pass of the game's checks until nothing happens."""

from engine.core.messages import t
from tests.engine.fixture import FixtureGame
from tests.engine.positions import opening, turn_one


class CountedChecks(FixtureGame):
    """The fixture, logging each check pass in public data: its number within the repeating loop
    (core.checks counts passes in its frame), what it destroyed, whether it ended the game."""

    id = "fixture_counted_checks"

    def state_checks(self, ctx):
        before = len(ctx.events)
        number = ctx.state["frames"][-1]["passes"]
        changed = super().state_checks(ctx)
        destroyed = [e for e in ctx.events[before:] if e["type"] == "card_moved" and e["reason"] == "destroyed"]
        log = ctx.state["data"].setdefault("check_passes", [])
        log.append({"pass": number, "changed": changed, "destroyed": len(destroyed), "ended": ctx.state["result"] is not None})
        return changed


class GriefChecks(CountedChecks):
    """Also: whenever a creature is destroyed, its owner loses 1 life (a death causes a new condition)."""

    id = "fixture_grief"

    def on_event(self, ctx, event):
        super().on_event(ctx, event)
        if event["type"] == "card_moved" and event["reason"] == "destroyed":
            ctx.player(event["owner"])["life"] -= 1


def passes(s) -> list[dict]:
    return s.state["data"].get("check_passes", [])


def test_lethal_damage_means_damage_at_least_toughness():
    """A bolt (2) kills a grunt (toughness 2) but an ogre (toughness 3) survives with 2 damage."""
    s = turn_one()
    grunt, ogre = s.put("grunt", "p2.play"), s.put("ogre", "p2.play")
    bolts = [s.put("bolt", "p1.hand"), s.put("bolt", "p1.hand")]
    s.set_player("p1", mana=2)
    for bolt, target in zip(bolts, (grunt, ogre), strict=True):
        s.expect("p1", "choose_action", answer=[f"cast:{bolt}"])
        s.expect("p1", "choose_targets", answer=[target])
    assert grunt not in s.state["cards"] and ogre in s.state["cards"]
    assert s.card(ogre).get("counters") == {"damage": 2}
    assert [s.card(c)["def"] for c in s.zone("p2.discard")] == ["grunt"]


def test_two_creatures_die_in_one_pass_then_the_loop_stops(registered):
    """Two creatures at lethal damage die together in one pass; a second pass finds nothing and ends
    the loop."""
    registered(CountedChecks())
    s = turn_one(game=CountedChecks.id)
    doomed = [s.put("grunt", "p2.play", counters={"damage": 2}), s.put("ogre", "p1.play", counters={"damage": 5})]
    survivor = s.put("ogre", "p2.play", counters={"damage": 2})
    s.put("grunt", "p1.hand")
    s.expect("p1", "choose_action")
    done = len(passes(s))
    s.answer_raw("p1", ["pass"])  # p2 is about to get priority: checks run first
    assert passes(s)[done : done + 2] == [
        {"pass": 1, "changed": True, "destroyed": 2, "ended": False},
        {"pass": 2, "changed": False, "destroyed": 0, "ended": False},
    ]
    assert not any(c in s.state["cards"] for c in doomed) and survivor in s.state["cards"]


def test_a_death_that_causes_a_loss_is_handled_in_the_following_pass(registered):
    """Pass 1 destroys p2's creature, which costs p2 their last life; pass 2 sees life 0 and ends
    the game for p1."""
    registered(GriefChecks())
    s = turn_one(game=GriefChecks.id)
    s.put("grunt", "p2.play", counters={"damage": 2})
    s.put("grunt", "p1.hand")
    s.set_player("p2", life=1)
    s.expect("p1", "choose_action")
    done = len(passes(s))
    s.answer_raw("p1", ["pass"])
    assert passes(s)[done:] == [
        {"pass": 1, "changed": True, "destroyed": 1, "ended": False},
        {"pass": 2, "changed": True, "destroyed": 0, "ended": True},
    ]
    kinds = [e["type"] for e in s.last_events]
    assert kinds[kinds.index("card_moved") :] == ["card_moved", "game_over"]  # p2 never got priority
    s.expect_game_over(["p1"])
    assert s.player("p2")["life"] == 0
    assert s.request is None


def test_drawing_from_an_empty_deck_loses_at_the_next_check():
    """p2 draws from an empty deck at the start of turn 2; the game ends at the check before anyone
    gets priority, with p1 as winner and a Chinese reason."""
    s = turn_one()
    s.empty("p2.deck", into="p2.discard")
    s.put("grunt", "p1.hand")
    s.expect("p1", "choose_action", answer=["pass"])
    assert s.player("p2").get("drew_from_empty") is True
    kinds = [e["type"] for e in s.last_events]
    assert kinds.index("turn_started") < kinds.index("game_over")
    assert "priority_passed" not in kinds[kinds.index("turn_started") :]
    result = s.expect_game_over(["p1"])
    assert result["reason"] == "fixture.lost" and t(result["reason"])


def test_both_players_losing_at_once_is_a_draw():
    """Both bid their last 2 life: at the first check both lose together, so winners == []."""
    s = opening()
    s.set_player("p1", life=2)
    s.set_player("p2", life=2)
    s.expect("p1", "choose_number", answer=["2"])
    s.expect("p2", "choose_number", answer=["2"])
    first = s.state["turn"]["active"]
    second = "p2" if first == "p1" else "p1"
    s.expect(first, "mulligan", answer=["keep"])  # no check runs during the opening
    s.expect(second, "mulligan", answer=["keep"])
    s.expect_game_over([])
    assert s.events_of("game_over") == [
        {"type": "game_over", "winners": [], "reason": "fixture.lost", "params": {}}
    ]

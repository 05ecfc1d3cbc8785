"""Event cards (505): beside the deck, face down in the Event slot, activated as a special action
when their 条件 holds; instant ones are then removed from the game, permanent ones stay."""

from engine.core.view import build_view
from engine.games.sanguozhi import GAME
from engine.games.sanguozhi.deck import deck_problems
from engine.games.sanguozhi.stats import health
from tests.games.sanguozhi.position import DECK, stocked
from tests.scenario import Scenario


def event_position(*events: str):
    """A stocked position with Events face down in p1's Event slot."""
    s = stocked()
    cards = [s.put(event, "p1.field", slot="event", face_down=True, visible_to=["p1"]) for event in events]
    return s, cards


def test_events_lie_beside_the_deck_and_at_most_ten():
    """100.5, 103.1a: Events do not count toward the 50 cards; 11 are too many."""
    events = ["练习-E01", "练习-E02", "练习-E03"]
    assert deck_problems(DECK + events) == []
    assert any("事件卡最多" in problem for problem in deck_problems(DECK + events * 4))
    s = Scenario("sanguozhi", ["p1", "p2"], {"p1": DECK + events, "p2": list(DECK)}, 1, {"first_player": "p1"})
    slot = [c for c in s.zone("p1.field") if s.card(c)["slot"] == "event"]
    assert len(slot) == 3 and all(s.card(c)["face_down"] for c in slot) and len(s.zone("p1.deck")) + len(s.zone("p1.hand")) == 50


def test_a_face_down_event_is_hidden_from_the_opponent():
    """207.2c, 112.2: its owner may look; the opponent's view shows only a face-down card."""
    s, (event,) = event_position("练习-E01")

    def seen_by(viewer: str) -> dict:
        return next(c for c in build_view(GAME, s.state, viewer)["zones"]["p1.field"]["cards"] if c["id"] == event)

    assert seen_by("p1")["def"] == "练习-E01"
    assert "def" not in seen_by("p2") and seen_by("p2")["hidden"]


def test_an_instant_event_needs_its_condition_keeps_the_action_right_and_is_removed():
    """T103 (instant part), 505.2, 505.4a, 505.5d, 114.2j: 开仓赈济 (己方粮草≤20): not at 30; at
    18 +4 粮 and draw 1, then removed from the game; p1 still has the action right."""
    s, (event,) = event_position("练习-E01")
    assert f"event:{event}" not in str(s.expect("p1", "choose_action"))
    s.set_player("p1", provisions=18)
    s.settle()
    s.put("练习-001", "p1.deck")
    s.expect("p1", "choose_action", exact=False, answer=[f"event:{event}"])
    assert s.provisions("p1") == 22 and len(s.zone("p1.hand")) == 2
    assert s.cards("p1.removed", "练习-E01") and s.request["pending"] == ["p1"]


def test_an_event_with_a_target_designates_on_activation():
    """505.5: 兵临城下 (己方场上将领≥2) deals 2 to the designated enemy General at once."""
    s, (event,) = event_position("练习-E02")
    s.general("练习-001", "p1")
    s.general("练习-002", "p1")
    enemy = s.general("练习-010", "p2")
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"event:{event}"])
    assert s.card(enemy)["counters"] == {"damage": 2} and s.cards("p1.removed", "练习-E02")


def test_a_permanent_event_stays_and_applies_until_its_condition_fails():
    """T103 (permanent part, without 完成/说明), 505.5c-d, 505.5a: 众志成城 (己方场上将领≥3, +1 命)
    stays face up; when p1 has 2 Generals left it is removed from the game and the bonus ends."""
    s, (event,) = event_position("练习-E03")
    generals = [s.general(d, "p1") for d in ("练习-001", "练习-002", "练习-004")]
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"event:{event}"])
    assert s.card(event)["visible_to"] == "all" and health(s.state, generals[0]) == 2
    s.move(generals[2], "p1.hand")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.removed", "练习-E03") and health(s.state, generals[0]) == 1

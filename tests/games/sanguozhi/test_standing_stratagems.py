"""Lasting and permanent Stratagems (501.6-501.8): their "when resolved" part, then their slot;
their static part for the Generals they designate or for their controller's (708.3), the time
limit (804.5v) and the loss of their targets (804.5w)."""

from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import stocked


def cast_and_resolve(s, card: str, target: str | None = None) -> None:
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    if target is not None and s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=[target])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])


def test_a_lasting_stratagem_stays_for_its_turns_and_then_goes():
    """T104 (501.6b, 804.5v, 614.2): 厉兵秣马 (1 回合内, +1 攻) holds a Stratagem slot this turn,
    applies to a General dispatched later too (708.3c), and goes to the graveyard after the
    discard phase."""
    s = stocked()
    first = s.general("练习-001", "p1")
    card = s.hand("p1", "练习-116")
    cast_and_resolve(s, card)
    standing = s.cards("p1.field", "练习-116")
    assert standing and s.card(standing[0])["slot"] == "stratagem" and attack(s.state, first) == 2
    later = s.general("练习-002", "p1")
    assert attack(s.state, later) == 2
    s.pass_window()  # main
    s.expect("p1", "choose_cards", answer=[])
    s.pass_window()  # end phase; cleanup, discard, then the time limit
    assert s.cards("p1.graveyard", "练习-116") and attack(s.state, first) == 1


def test_a_permanent_stratagem_follows_its_target_and_goes_when_it_is_gone():
    """T105 (501.8, 804.5w): 固若金汤 gives its designated General +2 命 only; when that General leaves
    the field the Stratagem goes to the graveyard."""
    s = stocked()
    guard = s.general("练习-010", "p1")
    other = s.general("练习-001", "p1")
    card = s.hand("p1", "练习-117")
    cast_and_resolve(s, card, guard)
    assert health(s.state, guard) == 6 and health(s.state, other) == 1
    s.move(guard, "p1.hand")
    s.settle()
    s.expect("p1", "choose_action")
    assert s.cards("p1.graveyard", "练习-117")


def test_a_permanent_stratagem_resolves_its_when_resolved_part_then_stays():
    """501.6c: 军令如山 (slow, from its untapped slot) draws 1 as it resolves, then stays and gives
    骑兵 Generals +1/+1."""
    s = stocked()
    rider = s.general("练习-004", "p1")  # 斥候 2/1 骑兵
    card = s.set_stratagem("p1", "练习-118")
    s.put("练习-001", "p1.deck")
    cast_and_resolve(s, card)
    assert len(s.zone("p1.hand")) == 2 and (attack(s.state, rider), health(s.state, rider)) == (3, 2)
    assert s.cards("p1.field", "练习-118")

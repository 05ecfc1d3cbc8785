"""X in a mana cost (CR 107.3): announced as the spell is cast (CR 601.2b), added to the total cost
(CR 601.2f), 0 everywhere but on the stack (CR 202.3e) — Choco-Comet, with its Bird token."""

from engine.games.mtg.cards import card
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, graveyard
from tests.games.mtg.position import MOUNTAIN, MtgScenario

COMET, COEURL, BIRD = "fin-132", "fin-012", "token-bird"


def cast_comet(s: MtgScenario, x: int, target: str, offered: int | None = None) -> None:
    comet = s.hand(COMET)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    ask = s.expect("p1", "choose_option")
    if offered is not None:
        assert [o["id"] for o in ask["options"]] == [f"x:{v}" for v in range(offered + 1)]
    s.answer_raw("p1", [f"x:{x}"])
    s.choose_targets([target], "p1")
    s.pay("p1")


def birds(s: MtgScenario) -> list[str]:
    return [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] == BIRD]


def test_x_is_announced_up_to_what_the_mana_can_pay_and_adds_to_the_cost():
    """Five Mountains: {X}{R}{R} can be paid with X up to 3; X = 3 taps all five."""
    s = MtgScenario()
    mountains = s.lands(5, MOUNTAIN)
    s.pass_to("main1")
    cast_comet(s, 3, "player:p2", offered=3)
    assert all(s.card(m).get("tapped") for m in mountains)
    assert s.state["stack"][-1]["x"] == 3
    s.pass_both()
    assert s.life("p2") == 17
    [bird] = birds(s)
    assert (power(s.state, bird), toughness(s.state, bird)) == (2, 2) and card(BIRD).colours == ["G"]


def test_x_is_not_asked_when_only_zero_can_be_paid():
    """The only answer is taken by the engine itself (the request contract)."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    comet = s.hand(COMET)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.choose_targets(["player:p2"], "p1")
    s.pay("p1")
    assert s.state["stack"][-1]["x"] == 0


def test_x_may_be_zero():
    s = MtgScenario()
    mountains = s.lands(3, MOUNTAIN)
    s.pass_to("main1")
    cast_comet(s, 0, "player:p2", offered=1)
    assert sum(bool(s.card(m).get("tapped")) for m in mountains) == 2
    s.pass_both()
    assert s.life("p2") == 20 and len(birds(s)) == 1


def test_with_its_only_target_gone_choco_comet_does_not_resolve_and_makes_no_bird():
    """CR 608.2b and the notes' ruling: no damage and no Bird token."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    cast_comet(s, 2, coeurl)
    s.move(coeurl, graveyard("p2"))
    s.pass_both()
    assert birds(s) == [] and COMET in s.defs(graveyard("p1"))


def test_the_bird_token_gets_plus_one_when_a_land_enters_under_your_control():
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    land = s.hand(MOUNTAIN)
    s.pass_to("main1")
    cast_comet(s, 0, "player:p2")
    s.pass_both()
    [bird] = birds(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{land}"])
    s.pass_both()
    assert power(s.state, bird) == 3


def test_x_is_zero_in_the_mana_value_off_the_stack():
    """CR 202.3e."""
    assert card(COMET).mana_value == 2

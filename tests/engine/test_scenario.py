"""The scenario helper itself is strict: every mismatch fails with a message saying what was asked."""

import pytest

from engine.core.snapshot import dump
from tests.engine.positions import opening, turn_one
from tests.scenario import ScenarioMismatch


def test_wrong_player_or_kind_fails_and_shows_the_real_request():
    """Expecting p2 or another kind while p1 is asked a choose_action fails, naming what is asked."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    with pytest.raises(ScenarioMismatch, match=r"expected p2 / choose_action, but the engine asks p1 / choose_action"):
        s.expect("p2", "choose_action")
    with pytest.raises(ScenarioMismatch, match=rf"expected p1 / yes_no.*cast:{bolt}=施放 闪电"):
        s.expect("p1", "yes_no")


def test_options_must_match_exactly_unless_told_otherwise():
    """A missing or an extra option fails an exact expect; a subset passes with exact=False."""
    s = turn_one()
    bolt = s.put("bolt", "p1.hand")
    with pytest.raises(ScenarioMismatch, match=r"missing \[\], unexpected \['pass'\]"):
        s.expect("p1", "choose_action", options=[f"cast:{bolt}"])
    with pytest.raises(ScenarioMismatch, match=r"missing \['attack:c1'\]"):
        s.expect("p1", "choose_action", options=[f"cast:{bolt}", "pass", "attack:c1"])
    s.expect("p1", "choose_action", options=["施放 闪电"], exact=False)
    s.expect("p1", "choose_action", options=["让过", f"cast:{bolt}"])


def test_answers_by_label_must_be_offered_and_copies_have_their_own_labels():
    """An answer naming no option fails without sending anything; two copies of a card in one ask
    have labels of their own (numbered: nothing public tells them apart), so the shared name is
    not an option."""
    s = turn_one()
    first, second = s.put("bolt", "p1.hand"), s.put("bolt", "p1.hand")
    ask = s.expect("p1", "choose_action")  # asks again from the edited position
    shown = {o["id"]: o["label"] for o in ask["options"]}
    assert (shown[f"cast:{first}"], shown[f"cast:{second}"]) == ("施放 闪电（第 1 个）", "施放 闪电（第 2 个）")
    before, answered = dump(s.state), len(s.answers)
    with pytest.raises(ScenarioMismatch, match="is not an option"):
        s.expect("p1", "choose_action", answer=["施放 闪电"])
    with pytest.raises(ScenarioMismatch, match="is not an option"):
        s.expect("p1", "choose_action", answer=["attack:c1"])
    assert dump(s.state) == before and len(s.answers) == answered


def test_expect_error_fails_when_the_answer_is_accepted_or_the_code_differs():
    """expect_error needs the exact code; an accepted answer is a mismatch (and is applied)."""
    s = opening()
    with pytest.raises(ScenarioMismatch, match="expected error answer.too_many, got answer.unknown_option"):
        s.expect_error("answer.too_many", "p1", ["9"])
    with pytest.raises(ScenarioMismatch, match="but the answer was accepted"):
        s.expect_error("answer.unknown_option", "p1", ["1"])
    assert s.request["pending"] == ["p2"]


def test_expect_game_over_checks_the_winners():
    """expect_game_over fails while the game goes on and when the winners differ."""
    s = opening()
    with pytest.raises(ScenarioMismatch, match="expected the game to be over"):
        s.expect_game_over(["p1"])
    s.set_player("p2", life=1)
    s.expect("p1", "choose_number", answer=["0"])
    s.expect("p2", "choose_number", answer=["1"])
    s.expect("p2", "mulligan", answer=["keep"])
    s.expect("p1", "mulligan", answer=["keep"])
    with pytest.raises(ScenarioMismatch, match=r"expected winners \['p2'\]"):
        s.expect_game_over(["p2"])
    s.expect_game_over(["p1"])
    with pytest.raises(ScenarioMismatch, match="the game is over"):
        s.expect("p1", "choose_action")


def test_edits_make_the_pending_request_ask_again():
    """After an edit the next step asks again from the new position (new request id, new options)."""
    s = turn_one()
    s.put("grunt", "p1.hand")
    first = s.expect("p1", "choose_action")
    bolt = s.put("bolt", "p1.hand")
    second = s.expect("p1", "choose_action")
    assert second["id"] != first["id"]
    assert f"cast:{bolt}" in [o["id"] for o in second["options"]]
    assert f"cast:{bolt}" not in [o["id"] for o in first["options"]]

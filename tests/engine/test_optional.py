"""core.optional: an optional effect is asked only when it could change the game."""

import pytest

from engine.core.context import Ctx
from engine.core.narration import narrate
from engine.core.optional import ask_may
from tests.engine.fixture import FixtureGame
from tests.engine.positions import turn_one


def waiting_frame():
    s = turn_one()
    s.state["request"] = None  # the frame below asks instead of the pending priority request
    ctx = Ctx(s.game, s.state)
    return s, ctx, ctx.push("test_may")


def test_nothing_to_do_is_not_asked_and_logged():
    s, ctx, frame = waiting_frame()
    assert ask_may(ctx, frame, "p1", "may", "要发动吗？", possible=False, card="grunt") is False
    assert s.state["request"] is None
    assert [(e["type"], e["player"], e["definition"]) for e in ctx.events] == [("no_effect", "p1", "grunt")]
    assert "未询问" in narrate(FixtureGame(), ctx.events[0], {"p1": "甲"})


@pytest.mark.parametrize(("answer", "taken"), [("yes", True), ("no", False)])
def test_a_possible_effect_is_asked_even_with_one_sensible_answer(answer, taken):
    s, ctx, frame = waiting_frame()
    assert ask_may(ctx, frame, "p1", "may", "要发动吗？", possible=True, card="grunt") is None
    request = s.state["request"]
    assert request["kind"] == "yes_no" and [o["id"] for o in request["asks"]["p1"]["options"]] == ["yes", "no"]
    assert not ctx.events
    s.state["request"] = None
    frame.update(answer_for="may", answer={"p1": [answer]})
    assert ask_may(ctx, frame, "p1", "may", "要发动吗？", possible=False, card="grunt") is taken  # the answer stands
    assert not ctx.events

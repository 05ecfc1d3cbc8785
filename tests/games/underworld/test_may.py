""""你可以" steps with nothing to do (engine/core/optional.py): for every optional step and every
"你可以支付 N" of an implemented card, resolved with nothing to act on (no target left, no
source in play, no resources), no yes/no is asked and a no_effect event is logged."""

import pytest
from pydantic import BaseModel

from engine.core.context import Ctx
from engine.core.narration import narrate
from engine.games.underworld import abilities as a
from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.game import UnderworldGame
from engine.games.underworld.stack import effects
from tests.games.underworld.position import UnderworldScenario

TEST_CARD = "TE002"


def optional_steps(model) -> list:
    """Every optional step (and optional payment) anywhere in a card's abilities, modes included."""
    found = []
    if isinstance(model, a.StepModel) and (model.optional or isinstance(model, a.Pay)):
        found.append(model)
    if isinstance(model, BaseModel):
        for name in type(model).model_fields:
            found += optional_steps(getattr(model, name))
    elif isinstance(model, list | tuple):
        for item in model:
            found += optional_steps(item)
    return found


# A draw always changes the game, a draw from an empty library losing it (G:胜利和失败 p8): asked
# whenever its condition holds ("若有敌方势力标志曾被移除，你可以抓一张牌", JC053); so does a counter put
# on one's own society, which is always there ("你可以在本方秘社上放置一个复苏标志", XG32)
OPTIONAL = sorted((c.id, i) for c in card_db().values() if c.implemented
                  for i, step in enumerate(optional_steps(c))
                  if not isinstance(step, a.Draw) and not (isinstance(step, a.PutCounters) and step.on_society))  # fmt: skip


@pytest.mark.parametrize(("card_id", "index"), OPTIONAL)
def test_an_optional_step_with_nothing_to_do_is_not_asked(monkeypatch, card_id, index):
    """The step alone (its condition and "若你如此做" set aside) on a made-up affair whose targets
    were all lost, in p1's action step with no resources: saying yes could change nothing."""
    step = optional_steps(card_db()[card_id])[index]
    step = step.model_copy(update={"condition": None, "if_done": False, "if_not_done": False, "if_extra_cost_paid": False})
    card = CardDef.model_validate({"id": TEST_CARD, "name": "测试事务", "set": "基础", "type_line": "事务-测试",
                                   "basic_type": "affair", "faction": "neutral", "cost": 0, "speed": "fast",
                                   "effects": [step.model_dump(exclude_defaults=True)]})  # fmt: skip
    monkeypatch.setitem(card_db(), TEST_CARD, card)
    s = UnderworldScenario()
    s.state["request"] = None  # resolve the step on its own
    ctx = Ctx(s.game, s.state)
    obj = {"kind": "card", "definition": TEST_CARD, "controller": "p1", "source": None, "targets": {}}
    effects(ctx, ctx.push("effects", object=obj))
    assert s.state["request"] is None, s.state["request"]
    (event,) = [e for e in ctx.events if e["type"] == "no_effect"]
    assert (event["player"], event["definition"]) == ("p1", TEST_CARD)
    assert narrate(UnderworldGame(), event, {"p1": "甲"}).endswith("未询问甲。")

"""Optional effects with nothing to do (1.1.4, 1.1.4a; engine/core/optional.py): for every effect
of an implemented card that is the player's choice, a position where saying yes could change
nothing gets no yes/no and a no_effect event; an effect that still could is asked."""

import pytest

from engine.core.context import Ctx
from engine.core.narration import narrate
from engine.games.ultraman.cards import card_db
from engine.games.ultraman.effects import resolve_effect
from engine.games.ultraman.game import UltramanGame
from engine.games.ultraman.items import new_item
from tests.games.ultraman.position import UltramanScenario

OPTIONAL = sorted((c.id, i) for c in card_db().values() if c.implemented for i, e in enumerate(c.effects) if e.may)

# With an empty hand, no energy and free battlefield slots, these can still change the game.
ASKED_WITH_NOTHING_AROUND = {
    ("练习-007", 0): "draws a card (from an empty deck it would lose, 1.3.2b)",
    ("练习-011", 0): "adds an energy card (from an empty deck it would lose, 1.3.2c)",
}


def resolve_alone(s: UltramanScenario, source: str, index: int) -> Ctx:
    """Resolve one effect of `source` on its own (the battle phase's pending request set aside)."""
    s.state["request"] = None
    ctx = Ctx(s.game, s.state)
    resolve_effect(ctx, ctx.push("effect", item=new_item(ctx, source, index, "test"), index=0, scratch={}, deferred=[]))
    return ctx


@pytest.mark.parametrize(("card_id", "index"), OPTIONAL)
def test_an_optional_effect_with_nothing_to_do_is_not_asked(monkeypatch, card_id, index):
    """p1 (hand and energy empty) resolves the effect, its condition set aside: a cost cannot be
    paid (1.1.3) and a step has nothing to act on (1.1.3a), so it is not asked unless listed."""
    card = card_db()[card_id]
    effects = list(card.effects)
    effects[index] = effects[index].model_copy(update={"condition": None})
    monkeypatch.setitem(card_db(), card_id, card.model_copy(update={"effects": effects}))
    s = UltramanScenario()
    ctx = resolve_alone(s, s.field(card_id), index)
    asked = s.state["request"] is not None and s.state["request"]["kind"] == "yes_no"
    assert asked == ((card_id, index) in ASKED_WITH_NOTHING_AROUND)
    if not asked:
        (event,) = [e for e in ctx.events if e["type"] == "no_effect"]
        assert (event["player"], event["definition"]) == ("p1", card_id)
        assert narrate(UltramanGame(), event, {"p1": "甲"}).endswith("未询问甲。")
        assert not [e for e in ctx.events if e["type"] == "effect_used"]


def test_a_declined_place_from_hand_is_asked_when_the_hand_has_a_card():
    """练习-026 "胜：你可以将手牌1张角色牌放置到配置区" (1.1.4): with a card in hand it is asked."""
    s = UltramanScenario()
    source = s.field("练习-026")
    s.hand("练习-001")
    ctx = resolve_alone(s, source, 0)
    assert s.state["request"]["kind"] == "yes_no" and not [e for e in ctx.events if e["type"] == "no_effect"]

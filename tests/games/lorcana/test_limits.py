"""Filters bounded by another card's value (limits.py, 1.2.4: read as the step resolves)."""

import pytest

from engine.games.lorcana.abilities import Filter, Limit
from engine.games.lorcana.card_text import limit_text
from engine.games.lorcana.filters import matches
from tests.games.lorcana.position import LorcanaScenario


def test_a_filter_with_an_unread_limit_never_matches_silently():
    """Only the step that reads the bound may match with it: anywhere else it is a card-file error."""
    s = LorcanaScenario()
    card = s.in_play("tfc-012")
    flt = Filter(type="character", limit=Limit(bound="max_cost", stat="strength"))
    with pytest.raises(ValueError, match="bounded"):
        matches(s.state, card, flt, "p1", None)


@pytest.mark.parametrize(
    ("limit", "text"),
    [
        (Limit(bound="max_cost", stat="strength"), "费用等于或小于这个角色 ¤ 的"),
        (Limit(bound="max_strength", stat="strength", of="previous", less_than=True), "¤ 小于该角色的"),
        (Limit(bound="max_cost", stat="cost", of="previous"), "费用 等于或小于该角色的"),
        (Limit(bound="name", stat="name", of="previous"), "与该角色名称相同的"),
    ],
)
def test_limit_text(limit, text):
    assert limit_text(limit) == text

"""Engine asks as Discord components (bot/discord/decisions.py): which layout each ask gets."""

from __future__ import annotations

import re

import pytest

import engine
from bot.discord.decisions import Draft, add_picks, decision_text, decision_view, needs_draft
from tests.random_asks import random_asks

MATCH = "0123abcd"


def ask(count: int, *, low: int = 1, high: int = 1, ordered: bool = False, request: str = "r9") -> dict:
    options = [{"id": f"o{i}", "label": f"选项{i}"} for i in range(count)]
    return {
        "id": request, "prompt": "请选择", "options": options, "min": low, "max": high,
        "ordered": ordered, "optional": low == 0, "default": [o["id"] for o in options[:low]],
    }  # fmt: skip


def layout(view) -> list[tuple[str, ...]]:
    rows = []
    for item in view.children:
        inner = getattr(item, "item", item)
        custom_id = inner.custom_id
        if hasattr(inner, "options"):
            rows.append((custom_id, inner.min_values, inner.max_values, len(inner.options)))
        else:
            rows.append((custom_id, inner.label))
    return rows


async def test_a_few_options_are_buttons_and_a_view_is_never_stored():
    view = decision_view(MATCH, ask(3))
    assert layout(view) == [(f"tcg:a:{MATCH}:r9:{i}", f"选项{i}") for i in range(3)]
    assert view.is_finished()  # discord.py neither stores it nor times it out


async def test_more_than_five_options_make_a_select_and_more_than_25_pages():
    assert layout(decision_view(MATCH, ask(8))) == [(f"tcg:s:{MATCH}:r9:0", 1, 1, 8)]
    first = layout(decision_view(MATCH, ask(30)))
    assert first == [(f"tcg:s:{MATCH}:r9:0", 1, 1, 25), (f"tcg:p:{MATCH}:r9:1", "下一页（2/2）")]
    second = layout(decision_view(MATCH, ask(30), Draft(page=1)))
    assert second == [(f"tcg:s:{MATCH}:r9:1", 1, 1, 5), (f"tcg:p:{MATCH}:r9:0", "上一页")]


async def test_multi_select_honours_min_and_max_and_optional_asks_offer_nothing():
    assert layout(decision_view(MATCH, ask(10, low=2, high=3))) == [(f"tcg:s:{MATCH}:r9:0", 2, 3, 10)]
    optional = layout(decision_view(MATCH, ask(10, low=0, high=2)))
    assert optional == [(f"tcg:s:{MATCH}:r9:0", 1, 2, 10), (f"tcg:none:{MATCH}:r9", "不选")]


async def test_ordering_and_large_multi_picks_are_built_as_drafts():
    ordered = ask(3, low=3, high=3, ordered=True)
    assert needs_draft(ordered) and needs_draft(ask(30, low=1, high=3)) and not needs_draft(ask(10, low=1, high=3))
    assert layout(decision_view(MATCH, ordered)) == [(f"tcg:d:{MATCH}:r9:0", 1, 3, 3)]
    partway = Draft(picked=["o2", "o0"])
    assert layout(decision_view(MATCH, ordered, partway)) == [
        (f"tcg:d:{MATCH}:r9:0", 1, 1, 1),
        (f"tcg:reset:{MATCH}:r9", "重选"),
    ]
    done = Draft(picked=["o2", "o0", "o1"])
    assert layout(decision_view(MATCH, ordered, done)) == [(f"tcg:reset:{MATCH}:r9", "重选"), (f"tcg:ok:{MATCH}:r9", "确认")]
    assert decision_text(ordered, partway).splitlines()[-1] == "当前顺序：1. 选项2　2. 选项0"


async def test_an_order_of_some_options_stops_offering_picks_once_complete():
    """Ultraman 1.2.3: 5 of 9 cards, in slot order. After 5 picks only 重选 and 确认 remain."""
    five = ask(9, low=5, high=5, ordered=True)
    assert layout(decision_view(MATCH, five, Draft(picked=["o8", "o1"]))) == [
        (f"tcg:d:{MATCH}:r9:0", 1, 3, 7),
        (f"tcg:reset:{MATCH}:r9", "重选"),
    ]
    done = Draft(picked=["o8", "o1", "o3", "o0", "o5"])
    assert layout(decision_view(MATCH, five, done)) == [(f"tcg:reset:{MATCH}:r9", "重选"), (f"tcg:ok:{MATCH}:r9", "确认")]
    assert "5 项" in decision_text(five, done) and "5. 选项5" in decision_text(five, done)


async def test_a_large_unordered_pick_takes_several_of_a_page_in_one_step():
    """30 options, pick 1 to 3: the draft's select takes as many as still fit, so a player needs
    one step per page, not one per card; an ordered draft too (add_picks keeps list order)."""
    many = ask(30, low=1, high=3)
    assert layout(decision_view(MATCH, many))[0] == (f"tcg:d:{MATCH}:r9:0", 1, 3, 25)
    assert layout(decision_view(MATCH, many, Draft(picked=["o4"])))[0] == (f"tcg:d:{MATCH}:r9:0", 1, 2, 25)
    assert (f"tcg:d:{MATCH}:r9:0", 1, 3, 25) == layout(decision_view(MATCH, ask(30, low=3, high=3, ordered=True)))[0]


async def test_an_ordering_step_of_several_picks_takes_them_in_list_order():
    """Discord does not keep a multi-select's click order: picks made in one step join the order
    as the list shows them, whatever order the values came in; picks already made stay first,
    repeats are ignored and the maximum holds."""
    five = ask(9, low=5, high=5, ordered=True)
    draft = Draft(picked=["o7"], page=1)
    add_picks(five, draft, [4, 0, 7, 2])
    assert draft.picked == ["o7", "o0", "o2", "o4"] and draft.page == 0
    add_picks(five, draft, [8, 6, 5])
    assert draft.picked == ["o7", "o0", "o2", "o4", "o5"]
    assert "一次选多项时，按它们在列表中的先后排入" in decision_text(five, draft)


ORDER_WORDS = re.compile("顺序|先选|排列|排序|依次")
GAMES_TO_PLAY = {"lorcana": 30, "mtg": 10}  # their ordered asks (look at the top and put back, order triggers) are rarer; else 6


@pytest.mark.parametrize("game", engine.available_games())
def test_every_ask_whose_order_matters_is_built_step_by_step(game):
    """Guard over every request of random games: an ask whose prompt speaks of an order is an
    ordered ask (and only those are), and every ordered ask is answered through the draft (pick,
    see the order, confirm), never a multi-select whose click order Discord does not keep."""
    seen = 0
    for request, flat in random_asks(game, GAMES_TO_PLAY.get(game, 6)):
        assert bool(ORDER_WORDS.search(flat["prompt"])) == flat["ordered"], (request["key"], flat["prompt"])
        if flat["ordered"] and flat["max"] > 1:
            seen += 1
            kinds = {custom_id.split(":")[1] for custom_id, *_ in layout(decision_view(MATCH, flat))}
            assert "d" in kinds and "s" not in kinds, request["key"]
    assert seen


async def test_long_labels_are_cut_to_discord_limits():
    long = ask(2)
    long["options"][0]["label"] = "很" * 200
    button = decision_view(MATCH, long).children[0].item
    assert len(button.label) == 80 and button.label.endswith("…")

"""The panel's 让过直到… orders (engine/core/stops.py PASS_ORDERS): a player answering a priority
request can pass and keep passing until their own turn, or until an opponent's object waits on
the stack; they are asked again when the order runs out, and can cancel it from the panel."""

import random

import pytest

from engine.core.stops import pass_order_holds
from tests.bot.match_driver import (
    answer_once,
    components_of,
    newest_decision,
    pass_order_button,
    request_of,
    wait_idle,
    wait_until,
)
from tests.bot.test_priority_stops import challenge_ai_underworld

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


def test_my_turn_holds_until_the_players_turn_and_stack_until_an_opponents_object():
    state = {"turn": {"active": "p2", "number": 4}, "stack": [{"controller": "p1"}]}
    assert pass_order_holds(state, "p1", "my_turn", None) and pass_order_holds(state, "p1", "stack", 4)
    state["stack"].append({"controller": "p2"})
    assert not pass_order_holds(state, "p1", "stack", 4)
    state["turn"]["active"] = "p1"
    assert not pass_order_holds(state, "p1", "my_turn", None)


def test_stack_ends_with_the_turn_it_was_given_in():
    """A "stack" order given in the player's own turn (or the opponent's) does not pass the next
    turn: a new turn is something new, so nobody passes a whole turn of their own by it."""
    state = {"turn": {"active": "p1", "number": 5}, "stack": []}
    assert pass_order_holds(state, "p1", "stack", 5)
    state["turn"].update(active="p2", number=6)
    assert not pass_order_holds(state, "p1", "stack", 5)


async def set_every_priority(server) -> None:
    """alice is asked at every priority, so the orders have something to pass."""
    await server.response_to(await server.slash("对战 优先权", user="alice", options={"模式": "every"}))


async def play_until_alice_has_priority_in_bobs_turn(server, bot, match_id: str, rng: random.Random) -> dict:
    service = bot.match_service
    for _ in range(500):
        await wait_idle(bot)
        pending = await service.pending(match_id)
        ask = pending["p1"]
        await wait_until(lambda r=ask["id"]: request_of(newest_decision(server, "alice")) == r)
        view = await service.view(match_id, "p1")
        if await service.is_priority(match_id) and view["turn"]["active"] != "p1":
            return newest_decision(server, "alice")
        await answer_once(server, "alice", newest_decision(server, "alice"), rng)
    raise AssertionError("alice never had priority in the other player's turn")


@pytest.mark.parametrize("order", ["my_turn", "stack"])
async def test_an_order_passes_until_it_runs_out(fake_discord, companion_bot, order):
    await set_every_priority(fake_discord)
    match_id = await challenge_ai_underworld(fake_discord)
    service = companion_bot.match_service
    panel = await play_until_alice_has_priority_in_bobs_turn(fake_discord, companion_bot, match_id, random.Random(1))
    given_in_turn = (await service._state(match_id))["turn"]["number"]
    [button] = [c for c in components_of(panel) if c.get("custom_id", "").endswith(f":{order}")]
    assert button["label"] == {"my_turn": "让过直到我的回合", "stack": "让过直到有新事件"}[order]
    await fake_discord.response_to(await fake_discord.click(button["custom_id"], user="alice", message_id=int(panel["id"])))
    await wait_idle(companion_bot)
    match = await service.get(match_id)
    if match.status == "finished":
        return
    # The next thing alice is asked comes after the order ran out (and it is forgotten), or is
    # not a priority request.
    state = await service._state(match_id)
    seat = next(s for s in match.players if s.seat == 1)
    if "p1" in (await service.pending(match_id) or {}) and await service.is_priority(match_id):
        assert not pass_order_holds(state, "p1", order, given_in_turn) and seat.pass_order is None
    else:
        assert seat.pass_order in (order, None)


async def test_a_standing_order_is_shown_and_cancelled_from_the_panel(fake_discord, companion_bot):
    await set_every_priority(fake_discord)
    match_id = await challenge_ai_underworld(fake_discord)
    service = companion_bot.match_service
    panel = await play_until_alice_has_priority_in_bobs_turn(fake_discord, companion_bot, match_id, random.Random(1))
    [button] = [c for c in components_of(panel) if c.get("custom_id", "").endswith(":my_turn")]
    await fake_discord.response_to(await fake_discord.click(button["custom_id"], user="alice", message_id=int(panel["id"])))
    await wait_idle(companion_bot)
    seat = next(s for s in (await service.get(match_id)).players if s.seat == 1)
    if seat.pass_order is None:  # it ran out at once (alice's turn came): nothing to cancel
        return
    [panel] = fake_discord.dm_messages("alice")
    assert "已设置：让过直到我的回合" in panel["content"]
    [cancel] = [c for c in components_of(panel) if c.get("custom_id", "").endswith(":off")]
    assert cancel["label"] == "取消让过"
    await fake_discord.response_to(await fake_discord.click(cancel["custom_id"], user="alice", message_id=int(panel["id"])))
    await wait_idle(companion_bot)
    assert next(s for s in (await service.get(match_id)).players if s.seat == 1).pass_order is None
    assert "已设置" not in fake_discord.messages[int(panel["id"])]["content"]


async def test_an_order_on_a_stale_request_changes_nothing(fake_discord, companion_bot):
    await set_every_priority(fake_discord)
    match_id = await challenge_ai_underworld(fake_discord)
    await play_until_alice_has_priority_in_bobs_turn(fake_discord, companion_bot, match_id, random.Random(1))
    stale = f"tcg:until:{match_id}:r1:my_turn"  # an old panel's button
    reply = (await fake_discord.response_to(await fake_discord.click(stale, user="alice"))).json["data"]
    assert "过期" in reply["content"]
    assert next(s for s in (await companion_bot.match_service.get(match_id)).players if s.seat == 1).pass_order is None


def test_the_driver_gives_a_pass_order_only_when_pass_is_the_only_answer():
    """tests/bot/match_driver.py plays the orders as people do (bench/bot.py --traffic): a panel
    whose only answer is 让过 gets the order; one with anything else to do does not."""
    until = [{"custom_id": f"tcg:until:ab12:r7:{order}", "label": order} for order in ("my_turn", "stack")]
    only_pass = [{"custom_id": "tcg:a:ab12:r7:0", "label": "让过"}, *until]
    assert pass_order_button(only_pass, "my_turn")["custom_id"].endswith(":my_turn")
    assert pass_order_button([{"custom_id": "tcg:a:ab12:r7:1", "label": "打出 猎魔人"}, *only_pass], "my_turn") is None
    assert pass_order_button(only_pass[:1], "my_turn") is None  # not a priority request: no orders offered

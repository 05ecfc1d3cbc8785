"""Playing a match through the fake Discord server the way a player does: read the newest decision
message (DM or ephemeral), click one of its buttons or pick from its select menu."""

from __future__ import annotations

import asyncio
import inspect
import random
import re
from collections.abc import Awaitable, Callable

import engine
from tests.bot.fakediscord import FakeDiscordServer
from tests.bot.fakediscord.payloads import FLAG_EPHEMERAL

PRESETS = {"lorcana": "preset:琥珀紫晶", "ultraman": "preset:赛罗练习卡组", "underworld": "preset:猎魔人与圣贤"}


def preset_for(game: str) -> str:
    """A preset deck of ``game``: the usual one of the tests, else the game's first."""
    return PRESETS.get(game) or "preset:" + next(iter(engine.get_game(game).preset_decks()))

DECISION = re.compile(r"tcg:(a|s|d|none|ok|reset|p):([0-9a-f]+):([A-Za-z0-9_]+)")
SETTLE_TIMEOUT = 10.0
AI_TURN_TIMEOUT = 120.0  # an AI playing a whole turn on a loaded CI machine


def components_of(message: dict) -> list[dict]:
    return [c for row in message.get("components") or [] for c in row.get("components", [])]


def decision_ids(message: dict) -> list[str]:
    return [c["custom_id"] for c in components_of(message) if DECISION.match(c.get("custom_id", ""))]


def newest_decision(server: FakeDiscordServer, user: str) -> dict | None:
    """The newest DM message to ``user`` that still carries decision components."""
    for message in reversed(server.dm_messages(user)):
        if decision_ids(message):
            return message
    return None


def request_of(message: dict | None) -> str | None:
    """The request id a decision message answers (None: no decision)."""
    return DECISION.match(decision_ids(message)[0]).group(3) if message and decision_ids(message) else None


def match_id_of(message: dict) -> str:
    return DECISION.match(decision_ids(message)[0]).group(2)


PASS_LABEL = "让过"


def pass_order_button(components: list[dict], order: str) -> dict | None:
    """The panel's 让过直到… button for ``order`` when 让过 is the only answer it offers."""
    options = [c for c in components if DECISION.match(c.get("custom_id", ""))]
    if not options or any(c.get("label") != PASS_LABEL for c in options):
        return None
    return next((c for c in components if c.get("custom_id", "").startswith("tcg:until:") and c["custom_id"].endswith(f":{order}")), None)


async def answer_once(
    server: FakeDiscordServer,
    user: str,
    message: dict,
    rng: random.Random,
    timeout: float = SETTLE_TIMEOUT,
    pass_order: str | None = None,
) -> None:
    """Answer the decision in ``message`` with a random legal pick, draft steps included; or,
    when 让过 is all there is, give the standing ``pass_order`` (让过直到…) if one is wanted."""
    message_id = int(message["id"])
    order = pass_order_button(components_of(server.messages[message_id]), pass_order) if pass_order else None
    if order is not None:
        await _settle(server, await server.click(order["custom_id"], user=user, message_id=message_id), timeout)
        return
    while True:
        components = components_of(server.messages[message_id])
        by_kind = {c["custom_id"].split(":")[1]: c for c in components if DECISION.match(c.get("custom_id", ""))}
        buttons = [c for c in components if c.get("custom_id", "").startswith(("tcg:a:", "tcg:none:"))]
        if "d" in by_kind:  # a draft: add some picks, and confirm once allowed (sometimes keep adding)
            if "ok" in by_kind and rng.random() < 0.5:
                await _settle(server, await server.click(by_kind["ok"]["custom_id"], user=user, message_id=message_id), timeout)
                return
            select = by_kind["d"]
            count = rng.randint(select.get("min_values", 1), select.get("max_values", 1))
            values = [o["value"] for o in rng.sample(select["options"], count)]
            await _settle(server, await server.select(select["custom_id"], values, user=user, message_id=message_id), timeout)
            continue
        if "ok" in by_kind:
            await _settle(server, await server.click(by_kind["ok"]["custom_id"], user=user, message_id=message_id), timeout)
            return
        if "s" in by_kind:
            select = by_kind["s"]
            count = rng.randint(select.get("min_values", 1), select.get("max_values", 1))
            values = [o["value"] for o in rng.sample(select["options"], count)]
            await _settle(server, await server.select(select["custom_id"], values, user=user, message_id=message_id), timeout)
            return
        button = rng.choice(buttons)
        await _settle(server, await server.click(button["custom_id"], user=user, message_id=message_id), timeout)
        return


async def _settle(server: FakeDiscordServer, interaction, timeout: float) -> None:
    await server.response_to(interaction, timeout=timeout)


async def wait_until(predicate, timeout: float = SETTLE_TIMEOUT) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.005)


async def wait_idle(bot) -> None:
    """Wait until the bot has finished handling every interaction (its whole update included)."""
    await wait_until(lambda: bot.tables.busy == 0)


def public_messages(server: FakeDiscordServer, channel_id: int) -> list[dict]:
    """What everyone in a channel sees: its messages without the ephemeral ones."""
    return [m for m in server.messages_in(channel_id) if not (m.get("flags", 0) & FLAG_EPHEMERAL)]


def status_message(server: FakeDiscordServer, thread: dict) -> dict | None:
    """A table's status message: its thread's starter message (the challenge, or the opening
    message; bot/discord/tables.py open_thread), once it carries the status buttons."""
    message = server.messages.get(int(thread["id"]))
    return message if message is not None and "tcg:watch:" in str(message.get("components")) else None


async def challenge_member(server: FakeDiscordServer, challenger: str, opponent: str, game: str = "lorcana") -> str:
    """``challenger`` challenges ``opponent``, who accepts with the game's preset; returns the match id
    once the thread is open. One game, whatever the game's usual match (三国智: best of 3)."""
    options = {"对手": opponent, "游戏": game, "卡组": preset_for(game), "局制": 1}
    interaction = await server.slash("对战 发起", user=challenger, options=options)
    reply = await server.response_to(interaction)
    assert "向你发起" in reply.json["data"]["content"]
    accept = next(
        c["custom_id"] for row in reply.json["data"]["components"] for c in row["components"] if c["custom_id"].endswith(":accept")
    )
    match_id = accept.split(":")[2]
    outsider = await server.click(accept, user="carol")
    assert (await server.response_to(outsider)).json["data"]["content"] == "这个挑战不是发给你的。"
    click = await server.click(accept, user=opponent)
    await server.response_to(click)
    picker = server.original_message(click)
    assert picker["flags"] & FLAG_EPHEMERAL
    [select] = [c for c in components_of(picker) if c["custom_id"].startswith("tcg:chdeck:")]
    await server.select(select["custom_id"], [preset_for(game)], user=opponent, message_id=int(picker["id"]))
    await wait_until(lambda: len(server.threads) == 1)
    return match_id


async def hand_decision(server: FakeDiscordServer, user: str, match_id: str) -> dict | None:
    """Press the thread's "我的手牌" button and return the ephemeral reply (view and decision)."""
    interaction = await server.click(f"tcg:hand:{match_id}", user=user)
    await server.response_to(interaction)
    return server.original_message(interaction)


async def play_until_over(
    server: FakeDiscordServer,
    bot,
    users: dict[str, str],
    match_id: str,
    seed: int,
    limit: int = 5000,
    via_hand: frozenset[str] = frozenset(),
    before_click: Callable[[], Awaitable | None] | None = None,
    pass_orders: bool = False,
) -> int:
    """Answer every decision until the match is over; returns the clicks made.

    ``users`` maps player ids to fake users. Decisions are read from the user's DM, or for users
    in ``via_hand`` (blocked DMs) from the ephemeral "我的手牌" reply: as a player does, they go on
    answering there while their click's response shows their next decision there, and press
    我的手牌 again only when it does not (someone else acted meanwhile). ``before_click`` runs (and is
    awaited, if it returns an awaitable) before each click (a test's clock moving by a player's
    thinking time, say). ``pass_orders``: as
    people do, a player who can only pass in the opponent's turn passes until their own turn
    (让过直到我的回合). Not 让过直到有新事件: that order ends only when the opponent puts something on
    the stack (engine/core/stops.py), so it would pass the player's own turns as well.
    """
    rng = random.Random(seed)
    service = bot.match_service
    hand_views: dict[str, int] = {}  # by user in via_hand: their ephemeral panel's message id
    for clicks in range(limit):
        # The AI may play for a while: waiting for it is not a click, however slow the machine.
        await wait_for_turn(service, match_id, users)
        # The player's thinking time first: what it sets off (a reminder's new panel, a timer's
        # default answer) is what they find when they come.
        if before_click is not None and inspect.isawaitable(waiting := before_click()):
            await waiting
            await wait_for_turn(service, match_id, users)
        if (await service.get(match_id)).status == "finished":
            await wait_idle(bot)
            return clicks
        movers = await _movers(service, match_id, users)
        pending = await service.pending(match_id) or {}
        user, request_id = users[movers[0]], pending[movers[0]]["id"]
        if user in via_hand:
            message = server.messages.get(hand_views.get(user, 0))
            if request_of(message) != request_id:
                message = await hand_decision(server, user, match_id)
                hand_views[user] = int(message["id"])
        else:  # the panel, once it shows this request
            await wait_until(lambda who=user, asked=request_id: request_of(newest_decision(server, who)) == asked)
            message = newest_decision(server, user)
        theirs = (await service.view(match_id, movers[0]))["turn"].get("active") not in (None, movers[0])
        await answer_once(server, user, message, rng, pass_order="my_turn" if pass_orders and theirs else None)
    raise AssertionError(f"match {match_id} not over after {limit} clicks")


async def wait_for_turn(service, match_id: str, users: dict[str, str], timeout: float = AI_TURN_TIMEOUT) -> None:
    """Until the match waits on one of ``users`` or is over."""
    deadline = asyncio.get_running_loop().time() + timeout
    while (await service.get(match_id)).status != "finished" and not await _movers(service, match_id, users):
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"match {match_id} waits on nobody we answer for")
        await asyncio.sleep(0.005)


async def _movers(service, match_id: str, users: dict[str, str]) -> list[str]:
    """The players ``users`` answers for that the match is waiting on."""
    return [p for p in await service.pending(match_id) or {} if p in users]

"""Playing a match through the fake Discord server the way a player does: read the newest decision
message (DM or ephemeral), click one of its buttons or pick from its select menu."""

from __future__ import annotations

import asyncio
import random
import re

from tests.bot.fakediscord import FakeDiscordServer

DECISION = re.compile(r"tcg:(a|s|d|none|ok|reset|p):([0-9a-f]+):")
SETTLE_TIMEOUT = 10.0


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


def match_id_of(message: dict) -> str:
    return DECISION.match(decision_ids(message)[0]).group(2)


async def answer_once(server: FakeDiscordServer, user: str, message: dict, rng: random.Random) -> None:
    """Answer the decision in ``message`` with a random legal pick, draft steps included."""
    message_id = int(message["id"])
    while True:
        components = components_of(server.messages[message_id])
        by_kind = {c["custom_id"].split(":")[1]: c for c in components if DECISION.match(c.get("custom_id", ""))}
        buttons = [c for c in components if c.get("custom_id", "").startswith(("tcg:a:", "tcg:none:"))]
        if "d" in by_kind:  # a draft: add one pick, and confirm once allowed (sometimes keep adding)
            if "ok" in by_kind and rng.random() < 0.5:
                await _settle(server, await server.click(by_kind["ok"]["custom_id"], user=user, message_id=message_id))
                return
            select = by_kind["d"]
            value = rng.choice(select["options"])["value"]
            await _settle(server, await server.select(select["custom_id"], [value], user=user, message_id=message_id))
            continue
        if "ok" in by_kind:
            await _settle(server, await server.click(by_kind["ok"]["custom_id"], user=user, message_id=message_id))
            return
        if "s" in by_kind:
            select = by_kind["s"]
            count = rng.randint(select.get("min_values", 1), select.get("max_values", 1))
            values = [o["value"] for o in rng.sample(select["options"], count)]
            await _settle(server, await server.select(select["custom_id"], values, user=user, message_id=message_id))
            return
        button = rng.choice(buttons)
        await _settle(server, await server.click(button["custom_id"], user=user, message_id=message_id))
        return


async def _settle(server: FakeDiscordServer, interaction) -> None:
    await server.response_to(interaction)


async def wait_until(predicate, timeout: float = SETTLE_TIMEOUT) -> None:
    deadline = asyncio.get_running_loop().time() + timeout
    while not predicate():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out waiting for the bot")
        await asyncio.sleep(0.005)


async def play_until_over(server: FakeDiscordServer, bot, users: list[str], match_id: str, seed: int, limit: int = 5000) -> int:
    """Answer every decision of ``users`` until the match is over; returns the clicks made."""
    rng = random.Random(seed)
    answered: set[tuple[int, str]] = set()
    for clicks in range(limit):
        match = await bot.match_service.get(match_id)
        if match.status == "finished":
            return clicks

        def fresh() -> tuple[str, dict] | None:
            for user in users:
                message = newest_decision(server, user)
                if message is not None and (int(message["id"]), user) not in answered:
                    return user, message
            return None

        await wait_until(lambda: fresh() is not None or _finished_sync(bot, match_id))
        found = fresh()
        if found is None:
            continue
        user, message = found
        answered.add((int(message["id"]), user))
        await answer_once(server, user, message, rng)
    raise AssertionError(f"match {match_id} not over after {limit} clicks")


def _finished_sync(bot, match_id: str) -> bool:
    live = bot.match_service._live.get(match_id)
    return live is not None and live.state["result"] is not None

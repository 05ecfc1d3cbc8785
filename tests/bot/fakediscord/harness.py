"""Pointing discord.py at the fake server and running a real client against it."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Iterator
from typing import TypeVar

import discord
import discord.gateway
import discord.http
import yarl

from .server import FakeDiscordServer

FAKE_TOKEN = "fake-token.for-the-fake-discord-server"
ClientT = TypeVar("ClientT", bound=discord.Client)

_patched_by: list[str] = []


@contextlib.contextmanager
def point_discord_at(api_base: str, gateway_url: str) -> Iterator[None]:
    """Make every discord.py client in this process use ``api_base`` and ``gateway_url``.

    These are the only two places discord.py 2.7 reads Discord's addresses from: REST routes
    (webhook and interaction routes included) are built from ``Route.BASE`` when a Route is
    created, and the first gateway connection goes to ``DiscordWebSocket.DEFAULT_GATEWAY``
    (``Client.connect`` no longer asks GET /gateway; resumes use READY's resume_gateway_url).
    A process running the bot (e.g. a subprocess in a crash test) can call this too.
    """
    if _patched_by:
        raise RuntimeError(f"discord.py already points at {_patched_by[-1]}; one fake server at a time")
    route_base = discord.http.Route.BASE
    gateway = discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    discord.http.Route.BASE = api_base
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    _patched_by.append(api_base)
    try:
        yield
    finally:
        _patched_by.pop()
        discord.http.Route.BASE = route_base
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway


@contextlib.asynccontextmanager
async def fake_discord_server(**options: object) -> AsyncIterator[FakeDiscordServer]:
    """Start a FakeDiscordServer and point discord.py at it for the duration of the block."""
    async with FakeDiscordServer(**options) as server:  # type: ignore[arg-type]
        with point_discord_at(server.api_base, server.gateway_url):
            yield server


@contextlib.asynccontextmanager
async def running_client(
    server: FakeDiscordServer,
    client: ClientT,
    *,
    token: str = FAKE_TOKEN,
    ready_timeout: float = 60.0,  # a ceiling only: a loaded CI machine can take seconds to load the cogs
    close_timeout: float = 5.0,
    guild_ready_timeout: float = 0.05,
    check_tasks: bool = True,
) -> AsyncIterator[ClientT]:
    """Run ``client.start(token)`` against ``server`` until it is ready; close it on exit.

    ``guild_ready_timeout`` replaces discord.py's default 2 s wait after the last GUILD_CREATE
    before on_ready (the fake sends its one guild right after READY). If the client fails to
    start (e.g. a migration error in setup_hook), that exception is raised here. On exit the
    client is closed and its start() task awaited, both with bounded timeouts; with
    ``check_tasks`` any task started meanwhile that is still pending after the close fails the
    block (it is cancelled first), so tests cannot leak the bot's background work.
    """
    if server.api_base != discord.http.Route.BASE:
        raise RuntimeError("discord.py is not pointed at this server: use fake_discord_server()")
    client._connection.guild_ready_timeout = guild_ready_timeout  # no public setter on a built client
    before = asyncio.all_tasks()
    task = asyncio.create_task(client.start(token), name="fake-discord-client-start")
    try:
        deadline = time.monotonic() + ready_timeout
        while not client.is_ready():
            if task.done():
                task.result()  # raises the start-up error, if any
                raise RuntimeError("the client stopped before it became ready")
            if time.monotonic() > deadline:
                raise TimeoutError(f"the client was not ready after {ready_timeout}s")
            await asyncio.sleep(0.005)
        yield client
    finally:
        leftovers: set[asyncio.Task[object]] = set()
        try:
            await asyncio.wait_for(client.close(), close_timeout)
        finally:
            done, _ = await asyncio.wait({task}, timeout=close_timeout)
            if not done:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
            if check_tasks:
                leftovers = await _settle(before, close_timeout)
    # Only reached when the block succeeded: report what went wrong behind its back.
    if not task.cancelled() and task.exception() is not None:
        raise task.exception()  # type: ignore[misc]
    if leftovers:
        names = sorted(t.get_name() for t in leftovers)
        raise AssertionError(f"tasks still running after the client closed (cancelled): {names}")


async def _settle(before: set[asyncio.Task[object]], timeout: float) -> set[asyncio.Task[object]]:
    """Wait for tasks created since ``before`` to finish; cancel and return the stragglers."""
    current = asyncio.current_task()

    def pending() -> set[asyncio.Task[object]]:
        return {t for t in asyncio.all_tasks() if t not in before and t is not current and not t.done()}

    deadline = time.monotonic() + timeout
    while (left := pending()) and time.monotonic() < deadline:
        await asyncio.wait(left, timeout=max(0.0, deadline - time.monotonic()))
    left = pending()
    for straggler in left:
        straggler.cancel()
    if left:
        await asyncio.gather(*left, return_exceptions=True)
    return left

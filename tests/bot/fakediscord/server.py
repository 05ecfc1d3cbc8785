"""A small fake Discord (REST API + gateway) on 127.0.0.1 that a real discord.py client talks to.

One aiohttp application serves both halves on a random free loopback port:

* ``ws://127.0.0.1:PORT/`` is the gateway: HELLO, IDENTIFY -> READY + GUILD_CREATE (the test
  guild, and any added with :meth:`FakeDiscordServer.add_guild`), heartbeat ACKs, RESUME -> RESUMED,
  and dispatches injected by the test (``INTERACTION_CREATE`` through
  :meth:`FakeDiscordServer.slash`, :meth:`click`, ...), routed to shards as Discord does.
* ``http://127.0.0.1:PORT/api/v10/...`` is the REST API: the routes in ``_ROUTES`` below. Every
  request is recorded (:attr:`FakeDiscordServer.requests`); unknown routes answer 404 and are also
  kept in :attr:`FakeDiscordServer.unhandled`.

The server keeps just enough state (channels, threads, DMs, messages, pins, synced commands,
interaction responses) for replies to look like Discord's, for a restarted client to click buttons
on messages an earlier client sent, and for tests to inspect what the bot produced.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import itertools
import json
import logging
import re
import secrets
import socket
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads as p
from .payloads import FakeUser
from .rate_limits import RateLimiter, RateLimits

log = logging.getLogger(__name__)

API_PREFIX = "/api/v10"
DEFAULT_TIMEOUT = 5.0

UserRef = FakeUser | str | int


@dataclass
class RecordedFile:
    field: str
    filename: str | None
    content_type: str | None
    data: bytes


@dataclass
class RecordedRequest:
    """One REST request the client made, with the fake server's answer."""

    index: int
    method: str
    path: str  # without the /api/v10 prefix, e.g. "/channels/123/messages"
    route: str | None  # the matched template, e.g. "/channels/{channel_id}/messages"; None if unhandled
    params: dict[str, str]
    query: dict[str, str]
    headers: dict[str, str]
    json: Any  # the JSON body (for multipart requests: the parsed payload_json part)
    files: list[RecordedFile]
    status: int = 0
    response: Any = None
    response_headers: dict[str, str] = field(default_factory=dict)  # the rate-limit headers

    def __repr__(self) -> str:
        return f"<{self.method} {self.path} -> {self.status}>"


@dataclass
class InjectedInteraction:
    """An INTERACTION_CREATE the test sent; ``payload`` is exactly what the client received."""

    id: int
    token: str
    type: int
    user: FakeUser
    channel_id: int
    payload: dict[str, Any]
    message_id: int | None = None  # the message a component/modal belongs to

    @property
    def callback_path(self) -> str:
        return f"/interactions/{self.id}/{self.token}/callback"


@dataclass
class _Interaction:
    """Server-side bookkeeping for an interaction token."""

    injected: InjectedInteraction
    guild_id: int | None
    acknowledged: bool = False
    original_message_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)


class _HTTPError(Exception):
    def __init__(self, status: int, code: int = 0, message: str | None = None) -> None:
        self.status = status
        self.code = code
        self.message = message or p.ERROR_MESSAGES.get(code, f"{status} error")


@dataclass
class _Failure:
    method: str
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    times: int | None


class _GatewaySession:
    """One gateway session (it can outlive a socket through RESUME)."""

    def __init__(self, session_id: str) -> None:
        self.session_id = session_id
        self.seq = 0
        self.ws: web.WebSocketResponse | None = None
        self.lock = asyncio.Lock()
        self.identify: dict[str, Any] | None = None

    @property
    def live(self) -> bool:
        return self.ws is not None and not self.ws.closed

    @property
    def shard(self) -> tuple[int, int]:
        """(shard id, shard count) the client identified with; an unsharded client is shard 0 of 1."""
        shard_id, shard_count = (self.identify or {}).get("shard") or (0, 1)
        return int(shard_id), int(shard_count)

    def receives(self, guild_id: int | None) -> bool:
        """Whether Discord sends this session the events of ``guild_id`` (None: a DM): a guild's
        events go to shard ``(guild_id >> 22) % shard_count``, DMs to shard 0."""
        shard_id, shard_count = self.shard
        return shard_id == (0 if guild_id is None else (guild_id >> 22) % shard_count)

    async def send(self, payload: dict[str, Any]) -> None:
        ws = self.ws
        if ws is None or ws.closed:
            raise ConnectionError(f"gateway session {self.session_id} has no open socket")
        async with self.lock:
            await ws.send_str(json.dumps(payload))

    async def dispatch(self, event: str, data: Any) -> None:
        async with self.lock:  # sequence numbers in send order
            ws = self.ws
            if ws is None or ws.closed:
                raise ConnectionError(f"gateway session {self.session_id} has no open socket")
            self.seq += 1
            await ws.send_str(json.dumps({"op": 0, "t": event, "s": self.seq, "d": data}))


def _compile_path(pattern: str) -> re.Pattern[str]:
    """``{name}`` stands for one path segment; the rest is a regular expression (full match)."""
    return re.compile(re.sub(r"\{([A-Za-z_]\w*)\}", r"(?P<\1>[^/]+)", pattern))


def _json_response(status: int, body: Any, headers: dict[str, str] | None = None) -> web.Response:
    if status == 204 or body is None:
        return web.Response(status=204, headers=headers)
    # Exactly "application/json": discord.py compares the header verbatim, and aiohttp's
    # content_type= argument would append "; charset=utf-8" (the body then stays a str).
    return web.Response(
        status=status, body=json.dumps(body).encode(), headers={"Content-Type": "application/json", **(headers or {})}
    )


class FakeDiscordServer:
    """The fake Discord. Use ``async with FakeDiscordServer() as server:`` (see harness.py)."""

    def __init__(
        self,
        *,
        heartbeat_interval_ms: int = 41_250,
        guild_name: str = "测试服务器",
        channel_name: str = "对战大厅",
        member_names: Iterable[str] = ("alice", "bob", "carol"),
        admin_name: str = "admin",
        expected_token: str | None = None,
        rate_limits: RateLimits | None = None,
    ) -> None:
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.rate_limiter = RateLimiter(rate_limits) if rate_limits is not None else None
        self.rate_limited: list[RecordedRequest] = []  # requests answered 429
        self.expected_token = expected_token
        self.snowflake = p.SnowflakeFactory()

        # The test guild, its bot and members.
        self.application_id = self.snowflake()
        self.guild_id = self.snowflake()
        self.bot_role_id = self.snowflake()
        self.admin_role_id = self.snowflake()
        self.bot_user = FakeUser(
            self.application_id,
            "tcg-bot",
            "卡牌助手",
            bot=True,
            roles=(self.bot_role_id,),
            permissions=p.ALL_PERMISSIONS,
        )
        self.members: dict[str, FakeUser] = {}
        for name in member_names:
            self.members[name] = FakeUser(self.snowflake(), name, name.capitalize())
        self.admin = FakeUser(
            self.snowflake(),
            admin_name,
            admin_name.capitalize(),
            roles=(self.admin_role_id,),
            permissions=p.ALL_PERMISSIONS,
        )
        self.members[admin_name] = self.admin
        self.owner = self.admin
        self.users: dict[int, FakeUser] = {u.id: u for u in (self.bot_user, *self.members.values())}
        self.guild_name = guild_name
        self.guild_names: dict[int, str] = {self.guild_id: guild_name}  # every guild the bot is in
        self.roles = [
            p.role_payload(self.guild_id, "@everyone", permissions=p.EVERYONE_PERMISSIONS, position=0),
            p.role_payload(self.admin_role_id, "管理员", permissions=p.ALL_PERMISSIONS, position=1),
            p.role_payload(
                self.bot_role_id, "tcg-bot", permissions=p.ALL_PERMISSIONS, position=2, managed=True
            ),
        ]
        self.channel_id = self.snowflake()
        self.channels: dict[int, dict[str, Any]] = {
            self.channel_id: p.text_channel_payload(self.channel_id, self.guild_id, channel_name)
        }
        self.joined_at = p.iso_now()

        # State the REST API builds up.
        self.messages: dict[int, dict[str, Any]] = {}
        self.uploads: dict[str, bytes] = {}  # files users attached to slash commands, by attachment id
        self.pins: dict[int, list[int]] = {}
        self.thread_members: dict[int, set[int]] = {}  # thread id -> user ids added to it
        self.dm_channels: dict[int, int] = {}  # user id -> DM channel id
        self.commands: dict[int | None, list[dict[str, Any]]] = {}  # guild id (None: global) -> commands
        self.blocked_dms: dict[int, bool] = {}  # user id -> whether creating the DM fails too
        self.threadless: set[int] = set()  # channels where the bot may not create threads
        self._interactions: dict[str, _Interaction] = {}  # token -> bookkeeping
        self._failures: list[_Failure] = []

        # Logs for tests.
        self.requests: list[RecordedRequest] = []
        self.unhandled: list[RecordedRequest] = []  # requests no route matched (answered 404)
        self.errors: list[str] = []  # exceptions in the fake's own handlers (answered 400)
        # Message edits (PATCH) that left the message as it was: calls the bot could have saved.
        self.unchanged_edits: list[RecordedRequest] = []
        self._attachment_digests: dict[str, bytes] = {}  # by attachment id: its file's digest (unchanged_edits)
        # ("recv" or "send", payload); dispatches are logged without their data
        self.gateway_log: list[tuple[str, dict[str, Any]]] = []
        self.identifies: list[dict[str, Any]] = []
        self.heartbeats_received = 0
        self.interactions: list[InjectedInteraction] = []
        self._consumed: set[int] = set()
        self._scanned: dict[tuple[str, str], int] = {}  # wait_for: where each route's next scan starts
        self._request_ids = itertools.count()
        self._changed = asyncio.Condition()

        self._sessions: dict[str, _GatewaySession] = {}
        # When set, each interaction goes to one of the clients that would get it, in turn, as an
        # interactions endpoint behind a load balancer hands them out: several bot processes
        # answer the clicks of one match (issue 25).
        self.spread_interactions = False
        self._turns = itertools.count()
        self._sockets: set[web.WebSocketResponse] = set()
        self._runner: web.AppRunner | None = None
        self.port: int | None = None

    # ------------------------------------------------------------------ lifecycle

    @property
    def base_url(self) -> str:
        if self.port is None:
            raise RuntimeError("the fake Discord server is not started")
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        """The value for ``discord.http.Route.BASE``."""
        return self.base_url + API_PREFIX

    @property
    def gateway_url(self) -> str:
        """The value for ``DiscordWebSocket.DEFAULT_GATEWAY`` (as a yarl.URL)."""
        return f"ws://127.0.0.1:{self.port}/"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/", self._gateway)
        app.router.add_get("/uploads/{attachment_id}/{filename}", self._upload)
        app.router.add_route("*", API_PREFIX + "/{tail:.*}", self._rest)
        runner = web.AppRunner(app, handle_signals=False, access_log=None, shutdown_timeout=1.0)
        await runner.setup()
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind(("127.0.0.1", 0))
        site = web.SockSite(runner, sock)
        await site.start()
        self._runner = runner
        self.port = sock.getsockname()[1]

    async def _upload(self, request: web.Request) -> web.Response:
        """GET of a file attached to a slash command (``discord.Attachment.read``)."""
        data = self.uploads.get(request.match_info["attachment_id"])
        return web.Response(body=data) if data is not None else web.Response(status=404)

    async def stop(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"fake discord stopping")
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscordServer:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    # ------------------------------------------------------------------ configuration

    def user(self, ref: UserRef) -> FakeUser:
        """A known user by FakeUser, member name ("alice") or id."""
        if isinstance(ref, FakeUser):
            return ref
        if isinstance(ref, str):
            try:
                return self.members[ref]
            except KeyError:
                raise KeyError(f"no member named {ref!r}; known: {sorted(self.members)}") from None
        return self.users[int(ref)]

    def add_member(self, name: str, *, global_name: str | None = None) -> FakeUser:
        """Add a member (call before the client connects for it to be in GUILD_CREATE)."""
        user = FakeUser(self.snowflake(), name, global_name or name.capitalize())
        self.members[name] = user
        self.users[user.id] = user
        return user

    async def add_role(self, name: str, *, members: tuple[str, ...] = ()) -> int:
        """A new role (no permissions) given to ``members``; sent to connected clients as
        GUILD_ROLE_CREATE, so it can be added after the client connected. Returns its id."""
        role_id = self.snowflake()
        role = p.role_payload(role_id, name, permissions=p.EVERYONE_PERMISSIONS, position=len(self.roles))
        self.roles.append(role)
        for member in members:
            user = dataclasses.replace(self.members[member], roles=(*self.members[member].roles, role_id))
            self.members[member] = self.users[user.id] = user
        if self.connected:
            await self.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": role})
        return role_id

    def remove_member(self, name: str) -> FakeUser:
        """The member leaves the guild: GET .../members/{id} answers 404 Unknown Member from now
        on (no gateway event is sent: a bot without the members intent would not get one)."""
        user = self.members.pop(name)
        del self.users[user.id]
        return user

    def add_guild(self, name: str, *, shard: tuple[int, int] | None = None, channel_name: str = "对战大厅") -> tuple[int, int]:
        """Another guild with the same members, roles and bot, and one text channel (call before the
        clients connect). ``shard=(shard_id, shard_count)`` gives it an id that Discord routes to
        that shard. Returns (guild id, channel id)."""
        guild_id = self.snowflake.on_shard(*shard) if shard is not None else self.snowflake()
        self.guild_names[guild_id] = name
        channel_id = self.snowflake()
        self.channels[channel_id] = p.text_channel_payload(channel_id, guild_id, channel_name)
        return guild_id, channel_id

    def add_text_channel(self, name: str) -> int:
        """Add a text channel to the guild (before the client connects); returns its id."""
        channel_id = self.snowflake()
        self.channels[channel_id] = p.text_channel_payload(channel_id, self.guild_id, name, position=len(self.channels))
        return channel_id

    def block_dms(self, user: UserRef, *, fail_create: bool = True) -> None:
        """Make DMs to ``user`` fail with 403 / 50007 "Cannot send messages to this user".

        Sending to the user's DM channel always fails. With ``fail_create`` (the default) opening
        the DM channel (POST /users/@me/channels) fails as well; with ``fail_create=False`` it
        succeeds and only the message fails, which is what real Discord does.
        """
        self.blocked_dms[self.user(user).id] = fail_create

    def forbid_threads(self, channel_id: int | None = None) -> None:
        """Make creating threads in ``channel_id`` (default: the test channel) fail with 403 / 50013
        "Missing Permissions", as where the bot lacks the create-threads permission. (Creating a
        thread inside a thread always fails with 400 / 50024, as on Discord.)"""
        self.threadless.add(channel_id or self.channel_id)

    def unblock_dms(self, user: UserRef) -> None:
        self.blocked_dms.pop(self.user(user).id, None)

    def fail(
        self,
        method: str,
        path_pattern: str,
        *,
        status: int = 400,
        code: int = 0,
        message: str = "injected failure",
        times: int | None = 1,
    ) -> None:
        """Answer the next ``times`` matching requests (None: all) with an error.

        Avoid 500/502/504: discord.py retries those after sleeping 1, 3, 5... seconds.
        """
        self._failures.append(
            _Failure(method.upper(), _compile_path(path_pattern), status, code, message, times)
        )

    # ------------------------------------------------------------------ inspection

    def requests_to(self, method: str, path_pattern: str) -> list[RecordedRequest]:
        """Every recorded request whose method and path match (``{name}`` = one segment)."""
        regex = _compile_path(path_pattern)
        return [r for r in self.requests if r.method == method.upper() and regex.fullmatch(r.path)]

    async def wait_for(
        self,
        method: str,
        path_pattern: str,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        predicate: Callable[[RecordedRequest], bool] | None = None,
    ) -> RecordedRequest:
        """The earliest matching request not returned by an earlier ``wait_for``, waiting for it.

        Each request is handed out once, so waiting twice for the same route gives the first and
        then the second request. Raises TimeoutError listing the recent requests.
        """
        regex = _compile_path(path_pattern)
        method = method.upper()
        # Requests before `start` never match this wait again (recorded requests do not change and
        # consumed ones stay consumed): each wait scans only what arrived since the last one.
        key = (method, path_pattern) if predicate is None else None
        start = self._scanned.get(key, 0) if key else 0

        def find() -> RecordedRequest | None:
            nonlocal start
            for position in range(start, len(self.requests)):
                r = self.requests[position]
                if r.index in self._consumed or r.method != method or not regex.fullmatch(r.path):
                    if position == start:
                        start += 1
                    continue
                if predicate is None or predicate(r):
                    return r
            return None

        try:
            async with asyncio.timeout(timeout):
                async with self._changed:
                    found = await self._changed.wait_for(find)
        except TimeoutError:
            recent = "\n  ".join(repr(r) for r in self.requests[-15:]) or "(none)"
            raise TimeoutError(
                f"no {method} {path_pattern} within {timeout}s; recent requests:\n  {recent}"
            ) from None
        self._consumed.add(found.index)
        if key:
            self._scanned[key] = start
        return found

    async def response_to(
        self, interaction: InjectedInteraction, *, timeout: float = DEFAULT_TIMEOUT
    ) -> RecordedRequest:
        """Wait for the interaction's callback (``interaction.response.*``)."""
        return await self.wait_for("POST", re.escape(interaction.callback_path), timeout=timeout)

    async def followup_to(
        self, interaction: InjectedInteraction, *, timeout: float = DEFAULT_TIMEOUT
    ) -> RecordedRequest:
        """Wait for a followup message (``interaction.followup.send``)."""
        path = re.escape(f"/webhooks/{self.application_id}/{interaction.token}")
        return await self.wait_for("POST", path, timeout=timeout)

    def original_message(self, interaction: InjectedInteraction) -> dict[str, Any] | None:
        """The interaction's original response message as it is now (after edits)."""
        state = self._interactions.get(interaction.token)
        if state is None or state.original_message_id is None:
            return None
        return self.messages.get(state.original_message_id)

    def messages_in(self, channel_id: int) -> list[dict[str, Any]]:
        return [m for m in self.messages.values() if int(m["channel_id"]) == int(channel_id)]

    def dm_channel_of(self, user: UserRef) -> int | None:
        return self.dm_channels.get(self.user(user).id)

    def dm_messages(self, user: UserRef) -> list[dict[str, Any]]:
        channel_id = self.dm_channel_of(user)
        return [] if channel_id is None else self.messages_in(channel_id)

    @property
    def threads(self) -> list[dict[str, Any]]:
        return [c for c in self.channels.values() if c["type"] in p.THREAD_TYPES]

    def pinned(self, channel_id: int) -> list[dict[str, Any]]:
        return [self.messages[m] for m in self.pins.get(int(channel_id), []) if m in self.messages]

    # ------------------------------------------------------------------ gateway

    @property
    def connected(self) -> bool:
        return any(s.live and s.identify is not None for s in self._sessions.values())

    async def wait_until_connected(self, timeout: float = DEFAULT_TIMEOUT) -> None:
        async with asyncio.timeout(timeout), self._changed:
            await self._changed.wait_for(lambda: self.connected)

    async def dispatch(self, event: str, data: Any) -> int:
        """Send a DISPATCH to every connected client whose shard gets it (the shard of the event's
        ``guild_id``; without one, shard 0); returns how many received it (0 when no connected
        client runs that shard: the event is lost, as when that shard's process is down)."""
        sessions = [s for s in self._sessions.values() if s.live and s.identify is not None]
        if not sessions:
            raise RuntimeError(f"cannot dispatch {event}: no client is connected to the fake gateway")
        guild_id = int(data["guild_id"]) if isinstance(data, dict) and data.get("guild_id") else None
        sessions = [s for s in sessions if s.receives(guild_id)]
        if event == "INTERACTION_CREATE" and self.spread_interactions and sessions:
            # One process in turn, as a load balancer would, skipping one whose connection broke
            # (a killed client's socket is not marked closed until the server reads its end).
            first = next(self._turns)
            for turn in range(len(sessions)):
                try:
                    await sessions[(first + turn) % len(sessions)].dispatch(event, data)
                except ConnectionResetError:
                    continue
                self.gateway_log.append(("send", {"op": 0, "t": event}))
                return 1
            raise ConnectionError(f"no connected client took {event}")
        for session in sessions:
            await session.dispatch(event, data)
        self.gateway_log.append(("send", {"op": 0, "t": event}))
        return len(sessions)

    async def reconnect_clients(self) -> None:
        """Send op 7 RECONNECT: clients close and RESUME the session on a new socket."""
        for session in list(self._sessions.values()):
            if session.live:
                await session.send({"op": 7, "d": None})

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        self._sockets.add(ws)
        session: _GatewaySession | None = None
        try:
            hello = {
                "op": 10,
                "d": {"heartbeat_interval": self.heartbeat_interval_ms, "_trace": ["fake-gateway"]},
            }
            await ws.send_str(json.dumps(hello))
            self.gateway_log.append(("send", hello))
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    if msg.type is WSMsgType.BINARY:
                        log.warning("fake gateway: ignoring a binary frame")
                    continue
                payload = json.loads(msg.data)
                op = payload.get("op")
                self.gateway_log.append(("recv", {"op": op} if op == 2 else payload))  # no token in the log
                if op == 1:  # HEARTBEAT
                    self.heartbeats_received += 1
                    await (session.send({"op": 11}) if session else ws.send_str(json.dumps({"op": 11})))
                    self.gateway_log.append(("send", {"op": 11}))
                elif op == 2:  # IDENTIFY
                    session = await self._identify(ws, payload["d"])
                    if session is None:
                        break
                elif op == 6:  # RESUME (an unknown session gets op 9 and identifies again)
                    session = await self._resume(ws, payload["d"])
                elif op in (3, 4, 8):  # presence, voice state, request guild members: accepted, ignored
                    pass
                else:
                    log.warning("fake gateway: unexpected op %r", op)
                await self._notify()
        finally:
            self._sockets.discard(ws)
            if session is not None and session.ws is ws:
                session.ws = None
            await self._notify()
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> _GatewaySession | None:
        if self.expected_token is not None and data.get("token") != self.expected_token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        self.identifies.append(dict(data))
        session = _GatewaySession(secrets.token_hex(16))
        session.ws = ws
        session.identify = data
        self._sessions[session.session_id] = session
        guilds = [g for g in self.guild_names if session.receives(g)]
        ready = {
            "v": 10,
            "user": p.user_payload(self.bot_user),
            "user_settings": {},
            "guilds": [{"id": str(g), "unavailable": True} for g in guilds],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "shard": list(session.shard),
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "auth": {},
            "_trace": ["fake-gateway"],
        }
        await session.dispatch("READY", ready)
        self.gateway_log.append(("send", {"op": 0, "t": "READY"}))
        for guild_id in guilds:
            await session.dispatch("GUILD_CREATE", self.guild_create_payload(guild_id))
            self.gateway_log.append(("send", {"op": 0, "t": "GUILD_CREATE"}))
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: dict[str, Any]) -> _GatewaySession | None:
        session = self._sessions.get(data.get("session_id", ""))
        if session is None or (self.expected_token is not None and data.get("token") != self.expected_token):
            await ws.send_str(
                json.dumps({"op": 9, "d": False})
            )  # invalid session: the client identifies anew
            return None
        session.ws = ws
        await session.dispatch("RESUMED", {"_trace": ["fake-gateway"]})
        self.gateway_log.append(("send", {"op": 0, "t": "RESUMED"}))
        return session

    def guild_create_payload(self, guild_id: int | None = None) -> dict[str, Any]:
        """GUILD_CREATE of ``guild_id`` (the test guild by default). Every guild has the test
        guild's members and roles; its @everyone role has the guild's id, as on Discord."""
        guild_id = self.guild_id if guild_id is None else guild_id
        members = [p.member_payload(u, joined_at=self.joined_at) for u in self.members.values()]
        members.append(p.member_payload(self.bot_user, joined_at=self.joined_at))
        everyone = {**self.roles[0], "id": str(guild_id)}
        return p.guild_payload(
            guild_id=guild_id,
            name=self.guild_names[guild_id],
            owner_id=self.owner.id,
            roles=[everyone, *self.roles[1:]],
            channels=[c for c in self.channels.values() if c["type"] == p.GUILD_TEXT and self._guild_of(c) == guild_id],
            members=members,
            threads=[c for c in self.threads if self._guild_of(c) == guild_id],
        )

    # ------------------------------------------------------------------ interactions

    def _interaction_base(self, type: int, user: FakeUser, channel_id: int) -> dict[str, Any]:
        channel = self.channels.get(channel_id)
        if channel is None:
            raise KeyError(f"unknown channel {channel_id}")
        interaction_id = self.snowflake()
        payload: dict[str, Any] = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": type,
            "token": f"tok-{interaction_id}-{secrets.token_hex(8)}",
            "version": 1,
            "channel_id": str(channel_id),
            "channel": channel,
            "app_permissions": str(p.ALL_PERMISSIONS),
            "locale": "zh-CN",
            "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,  # read with data[...] by discord.py 2.7
        }
        if channel["type"] == p.DM:
            payload["user"] = p.user_payload(user)
            payload["context"] = 1  # bot DM
            payload["authorizing_integration_owners"] = {"0": str(self.guild_id)}
        else:
            guild_id = self._guild_of(channel)
            payload["guild_id"] = str(guild_id)
            payload["guild"] = {"id": str(guild_id), "locale": "zh-CN", "features": []}
            payload["guild_locale"] = "zh-CN"
            payload["member"] = p.member_payload(user, joined_at=self.joined_at)
            payload["context"] = 0  # guild
            payload["authorizing_integration_owners"] = {"0": str(guild_id)}
        return payload

    async def _inject(
        self, payload: dict[str, Any], user: FakeUser, message_id: int | None = None
    ) -> InjectedInteraction:
        injected = InjectedInteraction(
            id=int(payload["id"]),
            token=payload["token"],
            type=payload["type"],
            user=user,
            channel_id=int(payload["channel_id"]),
            payload=payload,
            message_id=message_id,
        )
        guild_id = int(payload["guild_id"]) if "guild_id" in payload else None
        self._interactions[injected.token] = _Interaction(injected, guild_id)
        self.interactions.append(injected)
        await self.dispatch("INTERACTION_CREATE", payload)
        return injected

    def _find_command(self, name: str, guild_id: int | None) -> dict[str, Any] | None:
        for scope in (guild_id, None):
            for command in self.commands.get(scope, []):
                if command["name"] == name and command.get("type", 1) == 1:
                    return command
        return None

    async def slash(
        self,
        command: str,
        *,
        user: UserRef = "alice",
        options: dict[str, Any] | None = None,
        channel_id: int | None = None,
    ) -> InjectedInteraction:
        """Invoke a slash command as ``user``: ``await server.slash("对战 发起", options={...})``.

        ``command`` is the command's (non-localized) name, with subcommand group/subcommand names
        after spaces. Option types come from the synced command when the bot synced it through
        this server, otherwise from the Python value (str, int, float, bool). User options
        (type 6) take a user reference and are resolved like Discord does.
        """
        return await self._command(p.APPLICATION_COMMAND, command, user, options, channel_id)

    async def autocomplete(
        self,
        command: str,
        focused: str,
        value: str,
        *,
        user: UserRef = "alice",
        options: dict[str, Any] | None = None,
        channel_id: int | None = None,
    ) -> InjectedInteraction:
        """Type ``value`` into the option ``focused`` of ``command`` (with the other ``options``
        already filled in): an autocomplete interaction. The bot answers with callback type 8;
        ``await server.suggestions(interaction)`` gives its choices."""
        return await self._command(
            p.AUTOCOMPLETE, command, user, {**(options or {}), focused: value}, channel_id, focused=focused
        )

    async def suggestions(self, interaction: InjectedInteraction) -> list[dict[str, Any]]:
        """The choices the bot offered for an autocomplete interaction."""
        callback = await self.response_to(interaction)
        assert callback.json["type"] == p.CALLBACK_AUTOCOMPLETE_RESULT, callback.json
        return callback.json["data"]["choices"]

    async def _command(
        self,
        kind: int,
        command: str,
        user: UserRef,
        options: dict[str, Any] | None,
        channel_id: int | None,
        *,
        focused: str | None = None,
    ) -> InjectedInteraction:
        member = self.user(user)
        channel_id = self.channel_id if channel_id is None else int(channel_id)
        payload = self._interaction_base(kind, member, channel_id)
        names = command.split()
        registered = self._find_command(names[0], self._guild_of(self.channels[channel_id]))
        spec_options = registered.get("options", []) if registered else []
        resolved: dict[str, Any] = {}

        data: dict[str, Any] = {
            "id": registered["id"] if registered else str(self.snowflake()),
            "name": names[0],
            "type": 1,
        }
        if registered and registered.get("guild_id"):
            data["guild_id"] = registered["guild_id"]
        container = data
        for sub in names[1:]:
            spec = next((o for o in spec_options if o["name"] == sub), None)
            sub_type = spec["type"] if spec else (2 if sub != names[-1] else 1)
            spec_options = spec.get("options", []) if spec else []
            node = {"type": sub_type, "name": sub}
            container["options"] = [node]
            container = node
        built = []
        for name, value in (options or {}).items():
            spec = next((o for o in spec_options if o["name"] == name), None)
            option = self._command_option(name, value, spec, resolved)
            if name == focused:
                option["focused"] = True  # autocomplete: partial input, never resolved
                option["value"] = value
            built.append(option)
        container["options"] = built
        if resolved:
            data["resolved"] = resolved
        payload["data"] = data
        return await self._inject(payload, member)

    def _command_option(
        self, name: str, value: Any, spec: dict[str, Any] | None, resolved: dict[str, Any]
    ) -> dict[str, Any]:
        if spec is not None:
            kind = spec["type"]
        elif isinstance(value, FakeUser):
            kind = 6
        elif isinstance(value, RecordedFile):
            kind = 11
        elif isinstance(value, bool):
            kind = 5
        elif isinstance(value, int):
            kind = 4
        elif isinstance(value, float):
            kind = 10
        else:
            kind = 3
        if kind in (6, 9):  # user / mentionable
            target = self.user(value)
            resolved.setdefault("users", {})[str(target.id)] = p.user_payload(target)
            if target.id in {u.id for u in self.members.values()} or target.id == self.bot_user.id:
                member = p.member_payload(target, joined_at=self.joined_at, with_user=False)
                resolved.setdefault("members", {})[str(target.id)] = member
            value = str(target.id)
        elif kind == 7:  # channel
            channel = self.channels[int(value)]
            resolved.setdefault("channels", {})[str(value)] = {
                "id": channel["id"],
                "type": channel["type"],
                "name": channel.get("name"),
                "permissions": str(p.ALL_PERMISSIONS),
            }
            value = str(value)
        elif kind == 11:  # attachment: the user's file, downloadable from the fake CDN
            attachment_id = str(self.snowflake())
            self.uploads[attachment_id] = value.data
            url = f"{self.base_url}/uploads/{attachment_id}/{value.filename}"
            resolved.setdefault("attachments", {})[attachment_id] = {
                "id": attachment_id, "filename": value.filename, "size": len(value.data), "url": url,
                "proxy_url": url, "content_type": value.content_type,
            }  # fmt: skip
            value = attachment_id
        elif kind == 8:  # role
            role = next(r for r in self.roles if int(r["id"]) == int(value))
            resolved.setdefault("roles", {})[role["id"]] = role
            value = role["id"]
        return {"name": name, "type": kind, "value": value}

    def _find_component(
        self, custom_id: str, message_id: int | None
    ) -> tuple[dict[str, Any], dict[str, Any]] | None:
        candidates = (
            [self.messages[message_id]] if message_id is not None else reversed(list(self.messages.values()))
        )
        for message in candidates:
            for component in _walk_components(message.get("components", [])):
                if component.get("custom_id") == custom_id:
                    return message, component
        return None

    async def _component(
        self,
        custom_id: str,
        *,
        user: UserRef,
        message_id: int | None,
        channel_id: int | None,
        component_type: int,
        values: list[str] | None,
    ) -> InjectedInteraction:
        member = self.user(user)
        found = self._find_component(custom_id, message_id)
        if found is None:
            if message_id is not None:
                raise KeyError(f"message {message_id} has no component with custom_id {custom_id!r}")
            # Not sent through this server (e.g. a button from before a restart in a test that
            # starts fresh): make up the message carrying it, as Discord would still have it.
            component: dict[str, Any] = {"type": component_type, "custom_id": custom_id}
            if component_type == 2:
                component |= {"style": 1, "label": custom_id}
            else:
                component |= {"options": [{"label": v, "value": v} for v in values or []]}
            channel_id = self.channel_id if channel_id is None else int(channel_id)
            message = self._store_message(
                channel_id,
                self.bot_user,
                {"content": "", "components": [{"type": 1, "components": [component]}]},
            )
        else:
            message, component = found
        channel_id = int(message["channel_id"])
        payload = self._interaction_base(p.MESSAGE_COMPONENT, member, channel_id)
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if "id" in component:
            data["id"] = component["id"]
        if component["type"] != 2:
            data["values"] = list(values or [])
            if component["type"] in (5, 7):  # user / mentionable select
                resolved: dict[str, Any] = {}
                for value in data["values"]:
                    self._command_option("v", int(value), {"type": 6}, resolved)
                data["resolved"] = resolved
        payload["data"] = data
        payload["message"] = message
        return await self._inject(payload, member, message_id=int(message["id"]))

    async def click(
        self,
        custom_id: str,
        *,
        user: UserRef = "alice",
        message_id: int | None = None,
        channel_id: int | None = None,
    ) -> InjectedInteraction:
        """Click the button ``custom_id`` as ``user``.

        The message is ``message_id`` or else the newest stored message carrying that custom id
        (channel messages, DMs, interaction responses, ephemeral ones included). When no message
        has it, one is made up in ``channel_id`` (default: the test channel), so persistent
        buttons can be clicked on a client that never sent them.
        """
        return await self._component(
            custom_id, user=user, message_id=message_id, channel_id=channel_id, component_type=2, values=None
        )

    async def select(
        self,
        custom_id: str,
        values: list[str | int],
        *,
        user: UserRef = "alice",
        message_id: int | None = None,
        channel_id: int | None = None,
    ) -> InjectedInteraction:
        """Choose ``values`` in the select menu ``custom_id`` (string select unless the stored
        component says otherwise; for user selects pass user ids)."""
        return await self._component(
            custom_id,
            user=user,
            message_id=message_id,
            channel_id=channel_id,
            component_type=3,
            values=[str(v) for v in values],
        )

    async def submit_modal(
        self,
        custom_id: str,
        values: dict[str, str],
        *,
        user: UserRef = "alice",
        channel_id: int | None = None,
    ) -> InjectedInteraction:
        """Submit the modal ``custom_id`` with text input values keyed by their custom ids."""
        member = self.user(user)
        channel_id = self.channel_id if channel_id is None else int(channel_id)
        payload = self._interaction_base(p.MODAL_SUBMIT, member, channel_id)
        payload["data"] = {
            "custom_id": custom_id,
            "components": [
                {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
                for key, value in values.items()
            ],
        }
        return await self._inject(payload, member)

    # ------------------------------------------------------------------ chat messages

    async def send_message(
        self, content: str, *, user: UserRef = "alice", channel_id: int | None = None
    ) -> dict[str, Any]:
        """A member posts ``content`` in a channel: stored and dispatched as MESSAGE_CREATE."""
        member = self.user(user)
        channel_id = self.channel_id if channel_id is None else int(channel_id)
        message = self._store_message(channel_id, member, {"content": content})
        event = dict(message)
        if "guild_id" in message:
            event["member"] = p.member_payload(member, joined_at=self.joined_at, with_user=False)
        await self.dispatch("MESSAGE_CREATE", event)
        return message

    async def delete_message_by_user(self, message_id: int) -> None:
        """Someone deletes a message: removed and dispatched as MESSAGE_DELETE."""
        message = self.messages.pop(int(message_id))
        event = {"id": message["id"], "channel_id": message["channel_id"]}
        if "guild_id" in message:
            event["guild_id"] = message["guild_id"]
        await self.dispatch("MESSAGE_DELETE", event)

    # ------------------------------------------------------------------ REST plumbing

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        method = request.method.upper()
        body, files = await _read_body(request)
        headers = dict(request.headers)  # the token in Authorization is the tests' fake one
        record = RecordedRequest(
            index=next(self._request_ids),
            method=method,
            path=path,
            route=None,
            params={},
            query=dict(request.query),
            headers=headers,
            json=body,
            files=files,
        )
        try:
            status, response = await self._handle(record, request.headers.get("Authorization"))
        except _HTTPError as error:
            status, response = error.status, p.error_payload(error.code, error.message)
        except Exception as error:  # a bug in the fake: answer 400 (not 500, which discord.py retries)
            log.exception("fake discord: handler for %s %s failed", method, path)
            self.errors.append(f"{method} {path}: {error!r}")
            status, response = 400, p.error_payload(0, f"fake server error: {error!r}")
        record.status, record.response = status, response
        self.requests.append(record)
        if record.route is None:
            self.unhandled.append(record)
        await self._notify()
        return _json_response(status, response, record.response_headers)

    async def _handle(self, record: RecordedRequest, authorization: str | None) -> tuple[int, Any]:
        found = _match_route(record.method, record.path)
        if found is None:
            log.warning("fake discord: unhandled %s %s", record.method, record.path)
            return 404, p.error_payload(0, "404: Not Found")
        record.route, record.params, handler = found
        needs_token = not record.route.startswith(("/interactions/", "/webhooks/"))  # token-authenticated
        if self.expected_token is not None and needs_token and authorization != f"Bot {self.expected_token}":
            return 401, p.error_payload(0, "401: Unauthorized")
        if self.rate_limiter is not None:
            record.response_headers, retry_after = self.rate_limiter.take(record.route, record.params)
            if retry_after is not None:
                self.rate_limited.append(record)
                return 429, {"message": "You are being rate limited.", "retry_after": retry_after, "global": False}
        for failure in self._failures:
            if failure.method == record.method and failure.pattern.fullmatch(record.path):
                if failure.times is not None:
                    failure.times -= 1
                    if failure.times <= 0:
                        self._failures.remove(failure)
                return failure.status, p.error_payload(failure.code, failure.message)
        return await handler(self, record, **record.params)

    # ------------------------------------------------------------------ state helpers

    def _channel(self, channel_id: str | int) -> dict[str, Any]:
        try:
            return self.channels[int(channel_id)]
        except (KeyError, ValueError):
            raise _HTTPError(404, p.UNKNOWN_CHANNEL) from None

    def _message(self, channel_id: str | int, message_id: str | int) -> dict[str, Any]:
        self._channel(channel_id)
        try:
            message = self.messages[int(message_id)]
        except (KeyError, ValueError):
            raise _HTTPError(404, p.UNKNOWN_MESSAGE) from None
        if int(message["channel_id"]) != int(channel_id):
            raise _HTTPError(404, p.UNKNOWN_MESSAGE)
        return message

    def _guild_of(self, channel: dict[str, Any]) -> int | None:
        return int(channel["guild_id"]) if "guild_id" in channel else None

    def _attachments(self, body: dict[str, Any], files: list[RecordedFile]) -> list[dict[str, Any]]:
        attachments = []
        for index, recorded in enumerate(files):
            described = next((a for a in body.get("attachments", []) if str(a.get("id")) == str(index)), {})
            attachment_id = self.snowflake()
            self._attachment_digests[str(attachment_id)] = hashlib.sha1(recorded.data).digest()
            filename = recorded.filename or described.get("filename") or f"file{index}"
            url = f"{self.base_url}/attachments/{attachment_id}/{filename}"
            attachments.append(
                {
                    "id": str(attachment_id),
                    "filename": filename,
                    "size": len(recorded.data),
                    "url": url,
                    "proxy_url": url,
                    "content_type": recorded.content_type,
                    "description": described.get("description"),
                }
            )
        return attachments

    def _store_message(
        self,
        channel_id: int,
        author: FakeUser,
        body: dict[str, Any],
        files: Iterable[RecordedFile] = (),
        *,
        webhook: bool = False,
        flags: int | None = None,
    ) -> dict[str, Any]:
        channel = self.channels[channel_id]
        message = p.message_payload(
            message_id=self.snowflake(),
            channel_id=channel_id,
            author=author,
            guild_id=self._guild_of(channel),
            content=body.get("content") or "",
            embeds=body.get("embeds"),
            components=body.get("components"),
            attachments=self._attachments(body, list(files)),
            flags=body.get("flags", 0) if flags is None else flags,
            webhook_id=self.application_id if webhook else None,
            application_id=self.application_id if webhook else None,
            message_reference=body.get("message_reference"),
        )
        self.messages[int(message["id"])] = message
        channel["last_message_id"] = message["id"]
        if channel["type"] in p.THREAD_TYPES:
            channel["message_count"] += 1
            channel["total_message_sent"] += 1
        return message

    def _edit_message(
        self, message: dict[str, Any], body: dict[str, Any], files: list[RecordedFile]
    ) -> dict[str, Any]:
        for key in ("content", "embeds", "components", "flags"):
            if key in body and body[key] is not None:
                message[key] = body[key]
        if "attachments" in body or files:
            kept = {str(a.get("id")) for a in body.get("attachments", [])}
            existing = [a for a in message["attachments"] if a["id"] in kept]
            message["attachments"] = existing + self._attachments(body, files)
        message["edited_timestamp"] = p.iso_now()
        return message

    def _interaction(self, token: str) -> _Interaction:
        state = self._interactions.get(token)
        if state is None:
            raise _HTTPError(404, p.UNKNOWN_WEBHOOK)
        return state

    def _dm_channel(self, user: FakeUser) -> dict[str, Any]:
        channel_id = self.dm_channels.get(user.id)
        if channel_id is None:
            channel_id = self.snowflake()
            self.channels[channel_id] = p.dm_channel_payload(channel_id, user)
            self.dm_channels[user.id] = channel_id
        return self.channels[channel_id]

    def _dm_recipient(self, channel: dict[str, Any]) -> int | None:
        if channel["type"] != p.DM:
            return None
        return int(channel["recipients"][0]["id"])

    # ------------------------------------------------------------------ REST handlers

    async def _get_gateway(self, r: RecordedRequest) -> tuple[int, Any]:
        return 200, {"url": self.gateway_url.rstrip("/")}

    async def _get_bot_gateway(self, r: RecordedRequest) -> tuple[int, Any]:
        return 200, {
            "url": self.gateway_url.rstrip("/"),
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    async def _get_me(self, r: RecordedRequest) -> tuple[int, Any]:
        return 200, p.user_payload(self.bot_user)

    async def _get_user(self, r: RecordedRequest, user_id: str) -> tuple[int, Any]:
        try:
            return 200, p.user_payload(self.users[int(user_id)])
        except (KeyError, ValueError):
            raise _HTTPError(404, p.UNKNOWN_USER) from None

    async def _get_member(self, r: RecordedRequest, guild_id: str, user_id: str) -> tuple[int, Any]:
        user = self.users.get(int(user_id))
        if int(guild_id) not in self.guild_names or user is None:
            raise _HTTPError(404, 10007, "Unknown Member")
        return 200, p.member_payload(user, joined_at=self.joined_at)

    async def _get_application(self, r: RecordedRequest) -> tuple[int, Any]:
        return 200, p.application_payload(
            self.application_id, name="tcg-bot", owner=self.owner, bot=self.bot_user
        )

    def _sync_commands(self, body: list[dict[str, Any]], guild_id: int | None) -> list[dict[str, Any]]:
        previous = {c["name"]: c["id"] for c in self.commands.get(guild_id, [])}
        commands = []
        for command in body:
            echoed = dict(command)
            echoed.setdefault("type", 1)
            echoed.setdefault("description", "")
            echoed["id"] = previous.get(command["name"]) or str(self.snowflake())
            echoed["application_id"] = str(self.application_id)
            echoed["version"] = str(self.snowflake())
            if guild_id is not None:
                echoed["guild_id"] = str(guild_id)
            commands.append(echoed)
        self.commands[guild_id] = commands
        return commands

    async def _put_commands(self, r: RecordedRequest, application_id: str) -> tuple[int, Any]:
        return 200, self._sync_commands(r.json or [], None)

    async def _put_guild_commands(
        self, r: RecordedRequest, application_id: str, guild_id: str
    ) -> tuple[int, Any]:
        return 200, self._sync_commands(r.json or [], int(guild_id))

    async def _get_commands(self, r: RecordedRequest, application_id: str) -> tuple[int, Any]:
        return 200, self.commands.get(None, [])

    async def _get_guild_commands(
        self, r: RecordedRequest, application_id: str, guild_id: str
    ) -> tuple[int, Any]:
        return 200, self.commands.get(int(guild_id), [])

    async def _get_channel(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        return 200, self._channel(channel_id)

    async def _patch_channel(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        channel = self._channel(channel_id)
        body = r.json or {}
        for key in ("name", "topic", "rate_limit_per_user"):
            if key in body:
                channel[key] = body[key]
        if "thread_metadata" in channel:
            for key in ("archived", "locked", "auto_archive_duration", "invitable"):
                if key in body:
                    channel["thread_metadata"][key] = body[key]
        if channel["type"] in p.THREAD_TYPES:
            await self.dispatch("THREAD_UPDATE", channel)
        return 200, channel

    async def _post_message(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        channel = self._channel(channel_id)
        recipient = self._dm_recipient(channel)
        if recipient is not None and recipient in self.blocked_dms:
            raise _HTTPError(403, p.CANNOT_SEND_TO_USER)
        return 200, self._store_message(int(channel_id), self.bot_user, r.json or {}, r.files)

    async def _get_message(self, r: RecordedRequest, channel_id: str, message_id: str) -> tuple[int, Any]:
        return 200, self._message(channel_id, message_id)

    async def _patch_message(self, r: RecordedRequest, channel_id: str, message_id: str) -> tuple[int, Any]:
        message = self._message(channel_id, message_id)
        before = self._looks(message)
        edited = self._edit_message(message, r.json or {}, r.files)
        if self._looks(edited) == before:
            self.unchanged_edits.append(r)
        return 200, edited

    def _looks(self, message: dict[str, Any]) -> tuple:
        """What a message shows: its text, embeds, components and attached files' contents."""
        files = tuple(self._attachment_digests.get(a["id"]) for a in message["attachments"])
        return message["content"], repr(message.get("embeds")), repr(message.get("components")), files

    async def _delete_message(self, r: RecordedRequest, channel_id: str, message_id: str) -> tuple[int, Any]:
        self._message(channel_id, message_id)
        del self.messages[int(message_id)]
        return 204, None

    async def _put_pin(self, r: RecordedRequest, channel_id: str, message_id: str) -> tuple[int, Any]:
        message = self._message(channel_id, message_id)
        message["pinned"] = True
        pins = self.pins.setdefault(int(channel_id), [])
        if int(message_id) not in pins:
            pins.append(int(message_id))
        return 204, None

    async def _delete_pin(self, r: RecordedRequest, channel_id: str, message_id: str) -> tuple[int, Any]:
        message = self._message(channel_id, message_id)
        message["pinned"] = False
        pins = self.pins.get(int(channel_id), [])
        if int(message_id) in pins:
            pins.remove(int(message_id))
        return 204, None

    async def _get_pins(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        self._channel(channel_id)
        items = [{"pinned_at": p.iso_now(), "message": m} for m in reversed(self.pinned(int(channel_id)))]
        return 200, {"items": items, "has_more": False}

    async def _get_pins_legacy(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        self._channel(channel_id)
        return 200, list(reversed(self.pinned(int(channel_id))))

    async def _typing(self, r: RecordedRequest, channel_id: str) -> tuple[int, Any]:
        self._channel(channel_id)
        return 204, None

    async def _create_thread(
        self, r: RecordedRequest, channel_id: str, message_id: str | None = None
    ) -> tuple[int, Any]:
        parent = self._channel(channel_id)
        if parent["type"] != p.GUILD_TEXT:
            raise _HTTPError(400, p.INVALID_CHANNEL_TYPE)
        if int(channel_id) in self.threadless:
            raise _HTTPError(403, p.MISSING_PERMISSIONS)
        body = r.json or {}
        if message_id is not None:
            message = self._message(channel_id, message_id)
            thread_id = int(message_id)  # Discord reuses the starter message's id
            kind = p.PUBLIC_THREAD
        else:
            thread_id = self.snowflake()
            kind = body.get("type") or p.PRIVATE_THREAD
        if thread_id in self.channels:
            raise _HTTPError(400, 160004, "A thread has already been created for this message")
        thread = p.thread_payload(
            thread_id,
            guild_id=self._guild_of(parent),
            parent_id=int(channel_id),
            owner_id=self.bot_user.id,
            name=body.get("name", "thread"),
            type=kind,
            auto_archive_duration=body.get("auto_archive_duration") or 1440,
            invitable=body.get("invitable", True),
        )
        self.channels[thread_id] = thread
        if message_id is not None:
            message["thread"] = thread
        await self.dispatch("THREAD_CREATE", thread | {"newly_created": True})
        return 201, thread

    async def _create_thread_from_message(
        self, r: RecordedRequest, channel_id: str, message_id: str
    ) -> tuple[int, Any]:
        return await self._create_thread(r, channel_id, message_id)

    async def _thread_member(self, r: RecordedRequest, channel_id: str, user_id: str) -> tuple[int, Any]:
        channel = self._channel(channel_id)
        if channel["type"] not in p.THREAD_TYPES:
            raise _HTTPError(400, p.INVALID_CHANNEL_TYPE)
        if user_id != "@me" and int(user_id) not in self.users:
            raise _HTTPError(404, p.UNKNOWN_USER)
        members = self.thread_members.setdefault(int(channel_id), set())
        member_id = self.bot_user.id if user_id == "@me" else int(user_id)
        if member_id not in members:
            members.add(member_id)
            channel["member_count"] = len(members) + 1  # + the bot, which created it
        return 204, None

    async def _create_dm(self, r: RecordedRequest) -> tuple[int, Any]:
        recipient_id = int((r.json or {}).get("recipient_id", 0))
        user = self.users.get(recipient_id)
        if user is None:
            raise _HTTPError(400, 50035, "Invalid Form Body")
        if self.blocked_dms.get(user.id):
            raise _HTTPError(403, p.CANNOT_SEND_TO_USER)
        return 200, self._dm_channel(user)

    async def _interaction_callback(
        self, r: RecordedRequest, interaction_id: str, token: str
    ) -> tuple[int, Any]:
        state = self._interactions.get(token)
        if state is None or str(state.injected.id) != interaction_id:
            raise _HTTPError(404, p.UNKNOWN_INTERACTION)
        if state.acknowledged:
            raise _HTTPError(400, p.INTERACTION_ALREADY_ACKNOWLEDGED)
        state.acknowledged = True
        body = r.json or {}
        kind = body.get("type")
        data = body.get("data") or {}
        injected = state.injected
        interaction_info: dict[str, Any] = {"id": str(injected.id), "type": injected.type}
        resource: dict[str, Any] | None = None
        if kind in (p.CALLBACK_CHANNEL_MESSAGE, p.CALLBACK_DEFERRED_CHANNEL_MESSAGE):
            flags = data.get("flags", 0) | (
                p.FLAG_LOADING if kind == p.CALLBACK_DEFERRED_CHANNEL_MESSAGE else 0
            )
            message = self._store_message(
                injected.channel_id, self.bot_user, data, r.files, webhook=True, flags=flags
            )
            message["interaction_metadata"] = {
                "id": str(injected.id),
                "type": injected.type,
                "user": p.user_payload(injected.user),
                "authorizing_integration_owners": {},
            }
            state.original_message_id = int(message["id"])
            interaction_info |= {
                "response_message_id": message["id"],
                "response_message_loading": kind == p.CALLBACK_DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": bool(flags & p.FLAG_EPHEMERAL),
            }
            resource = {"type": kind, "message": message}
        elif kind in (p.CALLBACK_UPDATE_MESSAGE, p.CALLBACK_DEFERRED_UPDATE_MESSAGE):
            if injected.message_id is None or injected.message_id not in self.messages:
                raise _HTTPError(400, 50035, "Invalid Form Body (no message to update)")
            message = self.messages[injected.message_id]
            state.original_message_id = injected.message_id
            if kind == p.CALLBACK_UPDATE_MESSAGE:
                self._edit_message(message, data, r.files)
                resource = {"type": kind, "message": message}
            interaction_info["response_message_id"] = message["id"]
        elif kind in (p.CALLBACK_MODAL, p.CALLBACK_AUTOCOMPLETE_RESULT, p.CALLBACK_PONG):
            pass
        else:
            raise _HTTPError(400, 50035, f"Invalid Form Body (callback type {kind!r})")
        if r.query.get("with_response") not in ("1", "true", "True"):
            return 204, None
        response: dict[str, Any] = {"interaction": interaction_info}
        if resource is not None:
            response["resource"] = resource
        return 200, response

    def _webhook_message(self, state: _Interaction, message_id: str) -> dict[str, Any]:
        if message_id == "@original":
            if state.original_message_id is None:
                raise _HTTPError(404, p.UNKNOWN_MESSAGE)
            message_id = str(state.original_message_id)
        allowed = {state.original_message_id, *state.followup_ids}
        if int(message_id) not in allowed or int(message_id) not in self.messages:
            raise _HTTPError(404, p.UNKNOWN_MESSAGE)
        return self.messages[int(message_id)]

    async def _post_followup(self, r: RecordedRequest, application_id: str, token: str) -> tuple[int, Any]:
        state = self._interaction(token)
        if not state.acknowledged:
            raise _HTTPError(404, p.UNKNOWN_WEBHOOK)
        body = r.json or {}
        original = self.messages.get(state.original_message_id or 0)
        if original is not None and original["flags"] & p.FLAG_LOADING and not state.followup_ids:
            # Like Discord, the first followup after a deferred ("thinking") response fills it in.
            self._edit_message(original, {k: v for k, v in body.items() if k != "flags"}, r.files)
            original["flags"] &= ~p.FLAG_LOADING
            message = original
        else:
            message = self._store_message(
                state.injected.channel_id, self.bot_user, body, r.files, webhook=True
            )
        state.followup_ids.append(int(message["id"]))
        if r.query.get("wait") in ("1", "true", "True"):
            return 200, message
        return 204, None

    async def _get_webhook_message(
        self, r: RecordedRequest, application_id: str, token: str, message_id: str
    ) -> tuple[int, Any]:
        return 200, self._webhook_message(self._interaction(token), message_id)

    async def _patch_webhook_message(
        self, r: RecordedRequest, application_id: str, token: str, message_id: str
    ) -> tuple[int, Any]:
        message = self._webhook_message(self._interaction(token), message_id)
        self._edit_message(message, r.json or {}, r.files)
        message["flags"] = message.get("flags", 0) & ~p.FLAG_LOADING
        return 200, message

    async def _delete_webhook_message(
        self, r: RecordedRequest, application_id: str, token: str, message_id: str
    ) -> tuple[int, Any]:
        message = self._webhook_message(self._interaction(token), message_id)
        del self.messages[int(message["id"])]
        return 204, None


def _match_route(method: str, path: str) -> tuple[str, dict[str, str], Handler] | None:
    for route_method, regex, template, handler in _ROUTE_TABLE:
        match = regex.fullmatch(path) if route_method == method else None
        if match is not None:
            return template, match.groupdict(), handler
    return None


def _walk_components(components: list[dict[str, Any]]) -> Iterable[dict[str, Any]]:
    for component in components:
        yield component
        yield from _walk_components(component.get("components", []))
        if isinstance(component.get("component"), dict):  # label
            yield from _walk_components([component["component"]])
        if isinstance(component.get("accessory"), dict):  # section
            yield from _walk_components([component["accessory"]])


async def _read_body(request: web.Request) -> tuple[Any, list[RecordedFile]]:
    if not request.can_read_body:
        return None, []
    content_type = request.content_type
    if content_type.startswith("multipart/"):
        body: Any = None
        files: list[RecordedFile] = []
        reader = await request.multipart()
        async for part in reader:
            if part is None:
                break
            data = await part.read()  # type: ignore[union-attr]
            if part.name == "payload_json":
                body = json.loads(data)
            else:
                files.append(
                    RecordedFile(
                        field=part.name or "",
                        filename=part.filename,  # type: ignore[union-attr]
                        content_type=part.headers.get("Content-Type"),
                        data=bytes(data),
                    )
                )
        return body, files
    raw = await request.read()
    if not raw:
        return None, []
    try:
        return json.loads(raw), []
    except ValueError:
        return raw.decode(errors="replace"), []


Handler = Callable[..., Awaitable[tuple[int, Any]]]

_S = FakeDiscordServer
_ROUTES: list[tuple[str, str, Handler]] = [
    ("GET", "/gateway", _S._get_gateway),
    ("GET", "/gateway/bot", _S._get_bot_gateway),
    ("GET", "/users/@me", _S._get_me),
    ("POST", "/users/@me/channels", _S._create_dm),
    ("GET", "/users/{user_id}", _S._get_user),
    ("GET", "/guilds/{guild_id}/members/{user_id}", _S._get_member),
    ("GET", "/oauth2/applications/@me", _S._get_application),
    ("GET", "/applications/{application_id}/commands", _S._get_commands),
    ("PUT", "/applications/{application_id}/commands", _S._put_commands),
    ("GET", "/applications/{application_id}/guilds/{guild_id}/commands", _S._get_guild_commands),
    ("PUT", "/applications/{application_id}/guilds/{guild_id}/commands", _S._put_guild_commands),
    ("GET", "/channels/{channel_id}", _S._get_channel),
    ("PATCH", "/channels/{channel_id}", _S._patch_channel),
    ("POST", "/channels/{channel_id}/typing", _S._typing),
    ("GET", "/channels/{channel_id}/messages/pins", _S._get_pins),
    ("PUT", "/channels/{channel_id}/messages/pins/{message_id}", _S._put_pin),
    ("DELETE", "/channels/{channel_id}/messages/pins/{message_id}", _S._delete_pin),
    ("GET", "/channels/{channel_id}/pins", _S._get_pins_legacy),
    ("PUT", "/channels/{channel_id}/pins/{message_id}", _S._put_pin),  # the pre-2025 pin route
    ("DELETE", "/channels/{channel_id}/pins/{message_id}", _S._delete_pin),
    ("POST", "/channels/{channel_id}/messages", _S._post_message),
    ("GET", "/channels/{channel_id}/messages/{message_id}", _S._get_message),
    ("PATCH", "/channels/{channel_id}/messages/{message_id}", _S._patch_message),
    ("DELETE", "/channels/{channel_id}/messages/{message_id}", _S._delete_message),
    ("POST", "/channels/{channel_id}/threads", _S._create_thread),
    ("POST", "/channels/{channel_id}/messages/{message_id}/threads", _S._create_thread_from_message),
    ("PUT", "/channels/{channel_id}/thread-members/{user_id}", _S._thread_member),
    ("POST", "/interactions/{interaction_id}/{token}/callback", _S._interaction_callback),
    ("POST", "/webhooks/{application_id}/{token}", _S._post_followup),
    ("GET", "/webhooks/{application_id}/{token}/messages/{message_id}", _S._get_webhook_message),
    ("PATCH", "/webhooks/{application_id}/{token}/messages/{message_id}", _S._patch_webhook_message),
    ("DELETE", "/webhooks/{application_id}/{token}/messages/{message_id}", _S._delete_webhook_message),
]
_ROUTE_TABLE = [(method, _compile_path(template), template, handler) for method, template, handler in _ROUTES]
ROUTES = [(method, template) for method, template, _ in _ROUTES]

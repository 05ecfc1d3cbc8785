"""JSON payload builders in the shapes discord.py 2.7 parses.

Every key discord.py reads with ``data['key']`` (rather than ``data.get``) is present: a missing
one raises KeyError inside the gateway parser, and in READY/GUILD_CREATE that ends
``Client.start()``. The keys were taken from the installed discord.py source (``state.py``,
``guild.py``, ``member.py``, ``channel.py``, ``threads.py``, ``message.py``, ``interactions.py``,
``appinfo.py``, ``app_commands/models.py``).
"""

from __future__ import annotations

import itertools
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import discord

DISCORD_EPOCH_MS = 1420070400000

# Channel types (Discord API numbers).
GUILD_TEXT = 0
DM = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (PUBLIC_THREAD, PRIVATE_THREAD)

# Interaction types.
PING = 1
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Interaction callback types.
CALLBACK_PONG = 1
CALLBACK_CHANNEL_MESSAGE = 4
CALLBACK_DEFERRED_CHANNEL_MESSAGE = 5
CALLBACK_DEFERRED_UPDATE_MESSAGE = 6
CALLBACK_UPDATE_MESSAGE = 7
CALLBACK_AUTOCOMPLETE_RESULT = 8
CALLBACK_MODAL = 9

# Message flags.
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7

EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    read_message_history=True,
    add_reactions=True,
    embed_links=True,
    attach_files=True,
    use_application_commands=True,
    use_external_emojis=True,
).value
ALL_PERMISSIONS = discord.Permissions.all().value


class SnowflakeFactory:
    """Increasing snowflakes whose timestamp part is the current time (``created_at`` works)."""

    def __init__(self) -> None:
        self._counter = itertools.count(1)
        self._last = 0

    def __call__(self) -> int:
        now_ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        value = (now_ms << 22) | (next(self._counter) & 0xFFF)
        self._last = value = max(value, self._last + 1)
        return value

    def on_shard(self, shard_id: int, shard_count: int) -> int:
        """A new guild id that Discord routes to shard ``shard_id`` of ``shard_count``
        (``(id >> 22) % shard_count``: the id's timestamp part, moved on by whole milliseconds)."""
        value = self()
        value += ((shard_id - (value >> 22)) % shard_count) << 22
        self._last = value
        return value


def iso_now() -> str:
    return datetime.now(UTC).isoformat()


@dataclass(frozen=True)
class FakeUser:
    """A user known to the fake server; ``roles`` are role ids in the test guild."""

    id: int
    name: str
    global_name: str | None = None
    bot: bool = False
    roles: tuple[int, ...] = ()
    permissions: int = EVERYONE_PERMISSIONS

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


def user_payload(user: FakeUser) -> dict[str, Any]:
    return {
        "id": str(user.id),
        "username": user.name,
        "discriminator": "0",
        "global_name": user.global_name,
        "avatar": None,
        "bot": user.bot,
        "system": False,
        "public_flags": 0,
        "flags": 0,
        "verified": True,
        "mfa_enabled": False,
        "locale": "zh-CN",
    }


def member_payload(user: FakeUser, *, joined_at: str, with_user: bool = True) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "roles": [str(r) for r in user.roles],
        "joined_at": joined_at,
        "premium_since": None,
        "nick": None,
        "avatar": None,
        "deaf": False,
        "mute": False,
        "pending": False,
        "flags": 0,
        "communication_disabled_until": None,
        "permissions": str(user.permissions),
    }
    if with_user:
        payload["user"] = user_payload(user)
    return payload


def role_payload(
    role_id: int, name: str, *, permissions: int, position: int, managed: bool = False
) -> dict[str, Any]:
    return {
        "id": str(role_id),
        "name": name,
        "permissions": str(permissions),
        "position": position,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
        "hoist": False,
        "icon": None,
        "unicode_emoji": None,
        "managed": managed,
        "mentionable": False,
        "flags": 0,
    }


def text_channel_payload(channel_id: int, guild_id: int, name: str, *, position: int = 0) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": GUILD_TEXT,
        "guild_id": str(guild_id),
        "name": name,
        "position": position,
        "parent_id": None,
        "topic": None,
        "nsfw": False,
        "rate_limit_per_user": 0,
        "last_message_id": None,
        "permission_overwrites": [],
        "default_auto_archive_duration": 1440,
        "flags": 0,
    }


def thread_payload(
    thread_id: int,
    *,
    guild_id: int,
    parent_id: int,
    owner_id: int,
    name: str,
    type: int = PUBLIC_THREAD,
    auto_archive_duration: int = 1440,
    invitable: bool = True,
) -> dict[str, Any]:
    now = iso_now()
    return {
        "id": str(thread_id),
        "type": type,
        "guild_id": str(guild_id),
        "parent_id": str(parent_id),
        "owner_id": str(owner_id),
        "name": name,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "applied_tags": [],
        "thread_metadata": {
            "archived": False,
            "auto_archive_duration": auto_archive_duration,
            "archive_timestamp": now,
            "locked": False,
            "invitable": invitable,
            "create_timestamp": now,
        },
        "member": {"id": str(thread_id), "user_id": str(owner_id), "join_timestamp": now, "flags": 0},
    }


def dm_channel_payload(channel_id: int, recipient: FakeUser) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": DM,
        "last_message_id": None,
        "recipients": [user_payload(recipient)],
        "flags": 0,
    }


def guild_payload(
    *,
    guild_id: int,
    name: str,
    owner_id: int,
    roles: list[dict[str, Any]],
    channels: list[dict[str, Any]],
    members: list[dict[str, Any]],
    threads: list[dict[str, Any]],
) -> dict[str, Any]:
    """A full GUILD_CREATE payload (the guild becomes available)."""
    return {
        "id": str(guild_id),
        "name": name,
        "icon": None,
        "splash": None,
        "discovery_splash": None,
        "banner": None,
        "description": None,
        "owner_id": str(owner_id),
        "afk_channel_id": None,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "premium_progress_bar_enabled": False,
        "preferred_locale": "zh-CN",
        "system_channel_id": None,
        "system_channel_flags": 0,
        "rules_channel_id": None,
        "public_updates_channel_id": None,
        "safety_alerts_channel_id": None,
        "vanity_url_code": None,
        "widget_enabled": False,
        "max_members": 500000,
        "max_video_channel_users": 25,
        "features": [],
        "unavailable": False,
        "large": False,
        "lazy": True,
        "member_count": len(members),
        "joined_at": iso_now(),
        "roles": roles,
        "channels": channels,
        "members": members,
        "threads": threads,
        "voice_states": [],
        "presences": [],
        "emojis": [],
        "stickers": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "application_command_counts": {},
        "incidents_data": None,
    }


def application_payload(application_id: int, *, name: str, owner: FakeUser, bot: FakeUser) -> dict[str, Any]:
    return {
        "id": str(application_id),
        "name": name,
        "icon": None,
        "description": "",
        "summary": "",
        "type": None,
        "hook": True,
        "bot_public": True,
        "bot_require_code_grant": False,
        "verify_key": "0" * 64,
        "owner": user_payload(owner),
        "team": None,
        "flags": 0,
        "tags": [],
        "redirect_uris": [],
        "interactions_endpoint_url": None,  # non-null would make discord.py warn that it gets no interactions
        "bot": user_payload(bot),
        "approximate_guild_count": 1,
        "integration_types_config": {"0": {}},
    }


def message_payload(
    *,
    message_id: int,
    channel_id: int,
    author: FakeUser,
    guild_id: int | None,
    content: str = "",
    embeds: list[Any] | None = None,
    components: list[Any] | None = None,
    attachments: list[Any] | None = None,
    flags: int = 0,
    webhook_id: int | None = None,
    application_id: int | None = None,
    message_reference: dict[str, Any] | None = None,
    interaction_metadata: dict[str, Any] | None = None,
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "type": 0,
        "content": content,
        "author": user_payload(author),
        "timestamp": iso_now(),
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments or [],
        "embeds": embeds or [],
        "components": components or [],
        "pinned": False,
        "flags": flags,
    }
    if guild_id is not None:
        payload["guild_id"] = str(guild_id)
    if webhook_id is not None:
        payload["webhook_id"] = str(webhook_id)
    if application_id is not None:
        payload["application_id"] = str(application_id)
    if message_reference is not None:
        payload["message_reference"] = message_reference
    if interaction_metadata is not None:
        payload["interaction_metadata"] = interaction_metadata
    return payload


def error_payload(code: int, message: str) -> dict[str, Any]:
    return {"message": message, "code": code}


# Discord's JSON error codes used by the fake server.
UNKNOWN_CHANNEL = 10003
UNKNOWN_MESSAGE = 10008
UNKNOWN_USER = 10013
UNKNOWN_WEBHOOK = 10015
UNKNOWN_INTERACTION = 10062
CANNOT_SEND_TO_USER = 50007
MISSING_PERMISSIONS = 50013
INVALID_CHANNEL_TYPE = 50024
INTERACTION_ALREADY_ACKNOWLEDGED = 40060

ERROR_MESSAGES = {
    UNKNOWN_CHANNEL: "Unknown Channel",
    UNKNOWN_MESSAGE: "Unknown Message",
    UNKNOWN_USER: "Unknown User",
    UNKNOWN_WEBHOOK: "Unknown Webhook",
    UNKNOWN_INTERACTION: "Unknown interaction",
    CANNOT_SEND_TO_USER: "Cannot send messages to this user",
    MISSING_PERMISSIONS: "Missing Permissions",
    INVALID_CHANNEL_TYPE: "Cannot execute action on this channel type",
    INTERACTION_ALREADY_ACKNOWLEDGED: "Interaction has already been acknowledged.",
}

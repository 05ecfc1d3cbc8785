"""Discord's per-route rate limits, as the fake server models them (off unless asked for).

Discord answers every bucketed request with X-RateLimit-* headers (limit, remaining, reset,
reset-after, bucket) and a request over the limit with 429 and ``retry_after``; clients such as
discord.py wait when a bucket is empty instead of sending into it. A bucket is one route template
and its major parameter (the channel, the guild, or the webhook token), as Discord documents.
Interaction callbacks are not bucketed. ``window`` is in seconds; tests shrink it to stay fast.
"""

from __future__ import annotations

import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass

MAJOR_PARAMETERS = ("channel_id", "guild_id", "token")


@dataclass(frozen=True)
class RateLimits:
    limit: int = 5
    window: float = 5.0


@dataclass
class _Bucket:
    started: float
    used: int = 0


class RateLimiter:
    def __init__(self, limits: RateLimits, clock: Callable[[], float] = time.monotonic) -> None:
        self.limits = limits
        self.clock = clock
        self._buckets: dict[tuple[str, str], _Bucket] = {}

    def take(self, route: str, params: dict[str, str]) -> tuple[dict[str, str], float | None]:
        """Count one request: its rate-limit headers, and the retry-after seconds when the bucket
        is empty (the request is then refused with 429 and not counted)."""
        if route.startswith("/interactions/"):
            return {}, None
        major = next((params[name] for name in MAJOR_PARAMETERS if name in params), "")
        key = (route, major)
        now = self.clock()
        bucket = self._buckets.get(key)
        if bucket is None or now - bucket.started >= self.limits.window:
            bucket = self._buckets[key] = _Bucket(started=now)
        reset_after = max(0.0, bucket.started + self.limits.window - now)
        refused = bucket.used >= self.limits.limit
        if not refused:
            bucket.used += 1
        headers = {
            "X-RateLimit-Limit": str(self.limits.limit),
            "X-RateLimit-Remaining": str(self.limits.limit - bucket.used),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": f"{zlib.crc32(route.encode()):08x}",
        }
        if refused:
            headers |= {"Retry-After": f"{reset_after:.3f}", "X-RateLimit-Scope": "user"}
        return headers, (reset_after if refused else None)

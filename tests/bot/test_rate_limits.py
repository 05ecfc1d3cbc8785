"""The fake server's Discord rate limits (tests/bot/fakediscord/rate_limits.py), and the bot
staying within them through a busy match: it never sends into an empty bucket (no 429)."""

from __future__ import annotations

import aiohttp

from bot.config import Config
from bot.discord.client import CompanionBot
from tests.bot.fakediscord import FAKE_TOKEN, fake_discord_server, running_client
from tests.bot.fakediscord.rate_limits import RateLimits
from tests.bot.table_traffic import measure_match


async def test_a_request_over_the_limit_gets_429_with_retry_after():
    async with fake_discord_server(rate_limits=RateLimits(limit=2, window=30)) as server:
        url = f"{server.api_base}/channels/{server.channel_id}/messages"
        async with aiohttp.ClientSession() as session:
            answers = []
            for n in range(3):
                async with session.post(url, json={"content": f"{n}"}) as response:
                    answers.append((response.status, dict(response.headers), await response.json()))
            other = f"{server.api_base}/channels/{server.channel_id}/messages/{answers[0][2]['id']}"
            async with session.patch(other, json={"content": "edited"}) as response:
                edit_status = response.status  # another route: another bucket
    (first, first_headers, _), (_, second_headers, _), (third, third_headers, body) = answers
    assert first == 200 and first_headers["X-RateLimit-Limit"] == "2" and first_headers["X-RateLimit-Remaining"] == "1"
    assert second_headers["X-RateLimit-Remaining"] == "0"
    assert third == 429 and body["retry_after"] > 0 and body["global"] is False and "Retry-After" in third_headers
    assert edit_status == 200 and len(server.rate_limited) == 1


async def test_a_busy_match_stays_within_the_rate_limits(tmp_path):
    """Two members play a whole match, clicking as fast as the bot answers, with buckets of 2
    requests per fifth of a second: buckets run empty, discord.py waits on the headers, the bot
    keeps working, and nothing gets 429."""
    async with fake_discord_server(rate_limits=RateLimits(limit=2, window=0.2)) as server:
        config = Config(discord_token=FAKE_TOKEN, database_path=tmp_path / "tcg.sqlite3")
        async with running_client(server, CompanionBot(config, timer_interval=3600)) as bot:
            traffic = await measure_match(server, bot, "lorcana", seed=2)
            assert traffic.clicks > 50
            assert server.rate_limited == []
            assert any(r.response_headers.get("X-RateLimit-Remaining") == "0" for r in server.requests)
            assert server.unhandled == [] and server.errors == []

"""Bot benchmark: click latency with many live matches, and memory per live match. Prints figures;
asserts nothing.

    python bench/bot.py [--matches 200] [--clicks 1000] [--memory-matches 1000] [--backend postgres]
    python bench/bot.py --backend postgres --processes 4 --clickers 8 [--matches 10000]

Latency: the real bot (discord.py) against the fake Discord server on loopback, ``--matches``
practice matches against the AI open at once; each click is injected as a gateway interaction
and timed until the bot's interaction reply reaches the server, which happens after the answer
and its snapshot are committed to SQLite. Clicks go to random matches, one at a time, each after
the previous click's whole update (the AI's turn included) finished. The fake server's own work is
included, so the figures are an upper bound.

Memory: ``--memory-matches`` matches created through the match service (the states of the 256
played most recently cached in memory, bot/services/matches.py; snapshots in the database), RSS
before and after.

``--backend postgres`` runs both on a throwaway PostgreSQL server (tests/postgres_server.py)
instead of a SQLite file.

Several processes (``--processes N``, PostgreSQL only, issue 25): N real bot processes
(tests/bot/crash/bot_process.py) on one database, the fake server handing each interaction to
the next process in turn, as a load balancer would. ``--clickers`` members click at once (each on
their own match, after its previous update reached them: the next decision in their DM); printed
are click → committed → reply percentiles, clicks per second, and memory per live match (the
processes' RSS growth over opening the matches). The processes' timer loops are idle.

Traffic (``--traffic``, then nothing else runs): for each game, two members play a whole match by
random clicks through the fake server; printed are each player's notifications (new DM messages
and thread mentions) per own turn, and REST calls per click with those that changed nothing a
player sees (an edit leaving its message as it was, a DM message posted and deleted in one
update: tests/bot/table_traffic.py), then a
table of them all, and a table of the REST calls by route. The bot's clock moves by a thinking
time before each click, and the turn-timer loop runs then (its reminders count): 20 s (a live game, both at the table), 1 h (an asynchronous
game, where every decision after the opponent acted finds the player away) and 4 h (players away
longer than the notification reminder's delay, bot/discord/notices.py: one reminder per player
and turn; an MTG turn then takes days, and bot/services/timers.py forfeits nobody before a
decision's default delay, so the matches are played out); the asynchronous games are
played once more with bob's DMs closed (he plays through the thread's 我的手牌 button, pressing it
when the ephemeral panel his last click answered no longer shows his decision). Like people, a player who can only pass in the
opponent's turn passes until their own (``--no-pass-orders``: they answer every 让过).
"""

import argparse
import asyncio
import contextlib
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from datetime import UTC, datetime, timedelta
from pathlib import Path

# This file is named like the package it measures; drop its own folder from the import path.
sys.path = [p for p in sys.path if not p.endswith("bench")]
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import engine  # noqa: E402
from bot.config import Config  # noqa: E402
from bot.discord.client import CompanionBot  # noqa: E402
from bot.services.matches import MatchService  # noqa: E402
from bot.storage.database import connect  # noqa: E402
from bot.storage.migrations import migrate  # noqa: E402
from bot.storage.repositories import NewPlayer  # noqa: E402
from tests.bot.clock import FakeClock  # noqa: E402
from tests.bot.crash.test_sigkill import ROOT  # noqa: E402
from tests.bot.fakediscord import FAKE_TOKEN, fake_discord_server, running_client  # noqa: E402
from tests.bot.match_driver import components_of, wait_until  # noqa: E402
from tests.bot.table_traffic import USERS, Traffic, measure_match  # noqa: E402
from tests.postgres_server import start_server  # noqa: E402

READY_TIMEOUT = 60.0  # a loaded machine starts the bot slowly


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


@contextlib.asynccontextmanager
async def bench_database(backend: str, name: str):
    """A new empty database for one run: a SQLite file, or a schema of a throwaway PostgreSQL."""
    if backend == "sqlite":
        with tempfile.TemporaryDirectory() as folder:
            yield Path(folder) / f"{name}.sqlite3"
        return
    server = start_server()
    try:
        yield await server.new_schema()
    finally:
        server.stop()


def percentile(values: list[float], fraction: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def open_decision(server, user: str, match_id: str) -> tuple[dict, dict] | None:
    """The newest DM of ``user`` with a one-click pick for ``match_id`` (a button, or a select)."""
    for message in reversed(server.dm_messages(user)):
        for component in components_of(message):
            custom_id = component.get("custom_id", "")
            if f":{match_id}:" in custom_id and custom_id.startswith(("tcg:a:", "tcg:s:", "tcg:none:")):
                return message, component
    return None


async def latency(matches: int, clicks: int, seed: int, backend: str) -> None:
    rng = random.Random(seed)
    async with bench_database(backend, "bench") as database, fake_discord_server() as server:
        users = [server.add_member(f"player{i}") for i in range(matches)]
        config = Config(discord_token=FAKE_TOKEN, database_path=database)
        async with running_client(server, CompanionBot(config, timer_interval=3600), check_tasks=False) as bot:
            began = time.perf_counter()
            match_of = await open_matches(server, users, concurrency=1)
            await wait_until(lambda: bot.tables.busy == 0, timeout=30)
            print(f"opened {len(match_of)} live matches in {time.perf_counter() - began:.1f} s")
            times = []
            clicking = time.perf_counter()
            while len(times) < clicks:
                user = rng.choice(users)
                found = open_decision(server, user.name, match_of[user.name])
                if found is None:
                    continue
                message, component = found
                started = time.perf_counter()
                await server.response_to(await pick(server, rng, user, message, component), timeout=30)
                times.append((time.perf_counter() - started) * 1000)
                await wait_until(lambda: bot.tables.busy == 0, timeout=60)
            print(
                f"click -> committed -> reply: p50 {statistics.median(times):.1f} ms, "
                f"p99 {percentile(times, 0.99):.1f} ms, max {max(times):.1f} ms "
                f"({len(times)} clicks over {matches} live matches); "
                f"{len(times) / (time.perf_counter() - clicking):.0f} clicks/s, one at a time with each whole update"
            )


def process_rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


async def latency_across_processes(processes: int, matches: int, clicks: int, clickers: int, seed: int) -> None:
    rng = random.Random(seed)
    database_server = start_server()
    bots: list[subprocess.Popen] = []
    try:
        database = await database_server.new_schema()
        async with fake_discord_server() as server:
            server.spread_interactions = True
            users = [server.add_member(f"player{i}") for i in range(matches)]
            for _ in range(processes):
                command = [sys.executable, "-m", "tests.bot.crash.bot_process", server.api_base, server.gateway_url, database]
                idle_timers = [str(seed), "3600", "3600"]
                bots.append(subprocess.Popen([*command, *idle_timers], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            await wait_until(lambda: len(server.identifies) == processes and server.connected, timeout=READY_TIMEOUT)
            # The first matches of each process load the engine and the cards: memory counts the rest.
            warm_up = min(len(users) // 2, 4 * processes)
            match_of = await open_matches(server, users[:warm_up], concurrency=4 * processes)
            rss_before = sum(process_rss_mb(bot.pid) for bot in bots)
            began = time.perf_counter()
            match_of |= await open_matches(server, users[warm_up:], concurrency=4 * processes)
            rss_after = sum(process_rss_mb(bot.pid) for bot in bots)
            print(
                f"{processes} processes opened {len(match_of) - warm_up} live matches in {time.perf_counter() - began:.1f} s "
                f"(after {warm_up} to warm up); memory: {(rss_after - rss_before) * 1024 / max(1, len(match_of) - warm_up):.0f} KB "
                f"per live match (RSS {rss_after:.0f} MB in all)"
            )
            times: list[float] = []
            busy: set[str] = set()
            lagging = 0

            async def clicker() -> None:
                nonlocal lagging
                while len(times) < clicks:
                    user = rng.choice(users)
                    found = None if user.name in busy else open_decision(server, user.name, match_of.get(user.name, "-"))
                    if found is None:
                        await asyncio.sleep(0)
                        continue
                    busy.add(user.name)
                    message, component = found
                    started = time.perf_counter()
                    await server.response_to(await pick(server, rng, user, message, component), timeout=30)
                    times.append((time.perf_counter() - started) * 1000)
                    try:  # the whole update (the AI's turn included) reaches the player before they click again
                        await next_decision(server, user.name, match_of[user.name], component["custom_id"])
                    except AssertionError:
                        lagging += 1
                    busy.discard(user.name)

            clicking = time.perf_counter()
            await asyncio.gather(*(clicker() for _ in range(clickers)))
            print(
                f"click -> committed -> reply: p50 {statistics.median(times):.1f} ms, p99 {percentile(times, 0.99):.1f} ms, "
                f"max {max(times):.1f} ms ({len(times)} clicks by {clickers} members at once over {len(match_of)} live "
                f"matches); {len(times) / (time.perf_counter() - clicking):.0f} clicks/s"
                + (f"; {lagging} updates took over 60 s" if lagging else "")
            )
    finally:
        for bot in bots:
            bot.kill()
            bot.wait()
        database_server.stop()


async def open_matches(server, users: list, concurrency: int) -> dict[str, str]:
    """Each of ``users`` challenges the bot to a practice match; their match ids by name."""
    match_of: dict[str, str] = {}
    gate = asyncio.Semaphore(concurrency)

    async def open_one(user) -> None:
        async with gate:
            interaction = await server.slash("对战 发起", user=user, options={"对手": server.bot_user, "游戏": "lorcana", "卡组": "preset:琥珀紫晶"})
            await server.response_to(interaction, timeout=60)
            await wait_until(lambda: any(_match_ids(m) for m in server.dm_messages(user)), timeout=60)
            match_of[user.name] = next(ids[0] for m in reversed(server.dm_messages(user)) if (ids := _match_ids(m)))

    await asyncio.gather(*(open_one(user) for user in users))
    return match_of


def _match_ids(message: dict) -> list[str]:
    return [c["custom_id"].split(":")[2] for c in components_of(message) if c.get("custom_id", "").startswith("tcg:")]


async def next_decision(server, user: str, match_id: str, clicked: str) -> None:
    """Wait until ``user``'s DM no longer offers the decision ``clicked`` (the next one, or none)."""

    def moved_on() -> bool:
        found = open_decision(server, user, match_id)
        return found is None or found[1]["custom_id"] != clicked

    await wait_until(moved_on, timeout=60)


async def pick(server, rng: random.Random, user, message: dict, component: dict):
    """Click the button, or pick random values of the select, ``component`` of ``message``."""
    if component["custom_id"].startswith("tcg:s:"):
        low, high = component.get("min_values", 1), component.get("max_values", 1)
        values = [o["value"] for o in rng.sample(component["options"], rng.randint(low, high))]
        return await server.select(component["custom_id"], values, user=user, message_id=int(message["id"]))
    return await server.click(component["custom_id"], user=user, message_id=int(message["id"]))


async def memory(matches: int, seed: int, backend: str) -> None:
    rng = random.Random(seed)
    game = engine.get_game("lorcana")
    async with bench_database(backend, "memory") as database:
        conn = await connect(database)
        await migrate(conn)
        service = MatchService(conn)
        before = rss_mb()

        for index in range(matches):
            decks = game.random_decks(rng, ["p1", "p2"])
            await service.create("lorcana", [NewPlayer(1, f"u{index}a"), NewPlayer(2, f"u{index}b")], decks, rng.getrandbits(32))
        after = rss_mb()
        await conn.close()
    print(f"memory: {after - before:.0f} MB for {matches} live matches ({(after - before) * 1024 / matches:.0f} KB each), RSS {after:.0f} MB")


PACES = {"live": timedelta(seconds=20), "async": timedelta(hours=1), "async 4 h": timedelta(hours=4)}


async def traffic(seed: int, pass_orders: bool, closed_dm: bool, games: list[str], paces: list[str]) -> None:
    """Each game at each pace (and with bob's DMs closed, at the asynchronous pace): the detail of
    every match, then one table."""
    runs = [(pace, frozenset()) for pace in paces] + ([("async", frozenset({"bob"}))] if closed_dm else [])
    rows = []
    for pace, closed in runs:
        print(f"-- {pace}, {PACES[pace]} per click" + (", bob's DMs closed" if closed else ""))
        for game in games:
            with tempfile.TemporaryDirectory() as folder:
                async with fake_discord_server() as server:
                    config = Config(discord_token=FAKE_TOKEN, database_path=Path(folder) / "traffic.sqlite3")
                    clock = FakeClock(datetime(2026, 11, 1, tzinfo=UTC))
                    # A fixed match seed: the same games in every run, so runs compare.
                    bot = CompanionBot(config, clock=clock, timer_interval=3600, new_seed=lambda: seed)
                    async with running_client(server, bot, check_tasks=False, ready_timeout=READY_TIMEOUT):

                        def thinking(clock: FakeClock = clock, step: timedelta = PACES[pace], bot: CompanionBot = bot):
                            clock.now += step
                            return bot.turn_timers.fire_due()

                        measured = await measure_match(server, bot, game, seed, thinking, closed, pass_orders)
                        print("\n".join(measured.lines()))
                        rows.append((pace + (", bob's DMs closed" if closed else ""), measured))
    print(traffic_table(rows))
    print(routes_table(rows))


def routes_table(rows: list[tuple[str, Traffic]]) -> str:
    """Where each match's REST calls went: calls by route (the busiest routes first), and how many
    came before the first decision (the challenge, the deck choice)."""
    totals = Counter()
    for _, measured in rows:
        totals.update(measured.routes)
    routes = [route for route, _ in totals.most_common()]
    lines = [
        "| game | pace | REST calls | until decks chosen | " + " | ".join(routes) + " |",
        "|---|---|---|---|" + "---|" * len(routes),
    ]
    for pace, measured in rows:
        counts = " | ".join(str(measured.routes.get(route, 0)) for route in routes)
        lines.append(f"| {measured.game} | {pace} | {measured.rest_calls} | {measured.challenge_calls} | {counts} |")
    return "\n".join(lines)


def traffic_table(rows: list[tuple[str, Traffic]]) -> str:
    """REST calls per decision (and how many of them changed nothing a player sees,
    table_traffic.redundant_calls), notifications per own turn and DM messages of each player, and
    the thread's messages, by game and pace (alice / bob)."""
    lines = [
        "| game | pace | decisions | REST calls per decision | redundant calls | notifications per own turn | per turn | DM messages | thread messages |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for pace, measured in rows:
        alice, bob = USERS.values()
        lines.append(
            f"| {measured.game} | {pace} | {measured.clicks} | {measured.rest_per_click:.2f} | {measured.redundant} "
            f"| {measured.per_player_turn(alice):.2f} / {measured.per_player_turn(bob):.2f} "
            f"| {measured.per_turn(alice):.2f} / {measured.per_turn(bob):.2f} "
            f"| {measured.dm_messages[alice]} / {measured.dm_messages[bob]} | {measured.thread_posts} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--clicks", type=int, default=1000)
    parser.add_argument("--memory-matches", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite", help="the database latency and memory run on")
    parser.add_argument("--processes", type=int, default=1, help="bot processes on one PostgreSQL (2 or more: --backend postgres)")
    parser.add_argument("--clickers", type=int, default=1, help="with --processes: members clicking at once")
    parser.add_argument("--traffic", action="store_true", help="notifications and REST calls of whole matches")
    parser.add_argument("--no-pass-orders", action="store_true", help="traffic: players answer every 让过 themselves")
    parser.add_argument("--no-closed-dm", action="store_true", help="traffic: skip the run with bob's DMs closed")
    parser.add_argument("--games", default=",".join(engine.available_games()), help="traffic: these games (comma-separated)")
    parser.add_argument("--paces", default=",".join(PACES), help=f"traffic: these paces (comma-separated: {', '.join(PACES)})")
    args = parser.parse_args()
    if args.traffic:
        asyncio.run(traffic(args.seed, not args.no_pass_orders, not args.no_closed_dm, args.games.split(","), [p for p in args.paces.split(",") if p]))
        return
    if args.processes > 1:
        if args.backend != "postgres":
            parser.error("several processes share a PostgreSQL database: add --backend postgres")
        asyncio.run(latency_across_processes(args.processes, args.matches, args.clicks, args.clickers, args.seed))
        return
    asyncio.run(memory(args.memory_matches, args.seed, args.backend))
    asyncio.run(latency(args.matches, args.clicks, args.seed, args.backend))


if __name__ == "__main__":
    main()

"""What a whole match through the fake Discord server costs its players and Discord: notifications
and DM messages per player, REST calls per click. Shared by the control-panel tests and
``bench/bot.py --traffic``.

A notification is what makes a player's client ping: a new message in their DM, or a thread
message that mentions them. Edits (the panel changing in place) notify nobody.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

import orjson

import engine
from bot.discord.notices import turn_key
from bot.services.matches import player_id
from tests.bot.fakediscord import FakeDiscordServer
from tests.bot.match_driver import challenge_member, play_until_over

USERS = {"p1": "alice", "p2": "bob"}


@dataclass
class Traffic:
    game: str
    clicks: int
    rest_calls: int
    turns: int
    own_turns: dict[str, int] = field(default_factory=dict)  # by user: turns they were the active player
    hand_overs: dict[str, int] = field(default_factory=dict)  # by user: their decisions after another's
    hand_over_turns: dict[str, int] = field(default_factory=dict)  # by user: turns with a hand-over to them
    dm_messages: dict[str, int] = field(default_factory=dict)  # by user: new DM messages
    mentions: dict[str, int] = field(default_factory=dict)  # by user: thread messages mentioning them
    calls: dict[str, int] = field(default_factory=dict)  # REST calls by kind (see call_kind)
    routes: dict[str, int] = field(default_factory=dict)  # REST calls by route (see route_label)
    challenge_calls: int = 0  # REST calls until the challenge was accepted and the decks chosen
    thread_posts: int = 0  # messages posted in the match's thread (log, mentions, timers)
    answers: list[tuple[str, int]] = field(default_factory=list)  # (who answered, in which turn), in order
    # Calls no player could tell from none: edits that left a message as it was, DM messages
    # deleted in the update that posted them (see redundant_calls).
    redundant: int = 0

    def notifications(self, user: str) -> int:
        return self.dm_messages[user] + self.mentions[user]

    def per_player_turn(self, user: str) -> float:
        return self.notifications(user) / max(1, self.own_turns[user])

    def per_turn(self, user: str) -> float:
        """Notifications per turn of the game (the setup counts as one)."""
        return self.notifications(user) / (self.turns + 1)

    @property
    def rest_per_click(self) -> float:
        return self.rest_calls / max(1, self.clicks)

    def lines(self) -> list[str]:
        lines = [
            f"{self.game}: {self.turns} turns, {self.clicks} clicks, {self.rest_per_click:.2f} REST calls per click, "
            f"{self.thread_posts} thread messages, {self.redundant} redundant calls"
        ]
        for user in USERS.values():
            lines.append(
                f"  {user}: {self.notifications(user)} notifications ({self.dm_messages[user]} DM messages, "
                f"{self.mentions[user]} mentions) over {self.own_turns[user]} own turns = "
                f"{self.per_player_turn(user):.2f} per own turn, {self.per_turn(user):.2f} per turn; "
                f"{self.hand_overs[user]} hand-overs in {self.hand_over_turns[user]} turns"
            )
        kinds = sorted(self.calls.items(), key=lambda item: -item[1])
        lines.append("  per click: " + ", ".join(f"{kind} {count / max(1, self.clicks):.2f}" for kind, count in kinds))
        routes = sorted(self.routes.items(), key=lambda item: -item[1])
        lines.append(
            f"  by route ({self.challenge_calls} calls until the decks were chosen): "
            + ", ".join(f"{route} {count}" for route, count in routes)
        )
        return lines


def route_label(request) -> str:
    """The method and route template without its parameters, e.g. "PATCH channels/messages"
    (a message edited)."""
    return f"{request.method} " + "/".join(part for part in (request.route or request.path).split("/") if part and not part.startswith("{"))


def call_kind(request, thread: str, dms: set[str]) -> str:
    """What a REST call was for: the click's response, a message posted (thread or DM), edited or
    deleted, or anything else (the challenge, opening the table)."""
    if request.route == "/interactions/{interaction_id}/{token}/callback":
        return "response"
    if request.route == "/channels/{channel_id}/messages" and request.method == "POST":
        return "thread post" if request.path == thread else "DM post" if request.path in dms else "other post"
    if request.route == "/channels/{channel_id}/messages/{message_id}":
        return {"PATCH": "edit", "DELETE": "delete"}.get(request.method, "other")
    return "other"


def redundant_calls(server: FakeDiscordServer, requests: list, dms: set[str]) -> int:
    """The calls among ``requests`` that changed nothing a player sees: edits that left their
    message as it was, and DM messages (under the paths ``dms``) deleted before any click came
    after the post that made them (posted and withdrawn in one update)."""
    edited = {r.index for r in server.unchanged_edits}
    posted_at, clicked_at, withdrawn = {}, 0, 0
    for r in requests:
        if r.route == "/interactions/{interaction_id}/{token}/callback":
            clicked_at = r.index
        elif r.method == "POST" and r.path in dms and r.status < 300:
            posted_at[f"{r.path}/{r.response['id']}"] = r.index
        elif r.method == "DELETE" and posted_at.get(r.path, -1) > clicked_at:
            withdrawn += 1
    return withdrawn + sum(r.index in edited for r in requests)


def hand_overs_to(player: str, deciders: list[str]) -> int:
    """How many decisions came to ``player`` right after someone else's (``deciders``: who made
    each answer, in order): the moments a player away from the table needs a notification."""
    return sum(now == player != before for before, now in zip(deciders, deciders[1:], strict=False))


def hand_over_turns_of(player: str, deciders: list[str], turns: list[int]) -> int:
    """In how many turns of the game (``turns``: the turn of each answer) a decision came to
    ``player`` right after someone else's."""
    pairs = zip(deciders, deciders[1:], turns[1:], strict=False)
    return len({turn for before, now, turn in pairs if now == player != before})


async def answer_turns(service, match_id: str) -> list[int]:
    """The turn each answer of the match was given in (notices.turn_key), from a replay."""
    match = await service.get(match_id)
    stored = orjson.loads(match.options_json)
    state, _, _ = engine.start(match.game, stored["players"], stored["decks"], match.seed, stored["options"])
    turns = []
    for answer in await service.repo.answers(match_id):
        turns.append(turn_key(engine.view(state, None)))
        engine.advance_in_place(state, orjson.loads(answer.answer_json))
    return turns


async def measure_match(
    server: FakeDiscordServer,
    bot,
    game: str,
    seed: int,
    think=None,
    closed_dms: frozenset[str] = frozenset(),
    pass_orders: bool = False,
) -> Traffic:
    """Two members play a whole ``game`` match by random clicks; what it cost, counted from the
    fake server's request log (the challenge and deck choice included). ``think`` runs before
    each click (a bot with a test clock: move it by the player's thinking time). The users in
    ``closed_dms`` have their DMs closed and play through the thread's 我的手牌 button; with
    ``pass_orders`` a player who can only pass in the opponent's turn passes until their own."""
    first_request = len(server.requests)
    for user in closed_dms:
        server.block_dms(user, fail_create=False)
    match_id = await challenge_member(server, USERS["p1"], USERS["p2"], game=game)
    decks_chosen = len(server.requests)
    clicks = await play_until_over(server, bot, USERS, match_id, seed=seed, before_click=think, via_hand=closed_dms, pass_orders=pass_orders)
    # Not the match's traffic: challenge_member checks that a third member cannot accept.
    outsiders = {i.callback_path for i in server.interactions if i.user.name not in USERS.values()}
    requests = [r for r in server.requests[first_request:] if r.path not in outsiders]
    match = await bot.match_service.get(match_id)
    dm_of = {user: server.dm_channel_of(user) for user in USERS.values()}
    mention_of = {user: f"<@{server.user(user).id}>" for user in USERS.values()}
    thread = f"/channels/{match.thread_id}/messages"
    posted = [r for r in requests if r.method == "POST" and r.route == "/channels/{channel_id}/messages" and r.status < 300]
    turns = [e for e in await bot.match_service.public_events(match_id) if e["type"] == "turn_started"]
    deciders = [player_id(answer.player) for answer in await bot.match_service.repo.answers(match_id)]
    answered_in = await answer_turns(bot.match_service, match_id)
    dms = {f"/channels/{channel}/messages" for channel in dm_of.values()}
    calls = Counter(call_kind(r, thread, dms) for r in requests)
    return Traffic(
        game=game,
        clicks=clicks,
        rest_calls=len(requests),
        turns=len(turns),
        own_turns={user: sum(e["player"] == player for e in turns) for player, user in USERS.items()},
        hand_overs={user: hand_overs_to(player, deciders) for player, user in USERS.items()},
        hand_over_turns={user: hand_over_turns_of(player, deciders, answered_in) for player, user in USERS.items()},
        dm_messages={user: sum(r.path == f"/channels/{dm_of[user]}/messages" for r in posted) for user in USERS.values()},
        mentions={
            user: sum(r.path == thread and mention_of[user] in ((r.json or {}).get("content") or "") for r in posted)
            for user in USERS.values()
        },
        calls=dict(calls),
        routes=dict(Counter(route_label(r) for r in requests)),
        challenge_calls=sum(r.path not in outsiders for r in server.requests[first_request:decks_chosen]),
        thread_posts=sum(r.path == thread for r in posted),
        answers=list(zip(deciders, answered_in, strict=True)),
        redundant=redundant_calls(server, requests, dms),
    )


def notices_by_the_rule(answers: list[tuple[str, int]], player: str) -> int:
    """The notifications bot/discord/notices.py's rule gives ``player`` in a match whose
    ``answers`` (who, in which turn) each came after the player was away (so rule 1 never holds
    and no reminder is due): the opening panel (turn 0), then a hand-over notifies when they have
    answered since their last notification and were not notified in its turn yet."""
    count, noticed_turn, unseen = 1, 0, True
    for (before, _), (now, turn) in zip(answers, answers[1:], strict=False):
        if now == player != before and not unseen and noticed_turn != turn:
            count, noticed_turn, unseen = count + 1, turn, True
        if now == player:
            unseen = False
    return count

"""What players are sent around decisions, challenges and deck lists, through the fake Discord
server: one message per decision, ordered answers built step by step, and the small replies of
issue 16."""

from __future__ import annotations

import random

import pytest

import engine
from bot.services.decks import example_lines
from tests.bot.match_driver import (
    PRESETS,
    answer_once,
    challenge_member,
    components_of,
    decision_ids,
    newest_decision,
    public_messages,
    wait_idle,
    wait_until,
)

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

USERS = {"p1": "alice", "p2": "bob"}


def decisions_for(server, user: str, match_id: str, request_id: str) -> list[dict]:
    """The DM messages to ``user`` carrying components of one request."""
    marker = f":{match_id}:{request_id}"
    return [m for m in server.dm_messages(user) if any(marker in i for i in decision_ids(m))]


def pings(server, thread_id: int, user: str) -> list[dict]:
    mention = f"<@{server.user(user).id}>"
    return [m for m in server.messages_in(thread_id) if mention in m["content"] and "轮到你做决定" in m["content"]]


async def answer_until_simultaneous(server, bot, match_id: str, rng: random.Random) -> dict:
    """Answer single decisions until a request waits on both players; returns that request."""
    service = bot.match_service
    while True:
        await wait_idle(bot)
        pending = await service.pending(match_id)
        if len(pending) == 2:
            return next(iter(pending.values()))
        [(player, ask)] = pending.items()
        user = USERS[player]
        await wait_until(lambda who=user, request=ask["id"]: decisions_for(server, who, match_id, request))
        await answer_once(server, user, newest_decision(server, user), rng)


async def test_a_simultaneous_decision_is_sent_once_to_the_player_still_deciding(fake_discord, companion_bot):
    """Ultraman 1.2.3: both players put 5 of their 9 cards into the battlefield at once (one
    simultaneous request). When alice answers, the request is the same for bob: he gets no
    second DM and no second ping in the thread."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    [thread] = fake_discord.threads
    thread_id = int(thread["id"])
    request = await answer_until_simultaneous(fake_discord, companion_bot, match_id, random.Random(2))
    await wait_until(lambda: decisions_for(fake_discord, "bob", match_id, request["id"]))
    pinged = len(pings(fake_discord, thread_id, "bob"))

    await answer_once(fake_discord, "alice", newest_decision(fake_discord, "alice"), random.Random(3))
    await wait_idle(companion_bot)
    assert list(await companion_bot.match_service.pending(match_id)) == ["p2"]
    assert len(decisions_for(fake_discord, "bob", match_id, request["id"])) == 1
    assert len(pings(fake_discord, thread_id, "bob")) == pinged
    assert components_of(decisions_for(fake_discord, "bob", match_id, request["id"])[0])  # still answerable


async def test_the_ultraman_battlefield_order_is_picked_step_by_step_seen_and_confirmed(fake_discord, companion_bot):
    """Ultraman 1.2.3: the 5 cards go to battlefield slots 1-5 in the order picked. The DM builds
    that order in steps, showing it after each; several cards picked in one step join it in list
    order (Discord does not keep a multi-select's click order), so sent here out of list order they
    still land in list order; 确认 sends it and the slots follow it."""
    match_id = await challenge_member(fake_discord, "alice", "bob", game="ultraman")
    service = companion_bot.match_service
    request = await answer_until_simultaneous(fake_discord, companion_bot, match_id, random.Random(2))
    await wait_until(lambda: decisions_for(fake_discord, "alice", match_id, request["id"]))
    [message] = decisions_for(fake_discord, "alice", match_id, request["id"])
    message_id = int(message["id"])
    ask = (await service.pending(match_id))["p1"]
    assert ask["ordered"] and not any(i.startswith("tcg:s:") for i in decision_ids(message))
    hand = {card["id"]: card["def"] for card in (await service.view(match_id, "p1"))["zones"]["p1.hand"]["cards"]}

    steps, picks = [[7], [2], [8, 0, 4]], [7, 2, 0, 4, 8]
    for step in steps:
        [select] = [c for c in components_of(fake_discord.messages[message_id]) if c["custom_id"].startswith("tcg:d:")]
        values = [next(o["value"] for o in select["options"] if o["value"] == str(index)) for index in step]
        await fake_discord.response_to(await fake_discord.select(select["custom_id"], values, user="alice", message_id=message_id))
        shown = fake_discord.messages[message_id]["content"].splitlines()[-1]
        done = picks[: sum(len(s) for s in steps[: steps.index(step) + 1])]
        assert all(f"{n}. {ask['options'][index]['label']}" in shown for n, index in enumerate(done, 1))
    ids = decision_ids(fake_discord.messages[message_id])
    assert not any(i.startswith("tcg:d:") for i in ids)  # all 5 picked: only 重选 and 确认
    [confirm] = [i for i in ids if i.startswith("tcg:ok:")]
    await fake_discord.response_to(await fake_discord.click(confirm, user="alice", message_id=message_id))
    await wait_idle(companion_bot)
    await answer_once(fake_discord, "bob", newest_decision(fake_discord, "bob"), random.Random(4))
    await wait_idle(companion_bot)

    field = (await service.view(match_id, "p1"))["zones"]["p1.battlefield"]["cards"]
    by_slot = sorted(field, key=lambda card: card["slot"])  # a moved card is a new object (new id)
    assert [card["def"] for card in by_slot] == [hand[ask["options"][i]["id"]] for i in picks]


async def test_an_accepted_challenge_says_so_to_both_and_loses_its_buttons(fake_discord, companion_bot):
    """The accepting player is told the match starts (not "挑战已发出"), and the public challenge
    says who accepted, without live 接受/拒绝 buttons: it is the table's status message now."""
    interaction = await fake_discord.slash("对战 发起", user="alice", options={"对手": "bob", "游戏": "lorcana", "卡组": PRESETS["lorcana"]})
    await fake_discord.response_to(interaction)
    challenge = fake_discord.original_message(interaction)
    accept = next(c["custom_id"] for c in components_of(challenge) if c["custom_id"].endswith(":accept"))
    click = await fake_discord.click(accept, user="bob")
    await fake_discord.response_to(click)
    picker = fake_discord.original_message(click)
    [select] = components_of(picker)
    await fake_discord.select(select["custom_id"], [PRESETS["lorcana"]], user="bob", message_id=int(picker["id"]))
    await wait_until(lambda: len(fake_discord.threads) == 1)
    await wait_idle(companion_bot)

    assert fake_discord.messages[int(picker["id"])]["content"] == "你接受了挑战，对局马上在讨论串里开始。"
    public = fake_discord.messages[int(challenge["id"])]
    assert [c["label"] for c in components_of(public)] == ["我的手牌", "观战"]
    bob, alice = fake_discord.user("bob").id, fake_discord.user("alice").id
    assert public["content"].startswith(f"<@{bob}> 接受了 <@{alice}> 的 迪士尼洛卡纳 挑战，对局已开始。\n")


async def test_a_draw_offer_pings_the_opponent_and_its_button_goes_when_the_match_ends(fake_discord, companion_bot):
    """The offer mentions the opponent (a ping); when the match ends another way (a resignation)
    the offer's 同意和棋 button goes. An offer the bot forgot (a restart) loses it on its first click."""
    await challenge_member(fake_discord, "alice", "bob")
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    thread_id = int(thread["id"])
    offers = []
    for _ in range(2):
        offer = await fake_discord.slash("对战 求和", user="alice", channel_id=thread_id)
        reply = await fake_discord.response_to(offer)
        assert f"<@{fake_discord.user('bob').id}>" in reply.json["data"]["content"]
        assert "users" in reply.json["data"]["allowed_mentions"]["parse"]  # a ping, not only a name
        offers.append(fake_discord.original_message(offer))
    remembered = companion_bot.tables.draw_offers
    await wait_until(lambda: [len(v) for v in remembered.values()] == [2])
    forgotten = offers[1]
    next(iter(remembered.values())).pop()  # the bot forgets the newer one, as after a restart

    resign = await fake_discord.slash("对战 认输", user="bob", channel_id=thread_id)
    await fake_discord.response_to(resign)
    await wait_idle(companion_bot)
    closed = fake_discord.messages[int(offers[0]["id"])]
    assert not components_of(closed) and closed["content"] == "Alice 提议过和棋（对局已结束）。"
    assert components_of(fake_discord.messages[int(forgotten["id"])])
    [button] = components_of(forgotten)
    late = await fake_discord.click(button["custom_id"], user="bob", message_id=int(forgotten["id"]))
    await fake_discord.response_to(late)
    assert not components_of(fake_discord.messages[int(forgotten["id"])])


@pytest.mark.parametrize("game", engine.available_games())
async def test_the_deck_import_form_shows_an_example_of_its_own_game(fake_discord, companion_bot, game):
    """The example lines of the import form are real cards of the chosen game (its first preset's
    first lines), and an empty list is refused with the same example."""
    interaction = await fake_discord.slash("卡组 导入", user="alice", options={"游戏": game})
    modal = (await fake_discord.response_to(interaction)).json["data"]
    placeholder = next(c["placeholder"] for row in modal["components"] for c in row["components"] if c["custom_id"] == "list")
    examples = example_lines(game, 2)
    assert placeholder == "\n".join(examples) + "\n……"
    preset = next(iter(engine.get_game(game).preset_decks().values()))
    assert all(line in preset.splitlines() for line in examples)
    submit = await fake_discord.submit_modal(f"tcg:deckimport:{game}", {"name": "空的", "list": "  "}, user="alice")
    assert f"例如“{examples[0]}”" in (await fake_discord.response_to(submit)).json["data"]["content"]


async def test_repeated_log_lines_are_folded_into_one(fake_discord, companion_bot):
    """Lorcana 3.1.5: each player draws 7. The thread says "抽了一张牌" once per player with ×7,
    and no log line repeats the one before it, in the thread or in the full log."""
    match_id = await challenge_member(fake_discord, "alice", "bob")
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    thread_id = int(thread["id"])

    def said() -> list[str]:
        return [line for m in public_messages(fake_discord, thread_id) for line in m["content"].splitlines()]

    rng = random.Random(5)
    while not any("抽了" in line for line in said()):  # who goes first is chosen, then everyone draws
        [player] = await companion_bot.match_service.pending(match_id)
        await answer_once(fake_discord, USERS[player], newest_decision(fake_discord, USERS[player]), rng)
        await wait_idle(companion_bot)
    lines = said()
    assert "Alice 抽了一张牌。（×7）" in lines and "Bob 抽了一张牌。（×7）" in lines
    full = await fake_discord.slash("对战 日志", user="carol", channel_id=thread_id)
    logged = (await fake_discord.response_to(full)).files[0].data.decode("utf-8").splitlines()
    assert "Alice 抽了一张牌。（×7）" in logged
    assert all(a != b for a, b in zip(logged, logged[1:], strict=False))


async def test_resigning_twice_says_the_match_is_over(fake_discord, companion_bot):
    """A second /对战 认输 in the thread of the match it ended is told the match is over, not
    "你已经回答过这个请求了" nor "找不到要操作的对局"."""
    await challenge_member(fake_discord, "alice", "bob")
    await wait_idle(companion_bot)
    [thread] = fake_discord.threads
    replies = []
    for _ in range(2):
        resign = await fake_discord.slash("对战 认输", user="bob", channel_id=int(thread["id"]))
        replies.append((await fake_discord.response_to(resign)).json["data"]["content"])
        await wait_idle(companion_bot)
    assert replies == ["你已认输。", "这场对局已经结束，无法再做选择。"]

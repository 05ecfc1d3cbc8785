"""/查卡, autocomplete, the choice menu, inline [[名称]], /绰号 and /查卡设置 end to end: the real
discord.py client against the fake Discord server (tests/bot/fakediscord)."""

from __future__ import annotations

import asyncio
import random

import pytest

from bot.discord.client import CompanionBot
from bot.discord.cogs.lookup import INLINE_DELETE_WINDOW
from bot.services.matches import NewPlayer
from bot.storage.catalog import CatalogRepository
from engine.core.registry import get_game
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.lookup import release_order
from tests.bot.fakediscord import running_client

from .fixtures import IMPORTED_LORCANA_CARD

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

FLAG_EPHEMERAL = 1 << 6
REPLY_ROUTE = "/channels/{channel}/messages"


@pytest.fixture
async def bot(fake_discord, companion_config):
    fake_discord.trade_channel = fake_discord.add_text_channel("交易区")
    async with running_client(fake_discord, CompanionBot(companion_config)) as client:
        yield client


async def reply_data(fake_discord, interaction) -> dict:
    callback = await fake_discord.response_to(interaction)
    assert callback.json["type"] == 4, callback.json
    return callback.json["data"]


def field_values(embed: dict) -> dict[str, str]:
    return {field["name"]: field["value"] for field in embed["fields"]}


async def test_a_card_is_shown_with_its_facts_text_and_playable_mark(fake_discord, bot):
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": "Stitch Rock Star"}))
    (embed,) = data["embeds"]
    assert embed["title"] == "史迪奇——摇滚巨星"
    assert "Stitch - Rock Star" in embed["description"] and "可对战" in embed["description"]
    fields = field_values(embed)
    assert fields["费用"] == "6 ⬡" and fields["奇墨类别"] == "琥珀" and fields["类型"] == "角色"
    assert fields["效果"].startswith("转形 4")
    assert "迪士尼洛卡纳 · 编号 tfc-023" in embed["footer"]["text"]
    assert not data.get("components")  # one card: no menu
    assert not data.get("flags", 0) & FLAG_EPHEMERAL  # a lookup is for the whole channel


async def test_close_matches_get_a_menu_and_choosing_shows_that_card(fake_discord, bot):
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": "史迪其"}))
    stitches = [f"lorcana:{c.id}" for c in sorted(card_db().values(), key=release_order) if c.name == "史迪奇"]
    assert data["content"] == f"有 {len(stitches)} 张卡同样相符，请在下面选择："
    assert data["embeds"][0]["title"] == "史迪奇——悠闲冲浪手"
    (menu,) = data["components"][0]["components"]
    assert menu["custom_id"] == "lookup:choose"
    assert [o["value"] for o in menu["options"]] == stitches[:10] and stitches[1] == "lorcana:tfc-022"  # release order
    choice = await fake_discord.select("lookup:choose", ["lorcana:tfc-022"], user="bob")
    update = await fake_discord.response_to(choice)
    assert update.json["type"] == 7
    assert update.json["data"]["embeds"][0]["title"] == "史迪奇——新养的小狗"
    options = update.json["data"]["components"][0]["components"][0]["options"]
    assert [o["value"] for o in options if o.get("default")] == ["lorcana:tfc-022"]


async def test_filters_and_not_found(fake_discord, bot):
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": "史迪奇", "费用": 6, "颜色": "红玉"}))
    assert data["embeds"][0]["title"] == "史迪奇——可恶的东西" and not data.get("components")
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": "zzqqxx"}))
    assert data["content"].startswith("找不到与“zzqqxx”相符的卡牌") and data["flags"] & FLAG_EPHEMERAL
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": "史迪奇", "游戏": "飞行棋"}))
    assert data["content"].startswith("未知的游戏“飞行棋”") and data["flags"] & FLAG_EPHEMERAL


async def test_autocomplete_suggests_at_most_25_public_names(fake_discord, bot):
    choices = await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "名称", "sdq"))
    assert choices[0] == {"name": "史迪奇——悠闲冲浪手 · Stitch - Carefree Surfer（迪士尼洛卡纳）", "value": "lorcana:tfc-021"}
    assert len(await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "名称", ""))) == 25
    filtered = await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "名称", "史迪奇", options={"费用": 1}))
    assert [c["value"] for c in filtered] == ["lorcana:tfc-022"]
    # Suggestions are the same for everyone: names from the card data, nothing about any player.
    for user in ("bob", "admin"):
        again = await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "名称", "sdq", user=user))
        assert again == choices
    data = await reply_data(fake_discord, await fake_discord.slash("查卡", options={"名称": choices[2]["value"]}))
    assert data["embeds"][0]["title"] == "史迪奇——摇滚巨星"  # a chosen suggestion is that exact card
    colours = await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "颜色", "", options={"游戏": "lorcana"}))
    assert {c["name"] for c in colours} == {"琥珀", "紫晶", "翡翠", "红玉", "蓝钻", "钢铁"}  # the game's own colours


async def test_inline_lookup_replies_and_disappears_with_its_message(fake_discord, bot):
    cog = bot.get_cog("LookupCog")
    message = await fake_discord.send_message("`[[史迪奇]]` 你们觉得 [[sdq]] 和 [[zzqqxx]] 怎么样？", user="bob")
    reply = await fake_discord.wait_for("POST", REPLY_ROUTE)
    assert [e["title"] for e in reply.json["embeds"]] == ["史迪奇——悠闲冲浪手"]
    assert reply.json["content"] == "找不到“zzqqxx”。"
    assert str(reply.json["message_reference"]["message_id"]) == message["id"]
    await fake_discord.delete_message_by_user(int(message["id"]))
    deleted = await fake_discord.wait_for("DELETE", "/channels/{channel}/messages/{message}")
    assert deleted.path.endswith(reply.response["id"])
    # After five minutes the reply stays.
    late = await fake_discord.send_message("[[elsa]] [[xxzzqq]] [[maui]] [[hades]]", user="bob")
    reply = await fake_discord.wait_for("POST", REPLY_ROUTE)
    assert len(reply.json["embeds"]) == 2 and reply.json["content"] == "找不到“xxzzqq”。"  # three names at most
    async with asyncio.timeout(5):  # the reply is remembered once its POST has returned
        while int(late["id"]) not in cog.inline_replies:
            await asyncio.sleep(0.01)
    started = cog.clock()
    cog.clock = lambda: started + INLINE_DELETE_WINDOW + 1
    await fake_discord.delete_message_by_user(int(late["id"]))
    await fake_discord.send_message("[[hades]]", user="bob")  # a later reply proves the delete was handled
    await fake_discord.wait_for("POST", REPLY_ROUTE)
    assert int(reply.response["id"]) in fake_discord.messages


async def test_moderators_switch_inline_lookup_off_or_limit_it_to_channels(fake_discord, bot):
    refused = await reply_data(fake_discord, await fake_discord.slash("查卡设置 行内", user="alice", options={"开启": False}))
    assert refused["content"] == "只有拥有“管理服务器”权限的成员才能这样做。" and refused["flags"] & FLAG_EPHEMERAL
    data = await reply_data(fake_discord, await fake_discord.slash("查卡设置 行内", user="admin", options={"开启": False}))
    assert data["content"] == "行内查卡已关闭。"
    await fake_discord.send_message("[[史迪奇]]", user="bob")
    await reply_data(fake_discord, await fake_discord.slash("查卡设置 行内", user="admin", options={"开启": True}))
    trade = fake_discord.trade_channel
    data = await reply_data(fake_discord, await fake_discord.slash("查卡设置 频道", user="admin", options={"操作": "add", "频道": trade}))
    assert data["content"] == f"行内查卡现在可以在 <#{trade}> 使用。"
    await fake_discord.send_message("[[史迪奇]]", user="bob")  # the main channel is not listed now
    await fake_discord.send_message("[[elsa]]", user="bob", channel_id=trade)
    reply = await fake_discord.wait_for("POST", REPLY_ROUTE)
    assert reply.path == f"/channels/{trade}/messages" and reply.json["embeds"][0]["title"] == "艾莎——未归女王"
    assert fake_discord.requests_to("POST", REPLY_ROUTE) == [reply]  # nothing answered the other two
    status = await reply_data(fake_discord, await fake_discord.slash("查卡设置 查看", user="admin"))
    assert status["content"] == f"行内查卡：开启\n可用频道：<#{trade}>"


async def test_aliases_need_manage_server_and_work_in_lookups(fake_discord, bot):
    refused = await reply_data(fake_discord, await fake_discord.slash("绰号 添加", user="alice", options={"绰号": "大狗", "卡牌": "lorcana:tfc-022"}))
    assert refused["content"] == "只有拥有“管理服务器”权限的成员才能这样做。" and refused["flags"] & FLAG_EPHEMERAL
    suggestions = await fake_discord.suggestions(await fake_discord.autocomplete("绰号 添加", "卡牌", "new dog", user="admin"))
    assert suggestions[0]["value"] == "lorcana:tfc-022"
    added = await reply_data(fake_discord, await fake_discord.slash("绰号 添加", user="admin", options={"绰号": "大狗", "卡牌": "lorcana:tfc-022"}))
    assert added["content"] == "已添加绰号“大狗” → 史迪奇——新养的小狗（迪士尼洛卡纳）。"
    found = await reply_data(fake_discord, await fake_discord.slash("查卡", user="carol", options={"名称": "大狗"}))
    assert found["embeds"][0]["title"] == "史迪奇——新养的小狗"
    taken = await reply_data(fake_discord, await fake_discord.slash("绰号 添加", user="admin", options={"绰号": "大狗", "卡牌": "elsa"}))
    assert taken["content"] == "绰号“大狗”已经指向“史迪奇——新养的小狗”，请先删除它。"
    listed = await reply_data(fake_discord, await fake_discord.slash("绰号 列表", user="admin"))
    assert listed["content"] == "本服务器的绰号（1 个）：\n“大狗” → 史迪奇——新养的小狗（迪士尼洛卡纳）"
    offered = await fake_discord.suggestions(await fake_discord.autocomplete("绰号 删除", "绰号", "", user="admin"))
    assert offered == [{"name": "大狗", "value": "大狗"}]
    removed = await reply_data(fake_discord, await fake_discord.slash("绰号 删除", user="admin", options={"绰号": "大狗"}))
    assert removed["content"] == "已删除绰号“大狗”。"
    gone = await reply_data(fake_discord, await fake_discord.slash("查卡", user="carol", options={"名称": "大狗"}))
    assert gone["content"].startswith("找不到")


async def test_a_card_image_source_plugs_into_the_embed(fake_discord, bot):
    cog = bot.get_cog("LookupCog")
    drawn = []

    async def card_image(record):
        drawn.append(record.key)
        return b"\x89PNG fake image of " + record.id.encode()

    cog.card_image = card_image
    callback = await fake_discord.response_to(await fake_discord.slash("查卡", options={"名称": "tfc-023"}))
    assert drawn == ["lorcana:tfc-023"]
    assert callback.json["data"]["embeds"][0]["image"]["url"] == "attachment://card-0.png"
    (image,) = callback.files
    assert image.filename == "card-0.png" and image.data == b"\x89PNG fake image of tfc-023"


async def test_a_lookup_shows_the_rendered_card_face_when_the_game_draws_it(fake_discord, bot):
    callback = await fake_discord.response_to(await fake_discord.slash("查卡", options={"名称": "tfc-023"}))
    assert callback.json["data"]["embeds"][0]["image"]["url"] == "attachment://card-0.png"
    (image,) = callback.files
    assert image.filename == "card-0.png" and image.data.startswith(b"\x89PNG\r\n\x1a\n")
    # A card only an imported catalog knows has no face to draw: the embed comes without an image.
    await CatalogRepository(bot.db).replace_game("lorcana", [IMPORTED_LORCANA_CARD])
    assert await bot.get_cog("LookupCog").service.reload_if_imported()
    callback = await fake_discord.response_to(await fake_discord.slash("查卡", options={"名称": "lorcana:ssk-002"}))
    (embed,) = callback.json["data"]["embeds"]
    assert embed["title"] == "导入测试角色——只在目录里" and "image" not in embed and not callback.files


async def test_a_card_with_an_official_image_links_it_and_switches_to_the_drawn_face(fake_discord, bot):
    """The catalog's image address is linked (nothing downloaded or stored); a button switches to
    the face bot/render draws and back."""
    official = "https://card.example/stitch.png"
    stitch = {**IMPORTED_LORCANA_CARD, "id": "tfc-023", "name": "史迪奇", "subtitle": "摇滚巨星", "implemented": True,
              "image_url": official}  # fmt: skip
    await CatalogRepository(bot.db).replace_game("lorcana", [stitch])
    assert await bot.get_cog("LookupCog").service.reload_if_imported()
    callback = await fake_discord.response_to(await fake_discord.slash("查卡", options={"名称": "tfc-023"}))
    assert callback.json["data"]["embeds"][0]["image"]["url"] == official and not callback.files
    [button] = callback.json["data"]["components"][0]["components"]
    assert (button["label"], button["custom_id"]) == ("显示绘制卡面", "lookup:face:0:lorcana:tfc-023")
    drawn = await fake_discord.response_to(await fake_discord.click(button["custom_id"], user="bob"))
    assert drawn.json["data"]["embeds"][0]["image"]["url"] == "attachment://card-0.png" and drawn.files
    [back] = drawn.json["data"]["components"][0]["components"]
    assert (back["label"], back["custom_id"]) == ("显示官方卡图", "lookup:face:1:lorcana:tfc-023")
    official_again = await fake_discord.response_to(await fake_discord.click(back["custom_id"], user="bob"))
    assert official_again.json["data"]["embeds"][0]["image"]["url"] == official


async def test_autocomplete_never_depends_on_a_running_match(fake_discord, bot):
    """Suggestions come from card records only: a match with cards hidden in hands changes none of
    them, and every user, player or not, gets the same ones."""
    queries = ["", "sdq", "史迪奇", "tiga", "e"]

    async def suggestions(user: str) -> list[list[dict]]:
        return [await fake_discord.suggestions(await fake_discord.autocomplete("查卡", "名称", q, user=user)) for q in queries]

    before = await suggestions("bob")
    players = [fake_discord.user(name) for name in ("alice", "bob")]
    decks = get_game("lorcana").random_decks(random.Random(5), ["p1", "p2"])
    await bot.match_service.create("lorcana", [NewPlayer(seat=1, user_id=str(players[0].id)),
                                                        NewPlayer(seat=2, user_id=str(players[1].id))], decks, 5)  # fmt: skip
    for user in ("alice", "bob", "carol"):
        assert await suggestions(user) == before

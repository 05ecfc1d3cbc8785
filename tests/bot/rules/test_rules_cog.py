"""/规则 and /裁定 end to end: the real bot against the fake Discord server."""

from __future__ import annotations

from tests.bot.fakediscord.payloads import CALLBACK_CHANNEL_MESSAGE, CALLBACK_UPDATE_MESSAGE, FLAG_EPHEMERAL

pytest_plugins = ["tests.bot.fakediscord.fixtures"]


async def reply(fake_discord, interaction) -> dict:
    callback = await fake_discord.response_to(interaction)
    assert callback.json["type"] in (CALLBACK_CHANNEL_MESSAGE, CALLBACK_UPDATE_MESSAGE)
    return callback.json


async def test_rule_by_number_shows_subrules_references_and_jumps(fake_discord, companion_bot):
    names = sorted(c["name"] for c in fake_discord.commands[None])
    assert {"裁定", "规则"} <= set(names)

    asked = await fake_discord.slash("规则", user="bob", options={"游戏": "lorcana", "编号或关键词": "7.5.3"})
    data = (await reply(fake_discord, asked))["data"]
    [embed] = data["embeds"]
    assert embed["title"] == "【迪士尼洛卡纳】规则 7.5.3（起动式奇能）"
    assert embed["description"].startswith("使用起动式奇能时,主动玩家按照顺序遵循以下步骤。")
    assert embed["fields"][0]["name"] == "子规则（3 条）："
    assert embed["fields"][0]["value"].splitlines()[1].startswith("**7.5.3.2** 第二步")
    assert embed["footer"]["text"] == "上级规则：7.5（起动式奇能）"
    [select] = data["components"][0]["components"]
    assert select["custom_id"] == "rules:jump:lorcana"
    assert [o["value"] for o in select["options"]] == ["7.5.3.1", "7.5.3.2", "7.5.3.3", "7.5"]

    # Jump to 7.5.3.2: the message now shows it, with the rules it references.
    jumped = await fake_discord.select("rules:jump:lorcana", ["7.5.3.2"], user="bob")
    update = await reply(fake_discord, jumped)
    assert update["type"] == CALLBACK_UPDATE_MESSAGE
    [embed] = update["data"]["embeds"]
    assert embed["title"] == "【迪士尼洛卡纳】规则 7.5.3.2（起动式奇能）"
    assert embed["fields"] == [
        {"name": "引用的规则：", "value": "**4.3.4.4** 打出卡\n**4.3.4.6** 打出卡", "inline": False}
    ]
    options = update["data"]["components"][0]["components"][0]["options"]
    assert [o["value"] for o in options] == ["4.3.4.4", "4.3.4.6", "7.5.3"]


async def test_rule_by_pinyin_keyword_and_a_glossary_term(fake_discord, companion_bot):
    asked = await fake_discord.slash("规则", options={"游戏": "underworld", "编号或关键词": "duidie"})
    [embed] = (await reply(fake_discord, asked))["data"]["embeds"]
    assert embed["title"] == "【隐秘世界】与“duidie”最相关的规则："
    assert embed["fields"][0]["value"].startswith("**堆叠** 打出的卡牌和发动的能力")

    asked = await fake_discord.slash("规则", options={"游戏": "lorcana", "编号或关键词": "奇囊"})
    [embed] = (await reply(fake_discord, asked))["data"]["embeds"]
    assert embed["title"] == "【迪士尼洛卡纳】术语：奇囊"
    assert embed["description"].startswith("并非实际存在的区域")


async def test_rule_not_found_is_a_private_chinese_message(fake_discord, companion_bot):
    asked = await fake_discord.slash("规则", options={"游戏": "sanguozhi", "编号或关键词": "999.9"})
    data = (await reply(fake_discord, asked))["data"]
    assert data["flags"] == FLAG_EPHEMERAL
    assert data["content"].startswith("三国智规则中没有编号 999.9。你是不是要找：")


async def test_mtg_rulings_from_the_release_notes(fake_discord, companion_bot):
    asked = await fake_discord.slash("裁定 查询", options={"卡名": "cloud midgar mercenary"})
    [embed] = (await reply(fake_discord, asked))["data"]["embeds"]
    assert embed["title"] == "裁定：米德加佣兵克劳德（Cloud, Midgar Mercenary）"
    [field] = embed["fields"]
    assert field["name"] == "万智牌：最终幻想 · 米德加佣兵克劳德（Cloud, Midgar Mercenary）"
    assert field["value"].startswith("1. 触发式异能会运用「当~」")


async def test_only_server_managers_add_and_remove_rulings(fake_discord, companion_bot):
    options = {"游戏": "lorcana", "卡名": "史迪奇——新养的小狗", "内容": "挑战后仍可唱歌。"}
    refused = await fake_discord.slash("裁定 添加", user="alice", options=options)
    data = (await reply(fake_discord, refused))["data"]
    assert data["flags"] == FLAG_EPHEMERAL
    assert data["content"] == "只有拥有“管理服务器”权限的成员才能添加或删除裁定。"
    missing = await fake_discord.slash("裁定 查询", user="alice", options={"卡名": "史迪奇——新养的小狗"})
    assert (await reply(fake_discord, missing))["data"]["content"] == "没有找到“史迪奇——新养的小狗”的裁定。"

    added = await fake_discord.slash("裁定 添加", user="admin", options=options)
    assert (await reply(fake_discord, added))["data"]["content"] == "已为迪士尼洛卡纳的“史迪奇——新养的小狗”添加裁定 #1。"

    shown = await fake_discord.slash("裁定 查询", user="bob", options={"卡名": "史迪奇 新养的小狗", "游戏": "lorcana"})
    [embed] = (await reply(fake_discord, shown))["data"]["embeds"]
    [field] = embed["fields"]
    assert field["name"] == "迪士尼洛卡纳 · 史迪奇——新养的小狗"
    admin_id = fake_discord.user("admin").id
    assert field["value"].startswith(f"#1 挑战后仍可唱歌。（<@{admin_id}>，")

    refused = await fake_discord.slash("裁定 删除", user="bob", options={"编号": 1})
    assert (await reply(fake_discord, refused))["data"]["content"] == "只有拥有“管理服务器”权限的成员才能添加或删除裁定。"
    removed = await fake_discord.slash("裁定 删除", user="admin", options={"编号": 1})
    assert (await reply(fake_discord, removed))["data"]["content"] == "已删除“史迪奇——新养的小狗”的裁定 #1。"
    again = await fake_discord.slash("裁定 删除", user="admin", options={"编号": 1})
    assert (await reply(fake_discord, again))["data"]["content"] == "本服务器没有编号为 1 的裁定。"


async def test_an_mtg_card_name_in_rules_lookup_gives_its_rulings(fake_discord, companion_bot):
    """As ``tcg rule mtg 卡名`` does: Haste Magic's ruling is an unbulleted paragraph in the notes."""
    asked = await fake_discord.slash("规则", options={"游戏": "mtg", "编号或关键词": "急速魔法"})
    data = (await reply(fake_discord, asked))["data"]
    [embed] = data["embeds"]
    assert embed["title"] == "裁定：急速魔法（Haste Magic）"
    assert embed["fields"][0]["value"].startswith("1. 以此法使用牌时,你仍须支付所有费用")
    assert not data.get("flags")  # an answer for the channel, not a private error

"""/卡牌包 重新加载: the bot owner reloads community card packs from Discord."""

from __future__ import annotations

import engine
from bot.config import Config
from bot.discord.client import CompanionBot
from bot.discord.cogs.cards import check_card_file
from engine.core.registry import reload_cards
from tests.bot.fakediscord import FAKE_TOKEN, RecordedFile, running_client

pytest_plugins = ["tests.bot.fakediscord.fixtures"]

GOOD = 'id = "练习-901"\nname = "练习卡·社区新兵"\npractice = true\nkeywords = ["奥特战士"]\npower = 4000\nsupport_power = 1000\n'
BAD = 'id = "练习-902"\nname = "练习卡·坏卡"\npractice = true\npower = "很强"\n'


async def test_the_owner_reloads_packs_and_sees_every_problem(fake_discord, tmp_path):
    packs = tmp_path / "cards"
    config = Config(discord_token=FAKE_TOKEN, database_path=tmp_path / "tcg.sqlite3", card_packs_path=packs)
    try:
        async with running_client(fake_discord, CompanionBot(config)):
            assert "练习-901" not in engine.get_game("ultraman").card_library.cards()
            (packs / "ultraman").mkdir(parents=True)
            (packs / "ultraman" / "good.toml").write_text(GOOD, encoding="utf-8")
            (packs / "ultraman" / "bad.toml").write_text(BAD, encoding="utf-8")

            refused = await fake_discord.slash("卡牌包 重新加载", user="alice")
            assert "只有机器人的管理员" in (await fake_discord.response_to(refused)).json["data"]["content"]
            assert "练习-901" not in engine.get_game("ultraman").card_library.cards()

            reload = await fake_discord.slash("卡牌包 重新加载", user="admin")  # the application owner
            await fake_discord.response_to(reload)
            text = (await fake_discord.followup_to(reload)).json["content"]
            assert "奥特曼英雄对决：有 1 个问题" in text and "bad.toml" in text
            assert "迪士尼洛卡纳：没有问题" in text
            assert "练习-901" in engine.get_game("ultraman").card_library.cards()
    finally:
        reload_cards(None)  # the other tests see the built-in cards only


CHECKED = GOOD + '\n[[effects]]\ntimings = ["attack"]\ntext = "攻：本回合对方主战角色战力-1000。"\n' \
    'steps = [{ step = "modify", amount = -1000, target = "opponent_main" }]\n'
TYPO = 'id = "CP09-001"\nname = "拼错的卡"\npower = 4000\nsuport_power = 1000\n'


async def test_a_server_admin_checks_a_card_file_privately(fake_discord, tmp_path):
    """/卡牌包 检查: problems with file and line, or the card's text and face; nothing is loaded,
    and only a server admin may ask."""
    config = Config(discord_token=FAKE_TOKEN, database_path=tmp_path / "tcg.sqlite3", card_packs_path=tmp_path / "cards")
    upload = RecordedFile("file", "community.toml", "application/toml", CHECKED.encode())
    async with running_client(fake_discord, CompanionBot(config)):
        refused = await fake_discord.slash("卡牌包 检查", user="alice", options={"game": "ultraman", "file": upload})
        assert "只有服务器管理员" in (await fake_discord.response_to(refused)).json["data"]["content"]

        checked = await fake_discord.slash("卡牌包 检查", user="admin", options={"game": "ultraman", "file": upload})
        assert (await fake_discord.response_to(checked)).json["data"]["flags"] & 64  # private
        reply = await fake_discord.followup_to(checked)
        assert "没有问题，共 1 张卡牌" in reply.json["content"] and "攻：本回合对方主战角色战力-1000。" in reply.json["content"]
        assert reply.json["flags"] & 64 and [f.data[:4] for f in reply.files] == [b"\x89PNG"]
        assert "练习-901" not in engine.get_game("ultraman").card_library.cards()

        typo = RecordedFile("file", "typo.toml", "application/toml", TYPO.encode())
        checked = await fake_discord.slash("卡牌包 检查", user="admin", options={"game": "ultraman", "file": typo})
        await fake_discord.response_to(checked)
        text = (await fake_discord.followup_to(checked)).json["content"]
        assert "typo.toml 第 4 行：未知字段“suport_power”，是否想写“support_power”？" in text


def test_the_check_reply_warns_about_a_text_unlike_the_generated_one():
    """The card is valid (it would load), so its face is shown, with the warning beside it."""
    odd = GOOD + '\n[[effects]]\ntimings = ["attack"]\ntext = "攻：对方随机弃2张牌。"\nsteps = [{ step = "add_energy" }]\n'
    reply, images = check_card_file("ultraman", "odd.toml", odd.encode())
    assert "没有问题，共 1 张卡牌" in reply and len(images) == 1
    assert "• 练习-901 的第 1 个效果：手写的 text 与按 TOML 生成的文字差别较大" in reply

"""Server rulings: the repository over SQLite, and the service combining them with MTG's shipped rulings."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.services.rules import RulesError
from bot.services.rules.rulings import RulingsService
from bot.storage.rulings import RulingsRepository

NOW = datetime(2025, 5, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def repository(migrated_db):
    return RulingsRepository(migrated_db, clock=lambda: NOW)


@pytest.fixture
def service(repository, rules):
    return RulingsService(repository, rules)


async def test_repository_adds_lists_and_removes_per_guild(repository):
    first = await repository.add("g1", "lorcana", "史迪奇新养的小狗", "史迪奇——新养的小狗", "裁定一", "u1")
    second = await repository.add("g1", "lorcana", "史迪奇新养的小狗", "史迪奇 新养的小狗", "裁定二", "u2")
    await repository.add("g2", "lorcana", "史迪奇新养的小狗", "史迪奇", "别的服务器", "u3")
    assert first.created_at == NOW and first.author_id == "u1"
    assert [r.text for r in await repository.for_card("g1", "lorcana", "史迪奇新养的小狗")] == ["裁定一", "裁定二"]
    assert await repository.card_names("g1") == {("lorcana", "史迪奇新养的小狗"): "史迪奇 新养的小狗"}
    assert await repository.remove("g2", first.id) is None  # another guild's ruling is untouched
    assert (await repository.remove("g1", first.id)).text == "裁定一"
    assert [r.id for r in await repository.for_card("g1", "lorcana", "史迪奇新养的小狗")] == [second.id]


async def test_a_server_ruling_is_found_by_a_close_name(service):
    added = await service.add("g1", "ultraman", "赛罗奥特曼 (HBU01-A07)", "翻开效果每回合一次。", "u1")
    assert added.card_key == "赛罗奥特曼hbu01a07"
    [result] = await service.find("g1", "赛罗奥特曼 HBU01-A07")
    assert result.game == "ultraman" and result.card_name == "赛罗奥特曼 (HBU01-A07)"
    assert [r.text for r in result.server] == ["翻开效果每回合一次。"] and result.shipped == ()
    with pytest.raises(RulesError) as caught:
        await service.find("g2", "赛罗奥特曼 HBU01-A07")  # other servers do not see it
    assert caught.value.message == "没有找到“赛罗奥特曼 HBU01-A07”的裁定。"


async def test_mtg_combines_release_notes_and_server_rulings_under_both_names(service):
    await service.add("g1", "mtg", "Cloud, Midgar Mercenary", "本服务器：两次触发分别选择目标。", "u1")
    [result] = await service.find("g1", "米德加佣兵克劳德", "mtg")
    assert result.card_name == "米德加佣兵克劳德（Cloud, Midgar Mercenary）"
    assert len(result.shipped) == 4
    assert [r.text for r in result.server] == ["本服务器：两次触发分别选择目标。"]
    assert result.server[0].card_key == "cloudmidgarmercenary"


async def test_bad_input_is_refused_in_chinese_and_stores_nothing(service, repository):
    cases = [
        (("g1", "pokemon", "皮卡丘", "x", "u1"), "没有游戏“pokemon”的规则。"),
        (("g1", "lorcana", "  ", "x", "u1"), "请输入卡名。"),
        (("g1", "lorcana", "米奇", "   ", "u1"), "裁定内容不能为空。"),
        (("g1", "lorcana", "米奇", "长" * 1001, "u1"), "裁定内容最多 1000 字，你输入了 1001 字。"),
    ]
    for args, message in cases:
        with pytest.raises(RulesError) as caught:
            await service.add(*args)
        assert caught.value.message.startswith(message)
    assert await repository.card_names("g1") == {}
    with pytest.raises(RulesError) as caught:
        await service.remove("g1", 99)
    assert caught.value.message == "本服务器没有编号为 99 的裁定。"

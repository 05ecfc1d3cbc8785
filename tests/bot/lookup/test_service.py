"""The lookup service over a database: games from the registry, imported catalogs, aliases."""

import pytest

from bot.services.lookup import Filters, LookupProblem, LookupService
from bot.storage.catalog import CatalogRepository
from engine.core import registry

from .fixtures import IMPORTED_LORCANA_CARD as IMPORTED
from .fixtures import FixtureLookupGame


@pytest.fixture
async def service(migrated_db):
    lookup = LookupService(migrated_db)
    await lookup.load()
    return lookup


@pytest.fixture
def fixture_game():
    registry.register(FixtureLookupGame())
    yield
    registry.unregister("fixture")


async def test_every_registered_game_is_indexed(fixture_game, service):
    assert service.get("lorcana:tfc-021").name == "史迪奇"
    tiga = service.get("fixture:fx-001")
    assert tiga.game_name == "测试游戏" and tiga.implemented
    assert service.search("tiga", filters=Filters(game="fixture"))[0].record.key == "fixture:fx-001"
    assert service.search("tiga")[0].record.key == "ultraman:HBU-TDG-01"  # every game is searched
    assert all(m.record.game == "lorcana" for m in service.search("tiga", filters=Filters(game="lorcana")))


async def test_an_import_is_picked_up_with_its_printed_text(service):
    assert service.get("lorcana:ssk-002") is None
    assert not await service.reload_if_imported()
    await CatalogRepository(service.catalog.conn).replace_game("lorcana", [IMPORTED])
    assert await service.reload_if_imported()
    imported = service.get("lorcana:ssk-002")
    assert imported.printed_text == "【都坐下】 印刷的文字。" and imported.text == "" and not imported.implemented
    assert ("费用", "3 ⬡") in imported.facts
    assert service.search("导入测试角色只在目录里")[0].record.id == "ssk-002"


async def test_aliases_are_added_listed_and_removed(service):
    stored, record = await service.add_alias("g1", "大狗", "lorcana:tfc-022", "u1")
    assert record.id == "tfc-022" and stored.author_id == "u1"
    assert service.search("大狗", guild="g1")[0].record.id == "tfc-022"
    assert service.search("大狗", guild="g2") == []
    # A card named in words is resolved by search; an alias key is unique in the server.
    await service.add_alias("g1", "摇滚", "stitch rock star", "u1")
    with pytest.raises(LookupProblem, match="已经指向“史迪奇——新养的小狗”"):
        await service.add_alias("g1", "大 狗", "tfc-021", "u2")
    with pytest.raises(LookupProblem, match="找不到"):
        await service.add_alias("g1", "没有", "zzqqxx", "u2")
    with pytest.raises(LookupProblem, match="绰号不能为空"):
        await service.add_alias("g1", "  !! ", "tfc-021", "u2")
    listed = await service.list_aliases("g1")
    assert [(a.alias, r.id) for a, r in listed] == [("大狗", "tfc-022"), ("摇滚", "tfc-023")]
    await service.remove_alias("g1", "大狗")
    assert service.search("大狗", guild="g1") == []
    with pytest.raises(LookupProblem, match="没有绰号"):
        await service.remove_alias("g1", "大狗")


async def test_inline_lookup_can_be_switched_off_or_limited_to_channels(service):
    settings = service.inline_settings
    assert await service.inline_allowed("g1", ["c1", "None"])
    await settings.add_channel("g1", "c2")
    assert not await service.inline_allowed("g1", ["c1", "None"])
    assert await service.inline_allowed("g1", ["t9", "c2"])  # a thread under an allowed channel
    await settings.set_enabled("g1", False)
    assert not await service.inline_allowed("g1", ["c2", "None"])

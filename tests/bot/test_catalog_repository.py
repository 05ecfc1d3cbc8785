"""The card store (bot/storage/catalog.py) on both databases: the same counts, cards and order."""

from bot.storage.catalog import CatalogRepository


def record(card_id: str, name: str, implemented: bool) -> dict:
    return {"id": card_id, "name": name, "subtitle": None, "name_en": None, "subtitle_en": None, "type": "角色",
            "printed_text": "【突袭】", "implemented": implemented, "cost": 3}  # fmt: skip


async def test_a_replaced_catalog_reads_back_alike(migrated_db):
    catalog = CatalogRepository(migrated_db)
    await catalog.replace_game("lorcana", [record("tfc-009", "乙", False), record("tfc-001", "甲", True)])
    await catalog.replace_game("lorcana", [record("tfc-009", "乙", False), record("tfc-002", "丙", True)])

    total, implemented = await catalog.count("lorcana")
    assert (total, implemented) == (2, 1) and type(implemented) is int
    card = await catalog.get("lorcana", "tfc-002")
    assert set(card) == {"game", "card_id", "name", "subtitle", "name_en", "subtitle_en", "card_type", "printed_text",
                         "implemented", "imported_at", "cost"}  # fmt: skip
    assert (card["name"], card["cost"], card["implemented"]) == ("丙", 3, 1)
    assert [r["id"] for r in await catalog.records("lorcana")] == ["tfc-009", "tfc-002"]  # import order
    assert await catalog.get("lorcana", "tfc-001") is None
    assert (await catalog.fingerprint())[0] == 2

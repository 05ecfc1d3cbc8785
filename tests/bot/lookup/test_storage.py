"""The alias and inline-settings repositories (migration 0004)."""

import pytest

from bot.storage.aliases import AliasExists, AliasRepository, InlineSettingsRepository


async def test_aliases_are_per_server_and_game_and_unique_by_key(migrated_db):
    repository = AliasRepository(migrated_db)
    stored = await repository.add("g1", "lorcana", "大狗", "大狗", "tfc-022", "u1")
    assert (stored.alias, stored.card_id, stored.author_id) == ("大狗", "tfc-022", "u1") and stored.created_at
    await repository.add("g2", "lorcana", "大狗", "大狗", "tfc-023", "u2")  # another server may reuse it
    with pytest.raises(AliasExists) as taken:
        await repository.add("g1", "lorcana", "大 狗", "大狗", "tfc-021", "u3")
    assert taken.value.existing.card_id == "tfc-022"
    assert [a.card_id for a in await repository.list("g1")] == ["tfc-022"]
    assert len(await repository.list()) == 2
    removed = await repository.remove("g1", "大狗")
    assert [a.alias for a in removed] == ["大狗"]
    assert await repository.list("g1") == []
    assert await repository.remove("g1", "大狗") == []


async def test_inline_settings_default_to_on_everywhere(migrated_db):
    settings = InlineSettingsRepository(migrated_db)
    assert await settings.enabled("g1") and await settings.channels("g1") == []
    await settings.set_enabled("g1", False)
    assert not await settings.enabled("g1") and await settings.enabled("g2")
    await settings.set_enabled("g1", True)
    assert await settings.enabled("g1")
    await settings.add_channel("g1", "c1")
    await settings.add_channel("g1", "c1")
    await settings.add_channel("g1", "c2")
    assert await settings.channels("g1") == ["c1", "c2"]
    assert await settings.remove_channel("g1", "c1") and not await settings.remove_channel("g1", "c1")
    await settings.clear_channels("g1")
    assert await settings.channels("g1") == []

"""The lookup service: builds the card index from every available game and the imported catalogs,
keeps server aliases in it, and answers searches. Discord-free, so the CLI and tests use it too."""

from __future__ import annotations

import aiosqlite

from bot.messages import t
from bot.storage.aliases import AliasExists, AliasRepository, InlineSettingsRepository, StoredAlias
from bot.storage.catalog import CatalogRepository
from engine.core.registry import available_games, get_game

from .index import NO_FILTERS, Alias, CardIndex, Filters, Match
from .keys import normalize
from .records import CardRecord
from .text_search import TextSearch

MAX_ALIAS_LENGTH = 32


class LookupProblem(Exception):
    """Bad input for a lookup command; ``message`` is the Chinese text to show. Nothing changed."""

    def __init__(self, key: str, **params: object) -> None:
        self.message = t(key, **params)
        super().__init__(self.message)


async def load_records(conn: aiosqlite.Connection | None) -> list[CardRecord]:
    """Every card of every available game: built-in cards and, with a database, imported ones."""
    catalog = CatalogRepository(conn) if conn is not None else None
    records = []
    for game_id in available_games():
        game = get_game(game_id)
        imported = await catalog.records(game_id) if catalog is not None else []
        records += [CardRecord.from_game(game_id, game.name, record) for record in game.lookup_records(imported)]
    return records


class LookupService:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.catalog = CatalogRepository(conn)
        self.aliases = AliasRepository(conn)
        self.inline_settings = InlineSettingsRepository(conn)
        self._conn = conn
        self._records: list[CardRecord] = []
        self._imported: tuple[int, str | None] | None = None
        self.index = CardIndex([])
        self._text = TextSearch([])

    async def load(self) -> None:
        """Build the index from the games, the card store and the stored aliases."""
        self._imported = await self.catalog.fingerprint()
        self._records = await load_records(self._conn)
        self._text = TextSearch(self._records)
        await self._rebuild()

    async def reload_if_imported(self) -> bool:
        """Rebuild when a catalog was imported since the last build (`tcg cards import` runs in
        another process); returns whether it did."""
        if await self.catalog.fingerprint() == self._imported:
            return False
        await self.load()
        return True

    async def _rebuild(self) -> None:
        aliases = [Alias(a.guild_id, a.game, a.alias, a.card_id, a.author_id, a.created_at) for a in await self.aliases.list()]
        self.index = CardIndex(self._records, aliases)

    # ---- searching
    def search(self, query: str, *, guild: str | None = None, filters: Filters = NO_FILTERS, limit: int = 10) -> list[Match]:
        return self.index.search(query, guild=guild, filters=filters, limit=limit)

    def search_text(self, query: str, filters: Filters = NO_FILTERS) -> list[CardRecord]:
        """Cards whose text says every word of ``query`` (``text_search.py``)."""
        return self._text.search(query, filters)

    def get(self, key: str) -> CardRecord | None:
        return self.index.get(key)

    def resolve(self, text: str, *, guild: str | None = None, filters: Filters = NO_FILTERS) -> CardRecord:
        """The card ``text`` names: a key from autocomplete, else the best search match."""
        record = self.index.get(text)
        if record is not None and filters.accepts(record):
            return record
        matches = self.search(text, guild=guild, filters=filters, limit=1)
        if not matches:
            raise LookupProblem("lookup.not_found", query=text)
        return matches[0].record

    # ---- aliases (绰号)
    async def add_alias(self, guild: str, alias: str, card: str, author: str) -> tuple[StoredAlias, CardRecord]:
        alias = alias.strip()
        alias_key = normalize(alias)
        if not alias_key or len(alias) > MAX_ALIAS_LENGTH:
            raise LookupProblem("lookup.alias.bad", max=MAX_ALIAS_LENGTH)
        record = self.resolve(card, guild=guild)
        try:
            stored = await self.aliases.add(guild, record.game, alias, alias_key, record.id, author)
        except AliasExists as error:
            taken = self.index.get(f"{error.existing.game}:{error.existing.card_id}")
            raise LookupProblem("lookup.alias.taken", alias=error.existing.alias,
                                card=taken.full_name if taken else error.existing.card_id) from None  # fmt: skip
        await self._rebuild()
        return stored, record

    async def remove_alias(self, guild: str, alias: str) -> list[StoredAlias]:
        removed = await self.aliases.remove(guild, normalize(alias))
        if not removed:
            raise LookupProblem("lookup.alias.unknown", alias=alias)
        await self._rebuild()
        return removed

    async def list_aliases(self, guild: str) -> list[tuple[StoredAlias, CardRecord | None]]:
        return [(a, self.index.get(f"{a.game}:{a.card_id}")) for a in await self.aliases.list(guild)]

    # ---- inline lookup ([[名称]])
    async def inline_allowed(self, guild: str, channel_ids: list[str]) -> bool:
        """Whether inline lookup answers in a channel (``channel_ids``: the channel and, for a
        thread, its parent)."""
        if not await self.inline_settings.enabled(guild):
            return False
        allowed = await self.inline_settings.channels(guild)
        return not allowed or any(channel in allowed for channel in channel_ids)

"""Deck lists: saving (validated by the engine, every problem listed), listing, reading, deleting,
and resolving the deck a player picks for a match (one of theirs, or a preset shipped with the game).

A saved list is private to its owner: only the owner's own commands read it, and a match keeps the
card ids in its private options, never the text.
"""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite

import engine
from bot.messages import t
from bot.storage.decks import Deck, DeckRepository
from engine.core.decklist import deck_lines

MAX_NAME_LENGTH = 40
MAX_LIST_LENGTH = 4000  # a Discord modal's paragraph input holds at most 4,000 characters
PRESET_PREFIX = "preset:"  # deck choices: "preset:<name>" or "mine:<name>"
MINE_PREFIX = "mine:"


class DeckError(Exception):
    """A deck the service refuses; the message is Chinese and lists every problem."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class DeckChoice:
    value: str  # "preset:<name>" / "mine:<name>", what select menus and autocomplete carry
    label: str


class DeckService:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.repo = DeckRepository(conn)

    async def save(self, owner_id: str, game_id: str, name: str, list_text: str) -> tuple[Deck, int, bool]:
        """Validate and save; returns (deck, card count, created). Raises DeckError."""
        name = name.strip()
        if not name or len(name) > MAX_NAME_LENGTH:
            raise DeckError(t("deck.bad_name", limit=MAX_NAME_LENGTH))
        if len(list_text) > MAX_LIST_LENGTH:
            raise DeckError(t("deck.too_long", limit=MAX_LIST_LENGTH))
        cards = parse(game_id, list_text)
        deck, created = await self.repo.save(owner_id, game_id, name, list_text.strip())
        return deck, len(cards), created

    async def list(self, owner_id: str, game_id: str | None = None) -> list[Deck]:
        return await self.repo.list(owner_id, game_id)

    async def get(self, owner_id: str, game_id: str, name: str) -> Deck:
        deck = await self.repo.get(owner_id, game_id, name.strip())
        if deck is None:
            raise DeckError(t("deck.not_found", name=name))
        return deck

    async def delete(self, owner_id: str, game_id: str, name: str) -> None:
        if not await self.repo.delete(owner_id, game_id, name.strip()):
            raise DeckError(t("deck.not_found", name=name))

    async def choices(self, owner_id: str, game_id: str) -> list[DeckChoice]:
        """What a player may bring to a match of this game: their decks, then the presets."""
        mine = [DeckChoice(MINE_PREFIX + d.name, t("deck.choice_mine", name=d.name)) for d in await self.list(owner_id, game_id)]
        presets = [
            DeckChoice(PRESET_PREFIX + name, t("deck.choice_preset", name=name))
            for name in engine.get_game(game_id).preset_decks()
        ]
        return mine + presets

    async def cards_for(self, owner_id: str, game_id: str, choice: str) -> list[str]:
        """The card ids of a deck choice, validated now (cards or rules may have changed since it
        was saved). Raises DeckError."""
        return parse(game_id, await self._list_text(owner_id, game_id, choice))

    async def lists_for(self, owner_id: str, game_id: str, choice: str) -> tuple[list[str], list[str] | None]:
        """The deck and sideboard of a deck choice, for a best-of-N match (the sideboard is None
        for a game without sideboards). Raises DeckError."""
        text = await self._list_text(owner_id, game_id, choice)
        return parse(game_id, text), sideboard(game_id, text)

    async def _list_text(self, owner_id: str, game_id: str, choice: str) -> str:
        if choice.startswith(PRESET_PREFIX):
            presets = engine.get_game(game_id).preset_decks()
            name = choice.removeprefix(PRESET_PREFIX)
            if name not in presets:
                raise DeckError(t("deck.not_found", name=name))
            return presets[name]
        return (await self.get(owner_id, game_id, choice.removeprefix(MINE_PREFIX))).list_text


def example_lines(game_id: str, count: int = 1) -> list[str]:
    """Deck-list lines of real cards of the game, for hints: the first lines of its first preset."""
    text = next(iter(engine.get_game(game_id).preset_decks().values()))
    return [line.text for line in deck_lines(text) if line.count is not None][:count]


def sideboard(game_id: str, list_text: str) -> list[str] | None:
    """The sideboard of a list the engine already accepted (``parse``)."""
    return engine.get_game(game_id).parse_sideboard(list_text)


def parse(game_id: str, list_text: str, catalog: list[dict] | None = None) -> list[str]:
    """The engine's reading of a deck list, every problem at once in a DeckError: against the
    implemented cards, or with ``catalog`` (an imported catalog's records) against every printed
    card, as an event registers a list."""
    if not list_text.strip():
        raise DeckError(t("deck.empty", example=example_lines(game_id)[0]))
    game = engine.get_game(game_id)
    try:
        return game.parse_deck(list_text) if catalog is None else game.parse_catalog_deck(list_text, catalog)
    except engine.GameError as error:
        raise DeckError(error.message) from error

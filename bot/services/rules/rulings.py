"""Card rulings: the MTG release notes' rulings shipped with the package, plus each server's own
rulings that moderators add and remove (stored by ``bot.storage.rulings``).

A server ruling is keyed by the card name in compact form (``cards.compact_name``); for MTG a name
that matches a shipped card is keyed by the card's English name, so Chinese and English names of
one card share their rulings.
"""

from __future__ import annotations

from dataclasses import dataclass

from rapidfuzz import fuzz

from bot.storage.rulings import RulingsRepository, ServerRuling
from engine.core.registry import GAME_NAMES

from .cards import compact_name
from .model import CardRulings
from .service import RulesError, RulesService

MAX_RULING_LENGTH = 1000
MAX_CARD_NAME_LENGTH = 100
SAME_CARD_SCORE = 90.0  # a shipped MTG card this close to the typed name is that card
SERVER_MATCH_SCORE = 80.0


@dataclass(frozen=True)
class CardRulingsResult:
    game: str
    card_name: str
    shipped: tuple[str, ...]  # from the release notes (MTG)
    server: tuple[ServerRuling, ...]


class RulingsService:
    def __init__(self, repository: RulingsRepository, rules: RulesService) -> None:
        self.repository = repository
        self.rules = rules

    async def find(self, guild_id: str, name: str, game: str | None = None) -> list[CardRulingsResult]:
        """Rulings for the card called ``name`` (in ``game``, or in every game), best match per game."""
        name = self._check_name(name)
        if game is not None:
            self._check_game(game)
        results: dict[str, CardRulingsResult] = {}
        shipped = self._shipped_card(name) if game in (None, "mtg") else None
        if shipped is not None:
            results["mtg"] = CardRulingsResult("mtg", _display(shipped), tuple(shipped.rulings), ())
        wanted = {g: compact_name(name) for g in GAME_NAMES}
        if shipped is not None:
            wanted["mtg"] = compact_name(shipped.name_en)
        for (card_game, key), card_name in await self._best_server_cards(guild_id, game, wanted):
            server = tuple(await self.repository.for_card(guild_id, card_game, key))
            previous = results.get(card_game)  # the shipped MTG card: keep its name and rulings
            results[card_game] = CardRulingsResult(
                card_game,
                previous.card_name if previous else card_name,
                previous.shipped if previous else (),
                server,
            )
        if not results:
            raise RulesError("rules.ruling_not_found", name=name)
        return [results[g] for g in GAME_NAMES if g in results]

    async def add(self, guild_id: str, game: str, name: str, text: str, author_id: str) -> ServerRuling:
        self._check_game(game)
        name = self._check_name(name)
        text = text.strip()
        if not text:
            raise RulesError("rules.ruling_empty")
        if len(text) > MAX_RULING_LENGTH:
            raise RulesError("rules.ruling_too_long", limit=MAX_RULING_LENGTH, length=len(text))
        shipped = self._shipped_card(name) if game == "mtg" else None
        display = _display(shipped) if shipped else name
        return await self.repository.add(guild_id, game, self._key(game, name), display, text, author_id)

    async def remove(self, guild_id: str, ruling_id: int) -> ServerRuling:
        removed = await self.repository.remove(guild_id, ruling_id)
        if removed is None:
            raise RulesError("rules.ruling_unknown_id", id=ruling_id)
        return removed

    def _key(self, game: str, name: str) -> str:
        shipped = self._shipped_card(name) if game == "mtg" else None
        return compact_name(shipped.name_en if shipped else name)

    def _shipped_card(self, name: str) -> CardRulings | None:
        matches = self.rules.mtg_rulings(name, limit=1)
        return matches[0].card if matches and matches[0].score >= SAME_CARD_SCORE else None

    async def _best_server_cards(
        self, guild_id: str, game: str | None, wanted: dict[str, str]
    ) -> list[tuple[tuple[str, str], str]]:
        """The guild's best-matching card key in each game (``wanted``: game -> key), if close enough."""
        best: dict[str, tuple[float, tuple[str, str], str]] = {}
        for (card_game, key), card_name in (await self.repository.card_names(guild_id, game)).items():
            score = 100.0 if key == wanted[card_game] else fuzz.ratio(wanted[card_game], key)
            if score >= SERVER_MATCH_SCORE and score > best.get(card_game, (0.0,))[0]:
                best[card_game] = (score, (card_game, key), card_name)
        return [(entry[1], entry[2]) for entry in best.values()]

    @staticmethod
    def _check_game(game: str) -> None:
        if game not in GAME_NAMES:
            available = "、".join(f"{g}（{n}）" for g, n in GAME_NAMES.items())
            raise RulesError("rules.unknown_game", game=game, available=available)

    @staticmethod
    def _check_name(name: str) -> str:
        name = " ".join(name.split())
        if not compact_name(name):
            raise RulesError("rules.card_name_empty")
        if len(name) > MAX_CARD_NAME_LENGTH:
            raise RulesError("rules.card_name_too_long", limit=MAX_CARD_NAME_LENGTH)
        return name


def _display(card: CardRulings) -> str:
    return card.name_zh if card.name_en == card.name_zh else f"{card.name_zh}（{card.name_en}）"

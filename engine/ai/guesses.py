"""Guessed decks: what a searching agent deals the opponents' hidden cards from (``worlds.py``).

An opponent's deck list is not the agent's to know, but the cards it has shown (in play,
discarded, revealed: what the agent's view shows) say a good deal about it. Of ``CHOICES`` decks
the game could deal that player (``Game.random_decks``, from the agent's own seed, so the guess
depends only on the view), the guess is the one that fits the shown cards best:

- first, how many shown cards share the deck's **traits** (Lorcana: ink, MTG: colours; a game
  without a trait function here has none), so a deck of the right inks or colours wins;
- then, how many shown cards the deck holds itself.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from engine.core.registry import get_game

CHOICES = 40  # with 40 decks, one has the two inks of 15 Lorcana ink pairs 94 times in 100


def _lorcana_traits(definition: str) -> frozenset[str]:
    from engine.games.lorcana.cards import card_db

    card = card_db().get(definition)
    return frozenset([card.ink]) if card is not None else frozenset()


def _mtg_traits(definition: str) -> frozenset[str]:
    card = get_game("mtg").card_library.cards().get(definition)
    return frozenset(card.colours) if card is not None else frozenset()


def _no_traits(definition: str) -> frozenset[str]:
    return frozenset()


# Module-level functions, not lambdas: a searching agent is pickled to a worker process.
TRAITS: dict[str, Callable[[str], frozenset[str]]] = {"lorcana": _lorcana_traits, "mtg": _mtg_traits}


def shown_cards(view: dict) -> dict[str, tuple[str, ...]]:
    """The definitions of each player's cards the view shows."""
    shown: dict[str, list[str]] = {}
    for zone in view["zones"].values():
        for card in zone["cards"]:
            if "def" in card and card.get("owner"):
                shown.setdefault(card["owner"], []).append(card["def"])
    return {owner: tuple(sorted(definitions)) for owner, definitions in shown.items()}


class DeckGuesser:
    def __init__(self, game_id: str, seed: int) -> None:
        self.game_id = game_id
        self.seed = seed
        self.traits = TRAITS.get(game_id, _no_traits)
        self._decks: dict[str, list[list[str]]] = {}  # per opponent: the decks a guess is chosen from

    def guesses(self, view: dict) -> dict[str, list[str]]:
        """A guessed deck for each opponent of the view's player."""
        shown = shown_cards(view)
        return {p: self.guess(p, shown.get(p, ())) for p in view["seats"] if p != view["viewer"]}

    def guess(self, player: str, shown: tuple[str, ...]) -> list[str]:
        return max(self._choices(player), key=lambda deck: self._fit(deck, shown))

    def _fit(self, deck: list[str], shown: tuple[str, ...]) -> tuple[int, int]:
        deck_traits = frozenset().union(*(self.traits(d) for d in set(deck)))
        sharing = sum(1 for d in shown if self.traits(d) <= deck_traits)
        return sharing, (Counter(deck) & Counter(shown)).total()

    def _choices(self, player: str) -> list[list[str]]:
        if player not in self._decks:
            rng, game = random.Random(f"guess:{self.seed}:{player}"), get_game(self.game_id)
            self._decks[player] = [game.random_decks(rng, [player])[player] for _ in range(CHOICES)]
        return self._decks[player]

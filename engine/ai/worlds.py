"""Worlds a searching agent may play in: copies of the match in which every card hidden from the
agent has been dealt again, so searching them tells the agent nothing its view does not.

A player knows their own deck list, the rules and what the view shows; they do not know the
opponent's deck, any deck's order, the opponent's hand or face-down cards. A world (``sample``):

- every card hidden from the agent gets a new identity; a face-down card gets one of the same
  **kind** (character, action, land, ...: its game's card type), so a face-down card in a slot
  that takes characters stays a character and the rules keep working on it (what kind of card a
  face-down card is shows in the rules of where it lies; hand and deck cards keep no kind);
- the agent's own hidden cards (its deck, its face-down cards it cannot see) and cards nobody owns
  (a shared deck) are the same cards dealt in another order: the agent knows its deck list;
- the opponent's hidden cards come from a **guessed deck** the searching agent supplies (a deck the
  game could have dealt that fits the cards the opponent has shown, ``guesses.py``, not the
  opponent's): their real deck list is not the agent's to know.
  Only when the guess has no card of the kind a face-down card needs does it keep its identity;
- fields that tell a hidden card's history (``Game.secret_card_fields``) are dropped;
- the RNG is reseeded, so shuffles and random picks in the world are not the match's;
- the pending request: another player's answer to a simultaneous hidden choice is taken back
  (they answer again in the world), and the labels and prompts of asks the agent does not see
  are replaced by their ids (a label may name a hidden card).

What the sampler does not change: frames (pending procedures). They hold card ids (opaque, as in
the view) and the game's progress; ``tests/engine/ai/test_search_agent.py`` plays every game and
checks that no frame names the identity of a card hidden from the player to answer.

Everything comes from the agent's own RNG, the guesses and the sorted identities of the agent's
own hidden cards, never from the cards' positions, so two matches that differ only in the
opponents' hidden cards (and in the order of the agent's own) give the same worlds.
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from engine.core import snapshot
from engine.core.registry import get_game
from engine.core.rng import new_rng


def card_kind(game_id: str, definition: str) -> str:
    """The card type of a definition (a hidden card is dealt only identities of its own kind)."""
    if game_id == "underworld":  # its cards live outside the shared card library
        from engine.games.underworld.cards import card

        return card(definition).basic_type
    library = get_game(game_id).card_library
    printed = library.cards().get(definition) if library else None
    if printed is None:
        return ""
    kind = getattr(printed, "type", None) or getattr(printed, "types", None) or ""
    return "/".join(sorted(kind)) if isinstance(kind, list) else str(kind)


def hidden_from(card: dict, viewer: str) -> bool:
    visible = card["visible_to"]
    return visible != "all" and viewer not in visible


class Worlds:
    """The cards hidden from one player at one decision; ``sample`` deals a world."""

    def __init__(self, state: dict, viewer: str) -> None:
        self._state = state
        self.viewer = viewer
        self.game_id = state["game"]
        self.secret_fields = get_game(self.game_id).secret_card_fields
        self._kinds: dict[str, str] = {}
        self.hidden: dict[str, list[str]] = {}  # owner ("" for nobody) -> ids of cards hidden from the viewer
        for card_id in sorted(state["cards"]):
            card = state["cards"][card_id]
            if hidden_from(card, viewer):
                self.hidden.setdefault(card["owner"] or "", []).append(card_id)

    def kind(self, definition: str) -> str:
        if definition not in self._kinds:
            self._kinds[definition] = card_kind(self.game_id, definition)
        return self._kinds[definition]

    def sample(self, rng: random.Random, guesses: Mapping[str, list[str]]) -> dict:
        """A world: a copy of the match with the hidden cards dealt again (``guesses``: a guessed
        deck list per opponent)."""
        world = snapshot.copy(self._state)
        world["rng"] = new_rng(rng.getrandbits(62))
        cards = world["cards"]
        for owner, card_ids in self.hidden.items():
            pool = self._pool(owner, card_ids, guesses)
            rng.shuffle(pool)
            for card_id, definition in zip(card_ids, self._deal(pool, card_ids), strict=True):
                card = cards[card_id]
                card["def"] = definition
                for field in self.secret_fields:
                    card.pop(field, None)
        self._forget_others_choices(world)
        return world

    def _pool(self, owner: str, card_ids: list[str], guesses: Mapping[str, list[str]]) -> list[str]:
        guess = guesses.get(owner)
        if owner != self.viewer and guess:
            return sorted(guess)
        return sorted(self._state["cards"][c]["def"] for c in card_ids)

    def _deal(self, pool: list[str], card_ids: list[str]) -> list[str]:
        """Identities for ``card_ids`` from the shuffled ``pool``: a face-down card first gets one
        of its own kind, the others the rest in order (the pool again when it runs out)."""
        cards = self._state["cards"]
        remaining = list(pool)
        dealt: dict[str, str] = {}
        for card_id in card_ids:
            if cards[card_id].get("face_down"):
                kind = self.kind(cards[card_id]["def"])
                fitting = [d for d in remaining if self.kind(d) == kind]
                if fitting:
                    remaining.remove(fitting[0])
                    dealt[card_id] = fitting[0]
                else:  # the pool has no card of its kind left: one from the whole pool, else its own
                    dealt[card_id] = next((d for d in pool if self.kind(d) == kind), cards[card_id]["def"])
        rest = remaining or pool
        loose = (c for c in card_ids if c not in dealt)
        dealt.update((card_id, rest[index % len(rest)]) for index, card_id in enumerate(loose))
        return [dealt[c] for c in card_ids]

    def _forget_others_choices(self, world: dict) -> None:
        request = world["request"]
        if request is None:
            return
        for player, ask in request["asks"].items():
            if player == self.viewer:
                continue
            if player in request["answers"]:
                del request["answers"][player]
                request["pending"].append(player)
            ask["prompt"] = ""
            for option in ask["options"]:
                option["label"] = option["id"]

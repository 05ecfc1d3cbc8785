"""The games the engine knows, by id. A game's package is ``engine.games.<id>`` exporting ``GAME``."""

import importlib
import sys
from pathlib import Path

from .errors import GameError
from .game import Game

GAME_NAMES = {
    "lorcana": "迪士尼洛卡纳",
    "ultraman": "奥特曼英雄对决",
    "sanguozhi": "三国智",
    "underworld": "隐秘世界",
    "mtg": "万智牌：最终幻想",
}

_extra: dict[str, Game] = {}


def register(game: Game) -> None:
    """Add a game that does not live in ``engine.games`` (test fixtures)."""
    _extra[game.id] = game


def unregister(game_id: str) -> None:
    _extra.pop(game_id, None)


def get_game(game_id: str) -> Game:
    if game_id in _extra:
        return _extra[game_id]
    module = sys.modules.get(f"engine.games.{game_id}")  # loaded already: skip the import machinery
    if module is not None and hasattr(module, "GAME"):
        return module.GAME
    if game_id not in GAME_NAMES:
        raise GameError("game.unknown", game=game_id, available="、".join(GAME_NAMES))
    try:
        module = importlib.import_module(f"engine.games.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"engine.games.{game_id}":
            raise
        raise GameError("game.not_available", name=GAME_NAMES[game_id]) from None
    return module.GAME


def available_games() -> list[str]:
    """Ids of the games whose rules engine is installed, in the canonical order."""
    found = []
    for game_id in [*GAME_NAMES, *_extra]:
        try:
            get_game(game_id)
        except GameError:
            continue
        found.append(game_id)
    return found


def reload_cards(packs_root: Path | None) -> dict[str, list[str]]:
    """Reload every installed game's cards with the community packs under ``packs_root``
    (``<root>/<game id>/``); the problems of each game's pack, by game id."""
    return {game_id: get_game(game_id).reload_cards(packs_root) for game_id in available_games()}

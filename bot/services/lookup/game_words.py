"""A game named in a query ("洛卡纳 史迪奇", "Stitch lorcana", "隐秘世界 钟摆祭司") is a game filter.

Only a word of its own counts: 奥特曼 inside 迪迦奥特曼 is part of the card's name.
"""

from __future__ import annotations

from engine.core.registry import GAME_NAMES

from .keys import normalize

# The names players call each game by, besides its Chinese name in the registry.
GAME_WORDS = {
    "lorcana": ("洛卡纳", "罗卡纳", "lorcana", "迪士尼洛卡纳", "洛卡娜"),
    "ultraman": ("奥特曼", "ultraman", "奥特曼英雄对决", "英雄对决"),
    "sanguozhi": ("三国智", "sanguozhi"),
    "underworld": ("隐秘世界", "underworld", "ymsj"),
    "mtg": ("万智牌", "万智", "mtg", "magic", "最终幻想", "ff"),
}
_GAME_OF_WORD = {normalize(word): game for game, words in GAME_WORDS.items() for word in (*words, GAME_NAMES[game])}


def split_game_word(query: str) -> tuple[str, str | None]:
    """The query without a word that names a game, and that game (None when no word does, or when
    the game's name is all the query says)."""
    words = query.split()
    for position, word in enumerate(words):
        game = _GAME_OF_WORD.get(normalize(word))
        if game is not None and len(words) > 1:
            return " ".join(words[:position] + words[position + 1 :]), game
    return query, None

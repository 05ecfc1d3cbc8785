"""Render benchmark: median ms per board image and per card image. Prints figures; asserts nothing.

    python bench/render.py [--boards N] [--cards N] [--game GAME ...]

Boards: spectator and player views of random games (Lorcana, Ultraman, 隐秘世界 Underworld, 三国智, MTG) at several
turns, drawn and encoded to PNG (target ≤ 100 ms), and their PNG sizes. Cards: card faces drawn and encoded, bypassing the bot's PNG cache
(target ≤ 50 ms). The first draw of each (font loading) is left out.
"""

import argparse
import statistics
import sys
import time

sys.path = [p for p in sys.path if not p.endswith("bench")]  # keep `bench/` off the import path

import engine  # noqa: E402
from bot.render import render_board  # noqa: E402
from bot.render.card_face import draw_card_face  # noqa: E402
from bot.render.registry import renderer_for  # noqa: E402
from bot.render.sample import random_state  # noqa: E402
from bot.render.shapes import png_bytes  # noqa: E402
from engine.games.underworld.cards import card_db as underworld_card_db  # noqa: E402

GAMES = ("lorcana", "ultraman", "underworld", "sanguozhi", "mtg")


def timed_ms(function) -> float:
    began = time.perf_counter()
    function()
    return (time.perf_counter() - began) * 1000


def _card_ids(game_id: str) -> list[str]:
    """Every card id of a game: its card library, or (隐秘世界, whose cards load through its own
    schema) its card database."""
    library = engine.get_game(game_id).card_library
    if library is not None:
        return sorted(library.cards())
    return sorted(underworld_card_db())


def bench_game(game_id: str, boards: int, cards: int) -> None:
    views = []
    for seed in range(boards):
        state = random_state(game_id, seed, 6 + seed % 4 * 5)
        views += [engine.view(state, None), engine.view(state, "p1")]
    render_board(game_id, views[0])  # warm: fonts, caches
    board_times = [timed_ms(lambda view=view: render_board(game_id, view)) for view in views]
    board_sizes = [len(render_board(game_id, view)) / 1024 for view in views]

    face_for = renderer_for(game_id).card_face
    card_ids = _card_ids(game_id)[:cards]
    png_bytes(draw_card_face(face_for(card_ids[0])).image)
    card_times = [timed_ms(lambda card_id=card_id: png_bytes(draw_card_face(face_for(card_id)).image)) for card_id in card_ids]

    print(f"{game_id} board image: median {statistics.median(board_times):.1f} ms, max {max(board_times):.1f} ms "
          f"({len(board_times)} boards; target ≤ 100 ms); PNG median {statistics.median(board_sizes):.0f} KB, "
          f"max {max(board_sizes):.0f} KB")  # fmt: skip
    print(f"{game_id} card image: median {statistics.median(card_times):.1f} ms, max {max(card_times):.1f} ms "
          f"({len(card_times)} cards; target ≤ 50 ms)")  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--boards", type=int, default=12, help="random games per game (two views each)")
    parser.add_argument("--cards", type=int, default=200)
    parser.add_argument("--game", action="append", choices=GAMES, help="only this game (repeatable)")
    args = parser.parse_args()
    for game_id in args.game or GAMES:
        bench_game(game_id, args.boards, args.cards)


if __name__ == "__main__":
    main()

"""What every game's board image shares: the seat order (the viewer, or the first seat for
spectators, at the bottom, as across a table), the header with the turn and who is awaited, and
the stacking of the header and panels into one image. A game's board draws its own panels."""

from __future__ import annotations

from PIL import Image

from bot.messages import MESSAGES, t

from . import shapes
from .palette import BACKGROUND, GOLD, PANEL, TEXT

WIDTH = 1280
MARGIN = 14
PAD = 12
GAP = 10
HEADER_HEIGHT = 64
PANEL_WIDTH = WIDTH - 2 * MARGIN


def viewer_of(view: dict) -> str | None:
    """The player whose private view this is; None for a spectator."""
    return view["viewer"] if view["viewer"] in view["seats"] else None


def seats_top_to_bottom(view: dict) -> list[str]:
    seats = view["seats"]
    viewer = viewer_of(view)
    bottom = seats.index(viewer) if viewer else 0
    return [*seats[bottom + 1:], *seats[:bottom], seats[bottom]]


def player_name(view: dict, player: str, names: dict[str, str]) -> str:
    return names.get(player) or t("render.board.player_n", number=view["seats"].index(player) + 1)


def header(view: dict, names: dict[str, str], game_name: str, extra: list[str] = ()) -> Image.Image:
    """The game and turn on the left; the result, or whose turn it is, ``extra`` notes and who
    is awaited, on the right."""
    image = Image.new("RGB", (PANEL_WIDTH, HEADER_HEIGHT), PANEL)
    number = view["turn"].get("number")
    title = t("render.board.title", game=game_name, turn=number) if number else t("render.board.setup", game=game_name)
    shapes.line_in_box(image, title, (PAD, 0, 470, HEADER_HEIGHT), TEXT, 30, 18)
    shapes.line_in_box(image, status_line(view, names, extra), (480, 0, PANEL_WIDTH - PAD, HEADER_HEIGHT), GOLD, 26, 14,
                       align="right")  # fmt: skip
    return image


def status_line(view: dict, names: dict[str, str], extra: list[str] = ()) -> str:
    result = view.get("result")
    if result:
        if not result["winners"]:
            return t("render.board.result_draw")
        return t("render.board.result_win", winners="、".join(player_name(view, p, names) for p in result["winners"]))
    parts = []
    if view["turn"].get("active"):
        parts.append(t("render.board.turn_of", player=player_name(view, view["turn"]["active"], names)))
    parts += extra
    request = view.get("request")
    if request:
        waiting = request.get("waiting_for") or [request.get("player")]
        key = f"render.waiting.{request['kind']}"
        what = t(key) if key in MESSAGES else t("render.waiting.other")
        parts.append(t("render.board.waiting", players="、".join(player_name(view, p, names) for p in waiting), what=what))
    return " · ".join(parts)


def zone_of(view: dict, player: str, kind: str) -> dict:
    """A player's zone in a view (``hand``, ``deck``, ...)."""
    return view["zones"][f"{player}.{kind}"]


def with_hand(parts: list[Image.Image], view: dict, hand_panel) -> Image.Image:
    """``stack`` of ``parts`` and, under them, the viewer's hand when they hold cards (a
    spectator's board has none); ``hand_panel(view, viewer)`` draws it."""
    viewer = viewer_of(view)
    if viewer and zone_of(view, viewer, "hand")["cards"]:
        parts = [*parts, hand_panel(view, viewer)]
    return stack(parts)


def stack(parts: list[Image.Image]) -> Image.Image:
    """The header and panels one under the other on the board background."""
    height = MARGIN + sum(part.height + GAP for part in parts) - GAP + MARGIN
    board = Image.new("RGB", (WIDTH, height), BACKGROUND)
    y = MARGIN
    for part in parts:
        board.paste(part, (MARGIN, y))
        y += part.height + GAP
    return board

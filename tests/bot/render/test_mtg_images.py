"""MTG board and card images: golden images per view, hands and libraries never reach another
player's picture (CR 402.3, 401.2), the facts of permanents that change the picture (tapped,
damage, counters, tokens, attachments), two to four players, and every card face renders within its
boxes."""

from __future__ import annotations

import copy
import io
import json
from pathlib import Path

import pytest
from PIL import Image

import engine
from bot.render import render_board, render_card
from bot.render.card_face import draw_card_face
from bot.render.mtg import board, face_for
from bot.render.sample import random_state
from engine.games.mtg.cards import card_db

from .golden import assert_matches_golden

VIEWS = Path(__file__).parent / "views"
NAMES = {"p1": "小明", "p2": "Alice", "p3": "Bob", "p4": "小红"}


def stored_view(name: str) -> dict:
    """Turn 12 of a random game (`random_state("mtg", 1, 12)`), p2's upkeep: p1 controls a Hero
    token with Black Mage's Rod attached and six lands, five of them tapped; p2 only lands."""
    return json.loads((VIEWS / f"mtg-{name}.json").read_text(encoding="utf-8"))


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png))


def pixels(view: dict) -> bytes:
    return image(render_board("mtg", view, NAMES)).tobytes()


@pytest.mark.parametrize("name", ["public", "p1"])
def test_board_matches_golden(name):
    assert_matches_golden(render_board("mtg", stored_view(name), NAMES), f"mtg-board-{name}")


def test_card_face_matches_golden():
    assert_matches_golden(render_card("mtg", "fin-189"), "mtg-card-fin-189")


def test_private_board_adds_the_hand_and_public_does_not():
    public, private = image(render_board("mtg", stored_view("public"), NAMES)), image(render_board("mtg", stored_view("p1"), NAMES))
    assert public.width == private.width == board.WIDTH and private.height > public.height


def _hidden_cards_changed(state: dict) -> dict:
    """The same match with what p2 and spectators cannot see changed: p1's hand cards swap
    definitions and both libraries are reversed."""
    other = json.loads(json.dumps(state))
    cards = other["cards"]
    hand = other["zones"]["p1.hand"]["cards"]
    definitions = [cards[c]["def"] for c in hand]
    assert len(set(definitions)) > 1
    for card_id, definition in zip(hand, definitions[1:] + definitions[:1], strict=True):
        cards[card_id]["def"] = definition
    for player in other["seats"]:
        other["zones"][f"{player}.library"]["cards"].reverse()
    return other


def test_hidden_cards_never_change_the_public_image():
    state = random_state("mtg", 1, 12)
    other = _hidden_cards_changed(state)
    assert render_board("mtg", engine.view(state, None)) == render_board("mtg", engine.view(other, None))
    assert render_board("mtg", engine.view(state, "p2")) == render_board("mtg", engine.view(other, "p2"))
    assert render_board("mtg", engine.view(state, "p1")) != render_board("mtg", engine.view(other, "p1"))


def _token(view: dict) -> dict:
    return next(c for c in view["zones"]["battlefield"]["cards"] if c.get("token"))


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda view: view["permanents"][_token(view)["id"]].update(tapped=True), id="tapped"),
        pytest.param(lambda view: view["permanents"][_token(view)["id"]].update(damage=1), id="damage"),
        pytest.param(lambda view: _token(view).update(counters={"+1/+1": 2}), id="counters"),
        pytest.param(lambda view: _token(view).pop("token"), id="token band"),
        pytest.param(lambda view: next(c for c in view["zones"]["battlefield"]["cards"] if c.get("attached_to")).pop("attached_to"),
                     id="attachment"),  # fmt: skip
        pytest.param(lambda view: view["players"]["p2"].update(life=3), id="life"),
        pytest.param(lambda view: view["turn"].update(combat={"attackers": {_token(view)["id"]: {"defender": "p2", "blocked": False}},
                                                              "blockers": {}}), id="attacking"),  # fmt: skip
        pytest.param(lambda view: view["stack"].append({"kind": "spell", "def": "fin-189", "controller": "p2"}), id="stack"),
    ],
)
def test_facts_of_permanents_are_drawn(change):
    view = stored_view("public")
    before = pixels(view)
    change(view)
    assert pixels(view) != before


def _with_players(view: dict, count: int) -> dict:
    """The stored view with more seats (multiplayer, CR 800): each new player has p2's zones
    and a copy of one of p1's permanents."""
    view = copy.deepcopy(view)
    for number in range(3, count + 1):
        player = f"p{number}"
        view["seats"].append(player)
        view["players"][player] = copy.deepcopy(view["players"]["p2"])
        for kind in ("library", "hand", "graveyard"):
            view["zones"][f"{player}.{kind}"] = copy.deepcopy(view["zones"][f"p2.{kind}"])
        permanent = copy.deepcopy(_token(view))
        permanent["id"] = f"{permanent['id']}-{player}"
        view["zones"]["battlefield"]["cards"].append(permanent)
        view["permanents"][permanent["id"]] = {**view["permanents"][_token(view)["id"]], "controller": player}
    return view


@pytest.mark.parametrize("players", [3, 4])
def test_every_player_gets_a_panel(players):
    two = image(render_board("mtg", stored_view("public"), NAMES))
    more = image(render_board("mtg", _with_players(stored_view("public"), players), NAMES))
    assert more.width == two.width and more.height > two.height


@pytest.mark.parametrize("card_id", sorted(card_db()))
def test_every_card_face_renders_without_overflow(card_id):
    assert draw_card_face(face_for(card_id)).overflow == []


def test_counters_are_named_in_chinese():
    """The counter kinds the FIN cards put (CR 122) read in Chinese, the engine's words first."""
    assert board._counter_note("+1/+1", 2) == "+1/+1指示物 2"
    assert board._counter_note("charge", 1) == "充电指示物 1"
    assert board._counter_note("stun", 1) == "晕眩指示物 1"

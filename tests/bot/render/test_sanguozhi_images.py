"""三国智 board and card images: golden images per view, nothing hidden reaches another player's
picture (face-down Generals, set Stratagems, Events and Formations, hands, decks: 112.2), the map's
facts that change the picture (damage, 粮草 below zero, a lost Lord slot), and every card face
renders within its boxes."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

import engine
from bot.render import render_board, render_card
from bot.render.card_face import draw_card_face
from bot.render.sample import random_state
from bot.render.sanguozhi import board, face_for
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.text import card_name

from .golden import assert_matches_golden

VIEWS = Path(__file__).parent / "views"
NAMES = {"p1": "小明", "p2": "Alice"}
HIDDEN_SLOTS = ("lord", "strategist", "lieutenant", "stratagem", "event", "formation")


def stored_view(name: str) -> dict:
    """Turn 14 of a random game (`random_state("sanguozhi", 10, 14)`), p1's start phase: p2 has a
    face-up Lord and two face-down Generals; p1 a face-up Lord and Strategist, a face-down
    Lieutenant, two set Stratagems and two face-down Events; p1 holds two cards."""
    return json.loads((VIEWS / f"sanguozhi-{name}.json").read_text(encoding="utf-8"))


def image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png))


def pixels(view: dict) -> bytes:
    return image(render_board("sanguozhi", view, NAMES)).tobytes()


@pytest.mark.parametrize("name", ["public", "p1"])
def test_board_matches_golden(name):
    assert_matches_golden(render_board("sanguozhi", stored_view(name), NAMES), f"sanguozhi-board-{name}")


def test_card_face_matches_golden():
    assert_matches_golden(render_card("sanguozhi", "练习-016"), "sanguozhi-card-016")


def test_private_board_adds_the_hand_and_public_does_not():
    public, private = image(render_board("sanguozhi", stored_view("public"), NAMES)), image(render_board("sanguozhi", stored_view("p1"), NAMES))
    assert public.width == private.width == board.WIDTH and private.height > public.height


def _face_down_cards(state: dict, player: str) -> list[str]:
    cards = state["cards"]
    return [c for c in state["zones"][f"{player}.field"]["cards"] if cards[c].get("face_down") and cards[c]["slot"] in HIDDEN_SLOTS]


def _hidden_cards_changed(state: dict) -> dict:
    """The same match with what p2 and spectators cannot see changed: p1's hand cards swap
    definitions, each of p1's face-down cards becomes another card of its type, both decks are
    reversed."""
    other = json.loads(json.dumps(state))
    cards = other["cards"]
    hand = other["zones"]["p1.hand"]["cards"]
    definitions = [cards[c]["def"] for c in hand]
    for card_id, definition in zip(hand, definitions[1:] + definitions[:1], strict=True):
        cards[card_id]["def"] = definition
    for card_id in _face_down_cards(other, "p1"):
        kind = card_db()[cards[card_id]["def"]].type
        cards[card_id]["def"] = next(c.id for c in card_db().values() if c.type == kind and c.implemented and c.id != cards[card_id]["def"])
    for player in other["seats"]:
        other["zones"][f"{player}.deck"]["cards"].reverse()
    return other


def _with_hidden_cards() -> dict:
    """A seeded random position where p1 holds two different cards and has a face-down General
    and a set Stratagem (the first seed that gives them, so new cards do not break the test)."""
    for seed in range(1, 60):
        state = random_state("sanguozhi", seed, 14)
        cards = state["cards"]
        hand = {cards[c]["def"] for c in state["zones"]["p1.hand"]["cards"]}
        slots = {cards[c]["slot"] for c in _face_down_cards(state, "p1")}
        if len(hand) > 1 and "stratagem" in slots and slots & {"lord", "strategist", "lieutenant"}:
            return state
    raise AssertionError("no seed gave p1 two hand cards, a face-down General and a set Stratagem")


def test_hidden_cards_never_change_the_public_image():
    state = _with_hidden_cards()
    other = _hidden_cards_changed(state)
    assert render_board("sanguozhi", engine.view(state, None)) == render_board("sanguozhi", engine.view(other, None))
    assert render_board("sanguozhi", engine.view(state, "p2")) == render_board("sanguozhi", engine.view(other, "p2"))
    assert render_board("sanguozhi", engine.view(state, "p1")) != render_board("sanguozhi", engine.view(other, "p1"))


def test_a_face_down_general_is_a_back_to_others_and_a_face_to_its_owner():
    """p2's face-down Generals carry no definition in the public view and are drawn as backs;
    with the definition (as in p2's own view) the board shows the card (112.2)."""
    public = stored_view("public")
    general = next(c for c in public["zones"]["p2.field"]["cards"] if c.get("face_down") and c["slot"] == "strategist")
    assert "def" not in general
    as_back = pixels(public)
    general["def"] = "练习-016"
    assert pixels(public) != as_back


@pytest.mark.parametrize(
    "change",
    [
        pytest.param(lambda view: view["stats"][next(iter(view["stats"]))].update(damage=2), id="damage on a General"),
        pytest.param(lambda view: view["players"]["p1"].update(provisions=-3), id="粮草 below zero"),
        pytest.param(lambda view: view["caps"].update(p1=28), id="粮草 cap lowered (410.3k)"),
        pytest.param(lambda view: view["players"]["p2"].update(lord_slot=False), id="lost Lord slot"),
        pytest.param(lambda view: view["zones"]["p1.field"]["cards"][-1].update(tapped=True), id="tapped"),
    ],
)
def test_facts_of_the_map_are_drawn(change):
    view = stored_view("public")
    before = pixels(view)
    change(view)
    assert pixels(view) != before


def test_counters_on_a_general_are_drawn_with_their_count_and_never_on_a_hidden_one():
    """119: a face-up General's counters and marks get a badge each with the count (火焰 1 and
    火焰 2 differ, a second kind adds a badge); the same counters on a General the viewer may not
    see (no definition, 112.2) change nothing."""
    view = stored_view("public")
    lord = next(c for c in view["zones"]["p2.field"]["cards"] if c["slot"] == "lord")
    hidden = next(c for c in view["zones"]["p2.field"]["cards"] if c.get("face_down") and "def" not in c)
    bare = pixels(view)
    pictures = []
    for counters in ({"counter:火焰": 1}, {"counter:火焰": 2}, {"counter:火焰": 2, "counter:水涟": 1}):
        lord["counters"] = counters
        pictures.append(pixels(view))
    assert len({bare, *pictures}) == 4
    lord.pop("counters")
    hidden["counters"] = {"counter:火焰": 1, "counter:铁盾": 3}
    assert pixels(view) == bare


def test_formation_members_are_marked():
    """A formed Formation (503.2a) lists its members; each member's tile says so."""
    view = stored_view("public")
    lord = next(c for c in view["zones"]["p1.field"]["cards"] if c["slot"] == "lord")
    formation = next(c.id for c in card_db().values() if c.type == "formation" and c.implemented)
    view["zones"]["p1.field"]["cards"].append({"id": "c9999", "def": formation, "owner": "p1", "zone": "p1.field", "visible_to": "all",
                                               "slot": "formation", "members": []})  # fmt: skip
    alone = pixels(view)
    view["zones"]["p1.field"]["cards"][-1]["members"] = [lord["id"]]
    assert pixels(view) != alone


def test_combat_groups_are_drawn():
    """During combat (view extras "combat"): an attacker says whom it attacks and its 联破 partner
    (608.1b, 807.2), a blocker what it blocks (609.1b); each changes the picture."""
    view = stored_view("public")
    cards = {c["slot"]: c for c in view["zones"]["p1.field"]["cards"]}
    lord, strategist = cards["lord"]["id"], cards["strategist"]["id"]
    enemy = next(c for c in view["zones"]["p2.field"]["cards"] if c["slot"] == "lord")
    quiet = pixels(view)
    view["combat"] = {"attackers": {lord: "p2", strategist: "p2"}, "gaze": {}, "partners": {lord: strategist, strategist: lord}, "blocks": {}}
    attacking = pixels(view)
    assert board._combat_notes(view, lord, NAMES) == ("进攻 Alice", f"协同：{card_name(cards['strategist']['def'])}")
    view["combat"]["blocks"] = {lord: [enemy["id"]], strategist: [enemy["id"]]}
    pair = "、".join(card_name(cards[slot]["def"]) for slot in ("lord", "strategist"))
    assert board._combat_notes(view, enemy["id"], NAMES) == (f"防守 {pair}",)
    assert len({quiet, attacking, pixels(view)}) == 3


def test_four_players_get_a_panel_each():
    """2v2 (900.1): every player has a map of their own; the new seats copy p1's and p2's zones."""
    two = stored_view("public")
    four = json.loads(json.dumps(two))
    for player, model in (("p3", "p1"), ("p4", "p2")):
        four["seats"].append(player)
        four["players"][player] = four["players"][model]
        four["caps"][player] = four["caps"][model]
        for kind in ("deck", "hand", "field", "graveyard", "removed"):
            four["zones"][f"{player}.{kind}"] = four["zones"][f"{model}.{kind}"]
    small, large = image(render_board("sanguozhi", two, NAMES)), image(render_board("sanguozhi", four, NAMES))
    assert large.width == small.width and large.height > small.height


@pytest.mark.parametrize("card_id", sorted(card_db()))
def test_every_card_face_renders_without_overflow(card_id):
    assert draw_card_face(face_for(card_id)).overflow == []

"""The Commander variant (CR 903): the command zone, 40 life, commander tax, the way home to the
command zone, commander damage, and the deck rules."""

import random

import pytest

import engine
from engine import view
from engine.core.errors import GameError
from engine.core.registry import get_game
from engine.fuzz import ContractViolation, DeckDealer, GameRecord, play_one
from engine.games.mtg.cards import CARDS_DIR, card_db
from engine.games.mtg.command_zone import tax
from engine.games.mtg.commander_deck import (
    colour_identity,
    commander_deck_problems,
    commanders_of,
    random_commander_deck,
)
from engine.games.mtg.game import MtgGame
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.multiplayer_position import (
    ADELBERT,
    COEURL,
    MultiplayerScenario,
    commander_deck,
    commander_game,
)
from tests.games.mtg.position import ISLAND, MOUNTAIN, PLAINS

COMMAND = "p1.command"
DECKS = CARDS_DIR / "decks"


def commander_in_play(s: MultiplayerScenario) -> str:
    """p1's commander moved from the command zone onto the battlefield, there since last turn."""
    card_id = s.move(s.zone(COMMAND)[0], BATTLEFIELD)
    s.card(card_id).update(since_turn=0, entered_turn=0)
    return card_id


def test_commander_starts_in_the_command_zone_at_40_life():
    """903.6, 903.7: the commander is in the command zone, not the library; life is 40."""
    s = commander_game()
    assert s.defs(COMMAND) == [ADELBERT]
    assert ADELBERT not in s.defs(library("p1"))
    assert len(s.zone(library("p1"))) == 99  # the seven drawn went back; the scenario's Island is extra
    assert s.life("p1") == s.life("p2") == 40


def test_casting_the_commander_from_the_command_zone_then_the_tax():
    """903.8: cast from the command zone for its cost; once it is back, {2} more."""
    s = commander_game()
    s.lands(6, PLAINS)
    s.pass_to("main1")
    commander = s.zone(COMMAND)[0]
    ask = s.expect("p1", "choose_action", exact=False, options=[f"cast:{commander}"])
    assert any(o["label"].endswith("（指挥官税 0）") for o in ask["options"])
    s.cast(commander)
    s.pass_all()
    on_battlefield = s.cards(BATTLEFIELD, ADELBERT)[0]
    assert s.state["data"]["commander"]["casts"] == {"p1": {ADELBERT: 1}}
    ctx = s.ctx()
    leave_battlefield(ctx, [on_battlefield], "graveyard", "test")
    s.check_now()
    s.expect("p1", "yes_no", answer=["yes"])  # 903.9a: its owner puts it into the command zone
    again = s.zone(COMMAND)[0]
    assert s.defs(graveyard("p1")) == []
    s.expect("p1", "choose_action", exact=False, options=[f"cast:{again}"])
    s.cast(again)
    assert sum(s.events_of("spell_cast")[-1]["mana_spent"].values()) == 4  # {1}{W} + {2}


def test_the_tax_makes_a_commander_uncastable_without_the_mana():
    s = commander_game()
    s.lands(3, PLAINS)
    s.state["data"]["commander"]["casts"]["p1"] = {ADELBERT: 1}  # {1}{W} + {2}: four mana
    s.pass_to("main1")
    ask = s.expect("p1", "choose_action", exact=False)
    assert f"cast:{s.zone(COMMAND)[0]}" not in [o["id"] for o in ask["options"]]


def test_a_cancelled_cast_returns_the_commander_to_the_command_zone():
    s = commander_game()
    s.lands(2, PLAINS)
    s.pass_to("main1")
    commander = s.zone(COMMAND)[0]
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{commander}"])
    s.expect("p1", "choose_action", exact=False, answer=["cancel"])
    assert s.defs(COMMAND) == [ADELBERT] and not s.state["stack"]


@pytest.mark.parametrize("to", ["exile", "hand"])
def test_declining_leaves_the_commander_where_it_went_and_is_not_asked_again(to):
    """903.9a (exile) and 903.9b (hand): the owner may leave it where it went; it is asked again
    only after another move."""
    s = commander_game()
    commander = commander_in_play(s)
    leave_battlefield(s.ctx(), [commander], to, "test")
    s.check_now()
    s.expect("p1", "yes_no", answer=["no"])
    s.pass_priority()
    assert ADELBERT in s.defs(EXILE if to == "exile" else hand("p1")) and s.defs(COMMAND) == []


def test_an_owner_who_concedes_while_asked_about_their_commander_leaves_with_it():
    """800.4a: asked whether their exiled commander goes to the command zone (903.9a), p1 concedes
    in a game of three: the card leaves the game with them and the others play on."""
    s = commander_game(("p1", "p2", "p3"))
    commander = commander_in_play(s)
    leave_battlefield(s.ctx(), [commander], "exile", "test")
    s.check_now()
    assert s.state["request"]["pending"] == ["p1"] and s.state["frames"][-1]["proc"] == "mtg.commander_home"
    state, _, request = engine.advance(s.state, {"action": "concede", "player": "p1"})
    assert state["result"] is None and state["seats"] == ["p2", "p3"]
    assert not any(f["proc"] == "mtg.commander_home" for f in state["frames"]) and request["pending"][0] in ("p2", "p3")


def test_a_commander_bounced_to_hand_may_go_to_the_command_zone():
    """903.9b: a commander that would be put into its owner's hand: its owner may put it into the
    command zone instead (asked before anyone gets priority)."""
    s = commander_game()
    commander = commander_in_play(s)
    other = s.permanent(COEURL, "p1")
    leave_battlefield(s.ctx(), [commander, other], "hand", "test")
    s.check_now()
    ask = s.expect("p1", "yes_no", answer=["yes"])
    assert "将被置入你的手牌或牌库：要改为将它放回统帅区吗？" in ask["prompt"]
    assert s.defs(COMMAND) == [ADELBERT] and ADELBERT not in s.defs(hand("p1"))
    assert COEURL in s.defs(hand("p1"))
    assert s.events_of("card_moved")[-1]["reason"] == "commander_home"


def test_a_commander_put_into_the_library_from_a_graveyard_may_go_to_the_command_zone():
    """903.9b applies from anywhere: a commander left in the graveyard (903.9a declined) that is
    then put on the bottom of its owner's library."""
    s = commander_game()
    commander = commander_in_play(s)
    leave_battlefield(s.ctx(), [commander], "graveyard", "test")
    s.check_now()
    s.expect("p1", "yes_no", answer=["no"])
    s.move(s.zone(graveyard("p1"))[0], library("p1"), position=0)
    s.check_now()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.defs(COMMAND) == [ADELBERT] and ADELBERT not in s.defs(library("p1"))


def test_21_combat_damage_from_one_commander_loses_the_game():
    """903.10a / 704.6c: commander damage is counted per commander over the game."""
    s = commander_game()
    commander = commander_in_play(s)
    s.state["data"]["commander"]["damage"]["p2"] = {f"p1/{ADELBERT}": 19}
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", answer=[commander])
    while s.result is None:  # no blockers: 2 combat damage makes 21
        s.pass_priority()
    result = s.expect_game_over(["p1"])
    assert s.life("p2") == 38  # far from 0: the commander damage did it
    assert s.events_of("player_lost")[-1]["reason"] == "commander_damage"
    assert result["reason"] == "mtg.result.lost"


def test_damage_from_a_token_or_a_non_commander_does_not_count():
    s = commander_game()
    s.permanent(COEURL, "p1")
    token = s.permanent(ADELBERT, "p1", token=True)  # a copy token of a commander is no commander (903.3)
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    attackers = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] in (COEURL, ADELBERT)]
    s.expect("p1", "choose_cards", answer=attackers)
    assert token in attackers
    for _ in range(3):
        s.pass_all()
    assert s.life("p2") == 36 and s.state["data"]["commander"]["damage"] == {}


def test_deck_rules_903_5():
    assert commander_deck_problems(commander_deck()) == []
    problems = commander_deck_problems([COEURL] + [PLAINS] * 98 + [COEURL] + [ISLAND])
    assert any("不是传奇生物" in p for p in problems)  # 903.3
    assert any("不止一张" in p for p in problems)  # 903.5b
    assert any("标识色" in p and "Island" in p for p in problems)  # 903.5c: blue outside white
    assert any("正好 100 张" in p for p in commander_deck_problems(commander_deck()[:60]))  # 903.5a


def test_an_illegal_commander_deck_refuses_the_match():
    with pytest.raises(GameError) as raised:
        MultiplayerScenario(("p1", "p2"), {p: [COEURL] * 100 for p in ("p1", "p2")}, {"format": "commander"})
    assert raised.value.code == "mtg.commander.bad_decks"
    assert "p1：卡组的第一张牌是指挥官" in raised.value.message


@pytest.mark.parametrize("seed", range(8))
def test_random_commander_decks_are_legal(seed):
    deck = random_commander_deck(random.Random(seed))
    assert commander_deck_problems(deck) == []


def test_a_random_deck_led_by_a_partner_has_two_partner_commanders():
    """702.124a: the fuzzer's random decks pair a commander with partner with another one."""
    led = next(deck for deck in map(random_commander_deck, map(random.Random, range(500))) if deck[0] in (BRUSE, ISHAI))
    first, second = commanders_of(led)
    assert first == led[0] and second != first and "partner" in card_db()[second].keywords
    assert commander_deck_problems(led) == []


def test_colour_identity_matches_the_scryfall_export(scryfall):
    """903.4: the identity worked out from our facts (costs, rules-text symbols, colour
    indicators, basic land types, back faces) is Scryfall's for every implemented card."""
    wrong = []
    for printed in (c for c in card_db().values() if c.id.startswith("fin-")):  # the export is FIN's
        entry = scryfall.get(printed.id.split("-")[1].lstrip("0"))
        if entry is not None and colour_identity(printed) != set(entry["color_identity"]):
            wrong.append(f"{printed.id}: ours {sorted(colour_identity(printed))}, Scryfall {entry['color_identity']}")
    assert wrong == []


def test_colour_indicators_match_the_scryfall_export(scryfall):
    """CR 204 / 202.2e: every face's colour indicator as Scryfall prints it (back faces here)."""
    wrong = []
    for printed in (c for c in card_db().values() if c.id.startswith("fin-")):  # the export is FIN's
        entry = scryfall.get(printed.id.split("-")[1].lstrip("0"))
        faces = (entry or {}).get("card_faces") or [entry or {}]
        for face, ours in zip(faces, [printed, printed.back] if printed.back else [printed], strict=False):
            if sorted(ours.colour_indicator) != sorted(face.get("color_indicator", [])):
                wrong.append(f"{ours.id}: ours {ours.colour_indicator}, Scryfall {face.get('color_indicator', [])}")
    assert wrong == []
    assert card_db()["fin-104"].back.colours == ["B"]  # Braska's Final Aeon is black (202.2e)


@pytest.mark.parametrize("name", ["commander-garnet", "commander-black-waltz", "commander-bruse-ishai"])
def test_the_shipped_commander_decks_are_legal(name):
    """cards/mtg/decks: 100 cards of implemented cards, the commander (or two partners) first
    (903.3, 702.124a, 903.5)."""
    deck = MtgGame().parse_deck((DECKS / f"{name}.txt").read_text(encoding="utf-8"))
    assert commander_deck_problems(deck) == []
    assert MtgGame().preset_fits(deck, {"format": "commander"})


def test_the_board_shows_the_commander_and_commander_damage():
    """Commander damage is public (903.10a): the text board lists it; the card says it is a commander."""
    s = commander_game()
    s.state["data"]["commander"]["damage"]["p2"] = {f"p1/{ADELBERT}": 6}
    lines = s.game.player_summary(view(s.state, "p2"), {"p1": "Alice", "p2": "Bob"}).splitlines()
    assert "Bob 受到 Adelbert Steiner 的指挥官伤害：6" in lines
    assert "指挥官" in s.game.card_details(s.state, s.zone(COMMAND)[0])


def test_a_four_player_commander_game_keeps_the_contract_for_its_first_800_decisions():
    """The fuzzer's checks (invariants, hidden cards, replay) over a random four-player Commander
    game with random legal Commander decks; a whole game takes minutes (``tcg fuzz mtg --players
    4 --option format=commander``), so this smoke stops after 800 decisions."""
    seats, options = ["p1", "p2", "p3", "p4"], {"format": "commander"}
    record = GameRecord(decks=MtgGame().random_decks_for(random.Random(7), seats, options))
    try:
        play_one("mtg", 7, seats, 800, record, options)
    except ContractViolation as error:
        assert str(error) == "no result after 800 decisions"
    assert len(record.answers) > 100


BRUSE, ISHAI, SRAM = "fca-198", "fca-201", "fca-159"  # partners R/W and W/U; Sram: W, no partner


def test_two_partners_are_both_commanders_with_their_combined_identity():
    """702.124a: two legendary creatures with partner may be one deck's commanders; 702.124c /
    903.5c: the deck's cards are within their combined colour identity (an Island fits through
    Ishai); both start in the command zone (903.6) and each has its own tax (903.8)."""
    deck = [BRUSE, ISHAI] + [ISLAND] * 49 + [MOUNTAIN] * 49
    assert commander_deck_problems(deck) == []
    s = MultiplayerScenario(("p1", "p2"), {"p1": deck, "p2": commander_deck()}, {"format": "commander"})
    assert sorted(s.defs(COMMAND)) == sorted([BRUSE, ISHAI])
    assert s.state["data"]["commander"]["commanders"]["p1"] == [BRUSE, ISHAI]
    s.state["data"]["commander"]["casts"]["p1"] = {BRUSE: 1}
    taxes = {s.card(c)["def"]: tax(s.state, c) for c in s.zone(COMMAND)}
    assert taxes == {BRUSE: 2, ISHAI: 0}


def test_a_second_card_without_partner_is_no_commander():
    """702.124a: both cards need partner; Sram is then one of the 99 and the identity is Bruse
    Tarl's alone, which an Island is outside."""
    deck = [BRUSE, SRAM] + [ISLAND] * 98
    problems = commander_deck_problems(deck)
    assert problems == [f"海岛（Island） 的标识色不在指挥官 {card_db()[BRUSE].display_name()} 的标识色之内。"]


def test_a_starting_player_who_concedes_during_the_mulligans_takes_no_turn():
    """800.4a, 101.4: the starting player concedes while the mulligans (103.5) are decided in a
    Commander game of four: the first turn is the next player's in turn order still in the game
    (the fuzzer found turn 1 started for the player who had left)."""
    seats = ["p1", "p2", "p3", "p4"]
    options = {"format": "commander"}
    decks = DeckDealer(get_game("mtg"), "preset", None, options)(0, random.Random(0), seats)
    state, _, request = engine.start("mtg", seats, decks, 0, options)
    starting = state["data"]["starting_player"]
    state, _, request = engine.advance(state, {"action": "concede", "player": starting})
    while state["turn"]["number"] == 0:
        player = request["pending"][0]
        ask = engine.ask_for(request, player)
        choice = ["keep"] if any(o["id"] == "keep" for o in ask["options"]) else [o["id"] for o in ask["options"]][: ask["min"]]
        state, _, request = engine.advance(state, {"request": request["id"], "player": player, "choice": choice})
    after = seats[(seats.index(starting) + 1) % 4]
    assert starting not in state["seats"] and state["turn"] == state["turn"] | {"number": 1, "active": after}


def _answer_simply(state: dict, request: dict):
    """Keep the hand, pass priority, or take the first options asked for."""
    player = request["pending"][0]
    ask = engine.ask_for(request, player)
    ids = [o["id"] for o in ask["options"]]
    choice = ["keep"] if "keep" in ids else ["pass"] if "pass" in ids else ids[: ask["min"]]
    return engine.advance(state, {"request": request["id"], "player": player, "choice": choice})


@pytest.mark.parametrize("seats", [["p1", "p2"], ["p1", "p2", "p3", "p4"]])
def test_the_starting_player_skips_the_first_draw_only_in_a_two_player_game(seats):
    """103.8a: in a two-player game the starting player skips the draw of their first turn;
    103.8c: in other multiplayer games no player does."""
    options = {"format": "commander"} if len(seats) > 2 else None
    decks = DeckDealer(get_game("mtg"), "preset", None, options)(0, random.Random(0), seats)
    state, _, request = engine.start("mtg", seats, decks, 0, options)
    while state["turn"]["step"] != "upkeep":
        state, _, request = _answer_simply(state, request)
    starting = state["turn"]["active"]
    before = len(state["zones"][hand(starting)]["cards"])
    while state["turn"]["step"] == "upkeep":
        state, _, request = _answer_simply(state, request)
    drawn = len(state["zones"][hand(starting)]["cards"]) - before
    assert state["turn"] | {"number": 1, "step": "draw"} == state["turn"] and drawn == (0 if len(seats) == 2 else 1)

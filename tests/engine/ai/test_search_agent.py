"""The search agent (困难, engine/ai/search.py) and the worlds it searches (engine/ai/worlds.py).

Issue 24: an agent answers from its own view. The search agent plays answers out in copies of
the match, so the copies must not hold what the view hides: the opponent's hidden cards are dealt
from a guessed deck, the agent's own in another order, the RNG is reseeded and frames hold no
hidden card's identity.
"""

import copy
import random
import zlib

import orjson
import pytest

from engine.ai import HeuristicAgent, decide_for
from engine.ai.search import MIN_ROUNDS, SearchAgent
from engine.ai.worlds import Worlds, card_kind, hidden_from
from engine.core import snapshot
from engine.core.match import advance_in_place, start, view
from engine.core.registry import available_games, get_game
from engine.core.requests import ask_for
from tests.games.lorcana.position import LorcanaScenario

PLAYERS = ["p1", "p2"]


def play_until(state: dict, agents: dict, done) -> None:
    while state["result"] is None and not done(state):
        player = state["request"]["pending"][0]
        choice = decide_for(agents[player], state, player)
        advance_in_place(state, {"request": state["request"]["id"], "player": player, "choice": choice})


def new_match(game_id: str, seed: int) -> dict:
    decks = get_game(game_id).random_decks(random.Random(seed), PLAYERS)
    return start(game_id, PLAYERS, decks, seed)[0]


def hidden_changed(state: dict, viewer: str, rng: random.Random) -> dict:
    """A copy of ``state`` in which the opponents' hidden cards are other cards (those in hand and
    deck from another deck; face-down ones swapped with others of their kind) and the viewer's own
    hidden cards lie in another order."""
    changed = snapshot.copy(state)
    game_id = state["game"]
    other_decks = get_game(game_id).random_decks(random.Random(rng.random()), PLAYERS)
    groups: dict[tuple, list[dict]] = {}
    for card in changed["cards"].values():
        if hidden_from(card, viewer):
            face_down_kind = card_kind(game_id, card["def"]) if card.get("face_down") else None
            groups.setdefault((card["owner"], face_down_kind), []).append(card)
    for (owner, face_down_kind), cards in groups.items():
        if owner not in (viewer, None) and face_down_kind is None:
            identities = [rng.choice(other_decks[owner]) for _ in cards]
        else:
            identities = [card["def"] for card in cards]
            rng.shuffle(identities)
        for card, identity in zip(cards, identities, strict=True):
            card["def"] = identity
    return changed


def search_answers_compared(game_id: str) -> tuple[int, int]:
    """Play a match with the search agent as p1; before each of its decisions, ask a copy of it
    in a copy of the match whose hidden cards were changed. (decisions compared, answers changed)"""
    state = new_match(game_id, 11)
    agents = {
        "p1": SearchAgent(game_id, 1, playouts=24, seconds=None, rollout_decisions=12),
        "p2": HeuristicAgent(game_id, 2),
    }
    rng = random.Random(5)
    compared = changed = 0
    while state["result"] is None and compared < 6:
        play_until(state, agents, lambda s: s["request"]["pending"][0] == "p1")
        if state["result"] is not None:
            break
        answer_when_changed = decide_for(copy.deepcopy(agents["p1"]), hidden_changed(state, "p1", rng), "p1")
        answer = decide_for(agents["p1"], state, "p1")
        changed += answer_when_changed != answer
        compared += len(state["request"]["asks"]["p1"]["options"]) > 1
        advance_in_place(state, {"request": state["request"]["id"], "player": "p1", "choice": answer})
    return compared, changed


@pytest.mark.parametrize("game_id", available_games())
def test_search_answers_do_not_depend_on_hidden_cards(game_id):
    """For the same seed, changing the cards hidden from the search agent (the opponent's hand
    and deck, face-down cards, every deck's order) never changes its answer."""
    compared, changed = search_answers_compared(game_id)
    assert compared >= 4  # decisions with a choice were compared
    assert changed == 0


def test_the_check_sees_worlds_that_deal_the_opponents_real_cards(monkeypatch):
    """Control: worlds dealing the opponent's real hidden cards (not a guess) fail the check. The
    positions are scored by a hash of the whole world, so whatever a world holds shows in the
    answers (the real scores may not tell cards apart within the control's short playouts)."""

    def real_cards(self, owner, card_ids, guesses):
        return sorted(self._state["cards"][c]["def"] for c in card_ids)

    def any_difference_shows(world, player):
        return zlib.crc32(snapshot.dump(world)) / 2**31 - 1

    monkeypatch.setattr(Worlds, "_pool", real_cards)
    monkeypatch.setattr("engine.ai.search.evaluate", any_difference_shows)
    assert search_answers_compared("ultraman")[1] > 0


def frame_secrets(state: dict, viewer: str) -> set[str]:
    """Identities of cards hidden from ``viewer`` (and not shown elsewhere) that a frame names."""
    hidden = {c["def"] for c in state["cards"].values() if hidden_from(c, viewer)}
    shown = {c["def"] for c in state["cards"].values() if not hidden_from(c, viewer)}
    frames = orjson.dumps(state["frames"]).decode()
    return {d for d in hidden - shown if f'"{d}"' in frames}


@pytest.mark.parametrize("game_id", available_games())
def test_pending_procedures_hold_no_hidden_card(game_id):
    """The worlds keep the frames as they are: no frame may name what a hidden card is."""
    state = new_match(game_id, 3)
    agents = {p: HeuristicAgent(game_id, 3) for p in PLAYERS}
    for _ in range(300):
        if state["result"] is not None:
            break
        player = state["request"]["pending"][0]
        assert frame_secrets(state, player) == set()
        play_until(state, agents, lambda s, seen=state["version"]: s["version"] > seen)


def test_the_frame_check_sees_a_hidden_card_named_in_a_frame():
    state = new_match("lorcana", 3)
    shown = {c["def"] for c in state["cards"].values() if not hidden_from(c, "p1")}
    secret = next(c["def"] for c in state["cards"].values() if c["owner"] == "p2" and c["def"] not in shown)
    assert frame_secrets(state, "p1") == set()
    state["frames"].append({"proc": "peek", "definition": secret})
    assert frame_secrets(state, "p1") == {secret}


def test_a_world_deals_the_opponents_hidden_cards_from_the_guess_and_keeps_what_the_viewer_sees():
    state = new_match("lorcana", 4)
    worlds = Worlds(state, "p1")
    guess = ["guessed-card"] * 60
    world = worlds.sample(random.Random(1), {"p2": guess})
    opponent_hidden = [
        c
        for c in state["cards"]
        if hidden_from(state["cards"][c], "p1") and state["cards"][c]["owner"] == "p2"
    ]
    assert opponent_hidden and all(world["cards"][c]["def"] == "guessed-card" for c in opponent_hidden)
    for card_id, card in state["cards"].items():
        if not hidden_from(card, "p1"):
            assert world["cards"][card_id] == card  # the viewer's hand, public cards: as they are
    own_deck = state["zones"]["p1.deck"]["cards"]
    assert sorted(world["cards"][c]["def"] for c in own_deck) == sorted(
        state["cards"][c]["def"] for c in own_deck
    )
    assert world["rng"] != state["rng"]
    assert state["cards"][opponent_hidden[0]]["def"] != "guessed-card"  # the match itself is untouched


def test_a_world_takes_back_the_opponents_answer_to_a_simultaneous_choice():
    state = new_match("lorcana", 4)
    state["request"] = {"id": "r99", "state_version": 0, "kind": "choose_cards", "key": "secret",
                        "asks": {p: {"prompt": "选择：米奇", "options": [{"id": "c1", "label": "米奇"}], "min": 1, "max": 1,
                                     "optional": False, "ordered": False, "default": ["c1"]} for p in PLAYERS},
                        "pending": ["p1"], "answers": {"p2": ["c1"]}}  # fmt: skip
    world = Worlds(state, "p1").sample(random.Random(1), {})
    assert world["request"]["answers"] == {} and world["request"]["pending"] == ["p1", "p2"]
    assert world["request"]["asks"]["p2"]["options"] == [{"id": "c1", "label": "c1"}]
    assert world["request"]["asks"]["p1"] == state["request"]["asks"]["p1"]


class Scripted(SearchAgent):
    """A search agent whose playouts give each answer a fixed value, or a value a round from a
    list (round after round, over again)."""

    def __init__(self, values, playouts=8):
        super().__init__("lorcana", 0, playouts=playouts, seconds=None)
        self.values = values
        self.played = {}

    def guesses(self, view):
        return {}

    def playout(self, world, player, request_id, choice, seed, deadline):
        value, rounds = self.values[choice[0]], self.played.get(choice[0], 0)
        self.played[choice[0]] = rounds + 1
        return value[rounds % len(value)] if isinstance(value, list) else value


class NoWorlds:
    def sample(self, rng, guesses):
        return {}


def searched(values: dict, playouts: int = 8) -> tuple[list[str], int]:
    """The scripted search's answer to a choice between the heuristic's answer and another, and
    the playouts it took."""
    view, candidates = {"seats": PLAYERS, "viewer": "p1"}, [["heuristic"], ["other"]]
    agent = Scripted(values, playouts)
    return agent.search(view, {"id": "r1"}, candidates, NoWorlds()), sum(agent.played.values())


def test_search_takes_another_answer_only_when_it_plays_clearly_better():
    assert searched({"heuristic": 0.1, "other": 0.5}) == (["other"], 8)
    assert searched({"heuristic": 0.1, "other": 0.11})[0] == ["heuristic"]  # within the margin
    assert searched({"heuristic": 0.1, "other": 0.5}, playouts=2 * (MIN_ROUNDS - 1))[0] == [
        "heuristic"
    ]  # too few rounds


def test_search_keeps_the_heuristics_answer_when_the_gain_is_within_the_rounds_noise():
    """A mean gain above the margin is not enough when the rounds scatter widely around it: the
    best of several candidates is ahead by chance in most decisions (search.CONFIDENCE)."""
    noisy = [0.9, -0.5, 0.9, -0.5]  # a mean gain of 0.2, four times the margin, standard error 0.4
    assert searched({"heuristic": 0.0, "other": noisy})[0] == ["heuristic"]
    steady = [0.3, 0.1, 0.3, 0.1]  # the same mean, standard error 0.06
    assert searched({"heuristic": 0.0, "other": steady})[0] == ["other"]


def test_search_stops_early_when_nothing_is_ahead_of_the_heuristics_answer():
    assert searched({"heuristic": 0.1, "other": -0.5}, playouts=40) == (["heuristic"], 2 * MIN_ROUNDS)


def test_without_worlds_the_search_agent_answers_as_the_heuristic():
    state = new_match("lorcana", 8)
    play_until(
        state, {p: HeuristicAgent("lorcana", 8) for p in PLAYERS}, lambda s: s["turn"].get("number", 0) >= 3
    )
    player = state["request"]["pending"][0]
    seen, ask = view(state, player), ask_for(state["request"], player)
    assert SearchAgent("lorcana", 8).decide(seen, ask) == HeuristicAgent("lorcana", 8).decide(seen, ask)


def test_a_world_the_rules_cannot_play_leaves_the_heuristics_answer(monkeypatch, caplog):
    """A dealt world is a guess; if playing in it fails, the real match gets the heuristic's answer
    (and the failure is logged) instead of the error."""
    state = new_match("lorcana", 8)
    play_until(
        state, {p: HeuristicAgent("lorcana", 8) for p in PLAYERS}, lambda s: s["turn"].get("number", 0) >= 3
    )
    player = state["request"]["pending"][0]
    seen, ask = view(state, player), ask_for(state["request"], player)

    def broken_playout(*args, **kwargs):
        raise KeyError("a card the dealt world lacks")

    agent = SearchAgent("lorcana", 8, seconds=None)
    monkeypatch.setattr(agent, "playout", broken_playout)
    monkeypatch.setattr(agent, "candidates", lambda ask, scores: [agent.heuristic.rank(ask, scores), ["other"]])
    answer = decide_for(agent, state, player)
    assert answer == HeuristicAgent("lorcana", 8).decide(seen, ask)
    assert "search failed" in caplog.text


def test_every_candidates_playout_stops_at_the_same_turn(monkeypatch):
    """Ending the turn and questing are scored at the same moment: the horizon counts from the
    decision's turn, so ending the turn does not buy the agent an extra turn of play."""
    state = new_match("lorcana", 8)
    play_until(
        state,
        {p: HeuristicAgent("lorcana", 8) for p in PLAYERS},
        lambda s: (
            s["turn"].get("number", 0) >= 3
            and any(o["id"] == "end" for o in ask_for(s["request"], s["request"]["pending"][0])["options"])
        ),
    )
    player = state["request"]["pending"][0]
    ask = ask_for(state["request"], player)
    other = next(o["id"] for o in ask["options"] if o["id"] != "end")
    stopped = []
    monkeypatch.setattr(
        "engine.ai.search.evaluate", lambda world, p: stopped.append(world["turn"]["number"]) or 0.0
    )
    agent = SearchAgent("lorcana", 8, seconds=None)
    for choice in (["end"], [other]):
        agent.playout(snapshot.copy(state), player, state["request"]["id"], choice, 1, None)
    assert stopped[0] == stopped[1] == state["turn"]["number"] + agent.rollout_turns



def test_lorcana_search_plays_the_last_card_the_heuristic_would_ink():
    """Five ink and one card in hand, a 1-cost character with 1 lore: the heuristic inks it (it
    inks up to 7), leaving nothing to spend the ink on. Played, it quests from the next turn on
    (drying, 6.1.4): the search sees that only with playouts past the agent's next turn."""
    s = LorcanaScenario(seed=1)
    s.ink(5)
    character = s.hand("iti-006")  # 姬塔——亚特兰蒂斯人: cost 1, 2/2, lore 1
    s.main(options=[f"ink:{character}", f"play:{character}", "end"])
    assert decide_for(HeuristicAgent("lorcana", 1), s.state, "p1") == [f"ink:{character}"]
    assert decide_for(SearchAgent("lorcana", 1, seconds=None), s.state, "p1") == [f"play:{character}"]

"""Starting positions in the fixture game, shared by the engine core tests."""

import random
from collections.abc import Callable

import engine
from engine.ai import RandomAgent
from tests.engine.fixture import GAME
from tests.scenario import Scenario

PLAYERS = ["p1", "p2"]


def decks(card: str = "grunt", size: int = 20) -> dict[str, list[str]]:
    return {p: [card] * size for p in PLAYERS}


def opening(seed: int = 0, game: str = "fixture", card: str = "grunt") -> Scenario:
    """A fixture match (20 ``card`` each) waiting for the opening bid."""
    return Scenario(game, PLAYERS, decks(card), seed)


def turn_one(seed: int = 0, game: str = "fixture") -> Scenario:
    """p1's first priority window (turn 1, mana 1) with empty hands and 10 life each.

    p1 won the bid and both kept; the hands (grunts) went back on top of the decks, so every draw
    gives a grunt. The test puts the cards it needs; the pending request is asked again from
    that position at the next step.
    """
    s = opening(seed, game)
    s.expect("p1", "choose_number", answer=["1"])
    s.expect("p2", "choose_number", answer=["0"])
    s.expect("p1", "mulligan", answer=["keep"])
    s.expect("p2", "mulligan", answer=["keep"])
    s.expect("p1", "choose_action")
    s.set_player("p1", life=10)
    for player in PLAYERS:
        s.empty(f"{player}.hand", into=f"{player}.deck")
    return s


def of_type(events: list[dict], event_type: str) -> list[dict]:
    return [e for e in events if e["type"] == event_type]


def play_random(
    seed: int, on_step: Callable[[dict], None] | None = None, max_steps: int | None = None
) -> tuple[dict, dict, list[dict]]:
    """A fixture game between random agents (random decks from ``seed``); ``on_step`` sees the
    state before every answer. Returns (decks, final state, answers)."""
    decks = GAME.random_decks(random.Random(seed), PLAYERS)
    state, _, _ = engine.start("fixture", PLAYERS, decks, seed)
    agent = RandomAgent(seed)
    answers: list[dict] = []
    while state["result"] is None and (max_steps is None or len(answers) < max_steps):
        if on_step:
            on_step(state)
        player = state["request"]["pending"][0]
        choice = agent.choose(engine.ask_for(state["request"], player))
        answers.append({"request": state["request"]["id"], "player": player, "choice": choice})
        engine.advance_in_place(state, answers[-1])
    return decks, state, answers

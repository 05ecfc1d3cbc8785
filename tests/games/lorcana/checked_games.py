"""Random Lorcana games checked at every step as the fuzzer checks them (engine/fuzz.py), with
match options and concessions the fuzzer does not make."""

import random

import engine
from engine.ai import RandomAgent
from engine.core import snapshot
from engine.core.requests import ask_for
from engine.fuzz import CACHE_CHECK_EVERY, HiddenCardCheck, check_events, check_state, check_turns


def play_checked(seed: int, players: list[str], options: dict | None, concede_chance: float) -> dict:
    """A random game checked at every step as the fuzzer does (engine/fuzz.py); before any
    decision a random player may concede with ``concede_chance``. Returns the final state,
    after checking that replaying the log gives it again."""
    game = engine.get_game("lorcana")
    rng = random.Random(seed)
    decks = game.random_decks(rng, players)
    agent = RandomAgent(seed)
    state, _, _ = engine.start("lorcana", players, decks, seed, options)
    hidden_check = HiddenCardCheck(game, rng)
    before = check_state(game, state, hidden_check)
    log = []
    while state["result"] is None:
        assert len(log) < 20_000, "no result after 20000 decisions"
        request = state["request"]
        if rng.random() < concede_chance:
            answer = {"action": "concede", "player": rng.choice(state["seats"])}
        else:
            player = request["pending"][0]
            answer = {"request": request["id"], "player": player, "choice": agent.choose(ask_for(request, player))}
        log.append(answer)
        events, _ = engine.advance_in_place(state, answer)
        check_events(before, state, events)
        check_turns(before, events)
        before = check_state(game, state, hidden_check, len(log) % CACHE_CHECK_EVERY == 0, before)
    replayed = engine.replay("lorcana", players, decks, seed, options, log)
    assert snapshot.dump(replayed) == snapshot.dump(state)
    return state

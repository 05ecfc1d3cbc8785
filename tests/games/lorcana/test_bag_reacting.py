"""The bag looks for triggers only on the cards `bag.reacting` names (7.4.1): those with a printed
ability waiting for the event, or all cards while something gives abilities that wait for it. Over
random positions it must name exactly the cards on which some ability, printed or given, waits."""

import random

import engine
from engine.ai import RandomAgent
from engine.core.requests import ask_for
from engine.games.lorcana.bag import reacting
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.granted import granted_trigger_events
from engine.games.lorcana.stats import anything_grants, granted_abilities
from engine.games.lorcana.zones import in_play

GAMES = 4


def positions(seed: int):
    """Every position of a random game with random decks of every implemented card."""
    players = ["p1", "p2"]
    decks = engine.get_game("lorcana").random_decks(random.Random(seed), players)
    agent = RandomAgent(seed)
    state, _, request = engine.start("lorcana", players, decks, seed)
    while state["result"] is None:
        yield state
        player = request["pending"][0]
        choice = agent.choose(ask_for(request, player))
        _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})


def waiting_on(state: dict, card_id: str, trigger: str) -> bool:
    """The full rule: a printed or a given triggered ability of the card waits for the event."""
    if card_db()[state["cards"][card_id]["def"]].triggered_by.get(trigger):
        return True
    return any(a.kind == "triggered" and a.trigger.event == trigger for _, a in granted_abilities(state, card_id))


def test_reacting_names_every_card_an_ability_of_which_waits():
    triggers = {trigger for card in card_db().values() for trigger in card.triggered_by} | granted_trigger_events()
    checked = reacting_found = 0
    for seed in range(GAMES):
        for state in positions(seed):
            for player in state["seats"]:
                for trigger in triggers:
                    named = reacting(state, player, trigger)
                    waiting = [c for c in in_play(state, player) if waiting_on(state, c, trigger)]
                    if trigger in granted_trigger_events() and anything_grants(state):
                        assert set(named) >= set(waiting)  # all cards while abilities are given
                    else:
                        assert named == waiting
                    checked += 1
                    reacting_found += bool(named)
    assert checked > 1000 and reacting_found > 0

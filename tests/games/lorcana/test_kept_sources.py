"""The static abilities in play, the cards waiting for each kind of trigger (bag.reacting) and what
sources could give (stats._grantable) are kept from one `memo.unchanging` block to the next while
the cards in play (and, for the last, the stored effects) are the same (memo.kept_while_in_play).
At every decision of random games with every implemented card, what a block reads must be what a
build with nothing kept gives; and a kept reading is never taken over by another state, nor after
a card enters or leaves play. The fuzzer checks the same (`cache_problems`, kept_check.py)."""

import random

import engine
from engine.ai import RandomAgent
from engine.core import snapshot
from engine.core.effects import END_OF_TURN, add_effect
from engine.core.requests import ask_for
from engine.games.lorcana import memo
from engine.games.lorcana.kept_check import kept_problems
from engine.games.lorcana.statics import statics_in_play
from engine.games.lorcana.stats import flag_may_apply
from tests.games.lorcana.position import LorcanaScenario

GAMES = 4


def test_kept_values_are_the_values_found_afresh_at_every_decision():
    taken_over = decisions = 0
    for seed in range(GAMES):
        players = ["p1", "p2"] if seed % 3 else ["p1", "p2", "p3"]
        decks = engine.get_game("lorcana").random_decks(random.Random(seed), players)
        agent = RandomAgent(seed)
        state, _, request = engine.start("lorcana", players, decks, seed)
        while state["result"] is None:
            kept_before = memo._kept[2]
            assert kept_problems(state) == []
            taken_over += memo._kept[2] is kept_before
            decisions += 1
            player = request["pending"][0]
            choice = agent.choose(ask_for(request, player))
            _, request = engine.advance_in_place(state, {"request": request["id"], "player": player, "choice": choice})
    assert taken_over > decisions // 2  # the shortcut is taken, and checked, most of the time
    assert taken_over < decisions  # and not always: cards enter and leave play


def test_the_fuzzer_check_sees_a_stale_kept_value():
    s = LorcanaScenario()
    s.in_play("tfc-090", player="p2")  # 高瑟妈妈, a static ability
    state = s.state
    assert kept_problems(state) == []
    with memo.unchanging(state):
        memo.kept_while_in_play(state)["statics"] = []  # as if kept from before she entered play
    assert kept_problems(state) != []


def test_a_card_entering_play_or_an_effect_is_seen_by_the_next_block():
    s = LorcanaScenario()
    s.in_play("tfc-012")
    state = s.state
    with memo.unchanging(state):
        assert statics_in_play(state) == []
        assert not flag_may_apply(state, "cannot_quest")
    gothel = s.in_play("tfc-090", player="p2")  # 高瑟妈妈: opposing characters can't quest
    with memo.unchanging(state):
        assert [source for source, _, _ in statics_in_play(state)] == [gothel]
        assert flag_may_apply(state, "cannot_quest")
        assert not flag_may_apply(state, "cannot_challenge")
    ctx = s.ctx()
    ctx.move(gothel, "p2.discard")
    add_effect(ctx, source=None, controller="p1", modifier={"flag": "cannot_challenge"}, until=END_OF_TURN, selector={})
    with memo.unchanging(state):
        assert statics_in_play(state) == []
        assert not flag_may_apply(state, "cannot_quest")
        assert flag_may_apply(state, "cannot_challenge")


def test_another_state_never_takes_over_what_was_kept():
    s = LorcanaScenario()
    s.in_play("tfc-090", player="p2")
    with memo.unchanging(s.state):
        found = statics_in_play(s.state)
    copy = snapshot.copy(s.state)
    with memo.unchanging(copy):
        assert statics_in_play(copy) == found
        assert statics_in_play(copy) is not found

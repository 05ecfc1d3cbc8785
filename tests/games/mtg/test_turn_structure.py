"""The turn (CR 500–514), mana emptying (500.4), land plays (305.2), priority stops and the
London mulligan (103.5)."""

from engine.core.stops import auto_pass
from engine.games.mtg.zones import BATTLEFIELD, hand, library
from tests.games.mtg.position import FOREST, MtgScenario


def steps_of(s: MtgScenario) -> list[str]:
    return [e["step"] for e in s.events_of("step_started")]


def test_a_turn_without_attackers_goes_through_every_step_and_skips_blockers_and_damage():
    """500.1, 508.8: no attackers -> no declare blockers and no combat damage step; 103.8a: the
    starting player does not draw in the first turn, the next player does."""
    s = MtgScenario()
    s.pass_to("upkeep", "p2")
    assert steps_of(s) == ["untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers", "end_combat",
                           "main2", "end", "cleanup", "untap", "upkeep"]  # fmt: skip
    s.pass_to("main1", "p2")
    assert len(s.zone(hand("p2"))) == 2  # the Island and the turn's draw
    assert len(s.zone(hand("p1"))) == 1  # p1 skipped the draw of turn 1


def test_the_untap_step_untaps_only_the_active_players_permanents():
    s = MtgScenario()
    mine = s.permanent(FOREST, "p1", tapped=True)
    theirs = s.permanent(FOREST, "p2", tapped=True)
    s.pass_to("upkeep", "p2")
    assert not s.card(theirs).get("tapped") and s.card(mine).get("tapped")


def test_mana_empties_between_steps():
    """500.4: unspent mana empties at the end of each step and phase; 605.3a: a mana ability is
    activated with priority and does not use the stack."""
    s = MtgScenario()
    forest = s.permanent(FOREST)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forest}:-1"])
    assert s.player("p1")["pool"] == {"G": 1} and s.state["stack"] == []
    s.pass_both()
    assert s.step == "begin_combat" and s.player("p1")["pool"] == {}
    assert s.events_of("mana_emptied")[-1]["player"] == "p1"


def test_one_land_per_turn():
    """305.2: one land play per turn, in your own main phase with an empty stack (305.1)."""
    s = MtgScenario()
    first, second = s.hand(FOREST), s.hand(FOREST)
    s.pass_to("upkeep")
    assert not any(o["id"].startswith("land:") for o in s.ask("p1")["options"])
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{first}"])
    assert [s.card(c)["def"] for c in s.zone(BATTLEFIELD)] == [FOREST]
    assert not any(o["id"].startswith("land:") for o in s.ask("p1")["options"])
    assert second in s.zone(hand("p1"))


def test_cleanup_discards_down_to_seven():
    """514.1: the active player discards down to the maximum hand size."""
    s = MtgScenario()
    for _ in range(8):
        s.hand(FOREST)
    s.pass_to("end")
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == ask["max"] == 2
    s.answer_raw("p1", [o["id"] for o in ask["options"][:2]])
    assert len(s.zone(hand("p1"))) == 7


def test_priority_stops_ask_at_your_main_phase_and_when_the_opponent_acts():
    """Stops (engine/core/stops.py): p1 is not asked in their own upkeep; p1 is asked in main 1;
    the opponent is asked when p1's spell is on the stack."""
    s = MtgScenario()
    s.lands(4, "fin-300")
    spell = s.hand("fin-116")  # Sephiroth's Intervention
    target = s.permanent("fin-188", "p2")
    assert s.step == "upkeep" and auto_pass(s.game, s.state, "p1")
    s.pass_to("main1")
    assert not auto_pass(s.game, s.state, "p1")
    s.cast(spell, [target])
    assert s.priority_player() == "p1" and auto_pass(s.game, s.state, "p1")
    s.pass_priority("p1")
    assert s.priority_player() == "p2" and not auto_pass(s.game, s.state, "p2")


def test_london_mulligan_draws_seven_and_puts_one_on_the_bottom():
    """103.5: a mulligan shuffles the hand away and draws seven; once the player keeps, they put
    as many cards on the bottom as mulligans taken."""
    s = MtgScenario.__new__(MtgScenario)
    MtgScenario.__bases__[0].__init__(s, "mtg", ["p1", "p2"], {p: [FOREST] * 60 for p in ("p1", "p2")}, 0, {"first_player": "p1"})
    s.expect("p1", "mulligan", answer=["mulligan"])
    s.expect("p2", "mulligan", answer=["keep"])
    assert len(s.zone(hand("p1"))) == 7 and s.player("p1")["mulligans"] == 1
    ask = s.expect("p1", "mulligan", options=["keep", "mulligan"], answer=["keep"])
    assert "1" in ask["prompt"]
    bottom = s.expect("p1", "choose_cards")
    assert bottom["min"] == bottom["max"] == 1
    chosen = bottom["options"][0]["id"]
    s.answer_raw("p1", [chosen])
    assert len(s.zone(hand("p1"))) == 6 and len(s.zone(hand("p2"))) == 7
    assert s.zone(library("p1"))[0] != chosen  # a new object at the bottom (400.7)
    assert s.events_of("cards_to_bottom")[0]["count"] == 1


def test_with_stops_a_quiet_turn_asks_the_active_player_only_in_the_two_main_phases():
    """The front end passes for a player at every priority that is not a stop: in a turn where
    nobody acts, p1 is asked in main 1 and main 2 only, p2 never (issue 18: not a hundred times)."""
    s = MtgScenario()
    s.permanent(FOREST)
    s.permanent(FOREST, "p2")
    asked = []
    while not (s.state["turn"]["active"] == "p2" and s.step == "upkeep"):
        holder = s.priority_player()
        if holder is None:
            s.answer_raw(s.state["request"]["pending"][0], [])
            continue
        if not auto_pass(s.game, s.state, holder):
            asked.append((holder, s.step))
        s.pass_priority(holder)
    assert asked == [("p1", "main1"), ("p1", "main2")]


def test_stops_in_combat_the_defender_after_attackers_and_the_attacker_after_blockers():
    s = MtgScenario()
    coeurl = s.permanent("fin-012")
    s.permanent("fin-188", "p2")
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[coeurl])
    assert s.step == "declare_attackers" and auto_pass(s.game, s.state, "p1")
    s.pass_priority("p1")
    assert not auto_pass(s.game, s.state, "p2")
    s.pass_priority("p2")
    s.expect("p2", "choose_cards", answer=[])
    assert s.step == "declare_blockers" and not auto_pass(s.game, s.state, "p1")

"""Readings that take a shortcut inside `memo.unchanging` (stats.flag_may_apply, keyword_value and
anything_grants read from one pass over the sources in play; the Singer costs remembered once per
menu) against the same readings with nothing remembered, with every card that has a static
ability in play on both sides: extra ink (8.5.5), a hand that counts as inkable (8.5.1), "no
actions" (1.2.2), keyword values such as Singer (10.9), Resist (10.6) and Challenger (10.3)."""

from engine.games.lorcana import memo
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.ink import hand_counts_as_inkable, inks_allowed
from engine.games.lorcana.play import actions_forbidden, singing_costs
from engine.games.lorcana.stats import anything_grants, flag_may_apply, keyword_value
from tests.games.lorcana.position import LorcanaScenario

KEYWORD_VALUES = ("singer", "resist", "challenger")


def readings(state: dict) -> tuple:
    in_play = [c for p in state["seats"] for c in state["zones"][f"{p}.play"]["cards"]]
    return (
        [(inks_allowed(state, p), hand_counts_as_inkable(state, p), actions_forbidden(state, p), singing_costs(state, p)) for p in state["seats"]],
        [keyword_value(state, c, keyword) for c in in_play for keyword in KEYWORD_VALUES],
        anything_grants(state),
    )  # fmt: skip


def test_shortcut_readings_equal_the_full_rules_with_every_static_ability_in_play():
    with_statics = sorted(c.id for c in card_db().values() if c.has_statics and c.implemented and c.type != "action")
    flags_seen = set()
    for definition in with_statics:
        s = LorcanaScenario()
        for player in ("p1", "p2"):
            s.in_play(definition, player=player)
            s.in_play("tfc-012", player=player)  # a vanilla character, ready and dry: it could sing
        state = s.state
        with memo.unchanging(state):
            kept = readings(state)
            flags_seen.update(flag for flag in ("extra_ink", "hand_inkable", "no_actions", "opponents_no_actions") if flag_may_apply(state, flag))
        assert kept == readings(state), definition
    assert len(with_statics) > 100
    assert {"extra_ink", "hand_inkable", "opponents_no_actions"} <= flags_seen  # each was ruled out somewhere ("no_actions": made-up cards only)


def test_a_flag_no_source_names_is_read_without_looking_at_cards():
    s = LorcanaScenario()
    s.in_play("tfc-012")
    with memo.unchanging(s.state):
        assert not flag_may_apply(s.state, "extra_ink")
        assert inks_allowed(s.state, "p1") == 1
    assert flag_may_apply(s.state, "extra_ink")  # outside the block nothing is assumed

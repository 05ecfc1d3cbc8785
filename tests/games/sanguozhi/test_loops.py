"""Endless loops (809, loops.py): 练习-420 鸣金手 (whenever an own General gets 鼓, it loses and
gets 金 again), 练习-421 击鼓手 ([ENTER] it gets 鼓; whenever an own General gets 金, it loses and
gets 鼓 again) and 练习-422 军令鼓吏 (whenever an own General gets 金, it removes 1 军令 counter and
then loses 鼓; it gets 鼓: a chain that runs as long as it has 军令)."""

from engine.games.sanguozhi import loops
from tests.games.sanguozhi.position import SanguozhiScenario, stocked

DRUMMER, GONG, RUNNER = "练习-421", "练习-420", "练习-422"
MARCH_ORDERS = "counter:军令"


def dispatch(s: SanguozhiScenario, definition: str) -> None:
    """p1 dispatches ``definition`` as a Lieutenant; both pass and it resolves."""
    card = s.hand("p1", definition)
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{card}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])


def loop_breaks(s: SanguozhiScenario) -> list[dict]:
    return [e for e in s.events_of("rule_effect") if e["outcome"] == "loop"]


def test_T108_a_loop_of_mandatory_triggers_puts_its_newest_card_into_the_graveyard():
    """T108 (809.3): 鸣金手 is on p1's field; 击鼓手 arrives and gets 鼓, 鸣金手 then gets 金, 击鼓手
    gets 鼓 again, and so on for ever, with no choice in it. The loop is found when 鸣金手's
    trigger is about to resolve a third time in the same position; of its two cards 击鼓手
    entered the field last and goes to the graveyard, once; 鸣金手 stays and play goes on
    (p1 has the action right again)."""
    s = stocked()
    gong = s.general(GONG, "p1")
    dispatch(s, DRUMMER)
    assert s.zone("p1.field").count(gong) == 1
    assert s.cards("p1.graveyard", DRUMMER) and not s.cards("p1.field", DRUMMER)
    (broken,) = loop_breaks(s)
    assert broken["definition"] == DRUMMER and broken["player"] == "p1"
    assert s.game.narrate(broken, {}) == "无限循环：练习卡·击鼓手 被置入墓地（809.3）。"
    # the [ENTER] skill, two turns of the loop, and 鸣金手's third, which resolves after the break
    resolved = [e["definition"] for e in s.events_of("skill_triggered")]
    assert resolved == [DRUMMER, GONG, DRUMMER, GONG, DRUMMER, GONG]
    assert s.card(gong)["counters"] == {"counter:金": 1}
    s.expect("p1", "choose_action", exact=False)


def mark(s: SanguozhiScenario, card: str, name: str) -> None:
    """``card`` gets the mark ``name`` as an effect would give it (its triggers wait), and the
    action right is asked again from the start: the triggers resolve first (804.3)."""
    ctx = s.ctx()
    ctx.set_counter(card, f"counter:{name}", 1)
    ctx.emit("counters_changed", card=card, definition=s.card(card)["def"], name=name, count=1, change=1)
    s.settle()


def test_T108_the_card_that_entered_the_field_last_goes_whichever_started_the_loop():
    """809.3 reads the timestamps, not who started the loop: 击鼓手 has been on the field since
    before 鸣金手 arrived; 击鼓手 getting 鼓 starts the loop, and the newer 鸣金手 goes."""
    s = stocked()
    drummer = s.general(DRUMMER, "p1")
    gong = s.general(GONG, "p1")
    mark(s, drummer, "鼓")
    s.expect("p1", "choose_action", exact=False)
    assert s.cards("p1.graveyard", GONG) and gong not in s.zone("p1.field")
    assert drummer in s.zone("p1.field") and [e["definition"] for e in loop_breaks(s)] == [GONG]


def chain(orders: int) -> tuple[SanguozhiScenario, str, str]:
    """鸣金手, then 军令鼓吏 with ``orders`` 军令 on p1's field; 鸣金手 gets 金: 军令鼓吏 and 鸣金手 feed
    each other as long as 军令鼓吏 has 军令 (the position changes each time: one 军令 fewer)."""
    s = stocked()
    gong = s.general(GONG, "p1")
    runner = s.general(RUNNER, "p1")
    s.card(runner)["counters"] = {MARCH_ORDERS: orders}
    mark(s, gong, "金")
    s.expect("p1", "choose_action", exact=False)
    return s, gong, runner


def test_T108_a_long_finite_chain_of_triggers_is_not_cut():
    """809.3 is for loops: with 30 军令, 军令鼓吏 resolves 31 times and 鸣金手 30, and then 军令鼓吏
    keeps its 鼓 and the chain ends by itself. Nothing goes to the graveyard."""
    s, gong, runner = chain(30)
    assert not loop_breaks(s) and {gong, runner} <= set(s.zone("p1.field"))
    assert s.card(runner)["counters"] == {"counter:鼓": 1}
    assert len(s.events_of("skill_triggered")) == 61


def test_T108_a_loop_that_never_comes_back_to_a_position_is_cut_past_the_limit():
    """809.1, 809.3: a chain whose position drifts cannot be told from an endless one without
    running it to its end: 军令鼓吏 with more 军令 than loops.LIMIT is cut when its ability is about to
    resolve the (LIMIT + 1)th time; 军令鼓吏, which entered the field last, goes."""
    s, gong, runner = chain(loops.LIMIT + 50)
    assert [e["definition"] for e in loop_breaks(s)] == [RUNNER]
    assert s.cards("p1.graveyard", RUNNER) and runner not in s.zone("p1.field") and gong in s.zone("p1.field")
    assert len(s.events_of("skill_triggered")) == 2 * loops.LIMIT + 1


def test_T108_a_loop_whose_only_choice_is_the_order_of_its_triggers_is_broken_too():
    """809.2, 809.3, 703.3c: with 军令鼓吏 (no 军令) beside 鸣金手, each 金 fires both 击鼓手 and
    军令鼓吏, and p1 orders them, but in either order the same triggers resolve and the loop comes
    back: it is broken all the same, after p1 ordered them twice. 击鼓手 arrived last and goes;
    then 鸣金手's 金 fires 军令鼓吏 alone, which has its 鼓 already: the chain ends."""
    s = stocked()
    gong = s.general(GONG, "p1")
    runner = s.general(RUNNER, "p1")
    dispatch(s, DRUMMER)
    for first in (DRUMMER, RUNNER):  # p1 orders its two waiting triggers, ``first``'s first
        ask = s.expect("p1", "order_triggers")
        sources = {t["id"]: s.card(t["source"])["def"] for t in s.state["triggers"]}
        s.answer_raw("p1", sorted((o["id"] for o in ask["options"]), key=lambda t: sources[t] != first))
    assert [e["definition"] for e in loop_breaks(s)] == [DRUMMER]
    assert {gong, runner} <= set(s.zone("p1.field")) and s.cards("p1.graveyard", DRUMMER)
    s.expect("p1", "choose_action", exact=False)

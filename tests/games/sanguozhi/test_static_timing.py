"""When static abilities work (704.2, 703.5d) and how long use limits count (808.3)."""

from engine.games.sanguozhi.actions import leave_field
from engine.games.sanguozhi.stats import attack
from tests.games.sanguozhi.position import stocked


def test_statics_start_only_after_the_generals_own_enter_skills_resolved():
    """703.5d, 704.2 (digest 张达 example): 援军督将's anthem (+1 ATK to its other Generals) does
    not work while its own [ENTER] 援军 search is resolving, and works once it is done."""
    s = stocked()
    footman = s.general("练习-001", "p1")  # 新兵 1/1/0
    s.put("练习-A05", "p1.deck")
    leader = s.hand("p1", "练习-064")
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{leader}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    ask = s.expect("p1", "choose_cards")  # the 援军 search, asked while the skill resolves
    arrived = s.cards("p1.field", "练习-064")[0]
    assert s.card(arrived)["skills_pending"] == 1 and attack(s.state, footman) == 1
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert "skills_pending" not in s.card(arrived) and attack(s.state, footman) == 2


def test_a_use_limit_keeps_counting_after_the_general_leaves_and_comes_back():
    """808.3b: 传令兵 (once per turn) used, returned to hand and dispatched again the same turn:
    its ability stays used up; the count ends with the turn (105.12b)."""
    s = stocked()
    herald = s.general("练习-040", "p1")
    s.hand("p1", "练习-A01")
    for definition in ("练习-001", "练习-002", "练习-003"):
        s.put(definition, "p1.deck")
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"ability:{herald}:0"])
    s.expect("p1", "choose_cards", exact=False, answer=[s.zone("p1.hand")[0]])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    in_hand = leave_field(s.ctx(), herald, "hand", reason="bounce")
    assert s.card(in_hand)["uses"] == {"0": 1}
    assert "uses" not in s.view("p2")["zones"]["p1.hand"]["cards"][-1]  # hidden cards keep it secret
    s.settle()
    s.expect("p1", "choose_action", exact=False, answer=[f"dispatch:{in_hand}:lieutenant"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    back = s.cards("p1.field", "练习-040")[0]
    assert s.card(back)["uses"] == {"0": 1}
    assert f"ability:{back}:0" not in str(s.expect("p1", "choose_action"))

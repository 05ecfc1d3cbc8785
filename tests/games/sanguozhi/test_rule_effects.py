"""Rule effects (804), 粮草 (116), drawing (118) and leaving the game (104)."""

from collections import Counter

from engine.core.context import Ctx
from engine.games.sanguozhi import GAME
from engine.games.sanguozhi.actions import apply_provisions, change_provisions, draw
from engine.games.sanguozhi.authority import requirement_met
from engine.games.sanguozhi.cards import card_db
from engine.games.sanguozhi.stats import LORD_BONUS_GIVEN, attack, health
from tests.games.sanguozhi.position import SanguozhiScenario


def values(**kinds):
    return Counter(kinds)


def test_requirement_matching_with_generic_and_alternatives():
    """T13 (412.2, 412.4c, 412.5a; digest §12.2 item 6): named kinds by their own face values, the
    total by all of them."""
    officer = card_db()["练习-017"]  # 2步 1弓 1通用 / 2谋 2通用
    assert requirement_met(officer.requirement, values(步=2, 弓=1, 骑=1))
    assert not requirement_met(officer.requirement, values(步=2, 弓=1))  # the 通用 needs a fourth
    assert requirement_met(officer.requirement, values(谋=2, 骑=2))  # the second alternative
    assert not requirement_met(officer.requirement, values(步=1, 弓=3))
    assert requirement_met(card_db()["练习-001"].requirement, values())  # blank: 0通用 (412.2c)


def lord_swapped_by(caster: str) -> SanguozhiScenario:
    """``caster`` casts 偷梁换柱 (fast: swap 攻 and 命 of 1 designated General) at p2's Lord 书吏
    0/2/2 (requirement total 1: no Lord bonus) in p1's main process; the chain resolves."""
    s = SanguozhiScenario()
    lord = s.general("练习-005", "p2", slot="lord")
    s.authority("p2", "练习-A04")
    swap = s.hand(caster, "练习-120")
    for player in ("p1", "p2"):
        s.hand(player, "练习-A02")
    if caster == "p2":
        s.expect("p1", "choose_action", answer=["pass"])
    s.expect(caster, "choose_action", exact=False, answer=[f"cast:{swap}"])
    if s.request["kind"] == "choose_targets":
        s.expect(caster, "choose_targets", answer=[lord])
    other = "p2" if caster == "p1" else "p1"
    s.expect(other, "choose_action", answer=["pass"])
    s.expect(caster, "choose_action", answer=["pass"])
    return s


def test_a_lord_destroyed_by_an_enemys_effect_offers_that_enemy_three_cards():
    """202.4c, 804.5e, 804.5h: p1's 偷梁换柱 makes p2's Lord 书吏 2/0: HP 0 destroys it, and the
    effect that did it is p1's, so p1 may draw 3; when p2 swaps its own Lord, no one may."""
    s = lord_swapped_by("p1")
    assert s.cards("p2.graveyard", "练习-005") and s.player("p2")["lord_slot"] is False
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.hand")) == 4
    s = lord_swapped_by("p2")
    assert s.cards("p2.graveyard", "练习-005") and s.player("p2")["lord_slot"] is False
    assert not [f for f in s.state["frames"] if f["proc"] == "lord_bounty"]


def test_lord_bonus_needs_an_initial_total_of_three():
    """804.5f, 202.4a: +2/+2 for a face-up Lord with requirement total ≥ 3, not below, not face down."""
    s = SanguozhiScenario()
    general = s.general("练习-019", "p1", slot="lord")  # 5/5, total 5
    small = s.general("练习-002", "p2", slot="lord")  # 1/2, total 1
    hidden = s.general("练习-016", "p2", slot="lieutenant", face_down=True, visible_to=["p2"])
    assert (attack(s.state, general), health(s.state, general)) == (7, 7)
    assert (attack(s.state, small), health(s.state, small)) == (1, 2)
    s.card(hidden)["slot"] = "lord"
    assert attack(s.state, hidden) == 4


def lord_arriving_with_lethal_damage(bonus_given: bool) -> tuple[SanguozhiScenario, str]:
    """练习-019 (5/5, requirement 3骑 2通用) in p1's Lord slot with 5 permanent damage, its
    requirement met; ``bonus_given``: a rule-effect check has given it the Lord bonus already."""
    s = SanguozhiScenario()
    s.authority("p1", "练习-A03", 5)
    lord = s.put("练习-019", "p1.field", slot="lord", counters={"permanent": 5})
    if bonus_given:
        s.card(lord)[LORD_BONUS_GIVEN] = True
    s.settle()
    return s, lord


def test_a_lord_dealt_lethal_damage_as_it_enters_dies_before_its_bonus_applies():
    """804.4's example (digest T20): the Lord bonus (804.5f) is a rule effect, applied with the
    lethal-damage one (804.5d) at the same check; last known information is the state before
    every rule effect, so a Lord whose damage reaches its printed HP dies."""
    s, lord = lord_arriving_with_lethal_damage(bonus_given=False)
    assert lord not in s.state["cards"] and s.cards("p1.graveyard", "练习-019")
    assert [e["outcome"] for e in s.events_of("rule_effect")] == ["died"]


def test_a_lord_that_has_its_bonus_survives_the_same_damage():
    """The same damage once a check has given the bonus: HP 7 (804.5f) holds 5 damage."""
    s, lord = lord_arriving_with_lethal_damage(bonus_given=True)
    assert s.zone("p1.field")[-1] == lord and health(s.state, lord) == 7
    assert not s.events_of("rule_effect")


def test_the_lord_bonus_waits_for_the_rule_effect_check():
    """804.5f is a rule effect (804.4's 张飞 example: an arrival skill resolving before the check
    sees the Lord without its bonus): a Lord just put in its slot is 5/5 until the check, 7/7 after."""
    s = SanguozhiScenario()
    s.authority("p1", "练习-A03", 5)
    lord = s.put("练习-019", "p1.field", slot="lord")
    assert (attack(s.state, lord), health(s.state, lord)) == (5, 5)
    s.settle()
    assert (attack(s.state, lord), health(s.state, lord)) == (7, 7)


def test_a_general_without_its_requirement_returns_to_hand():
    """804.5k, 412.5b: the requirement is checked continuously."""
    s = SanguozhiScenario()
    s.general("练习-007", "p1")  # 2弓, no Authority
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.cards("p1.hand", "练习-007") and s.events_of("rule_effect")[0]["outcome"] == "requirement"


def test_the_later_of_two_same_name_generals_returns_to_hand():
    """804.5m: same name on any fields; the later one goes back."""
    s = SanguozhiScenario()
    first = s.general("练习-001", "p1")
    s.general("练习-001", "p2")
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.zone("p1.field") == [first] and s.cards("p2.hand", "练习-001")


def test_a_dead_strategist_costs_five_and_a_dead_lord_takes_the_slot_and_offers_three_cards():
    """T22 (202.5a), 804.5d, 804.5g-i (202.4b-c): damage ≥ HP kills; the Strategist costs 5 粮; the Lord
    slot is lost and the enemy who dealt the lethal damage may draw 3."""
    s = SanguozhiScenario()
    s.general("练习-001", "p2", slot="strategist", counters={"damage": 1})
    s.general("练习-002", "p2", slot="lord", counters={"damage": 2}, damaged_by="p1")
    s.authority("p2")
    s.hand("p1", "练习-A01")
    s.settle()
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.provisions("p2") == 25
    assert s.player("p2")["lord_slot"] is False and len(s.zone("p1.hand")) == 4
    s.hand("p1", "练习-003")
    ask = s.ask("p1")
    assert [o for o in ask["options"] if o["id"].endswith(":lieutenant")]
    s.set_player("p1", lord_slot=False)
    assert not [o for o in s.ask("p1")["options"] if o["id"].endswith(":lord")]


def test_negative_provisions_are_kept_and_the_player_leaves_at_the_next_action_right():
    """T06, T07 (105.1b, 116.5, 104.3b): 粮草 may go below 0 and come back before the check."""
    s = SanguozhiScenario()
    s.hand("p1", "练习-A01")
    ctx = Ctx(GAME, s.state)
    change_provisions(ctx, "p2", -31, reason="test")
    change_provisions(ctx, "p2", 5, reason="test")
    assert s.provisions("p2") == 4
    change_provisions(ctx, "p2", -5, reason="test")
    s.settle()
    assert s.result == {"winners": ["p1"], "reason": "sanguozhi.result.left_game", "params": {"players": "p2"}}


def test_gains_stop_at_the_cap():
    """T10 (116.8a): 29 + 5 is 30."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=29)
    assert apply_provisions(Ctx(GAME, s.state), "p1", 5, reason="test") == 1 and s.provisions("p1") == 30


def test_both_players_out_at_once_is_a_draw():
    """T109 (104.4a)."""
    s = SanguozhiScenario()
    s.hand("p1", "练习-A01")
    s.set_player("p1", provisions=0)
    s.set_player("p2", provisions=-2)
    s.settle()
    assert s.result["winners"] == [] and s.result["reason"] == "sanguozhi.result.all_left"


def test_drawing_from_an_empty_deck_loses_at_the_next_action_right():
    """T47 (118.4, 104.3c, 804.5b): p2 draws its last card and fails the second."""
    s = SanguozhiScenario()
    s.empty("p2.deck", "p2.graveyard")
    s.put("练习-A01", "p2.deck")
    s.hand("p1", "练习-A01")
    s.settle()
    draw(Ctx(GAME, s.state), "p2", 2)
    assert len(s.zone("p2.hand")) == 1 and s.player("p2")["drew_from_empty"]
    s.settle()
    assert s.result["winners"] == ["p1"]

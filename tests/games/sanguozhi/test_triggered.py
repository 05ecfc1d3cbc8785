"""General triggered abilities (当/每当, 703.2; triggered.py): leave-the-field triggers read from
the General as it last was (703.5b), not when it leaves face down; once per event or once per
General (703.2b-c); triggers resolve before the rule effects (804.3); a delayed flip (703.7).
Digest T48, T52, T54, T57, T60."""

from engine.games.sanguozhi.actions import KEPT_ON_THE_WAY, leave_field
from engine.games.sanguozhi.stats import health
from tests.games.sanguozhi.position import SanguozhiScenario, stocked
from tests.games.sanguozhi.test_combat import attack_position
from tests.games.sanguozhi.test_digest_scenarios_2 import play


def test_T52_a_general_leaving_the_field_triggers_its_own_leave_ability():
    """T52 (703.5b, 703.5d): p2's 断后将 (1/2/0, "当本将领离场时，己方抓 1 张卡") is killed by p1's 火攻
    (2 damage): it is in the graveyard and p2 draws 1 from its look-back trigger. Returned to hand
    by 调虎离山 it draws too (离场 is any zone)."""
    for fire, where in (("练习-101", "p2.graveyard"), ("练习-115", "p2.hand")):
        s = stocked()
        s.general("练习-090", "p2")
        hand = len(s.zone("p2.hand"))
        play(s, f"cast:{s.hand('p1', fire)}")
        assert s.cards(where, "练习-090")
        assert len(s.zone("p2.hand")) == hand + 1 + (where == "p2.hand")
        assert [e["ability"] for e in s.events_of("skill_triggered")] == ["当本将领离场时，己方抓 1 张卡。"]


def test_T54_a_general_leaving_face_down_does_not_trigger_its_own_leave_ability():
    """T54 (703.5b's exception): 断后将 leaving the field face down fires nothing; face up, it does."""
    for face_down in (True, False):
        s = SanguozhiScenario()
        fields = {"face_down": True, "visible_to": ["p1"]} if face_down else {}
        rearguard = s.general("练习-090", "p1", **fields)
        ctx = s.ctx()
        leave_field(ctx, rearguard, "graveyard", reason="destroyed_by_effect")
        assert bool(ctx.state["triggers"]) is not face_down


def test_T57_once_per_event_or_once_per_attacking_general():
    """T57 (703.2b-c): three of p1's Generals attack together: 督粮官 "每当己方将领进攻时，+1 粮"
    gives 1; 犒军使 "己方场上每有 1 名将领进攻时，+1 粮" gives 3."""
    for watcher, gain in (("练习-091", 1), ("练习-092", 3)):
        s, a, _ = attack_position("练习-002")
        b, c = s.general("练习-003", "p1"), s.general("练习-004", "p1")
        s.general(watcher, "p1", slot="strategist")
        s.set_player("p1", provisions=20)
        s.expect("p1", "choose_cards", answer=[a, b, c])
        if gain > 1:
            ask = s.expect("p1", "order_triggers")
            assert len(ask["options"]) == gain
            s.answer_raw("p1", [o["id"] for o in ask["options"]])
        assert s.provisions("p1") == 20 + gain


def test_T48_triggers_resolve_before_the_rule_effects_see_lethal_damage():
    """T48 (804.3 example): 坚韧士卒 (1/1/0, "每当己方抓卡时，本将领 +1 命") and 军需官 ("每当己方场
    上将领受到永久伤害时，抓 1 张卡") on p1's field; p2's 暗箭伤人 deals 坚韧士卒 1 permanent damage:
    军需官 draws, 坚韧士卒 becomes 1/2 and survives with 1 damage."""
    s = stocked()
    soldier = s.general("练习-094", "p1")
    s.general("练习-093", "p1", slot="strategist")
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{s.hand('p2', '练习-102')}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p2", "choose_targets", answer=[soldier])
    s.pass_window()
    assert s.card(soldier)["zone"] == "p1.field" and health(s.state, soldier) == 2 and s.card(soldier)["counters"] == {"permanent": 1}


def test_a_trigger_watching_its_side_sees_another_general_leave():
    """703.5b, 703.2b: a "whose = own" leave ability on another General: 断后将's own only sees
    itself; p1's 断后将 does not draw when p1's 乡勇 dies."""
    s = stocked()
    s.general("练习-090", "p1")
    yeoman = s.general("练习-002", "p1")
    ctx = s.ctx()
    leave_field(ctx, yeoman, "graveyard", reason="died")
    assert not ctx.state["triggers"]


def test_T60_a_delayed_trigger_flips_the_general_when_its_controllers_turn_begins():
    """T60 (703.7a, 703.5c, 110.1d): p1 flips 疑兵校尉 (with a 虎符) and its [FLIP] sets p2's 突骑
    face down, "当其控制者回合开始时，翻转该将领". At the start of p2's turn 突骑 is flipped where
    it is (no chain, no 虎符): its [FLIP] triggers, p2 designating its target then, and taps
    p1's 疑兵校尉."""
    s = stocked()
    rider = s.general("练习-044", "p2")
    decoy = s.general("练习-096", "p1", face_down=True, visible_to=["p1"])
    s.hand("p1", "练习-A05")
    s.expect("p1", "choose_action", exact=False, answer=[f"flip:{decoy}"])
    for _ in range(2):  # 暗箭 1 (declined) and the [FLIP] skill
        ask = s.expect("p1", "choose_targets")
        s.answer_raw("p1", [rider] if "盖放" in ask["prompt"] else [])
    s.pass_window()
    assert s.card(rider)["face_down"] and s.card(rider)["flip_at_turn_start"] == "p1"
    [decoy] = s.cards("p1.field", "练习-096")
    while s.state["turn"]["active"] == "p1":
        if s.request["kind"] == "choose_cards":
            s.expect("p1", "choose_cards", answer=[])  # no attack
        else:
            s.pass_window()
    assert not s.card(rider).get("face_down") and s.card(rider)["zone"] == "p2.field"
    assert s.card(decoy).get("tapped") and s.events_of("general_flipped")[-1]["card"] == rider


def test_a_when_trigger_fires_once_per_physical_card_or_per_object_by_option():
    """703.2b, digest §12.2 item 1 (option once_trigger_scope): 断后将's "当本将领离场时" fires as it
    goes to hand; back on the field and leaving again, it fires no more ("card": the mark follows
    the card, 808.3) or fires again ("object": a new object after the change of zone)."""
    for scope, fired in (("card", 1), ("object", 2)):
        s = SanguozhiScenario(once_trigger_scope=scope)
        rearguard = s.general("练习-090", "p1")
        ctx = s.ctx()
        back = leave_field(ctx, rearguard, "hand", reason="bounce")
        again = ctx.move(back, "p1.field", keep=KEPT_ON_THE_WAY)
        ctx.card(again)["slot"] = "lieutenant"
        leave_field(ctx, again, "graveyard", reason="died")
        assert len(ctx.state["triggers"]) == fired


def test_a_leave_trigger_of_a_general_gone_to_hand_never_names_the_hidden_card():
    """300.3 (a hand is a hidden zone): 断后将 bounced to p1's hand triggers "当本将领离场时"; the
    trigger and its event name the General as it was on the field, not the card now in p1's hand,
    so p2 cannot tell which card of the hand it is. Gone to the graveyard (public), the trigger
    names the card there (its steps find it: 传国玉玺, T55)."""
    s = SanguozhiScenario()
    rearguard = s.general("练习-090", "p1")
    back = leave_field(s.ctx(), rearguard, "hand", reason="bounce")
    [trigger] = s.state["triggers"]
    assert trigger["source"] == rearguard != back and back in s.zone("p1.hand")

    s = SanguozhiScenario(once_trigger_scope="object")
    rearguard = s.general("练习-090", "p1")
    dead = leave_field(s.ctx(), rearguard, "graveyard", reason="died")
    [trigger] = s.state["triggers"]
    assert trigger["source"] == dead and dead in s.zone("p1.graveyard")


def test_an_attack_alone_trigger_sees_only_a_declaration_of_one_attacker():
    """608.2a (赵云): 孤胆将军 "每当本将领单独进攻时，己方抓 1 张卡": attacking alone, p1 draws 1;
    attacking beside 乡勇, nothing."""
    for partners, drawn in ((0, 1), (1, 0)):
        s, loner, _ = attack_position("练习-403")
        others = [s.general("练习-002", "p1") for _ in range(partners)]
        hand = len(s.zone("p1.hand"))
        s.expect("p1", "choose_cards", answer=[loner, *others])
        assert len(s.zone("p1.hand")) == hand + drawn

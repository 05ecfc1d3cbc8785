"""One scenario per practice card that had none: 练习-012, 013, 018, 020, 021, 023 (vanilla
Generals: requirement, stats, troops and faction), 练习-122 (a 始终 set) and 练习-205 (a Lord-only
Treasure granting 升盾)."""

from engine.games.sanguozhi.stats import attack, health, intelligence, keyword_level
from tests.games.sanguozhi.position import SanguozhiScenario
from tests.games.sanguozhi.test_combat import attack_and_block, attack_position


def profile(s: SanguozhiScenario, card: str) -> tuple[int, int, int]:
    return attack(s.state, card), health(s.state, card), intelligence(s.state, card)


def dispatch_ids(s: SanguozhiScenario) -> list[str]:
    ask = s.expect("p1", "choose_action", exact=False)
    return [o["id"] for o in ask["options"] if o["id"].startswith("dispatch:")]


def with_authority(general: str, kinds: list[str]) -> tuple[SanguozhiScenario, str]:
    """p1's main process with ``general`` in hand and one Authority of each of ``kinds`` (A01 步,
    A02 弓, A03 骑, A04 谋) on its field."""
    s = SanguozhiScenario()
    card = s.hand("p1", general)
    for kind in kinds:
        s.authority("p1", kind)
    return s, card


def test_vanguard_needs_two_cavalry_and_one_more_and_dies_trading_with_the_shield_captain():
    """练习-012 先锋 (2骑 1通用, 4/2/1) and 练习-020 牙门将 (1步 1弓, 2/3/1): 412.2, 412.5a: 1骑
    2步 is not enough, 2骑 1步 is. 610.3b-c: 先锋 blocked by 牙门将 assigns its lethal 3 and 1
    overflow to 粮草, takes 2 counter damage and both die (804.5d)."""
    s, vanguard = with_authority("练习-012", ["练习-A03", "练习-A01", "练习-A01"])
    assert f"dispatch:{vanguard}:lieutenant" not in dispatch_ids(s)
    s, vanguard = with_authority("练习-012", ["练习-A03", "练习-A03", "练习-A01"])
    assert f"dispatch:{vanguard}:lieutenant" in dispatch_ids(s)

    s, a, b = attack_position("练习-012", "练习-020")
    assert profile(s, a) == (4, 2, 1)
    assert profile(s, b) == (2, 3, 1)
    attack_and_block(s, a, b)
    s.expect("p1", "choose_option", ["1", "0"], answer=["1"])
    assert s.provisions("p2") == 29
    assert s.cards("p1.graveyard", "练习-012") and s.cards("p2.graveyard", "练习-020")


def test_veteran_needs_a_named_infantry_and_gives_one_provision_when_it_leaves():
    """练习-013 老将 (刘备军, 2弓 1步, 3/3/2): 412.2a: three 弓兵 do not cover the named 步; 2弓 1步
    does. 410.3j: when it returns to hand for want of its requirement (804.5k), p1 +1 粮."""
    s, veteran = with_authority("练习-013", ["练习-A02", "练习-A02", "练习-A02"])
    assert f"dispatch:{veteran}:lieutenant" not in dispatch_ids(s)
    s, veteran = with_authority("练习-013", ["练习-A02", "练习-A02", "练习-A01"])
    assert f"dispatch:{veteran}:lieutenant" in dispatch_ids(s)

    s = SanguozhiScenario()
    s.set_player("p1", provisions=20)
    veteran = s.general("练习-013", "p1")
    s.authority("p1", "练习-A02", count=2)  # no 步兵: the requirement fails
    assert profile(s, veteran) == (3, 3, 2)
    s.hand("p1", "练习-A01")
    s.settle()
    assert s.cards("p1.hand", "练习-013") and s.provisions("p1") == 21


def test_grand_commander_raises_the_hand_limit_by_one():
    """练习-018 大都督 (孙权军, 2弓 2谋 1通用, 4/4/4): 410.3i, 614.1: with it on the field p1
    keeps 8 cards at the discard phase; without it p1 discards 1 of the same 8."""
    for on_field, discard in ((True, 0), (False, 1)):
        s = SanguozhiScenario()
        if on_field:
            commander = s.general("练习-018", "p1")
            assert profile(s, commander) == (4, 4, 4)
        else:
            s.general("练习-020", "p1")  # 汉军: no faction effect (410.3d)
        for kind in ("练习-A02", "练习-A02", "练习-A04", "练习-A04", "练习-A01"):
            s.authority("p1", kind)
        for _ in range(8):
            s.hand("p1", "练习-A03")
        s.pass_window()
        s.expect("p1", "choose_cards", answer=[])  # no attack
        s.pass_window()  # end phase
        if discard:
            assert s.expect("p1", "choose_cards", exact=False)["min"] == discard
        else:
            assert s.state["turn"]["active"] == "p2" and len(s.zone("p1.hand")) == 8  # no discard was asked


def test_back_to_basics_sets_the_granary_officer_to_two_two_whatever_comes_later():
    """练习-021 屯田官 (曹操军, no troop type, 1步 1谋, 1/3/2) and 练习-122 返璞归真 (fast, 始终
    2/2 until the end of the turn): 410.3f: p2 designates 屯田官 and pays 1 粮; 709.9: a later
    plain set in the same sublayer 8.2 does not change the 始终 value; 614.2: at the end of the turn it is 1/3 again."""
    s = SanguozhiScenario()
    officer = s.general("练习-021", "p1")
    s.authority("p1", "练习-A01")
    s.authority("p1", "练习-A04")
    assert profile(s, officer) == (1, 3, 2)
    basics = s.hand("p2", "练习-122")
    s.hand("p2", "练习-A01")
    s.hand("p1", "练习-A01")
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{basics}"])  # a fast Stratagem in p1's turn
    if s.request["kind"] == "choose_targets":
        s.expect("p2", "choose_targets", answer=[officer])
    assert s.provisions("p2") == 29  # 曹操军 (410.3f)
    s.pass_window()
    assert (attack(s.state, officer), health(s.state, officer)) == (2, 2)
    results = s.ctx().card(officer)["boosts"]
    later = {"set": {"attack": 0, "health": 5}, "always": False, "ts": max(r["ts"] for r in results) + 1}
    results.append(later)  # a later plain "变为" in the same sublayer 8.2
    assert (attack(s.state, officer), health(s.state, officer)) == (2, 2)
    results.remove(later)
    s.pass_window()  # the rest of p1's main process
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # end phase; the set ends (614.2)
    assert s.state["turn"]["active"] == "p2"
    assert (attack(s.state, officer), health(s.state, officer)) == (1, 3)


def test_only_a_general_with_a_troop_type_other_than_shields_blocks_yuan_shao_cavalry():
    """练习-012 先锋 (骑兵, 枪兵), 练习-020 牙门将 (刀盾兵 only), 练习-021 屯田官 (no troop type):
    410.3e: 袁军铁骑 (袁绍军 骑兵) attacks and only 先锋 may block it."""
    s, a, vanguard = attack_position("练习-072", "练习-012")
    s.general("练习-020", "p2")
    s.general("练习-021", "p2")
    s.expect("p1", "choose_cards", answer=[a])
    s.pass_window()
    ask = s.expect("p2", "choose_option", exact=False)
    assert {o["id"] for o in ask["options"]} == {vanguard, "no_block"}


def test_white_robed_minister_stands_in_for_its_lord_against_intelligence_conditions():
    """练习-023 白衣卿相 (刘备军, 3谋, 0/3/5) as p2's face-up Strategist: 416.3b-c: 火攻 (智力条件
    3) may designate neither p2's Lord 乡勇 (INT 0, but the Strategist's 5 stands in) nor the
    minister itself, only 盾卫 (INT 0); face down it stands in for nobody and the Lord may be
    designated (416.3f)."""
    for face_down, legal in ((False, {"shield"}), (True, {"lord", "shield"})):
        s = SanguozhiScenario()
        fields = {"face_down": True, "visible_to": ["p2"]} if face_down else {}
        minister = s.general("练习-023", "p2", slot="strategist", **fields)
        ids = {"lord": s.general("练习-002", "p2", slot="lord"), "shield": s.general("练习-010", "p2")}
        for kind in ("练习-A04", "练习-A04", "练习-A04", "练习-A01", "练习-A01"):
            s.authority("p2", kind)
        if not face_down:
            assert profile(s, minister) == (0, 3, 5)
        fire = s.hand("p1", "练习-101")
        s.hand("p1", "练习-A01")
        s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fire}"])
        if s.request["kind"] == "choose_targets":
            offered = {o["id"] for o in s.request["asks"]["p1"]["options"]}
        else:
            offered = set(s.state["stack"][0]["targets"])
        assert offered == {ids[name] for name in legal} and minister not in offered


def test_heart_mirror_goes_only_to_the_lord_and_its_raised_shield_stops_a_hidden_arrow():
    """练习-205 护心镜 (防具, 装备条件：主将, 升盾 1): 418.1: p1's Lord 上将军 is its only legal
    target, not the Lieutenant 老将; 802.25: p2's 暗箭伤人 (1 permanent damage) deals it none."""
    s = SanguozhiScenario()
    lord = s.general("练习-019", "p1", slot="lord")
    veteran = s.general("练习-013", "p1")
    for kind in ("练习-A03", "练习-A03", "练习-A03", "练习-A02", "练习-A02", "练习-A01"):
        s.authority("p1", kind)
    mirror = s.hand("p1", "练习-205")
    s.hand("p1", "练习-A01")
    arrow = s.hand("p2", "练习-102")
    s.hand("p2", "练习-A01")
    s.expect("p1", "choose_action", exact=False, answer=[f"equip:{mirror}"])  # the only legal target: no question
    assert s.state["stack"][0]["target"] == lord and veteran not in str(s.state["stack"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert keyword_level(s.state, lord, "升盾") == 1 and keyword_level(s.state, veteran, "升盾") is None
    s.expect("p1", "choose_action", answer=["pass"])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{arrow}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p2", "choose_targets", answer=[lord])
    s.pass_window()
    assert s.cards("p2.graveyard", "练习-102") and not s.card(lord).get("counters")


def test_arrowhead_formation_takes_only_generals_with_a_requirement_total_of_two_and_reads_the_current_one():
    """练习-306 锋矢阵 (结阵条件 兵权条件总数≥2, 420.3a as 斩风阵 writes it; N+1/N+1): 新兵 (0通用)
    cannot be a member, so 新兵, 骑兵校尉 (1骑 1通用) and 虎贲 (2骑 2通用) cannot form it; 骑兵校尉,
    虎贲 and 军司马 (2步 1弓 1通用 / 2谋 2通用) can (4/4). When 骑兵校尉's requirement becomes 0通用
    (layer 6, 709.1f) it fails the condition and leaves (804.5p); two members break it (804.5s)."""
    from tests.games.sanguozhi.test_formations import form, formation_position

    s, _ = formation_position("练习-001", "练习-008", "练习-016")
    card = s.hand("p1", "练习-306")
    assert f"form:{card}" not in str(s.expect("p1", "choose_action"))
    s, generals = formation_position("练习-008", "练习-016", "练习-017")
    formation = form(s, s.hand("p1", "练习-306"), generals)
    assert (attack(s.state, formation), health(s.state, formation)) == (4, 4)
    s.ctx().card(generals[0]).setdefault("boosts", []).append({"requirement": [{}], "ts": 10_000})
    s.settle()
    s.expect("p1", "choose_action")
    assert s.card(formation)["face_down"] and s.provisions("p1") == 27


def test_united_against_the_foe_raises_intelligence_past_a_fire_attack_which_then_does_nothing():
    """练习-130 同仇敌忾 (fast, +1 攻命智 until the end of the turn, 攻守同盟's effect) and 416.5:
    p1 casts 火攻 (智力条件 3, 2 combat damage) at p2's 参军 (1/2/3); p2 answers with 同仇敌忾 on
    参军, which resolves first: 2/3/4, above 火攻's condition, so 火攻's only target is illegal and it
    does nothing (705.2a). At the end of the turn 参军 is 1/2/3 again (614.2)."""
    s = SanguozhiScenario()
    adviser = s.general("练习-009", "p2")  # 1谋 1通用
    s.authority("p2", "练习-A04", count=2)
    fire = s.hand("p1", "练习-101")
    united = s.hand("p2", "练习-130")
    s.hand("p1", "练习-A02")  # so that p1 is asked and the turn does not run on by itself
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{fire}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=[adviser])
    s.expect("p2", "choose_action", exact=False, answer=[f"cast:{united}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p2", "choose_targets", answer=[adviser])
    s.pass_window()
    assert profile(s, adviser) == (2, 3, 4)
    assert [e["definition"] for e in s.events_of("stratagem_fizzled")] == ["练习-101"]
    assert not s.events_of("general_damaged") and s.cards("p1.graveyard", "练习-101")
    while s.state["turn"]["active"] == "p1":  # p1 has no General to attack with: main process, end phase
        s.pass_window()
    assert profile(s, adviser) == (1, 2, 3)  # the boost ended with p1's turn (614.2)

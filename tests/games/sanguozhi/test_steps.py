"""One test per effect step (cards.py Step, effects.STEPS), played through a Stratagem's cast (or,
for the steps only a Treasure's leave trigger has yet, through 玉玺's: bury_authority, recover)."""

import pytest

from engine.games.sanguozhi.effects import STEPS
from engine.games.sanguozhi.stats import attack, health
from tests.games.sanguozhi.position import SanguozhiScenario
from tests.games.sanguozhi.test_digest_scenarios_5 import dies_with_treasure


def cast(definition: str, enemy: str = "练习-010", p2_provisions: int = 30, s: SanguozhiScenario | None = None):
    """p1 casts ``definition`` in its main process (in ``s`` when given) at p2's General
    ``enemy`` (盾卫 1/4/0 unless named; chosen when p2 has others); p2 holds a card so it is
    asked, and passes; the chain resolves."""
    s = s or SanguozhiScenario()
    enemy = s.general(enemy, "p2")
    s.authority("p2", count=3)
    s.set_player("p2", provisions=p2_provisions)
    card = s.hand("p1", definition)
    s.hand("p1", "练习-A02")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=[enemy])
    s.pass_window()
    return s, enemy


def test_every_step_type_has_a_test_here():
    assert set(STEPS) == {"damage", "provisions", "draw", "discard", "tap", "heal", "search", "arrange", "boost", "bounce", "destroy", "sacrifice", "control", "set_stats", "swap", "grant", "requirement", "counters", "conceal", "restore", "pay", "extra_combat",
                          "bury_authority", "recover"}


def test_damage_step_marks_combat_or_permanent_damage():
    s, enemy = cast("练习-101")  # 火攻: 2 combat damage
    assert s.card(enemy)["counters"] == {"damage": 2} and s.card(enemy)["damaged_by"] == "p1"
    s, enemy = cast("练习-102")  # 暗箭伤人 (fast): 1 permanent damage
    assert s.card(enemy)["counters"] == {"permanent": 1}


def test_provisions_step_for_the_caster_or_the_designated_player():
    s, _ = cast("练习-104")  # 开仓放粮: +3, capped at 30 (116.8a)
    assert s.provisions("p1") == 30
    s, _ = cast("练习-103")  # 坚壁清野: designated enemy −2
    assert s.provisions("p2") == 28


def test_draw_step():
    s, _ = cast("练习-105")  # 运筹帷幄: draw 2
    assert len(s.zone("p1.hand")) == 3 and s.cards("p1.graveyard", "练习-105")


def test_discard_step_lets_each_player_choose_from_their_own_hand():
    """801.8: 扰乱军心: p1 discards 1 card of its choice, then the designated p2 chooses 2 of its 3
    (asked of p2: its hand is its own to see)."""
    s = SanguozhiScenario()
    card = s.hand("p1", "练习-133")
    kept, dropped = s.hand("p1", "练习-A01"), s.hand("p1", "练习-A02")
    p2_cards = [s.hand("p2", definition) for definition in ("练习-A01", "练习-A02", "练习-A03")]
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    if s.request["kind"] == "choose_targets":
        s.expect("p1", "choose_targets", answer=["p2"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])  # the chain resolves
    s.expect("p1", "choose_cards", [kept, dropped], answer=[dropped])
    ask = s.expect("p2", "choose_cards", p2_cards, answer=p2_cards[1:])
    assert ask["min"] == ask["max"] == 2
    assert s.zone("p1.hand") == [kept] and s.zone("p2.hand") == [p2_cards[0]]
    assert len(s.zone("p1.graveyard")) == 2 and len(s.zone("p2.graveyard")) == 2  # 扰乱军心 and 1 card; 2 cards


def test_tap_step():
    s, enemy = cast("练习-106")  # 疑兵之计: tap the designated General
    assert s.card(enemy)["tapped"]


def test_heal_step_removes_permanent_damage_never_below_zero():
    """802.4b: 妙手回春 removes 2 of 3, then the last 1 only."""
    s = SanguozhiScenario()
    wounded = s.general("练习-010", "p1", counters={"permanent": 3})
    s.authority("p1", count=2)
    first, second = s.hand("p1", "练习-113"), s.hand("p1", "练习-113")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{first}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", exact=False, answer=["pass"])
    assert s.card(wounded)["counters"]["permanent"] == 1
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{second}"])
    s.pass_window()
    assert not s.card(wounded).get("counters", {}).get("permanent")


@pytest.mark.parametrize(("definition", "deck", "offered", "prompt"), [
    ("练习-112", ["练习-A01", "练习-001"], "练习-001", "1 张将领卡"),  # 招贤纳士: each General of the deck once
    ("练习-134", ["练习-201", "练习-203"], "练习-203", "1 件饰品"),  # 寻访名器 (陈琳's 选取：1 件饰品, 417.2): not the 武器
])  # fmt: skip
def test_search_step_offers_the_kind_named_and_reveals_the_card_taken(definition, deck, offered, prompt):
    """105.10, 301.5: the search offers only cards of the kind named; the card taken is revealed."""
    s = SanguozhiScenario()
    s.empty("p1.deck", "p1.graveyard")
    cards = {name: s.put(name, "p1.deck") for name in deck}
    card = s.hand("p1", definition)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    ask = s.expect("p1", "choose_cards", [cards[offered]], answer=[cards[offered]])
    found = s.cards("p1.hand", offered)
    assert prompt in ask["prompt"] and found and s.card(found[0])["visible_to"] == "all" and s.events_of("deck_searched")[0]["found"]


def cast_at_own(definition: str):
    """p1 casts ``definition`` at its own 盾卫 1/4/0 (刀盾兵), the only legal target; p2 passes."""
    s = SanguozhiScenario()
    own = s.general("练习-010", "p1")
    s.authority("p1", count=2)
    card = s.hand("p1", definition)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    return s, own


def test_boost_step_until_the_end_of_the_turn():
    """614.2: 鼓舞士气 makes 盾卫 1/4 a 3/5 this turn only."""
    s, own = cast_at_own("练习-111")
    assert (attack(s.state, own), health(s.state, own)) == (3, 5)
    s.pass_window()  # the rest of the main process
    s.expect("p1", "choose_cards", answer=[])  # no attack
    s.pass_window()  # end phase; then cleanup, discard and the end of the turn
    assert (attack(s.state, own), health(s.state, own)) == (1, 4)


def test_arrange_step_puts_the_top_cards_back_in_the_chosen_order():
    """802.16b: 未雨绸缪 shows p1 the top 3; the first chosen goes on top."""
    s = SanguozhiScenario()
    s.empty("p1.deck", "p1.graveyard")
    bottom, middle, top = (s.put(d, "p1.deck") for d in ("练习-001", "练习-002", "练习-003"))
    card = s.hand("p1", "练习-114")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_cards", [top, middle, bottom], answer=[bottom, top, middle])
    assert [s.card(c)["def"] for c in s.zone("p1.deck")] == ["练习-002", "练习-003", "练习-001"]


def test_bounce_step_returns_the_general_to_its_owners_hand():
    """300.4, 410.3j: 调虎离山 returns p2's 刘备军 Lieutenant to hand (p2 +1 粮 from its faction);
    p2's Lord cannot be designated (a Lieutenant only)."""
    s, _ = cast("练习-115", enemy="练习-032", p2_provisions=20)  # 援军校尉 (刘备军), INT 1
    assert s.cards("p2.hand", "练习-032") and not s.cards("p2.field", "练习-032") and s.provisions("p2") == 21
    s = SanguozhiScenario()
    s.general("练习-010", "p2", slot="lord")
    s.authority("p2", count=2)
    card = s.hand("p1", "练习-115")
    assert f"cast:{card}" not in str(s.expect("p1", "choose_action"))


def test_destroy_step_puts_the_general_into_the_graveyard_unless_it_survives():
    """801.6: 摧城拔寨 (−4 粮, then 破坏) sends 盾卫 to p2's graveyard; 不死校尉's 生还 replaces an
    effect's destruction (801.9): it stays, without its damage, and its 刘备军 effect (410.3j) does
    not fire. A Lord destroyed takes the Lord slot with it (804.5g), and as p1's effect destroyed it
    p1 may draw 3 (202.4c, 804.5h), though no lethal damage was dealt."""
    s, guard = cast("练习-131")
    assert s.cards("p2.graveyard", "练习-010") and not s.cards("p2.field", "练习-010") and s.provisions("p1") == 26
    assert [e["definition"] for e in s.events_of("general_destroyed")] == ["练习-010"]
    s, undying = destroy_at("练习-056", "lieutenant")
    assert s.card(undying)["zone"] == "p2.field" and s.ctx().counter(undying, "damage") == 0 and s.provisions("p2") == 30
    assert [e["definition"] for e in s.events_of("general_survived")] == ["练习-056"] and not s.events_of("general_destroyed")
    s, _ = destroy_at("练习-010", "lord")
    s.expect("p1", "yes_no", answer=["yes"])
    assert s.player("p2")["lord_slot"] is False and len(s.zone("p1.hand")) == 4  # 练习-A02 and 3 drawn



def test_sacrifice_step_puts_an_own_general_into_the_graveyard_and_survival_cannot_replace_it():
    """801.7: 弃卒保帅 sacrifices p1's 不死校尉: 生还 does not replace a sacrifice (it is neither
    destroyed nor dead); it leaves the field, so its 刘备军 effect gives p1 1 粮 (410.3j); p1 then
    draws 2."""
    s = SanguozhiScenario()
    s.general("练习-056", "p1")
    s.authority("p1", count=3)
    s.set_player("p1", provisions=20)
    card = s.hand("p1", "练习-132")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    assert s.cards("p1.graveyard", "练习-056") and not s.cards("p1.field", "练习-056")
    assert [e["definition"] for e in s.events_of("general_sacrificed")] == ["练习-056"] and not s.events_of("general_survived")
    assert s.provisions("p1") == 21 and len(s.zone("p1.hand")) == 2


def destroy_at(enemy: str, slot: str):
    """p1 casts 摧城拔寨 at p2's ``enemy`` in ``slot``, which has 1 damage."""
    s = SanguozhiScenario()
    general = s.general(enemy, "p2", slot=slot, counters={"damage": 1})
    s.authority("p2", count=3)
    card = s.hand("p1", "练习-131")
    s.hand("p1", "练习-A02")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", exact=False, answer=["pass"])  # the chain resolves
    return s, general


def test_control_step_moves_the_general_to_the_casters_field_as_the_same_card():
    """805.2a, 805.2c, 808.3a: 策反 gives p1 control of p2's 盾卫; p1 chooses a free General slot;
    the card keeps its id and its damage, and its owner stays p2."""
    s = SanguozhiScenario()
    enemy = s.general("练习-010", "p2", counters={"damage": 1})
    s.authority("p2", count=3)
    card = s.hand("p1", "练习-119")
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{card}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_option", ["lord", "strategist", "lieutenant"], answer=["strategist"])
    taken = s.card(enemy)
    assert taken["zone"] == "p1.field" and taken["slot"] == "strategist" and taken["controller"] == "p1"
    assert taken["owner"] == "p2" and taken["counters"] == {"damage": 1}


def test_set_stats_step_sets_a_value_until_the_end_of_the_turn():
    """709.3b: 卸甲归田 makes 盾卫 1/4 a 0/4 (layer 8.2, with its timestamp)."""
    s, enemy = cast("练习-121")
    assert (attack(s.state, enemy), health(s.state, enemy)) == (0, 4)
    assert s.card(enemy)["boosts"][0]["set"] == {"attack": 0} and s.card(enemy)["boosts"][0]["ts"] > 0


def test_swap_step_exchanges_attack_and_health():
    """709.3d: 偷梁换柱 makes 盾卫 1/4 a 4/1."""
    s, enemy = cast("练习-120")
    assert (attack(s.state, enemy), health(s.state, enemy)) == (4, 1)


def test_grant_step_adds_troop_types_and_keywords_until_the_end_of_the_turn():
    """709.1d, 709.1g: 易帜换旗 makes p1's 盾卫 (刀盾兵) a 骑兵 with 刚勇 this turn."""
    from engine.games.sanguozhi.stats import keyword_level, troops_of

    s, own = cast_at_own("练习-123")
    assert troops_of(s.state, own) == ["刀盾兵", "骑兵"] and keyword_level(s.state, own, "刚勇") == 1


def test_requirement_step_sets_the_requirement_until_the_end_of_the_turn_latest_first():
    """709.1f, 709.6: 礼贤下士 makes p1's 盾卫 (2步) 0通用; a later "变为 1谋" would win over it."""
    from engine.games.sanguozhi.stats import requirement_of

    s, own = cast_at_own("练习-129")
    assert requirement_of(s.state, own) == [{}]
    s.ctx().card(own)["boosts"].append({"requirement": [{"谋": 1}], "ts": s.ctx().timestamp()})
    assert requirement_of(s.state, own) == [{"谋": 1}]


def test_counters_step_puts_on_and_removes_counters_and_a_mark_only_once():
    """119.4c-d: 火烧连营 gives 盾卫 a 火焰标记 (then 1 damage, 706.2a); the counter shows on the
    card and is announced."""
    s, enemy = cast("练习-138")
    assert s.card(enemy)["counters"] == {"counter:火焰": 1, "damage": 1}
    assert [(e["name"], e["count"], e["change"]) for e in s.events_of("counters_changed")] == [("火焰", 1, 1)]


def test_conceal_step_sets_the_general_face_down_in_its_slot():
    """112.1a, 112.2d: 偃旗息鼓 sets 盾卫 face down as a Lieutenant, seen by p2 only."""
    s, enemy = cast("练习-140")
    assert s.card(enemy)["face_down"] and s.card(enemy)["slot"] == "lieutenant" and s.card(enemy)["visible_to"] == ["p2"]
    assert len(s.events_of("general_concealed")) == 1


def test_restore_step_turns_an_own_face_down_general_face_up_in_place():
    """113.4: 拨云见日 designates only p1's own face-down General and turns it face up as is."""
    s = SanguozhiScenario()
    own = s.general("练习-010", "p1", face_down=True, visible_to=["p1"])
    s.general("练习-010", "p1")  # face up: not a target
    s.authority("p1", count=2)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-141')}"])
    s.pass_window()
    assert not s.card(own).get("face_down") and s.card(own)["visible_to"] == "all" and len(s.events_of("general_restored")) == 1


def test_pay_step_moves_provisions_from_the_designated_player_to_the_caster():
    """801.12a: 征粮令 designating p2: p2 −2, p1 +2 (p1 at 28 so the gain is not capped)."""
    s = SanguozhiScenario()
    s.set_player("p1", provisions=28)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-142')}"])
    s.expect("p1", "choose_targets", answer=["p2"])
    s.pass_window()
    assert (s.provisions("p1"), s.provisions("p2")) == (30, 28)


def test_extra_combat_step_makes_the_designated_general_attack_alone():
    """606.11: 出其不意 at p1's 上将军 (INT 2; 盾卫 beside it has INT 0, no target): an attack is
    declared with 上将军 alone, unasked."""
    s = SanguozhiScenario()
    own = s.general("练习-019", "p1")
    s.general("练习-010", "p1")
    s.authority("p1", "练习-A03", count=5)
    s.hand("p2", "练习-A02")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{s.hand('p1', '练习-143')}"])
    s.expect("p2", "choose_action", answer=["pass"])
    s.expect("p1", "choose_action", answer=["pass"])
    assert [e["cards"] for e in s.events_of("attack_declared")] == [[own]]


def test_bury_authority_step_the_chosen_enemy_chooses_among_its_own_authority():
    """传国玉玺's shape (练习-408): p1 chooses p2, who is asked to choose 1 of the Authority cards on
    its own field (not p1's) and puts it into its graveyard; with none, nothing (it comes short)."""
    s = dies_with_treasure("练习-010", "练习-408", s=SanguozhiScenario())
    own = s.authority("p2", "练习-A01") + s.authority("p2", "练习-A04")
    s.authority("p1", count=2)
    s.expect("p1", "choose_option", ["p2"], answer=["p2"])
    s.expect("p2", "choose_cards", own, answer=[own[1]])
    assert s.cards("p2.graveyard", "练习-A04") and [s.card(c)["def"] for c in s.zone("p2.field")] == ["练习-A01"]


def test_recover_step_returns_the_card_only_from_its_graveyard():
    """练习-408: 玉玺 returns from the graveyard to its owner's hand; moved away from the graveyard
    before the step, it stays where it is (the step comes short)."""
    s = dies_with_treasure("练习-010", "练习-408", s=SanguozhiScenario())
    s.authority("p2")
    s.expect("p1", "choose_option", ["p2"], answer=["p2"])
    assert s.cards("p1.hand", "练习-408") and s.card(s.cards("p1.hand", "练习-408")[0])["visible_to"] == ["p1"]
    s = dies_with_treasure("练习-010", "练习-408", s=SanguozhiScenario())
    s.authority("p2")
    s.empty("p1.graveyard", "p1.deck")
    s.expect("p1", "choose_option", ["p2"], answer=["p2"])
    assert not s.cards("p1.hand", "练习-408") and s.cards("p1.deck", "练习-408")

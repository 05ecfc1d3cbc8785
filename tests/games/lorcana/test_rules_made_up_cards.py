"""Rules scenarios that no set-1 card can set up, checked with made-up ("hypothetical") cards
written in the effect vocabulary, as digest §11 suggests.

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt). Every made-up card is a plausible
Lorcana card whose whole text the vocabulary says exactly; its text is in the comment above it.
"""

import pytest

from engine.games.lorcana.cards import CardDef, Keyword, card_db
from engine.games.lorcana.statics import forget_statics
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def character(card_id: str, name: str, name_en: str, *, cost: int = 2, strength: int = 2, willpower: int = 2,
              lore: int = 1, subtitle: str = "测试员", subtitle_en: str = "Tester", keywords=(), abilities=()) -> CardDef:  # fmt: skip
    return CardDef(id=card_id, name=name, subtitle=subtitle, name_en=name_en, subtitle_en=subtitle_en, type="character",
                   ink="ruby", cost=cost, inkable=True, classifications=["故事源形"], strength=strength,
                   willpower=willpower, lore=lore, rarity="common", keywords=[Keyword(**k) for k in keywords],
                   abilities=list(abilities))  # fmt: skip


def action(card_id: str, name: str, name_en: str, effects: list[dict], *, cost: int = 1) -> CardDef:
    return CardDef(id=card_id, name=name, name_en=name_en, type="action", ink="ruby", cost=cost, inkable=False,
                   rarity="common", effects=effects)  # fmt: skip


def when_banished(*effects: dict, optional: bool = False) -> dict:
    """"当这个角色被驱逐时，…" (7.4.2)."""
    return {"kind": "triggered", "trigger": {"event": "banished"}, "optional": optional, "effects": list(effects)}


ANY_CHARACTER = {"filter": {"type": "character"}}
EACH_CHARACTER = {"mode": "all", "filter": {"type": "character"}}
GAIN_1_LORE = {"step": "gain_lore", "amount": 1}

MADE_UP = [
    # 14. 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你的其他角色本回合得 +1 {S}。
    character("tst-301", "花木卫", "Hua Guard", subtitle="以身作则", subtitle_en="Leads by Example", strength=3,
              willpower=3, abilities=[{
                  "kind": "triggered", "trigger": {"event": "banishes_in_challenge"},
                  "condition": {"during_your_turn": True},
                  "effects": [{"step": "modify_stat", "stat": "strength", "amount": 1,
                               "target": {"mode": "all", "filter": {"type": "character", "owner": "you", "other": True}}}],
              }]),  # fmt: skip
    # 19. 你的对手手上每有一张卡，这个角色便得 -1 {L}。(lore 4)
    character("tst-302", "自夸大盗", "Boastful Thief", subtitle="头号粉丝", subtitle_en="His Own Biggest Fan", cost=3,
              strength=2, willpower=3, lore=4, abilities=[{
                  "kind": "static", "static": {"stat": "lore", "amount": -1, "per": {"zone": "opponents_hand"}},
              }]),  # fmt: skip
    # 26. <善战> +2。每当这个角色发起挑战时，你可以将被挑战的角色移回其玩家的手上。
    character("tst-303", "门卫", "Doorkeeper", subtitle="请回吧", subtitle_en="Shoo", cost=3, strength=2, willpower=3,
              keywords=[{"id": "challenger", "value": 2}], abilities=[{
                  "kind": "triggered", "trigger": {"event": "challenges"}, "optional": True,
                  "effects": [{"step": "return_to_hand", "target": {"mode": "challenged"}}],
              }]),  # fmt: skip
    # 30. 所选的角色本回合获得<善战> +1。
    action("tst-304", "鼓足勇气", "Work Up Courage",
           [{"step": "gain_keyword", "keyword": "challenger", "value": 1, "target": ANY_CHARACTER}]),
    # 33. vanilla base, and the same name with <转形> 3 and <护卫>.
    character("tst-305", "巨人", "Giant", subtitle="守门人", subtitle_en="Gatekeeper", strength=2, willpower=3),
    character("tst-306", "巨人", "Giant", subtitle="高墙守卫", subtitle_en="Wall Guard", cost=5, strength=3, willpower=6,
              keywords=[{"id": "shift", "value": 3}, {"id": "bodyguard"}]),
    # 42. 每个对手角色本回合得 -2 {W}。
    action("tst-307", "虚弱诅咒", "Curse of Frailty",
           [{"step": "modify_stat", "stat": "willpower", "amount": -2,
             "target": {"mode": "all", "filter": {"type": "character", "owner": "opponent"}}}], cost=2),  # fmt: skip
    # 43/60. 所选的角色本回合得 +2 {W}。
    action("tst-308", "坚韧之心", "Steadfast Heart",
           [{"step": "modify_stat", "stat": "willpower", "amount": 2, "target": ANY_CHARACTER}]),
    # 43. 当这个角色被驱逐时，你可以抽一张卡。
    character("tst-309", "勇敢学徒", "Brave Apprentice", willpower=3,
              abilities=[when_banished({"step": "draw", "count": 1}, optional=True)]),
    # 43/60. vanilla 4/4
    character("tst-310", "石像卫士", "Stone Sentinel", cost=4, strength=4, willpower=4),
    # 60. 当这个角色被驱逐时，所选的角色本回合得 +2 {S}。
    character("tst-311", "热血学徒", "Fiery Apprentice", willpower=3,
              abilities=[when_banished({"step": "modify_stat", "stat": "strength", "amount": 2, "target": ANY_CHARACTER})]),
    # 47. a dual-name character (6.2.4.1), two Shift characters with one of its names each, and a
    # character whose name merely contains one of them.
    character("tst-312", "胡善与贾善", "Flotsam & Jetsam", subtitle="缠人海鳗", subtitle_en="Entangling Eels", cost=4,
              strength=3, willpower=4),
    character("tst-313", "胡善", "Flotsam", subtitle="乌苏拉的探子", subtitle_en="Ursula's Spy", cost=5, strength=4,
              willpower=4, keywords=[{"id": "shift", "value": 3}]),
    character("tst-314", "贾善", "Jetsam", subtitle="乌苏拉的眼线", subtitle_en="Ursula's Eye", cost=5, strength=4,
              willpower=4, keywords=[{"id": "shift", "value": 3}]),
    character("tst-315", "胡善船长", "Captain Flotsam", strength=2, willpower=3),
    # 52. 当这个角色被驱逐时，向每个角色造成 1 点伤害。
    character("tst-316", "爆燃精灵", "Blast Sprite", cost=1, strength=1, willpower=1,
              abilities=[when_banished({"step": "deal_damage", "amount": 1, "target": EACH_CHARACTER})]),
    # 52. 当这个角色被驱逐时，获得 1 点奇谈。(willpower 1, 2 and 3)
    character("tst-317", "纪念者", "Keepsake", subtitle="一", subtitle_en="One", cost=1, strength=1, willpower=1,
              abilities=[when_banished(GAIN_1_LORE)]),
    character("tst-318", "纪念者", "Keepsake", subtitle="二", subtitle_en="Two", cost=2, strength=1, willpower=2,
              abilities=[when_banished(GAIN_1_LORE)]),
    character("tst-319", "纪念者", "Keepsake", subtitle="三", subtitle_en="Three", cost=3, strength=1, willpower=3,
              abilities=[when_banished(GAIN_1_LORE)]),
    # 52. 向每个角色造成 1 点伤害。
    action("tst-320", "火花四溅", "Sparks Fly", [{"step": "deal_damage", "amount": 1, "target": EACH_CHARACTER}], cost=2),
    # 59. 当这个角色被驱逐时，向所选的对手角色造成 2 点伤害。
    character("tst-321", "复仇幽灵", "Vengeful Ghost", strength=2, willpower=2, abilities=[when_banished(
        {"step": "deal_damage", "amount": 2, "target": {"filter": {"type": "character", "owner": "opponent"}}})]),
    # 53. 当这个角色被驱逐时，每位玩家各抽一张卡。
    character("tst-322", "慷慨商人", "Generous Merchant", cost=1, strength=1, willpower=2,
              abilities=[when_banished({"step": "draw", "count": 1, "who": "each_player"})]),
    # 54. 每当你打出一个角色时，向所选的角色造成 1 点伤害。
    character("tst-323", "暴躁铁匠", "Grumpy Smith", cost=3, strength=2, willpower=3, abilities=[{
        "kind": "triggered", "trigger": {"event": "you_play", "filter": {"type": "character"}},
        "effects": [{"step": "deal_damage", "amount": 1, "target": ANY_CHARACTER}],
    }]),  # fmt: skip
    # 54. vanilla 1/1
    character("tst-324", "小跟班", "Sidekick", cost=1, strength=1, willpower=1),
    # 56. 每当你的一个角色本回合探奇时，每位对手各失去 1 点奇谈。
    action("tst-325", "劫掠", "Plunder", [{
        "step": "floating", "trigger": {"event": "quests", "filter": {"type": "character", "owner": "you"}},
        "effects": [{"step": "lose_lore", "amount": 1}],
    }], cost=2),  # fmt: skip
    # 61. a location, lore 1.
    CardDef(id="tst-326", name="灯塔", subtitle="守望者之家", name_en="Lighthouse", subtitle_en="Keeper's Home",
            type="location", ink="ruby", cost=2, inkable=True, willpower=5, lore=1, move_cost=1, rarity="common"),
    # 62. 至多 2 个所选的角色本回合得 -1 {S}。抽一张卡。
    action("tst-327", "涂红玫瑰", "Paint It Red", [
        {"step": "modify_stat", "stat": "strength", "amount": -1, "target": {"filter": {"type": "character"}, "count": 2, "up_to": True}},
        {"step": "draw", "count": 1},
    ]),  # fmt: skip
    # 63. 令你的一个所选物品力竭来向所选的角色造成 5 点伤害。
    action("tst-328", "超载", "Overload", [
        {"step": "pay_cost", "exert": {"filter": {"type": "item", "owner": "you"}}},
        {"step": "deal_damage", "amount": 5, "target": ANY_CHARACTER},
    ]),  # fmt: skip
    # 68. 当这个角色被驱逐时，抽一张卡。 / 当这个角色被驱逐时，每位对手各失去 1 点奇谈。
    character("tst-329", "寻宝人", "Treasure Seeker", strength=1, willpower=2,
              abilities=[when_banished({"step": "draw", "count": 1})]),
    character("tst-330", "怨恨者", "Grudge Holder", strength=1, willpower=2,
              abilities=[when_banished({"step": "lose_lore", "amount": 1})]),
]


@pytest.fixture(autouse=True)
def made_up(monkeypatch):
    for card in MADE_UP:
        monkeypatch.setitem(card_db(), card.id, card)
    # the static-ability lookups are cached over the card list: let them see the made-up cards
    forget_statics()
    yield
    monkeypatch.undo()
    forget_statics()


def current(s: LorcanaScenario, card: str) -> dict:
    """Current strength, willpower, lore and keywords, as every player sees them."""
    return s.view(None)["current"][card]


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def item_from(s: LorcanaScenario, was: str) -> str:
    """The bag item of the banish trigger of the card that was ``was`` in play."""
    source = next(e["card"] for e in s.events_of("card_banished") if e["was"] == was)
    return next(item["id"] for item in s.state["triggers"] if item["source"] == source)


def banished(events: list[dict]) -> list[str]:
    return [e["was"] for e in events if e["type"] == "card_banished"]


# ---------------------------------------------------------------------------------- play, statics


def test_scenario_14_a_resolution_made_effect_keeps_its_set_and_outlives_its_source():
    """14. Hua Guard (made-up, Mulan-like): "during your turn, whenever this character banishes
    another character in a challenge, your other characters get +1 {S} this turn". The effect
    is made by a resolution, so it applies to the characters in play then and lasts its whole
    duration (7.6.3): not to the Guard ("other", 7.1.5), not to a character played afterwards,
    and it stays after the Guard leaves play, unlike a card's own static ability (7.6.4); it
    ends with the turn (4.4.1.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    guard = s.in_play("tst-301")  # 3/3, cost 2
    friend = s.in_play("tfc-012")  # Mickey Mouse – True Friend, 3/3, cost 3
    later, befuddle = s.hand("tfc-022"), s.hand("tfc-062")  # Stitch – New Dog (2/2); Befuddle
    victim = s.in_play("tfc-022", "p2", exerted=True)
    s.main(answer=f"challenge:{guard}")
    assert victim not in s.state["cards"] and s.damage(guard) == 2
    assert current(s, friend)["strength"] == 4 and current(s, guard)["strength"] == 3
    s.main(answer=f"play:{later}")
    (played,) = s.cards("p1.play", "tfc-022")
    assert current(s, played)["strength"] == 2  # entered after the resolution
    s.main(answer=f"play:{befuddle}")  # return chosen character or item with cost 2 or less
    s.expect("p1", "choose_targets", options=[guard, played], answer=[guard])
    assert guard not in s.state["cards"] and s.cards("p1.hand", "tst-301")
    assert current(s, friend)["strength"] == 4  # the source left; the effect did not
    s.main(answer="end")
    assert current(s, friend)["strength"] == 3


def test_scenario_19_negative_lore_counts_as_zero_when_questing():
    """19. Boastful Thief (made-up, like Flynn Rider – His Own Biggest Fan): lore 4, "-1 {L} for
    each card in your opponents' hands". With 5 cards in p2's hand its lore is -1; the value is
    kept (7.8.1.1) but counts as 0 for the lore it gains (7.8.3): the quest exerts it and p1's
    lore stays at 5."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    thief = s.in_play("tst-302")
    for _ in range(5):
        s.hand("tfc-012", "p2")
    s.set_player("p1", lore=5)
    assert current(s, thief)["lore"] == -1
    s.main(answer=f"quest:{thief}")
    assert s.card(thief)["exerted"] is True
    assert s.lore("p1") == 5
    assert [e["lore"] for e in s.events_of("character_quested", s.last_events)] == [0]
    assert s.events_of("lore_changed", s.last_events) == []


def test_scenario_19_the_same_static_with_fewer_cards_gives_lore():
    """19 (control). With 3 cards in p2's hand the Thief's lore is 1, and the quest gains 1
    (4.3.5.8, 7.6.2: the static counts the hand as it is now)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    thief = s.in_play("tst-302")
    for _ in range(3):
        s.hand("tfc-012", "p2")
    s.main(answer=f"quest:{thief}")
    assert s.lore("p1") == 1


# ---------------------------------------------------------------------------------- challenges


def test_scenario_26_the_challenge_ends_early_when_the_challenged_character_leaves():
    """26. Doorkeeper (made-up, Challenger +2: "whenever this character challenges, you may
    return the challenged character to its player's hand") challenges p2's exerted Mad Hatter
    (2/4, "whenever this character is challenged, you may draw a card"). In step 7 (4.3.6.11)
    p1's trigger resolves first (8.7.4) and the Hatter leaves, so the challenge ends (4.3.6.22):
    first the rest of the bag resolves (p2 still may draw), then the "in a challenge" effects
    end (the Challenger bonus), and no damage is dealt."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    doorkeeper = s.in_play("tst-303")  # 2/3
    hatter = s.in_play("tfc-086", "p2", exerted=True)
    s.main(answer=f"challenge:{doorkeeper}")
    s.expect("p1", "yes_no", options=["yes", "no"])
    assert current(s, doorkeeper)["strength"] == 4  # Challenger +2 from challenge step 6 (10.3.1)
    s.expect("p1", "yes_no", answer=["yes"])
    assert hatter not in s.state["cards"] and s.cards("p2.hand", "tfc-086")
    s.expect("p2", "yes_no", options=["yes", "no"])  # the remaining bag item, inside the challenge
    assert s.state["data"].get("challenge") is not None
    assert current(s, doorkeeper)["strength"] == 4
    s.expect("p2", "yes_no", answer=["yes"])
    assert len(s.zone(zone("p2", "hand"))) == 2  # the Hatter and the card drawn
    assert s.events_of("damage_dealt", s.last_events) == []
    assert len(s.events_of("challenge_ended", s.last_events)) == 1
    assert s.damage(doorkeeper) == 0 and s.card(doorkeeper)["exerted"] is True
    assert current(s, doorkeeper)["strength"] == 2
    s.expect("p1", "choose_action")


def test_scenario_30_challenger_bonuses_stack():
    """30. Dr. Facilier – Charlatan (0/4, printed Challenger +2) gains Challenger +1 this turn
    from Work Up Courage (made-up). "+N" keywords add up (10.1.1): Challenger +3, so he deals 3
    when he challenges (10.3.1) and still has strength 0 outside the challenge."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    facilier = s.in_play("tfc-038")
    courage = s.hand("tst-304")
    target = s.in_play("tfc-089", "p2", exerted=True)  # Mickey Mouse – Steamboat Pilot, 3/4
    s.main(answer=f"play:{courage}")
    s.expect("p1", "choose_targets", options=[facilier, target], answer=[facilier])
    assert current(s, facilier)["keywords"] == {"challenger": 3}
    assert current(s, facilier)["strength"] == 0
    s.main(answer=f"challenge:{facilier}")
    assert s.damage(target) == 3 and s.damage(facilier) == 3
    assert [(e["card"], e["amount"]) for e in s.events_of("damage_dealt", s.last_events)] == [(target, 3), (facilier, 3)]


def test_scenario_33_a_shifted_bodyguard_may_enter_exerted_onto_a_ready_character():
    """33. Giant – Wall Guard (made-up, Shift 3, Bodyguard) is shifted onto a ready, dry Giant –
    Gatekeeper. Bodyguard lets it enter exerted (10.2.2, a replacement 7.7.3) and that beats
    the ready state it would inherit (10.8.4); it stays dry (10.8.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    base = s.in_play("tst-305")
    wall = s.hand("tst-306")
    s.main(answer=f"shift:{wall}")  # the only base: chosen without asking
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["yes"])
    (shifted,) = s.cards("p1.play", "tst-306")
    assert s.card(shifted)["exerted"] is True and s.card(shifted)["dry"] is True
    assert base not in s.state["cards"] and s.cards("p1.beneath", "tst-305")
    assert [e["method"] for e in s.events_of("card_played", s.last_events)] == ["shift"]
    assert f"quest:{shifted}" not in option_ids(s.main())


def test_scenario_33_declining_the_exerted_entry_keeps_the_inherited_ready_state():
    """33 (control). Declining the Bodyguard entry, the shifted Giant inherits the base's ready,
    dry state (10.8.3) and can quest at once."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    s.in_play("tst-305")
    wall = s.hand("tst-306")
    s.main(answer=f"shift:{wall}")
    s.expect("p1", "yes_no", answer=["no"])
    (shifted,) = s.cards("p1.play", "tst-306")
    assert s.card(shifted)["exerted"] is False
    assert f"quest:{shifted}" in option_ids(s.main())


# ---------------------------------------------------------------------------------- damage


def test_scenario_42_willpower_lowered_to_the_damage_or_to_zero_banishes():
    """42. Curse of Frailty (made-up): "each opposing character gets -2 {W} this turn". Stitch –
    New Dog (2/2, no damage) goes to 0 willpower, Minnie Mouse – Beloved Princess (2/3, 1
    damage) to 1: both have damage >= willpower and the check after the action banishes them
    together (1.9.1.3, 1.9.2, 1.9.5). Mickey Mouse – Steamboat Pilot (3/4, 1 damage) keeps 2
    and stays. No damage is dealt."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    curse = s.hand("tst-307")
    stitch = s.in_play("tfc-022", "p2")
    minnie = s.in_play("tfc-013", "p2", damage=1)
    pilot = s.in_play("tfc-089", "p2", damage=1)
    mine = s.in_play("tfc-022")
    s.main(answer=f"play:{curse}")
    assert sorted(banished(s.last_events)) == sorted([stitch, minnie])
    assert pilot in s.state["cards"] and current(s, pilot)["willpower"] == 2
    assert mine in s.state["cards"] and current(s, mine)["willpower"] == 2
    assert s.events_of("damage_dealt", s.last_events) == []


def test_scenario_43_a_this_turn_willpower_bonus_ends_and_the_banish_trigger_resolves_before_the_turn_passes():
    """43. Brave Apprentice (made-up, 2/3, "when this character is banished, you may draw a
    card") gets +2 {W} this turn (Steadfast Heart, made-up) and takes 4 damage challenging a
    4/4: it survives the turn. At the end of the turn the bonus ends (4.4.1.3), the check
    banishes it (1.9.2), and its trigger resolves (back to 4.4.1.2) before p2's turn starts
    (4.4.1.4). [derived]"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    apprentice = s.in_play("tst-309")
    heart = s.hand("tst-308")
    sentinel = s.in_play("tst-310", "p2", exerted=True)
    top = s.on_top("tfc-022")
    s.main(answer=f"play:{heart}")
    s.expect("p1", "choose_targets", options=[apprentice, sentinel], answer=[apprentice])
    s.main(answer=f"challenge:{apprentice}")
    assert s.damage(apprentice) == 4 and current(s, apprentice)["willpower"] == 5
    assert s.damage(sentinel) == 2
    s.main(answer="end")
    assert apprentice not in s.state["cards"] and s.cards("p1.discard", "tst-309")
    s.expect("p1", "yes_no", options=["yes", "no"])
    assert s.events_of("turn_started")[-1]["player"] == "p1"  # p2's turn has not begun
    s.expect("p1", "yes_no", answer=["yes"])
    drawn = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert [e["was"] for e in drawn][0] == top  # p1's draw, then p2's draw step
    assert [e["to_zone"] for e in drawn] == ["p1.hand", "p2.hand"]
    s.expect("p2", "choose_action")


def test_scenario_60_a_this_turn_effect_made_in_the_end_of_turn_bag_ends_before_the_turn_passes():
    """60 (end-of-turn loop). Fiery Apprentice (made-up, 2/3, "when this character is banished,
    chosen character gets +2 {S} this turn") has +2 {W} this turn and 4 damage. At the end of
    the turn the bonus ends (4.4.1.3), it is banished, and the game goes back to 4.4.1.2 to
    resolve its trigger: p1 gives Mickey Mouse – True Friend +2 {S} "this turn". Coming to
    4.4.1.3 again, that effect ends too, so when p2's turn starts (4.4.1.4) Mickey has strength
    3 again. [derived: the steps repeat in order]"""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    apprentice = s.in_play("tst-311")
    mickey = s.in_play("tfc-012")  # 3/3
    heart = s.hand("tst-308")
    sentinel = s.in_play("tst-310", "p2", exerted=True)
    s.main(answer=f"play:{heart}")
    s.expect("p1", "choose_targets", options=[apprentice, mickey, sentinel], answer=[apprentice])
    s.main(answer=f"challenge:{apprentice}")
    assert s.damage(apprentice) == 4
    s.main(answer="end")
    s.expect("p1", "choose_targets", options=[mickey, sentinel], answer=[mickey])
    assert apprentice not in s.state["cards"]
    s.expect("p2", "choose_action")
    assert s.events_of("turn_started")[-1]["player"] == "p2"
    assert current(s, mickey)["strength"] == 3


# ---------------------------------------------------------------------------------- Shift names


def test_scenario_47_shift_onto_a_dual_name_character_matches_either_name_but_not_a_longer_name():
    """47. Flotsam – Ursula's Spy and Jetsam – Ursula's Eye (made-up, Shift 3) may each shift
    onto Flotsam & Jetsam – Entangling Eels, since a dual-name character matches either name
    (6.2.4.1, 10.8.1); "Captain Flotsam" is a different name, not a match (6.2.4)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(6)
    flotsam, jetsam = s.hand("tst-313"), s.hand("tst-314")
    captain = s.in_play("tst-315")
    ask = s.main()
    assert not {f"shift:{flotsam}", f"shift:{jetsam}"} & set(option_ids(ask))
    eels = s.in_play("tst-312")
    ask = s.main()
    assert {f"shift:{flotsam}", f"shift:{jetsam}"} <= set(option_ids(ask))
    s.main(answer=f"shift:{flotsam}")  # the Eels are the only base: the Captain is not offered
    (shifted,) = s.cards("p1.play", "tst-313")
    assert eels not in s.state["cards"] and s.cards("p1.beneath", "tst-312")
    assert captain in s.zone(zone("p1", "play"))
    assert s.view(None)["ready_ink"]["p1"] == 3  # paid the Shift cost 3 of 6
    ask = s.main()
    assert f"shift:{jetsam}" not in option_ids(ask)  # Flotsam alone is not named Jetsam


# ---------------------------------------------------------------------------------- the bag


def test_scenario_52_cross_player_bag_order_with_new_items_of_both_players():
    """52. Sparks Fly (made-up: 1 damage to each character) banishes p1's Blast Sprite (A1:
    "when banished, 1 damage to each character") and Keepsake One (A2: gain 1 lore) and p2's
    Blast Sprite (N1) at once; p1's two items and p2's one wait in the bag (8.7.3). p1 resolves
    A1 first (8.7.4); it banishes p1's and p2's Keepsake Two, adding A3 and N2. p1 resolves all
    of theirs, new ones included, in the order p1 picks: A3, then A2 (8.7.5). Then p2 resolves
    theirs in their order (8.7.6): N1 first, which banishes p1's Keepsake Three (A4); p2 still
    finishes N2 before p1 resolves A4 (8.7.6-8.7.7)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    sparks = s.hand("tst-320")
    a1, a2, a3, a4 = s.in_play("tst-316"), s.in_play("tst-317"), s.in_play("tst-318"), s.in_play("tst-319")
    n1, n2 = s.in_play("tst-316", "p2"), s.in_play("tst-318", "p2")
    s.main(answer=f"play:{sparks}")
    assert banished(s.last_events) == [a1, a2, n1]  # one check, one combined action (1.9.5)
    s.expect("p1", "choose_option", options=[item_from(s, a1), item_from(s, a2)], answer=[item_from(s, a1)])
    assert banished(s.last_events) == [a3, n2]
    assert s.lore("p1") == 0 and s.lore("p2") == 0
    s.expect("p1", "choose_option", options=[item_from(s, a2), item_from(s, a3)], answer=[item_from(s, a3)])
    # A2 was p1's last item: resolved without asking; p1 had both before p2's turn came
    assert s.lore("p1") == 2 and s.lore("p2") == 0
    s.expect("p2", "choose_option", options=[item_from(s, n1), item_from(s, n2)], answer=[item_from(s, n1)])
    order = [(e["type"], e.get("was") or e.get("player")) for e in s.last_events
             if e["type"] in ("card_banished", "lore_changed")]  # fmt: skip
    assert order == [("card_banished", a4), ("lore_changed", "p2"), ("lore_changed", "p1")]
    assert s.lore("p1") == 3 and s.lore("p2") == 1
    assert s.state["triggers"] == []
    s.expect("p1", "choose_action")


def test_scenario_53_each_player_draws_in_turn_order_from_the_active_player():
    """53 (the order half). Three players; on p2's turn p2 banishes p3's Generous Merchant
    (made-up: "when this character is banished, each player draws a card") in a challenge. p3
    controls the trigger, but the draws go from the active player in turn order (1.6.2,
    1.10.2.2): p2, p3, then p1."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    mickey = s.in_play("tfc-012", "p2")  # 3/3
    merchant = s.in_play("tst-322", "p3", exerted=True)
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{mickey}")
    assert merchant not in s.state["cards"]
    added = s.events_of("trigger_added", s.last_events)
    assert [e["controller"] for e in added] == ["p3"]
    drawn = [e["to_zone"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == ["p2.hand", "p3.hand", "p1.hand"]


def test_scenario_54_an_intervening_if_no_longer_true_on_resolution_does_nothing():
    """54(b). Stitch – Carefree Surfer ("when you play this character, if you have 2 or more
    other characters in play, you may draw 2") is played with Grumpy Smith (made-up: "whenever
    you play a character, deal 1 damage to chosen character") and a 1/1 Sidekick: 2 others, so
    Ohana goes into the bag (7.4.4.1). p1 resolves the Smith's trigger first and banishes the
    Sidekick; when Ohana resolves the condition is checked again and fails, so nothing happens:
    no "may", no draw (7.4.4.2)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(7)
    surfer = s.hand("tfc-021")
    smith = s.in_play("tst-323")
    sidekick = s.in_play("tst-324")
    s.main(answer=f"play:{surfer}")
    (stitch,) = s.cards("p1.play", "tfc-021")
    items = {item["source"]: item["id"] for item in s.state["triggers"]}
    assert set(items) == {stitch, smith}
    s.expect("p1", "choose_option", options=list(items.values()), answer=[items[smith]])
    s.expect("p1", "choose_targets", options=[smith, sidekick, stitch], answer=[sidekick])
    assert sidekick not in s.state["cards"]
    s.expect("p1", "choose_action")  # Ohana resolved without asking
    assert s.state["triggers"] == []
    assert [s.card(c)["def"] for c in s.zone(zone("p1", "hand"))] == [KEEPER]


def test_scenario_56_a_delayed_trigger_fires_after_each_quest_this_turn_only():
    """56. Plunder (made-up, like Steal from the Rich): "whenever one of your characters quests
    this turn, each opponent loses 1 lore" makes a delayed trigger for the rest of the turn
    (7.4.7). Three quests: p2 loses 1 after each, each a separate bag item (4.3.5.9). On p1's
    next turn quests trigger nothing."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    plunder = s.hand("tst-325")
    questers = [s.in_play("tfc-012"), s.in_play("tfc-089"), s.in_play("tfc-022")]  # lore 2, 1, 1
    s.set_player("p2", lore=5)
    s.main(answer=f"play:{plunder}")
    assert s.events_of("trigger_added", s.last_events) == [] and s.lore("p2") == 5
    for quester, p2_lore in zip(questers, (4, 3, 2), strict=True):
        s.main(answer=f"quest:{quester}")
        added = s.events_of("trigger_added", s.last_events)
        assert [(e["controller"], e["source"]) for e in added] == [("p1", quester)]
        kinds = [e["type"] for e in s.last_events if e["type"] in ("character_quested", "trigger_added")
                 or (e["type"] == "lore_changed" and e["player"] == "p2")]  # fmt: skip
        assert kinds == ["character_quested", "trigger_added", "lore_changed"]  # after the quest, from the bag
        assert s.lore("p2") == p2_lore
    assert s.lore("p1") == 4
    s.main(answer="end")
    s.main("p2", answer="end")
    s.main(answer=f"quest:{questers[0]}")
    assert s.events_of("trigger_added", s.last_events) == []
    assert s.lore("p2") == 2 and s.lore("p1") == 6


def test_scenario_59_the_game_state_check_and_the_bag_loop_until_nothing_is_left():
    """59. Vengeful Ghosts (made-up, 2/2: "when this character is banished, deal 2 damage to
    chosen opposing character"): p1 has P and R, p2 has Q and S, and a 3/4 Mickey Mouse –
    Steamboat Pilot T. P challenges Q: the check banishes both together (1.9.5); both triggers
    wait (1.9.4). p1 resolves P's: 2 damage to S; the check banishes S (1.9.3) and adds its
    trigger. Then p2 resolves Q's (2 damage to R, banished, its trigger added) and S's (no p1
    character left: nothing). Then p1 resolves R's: 2 damage to T. Only then, with the bag
    empty and nothing to banish, does the challenge end (8.7.7-8.7.8)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    p, r = s.in_play("tst-321"), s.in_play("tst-321")
    q, ghost_s = s.in_play("tst-321", "p2", exerted=True), s.in_play("tst-321", "p2")
    t = s.in_play("tfc-089", "p2")
    start = len(s.events)
    s.main(answer=f"challenge:{p}")
    assert banished(s.last_events) == [p, q]
    s.expect("p1", "choose_targets", options=[ghost_s, t], answer=[ghost_s])
    assert banished(s.last_events) == [ghost_s]
    assert r in s.state["cards"]  # p1's item came before any of p2's (8.7.5)
    s.expect("p2", "choose_option", options=[item_from(s, q), item_from(s, ghost_s)], answer=[item_from(s, q)])
    events = [e for e in s.events[start:] if e["type"] in ("damage_dealt", "card_banished", "challenge_ended")]
    assert [(e["type"], e.get("was") or e["card"]) for e in events] == [
        ("damage_dealt", q), ("damage_dealt", p),  # the challenge damage (4.3.6.12)
        ("card_banished", p), ("card_banished", q),
        ("damage_dealt", ghost_s), ("card_banished", ghost_s),  # P's trigger
        ("damage_dealt", r), ("card_banished", r),  # Q's trigger
        ("damage_dealt", t),  # R's trigger, after S's found nothing
        ("challenge_ended", p),
    ]  # fmt: skip
    assert s.damage(t) == 2 and s.state["triggers"] == []
    assert s.zone(zone("p1", "play")) == [] and s.zone(zone("p2", "play")) == [t]
    s.expect("p1", "choose_action")


# ---------------------------------------------------------------------------------- turn, choices


def test_scenario_61_location_lore_in_the_set_step_wins_before_the_draw_step():
    """61 (the lore half). p1 is at 19 lore with a lore-1 location (Lighthouse, made-up). In p1's
    set step the location gives 1 lore, not through the bag (4.2.2.2); the check ending the set
    step finds 20 (1.9.2, 1.9.1.1) and p1 wins before the draw step (4.2.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tst-326")
    s.main(answer="end")
    s.set_player("p1", lore=19)
    s.main("p2", answer="end")
    s.expect_game_over(["p1"])
    assert s.result["reason"] == "lorcana.result.lore"
    assert s.events_of("turn_started")[-1]["player"] == "p1"
    assert [(e["player"], e["amount"]) for e in s.events_of("lore_changed", s.last_events)] == [("p1", 1)]
    assert s.events_of("trigger_added", s.last_events) == []
    assert [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"] == []


def test_scenario_62_up_to_never_chooses_the_same_character_twice_and_may_choose_none():
    """62 (the "up to" half). Paint It Red (made-up, like Painting the Roses Red): "up to 2
    chosen characters get -1 {S} this turn. Draw a card." Choosing the same character twice is
    rejected and choosing none is legal (7.1.8); the draw happens either way (1.2.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    paint = s.hand("tst-327")
    mine = s.in_play("tfc-012")
    theirs = s.in_play("tfc-089", "p2")
    top = s.on_top("tfc-022")
    s.main(answer=f"play:{paint}")
    ask = s.expect("p1", "choose_targets", options=[mine, theirs])
    assert (ask["min"], ask["max"]) == (0, 2)
    s.expect_error("answer.duplicate_option", "p1", [theirs, theirs])
    s.expect("p1", "choose_targets", answer=[])
    assert s.events_of("effect_created", s.last_events) == []
    assert current(s, mine)["strength"] == 3 and current(s, theirs)["strength"] == 3
    drawn = [e["was"] for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert drawn == [top]
    assert s.cards("p1.discard", "tst-327")


def test_scenario_63_a_to_b_without_paying_a_does_nothing_of_b():
    """63. Overload (made-up): "exert chosen item of yours to deal 5 damage to chosen
    character". "[A] to [B]" makes A a cost (7.1.2.2): with no item p1 can't pay, so no
    character is chosen and no damage dealt, though the action is played and discarded
    (1.2.4). With a ready Dinglehopper it is exerted and the 5 damage follows."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    first, second = s.hand("tst-328"), s.hand("tst-328")
    sven = s.in_play("tfc-055", "p2")  # 5/7
    s.in_play("tfc-012")
    s.main(answer=f"play:{first}")
    s.expect("p1", "choose_action")  # no character was asked for
    assert s.damage(sven) == 0 and s.events_of("damage_dealt", s.last_events) == []
    assert s.cards("p1.discard", "tst-328")
    item = s.in_play("tfc-032")  # Dinglehopper, ready: the only item, chosen without asking
    s.main(answer=f"play:{second}")
    assert s.card(item)["exerted"] is True
    s.expect("p1", "choose_targets", exact=False, options=[sven], answer=[sven])
    assert s.damage(sven) == 5


def test_scenario_63_an_exerted_item_cannot_pay_the_exert_cost():
    """63. The only item is already exerted: choosing it pays nothing (5.1.1), so the effect
    after "to" does not happen (7.1.2.2)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    overload = s.hand("tst-328")
    sven = s.in_play("tfc-055", "p2")
    s.in_play("tfc-032", exerted=True)
    s.main(answer=f"play:{overload}")
    s.expect("p1", "choose_action")
    assert s.damage(sven) == 0 and s.events_of("damage_dealt", s.last_events) == []


# ---------------------------------------------------------------------------------- multiplayer


def test_scenario_68_a_player_who_leaves_takes_their_waiting_bag_items_with_them():
    """68 (bag items). Three players. p1's Grab Your Sword (2 damage to each opposing
    character) banishes p2's Treasure Seeker ("when banished, draw a card") and Grudge Holder
    ("when banished, each opponent loses 1 lore", both made-up) at once; both items are p2's.
    p2 resolves the Seeker's first and draws from an empty deck: the check after that item
    (1.9.2) removes p2 (1.9.1.2, 3.2.1.2), and the Holder's item leaves the bag with them
    (8.7.9, 1.10.2.3): p1 and p3 lose no lore, and the game goes on."""
    s = LorcanaScenario(players=("p1", "p2", "p3"))
    s.hand(KEEPER)
    s.ink(5)
    sword = s.hand("tfc-198")
    seeker, holder = s.in_play("tst-329", "p2"), s.in_play("tst-330", "p2")
    s.empty(zone("p2", "deck"), zone("p2", "discard"))
    s.set_player("p1", lore=5)
    s.set_player("p3", lore=5)
    s.main(answer=f"play:{sword}")
    assert banished(s.last_events) == [seeker, holder]
    s.expect("p2", "choose_option", options=[item_from(s, seeker), item_from(s, holder)], answer=[item_from(s, seeker)])
    assert [e["player"] for e in s.events_of("player_lost", s.last_events)] == ["p2"]
    assert s.result is None and s.state["seats"] == ["p1", "p3"]
    assert s.state["triggers"] == []
    assert s.events_of("lore_changed", s.last_events) == []
    assert s.lore("p1") == 5 and s.lore("p3") == 5
    s.expect("p1", "choose_action")

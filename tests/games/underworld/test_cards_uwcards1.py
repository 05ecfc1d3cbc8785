"""Scenarios for the cards of batch uwcards1 (regions, secret societies, 方碑序列, 国家机构, 帷幕守望
and 王座会 cards): each ability used once in a position, its result asserted. Cards quoted by id;
the printed texts are in the community database."""

from engine.games.underworld.actions import ability_usable
from engine.games.underworld.cards import card
from engine.games.underworld.contest import contest_kinds
from engine.games.underworld.stats import defence, icons, keywords
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario
from tests.games.underworld.test_cards_added import defs, gone, resolve, start, win_region


# ---------------------------------------------------------------------------- regions
def test_dqbq01_los_angeles_each_player_predicts_two_plus_his_eyes():
    s = UnderworldScenario()
    s.character("JC003", "p2", 1)  # one black 眼: X = 3 for p2
    s.character("JC015", "p2", 3)  # one white 眼: X = 4 for p2
    win_region(s, "DQBQ01", 3)
    looked = [(e["player"], e["count"]) for e in s.events_of("library_looked_at")]
    assert looked[-2:] == [("p1", 2), ("p2", 4)]


def test_dqbq03_sea_of_the_unconscious_gives_spirit_then_returns_every_character():
    s = UnderworldScenario()
    s.set_region("DQBQ03", 1)
    here, elsewhere = s.character("JC014", "p2", 1), s.character("JC014", "p2", 3)
    assert "spirit" in keywords(s.state, here) and "spirit" not in keywords(s.state, elsewhere)
    t = UnderworldScenario()
    mine, theirs = t.character("JC003", "p1", 1), t.character("JC015", "p2", 3)
    win_region(t, "DQBQ03", 5)
    assert gone(t, mine) and gone(t, theirs) and "JC015" in defs(t, "p2", "hand") and "JC003" in defs(t, "p1", "hand")


def test_dqbq06_sun_moon_lake_each_player_returns_one_of_his_characters():
    s = UnderworldScenario()
    kept, returned = s.character("JC003", "p2", 1), s.character("JC015", "p2", 3)
    win_region(s, "DQBQ06", 3, returned)
    assert gone(s, returned) and not gone(s, kept) and "JC015" in defs(s, "p2", "hand")


def test_dqwm005_los_angeles_two_influence_contests_and_prestige_twice():
    s = UnderworldScenario()
    s.set_region("DQWM005", 1)  # cap 8: not won here
    assert contest_kinds(s.state, 1) == ["investigation", "battle", "influence", "influence"]
    monk = s.character("JC076", "p1", 1)  # 声望
    s.to_contests()
    s.drive(lambda s: s.step in ("end", "recovery"), lambda s, ask: ["yes"] if s.request["key"] == "use" else None)
    prestige = [e for e in s.events_of("trigger_added") if e["ability"] == "prestige" and e["source"] == monk]
    assert len(prestige) == 2


def test_dqxq01_las_vegas_even_top_cards_may_become_assets():
    s = UnderworldScenario()
    s.on_top(FILLER, "p1")  # printed cost 0: even
    s.on_top("JC001", "p2")  # printed cost 1: shuffled back (the one above is drawn first)
    s.on_top("JC001", "p2")
    before = (s.count("p1", "assets"), s.count("p2", "assets"))
    win_region(s, "DQXQ01", 4, "yes")
    assert (s.count("p1", "assets"), s.count("p2", "assets")) == (before[0] + 1, before[1])
    assert "JC125" in defs(s, "p1", "assets") and "JC001" in defs(s, "p2", "library")


def test_dqbq10_washington_each_player_may_put_a_card_from_hand_into_play_for_free():
    s = UnderworldScenario()
    knight = s.hand("JC014", "p1")
    host = s.character("JC003", "p2", 1)
    revolver = s.hand("JC116", "p2")  # 柯尔特巨蟒左轮: attaches to a character
    win_region(s, "DQBQ10", 4, knight, "slot3", revolver, host)
    assert on_field(s, 3, "JC014") and s.card(on_field(s, 1, "JC116"))["attached_to"] == host
    assert s.count("p1", "assets") == 0 and s.count("p2", "assets") == 0  # nothing was paid


# ---------------------------------------------------------------------------- secret societies
def own_society(s: UnderworldScenario, definition: str, assets: int = 3) -> str:
    """p1's secret society of `definition`, with `assets` ready fillers to pay for it."""
    s.assets(assets)
    return s.put(definition, zone("p1", "society"))


def use(s: UnderworldScenario, card_id: str, index: int, *picks: str) -> None:
    """p1 activates ability `index` of a card and everything resolves (asks take `picks`)."""
    s.act("p1", f"activate:{card_id}:{index}")
    resolve(s, *picks)


def test_msjc01_draws_only_with_the_token():
    """The faction societies MSJC01–08 share their text; 帷幕守望 stands for all of them."""
    s = start()
    society = own_society(s, "MSJC01", 3)
    before = s.count("p1", "hand")
    use(s, society, 0)
    assert s.count("p1", "hand") == before + 1 and s.card(society)["exhausted"]  # p1 holds the first-player token


def test_msjc01_searches_a_unique_card_of_its_faction_once_per_game(monkeypatch):
    from engine.games.underworld.cards import card_db

    monkeypatch.setitem(card_db(), "JC003", card("JC003").model_copy(update={"unique": True}))
    s = start()
    society = own_society(s, "MSJC01", 4)
    s.on_bottom("JC001")  # yellow, not unique: not offered
    wanted = s.on_bottom("JC003")
    offered = []

    def pick(s, ask):
        ids = [o["id"] for o in ask.get("options", [])]
        if wanted in ids:
            offered.extend(ids)
            return [wanted]
        return None

    s.act("p1", f"activate:{society}:1")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, pick)
    assert "JC003" in defs(s, "p1", "hand") and "JC001" not in defs(s, "p1", "hand") and len(offered) == 1
    s.card(society)["exhausted"] = False
    s.assets(4)
    s.pass_until("action_first", "p1")
    assert f"activate:{society}:1" not in s.options("p1") and f"activate:{society}:0" in s.options("p1")


def test_msjc07_needs_25_black_cards():
    from engine.games.underworld.deck import deck_problems

    black = [c for c in ("JC084", "JC086", "JC087", "JC088", "JC089", "JC091", "JC092", "JC096") for _ in range(3)]
    assert deck_problems(["MSJC07"] + black + [FILLER] * 26) == ["秘社“方碑序列”要求牌组中至少有 25 张黑派系的牌，现在只有 24 张。"]
    assert deck_problems(["MSJC07"] + black + ["WM059"] + [FILLER] * 25) == []


def test_msjc13_timekeepers_add_a_time_counter_then_destroy_what_has_three():
    s = start()
    society = own_society(s, "MSJC13", 2)
    host = s.character("JC014", "p2", 1)
    curse = s.put("JC116", "area1", owner="p2", attached_to=host)  # 柯尔特巨蟒左轮
    use(s, society, 0, curse)
    assert s.counter_of(curse, "time") == 1
    t = start()
    society = own_society(t, "MSJC13", 3)
    old, young = t.character("JC014", "p2", 1, counters={"time": 3}), t.character("JC014", "p2", 2, counters={"time": 2})
    mine = t.character("JC003", "p1", 3, counters={"time": 4})
    before = t.count("p1", "hand")
    use(t, society, 1)
    assert gone(t, old) and gone(t, mine) and not gone(t, young) and t.count("p1", "hand") == before + 2


def test_msjc13_allows_twelve_cards_of_other_factions():
    from engine.games.underworld.deck import deck_problems

    others = [c for c in ("JC014", "JC015", "JC001", "JC003") for _ in range(3)]  # green and yellow
    assert deck_problems(["MSJC13"] + others + [FILLER] * 38) == []
    assert deck_problems(["MSJC13"] + others + ["JC084"] + [FILLER] * 37) == ["秘社“计时者”最多允许 12 张其他派系的牌，现在有 13 张。"]


# ---------------------------------------------------------------------------- faction cards
def on_field(s: UnderworldScenario, slot: int, definition: str) -> str:
    """The card of that definition in a contested area (played cards get new ids)."""
    return next(c for c in s.area(slot) if s.card(c)["def"] == definition)


def play(s: UnderworldScenario, definition: str, *picks: str) -> None:
    """p1 plays a card of `definition` from his hand; asks offering one of `picks` take it."""
    s.act("p1", f"play:{s.hand(definition)}")
    resolve(s, *picks)


def agents_in(s: UnderworldScenario, slot: int) -> list[str]:
    """Hidden agents there (a card turned face down gets a new id)."""
    return [c for c in s.area(slot) if s.card(c).get("face_down")]


def test_xq16_lawyers_turn_another_own_character_into_an_agent():
    s = start()
    s.assets(2, "JC029")
    own = s.character("JC003", "p1", 2)
    play(s, "XQ16", "slot1", own)
    assert gone(s, own) and len(agents_in(s, 2)) == 1 and on_field(s, 1, "XQ16") not in agents_in(s, 1)


def test_xq24_riot_police_turn_cheap_characters_here_face_down():
    s = start()
    s.assets(4, "JC056")
    cheap, dear, elsewhere = s.character("JC014", "p2", 1), s.character("JC061", "p2", 1), s.character("JC014", "p2", 2)
    play(s, "XQ24", "slot1")
    assert gone(s, cheap) and len(agents_in(s, 1)) == 1 and not s.card(dear).get("face_down")
    assert not s.card(elsewhere).get("face_down") and not s.card(on_field(s, 1, "XQ24")).get("face_down")  # printed cost 4


def test_xq27_destroys_every_hidden_agent():
    s = start()
    s.assets(4, "JC056")
    theirs, mine, face_up = s.agent("JC014", "p2", 1), s.agent("JC014", "p1", 3), s.character("JC014", "p2", 2)
    play(s, "XQ27")
    assert gone(s, theirs) and gone(s, mine) and not gone(s, face_up)


def test_xq36_each_player_mills_four():
    s = start()
    s.asset("JC084")
    play(s, "XQ36", "slot1")
    assert (s.count("p1", "graveyard"), s.count("p2", "graveyard")) == (4, 4)


def test_jz22_places_influence_only_when_an_enemy_hand_is_small():
    s = start()
    s.assets(2, "JC029")
    play(s, "JZ22", "slot1")
    assert s.tokens(1, "p1") == 1  # p2 holds one card
    t = start()
    t.assets(2, "JC029")
    for _ in range(3):
        t.hand(FILLER, "p2")
    play(t, "JZ22", "slot1")
    assert t.tokens(1, "p1") == 0


def test_jz24_revealed_makes_a_small_handed_enemy_sacrifice_here():
    s = start()
    s.assets(4, "JC029")
    agent = s.agent("JZ24", "p1", 1)
    here, elsewhere = s.character("JC014", "p2", 1), s.character("JC014", "p2", 2)
    s.act("p1", f"reveal:{agent}")
    resolve(s, here)
    assert gone(s, here) and not gone(s, elsewhere)


def test_jz48_street_robber_grows_beside_another_own_criminal():
    s = start()
    robber = s.character("JZ48", "p1", 1)
    s.character("JC088", "p2", 1)  # an enemy criminal does not count
    assert (icons(s.state, robber)[0]["influence"], defence(s.state, robber)) == (0, 1)
    s.character("JC088", "p1", 1)  # 职业杀手, 人类/罪犯
    assert (icons(s.state, robber)[0]["influence"], defence(s.state, robber)) == (1, 2)


def test_jc069_police_dog_locks_on_reveal_then_follows_the_lock():
    s = start()
    s.assets(4)
    dog = s.agent("JC069", "p1", 1)
    suspect = s.agent("JC014", "p2", 3)
    s.act("p1", f"reveal:{dog}")
    resolve(s, suspect)
    assert s.counter_of(suspect, "lock") == 1
    dog = on_field(s, 1, "JC069")
    use(s, dog, 1, suspect)
    assert dog in s.area(3) and icons(s.state, dog)[0]["investigation"] == 1
    s.assets(2)
    assert not ability_usable(s.state, "p1", dog, 1, card("JC069").abilities[1])  # once per turn


def test_msjc14_sentinels_lock_an_enemy_agent_then_send_a_character_to_it():
    s = start()
    society = own_society(s, "MSJC14", 3)
    suspect = s.agent("JC014", "p2", 2)
    use(s, society, 0, suspect)
    assert s.counter_of(suspect, "lock") == 1
    t = start()
    society = own_society(t, "MSJC14", 3)
    locked = t.agent("JC014", "p2", 2, counters={"lock": 1})
    officer = t.character("JC056", "p1", 1)
    use(t, society, 1, officer, locked)
    assert officer in t.area(2)


def test_msjc14_allows_grey_neutral_and_cards_without_domains_only():
    from engine.games.underworld.deck import deck_problems

    legal = ["MSJC14"] + ["JC056"] * 3 + ["JC014"] * 3 + [FILLER] * 44  # 公路骑士: green, no domain
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + ["JC001"]) == ["秘社“哨兵”不允许牌组中有“通灵猫头鹰”。"]  # a 心灵 domain


def searched(s: UnderworldScenario, wanted: str):
    """An answer callback taking `wanted` when a search offers it, remembering what was offered."""
    offered: list[str] = []

    def pick(s, ask):
        ids = [o["id"] for o in ask.get("options", [])]
        if wanted in ids:
            offered.extend(ids)
            return [wanted]
        return ["yes"] if s.request["key"] == "use" else None

    return pick, offered


def test_jz50_crypt_ghoul_puts_a_death_character_from_the_library_into_the_graveyard():
    s = start()
    s.assets(2, "JC084")
    agent = s.agent("JZ50", "p1", 1)
    s.on_bottom("JC084")  # no domain: not offered
    wanted = s.on_bottom("BQ083")  # 【死亡】
    pick, offered = searched(s, wanted)
    s.act("p1", f"reveal:{agent}")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, pick)
    assert defs(s, "p1", "graveyard") == ["BQ083"] and offered == [wanted]


def test_jc007_ivy_scholar_finds_a_cheap_spell_or_book():
    s = start()
    s.assets(4, "JC001")
    s.on_bottom("JC132")  # a spell, printed cost 4: not offered
    wanted = s.on_bottom("JC008")  # 灵能激发, a spell of cost 2
    pick, offered = searched(s, wanted)
    s.act("p1", f"play:{s.hand('JC007')}")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: ["slot1"] if "slot1" in [o["id"] for o in ask.get("options", [])] else pick(s, ask))  # fmt: skip
    assert "JC008" in defs(s, "p1", "hand") and offered == [wanted]


def test_jc094_sacrifices_another_character_here_to_destroy_an_agent():
    s = start()
    baron = s.character("JC094", "p1", 1)
    elsewhere = s.character("JC084", "p1", 2)  # not in 本地区: cannot pay
    assert f"activate:{baron}:0" not in s.options("p1")
    fodder = s.character("JC084", "p1", 1)
    agent = s.agent("JC014", "p2", 3)
    use(s, baron, 0, agent, fodder)
    assert gone(s, agent) and gone(s, fodder) and not gone(s, elsewhere) and not gone(s, baron)


def test_jc038_gives_other_throne_characters_ambush_and_sacrifices_a_vampire_for_a_discard():
    s = start()
    lord = s.character("JC038", "p1", 1)
    vampire, lawyer, black = s.character("JC029", "p1", 2), s.character("XQ16", "p1", 2), s.character("JC084", "p1", 2)
    assert keywords(s.state, vampire)["ambush"] == 2 and keywords(s.state, lawyer)["ambush"] == 1  # 新生血族 has 袭击1
    assert "ambush" not in keywords(s.state, lord) and "ambush" not in keywords(s.state, black)
    discarded = s.zone(zone("p2", "hand"))[0]
    before = (s.count("p1", "hand"), s.count("p2", "hand"))
    use(s, lord, 1, "p2", vampire, discarded)
    assert gone(s, vampire) and not gone(s, lawyer) and gone(s, discarded)
    assert (s.count("p1", "hand"), s.count("p2", "hand")) == (before[0] + 1, before[1] - 1)


def test_cq16_locks_a_character_here_then_calls_a_one_cost_soldier_into_play(monkeypatch):
    from engine.games.underworld.cards import card_db

    monkeypatch.setitem(card_db(), "JC084", card("JC084").model_copy(update={"type_line": "角色-人类/士兵"}))
    s = start()
    s.assets(3, "JC056")
    suspect, elsewhere = s.character("JC014", "p2", 1), s.character("JC014", "p2", 2)
    play(s, "CQ16", "slot1", suspect)
    assert s.counter_of(suspect, "lock") == 1 and s.counter_of(elsewhere, "lock") == 0
    sergeant = on_field(s, 1, "CQ16")
    s.on_bottom("JC056")  # a cost-2 police officer: not offered
    soldier = s.on_bottom("JC084")
    pick, offered = searched(s, soldier)
    s.pass_until("action_first", "p1")
    s.assets(1)
    s.act("p1", f"activate:{sergeant}:1")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, pick)
    assert on_field(s, 1, "JC084") and offered == [soldier] and s.card(sergeant)["exhausted"]


def test_jc032_elder_puts_a_vampire_from_the_top_six_into_play_face_down():
    s = start()
    s.assets(2)
    elder = s.character("JC032", "p1", 2)
    s.on_top("JC029")  # seventh from the top: not offered
    for _ in range(5):
        s.on_top(FILLER)
    wanted = s.on_top("XQ12")
    pick, offered = searched(s, wanted)
    s.act("p1", f"activate:{elder}:0")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, pick)
    assert offered == [wanted] and len(agents_in(s, 2)) == 1 and "JC029" in defs(s, "p1", "library")
    agent = agents_in(s, 2)[0]
    assert s.card(agent)["def"] == "XQ12" and s.card(agent)["visible_to"] == ["p1"]


def test_xq38_mills_a_target_player_then_discards_to_return_a_character_card():
    s = start()
    s.assets(3, "JC084")
    play(s, "XQ38", "slot1", "p2")
    assert s.count("p2", "graveyard") == 3 and s.count("p1", "graveyard") == 0
    scholar = on_field(s, 1, "XQ38")
    s.put("JC088", zone("p1", "graveyard"))
    wanted = s.zone(zone("p1", "graveyard"))[-1]
    spare = s.hand("JC014")
    s.pass_until("action_first", "p1")
    s.assets(2)
    use(s, scholar, 1, wanted, spare)
    assert "JC088" in defs(s, "p1", "hand") and defs(s, "p1", "graveyard") == ["JC014"] and s.card(scholar)["exhausted"]


def test_jz45_helicopter_plays_only_in_a_city_then_locks_or_destroys_the_locked():
    s = start()
    s.set_region("DQJC107", 1)  # 遗迹/水域
    s.set_region("DQBQ06", 2)  # 水域/山脉
    s.set_region("DQBQ03", 3)  # 异界
    s.assets(5, "JC056")
    copter = s.hand("JZ45")
    assert f"play:{copter}" not in s.options("p1")
    s.set_region("DQJC113", 2)  # 城市/遗迹: the only region it may be played in
    suspect = s.agent("JC014", "p2", 2)
    s.act("p1", f"play:{copter}")
    resolve(s, "0", suspect)
    assert on_field(s, 2, "JZ45") and s.counter_of(suspect, "lock") == 1
    t = start()
    t.set_region("DQJC113", 2)
    t.assets(5, "JC056")
    locked, free = t.agent("JC014", "p2", 2, counters={"lock": 1}), t.character("JC014", "p2", 2)
    play(t, "JZ45", "slot2", "1")
    assert gone(t, locked) and not gone(t, free)


def test_jc090_soul_pact_places_influence_on_its_region_when_an_own_character_dies():
    s = start()
    s.assets(2, "JC084")
    play(s, "JC090", "slot3")
    victim, enemy = s.character("JC014", "p1", 1), s.character("JC014", "p2", 1)
    s.pass_until("action_first", "p1")
    s.assets(3, "JC084")
    s.act("p1", f"play:{s.hand('JC091')}")  # 谋杀: destroy a character
    resolve(s, enemy)
    assert s.tokens(3, "p1") == 0  # an enemy character died
    s.pass_until("action_first", "p1")
    s.assets(3, "JC084")
    play(s, "JC091", victim)
    assert s.tokens(3, "p1") == 1 and s.tokens(1, "p1") == 0


def test_msjc11_spt_gives_carnage_then_withdraw_to_own_black_blade_characters_in_a_region():
    s = start()
    society = own_society(s, "MSJC11", 3)
    knight = s.character("JC014", "p1", 1)  # 公路骑士: black 刀
    use(s, society, 0, knight)
    assert keywords(s.state, knight).get("carnage") == 1
    t = start()
    society = own_society(t, "MSJC11", 3)
    blade, owl, elsewhere = t.character("JC014", "p1", 2), t.character("JC001", "p1", 2), t.character("JC014", "p1", 3)
    enemy = t.character("JC014", "p2", 2)
    use(t, society, 1, "slot2")
    assert "withdraw" in keywords(t.state, blade)
    assert not any("withdraw" in keywords(t.state, c) for c in (owl, elsewhere, enemy))


def test_msjc11_allows_other_factions_human_characters_with_a_black_blade_only():
    from engine.games.underworld.deck import deck_problems

    legal = ["MSJC11"] + ["JC014"] * 3 + ["JC088"] * 3 + [FILLER] * 44  # 职业杀手: black, 人类, black 刀
    assert deck_problems(legal) == []
    assert deck_problems(legal[:-1] + ["JC084"]) == []  # 街头混混: black, 人类/罪犯, black 刀
    assert deck_problems(legal[:-1] + ["JC091"]) == ["秘社“S．P．T执行部”不允许牌组中有“谋杀”。"]  # an affair


def test_jz06_time_tide_clears_a_region_of_characters_agents_and_counters_but_influence():
    s = start()
    s.assets(5, "JC001")
    region = s.region(2)
    s.ctx().set_counter(region, "time", 3)
    s.influence(2, "p2", 2)
    mine, agent, elsewhere = s.character("JC003", "p1", 2), s.agent("JC014", "p2", 2), s.character("JC014", "p2", 1)
    play(s, "JZ06", "slot2")
    assert gone(s, mine) and gone(s, agent) and not gone(s, elsewhere)
    assert "JC003" in defs(s, "p1", "hand") and "JC014" in defs(s, "p2", "hand")
    assert s.counter_of(region, "time") == 0 and s.tokens(2, "p2") == 2


def test_xq23_clerk_returns_an_own_asset_and_becomes_one_exhausted():
    s = start()
    s.assets(2)
    returned = s.asset("JC001")
    clerk = s.character("XQ23", "p1", 1)
    use(s, clerk, 0, returned)
    assert gone(s, returned) and "JC001" in defs(s, "p1", "hand") and gone(s, clerk)
    assert "XQ23" in defs(s, "p1", "assets") and s.card(next(c for c in s.zone(zone("p1", "assets")) if s.card(c)["def"] == "XQ23"))["exhausted"]


def test_jz49_shambling_corpse_enters_exhausted_and_mills_a_target_player_two():
    s = start()
    s.assets(2, "JC084")
    play(s, "JZ49", "slot1", "p2")
    assert s.card(on_field(s, 1, "JZ49"))["exhausted"] and s.count("p2", "graveyard") == 2


def test_bq054_sand_commando_exhausts_an_agent_here_and_locks_when_discarded():
    s = start()
    s.assets(1, "JC056")
    agent, elsewhere = s.agent("JC014", "p2", 1), s.agent("JC014", "p2", 2)
    play(s, "BQ054", "slot1", agent)
    assert s.card(agent)["exhausted"] and not s.card(elsewhere).get("exhausted")
    t = start()
    t.assets(2, "JC076")  # white: 深入研究 needs a white loyalty icon
    commando = t.hand("BQ054")
    suspect = t.character("JC014", "p2", 2)
    play(t, "JC130", commando, suspect)  # 深入研究: draw two, then discard one
    assert "BQ054" in defs(t, "p1", "graveyard") and t.counter_of(suspect, "lock") == 1


def test_bq030_arbiter_draws_when_an_attachment_is_attached_to_an_own_character():
    s = start()
    s.assets(2)
    s.character("BQ030", "p1", 1)
    knight, enemy = s.character("JC014", "p1", 2), s.character("JC014", "p2", 2)
    drawn = len(s.events_of("cards_drawn"))
    play(s, "JC116", enemy)  # 柯尔特巨蟒左轮 on an enemy character: no draw
    assert s.events_of("cards_drawn")[drawn:] == []
    s.pass_until("action_first", "p1")
    drawn = len(s.events_of("cards_drawn"))
    s.assets(1)
    play(s, "JC116", knight)
    assert [e["player"] for e in s.events_of("cards_drawn")[drawn:]] == ["p1"]


def test_jc068_argus_stops_enemy_dispatch_while_ready_and_asks_one_each_preparation():
    for exhausted, may_dispatch in ((False, False), (True, True)):
        s = start()
        s.put("JC068", zone("p1", "society"), attached_to="society:p1", exhausted=exhausted)
        s.hand(FILLER, "p2")
        s.assets(2, player="p2")
        s.pass_until("action_second", "p2")
        assert any(o.startswith("dispatch:") for o in s.options("p2")) == may_dispatch
    for answer, exhausted in (("yes", False), ("no", True)):
        t = start()
        argus = t.put("JC068", zone("p1", "society"), attached_to="society:p1")
        t.assets(1)
        t.hand(FILLER, "p1")
        t.drive(lambda t: t.step == "prepare" and not t.state["stack"] and t.priority_player() is not None,
                lambda t, ask, answer=answer: [answer] if t.request["kind"] == "yes_no" else None)  # fmt: skip
        assert bool(t.card(argus).get("exhausted")) == exhausted  # "支付1，否则横置"


def test_xq05_exhausts_a_character_when_an_own_mage_enters_once_per_turn():
    s = start()
    s.assets(9, "JC001")
    first, second = s.character("JC014", "p2", 1), s.character("JC015", "p2", 2)
    play(s, "XQ05", "slot1", first)  # itself a mage
    assert s.card(first)["exhausted"]
    play(s, "JC004", "slot3", second)  # 力场法师, another mage, the same turn: no second use
    leader = on_field(s, 1, "XQ05")
    assert len([e for e in s.events_of("trigger_added") if e["source"] == leader]) == 2
    assert not s.card(second).get("exhausted")


def test_cq01_guide_boosts_own_ai_and_machines_and_borrows_barrier_and_mobile(monkeypatch):
    from engine.games.underworld.cards import card_db

    monkeypatch.setitem(card_db(), "JC015", card("JC015").model_copy(update={"type_line": "角色-人工智能"}))
    monkeypatch.setitem(card_db(), "JC014", card("JC014").model_copy(update={"type_line": "角色-魔像"}))
    s = start()
    guide = s.character("CQ01", "p1", 1)
    assert not {"barrier", "mobile"} & set(keywords(s.state, guide))
    ai, golem, theirs = s.character("JC015", "p1", 2), s.character("JC014", "p1", 3), s.character("JC015", "p2", 2)
    assert icons(s.state, ai)[0]["investigation"] == 1 and icons(s.state, theirs)[0]["investigation"] == 0
    assert icons(s.state, golem)[0]["battle"] == card("JC014").icons.count("battle") + 1
    assert {"barrier", "mobile"} <= set(keywords(s.state, guide))


def test_jc097_aswan_ambushes_once_per_character_card_in_its_graveyard():
    s = start()
    s.assets(3, "BQ083")  # a 【死亡】 icon for its loyalty
    agent = s.agent("JC097", "p1", 1)
    for definition in ("JC014", "JC015", "JC062"):  # two characters and an affair
        s.put(definition, zone("p1", "graveyard"))
    victim = s.character("JC037", "p2", 1)  # defence 3: survives 2 damage
    s.act("p1", f"reveal:{agent}")
    resolve(s, victim)
    assert keywords(s.state, on_field(s, 1, "JC097"))["ambush"] == 2 and s.counter_of(victim) == 2


def test_jc064_martial_law_keeps_other_factions_characters_out_and_costs_one_each_preparation():
    s = start()
    s.put("JC064", "area2", owner="p1", attached_to="slot2")
    s.assets(3, "JC056")
    s.assets(2, "JC014")
    knight, officer = s.hand("JC014"), s.hand("JC056")
    s.act("p1", f"play:{knight}")
    assert [o["id"] for o in s.ask(s.request["pending"][0])["options"]] == ["slot1", "slot3"]
    resolve(s, "slot1")
    s.act("p1", f"play:{officer}")
    assert "slot2" in [o["id"] for o in s.ask(s.request["pending"][0])["options"]]
    resolve(s, "slot3")
    flight = s.put("JC117", zone("p1", "society"), attached_to="society:p1")  # 红眼航班 moves a character
    use(s, flight, 0, on_field(s, 1, "JC014"))
    # a green character cannot move in, so 戒严's region is never offered: the one left is taken (G:否定效果优先 p4)
    assert on_field(s, 3, "JC014") and not any(s.card(c)["def"] == "JC014" for c in s.area(2))
    for answer, kept in (("yes", True), ("no", False)):
        t = start()
        law = t.put("JC064", "area2", owner="p1", attached_to="slot2")
        t.assets(1)
        t.hand(FILLER, "p1")
        t.drive(lambda t: t.step == "prepare" and not t.state["stack"] and t.priority_player() is not None,
                lambda t, ask, answer=answer: [answer] if t.request["kind"] == "yes_no" else None)  # fmt: skip
        assert (law in t.state["cards"]) == kept  # "支付1，否则牺牲戒严"


def test_jz04_portal_moves_an_own_character_or_hidden_agent_from_its_region_elsewhere():
    s = start()
    portal = s.put("JZ04", "area1", owner="p1", attached_to="slot1")
    agent = s.agent("JC014", "p1", 1)
    use(s, portal, 0, agent, "slot3")
    assert agent in s.area(3) and s.card(agent)["face_down"] and s.card(agent)["visible_to"] == ["p1"]
    t = start()
    portal = t.put("JZ04", "area1", owner="p1", attached_to="slot1")
    knight = t.character("JC014", "p1", 1)
    t.character("JC014", "p1", 2)  # not in the portal's region: not a legal target
    use(t, portal, 0, knight, "slot2")
    assert knight in t.area(2) and t.card(portal)["exhausted"]


# ---------------------------------------------------------------------------- the fourth preset deck
def test_the_obelisk_and_throne_deck_is_legal():
    """cards/underworld/decks/obelisk-throne.txt: 50 cards and 方碑序列, which wants 25 black ones."""
    from pathlib import Path

    from engine.core.registry import get_game
    from engine.games.underworld.deck import parse_deck

    text = (Path(__file__).resolve().parents[3] / "cards" / "underworld" / "decks" / "obelisk-throne.txt").read_text(encoding="utf-8")
    cards = parse_deck(text)
    assert len(cards) == 51 and "MSJC07" in cards and sum(card(c).faction == "black" for c in cards if c != "MSJC07") >= 25
    assert "方碑序列与王座会" in get_game("underworld").preset_decks()


def make_the_enemy_discard(s: UnderworldScenario, *picks: str) -> None:
    """p1 sacrifices his 暴躁血仆 to 阿塔玛斯奉献仪式; its 死亡触发 makes p2 discard one card."""
    s.asset("JC084")
    s.asset()
    servant = s.character("XQ12", "p1", 1)
    kept = s.hand("JC014", "p2")
    s.act("p1", f"play:{s.hand('JZ54')}")
    resolve(s, "p1", servant, "p2", kept, *picks)
    assert "JC014" in defs(s, "p2", "graveyard")


def test_jz28_brings_a_vampire_from_the_top_four_whenever_the_enemy_discards():
    s = start()
    s.character("JZ28", "p1", 3)
    s.on_top("JC029")
    make_the_enemy_discard(s)
    assert [s.card(c)["def"] for c in agents_in(s, 3)] == ["JC029"]


def test_jc040_suppresses_as_many_as_the_enemy_discarded():
    s = start()
    s.character("JC040", "p1", 3)
    s.influence(2, "p2", 2)
    make_the_enemy_discard(s, "p2")
    assert s.tokens(2, "p2") == 1

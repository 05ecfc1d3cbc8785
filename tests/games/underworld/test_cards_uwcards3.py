"""Scenarios for the cards of the uwcards3 batch (方碑序列, 国家机构, 帷幕守望 and 王座会 cards):
each card ability used once in a position, its result asserted. Cards quoted by id; the printed
texts are in the community database."""

from engine.games.underworld.cards import CardDef, card_db
from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import UnderworldScenario
from tests.games.underworld.test_cards_added import defs, resolve, start

YELLOW, BLUE = "JC001", "JC029"  # a 帷幕守望 and a 王座会 card: assets for loyalty
FODDER = "JC014"  # a character without abilities


def on_society(s: UnderworldScenario, definition: str, player: str = "p1") -> str:
    s.move(s.hand(definition, player), zone(player, "society"))
    return s.zone(zone(player, "society"))[-1]


def paid(s: UnderworldScenario) -> int:
    return s.events_of("cost_paid")[-1]["amount"]


# ---------------------------------------------------------------------------- the emblems (徽记)
def test_jc012_veil_emblem_makes_the_next_veil_reveal_cost_one_less():
    """G:暗藏者翻面 p1: a paid reveal pays the printed cost; "正面打出或翻面" lets the reduction
    apply to it, once."""
    s = start()
    emblem = on_society(s, "JC012")
    guard = s.agent("JC003", "p1", 1)  # 帷幕护卫, yellow, cost 3
    s.assets(3, YELLOW)
    s.act("p1", f"activate:{emblem}:0")
    resolve(s)
    assert s.card(emblem)["exhausted"]
    assert f"reveal:{guard}" in s.options("p1")
    s.act("p1", f"reveal:{guard}")
    resolve(s)
    assert paid(s) == 2 and [s.card(c)["def"] for c in s.area(1) if not s.card(c).get("face_down")] == ["JC003"]
    assert not [e for e in s.state["effects"] if "next_cost" in e["modifier"]]  # used up


def test_jc012_veil_emblem_reduction_ignores_other_factions():
    s = start()
    emblem = on_society(s, "JC012")
    s.assets(2, BLUE)
    newborn = s.hand(BLUE)
    s.act("p1", f"activate:{emblem}:0")
    resolve(s)
    s.act("p1", f"play:{newborn}")
    resolve(s, "slot1")
    assert paid(s) == 2
    assert [e for e in s.state["effects"] if "next_cost" in e["modifier"]]  # still waiting


def test_jc012_veil_emblem_sacrificed_exhausts_a_character():
    s = start()
    emblem = on_society(s, "JC012")
    enemy = s.character("JC058", "p2", 2)
    s.asset()
    s.act("p1", f"activate:{emblem}:1")
    resolve(s, enemy)
    assert s.card(enemy)["exhausted"] and "JC012" in defs(s, "p1", "graveyard")


def test_jc039_throne_emblem_makes_the_next_throne_card_cost_one_less():
    s = start()
    emblem = on_society(s, "JC039")
    s.assets(2, BLUE)
    newborn = s.hand(BLUE)  # 新生血族, blue, cost 2
    s.act("p1", f"activate:{emblem}:0")
    resolve(s)
    s.act("p1", f"play:{newborn}")
    resolve(s, "slot1")
    assert paid(s) == 1 and newborn not in s.zone(zone("p1", "hand"))


def test_jc039_throne_emblem_makes_an_own_throne_character_lurk():
    s = start()
    emblem = on_society(s, "JC039")
    vampire = s.character(BLUE, "p1", 1)
    owl = s.character(YELLOW, "p1", 1)  # not 王座会: no legal target
    s.assets(3)
    s.act("p1", f"activate:{emblem}:1")
    resolve(s, owl, vampire)  # the owl is never offered
    agents = [s.card(c)["def"] for c in s.area(1) if s.card(c).get("face_down")]
    assert agents == [BLUE] and vampire not in s.state["cards"] and not s.card(owl).get("face_down")
    assert paid(s) == 3 and s.card(emblem)["exhausted"]


# ---------------------------------------------------------------------------- "当你打出一张法术牌时"
def play_spell(s: UnderworldScenario, target: str) -> None:
    """p1 plays 灵能激发 (JC008, 事务-法术/心灵) on `target` and lets everything resolve."""
    s.assets(2, YELLOW)
    s.act("p1", f"play:{s.hand('JC008')}")
    resolve(s, target)


def test_xg01_silver_key_seeker_draws_when_its_controller_plays_a_spell():
    s = start()
    seeker = s.character("XG01", "p1", 1)
    s.on_top("JC058")
    play_spell(s, seeker)
    assert "JC058" in defs(s, "p1", "hand")


def test_xg01_silver_key_seeker_ignores_a_character_and_the_enemy_spell():
    s = start()
    s.character("XG01", "p1", 1)
    s.on_top("JC058")
    s.assets(2, BLUE)
    s.act("p1", f"play:{s.hand(BLUE)}")
    resolve(s, "slot1")
    assert "JC058" not in defs(s, "p1", "hand")


def test_bq003_navigator_seals_the_library_top_on_the_society_when_a_spell_is_played():
    s = start()
    navigator = s.character("BQ003", "p1", 1)
    top = s.on_top("JC058")
    play_spell(s, navigator)
    sealed = [c for c in s.zone(SEALED) if s.card(c)["def"] == "JC058"]
    assert sealed and s.card(sealed[0])["sealed_under"] == "society:p1" and top not in s.zone(zone("p1", "library"))


def test_bq003_navigator_entering_puts_a_mind_anchor_on_top(monkeypatch):
    """精神锚点 (BQ009) is not implemented: a made-up card of that name stands for it."""
    anchor = CardDef.model_validate({"id": "TE003", "name": "精神锚点", "set": "霸权", "type_line": "事务-法术/心灵",
                                     "basic_type": "affair", "faction": "yellow", "cost": 0})  # fmt: skip
    monkeypatch.setitem(card_db(), "TE003", anchor)
    s = start()
    navigator = s.hand("BQ003")
    for definition in ("TE003", YELLOW, YELLOW):  # the anchor lies under two other cards
        s.on_top(definition)
    s.assets(2, YELLOW)
    s.act("p1", f"play:{navigator}")
    resolve(s, "slot1")
    revealed = [e.get("definition") for e in s.events_of("card_revealed")]
    assert defs(s, "p1", "library")[-1] == "TE003" and "TE003" in revealed


def test_xq39_monolith_emblem_makes_the_next_monolith_card_cost_one_less():
    s = start()
    emblem = on_society(s, "XQ39")
    s.assets(2, "JZ48")  # black
    butcher = s.hand("WM059")  # 雨夜屠夫, black, cost 2
    s.act("p1", f"activate:{emblem}:0")
    resolve(s)
    s.act("p1", f"play:{butcher}")
    resolve(s, "slot1")
    assert paid(s) == 1 and "WM059" in [s.card(c)["def"] for c in s.area(1)]


def test_xq39_monolith_emblem_puts_a_graveyard_character_on_top_of_the_library():
    s = start()
    emblem = on_society(s, "XQ39")
    corpse = s.put("JC086", zone("p1", "graveyard"))
    s.put("JC088", zone("p1", "graveyard"))
    s.on_top("JC058")
    s.assets(2)
    s.act("p1", f"activate:{emblem}:1")
    resolve(s, corpse)
    assert defs(s, "p1", "library")[-1] == "JC086" and defs(s, "p1", "graveyard") == ["JC088"]
    assert s.card(emblem)["exhausted"] and paid(s) == 2


# ---------------------------------------------------------------------------- looking at a hand
def reveal_rat_spies(s: UnderworldScenario, pick) -> tuple[str, str]:
    """p1 pays to reveal 水沟鼠群密探 (BQ028) aimed at p2, whose hand holds an attachment and a
    character; `pick(options)` answers p1's choice of the card to discard."""
    hourglass, detective = s.hand("JC048", "p2"), s.hand("JC058", "p2")

    def answers(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        if hourglass in offered:
            assert detective not in offered  # only attachment cards are offered
            return pick(offered)
        if s.request["key"] == "use":
            return ["yes"]
        return ["p2"] if "p2" in offered else None

    spies = s.agent("BQ028", "p1", 1)
    s.assets(2, BLUE)
    s.act("p1", f"reveal:{spies}")
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    return hourglass, detective


def test_bq028_rat_spies_look_at_a_hand_and_discard_an_attachment_there():
    s = start()
    hourglass, detective = reveal_rat_spies(s, lambda offered: offered[:1])
    assert defs(s, "p2", "graveyard") == ["JC048"] and detective in s.zone(zone("p2", "hand"))
    assert "p1" in s.card(detective)["visible_to"]  # he looked at the whole hand (G:检视 p5)


def test_bq028_rat_spies_may_discard_nothing():
    s = start()
    hourglass, detective = reveal_rat_spies(s, lambda offered: [])
    assert defs(s, "p2", "graveyard") == [] and hourglass in s.zone(zone("p2", "hand"))


# ---------------------------------------------------------------------------- sealing
def test_jz02_professor_simms_seals_a_space_spell_from_the_library_under_itself():
    s = start()
    s.on_bottom("XQ03")  # 力场束缚, 事务-法术/空间
    s.on_top("JC008")  # 灵能激发, 事务-法术/心灵: not a space spell
    s.assets(3, YELLOW)
    s.act("p1", f"play:{s.hand('JZ02')}")
    resolve(s, "slot1")
    professor = next(c for c in s.area(1) if s.card(c)["def"] == "JZ02")
    assert [(s.card(c)["def"], s.card(c)["sealed_under"]) for c in s.zone(SEALED)] == [("XQ03", professor)]
    assert "XQ03" not in defs(s, "p1", "library") and "JC008" in defs(s, "p1", "library")


# ---------------------------------------------------------------------------- limits per turn
def test_jc093_wraith_blade_grows_its_host_at_most_twice_a_turn():
    from engine.games.underworld.stats import icons
    from engine.games.underworld.zones import area_zone

    s = start()
    host = s.character("JC058", "p1", 1)
    blade = s.put("JC093", area_zone(1), owner="p1", attached_to=host)
    fodder = [s.character(FODDER, "p1", 2) for _ in range(3)]
    before = icons(s.state, host)[0]  # black icons
    for victim in fodder[:2]:
        s.act("p1", f"activate:{blade}:0")
        resolve(s, victim)
    after = icons(s.state, host)[0]
    assert after["battle"] == before["battle"] + 2 and after["influence"] == before["influence"] + 2
    assert fodder[2] in s.state["cards"] and f"activate:{blade}:0" not in s.options("p1")


# ---------------------------------------------------------------------------- lock counters
def armed_citizen_enters(s: UnderworldScenario, target: str) -> None:
    """p1 plays 武装市民 (JZ43, only into a city region) into 京都 (DQJC109, 地区-城市) in slot 1."""
    s.set_region("DQJC109", 1)
    s.assets(2)
    s.act("p1", f"play:{s.hand('JZ43')}")
    resolve(s, "slot1", target)


def test_jz43_armed_citizen_locks_a_character_here():
    s = start()
    enemy = s.character("JC058", "p2", 1)
    armed_citizen_enters(s, enemy)
    assert s.counter_of(enemy, "lock") == 1 and s.counter_of(enemy) == 0


def test_jz43_armed_citizen_damages_a_character_already_locked_instead():
    s = start()
    enemy = s.character("XG01", "p2", 1, counters={"lock": 1})  # defence 2
    armed_citizen_enters(s, enemy)
    assert s.counter_of(enemy, "lock") == 1 and s.counter_of(enemy) == 1


# ---------------------------------------------------------------------------- deaths
def summoner_sees_a_death(s: UnderworldScenario, victim: str) -> list[str]:
    """p1 controls 唤灵师 (JC031) and sacrifices `victim` to 阿塔玛斯奉献仪式 (JZ54); the trigger
    aims at p2. Returns the players asked to choose a card to discard."""
    s.character("JC031", "p1", 1)
    s.hand("JC058", "p2")
    s.asset("JC084")
    s.asset()
    s.act("p1", f"play:{s.hand('JZ54')}")
    choosers = []

    def answers(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        for pick in ("p1", victim, "p2"):  # JZ54 aims at p1, who sacrifices the victim; JC031 at p2
            if pick in offered and pick not in answered:
                answered.append(pick)
                return [pick]
        if s.request["key"] == "use":
            return ["yes"]
        if s.request["kind"] == "choose_cards" and s.request["key"].startswith("each:"):
            choosers.append(s.request["pending"][0])
        return None

    answered: list[str] = []
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)
    return choosers


def test_jc031_summoner_makes_a_player_discard_when_another_own_character_dies():
    s = start()
    choosers = summoner_sees_a_death(s, s.character("JC058", "p1", 2))
    assert choosers == ["p2"] and len(defs(s, "p2", "graveyard")) == 1


def test_jc031_summoner_makes_the_discard_random_when_a_vampire_died():
    s = start()
    choosers = summoner_sees_a_death(s, s.character(BLUE, "p1", 2))  # 新生血族, a vampire
    assert choosers == [] and len(defs(s, "p2", "graveyard")) == 1  # nobody chose: at random (digest T56)


# ---------------------------------------------------------------------------- water regions
WATER = "DQBQ02"  # 墨尔本, 地区-城市/水域


def test_bq077_piranhas_milled_from_the_library_may_enter_a_water_region():
    s = start()
    s.set_region(WATER, 2)
    s.on_top("BQ077")
    s.assets(1, "JZ48")  # black
    s.act("p1", f"play:{s.hand('XQ36')}")  # 进场触发: each player mills four
    resolve(s, "slot1", "slot2")
    assert [s.card(c)["def"] for c in s.area(2)] == ["BQ077"] and "BQ077" not in defs(s, "p1", "graveyard")


def test_bq077_piranhas_have_one_more_battle_icon_in_a_water_region():
    from engine.games.underworld.stats import icons

    s = start()
    s.set_region("DQJC113", 1)  # 城市/遗迹: not water, whatever the world library dealt
    s.set_region(WATER, 2)
    ashore, afloat = s.character("BQ077", "p1", 1), s.character("BQ077", "p1", 2)
    assert icons(s.state, ashore)[0]["battle"] == 1 and icons(s.state, afloat)[0]["battle"] == 2


# ---------------------------------------------------------------------------- 闪烁
def test_jz05_blink_turns_an_own_character_face_down_and_back_up_again():
    """A new object (digest A26): damage gone; it enters as on a reveal, so 德莫斯提尼，大魔法师's 现身触发
    (JC011) exhausts the enemy characters here."""
    s = start()
    warden = s.character("JC011", "p1", 1, counters={"damage": 1})
    enemy = s.character("JC058", "p2", 1)
    s.assets(2, YELLOW)
    s.act("p1", f"play:{s.hand('JZ05')}")
    resolve(s, warden)
    back = [c for c in s.area(1) if s.card(c)["def"] == "JC011"]
    assert warden not in s.state["cards"] and len(back) == 1 and not s.card(back[0]).get("face_down")
    assert s.counter_of(back[0]) == 0 and s.card(enemy)["exhausted"]

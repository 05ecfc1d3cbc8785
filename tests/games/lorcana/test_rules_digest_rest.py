"""The digest §11 scenarios no other file covers (6, 27, 38, 41, 50, 51, 65), and a guard that
every scenario 1-70 is named by a test.

Scenarios 38, 50, 51 and 65 name cards from later sets (Scar – Vicious Cheater, Ursula – Deceiver
of All, Sorcerer's Hat and Lucky Dime); the rules they check are checked here with made-up cards
in the effect vocabulary, whose text is in the comment above each. Rule numbers refer to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt)."""

import re
from pathlib import Path

import pytest

import engine
from engine.games.lorcana.cards import CardDef, Keyword, card_db
from tests.games.lorcana.made_up import TOWER
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def character(card_id: str, name: str, name_en: str, *, keywords=(), abilities=(), strength=2, willpower=3) -> CardDef:
    return CardDef(id=card_id, name=name, subtitle="测试", name_en=name_en, subtitle_en="Test", type="character",
                   ink="ruby", cost=2, inkable=True, classifications=["故事源形"], strength=strength, willpower=willpower,
                   lore=1, rarity="common", keywords=[Keyword(**k) for k in keywords], abilities=list(abilities))  # fmt: skip


def action(card_id: str, name: str, name_en: str, effects: list[dict]) -> CardDef:
    return CardDef(id=card_id, name=name, name_en=name_en, type="action", ink="ruby", cost=1, inkable=False,
                   rarity="common", effects=effects)  # fmt: skip


MADE_UP = [
    TOWER,
    # 38. 在你的回合中，每当这个角色在挑战中驱逐另一个角色时，你可以令他就绪。他本回合不能探奇。
    character("tst-610", "刀疤", "Scar", strength=4, willpower=5, abilities=[{
        "kind": "triggered", "trigger": {"event": "banishes_in_challenge"}, "condition": {"during_your_turn": True},
        "optional": True, "effects": [{"step": "ready", "target": {"mode": "self"}, "cannot_quest": True}]}]),
    # 41. <抵抗> +1
    character("tst-611", "王子", "The Prince", keywords=[{"id": "resist", "value": 1}]),
    # 41. 将所选角色身上的 1 个伤害指示物移到所选的对手角色上。
    action("tst-612", "送上祝福", "Send Blessings", [{"step": "move_damage", "amount": 1,
                                                "target": {"filter": {"type": "character", "owner": "opponent"}}}]),
    # 50. 当你打出这个角色时，你可以免费打出一个行动，然后抽一张卡。
    character("tst-613", "海巫", "Sea Witch", abilities=[{
        "kind": "triggered", "trigger": {"event": "played"},
        "effects": [{"step": "play_for_free", "filter": {"type": "action"}}, {"step": "draw", "count": 1}]}]),
    # 50. 抽 2 张卡。
    action("tst-614", "魔法世界的朋友", "Friends", [{"step": "draw", "count": 2}]),
    # 51. 每当你的另一个角色被驱逐时，你可以将那张卡从你的弃置区正面朝下放进你的奇墨池。
    character("tst-615", "拾荒者", "Scavenger", abilities=[{
        "kind": "triggered", "trigger": {"event": "your_banished", "filter": {"type": "character", "other": True}},
        "optional": True, "effects": [{"step": "put_into_inkwell", "target": {"mode": "trigger_card"}}]}]),
    # 65. 对名为“拉奇”的所选角色造成 2 点伤害。
    action("tst-616", "点名", "Roll Call", [{"step": "deal_damage", "amount": 2,
                                          "target": {"filter": {"type": "character", "name": "拉奇"}}}]),
    character("tst-617", "拉奇", "Lucky"),
    character("tst-618", "拉奇金币", "Lucky Dime"),
]  # fmt: skip


@pytest.fixture(autouse=True)
def made_up(monkeypatch):
    for card in MADE_UP:
        monkeypatch.setitem(card_db(), card.id, card)


def test_scenario_06_an_effect_puts_the_top_card_into_the_inkwell_unrevealed_and_the_ink_action_stays():
    """6 / 8.5.6, 8.5.2. One Jump Ahead puts the top card of p1's deck into the inkwell: it is
    not revealed (not even an uninkable card needs its symbol shown), goes face down (exerted,
    as the card says), and p1 may still put a card into the inkwell this turn."""
    s = LorcanaScenario()
    song = s.hand("tfc-164")
    s.in_play("tfc-013")  # cost 2: sings it
    s.on_top(KEEPER)  # not inkable
    inkable = s.hand("tfc-012")
    s.main(answer=f"sing:{song}")
    [inked] = s.zone("p1.inkwell")
    assert s.card(inked)["face_down"] and s.card(inked)["visible_to"] == [] and s.card(inked)["exerted"]
    assert s.events_of("card_revealed") == []
    assert not any("definition" in e for e in engine.events_for(s.events, "p2") if e.get("card") == inked)
    assert f"ink:{inkable}" in option_ids(s.main())


def test_scenario_27_a_location_can_be_challenged_and_deals_no_damage():
    """27 / 4.3.6.18-4.3.6.21. p1's dry 3-strength character challenges p2's Clock Tower
    (willpower 5), which is never exerted: legal; the tower takes 3, the challenger none."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    pilot = s.in_play("tfc-089")
    tower = s.in_play(TOWER.id, "p2")
    s.main(answer=f"challenge:{pilot}")  # the tower is the only target: chosen without asking
    assert s.damage(tower) == 3 and s.damage(pilot) == 0 and tower in s.state["cards"]


def test_scenario_38_a_character_readied_by_its_trigger_cannot_quest_but_may_challenge_again():
    """38 / 7.4.5 ex.2, 7.1.3. Scar banishes a character in a challenge on p1's turn; p1 chooses
    to ready him: he is ready, can't quest this turn, may challenge again, and triggers again."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    scar = s.in_play("tst-610")
    first = s.in_play("tfc-013", "p2", exerted=True)
    second = s.in_play("tfc-013", "p2", exerted=True)
    s.main(answer=f"challenge:{scar}")
    s.expect("p1", "choose_targets", answer=[first])
    s.expect("p1", "yes_no", answer=["yes"])
    assert not s.card(scar).get("exerted")
    options = option_ids(s.main())
    assert f"quest:{scar}" not in options and f"challenge:{scar}" in options
    s.main(answer=f"challenge:{scar}")  # the second is the only target left
    assert second not in s.state["cards"]
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(scar)["exerted"]


def test_scenario_38_without_a_banish_the_character_quests_as_usual():
    s = LorcanaScenario()
    s.hand(KEEPER)
    scar = s.in_play("tst-610")
    assert f"quest:{scar}" in option_ids(s.main())


def test_scenario_41_moved_damage_ignores_resist():
    """41 / 9.3, 9.2. Moving a damage counter to The Prince (Resist +1) is not dealing damage:
    he ends with 1 damage."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    simba = s.in_play("tfc-020", damage=1)
    prince = s.in_play("tst-611", "p2")
    blessing = s.hand("tst-612")
    s.main(answer=f"play:{blessing}")  # Simba is the only damaged character, The Prince the only opponent's
    assert s.damage(simba) == 0 and s.damage(prince) == 1


def test_scenario_50_a_card_played_by_an_ability_resolves_after_the_whole_ability():
    """50 / 7.1.6. Sea Witch's "you may play an action for free, then draw a card": the action is
    chosen during the ability, but its own effect (draw 2) comes only after the ability's last
    step (draw 1) – as Ursula – Deceiver of All's replayed song resolves after her ability."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    witch = s.hand("tst-613")
    friends = s.hand("tst-614")
    for definition in ("tfc-012", "tfc-013", "tfc-015"):
        s.on_top(definition)  # drawn: tfc-015 first, then tfc-013, tfc-012
    since = len(s.events)
    s.main(answer=f"play:{witch}")
    s.expect("p1", "choose_cards", options=[friends], answer=[friends])
    events = s.events[since:]
    draws = [i for i, e in enumerate(events) if e["type"] == "card_moved" and e["reason"] == "draw"]
    played = next(i for i, e in enumerate(events) if e["type"] == "card_played" and e["definition"] == "tst-614")
    assert len(draws) == 3 and draws[0] < played < draws[1]  # the ability's draw, then the action's two
    assert defs(s, "p1.discard") == ["tst-614"]


def test_scenario_51_that_card_is_gone_once_moved_even_with_another_copy_there():
    """51 / 7.1.9.1. Two Scavengers trigger on one banished character. The first puts "that card"
    into the inkwell; the second finds it gone from the discard and does nothing, though another
    copy of the same card is in the discard: its "may" is not asked (7.1.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.in_play("tst-615")
    s.in_play("tst-615")
    s.put("tfc-013", "p1.discard")  # another copy, already there
    victim = s.in_play("tfc-013", exerted=True)
    attacker = s.in_play("tfc-110", "p2")  # Gaston, 4 strength
    s.main(answer="end")
    s.main("p2", answer=f"challenge:{attacker}")  # p1's only exerted character: chosen without asking
    assert victim not in s.state["cards"]
    s.expect("p1", "choose_option")  # p1 orders their two items
    s.answer_raw("p1", [s.request["asks"]["p1"]["options"][0]["id"]])
    s.expect("p1", "yes_no", answer=["yes"])
    assert len(s.zone("p1.inkwell")) == 1 and defs(s, "p1.discard") == ["tfc-013"]
    assert [e["definition"] for e in s.events_of("no_effect")] == ["tst-615"]
    assert len(s.zone("p1.inkwell")) == 1 and defs(s, "p1.discard") == ["tfc-013"]


def test_scenario_65_a_name_matches_only_the_exact_name():
    """65 / 6.2.4 ex.2. "a character named 拉奇 (Lucky)": 拉奇金币 (Lucky Dime) is another name."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    lucky = s.in_play("tst-617", "p2")
    dime = s.in_play("tst-618", "p2")
    roll_call = s.hand("tst-616")
    s.main(answer=f"play:{roll_call}")  # only Lucky can be chosen
    assert s.damage(lucky) == 2 and s.damage(dime) == 0


# Every scenario of digest §11 (70) and the test files; a test covers a scenario when its name
# holds "scenario_N" (several: "scenario_68_69_...").
SCENARIOS = range(1, 71)


def test_every_digest_scenario_has_a_test():
    here = Path(__file__).parent
    source = "".join(path.read_text(encoding="utf-8") for path in sorted(here.rglob("test_*.py")))
    names = " ".join(re.findall(r"^def (test_\w+)\(", source, re.M))
    covered = {int(n) for group in re.findall(r"scenario((?:_\d+)+)", names) for n in group.strip("_").split("_")}
    assert set(SCENARIOS) - covered == set()

"""Match options for what the rules leave open (engine/games/lorcana/options.py)."""

import pytest

import engine
from engine.core.errors import GameError
from engine.core.triggers import add_trigger
from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import FILLER, LorcanaScenario, option_ids
from tests.scenario import Scenario


def inked_events(hide: bool) -> list[dict]:
    """p2's form of the events when p1 inks a card on turn 1."""
    s = Scenario("lorcana", ["p1", "p2"], {"p1": list(FILLER), "p2": list(FILLER)}, 0,
                 {"chooser": "p1", "hide_inked_cards": hide})  # fmt: skip
    s.expect("p1", "choose_option", answer=["p1"])
    s.expect("p1", "mulligan", answer=[])
    s.expect("p2", "mulligan", answer=[])
    card = s.zone(zone("p1", "hand"))[0]
    s.expect("p1", "choose_action", answer=[f"ink:{card}"])
    return engine.events_for(s.last_events, "p2")


def test_the_inked_card_is_revealed_by_default():
    """4.3.3.1: the inked card is shown so its inkwell symbol can be verified."""
    events = inked_events(hide=False)
    assert any(e["type"] == "card_revealed" for e in events)
    assert all("definition" in e for e in events if e["type"] == "card_inked")


def test_hide_inked_cards_keeps_the_identity_out_of_the_opponents_events():
    """Digest §12.27: with hide_inked_cards the opponent never learns which card was inked."""
    events = inked_events(hide=True)
    assert not any(e["type"] == "card_revealed" for e in events)
    assert not any("definition" in e for e in events if e["type"] in ("card_inked", "card_moved"))


# ------------------------------------------------------------------ digest §12 defaults as options
# Each pair of tests shows the digest's recommended default, then the named alternative.


def made_up(monkeypatch, *cards: CardDef) -> None:
    """Add made-up cards for one test (none has a static ability, so no cached lookup changes)."""
    for card in cards:
        monkeypatch.setitem(card_db(), card.id, card)


def character(card_id: str, name: str, **facts) -> CardDef:
    base = {"subtitle": "测试", "name_en": "Test", "subtitle_en": "Test", "type": "character", "ink": "steel", "cost": 2,
            "inkable": True, "strength": 1, "willpower": 3, "lore": 1, "rarity": "common", "classifications": ["故事源形"]}  # fmt: skip
    return CardDef(id=card_id, name=name, **{**base, **facts})


EELS = character("tst-510", "胡善与贾善", subtitle="缠人海鳗", cost=4)
FLOTSAM = character("tst-511", "胡善", subtitle="乌苏拉的探子", cost=5, keywords=[{"id": "shift", "value": 3}])


@pytest.mark.parametrize(("setting", "offered"), [(None, True), ("exact", False)])
def test_shift_onto_a_dual_name_character(monkeypatch, setting, offered):
    """Digest §12.4 / 6.2.4.1, 10.8.1: by default a dual-name character is a Shift base for either
    name; with shift_dual_name "exact" only the same name line is."""
    made_up(monkeypatch, EELS, FLOTSAM)
    s = LorcanaScenario(options={"shift_dual_name": setting} if setting else None)
    s.ink(6)
    s.in_play("tst-510")
    flotsam = s.hand("tst-511")
    assert (f"shift:{flotsam}" in option_ids(s.main())) is offered


QUESTER = character("tst-512", "报信人", abilities=[
    {"name": "报信", "kind": "triggered", "trigger": {"event": "quests"}, "effects": [{"step": "gain_lore", "amount": 1}]},
])  # fmt: skip


@pytest.mark.parametrize(("setting", "first"), [(None, "p3"), ("active_first", "p1")])
def test_the_bag_after_a_player_has_finished(monkeypatch, setting, first):
    """Digest §12.9 / 8.7.6-8.7.7: p2 has just resolved their items while p1 (active) and p3 have
    new ones. By default the bag goes on round the table to p3; with bag_cycle "active_first"
    it starts again from p1."""
    made_up(monkeypatch, QUESTER)
    s = LorcanaScenario(players=("p1", "p2", "p3"), options={"bag_cycle": setting} if setting else None)
    ctx = s.ctx()
    for player in ("p1", "p3"):
        source = s.in_play("tst-512", player)
        for _ in range(2):  # two items each, so the player is asked to pick
            add_trigger(ctx, player, source, "ability:0", definition="tst-512", trigger_card=None, challenger=None,
                        challenged=None)  # fmt: skip
    ctx.push("bag", player="p2")
    s.expect(first, "choose_option")


GREETER = character("tst-513", "迎宾员", abilities=[
    {"name": "请坐", "kind": "triggered", "trigger": {"event": "played"},
     "effects": [{"step": "draw", "who": "each_player", "optional": True}]},
])  # fmt: skip


def test_each_player_decides_their_own_may_by_default(monkeypatch):
    """Digest §12.10 / 1.6.2: "每位玩家各可以抽一张卡": p1 and then p2 each decide."""
    made_up(monkeypatch, GREETER)
    s = LorcanaScenario()
    s.ink(2)
    s.hand("tfc-012")  # keeps p1's next menu a real decision
    s.main(answer=f"play:{s.hand('tst-513')}")
    s.expect("p1", "yes_no", answer=["no"])
    s.expect("p2", "yes_no", answer=["yes"])
    assert [e["owner"] for e in s.events_of("card_moved", s.last_events) if e["reason"] == "draw"] == ["p2"]


def test_with_each_player_may_controller_the_controller_decides_for_all(monkeypatch):
    """Digest §12.10 alternative (7.1.3): p1 alone is asked, and both players draw."""
    made_up(monkeypatch, GREETER)
    s = LorcanaScenario(options={"each_player_may": "controller"})
    s.ink(2)
    s.main(answer=f"play:{s.hand('tst-513')}")
    s.expect("p1", "yes_no", answer=["yes"])
    assert [e["owner"] for e in s.events_of("card_moved", s.last_events) if e["reason"] == "draw"] == ["p1", "p2"]
    s.main()  # p1's main phase again: p2 was never asked


TINKER = character("tst-514", "修补匠", abilities=[
    {"name": "修理", "kind": "activated", "cost": {"ink": 1}, "effects": [{"step": "gain_lore", "amount": 1}]},
])  # fmt: skip


@pytest.mark.parametrize(("setting", "offered"), [(None, True), ("forbidden", False)])
def test_a_drying_character_and_an_activated_ability_without_exert(monkeypatch, setting, offered):
    """Digest §12.12 / 4.3.8.2: only ⟳ abilities need a dry character, so a drying character may
    use "1 ink — gain 1 lore"; with drying_activated "forbidden" it may not."""
    made_up(monkeypatch, TINKER)
    s = LorcanaScenario(options={"drying_activated": setting} if setting else None)
    s.ink(1)
    s.hand("tfc-012")  # keeps the menu a real decision
    tinker = s.in_play("tst-514", dry=False)
    assert (f"activate:{tinker}:0" in option_ids(s.main())) is offered


BRUTE = character("tst-515", "莽汉", strength=3, keywords=[{"id": "reckless"}])
KEEP = CardDef(id="tst-516", name="城堡", subtitle="测试", name_en="Keep", subtitle_en="Test", type="location",
               ink="steel", cost=2, inkable=True, willpower=6, lore=0, move_cost=1, rarity="common")  # fmt: skip


@pytest.mark.parametrize(("setting", "may_end"), [(None, False), (False, True)])
def test_a_reckless_character_and_an_opposing_location(monkeypatch, setting, may_end):
    """Digest §12.14 / 10.5.3: by default a location it can challenge obliges a Reckless
    character to challenge (no "end turn"); with reckless_locations False only a character does."""
    made_up(monkeypatch, BRUTE, KEEP)
    s = LorcanaScenario(options={} if setting is None else {"reckless_locations": setting})
    s.hand("tfc-012")  # keeps the menu a real decision
    brute = s.in_play("tst-515")
    s.in_play("tst-516", "p2")
    options = option_ids(s.main())
    assert f"challenge:{brute}" in options
    assert ("end" in options) is may_end


CROONER = character("tst-517", "低音歌手", cost=5, keywords=[{"id": "singer", "value": 3}])


@pytest.mark.parametrize(("setting", "offered"), [(None, True), (False, False)])
def test_singer_below_the_printed_cost(monkeypatch, setting, offered):
    """Digest §12.16 / 10.9, 6.3.3.3: a cost-5 character with Singer 3 sings a cost-4 song with
    its printed cost by default; with singer_printed_cost False it sings only as 3."""
    made_up(monkeypatch, CROONER)
    s = LorcanaScenario(options={} if setting is None else {"singer_printed_cost": setting})
    s.in_play("tst-517")
    song = s.hand("tfc-027")  # 4-cost song
    assert (f"sing:{song}" in option_ids(s.main())) is offered


TAXMAN = CardDef(id="tst-518", name="收税", name_en="Taxman", type="action", ink="steel", cost=1, inkable=True,
                 rarity="common", effects=[{"step": "lose_lore", "amount": 2}])  # fmt: skip


@pytest.mark.parametrize(("setting", "lore"), [(None, 0), (False, -1)])
def test_losing_more_lore_than_you_have(monkeypatch, setting, lore):
    """Digest §12.18: by default lore stops at 0; with lore_floor False it goes below."""
    made_up(monkeypatch, TAXMAN)
    s = LorcanaScenario(options={} if setting is None else {"lore_floor": setting})
    s.ink(1)
    s.set_player("p2", lore=1)
    s.main(answer=f"play:{s.hand('tst-518')}")
    assert s.lore("p2") == lore


def test_an_unknown_option_or_value_is_refused_in_chinese():
    with pytest.raises(GameError, match="未知的对局选项：bag_order"):
        engine.start("lorcana", ["p1", "p2"], {"p1": list(FILLER), "p2": list(FILLER)}, 0, {"bag_order": "x"})
    with pytest.raises(GameError, match="对局选项 lore_floor 不能取值 maybe"):
        engine.start("lorcana", ["p1", "p2"], {"p1": list(FILLER), "p2": list(FILLER)}, 0, {"lore_floor": "maybe"})
    with pytest.raises(GameError, match="chooser"):
        engine.start("lorcana", ["p1", "p2"], {"p1": list(FILLER), "p2": list(FILLER)}, 0, {"chooser": "p9"})

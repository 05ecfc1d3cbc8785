"""Scenarios for the cards added in the second card batch (issue 5): each ability used once in a
position, its result asserted. Cards quoted by id; the printed texts are in the community database."""

import pytest

from engine.games.underworld.stats import defence, icons, keywords
from engine.games.underworld.zones import zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def start() -> UnderworldScenario:
    """p1 holds priority in his action step; both players keep a filler in hand."""
    s = UnderworldScenario()
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    return s


def resolve(s: UnderworldScenario, *picks: str) -> None:
    """Answer until the stack is empty and someone holds priority again: any ask offering one of
    `picks` takes the first one offered (each pick is used once), "use this trigger?" is answered
    yes, everything else takes its default."""
    unused = list(picks)

    def answers(s, ask):
        offered = [o["id"] for o in ask.get("options", [])]
        chosen = next((p for p in unused if p in offered), None)
        if chosen is not None:
            unused.remove(chosen)
            return [chosen]
        if s.request["key"] == "use":
            return ["yes"]
        return None

    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None, answers)


def defs(s, player, kind) -> list[str]:
    return [s.card(c)["def"] for c in s.zone(zone(player, kind))]


def gone(s, card_id) -> bool:
    return card_id not in s.state["cards"]


def test_jc003_veil_guard_exhausts_a_hidden_agent():
    s = start()
    guard = s.character("JC003", "p1", 1)
    s.assets(2)
    agent = s.agent("JC014", "p2", 2)
    s.act("p1", f"activate:{guard}:0")
    resolve(s, agent)
    assert s.card(agent)["exhausted"] and s.card(guard)["exhausted"]


def test_jc006_returns_a_character_with_a_domain_only():
    s = start()
    s.asset("JC002")
    s.asset()
    plain = s.character("JC014", "p2", 1)
    druid = s.character("JC002", "p2", 1)  # blood domain
    s.act("p1", f"play:{s.hand('JC006')}")
    assert s.state["stack"][-1]["targets"]["t"] == [druid]  # the one legal target, taken by itself
    resolve(s)
    assert "JC002" in defs(s, "p2", "hand") and not gone(s, plain)


def test_jc010_destroys_an_exhausted_character():
    s = start()
    fernandel = s.character("JC010", "p1", 1)
    tired = s.character("JC014", "p2", 2, exhausted=True)
    s.act("p1", f"activate:{fernandel}:0")
    resolve(s, tired)
    assert gone(s, tired) and defs(s, "p2", "graveyard") == ["JC014"]


def test_jc011_reveal_exhausts_the_enemy_characters_here_only():
    s = start()
    agent = s.agent("JC011", "p1", 1)
    s.assets(6, "JC002")
    here, elsewhere = s.character("JC014", "p2", 1), s.character("JC014", "p2", 2)
    s.act("p1", f"reveal:{agent}")
    resolve(s)
    assert s.card(here)["exhausted"] and not s.card(elsewhere).get("exhausted")


def test_jc018_gains_a_battle_icon_per_mind_icon_among_assets():
    s = start()
    heir = s.character("JC018", "p1", 1)
    assert icons(s.state, heir)[0]["battle"] == 1
    s.assets(2, "JC113")  # mind
    assert icons(s.state, heir)[0]["battle"] == 3


def test_jc046_reveal_makes_each_player_sacrifice_a_character():
    s = start()
    agent = s.agent("JC046", "p1", 1)
    s.assets(5, "JC044")
    victim = s.character("JC014", "p2", 2)
    s.act("p1", f"reveal:{agent}")
    resolve(s)
    assert gone(s, victim) and defs(s, "p1", "graveyard").count("JC046") == 1


def test_jc050_destroys_every_character_and_agent_in_the_chosen_region():
    s = start()
    s.assets(5, "JC044")
    doomed = [s.character("JC014", "p2", 2), s.agent("JC014", "p2", 2), s.character("JC014", "p1", 2)]
    safe = s.character("JC014", "p2", 1)
    s.act("p1", f"play:{s.hand('JC050')}")
    resolve(s, "slot2")
    assert all(gone(s, c) for c in doomed) and not gone(s, safe)


def test_jc052_destroys_all_other_cards_in_its_region():
    s = start()
    s.assets(7, "JC044")
    doomed = [s.character("JC014", "p2", 1), s.agent("JC014", "p2", 1), s.character("JC014", "p1", 1)]
    safe = s.character("JC014", "p2", 2)
    s.act("p1", f"play:{s.hand('JC052')}")
    resolve(s, "slot1")
    assert all(gone(s, c) for c in doomed) and not gone(s, safe)
    assert defs(s, "p1", "graveyard") == ["JC014"] and [s.card(c)["def"] for c in s.area(1)] == ["JC052"]


def test_jc073_gives_its_host_a_white_eye_and_barrier():
    s = start()
    s.assets(3, "JC075")
    host = s.character("JC014", "p1", 1)
    s.act("p1", f"play:{s.hand('JC073')}")
    resolve(s, host)
    assert "barrier" in keywords(s.state, host) and icons(s.state, host)[1]["investigation"] == 1


def test_jc001_needs_two_mind_icons_among_assets():
    s = start()
    owl = s.character("JC001", "p1", 1)
    s.asset("JC113")
    assert icons(s.state, owl)[1]["investigation"] == 0
    s.asset("JC113")
    assert icons(s.state, owl)[1]["investigation"] == 1


def test_bq083_destroys_a_character_in_its_region():
    s = start()
    s.assets(4, "JC084")
    victim = s.character("JC014", "p2", 1)
    s.act("p1", f"play:{s.hand('BQ083')}")
    resolve(s, "slot1", victim)
    assert gone(s, victim)


def test_jz54_sacrifice_then_jz31_places_a_token_where_it_died():
    """阿塔玛斯奉献仪式 aimed at its own player sacrifices 破茧者秘教线人, whose 死亡触发 puts a token
    in the region it died in."""
    s = start()
    s.asset("JC084")
    s.asset()
    informant = s.character("JZ31", "p1", 2)
    s.act("p1", f"play:{s.hand('JZ54')}")
    resolve(s, "p1", informant)
    assert gone(s, informant) and s.tokens(2, "p1") == 1


def test_jz54_the_target_player_chooses_his_sacrifice():
    s = start()
    s.asset("JC084")
    s.asset()
    victim = s.character("JC014", "p2", 2)
    s.act("p1", f"play:{s.hand('JZ54')}")
    resolve(s, "p2")
    assert gone(s, victim)


def test_jz74_suppresses_the_target_player_then_draws():
    s = start()
    s.asset()
    s.influence(1, "p2", 2)
    hand = s.count("p1", "hand")
    s.act("p1", f"play:{s.hand('JZ74')}")
    resolve(s, "p2")
    assert s.tokens(1, "p2") == 1 and s.count("p1", "hand") == hand + 1


def test_jz58_reveal_suppresses_the_target_player():
    s = start()
    agent = s.agent("JZ58", "p1", 1)
    s.asset("JC104")
    s.influence(2, "p2", 1)
    s.act("p1", f"reveal:{agent}")
    resolve(s, "p2")
    assert s.tokens(2, "p2") == 0 and not s.card(s.area(1)[0]).get("face_down")


def test_bq108_each_player_sacrifices_an_attachment_then_suppress():
    s = start()
    s.asset()
    host = s.character("JC096", "p2", 3)
    curse = s.put("JC089", "area3", owner="p2", attached_to=host)
    s.influence(1, "p2", 1)
    s.act("p1", f"play:{s.hand('BQ108')}")
    resolve(s, "p2")
    assert gone(s, curse) and s.tokens(1, "p2") == 0


def test_lc24_predicts_two_then_draws():
    s = start()
    s.assets(4)
    hand = s.count("p1", "hand")
    s.act("p1", f"play:{s.hand('LC24')}")
    resolve(s, "slot1")
    assert s.count("p1", "hand") == hand + 1 and s.events_of("cards_drawn")


def test_lc12_gives_another_own_character_here_one_defence():
    s = start()
    hermit = s.character("LC12", "p1", 1)
    friend = s.character("JC014", "p1", 1)
    s.character("JC014", "p1", 2)
    s.act("p1", f"activate:{hermit}:0")
    resolve(s, friend)
    assert defence(s.state, friend) == 2 and s.card(hermit)["exhausted"]


def test_lc23_reveal_exhausts_itself_and_a_character_here():
    s = start()
    agent = s.agent("LC23", "p1", 1)
    s.assets(3)
    victim = s.character("JC014", "p2", 1)
    s.act("p1", f"reveal:{agent}")
    resolve(s, victim)
    revealed = s.area(1)[0] if s.card(s.area(1)[0])["def"] == "LC23" else s.area(1)[1]
    assert s.card(victim)["exhausted"] and s.card(revealed)["exhausted"]


def win_region(s: UnderworldScenario, definition: str, cap: int, *picks: str) -> None:
    """p1 wins `definition` (slot 2) in the influence contest, as in test_t38, then its 赢取触发
    resolves; asks offering one of `picks` take it."""
    s.set_region(definition, 2)
    s.influence(2, "p1", cap - 1)
    s.character("JC075", "p1", 2)
    s.to_contests()
    s.drive(lambda s: s.events_of("region_won") and not s.state["stack"] and s.priority_player() is not None,
            lambda s, ask: [p for p in picks if p in [o["id"] for o in ask.get("options", [])]][:1]
            or (["yes"] if s.request["key"] == "use" else None))  # fmt: skip
    assert defs(s, "p1", "score") == [definition]


def test_dqbq02_melbourne_each_player_searches_an_affair():
    s = UnderworldScenario()
    mine, theirs = s.on_bottom("JC021", "p1"), s.on_bottom("JC062", "p2")
    win_region(s, "DQBQ02", 3, mine, theirs)
    assert "JC021" in defs(s, "p1", "hand") and "JC062" in defs(s, "p2", "hand")


def test_dqbq09_long_beach_each_player_searches_an_attachment():
    s = UnderworldScenario()
    mine, theirs = s.on_bottom("JC116", "p1"), s.on_bottom("JC089", "p2")
    win_region(s, "DQBQ09", 3, mine, theirs)
    assert "JC116" in defs(s, "p1", "hand") and "JC089" in defs(s, "p2", "hand")


def test_dqbq08_lost_temple_each_player_searches_any_card_unrevealed():
    s = UnderworldScenario()
    mine, theirs = s.on_bottom("JC014", "p1"), s.on_bottom("JC088", "p2")
    win_region(s, "DQBQ08", 4, mine, theirs)
    assert "JC014" in defs(s, "p1", "hand") and "JC088" in defs(s, "p2", "hand")
    assert not [e for e in s.events_of("card_revealed") if e.get("definition") in ("JC014", "JC088")]


def test_dqbq04_barcelona_each_player_cycles_his_hand():
    s = UnderworldScenario()
    spare = s.hand("JC014", "p1")
    win_region(s, "DQBQ04", 4, spare)
    assert "JC014" in defs(s, "p1", "graveyard") and spare not in s.state["cards"]


def test_xq37_adds_a_token_only_where_it_already_has_one():
    s = start()
    s.assets(4, "JC084")
    s.influence(1, "p1", 1)
    s.act("p1", f"play:{s.hand('XQ37')}")
    resolve(s, "slot1")
    s.hand(FILLER, "p1")
    s.act("p1", f"play:{s.hand('XQ37')}")
    resolve(s, "slot2")
    assert (s.tokens(1, "p1"), s.tokens(2, "p1")) == (2, 0)


def test_wm059_destroys_a_cheap_enemy_character_where_it_enters():
    s = start()
    s.assets(2, "JC084")
    cheap = s.character(FILLER, "p2", 1)  # printed cost 0
    dear = s.character("JC014", "p2", 1)  # printed cost 2: not a legal target
    s.act("p1", f"play:{s.hand('WM059')}")
    resolve(s, "slot1", cheap)
    assert gone(s, cheap) and not gone(s, dear)



def test_jc020_hidden_knife_exhausts_an_agent_then_is_sacrificed_for_one_damage():
    """Its "本地区" is the region of the character it is attached to."""
    s = start()
    host = s.character("JC014", "p1", 3)
    knife = s.put("JC020", "area3", owner="p1", attached_to=host)
    agent, elsewhere = s.agent("JC014", "p2", 3), s.agent("JC014", "p2", 1)
    victim = s.character("JC014", "p2", 3)
    s.act("p1", f"activate:{knife}:0")
    resolve(s, agent)
    assert s.card(agent)["exhausted"] and not s.card(elsewhere).get("exhausted")
    s.act("p1", f"activate:{knife}:1")
    resolve(s, victim)
    assert gone(s, knife) and gone(s, victim)  # defence 1: one damage kills


def test_the_veil_and_bells_deck_is_legal():
    """cards/underworld/decks/veil-bells.txt: 50 cards of the batch and the slice, three copies at most,
    and 鸣钟教派 (25 red cards)."""
    from pathlib import Path

    from engine.games.underworld.deck import parse_deck

    text = (Path(__file__).resolve().parents[3] / "cards" / "underworld" / "decks" / "veil-bells.txt").read_text(encoding="utf-8")
    cards = parse_deck(text)
    assert len(cards) == 51 and {"MSJC04", "JC010", "JC052", "JZ74", "LC24"} <= set(cards)


def test_xq12_dying_makes_the_target_player_discard():
    """阿塔玛斯奉献仪式 aimed at its own player sacrifices 暴躁血仆; its 死亡触发 aims at p2."""
    s = start()
    s.asset("JC084")
    s.asset()
    servant = s.character("XQ12", "p1", 1)
    kept = s.hand("JC014", "p2")
    s.act("p1", f"play:{s.hand('JZ54')}")
    resolve(s, "p1", servant, "p2", kept)
    assert gone(s, servant) and "JC014" in defs(s, "p2", "graveyard")


def test_xq17_dying_draws_then_discards():
    s = start()
    s.asset("JC084")
    s.asset()
    offering = s.character("XQ17", "p1", 1)
    hand = s.count("p1", "hand")
    s.act("p1", f"play:{s.hand('JZ54')}")
    resolve(s, "p1", offering)
    assert gone(s, offering) and s.count("p1", "hand") == hand and len(defs(s, "p1", "graveyard")) == 3
    assert s.events_of("cards_drawn")  # the offering, JZ54 and the discarded card in the graveyard


def test_xq03_exhausts_the_target_character_in_the_opponents_step():
    """A fast affair: played while p2 holds priority in his own action step."""
    s = UnderworldScenario()
    s.assets(2, "JC002")
    card = s.hand("XQ03")
    s.hand(FILLER, "p2")
    s.hand(FILLER, "p2")
    target = s.character("JC014", "p2", 2)
    s.pass_until("action_second", "p1")
    s.act("p1", f"play:{card}")
    resolve(s, target)
    assert s.card(target)["exhausted"]


@pytest.mark.parametrize("blood", ["BQ040", "XQ14"])
def test_blood_attaches_to_a_vampire_only_and_gives_defence_and_a_battle_icon(blood):
    s = start()
    s.asset("JC029")  # blue
    human = s.character("JC014", "p1", 1)
    vampire = s.character("JC029", "p1", 1)
    s.act("p1", f"play:{s.hand(blood)}")
    assert s.state["stack"][-1]["host"] == vampire  # the only legal host: the human is no vampire
    battle = icons(s.state, vampire)[0]["battle"]
    resolve(s)
    assert defence(s.state, vampire) == 2 and icons(s.state, vampire)[0]["battle"] == battle + 1
    assert defence(s.state, human) == 1

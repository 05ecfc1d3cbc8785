"""Sealing (封印, G:封印 p4): the rulebook's 尖牙幻象 / 职业杀手 example (L278, digest T23), a sealed
card's state and its return when the host leaves play (T24), and a reveal returning the cards
sealed under the agent (T20)."""

import pytest

from engine.games.underworld.zones import SEALED, zone
from tests.games.underworld.position import FILLER, UnderworldScenario


def phantom_position(options: dict | None = None):
    """p1 holds the hidden agent 尖牙幻象 (JC100) in region 2 and four purple assets; p2 has the
    face-up 职业杀手 (JC088) there and two ready assets. p1 is in his action step."""
    s = UnderworldScenario(options=options)
    phantom = s.agent("JC100", "p1", 2)
    killer = s.character("JC088", "p2", 2)
    s.assets(4, "JC100", "p1")
    s.assets(2, "JC088", "p2")
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    return s, phantom, killer


def reveal_and_seal(s, phantom):
    """Reveal 尖牙幻象 and use its reveal trigger: its one legal target is 职业杀手."""
    s.act("p1", f"reveal:{phantom}")
    s.expect("p1", "choose_cards", answer=s.zone(zone("p1", "assets"))[:3])
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])  # use the 现身触发



@pytest.mark.parametrize("death_scope", ["any_move_to_graveyard", "destroyed_or_sacrificed"])
def test_t23_the_seal_fizzles_when_the_host_lurks_in_response(death_scope):
    """L278: p2 answers with 职业杀手's "支付 2：潜伏"; the target is no longer a character, so 尖牙幻象
    goes to p1's graveyard, not under the new hidden agent. It was in play: by digest A31 (the
    default) that is a death; read as "destroyed or sacrificed" only, it is not."""
    s, phantom, killer = phantom_position({"death_scope": death_scope})
    reveal_and_seal(s, phantom)
    assert s.state["stack"][-1]["data"]["targets"]["t"] == [killer]
    s.pass_priority()  # p1 passes, p2 responds
    s.act("p2", f"activate:{killer}:1")  # its two ready assets pay by themselves
    s.pass_priority(2)  # the lurk resolves
    agent = next(c for c in s.area(2) if s.card(c).get("face_down"))
    assert s.card(agent)["owner"] == "p2"
    s.pass_priority(2)  # the seal trigger resolves without its target
    assert s.events_of("ability_fizzled") and s.events_of("seal_failed")
    assert s.defs("p1", "graveyard") == ["JC100"] and s.zone(SEALED) == []
    assert s.area(2) == [agent]
    assert bool(s.events_of("character_died")) == (death_scope == "any_move_to_graveyard")


def test_t24_sealed_under_a_character_then_back_to_hand_when_it_dies():
    """Sealed: not in play, public, no target; 尖牙幻象's own trigger then pays 1 for -1 defence,
    which destroys 职业杀手 (defence 1), and the sealed card returns to its owner's hand."""
    s, phantom, killer = phantom_position()
    reveal_and_seal(s, phantom)
    s.pass_priority(2)  # the seal resolves
    sealed = s.zone(SEALED)
    assert len(sealed) == 1 and s.card(sealed[0])["sealed_under"] == killer
    assert s.card(sealed[0])["visible_to"] == "all" and s.area(2) == [killer]
    p2_view = next(c for c in s.view("p2")["zones"][SEALED]["cards"] if c["id"] == sealed[0])
    assert p2_view["def"] == "JC100"
    s.expect("p1", "yes_no", answer=["yes"])  # use "当尖牙幻象被封印在一个角色上时"
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])  # pay 1, with the one ready asset left
    s.drive(lambda s: not s.state["stack"] and s.priority_player() is not None)
    assert killer not in s.state["cards"] and s.defs("p2", "graveyard") == ["JC088"]
    assert s.zone(SEALED) == [] and "JC100" in s.defs("p1", "hand")


def test_t24_a_sealed_card_cannot_be_targeted_and_sealing_removes_its_counters():
    """G:封印 p4: a card sealed from play leaves play (counters gone); no selection reaches it."""
    s, phantom, killer = phantom_position()
    reveal_and_seal(s, phantom)
    revealed = next(c for c in s.area(2) if s.card(c)["def"] == "JC100")
    s.ctx().set_counter(revealed, "damage", 0)
    s.pass_priority(2)
    sealed = s.zone(SEALED)[0]
    assert "counters" not in s.card(sealed)
    from engine.games.underworld.abilities import Select
    from engine.games.underworld.targets import candidates

    for kind in ("character", "character_or_agent", "attachment", "asset", "graveyard_character"):
        assert sealed not in candidates(s.state, Select(kind=kind), "p2", None, None)


def test_t20_a_reveal_returns_the_cards_sealed_under_the_agent():
    """G:暗藏者翻面 p1 (notes): the revealed character is a new object; what was sealed under the
    agent goes to its owner's hand."""
    s = UnderworldScenario()
    agent = s.agent("JC014", "p1", 1)
    s.put("JC088", SEALED, owner="p2", sealed_under=agent)
    s.assets(2, "JC014", "p1")
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"reveal:{agent}")  # its cost is paid with the two assets at once
    assert s.zone(SEALED) == [] and "JC088" in s.defs("p2", "hand")


def test_jc009_seals_a_character_on_itself_then_suppresses_and_lets_it_go_when_it_leaves():
    """远东六号科研所 (JC009, on p1's society): its 进场触发 seals p2's character under it, then 遏制1
    against p2; when it leaves play the character card goes back to p2's hand."""
    s = UnderworldScenario()
    lab = s.hand("JC009", "p1")
    s.assets(4, "JC001", "p1")  # yellow
    victim = s.character("JC014", "p2", 1)
    s.influence(2, "p2", 2)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"play:{lab}")  # the four assets pay by themselves
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])  # its one character target is taken by itself
    s.expect("p1", "choose_targets", answer=["p2"])
    s.pass_priority(2)
    attached = s.zone(zone("p1", "society"))[0]
    sealed = s.zone(SEALED)
    assert victim not in s.state["cards"] and [s.card(c)["sealed_under"] for c in sealed] == [attached]
    assert s.tokens(2, "p2") == 1
    s.move(attached, zone("p1", "graveyard"))
    s.pass_priority()  # the state checks before the next priority
    assert s.zone(SEALED) == [] and "JC014" in s.defs("p2", "hand")


def test_jc066_seals_a_hidden_agent_here_and_gains_its_printed_icons():
    """封魔瓶瑟琳娜 (JC066): the agent, sealed, is shown to both; Selina has its printed ⚔ and white
    ⚔ besides her own icons (JC066's FAQ)."""
    s = UnderworldScenario()
    selina = s.hand("JC066", "p1")
    s.assets(5, "JC066", "p1")  # grey
    agent = s.agent("JC088", "p2", 1)
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"play:{selina}")
    s.expect("p1", "choose_targets", answer=["slot1"])
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])  # the agent is her one legal target
    s.pass_priority(2)
    assert agent not in s.state["cards"] and [s.card(c)["def"] for c in s.zone(SEALED)] == ["JC088"]
    her = next(c for c in s.area(1) if s.card(c)["def"] == "JC066")
    facts = s.view("p2")["characters"][her]
    assert facts["icons"] == {"influence": 2, "battle": 1}
    assert facts["white_icons"] == {"investigation": 1, "battle": 1}


def test_jc108_seals_the_top_card_on_a_character_which_then_does_not_ready():
    """乔治·帕佐 (JC108): "快速行动1，横置" seals p1's top card on p2's exhausted character; in the
    next reset step that character stays exhausted while everything else readies."""
    s = UnderworldScenario()
    george = s.character("JC108", "p1", 1)
    tired = s.character("JC014", "p2", 2, exhausted=True)
    own = s.character("JC075", "p1", 3, exhausted=True)
    s.on_top("JC088", "p1")
    s.assets(1, FILLER, "p1")
    s.hand(FILLER, "p1")
    s.hand(FILLER, "p2")
    s.pass_until("action_first", "p1")
    s.act("p1", f"activate:{george}:0")
    s.expect("p1", "choose_targets", answer=[tired])
    s.pass_priority(2)
    assert [s.card(c)["sealed_under"] for c in s.zone(SEALED)] == [tired]
    s.drive(lambda s: s.state["turn"]["number"] == 2 and s.priority_player() is not None)
    assert s.card(tired).get("exhausted") and not s.card(george).get("exhausted") and not s.card(own).get("exhausted")


def test_jz25_seals_a_random_card_of_the_target_players_hand_and_gives_it_back_when_it_dies():
    """卡迪纳猎杀者 (JZ25): nobody chooses which card; sealed, it is public; when the vampire dies
    the card goes back to its owner's hand."""
    s = UnderworldScenario()
    hunter = s.hand("JZ25", "p1")
    s.assets(3, "JZ25", "p1")  # blue
    s.hand("JC088", "p2")
    s.to_action_step()
    s.act("p1", f"play:{hunter}")
    s.expect("p1", "choose_targets", answer=["slot1"])  # the three assets pay by themselves
    s.pass_priority(2)
    s.expect("p1", "yes_no", answer=["yes"])
    s.expect("p1", "choose_targets", answer=["p2"])
    hand = s.count("p2", "hand")
    s.pass_priority(2)
    vampire = s.area(1)[0]
    sealed = s.zone(SEALED)
    assert [s.card(c)["sealed_under"] for c in sealed] == [vampire] and s.card(sealed[0])["visible_to"] == "all"
    assert s.count("p2", "hand") == hand - 1 and s.card(sealed[0])["owner"] == "p2"
    s.move(vampire, zone("p1", "graveyard"))
    s.pass_priority()
    assert s.zone(SEALED) == [] and s.count("p2", "hand") == hand


def test_jc013_the_tapir_exhausts_a_sealed_host_and_destroys_what_is_sealed_on_it():
    """貘 (JC013): sacrificed as the cost, it exhausts 职业杀手 and the card sealed on him goes to
    its owner's graveyard, not back to a hand."""
    s = UnderworldScenario()
    tapir = s.character("JC013", "p1", 1)
    killer = s.character("JC088", "p2", 2)
    s.put("JC100", SEALED, owner="p1", sealed_under=killer)
    s.to_action_step()
    s.act("p1", f"activate:{tapir}:0")  # its one legal target is chosen by itself
    s.pass_priority(2)
    assert s.card(killer)["exhausted"] and s.zone(SEALED) == []
    assert s.defs("p1", "graveyard") == ["JC013", "JC100"]

"""Copies of spells (CR 707.10) made by Summon: G.F. Cerberus's chapters II and III and by Ether ("when you
next cast an instant or sorcery spell this turn, copy it [twice]", a delayed trigger, CR 603.7):
the copy keeps the mode, X, targets and kicker of the original (707.10 and the release notes),
its controller may choose new legal targets (707.10c), it isn't cast (no "whenever you cast"
trigger) and it is no card: it ceases to exist as it leaves the stack (704.5e)."""

from engine import view
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard
from tests.games.mtg.position import FOREST, MOUNTAIN, SWAMP, MtgScenario

CERBERUS, SHOT, THUNDER, VAYNE, BLACK_WALTZ = "fin-162", "fin-176", "fin-165", "fin-124", "fin-214"
COEURL, GIGANTOAD, SABOTENDER = "fin-012", "fin-187", "fin-153"


def chapter(s: MtgScenario, lore: int) -> str:
    """Cerberus with ``lore`` counters: as p1's precombat main phase begins the next chapter
    triggers (714.3b) and resolves."""
    cerberus = s.permanent(CERBERUS, counters={"lore": lore})
    s.pass_to("main1")
    assert [o["data"]["chapter"] for o in s.state["stack"]] == [lore + 1]
    s.pass_both()
    return cerberus


def test_chapter_two_copies_the_next_instant_and_the_copy_may_take_a_new_target():
    s = MtgScenario()
    s.lands(2, FOREST)
    coeurl, toad = s.permanent(COEURL), s.permanent(GIGANTOAD)
    chapter(s, 1)
    shot = s.hand(SHOT)
    s.cast(shot, [coeurl])
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]  # the copy trigger on top
    s.pass_both()
    ask = s.expect("p1", "choose_targets", exact=False, answer=[toad])
    assert ask["options"][0]["id"] == coeurl and ask["default"] == [coeurl]  # keeping it is the default
    [original, copy] = s.state["stack"]
    assert copy["copy"] and copy["card"] is None and copy["targets"] == [{"card": toad}]
    assert len(s.zone(STACK)) == 1  # only the original is a card on the stack
    board = s.game.player_summary(view(s.state, "p2"), {"p1": "Alice", "p2": "Bob"})
    assert "（复制品）" in board
    assert len(s.events_of("spell_cast")) == 1 and s.events_of("spell_copied")
    s.pass_both()  # the copy resolves and ceases to exist
    assert (power(s.state, toad), toughness(s.state, toad)) == (7, 7) and len(s.state["stack"]) == 1
    s.pass_both()
    assert power(s.state, coeurl) == 5 and s.defs(graveyard("p1")).count(SHOT) == 1


def test_chapter_three_copies_twice_keeping_the_targets():
    s = MtgScenario()
    s.lands(2, FOREST)
    coeurl = s.permanent(COEURL)
    s.permanent(GIGANTOAD, "p2")
    chapter(s, 2)
    s.cast(s.hand(SHOT), [coeurl])
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    s.expect("p1", "choose_targets", exact=False, answer=[coeurl])
    assert [o.get("copy", False) for o in s.state["stack"]] == [False, True, True]
    for _ in range(3):
        s.pass_both()
    assert power(s.state, coeurl) == 2 + 9 and s.state["stack"] == []


def test_a_copy_of_a_tiered_spell_keeps_its_mode_and_pays_nothing():
    """Thundara (4 damage) copied: the copy deals 4 too; its tier cost isn't paid again."""
    s = MtgScenario()
    s.lands(4, MOUNTAIN)
    first, second = s.permanent(GIGANTOAD, "p2"), s.permanent(COEURL, "p2")
    chapter(s, 1)
    s.cast_modal(s.hand(THUNDER), 1, [first])
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[second])
    assert s.state["stack"][-1]["mode"] == 1
    s.pass_both()
    s.pass_both()
    assert sorted(s.defs(graveyard("p2"))) == sorted([GIGANTOAD, COEURL])  # 4 damage each


def test_a_copy_of_a_kicked_spell_is_kicked():
    """The release notes: effects of an additional cost paid for the original are copied."""
    s = MtgScenario()
    s.lands(2, SWAMP)
    sabotender = s.permanent(SABOTENDER)
    first, second = s.permanent(GIGANTOAD, "p2"), s.permanent(GIGANTOAD, "p2")
    chapter(s, 1)
    spell = s.hand(VAYNE)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_option", exact=False, answer=["kick"])
    s.expect("p1", "choose_targets", exact=False, answer=[first])
    s.pay()
    s.expect("p1", "choose_cards", exact=False, answer=[sabotender])  # the kicker's sacrifice
    s.pass_both()
    s.expect("p1", "choose_targets", exact=False, answer=[second])
    assert s.state["stack"][-1]["kicked"] is True
    s.pass_both()
    s.pass_both()
    assert s.cards(BATTLEFIELD, GIGANTOAD) == []


def test_a_copy_is_not_cast_so_cast_triggers_ignore_it():
    """Black Waltz triggers on the cast spell only (601.2i); the copy is put on the stack."""
    s = MtgScenario()
    s.lands(2, FOREST)
    s.permanent(BLACK_WALTZ)
    coeurl = s.permanent(COEURL)
    chapter(s, 1)
    s.cast(s.hand(SHOT), [coeurl])
    order = s.expect("p1", "order_triggers")  # Black Waltz's and the copy trigger
    s.answer_raw("p1", [o["id"] for o in order["options"]])
    while s.state["stack"]:
        if s.state["request"]["kind"] == "choose_targets":
            s.answer_raw("p1", [coeurl])
        else:
            s.pass_both()
    assert len(s.events_of("spell_copied")) == 1 and s.life("p2") == 18  # Black Waltz dealt 2 once


def test_a_creature_spell_doesnt_use_it_and_it_lapses_at_end_of_turn():
    s = MtgScenario()
    s.lands(2, FOREST)
    s.lands(2, MOUNTAIN)
    coeurl = s.permanent(COEURL)
    chapter(s, 1)
    s.cast(s.hand(SABOTENDER))
    assert [o["kind"] for o in s.state["stack"]] == ["spell"] and s.state["data"]["copy_next_spell"]
    s.pass_both()
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("main1", "p1", active="p1")  # turn 3: chapter III triggers as the main phase begins
    assert [o["data"]["chapter"] for o in s.state["stack"]] == [3]
    s.cast(s.hand(SHOT), [coeurl])  # in response: chapter II's ability of turn 1 has lapsed
    assert [o["kind"] for o in s.state["stack"]] == ["trigger", "spell"]


ETHER = "fin-053"


def test_ether_is_a_mana_ability_that_copies_the_next_instant():
    """Ether: {T}, exile it: add {U} (no stack, CR 605.3b), and the next instant or sorcery spell
    cast this turn is copied, whether or not its mana paid for it (the release notes)."""
    s = MtgScenario()
    ether = s.permanent(ETHER)
    s.lands(2, FOREST)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{ether}:0"])
    assert s.player("p1")["pool"] == {"U": 1} and ETHER in s.defs("exile") and s.state["stack"] == []
    s.cast(s.hand(SHOT), [coeurl])
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()  # the copy keeps its target: the only legal one, so nothing is asked
    assert s.state["stack"][-1]["copy"] and s.state["stack"][-1]["targets"] == [{"card": coeurl}]


def test_automatic_payment_never_exiles_ether():
    s = MtgScenario()
    ether = s.permanent(ETHER)
    forests = s.lands(2, FOREST)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.cast(s.hand(SHOT), [coeurl])
    assert ether in s.zone(BATTLEFIELD) and all(s.card(f).get("tapped") for f in forests)


def test_after_ether_pays_during_a_cast_the_cast_cannot_be_cancelled():
    """Exiling it is no more reversible than a sacrifice (CR 728.1; see test_casting_defects)."""
    s = MtgScenario()
    ether = s.permanent(ETHER)
    s.lands(2, FOREST)
    coeurl = s.permanent(COEURL)
    shot = s.hand(SHOT)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{shot}"])
    assert s.state["stack"][-1]["targets"] == [{"card": coeurl}]
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{ether}:0"])
    assert "cancel" not in [o["id"] for o in s.ask("p1")["options"]]
    s.pay()
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]

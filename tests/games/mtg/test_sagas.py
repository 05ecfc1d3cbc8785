"""Sagas (CR 714): every Saga of FIN is a Saga creature. Lore counters as it enters (714.3a) and
as its controller's precombat main phase begins (714.3b), chapter abilities that trigger as the
count passes their numbers (714.2b–c), the sacrifice once the final chapter is reached and has
left the stack (714.4 / 704.5s), and the FIN rules update for Sagas without chapter abilities.
Digest scenarios 1 (with Summon: Shiva standing in for Summon: Brynhildr) and 4."""

from engine.games.mtg import sagas
from engine.games.mtg.objects import power, summoning_sick
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, PLAINS, MtgScenario

CHOCO_MOG, SHIVA, GARUDA, TITAN = "fin-035", "fin-078", "fin-037", "fin-204"
SABOTENDER, COEURL = "fin-153", "fin-012"


def lore(s: MtgScenario, card_id: str) -> int:
    return s.card(card_id).get("counters", {}).get("lore", 0)


def test_a_saga_enters_with_a_lore_counter_and_chapter_one_triggers():
    """714.3a, 714.2b: Summon: Choco/Mog's chapter I gives the other creatures +1/+0 (611.2c:
    the creatures there as it resolves), not the Saga itself."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    other = s.permanent(COEURL)
    saga = s.hand(CHOCO_MOG)
    s.pass_to("main1")
    s.cast(saga)
    s.pass_both()  # the spell resolves: the Saga enters, chapter I triggers
    [choco] = s.cards(BATTLEFIELD, CHOCO_MOG)
    assert lore(s, choco) == 1
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"]
    s.pass_both()
    assert power(s.state, other) == 3 and power(s.state, choco) == 3


def test_digest_1_main_phase_counter_triggers_only_the_new_chapter_then_the_saga_is_sacrificed():
    """714.3b: one counter as the precombat main phase begins, without the stack; 2 -> 3 triggers
    only chapter III (714.2b); 714.4: the Saga stays while its chapter is on the stack and is
    sacrificed once it has resolved."""
    s = MtgScenario()
    shiva = s.permanent(SHIVA, counters={"lore": 2})
    s.permanent(COEURL, "p2", tapped=True)
    s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert lore(s, shiva) == 3
    [chapter] = s.state["stack"]
    assert chapter["source"] == shiva and chapter["data"]["chapter"] == 3
    assert s.card(shiva)["zone"] == BATTLEFIELD  # its chapter ability hasn't left the stack
    cards_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == cards_before + 1  # one tapped creature of the opponent
    assert SHIVA in s.defs(graveyard("p1"))  # 704.5s


def test_counters_passing_several_chapters_trigger_each_once():
    """714.2b–c: from 0 to 3 lore counters at once, "I, II" triggers for I and for II, and III
    triggers; from 3 to 4 nothing (no chapter IV)."""
    s = MtgScenario()
    s.pass_to("main1")
    shiva = s.permanent(SHIVA, counters={"lore": 0})
    sagas.add_lore_counters(s.ctx(), shiva, 3)
    assert sorted(tr["data"]["chapter"] for tr in s.state["triggers"]) == [1, 2, 3]
    assert {tr["ability"] for tr in s.state["triggers"]} == {"0", "1"}
    s.state["triggers"].clear()
    sagas.add_lore_counters(s.ctx(), shiva, 1)
    assert s.state["triggers"] == [] and lore(s, shiva) == 4


def test_the_first_chapter_taps_and_stuns_and_a_chapter_without_a_target_is_removed():
    """603.3d: Summon: Shiva's chapter I with no creature to target leaves the stack."""
    s = MtgScenario()
    shiva = s.permanent(SHIVA, counters={"lore": 0})
    coeurl = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.pass_both()
    assert s.card(coeurl)["tapped"] and s.card(coeurl)["counters"] == {"stun": 1}
    assert lore(s, shiva) == 1
    lonely = MtgScenario()
    lonely.permanent(SHIVA, counters={"lore": 0})
    lonely.pass_to("main1")
    assert lonely.state["stack"] == [] and lonely.events_of("trigger_removed")


def test_digest_4_titan_mills_on_entering_and_is_summoning_sick():
    """Summon: Titan cast without haste: chapter I (mill five) triggers as it enters; it can't
    attack this turn (CR 302.6)."""
    s = MtgScenario()
    s.lands(5, FOREST)
    titan = s.hand(TITAN)
    s.pass_to("main1")
    s.cast(titan)
    s.pass_both()
    [titan] = s.cards(BATTLEFIELD, TITAN)
    assert summoning_sick(s.state, titan)
    s.pass_both()
    assert len(s.zone(graveyard("p1"))) == 5


def test_titan_returns_every_land_card_tapped_and_landfall_sees_each():
    """Chapter II: all land cards from your graveyard return tapped (CR 110.2); each is a land
    entering under your control, so a landfall ability triggers for each (CR 207.2c)."""
    s = MtgScenario()
    s.permanent(TITAN, counters={"lore": 1})
    s.permanent(SABOTENDER)
    for land in (FOREST, MOUNTAIN):
        s.in_graveyard(land)
    s.in_graveyard(CHOCO_MOG)
    s.pass_to("main1")
    s.pass_both()  # chapter II resolves
    returned = [c for c in s.zone(BATTLEFIELD) if s.card(c)["def"] in (FOREST, MOUNTAIN)]
    assert len(returned) == 2 and all(s.card(c).get("tapped") for c in returned)
    assert s.defs(graveyard("p1")) == [CHOCO_MOG]
    ask = s.expect("p1", "order_triggers")
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    s.pass_both()
    s.pass_both()
    assert s.life("p2") == 18  # Sabotender's landfall, once for each land


def test_garuda_can_only_target_a_tapped_creature_of_an_opponent():
    s = MtgScenario()
    s.permanent(GARUDA, counters={"lore": 0})
    untapped = s.permanent(COEURL, "p2")
    tapped = s.permanent(COEURL, "p2", tapped=True)
    s.pass_to("main1")
    [chapter] = s.state["stack"]
    assert chapter["data"]["targets"] == [{"card": tapped}]
    s.pass_both()
    assert s.card(untapped)["zone"] == BATTLEFIELD and COEURL in s.defs(graveyard("p2"))


def test_fin_update_a_saga_without_chapter_abilities_gets_no_counter_and_stays(test_card):
    """The FIN rules update ("规则更新: 传纪"): with no chapter abilities, 714.3b adds no lore
    counter and 714.4 does not sacrifice it, whatever its lore counters."""
    saga = test_card(name="Summon: Test", mana_cost="{2}", types=["enchantment", "creature"],
                     subtypes=["Saga", "Bird"], power=2, toughness=2)  # fmt: skip
    s = MtgScenario()
    card = s.permanent(saga, counters={"lore": 3})
    s.hand(ISLAND)
    s.pass_to("main1")
    assert s.card(card)["zone"] == BATTLEFIELD and lore(s, card) == 3

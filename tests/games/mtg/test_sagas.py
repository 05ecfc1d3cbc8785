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


def add_lore(s: MtgScenario, card_id: str, amount: int = 1) -> None:
    """Lore counters put on by an effect; the chapters go on the stack before priority is asked
    again (CR 117.5)."""
    sagas.add_lore_counters(s.ctx(), card_id, amount)
    s.check_now()


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


ANIMA, BAHAMUT, RAMUH, IFRIT = "fin-120", "fin-001", "fin-161", "fin-163"
GIGANTOAD, INTERVENTION = "fin-187", "fin-116"


def test_anima_draws_and_loses_life_then_each_opponent_sacrifices_a_creature_of_their_choice():
    """Chapters I–III: draw a card and lose 1 life; IV: the opponent chooses the creature they
    sacrifice (CR 701.21a) and loses 3 life; then the Saga is sacrificed (714.4)."""
    s = MtgScenario()
    anima = s.permanent(ANIMA, counters={"lore": 2})
    s.pass_to("main1")
    cards_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert s.life("p1") == 19 and len(s.zone(hand("p1"))) == cards_before + 1
    small, big = s.permanent(COEURL, "p2"), s.permanent(GIGANTOAD, "p2")
    add_lore(s, anima)
    s.pass_both()
    ask = s.expect("p2", "choose_cards")
    assert {o["id"] for o in ask["options"]} == {small, big} and ask["max"] == 1
    s.answer_raw("p2", [small])
    assert s.card(big)["zone"] == BATTLEFIELD and s.defs(graveyard("p2")) == [COEURL]
    assert s.life("p2") == 17 and ANIMA in s.defs(graveyard("p1"))


def test_bahamut_mega_flare_counts_the_mana_value_of_the_other_permanents_you_control():
    """Chapter IV: the total mana value of your other permanents (lands count 0, CR 202.3); the
    opponent's permanents and Bahamut itself don't count."""
    s = MtgScenario()
    s.permanent(BAHAMUT, counters={"lore": 3})
    s.lands(2, FOREST)
    s.permanent(COEURL)  # {1}{W}: 2
    s.permanent(GIGANTOAD)  # {3}{G}: 4
    s.permanent(GIGANTOAD, "p2")
    s.pass_to("main1")
    s.pass_both()
    assert s.life("p2") == 14


def test_bahamut_destroys_up_to_one_nonland_permanent_or_none():
    """A chapter's "up to one target" may be left unchosen (CR 115.1b, 603.3d)."""
    s = MtgScenario()
    bahamut = s.permanent(BAHAMUT, counters={"lore": 0})
    land = s.permanent(FOREST, "p2")
    toad = s.permanent(GIGANTOAD, "p2")
    s.pass_to("draw")
    s.pass_both()  # the precombat main phase begins: chapter I
    ask = s.expect("p1", "choose_targets")
    assert land not in [o["id"] for o in ask["options"]] and ask["min"] == 0
    s.answer_raw("p1", [toad])
    s.pass_both()
    assert GIGANTOAD in s.defs(graveyard("p2"))
    add_lore(s, bahamut)
    s.expect("p1", "choose_targets", exact=False, answer=[])
    s.pass_both()
    assert s.card(land)["zone"] == BATTLEFIELD and s.card(bahamut)["zone"] == BATTLEFIELD


def test_esper_ramuh_counts_noncreature_nonland_cards_and_pumps_your_wizards():
    """Chapter I: damage equal to the noncreature, nonland cards in your graveyard (two here);
    chapter II: Wizards you control, Ramuh among them, get +1/+0."""
    s = MtgScenario()
    ramuh = s.permanent(RAMUH, counters={"lore": 0})
    toad = s.permanent(GIGANTOAD, "p2")
    for definition in (INTERVENTION, INTERVENTION, COEURL, FOREST):
        s.in_graveyard(definition)
    s.pass_to("main1")
    s.pass_both()
    assert s.card(toad)["damage"] == 2
    add_lore(s, ramuh)
    s.pass_both()
    assert power(s.state, ramuh) == 4


def test_gf_ifrit_may_loot_and_its_later_chapters_add_mana_using_the_stack():
    """Chapters I–II: you may discard a card; if you do, draw one. III–IV add {R} on
    resolution: they are not mana abilities (the notes' ruling), so they use the stack."""
    s = MtgScenario()
    ifrit = s.permanent(IFRIT, counters={"lore": 0})
    s.pass_to("main1")
    [island] = s.zone(hand("p1"))
    s.pass_priority("p1")
    s.pass_priority("p2")
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == 0 and ask["max"] == 1
    s.answer_raw("p1", [island])
    assert s.defs(graveyard("p1")) == [ISLAND] and len(s.zone(hand("p1"))) == 1
    s.card(ifrit)["counters"]["lore"] = 2
    add_lore(s, ifrit)
    assert [o["kind"] for o in s.state["stack"]] == ["trigger"] and s.state["players"]["p1"]["pool"] == {}
    s.pass_both()
    assert s.state["players"]["p1"]["pool"] == {"R": 1}

"""FIN batch 3: "whenever you cast a noncreature spell, if at least N mana was spent to cast it"
(CR 601.2h records the mana paid; CR 603.4 the intervening "if") — Prompto Argentum and Ultros."""

from engine.games.mtg.objects import power
from engine.games.mtg.zones import BATTLEFIELD, hand
from tests.games.mtg.position import FOREST, ISLAND, MOUNTAIN, SWAMP, MtgScenario

PROMPTO, ULTROS, COEURL = "fin-148", "fin-083", "fin-012"
CIRCLE, DREAMS, COMET, FAT_CHOCOBO = "fin-092", "fin-050", "fin-132", "fin-202"
TREASURE = "token-treasure"


def cast_comet(s: MtgScenario, x: int) -> None:
    """Choco-Comet ({X}{R}{R}) at p2: X + 2 mana spent."""
    comet = s.hand(COMET)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.expect("p1", "choose_option", answer=[f"x:{x}"])
    s.choose_targets(["player:p2"], "p1")
    s.pay()


def test_prompto_creates_a_treasure_only_for_a_noncreature_spell_of_four_or_more_mana():
    s = MtgScenario()
    s.permanent(PROMPTO)
    s.lands(6, SWAMP)
    s.lands(3, ISLAND)
    s.lands(7, FOREST)
    cheap, creature, circle = s.hand(DREAMS), s.hand(FAT_CHOCOBO), s.hand(CIRCLE)
    s.pass_to("main1")
    s.cast(creature)  # five mana, but a creature spell
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]
    s.pass_both()
    s.pass_both()  # its chapter I
    s.cast(cheap)  # two mana: no trigger
    assert [o["kind"] for o in s.state["stack"]] == ["spell"]
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # surveil: keep the card
    s.cast(circle)  # four mana
    assert [o["kind"] for o in s.state["stack"]] == ["spell", "trigger"]
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, TREASURE)) == 1
    assert sum(s.events_of("spell_cast")[-1]["mana_spent"].values()) == 4


def test_ultros_taps_and_stuns_at_four_mana_and_grows_by_eight_at_eight():
    s = MtgScenario()
    ultros = s.permanent(ULTROS)
    theirs = s.permanent(COEURL, "p2")
    s.lands(8, MOUNTAIN)
    s.pass_to("main1")
    cast_comet(s, 2)  # four mana: only the first ability
    assert len(s.state["stack"]) == 2
    s.pass_both()  # its only target is chosen by the engine
    assert s.card(theirs).get("tapped") and s.card(theirs)["counters"] == {"stun": 1}
    assert power(s.state, ultros) == 2
    s.pass_both()  # the Comet resolves
    for land in s.cards(BATTLEFIELD, MOUNTAIN):
        s.card(land)["tapped"] = False
    cast_comet(s, 6)  # eight mana: both abilities
    ask = s.expect("p1", "order_triggers")
    s.answer_raw("p1", ask["default"])
    assert len(s.state["stack"]) == 3
    s.pass_both()
    s.pass_both()
    assert power(s.state, ultros) == 2 + 8 and s.card(ultros)["counters"] == {"+1/+1": 8}


SHANTOTTO, TELLAH, HERO = "fin-241", "fin-244", "token-hero"


def test_shantotto_gets_the_mana_spent_and_draws_at_four_or_more():
    s = MtgScenario()
    shantotto = s.permanent(SHANTOTTO)
    s.lands(2, ISLAND)
    s.lands(4, MOUNTAIN)
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    s.cast(dreams)  # two mana: +2/+0, no draw
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert power(s.state, shantotto) == 2 and len(s.zone(hand("p1"))) == hand_before
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # Dreams of Laguna's surveil
    cast_comet(s, 2)  # four mana
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert power(s.state, shantotto) == 2 + 4 and len(s.zone(hand("p1"))) == hand_before + 1


def test_tellah_makes_a_hero_draws_two_at_four_and_sacrifices_himself_for_damage_at_eight():
    s = MtgScenario()
    tellah = s.permanent(TELLAH)
    s.lands(16, MOUNTAIN)
    s.pass_to("main1")
    cast_comet(s, 0)  # two mana: only the Hero
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, HERO)) == 1 and len(s.zone(hand("p1"))) == hand_before
    s.pass_both()
    cast_comet(s, 2)  # four mana: a Hero and two cards
    hand_before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, HERO)) == 2 and len(s.zone(hand("p1"))) == hand_before + 2
    s.pass_both()
    assert s.life("p2") == 20 - 0 - 2
    cast_comet(s, 6)  # eight mana: Tellah is sacrificed and deals 8 to each opponent
    s.pass_both()
    assert TELLAH in s.defs("p1.graveyard") and tellah not in s.zone(BATTLEFIELD)
    assert s.life("p2") == 20 - 2 - 8
    s.pass_both()
    assert s.life("p2") == 20 - 2 - 8 - 6

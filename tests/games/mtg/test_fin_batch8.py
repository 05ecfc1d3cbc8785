"""More FIN cards: Capital City ("{1}, {T}: Add one mana of any color": a mana ability whose cost
includes mana, paid from the pool as it is activated, CR 605.3b, 602.2b, 601.2g–h; Cycling {2},
CR 702.29a); Crossroads Village ("This land enters tapped. As it enters, choose a color": a
replacement effect, CR 614.1c, whose choice its controller makes, 614.12a; "{T}: Add one mana of
the chosen color"); Magitek Scythe ("you may attach it to target creature you control. If you do,
that creature gains first strike until end of turn and must be blocked this turn if able": a
requirement on the defending player, who obeys as many requirements as possible without breaking
a restriction, CR 509.1c); The Masamune (first strike and "must be blocked if able" as long as the
equipped creature is attacking; a creature dying makes the equipped creature's triggered
abilities trigger an additional time)."""

import pytest

from engine.games.mtg.narration import narrate
from engine.games.mtg.objects import block_requirements, has_keyword, power
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, STACK, graveyard, hand, library
from tests.games.mtg.position import FOREST, MtgScenario

CAPITAL_CITY, DREAMS = "fin-274", "fin-050"  # Dreams of Laguna: {1}{U} instant
CROSSROADS = "fin-276"
MASAMUNE, FRAGMENTS = "fin-264", "fin-013"  # Crystal Fragments: a noncreature artifact
GUARD = "fin-018"  # Dwarven Castle Guard: "When this creature dies, create a 1/1 Hero token"
SCYTHE, COEURL, GAELICAT, GABRANTH = "fin-562", "fin-012", "fin-022", "fin-230"  # Gaelicat flies; Gabranth has menace


def options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_capital_city_taps_for_colourless_mana():
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:0"])
    assert s.player("p1")["pool"] == {"C": 1} and s.card(city)["tapped"]


def test_capital_city_filters_one_mana_from_the_pool_into_a_colour():
    """{1}, {T}: the {1} comes from the pool, which a Forest filled first (CR 601.2g–h via 602.2b);
    the ability doesn't use the stack (605.3b): the pool holds {U} at once, and a {1}{U} spell is
    then cast with the other Forest paying its {1}."""
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    forest, other = s.lands(2, FOREST)
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    assert f"mana:{city}:1:U" not in options(s) and f"cast:{dreams}" not in options(s)  # nothing to pay {1} with
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forest}:-1"])
    label = next(o["label"] for o in s.ask("p1")["options"] if o["id"] == f"mana:{city}:1:U")
    assert "（支付{1}）" in label
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:1:U"])
    assert s.player("p1")["pool"] == {"U": 1} and s.card(city)["tapped"]
    assert [e["mana"] for e in s.events_of("mana_spent")] == [{"G": 1}]
    assert s.events_of("mana_added")[-1]["mana"] == "U"
    s.cast(dreams)
    assert s.card(other)["tapped"] and s.player("p1")["pool"] == {} and s.defs(STACK) == [DREAMS]


def test_capital_city_cannot_pay_its_own_filter_cost():
    """{T} is part of the cost: with only the City, its {C} can't pay its {1} (CR 602.2b)."""
    s = MtgScenario()
    city = s.permanent(CAPITAL_CITY)
    s.pass_to("main1")
    assert f"mana:{city}:1:W" not in options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{city}:0"])
    assert not [o for o in options(s) if o.startswith(f"mana:{city}")]


def test_capital_city_is_never_used_by_automatic_payment():
    """Filtering only changes a mana's colour: a {1}{U} spell with two Forests and the City, the
    pool empty, is not castable by automatic payment (the City would need one of the Forests)."""
    s = MtgScenario()
    s.permanent(CAPITAL_CITY)
    s.lands(2, FOREST)
    dreams = s.hand(DREAMS)
    s.pass_to("main1")
    assert f"cast:{dreams}" not in options(s)
    assert DREAMS in s.defs(hand("p1"))


def test_capital_city_cycles_from_the_hand_for_two():
    """Cycling {2}: two Forests pay it and the City is discarded as the cost (CR 702.29a, 601.2h);
    the draw waits on the stack."""
    s = MtgScenario()
    forests = s.lands(2, FOREST)
    city = s.hand(CAPITAL_CITY)
    s.pass_to("main1")
    s.activate(city, 2)
    assert all(s.card(forest)["tapped"] for forest in forests) and s.defs(graveyard("p1")) == [CAPITAL_CITY]
    in_library = len(s.zone(library("p1")))
    s.pass_both()
    assert len(s.zone(library("p1"))) == in_library - 1 and not s.cards(BATTLEFIELD, CAPITAL_CITY)


def untap(s: MtgScenario, card_id: str) -> None:
    s.card(card_id).pop("tapped")
    s.check_now()


def play_crossroads_village(s: MtgScenario, colour: str) -> str:
    """Play it as the turn's land and choose ``colour``: asked of its controller before anyone
    gets priority again."""
    village = s.hand(CROSSROADS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{village}"])
    played = s.cards(BATTLEFIELD, CROSSROADS)[0]
    ask = s.ask("p1")
    assert s.state["request"]["kind"] == "choose_option" and [o["id"] for o in ask["options"]] == ["W", "U", "B", "R", "G"]
    s.expect("p1", "choose_option", answer=[colour])
    return played


def test_crossroads_village_enters_tapped_and_adds_the_chosen_colour():
    s = MtgScenario()
    village = play_crossroads_village(s, "R")
    assert s.card(village)["tapped"] and s.card(village)["chosen_colour"] == "R"
    chosen = s.events_of("colour_chosen")
    assert [(e["card"], e["colour"]) for e in chosen] == [(village, "R")]
    assert narrate(chosen[0], {"p1": "甲"}) == "甲为 Crossroads Village 选择了红色。"  # a public choice
    untap(s, village)
    assert [o for o in options(s) if o.startswith(f"mana:{village}")] == [f"mana:{village}:0"]  # one kind only
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{village}:0"])
    assert s.player("p1")["pool"] == {"R": 1}


def test_crossroads_village_pays_a_spell_of_the_chosen_colour_automatically():
    """Chosen blue, it pays the {U} of Dreams of Laguna, a Forest its {1}."""
    s = MtgScenario()
    forest = s.lands(1, FOREST)[0]
    village = play_crossroads_village(s, "U")
    untap(s, village)
    dreams = s.hand(DREAMS)
    s.cast(dreams)
    assert s.card(village)["tapped"] and s.card(forest)["tapped"] and s.defs(STACK) == [DREAMS]


def test_crossroads_village_chosen_another_colour_cannot_pay_blue():
    s = MtgScenario()
    s.lands(1, FOREST)
    village = play_crossroads_village(s, "W")
    untap(s, village)
    dreams = s.hand(DREAMS)
    assert f"cast:{dreams}" not in options(s)


def test_crossroads_village_forgets_its_colour_as_a_new_object():
    """Returned to the battlefield it is a new object (CR 400.7): its colour is chosen again."""
    s = MtgScenario()
    village = play_crossroads_village(s, "G")
    s.move(village, hand("p1"))
    again = s.cards(hand("p1"), CROSSROADS)[0]
    s.state["turn"]["lands_played"] = 0
    s.expect("p1", "choose_action", exact=False, answer=[f"land:{again}"])
    s.expect("p1", "choose_option", answer=["B"])
    assert s.card(s.cards(BATTLEFIELD, CROSSROADS)[0])["chosen_colour"] == "B"


def scythe_enters(s: MtgScenario, creature: str, attach: bool) -> str:
    """Cast Magitek Scythe with four Forests; its enters trigger targets ``creature`` (the only
    creature p1 controls) and p1 answers "you may attach"."""
    s.lands(4, FOREST)
    scythe = s.hand(SCYTHE)
    s.pass_to("main1")
    s.cast(scythe)
    s.pass_both()  # the Scythe resolves; its trigger goes on the stack
    s.choose_targets([creature], "p1")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes" if attach else "no"])
    return s.cards(BATTLEFIELD, SCYTHE)[0]


def test_magitek_scythe_attaches_and_gives_first_strike_and_a_block_requirement():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    scythe = scythe_enters(s, coeurl, attach=True)
    assert s.card(scythe)["attached_to"] == coeurl and power(s.state, coeurl) == 2 + 2  # +2/+1
    assert has_keyword(s.state, coeurl, "first_strike") and block_requirements(s.state, coeurl) == 1


def test_magitek_scythe_declined_gives_nothing():
    """"If you do": not attached, no first strike and no requirement."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    scythe = scythe_enters(s, coeurl, attach=False)
    assert "attached_to" not in s.card(scythe)
    assert not has_keyword(s.state, coeurl, "first_strike") and block_requirements(s.state, coeurl) == 0


def attack_with(s: MtgScenario, attackers: list[str]) -> None:
    s.pass_both()  # to the beginning of combat
    s.pass_both()  # to declare attackers
    s.answer_raw("p1", attackers)
    s.pass_both()  # declare attackers step: priority, then blockers


def test_a_creature_that_must_be_blocked_is_blocked_when_a_creature_can():
    """509.1c: no blocks obey none of the requirements while one block could obey it: refused and
    asked again; blocking the other attacker instead obeys none either; blocking it is accepted."""
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    scythe_enters(s, coeurl, attach=True)
    other = s.permanent(GAELICAT)
    blocker = s.permanent(COEURL, "p2")
    attack_with(s, [coeurl, other])
    s.expect("p2", "choose_cards", answer=[])
    ask = s.expect("p2", "choose_cards")
    assert "必须被阻挡" in ask["prompt"] and s.events_of("blocks_refused")
    s.answer_raw("p2", [f"{blocker}>{coeurl}"])
    assert s.state["turn"]["combat"]["blockers"] == {blocker: coeurl}


def test_a_requirement_that_only_a_restriction_breaks_is_not_owed():
    """509.1c: Gabranth (menace, 702.111b) must be blocked; one creature alone can't block it, so
    no block obeys as many requirements as possible."""
    s = MtgScenario()
    judge = s.permanent(GABRANTH)
    scythe_enters(s, judge, attach=True)
    s.permanent(COEURL, "p2")
    attack_with(s, [judge])
    s.expect("p2", "choose_cards", answer=[])
    assert not s.events_of("blocks_refused") and s.state["turn"]["combat"]["blockers"] == {}


def test_a_menace_creature_that_must_be_blocked_needs_two_blockers_when_there_are_two():
    s = MtgScenario()
    judge = s.permanent(GABRANTH)
    scythe_enters(s, judge, attach=True)
    first, second = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    attack_with(s, [judge])
    s.expect("p2", "choose_cards", answer=[])
    assert s.events_of("blocks_refused")
    s.answer_raw("p2", [f"{first}>{judge}", f"{second}>{judge}"])
    assert s.state["turn"]["combat"]["blockers"] == {first: judge, second: judge}


def test_the_masamune_gives_first_strike_and_a_requirement_only_while_attacking():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    s.permanent(MASAMUNE, attached_to=coeurl)
    blocker = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    assert not has_keyword(s.state, coeurl, "first_strike") and block_requirements(s.state, coeurl) == 0
    attack_with(s, [coeurl])
    assert has_keyword(s.state, coeurl, "first_strike") and block_requirements(s.state, coeurl) == 1
    s.expect("p2", "choose_cards", answer=[])
    assert s.events_of("blocks_refused")  # 509.1c: the Coeurl could block it
    s.answer_raw("p2", [f"{blocker}>{coeurl}"])
    assert s.state["turn"]["combat"]["blockers"] == {blocker: coeurl}


def order_both_if_asked(s: MtgScenario, triggered: int) -> None:
    """Two triggers of one controller wait to be ordered onto the stack (CR 603.3b)."""
    if triggered == 2:
        ask = s.expect("p1", "order_triggers")
        s.answer_raw("p1", [o["id"] for o in ask["options"]])
    assert s.state["request"]["kind"] == "choose_action"


@pytest.mark.parametrize(("dying", "counters"), [(COEURL, 2), (FRAGMENTS, 1)])
def test_the_masamune_makes_a_creature_dying_trigger_the_equipped_creature_twice(dying, counters):
    """Gabranth's "whenever another creature or artifact you control dies" triggers twice for a
    creature (two +1/+1 counters), once for a noncreature artifact (the rulings)."""
    s = MtgScenario()
    judge = s.permanent(GABRANTH)
    s.permanent(MASAMUNE, attached_to=judge)
    victim = s.permanent(dying)
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [victim], "graveyard", "destroyed")
    s.check_now()
    order_both_if_asked(s, counters)
    for _ in range(counters):
        s.pass_both()
    assert s.card(judge).get("counters", {}).get("+1/+1") == counters and s.zone(STACK) == []


def test_the_masamune_doubles_the_equipped_creatures_own_dies_trigger():
    """The rulings: its own "when this creature dies" ability looks back: it triggers twice."""
    s = MtgScenario()
    guard = s.permanent(GUARD)
    s.permanent(MASAMUNE, attached_to=guard)
    s.pass_to("main1")
    leave_battlefield(s.ctx(), [guard], "graveyard", "destroyed")
    s.check_now()
    order_both_if_asked(s, 2)
    s.pass_both()
    s.pass_both()
    assert len(s.events_of("token_created")) == 2 and s.zone(STACK) == []

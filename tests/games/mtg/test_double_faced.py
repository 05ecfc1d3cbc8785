"""Transforming double-faced cards (CR 712): Jecht, Reluctant Guardian // Braska's Final Aeon.
Digest scenario 6: Jecht deals combat damage to a player, its controller chooses to exile it, and
it returns transformed, a new object (CR 400.7) that is a Saga (714.3a: one lore counter, chapter I
triggers). Off the battlefield it is its front face again (712.8a)."""

from engine.games.mtg.cards import card as definition_of
from engine.games.mtg.objects import definition, power
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import MtgScenario

JECHT, BRASKA = "fin-104", "fin-104b"
COEURL, GIGANTOAD = "fin-012", "fin-187"


def attack_with(s: MtgScenario, attacker: str) -> None:
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[attacker])
    s.pass_both()  # declare attackers: priority
    s.pass_both()  # (p2 has no creature to block with) combat damage is dealt


def test_digest_6_jecht_returns_transformed_and_its_first_chapter_triggers():
    s = MtgScenario()
    jecht = s.permanent(JECHT)
    attack_with(s, jecht)
    assert s.life("p2") == 16
    s.pass_both()  # Jecht's trigger resolves
    s.expect("p1", "yes_no", answer=["yes"])
    [aeon] = s.cards(BATTLEFIELD, BRASKA)
    assert aeon != jecht and jecht not in s.state["cards"]  # a new object
    assert definition(s.state, aeon).name == "Braska's Final Aeon" and power(s.state, aeon) == 7
    assert s.card(aeon)["counters"] == {"lore": 1}
    [chapter] = s.state["stack"]
    assert chapter["source"] == aeon and chapter["data"]["chapter"] == 1
    cards_before = len(s.zone(hand("p1")))
    s.pass_both()  # chapter I: p2 discards their Island, p1 draws
    assert len(s.zone(hand("p1"))) == cards_before + 1 and s.zone(hand("p2")) == []


def test_declining_keeps_jecht_as_it_is():
    s = MtgScenario()
    jecht = s.permanent(JECHT)
    attack_with(s, jecht)
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    assert s.card(jecht)["def"] == JECHT and s.state["stack"] == []


def test_the_back_face_is_the_front_face_again_once_it_leaves_the_battlefield():
    """712.8a: in the graveyard it is Jecht, Reluctant Guardian (mana value 4)."""
    s = MtgScenario()
    aeon = s.permanent(BRASKA, counters={"lore": 1})
    s.pass_to("upkeep")
    leave_battlefield(s.ctx(), [aeon], "graveyard", "destroyed")
    assert s.defs(graveyard("p1")) == [JECHT]


def test_ultimate_jecht_shot_makes_each_opponent_sacrifice_two_creatures_of_their_choice():
    s = MtgScenario()
    s.permanent(BRASKA, counters={"lore": 2})
    kept = s.permanent(GIGANTOAD, "p2")
    first, second = s.permanent(COEURL, "p2"), s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.pass_both()
    ask = s.expect("p2", "choose_cards")
    assert ask["min"] == ask["max"] == 2
    s.answer_raw("p2", [first, second])
    assert s.card(kept)["zone"] == BATTLEFIELD and s.defs(graveyard("p2")) == [COEURL, COEURL]
    assert JECHT in s.defs(graveyard("p1"))  # the Saga is sacrificed after III, front face up


def test_the_back_face_has_the_release_notes_chinese_name_and_text(release_notes):
    noted = {face["face"]: face for face in release_notes["Jecht, Reluctant Guardian"]["faces"]}
    aeon = definition_of(BRASKA)
    assert (aeon.name_zh, aeon.text_zh) == (noted["back"]["name_zh"], "\n".join(noted["back"]["text_zh"]))


EXDEATH, NEO_EXDEATH = "fin-220", "fin-220b"


def test_exdeath_transforms_at_your_end_step_with_six_permanent_cards_in_your_graveyard():
    """603.4: the "if" is checked as the end step begins and on resolution; transforming keeps
    the object (its damage and counters stay, CR 712); Neo Exdeath's power is a CDA (layer 7a)."""
    s = MtgScenario()
    exdeath = s.permanent(EXDEATH, counters={"+1/+1": 1})
    for _ in range(5):
        s.in_graveyard(COEURL)
    s.pass_to("end")
    assert s.state["stack"] == []  # five: it doesn't trigger
    s.in_graveyard(GIGANTOAD)
    s.pass_to("end", active="p2", player="p2")
    s.pass_to("end")
    [trigger] = s.state["stack"]
    s.pass_both()
    assert s.card(exdeath)["def"] == NEO_EXDEATH and s.card(exdeath)["counters"] == {"+1/+1": 1}
    assert power(s.state, exdeath) == 6 + 1 and trigger
    assert s.events_of("transformed")


ESPER_ORIGINS, ESPER_MADUIN = "fin-185", "fin-185b"


def test_digest_53_esper_origins_by_flashback_returns_transformed_with_a_finality_counter():
    """Surveil 2, gain 2 life, then (cast from a graveyard) exile it and put it onto the
    battlefield transformed with a finality counter: Summon: Esper Maduin, a Saga whose chapter
    I triggers (714.3a). The card never reaches the graveyard (608.2n doesn't apply)."""
    s = MtgScenario()
    s.lands(4, "fin-306")
    spell = s.in_graveyard(ESPER_ORIGINS)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{spell}"])
    s.pay()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])  # surveil: keep both
    ask = s.expect("p1", "choose_cards")
    s.answer_raw("p1", [o["id"] for o in ask["options"]])
    [maduin] = s.cards(BATTLEFIELD, ESPER_MADUIN)
    assert s.card(maduin)["counters"] == {"lore": 1, "finality": 1} and s.life("p1") == 22
    assert s.defs(graveyard("p1")) == [] and s.defs("exile") == []
    cards_before = len(s.zone(hand("p1")))
    s.pass_both()  # chapter I: the top card, a Forest, is a permanent card
    assert len(s.zone(hand("p1"))) == cards_before + 1


def test_esper_origins_cast_from_hand_stays_a_sorcery():
    s = MtgScenario()
    s.lands(2, "fin-306")
    spell = s.hand(ESPER_ORIGINS)
    s.pass_to("main1")
    s.cast(spell)
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[])
    s.expect("p1", "choose_cards", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]])
    assert s.defs(graveyard("p1")) == [ESPER_ORIGINS] and s.cards(BATTLEFIELD, ESPER_MADUIN) == []


def test_a_creature_with_a_finality_counter_is_exiled_instead_of_dying():
    """CR 122.1h: its dies triggers don't fire either (it doesn't die)."""
    s = MtgScenario()
    maduin = s.permanent(ESPER_MADUIN, counters={"lore": 1, "finality": 1})
    s.pass_to("upkeep")
    leave_battlefield(s.ctx(), [maduin], "graveyard", "destroyed")
    assert s.defs("exile") == [ESPER_ORIGINS] and s.defs(graveyard("p1")) == []

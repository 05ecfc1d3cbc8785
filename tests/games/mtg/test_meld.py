"""Meld (CR 701.42, 712.4, 712.8g, 712.21): Fang, Fearless l'Cie (fin 99) and Vanille, Cheerful l'Cie
(fin 211) meld into Ragnarok, Divine Deliverance (fin 99b). Digest scenarios 21–23."""

from engine.games.mtg.card_text import card_text
from engine.games.mtg.cards import card_db
from engine.games.mtg.commander_deck import colour_identity
from engine.games.mtg.narration import narrate
from engine.games.mtg.objects import definition, has_keyword, mana_value, power, summoning_sick, toughness
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, SWAMP, MtgScenario

FANG, VANILLE, RAGNAROK = "fin-099", "fin-211", "fin-099b"
COEURL = "fin-012"


def ready(s: MtgScenario, fang: str = FANG, **fang_fields) -> tuple[str, str]:
    """Fang and Vanille on p1's battlefield with {3}{B}{G} to pay, up to Vanille's trigger at the
    beginning of p1's first main phase."""
    s.lands(2, SWAMP)
    s.lands(3, FOREST)
    pair = s.permanent(fang, **fang_fields), s.permanent(VANILLE)
    s.pass_to("main1")
    return pair


def meld(s: MtgScenario) -> str:
    fang, vanille = ready(s, counters={"+1/+1": 2})
    [trigger] = s.state["stack"]
    assert trigger["source"] == vanille
    s.pass_both()
    s.expect("p1", "choose_option", answer=["pay"])
    [ragnarok] = s.cards(BATTLEFIELD, RAGNAROK)
    return ragnarok


def test_digest_21_vanille_and_fang_meld_into_ragnarok_a_new_object():
    """701.42a, 712.4a: one new object (400.7) represented by both cards; nothing of Fang's (its
    counters) carries over; only the combined face's characteristics (712.8g); mana value 3 + 4."""
    s = MtgScenario()
    ragnarok = meld(s)
    assert s.card(ragnarok)["melded"] == [VANILLE] and s.defs(EXILE) == [] and len(s.zone(BATTLEFIELD)) == 6
    assert (power(s.state, ragnarok), toughness(s.state, ragnarok)) == (7, 6) and "counters" not in s.card(ragnarok)
    assert definition(s.state, ragnarok).colours == ["B", "G"] and mana_value(s.state, ragnarok) == 7
    assert all(has_keyword(s.state, ragnarok, k) for k in ("vigilance", "menace", "trample", "reach", "haste"))
    assert not summoning_sick(s.state, ragnarok)  # haste
    view = s.view("p2")["permanents"][ragnarok]
    assert view["name"].startswith("神圣救赎诸神黄昏") and view["melded_from"] == [
        "无畏路希牙（Fang, Fearless l'Cie）", "愉悦路希班尼拉（Vanille, Cheerful l'Cie）"]
    [event] = [e for e in s.events if e["type"] == "melded"]
    assert narrate(event, {}) == "无畏路希牙（Fang, Fearless l'Cie）、愉悦路希班尼拉（Vanille, Cheerful l'Cie） 融合为 神圣救赎诸神黄昏（Ragnarok, Divine Deliverance）。"


def test_digest_21_fang_gone_before_resolution_nothing_happens_and_no_payment_is_offered():
    """CR 603.4: the intervening "if" is checked again as the ability resolves."""
    s = MtgScenario()
    fang, vanille = ready(s)
    leave_battlefield(s.ctx(), [fang], "hand", "returned")
    s.pass_both()
    assert s.state["stack"] == [] and s.card(vanille)["zone"] == BATTLEFIELD and s.cards(BATTLEFIELD, RAGNAROK) == []
    assert s.priority_player() == "p1" and not any(s.card(c).get("tapped") for c in s.zone(BATTLEFIELD))


def test_declining_to_pay_keeps_both():
    s = MtgScenario()
    fang, vanille = ready(s)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["decline"])
    assert s.card(fang)["zone"] == s.card(vanille)["zone"] == BATTLEFIELD and s.cards(BATTLEFIELD, RAGNAROK) == []


def test_only_one_of_the_pair_nothing_triggers():
    s = MtgScenario()
    s.lands(5, FOREST)
    s.permanent(VANILLE)
    s.pass_to("main1")
    assert s.state["stack"] == []


def test_fang_controlled_but_not_owned_does_not_meld():
    """"If you both own and control": a Fang of the opponent's under p1's control doesn't count."""
    s = MtgScenario()
    s.lands(5, FOREST)
    s.permanent(VANILLE)
    s.permanent(FANG, "p2", controller="p1")
    s.pass_to("main1")
    assert s.state["stack"] == []


def test_a_token_copy_of_fang_is_exiled_but_cannot_meld():
    """701.42b–c: a token can't be melded; both stay in exile (the token then ceases to exist)."""
    s = MtgScenario()
    token, vanille = ready(s, token=True)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["pay"])
    assert s.cards(BATTLEFIELD, RAGNAROK) == [] and s.defs(EXILE) == [VANILLE]
    assert FANG not in s.defs(BATTLEFIELD)


def test_digest_22_ragnarok_dies_both_cards_go_to_the_graveyard_and_its_trigger_resolves():
    """712.21: one permanent dies, two cards are put into the graveyard (front faces, 712.8a); the
    dies trigger destroys target permanent and returns target nonlegendary permanent card."""
    s = MtgScenario()
    ragnarok = meld(s)
    coeurl = s.permanent(COEURL, "p2")
    forest = s.in_graveyard(FOREST)
    deaths_before = s.state["data"].get("creatures_died", {}).get("count", 0)
    leave_battlefield(s.ctx(), [ragnarok], "graveyard", "destroyed")
    assert sorted(s.defs(graveyard("p1"))) == sorted([FOREST, FANG, VANILLE])
    assert s.state["data"]["creatures_died"]["count"] == deaths_before + 1  # one creature died (712.21)
    s.check_now()
    s.choose_targets([coeurl, forest], "p1")
    ask = s.state["request"]
    s.pass_both()
    assert ask is not None and s.defs(graveyard("p2")) == [COEURL]
    assert FOREST in s.defs(BATTLEFIELD) and sorted(s.defs(graveyard("p1"))) == sorted([FANG, VANILLE])


def test_ragnarok_exiled_bounced_or_put_into_the_library_takes_both_cards():
    """712.21, 712.21c: both cards go where the melded permanent goes."""
    for zone, where in (("exile", EXILE), ("hand", hand("p1")), ("library", library("p1"))):
        s = MtgScenario()
        ragnarok = meld(s)
        leave_battlefield(s.ctx(), [ragnarok], zone, "moved", position=0 if zone == "library" else None)
        found = s.defs(where)
        assert found.count(FANG) == found.count(VANILLE) == 1 and RAGNAROK not in found, zone
        if zone == "library":  # the bottom (712.21a: its owner's order)
            assert sorted(found[:2]) == sorted([FANG, VANILLE])


def test_a_copy_of_ragnarok_has_mana_value_zero():
    """712.8g, 202.3c: a permanent copying a melded permanent has mana value 0."""
    s = MtgScenario()
    copy = s.permanent(RAGNAROK, token=True)
    assert mana_value(s.state, copy) == 0 and power(s.state, copy) == 7


def test_digest_23_fang_triggers_once_for_three_cards_leaving_and_not_again_that_turn():
    s = MtgScenario()
    s.permanent(FANG)
    cards = [s.in_graveyard(FOREST) for _ in range(4)]
    s.pass_to("main1")
    life, in_hand = s.life("p1"), len(s.zone(hand("p1")))
    for card_id in cards[:3]:
        s.ctx().move(card_id, EXILE, reason="exiled")
    s.check_now()
    assert len(s.state["stack"]) == 1
    s.pass_both()
    assert (s.life("p1"), len(s.zone(hand("p1")))) == (life - 1, in_hand + 1)
    s.ctx().move(cards[3], EXILE, reason="exiled")
    s.check_now()
    assert s.state["stack"] == []


def test_vanille_enters_mills_two_then_returns_a_permanent_card():
    s = MtgScenario()
    s.lands(4, FOREST)
    vanille = s.hand(VANILLE)
    s.pass_to("main1")
    s.cast(vanille)
    s.pass_both()  # Vanille resolves; her trigger goes on the stack
    s.pass_both()
    ask = s.expect("p1", "choose_cards")
    assert ask["min"] == 1 and len(ask["options"]) == 2  # the two Forests milled
    s.answer_raw("p1", [ask["options"][0]["id"]])
    assert s.defs(graveyard("p1")) == [FOREST] and FOREST in s.defs(hand("p1"))


def test_commander_colour_identity_uses_the_fronts_only():
    """The notes: a meld card's colour identity comes from its front's cost and text (Vanille's
    {3}{B}{G}), never from the combined face (Fang stays black)."""
    cards = card_db()
    assert colour_identity(cards[FANG]) == {"B"} and colour_identity(cards[VANILLE]) == {"B", "G"}


def test_the_combined_face_has_the_release_notes_chinese_name_and_text(release_notes):
    ragnarok = card_db()[FANG].melded
    noted = release_notes[ragnarok.name]
    assert (ragnarok.name_zh, ragnarok.text_zh) == (noted["name_zh"], "\n".join(noted["text_zh"]))
    assert card_text(ragnarok) == "警戒，威慑，践踏，延势，敏捷\n当此生物死去时，消灭目标永久物。将你坟墓场中的目标非传奇永久物牌移回战场。"


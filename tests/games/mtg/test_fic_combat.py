"""Issue 18, mtg-combat: the FIC/FCA cards of combat (protection, goad, extra combats, tokens
entering attacking, "whenever you attack with N or more creatures", eminence, score counters).
One scenario per ability; the facts are cross-checked in ``test_fic_cards.py``."""

from engine.games.mtg.objects import has_keyword, power
from engine.games.mtg.zones import hand
from tests.games.mtg.multiplayer_position import COEURL, MultiplayerScenario
from tests.games.mtg.position import ISLAND, MtgScenario

ESTINIEN = "fic-287"
BRAINSTORM = "fca-179"  # {U} instant: a noncreature spell
HRAESVELGR = "fic-245"  # a 5/5 flying Dragon


def _triggers(s: MtgScenario) -> list[str]:
    """The definitions of the sources of the triggered abilities on the stack."""
    return [s.card(o["source"])["def"] for o in s.state["stack"] if o["kind"] == "trigger"]


def test_estinien_gets_a_counter_and_flying_whenever_you_cast_a_noncreature_spell():
    """The trigger resolves before the spell (CR 601.2i, 405.5; the notes)."""
    s = MtgScenario()
    estinien = s.permanent(ESTINIEN)
    s.lands(1, ISLAND)
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(brainstorm)
    assert _triggers(s) == [ESTINIEN]
    s.pass_both()
    assert power(s.state, estinien) == 4 and has_keyword(s.state, estinien, "flying")
    assert s.state["stack"]  # Brainstorm still waits
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[o["id"] for o in s.ask("p1")["options"]][:2])
    s.pass_to("main1", "p2", active="p2")
    assert power(s.state, estinien) == 4 and not has_keyword(s.state, estinien, "flying")


def _estinien_game(attackers: dict[str, str]) -> tuple[MultiplayerScenario, dict[str, str]]:
    """Three players; p1's Estinien, Hraesvelgr (a Dragon) and Coeurl attack as ``attackers``
    says (a name: the player attacked), unblocked; the game is then in p1's second main phase."""
    s = MultiplayerScenario()
    ids = {"estinien": s.permanent(ESTINIEN), "dragon": s.permanent(HRAESVELGR), "coeurl": s.permanent(COEURL)}
    s.pass_to("main1")
    s.pass_all()
    s.pass_all()
    s.expect("p1", "choose_cards", exact=False, answer=[ids[name] for name in attackers])
    for name in attackers:
        s.expect("p1", "choose_option", exact=False, answer=[attackers[name]])
    while s.step != "main2":
        request = s.state["request"]
        if request["kind"] == "choose_cards":  # no blockers
            s.answer_raw(request["pending"][0], [])
        else:
            s.pass_priority()
    return s, ids


def test_estinien_draws_and_loses_life_for_each_opponent_it_or_a_dragon_dealt_combat_damage():
    """"At the beginning of your second main phase, you draw X cards and lose X life": Estinien hit
    p2 and the Dragon p3: X is 2."""
    s, _ = _estinien_game({"estinien": "p2", "dragon": "p3"})
    assert _triggers(s) == [ESTINIEN]
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 2 and s.life("p1") == 18


def test_estinien_counts_no_opponent_dealt_combat_damage_only_by_other_creatures():
    """The Coeurl (no Dragon) hit p3 and Estinien p2: X is 1; an opponent hit by both counts once."""
    s, _ = _estinien_game({"estinien": "p2", "coeurl": "p3"})
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 1 and s.life("p1") == 19
    s, _ = _estinien_game({"estinien": "p2", "dragon": "p2", "coeurl": "p3"})
    before = len(s.zone(hand("p1")))
    s.pass_all()
    assert len(s.zone(hand("p1"))) == before + 1 and s.life("p1") == 19

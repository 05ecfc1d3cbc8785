"""FIC/FCA cards of mtg-partners: the Leveilleur twins ("partner with", CR 702.124j, and a second
spell each turn), Venser, Shaper Savant ("target spell or permanent"); one scenario per ability."""

from engine.games.mtg.commander_deck import commander_deck_problems, commanders_of
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, hand, library
from tests.games.mtg.multiplayer_position import MultiplayerScenario, commander_deck
from tests.games.mtg.position import ISLAND, MOUNTAIN, PLAINS, SWAMP, MtgScenario

ALISAIE, ALPHINAUD, VENSER = "fic-220", "fic-242", "fca-161"
COEURL, DREAMS = "fin-012", "fin-050"  # a {1}{W} 2/2 creature; Dreams of Laguna, an instant {1}{U} with flashback {3}{U}
SRAM = "fca-159"  # a legendary creature without partner


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_the_leveilleurs_are_both_commanders_and_no_other_legend_is_their_partner():
    """702.124j: "partner with [name]" lets the named pair be the deck's two commanders (their
    combined identity, 702.124c: an Island fits through Alphinaud); with any other legend the
    second card is one of the 99 (the rulings), so the Island is outside Alisaie's white."""
    deck = [ALISAIE, ALPHINAUD] + [ISLAND] * 49 + [PLAINS] * 49
    assert commanders_of(deck) == [ALISAIE, ALPHINAUD] and commander_deck_problems(deck) == []
    unrelated = [ALISAIE, SRAM] + [ISLAND] * 49 + [PLAINS] * 49
    assert commanders_of(unrelated) == [ALISAIE]
    assert commander_deck_problems(unrelated) and all("海岛" in p for p in commander_deck_problems(unrelated))


def test_alisaie_entering_lets_the_target_player_find_alphinaud():
    """702.124j: "when this creature enters, target player may search their library for a card
    named Alphinaud Leveilleur, reveal it, put it into their hand, then shuffle": the targeted
    player searches and only the named card is offered."""
    s = MtgScenario()
    s.lands(3, PLAINS)
    alisaie = s.hand(ALISAIE)
    alphinaud = s.put(ALPHINAUD, library("p1"))
    s.pass_to("main1")
    s.cast(alisaie)
    s.pass_both()
    s.choose_targets(["player:p1"], "p1")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["yes"])
    ask = s.expect("p1", "choose_cards")
    assert [o["id"] for o in ask["options"]] == [alphinaud]
    s.answer_raw("p1", [alphinaud])
    assert ALPHINAUD in s.defs(hand("p1")) and [e["definition"] for e in s.events_of("card_revealed")] == [ALPHINAUD]


def test_alphinaud_entering_may_have_an_opponent_search_their_own_library():
    """The targeted player (here p2) is the one asked, and declining leaves Alisaie in p2's
    library (ruling: any player may be targeted)."""
    s = MtgScenario()
    s.lands(4, ISLAND)
    alphinaud = s.hand(ALPHINAUD)
    theirs = s.put(ALISAIE, library("p2"))
    s.pass_to("main1")
    s.cast(alphinaud)
    s.pass_both()
    s.choose_targets(["player:p2"], "p1")
    s.pass_both()
    s.expect("p2", "yes_no", answer=["no"])
    assert s.card(theirs)["zone"] == library("p2")


def test_alisaie_makes_only_the_second_spell_each_turn_cost_two_less():
    """Dualcast (CR 601.2f): the second spell you cast each turn costs {2} less (generic mana
    only); the spell before Alisaie entered counts (the rulings): here Alisaie was the first."""
    s = MtgScenario()
    s.lands(5, PLAINS)
    alisaie, first, second = s.hand(ALISAIE), s.hand(COEURL), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(alisaie)
    s.pass_both()
    s.choose_targets(["player:p1"], "p1")
    s.pass_both()
    s.expect("p1", "yes_no", answer=["no"])
    s.cast(first)  # the second spell: {1}{W} less {2} is {W}
    s.pass_both()
    tapped = sum(1 for c in s.cards(BATTLEFIELD, PLAINS) if s.card(c).get("tapped"))
    assert tapped == 4
    assert f"cast:{second}" not in _options(s)  # the third pays its full {1}{W}, one Plains left


def test_alphinaud_draws_on_the_second_spell_each_turn():
    """Eukrasia: "whenever you cast your second spell each turn, draw a card" (CR 603.2: the
    trigger resolves before the spell)."""
    s = MtgScenario()
    s.lands(8, PLAINS)
    s.permanent(ALPHINAUD)
    first, second, third = s.hand(COEURL), s.hand(COEURL), s.hand(COEURL)
    s.pass_to("main1")
    s.cast(first)
    s.pass_both()
    cards_in_hand = len(s.zone(hand("p1")))
    s.cast(second)
    s.pass_both()  # the trigger
    assert len(s.zone(hand("p1"))) == cards_in_hand  # one cast, one drawn
    s.pass_both()
    s.cast(third)
    assert not [o for o in s.state["stack"] if o["kind"] == "trigger"]


def test_venser_returns_a_spell_to_its_owners_hand():
    """Flash; "when Venser enters, return target spell or permanent to its owner's hand": a
    spell so returned leaves the stack without resolving, not countered (the rulings)."""
    s = MtgScenario()
    s.lands(2, PLAINS, "p2")
    s.lands(4, ISLAND)
    coeurl, venser = s.hand(COEURL, "p2"), s.hand(VENSER)
    s.pass_to("main1", "p2", active="p2")
    s.cast(coeurl, player="p2")
    [spell] = [o["card"] for o in s.state["stack"]]
    s.pass_priority("p2")
    s.cast(venser)
    s.pass_both()  # Venser resolves, its trigger goes on the stack
    s.choose_targets([spell], "p1")
    s.pass_both()
    assert COEURL in s.defs(hand("p2")) and not [o for o in s.state["stack"] if o["kind"] == "spell"]
    assert not s.events_of("countered")


def test_venser_returns_a_permanent_and_exiles_a_flashback_spell():
    """A permanent goes to its owner's hand; a spell cast with flashback is exiled instead
    (CR 702.34a, the rulings)."""
    s = MtgScenario()
    s.lands(12, ISLAND)
    dreams = s.in_graveyard(DREAMS)
    theirs = s.permanent(COEURL, "p2")
    venser, other = s.hand(VENSER), s.hand(VENSER)  # the second one bounces a permanent
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"flashback:{dreams}"])
    s.pay()
    [spell] = [o["card"] for o in s.state["stack"]]
    s.cast(venser)
    s.pass_both()
    s.choose_targets([spell], "p1")
    s.pass_both()
    assert s.defs(EXILE) == [DREAMS] and not s.state["stack"] and spell not in s.state["cards"]
    s.cast(other)
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[s.cards(BATTLEFIELD, VENSER)[-1]])  # the legend rule (CR 704.5j)
    s.choose_targets([theirs], "p1")
    s.pass_both()
    assert theirs not in s.state["cards"] and COEURL in s.defs(hand("p2"))


YURIKO = "fca-208"


def _unblocked(s: MtgScenario) -> None:
    """From p1's declared attack, p2 declares no blockers: p1 has priority in the declare
    blockers step."""
    while s.step != "declare_blockers" or s.priority_player() != "p1":
        request = s.state["request"]
        if request["kind"] == "choose_cards" and request["key"].startswith("blockers"):
            s.answer_raw(request["pending"][0], [])
        else:
            s.pass_priority()


def test_ninjutsu_swaps_an_unblocked_attacker_for_yuriko_only_after_blocks():
    """702.49a–c: not while attackers are being declared (no attacker is unblocked yet); in the
    declare blockers step pay {U}{B}, reveal Yuriko and return the unblocked Coeurl to its
    owner's hand; Yuriko enters tapped and attacking p2 and deals combat damage. Her trigger
    (a Ninja you control dealt combat damage to a player) puts the revealed top card into p1's
    hand and p2 loses life equal to its mana value."""
    s = MtgScenario()
    s.lands(1, ISLAND)
    s.lands(1, SWAMP)
    coeurl, yuriko = s.permanent(COEURL), s.hand(YURIKO)
    top = s.put(COEURL, library("p1"))  # mana value 2
    s.declare_attackers([coeurl])
    assert f"activate:{yuriko}:0" not in _options(s)
    _unblocked(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{yuriko}:0"])
    s.pay()
    assert not s.cards(BATTLEFIELD, COEURL) and {COEURL, YURIKO} <= set(s.defs(hand("p1")))  # Yuriko still in hand
    assert any(e["card"] == yuriko for e in s.events_of("card_revealed"))
    s.pass_both()
    [entered] = s.cards(BATTLEFIELD, YURIKO)
    assert s.card(entered)["tapped"] and s.state["turn"]["combat"]["attackers"][entered]["defender"] == "p2"
    while s.step != "combat_damage" or not s.state["stack"]:
        s.pass_priority()
    s.pass_both()
    assert s.life("p2") == 20 - 1 - 2 and top not in s.zone(library("p1")) and s.defs(hand("p1")).count(COEURL) == 2


def test_commander_ninjutsu_works_from_the_command_zone_without_tax():
    """702.49d: commander ninjutsu may be activated from the command zone; it isn't a cast, so
    no tax is paid and none is added (the rulings)."""
    decks = {"p1": commander_deck(YURIKO, ISLAND), "p2": commander_deck()}
    s = MultiplayerScenario(("p1", "p2"), decks, {"format": "commander"})
    [yuriko] = s.zone("p1.command")
    s.lands(1, ISLAND)
    s.lands(1, SWAMP)
    coeurl = s.permanent(COEURL)
    s.declare_attackers([coeurl])
    _unblocked(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{yuriko}:0"])
    s.pay()
    s.pass_both()
    [entered] = s.cards(BATTLEFIELD, YURIKO)
    assert s.state["turn"]["combat"]["attackers"][entered]["defender"] == "p2" and not s.zone("p1.command")
    assert s.state["data"]["commander"]["casts"].get("p1", {}) == {}


YUFFIE = "fic-270"
BUSTER_SWORD, PALADINS_ARMS = "fin-255", "fin-028"  # Equipment (noncreature artifacts)


def test_yuffie_by_ninjutsu_takes_an_artifact_while_you_control_her_and_may_attach_equipment():
    """Ninjutsu {1}{R} (702.49); "when Yuffie enters, gain control of target noncreature artifact
    for as long as you control Yuffie (CR 611.2b). Then you may attach an Equipment you control to
    Yuffie": once she leaves, the artifact goes back."""
    s = MtgScenario()
    s.lands(2, MOUNTAIN)
    coeurl, yuffie = s.permanent(COEURL), s.hand(YUFFIE)
    sword, arms = s.permanent(BUSTER_SWORD), s.permanent(PALADINS_ARMS, "p2")
    s.declare_attackers([coeurl])
    _unblocked(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{yuffie}:0"])
    s.pay()
    s.pass_both()  # Yuffie enters; her trigger targets
    s.choose_targets([arms], "p1")
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[sword])
    [entered] = s.cards(BATTLEFIELD, YUFFIE)
    assert controller_of(s.state, arms) == "p1" and s.card(sword)["attached_to"] == entered
    leave_battlefield(s.ctx(), [entered], "hand", "returned")
    s.check_now()
    assert controller_of(s.state, arms) == "p2"

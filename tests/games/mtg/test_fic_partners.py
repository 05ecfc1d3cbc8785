"""FIC/FCA cards of mtg-partners: the Leveilleur twins ("partner with", CR 702.124j, and a second
spell each turn), Venser, Shaper Savant ("target spell or permanent"); one scenario per ability."""

from engine.games.mtg.commander_deck import commander_deck_problems, commanders_of
from engine.games.mtg.objects import has_keyword
from engine.games.mtg.permanents import leave_battlefield
from engine.games.mtg.zones import BATTLEFIELD, EXILE, controller_of, graveyard, hand, library
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


def _unblocked(s: MtgScenario, blocks: list[str] = ()) -> None:
    """From p1's declared attack, p2 declares ``blocks`` ("blocker>attacker"; none by default):
    p1 has priority in the declare blockers step."""
    while s.step != "declare_blockers" or s.priority_player() != "p1":
        request = s.state["request"]
        if request["kind"] == "choose_cards" and request["key"].startswith("blockers"):
            s.answer_raw(request["pending"][0], list(blocks))
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


RAGAVAN = "fca-192"


def _connects(s: MtgScenario, attacker: str) -> None:
    """``attacker`` attacks p2 unblocked and its combat damage trigger resolves."""
    s.declare_attackers([attacker])
    _unblocked(s)
    while s.step != "combat_damage" or not s.state["stack"]:
        s.pass_priority()
    s.pass_both()


def test_ragavan_dashed_has_haste_steals_a_card_and_returns_at_the_end_step():
    """Dash {1}{R} (CR 702.109a): cast for its dash cost, it has haste and returns to its owner's
    hand at the beginning of the next end step. Its combat damage trigger creates a Treasure and
    exiles the top card of that player's library, which p1 may cast this turn (paying for it)."""
    s = MtgScenario()
    s.lands(3, MOUNTAIN)
    ragavan = s.hand(RAGAVAN)
    stolen = s.put(COEURL, library("p2"))
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"dash:{ragavan}"])
    s.pay()
    s.pass_both()
    [dashed] = s.cards(BATTLEFIELD, RAGAVAN)
    assert has_keyword(s.state, dashed, "haste") and sum(bool(s.card(c).get("tapped")) for c in s.cards(BATTLEFIELD, MOUNTAIN)) == 2
    _connects(s, dashed)
    assert s.life("p2") == 18 and s.cards(BATTLEFIELD, "token-treasure") and stolen not in s.zone(library("p2"))
    [exiled] = s.zone(EXILE)
    s.pass_to("main2")
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    s.pay()
    s.pass_both()
    assert [controller_of(s.state, c) for c in s.cards(BATTLEFIELD, COEURL)] == ["p1"]
    s.pass_to("end")
    s.pass_both()  # the delayed trigger resolves
    assert not s.cards(BATTLEFIELD, RAGAVAN) and RAGAVAN in s.defs(hand("p1"))


def test_ragavan_cast_normally_stays_and_an_exiled_land_cant_be_played():
    """Cast for {R} it has no haste and doesn't return; an exiled land can't be played ("you may
    cast that card", the rulings)."""
    s = MtgScenario()
    ragavan = s.permanent(RAGAVAN)
    land = s.put(MOUNTAIN, library("p2"))
    _connects(s, ragavan)
    assert land not in s.zone(library("p2"))
    s.pass_to("main2")
    assert not [o for o in _options(s) if o.startswith("exiled:")] and s.defs(EXILE) == [MOUNTAIN]
    s.pass_to("end")
    s.pass_both()
    assert s.cards(BATTLEFIELD, RAGAVAN) == [ragavan]


LOCKE, BEHEMOTH = "fic-292", "fin-181"  # Behemoth: a creature with power 7


def test_locke_cant_be_blocked_by_creatures_with_greater_power():
    """CR 509.1b: only p2's Coeurl (power 2, not greater than Locke's 2) may block Locke."""
    s = MtgScenario()
    locke = s.permanent(LOCKE)
    small, big = s.permanent(COEURL, "p2"), s.permanent(BEHEMOTH, "p2")
    for player in ("p1", "p2"):  # nothing to mill into a decision
        s.put(MOUNTAIN, library(player))
    s.declare_attackers([locke])
    while not (s.state["request"]["kind"] == "choose_cards" and s.state["request"]["key"].startswith("blockers")):
        s.pass_priority()
    ask = s.expect("p2", "choose_cards", exact=False, answer=[f"{small}>{locke}"])
    assert [o["id"] for o in ask["options"]] == [f"{small}>{locke}"] and big


def test_locke_mugs_each_player_and_casts_one_spell_from_among_the_milled_cards():
    """Mug: each player mills a card; a land among them makes a Treasure; until end of turn p1
    may cast one spell from among them (normal timing and costs, the rulings): either Coeurl,
    not both."""
    s = MtgScenario()
    s.lands(4, PLAINS)
    locke = s.permanent(LOCKE)
    s.put(COEURL, library("p1"))
    s.put(COEURL, library("p2"))
    s.declare_attackers([locke])
    s.pass_both()  # Mug resolves
    assert s.defs(graveyard("p1"))[-1:] == [COEURL] and s.defs(graveyard("p2"))[-1:] == [COEURL]
    assert not s.cards(BATTLEFIELD, "token-treasure")  # no land milled
    theirs = s.zone(graveyard("p2"))[-1]
    ours = s.zone(graveyard("p1"))[-1]
    s.pass_to("main2")
    assert {f"milled:{theirs}", f"milled:{ours}"} <= set(_options(s))
    s.expect("p1", "choose_action", exact=False, answer=[f"milled:{theirs}"])
    s.pay()
    s.pass_both()
    assert [controller_of(s.state, c) for c in s.cards(BATTLEFIELD, COEURL)] == ["p1"]
    assert f"milled:{ours}" not in _options(s)


def test_locke_makes_a_treasure_when_a_land_is_milled():
    s = MtgScenario()
    locke = s.permanent(LOCKE)
    s.put(MOUNTAIN, library("p2"))
    s.put(COEURL, library("p1"))
    s.declare_attackers([locke])
    s.pass_both()
    assert len(s.cards(BATTLEFIELD, "token-treasure")) == 1


def test_ninjutsu_returns_only_an_unblocked_attacker():
    """702.49a: the returned creature must be unblocked (blocked stays blocked, 509.1h); with only
    a blocked attacker, ninjutsu isn't offered."""
    for attackers in (2, 1):
        s = MtgScenario()
        s.lands(1, ISLAND)
        s.lands(1, SWAMP)
        coeurls, yuriko = [s.permanent(COEURL) for _ in range(attackers)], s.hand(YURIKO)
        wall = s.permanent(BEHEMOTH, "p2")
        s.declare_attackers(coeurls)
        _unblocked(s, [f"{wall}>{coeurls[0]}"])
        if attackers == 1:
            assert f"activate:{yuriko}:0" not in _options(s)
            continue
        s.expect("p1", "choose_action", exact=False, answer=[f"activate:{yuriko}:0"])
        s.pay()
        assert s.cards(BATTLEFIELD, COEURL) == coeurls[:1]  # the unblocked one went back: the only choice

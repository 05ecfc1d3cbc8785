"""FCA cards about paying mana (issue 18, mtg-mana): K'rrik, Son of Yawgmoth (Phyrexian mana {B/P},
"for each {B} in a cost, you may pay 2 life rather than pay that mana", CR 107.4f, 601.2f, 119.4)
and Urza, Lord High Artificer ("tap an untapped artifact you control: Add {U}", a mana ability whose
cost taps another permanent, CR 605.1a, 302.6); one scenario per ability."""

from engine.games.mtg import play_from_exile
from engine.games.mtg.mana import affordable, parse_cost, pay_automatically
from engine.games.mtg.objects import power, toughness
from engine.games.mtg.zones import BATTLEFIELD, EXILE, STACK, graveyard, library
from tests.games.mtg.position import FOREST, ISLAND, SWAMP, MtgScenario

KRRIK, KONRAD, CONFIDANT = "fca-186", "fca-164", "fin-094"  # Syr Konrad: "{1}{B}: Each player mills a card"; a {1}{B} creature
URZA, CONSTRUCT, TREASURE, BRAINSTORM = "fca-160", "token-construct", "token-treasure", "fca-179"  # Brainstorm: a {U} instant
FRAGMENTS, AURACITE, COEURL = "fin-013", "fin-041", "fin-012"  # an artifact with no mana ability; one with "{T}: Add {W}"; a {1}{W} 2/2
KINNAN, TOWN = "fca-203", "fin-289"  # Kinnan, Bonder Prodigy; Starting Town ("{T}: Add {C}"; "{T}, Pay 1 life: Add one mana of any color")


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def _krrik_in_hand_with_four_forests_and_a_swamp() -> tuple[MtgScenario, str]:
    s = MtgScenario()
    krrik = s.hand(KRRIK)
    s.lands(4, FOREST)
    s.lands(1, SWAMP)
    return s, krrik


def test_krrik_is_cast_paying_life_for_phyrexian_mana_chosen_as_the_cost_is_determined():
    """{4}{B/P}{B/P}{B/P}: each {B/P} is paid with {B} or 2 life (CR 107.4f), chosen as the total
    cost is determined (601.2f); only numbers the lands can pay the rest for are offered (four
    Forests and a Swamp: two or three), and the life is paid with the mana (601.2h)."""
    s, krrik = _krrik_in_hand_with_four_forests_and_a_swamp()
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{krrik}"])
    s.expect("p1", "choose_option", options=["life:2", "life:3"], answer=["life:2"])
    assert s.life("p1") == 20 and "{4}{B}" in s.ask("p1")["prompt"]  # not paid before the mana
    s.pay()
    assert s.life("p1") == 16 and s.defs(STACK) == [KRRIK]
    assert s.state["stack"][-1]["mana_spent"] == {"G": 4, "B": 1}


def test_phyrexian_mana_is_paid_with_life_only_as_far_as_the_life_total_goes():
    """CR 119.4: a player pays life only if their life total is at least the payment: at 5 life
    two {B/P} at most, so four Forests and a Swamp pay with 4 life; at 3 life K'rrik can't be cast."""
    s, krrik = _krrik_in_hand_with_four_forests_and_a_swamp()
    s.state["players"]["p1"]["life"] = 3
    s.pass_to("main1")
    assert f"cast:{krrik}" not in _options(s)
    s.state["players"]["p1"]["life"] = 5
    s._edited = True
    s.pass_to("main2")  # asked again
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{krrik}"])
    s.pay()  # one choice only (two payments of life): taken without asking
    assert s.life("p1") == 1 and s.defs(STACK) == [KRRIK]


def test_krrik_pays_life_for_the_black_mana_of_a_spell_and_grows_when_black_spells_are_cast():
    """"For each {B} in a cost, you may pay 2 life rather than pay that mana" (no Swamp: Dark
    Confidant's {1}{B} is paid with a Forest and 2 life), and "whenever you cast a black spell, put
    a +1/+1 counter on K'rrik" (CR 601.2i); a green spell adds none."""
    s = MtgScenario()
    krrik = s.permanent(KRRIK)
    s.lands(2, FOREST)
    confidant = s.hand(CONFIDANT)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{confidant}"])
    s.pay()  # only paying the {B} with life leaves it payable
    assert s.life("p1") == 18 and [s.card(o.get("source", o.get("card")))["def"] for o in s.state["stack"]] == [CONFIDANT, KRRIK]
    s.pass_both()
    assert s.card(krrik).get("counters", {}).get("+1/+1") == 1 and power(s.state, krrik) == 3


def test_krrik_pays_life_for_the_black_mana_of_an_activated_ability_if_the_player_chooses():
    """Every cost, activation costs too (the rulings): Syr Konrad's "{1}{B}: Each player mills a
    card" with a Forest and a Swamp is paid either way; paying the mana keeps the life."""
    s = MtgScenario()
    s.permanent(KRRIK)
    konrad = s.permanent(KONRAD)
    s.lands(1, FOREST)
    s.lands(1, SWAMP)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{konrad}:3"])
    s.expect("p1", "choose_option", options=["life:0", "life:1"], answer=["life:1"])
    s.pay()
    assert s.life("p1") == 18 and s.state["stack"][-1]["mana_spent"] == {"G": 1}
    s.pass_both()
    assert len(s.zone(graveyard("p2"))) == 1


def test_life_chosen_for_black_mana_is_kept_from_mana_abilities_that_cost_life():
    """CR 119.4: at 2 life, paying Dark Confidant's {B} with 2 life leaves none for Starting Town's
    "{T}, Pay 1 life: Add one mana of any color" before it: only its "{T}: Add {C}" and the Forest
    are offered for the {1}."""
    s = MtgScenario()
    s.permanent(KRRIK)
    town, forest = s.permanent(TOWN), s.permanent(FOREST)
    confidant = s.hand(CONFIDANT)
    s.state["players"]["p1"]["life"] = 2
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{confidant}"])
    assert set(_options(s)) == {"auto", f"mana:{town}:0", f"mana:{forest}:-1", "cancel"}
    s.pay()
    assert s.life("p1") == 0 and s.defs(STACK) == [CONFIDANT]


def test_a_cost_paid_automatically_pays_krriks_life_only_for_the_black_mana_it_lacks():
    """An "unless [they] pay" or "you may pay" cost the player accepts is paid at once (``ward``,
    ``reflexive``): with K'rrik, {B}{B} from one Swamp and a Forest takes one Swamp and 2 life (as
    few life payments as the mana needs); the payment was offered because it is affordable so."""
    s = MtgScenario()
    s.permanent(KRRIK)
    swamp = s.permanent(SWAMP)
    s.lands(1, FOREST)
    s.pass_to("main1")
    cost = parse_cost("{B}{B}")
    assert affordable(s.state, "p1", cost)
    assert pay_automatically(s.ctx(), "p1", cost) == {"B": 1}
    assert s.life("p1") == 18 and s.card(swamp).get("tapped") and not s.state["players"]["p1"]["pool"]


def test_krrik_has_lifelink():
    s = MtgScenario()
    krrik = s.permanent(KRRIK)
    s.declare_attackers([krrik])
    s.pass_to("main2")
    assert s.life("p2") == 18 and s.life("p1") == 22 and krrik in s.zone(BATTLEFIELD)


def test_urza_enters_with_a_construct_that_counts_the_artifacts_you_control():
    """"When Urza enters, create a 0/0 colorless Construct artifact creature token with 'This token
    gets +1/+1 for each artifact you control'": it counts itself (1/1, the rulings), then another
    artifact of yours (2/2) but not an opponent's."""
    s = MtgScenario()
    urza = s.hand(URZA)
    s.lands(4, ISLAND)
    s.pass_to("main1")
    s.cast(urza)
    s.pass_both()  # Urza resolves; its trigger goes on the stack
    s.pass_both()
    (token,) = s.cards(BATTLEFIELD, CONSTRUCT)
    assert (power(s.state, token), toughness(s.state, token)) == (1, 1)
    s.permanent(FRAGMENTS, "p2")
    s.permanent(FRAGMENTS)
    assert (power(s.state, token), toughness(s.state, token)) == (2, 2)


def test_urza_taps_an_untapped_artifact_even_a_summoning_sick_creature_for_blue_mana():
    """"Tap an untapped artifact you control: Add {U}": with no land Brainstorm is cast by tapping
    the Construct that entered this turn (the cost isn't its {T}, CR 302.6 and the rulings), picked
    while paying (CR 601.2g); Urza stays untapped, an opponent's artifact isn't offered."""
    s = MtgScenario()
    urza = s.permanent(URZA)
    s.pass_to("main1")
    token = s.permanent(CONSTRUCT, since_turn=s.state["turn"]["number"])
    theirs = s.permanent(FRAGMENTS, "p2")
    brainstorm = s.hand(BRAINSTORM)
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{brainstorm}"])
    options = _options(s)
    assert f"mana:{token}:-3" in options and not any(theirs in o or urza in o for o in options)
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{token}:-3"])
    s.expect("p1", "choose_action", exact=False, answer=["pay"])
    assert s.defs(STACK) == [BRAINSTORM] and s.state["stack"][-1]["mana_spent"] == {"U": 1}
    assert s.card(token).get("tapped") and not s.card(urza).get("tapped")


def test_an_artifact_tapped_for_urzas_ability_isnt_tapped_for_mana():
    """CR 106.12: "tap a permanent for mana" is to activate its own mana ability with {T}: tapping
    Crystal Fragments for Urza's ability doesn't trigger Kinnan's "whenever you tap a nonland
    permanent for mana, add one mana of any type that permanent produced"."""
    s = MtgScenario()
    s.permanent(URZA)
    s.permanent(KINNAN)
    fragments = s.permanent(FRAGMENTS)
    brainstorm = s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{brainstorm}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{fragments}:-3"])
    assert s.state["players"]["p1"]["pool"] == {"U": 1}


def test_automatic_payment_taps_for_urza_an_artifact_without_a_mana_ability_first():
    """Automatic payment taps for Urza's {U} the artifact that makes no mana of its own (Crystal
    Fragments) before White Auracite, whose "{T}: Add {W}" could pay something else, and uses
    Auracite when it must (its own ability can't make {U}); a Treasure tapped for Urza's {U} isn't
    sacrificed (its own ability would sacrifice it)."""
    s = MtgScenario()
    s.permanent(URZA)
    auracite, fragments, treasure = s.permanent(AURACITE), s.permanent(FRAGMENTS), s.permanent(TREASURE)
    first, second, third = s.hand(BRAINSTORM), s.hand(BRAINSTORM), s.hand(BRAINSTORM)
    s.pass_to("main1")
    s.cast(first)
    assert s.card(fragments).get("tapped") and not s.card(auracite).get("tapped")
    _resolve_brainstorm(s)
    s.cast(second)
    assert s.card(auracite).get("tapped") and not s.card(treasure).get("tapped")
    _resolve_brainstorm(s)
    s.cast(third)
    assert s.card(treasure).get("tapped") and treasure in s.zone(BATTLEFIELD)


def _resolve_brainstorm(s: MtgScenario) -> None:
    """Brainstorm resolves: draw three (Forests), put back two of them."""
    s.pass_both()
    s.expect("p1", "choose_cards", exact=False, answer=[c for c in _options(s) if s.card(c)["def"] == FOREST][:2])


def test_urza_shuffles_exiles_the_top_card_and_lets_it_be_played_free_this_turn():
    """"{5}: Shuffle your library, then exile the top card. Until end of turn, you may play that
    card without paying its mana cost" (with its normal timing, CR 118.9); not played, it stays in
    exile and the permission ends with the turn (the rulings)."""
    s = MtgScenario(decks={"p1": [COEURL] * 60, "p2": [FOREST] * 60})
    urza = s.permanent(URZA)
    s.lands(10, ISLAND)
    s.pass_to("main1")
    before = set(s.zone(library("p1")))
    s.activate(urza, 2)
    s.pass_both()
    assert not before & set(s.zone(library("p1")))  # shuffled: new objects (CR 401.4 via ``Ctx.shuffle``)
    (exiled,) = s.zone(EXILE)
    assert s.card(exiled)["def"] == COEURL and f"exiled:{exiled}" in _options(s)
    s.expect("p1", "choose_action", exact=False, answer=[f"exiled:{exiled}"])
    assert s.defs(STACK) == [COEURL] and s.state["stack"][-1]["mana_spent"] == {}
    s.pass_both()
    assert exiled not in s.zone(EXILE) and s.cards(BATTLEFIELD, COEURL)
    s.activate(urza, 2)
    s.pass_both()
    (kept,) = s.zone(EXILE)
    s.pass_to("main1", "p2", active="p2")
    assert kept in s.zone(EXILE) and play_from_exile.playable(s.state, "p1") == {}

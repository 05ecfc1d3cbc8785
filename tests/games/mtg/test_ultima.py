"""Ultima, Origin of Oblivion (fin 2): "Whenever Ultima attacks, put a blight counter on target land.
For as long as that land has a blight counter on it, it loses all land types and abilities and has
'{T}: Add {C}.'" (CR 611.2b, layers 4 and 6: 613.1d, 613.1f, in timestamp order 613.7) and
"Whenever you tap a land for {C}, add an additional {C}" (a triggered mana ability, CR 605.1b,
106.12a, resolved at once, 605.4a)."""

from engine.core.effects import END_OF_TURN, add_effect
from engine.games.mtg.abilities import Filter
from engine.games.mtg.game import MtgGame
from engine.games.mtg.mana import GRANTED, INTRINSIC, affordable, mana_abilities, parse_cost
from engine.games.mtg.objects import GRANTED as GRANTED_TRIGGER
from engine.games.mtg.objects import card_types, definition, matches, subtypes
from engine.games.mtg.zones import STACK
from tests.games.mtg.position import FOREST, MtgScenario

ULTIMA, WASTES, GOLD_SAUCER, REALM_REBORN, INSTANT_RAMEN = "fin-002", "fin-309", "fin-279", "fin-196", "fin-259"


def blight(s: MtgScenario, land: str) -> str:
    """p1's Ultima attacks and its trigger puts a blight counter on ``land``; p1 then has priority
    in the declare attackers step."""
    ultima = s.permanent(ULTIMA)
    s.declare_attackers([ultima])
    s.choose_targets([land], "p1")
    s.pass_both()
    assert s.state["stack"] == [] and s.priority_player() == "p1"
    return ultima


def tap(s: MtgScenario, land: str, player: str = "p1", mana: str = "") -> None:
    """The player taps ``land`` for mana (CR 605.3a), choosing ``mana`` when it can make several kinds."""
    if s.priority_player() != player:
        s.pass_priority()
    [(index, _)] = mana_abilities(s.state, land)
    s.expect(player, "choose_action", exact=False, answer=[f"mana:{land}:{index}{mana}"])


def mana_labels(s: MtgScenario, land: str, player: str = "p1") -> list[str]:
    return [o["label"] for o in s.ask(player)["options"] if o["id"].startswith(f"mana:{land}:")]


def test_a_blighted_forest_taps_for_colourless_only_and_is_no_forest():
    """The land loses its land types (layer 4) and with them the intrinsic "{T}: Add {G}" (CR 305.6),
    keeps its card type and supertype (the notes), and has "{T}: Add {C}" (layer 6); an opponent's
    land tapped for {C} gets no additional {C} from Ultima ("you")."""
    s = MtgScenario()
    forest = s.permanent(FOREST, "p2")
    blight(s, forest)
    assert s.card(forest)["counters"] == {"blight": 1} and "枯萎指示物 1" in MtgGame().card_details(s.state, forest)
    assert subtypes(s.state, forest) == [] and card_types(s.state, forest) == ["land"] and definition(s.state, forest).supertypes == ["basic"]
    assert not matches(s.state, Filter(subtypes=["Forest"], controller="you"), forest, "p2", None)  # "Forest you control"
    assert mana_abilities(s.state, forest) == [(GRANTED, "C")]
    s.pass_priority("p1")
    assert mana_labels(s, forest, "p2") == ["横置 树林（Forest）：加 {C}"]
    tap(s, forest, "p2")
    assert s.state["players"]["p2"]["pool"] == {"C": 1}


def test_a_blighted_land_loses_its_other_abilities():
    """The Gold Saucer's "{2}, {T}: Flip a coin" is offered before and not after (CR 613.1f)."""
    s = MtgScenario()
    saucer = s.permanent(GOLD_SAUCER)
    s.lands(2, FOREST)
    s.pass_to("main1")
    assert f"activate:{saucer}:1" in [o["id"] for o in s.ask("p1")["options"]]
    blight(s, saucer)
    assert f"activate:{saucer}:1" not in [o["id"] for o in s.ask("p1")["options"]]
    assert mana_abilities(s.state, saucer) == [(GRANTED, "C")] and subtypes(s.state, saucer) == []  # no longer a Town


def test_the_effect_ends_once_the_counter_is_gone():
    """CR 611.2b: "for as long as that land has a blight counter on it"."""
    s = MtgScenario()
    forest = s.permanent(FOREST, "p2")
    blight(s, forest)
    s.ctx().add_counter(forest, "blight", -1)
    assert subtypes(s.state, forest) == ["Forest"] and mana_abilities(s.state, forest) == [(INTRINSIC, "G")]
    assert matches(s.state, Filter(subtypes=["Forest"], controller="you"), forest, "p2", None)


def test_lands_tapped_for_colourless_add_an_additional_colourless_and_a_forest_for_green_does_not():
    """A blighted land and a Wastes each make {C}{C} at once, no stack (CR 605.4a); the mana menu
    says so; a Forest tapped for {G} makes {G}."""
    s = MtgScenario()
    blighted, forest = s.lands(2, FOREST)
    wastes = s.permanent(WASTES)
    blight(s, blighted)
    assert mana_labels(s, blighted) == ["横置 树林（Forest）：加 {C}{C}"] and mana_labels(s, wastes) == ["横置 Wastes：加 {C}{C}"]
    tap(s, blighted)
    assert s.state["players"]["p1"]["pool"] == {"C": 2} and s.state["stack"] == []
    tap(s, wastes)
    tap(s, forest)
    assert s.state["players"]["p1"]["pool"] == {"C": 4, "G": 1}


def test_payment_counts_the_additional_colourless():
    """One blighted land pays {2} with Ultima (Instant Ramen, flash, cast in combat): the cast is
    offered, and paying offers both automatic payment and tapping the land by hand (CR 601.2g)."""
    s = MtgScenario()
    [land] = s.lands(1, FOREST)
    ramen = s.hand(INSTANT_RAMEN)
    blight(s, land)
    assert affordable(s.state, "p1", parse_cost("{2}"))
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{ramen}"])
    assert [o["id"] for o in s.ask("p1")["options"]][:2] == ["auto", f"mana:{land}:{GRANTED}"]
    s.pay()
    assert s.card(land)["tapped"] and s.state["players"]["p1"]["pool"] == {} and s.defs(STACK) == [INSTANT_RAMEN]


def test_a_mana_ability_granted_before_the_blight_is_lost():
    """Layer 6 in timestamp order (CR 613.7): A Realm Reborn, on the battlefield first, granted
    "{T}: Add one mana of any color" before the land lost all its abilities."""
    s = MtgScenario()
    [land] = s.lands(1, FOREST)
    s.permanent(REALM_REBORN)
    blight(s, land)
    assert mana_abilities(s.state, land) == [(GRANTED, "C")]


def test_a_mana_ability_granted_after_the_blight_is_kept():
    """A Realm Reborn coming later grants its ability after (CR 613.7): the land taps for {C}, which
    Ultima doubles, or for one coloured mana."""
    s = MtgScenario()
    [land] = s.lands(1, FOREST)
    blight(s, land)
    s.permanent(REALM_REBORN)
    assert mana_abilities(s.state, land) == [(GRANTED, "CWUBRG")]
    assert mana_labels(s, land) == [f"横置 树林（Forest）：加 {{{kind}}}" + ("{C}" if kind == "C" else "") for kind in "CWUBRG"]
    tap(s, land, mana=":W")
    assert s.state["players"]["p1"]["pool"] == {"W": 1}


def test_a_permanent_that_lost_all_its_abilities_has_no_triggered_ones_nor_those_granted_before():
    """CR 613.1f, 613.7: an effect like the blight's put on Ultima itself (an effect ``loses_abilities``
    as ``lose_abilities`` makes it): its attack and mana triggers are gone, and so is an ability
    granted before the effect, not one granted after."""
    s = MtgScenario()
    ultima = s.permanent(ULTIMA)
    wastes = s.permanent(WASTES)
    granted = {"kind": "triggered", "trigger": {"event": "attacks", "self": True}, "effects": [{"step": "draw"}]}
    ctx = s.ctx()
    add_effect(ctx, source=None, controller="p1", cards=[ultima], modifier={"grant": granted}, until=END_OF_TURN)
    add_effect(ctx, source=None, controller="p1", cards=[ultima], modifier={"loses_abilities": True}, until=END_OF_TURN)
    add_effect(ctx, source=None, controller="p1", cards=[ultima], modifier={"grant": {**granted, "effects": [{"step": "gain_life", "amount": 1}]}},
               until=END_OF_TURN)  # fmt: skip
    assert mana_labels(s, wastes) == ["横置 Wastes：加 {C}"]
    s.declare_attackers([ultima])
    assert [o["ability"] for o in s.state["stack"]] == [GRANTED_TRIGGER] and s.state["stack"][0]["data"]["granted"]["effects"][0]["step"] == "gain_life"

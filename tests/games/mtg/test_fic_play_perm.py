"""FIC/FCA cards that let a player play cards from somewhere other than the hand: the top of the
library (Summoning Materia), ...; one scenario per ability."""

from engine.games.mtg.objects import has_keyword, power, toughness
from engine.games.mtg.zones import BATTLEFIELD, library
from tests.games.mtg.position import FOREST, MtgScenario

MATERIA = "fic-277"
COEURL, SAZHS_CHOCOBO = "fin-012", "fin-200"  # a {1}{W} 2/2 creature; a {G} Bird creature


def _options(s: MtgScenario, player: str = "p1") -> list[str]:
    return [o["id"] for o in s.ask(player)["options"]]


def test_summoning_materia_casts_creatures_from_the_top_only_while_attached():
    """"You may look at the top card of your library any time" (revealed to its owner); "as long
    as this Equipment is attached to a creature, you may cast creature spells from the top of your
    library" (normal timing and costs, the rulings): not lands, and not while unattached."""
    s = MtgScenario()
    s.lands(2, FOREST)
    materia = s.permanent(MATERIA)
    bird = s.put(SAZHS_CHOCOBO, library("p1"))
    s.pass_to("main1")
    assert s.card(bird)["visible_to"] == ["p1"]
    assert f"top:{bird}" not in _options(s)
    coeurl = s.permanent(COEURL)
    s.card(materia)["attached_to"] = coeurl
    s.expect("p1", "choose_action", exact=False, answer=[f"top:{bird}"])
    s.pay()
    assert [s.card(o["card"])["def"] for o in s.state["stack"]] == [SAZHS_CHOCOBO]
    s.pass_both()
    assert s.cards(BATTLEFIELD, SAZHS_CHOCOBO)
    top = s.zone(library("p1"))[-1]  # a Forest: a land is no creature spell
    assert s.card(top)["def"] == FOREST and f"top:{top}" not in _options(s)


def test_summoning_materia_gives_plus_two_vigilance_and_a_green_mana_ability():
    """"Equipped creature gets +2/+2 and has vigilance and '{T}: Add {G}.'"; Equip {2}."""
    s = MtgScenario()
    s.lands(2, FOREST)
    materia = s.permanent(MATERIA)
    coeurl = s.permanent(COEURL)
    s.pass_to("main1")
    s.activate(materia, 4, [coeurl])
    s.pass_both()
    assert s.card(materia)["attached_to"] == coeurl
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4) and has_keyword(s.state, coeurl, "vigilance")
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{coeurl}:-2"])  # the granted ability
    assert s.state["players"]["p1"]["pool"].get("G") == 1 and s.card(coeurl)["tapped"]

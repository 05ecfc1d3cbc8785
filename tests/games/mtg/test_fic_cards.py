"""FIC cards (the Final Fantasy Commander decks): facts cross-checked against the release notes
(our only source for them: the Scryfall export holds FIN), and one scenario per card."""

from engine.games.mtg.cards import card_db
from engine.games.mtg.zones import hand
from tests.games.mtg.position import MtgScenario

BUGENHAGEN, BEHEMOTH, COEURL = "fic-271", "fin-181", "fin-012"  # Coliseum Behemoth: power 7
SUPERTYPES = {"传奇": "legendary"}
TYPES = {"生物": "creature", "神器": "artifact", "结界": "enchantment", "瞬间": "instant", "法术": "sorcery", "地": "land"}
SUBTYPES = {"人类": "Human", "祭师": "Shaman"}


def test_fic_facts_match_the_release_notes(release_notes):
    wrong = []
    for printed in (c for c in card_db().values() if c.id.startswith("fic-")):
        notes = release_notes[printed.name]
        expected = {"id": "fic-" + notes["id"].split("-")[1], "name_zh": notes["name_zh"], "mana_cost": notes["mana_cost"],
                    "supertypes": [SUPERTYPES[s] for s in notes["supertypes"]], "types": [TYPES[s] for s in notes["card_types"]],
                    "subtypes": [SUBTYPES[s] for s in notes["subtypes"]], "power": int(notes["power"]),
                    "toughness": int(notes["toughness"]), "text_zh": "\n".join(notes["text_zh"])}  # fmt: skip
        wrong += [f"{printed.id} {key}: ours {getattr(printed, key)!r}, notes {value!r}" for key, value in expected.items()
                  if getattr(printed, key) != value]  # fmt: skip
    assert wrong == []


def test_bugenhagen_draws_in_upkeep_only_with_a_creature_of_power_7():
    """Bugenhagen, Wise Elder: "At the beginning of your upkeep, if you control a creature with
    power 7 or greater, draw a card" (an intervening "if", CR 603.4)."""
    s = MtgScenario()
    s.permanent(BUGENHAGEN)
    s.permanent(COEURL)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("upkeep", "p1")  # p1's next turn: no trigger without power 7
    assert s.state["turn"]["number"] == 3 and not s.state["stack"]
    s.permanent(BEHEMOTH)
    s.pass_to("main1", "p2", active="p2")
    s.pass_to("upkeep", "p1")
    assert s.state["turn"]["number"] == 5
    assert [s.card(o["source"])["def"] for o in s.state["stack"]] == [BUGENHAGEN]
    before = len(s.zone(hand("p1")))
    s.pass_both()
    assert len(s.zone(hand("p1"))) == before + 1 and s.step == "upkeep"


def test_bugenhagen_taps_for_one_mana_of_any_colour():
    s = MtgScenario()
    elder = s.permanent(BUGENHAGEN)
    s.pass_to("main1")
    ask = s.expect("p1", "choose_action", exact=False)
    colours = [o["id"] for o in ask["options"] if o["id"].startswith(f"mana:{elder}:")]
    assert len(colours) == 5
    assert card_db()[BUGENHAGEN].colours == ["G"]

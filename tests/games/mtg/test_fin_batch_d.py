"""FIN cards of batch d. Eden, Seat of the Sanctum: "you may sacrifice this land" as its ability
resolves, then a reflexive trigger (CR 603.12) whose target, chosen as it is put on the stack,
is "another" permanent card than Eden, now in the graveyard."""

from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import FOREST, MtgScenario

COEURL = "fin-012"  # a vanilla 2/2 creature
INSTANT = "fin-008"  # Auron's Inspiration, an instant

# ---- Eden, Seat of the Sanctum

EDEN = "fin-277"


def _eden_activated() -> tuple[MtgScenario, str, str]:
    s = MtgScenario()
    eden = s.permanent(EDEN)
    s.lands(5)
    coeurl = s.in_graveyard(COEURL)
    s.pass_to("main1")
    s.activate(eden, 1)
    s.pass_both()  # the ability resolves: mill two, then the choice
    return s, eden, coeurl


def test_eden_sacrificed_returns_another_permanent_card_chosen_as_the_trigger_goes_on_the_stack():
    s, eden, coeurl = _eden_activated()
    assert s.defs(graveyard("p1")) == [COEURL, FOREST, FOREST]  # milled two
    s.expect("p1", "choose_cards", [eden], answer=[eden])
    assert s.defs(graveyard("p1")) == [COEURL, FOREST, FOREST, EDEN] and eden not in s.state["cards"]
    # the target: the Coeurl or a milled Forest, never Eden's card ("another", the notes)
    ask = s.expect("p1", "choose_targets", exact=False)
    offered = [s.card(o["id"])["def"] for o in ask["options"]]
    assert sorted(offered) == sorted([COEURL, FOREST, FOREST])
    s.answer_raw("p1", [coeurl])
    assert s.state["stack"][-1]["ability"] == "reflexive"
    s.pass_both()
    assert s.defs(hand("p1"))[-1] == COEURL and s.defs(graveyard("p1")) == [FOREST, FOREST, EDEN]


def test_eden_kept_makes_no_trigger():
    s, eden, coeurl = _eden_activated()
    s.expect("p1", "choose_cards", [eden], answer=[])
    assert s.card(eden)["zone"] == BATTLEFIELD and s.state["stack"] == []
    assert s.card(coeurl)["zone"] == graveyard("p1")


def test_eden_alone_in_the_graveyard_has_no_target_and_its_trigger_is_removed():
    """Eden sacrificed with no other permanent card in the graveyard: the reflexive trigger has no
    legal target and is removed from the stack (CR 603.3d)."""
    s = MtgScenario(decks={p: [INSTANT] * 60 for p in ("p1", "p2")})  # mills two instants
    eden = s.permanent(EDEN)
    s.lands(5)
    s.pass_to("main1")
    s.activate(eden, 1)
    s.pass_both()
    s.expect("p1", "choose_cards", [eden], answer=[eden])
    assert s.state["stack"] == [] and s.defs(graveyard("p1")) == [INSTANT, INSTANT, EDEN]
    assert any(e["type"] == "trigger_removed" for e in s.last_events)

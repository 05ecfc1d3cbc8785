"""Match options for what the rules leave open (engine/games/lorcana/options.py)."""

import engine
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import FILLER
from tests.scenario import Scenario


def inked_events(hide: bool) -> list[dict]:
    """p2's form of the events when p1 inks a card on turn 1."""
    s = Scenario("lorcana", ["p1", "p2"], {"p1": list(FILLER), "p2": list(FILLER)}, 0,
                 {"chooser": "p1", "hide_inked_cards": hide})  # fmt: skip
    s.expect("p1", "choose_option", answer=["p1"])
    s.expect("p1", "mulligan", answer=[])
    s.expect("p2", "mulligan", answer=[])
    card = s.zone(zone("p1", "hand"))[0]
    s.expect("p1", "choose_action", answer=[f"ink:{card}"])
    return engine.events_for(s.last_events, "p2")


def test_the_inked_card_is_revealed_by_default():
    """4.3.3.1: the inked card is shown so its inkwell symbol can be verified."""
    events = inked_events(hide=False)
    assert any(e["type"] == "card_revealed" for e in events)
    assert all("definition" in e for e in events if e["type"] == "card_inked")


def test_hide_inked_cards_keeps_the_identity_out_of_the_opponents_events():
    """Digest §12.27: with hide_inked_cards the opponent never learns which card was inked."""
    events = inked_events(hide=True)
    assert not any(e["type"] == "card_revealed" for e in events)
    assert not any("definition" in e for e in events if e["type"] in ("card_inked", "card_moved"))

"""Work the engine does once where it used to do it twice (speed changes that keep every result)."""

from engine.games.mtg import casting
from tests.games.mtg.position import FOREST, MtgScenario

SHOT, CACTUAR = "fin-176", "fin-177"


def test_a_payment_builds_its_options_once_per_ask(monkeypatch):
    """CR 601.2g–h: each payment ask (tap a source, or pay from the pool) lists the mana abilities
    after which the cost can still be paid; when the answer arrives, the core has checked it
    against those options, so they are not built again."""
    s = MtgScenario()
    forests = s.lands(2, FOREST)
    spell = s.hand(SHOT)
    target = s.permanent(CACTUAR)
    s.pass_to("main1")
    built = []
    listed = casting.mana_options
    monkeypatch.setattr(casting, "mana_options", lambda *args: built.append(args[1]) or listed(*args))
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{spell}"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[0]}:-1"])
    s.expect("p1", "choose_action", exact=False, answer=[f"mana:{forests[1]}:-1"])
    s.expect("p1", "choose_action", options=["pay", "cancel"], answer=["pay"])
    assert built == ["p1"] * 3  # three asks
    assert s.events_of("spell_cast")[0]["mana_spent"] == {"G": 2}
    assert s.state["stack"][0]["targets"] == [{"card": target}]

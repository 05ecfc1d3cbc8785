"""FIN batch 4: Phoenix Down ("Exile this artifact" as the cost of a modal activated ability, CR
602.2b, 700.2)."""

from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard
from tests.games.mtg.position import PLAINS, MtgScenario

PHOENIX_DOWN, COEURL, IRON_GIANT, QUTRUB = "fin-029", "fin-012", "fin-260", "fin-112"


def _activate_mode(s: MtgScenario, source: str, mode: int, target: str) -> None:
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{source}:0"])
    if s.state["request"]["kind"] == "choose_option":  # asked only when both modes can be chosen
        s.expect("p1", "choose_option", answer=[f"mode:{mode}"])
    s.choose_targets([target], "p1")
    s.pay("p1")


def test_phoenix_down_returns_a_small_creature_card_tapped_and_is_exiled_as_a_cost():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    coeurl = s.in_graveyard(COEURL)
    s.pass_to("main1")
    _activate_mode(s, phoenix, 0, coeurl)
    assert s.defs(EXILE) == [PHOENIX_DOWN]  # paid before the ability resolves (CR 601.2h)
    s.pass_both()
    [returned] = s.cards(BATTLEFIELD, COEURL)
    assert s.card(returned).get("tapped") and s.zone(graveyard("p1")) == []


def test_phoenix_down_cannot_target_a_creature_card_with_mana_value_above_four():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    s.in_graveyard(IRON_GIANT)
    s.pass_to("main1")
    options = [o["id"] for o in s.ask("p1")["options"]]
    assert f"activate:{phoenix}:0" not in options  # neither mode has a legal target (CR 700.2a)


def test_phoenix_down_exiles_a_zombie():
    s = MtgScenario()
    s.lands(2, PLAINS)
    phoenix = s.permanent(PHOENIX_DOWN)
    zombie = s.permanent(QUTRUB, "p2")
    s.in_graveyard(COEURL)  # so both modes can be chosen
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"activate:{phoenix}:0"])
    s.expect("p1", "choose_option", answer=["mode:1"])
    s.choose_targets([zombie], "p1")
    s.pay("p1")
    s.pass_both()
    assert sorted(s.defs(EXILE)) == sorted([PHOENIX_DOWN, QUTRUB]) and s.cards(BATTLEFIELD, QUTRUB) == []

"""FIN batch 4: Phoenix Down ("Exile this artifact" as the cost of a modal activated ability, CR
602.2b, 700.2), Elixir (shuffle cards from a graveyard into the library, CR 701.24) and Ahriman
("Sacrifice another creature or artifact" as a cost, CR 601.2h), Summon: Primal Odin ("that player
loses the game", CR 104.3e)."""

from engine.games.mtg.objects import granted_abilities
from engine.games.mtg.permanents import create_token
from engine.games.mtg.zones import BATTLEFIELD, EXILE, graveyard, hand, library
from tests.games.mtg.position import FOREST, PLAINS, MtgScenario

PHOENIX_DOWN, COEURL, IRON_GIANT, QUTRUB, ELIXIR = "fin-029", "fin-012", "fin-260", "fin-112", "fin-256"
AHRIMAN, TREASURE, PRIMAL_ODIN = "fin-087", "token-treasure", "fin-121"


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


def test_elixir_enters_tapped():
    s = MtgScenario()
    s.lands(1)
    elixir = s.hand(ELIXIR)
    s.pass_to("main1")
    s.cast(elixir)
    s.pass_both()
    [entered] = s.cards(BATTLEFIELD, ELIXIR)
    assert s.card(entered).get("tapped")  # CR 614.1c


def test_elixir_shuffles_nonland_cards_back_and_gains_that_much_life():
    s = MtgScenario()
    s.lands(5)
    elixir = s.permanent(ELIXIR)
    s.in_graveyard(COEURL)
    s.in_graveyard(IRON_GIANT)
    s.in_graveyard(FOREST)
    library_before, life_before = len(s.zone(library("p1"))), s.life("p1")
    s.pass_to("main1")
    s.activate(elixir, 0)
    assert s.defs(EXILE) == [ELIXIR]  # exiled as the cost is paid
    s.pass_both()
    assert s.defs(graveyard("p1")) == [FOREST]  # a land card stays
    assert len(s.zone(library("p1"))) == library_before + 2
    assert s.life("p1") == life_before + 2


def test_ahriman_sacrifices_the_chosen_other_creature_to_draw():
    s = MtgScenario()
    s.lands(3)
    ahriman = s.permanent(AHRIMAN)
    kept, sacrificed = s.permanent(COEURL), s.permanent(COEURL)
    s.pass_to("main1")
    hand_before = len(s.zone(hand("p1")))
    s.activate(ahriman, 0)
    ask = s.ask("p1")
    assert sorted(o["id"] for o in ask["options"]) == sorted([kept, sacrificed])  # not Ahriman itself
    s.expect("p1", "choose_cards", answer=[sacrificed])
    assert s.defs(graveyard("p1")) == [COEURL] and kept in s.zone(BATTLEFIELD)
    s.pass_both()
    assert len(s.zone(hand("p1"))) == hand_before + 1


def test_ahriman_alone_cannot_activate():
    s = MtgScenario()
    s.lands(3)
    ahriman = s.permanent(AHRIMAN)
    s.pass_to("main1")
    assert f"activate:{ahriman}:0" not in [o["id"] for o in s.ask("p1")["options"]]


def test_a_treasure_needed_for_the_mana_cannot_also_be_the_sacrifice():
    s = MtgScenario()
    s.lands(2)
    ahriman = s.permanent(AHRIMAN)
    create_token(s.ctx(), TREASURE, "p1")
    s.pass_to("main1")
    assert f"activate:{ahriman}:0" not in [o["id"] for o in s.ask("p1")["options"]]
    lands = [*s.cards(BATTLEFIELD, FOREST), *s.lands(1)]
    s.check_now()
    s.activate(ahriman, 0)  # automatic payment keeps the Treasure for the sacrifice
    if s.state["request"]["kind"] == "choose_cards":
        s.expect("p1", "choose_cards", exact=False, answer=[s.cards(BATTLEFIELD, TREASURE)[0]])
    assert s.cards(BATTLEFIELD, TREASURE) == [] and all(s.card(land).get("tapped") for land in lands)


def _odin_after_chapter_two(s: MtgScenario) -> str:
    odin = s.permanent(PRIMAL_ODIN, counters={"lore": 1})
    s.pass_to("main1")
    s.pass_both()  # chapter II: this creature gains "… that player loses the game"
    return odin


def test_primal_odin_chapter_two_player_dealt_combat_damage_loses_the_game():
    s = MtgScenario()
    odin = _odin_after_chapter_two(s)
    s.declare_attackers([odin])
    for _ in range(10):
        if s.state["result"]:
            break
        s.pass_priority()
    assert s.state["result"]["winners"] == ["p1"] and s.life("p2") == 15  # CR 104.3e, not by life
    assert s.state["result"]["reason"] == "mtg.result.lost_by_effect"


def test_primal_odin_the_gained_ability_outlasts_the_turn():
    """CR 611.2a: no duration is stated, so it lasts (until the Saga is sacrificed after III)."""
    s = MtgScenario()
    odin = _odin_after_chapter_two(s)
    s.pass_to("main1", "p2")
    assert [a.trigger.event for a in granted_abilities(s.state, odin)] == ["combat_damage_to_player"]


def test_primal_odin_chapter_one_destroys_an_opponents_creature():
    s = MtgScenario()
    s.permanent(PRIMAL_ODIN)
    victim = s.permanent(COEURL, "p2")
    s.pass_to("main1")
    s.pass_both()
    assert victim not in s.zone(BATTLEFIELD) and s.defs(graveyard("p2")) == [COEURL]

"""FIN batch 3: counters on an Equipment counted by its static ability, "whenever equipped creature
attacks", "for each creature that died this turn", "each player sacrifices" (tokens or nontokens)
and "can't be blocked this turn" (CR 509.1b) — Excalibur II, Ultima Weapon, Deadly Embrace, Gaius
van Baelsar and Sahagin."""

from engine.games.mtg.abilities import Count
from engine.games.mtg.objects import count, power, toughness
from engine.games.mtg.permanents import change_life, create_token
from engine.games.mtg.zones import BATTLEFIELD, graveyard, hand
from tests.games.mtg.position import MOUNTAIN, SWAMP, MtgScenario

EXCALIBUR, ULTIMA_WEAPON, DEADLY_EMBRACE, GAIUS, SAHAGIN = "fin-257", "fin-563", "fin-557", "fin-102", "fin-071"
COEURL, GIGANTOAD, COMET, CHOCO_MOG = "fin-012", "fin-187", "fin-132", "fin-035"
KNIGHT = "token-knight"


def to_attackers(s: MtgScenario) -> None:
    s.pass_to("main1")
    s.pass_both()
    s.pass_both()


def test_excalibur_ii_charges_when_you_gain_life_and_pumps_the_equipped_creature_per_counter():
    s = MtgScenario()
    coeurl = s.permanent(COEURL)
    sword = s.permanent(EXCALIBUR, attached_to=coeurl)
    s.pass_to("main1")
    assert power(s.state, coeurl) == 2
    for _ in range(2):
        change_life(s.ctx(), "p1", 1)
        s.check_now()
        s.pass_both()
    assert s.card(sword)["counters"] == {"charge": 2}
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (4, 4)
    change_life(s.ctx(), "p1", -1)  # losing life is no life gain
    s.check_now()
    assert s.state["stack"] == []


def test_ultima_weapon_destroys_a_creature_whenever_the_equipped_creature_attacks():
    s = MtgScenario()
    coeurl, other = s.permanent(COEURL), s.permanent(GIGANTOAD)
    s.permanent(ULTIMA_WEAPON, attached_to=coeurl)
    theirs = s.permanent(COEURL, "p2")
    assert (power(s.state, coeurl), toughness(s.state, coeurl)) == (9, 9)
    to_attackers(s)
    s.expect("p1", "choose_cards", answer=[other])  # not the equipped one: no trigger
    assert s.state["stack"] == []
    again = MtgScenario()
    coeurl = again.permanent(COEURL)
    again.permanent(ULTIMA_WEAPON, attached_to=coeurl)
    theirs = again.permanent(COEURL, "p2")
    to_attackers(again)
    again.expect("p1", "choose_cards", answer=[coeurl])
    again.pass_both()  # its only target
    assert COEURL in again.defs(graveyard("p2")) and theirs not in again.zone(BATTLEFIELD)


def test_deadly_embrace_draws_a_card_for_each_creature_that_died_this_turn_tokens_included():
    s = MtgScenario()
    s.lands(5, SWAMP)
    token = create_token(s.ctx(), KNIGHT, "p2")
    victim = s.permanent(COEURL, "p2")
    spell = s.hand(DEADLY_EMBRACE)
    s.pass_to("main1")
    s.mark_damage(token, 2)  # a token died this turn
    cards_before = len(s.zone(hand("p1")))
    s.cast(spell, [victim])
    s.pass_both()
    assert COEURL in s.defs(graveyard("p2"))
    assert len(s.zone(hand("p1"))) == cards_before - 1 + 2  # the token and the target
    s.pass_to("main1", "p2")  # a new turn counts afresh
    s.pass_to("main1")
    assert count(s.state, Count(creatures_died_this_turn=True), "p1", None) == 0


def test_gaius_makes_each_player_sacrifice_a_nontoken_creature_of_their_choice():
    s = MtgScenario()
    s.lands(4, SWAMP)
    mine = s.permanent(COEURL)
    token = create_token(s.ctx(), KNIGHT, "p1")
    s.permanent(GIGANTOAD, "p2")
    their_token = create_token(s.ctx(), KNIGHT, "p2")
    gaius = s.hand(GAIUS)
    s.pass_to("main1")
    s.cast(gaius)
    s.pass_both()  # Gaius enters: choose the mode as the trigger goes on the stack
    s.expect("p1", "choose_option", answer=["mode:1"])
    s.pass_both()
    ask = s.expect("p1", "choose_cards")  # the caster first (turn order), Gaius or the Coeurl
    assert {o["id"] for o in ask["options"]} == {mine, s.cards(BATTLEFIELD, GAIUS)[0]}
    s.answer_raw("p1", [mine])
    assert s.defs(graveyard("p1")) == [COEURL] and GIGANTOAD in s.defs(graveyard("p2"))  # p2's only nontoken one
    assert {token, their_token} <= set(s.zone(BATTLEFIELD))


def test_gaius_token_mode_and_an_enchantment_mode_with_none_to_sacrifice():
    s = MtgScenario()
    s.lands(4, SWAMP)
    s.permanent(COEURL, "p2")
    token = create_token(s.ctx(), KNIGHT, "p2")
    saga = s.permanent(CHOCO_MOG, counters={"lore": 1})
    gaius = s.hand(GAIUS)
    s.pass_to("main1")
    s.pass_both()  # the Saga's chapter II (an enchantment creature, not a token)
    s.cast(gaius)
    s.pass_both()
    s.expect("p1", "choose_option", answer=["mode:0"])
    s.pass_both()  # p1 has no creature token; p2's one token goes
    assert token not in s.zone(BATTLEFIELD) and len(s.cards(BATTLEFIELD, COEURL)) == 1 and s.card(saga)["zone"] == BATTLEFIELD


def test_sahagin_grows_and_cant_be_blocked_after_a_four_mana_noncreature_spell():
    s = MtgScenario()
    sahagin = s.permanent(SAHAGIN)
    s.permanent(COEURL, "p2")
    s.lands(4, MOUNTAIN)
    comet = s.hand(COMET)
    s.pass_to("main1")
    s.expect("p1", "choose_action", exact=False, answer=[f"cast:{comet}"])
    s.expect("p1", "choose_option", answer=["x:2"])
    s.choose_targets(["player:p2"], "p1")
    s.pay()
    s.pass_both()
    s.pass_both()
    assert s.card(sahagin)["counters"] == {"+1/+1": 1} and power(s.state, sahagin) == 2
    s.pass_both()
    s.pass_both()
    s.expect("p1", "choose_cards", answer=[sahagin])
    s.pass_both()  # no block is offered: p2's Coeurl can't block it
    s.pass_both()
    assert s.life("p2") == 20 - 2 - 2


def test_a_creature_that_can_be_blocked_is_offered_to_blockers():
    """The Sahagin guard's other half: without the effect the Coeurl may block it (CR 509.1a)."""
    s = MtgScenario()
    sahagin = s.permanent(SAHAGIN)
    blocker = s.permanent(COEURL, "p2")
    to_attackers(s)
    s.expect("p1", "choose_cards", answer=[sahagin])
    s.pass_both()
    ask = s.expect("p2", "choose_cards")
    assert f"{blocker}>{sahagin}" in [o["id"] for o in ask["options"]]

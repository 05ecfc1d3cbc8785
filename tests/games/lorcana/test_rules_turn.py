"""Rules scenarios of the turn: inking (4.3.3), playing cards (4.3.4), drying (6.1.4), questing
(4.3.5), activated abilities (4.3.8, 7.5), end of turn (4.4) and the Reckless lock (10.5.3).

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
Comprehensive Rules (shared/seeds/000_3b568c9cde264f9b.txt).
"""

import engine
from engine import events_for
from engine.core.narration import narrate
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

KEEPER = "tfc-005"  # Hades – King of Olympus: cost 8, not inkable; keeps the main phase asking


def current(s: LorcanaScenario, card: str) -> dict:
    """Current strength, willpower, lore and keywords, as every player sees them."""
    return s.view(None)["current"][card]


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def test_scenario_05_only_one_card_per_turn_goes_into_the_inkwell():
    """5. Inking is a turn action once per turn (4.3.3): after one card, no second; the card was
    revealed (4.3.3.1) and enters face down and ready (4.3.3.2, 8.5.2); non-inkable cards are
    never offered; the next turn allows it again."""
    s = LorcanaScenario()
    first, second = s.hand("tfc-012"), s.hand("tfc-022")
    lilo = s.hand("tfc-009")  # Lilo – Making a Wish: no inkwell symbol (6.2.8)
    s.expect("p1", "choose_action", options=[f"ink:{first}", f"ink:{second}", "end"], answer=[f"ink:{first}"])
    revealed = s.events_of("card_revealed", s.last_events)
    assert [e["card"] for e in revealed] == [first] and revealed[0]["definition"] == "tfc-012"
    (ink_card,) = s.zone(zone("p1", "inkwell"))
    assert s.card(ink_card)["exerted"] is False and s.card(ink_card)["visible_to"] == []
    assert [e["player"] for e in s.events_of("card_inked", s.last_events)] == ["p1"]
    # The second card may not go in; the new ink pays for either 1-cost card instead.
    s.expect("p1", "choose_action", options=[f"play:{second}", f"play:{lilo}", "end"])
    s.expect_error("answer.unknown_option", "p1", [f"ink:{second}"])
    s.main(answer="end")
    s.main("p2", answer="end")
    assert f"ink:{second}" in option_ids(s.main())  # a new turn, a new ink (4.3.3)


def test_scenario_07_a_card_inked_this_turn_pays_at_once():
    """7. With 2 exerted ink cards, ink a card and play a 1-cost character with it: the new ink
    card entered ready (4.3.3.2, 8.5.2)."""
    s = LorcanaScenario()
    for card in s.ink(2):
        s.card(card)["exerted"] = True
    to_ink, stitch = s.hand("tfc-012"), s.hand("tfc-022")
    s.expect(
        "p1", "choose_action", options=[f"ink:{to_ink}", f"ink:{stitch}", "end"], answer=[f"ink:{to_ink}"]
    )
    assert s.view(None)["ready_ink"]["p1"] == 1
    s.expect("p1", "choose_action", options=[f"play:{stitch}", "end"], answer=[f"play:{stitch}"])
    (played,) = s.cards("p1.play", "tfc-022")
    assert s.view(None)["ready_ink"]["p1"] == 0
    assert [e["card"] for e in s.events_of("card_played", s.last_events)] == [played]


def test_scenario_12_an_action_is_not_in_the_discard_while_it_resolves():
    """12. Do It Again! ("return an action card from your discard to your hand") with no other
    action in the discard finds nothing: while resolving it is not in the discard yet; afterwards
    it goes there (4.3.4.7-4.3.4.8, 8.6.2)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    again = s.hand("tfc-094")
    s.put("tfc-012", "p1.discard")  # a character card: not an action
    s.main(answer=f"play:{again}")
    s.expect("p1", "choose_action")  # nothing was offered to return
    assert [s.card(c)["def"] for c in s.zone(zone("p1", "hand"))] == [KEEPER]
    assert [s.card(c)["def"] for c in s.zone(zone("p1", "discard"))] == ["tfc-012", "tfc-094"]
    moved = [e for e in s.last_events if e["type"] == "card_moved" and e["definition"] == "tfc-094"]
    assert [(e["to_zone"], e["reason"]) for e in moved] == [
        ("p1.resolving", "play"),
        ("p1.discard", "resolved"),
    ]


def test_scenario_12_do_it_again_returns_the_other_action():
    """12. The same action with another action card in the discard returns that one: the only
    choice, so the engine takes it without asking (4.3.4.8, 1.2.4)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    again = s.hand("tfc-094")
    s.put("tfc-026", "p1.discard")  # Control Your Temper!
    s.main(answer=f"play:{again}")
    s.expect("p1", "choose_action")
    assert sorted(s.card(c)["def"] for c in s.zone(zone("p1", "hand"))) == sorted([KEEPER, "tfc-026"])
    assert [s.card(c)["def"] for c in s.zone(zone("p1", "discard"))] == ["tfc-094"]


def test_scenario_13_a_static_ability_applies_to_a_character_as_it_enters():
    """13. Hades – King of Olympus gets +1 lore for each other Villain you have in play: with one
    other Villain he has 2; playing another Villain makes it 3 at once, with no trigger (7.6.2,
    7.6.1); his quest then gains 3 (4.3.5.8)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    hades = s.in_play("tfc-005")
    s.in_play("tfc-073")  # Duke of Weselton, a Villain
    s.in_play("tfc-012")  # Mickey Mouse – True Friend, not a Villain
    maleficent = s.hand("tfc-048")  # Maleficent – Biding Her Time, a 1-cost Villain
    assert current(s, hades)["lore"] == 2
    s.main(answer=f"play:{maleficent}")
    assert current(s, hades)["lore"] == 3
    assert s.events_of("trigger_added", s.last_events) == []
    s.main(answer=f"quest:{hades}")
    assert s.lore("p1") == 3
    assert s.events_of("character_quested", s.last_events)[0]["lore"] == 3


def test_scenario_13_a_character_enters_play_with_the_keywords_statics_give_it():
    """13. With Tinker Bell – Peter Pan's Ally in play ("your characters named Peter Pan gain
    Challenger +1"), Peter Pan – Fearless Fighter enters with Challenger +1 (7.6.2) and, having
    Rush, challenges at once for 4 (10.3.1, 10.7.1)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    s.in_play("tfc-058")
    peter = s.hand("tfc-119")
    target = s.in_play("tfc-183", "p2", exerted=True)  # Kronk – Right-Hand Man, 6/6
    s.main(answer=f"play:{peter}")
    (played,) = s.cards("p1.play", "tfc-119")
    assert current(s, played)["keywords"] == {"rush": None, "challenger": 1}
    s.main(answer=f"challenge:{played}")
    assert s.damage(target) == 4


def test_scenario_15_a_drying_character_cannot_quest_challenge_sing_or_exert_to_pay():
    """15. A character played this turn is drying (6.1.4): it can't quest, challenge, sing
    (6.3.3.3) or pay a ⟳ cost (4.3.8.2); its "when you play" trigger still works (glossary
    "等待奇墨晾干")."""
    s = LorcanaScenario()
    s.ink(3)
    maleficent = s.hand("tfc-049")  # Maleficent – Sorceress, 3: "when you play her, you may draw"
    song = s.hand("tfc-065")  # Reflection, a 1-cost song
    cinderella = s.in_play("tfc-003", dry=False)  # Cinderella – Gentle and Kind: ⟳ ability, Singer 5
    s.in_play("tfc-089", "p2", exerted=True)  # something to challenge
    top = s.on_top("tfc-012")
    s.expect("p1", "choose_action", options=[f"ink:{maleficent}", f"ink:{song}", f"play:{maleficent}", f"play:{song}", "end"],
             answer=[f"play:{maleficent}"])  # fmt: skip
    s.expect("p1", "yes_no", options=["yes", "no"], answer=["yes"])  # the trigger works while drying
    drawn = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "draw"]
    assert [e["was"] for e in drawn] == [top]
    (played,) = s.cards("p1.play", "tfc-049")
    # No quest, no challenge, no singing, no ⟳ ability for either drying character.
    ask = s.expect("p1", "choose_action", options=[f"ink:{song}", f"ink:{drawn[0]['card']}", "end"])
    for refused in (f"quest:{played}", f"challenge:{played}", f"sing:{song}", f"activate:{cinderella}:0",
                    f"quest:{cinderella}"):  # fmt: skip
        assert refused not in option_ids(ask)
    s.expect_error("answer.unknown_option", "p1", [f"quest:{played}"])


def test_scenario_16_an_item_can_be_used_the_turn_it_is_played():
    """16. Dinglehopper (⟳: remove up to 1 damage from chosen character) is played and used in
    the same turn (4.3.8.3, 6.4.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(1)
    dinglehopper = s.hand("tfc-032")
    hurt = s.in_play("tfc-089", damage=2)
    s.main(answer=f"play:{dinglehopper}")
    (item,) = s.cards("p1.play", "tfc-032")
    s.main(answer=f"activate:{item}:0")
    s.expect("p1", "choose_number", options=["0", "1"], answer=["1"])  # up to 1 (7.1.8)
    assert s.damage(hurt) == 1
    assert s.card(item)["exerted"] is True
    assert [e["card"] for e in s.events_of("ability_activated")] == [item]


def test_scenario_17_an_exerted_card_cannot_pay_an_exert_cost():
    """17. An exerted item's ⟳ ability can't be used (5.1.1); it can again once readied in its
    player's ready step (4.2.1.1)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    item = s.in_play("tfc-032", exerted=True)
    mickey = s.in_play("tfc-089", damage=1)
    s.expect("p1", "choose_action", options=[f"quest:{mickey}", "end"])
    s.expect_error("answer.unknown_option", "p1", [f"activate:{item}:0"])
    s.main(answer="end")
    s.main("p2", answer="end")
    assert f"activate:{item}:0" in option_ids(s.main())


def test_scenario_18_no_activated_ability_while_a_bag_item_is_pending_in_a_challenge():
    """18. Activated abilities only when nothing is resolving and no character is questing or in
    a challenge (7.5.2): while the challenged Mad Hatter's trigger waits for p2 (step 7,
    4.3.6.11), p1 can't use Dinglehopper; after the challenge ends they can."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    item = s.in_play("tfc-032")
    stitch = s.in_play("tfc-022")  # Stitch – New Dog, 2/2
    hatter = s.in_play("tfc-086", "p2", exerted=True)  # Mad Hatter: when challenged, may draw
    s.main(answer=f"challenge:{stitch}")
    waiting = s.ask("p1")
    assert waiting["kind"] == "yes_no" and waiting["waiting_for"] == ["p2"]
    s.expect_error("answer.not_your_turn", "p1", [f"activate:{item}:0"])
    s.expect("p2", "yes_no", answer=["no"])
    assert s.damage(hatter) == 2 and stitch not in s.state["cards"]  # the damage step came after
    assert f"activate:{item}:0" in option_ids(s.main())


def test_scenario_35_a_ready_reckless_character_that_can_challenge_blocks_the_end_of_turn():
    """35. Gaston – Arrogant Hunter (Reckless), dry and ready, with an exerted opposing
    character: no quest (10.5.2) and no end of turn (10.5.3); he may exert to sing instead
    (10.5.5), and then the turn can end."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    gaston = s.in_play("tfc-110")
    s.in_play("tfc-089", "p2", exerted=True)
    song = s.hand("tfc-098")  # Sudden Chill, a 2-cost song Gaston (cost 2) can sing
    s.expect("p1", "choose_action", options=[f"ink:{song}", f"sing:{song}", f"challenge:{gaston}"])
    s.expect_error("answer.unknown_option", "p1", ["end"])
    s.expect_error("answer.unknown_option", "p1", [f"quest:{gaston}"])
    s.main(answer=f"sing:{song}")
    assert s.card(gaston)["exerted"] is True
    assert [e["card"] for e in s.events_of("song_sung", s.last_events)] == [gaston]
    s.expect("p1", "choose_action", options=["end"], answer=["end"])
    assert s.state["turn"]["active"] == "p2"


def test_scenario_35_no_lock_without_a_legal_target_or_while_drying():
    """35. With only ready opposing characters, or an exerted one he may not choose (Evasive,
    10.4.1), the Reckless character can't challenge, so the turn may end (10.5.3); a drying
    Reckless character can't challenge either (6.1.4)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    gaston = s.in_play("tfc-110")
    theirs = s.in_play("tfc-089", "p2")  # ready
    drying = s.in_play("tfc-126", dry=False)  # Te Kā – The Burning One, Reckless, played this turn
    s.expect("p1", "choose_action", options=["end"])
    s.in_play("tfc-091", "p2", exerted=True)  # Peter Pan – Never Landing: Evasive, not a legal target
    s.expect("p1", "choose_action", options=["end"])
    s.ctx().card(theirs)["exerted"] = True  # now Gaston could challenge Mickey...
    s.expect("p1", "choose_action", options=[f"challenge:{gaston}"])
    assert f"challenge:{drying}" not in option_ids(s.ask("p1"))  # ...but not the drying Te Kā


def test_scenario_35_rush_and_reckless_must_challenge_the_turn_it_is_played():
    """35/37. Maui – Hero to All has Rush and Reckless: the turn he is played he can challenge
    (10.7), so the turn can't end while he is ready and a target exists (10.5.3)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(5)
    maui = s.hand("tfc-114")
    target = s.in_play("tfc-089", "p2", exerted=True)
    s.main(answer=f"play:{maui}")
    (played,) = s.cards("p1.play", "tfc-114")
    s.expect("p1", "choose_action", options=[f"challenge:{played}"], answer=[f"challenge:{played}"])
    assert target not in s.state["cards"]  # 6 damage on a willpower 4 Mickey
    s.expect("p1", "choose_action", options=["end"])


def test_scenario_36_john_silver_gives_reckless_for_their_next_turn_only_from_two_triggers():
    """36. John Silver – Alien Pirate: "when you play this character and whenever he quests,
    chosen opposing character gains Reckless during their next turn" is two independent
    triggers (7.4.6). Their next turn is that player's own next turn (1.8.2): X and Y can't
    quest then, and p2 can't end that turn while one of them is ready and can challenge."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(6)
    new_john = s.hand("tfc-082")
    old_john = s.in_play("tfc-082")
    x, y = s.in_play("tfc-055", "p2"), s.in_play("tfc-055", "p2")  # Sven, 5/7, twice
    s.main(answer=f"play:{new_john}")
    s.expect("p1", "choose_targets", options=[x, y], answer=[x])
    s.main(answer=f"quest:{old_john}")
    s.expect("p1", "choose_targets", options=[x, y], answer=[y])
    assert "reckless" not in current(s, x)["keywords"] and "reckless" not in current(s, y)["keywords"]
    s.main(answer="end")
    # p2's next turn: both are Reckless; the exerted old John is a legal target.
    assert "reckless" in current(s, x)["keywords"] and "reckless" in current(s, y)["keywords"]
    ask = s.main("p2")
    assert {f"challenge:{x}", f"challenge:{y}"} <= set(option_ids(ask))
    assert not {f"quest:{x}", f"quest:{y}", "end"} & set(option_ids(ask))
    s.main("p2", answer=f"challenge:{x}")  # 5 damage banishes the old John (willpower 5)
    assert old_john not in s.state["cards"]
    ask = s.main("p2")  # Y has no exerted target left, so the turn may end
    assert "end" in option_ids(ask) and f"quest:{y}" not in option_ids(ask)
    s.main("p2", answer="end")
    assert "reckless" not in current(s, y)["keywords"]  # only during that turn
    s.main(answer="end")
    ask = s.main("p2")
    assert {f"quest:{y}", "end"} <= set(option_ids(ask))


def test_scenario_44_leaving_play_makes_a_new_object_without_damage_or_effects():
    """44. A damaged Stitch – New Dog with "-2 strength this turn" (Control Your Temper!) goes
    back to hand (Befuddle) and is played again: no damage, no -2, and drying (8.1.5, 9.4.1,
    7.1.9.1, 6.1.4)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(3)
    stitch = s.in_play("tfc-022", damage=1)
    temper, befuddle = s.hand("tfc-026"), s.hand("tfc-062")
    s.main(answer=f"play:{temper}")  # the only character: chosen without asking
    assert current(s, stitch)["strength"] == 0
    s.main(answer=f"play:{befuddle}")
    assert stitch not in s.state["cards"]
    (in_hand,) = s.cards("p1.hand", "tfc-022")
    assert "counters" not in s.card(in_hand)
    s.main(answer=f"play:{in_hand}")
    (again,) = s.cards("p1.play", "tfc-022")
    assert s.damage(again) == 0 and current(s, again)["strength"] == 2
    assert s.card(again)["dry"] is False and f"quest:{again}" not in option_ids(s.main())


def test_scenario_64_reveal_only_from_the_looked_at_cards_and_fail_to_find():
    """64. Be Our Guest looks at the top 4 with a single character among them: only that one
    may be revealed and taken (7.1.10), or none (8.1.4); the rest go to the bottom in an order
    p1 picks and nobody else learns (8.2.4: they were never public)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    guest = s.hand("tfc-025")
    deep = s.on_top("tfc-089")  # a character, but fifth from the top
    looked = [s.on_top("tfc-064"), s.on_top("tfc-012"), s.on_top("tfc-032"), s.on_top("tfc-065")]
    mickey = looked[1]
    s.main(answer=f"play:{guest}")
    ask = s.expect("p1", "choose_cards", options=[mickey], answer=[mickey])
    assert ask["min"] == 0 and ask["max"] == 1
    revealed = [e for e in s.last_events if e["type"] == "card_revealed" and e["card"] == mickey]
    assert revealed and "definition" in events_for(revealed, "p2")[-1]  # revealed to everyone
    rest = [c for c in looked if c != mickey]
    order = s.expect("p1", "choose_cards", options=rest)
    assert order["ordered"] is True
    s.answer_raw("p1", [rest[2], rest[0], rest[1]])  # the first chosen goes to the very bottom
    bottom = [s.card(c)["def"] for c in s.zone(zone("p1", "deck"))[:3]]
    assert bottom == ["tfc-065", "tfc-064", "tfc-032"]
    to_bottom = [e for e in s.last_events if e["type"] == "card_moved" and e["reason"] == "to_bottom"]
    assert len(to_bottom) == 3 and all("definition" not in e for e in events_for(to_bottom, "p2"))
    lines = {narrate(engine.get_game("lorcana"), e, {"p1": "Alice", "p2": "Bob"}) for e in events_for(to_bottom, "p2")}
    assert lines == {"一张牌被放回了 Alice 的卡组底部。"}  # the log tells where, not "卡组 → 卡组" (issue 16)
    assert [s.card(c)["def"] for c in s.cards("p1.hand")] == [KEEPER, "tfc-012"]
    assert deep in s.state["cards"] and s.zone(zone("p1", "deck"))[-1] == deep  # not looked at


def test_scenario_64_may_find_nothing():
    """64. "You may reveal a character card": choosing none is legal (8.1.4, 7.1.8)."""
    s = LorcanaScenario()
    s.hand(KEEPER)
    s.ink(2)
    guest = s.hand("tfc-025")
    for action in ("tfc-064", "tfc-065", "tfc-032"):
        s.on_top(action)
    mickey = s.on_top("tfc-012")
    s.main(answer=f"play:{guest}")
    s.expect("p1", "choose_cards", options=[mickey], answer=[])
    assert [s.card(c)["def"] for c in s.cards("p1.hand")] == [KEEPER]

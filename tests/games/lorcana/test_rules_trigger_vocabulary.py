"""The trigger vocabulary beyond the cards' own scenarios (abilities.Trigger, this_turn.py): the
rule points where a trigger event is easy to get wrong."""

from engine.games.lorcana.abilities import GainAbility
from engine.games.lorcana.card_text import ability_text
from engine.games.lorcana.cards import card_db
from engine.games.lorcana.granted import ability_at, grant_key
from engine.games.lorcana.zones import zone
from tests.games.lorcana.position import LorcanaScenario

MICKEY = "tfc-012"  # Mickey Mouse – True Friend: 3/3, no text
HADES = "tfc-005"  # Hades – King of Olympus: 6/7


def test_moving_damage_off_your_character_is_removing_damage():
    """9.3.1: moving counters removes them from one character and puts them on another, so
    "每当你从你的一个角色上移去伤害时" (Grand Pabbie, rotf-148) triggers."""
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("rotf-148")
    hurt = s.in_play(MICKEY, damage=1)
    theirs = s.in_play(MICKEY, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('iti-060')}")  # move 1 damage from chosen damaged character to an opposing one
    s.main()
    assert (s.damage(hurt), s.damage(theirs), s.lore("p1")) == (0, 1, 2)


def test_moving_damage_onto_your_character_is_not_removing_damage_from_it():
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("rotf-148")
    theirs = s.in_play(MICKEY, "p2", damage=1)
    s.in_play(MICKEY, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('iti-060')}")
    s.expect("p1", "choose_targets", exact=False, answer=[s.cards("p2.play")[1]])
    s.main()
    assert s.damage(theirs) == 0 and s.lore("p1") == 0


def test_an_opponents_effect_that_makes_you_discard_is_still_you_discarding():
    """Glossary 弃置: the player puts a card from their hand into their discard (8.3.4), whoever's
    effect it is; the Sheriff of Nottingham (iti-191) of the discarding player triggers."""
    s = LorcanaScenario()
    s.ink(2)
    mine = s.in_play(HADES)
    s.in_play("iti-191", "p2")
    s.hand(MICKEY, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-098')}")  # each opponent chooses and discards a card (their one card)
    s.expect("p2", "yes_no", answer=["yes"])  # the one opposing character (Hades) is chosen
    assert s.damage(mine) == 1 and s.cards("p2.discard", MICKEY)


def test_a_card_played_from_hand_is_not_a_discard():
    """An action goes from hand to the resolving zone, then to the discard (8.3.3): not discarded."""
    s = LorcanaScenario()
    s.ink(1)
    s.in_play("iti-191")
    target = s.in_play(HADES, "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('urr-062')}")  # 登场, then into the discard
    s.expect("p1", "choose_targets", exact=False, answer=[s.cards("p1.play", "iti-191")[0]])
    s.main()
    assert s.damage(target) == 0


def test_a_card_put_into_the_opponents_inkwell_is_not_put_into_yours():
    """8.5.2: each card entering an inkwell; "你的奇墨池" is its player's own (Gramma Tala, iti-143)."""
    s = LorcanaScenario()
    s.ink(2)
    s.in_play("iti-143")
    s.in_play("iti-143", "p2")
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-164')}")  # your top card into your inkwell
    assert (s.lore("p1"), s.lore("p2")) == (1, 0)
    assert len(s.zone(zone("p1", "inkwell"))) == 3


def test_the_this_turn_record_starts_empty_each_turn():
    """"本回合" (this turn) ends with the turn (4.4.1.3); the record restarts in the ready step (4.2.1)."""
    s = LorcanaScenario()
    s.ink(2)
    s.hand(MICKEY)
    s.main(answer=f"play:{s.hand('tfc-164')}")  # a song
    assert s.state["data"]["this_turn"]["played"]["p1"] == {"action": 1, "song": 1}
    s.main(answer="end")
    assert s.state["data"]["this_turn"] == {}


def test_every_granted_ability_in_the_card_files_is_found_by_its_key_and_has_text():
    """Granted abilities (granted.py, 7.6.1-7.6.3) are referred to by key in frames, bag items and
    option ids: each key leads back to the very ability, which is a triggered or activated one."""
    found = 0
    for card in card_db().values():
        granted = [a.static.grants for a in card.abilities if a.static is not None and a.static.grants is not None]
        for steps in (card.effects, *(a.effects for a in card.abilities)):
            granted += [step.ability for step in steps if isinstance(step, GainAbility)]
        for ability in granted:
            key = grant_key(ability)
            assert key.startswith(card.id + "/") and ability_at(card.id, key) is ability
            assert ability.kind in ("triggered", "activated") and ability_text(ability, "这个角色")
            found += 1
    assert found >= 4  # rotf-041, rotf-143, urr-038, urr-043

"""Additional (non-ink) costs of playing a card, with made-up cards (no set-1 card has one):
digest §11 scenario 9, and the "cannot be paid, so not playable" half of scenario 8.

Scenario numbers refer to digest §11 (shared/games/lorcana/digest.md); rule numbers to the
rules document (4.3.4.1 rollback, 4.3.4.5-4.3.4.6 total cost, 4.3.4.10 "for free").
"""

import pytest

from engine.games.lorcana.card_text import card_text
from engine.games.lorcana.cards import CardDef, card_db
from tests.games.lorcana.made_up import GENEROUS
from tests.games.lorcana.position import LorcanaScenario, defs, option_ids

HEAVY_SPELL = CardDef(
    id="tst-500", name="沉重咒语", name_en="Heavy Spell", type="action", ink="amethyst", cost=2, inkable=True,
    rarity="common", additional_cost={"discard": 1}, effects=[{"step": "draw", "count": 2}],
)  # fmt: skip
HEAVY_KNIGHT = CardDef(
    id="tst-501", name="重甲骑士", subtitle="测试", name_en="Heavy Knight", subtitle_en="Test", type="character",
    ink="steel", cost=1, inkable=True, strength=3, willpower=3, lore=1, rarity="common", classifications=["故事源形"],
    additional_cost={"discard": 2},
)  # fmt: skip


@pytest.fixture(autouse=True)
def made_up_cards(monkeypatch):
    for card in (HEAVY_SPELL, HEAVY_KNIGHT, GENEROUS):
        monkeypatch.setitem(card_db(), card.id, card)


def ready_ink(s: LorcanaScenario, player: str = "p1") -> int:
    return sum(1 for c in s.zone(f"{player}.inkwell") if not s.card(c).get("exerted"))


def test_scenario_09_a_free_play_still_pays_the_non_ink_cost():
    """9 / 4.3.4.10: "play an action for free" skips the ink, not the additional cost: no ink is
    exerted, and the player discards a card of their choice from the rest of their hand."""
    s = LorcanaScenario()
    s.ink(2)
    generous = s.hand("tst-406")
    spell = s.hand("tst-500")
    fodder = s.hand("tfc-012")
    keep = s.hand("tfc-013")
    s.main(answer=f"play:{generous}")  # 2 ink: both ready ink cards exerted
    assert ready_ink(s) == 0
    s.expect("p1", "choose_cards", options=[spell], answer=[spell])  # 请便: the free play
    ask = s.expect("p1", "choose_cards", options=[fodder, keep], answer=[fodder])  # the discard
    assert (ask["min"], ask["max"]) == (1, 1)
    assert s.cards("p1.discard", "tfc-012") and s.cards("p1.hand", "tfc-013")
    played = s.events_of("card_played", s.last_events)
    assert [(e["definition"], e["method"]) for e in played] == [("tst-500", "free")]
    assert ready_ink(s) == 0  # nothing more was exerted for the "free" spell
    assert s.cards("p1.discard", "tst-500")  # it resolved (drew 2) and went to the discard


def test_scenario_09_a_free_play_is_not_offered_when_the_non_ink_cost_cannot_be_paid():
    """9 / 4.3.4.10, 4.3.4.1: with no other card to discard, the free play finds nothing it may play.
    The choice is still asked, with nothing to pick: the hand is hidden, and skipping it would tell
    the opponent that it holds nothing playable (7.1.3; engine/core/optional.py)."""
    s = LorcanaScenario()
    s.ink(2)
    generous = s.hand("tst-406")
    s.hand("tst-500")
    s.main(answer=f"play:{generous}")
    s.expect("p1", "choose_cards", options=[], answer=[])
    assert not s.events_of("card_played")[1:]  # only the Generous character itself
    assert s.cards("p1.hand", "tst-500")
    s.main()


def test_scenario_08_a_card_whose_additional_cost_cannot_be_paid_is_not_offered():
    """8 / 4.3.4.1, 4.3.4.5: the total cost is 1 ink plus discarding 2 cards. With one other card
    in hand the play could not be completed, so it is not offered at all (nothing to roll back);
    with more it is, and paying takes the ink and the two chosen cards."""
    s = LorcanaScenario()
    s.ink(3)
    knight = s.hand("tst-501")
    first = s.hand("tfc-012")
    assert f"play:{knight}" not in option_ids(s.main())
    second = s.hand("tfc-013")
    third = s.hand("tfc-015")
    s.main(answer=f"play:{knight}")
    ask = s.expect("p1", "choose_cards", options=[first, second, third], answer=[first, third])
    assert (ask["min"], ask["max"]) == (2, 2)
    assert ready_ink(s) == 2
    assert sorted(defs(s, "p1.discard")) == ["tfc-012", "tfc-015"]
    assert s.cards("p1.play", "tst-501") and defs(s, "p1.hand") == ["tfc-013"]


def test_the_additional_cost_is_part_of_the_generated_card_text():
    assert card_text(HEAVY_KNIGHT) == "作为打出这张卡的额外费用，你须弃置 2 张卡。"

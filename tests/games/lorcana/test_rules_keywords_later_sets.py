"""Keywords no set-1 card carries, checked with made-up cards: Resist (10.6) and Sing Together
(10.10); digest §11 scenarios 40 and 49."""

import pytest

from engine.games.lorcana.cards import CardDef, Keyword, card_db
from tests.games.lorcana.position import LorcanaScenario


@pytest.fixture
def made_up(monkeypatch):
    cards = {
        "tst-200": CardDef(id="tst-200", name="抵抗者", subtitle="一", name_en="Resister", subtitle_en="One", type="character",
                           ink="steel", cost=3, inkable=True, strength=1, willpower=5, lore=1, rarity="common",
                           classifications=["故事源形"], keywords=[Keyword(id="resist", value=1)]),
        "tst-201": CardDef(id="tst-201", name="合唱曲", name_en="Chorus", type="action", song=True, ink="amber", cost=7,
                           inkable=False, rarity="common", keywords=[Keyword(id="sing_together", value=6)],
                           effects=[{"step": "draw", "count": 2}]),
    }  # fmt: skip
    for card_id, card in cards.items():
        monkeypatch.setitem(card_db(), card_id, card)
    return cards


def test_scenario_40_resist_reduces_challenge_damage_and_zero_means_none(made_up):
    """10.6.1: damage dealt minus Resist; 10.6.3: reduced to 0 is no damage dealt."""
    s = LorcanaScenario()
    attacker = s.in_play("tfc-089")  # 3 strength
    resister = s.in_play("tst-200", "p2", exerted=True)
    s.hand("tfc-012")
    s.main(answer=f"challenge:{attacker}")
    assert s.damage(resister) == 2 and s.damage(attacker) == 1
    weak = s.in_play("tfc-036")  # 阿基米德 2/2... strength 2 -> 1 after Resist
    s.ctx().card(resister)["exerted"] = True
    s.main(answer=f"challenge:{weak}")
    dealt = [e for e in s.last_events if e["type"] == "damage_dealt" and e["card"] == resister]
    assert s.damage(resister) == 3 and [e["amount"] for e in dealt] == [1]


def test_scenario_49_sing_together_exerts_singers_whose_costs_add_up(made_up):
    """10.10.1: exert any number of your ready, dry characters with total cost >= N."""
    s = LorcanaScenario()
    chorus = s.hand("tst-201")
    a = s.in_play("tfc-089")  # cost 3
    b = s.in_play("tfc-040")  # cost 4
    drying = s.in_play("tfc-055", dry=False)  # cost 6 but drying: cannot sing (6.1.4)
    s.hand("tfc-012")
    s.main(answer=f"sing_together:{chorus}")
    s.expect("p1", "choose_targets", options=[a, b], answer=[a])  # 3 < 6: the only other singer joins

    assert s.card(a)["exerted"] and s.card(b)["exerted"] and not s.card(drying)["exerted"]
    assert len(s.zone("p1.hand")) == 3  # the keeper and the two cards drawn

"""Position scores where a search playout stops (engine/ai/evaluation.py)."""

from engine.ai.evaluation import evaluate

CHARACTER = "iti-045"  # a Lorcana character: cost 5, lore 2, willpower 4
ITEM = "iti-029"  # a Lorcana item: cost 2


def lorcana_world(p1_play: list[dict], p1_lore: int = 0, p2_lore: int = 0) -> dict:
    cards = {f"c{n}": {"def": card["def"], **card} for n, card in enumerate(p1_play)}
    zones = {f"{p}.{zone}": {"cards": []} for p in ("p1", "p2") for zone in ("play", "inkwell", "hand")}
    zones["p1.play"]["cards"] = list(cards)
    players = {"p1": {"lore": p1_lore}, "p2": {"lore": p2_lore}}
    return {
        "game": "lorcana",
        "seats": ["p1", "p2"],
        "result": None,
        "cards": cards,
        "zones": zones,
        "players": players,
    }


def test_lorcana_counts_lore_and_the_lore_characters_may_still_quest_for():
    empty = evaluate(lorcana_world([]), "p1")
    character = evaluate(lorcana_world([{"def": CHARACTER}]), "p1")
    item = evaluate(lorcana_world([{"def": ITEM}]), "p1")
    assert empty == 0.0
    assert character > item > empty  # a character quests again; any card was worth its cost
    assert evaluate(lorcana_world([], p1_lore=2), "p1") > item  # two lore now beat a 2-cost item
    assert evaluate(lorcana_world([{"def": CHARACTER}], p2_lore=5), "p1") < 0
    assert evaluate(lorcana_world([{"def": CHARACTER}]), "p2") == -character


def test_lorcana_values_a_damaged_character_less():
    whole = evaluate(lorcana_world([{"def": CHARACTER}]), "p1")
    hurt = evaluate(lorcana_world([{"def": CHARACTER, "counters": {"damage": 3}}]), "p1")
    assert 0 < hurt < whole


def test_a_finished_game_scores_its_result():
    world = {**lorcana_world([]), "result": {"winners": ["p2"]}}
    assert evaluate(world, "p2") == 1.0 and evaluate(world, "p1") == -1.0


def ultraman_world(battlefield: dict[str, int], damage: dict[str, int]) -> dict:
    zones = {}
    for p in ("p1", "p2"):
        zones[f"{p}.battlefield"] = {"cards": [f"{p}b{n}" for n in range(battlefield[p])]}
        zones[f"{p}.damage"] = {"cards": [f"{p}d{n}" for n in range(damage[p])]}
        zones[f"{p}.hand"] = {"cards": []}
    return {"game": "ultraman", "seats": ["p1", "p2"], "result": None, "zones": zones}


def test_ultraman_counts_damage_first_then_the_characters_left_to_fight_with():
    even = {"p1": 0, "p2": 0}
    assert evaluate(ultraman_world({"p1": 3, "p2": 3}, even), "p1") == 0.0
    fewer_fighters = evaluate(ultraman_world({"p1": 1, "p2": 3}, even), "p1")
    more_damage = evaluate(ultraman_world({"p1": 5, "p2": 1}, {"p1": 1, "p2": 0}), "p1")
    assert more_damage < fewer_fighters < 0  # a damage card outweighs a few characters

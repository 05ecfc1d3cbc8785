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


def ultraman_world(active: str = "p1", **counts: dict[str, int]) -> dict:
    """Zone counts per player, e.g. ``damage={"p1": 1, "p2": 0}``; the rest as at the start of a game."""
    start = {"battlefield": 5, "damage": 0, "hand": 4, "deck": 27}
    zones = {
        f"{p}.{zone}": {"cards": [f"{p}{zone}{n}" for n in range(counts.get(zone, {}).get(p, default))]}
        for p in ("p1", "p2")
        for zone, default in start.items()
    }
    return {"game": "ultraman", "seats": ["p1", "p2"], "result": None, "zones": zones, "turn": {"active": active}}


def test_ultraman_counts_damage_before_characters_cards_in_hand_and_deck():
    assert evaluate(ultraman_world(), "p1") == 0.0
    fewer_fighters = evaluate(ultraman_world(battlefield={"p1": 3, "p2": 5}), "p1")
    more_damage = evaluate(ultraman_world(damage={"p1": 1, "p2": 0}), "p1")
    assert more_damage < fewer_fighters < 0  # a damage card outweighs a few characters
    assert 0 < evaluate(ultraman_world(deck={"p1": 27, "p2": 26}), "p1") < evaluate(
        ultraman_world(hand={"p1": 5, "p2": 4}), "p1"
    )


def test_ultraman_goes_by_the_deck_race_once_no_battle_can_reach_five_damage():
    # 4 damage and 1 character are still five: p1 can lose a battle and with it the game (R1.3.2a)
    behind = ultraman_world(battlefield={"p1": 1, "p2": 1}, damage={"p1": 4, "p2": 2}, deck={"p1": 13, "p2": 11})
    assert evaluate(behind, "p1") < 0
    # with 3 damage neither side can be beaten in battle: p1's 13 cards outlast p2's 11 (R1.3.2b-c)
    race = ultraman_world(battlefield={"p1": 1, "p2": 1}, damage={"p1": 3, "p2": 2}, deck={"p1": 13, "p2": 11})
    assert evaluate(race, "p1") >= 0.99 and evaluate(race, "p2") == -evaluate(race, "p1")
    # an empty battlefield fights no more battles (digest A9): the race again, lost this time
    empty = ultraman_world(battlefield={"p1": 0, "p2": 5}, deck={"p1": 10, "p2": 12})
    assert evaluate(empty, "p1") <= -0.99
    # 12 and 13 cards last the same six turn starts: the one whose turn it is has had its start
    level = ultraman_world(battlefield={"p1": 0, "p2": 5}, deck={"p1": 12, "p2": 13}, active="p1")
    assert evaluate(level, "p1") >= 0.99 and evaluate({**level, "turn": {"active": "p2"}}, "p1") <= -0.99

"""The four practice decks (cards/sanguozhi/decks, issue 19): each is legal, and together they
exercise every card type (401.1), every keyword talent (802, digest §9.1), every Stratagem speed
(414) and duration (415), every activated-ability speed (105.4-105.6), every role (107.1) and
every continuous-effect layer the vocabulary can write (709.1, 709.3) and the later vocabulary entries."""

from engine.core.registry import get_game
from engine.games.sanguozhi.cards import CardType, Duration, KeywordName, Role, Speed, card_db

# 709.1 layer 2 (role changes) has no vocabulary entry yet (cards/README.md, chapter 7), so no
# practice card can show it.
LAYERS = {"1", "3", "4", "5", "6", "7", "8.1", "8.2", "8.3", "8.4"}
VOCABULARY = {"requirement_lower", "x_amount", "intelligence_anthem", "counters", "mark", "then", "conceal", "restore", "trigger:leaves", "trigger:attacks", "trigger:permanent_damage", "trigger:draws", "trigger:each", "damage_player", "delayed_flip", "pay", "only_role", "x_attack_difference", "cost_less", "empty_text", "extra_combat", "until_source_leaves", "lose_keywords", "more_damage", "trigger:alone"}  # entries added for the digest scenarios that waited for them (cards/README.md)
STEP_LAYERS = {"control": "1", "requirement": "6", "set_stats": "8.2", "boost": "8.3", "swap": "8.4"}
GRANT_LAYERS = {"factions": "3", "troops": "4", "traits": "5", "keywords": "7"}


def shown(card) -> set[tuple[str, str]]:
    """What a card exercises, as (aspect, value) pairs."""
    found = {("type", card.type), *(("keyword", k.name) for k in card.keywords)}
    if card.type in ("stratagem", "event"):
        found |= {(f"{card.type}_speed", card.speed), (f"{card.type}_duration", card.duration)}
    anthems = [card.anthem, *(a.anthem for a in card.abilities)]
    steps = [*card.steps, *(step for a in card.abilities for step in a.steps)]
    targets = [card.target, *(a.target for a in card.abilities)]
    found |= {("ability_speed", a.speed) for a in card.abilities if a.speed}
    found |= {("role", role) for role in [*(a.role for a in card.abilities), *(c.role for c in card.equip), *(t.role for t in targets if t)] if role}
    found |= {("layer", "8.3") for anthem in anthems if anthem and (anthem.attack or anthem.health)}
    found |= {("layer", "7") for anthem in anthems if anthem and anthem.keywords}
    found |= {("keyword", k.name) for anthem in anthems if anthem for k in anthem.keywords}
    found |= {("layer", "8.3") for _ in [card.bonus] if card.bonus.attack or card.bonus.health or card.bonus.intelligence}
    found |= {("layer", "8.1" if getattr(step, "defining", False) else STEP_LAYERS[step.step]) for step in steps if step.step in STEP_LAYERS}
    found |= {("layer", layer) for step in steps if step.step == "grant" for part, layer in GRANT_LAYERS.items() if getattr(step, part)}
    found |= {("vocabulary", "requirement_lower") for step in steps if step.step == "requirement" and step.lower}
    found |= {("vocabulary", "x_amount") for step in steps if getattr(step, "per", None)}
    found |= {("vocabulary", "x_attack_difference") for step in steps if getattr(step, "per", None) == "attack_difference"}
    found |= {("vocabulary", "intelligence_anthem") for anthem in anthems if anthem and anthem.intelligence}
    found |= {("vocabulary", "empty_text") for anthem in anthems if anthem and anthem.empty_text}
    found |= {("vocabulary", "mark" if step.mark else "counters") for step in steps if step.step == "counters"}
    found |= {("vocabulary", "then") for step in steps if step.then}
    found |= {("vocabulary", "lose_keywords") for step in steps if getattr(step, "lose_keywords", None)}
    found |= {("vocabulary", "until_source_leaves") for step in steps if getattr(step, "until_source_leaves", False)}
    found |= {("vocabulary", step.step) for step in steps if step.step in ("conceal", "restore", "pay", "extra_combat")}
    found |= {("vocabulary", "only_role") for _ in [card.only_role] if card.only_role}
    found |= {("vocabulary", "cost_less") for a in card.abilities if a.cost_less}
    found |= {("vocabulary", "more_damage") for a in card.abilities if a.more_damage}
    found |= {("vocabulary", "delayed_flip") for step in steps if step.step == "conceal" and step.flip_at_turn_start}
    found |= {("vocabulary", "damage_player") for step, target in [*((s, card.target) for s in card.steps), *((s, a.target) for a in card.abilities for s in a.steps)]
              if step.step == "damage" and target and target.kind == "player"}  # fmt: skip
    found |= {("vocabulary", f"trigger:{'each' if a.when.each else 'alone' if a.when.alone else a.when.event}") for a in card.abilities if a.when}
    return found


def test_the_practice_decks_are_legal_and_exercise_every_type_keyword_speed_role_and_layer():
    game, db = get_game("sanguozhi"), card_db()
    decks = {name: game.parse_deck(text) for name, text in game.preset_decks().items()}  # a GameError if one is illegal
    assert len(decks) == 4
    exercised = {pair for ids in decks.values() for card_id in ids for pair in shown(db[card_id])}
    assert len(KeywordName.__args__) == 25  # digest §9.1
    wanted = {
        *(("type", kind) for kind in CardType.__args__), *(("keyword", name) for name in KeywordName.__args__),
        *(("stratagem_speed", speed) for speed in Speed.__args__), *(("stratagem_duration", d) for d in Duration.__args__),
        ("event_duration", "instant"), ("event_duration", "permanent"),  # 505.5: an Event is instant or permanent
        *(("ability_speed", speed) for speed in ("tap", "normal", "fast")), *(("role", role) for role in Role.__args__),
        *(("layer", layer) for layer in LAYERS), *(("vocabulary", entry) for entry in VOCABULARY),
    }  # fmt: skip
    assert wanted - exercised == set()

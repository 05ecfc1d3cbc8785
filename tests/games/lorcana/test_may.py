""""You may" (7.1.3) against the encoding, and optional effects with nothing to do.

- Every implemented card whose printed text says "你可以" for an ability encodes that ability as
  optional, and no other ability is (the official catalog; skipped when it is absent).
- Every optional ability of an implemented card, set off on an empty board, is asked only when
  saying yes could change the game; otherwise it is not asked and the log says it had no effect
  (engine/core/optional.py).
"""

import re

import pytest

from engine.core.narration import narrate
from engine.games.lorcana import abilities as a
from engine.games.lorcana.cards import CardDef, card_db
from engine.games.lorcana.game import LorcanaGame
from tests.games.lorcana.position import LorcanaScenario

from .catalog import catalog_entry, require_catalog

IMPLEMENTED = sorted(c.id for c in card_db().values() if c.implemented and c.id.split("-")[0] in ("tfc", "rotf", "iti", "urr"))

# Steps whose own choice lets the player do none of it: the printed "你可以" is that choice.
CHOICE_IS_THE_MAY = (a.PlayForFree, a.SearchDeck)


def step_may(step) -> bool:
    return step.optional or (isinstance(step, CHOICE_IS_THE_MAY) and not getattr(step, "must", False)) or (
        isinstance(step, a.Draw) and step.up_to) or (isinstance(step, a.LookAtTop) and step.take > step.take_min) or (
        isinstance(step, a.Floating) and any(step_may(s) for s in step.effects))  # the "may" of the trigger it makes


def encoded_may(card: CardDef) -> dict[str, bool]:
    """Per ability name ("" for an action's effects): whether the encoding gives a choice."""
    found: dict[str, bool] = {}
    for ability in card.abilities:
        may = ability.optional or any(step_may(s) for s in ability.effects)
        may = may or (ability.static is not None and ability.static.flag == "extra_ink")  # "你可以额外…" (8.5.5)
        may = may or (ability.static is not None and ability.static.flag == "any_name_for_shift")  # "你可以视作…": a Shift the player may make
        may = may or (ability.static is not None and ability.static.free_move)  # "…可以免费移至此处": a move the player may make
        may = may or (ability.static is not None and ability.static.free_play)  # "你便可以免费打出…": a play the player may make
        may = may or (ability.static is not None and ability.static.free_activation)  # "你可以免费使用…奇能": a use the player may make
        may = may or (ability.kind == "activated" and ability.once_per_turn)  # "每回合一次，你可以支付…来": using it is the may
        granted = [s.ability for s in ability.effects if isinstance(s, a.GainAbility)]
        granted += [ability.static.grants] if ability.static is not None and ability.static.grants is not None else []
        may = may or any(g.optional for g in granted)  # a "你可以" inside the quoted ability given ("获得'…你可以…'")
        found[ability.name or ""] = found.get(ability.name or "", False) or may
    if card.effects:
        found[""] = any(step_may(s) for s in card.effects)
    return found


def printed_may(card_id: str) -> dict[str, bool]:
    """Per printed ability (named by its 故事名称, "" for an action's text): whether it says 可以."""
    text = re.sub(r"（[^）]*）|\([^)]*\)", "", catalog_entry(card_id)[0]["rules_text"] or "")
    found: dict[str, bool] = {}
    for segment in text.split("%"):
        named = re.match(r"\s*\\([^\\]+)\\(.*)", segment, re.S)
        name, body = (named.group(1), named.group(2)) if named else ("", segment)
        if "你可以在你的卡组中使用" in body:
            continue  # a deck-building rule (deck_limit, 7.1.2.1), not a choice made in play
        if not named and re.fullmatch(r"\s*<[^>]+>[\s\d]*", body):
            continue  # a keyword line
        body = body.replace("可以挑战就绪", "能挑战就绪")  # a permission (4.3.6.6), not a choice (urr-197)
        found[name] = found.get(name, False) or "可以" in body
    return found


@pytest.mark.parametrize("card_id", IMPLEMENTED)
def test_printed_may_matches_the_encoding(card_id):
    """7.1.3: "你可以" makes the ability's effect the player's choice; without it, it happens."""
    require_catalog()
    card = card_db()[card_id]
    encoded = encoded_may(card)
    for name, may in printed_may(card_id).items():
        assert encoded.get(name, False) == may, f"{card_id} {name or '(effects)'}: printed may={may}"
    assert {n for n, may in encoded.items() if may} <= set(printed_may(card_id)), card_id


OPTIONAL = [(c.id, i) for c in card_db().values() if c.implemented for i, ab in enumerate(c.abilities)
            if ab.optional or any(s.optional for s in ab.effects)]  # fmt: skip

# On an empty board (only the source in play, ready; decks full; no ink; empty discards and
# hands), these optional abilities can still change the game and are asked; every other one is not.
ASKED_ON_AN_EMPTY_BOARD = {
    ("tfc-021", 0): "draws 2 (a draw always can: 1.9.1.2)",
    ("tfc-049", 0): "draws",
    ("tfc-086", 0): "draws",
    ("tfc-152", 1): "draws",
    ("tfc-188", 0): "draws, then discards",
    ("tfc-203", 0): "draws",
    ("tfc-039", 0): "looks at the top 2 cards of a deck that has cards",
    ("tfc-146", 0): "puts this card into the inkwell",
    ("tfc-154", 0): "puts the top card of the deck into the inkwell",
    ("tfc-050", 0): "returns this card to hand",
    ("tfc-072", 0): "the chosen character may be the source itself (only \"other\" excludes it, 7.1.5)",
    ("tfc-075", 0): "the chosen character may be the source itself",
    ("tfc-113", 0): "the chosen character may be the source itself",
    ("tfc-180", 0): "the chosen character may be the source itself",
    ("iti-036", 0): "banishes itself to draw",
    ("iti-037", 0): "looks at the top card of a deck that has cards",
    ("iti-121", 0): "the chosen character may be the source itself",
    ("iti-133", 0): "draws",
    ("iti-151", 0): "puts the top card of the deck into the inkwell",
    ("iti-153", 0): "puts this card into the inkwell",
    ("iti-156", 0): "looks at the top 3 cards of a deck that has cards",
    ("iti-190", 1): "draws",
    ("urr-005", 0): "the chosen character may be the source itself",
    ("urr-048", 0): "banishes itself to draw",
    ("urr-059", 0): "draws",
    ("urr-090", 0): "the chosen character (2 strength or less) may be the source itself",
    ("urr-147", 0): "puts this card into the inkwell",
    ("urr-174", 0): "draws, then discards",
    ("urr-193", 0): "draws",
    ("urr-200", 0): "draws",
    ("iti-192", 0): "one option draws 2",
    ("iti-192", 1): "one option draws 2",
    ("urr-040", 0): "the options change the source itself",
    ("iti-163", 0): "looks at the top card of a deck that has cards",
    ("iti-051", 0): "draws",
    ("urr-041", 0): "draws",
    ("iti-038", 0): "shuffles this card into the deck to draw 3",
    ("iti-053", 0): "shuffles this card into the deck",
    ("iti-145", 0): "draws 3 (the test drops the condition)",
    ("urr-099", 0): "draws",
    ("rotf-022", 0): "the chosen character may be the source itself",
    ("rotf-036", 0): "draws",
    ("rotf-042", 0): "the chosen character may be the source itself",
    ("rotf-044", 0): "draws",
    ("rotf-045", 0): "draws",
    ("rotf-052", 0): "draws",
    ("rotf-052", 1): "draws",
    ("rotf-057", 0): "the chosen character may be the source itself (cost 0 here)",
    ("rotf-077", 0): "each player may draw",
    ("rotf-120", 0): "draws",
    ("rotf-122", 0): "readies the source, which then cannot quest this turn",
    ("rotf-125", 0): "readies the source, which then cannot quest this turn",
    ("rotf-150", 0): "puts this card into the inkwell",
    ("rotf-153", 0): "puts the top card of the deck into the inkwell",
    ("rotf-161", 0): "puts a card from hand (the scenario's one card) into the inkwell",
    ("rotf-169", 0): "draws",
    ("rotf-171", 0): "the chosen character may be the source itself",
    ("rotf-176", 0): "draws, then discards",
    ("rotf-183", 0): "draws",
    ("rotf-185", 0): "the chosen character may be the source itself",
    ("rotf-194", 0): "draws, then discards",
    ("iti-085", 1): "draws",
    ("iti-194", 0): "the chosen character may be the source itself",
    ("iti-204", 0): "draws, then discards",
    ("rotf-019", 0): "draws",
    ("urr-052", 0): "draws (the test drops the condition)",
    ("rotf-138", 0): "draws 2 (the test drops the condition)",
    ("rotf-014", 0): "reveals the top card of a deck that has cards",
    ("rotf-016", 0): "reveals the top card of a deck that has cards",
    ("urr-075", 0): "puts the top card of the deck into the inkwell (the test drops the condition)",
    ("urr-070", 0): "draws (the test drops the condition)",
}


def set_off_on_an_empty_board(monkeypatch, card_id: str, index: int) -> LorcanaScenario:
    """The ability, as a "when you play this character" trigger with no condition, on a 0-cost copy."""
    card = card_db()[card_id]
    # Validated anew, not model_copy: a copy would keep the original's cached properties
    # (CardDef.triggered_by) when an earlier test already computed them.
    ability = {**card.abilities[index].model_dump(), "trigger": {"event": "played"}, "condition": None}
    copy = type(card).model_validate({**card.model_dump(), "id": "tst-900", "cost": 0, "abilities": [ability], "keywords": []})
    monkeypatch.setitem(card_db(), "tst-900", copy)
    s = LorcanaScenario()
    s.hand("tfc-012")
    s.main(answer=f"play:{s.hand('tst-900')}")
    return s


@pytest.mark.parametrize(("card_id", "index"), sorted(OPTIONAL))
def test_an_optional_ability_with_nothing_to_do_is_not_asked(monkeypatch, card_id, index):
    """7.1.3 (engine/core/optional.py): no yes/no when yes could change nothing; the log says so."""
    s = set_off_on_an_empty_board(monkeypatch, card_id, index)
    asked = s.request["kind"] == "yes_no"
    assert asked == ((card_id, index) in ASKED_ON_AN_EMPTY_BOARD), s.request
    if not asked:
        s.main()
        (event,) = s.events_of("no_effect")
        assert (event["player"], event["definition"]) == ("p1", "tst-900")
        assert narrate(LorcanaGame(), event, {"p1": "甲"}).endswith("未询问甲。")

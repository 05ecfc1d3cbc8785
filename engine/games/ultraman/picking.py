"""Battlefield cards an effect's controller chooses (`Pick`): either side's, face up or down, the
main combatants or not (4.2.3). Face-down cards are offered by slot, named only to their owner
(3.2.3), and a keyword or name only ever matches a face-up card."""

from engine.core.messages import t

from .cards import Pick
from .stats import definition
from .text import slot_label
from .zones import battlefield, other_player


def pick_candidates(state: dict, pick: Pick, controller: str, source: str) -> list[str]:
    sides = {"you": [controller], "opponent": [other_player(state, controller)]}.get(
        pick.side, [controller, other_player(state, controller)])  # fmt: skip
    battle = state["turn"].get("battle") or {"main": {}}
    mains = set(battle["main"].values())
    found = []
    for side in sides:
        for card_id in battlefield(state, side):
            face_down = bool(state["cards"][card_id].get("face_down"))
            if (pick.face == "up" and face_down) or (pick.face == "down" and not face_down):
                continue
            if (pick.main is not None and (card_id in mains) != pick.main) or (pick.other and card_id == source):
                continue
            if pick.keyword is not None or pick.name is not None:
                card = definition(state, card_id)
                if face_down or (pick.keyword and not card.has_keyword(pick.keyword)) or (pick.name and card.name != pick.name):
                    continue
            found.append(card_id)
    return found


def side_slot_label(state: dict, card_id: str, viewer: str) -> str:
    """"我方第 n 格…" or "对方第 n 格…": both sides have the same slot numbers."""
    side = "own" if state["cards"][card_id]["owner"] == viewer else "opponent"
    return t(f"ultraman.option.side_{side}", label=slot_label(state, card_id, viewer))

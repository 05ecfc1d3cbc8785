"""Lorcana positions for scenario tests: a match past setup, at p1's main phase, with helpers to
put cards in hand, in play (dry or drying), in the inkwell and on top of the deck."""

import engine
from engine.games.lorcana.zones import zone
from tests.scenario import Scenario

# A 60-card filler deck of vanilla characters, so no card in the deck does anything by itself.
FILLER = ["tfc-012", "tfc-013", "tfc-015", "tfc-017", "tfc-022", "tfc-036", "tfc-040", "tfc-048",
          "tfc-052", "tfc-055", "tfc-057", "tfc-073", "tfc-077", "tfc-078", "tfc-089"] * 4  # fmt: skip


class LorcanaScenario(Scenario):
    def __init__(self, players=("p1", "p2"), seed: int = 0, hands_empty: bool = True, options: dict | None = None) -> None:
        """``options``: match options (engine/games/lorcana/options.py) besides p1 choosing first."""
        players = list(players)
        super().__init__("lorcana", players, {p: list(FILLER) for p in players}, seed, {"chooser": "p1", **(options or {})})
        self.expect("p1", "choose_option", answer=["p1"])  # p1 goes first (3.1.2)
        for player in players:
            self.expect(player, "mulligan", answer=[])
        if hands_empty:
            for player in players:
                for card_id in self.zone(zone(player, "hand")):
                    self.ctx().move(card_id, zone(player, "deck"), position=0)

    def hand(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "hand"))

    def in_play(self, definition: str, player: str = "p1", *, dry: bool = True, exerted: bool = False, damage: int = 0,
                at: str | None = None) -> str:  # fmt: skip
        """A card in play; `dry` means it was there since the start of its player's turn (6.1.4);
        `at` is the location a character has moved to (4.3.7)."""
        card_id = self.put(definition, zone(player, "play"), dry=dry, exerted=exerted)
        if at is not None:
            self.card(card_id)["at_location"] = at
        if damage:
            self.card(card_id)["counters"] = {"damage": damage}
        return card_id

    def ink(self, count: int, player: str = "p1") -> list[str]:
        """Ready ink cards, face down."""
        return [self.put("tfc-012", zone(player, "inkwell"), visible_to=[], face_down=True, exerted=False) for _ in range(count)]

    def on_top(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "deck"))

    def main(self, player: str = "p1", answer: str | None = None, options=None) -> dict:
        """Expect the main-phase action request; answer it by option id or label if given."""
        return self.expect(player, "choose_action", options, exact=False, answer=[answer] if answer else None)

    def lore(self, player: str) -> int:
        return self.player(player)["lore"]

    def damage(self, card_id: str) -> int:
        return self.card(card_id).get("counters", {}).get("damage", 0)


def defs(s: Scenario, zone_name: str) -> list[str]:
    """Card definitions in a zone, bottom to top."""
    return [s.card(c)["def"] for c in s.zone(zone_name)]


def option_ids(ask: dict) -> list[str]:
    return [o["id"] for o in ask["options"]]


def choose(s: Scenario, options: list[str], answer: list[str], player: str = "p1") -> dict:
    """Expect a choice of exactly one target (not "up to") among ``options``."""
    ask = s.expect(player, "choose_targets", options=options, answer=answer)
    assert (ask["min"], ask["max"]) == (1, 1)
    return ask


def concede(s: Scenario, player: str) -> list[dict]:
    """``player`` concedes, whatever is being asked; returns the events."""
    s._refresh()
    action = {"action": "concede", "player": player}
    s.state, events, _ = engine.advance(s.state, action)
    s.answers.append(action)
    s._record(events)
    s.last_events = list(events)
    return events

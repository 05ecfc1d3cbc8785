"""MTG positions with three or four players, or a Commander game (CR 800, 903): like
``MtgScenario`` (p1 starts, hands emptied but for one Island, libraries of basic lands), with
more seats and match options."""

from engine.games.mtg.zones import hand, library
from tests.games.mtg.position import FOREST, ISLAND, PLAINS, MtgScenario
from tests.scenario import Scenario

ADELBERT = "fin-003"  # Adelbert Steiner {1}{W}, legendary 2/1 lifelink: a white commander
COEURL = "fin-012"  # a vanilla 2/2 for {1}{W}


def commander_deck(commander: str = ADELBERT, basic: str = PLAINS) -> list[str]:
    """The smallest legal Commander deck: the commander and 99 basic lands (903.5)."""
    return [commander] + [basic] * 99


class MultiplayerScenario(MtgScenario):
    def __init__(self, players: tuple[str, ...] = ("p1", "p2", "p3"), decks: dict | None = None, options: dict | None = None,
                 seed: int = 0) -> None:  # fmt: skip
        decks = decks or {p: [FOREST] * 60 for p in players}
        Scenario.__init__(self, "mtg", list(players), decks, seed, {"first_player": "p1", **(options or {})})
        for player in players:
            self.expect(player, "mulligan", answer=["keep"])
        for player in players:
            for card_id in self.zone(hand(player)):
                self.ctx().move(card_id, library(player), position=0)
            self.hand(ISLAND, player)

    def pass_all(self) -> None:
        """Every player still in the game passes in succession."""
        for _ in self.state["seats"]:
            self.pass_priority()


def commander_game(players: tuple[str, ...] = ("p1", "p2"), commander: str = ADELBERT) -> MultiplayerScenario:
    decks = {p: commander_deck(commander) for p in players}
    return MultiplayerScenario(players, decks, {"format": "commander"})

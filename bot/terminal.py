"""`tcg play`: a match in the terminal with the same Chinese prompts and narration as the bot.

Each human player answers at the keyboard; the AI seat uses the agent given (the random agent by
default), which reads only its own view like every agent (engine/ai/agent.py). Everything shown
to a human comes from ``engine.view`` and ``engine.events_for`` for that player, so a terminal
match hides exactly what a Discord match hides.
"""

from __future__ import annotations

from collections.abc import Callable

import engine
from engine.ai import Agent, RandomAgent, decide_for
from engine.core.registry import get_game
from engine.core.requests import validate_choice
from engine.core.stops import DEFAULT_STOP_MODE, auto_pass, pass_answer

from .messages import t
from .services.board_text import board_lines, log_lines


class TerminalMatch:
    def __init__(
        self,
        game_id: str,
        decks: dict[str, list[str]],
        humans: list[str],
        seed: int,
        read: Callable[[str], str] | None = None,
        write: Callable[[str], None] | None = None,
        stops: str = DEFAULT_STOP_MODE,
        agent: Agent | None = None,
        level: str = "random",
    ) -> None:
        self.game = get_game(game_id)
        self.players = list(decks)
        self.humans = humans
        self.decks = decks
        self.seed = seed
        # Looked up now, not at import, so a replaced input() (tests, other front ends) is used.
        self.read = read or input
        self.write = write or print
        self.agent = agent or RandomAgent(seed)
        self.level = level  # the AI's difficulty, for its display name
        self.names = {p: self._display_name(index, p) for index, p in enumerate(self.players)}
        self.answers: list[dict] = []
        self.stops = stops  # engine/core/stops.py: priority the humans are not asked for

    def _display_name(self, index: int, player: str) -> str:
        if player not in self.humans:
            return t("play.ai", level=t(f"ai.level.{self.level}"))
        if len(self.humans) == 1:
            return t("play.human")
        return t("play.player_n", number=index + 1)

    # -------------------------------------------------------------- output
    def _narrator_view(self) -> str | None:
        """Whose eyes the log uses: the only human, or public information in a hot-seat game."""
        return self.humans[0] if len(self.humans) == 1 else None

    def _narrate(self, events: list[dict]) -> None:
        for line in log_lines(self.game, engine.events_for(events, self._narrator_view()), self.names):
            self.write(line)

    def show_board(self, state: dict, viewer: str) -> None:
        self.write(t("play.board", player=self.names[viewer]))
        for line in board_lines(self.game, engine.view(state, viewer), self.names):
            self.write(line)

    # -------------------------------------------------------------- input
    def _ask_human(self, state: dict, player: str) -> list[str]:
        ask = engine.ask_for(state["request"], player)
        if len(self.humans) > 1:
            self.read(t("play.hand_over", player=self.names[player]))
        self.show_board(state, player)
        self.write(t("play.decision", player=self.names[player], prompt=ask["prompt"]))
        for number, option in enumerate(ask["options"], start=1):
            self.write(t("play.option", number=number, label=option["label"]))
        count = str(ask["min"]) if ask["min"] == ask["max"] else f"{ask['min']}–{ask['max']}"
        hint = t(
            "play.how_to_answer",
            count=count,
            ordered=t("play.ordered_hint") if ask["ordered"] else "",
            optional=self._enter_hint(ask),
        )
        while True:
            text = self.read(hint).strip()
            if text == "?":
                self.show_board(state, player)
                continue
            if not text and ask.get("default"):  # Enter takes the default the prompt names
                return list(ask["default"])
            numbers = text.replace(",", " ").replace("，", " ").split()
            try:
                picked = [int(n) for n in numbers]
            except ValueError:
                picked = [-1]
            if not all(1 <= n <= len(ask["options"]) for n in picked):
                self.write(t("play.not_a_number", text=text, count=len(ask["options"])))
                continue
            choice = [ask["options"][n - 1]["id"] for n in picked]
            try:
                validate_choice(ask, choice)
            except engine.AnswerError as error:
                self.write(error.message)
                continue
            return choice

    @staticmethod
    def _enter_hint(ask: dict) -> str:
        labels = {option["id"]: option["label"] for option in ask["options"]}
        if ask.get("default"):
            return t("play.default_hint", default="、".join(labels[i] for i in ask["default"]))
        return t("play.optional_hint") if ask["min"] == 0 else ""

    # -------------------------------------------------------------- the match
    def run(self) -> dict:
        state, events, _ = engine.start(self.game.id, self.players, self.decks, self.seed)
        self.write(
            t(
                "play.started",
                game=self.game.name,
                players="、".join(self.names[p] for p in self.players),
                seed=self.seed,
            )
        )
        self._narrate(events)
        while state["result"] is None:
            request = state["request"]
            player = request["pending"][0]
            if player in self.humans and auto_pass(self.game, state, player, self.stops):
                choice = pass_answer(state, player)["choice"]
            elif player in self.humans:
                choice = self._ask_human(state, player)
            else:
                # The AI's choice is never printed: its options may name its hidden cards.
                choice = decide_for(self.agent, state, player)
            answer = {"request": request["id"], "player": player, "choice": choice}
            self.answers.append(answer)
            state, events, _ = engine.advance(state, answer)
            self._narrate(events)
        result = state["result"]
        if result["winners"]:
            text = t("play.winner", winners="、".join(self.names[p] for p in result["winners"]))
        else:
            text = t("play.draw")
        self.write(t("play.result", result=text))
        return state

"""The interface every game implements, and the table of rule procedures it runs.

A game is a ``Game`` subclass with a ``procs`` table: rule procedures keyed by name. A procedure
is ``def proc(ctx, frame)``; it reads ``frame["step"]``, does some work, and either pops its
frame, pushes others, or asks a player (``ctx.choose``) and returns to wait for the answer.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .card_files import DEFAULT_PACKS_ROOT, CardLibrary
from .context import Ctx, counter_of
from .errors import EngineError
from .messages import t

Proc = Callable[[Ctx, dict], None]

CARDS_ROOT = Path(__file__).resolve().parents[2] / "cards"


class ProcTable(dict):
    """Rule procedures by name; ``@table.proc("name")`` registers one."""

    def proc(self, name: str) -> Callable[[Proc], Proc]:
        def register(function: Proc) -> Proc:
            if name in self:
                raise EngineError(f"procedure {name!r} registered twice")
            self[name] = function
            return function

        return register


# What ``Game.lookup_records`` gives for each card. ``type``/``colour`` are ids the lookup filters
# on, ``*_label`` their Chinese names; ``facts`` are (Chinese label, value) lines for display;
# ``text`` is the generated Chinese rules text, ``printed_text`` the imported one (or None).
LOOKUP_RECORD_KEYS = (
    "id", "name", "subtitle", "name_en", "subtitle_en", "type", "type_label", "cost", "colour",
    "colour_label", "implemented", "facts", "text", "printed_text",
)  # fmt: skip
# A game whose cards have several printings adds ``printings``: the ids of every printing of the
# card, its own first (engine/core/printings.py); one whose catalog links official card images adds
# ``image_url`` (None for a card without one).
OPTIONAL_LOOKUP_KEYS = ("printings", "image_url")

# Procedures every game may use (priority, trigger ordering, replacement, state checks).
CORE_PROCS = ProcTable()


class Game:
    id: str = ""
    name: str = ""  # Chinese display name
    # Bumped when the game plays or stores a match differently: the bot rebuilds a live match
    # saved by another version from its answer log (tests/engine/test_engine_versions.py).
    engine_version: str = "1"
    min_players: int = 2
    max_players: int = 2
    procs: ProcTable  # each game has its own table
    # Card fields other than "def" that reveal a hidden card's identity (redacted like "def").
    secret_card_fields: frozenset[str] = frozenset()
    # ``view_extras`` never reads its viewer: every viewer, spectators too, gets the same public
    # facts, so the fuzzer's hidden-card check derives them once per state, not once per viewer
    # (and checks now and then that a player's are the spectator's). A game whose derived facts
    # depend on who looks says False.
    view_extras_shared: bool = True

    def setup(self, ctx: Ctx, players: list[str], decks: dict[str, list[str]], options: dict) -> None:
        """Create zones and cards, set up public data, and push the first procedure."""
        raise NotImplementedError

    # Whether a player may concede in a game of three or more and the others play on.
    supports_multiplayer_concession: bool = False

    def player_conceded(self, ctx: Ctx, player: str) -> None:
        """A player conceded a game of three or more (only with ``supports_multiplayer_concession``):
        remove them as the game's rules remove a player who leaves, or end the game. The pending
        request has been dropped; afterwards the procedure on top of the frame stack runs again,
        so every procedure must cope with a player who is no longer seated."""
        raise NotImplementedError

    def on_event(self, ctx: Ctx, event: dict) -> None:
        """Called for every event as it happens; games collect triggered abilities here."""

    def state_checks(self, ctx: Ctx) -> bool:
        """One pass of the game's state-based checks; return True if anything happened."""
        return False

    def view_extras(self, state: dict, viewer: str | None) -> dict:
        """Extra public information derived for a viewer (e.g. current strength of cards)."""
        return {}

    def card_name(self, definition: str) -> str:
        """The Chinese name players read for a card definition."""
        return definition

    def zone_label(self, zone_name: str, names: dict[str, str]) -> str:
        """The Chinese name of a zone (``names`` maps player ids to display names)."""
        return zone_name

    # The card flag of a turned card and its Chinese word (Lorcana "exerted": 力竭), if the game turns cards.
    turned: tuple[str, str] | None = None

    def card_details(self, state: dict, card_id: str) -> list[str]:
        """Public facts that tell a card from another copy of it in one decision: turned, and its
        damage counters; asked only for face-up public cards."""
        card = state["cards"][card_id]
        details = [t(self.turned[1])] if self.turned and card.get(self.turned[0]) else []
        damage = counter_of(card, "damage")
        return details + [t("option.damage", amount=damage)] if damage else details

    def player_summary(self, view: dict, names: dict[str, str]) -> str:
        """One Chinese line of public player data (life, lore, ...) for text front ends."""
        return ""

    def narrate(self, event: dict, names: dict[str, str]) -> str | None:
        """A log line for one of the game's own event types, or None to use the core narration."""
        return None

    def narration_group(self, event: dict) -> str | None:
        """Events said together when they come one after another (nine contests that did not
        happen are one line): a key shared by such events, None for an event said alone."""
        return None

    def narrate_group(self, events: list[dict], names: dict[str, str]) -> str:
        """One log line for consecutive events of one ``narration_group``."""
        raise NotImplementedError

    def parse_deck(self, text: str) -> list[str]:
        """Card definitions of a deck list; raises ``GameError`` listing every problem at once."""
        raise NotImplementedError

    def parse_catalog_deck(self, text: str, catalog: list[dict]) -> list[str]:
        """A deck list read against an imported catalog (``read_catalog`` records): every printed
        card, by the game's deck building rules, whether the engine plays it yet or not (a list
        registered at an event). A game without that reading checks it as ``parse_deck`` does."""
        return self.parse_deck(text)

    # ---- card data (tcg cards ..., community card packs; see card_files.py)
    card_library: CardLibrary | None = None  # a game with card files sets it

    def card_counts(self) -> tuple[int, int]:
        """(cards the game knows, built-in and from its pack; implemented cards)."""
        if self.card_library is None:
            raise NotImplementedError
        cards = self.card_library.cards().values()
        return len(cards), sum(getattr(card, "implemented", True) for card in cards)

    def set_coverage(self) -> list[dict] | None:
        """Per printed set, how many of its cards are implemented and which are not (rows of
        ``set``, ``source``, ``total``, ``implemented``, ``missing`` [(id, name)], or ``absent``:
        the set list's path), where the game knows its sets' lists."""
        return None

    def card_classes(self) -> tuple | None:
        """The game's table of its whole printed card list, where it keeps one: rows with ``status``
        (implemented, playable, blocked, ...) and the undefined rule ``terms`` blocking a card."""
        return None

    def check_card_files(self) -> list[str]:
        """Every problem in the game's built-in card files (empty when all are valid)."""
        if self.card_library is None:
            raise NotImplementedError
        return [str(problem) for problem in self.card_library.check_builtin()]

    def check_card_pack(self, path: Path) -> list[str]:
        """Every problem of a community card pack (a folder of card files, or one file), each in
        Chinese with its file and line; a built-in card number needs ``replaces_builtin``."""
        if self.card_library is None:
            raise NotImplementedError
        return [str(problem) for problem in self.card_library.check_pack(path)]

    def read_card_pack(self, path: Path) -> tuple[dict, list[str]]:
        """The valid card definitions of a pack and its problems, without loading it."""
        if self.card_library is None:
            raise NotImplementedError
        cards, problems = self.card_library.read_pack(path)
        return cards, [str(problem) for problem in problems]

    def card_pack_warnings(self, cards: dict) -> list[str]:
        """What a pack's valid cards may want to fix though they load (for example a written text
        unlike the one the game generates), in Chinese; none unless the game says so."""
        return []

    def reload_cards(self, packs_root: Path | None = DEFAULT_PACKS_ROOT) -> list[str]:
        """Load the built-in cards and the pack in ``packs_root/<game id>/`` (at start and on an
        admin reload); return the pack's problems (files with problems are left out)."""
        if self.card_library is None:
            return []
        problems = self.card_library.reload(packs_root)
        self.cards_reloaded()
        return [str(problem) for problem in problems]

    def load_card_pack(self, path: Path) -> list[str]:
        """Load the built-in cards and the pack folder at ``path`` (``tcg fuzz --pack``); return
        its problems, as ``reload_cards`` does."""
        if self.card_library is None:
            raise NotImplementedError
        problems = self.card_library.load_pack(path)
        self.cards_reloaded()
        return [str(problem) for problem in problems]

    def cards_reloaded(self) -> None:
        """Forget what the game derived from its card definitions (caches) after a reload."""

    # Files beside an official catalog that its import also reads (glob patterns relative to the
    # catalog's folder; the front end parses them, JSON or YAML, and passes them as ``companions``).
    catalog_companions: tuple[str, ...] = ()

    def read_catalog(self, data: object, companions: list[object] = ()) -> list[dict]:
        """Records of an official catalog file (already parsed JSON) for the card store."""
        raise NotImplementedError

    def printed_number_ids(self, text: str) -> list[str]:
        """The card ids a collector number as players copy it from a card names ("21/204", "1-21"),
        in release order; none when ``text`` is not one of the game's numbers."""
        return []

    def lookup_records(self, catalog: list[dict]) -> list[dict]:
        """Every card the game knows, for card lookup: the built-in cards merged with ``catalog``
        (records of an imported official catalog, as ``read_catalog`` made them), one dict per card
        id with the keys of ``LOOKUP_RECORD_KEYS``. Only printed, public facts: anyone may read them.
        """
        return []

    def invariants(self, state: dict) -> list[str]:
        """Problems with a state that must never happen (used by the fuzzer), besides those every
        card game's state must not have (``engine.core.invariants``), which the fuzzer checks itself."""
        return []

    def cache_problems(self, state: dict) -> list[str]:
        """Where what is asked now, built with the game's caches, differs from a build from
        scratch with nothing remembered (the fuzzer's contract check). None by default."""
        return []

    # ---- used by core.priority (games with a stack and priority)
    def priority_actions(self, ctx: Ctx, player: str) -> list[dict]:
        """Options (id, label) the player may take while holding priority, besides passing."""
        raise NotImplementedError

    def hides_options(self, ctx: Ctx, player: str) -> bool:
        """Whether the player's options depend on cards others cannot see (their hand): then a
        decision is asked even when only one answer is legal, since answering it at once would
        reveal that the hidden cards offer nothing (no leak through timing)."""
        return any(
            zone["owner"] == player and zone["show"] == "owner" and zone["cards"]
            for zone in ctx.state["zones"].values()
        )

    def priority_stop(self, state: dict, player: str) -> bool:
        """Whether a player on the usual stops is asked when they get priority (engine/core/stops.py).
        Reads public facts only. By default: when an opponent's object is on top of the stack,
        the moment to respond."""
        stack = state.get("stack") or []
        return bool(stack) and stack[-1]["controller"] != player

    def priority_after_resolution(self, ctx: Ctx) -> str:
        """Who gets priority after an object resolves: the active player (MTG 117.3b). 隐秘世界
        gives it to the second player during the second player's action step (F:2.2.2)."""
        return ctx.state["turn"]["active"]

    def take_priority_action(self, ctx: Ctx, player: str, option_id: str) -> None:
        raise NotImplementedError

    def resolve_stack_object(self, ctx: Ctx, obj: dict) -> None:
        raise NotImplementedError

    # ---- used by core.order_triggers
    def trigger_label(self, ctx: Ctx, trigger: dict) -> str:
        raise NotImplementedError

    # ---- used by core.replace
    one_replacement_per_event: bool = False

    def replacements_for(self, ctx: Ctx, event: dict) -> list[dict]:
        """Replacements that would apply to ``event``: dicts with id, label, optional."""
        return []

    def replacement_chooser(self, ctx: Ctx, event: dict) -> str:
        raise NotImplementedError

    def apply_replacement(self, ctx: Ctx, event: dict, replacement_id: str) -> dict:
        raise NotImplementedError

    def perform_event(self, ctx: Ctx, event: dict) -> None:
        raise NotImplementedError

    # ---- used by core.effects
    def static_effects(self, state: dict) -> list[dict]:
        """Effects generated by static abilities of cards where they work (see effects.py)."""
        return []

    def selector_matches(self, state: dict, effect: dict, card_id: str) -> bool:
        raise NotImplementedError

    def preset_decks(self) -> dict[str, str]:
        """The game's shipped deck lists (``cards/<game>/decks/*.txt``) by display name: the
        first line's comment up to "：" when it has one (``# 琥珀紫晶：...``), else the file name."""
        decks = {}
        for path in sorted((CARDS_ROOT / self.id / "decks").glob("*.txt")):
            text = path.read_text(encoding="utf-8")
            first = text.splitlines()[0] if text else ""
            name = first.lstrip("#").split("：")[0].strip() if first.startswith("#") else ""
            name = name or path.stem
            decks[f"{name}（{path.stem}）" if name in decks else name] = text
        return decks

    # ---- best-of-N matches (多局赛制, engine/core/series.py)
    # Whether the game can be played best-of-N: from game 2 on the previous game's loser decides
    # who goes first (Ultraman 1.2.2a, Lorcana 3.1.2, 三国智 103.2), which the game takes as the
    # match option ``chooser``.
    plays_series: bool = False
    # The games a match usually has (三国智 100.6a: best of 3); a front end's default.
    usual_best_of: int = 1

    def parse_sideboard(self, text: str) -> list[str] | None:
        """The sideboard a deck list brings to a best-of-N match, swapped with deck cards between
        games; None for a game without sideboards."""
        return None

    def sideboard_problems(self, deck: list[str], sideboard: list[str], options: dict) -> list[str]:
        """What keeps a registered ``sideboard`` (beside ``deck``, which passed the game's deck
        checks) from a best-of-N match with match ``options``, in Chinese; none by default."""
        return []

    # Whether a swap between games puts into the deck as many cards as it takes out (Ultraman
    # 1.0.2b). A game that lets the deck change size (三国智 100.3) says False and checks the lists
    # after the swap in ``swap_problems``.
    one_for_one_swaps: bool = True

    def swap_problems(self, deck: list[str], sideboard: list[str], options: dict) -> list[str]:
        """What keeps ``deck`` and ``sideboard`` as a swap between games leaves them from the next
        game, in Chinese; none by default (one for one swaps of checked lists stay legal)."""
        return []

    # ---- used by the fuzzer and benchmarks
    def random_decks(self, rng, players: list[str]) -> dict[str, list[str]]:
        """Random legal decks for the fuzzer, practice matches and benchmarks, drawn with ``rng``
        (a ``random.Random``) so that every implemented card a deck may hold has a fair chance."""
        raise NotImplementedError

    def random_decks_for(self, rng, players: list[str], options: dict | None) -> dict[str, list[str]]:
        """``random_decks`` for a match with these options: a variant with its own deck rules
        (MTG's Commander) deals its own decks."""
        return self.random_decks(rng, players)

    def deck_problems(self, deck: list[str], options: dict | None) -> list[str]:
        """What keeps one player's deck from a match with these options under a variant's own
        deck rules (MTG's Commander, 903.5), in Chinese; none by default. A front end checks a
        deck with it as soon as the player gives it."""
        return []

    def preset_fits(self, deck: list[str], options: dict | None) -> bool:
        """Whether a preset deck may play a match with these options (a variant's deck rules)."""
        return not self.deck_problems(deck, options)

    def implemented_cards(self) -> list[str]:
        """Every implemented card definition: what the fuzzer's coverage report expects played."""
        if self.card_library is None:
            raise NotImplementedError
        return sorted(card.id for card in self.card_library.cards().values() if getattr(card, "implemented", True))

    def played_card(self, event: dict) -> str | None:
        """The definition an event shows being played (put into play, cast or used, not merely
        drawn) for the fuzzer's coverage report; None for any other event. ``event`` is the full
        event, secret part included."""
        return None

"""Disney Lorcana (迪士尼洛卡纳): the game object the engine core drives."""

from engine.core.context import Ctx
from engine.core.events import full_definition
from engine.core.game import Game
from engine.core.messages import t
from engine.core.zone_names import zone_kind

from . import activate, bag, challenge, ink, move, play, quest, resolve, setup, this_turn, turn  # noqa: F401  (register procedures)
from .cardinfo import definition
from .cards import LIBRARY, card_db
from .catalog import printed_number_ids, read_catalog
from .checks import game_state_check, remove_player
from .deck import parse_catalog_deck, parse_deck
from .granted import forget_grants
from .ink import ready_ink
from .kept_check import kept_problems
from .lookup import lookup_records
from .memo import unchanging
from .menu_parts import forget_parts
from .options import check_options, option
from .procs import PROCS
from .statics import forget_statics
from .stats import keywords, modifiers, stat
from .teams import last_team
from .text import card_name, zone_label
from .turn import menu_problems
from .zones import ZONE_KINDS, ZONE_SHOW, all_in_play, ink_cards, zone

DECK_SIZE = 60


class LorcanaGame(Game):
    id = "lorcana"
    name = "迪士尼洛卡纳"
    turned = ("exerted", "lorcana.detail.exerted")  # 就绪 / 力竭 (ready / exerted)
    plays_series = True  # the loser of a game chooses who goes first in the next (options.chooser)
    engine_version = "1"
    min_players = 2
    max_players = 4
    procs = PROCS
    card_library = LIBRARY
    supports_multiplayer_concession = True

    def setup(self, ctx: Ctx, players, decks, options):
        check_options(options, players)
        for player in players:
            for kind in ZONE_KINDS:
                ctx.add_zone(zone(player, kind), owner=player, show=ZONE_SHOW[kind])
            ctx.state["players"][player] = {"lore": 0, "inked": 0, "drew_from_empty": False}  # 3.1.4
            for definition_id in decks[player]:
                ctx.create_card(definition_id, player, zone(player, "deck"))
            ctx.shuffle(zone(player, "deck"))  # 3.1.3
        ctx.state["data"]["deck_sizes"] = {p: len(decks[p]) for p in players}
        ctx.state["turn"] = {"number": 0, "active": None}
        ctx.push("setup")

    def player_conceded(self, ctx, player):
        """A player who concedes leaves like one who loses (3.2.1.2, 1.10.2.3): their cards in
        play, bag items and effects go, whatever was under way; the others play on, and the last
        one (or team) left wins (3.2.1.3)."""
        remove_player(ctx, player)
        remaining = last_team(ctx.state)
        if remaining is not None:
            ctx.end_game(remaining, "concede", player=player)

    def on_event(self, ctx, event):
        this_turn.record(ctx, event)  # first: an intervening "if" may read what just happened
        bag.collect(ctx, event)

    def hides_options(self, ctx, player):
        """The hand is the only zone a player sees and others do not (8.3.2)."""
        return bool(ctx.state["zones"][zone(player, "hand")]["cards"])

    def state_checks(self, ctx):
        return game_state_check(ctx)

    def random_decks(self, rng, players):
        """Random legal decks from implemented cards: two inks, up to 4 copies, 60 cards."""
        db = card_db()
        decks = {}
        for player in players:
            inks = rng.sample(sorted({c.ink for c in db.values() if c.implemented}), 2)
            pool = sorted(c.id for c in db.values() if c.implemented and c.ink in inks)
            deck: list[str] = []
            while len(deck) < DECK_SIZE:
                card_id = rng.choice(pool)
                if deck.count(card_id) < 4:
                    deck.append(card_id)
            decks[player] = deck
        return decks

    def played_card(self, event):
        """Played (4.3.4) or put into play by an effect; putting a card into the inkwell (4.3.3)
        is not playing it."""
        if event["type"] == "card_played" or (event["type"] == "card_moved" and zone_kind(event["to_zone"]) == "play"):
            return full_definition(event)
        return None

    def parse_deck(self, text):
        return parse_deck(text)

    def parse_catalog_deck(self, text, catalog):
        return parse_catalog_deck(text, catalog)

    def cards_reloaded(self):
        forget_statics()
        forget_grants()
        forget_parts()

    catalog_companions = ("sets/*.yml",)  # the per-set files: English names and card types

    def read_catalog(self, data, companions=()):
        return read_catalog(data, companions)

    def printed_number_ids(self, text):
        return printed_number_ids(text)

    def lookup_records(self, catalog):
        return lookup_records(catalog)

    def card_name(self, definition_id):
        return card_name(definition_id)

    def zone_label(self, zone_name, names):
        return zone_label(zone_name, names)

    def player_summary(self, view, names):
        parts = []
        for player, data in view["players"].items():
            inkwell = view["zones"][zone(player, "inkwell")]["cards"]
            ready = sum(1 for card in inkwell if not card.get("exerted"))
            parts.append(t("lorcana.summary", player=names.get(player, player), lore=data["lore"], ready=ready,
                           ink=len(inkwell), hand=view["zones"][zone(player, "hand")]["count"],
                           deck=view["zones"][zone(player, "deck")]["count"]))  # fmt: skip
        return "\n".join(parts)

    def view_extras(self, state, viewer):
        """Current strength, willpower, lore and keywords of every card in play (public)."""
        current = {}
        with unchanging(state):
            self._current(state, current)
        return {"current": current, "ready_ink": {p: ready_ink(state, p) for p in state["players"]}}

    @staticmethod
    def _current(state: dict, current: dict) -> None:
        for card_id in all_in_play(state):
            if definition(state, card_id).type in ("character", "location"):
                mods = modifiers(state, card_id)
                current[card_id] = {name: stat(state, card_id, name, mods) for name in ("strength", "willpower", "lore")}
                current[card_id]["keywords"] = dict(keywords(state, card_id, mods))

    def narrate(self, event, names):
        kind = event["type"]

        def who(key="player"):
            return names.get(event.get(key), event.get(key))

        if kind == "first_player_chosen":
            return t("lorcana.narrate.first_player", player=who())
        if kind == "card_inked":
            card = card_name(event["definition"]) if "definition" in event else t("narrate.hidden_card")
            return t("lorcana.narrate.inked", player=who(), card=card)
        if kind == "card_played":
            return t("lorcana.narrate.played", player=who(), card=card_name(event["definition"]))
        if kind == "character_quested":
            return t("lorcana.narrate.quested", player=who(), card=card_name(event["definition"]), lore=event["lore"], total=event["total"])
        if kind == "card_banished":
            return t("lorcana.narrate.banished", card=card_name(event["definition"]))
        if kind == "lore_changed":
            return t("lorcana.narrate.lore", player=who(), amount=event["amount"], total=event["total"])
        if kind == "loop_shortcut":
            return t("lorcana.narrate.loop", player=who(), actions=event["actions"], times=event["times"])
        if kind == "card_named":
            return t("lorcana.narrate.named", player=who(), name=event["name"])
        if kind == "player_lost":
            return t("lorcana.narrate.eliminated", player=who())
        if kind == "card_moved" and event["reason"] in ("ink", "play", "shift", "banish", "shift_under", "resolved"):
            return ""  # told by the dedicated events above
        return None

    def cache_problems(self, state):
        return menu_problems(state) + kept_problems(state)

    def invariants(self, state):
        problems = []
        for player in state["seats"]:
            if state["players"][player]["lore"] < 0 and option(state, "lore_floor"):
                problems.append(f"{player} has negative lore")
            for card_id in ink_cards(state, player):
                if state["cards"][card_id]["visible_to"] != []:
                    problems.append(f"ink card {card_id} is not face down")
        return problems

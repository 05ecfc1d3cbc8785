"""Ultraman Heroes Duel (奥特曼英雄对决): the game object the engine core drives."""

from engine.core.context import Ctx
from engine.core.events import full_definition
from engine.core.game import Game
from engine.core.messages import t
from engine.core.zone_names import zone_kind

from . import battle, effects, form_change, settlement, setup, turn, windows  # noqa: F401  (register procedures)
from .card_text import written_text_warnings
from .cards import LIBRARY, card_db
from .deck import DECK_SIZE, MAX_COPIES, parse_deck, parse_deck_and_sideboard
from .effects import collect_event_triggers
from .lookup import lookup_records
from .options import option
from .procs import PROCS
from .series import sideboard_problems
from .stats import current
from .text import card_name, zone_label
from .zones import SLOTS, ZONE_KINDS, ZONE_SHOW, zone


class UltramanGame(Game):
    id = "ultraman"
    name = "奥特曼英雄对决"
    plays_series = True  # the loser of a game chooses who goes first in the next (options.chooser)
    engine_version = "2"
    min_players = 2
    max_players = 2
    procs = PROCS
    card_library = LIBRARY
    # What a card used this turn would hint at what a hidden card is.
    secret_card_fields = frozenset({"used"})

    def setup(self, ctx: Ctx, players, decks, options):
        for player in players:
            for kind in ZONE_KINDS:
                ctx.add_zone(zone(player, kind), owner=player, show=ZONE_SHOW[kind])
            ctx.state["players"][player] = {"deck_out": False}
            for definition_id in decks[player]:
                ctx.create_card(definition_id, player, zone(player, "deck"))
            ctx.shuffle(zone(player, "deck"))  # 1.2.1
        ctx.state["data"]["deck_sizes"] = {p: len(decks[p]) for p in players}
        ctx.state["turn"] = {"number": 0, "active": None, "battle": None}
        ctx.push("setup")

    def on_event(self, ctx, event):
        collect_event_triggers(ctx, event)

    def random_decks(self, rng, players):
        """Random legal decks of playable cards: 40 cards, at most 3 per card number."""
        pool = sorted(card.id for card in card_db().values() if card.implemented)
        decks = {}
        for player in players:
            deck: list[str] = []
            while len(deck) < DECK_SIZE:
                card_id = rng.choice(pool)
                if deck.count(card_id) < MAX_COPIES:
                    deck.append(card_id)
            decks[player] = deck
        return decks

    def played_card(self, event):
        """Put onto the battlefield (face down at setup R1.2.3, by a support taking a slot R4.4.4,
        by a form change R5.10) or set aside as a support (R4.3.2)."""
        if event["type"] == "card_moved" and zone_kind(event["to_zone"]) in ("battlefield", "aside"):
            return full_definition(event)
        return None

    def parse_deck(self, text):
        return parse_deck(text)

    def parse_sideboard(self, text):
        """The 备牌 section of a list (1.0.2a); empty when it has none (engine/games/ultraman/series.py)."""
        return parse_deck_and_sideboard(text)[1]

    def sideboard_problems(self, deck, sideboard, options):
        return sideboard_problems(deck, sideboard, option({"options": options}, "sideboard_exactly_ten"))

    def card_pack_warnings(self, cards):
        return [warning for card in cards.values() for warning in written_text_warnings(card)]

    def lookup_records(self, catalog):
        return lookup_records(catalog)

    def card_name(self, definition_id):
        return card_name(definition_id)

    def zone_label(self, zone_name, names):
        return zone_label(zone_name, names)

    def player_summary(self, view, names):
        lines = []
        for player in view["players"]:
            count = {kind: view["zones"][zone(player, kind)]["count"] for kind in ("damage", "hand", "deck", "energy")}
            lines.append(t("ultraman.summary", player=names.get(player, player), **count))
        return "\n".join(lines)

    def view_extras(self, state, viewer):
        """Current power and support power of face-up cards in battle positions (public)."""
        stats = {}
        for player in state["seats"]:
            for kind in ("battlefield", "aside"):
                for card_id in state["zones"][zone(player, kind)]["cards"]:
                    if not state["cards"][card_id].get("face_down"):
                        stats[card_id] = {s: current(state, card_id, s) for s in ("power", "support_power")}
        return {"stats": stats}

    def narrate(self, event, names):
        kind = event["type"]

        def who(key="player"):
            return names.get(event.get(key), event.get(key))

        def named(key="definition"):
            return card_name(event[key]) if key in event else t("narrate.hidden_card")

        if kind == "first_player_chosen":
            return t("ultraman.narrate.first_player", player=who())
        if kind == "battlefield_placed":
            return t("ultraman.narrate.placed", player=who())
        if kind == "battle_declared":
            return t("ultraman.narrate.battle", player=who(), card=named(), target=named("target_definition"))
        if kind == "no_battle":
            return t("ultraman.narrate.no_battle")
        if kind == "battle_skipped":
            return t("ultraman.narrate.battle_skipped", player=who())
        if kind == "player_restricted":
            action = t(f"ultraman.action.{event['action']}")
            return t("ultraman.narrate.restricted", player=who(), turn=event["turn"], action=action)
        if kind == "support_revealed":
            return t("ultraman.narrate.support", player=who(), card=named())
        if kind == "support_set_aside":
            return t("ultraman.narrate.support_set_aside", player=who())
        if kind == "support_declined":
            return t("ultraman.narrate.no_support", player=who())
        if kind == "extra_support":
            return t("ultraman.narrate.extra_support", player=who(), card=named())
        if kind == "battle_result":
            totals = "，".join(f"{names.get(p, p)} {value}" for p, value in event["totals"].items())
            results = [t(f"ultraman.narrate.result_{r}", player=names.get(p, p)) for p, r in event["result"].items()]
            return "".join([t("ultraman.narrate.totals", totals=totals), *results])  # no space after "。"
        if kind == "effect_used":
            return t("ultraman.narrate.effect", player=who(), card=named(), text=event["text"])
        if kind == "card_weakened":
            return t("ultraman.narrate.weakened", player=who(), card=named())
        if kind == "form_changed":
            return t("ultraman.narrate.form_change", player=who(), old=named("old"), new=named())
        if kind == "card_moved" and event["reason"] in ("setup", "support", "extra_support", "form_change"):
            return ""  # told by the dedicated events above
        if kind in ("trigger_added", "effect_created", "effect_ended"):
            return ""
        return None

    def invariants(self, state):
        problems = []
        for player in state["seats"]:
            slots = [state["cards"][c]["slot"] for c in state["zones"][zone(player, "battlefield")]["cards"]]
            if len(set(slots)) != len(slots) or not all(0 <= s < SLOTS for s in slots):
                problems.append(f"{player} battlefield slots wrong: {slots}")
            for kind, sees in (("energy", []), ("battlefield", [player]), ("aside", [player])):
                for card_id in state["zones"][zone(player, kind)]["cards"]:
                    card = state["cards"][card_id]
                    if card.get("face_down") and card["visible_to"] != sees:
                        problems.append(f"face-down {kind} card {card_id} visible to {card['visible_to']}")
        return problems

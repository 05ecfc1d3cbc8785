"""隐秘世界 UNDERWORLD: the game object the engine core drives."""

from engine.core.context import Ctx
from engine.core.events import full_definition
from engine.core.game import Game
from engine.core.messages import t
from engine.core.priority import PASS
from engine.core.priority import PROC as PRIORITY_PROC

from . import actions, contest, stack, turn  # noqa: F401  (register procedures)
from .card_classes import card_classes
from .cards import card_db, check_card_files
from .catalog import read_catalog
from .checks import game_state_check, kept_conflict_problems
from .deck import parse_catalog_deck, parse_deck, random_deck
from .lookup import lookup_records
from .narration import narrate, narrate_group, narration_group
from .options import check_options, option
from .procs import PROCS
from .regions import score
from .setup import setup
from .stats import (
    ICONS,
    defence_with,
    definition,
    domains,
    first_player,
    fixed_fact,
    icons_with,
    influence,
    is_character,
    keep_fixed_for,
    keep_fixed_over_pass,
    kept_fact_problems,
    keywords_with,
    modifiers,
    sources_fixed,
    text_blank,
)
from .text import card_name, zone_label
from .triggers import collect_named_graveyard_triggers, collect_self_to_graveyard_triggers
from .zones import SLOTS, STACK, area_cards, controller_of, is_hidden_agent, region_in, zone, zone_kind


class UnderworldGame(Game):
    id = "underworld"
    name = "隐秘世界"
    turned = ("exhausted", "underworld.detail.exhausted")  # 横置 (G:横置)
    engine_version = "1"
    min_players = 2
    max_players = 2
    procs = PROCS
    view_extras_shared = True  # public facts only (view_extras)

    def setup(self, ctx: Ctx, players, decks, options):
        check_options(options, players)
        setup(ctx, players, decks)

    def on_event(self, ctx, event):
        """Digest A14: the owner of an action step who passes with an empty stack has ended his
        standard actions for that step (G:行动阶段 p9); the facts his menu read serve the next
        menu (`keep_fixed_over_pass`). A card entering its owner's graveyard may trigger abilities
        naming it (BQ079)."""
        turn_data = ctx.state["turn"]
        if event["type"] == "priority_passed":
            keep_fixed_over_pass(ctx.state)
            if not ctx.state["stack"] and event["player"] == turn_data.get("step_owner"):
                turn_data["passed_empty"] = True
        if event["type"] == "card_moved" and event["to_zone"] == zone(event["owner"], "graveyard"):
            collect_named_graveyard_triggers(ctx, event["card"])
            collect_self_to_graveyard_triggers(ctx, event["card"])

    def state_checks(self, ctx):
        return game_state_check(ctx)

    # ---- priority and the stack
    def priority_actions(self, ctx, player):
        # What the state check that found nothing just read holds for this unchanged state
        # (checks.py), and so does what the menu of a player who just passed read (on_event).
        # The menu itself is one of those facts: it reads nothing `facts_key` leaves out but the
        # turn, so it is kept per player and what of the turn it reads (`menu_turn_key`). Each
        # contest step asks both players again in the same state, and most of those menus are a
        # lone 让过 (kept facts: stats.py). The fuzzer compares it with a build from scratch.
        frame = ctx.state["frames"][-1]
        with sources_fixed(ctx.state, resume=frame) as resumed:
            options = fixed_fact(ctx.state, self._menu, actions.menu_turn_key(ctx.state, player))
            keep_fixed_for(ctx.state, frame, after_pass=True, checked=resumed)
        return [dict(o) for o in options]  # the kept menu stays as built

    def _menu(self, state, key):
        return actions.priority_actions(Ctx(self, state), key[0])

    def take_priority_action(self, ctx, player, option_id):
        actions.take_priority_action(ctx, player, option_id)

    def priority_after_resolution(self, ctx):
        """The first player, except in the second player's action step (F:2.2.2, G:行动权 p9)."""
        turn_data = ctx.state["turn"]
        return turn_data["step_owner"] if turn_data.get("step") == "action_second" else turn_data["active"]

    def priority_stop(self, state, player):
        """Also in his own action step, where his standard actions are (G:标准行动 p9), and when
        the contest phase begins, the moment for mobile moves and tricks (F:3.1)."""
        turn_data = state["turn"]
        return super().priority_stop(state, player) or turn_data.get("step_owner") == player or turn_data.get("step") == "contest_start"

    def resolve_stack_object(self, ctx, obj):
        stack.resolve_stack_object(ctx, obj)

    def trigger_label(self, ctx, trigger):
        return stack.trigger_label(ctx, trigger)

    def hides_options(self, ctx, player):
        """A hand or a hidden agent: what they allow is hidden, so the menu is always asked. His
        hand is his one zone shown to its owner alone (zones.PLAYER_ZONES): the core's walk of
        every zone, asked before every menu, is read directly."""
        state = ctx.state
        if state["zones"][zone(player, "hand")]["cards"]:
            return True
        for slot in SLOTS:
            for card_id in area_cards(state, slot):
                if is_hidden_agent(state, card_id) and controller_of(state, card_id) == player:
                    return True
        return False

    # ---- decks and cards
    def random_decks(self, rng, players):
        return {player: random_deck(rng) for player in players}

    def parse_deck(self, text):
        return parse_deck(text)

    def parse_catalog_deck(self, text, catalog):
        return parse_catalog_deck(text, catalog)

    def implemented_cards(self):
        return sorted(card.id for card in card_db().values() if card.implemented)

    def played_card(self, event):
        """Played or dispatched onto the stack, into an area or the assets, a region turned face
        up in a slot (G:地区 p3), a society revealed at setup (G:秘社牌 p7)."""
        into = event["to_zone"] if event["type"] == "card_moved" else None
        revealed = event["zone"] if event["type"] == "card_revealed" else None
        if (into and zone_kind(into) in ("stack", "area", "assets", "slot")) or (revealed and zone_kind(revealed) == "society"):
            return full_definition(event)
        return None

    def card_counts(self):
        cards = card_db().values()
        return len(cards), sum(card.implemented for card in cards)

    def card_classes(self):
        return card_classes()

    def check_card_files(self):
        return check_card_files()

    def read_catalog(self, data, companions=()):
        return read_catalog(data)

    def lookup_records(self, catalog):
        return lookup_records(catalog)

    # ---- text
    def card_name(self, definition_id):
        return card_name(definition_id)

    def zone_label(self, zone_name, names):
        return zone_label(zone_name, names)

    def narration_group(self, event):
        return narration_group(event)

    def narrate_group(self, events, names):
        return narrate_group(events)

    def narrate(self, event, names):
        return narrate(event, names)

    def player_summary(self, view, names):
        lines = []
        for player, data in view["players"].items():
            assets = view["zones"][zone(player, "assets")]["cards"]
            lines.append(t("underworld.summary", player=names.get(player, player), score=view["scores"][player],
                           token=t("underworld.summary.token") if view["turn"].get("active") == player else "",
                           ready=sum(1 for c in assets if not c.get("exhausted")), assets=len(assets),
                           hand=view["zones"][zone(player, "hand")]["count"],
                           library=view["zones"][zone(player, "library")]["count"], pool=data["pool"]))  # fmt: skip
        regions = []
        for slot in SLOTS:
            region = view["regions"].get(str(slot))
            if region:
                tokens = "，".join(f"{names.get(p, p)} {n}" for p, n in region["influence"].items() if n) or t("underworld.summary.no_tokens")
                regions.append(t("underworld.summary.region", slot=slot, name=card_name(region["definition"]), cap=region["cap"], tokens=tokens))
        lines.append(t("underworld.summary.regions", regions="；".join(regions)))
        return "\n".join(lines)

    def view_extras(self, state, viewer):
        """Public derived facts: scores, each region's cap and tokens, and the current icons,
        defence, keywords and domains of face-up characters (a hidden agent shows only its one icon)."""
        with sources_fixed(state):
            return self._derived_facts(state)

    def _derived_facts(self, state):
        characters = {}
        fp = first_player(state)
        for slot in SLOTS:
            for card_id in area_cards(state, slot):
                if is_character(state, card_id):
                    printed, found = definition(state, card_id), modifiers(state, card_id)
                    black, white = icons_with(printed, found)
                    working = white if controller_of(state, card_id) == fp else {}
                    characters[card_id] = {"icons": dict(black), "white_icons": dict(white),
                                           "defence": defence_with(printed, found),
                                           "keywords": keywords_with(printed, found, printed=not text_blank(state, card_id)),
                                           "domains": domains(state, card_id),
                                           "active": {k: black[k] + working.get(k, 0) for k in ICONS}}  # fmt: skip
        regions = {}
        for slot in SLOTS:
            region = region_in(state, slot)
            if region:
                regions[str(slot)] = {"card": region, "definition": state["cards"][region]["def"],
                                      "cap": card_db()[state["cards"][region]["def"]].cap,
                                      "influence": {p: influence(state, slot, p) for p in state["seats"]}}  # fmt: skip
        return {"scores": {p: score(state, p) for p in state["seats"]}, "regions": regions, "characters": characters,
                "first_player": first_player(state), "hidden_agent_icon": option(state, "hidden_agent_icon")}  # fmt: skip

    def cache_problems(self, state):
        """The fuzzer's check of the facts a state check keeps for the menu after it
        (`stats.keep_fixed_for`) and of the menu kept per what of the turn it reads
        (`actions.menu_turn_key`): the priority options being asked are those a build from scratch
        lists now, in a block that takes over nothing (`sources_fixed(fresh=True)`). Option ids are compared.
        Then the facts that menu took over from earlier blocks (`stats.kept_fact_problems`,
        `checks.kept_conflict_problems`)."""
        request = state["request"]
        if request is None or request["kind"] != "choose_action" or state["frames"][-1]["proc"] != PRIORITY_PROC:
            return []
        (player,) = request["pending"]
        asked = [o["id"] for o in request["asks"][player]["options"]]
        with sources_fixed(state, fresh=True):
            fresh = [o["id"] for o in actions.priority_actions(Ctx(self, state), player)] + [PASS]
        menu = [] if asked == fresh else [f"priority options {asked} differ from a build from scratch {fresh}"]
        return menu + kept_fact_problems(state) + kept_conflict_problems(state)

    def invariants(self, state):
        problems = []
        for slot in SLOTS:
            if len(state["zones"][f"slot{slot}"]["cards"]) > 1:
                problems.append(f"slot {slot} holds several regions")
            for card_id in area_cards(state, slot):
                card = state["cards"][card_id]
                if card.get("face_down") and card["visible_to"] in ("all", []):
                    problems.append(f"hidden agent {card_id} visible to {card['visible_to']}")
        # a card being resolved, or a revealed agent whose cost is being paid, is there too
        resolving = [f["object"] for f in state["frames"] if f["proc"] == "resolve"]
        resolving += [{"card": f.get("on_stack")} for f in state["frames"] if f["proc"] == "announce_reveal"]
        on_stack = {o.get("card") for o in state["stack"] + resolving if o.get("card")}
        if not set(state["zones"][STACK]["cards"]) <= on_stack:
            problems.append("cards in the stack zone and stack objects differ")
        for player in state["seats"]:
            if state["players"][player]["pool"] < 0:
                problems.append(f"{player} has a negative cost pool")
        return problems

"""Magic: The Gathering (Final Fantasy): the game object the engine core drives."""

from __future__ import annotations

from engine.core.context import Ctx
from engine.core.events import full_definition
from engine.core.game import Game
from engine.core.messages import t

from . import combat, commander, messages, messages_commander, resolve, setup, triggers, turn  # noqa: F401  (register procedures and messages)
from .actions import MAIN_STEPS, menu_problems, priority_actions, take_priority_action
from .cards import LIBRARY, forget_cache, front_id
from .catalog import read_catalog
from .command_zone import commander_data, is_commander
from .commander_deck import commander_deck_problems, random_commander_deck
from .deck import parse_catalog_deck, parse_deck, random_deck
from .emblems import EMBLEMS
from .lookup import lookup_records
from .mana import forget_cache as forget_mana_cache
from .memo import unchanging
from .monarch import monarch
from .multiplayer import leave_game
from .narration import narrate
from .objects import creature_facts, creatures
from .permanents import count_left_graveyard
from .procs import PROCS
from .resolve import resolve_stack_object
from .restricted_mana import pool_text
from .sba import state_checks
from .set_coverage import coverage, set_lists
from .text import card_name, zone_label
from .zones import BATTLEFIELD, STACK, controller_of, graveyard, hand, library


class MtgGame(Game):
    id = "mtg"
    name = "万智牌：最终幻想"
    engine_version = "8"
    min_players = 2
    max_players = 4  # CR 800: multiplayer games; Commander (903) is played by two to four
    supports_multiplayer_concession = True  # CR 104.3a, 800.4a: the others play on
    procs = PROCS
    turned = ("tapped", "mtg.detail.tapped")
    card_library = LIBRARY

    def set_coverage(self):
        return coverage(LIBRARY.cards(), set_lists())

    def setup(self, ctx: Ctx, players, decks, options):
        setup.setup(ctx, players, decks, options)

    def state_checks(self, ctx):
        return state_checks(ctx)

    def player_conceded(self, ctx, player):
        """CR 104.3a: a player who concedes leaves the game; with two or more players left the
        others play on (800.4a), otherwise the player left wins (104.2a)."""
        staying = [p for p in ctx.seats if p != player]
        if len(staying) >= 2:
            leave_game(ctx, player)
        else:
            ctx.end_game(staying, "concede", player=player)

    # ---- priority and the stack
    def priority_actions(self, ctx, player):
        with unchanging(ctx.state):  # building the menu changes nothing
            return priority_actions(ctx, player)

    def take_priority_action(self, ctx, player, option_id):
        take_priority_action(ctx, player, option_id)

    def resolve_stack_object(self, ctx, obj):
        resolve_stack_object(ctx, obj)

    def trigger_label(self, ctx, trigger):
        return card_name(trigger["data"]["definition"])

    def priority_stop(self, state, player):
        """Besides an opponent's object on the stack: your own main phases with an empty stack
        (where sorcery-speed play happens), the defender once attackers are declared (combat
        tricks) and the attacker once blockers are (CR 117.3: the moments players act in)."""
        turn_data = state["turn"]
        step, active = turn_data.get("step"), turn_data.get("active")
        if super().priority_stop(state, player):
            return True
        if active == player and step in MAIN_STEPS and not state["stack"]:
            return True
        in_combat = bool(turn_data.get("combat", {}).get("attackers"))
        return in_combat and ((step == "declare_attackers" and active != player) or (step == "declare_blockers" and active == player))

    def card_details(self, state, card_id):
        card = state["cards"][card_id]
        details = [t("mtg.detail.token")] if card.get("token") else []  # CR 111: not a card
        details += [t("mtg.detail.tapped")] if card.get("tapped") else []
        if card.get("attached_to") in state["cards"]:  # an Equipment (CR 301.5)
            details.append(t("mtg.detail.attached", card=card_name(state["cards"][card["attached_to"]]["def"])))
        if card.get("damage"):
            details.append(t("mtg.detail.damage", amount=card["damage"]))
        if card.get("counters", {}).get("+1/+1"):
            details.append(t("mtg.detail.counters", amount=card["counters"]["+1/+1"]))
        if card.get("counters", {}).get("stun"):
            details.append(t("mtg.detail.stun", amount=card["counters"]["stun"]))
        if is_commander(state, card_id):  # CR 903.3
            details.append(t("mtg.detail.commander"))
        for kind in ("-1/-1", "lore", "finality", "blight", "shield"):  # FIN: Sagas (CR 714), finality counters (CR 122.1h), Ultima's blight, CR 122.1c
            if card.get("counters", {}).get(kind):
                details.append(t(f"mtg.detail.{kind}", amount=card["counters"][kind]))
        return details

    # ---- decks and cards
    def random_decks(self, rng, players):
        return {player: random_deck(rng) for player in players}

    def random_decks_for(self, rng, players, options):
        if commander.is_commander_game(options or {}):  # CR 903.5
            return {player: random_commander_deck(rng) for player in players}
        return self.random_decks(rng, players)

    def deck_problems(self, deck, options):
        return commander_deck_problems(deck) if commander.is_commander_game(options or {}) else []  # CR 903.5

    def on_event(self, ctx, event):
        commander.on_event(ctx, event)
        if event["type"] == "card_moved" and event["card"] in ctx.state["cards"]:
            triggers.creature_card_moved(ctx, event)
            if event["to_zone"] == graveyard(event["owner"]) and event["from_zone"] != BATTLEFIELD:  # Banon: "put there from anywhere other than the battlefield this turn"
                ctx.state["cards"][event["card"]]["to_graveyard_turn"] = ctx.state["turn"]["number"]
        if event["type"] == "card_moved" and event["from_zone"] == graveyard(event["owner"]) != event["to_zone"]:
            count_left_graveyard(ctx, event["owner"])
            triggers.left_graveyard(ctx, event["owner"])

    def parse_deck(self, text):
        return parse_deck(text)

    def parse_catalog_deck(self, text, catalog):
        return parse_catalog_deck(text, catalog)

    def cards_reloaded(self):
        forget_cache()
        forget_mana_cache()
        card_name.cache_clear()

    def read_catalog(self, data, companions=()):
        return read_catalog(data)

    def lookup_records(self, catalog):
        return lookup_records(catalog)

    def played_card(self, event):
        if event["type"] in ("spell_cast", "land_played"):
            return full_definition(event)
        return None

    # ---- text
    def card_name(self, definition):
        return card_name(definition)

    def zone_label(self, zone_name, names):
        return zone_label(zone_name, names)

    def narrate(self, event, names):
        return narrate(event, names)

    def player_summary(self, view, names):
        """Each player's life, card counts and mana pool, then the permanents they control with
        their current power/toughness and whether they are tapped."""
        turn_data = view["turn"]
        lines = []
        if turn_data.get("active"):
            lines.append(t("mtg.summary.step", number=turn_data["number"], player=names.get(turn_data["active"], turn_data["active"]),
                           step=t(f"mtg.step.{turn_data['step']}")))  # fmt: skip
        for player, data in view["players"].items():
            pool = pool_text(data["pool"]) or t("mtg.label.empty_pool")
            lines.append(t("mtg.summary", player=names.get(player, player), life=data["life"],
                           hand=view["zones"][hand(player)]["count"], library=view["zones"][library(player)]["count"],
                           graveyard=view["zones"][graveyard(player)]["count"], pool=pool))  # fmt: skip
            if view.get("monarch") == player:  # CR 724
                lines.append(t("mtg.summary.monarch", player=names.get(player, player)))
            if data.get("poison"):  # CR 122.1f
                lines.append(t("mtg.summary.poison", player=names.get(player, player), count=data["poison"]))
            for key, amount in view.get("commander_damage", {}).get(player, {}).items():  # CR 903.10a
                lines.append(t("mtg.summary.commander_damage", player=names.get(player, player), amount=amount,
                               commander=card_name(key.split("/")[1])))  # fmt: skip
            mine = [facts for facts in view["permanents"].values() if facts["controller"] == player]
            if mine:
                shown = "、".join(_permanent_text(facts) for facts in mine)
                lines.append(t("mtg.summary.permanents", player=names.get(player, player), permanents=shown))
        if view["stack"]:
            shown = "；".join(_stack_text(view, obj, names) for obj in reversed(view["stack"]))
            lines.append(t("mtg.summary.stack", objects=shown))
        return "\n".join(lines)

    def view_extras(self, state, viewer):
        """Public derived facts of each permanent: name, controller, tapped, the two cards of a melded
        permanent, and for creatures the current power, toughness and keywords."""
        with unchanging(state):
            return self._view_extras(state)

    def _view_extras(self, state):
        found = {}
        creature_ids = set(creatures(state))
        for card_id in state["zones"]["battlefield"]["cards"]:
            record = state["cards"][card_id]
            facts = {"name": card_name(record["def"]), "controller": controller_of(state, card_id),
                     "tapped": bool(record.get("tapped"))}  # fmt: skip
            if "melded" in record:  # one permanent represented by two cards (CR 712.4a): which ones is public
                facts["melded_from"] = [card_name(front_id(record["def"])), *map(card_name, record["melded"])]
            if card_id in creature_ids:
                power, toughness, keywords = creature_facts(state, card_id)
                facts.update(power=power, toughness=toughness, keywords=sorted(keywords), damage=record.get("damage", 0))
            found[card_id] = facts
        data = commander_data(state)  # CR 903.10a: commander damage is public
        emblems = [{"owner": e["owner"], "name": card_name(e["definition"])} for e in state["data"].get(EMBLEMS, [])]  # CR 114: public
        crowned = monarch(state)  # CR 724: public
        return {"permanents": found, **({"commander_damage": data["damage"]} if data else {}), **({"emblems": emblems} if emblems else {}),
                **({"monarch": crowned} if crowned else {})}  # fmt: skip

    def cache_problems(self, state):
        return menu_problems(Ctx(self, state))

    def invariants(self, state):
        problems = []
        resolving = [f["object"] for f in state["frames"] if f["proc"] == "mtg.resolve"]
        spell_cards = {o["card"] for o in state["stack"] + resolving if o["kind"] == "spell" and not o.get("copy")}  # a copy has no card (707.10)
        if set(state["zones"][STACK]["cards"]) != spell_cards:
            problems.append("cards in the stack zone and spells on the stack differ")
        for player in state["seats"]:
            if any(n < 0 for n in state["players"][player]["pool"].values()):
                problems.append(f"{player} has negative mana")
        return problems


def _permanent_text(facts: dict) -> str:
    text = facts["name"]
    if "power" in facts:
        text += f" {facts['power']}/{facts['toughness']}"
    return t("mtg.summary.tapped", permanent=text) if facts["tapped"] else text


def _stack_text(view: dict, obj: dict, names: dict[str, str]) -> str:
    """A spell or ability on the stack, whose it is and what it targets (all public, CR 405.1)."""
    definition = obj.get("def") or obj.get("data", {}).get("definition")
    key = "mtg.summary.ability" if obj["kind"] != "spell" else "mtg.summary.copy" if obj.get("copy") else "mtg.summary.spell"
    text = t(key, card=card_name(definition), player=names.get(obj["controller"], obj["controller"]))
    targets = obj.get("targets") if "targets" in obj else obj.get("data", {}).get("targets", [])
    named = [names.get(tg["player"], tg["player"]) if "player" in tg else _target_object_name(view, tg["object"]) if "object" in tg
             else _target_card_name(view, tg["card"]) for tg in targets or [] if tg]  # fmt: skip
    return t("mtg.summary.targets", object=text, targets="、".join(named)) if named else text


def _target_object_name(view: dict, object_id: str) -> str:
    """An ability on the stack a spell or ability targets ("目标起动式或触发式异能")."""
    obj = next((o for o in view["stack"] if o["id"] == object_id), None)
    definition = obj and (obj.get("def") or obj.get("data", {}).get("definition"))
    return t("mtg.label.stack_ability", card=card_name(definition)) if definition else "—"


def _target_card_name(view: dict, card_id: str) -> str:
    """A permanent's name, or a card's in another zone (a graveyard is public, CR 404.2) if the
    view shows it; "—" for one the viewer can't see."""
    if card_id in view["permanents"]:
        return view["permanents"][card_id]["name"]
    shown = (c for zone in view["zones"].values() for c in zone["cards"] if c.get("id") == card_id and "def" in c)
    return next((card_name(c["def"]) for c in shown), "—")

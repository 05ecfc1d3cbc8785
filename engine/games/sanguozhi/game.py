"""三国智: the game object the engine core drives.

1v1 games: setup (103), the turn's four processes (600-614), the action right and the chain
(115, 305, 705), dispatching and flipping Generals (500), authority requirements (412), instant,
lasting and permanent Stratagems (501), Treasures (502), Formations (503), Events (505), combat
with first strike and 虎视 (606-610, 802.22, 802.24), General abilities and keyword talents
(abilities.py, keywords.py), damage wards (117.4c, 711), the rule effects of 804.5a-b, d-k, m, p-z
with the faction effects of the practice cards (410.3b, d-f, i, j, m, n, p) and leaving the game (104);
2v2 teams (chapter 9, teams.py).
"""

from engine.core.context import Ctx
from engine.core.errors import GameError
from engine.core.events import full_definition
from engine.core.game import Game
from engine.core.messages import t

from . import action_right, combat, departure, keywords, rule_effects, setup, triggered, turn  # noqa: F401  (register procedures)
from .actions import PROVISIONS_CAP, STARTING_PROVISIONS, provisions_cap
from .cards import LIBRARY, card_db
from .deck import MIN_DECK, deck_problems, parse_deck, parse_deck_and_sideboard, sideboard_problems
from .effects import COUNTER
from .formation_state import members
from .lookup import lookup_records
from .narration import narrate
from .procs import PROCS
from .stats import anthem_sources, attack, current_stats, health, marked_damage
from .teams import seat_teams
from .text import card_name, zone_label
from .zones import CHAIN, GENERAL_SLOTS, SLOT_CAPACITY, ZONE_KINDS, ZONE_SHOW, zone


class SanguozhiGame(Game):
    id = "sanguozhi"
    name = "三国智"
    engine_version = "5"
    min_players = 2
    max_players = 4  # 1v1, or 2v2 teams (900.1)
    secret_card_fields = frozenset({"uses", "triggered_once"})  # 808.3: a hidden card's count would tell it apart
    procs = PROCS
    card_library = LIBRARY
    turned = ("tapped", "横置")
    plays_series = True  # 103.2: the previous game's loser chooses who starts the next (options.chooser)
    usual_best_of = 3  # 100.6a: "2 人游戏规则下的比赛通常为 3 盘 2 胜"
    supports_multiplayer_concession = True  # 104.3a: in 2v2 the others play on (900.3)

    def setup(self, ctx: Ctx, players, decks, options):
        if len(players) not in (2, 4):  # 100.1b, 900.1: two players, or two teams of two
            raise GameError("sanguozhi.bad_players", count=len(players))
        ctx.state["data"].update(seating=list(players), teams=seat_teams(list(players)))  # 900.2
        for player in players:
            for kind in ZONE_KINDS:
                ctx.add_zone(zone(player, kind), owner=player, show=ZONE_SHOW[kind])
            ctx.state["players"][player] = {
                "provisions": STARTING_PROVISIONS, "cap": PROVISIONS_CAP, "lord_slot": True,
                "dispatched": False, "authority_placed": False, "formation_toggled": False,
            }  # fmt: skip
            for definition_id in decks[player]:
                if card_db()[definition_id].type == "event":  # 103.1a: face down in the Event slot
                    ctx.create_card(definition_id, player, zone(player, "field"), slot="event", face_down=True, visible_to=[player])
                else:
                    ctx.create_card(definition_id, player, zone(player, "deck"))
            ctx.shuffle(zone(player, "deck"))  # 103.1
        ctx.add_zone(CHAIN, owner=None, show="public")
        ctx.state["data"]["deck_sizes"] = {p: len(decks[p]) for p in players}
        ctx.state["turn"] = {"number": 0, "active": None, "first_player": None, "phase": None}
        ctx.push("setup")

    def player_conceded(self, ctx, player):
        """104.3a: a player who concedes leaves the game at once."""
        rule_effects.leave(ctx, [player], "concede", player=player)

    def hides_options(self, ctx, player):
        """Besides the hand, set Stratagems and face-down Generals decide what a player may do (cast
        from the slot, flip): with any of them the player is asked even when passing is all that
        is left, so that no one learns from the speed of a pass what they are (112.2)."""
        state = ctx.state
        return bool(state["zones"][zone(player, "hand")]["cards"]) or any(
            state["cards"][card_id].get("face_down") for card_id in state["zones"][zone(player, "field")]["cards"]
        )

    def on_event(self, ctx, event):
        keywords.collect(ctx, event)
        triggered.collect(ctx, event)

    def state_checks(self, ctx):
        """804.3: waiting triggered effects first (703.3), then the rule effects; before both, what
        players who left the game leave behind goes (900.3a)."""
        if departure.sweep(ctx):
            return True
        if ctx.state["triggers"]:
            ctx.push("triggers")
            return True
        return rule_effects.apply_rule_effects(ctx)

    def random_decks(self, rng, players):
        """Random legal decks: 30 different named cards and 20 Authority cards, drawn from every
        implemented card, and up to 3 Events beside the deck (100.5)."""
        cards = [card for card in card_db().values() if card.implemented]
        named = sorted({card.name: card.id for card in cards if card.type not in ("authority", "event")}.values())
        authority = sorted(card.id for card in cards if card.type == "authority")
        events = sorted(card.id for card in cards if card.type == "event")
        decks = {}
        for player in players:
            deck = rng.sample(named, min(len(named), MIN_DECK - 20))
            deck += [rng.choice(authority) for _ in range(MIN_DECK - len(deck))]
            decks[player] = deck + rng.sample(events, min(len(events), rng.randint(0, 3)))
        return decks

    def played_card(self, event):
        """Dispatched or flipped Generals, placed Authority, cast Stratagems and Treasures, formed
        Formations and activated Events."""
        if event["type"] in ("general_entered", "authority_placed", "stratagem_cast", "treasure_cast", "formation_formed", "event_activated"):
            return full_definition(event) or event.get("definition")
        return None

    # Hooks the game's modules answer directly.
    parse_deck = staticmethod(parse_deck)

    def parse_sideboard(self, text):
        """The 备卡 section of a list (100.3); empty when it has none."""
        return parse_deck_and_sideboard(text)[1]

    def sideboard_problems(self, deck, sideboard, options):
        return sideboard_problems(deck, sideboard)

    # 100.3: the sideboard "adjusts" the deck between games, with no one-for-one rule: the deck
    # after a swap keeps 50 cards or more and at most 10 Events (100.2a, 100.5a), the sideboard at
    # most 15 cards and no Event (100.3a, 100.5a).
    one_for_one_swaps = False

    def swap_problems(self, deck, sideboard, options):
        return deck_problems(deck) + sideboard_problems(deck, sideboard)

    lookup_records = staticmethod(lookup_records)
    card_name = staticmethod(card_name)
    zone_label = staticmethod(zone_label)
    narrate = staticmethod(narrate)

    def card_details(self, state, card_id):
        """Also its permanent damage (117.6) and its counters of 119 (火焰标记, 铁盾指示物 ...)."""
        details = super().card_details(state, card_id)
        counters = state["cards"][card_id].get("counters", {})
        permanent = counters.get("permanent", 0)
        details = details + [t("sanguozhi.detail.permanent", amount=permanent)] if permanent else details
        return details + [t("sanguozhi.detail.counter", name=key.removeprefix(COUNTER), count=n) for key, n in counters.items() if key.startswith(COUNTER)]

    def player_summary(self, view, names):
        lines = []
        for player in view["data"].get("seating", view["seats"]):
            if player not in view["seats"]:  # 900.3: left a 2v2 game that goes on
                lines.append(t("sanguozhi.summary_left", player=names.get(player, player)))
                continue
            data = view["players"][player]
            count = {kind: view["zones"][zone(player, kind)]["count"] for kind in ("hand", "deck")}
            cap = view["caps"][player]
            lines.append(t("sanguozhi.summary", player=names.get(player, player), provisions=data["provisions"], cap=cap, **count))
        return "\n".join(lines)

    def view_extras(self, state, viewer):
        """Current ATK/HP/INT and marked damage of face-up Generals, ATK/HP, N and damage of formed
        Formations, each player's current 粮草 cap (116.8, 410.3k) and the combat under way
        (combat.combat_facts) (public)."""
        stats = {}
        for player in state["seats"]:
            sources = None  # the anthems the player's Generals may get, read at the first one
            for card_id in state["zones"][zone(player, "field")]["cards"]:
                card = state["cards"][card_id]
                if card.get("face_down"):
                    continue
                if card.get("slot") in GENERAL_SLOTS:
                    sources = anthem_sources(state, player) if sources is None else sources
                    stats[card_id] = {**current_stats(state, card_id, sources), "damage": marked_damage(state, card_id)}
                elif card.get("slot") == "formation":
                    stats[card_id] = {"attack": attack(state, card_id), "health": health(state, card_id),
                                      "members": len(members(state, card_id)), "damage": marked_damage(state, card_id)}  # fmt: skip
        caps = {player: provisions_cap(state, player) for player in state["players"]}
        return {"stats": stats, "caps": caps, "combat": combat.combat_facts(state)}

    def invariants(self, state):
        problems = []
        for player in state["seats"]:
            for slot, capacity in SLOT_CAPACITY.items():
                held = [c for c in state["zones"][zone(player, "field")]["cards"] if state["cards"][c]["slot"] == slot]
                if len(held) > capacity:
                    problems.append(f"{player} has {len(held)} cards in {slot} slots")
            for card_id in state["zones"][zone(player, "field")]["cards"]:
                card = state["cards"][card_id]
                if card.get("face_down") and card["visible_to"] != [player]:
                    problems.append(f"face-down {card_id} visible to {card['visible_to']}")
        return problems

"""Ultraman positions for scenario tests: a match past setup, at the battle phase of turn 1 (p1 is
the turn player and is about to choose main combatants), with every zone but the decks emptied,
plus helpers to put cards on the battlefield, in hand, damage and energy, and to play a battle.

Made-up test cards (the fixtures of digest §9) are numbered `测试-…` and exist only in tests.
"""

from engine.games.ultraman.cards import CardDef
from engine.games.ultraman.zones import zone
from tests.scenario import Scenario

FILLER = "练习-001"  # 练习卡·光之新兵: 5000 / 2000, no effects


def character(card_id: str, name: str, power: int, support: int, *, keywords=(), weakened=None, mark=(),
              effects=(), continuous=(), replacements=()) -> CardDef:  # fmt: skip
    return CardDef(id=card_id, name=name, keywords=list(keywords), power=power, support_power=support,
                   weakened_power=weakened, form_change_mark=list(mark), effects=list(effects),
                   continuous=list(continuous), replacements=list(replacements))  # fmt: skip


def effect(timings, text: str, *steps: dict, **fields) -> dict:
    return {"timings": list(timings), "text": text, "steps": list(steps), **fields}


# Digest §9 fixtures.
TEST_CARDS = [
    character("测试-V5", "测试五千", 5000, 2000),
    character("测试-V4", "测试四千", 4000, 1000),
    character("测试-V6", "测试六千", 6000, 3000),
    character("测试-W6", "测试衰弱六千", 6000, 1000, weakened=3000),
    character("测试-ZW", "测试赛罗衰弱", 5000, 1000, keywords=["赛罗"], weakened=2000),
    character("测试-ZN", "测试赛罗", 5000, 1000, keywords=["赛罗"]),
    character("测试-GW", "测试捷德衰弱", 5000, 1000, keywords=["捷德"], weakened=2000),
    character("测试-FCM", "测试转换标记", 4000, 1000, mark=["泽塔"]),
    character("测试-ZET", "测试泽塔", 6000, 2000, keywords=["泽塔"],
              effects=[effect(["form_change"], "转：抽1张牌。", {"step": "draw"})]),  # fmt: skip
    character("测试-NAMEZ", "泽塔测试（无关键词）", 6000, 2000),
    character("测试-DRAW", "测试翻开抽牌", 4000, 1000, effects=[effect(["reveal"], "翻：抽1张牌。", {"step": "draw"})]),
    character("测试-DISCARD", "测试翻开弃牌", 4000, 1000,
              effects=[effect(["reveal"], "翻：弃1张牌。", {"step": "discard"})]),  # fmt: skip
    character("测试-BOTH", "测试双方弃牌", 4000, 1000,
              effects=[effect(["attack"], "攻：双方各弃1张牌，然后抽1张牌。", {"step": "discard", "who": "each"},
                              {"step": "draw"})]),  # fmt: skip
    character("测试-BOTHDRAW", "测试双方抽牌", 4000, 1000,
              effects=[effect(["attack"], "攻：双方各抽1张牌。", {"step": "draw", "who": "each"})]),  # fmt: skip
    character("测试-HEAL", "测试进出伤害区", 4000, 1000,
              effects=[effect(["attack"], "攻：将对方牌库顶1张牌移入伤害区，然后对方将其伤害区1张牌移入休息区。",
                              {"step": "deck_to_damage", "who": "opponent"},
                              {"step": "damage_to_rest", "who": "opponent"})]),  # fmt: skip
    character("测试-ENERGY", "测试增加能量", 4000, 1000,
              effects=[effect(["support"], "支：增加1张能量牌。", {"step": "add_energy"})]),  # fmt: skip
    character("测试-START", "测试回合开始", 4000, 1000,
              effects=[effect(["turn_start"], "回合开始时：抽1张牌。", {"step": "draw"}),
                       effect(["opponent_turn_start"], "对方回合开始时：你可以抽1张牌。", {"step": "draw"},
                              optional=True)]),  # fmt: skip
    # The cards of the 1.1.6 and 1.1.7 examples, with the effects the digest infers (A3, A30).
    character("测试-ZERO", "测试赛罗（HBU01-A07 模型）", 5000, 1000, keywords=["赛罗"],
              effects=[effect(["reveal"], "翻：翻开我方战场2张暗盖角色牌。", {"step": "reveal", "count": 2}),
                       effect(["reveal"], "翻：抽1张牌。", {"step": "draw"})]),  # fmt: skip
    character("测试-SHINING", "测试闪耀型（HBU02-A02 模型）", 5000, 1000, keywords=["赛罗"]),
    character("测试-DELTA", "测试德尔塔天爪（HBU02-CR 模型）", 5000, 1000, keywords=["泽塔"],
              effects=[effect(["reveal"], "翻：抽1张牌。", {"step": "draw"})]),  # fmt: skip
    character("测试-GREEZA", "测试格利扎（HBU02-A10 模型）", 5000, 1000,
              effects=[effect(["reveal"], "翻：增加1张能量牌。", {"step": "add_energy"})]),  # fmt: skip
    character("测试-REIGA", "测试令迦（HBU01-CR 模型）", 5000, 1000,
              effects=[effect(["reveal"], "翻：对方将其战场1张角色牌移入伤害区。",
                              {"step": "battlefield_to_damage", "who": "opponent"})]),  # fmt: skip
    character("测试-DMGT", "测试捷德（HBU02-A28 模型）", 5000, 1000, keywords=["捷德"],
              effects=[effect(["to_damage"], "当此牌被移入伤害区时：抽1张牌，然后弃1张牌。", {"step": "draw"},
                              {"step": "discard"})]),  # fmt: skip
    character("测试-SAME1", "同名测试", 4000, 1000),
    character("测试-SAME2", "同名测试", 5000, 1000),
]


class UltramanScenario(Scenario):
    def __init__(self, seed: int = 0, clear: bool = True, options: dict | None = None) -> None:
        decks = {p: [FILLER] * 40 for p in ("p1", "p2")}
        super().__init__("ultraman", ["p1", "p2"], decks, seed, {"chooser": "p1", **(options or {})})
        self.expect("p1", "choose_option", answer=["p1"])  # p1 goes first (1.2.2)
        for player in ("p1", "p2"):
            ask = self.expect(player, "choose_cards")
            self.answer_raw(player, [o["id"] for o in ask["options"][:5]])
        if clear:
            for player in ("p1", "p2"):
                for kind in ("hand", "battlefield", "energy"):
                    for card_id in self.zone(zone(player, kind)):
                        self.ctx().move(card_id, zone(player, "deck"), position=0)

    # ------------------------------------------------------------------ positions
    def field(self, definition: str, player: str = "p1", *, face_down: bool = False, weakened: bool = False) -> str:
        taken = {self.card(c)["slot"] for c in self.zone(zone(player, "battlefield"))}
        slot = min(s for s in range(5) if s not in taken)
        fields = {"slot": slot}
        if face_down:
            fields.update(face_down=True, visible_to=[player])
        if weakened:
            fields["weakened"] = True
        return self.put(definition, zone(player, "battlefield"), **fields)

    def hand(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "hand"))

    def damage(self, count: int, player: str = "p1") -> None:
        for _ in range(count):
            self.put(FILLER, zone(player, "damage"))

    def energy(self, count: int, player: str = "p1") -> list[str]:
        return [self.put(FILLER, zone(player, "energy"), face_down=True, visible_to=[]) for _ in range(count)]

    def on_top(self, definition: str, player: str = "p1") -> str:
        return self.put(definition, zone(player, "deck"))

    def count(self, player: str, kind: str) -> int:
        return len(self.zone(zone(player, kind)))

    def defs(self, player: str, kind: str) -> list[str]:
        return [self.card(c)["def"] for c in self.zone(zone(player, kind))]

    # ------------------------------------------------------------------ playing
    def mains(self, own: str, enemy: str) -> None:
        """4.2.3: p1 (the turn player) picks both main combatants (a lone option is automatic)."""
        for card_id in (own, enemy):
            ask = self.ask("p1")
            if ask and ask.get("kind") == "choose_cards" and card_id in [o["id"] for o in ask["options"]]:
                self.expect("p1", "choose_cards", answer=[card_id])

    def supports(self, p1: str | None = None, p2: str | None = None) -> None:
        """4.3.2: the turn player commits, then the other player (one with an empty hand is not
        asked). Hand cards must be in place before the turn player is asked."""
        for player, card in (("p1", p1), ("p2", p2)):
            ask = self.ask(player)
            if ask and ask.get("player") == player and "none" in [o["id"] for o in ask["options"]]:
                self.answer_raw(player, [card or "none"])

    def pass_extra(self) -> None:
        """4.3.4: everyone asked about an extra support declines until the exchange ends."""
        while True:
            request = self.request
            if request is None or self.result is not None:
                return
            player = request["pending"][0]
            ask = self.ask(player)
            if ask["prompt"] != "额外支援：选择一张满足条件的角色牌进行额外支援，或不进行。":
                return
            self.answer_raw(player, ["none"])

    def fight(self, own: str, enemy: str, p1: str | None = None, p2: str | None = None) -> None:
        self.mains(own, enemy)
        self.supports(p1, p2)
        self.pass_extra()

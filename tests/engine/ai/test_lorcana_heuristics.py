"""The Lorcana heuristic agent's scoring rules on hand-built views (issue 24): what it inks, when a
quest or a challenge is worth it, Bodyguard (10.2.3) and Evasive (10.4), and singing (6.3.3.3)."""

from engine.ai import HeuristicAgent

PLAIN_1 = "iti-006"  # 姬塔——亚特兰蒂斯人: cost 1, 2/2, lore 1
SNOOP = "iti-011"  # 斯努普先生: cost 6, 4/8, lore 2
WENDY = "iti-023"  # 温蒂: cost 2, 1/3, lore 2
FIREBIRD = "iti-056"  # 火鸟: cost 4, 6/2, lore 1
QUEEN = "iti-057"  # 皇后: cost 3, 4/3, lore 1
BODYGUARD = "iti-005"  # 斯维特医生: cost 4, 1/5, lore 2, Bodyguard
EVASIVE = "iti-040"  # 艾格: cost 3, 3/2, lore 1, Evasive
EVASIVE_SMALL = "iti-086"  # 蛇爵士: cost 2, 3/1, lore 1, Evasive
SONG = "iti-028"  # 生活必需品: song, cost 2


class Table:
    """A Lorcana view from p1's side, built card by card."""

    def __init__(self, lore=(0, 0), ink=(3, 3)):
        self.zones = {f"{p}.{z}": {"owner": p, "show": "public", "count": 0, "cards": []}
                      for p in ("p1", "p2") for z in ("hand", "play", "inkwell", "deck", "discard")}
        self.lore = dict(zip(("p1", "p2"), lore, strict=True))
        for player, count in zip(("p1", "p2"), ink, strict=True):
            self.zones[f"{player}.inkwell"]["count"] = count
            self.zones[f"{player}.inkwell"]["cards"] = [{"id": f"i{player}{n}", "owner": player, "hidden": True}
                                                        for n in range(count)]
        self.next = 0

    def add(self, zone, definition, **facts):
        self.next += 1
        card_id = f"c{self.next}"
        owner = zone.split(".")[0]
        self.zones[zone]["cards"].append({"id": card_id, "def": definition, "owner": owner, "zone": zone, "dry": True, **facts})
        self.zones[zone]["count"] += 1
        return card_id

    def view(self):
        return {"viewer": "p1", "seats": ["p1", "p2"], "zones": self.zones,
                "players": {p: {"lore": n} for p, n in self.lore.items()}}


def main_phase(*option_ids):
    return {"kind": "choose_action", "key": "action", "prompt": "你的主要阶段：请选择一个回合动作。",
            "options": [{"id": i, "label": i} for i in option_ids], "min": 1, "max": 1, "ordered": False,
            "default": ["end"]}


def decide(table, ask):
    return HeuristicAgent("lorcana", seed=1).decide(table.view(), ask)


def test_it_inks_first_and_inks_the_card_it_can_play_last():
    table = Table(ink=(2, 2))
    big, small = table.add("p1.hand", SNOOP), table.add("p1.hand", PLAIN_1)
    assert decide(table, main_phase(f"ink:{big}", f"ink:{small}", f"play:{small}", "end")) == [f"ink:{big}"]


def test_it_plays_the_biggest_card_the_ink_pays_for_before_questing():
    table = Table(ink=(7, 7))
    small, big = table.add("p1.hand", PLAIN_1), table.add("p1.hand", FIREBIRD)
    quester = table.add("p1.play", WENDY)
    assert decide(table, main_phase(f"play:{small}", f"play:{big}", f"quest:{quester}", "end")) == [f"play:{big}"]


def test_singing_a_song_beats_paying_for_it():
    table = Table()
    song = table.add("p1.hand", SONG)
    assert decide(table, main_phase(f"play:{song}", f"sing:{song}", "end")) == [f"sing:{song}"]


def test_a_quest_that_reaches_20_lore_beats_everything():
    table = Table(lore=(19, 0), ink=(7, 7))
    quester = table.add("p1.play", PLAIN_1)
    attacker = table.add("p1.play", FIREBIRD)
    table.add("p2.play", WENDY, exerted=True)
    big = table.add("p1.hand", SNOOP)
    options = main_phase(f"play:{big}", f"quest:{quester}", f"challenge:{attacker}", "end")
    assert decide(table, options) == [f"quest:{quester}"]


def test_it_challenges_when_it_banishes_and_survives_but_not_into_a_bad_trade():
    table = Table()
    attacker = table.add("p1.play", FIREBIRD)  # 6/2
    table.add("p2.play", SNOOP, exerted=True)  # 4/8: survives and banishes the attacker
    assert decide(table, main_phase(f"quest:{attacker}", f"challenge:{attacker}", "end")) == [f"quest:{attacker}"]
    table.add("p2.play", WENDY, exerted=True)  # 1/3: banished, strikes back for 1
    assert decide(table, main_phase(f"quest:{attacker}", f"challenge:{attacker}", "end")) == [f"challenge:{attacker}"]


def test_an_exerted_bodyguard_must_be_challenged_first_so_the_good_target_behind_it_does_not_count():
    table = Table()
    attacker = table.add("p1.play", QUEEN)  # 4/3
    table.add("p2.play", WENDY, exerted=True)
    table.add("p2.play", BODYGUARD, exerted=True)  # 1/5: the queen cannot banish it (10.2.3)
    assert decide(table, main_phase(f"quest:{attacker}", f"challenge:{attacker}", "end")) == [f"quest:{attacker}"]


def test_only_an_evasive_challenger_counts_an_evasive_defender():
    table = Table()
    plain, evasive = table.add("p1.play", QUEEN), table.add("p1.play", EVASIVE)
    table.add("p2.play", EVASIVE_SMALL, exerted=True)  # 3/1 Evasive (10.4)
    choice = decide(table, main_phase(f"challenge:{plain}", f"challenge:{evasive}", "end"))
    assert choice == [f"challenge:{evasive}"]


def test_the_defender_chosen_is_the_one_the_challenge_banishes():
    table = Table()
    table.add("p1.play", FIREBIRD)
    tough, weak = table.add("p2.play", SNOOP, exerted=True), table.add("p2.play", WENDY, exerted=True)
    ask = {"kind": "choose_targets", "key": "defender", "prompt": "选择 火鸟——毁灭之力 要挑战的对象。",
           "options": [{"id": tough, "label": "斯努普"}, {"id": weak, "label": "温蒂"}], "min": 1, "max": 1,
           "ordered": False, "default": [tough]}
    assert decide(table, ask) == [weak]


def test_easy_is_noisy_and_normal_is_not():
    """简单 adds noise to the scores: over many seeds it sometimes leaves the best action."""
    table = Table(ink=(2, 2))
    big, small = table.add("p1.hand", SNOOP), table.add("p1.hand", PLAIN_1)
    ask = main_phase(f"ink:{big}", f"ink:{small}", f"play:{small}", "end")
    normal = {tuple(HeuristicAgent("lorcana", seed).decide(table.view(), ask)) for seed in range(30)}
    easy = {tuple(HeuristicAgent("lorcana", seed, noise=6.0).decide(table.view(), ask)) for seed in range(30)}
    assert normal == {(f"ink:{big}",)} and len(easy) > 1

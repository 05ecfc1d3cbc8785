"""The rules documents' PDF leftovers are shown as icons, chosen by the sentence around them; the
shipped data stays verbatim."""

import orjson

from bot.services.rules import symbols
from bot.services.rules.service import DATA_DIR, RulesService


def all_texts(book):
    for rule in book.rules:
        yield rule.id, rule.heading or ""
        yield rule.id, rule.text or ""
        for example in rule.examples:
            yield rule.id, example
    for entry in book.glossary:
        yield entry.term, entry.text


def test_no_rule_of_any_game_shows_a_pdf_leftover():
    service = RulesService.load()
    for game, book in service.books.items():
        for where, text in all_texts(book):
            assert symbols.leftovers(text) == [], (game, where, text)


def test_the_same_mark_becomes_the_icon_its_sentence_means():
    """Lorcana's \\heartsuit is strength, willpower, ink or exert (4.3.6.22 example 2: Marshmallow
    deals 5 damage, the Cheshire Cat with 3 willpower is banished)."""
    rules = RulesService.load()
    challenge = rules.rule("lorcana", "4.3.6.22").rule
    assert "棉花糖的 ¤ 为5，所以他向妙妙猫造成5点伤害，后者的 ⛉ 为3" in "\n".join(challenge.examples)
    assert "少支付1 ⬡ 来打出这个角色" in "\n".join(e for r in rules.books["lorcana"].rules for e in r.examples)
    assert "兵权条件总数 ≤ 该虎视将领" in "\n".join(r.text or "" for r in rules.books["sanguozhi"].rules)


def test_the_shipped_data_keeps_the_documents_text():
    stored = orjson.loads((DATA_DIR / "lorcana.json").read_bytes())
    assert any("\\heartsuit" in (rule["text"] or "") for rule in stored["rules"])


def test_an_mtg_mana_cost_typeset_as_maths_reads_as_a_mana_cost():
    assert symbols.render("mtg", "无畏路希牙\n$\\{2\\}\\{B\\}$\n传奇生物") == "无畏路希牙\n{2}{B}\n传奇生物"
    assert symbols.render("mtg", "杰克特\n${3}{B}$\n") == "杰克特\n{3}{B}\n"

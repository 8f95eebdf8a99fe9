"""The legal data behind the rules: quotes, numbers, anchors, and no legal numbers in rules.py.

- Every Provision in a jurisdiction's law.py, every APPLICATION_ITEMS quote and every
  quote evaluate() returns for the scenarios appears word for word (whitespace
  normalised) in the text of the clause it cites (clauses cut by calculator.build.clauses).
- Every provision with a numeric value has that number in its quote.
- Every cite in the outputs names an outline anchor, with its label and href.
- rules.py modules type no number other than 0, 1, 24 and 100, so legal numbers come
  only from law.py.
- Every AMBIGUITIES entry points at an outline anchor.
- A legal number is written only as a ``value`` (tests/number_mentions.py says how numbers
  are told from clause numbers): none in outline labels, headings or first words, no digit
  or legal quantity in a place module's docstrings and comments, and no current law value
  with its unit in shared code or templates.  A number left behind when the law changes is
  caught too (the test that changes "fourteen (14)" to "twenty-one (21)").
"""

import ast
import io
import re
import tokenize
from pathlib import Path

import pytest

from calculator.build.clauses import clause_texts
from calculator.jurisdictions import JURISDICTIONS, ORDER
from calculator.ordinance import Provision
from calculator.readings import worded
from calculator.words import DEFAULT, catalog
from number_mentions import law_value_numbers, place_shapes, typed_digits, typed_numbers, unit_numbers, unit_words
from scenario_loader import load_cases, outcome_of

REPO = Path(__file__).resolve().parent.parent
NUMBER_WORDS = {
    1: ("one", "once"), 2: ("two",), 3: ("three",), 4: ("four",), 5: ("five",), 6: ("six",), 7: ("seven",),
    8: ("eight",), 9: ("nine",), 10: ("ten",), 11: ("eleven",), 12: ("twelve",), 14: ("fourteen",),
    15: ("fifteen",), 20: ("twenty",), 30: ("thirty",), 50: ("fifty",), 60: ("sixty",),
}
# Numbers a rules module may type: none of them is a legal number of either ordinance.
ALLOWED_RULE_NUMBERS = {0, 1, 24, 100}
# Arithmetic constants that are not legal numbers, by jurisdiction, with the reason.
ALLOWED_RULE_EXTRAS = {
    "city": {},
}


def normalise(text):
    return " ".join(text.split())


def law_module(jurisdiction):
    return JURISDICTIONS.module(jurisdiction, "law")


def clause_map(jurisdiction):
    """{anchor: normalised clause text, or None for a clause not in the text}."""
    texts = {}
    for _, clauses in clause_texts(jurisdiction):
        for anchor, _, lines in clauses:
            texts[anchor] = None if lines is None else normalise("".join(lines))
    return texts


def outline_labels(jurisdiction):
    outline = JURISDICTIONS.module(jurisdiction, "outline").OUTLINE
    return {anchor: label for _, clauses in outline for anchor, label, _ in clauses}


def provisions(jurisdiction):
    law = law_module(jurisdiction)
    return [(name, value) for name, value in sorted(vars(law).items()) if isinstance(value, Provision)]


PROVISIONS = [pytest.param(j, name, p, id="%s.%s" % (j, name)) for j in ORDER for name, p in provisions(j)]


def test_every_jurisdiction_has_provisions():
    """However short its text, a place quotes at least the sentence that asks for a permit."""
    assert ORDER and set(ORDER) == set(JURISDICTIONS)
    for jurisdiction in ORDER:
        assert provisions(jurisdiction), jurisdiction


@pytest.mark.parametrize("jurisdiction,name,provision", PROVISIONS)
def test_provision_quote_is_in_its_clause(jurisdiction, name, provision):
    clause = clause_map(jurisdiction).get(provision.anchor)
    assert provision.ordinance.jurisdiction == jurisdiction
    assert clause is not None, "%s cites %s, which has no text" % (name, provision.anchor)
    assert provision.quote and normalise(provision.quote) in clause, (
        "%s: %r is not in clause %s" % (name, provision.quote, provision.anchor))


def number_forms(value):
    forms = {str(value), "{:,}".format(value), "${:,}".format(value), "${:,}.00".format(value)}
    return forms, NUMBER_WORDS.get(value, ())


def has_number(quote, value):
    digits, words = number_forms(value)
    for form in digits:
        # the digits stand alone: "250" must not match inside "2500" or "1,250"
        if re.search(r"(?<![\d,.])%s(?![\d]|,\d)" % re.escape(form), quote):
            return True
    lowered = quote.lower()
    return any(re.search(r"\b%s\b" % word, lowered) for word in words)


# Provisions whose value is not written in their quote: known data bugs, reported to the owner.
VALUE_NOT_IN_QUOTE = {}


def _valued(jurisdiction, name, provision):
    reason = VALUE_NOT_IN_QUOTE.get((jurisdiction, name))
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(jurisdiction, name, provision, id="%s.%s" % (jurisdiction, name), marks=marks)


VALUED = [_valued(j, name, p) for j in ORDER for name, p in provisions(j) if p.value is not None]


@pytest.mark.parametrize("jurisdiction,name,provision", VALUED)
def test_provision_value_is_in_its_quote(jurisdiction, name, provision):
    assert isinstance(provision.value, int) and not isinstance(provision.value, bool)
    assert has_number(provision.quote, provision.value), (
        "%s: value %r is not written in its quote %r" % (name, provision.value, provision.quote))


def test_number_matching_is_strict():
    assert has_number("at least one physician for every 1,000 people", 1000)
    assert has_number("not less than $500,000.00 for one person", 500000)
    assert has_number("fifteen-minute round-trip intervals", 15)
    assert not has_number("by more than 1,250 persons", 250)
    assert not has_number("for every 2500 people", 250)
    assert not has_number("someone", 1)


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_application_item_quotes_are_in_their_clauses(jurisdiction):
    clauses = clause_map(jurisdiction)
    labels = outline_labels(jurisdiction)
    problems = []
    for ident, status, quote in getattr(law_module(jurisdiction), "APPLICATION_ITEMS", ()):
        if ident not in labels:
            problems.append("%s: not an outline anchor" % ident)
        elif quote is None:
            if status != "missing" or clauses[ident] is not None:
                problems.append("%s: no quote, but the item is not a missing one" % ident)
        elif clauses[ident] is None or normalise(quote) not in clauses[ident]:
            problems.append("%s: %r is not in its clause" % (ident, quote))
    assert not problems


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_ambiguities_point_at_outline_anchors(jurisdiction):
    labels = outline_labels(jurisdiction)
    entries = getattr(law_module(jurisdiction), "AMBIGUITIES", ())   # a text with no unclear sentence has none
    ids = [entry["id"] for entry in entries]
    assert len(ids) == len(set(ids))
    for entry in entries:
        assert entry["anchor"] in labels, entry
        assert worded(entry, "en")["question"] and len(entry["readings"]) >= 2, entry


# ---------------------------------------------------------------- quotes and cites in outputs

def cited_parts(result):
    """Yield (where, item) for every part of a result that carries a cite."""
    for index, item in enumerate(result["permit"]["reasons"]):
        yield "permit.reasons[%d]" % index, item
    for key in ("deadlines", "requirements", "warnings", "checklist"):
        for item in result[key]:
            yield "%s.%s" % (key, item["id"]), item


def output_problems(result):
    jurisdiction = result["jurisdiction"]
    clauses, labels = clause_map(jurisdiction), outline_labels(jurisdiction)
    problems = []
    for where, item in cited_parts(result):
        cite = item["cite"]
        anchor = cite["anchor"]
        if anchor not in labels:
            problems.append("%s: anchor %r not in the outline" % (where, anchor))
            continue
        label = labels[anchor] if result["language"] == DEFAULT else catalog(result["language"], jurisdiction)[
            "clause." + anchor]  # in another language, the place's catalog labels the clause
        if cite != {"anchor": anchor, "label": label, "href": "%s/ordinance/#%s" % (jurisdiction, anchor)}:
            problems.append("%s: cite %r does not match the outline" % (where, cite))
        quote = item.get("quote")
        if quote is not None and (clauses[anchor] is None or normalise(quote) not in clauses[anchor]):
            problems.append("%s: quote %r is not in clause %s" % (where, quote, anchor))
    return problems


def test_every_output_quote_and_cite_matches_the_ordinance():
    checked, problems = 0, []
    for case in load_cases():
        outcome = outcome_of(case.input)
        if "result" in outcome:
            checked += 1
            problems.extend("%s: %s" % (case.name, p) for p in output_problems(outcome["result"]))
    assert checked > 100
    assert not problems, "\n".join(problems[:40])


# ---------------------------------------------------------------- no legal numbers in rules.py

def docstring_ids(tree):
    """ids of the docstring constants of the module, its classes and functions."""
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            body = getattr(node, "body", [])
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return docstrings


def examples(tree):
    """ids of the constants of ``example=`` arguments (a question's example answer, not law; checked by
    test_an_example_answer_is_no_law_value)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg == "example":
            found.update(id(part) for part in ast.walk(node.value))
    return found


def code_numbers(path):
    """(line, value) of every numeric literal outside docstrings and examples (comments are not in the AST)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skipped = docstring_ids(tree) | examples(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in skipped:
            if isinstance(node.value, (int, float, complex)) and not isinstance(node.value, bool):
                found.append((node.lineno, node.value))
    return found


def code_strings(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = docstring_ids(tree)
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_rules_type_no_legal_numbers(jurisdiction):
    path = REPO / "calculator" / "jurisdictions" / jurisdiction / "rules.py"
    allowed = ALLOWED_RULE_NUMBERS | set(ALLOWED_RULE_EXTRAS.get(jurisdiction, {}))
    stray = [(line, value) for line, value in code_numbers(path) if value not in allowed]
    assert not stray, "numbers in %s (put legal numbers in law.py): %s" % (path.name, stray)


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_an_example_answer_is_no_law_value(jurisdiction):
    """A question's example (the error message's "like 800") never looks like a number of the law."""
    legal = set(p.value for _, p in provisions(jurisdiction) if p.value is not None)
    for field in JURISDICTIONS[jurisdiction].FIELDS:
        if field.kind in ("int", "number"):
            assert field.example is not None, field.name
            for value in field.example if type(field.example) is tuple else (field.example,):
                assert value not in legal and (field.kind == "number" or type(value) is int), (field.name, value)


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_rules_strings_hold_no_legal_numbers(jurisdiction):
    """Text in rules.py may say "1 for every {}", never a number the law sets."""
    path = REPO / "calculator" / "jurisdictions" / jurisdiction / "rules.py"
    legal = set(p.value for _, p in provisions(jurisdiction) if p.value is not None) - {1}
    stray = []
    for line, text in code_strings(path):
        for number in re.findall(r"\d+(?:[.,]\d+)*", text):
            # "6.03.003" is a section number, not the six-event limit
            if "." not in number and int(number.replace(",", "")) in legal:
                stray.append((line, text))
    assert not stray, "legal numbers typed in %s strings: %s" % (path.name, stray)


# ---------------------------------------------------------------- a legal number is only a value

PLACE_DIR = REPO / "calculator" / "jurisdictions"


def all_provisions():
    return [provision for jurisdiction in ORDER for _, provision in provisions(jurisdiction)]


def legal_units(jurisdiction=None):
    """The units of the place's legal numbers (every place's, for shared text)."""
    return unit_words(all_provisions() if jurisdiction is None else [p for _, p in provisions(jurisdiction)])


def outline_problems(outline, units, shapes=()):
    """Numbers in an outline's headings, labels and first words: none belongs there."""
    problems = []
    for heading, clauses in outline:
        texts = [("heading", heading)]
        for anchor, label, first_words in clauses:
            texts.extend([("%s label" % anchor, label), ("%s first words" % anchor, first_words or "")])
        for where, text in texts:
            found = typed_numbers(text, shapes) + unit_numbers(text, units)
            if found:
                problems.append("%s %r: %s" % (where, text, found))
    return problems


def docstrings_and_comments(source):
    """(line, text) of each docstring and comment of a module's source."""
    tree = ast.parse(source)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            text = ast.get_docstring(node, clean=False)
            if text:
                found.append((node.body[0].lineno, text))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            found.append((token.start[0], token.string))
    return found


def module_text_problems(name, source, units, shapes=()):
    """Digits and legal quantities in a place module's docstrings and comments."""
    problems = []
    for line, text in docstrings_and_comments(source):
        found = typed_digits(text, shapes) + unit_numbers(text, units)
        if found:
            problems.append("%s line %d: %s" % (name, line, found))
    return problems


def shared_files():
    """Code and templates every place shares: the rule package outside jurisdictions/, hooks, the page."""
    paths = [path for path in sorted((REPO / "calculator").glob("*.py"))]
    paths += sorted((REPO / "hooks").rglob("*.py")) + sorted((REPO / "docs" / "calculator").glob("*.*"))
    paths += sorted((REPO / "overrides").rglob("*.html")) + [REPO / "mkdocs.yml"]
    return [path for path in paths if path.suffix in (".py", ".html", ".md", ".yml", ".js", ".css")]


def shared_text_problems(name, text, every_provision):
    return ["%s line %d: %s" % (name, number, found) for number, line in enumerate(text.splitlines(), 1)
            for found in [law_value_numbers(line, every_provision)] if found]


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_outline_labels_and_first_words_hold_no_numbers(jurisdiction):
    outline = JURISDICTIONS.module(jurisdiction, "outline").OUTLINE
    problems = outline_problems(outline, legal_units(jurisdiction), place_shapes(jurisdiction))
    assert not problems, "numbers belong in law.py values only:\n" + "\n".join(problems)


@pytest.mark.parametrize("jurisdiction", ORDER)
def test_place_docstrings_and_comments_hold_no_legal_numbers(jurisdiction):
    problems = []
    for path in sorted((PLACE_DIR / jurisdiction).glob("*.py")):
        problems += module_text_problems(path.relative_to(REPO).as_posix(), path.read_text(encoding="utf-8"),
                                         legal_units(jurisdiction), place_shapes(jurisdiction))
    assert not problems, "name the provision (``FILING``) instead of its number:\n" + "\n".join(problems)


def test_shared_text_holds_no_law_value():
    problems = []
    for path in shared_files():
        problems += shared_text_problems(path.relative_to(REPO).as_posix(), path.read_text(encoding="utf-8"),
                                         all_provisions())
    assert not problems, "a law value in shared code; read it from law.py:\n" + "\n".join(problems)


@pytest.mark.parametrize("text", [
    "Conditions C(5): medical care", "Application item (14): not in the source", "§ 6-17 A, permanent venues",
    "Exemptions (section 6.03.003): text not in the source", 'refers to ".006" and ".014"',
    "[Adopted 5-9-2005 by Ord. No. 05-91]", "(Ordinance CO08-21-01-28-E2 adopted 1/28/21)",
    "Every condition C(1)-(11)", "# Application (1)-(21); (14), (17), (18) and (19) are not in the text",
    "Applications B(1)-(17)", "item (14) of the list goes from item (13) to item (15)", "Article 6.03",
    "the first, second and third definition",
    # Shapes other texts cite themselves in: an Ohio-style section and division, Sec., Section.
    "§ 1040.06(b)(1) Filing period", "Sec. 12-3(a): fees", "Section 5.2.1 and division (b)(1)(ii)",
    "la sección 6.03.003",
])
def test_clause_numbers_are_not_legal_numbers(text):
    assert typed_numbers(text) + unit_numbers(text, legal_units()) == []


def test_a_place_declares_the_shapes_its_text_cites_itself_in():
    """A shape no general rule knows ("Fee Schedule F-2") is a reference once the place's outline declares it
    (``CITATION_SHAPES``); a number beside it is still found."""
    shapes = [re.compile(r"\bFee Schedule [A-Z]-\d+\b")]
    assert typed_numbers("Fee (Fee Schedule F-2)") == ["F-2)"]
    assert typed_numbers("Fee (Fee Schedule F-2)", shapes) == []
    assert typed_numbers("Fee Schedule F-2: 25 dollars", shapes) == ["25"]


@pytest.mark.parametrize("text, found", [
    ("Filing periods (2): 14 days for other events", ["14", "14 days"]),
    ("At least fourteen (14)", ["fourteen"]),
    ("At least fourteen (14) calendar days", ["fourteen", "fourteen (14) calendar days"]),
    ("(2) 14 for all other events", ["14"]),
    ("Apply (14) calendar days ahead", ["(14) calendar days"]),
    ("General rules (b): nine-day limit", ["nine", "nine-day"]),
    ("Bond (a): $2,000 bond or deposit", ["$2,000"]),
    ("C(7): parking more than 1,000 feet away", ["1,000", "1,000 feet"]),
    ("plus ten percent", ["ten", "ten percent"]),
    ("by more than 250 persons or 50%", ["250", "50%", "250 persons"]),
    ("Events of two hours or less", ["two", "two hours"]),
])
def test_legal_numbers_are_found(text, found):
    assert typed_numbers(text) + unit_numbers(text, legal_units()) == found


def test_a_number_left_behind_when_the_law_changes_fails(monkeypatch):
    """The law's "fourteen (14)" becomes "twenty-one (21)": any 14 still written elsewhere fails."""
    from calculator.jurisdictions.city import law as city_law, outline as city_outline

    quote = "At least twenty-one (21) calendar days before the date of all other special events"
    monkeypatch.setattr(city_law, "FILING_OTHER", city_law.ARTICLE.provision("filing-2", quote, 21, "calendar days"))
    units = legal_units()
    assert has_number(quote, 21) and not has_number(quote, 14)

    # The outline as it is passes with the new value: its clause numbers, (14) among them, are not law.
    assert outline_problems(city_outline.OUTLINE, units) == []
    stale = [(heading, tuple(("filing-2", "Filing periods (2): 14 days for other events", "At least fourteen (14)")
                             if clause[0] == "filing-2" else clause for clause in clauses))
             for heading, clauses in city_outline.OUTLINE]
    assert outline_problems(stale, units) == [
        "filing-2 label 'Filing periods (2): 14 days for other events': ['14', '14 days']",
        "filing-2 first words 'At least fourteen (14)': ['fourteen']"]

    rules = (PLACE_DIR / "city" / "rules.py").read_text(encoding="utf-8")
    assert module_text_problems("rules.py", rules, units) == []
    old = rules.replace("(2) ``FILING_OTHER``\n    before all other events.", "(2) 14 for all other events.")
    assert old != rules
    assert [problem.split(": ", 1)[1] for problem in module_text_problems("rules.py", old, units)] == ["['14']"]

    # Shared text is checked against today's values: the new value with its unit is found.
    assert shared_text_problems("x.py", "# at least 21 calendar days before", all_provisions()) == [
        "x.py line 1: ['21 calendar days']"]
    assert shared_text_problems("x.py", "# item (14) of the list, 2026-08-15", all_provisions()) == []

"""The legal data behind the rules: quotes, numbers, anchors, and no legal numbers in rules.py.

- Every Provision in a jurisdiction's law.py, every APPLICATION_ITEMS quote and every
  quote evaluate() returns for the scenarios appears word for word (whitespace
  normalised) in the text of the clause it cites (clauses cut by calculator.clauses).
- Every provision with a numeric value has that number in its quote.
- Every cite in the outputs names an outline anchor, with its label and href.
- rules.py modules type no number other than 0, 1, 24 and 100, so legal numbers come
  only from law.py.
- Every AMBIGUITIES entry points at an outline anchor.
"""

import ast
import importlib
import re
from pathlib import Path

import pytest

from calculator.clauses import clause_texts
from calculator.jurisdictions import JURISDICTIONS, ORDER
from calculator.ordinance import Provision
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
    return importlib.import_module("calculator.jurisdictions.%s.law" % jurisdiction)


def clause_map(jurisdiction):
    """{anchor: normalised clause text, or None for a clause not in the text}."""
    texts = {}
    for _, clauses in clause_texts(jurisdiction):
        for anchor, _, lines in clauses:
            texts[anchor] = None if lines is None else normalise("".join(lines))
    return texts


def outline_labels(jurisdiction):
    outline = importlib.import_module("calculator.jurisdictions.%s.outline" % jurisdiction).OUTLINE
    return {anchor: label for _, clauses in outline for anchor, label, _, _ in clauses}


def provisions(jurisdiction):
    law = law_module(jurisdiction)
    return [(name, value) for name, value in sorted(vars(law).items()) if isinstance(value, Provision)]


PROVISIONS = [pytest.param(j, name, p, id="%s.%s" % (j, name)) for j in ORDER for name, p in provisions(j)]


def test_every_jurisdiction_has_provisions():
    assert ORDER and set(ORDER) == set(JURISDICTIONS)
    for jurisdiction in ORDER:
        assert len(provisions(jurisdiction)) > 10


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
    for ident, label, status, quote in getattr(law_module(jurisdiction), "APPLICATION_ITEMS", ()):
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
    entries = getattr(law_module(jurisdiction), "AMBIGUITIES", ())
    assert entries
    ids = [entry["id"] for entry in entries]
    assert len(ids) == len(set(ids))
    for entry in entries:
        assert entry["anchor"] in labels, entry
        assert entry["question"] and len(entry["readings"]) >= 2, entry


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
        if cite != {"anchor": anchor, "label": labels[anchor], "href": "%s/ordinance/#%s" % (jurisdiction, anchor)}:
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


def code_numbers(path):
    """(line, value) of every numeric literal outside docstrings (comments are not in the AST)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = docstring_ids(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and id(node) not in docstrings:
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

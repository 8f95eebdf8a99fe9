"""The guides' worked examples as data: calculator/jurisdictions/<id>/examples.yaml.

- Every ``{{ example: ID.NAME }}`` marker names an example that lists its page, and every
  example is shown on each page it lists.
- The words of the examples follow the guide rules: no typed digit and no legal quantity in
  words outside placeholders and markers (the numbers come from the law and the results).
- Bad data fails the build with a message naming the place, the example and what is wrong.
- The formats and expressions do what hooks/guide_examples.py and calculator/build/examples.py say.
- The examples' inputs are scenario cases (so they also run under MicroPython, in
  tests/test_parity_micropython.py), and no example file goes into the browser's archives.
"""

import re
from datetime import date, timedelta
from pathlib import Path

import pytest
import yaml
from mkdocs.exceptions import PluginError

from calculator.build import examples
from calculator.jurisdictions import ORDER
from calculator.words import LANGUAGES
from number_mentions import law_value_numbers, typed_digits, unit_numbers
from scenario_loader import load_cases
from test_guides import guide_sources, legal_units, load_hook, source

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"\{\{\s*example:\s*([a-z_]+)\.([a-z0-9_]+)\s*\}\}")
PLACES = [place for place in ORDER if examples.load(place) is not None]


markers = load_hook("markers")
guide_examples = markers.guide_examples


def test_the_places_have_examples():
    assert PLACES and set(PLACES) <= set(ORDER)


def test_markers_and_pages_agree():
    shown = set()
    for src_uri, _ in guide_sources():
        for place, name in MARKER.findall(source(src_uri)):
            data = examples.load(place)
            assert data and name in data.examples, "%s: no example %s.%s" % (src_uri, place, name)
            assert src_uri in data.examples[name]["pages"], "%s.%s does not list %s" % (place, name, src_uri)
            shown.add((place, name, src_uri))
    for place in PLACES:
        for name, example in examples.load(place).examples.items():
            for page in example["pages"]:
                assert (place, name, page) in shown, "%s.%s lists %s, which does not show it" % (place, name, page)


# ---------------------------------------------------------------- the guide rules, for the data's words

TEMPLATE_KEYS = {"heading", "cell", "missing", "text", "corner", "head", "last", "last_heading"}


def data_words(value, key=None):
    """Every text of an example that a reader sees: templates, cells, words."""
    if isinstance(value, dict):
        for name, item in value.items():
            if name in ("cells", "cells_for", "words"):
                yield from data_words(item, "words")
            elif name in LANGUAGES:   # a text's words in one language: {en: ..., es: ...}
                yield from data_words(item, key)
            elif name not in ("input", "let", "expect", "compare", "each", "where", "when", "as", "pages", "name"):
                yield from data_words(item, name)
    elif isinstance(value, list):
        for item in value:
            yield from data_words(item, key)
    elif isinstance(value, str) and (key in TEMPLATE_KEYS or key == "words"):
        yield value


def reader_text(template):
    """A template without its markers (but the words a row's ``{{ path?words }}`` shows), and without
    Markdown list numbers."""
    def one(match):
        inside = match.group(1).strip()
        if "?" in inside and not inside.startswith("=") and not markers.is_page_marker(inside):
            return " " + inside.split("?", 1)[1].split("|")[0] + " "
        return " "
    text = re.sub(r"\{\{(.*?)\}\}", one, template)
    return re.sub(r"(?m)^\s*\d+\.\s", " ", text)


@pytest.mark.parametrize("place", PLACES)
def test_example_words_type_no_numbers(place):
    with open(examples.examples_file(place), encoding="utf-8") as handle:
        data = yaml.safe_load(handle)
    problems = []
    for name, example in data["examples"].items():
        for words in data_words(example):
            found = typed_digits(reader_text(words)) + unit_numbers(reader_text(words), legal_units(place))
            if found:
                problems.append("%s: %r: %s" % (name, words, found))
    assert not problems, "write numbers as {{ =NAME }} or {{ %s.NAME }}:\n%s" % (place, "\n".join(problems))


@pytest.mark.parametrize("place", PLACES)
def test_example_comments_repeat_no_legal_number(place):
    from test_law_data import provisions

    own = [provision for _, provision in provisions(place)]
    problems = []
    with open(examples.examples_file(place), encoding="utf-8") as handle:
        for number, line in enumerate(handle, 1):
            comment = line.split("#", 1)[1] if "#" in line and not re.search(r"\{\{[^}]*#", line) else ""
            found = unit_numbers(comment, legal_units(place)) + law_value_numbers(comment, own)
            if found:
                problems.append("line %d: %s" % (number, found))
    assert not problems, "name the provision instead:\n" + "\n".join(problems)


def test_reader_text_keeps_the_words_only():
    assert reader_text("At least {{ village.BOND }} in {{ =BOND|money }}, {{ warnings.x?or 2 days }}.") == \
        "At least   in  ,  or 2 days ."
    assert reader_text("1. Multiply\n2. Divide") == " Multiply\n Divide"


# ---------------------------------------------------------------- bad data fails, with a clear message

def place_data(text):
    from calculator.jurisdictions.village import law

    return examples.Examples("village", yaml.safe_load(text), law, [])


@pytest.mark.parametrize("text, message", [
    ("examples: {t: {pages: [village/x.md], text: hi, colour: red}}", r"t: unknown keys \['colour'\]"),
    ("examples: {t: {text: hi}}", r"t: `pages` lists the guide pages"),
    ("examples: {t: {pages: [village/x.md]}}", r"t: give a `text`, a `table`, a `what_if` or `parts`"),
    ("examples: {t: {pages: [village/x.md], parts: [{readings: filing_count}]}}",
     r"t part 1: a provision's readings are a marker in the page, \{\{ readings: <place>.<id> \}\}"),
    ("examples: {t: {pages: [village/x.md], parts: [{text: hi, table: {}}]}}",
     r"t part 1: give one of `text`, `table` or `what_if`"),
    ("examples: {t: {pages: [village/x.md], parts: [{text: hi, what_if: {show: all}}]}}",
     r"t part 1: give one of `text`, `table` or `what_if`"),
    ("examples: {t: {pages: [village/x.md], what_if: {show: all}}}", r"t part 1: a `what_if` part has an `input`"),
    ("examples: {t: {pages: [village/x.md], input: {}, what_if: {show: some}}}",
     r"t part 1: a `what_if` part has an `input` \(the event\) and `show`: one of permit, days, all"),
    ("examples: {t: {pages: [village/x.md], input: {}, what_if: {show: all, colour: red}}}",
     r"t part 1 what_if: unknown keys \['colour'\]"),
    ("examples: {t: {pages: [village/x.md], table: {columns: [{cell: x}], rows: [{}]}}}",
     r"t part 1: every column has a `heading`"),
    ("examples: {t: {pages: [village/x.md], table: {columns: [{heading: A}], rows: [{colour: red}]}}}",
     r"t part 1 row: unknown keys \['colour'\]"),
    ("defaults: {}\nexample: {}", r"the file is a mapping with `examples`"),
])
def test_a_malformed_file_is_refused(text, message):
    with pytest.raises(ValueError, match="calculator/jurisdictions/village/examples.yaml: " + message):
        place_data(text)


@pytest.mark.parametrize("text, message", [
    ("examples: {t: {pages: [village/x.md], let: {a: '=NO_SUCH + 1'}, text: hi}}",
     r"t let a: '=NO_SUCH \+ 1' names NO_SUCH, which is not a law value"),
    ("examples: {t: {pages: [village/x.md], let: {a: '=BOND +'}, text: hi}}", r"cannot read the expression"),
    ("examples: {t: {pages: [village/x.md], let: {a: '=open(BOND)'}, text: hi}}", r"no function open\(\)"),
    ("examples: {t: {pages: [village/x.md], let: {a: '=BOND.__class__'}, text: hi}}", r"cannot step into"),
    ("examples: {t: {pages: [village/x.md], input: {peak_attendance: '=nobody'}, text: hi}}",
     r"peak_attendance = '=nobody' names something that is not a law value"),
])
def test_a_bad_expression_is_refused(text, message):
    data = place_data(text)
    with pytest.raises(ValueError, match=message):
        list(examples.all_rows(data))


def test_an_unknown_example_or_page_fails_the_build():
    from test_guides import FakeConfig, FakePage

    with pytest.raises(PluginError, match=r"village/costs.md: .*no example 'no_such'"):
        markers.on_page_markdown("{{ example: village.no_such }}", page=FakePage("village/costs.md"),
                                 config=FakeConfig())
    with pytest.raises(PluginError, match=r"village/costs.md: .*example village.area_table lists its pages as "
                                          r"village/do-i-need-a-permit.md, not village/costs.md"):
        markers.on_page_markdown("{{ example: village.area_table }}", page=FakePage("village/costs.md"),
                                 config=FakeConfig())


def test_a_cell_the_result_lacks_fails_with_its_place(monkeypatch):
    data = place_data("""
defaults: {today: "2026-01-05", event_start: "2026-08-15", peak_attendance: 300}
examples:
  t:
    pages: [village/x.md]
    table:
      columns: [{heading: Date, cell: "{{ deadlines.no_such|long_date }}"}]
      rows: [{input: {}}]
""")
    monkeypatch.setattr(examples, "load", lambda place: data)
    with pytest.raises(examples.Missing, match=r"example village.t part 1 row 1: \{\{ deadlines.no_such\|long_date \}\}: "
                                               r"no item 'no_such' in deadlines"):
        guide_examples.render("village", "t", "village/x.md", markers.is_page_marker)


# ---------------------------------------------------------------- formats and expressions

def shown(value, style, words=None):
    return guide_examples.shown(value, style, guide_examples.Context(None, words=words), "test")


@pytest.mark.parametrize("value, style, text", [
    (1250, "count", "1,250"), (1, "count:day:days", "1 day"), (3, "count:day:days", "3 days"),
    (2500, "money", "$2,500"), ("2026-08-15", "long_date", "Saturday, August 15, 2026"),
    (["2026-08-15", "2026-08-16"], "long_dates", "Saturday, August 15, 2026; Sunday, August 16, 2026"),
    ({"status": "required", "permits_needed": 3}, "headline", "You need 3 special event permits"),
    ({"quantity": 1, "unit": "ambulances"}, "quantity", "1 ambulance"),
    ({"anchor": "permit-a", "href": "village/ordinance/#permit-a", "label": "x"}, "cite", "{{ village#permit-a }}"),
    ("if_applicable", "says:CHECKLIST", "If it applies to you"),
    (23 * 60 + 30, "clock", "11:30 PM"), (12 * 60, "clock", "12:00 PM"), (25 * 60, "clock", "1:00 AM the next day"),
    (1000, None, "1,000"),
])
def test_formats(value, style, text):
    assert shown(value, style) == text


def test_words_of_an_example():
    words = {"larger": {"unclear": "No permit", "_else": "Permit"}, "answer": {True: "Yes", False: "No"}}
    assert shown("unclear", "larger", words) == "No permit"
    assert shown("required", "larger", words) == "Permit"
    assert shown(False, "answer", words) == "No"
    with pytest.raises(ValueError, match="no format 'colour'"):
        shown(1, "colour")


def test_expressions_do_date_arithmetic_on_law_values():
    from calculator.jurisdictions.village import law

    data = place_data("examples: {t: {pages: [village/x.md], text: hi}}")
    scope = data.scope.child({"start": "2026-08-15"})
    assert examples.evaluate_expression("start - FILING", scope).isoformat() == "2026-06-16"
    assert examples.evaluate_expression("(start + 1) - start", scope) == 1
    assert examples.evaluate_expression("BOND * 2 // 5", scope) == law.BOND.value * 2 // 5
    assert examples.evaluate_expression("business_days_after('2027-09-03', 1)", scope).isoformat() == "2027-09-06"
    assert examples.evaluate_expression("next_business_day('2027-09-03', '2027-09-06')", scope).isoformat() == \
        "2027-09-07"
    assert examples.evaluate_expression("'a' if FILING > 1 else 'b'", scope) == "a"


def test_an_input_may_use_the_answers_before_it():
    data = place_data("examples: {t: {pages: [village/x.md], text: hi}}")
    answers = data.input(data.scope, [{"seating_capacity": 200,
                                       "peak_attendance": "=seating_capacity + EXEMPT_VENUE_PERSONS"}], "t")
    assert answers == {"jurisdiction": "village", "seating_capacity": 200,
                       "peak_attendance": 200 + data.scope.names["EXEMPT_VENUE_PERSONS"]}


# ---------------------------------------------------------------- the examples are scenarios

def test_example_inputs_are_scenario_cases():
    cases = load_cases()
    for place in PLACES:
        source_name = "calculator/jurisdictions/%s/examples.yaml" % place
        found = [case for case in cases if case.source == source_name]
        assert found and len(found) == len(examples.cases(place)), place   # every input the file declares
        assert all(case.input["jurisdiction"] == place for case in found)
    assert any(case.expect.get("permit.status") == "unclear" for case in cases if case.source.endswith("examples.yaml"))


def test_an_expectation_can_be_worked_out_from_the_law():
    from calculator.jurisdictions.village import law

    case = next(case for case in load_cases() if case.name.startswith("A one-day fair in August applies by"))
    assert case.input["event_start"] == "2026-08-15"
    assert case.expect == {"deadlines.apply_by": (date(2026, 8, 15) - timedelta(days=law.FILING.value)).isoformat()}

"""The guides' tables of what would change the answer say what the command line says, row by row.

A place declares the event a guide shows its what-ifs for as a ``what_if`` part of its
``examples.yaml`` (calculator/build/examples.py); the table's columns and words are the shared
``calculator/build/what_if_table.py``'s.  For every such part of a published place, the test reads
the *built* guide page (its tables as a visitor sees them, tests/test_guide_days.py's reader), runs
the event through the command line (``python -m calculator evaluate -``, which works out what would
change the answer) and then each row's one change through it again, and checks:

- the table, headed with the catalog's headings, has one row for each change the part shows
  (``show``), in the command line's order, its first cell the change's own sentence;
- the change does what the part shows: a different status or number of permits (``permit``), a
  different day to act by (``days``);
- "What the calculator would say" is the command line's headline for the answers with that change;
- "Day to act on" is each day to act by that the change moves, worked out from the command line's
  two answers (not from the item): led as the calculator leads it ("Apply by ..."), a day that goes
  in its own words, and "No change" when none moves;
- "Rule" is the clause the command line cites for the change.
"""

import itertools
import json

import pytest

from calculator import summary, words
from calculator.build import examples as data
from calculator.build import what_if_table
from calculator.jurisdictions import ORDER
from site_build import needs_places, published_places
from test_guide_days import cli, page_tables


def what_if_parts():
    """(place, example name, part) of every ``what_if`` part, for every place (a place the site does not
    publish: its tests are deselected)."""
    found = []
    for place in ORDER:
        examples = data.load(place)
        for name in examples.examples if examples else ():
            found += [(place, name, part) for part in examples.parts(name) if "what_if" in part]
    return found


PARTS = what_if_parts()


def test_both_places_show_what_if_tables_on_both_guides():
    shown = dict(((place, page), part["what_if"]["show"]) for place, name, part in PARTS
                 for page in data.load(place).examples[name]["pages"])
    expected = {("village", "village/do-i-need-a-permit.md"): "permit", ("village", "village/when-to-apply.md"): "days",
                ("city", "city/do-i-need-a-permit.md"): "permit", ("city", "city/when-to-apply.md"): "days"}
    published = published_places()
    assert dict((key, show) for key, show in expected.items() if key[0] in published) == \
        dict((key, show) for key, show in shown.items() if key in expected and key[0] in published)


def acted(result):
    """{id: act_by} of the deadlines the organizer acts on."""
    return dict((item["id"], item["act_by"]) for item in result["deadlines"] if "act_by" in item)


def expected_day(base, after):
    """The "Day to act on" cell, worked out from the two answers: each day to act by that differs."""
    say = words.of(words.DEFAULT)
    before, now = acted(base), acted(after)
    moved = [ident for ident in list(before) + [ident for ident in now if ident not in before]
             if before.get(ident) != now.get(ident)]
    if not moved:
        return [say("guide.what_if.same_day")]
    days = dict((item["id"], item) for item in after["deadlines"])
    return [summary.lead(days[ident]) if now.get(ident) else
            say("guide.what_if.no_day." + ident) if ident in summary.ACTS else say("guide.what_if.not_needed")
            for ident in moved]


def check_row(where, show, cells, item, base, after):
    """One row of a built table against the command line's answers without and with its change."""
    change, answer, day, rule = cells
    assert change == item["text"], "%s: the change is the command line's sentence" % where
    if show == "permit":
        assert (after["permit"]["status"], after["permit"]["permits_needed"]) != (
            base["permit"]["status"], base["permit"]["permits_needed"]), "%s changes no permit" % where
    if show == "days":
        assert acted(after) != acted(base), "%s changes no day to act by" % where
    assert answer == summary.headline(after), "%s: %r, the command line says %r" % (
        where, answer, summary.headline(after))
    expected = expected_day(base, after)
    joined = [words.of(words.DEFAULT).every(list(order)) for order in itertools.permutations(expected)]
    assert day in joined, "%s: the day to act on is %r, the command line gives %r" % (where, day, expected)
    assert rule == item["cite"]["label"], "%s: the rule is %r, the command line cites %r" % (
        where, rule, item["cite"]["label"])


@pytest.mark.parametrize("place, name, part", [pytest.param(*p, marks=needs_places(p[0])) for p in PARTS],
                         ids=["%s.%s" % (p[0], p[1]) for p in PARTS])
def test_a_guide_what_if_table_says_what_the_command_line_says(site, place, name, part):
    examples = data.load(place)
    (row,) = data.rows(examples, name, part, examples.example_scope(name))
    show = part["what_if"]["show"]
    base = cli(row.answers)
    items = what_if_table.shown(base, show)
    assert items, "%s.%s: no change to show" % (place, name)
    headings = what_if_table.headings()
    for page in examples.examples[name]["pages"]:
        tables = [table for table in page_tables(site, page) if table and table[0] == headings]
        assert len(tables) == 1, "%s.%s: %d tables headed %s on %s" % (place, name, len(tables), headings, page)
        (table,) = tables
        assert len(table) - 1 == len(items), "%s.%s on %s: %d rows, the command line gives %d changes" % (
            place, name, page, len(table) - 1, len(items))
        for number, (cells, item) in enumerate(zip(table[1:], items), 1):
            after = cli(what_if_table.changed(row.answers, item))
            where = "%s.%s on %s, row %d (%s = %s)" % (place, name, page, number, item["field"],
                                                         json.dumps(item["value"]))
            check_row(where, show, cells, item, base, after)


def test_a_wrong_row_fails():
    """The check finds a row whose answer, day or rule is not the command line's."""
    base = {"permit": {"status": "required", "permits_needed": 1}, "deadlines": [
        {"id": "apply_by", "date": "2027-06-05", "act_by": "2027-06-04"}]}
    after = {"permit": {"status": "required", "permits_needed": 1}, "deadlines": [
        {"id": "apply_by", "date": "2027-05-20", "act_by": "2027-05-19"}]}
    item = {"text": "If you asked for City services, ...", "cite": {"label": "Filing"}}
    right = [item["text"], summary.headline(after), summary.lead(after["deadlines"][0]), "Filing"]
    check_row("x", "days", right, item, base, after)
    for column, wrong in ((1, summary.headline(dict(after, permit={"status": "unclear", "permits_needed": 1}))),
                          (2, summary.lead(base["deadlines"][0])), (2, words.text(words.DEFAULT, "guide.what_if.same_day")),
                          (3, "Another rule"), (0, "Something else")):
        cells = list(right)
        cells[column] = wrong
        with pytest.raises(AssertionError):
            check_row("x", "days", cells, item, base, after)
    with pytest.raises(AssertionError):   # a row that changes no day on a table of days
        check_row("x", "days", [item["text"], summary.headline(base), words.text(words.DEFAULT, "guide.what_if.same_day"),
                                "Filing"], item, base, base)

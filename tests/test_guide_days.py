"""The guides and the calculator give the same days for the same worked example.

For every worked example of a published place whose table or text shows a deadline, the
test reads the *built* guide page (its tables as a visitor sees them) and runs the same
answers through the command line (``python -m calculator evaluate -``), then checks:

- a deadline the organizer acts on (``summary.ACT_BY``: apply, send the notice, appeal)
  is shown under its calculator words ("Apply by") as the CLI's ``act_by`` day: the day to
  plan on, never the rules' own count in its place;
- where the rules' own day is shown beside it, it is the CLI's ``date``, with the reading
  that gives it named as the calculator names it;
- any other deadline a guide shows (the City's denial notice, the appeal hearing) is the
  CLI's ``date``.
"""

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

from calculator.build import examples as data
from calculator import summary
from calculator.dates import long_date, parse_shown
from calculator.jurisdictions import ORDER
from site_build import needs_places, published_places
from test_guides import built_path

ROOT = Path(__file__).resolve().parent.parent
DEADLINE = re.compile(r"\{\{\s*(deadlines\.([a-z_]+)(?:\.([a-z_]+))*)(?:\|[^{}]*?)?\s*\}\}")


def cli(answers):
    """The CLI's result for the answers, as a visitor's calculator would give it."""
    done = subprocess.run([sys.executable, "-m", "calculator", "evaluate", "-"], input=json.dumps(answers),
                          capture_output=True, text=True, cwd=ROOT, check=True)
    return json.loads(done.stdout)


def deadline(result, ident):
    found = [item for item in result["deadlines"] if item["id"] == ident]
    return found[0] if found else None


def long(day):
    return long_date(parse_shown(day))


class Tables(HTMLParser):
    """The tables of a page's <article>: each a list of rows, each a list of cell texts."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables, self._cell = [], None

    def handle_starttag(self, tag, attrs):
        if tag == "table":
            self.tables.append([])
        elif tag == "tr" and self.tables:
            self.tables[-1].append([])
        elif tag in ("td", "th") and self.tables:
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.tables[-1][-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, text):
        if self._cell is not None:
            self._cell.append(text)


def page_tables(site, src_uri):
    parser = Tables()
    parser.feed((site / built_path(src_uri)).read_text(encoding="utf-8"))
    return parser.tables


def page_text(site, src_uri):
    html = (site / built_path(src_uri)).read_text(encoding="utf-8")
    return " ".join(re.sub(r"<[^>]+>", " ", html[html.index("<article"):html.index("</article>")]).split())


def deadline_parts():
    """(place, example name, part) of every part whose template shows a deadline, for every place
    (a place the site does not publish: its tests are deselected)."""
    found = []
    for place in ORDER:
        examples = data.load(place)
        for name in examples.examples if examples else ():
            for part in examples.parts(name):
                templates = json.dumps(part.get("table", {}).get("columns", [])) + json.dumps(
                    part.get("table", {}).get("rows", [])) + str(part.get("text", ""))
                if DEADLINE.search(templates):
                    found.append((place, name, part))
    return found


PARTS = deadline_parts()


def test_the_guides_show_deadline_examples():
    shown = set((place, name) for place, name, _ in PARTS)
    expected = {("village", "filing_table"), ("city", "filing_examples"), ("city", "neighbor_notice_examples"),
                ("city", "appeal_examples"), ("city", "denial_notice_example")}
    assert set(item for item in expected if item[0] in published_places()) <= shown


def columns_of(part):
    return part["table"]["columns"]


def english(text):
    """An examples.yaml text as the English page shows it: its ``en`` words, or the one string."""
    return text["en"] if isinstance(text, dict) else text


def templates(row, column):
    own = (row.cells.get("cells") or {}).get(english(column["heading"]))
    return english(own if own is not None else column.get("cell", ""))


@pytest.mark.parametrize("place, name, part", [pytest.param(*p, marks=needs_places(p[0])) for p in PARTS
                                               if "table" in p[2]],
                         ids=["%s.%s" % (p[0], p[1]) for p in PARTS if "table" in p[2]])
def test_a_guide_table_gives_the_calculators_days(site, place, name, part):
    examples = data.load(place)
    rows = [row for row in data.rows(examples, name, part, examples.example_scope(name))]
    headings = [english(column["heading"]) for column in columns_of(part)]
    matches = [table for page in examples.examples[name]["pages"] for table in page_tables(site, page)
               if table and table[0] == headings]
    assert matches, "%s.%s: no table headed %s on %s" % (place, name, headings, examples.examples[name]["pages"])
    for table in matches:
        assert len(table) - 1 == len(rows), (place, name)
        for row, cells in zip(rows, table[1:]):
            if row.answers is None:
                continue  # a row the guide works out by hand (say, with one more closed day)
            result = cli(row.answers)
            for column, cell in zip(columns_of(part), cells):
                for match in DEADLINE.finditer(templates(row, column)):
                    path = match.group(1).split(".")
                    item = deadline(result, path[1])
                    if item is None:
                        continue  # the example's "missing" words show instead
                    check_cell(place, name, english(column["heading"]), cell, item, path)


def check_cell(place, name, heading, cell, item, path):
    where = "%s.%s, column %r" % (place, name, heading)
    acts = summary.ACT_BY.get(item["id"])
    if path[2:3] == ["act_by"]:
        assert heading == acts, "%s shows act_by under another heading than the calculator's %r" % (where, acts)
        assert cell == long(item["act_by"]), (where, cell, item["act_by"])
    elif path[2:] == []:
        assert heading != acts, "%s: under %r the calculator shows act_by, not the rules' day" % (where, acts)
        assert long(item["date"]) in cell, (where, cell, item["date"])
        if acts and item.get("date_reading"):
            assert item["date_reading"]["name"] in cell, "%s: name the reading of the rules' day" % where


@pytest.mark.parametrize("place, name, part", [pytest.param(*p, marks=needs_places(p[0])) for p in PARTS
                                               if "text" in p[2]],
                         ids=["%s.%s" % (p[0], p[1]) for p in PARTS if "text" in p[2]])
def test_a_guide_text_gives_the_calculators_days(site, place, name, part):
    examples = data.load(place)
    (row,) = data.rows(examples, name, part, examples.example_scope(name))
    result = cli(row.answers)
    for match in DEADLINE.finditer(english(part["text"])):
        path = match.group(1).split(".")
        item = deadline(result, path[1])
        if summary.ACT_BY.get(item["id"]):
            assert path[2:3] == ["act_by"], "%s.%s: a day to act on is act_by" % (place, name)
        day = item["act_by"] if path[2:3] == ["act_by"] else item["date"]
        assert any(long(day) in page_text(site, page) for page in examples.examples[name]["pages"]), (place, name)


def test_a_different_day_fails(site):
    """The check finds a table that gives the rules' day where the calculator gives act_by."""
    item = {"id": "apply_by", "date": "2027-05-11", "act_by": "2027-05-10",
            "date_reading": {"name": "counting back"}}
    with pytest.raises(AssertionError):
        check_cell("village", "x", "Apply by", long("2027-05-11"), item, ["deadlines", "apply_by", "act_by"])
    with pytest.raises(AssertionError):
        check_cell("village", "x", "Apply by", long("2027-05-11"), item, ["deadlines", "apply_by"])
    with pytest.raises(AssertionError):
        check_cell("village", "x", "The rules' last day", long("2027-05-11"), item, ["deadlines", "apply_by"])
    check_cell("village", "x", "The rules' last day", long("2027-05-11") + ", counting back", item,
               ["deadlines", "apply_by"])

"""Where the text reads two ways, the guides show the readings of ``law.AMBIGUITIES``
through ``{{ readings: ID.NAME }}`` (hooks/readings.py), never typed again.

- every ambiguity of a place is shown on at least one of its guide pages, and every
  marker names one;
- the built page shows each reading's words as the calculator has them, and marks the
  safe reading and the one the calculator counts by;
- no guide source types a reading's words (a run of them, numbers aside) or its question;
- a passage that says the text reads "two ways" holds a readings marker (or the next
  section does), a table of the readings, or links to the page that shows them.
"""

import html
import re

import pytest

from calculator.jurisdictions import JURISDICTIONS, ORDER
from calculator import words as catalogs
from calculator.readings import worded
from site_build import published_places
from test_guides import MARKER as LAW_MARKER, article_text, built_path, guide_sources, load_hook, render, source

readings_hook = load_hook("readings")
READINGS = re.compile(r"\{\{\s*readings:\s*([a-z][a-z0-9_]*)\.([a-z][a-z0-9_]*)\s*\}\}")
RUN = 8  # words in a row that count as typing a reading again


def ambiguities(place):
    """The place's unclear sentences, worded in English (the guides' language)."""
    return [worded(entry, "en") for entry in getattr(JURISDICTIONS.module(place, "law"), "AMBIGUITIES", ())]


def place_sources(place):
    return [uri for uri, j in guide_sources() if j == place]


def markers(place):
    """{ambiguity id: [pages]} of the readings markers in the place's guide sources."""
    found = {}
    for uri in place_sources(place):
        for match in READINGS.finditer(source(uri)):
            assert match.group(1) in (place, "place"), "%s: a readings marker of another place: %s" % (
                uri, match.group(0))
            found.setdefault(match.group(2), []).append(uri)
    return found


@pytest.mark.parametrize("place", ORDER)
def test_every_ambiguity_is_shown_from_data(place):
    shown = markers(place)
    ids = [entry["id"] for entry in ambiguities(place)]
    assert sorted(set(shown) - set(ids)) == [], "markers naming no ambiguity of %s" % place
    assert [ident for ident in ids if ident not in shown] == [], (
        "%s: show these in a guide with {{ readings: %s.ID }}" % (place, place))


@pytest.mark.parametrize("place", ORDER)
def test_a_reading_not_planned_on_says_why_in_the_guides_as_in_the_calculator(place):
    """Issue #23: where the day to act on is not safe under a reading shown, the guide says why that reading is
    not used, in the same words the calculator's answer shows beside the day (the reading's ``unused``)."""
    for entry in ambiguities(place):
        block = readings_hook.block(place, entry["id"])
        for reading in entry["readings"]:
            if reading["id"] == entry["unused"]:
                assert "*%s*" % readings_hook.escape(reading["unused"]) in block
            else:
                assert "unused" not in reading


def words(text):
    return re.findall(r"[a-z']+|#", re.sub(r"\d[\d,.]*", "#", text.lower().replace("\u2019", "'")))


def runs(text):
    found = words(text)
    return set(tuple(found[start:start + RUN]) for start in range(len(found) - RUN + 1))


def typed(markdown):
    """The words a guide source types itself: markers (law values, readings) as '#', no ordinance quotes."""
    text = READINGS.sub(" ", markdown)
    text = re.sub("\u201c.*?\u201d", " ", text, flags=re.DOTALL)
    text = LAW_MARKER.sub(" # ", text)
    return re.sub(r"<[^>]+>", " ", text)


@pytest.mark.parametrize("src_uri, place", [(uri, j) for uri, j in guide_sources() if j])
def test_no_guide_types_a_reading_again(src_uri, place):
    own = runs(typed(source(src_uri)))
    for entry in ambiguities(place):
        for reading in entry["readings"]:
            again = own & runs(reading["words"])
            assert not again, "%s types the reading %s.%s again: %s" % (
                src_uri, entry["id"], reading["id"], " ".join(sorted(again)[0]))
        assert not own & runs(entry["question"]), "%s types the question of %s" % (src_uri, entry["id"])


def test_typing_a_reading_again_is_found():
    entry = ambiguities("village")[0]
    copied = "Here: " + entry["readings"][0]["words"].replace("250", "{{ village.EXEMPT_VENUE_PERSONS }}")
    assert runs(typed(copied)) & runs(entry["readings"][0]["words"])
    assert not runs(typed("{{ readings: village.%s }}" % entry["id"])) & runs(entry["readings"][0]["words"])


@pytest.mark.parametrize("place", published_places())
def test_built_pages_show_each_reading_as_the_calculator_has_it(site, place):
    for ident, pages in markers(place).items():
        entry = [item for item in ambiguities(place) if item["id"] == ident][0]
        for uri in pages:
            text = article_text((site / built_path(uri)).read_text(encoding="utf-8"), quotes=True)
            assert entry["question"] in text, (uri, ident)
            for reading in entry["readings"]:
                name = reading["name"][:1].upper() + reading["name"][1:]
                assert "%s. %s" % (name, reading["words"]) in text, (uri, ident, reading["id"])
            if entry["safe"]:
                safe = [r for r in entry["readings"] if r["id"] == entry["safe"]][0]
                assert "%s %s" % (safe["words"], catalogs.text(catalogs.DEFAULT, "guide.readings.safe")) in text, (uri, ident)


def test_the_block_marks_the_safe_and_the_counted_reading():
    block = readings_hook.block("village", "filing_count")
    lines = [line for line in block.splitlines() if line.startswith("- ")]
    assert block.startswith("**How are the ")
    assert lines[0].startswith("- **Counting back.** ") and lines[0].endswith("*%s*" % catalogs.text(catalogs.DEFAULT, "guide.readings.counted"))
    assert lines[1].startswith("- **With 60 whole days in between.** ") and lines[1].endswith(
        "*%s*" % catalogs.text(catalogs.DEFAULT, "guide.readings.safe"))
    # A reading both safe and counted is marked once, as the safe one.
    assert catalogs.text(catalogs.DEFAULT, "guide.readings.counted") not in readings_hook.block("village", "venue_allowance")


def test_an_indented_marker_keeps_its_indent_and_a_bad_one_fails():
    text = render("!!! note\n\n    {{ readings: city.annual_limit }}\n", "city/costs.md")
    assert "\n    **What does" in text and "\n    - **Counting the calendar year.**" in text
    for bad in ("{{ readings: city.no_such }}", "{{ readings: town.annual_limit }}",
                "The rule {{ readings: city.annual_limit }} inside a sentence."):
        with pytest.raises(ValueError):
            render(bad, "city/costs.md")


TWO_WAYS = re.compile(r"\b(?:read|reads|counted) two ways\b|\btwo readings\b|\btwo ways to (?:read|count)\b",
                      re.IGNORECASE)


def sections(markdown):
    """The page cut at its headings: [(heading, body)]."""
    parts = re.split(r"^(#{1,6} .*)$", markdown, flags=re.MULTILINE)
    return list(zip([""] + parts[1::2], parts[0::2]))


@pytest.mark.parametrize("src_uri, place", [(uri, j) for uri, j in guide_sources() if j])
def test_a_two_ways_passage_shows_the_readings(src_uri, place):
    parts = sections(source(src_uri))
    for number, (heading, body) in enumerate(parts):
        text = html.unescape(heading + body)
        if TWO_WAYS.search(LAW_MARKER.sub(" ", text)):
            below = "".join(part[1] for part in parts[number + 1:number + 2])  # "The two readings are below."
            assert (READINGS.search(body + below) or "_readings }}" in body
                    or re.search(r"\]\([a-z-]+\.md(#[a-z0-9-]+)?\)", body)), (
                "%s, %r: says it reads two ways; show the readings with {{ readings: %s.ID }}"
                % (src_uri, heading or "(top)", place))

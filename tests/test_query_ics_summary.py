"""The calculator page's helpers in the rule package: the link (query), the copied summary
(summary) and the calendar file (ics).

Each is tested under CPython here, and the same calls are run under MicroPython (the
interpreter the page uses) through tests/micropython/call.mjs, which must give the same
answers.  ``parse_calendar`` is a small, strict RFC 5545 reader that the browser tests
use too.
"""

import json
import re
from datetime import date, timedelta
from pathlib import Path

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import InvalidInput, JURISDICTIONS, ORDER, copied_summary, evaluate, ics, query, summary, words
from calculator.inputs import either
from calculator.settings import SETTINGS
from calculator.words import setting
from micropython_runner import run_node
from site_build import published_places

ROOT = Path(__file__).resolve().parent.parent
CALL = ROOT / "tests" / "micropython" / "call.mjs"
SITE = "https://example.gov/permits/"
PAGE = SITE + "calculator/?jurisdiction=village"
STAMP = "20260501T120000Z"


def field(place, name):
    return [f for f in JURISDICTIONS[place].FIELDS if f.name == name][0]


def scenario_inputs():
    """Every valid dict input in tests/scenarios/*.yaml."""
    inputs = []
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        for case in yaml.safe_load(path.read_text(encoding="utf-8")) or []:
            answers = case.get("input")
            if type(answers) is not dict or "language" in answers:  # a link does not carry the language yet
                continue
            try:
                evaluate(answers)
            except InvalidInput:
                continue
            inputs.append(answers)
    return inputs


SCENARIOS = scenario_inputs()
assert len(SCENARIOS) > 40, "the scenario files should hold many valid inputs"


def result_for(**answers):
    base = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "peak_attendance": 600}
    base.update(answers)
    return evaluate(base)


# ---------------------------------------------------------------- RFC 5545, read strictly


def parse_calendar(text):
    """Check ``text`` against RFC 5545's shape and return its components.

    Returns {"properties": {...}, "events": [{name: (params, value)}]} with values unescaped.
    Raises AssertionError when a line is not CRLF-terminated, longer than 75 octets,
    or the structure is wrong.
    """
    assert text.endswith("\r\n"), "the last line must end in CRLF"
    physical = text[:-2].split("\r\n")
    for line in physical:
        assert "\n" not in line and "\r" not in line, "bare LF or CR in %r" % line
        assert len(line.encode("utf-8")) <= 75, "line longer than 75 octets: %r" % line
    logical = []
    for line in physical:
        if line.startswith((" ", "\t")):
            assert logical, "a continuation line cannot come first"
            logical[-1] += line[1:]
        else:
            logical.append(line)
    stack, calendar, events, current, alarm = [], {}, [], None, None
    for line in logical:
        match = re.match(r"^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:]*)*):(.*)$", line)
        assert match, "not a content line: %r" % line
        name, params, value = match.group(1).upper(), match.group(2), match.group(3)
        if name == "BEGIN":
            assert value != "VALARM" or stack[-1:] == ["VEVENT"], "VALARM outside a VEVENT"
            stack.append(value)
            if value == "VEVENT":
                current = {"alarms": []}
            elif value == "VALARM":
                alarm = {}
            continue
        if name == "END":
            assert stack and stack[-1] == value, "END:%s does not close %s" % (value, stack)
            stack.pop()
            if value == "VEVENT":
                events.append(current)
                current = None
            elif value == "VALARM":
                current["alarms"].append(alarm)
                alarm = None
            continue
        unescaped = re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)
        assert not re.search(r"(?<!\\)[;,]", value) or name not in ("SUMMARY", "DESCRIPTION"), \
            "unescaped ; or , in %s" % name
        target = alarm if alarm is not None else current if current is not None else calendar
        assert name not in target, "%s twice" % name
        target[name] = (params, unescaped)
    assert not stack, "unclosed %s" % stack
    assert calendar["VERSION"][1] == "2.0"
    assert calendar["PRODID"][1]
    for event in events:
        for required in ("UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY"):
            assert required in event, "VEVENT without %s" % required
        assert re.match(r"^\d{8}T\d{6}Z$", event["DTSTAMP"][1])
        assert event["DTSTART"][0] == ";VALUE=DATE" and re.match(r"^\d{8}$", event["DTSTART"][1])
        assert event["DTEND"][0] == ";VALUE=DATE" and re.match(r"^\d{8}$", event["DTEND"][1])
        for alarm in event["alarms"]:
            for required in ("ACTION", "TRIGGER", "DESCRIPTION"):
                assert required in alarm, "VALARM without %s" % required
    return {"properties": calendar, "events": events}


def ical_date(text):
    return date(int(text[:4]), int(text[4:6]), int(text[6:]))


# ---------------------------------------------------------------- query: reading a link


@pytest.mark.parametrize("raw, decoded", [
    ("a+b", "a b"),
    ("%E2%80%9Cquoted%E2%80%9D", "\u201cquoted\u201d"),
    ("100%25", "100%"),
    ("50%", "50%"),          # an escape cut short stays as written
    ("%zz", "%zz"),
    ("%FF%FE", "%FF%FE"),    # bytes that are not UTF-8 stay as written
    ("caf%C3%A9", "caf\u00e9"),
])
def test_unquote(raw, decoded):
    assert query.unquote(raw) == decoded


def test_parse_splits_pairs():
    assert query.parse("?a=1&b=&c&&d=x%3Dy=z") == [("a", "1"), ("b", ""), ("c", ""), ("d", "x=y=z")]
    assert query.parse("") == []
    assert query.parse(None) == []


@given(st.text(max_size=60))
@settings(max_examples=200, deadline=None)
def test_quote_round_trips(text):
    encoded = query.quote(text)
    assert re.match(r"^[A-Za-z0-9._~%-]*$", encoded)
    assert query.unquote(encoded) == text


@pytest.mark.parametrize("place, name, text, expected", [
    ("village", "peak_attendance", "600", (600, None)),
    ("village", "peak_attendance", " 1,000 ", (1000, None)),
    # Commas (or spaces) only between groups of three digits: "1,5" is never 15.
    ("village", "peak_attendance", "1,200", (1200, None)),
    ("village", "peak_attendance", "12,345,678", (12345678, None)),
    ("village", "peak_attendance", "1 200", (1200, None)),
    ("village", "peak_attendance", "1,5", (None, "separator")),
    ("village", "peak_attendance", "1,20", (None, "separator")),
    ("village", "peak_attendance", "1,2000", (None, "separator")),
    ("village", "peak_attendance", "1234,567", (None, "separator")),
    ("village", "peak_attendance", ",500", (None, "separator")),
    ("village", "peak_attendance", "1,,000", (None, "separator")),
    ("village", "peak_attendance", "1 5", (None, "separator")),
    ("village", "peak_attendance", "-1,000", (-1000, None)),
    ("village", "locations", "1,5", (None, "separator")),
    ("village", "hours_per_day", "1,5", (None, "separator")),
    ("village", "hours_per_day", "1,000.25", (1000.25, None)),
    ("village", "hours_per_day", "1.000,5", (None, "separator")),
    ("village", "peak_attendance", "2.5", (None, "int")),
    ("village", "peak_attendance", "-3", (-3, None)),          # the rules say "1 or more"
    ("village", "peak_attendance", "<img src=x onerror=alert(1)>", (None, "int")),
    ("village", "peak_attendance", "", (None, None)),
    ("village", "peak_attendance", "9" * 41, (None, "long")),
    ("village", "hours_per_day", "2.5", (2.5, None)),
    ("village", "hours_per_day", "6", (6, None)),
    ("village", "hours_per_day", ".5", (0.5, None)),
    ("village", "hours_per_day", "nan", (None, "number")),
    ("village", "hours_per_day", "1e3", (None, "number")),
    ("village", "hours_per_day", ".", (None, "number")),
    ("village", "after_dark", "true", (True, None)),
    ("village", "after_dark", "FALSE", (False, None)),
    ("village", "after_dark", "yes", (None, "bool")),
    ("village", "venue_type", "permanent_venue", ("permanent_venue", None)),
    ("village", "venue_type", "stadium", (None, "choice")),
    ("village", "event_start", "2026-08-15", ("2026-08-15", None)),
    ("village", "event_start", "2026-02-30", (None, "impossible")),
    ("village", "event_start", "1999-12-31", (None, "range")),
    ("village", "event_start", "15/08/2026", (None, "date")),
    ("city", "event_type", "parade", ("parade", None)),
])
def test_value(place, name, text, expected):
    assert query.value(field(place, name), text) == expected


def said(link):
    """Everything ``query.read`` says of a link: its notices, what it says at a question, its errors."""
    return link["notices"] + [text for name in link["at"] for text in link["at"][name]] + [
        error["message"] for error in link["errors"]]


@pytest.mark.parametrize("text", ["1,5", "1%2C5", "1,20", "1+5", "1%2C2000"])
def test_a_link_never_reads_a_misplaced_comma_as_a_number(text):
    link = query.read("?jurisdiction=village&event_start=2026-08-15&peak_attendance=" + text)
    assert "peak_attendance" not in link["answers"]
    assert link["notices"] == [] and link["errors"] == [{"field": "peak_attendance", "message": (
        "The link\u2019s answer for the most people at the event at one time could not be used, because its commas "
        "are not between groups of three digits, like 1,200. Answer this question again.")}]
    assert query.read("?jurisdiction=village&peak_attendance=1%2C200")["answers"]["peak_attendance"] == 1200


def long_link(length, tail="&peak_attendance=6000"):
    """A Village link of ``length`` characters (its "?" not counted) that ends in ``tail``."""
    head = "jurisdiction=village&event_start=2026-08-15&filler="
    return "?" + head + "x" * (length - len(head) - len(tail)) + tail


@pytest.mark.parametrize("length, read", [(query.MAX_QUERY, 6000), (query.MAX_QUERY + 1, None),
                                          (query.MAX_QUERY + 3, None), (query.MAX_QUERY + 30, None)])
def test_a_link_longer_than_the_limit_drops_the_answer_it_cuts(length, read):
    link = query.read(long_link(length))
    assert link["answers"].get("peak_attendance") == read   # never 6, 60 or 600
    assert link["answers"]["event_start"] == "2026-08-15"
    cut = [notice for notice in link["notices"] if "longer than" in notice]
    if read is None:
        assert cut == ["The link is longer than this calculator reads (4,000 characters). So we left out its last "
                       "answers, starting with the most people at the event at one time."]
    else:
        assert cut == []


def test_a_long_link_cut_between_two_answers_says_so():
    text = long_link(query.MAX_QUERY, "&peak_attendance=6000") + "&after_dark=true"
    link = query.read(text)
    assert link["answers"]["peak_attendance"] == 6000 and "after_dark" not in link["answers"]
    assert "starting with whether the event goes on after dark" in link["notices"][0]
    # A cut answer the place does not ask about: the notice names none.
    link = query.read(long_link(query.MAX_QUERY + 5, "&zz=1"))
    assert link["notices"][0].endswith("so we left out its last answers.")
    assert query.within_limit("?a=1") == ("a=1", None)
    head, names = query.within_limit("a=1&b=" + "2" * query.MAX_QUERY + "&c=3")
    assert (head, names) == ("a=1", ["b"])   # what is left out is looked at only as far as the limit again


def test_read_types_every_kind():
    link = query.read("?jurisdiction=village&today=2026-05-01&event_start=2026-08-15&event_end=2026-08-16"
                      "&peak_attendance=600&venue_type=permanent_venue&seating_capacity=400"
                      "&government_sponsored=false&after_dark=true&hours_per_day=2.5&parking_distance_ft=1200")
    assert link["notices"] == []
    assert link["answers"] == {
        "jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15", "event_end": "2026-08-16",
        "peak_attendance": 600, "venue_type": "permanent_venue", "seating_capacity": 400,
        "government_sponsored": False, "after_dark": True, "hours_per_day": 2.5, "parking_distance_ft": 1200,
    }


def test_read_hostile_link():
    link = query.read("?jurisdiction=village&peak_attendance=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E"
                      "&foo=bar&event_start=2026-02-30")
    assert link["answers"] == {"jurisdiction": "village"}
    notices = said(link)
    assert len(notices) == 3
    assert "\u201cfoo\u201d" in notices[0] and "bar" not in notices[0]
    assert [error["field"] for error in link["errors"]] == ["event_start", "peak_attendance"]   # at their questions
    assert "that day does not exist" in notices[1]
    assert "not a whole number" in notices[2] and "<img" not in notices[2]


@pytest.mark.parametrize("text, words", [
    ("?jurisdiction=town&event_start=2026-08-15", "does not cover, so"),
    ("?event_start=2026-08-15", "does not say where the event is, so we could not use its answers. Choose %s or %s"
     % (SETTINGS["village"]["name"], SETTINGS["city"]["name"])),
    ("?jurisdiction=city&jurisdiction=village", "more than one place"),
    ("?jurisdiction=city&event_type=parade&event_type=race", "more than one answer to this question"),
    ("?jurisdiction=city&" + "&".join("x%d=1" % n for n in range(80)), "too many answers"),
    ("?jurisdiction=city&" + "y" * 500 + "=1", "\u201c" + "y" * 40 + "\u2026\u201d"),
    ("?jurisdiction=city&a%01b=1", "\u201cab\u201d"),
])
def test_read_explains_what_it_left_out(text, words):
    link = query.read(text, places=("village", "city"))
    assert any(words in notice for notice in said(link)), said(link)


def test_read_says_each_thing_where_it_belongs():
    """Issue #23: a bad value is an error at its question, whatever the question; what concerns one question
    is said at it; the rest goes with the answer."""
    link = query.read("?jurisdiction=city&event_type=parade&event_type=race&event_start=2026-02-30&zz=1"
                      "&road_closure=maybe")
    assert link["at"] == {"event_type": ["The link gave more than one answer to this question. We used the first "
                                         "one."]}
    assert [error["field"] for error in link["errors"]] == ["event_start", "road_closure"]
    assert link["notices"] == ["The link has an answer this calculator does not ask for (\u201czz\u201d). We left "
                               "it out."]
    assert query.read("?event_start=2026-08-15", places=("village", "city"))["at"] == {"jurisdiction": [
        "The link does not say where the event is, so we could not use its answers. Choose %s or %s."
        % (SETTINGS["village"]["name"], SETTINGS["city"]["name"])]}
    assert query.read("?jurisdiction=town", places=("village", "city"))["errors"] == [
        {"field": "jurisdiction", "message": (
            "The link names a place this calculator does not cover, so we could not use its answers. Choose %s or %s."
            % (SETTINGS["village"]["name"], SETTINGS["city"]["name"]))}]


def test_a_link_without_a_place_names_the_published_places():
    """"... Choose the Village or the City": the places the settings publish, by their
    settings names, however many there are; a one-place site reads the link as about its place."""
    places = published_places()
    link = query.read("?event_start=2026-08-15", places=places)
    if len(places) == 1:
        assert link["answers"]["jurisdiction"] == places[0] and not link["notices"] and not link["at"]
        return
    named = either([SETTINGS[ident]["name"] for ident in places])
    assert link["at"]["jurisdiction"] == [
        "The link does not say where the event is, so we could not use its answers. Choose %s." % named]


@pytest.mark.parametrize("text, places, answers", [
    ("?jurisdiction=city&event_type=parade", ("village",), {}),
    ("?jurisdiction=village&peak_attendance=600", ("village",), {"jurisdiction": "village", "peak_attendance": 600}),
    ("?jurisdiction=city&event_type=parade", ("village", "city"), {"jurisdiction": "city", "event_type": "parade"}),
])
def test_a_one_place_site_does_not_use_a_link_to_the_other_place(text, places, answers):
    link = query.read(text, places=places)
    assert link["answers"] == answers
    if not answers:
        assert said(link) == ["The link names a place this calculator does not cover, so we could not use its "
                              "answers. Choose %s." % SETTINGS["village"]["name"]]


def test_read_never_echoes_values():
    link = query.read("?jurisdiction=town&x=URGENT%3A%20call%20555-0100")
    assert not [notice for notice in said(link) if "town" in notice or "URGENT" in notice or "555" in notice]
    link = query.read("?jurisdiction=city&event_type=URGENT%3A%20call%20555-0100&today=555-0100")
    assert len(said(link)) == 2
    assert not [notice for notice in said(link) if "URGENT" in notice or "555" in notice]


def test_read_names_unknown_questions_once():
    link = query.read("?jurisdiction=city&zeta=1&alpha=2&zeta=3&beta=4")
    assert link["notices"] == ["The link has answers this calculator does not ask for (\u201calpha\u201d and 2 "
                               "more). We left them out."]
    link = query.read("?jurisdiction=city&alpha=2")
    assert link["notices"] == ["The link has an answer this calculator does not ask for (\u201calpha\u201d). We "
                               "left it out."]


@pytest.mark.parametrize("code", [0x00, 0x1F, 0x7F, 0x80, 0x9F, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069,
                                  0x061C])
def test_read_takes_control_and_direction_characters_out(code):
    name = "ev" + chr(code) + "il"
    notice = query.read([("jurisdiction", "city"), (name, "1")])["notices"][0]
    assert "\u201cevil\u201d" in notice
    assert chr(code) not in notice


@pytest.mark.parametrize("code", [0x20, 0xA0, 0x2029, 0x202F, 0x2065, 0x206A])
def test_read_keeps_characters_next_to_the_ones_taken_out(code):
    notice = query.read([("jurisdiction", "city"), ("ev" + chr(code) + "il", "1")])["notices"][0]
    assert chr(code) in notice


def test_read_takes_html_ampersands_as_ampersands():
    link = query.read("?jurisdiction=city&amp;event_start=2026-08-15&amp;city_services=unsure&amp;today=2026-05-01")
    assert link["notices"] == []
    assert link["answers"] == {"jurisdiction": "city", "event_start": "2026-08-15", "city_services": "unsure",
                               "today": "2026-05-01"}


@pytest.mark.parametrize("text, expected", [("unsure", "unsure"), ("Unsure", "unsure"), ("true", True),
                                            ("maybe", None), ("not sure", None), ("", None)])
def test_value_reads_unsure(text, expected):
    assert query.value(field("city", "city_services"), text)[0] == expected


@pytest.mark.parametrize("link_today, visitor, made_on, today", [
    ("2026-03-01", "2026-03-02", "2026-03-01", "2026-03-02"),   # one day old: worked out for the visitor
    ("2026-03-02", "2026-03-02", None, "2026-03-02"),           # same day: unchanged
    ("2026-03-03", "2026-03-02", None, "2026-03-03"),           # the link's date is later: kept, and said
    ("2026-03-02", None, None, "2026-03-02"),                   # no visitor's date given
    ("2026-03-02", "2026-02-30", None, "2026-03-02"),           # a visitor's date that cannot be read
])
def test_read_works_an_old_link_out_for_today(link_today, visitor, made_on, today):
    link = query.read("?jurisdiction=city&event_start=2026-08-15&today=" + link_today, visitor)
    assert link["answers"]["today"] == today
    assert link["made_on"] == made_on
    stale = [notice for notice in link["notices"] if notice.startswith("This link was made on")]
    assert len(stale) == (1 if made_on else 0)


@pytest.mark.parametrize("link_today, said", [("2026-12-02", True), ("2027-06-01", True), ("2026-12-01", False),
                                              ("2026-11-30", False)])
def test_a_link_from_a_later_day_than_the_device_says_so(link_today, said):
    link = query.read("?jurisdiction=village&event_start=2027-08-15&today=" + link_today, "2026-12-01")
    assert link["answers"]["today"] == max(link_today, "2026-12-01") and link["made_on"] in (None, link_today)
    later = [notice for notice in link["notices"] if "a later day than today on your device" in notice]
    assert len(later) == (1 if said else 0)
    if said:
        assert later[0] == ("This link counts the days from %s, a later day than today on your device, Tuesday, "
                            "December 1, 2026. To count from today, change today\u2019s date in the form."
                            % summary.long(link_today))


def test_old_link_notice_names_both_dates():
    link = query.read("?jurisdiction=village&today=2026-03-02&event_start=2026-08-15", "2026-12-01")
    assert link["notices"] == ["This link was made on Monday, March 2, 2026. The answer below is worked out for "
                               "today, Tuesday, December 1, 2026."]
    assert query.read("?jurisdiction=village&event_start=2026-08-15", "2026-12-01")["made_on"] is None


@pytest.mark.parametrize("number, text", [
    (0.00001, "0.00001"), (1.5e-10, "0.00000000015"), (2.5, "2.5"), (6.0, "6.0"), (6, "6"), (-0.5, "-0.5"),
    (1e16, "10000000000000000.0"), (0.1 + 0.2, "0.30000000000000004"), (10000000, "10000000"),
])
def test_number_text_never_uses_an_exponent(number, text):
    assert query.number_text(number) == text
    back = query.value(field("village", "hours_per_day"), text)[0]
    assert back == number and type(back) is type(number)


@given(st.floats(min_value=0, max_value=1e7, allow_nan=False, exclude_min=True) | st.floats(min_value=5e-324,
                                                                                            max_value=1e-300))
@settings(max_examples=300, deadline=None)
def test_every_number_round_trips_through_a_link(number):
    answers = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-15",
               "peak_attendance": 300, "parking_distance_ft": number}
    back = query.read(query.write(answers))
    assert back["notices"] == []
    assert back["answers"] == answers
    assert type(back["answers"]["parking_distance_ft"]) is float


def test_read_keeps_the_first_of_repeated_answers():
    link = query.read("?jurisdiction=city&event_type=parade&event_type=race")
    assert link["answers"]["event_type"] == "parade"


def test_read_accepts_a_dict_and_pairs():
    assert query.read({"jurisdiction": "city", "road_closure": "true"})["answers"] == \
        {"jurisdiction": "city", "road_closure": True}
    assert query.read([("jurisdiction", "city"), ("nonprofit", "false")])["answers"] == \
        {"jurisdiction": "city", "nonprofit": False}
    assert query.read({}) == {"answers": {}, "notices": [], "at": {}, "errors": [], "made_on": None}


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None)
def test_read_never_raises(text):
    link = query.read(text)
    assert set(link) == {"answers", "notices", "at", "errors", "made_on"}
    assert all(type(notice) is str for notice in said(link))


@given(st.dictionaries(st.sampled_from(["jurisdiction", "event_start", "peak_attendance", "after_dark",
                                        "event_type", "road_closure", "locations", "zzz"]),
                       st.text(max_size=20), max_size=8))
@settings(max_examples=300, deadline=None)
def test_read_gives_input_the_rules_accept_or_explain(params):
    """Whatever a link holds, what read() keeps never crashes evaluate()."""
    answers = query.read(params)["answers"]
    if "jurisdiction" in answers:
        try:
            evaluate(dict(answers, today="2026-05-01"))
        except InvalidInput:
            pass


def test_write_orders_and_spells_answers():
    text = query.write({"nonprofit": True, "jurisdiction": "city", "event_start": "2026-08-15",
                        "road_closure": False, "event_end": None, "locations": 2})
    assert text == "jurisdiction=city&event_start=2026-08-15&locations=2&road_closure=false&nonprofit=true"
    assert query.write({"jurisdiction": "nowhere"}) == ""


@pytest.mark.parametrize("answers", SCENARIOS[:40] + SCENARIOS[-40:] +
                         [answers for answers in SCENARIOS if "unsure" in answers.values()])
def test_link_round_trip_keeps_answers_and_result(answers):
    back = query.read(query.write(answers))
    assert back["notices"] == []
    assert back["answers"] == answers
    assert evaluate(back["answers"]) == evaluate(answers)


# ---------------------------------------------------------------- summary: words and the copied text


@pytest.mark.parametrize("answers, status, headline", [
    ({"peak_attendance": 600}, "required", "You need a special event permit"),
    ({"peak_attendance": 600, "event_end": "2026-08-16", "locations": 2}, "required",
     "You need 4 special event permits"),
    ({"peak_attendance": 200, "venue_type": "localized_area"}, "not_required",
     "You do not need a special event permit"),
    ({"jurisdiction": "city", "event_type": "parade", "sells_used_goods": True}, "prohibited",
     "This event cannot get a permit as you describe it"),
    ({"jurisdiction": "city", "event_type": "parade"}, "required", "Plan on needing a special event permit"),
    ({"jurisdiction": "city", "event_type": "parade", "road_closure": True, "residential_zone": True,
      "previous_closure_of_same_road": "2026-08-10"}, "prohibited",
     "This event cannot get a permit as you describe it. Only an exception by the Director of Development Services "
     "or their designee would allow it"),
    ({"jurisdiction": "city", "event_type": "parade", "road_closure": True, "residential_zone": True,
      "previous_closure_of_same_road": "2026-08-10", "sells_used_goods": True}, "prohibited",
     "This event cannot get a permit as you describe it"),
    ({"jurisdiction": "city", "event_type": "other"}, "unclear", "The rules do not give a clear answer"),
])
def test_headline(answers, status, headline):
    result = result_for(**answers)
    assert result["permit"]["status"] == status
    assert summary.headline(result) == headline


@pytest.mark.parametrize("days, words", [(46, "46 days left"), (1, "1 day left"), (0, "today"),
                                         (-1, "passed yesterday"), (-30, "passed 30 days ago"),
                                         (1200, "1,200 days left")])
def test_when(days, words):
    today = date(2026, 5, 1)
    day = (today + timedelta(days=days)).isoformat()
    assert summary.when({"date": day}, today.isoformat()) == words
    # counted to the day to act by, when the deadline has one, or to the day given
    assert summary.when({"date": "2030-01-01", "act_by": day}, today.isoformat()) == words
    assert summary.when({"date": "2030-01-01", "act_by": "2029-12-31"}, today.isoformat(), day) == words


def test_quantity_words():
    assert summary.quantity({"quantity": 5000, "unit": "US dollars"}) == "$5,000"
    assert summary.quantity({"quantity": 1200, "unit": "gallons a day"}) == "1,200 gallons a day"
    assert summary.quantity({"quantity": None, "unit": "toilets"}) == ""
    assert summary.not_worked_out({"quantity": None, "needs": ["female_attendance"]}, "en", "village") == (
        "we need the number of women and girls to work it out")   # which answer is missing (issue #23)
    assert summary.not_worked_out({"quantity": None, "needs": ["female_attendance", "male_attendance"]}, "en",
                                  "village") == ("we need the number of women and girls and the number of men and "
                                                 "boys to work it out")
    assert summary.not_worked_out({"quantity": None}) == ""


@pytest.mark.parametrize("answers", [
    {"peak_attendance": 3000, "female_attendance": 1500, "male_attendance": 1500, "after_dark": True},
    {"today": "2026-07-01", "peak_attendance": 600},
    {"jurisdiction": "city", "event_type": "block_party", "road_closure": True, "residential_zone": True,
     "on_city_right_of_way": True, "revocation_notice_received": "2026-05-04"},
])
def test_summary_text_has_status_deadlines_and_checklist(answers):
    result = result_for(**answers)
    text = copied_summary.text(result, SITE, PAGE)
    assert "<" not in text.replace("<=", "")
    assert summary.headline(result) in text
    assert "(%s)" % summary.status_words(result) in text
    for deadline in summary.acted_on(result):   # the organizer's, with the days left
        assert "- %s (%s): %s" % (summary.lead(deadline), summary.when(deadline, result["today"]),
                                  deadline["label"]) in text
        assert summary.long(deadline["date"]) in text
        assert SITE + deadline["cite"]["href"] in text
    for deadline in summary.duties(result):    # the office's, with no countdown
        assert "- %s: %s" % (summary.duty(deadline), deadline["label"]) in text
    for entry in result["checklist"]:
        assert "[ ] " + entry["label"] in text
    for warning in result["warnings"]:
        assert warning["message"] in text
    assert text.count("(%s)" % summary.when(result["deadlines"][0], result["today"])) <= 2
    assert text.endswith(PAGE + "\n")
    assert summary.long(result["today"]) in text


# The largest Village event: three days, three places, every count given.
LARGEST = {"jurisdiction": "village", "today": "2026-05-01", "event_start": "2026-08-14", "event_end": "2026-08-16",
           "peak_attendance": 3000, "female_attendance": 1400, "male_attendance": 1500, "after_dark": True,
           "hours_per_day": 6, "parking_distance_ft": 1500, "locations": 3}


def short_part(text):
    """The short part: the lines before the first blank one."""
    return text.split("\n\n")[0]


# A real place's settings: a long name and every contact filled (as tests/test_publish.py tries them).
SPRINGDALE = {"name": "the Village of Springdale-on-the-Lake", "office": "Office of the Village Clerk-Treasurer",
              "phone": "(608) 555-0142 ext. 210", "email": "clerk-treasurer@springdale-on-the-lake.example.gov",
              "address": "1200 North Main Street, Springdale-on-the-Lake, WI 53500"}
CASES = [LARGEST, dict(LARGEST, venue_type="permanent_venue", seating_capacity=2000, government_sponsored=False),
         {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "block_party",
          "road_closure": True, "residential_zone": True, "on_city_right_of_way": True, "city_services": True,
          "locations": 2, "revocation_notice_received": "2026-05-04"},
         {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "race",
          "road_closure": True, "residential_zone": "unsure", "on_city_right_of_way": "unsure",
          "city_services": "unsure", "sells_used_goods": "unsure", "nonprofit": "unsure"}]


@pytest.mark.parametrize("place_settings", [{}, SPRINGDALE], ids=["demo", "springdale"])
@pytest.mark.parametrize("answers", CASES)
def test_the_summary_starts_with_a_short_part_an_email_can_carry(monkeypatch, answers, place_settings):
    """Issue #23: the short part holds the event's date, each day to act by, the office and the link, in at
    most 1,200 characters, also with a long real name and every contact filled; then what to provide,
    one item a line in the place's groups; then the details, one item a line, with no clause names."""
    monkeypatch.setitem(SETTINGS, answers["jurisdiction"], dict(SETTINGS[answers["jurisdiction"]], **place_settings))
    result = evaluate(answers)
    link = SITE + "calculator/?" + query.write(answers) + "#calc-result"
    text = copied_summary.text(result, SITE, link, "", answers)
    first = short_part(text)
    print("%s: the short part is %d characters, the whole %d" % (answers["jurisdiction"], len(first), len(text)))
    assert len(first) <= 1200
    lines = first.splitlines()
    assert lines[0] == "Special event permit: " + summary.place_name(answers["jurisdiction"])
    assert lines[1] == summary.headline(result) + "."
    assert summary.long(answers["event_start"]).replace(", 2026", "") in lines[2]
    for deadline in result["deadlines"]:   # every day to act by, and only those
        assert (summary.lead(deadline) in first) is bool(deadline.get("act_by"))
    settings = SETTINGS[answers["jurisdiction"]]
    assert "Questions: %s, %s, %s." % (setting(settings["office"]), settings["phone"], settings["email"]) in first
    assert lines[-1] == "See the answer: " + link
    # What to provide: one item a line, in the place's groups.
    provided = text[len(first) + 2:].split("\n\n")[0].splitlines()
    assert provided[0] == "YOU MAY NEED TO PROVIDE"
    for ident, title, items in summary.provide_groups(result):
        assert title in provided
        for _, label, amount in items:
            assert ("- %s: %s" % (label, amount) if amount else "- " + label) in provided
    assert len(provided) == 1 + sum(len(items) + 1 for _, _, items in summary.provide_groups(result))
    # The details: one item a line, each source a link, never a clause's label ("Third definition: ...").
    rest = text[len(first):]
    sources = [line.strip() for line in rest.splitlines() if line.strip().startswith("Source: ")]
    assert sources and all(re.fullmatch(r"Source: %s[a-z]+/ordinance/#[a-z0-9-]+" % re.escape(SITE), line)
                           for line in sources)
    for item in result["requirements"] + result["checklist"]:
        assert rest.count(item["label"]) >= 1
    assert "; " not in "\n".join(provided)
    assert summary.article_title(answers["jurisdiction"]) in rest and "[ ] " in rest
    assert "\n%s\n" % words.text("en", "summary.answers") in rest
    for name, question, given, label in summary.answers_given(answers):
        assert "- %s %s\n" % (question, given) in rest


def test_what_to_provide_says_each_amount_in_a_few_words():
    result = evaluate(LARGEST)
    provided = dict((ident, (label, amount)) for ident, label, amount in summary.provide(result))
    assert provided["physicians"] == ("Physicians licensed in the state", "3")   # the label names the unit
    assert provided["drinking_water_gallons_per_day"] == ("Drinking water", "3,000 gallons a day")
    assert provided["ambulances"] == ("Emergency ambulance", "1")
    assert provided["bond_usd"][1] == "$5,000" and provided["fire_protection"][1] == ""
    assert provided["dust_and_mud_cleared_within_hours"][1] == "within 2 hours"   # the place's words for it
    assert provided["parking_shuttle_interval_minutes"][1] == "round trips in 15-minute intervals"
    assert "illumination_footcandles" in provided
    assert "illumination_footcandles" not in dict((i, 0) for i, _, _ in summary.provide(
        evaluate(dict(LARGEST, after_dark=False))))   # what does not apply is not listed
    assert summary.provide(evaluate(dict(LARGEST, peak_attendance=100, female_attendance=None,
                                         male_attendance=None, venue_type="localized_area"))) == []
    assert copied_summary.provide_lines(evaluate(dict(LARGEST, peak_attendance=100, female_attendance=None,
                                               male_attendance=None, venue_type="localized_area"))) == []


def test_what_to_provide_leaves_out_what_the_answers_do_not_show():
    """Issue #23: no shuttle when no parking distance was given (whether it applies waits for the distance),
    and an amount not worked out says which answer is missing."""
    festival = {"jurisdiction": "village", "today": "2026-04-01", "event_start": "2027-06-18",
                "peak_attendance": 1500}
    result = evaluate(festival)
    provided = dict((ident, amount) for ident, label, amount in summary.provide(result))
    assert "parking_shuttle_interval_minutes" not in provided
    assert [item for item in result["requirements"] if item["id"] == "parking_shuttle_interval_minutes"][0][
        "needs"] == ["parking_distance_ft"]   # the full list still says it may be required
    assert provided["toilets_female"] == "we need the number of women and girls to work it out"
    near = dict((ident, amount) for ident, _, amount in summary.provide(evaluate(dict(festival,
                                                                                      parking_distance_ft=800))))
    far = dict((ident, amount) for ident, _, amount in summary.provide(evaluate(dict(festival,
                                                                                     parking_distance_ft=1200))))
    assert "parking_shuttle_interval_minutes" not in near and "parking_shuttle_interval_minutes" in far


@pytest.mark.parametrize("place", [place for place in ORDER if hasattr(JURISDICTIONS[place], "PROVIDE")])
def test_every_requirement_is_in_one_group_of_its_place(place):
    """A place that declares its groups as data (its ``PROVIDE``; a place may leave them out and have one
    list) puts every requirement it gives in one of them."""
    groups = JURISDICTIONS[place].PROVIDE
    members = [ident for _, idents in groups for ident in idents]
    assert len(members) == len(set(members))
    given = set(item["id"] for answers in SCENARIOS if answers["jurisdiction"] == place
                for item in evaluate(answers)["requirements"])
    assert given and sorted(given - set(members)) == [] and sorted(set(members) - given) == []
    for language in ("en", "es"):
        assert all(words.of(language, place).has("provide." + ident) for ident, _ in groups)


@pytest.mark.parametrize("start, end, locations, words", [
    ("2026-08-14", None, None, "Friday, August 14, 2026"),
    ("2026-08-14", "2026-08-14", 1, "Friday, August 14, 2026"),
    ("2026-08-14", "2026-08-15", 2, "Friday, August 14 to Saturday, August 15, 2026, at 2 places"),
    ("2026-12-31", "2027-01-01", None, "Thursday, December 31, 2026 to Friday, January 1, 2027"),
    (None, None, 3, ""),
])
def test_event_days_and_places(start, end, locations, words):
    answers = {"event_start": start, "event_end": end, "locations": locations}
    assert copied_summary.event_days(answers) == words


def test_answers_given_as_asked():
    answers = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "parade",
               "road_closure": "unsure", "nonprofit": False, "projected_parking_users": 1200, "locations": None}
    rows = summary.answers_given(answers, ["jurisdiction", "event_start", "event_type", "road_closure", "nonprofit",
                                           "projected_parking_users", "today", "locations", "unknown"])
    assert [row[0] for row in rows] == ["jurisdiction", "event_start", "event_type", "road_closure", "nonprofit",
                                        "projected_parking_users", "today"]
    words = dict((row[0], row[2]) for row in rows)
    assert words == {"jurisdiction": summary.place_name("city"), "event_start": "Saturday, August 15, 2026",
                     "event_type": [o[1] for o in field("city", "event_type").options if o[0] == "parade"][0],
                     "road_closure": "Not sure", "nonprofit": "No", "projected_parking_users": "1,200",
                     "today": "Friday, May 1, 2026"}
    assert rows[0][1] == "Where will the event be?" and rows[1][3] == "the date the event starts"
    assert summary.answers_given({"jurisdiction": "town"}) == []
    # Without the form's order: the place's own (the place question only where the form asks it).
    assert [row[0] for row in summary.answers_given({"jurisdiction": "village", "after_dark": True,
                                                     "today": "2026-05-01"})] == ["today", "after_dark"]


def test_summary_text_carries_the_notes_of_unsure_answers():
    result = result_for(jurisdiction="city", event_type="block_party", city_services="unsure", road_closure="unsure",
                        on_city_property="unsure")
    text = copied_summary.text(result)
    assert summary.REASON_KINDS["unsure"] + ": Whether you need a permit depends on" in text
    noted = [item for part in ("deadlines", "requirements", "warnings", "checklist") for item in result[part]
             if item.get("note")]
    assert len(noted) > 5
    for item in noted:
        assert item["note"] in text


def test_summary_without_addresses_names_the_clauses():
    result = result_for()
    text = copied_summary.text(result)
    assert "http" not in text
    assert result["deadlines"][0]["cite"]["label"] in text


# ---------------------------------------------------------------- ics: the calendar file


@pytest.mark.parametrize("raw, escaped", [
    ("a, b; c\\d\ne", "a\\, b\\; c\\\\d\\ne"),
    ("line\r\nnext", "line\\nnext"),
])
def test_escape(raw, escaped):
    assert ics.escape(raw) == escaped


@given(st.text(max_size=400))
@settings(max_examples=200, deadline=None)
def test_fold_keeps_lines_short_and_text_whole(text):
    text = text.replace("\r", "").replace("\n", "")
    pieces = ics.fold("DESCRIPTION:" + text)
    assert all(len(piece.encode("utf-8")) <= 75 for piece in pieces)
    assert all(piece.startswith(" ") for piece in pieces[1:])
    assert pieces[0] + "".join(piece[1:] for piece in pieces[1:]) == "DESCRIPTION:" + text


def test_stamp_from_iso():
    assert ics.stamp_from_iso("2026-05-01T09:08:07.123Z") == "20260501T090807Z"


@pytest.mark.parametrize("answers", [
    {"peak_attendance": 600},
    {"jurisdiction": "city", "event_type": "parade", "road_closure": True, "on_city_right_of_way": True,
     "revocation_notice_received": "2026-05-04"},
    {"today": "2026-08-01", "peak_attendance": 600},
])
def test_calendar_has_one_all_day_event_per_deadline(answers):
    result = result_for(**answers)
    text = ics.calendar(result, STAMP, "2026-08-15", SITE, PAGE)
    assert "\n" not in text.replace("\r\n", "")
    calendar = parse_calendar(text)
    assert calendar["properties"]["PRODID"][1] == ics.PRODID
    events = calendar["events"]
    assert len(events) == len(result["deadlines"]) > 0
    uids = set()
    for event, deadline in zip(events, result["deadlines"]):
        day = ical_date(event["DTSTART"][1])
        assert day.isoformat() == summary.day_to_act(deadline)
        assert ical_date(event["DTEND"][1]) == day + timedelta(days=1)
        assert event["DTSTAMP"][1] == STAMP
        description = event["DESCRIPTION"][1]
        assert deadline["label"] in description
        assert deadline.get("earlier", "") in description
        assert deadline["cite"]["label"] in description
        assert SITE + deadline["cite"]["href"] in description
        assert deadline["quote"] in description
        uids.add(event["UID"][1])
    assert len(uids) == len(events)


def reminders(text):
    """{event's start day: [days before it at 9:00 of each reminder]}, read by the icalendar package."""
    import icalendar

    found = {}
    for event in icalendar.Calendar.from_ical(text).walk("VEVENT"):
        start = event.decoded("DTSTART")
        days = []
        for alarm in event.walk("VALARM"):
            assert alarm["ACTION"] == "DISPLAY" and str(alarm["DESCRIPTION"]).endswith(str(event["SUMMARY"]))
            trigger = alarm.decoded("TRIGGER")
            assert trigger < timedelta(0) and (trigger + timedelta(hours=15)) % timedelta(days=1) == timedelta(0)
            days.append(-(trigger - timedelta(hours=9)).days)   # 9:00 that many days before the start
        found[start] = days
    return found


@pytest.mark.parametrize("answers", [{"peak_attendance": 600},
                                     {"jurisdiction": "city", "event_type": "parade", "road_closure": True,
                                      "revocation_notice_received": "2026-05-04"}])
def test_every_deadline_has_reminders_a_week_and_a_day_before(answers):
    result = result_for(**answers)
    found = reminders(ics.calendar(result, STAMP, "2026-08-15", SITE, PAGE))
    assert len(found) == len(result["deadlines"]) > 0
    for deadline in summary.acted_on(result):
        day = date.fromisoformat(summary.day_to_act(deadline))
        assert found[day] == [7, 1] if day - timedelta(days=7) >= date(2026, 5, 1) else found[day] in ([1], [])
    for deadline in summary.duties(result):   # the office's: no reminder to act
        assert found[date.fromisoformat(deadline["date"])] == []


@pytest.mark.parametrize("days_left, kept", [(8, [7, 1]), (7, [7, 1]), (6, [1]), (2, [1]), (1, [1]), (0, []),
                                             (-1, [])])
def test_a_reminder_already_past_is_left_out(days_left, kept):
    result = result_for(peak_attendance=600)
    day = date.fromisoformat(summary.day_to_act(result["deadlines"][0]))
    result["today"] = (day - timedelta(days=days_left)).isoformat()
    assert reminders(ics.calendar(result, STAMP))[day] == kept
    first = [{"ACTION": ("", "DISPLAY"), "TRIGGER": ("", "-P6DT15H" if 7 in kept else "-PT15H"),
              "DESCRIPTION": ("", ("In a week: " if 7 in kept else "Tomorrow: ")
                              + "Apply for the special event permit (%s)" % summary.place_name("village"))}]
    assert parse_calendar(ics.calendar(result, STAMP))["events"][0]["alarms"][:1] == (first if kept else [])


def test_calendar_uid_is_stable():
    result = result_for()
    first = parse_calendar(ics.calendar(result, STAMP, "2026-08-15"))["events"]
    again = parse_calendar(ics.calendar(result, "20260502T000000Z", "2026-08-15"))["events"]
    assert [e["UID"] for e in first] == [e["UID"] for e in again]


def test_calendar_without_deadlines_is_still_a_calendar():
    result = result_for(peak_attendance=100, venue_type="localized_area")
    assert result["deadlines"] == []
    assert parse_calendar(ics.calendar(result, STAMP))["events"] == []


OLD_COPY = "2026-03-02"   # the day an old saved copy of the site was published (offline.js)


def test_an_answer_from_an_old_saved_copy_says_so_in_the_summary():
    result = result_for()
    text = copied_summary.text(result, SITE, PAGE, OLD_COPY)
    warning = ("Possibly out of date: worked out on a copy of the site saved on Monday, March 2, 2026. "
               "The rules may have changed since. Check online before you apply.")
    lines = text.splitlines()
    assert lines[1] == warning and lines[0].startswith("Special event permit")   # at the top, under the title
    assert text.replace(warning + "\n", "") == copied_summary.text(result, SITE, PAGE)
    assert "out of date" not in copied_summary.text(result, SITE, PAGE) and summary.out_of_date("") == ""


def test_an_answer_from_an_old_saved_copy_says_so_in_every_calendar_event():
    result = result_for()
    fresh = parse_calendar(ics.calendar(result, STAMP, "2026-08-15", SITE, PAGE))["events"]
    old = parse_calendar(ics.calendar(result, STAMP, "2026-08-15", SITE, PAGE, OLD_COPY))["events"]
    assert len(old) == len(fresh) > 0
    for before, event in zip(fresh, old):
        assert event["SUMMARY"][1] == "Possibly out of date: " + before["SUMMARY"][1]
        assert event["DESCRIPTION"][1] == summary.out_of_date(OLD_COPY) + "\n\n" + before["DESCRIPTION"][1]
        assert event["UID"] == before["UID"]   # the same deadline: a calendar updates it
        assert "out of date" not in before["SUMMARY"][1] + before["DESCRIPTION"][1]


# ---------------------------------------------------------------- the same calls under MicroPython


def call_in_micropython(calls):
    return run_node(CALL, json.dumps(calls, ensure_ascii=False))  # on the shipped archive


def micropython_calls():
    """(call, what CPython returns), for the functions the page uses."""
    links = [
        "?jurisdiction=village&peak_attendance=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&foo=bar"
        "&event_start=2026-02-30",
        "?jurisdiction=village&today=2026-05-01&event_start=2026-08-15&peak_attendance=1%2C000"
        "&hours_per_day=2.5&after_dark=true&venue_type=permanent_venue&seating_capacity=700",
        "?jurisdiction=city&event_type=block_party&road_closure=true&residential_zone=true"
        "&previous_closure_of_same_road=2026-08-03&event_type=parade&zz=%E2%80%9C%FF",
        "?jurisdiction=town", "?a=1", "", "?jurisdiction=city&" + "q" * 300 + "=%01",
    ]
    results = [result_for(), result_for(today="2026-08-20", event_end="2026-08-17", locations=2),
               result_for(jurisdiction="city", event_type="parade", road_closure=True, on_city_property=True,
                          revocation_notice_received="2026-05-04"),
               result_for(venue_type="permanent_venue", seating_capacity=450, peak_attendance=700),
               result_for(jurisdiction="city", event_type="block_party", city_services="unsure",
                          road_closure="unsure", on_city_property="unsure", nonprofit="unsure")]
    calls = []
    for link in links:
        calls.append(({"function": "calculator.query.read", "args": [link]}, query.read(link)))
    for answers in SCENARIOS[:30]:
        calls.append(({"function": "calculator.query.write", "args": [answers]}, query.write(answers)))
    for link, today in [("?jurisdiction=village&today=2026-03-02&event_start=2026-08-15", "2026-12-01"),
                        ("?jurisdiction=city&amp;city_services=Unsure&amp;x%E2%80%AEy%C2%85=1&b=2", "2026-12-01"),
                        ("?jurisdiction=city&today=2026-12-02", "2026-12-01"),
                        (long_link(query.MAX_QUERY + 2), "2026-12-01"), (long_link(query.MAX_QUERY), "2026-12-01")]:
        calls.append(({"function": "calculator.query.read", "args": [link, today]}, query.read(link, today)))
    for place in published_places():   # a one-place site reads a link without a place as that place
        link = "?today=2026-05-01&event_start=2026-08-15"
        calls.append(({"function": "calculator.query.read", "args": [link, None, [place]]},
                      query.read(link, None, [place])))
    for number in [0.00001, 1.5e-10, 2.5, 6, 123456.789]:
        calls.append(({"function": "calculator.query.number_text", "args": [number]}, query.number_text(number)))
    for place, name, text in [("village", "peak_attendance", "1,000"), ("village", "hours_per_day", "2.50"),
                              ("village", "peak_attendance", "1,5"), ("village", "peak_attendance", "12 345"),
                              ("village", "hours_per_day", "1,000.5"), ("village", "locations", "1,20"),
                              ("village", "event_start", "2026-02-29"), ("city", "nonprofit", "True"),
                              ("village", "hours_per_day", "-0.5")]:
        calls.append(({"function": "calculator.query.value", "args": [{"$field": [place, name]}, text]},
                      list(query.value(field(place, name), text))))
    for result in results:
        calls.append(({"function": "calculator.copied_summary.text", "args": [result, SITE, PAGE]},
                      copied_summary.text(result, SITE, PAGE)))
        calls.append(({"function": "calculator.ics.calendar", "args": [result, STAMP, "2026-08-15", SITE, PAGE]},
                      ics.calendar(result, STAMP, "2026-08-15", SITE, PAGE)))
        calls.append(({"function": "calculator.summary.headline", "args": [result]}, summary.headline(result)))
    calls.append(({"function": "calculator.copied_summary.text", "args": [results[0], SITE, PAGE, OLD_COPY]},
                  copied_summary.text(results[0], SITE, PAGE, OLD_COPY)))
    for answers, order in [(LARGEST, None), (LARGEST, ["event_end", "today", "after_dark", "jurisdiction"]),
                           ({"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15",
                             "event_type": "parade", "road_closure": "unsure", "locations": 2}, None)]:
        result = evaluate(answers)
        calls.append(({"function": "calculator.copied_summary.text", "args": [result, SITE, PAGE, "", answers, order]},
                      copied_summary.text(result, SITE, PAGE, "", answers, order)))
    calls.append(({"function": "calculator.ics.calendar", "args": [results[2], STAMP, "2026-08-15", SITE, PAGE,
                                                                   OLD_COPY]},
                  ics.calendar(results[2], STAMP, "2026-08-15", SITE, PAGE, OLD_COPY)))
    return calls


def test_micropython_gives_the_same_answers():
    calls = micropython_calls()
    outcomes = call_in_micropython([call for call, _ in calls])
    for (call, expected), outcome in zip(calls, outcomes):
        assert "crash" not in outcome, (call["function"], outcome)
        assert outcome["result"] == json.loads(json.dumps(expected)), call["function"]


def test_numbers_round_trip_under_micropython():
    """MicroPython writes some floats with other digits than CPython; each reads back as the same number.

    (A float with a whole value would reach MicroPython as an int: the calls pass through JavaScript.)
    """
    numbers = [0.00001, 1.5e-10, 2.5, 0.1 + 0.2, 123456.789, 1 / 3, 2 / 3, 9999999.999999998, 5e-324, 1e-300,
               2.2250738585072014e-308, 1.7976931348623157e308]
    texts = call_in_micropython([{"function": "calculator.query.number_text", "args": [n]} for n in numbers])
    assert all("crash" not in text for text in texts), texts
    calls = [{"function": "calculator.query.value", "args": [{"$field": ["village", "parking_distance_ft"]},
                                                             text["result"]]} for text in texts]
    for number, text, back in zip(numbers, texts, call_in_micropython(calls)):
        assert "e" not in text["result"].lower()
        assert back["result"] == [number, None], (number, text)

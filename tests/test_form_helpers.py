"""calculator/page/form.py: the calculator page's form helpers, on CPython and on MicroPython.

``text`` must write every number so that the link reader and the form read back the
same number (no exponent); ``errors_to_show`` decides which messages the page shows,
GOV.UK's way (on leaving a question or asking for the answer, never while typing in it,
in the form's order).  Every call below is also run under MicroPython (the page's
interpreter), on the archives the page loads, through tests/micropython/call.mjs and must
give the same answer.
"""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from calculator import JURISDICTIONS, query
from calculator.page import form
from micropython_runner import run_node
from site_build import ROOT

CALL = ROOT / "tests" / "micropython" / "call.mjs"
ORDER = ["jurisdiction", "event_start", "event_end", "peak_attendance", "male_attendance", "today"]
ERRORS = [
    {"field": "today", "message": "Enter today's date as a date, like 2026-08-15."},
    {"field": "peak_attendance", "message": "Enter the most people as a whole number, like 300."},
    {"field": "event_end", "message": "The end date must be on or after the start date."},
    {"field": "event_end", "message": "A second message for the same question."},
    {"field": "event_start", "message": "Enter the date the event starts."},
    {"field": "input", "message": "Not a question of the form."},
]
ANSWERED = {"today": "x", "peak_attendance": "12.5", "event_end": "2026-08-01"}


def hours():
    return [field for field in JURISDICTIONS["village"].FIELDS if field.name == "hours_per_day"][0]


@pytest.mark.parametrize("number, written", [
    (0.00001, "0.00001"), (1e-05, "0.00001"), (1.5e-07, "0.00000015"), (-2.5e-06, "-0.0000025"),
    (2.5, "2.5"), (0.1, "0.1"), (1e16, "10000000000000000.0"), (1.25e17, "125000000000000000.0"),
    (1.2345e-05, "0.000012345"), (3.0, "3.0"), (600, "600"), (True, "true"), (False, "false"),
    ("unsure", "unsure"), ("2026-08-15", "2026-08-15"),
])
def test_text_writes_answers_without_an_exponent(number, written):
    assert form.text(number) == written


@settings(max_examples=300, deadline=None)
@given(st.floats(min_value=1e-9, max_value=1e7, allow_nan=False, allow_infinity=False))
def test_every_number_round_trips_through_the_form_and_the_link(number):
    written = form.text(number)
    assert "e" not in written
    value, problem = query.value(hours(), written)
    assert problem is None and value == number
    link = query.read(query.write({"jurisdiction": "village", "hours_per_day": written}))
    assert link["answers"]["hours_per_day"] == number and link["notices"] == []


def test_conditions_read_alternatives():
    assert form.conditions("") == [] and form.conditions(None) == []
    assert form.conditions("road_closure=true|unsure residential_zone=true") == [
        ("road_closure", ["true", "unsure"]), ("residential_zone", ["true"])]


def test_nothing_shows_before_a_question_is_left():
    assert form.errors_to_show(ERRORS, ORDER, ANSWERED, [], None, {}, False) == []


def test_a_left_answered_question_shows_its_first_message():
    shown = form.errors_to_show(ERRORS, ORDER, ANSWERED, ["event_end", "event_start"], None, {}, False)
    # event_start was left but not answered: a missing answer waits for "Show my answer".
    assert shown == [{"field": "event_end", "message": "The end date must be on or after the start date."}]


def test_asking_for_the_answer_shows_every_error_in_the_form_order():
    shown = form.errors_to_show(ERRORS, ORDER, ANSWERED, [], None, {}, True)
    assert [error["field"] for error in shown] == ["event_start", "event_end", "peak_attendance", "today", "input"]


def test_the_question_being_typed_in_keeps_its_state():
    left = ["peak_attendance", "today"]
    before = {"peak_attendance": "Old message."}
    shown = form.errors_to_show(ERRORS, ORDER, ANSWERED, left, "peak_attendance", before, False)
    assert shown == [{"field": "peak_attendance", "message": "Old message."}, ERRORS[0]]
    # Typing into a question without an error does not add one until it is left.
    assert form.errors_to_show(ERRORS, ORDER, ANSWERED, left, "peak_attendance", {}, False) == [ERRORS[0]]
    # Fixed and left: the message goes.
    assert form.errors_to_show([], ORDER, ANSWERED, left, None, before, False) == []


def test_unreadable_and_title():
    assert form.unreadable("the date the event ends") == (
        "Enter the date the event ends as a real date. Check the day, month and year.")
    assert form.title("Permit calculator", True) == "Error: Permit calculator"
    assert form.title("Error: Permit calculator", True) == "Error: Permit calculator"
    assert form.title("Error: Permit calculator", False) == "Permit calculator"
    assert form.title("Permit calculator", False) == "Permit calculator"


def calls():
    """(call, CPython's answer) for the functions the page uses."""
    found = []
    # (No whole floats such as 6.0: the calls pass through JavaScript, where 6.0 is 6.)
    for number in (0.00001, 1.5e-07, -2.5e-06, 2.5, 0.1, 6.25, 1.2345e-05, 600, True, False, "unsure"):
        found.append({"function": "calculator.page.form.text", "args": [number]})
    found.append({"function": "calculator.page.form.conditions", "args": ["road_closure=true|unsure residential_zone=true"]})
    for left, editing, before, explicit in (([], None, {}, False), (["event_end"], None, {}, False),
                                            ([], None, {}, True),
                                            (["peak_attendance", "today"], "peak_attendance", {"peak_attendance": "Old."},
                                             False)):
        found.append({"function": "calculator.page.form.errors_to_show",
                      "args": [ERRORS, ORDER, ANSWERED, left, editing, before, explicit]})
    found.append({"function": "calculator.page.form.unreadable", "args": ["the date the event ends"]})
    found.append({"function": "calculator.page.form.title", "args": ["Error: Permit calculator", False]})
    expected = []
    for call in found:
        function = getattr(form, call["function"].rsplit(".", 1)[1])
        expected.append({"result": json.loads(json.dumps(function(*call["args"])))})
    return found, expected


def test_the_same_answers_on_micropython():
    """On the archives the page loads (tests/micropython_runner.py)."""
    found, expected = calls()
    assert run_node(CALL, json.dumps(found)) == expected

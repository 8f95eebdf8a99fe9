"""The answer's first panel and how to apply (calculator/next_step.py), and the units of
one ("1 ambulance"), on CPython and on MicroPython (tests/micropython/call.mjs).

The settings may or may not hold the keys the site adds (apply_url, apply_form,
text_last_checked): a missing or empty one shows nothing.  MicroPython runs the same
calls against a copy of the package whose settings hold every key.
"""

import json
import shutil
from pathlib import Path

import pytest

from calculator import LANGUAGES, ORDER, evaluate, next_step, summary, words
from calculator.settings import SETTINGS
from calculator.words import setting
from micropython_runner import archive_of, run_node
from test_query_ics_summary import CALL, SCENARIOS

ROOT = Path(__file__).resolve().parent.parent
VILLAGE = {"jurisdiction": "village", "event_start": "2026-08-15", "peak_attendance": 600}   # apply by 2026-06-16
FULL = {"office": "Village Clerk-Treasurer", "phone": "(555) 010-0000", "email": "clerk@example.gov",
        "address": "1 Main Street", "apply_url": "https://example.gov/apply", "apply_form": "",
        "text_last_checked": "2026-06-01"}


def village(today, **answers):
    base = dict(VILLAGE, today=today)
    base.update(answers)
    return evaluate(base)


# ---------------------------------------------------------------- the panel

@pytest.mark.parametrize("today, headline, last_day", [
    ("2026-06-14", "You need a special event permit", "Monday, June 15, 2026: 1 day left"),
    ("2026-06-15", "You need a special event permit", "Monday, June 15, 2026: today"),
    ("2026-06-16", "You need a special event permit", "Monday, June 15, 2026: passed yesterday"),
    ("2026-06-17", "You need a special event permit. The last day to apply passed yesterday.",
     "Monday, June 15, 2026: passed 2 days ago"),
    ("2026-06-19", "You need a special event permit. The last day to apply passed 3 days ago.",
     "Monday, June 15, 2026: passed 4 days ago"),
])
def test_a_missed_last_day_is_in_the_headline(today, headline, last_day):
    """The panel leads with the day to apply by (60 whole days between); the headline says the rules'
    own last day (counting back 60 days) has passed only once it has; beside the day, one line says why
    it is earlier than the rules' own."""
    result = village(today)
    assert next_step.headline(result) == headline
    assert next_step.last_day(result) == last_day
    assert next_step.day_note(result) == (
        "The rules' last day is Tuesday, June 16, 2026. We show an earlier day because the rules may mean 60 whole "
        "days in between.")


def test_the_panel_and_the_phone_bar_say_the_day_to_apply_by_once():
    """The day to apply by is said once (issue #23): the note beside it names the rules' day and why the day
    shown is earlier (a reading, the days the office may be closed), never the day to apply by again."""
    result = village("2026-05-01")
    assert next_step.jump_day(result) == "Apply by Monday, June 15, 2026: 45 days left."
    weekend = village("2026-05-01", event_start="2026-08-14")
    assert next_step.day_note(weekend) == (
        "The rules' last day is Monday, June 15, 2026. We show an earlier day because the rules may mean 60 whole "
        "days in between and the office may be closed on Saturday and Sunday.")
    assert next_step.jump_day(weekend) == "Apply by Friday, June 12, 2026: 42 days left."
    holiday = village("2026-05-01", event_start="2026-09-04")   # the rules' day: Monday July 6, 2026
    assert next_step.last_day(holiday) == "Thursday, July 2, 2026: 62 days left"
    assert next_step.day_note(holiday).endswith(
        "because the rules may mean 60 whole days in between and the office may be closed for Independence Day "
        "(observed) and on Saturday and Sunday.")
    for result in (result, weekend, holiday):
        assert summary.long(summary.day_to_act(next_step.apply_by(result))) not in next_step.day_note(result)
        assert summary.long(summary.day_to_act(next_step.apply_by(result))) not in next_step.next_step(result)
    none = village("2026-05-01", peak_attendance=100, venue_type="localized_area")
    assert next_step.jump_day(none) == next_step.day_note(none) == ""


@pytest.mark.parametrize("words, expected", [
    ("You need a special event permit", "You need a special event permit."),
    ("You need a special event permit. The last day to apply passed yesterday.",
     "You need a special event permit. The last day to apply passed yesterday."),
])
def test_a_headline_becomes_one_sentence_with_one_full_stop(words, expected):
    assert next_step.sentence(words) == expected


def test_next_step_on_time_and_late():
    assert next_step.next_step(village("2026-06-15")) == "Apply to the Village Clerk-Treasurer."
    assert next_step.next_step(village("2026-06-16")) == (
        "Apply to the Village Clerk-Treasurer as soon as you can: the rules' last day is Tuesday, June 16, 2026.")
    assert next_step.next_step(village("2026-06-17")) == (
        "Ask the Village Clerk-Treasurer what you can do now: the last day to apply was Tuesday, June 16, 2026.")


def test_next_step_when_no_permit_is_needed():
    result = village("2026-05-01", peak_attendance=100, venue_type="localized_area")
    assert result["permit"]["status"] == "not_required" and result["deadlines"] == []
    assert next_step.headline(result) == summary.headline(result)
    assert next_step.permits(result) == "" and next_step.last_day(result) == ""
    assert next_step.next_step(result).startswith("Nothing to apply for.")


def test_next_step_when_unclear_or_prohibited():
    result = dict(village("2026-05-01"))
    result["permit"] = dict(result["permit"], status="unclear")
    assert next_step.next_step(result) == "Ask the Village Clerk-Treasurer whether you need a permit."
    assert next_step.permits(result) == ""   # the number is not known while the status is not
    result["permit"] = dict(result["permit"], status="prohibited", permits_needed=0)
    assert next_step.permits(result) == ""
    assert next_step.next_step(result) == ("Change the plans the reasons below point to, or ask the Village "
                                           "Clerk-Treasurer.")


@pytest.mark.parametrize("days, locations, words", [(1, 1, "1 permit"), (1, 2, "2 permits"), (3, 3, "9 permits")])
def test_permits_counted(days, locations, words):
    end = "2026-08-%02d" % (14 + days)
    assert next_step.permits(village("2026-05-01", event_end=end, locations=locations)) == words


def test_permits_are_counted_only_when_the_count_is_known():
    """Issue #23: "counts shown only when known"; with "not sure" answers the verdict says what to find out."""
    city = {"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15", "event_type": "race"}
    sure = evaluate(city)
    assert next_step.permits(sure) == "1 permit"
    assert summary.verdict(sure) == "Permit: required unless exempt"
    assert next_step.headline(sure) == "Plan on needing a special event permit"
    unsure = evaluate(dict(city, sells_used_goods="unsure", road_closure="unsure"))
    assert unsure["permit"]["status"] == "unclear" and next_step.permits(unsure) == ""
    assert summary.verdict(unsure) == "Permit: depends on one of your answers"
    assert next_step.headline(unsure) == "This event may not be able to get a permit as you describe it"
    assert next_step.next_step(unsure) == ("Find out whether the event is for selling used goods. Then answer that "
                                           "question again to get a clear answer.")
    village_unsure = village("2026-05-01", government_sponsored="unsure")
    assert summary.verdict(village_unsure) == "Permit: depends on one of your answers"
    assert next_step.headline(village_unsure) == "You may need a special event permit"
    assert next_step.permits(village_unsure) == ""


# ---------------------------------------------------------------- how to apply

def test_how_to_apply_with_todays_settings_shows_placeholders_as_they_are():
    rows = next_step.how_to_apply("village")
    assert rows[0] == {"label": "Office", "text": setting(SETTINGS["village"]["office"]), "href": ""}
    for row in rows:
        if next_step.placeholder(row["text"]):
            assert row["href"] == ""


@pytest.mark.parametrize("office, english, spanish", [
    ("Village Clerk-Treasurer", "Village Clerk-Treasurer", "Village Clerk-Treasurer"),
    ({"en": "Village Clerk-Treasurer", "es": "Secretario-Tesorero"}, "Village Clerk-Treasurer", "Secretario-Tesorero"),
])
def test_an_office_named_once_or_in_each_language_is_named_in_the_pages(monkeypatch, office, english, spanish):
    monkeypatch.setitem(SETTINGS, "village", dict(SETTINGS["village"], office=office))
    assert next_step.how_to_apply("village")[0]["text"] == english
    assert next_step.how_to_apply("village", "es")[0]["text"] == spanish
    assert summary.contact("village", "es").startswith(spanish + ",")
    assert next_step.office(village("2026-05-01"), "es") == spanish
    assert next_step.office(village("2026-05-01")) == english


def test_how_to_apply_with_every_key(monkeypatch):
    monkeypatch.setitem(SETTINGS, "village", dict(SETTINGS["village"], **FULL))
    assert next_step.how_to_apply("village") == [
        {"label": "Office", "text": "Village Clerk-Treasurer", "href": ""},
        {"label": "Phone", "text": "(555) 010-0000", "href": "tel:5550100000"},
        {"label": "Email", "text": "clerk@example.gov", "href": "mailto:clerk@example.gov"},
        {"label": "Address", "text": "1 Main Street", "href": ""},
        {"label": "Apply online", "text": "https://example.gov/apply", "href": "https://example.gov/apply"},
    ]
    assert next_step.text_last_checked("village") == (
        "Text last checked against the official code on June 1, 2026.")


@pytest.mark.parametrize("value, words", [
    ("[date checked, YYYY-MM-DD]", "Text last checked against the official code on [date checked, YYYY-MM-DD]."),
    ("2026-02-28", "Text last checked against the official code on February 28, 2026."),
    ("2026-02-29", ""), ("", ""), (None, ""),
])
def test_text_last_checked(monkeypatch, value, words):
    monkeypatch.setitem(SETTINGS, "village", dict(SETTINGS["village"], text_last_checked=value))
    assert next_step.text_last_checked("village") == words


def test_how_to_apply_without_the_new_keys(monkeypatch):
    settings = dict(SETTINGS["village"])
    for key in ("apply_url", "apply_form", "text_last_checked", "phone"):
        settings.pop(key, None)
    settings["email"] = ""
    monkeypatch.setitem(SETTINGS, "village", settings)
    assert [row["label"] for row in next_step.how_to_apply("village")] == ["Office", "Address"]
    assert next_step.text_last_checked("village") == ""
    assert next_step.how_to_apply("nowhere") == []


# ---------------------------------------------------------------- one of a unit

@pytest.mark.parametrize("amount, unit, words", [
    (1, "ambulances", "1 ambulance"), (2, "ambulances", "2 ambulances"), (0, "toilets", "0 toilets"),
    (1, "gallons a day", "1 gallon a day"), (1, "US dollars", "$1"), (1500, "parking spaces", "1,500 parking spaces"),
])
def test_quantity_of_one(amount, unit, words):
    assert summary.quantity({"quantity": amount, "unit": unit}) == words


def test_every_unit_the_rules_count_has_its_words_in_every_language():
    """A unit the rules give a number of (``summary.unit.<unit>``: one and many); "US dollars" is money."""
    units = set()
    for answers in SCENARIOS:
        for item in evaluate(answers)["requirements"]:
            if item["quantity"] is not None and item["unit"] != "US dollars":
                units.add(item["unit"])
    for language in LANGUAGES:
        assert units and [unit for unit in sorted(units) if not words.of(language).has(summary.unit_key(unit))] == []
    assert summary.quantity({"quantity": 1, "unit": "gallons a day"}, "es") == "1 galón al día"


# ---------------------------------------------------------------- the same under MicroPython

def test_micropython_gives_the_same_words(tmp_path, monkeypatch):
    # A copy of the package whose settings hold every key the site adds.
    shutil.copytree(ROOT / "calculator", tmp_path / "calculator",
                    ignore=shutil.ignore_patterns("__pycache__"))
    settings = tmp_path / "calculator" / "settings.py"
    settings.write_text(settings.read_text(encoding="utf-8") + "\nSETTINGS['village'].update(%r)\n" % FULL,
                        encoding="utf-8")
    results = [village("2026-05-01"), village("2026-06-17", event_end="2026-08-17", locations=2),
               village("2026-05-01", peak_attendance=100), village("2026-05-01", peak_attendance=1500),
               village("2026-06-16"),
               evaluate({"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15",
                         "event_type": "parade"}),
               evaluate({"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15",
                         "event_type": "parade", "road_closure": True, "residential_zone": True,
                         "previous_closure_of_same_road": "2026-08-10"})]
    calls, expected = [], []
    monkeypatch.setitem(SETTINGS, "village", dict(SETTINGS["village"], **FULL))
    for result in results:
        for name in ("headline", "permits", "last_day", "day_note", "jump_day", "next_step"):
            calls.append({"function": "calculator.next_step." + name, "args": [result]})
            expected.append(getattr(next_step, name)(result))
        for item in result["requirements"]:
            calls.append({"function": "calculator.summary.quantity", "args": [item]})
            expected.append(summary.quantity(item))
        for item in result["deadlines"]:
            for name in ("lead", "duty", "day_to_act"):
                calls.append({"function": "calculator.summary." + name, "args": [item]})
                expected.append(getattr(summary, name)(item))
    for place in ORDER + ("nowhere",):
        for name in ("how_to_apply", "text_last_checked"):
            calls.append({"function": "calculator.next_step." + name, "args": [place]})
            expected.append(getattr(next_step, name)(place))
    # Packed and compiled as the build packs the page's archive.
    archive = archive_of(tmp_path, tmp_path / "calculator.tar.gz", ORDER)
    outcomes = run_node(CALL, json.dumps(calls), archives=[archive])
    assert "1 ambulance" in expected and "Text last checked against the official code on June 1, 2026." in expected
    for call, want, outcome in zip(calls, expected, outcomes):
        assert outcome == {"result": json.loads(json.dumps(want))}, call


def test_a_closed_office_on_the_last_day_is_told_in_why():
    city = evaluate({"jurisdiction": "city", "today": "2026-05-01", "event_start": "2026-08-15",
                     "event_type": "parade"})
    assert city["deadlines"][0]["date"] == "2026-08-01"            # a Saturday
    told = [item["text"] for item in summary.why(city) if item["kind"] == "assumption"]
    assert told and told[-1].startswith("The last day to apply is Saturday, August 1, 2026")
    assert "apply_by_weekend" not in [item["id"] for item in summary.warnings(city)]
    assert [item for item in summary.why(village("2026-05-01")) if item["kind"] == "assumption"
            and item["text"].startswith("The last day")] == []     # a Tuesday

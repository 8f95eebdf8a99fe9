"""The one date range (calculator/dates.py) and the federal holidays behind the "plan to act by" caution
(calculator/holidays.py), on CPython and, through tests/micropython/call.mjs, MicroPython."""

from datetime import date, timedelta

import pytest

from calculator import InvalidInput, copied_summary, evaluate, ics, summary
from calculator.dates import FIRST_SHOWN_YEAR, FIRST_YEAR, LAST_SHOWN_YEAR, LAST_YEAR, parse_iso, parse_shown
from calculator.holidays import federal_holiday, holidays_of, nth_weekday
from test_query_ics_summary import call_in_micropython, parse_calendar

STAMP = "20260501T120000Z"

# ---------------------------------------------------------------- one date range


@pytest.mark.parametrize("text, ok", [
    ("1999-12-31", False), ("2000-01-01", True), ("2000-01-02", True),
    ("2099-12-30", True), ("2099-12-31", True), ("2100-01-01", False),
])
def test_answers_are_in_the_answer_years(text, ok):
    assert (FIRST_YEAR, LAST_YEAR) == (2000, 2099)
    if ok:
        assert parse_iso(text).isoformat() == text
    else:
        with pytest.raises(ValueError):
            parse_iso(text)


@pytest.mark.parametrize("text, ok", [
    ("1998-12-31", False), ("1999-01-01", True), ("2100-12-31", True), ("2101-01-01", False),
])
def test_shown_dates_reach_a_year_further(text, ok):
    assert (FIRST_SHOWN_YEAR, LAST_SHOWN_YEAR) == (1999, 2100)
    if ok:
        assert parse_shown(text).isoformat() == text
    else:
        with pytest.raises(ValueError):
            parse_shown(text)


EDGE_ANSWERS = [
    {"jurisdiction": "city", "event_start": "2000-01-01", "today": "2000-01-01"},
    {"jurisdiction": "city", "event_start": "2000-01-01", "today": "2000-01-01", "city_services": True},
    {"jurisdiction": "village", "event_start": "2000-01-01", "today": "2000-01-01", "peak_attendance": 600},
    {"jurisdiction": "city", "event_start": "2099-12-31", "today": "2099-12-31",
     "revocation_notice_received": "2099-12-31"},
    {"jurisdiction": "village", "event_start": "2099-12-31", "today": "2099-12-31", "peak_attendance": 600},
    {"jurisdiction": "city", "event_start": "2000-01-02", "today": "2000-01-01", "city_services": "unsure"},
]


@pytest.mark.parametrize("answers", EDGE_ANSWERS)
def test_edge_dates_are_answered_summed_up_and_put_in_a_calendar(answers):
    result = evaluate(answers)
    assert result["deadlines"]
    for item in result["deadlines"]:
        assert FIRST_SHOWN_YEAR <= parse_shown(item["date"]).year <= LAST_SHOWN_YEAR
    text = copied_summary.text(result)
    for item in result["deadlines"]:
        assert summary.long(item["date"]) in text
    events = parse_calendar(ics.calendar(result, STAMP, answers["event_start"]))["events"]
    assert [event["DTSTART"][1] for event in events] == [summary.day_to_act(item).replace("-", "")
                                                         for item in result["deadlines"]]


def test_edge_deadlines_fall_outside_the_answer_years():
    assert evaluate(EDGE_ANSWERS[2])["deadlines"][0]["date"] == "1999-11-02"
    appeal = [item for item in evaluate(EDGE_ANSWERS[3])["deadlines"] if item["id"] == "appeal_by"][0]
    assert appeal["date"] == "2100-01-07"


def test_every_period_the_rules_count_is_well_under_a_year():
    """So a deadline counted from an answer in the answer years stays in the shown years."""
    from calculator.jurisdictions.city import law as city
    from calculator.jurisdictions.village import law as village
    calendar_days = [village.FILING.value, city.FILING_WITH_CITY_SERVICES.value, city.FILING_OTHER.value,
                     city.NEIGHBOR_NOTICE.value, city.DENIAL_NOTICE.value]
    assert max(calendar_days) < 366
    # five business days, even with three weekdays in four closed, stay within a year
    assert city.APPEAL_WINDOW.value * 7 * 4 < 366


def test_edge_dates_under_micropython():
    results = [evaluate(answers) for answers in EDGE_ANSWERS]
    calls = [{"function": "calculator.copied_summary.text", "args": [result]} for result in results]
    calls += [{"function": "calculator.ics.calendar", "args": [result, STAMP]} for result in results]
    expected = [copied_summary.text(result) for result in results] + [ics.calendar(result, STAMP) for result in results]
    outcomes = call_in_micropython(calls)
    assert [outcome.get("result", outcome) for outcome in outcomes] == expected


@pytest.mark.parametrize("text", ["1999-12-31", "2100-01-01"])
def test_answers_outside_the_years_are_refused(text):
    with pytest.raises(InvalidInput) as problem:
        evaluate({"jurisdiction": "city", "event_start": text, "today": "2026-05-01"})
    assert problem.value.errors[0]["message"] == "Enter the date the event starts between 2000 and 2099."


# ---------------------------------------------------------------- federal holidays


@pytest.mark.parametrize("day, name", [
    ("2027-01-01", "New Year's Day"),                         # a Friday
    ("2021-12-31", "New Year's Day (observed)"),              # 2022-01-01 is a Saturday
    ("2022-01-01", None),
    ("2023-01-02", "New Year's Day (observed)"),              # 2023-01-01 is a Sunday
    ("2026-01-19", "Birthday of Martin Luther King, Jr."),    # third Monday
    ("2026-01-12", None), ("2026-01-26", None),
    ("2026-02-16", "Washington's Birthday"),
    ("2026-05-25", "Memorial Day"),                           # last Monday (May has 31 days)
    ("2026-05-18", None),
    ("2020-06-19", None),                                     # before Juneteenth was a holiday
    ("2021-06-18", "Juneteenth National Independence Day (observed)"),
    ("2026-06-19", "Juneteenth National Independence Day"),
    ("2026-07-03", "Independence Day (observed)"),            # 2026-07-04 is a Saturday
    ("2026-07-04", None),
    ("2027-07-05", "Independence Day (observed)"),            # 2027-07-04 is a Sunday
    ("2026-09-07", "Labor Day"), ("2026-09-14", None),
    ("2026-10-12", "Columbus Day"),
    ("2026-11-11", "Veterans Day"),
    ("2026-11-26", "Thanksgiving Day"), ("2026-11-27", None),
    ("2026-12-25", "Christmas Day"), ("2026-12-24", None),
    ("2099-12-31", None), ("2100-12-31", "New Year's Day (observed)"),  # 2101-01-01 is a Saturday
])
def test_federal_holiday(day, name):
    assert federal_holiday(parse_shown(day)) == name


@pytest.mark.parametrize("year", [1999, 2000, 2024, 2026, 2100])
def test_eleven_holidays_a_year_from_2021(year):
    count = len([off for off, name in holidays_of(year) if "Juneteenth" not in name])
    assert count == 10
    assert all(off.weekday() < 5 for off, name in holidays_of(year))


def test_nth_weekday_at_month_ends():
    assert nth_weekday(2026, 5, 0, -1) == date(2026, 5, 25)
    assert nth_weekday(2027, 5, 0, -1) == date(2027, 5, 31)      # the 31st itself
    assert nth_weekday(2026, 12, 3, -1) == date(2026, 12, 31)    # December's last Thursday
    assert nth_weekday(2026, 9, 0, 1) == date(2026, 9, 7)
    assert nth_weekday(2025, 9, 0, 1) == date(2025, 9, 1)        # the 1st itself


def village(event_start, today="2026-10-01"):
    return evaluate({"jurisdiction": "village", "today": today, "event_start": event_start, "peak_attendance": 600})


def plan_to_act_by(result):
    found = [item["message"] for item in result["warnings"] if item["id"] == "apply_by_weekend"]
    return found[0] if found else None


@pytest.mark.parametrize("event_start, apply_by, act_by, words", [
    # The last day to apply, a Saturday; with full days between, Friday, which is New Year's Day.
    ("2027-03-03", "2027-01-02", "2026-12-31", "Friday, January 1, 2027 is New Year's Day, a federal holiday; "
     "Saturday, January 2, 2027 is a weekend day. The office may be closed then, so plan to act by Thursday, "
     "December 31, 2026. Offices are often closed on federal holidays. Check with the office."),
    # A day earlier: Friday, January 1 itself; with full days between, Thursday, December 31.
    ("2027-03-02", "2027-01-01", "2026-12-31", "Friday, January 1, 2027 is New Year's Day, a federal holiday. "
     "The office may be closed then, so plan to act by Thursday, December 31, 2026."),
    # A week later: Saturday, January 9; Friday, January 8 is no holiday.
    ("2027-03-10", "2027-01-09", "2027-01-08", "plan to act by Friday, January 8, 2027."),
    # Sunday, July 5, 2026: back past the weekend and Friday, July 3 (Independence Day observed).
    ("2026-09-03", "2026-07-05", "2026-07-02", "Friday, July 3, 2026 is Independence Day (observed), a federal "
     "holiday"),
    # Tuesday, 2026-12-01: with full days between, Monday; nothing is closed.
    ("2027-01-30", "2026-12-01", "2026-11-30", None),
])
def test_the_day_to_act_by_skips_weekends_and_federal_holidays(event_start, apply_by, act_by, words):
    result = village(event_start, "2026-05-01")
    assert (result["deadlines"][0]["date"], result["deadlines"][0]["act_by"]) == (apply_by, act_by)
    message = plan_to_act_by(result)
    if words is None:
        assert message is None
    else:
        assert words in message
        assert ("federal" in words) == ("Offices are often closed" in message)


def test_the_places_own_holidays_are_skipped_and_silence_the_caution(monkeypatch):
    from calculator import settings
    monkeypatch.setitem(settings.SETTINGS["village"], "holidays", ["2027-01-01"])
    message = plan_to_act_by(village("2027-03-03", "2026-05-01"))
    assert message.endswith("plan to act by Thursday, December 31, 2026.")
